/*
 * Gives the fieldwatch agent fields of every type, instance and static,
 * to watch. Each round writes then reads them all; checkpoint(n) is where
 * the agent acts (a breakpoint). Round 1 runs before any watch, so the
 * field instructions are already quickened when the watches go on at
 * checkpoint(1); `late` is first touched after that. jniTouch (a native
 * method of the agent's library) uses the fields through JNI.
 */
public class Fieldwatch {
    int i;
    long j;
    float f;
    double d;
    boolean z;
    byte b;
    char c;
    short s;
    Object o;
    int[] arr;
    static int si;
    static long sj;
    static String ss;
    static int late;

    static void checkpoint(int n) {
    }

    /* In the agent: reads and writes fields through JNI. */
    static native long jniTouch(Fieldwatch w);

    void writeAll(int k) {
        i = k;
        j = k * 10L;
        f = k + 0.5f;
        d = k + 0.25;
        z = (k & 1) != 0;
        b = (byte) -k;
        c = (char) ('a' + k);
        s = (short) (k * 100);
        o = k == 2 ? null : this;
        arr = new int[k];
        si = k * 3;
        sj = -k;
        ss = k == 2 ? "two" : null;
    }

    long readAll() {
        return i + j + (long) f + (long) d + (z ? 1 : 0) + b + c + s + (o == null ? 0 : 1) + arr.length + si + sj
                + (ss == null ? 0 : ss.length());
    }

    public static void main(String[] args) {
        Fieldwatch w = new Fieldwatch();
        w.writeAll(1);
        long r = w.readAll();
        checkpoint(1);
        w.writeAll(2);
        r += w.readAll();
        late = 5;
        r += late;
        r += jniTouch(w);
        checkpoint(2);
        w.writeAll(3);
        r += w.readAll();
        r += late;
        r += jniTouch(w);
        System.out.println("r = " + r);
    }
}
