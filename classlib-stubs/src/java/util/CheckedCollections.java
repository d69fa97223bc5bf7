package java.util;

import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The views of Collections.checked*: every element, key or value added goes
 * through a runtime type check first, which throws ClassCastException with the
 * JDK's message; everything else goes to the wrapped collection.
 */
final class CheckedCollections {
    private CheckedCollections() {
    }

    static <E> E check(Class<E> type, Object o) {
        if (o != null && !type.isInstance(o)) {
            throw new ClassCastException("Attempt to insert " + o.getClass()
                    + " element into collection with element type " + type);
        }
        @SuppressWarnings("unchecked")
        E e = (E) o;
        return e;
    }

    static class CheckedCollection<E> implements Collection<E>, java.io.Serializable {
        private static final long serialVersionUID = 1578914078182001775L;
        final Collection<E> c;
        final Class<E> type;

        CheckedCollection(Collection<E> c, Class<E> type) {
            this.c = Objects.requireNonNull(c, "c");
            this.type = Objects.requireNonNull(type, "type");
        }

        E typeCheck(Object o) {
            return check(type, o);
        }

        /** Checks every element before any is added, as the JDK does. */
        Collection<E> checkedCopy(Collection<? extends E> coll) {
            Object[] a = coll.toArray();
            for (Object o : a) {
                typeCheck(o);
            }
            @SuppressWarnings("unchecked")
            List<E> l = (List<E>) Arrays.asList(a);
            return l;
        }

        public int size() { return c.size(); }
        public boolean isEmpty() { return c.isEmpty(); }
        public boolean contains(Object o) { return c.contains(o); }
        public Object[] toArray() { return c.toArray(); }
        public <T> T[] toArray(T[] a) { return c.toArray(a); }
        public String toString() { return c.toString(); }
        public boolean remove(Object o) { return c.remove(o); }
        public void clear() { c.clear(); }
        public boolean containsAll(Collection<?> coll) { return c.containsAll(coll); }
        public boolean removeAll(Collection<?> coll) { return c.removeAll(coll); }
        public boolean retainAll(Collection<?> coll) { return c.retainAll(coll); }
        public boolean removeIf(Predicate<? super E> filter) { return c.removeIf(filter); }
        public void forEach(Consumer<? super E> action) { c.forEach(action); }
        public Spliterator<E> spliterator() { return c.spliterator(); }

        public Iterator<E> iterator() {
            final Iterator<E> it = c.iterator();
            return new Iterator<E>() {
                public boolean hasNext() { return it.hasNext(); }
                public E next() { return it.next(); }
                public void remove() { it.remove(); }
                public void forEachRemaining(Consumer<? super E> action) { it.forEachRemaining(action); }
            };
        }

        public boolean add(E e) {
            return c.add(typeCheck(e));
        }

        public boolean addAll(Collection<? extends E> coll) {
            return c.addAll(checkedCopy(coll));
        }
    }

    static class CheckedQueue<E> extends CheckedCollection<E> implements Queue<E> {
        private static final long serialVersionUID = 1433151992604707767L;
        final Queue<E> queue;

        CheckedQueue(Queue<E> queue, Class<E> type) {
            super(queue, type);
            this.queue = queue;
        }

        public E element() { return queue.element(); }
        public boolean equals(Object o) { return o == this || c.equals(o); }
        public int hashCode() { return c.hashCode(); }
        public E peek() { return queue.peek(); }
        public E poll() { return queue.poll(); }
        public E remove() { return queue.remove(); }
        public boolean offer(E e) { return queue.offer(typeCheck(e)); }
    }

    static class CheckedSet<E> extends CheckedCollection<E> implements Set<E> {
        private static final long serialVersionUID = 4694047833775013803L;

        CheckedSet(Set<E> s, Class<E> type) {
            super(s, type);
        }

        public boolean equals(Object o) { return o == this || c.equals(o); }
        public int hashCode() { return c.hashCode(); }
    }

    static class CheckedSortedSet<E> extends CheckedSet<E> implements SortedSet<E> {
        private static final long serialVersionUID = 1599911165492914959L;
        private final SortedSet<E> ss;

        CheckedSortedSet(SortedSet<E> s, Class<E> type) {
            super(s, type);
            ss = s;
        }

        public Comparator<? super E> comparator() { return ss.comparator(); }
        public E first() { return ss.first(); }
        public E last() { return ss.last(); }
        public SortedSet<E> subSet(E from, E to) { return new CheckedSortedSet<E>(ss.subSet(from, to), type); }
        public SortedSet<E> headSet(E to) { return new CheckedSortedSet<E>(ss.headSet(to), type); }
        public SortedSet<E> tailSet(E from) { return new CheckedSortedSet<E>(ss.tailSet(from), type); }
    }

