package java.io;

/**
 * Reads characters from another reader through a buffer, and splits them into
 * lines ended by "\n", "\r" or "\r\n".
 */
public class BufferedReader extends Reader {
    private static final int NO_MARK = -1;
    private static final int MARK_LOST = -2;

    private Reader source;
    private char[] buf;
    /* buf[pos, end) holds the characters read ahead and not yet handed out. */
    private int pos;
    private int end;
    /* A line ended in '\r': a '\n' right after it belongs to that line ending. */
    private boolean swallowLF;

    /* The mark: an index into buf, NO_MARK or MARK_LOST. */
    private int markAt = NO_MARK;
    private int markReach;
    private boolean markSwallowLF;

    public BufferedReader(Reader in, int sz) {
        super(in);
        if (sz <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        source = in;
        buf = new char[sz];
    }

    public BufferedReader(Reader in) {
        this(in, 8192);
    }

    private void checkOpen() throws IOException {
        if (source == null) {
            throw new IOException("Stream closed");
        }
    }

    /*
     * Reads more into the empty buffer; false at end of input. The characters
     * since a live mark move to the front of the buffer (a longer one if the mark
     * asked for more than fits) unless the reader went past the mark's reach, in
     * which case the mark is lost.
     */
    private boolean refill() throws IOException {
        int kept = 0;
        if (markAt >= 0) {
            int sinceMark = pos - markAt;
            if (sinceMark < markReach) {
                char[] dest = markReach > buf.length ? new char[markReach] : buf;
                System.arraycopy(buf, markAt, dest, 0, sinceMark);
                buf = dest;
                markAt = 0;
                kept = sinceMark;
            } else {
                markAt = MARK_LOST;
                markReach = 0;
            }
            pos = kept;
            end = kept;
        }
        int got = 0;
        while (got == 0) {
            got = source.read(buf, kept, buf.length - kept);
        }
        if (got < 0) {
            return false;
        }
        pos = kept;
        end = kept + got;
        return true;
    }

    /* True when buf[pos] is the next character to hand out; false at end of input. */
    private boolean haveChar() throws IOException {
        while (pos < end || refill()) {
            if (swallowLF) {
                swallowLF = false;
                if (buf[pos] == '\n') {
                    pos++;
                    continue;
                }
            }
            return true;
        }
        return false;
    }

    public int read() throws IOException {
        synchronized (lock) {
            checkOpen();
            return haveChar() ? buf[pos++] : -1;
        }
    }

    /*
     * Reads as many characters as possible: the buffer's content, then more for as
     * long as the other reader is ready. A request at least as long as the buffer,
     * made with the buffer empty and no mark set, goes to the other reader directly.
     */
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            checkOpen();
            if (off < 0 || len < 0 || len > cbuf.length - off) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            int copied = readSome(cbuf, off, len);
            if (copied <= 0) {
                return copied;
            }
            while (copied < len && source.ready()) {
                int more = readSome(cbuf, off + copied, len - copied);
                if (more <= 0) {
                    break;
                }
                copied += more;
            }
            return copied;
        }
    }

    /* One step of read(char[], int, int): at most one read from the other reader. */
    private int readSome(char[] cbuf, int off, int len) throws IOException {
        if (pos == end && markAt < 0 && !swallowLF && len >= buf.length) {
            return source.read(cbuf, off, len);
        }
        if (!haveChar()) {
            return -1;
        }
        int n = Math.min(end - pos, len);
        System.arraycopy(buf, pos, cbuf, off, n);
        pos += n;
        return n;
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("skip value is negative");
        }
        synchronized (lock) {
            checkOpen();
            long left = n;
            while (left > 0 && haveChar()) {
                int step = (int) Math.min(left, end - pos);
                pos += step;
                left -= step;
            }
            return n - left;
        }
    }

    public String readLine() throws IOException {
        synchronized (lock) {
            checkOpen();
            return takeLine();
        }
    }

    /*
     * readLine() for a subclass that has itself just handed out a '\r' through
     * read(): a '\n' coming first still belongs to that line ending.
     */
    String readLineAfterCR() throws IOException {
        synchronized (lock) {
            checkOpen();
            boolean before = swallowLF;
            swallowLF = true;
            String line = takeLine();
            if (line == null) {
                swallowLF = before;
            }
            return line;
        }
    }

    private String takeLine() throws IOException {
        {
            StringBuilder pieces = null;
            while (haveChar()) {
                int from = pos;
                int stop = from;
                while (stop < end && buf[stop] != '\n' && buf[stop] != '\r') {
                    stop++;
                }
                if (stop == end) {
                    // No line end in the buffer: keep what is there and read on.
                    if (pieces == null) {
                        pieces = new StringBuilder();
                    }
                    pieces.append(buf, from, stop - from);
                    pos = stop;
                    continue;
                }
                swallowLF = buf[stop] == '\r';
                pos = stop + 1;
                if (pieces == null) {
                    return new String(buf, from, stop - from);
                }
                return pieces.append(buf, from, stop - from).toString();
            }
            return pieces == null ? null : pieces.toString();
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            checkOpen();
            if (swallowLF) {
                // Settle a pending '\n' now if that can be done without blocking.
                if (pos == end && source.ready()) {
                    refill();
                }
                if (pos < end) {
                    swallowLF = false;
                    if (buf[pos] == '\n') {
                        pos++;
                    }
                }
            }
            return pos < end || source.ready();
        }
    }

    public boolean markSupported() {
        return true;
    }

    public void mark(int readAheadLimit) throws IOException {
        if (readAheadLimit < 0) {
            throw new IllegalArgumentException("Read-ahead limit < 0");
        }
        synchronized (lock) {
            checkOpen();
            markAt = pos;
            markReach = readAheadLimit;
            markSwallowLF = swallowLF;
        }
    }

    public void reset() throws IOException {
        synchronized (lock) {
            checkOpen();
            if (markAt == MARK_LOST) {
                throw new IOException("Mark invalid");
            }
            if (markAt == NO_MARK) {
                throw new IOException("Stream not marked");
            }
            pos = markAt;
            swallowLF = markSwallowLF;
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            Reader r = source;
            if (r == null) {
                return;
            }
            source = null;
            buf = null;
            r.close();
        }
    }

    /** The lines read lazily by readLine; an IOException becomes UncheckedIOException. */
    public java.util.stream.Stream<String> lines() {
        java.util.Iterator<String> iter = new java.util.Iterator<String>() {
            String nextLine;

            public boolean hasNext() {
                if (nextLine != null) {
                    return true;
                }
                try {
                    nextLine = readLine();
                    return nextLine != null;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            public String next() {
                if (nextLine != null || hasNext()) {
                    String line = nextLine;
                    nextLine = null;
                    return line;
                }
                throw new java.util.NoSuchElementException();
            }
        };
        return java.util.stream.StreamSupport.stream(java.util.Spliterators.spliteratorUnknownSize(iter,
                java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL), false);
    }
}
