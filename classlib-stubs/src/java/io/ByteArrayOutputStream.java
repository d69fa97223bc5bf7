package java.io;

/** An output stream that collects bytes in a growing array. */
public class ByteArrayOutputStream extends OutputStream {
    protected byte[] buf;
    protected int count;

    public ByteArrayOutputStream() {
        this(32);
    }

    public ByteArrayOutputStream(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("Negative initial size: " + size);
        }
        buf = new byte[size];
    }

    private void ensureCapacity(int minCapacity) {
        if (minCapacity > buf.length) {
            int newCapacity = Math.max(buf.length << 1, minCapacity);
            byte[] grown = new byte[newCapacity];
            System.arraycopy(buf, 0, grown, 0, count);
            buf = grown;
        }
    }

    public synchronized void write(int b) {
        ensureCapacity(count + 1);
        buf[count++] = (byte) b;
    }

    public synchronized void write(byte[] b, int off, int len) {
        InputStream.checkFromIndexSize(off, len, b.length);
        ensureCapacity(count + len);
        System.arraycopy(b, off, buf, count, len);
        count += len;
    }

    public void writeBytes(byte[] b) {
        write(b, 0, b.length);
    }

    public synchronized void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, count);
    }

    public synchronized void reset() {
        count = 0;
    }

    public synchronized byte[] toByteArray() {
        byte[] r = new byte[count];
        System.arraycopy(buf, 0, r, 0, count);
        return r;
    }

    public synchronized int size() {
        return count;
    }

    public synchronized String toString() {
        return new String(buf, 0, count);
    }

    public synchronized String toString(String charsetName) throws UnsupportedEncodingException {
        return new String(buf, 0, count, charsetName);
    }

    public synchronized String toString(java.nio.charset.Charset charset) {
        return new String(buf, 0, count, charset);
    }

    /* Each byte b becomes the char (hibyte << 8) | (b & 0xff). */
    @Deprecated
    public synchronized String toString(int hibyte) {
        char[] chars = new char[count];
        for (int i = 0; i < count; i++)
            chars[i] = (char) (((hibyte & 0xff) << 8) | (buf[i] & 0xff));
        return new String(chars);
    }

    public void close() throws IOException {
    }
}
