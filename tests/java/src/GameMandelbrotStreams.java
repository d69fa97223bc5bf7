import java.io.*;
import java.nio.ByteBuffer;
import java.util.*;
import java.util.concurrent.*;
import java.util.stream.IntStream;
import java.util.zip.*;

/**
 * mandelbrot as the stream and executor versions write it: rows from a parallel IntStream
 * into a byte[][] (and again from Runnables on a fixed pool), pixels gathered through a
 * BitSet and a ByteBuffer, the PBM written through a PrintStream, then compressed with
 * Deflater/GZIPOutputStream and read back; sizes and checksums are printed.
 */
public class GameMandelbrotStreams {
    static boolean inSet(double cr, double ci) {
        double zr = 0, zi = 0, tr = 0, ti = 0;
        for (int i = 0; i < 50; i++) {
            zi = 2 * zr * zi + ci;
            zr = tr - ti + cr;
            tr = zr * zr;
            ti = zi * zi;
            if (tr + ti > 4.0) return false;
        }
        return true;
    }

    static byte[] row(int y, int size) {
        BitSet bits = new BitSet(size);
        double ci = 2.0 * y / size - 1.0;
        for (int x = 0; x < size; x++) if (inSet(2.0 * x / size - 1.5, ci)) bits.set(x);
        byte[] out = new byte[(size + 7) / 8];
        for (int x = bits.nextSetBit(0); x >= 0; x = bits.nextSetBit(x + 1)) out[x >> 3] |= (byte) (0x80 >>> (x & 7));
        return out;
    }

    static byte[] pbm(byte[][] rows, int size) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bytes);
        ps.print("P4\n" + size + " " + size + "\n");
        for (byte[] r : rows) ps.write(r, 0, r.length);
        ps.flush();
        return bytes.toByteArray();
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(ByteBuffer.wrap(b));
        return c.getValue();
    }

    public static void main(String[] args) throws Exception {
        int size = 240;
        byte[][] rows = new byte[size][];
        IntStream.range(0, size).parallel().forEach(y -> rows[y] = row(y, size));
        byte[] image = pbm(rows, size);

        byte[][] rows2 = new byte[size][];
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<?>> fs = new ArrayList<>();
        for (int y = 0; y < size; y++) {
            int yy = y;
            fs.add(pool.submit(() -> {
                rows2[yy] = row(yy, size);
            }));
        }
        for (Future<?> f : fs) f.get();
        pool.shutdown();
        byte[] image2 = pbm(rows2, size);
        System.out.printf("pbm %d bytes crc %08x same %b%n", image.length, crc(image), Arrays.equals(image, image2));

        long inside = 0;
        ByteBuffer bb = ByteBuffer.wrap(image);
        bb.position(image.length - size * 30);
        while (bb.hasRemaining()) inside += Integer.bitCount(bb.get() & 0xff);
        System.out.println("set pixels " + inside + " of " + size * size);
        ByteBuffer ints = ByteBuffer.wrap(image, 11, 64);
        StringBuilder words = new StringBuilder();
        while (ints.remaining() >= 8) words.append(Long.toHexString(ints.getLong())).append(' ');
        System.out.println("words " + words.toString().trim());

        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        deflater.setInput(image);
        deflater.finish();
        byte[] buf = new byte[image.length];
        int clen = deflater.deflate(buf);
        System.out.println("deflated " + image.length + " -> finished " + deflater.finished() + " in " + deflater.getTotalIn());
        deflater.end();
        Inflater inflater = new Inflater();
        inflater.setInput(buf, 0, clen);
        byte[] back = new byte[image.length];
        int blen = inflater.inflate(back);
        System.out.println("inflated " + blen + " same " + Arrays.equals(back, image) + " finished " + inflater.finished());
        inflater.end();

        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
            out.write(image);
        }
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gz.toByteArray()))) {
            byte[] again = in.readAllBytes();
            System.out.println("gzip round trip " + again.length + " " + Long.toHexString(crc(again)));
        }
        String b64 = Base64.getEncoder().encodeToString(pbm(new byte[][] { row(4, 16), row(8, 16), row(12, 16) }, 16));
        System.out.println("base64 " + b64);
        for (int y = 0; y < size; y += 16) {
            StringBuilder line = new StringBuilder();
            for (int x = 0; x < size; x += 4) line.append((rows[y][x >> 3] & (0x80 >>> (x & 7))) != 0 ? '*' : ' ');
            System.out.println(line.toString().replaceAll("\\s+$", ""));
        }
    }
}
