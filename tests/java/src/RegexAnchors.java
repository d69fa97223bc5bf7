import java.util.regex.Matcher;
import java.util.regex.Pattern;

/* Anchors, boundaries, line terminators and lookaround. */
public class RegexAnchors {
    static String esc(String s) {
        return s.replace("\n", "\\n").replace("\r", "\\r");
    }

    static void show(String regex, int flags, String input) {
        Matcher m = Pattern.compile(regex, flags).matcher(input);
        StringBuilder sb = new StringBuilder();
        sb.append(esc(regex)).append(" /").append(flags).append(" on \"").append(esc(input)).append("\":");
        int n = 0;
        while (m.find() && n++ < 12) {
            sb.append(" [").append(m.start()).append(',').append(m.end()).append(']');
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        int M = Pattern.MULTILINE;
        int D = Pattern.UNIX_LINES;
        String t = "one\ntwo\r\nthree\rfour\u0085five\u2028six\n";
        show("^", 0, t);
        show("^", M, t);
        show("^", M | D, t);
        show("$", 0, t);
        show("$", M, t);
        show("$", M | D, t);
        show("\\Z", 0, t);
        show("\\z", 0, t);
        show("\\A", M, t);
        show("^\\w+$", M, t);
        show("$", 0, "ab\r\n");
        show("$", 0, "ab\n\n");
        show("^$", M, "a\n\nb\n");
        show("^", M, "");
        show("$", M, "");
        show("^", 0, "");
        show("\\b", 0, "hi, you!");
        show("\\B", 0, "hi, you!");
        show("\\b\\w+\\b", 0, "caf\u00e9 na\u00efve x_y 42");
        show("\\G\\w", 0, "abc def");
        show("\\Ga", 0, "aab");
        show("a(?=b)", 0, "ab ac ab");
        show("a(?!b)", 0, "ab ac ab");
        show("(?<=a)b", 0, "ab cb ab");
        show("(?<!a)b", 0, "ab cb ab");
        show("(?<=ab|c)d", 0, "abd cd bd");
        show("(?<=a{1,3})x", 0, "x ax aaax");
        show("(?<=\\d{3})x", 0, "12x 123x");
        show("(?<!^)x", 0, "xxx");
        show("\\w+(?=,)", 0, "a, bb, ccc");
        show("(?=(\\w\\w))", 0, "abcd");
        show("(?<=(a))b", 0, "ab");
        show(".(?<=b)", 0, "abc");
        show("(?=a)+a", 0, "aa");
        show("x*", 0, "axxb");
        show("", 0, "abc");
        show("a|", 0, "bab");
        show("(?m)^a", 0, "a\na\r\na");
        show("(?m)a$", 0, "a\na\r\na");
        show("(?s).", 0, "a\nb");
        show("(?d)$", M, "a\r\nb\n");
        show("\\r\\n|\\n", 0, "a\r\nb\nc");
    }
}
