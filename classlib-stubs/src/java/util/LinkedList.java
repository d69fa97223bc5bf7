package java.util;

import java.util.function.Consumer;

/*
 * The elements hang on a ring of cells closed by one sentinel cell, the
 * "anchor": anchor.after is the first element, anchor.before the last, and an
 * empty list is the anchor pointing at itself. Every insertion goes through
 * putBefore and every removal through cut, so the size and the modification
 * count are kept in exactly two places.
 *
 * Observable rules kept: an index outside the list is reported as
 * "Index: i, Size: n"; an empty addAll leaves the modification count alone
 * while clear() always bumps it; list iterators check for concurrent changes
 * before anything else, except set(), which first checks that there is an
 * element to replace.
 */
public class LinkedList<E> extends AbstractSequentialList<E>
        implements List<E>, Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 876323262645176354L;

    private static final class Cell<E> {
        E value;
        Cell<E> before;
        Cell<E> after;
    }

    private transient Cell<E> anchor = emptyRing();
    private transient int count;

    public LinkedList() {
    }

    public LinkedList(Collection<? extends E> c) {
        addAll(c);
    }

    private static <T> Cell<T> emptyRing() {
        Cell<T> a = new Cell<T>();
        a.before = a;
        a.after = a;
        return a;
    }

    /* ---- the two primitives ---- */

    private Cell<E> putBefore(Cell<E> spot, E value) {
        Cell<E> c = new Cell<E>();
        c.value = value;
        c.after = spot;
        c.before = spot.before;
        spot.before.after = c;
        spot.before = c;
        count++;
        modCount++;
        return c;
    }

    private E cut(Cell<E> c) {
        E old = c.value;
        c.before.after = c.after;
        c.after.before = c.before;
        c.value = null;
        count--;
        modCount++;
        return old;
    }

    /* ---- positions ---- */

    private IndexOutOfBoundsException outside(int index) {
        return new IndexOutOfBoundsException("Index: " + index + ", Size: " + count);
    }

    /** Fails unless 0 <= index <= highest. */
    private void vet(int index, int highest) {
        if (index < 0 || index > highest)
            throw outside(index);
    }

    /** The cell holding element i, walking in from the nearer end; the anchor for i == count. */
    private Cell<E> cellAt(int i) {
        Cell<E> c = anchor;
        if (i <= count / 2) {
            for (int k = -1; k < i; k++)
                c = c.after;
        } else {
            for (int k = count; k > i; k--)
                c = c.before;
        }
        return c;
    }

    private Cell<E> headCell() {
        if (count == 0)
            throw new NoSuchElementException();
        return anchor.after;
    }

    private Cell<E> tailCell() {
        if (count == 0)
            throw new NoSuchElementException();
        return anchor.before;
    }

    /** First cell from the given end whose value equals o, or null. */
    private Cell<E> find(Object o, boolean fromTail) {
        Cell<E> c = fromTail ? anchor.before : anchor.after;
        while (c != anchor) {
            if (o == null ? c.value == null : o.equals(c.value))
                return c;
            c = fromTail ? c.before : c.after;
        }
        return null;
    }

    /* ---- List ---- */

    public int size() {
        return count;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public boolean add(E e) {
        putBefore(anchor, e);
        return true;
    }

    public boolean remove(Object o) {
        Cell<E> c = find(o, false);
        if (c == null)
            return false;
        cut(c);
        return true;
    }

    public boolean addAll(Collection<? extends E> c) {
        return addAll(count, c);
    }

    @SuppressWarnings("unchecked")
    public boolean addAll(int index, Collection<? extends E> c) {
        vet(index, count);
        Object[] incoming = c.toArray();
        if (incoming.length == 0)
            return false;
        Cell<E> spot = cellAt(index);
        Cell<E> tail = spot.before;
        for (Object o : incoming) {
            Cell<E> n = new Cell<E>();
            n.value = (E) o;
            n.before = tail;
            tail.after = n;
            tail = n;
        }
        tail.after = spot;
        spot.before = tail;
        count += incoming.length;
        modCount++;
        return true;
    }

    public void clear() {
        Cell<E> c = anchor.after;
        while (c != anchor) {
            Cell<E> n = c.after;
            c.value = null;
            c.before = c.after = null;
            c = n;
        }
        anchor.before = anchor.after = anchor;
        count = 0;
        modCount++;
    }

    public E get(int index) {
        vet(index, count - 1);
        return cellAt(index).value;
    }

    public E set(int index, E element) {
        vet(index, count - 1);
        Cell<E> c = cellAt(index);
        E old = c.value;
        c.value = element;
        return old;
    }

    public void add(int index, E element) {
        vet(index, count);
        putBefore(cellAt(index), element);
    }

    public E remove(int index) {
        vet(index, count - 1);
        return cut(cellAt(index));
    }

    public int indexOf(Object o) {
        int i = 0;
        for (Cell<E> c = anchor.after; c != anchor; c = c.after, i++) {
            if (o == null ? c.value == null : o.equals(c.value))
                return i;
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        int i = count - 1;
        for (Cell<E> c = anchor.before; c != anchor; c = c.before, i--) {
            if (o == null ? c.value == null : o.equals(c.value))
                return i;
        }
        return -1;
    }

    /* ---- Deque ---- */

    public E getFirst() {
        return headCell().value;
    }

    public E getLast() {
        return tailCell().value;
    }

    public E removeFirst() {
        return cut(headCell());
    }

    public E removeLast() {
        return cut(tailCell());
    }

    public void addFirst(E e) {
        putBefore(anchor.after, e);
    }

    public void addLast(E e) {
        putBefore(anchor, e);
    }

    public E peek() {
        return count == 0 ? null : anchor.after.value;
    }

    public E element() {
        return getFirst();
    }

    public E poll() {
        return count == 0 ? null : cut(anchor.after);
    }

    public E remove() {
        return removeFirst();
    }

    public boolean offer(E e) {
        return add(e);
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E peekFirst() {
        return count == 0 ? null : anchor.after.value;
    }

    public E peekLast() {
        return count == 0 ? null : anchor.before.value;
    }

    public E pollFirst() {
        return count == 0 ? null : cut(anchor.after);
    }

    public E pollLast() {
        return count == 0 ? null : cut(anchor.before);
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public boolean removeFirstOccurrence(Object o) {
        return remove(o);
    }

    public boolean removeLastOccurrence(Object o) {
        Cell<E> c = find(o, true);
        if (c == null)
            return false;
        cut(c);
        return true;
    }

    /* ---- iteration ---- */

    public ListIterator<E> listIterator(int index) {
        vet(index, count);
        return new Walker(index);
    }

    /**
     * A position between two cells: "ahead" is the cell next() hands out
     * (the anchor at the end), "shown" the cell the last next() or previous()
     * handed out, null once it was removed or after add().
     */
    private final class Walker implements ListIterator<E> {
        private Cell<E> ahead;
        private Cell<E> shown;
        private int pos;
        private int seen = modCount;

        Walker(int index) {
            ahead = cellAt(index);
            pos = index;
        }

        private void sameList() {
            if (seen != modCount)
                throw new ConcurrentModificationException();
        }

        public boolean hasNext() {
            return pos < count;
        }

        public boolean hasPrevious() {
            return pos > 0;
        }

        public int nextIndex() {
            return pos;
        }

        public int previousIndex() {
            return pos - 1;
        }

        public E next() {
            sameList();
            if (pos >= count)
                throw new NoSuchElementException();
            shown = ahead;
            ahead = ahead.after;
            pos++;
            return shown.value;
        }

        public E previous() {
            sameList();
            if (pos <= 0)
                throw new NoSuchElementException();
            ahead = ahead.before;
            shown = ahead;
            pos--;
            return shown.value;
        }

        public void remove() {
            sameList();
            Cell<E> gone = shown;
            if (gone == null)
                throw new IllegalStateException();
            if (gone == ahead)          // it came from previous()
                ahead = gone.after;
            else                        // it came from next()
                pos--;
            cut(gone);
            shown = null;
            seen = modCount;
        }

        public void set(E e) {
            if (shown == null)
                throw new IllegalStateException();
            sameList();
            shown.value = e;
        }

        public void add(E e) {
            sameList();
            shown = null;
            putBefore(ahead, e);
            pos++;
            seen = modCount;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (; seen == modCount && pos < count; pos++) {
                action.accept(ahead.value);
                shown = ahead;
                ahead = ahead.after;
            }
            sameList();
        }
    }

    public Iterator<E> descendingIterator() {
        final Walker w = new Walker(count);
        return new Iterator<E>() {
            public boolean hasNext() {
                return w.hasPrevious();
            }

            public E next() {
                return w.previous();
            }

            public void remove() {
                w.remove();
            }
        };
    }

    /* ---- copying ---- */

    @SuppressWarnings("unchecked")
    public Object clone() {
        LinkedList<E> copy;
        try {
            copy = (LinkedList<E>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.anchor = emptyRing();
        copy.count = 0;
        copy.modCount = 0;
        for (Cell<E> c = anchor.after; c != anchor; c = c.after)
            copy.putBefore(copy.anchor, c.value);
        return copy;
    }

    public Object[] toArray() {
        return fill(new Object[count]);
    }

    public <T> T[] toArray(T[] a) {
        T[] out = a.length >= count ? a : Arrays.newArrayLike(a, count);
        fill(out);
        if (out.length > count)
            out[count] = null;
        return out;
    }

    private Object[] fill(Object[] out) {
        int i = 0;
        for (Cell<E> c = anchor.after; c != anchor; c = c.after)
            out[i++] = c.value;
        return out;
    }
}
