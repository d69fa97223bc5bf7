/*
 * The double bank of superinstructions: the end of `x = a - b` and
 * `x = a + b` into a local (dsub or dadd, dstore) and of `o.f -= e`,
 * `o.f += e` and `o.f = a - b` into a field (dsub or dadd, putfield), with
 * signed zeros, infinities and NaN, a field's first run (before its
 * putfield is quickened) and later runs, a null object, and a long field
 * beside the double ones.
 */
public class FusedDoubleBank {
    double x, y, z;
    double vx, vy, vz;
    long count;
    double mass = 2.0;

    static double locals(double a, double b, double c) {
        double d = a - b;
        double e = d + c;
        double f = e - a;
        double g = f + d;
        double h = g - g;
        double k = h + h;
        return d * 1000 + e * 100 + f * 10 + g + k;
    }

    static String zeros(double a, double b) {
        double d = a - b;
        double e = a + b;
        return d + " " + e + " " + (1 / d) + " " + (1 / e);
    }

    static void advance(FusedDoubleBank[] bodies, double dt) {
        for (int i = 0; i < bodies.length; i++) {
            FusedDoubleBank bi = bodies[i];
            for (int j = i + 1; j < bodies.length; j++) {
                FusedDoubleBank bj = bodies[j];
                double dx = bi.x - bj.x;
                double dy = bi.y - bj.y;
                double dz = bi.z - bj.z;
                double d2 = dx * dx + dy * dy + dz * dz + 0.01;
                double mag = dt / (d2 * Math.sqrt(d2));
                bi.vx -= dx * bj.mass * mag;
                bi.vy -= dy * bj.mass * mag;
                bi.vz -= dz * bj.mass * mag;
                bj.vx += dx * bi.mass * mag;
                bj.vy += dy * bi.mass * mag;
                bj.vz += dz * bi.mass * mag;
                bi.count += 1;
            }
        }
        for (int i = 0; i < bodies.length; i++) {
            FusedDoubleBank b = bodies[i];
            b.x += dt * b.vx;
            b.y += dt * b.vy;
            b.z += dt * b.vz;
        }
    }

    static void assign(FusedDoubleBank p, double a, double b, double c, double d) {
        p.x = a - b;
        p.y = c + d;
    }

    public static void main(String[] args) {
        System.out.println("locals " + locals(1.5, 0.25, 3.0) + " " + locals(1e308, -1e308, 1.0));
        System.out.println("locals " + locals(Double.NaN, 1, 2) + " " + locals(Double.POSITIVE_INFINITY, 1, 2));
        System.out.println("zeros " + zeros(0.0, 0.0) + " | " + zeros(-0.0, 0.0) + " | " + zeros(-0.0, -0.0));

        FusedDoubleBank[] bodies = new FusedDoubleBank[4];
        for (int i = 0; i < bodies.length; i++) {
            FusedDoubleBank b = new FusedDoubleBank();
            b.x = i * 1.25;
            b.y = -i * 0.5;
            b.z = i * i * 0.125;
            b.mass = 1.0 + i;
            bodies[i] = b;
        }
        for (int step = 0; step < 200; step++) {
            advance(bodies, 0.01);
            if (step == 0 || step == 1 || step == 199) {
                for (FusedDoubleBank b : bodies) {
                    System.out.println("step " + step + ": " + b.x + " " + b.y + " " + b.z + " " + b.vx + " "
                        + b.vy + " " + b.vz + " " + b.count);
                }
            }
        }

        FusedDoubleBank p = new FusedDoubleBank();
        for (int k = 0; k < 3; k++) {
            assign(p, k, 0.5, -k, Double.MIN_VALUE);
            System.out.println("assign " + p.x + " " + p.y);
        }
        try {
            assign(null, 1, 2, 3, 4);
        } catch (NullPointerException e) {
            System.out.println("assign null: " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber());
        }
        try {
            advance(new FusedDoubleBank[] { new FusedDoubleBank(), null }, 0.5);
        } catch (NullPointerException e) {
            System.out.println("advance null: " + e.getMessage() + " at line " + e.getStackTrace()[0].getLineNumber());
        }
    }
}
