package java.util;

/* A task for a Timer, to run once or repeatedly. */
public abstract class TimerTask implements Runnable {
    static final int VIRGIN = 0;
    static final int SCHEDULED = 1;
    static final int EXECUTED = 2;
    static final int CANCELLED = 3;

    final Object lock = new Object();
    int state = VIRGIN;
    /* When it runs next (System.currentTimeMillis() time). */
    long nextExecutionTime;
    /* 0: once; > 0: at a fixed rate; < 0: with a fixed delay of -period. */
    long period;
    /* Orders tasks due at the same time by when they were scheduled. */
    long sequence;

    protected TimerTask() {
    }

    public abstract void run();

    public boolean cancel() {
        synchronized (lock) {
            boolean wasScheduled = state == SCHEDULED;
            state = CANCELLED;
            return wasScheduled;
        }
    }

    public long scheduledExecutionTime() {
        synchronized (lock) {
            return period < 0 ? nextExecutionTime + period : nextExecutionTime - period;
        }
    }
}
