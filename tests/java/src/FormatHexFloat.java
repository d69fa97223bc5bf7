/* %a and %A: Double.toHexString digits, precisions 0 to 14, half-even rounding, subnormals, floats. */
public class FormatHexFloat {
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
        double[] values = { 0.0, -0.0, 1.0, -1.5, 0.1, 1.999, 1.0 + Math.ulp(1.0), 1.03125, 1.09375,
            Double.MAX_VALUE, Double.MIN_VALUE, Double.MIN_NORMAL, 3.0e-310, 4.9e-320, 1e300,
            -1234.5678, 1.9999999999999998, 1.5 * Double.MIN_NORMAL };
        for (int i = 0; i < values.length; i++) {
            double v = values[i];
            StringBuilder sb = new StringBuilder(v + ":");
            for (int p = -1; p <= 14; p++) {
                sb.append(' ').append(String.format(p < 0 ? "%a" : "%." + p + "a", v));
            }
            System.out.println(sb);
        }
        t("%a", 1.1f);
        t("%a", Float.MIN_VALUE);
        t("%.2a", Float.MAX_VALUE);
        t("%A", 255.5);
        t("%.3A", -0.1);
        t("%20a|", 1.0);
        t("%-20a|", 1.0);
        t("%020a", 1.0);
        t("%020a", -1.0);
        t("%+020a", 1.0);
        t("% 020a", 1.0);
        t("%010.2a", -1.5);
        t("%020.8a", 1.5);
        t("%+a", 2.0);
        t("% a", 2.0);
        t("%#a", 2.0);
        t("%(a", -2.0);
        t("%,a", 2.0);
        t("%a", Double.NaN);
        t("%A", Double.NEGATIVE_INFINITY);
        t("%+a", Double.POSITIVE_INFINITY);
        t("%a", 1);
        t("%a", (Object) null);
    }
}
