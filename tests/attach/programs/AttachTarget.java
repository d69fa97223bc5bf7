import java.io.File;

/*
 * The program the attach tests look into, on agentvm and on the reference
 * JVM alike. It builds a heap whose contents the tests know (tests/attach/
 * HprofCheck.java checks a dump of it), parks a thread that holds a monitor
 * and a ReentrantLock,
 * prints "ready", and waits for files: args[0]/phase2 makes it start a
 * thread and load a class (for an agent loaded meanwhile to see), args[0]/
 * stop ends it.
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
    static File dir;

    static void holdLock() throws InterruptedException {
        ownable.lock();
        try {
            synchronized (lock) {
                while (!new File(dir, "stop").exists())
                    Thread.sleep(20);
            }
        } finally {
            ownable.unlock();
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

    static void await(String name) throws InterruptedException {
        File f = new File(dir, name);
        while (!f.exists())
            Thread.sleep(20);
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
        while (w.getState() != Thread.State.TIMED_WAITING)
            Thread.sleep(5);
        System.out.println("ready");
        System.out.flush();
        File phase2 = new File(dir, "phase2"), stop = new File(dir, "stop");
        while (!phase2.exists() && !stop.exists())
            Thread.sleep(20);
        if (phase2.exists()) {
            Late late = new Late();
            late.start();
            late.join();
            System.out.flush();
        }
        await("stop");
        System.out.println("local " + local.id + " " + local.name);
        System.out.println("done");
    }
}
