public class SwitchInt {
    static String dense(int x) {
        switch (x) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3:
            case 4: return "three-or-four";
            case 5: return "five";
            case 6: return "six";
            case 7: return "seven";
            default: return "other(" + x + ")";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case -1000000: return "minus million";
            case -5: return "minus five";
            case 10: return "ten";
            case 1000: return "thousand";
            case 65536: return "2^16";
            case Integer.MAX_VALUE: return "max";
            case Integer.MIN_VALUE: return "min";
            default: return "sparse-default";
        }
    }

    static int fallthrough(int x) {
        int r = 0;
        switch (x) {
            case 1: r += 1;
            case 2: r += 10;
            case 3: r += 100; break;
            case 4: r += 1000;
            default: r += 10000;
        }
        return r;
    }

    static String expr(int x) {
        return switch (x) {
            case 1, 2, 3 -> "small";
            case 10 -> "ten";
            case 100, 200 -> {
                String s = "hundreds";
                yield s + x;
            }
            default -> "dflt";
        };
    }

    static int charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
            case 'y': return 2;
            default: return 0;
        }
    }

    static String byteSwitch(byte b) {
        switch (b) {
            case -128: return "byte-min";
            case 127: return "byte-max";
            case 0: return "byte-zero";
            default: return "byte";
        }
    }

    public static void main(String[] args) {
        for (int i = -2; i <= 9; i++) {
            System.out.println(i + ": " + dense(i) + " / " + fallthrough(i) + " / " + expr(i));
        }
        int[] sp = {-1000000, -5, 10, 1000, 65536, Integer.MAX_VALUE, Integer.MIN_VALUE, 0, 11, 999};
        for (int v : sp) {
            System.out.println(v + ": " + sparse(v) + " / " + expr(v));
        }
        System.out.println(expr(100) + " " + expr(200));
        String word = "encyclopaedia";
        int vowels = 0, ys = 0;
        for (int i = 0; i < word.length(); i++) {
            int k = charSwitch(word.charAt(i));
            if (k == 1) vowels++;
            if (k == 2) ys++;
        }
        System.out.println("vowels " + vowels + " ys " + ys);
        byte[] bs = {-128, 127, 0, 5};
        for (byte b : bs) System.out.println(b + " " + byteSwitch(b));
        int big = 0;
        for (int i = 0; i < 40; i++) {
            switch (i % 13) {
                case 0: big += 3; break;
                case 1: big -= 1; break;
                case 2: big *= 2; break;
                case 5: big ^= 0x55; break;
                case 8: big >>= 1; break;
                case 12: big += i; break;
                default: big++;
            }
        }
        System.out.println("big = " + big);
    }
}
