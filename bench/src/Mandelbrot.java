/*
 * Mandelbrot: renders the Mandelbrot set as a one-bit-per-pixel bitmap
 * into a byte[] (eight pixels a byte, most significant bit first). Measures
 * double multiply-add in a tight loop with an early exit, int shifts and
 * ors, and byte[] stores.
 */
public class Mandelbrot {
    static byte[] render(int size, int maxIter) {
        int rowBytes = (size + 7) / 8;
        byte[] bits = new byte[rowBytes * size];
        double scale = 2.0 / size;
        int pos = 0;
        for (int y = 0; y < size; y++) {
            double ci = y * scale - 1.0;
            int acc = 0;
            int nbits = 0;
            for (int x = 0; x < size; x++) {
                double cr = x * scale - 1.5;
                double zr = 0, zi = 0, zr2 = 0, zi2 = 0;
                int it = 0;
                while (it < maxIter && zr2 + zi2 <= 4.0) {
                    zi = 2.0 * zr * zi + ci;
                    zr = zr2 - zi2 + cr;
                    zr2 = zr * zr;
                    zi2 = zi * zi;
                    it++;
                }
                acc = (acc << 1) | (it == maxIter ? 1 : 0);
                nbits++;
                if (nbits == 8) {
                    bits[pos++] = (byte) acc;
                    acc = 0;
                    nbits = 0;
                }
            }
            if (nbits > 0) {
                bits[pos++] = (byte) (acc << (8 - nbits));
            }
        }
        return bits;
    }

    public static void main(String[] args) {
        byte[] bits = render(SIZE, 50);
        long check = 0;
        int set = 0;
        for (int i = 0; i < bits.length; i++) {
            int b = bits[i] & 0xff;
            check = check * 31 + b;
            while (b != 0) {
                set += b & 1;
                b >>>= 1;
            }
        }
        /* Each pixel's iteration is a fixed sequence of exactly rounded
         * double operations, so the bitmap is the same on every VM. */
        System.out.println("Mandelbrot checksum " + (check * 31 + set));
    }

    static final int SIZE = 1400;
}
