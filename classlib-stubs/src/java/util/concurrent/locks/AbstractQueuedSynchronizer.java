package java.util.concurrent.locks;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.concurrent.TimeUnit;

/*
 * A synchronizer with an int state changed by compare-and-set and a FIFO
 * queue of parked threads. No Java monitor is ever used: the queues are
 * guarded by a spin lock (queueLock, taken by compare-and-set and held only
 * for a few field updates), and a thread that must wait parks.
 *
 * Only the first thread of the queue tries to acquire; a release wakes it.
 * A thread that acquires in shared mode wakes the next one if it is shared
 * too, so a release lets every shared waiter at the front through in turn.
 * A permit left over from an earlier unpark makes a park return at once:
 * every wait re-checks its condition, so such wake-ups are harmless.
 */
public abstract class AbstractQueuedSynchronizer extends AbstractOwnableSynchronizer implements java.io.Serializable {
    private static final long serialVersionUID = 7373984972572414691L;

    private volatile int state;
    private transient volatile int queueLock;
    private transient Node head, tail;         /* guarded by queueLock */

    static final class Node {
        final Thread thread;
        final boolean shared;
        Node prev, next;
        boolean queued = true;

        Node(Thread thread, boolean shared) {
            this.thread = thread;
            this.shared = shared;
        }
    }

    /* A condition waiter: WAITING until signalled or cancelled. */
    static final class CNode {
        static final int WAITING = 0, SIGNALLED = 1, CANCELLED = 2;
        final Thread thread;
        int status;                             /* guarded by queueLock */
        CNode next;

        CNode(Thread thread) {
            this.thread = thread;
        }
    }

    protected AbstractQueuedSynchronizer() {
    }

    private native boolean casState(int expect, int update);
    private native boolean casQueueLock(int expect, int update);

    /* Natives: the interpreter's field accesses are relaxed, and the state
     * must order the memory it guards (an acquire load, a release store)
     * as a volatile does in the Java memory model. */
    protected final native int getState();

    protected final native void setState(int newState);

    protected final boolean compareAndSetState(int expect, int update) {
        return casState(expect, update);
    }

    final void lockQueue() {
        while (!casQueueLock(0, 1))
            Thread.yield();
    }

    /* A compare-and-set rather than a plain store: a full fence, so the
     * holder's writes are visible to the next holder. */
    final void unlockQueue() {
        casQueueLock(1, 0);
    }

    protected boolean tryAcquire(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean tryRelease(int arg) {
        throw new UnsupportedOperationException();
    }

    protected int tryAcquireShared(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean tryReleaseShared(int arg) {
        throw new UnsupportedOperationException();
    }

    protected boolean isHeldExclusively() {
        throw new UnsupportedOperationException();
    }

    /* ---------------------------------------------------------------- */
    /* The queue                                                         */
    /* ---------------------------------------------------------------- */

    private Node enqueue(boolean shared) {
        Node n = new Node(Thread.currentThread(), shared);
        lockQueue();
        n.prev = tail;
        if (tail == null)
            head = n;
        else
            tail.next = n;
        tail = n;
        unlockQueue();
        return n;
    }

    /* Takes n off the queue (if still there); answers the new first node. */
    private Node dequeue(Node n) {
        lockQueue();
        if (n.queued) {
            if (n.prev == null)
                head = n.next;
            else
                n.prev.next = n.next;
            if (n.next == null)
                tail = n.prev;
            else
                n.next.prev = n.prev;
            n.queued = false;
            n.prev = n.next = null;
        }
        Node h = head;
        unlockQueue();
        return h;
    }

    private boolean isFirst(Node n) {
        lockQueue();
        boolean first = head == n;
        unlockQueue();
        return first;
    }

    private void wakeFirst() {
        lockQueue();
        Node h = head;
        unlockQueue();
        if (h != null)
            LockSupport.unpark(h.thread);
    }

    /* A waiter that gives up may have taken a release's wake-up with it. */
    private void cancel(Node n) {
        Node h = dequeue(n);
        if (h != null)
            LockSupport.unpark(h.thread);
    }

    private static final int ACQUIRED = 1, ACQUIRED_INTERRUPTED = 2, TIMED_OUT = 0;

    /* Waits in the queue until the acquire succeeds, the timeout passes, or
     * (interruptible) an interrupt comes (InterruptedException). */
    private int doAcquire(int arg, boolean shared, boolean interruptible, boolean timed, long nanos)
            throws InterruptedException {
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        Node n = enqueue(shared);
        boolean interrupted = false;
        try {
            for (;;) {
                if (isFirst(n) && (shared ? tryAcquireShared(arg) >= 0 : tryAcquire(arg))) {
                    Node h = dequeue(n);
                    if (shared && h != null && h.shared)
                        LockSupport.unpark(h.thread);
                    return interrupted ? ACQUIRED_INTERRUPTED : ACQUIRED;
                }
                if (timed) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0L) {
                        cancel(n);
                        return TIMED_OUT;
                    }
                    LockSupport.parkNanos(this, left);
                } else {
                    LockSupport.park(this);
                }
                if (Thread.interrupted()) {
                    if (interruptible) {
                        cancel(n);
                        throw new InterruptedException();
                    }
                    interrupted = true;
                }
            }
        } catch (RuntimeException e) {
            cancel(n);
            throw e;
        } catch (Error e) {
            cancel(n);
            throw e;
        }
    }

