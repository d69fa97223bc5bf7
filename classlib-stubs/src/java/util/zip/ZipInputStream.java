package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * Reads the entries of a zip archive one after another from their local
 * headers (the central directory is never read), with JDK 17's checks of
 * sizes and CRCs and its messages.
 */
public class ZipInputStream extends InflaterInputStream implements ZipConstants {
    private static final int UTF8_FLAG = 0x800;

    private ZipEntry entry;
    private int flag;
    private final CRC32 crc = new CRC32();
    private long remaining;
    private final byte[] header = new byte[512];
    private boolean closed;
    private boolean entryEOF;
    private final Charset charset;

    public ZipInputStream(InputStream in) {
        this(in, StandardCharsets.UTF_8);
    }

    public ZipInputStream(InputStream in, Charset charset) {
        super(new PushbackInputStream(in, 512), new Inflater(true), 512);
        ownsInflater = true;
        if (in == null) {
            throw new NullPointerException("in is null");
        }
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
    }

    private void checkOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public ZipEntry getNextEntry() throws IOException {
        checkOpen();
        if (entry != null) {
            closeEntry();
        }
        crc.reset();
        inf.reset();
        if ((entry = localHeader()) == null) {
            return null;
        }
        if (entry.method == ZipEntry.STORED) {
            remaining = entry.size;
        }
        entryEOF = false;
        return entry;
    }

    public void closeEntry() throws IOException {
        checkOpen();
        while (read(header, 0, header.length) != -1) {
        }
        entryEOF = true;
    }

    @Override
    public int available() throws IOException {
        checkOpen();
        return entryEOF ? 0 : 1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        checkOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        if (entry == null) {
            return -1;
        }
        if (entry.method == ZipEntry.DEFLATED) {
            int n = super.read(b, off, len);
            if (n == -1) {
                entryEnd(entry);
                entryEOF = true;
                entry = null;
            } else {
                crc.update(b, off, n);
            }
            return n;
        }
        if (entry.method != ZipEntry.STORED) {
            throw new ZipException("invalid compression method");
        }
        if (remaining <= 0) {
            entryEOF = true;
            entry = null;
            return -1;
        }
        if (len > remaining) {
            len = (int) remaining;
        }
        int n = in.read(b, off, len);
        if (n == -1) {
            throw new ZipException("unexpected EOF");
        }
        crc.update(b, off, n);
        remaining -= n;
        if (remaining == 0 && entry.crc != crc.getValue()) {
            throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(entry.crc) + " but got 0x"
                    + Long.toHexString(crc.getValue()) + ")");
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        checkOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        int total = 0;
        while (total < max) {
            int chunk = read(header, 0, Math.min(max - total, header.length));
            if (chunk == -1) {
                entryEOF = true;
                break;
            }
            total += chunk;
        }
        return total;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    protected ZipEntry createZipEntry(String name) {
        return new ZipEntry(name);
    }

    /* The next local header, or null at the central directory or the end of input. */
    private ZipEntry localHeader() throws IOException {
        try {
            readFully(header, 0, LOCHDR);
        } catch (EOFException e) {
            return null;
        }
        if (get32(header, 0) != LOCSIG) {
            return null;
        }
        flag = get16(header, LOCFLG);
        int nameLen = get16(header, LOCNAM);
        byte[] nameBytes = new byte[nameLen];
        readFully(nameBytes, 0, nameLen);
        ZipEntry e = createZipEntry((flag & UTF8_FLAG) != 0 ? new String(nameBytes, StandardCharsets.UTF_8)
                : new String(nameBytes, charset));
        if ((flag & 1) == 1) {
            throw new ZipException("encrypted ZIP entry not supported");
        }
        e.method = get16(header, LOCHOW);
        e.xdostime = get32(header, LOCTIM);
        if ((flag & 8) == 8) {
            if (e.method != ZipEntry.DEFLATED) {
                throw new ZipException("only DEFLATED entries can have EXT descriptor");
            }
        } else {
            e.crc = get32(header, LOCCRC);
            e.csize = get32(header, LOCSIZ);
            e.size = get32(header, LOCLEN);
        }
        int extraLen = get16(header, LOCEXT);
        if (extraLen > 0) {
            byte[] extra = new byte[extraLen];
            readFully(extra, 0, extraLen);
            e.setExtra0(extra);
        }
        return e;
    }

    /* After a deflated entry: give back unused input, read its descriptor, check sizes and CRC. */
    private void entryEnd(ZipEntry e) throws IOException {
        int n = inf.getRemaining();
        if (n > 0) {
            ((PushbackInputStream) in).unread(buf, len - n, n);
        }
        if ((flag & 8) == 8) {
            readFully(header, 0, EXTHDR);
            long sig = get32(header, 0);
            if (sig != EXTSIG) {
                /* a descriptor without its signature */
                e.crc = sig;
                e.csize = get32(header, EXTSIZ - EXTCRC);
                e.size = get32(header, EXTLEN - EXTCRC);
                ((PushbackInputStream) in).unread(header, EXTHDR - EXTCRC, EXTCRC);
            } else {
                e.crc = get32(header, EXTCRC);
                e.csize = get32(header, EXTSIZ);
                e.size = get32(header, EXTLEN);
            }
        }
        if (e.size != inf.getBytesWritten()) {
            throw new ZipException("invalid entry size (expected " + e.size + " but got " + inf.getBytesWritten()
                    + " bytes)");
        }
        if (e.csize != inf.getBytesRead()) {
            throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                    + inf.getBytesRead() + " bytes)");
        }
        if (e.crc != crc.getValue()) {
            throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(e.crc) + " but got 0x"
                    + Long.toHexString(crc.getValue()) + ")");
        }
    }

    private void readFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = in.read(b, off, len);
            if (n == -1) {
                throw new EOFException();
            }
            off += n;
            len -= n;
        }
    }

    private static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | (b[off + 1] & 0xff) << 8;
    }

    private static long get32(byte[] b, int off) {
        return (get16(b, off) | ((long) get16(b, off + 2) << 16)) & 0xffffffffL;
    }
}
