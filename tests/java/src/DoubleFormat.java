public class DoubleFormat {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 100.0, 1.0E7, 9999999.0, 1.0E10, 1.0E-5, 0.001, 0.0001, 1.0E-3, 123456789.0, 1.0E21, 1.0E22,
            0.1 + 0.2, 0.1, 1.0 / 3, 2.0 / 3, 100.5, 1e100, 1.7976931348623157E308, Double.MIN_VALUE, Double.MIN_NORMAL,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Math.PI, Math.E, 12345.678, 5e-324, 4.9e-324,
            1234567.0, 0.5, 0.25, 0.125, 1e-7, 3.0e-10, 9.999999999999999e22, 2.2250738585072014E-308, 4.35, 0.3, 1.1, 2.675,
            (double) 0.1f, (double) 1.1f, 1e16, 1.2345678901234567e-300, 123e45, -9.87654321e-8};
        for (double d : ds) {
            System.out.println(d + " | " + Double.toString(d) + " | " + (float) d + " | bits " + Long.toHexString(Double.doubleToLongBits(d)));
        }
        String[] ps = {"1", "-1.5", "1e10", "1E-5", ".5", "5.", "  2.5  ", "+3", "NaN", "-Infinity", "Infinity", "0x1p3", "1e400", "1e-400",
            "4.9e-324", "2.2250738585072012e-308", "1.7976931348623157E308", "0.1", "123456789012345678901234567890", "1d", "2.5f", "-0"};
        for (String p : ps) System.out.println("parseDouble(" + p + ") = " + Double.parseDouble(p));
        System.out.println("valueOf " + Double.valueOf("3.25") + " compare " + Double.compare(1.5, 2.5) + " max " + Double.max(1, 2) + " sum " + Double.sum(0.1, 0.2));
        System.out.println("hashCode " + Double.hashCode(1.5) + " " + Double.valueOf(-0.0).hashCode() + " " + Double.hashCode(Double.NaN));
        System.out.println("toHexString " + Double.toHexString(1.0) + " " + Double.toHexString(-0.1) + " " + Double.toHexString(Double.MIN_VALUE));
        System.out.println("longBitsToDouble " + Double.longBitsToDouble(0x4000000000000000L) + " " + Double.longBitsToDouble(0x7ff8000000000000L));
        System.out.println("isFinite " + Double.isFinite(1e308) + " " + Double.isFinite(1e308 * 10));
        double acc = 0;
        for (int i = 0; i < 10; i++) acc += 0.1;
        System.out.println("ten times 0.1 = " + acc);
        System.out.println("concat " + 1.0 + 2.0 + " " + (1.0 + 2.0) + " " + 1e-4 + " " + 100.0 / 3);
    }
}
