package java.util.zip;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;

/**
 * Writes a zip archive: for each entry a local header, the data (deflated, or
 * stored as given) and for a deflated entry of unknown sizes a data
 * descriptor; then the central directory and its end record. The layout is
 * JDK 17's, so the same entries give the same bytes (no zip64 here: entries
 * and archives stay under 4 GiB, and 65,535 entries).
 */
public class ZipOutputStream extends DeflaterOutputStream implements ZipConstants {
    public static final int STORED = ZipEntry.STORED;
    public static final int DEFLATED = ZipEntry.DEFLATED;

    private static final int UTF8_FLAG = 0x800;

    /* an entry and where its local header starts */
    private static final class Placed {
        final ZipEntry entry;
        final long offset;

        Placed(ZipEntry entry, long offset) {
            this.entry = entry;
            this.offset = offset;
        }
    }

    private final ArrayList<Placed> placed = new ArrayList<Placed>();
    private final HashSet<String> names = new HashSet<String>();
    private final CRC32 crc = new CRC32();
    private final Charset charset;
    private Placed current;
    private long written;
    private long dataStart;
    private byte[] comment;
    private int method = DEFLATED;
    private boolean finished;
    private boolean closed;

    public ZipOutputStream(OutputStream out) {
        this(out, StandardCharsets.UTF_8);
    }

    public ZipOutputStream(OutputStream out, Charset charset) {
        super(out, out != null ? new Deflater(Deflater.DEFAULT_COMPRESSION, true) : null);
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.charset = charset;
        ownsDeflater = true;
    }

    private void checkOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public void setComment(String comment) {
        if (comment != null) {
            this.comment = comment.getBytes(charset);
            if (this.comment.length > 0xffff) {
                throw new IllegalArgumentException("ZIP file comment too long.");
            }
        }
    }

