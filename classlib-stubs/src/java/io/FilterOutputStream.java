package java.io;

/** An output stream that passes everything to another. */
public class FilterOutputStream extends OutputStream {
    protected OutputStream out;
    private boolean closed;

    public FilterOutputStream(OutputStream out) {
        this.out = out;
    }

    public void write(int b) throws IOException {
        out.write(b);
    }

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        InputStream.checkFromIndexSize(off, len, b.length);
        for (int i = 0; i < len; i++) {
            write(b[off + i]);
        }
    }

    public void flush() throws IOException {
        out.flush();
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        Throwable flushFailure = null;
        try {
            flush();
        } catch (Throwable t) {
            flushFailure = t;
        }
        try {
            out.close();
        } catch (Throwable t) {
            if (flushFailure != null && flushFailure != t) {
                t.addSuppressed(flushFailure);
            }
            throwUnchecked(t);
        }
        if (flushFailure != null) {
            throwUnchecked(flushFailure);
        }
    }

    private static void throwUnchecked(Throwable t) throws IOException {
        if (t instanceof IOException) {
            throw (IOException) t;
        }
        if (t instanceof RuntimeException) {
            throw (RuntimeException) t;
        }
        if (t instanceof Error) {
            throw (Error) t;
        }
        throw new IOException(t);
    }
}
