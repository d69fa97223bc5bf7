package java.util.zip;

import java.io.Closeable;
import java.io.EOFException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

/**
 * A zip archive read through its central directory: the end record is found
 * from the end of the file, the central directory is read into memory once,
 * and each entry's data is read from its local header on demand through the
 * file, inflated with a raw {@link Inflater} when it is deflated. Data
 * prepended to the archive (a self-extracting stub) is allowed: offsets are
 * taken relative to where the central directory really is.
 */
public class ZipFile implements ZipConstants, Closeable {
    public static final int OPEN_READ = 0x1;
    public static final int OPEN_DELETE = 0x4;

    private static final int UTF8_FLAG = 0x800;

    private final String name;
    private final Charset charset;
    private RandomAccessFile file;
    private String comment;
    /* the entries in central-directory order, their local header offsets, and the index of each name */
    private final ArrayList<ZipEntry> entries = new ArrayList<ZipEntry>();
    private long[] locOffsets;
    private final HashMap<String, Integer> index = new HashMap<String, Integer>();
    private final ArrayList<InputStream> openStreams = new ArrayList<InputStream>();
    private volatile boolean closed;

    public ZipFile(String name) throws IOException {
        this(new File(name), OPEN_READ);
    }

    public ZipFile(File file) throws ZipException, IOException {
        this(file, OPEN_READ);
    }

    public ZipFile(File file, int mode) throws IOException {
        this(file, mode, StandardCharsets.UTF_8);
    }

    public ZipFile(String name, Charset charset) throws IOException {
        this(new File(name), OPEN_READ, charset);
    }

    public ZipFile(File file, Charset charset) throws IOException {
        this(file, OPEN_READ, charset);
    }

    public ZipFile(File file, int mode, Charset charset) throws IOException {
        if ((mode & OPEN_READ) == 0 || (mode & ~(OPEN_READ | OPEN_DELETE)) != 0) {
            throw new IllegalArgumentException("Illegal mode: 0x" + Integer.toHexString(mode));
        }
        String path = file.getPath();
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
        this.name = path;
        this.charset = charset;
        if (!file.exists()) {
            throw new java.nio.file.NoSuchFileException(path);
        }
        RandomAccessFile raf = new RandomAccessFile(file, "r");
        try {
            readCentral(raf);
        } catch (IOException e) {
            raf.close();
            throw e;
        } catch (RuntimeException e) {
            raf.close();
            throw e;
        }
        this.file = raf;
        if ((mode & OPEN_DELETE) != 0) {
            file.delete();
        }
    }

    public String getName() {
        return name;
    }

    public String getComment() {
        ensureOpen();
        return comment;
    }

    public int size() {
        ensureOpen();
        return entries.size();
    }

    /* A name not found is looked for again as a directory ("name/"). */
    public ZipEntry getEntry(String name) {
        java.util.Objects.requireNonNull(name, "name");
        ensureOpen();
        Integer i = lookup(name);
        return i == null ? null : (ZipEntry) entries.get(i.intValue()).clone();
    }

    private Integer lookup(String name) {
        Integer i = index.get(name);
        if (i == null && !name.endsWith("/")) {
            i = index.get(name + "/");
        }
        return i;
    }

    public Enumeration<? extends ZipEntry> entries() {
        ensureOpen();
        return new Enumeration<ZipEntry>() {
            private int next;

            public boolean hasMoreElements() {
                return next < entries.size();
            }

            public ZipEntry nextElement() {
                ensureOpen();
                if (next >= entries.size()) {
                    throw new NoSuchElementException();
                }
                return (ZipEntry) entries.get(next++).clone();
            }
        };
    }

    public Stream<? extends ZipEntry> stream() {
        ensureOpen();
        ArrayList<ZipEntry> copies = new ArrayList<ZipEntry>(entries.size());
        for (ZipEntry e : entries) {
            copies.add((ZipEntry) e.clone());
        }
        return copies.stream();
    }

