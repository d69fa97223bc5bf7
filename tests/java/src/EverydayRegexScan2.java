// Regular expressions and Scanner the way parsers, log scrapers and Advent-of-Code
// solutions use them, compared with the JDK.
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

public class EverydayRegexScan2 {
    public static void main(String[] args) {
        named(); lookaround(); replace(); splits(); flags(); matcherApi(); aoc(); scanner(); errors();
    }

    static void named() {
        Pattern p = Pattern.compile("(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})");
        Matcher m = p.matcher("Dates: 2021-03-04, 1999-12-31 and 2000-01-01.");
        while (m.find())
            System.out.println(m.group("day") + "/" + m.group("month") + "/" + m.group("year") + " at " + m.start("year") + "-" + m.end("day") + " " + m.group());
        System.out.println(p.matcher("2021-03-04").replaceAll("${day}.${month}.${year}"));
        Pattern kv = Pattern.compile("(?<key>\\w+)\\s*=\\s*(?<val>\"[^\"]*\"|\\S+)");
        Matcher km = kv.matcher("name = \"John Smith\" age=42 city= Paris");
        Map<String, String> map = new LinkedHashMap<>();
        while (km.find()) map.put(km.group("key"), km.group("val"));
        System.out.println(map);
        Matcher r = Pattern.compile("(a)|(b)").matcher("b");
        System.out.println(r.matches() + " " + r.group(1) + " " + r.group(2) + " " + r.start(1) + " " + r.groupCount());
        try { p.matcher("2021-03-04").group("year"); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        Matcher m2 = p.matcher("2021-03-04"); m2.matches();
        try { m2.group("nope"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        System.out.println(Pattern.compile("(\\w)\\1").matcher("hello bookkeeper").results().map(MatchResult::group).collect(Collectors.toList()));
        System.out.println(Pattern.compile("(?<x>a)(?:b)(?<y>c)?").matcher("ab").replaceAll("[${x}|$2]"));
    }

    static void lookaround() {
        System.out.println("1234567890".replaceAll("(?<=\\d)(?=(\\d{3})+$)", ","));
        System.out.println("password1".matches("^(?=.*\\d)(?=.*[a-z]).{8,}$") + " " + "password".matches("^(?=.*\\d)(?=.*[a-z]).{8,}$"));
        System.out.println(Arrays.toString("camelCaseStringHTTPServer".split("(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")));
        System.out.println(Pattern.compile("\\b\\w+(?!ing\\b)\\b").matcher("going walking run").results().map(MatchResult::group).toList());
        System.out.println("foo.bar(baz).qux".replaceAll("(?<!\\()\\b(\\w+)\\b(?!\\))", "<$1>"));
        System.out.println(Pattern.compile("(?<=\\$)\\d+(\\.\\d\\d)?").matcher("cost $12.50 or $7, not 9").results().map(MatchResult::group).toList());
        System.out.println("aaa bbb".replaceAll("(?<![a])b", "X") + " " + "abcabc".replaceAll("(?<=a)b(?=c)", "_"));
    }

    static void replace() {
        System.out.println("John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));
        System.out.println("a.b.c".replaceAll("\\.", "\\$") + " " + "x".replaceAll("x", Matcher.quoteReplacement("$1\\")));
        System.out.println("hello world".replaceFirst("o", "0") + " " + "aaa".replaceAll("a*", "X") + " " + "abc".replaceAll("", "-"));
        Matcher m = Pattern.compile("\\d+").matcher("a1b22c333");
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, String.valueOf(Integer.parseInt(m.group()) * 2));
        m.appendTail(sb);
        System.out.println(sb);
        System.out.println(Pattern.compile("\\b(\\w)(\\w*)").matcher("the quick brown fox").replaceAll(mr -> mr.group(1).toUpperCase() + mr.group(2)));
        try { "abc".replaceAll("b", "$2"); } catch (IndexOutOfBoundsException e) { System.out.println("IOOBE " + e.getMessage()); }
        try { "abc".replaceAll("b", "\\"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { "abc".replaceAll("b", "${nm}"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        System.out.println("tab\there".replaceAll("\\s+", " ") + " " + "A1B2".replaceAll("[^0-9]", "") + " " + "x+y".replace("+", "\\+"));
        System.out.println(Pattern.quote("a.b") + " " + "a.b".matches(Pattern.quote("a.b")) + " " + "axb".matches(Pattern.quote("a.b")));
    }

    static void splits() {
        String s = "a:b::c:";
        for (int lim : new int[]{-1, 0, 1, 2, 3, 10})
            System.out.println(lim + " " + Arrays.toString(s.split(":", lim)));
        System.out.println(Arrays.toString(" a  b c ".split("\\s+")) + " " + Arrays.toString(" a  b c ".trim().split("\\s+")));
        System.out.println(Arrays.toString("abc".split("")) + " " + Arrays.toString("".split(",")) + " " + "".split(",").length);
        System.out.println(Arrays.toString("1,2;3 4".split("[,; ]")) + " " + Arrays.toString("a1b2c3".split("(?<=\\d)")));
        System.out.println(Pattern.compile(",").splitAsStream("x,y,,z").toList() + " " + Arrays.toString(Pattern.compile("\\|").split("p|q|", 0)));
        System.out.println(Arrays.toString("key=value=more".split("=", 2)) + " " + Arrays.toString("a||b".split("|")));
        System.out.println(Arrays.toString("2024-01-15T10:30".split("[-T:]")));
    }

    static void flags() {
        System.out.println(Pattern.compile("hello", Pattern.CASE_INSENSITIVE).matcher("Say HELLO").find() + " " + "HeLLo".matches("(?i)hello"));
        Pattern ml = Pattern.compile("^(\\w+):", Pattern.MULTILINE);
        System.out.println(ml.matcher("a: 1\nbb: 2\nccc: 3").results().map(r -> r.group(1)).toList());
        System.out.println(Pattern.compile("a.b", Pattern.DOTALL).matcher("a\nb").matches() + " " + Pattern.compile("a.b").matcher("a\nb").matches() + " " + "a\nb".matches("(?s)a.b"));
        Pattern cm = Pattern.compile("""
            (\\d+)   # number
            \\s*     # spaces
            ([a-z]+) # unit
            """, Pattern.COMMENTS);
        Matcher m = cm.matcher("12 kg"); System.out.println(m.matches() + " " + m.group(1) + " " + m.group(2));
        System.out.println(Pattern.compile("ÄB", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE).matcher("äb").matches() + " " + Pattern.compile("ÄB", Pattern.CASE_INSENSITIVE).matcher("äb").matches());
        System.out.println(Pattern.compile("a+b", Pattern.LITERAL).matcher("xa+by").find() + " " + Pattern.compile("x", Pattern.MULTILINE | Pattern.DOTALL).flags() + " " + Pattern.compile("(?i)x").flags());
        System.out.println("Line1\r\nLine2".split("\\R").length + " " + "abc\n".matches("abc$") + " " + Pattern.compile("abc$").matcher("abc\n").find() + " " + Pattern.compile("\\z").matcher("ab\n").find());
        System.out.println("été".matches("\\w+") + " " + Pattern.compile("\\w+", Pattern.UNICODE_CHARACTER_CLASS).matcher("été").matches() + " " + "Ünïcödé".matches("\\p{L}+") + " " + "ab12".matches("\\p{Alnum}+") + " " + "x".matches("\\p{Lu}"));
        System.out.println(Pattern.compile("(?i:A)b").matcher("ab").matches() + " " + Pattern.compile("(?i:A)b").matcher("aB").matches() + " " + Pattern.compile("a(?-i)b", Pattern.CASE_INSENSITIVE).matcher("Ab").matches());
    }

    static void matcherApi() {
        Matcher m = Pattern.compile("(\\d+)([a-z]?)").matcher("10a 20 30b");
        System.out.println(m.lookingAt() + " " + m.group() + " " + m.hitEnd());
        m.reset();
        int n = 0;
        while (m.find()) n += Integer.parseInt(m.group(1));
        System.out.println(n + " " + m.reset("5x").matches() + " " + m.group(2) + " " + m.toMatchResult().group(1));
        System.out.println(m.reset("10a 20 30b").region(4, 6).find() + " " + m.group() + " " + m.regionStart() + " " + m.regionEnd());
        System.out.println(Pattern.matches("[a-c]+", "abcab") + " " + Pattern.compile("x*").matcher("").matches() + " " + Pattern.compile("b").matcher("abc").find(2));
        Matcher g = Pattern.compile("(a)?(b)").matcher("b"); g.find();
        System.out.println(g.start(1) + " " + g.end(1) + " " + g.group(1) + " " + g.start(2));
        System.out.println(Pattern.compile("o").matcher("foo boo").results().count() + " " + Pattern.compile("[aeiou]").matcher("education").results().map(MatchResult::start).toList());
        System.out.println(Pattern.compile("^\\s*$").asPredicate().test("   ") + " " + Pattern.compile("\\d").asMatchPredicate().test("12") + " " + Pattern.compile("\\d+").pattern() + " " + Pattern.compile("x").toString());
        System.out.println(Stream.of("apple", "bob", "cat", "abba").filter(Pattern.compile("^(.)(.).?\\2\\1$|^(.).?\\3$").asPredicate()).toList());
        System.out.println(Pattern.compile("a{2,3}?").matcher("aaaa").results().map(MatchResult::group).toList() + " " + Pattern.compile("a++a").matcher("aaa").find() + " " + Pattern.compile("(?>a|ab)c").matcher("abc").find());
    }

    static void aoc() {
        String input = """
            move 3 from 1 to 2
            move 10 from 2 to 7
            Sensor at x=2, y=18: closest beacon is at x=-2, y=15
            #1 @ 1,3: 4x4
            #2 @ 3,1: 4x4
            Game 1: 3 blue, 4 red; 1 red, 2 green, 6 blue; 2 green
            """;
        Pattern move = Pattern.compile("move (\\d+) from (\\d+) to (\\d+)");
        Pattern sensor = Pattern.compile("Sensor at x=(-?\\d+), y=(-?\\d+): closest beacon is at x=(-?\\d+), y=(-?\\d+)");
        Pattern claim = Pattern.compile("#(\\d+) @ (\\d+),(\\d+): (\\d+)x(\\d+)");
        for (String line : input.lines().toList()) {
            Matcher m;
            if ((m = move.matcher(line)).matches()) System.out.println("move " + m.group(1) + "/" + m.group(2) + "/" + m.group(3));
            else if ((m = sensor.matcher(line)).matches()) {
                int sx = Integer.parseInt(m.group(1)), sy = Integer.parseInt(m.group(2)), bx = Integer.parseInt(m.group(3)), by = Integer.parseInt(m.group(4));
                System.out.println("sensor dist " + (Math.abs(sx - bx) + Math.abs(sy - by)));
            } else if ((m = claim.matcher(line)).matches()) System.out.println("claim " + IntStream.rangeClosed(1, 5).mapToObj(m::group).toList());
            else if (line.startsWith("Game")) {
                String[] parts = line.split(": ", 2);
                int id = Integer.parseInt(parts[0].substring(5));
                Map<String, Integer> max = new TreeMap<>();
                for (String round : parts[1].split("; "))
                    for (String cube : round.split(", ")) {
                        String[] kv = cube.split(" ");
                        max.merge(kv[1], Integer.parseInt(kv[0]), Math::max);
                    }
                System.out.println("game " + id + " " + max);
            }
        }
        List<Integer> nums = Pattern.compile("-?\\d+").matcher("x=-12, y=7..19 z=+3").results().map(r -> Integer.parseInt(r.group())).toList();
        System.out.println(nums);
        char[][] grid = """
            ..#.
            #..#
            .##.""".lines().map(String::toCharArray).toArray(char[][]::new);
        System.out.println(grid.length + "x" + grid[0].length + " " + Arrays.stream(grid).mapToLong(r -> new String(r).chars().filter(c -> c == '#').count()).sum());
    }

    static void scanner() {
        Scanner sc = new Scanner("3\n1 2 3\nhello world\n4.5 true 0x1F\nlast line here\n");
        int n = sc.nextInt();
        int sum = 0; for (int i = 0; i < n; i++) sum += sc.nextInt();
        System.out.println("n=" + n + " sum=" + sum + " rest=[" + sc.nextLine() + "]");
        System.out.println("line=[" + sc.nextLine() + "] " + sc.nextDouble() + " " + sc.nextBoolean() + " " + sc.hasNextInt() + " " + sc.hasNextInt(16) + " " + sc.next());
        sc.nextLine();
        System.out.println(sc.hasNextLine() + " [" + sc.nextLine() + "] " + sc.hasNextLine() + " " + sc.hasNext());
        try { sc.next(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        Scanner s2 = new Scanner("a,b,,c").useDelimiter(",");
        List<String> toks = new ArrayList<>(); while (s2.hasNext()) toks.add(s2.next());
        System.out.println(toks);
        Scanner s3 = new Scanner("12 abc 3.5 9999999999 -7");
        try { s3.nextInt(); s3.nextInt(); } catch (InputMismatchException e) { System.out.println("IME " + e.getMessage() + " next=" + s3.next()); }
        System.out.println(s3.hasNextDouble() + " " + s3.nextDouble() + " " + s3.hasNextInt() + " " + s3.hasNextLong() + " " + s3.nextLong() + " " + s3.nextInt());
        Scanner s4 = new Scanner("1,234 5.678,9");
        s4.useLocale(Locale.US);
        System.out.println(s4.nextInt() + " " + s4.next());
        Scanner s5 = new Scanner("x=1;y=22;z=333");
        System.out.println(s5.findInLine("y=(\\d+)") + " " + s5.match().group(1) + " " + s5.next());
        System.out.println(new Scanner("one two three").tokens().map(String::toUpperCase).toList() + " " + new Scanner("a1b22c").findAll("\\d+").map(MatchResult::group).toList());
        Scanner s6 = new Scanner("  42  \n\n  next  ");
        System.out.println(s6.nextInt() + " [" + s6.nextLine() + "] [" + s6.nextLine() + "] [" + s6.nextLine() + "]");
        Scanner s7 = new Scanner("5 apples 3 oranges").useDelimiter("\\s*(apples|oranges)?\\s*");
        System.out.println(s7.nextInt() + " " + s7.nextInt());
        Scanner s8 = new Scanner("true FALSE yes 1");
        System.out.println(s8.nextBoolean() + " " + s8.nextBoolean() + " " + s8.hasNextBoolean() + " " + s8.skip("\\s*yes").nextInt());
        Scanner s9 = new Scanner("10 0b 077 -0");
        System.out.println(s9.nextInt(2) + " " + s9.hasNextInt(2) + " " + s9.next() + " " + s9.nextInt(8) + " " + s9.nextInt());
    }

    static void errors() {
        String[] bad = {"(", "[a-", "a{2,1}", "*a", "(?<1a>x)", "\\k<nope>", "a)", "(?<n>a)(?<n>b)", "x{", "\\p{Foo}"};
        for (String b : bad) {
            try { Pattern.compile(b); System.out.println(b + " ok"); }
            catch (PatternSyntaxException e) { System.out.println(e.getDescription() + " | " + e.getIndex() + " | " + e.getPattern() + "\n" + e.getMessage()); }
        }
    }
}
