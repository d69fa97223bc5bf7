/*
 * Chains of double arithmetic on locals, as javac compiles `x = a * b * c + d`:
 * a superinstruction's result followed by further `dload k; d<op>` pairs,
 * each rounded on its own and applied in source order (left to right), then
 * stored into a local (dstore, dstore_<n>) or left on the stack. The values
 * are chosen so that a different order or a fused rounding gives a different
 * result; NaN, infinities and signed zeros pass through every form.
 */
public class DoubleChains {
    static double chain4(double a, double b, double c, double d, double e) {
        double pad = 0.5;                   /* locals past 3: the long forms */
        double x = a * b * c + d - e;
        double y = a - b - c - d;
        double z = a + b + c * d;           /* c * d first: not a chain */
        return x + 2 * y + 3 * z + pad * 0;
    }

    static double shortForms(double a, double b) {
        double c = a * b - a;               /* dstore_<n> */
        double d = c + b * a;
        return c - d;
    }

    static double onStack(double a, double b, double c, double[] out) {
        out[0] = a * b + c - a;             /* the chain's result goes to an array */
        return Math.max(a * b - c, b + c - a);
    }

    static double loop(double zr, double zi, double cr, double ci, int n) {
        double zr2 = 0, zi2 = 0;
        for (int i = 0; i < n; i++) {
            zi = 2.0 * zr * zi + ci;
            zr = zr2 - zi2 + cr;
            zr2 = zr * zr;
            zi2 = zi * zi;
        }
        return zr + zi;
    }

    static String bits(double v) {
        return v + " " + Long.toHexString(Double.doubleToRawLongBits(v));
    }

    public static void main(String[] args) {
        double[][] cases = {
            { 1e308, 10.0, 0.1, 1.0, 3.0 },
            { 0.1, 0.2, 0.3, 1e-17, 7e-17 },
            { 1.0 / 3, 3.0, 1e16, 1.0, -1.0 },
            { -0.0, 0.0, -0.0, 0.0, 0.0 },
            { Double.NaN, 1.0, 2.0, 3.0, 4.0 },
            { Double.POSITIVE_INFINITY, 0.0, 1.0, 2.0, 3.0 },
            { 4.9e-324, 0.5, 2.0, -4.9e-324, 1e-320 },
            { 123456789.123, 987654321.987, -1e-9, 1e9, 0.333 },
        };
        double[] out = new double[1];
        for (int r = 0; r < 3; r++) {           /* first and later runs */
            for (double[] c : cases) {
                System.out.println(bits(chain4(c[0], c[1], c[2], c[3], c[4])) + " | "
                        + bits(shortForms(c[0], c[1])) + " | "
                        + bits(onStack(c[2], c[3], c[4], out)) + " " + bits(out[0]));
            }
        }
        System.out.println(bits(loop(0, 0, -0.75, 0.1, 1000)));
        System.out.println(bits(loop(0, 0, 0.3, 0.5, 50)));
        System.out.println(bits(loop(0, 0, 0.25, 0.0, 100000)));
    }
}
