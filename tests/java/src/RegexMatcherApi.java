import java.util.function.Predicate;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/* The Matcher API: groups by number and name, spans, reset, usePattern,
 * toMatchResult, toString, the predicates, and the exceptions. */
public class RegexMatcherApi {
    interface Action {
        Object run();
    }

    static void tryIt(String what, Action a) {
        try {
            System.out.println(what + " = " + a.run());
        } catch (RuntimeException e) {
            System.out.println(what + " threw " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        final Pattern p = Pattern.compile("(?<key>\\w+)=(?<val>\\d*)(;)?");
        final Matcher m = p.matcher("a=1;bb=;c=33");
        System.out.println(m);
        System.out.println("groupCount " + m.groupCount());
        tryIt("group() before match", new Action() { public Object run() { return m.group(); } });
        tryIt("start() before match", new Action() { public Object run() { return m.start(); } });
        tryIt("end(1) before match", new Action() { public Object run() { return m.end(1); } });
        tryIt("group(key) before match", new Action() { public Object run() { return m.group("key"); } });
        while (m.find()) {
            System.out.println(m.group() + " key=" + m.group("key") + "@" + m.start("key") + "-" + m.end("key")
                    + " val=" + m.group(2) + "@" + m.start(2) + "-" + m.end(2) + " semi=" + m.group(3)
                    + "@" + m.start(3) + "," + m.end(3));
            System.out.println("  " + m);
        }
        System.out.println(m);
        tryIt("group() after last find", new Action() { public Object run() { return m.group(); } });
        m.reset();
        System.out.println("find " + m.find() + " " + m.group());
        tryIt("group(4)", new Action() { public Object run() { return m.group(4); } });
        tryIt("group(-1)", new Action() { public Object run() { return m.group(-1); } });
        tryIt("start(9)", new Action() { public Object run() { return m.start(9); } });
        tryIt("group(nope)", new Action() { public Object run() { return m.group("nope"); } });
        tryIt("start(nope)", new Action() { public Object run() { return m.start("nope"); } });
        final MatchResult r = m.toMatchResult();
        m.find();
        System.out.println("result " + r.group() + " " + r.start() + " " + r.end() + " " + r.group(1) + " "
                + r.start(2) + " " + r.end(3) + " " + r.groupCount() + " now " + m.group());
        tryIt("result.group(5)", new Action() { public Object run() { return r.group(5); } });
        m.reset("x=9");
        System.out.println("matches " + m.matches() + " " + m.group(1) + " " + m.group(2));
        System.out.println("lookingAt " + Pattern.compile("a+").matcher("aab").lookingAt()
                + " " + Pattern.compile("b").matcher("aab").lookingAt()
                + " matches " + Pattern.compile("a+").matcher("aab").matches());
        final Matcher f = Pattern.compile("\\d").matcher("a1b2c3");
        System.out.println("find(3) " + f.find(3) + " " + f.start() + " next " + f.find() + " " + f.start());
        tryIt("find(7)", new Action() { public Object run() { return f.find(7); } });
        tryIt("find(-1)", new Action() { public Object run() { return f.find(-1); } });
        System.out.println("find(6) " + f.find(6));
        Matcher u = Pattern.compile("a").matcher("abab");
        u.find();
        u.usePattern(Pattern.compile("(b)"));
        System.out.println("usePattern " + u.groupCount() + " " + u.find() + " " + u.group(1) + " " + u.start());
        tryIt("usePattern(null)", new Action() { public Object run() { return m.usePattern(null); } });
        System.out.println(u.pattern());
        Matcher e = Pattern.compile("").matcher("ab");
        StringBuilder sb = new StringBuilder();
        while (e.find()) {
            sb.append(e.start()).append(' ');
        }
        System.out.println("empty finds " + sb);
        Matcher z = Pattern.compile("a*").matcher("baab");
        sb.setLength(0);
        while (z.find()) {
            sb.append('[').append(z.start()).append(',').append(z.end()).append(']');
        }
        System.out.println("a* finds " + sb + " " + z);
        Predicate<String> pr = Pattern.compile("\\d+").asPredicate();
        Predicate<String> mp = Pattern.compile("\\d+").asMatchPredicate();
        System.out.println("predicates " + pr.test("a1") + " " + pr.test("ab") + " " + mp.test("12") + " "
                + mp.test("a12"));
        System.out.println(Pattern.matches("a.c", "abc") + " " + Pattern.matches("a.c", "abcd"));
        System.out.println("abc".matches("[a-c]+") + " " + "abd".matches("[a-c]+"));
        StringBuilder cs = new StringBuilder("x1y22");
        Matcher c = Pattern.compile("\\d+").matcher(cs);
        while (c.find()) {
            System.out.println("charseq " + c.group());
        }
        Matcher g = Pattern.compile("(a)?b").matcher("b");
        System.out.println(g.matches() + " " + g.group(1) + " " + g.start(1) + " " + g.end(1));
        Matcher t = Pattern.compile("a(b)?").matcher("xaby");
        t.find();
        System.out.println(t + " hitEnd=" + t.hitEnd());
    }
}
