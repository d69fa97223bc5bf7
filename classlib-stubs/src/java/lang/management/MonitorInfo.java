package java.lang.management;

public class MonitorInfo extends LockInfo {
    private final int stackDepth;
    private final StackTraceElement stackFrame;

    public MonitorInfo(String className, int identityHashCode, int stackDepth, StackTraceElement stackFrame) {
        super(className, identityHashCode);
        if (stackDepth >= 0 && stackFrame == null)
            throw new IllegalArgumentException("Parameter stackDepth is " + stackDepth + " but stackFrame is null");
        if (stackDepth < 0 && stackFrame != null)
            throw new IllegalArgumentException("Parameter stackDepth is " + stackDepth + " but stackFrame is not null");
        this.stackDepth = stackDepth;
        this.stackFrame = stackFrame;
    }

    public int getLockedStackDepth() { return stackDepth; }
    public StackTraceElement getLockedStackFrame() { return stackFrame; }
}
