package java.util.zip;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** An input stream that keeps a checksum of the bytes read through it. */
public class CheckedInputStream extends FilterInputStream {
    private Checksum cksum;

    public CheckedInputStream(InputStream in, Checksum cksum) {
        super(in);
        this.cksum = cksum;
    }

    @Override
    public int read() throws IOException {
        int b = in.read();
        if (b != -1) {
            cksum.update(b);
        }
        return b;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        len = in.read(buf, off, len);
        if (len != -1) {
            cksum.update(buf, off, len);
        }
        return len;
    }

    @Override
    public long skip(long n) throws IOException {
        byte[] tmp = new byte[512];
        long total = 0;
        while (total < n) {
            long want = n - total;
            int got = read(tmp, 0, want < tmp.length ? (int) want : tmp.length);
            if (got == -1) {
                return total;
            }
            total += got;
        }
        return total;
    }

    public Checksum getChecksum() {
        return cksum;
    }
}