    private int acquireQuietly(int arg) {
        try {
            return doAcquire(arg, false, false, false, 0L);
        } catch (InterruptedException e) {
            throw new InternalError(e);
        }
    }

    public final void acquire(int arg) {
        if (!tryAcquire(arg) && acquireQuietly(arg) == ACQUIRED_INTERRUPTED)
            Thread.currentThread().interrupt();
    }

    public final void acquireInterruptibly(int arg) throws InterruptedException {
        if (Thread.interrupted())
            throw new InterruptedException();
        if (!tryAcquire(arg))
            doAcquire(arg, false, true, false, 0L);
    }

    public final boolean tryAcquireNanos(int arg, long nanosTimeout) throws InterruptedException {
        if (Thread.interrupted())
            throw new InterruptedException();
        if (tryAcquire(arg))
            return true;
        if (nanosTimeout <= 0L)
            return false;
        return doAcquire(arg, false, true, true, nanosTimeout) != TIMED_OUT;
    }

    public final boolean release(int arg) {
        if (tryRelease(arg)) {
            wakeFirst();
            return true;
        }
        return false;
    }

    public final void acquireShared(int arg) {
        if (tryAcquireShared(arg) < 0) {
            int r;
            try {
                r = doAcquire(arg, true, false, false, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
            if (r == ACQUIRED_INTERRUPTED)
                Thread.currentThread().interrupt();
        }
    }

    public final void acquireSharedInterruptibly(int arg) throws InterruptedException {
        if (Thread.interrupted())
            throw new InterruptedException();
        if (tryAcquireShared(arg) < 0)
            doAcquire(arg, true, true, false, 0L);
    }

    public final boolean tryAcquireSharedNanos(int arg, long nanosTimeout) throws InterruptedException {
        if (Thread.interrupted())
            throw new InterruptedException();
        if (tryAcquireShared(arg) >= 0)
            return true;
        if (nanosTimeout <= 0L)
            return false;
        return doAcquire(arg, true, true, true, nanosTimeout) != TIMED_OUT;
    }

    public final boolean releaseShared(int arg) {
        if (tryReleaseShared(arg)) {
            wakeFirst();
            return true;
        }
        return false;
    }

    /* ---------------------------------------------------------------- */
    /* Queue inspection                                                  */
    /* ---------------------------------------------------------------- */

    public final boolean hasQueuedThreads() {
        lockQueue();
        boolean any = head != null;
        unlockQueue();
        return any;
    }

    public final boolean hasContended() {
        return hasQueuedThreads();
    }

    public final Thread getFirstQueuedThread() {
        lockQueue();
        Thread t = head == null ? null : head.thread;
        unlockQueue();
        return t;
    }

    public final boolean isQueued(Thread thread) {
        if (thread == null)
            throw new NullPointerException();
        lockQueue();
        boolean found = false;
        for (Node n = head; n != null && !found; n = n.next)
            found = n.thread == thread;
        unlockQueue();
        return found;
    }

    /* Whether the first queued thread waits in exclusive mode. */
    final boolean apparentlyFirstQueuedIsExclusive() {
        lockQueue();
        boolean excl = head != null && !head.shared && head.thread != Thread.currentThread();
        unlockQueue();
        return excl;
    }

    public final boolean hasQueuedPredecessors() {
        lockQueue();
        boolean pred = head != null && head.thread != Thread.currentThread();
        unlockQueue();
        return pred;
    }

    public final int getQueueLength() {
        lockQueue();
        int n = 0;
        for (Node q = head; q != null; q = q.next)
            n++;
        unlockQueue();
        return n;
    }

    private Collection<Thread> queued(int mode) {
        ArrayList<Thread> list = new ArrayList<Thread>();
        lockQueue();
        for (Node q = tail; q != null; q = q.prev)
            if (mode == 0 || (mode == 1) == !q.shared)
                list.add(q.thread);
        unlockQueue();
        return list;
    }

    public final Collection<Thread> getQueuedThreads() {
        return queued(0);
    }

    public final Collection<Thread> getExclusiveQueuedThreads() {
        return queued(1);
    }

    public final Collection<Thread> getSharedQueuedThreads() {
        return queued(2);
    }

    public String toString() {
        return super.toString() + "[State = " + getState() + ", " + (hasQueuedThreads() ? "non" : "") + "empty queue]";
    }

    public final boolean owns(ConditionObject condition) {
        return condition.isOwnedBy(this);
    }

    public final boolean hasWaiters(ConditionObject condition) {
        if (!owns(condition))
            throw new IllegalArgumentException("Not owner");
        return condition.hasWaiters();
    }

    public final int getWaitQueueLength(ConditionObject condition) {
        if (!owns(condition))
            throw new IllegalArgumentException("Not owner");
        return condition.getWaitQueueLength();
    }

    public final Collection<Thread> getWaitingThreads(ConditionObject condition) {
        if (!owns(condition))
            throw new IllegalArgumentException("Not owner");
        return condition.getWaitingThreads();
    }

    /* ---------------------------------------------------------------- */
    /* Conditions                                                        */
    /* ---------------------------------------------------------------- */

    /*
     * The wait set of a condition is a list guarded by the synchronizer's
     * queue lock. signal marks the first waiter SIGNALLED and unparks it; a
     * waiter that gives up (timeout, interrupt) marks itself CANCELLED
     * unless a signal got there first, so no signal is lost to it.
     */
    public class ConditionObject implements Condition, java.io.Serializable {
        private static final long serialVersionUID = 1173984872572414699L;
        private transient CNode first, last;

        public ConditionObject() {
        }

        final boolean isOwnedBy(AbstractQueuedSynchronizer sync) {
            return sync == AbstractQueuedSynchronizer.this;
        }

        private CNode addWaiter() {
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            CNode w = new CNode(Thread.currentThread());
            lockQueue();
            if (last == null)
                first = w;
            else
                last.next = w;
            last = w;
            unlockQueue();
            return w;
        }

        /* Under the queue lock. */
        private void unlink(CNode w) {
            CNode prev = null;
            for (CNode q = first; q != null; prev = q, q = q.next)
                if (q == w) {
                    if (prev == null)
                        first = q.next;
                    else
                        prev.next = q.next;
                    if (last == q)
                        last = prev;
                    q.next = null;
                    return;
                }
        }

        /* Gives up waiting; answers true if a signal came first. */
        private boolean cancel(CNode w) {
            lockQueue();
            boolean signalled = w.status == CNode.SIGNALLED;
            if (!signalled) {
                w.status = CNode.CANCELLED;
                unlink(w);
            }
            unlockQueue();
            return signalled;
        }

        private boolean signalled(CNode w) {
            lockQueue();
            boolean s = w.status == CNode.SIGNALLED;
            unlockQueue();
            return s;
        }

        private int fullyRelease(CNode w) {
            int saved = getState();
            boolean ok = false;
            try {
                ok = release(saved);
            } finally {
                if (!ok)
                    cancel(w);
            }
            if (!ok)
                throw new IllegalMonitorStateException();
            return saved;
        }

        private CNode takeFirst() {
            CNode w = first;
            if (w != null) {
                first = w.next;
                if (first == null)
                    last = null;
                w.next = null;
                w.status = CNode.SIGNALLED;
            }
            return w;
        }

        public final void signal() {
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            lockQueue();
            CNode w = takeFirst();
            unlockQueue();
            if (w != null)
                LockSupport.unpark(w.thread);
        }

        public final void signalAll() {
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            lockQueue();
            CNode all = null, w;
            while ((w = takeFirst()) != null) {
                w.next = all;
                all = w;
            }
            unlockQueue();
            for (CNode q = all; q != null; q = q.next)
                LockSupport.unpark(q.thread);
        }

        /* Re-acquires with the saved count; true if interrupted meanwhile. */
        private boolean reacquire(int saved) {
            return !tryAcquire(saved) && acquireQuietly(saved) == ACQUIRED_INTERRUPTED;
        }

        public final void awaitUninterruptibly() {
            CNode w = addWaiter();
            int saved = fullyRelease(w);
            boolean interrupted = false;
            while (!signalled(w)) {
                LockSupport.park(this);
                if (Thread.interrupted())
                    interrupted = true;
            }
            if (reacquire(saved) || interrupted)
                Thread.currentThread().interrupt();
        }

        public final void await() throws InterruptedException {
            awaitImpl(false, 0L);
        }

        /* Answers the nanoseconds left (<= 0: timed out). */
        private long awaitImpl(boolean timed, long nanos) throws InterruptedException {
            if (Thread.interrupted())
                throw new InterruptedException();
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            CNode w = addWaiter();
            int saved = fullyRelease(w);
            boolean throwIE = false, reinterrupt = false;
            long left = 1L;
            while (!signalled(w)) {
                if (timed) {
                    left = deadline - System.nanoTime();
                    if (left <= 0L) {
                        if (cancel(w))
                            left = 1L;
                        break;
                    }
                    LockSupport.parkNanos(this, left);
                } else {
                    LockSupport.park(this);
                }
                if (Thread.interrupted()) {
                    if (cancel(w))
                        reinterrupt = true;
                    else
                        throwIE = true;
                    break;
                }
            }
            if (reacquire(saved))
                reinterrupt = true;
            if (throwIE)
                throw new InterruptedException();
            if (reinterrupt)
                Thread.currentThread().interrupt();
            if (!timed)
                return 1L;
            long rest = deadline - System.nanoTime();
            if (left <= 0L)
                return rest > 0L ? 0L : rest;      /* timed out */
            return rest > 0L ? rest : 1L;          /* signalled */
        }

        public final long awaitNanos(long nanosTimeout) throws InterruptedException {
            return awaitImpl(true, nanosTimeout);
        }

        public final boolean await(long time, TimeUnit unit) throws InterruptedException {
            return awaitImpl(true, unit.toNanos(time)) > 0L;
        }

        public final boolean awaitUntil(Date deadline) throws InterruptedException {
            long ms = deadline.getTime() - System.currentTimeMillis();
            return awaitImpl(true, ms > Long.MAX_VALUE / 1000000L ? Long.MAX_VALUE : ms * 1000000L) > 0L;
        }

        protected final boolean hasWaiters() {
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            lockQueue();
            boolean any = first != null;
            unlockQueue();
            return any;
        }

        protected final int getWaitQueueLength() {
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            lockQueue();
            int n = 0;
            for (CNode q = first; q != null; q = q.next)
                n++;
            unlockQueue();
            return n;
        }

        protected final Collection<Thread> getWaitingThreads() {
            if (!isHeldExclusively())
                throw new IllegalMonitorStateException();
            ArrayList<Thread> list = new ArrayList<Thread>();
            lockQueue();
            for (CNode q = first; q != null; q = q.next)
                list.add(q.thread);
            unlockQueue();
            return list;
        }
    }
}
