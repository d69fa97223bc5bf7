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

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = abs(x);
        long ay = abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
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
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
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

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
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
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
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
        return (int) (((Double.doubleToRawLongBits(d) & 0x7ff0000000000000L) >> 52) - 1023);
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7f800000) >> 23) - 127;
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        if (exp == Double.MAX_EXPONENT + 1) {
            return abs(d);
        }
        if (exp == Double.MIN_EXPONENT - 1) {
            return Double.MIN_VALUE;
        }
        exp -= 52;
        if (exp >= Double.MIN_EXPONENT) {
            return Double.longBitsToDouble((long) (exp + 1023) << 52);
        }
        return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - 52)));
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        if (exp == Float.MAX_EXPONENT + 1) {
            return abs(f);
        }
        if (exp == Float.MIN_EXPONENT - 1) {
            return Float.MIN_VALUE;
        }
        exp -= 23;
        if (exp >= Float.MIN_EXPONENT) {
            return Float.intBitsToFloat((exp + 127) << 23);
        }
        return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - 23)));
    }

    public static double nextUp(double d) {
        if (d != d || d == Double.POSITIVE_INFINITY) {
            return d;
        }
        d += 0.0;
        long bits = Double.doubleToRawLongBits(d);
        return Double.longBitsToDouble(bits + ((d >= 0.0) ? 1L : -1L));
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        long bits = Double.doubleToRawLongBits(d);
        return Double.longBitsToDouble(bits + ((d > 0.0) ? -1L : 1L));
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            return nextDown(start);
        }
        if (start < direction) {
            return nextUp(start);
        }
        if (start == direction) {
            return direction;
        }
        return start + direction;
    }
    public static float nextUp(float f) {
        if (f != f || f == Float.POSITIVE_INFINITY) {
            return f;
        }
        f += 0.0f;
        int bits = Float.floatToRawIntBits(f);
        return Float.intBitsToFloat(bits + ((f >= 0.0f) ? 1 : -1));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        int bits = Float.floatToRawIntBits(f);
        return Float.intBitsToFloat(bits + ((f > 0.0f) ? -1 : 1));
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            return nextDown(start);
        }
        if (start < direction) {
            return nextUp(start);
        }
        if (start == direction) {
            return (float) direction;
        }
        return start + (float) direction;
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
