public class FloatCompare {
    static String cmp(double a, double b) {
        return "(" + a + "," + b + ") < " + (a < b) + " <= " + (a <= b) + " > " + (a > b)
            + " >= " + (a >= b) + " == " + (a == b) + " != " + (a != b)
            + " compare " + Double.compare(a, b) + " equals " + Double.valueOf(a).equals(b);
    }

    static String cmpf(float a, float b) {
        return "(" + a + "," + b + ") < " + (a < b) + " <= " + (a <= b) + " > " + (a > b)
            + " == " + (a == b) + " compare " + Float.compare(a, b);
    }

    public static void main(String[] args) {
        double nan = Double.NaN, inf = Double.POSITIVE_INFINITY;
        double[] vs = {0.0, -0.0, 1.0, nan, inf, -inf};
        for (double a : vs) {
            for (double b : vs) {
                System.out.println(cmp(a, b));
            }
        }
        float[] fs = {0.0f, -0.0f, Float.NaN, 2.5f};
        for (float a : fs) {
            for (float b : fs) {
                System.out.println(cmpf(a, b));
            }
        }
        System.out.println("1/0.0 = " + (1 / 0.0) + ", 1/-0.0 = " + (1 / -0.0));
        System.out.println("0.0/0.0 = " + (0.0 / 0.0) + ", inf-inf = " + (inf - inf));
        System.out.println("-0.0 + 0.0 = " + (-0.0 + 0.0) + ", -0.0 * 1 = " + (-0.0 * 1));
        System.out.println("Math.min(0.0,-0.0) = " + Math.min(0.0, -0.0) + ", max = " + Math.max(-0.0, 0.0));
        System.out.println("Math.min(nan,1) = " + Math.min(nan, 1.0));
        System.out.println("isNaN " + Double.isNaN(nan) + " " + Float.isNaN(0f / 0f) + " isInfinite " + Double.isInfinite(-inf));
        System.out.println("nan != nan: " + (nan != nan));
        System.out.println("5.5 % 2 = " + (5.5 % 2) + ", -5.5 % 2 = " + (-5.5 % 2) + ", 5 % -0.0 = " + (5 % -0.0));
        System.out.println("inf % 2 = " + (inf % 2) + ", 2 % inf = " + (2 % inf));
        System.out.println("1e308*10 = " + (1e308 * 10) + ", 1e-323/10 = " + (1e-323 / 10));
        System.out.println("float overflow = " + (3e38f * 10f) + ", (float)1e40 = " + (float) 1e40);
        System.out.println("doubleToLongBits(-0.0) = " + Double.doubleToLongBits(-0.0));
        System.out.println("doubleToLongBits(NaN) = " + Double.doubleToLongBits(nan));
        System.out.println("floatToIntBits(-0f) = " + Float.floatToIntBits(-0f));
        System.out.println("Double.valueOf(0.0).equals(-0.0) = " + Double.valueOf(0.0).equals(-0.0));
        System.out.println("Double.valueOf(NaN).equals(NaN) = " + Double.valueOf(nan).equals(nan));
        System.out.println("sqrt(-1) = " + Math.sqrt(-1) + ", sqrt(-0.0) = " + Math.sqrt(-0.0));
    }
}
