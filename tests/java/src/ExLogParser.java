import java.util.*;
import java.util.regex.*;

public class ExLogParser {
    static final String[] LOG = {
        "2024-03-01 12:00:01 INFO  [main] Server started on port 8080",
        "2024-03-01 12:00:05 WARN  [worker-1] Slow request: GET /api/users took 1532ms",
        "2024-03-01 12:00:07 ERROR [worker-2] Failed: POST /api/orders status=500 user=alice@example.com",
        "garbage line without structure",
        "2024-03-01 12:01:00 INFO  [worker-1] GET /index.html took 12ms",
        "2024-03-01 12:02:10 DEBUG [gc] pause 3ms",
        "2024-03-02 00:00:00 ERROR [worker-3] Failed: GET /api/items status=404 user=bob@test.org",
    };
    static final Pattern LINE = Pattern.compile(
        "^(?<date>\\d{4}-\\d{2}-\\d{2}) (?<time>[\\d:]{8}) (?<level>[A-Z]+)\\s+\\[(?<thread>[^\\]]+)\\] (?<msg>.*)$");
    static final Pattern REQ = Pattern.compile("(?<method>GET|POST|PUT) (?<path>/\\S*)");
    static final Pattern TOOK = Pattern.compile("took (\\d+)ms");
    static final Pattern EMAIL = Pattern.compile("([\\w.]+)@([\\w.]+)");

    public static void main(String[] args) {
        Map<String, Integer> byLevel = new TreeMap<>();
        List<String> paths = new ArrayList<>();
        long totalMs = 0;
        for (String l : LOG) {
            Matcher m = LINE.matcher(l);
            if (!m.matches()) { System.out.println("unparsed: '" + l + "'"); continue; }
            String level = m.group("level");
            byLevel.merge(level, 1, Integer::sum);
            String msg = m.group("msg");
            System.out.println(m.group("date") + "|" + m.group("time") + "|" + level + "|" + m.group("thread")
                + "|start=" + m.start("msg") + " end=" + m.end("msg"));
            Matcher r = REQ.matcher(msg);
            if (r.find()) paths.add(r.group("method") + ":" + r.group("path"));
            Matcher t = TOOK.matcher(msg);
            if (t.find()) totalMs += Long.parseLong(t.group(1));
            String masked = EMAIL.matcher(msg).replaceAll("***@$2");
            if (!masked.equals(msg)) System.out.println("  masked: " + masked);
        }
        System.out.println("levels=" + byLevel + " paths=" + paths + " totalMs=" + totalMs);
        // replaceAll with named references and escapes
        System.out.println("2024-03-01".replaceAll("(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)", "${d}/${m}/${y}"));
        System.out.println("a.b.c".replaceAll("\\.", "\\$"));
        System.out.println("cost 5 USD".replaceAll("(\\d+)", Matcher.quoteReplacement("$$1")));
        System.out.println("x1y22z333".replaceFirst("\\d+", "<$0>"));
        System.out.println("hello world".replaceAll("(\\w)(\\w*)", "$2$1ay"));
        try {
            "abc".replaceAll("(a)", "$2");
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            "abc".replaceAll("(a)", "${nope}");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        // split with limits
        String csv = "a,b,,c,,";
        for (int lim : new int[]{0, -1, 1, 2, 3, 10}) {
            System.out.println("limit " + lim + ": " + Arrays.toString(csv.split(",", lim)));
        }
        System.out.println(Arrays.toString("camelCaseStringHTTPServer".split("(?<=[a-z])(?=[A-Z])")));
        System.out.println(Arrays.toString("1234567".split("(?<=\\G...)")));
        System.out.println(Arrays.toString("key = value = more".split("\\s*=\\s*", 2)));
        System.out.println(Arrays.toString("".split(",")));
        System.out.println(Arrays.toString(",a".split(",")));
        System.out.println(Arrays.toString("abc".split("")));
        System.out.println(Arrays.toString(Pattern.compile("\\s+").split("  lead and trail  ")));
        // appendReplacement loop: uppercase levels
        Matcher m = Pattern.compile("\\b(info|warn|error)\\b", Pattern.CASE_INSENSITIVE).matcher("info: x; Warn: y; error!");
        StringBuffer sb = new StringBuffer();
        while (m.find()) m.appendReplacement(sb, m.group(1).toUpperCase() + "(" + m.start() + ")");
        m.appendTail(sb);
        System.out.println(sb);
        // lookarounds
        Matcher pw = Pattern.compile("^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?!.*\\s).{8,}$").matcher("");
        for (String s : new String[]{"Passw0rd", "password", "Pass w0rd", "Sh0rt", "LongEnough1a"}) {
            System.out.println(s + " -> " + pw.reset(s).matches());
        }
        Matcher num = Pattern.compile("(?<![\\d.])\\d+(?!\\.?\\d)").matcher("12 3.5 400 x7 .8");
        List<String> ints = new ArrayList<>();
        while (num.find()) ints.add(num.group());
        System.out.println("ints=" + ints);
        Matcher g = Pattern.compile("(a)?(b)").matcher("b");
        System.out.println(g.matches() + " " + g.group(1) + " " + g.start(1) + " " + g.groupCount());
    }
}
