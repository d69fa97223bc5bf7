package java.util.concurrent;

/**
 * A ForkJoinTask that completes when its pending count reaches zero instead of when
 * compute() returns: each subtask that finishes calls tryComplete(), which decrements the
 * pending count of the first task on the completer chain that still has one, or, when every
 * count on the way is zero, runs onCompletion of each and marks the root task complete.
 * Tasks other than the root are never marked complete by tryComplete, as in the JDK; only
 * the root is normally joined. Counts change under the task's monitor.
 */
public abstract class CountedCompleter<T> extends ForkJoinTask<T> {
    private static final long serialVersionUID = 5232453752276485070L;

    final CountedCompleter<?> completer;
    volatile int pending;

    protected CountedCompleter(CountedCompleter<?> completer, int initialPendingCount) {
        this.completer = completer;
        this.pending = initialPendingCount;
    }

    protected CountedCompleter(CountedCompleter<?> completer) {
        this(completer, 0);
    }

    protected CountedCompleter() {
        this(null, 0);
    }

    public abstract void compute();

    public void onCompletion(CountedCompleter<?> caller) {
    }

    public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
        return true;
    }

    public final CountedCompleter<?> getCompleter() {
        return completer;
    }

    public final int getPendingCount() {
        return pending;
    }

    public final synchronized void setPendingCount(int count) {
        pending = count;
    }

    public final synchronized void addToPendingCount(int delta) {
        pending += delta;
    }

    public final synchronized boolean compareAndSetPendingCount(int expected, int count) {
        if (pending != expected)
            return false;
        pending = count;
        return true;
    }

    public final synchronized int decrementPendingCountUnlessZero() {
        int c = pending;
        if (c != 0)
            pending = c - 1;
        return c;
    }

    public final CountedCompleter<?> getRoot() {
        CountedCompleter<?> a = this;
        while (a.completer != null)
            a = a.completer;
        return a;
    }

    /* Decrements the count if it is not zero; true if it was zero. */
    private synchronized boolean countIsZeroElseDecrement() {
        if (pending == 0)
            return true;
        pending--;
        return false;
    }

    public final void tryComplete() {
        completeUpwards(true);
    }

    public final void propagateCompletion() {
        completeUpwards(false);
    }

    private void completeUpwards(boolean notify) {
        CountedCompleter<?> caller = this;
        CountedCompleter<?> task = this;
        while (task.countIsZeroElseDecrement()) {
            if (notify)
                task.onCompletion(caller);
            if (task.completer == null) {
                task.quietlyComplete();
                return;
            }
            caller = task;
            task = task.completer;
        }
    }

    @Override
    public void complete(T rawResult) {
        setRawResult(rawResult);
        onCompletion(this);
        quietlyComplete();
        if (completer != null)
            completer.tryComplete();
    }

    public final CountedCompleter<?> firstComplete() {
        return countIsZeroElseDecrement() ? this : null;
    }

    public final CountedCompleter<?> nextComplete() {
        if (completer == null) {
            quietlyComplete();
            return null;
        }
        return completer.firstComplete();
    }

    public final void quietlyCompleteRoot() {
        getRoot().quietlyComplete();
    }

    /* A hint only: the tasks on this completion path run when their workers take them. */
    public final void helpComplete(int maxTasks) {
    }

    /* Completion with ex goes up the completer chain while onExceptionalCompletion agrees. */
    @Override
    void propagateException(Throwable ex) {
        CountedCompleter<?> caller = this;
        CountedCompleter<?> task = this;
        while (task.onExceptionalCompletion(ex, caller)) {
            CountedCompleter<?> next = task.completer;
            if (next == null || next.isDone())
                return;
            next.markExceptional(ex);
            caller = task;
            task = next;
        }
    }

    @Override
    protected final boolean exec() {
        compute();
        return false;
    }

    @Override
    public T getRawResult() {
        return null;
    }

    @Override
    protected void setRawResult(T t) {
    }
}
