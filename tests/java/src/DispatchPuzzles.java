import java.util.*;

public class DispatchPuzzles {
    static class A {
        String name = "A.name";
        static String stat() { return "A.stat"; }
        String who() { return "A.who"; }
        String callWho() { return "A.callWho->" + who() + "/" + name; }
        String over(Object o) { return "A.over(Object)"; }
        String over(String s) { return "A.over(String)"; }
        private String priv() { return "A.priv"; }
        String callPriv() { return priv(); }
        A self() { return this; }
    }
    static class B extends A {
        String name = "B.name";
        static String stat() { return "B.stat"; }
        @Override String who() { return "B.who"; }
        String over(Object o) { return "B.over(Object)"; }
        String over(Integer i) { return "B.over(Integer)"; }
        String priv() { return "B.priv"; }
        @Override B self() { return this; }
        String supers() { return super.who() + "|" + super.name + "|" + ((A) this).name + "|" + this.name; }
    }
    static class C extends B {
        String name = "C.name";
        @Override String who() { return "C.who"; }
        String chain() { return super.supers() + "|" + super.who(); }
    }

    interface Left { default String m() { return "Left.m"; } }
    interface Right { default String m() { return "Right.m"; } }
    interface Bottom extends Left, Right {
        default String m() { return "Bottom(" + Left.super.m() + "," + Right.super.m() + ")"; }
    }
    static class Diamond implements Left, Right {
        public String m() { return "Diamond[" + Left.super.m() + "+" + Right.super.m() + "]"; }
    }
    static class Deep implements Bottom { }
    static class DeepOverride implements Bottom {
        public String m() { return "DeepOverride<" + Bottom.super.m() + ">"; }
    }
    interface Named { String NAME = "Named.NAME"; default String describe() { return "Named:" + getClass().getSimpleName(); } }
    static abstract class Base implements Named {
        public String describe() { return "Base:" + Named.super.describe(); }
    }
    static class Leaf extends Base implements Named { }

    static String poly(Object o) { return "poly(Object)"; }
    static String poly(long l) { return "poly(long)"; }
    static String poly(Integer i) { return "poly(Integer)"; }
    static String poly(int... xs) { return "poly(int...)"; }
    static String poly2(long l) { return "poly2(long)"; }
    static String poly2(Object o) { return "poly2(Object)"; }
    static String poly3(double d) { return "poly3(double)"; }
    static String poly3(Object... o) { return "poly3(Object...)"; }
    static String poly4(char c) { return "poly4(char)"; }
    static String poly4(int i) { return "poly4(int)"; }

    static class Init {
        static StringBuilder log = new StringBuilder();
        Init() { log.append("Init();"); show(); }
        void show() { log.append("Init.show;"); }
    }
    static class InitSub extends Init {
        final int x = 7;            // constant: visible even during super()
        int y = 8;                  // not yet assigned during super()
        String s = "set";
        InitSub() { super(); log.append("InitSub() y=" + y + ";"); }
        @Override void show() { log.append("InitSub.show x=" + x + " y=" + y + " s=" + s + ";"); }
    }

    public static void main(String[] args) {
        A a = new C();
        B b = (B) a;
        C c = (C) a;
        System.out.println(a.who() + " " + a.name + " " + b.name + " " + c.name + " " + ((A) c).name);
        System.out.println(a.callWho());
        System.out.println(A.stat() + " " + B.stat() + " " + b.supers());
        System.out.println(c.chain());
        System.out.println(a.over("s") + " " + a.over(1) + " " + b.over(1) + " " + b.over("s") + " " + b.over((Object) "s"));
        System.out.println(a.callPriv() + " " + b.priv() + " " + a.self().getClass().getSimpleName() + " " + b.self().name);
        System.out.println(new Diamond().m());
        System.out.println(new Deep().m());
        System.out.println(new DeepOverride().m());
        System.out.println(new Leaf().describe() + " " + Named.NAME + " " + Leaf.NAME);
        byte by = 1; short sh = 2; char ch = 'c'; long lg = 4;
        System.out.println(poly(1) + " " + poly(lg) + " " + poly(by) + " " + poly(sh) + " " + poly(ch) + " " + poly("s") + " " + poly() + " " + poly(1, 2));
        System.out.println(poly2(1) + " " + poly2(Integer.valueOf(1)) + " " + poly2('x') + " " + poly2(1.0f));
        System.out.println(poly3(1) + " " + poly3(1L) + " " + poly3("x") + " " + poly3(1.5f) + " " + poly3());
        System.out.println(poly4('a') + " " + poly4(97) + " " + poly4((char) 97) + " " + poly4(by) + " " + poly4('a' + 1));
        new InitSub();
        System.out.println(Init.log);
        Object[] things = {new A(), new B(), new C(), "str", 42, null};
        for (Object o : things) {
            String kind;
            if (o instanceof C) kind = "C";
            else if (o instanceof B) kind = "B";
            else if (o instanceof A) kind = "A";
            else if (o instanceof Comparable) kind = "Comparable " + o.getClass().getSimpleName();
            else kind = "other";
            System.out.println(kind + " " + (o instanceof A ? ((A) o).who() + " " + ((A) o).callWho() : String.valueOf(o)));
        }
        List<A> list = new ArrayList<A>();
        list.add(new A()); list.add(new B()); list.add(new C());
        StringBuilder sb = new StringBuilder();
        for (A x : list) sb.append(x.over(x)).append(' ').append(x.over((Object) x.name)).append(' ').append(x.over(x.name)).append("; ");
        System.out.println(sb);
        try {
            Object o = new A();
            B bad = (B) o;
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("CCE " + e.getMessage());
        }
    }
}
