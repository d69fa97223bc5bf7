package java.lang;

/** The boxed double. Formatting and parsing are done by the VM (toStringImpl, parseDoubleImpl). */
public final class Double extends Number implements Comparable<Double> {
    private static final long serialVersionUID = -9172774392245257468L;

    public static final double POSITIVE_INFINITY = 1.0 / 0.0;
    public static final double NEGATIVE_INFINITY = -1.0 / 0.0;
    public static final double NaN = 0.0d / 0.0;
    public static final double MAX_VALUE = 0x1.fffffffffffffP+1023;
    public static final double MIN_NORMAL = 0x1.0p-1022;
    public static final double MIN_VALUE = 0x0.0000000000001P-1022;
    public static final int MAX_EXPONENT = 1023;
    public static final int MIN_EXPONENT = -1022;
    public static final int SIZE = 64;
    public static final int BYTES = 64 / 8;
    @SuppressWarnings("unchecked")
    public static final Class<Double> TYPE = (Class<Double>) Class.getPrimitiveClass("double");

    private final double value;

    @Deprecated
    public Double(double value) {
        this.value = value;
    }

    @Deprecated
    public Double(String s) throws NumberFormatException {
        value = parseDouble(s);
    }

    static native String toStringImpl(double v);

    static native double parseDoubleImpl(String s);

    public static native long doubleToRawLongBits(double value);

    public static native double longBitsToDouble(long bits);

    public static String toString(double v) {
        return toStringImpl(v);
    }

    public static Double valueOf(String s) throws NumberFormatException {
        return new Double(parseDouble(s));
    }

    public static Double valueOf(double v) {
        return new Double(v);
    }

    /* Leading and trailing chars up to ' ' are ignored, as String.trim does. The
     * parameter is named "in": a null fails on in.trim(), and the JDK's message names it. */
    public static double parseDouble(String in) throws NumberFormatException {
        String t = in.trim();
        if (t.isEmpty()) {
            throw new NumberFormatException("empty String");
        }
        return parseDoubleImpl(t);
    }

    public static boolean isNaN(double v) {
        return v != v;
    }

    public static boolean isInfinite(double v) {
        return v == POSITIVE_INFINITY || v == NEGATIVE_INFINITY;
    }

    public static boolean isFinite(double v) {
        return Math.abs(v) <= MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public String toString() {
        return toString(value);
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
        return (long) value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(double value) {
        long bits = doubleToLongBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    public boolean equals(Object obj) {
        return (obj instanceof Double) && doubleToLongBits(((Double) obj).value) == doubleToLongBits(value);
    }

    /* All NaNs collapse to one canonical pattern. */
    public static long doubleToLongBits(double value) {
        if (value != value) {
            return 0x7ff8000000000000L;
        }
        return doubleToRawLongBits(value);
    }

    public int compareTo(Double anotherDouble) {
        return compare(value, anotherDouble.value);
    }

    /* Orders -0.0 before 0.0 and NaN after everything, through the bit patterns. */
    public static int compare(double a, double b) {
        if (a < b) {
            return -1;
        }
        if (a > b) {
            return 1;
        }
        long ab = doubleToLongBits(a);
        long bb = doubleToLongBits(b);
        return (ab == bb) ? 0 : (ab < bb ? -1 : 1);
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }
    /* Hexadecimal form as specified by Double.toHexString: 0x1.8p1,
     * 0x0.0000000000001p-1022 for subnormals, trailing zeros dropped. */
    public static String toHexString(double d) {
        if (d != d) {
            return "NaN";
        }
        if (d == POSITIVE_INFINITY) {
            return "Infinity";
        }
        if (d == NEGATIVE_INFINITY) {
            return "-Infinity";
        }
        long bits = doubleToRawLongBits(d);
        StringBuilder sb = new StringBuilder(24);
        if (bits < 0) {
            sb.append('-');
        }
        if (d == 0.0) {
            return sb.append("0x0.0p0").toString();
        }
        long mantissa = bits & 0x000FFFFFFFFFFFFFL;
        int exponent = (int) ((bits >>> 52) & 0x7FF);
        boolean subnormal = exponent == 0;
        sb.append(subnormal ? "0x0." : "0x1.");
        String digits = Long.toHexString(mantissa | 0x0010000000000000L).substring(1);
        int end = digits.length();
        while (end > 1 && digits.charAt(end - 1) == '0') {
            end--;
        }
        sb.append(digits, 0, end);
        sb.append('p').append(subnormal ? -1022 : exponent - 1023);
        return sb.toString();
    }
}
