package java.nio;

/**
 * A byte buffer over a heap array (allocateDirect gives one too), with the
 * multi-byte accessors in the buffer's byte order (big-endian at first).
 */
public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    final byte[] hb;
    final int offset;
    boolean bigEndian = true;

    ByteBuffer(byte[] hb, int offset, int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
    }

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapByteBuffer(new byte[capacity], 0, -1, 0, capacity, capacity);
    }

    public static ByteBuffer allocateDirect(int capacity) {
        return allocate(capacity);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, array.length);
        return new HeapByteBuffer(array, 0, -1, offset, offset + length, array.length);
    }

    public static ByteBuffer wrap(byte[] array) {
        return new HeapByteBuffer(array, 0, -1, 0, array.length, array.length);
    }

    private ByteBuffer make(byte[] a, int off, int mark, int pos, int lim, int cap, boolean ro) {
        ByteBuffer b = ro ? new HeapByteBufferR(a, off, mark, pos, lim, cap)
                : new HeapByteBuffer(a, off, mark, pos, lim, cap);
        return b;
    }

    public ByteBuffer slice() {
        int pos = position();
        int rem = remaining();
        return make(hb, offset + pos, -1, 0, rem, rem, isReadOnly());
    }

    public ByteBuffer slice(int index, int length) {
        java.util.Objects.checkFromIndexSize(index, length, limit());
        return make(hb, offset + index, -1, 0, length, length, isReadOnly());
    }

    public ByteBuffer duplicate() {
        ByteBuffer b = make(hb, offset, markValue(), position(), limit(), capacity(), isReadOnly());
        b.bigEndian = bigEndian;
        return b;
    }

    public ByteBuffer asReadOnlyBuffer() {
        ByteBuffer b = make(hb, offset, markValue(), position(), limit(), capacity(), true);
        b.bigEndian = bigEndian;
        return b;
    }

    public boolean isReadOnly() {
        return false;
    }

    private void writable() {
        if (isReadOnly()) {
            throw new ReadOnlyBufferException();
        }
    }

    public final boolean hasArray() {
        return !isReadOnly();
    }

    public final byte[] array() {
        writable();
        return hb;
    }

    public final int arrayOffset() {
        writable();
        return offset;
    }

    public byte get() {
        return hb[offset + nextGet(1)];
    }

    public byte get(int index) {
        return hb[offset + checkIndex(index, 1)];
    }

    public ByteBuffer put(byte b) {
        writable();
        hb[offset + nextPut(1)] = b;
        return this;
    }

    public ByteBuffer put(int index, byte b) {
        writable();
        hb[offset + checkIndex(index, 1)] = b;
        return this;
    }

    public ByteBuffer get(byte[] dst, int off, int length) {
        java.util.Objects.checkFromIndexSize(off, length, dst.length);
        int p = nextGet(length);
        System.arraycopy(hb, offset + p, dst, off, length);
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer get(int index, byte[] dst) {
        checkIndex(index, dst.length);
        System.arraycopy(hb, offset + index, dst, 0, dst.length);
        return this;
    }

    public ByteBuffer put(byte[] src, int off, int length) {
        writable();
        java.util.Objects.checkFromIndexSize(off, length, src.length);
        int p = nextPut(length);
        System.arraycopy(src, off, hb, offset + p, length);
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public ByteBuffer put(ByteBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        writable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        int sp = src.nextGet(n);
        int p = nextPut(n);
        System.arraycopy(src.hb, src.offset + sp, hb, offset + p, n);
        return this;
    }

    public ByteBuffer compact() {
        writable();
        int n = remaining();
        System.arraycopy(hb, offset + position(), hb, offset, n);
        limit(capacity());
        position(n);
        discardMark();
        return this;
    }

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    private long read(int i, int n) {
        long v = 0;
        for (int k = 0; k < n; k++) {
            int b = hb[offset + i + (bigEndian ? k : n - 1 - k)] & 0xff;
            v = (v << 8) | b;
        }
        return v;
    }

    private void write(int i, int n, long v) {
        writable();
        for (int k = n - 1; k >= 0; k--) {
            hb[offset + i + (bigEndian ? k : n - 1 - k)] = (byte) v;
            v >>= 8;
        }
    }

    public char getChar() { return (char) read(nextGet(2), 2); }
    public char getChar(int i) { return (char) read(checkIndex(i, 2), 2); }
    public ByteBuffer putChar(char v) { writable(); write(nextPut(2), 2, v); return this; }
    public ByteBuffer putChar(int i, char v) { write(checkIndex(i, 2), 2, v); return this; }
    public short getShort() { return (short) read(nextGet(2), 2); }
    public short getShort(int i) { return (short) read(checkIndex(i, 2), 2); }
    public ByteBuffer putShort(short v) { writable(); write(nextPut(2), 2, v); return this; }
    public ByteBuffer putShort(int i, short v) { write(checkIndex(i, 2), 2, v); return this; }
    public int getInt() { return (int) read(nextGet(4), 4); }
    public int getInt(int i) { return (int) read(checkIndex(i, 4), 4); }
    public ByteBuffer putInt(int v) { writable(); write(nextPut(4), 4, v); return this; }
    public ByteBuffer putInt(int i, int v) { write(checkIndex(i, 4), 4, v); return this; }
    public long getLong() { return read(nextGet(8), 8); }
    public long getLong(int i) { return read(checkIndex(i, 8), 8); }
    public ByteBuffer putLong(long v) { writable(); write(nextPut(8), 8, v); return this; }
    public ByteBuffer putLong(int i, long v) { write(checkIndex(i, 8), 8, v); return this; }
    public float getFloat() { return Float.intBitsToFloat(getInt()); }
    public float getFloat(int i) { return Float.intBitsToFloat(getInt(i)); }
    public ByteBuffer putFloat(float v) { return putInt(Float.floatToRawIntBits(v)); }
    public ByteBuffer putFloat(int i, float v) { return putInt(i, Float.floatToRawIntBits(v)); }
    public double getDouble() { return Double.longBitsToDouble(getLong()); }
    public double getDouble(int i) { return Double.longBitsToDouble(getLong(i)); }
    public ByteBuffer putDouble(double v) { return putLong(Double.doubleToRawLongBits(v)); }
    public ByteBuffer putDouble(int i, double v) { return putLong(i, Double.doubleToRawLongBits(v)); }

    public ByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public ByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public ByteBuffer mark() {
        super.mark();
        return this;
    }

    public ByteBuffer reset() {
        super.reset();
        return this;
    }

    public ByteBuffer clear() {
        super.clear();
        return this;
    }

    public ByteBuffer flip() {
        super.flip();
        return this;
    }

    public ByteBuffer rewind() {
        super.rewind();
        return this;
    }

    public String toString() {
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
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
        if (!(ob instanceof ByteBuffer)) {
            return false;
        }
        ByteBuffer o = (ByteBuffer) ob;
        return remaining() == o.remaining() && mismatch(o) < 0;
    }

    public int mismatch(ByteBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            if (get(position() + i) != that.get(that.position() + i)) {
                return i;
            }
        }
        return remaining() == that.remaining() ? -1 : n;
    }

    public int compareTo(ByteBuffer that) {
        int i = mismatch(that);
        if (i >= 0 && i < Math.min(remaining(), that.remaining())) {
            return Byte.compare(get(position() + i), that.get(that.position() + i));
        }
        return remaining() - that.remaining();
    }
}
