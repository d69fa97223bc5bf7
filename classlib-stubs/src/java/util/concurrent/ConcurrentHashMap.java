package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.ConcurrentModificationException;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/*
 * A hash map made thread-safe by locking the map object for every operation. The table
 * follows the same sizing rules as the reference implementation (power-of-two length,
 * growth once the count reaches three quarters of it, long chains in tables under 64
 * growing the table, splitting a bucket so that the entries in front of the bucket's
 * last same-destination run come out reversed), so iteration order matches it for
 * single-threaded use.
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final int TREEIFY_THRESHOLD = 8;
    private static final int MIN_TREEIFY_CAPACITY = 64;
    private static final int HASH_BITS = 0x7fffffff;

    static final class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V val;
        Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            Object v = e.getValue();
            return k != null && v != null && (k == key || k.equals(key)) && (v == val || v.equals(val));
        }
    }

    static final int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static int tableSizeFor(int c) {
        int n = 1;
        while (n < c && n < MAXIMUM_CAPACITY)
            n <<= 1;
        return n;
    }

    private transient Node<K, V>[] table;
    /* Before the table exists: its initial length (0 = default). Afterwards: the resize threshold. */
    private transient int sizeCtl;
    private transient int count;
    private transient int modCount;
    private transient KeySetView<K, V> keySetView;
    private transient Collection<V> valuesView;
    private transient Set<Map.Entry<K, V>> entrySetView;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0)
            throw new IllegalArgumentException();
        if (initialCapacity < concurrencyLevel)
            initialCapacity = concurrencyLevel;
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    @SuppressWarnings("unchecked")
    private Node<K, V>[] initTable() {
        int n = (sizeCtl > 0) ? sizeCtl : DEFAULT_CAPACITY;
        table = (Node<K, V>[]) new Node<?, ?>[n];
        sizeCtl = n - (n >>> 2);
        return table;
    }

    /* Doubles the table. Each bucket's trailing run that shares a destination is moved as is;
       the nodes before it are pushed onto the front of their destination lists. */
    @SuppressWarnings("unchecked")
    private void transfer() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        Node<K, V>[] nextTab = (Node<K, V>[]) new Node<?, ?>[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null)
                continue;
            int runBit = f.hash & n;
            Node<K, V> lastRun = f;
            for (Node<K, V> p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node<K, V> ln, hn;
            if (runBit == 0) {
                ln = lastRun;
                hn = null;
            } else {
                hn = lastRun;
                ln = null;
            }
            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0)
                    ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                else
                    hn = new Node<K, V>(p.hash, p.key, p.val, hn);
            }
            nextTab[i] = ln;
            nextTab[i + n] = hn;
        }
        table = nextTab;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        for (;;) {
            int sc = sizeCtl;
            Node<K, V>[] tab = table;
            if (tab == null || tab.length == 0) {
                int n = (sc > c) ? sc : c;
                sizeCtl = n;
                initTable();
            } else if (c <= sc || tab.length >= MAXIMUM_CAPACITY) {
                break;
            } else {
                transfer();
            }
        }
    }

    private void treeifyBin() {
        if (table.length < MIN_TREEIFY_CAPACITY)
            tryPresize(table.length << 1);
    }

    private void addCount(int x, int check) {
        count += x;
        if (check >= 0) {
            while (table != null && count >= sizeCtl && table.length < MAXIMUM_CAPACITY)
                transfer();
        }
    }

    private Node<K, V> findNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab == null)
            return null;
        int h = spread(key.hashCode());
        for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
            if (e.hash == h && (e.key == key || key.equals(e.key)))
                return e;
        }
        return null;
    }

    public synchronized int size() {
        return count;
    }

    public synchronized boolean isEmpty() {
        return count == 0;
    }

    public long mappingCount() {
        return size();
    }

    public synchronized V get(Object key) {
        Node<K, V> e = findNode(key);
        return e == null ? null : e.val;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public synchronized boolean containsValue(Object value) {
        if (value == null)
            throw new NullPointerException();
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (Node<K, V> head : tab)
                for (Node<K, V> e = head; e != null; e = e.next)
                    if (e.val == value || value.equals(e.val))
                        return true;
        }
        return false;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    final synchronized V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null)
            throw new NullPointerException();
        int hash = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null)
            tab = initTable();
        int i = (tab.length - 1) & hash;
        Node<K, V> f = tab[i];
        if (f == null) {
            tab[i] = new Node<K, V>(hash, key, value, null);
            modCount++;
            addCount(1, 0);
            return null;
        }
        if (onlyIfAbsent && f.hash == hash && (f.key == key || key.equals(f.key)))
            return f.val;
        V oldVal = null;
        int binCount = 1;
        for (Node<K, V> e = f;; ++binCount) {
            if (e.hash == hash && (e.key == key || key.equals(e.key))) {
                oldVal = e.val;
                if (!onlyIfAbsent)
                    e.val = value;
                break;
            }
            Node<K, V> pred = e;
            if ((e = e.next) == null) {
                pred.next = new Node<K, V>(hash, key, value, null);
                modCount++;
                break;
            }
        }
        if (binCount >= TREEIFY_THRESHOLD)
            treeifyBin();
        if (oldVal != null)
            return oldVal;
        addCount(1, binCount);
        return null;
    }

    public synchronized void putAll(Map<? extends K, ? extends V> m) {
        tryPresize(m.size());
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet())
            putVal(e.getKey(), e.getValue(), false);
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    /* Replaces the value of key with value (removes when value is null), if cv is null or matches. */
    final synchronized V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null)
            return null;
        int i = (tab.length - 1) & hash;
        Node<K, V> pred = null;
        for (Node<K, V> e = tab[i]; e != null; pred = e, e = e.next) {
            if (e.hash == hash && (e.key == key || key.equals(e.key))) {
                V ev = e.val;
                if (cv != null && cv != ev && !cv.equals(ev))
                    return null;
                if (value != null) {
                    e.val = value;
                } else {
                    if (pred == null)
                        tab[i] = e.next;
                    else
                        pred.next = e.next;
                    modCount++;
                    addCount(-1, -1);
                }
                return ev;
            }
        }
        return null;
    }

    public synchronized void clear() {
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (int i = 0; i < tab.length; i++)
                tab[i] = null;
        }
        count = 0;
        modCount++;
    }

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> ks = keySetView;
        if (ks == null)
            keySetView = ks = new KeySetView<K, V>(this, null);
        return ks;
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null)
            throw new NullPointerException();
        return new KeySetView<K, V>(this, mappedValue);
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    public Collection<V> values() {
        Collection<V> vs = valuesView;
        if (vs == null) {
            vs = new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new Itr<V>(1);
                }

                public int size() {
                    return ConcurrentHashMap.this.size();
                }

                public boolean contains(Object o) {
                    return o != null && containsValue(o);
                }

                public void clear() {
                    ConcurrentHashMap.this.clear();
                }
            };
            valuesView = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySetView;
        if (es == null) {
            es = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new Itr<Map.Entry<K, V>>(2);
                }

                public int size() {
                    return ConcurrentHashMap.this.size();
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry))
                        return false;
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey();
                    Object v = e.getValue();
                    Object r;
                    return k != null && v != null && (r = get(k)) != null && (v == r || v.equals(r));
                }

                public boolean remove(Object o) {
                    if (!(o instanceof Map.Entry))
                        return false;
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey();
                    Object v = e.getValue();
                    return k != null && v != null && ConcurrentHashMap.this.remove(k, v);
                }

                public void clear() {
                    ConcurrentHashMap.this.clear();
                }
            };
            entrySetView = es;
        }
        return es;
    }

    public Enumeration<K> keys() {
        final Itr<K> it = new Itr<K>(0);
        return new Enumeration<K>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public K nextElement() {
                return it.next();
            }
        };
    }

    public Enumeration<V> elements() {
        final Itr<V> it = new Itr<V>(1);
        return new Enumeration<V>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public V nextElement() {
                return it.next();
            }
        };
    }

    public synchronized int hashCode() {
        int h = 0;
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (Node<K, V> head : tab)
                for (Node<K, V> e = head; e != null; e = e.next)
                    h += e.key.hashCode() ^ e.val.hashCode();
        }
        return h;
    }

    public synchronized String toString() {
        return super.toString();
    }

    public boolean equals(Object o) {
        if (o == this)
            return true;
        if (!(o instanceof Map))
            return false;
        Map<?, ?> m = (Map<?, ?>) o;
        synchronized (this) {
            Node<K, V>[] tab = table;
            if (tab != null) {
                for (Node<K, V> head : tab) {
                    for (Node<K, V> e = head; e != null; e = e.next) {
                        Object v = m.get(e.key);
                        if (v == null || (v != e.val && !v.equals(e.val)))
                            return false;
                    }
                }
            }
        }
        for (Map.Entry<?, ?> e : m.entrySet()) {
            Object mk, mv, v;
            if ((mk = e.getKey()) == null || (mv = e.getValue()) == null || (v = get(mk)) == null
                    || (mv != v && !mv.equals(v)))
                return false;
        }
        return true;
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    public boolean remove(Object key, Object value) {
        if (key == null)
            throw new NullPointerException();
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null)
            throw new NullPointerException();
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null)
            throw new NullPointerException();
        return replaceNode(key, value, null);
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null)
            throw new NullPointerException();
        Itr<Node<K, V>> it = new Itr<Node<K, V>>(3);
        while (it.hasNext()) {
            Node<K, V> p = it.next();
            action.accept(p.key, p.val);
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null)
            throw new NullPointerException();
        Itr<Node<K, V>> it = new Itr<Node<K, V>>(3);
        while (it.hasNext()) {
            Node<K, V> p = it.next();
            V oldValue = p.val;
            for (K key = p.key;;) {
                V newValue = function.apply(key, oldValue);
                if (newValue == null)
                    throw new NullPointerException();
                if (replaceNode(key, newValue, oldValue) != null || (oldValue = get(key)) == null)
                    break;
            }
        }
    }

    /* The mapping functions run under the map's lock, so they must not modify this map. */
    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null)
            throw new NullPointerException();
        Node<K, V> e = findNode(key);
        if (e != null)
            return e.val;
        V v = mappingFunction.apply(key);
        if (v != null)
            appendNew(key, v);
        return v;
    }

    /* Appends a node for a key known to be absent, with the same growth rules as putVal. */
    private void appendNew(K key, V value) {
        int hash = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null)
            tab = initTable();
        int i = (tab.length - 1) & hash;
        Node<K, V> f = tab[i];
        int binCount = 1;
        if (f == null) {
            tab[i] = new Node<K, V>(hash, key, value, null);
        } else {
            Node<K, V> p = f;
            while (p.next != null) {
                p = p.next;
                binCount++;
            }
            p.next = new Node<K, V>(hash, key, value, null);
            if (binCount >= TREEIFY_THRESHOLD)
                treeifyBin();
        }
        modCount++;
        addCount(1, binCount);
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null)
            throw new NullPointerException();
        Node<K, V> e = findNode(key);
        if (e == null)
            return null;
        V v = remappingFunction.apply(key, e.val);
        if (v != null)
            e.val = v;
        else
            replaceNode(key, null, null);
        return v;
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null)
            throw new NullPointerException();
        Node<K, V> e = findNode(key);
        V v = remappingFunction.apply(key, e == null ? null : e.val);
        if (e != null) {
            if (v != null)
                e.val = v;
            else
                replaceNode(key, null, null);
        } else if (v != null) {
            appendNew(key, v);
        }
        return v;
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null)
            throw new NullPointerException();
        Node<K, V> e = findNode(key);
        if (e == null) {
            appendNew(key, value);
            return value;
        }
        V v = remappingFunction.apply(e.val, value);
        if (v != null)
            e.val = v;
        else
            replaceNode(key, null, null);
        return v;
    }

    /* Weakly consistent iteration: walks the table current at each step, never throws CME. */
    private final class Itr<T> implements Iterator<T> {
        private final int kind;
        private Node<K, V>[] tab;
        private int index;
        private Node<K, V> next;
        private Node<K, V> last;

        Itr(int kind) {
            this.kind = kind;
            synchronized (ConcurrentHashMap.this) {
                tab = table;
                advance(null);
            }
        }

        private void advance(Node<K, V> from) {
            next = from == null ? null : from.next;
            while (next == null && tab != null && index < tab.length)
                next = tab[index++];
        }

        public boolean hasNext() {
            return next != null;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            Node<K, V> p = next;
            if (p == null)
                throw new NoSuchElementException();
            last = p;
            synchronized (ConcurrentHashMap.this) {
                advance(p);
            }
            switch (kind) {
                case 0:
                    return (T) p.key;
                case 1:
                    return (T) p.val;
                case 2:
                    return (T) new MapEntry(p.key, p.val);
                default:
                    return (T) p;
            }
        }

        public void remove() {
            Node<K, V> p = last;
            if (p == null)
                throw new IllegalStateException();
            last = null;
            replaceNode(p.key, null, null);
        }
    }

    private final class MapEntry implements Map.Entry<K, V> {
        final K key;
        V val;

        MapEntry(K key, V val) {
            this.key = key;
            this.val = val;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object k = e.getKey();
            Object v = e.getValue();
            return k != null && v != null && (k == key || k.equals(key)) && (v == val || v.equals(val));
        }

        public V setValue(V value) {
            if (value == null)
                throw new NullPointerException();
            V v = val;
            val = value;
            put(key, value);
            return v;
        }
    }

    public static class KeySetView<K, V> extends AbstractSet<K> implements Set<K>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final ConcurrentHashMap<K, V> map;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            this.map = map;
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return map.new Itr<K>(0);
        }

        public int size() {
            return map.size();
        }

        public void clear() {
            map.clear();
        }

        public boolean add(K e) {
            if (value == null)
                throw new UnsupportedOperationException();
            return map.putVal(e, value, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            for (K e : c)
                if (add(e))
                    added = true;
            return added;
        }
    }
}
