/*
 * The program of the jdb sessions that stop, step, look at and change
 * values (tests/jdb/run-jdb.sh). Straight-line code, one phase per method,
 * each printing what it computed, so that a session's changes (set, pop,
 * redefine) show in the program's own output, which the driver compares
 * too. Line numbers are used by the sessions (stop at): append, do not
 * insert.
 */
public class JdbDebuggee {
    static int total = 5;
    static String label = "start";
    static int calls;
    static int watched;

    int count = 3;
    double ratio = 1.5;
    String name = "demo";
    int[] nums = {1, 2, 3};
    String[] words = {"alpha", "beta"};
    Object[] mixed = {"one", Integer.valueOf(2), Boolean.TRUE};
    JdbDebuggee next;

    int add(int a, int b) {
        int s = a + b;
        count += s;
        return s;
    }

    static int twice(int v) {
        int w = v * 2;
        return w;
    }

    static void bump() {
        calls++;
        System.out.println("bump call " + calls);
    }

    static void values() {
        JdbDebuggee d = new JdbDebuggee();
        int i = 7;
        double x = 2.5;
        String s = "text";
        int[] arr = {4, 5, 6};
        String[] strs = {"x", "y", "z"};
        JdbDebuggee other = null;
        int r = d.add(i, 1);
        System.out.println("values: r=" + r + " i=" + i + " x=" + x + " s=" + s + " same=" + (other == d));
        System.out.println("values: count=" + d.count + " ratio=" + d.ratio + " name=" + d.name + " total=" + total + " label=" + label);
    }

    static void stepping() {
        int a = twice(3);
        int b = twice(a);
        int c = a + b;
        System.out.println("stepping: " + c);
    }

    static void watching() {
        JdbDebuggee d = new JdbDebuggee();
        watched = 10;
        int seen = watched + d.count;
        d.count = seen;
        watched = seen * 2;
        System.out.println("watching: " + watched + " " + d.count);
    }

    static void popping() {
        bump();
        System.out.println("popping: calls=" + calls);
    }

    static void redefining() {
        System.out.println(JdbGreeter.greet());
        System.out.println(JdbGreeter.greet());
    }

    public static void main(String[] args) {
        values();
        stepping();
        watching();
        popping();
        redefining();
        System.out.println("done");
    }

    /* jdb's print of an object shows its toString (called in the VM). */
    public String toString() {
        return "JdbDebuggee(" + name + ", count " + count + ")";
    }
}
