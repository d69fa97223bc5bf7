import java.util.regex.Pattern;

/* String.split and Pattern.split: limits, empty strings, zero-width matches,
 * the single-character fast path, and Pattern.quote. */
public class RegexSplit {
    static String show(String[] a) {
        StringBuilder sb = new StringBuilder();
        sb.append(a.length).append(" [");
        for (int i = 0; i < a.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append('"').append(a[i].replace("\n", "\\n")).append('"');
        }
        return sb.append(']').toString();
    }

    static void s(String text, String regex) {
        for (int limit = -1; limit <= 3; limit++) {
            System.out.println("\"" + text.replace("\n", "\\n") + "\".split(\"" + regex + "\", " + limit + ") = "
                    + show(text.split(regex, limit)));
        }
    }

    public static void main(String[] args) {
        s("a,b,,c,,", ",");
        s(",a,b", ",");
        s("", ",");
        s(",", ",");
        s("abc", "");
        s("a1b22c333", "\\d+");
        s("a1b22c333", "\\d*");
        s("  lead and trail  ", "\\s+");
        s("a.b.c", ".");
        s("a.b.c", "\\.");
        s("a|b|c", "\\|");
        s("a|b|c", "|");
        s("aXbXc", "X");
        s("boo:and:foo", "o");
        s("boo:and:foo", ":");
        s("a\nb\r\nc", "\\R");
        s("key = value = x", "\\s*=\\s*");
        s("camelCaseWord", "(?=[A-Z])");
        s("abc", "(?<=b)");
        s("aaa", "a");
        s("x--y", "-");
        s("a+b", "\\+");
        s("a\\b", "\\\\");
        s("tab\tsep", "\t");
        s("a1b", "\\d");
        s("a9b", "9");
        System.out.println(show(Pattern.compile(",").split("x,y,,")));
        System.out.println(show(Pattern.compile(",").split("x,y,,", -1)));
        System.out.println(show(Pattern.compile("").split("xyz")));
        System.out.println(show(Pattern.compile("b").split(new StringBuilder("abcbd"))));
        System.out.println(Pattern.quote("a.b") + " " + Pattern.quote("x\\Ey") + " " + Pattern.quote("\\E")
                + " " + Pattern.quote(""));
        System.out.println(show("a.b*c".split(Pattern.quote(".b*"))));
        System.out.println(show("x\\Eyx\\Ey".split(Pattern.quote("\\E"))));
        System.out.println("a.b".matches(Pattern.quote("a.b")) + " " + "axb".matches(Pattern.quote("a.b")));
    }
}
