import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/* PatternSyntaxException: description, index, pattern and the message
 * with its caret line, for each kind of mistake. */
public class RegexErrors {
    static void c(String regex) {
        try {
            Pattern.compile(regex);
            System.out.println("ok: " + regex);
        } catch (PatternSyntaxException e) {
            System.out.println("--- desc=" + e.getDescription() + " index=" + e.getIndex() + " pattern="
                    + e.getPattern());
            System.out.println(e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] bad = {
            "(", "((a)", "a)", "ab)", "(a))", ")", "*", "+a", "?", "a**", "a+++", "a{", "{", "a{2", "a{2,",
            "a{,3}", "a{3,2}", "a{x}", "a{99999999999}", "[", "[a", "[]", "[^]", "[a-", "[z-a]", "[a-\\d]",
            "\\", "a\\", "\\k", "\\k<x>", "(?<n>a)\\k<m>", "\\p{Foo}", "\\p{IsFoo}", "\\p{InFoo}", "\\p{",
            "\\pL\\p", "(?<1x>a)", "(?<n>a)(?<n>b)", "(?<n", "(?z)", "(?i", "(?", "\\c", "\\u12", "\\uXYZW",
            "\\x", "\\xG1", "\\x{110000}", "\\x{12", "\\0", "\\08", "\\y", "\\i", "a|*", "(*)", "[a&&", "x{2}{3,1}",
            "[\\p{Q}]", "(?<=a", "\\Qabc", "(a|b", "(?:a", "(?=a", "(?>a"
        };
        for (String b : bad) {
            c(b);
        }
        String[] good = {"\\Qa(b\\E", "[]a]", "[a-]", "a{2}{3}", "x*{2}", "(?<=a*)b", "(a)\\2", "\\0777",
                         "[\\Q]\\E]", "a{,", "(?i)(?-i)", "()", "(|)", "[&&a]"};
        for (String g : good) {
            c(g);
        }
        PatternSyntaxException own = new PatternSyntaxException("Custom", "abc", 1);
        System.out.println(own.getMessage());
        System.out.println(new PatternSyntaxException("NoIndex", "abc", -1).getMessage());
        System.out.println(new PatternSyntaxException("AtEnd", "abc", 3).getMessage());
        System.out.println(own instanceof IllegalArgumentException);
        try {
            "x".split("(");
        } catch (PatternSyntaxException e) {
            System.out.println("split: " + e.getDescription());
        }
        try {
            "x".replaceAll("[", "");
        } catch (PatternSyntaxException e) {
            System.out.println("replaceAll: " + e.getDescription());
        }
    }
}
