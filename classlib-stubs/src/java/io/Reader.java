package java.io;

/** The superclass of character input streams. */
public abstract class Reader implements Readable, Closeable {
    protected Object lock;

    protected Reader() {
        this.lock = this;
    }

    protected Reader(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    public int read() throws IOException {
        char[] cb = new char[1];
        return (read(cb, 0, 1) == -1) ? -1 : cb[0];
    }

    public int read(java.nio.CharBuffer target) throws IOException {
        char[] tmp = new char[target.remaining()];
        int n = read(tmp, 0, tmp.length);
        if (n > 0) {
            target.put(tmp, 0, n);
        }
        return n;
    }

    public int read(char[] cbuf) throws IOException {
        return read(cbuf, 0, cbuf.length);
    }

    public abstract int read(char[] cbuf, int off, int len) throws IOException;

    public long skip(long n) throws IOException {
        if (n < 0L) {
            throw new IllegalArgumentException("skip value is negative");
        }
        char[] skipBuffer = new char[(int) Math.min(n, 8192)];
        long r = n;
        while (r > 0) {
            int nc = read(skipBuffer, 0, (int) Math.min(r, skipBuffer.length));
            if (nc == -1) {
                break;
            }
            r -= nc;
        }
        return n - r;
    }

    public boolean ready() throws IOException {
        return false;
    }

    public boolean markSupported() {
        return false;
    }

    public void mark(int readAheadLimit) throws IOException {
        throw new IOException("mark() not supported");
    }

    public void reset() throws IOException {
        throw new IOException("reset() not supported");
    }

    public abstract void close() throws IOException;

    public long transferTo(Writer out) throws IOException {
        long transferred = 0;
        char[] buffer = new char[8192];
        int nRead;
        while ((nRead = read(buffer, 0, buffer.length)) >= 0) {
            out.write(buffer, 0, nRead);
            transferred += nRead;
        }
        return transferred;
    }

    /* A reader with no characters; after close() every read throws "Stream closed". */
    public static Reader nullReader() {
        return new Reader() {
            private volatile boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public int read() throws IOException {
                ensureOpen();
                return -1;
            }

            public int read(char[] cbuf, int off, int len) throws IOException {
                if (off < 0 || len < 0 || len > cbuf.length - off) {
                    throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + "
                            + len + ") out of bounds for length " + cbuf.length);
                }
                ensureOpen();
                return (len == 0) ? 0 : -1;
            }

            public boolean ready() throws IOException {
                ensureOpen();
                return false;
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
