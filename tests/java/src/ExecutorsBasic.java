import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

/* Fixed, cached and single thread pools, futures and ThreadPoolExecutor. */
public class ExecutorsBasic {
    static String tail(Object o) {
        String s = String.valueOf(o);
        int i = s.indexOf('[');
        return i < 0 ? s : s.substring(i);
    }

    static String hashless(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(c);
            if (c == '@') {
                b.append("HASH");
                while (i + 1 < s.length() && Character.digit(s.charAt(i + 1), 16) >= 0)
                    i++;
            }
        }
        return b.toString();
    }

    public static void main(String[] args) throws Exception {
        ExecutorService fixed = Executors.newFixedThreadPool(3);
        System.out.println(fixed.getClass().getName() + " " + tail(fixed));
        List<Future<String>> fs = new ArrayList<Future<String>>();
        for (int i = 0; i < 6; i++) {
            final int n = i;
            fs.add(fixed.submit(new Callable<String>() {
                public String call() {
                    String name = Thread.currentThread().getName();
                    return "task " + n + " on " + name.substring(0, name.lastIndexOf('-') + 1) + "*";
                }
            }));
        }
        for (Future<String> f : fs)
            System.out.println(f.get() + " done=" + f.isDone());
        final List<String> names = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch all = new CountDownLatch(3);
        final CountDownLatch go = new CountDownLatch(1);
        for (int i = 0; i < 3; i++) {
            fixed.execute(new Runnable() {
                public void run() {
                    names.add(Thread.currentThread().getName());
                    all.countDown();
                    try {
                        go.await();
                    } catch (InterruptedException e) {
                    }
                }
            });
        }
        all.await();
        Collections.sort(names);
        System.out.println("threads " + names);
        String st = tail(fixed);
        System.out.println(st.substring(0, st.indexOf("completed tasks")));
        go.countDown();

        // Exceptions through futures.
        Future<Integer> bad = fixed.submit(new Callable<Integer>() {
            public Integer call() throws Exception {
                throw new IllegalStateException("boom");
            }
        });
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e + " | cause " + e.getCause());
        }
        System.out.println("bad " + tail(bad) + " cancelled " + bad.isCancelled());
        Future<?> r = fixed.submit(new Runnable() {
            public void run() {
            }
        });
        System.out.println("runnable result " + r.get());
        Future<String> r2 = fixed.submit(new Runnable() {
            public void run() {
            }
        }, "fixed result");
        System.out.println("runnable with result " + r2.get() + " " + tail(r2));

        // invokeAll / invokeAny
        List<Callable<Integer>> calls = new ArrayList<Callable<Integer>>();
        for (int i = 1; i <= 5; i++) {
            final int n = i;
            calls.add(new Callable<Integer>() {
                public Integer call() {
                    return n * n;
                }
            });
        }
        int sum = 0;
        for (Future<Integer> f : fixed.invokeAll(calls))
            sum += f.get();
        System.out.println("invokeAll sum " + sum);
        List<Callable<Integer>> one = new ArrayList<Callable<Integer>>();
        one.add(new Callable<Integer>() {
            public Integer call() {
                throw new ArithmeticException("first fails");
            }
        });
        one.add(new Callable<Integer>() {
            public Integer call() {
                return 42;
            }
        });
        System.out.println("invokeAny " + fixed.invokeAny(one));
        List<Callable<Integer>> allBad = new ArrayList<Callable<Integer>>();
        allBad.add(one.get(0));
        try {
            fixed.invokeAny(allBad);
        } catch (ExecutionException e) {
            System.out.println("invokeAny all failed: " + e.getMessage());
        }
        try {
            fixed.invokeAny(new ArrayList<Callable<Integer>>());
        } catch (IllegalArgumentException e) {
            System.out.println("invokeAny empty: " + e);
        }

        // Timeout and cancellation.
        final CountDownLatch never = new CountDownLatch(1);
        Future<String> slow = fixed.submit(new Callable<String>() {
            public String call() throws Exception {
                never.await();
                return "late";
            }
        });
        try {
            slow.get(5, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout: " + e);
        }
        System.out.println("cancel " + slow.cancel(true) + " again " + slow.cancel(true) + " cancelled " + slow.isCancelled()
                + " done " + slow.isDone() + " " + tail(slow));
        try {
            slow.get();
        } catch (CancellationException e) {
            System.out.println("get cancelled: " + e);
        }

        fixed.shutdown();
        System.out.println("shutdown " + fixed.isShutdown());
        System.out.println("terminated " + fixed.awaitTermination(5, TimeUnit.SECONDS) + " " + fixed.isTerminated());
        System.out.println(tail(fixed));
        try {
            fixed.execute(new Runnable() {
                public void run() {
                }
                public String toString() {
                    return "MyTask";
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println(hashless(e.toString()));
        }

        // Bounded pool: rejection while running.
        final CountDownLatch hold = new CountDownLatch(1);
        final CountDownLatch started = new CountDownLatch(1);
        ThreadPoolExecutor tpe = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<Runnable>(1));
        tpe.execute(new Runnable() {
            public void run() {
                started.countDown();
                try {
                    hold.await();
                } catch (InterruptedException e) {
                }
            }
        });
        started.await();
        tpe.execute(new Runnable() {
            public void run() {
            }
        });
        System.out.println("active " + tpe.getActiveCount() + " pool " + tpe.getPoolSize() + " queued " + tpe.getQueue().size());
        try {
            tpe.execute(new Runnable() {
                public void run() {
                }
                public String toString() {
                    return "Third";
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println(hashless(e.getMessage()));
        }
        hold.countDown();
        tpe.shutdown();
        tpe.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("completed " + tpe.getCompletedTaskCount() + " largest " + tpe.getLargestPoolSize() + " "
                + tail(tpe));
        tpe.setRejectedExecutionHandler(new ThreadPoolExecutor.CallerRunsPolicy());

        try {
            new ThreadPoolExecutor(2, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
        } catch (IllegalArgumentException e) {
            System.out.println("bad sizes: " + e);
        }

        // Cached pool: threads reused; single-thread executor keeps order.
        ExecutorService cached = Executors.newCachedThreadPool();
        final AtomicInteger count = new AtomicInteger();
        List<Future<?>> cf = new ArrayList<Future<?>>();
        for (int i = 0; i < 20; i++)
            cf.add(cached.submit(new Runnable() {
                public void run() {
                    count.incrementAndGet();
                }
            }));
        for (Future<?> f : cf)
            f.get();
        System.out.println("cached ran " + count.get());
        cached.shutdown();
        System.out.println("cached terminated " + cached.awaitTermination(5, TimeUnit.SECONDS));

        ExecutorService single = Executors.newSingleThreadExecutor();
        final StringBuilder order = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            final int n = i;
            single.execute(new Runnable() {
                public void run() {
                    order.append(n);
                }
            });
        }
        single.shutdown();
        single.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("single order " + order + " " + single.getClass().getName().replace('$', '.'));

        List<Runnable> pending;
        ExecutorService stopper = Executors.newSingleThreadExecutor();
        final CountDownLatch blocker = new CountDownLatch(1);
        final CountDownLatch running = new CountDownLatch(1);
        final boolean[] interrupted = new boolean[1];
        stopper.execute(new Runnable() {
            public void run() {
                running.countDown();
                try {
                    blocker.await();
                } catch (InterruptedException e) {
                    interrupted[0] = true;
                }
            }
        });
        for (int i = 0; i < 3; i++)
            stopper.execute(new Runnable() {
                public void run() {
                }
            });
        running.await();
        pending = stopper.shutdownNow();
        stopper.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println("shutdownNow pending " + pending.size() + " interrupted " + interrupted[0] + " terminated "
                + stopper.isTerminated());

        FutureTask<String> ft = new FutureTask<String>(new Callable<String>() {
            public String call() {
                return "direct";
            }
        });
        String fts = hashless(ft.toString());
        System.out.println(fts.substring(0, fts.indexOf("task = ")));
        ft.run();
        System.out.println(ft.get() + " " + tail(ft));
        try {
            new FutureTask<String>(null);
        } catch (NullPointerException e) {
            System.out.println("null callable: NPE");
        }
    }
}
