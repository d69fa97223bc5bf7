package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/*
 * A version counter under a ReentrantLock: it is odd while write-locked and
 * moves on at each write lock and unlock, so an optimistic stamp (the
 * version at the time) is valid while no writer has come in since. A stamp
 * is the version shifted left by two with the mode in the low bits
 * (1 write, 2 read, 3 optimistic); 0 means failure.
 */
public class StampedLock implements java.io.Serializable {
    private static final long serialVersionUID = -6001602636862214147L;
    private static final long WRITE = 1L, READ = 2L, OPTIMISTIC = 3L, MODE = 3L;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private long version = 2L;                /* even: not write-locked */
    private int readers;

    public StampedLock() {
    }

    private boolean writeLocked() {
        return (version & 1L) != 0L;
    }

    private long takeWrite() {
        version++;
        return (version << 2) | WRITE;
    }

    private long takeRead() {
        readers++;
        return (version << 2) | READ;
    }

    public long writeLock() {
        lock.lock();
        try {
            while (writeLocked() || readers > 0)
                changed.awaitUninterruptibly();
            return takeWrite();
        } finally {
            lock.unlock();
        }
    }

    public long tryWriteLock() {
        lock.lock();
        try {
            return writeLocked() || readers > 0 ? 0L : takeWrite();
        } finally {
            lock.unlock();
        }
    }

