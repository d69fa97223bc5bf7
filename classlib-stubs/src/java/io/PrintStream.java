package java.io;

/**
 * Prints values as text, encoded as UTF-8 (or the charset named at
 * construction). Errors set a flag instead of throwing. With autoflush every
 * print reaches the underlying stream at once, as the JDK's does.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble;
    private boolean closing;
    private final String charsetName;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out));
        this.autoFlush = autoFlush;
        this.charsetName = null;
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        super(requireNonNull(out));
        if (encoding == null) {
            throw new NullPointerException("charsetName");
        }
        "".getBytes(encoding);
        this.autoFlush = autoFlush;
        this.charsetName = encoding;
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    public PrintStream(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(openFile(new File(fileName), csn), false, csn);
    }

    public PrintStream(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(openFile(file, csn), false, csn);
    }

    /* The charset is checked before the file is created or truncated, as on the JDK. */
    private static OutputStream openFile(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        if (csn == null) {
            throw new NullPointerException("charsetName");
        }
        "".getBytes(csn);
        return new FileOutputStream(file);
    }

    private static OutputStream requireNonNull(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    out.close();
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    public void write(byte[] buf) throws IOException {
        write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        write(buf, 0, buf.length);
    }

    private byte[] encode(String s) {
        if (charsetName != null) {
            try {
                return s.getBytes(charsetName);
            } catch (UnsupportedEncodingException e) {
                return s.getBytes();
            }
        }
        return s.getBytes();
    }

    private void writeText(String s) {
        byte[] bytes = encode(s);
        write(bytes, 0, bytes.length);
    }

    private void newLine() {
        writeText(System.lineSeparator());
    }

    public void print(boolean b) {
        writeText(String.valueOf(b));
    }

    public void print(char c) {
        writeText(String.valueOf(c));
    }

    public void print(int i) {
        writeText(String.valueOf(i));
    }

    public void print(long l) {
        writeText(String.valueOf(l));
    }

    public void print(float f) {
        writeText(String.valueOf(f));
    }

    public void print(double d) {
        writeText(String.valueOf(d));
    }

    public void print(char[] s) {
        writeText(new String(s));
    }

    public void print(String s) {
        writeText(String.valueOf(s));
    }

    public void print(Object obj) {
        writeText(String.valueOf(obj));
    }

    /* The text and the line separator go out in one write, so lines do not tear. */
    private void printLine(String s) {
        writeText(s + System.lineSeparator());
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        printLine(String.valueOf(x));
    }

    public void println(char x) {
        printLine(String.valueOf(x));
    }

    public void println(int x) {
        printLine(String.valueOf(x));
    }

    public void println(long x) {
        printLine(String.valueOf(x));
    }

    public void println(float x) {
        printLine(String.valueOf(x));
    }

    public void println(double x) {
        printLine(String.valueOf(x));
    }

    public void println(char[] x) {
        printLine(new String(x));
    }

    public void println(String x) {
        printLine(String.valueOf(x));
    }

    public void println(Object x) {
        printLine(String.valueOf(x));
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
