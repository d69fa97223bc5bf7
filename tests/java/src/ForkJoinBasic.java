import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.Future;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.TimeUnit;

/* ForkJoinPool with RecursiveTask and RecursiveAction; the common pool. */
public class ForkJoinBasic {
    static class Fib extends RecursiveTask<Integer> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        protected Integer compute() {
            if (n <= 10)
                return slow(n);
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }

        static int slow(int n) {
            return n <= 1 ? n : slow(n - 1) + slow(n - 2);
        }
    }

    static class SumRange extends RecursiveTask<Long> {
        final long[] a;
        final int lo, hi;

        SumRange(long[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        protected Long compute() {
            if (hi - lo <= 1000) {
                long s = 0;
                for (int i = lo; i < hi; i++)
                    s += a[i];
                return s;
            }
            int mid = (lo + hi) >>> 1;
            SumRange l = new SumRange(a, lo, mid), r = new SumRange(a, mid, hi);
            invokeAll(l, r);
            return l.join() + r.join();
        }
    }

    static class Square extends RecursiveAction {
        final long[] a;
        final int lo, hi;

        Square(long[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        protected void compute() {
            if (hi - lo <= 500) {
                for (int i = lo; i < hi; i++)
                    a[i] = a[i] * a[i];
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Square(a, lo, mid), new Square(a, mid, hi));
        }
    }

    static class Failing extends RecursiveTask<String> {
        protected String compute() {
            throw new IllegalArgumentException("bad task");
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(3);
        System.out.println("parallelism " + pool.getParallelism());
        System.out.println("fib(24) = " + pool.invoke(new Fib(24)));
        long[] a = new long[20000];
        for (int i = 0; i < a.length; i++)
            a[i] = i;
        System.out.println("sum = " + pool.invoke(new SumRange(a, 0, a.length)));
        pool.invoke(new Square(a, 0, a.length));
        System.out.println("sum of squares = " + pool.invoke(new SumRange(a, 0, a.length)));

        // Joined on the thread that ran it, the task's own exception comes back.
        ForkJoinTask<String> bad = new Failing();
        try {
            bad.invoke();
        } catch (IllegalArgumentException e) {
            System.out.println("invoke rethrows: " + e.getMessage());
        }
        try {
            bad.join();
        } catch (IllegalArgumentException e) {
            System.out.println("join rethrows: " + e.getMessage());
        }
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("get wraps: " + e.getMessage());
        }
        System.out.println("abnormal " + bad.isCompletedAbnormally() + " exception " + bad.getException().getClass().getName());

        Future<String> c = pool.submit(new Callable<String>() {
            public String call() {
                return "callable result";
            }
        });
        System.out.println(c.get());
        final boolean[] ran = new boolean[1];
        ForkJoinTask<?> r = pool.submit(new Runnable() {
            public void run() {
                ran[0] = ForkJoinTask.inForkJoinPool();
            }
        });
        r.get(5, TimeUnit.SECONDS);
        System.out.println("runnable in pool " + ran[0]);
        List<Callable<Integer>> calls = new ArrayList<Callable<Integer>>();
        for (int i = 1; i <= 4; i++) {
            final int n = i;
            calls.add(new Callable<Integer>() {
                public Integer call() {
                    return n * 10;
                }
            });
        }
        int s = 0;
        for (Future<Integer> f : pool.invokeAll(calls))
            s += f.get();
        System.out.println("invokeAll " + s);

        // Outside a pool, fork goes to the common pool.
        Fib f = new Fib(20);
        f.fork();
        System.out.println("fork/join from main: " + f.join() + " in pool " + ForkJoinTask.inForkJoinPool());
        System.out.println("common pool invoke " + ForkJoinPool.commonPool().invoke(new Fib(15)));
        System.out.println("direct invoke " + new Fib(18).invoke());

        Fib cancelled = new Fib(5);
        System.out.println("cancel " + cancelled.cancel(true) + " isCancelled " + cancelled.isCancelled());

        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS) + " " + pool.isTerminated());
        try {
            new ForkJoinPool(0);
        } catch (IllegalArgumentException e) {
            System.out.println("zero parallelism: " + e);
        }
    }
}
