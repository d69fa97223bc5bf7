/*
 * Counted loops whose body is one array statement, run whole by the loop
 * statements (interp/fuse.c, loop_op): `for (; i < n; i++) a[i] = b[i] +
 * c[i]` over int[] and long[] (an index + 1 anywhere, - for +, a long[]
 * plus an int[]), the copies `a[i] = b[i]` over int[], char[] and long[]
 * (an index + 1 on either side), `c[row + j] += k * b[j + col]` over
 * long[] (each index j, j + 1 or j plus another local), and `for (; j <
 * n; j++) c[j] += k * b[j]` over double[]:
 * no iteration, one, more than a chunk between safepoint polls, the
 * arrays the same, an array too short by one (the exception at the last
 * iteration, the ones before done), an array null, a negative start, the
 * bounds near Integer.MAX_VALUE, and the loop variable's value after.
 */
public class FusedLoops {
    static int last;

    static void prefix(long[] p, int[] d, int from, int n) {
        int i;
        for (i = from; i < n; i++) {
            p[i + 1] = p[i] + d[i];
        }
        last = i;
    }

    static void diff(int[] a, int[] b, int[] c, int from, int n) {
        int i;
        for (i = from; i < n; i++) {
            a[i] = b[i + 1] - c[i];
        }
        last = i;
    }

    static void sums(long[] a, long[] b, long[] c, int from, int n) {
        int i;
        for (i = from; i < n; i++) {
            a[i] = b[i] + c[i + 1];
        }
        last = i;
    }

    static void lsub(long[] a, long[] b, int[] c, int from, int n) {
        int i;
        for (i = from; i < n; i++) {
            a[i + 1] = b[i] - c[i];
        }
        last = i;
    }

    static void widen(long[] a, long[] b, int[] c, int from, int n) {
        int i;
        for (i = from; i < n; i++) {
            a[i] = b[i + 1] + c[i + 1];
        }
        last = i;
    }

    static void copy(int[] a, int[] b, int from, int n) {
        int i;
        for (i = from; i < n; i++) {
            a[i] = b[i];
        }
        last = i;
    }

    static void shift(int[] a, int[] b, int from, int n) {
        int i;
        for (i = from; i < n; i++) {
            a[i] = b[i + 1];
        }
        last = i;
    }

    static void ccopy(char[] a, char[] b, int from, int n) {
        int i;
        for (i = from; i < n; i++) {
            a[i + 1] = b[i];
        }
        last = i;
    }

    static void lcopy(long[] a, long[] b, int from, int n) {
        int i;
        for (i = from; i < n; i++) {
            a[i] = b[i + 1];
        }
        last = i;
    }

    static void laxpy(long[] c, int row, long k, long[] b, int col, int from, int n) {
        int j;
        for (j = from; j < n; j++) {
            c[row + j] += k * b[j + col];
        }
        last = j;
    }

    static void laxpy1(long[] c, long k, long[] b, int from, int n) {
        int j;
        for (j = from; j < n; j++) {
            c[j] += k * b[j + 1];
        }
        last = j;
    }

    static void axpy(double[] c, double k, double[] b, int from, int n) {
        int j;
        for (j = from; j < n; j++) {
            c[j] += k * b[j];
        }
        last = j;
    }

    static String thrown(Throwable e) {
        StackTraceElement top = e.getStackTrace()[0];
        return e.getClass().getName() + ": " + e.getMessage() + " at " + top.getMethodName() + ":" + top.getLineNumber();
    }

    static long sum(long[] a) {
        long s = 0;
        for (long v : a) {
            s = s * 31 + v;
        }
        return s;
    }

    static long sum(int[] a) {
        long s = 0;
        for (int v : a) {
            s = s * 31 + v;
        }
        return s;
    }

    static String show(double[] a) {
        if (a.length > 12) {
            double s = 0;
            for (double v : a) {
                s = s * 0.5 + v;
            }
            return "[" + a.length + " values, " + s + "]";
        }
        return java.util.Arrays.toString(a);
    }

    interface Run {
        void run();
    }

    static void attempt(String what, Run r) {
        try {
            r.run();
            System.out.println(what + ": done, last " + last);
        } catch (RuntimeException e) {
            System.out.println(what + ": " + thrown(e) + ", last " + last);
        }
    }

