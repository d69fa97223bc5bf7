import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/* LockSupport semantics and the states of parked threads. */
public class ParkStates {
    static volatile boolean go;

    public static void main(String[] args) throws Exception {
        // A permit given before the thread parks is kept (once).
        final Thread early = new Thread(new Runnable() {
            public void run() {
                while (!go)
                    Thread.yield();
                LockSupport.park();
                System.out.println("early: park returned at once");
            }
        });
        early.start();
        LockSupport.unpark(early);
        LockSupport.unpark(early);
        go = true;
        early.join();

        // Unpark of a thread not started yet has no effect; of a dead one neither.
        Thread notStarted = new Thread(new Runnable() {
            public void run() {
            }
        });
        LockSupport.unpark(notStarted);
        notStarted.start();
        notStarted.join();
        LockSupport.unpark(notStarted);

        final Object blocker = new Object() {
            public String toString() {
                return "the blocker";
            }
        };
        final int[] wakeups = new int[1];
        final boolean[] stop = new boolean[1];
        Thread parker = new Thread(new Runnable() {
            public void run() {
                while (!stop[0]) {
                    LockSupport.park(blocker);
                    wakeups[0]++;
                }
            }
        }, "parker");
        parker.start();
        while (parker.getState() != Thread.State.WAITING)
            Thread.yield();
        System.out.println("parker " + parker.getState() + " blocker " + LockSupport.getBlocker(parker));
        stop[0] = true;
        LockSupport.unpark(parker);
        parker.join();
        System.out.println("parker " + parker.getState() + " blocker " + LockSupport.getBlocker(parker));

        Thread timed = new Thread(new Runnable() {
            public void run() {
                LockSupport.parkNanos(blocker, TimeUnit.SECONDS.toNanos(30));
                System.out.println("timed parker interrupted " + Thread.currentThread().isInterrupted());
            }
        });
        timed.start();
        while (timed.getState() != Thread.State.TIMED_WAITING)
            Thread.yield();
        System.out.println("timed " + timed.getState() + " blocker " + LockSupport.getBlocker(timed));
        timed.interrupt();
        timed.join();

        Thread until = new Thread(new Runnable() {
            public void run() {
                LockSupport.parkUntil(System.currentTimeMillis() + 30000);
            }
        });
        until.start();
        while (until.getState() != Thread.State.TIMED_WAITING)
            Thread.yield();
        System.out.println("parkUntil " + until.getState() + " blocker " + LockSupport.getBlocker(until));
        LockSupport.unpark(until);
        until.join();

        // parkNanos with a short time returns by itself.
        long t0 = System.nanoTime();
        LockSupport.parkNanos(2000000L);
        System.out.println("parkNanos waited " + (System.nanoTime() - t0 >= 1000000L ? "about 2 ms" : "less"));
        LockSupport.parkNanos(-5);
        LockSupport.parkNanos(0);
        System.out.println("non-positive parkNanos returned");

        // Threads waiting for a ReentrantLock are WAITING, not BLOCKED.
        final ReentrantLock lock = new ReentrantLock();
        lock.lock();
        Thread locker = new Thread(new Runnable() {
            public void run() {
                lock.lock();
                lock.unlock();
            }
        });
        locker.start();
        while (!lock.hasQueuedThread(locker))
            Thread.yield();
        while (locker.getState() != Thread.State.WAITING)
            Thread.yield();
        System.out.println("locker " + locker.getState() + " interrupted " + locker.isInterrupted());
        locker.interrupt();
        Thread.sleep(5);
        System.out.println("locker still queued after interrupt " + lock.hasQueuedThread(locker));
        lock.unlock();
        locker.join();
        System.out.println("locker " + locker.getState());
    }
}
