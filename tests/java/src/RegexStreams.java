import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/* Pattern.splitAsStream and Matcher.results(): the pieces and matches as
 * streams, laziness with limit, and where results() starts after find(). */
public class RegexStreams {
    public static void main(String[] args) {
        Pattern comma = Pattern.compile("\\s*,\\s*");
        System.out.println(comma.splitAsStream("a , b,c ,, d,,").collect(Collectors.toList()));
        System.out.println(comma.splitAsStream("").count());
        System.out.println(comma.splitAsStream(",x").collect(Collectors.joining("|")));
        System.out.println(Pattern.compile("").splitAsStream("abc").collect(Collectors.toList()));

        Pattern word = Pattern.compile("(\\w)(\\w*)");
        Matcher m = word.matcher("the quick brown fox jumps");
        List<String> caps = m.results()
                .map(r -> r.group(1).toUpperCase() + r.group(2) + "@" + r.start())
                .collect(Collectors.toList());
        System.out.println(caps);

        Matcher m2 = word.matcher("one two three four");
        m2.find();
        System.out.println("after find: " + m2.results().map(MatchResult::group).collect(Collectors.toList()));

        Matcher m3 = Pattern.compile("\\d+").matcher("1 22 333 4444 55555");
        System.out.println(m3.results().limit(2).map(r -> r.group()).collect(Collectors.joining(",")));
        System.out.println("then find: " + m3.find() + " " + m3.group());
        System.out.println(Pattern.compile("x").matcher("abc").results().count());
    }
}
