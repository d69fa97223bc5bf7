package java.util.concurrent;

/* Hands out the futures of submitted tasks in the order the tasks complete. */
public interface CompletionService<V> {
    Future<V> submit(Callable<V> task);

    Future<V> submit(Runnable task, V result);

    Future<V> take() throws InterruptedException;

    Future<V> poll();

    Future<V> poll(long timeout, TimeUnit unit) throws InterruptedException;
}
