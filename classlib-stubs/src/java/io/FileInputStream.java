package java.io;

/** Reads bytes from a file through the VM's file natives. */
public class FileInputStream extends InputStream {
    private final FileDescriptor fd;
    private final String path;
    private volatile boolean closed;

    private static native int open0(String path) throws FileNotFoundException;

    private static native int readBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native int available0(int fd) throws IOException;

    private static native long skip0(int fd, long n) throws IOException;

    private static native void close0(int fd) throws IOException;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        if (file == null) {
            throw new NullPointerException();
        }
        path = file.getPath();
        fd = new FileDescriptor();
        fd.fd = open0(path);
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        fd = fdObj;
        path = null;
    }

    private int fd() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        return fd.fd;
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = readBytes0(fd(), one, 0, 1);
        return (n <= 0) ? -1 : one[0] & 0xff;
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public int read(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        return readBytes0(fd(), b, off, len);
    }

    public long skip(long n) throws IOException {
        return skip0(fd(), n);
    }

    public int available() throws IOException {
        return available0(fd());
    }

    public final FileDescriptor getFD() {
        return fd;
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        close0(fd.fd);
        fd.fd = -1;
    }
}
