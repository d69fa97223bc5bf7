// stdin: input/GameFasta.txt
import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.zip.Adler32;
import java.util.zip.CRC32;

/**
 * reverse-complement as the fork/join versions write it: standard input read through a
 * FileInputStream on FileDescriptor.in while available() says more is there, sequences
 * found by scanning for '>', each reversed in place by a RecursiveAction that swaps and
 * complements its two ends in parallel halves, newlines moved so lines stay 60 wide.
 * Prints checksums of the result and writes a few bytes through FileDescriptor.out.
 */
public class GameRevCompForkJoin {
    static final byte[] MAP = new byte[256];

    static {
        for (int i = 0; i < 256; i++) MAP[i] = (byte) i;
        String pairs = "ATCGGCTAUAMKKMRYYRWWSSVBBVHDDHNN";
        for (int i = 0; i < pairs.length(); i += 2) {
            char a = pairs.charAt(i), b = pairs.charAt(i + 1);
            MAP[a] = (byte) b;
            MAP[Character.toLowerCase(a)] = (byte) b;
        }
    }

    /** Reverses and complements bases[lo..hi] (inclusive), the newline-free body of a sequence. */
    static final class Reverse extends RecursiveAction {
        final byte[] b;
        final int lo, hi, count;

        Reverse(byte[] b, int lo, int hi, int count) {
            this.b = b;
            this.lo = lo;
            this.hi = hi;
            this.count = count;
        }

        @Override
        protected void compute() {
            if (count <= 1024) {
                for (int i = 0; i < count; i++) {
                    byte x = b[lo + i];
                    b[lo + i] = MAP[b[hi - i] & 0xff];
                    b[hi - i] = MAP[x & 0xff];
                }
                return;
            }
            int half = count / 2;
            invokeAll(new Reverse(b, lo, hi, half), new Reverse(b, lo + half, hi - half, count - half));
        }
    }

    static byte[] readStdin() throws IOException {
        FileInputStream in = new FileInputStream(FileDescriptor.in);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buf = new byte[Math.max(4096, in.available())];
        int n;
        while ((n = in.read(buf)) > 0) all.write(buf, 0, n);
        System.out.println("available at end " + in.available());
        return all.toByteArray();
    }

    static byte[] process(byte[] input, ForkJoinPool pool) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(input.length);
        int i = 0;
        while (i < input.length) {
            int nl = i;
            while (input[nl] != '\n') nl++;
            out.write(input, i, nl + 1 - i);
            int end = nl + 1;
            while (end < input.length && input[end] != '>') end++;
            byte[] body = new byte[end - nl - 1];
            int len = 0;
            for (int k = nl + 1; k < end; k++) if (input[k] != '\n') body[len++] = input[k];
            if (len > 0) {
                // The middle byte of an odd-length body is complemented on its own.
                pool.invoke(new Reverse(body, 0, len - 1, len / 2));
                if (len % 2 == 1) body[len / 2] = MAP[body[len / 2] & 0xff];
            }
            for (int k = 0; k < len; k += 60) {
                out.write(body, k, Math.min(60, len - k));
                out.write('\n');
            }
            i = end;
        }
        return out.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        byte[] input = readStdin();
        ForkJoinPool pool = new ForkJoinPool(4);
        byte[] out = process(input, pool);
        CRC32 crc = new CRC32();
        crc.update(out);
        Adler32 adler = new Adler32();
        adler.update(out, 0, out.length);
        System.out.printf("%d bytes crc32=%08x adler32=%08x hash=%d%n", out.length, crc.getValue(),
                adler.getValue(), Arrays.hashCode(out));
        System.out.println("parallelism " + pool.getParallelism());
        pool.shutdown();

        // Odd and even lengths, and a body exactly at the split threshold.
        for (int len : new int[] { 1, 2, 3, 2048, 2049, 5001 }) {
            byte[] seq = new byte[len];
            for (int k = 0; k < len; k++) seq[k] = (byte) "ACGTacgtN".charAt(k * 7 % 9);
            byte[] fasta = (">S\n" + new String(seq, "ISO-8859-1") + "\n").getBytes("ISO-8859-1");
            byte[] r = process(fasta, ForkJoinPool.commonPool());
            CRC32 c = new CRC32();
            c.update(r, 0, r.length);
            System.out.println("len " + len + " -> " + r.length + " " + Long.toHexString(c.getValue()) + " "
                    + new String(r, 0, Math.min(r.length, 20), "ISO-8859-1").replace("\n", "|"));
        }

        PrintStream direct = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
        direct.write(out, 0, 61);
        direct.println("<- first line via FileDescriptor.out");
        direct.flush();
    }
}
