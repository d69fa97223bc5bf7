package java.io;

/**
 * Prints values as text to a Writer; errors set a flag instead of throwing.
 * print goes through this class's write methods; a line ending goes to the
 * writer below directly and, with autoflush, flushes it.
 */
public class PrintWriter extends Writer {
    protected Writer out;
    private final boolean autoFlush;
    /* Set by a failed operation or setError(); read by checkError(). */
    private boolean failed;
    /* The stream below when this writer was made over a PrintStream. */
    private PrintStream streamBelow;

    public PrintWriter(Writer out) {
        this(out, false);
    }

    public PrintWriter(Writer out, boolean autoFlush) {
        super(out);
        this.out = out;
        this.autoFlush = autoFlush;
    }

    public PrintWriter(OutputStream out) {
        this(out, false);
    }

    public PrintWriter(OutputStream out, boolean autoFlush) {
        this(new BufferedWriter(new OutputStreamWriter(out)), autoFlush);
        if (out instanceof PrintStream) {
            streamBelow = (PrintStream) out;
        }
    }

    public PrintWriter(OutputStream out, boolean autoFlush, java.nio.charset.Charset charset) {
        this(new BufferedWriter(new OutputStreamWriter(out, java.util.Objects.requireNonNull(charset, "charset"))), autoFlush);
        if (out instanceof PrintStream) {
            streamBelow = (PrintStream) out;
        }
    }

    public PrintWriter(String fileName, java.nio.charset.Charset charset) throws IOException {
        this(new File(fileName), charset);
    }

    public PrintWriter(File file, java.nio.charset.Charset charset) throws IOException {
        this(new BufferedWriter(new OutputStreamWriter(openFile(file, charset), charset)), false);
    }

    /* The charset is checked before the file is created or truncated. */
    private static FileOutputStream openFile(File file, java.nio.charset.Charset charset)
            throws FileNotFoundException {
        java.util.Objects.requireNonNull(charset, "charset");
        return new FileOutputStream(file);
    }

    public PrintWriter(String fileName) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName))), false);
    }

    public PrintWriter(File file) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file))), false);
    }

    public PrintWriter(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(new File(fileName), csn);
    }

    public PrintWriter(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(openFile(file, csn), false);
    }

    /* The charset is checked before the file is created or truncated, as on the JDK. */
    private static Writer openFile(File file, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        if (csn == null) {
            throw new NullPointerException("charsetName");
        }
        "".getBytes(csn);
        return new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file), csn));
    }

    /* The writer below, or an IOException once this writer is closed. */
    private Writer target() throws IOException {
        Writer w = out;
        if (w == null) {
            throw new IOException("Stream closed");
        }
        return w;
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
        synchronized (lock) {
            try {
                target().flush();
            } catch (IOException e) {
                failed = true;
            }
        }
    }

    public void close() {
        synchronized (lock) {
            Writer w = out;
            if (w == null) {
                return;
            }
            try {
                w.close();
                // A writer that failed to close stays attached.
                out = null;
            } catch (IOException e) {
                failed = true;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        Writer below = out;
        if (below instanceof PrintWriter) {
            return ((PrintWriter) below).checkError();
        }
        if (streamBelow != null) {
            return streamBelow.checkError();
        }
        return failed;
    }

    protected void setError() {
        failed = true;
    }

    protected void clearError() {
        failed = false;
    }

    public void write(int c) {
        synchronized (lock) {
            try {
                target().write(c);
            } catch (IOException e) {
                writeFailed(e);
            }
        }
    }

    public void write(char[] buf, int off, int len) {
        synchronized (lock) {
            try {
                target().write(buf, off, len);
            } catch (IOException e) {
                writeFailed(e);
            }
        }
    }

    public void write(char[] buf) {
        write(buf, 0, buf.length);
    }

    public void write(String s, int off, int len) {
        synchronized (lock) {
            try {
                target().write(s, off, len);
            } catch (IOException e) {
                writeFailed(e);
            }
        }
    }

    public void write(String s) {
        write(s, 0, s.length());
    }

    private void endLine() {
        synchronized (lock) {
            try {
                Writer w = target();
                w.write(System.lineSeparator());
                if (autoFlush) {
                    w.flush();
                }
            } catch (IOException e) {
                writeFailed(e);
            }
        }
    }

    public void print(boolean b) {
        write(String.valueOf(b));
    }

    public void print(char c) {
        write(c);
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    public void print(char[] s) {
        write(s);
    }

    public void print(String s) {
        write(String.valueOf(s));
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    public void println() {
        endLine();
    }

    /* Each println(x) is print(x) then println(), both overridable, under the lock. */

    public void println(boolean x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(char x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(int x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(long x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(float x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(double x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(char[] x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(String x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(Object x) {
        String text = String.valueOf(x);
        synchronized (lock) {
            print(text);
            println();
        }
    }

    public PrintWriter append(CharSequence csq) {
        write(String.valueOf(csq));
        return this;
    }

    public PrintWriter append(CharSequence csq, int start, int end) {
        CharSequence text = csq == null ? "null" : csq;
        return append(text.subSequence(start, end));
    }

    public PrintWriter append(char c) {
        write(c);
        return this;
    }

    public PrintWriter printf(String format, Object... args) {
        return format(java.util.Locale.getDefault(), format, args);
    }

    public PrintWriter printf(java.util.Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintWriter format(String format, Object... args) {
        return format(java.util.Locale.getDefault(), format, args);
    }

    /* The formatted pieces go through append (write); with autoflush the writer is flushed once after. */
    public PrintWriter format(java.util.Locale l, String format, Object... args) {
        synchronized (lock) {
            if (out == null) {
                failed = true;
                return this;
            }
            new java.util.Formatter(this, l).format(l, format, args);
            if (autoFlush) {
                try {
                    target().flush();
                } catch (IOException e) {
                    failed = true;
                }
            }
        }
        return this;
    }
}
