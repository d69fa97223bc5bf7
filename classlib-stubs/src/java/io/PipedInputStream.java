package java.io;

/**
 * The reading end of a pipe between two threads: a circular buffer filled by
 * the connected PipedOutputStream. A reader waits (in one-second steps, so a
 * writer thread that died is noticed) until bytes arrive or the writer closes.
 */
public class PipedInputStream extends InputStream {
    protected static final int PIPE_SIZE = 1024;

    boolean closedByWriter;
    volatile boolean closedByReader;
    boolean connected;
    Thread readSide;
    Thread writeSide;

    protected byte[] buffer;
    /** Where the next byte is stored; -1 when the buffer is empty. */
    protected int in = -1;
    /** Where the next byte is read from. */
    protected int out;

    public PipedInputStream(PipedOutputStream src) throws IOException {
        this(src, PIPE_SIZE);
    }

    public PipedInputStream(PipedOutputStream src, int pipeSize) throws IOException {
        initPipe(pipeSize);
        connect(src);
    }

    public PipedInputStream() {
        initPipe(PIPE_SIZE);
    }

    public PipedInputStream(int pipeSize) {
        initPipe(pipeSize);
    }

    private void initPipe(int pipeSize) {
        if (pipeSize <= 0) {
            throw new IllegalArgumentException("Pipe Size <= 0");
        }
        buffer = new byte[pipeSize];
    }

    public void connect(PipedOutputStream src) throws IOException {
        src.connect(this);
    }

    protected synchronized void receive(int b) throws IOException {
        checkStateForReceive();
        writeSide = Thread.currentThread();
        if (in == out) {
            awaitSpace();
        }
        if (in < 0) {
            in = 0;
            out = 0;
        }
        buffer[in++] = (byte) b;
        if (in >= buffer.length) {
            in = 0;
        }
    }

    synchronized void receive(byte[] b, int off, int len) throws IOException {
        checkStateForReceive();
        writeSide = Thread.currentThread();
        while (len > 0) {
            if (in == out) {
                awaitSpace();
            }
            int room;
            if (out < in) {
                room = buffer.length - in;
            } else if (in < out) {
                room = in == -1 ? buffer.length : out - in;
            } else {
                room = 0;
            }
            if (in == -1) {
                in = 0;
                out = 0;
                room = buffer.length;
            }
            int n = Math.min(room, len);
            System.arraycopy(b, off, buffer, in, n);
            off += n;
            len -= n;
            in += n;
            if (in >= buffer.length) {
                in = 0;
            }
        }
    }

    private void checkStateForReceive() throws IOException {
        if (!connected) {
            throw new IOException("Pipe not connected");
        } else if (closedByWriter || closedByReader) {
            throw new IOException("Pipe closed");
        } else if (readSide != null && !readSide.isAlive()) {
            throw new IOException("Read end dead");
        }
    }

    private void awaitSpace() throws IOException {
        while (in == out) {
            checkStateForReceive();
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException();
            }
        }
    }

    synchronized void receivedLast() {
        closedByWriter = true;
        notifyAll();
    }

    public synchronized int read() throws IOException {
        if (!connected) {
            throw new IOException("Pipe not connected");
        } else if (closedByReader) {
            throw new IOException("Pipe closed");
        } else if (writeSide != null && !writeSide.isAlive() && !closedByWriter && in < 0) {
            throw new IOException("Write end dead");
        }
        readSide = Thread.currentThread();
        int trials = 2;
        while (in < 0) {
            if (closedByWriter) {
                return -1;
            }
            if (writeSide != null && !writeSide.isAlive() && --trials < 0) {
                throw new IOException("Pipe broken");
            }
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException();
            }
        }
        int ret = buffer[out++] & 0xFF;
        if (out >= buffer.length) {
            out = 0;
        }
        if (in == out) {
            in = -1;
        }
        return ret;
    }

    public synchronized int read(byte[] b, int off, int len) throws IOException {
        if (b == null) {
            throw new NullPointerException();
        } else if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return 0;
        }
        int c = read();
        if (c < 0) {
            return -1;
        }
        b[off] = (byte) c;
        int n = 1;
        while (in >= 0 && n < len) {
            b[off + n++] = buffer[out++];
            if (out >= buffer.length) {
                out = 0;
            }
            if (in == out) {
                in = -1;
            }
        }
        return n;
    }

    public synchronized int available() throws IOException {
        if (in < 0) {
            return 0;
        } else if (in == out) {
            return buffer.length;
        } else if (in > out) {
            return in - out;
        }
        return in + buffer.length - out;
    }

    public void close() throws IOException {
        closedByReader = true;
        synchronized (this) {
            in = -1;
        }
    }
}
