package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A capability-based lock with write, read and optimistic-read modes, kept
 * under this object's monitor. A stamp holds the write sequence number it was
 * taken at (shifted left by 8) and its mode in the low bits: 0 optimistic,
 * 1 read, 0x80 write. The sequence is odd while the write lock is held and
 * advances at each write acquire and release, so validate() fails once a
 * writer has come in since the stamp was taken.
 */
public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = -6001602636862214147L;
    private static final long RBIT = 1L;
    private static final long WBIT = 0x80L;
    private static final long MODE = 0xFFL;

    private long seq = 2;
    private int readers;

    public StampedLock() {
    }

    private boolean writeHeld() {
        return (seq & 1) != 0;
    }

    private long waitFor(boolean write, boolean interruptible, long deadlineNanos) throws InterruptedException {
        synchronized (this) {
            while (writeHeld() || (write && readers > 0)) {
                if (deadlineNanos == 0) {
                    return 0;
                }
                if (interruptible && Thread.interrupted()) {
                    throw new InterruptedException();
                }
                try {
                    if (deadlineNanos < 0) {
                        wait();
                    } else {
                        long left = deadlineNanos - System.nanoTime();
                        if (left <= 0) {
                            return 0;
                        }
                        wait(Math.max(1, left / 1000000L), 0);
                    }
                } catch (InterruptedException e) {
                    if (interruptible) {
                        throw e;
                    }
                    Thread.currentThread().interrupt();
                }
            }
            if (write) {
                seq++;
                return (seq << 8) | WBIT;
            }
            readers++;
            return (seq << 8) | RBIT;
        }
    }

    private long acquireUninterruptibly(boolean write) {
        try {
            return waitFor(write, false, -1);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    public long writeLock() {
        return acquireUninterruptibly(true);
    }

    public long tryWriteLock() {
        try {
            return waitFor(true, false, 0);
        } catch (InterruptedException e) {
            return 0;
        }
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long d = System.nanoTime() + unit.toNanos(time);
        return waitFor(true, true, d == 0 ? 1 : d);
    }

    public long writeLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return waitFor(true, true, -1);
    }

    public long readLock() {
        return acquireUninterruptibly(false);
    }

    public long tryReadLock() {
        try {
            return waitFor(false, false, 0);
        } catch (InterruptedException e) {
            return 0;
        }
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long d = System.nanoTime() + unit.toNanos(time);
        return waitFor(false, true, d == 0 ? 1 : d);
    }

    public long readLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return waitFor(false, true, -1);
    }

    public synchronized long tryOptimisticRead() {
        return writeHeld() ? 0 : seq << 8;
    }

    public synchronized boolean validate(long stamp) {
        return stamp != 0 && (stamp >>> 8) == seq;
    }

    public synchronized void unlockWrite(long stamp) {
        if ((stamp & MODE) != WBIT || (stamp >>> 8) != seq || !writeHeld()) {
            throw new IllegalMonitorStateException();
        }
        seq++;
        notifyAll();
    }

    public synchronized void unlockRead(long stamp) {
        if ((stamp & MODE) != RBIT || (stamp >>> 8) != seq || readers == 0) {
            throw new IllegalMonitorStateException();
        }
        if (--readers == 0) {
            notifyAll();
        }
    }

    public void unlock(long stamp) {
        if ((stamp & MODE) == WBIT) {
            unlockWrite(stamp);
        } else {
            unlockRead(stamp);
        }
    }

    public synchronized long tryConvertToWriteLock(long stamp) {
        long mode = stamp & MODE;
        if ((stamp >>> 8) != seq) {
            return 0;
        }
        if (mode == WBIT) {
            return stamp;
        }
        if (mode == RBIT && readers == 1) {
            readers = 0;
            seq++;
            return (seq << 8) | WBIT;
        }
        if (mode == 0 && readers == 0 && !writeHeld()) {
            seq++;
            return (seq << 8) | WBIT;
        }
        return 0;
    }

    public synchronized long tryConvertToReadLock(long stamp) {
        long mode = stamp & MODE;
        if ((stamp >>> 8) != seq) {
            return 0;
        }
        if (mode == RBIT) {
            return stamp;
        }
        if (mode == WBIT) {
            seq++;
            readers++;
            notifyAll();
            return (seq << 8) | RBIT;
        }
        if (!writeHeld()) {
            readers++;
            return (seq << 8) | RBIT;
        }
        return 0;
    }

    public synchronized long tryConvertToOptimisticRead(long stamp) {
        long mode = stamp & MODE;
        if ((stamp >>> 8) != seq) {
            return 0;
        }
        if (mode == WBIT) {
            seq++;
            notifyAll();
            return seq << 8;
        }
        if (mode == RBIT) {
            if (readers == 0) {
                return 0;
            }
            if (--readers == 0) {
                notifyAll();
            }
            return seq << 8;
        }
        return writeHeld() ? 0 : stamp;
    }

    public synchronized boolean tryUnlockWrite() {
        if (!writeHeld()) {
            return false;
        }
        seq++;
        notifyAll();
        return true;
    }

    public synchronized boolean tryUnlockRead() {
        if (readers == 0) {
            return false;
        }
        if (--readers == 0) {
            notifyAll();
        }
        return true;
    }

    public synchronized boolean isWriteLocked() {
        return writeHeld();
    }

    public synchronized boolean isReadLocked() {
        return readers > 0;
    }

    public synchronized int getReadLockCount() {
        return readers;
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & MODE) == WBIT;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & MODE) == RBIT;
    }

    public static boolean isLockStamp(long stamp) {
        return (stamp & MODE) != 0;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & MODE) == 0 && stamp != 0;
    }

    public String toString() {
        String s;
        synchronized (this) {
            s = writeHeld() ? "[Write-locked]" : readers > 0 ? "[Read-locks:" + readers + "]" : "[Unlocked]";
        }
        return super.toString() + s;
    }

    public Lock asReadLock() {
        return new View(false);
    }

    public Lock asWriteLock() {
        return new View(true);
    }

    public ReadWriteLock asReadWriteLock() {
        return new ReadWriteLock() {
            public Lock readLock() {
                return asReadLock();
            }

            public Lock writeLock() {
                return asWriteLock();
            }
        };
    }

    /** The Lock views: no conditions, unlock releases one hold of the mode. */
    private final class View implements Lock {
        private final boolean write;

        View(boolean write) {
            this.write = write;
        }

        public void lock() {
            if (write) {
                writeLock();
            } else {
                readLock();
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            if (write) {
                writeLockInterruptibly();
            } else {
                readLockInterruptibly();
            }
        }

        public boolean tryLock() {
            return (write ? tryWriteLock() : tryReadLock()) != 0;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return (write ? tryWriteLock(time, unit) : tryReadLock(time, unit)) != 0;
        }

        public void unlock() {
            if (!(write ? tryUnlockWrite() : tryUnlockRead())) {
                throw new IllegalMonitorStateException();
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }
}
