package java.util.concurrent;

/* A permit count guarded by the semaphore's monitor. Fairness is not modelled. */
public class Semaphore implements java.io.Serializable {
    private static final long serialVersionUID = -3222578661600680210L;

    private int permits;
    private final boolean fair;

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    public void acquire() throws InterruptedException {
        acquire(1);
    }

    public synchronized void acquire(int n) throws InterruptedException {
        if (n < 0)
            throw new IllegalArgumentException();
        if (Thread.interrupted())
            throw new InterruptedException();
        while (permits < n)
            wait();
        permits -= n;
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly(1);
    }

    public synchronized void acquireUninterruptibly(int n) {
        if (n < 0)
            throw new IllegalArgumentException();
        boolean interrupted = false;
        while (permits < n) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        permits -= n;
        if (interrupted)
            Thread.currentThread().interrupt();
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public synchronized boolean tryAcquire(int n) {
        if (n < 0)
            throw new IllegalArgumentException();
        if (permits < n)
            return false;
        permits -= n;
        return true;
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return tryAcquire(1, timeout, unit);
    }

    public synchronized boolean tryAcquire(int n, long timeout, TimeUnit unit) throws InterruptedException {
        if (n < 0)
            throw new IllegalArgumentException();
        if (Thread.interrupted())
            throw new InterruptedException();
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (permits < n) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0)
                return false;
            TimeUnit.NANOSECONDS.timedWait(this, remaining);
        }
        permits -= n;
        return true;
    }

    public void release() {
        release(1);
    }

    public synchronized void release(int n) {
        if (n < 0)
            throw new IllegalArgumentException();
        permits += n;
        notifyAll();
    }

    public synchronized int availablePermits() {
        return permits;
    }

    public synchronized int drainPermits() {
        int n = permits;
        permits = 0;
        return n;
    }

    public boolean isFair() {
        return fair;
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
