import java.net.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

// URLEncoder/URLDecoder (form encoding) with UTF-8 and ISO-8859-1, surrogate pairs,
// round trips and the decoder's errors.
public class UrlCoding {
    public static void main(String[] args) throws Exception {
        List<String> samples = List.of("", "plain", "hello world", "a+b=c&d=e", "100% sure?", "~tilde!'()", "caf\u00e9 \u00fcber", "\u20ac5", "emoji \uD83D\uDE00 x", "lone \uD800 surrogate", "path/to/file.txt", "*.-_", "\t\n\r", "\u4e2d\u6587");
        for (String s : samples) {
            String u = URLEncoder.encode(s, StandardCharsets.UTF_8);
            String l = URLEncoder.encode(s, "ISO-8859-1");
            System.out.println("[" + s.replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r") + "] " + u + " | " + l + " | " + URLDecoder.decode(u, StandardCharsets.UTF_8).equals(s) + " " + URLDecoder.decode(u, "UTF-8").length());
        }
        System.out.println(URLDecoder.decode("a+b%20c%2Bd", StandardCharsets.UTF_8) + " " + URLDecoder.decode("%e2%82%ac%41", "UTF-8") + " " + URLDecoder.decode("%E9t%E9", StandardCharsets.ISO_8859_1) + " " + URLDecoder.decode("no-escapes", StandardCharsets.UTF_8) + " " + URLDecoder.decode("%C3", StandardCharsets.UTF_8).codePointAt(0) + " " + URLEncoder.encode("x y") + " " + URLDecoder.decode("x+y"));
        for (String bad : List.of("%", "abc%4", "%zz", "%-1", "%G0ok", "ok%2")) {
            try { System.out.println(URLDecoder.decode(bad, StandardCharsets.UTF_8)); } catch (IllegalArgumentException e) { System.out.println(bad + " -> " + e.getMessage()); }
        }
        try { URLEncoder.encode("x", "NO-SUCH-CHARSET"); } catch (java.io.UnsupportedEncodingException e) { System.out.println(e); }
        try { URLDecoder.decode("x", "NO-SUCH-CHARSET"); } catch (java.io.UnsupportedEncodingException e) { System.out.println(e); }
        try { URLDecoder.decode("x", ""); } catch (java.io.UnsupportedEncodingException e) { System.out.println(e); }
        Map<String, String> params = new LinkedHashMap<>();
        params.put("q", "java streams & lambdas");
        params.put("page", "2");
        params.put("lang", "fran\u00e7ais");
        StringJoiner query = new StringJoiner("&");
        params.forEach((k, v) -> query.add(URLEncoder.encode(k, StandardCharsets.UTF_8) + "=" + URLEncoder.encode(v, StandardCharsets.UTF_8)));
        System.out.println(query);
        for (String pair : query.toString().split("&")) {
            String[] kv = pair.split("=", 2);
            System.out.println(URLDecoder.decode(kv[0], StandardCharsets.UTF_8) + " -> " + URLDecoder.decode(kv[1], StandardCharsets.UTF_8));
        }
    }
}
