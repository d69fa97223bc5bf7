package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/*
 * A sorted map whose operations hold one lock (shared with its views): a
 * TreeMap underneath, not a skip list. Views (sub, head, tail and
 * descending maps, key sets) are live; iterators walk a snapshot taken when
 * they are created (weakly consistent, never failing) and remove through
 * the map. Entries handed out are immutable snapshots. Null keys and
 * values are refused, as the JDK's.
 */
public class ConcurrentSkipListMap<K, V> extends AbstractMap<K, V>
        implements ConcurrentNavigableMap<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = -8627078645895051609L;

    private final NavigableMap<K, V> m;
    private final Object lock;

    public ConcurrentSkipListMap() {
        this(new TreeMap<K, V>(), null);
    }

    public ConcurrentSkipListMap(Comparator<? super K> comparator) {
        this(new TreeMap<K, V>(comparator), null);
    }

    public ConcurrentSkipListMap(Map<? extends K, ? extends V> map) {
        this(new TreeMap<K, V>(), null);
        putAll(map);
    }

    public ConcurrentSkipListMap(SortedMap<K, ? extends V> map) {
        this(new TreeMap<K, V>(map.comparator()), null);
        putAll(map);
    }

    private ConcurrentSkipListMap(NavigableMap<K, V> m, Object lock) {
        this.m = m;
        this.lock = lock == null ? this : lock;
    }

    private ConcurrentSkipListMap<K, V> view(NavigableMap<K, V> v) {
        return new ConcurrentSkipListMap<K, V>(v, lock);
    }

    private static void notNull(Object o) {
        if (o == null)
            throw new NullPointerException();
    }

    private static <K, V> Map.Entry<K, V> snapshot(Map.Entry<K, V> e) {
        return e == null ? null : new AbstractMap.SimpleImmutableEntry<K, V>(e.getKey(), e.getValue());
    }

    public ConcurrentSkipListMap<K, V> clone() {
        synchronized (lock) {
            ConcurrentSkipListMap<K, V> c = new ConcurrentSkipListMap<K, V>(m.comparator());
            c.m.putAll(m);
            return c;
        }
    }

    /* ---------------------------------------------------------------- */
    /* Map                                                               */
    /* ---------------------------------------------------------------- */

    public int size() {
        synchronized (lock) {
            return m.size();
        }
    }

    public boolean isEmpty() {
        synchronized (lock) {
            return m.isEmpty();
        }
    }

    public boolean containsKey(Object key) {
        notNull(key);
        synchronized (lock) {
            return m.containsKey(key);
        }
    }

    public boolean containsValue(Object value) {
        notNull(value);
        synchronized (lock) {
            return m.containsValue(value);
        }
    }

    public V get(Object key) {
        notNull(key);
        synchronized (lock) {
            return m.get(key);
        }
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public V put(K key, V value) {
        notNull(key);
        notNull(value);
        synchronized (lock) {
            return m.put(key, value);
        }
    }

    public V remove(Object key) {
        notNull(key);
        synchronized (lock) {
            return m.remove(key);
        }
    }

    public void clear() {
        synchronized (lock) {
            m.clear();
        }
    }

    public V putIfAbsent(K key, V value) {
        notNull(key);
        notNull(value);
        synchronized (lock) {
            V old = m.get(key);
            if (old == null)
                m.put(key, value);
            return old;
        }
    }

    public boolean remove(Object key, Object value) {
        notNull(key);
        synchronized (lock) {
            V old = m.get(key);
            if (value == null || old == null || !old.equals(value))
                return false;
            m.remove(key);
            return true;
        }
    }

    public boolean replace(K key, V oldValue, V newValue) {
        notNull(key);
        notNull(oldValue);
        notNull(newValue);
        synchronized (lock) {
            V old = m.get(key);
            if (old == null || !old.equals(oldValue))
                return false;
            m.put(key, newValue);
            return true;
        }
    }

    public V replace(K key, V value) {
        notNull(key);
        notNull(value);
        synchronized (lock) {
            V old = m.get(key);
            if (old != null)
                m.put(key, value);
            return old;
        }
    }

    /* ---------------------------------------------------------------- */
    /* Navigation                                                        */
    /* ---------------------------------------------------------------- */

    public Comparator<? super K> comparator() {
        return m.comparator();
    }

    public K firstKey() {
        synchronized (lock) {
            return m.firstKey();
        }
    }

    public K lastKey() {
        synchronized (lock) {
            return m.lastKey();
        }
    }

    public Map.Entry<K, V> lowerEntry(K key) {
        notNull(key);
        synchronized (lock) {
            return snapshot(m.lowerEntry(key));
        }
    }

    public K lowerKey(K key) {
        notNull(key);
        synchronized (lock) {
            return m.lowerKey(key);
        }
    }

    public Map.Entry<K, V> floorEntry(K key) {
        notNull(key);
        synchronized (lock) {
            return snapshot(m.floorEntry(key));
        }
    }

    public K floorKey(K key) {
        notNull(key);
        synchronized (lock) {
            return m.floorKey(key);
        }
    }

    public Map.Entry<K, V> ceilingEntry(K key) {
        notNull(key);
        synchronized (lock) {
            return snapshot(m.ceilingEntry(key));
        }
    }

    public K ceilingKey(K key) {
        notNull(key);
        synchronized (lock) {
            return m.ceilingKey(key);
        }
    }

    public Map.Entry<K, V> higherEntry(K key) {
        notNull(key);
        synchronized (lock) {
            return snapshot(m.higherEntry(key));
        }
    }

    public K higherKey(K key) {
        notNull(key);
        synchronized (lock) {
            return m.higherKey(key);
        }
    }

    public Map.Entry<K, V> firstEntry() {
        synchronized (lock) {
            return snapshot(m.firstEntry());
        }
    }

    public Map.Entry<K, V> lastEntry() {
        synchronized (lock) {
            return snapshot(m.lastEntry());
        }
    }

    public Map.Entry<K, V> pollFirstEntry() {
        synchronized (lock) {
            return snapshot(m.pollFirstEntry());
        }
    }

    public Map.Entry<K, V> pollLastEntry() {
        synchronized (lock) {
            return snapshot(m.pollLastEntry());
        }
    }

    public ConcurrentSkipListMap<K, V> descendingMap() {
        synchronized (lock) {
            return view(m.descendingMap());
        }
    }

    public ConcurrentSkipListMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
        notNull(fromKey);
        notNull(toKey);
        synchronized (lock) {
            return view(m.subMap(fromKey, fromInclusive, toKey, toInclusive));
        }
    }

    public ConcurrentSkipListMap<K, V> headMap(K toKey, boolean inclusive) {
        notNull(toKey);
        synchronized (lock) {
            return view(m.headMap(toKey, inclusive));
        }
    }

    public ConcurrentSkipListMap<K, V> tailMap(K fromKey, boolean inclusive) {
        notNull(fromKey);
        synchronized (lock) {
            return view(m.tailMap(fromKey, inclusive));
        }
    }

    public ConcurrentSkipListMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public ConcurrentSkipListMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public ConcurrentSkipListMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    /* ---------------------------------------------------------------- */
    /* Views                                                             */
    /* ---------------------------------------------------------------- */

    private ArrayList<Map.Entry<K, V>> entrySnapshot() {
        synchronized (lock) {
            ArrayList<Map.Entry<K, V>> list = new ArrayList<Map.Entry<K, V>>(m.size());
            for (Map.Entry<K, V> e : m.entrySet())
                list.add(snapshot(e));
            return list;
        }
    }

    /* Iterator over a snapshot; what() picks the key, value or entry. */
    private abstract class SnapshotIterator<T> implements Iterator<T> {
        private final Iterator<Map.Entry<K, V>> it = entrySnapshot().iterator();
        private Map.Entry<K, V> last;

        public boolean hasNext() {
            return it.hasNext();
        }

        public T next() {
            last = it.next();
            return what(last);
        }

        abstract T what(Map.Entry<K, V> e);

        public void remove() {
            if (last == null)
                throw new IllegalStateException();
            ConcurrentSkipListMap.this.remove(last.getKey());
            last = null;
        }
    }

    public NavigableSet<K> keySet() {
        return new KeySet<K>(this);
    }

    public NavigableSet<K> navigableKeySet() {
        return new KeySet<K>(this);
    }

    public NavigableSet<K> descendingKeySet() {
        return new KeySet<K>(descendingMap());
    }

    Iterator<K> keyIterator() {
        return new SnapshotIterator<K>() {
            K what(Map.Entry<K, V> e) {
                return e.getKey();
            }
        };
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                return new SnapshotIterator<V>() {
                    V what(Map.Entry<K, V> e) {
                        return e.getValue();
                    }
                };
            }

            public int size() {
                return ConcurrentSkipListMap.this.size();
            }

            public boolean contains(Object o) {
                return o != null && containsValue(o);
            }

            public void clear() {
                ConcurrentSkipListMap.this.clear();
            }
        };
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new SnapshotIterator<Map.Entry<K, V>>() {
                    Map.Entry<K, V> what(Map.Entry<K, V> e) {
                        return e;
                    }
                };
            }

            public int size() {
                return ConcurrentSkipListMap.this.size();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry))
                    return false;
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object v = e.getKey() == null ? null : get(e.getKey());
                return v != null && v.equals(e.getValue());
            }

            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry))
                    return false;
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return e.getKey() != null && ConcurrentSkipListMap.this.remove(e.getKey(), e.getValue());
            }

            public void clear() {
                ConcurrentSkipListMap.this.clear();
            }
        };
    }

    /* The keys of a map (or of one of its views), navigable and live. */
    static final class KeySet<E> extends AbstractSet<E> implements NavigableSet<E> {
        final ConcurrentSkipListMap<E, ?> m;

        @SuppressWarnings("unchecked")
        KeySet(ConcurrentSkipListMap<E, ?> map) {
            m = map;
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

        public boolean remove(Object o) {
            return m.remove(o) != null;
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

        public Comparator<? super E> comparator() {
            return m.comparator();
        }

        public E first() {
            return m.firstKey();
        }

        public E last() {
            return m.lastKey();
        }

        public E pollFirst() {
            Map.Entry<E, ?> e = m.pollFirstEntry();
            return e == null ? null : e.getKey();
        }

        public E pollLast() {
            Map.Entry<E, ?> e = m.pollLastEntry();
            return e == null ? null : e.getKey();
        }

        public Iterator<E> iterator() {
            return m.keyIterator();
        }

        public NavigableSet<E> descendingSet() {
            return new KeySet<E>(m.descendingMap());
        }

        public Iterator<E> descendingIterator() {
            return descendingSet().iterator();
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

        public NavigableSet<E> subSet(E fromElement, E toElement) {
            return subSet(fromElement, true, toElement, false);
        }

        public NavigableSet<E> headSet(E toElement) {
            return headSet(toElement, false);
        }

        public NavigableSet<E> tailSet(E fromElement) {
            return tailSet(fromElement, true);
        }
    }
}
