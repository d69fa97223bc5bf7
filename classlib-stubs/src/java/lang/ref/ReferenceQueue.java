package java.lang.ref;

/**
 * A queue of references whose referents were cleared. The most recently
 * pushed reference is removed first, which is the order the JDK's queue
 * hands them out in. References are chained through their {@code next} field.
 */
public class ReferenceQueue<T> {
    private Reference<? extends T> top;

    public ReferenceQueue() {
    }

    /* Adds r unless it is already in a queue or has been taken out of one. */
    @SuppressWarnings("unchecked")
    synchronized boolean push(Reference<?> r) {
        if (r.queue != this || r.inQueue) {
            return false;
        }
        r.inQueue = true;
        r.next = top;
        top = (Reference<? extends T>) r;
        notifyAll();
        return true;
    }

    /* Takes the top reference; the caller holds the lock. */
    @SuppressWarnings("unchecked")
    private Reference<? extends T> take() {
        Reference<? extends T> r = top;
        if (r != null) {
            top = (Reference<? extends T>) r.next;
            r.next = null;
            r.inQueue = false;
            r.queue = null;
        }
        return r;
    }

    public synchronized Reference<? extends T> poll() {
        return take();
    }

    public synchronized Reference<? extends T> remove(long timeout)
            throws IllegalArgumentException, InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        Reference<? extends T> r = take();
        if (r != null) {
            return r;
        }
        long deadline = (timeout == 0) ? 0 : System.nanoTime() / 1000000L + timeout;
        while (true) {
            long wait = 0;
            if (deadline != 0) {
                wait = deadline - System.nanoTime() / 1000000L;
                if (wait <= 0) {
                    return null;
                }
            }
            wait(wait);
            r = take();
            if (r != null) {
                return r;
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
