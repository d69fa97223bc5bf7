package java.io;

/** Reads what DataOutputStream writes: big-endian primitives and modified UTF-8. */
public class DataInputStream extends FilterInputStream implements DataInput {
    public DataInputStream(InputStream in) {
        super(in);
    }

    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + b.length);
        }
        int n = 0;
        while (n < len) {
            int count = in.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int total = 0;
        while (total < n) {
            long skipped = in.skip(n - total);
            if (skipped <= 0) {
                break;
            }
            total += (int) skipped;
        }
        return total;
    }

    private int readByteOrEof() throws IOException {
        int b = in.read();
        if (b < 0) {
            throw new EOFException();
        }
        return b;
    }

    public final boolean readBoolean() throws IOException {
        return readByteOrEof() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readByteOrEof();
    }

    public final int readUnsignedByte() throws IOException {
        return readByteOrEof();
    }

    public final short readShort() throws IOException {
        return (short) readBigEndian(2);
    }

    public final int readUnsignedShort() throws IOException {
        return (int) readBigEndian(2);
    }

    public final char readChar() throws IOException {
        return (char) readBigEndian(2);
    }

    public final int readInt() throws IOException {
        return (int) readBigEndian(4);
    }

    public final long readLong() throws IOException {
        return readBigEndian(8);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    private long readBigEndian(int size) throws IOException {
        byte[] b = new byte[size];
        readFully(b, 0, size);
        long v = 0;
        for (int i = 0; i < size; i++) {
            v = (v << 8) | (b[i] & 0xff);
        }
        return v;
    }

    /*
     * Deprecated in the JDK, kept for old programs: bytes as Latin-1 chars up
     * to \n, \r or \r\n; null at end of stream. A byte read after a lone \r
     * is pushed back by putting a one-byte pushback stream in front of in.
     */
    @Deprecated
    public final String readLine() throws IOException {
        int c = in.read();
        if (c < 0) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        while (c >= 0 && c != '\n') {
            if (c == '\r') {
                int next = in.read();
                if (next >= 0 && next != '\n') {
                    in = new PushedBack(in, next);
                }
                break;
            }
            sb.append((char) c);
            c = in.read();
        }
        return sb.toString();
    }

    private static final class PushedBack extends FilterInputStream {
        private int pending;

        PushedBack(InputStream in, int pending) {
            super(in);
            this.pending = pending;
        }

        public int read() throws IOException {
            if (pending >= 0) {
                int c = pending;
                pending = -1;
                return c;
            }
            return in.read();
        }

        public int read(byte[] b, int off, int len) throws IOException {
            if (pending < 0 || len == 0) {
                return in.read(b, off, len);
            }
            b[off] = (byte) pending;
            pending = -1;
            return 1;
        }

        public long skip(long n) throws IOException {
            if (pending < 0 || n <= 0) {
                return in.skip(n);
            }
            pending = -1;
            return 1;
        }

        public int available() throws IOException {
            return in.available() + (pending >= 0 ? 1 : 0);
        }

        public boolean markSupported() {
            return false;
        }
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    public static final String readUTF(DataInput in) throws IOException {
        int utflen = in.readUnsignedShort();
        byte[] b = new byte[utflen];
        in.readFully(b, 0, utflen);
        char[] chars = new char[utflen];
        int n = 0;
        int i = 0;
        while (i < utflen) {
            int c = b[i] & 0xff;
            switch (c >> 4) {
                case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
                    chars[n++] = (char) c;
                    i++;
                    break;
                case 12: case 13: {
                    if (i + 2 > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int c2 = b[i + 1];
                    if ((c2 & 0xc0) != 0x80) {
                        throw new UTFDataFormatException("malformed input around byte " + (i + 2));
                    }
                    chars[n++] = (char) (((c & 0x1f) << 6) | (c2 & 0x3f));
                    i += 2;
                    break;
                }
                case 14: {
                    if (i + 3 > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int c2 = b[i + 1];
                    int c3 = b[i + 2];
                    if ((c2 & 0xc0) != 0x80 || (c3 & 0xc0) != 0x80) {
                        throw new UTFDataFormatException("malformed input around byte " + (i + 2));
                    }
                    chars[n++] = (char) (((c & 0x0f) << 12) | ((c2 & 0x3f) << 6) | (c3 & 0x3f));
                    i += 3;
                    break;
                }
                default:
                    throw new UTFDataFormatException("malformed input around byte " + i);
            }
        }
        return new String(chars, 0, n);
    }
}
