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

    /* Counters behind the default names ("Thread-0", "Thread-1", ...) and the ids
     * (the first thread object made gets 1). */
    private static int unnamedCount;
    private static long idCount;
    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    private volatile long eetop;
    /* LockSupport.park's blocker: read by getBlocker and the thread dump. */
    private volatile Object parkBlocker;
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

    private static synchronized String defaultName() {
        String n = "Thread-" + unnamedCount;
        unnamedCount++;
        return n;
    }

    private static synchronized long takeId() {
        idCount++;
        return idCount;
    }

    public Thread() {
        this(null, null, defaultName(), 0, true);
    }

    public Thread(Runnable target) {
        this(null, target, defaultName(), 0, true);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, defaultName(), 0, true);
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
        this.name = checkName(name);
        // A thread object the VM makes for a running thread has no creator.
        Thread creator = null;
        if (eetop == 0) {
            Thread cur = currentThread();
            if (cur != this) {
                creator = cur;
            }
        }
        ThreadGroup home = group;
        if (home == null && creator != null) {
            home = creator.getThreadGroup();
        }
        if (home == null) {
            throw new NullPointerException("thread group");
        }
        this.group = home;
        this.target = target;
        this.priority = NORM_PRIORITY;
        if (creator != null) {
            copyFrom(creator, inheritThreadLocals);
        }
        this.tid = takeId();
        if (eetop == 0) {
            home.reserveUnstarted();
        } else {
            started = true;
            home.add(this);
        }
    }

    private static String checkName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        return name;
    }

    /* What a new thread takes over from the thread that makes it. */
    private void copyFrom(Thread creator, boolean withInheritables) {
        int cap = group.getMaxPriority();
        int p = creator.getPriority();
        priority = (p > cap) ? cap : p;
        daemon = creator.isDaemon();
        contextClassLoaderSet = creator.contextClassLoaderSet;
        contextClassLoader = creator.contextClassLoader;
        ThreadLocal.Values inheritables = creator.inheritableThreadLocals;
        if (withInheritables && inheritables != null) {
            inheritableThreadLocals = ThreadLocal.inheritFrom(inheritables);
        }
    }

    public static native Thread currentThread();

    private native void start0();

    private static native void sleep0(long millis) throws InterruptedException;

    public static native void yield();

    private native void interrupt0();

    private native void suspend0();

    private native void resume0();

    private native void stop0(Object o);

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
        ThreadGroup g = group;
        g.add(this);
        try {
            start0();
        } catch (Throwable t) {
            g.startFailed(this);
            throw t;
        }
        // An interrupt that arrived before the start is handed to the VM now.
        if (interruptedNotAlive) {
            interruptedNotAlive = false;
            interrupt0();
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
        uncaughtExceptionHandler = null;
        threadLocals = null;
        inheritableThreadLocals = null;
        target = null;
        ThreadGroup g = group;
        group = null;
        if (g != null) {
            g.leave(this);
        }
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
        sleep0(roundUp(millis, nanos));
    }

    /* A timeout in milliseconds and nanoseconds, rounded up to whole milliseconds. */
    private static long roundUp(long millis, int nanos) {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos >= 1000000) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        return (nanos == 0 || millis == Long.MAX_VALUE) ? millis : millis + 1;
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
        join(roundUp(millis, nanos));
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public final void setPriority(int newPriority) {
        if (newPriority < MIN_PRIORITY || newPriority > MAX_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = getThreadGroup();
        if (g == null) {
            return; // terminated: nothing to change
        }
        int p = Math.min(newPriority, g.getMaxPriority());
        priority = p;
        if (isAlive()) {
            setPriority0(p);
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

    @Deprecated
    public final void suspend() {
        checkAccess();
        suspend0();
    }

    @Deprecated
    public final void resume() {
        checkAccess();
        resume0();
    }

    @Deprecated
    public final void stop() {
        checkAccess();
        stop0(new ThreadDeath());
    }

    public String toString() {
        StringBuilder sb = new StringBuilder("Thread[");
        sb.append(getName()).append(',').append(getPriority()).append(',');
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            sb.append(g.getName());
        }
        return sb.append(']').toString();
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
