package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/*
 * A hand-off: an element goes only to a waiting consumer. Offers are
 * accepted while more consumers wait than elements have been handed to
 * them; put waits for such a consumer.
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final LinkedList<E> handed = new LinkedList<E>();
    private int takers;

    public SynchronousQueue() {
    }

    public SynchronousQueue(boolean fair) {
    }

    private boolean handOff(E e) {
        if (takers > handed.size()) {
            handed.add(e);
            changed.signalAll();
            return true;
        }
        return false;
    }

    public boolean offer(E e) {
        if (e == null)
            throw new NullPointerException();
        lock.lock();
        try {
            return handOff(e);
        } finally {
            lock.unlock();
        }
    }

    public void put(E e) throws InterruptedException {
        if (e == null)
            throw new NullPointerException();
        lock.lockInterruptibly();
        try {
            while (!handOff(e))
                changed.await();
        } finally {
            lock.unlock();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null)
            throw new NullPointerException();
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (!handOff(e)) {
                if (nanos <= 0L)
                    return false;
                nanos = changed.awaitNanos(nanos);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    public E take() throws InterruptedException {
        lock.lockInterruptibly();
        takers++;
        changed.signalAll();
        try {
            while (handed.isEmpty())
                changed.await();
            return handed.removeFirst();
        } finally {
            takers--;
            lock.unlock();
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        lock.lockInterruptibly();
        takers++;
        changed.signalAll();
        try {
            while (handed.isEmpty()) {
                if (nanos <= 0L)
                    return null;
                nanos = changed.awaitNanos(nanos);
            }
            return handed.removeFirst();
        } finally {
            takers--;
            lock.unlock();
        }
    }

    public E poll() {
        return null;
    }

    public E peek() {
        return null;
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public Iterator<E> iterator() {
        return Collections.<E>emptyList().iterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0)
            a[0] = null;
        return a;
    }

    public String toString() {
        return "[]";
    }

    public int drainTo(Collection<? super E> c) {
        return 0;
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        return 0;
    }
}
