package java.io;

/** The superclass of character output streams. */
public abstract class Writer implements Appendable, Closeable, Flushable {
    protected Object lock;

    protected Writer() {
        this.lock = this;
    }

    protected Writer(Object lock) {
        if (lock == null) {
            throw new NullPointerException();
        }
        this.lock = lock;
    }

    public void write(int c) throws IOException {
        write(new char[] {(char) c}, 0, 1);
    }

    public void write(char[] cbuf) throws IOException {
        write(cbuf, 0, cbuf.length);
    }

    public abstract void write(char[] cbuf, int off, int len) throws IOException;

    public void write(String str) throws IOException {
        write(str, 0, str.length());
    }

    public void write(String str, int off, int len) throws IOException {
        char[] cbuf = new char[len];
        str.getChars(off, off + len, cbuf, 0);
        write(cbuf, 0, len);
    }

    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public Writer append(char c) throws IOException {
        write(c);
        return this;
    }

    public abstract void flush() throws IOException;

    public abstract void close() throws IOException;

    /* A writer that discards characters; after close() every write throws "Stream closed". */
    public static Writer nullWriter() {
        return new Writer() {
            private volatile boolean closed;

            private void ensureOpen() throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            public Writer append(char c) throws IOException {
                ensureOpen();
                return this;
            }

            public Writer append(CharSequence csq) throws IOException {
                ensureOpen();
                return this;
            }

            public Writer append(CharSequence csq, int start, int end) throws IOException {
                ensureOpen();
                if (csq != null && (start < 0 || start > end || end > csq.length())) {
                    throw new IndexOutOfBoundsException("start " + start + ", end " + end
                            + ", length " + csq.length());
                }
                return this;
            }

            public void write(int c) throws IOException {
                ensureOpen();
            }

            public void write(char[] cbuf, int off, int len) throws IOException {
                if (off < 0 || len < 0 || len > cbuf.length - off) {
                    throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + "
                            + len + ") out of bounds for length " + cbuf.length);
                }
                ensureOpen();
            }

            public void write(String str) throws IOException {
                ensureOpen();
            }

            public void write(String str, int off, int len) throws IOException {
                ensureOpen();
            }

            public void flush() throws IOException {
                ensureOpen();
            }

            public void close() {
                closed = true;
            }
        };
    }
}
