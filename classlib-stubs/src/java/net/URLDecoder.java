package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;

/* Reverses URLEncoder: '+' is a space, runs of %XX escapes are bytes in the charset. */
public class URLDecoder {
    private URLDecoder() {
    }

    @Deprecated
    public static String decode(String s) {
        return decode(s, Charset.defaultCharset());
    }

    public static String decode(String s, String enc) throws UnsupportedEncodingException {
        if (enc.isEmpty())
            throw new UnsupportedEncodingException("URLDecoder: empty string enc parameter");
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (RuntimeException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return decode(s, cs);
    }

    public static String decode(String s, Charset charset) {
        java.util.Objects.requireNonNull(charset, "Charset");
        int n = s.length();
        StringBuilder out = null;
        for (int i = 0; i < n; ) {
            char c = s.charAt(i);
            if (c != '+' && c != '%') {
                if (out != null)
                    out.append(c);
                i++;
                continue;
            }
            if (out == null)
                out = new StringBuilder(n).append(s, 0, i);
            if (c == '+') {
                out.append(' ');
                i++;
                continue;
            }
            byte[] bytes = new byte[(n - i) / 3];
            int count = 0;
            while (i + 2 < n && s.charAt(i) == '%') {
                int v = hexPair(s, i + 1);
                bytes[count++] = (byte) v;
                i += 3;
            }
            if (i < n && s.charAt(i) == '%')
                throw new IllegalArgumentException("URLDecoder: Incomplete trailing escape (%) pattern");
            out.append(new String(bytes, 0, count, charset));
        }
        return out == null ? s : out.toString();
    }

    private static int hexPair(String s, int at) {
        try {
            int v = Integer.parseInt(s, at, at + 2, 16);
            if (v < 0)
                throw new IllegalArgumentException("URLDecoder: Illegal hex characters in escape (%) pattern - negative value");
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("URLDecoder: Illegal hex characters in escape (%) pattern - " + e.getMessage());
        }
    }
}
