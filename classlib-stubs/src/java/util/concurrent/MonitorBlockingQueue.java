package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;

/*
 * The bounded FIFO behind ArrayBlockingQueue and LinkedBlockingQueue: an ArrayDeque
 * guarded by the queue's monitor, with wait/notifyAll for blocking. Iterators walk a
 * snapshot, so they never throw ConcurrentModificationException.
 */
abstract class MonitorBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    private final ArrayDeque<E> items = new ArrayDeque<E>();
    private final int capacity;

    MonitorBlockingQueue(int capacity) {
        if (capacity <= 0)
            throw new IllegalArgumentException();
        this.capacity = capacity;
    }

    public synchronized boolean offer(E e) {
        Objects.requireNonNull(e);
        if (items.size() >= capacity)
            return false;
        items.addLast(e);
        notifyAll();
        return true;
    }

    public synchronized void put(E e) throws InterruptedException {
        Objects.requireNonNull(e);
        while (items.size() >= capacity)
            wait();
        items.addLast(e);
        notifyAll();
    }

    public synchronized boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(e);
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (items.size() >= capacity) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0)
                return false;
            TimeUnit.NANOSECONDS.timedWait(this, remaining);
        }
        items.addLast(e);
        notifyAll();
        return true;
    }

    public synchronized E poll() {
        E e = items.pollFirst();
        if (e != null)
            notifyAll();
        return e;
    }

    public synchronized E take() throws InterruptedException {
        while (items.isEmpty())
            wait();
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (items.isEmpty()) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0)
                return null;
            TimeUnit.NANOSECONDS.timedWait(this, remaining);
        }
        E e = items.pollFirst();
        notifyAll();
        return e;
    }

    public synchronized E peek() {
        return items.peekFirst();
    }

    public synchronized int size() {
        return items.size();
    }

    public synchronized int remainingCapacity() {
        return capacity - items.size();
    }

    public synchronized boolean remove(Object o) {
        boolean removed = items.removeFirstOccurrence(o);
        if (removed)
            notifyAll();
        return removed;
    }

    public synchronized boolean contains(Object o) {
        return items.contains(o);
    }

    public synchronized void clear() {
        items.clear();
        notifyAll();
    }

    public synchronized Object[] toArray() {
        return items.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        return items.toArray(a);
    }

    public synchronized String toString() {
        return items.toString();
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public synchronized int drainTo(Collection<? super E> c, int maxElements) {
        Objects.requireNonNull(c);
        if (c == this)
            throw new IllegalArgumentException();
        int n = 0;
        while (n < maxElements && !items.isEmpty()) {
            c.add(items.pollFirst());
            n++;
        }
        if (n > 0)
            notifyAll();
        return n;
    }

    public Iterator<E> iterator() {
        final ArrayList<E> snapshot;
        synchronized (this) {
            snapshot = new ArrayList<E>(items);
        }
        return new Iterator<E>() {
            private int cursor;
            private E last;

            public boolean hasNext() {
                return cursor < snapshot.size();
            }

            public E next() {
                if (cursor >= snapshot.size())
                    throw new NoSuchElementException();
                return last = snapshot.get(cursor++);
            }

            public void remove() {
                if (last == null)
                    throw new IllegalStateException();
                removeIdentical(last);
                last = null;
            }
        };
    }

    private synchronized void removeIdentical(Object o) {
        Iterator<E> it = items.iterator();
        while (it.hasNext()) {
            if (it.next() == o) {
                it.remove();
                notifyAll();
                return;
            }
        }
    }
}
