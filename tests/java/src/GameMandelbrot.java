import java.io.*;
import java.security.MessageDigest;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.CRC32;

/**
 * mandelbrot in the style of the benchmark programs: the set drawn as a portable bitmap
 * (PBM "P4"), eight pixels a byte, rows computed by threads that take row numbers from an
 * AtomicInteger; the image is written to a buffer and printed as its header, MD5, CRC32
 * and a small ASCII rendering of one size.
 */
public class GameMandelbrot {
    static byte[][] rows;
    static double[] crb, cib;
    static final AtomicInteger nextRow = new AtomicInteger();

    static int eightPixels(int x, double ci) {
        int bits = 0;
        for (int k = 0; k < 8; k++) {
            double cr = crb[x + k];
            double zr = cr, zi = ci;
            int i = 49;
            boolean escaped = false;
            do {
                double nzr = zr * zr - zi * zi + cr;
                zi = 2 * zr * zi + ci;
                zr = nzr;
                if (zr * zr + zi * zi > 4.0) {
                    escaped = true;
                    break;
                }
            } while (--i > 0);
            bits = (bits << 1) | (escaped ? 0 : 1);
        }
        return bits;
    }

    static void computeRow(int y) {
        byte[] row = rows[y];
        for (int x = 0; x < row.length; x++) row[x] = (byte) eightPixels(x * 8, cib[y]);
    }

    static byte[] render(int size, int nThreads) throws Exception {
        int width = (size + 7) / 8 * 8;
        crb = new double[width];
        cib = new double[size];
        for (int i = 0; i < width; i++) crb[i] = 2.0 * i / size - 1.5;
        for (int i = 0; i < size; i++) cib[i] = 2.0 * i / size - 1.0;
        // Pixels past the edge in the last byte are not part of the image: clear them after.
        rows = new byte[size][width / 8];
        nextRow.set(0);
        Thread[] pool = new Thread[nThreads];
        for (int t = 0; t < nThreads; t++) {
            pool[t] = new Thread(() -> {
                int y;
                while ((y = nextRow.getAndIncrement()) < size) computeRow(y);
            });
            pool[t].start();
        }
        for (Thread t : pool) t.join();
        int spare = width - size;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        OutputStream out = new BufferedOutputStream(bytes);
        out.write(("P4\n" + size + " " + size + "\n").getBytes());
        for (byte[] row : rows) {
            row[row.length - 1] &= (byte) (0xff << spare);
            out.write(row);
        }
        out.close();
        return bytes.toByteArray();
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x & 0xff));
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        for (int size : new int[] { 1, 7, 8, 33, 200, 400 }) {
            byte[] image = render(size, 1 + size % 3);
            CRC32 crc = new CRC32();
            crc.update(image);
            int headerEnd = 0;
            for (int nl = 0; nl < 2; headerEnd++) if (image[headerEnd] == '\n') nl++;
            System.out.printf("size %d: %d bytes, header %s, crc32 %08x, md5 %s%n", size, image.length,
                    new String(image, 0, headerEnd - 1).replace('\n', ' '), crc.getValue(),
                    hex(MessageDigest.getInstance("MD5").digest(image)));
            if (size == 33) {
                int bytesPerRow = (size + 7) / 8;
                for (int y = 0; y < size; y += 2) {
                    StringBuilder line = new StringBuilder();
                    for (int x = 0; x < size; x++) {
                        int b = image[headerEnd + y * bytesPerRow + x / 8];
                        line.append((b >> (7 - x % 8) & 1) != 0 ? '#' : '.');
                    }
                    System.out.println(line);
                }
            }
        }
    }
}
