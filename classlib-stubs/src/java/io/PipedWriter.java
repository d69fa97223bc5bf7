package java.io;

/** The writing end of a character pipe: chars go into the connected PipedReader. */
public class PipedWriter extends Writer {
    private volatile PipedReader sink;

    public PipedWriter(PipedReader snk) throws IOException {
        connect(snk);
    }

    public PipedWriter() {
    }

    public synchronized void connect(PipedReader snk) throws IOException {
        if (snk == null) {
            throw new NullPointerException();
        } else if (sink != null || snk.connected) {
            throw new IOException("Already connected");
        }
        sink = snk;
        snk.in = -1;
        snk.out = 0;
        snk.connected = true;
    }

    public void write(int c) throws IOException {
        PipedReader s = sink;
        if (s == null) {
            throw new IOException("Pipe not connected");
        }
        s.receive(c);
    }

    public void write(char[] b, int off, int len) throws IOException {
        PipedReader s = sink;
        if (s == null) {
            throw new IOException("Pipe not connected");
        } else if (b == null) {
            throw new NullPointerException();
        } else if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return;
        }
        s.receive(b, off, len);
    }

    public synchronized void flush() throws IOException {
        PipedReader s = sink;
        if (s != null) {
            synchronized (s) {
                s.notifyAll();
            }
        }
    }

    public void close() throws IOException {
        PipedReader s = sink;
        if (s != null) {
            s.receivedLast();
        }
    }
}
