import java.util.concurrent.locks.LockSupport;
/* parkUntil/parkNanos at the extremes of long: far deadlines wait for unpark, past ones return. */
public class ParkExtremes {
    public static void main(String[] a) throws Exception {
        final Thread main = Thread.currentThread();
        Thread u = new Thread(new Runnable() { public void run() {
            try { Thread.sleep(100); } catch (InterruptedException e) {}
            LockSupport.unpark(main);
            try { Thread.sleep(100); } catch (InterruptedException e) {}
            LockSupport.unpark(main);
            try { Thread.sleep(100); } catch (InterruptedException e) {}
            LockSupport.unpark(main);
        }});
        u.start();
        long t0 = System.nanoTime();
        LockSupport.parkUntil(Long.MAX_VALUE);
        LockSupport.parkNanos(Long.MAX_VALUE);
        LockSupport.parkUntil(Long.MIN_VALUE);
        LockSupport.parkNanos(Long.MIN_VALUE);
        LockSupport.park();
        u.join();
        System.out.println("extreme park times returned on unpark, past ones at once: " + (System.nanoTime() - t0 > 0));
    }
}
