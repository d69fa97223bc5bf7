public class AsciiRayTracer {
    static final class Vec {
        final double x, y, z;
        Vec(double x, double y, double z) { this.x = x; this.y = y; this.z = z; }
        Vec add(Vec o) { return new Vec(x + o.x, y + o.y, z + o.z); }
        Vec sub(Vec o) { return new Vec(x - o.x, y - o.y, z - o.z); }
        Vec mul(double k) { return new Vec(x * k, y * k, z * k); }
        double dot(Vec o) { return x * o.x + y * o.y + z * o.z; }
        double len() { return Math.sqrt(dot(this)); }
        Vec norm() { double l = len(); return new Vec(x / l, y / l, z / l); }
        public String toString() { return "(" + x + ", " + y + ", " + z + ")"; }
    }

    interface Shape {
        double hit(Vec origin, Vec dir);
        Vec normal(Vec p);
        double reflectivity();
    }

    static final class Sphere implements Shape {
        final Vec c; final double r; final double refl;
        Sphere(Vec c, double r, double refl) { this.c = c; this.r = r; this.refl = refl; }
        public double hit(Vec o, Vec d) {
            Vec oc = o.sub(c);
            double b = oc.dot(d);
            double cc = oc.dot(oc) - r * r;
            double disc = b * b - cc;
            if (disc < 0) return -1;
            double s = Math.sqrt(disc);
            double t = -b - s;
            if (t > 1e-6) return t;
            t = -b + s;
            return t > 1e-6 ? t : -1;
        }
        public Vec normal(Vec p) { return p.sub(c).mul(1 / r); }
        public double reflectivity() { return refl; }
    }

    static final class Plane implements Shape {
        final Vec n; final double d;
        Plane(Vec n, double d) { this.n = n.norm(); this.d = d; }
        public double hit(Vec o, Vec dir) {
            double den = n.dot(dir);
            if (Math.abs(den) < 1e-9) return -1;
            double t = -(n.dot(o) + d) / den;
            return t > 1e-6 ? t : -1;
        }
        public Vec normal(Vec p) { return n; }
        public double reflectivity() { return 0.2; }
    }

    static final Shape[] SCENE = {
        new Sphere(new Vec(0, 0, 5), 1.5, 0.3),
        new Sphere(new Vec(-2.2, -0.5, 6), 1.0, 0.0),
        new Sphere(new Vec(2.0, 0.8, 4.5), 0.7, 0.6),
        new Plane(new Vec(0, 1, 0), 1.6),
    };
    static final Vec LIGHT = new Vec(-4, 6, -2);

    static double trace(Vec o, Vec d, int depth) {
        double best = Double.MAX_VALUE;
        Shape hit = null;
        for (Shape s : SCENE) {
            double t = s.hit(o, d);
            if (t > 0 && t < best) { best = t; hit = s; }
        }
        if (hit == null) return 0.05 + 0.1 * Math.pow(Math.max(0, d.y), 0.5);
        Vec p = o.add(d.mul(best));
        Vec n = hit.normal(p);
        Vec toL = LIGHT.sub(p).norm();
        double diffuse = Math.max(0, n.dot(toL));
        for (Shape s : SCENE) {
            if (s != hit && s.hit(p, toL) > 0) { diffuse *= 0.25; break; }
        }
        Vec refl = d.sub(n.mul(2 * d.dot(n)));
        double spec = Math.pow(Math.max(0, refl.dot(toL)), 20);
        double c = 0.1 + 0.7 * diffuse + 0.4 * spec;
        if (depth < 3 && hit.reflectivity() > 0) {
            c = c * (1 - hit.reflectivity()) + hit.reflectivity() * trace(p, refl.norm(), depth + 1);
        }
        return c;
    }

    public static void main(String[] args) {
        String ramp = " .:-=+*#%@";
        int w = 64, h = 28;
        Vec eye = new Vec(0, 0.3, -1);
        double sum = 0, max = 0, min = Double.MAX_VALUE;
        int[] hist = new int[ramp.length()];
        for (int j = 0; j < h; j++) {
            StringBuilder row = new StringBuilder();
            for (int i = 0; i < w; i++) {
                double u = (i - w / 2.0) / (w / 2.0);
                double v = -(j - h / 2.0) / (h / 2.0) * 0.75;
                Vec dir = new Vec(u, v, 1.2).norm();
                double c = trace(eye, dir, 0);
                sum += c;
                max = Math.max(max, c);
                min = Math.min(min, c);
                int k = (int) (Math.min(0.999, Math.max(0, c)) * ramp.length());
                hist[k]++;
                row.append(ramp.charAt(k));
            }
            System.out.println("|" + row + "|");
        }
        System.out.println("sum=" + sum);
        System.out.println("min=" + min + " max=" + max + " mean=" + sum / (w * h));
        StringBuilder hs = new StringBuilder();
        for (int k = 0; k < hist.length; k++) hs.append(ramp.charAt(k) == ' ' ? '_' : ramp.charAt(k)).append('=').append(hist[k]).append(' ');
        System.out.println(hs.toString().trim());
        Vec a = new Vec(1, 2, 3).norm();
        System.out.println("norm " + a + " len " + a.len());
        System.out.println("pow " + Math.pow(2, 0.5) + " " + Math.pow(10, -3) + " " + Math.pow(0.5, 20) + " " + Math.pow(-8, 1.0 / 3));
        System.out.println("sqrt " + Math.sqrt(2) + " " + Math.sqrt(1e-300) + " " + Math.sqrt(-1) + " " + Math.sqrt(Double.MAX_VALUE));
        double t = new Sphere(new Vec(0, 0, 5), 1.5, 0).hit(new Vec(0, 0, 0), new Vec(0, 0, 1));
        System.out.println("t=" + t + " " + (float) t + " " + (long) (t * 1e15));
    }
}
