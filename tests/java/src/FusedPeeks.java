/*
 * Instruction sequences the interpreter runs with one dispatch: two loads of
 * locals followed by an array load (int, byte, char), a double result stored
 * into a local (dstore and dstore_<n>), two double loads and their
 * arithmetic, and comparisons (lcmp, fcmp, dcmp) tested by if<cond>, NaN
 * included. Each case runs often enough to reach every path, and the
 * exceptions the fused array loads throw must name the right line.
 */
public class FusedPeeks {
    /* aload_0 iload k iaload (local index k >= 4: the long form). */
    static int sumInts(int[] a, int from, int to, int unused) {
        int s = 0;
        for (int i = from; i < to; i++) {
            s += a[i];
        }
        return s;
    }

    /* aload k iload m baload / caload. */
    static int mixBytesChars(int pad0, int pad1, int pad2, int pad3, byte[] b, char[] c) {
        int h = 0;
        for (int i = 0; i < b.length; i++) {
            int x = b[i];
            int y = c[i];
            h = h * 31 + x * 7 + y;
        }
        return h;
    }

    /* aload_1 iload k with the index out of range, and a null array. */
    static String fault(int[] a, int[] b, int x, int y, int k) {
        try {
            int v = b[k];
            return "read " + v;
        } catch (ArrayIndexOutOfBoundsException e) {
            return "AIOOBE " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber();
        } catch (NullPointerException e) {
            return "NPE " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber();
        }
    }

    /* Double results into locals 0..3 (dstore_<n>) and beyond (dstore k). */
    static double doubles(double a, double b) {
        double c = a * b;
        double d = a + b;
        double e = c - d;
        double f = e * e;
        double g = f / (d == 0 ? 1 : d);
        double h = c * d + e;
        for (int i = 0; i < 50; i++) {
            a = a * 0.5 + b;
            b = b - a * 0.25;
            c = a * b;
            h = h * 0.75 + c;
        }
        return a + b + c + d + e + f + g + h;
    }

    static String compares(long x, long y, float f, float g, double d, double e) {
        StringBuilder sb = new StringBuilder();
        if (x < y) sb.append('a');
        if (x > y) sb.append('b');
        if (x == y) sb.append('c');
        if (x != y) sb.append('d');
        if (x <= y) sb.append('e');
        if (x >= y) sb.append('f');
        if (f < g) sb.append('g');
        if (f > g) sb.append('h');
        if (f == g) sb.append('i');
        if (f != g) sb.append('j');
        if (f <= g) sb.append('k');
        if (f >= g) sb.append('l');
        if (d < e) sb.append('m');
        if (d > e) sb.append('n');
        if (d == e) sb.append('o');
        if (d != e) sb.append('p');
        if (d <= e) sb.append('q');
        if (d >= e) sb.append('r');
        if (!(d < e)) sb.append('s');
        if (!(d > e)) sb.append('t');
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] a = new int[100];
        for (int i = 0; i < a.length; i++) {
            a[i] = i * i - 50;
        }
        long total = 0;
        for (int r = 0; r < 300; r++) {
            total += sumInts(a, r % 10, 100 - r % 7, 0);
        }
        System.out.println("sumInts " + total);

        byte[] b = new byte[64];
        char[] c = new char[64];
        for (int i = 0; i < 64; i++) {
            b[i] = (byte) (i * 37);
            c[i] = (char) (60000 + i * 91);
        }
        int h = 0;
        for (int r = 0; r < 200; r++) {
            h += mixBytesChars(0, 1, 2, 3, b, c);
        }
        System.out.println("mixBytesChars " + h);

        for (int r = 0; r < 3; r++) {
            System.out.println(fault(a, a, 0, 0, 5));
            System.out.println(fault(a, a, 0, 0, 100));
            System.out.println(fault(a, a, 0, 0, -1));
            System.out.println(fault(a, null, 0, 0, 0));
        }

        double[] ds = { 0.0, -0.0, 1.5, -2.25, 1e300, Double.MIN_VALUE, Double.NaN,
                        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY };
        for (double x : ds) {
            for (double y : ds) {
                System.out.println("doubles " + x + " " + y + " " + doubles(x, y));
            }
        }

        long[] ls = { Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE };
        float[] fs = { Float.NaN, -0.0f, 0.0f, 1.0f, Float.NEGATIVE_INFINITY };
        for (int i = 0; i < ls.length; i++) {
            for (int j = 0; j < ls.length; j++) {
                for (int k = 0; k < ds.length; k++) {
                    String s = compares(ls[i], ls[j], fs[i], fs[j], ds[k], ds[(k + i + j) % ds.length]);
                    if (k == 0 || k == 6)
                        System.out.println("compares " + i + " " + j + " " + k + " " + s);
                }
            }
        }
    }
}
