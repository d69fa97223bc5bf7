import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/* Many short tasks on pools, contended ReentrantLocks and conditions, a
 * cached pool growing and shrinking: totals only, independent of timing. */
public class PoolStress {
    static final ReentrantLock LOCK = new ReentrantLock();
    static final Condition TURN = LOCK.newCondition();
    static long counter;
    static int turn;

    public static void main(String[] args) throws Exception {
        ExecutorService fixed = Executors.newFixedThreadPool(4);
        List<Future<Long>> fs = new ArrayList<Future<Long>>();
        for (int i = 0; i < 200; i++) {
            final int n = i;
            fs.add(fixed.submit(new Callable<Long>() {
                public Long call() {
                    long local = 0;
                    for (int k = 0; k < 50; k++) {
                        LOCK.lock();
                        try {
                            counter++;
                        } finally {
                            LOCK.unlock();
                        }
                        local += k;
                    }
                    return local + n;
                }
            }));
        }
        long total = 0;
        for (Future<Long> f : fs)
            total += f.get();
        System.out.println("counter " + counter + " total " + total);

        // Four threads take turns through one condition.
        final StringBuilder order = new StringBuilder();
        final CountDownLatch done = new CountDownLatch(4);
        for (int i = 0; i < 4; i++) {
            final int me = i;
            fixed.execute(new Runnable() {
                public void run() {
                    for (int round = 0; round < 10; round++) {
                        LOCK.lock();
                        try {
                            while (turn % 4 != me)
                                TURN.awaitUninterruptibly();
                            order.append(me);
                            turn++;
                            TURN.signalAll();
                        } finally {
                            LOCK.unlock();
                        }
                    }
                    done.countDown();
                }
            });
        }
        done.await();
        System.out.println("turns " + order.length() + " " + order.substring(0, 12));

        ExecutorService cached = Executors.newCachedThreadPool();
        final ConcurrentHashMap<Integer, Integer> map = new ConcurrentHashMap<Integer, Integer>();
        final AtomicLong sum = new AtomicLong();
        List<Future<?>> cf = new ArrayList<Future<?>>();
        for (int i = 0; i < 100; i++) {
            final int n = i;
            cf.add(cached.submit(new Runnable() {
                public void run() {
                    map.put(n, n * n);
                    sum.addAndGet(n);
                }
            }));
        }
        for (Future<?> f : cf)
            f.get();
        long squares = 0;
        for (int v : map.values())
            squares += v;
        System.out.println("map " + map.size() + " sum " + sum + " squares " + squares);

        List<CompletableFuture<Integer>> cfs = new ArrayList<CompletableFuture<Integer>>();
        for (int i = 0; i < 50; i++) {
            final int n = i;
            cfs.add(CompletableFuture.supplyAsync(new Supplier<Integer>() {
                public Integer get() {
                    return n;
                }
            }, fixed));
        }
        CompletableFuture.allOf(cfs.toArray(new CompletableFuture<?>[0])).join();
        int cs = 0;
        for (CompletableFuture<Integer> c : cfs)
            cs += c.join();
        System.out.println("completable sum " + cs);

        fixed.shutdown();
        cached.shutdown();
        System.out.println("terminated " + fixed.awaitTermination(10, TimeUnit.SECONDS) + " "
                + cached.awaitTermination(10, TimeUnit.SECONDS));
    }
}