    static class CheckedNavigableSet<E> extends CheckedSortedSet<E> implements NavigableSet<E> {
        private static final long serialVersionUID = -5429120189805438922L;
        private final NavigableSet<E> ns;

        CheckedNavigableSet(NavigableSet<E> s, Class<E> type) {
            super(s, type);
            ns = s;
        }

        public E lower(E e) { return ns.lower(e); }
        public E floor(E e) { return ns.floor(e); }
        public E ceiling(E e) { return ns.ceiling(e); }
        public E higher(E e) { return ns.higher(e); }
        public E pollFirst() { return ns.pollFirst(); }
        public E pollLast() { return ns.pollLast(); }
        public NavigableSet<E> descendingSet() { return new CheckedNavigableSet<E>(ns.descendingSet(), type); }
        public Iterator<E> descendingIterator() { return descendingSet().iterator(); }
        public NavigableSet<E> subSet(E from, E to) { return subSet(from, true, to, false); }
        public NavigableSet<E> headSet(E to) { return headSet(to, false); }
        public NavigableSet<E> tailSet(E from) { return tailSet(from, true); }

        public NavigableSet<E> subSet(E from, boolean fi, E to, boolean ti) {
            return new CheckedNavigableSet<E>(ns.subSet(from, fi, to, ti), type);
        }

        public NavigableSet<E> headSet(E to, boolean inclusive) {
            return new CheckedNavigableSet<E>(ns.headSet(to, inclusive), type);
        }

        public NavigableSet<E> tailSet(E from, boolean inclusive) {
            return new CheckedNavigableSet<E>(ns.tailSet(from, inclusive), type);
        }
    }

    static class CheckedList<E> extends CheckedCollection<E> implements List<E> {
        private static final long serialVersionUID = 65247728283967356L;
        final List<E> list;

        CheckedList(List<E> list, Class<E> type) {
            super(list, type);
            this.list = list;
        }

        public boolean equals(Object o) { return o == this || list.equals(o); }
        public int hashCode() { return list.hashCode(); }
        public E get(int index) { return list.get(index); }
        public E remove(int index) { return list.remove(index); }
        public int indexOf(Object o) { return list.indexOf(o); }
        public int lastIndexOf(Object o) { return list.lastIndexOf(o); }
        public E set(int index, E element) { return list.set(index, typeCheck(element)); }
        public void add(int index, E element) { list.add(index, typeCheck(element)); }
        public boolean addAll(int index, Collection<? extends E> coll) { return list.addAll(index, checkedCopy(coll)); }
        public ListIterator<E> listIterator() { return listIterator(0); }

        public ListIterator<E> listIterator(int index) {
            final ListIterator<E> i = list.listIterator(index);
            return new ListIterator<E>() {
                public boolean hasNext() { return i.hasNext(); }
                public E next() { return i.next(); }
                public boolean hasPrevious() { return i.hasPrevious(); }
                public E previous() { return i.previous(); }
                public int nextIndex() { return i.nextIndex(); }
                public int previousIndex() { return i.previousIndex(); }
                public void remove() { i.remove(); }
                public void set(E e) { i.set(typeCheck(e)); }
                public void add(E e) { i.add(typeCheck(e)); }
                public void forEachRemaining(Consumer<? super E> action) { i.forEachRemaining(action); }
            };
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new CheckedList<E>(list.subList(fromIndex, toIndex), type);
        }

        public void replaceAll(final UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            list.replaceAll(new UnaryOperator<E>() {
                public E apply(E e) {
                    return typeCheck(operator.apply(e));
                }
            });
        }

        public void sort(Comparator<? super E> cmp) { list.sort(cmp); }
    }

    static final class CheckedRandomAccessList<E> extends CheckedList<E> implements RandomAccess {
        private static final long serialVersionUID = 1638200125423088369L;

        CheckedRandomAccessList(List<E> list, Class<E> type) {
            super(list, type);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            return new CheckedRandomAccessList<E>(list.subList(fromIndex, toIndex), type);
        }
    }

    static class CheckedMap<K, V> implements Map<K, V>, java.io.Serializable {
        private static final long serialVersionUID = 5742860141034234728L;
        final Map<K, V> m;
        final Class<K> keyType;
        final Class<V> valueType;
        private transient Set<Map.Entry<K, V>> entrySet;

        CheckedMap(Map<K, V> m, Class<K> keyType, Class<V> valueType) {
            this.m = Objects.requireNonNull(m);
            this.keyType = Objects.requireNonNull(keyType);
            this.valueType = Objects.requireNonNull(valueType);
        }