    public InputStream getInputStream(ZipEntry entry) throws IOException {
        java.util.Objects.requireNonNull(entry, "entry");
        ensureOpen();
        int n;
        if (entry.owner == this && entry.ownerIndex >= 0) {
            n = entry.ownerIndex;
        } else {
            Integer i = index.get(entry.name);
            if (i == null) {
                return null;
            }
            n = i.intValue();
        }
        ZipEntry e = entries.get(n);
        long start = dataStart(locOffsets[n]);
        InputStream in;
        if (e.method == ZipEntry.STORED) {
            in = new EntryStream(start, e.csize, false);
        } else if (e.method == ZipEntry.DEFLATED) {
            in = new EntryInflaterStream(new EntryStream(start, e.csize, true), e.size);
        } else {
            throw new ZipException("invalid compression method");
        }
        synchronized (openStreams) {
            openStreams.add(in);
        }
        return in;
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        ArrayList<InputStream> streams;
        synchronized (openStreams) {
            streams = new ArrayList<InputStream>(openStreams);
            openStreams.clear();
        }
        /* an inflating stream then fails with "Stream closed", a stored entry's with "ZipFile closed" */
        for (InputStream s : streams) {
            s.close();
        }
        synchronized (this) {
            file.close();
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("zip file closed");
        }
    }

    private void forget(InputStream s) {
        synchronized (openStreams) {
            openStreams.remove(s);
        }
    }

    /* ---- reading the archive ---- */

    private void readCentral(RandomAccessFile raf) throws IOException {
        long len = raf.length();
        if (len == 0) {
            throw new ZipException("zip file is empty");
        }
        if (len < ENDHDR) {
            throw new ZipException("zip END header not found");
        }
        /* the end record is in the last 22 + 65535 bytes (its comment is at most 65535 bytes) */
        int tail = (int) Math.min(len, ENDHDR + 0xFFFF);
        byte[] buf = new byte[tail];
        raf.seek(len - tail);
        raf.readFully(buf, 0, tail);
        int end = -1;
        for (int p = tail - ENDHDR; p >= 0; p--) {
            if (get32(buf, p) == ENDSIG) {
                end = p;
                break;
            }
        }
        if (end < 0) {
            throw new ZipException("zip END header not found");
        }
        long endPos = len - tail + end;
        int comLen = get16(buf, end + ENDCOM);
        if (end + ENDHDR + comLen > tail) {
            /* a comment said to run past the end of the file */
            throw new EOFException();
        }
        if (comLen > 0) {
            comment = new String(buf, end + ENDHDR, comLen, charset);
        }
        long cenLen = get32(buf, end + ENDSIZ);
        long cenOff = get32(buf, end + ENDOFF);
        int total = get16(buf, end + ENDTOT);
        if (cenLen > endPos || cenLen > Integer.MAX_VALUE - 8) {
            throw new ZipException("invalid END header (bad central directory size)");
        }
        long cenPos = endPos - cenLen;
        if (cenOff > cenPos) {
            throw new ZipException("invalid END header (bad central directory offset)");
        }
        long prefix = cenPos - cenOff;
        if ((long) total * CENHDR > cenLen) {
            throw new ZipException("invalid END header (total entries count too large)");
        }
        byte[] cen = new byte[(int) cenLen];
        raf.seek(cenPos);
        raf.readFully(cen, 0, cen.length);
        /* the entries are counted by walking the directory: the end record's count may be short */
        locOffsets = new long[Math.max(total, 16)];
        int pos = 0;
        for (int n = 0; pos < cen.length; n++) {
            if (pos + CENHDR > cen.length || get32(cen, pos) != CENSIG) {
                throw new ZipException("invalid CEN header (bad signature)");
            }
            int flag = get16(cen, pos + CENFLG);
            int nameLen = get16(cen, pos + CENNAM);
            int extLen = get16(cen, pos + CENEXT);
            int comLenE = get16(cen, pos + CENCOM);
            int next = pos + CENHDR + nameLen + extLen + comLenE;
            if (next > cen.length) {
                throw new ZipException("invalid CEN header (bad header size)");
            }
            if ((flag & 1) != 0) {
                throw new ZipException("invalid CEN header (encrypted entry)");
            }
            int method = get16(cen, pos + CENHOW);
            if (method != ZipEntry.STORED && method != ZipEntry.DEFLATED) {
                throw new ZipException("invalid CEN header (bad compression method: " + method + ")");
            }
            Charset cs = (flag & UTF8_FLAG) != 0 ? StandardCharsets.UTF_8 : charset;
            ZipEntry e = new ZipEntry(new String(cen, pos + CENHDR, nameLen, cs));
            e.flag = flag;
            e.method = method;
            e.owner = this;
            e.ownerIndex = n;
            e.xdostime = get32(cen, pos + CENTIM);
            e.crc = get32(cen, pos + CENCRC);
            e.csize = get32(cen, pos + CENSIZ);
            e.size = get32(cen, pos + CENLEN);
            if (extLen > 0) {
                byte[] extra = new byte[extLen];
                System.arraycopy(cen, pos + CENHDR + nameLen, extra, 0, extLen);
                e.setExtra0(extra);
            }
            if (comLenE > 0) {
                e.comment = new String(cen, pos + CENHDR + nameLen + extLen, comLenE, cs);
            }
            if (n == locOffsets.length) {
                locOffsets = java.util.Arrays.copyOf(locOffsets, n * 2);
            }
            locOffsets[n] = prefix + get32(cen, pos + CENOFF);
            /* of two entries with one name, the later one is found, as on the JDK */
            index.put(e.name, Integer.valueOf(n));
            entries.add(e);
            pos = next;
        }
    }

