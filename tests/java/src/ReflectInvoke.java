import java.lang.reflect.*;
import java.util.*;

/* Method.invoke and Constructor.newInstance: dispatch, static and private methods, argument conversion, HotSpot 17's IllegalArgumentException texts, InvocationTargetException, access checks and setAccessible. */
public class ReflectInvoke {
    static class Calc {
        private int base;
        Calc() { this(1); }
        Calc(int base) { this.base = base; }
        public int add(int a) { return base + a; }
        public long wide(long a, double b) { return a + (long) b; }
        public static String stat(String s, int n) { return s.repeat(n); }
        private String priv() { return "private " + base; }
        public void boom(String msg) throws java.io.IOException { throw new java.io.IOException(msg); }
        public String toString() { return "Calc" + base; }
        public Object[] varargs(String... xs) { return xs; }
        public boolean flag(boolean z, char c, byte b, short s, float f) { return z && c == 'c' && b == 1 && s == 2 && f == 3f; }
    }

    static class Child extends Calc {
        Child() { super(100); }
        @Override public int add(int a) { return -a; }
    }

    static abstract class Abstract { }

    public static void main(String[] args) throws Exception {
        Method add = Calc.class.getMethod("add", int.class);
        System.out.println(add.invoke(new Calc(5), 3));
        System.out.println(add.invoke(new Child(), 3));
        System.out.println(Calc.class.getMethod("stat", String.class, int.class).invoke(null, "ab", 3));
        System.out.println(Calc.class.getMethod("stat", String.class, int.class).invoke("ignored receiver", "x", 2));
        Method wide = Calc.class.getMethod("wide", long.class, double.class);
        System.out.println(wide.invoke(new Calc(), 1, 2.5f));
        System.out.println(wide.invoke(new Calc(), (byte) 1, 'a'));
        Method flag = Calc.class.getMethod("flag", boolean.class, char.class, byte.class, short.class, float.class);
        System.out.println(flag.invoke(new Calc(), true, 'c', (byte) 1, (short) 2, 3f));
        System.out.println(flag.invoke(new Calc(), true, 'c', (byte) 1, (byte) 2, 3L));
        Method va = Calc.class.getMethod("varargs", String[].class);
        System.out.println(Arrays.toString((Object[]) va.invoke(new Calc(), (Object) new String[] { "p", "q" })));
        Method priv = Calc.class.getDeclaredMethod("priv");
        System.out.println(priv.invoke(new Calc(7)));
        System.out.println(Object.class.getMethod("toString").invoke(new Calc(9)));
        System.out.println(Object.class.getMethod("hashCode").invoke("abc"));
        System.out.println(List.class.getMethod("size").invoke(List.of(1, 2)));
        System.out.println(Comparable.class.getMethod("compareTo", Object.class).invoke("a", "b"));

        Object[][] bad = { { new Calc() }, { new Calc(), "x" }, { new Calc(), 1, 2 }, { new Calc(), (Object) null },
                { "not a Calc", 1 }, { null, 1 }, { new Calc(), 1L }, { new Calc(), 1.5 } };
        for (Object[] b : bad) {
            try {
                Object r = add.invoke(b[0], Arrays.copyOfRange(b, 1, b.length));
                System.out.println("ok " + r);
            } catch (IllegalArgumentException | NullPointerException e) {
                System.out.println(e);
            }
        }
        try {
            add.invoke(new Calc());
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Calc.class.getMethod("boom", String.class).invoke(new Calc(), "bang");
        } catch (InvocationTargetException e) {
            System.out.println(e + " / " + e.getCause() + " / " + e.getTargetException().getMessage() + " / " + e.getMessage());
        }
        try {
            Integer.class.getMethod("parseInt", String.class).invoke(null, "zz");
        } catch (InvocationTargetException e) {
            System.out.println(e.getCause());
        }

        // constructors
        Constructor<Calc> c0 = Calc.class.getDeclaredConstructor();
        Constructor<Calc> c1 = Calc.class.getDeclaredConstructor(int.class);
        System.out.println(c0.newInstance() + " " + c1.newInstance(8) + " " + c1.newInstance((short) 8));
        try {
            c1.newInstance("x");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            c1.newInstance();
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Abstract.class.getDeclaredConstructor().newInstance();
        } catch (InstantiationException e) {
            System.out.println(e);
        }
        try {
            Integer.class.getConstructor(String.class).newInstance("q");
        } catch (InvocationTargetException e) {
            System.out.println(e.getCause());
        }
        System.out.println(StringBuilder.class.getConstructor(String.class).newInstance("sb").reverse());
        System.out.println(ArrayList.class.getConstructor(Collection.class).newInstance(List.of(3, 4)));

        // access from another class
        Method secretGet = Other.class.getDeclaredMethod("secret");
        try {
            secretGet.invoke(new Other());
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        System.out.println(secretGet.canAccess(new Other()) + " " + secretGet.trySetAccessible() + " " + secretGet.canAccess(new Other()));
        System.out.println(secretGet.invoke(new Other()));
        Constructor<Other> oc = Other.class.getDeclaredConstructor(String.class);
        try {
            oc.newInstance("x");
        } catch (IllegalAccessException e) {
            System.out.println(e);
        }
        oc.setAccessible(true);
        System.out.println(secretGet.invoke(oc.newInstance("made")));
        System.out.println(ReflectInvoke.class.getDeclaredMethod("nested").invoke(null));
    }

    private static String nested() { return "nest mate private call"; }
}

class Other {
    private final String s;
    Other() { this("other"); }
    private Other(String s) { this.s = s; }
    private String secret() { return "secret " + s; }
}
