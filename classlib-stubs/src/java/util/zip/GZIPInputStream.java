package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads the gzip format (RFC 1952), including several members one after the
 * other, with the JDK's checks and messages.
 */
public class GZIPInputStream extends InflaterInputStream {
    public static final int GZIP_MAGIC = 0x8b1f;

    private static final int FHCRC = 2;
    private static final int FEXTRA = 4;
    private static final int FNAME = 8;
    private static final int FCOMMENT = 16;

    protected CRC32 crc = new CRC32();
    protected boolean eos;
    private boolean closed;
    private byte[] skipBuf = new byte[128];

    public GZIPInputStream(InputStream in, int size) throws IOException {
        super(in, in != null ? new Inflater(true) : null, size);
        ownsInflater = true;
        memberHeader(in);
    }

    public GZIPInputStream(InputStream in) throws IOException {
        this(in, 512);
    }

    private void checkOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        checkOpen();
        while (!eos) {
            int n = super.read(buf, off, len);
            if (n != -1) {
                crc.update(buf, off, n);
                return n;
            }
            if (memberEnd()) {
                eos = true;
            }
        }
        return -1;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            super.close();
            eos = true;
            closed = true;
        }
    }

    /* Reads a member header; returns its length in bytes. */
    private int memberHeader(InputStream thisIn) throws IOException {
        CheckedInputStream in = new CheckedInputStream(thisIn, crc);
        crc.reset();
        if (u16(in) != GZIP_MAGIC) {
            throw new ZipException("Not in GZIP format");
        }
        if (u8(in) != 8) {
            throw new ZipException("Unsupported compression method");
        }
        int flg = u8(in);
        discard(in, 6);
        int n = 2 + 2 + 6;
        if ((flg & FEXTRA) == FEXTRA) {
            int m = u16(in);
            discard(in, m);
            n += m + 2;
        }
        if ((flg & FNAME) == FNAME) {
            do {
                n++;
            } while (u8(in) != 0);
        }
        if ((flg & FCOMMENT) == FCOMMENT) {
            do {
                n++;
            } while (u8(in) != 0);
        }
        if ((flg & FHCRC) == FHCRC) {
            int v = (int) crc.getValue() & 0xffff;
            if (u16(in) != v) {
                throw new ZipException("Corrupt GZIP header");
            }
            n += 2;
        }
        crc.reset();
        return n;
    }

    /*
     * Checks the trailer of the member just inflated; true at the end of the
     * stream, false when another member follows (its header already read).
     */
    private boolean memberEnd() throws IOException {
        InputStream src = this.in;
        int n = inf.getRemaining();
        if (n > 0) {
            src = new Rest(buf, len - n, n, this.in);
        }
        if (u32(src) != crc.getValue() || u32(src) != (inf.getBytesWritten() & 0xffffffffL)) {
            throw new ZipException("Corrupt GZIP trailer");
        }
        if (this.in.available() > 0 || n > 26) {
            int m = 8;
            try {
                m += memberHeader(src);
            } catch (IOException ze) {
                return true;
            }
            inf.reset();
            if (n > m) {
                inf.setInput(buf, len - n + m, n - m);
            }
            return false;
        }
        return true;
    }

    private long u32(InputStream in) throws IOException {
        long s = u16(in);
        return ((long) u16(in) << 16) | s;
    }

    private int u16(InputStream in) throws IOException {
        int b = u8(in);
        return (u8(in) << 8) | b;
    }

    private int u8(InputStream in) throws IOException {
        int b = in.read();
        if (b == -1) {
            throw new EOFException();
        }
        if (b < -1 || b > 255) {
            throw new IOException(this.in.getClass().getName() + ".read() returned value out of range -1..255: " + b);
        }
        return b;
    }

    private void discard(InputStream in, int n) throws IOException {
        while (n > 0) {
            int got = in.read(skipBuf, 0, n < skipBuf.length ? n : skipBuf.length);
            if (got == -1) {
                throw new EOFException();
            }
            n -= got;
        }
    }

    /* The input the inflater did not use, then the rest of the underlying stream. */
    private static final class Rest extends InputStream {
        private final byte[] b;
        private int pos;
        private final int end;
        private final InputStream next;

        Rest(byte[] b, int off, int len, InputStream next) {
            this.b = b;
            this.pos = off;
            this.end = off + len;
            this.next = next;
        }

        @Override
        public int read() throws IOException {
            return pos < end ? b[pos++] & 0xff : next.read();
        }

        @Override
        public int read(byte[] dst, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (pos >= end) {
                return next.read(dst, off, len);
            }
            int n = Math.min(len, end - pos);
            System.arraycopy(b, pos, dst, off, n);
            pos += n;
            return n;
        }
    }
}
