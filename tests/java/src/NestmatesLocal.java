import java.util.*;

public class NestmatesLocal {
    private int secret = 7;
    private static int counter;
    private String tag;

    private static String hidden(String s) { return "hidden(" + s + ")"; }
    private int bump() { return ++secret; }

    NestmatesLocal(String tag) { this.tag = tag; }

    class Inner {
        private int innerSecret = 100;
        int peek() { return secret + innerSecret; }
        void poke() { secret *= 2; counter++; }
        String outerTag() { return tag + "/" + NestmatesLocal.this.tag + "/" + hidden(tag); }
        class Deeper {
            private final int depth = 2;
            String all() { return secret + ":" + innerSecret + ":" + depth + ":" + bump(); }
        }
    }
    static class StaticNested {
        private final int v;
        private StaticNested(int v) { this.v = v; }
        int readOuter(NestmatesLocal o) { return o.secret + counter; }
    }
    interface Greeter { String greet(String who); }
    interface Counter { int next(); }

    Greeter greeter(final String greeting) {
        final int len = greeting.length();
        class Polite implements Greeter {
            private int calls;
            public String greet(String who) { calls++; return greeting + ", " + who + "! (" + len + "," + calls + "," + tag + "," + secret + ")"; }
        }
        return new Polite();
    }

    static Counter[] counters(int n) {
        Counter[] cs = new Counter[n];
        for (int i = 0; i < n; i++) {
            final int start = i * 10;
            int[] box = {start};
            cs[i] = new Counter() {
                int own = 0;
                public int next() { own++; return box[0]++ + own * 1000; }
            };
        }
        return cs;
    }

    public static void main(String[] args) {
        NestmatesLocal o = new NestmatesLocal("outer");
        NestmatesLocal.Inner in = o.new Inner();
        System.out.println(in.peek() + " " + in.outerTag());
        in.poke();
        System.out.println(o.secret + " " + counter + " " + in.innerSecret);
        NestmatesLocal.Inner.Deeper d = in.new Deeper();
        System.out.println(d.all() + " " + d.all() + " " + o.secret);
        StaticNested sn = new StaticNested(5);
        System.out.println(sn.v + " " + sn.readOuter(o) + " " + hidden("x"));
        Greeter g = o.greeter("Hello");
        System.out.println(g.greet("world"));
        o.secret = -1;
        System.out.println(g.greet("again"));
        System.out.println(g.getClass().getName() + " " + g.getClass().getSimpleName() + " " + g.getClass().isLocalClass() + " " + g.getClass().isAnonymousClass() + " " + g.getClass().isMemberClass());
        Counter[] cs = counters(3);
        StringBuilder sb = new StringBuilder();
        for (int round = 0; round < 3; round++) for (Counter c : cs) sb.append(c.next()).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println(cs[0].getClass().getName() + " anon=" + cs[0].getClass().isAnonymousClass() + " simple='" + cs[0].getClass().getSimpleName() + "'");
        System.out.println(Inner.class.getName() + " " + Inner.Deeper.class.getName() + " " + Inner.Deeper.class.getSimpleName() + " " + Inner.class.getDeclaringClass().getSimpleName() + " " + Inner.class.isMemberClass() + " " + Inner.Deeper.class.getEnclosingClass().getSimpleName());
        // local class capturing loop variable copies, effectively final
        List<Runnable> tasks = new ArrayList<Runnable>();
        final StringBuilder out = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            final int copy = i;
            String label = "t" + i;
            tasks.add(new Runnable() { public void run() { out.append(label).append('=').append(copy * copy).append(' '); } });
        }
        for (String s : new String[] {"x", "y"}) tasks.add(new Runnable() { public void run() { out.append(s.toUpperCase()).append(' '); } });
        for (Runnable r : tasks) r.run();
        System.out.println(out.toString().trim());
        // local class with static-like behaviour via outer static
        class Acc {
            int total;
            Acc add(int v) { total += v; counter += v; return this; }
        }
        Acc acc = new Acc().add(3).add(4);
        System.out.println(acc.total + " " + counter + " " + acc.getClass().getName());
        // anonymous subclass of a class with constructor args and instance initializer
        List<String> list = new ArrayList<String>(Arrays.asList("seed")) {
            { add("init-block"); add(0, "first"); }
            @Override public boolean add(String s) { return super.add(s.toUpperCase()); }
        };
        list.add("late");
        System.out.println(list + " " + list.getClass().getSuperclass().getSimpleName());
        Object lock = new Object() { @Override public String toString() { return "custom lock " + secretOf(o); } };
        System.out.println(lock);
        System.out.println(new NestmatesLocal("second").new Inner().new Deeper().all());
    }
    private static int secretOf(NestmatesLocal n) { return n.secret; }
}
