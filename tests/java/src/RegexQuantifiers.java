import java.util.regex.Matcher;
import java.util.regex.Pattern;

/* Quantifiers, groups of every kind and back references. */
public class RegexQuantifiers {
    static void show(String regex, String input) {
        Matcher m = Pattern.compile(regex).matcher(input);
        StringBuilder sb = new StringBuilder();
        sb.append(regex).append(" on \"").append(input).append("\":");
        int n = 0;
        while (m.find() && n++ < 10) {
            sb.append(" {").append(m.start()).append(',').append(m.end());
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(' ').append(g).append('=').append(m.group(g));
            }
            sb.append('}');
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        show("a*", "baaab");
        show("a+", "baaab");
        show("a?", "baab");
        show("a{2}", "aaaaa");
        show("a{2,}", "aaaaa b aa");
        show("a{1,3}", "aaaaa");
        show("a{0}", "aa");
        show("a*?b", "aaab");
        show("a+?", "aaa");
        show("a??b", "ab b");
        show("a{2,3}?", "aaaaa");
        show("a*+a", "aaaa");
        show("a++b", "aaab");
        show("a?+a", "a aa");
        show("<.+>", "<a><b>");
        show("<.+?>", "<a><b>");
        show("<[^>]*+>", "<a><b>");
        show("(ab)+", "ababab abab");
        show("(ab)*?c", "ababc");
        show("(a|ab)(c|bcd)(d*)", "abcd");
        show("(a|b)*c", "abababc abc");
        show("(a*)*b", "aaab");
        show("(a*)+b", "aaab");
        show("(a?)*", "aa");
        show("(a|b|)+", "ab");
        show("((a)|b)+", "ab");
        show("(a)|b", "ab");
        show("(?:a|b)+(c)", "abbc");
        show("(?<year>\\d{4})-(?<month>\\d\\d)", "on 2024-05 and 1999-12");
        show("(\\w)\\1", "hello book keeper");
        show("(\\w+) \\1", "the the cat sat sat");
        show("(?<w>\\w)\\k<w>", "aabbcd");
        show("(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\10", "abcdefghijj");
        show("(a)\\10", "aa0");
        show("(?>a+)b", "aaab");
        show("(?>a|ab)c", "abc ac");
        show("(?>x+)x", "xxx");
        show("(\\d+)(?:px|em)", "10px 2em 3pt");
        show("(a(b(c)))", "abc");
        show("((a)|(b))*", "ab");
        show("(a){2,3}", "aaaa");
        show("(ab|a)(bc|c)?", "abc");
        show("x(a|b)?+y", "xay xy");
        show("(.)(?=.\\1)", "abab");
        show("([a-c])\\1*", "aabbbc");
        show("(?:(a)|(b))+", "ab");
        show("(a+|b+)*?c", "aabbc");
        show("\\b(\\w+)(?:\\s+\\1\\b)+", "this is is a test test test ok");
        show("(?i)(a)\\1", "aA Aa");
        show("a{3}+", "aaaaaaa");
        show("(x?)*y", "xxy");
    }
}
