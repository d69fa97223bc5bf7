package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/*
 * A red-black tree (the classic insert and delete fix-ups). Removing a node with two
 * children moves its successor's key and value into it and unlinks the successor, so
 * iterators must step back onto the same node in that case.
 *
 * Range views (subMap, headMap, tailMap, descendingMap) are NavigableSubMap objects that
 * hold optional bounds and a direction and work directly on the backing tree.
 */
public class TreeMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 919286545866124006L;
    private static final boolean RED = false;
    private static final boolean BLACK = true;

    private final Comparator<? super K> comparator;
    private transient Entry<K, V> root;
    private transient int size = 0;
    private transient int modCount = 0;
    private transient EntrySetView entrySet;
    private transient KeySet<K> navigableKeySet;
    private transient NavigableMap<K, V> descendingMap;

    public TreeMap() {
        comparator = null;
    }

    public TreeMap(Comparator<? super K> comparator) {
        this.comparator = comparator;
    }

    public TreeMap(Map<? extends K, ? extends V> m) {
        comparator = null;
        putAll(m);
    }

    public TreeMap(SortedMap<K, ? extends V> m) {
        comparator = m.comparator();
        putAll(m);
    }

    /* A null map fails on map.size(), as in the JDK. */
    public void putAll(Map<? extends K, ? extends V> map) {
        int mapSize = map.size();
        if (mapSize != 0) {
            super.putAll(map);
        }
    }

    static final class Entry<K, V> implements Map.Entry<K, V> {
        K key;
        V value;
        Entry<K, V> left;
        Entry<K, V> right;
        Entry<K, V> parent;
        boolean color = BLACK;

        Entry(K key, V value, Entry<K, V> parent) {
            this.key = key;
            this.value = value;
            this.parent = parent;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            V oldValue = this.value;
            this.value = value;
            return oldValue;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(key, e.getKey()) && Objects.equals(value, e.getValue());
        }

        public int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    final int compare(Object k1, Object k2) {
        return comparator == null ? ((Comparable) k1).compareTo(k2) : comparator.compare((K) k1, (K) k2);
    }

    /* ---- queries ---- */

    public int size() {
        return size;
    }

    public boolean containsKey(Object key) {
        return findNode(key) != null;
    }

    public boolean containsValue(Object value) {
        for (Entry<K, V> e = firstNode(); e != null; e = nextInOrder(e))
            if (Objects.equals(value, e.value))
                return true;
        return false;
    }

    public V get(Object key) {
        Entry<K, V> p = findNode(key);
        return (p == null ? null : p.value);
    }

    public Comparator<? super K> comparator() {
        return comparator;
    }

    public K firstKey() {
        return key(firstNode());
    }

    public K lastKey() {
        return key(lastNode());
    }

    static <K> K key(Entry<K, ?> e) {
        if (e == null)
            throw new NoSuchElementException();
        return e.key;
    }

    static <K> K keyOrNullOf(Entry<K, ?> e) {
        return (e == null) ? null : e.key;
    }

    static <K, V> Map.Entry<K, V> snapshot(Entry<K, V> e) {
        return (e == null) ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e);
    }

    final Entry<K, V> findNode(Object key) {
        if (comparator == null)
            Objects.requireNonNull(key);
        Entry<K, V> p = root;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp < 0)
                p = p.left;
            else if (cmp > 0)
                p = p.right;
            else
                return p;
        }
        return null;
    }

    final Entry<K, V> ceilingNode(K key) {
        Entry<K, V> p = root;
        Entry<K, V> best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp < 0) {
                best = p;
                p = p.left;
            } else if (cmp > 0) {
                p = p.right;
            } else {
                return p;
            }
        }
        return best;
    }

    final Entry<K, V> floorNode(K key) {
        Entry<K, V> p = root;
        Entry<K, V> best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp > 0) {
                best = p;
                p = p.right;
            } else if (cmp < 0) {
                p = p.left;
            } else {
                return p;
            }
        }
        return best;
    }

    final Entry<K, V> higherNode(K key) {
        Entry<K, V> p = root;
        Entry<K, V> best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp < 0) {
                best = p;
                p = p.left;
            } else {
                p = p.right;
            }
        }
        return best;
    }

    final Entry<K, V> lowerNode(K key) {
        Entry<K, V> p = root;
        Entry<K, V> best = null;
        while (p != null) {
            int cmp = compare(key, p.key);
            if (cmp > 0) {
                best = p;
                p = p.right;
            } else {
                p = p.left;
            }
        }
        return best;
    }

    final Entry<K, V> firstNode() {
        Entry<K, V> p = root;
        if (p != null)
            while (p.left != null)
                p = p.left;
        return p;
    }

    final Entry<K, V> lastNode() {
        Entry<K, V> p = root;
        if (p != null)
            while (p.right != null)
                p = p.right;
        return p;
    }

    static <K, V> Entry<K, V> nextInOrder(Entry<K, V> t) {
        if (t == null)
            return null;
        if (t.right != null) {
            Entry<K, V> p = t.right;
            while (p.left != null)
                p = p.left;
            return p;
        }
        Entry<K, V> p = t.parent;
        Entry<K, V> ch = t;
        while (p != null && ch == p.right) {
            ch = p;
            p = p.parent;
        }
        return p;
    }

    static <K, V> Entry<K, V> previousInOrder(Entry<K, V> t) {
        if (t == null)
            return null;
        if (t.left != null) {
            Entry<K, V> p = t.left;
            while (p.right != null)
                p = p.right;
            return p;
        }
        Entry<K, V> p = t.parent;
        Entry<K, V> ch = t;
        while (p != null && ch == p.left) {
            ch = p;
            p = p.parent;
        }
        return p;
    }

    /* ---- updates ---- */

    public V put(K key, V value) {
        return put(key, value, true);
    }

    public V putIfAbsent(K key, V value) {
        return put(key, value, false);
    }

    private V put(K key, V value, boolean replaceOld) {
        Entry<K, V> t = root;
        if (t == null) {
            compare(key, key);
            root = new Entry<K, V>(key, value, null);
            size = 1;
            modCount++;
            return null;
        }
        if (comparator == null)
            Objects.requireNonNull(key);
        int cmp;
        Entry<K, V> parent;
        do {
            parent = t;
            cmp = compare(key, t.key);
            if (cmp < 0) {
                t = t.left;
            } else if (cmp > 0) {
                t = t.right;
            } else {
                V oldValue = t.value;
                if (replaceOld || oldValue == null)
                    t.value = value;
                return oldValue;
            }
        } while (t != null);
        Entry<K, V> e = new Entry<K, V>(key, value, parent);
        if (cmp < 0)
            parent.left = e;
        else
            parent.right = e;
        balanceAfterInsert(e);
        size++;
        modCount++;
        return null;
    }

    public V remove(Object key) {
        Entry<K, V> p = findNode(key);
        if (p == null)
            return null;
        V oldValue = p.value;
        deleteNode(p);
        return oldValue;
    }

    public void clear() {
        modCount++;
        size = 0;
        root = null;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        TreeMap<K, V> clone;
        try {
            clone = (TreeMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        clone.root = null;
        clone.size = 0;
        clone.modCount = 0;
        clone.entrySet = null;
        clone.navigableKeySet = null;
        clone.descendingMap = null;
        for (Entry<K, V> e = firstNode(); e != null; e = nextInOrder(e))
            clone.put(e.key, e.value);
        return clone;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Entry<K, V> p = findNode(key);
        if (p != null && Objects.equals(oldValue, p.value)) {
            p.value = newValue;
            return true;
        }
        return false;
    }

    public V replace(K key, V value) {
        Entry<K, V> p = findNode(key);
        if (p != null) {
            V oldValue = p.value;
            p.value = value;
            return oldValue;
        }
        return null;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expectedModCount = modCount;
        for (Entry<K, V> e = firstNode(); e != null; e = nextInOrder(e)) {
            action.accept(e.key, e.value);
            if (expectedModCount != modCount)
                throw new ConcurrentModificationException();
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expectedModCount = modCount;
        for (Entry<K, V> e = firstNode(); e != null; e = nextInOrder(e)) {
            e.value = function.apply(e.key, e.value);
            if (expectedModCount != modCount)
                throw new ConcurrentModificationException();
        }
    }

    /* ---- navigation ---- */

    public Map.Entry<K, V> firstEntry() {
        return snapshot(firstNode());
    }

    public Map.Entry<K, V> lastEntry() {
        return snapshot(lastNode());
    }

    public Map.Entry<K, V> pollFirstEntry() {
        Entry<K, V> p = firstNode();
        Map.Entry<K, V> result = snapshot(p);
        if (p != null)
            deleteNode(p);
        return result;
    }

    public Map.Entry<K, V> pollLastEntry() {
        Entry<K, V> p = lastNode();
        Map.Entry<K, V> result = snapshot(p);
        if (p != null)
            deleteNode(p);
        return result;
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        return snapshot(lowerNode(key));
    }

    public K lowerKey(K key) {
        return keyOrNullOf(lowerNode(key));
    }

    public Map.Entry<K, V> floorEntry(K key) {
        return snapshot(floorNode(key));
    }

    public K floorKey(K key) {
        return keyOrNullOf(floorNode(key));
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        return snapshot(ceilingNode(key));
    }

    public K ceilingKey(K key) {
        return keyOrNullOf(ceilingNode(key));
    }

    public Map.Entry<K, V> higherEntry(K key) {
        return snapshot(higherNode(key));
    }

    public K higherKey(K key) {
        return keyOrNullOf(higherNode(key));
    }

    /* ---- views ---- */

    public Set<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> navigableKeySet() {
        KeySet<K> nks = navigableKeySet;
        return (nks != null) ? nks : (navigableKeySet = new KeySet<K>(this));
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            vs = new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new TreeIterator<V>(firstNode(), null, false, 1);
                }

                public int size() {
                    return TreeMap.this.size();
                }

                public boolean contains(Object o) {
                    return TreeMap.this.containsValue(o);
                }

                public void clear() {
                    TreeMap.this.clear();
                }
            };
            values = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySetView es = entrySet;
        return (es != null) ? es : (entrySet = new EntrySetView());
    }

    private final class EntrySetView extends AbstractSet<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return new TreeIterator<Map.Entry<K, V>>(firstNode(), null, false, 2);
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
            Entry<K, V> p = findNode(entry.getKey());
            return p != null && Objects.equals(p.getValue(), entry.getValue());
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
            Entry<K, V> p = findNode(entry.getKey());
            if (p != null && Objects.equals(p.getValue(), entry.getValue())) {
                deleteNode(p);
                return true;
            }
            return false;
        }

        public int size() {
            return TreeMap.this.size();
        }

        public void clear() {
            TreeMap.this.clear();
        }
    }

    public NavigableMap<K, V> descendingMap() {
        NavigableMap<K, V> km = descendingMap;
        return (km != null) ? km
                : (descendingMap = new NavigableSubMap<K, V>(this, true, null, true, true, null, true, true));
    }

    public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        return new NavigableSubMap<K, V>(this, false, fromKey, fromInclusive, false, toKey, toInclusive, false);
    }

    public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
        return new NavigableSubMap<K, V>(this, true, null, true, false, toKey, inclusive, false);
    }

    public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
        return new NavigableSubMap<K, V>(this, false, fromKey, inclusive, true, null, true, false);
    }

    public SortedMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public SortedMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public SortedMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    /*
     * Walks the tree from first to (excluding) fence, forwards or backwards.
     * kind: 0 keys, 1 values, 2 entries.
     */
    final class TreeIterator<T> implements Iterator<T> {
        Entry<K, V> next;
        Entry<K, V> lastReturned;
        final boolean descending;
        final int kind;
        int expectedModCount;
        final NavigableSubMap<K, V> range;

        TreeIterator(Entry<K, V> first, NavigableSubMap<K, V> range, boolean descending, int kind) {
            this.next = first;
            this.range = range;
            this.descending = descending;
            this.kind = kind;
            this.expectedModCount = modCount;
            clip();
        }

        private void clip() {
            if (next != null && range != null && !range.inRange(next.key))
                next = null;
        }

        public boolean hasNext() {
            return next != null;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            Entry<K, V> e = next;
            if (e == null)
                throw new NoSuchElementException();
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            next = descending ? previousInOrder(e) : nextInOrder(e);
            clip();
            lastReturned = e;
            return kind == 0 ? (T) e.key : kind == 1 ? (T) e.value : (T) e;
        }

        public void remove() {
            if (lastReturned == null)
                throw new IllegalStateException();
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            if (!descending && lastReturned.left != null && lastReturned.right != null)
                next = lastReturned;
            deleteNode(lastReturned);
            clip();
            expectedModCount = modCount;
            lastReturned = null;
        }
    }

    /* ---- keys as a navigable set (for TreeMap and its views) ---- */

    static final class KeySet<E> extends AbstractSet<E> implements NavigableSet<E> {
        private final NavigableMap<E, ?> m;

        KeySet(NavigableMap<E, ?> map) {
            m = map;
        }

        @SuppressWarnings("unchecked")
        public Iterator<E> iterator() {
            final Iterator<? extends Map.Entry<E, ?>> it = (Iterator<? extends Map.Entry<E, ?>>) (Iterator<?>) m.entrySet().iterator();
            return new Iterator<E>() {
                public boolean hasNext() {
                    return it.hasNext();
                }

                public E next() {
                    return it.next().getKey();
                }

                public void remove() {
                    it.remove();
                }
            };
        }

        public Iterator<E> descendingIterator() {
            return m.descendingMap().navigableKeySet().iterator();
        }

        public int size() {
            return m.size();
        }

        public boolean isEmpty() {
            return m.isEmpty();
        }

        public boolean contains(Object o) {
            return m.containsKey(o);
        }

        public void clear() {
            m.clear();
        }

        public E lower(E e) {
            return m.lowerKey(e);
        }

        public E floor(E e) {
            return m.floorKey(e);
        }

        public E ceiling(E e) {
            return m.ceilingKey(e);
        }

        public E higher(E e) {
            return m.higherKey(e);
        }

        public E first() {
            return m.firstKey();
        }

        public E last() {
            return m.lastKey();
        }

        public Comparator<? super E> comparator() {
            return m.comparator();
        }

        public E pollFirst() {
            Map.Entry<E, ?> e = m.pollFirstEntry();
            return (e == null) ? null : e.getKey();
        }

        public E pollLast() {
            Map.Entry<E, ?> e = m.pollLastEntry();
            return (e == null) ? null : e.getKey();
        }

        public boolean remove(Object o) {
            int oldSize = size();
            m.remove(o);
            return size() != oldSize;
        }

        public NavigableSet<E> subSet(E fromElement, boolean fromInclusive, E toElement, boolean toInclusive) {
            return new KeySet<E>(m.subMap(fromElement, fromInclusive, toElement, toInclusive));
        }

        public NavigableSet<E> headSet(E toElement, boolean inclusive) {
            return new KeySet<E>(m.headMap(toElement, inclusive));
        }

        public NavigableSet<E> tailSet(E fromElement, boolean inclusive) {
            return new KeySet<E>(m.tailMap(fromElement, inclusive));
        }

        public SortedSet<E> subSet(E fromElement, E toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public SortedSet<E> headSet(E toElement) {
            return headSet(toElement, false);
        }

        public SortedSet<E> tailSet(E fromElement) {
            return tailSet(fromElement, true);
        }

        public NavigableSet<E> descendingSet() {
            return new KeySet<E>(m.descendingMap());
        }
    }

    /* ---- range views ---- */

    static final class NavigableSubMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, java.io.Serializable {
        private static final long serialVersionUID = -2102997345730753016L;
        final TreeMap<K, V> m;
        final K lo, hi;
        final boolean fromStart, toEnd;
        final boolean loInclusive, hiInclusive;
        final boolean descending;

        NavigableSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive,
                boolean toEnd, K hi, boolean hiInclusive, boolean descending) {
            if (!fromStart && !toEnd) {
                if (m.compare(lo, hi) > 0)
                    throw new IllegalArgumentException("fromKey > toKey");
            } else {
                if (!fromStart)
                    m.compare(lo, lo);
                if (!toEnd)
                    m.compare(hi, hi);
            }
            this.m = m;
            this.fromStart = fromStart;
            this.lo = lo;
            this.loInclusive = loInclusive;
            this.toEnd = toEnd;
            this.hi = hi;
            this.hiInclusive = hiInclusive;
            this.descending = descending;
        }

        final boolean belowRange(Object key) {
            if (!fromStart) {
                int c = m.compare(key, lo);
                if (c < 0 || (c == 0 && !loInclusive))
                    return true;
            }
            return false;
        }

        final boolean aboveRange(Object key) {
            if (!toEnd) {
                int c = m.compare(key, hi);
                if (c > 0 || (c == 0 && !hiInclusive))
                    return true;
            }
            return false;
        }

        final boolean inRange(Object key) {
            return !belowRange(key) && !aboveRange(key);
        }

        final boolean withinBounds(Object key) {
            return (fromStart || m.compare(key, lo) >= 0) && (toEnd || m.compare(hi, key) >= 0);
        }

        final boolean inRange(Object key, boolean inclusive) {
            return inclusive ? inRange(key) : withinBounds(key);
        }

        final TreeMap.Entry<K, V> lowestInRange() {
            TreeMap.Entry<K, V> e = fromStart ? m.firstNode() : (loInclusive ? m.ceilingNode(lo) : m.higherNode(lo));
            return (e == null || aboveRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> highestInRange() {
            TreeMap.Entry<K, V> e = toEnd ? m.lastNode() : (hiInclusive ? m.floorNode(hi) : m.lowerNode(hi));
            return (e == null || belowRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> ceilingInRange(K key) {
            if (belowRange(key))
                return lowestInRange();
            TreeMap.Entry<K, V> e = m.ceilingNode(key);
            return (e == null || aboveRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> higherInRange(K key) {
            if (belowRange(key))
                return lowestInRange();
            TreeMap.Entry<K, V> e = m.higherNode(key);
            return (e == null || aboveRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> floorInRange(K key) {
            if (aboveRange(key))
                return highestInRange();
            TreeMap.Entry<K, V> e = m.floorNode(key);
            return (e == null || belowRange(e.key)) ? null : e;
        }

        final TreeMap.Entry<K, V> lowerInRange(K key) {
            if (aboveRange(key))
                return highestInRange();
            TreeMap.Entry<K, V> e = m.lowerNode(key);
            return (e == null || belowRange(e.key)) ? null : e;
        }

        /* Direction-relative navigation. */
        private TreeMap.Entry<K, V> lowest() {
            return descending ? highestInRange() : lowestInRange();
        }

        private TreeMap.Entry<K, V> highest() {
            return descending ? lowestInRange() : highestInRange();
        }

        private TreeMap.Entry<K, V> ceiling(K key) {
            return descending ? floorInRange(key) : ceilingInRange(key);
        }

        private TreeMap.Entry<K, V> higher(K key) {
            return descending ? lowerInRange(key) : higherInRange(key);
        }

        private TreeMap.Entry<K, V> floor(K key) {
            return descending ? ceilingInRange(key) : floorInRange(key);
        }

        private TreeMap.Entry<K, V> lower(K key) {
            return descending ? higherInRange(key) : lowerInRange(key);
        }

        public boolean isEmpty() {
            return lowestInRange() == null;
        }

        public int size() {
            int n = 0;
            for (TreeMap.Entry<K, V> e = lowestInRange(); e != null && !aboveRange(e.key); e = nextInOrder(e))
                n++;
            return n;
        }

        public final boolean containsKey(Object key) {
            return inRange(key) && m.containsKey(key);
        }

        public final V put(K key, V value) {
            if (!inRange(key))
                throw new IllegalArgumentException("key out of range");
            return m.put(key, value);
        }

        public final V get(Object key) {
            return !inRange(key) ? null : m.get(key);
        }

        public final V remove(Object key) {
            return !inRange(key) ? null : m.remove(key);
        }

        public final Comparator<? super K> comparator() {
            return descending ? Collections.reverseOrder(m.comparator()) : m.comparator();
        }

        public final Map.Entry<K, V> ceilingEntry(K key) {
            return snapshot(ceiling(key));
        }

        public final K ceilingKey(K key) {
            return keyOrNullOf(ceiling(key));
        }

        public final Map.Entry<K, V> higherEntry(K key) {
            return snapshot(higher(key));
        }

        public final K higherKey(K key) {
            return keyOrNullOf(higher(key));
        }

        public final Map.Entry<K, V> floorEntry(K key) {
            return snapshot(floor(key));
        }

        public final K floorKey(K key) {
            return keyOrNullOf(floor(key));
        }

        public final Map.Entry<K, V> lowerEntry(K key) {
            return snapshot(lower(key));
        }

        public final K lowerKey(K key) {
            return keyOrNullOf(lower(key));
        }

        public final K firstKey() {
            return key(lowest());
        }

        public final K lastKey() {
            return key(highest());
        }

        public final Map.Entry<K, V> firstEntry() {
            return snapshot(lowest());
        }

        public final Map.Entry<K, V> lastEntry() {
            return snapshot(highest());
        }

        public final Map.Entry<K, V> pollFirstEntry() {
            TreeMap.Entry<K, V> e = lowest();
            Map.Entry<K, V> result = snapshot(e);
            if (e != null)
                m.deleteNode(e);
            return result;
        }

        public final Map.Entry<K, V> pollLastEntry() {
            TreeMap.Entry<K, V> e = highest();
            Map.Entry<K, V> result = snapshot(e);
            if (e != null)
                m.deleteNode(e);
            return result;
        }

        public final NavigableSet<K> navigableKeySet() {
            return new KeySet<K>(this);
        }

        public final Set<K> keySet() {
            return navigableKeySet();
        }

        public NavigableSet<K> descendingKeySet() {
            return descendingMap().navigableKeySet();
        }

        public Set<Map.Entry<K, V>> entrySet() {
            return new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return m.new TreeIterator<Map.Entry<K, V>>(lowest(), NavigableSubMap.this, descending, 2);
                }

                public int size() {
                    return NavigableSubMap.this.size();
                }

                public boolean isEmpty() {
                    return NavigableSubMap.this.isEmpty();
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry))
                        return false;
                    Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                    Object key = entry.getKey();
                    if (!inRange(key))
                        return false;
                    TreeMap.Entry<?, ?> node = m.findNode(key);
                    return node != null && Objects.equals(node.getValue(), entry.getValue());
                }

                public boolean remove(Object o) {
                    if (!contains(o))
                        return false;
                    m.deleteNode(m.findNode(((Map.Entry<?, ?>) o).getKey()));
                    return true;
                }
            };
        }

        public NavigableMap<K, V> descendingMap() {
            return new NavigableSubMap<K, V>(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive, !descending);
        }

        /* Bounds are absolute; in a descending view "from" is the high end. */
        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            if (!inRange(fromKey, fromInclusive))
                throw new IllegalArgumentException("fromKey out of range");
            if (!inRange(toKey, toInclusive))
                throw new IllegalArgumentException("toKey out of range");
            if (descending)
                return new NavigableSubMap<K, V>(m, false, toKey, toInclusive, false, fromKey, fromInclusive, true);
            return new NavigableSubMap<K, V>(m, false, fromKey, fromInclusive, false, toKey, toInclusive, false);
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            if (!inRange(toKey, inclusive))
                throw new IllegalArgumentException("toKey out of range");
            if (descending)
                return new NavigableSubMap<K, V>(m, false, toKey, inclusive, toEnd, hi, hiInclusive, true);
            return new NavigableSubMap<K, V>(m, fromStart, lo, loInclusive, false, toKey, inclusive, false);
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            if (!inRange(fromKey, inclusive))
                throw new IllegalArgumentException("fromKey out of range");
            if (descending)
                return new NavigableSubMap<K, V>(m, fromStart, lo, loInclusive, false, fromKey, inclusive, true);
            return new NavigableSubMap<K, V>(m, false, fromKey, inclusive, toEnd, hi, hiInclusive, false);
        }

        public SortedMap<K, V> subMap(K fromKey, K toKey) {
            return subMap(fromKey, true, toKey, false);
        }

        public SortedMap<K, V> headMap(K toKey) {
            return headMap(toKey, false);
        }

        public SortedMap<K, V> tailMap(K fromKey) {
            return tailMap(fromKey, true);
        }
    }

    /*
     * ---- red-black balancing ----
     *
     * The usual invariants: the root is black, a red node has no red child, and
     * every path from a node down to a missing child passes the same number of
     * black nodes. Left and right cases are mirror images, so each routine is
     * written once for a side `s` and its opposite.
     */

    private static boolean isRed(Entry<?, ?> n) {
        return n != null && !n.color;
    }

    private static <K, V> Entry<K, V> child(Entry<K, V> n, boolean leftSide) {
        return leftSide ? n.left : n.right;
    }

    /* Puts replacement where n hangs now (below n's parent, or at the root). */
    private void takePlace(Entry<K, V> n, Entry<K, V> replacement) {
        Entry<K, V> up = n.parent;
        if (replacement != null) {
            replacement.parent = up;
        }
        if (up == null) {
            root = replacement;
        } else if (up.left == n) {
            up.left = replacement;
        } else {
            up.right = replacement;
        }
    }

    /*
     * Turns n down to the given side: its child on the other side takes its place,
     * and n adopts that child's inner subtree.
     */
    private void turn(Entry<K, V> n, boolean downLeft) {
        Entry<K, V> riser = child(n, !downLeft);
        Entry<K, V> inner = child(riser, downLeft);
        if (downLeft) {
            n.right = inner;
            riser.left = n;
        } else {
            n.left = inner;
            riser.right = n;
        }
        if (inner != null) {
            inner.parent = n;
        }
        takePlace(n, riser);
        n.parent = riser;
    }

    /* Restores the invariants after n was hung in as a new leaf. */
    private void balanceAfterInsert(Entry<K, V> n) {
        n.color = RED;
        for (;;) {
            Entry<K, V> p = n.parent;
            if (p == null) {
                n.color = BLACK;
                return;
            }
            if (!isRed(p)) {
                return;
            }
            // A red parent is never the root, so there is a grandparent.
            Entry<K, V> g = p.parent;
            boolean s = g.left == p;
            Entry<K, V> uncle = child(g, !s);
            if (isRed(uncle)) {
                // Push the grandparent's blackness down one level and go on above.
                p.color = BLACK;
                uncle.color = BLACK;
                g.color = RED;
                n = g;
                continue;
            }
            if (child(p, !s) == n) {
                // n is an inner grandchild: make it an outer one first.
                turn(p, s);
                Entry<K, V> was = p;
                p = n;
                n = was;
            }
            p.color = BLACK;
            g.color = RED;
            turn(g, !s);
            return;
        }
    }

    /*
     * Restores the black counts before the black leaf x is cut off: the paths
     * through x are one black node short once it is gone.
     */
    private void balanceBeforeCut(Entry<K, V> x) {
        while (x != root && !isRed(x)) {
            Entry<K, V> p = x.parent;
            boolean s = p.left == x;
            Entry<K, V> sibling = child(p, !s);
            if (isRed(sibling)) {
                sibling.color = BLACK;
                p.color = RED;
                turn(p, s);
                sibling = child(p, !s);
            }
            Entry<K, V> near = child(sibling, s);
            Entry<K, V> far = child(sibling, !s);
            if (!isRed(near) && !isRed(far)) {
                sibling.color = RED;
                x = p;
                continue;
            }
            if (!isRed(far)) {
                near.color = BLACK;
                sibling.color = RED;
                turn(sibling, !s);
                sibling = child(p, !s);
                far = child(sibling, !s);
            }
            sibling.color = p.color;
            p.color = BLACK;
            far.color = BLACK;
            turn(p, s);
            x = root;
        }
        x.color = BLACK;
    }

    /*
     * Removes node e. A node with two children is not unlinked itself: it takes
     * the key and value of its in-order successor, whose node goes instead (so an
     * Entry held by a caller can change its key, as on the JDK).
     */
    final void deleteNode(Entry<K, V> e) {
        modCount++;
        size--;
        Entry<K, V> gone = e;
        if (gone.left != null && gone.right != null) {
            Entry<K, V> next = nextInOrder(gone);
            gone.key = next.key;
            gone.value = next.value;
            gone = next;
        }
        Entry<K, V> only = gone.left != null ? gone.left : gone.right;
        if (only != null) {
            // A node with a single child is black and the child a red leaf.
            takePlace(gone, only);
            gone.left = null;
            gone.right = null;
            gone.parent = null;
            if (!isRed(gone)) {
                only.color = BLACK;
            }
            return;
        }
        if (!isRed(gone)) {
            balanceBeforeCut(gone);
        }
        takePlace(gone, null);
        gone.parent = null;
    }
}
