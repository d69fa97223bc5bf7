package java.io;

/** The superclass of byte input streams. */
public abstract class InputStream implements Closeable {
    public InputStream() {
    }

    public abstract int read() throws IOException;

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        int c = read();
        if (c == -1) {
            return -1;
        }
        b[off] = (byte) c;
        int i = 1;
        for (; i < len; i++) {
            c = read();
            if (c == -1) {
                break;
            }
            b[off + i] = (byte) c;
        }
        return i;
    }

    static void checkFromIndexSize(int off, int len, int length) {
        if ((length | off | len) < 0 || len > length - off) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + length);
        }
    }

    public byte[] readAllBytes() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        transferTo(out);
        return out.toByteArray();
    }

    public int readNBytes(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = read(b, off + n, len - n);
            if (count < 0) {
                break;
            }
            n += count;
        }
        return n;
    }

    public byte[] readNBytes(int len) throws IOException {
        if (len < 0) {
            throw new IllegalArgumentException("len < 0");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.min(len, 8192));
        byte[] buf = new byte[Math.min(len, 8192)];
        int remaining = len;
        while (remaining > 0) {
            int r = read(buf, 0, Math.min(buf.length, remaining));
            if (r < 0) {
                break;
            }
            out.write(buf, 0, r);
            remaining -= r;
        }
        return out.toByteArray();
    }

    public void skipNBytes(long n) throws IOException {
        while (n > 0) {
            long ns = skip(n);
            if (ns > 0 && ns <= n) {
                n -= ns;
            } else if (ns == 0) {
                if (read() == -1) {
                    throw new EOFException();
                }
                n--;
            } else {
                throw new IOException("Unable to skip exactly");
            }
        }
    }

    public long skip(long n) throws IOException {
        long remaining = n;
        byte[] buf = new byte[(int) Math.min(2048, Math.max(n, 1))];
        while (remaining > 0) {
            int r = read(buf, 0, (int) Math.min(buf.length, remaining));
            if (r < 0) {
                break;
            }
            remaining -= r;
        }
        return n - Math.max(remaining, 0);
    }

    public int available() throws IOException {
        return 0;
    }

    public void close() throws IOException {
    }

    public synchronized void mark(int readlimit) {
    }

    public synchronized void reset() throws IOException {
        throw new IOException("mark/reset not supported");
    }

    public boolean markSupported() {
        return false;
    }

    public long transferTo(OutputStream out) throws IOException {
        if (out == null) {
            throw new NullPointerException();
        }
        long transferred = 0;
        byte[] buffer = new byte[8192];
        int read;
        while ((read = read(buffer, 0, buffer.length)) >= 0) {
            out.write(buffer, 0, read);
            transferred += read;
        }
        return transferred;
    }

    /* A stream with no bytes; after close() every read throws "Stream closed". */
    public static InputStream nullInputStream() {
        return new InputStream() {
            private volatile boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public int available() throws IOException {
                ensureOpen();
                return 0;
            }

            public int read() throws IOException {
                ensureOpen();
                return -1;
            }

            public int read(byte[] b, int off, int len) throws IOException {
                if (off < 0 || len < 0 || len > b.length - off) {
                    throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + "
                            + len + ") out of bounds for length " + b.length);
                }
                ensureOpen();
                return (len == 0) ? 0 : -1;
            }

            public long skip(long n) throws IOException {
                ensureOpen();
                return 0L;
            }

            public void close() {
                closed = true;
            }
        };
    }
}
