import java.util.Arrays;

public class PrimitiveArrays {
    public static void main(String[] args) {
        boolean[] z = new boolean[4];
        byte[] b = new byte[4];
        char[] c = new char[4];
        short[] s = new short[4];
        int[] i = new int[4];
        long[] l = new long[4];
        float[] f = new float[4];
        double[] d = new double[4];
        System.out.println("defaults " + Arrays.toString(z) + Arrays.toString(b) + (int) c[0] + Arrays.toString(s)
            + Arrays.toString(i) + Arrays.toString(l) + Arrays.toString(f) + Arrays.toString(d));
        for (int k = 0; k < 4; k++) {
            z[k] = k % 2 == 1;
            b[k] = (byte) (k * 100);
            c[k] = (char) ('a' + k * 7);
            s[k] = (short) (k * 20000);
            i[k] = k * 1000000000;
            l[k] = k * 4000000000000000000L;
            f[k] = k / 3f;
            d[k] = k / 3.0;
        }
        System.out.println(Arrays.toString(z));
        System.out.println(Arrays.toString(b));
        System.out.println(Arrays.toString(c) + " " + new String(c));
        System.out.println(Arrays.toString(s));
        System.out.println(Arrays.toString(i));
        System.out.println(Arrays.toString(l));
        System.out.println(Arrays.toString(f));
        System.out.println(Arrays.toString(d));
        b[0] += 200; b[1]++; b[2] -= 1;
        c[0]++; c[1] += 2;
        s[1] *= 3;
        l[3] += l[3];
        f[2] *= 1e30f;
        d[1] /= 0;
        System.out.println(b[0] + " " + b[1] + " " + b[2] + " " + c[0] + c[1] + " " + s[1] + " " + l[3] + " " + f[2] + " " + d[1]);
        Object[] arrays = {z, b, c, s, i, l, f, d};
        for (Object a : arrays) {
            System.out.println(a.getClass().getName() + " len " + java.lang.reflect.Array.getLength(a) + " elem1 " + java.lang.reflect.Array.get(a, 1));
        }
        byte[] big = new byte[1000];
        for (int k = 0; k < big.length; k++) big[k] = (byte) k;
        int sum = 0;
        for (byte x : big) sum += x;
        System.out.println("byte sum " + sum);
        char[] text = "hello world".toCharArray();
        Arrays.sort(text);
        System.out.println("sorted chars '" + String.valueOf(text) + "'");
        double[] dd = {3.5, -0.0, 0.0, Double.NaN, -1e10, Double.NEGATIVE_INFINITY, 2};
        Arrays.sort(dd);
        System.out.println("sorted doubles " + Arrays.toString(dd));
        float[] ff = {Float.NaN, 1f, -0f, 0f, -2f};
        Arrays.sort(ff);
        System.out.println("sorted floats " + Arrays.toString(ff));
        long[] copy = Arrays.copyOf(l, 6);
        System.out.println("copyOf " + Arrays.toString(copy));
        System.out.println("equals " + Arrays.equals(i, i.clone()) + " hash " + Arrays.hashCode(i) + " " + Arrays.hashCode(l) + " " + Arrays.hashCode(z) + " " + Arrays.hashCode(d));
    }
}
