public class Conversions {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.5, -1.5, 2.5, -2.9, 1e10, -1e10, 1e20, -1e20, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2147483647.5, -2147483648.9,
            9.223372036854776E18, Double.MIN_VALUE, 0.9999999999};
        for (double d : ds) {
            System.out.println("d=" + d + " i=" + (int) d + " l=" + (long) d + " f=" + (float) d
                + " s=" + (short) d + " b=" + (byte) d + " c=" + (int) (char) d);
        }
        float[] fs = {0.5f, -0.5f, 3.99f, 1e10f, -1e10f, 1e30f, Float.NaN, Float.POSITIVE_INFINITY,
            Float.NEGATIVE_INFINITY, 16777217f, 1.1f};
        for (float f : fs) {
            System.out.println("f=" + f + " i=" + (int) f + " l=" + (long) f + " d=" + (double) f);
        }
        int[] is = {0, 127, 128, 255, 256, -1, -129, 32767, 32768, 65535, 65536, 0x12345678,
            Integer.MIN_VALUE, Integer.MAX_VALUE, 16777217};
        for (int i : is) {
            System.out.println("i=" + i + " b=" + (byte) i + " s=" + (short) i + " c=" + (int) (char) i
                + " f=" + (float) i + " d=" + (double) i + " l=" + (long) i);
        }
        long[] ls = {Long.MAX_VALUE, Long.MIN_VALUE, 9007199254740993L, -1L, 0x100000000L};
        for (long l : ls) {
            System.out.println("l=" + l + " i=" + (int) l + " f=" + (float) l + " d=" + (double) l);
        }
        char c = 'A';
        c += 2;
        char c2 = (char) -1;
        System.out.println("chars: " + c + " " + (int) c2 + " " + (char) 97 + " " + ('a' + 1) + " " + (char) ('a' + 1));
        short s = (short) 40000;
        byte by = (byte) 0x80;
        System.out.println("short " + s + " byte " + by + " sum " + (s + by));
        System.out.println("Math.round: " + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(0.49999999999999994)
            + " " + Math.round(Double.NaN) + " " + Math.round(1e20) + " " + Math.round(2.5f) + " " + Math.round(-0.5f));
        System.out.println("Math.rint: " + Math.rint(2.5) + " " + Math.rint(3.5) + " " + Math.rint(-2.5));
        System.out.println("floor/ceil: " + Math.floor(-1.1) + " " + Math.ceil(-1.1) + " " + Math.ceil(-0.5) + " " + Math.floor(0.5));
    }
}
