import java.util.ArrayList;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Phaser;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/* Exception types and messages of java.util.concurrent for bad arguments and misuse. */
public class ConcurrencyMessages {
    interface Action {
        void run() throws Exception;
    }

    static void check(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": no exception");
        } catch (Throwable t) {
            System.out.println(what + ": " + t);
            if (t.getCause() != null)
                System.out.println("    cause " + t.getCause());
        }
    }

    public static void main(String[] args) {
        check("ArrayBlockingQueue(0)", new Action() {
            public void run() {
                new ArrayBlockingQueue<String>(0);
            }
        });
        check("LinkedBlockingQueue(0)", new Action() {
            public void run() {
                new LinkedBlockingQueue<String>(0);
            }
        });
        check("PriorityBlockingQueue(0)", new Action() {
            public void run() {
                new PriorityBlockingQueue<String>(0);
            }
        });
        check("ThreadPoolExecutor(-1, ...)", new Action() {
            public void run() {
                new ThreadPoolExecutor(-1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
            }
        });
        check("ThreadPoolExecutor null queue", new Action() {
            public void run() {
                new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, null);
            }
        });
        check("newFixedThreadPool(0)", new Action() {
            public void run() {
                Executors.newFixedThreadPool(0);
            }
        });
        check("execute(null)", new Action() {
            public void run() {
                ExecutorService e = Executors.newSingleThreadExecutor();
                try {
                    e.execute(null);
                } finally {
                    e.shutdown();
                }
            }
        });
        check("allowCoreThreadTimeOut with zero keep-alive", new Action() {
            public void run() {
                ThreadPoolExecutor e = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
                try {
                    e.allowCoreThreadTimeOut(true);
                } finally {
                    e.shutdown();
                }
            }
        });
        check("setMaximumPoolSize below core", new Action() {
            public void run() {
                ThreadPoolExecutor e = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
                try {
                    e.setMaximumPoolSize(1);
                } finally {
                    e.shutdown();
                }
            }
        });
        check("ScheduledThreadPoolExecutor fixed delay 0", new Action() {
            public void run() {
                ScheduledThreadPoolExecutor e = new ScheduledThreadPoolExecutor(1);
                try {
                    e.scheduleWithFixedDelay(new Runnable() {
                        public void run() {
                        }
                    }, 0, 0, TimeUnit.SECONDS);
                } finally {
                    e.shutdown();
                }
            }
        });
        check("Future.get of a failing task", new Action() {
            public void run() throws Exception {
                FutureTask<String> f = new FutureTask<String>(new Callable<String>() {
                    public String call() throws Exception {
                        throw new java.io.FileNotFoundException("no.such.file");
                    }
                });
                f.run();
                f.get();
            }
        });
        check("Future.get of an Error", new Action() {
            public void run() throws Exception {
                FutureTask<String> f = new FutureTask<String>(new Callable<String>() {
                    public String call() {
                        throw new StackOverflowError();
                    }
                });
                f.run();
                f.get();
            }
        });
        check("FutureTask cancelled get", new Action() {
            public void run() throws Exception {
                FutureTask<String> f = new FutureTask<String>(new Runnable() {
                    public void run() {
                    }
                }, "r");
                f.cancel(false);
                f.get(1, TimeUnit.SECONDS);
            }
        });
        check("ReentrantLock.unlock not held", new Action() {
            public void run() {
                new ReentrantLock(true).unlock();
            }
        });
        check("ReentrantLock.hasWaiters(null)", new Action() {
            public void run() {
                new ReentrantLock().hasWaiters(null);
            }
        });
        check("Condition.signalAll not held", new Action() {
            public void run() {
                new ReentrantLock().newCondition().signalAll();
            }
        });
        check("Condition.awaitNanos not held", new Action() {
            public void run() throws Exception {
                new ReentrantLock().newCondition().awaitNanos(1);
            }
        });
        check("read unlock not held", new Action() {
            public void run() {
                new ReentrantReadWriteLock().readLock().unlock();
            }
        });
        check("write lock condition not held", new Action() {
            public void run() throws Exception {
                new ReentrantReadWriteLock().writeLock().newCondition().await();
            }
        });
        check("Semaphore.release(-1)", new Action() {
            public void run() {
                new Semaphore(1).release(-1);
            }
        });
        check("Semaphore.tryAcquire(-1)", new Action() {
            public void run() {
                new Semaphore(1).tryAcquire(-1);
            }
        });
        check("CountDownLatch(-5)", new Action() {
            public void run() {
                new CountDownLatch(-5);
            }
        });
        check("CyclicBarrier(-1)", new Action() {
            public void run() {
                new CyclicBarrier(-1);
            }
        });
        check("Phaser(70000)", new Action() {
            public void run() {
                new Phaser(70000);
            }
        });
        check("Phaser.bulkRegister(-1)", new Action() {
            public void run() {
                new Phaser().bulkRegister(-1);
            }
        });
        check("ForkJoinPool(-1)", new Action() {
            public void run() {
                new ForkJoinPool(-1);
            }
        });
        check("CompletableFuture.completeExceptionally(null)", new Action() {
            public void run() {
                new CompletableFuture<String>().completeExceptionally(null);
            }
        });
        check("CompletableFuture.join of a failed future", new Action() {
            public void run() {
                CompletableFuture<String> f = new CompletableFuture<String>();
                f.completeExceptionally(new UnsupportedOperationException("nope"));
                f.join();
            }
        });
        check("CompletableFuture.get of a failed future", new Action() {
            public void run() throws Exception {
                CompletableFuture<String> f = new CompletableFuture<String>();
                f.completeExceptionally(new CompletionException(new ArithmeticException("inner")));
                f.get();
            }
        });
        check("CompletableFuture.get of a CompletionException without cause", new Action() {
            public void run() throws Exception {
                CompletableFuture<String> f = new CompletableFuture<String>();
                f.completeExceptionally(new CompletionException("bare", null));
                f.get();
            }
        });
        check("ExecutionException(null cause)", new Action() {
            public void run() throws Exception {
                throw new ExecutionException(null);
            }
        });
        check("invokeAll(null)", new Action() {
            public void run() throws Exception {
                ExecutorService e = Executors.newSingleThreadExecutor();
                try {
                    e.invokeAll(null);
                } finally {
                    e.shutdown();
                }
            }
        });
        check("invokeAny(empty)", new Action() {
            public void run() throws Exception {
                ExecutorService e = Executors.newSingleThreadExecutor();
                try {
                    e.invokeAny(new ArrayList<Callable<String>>());
                } finally {
                    e.shutdown();
                }
            }
        });
    }
}
