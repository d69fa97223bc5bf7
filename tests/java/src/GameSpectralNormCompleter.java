import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

/**
 * spectral-norm with the products split by CountedCompleters on a ForkJoinPool (the
 * "for each" form: halves forked until a block is small, each leaf calling tryComplete),
 * a map-reduce completer summing a vector, the firstComplete/nextComplete loop, complete(T),
 * exceptions passing up the completer chain, and a plain ForkJoinTask whose exec() returns
 * false and so stays incomplete until complete() is called.
 */
public class GameSpectralNormCompleter {
    static double a(int i, int j) {
        return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1);
    }

    /** out[lo..hi) = A x in (or A^T x in), split in halves down to 8 rows. */
    static final class Product extends CountedCompleter<Void> {
        final double[] in, out;
        final boolean transpose;
        final int lo, hi;

        Product(CountedCompleter<?> parent, double[] in, double[] out, boolean transpose, int lo, int hi) {
            super(parent);
            this.in = in;
            this.out = out;
            this.transpose = transpose;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        public void compute() {
            int l = lo, h = hi;
            while (h - l > 8) {
                int mid = (l + h) >>> 1;
                addToPendingCount(1);
                new Product(this, in, out, transpose, mid, h).fork();
                h = mid;
            }
            for (int i = l; i < h; i++) {
                double sum = 0;
                for (int j = 0; j < in.length; j++) sum += (transpose ? a(j, i) : a(i, j)) * in[j];
                out[i] = sum;
            }
            tryComplete();
        }
    }

    /** The sum of squares of v[lo..hi), reduced in onCompletion. */
    static final class SumSquares extends CountedCompleter<Double> {
        final double[] v;
        final int lo, hi;
        SumSquares left, right;
        double result;

        SumSquares(CountedCompleter<?> parent, double[] v, int lo, int hi) {
            super(parent);
            this.v = v;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        public void compute() {
            if (hi - lo >= 16) {
                int mid = (lo + hi) >>> 1;
                left = new SumSquares(this, v, lo, mid);
                right = new SumSquares(this, v, mid, hi);
                setPendingCount(1);
                left.fork();
                right.compute();
            } else {
                for (int i = lo; i < hi; i++) result += v[i] * v[i];
                tryComplete();
            }
        }

        @Override
        public void onCompletion(CountedCompleter<?> caller) {
            if (left != null) result = left.result + right.result;
        }

        @Override
        public Double getRawResult() {
            return result;
        }
    }

    /** Counts leaves with firstComplete/nextComplete instead of onCompletion. */
    static final class Leaves extends CountedCompleter<Integer> {
        final int depth;
        final AtomicInteger count;

        Leaves(CountedCompleter<?> parent, int depth, AtomicInteger count) {
            super(parent);
            this.depth = depth;
            this.count = count;
        }

        @Override
        public void compute() {
            if (depth > 0) {
                // Two children: the first to finish finds a count of one, the second zero.
                setPendingCount(1);
                new Leaves(this, depth - 1, count).fork();
                new Leaves(this, depth - 1, count).fork();
            } else {
                count.incrementAndGet();
            }
            // The last leaf to finish walks up to the root and completes it.
            CountedCompleter<?> c = depth > 0 ? null : firstComplete();
            while (c != null) c = c.nextComplete();
        }

        @Override
        public Integer getRawResult() {
            return count.get();
        }
    }

    static final class Failing extends CountedCompleter<Void> {
        final int depth, stopAt;
        final List<String> log;

        Failing(CountedCompleter<?> parent, int depth, int stopAt, List<String> log) {
            super(parent);
            this.depth = depth;
            this.stopAt = stopAt;
            this.log = log;
        }

        @Override
        public void compute() {
            if (depth == 0) throw new IllegalStateException("leaf failed");
            setPendingCount(1);
            new Failing(this, depth - 1, stopAt, log).fork();
        }

        @Override
        public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
            synchronized (log) {
                log.add("depth " + depth + " saw " + ex.getMessage() + (caller == this ? " (own)" : " (from child)")
                        + " abnormal " + isCompletedAbnormally());
            }
            return depth != stopAt;
        }
    }

    /** exec() returns false: the task is done only when complete() is called. */
    static final class Manual extends ForkJoinTask<String> {
        volatile String value;
        final CountDownLatch ran = new CountDownLatch(1);

        @Override
        public String getRawResult() {
            return value;
        }

        @Override
        protected void setRawResult(String v) {
            value = v;
        }

        @Override
        protected boolean exec() {
            value = "ran";
            ran.countDown();
            return false;
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(3);
        int n = 120;
        double[] u = new double[n], v = new double[n], t = new double[n];
        Arrays.fill(u, 1);
        for (int i = 0; i < 10; i++) {
            pool.invoke(new Product(null, u, t, false, 0, n));
            pool.invoke(new Product(null, t, v, true, 0, n));
            pool.invoke(new Product(null, v, t, false, 0, n));
            pool.invoke(new Product(null, t, u, true, 0, n));
        }
        double vBv = 0;
        for (int i = 0; i < n; i++) vBv += u[i] * v[i];
        double vv = pool.invoke(new SumSquares(null, v, 0, n));
        System.out.printf("%.9f%n", Math.sqrt(vBv / vv));

        SumSquares root = new SumSquares(null, u, 0, n);
        System.out.println("before: done " + root.isDone() + " pending " + root.getPendingCount());
        pool.execute(root);
        System.out.printf("joined %.6f done %b normally %b root %b%n", root.join(), root.isDone(),
                root.isCompletedNormally(), root.getRoot() == root);

        AtomicInteger leaves = new AtomicInteger();
        System.out.println("leaves " + pool.invoke(new Leaves(null, 6, leaves)));

        List<String> log = new ArrayList<>();
        Failing top = new Failing(null, 3, -1, log);
        // Polled, not joined, until done: this thread runs none of the tasks, so the join
        // below rethrows a copy made for it (ForkJoinRethrow).
        pool.execute(top);
        while (!top.isDone()) Thread.sleep(1);
        try {
            top.join();
            System.out.println("no exception");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + " caused by " + e.getCause());
        }
        log.forEach(System.out::println);
        System.out.println("top done " + top.isDone() + " abnormal " + top.isCompletedAbnormally()
                + " exception " + top.getException().getClass().getSimpleName());

        // Propagation stops where onExceptionalCompletion says false: the root stays pending.
        List<String> log2 = new ArrayList<>();
        Failing stopped = new Failing(null, 2, 1, log2);
        pool.execute(stopped);
        try {
            stopped.get(200, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("stopped root still pending: done " + stopped.isDone());
        }
        // The two that see the failure log it on the pool's threads, however long after.
        while (true) {
            synchronized (log2) {
                if (log2.size() >= 2)
                    break;
            }
            Thread.sleep(1);
        }
        synchronized (log2) {
            log2.forEach(System.out::println);
        }
        stopped.completeExceptionally(new RuntimeException("given up"));
        try {
            stopped.join();
        } catch (RuntimeException e) {
            System.out.println("root completed by hand: " + e.getMessage() + " done " + stopped.isDone());
        }

        SumSquares early = new SumSquares(null, v, 0, 4);
        early.complete(42.0);
        System.out.println("complete(T): done " + early.isDone() + " raw " + early.getRawResult() + " join " + early.join());

        CountedCompleter<Void> counter = new CountedCompleter<Void>(null, 3) {
            @Override
            public void compute() {
            }
        };
        System.out.println("counts " + counter.getPendingCount() + " " + counter.decrementPendingCountUnlessZero() + " "
                + counter.compareAndSetPendingCount(2, 5) + " " + counter.compareAndSetPendingCount(2, 7) + " " + counter.getPendingCount());
        counter.setPendingCount(1);
        counter.tryComplete();
        System.out.println("after one tryComplete done " + counter.isDone() + " pending " + counter.getPendingCount());
        counter.propagateCompletion();
        System.out.println("after propagateCompletion done " + counter.isDone());

        Manual m = new Manual();
        pool.execute(m);
        m.ran.await();
        System.out.println("manual after exec: done " + m.isDone() + " value " + m.value);
        m.complete("finished");
        System.out.println("manual after complete: done " + m.isDone() + " join " + m.join());
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }
}
