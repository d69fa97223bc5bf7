package java.lang;

/**
 * Basic numeric operations. The transcendental functions are StrictMath's
 * natives; rounding, min/max and the exact-arithmetic family are plain Java.
 */
public final class Math {
    private Math() {
    }

    public static final double E = 2.718281828459045;
    public static final double PI = 3.141592653589793;
    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;
    private static final double TWO_TO_52 = 4503599627370496.0;

    public static double sin(double a) {
        return StrictMath.sin(a);
    }

    public static double cos(double a) {
        return StrictMath.cos(a);
    }

    public static double tan(double a) {
        return StrictMath.tan(a);
    }

    public static double asin(double a) {
        return StrictMath.asin(a);
    }

    public static double acos(double a) {
        return StrictMath.acos(a);
    }

    public static double atan(double a) {
        return StrictMath.atan(a);
    }

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    public static double exp(double a) {
        return StrictMath.exp(a);
    }

    public static double log(double a) {
        return StrictMath.log(a);
    }

    public static double log10(double a) {
        return StrictMath.log10(a);
    }

    public static double sqrt(double a) {
        return StrictMath.sqrt(a);
    }

    public static double cbrt(double a) {
        return StrictMath.cbrt(a);
    }

    public static double IEEEremainder(double f1, double f2) {
        return StrictMath.IEEEremainder(f1, f2);
    }

    public static double atan2(double y, double x) {
        return StrictMath.atan2(y, x);
    }

    public static double pow(double a, double b) {
        return StrictMath.pow(a, b);
    }

    public static double sinh(double x) {
        return StrictMath.sinh(x);
    }

    public static double cosh(double x) {
        return StrictMath.cosh(x);
    }

    public static double tanh(double x) {
        return StrictMath.tanh(x);
    }

    public static double hypot(double x, double y) {
        return StrictMath.hypot(x, y);
    }

    public static double expm1(double x) {
        return StrictMath.expm1(x);
    }

    public static double log1p(double x) {
        return StrictMath.log1p(x);
    }

    // ---- rounding --------------------------------------------------------------------

    /* Values at or beyond 2^52 in magnitude, NaN and infinities are already integral. */
    private static boolean isIntegral(double a) {
        return a != a || abs(a) >= TWO_TO_52;
    }

    public static double floor(double a) {
        if (isIntegral(a) || a == 0.0) {
            return a;
        }
        long n = (long) a;
        if (a < 0 && n != a) {
            n--;
        }
        return (n == 0 && a < 0) ? -0.0 : (double) n;
    }

    public static double ceil(double a) {
        if (isIntegral(a) || a == 0.0) {
            return a;
        }
        long n = (long) a;
        if (a > 0 && n != a) {
            n++;
        }
        return (n == 0 && a < 0) ? -0.0 : (double) n;
    }

    /* Adding and subtracting 2^52 rounds to an integer, ties to even. */
    public static double rint(double a) {
        if (isIntegral(a)) {
            return a;
        }
        double m = abs(a);
        m = (TWO_TO_52 + m) - TWO_TO_52;
        return copySign(m, a);
    }

    public static long round(double a) {
        if (a != a) {
            return 0L;
        }
        double f = floor(a);
        if (a - f >= 0.5) {
            f += 1.0;
        }
        return (long) f;
    }

    public static int round(float a) {
        if (a != a) {
            return 0;
        }
        double f = floor((double) a);
        if ((double) a - f >= 0.5) {
            f += 1.0;
        }
        return (int) f;
    }

    public static double random() {
        return RandomHolder.next();
    }

    /* A 48-bit linear congruential generator, private to Math.random. */
    private static final class RandomHolder {
        private static long seed = (System.nanoTime() ^ 0x5DEECE66DL) & ((1L << 48) - 1);

        private static int bits(int n) {
            seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
            return (int) (seed >>> (48 - n));
        }

        static synchronized double next() {
            return (((long) bits(26) << 27) + bits(27)) * 0x1.0p-53;
        }
    }

    // ---- exact arithmetic ------------------------------------------------------------

    /* The int operations are done in long, where they cannot overflow, and range-checked. */
    private static int intResult(long exact) {
        if (exact < Integer.MIN_VALUE || exact > Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) exact;
    }

