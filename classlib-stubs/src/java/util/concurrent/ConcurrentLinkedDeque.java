package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.NoSuchElementException;

/*
 * A deque whose operations lock the deque object. Iterators walk a snapshot
 * taken when they are created (weakly consistent, never failing), and their
 * remove() takes the element out of the live deque.
 */
public class ConcurrentLinkedDeque<E> extends AbstractCollection<E> implements Deque<E>, java.io.Serializable {
    private static final long serialVersionUID = 876323262645176354L;

    private final ArrayDeque<E> d = new ArrayDeque<E>();

    public ConcurrentLinkedDeque() {
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        for (E e : c)
            addLast(e);
    }

    private static void checkNotNull(Object e) {
        if (e == null)
            throw new NullPointerException();
    }

    public synchronized void addFirst(E e) {
        checkNotNull(e);
        d.addFirst(e);
    }

    public synchronized void addLast(E e) {
        checkNotNull(e);
        d.addLast(e);
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public synchronized E removeFirst() {
        return d.removeFirst();
    }

    public synchronized E removeLast() {
        return d.removeLast();
    }

    public synchronized E pollFirst() {
        return d.pollFirst();
    }

    public synchronized E pollLast() {
        return d.pollLast();
    }

    public synchronized E getFirst() {
        return d.getFirst();
    }

    public synchronized E getLast() {
        return d.getLast();
    }

    public synchronized E peekFirst() {
        return d.peekFirst();
    }

    public synchronized E peekLast() {
        return d.peekLast();
    }

    public synchronized boolean removeFirstOccurrence(Object o) {
        checkNotNull(o);
        return d.removeFirstOccurrence(o);
    }

    public synchronized boolean removeLastOccurrence(Object o) {
        checkNotNull(o);
        return d.removeLastOccurrence(o);
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        addLast(e);
        return true;
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public synchronized boolean addAll(Collection<? extends E> c) {
        if (c == this)
            throw new IllegalArgumentException();
        for (E e : c)
            checkNotNull(e);
        boolean changed = false;
        for (E e : c) {
            d.addLast(e);
            changed = true;
        }
        return changed;
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

    public synchronized boolean contains(Object o) {
        return o != null && d.contains(o);
    }

    public synchronized boolean isEmpty() {
        return d.isEmpty();
    }

    public synchronized int size() {
        return d.size();
    }

    public synchronized void clear() {
        d.clear();
    }

    public synchronized Object[] toArray() {
        return d.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        return d.toArray(a);
    }

    public synchronized String toString() {
        return d.toString();
    }

    private Iterator<E> snapshotIterator(final boolean descending) {
        final Object[] snap = toArray();
        return new Iterator<E>() {
            int i = 0;
            Object last;

            public boolean hasNext() {
                return i < snap.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (i >= snap.length)
                    throw new NoSuchElementException();
                last = snap[descending ? snap.length - 1 - i : i];
                i++;
                return (E) last;
            }

            public void remove() {
                if (last == null)
                    throw new IllegalStateException();
                synchronized (ConcurrentLinkedDeque.this) {
                    for (Iterator<E> it = d.iterator(); it.hasNext();)
                        if (it.next() == last) {
                            it.remove();
                            break;
                        }
                }
                last = null;
            }
        };
    }

    public Iterator<E> iterator() {
        return snapshotIterator(false);
    }

    public Iterator<E> descendingIterator() {
        return snapshotIterator(true);
    }
}
