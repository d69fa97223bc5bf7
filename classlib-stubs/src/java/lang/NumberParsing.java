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

    /* Parses a signed value within [min, max]; every error names the whole string. */
    static long parse(String s, int radix, long min, long max) {
        checkRadix(s, radix);
        if (s.isEmpty()) {
            throw forInputString(s, radix);
        }
        int[] failedAt = {-1};
        long value = parseDigits(s, 0, s.length(), radix, min, max, failedAt);
        if (failedAt[0] >= 0) {
            throw forInputString(s, radix);
        }
        return value;
    }

    /* Parses s[begin, end) for the CharSequence overloads; errors give the index. */
    static long parse(CharSequence s, int begin, int end, int radix, long min, long max,
            boolean emptyNamesInput) {
        if (s == null) {
            throw new NullPointerException();
        }
        if (begin < 0 || begin > end || end > s.length()) {
            throw new IndexOutOfBoundsException();
        }
        checkRadix("", radix);
        if (begin == end) {
            throw emptyNamesInput ? forInputString("", radix) : new NumberFormatException("");
        }
        int[] failedAt = {-1};
        long value = parseDigits(s, begin, end, radix, min, max, failedAt);
        if (failedAt[0] >= 0) {
            throw new NumberFormatException("Error at index " + (failedAt[0] - begin) + " in: \""
                    + s.subSequence(begin, end) + "\"");
        }
        return value;
    }

    /*
     * Parses the non-empty s[begin, end) as an optionally signed number in
     * [min, max]. On failure failedAt[0] is the index of the char where the
     * text stops being such a number: a bad char, the end after a lone sign,
     * or the digit that leaves the range. The magnitude is accumulated as a
     * negative number because -min is not representable for the long range.
     */
    private static long parseDigits(CharSequence s, int begin, int end, int radix, long min,
            long max, int[] failedAt) {
        int i = begin;
        boolean negative = false;
        char c = s.charAt(i);
        if (c == '-' || c == '+') {
            negative = (c == '-');
            i++;
            if (i == end) {
                failedAt[0] = i;
                return 0;
            }
        }
        long bound = negative ? min : -max;
        long acc = 0;
        for (; i < end; i++) {
            int digit = Character.digit(s.charAt(i), radix);
            boolean ok = digit >= 0;
            if (ok) {
                try {
                    acc = Math.subtractExact(Math.multiplyExact(acc, (long) radix), (long) digit);
                    ok = acc >= bound;
                } catch (ArithmeticException overflow) {
                    ok = false;
                }
            }
            if (!ok) {
                failedAt[0] = i;
                return 0;
            }
        }
        return negative ? acc : -acc;
    }

    /*
     * Unsigned parsing shared by Integer and Long. The value is built digit by
     * digit with an explicit unsigned overflow test against max (all ones for
     * long, 0xffffffff for int). The JDK's messages depend on the length of
     * the text, which is mirrored here: long texts are checked as a signed
     * prefix plus a last digit.
     */
    static long parseUnsigned(CharSequence s, int begin, int end, int radix, boolean isLong,
            boolean stringMode) {
        int len = end - begin;
        /* The JDK names the whole text, except for the CharSequence overloads of long. */
        CharSequence text = (!isLong || stringMode) ? s : s.subSequence(begin, end);
        if (s.charAt(begin) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string "
                    + text + ".");
        }
        boolean short_ = isLong ? (len <= 12 || (radix == 10 && len <= 18)) : true;
        /* A long text's prefix reports errors by index even for a String, as on the JDK. */
        long high = (stringMode && short_)
                ? parse(s.toString(), radix, Long.MIN_VALUE, Long.MAX_VALUE)
                : parse(s, begin, short_ ? end : end - 1, radix, Long.MIN_VALUE,
                        Long.MAX_VALUE, false);
        if (!isLong) {
            if (high < 0 || high > 0xffffffffL) {
                throw new NumberFormatException("String value " + text
                        + " exceeds range of unsigned int.");
            }
            return high;
        }
        if (short_) {
            return high;
        }
        int last = Character.digit(s.charAt(end - 1), radix);
        if (last < 0) {
            throw new NumberFormatException("Bad digit at end of " + text);
        }
        boolean fits = Long.compareUnsigned(high, Long.divideUnsigned(-1L, radix)) <= 0;
        long shifted = high * radix;
        long result = shifted + last;
        if (!fits || Long.compareUnsigned(result, shifted) < 0) {
            throw new NumberFormatException("String value " + text
                    + " exceeds range of unsigned long.");
        }
        return result;
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
