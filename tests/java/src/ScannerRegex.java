import java.io.*;
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

/** Scanner with java.util.regex: Pattern overloads, match(), findWithinHorizon, tokens, findAll. */
public class ScannerRegex {
    static void show(MatchResult m) {
        StringBuilder sb = new StringBuilder("match " + m.group() + " groups=" + m.groupCount());
        for (int g = 1; g <= m.groupCount(); g++) {
            sb.append(" [").append(m.group(g)).append(']');
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner("a1b22c333d").useDelimiter(Pattern.compile("\\d+"));
        System.out.println(sc.delimiter() + " " + sc.tokens().collect(Collectors.toList()));
        System.out.println(new Scanner("x").delimiter());

        // String delimiters beyond the small matcher: lookahead, reluctant
        Scanner la = new Scanner("oneTwoThreeFour").useDelimiter("(?=[A-Z])");
        System.out.println(la.tokens().collect(Collectors.toList()) + " " + la.delimiter().pattern());
        Scanner rel = new Scanner("<a><bb><c>").useDelimiter("(?<=>)");
        while (rel.hasNext()) {
            System.out.print(rel.next() + ";");
        }
        System.out.println();

        Scanner s = new Scanner("key=value 42 abc12 end");
        System.out.println(s.hasNext(Pattern.compile("(\\w+)=(\\w+)")));
        System.out.println(s.next(Pattern.compile("(\\w+)=(\\w+)")));
        show(s.match());
        System.out.println(s.hasNextInt() + " " + s.nextInt());
        System.out.println(s.match().group() + " " + s.match().start() + " " + s.match().end());
        System.out.println(s.hasNext(Pattern.compile("\\d+")));
        try {
            s.next(Pattern.compile("\\d+"));
        } catch (InputMismatchException e) {
            System.out.println("mismatch " + s.next("([a-z]+)(\\d+)"));
            show(s.match());
        }
        System.out.println(s.findInLine(Pattern.compile("e(n)(d)")));
        show(s.match());
        System.out.println(s.findInLine(Pattern.compile("x")) + " " + s.hasNext());

        Scanner h = new Scanner("abc 123 def 4567\nghi 89");
        System.out.println(h.findWithinHorizon("\\d+", 0));
        System.out.println(h.match().start() + " " + h.match().end());
        System.out.println(h.findWithinHorizon(Pattern.compile("\\d+"), 5));
        System.out.println(h.findWithinHorizon(Pattern.compile("\\d{3,}"), 10));
        System.out.println(h.findWithinHorizon("(g)(h)(i)", 0));
        show(h.match());
        System.out.println(h.next() + " " + h.hasNext());
        try {
            h.findWithinHorizon("x", -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }

        Scanner f = new Scanner("x=1, y=22, z=333");
        System.out.println(f.findAll("(\\w)=(\\d+)").map(m -> m.group(1) + ":" + m.group(2) + "@" + m.start())
                .collect(Collectors.joining(" ")));
        System.out.println(f.hasNext());
        Scanner f2 = new Scanner("aa bb aa cc aa");
        System.out.println(f2.findAll(Pattern.compile("a+")).count());

        Scanner fresh = new Scanner("hello");
        try {
            fresh.match();
        } catch (IllegalStateException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println(fresh.nextLine());
        System.out.println(fresh.match().group() + " " + fresh.match().end());

        Scanner lines = new Scanner(new StringReader("l1\nl2\r\nl3"));
        System.out.println(lines.useDelimiter(Pattern.compile("\\R")).tokens().map(String::toUpperCase)
                .collect(Collectors.toList()));
        Scanner skip = new Scanner("   ###rest");
        System.out.println(skip.skip(Pattern.compile("\\s*#+")).next());
        try {
            new Scanner("a").useDelimiter("(");
        } catch (PatternSyntaxException e) {
            System.out.println("syntax " + e.getDescription());
        }
        Scanner closed = new Scanner("q");
        closed.close();
        try {
            closed.tokens();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
    }
}
