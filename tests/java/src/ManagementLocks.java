import java.lang.management.*;
import java.util.*;
import java.util.concurrent.CountDownLatch;

/** ThreadInfo's lock, lock owner and state for monitors, and monitor deadlock detection. */
public class ManagementLocks {
    static final Object A = new Object(), B = new Object();

    static void waitForState(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s)
            Thread.sleep(1);
    }

    static String lockText(ThreadInfo ti, Object lock) {
        String expected = lock.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(lock));
        return "lock " + (expected.equals(ti.getLockName())) + " info " + (ti.getLockInfo() != null
            && ti.getLockInfo().getIdentityHashCode() == System.identityHashCode(lock)
            && ti.getLockInfo().getClassName().equals(lock.getClass().getName()));
    }

    public static void main(String[] args) throws Exception {
        ThreadMXBean tm = ManagementFactory.getThreadMXBean();
        System.out.println("no deadlock: " + tm.findMonitorDeadlockedThreads() + " " + tm.findDeadlockedThreads());

        final Object waitLock = new Object();
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                synchronized (waitLock) {
                    try {
                        waitLock.wait();
                    } catch (InterruptedException e) {
                    }
                }
            }
        }, "waiter");
        waiter.setDaemon(true);
        waiter.start();
        waitForState(waiter, Thread.State.WAITING);
        ThreadInfo wi = tm.getThreadInfo(waiter.getId());
        System.out.println("waiter " + wi.getThreadState() + " " + lockText(wi, waitLock) + " owner " + wi.getLockOwnerName()
            + " " + wi.getLockOwnerId());

        final Object held = new Object();
        final CountDownLatch release = new CountDownLatch(1);
        Thread blocked;
        synchronized (held) {
            blocked = new Thread(new Runnable() {
                public void run() {
                    synchronized (held) {
                    }
                }
            }, "blocked");
            blocked.start();
            waitForState(blocked, Thread.State.BLOCKED);
            ThreadInfo bi = tm.getThreadInfo(blocked.getId());
            System.out.println("blocked " + bi.getThreadState() + " " + lockText(bi, held) + " owner " + bi.getLockOwnerName()
                + " owner id matches " + (bi.getLockOwnerId() == Thread.currentThread().getId()));
            String text = bi.toString();
            String first = text.substring(0, text.indexOf('\n'));
            System.out.println("toString: " + first.replace("Id=" + blocked.getId() + " ", "Id=B ")
                .replace(Integer.toHexString(System.identityHashCode(held)), "HASH")
                .replace("Id=" + Thread.currentThread().getId(), "Id=M"));
            System.out.println("no deadlock while blocked: " + tm.findMonitorDeadlockedThreads());
        }
        blocked.join();

        final CountDownLatch both = new CountDownLatch(2);
        Thread t1 = new Thread(new Runnable() {
            public void run() {
                synchronized (A) {
                    both.countDown();
                    try {
                        both.await();
                    } catch (InterruptedException e) {
                    }
                    synchronized (B) {
                    }
                }
            }
        }, "deadlock-1");
        Thread t2 = new Thread(new Runnable() {
            public void run() {
                synchronized (B) {
                    both.countDown();
                    try {
                        both.await();
                    } catch (InterruptedException e) {
                    }
                    synchronized (A) {
                    }
                }
            }
        }, "deadlock-2");
        t1.setDaemon(true);
        t2.setDaemon(true);
        t1.start();
        t2.start();
        waitForState(t1, Thread.State.BLOCKED);
        waitForState(t2, Thread.State.BLOCKED);
        long[] dl = tm.findMonitorDeadlockedThreads();
        Set<Long> set = new HashSet<Long>();
        for (long id : dl)
            set.add(id);
        System.out.println("deadlocked: " + dl.length + " both found " + (set.contains(t1.getId()) && set.contains(t2.getId())));
        long[] dl2 = tm.findDeadlockedThreads();
        System.out.println("findDeadlockedThreads: " + (dl2 != null && dl2.length == 2));
        ThreadInfo i1 = tm.getThreadInfo(t1.getId());
        System.out.println("deadlock-1 waits for " + i1.getLockOwnerName() + " on B " + lockText(i1, B));
        ThreadInfo i2 = tm.getThreadInfo(t2.getId());
        System.out.println("deadlock-2 waits for " + i2.getLockOwnerName() + " on A " + lockText(i2, A));
    }
}
