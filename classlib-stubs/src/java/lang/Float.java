package java.lang;

/** The boxed float. Formatting and parsing are done by the VM (toStringImpl, parseFloatImpl). */
public final class Float extends Number implements Comparable<Float> {
    private static final long serialVersionUID = -2671257302660747028L;

    public static final float POSITIVE_INFINITY = 1.0f / 0.0f;
    public static final float NEGATIVE_INFINITY = -1.0f / 0.0f;
    public static final float NaN = 0.0f / 0.0f;
    public static final float MAX_VALUE = 0x1.fffffeP+127f;
    public static final float MIN_NORMAL = 0x1.0p-126f;
    public static final float MIN_VALUE = 0x0.000002P-126f;
    public static final int MAX_EXPONENT = 127;
    public static final int MIN_EXPONENT = -126;
    public static final int SIZE = 32;
    public static final int BYTES = 32 / 8;
    @SuppressWarnings("unchecked")
    public static final Class<Float> TYPE = (Class<Float>) Class.getPrimitiveClass("float");

    private final float value;

    @Deprecated
    public Float(float value) {
        this.value = value;
    }

    @Deprecated
    public Float(double value) {
        this.value = (float) value;
    }

    @Deprecated
    public Float(String s) throws NumberFormatException {
        value = parseFloat(s);
    }

    static native String toStringImpl(float v);

    static native float parseFloatImpl(String s);

    public static native int floatToRawIntBits(float value);

    public static native float intBitsToFloat(int bits);

    public static String toString(float v) {
        return toStringImpl(v);
    }

    public static Float valueOf(String s) throws NumberFormatException {
        return new Float(parseFloat(s));
    }

    public static Float valueOf(float v) {
        return new Float(v);
    }

    /* Leading and trailing chars up to ' ' are ignored, as String.trim does. The
     * parameter is named "in": a null fails on in.trim(), and the JDK's message names it. */
    public static float parseFloat(String in) throws NumberFormatException {
        String t = in.trim();
        if (t.isEmpty()) {
            throw new NumberFormatException("empty String");
        }
        return parseFloatImpl(t);
    }

    public static boolean isNaN(float v) {
        return v != v;
    }

    public static boolean isInfinite(float v) {
        return v == POSITIVE_INFINITY || v == NEGATIVE_INFINITY;
    }

    public static boolean isFinite(float v) {
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

    public static int hashCode(float value) {
        int bits = floatToIntBits(value);
        return bits;
    }

    public boolean equals(Object obj) {
        return (obj instanceof Float) && floatToIntBits(((Float) obj).value) == floatToIntBits(value);
    }

    /* All NaNs collapse to one canonical pattern. */
    public static int floatToIntBits(float value) {
        if (value != value) {
            return 0x7fc00000;
        }
        return floatToRawIntBits(value);
    }

    public int compareTo(Float anotherFloat) {
        return compare(value, anotherFloat.value);
    }

    /* Orders -0.0 before 0.0 and NaN after everything, through the bit patterns. */
    public static int compare(float a, float b) {
        if (a < b) {
            return -1;
        }
        if (a > b) {
            return 1;
        }
        int ab = floatToIntBits(a);
        int bb = floatToIntBits(b);
        return (ab == bb) ? 0 : (ab < bb ? -1 : 1);
    }

    public static float sum(float a, float b) {
        return a + b;
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }
    /* Hexadecimal form as specified by Float.toHexString: subnormals are
     * printed with exponent -126 and the digits of the scaled double. */
    public static String toHexString(float f) {
        if (Math.abs(f) < MIN_NORMAL && f != 0.0f) {
            String s = Double.toHexString(Math.scalb((double) f, -896));
            return s.endsWith("p-1022") ? s.substring(0, s.length() - 6) + "p-126" : s;
        }
        return Double.toHexString(f);
    }
}
