/*
 * Statement superinstructions over double fields (the double bank):
 * `dx = a.x - b.x` (and +), `a.vx -= dx * s` (and +=) and `s = b.mass *
 * scale`, with their fields read before and after they are first
 * resolved, a null object on either side (the helpful messages and line
 * numbers), fields inherited from a superclass, a volatile field, one
 * object on both sides, signed zeros, infinities and NaN, and the
 * n-body step they come from; and `c[j] += k * b[j]` over double arrays
 * (a matrix product), with either array null or short; `o = arr[i]` and
 * `a.x += k * b.vx`; and the statements over fields at offsets larger
 * than the statements keep.
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

    /* More double fields than a statement's shadow byte reaches (it
     * keeps an offset in units of eight bytes, up to 255 of them): the
     * statements over the last fields run instruction by instruction. */
    static class Wide {
        double w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15, w16, w17, w18, w19, w20,
               w21, w22, w23, w24, w25, w26, w27, w28, w29, w30, w31, w32, w33, w34, w35, w36, w37, w38, w39,
               w40, w41, w42, w43, w44, w45, w46, w47, w48, w49, w50, w51, w52, w53, w54, w55, w56, w57, w58,
               w59, w60, w61, w62, w63, w64, w65, w66, w67, w68, w69, w70, w71, w72, w73, w74, w75, w76, w77,
               w78, w79, w80, w81, w82, w83, w84, w85, w86, w87, w88, w89, w90, w91, w92, w93, w94, w95, w96,
               w97, w98, w99, w100, w101, w102, w103, w104, w105, w106, w107, w108, w109, w110, w111, w112,
               w113, w114, w115, w116, w117, w118, w119, w120, w121, w122, w123, w124, w125, w126, w127, w128,
               w129, w130, w131, w132, w133, w134, w135, w136, w137, w138, w139, w140, w141, w142, w143, w144,
               w145, w146, w147, w148, w149, w150, w151, w152, w153, w154, w155, w156, w157, w158, w159, w160,
               w161, w162, w163, w164, w165, w166, w167, w168, w169, w170, w171, w172, w173, w174, w175, w176,
               w177, w178, w179, w180, w181, w182, w183, w184, w185, w186, w187, w188, w189, w190, w191, w192,
               w193, w194, w195, w196, w197, w198, w199, w200, w201, w202, w203, w204, w205, w206, w207, w208,
               w209, w210, w211, w212, w213, w214, w215, w216, w217, w218, w219, w220, w221, w222, w223, w224,
               w225, w226, w227, w228, w229, w230, w231, w232, w233, w234, w235, w236, w237, w238, w239, w240,
               w241, w242, w243, w244, w245, w246, w247, w248, w249, w250, w251, w252, w253, w254, w255, w256,
               w257, w258, w259, w260, w261;

        Wide(double v) {
            w0 = v;
            w1 = -v;
            w260 = 2 * v;
            w261 = v - 1;
        }

        public String toString() {
            return "(" + w0 + ", " + w1 + ", " + w260 + ", " + w261 + ")";
        }
    }

    static String wide(Wide a, Wide b, int n, double k) {
        double r = 0;
        for (int i = 0; i < n; i++) {
            double d = a.w261 - b.w260;
            double e = a.w0 + b.w261;
            a.w261 -= d * k;
            b.w0 += e * k;
            double m = b.w260 * k;
            double f = a.w1 * k;
            a.w260 += k * b.w261;
            b.w1 -= k * a.w0;
            r = r + d + e + m + f;
        }
        return r + " " + a + " " + b;
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
        System.out.println("wide " + wide(new Wide(1.5), new Wide(-0.25), 5, 0.5));
        Wide w = new Wide(3.0);
        System.out.println("wide itself " + wide(w, w, 4, -1.25));
        try {
            wide(w, null, 3, 1.0);
        } catch (NullPointerException e) {
            System.out.println("wide null b: " + thrown(e) + " " + w);
        }
        Body[] withNull = { p, null };
        try {
            step(withNull, 0.5);
        } catch (NullPointerException e) {
            System.out.println("step: " + thrown(e) + " " + p);
        }
    }
}