    public static void main(String[] args) {
        for (int n : new int[] { 0, 1, 2, 7, 4095, 4096, 4097, 10000 }) {
            long[] p = new long[n + 1];
            int[] d = new int[n];
            for (int i = 0; i < n; i++) {
                d[i] = (i * 1103515245 + 12345) >>> 7;
            }
            prefix(p, d, 0, n);
            System.out.println("prefix " + n + ": " + sum(p) + " " + p[n] + ", last " + last);
            prefix(p, d, n, n);
            prefix(p, d, n + 3, n);
            System.out.println("prefix again " + n + ": " + sum(p) + ", last " + last);
        }
        int[] a = new int[9000], b = new int[9001], c = new int[9000];
        for (int i = 0; i < b.length; i++) {
            b[i] = i * 7 - 4000;
        }
        for (int i = 0; i < c.length; i++) {
            c[i] = Integer.MIN_VALUE + i * 3;
        }
        diff(a, b, c, 0, 9000);
        System.out.println("diff " + sum(a) + ", last " + last);
        diff(b, b, b, 2, 8000);
        System.out.println("diff itself " + sum(b) + ", last " + last);
        long[] la = new long[5000], lb = new long[5000], lc = new long[5001];
        for (int i = 0; i < lb.length; i++) {
            lb[i] = Long.MAX_VALUE - i;
            lc[i] = i * 1000003L;
        }
        sums(la, lb, lc, 0, 5000);
        System.out.println("sums " + sum(la) + ", last " + last);
        sums(lc, lc, lc, 0, 5000);
        System.out.println("sums itself " + sum(lc) + ", last " + last);
        int[] ci = new int[4999];
        for (int i = 0; i < ci.length; i++) {
            ci[i] = -i * 17;
        }
        lsub(la, lb, ci, 0, 4999);
        System.out.println("lsub " + sum(la) + ", last " + last);
        lsub(la, la, ci, 0, 4999);
        System.out.println("lsub itself " + sum(la) + ", last " + last);
        widen(la, la, ci, 0, 4998);
        System.out.println("widen " + sum(la) + ", last " + last);

        int[] ia = new int[6000], ib = new int[6000];
        for (int i = 0; i < ib.length; i++) {
            ib[i] = i * i - 77;
        }
        copy(ia, ib, 0, 6000);
        System.out.println("copy " + sum(ia) + ", last " + last);
        shift(ia, ia, 0, 5999);
        System.out.println("shift itself " + sum(ia) + ", last " + last);
        shift(ia, ib, 10, 20);
        System.out.println("shift " + sum(ia) + ", last " + last);
        char[] ca = "the quick brown fox jumps over the lazy dog, again and again".toCharArray();
        ccopy(ca, ca, 0, ca.length - 1);
        System.out.println("ccopy itself " + new String(ca) + ", last " + last);
        ccopy(ca, "ABCDEFGHIJ".toCharArray(), 3, 9);
        System.out.println("ccopy " + new String(ca) + ", last " + last);
        long[] lx = new long[4500];
        for (int i = 0; i < lx.length; i++) {
            lx[i] = (long) i << 40 | i;
        }
        lcopy(lx, lx, 0, 4499);
        System.out.println("lcopy itself " + sum(lx) + ", last " + last);
        attempt("copy short a", () -> copy(new int[5], ib, 0, 6));
        attempt("shift short b", () -> shift(ia, new int[8], 0, 8));
        attempt("ccopy short a", () -> ccopy(new char[5], new char[6], 0, 5));
        attempt("lcopy null b", () -> lcopy(lx, null, 0, 5));
        attempt("copy negative start", () -> copy(ia, ib, -1, 5));
        long[] lm = new long[100 * 100], ln = new long[100 * 100];
        for (int i = 0; i < lm.length; i++) {
            lm[i] = i * 0x9E3779B97F4A7C15L;
            ln[i] = i % 7 - 3;
        }
        for (int r = 0; r < 100; r++) {
            laxpy(ln, r * 100, r - 50, lm, (99 - r) * 100, 0, 100);
        }
        System.out.println("laxpy " + sum(ln) + ", last " + last);
        laxpy(ln, 0, Long.MIN_VALUE + 3, ln, 1, 0, 9999);
        System.out.println("laxpy itself " + sum(ln) + ", last " + last);
        laxpy(ln, 5000, 7, ln, -4000, 4000, 5000);
        System.out.println("laxpy negative col " + sum(ln) + ", last " + last);
        laxpy1(ln, -1, lm, 0, 9999);
        System.out.println("laxpy1 " + sum(ln) + ", last " + last);
        attempt("laxpy short c", () -> laxpy(new long[10], 5, 1, lm, 0, 0, 6));
        attempt("laxpy short b", () -> laxpy(ln, 0, 1, new long[10], 5, 0, 6));
        attempt("laxpy negative index", () -> laxpy(ln, -3, 1, lm, 0, 0, 6));
        attempt("laxpy negative index of b", () -> laxpy(ln, 0, 1, lm, -3, 0, 6));
        attempt("laxpy near MAX_VALUE", () -> laxpy(ln, Integer.MAX_VALUE, 1, lm, 0, 0, 6));
        attempt("laxpy null b", () -> laxpy(ln, 0, 1, null, 0, 0, 6));
        attempt("laxpy1 short b", () -> laxpy1(ln, 1, new long[5], 0, 5));
        long[] p = new long[6];
        int[] d = { 1, 2, 3, 4, 5, 6 };
        attempt("prefix short p", () -> prefix(p, d, 0, 6));
        System.out.println("  " + java.util.Arrays.toString(p));
        attempt("prefix short d", () -> prefix(new long[11], d, 0, 10));
        attempt("prefix null p", () -> prefix(null, d, 0, 3));
        attempt("prefix null d", () -> prefix(p, null, 0, 3));
        attempt("prefix negative start", () -> prefix(p, d, -2, 3));
        attempt("prefix null, no iteration", () -> prefix(null, null, 3, 3));
        attempt("diff near MAX_VALUE", () -> diff(a, b, c, Integer.MAX_VALUE - 2, Integer.MAX_VALUE));
        attempt("diff short b", () -> diff(new int[10], new int[10], new int[10], 0, 10));
        attempt("sums short c", () -> sums(new long[10], new long[10], new long[10], 5, 10));
        attempt("lsub short a", () -> lsub(new long[10], new long[10], new int[10], 0, 10));
        attempt("widen short c", () -> widen(new long[10], new long[11], new int[10], 0, 10));

        for (int n : new int[] { 0, 1, 3, 4096, 4097, 9001 }) {
            double[] x = new double[n], y = new double[n];
            for (int i = 0; i < n; i++) {
                x[i] = i * 0.5 - 3.25;
                y[i] = (i % 13) * 1.5e-3 - i;
            }
            axpy(x, 1.75, y, 0, n);
            System.out.println("axpy " + n + ": " + show(x) + ", last " + last);
            axpy(x, -0.5, x, 1, n);
            System.out.println("axpy itself " + n + ": " + show(x) + ", last " + last);
        }
        double[] s = { 0.0, -0.0, 1.0, Double.MAX_VALUE, Double.NaN, Double.NEGATIVE_INFINITY, 1e-310 };
        double[] t = { -0.0, -0.0, Double.POSITIVE_INFINITY, Double.MAX_VALUE, 2.0, 1.0, 1e-310 };
        axpy(s, 2.0, t, 0, s.length);
        System.out.println("axpy specials " + show(s) + ", last " + last);
        axpy(s, -0.0, t, 0, s.length);
        System.out.println("axpy by -0.0 " + show(s) + ", last " + last);
        double[] u = { 1, 2, 3, 4 };
        attempt("axpy short c", () -> axpy(new double[3], 1.0, u, 0, 4));
        attempt("axpy short b", () -> axpy(u, 1.0, new double[2], 0, 4));
        System.out.println("  " + show(u));
        attempt("axpy null c", () -> axpy(null, 1.0, u, 0, 4));
        attempt("axpy null b", () -> axpy(u, 1.0, null, 0, 4));
        attempt("axpy negative start", () -> axpy(u, 1.0, u, -1, 4));
    }
}
