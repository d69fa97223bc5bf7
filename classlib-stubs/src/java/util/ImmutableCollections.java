package java.util;

/*
 * The unmodifiable collections behind List.of, Set.of and Map.of. They reject null
 * elements, keys and values. Set and Map iteration order is unspecified (the reference
 * library randomizes it per run); these iterate in insertion order.
 */
final class ImmutableCollections {
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listOf(Object[] elements) {
        for (Object e : elements)
            Objects.requireNonNull(e);
        switch (elements.length) {
            case 1:
                return new List12<E>((E) elements[0]);
            case 2:
                return new List12<E>((E) elements[0], (E) elements[1]);
            default:
                return new ListN<E>((E[]) elements);
        }
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setOf(Object[] elements) {
        Object[] copy = new Object[elements.length];
        for (int i = 0; i < elements.length; i++) {
            Object e = Objects.requireNonNull(elements[i]);
            for (int j = 0; j < i; j++)
                if (copy[j].equals(e))
                    throw new IllegalArgumentException("duplicate element: " + e);
            copy[i] = e;
        }
        switch (copy.length) {
            case 1:
                return new Set12<E>((E) copy[0]);
            case 2:
                return new Set12<E>((E) copy[0], (E) copy[1]);
            default:
                return new SetN<E>((E[]) copy);
        }
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapOf(Object[] kv) {
        int n = kv.length / 2;
        Object[] keys = new Object[n];
        Object[] values = new Object[n];
        for (int i = 0; i < n; i++) {
            Object k = Objects.requireNonNull(kv[2 * i]);
            Object v = Objects.requireNonNull(kv[2 * i + 1]);
            for (int j = 0; j < i; j++)
                if (keys[j].equals(k))
                    throw new IllegalArgumentException("duplicate key: " + k);
            keys[i] = k;
            values[i] = v;
        }
        if (n == 1)
            return new Map1<K, V>((K) keys[0], (V) values[0]);
        return new MapN<K, V>((K[]) keys, (V[]) values);
    }

    abstract static class ImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(java.util.function.Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    /* Every method through get and size; the subclasses differ in how get reports
     * a bad index, as the reference library's do. */
    abstract static class AbstractImmutableList<E> extends ImmutableCollection<E> implements List<E>, RandomAccess {
        IndexOutOfBoundsException outOfBounds(int index) {
            return new IndexOutOfBoundsException("Index: " + index + " Size: " + size());
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < size(); i++)
                if (o.equals(get(i)))
                    return i;
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = size() - 1; i >= 0; i--)
                if (o.equals(get(i)))
                    return i;
            return -1;
        }

        public Object[] toArray() {
            Object[] a = new Object[size()];
            for (int i = 0; i < a.length; i++)
                a[i] = get(i);
            return a;
        }

        public Iterator<E> iterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(final int index) {
            if (index < 0 || index > size())
                throw outOfBounds(index);
            return new ListIterator<E>() {
                int cursor = index;

                public boolean hasNext() {
                    return cursor != size();
                }

                public E next() {
                    if (cursor >= size())
                        throw new NoSuchElementException();
                    return get(cursor++);
                }

                public boolean hasPrevious() {
                    return cursor != 0;
                }

                public E previous() {
                    if (cursor <= 0)
                        throw new NoSuchElementException();
                    return get(--cursor);
                }

                public int nextIndex() {
                    return cursor;
                }

                public int previousIndex() {
                    return cursor - 1;
                }

                public void remove() {
                    throw uoe();
                }

                public void set(E e) {
                    throw uoe();
                }

                public void add(E e) {
                    throw uoe();
                }
            };
        }

        public List<E> subList(int fromIndex, int toIndex) {
            AbstractList.subListRangeCheck(fromIndex, toIndex, size());
            return new SubList<E>(this, fromIndex, toIndex - fromIndex);
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void add(int index, E element) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public void replaceAll(java.util.function.UnaryOperator<E> operator) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        public boolean equals(Object o) {
            if (o == this)
                return true;
            if (!(o instanceof List))
                return false;
            Iterator<?> oit = ((List<?>) o).iterator();
            for (int i = 0, n = size(); i < n; i++) {
                if (!oit.hasNext() || !get(i).equals(oit.next()))
                    return false;
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (int i = 0, n = size(); i < n; i++)
                hash = 31 * hash + get(i).hashCode();
            return hash;
        }
    }

    /* List.of with one or two elements; e1 is EMPTY for one. */
    static final class List12<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private static final Object EMPTY = new Object();
        private final E e0;
        private final Object e1;

        List12(E e0) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = EMPTY;
        }

        List12(E e0, E e1) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = Objects.requireNonNull(e1);
        }

        /* Serialized as the JDK's serial proxy. */
        private Object writeReplace() {
            return e1 == EMPTY ? new CollSer(CollSer.IMM_LIST, e0) : new CollSer(CollSer.IMM_LIST, e0, e1);
        }

        public int size() {
            return e1 == EMPTY ? 1 : 2;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (index == 0)
                return e0;
            if (index == 1 && e1 != EMPTY)
                return (E) e1;
            throw outOfBounds(index);
        }
    }

