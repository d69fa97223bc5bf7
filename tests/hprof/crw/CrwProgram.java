/*
 * The program the rewriter's round trip instruments (tests/hprof/crw/roundtrip.sh):
 * branches back to offset 0, table and lookup switches at every padding,
 * returns that are branch targets, try/catch/finally, new with a branch among
 * its arguments (Uninitialized in the StackMapTable), a constructor that
 * branches before super(), arrays of every kind, long/double locals, and
 * CrwBig's methods, one whose loop needs goto_w once instrumented.
 */
import java.util.ArrayList;
import java.util.List;

public class CrwProgram {
    static class Base {
        final int v;
        Base(int v) { this.v = v; }
    }

    static class Sub extends Base {
        final String s;
        Sub(int x, String s) {
            super(x > 0 ? x : -x);
            this.s = s == null ? "none" : s;
        }
    }

    static int loopToZero(int n) {
        while (true) {
            if (n-- <= 0)
                return n;
        }
    }

    static Base makeAtZero(boolean c) { return new Base(c ? 1 : 2); }

    static String table(int k) {
        switch (k) {
        case 0: return "zero";
        case 1: return "one";
        case 2: return "two";
        case 3: return "three";
        default: return "many";
        }
    }

    static int lookup(int k) {
        int r;
        switch (k) {
        case -100: r = 1; break;
        case 7: r = 2; break;
        case 100000: r = 3; break;
        default: r = 0;
        }
        return r;
    }

    static long mixed(long a, double d, int k) {
        long s = a;
        for (int i = 0; i < k; i++) {
            s += (long) (d * i);
            if ((s & 1) == 0) s ^= 0x5555;
        }
        return s;
    }

    static int tryCatch(String s) {
        int r = 0;
        try {
            r = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            r = -1;
        } finally {
            r += 1000;
        }
        return r;
    }

    static int throwCatch(int k) {
        try {
            if (k > 2) throw new IllegalStateException("k=" + k);
            return k;
        } catch (IllegalStateException e) {
            return -k;
        }
    }

    static Object arrays(int n) {
        int[] a = new int[n];
        String[] b = new String[n];
        long[][] c = new long[n][n + 1];
        Object[] d = new Object[2];
        for (int i = 0; i < n; i++) {
            a[i] = i * i;
            b[i] = "s" + i;
            c[i][i] = i;
        }
        d[0] = b;
        d[1] = new byte[] { 1, 2, 3 };
        return a[n - 1] + b[0] + c[n - 1][n - 1] + "/" + ((byte[]) d[1]).length;
    }

    static synchronized int sync(int x) { return x + 1; }

    static int ternaryReturn(int x) { return x > 0 ? x : x < -5 ? -x : 0; }

    public static void main(String[] args) {
        System.out.println("loop " + loopToZero(5));
        System.out.println("base " + makeAtZero(true).v + " " + makeAtZero(false).v);
        Sub s = new Sub(-4, null);
        System.out.println("sub " + s.v + " " + s.s);
        for (int k = -1; k < 6; k++) System.out.print(table(k) + " ");
        System.out.println();
        System.out.println("lookup " + lookup(-100) + lookup(7) + lookup(100000) + lookup(3));
        System.out.println("mixed " + mixed(3L, 1.5, 20));
        System.out.println("try " + tryCatch("12") + " " + tryCatch("x"));
        System.out.println("throw " + throwCatch(1) + " " + throwCatch(5));
        System.out.println("arrays " + arrays(4));
        System.out.println("sync " + sync(41));
        System.out.println("ternary " + ternaryReturn(3) + ternaryReturn(-9) + ternaryReturn(-1));
        List<String> l = new ArrayList<>();
        for (int i = 0; i < 3; i++) l.add("e" + i);
        System.out.println("list " + l);
        System.out.println("big " + CrwBig.wide(7, 3) + " " + CrwBig.far(2500, 1));
        String rep = null;
        try {
            rep = (String) Class.forName("CrwTracker").getMethod("report").invoke(null);
        } catch (Exception e) {
            rep = "no tracker: " + e;
        }
        System.err.println(rep);
    }
}
