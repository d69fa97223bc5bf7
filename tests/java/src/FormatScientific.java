/* %e and %E: rounding to significant digits, exponents of every size, zero, flags. */
public class FormatScientific {
    static void t(String f, Object... a) {
        String r;
        try {
            r = "[" + String.format(f, a) + "]";
        } catch (RuntimeException e) {
            r = e.getClass().getName() + ": " + e.getMessage();
        }
        System.out.println(f + " " + r);
    }

    public static void main(String[] args) {
        double[] values = { 0.0, -0.0, 1.0, -1.0, 0.1, 123456.789, 9.9999995, 9.5, 0.5, 1.5e-5,
            1e100, 1e-100, 1.7976931348623157e308, 4.9e-324, 2.2250738585072014E-308, 1e23, 0.15,
            1.005, 12345678901234567890.0, 6.02214076e23, -6.62607015e-34 };
        for (int i = 0; i < values.length; i++) {
            double v = values[i];
            System.out.println(v + ": " + String.format("%e %.0e %.1e %.3e %.10e %.20E", v, v, v, v, v, v));
        }
        t("%e", 1.0f);
        t("%.3e", 0.1f);
        t("%e", Float.MIN_VALUE);
        t("%#.0e", 1.0);
        t("%#.0E", 25.0);
        t("%.0e", 25.0);
        t("%.0e", 35.0);
        t("%.1e", 0.95);
        t("%.2e", 9.995);
        t("%+e", 1.0);
        t("% e", 1.0);
        t("%(e", -1.0);
        t("%(e", 1.0);
        t("%015e", -1.0);
        t("%015.2e", 12345.0);
        t("%(015.2e", -12345.0);
        t("%-15.2e|", 12345.0);
        t("%15.2E|", 1e-200);
        t("%015.2e", 1e-200);
        t("%015.2e", 0.0);
        t("%,e", 1.0);
        t("%e", 1);
        t("%e", (Object) null);
        t("%12e|", (Object) null);
        t("%E", Double.NaN);
        t("%e", Double.NEGATIVE_INFINITY);
        t("%E", Double.POSITIVE_INFINITY);
        t("%+(e", Double.NEGATIVE_INFINITY);
        t("%020e", Double.NEGATIVE_INFINITY);
    }
}
