package java.io;

/**
 * Decodes bytes to chars (UTF-8 by default, or ISO-8859-1 / US-ASCII).
 * A sequence split across reads is held back until it is complete.
 */
public class InputStreamReader extends Reader {
    private final InputStream in;
    private final String charsetName;
    private String decodeAs;   // "UTF-16" becomes BE or LE after its first bytes
    private final byte[] bytes = new byte[8192];
    private int byteCount;
    private char[] pending = new char[0];
    private int pendingPos;
    private boolean eof;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
        this.charsetName = "UTF-8";
    }

    public InputStreamReader(InputStream in, String charsetName)
            throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        new String(new byte[0], charsetName);
        this.in = in;
        this.charsetName = charsetName;
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        super(in);
        this.in = in;
        this.charsetName = cs.name();
    }

    public String getEncoding() {
        return charsetName.equalsIgnoreCase("UTF-8") ? "UTF8" : charsetName;
    }

    private boolean isUtf8() {
        return charsetName.equalsIgnoreCase("UTF-8") || charsetName.equalsIgnoreCase("UTF8");
    }

    /* Decodes more input into pending; false at end of input. */
    private boolean fill() throws IOException {
        while (pendingPos >= pending.length) {
            if (eof) {
                return false;
            }
            int n = in.read(bytes, byteCount, bytes.length - byteCount);
            if (n < 0) {
                eof = true;
                if (byteCount == 0) {
                    return false;
                }
                pending = new String(bytes, 0, byteCount, decodeAs != null ? decodeAs : charsetName).toCharArray();
                pendingPos = 0;
                byteCount = 0;
                continue;
            }
            byteCount += n;
            int complete = isUtf8() ? utf8Complete(bytes, byteCount) : byteCount;
            String cs = decodeAs != null ? decodeAs : charsetName;
            if (cs.toUpperCase().startsWith("UTF-16") || cs.toUpperCase().startsWith("UTF16")) {
                complete &= ~1;
                if (decodeAs == null && complete >= 2) {
                    decodeAs = (bytes[0] == (byte) 0xff && bytes[1] == (byte) 0xfe
                            && cs.equalsIgnoreCase("UTF-16")) ? "UTF-16LE"
                            : cs.equalsIgnoreCase("UTF-16") ? "UTF-16BE" : cs;
                }
            }
            pending = new String(bytes, 0, complete, cs).toCharArray();
            pendingPos = 0;
            System.arraycopy(bytes, complete, bytes, 0, byteCount - complete);
            byteCount -= complete;
        }
        return true;
    }

    /* Length of the prefix that does not end inside a multi-byte sequence. */
    private static int utf8Complete(byte[] b, int len) {
        int start = len - 1;
        int back = 0;
        while (start >= 0 && back < 3 && (b[start] & 0xc0) == 0x80) {
            start--;
            back++;
        }
        if (start < 0) {
            return len;
        }
        int b0 = b[start] & 0xff;
        int need = (b0 >= 0xc2 && b0 <= 0xdf) ? 1 : (b0 >= 0xe0 && b0 <= 0xef) ? 2
                : (b0 >= 0xf0 && b0 <= 0xf4) ? 3 : 0;
        return (need > back) ? start : len;
    }

    public int read() throws IOException {
        synchronized (lock) {
            if (!fill()) {
                return -1;
            }
            return pending[pendingPos++];
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            if (off < 0 || len < 0 || off > cbuf.length - len) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            if (!fill()) {
                return -1;
            }
            int n = Math.min(len, pending.length - pendingPos);
            System.arraycopy(pending, pendingPos, cbuf, off, n);
            pendingPos += n;
            return n;
        }
    }

    public boolean ready() throws IOException {
        synchronized (lock) {
            return pendingPos < pending.length || in.available() > 0;
        }
    }

    public void close() throws IOException {
        in.close();
    }
}
