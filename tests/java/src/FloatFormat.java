public class FloatFormat {
    public static void main(String[] args) {
        float[] fs = {0f, -0f, 1f, 1.1f, (float) 0.1, 0.1f + 0.2f, 100f, 1e7f, 1e-5f, 0.001f, 1e10f, 3.4028235e38f, Float.MIN_VALUE, Float.MIN_NORMAL,
            Float.NaN, Float.POSITIVE_INFINITY, -Float.POSITIVE_INFINITY, 1f / 3, 16777216f, 16777217f, 123456.79f, 9999999f, 0.3f, 2.5e-3f,
            (float) Math.PI, 1.0e-10f, 33.333f, 5e-45f};
        for (float f : fs) {
            System.out.println(f + " | " + Float.toString(f) + " | " + (double) f + " | bits " + Integer.toHexString(Float.floatToIntBits(f)));
        }
        String[] ps = {"1.1", "-2.5e3", "3.4028236e38", "1e39", "1e-46", "0.1", "NaN", "  7  ", "1.17549435E-38", "16777217"};
        for (String p : ps) System.out.println("parseFloat(" + p + ") = " + Float.parseFloat(p));
        System.out.println("hashCode " + Float.hashCode(1.5f) + " " + Float.valueOf(-0f).hashCode() + " compare " + Float.compare(Float.NaN, 1f));
        System.out.println("intBitsToFloat " + Float.intBitsToFloat(0x3f800000) + " " + Float.intBitsToFloat(0x7fc00000) + " " + Float.intBitsToFloat(1));
        System.out.println("toHexString " + Float.toHexString(1.0f) + " " + Float.toHexString(0.1f));
        float acc = 0;
        for (int i = 0; i < 10; i++) acc += 0.1f;
        System.out.println("ten times 0.1f = " + acc);
        System.out.println("float arithmetic " + (1.1f * 1.1f) + " " + (1f / 3f * 3f) + " " + (0.7f + 0.1f) + " " + (float) (0.7 + 0.1) + " " + (2f / 0f));
    }
}
