package java.io;

/** Writes bytes to a file through the VM's file natives. */
public class FileOutputStream extends OutputStream {
    private final FileDescriptor fd;
    private volatile boolean closed;

    private static native int open0(String path, boolean append) throws FileNotFoundException;

    private static native void writeBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void close0(int fd) throws IOException;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        if (file == null) {
            throw new NullPointerException();
        }
        fd = new FileDescriptor();
        fd.fd = open0(file.getPath(), append);
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        fd = fdObj;
    }

    private int fd() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
        return fd.fd;
    }

    public void write(int b) throws IOException {
        writeBytes0(fd(), new byte[] {(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        writeBytes0(fd(), b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        checkRange(off, len, b.length);
        writeBytes0(fd(), b, off, len);
    }

    private static void checkRange(int off, int len, int length) {
        if ((length | off | len) < 0 || len > length - off) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + length);
        }
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
