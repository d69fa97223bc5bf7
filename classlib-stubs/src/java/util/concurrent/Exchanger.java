package java.util.concurrent;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/* One slot: the first thread waits in it; the second takes its item and
 * leaves its own. */
public class Exchanger<V> {
    private static final class Node {
        final Object item;
        Object response;
        boolean done;

        Node(Object item) {
            this.item = item;
        }
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition matched = lock.newCondition();
    private Node waiting;

    public Exchanger() {
    }

    @SuppressWarnings("unchecked")
    private V doExchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (Thread.interrupted())
            throw new InterruptedException();
        lock.lock();
        try {
            Node other = waiting;
            if (other != null) {
                waiting = null;
                other.response = x;
                other.done = true;
                matched.signalAll();
                return (V) other.item;
            }
            Node me = new Node(x);
            waiting = me;
            while (!me.done) {
                try {
                    if (!timed) {
                        matched.await();
                    } else {
                        if (nanos <= 0L) {
                            waiting = null;
                            throw new TimeoutException();
                        }
                        nanos = matched.awaitNanos(nanos);
                    }
                } catch (InterruptedException e) {
                    if (me.done) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                    waiting = null;
                    throw e;
                }
            }
            return (V) me.response;
        } finally {
            lock.unlock();
        }
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return doExchange(x, false, 0L);
        } catch (TimeoutException cannotHappen) {
            throw new Error(cannotHappen);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return doExchange(x, true, unit.toNanos(timeout));
    }
}
