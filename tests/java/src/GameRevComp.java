// stdin: input/GameFasta.txt
import java.io.*;
import java.util.zip.CRC32;

/**
 * reverse-complement in the style of the benchmark programs: reads all of standard input
 * (input/GameFasta.txt) in chunks into a growing byte array, and for each ">" sequence
 * writes its header and the reverse complement of its bases in lines of 60 through a
 * BufferedOutputStream into a buffer; prints the length, CRC32 and a few lines of it.
 */
public class GameRevComp {
    static final byte[] COMPLEMENT = new byte[128];

    static {
        for (int i = 0; i < COMPLEMENT.length; i++) COMPLEMENT[i] = (byte) i;
        String from = "ACGTUMRWSYKVHDBN", to = "TGCAAKYWSRMBDHVN";
        for (int i = 0; i < from.length(); i++) {
            COMPLEMENT[from.charAt(i)] = (byte) to.charAt(i);
            COMPLEMENT[Character.toLowerCase(from.charAt(i))] = (byte) to.charAt(i);
        }
    }

    static byte[] readAll(InputStream in) throws IOException {
        byte[] buf = new byte[1024];
        int len = 0, n;
        while ((n = in.read(buf, len, buf.length - len)) > 0) {
            len += n;
            if (len == buf.length) buf = java.util.Arrays.copyOf(buf, buf.length * 2);
        }
        return java.util.Arrays.copyOf(buf, len);
    }

    /** Writes the sequence between start (after its header line) and end reversed and complemented. */
    static void reverse(byte[] in, int start, int end, OutputStream out) throws IOException {
        byte[] bases = new byte[end - start];
        int n = 0;
        for (int i = end - 1; i >= start; i--) if (in[i] != '\n') bases[n++] = COMPLEMENT[in[i]];
        for (int i = 0; i < n; i += 60) {
            out.write(bases, i, Math.min(60, n - i));
            out.write('\n');
        }
    }

    static byte[] revcomp(byte[] in) throws IOException {
        ByteArrayOutputStream result = new ByteArrayOutputStream();
        BufferedOutputStream out = new BufferedOutputStream(result, 8192);
        int i = 0;
        while (i < in.length) {
            int headerEnd = i;
            while (in[headerEnd] != '\n') headerEnd++;
            out.write(in, i, headerEnd + 1 - i);
            int end = headerEnd + 1;
            while (end < in.length && in[end] != '>') end++;
            reverse(in, headerEnd + 1, end, out);
            i = end;
        }
        out.flush();
        return result.toByteArray();
    }

    public static void main(String[] args) throws IOException {
        byte[] in = readAll(System.in);
        byte[] out = revcomp(in);
        CRC32 crc = new CRC32();
        crc.update(out, 0, out.length);
        System.out.println("in " + in.length + " bytes, out " + out.length + " bytes, crc32 "
                + Long.toHexString(crc.getValue()));
        String text = new String(out, "ISO-8859-1");
        String[] lines = text.split("\n");
        System.out.println("lines " + lines.length);
        for (int i = 0; i < lines.length; i++) {
            boolean header = lines[i].startsWith(">");
            if (i < 3 || header || (i > 0 && lines[i - 1].startsWith(">")) || i == lines.length - 1) {
                System.out.println(i + ": " + lines[i]);
            }
        }
        // Twice reversed is the input with the bases upper-cased, but for where lines break.
        String back = new String(revcomp(out), "ISO-8859-1").replace("\n", "");
        String upper = new String(in, "ISO-8859-1").toUpperCase().replace("\n", "");
        System.out.println("round trip equals upper-cased input: " + back.toUpperCase().equals(upper));
        System.out.write(out, 0, 80);
        System.out.println();
    }
}
