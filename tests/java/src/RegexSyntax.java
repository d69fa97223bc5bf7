import java.util.regex.Matcher;
import java.util.regex.Pattern;

/* Character classes, predefined classes, properties and escapes. */
public class RegexSyntax {
    static void all(String regex, String input) {
        Matcher m = Pattern.compile(regex).matcher(input);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            sb.append('[').append(m.group()).append(']');
        }
        System.out.println(regex + " on \"" + input + "\": " + sb);
    }

    static void test(String regex, String input) {
        System.out.println(regex + " matches \"" + input + "\": " + Pattern.matches(regex, input));
    }

    public static void main(String[] args) {
        String text = "Hello, World! 42 apples_and 7 pears; x-y=z \t tab\u00e9\u00c9\u03b1\u0660";
        all("[aeiou]", text);
        all("[^a-zA-Z ]+", text);
        all("[a-z&&[^aeiou]]+", text);
        all("[a-z&&def]", "abcdefg");
        all("[\\w&&[^\\d_]]+", text);
        all("[abc[x-z]]", "abcdxyzw");
        all("[^abc[x-z]]", "abcdxyzw");
        all("[a-c&&b-d&&c-e]", "abcde");
        all("[]a]", "a]b");
        all("[a-]", "a-b");
        all("[-a]", "a-b");
        all("[\\[\\]]", "a[b]c");
        all("\\d+", text);
        all("\\D+", "a1b22c");
        all("\\w+", text);
        all("\\W+", text);
        all("\\s+", text);
        all("\\S+", "a b\tc");
        all("\\h", "a b\tc\u00a0d\ne");
        all("\\v", "a\nb\u000bc\rd");
        all("\\p{Lower}+", text);
        all("\\p{Upper}", text);
        all("\\p{Alpha}+", text);
        all("\\p{Digit}", text);
        all("\\p{Alnum}+", text);
        all("\\p{Punct}", text);
        all("\\p{Graph}+", "a b!c");
        all("\\p{Blank}", text);
        all("\\p{XDigit}+", "0x1F gg abc");
        all("\\p{Space}", "a b\nc");
        all("\\p{Cntrl}", "a\tb\u0001c");
        all("\\p{ASCII}+", text);
        all("\\p{L}+", text);
        all("\\p{Lu}", text);
        all("\\p{IsL}+", text);
        all("\\p{IsLu}", text);
        all("\\pL+", text);
        all("\\PL+", text);
        all("\\p{N}", text);
        all("\\p{Nd}", text);
        all("\\p{P}", text);
        all("\\p{gc=Ll}+", text);
        all("\\p{IsAlphabetic}+", text);
        all("\\p{IsDigit}", text);
        all("\\p{javaLowerCase}+", text);
        all("\\p{javaUpperCase}", text);
        all("\\p{javaWhitespace}+", text);
        all("\\p{javaLetterOrDigit}+", text);
        all("[\\p{L}&&[^\\p{Lu}]]+", text);
        all("[^\\p{L}\\s]+", text);
        all(".", "a\nb\r\u0085c\u2028d");
        all("\\t\\x41\\u0042\\0103\\x{44}\\cI", "\tABCD\t");
        all("\\Q.*\\E+", "a.*.*b");
        all("\\Qa[b\\E", "xa[by");
        all("\\.\\$\\^\\{\\}\\(\\)\\|\\*\\+\\?\\\\", ".$^{}()|*+?\\");
        all("\\e\\a\\f", "\u001b\u0007\f");
        all("\\R", "a\r\nb\nc\rd\u2029");
        all("[\\x41-\\x43]", "ABCD");
        all("[\\u0041-\\u0043]+", "xABCDx");
        all("\\uD83D\\uDE00|.", "a\uD83D\uDE00b");
        all("[\\x{1F600}-\\x{1F64F}]", "a\uD83D\uDE00b\uD83D\uDE4Fc");
        test("[a-z]+", "hello");
        test("[a-z]+", "Hello");
        test("\\p{Alpha}*\\d{3}", "abc123");
        test("[^\\n]*", "abc");
        test(".*", "a\nb");
        test("\\0141\\0142", "ab");
        test("[\\p{Digit}\\p{Punct}]+", "12.5!");
    }
}
