import java.util.concurrent.locks.LockSupport;
/* parkUntil/parkNanos at the extremes of long: far deadlines wait for unpark, past ones return. */
public class ParkExtremes {
    static volatile int step;

    /* Unparks main once it is parked in its step k: a late main cannot
     * take two unparks as one permit. */
    static void unparkAt(Thread main, int k) throws InterruptedException {
        Thread.sleep(100);
        while (step != k || (main.getState() != Thread.State.WAITING && main.getState() != Thread.State.TIMED_WAITING))
            Thread.sleep(5);
        LockSupport.unpark(main);
    }

    public static void main(String[] a) throws Exception {
        final Thread main = Thread.currentThread();
        Thread u = new Thread(new Runnable() { public void run() {
            try {
                for (int k = 1; k <= 3; k++)
                    unparkAt(main, k);
            } catch (InterruptedException e) {}
        }});
        u.start();
        long t0 = System.nanoTime();
        step = 1;
        LockSupport.parkUntil(Long.MAX_VALUE);
        step = 2;
        LockSupport.parkNanos(Long.MAX_VALUE);
        LockSupport.parkUntil(Long.MIN_VALUE);
        LockSupport.parkNanos(Long.MIN_VALUE);
        step = 3;
        LockSupport.park();
        u.join();
        System.out.println("extreme park times returned on unpark, past ones at once: " + (System.nanoTime() - t0 > 0));
    }
}
