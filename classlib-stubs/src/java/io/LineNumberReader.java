package java.io;

/**
 * A buffered reader that counts lines. A line ends at "\n", "\r" or "\r\n";
 * the end of the stream also ends a last line that has no terminator, unless
 * the characters before it were passed over by skip(). read() hands out each
 * line ending as a single '\n'; read(char[], int, int) hands out the
 * characters as they are and only counts.
 */
public class LineNumberReader extends BufferedReader {
    private int count;
    private int countAtMark;
    /* The last character handed out by read() was '\r': a '\n' next is part of it. */
    private boolean crPending;
    private boolean crPendingAtMark;
    /*
     * The last character handed out was neither a line ending nor the end of
     * the stream, so reaching the end now ends one more line. Not part of a mark.
     */
    private boolean openLine;

    public LineNumberReader(Reader in) {
        super(in);
    }

    public LineNumberReader(Reader in, int sz) {
        super(in, sz);
    }

    public void setLineNumber(int lineNumber) {
        count = lineNumber;
    }

    public int getLineNumber() {
        return count;
    }

    private void atEnd() {
        if (openLine) {
            count++;
        }
        openLine = false;
    }

    public int read() throws IOException {
        synchronized (lock) {
            int c = super.read();
            if (crPending && c == '\n') {
                c = super.read();
            }
            crPending = false;
            if (c < 0) {
                atEnd();
                return c;
            }
            if (c != '\r' && c != '\n') {
                openLine = true;
                return c;
            }
            crPending = c == '\r';
            openLine = false;
            count++;
            return '\n';
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            int got = super.read(cbuf, off, len);
            if (got < 0) {
                atEnd();
                return got;
            }
            int stop = off + got;
            for (int i = off; i < stop; i++) {
                boolean afterCR = crPending;
                crPending = cbuf[i] == '\r';
                if (crPending || (cbuf[i] == '\n' && !afterCR)) {
                    count++;
                }
            }
            if (got > 0) {
                char last = cbuf[stop - 1];
                openLine = last != '\r' && last != '\n';
            }
            return got;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            String line = crPending ? readLineAfterCR() : super.readLine();
            crPending = false;
            if (line != null) {
                count++;
                openLine = false;
            } else {
                atEnd();
            }
            return line;
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip() value is negative");
        }
        synchronized (lock) {
            char[] scratch = new char[(int) Math.min(n, 8192)];
            long done = 0;
            while (done < n) {
                int got = read(scratch, 0, (int) Math.min(n - done, scratch.length));
                if (got < 0) {
                    break;
                }
                done += got;
            }
            if (done > 0) {
                openLine = false;
            }
            return done;
        }
    }

    public void mark(int readAheadLimit) throws IOException {
        synchronized (lock) {
            // After a '\r' the next read() may take two characters ("\r\n").
            super.mark(crPending ? readAheadLimit + 1 : readAheadLimit);
            countAtMark = count;
            crPendingAtMark = crPending;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            super.reset();
            count = countAtMark;
            crPending = crPendingAtMark;
        }
    }
}
