/*
 * ArrayLoops: tight loops over primitive arrays. Measures array loads and
 * stores with bounds checks, integer and double arithmetic, and backward
 * branches (where an interpreter polls for safepoints).
 */
public class ArrayLoops {
    static int sieve(int n) {
        int[] composite = new int[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (composite[i] == 0) {
                count++;
                for (int j = i + i; j <= n; j += i) {
                    composite[j] = 1;
                }
            }
        }
        return count;
    }

    static long matrixMultiply(int n) {
        double[][] a = new double[n][n];
        double[][] b = new double[n][n];
        double[][] c = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i][j] = (i * 7 + j * 3) % 11 - 5.0;
                b[i][j] = (i * 5 + j * 13) % 17 * 0.25;
            }
        }
        for (int i = 0; i < n; i++) {
            double[] ci = c[i];
            double[] ai = a[i];
            for (int k = 0; k < n; k++) {
                double aik = ai[k];
                double[] bk = b[k];
                for (int j = 0; j < n; j++) {
                    ci[j] += aik * bk[j];
                }
            }
        }
        double trace = 0;
        for (int i = 0; i < n; i++) {
            trace += c[i][i] + c[i][n - 1 - i] * 0.5;
        }
        /* Every product and sum here is exact in binary, so the cast is stable. */
        return (long) (trace * 4.0);
    }

    static long prefixSums(int n, int rounds) {
        int[] data = new int[n];
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) {
            data[i] = (i * 1103515245 + 12345) >>> 16;
        }
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < n; i++) {
                prefix[i + 1] = prefix[i] + data[i];
            }
            int lo = (r * 97) % (n / 2);
            int hi = lo + n / 2;
            check += prefix[hi] - prefix[lo];
            data[r % n] ^= r;
        }
        return check;
    }

    static long bubbleSort(int n) {
        int[] v = new int[n];
        for (int i = 0; i < n; i++) {
            v[i] = (i * 7919) % n;
        }
        for (int i = 0; i < n - 1; i++) {
            for (int j = 0; j < n - 1 - i; j++) {
                if (v[j] > v[j + 1]) {
                    int t = v[j];
                    v[j] = v[j + 1];
                    v[j + 1] = t;
                }
            }
        }
        long check = 0;
        for (int i = 0; i < n; i++) {
            check = check * 3 + v[i];
        }
        return check;
    }

    public static void main(String[] args) {
        long check = 0;
        check = check * 31 + sieve(5000000);
        check = check * 31 + matrixMultiply(260);
        check = check * 31 + prefixSums(100000, 400);
        check = check * 31 + bubbleSort(5000);
        System.out.println("ArrayLoops checksum " + check);
    }
}
