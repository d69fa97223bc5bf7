package java.util.concurrent;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/*
 * A phaser without tiering (a parent is remembered, not used): the phase,
 * the registered and the unarrived parties under one lock; the last
 * arrival advances the phase (or terminates, as onAdvance decides) and
 * wakes the waiters. A terminated phaser's phase is negative.
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition advanced = lock.newCondition();
    private final Phaser parent;
    private final Phaser root;
    private int phase;
    private int parties;
    private int unarrived;
    private boolean terminated;

    public Phaser() {
        this(null, 0);
    }

    public Phaser(int parties) {
        this(null, parties);
    }

    public Phaser(Phaser parent) {
        this(parent, 0);
    }

    public Phaser(Phaser parent, int parties) {
        if (parties < 0 || parties > MAX_PARTIES)
            throw new IllegalArgumentException("Illegal number of parties");
        this.parent = parent;
        this.root = parent == null ? this : parent.root;
        this.parties = parties;
        this.unarrived = parties;
    }

    private int phaseValue() {
        return terminated ? phase + Integer.MIN_VALUE : phase;
    }

    private String stateString() {
        return super.toString() + "[phase = " + phaseValue() + " parties = " + parties + " arrived = "
                + (parties - unarrived) + "]";
    }

    private int doRegister(int registrations) {
        lock.lock();
        try {
            if (terminated)
                return phaseValue();
            if (parties + registrations > MAX_PARTIES)
                throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES + " parties for "
                        + stateString());
            parties += registrations;
            unarrived += registrations;
            return phase;
        } finally {
            lock.unlock();
        }
    }

    public int register() {
        return doRegister(1);
    }

    public int bulkRegister(int parties) {
        if (parties < 0)
            throw new IllegalArgumentException();
        if (parties == 0)
            return getPhase();
        return doRegister(parties);
    }

    /* Under the lock: the last arrival advances. */
    private void advance() {
        int registered = parties;
        boolean terminate;
        try {
            terminate = onAdvance(phase, registered);
        } catch (RuntimeException e) {
            terminate = false;
            phase = (phase + 1) & Integer.MAX_VALUE;
            unarrived = parties;
            advanced.signalAll();
            throw e;
        }
        phase = (phase + 1) & Integer.MAX_VALUE;
        unarrived = parties;
        if (terminate)
            terminated = true;
        advanced.signalAll();
    }

    private int doArrive(boolean deregister) {
        lock.lock();
        try {
            if (terminated)
                return phaseValue();
            if (unarrived <= 0)
                throw new IllegalStateException("Attempted arrival of unregistered party for " + stateString());
            int p = phase;
            unarrived--;
            if (deregister)
                parties--;
            if (unarrived == 0)
                advance();
            return p;
        } finally {
            lock.unlock();
        }
    }

    public int arrive() {
        return doArrive(false);
    }

    public int arriveAndDeregister() {
        return doArrive(true);
    }

    public int arriveAndAwaitAdvance() {
        lock.lock();
        try {
            int p = doArrive(false);
            if (p < 0)
                return p;
            boolean interrupted = false;
            while (phase == p && !terminated) {
                try {
                    advanced.await();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted)
                Thread.currentThread().interrupt();
            return phaseValue();
        } finally {
            lock.unlock();
        }
    }

    public int awaitAdvance(int phase) {
        if (phase < 0)
            return phase;
        lock.lock();
        try {
            boolean interrupted = false;
            while (this.phase == phase && !terminated) {
                try {
                    advanced.await();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted)
                Thread.currentThread().interrupt();
            return phaseValue();
        } finally {
            lock.unlock();
        }
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        if (phase < 0)
            return phase;
        lock.lock();
        try {
            while (this.phase == phase && !terminated)
                advanced.await();
            return phaseValue();
        } finally {
            lock.unlock();
        }
    }

    public int awaitAdvanceInterruptibly(int phase, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        if (phase < 0)
            return phase;
        long nanos = unit.toNanos(timeout);
        lock.lock();
        try {
            while (this.phase == phase && !terminated) {
                if (nanos <= 0L)
                    throw new TimeoutException();
                nanos = advanced.awaitNanos(nanos);
            }
            return phaseValue();
        } finally {
            lock.unlock();
        }
    }

    public void forceTermination() {
        lock.lock();
        try {
            if (!terminated) {
                terminated = true;
                advanced.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    public final int getPhase() {
        lock.lock();
        try {
            return phaseValue();
        } finally {
            lock.unlock();
        }
    }

    public int getRegisteredParties() {
        lock.lock();
        try {
            return parties;
        } finally {
            lock.unlock();
        }
    }

    public int getArrivedParties() {
        lock.lock();
        try {
            return parties - unarrived;
        } finally {
            lock.unlock();
        }
    }

    public int getUnarrivedParties() {
        lock.lock();
        try {
            return unarrived;
        } finally {
            lock.unlock();
        }
    }

    public Phaser getParent() {
        return parent;
    }

    public Phaser getRoot() {
        return root;
    }

    public boolean isTerminated() {
        lock.lock();
        try {
            return terminated;
        } finally {
            lock.unlock();
        }
    }

    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    public String toString() {
        lock.lock();
        try {
            return stateString();
        } finally {
            lock.unlock();
        }
    }
}
