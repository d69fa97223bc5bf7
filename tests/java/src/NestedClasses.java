import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

public class NestedClasses {
    private int secret = 7;
    private static String staticSecret = "s3";

    private int bump() { return ++secret; }

    class Inner {
        private int own = 100;
        int peek() { return secret + own; }
        int callOuter() { return bump(); }
        class Deeper {
            int all() { return secret + own + 1000; }
        }
    }

    static class StaticNested {
        private final String tag;
        StaticNested(String t) { tag = t; }
        String read(NestedClasses o) { return tag + ":" + o.secret + ":" + staticSecret; }
        private static int hidden() { return 99; }
    }

    interface Visitor { String visit(int x); }

    Iterator<Integer> range(final int from, final int to) {
        return new Iterator<Integer>() {
            int cur = from;
            public boolean hasNext() { return cur < to; }
            public Integer next() { secret++; return cur++; }
        };
    }

    public static void main(String[] args) {
        NestedClasses o = new NestedClasses();
        NestedClasses.Inner in = o.new Inner();
        System.out.println("inner peek " + in.peek());
        System.out.println("inner callOuter " + in.callOuter() + " secret now " + o.secret);
        NestedClasses.Inner.Deeper d = in.new Deeper();
        System.out.println("deeper " + d.all());
        System.out.println("outer reads inner private " + in.own);
        StaticNested sn = new StaticNested("tag");
        System.out.println(sn.read(o) + " " + StaticNested.hidden() + " " + sn.tag);
        final int base = 5;
        class Local implements Visitor {
            final int mult;
            Local(int m) { mult = m; }
            public String visit(int x) { return "L" + (x * mult + base); }
        }
        List<Visitor> vs = new ArrayList<>();
        vs.add(new Local(2));
        vs.add(new Local(3));
        vs.add(new Visitor() {
            public String visit(int x) { return "anon" + (x + base + o.secret); }
        });
        for (Visitor v : vs) System.out.println(v.visit(10));
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = o.range(3, 8); it.hasNext(); ) sb.append(it.next()).append(' ');
        System.out.println("range " + sb + "secret " + o.secret);
        System.out.println("names: " + Inner.class.getName() + " " + StaticNested.class.getName() + " " + Local.class.getName()
            + " " + Inner.Deeper.class.getName());
        System.out.println("simple: " + Inner.class.getSimpleName() + " " + Local.class.getSimpleName());
        Runnable r = new Runnable() {
            int calls;
            public void run() { calls++; staticSecret = staticSecret + calls; }
        };
        r.run();
        r.run();
        System.out.println("staticSecret " + staticSecret);
    }
}
