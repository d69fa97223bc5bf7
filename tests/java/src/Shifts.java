public class Shifts {
    public static void main(String[] args) {
        int[] counts = {0, 1, 5, 31, 32, 33, 63, 64, 65, -1, -31, -32, 100, 1000};
        int[] vals = {1, -1, 0x80000000, 0x7fffffff, 0x12345678, -123456};
        for (int v : vals) {
            for (int c : counts) {
                System.out.println(v + " <<" + c + "=" + (v << c) + " >>" + c + "=" + (v >> c) + " >>>" + c + "=" + (v >>> c));
            }
        }
        long[] lvals = {1L, -1L, 0x8000000000000000L, 0x123456789abcdefL};
        for (long v : lvals) {
            for (int c : counts) {
                System.out.println(v + " L<<" + c + "=" + (v << c) + " L>>" + c + "=" + (v >> c) + " L>>>" + c + "=" + (v >>> c));
            }
        }
        long sh = 65L;
        int ish = (int) sh;
        System.out.println("shift by long count: " + (1 << sh) + " " + (1L << ish));
        byte b = -16;
        System.out.println("byte >>> 2 = " + (b >>> 2) + ", (byte)(b >>> 2) = " + (byte) (b >>> 2));
        char ch = 0xffff;
        System.out.println("char >> 4 = " + (ch >> 4));
        int x = 1;
        x <<= 35;
        System.out.println("x <<= 35: " + x);
        long y = -1;
        y >>>= 60;
        System.out.println("y >>>= 60: " + y);
    }
}
