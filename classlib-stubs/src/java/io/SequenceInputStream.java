package java.io;

import java.util.Enumeration;
import java.util.Vector;

/** Reads each stream of a sequence to its end, then the next; closing closes them all. */
public class SequenceInputStream extends InputStream {
    private final Enumeration<? extends InputStream> rest;
    private InputStream current;

    public SequenceInputStream(Enumeration<? extends InputStream> e) {
        this.rest = e;
        advance();
    }

    public SequenceInputStream(InputStream s1, InputStream s2) {
        Vector<InputStream> v = new Vector<InputStream>(2);
        v.addElement(s1);
        v.addElement(s2);
        this.rest = v.elements();
        advance();
    }

    private void advance() {
        if (rest.hasMoreElements()) {
            current = rest.nextElement();
            if (current == null) {
                throw new NullPointerException();
            }
        } else {
            current = null;
        }
    }

    private void next() throws IOException {
        if (current != null) {
            current.close();
        }
        advance();
    }

    public int available() throws IOException {
        return current == null ? 0 : current.available();
    }

    public int read() throws IOException {
        while (current != null) {
            int c = current.read();
            if (c != -1) {
                return c;
            }
            next();
        }
        return -1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (current == null) {
            return -1;
        }
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        while (current != null) {
            int n = current.read(b, off, len);
            if (n > 0) {
                return n;
            }
            next();
        }
        return -1;
    }

    public void close() throws IOException {
        IOException first = null;
        while (current != null) {
            try {
                current.close();
            } catch (IOException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
            advance();
        }
        if (first != null) {
            throw first;
        }
    }
}
