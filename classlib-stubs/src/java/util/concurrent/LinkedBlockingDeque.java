package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;

/*
 * An optionally bounded blocking deque: an ArrayDeque guarded by this object's monitor,
 * with wait/notifyAll for blocking, as MonitorBlockingQueue. Iterators walk a snapshot.
 * A full deque refuses add with IllegalStateException("Deque full"), as the JDK's.
 */
public class LinkedBlockingDeque<E> extends AbstractQueue<E> implements BlockingDeque<E>, java.io.Serializable {
    private static final long serialVersionUID = -387911632671998426L;

    private final ArrayDeque<E> items = new ArrayDeque<E>();
    private final int capacity;

    public LinkedBlockingDeque() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingDeque(int capacity) {
        if (capacity <= 0)
            throw new IllegalArgumentException();
        this.capacity = capacity;
    }

    public LinkedBlockingDeque(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            if (!offerLast(e))
                throw new IllegalStateException("Deque full");
        }
    }

    /* ---- the two ends ---- */

    public synchronized boolean offerFirst(E e) {
        Objects.requireNonNull(e);
        if (items.size() >= capacity)
            return false;
        items.addFirst(e);
        notifyAll();
        return true;
    }

    public synchronized boolean offerLast(E e) {
        Objects.requireNonNull(e);
        if (items.size() >= capacity)
            return false;
        items.addLast(e);
        notifyAll();
        return true;
    }

    public void addFirst(E e) {
        if (!offerFirst(e))
            throw new IllegalStateException("Deque full");
    }

    public void addLast(E e) {
        if (!offerLast(e))
            throw new IllegalStateException("Deque full");
    }

    private boolean waitForRoom(long deadline, boolean timed) throws InterruptedException {
        while (items.size() >= capacity) {
            if (!timed) {
                wait();
                continue;
            }
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0)
                return false;
            TimeUnit.NANOSECONDS.timedWait(this, remaining);
        }
        return true;
    }

    private boolean waitForItem(long deadline, boolean timed) throws InterruptedException {
        while (items.isEmpty()) {
            if (!timed) {
                wait();
                continue;
            }
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0)
                return false;
            TimeUnit.NANOSECONDS.timedWait(this, remaining);
        }
        return true;
    }

    public synchronized void putFirst(E e) throws InterruptedException {
        Objects.requireNonNull(e);
        waitForRoom(0, false);
        items.addFirst(e);
        notifyAll();
    }

    public synchronized void putLast(E e) throws InterruptedException {
        Objects.requireNonNull(e);
        waitForRoom(0, false);
        items.addLast(e);
        notifyAll();
    }

    public synchronized boolean offerFirst(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(e);
        if (!waitForRoom(System.nanoTime() + unit.toNanos(timeout), true))
            return false;
        items.addFirst(e);
        notifyAll();
        return true;
    }

    public synchronized boolean offerLast(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Objects.requireNonNull(e);
        if (!waitForRoom(System.nanoTime() + unit.toNanos(timeout), true))
            return false;
        items.addLast(e);
        notifyAll();
        return true;
    }

    public synchronized E pollFirst() {
        E e = items.pollFirst();
        if (e != null)
            notifyAll();
        return e;
    }

    public synchronized E pollLast() {
        E e = items.pollLast();
        if (e != null)
            notifyAll();
        return e;
    }

    public synchronized E takeFirst() throws InterruptedException {
        waitForItem(0, false);
        return pollFirst();
    }

    public synchronized E takeLast() throws InterruptedException {
        waitForItem(0, false);
        return pollLast();
    }

    public synchronized E pollFirst(long timeout, TimeUnit unit) throws InterruptedException {
        if (!waitForItem(System.nanoTime() + unit.toNanos(timeout), true))
            return null;
        return pollFirst();
    }

    public synchronized E pollLast(long timeout, TimeUnit unit) throws InterruptedException {
        if (!waitForItem(System.nanoTime() + unit.toNanos(timeout), true))
            return null;
        return pollLast();
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public synchronized E getFirst() {
        E e = items.peekFirst();
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public synchronized E getLast() {
        E e = items.peekLast();
        if (e == null)
            throw new NoSuchElementException();
        return e;
    }

    public synchronized E peekFirst() {
        return items.peekFirst();
    }

    public synchronized E peekLast() {
        return items.peekLast();
    }

    public synchronized boolean removeFirstOccurrence(Object o) {
        if (o == null)
            return false;
        boolean removed = items.removeFirstOccurrence(o);
        if (removed)
            notifyAll();
        return removed;
    }

    public synchronized boolean removeLastOccurrence(Object o) {
        if (o == null)
            return false;
        boolean removed = items.removeLastOccurrence(o);
        if (removed)
            notifyAll();
        return removed;
    }

    /* ---- queue and stack views: the queue's head is the first element ---- */

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public void put(E e) throws InterruptedException {
        putLast(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        return offerLast(e, timeout, unit);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E take() throws InterruptedException {
        return takeFirst();
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        return pollFirst(timeout, unit);
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public synchronized int remainingCapacity() {
        return capacity - items.size();
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

    public synchronized int size() {
        return items.size();
    }

    public synchronized boolean contains(Object o) {
        return o != null && items.contains(o);
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

    private Iterator<E> over(final ArrayList<E> snapshot) {
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

    public synchronized Iterator<E> iterator() {
        return over(new ArrayList<E>(items));
    }

    public synchronized Iterator<E> descendingIterator() {
        ArrayList<E> snapshot = new ArrayList<E>(items.size());
        for (Iterator<E> it = items.descendingIterator(); it.hasNext();)
            snapshot.add(it.next());
        return over(snapshot);
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
