package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;

/*
 * A task whose state moves NEW -> RUNNING -> NORMAL | EXCEPTIONAL, or
 * NEW -> CANCELLED, by compare-and-set: whoever claims it first (a pool
 * worker, or a joiner that finds it still queued) runs it. A joiner that
 * cannot run it helps its pool with other queued tasks while it waits, so
 * a pool of a few threads never deadlocks on nested joins.
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = -7721805057305804111L;
    static final int NEW = 0, RUNNING = 1, NORMAL = 2, EXCEPTIONAL = 3, CANCELLED = 4;

    static final class Sync extends AbstractQueuedSynchronizer {
        private static final long serialVersionUID = 1L;

        protected int tryAcquireShared(int ignore) {
            return getState() >= NORMAL ? 1 : -1;
        }

        protected boolean tryReleaseShared(int ignore) {
            return true;
        }

        int state() {
            return getState();
        }

        boolean cas(int expect, int update) {
            return compareAndSetState(expect, update);
        }

        void set(int s) {
            setState(s);
        }
    }

    private final transient Sync sync = new Sync();
    private transient Throwable exception;
    private transient Thread thrower;          /* the thread that recorded exception */
    private transient volatile short tag;     /* the user's tag (setForkJoinTaskTag) */
    transient volatile ForkJoinPool pool;      /* the pool whose queue it went to */

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    private void finish(int s) {
        sync.set(s);
        sync.releaseShared(1);
    }

    /* Runs the task if nobody has claimed it yet. */
    final void doExec() {
        if (!sync.cas(NEW, RUNNING))
            return;
        boolean completed;
        try {
            completed = exec();
        } catch (Throwable t) {
            exception = t;
            thrower = Thread.currentThread();
            finish(EXCEPTIONAL);
            propagateException(t);
            return;
        }
        // exec() returning false leaves the task running until someone completes it
        // (a CountedCompleter completes through tryComplete).
        if (completed)
            finish(NORMAL);
    }

    /* Called once this task has completed with ex; CountedCompleter passes it on. */
    void propagateException(Throwable ex) {
    }

    /* Completes this task with ex, if it is not done, without passing ex on. */
    final void markExceptional(Throwable ex) {
        if (sync.state() < NORMAL) {
            exception = ex;
            thrower = Thread.currentThread();
            finish(EXCEPTIONAL);
        }
    }

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        ForkJoinPool p = t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).getPool() : ForkJoinPool.commonPool();
        p.push(this);
        return this;
    }

    /*
     * Waits for the end, running the task itself if it is still queued: in a worker, or
     * for a task of the common pool. A thread outside the pools leaves a task of any
     * other pool to that pool's workers, as JDK 17 does.
     */
    final void awaitDone(boolean interruptible) throws InterruptedException {
        boolean interrupted = false;
        boolean mayRun = Thread.currentThread() instanceof ForkJoinWorkerThread;
        while (sync.state() < NORMAL) {
            ForkJoinPool p = pool;
            boolean runHere = p == null || mayRun || p == ForkJoinPool.commonPool();
            if (sync.state() == NEW && runHere && (p == null || p.tryRemove(this))) {
                doExec();
                continue;
            }
            Thread t = Thread.currentThread();
            if (t instanceof ForkJoinWorkerThread && ((ForkJoinWorkerThread) t).getPool().helpOne())
                continue;
            try {
                sync.tryAcquireSharedNanos(1, 1000000L);
            } catch (InterruptedException e) {
                if (interruptible)
                    throw e;
                interrupted = true;
            }
        }
        if (interrupted)
            Thread.currentThread().interrupt();
    }

    private void awaitQuietly() {
        try {
            awaitDone(false);
        } catch (InterruptedException cannotHappen) {
        }
    }

    @SuppressWarnings("unchecked")
    static <T extends Throwable> void uncheckedThrow(Throwable t) throws T {
        throw (T) t;
    }

    private V reportJoin() {
        int s = sync.state();
        if (s == CANCELLED)
            throw new CancellationException();
        if (s == EXCEPTIONAL)
            ForkJoinTask.<RuntimeException>uncheckedThrow(exceptionForCaller());
        return getRawResult();
    }

    public final V join() {
        awaitQuietly();
        return reportJoin();
    }

    public final V invoke() {
        doExec();
        awaitQuietly();
        return reportJoin();
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        t2.fork();
        t1.invoke();
        t2.join();
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        for (int i = tasks.length - 1; i > 0; i--)
            tasks[i].fork();
        Throwable ex = null;
        for (int i = 0; i < tasks.length; i++) {
            ForkJoinTask<?> t = tasks[i];
            if (i == 0)
                t.doExec();
            t.awaitQuietly();
            if (ex == null && t.sync.state() == EXCEPTIONAL)
                ex = t.exceptionForCaller();
            else if (ex == null && t.sync.state() == CANCELLED)
                ex = new CancellationException();
        }
        if (ex != null)
            ForkJoinTask.<RuntimeException>uncheckedThrow(ex);
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        invokeAll(tasks.toArray(new ForkJoinTask<?>[0]));
        return tasks;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        if (sync.cas(NEW, CANCELLED)) {
            sync.releaseShared(1);
            return true;
        }
        return sync.state() == CANCELLED;
    }

    public final boolean isDone() {
        return sync.state() >= NORMAL;
    }

    public final boolean isCancelled() {
        return sync.state() == CANCELLED;
    }

    public final boolean isCompletedAbnormally() {
        return sync.state() >= EXCEPTIONAL;
    }

    public final boolean isCompletedNormally() {
        return sync.state() == NORMAL;
    }

    public final Throwable getException() {
        int s = sync.state();
        return s == EXCEPTIONAL ? exceptionForCaller() : s == CANCELLED ? new CancellationException() : null;
    }

    public void completeExceptionally(Throwable ex) {
        if (sync.state() < NORMAL) {
            exception = (ex instanceof RuntimeException || ex instanceof Error) ? ex : new RuntimeException(ex);
            thrower = Thread.currentThread();
            finish(EXCEPTIONAL);
            propagateException(exception);
        }
    }

    /*
     * The exception as join, get and getException report it. Recorded in another
     * thread, it is rethrown as a new exception of the same class with the original as
     * its cause, so the stack trace shows both threads, as JDK 17 does: made by the
     * class's public (Throwable) constructor, or else its public no-argument one and
     * initCause; the original itself when there is neither or either fails.
     */
    private Throwable exceptionForCaller() {
        Throwable ex = exception;
        if (ex == null || thrower == Thread.currentThread())
            return ex;
        try {
            java.lang.reflect.Constructor<?> noArg = null;
            for (java.lang.reflect.Constructor<?> c : ex.getClass().getConstructors()) {
                Class<?>[] ps = c.getParameterTypes();
                if (ps.length == 1 && ps[0] == Throwable.class)
                    return (Throwable) c.newInstance(ex);
                if (ps.length == 0)
                    noArg = c;
            }
            if (noArg != null) {
                Throwable copy = (Throwable) noArg.newInstance();
                copy.initCause(ex);
                return copy;
            }
        } catch (Exception e) {
            // no copy: the original it is
        }
        return ex;
    }

    public void complete(V value) {
        setRawResult(value);
        finish(NORMAL);
    }

    public final void quietlyComplete() {
        finish(NORMAL);
    }

    public final V get() throws InterruptedException, ExecutionException {
        awaitDone(true);
        int s = sync.state();
        if (s == CANCELLED)
            throw new CancellationException();
        if (s == EXCEPTIONAL)
            throw new ExecutionException(exceptionForCaller());
        return getRawResult();
    }

    public final V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (sync.state() < NORMAL) {
            if (Thread.interrupted())
                throw new InterruptedException();
            ForkJoinPool p = pool;
            if (sync.state() == NEW && p != null && Thread.currentThread() instanceof ForkJoinWorkerThread
                    && p.tryRemove(this)) {
                doExec();
                continue;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0L)
                throw new TimeoutException();
            sync.tryAcquireSharedNanos(1, left);
        }
        return get();
    }

    public final void quietlyJoin() {
        awaitQuietly();
    }

    public final void quietlyInvoke() {
        doExec();
        awaitQuietly();
    }

    public boolean tryUnfork() {
        ForkJoinPool p = pool;
        return p != null && p.tryRemove(this);
    }

    public void reinitialize() {
        exception = null;
        thrower = null;
        pool = null;
        sync.set(NEW);
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return t instanceof ForkJoinWorkerThread ? ((ForkJoinWorkerThread) t).getPool() : null;
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public static int getQueuedTaskCount() {
        ForkJoinPool p = getPool();
        return p == null ? 0 : (int) p.getQueuedTaskCount();
    }

    /* The pool has one queue shared by its workers, so "local" tasks are the queued ones. */
    public static int getSurplusQueuedTaskCount() {
        ForkJoinPool p = getPool();
        return p == null ? 0 : p.surplusTasks();
    }

    protected static ForkJoinTask<?> peekNextLocalTask() {
        ForkJoinPool p = getPool();
        return p == null ? null : p.nextTask(false);
    }

    protected static ForkJoinTask<?> pollNextLocalTask() {
        ForkJoinPool p = getPool();
        return p == null ? null : p.nextTask(true);
    }

    protected static ForkJoinTask<?> pollTask() {
        return pollNextLocalTask();
    }

    /* Submissions from outside are not told apart from other queued tasks (getQueuedSubmissionCount is 0). */
    protected static ForkJoinTask<?> pollSubmission() {
        return null;
    }

    public final short getForkJoinTaskTag() {
        return tag;
    }

    public final synchronized short setForkJoinTaskTag(short newValue) {
        short old = tag;
        tag = newValue;
        return old;
    }

    public final synchronized boolean compareAndSetForkJoinTaskTag(short expect, short update) {
        if (tag != expect)
            return false;
        tag = update;
        return true;
    }

    public static void helpQuiesce() {
        ForkJoinPool p = getPool();
        if (p != null)
            while (p.helpOne()) {
            }
    }

    static final class AdaptedRunnable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;
        T result;

        AdaptedRunnable(Runnable runnable, T result) {
            if (runnable == null)
                throw new NullPointerException();
            this.runnable = runnable;
            this.result = result;
        }

        public T getRawResult() {
            return result;
        }

        public void setRawResult(T v) {
            result = v;
        }

        public boolean exec() {
            runnable.run();
            return true;
        }

        public void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + runnable + "]";
        }
    }

    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        final Callable<? extends T> callable;
        T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null)
                throw new NullPointerException();
            this.callable = callable;
        }

        public T getRawResult() {
            return result;
        }

        public void setRawResult(T v) {
            result = v;
        }

        public boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }

        public void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + callable + "]";
        }
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedRunnable<Void>(runnable, null);
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedRunnable<T>(runnable, result);
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }
}
