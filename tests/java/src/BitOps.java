public class BitOps {
    public static void main(String[] args) {
        int[] vs = {0, 1, -1, 6, 0x80000000, 0x7fffffff, 0x00F0F000, 12345678, -12345678};
        for (int v : vs) {
            System.out.println(v + " bitCount " + Integer.bitCount(v) + " hob " + Integer.highestOneBit(v) + " lob " + Integer.lowestOneBit(v)
                + " nlz " + Integer.numberOfLeadingZeros(v) + " ntz " + Integer.numberOfTrailingZeros(v) + " rev " + Integer.reverse(v)
                + " revBytes " + Integer.reverseBytes(v) + " rotl3 " + Integer.rotateLeft(v, 3) + " rotr3 " + Integer.rotateRight(v, 3) + " signum " + Integer.signum(v));
        }
        long[] ls = {0L, 1L, -1L, 1L << 63, 0x0123456789ABCDEFL, 1000000007L};
        for (long v : ls) {
            System.out.println(v + " bitCount " + Long.bitCount(v) + " hob " + Long.highestOneBit(v) + " lob " + Long.lowestOneBit(v)
                + " nlz " + Long.numberOfLeadingZeros(v) + " ntz " + Long.numberOfTrailingZeros(v) + " rev " + Long.reverse(v)
                + " revBytes " + Long.reverseBytes(v) + " rotl7 " + Long.rotateLeft(v, 7) + " rotr70 " + Long.rotateRight(v, 70) + " signum " + Long.signum(v));
        }
        System.out.println("Short.reverseBytes " + Short.reverseBytes((short) 0x1234) + " Character.reverseBytes " + (int) Character.reverseBytes('\u1234'));
        int a = 0b1100_1010, b = 0b1010_0110;
        System.out.println("and " + (a & b) + " or " + (a | b) + " xor " + (a ^ b) + " not " + ~a + " andNot " + (a & ~b));
        long mask = 0;
        for (int i = 0; i < 64; i += 3) mask |= 1L << i;
        System.out.println("mask " + Long.toBinaryString(mask) + " count " + Long.bitCount(mask));
        int x = 0xDEADBEEF;
        int swapped = ((x & 0xFF) << 24) | ((x & 0xFF00) << 8) | ((x >>> 8) & 0xFF00) | (x >>> 24);
        System.out.println("manual byte swap " + Integer.toHexString(swapped) + " == " + Integer.toHexString(Integer.reverseBytes(x)));
        int pow2 = 1000;
        System.out.println("isPowerOfTwo " + ((pow2 & (pow2 - 1)) == 0) + " " + ((1024 & 1023) == 0));
        boolean t = true, f = false;
        System.out.println("boolean ops " + (t & f) + " " + (t | f) + " " + (t ^ f) + " " + (t ^ t) + " " + !t);
        int gray = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 16; i++) { gray = i ^ (i >> 1); sb.append(gray).append(' '); }
        System.out.println("gray code " + sb);
        long hash = 0xcbf29ce484222325L;
        for (char ch : "fnv-1a hash".toCharArray()) { hash ^= ch; hash *= 0x100000001b3L; }
        System.out.println("fnv1a " + hash + " " + Long.toHexString(hash));
        System.out.println("compress-free bit tricks " + Integer.toBinaryString(-8 >>> 28) + " " + (-8 >> 1) + " " + (5 & -5));
    }
}
