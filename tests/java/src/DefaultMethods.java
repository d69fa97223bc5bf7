public class DefaultMethods {
    interface Greeter {
        String name();
        default String greet() { return "Hello, " + name(); }
        static Greeter of(final String n) {
            return new Greeter() {
                public String name() { return n; }
            };
        }
    }

    interface Loud extends Greeter {
        default String greet() { return Greeter.super.greet().toUpperCase() + "!"; }
    }

    interface Left { default String who() { return "left"; } }
    interface Right { default String who() { return "right"; } }

    static class Both implements Left, Right {
        public String who() { return Left.super.who() + "&" + Right.super.who(); }
    }

    interface Top { default String top() { return "Top.top"; } }
    interface Mid1 extends Top { }
    interface Mid2 extends Top { default String top() { return "Mid2.top"; } }
    static class Diamond implements Mid1, Mid2 { }

    static class Person implements Loud {
        public String name() { return "Ada"; }
    }

    static class Quiet implements Loud {
        public String name() { return "Bob"; }
        public String greet() { return "psst " + name(); }
    }

    interface Counter {
        int STEP = 3;
        int get();
        default int next() { return get() + STEP; }
        private int twice() { return get() * 2; }
        default int doubled() { return twice(); }
    }

    static abstract class AbstractBase implements Counter {
        public int next() { return 1000 + get(); }
    }

    static class Impl extends AbstractBase {
        public int get() { return 5; }
    }

    public static void main(String[] args) {
        System.out.println(Greeter.of("world").greet());
        System.out.println(new Person().greet());
        System.out.println(new Quiet().greet());
        System.out.println(new Both().who());
        System.out.println(new Diamond().top());
        Counter c = new Impl();
        System.out.println(c.next() + " " + c.doubled() + " " + Counter.STEP);
        Counter anon = new Counter() {
            public int get() { return 10; }
        };
        System.out.println(anon.next() + " " + anon.doubled());
        Greeter[] gs = {new Person(), new Quiet(), Greeter.of("x")};
        for (Greeter g : gs) System.out.println(g.name() + ": " + g.greet() + " loud=" + (g instanceof Loud));
        System.out.println("interfaces of Diamond: " + Diamond.class.getInterfaces().length + " isInterface " + Top.class.isInterface());
    }
}
