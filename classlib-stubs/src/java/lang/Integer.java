package java.lang;

/** The boxed int, and int arithmetic and formatting helpers. */
public final class Integer extends Number implements Comparable<Integer> {
    private static final long serialVersionUID = 1360826667806852920L;

    public static final int MIN_VALUE = 0x80000000;
    public static final int MAX_VALUE = 0x7fffffff;
    public static final int SIZE = 32;
    public static final int BYTES = 4;
    @SuppressWarnings("unchecked")
    public static final Class<Integer> TYPE = (Class<Integer>) Class.getPrimitiveClass("int");

    private static final Integer[] CACHE = new Integer[256];

    static {
        for (int i = 0; i < CACHE.length; i++) {
            CACHE[i] = new Integer(i - 128);
        }
    }

    private final int value;

    @Deprecated
    public Integer(int value) {
        this.value = value;
    }

    @Deprecated
    public Integer(String s) throws NumberFormatException {
        this.value = parseInt(s, 10);
    }

    public static Integer valueOf(int i) {
        if (i >= -128 && i <= 127) {
            return CACHE[i + 128];
        }
        return new Integer(i);
    }

    public static Integer valueOf(String s) throws NumberFormatException {
        return valueOf(parseInt(s, 10));
    }

    public static Integer valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseInt(s, radix));
    }

    public static int parseInt(String s) throws NumberFormatException {
        return parseInt(s, 10);
    }

    public static int parseInt(String s, int radix) throws NumberFormatException {
        return (int) NumberParsing.parse(s, radix, MIN_VALUE, MAX_VALUE);
    }

    public static int parseUnsignedInt(String s) throws NumberFormatException {
        return parseUnsignedInt(s, 10);
    }

    public static int parseUnsignedInt(String s, int radix) throws NumberFormatException {
        NumberParsing.checkRadix(s, radix);
        if (s.isEmpty()) {
            throw NumberParsing.forInputString(s, radix);
        }
        return (int) NumberParsing.parseUnsigned(s, 0, s.length(), radix, false, true);
    }

    public static int parseInt(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        return (int) NumberParsing.parse(s, beginIndex, endIndex, radix, MIN_VALUE, MAX_VALUE,
                true);
    }

    public static int parseUnsignedInt(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        checkSequence(s, beginIndex, endIndex, radix);
        if (beginIndex == endIndex) {
            throw new NumberFormatException("");
        }
        return (int) NumberParsing.parseUnsigned(s, beginIndex, endIndex, radix, false, false);
    }

    static void checkSequence(CharSequence s, int beginIndex, int endIndex, int radix) {
        if (s == null) {
            throw new NullPointerException();
        }
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > s.length()) {
            throw new IndexOutOfBoundsException();
        }
        NumberParsing.checkRadix("", radix);
    }

    public static Integer decode(String nm) throws NumberFormatException {
        return valueOf((int) NumberParsing.decode(nm, MIN_VALUE, MAX_VALUE));
    }

    public static Integer getInteger(String nm) {
        return getInteger(nm, null);
    }

    public static Integer getInteger(String nm, int val) {
        Integer r = getInteger(nm, null);
        return (r == null) ? valueOf(val) : r;
    }

    public static Integer getInteger(String nm, Integer val) {
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

    public static String toString(int i) {
        return NumberParsing.toString(i, 10);
    }

    public static String toString(int i, int radix) {
        return NumberParsing.toString(i, radix);
    }

    public static String toUnsignedString(int i) {
        return Long.toString(toUnsignedLong(i));
    }

    public static String toUnsignedString(int i, int radix) {
        return Long.toString(toUnsignedLong(i), radix);
    }

    public static String toHexString(int i) {
        return NumberParsing.toUnsignedPow2(toUnsignedLong(i), 4);
    }

    public static String toOctalString(int i) {
        return NumberParsing.toUnsignedPow2(toUnsignedLong(i), 3);
    }

    public static String toBinaryString(int i) {
        return NumberParsing.toUnsignedPow2(toUnsignedLong(i), 1);
    }

    public static long toUnsignedLong(int x) {
        return ((long) x) & 0xffffffffL;
    }

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return value;
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
        return value;
    }

    public static int hashCode(int value) {
        return value;
    }

    public boolean equals(Object obj) {
        return (obj instanceof Integer) && value == ((Integer) obj).value;
    }

    public int compareTo(Integer anotherInteger) {
        return compare(value, anotherInteger.value);
    }

    public static int compare(int x, int y) {
        if (x == y) {
            return 0;
        }
        return x < y ? -1 : 1;
    }

    /* Unsigned order is the signed order of the values widened without sign. */
    public static int compareUnsigned(int x, int y) {
        return Long.compare(toUnsignedLong(x), toUnsignedLong(y));
    }

    public static int divideUnsigned(int dividend, int divisor) {
        return (int) (toUnsignedLong(dividend) / toUnsignedLong(divisor));
    }

    public static int remainderUnsigned(int dividend, int divisor) {
        return (int) (toUnsignedLong(dividend) % toUnsignedLong(divisor));
    }

    public static int highestOneBit(int i) {
        if (i == 0) {
            return 0;
        }
        return 1 << (31 - numberOfLeadingZeros(i));
    }

    public static int lowestOneBit(int i) {
        return i & -i;
    }

    /* Shifts the value left past its zero bits in halving steps. */
    public static int numberOfLeadingZeros(int i) {
        if (i == 0) {
            return 32;
        }
        int zeros = 0;
        if ((i & 0xffff0000) == 0) {
            zeros += 16;
            i <<= 16;
        }
        if ((i & 0xff000000) == 0) {
            zeros += 8;
            i <<= 8;
        }
        if ((i & 0xf0000000) == 0) {
            zeros += 4;
            i <<= 4;
        }
        if ((i & 0xc0000000) == 0) {
            zeros += 2;
            i <<= 2;
        }
        if (i > 0) {
            zeros++;
        }
        return zeros;
    }

    public static int numberOfTrailingZeros(int i) {
        if (i == 0) {
            return 32;
        }
        // The lowest set bit alone has as many zeros below it as 31 minus those above.
        return 31 - numberOfLeadingZeros(i & -i);
    }

    /* Sums the bits in pairs, then nibbles, then adds the four byte sums by a multiply. */
    public static int bitCount(int i) {
        int pairs = i - ((i >>> 1) & 0x55555555);
        int nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
        int bytes = (nibbles + (nibbles >>> 4)) & 0x0f0f0f0f;
        return (bytes * 0x01010101) >>> 24;
    }

    public static int rotateLeft(int i, int distance) {
        int d = distance & 31;
        return d == 0 ? i : (i << d) | (i >>> (32 - d));
    }

    public static int rotateRight(int i, int distance) {
        int d = distance & 31;
        return d == 0 ? i : (i >>> d) | (i << (32 - d));
    }

    /* Swaps halves, then bytes, nibbles, bit pairs and single bits within them. */
    public static int reverse(int i) {
        int r = (i >>> 16) | (i << 16);
        r = ((r & 0xff00ff00) >>> 8) | ((r & 0x00ff00ff) << 8);
        r = ((r & 0xf0f0f0f0) >>> 4) | ((r & 0x0f0f0f0f) << 4);
        r = ((r & 0xcccccccc) >>> 2) | ((r & 0x33333333) << 2);
        return ((r & 0xaaaaaaaa) >>> 1) | ((r & 0x55555555) << 1);
    }

    public static int signum(int i) {
        if (i > 0) {
            return 1;
        }
        return i < 0 ? -1 : 0;
    }

    public static int reverseBytes(int i) {
        return (i >>> 24) | ((i >> 8) & 0xff00) | ((i << 8) & 0xff0000) | (i << 24);
    }

    public static int sum(int a, int b) {
        return a + b;
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }
}
