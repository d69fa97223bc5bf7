package java.math;

import java.util.Random;

/**
 * Immutable arbitrary-precision integers.
 *
 * The value is a sign (-1, 0, 1) and a magnitude: an int[] of 32-bit words, least
 * significant word first, with no high zero words (zero has an empty magnitude).
 * Bit operations see the value as an infinite two's complement number; getInt(n)
 * produces word n of that form without building it.
 *
 * Multiplication is schoolbook below KARATSUBA_THRESHOLD words and Karatsuba above;
 * division is Knuth's algorithm D; conversion to text splits large values by powers
 * of the radix so that the word-by-word conversion only runs on small pieces. The
 * word loops of schoolbook multiplication and of division are natives
 * (classlib-stubs/natives/math.c): interpreted, they would dominate every program.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;
    private static final long MASK = 0xffffffffL;
    private static final int KARATSUBA_THRESHOLD = 80;
    private static final int TOSTRING_THRESHOLD = 24;
    private static final int[] EMPTY = new int[0];

    /** Digits of the given radix that always fit a non-negative int. */
    private static final int[] DIGITS_PER_INT = {0, 0, 30, 19, 15, 13, 11, 11, 10, 9, 9, 8, 8, 8, 8,
        7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5};

    public static final BigInteger ZERO = new BigInteger(0, EMPTY);
    public static final BigInteger ONE = new BigInteger(1, new int[] {1});
    public static final BigInteger TWO = new BigInteger(1, new int[] {2});
    public static final BigInteger TEN = new BigInteger(1, new int[] {10});
    private static final BigInteger NEGATIVE_ONE = new BigInteger(-1, new int[] {1});

    private static final BigInteger[] SMALL = new BigInteger[33];

    static {
        for (int i = 0; i <= 32; i++) {
            SMALL[i] = i == 0 ? ZERO : new BigInteger(1, new int[] {i});
        }
    }

    /** Cache of radix powers for toString: POW_CACHE[radix][k] = radix^(digitsPerInt * 2^k). */
    private static final BigInteger[][] POW_CACHE = new BigInteger[37][];

    final int signum;
    final int[] mag;

    /** Trusted constructor: mag is trimmed and owned by the new object. */
    BigInteger(int signum, int[] mag) {
        this.signum = mag.length == 0 ? 0 : signum;
        this.mag = mag;
    }

    private static BigInteger of(int signum, int[] mag) {
        mag = trim(mag);
        return mag.length == 0 ? ZERO : new BigInteger(signum, mag);
    }

    // ---- constructors ---------------------------------------------------------------

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int cursor = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            cursor = 1;
        } else if (plus >= 0) {
            if (plus != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            cursor = 1;
        }
        if (cursor == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) {
            cursor++;
        }
        if (cursor == len) {
            this.signum = 0;
            this.mag = EMPTY;
            return;
        }
        int numDigits = len - cursor;
        int per = DIGITS_PER_INT[radix];
        int first = numDigits % per;
        if (first == 0) {
            first = per;
        }
        int[] m = new int[(int) (((long) numDigits * bitsPerDigitTimes1024(radix)) / 1024 / 32) + 2];
        int used = 0;
        String group = val.substring(cursor, cursor + first);
        cursor += first;
        int g = Integer.parseInt(group, radix);
        if (g < 0) {
            throw new NumberFormatException("Illegal digit");
        }
        m[0] = g;
        used = 1;
        int mult = 1;
        for (int i = 0; i < per; i++) {
            mult *= radix;
        }
        while (cursor < len) {
            group = val.substring(cursor, cursor + per);
            cursor += per;
            g = Integer.parseInt(group, radix);
            if (g < 0) {
                throw new NumberFormatException("Illegal digit");
            }
            used = mulAddInPlace(m, used, mult, g);
        }
        int[] t = new int[used];
        System.arraycopy(m, 0, t, 0, used);
        t = trim(t);
        this.mag = t;
        this.signum = t.length == 0 ? 0 : sign;
    }

    private static int bitsPerDigitTimes1024(int radix) {
        // ceil(log2(radix) * 1024), generous enough to size the parse buffer
        return (int) Math.ceil(Math.log(radix) / Math.log(2) * 1024) + 1;
    }

    /** m[0..used) = m * mult + add, returns the new used length (m has room). */
    private static int mulAddInPlace(int[] m, int used, int mult, int add) {
        long ml = mult & MASK;
        long carry = add & MASK;
        for (int i = 0; i < used; i++) {
            long p = (m[i] & MASK) * ml + carry;
            m[i] = (int) p;
            carry = p >>> 32;
        }
        if (carry != 0) {
            m[used++] = (int) carry;
        }
        return used;
    }

    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        checkRange(val.length, off, len);
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int words = (len + 3) / 4;
        int[] w = new int[words];
        boolean neg = val[off] < 0;
        for (int i = 0; i < words * 4; i++) {
            int bi = off + len - 1 - i;
            int b = i < len ? (val[bi] & 0xff) : (neg ? 0xff : 0);
            w[i >> 2] |= b << ((i & 3) * 8);
        }
        BigInteger r = fromTwos(w);
        this.signum = r.signum;
        this.mag = r.mag;
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        checkRange(magnitude.length, off, len);
        int words = (len + 3) / 4;
        int[] w = new int[words];
        for (int i = 0; i < len; i++) {
            w[i >> 2] |= (magnitude[off + len - 1 - i] & 0xff) << ((i & 3) * 8);
        }
        w = trim(w);
        if (w.length == 0) {
            this.signum = 0;
            this.mag = EMPTY;
        } else {
            if (signum == 0) {
                throw new NumberFormatException("signum-magnitude mismatch");
            }
            this.signum = signum;
            this.mag = w;
        }
    }

    private static void checkRange(int length, int off, int len) {
        if ((off | len) < 0 || len > length - off) {
            throw new IndexOutOfBoundsException();
        }
    }

    public BigInteger(int numBits, Random rnd) {
        BigInteger r = randomBits(numBits, rnd);
        this.signum = r.signum;
        this.mag = r.mag;
    }

    public BigInteger(int bitLength, int certainty, Random rnd) {
        BigInteger r = largePrime(bitLength, rnd);
        this.signum = r.signum;
        this.mag = r.mag;
    }

    private static BigInteger randomBits(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        if (numBits == 0) {
            return ZERO;
        }
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] b = new byte[numBytes];
        rnd.nextBytes(b);
        int excess = 8 * numBytes - numBits;
        b[0] &= (byte) ((1 << (8 - excess)) - 1);
        return new BigInteger(1, b);
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        return bitLength >= 2 && bitLength < 95 ? smallPrime(bitLength, rnd) : largePrime(bitLength, rnd);
    }

    /** 3 * 5 * ... * 41: a candidate sharing a factor with it is rejected before any random test. */
    private static final long SMALL_PRIME_PRODUCT = 3L * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37 * 41;

    /**
     * A prime below 95 bits drawn the way the JDK draws it, so that a seeded Random gives
     * the same prime: each candidate takes one nextInt() per 32-bit word (most significant
     * first), gets its top bit and (above 2 bits) its low bit set, is rejected without
     * drawing more when a prime up to 41 divides it, and otherwise faces 50 Miller-Rabin
     * rounds whose bases are drawn from the same Random.
     */
    private static BigInteger smallPrime(int bitLength, Random rnd) {
        int words = (bitLength + 31) >>> 5;
        int top = (bitLength - 1) & 31;
        while (true) {
            int[] w = new int[words];
            for (int i = 0; i < words; i++) {
                w[i] = rnd.nextInt();
            }
            w[0] = (int) (w[0] & ((2L << top) - 1)) | (1 << top);
            if (bitLength > 2) {
                w[words - 1] |= 1;
            }
            byte[] b = new byte[words * 4];
            for (int i = 0; i < words; i++) {
                b[4 * i] = (byte) (w[i] >>> 24);
                b[4 * i + 1] = (byte) (w[i] >>> 16);
                b[4 * i + 2] = (byte) (w[i] >>> 8);
                b[4 * i + 3] = (byte) w[i];
            }
            BigInteger p = new BigInteger(1, b);
            if (bitLength > 6) {
                long r = p.remainder(valueOf(SMALL_PRIME_PRODUCT)).longValue();
                boolean divisible = false;
                for (int i = 0; i < 12; i++) {
                    if (r % SMALL_PRIMES[i] == 0) {
                        divisible = true;
                        break;
                    }
                }
                if (divisible) {
                    continue;
                }
            }
            if (bitLength < 4 || randomMillerRabin(p, 50, rnd)) {
                return p;
            }
        }
    }

    /** Miller-Rabin with bases drawn as randomBits(bitLength) from rnd, redrawn outside (1, n). */
    private static boolean randomMillerRabin(BigInteger n, int rounds, Random rnd) {
        BigInteger nm1 = n.subtract(ONE);
        int s = nm1.getLowestSetBit();
        BigInteger d = nm1.shiftRight(s);
        for (int i = 0; i < rounds; i++) {
            BigInteger a;
            do {
                a = randomBits(n.bitLength(), rnd);
            } while (a.compareTo(ONE) <= 0 || a.compareTo(n) >= 0);
            BigInteger x = a.modPow(d, n);
            if (x.equals(ONE) || x.equals(nm1)) {
                continue;
            }
            boolean composite = true;
            for (int r = 1; r < s; r++) {
                x = x.multiply(x).mod(n);
                if (x.equals(nm1)) {
                    composite = false;
                    break;
                }
                if (x.equals(ONE)) {
                    return false;
                }
            }
            if (composite) {
                return false;
            }
        }
        return true;
    }

    private static BigInteger largePrime(int bitLength, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        while (true) {
            BigInteger c = randomBits(bitLength, rnd).setBit(bitLength - 1);
            if (bitLength > 2) {
                c = c.setBit(0);
            }
            if (c.isProbablePrime(100)) {
                return c;
            }
        }
    }

    public static BigInteger valueOf(long val) {
        if (val >= 0 && val <= 32) {
            return SMALL[(int) val];
        }
        if (val == -1) {
            return NEGATIVE_ONE;
        }
        int sign = val < 0 ? -1 : 1;
        long m = val < 0 ? -val : val;   // Long.MIN_VALUE stays as the unsigned 2^63
        int hi = (int) (m >>> 32);
        return new BigInteger(sign, hi == 0 ? new int[] {(int) m} : new int[] {(int) m, hi});
    }

    private static BigInteger ofUnsignedLong(long m) {
        int hi = (int) (m >>> 32);
        if (hi == 0) {
            return (int) m == 0 ? ZERO : new BigInteger(1, new int[] {(int) m});
        }
        return new BigInteger(1, new int[] {(int) m, hi});
    }

    // ---- magnitude helpers ----------------------------------------------------------

    private static int[] trim(int[] a) {
        int n = a.length;
        while (n > 0 && a[n - 1] == 0) {
            n--;
        }
        if (n == a.length) {
            return a;
        }
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }

    private static int cmpMag(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] & MASK) < (b[i] & MASK) ? -1 : 1;
            }
        }
        return 0;
    }

    private static int[] addMag(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long s = (a[i] & MASK) + (b[i] & MASK) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        for (; i < a.length; i++) {
            long s = (a[i] & MASK) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        r[i] = (int) carry;
        return trim(r);
    }

    /** a - b for |a| >= |b|. */
    private static int[] subMag(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long d = (a[i] & MASK) - (b[i] & MASK) - borrow;
            r[i] = (int) d;
            borrow = (d >> 32) & 1;
        }
        for (; i < a.length; i++) {
            long d = (a[i] & MASK) - borrow;
            r[i] = (int) d;
            borrow = (d >> 32) & 1;
        }
        return trim(r);
    }

    private static int[] mulMag(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) {
            return EMPTY;
        }
        if (a.length < KARATSUBA_THRESHOLD || b.length < KARATSUBA_THRESHOLD) {
            return schoolbook(a, b);
        }
        return karatsuba(a, b);
    }

    private static int[] schoolbook(int[] a, int[] b) {
        int[] r = new int[a.length + b.length];
        mul0(a, b, r);
        return trim(r);
    }

    /** r = a * b, schoolbook; r is zero and has a.length + b.length words. */
    private static native void mul0(int[] a, int[] b, int[] r);

    /** q = a / d (d != 0 as unsigned), q as long as a; returns the remainder. */
    private static native int divWord0(int[] a, int d, int[] q);

    /** Knuth's algorithm D on normalized u (m+n+1 words) and v (n >= 2 words, top bit set) into q (m+1 words). */
    private static native void divKnuth0(int[] u, int[] v, int[] q);

    private static int[] lowWords(int[] a, int n) {
        if (a.length <= n) {
            return a;
        }
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return trim(r);
    }

    private static int[] highWords(int[] a, int n) {
        if (a.length <= n) {
            return EMPTY;
        }
        int[] r = new int[a.length - n];
        System.arraycopy(a, n, r, 0, r.length);
        return r;
    }

    private static int[] shiftWords(int[] a, int n) {
        if (a.length == 0) {
            return a;
        }
        int[] r = new int[a.length + n];
        System.arraycopy(a, 0, r, n, a.length);
        return r;
    }

    private static int[] karatsuba(int[] a, int[] b) {
        int half = (Math.max(a.length, b.length) + 1) / 2;
        if (a.length <= half || b.length <= half) {
            // Unbalanced: split only the longer operand.
            if (a.length < b.length) {
                int[] t = a;
                a = b;
                b = t;
            }
            int[] lo = mulMag(lowWords(a, half), b);
            int[] hi = mulMag(highWords(a, half), b);
            return addMag(lo, shiftWords(hi, half));
        }
        int[] a0 = lowWords(a, half);
        int[] a1 = highWords(a, half);
        int[] b0 = lowWords(b, half);
        int[] b1 = highWords(b, half);
        int[] z0 = mulMag(a0, b0);
        int[] z2 = mulMag(a1, b1);
        int[] z1 = mulMag(addMag(a0, a1), addMag(b0, b1));
        z1 = subMag(subMag(z1, z0), z2);
        return addMag(addMag(z0, shiftWords(z1, half)), shiftWords(z2, 2 * half));
    }

    /** Quotient of a by a one-word divisor into q (same length as a); returns the remainder. */
    private static int divWord(int[] a, int d, int[] q) {
        return divWord0(a, d, q);
    }

    private static int[] shlBits(int[] a, int s, int extra) {
        int[] r = new int[a.length + extra];
        if (s == 0) {
            System.arraycopy(a, 0, r, 0, a.length);
            return r;
        }
        int carry = 0;
        for (int i = 0; i < a.length; i++) {
            r[i] = (a[i] << s) | carry;
            carry = a[i] >>> (32 - s);
        }
        if (extra > 0) {
            r[a.length] = carry;
        }
        return r;
    }

    /** Magnitude division; returns {quotient, remainder}, both trimmed. b is non-empty. */
    private static int[][] divMag(int[] a, int[] b) {
        int c = cmpMag(a, b);
        if (c < 0) {
            return new int[][] {EMPTY, a};
        }
        if (c == 0) {
            return new int[][] {new int[] {1}, EMPTY};
        }
        if (b.length == 1) {
            int[] q = new int[a.length];
            int r = divWord(a, b[0], q);
            return new int[][] {trim(q), r == 0 ? EMPTY : new int[] {r}};
        }
        int n = b.length;
        int m = a.length - n;
        int s = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] v = shlBits(b, s, 0);
        int[] u = shlBits(a, s, 1);
        int[] q = new int[m + 1];
        divKnuth0(u, v, q);
        // remainder = u[0..n) >> s
        int[] r = new int[n];
        if (s == 0) {
            System.arraycopy(u, 0, r, 0, n);
        } else {
            for (int i = 0; i < n; i++) {
                r[i] = (u[i] >>> s) | (u[i + 1] << (32 - s));
            }
        }
        return new int[][] {trim(q), trim(r)};
    }

    // ---- arithmetic -----------------------------------------------------------------

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (val.signum == signum) {
            return new BigInteger(signum, addMag(mag, val.mag));
        }
        int c = cmpMag(mag, val.mag);
        if (c == 0) {
            return ZERO;
        }
        return c > 0 ? new BigInteger(signum, subMag(mag, val.mag))
                : new BigInteger(val.signum, subMag(val.mag, mag));
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) {
            return ZERO;
        }
        return new BigInteger(signum * val.signum, mulMag(mag, val.mag));
    }

    private void checkDivisor(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
    }

    public BigInteger divide(BigInteger val) {
        checkDivisor(val);
        if (signum == 0) {
            return ZERO;
        }
        int[][] qr = divMag(mag, val.mag);
        return of(signum * val.signum, qr[0]);
    }

    public BigInteger remainder(BigInteger val) {
        checkDivisor(val);
        if (signum == 0) {
            return ZERO;
        }
        int[][] qr = divMag(mag, val.mag);
        return of(signum, qr[1]);
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        checkDivisor(val);
        if (signum == 0) {
            return new BigInteger[] {ZERO, ZERO};
        }
        int[][] qr = divMag(mag, val.mag);
        return new BigInteger[] {of(signum * val.signum, qr[0]), of(signum, qr[1])};
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger r = remainder(m);
        return r.signum < 0 ? r.add(m) : r;
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        if (signum == 0) {
            return exponent == 0 ? ONE : this;
        }
        checkBitLength((long) (magBitLength() - 1) * exponent + 1);
        BigInteger result = ONE;
        BigInteger base = this;
        int e = exponent;
        while (e != 0) {
            if ((e & 1) != 0) {
                result = result.multiply(base);
            }
            e >>>= 1;
            if (e != 0) {
                base = base.multiply(base);
            }
        }
        return result;
    }

    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        if (bitLength() < 63) {
            long v = longValue();
            long r = (long) Math.sqrt((double) v);
            while (r * r > v) {
                r--;
            }
            while ((r + 1) * (r + 1) <= v) {
                r++;
            }
            return valueOf(r);
        }
        // Newton's iteration from an over-estimate decreases monotonically to floor(sqrt).
        BigInteger x = ONE.shiftLeft((bitLength() + 1) / 2 + 1);
        while (true) {
            BigInteger y = x.add(divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, subtract(s.multiply(s))};
    }

    public BigInteger gcd(BigInteger val) {
        BigInteger a = abs();
        BigInteger b = val.abs();
        while (b.signum != 0) {
            if (a.mag.length <= 2 && b.mag.length <= 2) {
                long x = a.longValue();
                long y = b.longValue();
                if (x >= 0 && y >= 0) {
                    while (y != 0) {
                        long t = x % y;
                        x = y;
                        y = t;
                    }
                    return valueOf(x);
                }
            }
            BigInteger t = a.remainder(b);
            a = b;
            b = t;
        }
        return a;
    }

    public BigInteger abs() {
        return signum < 0 ? negate() : this;
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(-signum, mag);
    }

    public int signum() {
        return signum;
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum == 0) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger base = this;
        if (exponent.signum < 0) {
            base = modInverse(m);
            exponent = exponent.negate();
        }
        base = base.mod(m);
        if (base.signum == 0) {
            return ZERO;
        }
        BigInteger result = ONE;
        for (int i = exponent.bitLength() - 1; i >= 0; i--) {
            result = result.multiply(result).remainder(m);
            if (exponent.testBit(i)) {
                result = result.multiply(base).remainder(m);
            }
        }
        return result;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        BigInteger a = mod(m);
        BigInteger r0 = m;
        BigInteger r1 = a;
        BigInteger t0 = ZERO;
        BigInteger t1 = ONE;
        while (r1.signum != 0) {
            BigInteger[] qr = r0.divideAndRemainder(r1);
            BigInteger t2 = t0.subtract(qr[0].multiply(t1));
            r0 = r1;
            r1 = qr[1];
            t0 = t1;
            t1 = t2;
        }
        if (!r0.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return t0.mod(m);
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) >= 0 ? this : val;
    }

    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum < val.signum ? -1 : 1;
        }
        int c = cmpMag(mag, val.mag);
        return signum < 0 ? -c : c;
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger o = (BigInteger) x;
        return signum == o.signum && cmpMag(mag, o.mag) == 0;
    }

    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) {
            h = 31 * h + mag[i];
        }
        return h * signum;
    }

    // ---- primes ---------------------------------------------------------------------

    private static final int[] SMALL_PRIMES = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53,
        59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149};

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = abs();
        if (w.mag.length == 1 && w.mag[0] == 2) {
            return true;
        }
        if (!w.testBit(0) || w.equals(ONE)) {
            return false;
        }
        for (int p : SMALL_PRIMES) {
            if (w.mag.length == 1 && w.mag[0] == p) {
                return true;
            }
            int[] q = new int[w.mag.length];
            if (divWord(w.mag, p, q) == 0) {
                return false;
            }
        }
        int rounds = Math.min((certainty + 1) / 2, w.bitLength() < 512 ? 30 : 12);
        return millerRabin(w, Math.max(rounds, 4));
    }

    private static boolean millerRabin(BigInteger n, int rounds) {
        BigInteger nm1 = n.subtract(ONE);
        int s = nm1.getLowestSetBit();
        BigInteger d = nm1.shiftRight(s);
        Random rnd = new Random(n.hashCode() * 31L + n.bitLength());
        for (int i = 0; i < rounds; i++) {
            BigInteger a;
            if (i < 8) {
                a = valueOf(SMALL_PRIMES[i] == 3 ? 2 : SMALL_PRIMES[i - 1]);
            } else {
                do {
                    a = randomBits(n.bitLength(), rnd);
                } while (a.compareTo(ONE) <= 0 || a.compareTo(nm1) >= 0);
            }
            if (a.compareTo(nm1) >= 0) {
                continue;
            }
            BigInteger x = a.modPow(d, n);
            if (x.equals(ONE) || x.equals(nm1)) {
                continue;
            }
            boolean witness = true;
            for (int r = 1; r < s; r++) {
                x = x.multiply(x).mod(n);
                if (x.equals(nm1)) {
                    witness = false;
                    break;
                }
                if (x.equals(ONE)) {
                    return false;
                }
            }
            if (witness) {
                return false;
            }
        }
        return true;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        if (signum == 0 || equals(ONE)) {
            return TWO;
        }
        BigInteger c = add(ONE);
        if (!c.testBit(0)) {
            c = c.add(ONE);
        }
        while (!c.isProbablePrime(100)) {
            c = c.add(TWO);
        }
        return c;
    }

    // ---- bits -----------------------------------------------------------------------

    private int firstNonzeroWord() {
        int i = 0;
        while (i < mag.length && mag[i] == 0) {
            i++;
        }
        return i;
    }

    /** Word n (n >= 0) of the infinite two's complement representation. */
    private int getInt(int n) {
        if (signum >= 0) {
            return n < mag.length ? mag[n] : 0;
        }
        if (n >= mag.length) {
            return -1;
        }
        int f = firstNonzeroWord();
        if (n < f) {
            return 0;
        }
        return n == f ? -mag[n] : ~mag[n];
    }

    private int[] twos(int words) {
        int[] w = new int[words];
        if (signum >= 0) {
            System.arraycopy(mag, 0, w, 0, Math.min(words, mag.length));
            return w;
        }
        int f = firstNonzeroWord();
        for (int i = 0; i < words; i++) {
            if (i >= mag.length) {
                w[i] = -1;
            } else if (i < f) {
                w[i] = 0;
            } else {
                w[i] = i == f ? -mag[i] : ~mag[i];
            }
        }
        return w;
    }

    /** The value whose two's complement words are w (the top word's sign bit is the sign). */
    private static BigInteger fromTwos(int[] w) {
        if (w.length == 0 || w[w.length - 1] >= 0) {
            return of(1, w);
        }
        int[] m = new int[w.length];
        long carry = 1;
        for (int i = 0; i < w.length; i++) {
            long s = ((~w[i]) & MASK) + carry;
            m[i] = (int) s;
            carry = s >>> 32;
        }
        return of(-1, m);
    }

    public BigInteger and(BigInteger val) {
        int n = Math.max(mag.length, val.mag.length) + 1;
        int[] w = new int[n];
        for (int i = 0; i < n; i++) {
            w[i] = getInt(i) & val.getInt(i);
        }
        return fromTwos(w);
    }

    public BigInteger or(BigInteger val) {
        int n = Math.max(mag.length, val.mag.length) + 1;
        int[] w = new int[n];
        for (int i = 0; i < n; i++) {
            w[i] = getInt(i) | val.getInt(i);
        }
        return fromTwos(w);
    }

    public BigInteger xor(BigInteger val) {
        int n = Math.max(mag.length, val.mag.length) + 1;
        int[] w = new int[n];
        for (int i = 0; i < n; i++) {
            w[i] = getInt(i) ^ val.getInt(i);
        }
        return fromTwos(w);
    }

    public BigInteger not() {
        int n = mag.length + 1;
        int[] w = new int[n];
        for (int i = 0; i < n; i++) {
            w[i] = ~getInt(i);
        }
        return fromTwos(w);
    }

    public BigInteger andNot(BigInteger val) {
        int n = Math.max(mag.length, val.mag.length) + 1;
        int[] w = new int[n];
        for (int i = 0; i < n; i++) {
            w[i] = getInt(i) & ~val.getInt(i);
        }
        return fromTwos(w);
    }

    /** The JDK's limit: a bit length of at most Integer.MAX_VALUE. */
    private static void checkBitLength(long bits) {
        if (bits > Integer.MAX_VALUE) {
            throw new ArithmeticException("BigInteger would overflow supported range");
        }
    }

    private static void checkBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
    }

    public boolean testBit(int n) {
        checkBit(n);
        return (getInt(n >>> 5) & (1 << (n & 31))) != 0;
    }

    private BigInteger changeBit(int n, int op) {
        checkBit(n);
        int words = Math.max(mag.length, (n >>> 5) + 1) + 1;
        int[] w = twos(words);
        int bit = 1 << (n & 31);
        if (op == 0) {
            w[n >>> 5] |= bit;
        } else if (op == 1) {
            w[n >>> 5] &= ~bit;
        } else {
            w[n >>> 5] ^= bit;
        }
        return fromTwos(w);
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    public int getLowestSetBit() {
        if (signum == 0) {
            return -1;
        }
        int f = firstNonzeroWord();
        return f * 32 + Integer.numberOfTrailingZeros(mag[f]);
    }

    private int magBitLength() {
        return mag.length == 0 ? 0 : (mag.length - 1) * 32 + 32 - Integer.numberOfLeadingZeros(mag[mag.length - 1]);
    }

    public int bitLength() {
        int len = magBitLength();
        if (signum < 0 && getLowestSetBit() == len - 1) {
            len--;   // -2^k needs one bit less than 2^k
        }
        return len;
    }

    public int bitCount() {
        int c = 0;
        for (int i = 0; i < mag.length; i++) {
            c += Integer.bitCount(mag[i]);
        }
        if (signum < 0) {
            // bits of |x| - 1: the trailing zeros of |x| become ones, its lowest one a zero
            c += getLowestSetBit() - 1;
        }
        return c;
    }

    public BigInteger shiftLeft(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n < 0) {
            return n == Integer.MIN_VALUE ? (signum < 0 ? NEGATIVE_ONE : ZERO) : shiftRight(-n);
        }
        checkBitLength((long) magBitLength() + n);
        int words = n >>> 5;
        int bits = n & 31;
        int[] r = new int[mag.length + words + 1];
        if (bits == 0) {
            System.arraycopy(mag, 0, r, words, mag.length);
        } else {
            int carry = 0;
            for (int i = 0; i < mag.length; i++) {
                r[i + words] = (mag[i] << bits) | carry;
                carry = mag[i] >>> (32 - bits);
            }
            r[mag.length + words] = carry;
        }
        return new BigInteger(signum, trim(r));
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n < 0) {
            return shiftLeft(-n);
        }
        int words = n >>> 5;
        int bits = n & 31;
        boolean lost = false;
        int[] r;
        if (words >= mag.length) {
            r = EMPTY;
            lost = true;
        } else {
            for (int i = 0; i < words; i++) {
                if (mag[i] != 0) {
                    lost = true;
                    break;
                }
            }
            if (bits != 0 && (mag[words] << (32 - bits)) != 0) {
                lost = true;
            }
            r = new int[mag.length - words];
            for (int i = 0; i < r.length; i++) {
                int lo = mag[i + words] >>> bits;
                int hi = (bits != 0 && i + words + 1 < mag.length) ? mag[i + words + 1] << (32 - bits) : 0;
                r[i] = lo | hi;
            }
            r = trim(r);
        }
        BigInteger res = of(signum, r);
        if (signum < 0 && lost) {
            res = res.subtract(ONE);   // floor division for negative values
        }
        return res;
    }

    // ---- conversions ----------------------------------------------------------------

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] b = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            int w = getInt(i >>> 2);
            b[byteLen - 1 - i] = (byte) (w >>> ((i & 3) * 8));
        }
        return b;
    }

    public int intValue() {
        return getInt(0);
    }

    public long longValue() {
        return ((long) getInt(1) << 32) | (getInt(0) & MASK);
    }

    public float floatValue() {
        if (signum == 0) {
            return 0.0f;
        }
        int len = magBitLength();
        if (len <= 63) {
            long m = magLong();
            return signum < 0 ? -(float) m : (float) m;
        }
        long top = topBitsWithSticky(len);
        float f = (float) top;
        f = Math.scalb(f, len - 63);
        return signum < 0 ? -f : f;
    }

    public double doubleValue() {
        if (signum == 0) {
            return 0.0;
        }
        int len = magBitLength();
        if (len <= 63) {
            long m = magLong();
            return signum < 0 ? -(double) m : (double) m;
        }
        long top = topBitsWithSticky(len);
        double d = (double) top;
        d = Math.scalb(d, len - 63);
        return signum < 0 ? -d : d;
    }

    private long magLong() {
        long m = mag[0] & MASK;
        if (mag.length > 1) {
            m |= (long) mag[1] << 32;
        }
        return m;
    }

    /** The top 63 bits of the magnitude, with the lowest one or-ed with any bit below. */
    private long topBitsWithSticky(int len) {
        int shift = len - 63;
        int words = shift >>> 5;
        int bits = shift & 31;
        long lo = (words < mag.length ? mag[words] & MASK : 0);
        long mid = (words + 1 < mag.length ? mag[words + 1] & MASK : 0);
        long hi = (words + 2 < mag.length ? mag[words + 2] & MASK : 0);
        long r = (lo >>> bits) | (mid << (32 - bits)) | (bits == 0 ? 0 : hi << (64 - bits));
        if (bits == 0) {
            r = lo | (mid << 32);
        }
        r &= 0x7fffffffffffffffL;
        boolean sticky = bits != 0 && (lo & ((1L << bits) - 1)) != 0;
        for (int i = 0; i < words && !sticky; i++) {
            sticky = mag[i] != 0;
        }
        return sticky ? r | 1 : r;
    }

    public int intValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    public long longValueExact() {
        if (mag.length <= 2 && bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    public short shortValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
                return (short) v;
            }
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (mag.length <= 1 && bitLength() <= 31) {
            int v = intValue();
            if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
                return (byte) v;
            }
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    public String toString() {
        return toString(10);
    }

    public String toString(int radix) {
        if (signum == 0) {
            return "0";
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        StringBuilder sb = new StringBuilder();
        if (signum < 0) {
            sb.append('-');
        }
        if (mag.length <= 2) {
            sb.append(Long.toUnsignedString(magLong(), radix));
            return sb.toString();
        }
        appendMag(sb, mag, radix, 0);
        return sb.toString();
    }

    private static synchronized BigInteger radixPower(int radix, int k) {
        BigInteger[] cache = POW_CACHE[radix];
        if (cache == null || cache.length <= k) {
            BigInteger[] n = new BigInteger[k + 1];
            if (cache != null) {
                System.arraycopy(cache, 0, n, 0, cache.length);
            }
            cache = n;
        }
        if (cache[0] == null) {
            cache[0] = valueOf(radix).pow(DIGITS_PER_INT[radix]);
        }
        for (int i = 1; i <= k; i++) {
            if (cache[i] == null) {
                cache[i] = cache[i - 1].multiply(cache[i - 1]);
            }
        }
        POW_CACHE[radix] = cache;
        return cache[k];
    }

    /** Appends the digits of m, left-padded with zeros to at least minDigits. */
    private static void appendMag(StringBuilder sb, int[] m, int radix, int minDigits) {
        if (m.length < TOSTRING_THRESHOLD) {
            appendSmall(sb, m, radix, minDigits);
            return;
        }
        // Split by radix^(per * 2^k) with that power about half the size of m.
        int k = 0;
        int per = DIGITS_PER_INT[radix];
        BigInteger p = radixPower(radix, 0);
        while (p.mag.length * 2 < m.length + 1 - p.mag.length) {
            k++;
            p = radixPower(radix, k);
        }
        int[][] qr = divMag(m, p.mag);
        int lowDigits = per << k;
        if (qr[0].length == 0) {
            appendMag(sb, qr[1], radix, minDigits);
            return;
        }
        appendMag(sb, qr[0], radix, minDigits - lowDigits);
        appendMag(sb, qr[1], radix, lowDigits);
    }

    private static void appendSmall(StringBuilder sb, int[] m, int radix, int minDigits) {
        if (m.length == 0) {
            for (int i = 0; i < minDigits; i++) {
                sb.append('0');
            }
            return;
        }
        int per = DIGITS_PER_INT[radix];
        int div = 1;
        for (int i = 0; i < per; i++) {
            div *= radix;
        }
        int[] cur = m;
        int n = 0;
        String[] groups = new String[m.length * 32 / per + 2];
        while (cur.length > 0) {
            int[] q = new int[cur.length];
            int r = divWord(cur, div, q);
            groups[n++] = Integer.toString(r, radix);
            cur = trim(q);
        }
        int total = groups[n - 1].length() + (n - 1) * per;
        for (int i = total; i < minDigits; i++) {
            sb.append('0');
        }
        sb.append(groups[n - 1]);
        for (int i = n - 2; i >= 0; i--) {
            String g = groups[i];
            for (int j = g.length(); j < per; j++) {
                sb.append('0');
            }
            sb.append(g);
        }
    }
}
