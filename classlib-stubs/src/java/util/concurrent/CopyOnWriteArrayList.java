package java.util.concurrent;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;

/*
 * Every mutation copies the array under the list's monitor; readers and iterators use
 * whichever array was current when they started, so iterators never fail and do not
 * support removal.
 */
public class CopyOnWriteArrayList<E> extends AbstractList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8673264195747942595L;

    private transient volatile Object[] array;

    public CopyOnWriteArrayList() {
        array = new Object[0];
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        array = Arrays.copyOf(c.toArray(), c.size(), Object[].class);
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        array = Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class);
    }

    public int size() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    public E get(int index) {
        Object[] a = array;
        Objects.checkIndex(index, a.length);
        return (E) a[index];
    }

    @SuppressWarnings("unchecked")
    public synchronized E set(int index, E element) {
        Object[] a = array;
        Objects.checkIndex(index, a.length);
        E old = (E) a[index];
        Object[] b = a.clone();
        b[index] = element;
        array = b;
        return old;
    }

    public synchronized boolean add(E e) {
        Object[] a = array;
        Object[] b = Arrays.copyOf(a, a.length + 1);
        b[a.length] = e;
        array = b;
        modCount++;
        return true;
    }

    public synchronized void add(int index, E element) {
        Object[] a = array;
        if (index < 0 || index > a.length)
            throw new IndexOutOfBoundsException("Index: " + index + ", Size: " + a.length);
        Object[] b = new Object[a.length + 1];
        System.arraycopy(a, 0, b, 0, index);
        b[index] = element;
        System.arraycopy(a, index, b, index + 1, a.length - index);
        array = b;
        modCount++;
    }

    @SuppressWarnings("unchecked")
    public synchronized E remove(int index) {
        Object[] a = array;
        Objects.checkIndex(index, a.length);
        E old = (E) a[index];
        Object[] b = new Object[a.length - 1];
        System.arraycopy(a, 0, b, 0, index);
        System.arraycopy(a, index + 1, b, index, a.length - index - 1);
        array = b;
        modCount++;
        return old;
    }

    public synchronized boolean remove(Object o) {
        int i = indexOf(o);
        if (i < 0)
            return false;
        remove(i);
        return true;
    }

    public synchronized boolean addIfAbsent(E e) {
        if (indexOf(e) >= 0)
            return false;
        return add(e);
    }

    public synchronized int addAllAbsent(Collection<? extends E> c) {
        int added = 0;
        for (E e : c)
            if (addIfAbsent(e))
                added++;
        return added;
    }

    public synchronized boolean addAll(Collection<? extends E> c) {
        Object[] add = c.toArray();
        if (add.length == 0)
            return false;
        Object[] a = array;
        Object[] b = Arrays.copyOf(a, a.length + add.length);
        System.arraycopy(add, 0, b, a.length, add.length);
        array = b;
        modCount++;
        return true;
    }

    public synchronized void clear() {
        array = new Object[0];
        modCount++;
    }

    public int indexOf(Object o) {
        Object[] a = array;
        for (int i = 0; i < a.length; i++)
            if (Objects.equals(o, a[i]))
                return i;
        return -1;
    }

    public int lastIndexOf(Object o) {
        Object[] a = array;
        for (int i = a.length - 1; i >= 0; i--)
            if (Objects.equals(o, a[i]))
                return i;
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        Object[] a = array;
        return Arrays.copyOf(a, a.length);
    }

    public Iterator<E> iterator() {
        final Object[] snapshot = array;
        return new Iterator<E>() {
            private int cursor;

            public boolean hasNext() {
                return cursor < snapshot.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (cursor >= snapshot.length)
                    throw new NoSuchElementException();
                return (E) snapshot[cursor++];
            }

            public void remove() {
                throw new UnsupportedOperationException();
            }
        };
    }

    public String toString() {
        return Arrays.toString(array);
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            CopyOnWriteArrayList<E> clone = (CopyOnWriteArrayList<E>) super.clone();
            return clone;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
