package java.lang;

/** The boxed char, and Unicode character properties (tables in CharacterData). */
public final class Character implements java.io.Serializable, Comparable<Character> {
    private static final long serialVersionUID = 3786198910865385080L;

    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';
    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    private final char value;

    private static final Character[] CACHE = new Character[128];

    @Deprecated
    public Character(char value) {
        this.value = value;
    }

    public static Character valueOf(char c) {
        if (c < 128) {
            synchronized (CACHE) {
                Character r = CACHE[c];
                if (r == null) {
                    r = new Character(c);
                    CACHE[c] = r;
                }
                return r;
            }
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    public boolean equals(Object obj) {
        return (obj instanceof Character) && value == ((Character) obj).value;
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public static String toString(int codePoint) {
        return new String(toChars(codePoint));
    }

    public int compareTo(Character anotherCharacter) {
        return compare(value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) ((ch >>> 8) | (ch << 8));
    }

    // ---- code points and surrogates ----------------------------------------------

    public static boolean isValidCodePoint(int codePoint) {
        return codePoint >= 0 && codePoint <= MAX_CODE_POINT;
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >= 0 && codePoint < MIN_SUPPLEMENTARY_CODE_POINT;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint <= MAX_CODE_POINT;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch <= MAX_HIGH_SURROGATE;
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch <= MAX_LOW_SURROGATE;
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch <= MAX_SURROGATE;
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high - MIN_HIGH_SURROGATE) << 10) + (low - MIN_LOW_SURROGATE)
                + MIN_SUPPLEMENTARY_CODE_POINT;
    }

    /* highSurrogate(cp) is (cp >>> 10) plus this; also for code points outside the supplementary range. */
    private static final int HIGH_OFFSET = MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10);

