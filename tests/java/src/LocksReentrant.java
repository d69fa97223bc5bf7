import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/* ReentrantLock (fair and unfair), its conditions, and LockSupport. */
public class LocksReentrant {
    static int counter;

    static void counting(final ReentrantLock lock) throws Exception {
        counter = 0;
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 2000; k++) {
                        lock.lock();
                        try {
                            counter++;
                        } finally {
                            lock.unlock();
                        }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println((lock.isFair() ? "fair" : "unfair") + " counter = " + counter + ", locked = " + lock.isLocked()
                + ", queued = " + lock.hasQueuedThreads());
    }

    static class BoundedBuffer {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition();
        final Condition notEmpty = lock.newCondition();
        final int[] items = new int[3];
        int put, take, count;

        void put(int x) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length)
                    notFull.await();
                items[put] = x;
                put = (put + 1) % items.length;
                count++;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        int take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0)
                    notEmpty.await();
                int x = items[take];
                take = (take + 1) % items.length;
                count--;
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        counting(new ReentrantLock());
        counting(new ReentrantLock(true));

        final ReentrantLock lock = new ReentrantLock();
        String s = lock.toString();
        System.out.println(s.substring(s.indexOf('[')));
        lock.lock();
        lock.lock();
        s = lock.toString();
        System.out.println(s.substring(s.indexOf('[')) + " holds " + lock.getHoldCount() + " mine " + lock.isHeldByCurrentThread());
        final boolean[] got = new boolean[2];
        Thread other = new Thread(new Runnable() {
            public void run() {
                got[0] = lock.tryLock();
                try {
                    got[1] = lock.tryLock(10, TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    System.out.println("unexpected " + e);
                }
            }
        });
        other.start();
        other.join();
        System.out.println("other tryLock " + got[0] + " timed " + got[1]);
        lock.unlock();
        lock.unlock();
        System.out.println("after unlock holds " + lock.getHoldCount() + " locked " + lock.isLocked());
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock unowned: " + e);
        }
        Condition c = lock.newCondition();
        try {
            c.await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("await unowned: " + e);
        }
        try {
            c.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal unowned: " + e);
        }
        try {
            lock.hasWaiters(new ReentrantLock().newCondition());
        } catch (IllegalArgumentException e) {
            System.out.println("foreign condition: " + e);
        }

        // Condition timed wait with no signal times out.
        lock.lock();
        long left = c.awaitNanos(TimeUnit.MILLISECONDS.toNanos(5));
        System.out.println("awaitNanos timed out " + (left <= 0) + ", still holds " + lock.getHoldCount());
        System.out.println("await(time) " + c.await(1, TimeUnit.MILLISECONDS));
        lock.unlock();

        // Producer/consumer on conditions.
        final BoundedBuffer buf = new BoundedBuffer();
        final List<Integer> got2 = new ArrayList<Integer>();
        Thread consumer = new Thread(new Runnable() {
            public void run() {
                try {
                    for (int i = 0; i < 50; i++)
                        got2.add(buf.take());
                } catch (InterruptedException e) {
                    System.out.println("unexpected " + e);
                }
            }
        });
        consumer.start();
        for (int i = 0; i < 50; i++)
            buf.put(i * i);
        consumer.join();
        long sum = 0;
        for (int x : got2)
            sum += x;
        System.out.println("consumed " + got2.size() + " sum " + sum + " first " + got2.get(0) + " last " + got2.get(49));

        // Interrupting a waiter in await and in lockInterruptibly.
        final ReentrantLock l2 = new ReentrantLock();
        final Condition cond = l2.newCondition();
        final String[] res = new String[2];
        Thread w = new Thread(new Runnable() {
            public void run() {
                l2.lock();
                try {
                    cond.await();
                    res[0] = "signalled";
                } catch (InterruptedException e) {
                    res[0] = "await interrupted " + e.getMessage() + " holds " + l2.isHeldByCurrentThread();
                } finally {
                    l2.unlock();
                }
            }
        });
        w.start();
        while (true) {
            l2.lock();
            boolean waiting = l2.hasWaiters(cond);
            l2.unlock();
            if (waiting)
                break;
            Thread.sleep(1);
        }
        w.interrupt();
        w.join();
        System.out.println(res[0]);

        l2.lock();
        Thread w2 = new Thread(new Runnable() {
            public void run() {
                try {
                    l2.lockInterruptibly();
                    res[1] = "locked";
                } catch (InterruptedException e) {
                    res[1] = "lockInterruptibly interrupted " + e.getMessage();
                }
            }
        });
        w2.start();
        while (!l2.hasQueuedThread(w2))
            Thread.sleep(1);
        System.out.println("queue length " + l2.getQueueLength());
        while (w2.getState() != Thread.State.WAITING)
            Thread.sleep(1);
        System.out.println("blocked thread state " + w2.getState() + " blocker " + LockSupport.getBlocker(w2).getClass().getName());
        w2.interrupt();
        w2.join();
        l2.unlock();
        System.out.println(res[1]);

        // LockSupport: permit, unpark before park, interrupt ends park.
        LockSupport.unpark(Thread.currentThread());
        LockSupport.park();
        System.out.println("park with permit returned");
        LockSupport.parkNanos(1000000L);
        System.out.println("parkNanos returned");
        LockSupport.parkUntil(System.currentTimeMillis() - 5);
        System.out.println("parkUntil in the past returned");
        Thread.currentThread().interrupt();
        LockSupport.park();
        System.out.println("park while interrupted returned, flag " + Thread.interrupted());
        final Thread main = Thread.currentThread();
        Thread unparker = new Thread(new Runnable() {
            public void run() {
                LockSupport.unpark(main);
            }
        });
        unparker.start();
        LockSupport.park("blocker");
        unparker.join();
        System.out.println("unparked, blocker now " + LockSupport.getBlocker(main));
        LockSupport.unpark(null);
        try {
            LockSupport.getBlocker(null);
        } catch (NullPointerException e) {
            System.out.println("getBlocker(null): NPE");
        }
    }
}
