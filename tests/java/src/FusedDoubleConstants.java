/*
 * Double constants in the double bank of superinstructions: a comparison
 * with a constant and its branch (`if (x <= 4.0)`, every condition, with
 * dcmpl and dcmpg, NaN, signed zeros and infinities on either side) and a
 * constant times a local (`2.0 * x`, chained on into `2.0 * x * y + z`
 * and stored), in loops, next to long constants compared with lcmp,
 * which must not be taken for doubles.
 */
public class FusedDoubleConstants {
    static final double[] VALUES = { 0.0, -0.0, 1.0, -1.0, 3.999999999999999, 4.0, 4.000000000000001, 1e300,
                                     Double.MIN_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                                     Double.NaN };

    /* Every condition against constants: javac compiles < and <= to dcmpg,
     * > and >= to dcmpl, each followed by the opposite if<cond>. */
    static int conditions(double x) {
        int r = 0;
        for (int k = 0; k < 2; k++) {
            if (x < 4.0) r |= 1;
            if (x <= 4.0) r |= 2;
            if (x > 4.0) r |= 4;
            if (x >= 4.0) r |= 8;
            if (x == 4.0) r |= 16;
            if (x != 4.0) r |= 32;
            if (x < 0.0) r |= 64;
            if (x > -0.0) r |= 128;
            if (x == 0.0) r |= 256;
            if (x < Double.POSITIVE_INFINITY) r |= 512;
            if (x > Double.NEGATIVE_INFINITY) r |= 1024;
            if (!(x >= 1.0)) r |= 2048;
            if (!(x <= 1.0)) r |= 4096;
        }
        return r;
    }

    /* The escape-time loop of a Mandelbrot set, as benchmarks write it. */
    static int escape(double cr, double ci, int maxIter) {
        double zr = 0, zi = 0, zr2 = 0, zi2 = 0;
        int it = 0;
        while (it < maxIter && zr2 + zi2 <= 4.0) {
            zi = 2.0 * zr * zi + ci;
            zr = zr2 - zi2 + cr;
            zr2 = zr * zr;
            zi2 = zi * zi;
            it++;
        }
        return it;
    }

    static double products(double x, double y, double z) {
        double s = 0;
        for (int i = 0; i < 3; i++) {
            double a = 2.0 * x;
            double b = 0.5 * y * z;
            double c = -3.25 * z * x + y;
            double d = 1e-300 * y - x;
            s = s + a + b + c + d;
        }
        return s;
    }

    /* Long constants: ldc2_w lcmp, never a double comparison. */
    static int longs(long v) {
        int r = 0;
        for (int i = 0; i < 2; i++) {
            if (v < 10000000000L) r |= 1;
            if (v == 10000000000L) r |= 2;
            if (v > -10000000000L) r |= 4;
            long w = 3000000000L * v;
            if (w > 0) r |= 8;
        }
        return r;
    }

    public static void main(String[] args) {
        for (double x : VALUES) {
            System.out.println(x + ": " + Integer.toBinaryString(conditions(x)));
        }
        int inside = 0;
        long sum = 0;
        for (int y = 0; y < 60; y++) {
            for (int x = 0; x < 80; x++) {
                int it = escape(x * (3.0 / 80) - 2.0, y * (2.4 / 60) - 1.2, 64);
                sum += it;
                if (it == 64) inside++;
            }
        }
        System.out.println("escape: inside " + inside + " sum " + sum);
        for (double x : VALUES) {
            System.out.println("products " + x + ": " + products(x, 1.5, -2.0) + " " + products(-1.0, x, 3.0)
                + " " + products(0.25, 2.0, x));
        }
        long[] ls = { 0, 9999999999L, 10000000000L, 10000000001L, -10000000000L, Long.MIN_VALUE, Long.MAX_VALUE };
        for (long v : ls) {
            System.out.println("longs " + v + ": " + longs(v));
        }
    }
}
