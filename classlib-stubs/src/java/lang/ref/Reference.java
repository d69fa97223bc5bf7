package java.lang.ref;

/**
 * The base class of reference objects.
 *
 * The GC treats {@code referent} as weak. When it clears the referent of a
 * reference whose {@code queue} is not null, it links the reference into the
 * pending list through {@code discovered} (the last element links to itself).
 * The "Reference Handler" thread takes that list and pushes each reference
 * onto its queue.
 *
 * {@code queue} is the queue the reference was registered with, and stays set
 * while the reference waits in it; it becomes null once the reference has
 * been removed from the queue, or from the start when there is no queue, so
 * the GC never hands such a reference to the handler.
 */
public abstract class Reference<T> {
    private T referent;
    volatile ReferenceQueue<? super T> queue;
    /* The next reference in the queue holding this one (null at the end). */
    Reference<?> next;
    private transient Reference<?> discovered;
    /* True from the moment the reference is pushed until it is removed. */
    boolean inQueue;

    private static native Reference<?> getAndClearReferencePendingList();

    private static native boolean hasReferencePendingList();

    private static native void waitForReferencePendingList();

    static {
        Thread handler = new ReferenceHandler();
        handler.setPriority(Thread.MAX_PRIORITY);
        handler.setDaemon(true);
        handler.start();
    }

    /** Moves cleared references from the VM's pending list to their queues. */
    private static final class ReferenceHandler extends Thread {
        ReferenceHandler() {
            super(topGroup(), "Reference Handler");
        }

        private static ThreadGroup topGroup() {
            ThreadGroup g = Thread.currentThread().getThreadGroup();
            while (g.getParent() != null) {
                g = g.getParent();
            }
            return g;
        }

        @Override
        public void run() {
            while (true) {
                waitForReferencePendingList();
                deliver(getAndClearReferencePendingList());
            }
        }
    }

    private static void deliver(Reference<?> list) {
        Reference<?> r = list;
        while (r != null) {
            Reference<?> following = (r.discovered == r) ? null : r.discovered;
            r.discovered = null;
            ReferenceQueue<?> q = r.queue;
            if (q != null) {
                q.push(r);
            }
            r = following;
        }
    }

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
    }

    public T get() {
        return referent;
    }

    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    @Deprecated
    public boolean isEnqueued() {
        return inQueue;
    }

    /* Clears the referent and queues the reference, at most once in its life. */
    public boolean enqueue() {
        referent = null;
        ReferenceQueue<? super T> q = queue;
        return q != null && q.push(this);
    }

    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public static void reachabilityFence(Object ref) {
    }
}
