package java.io;

/**
 * Prints values as text, encoded as UTF-8 (or the charset named at
 * construction). Errors set a flag instead of throwing.
 *
 * Every byte goes to the underlying stream straight away: text is encoded and
 * handed to write(byte[], int, int), which with autoflush also flushes the
 * stream. With autoflush, text that contains a line feed, and every line
 * ending printed, flush the stream once more afterwards; write(int) flushes
 * after a '\n' only. println on a subclass calls the subclass's print for the
 * value before ending the line.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private final String charsetName;
    /* Set by a failed operation or setError(); read by checkError(). */
    private boolean failed;
    /* close() has begun: a nested close() (from the stream below) does nothing. */
    private boolean shutting;

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

    public PrintStream(OutputStream out, boolean autoFlush, java.nio.charset.Charset charset) {
        super(requireNonNull(out));
        this.autoFlush = autoFlush;
        this.charsetName = java.util.Objects.requireNonNull(charset, "charset").name();
    }

    public PrintStream(String fileName, java.nio.charset.Charset charset) throws IOException {
        this(new File(fileName), charset);
    }

    public PrintStream(File file, java.nio.charset.Charset charset) throws IOException {
        this(openFile(file, charset), false, charset);
    }

    /* The charset is checked before the file is created or truncated. */
    private static OutputStream openFile(File file, java.nio.charset.Charset charset)
            throws FileNotFoundException {
        java.util.Objects.requireNonNull(charset, "charset");
        return new FileOutputStream(file);
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

    /* The underlying stream, or an IOException once this stream is closed. */
    private OutputStream target() throws IOException {
        OutputStream o = out;
        if (o == null) {
            throw new IOException("Stream closed");
        }
        return o;
    }

    /* How a write reports a failure: an interrupted one re-asserts the interrupt. */
    private void writeFailed(IOException e) {
        if (e instanceof InterruptedIOException) {
            Thread.currentThread().interrupt();
        } else {
            failed = true;
        }
    }

    public void flush() {
        synchronized (this) {
            try {
                target().flush();
            } catch (IOException e) {
                failed = true;
            }
        }
    }

    public void close() {
        synchronized (this) {
            if (shutting) {
                return;
            }
            shutting = true;
            // Pending output is flushed through flush() first, then the stream closed.
            flush();
            try {
                out.close();
            } catch (IOException e) {
                failed = true;
            } finally {
                out = null;
            }
        }
    }

    public boolean checkError() {
        OutputStream below = out;
        if (below != null) {
            flush();
        }
        if (below instanceof PrintStream) {
            return ((PrintStream) below).checkError();
        }
        return failed;
    }

    protected void setError() {
        failed = true;
    }

    protected void clearError() {
        failed = false;
    }

    public void write(int b) {
        synchronized (this) {
            try {
                OutputStream o = target();
                o.write(b);
                if (autoFlush && b == '\n') {
                    o.flush();
                }
            } catch (IOException e) {
                writeFailed(e);
            }
        }
    }

    public void write(byte[] buf, int off, int len) {
        synchronized (this) {
            try {
                OutputStream o = target();
                o.write(buf, off, len);
                if (autoFlush) {
                    o.flush();
                }
            } catch (IOException e) {
                writeFailed(e);
            }
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

    /*
     * The text path of print and println: the text (a String or a char[]),
     * then a line separator if endLine, as bytes through
     * write(byte[], int, int). A closed stream only records the failure.
     */
    private void emit(Object text, boolean endLine) {
        synchronized (this) {
            if (out == null) {
                failed = true;
                return;
            }
            if (text == null) {
                throw new NullPointerException(); // only a char[] can be missing
            }
            String s = text instanceof char[] ? new String((char[]) text) : (String) text;
            byte[] bytes = encode(endLine ? s + System.lineSeparator() : s);
            if (bytes.length > 0) {
                write(bytes, 0, bytes.length);
            }
            if (autoFlush && (endLine || s.indexOf('\n') >= 0)) {
                try {
                    target().flush();
                } catch (IOException e) {
                    writeFailed(e);
                }
            }
        }
    }

    /* println on a subclass goes through its print; on this class, one write. */
    private boolean overridable() {
        return getClass() != PrintStream.class;
    }

    public void print(boolean b) {
        emit(String.valueOf(b), false);
    }

    public void print(char c) {
        emit(String.valueOf(c), false);
    }

    public void print(int i) {
        emit(String.valueOf(i), false);
    }

    public void print(long l) {
        emit(String.valueOf(l), false);
    }

    public void print(float f) {
        emit(String.valueOf(f), false);
    }

    public void print(double d) {
        emit(String.valueOf(d), false);
    }

    public void print(char[] s) {
        emit(s, false);
    }

    public void print(String s) {
        emit(String.valueOf(s), false);
    }

    public void print(Object obj) {
        emit(String.valueOf(obj), false);
    }

    public void println() {
        emit("", true);
    }

    public void println(boolean x) {
        if (!overridable()) {
            emit(String.valueOf(x), true);
            return;
        }
        synchronized (this) {
            print(x);
            emit("", true);
        }
    }

    public void println(char x) {
        if (!overridable()) {
            emit(String.valueOf(x), true);
            return;
        }
        synchronized (this) {
            print(x);
            emit("", true);
        }
    }

    public void println(int x) {
        if (!overridable()) {
            emit(String.valueOf(x), true);
            return;
        }
        synchronized (this) {
            print(x);
            emit("", true);
        }
    }

    public void println(long x) {
        if (!overridable()) {
            emit(String.valueOf(x), true);
            return;
        }
        synchronized (this) {
            print(x);
            emit("", true);
        }
    }

    public void println(float x) {
        if (!overridable()) {
            emit(String.valueOf(x), true);
            return;
        }
        synchronized (this) {
            print(x);
            emit("", true);
        }
    }

    public void println(double x) {
        if (!overridable()) {
            emit(String.valueOf(x), true);
            return;
        }
        synchronized (this) {
            print(x);
            emit("", true);
        }
    }

    public void println(char[] x) {
        if (!overridable()) {
            emit(x, true);
            return;
        }
        synchronized (this) {
            print(x);
            emit("", true);
        }
    }

    public void println(String x) {
        if (!overridable()) {
            emit(String.valueOf(x), true);
            return;
        }
        synchronized (this) {
            print(x);
            emit("", true);
        }
    }

    public void println(Object x) {
        String text = String.valueOf(x);
        if (!overridable()) {
            emit(text, true);
            return;
        }
        synchronized (this) {
            print(text);
            emit("", true);
        }
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        CharSequence text = csq == null ? "null" : csq;
        return append(text.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }

    public PrintStream printf(String format, Object... args) {
        return format(java.util.Locale.getDefault(java.util.Locale.Category.FORMAT), format, args);
    }

    public PrintStream printf(java.util.Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        return format(java.util.Locale.getDefault(java.util.Locale.Category.FORMAT), format, args);
    }

    /* The formatted pieces go out through append (print), as they are produced. */
    public PrintStream format(java.util.Locale l, String format, Object... args) {
        synchronized (this) {
            new java.util.Formatter((Appendable) this, l).format(l, format, args);
        }
        return this;
    }
}
