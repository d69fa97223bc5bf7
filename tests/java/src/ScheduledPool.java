import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/* ScheduledThreadPoolExecutor: delays, fixed rate, fixed delay, shutdown policies. */
public class ScheduledPool {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);
        final List<String> order = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch three = new CountDownLatch(3);
        // The one worker is held until every task is due: it then takes
        // them by due time, whatever the machine's load.
        ScheduledThreadPoolExecutor held = new ScheduledThreadPoolExecutor(1);
        final CountDownLatch release = new CountDownLatch(1);
        held.execute(new Runnable() {
            public void run() {
                try {
                    release.await();
                } catch (InterruptedException e) {
                }
            }
        });
        // Due times from one clock reading, five times the named delays
        // apart: a slow loop between the calls cannot reorder them.
        int[] delays = { 30, 10, 20 };
        long base = System.nanoTime();
        for (final int d : delays) {
            held.schedule(new Runnable() {
                public void run() {
                    order.add("delay " + d);
                    three.countDown();
                }
            }, base + d * 5_000_000L - System.nanoTime(), TimeUnit.NANOSECONDS);
        }
        Thread.sleep(60);
        release.countDown();
        held.shutdown();
        three.await();
        System.out.println(order);

        ScheduledFuture<String> sf = ses.schedule(new Callable<String>() {
            public String call() {
                return "called";
            }
        }, 50, TimeUnit.MILLISECONDS);
        System.out.println("delay at most 50 ms " + (sf.getDelay(TimeUnit.MILLISECONDS) <= 50) + " result " + sf.get()
                + " done " + sf.isDone());

        final AtomicInteger ticks = new AtomicInteger();
        final CountDownLatch five = new CountDownLatch(5);
        ScheduledFuture<?> rate = ses.scheduleAtFixedRate(new Runnable() {
            public void run() {
                ticks.incrementAndGet();
                five.countDown();
            }
        }, 0, 2, TimeUnit.MILLISECONDS);
        five.await();
        System.out.println("fixed rate cancel " + rate.cancel(false) + " periodic done " + rate.isDone() + " ticks>=5 "
                + (ticks.get() >= 5));

        final CountDownLatch fails = new CountDownLatch(1);
        final AtomicInteger runs = new AtomicInteger();
        ScheduledFuture<?> failing = ses.scheduleWithFixedDelay(new Runnable() {
            public void run() {
                if (runs.incrementAndGet() == 3) {
                    fails.countDown();
                    throw new IllegalStateException("third run");
                }
            }
        }, 1, 1, TimeUnit.MILLISECONDS);
        fails.await();
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("periodic failure stops it: " + e.getMessage() + " runs " + runs.get());
        }

        try {
            ses.scheduleAtFixedRate(new Runnable() {
                public void run() {
                }
            }, 1, 0, TimeUnit.SECONDS);
        } catch (IllegalArgumentException e) {
            System.out.println("zero period: " + e);
        }

        // After shutdown: delayed tasks still run, periodic ones are cancelled.
        final CountDownLatch delayedRan = new CountDownLatch(1);
        ScheduledFuture<?> delayed = ses.schedule(new Runnable() {
            public void run() {
                delayedRan.countDown();
            }
        }, 20, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> periodic = ses.scheduleAtFixedRate(new Runnable() {
            public void run() {
            }
        }, 50, 50, TimeUnit.MILLISECONDS);
        ses.shutdown();
        System.out.println("periodic cancelled " + periodic.isCancelled());
        delayedRan.await();
        System.out.println("terminated " + ses.awaitTermination(5, TimeUnit.SECONDS) + " delayed done " + delayed.isDone());
        try {
            ses.schedule(new Runnable() {
                public void run() {
                }
            }, 1, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            System.out.println("after shutdown: RejectedExecutionException");
        }

        ScheduledThreadPoolExecutor stpe = new ScheduledThreadPoolExecutor(1);
        stpe.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        ScheduledFuture<?> dropped = stpe.schedule(new Runnable() {
            public void run() {
            }
        }, 10, TimeUnit.SECONDS);
        System.out.println("queued " + stpe.getQueue().size());
        stpe.shutdown();
        System.out.println("dropped cancelled " + dropped.isCancelled() + " terminated "
                + stpe.awaitTermination(5, TimeUnit.SECONDS));
        String s = stpe.toString();
        System.out.println(s.substring(s.indexOf('[')));

        ScheduledExecutorService one = Executors.newSingleThreadScheduledExecutor();
        final StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            final int n = i;
            one.schedule(new Runnable() {
                public void run() {
                    sb.append(n);
                }
            }, 5, TimeUnit.MILLISECONDS);
        }
        one.shutdown();
        one.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("same delay keeps submission order " + sb);
    }
}
