/* %g and %G: the switch between fixed and scientific after rounding, precision 0 and 1, flags. */
public class FormatGeneral {
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
        double[] values = { 0.0, -0.0, 1e-4, 9.99999e-5, 9.999995e-5, 0.0001234, 1e-5, 0.1,
            1.0, 99999.95, 99999.94, 999999.4, 999999.5, 1e6, 123456.0, 1234567.0, 1e7, 1e-300,
            1e300, 0.5, 1.5, 2.5, 9.5, 95.0, 0.00095, 0.000095, 3.14159265358979 };
        for (int i = 0; i < values.length; i++) {
            double v = values[i];
            System.out.println(v + ": " + String.format("%g %.0g %.1g %.2g %.3g %.10g %.17G", v, v, v, v, v, v, v));
        }
        t("%g", 1.0f);
        t("%.3g", 0.1f);
        t("%,g", 1234567.891);
        t("%,.10g", 1234567.891);
        t("%,g", 123456.7);
        t("%+g", 1.0);
        t("% g", 1.0);
        t("%(g", -1.0);
        t("%(g", -1e-10);
        t("%015g", -1.0);
        t("%015g", -1e-10);
        t("%(015g", -1e-10);
        t("%-15g|", 1e-10);
        t("%15G|", 1e-10);
        t("%#g", 1.0);
        t("%g", 'c');
        t("%G", Double.NaN);
        t("%g", Double.NEGATIVE_INFINITY);
        t("%+G", Double.POSITIVE_INFINITY);
        t("%g", (Object) null);
    }
}
