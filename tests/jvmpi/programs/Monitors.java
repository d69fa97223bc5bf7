// Java monitors under contention and wait, for the monitor test: a
// holder keeps LOCK while two blockers wait to enter it and a waiter waits
// on WAIT; then a thread named "jvmpi-monitor-dump" starts (the agent
// takes a monitor dump when it does).
public class Monitors {
    static final Object LOCK = new Object();
    static final Object WAIT = new Object();
    static volatile boolean holding;
    static int entered;

    static void block() {
        synchronized (LOCK) {
            entered++;
        }
    }

    static void waitFor(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s)
            Thread.sleep(5);
    }

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                synchronized (WAIT) {
                    try {
                        WAIT.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }
        }, "waiter");
        waiter.start();
        waitFor(waiter, Thread.State.WAITING);
        final Thread[] blockers = new Thread[2];
        for (int i = 0; i < 2; i++)
            blockers[i] = new Thread(new Runnable() {
                public void run() {
                    block();
                }
            }, "blocker-" + (i + 1));
        Thread holder = new Thread(new Runnable() {
            public void run() {
                synchronized (LOCK) {
                    holding = true;
                    try {
                        for (Thread b : blockers)
                            waitFor(b, Thread.State.BLOCKED);
                        Thread dump = new Thread(new Runnable() {
                            public void run() {
                            }
                        }, "jvmpi-monitor-dump");
                        dump.start();
                        dump.join();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }
        }, "holder");
        holder.start();
        while (!holding)
            Thread.sleep(5);
        for (Thread b : blockers)
            b.start();
        holder.join();
        for (Thread b : blockers)
            b.join();
        synchronized (WAIT) {
            WAIT.notifyAll();
        }
        waiter.join();
        synchronized (WAIT) {
            WAIT.wait(20);
        }
        System.out.println("entered " + entered);
    }
}
