/*
 * Program for the redefine agent: RedefTarget is redefined while one of
 * its methods is running, then given bytes that break each redefinition
 * restriction, then retransformed. Redefine.step(n) is bound by the agent
 * (RegisterNatives at ClassPrepare) and does step n of the agent's work.
 * The agent makes the new versions by patching the class's own bytes:
 * the string "v1" becomes "v2" (then "v3" by retransformation), the
 * string "body v1" becomes "body v2", and number()'s bipush 7 becomes 8.
 */
public class Redefine {
    static native void step(int n);

    public static void main(String[] args) {
        RedefTarget obj = new RedefTarget();
        RedefTarget.counter = 41;
        System.out.println("before: version=" + RedefTarget.version() + " number=" + RedefTarget.number() +
                           " virt=" + obj.virt());
        RedefTarget.outer();
        System.out.println("after: version=" + RedefTarget.version() + " number=" + RedefTarget.number() +
                           " virt=" + obj.virt() + " counter=" + RedefTarget.counter);
        RedefTarget.outer();
        step(2);
        System.out.println("after failed redefinitions: version=" + RedefTarget.version());
        step(3);
        System.out.println("after retransformation: version=" + RedefTarget.version() + " counter=" +
                           RedefTarget.counter + " virt=" + obj.virt());
        step(4);
        System.out.println("end: version=" + RedefTarget.version() + " number=" + RedefTarget.number());
    }
}

class RedefTarget implements Runnable {
    static int counter;
    int field;

    static String version() { return "v1"; }

    static int number() { return 7; }

    String virt() { return "virt " + version(); }

    /* Calls running(); its own code never changes. */
    static void outer() {
        running();
        counter++;
    }

    static void running() {
        System.out.println("running: start, version()=" + version());
        Redefine.step(1);
        int sum = 0;
        for (int i = 0; i < 1000; i++)
            sum += i;
        try {
            throw new IllegalStateException("thrown");
        } catch (IllegalStateException e) {
            System.out.println("running: caught " + e.getMessage() + " sum=" + sum);
        }
        System.out.println("running: end, body v1, version()=" + version() + " number()=" + number());
    }

    public void run() {
        System.out.println(Thread.currentThread() != null);
    }

    static class Inner {
    }
}
