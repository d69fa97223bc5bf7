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
        return new ListN<E>((E[]) elements);
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
        return new SetN<E>((E[]) copy);
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

    static final class ListN<E> extends ImmutableCollection<E> implements List<E>, RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final E[] elements;

        ListN(E[] elements) {
            this.elements = elements;
        }

        public int size() {
            return elements.length;
        }

        public E get(int index) {
            return elements[Objects.checkIndex(index, elements.length)];
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < elements.length; i++)
                if (o.equals(elements[i]))
                    return i;
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = elements.length - 1; i >= 0; i--)
                if (o.equals(elements[i]))
                    return i;
            return -1;
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length, Object[].class);
        }

        public Iterator<E> iterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(final int index) {
            if (index < 0 || index > elements.length)
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
            return new ListIterator<E>() {
                int cursor = index;

                public boolean hasNext() {
                    return cursor != elements.length;
                }

                public E next() {
                    if (cursor >= elements.length)
                        throw new NoSuchElementException();
                    return elements[cursor++];
                }

                public boolean hasPrevious() {
                    return cursor != 0;
                }

                public E previous() {
                    if (cursor <= 0)
                        throw new NoSuchElementException();
                    return elements[--cursor];
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
            AbstractList.subListRangeCheck(fromIndex, toIndex, elements.length);
            return new ListN<E>(Arrays.copyOfRange(elements, fromIndex, toIndex));
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
            for (E e : elements) {
                if (!oit.hasNext() || !e.equals(oit.next()))
                    return false;
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (E e : elements)
                hash = 31 * hash + e.hashCode();
            return hash;
        }
    }

    static final class SetN<E> extends ImmutableCollection<E> implements Set<E>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final E[] elements;

        SetN(E[] elements) {
            this.elements = elements;
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

        public boolean equals(Object o) {
            if (o == this)
                return true;
            if (!(o instanceof Set))
                return false;
            Collection<?> c = (Collection<?>) o;
            if (c.size() != elements.length)
                return false;
            for (Object e : c)
                if (e == null || !contains(e))
                    return false;
            return true;
        }

        public int hashCode() {
            int h = 0;
            for (E e : elements)
                h += e.hashCode();
            return h;
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

    static final class MapN<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final K[] keys;
        private final V[] values;

        MapN(K[] keys, V[] values) {
            this.keys = keys;
            this.values = values;
        }

        private int indexOf(Object k) {
            Objects.requireNonNull(k);
            for (int i = 0; i < keys.length; i++)
                if (k.equals(keys[i]))
                    return i;
            return -1;
        }

        public int size() {
            return keys.length;
        }

        public boolean containsKey(Object o) {
            return indexOf(o) >= 0;
        }

        public boolean containsValue(Object o) {
            Objects.requireNonNull(o);
            for (V v : values)
                if (o.equals(v))
                    return true;
            return false;
        }

        public V get(Object o) {
            int i = indexOf(o);
            return i < 0 ? null : values[i];
        }

        public V getOrDefault(Object o, V defaultValue) {
            int i = indexOf(o);
            return i < 0 ? defaultValue : values[i];
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
}
