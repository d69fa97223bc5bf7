import java.util.*;

public class JsonRoundTrip {
    static class ParseException extends RuntimeException {
        final int pos;
        ParseException(String msg, int pos) { super(msg + " at " + pos); this.pos = pos; }
    }

    static class Parser {
        private final String s;
        private int i;
        Parser(String s) { this.s = s; }

        Object parse() {
            Object v = value();
            ws();
            if (i != s.length()) throw new ParseException("trailing data", i);
            return v;
        }
        void ws() {
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == ' ' || c == '\n' || c == '\t' || c == '\r') i++; else break;
            }
        }
        Object value() {
            ws();
            if (i >= s.length()) throw new ParseException("unexpected end", i);
            char c = s.charAt(i);
            switch (c) {
                case '{': return object();
                case '[': return array();
                case '"': return string();
                case 't': lit("true"); return Boolean.TRUE;
                case 'f': lit("false"); return Boolean.FALSE;
                case 'n': lit("null"); return null;
                default:
                    if (c == '-' || (c >= '0' && c <= '9')) return number();
                    throw new ParseException("unexpected '" + c + "'", i);
            }
        }
        void lit(String w) {
            if (!s.startsWith(w, i)) throw new ParseException("bad literal", i);
            i += w.length();
        }
        Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<String, Object>();
            i++;
            ws();
            if (peek() == '}') { i++; return m; }
            while (true) {
                ws();
                if (peek() != '"') throw new ParseException("expected key", i);
                String k = string();
                ws();
                expect(':');
                m.put(k, value());
                ws();
                char c = s.charAt(i++);
                if (c == '}') return m;
                if (c != ',') throw new ParseException("expected , or }", i - 1);
            }
        }
        List<Object> array() {
            List<Object> l = new ArrayList<Object>();
            i++;
            ws();
            if (peek() == ']') { i++; return l; }
            while (true) {
                l.add(value());
                ws();
                char c = s.charAt(i++);
                if (c == ']') return l;
                if (c != ',') throw new ParseException("expected , or ]", i - 1);
            }
        }
        char peek() { return i < s.length() ? s.charAt(i) : '\0'; }
        void expect(char c) {
            if (peek() != c) throw new ParseException("expected '" + c + "'", i);
            i++;
        }
        String string() {
            StringBuilder sb = new StringBuilder();
            i++;
            while (true) {
                if (i >= s.length()) throw new ParseException("unterminated string", i);
                char c = s.charAt(i++);
                if (c == '"') return sb.toString();
                if (c == '\\') {
                    char e = s.charAt(i++);
                    switch (e) {
                        case 'n': sb.append('\n'); break;
                        case 't': sb.append('\t'); break;
                        case 'r': sb.append('\r'); break;
                        case 'b': sb.append('\b'); break;
                        case 'f': sb.append('\f'); break;
                        case 'u':
                            sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                            i += 4;
                            break;
                        default: sb.append(e);
                    }
                } else sb.append(c);
            }
        }
        Object number() {
            int start = i;
            if (peek() == '-') i++;
            while (Character.isDigit(peek())) i++;
            boolean frac = false;
            if (peek() == '.') { frac = true; i++; while (Character.isDigit(peek())) i++; }
            if (peek() == 'e' || peek() == 'E') {
                frac = true; i++;
                if (peek() == '+' || peek() == '-') i++;
                while (Character.isDigit(peek())) i++;
            }
            String t = s.substring(start, i);
            if (frac) return Double.valueOf(Double.parseDouble(t));
            long v = Long.parseLong(t);
            if (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) return Integer.valueOf((int) v);
            return Long.valueOf(v);
        }
    }

    static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20 || c > 0x7e) {
                        String h = Integer.toHexString(c);
                        sb.append("\\u");
                        for (int p = h.length(); p < 4; p++) sb.append('0');
                        sb.append(h);
                    } else sb.append(c);
            }
        }
        sb.append('"');
    }

    @SuppressWarnings("unchecked")
    static void print(StringBuilder sb, Object v, int indent, boolean pretty) {
        if (v == null) sb.append("null");
        else if (v instanceof String) quote(sb, (String) v);
        else if (v instanceof Map) {
            Map<String, Object> m = (Map<String, Object>) v;
            if (m.isEmpty()) { sb.append("{}"); return; }
            sb.append('{');
            boolean first = true;
            for (Map.Entry<String, Object> e : m.entrySet()) {
                if (!first) sb.append(',');
                first = false;
                if (pretty) { sb.append('\n'); pad(sb, indent + 1); }
                quote(sb, e.getKey());
                sb.append(pretty ? ": " : ":");
                print(sb, e.getValue(), indent + 1, pretty);
            }
            if (pretty) { sb.append('\n'); pad(sb, indent); }
            sb.append('}');
        } else if (v instanceof List) {
            List<Object> l = (List<Object>) v;
            if (l.isEmpty()) { sb.append("[]"); return; }
            sb.append('[');
            for (int k = 0; k < l.size(); k++) {
                if (k > 0) sb.append(pretty ? ", " : ",");
                print(sb, l.get(k), indent + 1, pretty);
            }
            sb.append(']');
        } else sb.append(String.valueOf(v));
    }
    static void pad(StringBuilder sb, int n) { for (int k = 0; k < n; k++) sb.append("  "); }

    static String compact(Object v) { StringBuilder sb = new StringBuilder(); print(sb, v, 0, false); return sb.toString(); }
    static String pretty(Object v) { StringBuilder sb = new StringBuilder(); print(sb, v, 0, true); return sb.toString(); }

    public static void main(String[] args) {
        String doc = "{ \"name\": \"agent\\tvm\", \"version\": [1, 2, 30],\n"
            + " \"ratio\": 0.125, \"big\": 12345678901234, \"neg\": -42, \"exp\": 6.02e23, \"tiny\": 1e-7,\n"
            + " \"ok\": true, \"nothing\": null, \"nested\": {\"a\": {\"b\": [[], {}, [1, [2, [3]]]]}},\n"
            + " \"text\": \"caf\\u00e9 \\\"quoted\\\" back\\\\slash\", \"unicode\": \"\\u03bb\\u2192x\" }";
        Object v = new Parser(doc).parse();
        System.out.println(compact(v));
        System.out.println(pretty(v));
        Map<?, ?> m = (Map<?, ?>) v;
        for (Map.Entry<?, ?> e : m.entrySet()) {
            Object val = e.getValue();
            System.out.println(e.getKey() + " -> " + (val == null ? "null" : val.getClass().getName()));
        }
        String again = compact(new Parser(compact(v)).parse());
        System.out.println("round trip equal: " + again.equals(compact(v)));
        System.out.println("maps equal: " + new Parser(compact(v)).parse().equals(v));
        System.out.println("hash equal: " + (new Parser(compact(v)).parse().hashCode() == v.hashCode()));

        double[] nums = {0.1, 1.0 / 3, 100.0, 1e21, 1e-5, -0.0, 123456.789, 3.0e10};
        List<Object> dl = new ArrayList<Object>();
        for (double d : nums) dl.add(d);
        System.out.println(compact(dl));

        String[] bad = {"{", "[1,2", "{\"a\" 1}", "[1 2]", "tru", "\"abc", "{} x", "[-]", "@"};
        for (String b : bad) {
            try {
                new Parser(b).parse();
                System.out.println("parsed?? " + b);
            } catch (ParseException e) {
                System.out.println("error: " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }

        // build a generated document
        Map<String, Object> gen = new TreeMap<String, Object>();
        for (int k = 0; k < 12; k++) {
            List<Object> row = new ArrayList<Object>();
            for (int j = 0; j <= k % 4; j++) row.add(k * 10 + j);
            gen.put("key" + k, row);
        }
        String g = compact(gen);
        System.out.println(g);
        System.out.println(g.length() + " " + g.hashCode());
    }
}
