/*
 * StringBuild: strings. StringBuilder appends of strings, chars and ints,
 * string concatenation with '+' (compiled by javac 17 to invokedynamic
 * StringConcatFactory), Integer.toString, String.equals and hashCode.
 */
public class StringBuild {
    static long builder(int rounds) {
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 200; i++) {
                sb.append("item").append(i).append(',').append(r - i);
            }
            String s = sb.toString();
            check += s.length() + s.charAt(s.length() / 2);
        }
        return check;
    }

    static long concat(int count) {
        long check = 0;
        String prev = "";
        for (int i = 0; i < count; i++) {
            String s = "k" + i + "/" + (i * 7) + ":" + (i & 1) + prev.length();
            check += s.length();
            if ((i & 63) == 0) {
                prev = s;
            }
        }
        return check;
    }

    static long toStringAndHash(int count) {
        long check = 0;
        for (int i = 0; i < count; i++) {
            String s = Integer.toString(i * 37 - 500000);
            check += s.hashCode();
        }
        return check;
    }

    static long equality(int count) {
        String[] words = new String[64];
        for (int i = 0; i < words.length; i++) {
            words[i] = "word-" + (i % 16) + "-" + (i / 16);
        }
        long check = 0;
        for (int i = 0; i < count; i++) {
            String a = words[i & 63];
            String b = words[(i * 5 + 3) & 63];
            if (a.equals(b)) {
                check += 3;
            }
            /* Equal contents in a distinct object: no identity short cut. */
            String c = new StringBuilder(a).toString();
            if (c.equals(a)) {
                check += c.hashCode() & 15;
            }
        }
        return check;
    }

    public static void main(String[] args) {
        long check = 0;
        check = check * 31 + builder(1500);
        check = check * 31 + concat(150000);
        check = check * 31 + toStringAndHash(300000);
        check = check * 31 + equality(200000);
        System.out.println("StringBuild checksum " + check);
    }
}