    public void setMethod(int method) {
        if (method != DEFLATED && method != STORED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public void setLevel(int level) {
        def.setLevel(level);
    }

    public void putNextEntry(ZipEntry e) throws IOException {
        checkOpen();
        if (current != null) {
            closeEntry();
        }
        if (e.xdostime == -1) {
            e.setTime(System.currentTimeMillis());
        }
        if (e.method == -1) {
            e.method = method;
        }
        e.flag = 0;
        if (e.method == DEFLATED) {
            /* sizes go into a descriptor after the data unless all three were given */
            if (e.size == -1 || e.csize == -1 || e.crc == -1 || !e.csizeSet) {
                e.flag = 8;
            }
        } else if (e.method == STORED) {
            if (e.size == -1) {
                e.size = e.csize;
            } else if (e.csize == -1) {
                e.csize = e.size;
            } else if (e.size != e.csize) {
                throw new ZipException("STORED entry where compressed != uncompressed size");
            }
            if (e.size == -1 || e.crc == -1) {
                throw new ZipException("STORED entry missing size, compressed size, or crc-32");
            }
        } else {
            throw new ZipException("unsupported compression method");
        }
        if (!names.add(e.name)) {
            throw new ZipException("duplicate entry: " + e.name);
        }
        if (charset == StandardCharsets.UTF_8 || charset.name().equals("UTF-8")) {
            e.flag |= UTF8_FLAG;
        }
        current = new Placed(e, written);
        placed.add(current);
        localHeader(e);
    }

    public void closeEntry() throws IOException {
        checkOpen();
        if (current == null) {
            return;
        }
        ZipEntry e = current.entry;
        if (e.method == DEFLATED) {
            def.finish();
            while (!def.finished()) {
                deflate();
            }
            if ((e.flag & 8) == 0) {
                if (e.size != def.getBytesRead()) {
                    throw new ZipException("invalid entry size (expected " + e.size + " but got "
                            + def.getBytesRead() + " bytes)");
                }
                if (e.csize != def.getBytesWritten()) {
                    throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                            + def.getBytesWritten() + " bytes)");
                }
                if (e.crc != crc.getValue()) {
                    throw new ZipException("invalid entry CRC-32 (expected 0x" + Long.toHexString(e.crc)
                            + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                }
            } else {
                e.size = def.getBytesRead();
                e.csize = def.getBytesWritten();
                e.crc = crc.getValue();
                put32(EXTSIG);
                put32(e.crc);
                put32(e.csize);
                put32(e.size);
            }
            def.reset();
            written += e.csize;
        } else {
            if (e.size != written - dataStart) {
                throw new ZipException("invalid entry size (expected " + e.size + " but got "
                        + (written - dataStart) + " bytes)");
            }
            if (e.crc != crc.getValue()) {
                throw new ZipException("invalid entry crc-32 (expected 0x" + Long.toHexString(e.crc)
                        + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
            }
        }
        crc.reset();
        current = null;
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        checkOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return;
        }
        if (current == null) {
            throw new ZipException("no current ZIP entry");
        }
        ZipEntry e = current.entry;
        if (e.method == DEFLATED) {
            super.write(b, off, len);
        } else {
            written += len;
            if (written - dataStart > e.size) {
                throw new ZipException("attempt to write past end of STORED entry");
            }
            out.write(b, off, len);
        }
        crc.update(b, off, len);
    }

    @Override
    public void finish() throws IOException {
        checkOpen();
        if (finished) {
            return;
        }
        if (current != null) {
            closeEntry();
        }
        long cenStart = written;
        for (Placed p : placed) {
            centralHeader(p);
        }
        long cenSize = written - cenStart;
        put32(ENDSIG);
        put16(0);
        put16(0);
        put16(placed.size());
        put16(placed.size());
        put32(cenSize);
        put32(cenStart);
        if (comment != null) {
            put16(comment.length);
            putBytes(comment);
        } else {
            put16(0);
        }
        finished = true;
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    private static int version(ZipEntry e) {
        return e.method == DEFLATED ? 20 : 10;
    }

    /* Whether the entry has a modification time for an extended timestamp that fits its 32-bit seconds. */
    private static boolean hasUnixTime(ZipEntry e) {
        return e.mtime != ZipEntry.NO_MTIME && Math.floorDiv(e.mtime, 1000L) == (int) Math.floorDiv(e.mtime, 1000L);
    }

    private void localHeader(ZipEntry e) throws IOException {
        put32(LOCSIG);
        put16(version(e));
        put16(e.flag);
        put16(e.method);
        put32(e.xdostime);
        if ((e.flag & 8) != 0) {
            put32(0);
            put32(0);
            put32(0);
        } else {
            put32(e.crc);
            put32(e.csize);
            put32(e.size);
        }
        byte[] name = e.name.getBytes(charset);
        put16(name.length);
        boolean time = hasUnixTime(e);
        put16(extraLength(e.extra) + (time ? 9 : 0));
        putBytes(name);
        if (time) {
            putTimestamp(e);
        }
        putExtra(e.extra);
        dataStart = written;
    }

    private void centralHeader(Placed p) throws IOException {
        ZipEntry e = p.entry;
        put32(CENSIG);
        put16(version(e));
        put16(version(e));
        put16(e.flag);
        put16(e.method);
        put32(e.xdostime);
        put32(e.crc);
        put32(e.csize);
        put32(e.size);
        byte[] name = e.name.getBytes(charset);
        put16(name.length);
        boolean time = hasUnixTime(e);
        put16(extraLength(e.extra) + (time ? 9 : 0));
        byte[] text = e.comment != null ? e.comment.getBytes(charset) : null;
        put16(text != null ? Math.min(text.length, 0xffff) : 0);
        put16(0);
        put16(0);
        put32(0);
        put32(p.offset);
        putBytes(name);
        if (time) {
            putTimestamp(e);
        }
        putExtra(e.extra);
        if (text != null) {
            putBytes(text, Math.min(text.length, 0xffff));
        }
    }

    private void putTimestamp(ZipEntry e) throws IOException {
        put16(ZipEntry.EXTID_EXTT);
        put16(5);
        out.write(1);
        written++;
        put32(Math.floorDiv(e.mtime, 1000L));
    }

    /* The extra data a header carries: the entry's, less the fields the writer makes itself. */
    private static int extraLength(byte[] extra) {
        int n = 0;
        if (extra != null) {
            int off = 0;
            while (off + 4 <= extra.length) {
                int tag = get16(extra, off);
                int len = get16(extra, off + 2);
                if (len < 0 || off + 4 + len > extra.length) {
                    n += extra.length - off;
                    break;
                }
                if (tag != ZipEntry.EXTID_EXTT && tag != ZipEntry.EXTID_ZIP64) {
                    n += 4 + len;
                }
                off += 4 + len;
            }
            if (off < extra.length && off + 4 > extra.length) {
                n += extra.length - off;
            }
        }
        return n;
    }

    private void putExtra(byte[] extra) throws IOException {
        if (extra == null) {
            return;
        }
        int off = 0;
        while (off + 4 <= extra.length) {
            int tag = get16(extra, off);
            int len = get16(extra, off + 2);
            if (off + 4 + len > extra.length) {
                break;
            }
            if (tag != ZipEntry.EXTID_EXTT && tag != ZipEntry.EXTID_ZIP64) {
                out.write(extra, off, 4 + len);
                written += 4 + len;
            }
            off += 4 + len;
        }
        if (off < extra.length) {
            out.write(extra, off, extra.length - off);
            written += extra.length - off;
        }
    }

    private static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | (b[off + 1] & 0xff) << 8;
    }

    private void put16(int v) throws IOException {
        out.write(v & 0xff);
        out.write((v >>> 8) & 0xff);
        written += 2;
    }

    private void put32(long v) throws IOException {
        out.write((int) (v & 0xff));
        out.write((int) ((v >>> 8) & 0xff));
        out.write((int) ((v >>> 16) & 0xff));
        out.write((int) ((v >>> 24) & 0xff));
        written += 4;
    }

    private void putBytes(byte[] b) throws IOException {
        putBytes(b, b.length);
    }

    private void putBytes(byte[] b, int len) throws IOException {
        out.write(b, 0, len);
        written += len;
    }
}
