package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Queue;

/*
 * A FIFO queue whose operations lock the queue object. Iterators walk a snapshot taken
 * when they are created, so they never throw ConcurrentModificationException.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    private static final class Node<E> {
        E item;
        Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    private transient Node<E> head;
    private transient Node<E> tail;
    private transient int count;

    public ConcurrentLinkedQueue() {
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        for (E e : c)
            offer(e);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        Node<E> n = new Node<E>(Objects.requireNonNull(e));
        if (tail == null)
            head = tail = n;
        else
            tail = tail.next = n;
        count++;
        return true;
    }

    public synchronized E poll() {
        Node<E> h = head;
        if (h == null)
            return null;
        head = h.next;
        if (head == null)
            tail = null;
        count--;
        return h.item;
    }

    public synchronized E peek() {
        return head == null ? null : head.item;
    }

    public synchronized boolean isEmpty() {
        return head == null;
    }

    public synchronized int size() {
        return count;
    }

    public synchronized boolean contains(Object o) {
        if (o == null)
            return false;
        for (Node<E> p = head; p != null; p = p.next)
            if (o.equals(p.item))
                return true;
        return false;
    }

    public synchronized boolean remove(Object o) {
        if (o == null)
            return false;
        Node<E> prev = null;
        for (Node<E> p = head; p != null; prev = p, p = p.next) {
            if (o.equals(p.item)) {
                if (prev == null)
                    head = p.next;
                else
                    prev.next = p.next;
                if (tail == p)
                    tail = prev;
                count--;
                return true;
            }
        }
        return false;
    }

    public synchronized Object[] toArray() {
        Object[] a = new Object[count];
        int i = 0;
        for (Node<E> p = head; p != null; p = p.next)
            a[i++] = p.item;
        return a;
    }

    public synchronized <T> T[] toArray(T[] a) {
        return super.toArray(a);
    }

    public synchronized void clear() {
        head = tail = null;
        count = 0;
    }

    public Iterator<E> iterator() {
        final ArrayList<E> snapshot = new ArrayList<E>();
        synchronized (this) {
            for (Node<E> p = head; p != null; p = p.next)
                snapshot.add(p.item);
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
        Node<E> prev = null;
        for (Node<E> p = head; p != null; prev = p, p = p.next) {
            if (p.item == o) {
                if (prev == null)
                    head = p.next;
                else
                    prev.next = p.next;
                if (tail == p)
                    tail = prev;
                count--;
                return;
            }
        }
    }
}
