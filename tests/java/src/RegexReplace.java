import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/* Replacement: $n, ${name}, escapes, appendReplacement/appendTail, errors. */
public class RegexReplace {
    static void r(String text, String regex, String rep) {
        try {
            System.out.println("\"" + text + "\".replaceAll(" + regex + ", " + rep + ") = \""
                    + text.replaceAll(regex, rep) + "\"");
        } catch (RuntimeException e) {
            System.out.println("\"" + text + "\".replaceAll(" + regex + ", " + rep + ") threw "
                    + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        r("John Smith", "(\\w+) (\\w+)", "$2, $1");
        r("2024-05-06", "(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)", "${d}.${m}.${y}");
        r("aaa", "a", "b");
        r("aaa", "a*", "X");
        r("abc", "", "-");
        r("abc", "x*", "-");
        r("a.b.c", "\\.", "\\\\");
        r("cost", "cost", "\\$5");
        r("ab", "(a)(b)", "$0|$1|$2");
        r("ab", "(a)(b)", "$12");
        r("abcdefghijk", "(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)", "$11-$10-$111");
        r("ab", "(a)(b)", "$3");
        r("ab", "(a)", "$");
        r("ab", "(a)", "$x");
        r("ab", "(a)", "\\");
        r("ab", "(a)", "${");
        r("ab", "(a)", "${a");
        r("ab", "(a)", "${}");
        r("ab", "(a)", "${1a}");
        r("ab", "(?<n>a)", "${zz}");
        r("ab", "(a)|(b)", "[$1$2]");
        r("hello world", "o", "0");
        r("tabs\tand  spaces", "\\s+", " ");
        r("CamelCaseString", "([a-z])([A-Z])", "$1_$2");
        r("x", "x", "a\\$b\\\\c\\d");
        System.out.println("aaa".replaceFirst("a", "b") + " " + "abc".replaceFirst("x", "y") + " "
                + "a1b2".replaceFirst("(\\d)", "<$1>"));
        Matcher m = Pattern.compile("cat").matcher("one cat two cats in the yard");
        StringBuffer sb = new StringBuffer();
        while (m.find()) {
            m.appendReplacement(sb, "dog");
        }
        m.appendTail(sb);
        System.out.println(sb);
        Matcher n = Pattern.compile("(\\d+)").matcher("a1b22c333d");
        StringBuilder sbd = new StringBuilder();
        int k = 0;
        while (n.find()) {
            n.appendReplacement(sbd, "<$1:" + (k++) + ">");
        }
        n.appendTail(sbd);
        System.out.println(sbd);
        Matcher bad = Pattern.compile("x").matcher("axb");
        try {
            bad.appendReplacement(new StringBuilder(), "y");
        } catch (IllegalStateException e) {
            System.out.println("appendReplacement before find: " + e.getMessage());
        }
        bad.find();
        StringBuilder partial = new StringBuilder();
        try {
            bad.appendReplacement(partial, "$9");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad group: " + e.getMessage() + " partial=\"" + partial + "\"");
        }
        System.out.println(Matcher.quoteReplacement("a$b\\c") + " " + Matcher.quoteReplacement("plain"));
        System.out.println("x".replaceAll("x", Matcher.quoteReplacement("$1\\")));
        System.out.println(Pattern.compile("\\d").matcher("a1b2").replaceAll("#"));
        System.out.println(Pattern.compile("\\d").matcher("a1b2").replaceFirst("#"));
        Function<MatchResult, String> up = new Function<MatchResult, String>() {
            public String apply(MatchResult r) {
                return r.group().toUpperCase() + r.start();
            }
        };
        System.out.println(Pattern.compile("[a-c]+").matcher("xabyccz").replaceAll(up));
        System.out.println(Pattern.compile("[a-c]+").matcher("xabyccz").replaceFirst(up));
        Matcher again = Pattern.compile("o").matcher("foo");
        System.out.println(again.replaceAll("0") + " " + again.replaceAll("1"));
    }
}
