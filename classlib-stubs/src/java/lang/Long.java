package java.lang;

/** The boxed long, and long arithmetic and formatting helpers. */
public final class Long extends Number implements Comparable<Long> {
    private static final long serialVersionUID = 4290774380558885855L;

    public static final long MIN_VALUE = 0x8000000000000000L;
    public static final long MAX_VALUE = 0x7fffffffffffffffL;
    public static final int SIZE = 64;
    public static final int BYTES = 8;
    @SuppressWarnings("unchecked")
    public static final Class<Long> TYPE = (Class<Long>) Class.getPrimitiveClass("long");

    private static final Long[] CACHE = new Long[256];

    static {
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new Long(i - 128);
        }
    }

    private final long value;

    @Deprecated
    public Long(long value) {
        this.value = value;
    }

    @Deprecated
    public Long(String s) throws NumberFormatException {
        this.value = parseLong(s, 10);
    }

    public static Long valueOf(long l) {
        if (l >= -128 && l <= 127) {
            return CACHE[(int) l + 128];
        }
        return new Long(l);
    }

    public static Long valueOf(String s) throws NumberFormatException {
        return valueOf(parseLong(s, 10));
    }

    public static Long valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseLong(s, radix));
    }

    public static long parseLong(String s) throws NumberFormatException {
        return parseLong(s, 10);
    }

    public static long parseLong(String s, int radix) throws NumberFormatException {
        return NumberParsing.parse(s, radix, MIN_VALUE, MAX_VALUE);
    }

    public static long parseUnsignedLong(String s) throws NumberFormatException {
        return parseUnsignedLong(s, 10);
    }

    public static long parseUnsignedLong(String s, int radix) throws NumberFormatException {
        NumberParsing.checkRadix(s, radix);
        if (s.isEmpty()) {
            throw NumberParsing.forInputString(s, radix);
        }
        return NumberParsing.parseUnsigned(s, 0, s.length(), radix, true, true);
    }

    public static long parseLong(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        return NumberParsing.parse(s, beginIndex, endIndex, radix, MIN_VALUE, MAX_VALUE, false);
    }

    public static long parseUnsignedLong(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        Integer.checkSequence(s, beginIndex, endIndex, radix);
        if (beginIndex == endIndex) {
            throw NumberParsing.forInputString("", radix);
        }
        return NumberParsing.parseUnsigned(s, beginIndex, endIndex, radix, true, false);
    }

    public static Long decode(String nm) throws NumberFormatException {
        return valueOf(NumberParsing.decode(nm, MIN_VALUE, MAX_VALUE));
    }

    public static Long getLong(String nm) {
        return getLong(nm, null);
    }

    public static Long getLong(String nm, long val) {
        Long r = getLong(nm, null);
        return (r == null) ? valueOf(val) : r;
    }

    public static Long getLong(String nm, Long val) {
        String v = null;
        try {
            v = System.getProperty(nm);
        } catch (IllegalArgumentException | NullPointerException e) {
            v = null;
        }
        if (v != null) {
            try {
                return decode(v);
            } catch (NumberFormatException e) {
                return val;
            }
        }
        return val;
    }

    public static String toString(long i) {
        return NumberParsing.toString(i, 10);
    }

    public static String toString(long i, int radix) {
        return NumberParsing.toString(i, radix);
    }

    public static String toUnsignedString(long i) {
        return NumberParsing.toUnsignedString(i, 10);
    }

    public static String toUnsignedString(long i, int radix) {
        return NumberParsing.toUnsignedString(i, radix);
    }

    public static String toHexString(long i) {
        return NumberParsing.toUnsignedPow2(i, 4);
    }

    public static String toOctalString(long i) {
        return NumberParsing.toUnsignedPow2(i, 3);
    }

    public static String toBinaryString(long i) {
        return NumberParsing.toUnsignedPow2(i, 1);
    }

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return value;
    }

    public float floatValue() {
        return value;
    }

    public double doubleValue() {
        return value;
    }

    public String toString() {
        return toString(value);
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(long value) {
        return (int) (value ^ (value >>> 32));
    }

    public boolean equals(Object obj) {
        return (obj instanceof Long) && value == ((Long) obj).value;
    }

    public int compareTo(Long anotherLong) {
        return compare(value, anotherLong.value);
    }

    public static int compare(long x, long y) {
        if (x == y) {
            return 0;
        }
        return x < y ? -1 : 1;
    }

    /* Flipping the sign bit maps unsigned order onto signed order. */
    public static int compareUnsigned(long x, long y) {
        return compare(x ^ MIN_VALUE, y ^ MIN_VALUE);
    }

    public static long divideUnsigned(long dividend, long divisor) {
        if (divisor < 0) {
            return (compareUnsigned(dividend, divisor) < 0) ? 0 : 1;
        }
        if (dividend >= 0) {
            return dividend / divisor;
        }
        long quot = ((dividend >>> 1) / divisor) << 1;
        long rem = dividend - quot * divisor;
        return quot + (compareUnsigned(rem, divisor) >= 0 ? 1 : 0);
    }

    public static long remainderUnsigned(long dividend, long divisor) {
        return dividend - divideUnsigned(dividend, divisor) * divisor;
    }

    public static long highestOneBit(long i) {
        if (i == 0) {
            return 0;
        }
        return 1L << (63 - numberOfLeadingZeros(i));
    }

    public static long lowestOneBit(long i) {
        return i & -i;
    }

    /* The halves through the int routines. */
    public static int numberOfLeadingZeros(long i) {
        int upper = (int) (i >>> 32);
        if (upper != 0) {
            return Integer.numberOfLeadingZeros(upper);
        }
        return 32 + Integer.numberOfLeadingZeros((int) i);
    }

    public static int numberOfTrailingZeros(long i) {
        int lower = (int) i;
        if (lower != 0) {
            return Integer.numberOfTrailingZeros(lower);
        }
        return 32 + Integer.numberOfTrailingZeros((int) (i >>> 32));
    }

    public static int bitCount(long i) {
        return Integer.bitCount((int) (i >>> 32)) + Integer.bitCount((int) i);
    }

    public static long rotateLeft(long i, int distance) {
        int d = distance & 63;
        return d == 0 ? i : (i << d) | (i >>> (64 - d));
    }

    public static long rotateRight(long i, int distance) {
        int d = distance & 63;
        return d == 0 ? i : (i >>> d) | (i << (64 - d));
    }

    /* Each half reversed becomes the other half. */
    public static long reverse(long i) {
        long upper = Integer.reverse((int) i) & 0xffffffffL;
        long lower = Integer.reverse((int) (i >>> 32)) & 0xffffffffL;
        return (upper << 32) | lower;
    }

    public static int signum(long i) {
        if (i > 0) {
            return 1;
        }
        return i < 0 ? -1 : 0;
    }

    public static long reverseBytes(long i) {
        long upper = Integer.reverseBytes((int) i) & 0xffffffffL;
        long lower = Integer.reverseBytes((int) (i >>> 32)) & 0xffffffffL;
        return (upper << 32) | lower;
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }
}
