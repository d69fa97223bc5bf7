/*
 * Statement superinstructions over double fields (the double bank):
 * `dx = a.x - b.x` (and +), `a.vx -= dx * s` (and +=) and `s = b.mass *
 * scale`, with their fields read before and after they are first
 * resolved, a null object on either side (the helpful messages and line
 * numbers), fields inherited from a superclass, a volatile field, one
 * object on both sides, signed zeros, infinities and NaN, and the
 * n-body step they come from; and `c[j] += k * b[j]` over double arrays
 * (a matrix product), with either array null or short; `o = arr[i]` and
 * `a.x += k * b.vx`.
 */
public class FusedFieldStatements {
    static class Base {
        double x, y;
    }

    static class Body extends Base {
        double vx, vy;
        volatile double mass;

        Body(double x, double y, double vx, double vy, double mass) {
            this.x = x;
            this.y = y;
            this.vx = vx;
            this.vy = vy;
            this.mass = mass;
        }

        public String toString() {
            return "(" + x + ", " + y + ", " + vx + ", " + vy + ", " + mass + ")";
        }
    }

    static void step(Body[] bodies, double dt) {
        for (int i = 0; i < bodies.length; i++) {
            Body a = bodies[i];
            for (int j = i + 1; j < bodies.length; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                double d2 = dx * dx + dy * dy + 0.01;
                double scale = dt / (d2 * Math.sqrt(d2));
                double sa = b.mass * scale;
                double sb = a.mass * scale;
                a.vx -= dx * sa;
                a.vy -= dy * sa;
                b.vx += dx * sb;
                b.vy += dy * sb;
            }
        }
        for (int i = 0; i < bodies.length; i++) {
            Body a = bodies[i];
            a.x += dt * a.vx;
            a.y += dt * a.vy;
        }
    }

    /* Each statement once per call: the first call runs them before any
     * of their fields is resolved. */
    static double once(Body a, Body b, double k) {
        double r = 0;
        for (int i = 0; i < 2; i++) {
            double d = a.x - b.y;
            double e = a.vy + b.vx;
            a.vx -= d * k;
            b.vy += e * k;
            double m = b.mass * k;
            r = r + d + e + m;
        }
        return r;
    }

    /* o = arr[i], and a.x += k * b.vx (and -=), a local times a field, in
     * a loop: the first run before the fields are resolved, a volatile
     * field, the objects and the array null or short. */
    static String updates(Body[] arr, int n, double k) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            try {
                Body a = arr[i];
                int j = n - 1 - i;
                Body b = arr[j];
                a.x += k * b.vx;
                a.y -= k * a.mass;
                b.vy -= k * a.y;
                sb.append(' ').append(a).append(b);
            } catch (RuntimeException e) {
                sb.append(' ').append(thrown(e));
            }
        }
        return sb.toString();
    }

    /* c[j] += k * b[j]: a matrix product's inner loop. */
    static double[] product(double[][] a, double[][] b, int n) {
        double[] c = new double[n * n];
        for (int i = 0; i < n; i++) {
            double[] ci = new double[n];
            for (int k = 0; k < n; k++) {
                double aik = a[i][k];
                double[] bk = b[k];
                for (int j = 0; j < n; j++) {
                    ci[j] += aik * bk[j];
                }
            }
            System.arraycopy(ci, 0, c, i * n, n);
        }
        return c;
    }

    static void axpy(double[] c, double k, double[] b, int from, int to) {
        for (int j = from; j < to; j++) {
            c[j] += k * b[j];
        }
    }

    static String thrown(Throwable e) {
        return e.getClass().getName() + ": " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber();
    }

    public static void main(String[] args) {
        Body p = new Body(1.5, -2.0, 0.25, 0.5, 3.0);
        Body q = new Body(-0.5, 4.0, -1.0, 2.0, 0.5);
        Body r = new Body(0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, -1.0);
        System.out.println("updates" + updates(new Body[] { p, q, r }, 3, 0.5));
        System.out.println("updates" + updates(new Body[] { p, q, r }, 3, -0.0));
        System.out.println("updates" + updates(new Body[] { p, null, q }, 3, 2.0));
        System.out.println("updates" + updates(new Body[] { q, r }, 3, 1.0));
        System.out.println("updates" + updates(new Body[] { q, r, null }, 3, 0.25));
        System.out.println("updates" + updates(null, 1, 1.0));
        System.out.println("once " + once(p, q, 0.125) + " " + p + " " + q);
        System.out.println("once " + once(p, p, -2.0) + " " + p);
        double[] specials = { 0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN,
                              Double.MIN_VALUE, Double.MAX_VALUE };
        for (double v : specials) {
            Body a = new Body(v, -v, v, 0.0, v);
            Body b = new Body(-0.0, v, 1.0, -v, 2.0);
            System.out.println("special " + v + ": " + once(a, b, v) + " " + a + " " + b);
        }
        Body[] bodies = new Body[5];
        for (int i = 0; i < bodies.length; i++) {
            bodies[i] = new Body(i * 1.25 - 2.0, (i % 3) * 0.75, 0.1 * i, -0.05 * i, 1.0 + i);
        }
        for (int s = 0; s < 3000; s++) {
            step(bodies, 0.001);
        }
        for (Body b : bodies) {
            System.out.println("body " + b);
        }
        try {
            once(null, q, 1.0);
        } catch (NullPointerException e) {
            System.out.println("null a: " + thrown(e));
        }
        try {
            once(p, null, 1.0);
        } catch (NullPointerException e) {
            System.out.println("null b: " + thrown(e) + " " + p);
        }
        double[][] ma = new double[6][6], mb = new double[6][6];
        for (int i = 0; i < 6; i++) {
            for (int j = 0; j < 6; j++) {
                ma[i][j] = (i * 7 + j * 3) % 11 - 5.5;
                mb[i][j] = (i * 5 + j * 13) % 17 * 0.3;
            }
        }
        ma[2][3] = Double.NaN;
        mb[4][1] = Double.NEGATIVE_INFINITY;
        System.out.println("product " + java.util.Arrays.toString(product(ma, mb, 6)));
        double[] c = { 1, 2, 3 }, b = { 0.5, -0.0, Double.MAX_VALUE };
        axpy(c, 2.0, b, 0, 3);
        System.out.println("axpy " + java.util.Arrays.toString(c));
        axpy(c, -0.0, c, 0, 3);
        System.out.println("axpy itself " + java.util.Arrays.toString(c));
        try {
            axpy(c, 1.0, b, 1, 4);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("axpy: " + thrown(e) + " " + java.util.Arrays.toString(c));
        }
        try {
            axpy(c, 1.0, new double[2], 0, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("axpy short b: " + thrown(e) + " " + java.util.Arrays.toString(c));
        }
        try {
            axpy(null, 1.0, b, 0, 3);
        } catch (NullPointerException e) {
            System.out.println("axpy null c: " + thrown(e));
        }
        try {
            axpy(c, 1.0, null, 0, 3);
        } catch (NullPointerException e) {
            System.out.println("axpy null b: " + thrown(e));
        }
        Body[] withNull = { p, null };
        try {
            step(withNull, 0.5);
        } catch (NullPointerException e) {
            System.out.println("step: " + thrown(e) + " " + p);
        }
    }
}
