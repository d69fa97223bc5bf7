package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/*
 * A simple fork/join pool: one deque of tasks shared by up to
 * `parallelism` daemon workers, started on demand. Workers take the most
 * recently pushed task first (forked subtasks are near the end), and a
 * join finds its task still queued and runs it inline, or helps with
 * others while it waits (ForkJoinTask.awaitDone). No work stealing.
 */
public class ForkJoinPool extends AbstractExecutorService {
    public static interface ForkJoinWorkerThreadFactory {
        ForkJoinWorkerThread newThread(ForkJoinPool pool);
    }

    public static interface ManagedBlocker {
        boolean block() throws InterruptedException;

        boolean isReleasable();
    }

    static final class DefaultForkJoinWorkerThreadFactory implements ForkJoinWorkerThreadFactory {
        public ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            return new ForkJoinWorkerThread(pool);
        }
    }

    public static final ForkJoinWorkerThreadFactory defaultForkJoinWorkerThreadFactory =
            new DefaultForkJoinWorkerThreadFactory();

    private static final AtomicInteger poolIds = new AtomicInteger();
    private static final int MAX_CAP = 0x7fff;
    private static final long KEEP_ALIVE_NANOS = 60000L * 1000000L;
    private static final ForkJoinPool common;

    static {
        int n = Runtime.getRuntime().availableProcessors() - 1;
        common = new ForkJoinPool(n < 1 ? 1 : n, true);
    }

    final String workerNamePrefix;
    private final int parallelism;
    private final boolean isCommon;
    private final ForkJoinWorkerThreadFactory factory;
    private final Thread.UncaughtExceptionHandler ueh;
    private final boolean asyncMode;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition workAvailable = lock.newCondition();
    private final Condition quiet = lock.newCondition();
    private final ArrayDeque<ForkJoinTask<?>> queue = new ArrayDeque<ForkJoinTask<?>>();
    private final ArrayList<ForkJoinWorkerThread> workers = new ArrayList<ForkJoinWorkerThread>();
    private int idle, active, nextIndex = 1;
    private long steals;
    private boolean shutdown, terminated;

    public ForkJoinPool() {
        this(Math.min(MAX_CAP, Runtime.getRuntime().availableProcessors()), defaultForkJoinWorkerThreadFactory, null,
                false);
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory, Thread.UncaughtExceptionHandler handler,
            boolean asyncMode) {
        if (parallelism <= 0 || parallelism > MAX_CAP)
            throw new IllegalArgumentException();
        if (factory == null)
            throw new NullPointerException();
        this.parallelism = parallelism;
        this.factory = factory;
        this.ueh = handler;
        this.asyncMode = asyncMode;
        this.isCommon = false;
        this.workerNamePrefix = "ForkJoinPool-" + poolIds.incrementAndGet() + "-worker-";
    }

    private ForkJoinPool(int parallelism, boolean isCommon) {
        this.parallelism = parallelism;
        this.factory = defaultForkJoinWorkerThreadFactory;
        this.ueh = null;
        this.asyncMode = false;
        this.isCommon = true;
        this.workerNamePrefix = "ForkJoinPool.commonPool-worker-";
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    public static int getCommonPoolParallelism() {
        return common.parallelism;
    }

    int nextWorkerIndex() {
        lock.lock();
        try {
            return nextIndex++;
        } finally {
            lock.unlock();
        }
    }

    /* ---------------------------------------------------------------- */
    /* Queue and workers                                                 */
    /* ---------------------------------------------------------------- */

    final void push(ForkJoinTask<?> task) {
        if (task == null)
            throw new NullPointerException();
        lock.lock();
        try {
            if (shutdown)
                throw new RejectedExecutionException();
            task.pool = this;
            queue.addLast(task);
            if (idle > 0)
                workAvailable.signal();
            else if (workers.size() < parallelism)
                startWorker();
        } finally {
            lock.unlock();
        }
    }

    /* Under the lock. */
    private void startWorker() {
        ForkJoinWorkerThread w = factory.newThread(this);
        if (w == null)
            return;
        if (ueh != null)
            w.setUncaughtExceptionHandler(ueh);
        workers.add(w);
        w.start();
    }

    final boolean tryRemove(ForkJoinTask<?> task) {
        lock.lock();
        try {
            return queue.removeLastOccurrence(task);
        } finally {
            lock.unlock();
        }
    }

    private ForkJoinTask<?> poll() {
        return asyncMode ? queue.pollFirst() : queue.pollLast();
    }

    /* The next task a worker would take, removed (take) or left queued; null if none. */
    final ForkJoinTask<?> nextTask(boolean take) {
        lock.lock();
        try {
            if (take)
                return poll();
            return asyncMode ? queue.peekFirst() : queue.peekLast();
        } finally {
            lock.unlock();
        }
    }

    /* Queued tasks beyond those the idle workers could take at once. */
    final int surplusTasks() {
        lock.lock();
        try {
            return Math.max(0, queue.size() - idle);
        } finally {
            lock.unlock();
        }
    }

    /* Runs one queued task for a joiner that waits; false if none. */
    final boolean helpOne() {
        ForkJoinTask<?> t;
        lock.lock();
        try {
            t = poll();
            if (t != null)
                steals++;
        } finally {
            lock.unlock();
        }
        if (t == null)
            return false;
        t.doExec();
        return true;
    }

    final void runWorker(ForkJoinWorkerThread w) {
        for (;;) {
            ForkJoinTask<?> t;
            lock.lock();
            try {
                long nanos = KEEP_ALIVE_NANOS;
                while ((t = poll()) == null) {
                    if (shutdown || nanos <= 0L)
                        return;
                    idle++;
                    if (idle == workers.size())
                        quiet.signalAll();
                    try {
                        nanos = workAvailable.awaitNanos(nanos);
                    } catch (InterruptedException e) {
                    } finally {
                        idle--;
                    }
                }
                active++;
            } finally {
                lock.unlock();
            }
            try {
                t.doExec();
            } finally {
                lock.lock();
                active--;
                lock.unlock();
            }
        }
    }

    final void deregister(ForkJoinWorkerThread w) {
        lock.lock();
        try {
            workers.remove(w);
            if (!queue.isEmpty() && !shutdown && workers.size() < parallelism)
                startWorker();
            if (shutdown && workers.isEmpty() && queue.isEmpty()) {
                terminated = true;
            }
            quiet.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /* ---------------------------------------------------------------- */
    /* Submission                                                        */
    /* ---------------------------------------------------------------- */

    public <T> T invoke(ForkJoinTask<T> task) {
        push(task);
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        push(task);
    }

    public void execute(Runnable task) {
        if (task == null)
            throw new NullPointerException();
        push(task instanceof ForkJoinTask<?> ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task));
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        push(task);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task);
        push(t);
        return t;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> t = ForkJoinTask.adapt(task, result);
        push(t);
        return t;
    }

    @SuppressWarnings("unchecked")
    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null)
            throw new NullPointerException();
        ForkJoinTask<?> t = task instanceof ForkJoinTask<?> ? (ForkJoinTask<Void>) task : ForkJoinTask.adapt(task);
        push(t);
        return t;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) {
        ArrayList<Future<T>> fs = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> c : tasks) {
            ForkJoinTask<T> t = ForkJoinTask.adapt(c);
            fs.add(t);
            push(t);
        }
        for (Future<T> f : fs)
            ((ForkJoinTask<?>) f).quietlyJoin();
        return fs;
    }

    /* ---------------------------------------------------------------- */
    /* State                                                             */
    /* ---------------------------------------------------------------- */

    public int getParallelism() {
        return parallelism;
    }

    public int getPoolSize() {
        lock.lock();
        try {
            return workers.size();
        } finally {
            lock.unlock();
        }
    }

    public boolean getAsyncMode() {
        return asyncMode;
    }

    public int getRunningThreadCount() {
        return getActiveThreadCount();
    }

    public int getActiveThreadCount() {
        lock.lock();
        try {
            return active;
        } finally {
            lock.unlock();
        }
    }

    public boolean isQuiescent() {
        lock.lock();
        try {
            return active == 0 && queue.isEmpty();
        } finally {
            lock.unlock();
        }
    }

    public long getStealCount() {
        lock.lock();
        try {
            return steals;
        } finally {
            lock.unlock();
        }
    }

    public long getQueuedTaskCount() {
        lock.lock();
        try {
            return queue.size();
        } finally {
            lock.unlock();
        }
    }

    public int getQueuedSubmissionCount() {
        return 0;
    }

    public boolean hasQueuedSubmissions() {
        return false;
    }

    public ForkJoinWorkerThreadFactory getFactory() {
        return factory;
    }

    public Thread.UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return ueh;
    }

    public void shutdown() {
        if (isCommon)
            return;
        lock.lock();
        try {
            shutdown = true;
            workAvailable.signalAll();
            if (workers.isEmpty() && queue.isEmpty())
                terminated = true;
        } finally {
            lock.unlock();
        }
    }

    public List<Runnable> shutdownNow() {
        if (isCommon)
            return new ArrayList<Runnable>();
        lock.lock();
        try {
            shutdown = true;
            for (ForkJoinTask<?> t : queue)
                t.cancel(false);
            queue.clear();
            for (Thread w : workers)
                w.interrupt();
            workAvailable.signalAll();
            if (workers.isEmpty())
                terminated = true;
        } finally {
            lock.unlock();
        }
        return new ArrayList<Runnable>();
    }

    public boolean isTerminated() {
        lock.lock();
        try {
            return terminated;
        } finally {
            lock.unlock();
        }
    }

    public boolean isTerminating() {
        lock.lock();
        try {
            return shutdown && !terminated;
        } finally {
            lock.unlock();
        }
    }

    public boolean isShutdown() {
        lock.lock();
        try {
            return shutdown;
        } finally {
            lock.unlock();
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (isCommon) {
            awaitQuiescence(timeout, unit);
            return false;
        }
        long nanos = unit.toNanos(timeout);
        lock.lock();
        try {
            while (!terminated) {
                if (nanos <= 0L)
                    return false;
                nanos = quiet.awaitNanos(nanos);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        for (;;) {
            if (isQuiescent())
                return true;
            if (Thread.currentThread() instanceof ForkJoinWorkerThread && helpOne())
                continue;
            long left = deadline - System.nanoTime();
            if (left <= 0L)
                return false;
            lock.lock();
            try {
                quiet.awaitNanos(Math.min(left, 1000000L));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void managedBlock(ManagedBlocker blocker) throws InterruptedException {
        while (!blocker.isReleasable() && !blocker.block()) {
        }
    }

    public String toString() {
        int size, act, queued;
        long st;
        boolean sd, term;
        lock.lock();
        try {
            size = workers.size();
            act = active;
            queued = queue.size();
            st = steals;
            sd = shutdown;
            term = terminated;
        } finally {
            lock.unlock();
        }
        String level = term ? "Terminated" : sd ? "Shutting down" : "Running";
        return super.toString() + "[" + level + ", parallelism = " + parallelism + ", size = " + size + ", active = " + act
                + ", running = " + act + ", steals = " + st + ", tasks = " + queued + ", submissions = 0]";
    }
}
