public class MathFunctions {
    public static void main(String[] args) {
        System.out.println("abs " + Math.abs(-5) + " " + Math.abs(-5L) + " " + Math.abs(-2.5) + " " + Math.abs(-0.0) + " " + Math.abs(-3f) + " " + Math.abs(Integer.MIN_VALUE));
        System.out.println("max/min " + Math.max(3, 7) + " " + Math.min(-3L, 2L) + " " + Math.max(1.5f, 2.5f) + " " + Math.min(Double.NaN, 1) + " " + Math.max(-0.0f, 0.0f));
        System.out.println("sqrt " + Math.sqrt(16) + " " + Math.sqrt(2.25) + " " + Math.sqrt(0) + " " + Math.sqrt(1e100) + " " + Math.sqrt(Double.POSITIVE_INFINITY));
        System.out.println("cbrt " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.cbrt(1e9));
        System.out.println("pow " + Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(-2, 3) + " " + Math.pow(9, 0.5) + " " + Math.pow(0, 0) + " " + Math.pow(10, 15)
            + " " + Math.pow(2, 0.5 * 2) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(-1, 0.5) + " " + Math.pow(0, -1));
        System.out.println("floor/ceil " + Math.floor(2.7) + " " + Math.floor(-2.7) + " " + Math.ceil(2.1) + " " + Math.ceil(-2.1) + " " + Math.floor(-0.0) + " " + Math.ceil(-0.2));
        System.out.println("round " + Math.round(2.4) + " " + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(-2.6) + " " + Math.round(1.5f) + " " + Math.round(Long.MAX_VALUE * 2.0));
        System.out.println("rint " + Math.rint(1.5) + " " + Math.rint(2.5) + " " + Math.rint(-1.5));
        System.out.println("signum " + Math.signum(-3.2) + " " + Math.signum(0.0) + " " + Math.signum(7f) + " " + Math.signum(-0.0));
        System.out.println("trig exact " + Math.sin(0) + " " + Math.cos(0) + " " + Math.tan(0) + " " + Math.atan(0) + " " + Math.asin(1) * 2 + " " + Math.acos(1) + " " + Math.atan2(0, 1) + " " + Math.atan2(1, 0) * 2);
        System.out.println("exp/log " + Math.exp(0) + " " + Math.log(1) + " " + Math.log10(1000) + " " + Math.log10(1e-5) + " " + Math.log(0) + " " + Math.log(-1) + " " + Math.exp(Double.NEGATIVE_INFINITY));
        System.out.println("hypot " + Math.hypot(3, 4) + " " + Math.hypot(5, 12) + " expm1/log1p " + Math.expm1(0) + " " + Math.log1p(0));
        System.out.println("toRadians/Degrees " + Math.toDegrees(0) + " " + Math.toRadians(0) + " PI " + Math.PI + " E " + Math.E);
        System.out.println("floorDiv " + Math.floorDiv(7, 2) + " " + Math.floorDiv(-7, 2) + " " + Math.floorDiv(-7L, 2L) + " floorMod " + Math.floorMod(-7, 3) + " " + Math.floorMod(7, -3));
        System.out.println("exact " + Math.addExact(2, 3) + " " + Math.subtractExact(10L, 3L) + " " + Math.multiplyExact(6, 7) + " " + Math.negateExact(5) + " " + Math.incrementExact(9));
        try {
            Math.negateExact(Integer.MIN_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("negateExact: " + e.getMessage());
        }
        System.out.println("ulp " + Math.ulp(1.0) + " " + Math.ulp(1f) + " nextUp " + Math.nextUp(1.0) + " nextAfter " + Math.nextAfter(1f, 2.0));
        System.out.println("copySign " + Math.copySign(3.0, -0.0) + " getExponent " + Math.getExponent(1024.0) + " scalb " + Math.scalb(1.5, 4));
        System.out.println("IEEEremainder " + Math.IEEEremainder(10, 3) + " " + Math.IEEEremainder(11, 3) + " fma-free check " + (2.0 * 3.0 + 1.0));
        System.out.println("StrictMath " + StrictMath.sqrt(81) + " " + StrictMath.abs(-4) + " " + StrictMath.max(2, 9) + " " + StrictMath.floor(-1.5) + " " + StrictMath.pow(3, 4));
        System.out.println("sinh/cosh/tanh " + Math.sinh(0) + " " + Math.cosh(0) + " " + Math.tanh(0) + " " + Math.tanh(Double.POSITIVE_INFINITY));
        long s = 0;
        for (int i = 1; i <= 100; i++) s += (long) Math.sqrt(i * i);
        System.out.println("sum of integer square roots " + s);
        /* The same call site and division again and again (their quick
         * forms), over the special values. */
        double[] specials = { 16, 2.0, 0.0, -0.0, -1.0, 1e-320, Double.MAX_VALUE, Double.POSITIVE_INFINITY,
                              Double.NEGATIVE_INFINITY, Double.NaN };
        StringBuilder roots = new StringBuilder("roots and quotients");
        for (double v : specials) {
            double root = Math.sqrt(v);
            double q = 3.0 / v;
            double p = v / root * 2.0;
            double e1 = 3.0 / Math.sqrt(v);
            double e2 = v * Math.sqrt(v) - v;
            double e3 = 1.0 + (2.0 - Math.sqrt(v));
            roots.append(' ').append(root).append(' ').append(q).append(' ').append(p);
            roots.append(' ').append(e1).append(' ').append(e2).append(' ').append(e3);
        }
        System.out.println(roots);
        double r = Math.random();
        System.out.println("random in range " + (r >= 0 && r < 1));
    }
}
