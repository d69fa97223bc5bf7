/* %f: HALF_UP rounding of the shortest decimal digits, precisions, flags, huge and tiny values. */
public class FormatFixed {
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
        double[] ties = { 0.5, 1.5, 2.5, 3.5, -0.5, -2.5, 0.15, 0.25, 0.35, 0.45, 1.005, 1.015,
            1.025, 2.675, 4.35, 0.045, 0.125, 0.375, 9.995, 99.995, 0.9999995, 1.0E-7, 5.0E-7 };
        for (int i = 0; i < ties.length; i++) {
            double v = ties[i];
            System.out.println(v + ": " + String.format("%.0f %.1f %.2f %.3f %.6f %f", v, v, v, v, v, v));
        }
        t("%.20f", 0.1);
        t("%.17f", 0.1);
        t("%.30f", 1.0 / 3);
        t("%.16f", 2.0 / 3);
        t("%.0f", 0.49999999999999994);
        t("%.1f", 0.05);
        t("%.1f", 0.04);
        t("%.1f", 0.0951);
        t("%.3f", 0.0004);
        t("%.3f", 0.0005);
        t("%.2f", 99.995);
        t("%.2f", 999999.995);
        t("%f", 1e300);
        t("%.2f", Double.MAX_VALUE);
        t("%f", Double.MIN_VALUE);
        t("%.330f", Double.MIN_VALUE);
        t("%.325f", 2.5e-324);
        t("%f", 1e-7);
        t("%f", 5e-7);
        t("%f", 4.9999e-7);
        t("%f", 123456789.123456789);
        t("%f", 1e21);
        t("%f", 1e22);
        t("%f", 1e23);
        t("%.0f", 1e23);
        t("%f", 9007199254740993.0);
        t("%f", (float) 0.1);
        t("%.10f", 0.1f);
        t("%f", Float.MAX_VALUE);
        t("%.3f", 1.0005f);
        t("%f", 0.0);
        t("%f", -0.0);
        t("%.0f", -0.0);
        t("%+.2f", -0.0);
        t("%(.2f", -0.0);
        t("%.1f", -0.04);
        t("%#.0f", 3.0);
        t("%#.0f", -3.5);
        t("%,f", 1234567.891);
        t("%,.2f", 1234567.891);
        t("%,.0f", 999.5);
        t("%,015.2f", -1234567.891);
        t("%(,.2f", -1234567.891);
        t("%+,.3f", 1234.5);
        t("% .3f", 1234.5);
        t("%(f", 1.0);
        t("%012.3f", -3.14159);
        t("%-12.3f|", -3.14159);
        t("%+012.3f", 3.14159);
        t("% 012.3f", 3.14159);
        t("%(012.3f", -3.14159);
        t("%12.3f|", 3.14159);
        t("%3.3f|", 3.14159);
        t("%.3f", 1);
        t("%.3f", "1");
        t("%f", (Object) null);
        t("%.2f %.2f %.2f", 0.125, 0.135, 0.145);
        t("%.15f %.16f %.17f", 0.3, 0.3, 0.3);
        t("%.1f %.1f %.1f %.1f", 0.95, 9.95, 99.95, 999.95);
    }
}
