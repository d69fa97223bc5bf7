package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;

/*
 * application/x-www-form-urlencoded: letters, digits and ".-*_" stay, a space becomes
 * '+', every other character becomes the %XX escapes (upper-case hex) of its bytes in
 * the charset. A surrogate pair is encoded as one character.
 */
public class URLEncoder {
    private URLEncoder() {
    }

    @Deprecated
    public static String encode(String s) {
        return encode(s, Charset.defaultCharset());
    }

    public static String encode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null)
            throw new NullPointerException("charsetName");
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (RuntimeException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return encode(s, cs);
    }

    static boolean unreserved(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '.' || c == '-' || c == '*' || c == '_';
    }

    public static String encode(String s, Charset charset) {
        java.util.Objects.requireNonNull(charset, "charset");
        StringBuilder out = null;
        int n = s.length();
        for (int i = 0; i < n; ) {
            char c = s.charAt(i);
            if (unreserved(c)) {
                if (out != null)
                    out.append(c);
                i++;
                continue;
            }
            if (out == null)
                out = new StringBuilder(n + 16).append(s, 0, i);
            if (c == ' ') {
                out.append('+');
                i++;
                continue;
            }
            int start = i;
            do {
                char d = s.charAt(i++);
                if (Character.isHighSurrogate(d) && i < n && Character.isLowSurrogate(s.charAt(i)))
                    i++;
            } while (i < n && !unreserved(s.charAt(i)) && s.charAt(i) != ' ');
            byte[] bytes = s.substring(start, i).getBytes(charset);
            for (byte b : bytes) {
                out.append('%');
                out.append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xf, 16)));
                out.append(Character.toUpperCase(Character.forDigit(b & 0xf, 16)));
            }
        }
        return out == null ? s : out.toString();
    }
}
