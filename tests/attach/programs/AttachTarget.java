import java.io.File;

/*
 * The program the attach tests look into, on agentvm and on the reference
 * JVM alike. It builds a heap whose contents the tests know (tests/attach/
 * HprofCheck.java checks a dump of it), parks a thread that holds a
 * ReentrantLock and waits on a monitor, prints "ready", and waits for
 * files, which a third thread polls: args[0]/phase2 makes it start a thread
 * and load a class (for an agent loaded meanwhile to see), args[0]/stop
 * ends it.
 */
public class AttachTarget {
    static final class Node {
        int id;
        long big;
        double ratio;
        float quarter;
        boolean even;
        char letter;
        short hundreds;
        byte small;
        String name;
        Node next;
        int[] data;
    }

    static final class Worker extends Thread {
        Worker() { super("attach-worker"); setDaemon(true); }
        public void run() {
            try { holdLock(); } catch (InterruptedException e) { }
        }
    }

    /* Polls the files, so that the threads the tests look at stay blocked:
     * a thread that polled itself would now and then be caught RUNNABLE. */
    static final class Watcher extends Thread {
        Watcher() { super("attach-watcher"); setDaemon(true); }
        public void run() {
            try {
                File phase2 = new File(dir, "phase2"), stop = new File(dir, "stop");
                boolean p2 = false, st = false;
                while (!st) {
                    Thread.sleep(20);
                    boolean np2 = phase2.exists(), nst = stop.exists();
                    if (np2 != p2 || nst != st) {
                        p2 = np2;
                        st = nst;
                        synchronized (signal) {
                            phase2Seen = p2;
                            stopping = st;
                            signal.notifyAll();
                        }
                        synchronized (lock) {
                            lock.notifyAll();
                        }
                    }
                }
            } catch (InterruptedException e) { }
        }
    }

    static final class Late extends Thread {
        Late() { super("after-attach"); }
        public void run() { System.out.println("late thread ran"); }
    }

    static Node head;
    static int[] numbers = { 3, 1, 4, 1, 5, 9, 2, 6 };
    static Object[] mixed;
    static String label = "attach-target-label";
    static long counter = 1234567890123L;
    static final Object lock = new Object();
    static final java.util.concurrent.locks.ReentrantLock ownable = new java.util.concurrent.locks.ReentrantLock();
    static final Object signal = new Object();
    static boolean phase2Seen, stopping;
    static File dir;

    static void holdLock() throws InterruptedException {
        ownable.lock();
        try {
            synchronized (lock) {
                while (!stopping())
                    lock.wait();
            }
        } finally {
            ownable.unlock();
        }
    }

    static boolean stopping() {
        synchronized (signal) {
            return stopping;
        }
    }

    static Node node(int i, Node next) {
        Node n = new Node();
        n.id = i;
        n.big = i * 1000000000000L;
        n.ratio = i + 0.5;
        n.quarter = i * 0.25f;
        n.even = i % 2 == 0;
        n.letter = (char) ('a' + i);
        n.hundreds = (short) (i * 100);
        n.small = (byte) (i - 2);
        n.name = "node-".concat(Integer.toString(i));
        n.next = next;
        n.data = new int[] { i, i * i };
        return n;
    }

    public static void main(String[] args) throws Exception {
        dir = new File(args[0]);
        for (int i = 4; i >= 0; i--)
            head = node(i, head);
        mixed = new Object[] { head, label, numbers, null };
        Node local = node(42, null);
        local.name = "local-only";
        Worker w = new Worker();
        w.start();
        while (w.getState() != Thread.State.WAITING)
            Thread.sleep(5);
        new Watcher().start();
        System.out.println("ready");
        System.out.flush();
        synchronized (signal) {
            while (!phase2Seen && !stopping)
                signal.wait();
        }
        if (phase2Seen) {
            Late late = new Late();
            late.start();
            late.join();
            System.out.flush();
        }
        synchronized (signal) {
            while (!stopping)
                signal.wait();
        }
        System.out.println("local " + local.id + " " + local.name);
        System.out.println("done");
    }
}
