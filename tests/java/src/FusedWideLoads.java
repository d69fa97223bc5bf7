/*
 * Two loads of locals followed by a laload or daload, which the two-load
 * superinstructions (xload_xload, xload<n>_xload, xload_xloadn) do without
 * a dispatch: sums over long[] and double[] with the array and the index
 * in locals of either form, the loaded value used at once (lcmp, dadd) and
 * stored, and the exceptions such a load throws (an index out of range, a
 * null array), which must name the right line on every run.
 */
public class FusedWideLoads {
    /* aload_0 iload k laload. */
    static long sumLongs(long[] v, int from, int to, int pad, int k0) {
        long s = 0;
        for (int i = from; i < to; i++) {
            s += v[i];
        }
        return s;
    }

    /* aload k iload m daload (both long forms). */
    static double sumDoubles(int p0, int p1, int p2, int p3, double[] v, int n) {
        double s = 0;
        for (int i = 0; i < n; i++) {
            s = s * 0.5 + v[i];
        }
        return s;
    }

    /* aload_1 iload_2 laload (the short forms: not fused) and lcmp. */
    static int countBelow(int unused, long[] v, int i, long limit) {
        int c = 0;
        for (i = 0; i < v.length; i++) {
            if (v[i] < limit) {
                c++;
            }
        }
        return c;
    }

    /* Partition scan, as a quicksort writes it. */
    static int scan(long[] v, long pivot) {
        int i = 0, j = v.length - 1, k = 0;
        while (i < v.length && v[i] < pivot) {
            i++;
        }
        while (j >= 0 && v[j] > pivot) {
            j--;
        }
        return i * 1000 + j;
    }

    static String fault(double[] a, long[] b, int x, int y, int k) {
        try {
            double d = a[k];
            long l = b[k];
            return "read " + d + " " + l;
        } catch (ArrayIndexOutOfBoundsException e) {
            return "AIOOBE " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber();
        } catch (NullPointerException e) {
            return "NPE " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber();
        }
    }

    public static void main(String[] args) {
        long[] l = new long[200];
        double[] d = new double[200];
        long s = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < l.length; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            l[i] = s >> 7;
            d[i] = (s >>> 11) * 0x1.0p-53 - 0.5;
        }
        long total = 0;
        double dt = 0;
        int below = 0, sc = 0;
        for (int r = 0; r < 300; r++) {
            total += sumLongs(l, r % 13, 200 - r % 11, 0, 0);
            dt += sumDoubles(0, 1, 2, 3, d, 200 - r % 5);
            below += countBelow(0, l, 0, l[r % 200]);
            sc += scan(l, l[(r * 7) % 200]);
        }
        System.out.println("sumLongs " + total);
        System.out.println("sumDoubles " + dt + " " + Double.doubleToLongBits(dt));
        System.out.println("countBelow " + below);
        System.out.println("scan " + sc);
        double[] small = { 1.5, -2.25, 1e300 };
        long[] smallL = { 7, -8, Long.MIN_VALUE };
        for (int r = 0; r < 3; r++) {
            System.out.println(fault(small, smallL, 0, 0, 2));
            System.out.println(fault(small, smallL, 0, 0, 3));
            System.out.println(fault(small, smallL, 0, 0, -1));
            System.out.println(fault(null, smallL, 0, 0, 0));
            System.out.println(fault(small, null, 0, 0, 1));
            System.out.println(fault(new double[5], smallL, 0, 0, 4));
        }
    }
}
