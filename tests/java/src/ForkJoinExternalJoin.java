import java.util.concurrent.*;

/**
 * Which thread runs a queued task that a thread outside the pool joins: for a pool of
 * its own, always a worker of that pool (the joiner waits, even when the workers are
 * busy); for the common pool, the joiner takes the task back and runs it itself while
 * the common workers are busy.
 */
public class ForkJoinExternalJoin {
    static String runner() {
        return Thread.currentThread().getName().replaceAll("[0-9]+", "N");
    }

    /** Occupies every worker of the pool until the returned latch is released. */
    static CountDownLatch occupy(ForkJoinPool pool) throws InterruptedException {
        int par = pool.getParallelism();
        CountDownLatch release = new CountDownLatch(1), started = new CountDownLatch(par);
        for (int i = 0; i < par; i++) {
            pool.execute(() -> {
                started.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }
        started.await();
        return release;
    }

    static Thread releaseLater(CountDownLatch release) {
        Thread timer = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            release.countDown();
        });
        timer.start();
        return timer;
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool own = new ForkJoinPool(1);
        CountDownLatch release = occupy(own);
        ForkJoinTask<String> t = ForkJoinTask.adapt(ForkJoinExternalJoin::runner);
        own.execute(t);
        long t0 = System.nanoTime();      // before the release is timed: the wait is 300 ms at least
        Thread timer = releaseLater(release);
        String who = t.join();
        System.out.println("own pool, busy: join ran in " + who + ", waited for the worker "
                + (System.nanoTime() - t0 >= 250_000_000L));
        timer.join();
        System.out.println("own pool, idle: invoke ran in " + own.invoke(ForkJoinTask.adapt(ForkJoinExternalJoin::runner)));
        ForkJoinTask<String> s = own.submit(ForkJoinExternalJoin::runner);
        System.out.println("own pool: submit then get ran in " + s.get());
        System.out.println("own pool: invokeAll ran in " + own.invokeAll(java.util.List.of(ForkJoinExternalJoin::runner, ForkJoinExternalJoin::runner)).get(0).get());
        own.shutdown();

        ForkJoinPool common = ForkJoinPool.commonPool();
        CountDownLatch releaseCommon = occupy(common);
        ForkJoinTask<String> c = ForkJoinTask.adapt(ForkJoinExternalJoin::runner);
        common.execute(c);
        long c0 = System.nanoTime();
        Thread commonTimer = releaseLater(releaseCommon);
        String commonWho = c.join();
        System.out.println("common pool, busy: join ran in " + commonWho + ", waited "
                + (System.nanoTime() - c0 >= 250_000_000L));
        commonTimer.join();
    }
}
