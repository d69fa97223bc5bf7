package java.lang;

import java.io.UnsupportedEncodingException;
import java.util.Comparator;
import java.util.Iterator;

/**
 * An immutable sequence of UTF-16 code units. The VM creates strings directly
 * by filling {@code value}; {@code hash} caches hashCode (0 = not computed).
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {
    private static final long serialVersionUID = -6849794470754667710L;

    private final char[] value;
    private int hash;

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    public String() {
        value = new char[0];
    }

    public String(String original) {
        value = original.value;
        hash = original.hash;
    }

    public String(char[] value) {
        this(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkOffsetCount(offset, count, value.length);
        this.value = copyOfRange(value, offset, offset + count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkOffsetCount(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            n += Character.charCount(checkCodePoint(codePoints[i]));
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            j += Character.toChars(codePoints[i], v, j);
        }
        value = v;
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(byte[] bytes, int offset, int length) {
        checkOffsetCount(offset, length, bytes.length);
        value = decodeUtf8(bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, String charsetName)
            throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkOffsetCount(offset, length, bytes.length);
        value = decode(bytes, offset, length, charsetOf(charsetName));
    }

    /* The chars of bytes in one of the CS_ charsets; a malformed byte decodes to U+FFFD. */
    private static char[] decode(byte[] bytes, int offset, int length, int cs) {
        if (cs == CS_UTF8) {
            return decodeUtf8(bytes, offset, length);
        }
        if (isUtf16(cs)) {
            return decodeUtf16(bytes, offset, length, cs);
        }
        char[] v = new char[length];
        for (int i = 0; i < length; i++) {
            int b = bytes[offset + i] & 0xff;
            if (cs == CS_CP1252 && b >= 0x80 && b < 0xa0) {
                v[i] = CP1252_80_9F.charAt(b - 0x80);
            } else {
                v[i] = (cs == CS_ASCII && b >= 0x80) ? '\ufffd' : (char) b;
            }
        }
        return v;
    }

    public String(StringBuffer buffer) {
        this(buffer.toString());
    }

    public String(StringBuilder builder) {
        this(builder.toString());
    }

    /* Shares the array: only for callers that just built it and drop it. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    // ---- helpers for bounds checks and copies ------------------------------------

    static void checkOffsetCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count
                    + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    static void checkBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException("begin " + begin + ", end " + end
                    + ", length " + length);
        }
    }

    private static int checkCodePoint(int cp) {
        if (!Character.isValidCodePoint(cp)) {
            throw new IllegalArgumentException(Integer.toString(cp));
        }
        return cp;
    }

    static char[] copyOfRange(char[] src, int from, int to) {
        char[] r = new char[to - from];
        System.arraycopy(src, from, r, 0, to - from);
        return r;
    }

    // ---- basic accessors -----------------------------------------------------------

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + index);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAt(value, index, value.length);
    }

    public int codePointBefore(int index) {
        if (index < 1 || index > value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBeginEnd(srcBegin, srcEnd, value.length);
        checkOffsetCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    public char[] toCharArray() {
        return (char[]) value.clone();
    }

    public byte[] getBytes() {
        return encodeUtf8(value, 0, value.length);
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        return encode(charsetOf(charsetName));
    }

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkOffsetCount(offset, length, bytes.length);
        try {
            value = decode(bytes, offset, length, charsetOf(charset.name()));
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        try {
            return encode(charsetOf(charset.name()));
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private byte[] encode(int cs) {
        if (cs == CS_UTF8) {
            return encodeUtf8(value, 0, value.length);
        }
        if (isUtf16(cs)) {
            return encodeUtf16(value, cs);
        }
        int limit = (cs == CS_ASCII) ? 0x80 : 0x100;
        byte[] out = new byte[value.length];
        int n = 0;
        for (int i = 0; i < value.length; i++) {
            char c = value[i];
            if (cs == CS_CP1252 && c >= 0x80 && (c < 0xa0 || c > 0xff)) {
                int k = c == '\ufffd' ? -1 : CP1252_80_9F.indexOf(c);
                out[n++] = k >= 0 ? (byte) (0x80 + k) : (byte) '?';
            } else {
                out[n++] = (c < limit) ? (byte) c : (byte) '?';
            }
            if (Character.isHighSurrogate(c) && i + 1 < value.length && Character.isLowSurrogate(value[i + 1])) {
                i++;    // one '?' for the whole pair, as the JDK's encoder
            }
        }
        return n == out.length ? out : java.util.Arrays.copyOf(out, n);
    }

    // ---- comparison ------------------------------------------------------------------

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (!(anObject instanceof String)) {
            return false;
        }
        char[] other = ((String) anObject).value;
        if (other.length != value.length) {
            return false;
        }
        for (int i = 0; i < value.length; i++) {
            if (value[i] != other[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs.length() != value.length) {
            return false;
        }
        for (int i = 0; i < value.length; i++) {
            if (value[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        return this == anotherString || (anotherString != null
                && anotherString.value.length == value.length
                && regionMatches(true, 0, anotherString, 0, value.length));
    }

    public int compareTo(String anotherString) {
        char[] other = anotherString.value;
        int n = Math.min(value.length, other.length);
        for (int i = 0; i < n; i++) {
            if (value[i] != other[i]) {
                return value[i] - other[i];
            }
        }
        return value.length - other.length;
    }

    private static char foldCase(char c) {
        return Character.toLowerCase(Character.toUpperCase(c));
    }

    public int compareToIgnoreCase(String str) {
        return CASE_INSENSITIVE_ORDER.compare(this, str);
    }

    /* CASE_INSENSITIVE_ORDER; a null second string fails on s2.value, as in the JDK. */
    private static final class CaseInsensitiveComparator
            implements Comparator<String>, java.io.Serializable {
        private static final long serialVersionUID = 8575799808933029326L;

        public int compare(String s1, String s2) {
            return compareFolded(s1, s2);
        }

        /* Deserialization keeps the one comparator. */
        private Object readResolve() {
            return CASE_INSENSITIVE_ORDER;
        }
    }

    static int compareFolded(String s1, String s2) {
        char[] v1 = s1.value;
        char[] v2 = s2.value;
        int n = Math.min(v1.length, v2.length);
        for (int i = 0; i < n; i++) {
            char a = v1[i];
            char b = v2[i];
            if (a != b) {
                a = foldCase(a);
                b = foldCase(b);
                if (a != b) {
                    return a - b;
                }
            }
        }
        return v1.length - v2.length;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        return regionMatches(false, toffset, other, ooffset, len);
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset,
            int len) {
        /* The JDK checks the range first when ignoring case: a null other then
         * fails on other.length() (and not at all for a negative offset). */
        if (ignoreCase && (ooffset < 0 || toffset < 0 || toffset > (long) value.length - len
                || ooffset > (long) other.length() - len)) {
            return false;
        }
        char[] ov = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) value.length - len
                || ooffset > (long) ov.length - len) {
            return false;
        }
        for (int i = 0; i < len; i++) {
            char a = value[toffset + i];
            char b = ov[ooffset + i];
            if (a == b) {
                continue;
            }
            if (!ignoreCase || foldCase(a) != foldCase(b)) {
                return false;
            }
        }
        return true;
    }

    /* A null prefix or suffix fails on length(), after a negative offset is
     * answered, as in the JDK. */
    public boolean startsWith(String prefix, int toffset) {
        if (toffset < 0 || toffset > value.length - prefix.length()) {
            return false;
        }
        char[] p = prefix.value;
        for (int i = 0; i < p.length; i++) {
            if (value[toffset + i] != p[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.length());
    }

    public int hashCode() {
        int h = hash;
        if (h == 0 && value.length > 0) {
            for (int i = 0; i < value.length; i++) {
                h = 31 * h + value[i];
            }
            hash = h;
        }
        return h;
    }

    // ---- searching -----------------------------------------------------------------

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < value.length; i++) {
                if (value[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (!Character.isValidCodePoint(ch)) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = fromIndex; i < value.length - 1; i++) {
            if (value[i] == hi && value[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = Math.min(fromIndex, value.length - 1); i >= 0; i--) {
                if (value[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (!Character.isValidCodePoint(ch)) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = Math.min(fromIndex, value.length - 2); i >= 0; i--) {
            if (value[i] == hi && value[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    /* The JDK's strings carry a coder (Latin-1 or UTF-16); these are always
     * UTF-16. indexOf(String) asks its argument for it first, so a null argument
     * fails there, as in the JDK. */
    byte coder() {
        return 1;
    }

    public int indexOf(String str) {
        str.coder();
        return indexOf(value, value.length, str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str, fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(value, value.length, str, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str, fromIndex);
    }

    /* Shared with AbstractStringBuilder; a null target fails on tgtStr.value. */
    static int indexOf(char[] src, int srcCount, String tgtStr, int fromIndex) {
        return indexOf(src, srcCount, tgtStr.value, fromIndex);
    }

    static int lastIndexOf(char[] src, int srcCount, String tgtStr, int fromIndex) {
        return lastIndexOf(src, srcCount, tgtStr.value, fromIndex);
    }

    /* Shared with AbstractStringBuilder: searches src[0..srcCount) for target. */
    static int indexOf(char[] src, int srcCount, char[] target, int fromIndex) {
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (fromIndex >= srcCount) {
            return target.length == 0 ? srcCount : -1;
        }
        int last = srcCount - target.length;
        outer:
        for (int i = fromIndex; i <= last; i++) {
            for (int j = 0; j < target.length; j++) {
                if (src[i + j] != target[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    static int lastIndexOf(char[] src, int srcCount, char[] target, int fromIndex) {
        int start = Math.min(fromIndex, srcCount - target.length);
        outer:
        for (int i = start; i >= 0; i--) {
            for (int j = 0; j < target.length; j++) {
                if (src[i + j] != target[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ---- derived strings -----------------------------------------------------------

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        checkBeginEnd(beginIndex, endIndex, value.length);
        if (beginIndex == 0 && endIndex == value.length) {
            return this;
        }
        return new String(copyOfRange(value, beginIndex, endIndex), true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.isEmpty()) {
            return this;
        }
        char[] r = new char[value.length + str.value.length];
        System.arraycopy(value, 0, r, 0, value.length);
        System.arraycopy(str.value, 0, r, value.length, str.value.length);
        return new String(r, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar || indexOf(oldChar) < 0) {
            return this;
        }
        char[] r = (char[]) value.clone();
        for (int i = 0; i < r.length; i++) {
            if (r[i] == oldChar) {
                r[i] = newChar;
            }
        }
        return new String(r, true);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String t = target.toString();
        String rep = replacement.toString();
        int at = indexOf(t);
        if (at < 0) {
            return this;
        }
        StringBuilder sb = new StringBuilder(value.length + 16);
        int from = 0;
        if (t.value.length == 0) {
            /* An empty target matches before every char and at the end. */
            for (int i = 0; i < value.length; i++) {
                sb.append(rep).append(value[i]);
            }
            return sb.append(rep).toString();
        }
        while (at >= 0) {
            sb.append(value, from, at - from).append(rep);
            from = at + t.value.length;
            at = indexOf(t, from);
        }
        sb.append(value, from, value.length - from);
        return sb.toString();
    }

    public String toLowerCase() {
        String ascii = asciiCase(false);
        if (ascii != null) {
            return ascii;
        }
        StringBuilder sb = null;
        for (int i = 0; i < value.length; i++) {
            int cp = Character.codePointAt(value, i, value.length);
            int lower = Character.toLowerCase(cp);
            /* The two context-free and contextual special cases of Unicode SpecialCasing. */
            boolean dotted = (cp == '\u0130');
            if (cp == '\u03a3' && isFinalSigma(i)) {
                lower = '\u03c2';
            }
            if (sb == null && (lower != cp || dotted)) {
                sb = new StringBuilder(value.length + 1);
                sb.append(value, 0, i);
            }
            if (sb != null) {
                if (dotted) {
                    sb.append('i').append('\u0307');
                } else {
                    sb.appendCodePoint(lower);
                }
            }
            if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                i++;
            }
        }
        return sb == null ? this : sb.toString();
    }

    /*
     * The case mapping of an all-ASCII string, where Unicode casing is only the
     * shift between a-z and A-Z (the special cases above are all non-ASCII);
     * this itself when nothing changes, null if a char is not ASCII.
     */
    private String asciiCase(boolean upper) {
        char from = upper ? 'a' : 'A';
        int first = -1;
        for (int i = 0; i < value.length; i++) {
            char c = value[i];
            if (c >= 0x80) {
                return null;
            }
            if (first < 0 && c >= from && c <= from + 25) {
                first = i;
            }
        }
        if (first < 0) {
            return this;
        }
        char[] v = copyOfRange(value, 0, value.length);
        for (int i = first; i < v.length; i++) {
            if (v[i] >= from && v[i] <= from + 25) {
                v[i] ^= 0x20;
            }
        }
        return new String(v, true);
    }

    /*
     * A capital sigma lowers to the final form when a cased letter precedes it
     * and none follows it, skipping case-ignorable characters on both sides.
     */
    private boolean isFinalSigma(int at) {
        int i = at;
        boolean casedBefore = false;
        while (i > 0) {
            int cp = Character.codePointBefore(value, i, 0);
            i -= Character.charCount(cp);
            if (!isCaseIgnorable(cp)) {
                casedBefore = isCased(cp);
                break;
            }
        }
        if (!casedBefore) {
            return false;
        }
        i = at + 1;
        while (i < value.length) {
            int cp = Character.codePointAt(value, i, value.length);
            i += Character.charCount(cp);
            if (!isCaseIgnorable(cp)) {
                return !isCased(cp);
            }
        }
        return true;
    }

    private static boolean isCased(int cp) {
        return Character.isLowerCase(cp) || Character.isUpperCase(cp)
                || Character.isTitleCase(cp);
    }

    private static boolean isCaseIgnorable(int cp) {
        switch (Character.getType(cp)) {
            case Character.NON_SPACING_MARK:
            case Character.ENCLOSING_MARK:
            case Character.FORMAT:
            case Character.MODIFIER_LETTER:
            case Character.MODIFIER_SYMBOL:
                return true;
            default:
                return cp == '\'' || cp == '.' || cp == ':' || cp == '\u00b7' || cp == '\u2018'
                        || cp == '\u2019' || cp == '\u2024' || cp == '\u2027';
        }
    }

    public String toUpperCase() {
        String ascii = asciiCase(true);
        if (ascii != null) {
            return ascii;
        }
        StringBuilder sb = null;
        for (int i = 0; i < value.length; i++) {
            int cp = Character.codePointAt(value, i, value.length);
            int upper = Character.toUpperCase(cp);
            int special = (cp >= '\u00df' && cp <= '\ufb17') ? SpecialUpper.find(cp) : -1;
            if (sb == null && (upper != cp || special >= 0)) {
                sb = new StringBuilder(value.length + 2);
                sb.append(value, 0, i);
            }
            if (sb != null) {
                if (special >= 0) {
                    SpecialUpper.append(sb, special);
                } else {
                    sb.appendCodePoint(upper);
                }
            }
            if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                i++;
            }
        }
        return sb == null ? this : sb.toString();
    }

    /*
     * The unconditional one-to-many upper-case mappings of Unicode
     * SpecialCasing (as JDK 17 applies them): entries of code, count, then
     * count chars, sorted by code. Loaded on first use.
     */
    private static final class SpecialUpper {
        private static final String TABLE =
        "\u00df\u0002\u0053\u0053\u0149\u0002\u02bc\u004e\u01f0\u0002\u004a\u030c"
        + "\u0390\u0003\u0399\u0308\u0301\u03b0\u0003\u03a5\u0308\u0301\u0587\u0002\u0535\u0552"
        + "\u1e96\u0002\u0048\u0331\u1e97\u0002\u0054\u0308\u1e98\u0002\u0057\u030a"
        + "\u1e99\u0002\u0059\u030a\u1e9a\u0002\u0041\u02be\u1f50\u0002\u03a5\u0313"
        + "\u1f52\u0003\u03a5\u0313\u0300\u1f54\u0003\u03a5\u0313\u0301"
        + "\u1f56\u0003\u03a5\u0313\u0342\u1f80\u0002\u1f08\u0399\u1f81\u0002\u1f09\u0399"
        + "\u1f82\u0002\u1f0a\u0399\u1f83\u0002\u1f0b\u0399\u1f84\u0002\u1f0c\u0399"
        + "\u1f85\u0002\u1f0d\u0399\u1f86\u0002\u1f0e\u0399\u1f87\u0002\u1f0f\u0399"
        + "\u1f88\u0002\u1f08\u0399\u1f89\u0002\u1f09\u0399\u1f8a\u0002\u1f0a\u0399"
        + "\u1f8b\u0002\u1f0b\u0399\u1f8c\u0002\u1f0c\u0399\u1f8d\u0002\u1f0d\u0399"
        + "\u1f8e\u0002\u1f0e\u0399\u1f8f\u0002\u1f0f\u0399\u1f90\u0002\u1f28\u0399"
        + "\u1f91\u0002\u1f29\u0399\u1f92\u0002\u1f2a\u0399\u1f93\u0002\u1f2b\u0399"
        + "\u1f94\u0002\u1f2c\u0399\u1f95\u0002\u1f2d\u0399\u1f96\u0002\u1f2e\u0399"
        + "\u1f97\u0002\u1f2f\u0399\u1f98\u0002\u1f28\u0399\u1f99\u0002\u1f29\u0399"
        + "\u1f9a\u0002\u1f2a\u0399\u1f9b\u0002\u1f2b\u0399\u1f9c\u0002\u1f2c\u0399"
        + "\u1f9d\u0002\u1f2d\u0399\u1f9e\u0002\u1f2e\u0399\u1f9f\u0002\u1f2f\u0399"
        + "\u1fa0\u0002\u1f68\u0399\u1fa1\u0002\u1f69\u0399\u1fa2\u0002\u1f6a\u0399"
        + "\u1fa3\u0002\u1f6b\u0399\u1fa4\u0002\u1f6c\u0399\u1fa5\u0002\u1f6d\u0399"
        + "\u1fa6\u0002\u1f6e\u0399\u1fa7\u0002\u1f6f\u0399\u1fa8\u0002\u1f68\u0399"
        + "\u1fa9\u0002\u1f69\u0399\u1faa\u0002\u1f6a\u0399\u1fab\u0002\u1f6b\u0399"
        + "\u1fac\u0002\u1f6c\u0399\u1fad\u0002\u1f6d\u0399\u1fae\u0002\u1f6e\u0399"
        + "\u1faf\u0002\u1f6f\u0399\u1fb2\u0002\u1fba\u0399\u1fb3\u0002\u0391\u0399"
        + "\u1fb4\u0002\u0386\u0399\u1fb6\u0002\u0391\u0342\u1fb7\u0003\u0391\u0342\u0399"
        + "\u1fbc\u0002\u0391\u0399\u1fc2\u0002\u1fca\u0399\u1fc3\u0002\u0397\u0399"
        + "\u1fc4\u0002\u0389\u0399\u1fc6\u0002\u0397\u0342\u1fc7\u0003\u0397\u0342\u0399"
        + "\u1fcc\u0002\u0397\u0399\u1fd2\u0003\u0399\u0308\u0300\u1fd3\u0003\u0399\u0308\u0301"
        + "\u1fd6\u0002\u0399\u0342\u1fd7\u0003\u0399\u0308\u0342\u1fe2\u0003\u03a5\u0308\u0300"
        + "\u1fe3\u0003\u03a5\u0308\u0301\u1fe4\u0002\u03a1\u0313\u1fe6\u0002\u03a5\u0342"
        + "\u1fe7\u0003\u03a5\u0308\u0342\u1ff2\u0002\u1ffa\u0399\u1ff3\u0002\u03a9\u0399"
        + "\u1ff4\u0002\u038f\u0399\u1ff6\u0002\u03a9\u0342\u1ff7\u0003\u03a9\u0342\u0399"
        + "\u1ffc\u0002\u03a9\u0399\ufb00\u0002\u0046\u0046\ufb01\u0002\u0046\u0049"
        + "\ufb02\u0002\u0046\u004c\ufb03\u0003\u0046\u0046\u0049\ufb04\u0003\u0046\u0046\u004c"
        + "\ufb05\u0002\u0053\u0054\ufb06\u0002\u0053\u0054\ufb13\u0002\u0544\u0546"
        + "\ufb14\u0002\u0544\u0535\ufb15\u0002\u0544\u053b\ufb16\u0002\u054e\u0546"
        + "\ufb17\u0002\u0544\u053d";

        private static final int[] CODES;
        private static final int[] OFFSETS;

        static {
            int n = 0;
            for (int i = 0; i < TABLE.length(); i += 2 + TABLE.charAt(i + 1)) {
                n++;
            }
            CODES = new int[n];
            OFFSETS = new int[n];
            int k = 0;
            for (int i = 0; i < TABLE.length(); i += 2 + TABLE.charAt(i + 1)) {
                CODES[k] = TABLE.charAt(i);
                OFFSETS[k] = i;
                k++;
            }
        }

        /* The entry's offset in TABLE, or -1. */
        static int find(int cp) {
            int lo = 0;
            int hi = CODES.length - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (CODES[mid] < cp) {
                    lo = mid + 1;
                } else if (CODES[mid] > cp) {
                    hi = mid - 1;
                } else {
                    return OFFSETS[mid];
                }
            }
            return -1;
        }

        static void append(StringBuilder sb, int offset) {
            int count = TABLE.charAt(offset + 1);
            for (int i = 0; i < count; i++) {
                sb.append(TABLE.charAt(offset + 2 + i));
            }
        }
    }

    public String trim() {
        int begin = 0;
        int end = value.length;
        while (begin < end && value[begin] <= ' ') {
            begin++;
        }
        while (end > begin && value[end - 1] <= ' ') {
            end--;
        }
        return substring(begin, end);
    }

    private int firstNonWhitespace() {
        int i = 0;
        while (i < value.length) {
            int cp = Character.codePointAt(value, i, value.length);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int lastNonWhitespace(int floor) {
        int end = value.length;
        while (end > floor) {
            int cp = Character.codePointBefore(value, end, floor);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            end -= Character.charCount(cp);
        }
        return end;
    }

    public String strip() {
        int begin = firstNonWhitespace();
        return substring(begin, lastNonWhitespace(begin));
    }

    public String stripLeading() {
        return substring(firstNonWhitespace());
    }

    public String stripTrailing() {
        return substring(0, lastNonWhitespace(0));
    }

    public boolean isBlank() {
        return firstNonWhitespace() == value.length;
    }

    public <R> R transform(java.util.function.Function<? super String, ? extends R> f) {
        return f.apply(this);
    }

    /** A string is its own nominal descriptor. */
    public java.util.Optional<String> describeConstable() {
        return java.util.Optional.of(this);
    }

    /* The lines of the string as String.lines() sees them: \n, \r and \r\n end a line. */
    private String[] splitLines() {
        int n = 0;
        for (int i = 0; i < value.length; i++) {
            if (value[i] == '\n' || (value[i] == '\r'
                    && (i + 1 == value.length || value[i + 1] != '\n'))) {
                n++;
            }
        }
        boolean unterminated = value.length > 0 && value[value.length - 1] != '\n'
                && value[value.length - 1] != '\r';
        String[] lines = new String[n + (unterminated ? 1 : 0)];
        int k = 0;
        int start = 0;
        for (int i = 0; i < value.length; i++) {
            char c = value[i];
            if (c == '\n' || c == '\r') {
                lines[k++] = substring(start, i);
                if (c == '\r' && i + 1 < value.length && value[i + 1] == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (unterminated) {
            lines[k] = substring(start);
        }
        return lines;
    }

    private static int leadingWhitespace(String line) {
        int i = 0;
        while (i < line.value.length && Character.isWhitespace(line.value[i])) {
            i++;
        }
        return i;
    }

    public String indent(int n) {
        if (value.length == 0) {
            return "";
        }
        String[] lines = splitLines();
        StringBuilder sb = new StringBuilder(value.length + 16);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (n > 0) {
                for (int k = 0; k < n; k++) {
                    sb.append(' ');
                }
                sb.append(line);
            } else if (n < 0) {
                sb.append(line, Math.min(-n, leadingWhitespace(line)), line.length());
            } else {
                sb.append(line);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /*
     * The incidental-indentation rule of text blocks: the smallest indentation
     * of the non-blank lines (and of the last line, blank or not) is removed
     * from every line, trailing white space goes, and lines end with \n.
     */
    public String stripIndent() {
        if (value.length == 0) {
            return "";
        }
        char lastChar = value[value.length - 1];
        boolean endsWithTerminator = lastChar == '\n' || lastChar == '\r';
        String[] lines = splitLines();
        int min = Integer.MAX_VALUE;
        for (int i = 0; i < lines.length; i++) {
            int lead = leadingWhitespace(lines[i]);
            if (lead < lines[i].length()) {
                min = Math.min(min, lead);
            }
        }
        int lastIndent = endsWithTerminator ? 0 : leadingWhitespace(lines[lines.length - 1]);
        min = Math.min(min, lastIndent);
        StringBuilder sb = new StringBuilder(value.length);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int end = line.length();
            while (end > 0 && Character.isWhitespace(line.value[end - 1])) {
                end--;
            }
            if (end > min) {
                sb.append(line, min, end);
            }
            if (i + 1 < lines.length || endsWithTerminator) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    public String translateEscapes() {
        StringBuilder sb = new StringBuilder(value.length);
        int i = 0;
        while (i < value.length) {
            char c = value[i++];
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = (i < value.length) ? value[i++] : '\0';
            switch (e) {
                case 'b': sb.append('\b'); break;
                case 't': sb.append('\t'); break;
                case 'n': sb.append('\n'); break;
                case 'f': sb.append('\f'); break;
                case 'r': sb.append('\r'); break;
                case 's': sb.append(' '); break;
                case '\'': case '\"': case '\\': sb.append(e); break;
                case '\n':
                    break;
                case '\r':
                    if (i < value.length && value[i] == '\n') {
                        i++;
                    }
                    break;
                default:
                    if (e >= '0' && e <= '7') {
                        int code = e - '0';
                        int maxDigits = (e <= '3') ? 2 : 1;
                        while (maxDigits-- > 0 && i < value.length && value[i] >= '0'
                                && value[i] <= '7') {
                            code = code * 8 + (value[i++] - '0');
                        }
                        sb.append((char) code);
                        break;
                    }
                    String hex = Integer.toHexString(e).toUpperCase();
                    while (hex.length() < 4) {
                        hex = "0" + hex;
                    }
                    throw new IllegalArgumentException("Invalid escape sequence: \\" + e
                            + " \\\\u" + hex);
            }
        }
        return sb.toString();
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        long total = (long) value.length * count;
        if (total > Integer.MAX_VALUE) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] r = new char[(int) total];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, r, i * value.length, value.length);
        }
        return new String(r, true);
    }

    public String toString() {
        return this;
    }

    public native String intern();

    // ---- splitting and joining -----------------------------------------------------

    /*
     * A separator of one char that means nothing in a regex, or a backslash
     * and one char that is not a letter or digit, is split on directly
     * (as the JDK does, with the same results); everything else goes through
     * java.util.regex.Pattern. Results follow Pattern.split: a limit above
     * zero caps the count, zero drops trailing empty strings, a negative
     * limit keeps them.
     */
    public String[] split(String regex, int limit) {
        int rlen = regex.length();   /* a null regex fails here, as in the JDK */
        String sep;
        if (rlen == 1 && ".$|()[{^?*+\\".indexOf(regex.charAt(0)) < 0) {
            sep = regex;
        } else if (rlen == 2 && regex.charAt(0) == '\\' && !isAsciiLetterOrDigit(regex.charAt(1))
                && !Character.isSurrogate(regex.charAt(1))) {
            sep = regex.substring(1);
        } else {
            return java.util.regex.Pattern.compile(regex).split(this, limit);
        }
        if (value.length == 0) {
            return new String[] {this};
        }
        Piece head = null;
        Piece tail = null;
        int count = 0;
        int from = 0;
        int scan = 0;
        while (limit <= 0 || count < limit - 1) {
            int at = indexOf(sep, scan);
            int end = at + 1;
            if (at < 0) {
                break;
            }
            Piece p = new Piece(substring(from, at));
            if (head == null) {
                head = p;
            } else {
                tail.next = p;
            }
            tail = p;
            count++;
            from = end;
            scan = end;
        }
        if (head == null) {
            return new String[] {this};
        }
        Piece last = new Piece(substring(from));
        tail.next = last;
        count++;
        String[] all = new String[count];
        int i = 0;
        for (Piece p = head; p != null; p = p.next) {
            all[i++] = p.text;
        }
        int n = count;
        if (limit == 0) {
            while (n > 0 && all[n - 1].value.length == 0) {
                n--;
            }
        }
        if (n == count) {
            return all;
        }
        String[] r = new String[n];
        System.arraycopy(all, 0, r, 0, n);
        return r;
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    private static boolean isAsciiLetterOrDigit(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    public boolean matches(String regex) {
        return java.util.regex.Pattern.compile(regex).matcher(this).matches();
    }

    public String replaceAll(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public String replaceFirst(String regex, String replacement) {
        return java.util.regex.Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    private static final class Piece {
        final String text;
        Piece next;

        Piece(String text) {
            this.text = text;
        }
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        String delim = delimiter.toString();
        int n = elements.length;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(delim);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext();) {
            if (!first) {
                sb.append(delimiter);
            }
            sb.append(it.next());
            first = false;
        }
        return sb.toString();
    }

    // ---- valueOf -------------------------------------------------------------------

    /* Formatting is java.util.Formatter's; the default locale is the FORMAT default. */
    public static String format(String format, Object... args) {
        return new java.util.Formatter().format(format, args).toString();
    }

    public static String format(java.util.Locale l, String format, Object... args) {
        return new java.util.Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new java.util.Formatter().format(this, args).toString();
    }

    /*
     * Turkish and Azerbaijani dotted and dotless i: lower case maps I to dotless
     * \u0131, I with a combining dot above (U+0307) to i, and \u0130 to i; upper
     * case maps i to \u0130. Other languages (Lithuanian too) use the default rules.
     */
    private static boolean dottedI(java.util.Locale locale) {
        String l = locale.getLanguage();
        return l.equals("tr") || l.equals("az");
    }

    public String toLowerCase(java.util.Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        if (!dottedI(locale) || (indexOf('I') < 0 && indexOf('\u0130') < 0)) {
            return toLowerCase();
        }
        StringBuilder sb = new StringBuilder(value.length);
        for (int i = 0; i < value.length; i++) {
            char c = value[i];
            if (c == 'I' && i + 1 < value.length && value[i + 1] == '\u0307') {
                sb.append('i');
                i++;
            } else if (c == 'I') {
                sb.append('\u0131');
            } else if (c == '\u0130') {
                sb.append('i');
            } else {
                sb.append(c);
            }
        }
        return sb.toString().toLowerCase();
    }

    public String toUpperCase(java.util.Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        if (!dottedI(locale) || indexOf('i') < 0) {
            return toUpperCase();
        }
        return replace('i', '\u0130').toUpperCase();
    }

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] {c}, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    // ---- charsets -------------------------------------------------------------------

    static final int CS_UTF8 = 0;
    static final int CS_LATIN1 = 1;
    static final int CS_ASCII = 2;
    static final int CS_UTF16 = 3;     // big-endian, a byte-order mark written and honoured
    static final int CS_UTF16BE = 4;
    static final int CS_UTF16LE = 5;
    static final int CS_CP1252 = 6;    // windows-1252: Latin-1 but for 0x80-0x9F

    /* What windows-1252 makes of the bytes 0x80 to 0x9F; U+FFFD for the five it leaves undefined. */
    private static final String CP1252_80_9F =
            "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd"
            + "\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178";

    static boolean isUtf16(int cs) {
        return cs == CS_UTF16 || cs == CS_UTF16BE || cs == CS_UTF16LE;
    }

    /* UTF-16 encoding; "UTF-16" writes the big-endian mark FE FF first, as the JDK does. */
    static byte[] encodeUtf16(char[] v, int cs) {
        int bom = (cs == CS_UTF16) ? 2 : 0;
        byte[] out = new byte[bom + 2 * v.length];
        if (bom != 0) {
            out[0] = (byte) 0xfe;
            out[1] = (byte) 0xff;
        }
        boolean le = cs == CS_UTF16LE;
        for (int i = 0; i < v.length; i++) {
            char c = v[i];
            if (Character.isHighSurrogate(c) ? !(i + 1 < v.length && Character.isLowSurrogate(v[i + 1]))
                    : Character.isLowSurrogate(c) && !(i > 0 && Character.isHighSurrogate(v[i - 1]))) {
                c = '\ufffd';
            }
            int j = bom + 2 * i;
            out[j + (le ? 1 : 0)] = (byte) (c >> 8);
            out[j + (le ? 0 : 1)] = (byte) c;
        }
        return out;
    }

    /* UTF-16 decoding; "UTF-16" honours a leading mark and is big-endian without one. */
    static char[] decodeUtf16(byte[] b, int off, int len, int cs) {
        boolean le = cs == CS_UTF16LE;
        if (cs == CS_UTF16 && len >= 2) {
            int m = ((b[off] & 0xff) << 8) | (b[off + 1] & 0xff);
            if (m == 0xfeff || m == 0xfffe) {
                le = m == 0xfffe;
                off += 2;
                len -= 2;
            }
        }
        int n = len / 2;
        char[] v = new char[n + (len % 2)];
        for (int i = 0; i < n; i++) {
            int hi = b[off + 2 * i + (le ? 1 : 0)] & 0xff;
            int lo = b[off + 2 * i + (le ? 0 : 1)] & 0xff;
            v[i] = (char) ((hi << 8) | lo);
        }
        if (len % 2 != 0) {
            v[n] = '\ufffd';
        }
        return v;
    }

    static int charsetOf(String name) throws UnsupportedEncodingException {
        // The canonical names, as Charset.name() gives them, need no case folding.
        if (name.equals("UTF-8")) {
            return CS_UTF8;
        }
        if (name.equals("US-ASCII")) {
            return CS_ASCII;
        }
        if (name.equals("ISO-8859-1")) {
            return CS_LATIN1;
        }
        String n = name.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return CS_UTF8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("LATIN1")
                || n.equals("ISO-LATIN-1") || n.equals("8859_1")) {
            return CS_LATIN1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII")) {
            return CS_ASCII;
        }
        if (n.equals("UTF-16") || n.equals("UTF16") || n.equals("UTF_16")) {
            return CS_UTF16;
        }
        if (n.equals("UTF-16BE") || n.equals("UTF_16BE") || n.equals("UNICODEBIGUNMARKED")) {
            return CS_UTF16BE;
        }
        if (n.equals("UTF-16LE") || n.equals("UTF_16LE") || n.equals("UNICODELITTLEUNMARKED")) {
            return CS_UTF16LE;
        }
        if (n.equals("WINDOWS-1252") || n.equals("CP1252") || n.equals("CP5348") || n.equals("IBM-1252")
                || n.equals("IBM1252")) {
            return CS_CP1252;
        }
        throw new UnsupportedEncodingException(name);
    }

    /* UTF-8 encoding; an unpaired surrogate becomes '?', as the JDK does. */
    static byte[] encodeUtf8(char[] v, int off, int len) {
        int n = 0;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                n += 1;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < end
                    && Character.isLowSurrogate(v[i + 1])) {
                n += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                n += 1;
            } else {
                n += 3;
            }
        }
        byte[] out = new byte[n];
        int j = 0;
        for (int i = off; i < end; i++) {
            char c = v[i];
            if (c < 0x80) {
                out[j++] = (byte) c;
            } else if (c < 0x800) {
                out[j++] = (byte) (0xc0 | (c >> 6));
                out[j++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate(c) && i + 1 < end
                    && Character.isLowSurrogate(v[i + 1])) {
                int cp = Character.toCodePoint(c, v[++i]);
                out[j++] = (byte) (0xf0 | (cp >> 18));
                out[j++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                out[j++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                out[j++] = (byte) (0x80 | (cp & 0x3f));
            } else if (Character.isSurrogate(c)) {
                out[j++] = (byte) '?';
            } else {
                out[j++] = (byte) (0xe0 | (c >> 12));
                out[j++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                out[j++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        return out;
    }

    /*
     * UTF-8 decoding with replacement: each maximal ill-formed subsequence
     * becomes one U+FFFD, as in the Unicode standard's recommended practice.
     */
    static char[] decodeUtf8(byte[] b, int off, int len) {
        char[] out = new char[len];
        int j = 0;
        int i = off;
        int end = off + len;
        while (i < end) {
            int b0 = b[i] & 0xff;
            if (b0 < 0x80) {
                out[j++] = (char) b0;
                i++;
                continue;
            }
            int need;
            int lo = 0x80;
            int hi = 0xbf;
            if (b0 >= 0xc2 && b0 <= 0xdf) {
                need = 1;
            } else if (b0 >= 0xe0 && b0 <= 0xef) {
                need = 2;
                if (b0 == 0xe0) {
                    lo = 0xa0;
                }
            } else if (b0 >= 0xf0 && b0 <= 0xf4) {
                need = 3;
                if (b0 == 0xf0) {
                    lo = 0x90;
                } else if (b0 == 0xf4) {
                    hi = 0x8f;
                }
            } else {
                out[j++] = '\ufffd';
                i++;
                continue;
            }
            int cp = b0 & (0x3f >> need);
            int k = 1;
            boolean ok = true;
            while (k <= need) {
                if (i + k >= end) {
                    ok = false;
                    break;
                }
                int bk = b[i + k] & 0xff;
                if (bk < lo || bk > hi) {
                    ok = false;
                    break;
                }
                cp = (cp << 6) | (bk & 0x3f);
                lo = 0x80;
                hi = 0xbf;
                k++;
            }
            if (!ok) {
                out[j++] = '\ufffd';
                i += k;
                continue;
            }
            i += k;
            if (Character.isSurrogate((char) cp) && need == 2) {
                /* An encoded surrogate is one malformed 3-byte sequence, as the JDK reads it. */
                out[j++] = '\ufffd';
            } else if (cp >= Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                out[j++] = Character.highSurrogate(cp);
                out[j++] = Character.lowSurrogate(cp);
            } else {
                out[j++] = (char) cp;
            }
        }
        return (j == out.length) ? out : copyOfRange(out, 0, j);
    }

    /* Length of the prefix of b[off..off+len) that ends on a complete UTF-8 sequence. */
    static int utf8CompletePrefix(byte[] b, int off, int len) {
        int end = off + len;
        int start = end - 1;
        int back = 0;
        while (start >= off && back < 3 && (b[start] & 0xc0) == 0x80) {
            start--;
            back++;
        }
        if (start < off) {
            return len;
        }
        int b0 = b[start] & 0xff;
        int need = (b0 >= 0xc2 && b0 <= 0xdf) ? 1 : (b0 >= 0xe0 && b0 <= 0xef) ? 2
                : (b0 >= 0xf0 && b0 <= 0xf4) ? 3 : 0;
        if (need > back) {
            return start - off;
        }
        return len;
    }

    /** The lines of this string, split at \n, \r and \r\n; no empty last line. */
    public java.util.stream.Stream<String> lines() {
        java.util.ArrayList<String> out = new java.util.ArrayList<String>();
        int n = value.length;
        int start = 0;
        for (int i = 0; i < n; i++) {
            char c = value[i];
            if (c == '\n' || c == '\r') {
                out.add(new String(value, start, i - start));
                if (c == '\r' && i + 1 < n && value[i + 1] == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < n) {
            out.add(new String(value, start, n - start));
        }
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(out.iterator(),
                java.util.Spliterator.ORDERED | java.util.Spliterator.IMMUTABLE | java.util.Spliterator.NONNULL),
                false);
    }

    @Override
    public java.util.stream.IntStream chars() {
        int[] values = new int[value.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = value[i];
        }
        return java.util.stream.StreamSupport.intStream(java.util.Spliterators.spliterator(values,
                java.util.Spliterator.ORDERED | java.util.Spliterator.IMMUTABLE), false);
    }
}
