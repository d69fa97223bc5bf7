/*
 * SpectralNorm: the largest singular value of the leading n x n block of
 * the infinite matrix A(i,j) = 1 / ((i+j)(i+j+1)/2 + i + 1), by power
 * iteration on A^T A. Measures double[] loads and stores, double division
 * and multiply-add in nested loops, and static calls in the inner loop.
 */
public class SpectralNorm {
    static double entry(int i, int j) {
        int s = i + j;
        return 1.0 / (s * (s + 1) / 2 + i + 1);
    }

    /* out = A v */
    static void times(double[] v, double[] out) {
        int n = v.length;
        for (int i = 0; i < n; i++) {
            double sum = 0;
            for (int j = 0; j < n; j++) {
                sum += entry(i, j) * v[j];
            }
            out[i] = sum;
        }
    }

    /* out = A^T v */
    static void timesTransposed(double[] v, double[] out) {
        int n = v.length;
        for (int i = 0; i < n; i++) {
            double sum = 0;
            for (int j = 0; j < n; j++) {
                sum += entry(j, i) * v[j];
            }
            out[i] = sum;
        }
    }

    /* out = A^T A v, with tmp as scratch */
    static void timesAtA(double[] v, double[] out, double[] tmp) {
        times(v, tmp);
        timesTransposed(tmp, out);
    }

    static double norm(int n, int iterations) {
        double[] u = new double[n];
        double[] v = new double[n];
        double[] tmp = new double[n];
        for (int i = 0; i < n; i++) {
            u[i] = 1.0;
        }
        for (int k = 0; k < iterations; k++) {
            timesAtA(u, v, tmp);
            timesAtA(v, u, tmp);
        }
        double uv = 0, vv = 0;
        for (int i = 0; i < n; i++) {
            uv += u[i] * v[i];
            vv += v[i] * v[i];
        }
        return Math.sqrt(uv / vv);
    }

    public static void main(String[] args) {
        long check = 0;
        check = check * 31 + (long) (norm(N, 10) * 1e9);
        check = check * 31 + (long) (norm(N / 2 + 3, 6) * 1e9);
        /* Only +, *, / and Math.sqrt, exactly rounded in Java, so the
         * scaled results are the same on every VM. */
        System.out.println("SpectralNorm checksum " + check);
    }

    static final int N = 720;
}
