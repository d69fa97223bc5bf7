/*
 * Program for the redefold agent: Throwables made in a frame that runs a
 * version of RoTarget a redefinition replaced, their stack traces taken
 * while that version runs and after it is gone.
 */
public class Redefold {
    static native int redefine(int times);

    static void print(String what, Throwable t) {
        System.out.println(what + ":");
        for (StackTraceElement e : t.getStackTrace())
            System.out.println("  " + e);
    }

    public static void main(String[] args) {
        Throwable[] kept = RoTarget.run();
        print("taken while the old version ran", kept[0]);
        System.out.println("redefined: " + redefine(1));
        System.gc();
        print("taken after the old version was replaced again", kept[1]);
        System.out.println("redefined: " + redefine(1000));
        System.gc();
        Throwable[] again = RoTarget.run();
        print("taken after a thousand more", again[0]);
        System.out.println("sum " + RoTarget.sum(10));
    }
}

class RoTarget {
    static Throwable[] run() {
        Throwable[] r = new Throwable[2];
        System.out.println("redefined: " + Redefold.redefine(1));
        r[0] = new Throwable();
        r[0].getStackTrace();
        r[1] = new Throwable();
        return r;
    }

    static int sum(int n) {
        int s = 0;
        for (int i = 0; i < n; i++)
            s += i;
        return s;
    }
}
