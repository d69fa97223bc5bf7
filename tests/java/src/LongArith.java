public class LongArith {
    static long div(long a, long b) { return a / b; }
    static long rem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        long max = Long.MAX_VALUE, min = Long.MIN_VALUE;
        System.out.println("max+1 = " + (max + 1));
        System.out.println("min-1 = " + (min - 1));
        System.out.println("max*max = " + (max * max));
        System.out.println("-min = " + (-min));
        System.out.println("3037000500L*3037000500L = " + (3037000500L * 3037000500L));
        long[] as = {7L, -7L, 0L, 1L, min, max, 1L << 40, -(1L << 40) + 3};
        long[] bs = {2L, -3L, 1L, -1L, 0L, max, min, 1L << 20};
        for (long a : as) {
            for (long b : bs) {
                try {
                    System.out.println(a + " / " + b + " = " + div(a, b) + ", % = " + rem(a, b));
                } catch (ArithmeticException e) {
                    System.out.println(a + " / " + b + " -> " + e);
                }
            }
        }
        long h = 1125899906842597L;
        for (int i = 0; i < 50; i++) {
            h = 31 * h + i;
        }
        System.out.println("hash = " + h);
        int i = Integer.MAX_VALUE;
        long widened = i + 1;
        long widened2 = i + 1L;
        System.out.println("int overflow before widening: " + widened + " vs " + widened2);
        System.out.println("(int) 0x1_0000_0001L = " + (int) 0x100000001L);
        System.out.println("(int) max = " + (int) max + ", (int) min = " + (int) min);
        System.out.println("(short) 70000L = " + (short) 70000L + ", (byte) 200L = " + (byte) 200L);
        System.out.println("Long.compare = " + Long.compare(min, max) + " " + Long.compareUnsigned(min, max));
        System.out.println("unsigned -1 = " + Long.toUnsignedString(-1L));
        System.out.println("divideUnsigned = " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10));
        try {
            Math.multiplyExact(max, 2L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            Math.toIntExact(max);
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
        long acc = 0;
        for (long k = 1; k <= 1000000; k += 7) {
            acc += k * k;
        }
        System.out.println("sum of squares = " + acc);
    }
}
