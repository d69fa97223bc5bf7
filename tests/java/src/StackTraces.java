public class StackTraces {
    static class Boom extends RuntimeException {
        Boom(String m, Throwable c) { super(m, c); }
    }

    static void level3(int x) {
        if (x > 0) {
            throw new IllegalArgumentException("bad x " + x);
        }
    }

    static void level2(int x) {
        level3(x);
    }

    static void level1(int x) {
        try {
            level2(x);
        } catch (IllegalArgumentException e) {
            throw new Boom("level1 wraps", e);
        }
    }

    static void outer() {
        try {
            level1(5);
        } catch (Boom b) {
            throw new IllegalStateException("outer wraps", b);
        }
    }

    static int recurse(int n) {
        if (n == 0) {
            throw new UnsupportedOperationException("deep");
        }
        return recurse(n - 1) + 1;
    }

    public static void main(String[] args) {
        try {
            outer();
        } catch (IllegalStateException e) {
            e.printStackTrace(System.out);
        }
        System.out.println("---");
        try {
            recurse(4);
        } catch (UnsupportedOperationException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("frames " + st.length);
            for (StackTraceElement el : st) {
                System.out.println(el.getClassName() + " " + el.getMethodName() + " " + el.getFileName() + " "
                    + el.getLineNumber() + " " + el);
            }
        }
        System.out.println("---");
        Exception own = new Exception("constructed here");
        own.printStackTrace(System.out);
        System.out.println("---");
        Runnable r = new Runnable() {
            public void run() {
                try {
                    int[] a = new int[1];
                    a[2] = 0;
                } catch (ArrayIndexOutOfBoundsException e) {
                    e.printStackTrace(System.out);
                }
            }
        };
        r.run();
        System.out.println("---");
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("NPE at " + top.getMethodName() + ":" + top.getLineNumber());
        }
        Throwable t = new Throwable("setStackTrace");
        t.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("a.B", "m", "B.java", 10),
            new StackTraceElement("C", "n", null, -1),
            new StackTraceElement("D", "nat", "D.java", -2)});
        t.printStackTrace(System.out);
    }
}
