import java.util.*;

public class BitTwiddling {
    static int popSlow(long v) { int c = 0; for (int i = 0; i < 64; i++) if ((v >>> i & 1) != 0) c++; return c; }
    static long reverseSlow(long v) { long r = 0; for (int i = 0; i < 64; i++) if ((v >>> i & 1) != 0) r |= 1L << (63 - i); return r; }

    static int gray(int n) { return n ^ (n >>> 1); }
    static int fromGray(int g) { int n = 0; for (; g != 0; g >>>= 1) n ^= g; return n; }
    static long nextPermutation(long v) {
        long t = v | (v - 1);
        return (t + 1) | (((~t & -~t) - 1) >>> (Long.numberOfTrailingZeros(v) + 1));
    }

    public static void main(String[] args) {
        int[] ints = {0, 1, -1, 2, 3, 0x80000000, 0x7fffffff, 0x12345678, 0xF0F0F0F0, 40, 1 << 20, -128, 0x00010000};
        for (int v : ints) {
            System.out.println(Integer.toHexString(v) + ": bc=" + Integer.bitCount(v) + " nlz=" + Integer.numberOfLeadingZeros(v) + " ntz=" + Integer.numberOfTrailingZeros(v)
                + " hob=" + Integer.toHexString(Integer.highestOneBit(v)) + " lob=" + Integer.toHexString(Integer.lowestOneBit(v)) + " rev=" + Integer.toHexString(Integer.reverse(v))
                + " rbytes=" + Integer.toHexString(Integer.reverseBytes(v)) + " rotl5=" + Integer.toHexString(Integer.rotateLeft(v, 5)) + " rotr37=" + Integer.toHexString(Integer.rotateRight(v, 37))
                + " rotl-3=" + Integer.toHexString(Integer.rotateLeft(v, -3)) + " sig=" + Integer.signum(v));
        }
        long[] longs = {0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789ABCDEF0L, 1L << 40, 0xFFL << 56, 96L};
        for (long v : longs) {
            System.out.println(Long.toHexString(v) + ": bc=" + Long.bitCount(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v)
                + " hob=" + Long.toHexString(Long.highestOneBit(v)) + " lob=" + Long.toHexString(Long.lowestOneBit(v)) + " rev=" + Long.toHexString(Long.reverse(v))
                + " rotl13=" + Long.toHexString(Long.rotateLeft(v, 13)) + " rotr70=" + Long.toHexString(Long.rotateRight(v, 70)));
        }
        Random r = new Random(99);
        int bad = 0;
        long acc = 0;
        for (int i = 0; i < 20000; i++) {
            long v = r.nextLong() >>> r.nextInt(64);
            int iv = (int) v;
            if (Long.bitCount(v) != popSlow(v)) bad++;
            if (Long.reverse(v) != reverseSlow(v)) bad++;
            if (Integer.bitCount(iv) != popSlow(iv & 0xffffffffL)) bad++;
            if (Long.numberOfTrailingZeros(v) != (v == 0 ? 64 : popSlow((v & -v) - 1))) bad++;
            if (Integer.rotateLeft(iv, i) != ((iv << i) | (iv >>> -i))) bad++;
            if (Long.rotateRight(v, i) != ((v >>> i) | (v << -i))) bad++;
            if (fromGray(gray(iv)) != iv) bad++;
            if (Integer.reverse(Integer.reverse(iv)) != iv) bad++;
            acc = acc * 31 + Long.numberOfLeadingZeros(v) + Integer.highestOneBit(iv) + Long.reverseBytes(v);
        }
        System.out.println("random checks bad=" + bad + " acc=" + acc);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 16; i++) sb.append(Integer.toBinaryString(gray(i))).append(' ');
        System.out.println("gray " + sb.toString().trim());
        long comb = 0b111;
        sb.setLength(0);
        for (int i = 0; i < 10; i++) { sb.append(Long.toBinaryString(comb)).append(' '); comb = nextPermutation(comb); }
        System.out.println("3-of-n " + sb.toString().trim());
        // subset enumeration of a mask
        int mask = 0b101101, subsets = 0;
        sb.setLength(0);
        for (int s = mask; ; s = (s - 1) & mask) { subsets++; if (subsets <= 8) sb.append(s).append(' '); if (s == 0) break; }
        System.out.println("subsets " + subsets + ": " + sb.toString().trim());
        // bit tricks
        int x = 0b10110000;
        System.out.println("isPow2 " + ((64 & 63) == 0) + " " + ((96 & 95) == 0) + " clearLowest " + Integer.toBinaryString(x & (x - 1)) + " isolate " + (x & -x)
            + " abs " + ((-17 ^ (-17 >> 31)) - (-17 >> 31)) + " sign-extend " + ((0xABC << 20) >> 20) + " avg " + ((Integer.MAX_VALUE & 2147483645) + ((Integer.MAX_VALUE ^ 2147483645) >> 1))
            + " swap-free " + ((5 ^ 9) ^ 9) + " ceilPow2 " + (Integer.highestOneBit(100 - 1) << 1) + " log2 " + (31 - Integer.numberOfLeadingZeros(1000)));
        long packed = 0;
        int[] fields = {3, 1023, 0, 77, 5};
        int[] widths = {2, 10, 1, 7, 3};
        int shift = 0;
        for (int i = 0; i < fields.length; i++) { packed |= (long) fields[i] << shift; shift += widths[i]; }
        sb.setLength(0);
        shift = 0;
        for (int w : widths) { sb.append((packed >>> shift) & ((1L << w) - 1)).append(' '); shift += w; }
        System.out.println("packed " + Long.toHexString(packed) + " -> " + sb.toString().trim());
        System.out.println("float bits " + Integer.toHexString(Float.floatToIntBits(-0.0f)) + " " + Integer.toHexString(Float.floatToRawIntBits(Float.NaN)) + " " + Long.toHexString(Double.doubleToLongBits(1.5))
            + " " + Float.intBitsToFloat(0x7f7fffff) + " " + Double.longBitsToDouble(0x0000000000000001L) + " " + Float.intBitsToFloat(1) + " " + Math.getExponent(1024.5) + " " + Math.getExponent(Float.MIN_VALUE)
            + " " + Math.scalb(1.5, 10) + " " + Math.nextUp(1.0) + " " + Math.nextDown(1.0f) + " " + Math.nextAfter(0.0, -1) + " " + Math.copySign(3.0, -0.0) + " " + Math.ulp(1e300) + " " + Math.IEEEremainder(10, 3));
        BitSet sieve = new BitSet(1000);
        sieve.set(2, 1000);
        for (int p = 2; p * p < 1000; p = sieve.nextSetBit(p + 1)) for (int m = p * p; m < 1000; m += p) sieve.clear(m);
        System.out.println("primes<1000: " + sieve.cardinality() + " last " + sieve.previousSetBit(999) + " first10 " + sieve.get(0, 30));
    }
}
