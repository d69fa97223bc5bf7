package java.lang.ref;

/**
 * The base class of reference objects. The GC treats {@code referent} as
 * weak; cleared references that have a queue are linked through
 * {@code discovered} into a pending list, which the "Reference Handler"
 * thread moves to their queues.
 */
public abstract class Reference<T> {
    private T referent;
    volatile ReferenceQueue<? super T> queue;
    Reference<?> next;
    private transient Reference<?> discovered;

    private static native Reference<?> getAndClearReferencePendingList();

    private static native boolean hasReferencePendingList();

    private static native void waitForReferencePendingList();

    static {
        Thread handler = new ReferenceHandler();
        handler.setPriority(Thread.MAX_PRIORITY);
        handler.setDaemon(true);
        handler.start();
    }

    private static final class ReferenceHandler extends Thread {
        ReferenceHandler() {
            super(systemGroup(), "Reference Handler");
        }

        private static ThreadGroup systemGroup() {
            ThreadGroup g = Thread.currentThread().getThreadGroup();
            while (g.getParent() != null) {
                g = g.getParent();
            }
            return g;
        }

        @Override
        public void run() {
            while (true) {
                processPendingReferences();
            }
        }
    }

    private static void processPendingReferences() {
        waitForReferencePendingList();
        Reference<?> pending = getAndClearReferencePendingList();
        while (pending != null) {
            Reference<?> ref = pending;
            /* The last reference of the list links to itself. */
            pending = (ref.discovered == ref) ? null : ref.discovered;
            ref.discovered = null;
            ReferenceQueue<?> q = ref.queue;
            if (q != null && q != ReferenceQueue.NULL && q != ReferenceQueue.ENQUEUED) {
                q.enqueueRef(ref);
            }
        }
    }

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = (queue == null) ? ReferenceQueue.NULL : queue;
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
        return queue == ReferenceQueue.ENQUEUED;
    }

    public boolean enqueue() {
        referent = null;
        ReferenceQueue<? super T> q = queue;
        return q.enqueueRef(this);
    }

    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public static void reachabilityFence(Object ref) {
    }
}
