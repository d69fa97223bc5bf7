package java.lang;

/** Shared parsing steps and JDK-compatible messages of the integral types. */
final class NumberParsing {
    private NumberParsing() {
    }

    static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }

    static void checkRadix(String s, int radix) {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX");
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix
                    + " greater than Character.MAX_RADIX");
        }
    }

    /*
     * Parses a signed value within [min, max]; accumulates negatively so that
     * the most negative value needs no special case.
     */
    static long parse(String s, int radix, long min, long max) {
        checkRadix(s, radix);
        int len = s.length();
        if (len == 0) {
            throw forInputString(s, radix);
        }
        int i = 0;
        boolean negative = false;
        long limit = -max;
        char first = s.charAt(0);
        if (first < '0') {
            if (first == '-') {
                negative = true;
                limit = min;
            } else if (first != '+') {
                throw forInputString(s, radix);
            }
            if (len == 1) {
                throw forInputString(s, radix);
            }
            i++;
        }
        long multmin = limit / radix;
        long result = 0;
        while (i < len) {
            int digit = Character.digit(s.charAt(i++), radix);
            if (digit < 0 || result < multmin) {
                throw forInputString(s, radix);
            }
            result *= radix;
            if (result < limit + digit) {
                throw forInputString(s, radix);
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    /* Integer.decode / Long.decode: optional sign, then 0x, 0X, # or 0 prefix. */
    static long decode(String nm, long min, long max) {
        if (nm.isEmpty()) {
            throw new NumberFormatException("Zero length string");
        }
        int radix = 10;
        int index = 0;
        boolean negative = false;
        char first = nm.charAt(0);
        if (first == '-') {
            negative = true;
            index++;
        } else if (first == '+') {
            index++;
        }
        if (nm.startsWith("0x", index) || nm.startsWith("0X", index)) {
            index += 2;
            radix = 16;
        } else if (nm.startsWith("#", index)) {
            index++;
            radix = 16;
        } else if (nm.startsWith("0", index) && nm.length() > 1 + index) {
            index++;
            radix = 8;
        }
        if (nm.startsWith("-", index) || nm.startsWith("+", index)) {
            throw new NumberFormatException("Sign character in wrong position");
        }
        String digits = nm.substring(index);
        try {
            long r = parse(digits, radix, min, max);
            return negative ? -r : r;
        } catch (NumberFormatException e) {
            return parse(negative ? "-" + digits : digits, radix, min, max);
        }
    }

    private static final char[] DIGITS = {
        '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h',
        'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z'
    };

    static String toString(long v, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        char[] buf = new char[65];
        int pos = 65;
        boolean negative = v < 0;
        if (!negative) {
            v = -v;
        }
        while (v <= -radix) {
            buf[--pos] = DIGITS[(int) -(v % radix)];
            v = v / radix;
        }
        buf[--pos] = DIGITS[(int) -v];
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 65 - pos);
    }

    /* Digits of an unsigned value in a power-of-two radix (1 << shift). */
    static String toUnsignedPow2(long v, int shift) {
        char[] buf = new char[64];
        int pos = 64;
        int mask = (1 << shift) - 1;
        do {
            buf[--pos] = DIGITS[(int) (v & mask)];
            v >>>= shift;
        } while (v != 0);
        return new String(buf, pos, 64 - pos);
    }

    static String toUnsignedString(long v, int radix) {
        if (v >= 0) {
            return toString(v, radix);
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        long quot = ((v >>> 1) / radix) << 1;
        long rem = v - quot * radix;
        if (rem >= radix || rem < 0) {
            rem -= radix;
            quot++;
        }
        return toString(quot, radix) + DIGITS[(int) rem];
    }
}
