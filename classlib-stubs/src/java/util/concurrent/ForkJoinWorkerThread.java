package java.util.concurrent;

public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;
    final int index;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        this(pool, pool.nextWorkerIndex());
    }

    ForkJoinWorkerThread(ForkJoinPool pool, int index) {
        super(pool.workerNamePrefix + index);
        this.pool = pool;
        this.index = index;
        setDaemon(true);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return index - 1;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable ex = null;
        try {
            onStart();
            pool.runWorker(this);
        } catch (Throwable t) {
            ex = t;
        } finally {
            try {
                onTermination(ex);
            } finally {
                pool.deregister(this);
            }
        }
    }
}
