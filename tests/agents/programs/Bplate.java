/*
 * Code of the shapes the interpreter runs as superinstructions (loads of
 * locals, array loads with a local index, loop tests, iinc and goto,
 * double arithmetic on locals), run several times before the bplate agent
 * puts a breakpoint on each of its instructions, then under those
 * breakpoints, then single-stepped. Also an exception raised by the second
 * instruction of such a pair, with its line.
 */
public class Bplate {
    static int sumInts(int[] a, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += a[i];
        }
        return s;
    }

    static double dot(double[] x, double[] y) {
        double s = 0;
        for (int i = 0; i < x.length; i++) {
            double p = x[i];
            double q = y[i];
            s = s + p * q;
            s = s - q;
        }
        return s;
    }

    static long sumLongs(long[] a) {
        long s = 0;
        int i = 0;
        while (i < a.length) {
            s += a[i];
            i = i + 1;
        }
        return s;
    }

    static int probe(int[] a, int i) {
        try {
            return a[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            return -e.getStackTrace()[0].getLineNumber();
        }
    }

    static void arm() {
    }

    static void step() {
    }

    static void unstep() {
    }

    static void round(String name) {
        int[] a = { 3, 1, 4, 1, 5, 9, 2, 6 };
        double[] x = { 1.5, 2.5, -3.0 };
        double[] y = { 2.0, 0.5, 4.0 };
        long[] l = { 1L << 40, 7, -3 };
        System.out.println(name + " " + sumInts(a, a.length) + " " + dot(x, y) + " " + sumLongs(l) + " "
                + probe(a, 2) + " " + probe(a, 8));
    }

    public static void main(String[] args) {
        round("fused");
        round("fused");
        arm();
        round("breakpoints");
        step();
        round("stepped");
        unstep();
        round("after");
    }
}
