import java.util.*;

public class FinallyOverrides {
    static List<String> log = new ArrayList<String>();

    @SuppressWarnings("finally")
    static int returnOverride() {
        try { return 1; } finally { return 2; }
    }
    @SuppressWarnings("finally")
    static int swallow() {
        try { throw new RuntimeException("lost"); } finally { return 3; }
    }
    static int valueCaptured() {
        int x = 10;
        try { return x; } finally { x = 20; log.add("finally x=" + x); }
    }
    static StringBuilder refCaptured() {
        StringBuilder sb = new StringBuilder("a");
        try { return sb; } finally { sb.append("-finally"); }
    }
    @SuppressWarnings("finally")
    static String loopBreak() {
        String r = "";
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 3) throw new IllegalStateException("i=3");
                r += i;
            } finally {
                if (i == 3) break;
            }
        }
        return r;
    }
    static String continueInFinally() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            try {
                try {
                    if (i % 2 == 0) continue;
                    sb.append("body").append(i).append(' ');
                } finally {
                    sb.append("f").append(i).append(' ');
                }
            } finally {
                sb.append("F").append(i).append(' ');
            }
        }
        return sb.toString();
    }
    @SuppressWarnings("finally")
    static int nested() {
        int r = 0;
        try {
            try {
                r = 1;
                throw new Exception("x");
            } catch (Exception e) {
                r = 2;
                return r;
            } finally {
                r = 3;
                log.add("inner finally r=" + r);
            }
        } finally {
            log.add("outer finally r=" + r);
            if (r == 3) return r * 10;
        }
    }
    static String exceptionReplaced() {
        try {
            try {
                throw new IllegalArgumentException("first");
            } finally {
                Object o = null;
                o.hashCode();
            }
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName();
        }
    }
    static int depth = 0;
    static int recursiveFinally(int n) {
        try {
            if (n == 0) throw new ArithmeticException("bottom");
            return recursiveFinally(n - 1) + 1;
        } finally {
            depth++;
        }
    }
    static long longFinally() {
        long v = 5;
        try { v *= 3; return v; } finally { v = -1; }
    }
    static double doubleFinally() {
        double d = 0.5;
        try { return d / 0; } finally { d = 1; }
    }
    static String tryCatchFinallyOrder(int mode) {
        StringBuilder sb = new StringBuilder();
        try {
            sb.append("try ");
            if (mode == 1) throw new RuntimeException();
            if (mode == 2) throw new Error();
            if (mode == 3) return sb.append("return ").toString();
        } catch (RuntimeException e) {
            sb.append("catchRT ");
        } catch (Throwable t) {
            sb.append("catchT ");
            return sb.append("ret-in-catch ").toString();
        } finally {
            sb.append("finally ");
        }
        return sb.append("after").toString();
    }
    static int synchronizedFinally(Object lock) {
        synchronized (lock) {
            try {
                return Thread.holdsLock(lock) ? 1 : 0;
            } finally {
                log.add("holds in finally: " + Thread.holdsLock(lock));
            }
        }
    }

    public static void main(String[] args) {
        System.out.println(returnOverride() + " " + swallow() + " " + valueCaptured() + " " + refCaptured());
        System.out.println("[" + loopBreak() + "] " + continueInFinally());
        System.out.println(nested() + " " + exceptionReplaced() + " " + longFinally() + " " + doubleFinally());
        try { recursiveFinally(5); } catch (ArithmeticException e) { System.out.println("depth " + depth + " " + e.getMessage()); }
        for (int m = 0; m < 4; m++) System.out.println("mode " + m + ": " + tryCatchFinallyOrder(m));
        Object lock = new Object();
        System.out.println("sync " + synchronizedFinally(lock) + " after " + Thread.holdsLock(lock));
        for (String s : log) System.out.println(s);
        int i = 0;
        label:
        try {
            i = 1;
            if (i == 1) break label;
            i = 2;
        } finally {
            i += 100;
        }
        System.out.println("label break i=" + i);
    }
}
