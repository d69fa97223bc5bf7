/* A known program for the USDT probe tests (tests/probes): each probe the
 * tests stop on fires at a place the program announces on stdout. */
public class ProbeDemo {
    static final class Box {
        final long a, b;
        Box(long a, long b) { this.a = a; this.b = b; }
    }

    static int square(int x) {
        return x * x;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("main tid=" + Thread.currentThread().getId());
        int sum = 0;
        for (int i = 0; i < 3; i++)
            sum += square(i + 1);
        Box box = new Box(sum, 2);
        final Object lock = new Object();
        final boolean[] done = { false };
        Thread worker = new Thread(new Runnable() {
            public void run() {
                synchronized (lock) {
                    done[0] = true;
                    lock.notifyAll();
                }
            }
        }, "probe-worker");
        // The worker can take the lock only once main waits: the wait, the
        // notifyAll, the contended exit and the waited probes all fire.
        synchronized (lock) {
            worker.start();
            while (!done[0])
                lock.wait();
        }
        System.out.println("worker tid=" + worker.getId());
        worker.join();
        System.gc();
        Thread.sleep(5);
        System.out.println("sum=" + sum + " box=" + (box.a + box.b));
    }
}
