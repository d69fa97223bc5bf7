import java.util.regex.Matcher;
import java.util.regex.Pattern;

/* Flags as constants and inline, and what pattern(), flags(), toString() report. */
public class RegexFlags {
    static void t(String regex, int flags, String input) {
        try {
            Pattern p = Pattern.compile(regex, flags);
            Matcher m = p.matcher(input);
            boolean full = m.matches();
            m.reset();
            StringBuilder sb = new StringBuilder();
            while (m.find()) {
                sb.append('[').append(m.group().replace("\n", "\\n")).append(']');
            }
            System.out.println(regex.replace("\n", "\\n") + " flags=" + flags + " p.flags=" + p.flags()
                    + " matches=" + full + " finds=" + sb);
        } catch (IllegalArgumentException e) {
            System.out.println(regex + " flags=" + flags + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int CI = Pattern.CASE_INSENSITIVE;
        int UC = Pattern.UNICODE_CASE;
        System.out.println(Pattern.UNIX_LINES + " " + Pattern.CASE_INSENSITIVE + " " + Pattern.COMMENTS + " "
                + Pattern.MULTILINE + " " + Pattern.LITERAL + " " + Pattern.DOTALL + " " + Pattern.UNICODE_CASE
                + " " + Pattern.CANON_EQ + " " + Pattern.UNICODE_CHARACTER_CLASS);
        t("hello", CI, "HeLLo");
        t("[a-c]+", CI, "ABCabcD");
        t("[^a]", CI, "aAb");
        t("\u00e9", CI, "\u00c9");
        t("\u00e9", CI | UC, "\u00c9");
        t("[\u00e0-\u00ff]+", CI | UC, "\u00c0\u00c9x");
        t("(?i)abc", 0, "ABC");
        t("a(?i)b", 0, "aB");
        t("a(?i)b", 0, "AB");
        t("a(?i:b)c", 0, "aBc");
        t("a(?i:b)c", 0, "aBC");
        t("(?i)a(?-i)b", 0, "Ab");
        t("(?i)a(?-i)b", 0, "AB");
        t("(?iu)\u00e9", 0, "\u00c9");
        t("(?s)a.b", 0, "a\nb");
        t("a.b", Pattern.DOTALL, "a\nb");
        t("a.b", 0, "a\nb");
        t("(?m)^b", 0, "a\nb");
        t("^b", Pattern.MULTILINE, "a\nb");
        t("(?x) a b # comment\n c", 0, "abc");
        t("a b c", Pattern.COMMENTS, "abc");
        t("[a b]+", Pattern.COMMENTS, "ab b");
        t("a\\ b", Pattern.COMMENTS, "a b");
        t("a.c", Pattern.LITERAL, "a.c abc");
        t("A.C", Pattern.LITERAL | CI, "a.c");
        t("(x)", Pattern.LITERAL, "(x)");
        t(".", Pattern.UNIX_LINES, "a\rb\n");
        t("(?d).", 0, "a\rb\n");
        t("\\w+", Pattern.UNICODE_CHARACTER_CLASS, "caf\u00e9 \u03b1\u03b2");
        t("\\d", Pattern.UNICODE_CHARACTER_CLASS, "1\u0661");
        t("(?U)\\w+", 0, "na\u00efve");
        t("\\p{Lower}", CI, "aB");
        t("(?i)[^b]", 0, "aBb");
        t("(?i)\\x41", 0, "a");
        t("(?ims)^A.B$", 0, "x\na\nb");
        t("a", 0x400, "a");
        t("(?-)a", 0, "a");
        Pattern p = Pattern.compile("a+b", CI | Pattern.MULTILINE);
        System.out.println(p.pattern() + " | " + p + " | " + p.flags());
        Pattern q = Pattern.compile("(?i)x");
        System.out.println(q.flags());
    }
}
