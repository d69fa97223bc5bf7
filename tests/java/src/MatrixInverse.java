public class MatrixInverse {
    static double[][] identity(int n) {
        double[][] m = new double[n][n];
        for (int i = 0; i < n; i++) m[i][i] = 1;
        return m;
    }
    static double[][] multiply(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] r = new double[n][m];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                double s = 0;
                for (int t = 0; t < k; t++) s += a[i][t] * b[t][j];
                r[i][j] = s;
            }
        return r;
    }
    static double[][] invert(double[][] src) {
        int n = src.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) a[i] = src[i].clone();
        double[][] inv = identity(n);
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
            if (Math.abs(a[pivot][col]) < 1e-12) throw new ArithmeticException("singular matrix at column " + col);
            double[] t = a[col]; a[col] = a[pivot]; a[pivot] = t;
            t = inv[col]; inv[col] = inv[pivot]; inv[pivot] = t;
            double p = a[col][col];
            for (int j = 0; j < n; j++) { a[col][j] /= p; inv[col][j] /= p; }
            for (int r = 0; r < n; r++) {
                if (r == col) continue;
                double f = a[r][col];
                if (f == 0) continue;
                for (int j = 0; j < n; j++) { a[r][j] -= f * a[col][j]; inv[r][j] -= f * inv[col][j]; }
            }
        }
        return inv;
    }
    static double determinant(double[][] src) {
        int n = src.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) a[i] = src[i].clone();
        double det = 1;
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
            if (a[p][c] == 0) return 0;
            if (p != c) { double[] t = a[p]; a[p] = a[c]; a[c] = t; det = -det; }
            det *= a[c][c];
            for (int r = c + 1; r < n; r++) {
                double f = a[r][c] / a[c][c];
                for (int j = c; j < n; j++) a[r][j] -= f * a[c][j];
            }
        }
        return det;
    }
    static void print(String name, double[][] m) {
        System.out.println(name + ":");
        for (double[] row : m) {
            StringBuilder sb = new StringBuilder("  ");
            for (double v : row) sb.append(v).append("  ");
            System.out.println(sb.toString().trim());
        }
    }
    static void printRounded(String name, double[][] m) {
        System.out.println(name + " (rounded to 1e-9):");
        for (double[] row : m) {
            StringBuilder sb = new StringBuilder("  ");
            for (double v : row) { double r = Math.round(v * 1e9) / 1e9; sb.append(r == 0 ? 0.0 : r).append(' '); }
            System.out.println(sb.toString().trim());
        }
    }
    static double maxError(double[][] m) {
        double e = 0;
        for (int i = 0; i < m.length; i++) for (int j = 0; j < m.length; j++) e = Math.max(e, Math.abs(m[i][j] - (i == j ? 1 : 0)));
        return e;
    }

    public static void main(String[] args) {
        double[][] a = {{4, 7, 2}, {3, 6, 1}, {2, 5, 3}};
        print("A", a);
        double[][] ai = invert(a);
        print("inv(A)", ai);
        print("A*inv(A)", multiply(a, ai));
        System.out.println("det(A) = " + determinant(a) + ", det(inv) = " + determinant(ai) + ", product = " + determinant(a) * determinant(ai));
        int n = 6;
        double[][] h = new double[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) h[i][j] = 1.0 / (i + j + 1);
        double[][] hi = invert(h);
        printRounded("inv(Hilbert6)", hi);
        System.out.println("hilbert det = " + determinant(h) + " max error = " + (maxError(multiply(h, hi)) < 1e-6));
        double[][] rot = {{Math.cos(0.5), -Math.sin(0.5)}, {Math.sin(0.5), Math.cos(0.5)}};
        print("rot", rot);
        print("inv(rot)", invert(rot));
        try {
            invert(new double[][] {{1, 2}, {2, 4}});
        } catch (ArithmeticException e) {
            System.out.println("singular: " + e.getMessage());
        }
        double[][] big = new double[8][8];
        long seed = 7;
        for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            big[i][j] = ((seed >>> 40) % 1000) / 100.0 - 5;
        }
        double[][] bigInv = invert(big);
        System.out.println("random 8x8 det = " + determinant(big) + " err small = " + (maxError(multiply(big, bigInv)) < 1e-9));
        System.out.println("row0 of inverse: " + java.util.Arrays.toString(bigInv[0]));
        double[] special = {0.1 + 0.2, 1.0 / 3, 2.0 / 3, 1e16 + 1, 123456789.125, 1e-320, Double.MIN_VALUE, Double.MAX_VALUE, Math.ulp(1.0), 100.0 / 7, -1e7, 1e7, 0.001, 1e-3 / 3};
        StringBuilder sb = new StringBuilder();
        for (double d : special) sb.append(d).append(' ');
        System.out.println(sb.toString().trim());
        sb.setLength(0);
        for (double d : special) sb.append((float) d).append(' ');
        System.out.println(sb.toString().trim());
    }
}
