import java.util.*;

public class WordFrequencies {
    static final String TEXT =
        "It was the best of times, it was the worst of times, it was the age of wisdom, "
      + "it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, "
      + "it was the season of Light, it was the season of Darkness, it was the spring of hope, "
      + "it was the winter of despair. Straße, Ärger, ÉCOLE, naïve café; ΣΊΣΥΦΟΣ Οδυσσέας! İstanbul ǅemal ﬁne";

    static List<String> words(String text) {
        List<String> out = new ArrayList<String>();
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetter(c)) cur.append(c);
            else if (cur.length() > 0) { out.add(cur.toString()); cur.setLength(0); }
        }
        if (cur.length() > 0) out.add(cur.toString());
        return out;
    }

    public static void main(String[] args) {
        List<String> ws = words(TEXT);
        System.out.println(ws.size() + " words");
        Map<String, Integer> freq = new HashMap<String, Integer>();
        for (String w : ws) {
            String k = w.toLowerCase();
            Integer old = freq.get(k);
            freq.put(k, old == null ? 1 : old + 1);
        }
        List<Map.Entry<String, Integer>> entries = new ArrayList<Map.Entry<String, Integer>>(freq.entrySet());
        Collections.sort(entries, new Comparator<Map.Entry<String, Integer>>() {
            public int compare(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
                int c = b.getValue().compareTo(a.getValue());
                return c != 0 ? c : a.getKey().compareTo(b.getKey());
            }
        });
        for (Map.Entry<String, Integer> e : entries) System.out.println(e.getKey() + "=" + e.getValue());
        System.out.println("hash order: " + freq.keySet());

        // case mapping of non-ASCII words
        String[] samples = {"Straße", "Ärger", "ÉCOLE", "naïve", "café", "ΣΊΣΥΦΟΣ", "Οδυσσέας", "İstanbul", "ǅemal", "ﬁne", "ΌΣΟΣ Σ", "ΑΣ.", "ŉ", "ǰ", "ΐ", "Ω"};
        for (String s : samples) {
            String up = s.toUpperCase(), lo = s.toLowerCase();
            System.out.println(s + " up=" + up + " (" + up.length() + ") lo=" + lo + " (" + lo.length() + ") eqIC="
                + s.equalsIgnoreCase(up) + "/" + s.equalsIgnoreCase(lo) + " cmpIC=" + Integer.signum(s.compareToIgnoreCase(up)));
        }
        for (char c : new char[] {'ß', 'ÿ', 'µ', 'ǅ', 'ǆ', 'Ǆ', 'İ', 'ı', 'ſ', 'K', 'Å', 'ς', 'σ', 'Σ'}) {
            System.out.println((int) c + " upper=" + (int) Character.toUpperCase(c) + " lower=" + (int) Character.toLowerCase(c)
                + " title=" + (int) Character.toTitleCase(c) + " isUp=" + Character.isUpperCase(c) + " isLow=" + Character.isLowerCase(c)
                + " isTitle=" + Character.isTitleCase(c) + " str=" + String.valueOf(c).toUpperCase() + "/" + String.valueOf(c).toLowerCase());
        }

        // sort words with several comparators
        List<String> uniq = new ArrayList<String>(new TreeSet<String>(ws));
        System.out.println("natural: " + uniq);
        Collections.sort(uniq, String.CASE_INSENSITIVE_ORDER);
        System.out.println("ci: " + uniq);
        Collections.sort(uniq, new Comparator<String>() {
            public int compare(String a, String b) {
                if (a.length() != b.length()) return a.length() - b.length();
                return b.compareTo(a);
            }
        });
        System.out.println("len/rev: " + uniq);
        Collections.sort(uniq, Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER));
        System.out.println("rev ci: " + uniq);

        // StringBuilder manipulation
        StringBuilder sb = new StringBuilder("the quick brown fox");
        sb.reverse();
        System.out.println(sb);
        sb.reverse().insert(4, "very ").insert(0, '[').append(']').insert(sb.length() - 1, 3.5).insert(1, true);
        System.out.println(sb);
        sb.delete(1, 5).deleteCharAt(0).replace(0, 4, "A").setCharAt(1, '_');
        System.out.println(sb + " len=" + sb.length() + " idx=" + sb.indexOf("o") + "," + sb.lastIndexOf("o") + "," + sb.indexOf("o", 12));
        StringBuilder sur = new StringBuilder("a\uD83D\uDE00b\uD834\uDD1Ec");
        System.out.println("surrogates reversed ok: " + sur.reverse().toString().equals("c\uD834\uDD1Eb\uD83D\uDE00a") + " cps=" + sur.codePointCount(0, sur.length()));

        // split with literal separators
        String[] tests = {"a,b,,c,,", ",a,b", "", ",", "a", "a,,", "::x::y::", "no-sep"};
        for (String t : tests) {
            System.out.println("'" + t + "' , -> " + Arrays.toString(t.split(",")) + " :: -> " + Arrays.toString(t.split("::"))
                + " lim2 -> " + Arrays.toString(t.split(",", 2)) + " lim-1 -> " + Arrays.toString(t.split(",", -1)));
        }
        System.out.println(Arrays.toString("a|b|c".split("\\|")) + " " + Arrays.toString("1.2.3".split("\\.")) + " " + Arrays.toString("x y  z".split(" ")));
        System.out.println(String.join("+", ws.subList(0, 6)) + " " + "abc".repeat(3) + " [" + "  pad\t".strip() + "][" + " \u2003x\u2003 ".trim() + "][" + " \u2003x\u2003 ".strip() + "]");
    }
}
