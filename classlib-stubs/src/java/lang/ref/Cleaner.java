package java.lang.ref;

import java.util.Objects;
import java.util.concurrent.ThreadFactory;

/**
 * Cleaning actions run by a daemon thread of the cleaner once their object
 * is phantom reachable, on the VM's reference queues. The cleaner registers
 * itself too, so its thread ends once the cleaner is unreachable and every
 * action has run.
 */
public final class Cleaner {
    public interface Cleanable {
        void clean();
    }

    private static int threadNumber;

    private final ReferenceQueue<Object> queue = new ReferenceQueue<Object>();
    /* Head of the list of registered cleanables: the list keeps them reachable. */
    private final PhantomCleanable head = new PhantomCleanable();

    private Cleaner() { }

    public static Cleaner create() {
        final int n;
        synchronized (Cleaner.class) {
            n = threadNumber++;
        }
        return create(new ThreadFactory() {
            public Thread newThread(Runnable r) {
                return new Thread(null, r, "Cleaner-" + n);
            }
        });
    }

    public static Cleaner create(ThreadFactory threadFactory) {
        Objects.requireNonNull(threadFactory, "threadFactory");
        Cleaner c = new Cleaner();
        /* The cleaner's own entry: enqueued when the cleaner is unreachable. */
        new PhantomCleanable(c, c.head, c.queue, null);
        Thread t = threadFactory.newThread(new Worker(c.head, c.queue));
        if (t == null)
            throw new IllegalStateException("ThreadFactory returned null");
        t.setDaemon(true);
        t.start();
        return c;
    }

    public Cleanable register(Object obj, Runnable action) {
        Objects.requireNonNull(obj, "obj");
        Objects.requireNonNull(action, "action");
        return new PhantomCleanable(obj, head, queue, action);
    }

    /* The thread's loop; holds the list and queue, never the Cleaner. */
    private static final class Worker implements Runnable {
        private final PhantomCleanable head;
        private final ReferenceQueue<Object> queue;

        Worker(PhantomCleanable head, ReferenceQueue<Object> queue) {
            this.head = head;
            this.queue = queue;
        }

        public void run() {
            while (!head.isListEmpty()) {
                Reference<?> r;
                try {
                    r = queue.remove(60 * 1000L);
                } catch (InterruptedException e) {
                    continue;
                }
                if (r instanceof PhantomCleanable) {
                    try {
                        ((PhantomCleanable) r).clean();
                    } catch (Throwable e) {
                        // an action's exception is ignored, as the JDK does
                    }
                }
            }
        }
    }

    static final class PhantomCleanable extends PhantomReference<Object> implements Cleanable {
        private final PhantomCleanable list;
        private final Runnable action;
        private PhantomCleanable prev = this, next = this;

        /* The list head. */
        PhantomCleanable() {
            super(null, null);
            this.list = this;
            this.action = null;
        }

        PhantomCleanable(Object referent, PhantomCleanable list, ReferenceQueue<Object> q, Runnable action) {
            super(referent, q);
            this.list = list;
            this.action = action;
            synchronized (list) {
                prev = list;
                next = list.next;
                next.prev = this;
                list.next = this;
            }
        }

        boolean isListEmpty() {
            synchronized (list) {
                return list.next == list;
            }
        }

        private boolean remove() {
            synchronized (list) {
                if (next == this)
                    return false;
                next.prev = prev;
                prev.next = next;
                prev = this;
                next = this;
                return true;
            }
        }

        public void clean() {
            if (remove()) {
                super.clear();
                if (action != null)
                    action.run();
            }
        }

        public void clear() {
            if (remove())
                super.clear();
        }

        public boolean enqueue() { throw new UnsupportedOperationException("enqueue"); }
    }
}
