package java.util.concurrent;

import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.AbstractQueuedSynchronizer;

/*
 * The task's state moves NEW -> COMPLETING -> NORMAL | EXCEPTIONAL, or
 * NEW -> CANCELLED, or NEW -> INTERRUPTING -> INTERRUPTED, by
 * compare-and-set. It is kept as the state of a synchronizer on which
 * get() waits (acquired in shared mode once the state is final).
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0, COMPLETING = 1, NORMAL = 2, EXCEPTIONAL = 3, CANCELLED = 4, INTERRUPTING = 5,
            INTERRUPTED = 6;

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

    private final Sync sync = new Sync();
    private Callable<V> callable;
    private Object outcome;
    private final AtomicReference<Thread> runner = new AtomicReference<Thread>();

    public FutureTask(Callable<V> callable) {
        if (callable == null)
            throw new NullPointerException();
        this.callable = callable;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        if (s == NORMAL)
            return (V) outcome;
        if (s >= CANCELLED)
            throw new CancellationException();
        throw new ExecutionException((Throwable) outcome);
    }

    public boolean isCancelled() {
        return sync.state() >= CANCELLED;
    }

    public boolean isDone() {
        return sync.state() != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        if (!sync.cas(NEW, mayInterruptIfRunning ? INTERRUPTING : CANCELLED))
            return false;
        try {
            if (mayInterruptIfRunning) {
                try {
                    Thread t = runner.get();
                    if (t != null)
                        t.interrupt();
                } finally {
                    sync.set(INTERRUPTED);
                }
            }
        } finally {
            finishCompletion();
        }
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        if (sync.state() <= COMPLETING)
            sync.acquireSharedInterruptibly(1);
        return report(sync.state());
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null)
            throw new NullPointerException();
        if (sync.state() <= COMPLETING && !sync.tryAcquireSharedNanos(1, unit.toNanos(timeout)))
            throw new TimeoutException();
        return report(sync.state());
    }

    protected void done() {
    }

    protected void set(V v) {
        if (sync.cas(NEW, COMPLETING)) {
            outcome = v;
            sync.set(NORMAL);
            finishCompletion();
        }
    }

    protected void setException(Throwable t) {
        if (sync.cas(NEW, COMPLETING)) {
            outcome = t;
            sync.set(EXCEPTIONAL);
            finishCompletion();
        }
    }

    private void finishCompletion() {
        sync.releaseShared(1);
        done();
        callable = null;
    }

    public void run() {
        if (sync.state() != NEW || !runner.compareAndSet(null, Thread.currentThread()))
            return;
        try {
            Callable<V> c = callable;
            if (c != null && sync.state() == NEW) {
                V result;
                boolean ran;
                try {
                    result = c.call();
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran)
                    set(result);
            }
        } finally {
            runner.set(null);
            waitForInterrupt();
        }
    }

    /* A cancel(true) may be about to interrupt this thread: let it finish
     * so the interrupt does not leak into the next task. */
    private void waitForInterrupt() {
        while (sync.state() == INTERRUPTING)
            Thread.yield();
    }

    protected boolean runAndReset() {
        if (sync.state() != NEW || !runner.compareAndSet(null, Thread.currentThread()))
            return false;
        boolean ran = false;
        try {
            Callable<V> c = callable;
            if (c != null && sync.state() == NEW) {
                try {
                    c.call();
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            runner.set(null);
            waitForInterrupt();
        }
        return ran && sync.state() == NEW;
    }

    public String toString() {
        String status;
        switch (sync.state()) {
        case NORMAL:
            status = "[Completed normally]";
            break;
        case EXCEPTIONAL:
            status = "[Completed exceptionally: " + outcome + "]";
            break;
        case CANCELLED:
        case INTERRUPTING:
        case INTERRUPTED:
            status = "[Cancelled]";
            break;
        default:
            Callable<?> c = callable;
            status = c == null ? "[Incomplete]" : "[Not completed, task = " + c + "]";
        }
        return super.toString() + status;
    }
}
