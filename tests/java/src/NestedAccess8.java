public class NestedAccess8 {
    private int value = 1;
    private static int svalue = 10;
    private static String secret() { return "outer-secret"; }
    private int twice() { return value * 2; }

    private class Inner {
        private int own = 5;
        private int readOuter() { return value + svalue; }
        private void writeOuter() { value += 100; svalue++; }
    }

    private static class Nested {
        private final String tag;
        private Nested(String t) { tag = t; }
        private static String shout(String s) { return s.toUpperCase() + "!"; }
    }

    interface Op { int run(int x); }

    public static void main(String[] args) {
        NestedAccess8 o = new NestedAccess8();
        Inner in = o.new Inner();
        System.out.println("inner reads outer " + in.readOuter());
        in.writeOuter();
        System.out.println("after write " + o.value + " " + svalue + " own " + in.own + " twice " + o.twice());
        in.own++;
        in.own += 10;
        System.out.println("outer writes inner private " + in.own);
        Nested n = new Nested("t");
        System.out.println(Nested.shout(n.tag) + " " + secret());
        final int base = 3;
        Op anon = new Op() {
            private int calls;
            public int run(int x) { calls++; return x * base + o.value + calls; }
        };
        System.out.println("anon " + anon.run(1) + " " + anon.run(2));
        class Local {
            private int l = svalue;
            int get() { return l + o.twice(); }
        }
        Local loc = new Local();
        loc.l += 1;
        System.out.println("local " + loc.get() + " " + loc.l);
    }
}