        void typeCheck(Object key, Object value) {
            if (key != null && !keyType.isInstance(key)) {
                throw new ClassCastException("Attempt to insert " + key.getClass()
                        + " key into map with key type " + keyType);
            }
            checkValue(value);
        }

        V checkValue(Object value) {
            if (value != null && !valueType.isInstance(value)) {
                throw new ClassCastException("Attempt to insert " + value.getClass()
                        + " value into map with value type " + valueType);
            }
            @SuppressWarnings("unchecked")
            V v = (V) value;
            return v;
        }

        public int size() { return m.size(); }
        public boolean isEmpty() { return m.isEmpty(); }
        public boolean containsKey(Object key) { return m.containsKey(key); }
        public boolean containsValue(Object v) { return m.containsValue(v); }
        public V get(Object key) { return m.get(key); }
        public V remove(Object key) { return m.remove(key); }
        public void clear() { m.clear(); }
        public Set<K> keySet() { return m.keySet(); }
        public Collection<V> values() { return m.values(); }
        public boolean equals(Object o) { return o == this || m.equals(o); }
        public int hashCode() { return m.hashCode(); }
        public String toString() { return m.toString(); }

        public V put(K key, V value) {
            typeCheck(key, value);
            return m.put(key, value);
        }

        public void putAll(Map<? extends K, ? extends V> t) {
            List<Map.Entry<K, V>> checked = new ArrayList<Map.Entry<K, V>>(t.size());
            for (Map.Entry<? extends K, ? extends V> e : t.entrySet()) {
                K k = e.getKey();
                V v = e.getValue();
                typeCheck(k, v);
                checked.add(new AbstractMap.SimpleImmutableEntry<K, V>(k, v));
            }
            for (Map.Entry<K, V> e : checked) {
                m.put(e.getKey(), e.getValue());
            }
        }

        public V putIfAbsent(K key, V value) {
            typeCheck(key, value);
            return m.putIfAbsent(key, value);
        }

        public boolean replace(K key, V oldValue, V newValue) {
            typeCheck(key, newValue);
            return m.replace(key, oldValue, newValue);
        }

        public V replace(K key, V value) {
            typeCheck(key, value);
            return m.replace(key, value);
        }

        public boolean remove(Object key, Object value) { return m.remove(key, value); }

        public void replaceAll(final BiFunction<? super K, ? super V, ? extends V> function) {
            Objects.requireNonNull(function);
            m.replaceAll(new BiFunction<K, V, V>() {
                public V apply(K k, V v) {
                    return checkValue(function.apply(k, v));
                }
            });
        }

        public V compute(K key, final BiFunction<? super K, ? super V, ? extends V> f) {
            Objects.requireNonNull(f);
            typeCheck(key, null);
            return m.compute(key, new BiFunction<K, V, V>() {
                public V apply(K k, V v) {
                    return checkValue(f.apply(k, v));
                }
            });
        }

        public V computeIfPresent(K key, final BiFunction<? super K, ? super V, ? extends V> f) {
            Objects.requireNonNull(f);
            return m.computeIfPresent(key, new BiFunction<K, V, V>() {
                public V apply(K k, V v) {
                    return checkValue(f.apply(k, v));
                }
            });
        }

        public V computeIfAbsent(K key, final java.util.function.Function<? super K, ? extends V> f) {
            Objects.requireNonNull(f);
            typeCheck(key, null);
            return m.computeIfAbsent(key, new java.util.function.Function<K, V>() {
                public V apply(K k) {
                    return checkValue(f.apply(k));
                }
            });
        }

        public V merge(K key, V value, final BiFunction<? super V, ? super V, ? extends V> f) {
            Objects.requireNonNull(f);
            typeCheck(key, value);
            return m.merge(key, value, new BiFunction<V, V, V>() {
                public V apply(V a, V b) {
                    return checkValue(f.apply(a, b));
                }
            });
        }

        public Set<Map.Entry<K, V>> entrySet() {
            if (entrySet == null) {
                entrySet = new CheckedEntrySet();
            }
            return entrySet;
        }

        /** Entries whose setValue checks the value; add is not supported. */
        private final class CheckedEntrySet extends AbstractSet<Map.Entry<K, V>> {
            private final Set<Map.Entry<K, V>> s = m.entrySet();

            public int size() { return s.size(); }
            public boolean contains(Object o) { return s.contains(o); }
            public boolean remove(Object o) { return s.remove(o); }
            public void clear() { s.clear(); }
            public String toString() { return s.toString(); }
            public boolean equals(Object o) { return o == this || s.equals(o); }
            public int hashCode() { return s.hashCode(); }

            public boolean add(Map.Entry<K, V> e) {
                throw new UnsupportedOperationException();
            }

