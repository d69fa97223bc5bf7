/*
 * Format: String.format and java.util.Formatter. Integers with flags and
 * widths, doubles under %f, %e and %g (the shortest-digit conversion and
 * HALF_UP rounding), %s padding, %x, argument indices, and a Formatter
 * reused over a StringBuilder. The checksum is the sum of the results'
 * hash codes, so it is the same on every VM that formats as JDK 17 does.
 */
public class Format {
    static long integers(int count) {
        long check = 0;
        for (int i = 0; i < count; i++) {
            int v = i * 7919 - 1000000;
            String s = String.format("%d|%,12d|%+08d|%(d|%x|%#o", v, v, i, v, v, i);
            check += s.hashCode();
        }
        return check;
    }

    static long doubles(int count) {
        long check = 0;
        double x = 0.001;
        for (int i = 0; i < count; i++) {
            x = x * 1.37 + 0.25;
            if (x > 1e9) {
                x = x / 1e12;
            }
            String s = String.format("%.3f %10.2e %g %.9f", x, -x, x / 7, 1.0 / (i + 1));
            check += s.hashCode();
        }
        return check;
    }

    static long strings(int count) {
        long check = 0;
        String[] names = { "alpha", "beta", "gamma", "delta", "epsilon", "zeta" };
        for (int i = 0; i < count; i++) {
            String n = names[i % names.length];
            String s = String.format("%-10s|%8.3s|%S|%2$s %1$c %3$b%n", Character.valueOf((char) ('a' + i % 26)),
                    n, (i & 1) == 0);
            check += s.hashCode() + String.format("[%-12s][%12s]", n, n).length();
        }
        return check;
    }

    static long reused(int count) {
        StringBuilder sb = new StringBuilder();
        java.util.Formatter f = new java.util.Formatter(sb);
        long check = 0;
        for (int i = 0; i < count; i++) {
            sb.setLength(0);
            f.format("row %5d: %08.3f %s%n", i, i / 3.0, Integer.toHexString(i));
            check += sb.length() * 31L + sb.charAt(sb.length() / 2);
        }
        return check;
    }

    public static void main(String[] args) {
        long check = 0;
        check = check * 31 + integers(3000);
        check = check * 31 + doubles(2000);
        check = check * 31 + strings(2000);
        check = check * 31 + reused(3000);
        System.out.println("Format checksum " + check);
    }
}
