package java.lang;

/**
 * A thread of execution. The VM owns the native side through {@code eetop}
 * (0 before start and after termination). Objects for the main thread and for
 * attached native threads are built by the VM through
 * {@link #Thread(ThreadGroup, String)} with {@code eetop} already set.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    /* JVMTI thread state bits, as returned by getThreadStatus0. */
    private static final int JVMTI_ALIVE = 0x0001;
    private static final int JVMTI_TERMINATED = 0x0002;
    private static final int JVMTI_RUNNABLE = 0x0004;
    private static final int JVMTI_WAITING_INDEFINITELY = 0x0010;
    private static final int JVMTI_WAITING_WITH_TIMEOUT = 0x0020;
    private static final int JVMTI_BLOCKED_ON_MONITOR_ENTER = 0x0400;

    private static int threadInitNumber;
    private static long threadSeqNumber;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    private volatile long eetop;
    private volatile String name;
    private int priority;
    private boolean daemon;
    private ThreadGroup group;
    private Runnable target;
    private long tid;
    private boolean started;
    private ClassLoader contextClassLoader;
    private boolean contextClassLoaderSet;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;

    ThreadLocal.Values threadLocals;
    ThreadLocal.Values inheritableThreadLocals;

    /** Thread states as observed by monitoring tools. */
    public enum State {
        NEW,
        RUNNABLE,
        BLOCKED,
        WAITING,
        TIMED_WAITING,
        TERMINATED
    }

    /** Handler invoked when a thread ends by an uncaught exception. */
    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    public Thread() {
        this(null, null, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(Runnable target) {
        this(null, target, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(String name) {
        this(null, null, name, 0, true);
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name, 0, true);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name, stackSize, true);
    }

    /*
     * When the VM builds the object of an already running thread, currentThread()
     * is this very object: it has no parent to inherit from, and it joins its
     * group at once since start() will never be called.
     */
    public Thread(ThreadGroup group, Runnable target, String name, long stackSize,
            boolean inheritThreadLocals) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
        Thread parent = (eetop != 0) ? null : currentThread();
        if (parent == this) {
            parent = null;
        }
        if (group == null) {
            group = (parent != null) ? parent.getThreadGroup() : null;
        }
        if (group == null) {
            throw new NullPointerException("thread group");
        }
        this.group = group;
        this.target = target;
        if (parent != null) {
            this.daemon = parent.isDaemon();
            this.priority = Math.min(parent.getPriority(), group.getMaxPriority());
            this.contextClassLoader = parent.contextClassLoader;
            this.contextClassLoaderSet = parent.contextClassLoaderSet;
            if (inheritThreadLocals && parent.inheritableThreadLocals != null) {
                inheritableThreadLocals = ThreadLocal.inheritFrom(parent.inheritableThreadLocals);
            }
        } else {
            this.priority = NORM_PRIORITY;
        }
        this.tid = nextThreadID();
        if (eetop != 0) {
            started = true;
            group.add(this);
        } else {
            group.addUnstarted();
        }
    }

    public static native Thread currentThread();

    private native void start0();

    private static native void sleep0(long millis) throws InterruptedException;

    public static native void yield();

    private native void interrupt0();

    private native boolean isInterrupted0(boolean clearInterrupted);

    public final native boolean isAlive();

    private native void setPriority0(int newPriority);

    public static native boolean holdsLock(Object obj);

    private native int getThreadStatus0();

    private native StackTraceElement[] getStackTrace0();

    private static native Thread[] getThreads0();

    public synchronized void start() {
        if (started) {
            throw new IllegalThreadStateException();
        }
        started = true;
        group.add(this);
        boolean ok = false;
        try {
            start0();
            ok = true;
            if (interruptedNotAlive) {
                interruptedNotAlive = false;
                interrupt0();
            }
        } finally {
            if (!ok) {
                group.threadStartFailed(this);
            }
        }
    }

    @Override
    public void run() {
        if (target != null) {
            target.run();
        }
    }

    /* Called by the VM after run() ends, before the thread terminates. */
    private void exit() {
        if (group != null) {
            group.threadTerminated(this);
            group = null;
        }
        target = null;
        threadLocals = null;
        inheritableThreadLocals = null;
        uncaughtExceptionHandler = null;
    }

    /* Called by the VM when run() or main ends by an exception. */
    void dispatchUncaughtException(Throwable e) {
        getUncaughtExceptionHandler().uncaughtException(this, e);
    }

    public static void sleep(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        sleep0(millis);
    }

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep0(millis);
    }

    public static void onSpinWait() {
    }

    /* The interrupt status of a thread that is not alive. While the thread
     * runs, the VM keeps the status. */
    private volatile boolean interruptedNotAlive;

    public void interrupt() {
        if (isAlive()) {
            interrupt0();
        } else {
            interruptedNotAlive = true;
        }
    }

    public static boolean interrupted() {
        return currentThread().isInterrupted0(true);
    }

    public boolean isInterrupted() {
        return isAlive() ? isInterrupted0(false) : interruptedNotAlive;
    }

    /* The VM calls notifyAll on the thread object when the thread terminates. */
    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
            return;
        }
        long deadline = System.nanoTime() / 1000000L + millis;
        while (isAlive()) {
            long left = deadline - System.nanoTime() / 1000000L;
            if (left <= 0) {
                break;
            }
            wait(left);
        }
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            if (newPriority > g.getMaxPriority()) {
                newPriority = g.getMaxPriority();
            }
            priority = newPriority;
            if (isAlive()) {
                setPriority0(newPriority);
            }
        }
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getThreadGroup() {
        return group;
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public String toString() {
        ThreadGroup g = getThreadGroup();
        return "Thread[" + getName() + "," + getPriority() + "," + (g != null ? g.getName() : "")
                + "]";
    }

    public ClassLoader getContextClassLoader() {
        return contextClassLoaderSet ? contextClassLoader : ClassLoader.getSystemClassLoader();
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
        contextClassLoaderSet = true;
    }

    private static final StackTraceElement[] EMPTY_STACK = new StackTraceElement[0];

    public StackTraceElement[] getStackTrace() {
        if (this != currentThread() && !isAlive()) {
            return EMPTY_STACK;
        }
        StackTraceElement[] trace = getStackTrace0();
        return (trace == null) ? EMPTY_STACK : trace;
    }

    /* Every live thread with its stack; threads that end meanwhile are left out. */
    public static java.util.Map<Thread, StackTraceElement[]> getAllStackTraces() {
        Thread[] threads = getThreads0();
        java.util.Map<Thread, StackTraceElement[]> m =
                new java.util.HashMap<Thread, StackTraceElement[]>();
        for (int i = 0; i < threads.length; i++) {
            if (threads[i] != null && threads[i].isAlive()) {
                m.put(threads[i], threads[i].getStackTrace());
            }
        }
        return m;
    }

    public long getId() {
        return tid;
    }

    public State getState() {
        int s = getThreadStatus0();
        if ((s & JVMTI_TERMINATED) != 0) {
            return State.TERMINATED;
        }
        if ((s & JVMTI_ALIVE) == 0) {
            return started ? State.TERMINATED : State.NEW;
        }
        if ((s & JVMTI_BLOCKED_ON_MONITOR_ENTER) != 0) {
            return State.BLOCKED;
        }
        if ((s & JVMTI_WAITING_INDEFINITELY) != 0) {
            return State.WAITING;
        }
        if ((s & JVMTI_WAITING_WITH_TIMEOUT) != 0) {
            return State.TIMED_WAITING;
        }
        return State.RUNNABLE;
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        return (h != null) ? h : group;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }
}
