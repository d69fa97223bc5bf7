package jdk.internal.vm;

/**
 * What the VM tells the monitoring API (java.lang.management, ProcessHandle,
 * StackWalker): natives in classlib-stubs/natives/management.c.
 */
public final class Management {
    private Management() { }

    /** live, peak, daemon and total started Java threads. */
    public static native long[] threadCounts0();
    public static native void resetPeakThreadCount0();
    /** CPU time of a thread (null: the current one) in ns, user time only if asked; -1 if it is not alive. */
    public static native long threadCpuTime0(Thread thread, boolean user);
    public static native long pid0();
    public static native String hostName0();
    /** When the VM started, in ms since the epoch. */
    public static native long startTime0();
    public static native long uptimeNanos0();
    /** The VM options as given on the command line. */
    public static native String[] inputArguments0();
    /** heap init, used, committed, max; collections, total pause ns. */
    public static native long[] heapStats0();
    public static native int loadedClassCount0();
    public static native double loadAverage0();
    public static native long processCpuTime0();
    /**
     * The object whose monitor a thread (not the current one) is entering or
     * waiting on, and that monitor's owner (or null): null if there is none.
     */
    public static native Object[] lockInfo0(Thread thread);
    /** Every live thread with a Thread object (may end with nulls). */
    public static native Thread[] threads0();
    /**
     * The calling thread's frames, its caller first: a StackTraceElement[],
     * a Class[], an int[] of bytecode indices (-1 for native methods) and a
     * String[] of method descriptors.
     */
    public static native Object[] stackFrames0();
}
