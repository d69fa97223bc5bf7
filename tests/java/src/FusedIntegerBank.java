/*
 * The integer bank of superinstructions: `x & 0xff` (sipush iand),
 * `x >>> k` (bipush iushr), `local = a + b` (iadd istore),
 * `sum += (long) x` (i2l ladd), `a[i] = local` (iload iastore), a store
 * or a second increment ending a loop body followed by the back edge
 * (istore, iastore, lastore or iinc, then iinc, goto), with their edge values,
 * an array store out of range and into null at the end of a loop body,
 * and calls and exceptions crossing between methods fused with the
 * integer bank and methods fused with the double one.
 */
public class FusedIntegerBank {
    static int masks(int x) {
        int a = x & 0xff;
        int b = x & 0x7fff;
        int c = x & -256;
        int d = x & 200;
        return a ^ (b << 1) ^ (c >>> 3) ^ d;
    }

    static int shifts(int x) {
        int a = x >>> 8;
        int b = x >>> 31;
        int c = x >>> 33;              /* the count is taken mod 32 */
        int d = x >>> 0;
        int e = x >>> 100;
        return a + b * 3 + c * 5 + d * 7 + e * 11;
    }

    static int sums(int p, int q, int r, int s) {
        int t = p + q;
        int u = t + r;
        int v = u + s;
        int w = Integer.MAX_VALUE;
        w = w + 1;
        return v ^ w;
    }

    static long widen(int[] xs) {
        long sum = Long.MAX_VALUE - 5;
        for (int i = 0; i < xs.length; i++) {
            sum += (long) xs[i];
        }
        return sum;
    }

    static int crc(int[] table, byte[] data) {
        int c = -1;
        for (int i = 0; i < data.length; i++) {
            c = table[(c ^ data[i]) & 0xff] ^ (c >>> 8);
        }
        return ~c;
    }

    static int storeThenBack(int n) {
        int acc = 0;
        int last = 0;
        for (int i = 0; i < n; i++) {
            acc = acc * 31 + i;
            last = acc ^ i;
        }
        return acc + last;
    }

    static int fill(int[] a, int n, int seed) {
        int s = seed;
        for (int i = 0; i < n; i++) {
            s = s * 1103515245 + 12345;
            a[i] = s >>> 16;
        }
        return s;
    }

    /* t = a + b into locals 1 to 3 (istore_<n>), lo++ and hi-- before the
     * back edge, a[i] = local. */
    static int reverse(int[] w, int first) {
        int lo = 0, hi = first;
        while (lo < hi) {
            int t = w[lo];
            w[lo] = w[hi];
            w[hi] = t;
            lo++;
            hi--;
        }
        return lo;
    }

    static int smallLocals(int a, int b) {
        int c = a + b;
        a = c + b;
        b = a + c;
        return a ^ b ^ c;
    }

    static long prefix(long[] p, int[] d, int n) {
        for (int i = 0; i < n; i++) {
            p[i + 1] = p[i] + d[i];
        }
        return p[n];
    }