    public static int addExact(int x, int y) {
        return intResult((long) x + y);
    }

    /* A long sum overflows when both operands have one sign and the result the other. */
    public static long addExact(long x, long y) {
        long sum = x + y;
        boolean xNegative = x < 0;
        if (xNegative == (y < 0) && xNegative != (sum < 0)) {
            throw new ArithmeticException("long overflow");
        }
        return sum;
    }

    public static int subtractExact(int x, int y) {
        return intResult((long) x - y);
    }

    /* A long difference overflows when the operands differ in sign and the result has y's sign. */
    public static long subtractExact(long x, long y) {
        long difference = x - y;
        boolean xNegative = x < 0;
        if (xNegative != (y < 0) && xNegative != (difference < 0)) {
            throw new ArithmeticException("long overflow");
        }
        return difference;
    }

    public static int multiplyExact(int x, int y) {
        return intResult((long) x * y);
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    /* The product fits when the high half of the 128-bit product only extends its sign. */
    public static long multiplyExact(long x, long y) {
        long low = x * y;
        if (multiplyHigh(x, y) != (low >> 63)) {
            throw new ArithmeticException("long overflow");
        }
        return low;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        return intResult(value);
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException(
                    "Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException(
                    "Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    /*
     * Division rounding towards negative infinity: the truncated quotient is
     * one too large when there is a remainder whose sign differs from the
     * divisor's; floorMod moves such a remainder over to the divisor's sign.
     */
    public static int floorDiv(int x, int y) {
        int quotient = x / y;
        int rest = x % y;
        return (rest != 0 && (rest < 0) != (y < 0)) ? quotient - 1 : quotient;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long quotient = x / y;
        long rest = x % y;
        return (rest != 0 && (rest < 0) != (y < 0)) ? quotient - 1 : quotient;
    }

    public static int floorMod(int x, int y) {
        int rest = x % y;
        return (rest != 0 && (rest < 0) != (y < 0)) ? rest + y : rest;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long rest = x % y;
        return (rest != 0 && (rest < 0) != (y < 0)) ? rest + y : rest;
    }

    // ---- abs, min, max -------------------------------------------------------------

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static float abs(float a) {
        return Float.intBitsToFloat(Float.floatToRawIntBits(a) & 0x7fffffff);
    }

    public static double abs(double a) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(a) & 0x7fffffffffffffffL);
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    /* NaN wins; 0.0 is greater than -0.0. */
    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(a) == Float.floatToRawIntBits(-0.0f)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0 && b == 0.0
                && Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(-0.0)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(b) == Float.floatToRawIntBits(-0.0f)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0 && b == 0.0
                && Double.doubleToRawLongBits(b) == Double.doubleToRawLongBits(-0.0)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    // ---- IEEE helpers --------------------------------------------------------------

    public static double signum(double d) {
        if (d > 0.0) {
            return 1.0;
        }
        return d < 0.0 ? -1.0 : d;
    }

    public static float signum(float f) {
        if (f > 0.0f) {
            return 1.0f;
        }
        return f < 0.0f ? -1.0f : f;
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & 0x8000000000000000L)
                | (Double.doubleToRawLongBits(magnitude) & 0x7fffffffffffffffL));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & 0x80000000)
                | (Float.floatToRawIntBits(magnitude) & 0x7fffffff));
    }

    public static int getExponent(double d) {
        return (int) ((Double.doubleToRawLongBits(d) >>> 52) & 0x7ff) - 1023;
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) >>> 23) & 0xff) - 127;
    }

    /*
     * The gap between |d| and the next larger magnitude of the same exponent:
     * 2^(e-52) for a biased exponent e, as a normal number when e > 52 and as
     * a subnormal power of two otherwise.
     */
    public static double ulp(double d) {
        int e = (int) ((Double.doubleToRawLongBits(d) >>> 52) & 0x7ff);
        if (e == 0x7ff) {
            return abs(d);
        }
        if (e > 52) {
            return Double.longBitsToDouble((long) (e - 52) << 52);
        }
        return Double.longBitsToDouble(e == 0 ? 1L : 1L << (e - 1));
    }

    public static float ulp(float f) {
        int e = (Float.floatToRawIntBits(f) >>> 23) & 0xff;
        if (e == 0xff) {
            return abs(f);
        }
        if (e > 23) {
            return Float.intBitsToFloat((e - 23) << 23);
        }
        return Float.intBitsToFloat(e == 0 ? 1 : 1 << (e - 1));
    }

    /*
     * The neighbour of a non-NaN d towards positive (up) or negative infinity.
     * Both zeros step to the smallest subnormal; otherwise the bit pattern,
     * read as a magnitude, grows by one moving away from zero and shrinks by
     * one moving towards it.
     */
    private static double neighbour(double d, boolean up) {
        if (d == 0.0) {
            return up ? Double.MIN_VALUE : -Double.MIN_VALUE;
        }
        long bits = Double.doubleToRawLongBits(d);
        return Double.longBitsToDouble((d > 0.0) == up ? bits + 1 : bits - 1);
    }

    private static float neighbour(float f, boolean up) {
        if (f == 0.0f) {
            return up ? Float.MIN_VALUE : -Float.MIN_VALUE;
        }
        int bits = Float.floatToRawIntBits(f);
        return Float.intBitsToFloat((f > 0.0f) == up ? bits + 1 : bits - 1);
    }

    public static double nextUp(double d) {
        return (d != d || d == Double.POSITIVE_INFINITY) ? d : neighbour(d, true);
    }

    public static double nextDown(double d) {
        return (d != d || d == Double.NEGATIVE_INFINITY) ? d : neighbour(d, false);
    }

    public static double nextAfter(double start, double direction) {
        if (start != start || direction != direction) {
            return start + direction;
        }
        if (start == direction) {
            return direction;
        }
        return neighbour(start, direction > start);
    }

    public static float nextUp(float f) {
        return (f != f || f == Float.POSITIVE_INFINITY) ? f : neighbour(f, true);
    }

    public static float nextDown(float f) {
        return (f != f || f == Float.NEGATIVE_INFINITY) ? f : neighbour(f, false);
    }

    public static float nextAfter(float start, double direction) {
        if (start != start || direction != direction) {
            return start + (float) direction;
        }
        if (start == direction) {
            return (float) direction;
        }
        return neighbour(start, direction > start);
    }

    /* d * 2^scaleFactor, rounded once (as if computed exactly, then rounded). */
    public static double scalb(double d, int scaleFactor) {
        if (scaleFactor > 2098) {
            scaleFactor = 2098;
        } else if (scaleFactor < -2099) {
            scaleFactor = -2099;
        }
        /* Steps of at most 2^511 keep every intermediate product exact
         * except the last, which rounds. */
        while (scaleFactor > 511) {
            d *= 0x1.0p511;
            scaleFactor -= 511;
        }
        while (scaleFactor < -511) {
            if (scaleFactor >= -1022) {
                break;
            }
            d *= 0x1.0p-511;
            scaleFactor += 511;
        }
        if (scaleFactor < -1022) {
            return d * 0x1.0p-1022 * twoTo(scaleFactor + 1022);
        }
        return d * twoTo(scaleFactor);
    }

    private static double twoTo(int n) {
        return Double.longBitsToDouble(((long) (n + 1023)) << 52);
    }

    public static float scalb(float f, int scaleFactor) {
        if (scaleFactor > 278) {
            scaleFactor = 278;
        } else if (scaleFactor < -278) {
            scaleFactor = -278;
        }
        return (float) ((double) f * twoTo(scaleFactor));
    }

    public static double fma(double a, double b, double c) {
        return StrictMath.fma(a, b, c);
    }

    /*
     * The float product is exact in double; the sum is rounded to double and
     * then to float, which can differ from one rounding in rare halfway cases.
     */
    public static float fma(float a, float b, float c) {
        return (float) fma((double) a, (double) b, (double) c);
    }

    /* The high 64 bits of the 128-bit product, from 32-bit halves. */
    public static long multiplyHigh(long x, long y) {
        long xHi = x >> 32;
        long xLo = x & 0xffffffffL;
        long yHi = y >> 32;
        long yLo = y & 0xffffffffL;
        long lowProduct = xLo * yLo;
        long t = xHi * yLo + (lowProduct >>> 32);
        long mid = (t & 0xffffffffL) + xLo * yHi;
        return xHi * yHi + (t >> 32) + (mid >> 32);
    }
}
