import java.util.regex.Matcher;
import java.util.regex.Pattern;

/* hitEnd() and requireEnd() after matches, lookingAt and find. */
public class RegexHitEnd {
    static void h(String regex, String input) {
        Pattern p = Pattern.compile(regex);
        Matcher m = p.matcher(input);
        StringBuilder sb = new StringBuilder();
        sb.append(regex.replace("\n", "\\n")).append(" on \"").append(input.replace("\n", "\\n")).append("\":");
        boolean r = m.matches();
        sb.append(" matches=").append(r).append('/').append(m.hitEnd()).append('/').append(m.requireEnd());
        m.reset();
        r = m.lookingAt();
        sb.append(" lookingAt=").append(r).append('/').append(m.hitEnd()).append('/').append(m.requireEnd());
        m.reset();
        int n = 0;
        while (n++ < 4) {
            r = m.find();
            sb.append(" find=").append(r ? m.start() + "-" + m.end() : "no").append('/').append(m.hitEnd())
                    .append('/').append(m.requireEnd());
            if (!r) {
                break;
            }
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        h("abc", "ab");
        h("abc", "abc");
        h("abc", "abcd");
        h("abc", "xabcx");
        h("a*", "aaa");
        h("a*", "aab");
        h("a+?", "aaa");
        h("a*+", "aa");
        h("[a-z]+", "abc1");
        h("\\d{3}", "12");
        h("\\d{2,4}", "12345");
        h("abc$", "abc");
        h("abc$", "abc\n");
        h("abc\\z", "abc");
        h("abc\\Z", "abc");
        h("a\\b", "a");
        h("a\\b", "ab");
        h("a\\B", "a");
        h("(?m)a$", "a\nb");
        h("(?m)^b", "a\nb");
        h("a|ab", "a");
        h("ab|a", "a");
        h("a(?=b)", "a");
        h("a(?!b)", "a");
        h("(a|b)*c", "abab");
        h("x", "");
        h("", "");
        h(".*", "abc");
        h("a.c", "abd");
        h("(\\w+)@(\\w+)", "me@host");
        h("foo|bar", "fo");
        h("\\w+\\s", "word");
        h("(?<=a)b", "ab");
    }
}
