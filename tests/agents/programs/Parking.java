import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/*
 * Threads held in every kind of wait at once: a ReentrantLock (fair and
 * unfair), a read lock behind a writer, a Condition, a timed park, a
 * monitor and a sleep. Main sees each in its state through getState()
 * before it waits on the Probe, where the agent reads their JVMTI states;
 * then it lets them all go.
 */
public class Parking {
    static class Probe {
    }

    static class Sync {
    }

    static final ReentrantLock LOCK = new ReentrantLock();
    static final ReentrantLock FAIR = new ReentrantLock(true);
    static final ReentrantReadWriteLock RW = new ReentrantReadWriteLock();
    static final ReentrantLock COND_LOCK = new ReentrantLock();
    static final Condition COND = COND_LOCK.newCondition();
    static final Sync SYNC = new Sync();
    static volatile boolean signalled, unparked;

    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s)
            Thread.yield();
    }

    static Thread start(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.start();
        return t;
    }

    public static void main(String[] args) throws Exception {
        LOCK.lock();
        FAIR.lock();
        RW.writeLock().lock();
        Thread rl = start("app-reentrant", new Runnable() {
            public void run() {
                LOCK.lock();
                LOCK.unlock();
            }
        });
        Thread fair = start("app-fair", new Runnable() {
            public void run() {
                FAIR.lock();
                FAIR.unlock();
            }
        });
        Thread reader = start("app-reader", new Runnable() {
            public void run() {
                RW.readLock().lock();
                RW.readLock().unlock();
            }
        });
        Thread cond = start("app-condition", new Runnable() {
            public void run() {
                COND_LOCK.lock();
                try {
                    while (!signalled)
                        COND.awaitUninterruptibly();
                } finally {
                    COND_LOCK.unlock();
                }
            }
        });
        Thread timed = start("app-timed-park", new Runnable() {
            public void run() {
                while (!unparked)
                    LockSupport.parkNanos(Parking.class, TimeUnit.SECONDS.toNanos(60));
            }
        });
        Thread sleeper = start("app-sleeper", new Runnable() {
            public void run() {
                try {
                    Thread.sleep(60000);
                } catch (InterruptedException e) {
                }
            }
        });
        Thread blocked;
        synchronized (SYNC) {
            blocked = start("app-monitor", new Runnable() {
                public void run() {
                    synchronized (SYNC) {
                        SYNC.hashCode();
                    }
                }
            });
            Thread[] waiting = { rl, fair, reader, cond };
            for (Thread t : waiting)
                awaitState(t, Thread.State.WAITING);
            awaitState(timed, Thread.State.TIMED_WAITING);
            awaitState(sleeper, Thread.State.TIMED_WAITING);
            awaitState(blocked, Thread.State.BLOCKED);
            System.out.println("queued on the lock: " + LOCK.getQueueLength() + ", fair: " + FAIR.getQueueLength()
                    + ", read lock: " + RW.getQueueLength());
            System.out.println("blocker of app-reentrant: " + LockSupport.getBlocker(rl).getClass().getName());
            System.out.println("blocker of app-timed-park: " + LockSupport.getBlocker(timed));
            Probe probe = new Probe();
            synchronized (probe) {
                probe.wait(1);
            }
        }
        LOCK.unlock();
        FAIR.unlock();
        RW.writeLock().unlock();
        COND_LOCK.lock();
        signalled = true;
        COND.signal();
        COND_LOCK.unlock();
        unparked = true;
        LockSupport.unpark(timed);
        sleeper.interrupt();
        Thread[] all = { rl, fair, reader, cond, timed, sleeper, blocked };
        for (Thread t : all)
            t.join();
        System.out.println("all done");
    }
}
