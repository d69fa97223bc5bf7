import java.util.*;

/**
 * A JSON benchmark in the style of the "Are We Fast Yet" suite: a hand-written recursive
 * descent parser over a String (StringBuilder for tokens, Character tests, number parsing
 * with Integer.parseInt and Double.parseDouble, escapes), building a small object model,
 * then checks and a pretty-printed round trip. The input is generated from a fixed seed.
 */
public class GameJsonParse {
    interface JValue {
        void write(StringBuilder sb, int indent);
    }

    record JNumber(String text) implements JValue {
        public void write(StringBuilder sb, int indent) {
            sb.append(text);
        }
    }

    record JString(String value) implements JValue {
        public void write(StringBuilder sb, int indent) {
            sb.append('"');
            for (char c : value.toCharArray()) {
                switch (c) {
                    case '"': sb.append("\\\""); break;
                    case '\\': sb.append("\\\\"); break;
                    case '\n': sb.append("\\n"); break;
                    case '\t': sb.append("\\t"); break;
                    default:
                        if (c < 0x20 || c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
                        else sb.append(c);
                }
            }
            sb.append('"');
        }
    }

    enum JLiteral implements JValue {
        TRUE("true"), FALSE("false"), NULL("null");

        final String text;

        JLiteral(String text) {
            this.text = text;
        }

        public void write(StringBuilder sb, int indent) {
            sb.append(text);
        }
    }

    static final class JArray implements JValue {
        final List<JValue> items = new ArrayList<>();

