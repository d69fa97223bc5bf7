/*
 * Contention made deterministic: main holds LOCK until the other thread is
 * seen BLOCKED (or WAITING) through Thread.getState(), then lets it go.
 */
public class Monitors {
    static class Lock {
        boolean flag;
        int entries;
    }

    static final Lock LOCK = new Lock();

    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s)
            Thread.yield();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread blocker = new Thread(new Runnable() {
            public void run() {
                synchronized (LOCK) {
                    LOCK.entries++;
                }
            }
        }, "app-blocker");
        synchronized (LOCK) {
            blocker.start();
            awaitState(blocker, Thread.State.BLOCKED);
        }
        blocker.join();

        Thread waiter = new Thread(new Runnable() {
            public void run() {
                synchronized (LOCK) {
                    while (!LOCK.flag) {
                        try {
                            LOCK.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                    LOCK.entries++;
                }
            }
        }, "app-waiter");
        waiter.start();
        awaitState(waiter, Thread.State.WAITING);
        synchronized (LOCK) {
            LOCK.flag = true;
            LOCK.notifyAll();
        }
        waiter.join();

        synchronized (LOCK) {
            LOCK.wait(5);
        }
        System.out.println("entries " + LOCK.entries);
    }
}
