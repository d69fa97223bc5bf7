package java.util;

/*
 * Bits kept in an array of longs, bit i in word i / 64 at position i % 64.
 *
 * inUse is the number of words up to and including the highest non-zero one; words at
 * and past it are always zero. The capacity (what size() reports) is visible, so it
 * follows fixed rules: a set that must reach past its array grows it to the larger of
 * twice its length and what is needed; clearing never shrinks it; a set made with an
 * explicit size keeps exactly that size until it has to grow, and clone() first cuts a
 * set that never had an explicit size (or outgrew it) down to inUse words.
 */
public class BitSet implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 7997698588986878753L;

    private long[] bits;
    private transient int inUse;
    /* true while the capacity is the one the caller asked for */
    private transient boolean exactSize;

    public BitSet() {
        bits = new long[1];
    }

    public BitSet(int nbits) {
        if (nbits < 0)
            throw new NegativeArraySizeException("nbits < 0: " + nbits);
        bits = new long[(nbits + 63) >>> 6];
        exactSize = true;
    }

    /* Takes ownership of an array whose last word is non-zero (or which is empty). */
    private BitSet(long[] trimmed) {
        bits = trimmed;
        inUse = trimmed.length;
    }

    public static BitSet valueOf(long[] longs) {
        int n = longs.length;
        while (n > 0 && longs[n - 1] == 0)
            n--;
        long[] copy = new long[n];
        System.arraycopy(longs, 0, copy, 0, n);
        return new BitSet(copy);
    }

    public static BitSet valueOf(byte[] bytes) {
        int n = bytes.length;
        while (n > 0 && bytes[n - 1] == 0)
            n--;
        long[] packed = new long[(n + 7) >>> 3];
        for (int k = 0; k < n; k++) {
            long b = bytes[k] & 0xff;
            packed[k >>> 3] |= b << ((k & 7) << 3);
        }
        return new BitSet(packed);
    }

    public byte[] toByteArray() {
        int len = (length() + 7) >>> 3;
        byte[] out = new byte[len];
        for (int k = 0; k < len; k++)
            out[k] = (byte) (bits[k >>> 3] >>> ((k & 7) << 3));
        return out;
    }

    public long[] toLongArray() {
        long[] out = new long[inUse];
        System.arraycopy(bits, 0, out, 0, inUse);
        return out;
    }

    /* ---- bookkeeping ---- */

    /* Makes words [0, lastWord] part of the set, growing the array if needed. */
    private void reach(int lastWord) {
        int need = lastWord + 1;
        if (need <= inUse)
            return;
        if (bits.length < need) {
            int doubled = bits.length * 2;
            long[] grown = new long[doubled > need ? doubled : need];
            System.arraycopy(bits, 0, grown, 0, inUse);
            bits = grown;
            exactSize = false;
        }
        inUse = need;
    }

    /* Drops zero words from the top after bits were cleared. */
    private void settle() {
        int n = inUse;
        while (n > 0 && bits[n - 1] == 0)
            n--;
        inUse = n;
    }

    private static void checkIndex(int bitIndex) {
        if (bitIndex < 0)
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
    }

    private static void checkFrom(int fromIndex) {
        if (fromIndex < 0)
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
    }

    private static void checkSpan(int fromIndex, int toIndex) {
        checkFrom(fromIndex);
        if (toIndex < 0)
            throw new IndexOutOfBoundsException("toIndex < 0: " + toIndex);
        if (toIndex < fromIndex)
            throw new IndexOutOfBoundsException("fromIndex: " + fromIndex + " > toIndex: " + toIndex);
    }

    /* The bits of word w that lie in [fromIndex, toIndex), toIndex > fromIndex. */
    private static long part(int w, int fromIndex, int toIndex) {
        long m = -1L;
        if (w == fromIndex >>> 6)
            m &= -1L << (fromIndex & 63);
        if (w == (toIndex - 1) >>> 6) {
            int top = toIndex & 63;
            if (top != 0)
                m &= (1L << top) - 1;
        }
        return m;
    }

    /* ---- single bits ---- */

    public boolean get(int bitIndex) {
        checkIndex(bitIndex);
        int w = bitIndex >>> 6;
        return w < inUse && (bits[w] >>> bitIndex & 1L) != 0;
    }

    public void set(int bitIndex) {
        checkIndex(bitIndex);
        int w = bitIndex >>> 6;
        reach(w);
        bits[w] |= 1L << bitIndex;
    }

    public void set(int bitIndex, boolean value) {
        if (!value) {
            clear(bitIndex);
            return;
        }
        set(bitIndex);
    }

    public void clear(int bitIndex) {
        checkIndex(bitIndex);
        int w = bitIndex >>> 6;
        if (w < inUse) {
            bits[w] &= ~(1L << bitIndex);
            settle();
        }
    }

    public void flip(int bitIndex) {
        checkIndex(bitIndex);
        int w = bitIndex >>> 6;
        reach(w);
        bits[w] ^= 1L << bitIndex;
        settle();
    }

    /* ---- ranges ---- */

    public void set(int fromIndex, int toIndex) {
        checkSpan(fromIndex, toIndex);
        if (fromIndex == toIndex)
            return;
        int last = (toIndex - 1) >>> 6;
        reach(last);
        for (int w = fromIndex >>> 6; w <= last; w++)
            bits[w] |= part(w, fromIndex, toIndex);
    }

    public void set(int fromIndex, int toIndex, boolean value) {
        if (!value) {
            clear(fromIndex, toIndex);
            return;
        }
        set(fromIndex, toIndex);
    }

    public void clear(int fromIndex, int toIndex) {
        checkSpan(fromIndex, toIndex);
        if (fromIndex == toIndex || (fromIndex >>> 6) >= inUse)
            return;
        int last = Math.min((toIndex - 1) >>> 6, inUse - 1);
        for (int w = fromIndex >>> 6; w <= last; w++)
            bits[w] &= ~part(w, fromIndex, toIndex);
        settle();
    }

    public void flip(int fromIndex, int toIndex) {
        checkSpan(fromIndex, toIndex);
        if (fromIndex == toIndex)
            return;
        int last = (toIndex - 1) >>> 6;
        reach(last);
        for (int w = fromIndex >>> 6; w <= last; w++)
            bits[w] ^= part(w, fromIndex, toIndex);
        settle();
    }

    public void clear() {
        for (int w = 0; w < inUse; w++)
            bits[w] = 0;
        inUse = 0;
    }

    /* The result has exactly the size needed up to the last set bit in the range. */
    public BitSet get(int fromIndex, int toIndex) {
        checkSpan(fromIndex, toIndex);
        int end = Math.min(toIndex, length());
        if (end <= fromIndex)
            return new BitSet(0);
        BitSet out = new BitSet(end - fromIndex);
        for (int i = nextSetBit(fromIndex); i >= 0 && i < end; i = nextSetBit(i + 1))
            out.set(i - fromIndex);
        return out;
    }

    /* ---- searching ---- */

    public int nextSetBit(int fromIndex) {
        checkFrom(fromIndex);
        int w = fromIndex >>> 6;
        if (w >= inUse)
            return -1;
        long cur = bits[w] & (-1L << (fromIndex & 63));
        while (cur == 0) {
            if (++w == inUse)
                return -1;
            cur = bits[w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(cur);
    }

    public int nextClearBit(int fromIndex) {
        checkFrom(fromIndex);
        int w = fromIndex >>> 6;
        if (w >= inUse)
            return fromIndex;
        long cur = ~bits[w] & (-1L << (fromIndex & 63));
        while (cur == 0) {
            if (++w == inUse)
                return w << 6;
            cur = ~bits[w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(cur);
    }

    public int previousSetBit(int fromIndex) {
        checkBackwards(fromIndex);
        for (int i = Math.min(fromIndex, length() - 1); i >= 0; i--)
            if (get(i))
                return i;
        return -1;
    }

    public int previousClearBit(int fromIndex) {
        checkBackwards(fromIndex);
        for (int i = fromIndex; i >= 0; i--)
            if (!get(i))
                return i;
        return -1;
    }

    private static void checkBackwards(int fromIndex) {
        if (fromIndex < -1)
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
    }

    /* ---- whole-set queries ---- */

    public int length() {
        if (inUse == 0)
            return 0;
        return (inUse << 6) - Long.numberOfLeadingZeros(bits[inUse - 1]);
    }

    public boolean isEmpty() {
        return inUse == 0;
    }

    public int size() {
        return bits.length << 6;
    }

    public int cardinality() {
        int count = 0;
        for (int w = 0; w < inUse; w++)
            count += Long.bitCount(bits[w]);
        return count;
    }

    public boolean intersects(BitSet set) {
        int n = Math.min(inUse, set.inUse);
        for (int w = 0; w < n; w++)
            if ((bits[w] & set.bits[w]) != 0)
                return true;
        return false;
    }

    /* ---- combining ---- */

    public void and(BitSet set) {
        if (set == this)
            return;
        int n = Math.min(inUse, set.inUse);
        for (int w = 0; w < n; w++)
            bits[w] &= set.bits[w];
        for (int w = n; w < inUse; w++)
            bits[w] = 0;
        inUse = n;
        settle();
    }

    public void or(BitSet set) {
        if (set == this)
            return;
        int n = set.inUse;
        if (n > 0)
            reach(n - 1);
        for (int w = 0; w < n; w++)
            bits[w] |= set.bits[w];
    }

    public void xor(BitSet set) {
        int n = set.inUse;
        if (n > 0)
            reach(n - 1);
        for (int w = 0; w < n; w++)
            bits[w] ^= set.bits[w];
        settle();
    }

    public void andNot(BitSet set) {
        int n = Math.min(inUse, set.inUse);
        for (int w = 0; w < n; w++)
            bits[w] &= ~set.bits[w];
        settle();
    }

    /* ---- Object ---- */

    /* As documented: 1234 xor each word times its position counted from one, then
       the two halves folded together. */
    public int hashCode() {
        long acc = 1234;
        for (int w = 0; w < inUse; w++)
            acc ^= bits[w] * (w + 1L);
        return (int) (acc ^ (acc >> 32));
    }

    public boolean equals(Object obj) {
        if (obj == this)
            return true;
        if (!(obj instanceof BitSet))
            return false;
        BitSet other = (BitSet) obj;
        if (other.inUse != inUse)
            return false;
        for (int w = 0; w < inUse; w++)
            if (bits[w] != other.bits[w])
                return false;
        return true;
    }

    public Object clone() {
        if (!exactSize && bits.length != inUse)
            bits = toLongArray();
        BitSet copy;
        try {
            copy = (BitSet) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.bits = bits.clone();
        return copy;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("{");
        String sep = "";
        for (int i = nextSetBit(0); i >= 0; i = (i == Integer.MAX_VALUE) ? -1 : nextSetBit(i + 1)) {
            sb.append(sep).append(i);
            sep = ", ";
        }
        return sb.append('}').toString();
    }

    /* The indices of the set bits in increasing order, read as the stream runs. */
    public java.util.stream.IntStream stream() {
        final BitSet bits = this;
        PrimitiveIterator.OfInt it = new PrimitiveIterator.OfInt() {
            private int next = bits.nextSetBit(0);

            public boolean hasNext() {
                return next >= 0;
            }

            public int nextInt() {
                if (next < 0)
                    throw new NoSuchElementException();
                int r = next;
                next = (r == Integer.MAX_VALUE) ? -1 : bits.nextSetBit(r + 1);
                return r;
            }
        };
        return java.util.stream.StreamSupport.intStream(Spliterators.spliterator(it, cardinality(),
                Spliterator.ORDERED | Spliterator.DISTINCT | Spliterator.SORTED), false);
    }
}
