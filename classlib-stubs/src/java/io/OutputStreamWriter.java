package java.io;

/**
 * Encodes chars to bytes (UTF-8 by default). A high surrogate at the end of
 * one write is kept until the next, so pairs split across writes survive.
 */
public class OutputStreamWriter extends Writer {
    private final OutputStream out;
    private final String charsetName;
    private char leftover;
    private boolean started;   // "UTF-16" writes its byte-order mark only once

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.out = out;
        this.charsetName = "UTF-8";
    }

    public OutputStreamWriter(OutputStream out, String charsetName)
            throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        "".getBytes(charsetName);
        this.out = out;
        this.charsetName = charsetName;
    }

    public OutputStreamWriter(OutputStream out, java.nio.charset.Charset cs) {
        super(out);
        this.out = out;
        this.charsetName = cs.name();
    }

    public String getEncoding() {
        return charsetName.equalsIgnoreCase("UTF-8") ? "UTF8" : charsetName;
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            if (off < 0 || len < 0 || off > cbuf.length - len) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return;
            }
            StringBuilder sb = new StringBuilder(len + 1);
            if (leftover != 0) {
                sb.append(leftover);
                leftover = 0;
            }
            sb.append(cbuf, off, len);
            char last = sb.charAt(sb.length() - 1);
            if (Character.isHighSurrogate(last)) {
                leftover = last;
                sb.setLength(sb.length() - 1);
            }
            String cs = charsetName;
            if (started && (cs.equalsIgnoreCase("UTF-16") || cs.equalsIgnoreCase("UTF16"))) {
                cs = "UTF-16BE";
            }
            started = true;
            out.write(sb.toString().getBytes(cs));
        }
    }

    public void write(String str, int off, int len) throws IOException {
        char[] c = new char[len];
        str.getChars(off, off + len, c, 0);
        write(c, 0, len);
    }

    public void flush() throws IOException {
        synchronized (lock) {
            out.flush();
        }
    }

    public void close() throws IOException {
        synchronized (lock) {
            if (leftover != 0) {
                out.write('?');
                leftover = 0;
            }
            out.flush();
            out.close();
        }
    }
}
