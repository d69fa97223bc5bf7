/*
 * The program the jdb sessions debug (tests/jdb/run-jdb.sh). Three daemon
 * threads in known states (sleeping, waiting on a monitor, yielding in a
 * loop), started one after the other, then main prints "ready" and blocks reading standard input; a line
 * (or end of input) lets it finish. Each loop body is on one line so that
 * a suspended thread's frame has one possible line number.
 */
public class JdbTarget {
    static int counter = 42;
    static String greeting = "hello";
    static long big = 1L << 40;
    static volatile boolean stop, spinning;
    static final Object LOCK = new Object();

    static void sleepLoop() {
        while (!stop) { try { Thread.sleep(50); } catch (InterruptedException e) { return; } }
    }

    static void waitForever() {
        synchronized (LOCK) { while (!stop) { try { LOCK.wait(); } catch (InterruptedException e) { break; } } }
        System.out.println("app-waiter ends");
        System.out.flush();
    }

    /* The exception the kill session has jdb throw in app-spinner. */
    static final IllegalStateException HALT = new IllegalStateException("halted by the debugger");

    static void spin() {
        try {
            spinning = true; while (!stop) { Thread.yield(); }
        } catch (IllegalStateException e) {
            System.out.println("app-spinner ends: " + e.getMessage());
            System.out.flush();
        }
    }

    static class Oops extends RuntimeException {
        Oops(String message) { super(message); }
    }

    static int compute(int x) {
        int y = x * 2;
        return y + 1;
    }

    static void fail(int n) {
        throw new Oops("oops " + n);
    }

    static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    static void await(Thread t, Thread.State s) {
        while (t.getState() != s)
            Thread.yield();
    }

    public static void main(String[] args) throws Exception {
        // One at a time, so that the debugger hears of them in this order.
        Thread sleeper = daemon(new Runnable() { public void run() { sleepLoop(); } }, "app-sleeper");
        await(sleeper, Thread.State.TIMED_WAITING);
        Thread waiter = daemon(new Runnable() { public void run() { waitForever(); } }, "app-waiter");
        await(waiter, Thread.State.WAITING);
        daemon(new Runnable() { public void run() { spin(); } }, "app-spinner");
        while (!spinning)
            Thread.yield();
        counter = compute(counter) - counter;
        try {
            fail(counter);
        } catch (Oops e) {
            counter++;
        }
        System.out.println("ready");
        System.out.flush();
        int c;
        do { c = System.in.read(); } while (c != -1 && c != '\n');
        stop = true;
        System.out.println("done " + counter);
    }
}
