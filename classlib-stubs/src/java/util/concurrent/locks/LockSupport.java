package java.util.concurrent.locks;

/*
 * Parking with a permit, as the specification describes: park consumes the
 * permit or waits for it (an interrupt, the timeout or nothing at all may
 * also end the wait); unpark makes it available. The VM's park event
 * (vm/thread.c) does the waiting.
 */
public class LockSupport {
    private LockSupport() {
    }

    private static native void park0(boolean absolute, long time);
    private static native void unpark0(Thread t);
    private static native void setBlocker0(Thread t, Object blocker);
    private static native Object getBlocker0(Thread t);

    public static void unpark(Thread thread) {
        if (thread != null)
            unpark0(thread);
    }

    public static void park(Object blocker) {
        Thread t = Thread.currentThread();
        setBlocker0(t, blocker);
        park0(false, 0L);
        setBlocker0(t, null);
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0) {
            Thread t = Thread.currentThread();
            setBlocker0(t, blocker);
            park0(false, nanos);
            setBlocker0(t, null);
        }
    }

    public static void parkUntil(Object blocker, long deadline) {
        Thread t = Thread.currentThread();
        setBlocker0(t, blocker);
        park0(true, deadline);
        setBlocker0(t, null);
    }

    public static Object getBlocker(Thread t) {
        if (t == null)
            throw new NullPointerException();
        return getBlocker0(t);
    }

    public static void park() {
        park0(false, 0L);
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0)
            park0(false, nanos);
    }

    public static void parkUntil(long deadline) {
        park0(true, deadline);
    }

    public static void setCurrentBlocker(Object blocker) {
        setBlocker0(Thread.currentThread(), blocker);
    }
}
