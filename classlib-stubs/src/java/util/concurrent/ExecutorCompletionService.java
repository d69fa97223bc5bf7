package java.util.concurrent;

/*
 * A CompletionService over an Executor: each task runs as a FutureTask that puts its
 * future on the completion queue (a LinkedBlockingQueue unless one is given) when done.
 */
public class ExecutorCompletionService<V> implements CompletionService<V> {
    private final Executor executor;
    private final BlockingQueue<Future<V>> completionQueue;

    public ExecutorCompletionService(Executor executor) {
        if (executor == null)
            throw new NullPointerException();
        this.executor = executor;
        this.completionQueue = new LinkedBlockingQueue<Future<V>>();
    }

    public ExecutorCompletionService(Executor executor, BlockingQueue<Future<V>> completionQueue) {
        if (executor == null || completionQueue == null)
            throw new NullPointerException();
        this.executor = executor;
        this.completionQueue = completionQueue;
    }

    /* Queues itself when done; the future handed to the caller is this one. */
    private final class Enqueuing extends FutureTask<V> {
        Enqueuing(Callable<V> task) {
            super(task);
        }

        Enqueuing(Runnable task, V result) {
            super(task, result);
        }

        protected void done() {
            completionQueue.add(this);
        }
    }

    public Future<V> submit(Callable<V> task) {
        if (task == null)
            throw new NullPointerException();
        Enqueuing f = new Enqueuing(task);
        executor.execute(f);
        return f;
    }

    public Future<V> submit(Runnable task, V result) {
        if (task == null)
            throw new NullPointerException();
        Enqueuing f = new Enqueuing(task, result);
        executor.execute(f);
        return f;
    }

    public Future<V> take() throws InterruptedException {
        return completionQueue.take();
    }

    public Future<V> poll() {
        return completionQueue.poll();
    }

    public Future<V> poll(long timeout, TimeUnit unit) throws InterruptedException {
        return completionQueue.poll(timeout, unit);
    }
}
