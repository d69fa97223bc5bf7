package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/*
 * A binary min-heap kept in heap[0, size): the children of index i are 2i+1 and
 * 2i+2. Iteration, toArray and toString go through the array in index order, so
 * the placement rules are part of the observable behaviour:
 *
 *  - raise (after an insertion): the element swaps places with its parent while
 *    it is strictly smaller than the parent;
 *  - lower (after a removal): the element moves down to its smaller child while
 *    that child is strictly smaller; of two equal children the left one is taken;
 *  - building from an unordered collection lowers every inner index, last first;
 *  - removing index i puts the last element there and lowers it, or raises it if
 *    it did not move down.
 */
public class PriorityQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = -7720805057305804111L;
    private static final int STANDARD_CAPACITY = 11;

    transient Object[] heap;
    int size;
    private final Comparator<? super E> comparator;
    transient int modCount;

    public PriorityQueue() {
        this(STANDARD_CAPACITY, null);
    }

    public PriorityQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityQueue(Comparator<? super E> comparator) {
        this(STANDARD_CAPACITY, comparator);
    }

    public PriorityQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.comparator = comparator;
        this.heap = new Object[initialCapacity];
    }

    /*
     * A SortedSet's elements are already in heap order, and so are those of a plain
     * PriorityQueue: both are taken as they come. Anything else is heapified.
     */
    @SuppressWarnings("unchecked")
    public PriorityQueue(Collection<? extends E> c) {
        if (c instanceof SortedSet) {
            comparator = (Comparator<? super E>) ((SortedSet<? extends E>) c).comparator();
            adopt(c, false);
        } else if (c instanceof PriorityQueue) {
            comparator = (Comparator<? super E>) ((PriorityQueue<? extends E>) c).comparator();
            adopt(c, c.getClass() != PriorityQueue.class);
        } else {
            comparator = null;
            adopt(c, true);
        }
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(PriorityQueue<? extends E> c) {
        comparator = (Comparator<? super E>) c.comparator();
        adopt(c, c.getClass() != PriorityQueue.class);
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(SortedSet<? extends E> c) {
        comparator = (Comparator<? super E>) c.comparator();
        adopt(c, false);
    }

    private void adopt(Collection<? extends E> c, boolean reorder) {
        Object[] items = c.toArray();
        if (items.getClass() != Object[].class) {
            items = Arrays.copyOf(items, items.length, Object[].class);
        }
        boolean trusted = c.getClass() == PriorityQueue.class;
        // Nulls are found by comparing, except where no comparison will happen.
        if (!trusted && (items.length == 1 || comparator != null)) {
            for (Object o : items) {
                if (o == null) {
                    throw new NullPointerException();
                }
            }
        }
        heap = items.length == 0 ? new Object[1] : items;
        size = items.length;
        if (reorder) {
            rebuild();
        }
    }

    /* ---- ordering ---- */

    @SuppressWarnings("unchecked")
    private int order(Object a, Object b) {
        if (comparator != null) {
            return comparator.compare((E) a, (E) b);
        }
        return ((Comparable<Object>) a).compareTo(b);
    }

    /* Places x at index i or above. */
    @SuppressWarnings("unchecked")
    private void raise(int i, Object x) {
        if (comparator == null) {
            // Elements must be Comparable even when there is nothing to compare with.
            x = (Comparable<Object>) x;
        }
        Object[] h = heap;
        while (i > 0) {
            int up = (i - 1) / 2;
            if (order(x, h[up]) >= 0) {
                break;
            }
            h[i] = h[up];
            i = up;
        }
        h[i] = x;
    }

    /* Places x at index i or below, within heap[0, n). */
    @SuppressWarnings("unchecked")
    private void lower(int i, Object x, int n) {
        if (comparator == null) {
            x = (Comparable<Object>) x;
        }
        Object[] h = heap;
        for (;;) {
            int left = 2 * i + 1;
            if (left >= n) {
                break;
            }
            int smaller = left;
            if (left + 1 < n && order(h[left], h[left + 1]) > 0) {
                smaller = left + 1;
            }
            if (order(x, h[smaller]) <= 0) {
                break;
            }
            h[i] = h[smaller];
            i = smaller;
        }
        h[i] = x;
    }

    private void rebuild() {
        for (int i = size / 2 - 1; i >= 0; i--) {
            lower(i, heap[i], size);
        }
    }

    /*
     * Removes heap[i]. Returns the former last element if it had to be raised
     * above i (an iterator that already passed i would otherwise miss it), else null.
     */
    Object removeIndex(int i) {
        modCount++;
        int last = --size;
        Object moved = heap[last];
        heap[last] = null;
        if (last == i) {
            return null;
        }
        lower(i, moved, last);
        if (heap[i] != moved) {
            return null;
        }
        raise(i, moved);
        return heap[i] == moved ? null : moved;
    }

    /* ---- queue operations ---- */

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        modCount++;
        if (size == heap.length) {
            int grown = heap.length < 64 ? heap.length * 2 + 2 : heap.length + heap.length / 2;
            if (grown < 0) {
                throw new OutOfMemoryError("Required array length too large");
            }
            heap = Arrays.copyOf(heap, grown);
        }
        raise(size, e);
        size++;
        return true;
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        return (E) heap[0];
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        if (size == 0) {
            return null;
        }
        E top = (E) heap[0];
        modCount++;
        int last = --size;
        Object moved = heap[last];
        heap[last] = null;
        if (last > 0) {
            lower(0, moved, last);
        }
        return top;
    }

    public int size() {
        return size;
    }

    public Comparator<? super E> comparator() {
        return comparator;
    }

    public void clear() {
        modCount++;
        Arrays.fill(heap, 0, size, null);
        size = 0;
    }

    private int find(Object o) {
        if (o != null) {
            for (int i = 0; i < size; i++) {
                if (o.equals(heap[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return find(o) != -1;
    }

    public boolean remove(Object o) {
        int i = find(o);
        if (i == -1) {
            return false;
        }
        removeIndex(i);
        return true;
    }

    public Object[] toArray() {
        return Arrays.copyOf(heap, size);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int n = size;
        if (a.length < n) {
            return (T[]) Arrays.copyOf(heap, n, a.getClass());
        }
        System.arraycopy(heap, 0, a, 0, n);
        if (a.length > n) {
            a[n] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        int mc = modCount;
        for (int i = 0, n = size; i < n; i++) {
            action.accept((E) heap[i]);
        }
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return removeMatching(filter, null, false);
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeMatching(null, c, true);
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeMatching(null, c, false);
    }

    /*
     * Tests every element first (with filter, or else by whether its membership
     * in c equals `hit`), then keeps the others in array order and rebuilds the heap. The call
     * counts as a modification even when nothing is removed.
     */
    @SuppressWarnings("unchecked")
    private boolean removeMatching(Predicate<? super E> filter, Collection<?> c, boolean hit) {
        int mc = ++modCount;
        int n = size;
        BitSet doomed = new BitSet(n);
        for (int i = 0; i < n; i++) {
            boolean match = filter != null ? filter.test((E) heap[i]) : c.contains(heap[i]) == hit;
            if (match) {
                doomed.set(i);
            }
        }
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (doomed.isEmpty()) {
            return false;
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (!doomed.get(i)) {
                heap[kept++] = heap[i];
            }
        }
        Arrays.fill(heap, kept, n, null);
        size = kept;
        rebuild();
        return true;
    }

    /* ---- iteration ---- */

    public Iterator<E> iterator() {
        return new Walk();
    }

    /*
     * Goes through the array in index order. A removal can raise the former last
     * element into the part already walked; such elements are queued in `skipped`
     * and handed out after the array, in the order they were raised.
     */
    private final class Walk implements Iterator<E> {
        private int next;
        private int expected = modCount;
        /* Index of the element last returned from the array, or -1. */
        private int fromArray = -1;
        /* The element last returned from `skipped`, or null. */
        private Object fromSkipped;
        private ArrayDeque<Object> skipped;

        public boolean hasNext() {
            return next < size || (skipped != null && !skipped.isEmpty());
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (expected != modCount) {
                throw new ConcurrentModificationException();
            }
            if (next < size) {
                fromArray = next++;
                return (E) heap[fromArray];
            }
            fromArray = -1;
            fromSkipped = skipped == null ? null : skipped.poll();
            if (fromSkipped == null) {
                throw new NoSuchElementException();
            }
            return (E) fromSkipped;
        }

        public void remove() {
            if (expected != modCount) {
                throw new ConcurrentModificationException();
            }
            if (fromArray != -1) {
                Object raised = removeIndex(fromArray);
                fromArray = -1;
                if (raised == null) {
                    next--;
                } else {
                    if (skipped == null) {
                        skipped = new ArrayDeque<Object>();
                    }
                    skipped.add(raised);
                }
            } else if (fromSkipped != null) {
                for (int i = 0; i < size; i++) {
                    if (heap[i] == fromSkipped) {
                        removeIndex(i);
                        break;
                    }
                }
                fromSkipped = null;
            } else {
                throw new IllegalStateException();
            }
            expected = modCount;
        }
    }
}
