package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;

public abstract class AbstractExecutorService implements ExecutorService {
    public AbstractExecutorService() {
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new FutureTask<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new FutureTask<T>(callable);
    }

    public Future<?> submit(Runnable task) {
        if (task == null)
            throw new NullPointerException();
        RunnableFuture<Void> f = newTaskFor(task, null);
        execute(f);
        return f;
    }

    public <T> Future<T> submit(Runnable task, T result) {
        if (task == null)
            throw new NullPointerException();
        RunnableFuture<T> f = newTaskFor(task, result);
        execute(f);
        return f;
    }

    public <T> Future<T> submit(Callable<T> task) {
        if (task == null)
            throw new NullPointerException();
        RunnableFuture<T> f = newTaskFor(task);
        execute(f);
        return f;
    }

    /* Tasks that report themselves to a queue when done. */
    private static final class QueueingFuture<T> extends FutureTask<T> {
        private final BlockingQueue<Future<T>> done;

        QueueingFuture(Callable<T> c, BlockingQueue<Future<T>> done) {
            super(c);
            this.done = done;
        }

        protected void done() {
            done.add(this);
        }
    }

    private <T> T doInvokeAny(Collection<? extends Callable<T>> tasks, boolean timed, long nanos)
            throws InterruptedException, ExecutionException, TimeoutException {
        if (tasks == null)
            throw new NullPointerException();
        int n = tasks.size();
        if (n == 0)
            throw new IllegalArgumentException();
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        LinkedBlockingQueue<Future<T>> done = new LinkedBlockingQueue<Future<T>>();
        List<Future<T>> futures = new ArrayList<Future<T>>(n);
        try {
            for (Callable<T> c : tasks) {
                if (c == null)
                    throw new NullPointerException();
                QueueingFuture<T> f = new QueueingFuture<T>(c, done);
                futures.add(f);
                execute(f);
            }
            ExecutionException ee = null;
            for (int left = n; left > 0; left--) {
                Future<T> f;
                if (timed) {
                    f = done.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                    if (f == null)
                        throw new TimeoutException();
                } else {
                    f = done.take();
                }
                try {
                    return f.get();
                } catch (ExecutionException e) {
                    ee = e;
                } catch (RuntimeException e) {
                    ee = new ExecutionException(e);
                }
            }
            throw ee;
        } finally {
            for (Future<T> f : futures)
                f.cancel(true);
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return doInvokeAny(tasks, false, 0L);
        } catch (TimeoutException cannotHappen) {
            throw new InternalError(cannotHappen);
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException, ExecutionException, TimeoutException {
        return doInvokeAny(tasks, true, unit.toNanos(timeout));
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        if (tasks == null)
            throw new NullPointerException();
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                RunnableFuture<T> f = newTaskFor(t);
                futures.add(f);
                execute(f);
            }
            for (Future<T> f : futures) {
                if (!f.isDone()) {
                    try {
                        f.get();
                    } catch (CancellationException ignore) {
                    } catch (ExecutionException ignore) {
                    }
                }
            }
            return futures;
        } catch (Throwable t) {
            for (Future<T> f : futures)
                f.cancel(true);
            if (t instanceof InterruptedException)
                throw (InterruptedException) t;
            if (t instanceof RuntimeException)
                throw (RuntimeException) t;
            throw (Error) t;
        }
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
            throws InterruptedException {
        if (tasks == null)
            throw new NullPointerException();
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> t : tasks)
            futures.add(newTaskFor(t));
        try {
            for (Future<T> f : futures) {
                if (System.nanoTime() - deadline >= 0L)
                    return futures;
                execute((Runnable) f);
            }
            for (Future<T> f : futures) {
                if (!f.isDone()) {
                    try {
                        f.get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                    } catch (CancellationException ignore) {
                    } catch (ExecutionException ignore) {
                    } catch (TimeoutException toe) {
                        return futures;
                    }
                }
            }
            return futures;
        } finally {
            for (Future<T> f : futures)
                if (!f.isDone())
                    f.cancel(true);
        }
    }
}
