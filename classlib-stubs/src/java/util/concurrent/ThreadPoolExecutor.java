package java.util.concurrent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/*
 * Workers and the run state are guarded by mainLock. A worker holds its own
 * lock while it runs a task, so shutdown() interrupts only idle workers (the
 * ones whose lock it can take). A worker leaves when getTask() answers null:
 * the pool is stopping, or shut down with an empty queue, or the worker has
 * been idle for keepAliveTime beyond the core size.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0, SHUTDOWN = 1, STOP = 2, TIDYING = 3, TERMINATED = 4;

    private final BlockingQueue<Runnable> workQueue;
    private final ReentrantLock mainLock = new ReentrantLock();
    private final Condition termination = mainLock.newCondition();
    private final HashSet<Worker> workers = new HashSet<Worker>();
    private volatile int runState = RUNNING;
    private int workerCount;                   /* workers not yet leaving; mainLock */
    private int largestPoolSize;
    private long completedTaskCount;
    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile long keepAliveTime;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    private final class Worker extends ReentrantLock implements Runnable {
        private static final long serialVersionUID = 6138294804551838833L;
        final Thread thread;
        Runnable firstTask;
        volatile long completedTasks;
        volatile boolean started;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = getThreadFactory().newThread(this);
        }

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0)
            throw new IllegalArgumentException();
        if (workQueue == null || threadFactory == null || handler == null)
            throw new NullPointerException();
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    /* ---------------------------------------------------------------- */
    /* Workers                                                           */
    /* ---------------------------------------------------------------- */

    /* Under mainLock: a new worker, started; false if none may be added. */
    private boolean addWorkerLocked(Runnable firstTask, boolean core) {
        int rs = runState;
        if (rs >= STOP || (rs == SHUTDOWN && (firstTask != null || workQueue.isEmpty())))
            return false;
        if (workerCount >= (core ? corePoolSize : maximumPoolSize))
            return false;
        Worker w = new Worker(firstTask);
        if (w.thread == null)
            return false;
        if (w.thread.isAlive())
            throw new IllegalThreadStateException();
        workers.add(w);
        workerCount++;
        if (workers.size() > largestPoolSize)
            largestPoolSize = workers.size();
        w.started = true;
        try {
            w.thread.start();
        } catch (RuntimeException e) {
            workers.remove(w);
            workerCount--;
            throw e;
        } catch (Error e) {
            workers.remove(w);
            workerCount--;
            throw e;
        }
        return true;
    }

    private boolean addWorker(Runnable firstTask, boolean core) {
        mainLock.lock();
        try {
            return addWorkerLocked(firstTask, core);
        } finally {
            mainLock.unlock();
        }
    }

    private Runnable getTask() {
        boolean timedOut = false;
        for (;;) {
            boolean timed;
            mainLock.lock();
            try {
                int rs = runState;
                if (rs >= STOP || (rs == SHUTDOWN && workQueue.isEmpty())) {
                    workerCount--;
                    return null;
                }
                timed = allowCoreThreadTimeOut || workerCount > corePoolSize;
                if (workerCount > maximumPoolSize || (timed && timedOut && (workerCount > 1 || workQueue.isEmpty()))) {
                    workerCount--;
                    return null;
                }
            } finally {
                mainLock.unlock();
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveTime, TimeUnit.NANOSECONDS) : workQueue.take();
                if (r != null)
                    return r;
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    final void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean abrupt = true;
        try {
            while (task != null || (task = getTask()) != null) {
                w.lock();
                if (runState >= STOP ? !wt.isInterrupted() : (Thread.interrupted() && runState >= STOP))
                    wt.interrupt();
                try {
                    beforeExecute(wt, task);
                    try {
                        task.run();
                        afterExecute(task, null);
                    } catch (RuntimeException ex) {
                        afterExecute(task, ex);
                        throw ex;
                    } catch (Error ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    task = null;
                    w.completedTasks++;
                    w.unlock();
                }
            }
            abrupt = false;
        } finally {
            workerExit(w, abrupt);
        }
    }

    private void workerExit(Worker w, boolean abrupt) {
        mainLock.lock();
        try {
            if (abrupt)
                workerCount--;
            completedTaskCount += w.completedTasks;
            workers.remove(w);
        } finally {
            mainLock.unlock();
        }
        tryTerminate();
        if (runState < STOP) {
            mainLock.lock();
            try {
                int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                if (min == 0 && !workQueue.isEmpty())
                    min = 1;
                if (abrupt || workerCount < min)
                    addWorkerLocked(null, false);
            } finally {
                mainLock.unlock();
            }
        }
    }

    private void interruptIdleWorkers(boolean onlyOne) {
        mainLock.lock();
        try {
            for (Worker w : workers) {
                if (!w.thread.isInterrupted() && !w.isHeldByCurrentThread() && w.tryLock()) {
                    try {
                        w.thread.interrupt();
                    } finally {
                        w.unlock();
                    }
                }
                if (onlyOne)
                    break;
            }
        } finally {
            mainLock.unlock();
        }
    }

    final void tryTerminate() {
        mainLock.lock();
        try {
            int rs = runState;
            if (rs == RUNNING || rs >= TIDYING || (rs == SHUTDOWN && !workQueue.isEmpty()))
                return;
            if (workerCount != 0) {
                interruptIdleWorkers(true);
                return;
            }
            runState = TIDYING;
            try {
                terminated();
            } finally {
                runState = TERMINATED;
                termination.signalAll();
            }
        } finally {
            mainLock.unlock();
        }
    }

    /* ---------------------------------------------------------------- */
    /* Execution                                                         */
    /* ---------------------------------------------------------------- */

    public void execute(Runnable command) {
        if (command == null)
            throw new NullPointerException();
        boolean queued = false;
        mainLock.lock();
        try {
            if (runState == RUNNING) {
                if (workerCount < corePoolSize && addWorkerLocked(command, true))
                    return;
                queued = true;
            }
        } finally {
            mainLock.unlock();
        }
        if (queued && workQueue.offer(command)) {
            boolean rejectIt = false;
            mainLock.lock();
            try {
                if (runState != RUNNING && workQueue.remove(command))
                    rejectIt = true;
                else if (workerCount == 0)
                    addWorkerLocked(null, false);
            } finally {
                mainLock.unlock();
            }
            if (rejectIt)
                reject(command);
            return;
        }
        if (!addWorker(command, false))
            reject(command);
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    void onShutdown() {
    }

    public void shutdown() {
        mainLock.lock();
        try {
            if (runState < SHUTDOWN)
                runState = SHUTDOWN;
            interruptIdleWorkers(false);
            onShutdown();
        } finally {
            mainLock.unlock();
        }
        tryTerminate();
    }

    public List<Runnable> shutdownNow() {
        List<Runnable> tasks = new ArrayList<Runnable>();
        mainLock.lock();
        try {
            if (runState < STOP)
                runState = STOP;
            for (Worker w : workers)
                if (w.started)
                    w.thread.interrupt();
            workQueue.drainTo(tasks);
            if (!workQueue.isEmpty())
                for (Runnable r : workQueue.toArray(new Runnable[0]))
                    if (workQueue.remove(r))
                        tasks.add(r);
        } finally {
            mainLock.unlock();
        }
        tryTerminate();
        return tasks;
    }

    public boolean isShutdown() {
        return runState >= SHUTDOWN;
    }

    boolean isStopped() {
        return runState >= STOP;
    }

    public boolean isTerminating() {
        int rs = runState;
        return rs >= SHUTDOWN && rs < TERMINATED;
    }

    public boolean isTerminated() {
        return runState == TERMINATED;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        mainLock.lock();
        try {
            while (runState != TERMINATED) {
                if (nanos <= 0L)
                    return false;
                nanos = termination.awaitNanos(nanos);
            }
            return true;
        } finally {
            mainLock.unlock();
        }
    }

    /* ---------------------------------------------------------------- */
    /* Configuration and statistics                                      */
    /* ---------------------------------------------------------------- */

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null)
            throw new NullPointerException();
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null)
            throw new NullPointerException();
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize)
            throw new IllegalArgumentException();
        int delta = corePoolSize - this.corePoolSize;
        this.corePoolSize = corePoolSize;
        if (workerCount > corePoolSize) {
            interruptIdleWorkers(false);
        } else if (delta > 0) {
            int k = Math.min(delta, workQueue.size());
            while (k-- > 0 && addWorker(null, true)) {
                if (workQueue.isEmpty())
                    break;
            }
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        return addWorker(null, true);
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (addWorker(null, true))
            ++n;
        return n;
    }

    void ensurePrestart() {
        mainLock.lock();
        try {
            if (workerCount < corePoolSize)
                addWorkerLocked(null, true);
            else if (workerCount == 0)
                addWorkerLocked(null, false);
        } finally {
            mainLock.unlock();
        }
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveTime <= 0)
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        if (value != allowCoreThreadTimeOut) {
            allowCoreThreadTimeOut = value;
            if (value)
                interruptIdleWorkers(false);
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize)
            throw new IllegalArgumentException();
        this.maximumPoolSize = maximumPoolSize;
        if (workerCount > maximumPoolSize)
            interruptIdleWorkers(false);
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0)
            throw new IllegalArgumentException();
        if (time == 0 && allowsCoreThreadTimeOut())
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        long keepAliveTime = unit.toNanos(time);
        long delta = keepAliveTime - this.keepAliveTime;
        this.keepAliveTime = keepAliveTime;
        if (delta < 0)
            interruptIdleWorkers(false);
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveTime, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        tryTerminate();
        return removed;
    }

    public void purge() {
        for (Runnable r : workQueue.toArray(new Runnable[0]))
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled())
                workQueue.remove(r);
        tryTerminate();
    }

    public int getPoolSize() {
        mainLock.lock();
        try {
            return runState >= TIDYING ? 0 : workers.size();
        } finally {
            mainLock.unlock();
        }
    }

    public int getActiveCount() {
        mainLock.lock();
        try {
            int n = 0;
            for (Worker w : workers)
                if (w.isLocked())
                    ++n;
            return n;
        } finally {
            mainLock.unlock();
        }
    }

    public int getLargestPoolSize() {
        mainLock.lock();
        try {
            return largestPoolSize;
        } finally {
            mainLock.unlock();
        }
    }

    public long getTaskCount() {
        mainLock.lock();
        try {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
                if (w.isLocked())
                    ++n;
            }
            return n + workQueue.size();
        } finally {
            mainLock.unlock();
        }
    }

    public long getCompletedTaskCount() {
        mainLock.lock();
        try {
            long n = completedTaskCount;
            for (Worker w : workers)
                n += w.completedTasks;
            return n;
        } finally {
            mainLock.unlock();
        }
    }

    public String toString() {
        long ncompleted;
        int nworkers, nactive;
        mainLock.lock();
        try {
            ncompleted = completedTaskCount;
            nactive = 0;
            /* A terminated pool has no workers, even while the last one is
             * still leaving the set (as getPoolSize answers in the JDK). */
            nworkers = runState >= TIDYING ? 0 : workers.size();
            for (Worker w : workers) {
                ncompleted += w.completedTasks;
                if (w.isLocked())
                    ++nactive;
            }
        } finally {
            mainLock.unlock();
        }
        int rs = runState;
        String state = rs == RUNNING ? "Running" : rs == TERMINATED ? "Terminated" : "Shutting down";
        return super.toString() + "[" + state + ", pool size = " + nworkers + ", active threads = " + nactive
                + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    /* ---------------------------------------------------------------- */
    /* Rejection policies                                                */
    /* ---------------------------------------------------------------- */

    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown())
                r.run();
        }
    }

    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
