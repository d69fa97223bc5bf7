import java.util.*;

/**
 * n-body with the output written the ways the many versions print it: printf("%.9f"),
 * String.format with Locale.ROOT, Formatter into a StringBuilder, DecimalFormat, and
 * Double.toString; plus energy drift over several step counts and dt values, and the
 * integrator written with Math.fma and StrictMath.
 */
public class GameNBodyFormat {
    static final double PI = 3.141592653589793, SOLAR_MASS = 4 * PI * PI, DAYS = 365.24;

    static double[][] bodies() {
        double[][] b = {
            { 0, 0, 0, 0, 0, 0, 1 },
            { 4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
              1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05, 9.54791938424326609e-04 },
            { 8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
              -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05, 2.85885980666130812e-04 },
            { 1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
              2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05, 4.36624404335156298e-05 },
            { 1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
              2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05, 5.15138902046611451e-05 },
        };
        double px = 0, py = 0, pz = 0;
        for (double[] x : b) {
            for (int k = 3; k < 6; k++) x[k] *= DAYS;
            x[6] *= SOLAR_MASS;
            px += x[3] * x[6];
            py += x[4] * x[6];
            pz += x[5] * x[6];
        }
        b[0][3] = -px / SOLAR_MASS;
        b[0][4] = -py / SOLAR_MASS;
        b[0][5] = -pz / SOLAR_MASS;
        return b;
    }

    static void advance(double[][] b, double dt, boolean fma) {
        for (int i = 0; i < b.length; i++) {
            for (int j = i + 1; j < b.length; j++) {
                double dx = b[i][0] - b[j][0], dy = b[i][1] - b[j][1], dz = b[i][2] - b[j][2];
                double d2 = fma ? Math.fma(dx, dx, Math.fma(dy, dy, dz * dz)) : dx * dx + dy * dy + dz * dz;
                double mag = dt / (d2 * (fma ? StrictMath.sqrt(d2) : Math.sqrt(d2)));
                for (int k = 0; k < 3; k++) {
                    double d = k == 0 ? dx : k == 1 ? dy : dz;
                    b[i][3 + k] -= d * b[j][6] * mag;
                    b[j][3 + k] += d * b[i][6] * mag;
                }
            }
        }
        for (double[] x : b) for (int k = 0; k < 3; k++) x[k] += dt * x[3 + k];
    }

    static double energy(double[][] b) {
        double e = 0;
        for (int i = 0; i < b.length; i++) {
            e += 0.5 * b[i][6] * (b[i][3] * b[i][3] + b[i][4] * b[i][4] + b[i][5] * b[i][5]);
            for (int j = i + 1; j < b.length; j++) {
                double dx = b[i][0] - b[j][0], dy = b[i][1] - b[j][1], dz = b[i][2] - b[j][2];
                e -= b[i][6] * b[j][6] / Math.sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        return e;
    }

    public static void main(String[] args) {
        java.text.DecimalFormat df = new java.text.DecimalFormat("0.000000000");
        StringBuilder sb = new StringBuilder();
        Formatter f = new Formatter(sb, Locale.ROOT);
        for (boolean fma : new boolean[] { false, true }) {
            for (double dt : new double[] { 0.01, 0.001, 0.05 }) {
                double[][] b = bodies();
                double e0 = energy(b);
                for (int i = 0; i < 2000; i++) advance(b, dt, fma);
                double e1 = energy(b);
                System.out.printf("%.9f%n%.9f%n", e0, e1);
                System.out.println(String.format(Locale.ROOT, "fma=%b dt=%.3f drift=%.3e rel=%+.4g%%", fma, dt, e1 - e0, (e1 - e0) / e0 * 100));
                f.format("%s|%s|%s%n", df.format(e1), Double.toString(e1), Double.toHexString(b[1][0]));
            }
        }
        f.flush();
        System.out.print(sb);
        System.out.println(f.locale() + " " + String.format("%10.4f|%-10.2f|%010.3f|%,.2f|%(.2f", -PI, PI, -PI, 1234567.891, -2.5));
        System.out.println(String.format("%e %E %g %G %a", SOLAR_MASS, 1e-10, 0.0001234, 123456789.0, 1.0));
        System.out.println(String.format("%.0f %.1f %.2f %.3f", 0.5, 0.25, 0.125, 0.0625) + " " + String.format("%.9f", -0.0));
        System.out.println(String.format("%.9f %.9f %.9f", 1e-10, 5e-10, -0.1690751638285245));
    }
}
