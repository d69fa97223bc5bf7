/*
 * Loads application classes in the ways a program does: Class.forName,
 * new, a static call, a static field, ClassLoader.loadClass, an array,
 * a subclass whose superclass and interface load with it, and through a
 * class loader whose parent is the bootstrap loader. Then, so that the
 * agent's events are seen to work, one exception thrown and caught.
 */
public class Loadexc {
    static class A { }
    static class B { int v = 2; }
    static class C { static int m() { return 3; } }
    static class D { static int f = 4; }
    static class E { }
    static class F { }
    interface Shape { }
    static class Base { }
    static class Sub extends Base implements Shape { }
    static class Oops extends RuntimeException {
        Oops(String m) { super(m); }
    }

    static class NoParentLoader extends ClassLoader {
        NoParentLoader() { super(null); }
    }

    static void boom() {
        throw new Oops("expected");
    }

    static int run() throws Exception {
        int sum = 0;
        sum += Class.forName("Loadexc$A").getName().length();
        sum += new B().v;
        sum += C.m();
        sum += D.f;
        sum += ClassLoader.getSystemClassLoader().loadClass("Loadexc$E").getName().length();
        sum += new F[2].length;
        sum += new Sub() instanceof Shape ? 1 : 0;
        sum += Class.forName("java.lang.String", false, new NoParentLoader()).getName().length();
        try {
            boom();
        } catch (Oops e) {
            sum += e.getMessage().length();
        }
        return sum;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("sum " + run());
    }
}
