import java.io.*;
import java.util.zip.CRC32;

/**
 * fasta in the style of the benchmark programs: a repeated ALU sequence and two random
 * sequences from a linear congruential generator, written through a BufferedOutputStream
 * in lines of 60 bytes built in byte arrays. By default the bytes go to a buffer and the
 * program prints their length, CRC32 and a few lines; with the argument "full N" it writes
 * the whole output for N to System.out (tests/java/gen-fasta-input.sh makes input/GameFasta.txt).
 */
public class GameFasta {
    static final int LINE = 60;
    static final String ALU =
        "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG"
        + "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA"
        + "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"
        + "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA"
        + "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG"
        + "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC"
        + "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";

    static final byte[] IUB_CODES = "acgtBDHKMNRSVWY".getBytes();
    static final double[] IUB_PROBS = {
        0.27, 0.12, 0.12, 0.27, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02 };
    static final byte[] HS_CODES = "acgt".getBytes();
    static final double[] HS_PROBS = { 0.3029549426680, 0.1979883004921, 0.1975473066391, 0.3015094502008 };

    static final int IM = 139968, IA = 3877, IC = 29573;
    static int last = 42;

    static double random(double max) {
        last = (last * IA + IC) % IM;
        return max * last / IM;
    }

    /** Cumulative probabilities as floats, as the fast versions of the benchmark use. */
    static float[] cumulative(double[] probs) {
        float[] cum = new float[probs.length];
        double sum = 0;
        for (int i = 0; i < probs.length; i++) {
            sum += probs[i];
            cum[i] = (float) sum;
        }
        cum[cum.length - 1] = 1.0f;
        return cum;
    }

    static void repeat(OutputStream out, String header, String seq, int n) throws IOException {
        out.write(header.getBytes("US-ASCII"));
        byte[] src = seq.getBytes();
        // Twice the sequence plus a line, so every line is one arraycopy.
        byte[] doubled = new byte[src.length * 2 + LINE];
        for (int i = 0; i < doubled.length; i++) doubled[i] = src[i % src.length];
        byte[] line = new byte[LINE + 1];
        int pos = 0;
        while (n > 0) {
            int len = Math.min(LINE, n);
            System.arraycopy(doubled, pos, line, 0, len);
            line[len] = '\n';
            out.write(line, 0, len + 1);
            pos = (pos + len) % src.length;
            n -= len;
        }
    }

    static void randomSeq(OutputStream out, String header, byte[] codes, double[] probs, int n)
            throws IOException {
        out.write(header.getBytes("US-ASCII"));
        float[] cum = cumulative(probs);
        byte[] buf = new byte[(LINE + 1) * 16];
        int at = 0;
        while (n > 0) {
            int len = Math.min(LINE, n);
            for (int i = 0; i < len; i++) {
                float r = (float) random(1.0);
                int k = 0;
                while (r >= cum[k]) k++;
                buf[at++] = codes[k];
            }
            buf[at++] = '\n';
            if (at == buf.length) {
                out.write(buf);
                at = 0;
            }
            n -= len;
        }
        out.write(buf, 0, at);
    }

    static void fasta(OutputStream raw, int n) throws IOException {
        last = 42;
        BufferedOutputStream out = new BufferedOutputStream(raw, 1 << 12);
        repeat(out, ">ONE Homo sapiens alu\n", ALU, n * 2);
        randomSeq(out, ">TWO IUB ambiguity codes\n", IUB_CODES, IUB_PROBS, n * 3);
        randomSeq(out, ">THREE Homo sapiens frequency\n", HS_CODES, HS_PROBS, n * 5);
        out.flush();
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 2 && args[0].equals("full")) {
            fasta(System.out, Integer.parseInt(args[1]));
            return;
        }
        for (int n : new int[] { 1, 25, 1000, 25000 }) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            fasta(bytes, n);
            byte[] all = bytes.toByteArray();
            CRC32 crc = new CRC32();
            crc.update(all, 0, all.length);
            System.out.printf("n=%d bytes=%d crc32=%08x last=%d%n", n, all.length, crc.getValue(), last);
            if (n == 25 || n == 1000) {
                // The first lines and the last line, written as bytes.
                int lines = 0, i = 0;
                while (i < all.length && lines < 4) if (all[i++] == '\n') lines++;
                System.out.write(all, 0, i);
                int start = all.length - 1;
                while (start > 0 && all[start - 1] != '\n') start--;
                System.out.write(all, start, all.length - start);
                System.out.flush();
            }
        }
    }
}
