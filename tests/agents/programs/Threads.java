/*
 * Three rendezvous points at which the agent samples the stacks.  Before
 * each one, main waits (Thread.getState()) until every application thread
 * is where the expected sample says it is.
 */
public class Threads {
    static class Rendezvous {
        int point;

        synchronized void reach(int n) throws InterruptedException {
            point = n;
            wait(1);
        }
    }

    static final Object GATE = new Object();
    static final Object BLOCK = new Object();
    static boolean open;
    static int work;

    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s)
            Thread.yield();
    }

    static class Waiter implements Runnable {
        public void run() {
            level1(3);
        }

        void level1(int n) {
            level2(n);
        }

        void level2(int n) {
            level3(n);
        }

        void level3(int n) {
            synchronized (GATE) {
                while (!open) {
                    try {
                        GATE.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                work += n;
            }
        }
    }

    static class Blocked implements Runnable {
        public void run() {
            enter();
        }

        static void enter() {
            synchronized (BLOCK) {
                work += 10;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Rendezvous r = new Rendezvous();
        Thread waiter = new Thread(new Waiter(), "app-waiter");
        Thread blocked = new Thread(new Blocked(), "app-blocked");
        synchronized (BLOCK) {
            waiter.start();
            blocked.start();
            awaitState(waiter, Thread.State.WAITING);
            awaitState(blocked, Thread.State.BLOCKED);
            r.reach(1);
        }
        blocked.join();
        r.reach(2);
        synchronized (GATE) {
            open = true;
            GATE.notifyAll();
        }
        waiter.join();
        r.reach(3);
        System.out.println("work " + work);
    }
}
