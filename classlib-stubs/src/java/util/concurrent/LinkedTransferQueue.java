package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;

/*
 * An unbounded FIFO whose producers may wait for a consumer to take their
 * element: a deque of nodes guarded by the queue's monitor. A transferring
 * producer waits on the monitor until its node is marked taken; a consumer
 * waiting on an empty queue counts as a waiting consumer until it is matched.
 * Iterators walk a snapshot.
 */
public class LinkedTransferQueue<E> extends AbstractQueue<E> implements TransferQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    private static final class Node {
        final Object item;
        boolean taken;

        Node(Object item) { this.item = item; }
    }

    private final ArrayDeque<Node> nodes = new ArrayDeque<Node>();
    /* Consumers blocked in take or timed poll on an empty queue. */
    private int waiting;

    public LinkedTransferQueue() { }

    public LinkedTransferQueue(Collection<? extends E> c) {
        this.addAll(c);
    }

    private Node append(E e) {
        Objects.requireNonNull(e);
        Node n = new Node(e);
        nodes.addLast(n);
        notifyAll();
        return n;
    }

    @SuppressWarnings("unchecked")
    private E takeFirst() {
        Node n = nodes.pollFirst();
        n.taken = true;
        notifyAll();
        return (E) n.item;
    }

    /* Consumers waiting with no element on its way to them yet. */
    private int unmatched() {
        return Math.max(0, waiting - nodes.size());
    }

    public void put(E e) {
        offer(e);
    }

    public boolean offer(E e, long timeout, TimeUnit unit) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        append(e);
        return true;
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean tryTransfer(E e) {
        Objects.requireNonNull(e);
        if (unmatched() == 0)
            return false;
        append(e);
        return true;
    }

    public synchronized void transfer(E e) throws InterruptedException {
        Node n = append(e);
        try {
            while (!n.taken)
                wait();
        } catch (InterruptedException x) {
            if (!n.taken) {
                nodes.remove(n);
                throw x;
            }
            Thread.currentThread().interrupt();
        }
    }

    public synchronized boolean tryTransfer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        Node n = append(e);
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        try {
            while (!n.taken) {
                long remaining = deadline - System.nanoTime();
                if (remaining <= 0) {
                    nodes.remove(n);
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(this, remaining);
            }
            return true;
        } catch (InterruptedException x) {
            if (!n.taken) {
                nodes.remove(n);
                throw x;
            }
            Thread.currentThread().interrupt();
            return true;
        }
    }

    public synchronized E take() throws InterruptedException {
        if (nodes.isEmpty()) {
            waiting++;
            try {
                while (nodes.isEmpty())
                    wait();
            } finally {
                waiting--;
            }
        }
        return takeFirst();
    }

    public synchronized E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (nodes.isEmpty()) {
            long deadline = System.nanoTime() + unit.toNanos(timeout);
            waiting++;
            try {
                while (nodes.isEmpty()) {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0)
                        return null;
                    TimeUnit.NANOSECONDS.timedWait(this, remaining);
                }
            } finally {
                waiting--;
            }
        }
        return takeFirst();
    }

    public synchronized E poll() {
        return nodes.isEmpty() ? null : takeFirst();
    }

    @SuppressWarnings("unchecked")
    public synchronized E peek() {
        Node n = nodes.peekFirst();
        return n == null ? null : (E) n.item;
    }

    public synchronized boolean isEmpty() {
        return nodes.isEmpty();
    }

    public synchronized int size() {
        return nodes.size();
    }

    public synchronized boolean hasWaitingConsumer() {
        return unmatched() > 0;
    }

    public synchronized int getWaitingConsumerCount() {
        return unmatched();
    }

    public int remainingCapacity() {
        return Integer.MAX_VALUE;
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public synchronized int drainTo(Collection<? super E> c, int maxElements) {
        Objects.requireNonNull(c);
        if (c == this)
            throw new IllegalArgumentException();
        int n = 0;
        while (n < maxElements && !nodes.isEmpty()) {
            c.add(takeFirst());
            n++;
        }
        return n;
    }

    public synchronized boolean remove(Object o) {
        if (o == null)
            return false;
        for (Iterator<Node> it = nodes.iterator(); it.hasNext();) {
            Node n = it.next();
            if (o.equals(n.item)) {
                it.remove();
                n.taken = true;
                notifyAll();
                return true;
            }
        }
        return false;
    }

    public synchronized boolean contains(Object o) {
        if (o == null)
            return false;
        for (Node n : nodes)
            if (o.equals(n.item))
                return true;
        return false;
    }

    public synchronized void clear() {
        while (!nodes.isEmpty())
            takeFirst();
    }

    public synchronized Object[] toArray() {
        Object[] a = new Object[nodes.size()];
        int i = 0;
        for (Node n : nodes)
            a[i++] = n.item;
        return a;
    }

    @SuppressWarnings("unchecked")
    public synchronized <T> T[] toArray(T[] a) {
        Object[] items = toArray();
        if (a.length < items.length)
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), items.length);
        System.arraycopy(items, 0, a, 0, items.length);
        if (a.length > items.length)
            a[items.length] = null;
        return a;
    }

    private synchronized void removeExactly(Object x) {
        for (Iterator<Node> it = nodes.iterator(); it.hasNext();) {
            Node n = it.next();
            if (n.item == x) {
                it.remove();
                n.taken = true;
                notifyAll();
                return;
            }
        }
    }

    /* Over a snapshot, in queue order; remove() takes the element out of the queue. */
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
