package java.math;

/**
 * Immutable arbitrary-precision decimals: an unscaled BigInteger and a 32-bit scale,
 * value = unscaled * 10^-scale.
 *
 * Every rounding goes through roundDiv (a quotient rounded by a RoundingMode, optionally
 * with a "something nonzero below" flag); precision-limited results are computed with at
 * most one rounding so that they equal the exact result rounded once.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    private static final String NON_TERMINATING =
            "Non-terminating decimal expansion; no exact representable decimal result.";
    private static final BigInteger[] TEN_POWERS = new BigInteger[64];

    static {
        TEN_POWERS[0] = BigInteger.ONE;
        for (int i = 1; i < TEN_POWERS.length; i++) {
            TEN_POWERS[i] = TEN_POWERS[i - 1].multiply(BigInteger.TEN);
        }
    }

    private final BigInteger intVal;
    private final int scale;
    private transient int precision;

    // ---- constructors ---------------------------------------------------------------

    public BigDecimal(BigInteger unscaledVal, int scale) {
        if (unscaledVal == null) {
            throw new NullPointerException();
        }
        this.intVal = unscaledVal;
        this.scale = scale;
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        BigDecimal r = new BigDecimal(unscaledVal, scale).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(double val) {
        BigDecimal r = exactDouble(val);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(double val, MathContext mc) {
        BigDecimal r = exactDouble(val).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(String val) {
        this(val.toCharArray(), 0, val.length());
    }

    public BigDecimal(String val, MathContext mc) {
        this(val.toCharArray(), 0, val.length(), mc);
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(in, 0, in.length, mc);
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        BigDecimal r = new BigDecimal(in, offset, len).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(char[] in, int offset, int len) {
        if ((offset | len) < 0 || len > in.length - offset) {
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        }
        if (len == 0) {
            throw new NumberFormatException();
        }
        int end = offset + len;
        int i = offset;
        boolean neg = false;
        if (in[i] == '-' || in[i] == '+') {
            neg = in[i] == '-';
            i++;
        }
        StringBuilder digits = new StringBuilder();
        boolean dot = false;
        int frac = 0;
        long exp = 0;
        for (; i < end; i++) {
            char c = in[i];
            if (c == '.') {
                if (dot) {
                    throw new NumberFormatException("Character array contains more than one decimal point.");
                }
                dot = true;
            } else if (c == 'e' || c == 'E') {
                if (digits.length() == 0) {
                    throw new NumberFormatException("No digits found.");
                }
                exp = parseExponent(in, i + 1, end);
                i = end;
                break;
            } else if (Character.isDigit(c)) {
                digits.append((char) ('0' + Character.digit(c, 10)));
                if (dot) {
                    frac++;
                }
            } else {
                throw new NumberFormatException("Character " + c
                        + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            }
        }
        if (digits.length() == 0) {
            throw new NumberFormatException("No digits found.");
        }
        long sc = (long) frac - exp;
        if (sc != (int) sc) {
            throw new NumberFormatException("Scale out of range.");
        }
        BigInteger u = new BigInteger(digits.toString());
        this.intVal = neg ? u.negate() : u;
        this.scale = (int) sc;
    }

    private static long parseExponent(char[] in, int i, int end) {
        if (i >= end) {
            throw new NumberFormatException();
        }
        boolean neg = false;
        if (in[i] == '-' || in[i] == '+') {
            neg = in[i] == '-';
            i++;
        }
        if (i >= end) {
            throw new NumberFormatException();
        }
        while (i < end - 1 && Character.digit(in[i], 10) == 0) {
            i++;
        }
        if (end - i > 10) {
            throw new NumberFormatException("Too many nonzero exponent digits.");
        }
        long e = 0;
        for (; i < end; i++) {
            int d = Character.digit(in[i], 10);
            if (d < 0) {
                throw new NumberFormatException("Not a digit.");
            }
            e = e * 10 + d;
        }
        return neg ? -e : e;
    }

    private static BigDecimal exactDouble(double val) {
        if (Double.isNaN(val) || Double.isInfinite(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long bits = Double.doubleToLongBits(val);
        int exponent = (int) ((bits >> 52) & 0x7ff);
        long significand = exponent == 0 ? (bits & ((1L << 52) - 1)) << 1 : (bits & ((1L << 52) - 1)) | (1L << 52);
        exponent -= 1075;
        if (significand == 0) {
            return ZERO;
        }
        while ((significand & 1) == 0) {
            significand >>= 1;
            exponent++;
        }
        BigInteger m = BigInteger.valueOf(val < 0 ? -significand : significand);
        if (exponent >= 0) {
            return new BigDecimal(m.shiftLeft(exponent), 0);
        }
        // m * 2^-k = m * 5^k / 10^k
        return new BigDecimal(m.multiply(BigInteger.valueOf(5).pow(-exponent)), -exponent);
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // ---- helpers --------------------------------------------------------------------

    static BigInteger tenPow(long n) {
        if (n < TEN_POWERS.length) {
            return TEN_POWERS[(int) n];
        }
        if (n > Integer.MAX_VALUE) {
            throw new ArithmeticException("Overflow");
        }
        return BigInteger.TEN.pow((int) n);
    }

    private static int checkScale(long s) {
        if (s > Integer.MAX_VALUE) {
            throw new ArithmeticException("Underflow");
        }
        if (s < Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow");
        }
        return (int) s;
    }

    private static int clampScale(long s) {
        return s > Integer.MAX_VALUE ? Integer.MAX_VALUE : s < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) s;
    }

    /**
     * n / d rounded by rm (d != 0). sticky: the true numerator is n plus a positive amount
     * smaller than one unit, in the direction of n's sign (only used with |d| >= 10).
     */
    static BigInteger roundDiv(BigInteger n, BigInteger d, RoundingMode rm, boolean sticky) {
        BigInteger[] qr = n.divideAndRemainder(d);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum() == 0 && !sticky) {
            return q;
        }
        int sign = n.signum() * d.signum();
        int cmpHalf = r.abs().shiftLeft(1).compareTo(d.abs());
        if (cmpHalf == 0 && sticky) {
            cmpHalf = 1;
        }
        boolean inc;
        switch (rm) {
            case UP: inc = true; break;
            case DOWN: inc = false; break;
            case CEILING: inc = sign > 0; break;
            case FLOOR: inc = sign < 0; break;
            case HALF_UP: inc = cmpHalf >= 0; break;
            case HALF_DOWN: inc = cmpHalf > 0; break;
            case HALF_EVEN: inc = cmpHalf > 0 || (cmpHalf == 0 && q.testBit(0)); break;
            default: throw new ArithmeticException("Rounding necessary");
        }
        return inc ? q.add(BigInteger.valueOf(sign)) : q;
    }

    private static int digitCount(BigInteger v) {
        if (v.signum() == 0) {
            return 1;
        }
        int bits = v.bitLength();
        if (bits < 63) {
            long x = Math.abs(v.longValue());
            int n = 1;
            while (x >= 10) {
                x /= 10;
                n++;
            }
            return n;
        }
        // estimate from the bit length, then correct against a power of ten
        int est = (int) ((long) (bits - 1) * 1233 >>> 12) + 1;
        BigInteger a = v.abs();
        if (a.compareTo(tenPow(est)) >= 0) {
            est++;
        }
        while (est > 1 && a.compareTo(tenPow(est - 1)) < 0) {
            est--;
        }
        return est;
    }

    /** The value with the same unscaled digits rounded to at most mc.precision digits. */
    private static BigDecimal doRound(BigInteger u, int scale, MathContext mc) {
        int prec = mc.precision;
        if (prec == 0) {
            return new BigDecimal(u, scale);
        }
        long s = scale;
        int p = digitCount(u);
        while (p > prec) {
            int drop = p - prec;
            u = roundDiv(u, tenPow(drop), mc.roundingMode, false);
            s -= drop;
            p = digitCount(u);
        }
        return new BigDecimal(u, checkScale(s));
    }

    // ---- arithmetic -----------------------------------------------------------------

    public BigDecimal add(BigDecimal augend) {
        if (scale == augend.scale) {
            return new BigDecimal(intVal.add(augend.intVal), scale);
        }
        if (scale > augend.scale) {
            return new BigDecimal(intVal.add(augend.intVal.multiply(tenPow((long) scale - augend.scale))), scale);
        }
        return new BigDecimal(intVal.multiply(tenPow((long) augend.scale - scale)).add(augend.intVal), augend.scale);
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.precision == 0) {
            return add(augend);
        }
        if (signum() == 0 || augend.signum() == 0) {
            // a zero operand: the other rounded, with the preferred scale where possible
            BigDecimal other = signum() == 0 ? augend : this;
            int pref = Math.max(scale, augend.scale);
            if (signum() == 0 && augend.signum() == 0) {
                return new BigDecimal(BigInteger.ZERO, pref);
            }
            BigDecimal r = other.round(mc);
            if (r.scale < pref) {
                int room = mc.precision - r.precision();
                int ns = (int) Math.min((long) pref, (long) r.scale + room);
                if (ns > r.scale) {
                    r = r.setScale(ns);
                }
            }
            return r;
        }
        return add(augend).round(mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        return new BigDecimal(intVal.multiply(multiplicand.intVal), checkScale((long) scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        return multiply(multiplicand).round(mc);
    }

    /** this / divisor at the given scale, rounded by rm (divisor nonzero). */
    private BigDecimal divideToScale(BigDecimal divisor, long newScale, RoundingMode rm) {
        return divideToScale(divisor, newScale, rm, null);
    }

    /** As above; exact[0] (when given) tells whether no nonzero digit was discarded. */
    private BigDecimal divideToScale(BigDecimal divisor, long newScale, RoundingMode rm, boolean[] exact) {
        long e = newScale - scale + divisor.scale;
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (e >= 0) {
            num = num.multiply(tenPow(e));
        } else {
            den = den.multiply(tenPow(-e));
        }
        if (den.signum() == 0) {
            // the JDK's message depends on whether the scaled dividend still fits a long
            boolean big = intVal.bitLength() > 63 || num.bitLength() > 63 || Math.abs(e) >= 19;
            throw new ArithmeticException(big ? "BigInteger divide by zero" : "/ by zero");
        }
        if (exact != null) {
            exact[0] = num.remainder(den).signum() == 0;
        }
        return new BigDecimal(roundDiv(num, den, rm, false), checkScale(newScale));
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        return divideToScale(divisor, scale, roundingMode);
    }

    @Deprecated
    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    @Deprecated
    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    private void checkDivisor(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
    }

    public BigDecimal divide(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, clampScale(preferred));
        }
        long p = (long) precision() + (long) Math.ceil(10.0 * divisor.precision() / 3.0);
        MathContext mc = new MathContext((int) Math.min(p, Integer.MAX_VALUE), RoundingMode.UNNECESSARY);
        BigDecimal q;
        try {
            q = divide(divisor, mc);
        } catch (ArithmeticException e) {
            throw new ArithmeticException(NON_TERMINATING);
        }
        if (preferred > q.scale) {
            return q.setScale(checkScale(preferred), RoundingMode.UNNECESSARY);
        }
        return q;
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divide(divisor);
        }
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, clampScale(preferred));
        }
        long adjA = (long) precision() - scale - 1;
        long adjB = (long) divisor.precision() - divisor.scale - 1;
        long t = mc.precision - adjA + adjB;
        boolean[] exact = new boolean[1];
        BigDecimal q = divideToScale(divisor, t, mc.roundingMode, exact);
        if (q.precision() > mc.precision) {
            q = divideToScale(divisor, t - 1, mc.roundingMode, exact);
        }
        // only an exact quotient gives up its trailing zeros for the preferred scale
        return exact[0] ? stripZerosTo(q, preferred) : q;
    }

    /** Removes trailing zeros while the scale stays above the preferred scale. */
    private static BigDecimal stripZerosTo(BigDecimal d, long preferred) {
        BigInteger u = d.intVal;
        long s = d.scale;
        while (s > preferred && u.signum() != 0) {
            BigInteger[] qr = u.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum() != 0) {
                break;
            }
            u = qr[0];
            s--;
        }
        return s == d.scale ? d : new BigDecimal(u, (int) s);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        checkDivisor(divisor);
        long preferred = (long) scale - divisor.scale;
        long e = (long) divisor.scale - scale;
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (e >= 0) {
            num = num.multiply(tenPow(e));
        } else {
            den = den.multiply(tenPow(-e));
        }
        if (num.abs().compareTo(den.abs()) < 0) {
            return new BigDecimal(BigInteger.ZERO, clampScale(preferred));
        }
        BigInteger q = num.divide(den);
        BigDecimal r = stripZerosTo(new BigDecimal(q, 0), preferred);
        if (r.scale < preferred) {
            r = r.setScale(checkScale(preferred), RoundingMode.UNNECESSARY);
        }
        return r;
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        BigDecimal r = divideToIntegralValue(divisor);
        if (mc.precision > 0 && r.precision() > mc.precision) {
            BigDecimal stripped = stripZerosTo(r, Long.MIN_VALUE);
            if (stripped.precision() > mc.precision) {
                throw new ArithmeticException("Division impossible");
            }
            int ns = (int) Math.max((long) stripped.scale, (long) r.scale - (r.precision() - mc.precision));
            return stripped.setScale(ns, RoundingMode.UNNECESSARY);
        }
        return r;
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divideAndRemainder(divisor);
        }
        BigDecimal q = divideToIntegralValue(divisor, mc);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        return new BigDecimal(intVal.pow(n), checkScale((long) scale * n));
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n == 0) {
            return ONE;
        }
        int mag = Math.abs(n);
        int elength = Integer.toString(mag).length();
        if (elength > mc.precision) {
            throw new ArithmeticException("Invalid operation");
        }
        MathContext work = new MathContext(mc.precision + elength + 1, mc.roundingMode);
        BigDecimal acc = ONE;
        boolean seenBit = false;
        for (int i = 1; ; i++) {
            mag += mag;
            if (mag < 0) {
                seenBit = true;
                acc = acc.multiply(this, work);
            }
            if (i == 31) {
                break;
            }
            if (seenBit) {
                acc = acc.multiply(acc, work);
            }
        }
        if (n < 0) {
            acc = ONE.divide(acc, work);
        }
        return acc.round(mc);
    }

    public BigDecimal sqrt(MathContext mc) {
        int sig = signum();
        if (sig < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        int preferred = scale / 2;
        if (sig == 0) {
            return new BigDecimal(BigInteger.ZERO, preferred);
        }
        boolean unlimited = mc.precision == 0;
        boolean exactOnly = unlimited || mc.roundingMode == RoundingMode.UNNECESSARY;
        int prec = unlimited ? precision() / 2 + 1 : mc.precision;
        RoundingMode rm = exactOnly ? RoundingMode.DOWN : mc.roundingMode;
        long adj = (long) precision() - scale - 1;
        long half = Math.floorDiv(adj, 2);
        // work at two more digits than needed, with an even shift so the root is of an integer
        long t = prec - 1 - half + 2;
        if ((2 * t - scale) < 0) {
            t = (scale + 1) / 2 + 1;
        }
        long shift = 2 * t - scale;
        BigInteger n = intVal.multiply(tenPow(shift));
        BigInteger root = n.sqrt();
        boolean inexact = root.multiply(root).compareTo(n) != 0;
        int digits = digitCount(root);
        BigInteger u = root;
        long s = t;
        if (digits > prec) {
            int drop = digits - prec;
            u = roundDiv(root, tenPow(drop), rm, inexact);
            s -= drop;
            if (digitCount(u) > prec) {
                u = u.divide(BigInteger.TEN);
                s--;
            }
        }
        BigDecimal r = new BigDecimal(u, checkScale(s));
        if (exactOnly) {
            if (inexact || r.multiply(r).compareTo(this) != 0) {
                throw new ArithmeticException("Computed square root not exact.");
            }
        }
        if (r.scale != preferred) {
            r = stripZerosTo(r, Long.MIN_VALUE);
            if (r.scale < preferred) {
                long room = unlimited ? Long.MAX_VALUE : (long) mc.precision - r.precision();
                long ns = Math.min((long) preferred, r.scale + room);
                if (ns > r.scale) {
                    r = r.setScale((int) ns);
                }
            }
        }
        return r;
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        return round(mc);
    }

    public int signum() {
        return intVal.signum();
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int p = precision;
        if (p == 0) {
            p = digitCount(intVal);
            precision = p;
        }
        return p;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal round(MathContext mc) {
        if (mc.precision == 0 || precision() <= mc.precision) {
            return this;
        }
        return doRound(intVal, scale, mc);
    }

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale) {
            return this;
        }
        if (newScale > scale) {
            return new BigDecimal(intVal.multiply(tenPow((long) newScale - scale)), newScale);
        }
        return new BigDecimal(roundDiv(intVal, tenPow((long) scale - newScale), roundingMode, false), newScale);
    }

    @Deprecated
    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale + n));
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal r = new BigDecimal(intVal, checkScale((long) scale - n));
        return r.scale < 0 ? r.setScale(0, RoundingMode.UNNECESSARY) : r;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (signum() == 0) {
            return ZERO;
        }
        return stripZerosTo(this, Long.MIN_VALUE);
    }

    public int compareTo(BigDecimal val) {
        if (scale == val.scale) {
            return intVal.compareTo(val.intVal);
        }
        int s1 = signum();
        int s2 = val.signum();
        if (s1 != s2) {
            return s1 < s2 ? -1 : 1;
        }
        if (s1 == 0) {
            return 0;
        }
        // compare adjusted exponents first to avoid scaling far apart values
        long adj1 = (long) precision() - scale;
        long adj2 = (long) val.precision() - val.scale;
        if (adj1 != adj2) {
            return (adj1 < adj2) == (s1 > 0) ? -1 : 1;
        }
        if (scale > val.scale) {
            return intVal.compareTo(val.intVal.multiply(tenPow((long) scale - val.scale)));
        }
        return intVal.multiply(tenPow((long) val.scale - scale)).compareTo(val.intVal);
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal o = (BigDecimal) x;
        return scale == o.scale && intVal.equals(o.intVal);
    }

    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }

    // ---- conversions ----------------------------------------------------------------

    public BigInteger toBigInteger() {
        if (scale <= 0) {
            return intVal.multiply(tenPow(-(long) scale));
        }
        return intVal.divide(tenPow(scale));
    }

    public BigInteger toBigIntegerExact() {
        if (scale <= 0) {
            return intVal.multiply(tenPow(-(long) scale));
        }
        BigInteger[] qr = intVal.divideAndRemainder(tenPow(scale));
        if (qr[1].signum() != 0) {
            throw new ArithmeticException("Rounding necessary");
        }
        return qr[0];
    }

    private BigInteger integerPart() {
        if (signum() == 0) {
            return BigInteger.ZERO;
        }
        // far out of range: only the low bits matter and those are all zero
        if (scale <= -64 || (long) precision() - scale <= 0) {
            return BigInteger.ZERO;
        }
        return toBigInteger();
    }

    public int intValue() {
        return integerPart().intValue();
    }

    public long longValue() {
        return integerPart().longValue();
    }

    private BigInteger exactInteger() {
        if (signum() == 0) {
            return BigInteger.ZERO;
        }
        if ((long) precision() - scale > 19) {
            throw new ArithmeticException("Overflow");
        }
        return toBigIntegerExact();
    }

    public long longValueExact() {
        BigInteger v = exactInteger();
        if (v.bitLength() > 63) {
            throw new ArithmeticException("Overflow");
        }
        return v.longValue();
    }

    public int intValueExact() {
        long v = longValueExact();
        if ((int) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (int) v;
    }

    public short shortValueExact() {
        long v = longValueExact();
        if ((short) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (short) v;
    }

    public byte byteValueExact() {
        long v = longValueExact();
        if ((byte) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (byte) v;
    }

    public float floatValue() {
        if (scale == 0 && intVal.bitLength() < 63) {
            return (float) intVal.longValue();
        }
        return Float.parseFloat(toString());
    }

    public double doubleValue() {
        if (scale == 0 && intVal.bitLength() < 63) {
            return (double) intVal.longValue();
        }
        return Double.parseDouble(toString());
    }

    public String toString() {
        return layout(true);
    }

    public String toEngineeringString() {
        return layout(false);
    }

    public String toPlainString() {
        if (scale == 0) {
            return intVal.toString();
        }
        if (scale < 0) {
            if (signum() == 0) {
                return "0";
            }
            StringBuilder sb = new StringBuilder(intVal.toString());
            for (int i = 0; i < -(long) scale; i++) {
                sb.append('0');
            }
            return sb.toString();
        }
        String coeff = intVal.abs().toString();
        StringBuilder sb = new StringBuilder();
        if (signum() < 0) {
            sb.append('-');
        }
        insertPoint(sb, coeff, scale);
        return sb.toString();
    }

    private static void insertPoint(StringBuilder sb, String coeff, int scale) {
        int len = coeff.length();
        if (len > scale) {
            sb.append(coeff, 0, len - scale).append('.').append(coeff, len - scale, len);
        } else {
            sb.append("0.");
            for (int i = len; i < scale; i++) {
                sb.append('0');
            }
            sb.append(coeff);
        }
    }

    private String layout(boolean sci) {
        String coeff = intVal.abs().toString();
        int len = coeff.length();
        long adjusted = -(long) scale + (len - 1);
        StringBuilder sb = new StringBuilder();
        if (signum() < 0) {
            sb.append('-');
        }
        if (scale == 0) {
            return sb.append(coeff).toString();
        }
        if (scale > 0 && adjusted >= -6) {
            insertPoint(sb, coeff, scale);
            return sb.toString();
        }
        if (sci) {
            sb.append(coeff.charAt(0));
            if (len > 1) {
                sb.append('.').append(coeff, 1, len);
            }
        } else if (signum() == 0) {
            int sig = (int) Math.floorMod(adjusted, 3L);
            if (sig == 1) {
                sb.append("0.00");
                adjusted += 2;
            } else if (sig == 2) {
                sb.append("0.0");
                adjusted += 1;
            } else {
                sb.append('0');
            }
        } else {
            int sig = (int) Math.floorMod(adjusted, 3L);
            adjusted -= sig;
            int intDigits = sig + 1;
            if (len <= intDigits) {
                sb.append(coeff);
                for (int i = len; i < intDigits; i++) {
                    sb.append('0');
                }
            } else {
                sb.append(coeff, 0, intDigits).append('.').append(coeff, intDigits, len);
            }
        }
        if (adjusted != 0) {
            sb.append('E');
            if (adjusted > 0) {
                sb.append('+');
            }
            sb.append(adjusted);
        }
        return sb.toString();
    }
}
