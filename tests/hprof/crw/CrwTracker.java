/* The tracker the rewriter's round trip injects calls to (tests/hprof/crw/roundtrip.sh):
 * it counts, and checks that every ReturnSite closes the latest CallSite. */
public class CrwTracker {
    static int calls, returns, inits, arrays, bad;
    static int depth;
    static int[] stack = new int[4096];

    public static void CallSite(int c, int m) {
        calls++;
        if (depth < stack.length) stack[depth] = c * 65536 + m;
        depth++;
    }

    public static void ReturnSite(int c, int m) {
        returns++;
        depth--;
        if (depth < 0 || (depth < stack.length && stack[depth] != c * 65536 + m)) bad++;
    }

    public static void ObjectInit(Object o) { inits++; }

    public static void NewArray(Object a) {
        if (a == null || !a.getClass().isArray()) bad++;
        arrays++;
    }

    public static String report() {
        return "calls=" + calls + " returns=" + returns + " arrays=" + arrays + " bad=" + bad + " depth=" + depth;
    }
}
