import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/* CountDownLatch and Semaphore, their states and messages. */
public class LatchSemaphore {
    static String tail(Object o) {
        String s = o.toString();
        return s.substring(s.indexOf('['));
    }

    public static void main(String[] args) throws Exception {
        final CountDownLatch start = new CountDownLatch(1);
        final CountDownLatch done = new CountDownLatch(4);
        final AtomicInteger sum = new AtomicInteger();
        for (int i = 1; i <= 4; i++) {
            final int n = i;
            new Thread(new Runnable() {
                public void run() {
                    try {
                        start.await();
                    } catch (InterruptedException e) {
                        return;
                    }
                    sum.addAndGet(n);
                    done.countDown();
                }
            }).start();
        }
        System.out.println(tail(done));
        start.countDown();
        done.await();
        System.out.println("sum " + sum.get() + " " + tail(done) + " await again " + done.await(1, TimeUnit.MILLISECONDS));
        done.countDown();
        System.out.println("count stays " + done.getCount());
        CountDownLatch never = new CountDownLatch(2);
        System.out.println("timed await " + never.await(2, TimeUnit.MILLISECONDS) + " " + tail(never));
        Thread.currentThread().interrupt();
        try {
            never.await();
        } catch (InterruptedException e) {
            System.out.println("await interrupted: " + e);
        }
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        final Semaphore sem = new Semaphore(2);
        System.out.println(tail(sem) + " fair " + sem.isFair());
        final AtomicInteger inside = new AtomicInteger(), maxInside = new AtomicInteger();
        List<Thread> ts = new ArrayList<Thread>();
        for (int i = 0; i < 6; i++) {
            Thread t = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 50; k++) {
                        sem.acquireUninterruptibly();
                        int now = inside.incrementAndGet();
                        synchronized (maxInside) {
                            if (now > maxInside.get())
                                maxInside.set(now);
                        }
                        inside.decrementAndGet();
                        sem.release();
                    }
                }
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("max inside <= 2: " + (maxInside.get() <= 2) + " " + tail(sem));
        System.out.println("tryAcquire(3) " + sem.tryAcquire(3) + " tryAcquire(2) " + sem.tryAcquire(2) + " available "
                + sem.availablePermits());
        System.out.println("timed " + sem.tryAcquire(1, 2, TimeUnit.MILLISECONDS));
        sem.release(5);
        System.out.println("drain " + sem.drainPermits() + " " + tail(sem));
        try {
            sem.acquire(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative: " + e);
        }
        Semaphore neg = new Semaphore(-2, true);
        System.out.println(tail(neg) + " fair " + neg.isFair() + " try " + neg.tryAcquire());
        neg.release(3);
        System.out.println("after release " + neg.availablePermits() + " try " + neg.tryAcquire());

        final Semaphore gate = new Semaphore(0);
        Thread waiter = new Thread(new Runnable() {
            public void run() {
                try {
                    gate.acquire(2);
                    System.out.println("waiter got 2 permits");
                } catch (InterruptedException e) {
                    System.out.println("waiter interrupted");
                }
            }
        });
        waiter.start();
        while (!gate.hasQueuedThreads())
            Thread.sleep(1);
        System.out.println("queued " + gate.getQueueLength());
        gate.release();
        gate.release();
        waiter.join();
        Thread waiter2 = new Thread(new Runnable() {
            public void run() {
                try {
                    gate.acquire();
                    System.out.println("waiter2 acquired");
                } catch (InterruptedException e) {
                    System.out.println("waiter2 interrupted: " + e);
                }
            }
        });
        waiter2.start();
        while (waiter2.getState() != Thread.State.WAITING)
            Thread.sleep(1);
        waiter2.interrupt();
        waiter2.join();
        System.out.println("left " + gate.availablePermits() + " queued " + gate.hasQueuedThreads());
    }
}
