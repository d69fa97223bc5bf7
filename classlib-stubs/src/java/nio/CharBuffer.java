package java.nio;

/** A char buffer over a heap array, or a read-only one over a CharSequence. */
public abstract class CharBuffer extends Buffer implements Comparable<CharBuffer>, CharSequence, Appendable, Readable {
    final char[] hb;
    final int offset;

    CharBuffer(char[] hb, int offset, int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
    }

    public static CharBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapCharBuffer(new char[capacity], 0, -1, 0, capacity, capacity, false);
    }

    public static CharBuffer wrap(char[] array, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, array.length);
        return new HeapCharBuffer(array, 0, -1, offset, offset + length, array.length, false);
    }

    public static CharBuffer wrap(char[] array) {
        return wrap(array, 0, array.length);
    }

    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        char[] a = csq.toString().toCharArray();
        if (start < 0 || end > a.length || start > end) {
            throw new IndexOutOfBoundsException();
        }
        return new StringCharBuffer(a, 0, -1, start, end, a.length);
    }

    public abstract boolean isReadOnly();

    private void writable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public final boolean hasArray() {
        return !isReadOnly();
    }

    public final char[] array() {
        if (isReadOnly()) {
            throw isStringBacked() ? new UnsupportedOperationException() : new ReadOnlyBufferException();
        }
        return hb;
    }

    boolean isStringBacked() {
        return false;
    }

    public final int arrayOffset() {
        array();
        return offset;
    }

    public char get() {
        return hb[offset + nextGet(1)];
    }

    public char get(int index) {
        return hb[offset + checkIndex(index, 1)];
    }

    public CharBuffer put(char c) {
        writable();
        hb[offset + nextPut(1)] = c;
        return this;
    }

    public CharBuffer put(int index, char c) {
        writable();
        hb[offset + checkIndex(index, 1)] = c;
        return this;
    }

    public CharBuffer get(char[] dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(off, length, dst.length);
        int p = nextGet(length);
        System.arraycopy(hb, offset + p, dst, off, length);
        return this;
    }

    public CharBuffer get(char[] dst) {
        return get(dst, 0, dst.length);
    }

    public CharBuffer put(char[] src, int off, int length) {
        writable();
        java.util.Objects.checkFromIndexSize(off, length, src.length);
        int p = nextPut(length);
        System.arraycopy(src, off, hb, offset + p, length);
        return this;
    }

    public final CharBuffer put(char[] src) {
        return put(src, 0, src.length);
    }

    public final CharBuffer put(String src) {
        return put(src.toCharArray());
    }

    public CharBuffer put(String src, int start, int end) {
        return put(src.substring(start, end).toCharArray());
    }

    public CharBuffer put(CharBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        int n = src.remaining();
        char[] tmp = new char[n];
        src.get(tmp);
        return put(tmp);
    }

    public CharBuffer compact() {
        writable();
        int n = remaining();
        System.arraycopy(hb, offset + position(), hb, offset, n);
        limit(capacity());
        position(n);
        discardMark();
        return this;
    }

    public CharBuffer slice() {
        return new HeapCharBuffer(hb, offset + position(), -1, 0, remaining(), remaining(), isReadOnly());
    }

    public CharBuffer duplicate() {
        return new HeapCharBuffer(hb, offset, markValue(), position(), limit(), capacity(), isReadOnly());
    }

    public CharBuffer asReadOnlyBuffer() {
        return new HeapCharBuffer(hb, offset, markValue(), position(), limit(), capacity(), true);
    }

    public ByteOrder order() {
        return ByteOrder.nativeOrder();
    }

    public int read(CharBuffer target) throws java.io.IOException {
        int n = Math.min(remaining(), target.remaining());
        if (n == 0) {
            return remaining() == 0 ? -1 : 0;
        }
        char[] tmp = new char[n];
        get(tmp);
        target.put(tmp);
        return n;
    }

    // CharSequence: relative to the position.
    public final int length() {
        return remaining();
    }

    public boolean isEmpty() {
        return remaining() == 0;
    }

    public final char charAt(int index) {
        if (index < 0 || index >= remaining()) {
            throw new IndexOutOfBoundsException();
        }
        return hb[offset + position() + index];
    }

    public CharBuffer subSequence(int start, int end) {
        int rem = remaining();
        if (start < 0 || end > rem || start > end) {
            throw new IndexOutOfBoundsException();
        }
        int p = position();
        return new HeapCharBuffer(hb, offset, -1, p + start, p + end, capacity(), isReadOnly());
    }

    public String toString() {
        return new String(hb, offset + position(), remaining());
    }

    public CharBuffer append(CharSequence csq) {
        return put(String.valueOf(csq));
    }

    public CharBuffer append(CharSequence csq, int start, int end) {
        return put(String.valueOf(csq).substring(start, end));
    }

    public CharBuffer append(char c) {
        return put(c);
    }

    public CharBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public CharBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public CharBuffer mark() {
        super.mark();
        return this;
    }

    public CharBuffer reset() {
        super.reset();
        return this;
    }

    public CharBuffer clear() {
        super.clear();
        return this;
    }

    public CharBuffer flip() {
        super.flip();
        return this;
    }

    public CharBuffer rewind() {
        super.rewind();
        return this;
    }

    public int hashCode() {
        int h = 1;
        for (int i = limit() - 1; i >= position(); i--) {
            h = 31 * h + get(i);
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof CharBuffer)) {
            return false;
        }
        return compareTo((CharBuffer) ob) == 0;
    }

    public int compareTo(CharBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            int c = Character.compare(get(position() + i), that.get(that.position() + i));
            if (c != 0) {
                return c;
            }
        }
        return remaining() - that.remaining();
    }
}