    /* Where an entry's data starts: after its local header, whose name and extra lengths may differ from the CEN's. */
    private synchronized long dataStart(long loc) throws IOException {
        byte[] h = new byte[LOCHDR];
        file.seek(loc);
        file.readFully(h, 0, LOCHDR);
        if (get32(h, 0) != LOCSIG) {
            throw new ZipException("ZipFile invalid LOC header (bad signature)");
        }
        return loc + LOCHDR + get16(h, LOCNAM) + get16(h, LOCEXT);
    }

    private void ensureOpenForRead() throws ZipException {
        if (closed) {
            throw new ZipException("ZipFile closed");
        }
    }

    private synchronized int readAt(long pos, byte[] b, int off, int len) throws IOException {
        ensureOpenForRead();
        file.seek(pos);
        return file.read(b, off, len);
    }

    /* The raw bytes of one entry; a deflated one gets a dummy zero byte at the end, which raw inflate may want.
     * Once closed it is at its end, as on the JDK; reading fails only when the archive is closed. */
    private class EntryStream extends InputStream {
        private long pos;
        private long remaining;
        private boolean padByte;
        private boolean closed;

        EntryStream(long start, long length, boolean padByte) {
            this.pos = start;
            this.remaining = length;
            this.padByte = padByte;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) == 1 ? one[0] & 0xff : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            ensureOpenForRead();
            if (off < 0 || len < 0 || off > b.length - len) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            if (closed) {
                return -1;
            }
            if (remaining <= 0) {
                if (padByte) {
                    padByte = false;
                    b[off] = 0;
                    return 1;
                }
                return -1;
            }
            int n = readAt(pos, b, off, (int) Math.min(len, remaining));
            if (n <= 0) {
                throw new EOFException("Unexpected end of ZLIB input stream");
            }
            pos += n;
            remaining -= n;
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            ensureOpenForRead();
            if (closed) {
                return 0;
            }
            long k = Math.max(0, Math.min(n, remaining));
            pos += k;
            remaining -= k;
            return k;
        }

        @Override
        public int available() throws IOException {
            return closed ? 0 : (int) Math.min(remaining, Integer.MAX_VALUE);
        }

        @Override
        public void close() throws IOException {
            if (!closed) {
                closed = true;
                forget(this);
            }
        }
    }

    /* Inflates an entry; available() is the count of bytes still to come, as on the JDK. */
    private class EntryInflaterStream extends InflaterInputStream {
        private final long size;
        private boolean done;

        EntryInflaterStream(InputStream raw, long size) {
            super(raw, new Inflater(true), (int) Math.max(64, Math.min(8192, size + 2)));
            ownsInflater = true;
            this.size = size;
        }

        @Override
        public int available() throws IOException {
            if (done) {
                return 0;
            }
            long left = size - inf.getBytesWritten();
            return left > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) Math.max(0, left);
        }

        @Override
        public void close() throws IOException {
            if (!done) {
                done = true;
                super.close();
                forget(this);
            }
        }
    }

    private static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | (b[off + 1] & 0xff) << 8;
    }

    private static long get32(byte[] b, int off) {
        return (get16(b, off) | ((long) get16(b, off + 2) << 16)) & 0xffffffffL;
    }
}
