package java.util.jar;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * A JAR manifest: the main attributes and one attribute section per named
 * entry. Written with CRLF line ends, lines cut after 72 bytes of their UTF-8
 * form (continuations start with a space), as the JAR specification says and
 * the JDK does (the cut is at byte 72 even inside a character). Read with the
 * JDK's rules: a last line without a line end is ignored, blank lines between
 * sections are skipped, a line and its line end may not exceed 512 bytes.
 */
public class Manifest implements Cloneable {
    /* the longest line read, in bytes, with its line end */
    private static final int MAX_LINE = 512;

    private final Attributes attr = new Attributes();
    private final Map<String, Attributes> entries = new HashMap<String, Attributes>();

    public Manifest() {
    }

    public Manifest(InputStream is) throws IOException {
        read(is);
    }

    public Manifest(Manifest man) {
        attr.putAll(man.getMainAttributes());
        for (Map.Entry<String, Attributes> e : man.getEntries().entrySet()) {
            entries.put(e.getKey(), (Attributes) e.getValue().clone());
        }
    }

    public Attributes getMainAttributes() {
        return attr;
    }

    public Map<String, Attributes> getEntries() {
        return entries;
    }

    public Attributes getAttributes(String name) {
        return entries.get(name);
    }

    public void clear() {
        attr.clear();
        entries.clear();
    }

    /* The main section is written only when it has a version (Manifest-Version, else Signature-Version), that first. */
    public void write(OutputStream out) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        Attributes.Name version = Attributes.Name.MANIFEST_VERSION;
        String v = attr.getValue(version);
        if (v == null) {
            version = Attributes.Name.SIGNATURE_VERSION;
            v = attr.getValue(version);
        }
        if (v != null) {
            line72(buf, version + ": " + v);
            for (Map.Entry<Object, Object> e : attr.entrySet()) {
                if (!version.equals(e.getKey())) {
                    line72(buf, e.getKey() + ": " + e.getValue());
                }
            }
        }
        buf.write('\r');
        buf.write('\n');
        for (Map.Entry<String, Attributes> s : entries.entrySet()) {
            line72(buf, "Name: " + s.getKey());
            for (Map.Entry<Object, Object> e : s.getValue().entrySet()) {
                line72(buf, e.getKey() + ": " + e.getValue());
            }
            buf.write('\r');
            buf.write('\n');
        }
        buf.writeTo(out);
        out.flush();
    }

    private static void line72(ByteArrayOutputStream out, String line) {
        byte[] b = line.getBytes(StandardCharsets.UTF_8);
        int off = 0;
        int room = 72;
        while (b.length - off > room) {
            out.write(b, off, room);
            out.write('\r');
            out.write('\n');
            out.write(' ');
            off += room;
            room = 71;
        }
        out.write(b, off, b.length - off);
        out.write('\r');
        out.write('\n');
    }

    public void read(InputStream is) throws IOException {
        Lines in = new Lines(is);
        readSection(in, attr, false);
        while (true) {
            byte[] first = in.peekLine();
            if (first == null) {
                return;
            }
            if (first.length == 0) {
                in.nextLine();
                continue;
            }
            String[] field = new String[2];
            int at = in.lineNumber() + 1;
            if (!readField(in, field) || !field[0].equalsIgnoreCase("Name")) {
                throw new IOException("invalid manifest format (line " + at + ")");
            }
            Attributes a = entries.get(field[1]);
            if (a == null) {
                a = new Attributes();
                entries.put(field[1], a);
            }
            readSection(in, a, true);
        }
    }

    /* Attributes up to a blank line or the end. */
    private static void readSection(Lines in, Attributes into, boolean named) throws IOException {
        String[] field = new String[2];
        while (true) {
            byte[] line = in.peekLine();
            if (line == null) {
                return;
            }
            if (line.length == 0) {
                in.nextLine();
                return;
            }
            if (line[0] == ' ') {
                in.nextLine();
                throw new IOException("misplaced continuation line (line " + in.lineNumber() + ")");
            }
            if (!readField(in, field)) {
                throw new IOException("invalid header field (line " + in.lineNumber() + ")");
            }
            try {
                into.putValue(field[0], field[1]);
            } catch (IllegalArgumentException e) {
                throw new IOException("invalid header field name: " + field[0] + " (line " + in.lineNumber() + ")");
            }
        }
    }

    /* One "name: value" field with its continuation lines; false if the first line has no ": ". */
    private static boolean readField(Lines in, String[] field) throws IOException {
        byte[] line = in.nextLine();
        int colon = -1;
        for (int i = 0; i < line.length; i++) {
            if (line[i] == ':') {
                colon = i;
                break;
            }
        }
        if (colon < 0 || colon + 1 >= line.length || line[colon + 1] != ' ') {
            return false;
        }
        ByteArrayOutputStream value = new ByteArrayOutputStream();
        value.write(line, colon + 2, line.length - colon - 2);
        while (true) {
            byte[] next = in.peekLine();
            if (next == null || next.length == 0 || next[0] != ' ') {
                break;
            }
            in.nextLine();
            value.write(next, 1, next.length - 1);
        }
        field[0] = new String(line, 0, colon, StandardCharsets.UTF_8);
        field[1] = new String(value.toByteArray(), StandardCharsets.UTF_8);
        return true;
    }

    /* The lines of a stream, without their ends (CR LF, LF or CR); a last line without an end is not a line. */
    private static final class Lines {
        private final InputStream in;
        private byte[] peeked;
        private int number;
        private int pushed = -2;

        Lines(InputStream in) {
            this.in = in;
        }

        int lineNumber() {
            return number;
        }

        byte[] peekLine() throws IOException {
            if (peeked == null) {
                peeked = read();
            }
            return peeked;
        }

        byte[] nextLine() throws IOException {
            byte[] l = peekLine();
            peeked = null;
            if (l != null) {
                number++;
            }
            return l;
        }

        private int readByte() throws IOException {
            if (pushed != -2) {
                int c = pushed;
                pushed = -2;
                return c;
            }
            return in.read();
        }

        private byte[] read() throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            while (true) {
                int c = readByte();
                if (c == -1) {
                    return null;
                }
                if (c == '\n' || c == '\r') {
                    /* as on the JDK, a CR that fills the 512-byte line leaves its LF for an empty line */
                    if (c == '\r' && line.size() < MAX_LINE - 1) {
                        int d = readByte();
                        if (d != '\n') {
                            pushed = d;
                        }
                    }
                    return line.toByteArray();
                }
                line.write(c);
                if (line.size() >= MAX_LINE) {
                    throw new IOException("line too long (line " + (number + 1) + ")");
                }
            }
        }
    }

    public boolean equals(Object o) {
        if (!(o instanceof Manifest)) {
            return false;
        }
        Manifest m = (Manifest) o;
        return attr.equals(m.getMainAttributes()) && entries.equals(m.getEntries());
    }

    public int hashCode() {
        return attr.hashCode() + entries.hashCode();
    }

    public Object clone() {
        return new Manifest(this);
    }
}
