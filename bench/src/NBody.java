/*
 * NBody: a gravitational simulation of five bodies (a heavy star and four
 * planets on near-circular orbits) integrated with a fixed time step.
 * Measures getfield/putfield of double fields on objects held in an array,
 * double arithmetic and Math.sqrt in a doubly nested loop.
 */
public class NBody {
    static final class Body {
        double x, y, z;
        double vx, vy, vz;
        double mass;

        Body(double x, double y, double z, double vx, double vy, double vz, double mass) {
            this.x = x;
            this.y = y;
            this.z = z;
            this.vx = vx;
            this.vy = vy;
            this.vz = vz;
            this.mass = mass;
        }
    }

    /* The star has mass 1000 and the gravitational constant is 1, so a
     * planet at radius r circles at speed sqrt(1000 / r). The orbits are
     * tilted a little out of the plane so that every coordinate moves. */
    static Body[] system() {
        double[] radius = { 4.0, 7.5, 12.0, 19.0 };
        double[] mass = { 0.5, 2.0, 0.75, 1.25 };
        Body[] bodies = new Body[5];
        bodies[0] = new Body(0, 0, 0, 0, 0, 0, 1000.0);
        for (int i = 0; i < 4; i++) {
            double r = radius[i];
            double v = Math.sqrt(1000.0 / r);
            double tilt = 0.05 * (i + 1);
            /* Start the planets at alternating sides of the star. */
            double sx = (i % 2 == 0) ? 1.0 : -1.0;
            bodies[i + 1] = new Body(sx * r, 0, r * tilt, 0, sx * v, -sx * v * tilt * 0.5, mass[i]);
        }
        /* Give the star the opposite of the planets' momentum so the
         * centre of mass stays at rest. */
        double px = 0, py = 0, pz = 0;
        for (int i = 1; i < 5; i++) {
            px += bodies[i].vx * bodies[i].mass;
            py += bodies[i].vy * bodies[i].mass;
            pz += bodies[i].vz * bodies[i].mass;
        }
        bodies[0].vx = -px / bodies[0].mass;
        bodies[0].vy = -py / bodies[0].mass;
        bodies[0].vz = -pz / bodies[0].mass;
        return bodies;
    }

    static void advance(Body[] bodies, double dt) {
        int n = bodies.length;
        for (int i = 0; i < n; i++) {
            Body a = bodies[i];
            for (int j = i + 1; j < n; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                double dz = a.z - b.z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double scale = dt / (d2 * Math.sqrt(d2));
                double sa = b.mass * scale;
                double sb = a.mass * scale;
                a.vx -= dx * sa;
                a.vy -= dy * sa;
                a.vz -= dz * sa;
                b.vx += dx * sb;
                b.vy += dy * sb;
                b.vz += dz * sb;
            }
        }
        for (int i = 0; i < n; i++) {
            Body a = bodies[i];
            a.x += dt * a.vx;
            a.y += dt * a.vy;
            a.z += dt * a.vz;
        }
    }

    static double energy(Body[] bodies) {
        double e = 0;
        int n = bodies.length;
        for (int i = 0; i < n; i++) {
            Body a = bodies[i];
            e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz);
            for (int j = i + 1; j < n; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                double dz = a.z - b.z;
                e -= a.mass * b.mass / Math.sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        return e;
    }

    public static void main(String[] args) {
        Body[] bodies = system();
        long check = (long) (energy(bodies) * 1e9);
        for (int round = 0; round < 10; round++) {
            for (int step = 0; step < STEPS; step++) {
                advance(bodies, 0.001);
            }
            check = check * 31 + (long) (energy(bodies) * 1e9);
        }
        for (int i = 0; i < bodies.length; i++) {
            check = check * 31 + (long) (bodies[i].x * 1e9);
            check = check * 31 + (long) (bodies[i].vy * 1e9);
        }
        /* Only +, -, *, / and Math.sqrt, all exactly rounded under Java's
         * floating-point semantics, so every VM computes the same bits. */
        System.out.println("NBody checksum " + check);
    }

    static final int STEPS = 100000;
}
