import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

/* ReentrantReadWriteLock and StampedLock. */
public class ReadWriteLocks {
    static String tail(Object o) {
        String s = o.toString();
        return s.substring(s.indexOf('['));
    }

    static int shared;

    public static void main(String[] args) throws Exception {
        final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        System.out.println(tail(rw) + " " + tail(rw.readLock()) + " " + tail(rw.writeLock()));
        rw.readLock().lock();
        rw.readLock().lock();
        System.out.println(tail(rw) + " holds " + rw.getReadHoldCount() + " write locked " + rw.isWriteLocked());
        final boolean[] res = new boolean[3];
        Thread t = new Thread(new Runnable() {
            public void run() {
                res[0] = rw.readLock().tryLock();
                if (res[0])
                    rw.readLock().unlock();
                res[1] = rw.writeLock().tryLock();
                try {
                    res[2] = rw.writeLock().tryLock(5, TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                }
            }
        });
        t.start();
        t.join();
        System.out.println("other: read " + res[0] + " write " + res[1] + " timed write " + res[2]);
        rw.readLock().unlock();
        rw.readLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println(e);
        }
        try {
            rw.writeLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("write unlock: " + e);
        }
        rw.writeLock().lock();
        rw.writeLock().lock();
        System.out.println(tail(rw) + " " + tail(rw.writeLock()) + " mine " + rw.isWriteLockedByCurrentThread() + " holds "
                + rw.getWriteHoldCount());
        rw.readLock().lock();
        rw.writeLock().unlock();
        rw.writeLock().unlock();
        System.out.println("downgraded " + tail(rw));
        rw.readLock().unlock();
        try {
            rw.readLock().newCondition();
        } catch (UnsupportedOperationException e) {
            System.out.println("read condition: " + e);
        }

        // Writers exclude each other and readers.
        shared = 0;
        Thread[] ts = new Thread[4];
        final int[] reads = new int[1];
        for (int i = 0; i < ts.length; i++) {
            final boolean writer = i % 2 == 0;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 500; k++) {
                        Lock l = writer ? rw.writeLock() : rw.readLock();
                        l.lock();
                        try {
                            if (writer) {
                                int v = shared;
                                shared = v + 1;
                            } else if (shared < 0) {
                                reads[0]++;
                            }
                        } finally {
                            l.unlock();
                        }
                    }
                }
            });
            ts[i].start();
        }
        for (Thread x : ts)
            x.join();
        System.out.println("writes " + shared + " " + tail(rw) + " fair " + rw.isFair() + " " + new ReentrantReadWriteLock(true).isFair());

        StampedLock sl = new StampedLock();
        System.out.println(tail(sl));
        long opt = sl.tryOptimisticRead();
        System.out.println("optimistic valid " + sl.validate(opt) + " stamp kind " + StampedLock.isOptimisticReadStamp(opt));
        long w = sl.writeLock();
        System.out.println(tail(sl) + " optimistic now valid " + sl.validate(opt) + " tryOptimistic " + sl.tryOptimisticRead()
                + " tryRead " + sl.tryReadLock() + " write stamp " + StampedLock.isWriteLockStamp(w));
        sl.unlockWrite(w);
        System.out.println("after write, old optimistic valid " + sl.validate(opt));
        long r1 = sl.readLock();
        long r2 = sl.readLock();
        System.out.println(tail(sl) + " tryWrite " + sl.tryWriteLock() + " read stamp " + StampedLock.isReadLockStamp(r1));
        sl.unlockRead(r2);
        long up = sl.tryConvertToWriteLock(r1);
        System.out.println("converted " + (up != 0) + " " + tail(sl));
        sl.unlock(up);
        try {
            sl.unlockWrite(up);
        } catch (IllegalMonitorStateException e) {
            System.out.println("stale unlock: " + e);
        }
        Lock view = sl.asWriteLock();
        view.lock();
        System.out.println("view " + tail(sl));
        view.unlock();
        System.out.println(tail(sl) + " read locked " + sl.isReadLocked() + " write locked " + sl.isWriteLocked());

        final StampedLock point = new StampedLock();
        final double[] xy = new double[2];
        Thread[] movers = new Thread[3];
        for (int i = 0; i < movers.length; i++) {
            movers[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 300; k++) {
                        long s = point.writeLock();
                        xy[0] += 1;
                        xy[1] += 2;
                        point.unlockWrite(s);
                        long o = point.tryOptimisticRead();
                        double a = xy[0], b = xy[1];
                        if (!point.validate(o)) {
                            o = point.readLock();
                            a = xy[0];
                            b = xy[1];
                            point.unlockRead(o);
                        }
                    }
                }
            });
            movers[i].start();
        }
        for (Thread m : movers)
            m.join();
        System.out.println("point " + xy[0] + "," + xy[1]);
    }
}
