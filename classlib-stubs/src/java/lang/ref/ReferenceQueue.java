package java.lang.ref;

/**
 * A queue to which cleared references are appended. A reference's
 * {@code queue} field moves from its queue to ENQUEUED when it is enqueued,
 * and to NULL once it has been removed, so each reference is enqueued once.
 */
public class ReferenceQueue<T> {
    static final ReferenceQueue<Object> NULL = new ReferenceQueue<Object>(true);
    static final ReferenceQueue<Object> ENQUEUED = new ReferenceQueue<Object>(true);

    private final boolean sentinel;
    private Reference<? extends T> head;
    private long length;

    public ReferenceQueue() {
        this.sentinel = false;
    }

    private ReferenceQueue(boolean sentinel) {
        this.sentinel = sentinel;
    }

    @SuppressWarnings("unchecked")
    synchronized boolean enqueueRef(Reference<?> r) {
        if (sentinel) {
            return false;
        }
        if (r.queue != this) {
            return false;
        }
        r.queue = ENQUEUED;
        r.next = (head == null) ? r : head;
        head = (Reference<? extends T>) r;
        length++;
        notifyAll();
        return true;
    }

    @SuppressWarnings("unchecked")
    private Reference<? extends T> reallyPoll() {
        Reference<? extends T> r = head;
        if (r == null) {
            return null;
        }
        Reference<?> next = r.next;
        head = (next == r) ? null : (Reference<? extends T>) next;
        r.queue = NULL;
        r.next = r;
        length--;
        return r;
    }

    public synchronized Reference<? extends T> poll() {
        return (head == null) ? null : reallyPoll();
    }

    public synchronized Reference<? extends T> remove(long timeout)
            throws IllegalArgumentException, InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        Reference<? extends T> r = reallyPoll();
        if (r != null) {
            return r;
        }
        long start = (timeout == 0) ? 0 : System.nanoTime();
        while (true) {
            wait(timeout);
            r = reallyPoll();
            if (r != null) {
                return r;
            }
            if (timeout != 0) {
                long elapsed = (System.nanoTime() - start) / 1000000L;
                if (elapsed >= timeout) {
                    return null;
                }
                timeout -= elapsed;
                start = System.nanoTime();
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
