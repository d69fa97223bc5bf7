package java.lang;

/**
 * The growable char buffer behind StringBuilder and StringBuffer. Capacity
 * grows as the JDK's does: twice the old capacity plus two, or the needed
 * size if that is larger.
 */
abstract class AbstractStringBuilder implements Appendable, CharSequence {
    char[] value;
    int count;

    AbstractStringBuilder() {
        value = new char[16];
    }

    AbstractStringBuilder(int capacity) {
        value = new char[capacity];
    }

    AbstractStringBuilder(String str) {
        value = new char[str.length() + 16];
        append(str);
    }

    AbstractStringBuilder(CharSequence seq) {
        value = new char[seq.length() + 16];
        append(seq);
    }

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0) {
            makeRoom(minimumCapacity);
        }
    }

    /*
     * Makes value hold at least `needed` chars. The new length is twice the old
     * plus two, or `needed` when that is more; a negative `needed` means the total
     * length overflowed.
     */
    private void makeRoom(int needed) {
        int have = value.length;
        if (needed <= have && needed >= 0) {
            return;
        }
        if (needed < 0) {
            throw new OutOfMemoryError("Requested array size exceeds VM limit");
        }
        long doubled = 2L * have + 2;
        int length = doubled > needed && doubled <= Integer.MAX_VALUE ? (int) doubled : needed;
        char[] bigger = new char[length];
        System.arraycopy(value, 0, bigger, 0, count);
        value = bigger;
    }

    public void trimToSize() {
        if (count < value.length) {
            value = String.copyOfRange(value, 0, count);
        }
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException(newLength);
        }
        makeRoom(newLength);
        for (int i = count; i < newLength; i++) {
            value[i] = '\0';
        }
        count = newLength;
    }

    public char charAt(int index) {
        String.checkIndex(index, count);
        return value[index];
    }

    public int codePointAt(int index) {
        String.checkIndex(index, count);
        return Character.codePointAt(value, index, count);
    }

    public int codePointBefore(int index) {
        if (index < 1 || index > count) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        requireStringRange(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        if (dstBegin < 0 || dstBegin > dst.length - n) {
            throw new IndexOutOfBoundsException("start " + dstBegin + ", end " + (dstBegin + n)
                    + ", length " + dst.length);
        }
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        String.checkIndex(index, count);
        value[index] = ch;
    }

    static void requireRange(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length "
                    + length);
        }
    }

    static void requireStringRange(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new StringIndexOutOfBoundsException("start " + start + ", end " + end
                    + ", length " + length);
        }
    }

    private void requireOffset(int offset) {
        if (offset < 0 || offset > count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + count);
        }
    }

    // ---- append --------------------------------------------------------------------

    private AbstractStringBuilder appendChars(char[] src, int off, int len) {
        makeRoom(count + len);
        System.arraycopy(src, off, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    /* A null String, StringBuffer or CharSequence is appended as "null". */
    public AbstractStringBuilder append(String str) {
        String s = str == null ? "null" : str;
        int end = count + s.length();
        makeRoom(end);
        s.getChars(0, s.length(), value, count);
        count = end;
        return this;
    }

    public AbstractStringBuilder append(StringBuffer sb) {
        return append(sb == null ? null : sb.toString());
    }

    AbstractStringBuilder append(AbstractStringBuilder asb) {
        if (asb == null) {
            return append((String) null);
        }
        return appendChars(asb.value, 0, asb.count);
    }

    public AbstractStringBuilder append(CharSequence s) {
        if (s == null || s instanceof String) {
            return append((String) s);
        }
        if (s instanceof AbstractStringBuilder) {
            return append((AbstractStringBuilder) s);
        }
        return append(s, 0, s.length());
    }

    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        requireRange(start, end, s.length());
        makeRoom(count + end - start);
        for (int i = start; i < end; i++) {
            value[count++] = s.charAt(i);
        }
        return this;
    }

    public AbstractStringBuilder append(char[] str) {
        return appendChars(str, 0, str.length);
    }

    public AbstractStringBuilder append(char[] str, int offset, int len) {
        requireRange(offset, offset + len, str.length);
        return appendChars(str, offset, len);
    }

    public AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        makeRoom(count + 1);
        value[count++] = c;
        return this;
    }

    public AbstractStringBuilder append(int i) {
        return append(Integer.toString(i));
    }

    public AbstractStringBuilder append(long l) {
        return append(Long.toString(l));
    }

    public AbstractStringBuilder append(float f) {
        return append(Float.toString(f));
    }

    public AbstractStringBuilder append(double d) {
        return append(Double.toString(d));
    }

    public AbstractStringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        return append(Character.toChars(codePoint));
    }

    // ---- delete and replace --------------------------------------------------------

    public AbstractStringBuilder delete(int start, int end) {
        if (end > count) {
            end = count;
        }
        requireStringRange(start, end, count);
        int len = end - start;
        if (len > 0) {
            System.arraycopy(value, start + len, value, start, count - end);
            count -= len;
        }
        return this;
    }

    public AbstractStringBuilder deleteCharAt(int index) {
        String.checkIndex(index, count);
        System.arraycopy(value, index + 1, value, index, count - index - 1);
        count--;
        return this;
    }

    public AbstractStringBuilder replace(int start, int end, String str) {
        if (end > count) {
            end = count;
        }
        requireStringRange(start, end, count);
        int len = str.length();
        int newCount = count + len - (end - start);
        makeRoom(newCount);
        System.arraycopy(value, end, value, start + len, count - end);
        str.getChars(0, len, value, start);
        count = newCount;
        return this;
    }

    public String substring(int start) {
        return substring(start, count);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        requireStringRange(start, end, count);
        return new String(value, start, end - start);
    }

    // ---- insert --------------------------------------------------------------------

    private AbstractStringBuilder insertChars(int offset, char[] src, int off, int len) {
        makeRoom(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        System.arraycopy(src, off, value, offset, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        requireOffset(index);
        requireStringRange(offset, offset + len, str.length);
        return insertChars(index, str, offset, len);
    }

    public AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    public AbstractStringBuilder insert(int offset, String str) {
        requireOffset(offset);
        if (str == null) {
            str = "null";
        }
        char[] chars = str.toCharArray();
        return insertChars(offset, chars, 0, chars.length);
    }

    public AbstractStringBuilder insert(int offset, char[] str) {
        requireOffset(offset);
        return insertChars(offset, str, 0, str.length);
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        return insert(dstOffset, s.toString());
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        requireOffset(dstOffset);
        requireRange(start, end, s.length());
        return insert(dstOffset, s.subSequence(start, end).toString());
    }

    public AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, String.valueOf(b));
    }

    public AbstractStringBuilder insert(int offset, char c) {
        requireOffset(offset);
        return insertChars(offset, new char[] {c}, 0, 1);
    }

    public AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, String.valueOf(i));
    }

    public AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, String.valueOf(l));
    }

    public AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, String.valueOf(f));
    }

    public AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, String.valueOf(d));
    }

    // ---- searching and reversing ---------------------------------------------------

    public int indexOf(String str) {
        return indexOf(str, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return String.indexOf(value, count, str, fromIndex);
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(str, count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return String.lastIndexOf(value, count, str, fromIndex);
    }

    /* Surrogate pairs keep their order: reverse every char, then swap back pairs. */
    public AbstractStringBuilder reverse() {
        boolean surrogates = false;
        for (int i = 0, j = count - 1; i < j; i++, j--) {
            char a = value[i];
            char b = value[j];
            value[i] = b;
            value[j] = a;
        }
        for (int i = 0; i < count; i++) {
            if (Character.isSurrogate(value[i])) {
                surrogates = true;
                break;
            }
        }
        if (surrogates) {
            for (int i = 0; i < count - 1; i++) {
                char lo = value[i];
                char hi = value[i + 1];
                if (Character.isLowSurrogate(lo) && Character.isHighSurrogate(hi)) {
                    value[i] = hi;
                    value[i + 1] = lo;
                    i++;
                }
            }
        }
        return this;
    }

    /* A null argument fails on another.value, as in the JDK. */
    int compareChars(AbstractStringBuilder another) {
        char[] v2 = another.value;
        int n = Math.min(count, another.count);
        for (int i = 0; i < n; i++) {
            if (value[i] != v2[i]) {
                return value[i] - v2[i];
            }
        }
        return count - another.count;
    }

    public abstract String toString();
}
