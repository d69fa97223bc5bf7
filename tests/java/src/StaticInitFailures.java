public class StaticInitFailures {
    static StringBuilder log = new StringBuilder();

    static class Fails {
        static int value = compute();
        static int compute() { log.append("Fails.<clinit> "); throw new IllegalStateException("cannot init"); }
        static void touch() { log.append("touched "); }
    }
    static class FailsWithError {
        static { if (true) throw new AssertionError("assert in clinit"); }
        static int x;
    }
    static class DivZero {
        static final int ZERO = Integer.parseInt("0");
        static int bad = 10 / ZERO;
    }
    static class Constant {
        static final int K = 42;           // compile-time constant: no init
        static final String S = "const";
        static { log.append("Constant.<clinit> "); }
        static final Integer BOXED = 7;    // not a constant
    }
    static class Parent {
        static { log.append("Parent "); }
        static int pval = 1;
    }
    static class Child extends Parent {
        static { log.append("Child "); }
        static int cval = 2;
    }
    interface Iface {
        int I = init("Iface.I");
        static int init(String s) { log.append(s).append(' '); return 5; }
        default void d() { }
    }
    static class Impl implements Iface {
        static { log.append("Impl "); }
    }
    static class Checked {
        static Object o;
        static {
            try { o = Class.forName("no.such.Clazz"); }
            catch (ClassNotFoundException e) { log.append("CNFE-in-clinit "); o = "fallback"; }
        }
    }
    static class Recursive {
        static int a = B.b + 1;
        static class B { static int b = Recursive.a + 10; }
    }
    static class FakeTrace extends RuntimeException {
        public StackTraceElement[] getStackTrace() {
            return new StackTraceElement[] {new StackTraceElement("Fake", "frame", "Fake.java", 12), new StackTraceElement("Fake", "nat", null, -2)};
        }
    }
    static class ThrowsFake {
        static int v;
        static { if (v == 0) throw new FakeTrace(); }
    }
    static class NullInit {
        static String s = null;
        static int len = s.length();
    }

    static void tryIt(String name, Runnable r) {
        try {
            r.run();
            System.out.println(name + ": ok | " + log);
        } catch (Throwable t) {
            System.out.println(name + ": " + t.getClass().getName() + ": " + t.getMessage()
                + (t.getCause() != null ? " / cause " + t.getCause().getClass().getName() + ": " + t.getCause().getMessage() : "") + " | " + log);
        }
        log.setLength(0);
    }

    public static void main(String[] args) {
        tryIt("Fails.value", new Runnable() { public void run() { System.out.println(Fails.value); } });
        tryIt("Fails.value again", new Runnable() { public void run() { System.out.println(Fails.value); } });
        tryIt("Fails.touch", new Runnable() { public void run() { Fails.touch(); } });
        tryIt("new Fails", new Runnable() { public void run() { new Fails(); } });
        tryIt("Fails[] array", new Runnable() { public void run() { Fails[] arr = new Fails[3]; log.append("array len " + arr.length + " "); } });
        tryIt("Fails.class", new Runnable() { public void run() { log.append(Fails.class.getSimpleName()).append(' '); } });
        tryIt("FailsWithError", new Runnable() { public void run() { FailsWithError.x = 1; } });
        tryIt("FailsWithError again", new Runnable() { public void run() { FailsWithError.x = 1; } });
        tryIt("DivZero", new Runnable() { public void run() { System.out.println(DivZero.bad); } });
        tryIt("Constant.K", new Runnable() { public void run() { log.append(Constant.K).append(Constant.S).append(' '); } });
        tryIt("Constant.BOXED", new Runnable() { public void run() { log.append(Constant.BOXED).append(' '); } });
        tryIt("Child.pval", new Runnable() { public void run() { log.append(Child.pval).append(' '); } });
        tryIt("Child.cval", new Runnable() { public void run() { log.append(Child.cval).append(' '); } });
        tryIt("new Impl", new Runnable() { public void run() { new Impl().d(); } });
        tryIt("Iface.I", new Runnable() { public void run() { log.append(Iface.I).append(' '); } });
        tryIt("Checked", new Runnable() { public void run() { log.append(Checked.o).append(' '); } });
        tryIt("Recursive", new Runnable() { public void run() { log.append(Recursive.a).append(' ').append(Recursive.B.b).append(' '); } });
        tryIt("NullInit", new Runnable() { public void run() { log.append(NullInit.len); } });
        tryIt("NullInit again", new Runnable() { public void run() { log.append(NullInit.len); } });
        try {
            Class.forName("StaticInitFailures$Fails");
        } catch (Throwable t) {
            System.out.println("forName: " + t.getClass().getName() + ": " + t.getMessage());
        }
        try {
            Class<?> k = Class.forName("StaticInitFailures$DivZero", false, StaticInitFailures.class.getClassLoader());
            System.out.println("forName no-init: " + k.getName());
        } catch (Throwable t) {
            System.out.println("forName no-init: " + t);
        }
        try {
            Object o = FailsWithError.x;
        } catch (NoClassDefFoundError e) {
            System.out.println("NCDFE cause: " + e.getCause());
            e.printStackTrace(System.out);
        }
        NoClassDefFoundError n1 = null, n2 = null;
        try { FailsWithError.x = 2; } catch (NoClassDefFoundError e) { n1 = e; }
        try { FailsWithError.x = 3; } catch (NoClassDefFoundError e) { n2 = e; }
        System.out.println("same cause: " + (n1.getCause() == n2.getCause()) + " distinct: " + (n1 != n2) + " cause of cause: " + n1.getCause().getCause());
        tryIt("ThrowsFake", new Runnable() { public void run() { log.append(ThrowsFake.v); } });
        try {
            ThrowsFake.v = 1;
        } catch (NoClassDefFoundError e) {
            e.printStackTrace(System.out);
        }
        ExceptionInInitializerError eiie = new ExceptionInInitializerError(new RuntimeException("r"));
        System.out.println(eiie.getMessage() + " " + eiie.getException() + " " + eiie.getCause() + " " + new ExceptionInInitializerError("msg").getCause());
    }
}
