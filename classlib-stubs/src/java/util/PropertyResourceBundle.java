package java.util;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/**
 * A bundle read from a properties file. A stream is read as UTF-8 and, if it is
 * not valid UTF-8, again as ISO-8859-1 (the JDK's default since 9).
 */
public class PropertyResourceBundle extends ResourceBundle {
    private final Map<String, Object> lookup;

    public PropertyResourceBundle(InputStream stream) throws IOException {
        byte[] bytes = readAll(stream);
        String text = validUtf8(bytes) ? new String(bytes, StandardCharsets.UTF_8)
                : new String(bytes, StandardCharsets.ISO_8859_1);
        lookup = load(new java.io.StringReader(text));
    }

    public PropertyResourceBundle(Reader reader) throws IOException {
        lookup = load(reader);
    }

    /* Well-formed UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF. */
    private static boolean validUtf8(byte[] b) {
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xff;
            int n;
            int min;
            if (c < 0x80) {
                i++;
                continue;
            } else if (c >= 0xc2 && c <= 0xdf) {
                n = 1;
                min = 0x80;
            } else if (c >= 0xe0 && c <= 0xef) {
                n = 2;
                min = 0x800;
            } else if (c >= 0xf0 && c <= 0xf4) {
                n = 3;
                min = 0x10000;
            } else {
                return false;
            }
            if (i + n >= b.length) {
                return false;
            }
            int cp = c & (0x3f >> n);
            for (int k = 1; k <= n; k++) {
                int d = b[i + k] & 0xff;
                if ((d & 0xc0) != 0x80) {
                    return false;
                }
                cp = (cp << 6) | (d & 0x3f);
            }
            if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
                return false;
            }
            i += n + 1;
        }
        return true;
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = in.read(buf, 0, buf.length)) != -1) {
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    private static Map<String, Object> load(Reader reader) throws IOException {
        Properties p = new Properties();
        p.load(reader);
        return new HashMap(p);
    }

    public Object handleGetObject(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        return lookup.get(key);
    }

    public Enumeration<String> getKeys() {
        return keysThenParent(lookup.keySet());
    }

    protected Set<String> handleKeySet() {
        return lookup.keySet();
    }
}