        public void write(StringBuilder sb, int indent) {
            sb.append('[');
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) sb.append(", ");
                items.get(i).write(sb, indent);
            }
            sb.append(']');
        }
    }

    static final class JObject implements JValue {
        final LinkedHashMap<String, JValue> members = new LinkedHashMap<>();

        public void write(StringBuilder sb, int indent) {
            sb.append("{\n");
            Iterator<Map.Entry<String, JValue>> it = members.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<String, JValue> e = it.next();
                sb.append("  ".repeat(indent + 1));
                new JString(e.getKey()).write(sb, 0);
                sb.append(": ");
                e.getValue().write(sb, indent + 1);
                sb.append(it.hasNext() ? ",\n" : "\n");
            }
            sb.append("  ".repeat(indent)).append('}');
        }
    }

    static final class ParseException extends RuntimeException {
        ParseException(String message, int at) {
            super(message + " at " + at);
        }
    }

    static final class Parser {
        final String in;
        int pos;

        Parser(String in) {
            this.in = in;
        }

        char peek() {
            return pos < in.length() ? in.charAt(pos) : '\0';
        }

        void skipWhite() {
            while (pos < in.length() && Character.isWhitespace(in.charAt(pos))) pos++;
        }

        void expect(char c) {
            skipWhite();
            if (peek() != c) throw new ParseException("expected '" + c + "' got " + (pos < in.length() ? "'" + peek() + "'" : "the end"), pos);
            pos++;
        }

        JValue value() {
            skipWhite();
            char c = peek();
            switch (c) {
                case '{': return object();
                case '[': return array();
                case '"': return new JString(string());
                case 't': return literal("true", JLiteral.TRUE);
                case 'f': return literal("false", JLiteral.FALSE);
                case 'n': return literal("null", JLiteral.NULL);
                default:
                    if (c == '-' || Character.isDigit(c)) return number();
                    throw new ParseException("unexpected '" + c + "'", pos);
            }
        }

        JValue literal(String word, JLiteral lit) {
            if (!in.startsWith(word, pos)) throw new ParseException("bad literal", pos);
            pos += word.length();
            return lit;
        }

        JNumber number() {
            int start = pos;
            if (peek() == '-') pos++;
            while (Character.isDigit(peek())) pos++;
            if (peek() == '.') {
                pos++;
                while (Character.isDigit(peek())) pos++;
            }
            if (peek() == 'e' || peek() == 'E') {
                pos++;
                if (peek() == '+' || peek() == '-') pos++;
                while (Character.isDigit(peek())) pos++;
            }
            return new JNumber(in.substring(start, pos));
        }

        String string() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = in.charAt(pos++);
                if (c == '"') return sb.toString();
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                char e = in.charAt(pos++);
                switch (e) {
                    case 'n': sb.append('\n'); break;
                    case 't': sb.append('\t'); break;
                    case 'u':
                        sb.append((char) Integer.parseInt(in.substring(pos, pos + 4), 16));
                        pos += 4;
                        break;
                    default: sb.append(e);
                }
            }
        }

        JArray array() {
            expect('[');
            JArray a = new JArray();
            skipWhite();
            if (peek() == ']') {
                pos++;
                return a;
            }
            do {
                a.items.add(value());
                skipWhite();
            } while (peek() == ',' && pos++ >= 0);
            expect(']');
            return a;
        }

        JObject object() {
            expect('{');
            JObject o = new JObject();
            skipWhite();
            if (peek() == '}') {
                pos++;
                return o;
            }
            do {
                skipWhite();
                String key = string();
                expect(':');
                o.members.put(key, value());
                skipWhite();
            } while (peek() == ',' && pos++ >= 0);
            expect('}');
            return o;
        }
    }

    static String generate(Random rnd, int depth) {
        int kind = depth > 3 ? rnd.nextInt(5) : rnd.nextInt(7);
        switch (kind) {
            case 0: return Integer.toString(rnd.nextInt(2000) - 1000);
            case 1: return Double.toString(rnd.nextGaussian() * Math.pow(10, rnd.nextInt(12) - 6));
            case 2: {
                StringBuilder sb = new StringBuilder("\"");
                int n = rnd.nextInt(8);
                for (int i = 0; i < n; i++) {
                    int r = rnd.nextInt(40);
                    sb.append(r < 26 ? (char) ('a' + r) : r < 30 ? "\\n" : r < 34 ? "\\u00e9" : r < 37 ? "\\\"" : " ");
                }
                return sb.append('"').toString();
            }
            case 3: return rnd.nextBoolean() ? "true" : "false";
            case 4: return "null";
            case 5: {
                StringJoiner sj = new StringJoiner(",", "[", "]");
                for (int i = rnd.nextInt(5); i > 0; i--) sj.add(generate(rnd, depth + 1));
                return sj.toString();
            }
            default: {
                StringJoiner sj = new StringJoiner(", ", "{ ", " }");
                for (int i = rnd.nextInt(5); i > 0; i--) sj.add("\"k" + rnd.nextInt(100) + "\": " + generate(rnd, depth + 1));
                return sj.toString();
            }
        }
    }

    static int count(JValue v, Map<String, Integer> kinds) {
        kinds.merge(v.getClass().getSimpleName(), 1, Integer::sum);
        int n = 1;
        if (v instanceof JArray a) for (JValue x : a.items) n += count(x, kinds);
        if (v instanceof JObject o) for (JValue x : o.members.values()) n += count(x, kinds);
        return n;
    }

    static double sumNumbers(JValue v) {
        if (v instanceof JNumber num) return Double.parseDouble(num.text());
        double s = 0;
        if (v instanceof JArray a) for (JValue x : a.items) s += sumNumbers(x);
        if (v instanceof JObject o) for (JValue x : o.members.values()) s += sumNumbers(x);
        return s;
    }

    public static void main(String[] args) {
        Random rnd = new Random(2024);
        StringBuilder doc = new StringBuilder("{\"items\": [");
        for (int i = 0; i < 300; i++) {
            if (i > 0) doc.append(",\n  ");
            doc.append(generate(rnd, 0));
        }
        doc.append("], \"name\": \"bench\", \"n\": 300}");
        String text = doc.toString();
        System.out.println("document " + text.length() + " chars, hash " + text.hashCode());

        JValue root = null;
        for (int round = 0; round < 20; round++) root = new Parser(text).value();
        TreeMap<String, Integer> kinds = new TreeMap<>();
        System.out.println("values " + count(root, kinds) + " " + kinds);
        System.out.printf("sum of numbers %.6e%n", sumNumbers(root));

        StringBuilder out = new StringBuilder();
        root.write(out, 0);
        String printed = out.toString();
        JValue again = new Parser(printed).value();
        StringBuilder out2 = new StringBuilder();
        again.write(out2, 0);
        System.out.println("printed " + printed.length() + " chars, round trip stable " + printed.equals(out2.toString()));
        String[] lines = printed.split("\n");
        for (int i = 0; i < Math.min(12, lines.length); i++) System.out.println(lines[i].length() > 100 ? lines[i].substring(0, 100) + "..." : lines[i]);
        System.out.println(lines[lines.length - 1]);

        for (String bad : new String[] { "[1, 2", "{\"a\" 1}", "[tru]", "{,}", "-", "[1,]" }) {
            try {
                JValue v = new Parser(bad).value();
                StringBuilder sb = new StringBuilder();
                v.write(sb, 0);
                System.out.println(bad + " -> parsed " + sb);
            } catch (ParseException | StringIndexOutOfBoundsException | NumberFormatException e) {
                System.out.println(bad + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
