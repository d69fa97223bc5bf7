package java.util;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;

/*
 * A hash map whose keys are weakly held: once a key is only reachable through the map,
 * the collector clears its entry's reference and the next operation on the map drops the
 * entry. The layout follows what a program can observe of the JDK's (iteration order):
 * power-of-two tables (16 by default), the hash spread (h ^ h>>>20 ^ h>>>12, then
 * ^ h>>>7 ^ h>>>4), new entries at the head of their bucket, growth to twice the size
 * when the size reaches the threshold (moving each bucket's entries, in chain order, to
 * the heads of the new buckets), and iteration from the last bucket to the first.
 */
public class WeakHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V> {
    private static final int DEFAULT_INITIAL_CAPACITY = 16;
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final float DEFAULT_LOAD_FACTOR = 0.75f;
    /* Stands for the null key inside the table. */
    private static final Object NULL_STANDIN = new Object();

    private Entry<K, V>[] table;
    private int size;
    private int threshold;
    private final float loadFactor;
    private final ReferenceQueue<Object> queue = new ReferenceQueue<Object>();
    int modCount;
    private transient Set<Map.Entry<K, V>> entrySet;

    public WeakHashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0)
            throw new IllegalArgumentException("Illegal Initial Capacity: " + initialCapacity);
        if (initialCapacity > MAXIMUM_CAPACITY)
            initialCapacity = MAXIMUM_CAPACITY;
        if (loadFactor <= 0 || Float.isNaN(loadFactor))
            throw new IllegalArgumentException("Illegal Load factor: " + loadFactor);
        int capacity = 1;
        while (capacity < initialCapacity)
            capacity <<= 1;
        table = newTable(capacity);
        this.loadFactor = loadFactor;
        threshold = (int) (capacity * loadFactor);
    }

    public WeakHashMap(int initialCapacity) {
        this(initialCapacity, DEFAULT_LOAD_FACTOR);
    }

    public WeakHashMap() {
        this(DEFAULT_INITIAL_CAPACITY, DEFAULT_LOAD_FACTOR);
    }

    public WeakHashMap(Map<? extends K, ? extends V> m) {
        this(Math.max((int) (m.size() / DEFAULT_LOAD_FACTOR) + 1, DEFAULT_INITIAL_CAPACITY), DEFAULT_LOAD_FACTOR);
        putAll(m);
    }

    @SuppressWarnings("unchecked")
    private Entry<K, V>[] newTable(int n) {
        return (Entry<K, V>[]) new Entry<?, ?>[n];
    }

    private static Object stored(Object key) {
        return key == null ? NULL_STANDIN : key;
    }

    static Object exposed(Object key) {
        return key == NULL_STANDIN ? null : key;
    }

    private static int hash(Object k) {
        int h = k.hashCode();
        h ^= (h >>> 20) ^ (h >>> 12);
        return h ^ (h >>> 7) ^ (h >>> 4);
    }

    private static int bucket(int h, int length) {
        return h & (length - 1);
    }

    /* Drops the entries whose keys the collector has cleared. */
    private void dropCleared() {
        for (Object x; (x = queue.poll()) != null; ) {
            synchronized (queue) {
                @SuppressWarnings("unchecked")
                Entry<K, V> e = (Entry<K, V>) x;
                int i = bucket(e.hash, table.length);
                Entry<K, V> prev = null;
                for (Entry<K, V> p = table[i]; p != null; prev = p, p = p.next) {
                    if (p == e) {
                        if (prev == null)
                            table[i] = e.next;
                        else
                            prev.next = e.next;
                        e.value = null;
                        size--;
                        break;
                    }
                }
            }
        }
    }

    private Entry<K, V>[] liveTable() {
        dropCleared();
        return table;
    }

    public int size() {
        if (size == 0)
            return 0;
        dropCleared();
        return size;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    private Entry<K, V> find(Object key) {
        Object k = stored(key);
        int h = hash(k);
        Entry<K, V>[] tab = liveTable();
        for (Entry<K, V> e = tab[bucket(h, tab.length)]; e != null; e = e.next)
            if (e.hash == h && matches(k, e.get()))
                return e;
        return null;
    }

    private static boolean matches(Object k, Object stored) {
        return k == stored || k.equals(stored);
    }

    public V get(Object key) {
        Entry<K, V> e = find(key);
        return e == null ? null : e.value;
    }

    public boolean containsKey(Object key) {
        return find(key) != null;
    }

    public V put(K key, V value) {
        Object k = stored(key);
        int h = hash(k);
        Entry<K, V>[] tab = liveTable();
        int i = bucket(h, tab.length);
        for (Entry<K, V> e = tab[i]; e != null; e = e.next) {
            if (e.hash == h && matches(k, e.get())) {
                V old = e.value;
                e.value = value;
                return old;
            }
        }
        modCount++;
        tab[i] = new Entry<K, V>(k, value, queue, h, tab[i]);
        if (++size >= threshold)
            grow(tab.length * 2);
        return null;
    }

    /* Doubles (or more, for putAll) the table. When rehashing finds that most entries
       were cleared meanwhile (fewer than half the threshold live), the entries go back
       to a table of the old size instead. */
    private void grow(int capacity) {
        Entry<K, V>[] current = liveTable();
        if (current.length == MAXIMUM_CAPACITY) {
            threshold = Integer.MAX_VALUE;
            return;
        }
        Entry<K, V>[] bigger = newTable(capacity);
        rehashInto(current, bigger);
        if (size < threshold / 2) {
            table = bigger;
            dropCleared();
            rehashInto(bigger, current);
            table = current;
            return;
        }
        table = bigger;
        threshold = (int) (capacity * loadFactor);
    }

    /* Moves every live entry of from, bucket by bucket in chain order, to the head of
       its bucket in to; cleared entries are dropped on the way. */
    private void rehashInto(Entry<K, V>[] from, Entry<K, V>[] to) {
        int mask = to.length - 1;
        for (int b = 0; b < from.length; b++) {
            Entry<K, V> chain = from[b];
            from[b] = null;
            for (Entry<K, V> e = chain, following; e != null; e = following) {
                following = e.next;
                if (e.get() != null) {
                    e.next = to[e.hash & mask];
                    to[e.hash & mask] = e;
                } else {
                    e.next = null;
                    e.value = null;
                    size--;
                }
            }
        }
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        int n = m.size();
        if (n == 0)
            return;
        if (n > threshold) {
            int target = (int) (n / loadFactor + 1);
            if (target > MAXIMUM_CAPACITY)
                target = MAXIMUM_CAPACITY;
            int capacity = table.length;
            while (capacity < target)
                capacity <<= 1;
            if (capacity > table.length)
                grow(capacity);
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet())
            put(e.getKey(), e.getValue());
    }

    public V remove(Object key) {
        Object k = stored(key);
        int h = hash(k);
        Entry<K, V>[] tab = liveTable();
        int i = bucket(h, tab.length);
        Entry<K, V> prev = null;
        for (Entry<K, V> e = tab[i]; e != null; prev = e, e = e.next) {
            if (e.hash == h && matches(k, e.get())) {
                modCount++;
                size--;
                if (prev == null)
                    tab[i] = e.next;
                else
                    prev.next = e.next;
                return e.value;
            }
        }
        return null;
    }

    /* Removes exactly this entry (by identity); for the iterators. */
    private void unlink(Entry<K, V> target) {
        Entry<K, V>[] tab = liveTable();
        int i = bucket(target.hash, tab.length);
        Entry<K, V> prev = null;
        for (Entry<K, V> e = tab[i]; e != null; prev = e, e = e.next) {
            if (e == target) {
                modCount++;
                size--;
                if (prev == null)
                    tab[i] = e.next;
                else
                    prev.next = e.next;
                return;
            }
        }
    }

    public void clear() {
        while (queue.poll() != null) {
        }
        modCount++;
        Arrays.fill(table, null);
        size = 0;
        while (queue.poll() != null) {
        }
    }

    public boolean containsValue(Object value) {
        Entry<K, V>[] tab = liveTable();
        for (int i = tab.length; i-- > 0; )
            for (Entry<K, V> e = tab[i]; e != null; e = e.next)
                if (value == null ? e.value == null : value.equals(e.value))
                    return true;
        return false;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            es = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new EntryIterator();
                }

                public int size() {
                    return WeakHashMap.this.size();
                }

                public void clear() {
                    WeakHashMap.this.clear();
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry))
                        return false;
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Entry<K, V> candidate = find(e.getKey());
                    return candidate != null && candidate.equals(e);
                }

                public boolean remove(Object o) {
                    if (!contains(o))
                        return false;
                    WeakHashMap.this.remove(((Map.Entry<?, ?>) o).getKey());
                    return true;
                }
            };
            entrySet = es;
        }
        return es;
    }

    public void forEach(java.util.function.BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int expected = modCount;
        Entry<K, V>[] tab = liveTable();
        for (Entry<K, V> head : tab) {
            for (Entry<K, V> e = head; e != null; e = e.next) {
                Object key = e.get();
                if (key != null)
                    action.accept(e.getKey(), e.value);
                if (expected != modCount)
                    throw new ConcurrentModificationException();
            }
        }
    }

    public void replaceAll(java.util.function.BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int expected = modCount;
        Entry<K, V>[] tab = liveTable();
        for (Entry<K, V> head : tab) {
            for (Entry<K, V> e = head; e != null; e = e.next) {
                Object key = e.get();
                if (key != null)
                    e.value = function.apply(e.getKey(), e.value);
                if (expected != modCount)
                    throw new ConcurrentModificationException();
            }
        }
    }

    /* Walks the buckets from the last to the first. The key of the entry it will hand out
       next is held strongly (in upcoming), so that an entry hasNext() has seen is still
       there for next(). */
    private class EntryIterator implements Iterator<Map.Entry<K, V>> {
        private int bucketsLeft;
        private Entry<K, V> cursor;
        private Object upcoming;
        private Entry<K, V> returned;
        private int expectedModCount = modCount;

        EntryIterator() {
            bucketsLeft = isEmpty() ? 0 : table.length;
        }

        public boolean hasNext() {
            while (upcoming == null) {
                while (cursor == null && bucketsLeft > 0)
                    cursor = table[--bucketsLeft];
                if (cursor == null)
                    return false;
                upcoming = cursor.get();
                if (upcoming == null)
                    cursor = cursor.next;
            }
            return true;
        }

        public Map.Entry<K, V> next() {
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            if (!hasNext())
                throw new NoSuchElementException();
            returned = cursor;
            cursor = cursor.next;
            upcoming = null;
            return returned;
        }

        public void remove() {
            if (returned == null)
                throw new IllegalStateException();
            if (modCount != expectedModCount)
                throw new ConcurrentModificationException();
            unlink(returned);
            expectedModCount = modCount;
            returned = null;
        }
    }

    private static class Entry<K, V> extends WeakReference<Object> implements Map.Entry<K, V> {
        V value;
        final int hash;
        Entry<K, V> next;

        Entry(Object key, V value, ReferenceQueue<Object> queue, int hash, Entry<K, V> next) {
            super(key, queue);
            this.value = value;
            this.hash = hash;
            this.next = next;
        }

        @SuppressWarnings("unchecked")
        public K getKey() {
            return (K) exposed(get());
        }

        public V getValue() {
            return value;
        }

        public V setValue(V newValue) {
            V old = value;
            value = newValue;
            return old;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return Objects.equals(getKey(), e.getKey()) && Objects.equals(getValue(), e.getValue());
        }

        public int hashCode() {
            return Objects.hashCode(getKey()) ^ Objects.hashCode(getValue());
        }

        public String toString() {
            return getKey() + "=" + getValue();
        }
    }
}
