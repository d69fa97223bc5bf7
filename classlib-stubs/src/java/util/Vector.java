package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/*
 * A synchronized growable array. The three protected fields are part of the
 * documented API and keep their names.
 *
 * Rules observable from outside, kept on purpose:
 * - growth: when more room is needed the array grows by capacityIncrement if
 *   that is positive, otherwise doubles, and never by less than is needed
 *   (so an empty zero-capacity vector goes to 1, then 2, 4, ...);
 * - the legacy methods (elementAt, setElementAt, removeElementAt,
 *   insertElementAt, lastIndexOf(Object, int)) report "i >= n" or "i > n";
 *   get, set, remove(int) and addAll(int, ...) report just the index; a
 *   negative index fails where the array is touched, with the array's message;
 * - removeElement, addAll(Collection), trimToSize and ensureCapacity count as
 *   modifications even when nothing changes;
 * - bulk removals test every element once, in order, before removing any.
 */
public class Vector<E> extends AbstractList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -2767605614048989439L;

    /** Largest capacity handed out unless more is explicitly required. */
    private static final int CAPACITY_CAP = Integer.MAX_VALUE - 8;

    protected Object[] elementData;
    protected int elementCount;
    protected int capacityIncrement;

    public Vector(int initialCapacity, int capacityIncrement) {
        if (initialCapacity < 0)
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        this.elementData = new Object[initialCapacity];
        this.capacityIncrement = capacityIncrement;
    }

    public Vector(int initialCapacity) {
        this(initialCapacity, 0);
    }

    public Vector() {
        this(10, 0);
    }

    public Vector(Collection<? extends E> c) {
        Object[] src = c.toArray();
        Object[] own = new Object[src.length];
        System.arraycopy(src, 0, own, 0, src.length);
        elementData = own;
        elementCount = own.length;
    }

    /* ---- storage ---- */

    @SuppressWarnings("unchecked")
    private E slot(int i) {
        return (E) elementData[i];
    }

    /** Makes the array hold at least {@code need} slots, growing by the vector's rule. */
    private void reserve(int need) {
        int have = elementData.length;
        if (need <= have)
            return;
        int step = capacityIncrement > 0 ? capacityIncrement : have;
        long wanted = (long) have + Math.max(need - have, step);
        int size;
        if (wanted <= CAPACITY_CAP) {
            size = (int) wanted;
        } else if (need < 0) {
            throw new OutOfMemoryError("Required array length " + have + " + " + (need - have) + " is too large");
        } else {
            size = Math.max(need, CAPACITY_CAP);
        }
        elementData = Arrays.copyOf(elementData, size);
    }

    /** Moves the elements from {@code at} on {@code by} places up; the caller made room. */
    private void openGap(int at, int by) {
        System.arraycopy(elementData, at, elementData, at + by, elementCount - at);
    }

    /** Removes the elements in [from, to), closing the gap. */
    private void closeGap(int from, int to) {
        int end = elementCount;
        System.arraycopy(elementData, to, elementData, from, end - to);
        int newEnd = end - (to - from);
        Arrays.fill(elementData, newEnd, end, null);
        elementCount = newEnd;
    }

    private void append(E e) {
        if (elementCount == elementData.length)
            reserve(elementCount + 1);
        elementData[elementCount] = e;
        elementCount++;
    }

    private static ArrayIndexOutOfBoundsException beyond(int index, String rel, int count) {
        return new ArrayIndexOutOfBoundsException(index + rel + count);
    }

    /* ---- capacity ---- */

    public synchronized void copyInto(Object[] anArray) {
        System.arraycopy(elementData, 0, anArray, 0, elementCount);
    }

    public synchronized void trimToSize() {
        modCount++;
        if (elementData.length > elementCount)
            elementData = Arrays.copyOf(elementData, elementCount);
    }

    public synchronized void ensureCapacity(int minCapacity) {
        if (minCapacity <= 0)
            return;
        modCount++;
        reserve(minCapacity);
    }

    public synchronized void setSize(int newSize) {
        modCount++;
        reserve(newSize);
        int old = elementCount;
        if (newSize < old) {
            if (newSize < 0)    // what clearing from a negative slot would raise
                throw new ArrayIndexOutOfBoundsException(
                        "Index " + newSize + " out of bounds for length " + elementData.length);
            Arrays.fill(elementData, newSize, old, null);
        }
        elementCount = newSize;
    }

    public synchronized int capacity() {
        return elementData.length;
    }

    public synchronized int size() {
        return elementCount;
    }

    public synchronized boolean isEmpty() {
        return elementCount == 0;
    }

    /* ---- legacy element methods ---- */

    public Enumeration<E> elements() {
        return new Enumeration<E>() {
            private int next;

            public boolean hasMoreElements() {
                return next < elementCount;
            }

            public E nextElement() {
                synchronized (Vector.this) {
                    if (next >= elementCount)
                        throw new NoSuchElementException("Vector Enumeration");
                    return slot(next++);
                }
            }
        };
    }

    public synchronized E elementAt(int index) {
        if (index >= elementCount)
            throw beyond(index, " >= ", elementCount);
        return slot(index);
    }

    public synchronized E firstElement() {
        if (elementCount == 0)
            throw new NoSuchElementException();
        return slot(0);
    }

    public synchronized E lastElement() {
        if (elementCount == 0)
            throw new NoSuchElementException();
        return slot(elementCount - 1);
    }

    public synchronized void setElementAt(E obj, int index) {
        if (index >= elementCount)
            throw beyond(index, " >= ", elementCount);
        elementData[index] = obj;
    }

    public synchronized void removeElementAt(int index) {
        if (index >= elementCount)
            throw beyond(index, " >= ", elementCount);
        if (index < 0)
            throw new ArrayIndexOutOfBoundsException(index);
        modCount++;
        closeGap(index, index + 1);
    }

    public synchronized void insertElementAt(E obj, int index) {
        if (index > elementCount)
            throw beyond(index, " > ", elementCount);
        modCount++;
        if (elementCount == elementData.length)
            reserve(elementCount + 1);
        openGap(index, 1);
        elementData[index] = obj;
        elementCount++;
    }

    public synchronized void addElement(E obj) {
        modCount++;
        append(obj);
    }

    public synchronized boolean removeElement(Object obj) {
        modCount++;
        int at = indexOf(obj);
        if (at < 0)
            return false;
        removeElementAt(at);
        return true;
    }

    public synchronized void removeAllElements() {
        Arrays.fill(elementData, 0, elementCount, null);
        elementCount = 0;
        modCount++;
    }

    /* ---- searching ---- */

    public boolean contains(Object o) {
        return indexOf(o, 0) >= 0;
    }

    public int indexOf(Object o) {
        return indexOf(o, 0);
    }

    public synchronized int indexOf(Object o, int index) {
        Object[] data = elementData;
        for (int i = index, n = elementCount; i < n; i++) {
            if (o == null ? data[i] == null : o.equals(data[i]))
                return i;
        }
        return -1;
    }

    public synchronized int lastIndexOf(Object o) {
        return lastIndexOf(o, elementCount - 1);
    }

    public synchronized int lastIndexOf(Object o, int index) {
        if (index >= elementCount)
            throw new IndexOutOfBoundsException(index + " >= " + elementCount);
        Object[] data = elementData;
        for (int i = index; i >= 0; i--) {
            if (o == null ? data[i] == null : o.equals(data[i]))
                return i;
        }
        return -1;
    }

    /* ---- List ---- */

    public synchronized E get(int index) {
        if (index >= elementCount)
            throw new ArrayIndexOutOfBoundsException(index);
        return slot(index);
    }

    public synchronized E set(int index, E element) {
        if (index >= elementCount)
            throw new ArrayIndexOutOfBoundsException(index);
        E previous = slot(index);
        elementData[index] = element;
        return previous;
    }

    public synchronized boolean add(E e) {
        modCount++;
        append(e);
        return true;
    }

    public boolean remove(Object o) {
        return removeElement(o);
    }

    public void add(int index, E element) {
        insertElementAt(element, index);
    }

    public synchronized E remove(int index) {
        modCount++;
        if (index >= elementCount)
            throw new ArrayIndexOutOfBoundsException(index);
        E gone = slot(index);
        closeGap(index, index + 1);
        return gone;
    }

    public void clear() {
        removeAllElements();
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] more = c.toArray();
        modCount++;
        if (more.length == 0)
            return false;
        synchronized (this) {
            reserve(elementCount + more.length);
            System.arraycopy(more, 0, elementData, elementCount, more.length);
            elementCount += more.length;
            return true;
        }
    }

    public synchronized boolean addAll(int index, Collection<? extends E> c) {
        if (index < 0 || index > elementCount)
            throw new ArrayIndexOutOfBoundsException(index);
        Object[] more = c.toArray();
        modCount++;
        if (more.length == 0)
            return false;
        reserve(elementCount + more.length);
        openGap(index, more.length);
        System.arraycopy(more, 0, elementData, index, more.length);
        elementCount += more.length;
        return true;
    }

    public synchronized boolean containsAll(Collection<?> c) {
        return super.containsAll(c);
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return sweep(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return sweep(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return sweep(filter);
    }

    /**
     * Asks the filter about every element first, then removes the chosen
     * ones in one compaction; a change made meanwhile is reported and nothing
     * is removed.
     */
    private synchronized boolean sweep(Predicate<? super E> filter) {
        int stamp = modCount;
        int n = elementCount;
        Object[] data = elementData;
        boolean[] doomed = null;
        for (int i = 0; i < n; i++) {
            @SuppressWarnings("unchecked")
            E e = (E) data[i];
            if (filter.test(e)) {
                if (doomed == null)
                    doomed = new boolean[n];
                doomed[i] = true;
            }
        }
        if (modCount != stamp)
            throw new ConcurrentModificationException();
        if (doomed == null)
            return false;
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (!doomed[i])
                data[kept++] = data[i];
        }
        Arrays.fill(data, kept, n, null);
        elementCount = kept;
        modCount++;
        return true;
    }

    public synchronized boolean equals(Object o) {
        return super.equals(o);
    }

    public synchronized int hashCode() {
        return super.hashCode();
    }

    public synchronized String toString() {
        return super.toString();
    }

    public synchronized List<E> subList(int fromIndex, int toIndex) {
        return Collections.synchronizedList(super.subList(fromIndex, toIndex), this);
    }

    protected synchronized void removeRange(int fromIndex, int toIndex) {
        modCount++;
        closeGap(fromIndex, toIndex);
    }

    public synchronized void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int stamp = modCount;
        Object[] data = elementData;
        int n = elementCount;
        for (int i = 0; i < n && modCount == stamp; i++) {
            @SuppressWarnings("unchecked")
            E e = (E) data[i];
            action.accept(e);
        }
        if (modCount != stamp)
            throw new ConcurrentModificationException();
    }

    public synchronized void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        int stamp = modCount;
        Object[] data = elementData;
        int n = elementCount;
        for (int i = 0; i < n && modCount == stamp; i++) {
            @SuppressWarnings("unchecked")
            E e = (E) data[i];
            data[i] = operator.apply(e);
        }
        if (modCount != stamp)
            throw new ConcurrentModificationException();
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public synchronized void sort(Comparator<? super E> c) {
        int stamp = modCount;
        Arrays.sort((E[]) elementData, 0, elementCount, c);
        if (modCount != stamp)
            throw new ConcurrentModificationException();
        modCount++;
    }

    /* ---- copies ---- */

    @SuppressWarnings("unchecked")
    public synchronized Object clone() {
        Vector<E> copy;
        try {
            copy = (Vector<E>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.elementData = Arrays.copyOf(elementData, elementCount);
        copy.modCount = 0;
        return copy;
    }

    public synchronized Object[] toArray() {
        Object[] out = new Object[elementCount];
        System.arraycopy(elementData, 0, out, 0, elementCount);
        return out;
    }

    @SuppressWarnings("unchecked")
    public synchronized <T> T[] toArray(T[] a) {
        int n = elementCount;
        T[] out = a.length >= n ? a : Arrays.newArrayLike(a, n);
        System.arraycopy(elementData, 0, out, 0, n);
        if (out.length > n)
            out[n] = null;
        return out;
    }

    /* ---- iteration ---- */

    public synchronized Iterator<E> iterator() {
        return new Walker(0);
    }

    public synchronized ListIterator<E> listIterator() {
        return new Walker(0);
    }

    public synchronized ListIterator<E> listIterator(int index) {
        if (index < 0 || index > elementCount)
            throw new IndexOutOfBoundsException("Index: " + index);
        return new Walker(index);
    }

    /**
     * Both iterators. remove() and set() first check that there is an element
     * to act on, then for concurrent changes; next(), previous() and add()
     * check for concurrent changes first. forEachRemaining does nothing at
     * the end of the vector and records its progress only when done.
     */
    private final class Walker implements ListIterator<E> {
        private int at;
        private int last = -1;
        private int stamp = modCount;

        Walker(int index) {
            at = index;
        }

        private void unchanged() {
            if (modCount != stamp)
                throw new ConcurrentModificationException();
        }

        public boolean hasNext() {
            return at != elementCount;
        }

        public boolean hasPrevious() {
            return at != 0;
        }

        public int nextIndex() {
            return at;
        }

        public int previousIndex() {
            return at - 1;
        }

        public E next() {
            synchronized (Vector.this) {
                unchanged();
                if (at >= elementCount)
                    throw new NoSuchElementException();
                last = at++;
                return slot(last);
            }
        }

        public E previous() {
            synchronized (Vector.this) {
                unchanged();
                if (at <= 0)
                    throw new NoSuchElementException();
                last = --at;
                return slot(last);
            }
        }

        public void remove() {
            int victim = last;
            if (victim < 0)
                throw new IllegalStateException();
            synchronized (Vector.this) {
                unchanged();
                Vector.this.remove(victim);
                stamp = modCount;
            }
            at = victim;
            last = -1;
        }

        public void set(E e) {
            if (last < 0)
                throw new IllegalStateException();
            synchronized (Vector.this) {
                unchanged();
                Vector.this.set(last, e);
            }
        }

        public void add(E e) {
            int here = at;
            synchronized (Vector.this) {
                unchanged();
                Vector.this.add(here, e);
                stamp = modCount;
            }
            at = here + 1;
            last = -1;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            synchronized (Vector.this) {
                int end = elementCount;
                int i = at;
                if (i >= end)
                    return;
                Object[] data = elementData;
                if (i >= data.length)
                    throw new ConcurrentModificationException();
                while (i < end && modCount == stamp) {
                    @SuppressWarnings("unchecked")
                    E e = (E) data[i];
                    i++;
                    action.accept(e);
                }
                at = i;
                last = i - 1;
                unchanged();
            }
        }
    }
}