    /* List.of with no or three and more elements: a bad index fails on the array. */
    static final class ListN<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final E[] elements;

        ListN(E[] elements) {
            this.elements = elements;
        }

        private Object writeReplace() {
            return new CollSer(CollSer.IMM_LIST, (Object[]) elements.clone());
        }

        public int size() {
            return elements.length;
        }

        public E get(int index) {
            return elements[index];
        }
    }

    /* A range of an immutable list, a view on the list it was first taken from. */
    static final class SubList<E> extends AbstractImmutableList<E> {
        private final AbstractImmutableList<E> root;
        private final int offset;
        private final int size;

        SubList(AbstractImmutableList<E> list, int from, int size) {
            if (list instanceof SubList) {
                SubList<E> outer = (SubList<E>) list;
                this.root = outer.root;
                this.offset = outer.offset + from;
            } else {
                this.root = list;
                this.offset = from;
            }
            this.size = size;
        }

        public int size() {
            return size;
        }

        public E get(int index) {
            Objects.checkIndex(index, size);
            return root.get(offset + index);
        }
    }

    /* equals and hashCode through contains and the iterator. */
    abstract static class AbstractImmutableSet<E> extends ImmutableCollection<E> implements Set<E> {
        public boolean equals(Object o) {
            if (o == this)
                return true;
            if (!(o instanceof Set))
                return false;
            Collection<?> c = (Collection<?>) o;
            if (c.size() != size())
                return false;
            for (Object e : c)
                if (e == null || !contains(e))
                    return false;
            return true;
        }

        public int hashCode() {
            int h = 0;
            for (E e : this)
                h += e.hashCode();
            return h;
        }
    }

    /* Set.of with one or two elements; e1 is EMPTY for one. A null probe fails
     * on o.equals, as the reference library's does. */
    static final class Set12<E> extends AbstractImmutableSet<E> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private static final Object EMPTY = new Object();
        private final E e0;
        private final Object e1;

        Set12(E e0) {
            this.e0 = Objects.requireNonNull(e0);
            this.e1 = EMPTY;
        }

        Set12(E e0, E e1) {
            if (e0.equals(Objects.requireNonNull(e1)))
                throw new IllegalArgumentException("duplicate element: " + e0);
            this.e0 = e0;
            this.e1 = e1;
        }

        private Object writeReplace() {
            return new CollSer(CollSer.IMM_SET, toArray());
        }

        public int size() {
            return e1 == EMPTY ? 1 : 2;
        }

        public boolean contains(Object o) {
            return o.equals(e0) || e1 != EMPTY && o.equals(e1);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int cursor;

                public boolean hasNext() {
                    return cursor < size();
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (cursor >= size())
                        throw new NoSuchElementException();
                    return (E) (cursor++ == 0 ? e0 : e1);
                }
            };
        }
    }

    static final class SetN<E> extends AbstractImmutableSet<E> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final E[] elements;

        SetN(E[] elements) {
            this.elements = elements;
        }

        private Object writeReplace() {
            return new CollSer(CollSer.IMM_SET, toArray());
        }

        public int size() {
            return elements.length;
        }

        public boolean contains(Object o) {
            Objects.requireNonNull(o);
            for (E e : elements)
                if (o.equals(e))
                    return true;
            return false;
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int cursor;

                public boolean hasNext() {
                    return cursor < elements.length;
                }

                public E next() {
                    if (cursor >= elements.length)
                        throw new NoSuchElementException();
                    return elements[cursor++];
                }
            };
        }
    }

    static final class KeyValueHolder<K, V> implements Map.Entry<K, V> {
        final K key;
        final V value;

        KeyValueHolder(K k, V v) {
            key = Objects.requireNonNull(k);
            value = Objects.requireNonNull(v);
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException("not supported");
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return key.equals(e.getKey()) && value.equals(e.getValue());
        }

        public int hashCode() {
            return key.hashCode() ^ value.hashCode();
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    /* The mutators, all unsupported, and getOrDefault through get. */
    abstract static class AbstractImmutableMap<K, V> extends AbstractMap<K, V> {
        public V getOrDefault(Object key, V defaultValue) {
            V v = get(key);
            return v != null ? v : defaultValue;
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public void replaceAll(java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> f) {
            throw uoe();
        }

        public V computeIfPresent(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V compute(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) {
            throw uoe();
        }

        public V merge(K key, V value, java.util.function.BiFunction<? super V, ? super V, ? extends V> f) {
            throw uoe();
        }
    }

    /* Map.of with one entry. A null probe fails on o.equals, as the reference
     * library's does. */
    static final class Map1<K, V> extends AbstractImmutableMap<K, V> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final K k0;
        private final V v0;

        Map1(K k0, V v0) {
            this.k0 = Objects.requireNonNull(k0);
            this.v0 = Objects.requireNonNull(v0);
        }

        private Object writeReplace() {
            return new CollSer(CollSer.IMM_MAP, k0, v0);
        }

        public int size() {
            return 1;
        }

        public boolean containsKey(Object o) {
            return o.equals(k0);
        }

        public boolean containsValue(Object o) {
            return o.equals(v0);
        }

        public V get(Object o) {
            return o.equals(k0) ? v0 : null;
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new Set12<Map.Entry<K, V>>(new KeyValueHolder<K, V>(k0, v0));
        }

        public int hashCode() {
            return k0.hashCode() ^ v0.hashCode();
        }
    }

    static final class MapN<K, V> extends AbstractImmutableMap<K, V> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final K[] keys;
        private final V[] values;

        MapN(K[] keys, V[] values) {
            this.keys = keys;
            this.values = values;
        }

        /* Keys and values in turn, in iteration order. */
        private Object writeReplace() {
            Object[] a = new Object[2 * size()];
            int i = 0;
            for (Map.Entry<K, V> e : entrySet()) {
                a[i++] = e.getKey();
                a[i++] = e.getValue();
            }
            return new CollSer(CollSer.IMM_MAP, a);
        }

        /* A null key fails on pk.hashCode(), as the reference library's lookup does. */
        private int probe(Object pk) {
            int h = pk.hashCode();
            for (int i = 0; i < keys.length; i++)
                if (keys[i].hashCode() == h && pk.equals(keys[i]))
                    return i;
            return -1;
        }

        public int size() {
            return keys.length;
        }

        public boolean containsKey(Object o) {
            Objects.requireNonNull(o);
            return keys.length > 0 && probe(o) >= 0;
        }

        public boolean containsValue(Object o) {
            Objects.requireNonNull(o);
            for (V v : values)
                if (o.equals(v))
                    return true;
            return false;
        }

        public V get(Object o) {
            if (keys.length == 0) {
                Objects.requireNonNull(o);
                return null;
            }
            int i = probe(o);
            return i < 0 ? null : values[i];
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return keys.length;
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Iterator<Map.Entry<K, V>>() {
                        int cursor;

                        public boolean hasNext() {
                            return cursor < keys.length;
                        }

                        public Map.Entry<K, V> next() {
                            if (cursor >= keys.length)
                                throw new NoSuchElementException();
                            int i = cursor++;
                            return new KeyValueHolder<K, V>(keys[i], values[i]);
                        }
                    };
                }
            };
        }
    }
}
