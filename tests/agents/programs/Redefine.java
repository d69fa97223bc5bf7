/*
 * Program for the redefine agent: RedefTarget is redefined while one of
 * its methods is running, then given bytes that break each redefinition
 * restriction, then retransformed. Redefine.step(n) is bound by the agent
 * (RegisterNatives at ClassPrepare) and does step n of the agent's work.
 * The agent makes the new versions by patching the class's own bytes:
 * the string "v1" becomes "v2" (then "v3" by retransformation), the
 * string "body v1" becomes "body v2", and number()'s bipush 7 becomes 8.
 * RedefTarget.spin() runs in a second thread during the redefinition.
 */
public class Redefine {
    static native void step(int n);

    public static void main(String[] args) {
        RedefTarget obj = new RedefTarget();
        RedefTarget.counter = 41;
        System.out.println("before: version=" + RedefTarget.version() + " number=" + RedefTarget.number() +
                           " virt=" + obj.virt());
        Thread spinner = new Thread(new Runnable() {
            public void run() {
                RedefTarget.spin();
            }
        }, "spinner");
        spinner.start();
        while (!RedefTarget.started)
            Thread.yield();
        RedefTarget.outer();
        RedefTarget.stop = true;
        try {
            spinner.join();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        System.out.println("load-time transformed: " + RedefLoaded.text());
        System.out.println("after: version=" + RedefTarget.version() + " number=" + RedefTarget.number() +
                           " virt=" + obj.virt() + " counter=" + RedefTarget.counter);
        RedefTarget.outer();
        step(2);
        System.out.println("after failed redefinitions: version=" + RedefTarget.version());
        step(3);
        System.out.println("after retransformation: version=" + RedefTarget.version() + " counter=" +
                           RedefTarget.counter + " virt=" + obj.virt() + " loaded=" + RedefLoaded.text());
        step(4);
        System.out.println("end: version=" + RedefTarget.version() + " number=" + RedefTarget.number());
        System.out.println("helper before: " + RedefTarget.callsHelper());
        try {
            Class.forName("RedefLate", false, Redefine.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new RuntimeException(e);
        }
        step(5);
        System.out.println("helper after: " + RedefTarget.callsHelper());
    }
}

class RedefTarget implements Runnable {
    static int counter;
    int field;

    static String version() { return "v1"; }

    static int number() { return 7; }

    /* Step 5 renames helperTarget (a private static method deleted, another
     * added: HotSpot 17 refuses both) and changes its string. */
    static String callsHelper() { return helperTarget(); }

    private static String helperTarget() { return "helper v1"; }

    String virt() { return "virt " + version(); }

    /* Calls running(); its own code never changes. */
    static void outer() {
        running();
        counter++;
    }

    static volatile boolean started, stop;

    /* Runs in another thread while the class is redefined. */
    static void spin() {
        started = true;
        long n = 0;
        while (!stop)
            n += version().length();
        System.out.println("spin: end, body v1, version()=" + version() + " " + (n > 0));
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

/* The agent changes "orig" to "hook" when this class is loaded, from a
 * retransformation-capable environment, and to "rtfm" when it is
 * retransformed. */
class RedefLoaded {
    static String text() { return "orig"; }
}

/* Loaded (not initialized) and redefined by the agent in step 5: the new
 * version's constant value and static initializer are the ones that run. */
class RedefLate {
    static final String TEXT = "late v1";
    static int value = Integer.parseInt("11");
}
