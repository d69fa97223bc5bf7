package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/* A circular array deque; elements are stored from head, wrapping around the array end. */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 2340985798034038923L;

    transient Object[] elements;
    transient int head;
    transient int size;
    private transient int modCount;

    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1 : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c)
            addLast(e);
    }

    private int slot(int i) {
        int j = head + i;
        return j >= elements.length ? j - elements.length : j;
    }

    @SuppressWarnings("unchecked")
    private E at(int i) {
        return (E) elements[slot(i)];
    }

    private void growIfFull() {
        if (size < elements.length)
            return;
        int oldCapacity = elements.length;
        int newCapacity = oldCapacity + ((oldCapacity < 64) ? oldCapacity + 2 : oldCapacity >> 1);
        Object[] a = new Object[newCapacity];
        for (int i = 0; i < size; i++)
            a[i] = elements[slot(i)];
        elements = a;
        head = 0;
    }

    public void addFirst(E e) {
        if (e == null)
            throw new NullPointerException();
        growIfFull();
        head = (head == 0) ? elements.length - 1 : head - 1;
        elements[head] = e;
        size++;
        modCount++;
    }

    public void addLast(E e) {
        if (e == null)
            throw new NullPointerException();
        growIfFull();
        elements[slot(size)] = e;
        size++;
        modCount++;
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean changed = false;
        for (E e : c) {
            addLast(e);
            changed = true;
        }
        return changed;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
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

    public E pollFirst() {
        if (size == 0)
            return null;
        E e = at(0);
        elements[head] = null;
        head = (head + 1 == elements.length) ? 0 : head + 1;
        size--;
        modCount++;
        return e;
    }

    public E pollLast() {
        if (size == 0)
            return null;
        int s = slot(size - 1);
        @SuppressWarnings("unchecked")
        E e = (E) elements[s];
        elements[s] = null;
        size--;
        modCount++;
        return e;
    }

    public E getFirst() {
        if (size == 0)
            throw new NoSuchElementException();
        return at(0);
    }

    public E getLast() {
        if (size == 0)
            throw new NoSuchElementException();
        return at(size - 1);
    }

    public E peekFirst() {
        return size == 0 ? null : at(0);
    }

    public E peekLast() {
        return size == 0 ? null : at(size - 1);
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            for (int i = 0; i < size; i++) {
                if (o.equals(at(i))) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            for (int i = size - 1; i >= 0; i--) {
                if (o.equals(at(i))) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    /* Removes the i-th element (from head), closing the gap. */
    void delete(int i) {
        for (int j = i; j < size - 1; j++)
            elements[slot(j)] = elements[slot(j + 1)];
        elements[slot(size - 1)] = null;
        size--;
        modCount++;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
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

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public Spliterator<E> spliterator() {
        return Spliterators.exactly(this, Spliterator.ORDERED | Spliterator.SIZED | Spliterator.NONNULL
                | Spliterator.SUBSIZED);
    }

    public Iterator<E> iterator() {
        return new Walk(false);
    }

    public Iterator<E> descendingIterator() {
        return new Walk(true);
    }

    /*
     * Walks the logical positions 0..size-1 in either direction. It hands out
     * as many elements as the deque held when the walk began, reports any
     * other change to the deque (after checking that an element is left),
     * and after a removal from the head side steps back onto the element that
     * moved into the freed position.
     */
    private final class Walk implements Iterator<E> {
        private final int step;
        private int pos;
        private int left = size;
        private int given = -1;
        private int seen = modCount;

        Walk(boolean fromTail) {
            step = fromTail ? -1 : 1;
            pos = fromTail ? size - 1 : 0;
        }

        private void untouched() {
            if (seen != modCount)
                throw new ConcurrentModificationException();
        }

        public boolean hasNext() {
            return left > 0;
        }

        public E next() {
            if (left == 0)
                throw new NoSuchElementException();
            untouched();
            given = pos;
            pos += step;
            left--;
            return at(given);
        }

        public void remove() {
            if (given < 0)
                throw new IllegalStateException();
            untouched();
            delete(given);
            if (step > 0)
                pos = given;
            given = -1;
            seen = modCount;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (left > 0)
                action.accept(next());
        }
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (int i = 0; i < size; i++)
            action.accept(at(i));
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        int w = 0;
        int n = size;
        Object[] kept = new Object[n];
        for (int i = 0; i < n; i++) {
            E e = at(i);
            if (!filter.test(e))
                kept[w++] = e;
        }
        if (w == n)
            return false;
        for (int i = 0; i < n; i++)
            elements[slot(i)] = i < w ? kept[i] : null;
        size = w;
        modCount++;
        return true;
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    public boolean contains(Object o) {
        if (o != null) {
            for (int i = 0; i < size; i++)
                if (o.equals(at(i)))
                    return true;
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        for (int i = 0; i < size; i++)
            elements[slot(i)] = null;
        head = 0;
        size = 0;
        modCount++;
    }

    public Object[] toArray() {
        Object[] a = new Object[size];
        for (int i = 0; i < size; i++)
            a[i] = elements[slot(i)];
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        if (a.length < size)
            a = Arrays.newArrayLike(a, size);
        for (int i = 0; i < size; i++)
            a[i] = (T) elements[slot(i)];
        if (a.length > size)
            a[size] = null;
        return a;
    }

    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
