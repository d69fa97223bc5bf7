package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/*
 * A list over an Object[] of which the first `count` cells are used.
 *
 * Growth: a list made with the no-argument constructor gets no storage until
 * its first insertion, which allocates ten cells (or more if more are needed at
 * once). After that the storage grows by half its length, or to the needed
 * length if that is more. A list made with an explicit capacity of 0, or from an
 * empty collection, grows from zero by the same rule (0, 1, 2, 3, 4, 6, 9, ...).
 */
public class ArrayList<E> extends AbstractList<E>
        implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8683452581122892189L;

    private static final int LAZY_FIRST_LENGTH = 10;
    /* Largest length asked for before settling for exactly what is needed. */
    private static final int SOFT_MAX_LENGTH = Integer.MAX_VALUE - 8;
    private static final Object[] NO_CELLS = {};
    /* Storage of a list made by ArrayList(): not yet allocated, ten at first use. */
    private static final Object[] LAZY_CELLS = {};

    transient Object[] cells;
    private int count;

    public ArrayList(int initialCapacity) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        }
        cells = initialCapacity == 0 ? NO_CELLS : new Object[initialCapacity];
    }

    public ArrayList() {
        cells = LAZY_CELLS;
    }

    public ArrayList(Collection<? extends E> c) {
        Object[] src = c.toArray();
        count = src.length;
        if (count == 0) {
            cells = NO_CELLS;
        } else if (src.getClass() == Object[].class) {
            cells = src;
        } else {
            cells = Arrays.copyOf(src, count, Object[].class);
        }
    }

    /* ---- storage ---- */

    /* Makes room for at least `needed` cells. */
    private void reserve(int needed) {
        if (needed < 0) {
            throw new OutOfMemoryError("Required array length too large");
        }
        if (needed <= cells.length) {
            return;
        }
        if (cells == LAZY_CELLS) {
            cells = new Object[Math.max(needed, LAZY_FIRST_LENGTH)];
            return;
        }
        int length = cells.length;
        long proposed = (long) length + Math.max(length >> 1, needed - length);
        int chosen = proposed <= SOFT_MAX_LENGTH ? (int) proposed : Math.max(needed, SOFT_MAX_LENGTH);
        cells = Arrays.copyOf(cells, chosen);
    }

    public void ensureCapacity(int minCapacity) {
        boolean lazyAndSmall = cells == LAZY_CELLS && minCapacity <= LAZY_FIRST_LENGTH;
        if (minCapacity > cells.length && !lazyAndSmall) {
            modCount++;
            reserve(minCapacity);
        }
    }

    public void trimToSize() {
        modCount++;
        if (cells.length > count) {
            cells = count == 0 ? NO_CELLS : Arrays.copyOf(cells, count);
        }
    }

    /* Moves cells [from, count) by `by` places (either way) and adjusts count. */
    private void shift(int from, int by) {
        System.arraycopy(cells, from, cells, from + by, count - from);
        int newCount = count + by;
        if (by < 0) {
            Arrays.fill(cells, newCount, count, null);
        }
        count = newCount;
    }

    @SuppressWarnings("unchecked")
    private E at(int i) {
        return (E) cells[i];
    }

    private void checkInsertIndex(int index) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + count);
        }
    }

    private void checkUnchanged(int expected) {
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
    }

    /* ---- queries ---- */

    public int size() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public boolean contains(Object o) {
        return indexOf(o) != -1;
    }

    public int indexOf(Object o) {
        for (int i = 0; i < count; i++) {
            if (o == null ? cells[i] == null : o.equals(cells[i])) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(Object o) {
        int i = count;
        while (--i >= 0) {
            if (o == null ? cells[i] == null : o.equals(cells[i])) {
                break;
            }
        }
        return i;
    }

    public E get(int index) {
        Objects.checkIndex(index, count);
        return at(index);
    }

    public Object[] toArray() {
        return Arrays.copyOf(cells, count);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < count) {
            return (T[]) Arrays.copyOf(cells, count, a.getClass());
        }
        System.arraycopy(cells, 0, a, 0, count);
        if (a.length > count) {
            a[count] = null;
        }
        return a;
    }

    public Object clone() {
        ArrayList<?> copy;
        try {
            copy = (ArrayList<?>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.cells = Arrays.copyOf(cells, count);
        copy.modCount = 0;
        return copy;
    }

    public boolean equals(Object o) {
        return super.equals(o);
    }

    public int hashCode() {
        return super.hashCode();
    }

    /* ---- changes ---- */

    public E set(int index, E element) {
        Objects.checkIndex(index, count);
        E was = at(index);
        cells[index] = element;
        return was;
    }

    public boolean add(E e) {
        modCount++;
        reserve(count + 1);
        cells[count++] = e;
        return true;
    }

    public void add(int index, E element) {
        checkInsertIndex(index);
        modCount++;
        reserve(count + 1);
        shift(index, 1);
        cells[index] = element;
    }

    public boolean addAll(Collection<? extends E> c) {
        return insertArray(count, c.toArray());
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        checkInsertIndex(index);
        return insertArray(index, c.toArray());
    }

    private boolean insertArray(int index, Object[] src) {
        modCount++;
        if (src.length == 0) {
            return false;
        }
        reserve(count + src.length);
        shift(index, src.length);
        System.arraycopy(src, 0, cells, index, src.length);
        return true;
    }

    public E remove(int index) {
        Objects.checkIndex(index, count);
        E was = at(index);
        modCount++;
        shift(index + 1, -1);
        return was;
    }

    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i == -1) {
            return false;
        }
        modCount++;
        shift(i + 1, -1);
        return true;
    }

    public void clear() {
        modCount++;
        Arrays.fill(cells, 0, count, null);
        count = 0;
    }

    protected void removeRange(int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IndexOutOfBoundsException("From Index: " + fromIndex + " > To Index: " + toIndex);
        }
        modCount++;
        shift(toIndex, fromIndex - toIndex);
    }

    public boolean removeAll(Collection<?> c) {
        return keepWhere(c, false);
    }

    public boolean retainAll(Collection<?> c) {
        return keepWhere(c, true);
    }

    /*
     * Compacts the list to the elements for which c.contains(e) == inC. If
     * contains throws, the elements not yet looked at stay, after those kept so far.
     */
    private boolean keepWhere(Collection<?> c, boolean inC) {
        Objects.requireNonNull(c);
        int kept = 0;
        int seen = 0;
        try {
            while (seen < count) {
                Object e = cells[seen];
                if (c.contains(e) == inC) {
                    cells[kept++] = e;
                }
                seen++;
            }
        } finally {
            int rest = count - seen;
            System.arraycopy(cells, seen, cells, kept, rest);
            kept += rest;
            int dropped = count - kept;
            if (dropped > 0) {
                modCount += dropped;
                Arrays.fill(cells, kept, count, null);
                count = kept;
            }
        }
        return seen != kept;
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        int mc = modCount;
        int n = count;
        // Every element is tested first; nothing moves unless all tests ran unchanged.
        BitSet doomed = new BitSet(n);
        for (int i = 0; i < n && modCount == mc; i++) {
            if (filter.test(at(i))) {
                doomed.set(i);
            }
        }
        checkUnchanged(mc);
        if (doomed.isEmpty()) {
            return false;
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (!doomed.get(i)) {
                cells[kept++] = cells[i];
            }
        }
        Arrays.fill(cells, kept, n, null);
        count = kept;
        modCount++;
        return true;
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int mc = modCount;
        int n = count;
        for (int i = 0; i < n && modCount == mc; i++) {
            action.accept(at(i));
        }
        checkUnchanged(mc);
    }

    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        int mc = modCount;
        for (int i = 0; i < count && modCount == mc; i++) {
            cells[i] = operator.apply(at(i));
        }
        checkUnchanged(mc);
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        int mc = modCount;
        Arrays.sort((E[]) cells, 0, count, c);
        checkUnchanged(mc);
        modCount++;
    }

    /* ---- iteration ---- */

    /**
     * A late-binding spliterator over the cells, as the JDK's: the size and modCount are
     * read at the first traversal; forEachRemaining hands out every element it was bound
     * to and then throws ConcurrentModificationException if the list changed meanwhile;
     * it splits in halves.
     */
    @Override
    public Spliterator<E> spliterator() {
        return new CellSpliterator(0, -1, 0);
    }

    private final class CellSpliterator implements Spliterator<E> {
        private int index;
        private int fence; /* -1 until bound */
        private int expectedModCount;

        CellSpliterator(int origin, int fence, int expectedModCount) {
            this.index = origin;
            this.fence = fence;
            this.expectedModCount = expectedModCount;
        }

        private int bind() {
            if (fence < 0) {
                expectedModCount = modCount;
                fence = count;
            }
            return fence;
        }

        public Spliterator<E> trySplit() {
            int hi = bind();
            int lo = index;
            int mid = (lo + hi) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new CellSpliterator(lo, mid, expectedModCount);
        }

        @SuppressWarnings("unchecked")
        public boolean tryAdvance(java.util.function.Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int hi = bind();
            int i = index;
            if (i < hi) {
                index = i + 1;
                action.accept((E) cells[i]);
                if (modCount != expectedModCount) {
                    throw new ConcurrentModificationException();
                }
                return true;
            }
            return false;
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(java.util.function.Consumer<? super E> action) {
            Objects.requireNonNull(action);
            Object[] a = cells;
            int hi = fence;
            int mc;
            if (hi < 0) {
                mc = modCount;
                hi = count;
            } else {
                mc = expectedModCount;
            }
            int i = index;
            if (i >= 0 && hi <= a.length) {
                index = hi;
                for (; i < hi; i++) {
                    action.accept((E) a[i]);
                }
                if (modCount == mc) {
                    return;
                }
            }
            throw new ConcurrentModificationException();
        }

        public long estimateSize() {
            return bind() - index;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED;
        }
    }

    public Iterator<E> iterator() {
        return new Cursor(0);
    }

    public ListIterator<E> listIterator() {
        return new Cursor(0);
    }

    public ListIterator<E> listIterator(int index) {
        checkInsertIndex(index);
        return new Cursor(index);
    }

    /*
     * A position between elements. `returned` is the index of the element last
     * handed out by next or previous, or -1 once it was removed or an add happened.
     */
    private final class Cursor implements ListIterator<E> {
        private int position;
        private int returned = -1;
        private int expected = modCount;

        Cursor(int position) {
            this.position = position;
        }

        public boolean hasNext() {
            return position != count;
        }

        public boolean hasPrevious() {
            return position != 0;
        }

        public int nextIndex() {
            return position;
        }

        public int previousIndex() {
            return position - 1;
        }

        private E step(int i) {
            if (i >= cells.length) {
                throw new ConcurrentModificationException();
            }
            returned = i;
            return at(i);
        }

        public E next() {
            checkUnchanged(expected);
            int i = position;
            if (i >= count) {
                throw new NoSuchElementException();
            }
            E e = step(i);
            position = i + 1;
            return e;
        }

        public E previous() {
            checkUnchanged(expected);
            int i = position - 1;
            if (i < 0) {
                throw new NoSuchElementException();
            }
            E e = step(i);
            position = i;
            return e;
        }

        public void remove() {
            if (returned == -1) {
                throw new IllegalStateException();
            }
            checkUnchanged(expected);
            try {
                ArrayList.this.remove(returned);
            } catch (IndexOutOfBoundsException stale) {
                throw new ConcurrentModificationException();
            }
            position = returned;
            returned = -1;
            expected = modCount;
        }

        public void set(E e) {
            if (returned == -1) {
                throw new IllegalStateException();
            }
            checkUnchanged(expected);
            try {
                ArrayList.this.set(returned, e);
            } catch (IndexOutOfBoundsException stale) {
                throw new ConcurrentModificationException();
            }
        }

        public void add(E e) {
            checkUnchanged(expected);
            try {
                ArrayList.this.add(position, e);
            } catch (IndexOutOfBoundsException stale) {
                throw new ConcurrentModificationException();
            }
            position++;
            returned = -1;
            expected = modCount;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int n = count;
            int i = position;
            if (i >= n) {
                return;
            }
            if (i >= cells.length) {
                throw new ConcurrentModificationException();
            }
            while (i < n && modCount == expected) {
                action.accept(at(i++));
            }
            position = i;
            returned = i - 1;
            checkUnchanged(expected);
        }
    }
}
