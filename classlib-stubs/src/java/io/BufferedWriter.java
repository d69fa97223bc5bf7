package java.io;

/**
 * Collects characters in a buffer and passes them on to another writer when
 * the buffer is full, on flush and on close. Arrays at least as long as the
 * buffer go to the other writer directly, after what was buffered.
 */
public class BufferedWriter extends Writer {
    private Writer sink;
    private char[] buf;
    private int used;

    public BufferedWriter(Writer out) {
        this(out, 8192);
    }

    public BufferedWriter(Writer out, int sz) {
        super(out);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        sink = out;
        buf = new char[sz];
    }

    private void checkOpen() throws IOException {
        if (sink == null) {
            throw new IOException("Stream closed");
        }
    }

    /* Passes the buffered characters on, without flushing the other writer. */
    private void drain() throws IOException {
        checkOpen();
        if (used != 0) {
            sink.write(buf, 0, used);
            used = 0;
        }
    }

    public void write(int c) throws IOException {
        synchronized (lock) {
            checkOpen();
            if (used == buf.length) {
                drain();
            }
            buf[used++] = (char) c;
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            checkOpen();
            if (off < 0 || len < 0 || len > cbuf.length - off) {
                throw new IndexOutOfBoundsException();
            }
            if (len >= buf.length) {
                drain();
                sink.write(cbuf, off, len);
            } else {
                append(cbuf, null, off, len);
            }
        }
    }

    public void write(String s, int off, int len) throws IOException {
        synchronized (lock) {
            checkOpen();
            append(null, s, off, len);
        }
    }

    /*
     * Copies chars[off, off+len) or text[off, off+len) in, draining each time the
     * buffer fills up, so the other writer is handed whole buffers.
     */
    private void append(char[] chars, String text, int off, int len) throws IOException {
        int at = off;
        int left = len;
        while (left > 0) {
            int room = buf.length - used;
            int n = left < room ? left : room;
            if (chars != null) {
                System.arraycopy(chars, at, buf, used, n);
            } else {
                text.getChars(at, at + n, buf, used);
            }
            used += n;
            at += n;
            left -= n;
            if (used == buf.length) {
                drain();
            }
        }
    }

    public void newLine() throws IOException {
        write(System.lineSeparator());
    }

    public void flush() throws IOException {
        synchronized (lock) {
            drain();
            sink.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (sink == null) {
                return;
            }
            try {
                drain();
            } finally {
                Writer w = sink;
                sink = null;
                buf = null;
                w.close();
            }
        }
    }
}
