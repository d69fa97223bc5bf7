package java.io;

/*
 * Reads and writes a file at a movable position. Modes "r" (read only), "rw" (created
 * if absent), "rws" and "rwd" (synchronous writes). The data methods use the big-endian
 * formats of DataInput/DataOutput.
 */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private int fd = -1;
    private final String path;
    private final boolean readOnly;
    private volatile boolean closed;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        int m;
        if ("r".equals(mode))
            m = 0;
        else if ("rw".equals(mode))
            m = 1;
        else if ("rws".equals(mode))
            m = 2;
        else if ("rwd".equals(mode))
            m = 3;
        else
            throw new IllegalArgumentException("Illegal mode \"" + mode
                    + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        if (file == null)
            throw new NullPointerException();
        path = file.getPath();
        readOnly = m == 0;
        fd = open0(path, m);
    }

    private static native int open0(String path, int mode) throws FileNotFoundException;

    private static native int readBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void writeBytes0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void seek0(int fd, long pos) throws IOException;

    private static native long getFilePointer0(int fd) throws IOException;

    private static native long length0(int fd) throws IOException;

    private static native void setLength0(int fd, long newLength) throws IOException;

    private static native void close0(int fd) throws IOException;

    private int handle() throws IOException {
        if (closed)
            throw new IOException("Stream Closed");
        return fd;
    }

    public final FileDescriptor getFD() throws IOException {
        FileDescriptor d = new FileDescriptor();
        d.fd = handle();
        return d;
    }

    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = readBytes0(handle(), one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        return readBytes0(handle(), b, off, len);
    }

    public int read(byte[] b) throws IOException {
        return readBytes0(handle(), b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        while (n < len) {
            int count = read(b, off + n, len - n);
            if (count < 0)
                throw new EOFException();
            n += count;
        }
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0)
            return 0;
        long pos = getFilePointer();
        long len = length();
        long newpos = Math.min(pos + n, len);
        seek(newpos);
        return (int) (newpos - pos);
    }

    public void write(int b) throws IOException {
        writeBytes0(handle(), new byte[]{(byte) b}, 0, 1);
    }

    public void write(byte[] b) throws IOException {
        writeBytes0(handle(), b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        writeBytes0(handle(), b, off, len);
    }

    public long getFilePointer() throws IOException {
        return getFilePointer0(handle());
    }

    public void seek(long pos) throws IOException {
        if (pos < 0)
            throw new IOException("Negative seek offset");
        seek0(handle(), pos);
    }

    public long length() throws IOException {
        return length0(handle());
    }

    public void setLength(long newLength) throws IOException {
        setLength0(handle(), newLength);
    }

    public void close() throws IOException {
        if (closed)
            return;
        closed = true;
        close0(fd);
    }

    /* ---- DataInput ---- */

    private int next() throws IOException {
        int b = read();
        if (b < 0)
            throw new EOFException();
        return b;
    }

    public final boolean readBoolean() throws IOException {
        return next() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) next();
    }

    public final int readUnsignedByte() throws IOException {
        return next();
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        byte[] b = new byte[2];
        readFully(b);
        return ((b[0] & 0xff) << 8) | (b[1] & 0xff);
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        byte[] b = new byte[4];
        readFully(b);
        return ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    }

    public final long readLong() throws IOException {
        return ((long) readInt() << 32) | (readInt() & 0xffffffffL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    /* Bytes as Latin-1 characters up to '\n', '\r' or "\r\n"; null at the end of the file. */
    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
                case -1:
                case '\n':
                    eol = true;
                    break;
                case '\r':
                    eol = true;
                    long cur = getFilePointer();
                    if (read() != '\n')
                        seek(cur);
                    break;
                default:
                    sb.append((char) c);
                    break;
            }
        }
        if (c == -1 && sb.length() == 0)
            return null;
        return sb.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    /* ---- DataOutput ---- */

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        write(new byte[]{(byte) (v >>> 8), (byte) v});
    }

    public final void writeChar(int v) throws IOException {
        writeShort(v);
    }

    public final void writeInt(int v) throws IOException {
        write(new byte[]{(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
    }

    public final void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++)
            b[i] = (byte) s.charAt(i);
        write(b);
    }

    public final void writeChars(String s) throws IOException {
        byte[] b = new byte[s.length() * 2];
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b[2 * i] = (byte) (c >>> 8);
            b[2 * i + 1] = (byte) c;
        }
        write(b);
    }

    public final void writeUTF(String str) throws IOException {
        DataOutputStream.writeUTF(str, this);
    }
}
