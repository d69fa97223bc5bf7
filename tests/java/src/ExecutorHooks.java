import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/* ThreadPoolExecutor hooks, thread factories, rejection policies and thread names. */
public class ExecutorHooks {
    public static void main(String[] args) throws Exception {
        final List<String> events = Collections.synchronizedList(new ArrayList<String>());
        ThreadPoolExecutor hooked = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>(),
                new ThreadFactory() {
                    final AtomicInteger n = new AtomicInteger();

                    public Thread newThread(Runnable r) {
                        Thread t = new Thread(r, "worker-" + n.incrementAndGet());
                        t.setDaemon(true);
                        return t;
                    }
                }) {
            protected void beforeExecute(Thread t, Runnable r) {
                events.add("before on " + t.getName());
            }

            protected void afterExecute(Runnable r, Throwable t) {
                events.add("after, thrown " + t);
            }

            protected void terminated() {
                events.add("terminated");
            }
        };
        hooked.execute(new Runnable() {
            public void run() {
                events.add("run on " + Thread.currentThread().getName() + " daemon " + Thread.currentThread().isDaemon());
            }
        });
        hooked.shutdown();
        hooked.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println(events);

        // Names of the default factory: pool numbers count factories.
        ExecutorService p1 = Executors.newSingleThreadExecutor();
        ExecutorService p2 = Executors.newFixedThreadPool(2);
        final String[] names = new String[3];
        p1.submit(new Runnable() {
            public void run() {
                names[0] = Thread.currentThread().getName();
            }
        }).get();
        final CountDownLatch both = new CountDownLatch(2);
        final CountDownLatch release = new CountDownLatch(1);
        for (int i = 1; i <= 2; i++) {
            final int k = i;
            p2.execute(new Runnable() {
                public void run() {
                    names[k] = Thread.currentThread().getName();
                    both.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                    }
                }
            });
        }
        both.await();
        release.countDown();
        String a = names[1], b = names[2];
        if (a.compareTo(b) > 0) {
            String t = a;
            a = b;
            b = t;
        }
        String prefix1 = names[0].substring(0, names[0].indexOf("-thread"));
        String prefix2 = a.substring(0, a.indexOf("-thread"));
        int n1 = Integer.parseInt(prefix1.substring(5)), n2 = Integer.parseInt(prefix2.substring(5));
        System.out.println("single " + names[0].substring(names[0].indexOf("-thread")) + ", fixed " + a.substring(a.indexOf("-thread"))
                + " " + b.substring(b.indexOf("-thread")) + ", pool numbers differ by " + (n2 - n1));
        p1.shutdown();
        p2.shutdown();

        // CallerRuns, DiscardOldest, Discard, a custom handler.
        final CountDownLatch hold = new CountDownLatch(1);
        final List<String> ran = Collections.synchronizedList(new ArrayList<String>());
        ThreadPoolExecutor tiny = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>(1),
                new ThreadPoolExecutor.CallerRunsPolicy());
        final CountDownLatch started = new CountDownLatch(1);
        tiny.execute(new Runnable() {
            public void run() {
                started.countDown();
                try {
                    hold.await();
                } catch (InterruptedException e) {
                }
            }
        });
        started.await();
        tiny.execute(named("queued", ran));
        tiny.execute(named("caller-" + Thread.currentThread().getName(), ran));
        tiny.setRejectedExecutionHandler(new ThreadPoolExecutor.DiscardOldestPolicy());
        tiny.execute(named("replaces-queued", ran));
        tiny.setRejectedExecutionHandler(new ThreadPoolExecutor.DiscardPolicy());
        tiny.execute(named("discarded", ran));
        tiny.setRejectedExecutionHandler(new RejectedExecutionHandler() {
            public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
                ran.add("custom handler saw " + r);
            }
        });
        tiny.execute(named("custom", ran));
        hold.countDown();
        tiny.shutdown();
        tiny.awaitTermination(5, TimeUnit.SECONDS);
        System.out.println(ran);
        System.out.println("core " + tiny.getCorePoolSize() + " max " + tiny.getMaximumPoolSize() + " keepAlive "
                + tiny.getKeepAliveTime(TimeUnit.MILLISECONDS) + " task count " + tiny.getTaskCount());

        ThreadPoolExecutor growing = new ThreadPoolExecutor(0, 3, 20, TimeUnit.MILLISECONDS, new SynchronousQueue<Runnable>());
        final CountDownLatch three = new CountDownLatch(3);
        final CountDownLatch go = new CountDownLatch(1);
        for (int i = 0; i < 3; i++)
            growing.execute(new Runnable() {
                public void run() {
                    three.countDown();
                    try {
                        go.await();
                    } catch (InterruptedException e) {
                    }
                }
            });
        three.await();
        System.out.println("grew to " + growing.getPoolSize() + " largest " + growing.getLargestPoolSize());
        go.countDown();
        while (growing.getPoolSize() > 0)
            Thread.sleep(5);
        System.out.println("shrank to " + growing.getPoolSize() + " completed " + growing.getCompletedTaskCount());
        System.out.println("prestarted " + growing.prestartAllCoreThreads());
        growing.shutdownNow();
        System.out.println("terminated " + growing.awaitTermination(5, TimeUnit.SECONDS));
    }

    static Runnable named(final String name, final List<String> ran) {
        return new Runnable() {
            public void run() {
                ran.add(name);
            }

            public String toString() {
                return name;
            }
        };
    }
}