    public long tryWriteLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted())
            throw new InterruptedException();
        lock.lockInterruptibly();
        try {
            while (writeLocked() || readers > 0) {
                if (nanos <= 0L)
                    return 0L;
                nanos = changed.awaitNanos(nanos);
            }
            return takeWrite();
        } finally {
            lock.unlock();
        }
    }

    public long writeLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted())
            throw new InterruptedException();
        lock.lockInterruptibly();
        try {
            while (writeLocked() || readers > 0)
                changed.await();
            return takeWrite();
        } finally {
            lock.unlock();
        }
    }

    public long readLock() {
        lock.lock();
        try {
            while (writeLocked())
                changed.awaitUninterruptibly();
            return takeRead();
        } finally {
            lock.unlock();
        }
    }

    public long tryReadLock() {
        lock.lock();
        try {
            return writeLocked() ? 0L : takeRead();
        } finally {
            lock.unlock();
        }
    }

    public long tryReadLock(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        if (Thread.interrupted())
            throw new InterruptedException();
        lock.lockInterruptibly();
        try {
            while (writeLocked()) {
                if (nanos <= 0L)
                    return 0L;
                nanos = changed.awaitNanos(nanos);
            }
            return takeRead();
        } finally {
            lock.unlock();
        }
    }

    public long readLockInterruptibly() throws InterruptedException {
        if (Thread.interrupted())
            throw new InterruptedException();
        lock.lockInterruptibly();
        try {
            while (writeLocked())
                changed.await();
            return takeRead();
        } finally {
            lock.unlock();
        }
    }

    public long tryOptimisticRead() {
        lock.lock();
        try {
            return writeLocked() ? 0L : (version << 2) | OPTIMISTIC;
        } finally {
            lock.unlock();
        }
    }

    public boolean validate(long stamp) {
        lock.lock();
        try {
            return stamp != 0L && (stamp >>> 2) == version;
        } finally {
            lock.unlock();
        }
    }

    public void unlockWrite(long stamp) {
        lock.lock();
        try {
            if ((stamp & MODE) != WRITE || (stamp >>> 2) != version || !writeLocked())
                throw new IllegalMonitorStateException();
            version++;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public void unlockRead(long stamp) {
        lock.lock();
        try {
            if ((stamp & MODE) != READ || (stamp >>> 2) != version || readers <= 0)
                throw new IllegalMonitorStateException();
            if (--readers == 0)
                changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public void unlock(long stamp) {
        if ((stamp & MODE) == WRITE)
            unlockWrite(stamp);
        else
            unlockRead(stamp);
    }

    public long tryConvertToWriteLock(long stamp) {
        lock.lock();
        try {
            if ((stamp >>> 2) != version)
                return 0L;
            long mode = stamp & MODE;
            if (mode == WRITE)
                return stamp;
            if (mode == READ && readers == 1) {
                readers = 0;
                return takeWrite();
            }
            if (mode == OPTIMISTIC && readers == 0 && !writeLocked())
                return takeWrite();
            return 0L;
        } finally {
            lock.unlock();
        }
    }

    public long tryConvertToReadLock(long stamp) {
        lock.lock();
        try {
            if ((stamp >>> 2) != version)
                return 0L;
            long mode = stamp & MODE;
            if (mode == READ)
                return stamp;
            if (mode == WRITE) {
                version++;
                changed.signalAll();
                return takeRead();
            }
            if (mode == OPTIMISTIC && !writeLocked())
                return takeRead();
            return 0L;
        } finally {
            lock.unlock();
        }
    }

    public long tryConvertToOptimisticRead(long stamp) {
        lock.lock();
        try {
            if ((stamp >>> 2) != version)
                return 0L;
            long mode = stamp & MODE;
            if (mode == WRITE) {
                version++;
                changed.signalAll();
            } else if (mode == READ) {
                if (--readers == 0)
                    changed.signalAll();
            }
            return (version << 2) | OPTIMISTIC;
        } finally {
            lock.unlock();
        }
    }

    public boolean tryUnlockWrite() {
        lock.lock();
        try {
            if (!writeLocked())
                return false;
            version++;
            changed.signalAll();
            return true;
        } finally {
            lock.unlock();
        }
    }

    public boolean tryUnlockRead() {
        lock.lock();
        try {
            if (readers <= 0)
                return false;
            if (--readers == 0)
                changed.signalAll();
            return true;
        } finally {
            lock.unlock();
        }
    }

    public boolean isWriteLocked() {
        lock.lock();
        try {
            return writeLocked();
        } finally {
            lock.unlock();
        }
    }

    public boolean isReadLocked() {
        return getReadLockCount() > 0;
    }

    public int getReadLockCount() {
        lock.lock();
        try {
            return readers;
        } finally {
            lock.unlock();
        }
    }

    public static boolean isWriteLockStamp(long stamp) {
        return (stamp & MODE) == WRITE;
    }

    public static boolean isReadLockStamp(long stamp) {
        return (stamp & MODE) == READ;
    }

    public static boolean isLockStamp(long stamp) {
        long m = stamp & MODE;
        return m == WRITE || m == READ;
    }

    public static boolean isOptimisticReadStamp(long stamp) {
        return (stamp & MODE) == OPTIMISTIC;
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

    /* A Lock view: unlock releases any lock of its mode (no stamp). */
    private final class View implements Lock {
        private final boolean write;

        View(boolean write) {
            this.write = write;
        }

        public void lock() {
            if (write)
                writeLock();
            else
                readLock();
        }

        public void lockInterruptibly() throws InterruptedException {
            if (write)
                writeLockInterruptibly();
            else
                readLockInterruptibly();
        }

        public boolean tryLock() {
            return (write ? tryWriteLock() : tryReadLock()) != 0L;
        }

        public boolean tryLock(long time, TimeUnit unit) throws InterruptedException {
            return (write ? tryWriteLock(time, unit) : tryReadLock(time, unit)) != 0L;
        }

        public void unlock() {
            if (!(write ? tryUnlockWrite() : tryUnlockRead()))
                throw new IllegalMonitorStateException();
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }
    }

    public String toString() {
        lock.lock();
        try {
            return super.toString() + (writeLocked() ? "[Write-locked]" : readers > 0 ? "[Read-locks:" + readers + "]"
                    : "[Unlocked]");
        } finally {
            lock.unlock();
        }
    }
}