    static void storeLocal(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            int x = v + i;
            a[i] = x;
        }
    }

    /* A method fused with the double bank, called from integer loops. */
    static double scale(double x, double y) {
        double r = x * y;
        double q = r * r + x;
        return q - y * 0.5;
    }

    static int mixed(int n) {
        int acc = 0;
        for (int i = 0; i < n; i++) {
            acc = acc + (int) scale(i, 2.0) & 0xffff;
        }
        return acc;
    }

    static double doubleLoop(int n) {
        double s = 0;
        for (int i = 0; i < n; i++) {
            double x = i;
            s = s + x * x;
            s = s + masks(i) * 0.5;
        }
        return s;
    }

    static int throwsInside(int[] a, int k) {
        int s = 0;
        for (int i = 0; i < k; i++) {
            s = s + i;
            a[i] = s;
        }
        return s;
    }

    static double catchesFromIntegerCode(int[] a) {
        double d = 1.5;
        try {
            d = d * 2 + throwsInside(a, 10);
        } catch (ArrayIndexOutOfBoundsException e) {
            d = d * 3;
            System.out.println("caught in double code: " + e.getMessage() + " at line "
                + e.getStackTrace()[0].getLineNumber());
        }
        return d;
    }

    public static void main(String[] args) {
        int[] samples = { 0, 1, -1, 255, 256, -256, 0x7fff, 0x8000, Integer.MAX_VALUE, Integer.MIN_VALUE,
                          0x12345678, -0x12345678 };
        for (int x : samples) {
            System.out.println(x + ": masks " + masks(x) + " shifts " + shifts(x));
        }
        System.out.println("sums " + sums(1, 2, 3, 4) + " " + sums(Integer.MAX_VALUE, 1, -5, 7));
        System.out.println("widen " + widen(new int[] { 1, 2, 3, -4, Integer.MIN_VALUE, Integer.MAX_VALUE }));

        int[] table = new int[256];
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            table[n] = c;
        }
        byte[] data = "The quick brown fox jumps over the lazy dog".getBytes();
        System.out.println("crc " + Integer.toHexString(crc(table, data)));
        for (int round = 0; round < 3; round++) {
            System.out.println("storeThenBack " + storeThenBack(1000 + round));
        }
        int[] a = new int[8];
        System.out.println("fill " + fill(a, 8, 42) + " " + java.util.Arrays.toString(a));
        try {
            fill(a, 9, 42);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("fill past the end: " + e.getMessage() + " at line "
                + e.getStackTrace()[0].getLineNumber() + ", a[7] = " + a[7]);
        }
        try {
            fill(null, 3, 1);
        } catch (NullPointerException e) {
            System.out.println("fill null: " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber());
        }
        int[] w = { 5, 4, 3, 2, 1, 0, 9 };
        System.out.println("reverse " + reverse(w, 5) + " " + java.util.Arrays.toString(w));
        System.out.println("reverse " + reverse(w, 6) + " " + java.util.Arrays.toString(w));
        try {
            reverse(w, 7);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("reverse past the end: " + e.getMessage() + " at line "
                + e.getStackTrace()[0].getLineNumber() + " " + java.util.Arrays.toString(w));
        }
        System.out.println("smallLocals " + smallLocals(3, 4) + " " + smallLocals(Integer.MAX_VALUE, 2));
        long[] p = new long[6];
        int[] d = { 1, -2, Integer.MAX_VALUE, Integer.MIN_VALUE, 7 };
        System.out.println("prefix " + prefix(p, d, 5) + " " + java.util.Arrays.toString(p));
        try {
            prefix(p, d, 6);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("prefix past the end: " + e.getMessage() + " at line "
                + e.getStackTrace()[0].getLineNumber());
        }
        try {
            prefix(new long[2], d, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("prefix short: " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber());
        }
        try {
            prefix(null, d, 3);
        } catch (NullPointerException e) {
            System.out.println("prefix null: " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber());
        }
        int[] s5 = new int[5];
        storeLocal(s5, 5, 10);
        System.out.println("storeLocal " + java.util.Arrays.toString(s5));
        try {
            storeLocal(s5, 6, 20);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("storeLocal past the end: " + e.getMessage() + " at line "
                + e.getStackTrace()[0].getLineNumber() + " " + java.util.Arrays.toString(s5));
        }
        try {
            storeLocal(null, 1, 0);
        } catch (NullPointerException e) {
            System.out.println("storeLocal null: " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber());
        }
        System.out.println("mixed " + mixed(100));
        System.out.println("doubleLoop " + doubleLoop(100));
        System.out.println("catches " + catchesFromIntegerCode(new int[4]));
        System.out.println("catches " + catchesFromIntegerCode(new int[20]));
    }
}
