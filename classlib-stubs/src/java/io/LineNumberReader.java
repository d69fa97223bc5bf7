package java.io;

/**
 * A buffered reader that counts lines. As in JDK 17, the end of the stream
 * ends a last line that has no terminator, and read() turns \r and \r\n into
 * a single \n.
 */
public class LineNumberReader extends BufferedReader {
    private int lineNumber;
    private int markedLineNumber;
    private boolean skipLF;
    private boolean markedSkipLF;
    /* Whether the chars read since the last terminator form an unfinished line. */
    private boolean inLine;
    private boolean markedInLine;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (skipLF) {
                skipLF = false;
                if (c == '\n') {
                    c = super.read();
                }
            }
            switch (c) {
                case -1:
                    endOfStream();
                    return -1;
                case '\r':
                    skipLF = true;
                    lineEnded();
                    return '\n';
                case '\n':
                    lineEnded();
                    return '\n';
                default:
                    inLine = true;
                    return c;
            }
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int n = super.read(cbuf, off, len);
            if (n == -1) {
                endOfStream();
                return -1;
            }
            for (int i = off; i < off + n; i++) {
                char c = cbuf[i];
                if (skipLF) {
                    skipLF = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                if (c == '\r') {
                    skipLF = true;
                    lineEnded();
                } else if (c == '\n') {
                    lineEnded();
                } else {
                    inLine = true;
                }
            }
            return n;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            if (skipLF) {
                skipLF = false;
                super.mark(1);
                int c = super.read();
                if (c != '\n' && c != -1) {
                    super.reset();
                }
            }
            String line = super.readLine();
            if (line != null) {
                lineNumber++;
            }
            inLine = false;
            return line;
        }
    }

    private void lineEnded() {
        lineNumber++;
        inLine = false;
    }

    private void endOfStream() {
        if (inLine) {
            lineNumber++;
            inLine = false;
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        synchronized (lock) {
            long r = n;
            while (r > 0) {
                if (read() == -1) {
                    break;
                }
                r--;
            }
            return n - r;
        }
    }

    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            super.mark(skipLF ? readAheadLimit + 1 : readAheadLimit);
            markedLineNumber = lineNumber;
            markedSkipLF = skipLF;
            markedInLine = inLine;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            lineNumber = markedLineNumber;
            skipLF = markedSkipLF;
            inLine = markedInLine;
        }
    }
}
