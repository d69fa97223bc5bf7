package java.io;

/**
 * Writes primitive values big-endian, and strings in the modified UTF-8 of
 * the class file format (a two-byte length, NUL as two bytes, supplementary
 * characters as two three-byte surrogates).
 */
public class DataOutputStream extends FilterOutputStream implements DataOutput {
    protected int written;

    public DataOutputStream(OutputStream out) {
        super(out);
    }

    private void incCount(int n) {
        int sum = written + n;
        written = (sum < 0) ? Integer.MAX_VALUE : sum;
    }

    public synchronized void write(int b) throws IOException {
        out.write(b);
        incCount(1);
    }

    public synchronized void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        incCount(len);
    }

    public void flush() throws IOException {
        out.flush();
    }

    public final void writeBoolean(boolean v) throws IOException {
        out.write(v ? 1 : 0);
        incCount(1);
    }

    public final void writeByte(int v) throws IOException {
        out.write(v);
        incCount(1);
    }

    public final void writeShort(int v) throws IOException {
        writeBigEndian(v, 2);
    }

    public final void writeChar(int v) throws IOException {
        writeBigEndian(v, 2);
    }

    public final void writeInt(int v) throws IOException {
        writeBigEndian(v, 4);
    }

    public final void writeLong(long v) throws IOException {
        writeBigEndian(v, 8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    private void writeBigEndian(long v, int size) throws IOException {
        byte[] b = new byte[size];
        for (int i = size - 1; i >= 0; i--) {
            b[i] = (byte) v;
            v >>>= 8;
        }
        out.write(b, 0, size);
        incCount(size);
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            out.write((byte) s.charAt(i));
        }
        incCount(len);
    }

    public final void writeChars(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            int c = s.charAt(i);
            out.write((c >>> 8) & 0xff);
            out.write(c & 0xff);
        }
        incCount(len * 2);
    }

    public final void writeUTF(String str) throws IOException {
        writeUTF(str, this);
    }

    static int writeUTF(String str, DataOutput out) throws IOException {
        int len = str.length();
        long utflen = 0;
        for (int i = 0; i < len; i++) {
            char c = str.charAt(i);
            utflen += (c >= 0x0001 && c <= 0x007f) ? 1 : (c <= 0x07ff) ? 2 : 3;
        }
        if (utflen > 65535) {
            throw new UTFDataFormatException(tooLongMessage(str, utflen));
        }
        byte[] b = new byte[(int) utflen + 2];
        int j = 0;
        b[j++] = (byte) (utflen >>> 8);
        b[j++] = (byte) utflen;
        for (int i = 0; i < len; i++) {
            char c = str.charAt(i);
            if (c >= 0x0001 && c <= 0x007f) {
                b[j++] = (byte) c;
            } else if (c <= 0x07ff) {
                b[j++] = (byte) (0xc0 | (c >> 6));
                b[j++] = (byte) (0x80 | (c & 0x3f));
            } else {
                b[j++] = (byte) (0xe0 | (c >> 12));
                b[j++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                b[j++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        out.write(b, 0, j);
        return j;
    }

    /* The JDK names the string by its first and last characters when it is long. */
    private static String tooLongMessage(String s, long bytes) {
        int len = s.length();
        String head = s.substring(0, Math.min(8, len));
        String tail = s.substring(Math.max(0, len - 8), len);
        return "encoded string (" + head + "..." + tail + ") too long: " + bytes + " bytes";
    }

    public final int size() {
        return written;
    }
}
