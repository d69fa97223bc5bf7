package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.PriorityQueue;

/*
 * An unbounded queue of Delayed elements, ordered by delay, that hands out
 * only expired ones: a PriorityQueue guarded by the queue's monitor. A taker
 * waits on the monitor until the head's delay runs out or a new element
 * arrives. Iterators walk a snapshot.
 */
public class DelayQueue<E extends Delayed> extends AbstractQueue<E> implements BlockingQueue<E> {
    private final PriorityQueue<E> q = new PriorityQueue<E>();

    public DelayQueue() { }

    public DelayQueue(Collection<? extends E> c) {
        this.addAll(c);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        Objects.requireNonNull(e);
        q.offer(e);
        if (q.peek() == e)
            notifyAll();
        return true;
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    private static long delayOf(Delayed d) {
        return d.getDelay(TimeUnit.NANOSECONDS);
    }

    public synchronized E poll() {
        E first = q.peek();
        return (first == null || delayOf(first) > 0) ? null : q.poll();
    }

    public synchronized E take() throws InterruptedException {
        for (;;) {
            E first = q.peek();
            if (first == null) {
                wait();
            } else {
                long delay = delayOf(first);
                if (delay <= 0L)
                    return q.poll();
                TimeUnit.NANOSECONDS.timedWait(this, delay);
            }
        }
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        long deadline = System.nanoTime() + nanos;
        for (;;) {
            E first = q.peek();
            long remaining = deadline - System.nanoTime();
            if (first != null && delayOf(first) <= 0L)
                return q.poll();
            if (remaining <= 0L)
                return null;
            long wait = remaining;
            if (first != null)
                wait = Math.min(wait, delayOf(first));
            TimeUnit.NANOSECONDS.timedWait(this, Math.max(wait, 1L));
        }
    }

    public synchronized E peek() {
        return q.peek();
    }

    public synchronized int size() {
        return q.size();
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public synchronized int drainTo(Collection<? super E> c, int maxElements) {
        Objects.requireNonNull(c);
        if (c == this)
            throw new IllegalArgumentException();
        int n = 0;
        for (E first; n < maxElements && (first = q.peek()) != null && delayOf(first) <= 0;) {
            c.add(first);
            q.poll();
            n++;
        }
        return n;
    }

    public synchronized void clear() {
        q.clear();
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public synchronized Object[] toArray() {
        return q.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        return q.toArray(a);
    }

    public synchronized boolean remove(Object o) {
        return q.remove(o);
    }

    private synchronized void removeExactly(Object o) {
        for (Iterator<E> it = q.iterator(); it.hasNext();)
            if (it.next() == o) {
                it.remove();
                break;
            }
    }

    /* Over a snapshot, in no particular order; remove() takes the element out of the queue. */
    public Iterator<E> iterator() {
        final Object[] snapshot = toArray();
        return new Iterator<E>() {
            int i;
            int last = -1;

            public boolean hasNext() {
                return i < snapshot.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (i >= snapshot.length)
                    throw new NoSuchElementException();
                last = i;
                return (E) snapshot[i++];
            }

            public void remove() {
                if (last < 0)
                    throw new IllegalStateException();
                Object x = snapshot[last];
                last = -1;
                removeExactly(x);
            }
        };
    }
}
