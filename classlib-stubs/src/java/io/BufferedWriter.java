package java.io;

/** A character writer with a buffer. */
public class BufferedWriter extends Writer {
    private Writer out;
    private char[] cb;
    private int nextChar;

    public BufferedWriter(Writer out) {
        this(out, 8192);
    }

    public BufferedWriter(Writer out, int sz) {
        super(out);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        this.out = out;
        cb = new char[sz];
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    void flushBuffer() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (nextChar > 0) {
                out.write(cb, 0, nextChar);
                nextChar = 0;
            }
        }
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (nextChar >= cb.length) {
                flushBuffer();
            }
            cb[nextChar++] = (char) c;
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (off < 0 || len < 0 || off > cbuf.length - len) {
                throw new IndexOutOfBoundsException();
            }
            if (len >= cb.length) {
                flushBuffer();
                out.write(cbuf, off, len);
                return;
            }
            fill(cbuf, null, off, len);
        }
    }

    public void write(String s, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            fill(null, s, off, len);
        }
    }

    /*
     * Copies into the buffer piece by piece and writes the buffer out as soon
     * as it is full, so the underlying writer sees the same chunks as on the JDK.
     */
    private void fill(char[] cbuf, String s, int off, int len) throws IOException {
        int end = off + len;
        while (off < end) {
            int n = Math.min(cb.length - nextChar, end - off);
            if (cbuf != null) {
                System.arraycopy(cbuf, off, cb, nextChar, n);
            } else {
                s.getChars(off, off + n, cb, nextChar);
            }
            off += n;
            nextChar += n;
            if (nextChar >= cb.length) {
                flushBuffer();
            }
        }
    }

    public void newLine() throws IOException {
        write(System.lineSeparator());
    }

    public void flush() throws IOException {
        synchronized (lock) {
            flushBuffer();
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (out == null) {
                return;
            }
            try {
                flushBuffer();
            } finally {
                out.close();
                out = null;
                cb = null;
            }
        }
    }
}