    public static char highSurrogate(int codePoint) {
        return (char) (HIGH_OFFSET + (codePoint >>> 10));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) (MIN_LOW_SURROGATE | (codePoint & 0x3ff));
    }

    public static int codePointAt(CharSequence seq, int index) {
        char unit = seq.charAt(index);
        if (!isHighSurrogate(unit) || index + 1 >= seq.length()) {
            return unit;
        }
        char trail = seq.charAt(index + 1);
        return isLowSurrogate(trail) ? toCodePoint(unit, trail) : unit;
    }

    public static int codePointAt(char[] a, int index) {
        return pointAt(a, index, a.length);
    }

    /* Only limit is checked; a bad index fails on the array access itself. */
    public static int codePointAt(char[] a, int index, int limit) {
        if (limit < 0 || limit > a.length || index >= limit) {
            throw new IndexOutOfBoundsException();
        }
        return pointAt(a, index, limit);
    }

    private static int pointAt(char[] a, int index, int limit) {
        char unit = a[index];
        if (!isHighSurrogate(unit) || index + 1 >= limit) {
            return unit;
        }
        char trail = a[index + 1];
        return isLowSurrogate(trail) ? toCodePoint(unit, trail) : unit;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        int last = index - 1;
        char unit = seq.charAt(last);
        if (!isLowSurrogate(unit) || last <= 0) {
            return unit;
        }
        char lead = seq.charAt(last - 1);
        return isHighSurrogate(lead) ? toCodePoint(lead, unit) : unit;
    }

    public static int codePointBefore(char[] a, int index) {
        return pointBefore(a, index, 0);
    }

    public static int codePointBefore(char[] a, int index, int start) {
        if (start < 0 || start >= a.length || index <= start) {
            throw new IndexOutOfBoundsException();
        }
        return pointBefore(a, index, start);
    }

    private static int pointBefore(char[] a, int index, int start) {
        int last = index - 1;
        char unit = a[last];
        if (!isLowSurrogate(unit) || last <= start) {
            return unit;
        }
        char lead = a[last - 1];
        return isHighSurrogate(lead) ? toCodePoint(lead, unit) : unit;
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        }
        checkCodePoint(codePoint);
        // The second unit is stored first: a destination one short is left untouched.
        dst[dstIndex + 1] = lowSurrogate(codePoint);
        dst[dstIndex] = highSurrogate(codePoint);
        return 2;
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return new char[] {(char) codePoint};
        }
        checkCodePoint(codePoint);
        return new char[] {highSurrogate(codePoint), lowSurrogate(codePoint)};
    }

    private static void checkCodePoint(int codePoint) {
        if (!isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException("Not a valid Unicode code point: 0x"
                    + Integer.toHexString(codePoint).toUpperCase());
        }
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > seq.length()) {
            throw new IndexOutOfBoundsException();
        }
        int points = 0;
        int i = beginIndex;
        while (i < endIndex) {
            boolean pair = i + 1 < endIndex && isHighSurrogate(seq.charAt(i))
                    && isLowSurrogate(seq.charAt(i + 1));
            i += pair ? 2 : 1;
            points++;
        }
        return points;
    }

    public static int codePointCount(char[] a, int offset, int count) {
        if (offset < 0 || count < 0 || offset > a.length - count) {
            throw new IndexOutOfBoundsException();
        }
        int end = offset + count;
        int points = 0;
        int i = offset;
        while (i < end) {
            boolean pair = i + 1 < end && isHighSurrogate(a[i]) && isLowSurrogate(a[i + 1]);
            i += pair ? 2 : 1;
            points++;
        }
        return points;
    }

    /* Steps one code point at a time; running off either end is an error. */
    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        int length = seq.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int at = index;
        for (int left = codePointOffset; left > 0; left--) {
            if (at >= length) {
                throw new IndexOutOfBoundsException();
            }
            boolean pair = isHighSurrogate(seq.charAt(at)) && at + 1 < length
                    && isLowSurrogate(seq.charAt(at + 1));
            at += pair ? 2 : 1;
        }
        for (int left = codePointOffset; left < 0; left++) {
            if (at <= 0) {
                throw new IndexOutOfBoundsException();
            }
            boolean pair = isLowSurrogate(seq.charAt(at - 1)) && at - 1 > 0
                    && isHighSurrogate(seq.charAt(at - 2));
            at -= pair ? 2 : 1;
        }
        return at;
    }

    // ---- classification ----------------------------------------------------------

    public static int getType(char ch) {
        return getType((int) ch);
    }

    public static int getType(int codePoint) {
        return CharacterData.flags(codePoint) & 0x1f;
    }

    private static boolean has(int codePoint, int bit) {
        return (CharacterData.flags(codePoint) & bit) != 0;
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static boolean isLowerCase(int codePoint) {
        return has(codePoint, CharacterData.LOWER_BIT);
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isUpperCase(int codePoint) {
        return has(codePoint, CharacterData.UPPER_BIT);
    }

    public static boolean isTitleCase(char ch) {
        return isTitleCase((int) ch);
    }

    public static boolean isTitleCase(int codePoint) {
        return getType(codePoint) == TITLECASE_LETTER;
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isDigit(int codePoint) {
        if (codePoint < 0x80) {
            return codePoint >= '0' && codePoint <= '9';
        }
        return getType(codePoint) == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isDefined(char ch) {
        return isDefined((int) ch);
    }

    public static boolean isDefined(int codePoint) {
        return getType(codePoint) != UNASSIGNED;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isLetter(int codePoint) {
        int t = getType(codePoint);
        return t >= UPPERCASE_LETTER && t <= OTHER_LETTER;
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isLetterOrDigit(int codePoint) {
        int t = getType(codePoint);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == DECIMAL_DIGIT_NUMBER;
    }

    public static boolean isAlphabetic(int codePoint) {
        return has(codePoint, CharacterData.ALPHABETIC_BIT);
    }

    /** Inclusive ranges of the code points with the Unicode Bidi_Mirrored property. */
    private static final int[] MIRRORED = {
        0x28, 0x29, 0x3C, 0x3C, 0x3E, 0x3E, 0x5B, 0x5B, 0x5D, 0x5D, 0x7B, 0x7B,
        0x7D, 0x7D, 0xAB, 0xAB, 0xBB, 0xBB, 0xF3A, 0xF3D, 0x169B, 0x169C, 0x2039, 0x203A,
        0x2045, 0x2046, 0x207D, 0x207E, 0x208D, 0x208E, 0x2140, 0x2140, 0x2201, 0x2204, 0x2208, 0x220D,
        0x2211, 0x2211, 0x2215, 0x2216, 0x221A, 0x221D, 0x221F, 0x2222, 0x2224, 0x2224, 0x2226, 0x2226,
        0x222B, 0x2233, 0x2239, 0x2239, 0x223B, 0x224C, 0x2252, 0x2255, 0x225F, 0x2260, 0x2262, 0x2262,
        0x2264, 0x226B, 0x226E, 0x228C, 0x228F, 0x2292, 0x2298, 0x2298, 0x22A2, 0x22A3, 0x22A6, 0x22B8,
        0x22BE, 0x22BF, 0x22C9, 0x22CD, 0x22D0, 0x22D1, 0x22D6, 0x22ED, 0x22F0, 0x22FF, 0x2308, 0x230B,
        0x2320, 0x2321, 0x2329, 0x232A, 0x2768, 0x2775, 0x27C0, 0x27C0, 0x27C3, 0x27C6, 0x27C8, 0x27C9,
        0x27CB, 0x27CD, 0x27D3, 0x27D6, 0x27DC, 0x27DE, 0x27E2, 0x27EF, 0x2983, 0x2998, 0x299B, 0x29A0,
        0x29A2, 0x29AF, 0x29B8, 0x29B8, 0x29C0, 0x29C5, 0x29C9, 0x29C9, 0x29CE, 0x29D2, 0x29D4, 0x29D5,
        0x29D8, 0x29DC, 0x29E1, 0x29E1, 0x29E3, 0x29E5, 0x29E8, 0x29E9, 0x29F4, 0x29F9, 0x29FC, 0x29FD,
        0x2A0A, 0x2A1C, 0x2A1E, 0x2A21, 0x2A24, 0x2A24, 0x2A26, 0x2A26, 0x2A29, 0x2A29, 0x2A2B, 0x2A2E,
        0x2A34, 0x2A35, 0x2A3C, 0x2A3E, 0x2A57, 0x2A58, 0x2A64, 0x2A65, 0x2A6A, 0x2A6D, 0x2A6F, 0x2A70,
        0x2A73, 0x2A74, 0x2A79, 0x2AA3, 0x2AA6, 0x2AAD, 0x2AAF, 0x2AD6, 0x2ADC, 0x2ADC, 0x2ADE, 0x2ADE,
        0x2AE2, 0x2AE6, 0x2AEC, 0x2AEE, 0x2AF3, 0x2AF3, 0x2AF7, 0x2AFB, 0x2AFD, 0x2AFD, 0x2BFE, 0x2BFE,
        0x2E02, 0x2E05, 0x2E09, 0x2E0A, 0x2E0C, 0x2E0D, 0x2E1C, 0x2E1D, 0x2E20, 0x2E29, 0x3008, 0x3011,
        0x3014, 0x301B, 0xFE59, 0xFE5E, 0xFE64, 0xFE65, 0xFF08, 0xFF09, 0xFF1C, 0xFF1C, 0xFF1E, 0xFF1E,
        0xFF3B, 0xFF3B, 0xFF3D, 0xFF3D, 0xFF5B, 0xFF5B, 0xFF5D, 0xFF5D, 0xFF5F, 0xFF60, 0xFF62, 0xFF63,
        0x1D6DB, 0x1D6DB, 0x1D715, 0x1D715, 0x1D74F, 0x1D74F, 0x1D789, 0x1D789, 0x1D7C3, 0x1D7C3
    };

    public static boolean isMirrored(char ch) {
        return isMirrored((int) ch);
    }

    public static boolean isMirrored(int codePoint) {
        int lo = 0;
        int hi = MIRRORED.length / 2 - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (codePoint < MIRRORED[2 * mid]) {
                hi = mid - 1;
            } else if (codePoint > MIRRORED[2 * mid + 1]) {
                lo = mid + 1;
            } else {
                return true;
            }
        }
        return false;
    }

    public static boolean isIdeographic(int codePoint) {
        return has(codePoint, CharacterData.IDEOGRAPHIC_BIT);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    public static boolean isJavaIdentifierStart(int codePoint) {
        return has(codePoint, CharacterData.JAVA_START_BIT);
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        return has(codePoint, CharacterData.JAVA_PART_BIT);
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    public static boolean isUnicodeIdentifierStart(int codePoint) {
        return has(codePoint, CharacterData.UNICODE_START_BIT);
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int codePoint) {
        return has(codePoint, CharacterData.UNICODE_PART_BIT);
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    public static boolean isIdentifierIgnorable(int codePoint) {
        return has(codePoint, CharacterData.IGNORABLE_BIT);
    }

    @Deprecated
    public static boolean isSpace(char ch) {
        return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\f' || ch == '\r';
    }

    @Deprecated
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    public static boolean isSpaceChar(int codePoint) {
        int t = getType(codePoint);
        return t == SPACE_SEPARATOR || t == LINE_SEPARATOR || t == PARAGRAPH_SEPARATOR;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    public static boolean isWhitespace(int codePoint) {
        if ((codePoint >= 0x09 && codePoint <= 0x0d) || (codePoint >= 0x1c && codePoint <= 0x1f)) {
            return true;
        }
        if (codePoint == 0xa0 || codePoint == 0x2007 || codePoint == 0x202f) {
            return false;
        }
        return isSpaceChar(codePoint);
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    /* C0 (U+0000..U+001F), DELETE and C1 (U+007F..U+009F). */
    public static boolean isISOControl(int codePoint) {
        return (codePoint >= 0 && codePoint < 0x20) || (codePoint >= 0x7f && codePoint <= 0x9f);
    }

    // ---- case mapping and digits -------------------------------------------------

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int codePoint) {
        if (codePoint < 0x80) {
            return (codePoint >= 'A' && codePoint <= 'Z') ? codePoint + 32 : codePoint;
        }
        return CharacterData.toLower(codePoint);
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int codePoint) {
        if (codePoint < 0x80) {
            return (codePoint >= 'a' && codePoint <= 'z') ? codePoint - 32 : codePoint;
        }
        return CharacterData.toUpper(codePoint);
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int codePoint) {
        return CharacterData.toTitle(codePoint);
    }

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    public static int digit(int codePoint, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int v = -1;
        if (codePoint >= '0' && codePoint <= '9') {
            v = codePoint - '0';
        } else if (codePoint >= 'a' && codePoint <= 'z') {
            v = codePoint - 'a' + 10;
        } else if (codePoint >= 'A' && codePoint <= 'Z') {
            v = codePoint - 'A' + 10;
        } else if (codePoint >= 0xff21 && codePoint <= 0xff3a) {
            v = codePoint - 0xff21 + 10;
        } else if (codePoint >= 0xff41 && codePoint <= 0xff5a) {
            v = codePoint - 0xff41 + 10;
        } else if (codePoint >= 0x80 && getType(codePoint) == DECIMAL_DIGIT_NUMBER) {
            v = CharacterData.numericValue(codePoint);
        }
        return (v < radix) ? v : -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    public static int getNumericValue(int codePoint) {
        return CharacterData.numericValue(codePoint);
    }

    private static final String DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

    public static char forDigit(int digit, int radix) {
        boolean usable = radix >= MIN_RADIX && radix <= MAX_RADIX && digit >= 0 && digit < radix;
        return usable ? DIGITS.charAt(digit) : '\0';
    }
}
