public class RecursiveInit {
    static class A {
        static int a1 = 1;
        static int fromB = B.b1;
        static int a2 = 2;
        static { System.out.println("A done: a1=" + a1 + " fromB=" + fromB + " a2=" + a2); }
    }

    static class B {
        static int b1 = 10 + A.a2;   // A is being initialized by this thread: sees default a2 = 0
        static int b2 = A.a1;
        static { System.out.println("B done: b1=" + b1 + " b2=" + b2); }
    }

    static class Self {
        static Self INSTANCE = new Self();
        static int counter = 5;
        final int seen;
        Self() { seen = counter; counter++; }
    }

    static class Singleton {
        static final Singleton ONE = new Singleton("one");
        static int created;
        final String name;
        Singleton(String n) { name = n; created++; }
    }

    public static void main(String[] args) {
        System.out.println("A.fromB = " + A.fromB);
        System.out.println("B.b1 = " + B.b1 + ", B.b2 = " + B.b2);
        System.out.println("Self.INSTANCE.seen = " + Self.INSTANCE.seen + ", counter = " + Self.counter);
        System.out.println("Singleton " + Singleton.ONE.name + " created=" + Singleton.created);
    }
}
