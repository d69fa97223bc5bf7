package java.lang.management;

/**
 * A snapshot of one thread. Blocked and waited counts are 0 and their
 * times -1 (no contention monitoring); no locked monitors or synchronizers
 * are reported. The lock is the object whose monitor the thread enters or
 * waits on (with the owner, for one it enters), else a parked thread's blocker.
 */
public class ThreadInfo {
    private static final int MAX_FRAMES = 8;
    private static final MonitorInfo[] NO_MONITORS = new MonitorInfo[0];
    private static final LockInfo[] NO_LOCKS = new LockInfo[0];

    private final long threadId;
    private final String threadName;
    private final Thread.State threadState;
    private final boolean daemon;
    private final int priority;
    private final LockInfo lock;
    private final String lockName;
    private final StackTraceElement[] stackTrace;
    private final long lockOwnerId;
    private final String lockOwnerName;

    ThreadInfo(Thread t, Thread.State state, Object blocker, Thread owner, StackTraceElement[] stackTrace) {
        this.threadId = t.getId();
        this.threadName = t.getName();
        this.threadState = state;
        this.daemon = t.isDaemon();
        this.priority = t.getPriority();
        if (blocker != null) {
            this.lock = new LockInfo(blocker.getClass().getName(), System.identityHashCode(blocker));
            this.lockName = lock.toString();
        } else {
            this.lock = null;
            this.lockName = null;
        }
        this.stackTrace = stackTrace;
        this.lockOwnerId = owner == null ? -1 : owner.getId();
        this.lockOwnerName = owner == null ? null : owner.getName();
    }

    public long getThreadId() { return threadId; }
    public String getThreadName() { return threadName; }
    public Thread.State getThreadState() { return threadState; }
    public long getBlockedTime() { return -1; }
    public long getBlockedCount() { return 0; }
    public long getWaitedTime() { return -1; }
    public long getWaitedCount() { return 0; }
    public LockInfo getLockInfo() { return lock; }
    public String getLockName() { return lockName; }
    public long getLockOwnerId() { return lockOwnerId; }
    public String getLockOwnerName() { return lockOwnerName; }
    public StackTraceElement[] getStackTrace() { return stackTrace.clone(); }
    public boolean isSuspended() { return false; }
    public boolean isInNative() { return false; }
    public boolean isDaemon() { return daemon; }
    public int getPriority() { return priority; }
    public MonitorInfo[] getLockedMonitors() { return NO_MONITORS.clone(); }
    public LockInfo[] getLockedSynchronizers() { return NO_LOCKS.clone(); }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append('"').append(threadName).append('"');
        if (daemon)
            sb.append(" daemon");
        sb.append(" prio=").append(priority).append(" Id=").append(threadId).append(' ').append(threadState);
        if (lockName != null)
            sb.append(" on ").append(lockName);
        if (lockOwnerName != null)
            sb.append(" owned by \"").append(lockOwnerName).append("\" Id=").append(lockOwnerId);
        sb.append('\n');
        int i = 0;
        for (; i < stackTrace.length && i < MAX_FRAMES; i++) {
            sb.append("\tat ").append(stackTrace[i]).append('\n');
            if (i == 0 && lock != null) {
                if (threadState == Thread.State.BLOCKED)
                    sb.append("\t-  blocked on ").append(lock).append('\n');
                else if (threadState == Thread.State.WAITING || threadState == Thread.State.TIMED_WAITING)
                    sb.append("\t-  waiting on ").append(lock).append('\n');
            }
        }
        if (i < stackTrace.length)
            sb.append("\t...\n");
        sb.append('\n');
        return sb.toString();
    }
}