            public Iterator<Map.Entry<K, V>> iterator() {
                final Iterator<Map.Entry<K, V>> i = s.iterator();
                return new Iterator<Map.Entry<K, V>>() {
                    public boolean hasNext() { return i.hasNext(); }
                    public void remove() { i.remove(); }

                    public Map.Entry<K, V> next() {
                        final Map.Entry<K, V> e = i.next();
                        return new Map.Entry<K, V>() {
                            public K getKey() { return e.getKey(); }
                            public V getValue() { return e.getValue(); }
                            public V setValue(V v) { return e.setValue(checkValue(v)); }
                            public int hashCode() { return e.hashCode(); }
                            public String toString() { return e.toString(); }

                            public boolean equals(Object o) {
                                if (o == this) {
                                    return true;
                                }
                                if (!(o instanceof Map.Entry)) {
                                    return false;
                                }
                                Map.Entry<?, ?> t = (Map.Entry<?, ?>) o;
                                return Objects.equals(getKey(), t.getKey()) && Objects.equals(getValue(), t.getValue());
                            }
                        };
                    }
                };
            }
        }
    }

    static class CheckedSortedMap<K, V> extends CheckedMap<K, V> implements SortedMap<K, V> {
        private static final long serialVersionUID = 1599671320688067438L;
        private final SortedMap<K, V> sm;

        CheckedSortedMap(SortedMap<K, V> m, Class<K> keyType, Class<V> valueType) {
            super(m, keyType, valueType);
            sm = m;
        }

        public Comparator<? super K> comparator() { return sm.comparator(); }
        public K firstKey() { return sm.firstKey(); }
        public K lastKey() { return sm.lastKey(); }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return new CheckedSortedMap<K, V>(sm.subMap(fromKey, toKey), keyType, valueType);
        }

        public SortedMap<K, V> headMap(K toKey) {
            return new CheckedSortedMap<K, V>(sm.headMap(toKey), keyType, valueType);
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return new CheckedSortedMap<K, V>(sm.tailMap(fromKey), keyType, valueType);
        }
    }

    static class CheckedNavigableMap<K, V> extends CheckedSortedMap<K, V> implements NavigableMap<K, V> {
        private static final long serialVersionUID = -4852462692372534096L;
        private final NavigableMap<K, V> nm;

        CheckedNavigableMap(NavigableMap<K, V> m, Class<K> keyType, Class<V> valueType) {
            super(m, keyType, valueType);
            nm = m;
        }

        private NavigableMap<K, V> wrap(NavigableMap<K, V> m) {
            return new CheckedNavigableMap<K, V>(m, keyType, valueType);
        }

        private static <K, V> Map.Entry<K, V> snapshot(Map.Entry<K, V> e) {
            return e == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e);
        }

        public Map.Entry<K, V> lowerEntry(K key) { return snapshot(nm.lowerEntry(key)); }
        public K lowerKey(K key) { return nm.lowerKey(key); }
        public Map.Entry<K, V> floorEntry(K key) { return snapshot(nm.floorEntry(key)); }
        public K floorKey(K key) { return nm.floorKey(key); }
        public Map.Entry<K, V> ceilingEntry(K key) { return snapshot(nm.ceilingEntry(key)); }
        public K ceilingKey(K key) { return nm.ceilingKey(key); }
        public Map.Entry<K, V> higherEntry(K key) { return snapshot(nm.higherEntry(key)); }
        public K higherKey(K key) { return nm.higherKey(key); }
        public Map.Entry<K, V> firstEntry() { return snapshot(nm.firstEntry()); }
        public Map.Entry<K, V> lastEntry() { return snapshot(nm.lastEntry()); }
        public Map.Entry<K, V> pollFirstEntry() { return nm.pollFirstEntry(); }
        public Map.Entry<K, V> pollLastEntry() { return nm.pollLastEntry(); }
        public NavigableMap<K, V> descendingMap() { return wrap(nm.descendingMap()); }
        public NavigableSet<K> navigableKeySet() { return nm.navigableKeySet(); }
        public NavigableSet<K> descendingKeySet() { return nm.descendingKeySet(); }
        public NavigableSet<K> keySet() { return navigableKeySet(); }
        public NavigableMap<K, V> subMap(K fromKey, K toKey) { return subMap(fromKey, true, toKey, false); }
        public NavigableMap<K, V> headMap(K toKey) { return headMap(toKey, false); }
        public NavigableMap<K, V> tailMap(K fromKey) { return tailMap(fromKey, true); }

        public NavigableMap<K, V> subMap(K fromKey, boolean fi, K toKey, boolean ti) {
            return wrap(nm.subMap(fromKey, fi, toKey, ti));
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            return wrap(nm.headMap(toKey, inclusive));
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            return wrap(nm.tailMap(fromKey, inclusive));
        }
    }
}
