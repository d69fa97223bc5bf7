package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/*
 * A hash map made thread-safe by holding the map's monitor for every change.
 * Its layout follows the documented sizing rules of the platform's concurrent
 * map, so single-threaded iteration order is the platform's:
 *
 * - the table is a power of two long, allocated at the first insertion, and
 *   a key goes to bucket (h ^ (h >>> 16)) & (length - 1) where h is its hash
 *   code; new keys are appended to their bucket;
 * - the table doubles once the number of mappings reaches three quarters of
 *   its length;
 * - doubling splits every bucket into a low and a high half: the longest
 *   trailing stretch of the chain bound for one half moves over as it is and
 *   the cells in front of it are pushed, one by one, onto the front of their
 *   half (so they come out reversed);
 * - an insertion, compute or merge that walks to the eighth cell of a chain
 *   or beyond, in a table shorter than 64, widens the table as putAll would
 *   for twice the table's length;
 * - putAll, before inserting anything, doubles the table until its threshold
 *   covers one and a half times the incoming size plus one, rounded up to a
 *   power of two.
 *
 * Iterators never throw ConcurrentModificationException; they walk the table
 * that was current when they were made.
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;

    private static final int LARGEST_TABLE = 1 << 30;
    private static final int FIRST_TABLE = 16;
    private static final int LONG_WALK = 8;
    private static final int SMALL_TABLE = 64;

    private static final class Cell<K, V> {
        final int code;
        final K key;
        V val;
        Cell<K, V> next;

        Cell(int code, K key, V val, Cell<K, V> next) {
            this.code = code;
            this.key = key;
            this.val = val;
            this.next = next;
        }
    }

    /* The lock segments of the JDK's serialized form (written as sixteen
     * unused segments, as the JDK does for compatibility). */
    static class Segment<K, V> extends java.util.concurrent.locks.ReentrantLock implements java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;
        final float loadFactor;

        Segment(float lf) {
            this.loadFactor = lf;
        }
    }

    private transient Cell<K, V>[] slots;
    /** Length of the table to allocate at the first insertion; 0 for the default. */
    private transient int plannedLength;
    /** Once the map holds this many mappings the table doubles. */
    private transient int growAt;
    private transient int mappings;
    /** Cells visited by the last seek, counting the one found. */
    private transient int walked;

    private transient KeySetView<K, V> keyView;
    private transient Collection<V> valueView;
    private transient Set<Map.Entry<K, V>> entryView;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0)
            throw new IllegalArgumentException();
        int expected = Math.max(initialCapacity, concurrencyLevel);
        long wanted = (long) (1.0 + (long) expected / loadFactor);
        plannedLength = wanted >= LARGEST_TABLE ? LARGEST_TABLE : powerOfTwoAtLeast((int) wanted);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        plannedLength = FIRST_TABLE;
        putAll(m);
    }

    /* ---- table mechanics ---- */

    private static int mix(int h) {
        return (h ^ (h >>> 16)) & Integer.MAX_VALUE;
    }

    private static int powerOfTwoAtLeast(int c) {
        if (c <= 1)
            return 1;
        int p = Integer.highestOneBit(c - 1) << 1;
        return p > LARGEST_TABLE || p <= 0 ? LARGEST_TABLE : p;
    }

    @SuppressWarnings("unchecked")
    private void allocate(int length) {
        slots = (Cell<K, V>[]) new Cell<?, ?>[length];
        growAt = length - (length >>> 2);
    }

    private void ensureTable() {
        if (slots == null)
            allocate(plannedLength > 0 ? plannedLength : FIRST_TABLE);
    }

    /** Finds key's cell, recording in walked how many cells were visited. */
    private Cell<K, V> seek(Object key, int code) {
        walked = 0;
        Cell<K, V>[] t = slots;
        if (t == null)
            return null;
        for (Cell<K, V> c = t[code & (t.length - 1)]; c != null; c = c.next) {
            walked++;
            if (c.code == code && (c.key == key || key.equals(c.key)))
                return c;
        }
        return null;
    }

    private void append(int code, K key, V val) {
        Cell<K, V> fresh = new Cell<K, V>(code, key, val, null);
        int b = code & (slots.length - 1);
        Cell<K, V> c = slots[b];
        if (c == null) {
            slots[b] = fresh;
            return;
        }
        while (c.next != null)
            c = c.next;
        c.next = fresh;
    }

    private void unlink(Cell<K, V> target) {
        int b = target.code & (slots.length - 1);
        Cell<K, V> c = slots[b];
        if (c == target) {
            slots[b] = target.next;
        } else {
            while (c.next != target)
                c = c.next;
            c.next = target.next;
        }
        mappings--;
    }

    /** Counts a new mapping and doubles the table as often as the count requires. */
    private void countAdded() {
        mappings++;
        while (slots != null && mappings >= growAt && slots.length < LARGEST_TABLE)
            doubleTable();
    }

    private void widenAfterLongWalk(int depth) {
        if (depth >= LONG_WALK && slots.length < SMALL_TABLE)
            prepareFor(slots.length << 1);
    }

    /** Grows the table ahead of {@code expected} mappings (see the rules at the top). */
    private void prepareFor(int expected) {
        int target = expected >= (LARGEST_TABLE >>> 1) ? LARGEST_TABLE
                : powerOfTwoAtLeast(expected + (expected >>> 1) + 1);
        if (slots == null)
            allocate(Math.max(plannedLength, target));
        while (target > growAt && slots.length < LARGEST_TABLE)
            doubleTable();
    }

    /** First cell of the longest trailing stretch of the chain whose cells share (code & bit). */
    private static <K, V> Cell<K, V> sameSideTail(Cell<K, V> chain, int bit) {
        Cell<K, V> start = chain;
        for (Cell<K, V> c = chain.next; c != null; c = c.next) {
            if ((c.code & bit) != (start.code & bit))
                start = c;
        }
        return start;
    }

    /*
     * The tail stretch is shared with the old table and the cells in front of
     * it are copies, so an iterator still walking the old table sees every
     * cell it expected.
     */
    @SuppressWarnings("unchecked")
    private void doubleTable() {
        Cell<K, V>[] old = slots;
        int n = old.length;
        Cell<K, V>[] wide = (Cell<K, V>[]) new Cell<?, ?>[n << 1];
        for (int b = 0; b < n; b++) {
            Cell<K, V> chain = old[b];
            if (chain == null)
                continue;
            Cell<K, V> tail = sameSideTail(chain, n);
            Cell<K, V> low = (tail.code & n) == 0 ? tail : null;
            Cell<K, V> high = low == null ? tail : null;
            for (Cell<K, V> c = chain; c != tail; c = c.next) {
                if ((c.code & n) == 0)
                    low = new Cell<K, V>(c.code, c.key, c.val, low);
                else
                    high = new Cell<K, V>(c.code, c.key, c.val, high);
            }
            wide[b] = low;
            wide[b + n] = high;
        }
        slots = wide;
        growAt = (n << 1) - (n >>> 1);
    }

    /* ---- queries ---- */

    public synchronized int size() {
        return mappings;
    }

    public synchronized boolean isEmpty() {
        return mappings == 0;
    }

    public long mappingCount() {
        return size();
    }

    public synchronized V get(Object key) {
        Cell<K, V> c = seek(key, mix(key.hashCode()));
        return c == null ? null : c.val;
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v != null ? v : defaultValue;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public synchronized boolean containsValue(Object value) {
        if (value == null)
            throw new NullPointerException();
        if (slots != null) {
            for (Cell<K, V> head : slots) {
                for (Cell<K, V> c = head; c != null; c = c.next) {
                    if (c.val == value || value.equals(c.val))
                        return true;
                }
            }
        }
        return false;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    /* ---- updates ---- */

    public V put(K key, V value) {
        return store(key, value, false);
    }

    public V putIfAbsent(K key, V value) {
        return store(key, value, true);
    }

    private synchronized V store(K key, V value, boolean keepExisting) {
        if (key == null || value == null)
            throw new NullPointerException();
        int code = mix(key.hashCode());
        ensureTable();
        Cell<K, V> c = seek(key, code);
        int depth = walked;
        if (c != null) {
            V was = c.val;
            if (!keepExisting)
                c.val = value;
            widenAfterLongWalk(depth);
            return was;
        }
        append(code, key, value);
        widenAfterLongWalk(depth);
        countAdded();
        return null;
    }

    public synchronized void putAll(Map<? extends K, ? extends V> m) {
        prepareFor(m.size());
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet())
            store(e.getKey(), e.getValue(), false);
    }

    public V remove(Object key) {
        return swapOrDrop(key, null, null);
    }

    public boolean remove(Object key, Object value) {
        if (key == null)
            throw new NullPointerException();
        return value != null && swapOrDrop(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null)
            throw new NullPointerException();
        return swapOrDrop(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null)
            throw new NullPointerException();
        return swapOrDrop(key, value, null);
    }

    /**
     * If key is mapped (to a value equal to {@code expected}, when that is
     * given), maps it to {@code replacement}, or removes it when that is null,
     * and answers the previous value; otherwise answers null.
     */
    private synchronized V swapOrDrop(Object key, V replacement, Object expected) {
        Cell<K, V> c = seek(key, mix(key.hashCode()));
        if (c == null)
            return null;
        V was = c.val;
        if (expected != null && expected != was && !expected.equals(was))
            return null;
        if (replacement != null)
            c.val = replacement;
        else
            unlink(c);
        return was;
    }

    public synchronized void clear() {
        if (slots != null)
            java.util.Arrays.fill(slots, null);
        mappings = 0;
    }

    /* The mapping functions run under the map's monitor; they must not change this map. */

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null)
            throw new NullPointerException();
        int code = mix(key.hashCode());
        ensureTable();
        Cell<K, V> c = seek(key, code);
        int depth = walked;
        if (c != null) {
            widenAfterLongWalk(depth);
            return c.val;
        }
        V made = mappingFunction.apply(key);
        if (made != null)
            append(code, key, made);
        widenAfterLongWalk(depth);
        if (made != null)
            countAdded();
        return made;
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null)
            throw new NullPointerException();
        int code = mix(key.hashCode());
        ensureTable();
        Cell<K, V> c = seek(key, code);
        if (c == null)
            return null;
        V now = remappingFunction.apply(key, c.val);
        if (now == null)
            unlink(c);
        else
            c.val = now;
        return now;
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null)
            throw new NullPointerException();
        int code = mix(key.hashCode());
        ensureTable();
        Cell<K, V> c = seek(key, code);
        int depth = walked;
        V now = remappingFunction.apply(key, c == null ? null : c.val);
        return settle(c, code, key, now, depth);
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null)
            throw new NullPointerException();
        int code = mix(key.hashCode());
        ensureTable();
        Cell<K, V> c = seek(key, code);
        int depth = walked;
        V now = c == null ? value : remappingFunction.apply(c.val, value);
        return settle(c, code, key, now, depth);
    }

    /** Applies the outcome of compute or merge to the cell found for key (null if none). */
    private V settle(Cell<K, V> c, int code, K key, V now, int depth) {
        boolean added = false;
        if (c != null) {
            if (now == null)
                unlink(c);
            else
                c.val = now;
        } else if (now != null) {
            append(code, key, now);
            added = true;
        }
        widenAfterLongWalk(depth);
        if (added)
            countAdded();
        return now;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null)
            throw new NullPointerException();
        for (CellScan s = new CellScan(); s.hasNext();) {
            Cell<K, V> c = s.next();
            action.accept(c.key, c.val);
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null)
            throw new NullPointerException();
        for (CellScan s = new CellScan(); s.hasNext();) {
            Cell<K, V> c = s.next();
            K key = c.key;
            V seen = c.val;
            while (true) {
                V now = function.apply(key, seen);
                if (now == null)
                    throw new NullPointerException();
                if (swapOrDrop(key, now, seen) != null)
                    break;
                seen = get(key);
                if (seen == null)
                    break;
            }
        }
    }

    /* ---- bulk operations (Java 8): run sequentially whatever the parallelism
       threshold, in iteration order; a transformer's null result skips the element,
       and a reduction over no element is null ---- */

    private static void requireAll(Object a, Object b) {
        if (a == null || b == null)
            throw new NullPointerException();
    }

    public void forEach(long parallelismThreshold, BiConsumer<? super K, ? super V> action) {
        forEach(action);
    }

    public <U> void forEach(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
            java.util.function.Consumer<? super U> action) {
        requireAll(transformer, action);
        for (CellScan s = new CellScan(); s.hasNext();) {
            Cell<K, V> c = s.next();
            U u = transformer.apply(c.key, c.val);
            if (u != null)
                action.accept(u);
        }
    }

    public <U> U search(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> searchFunction) {
        if (searchFunction == null)
            throw new NullPointerException();
        for (CellScan s = new CellScan(); s.hasNext();) {
            Cell<K, V> c = s.next();
            U u = searchFunction.apply(c.key, c.val);
            if (u != null)
                return u;
        }
        return null;
    }

    public <U> U reduce(long parallelismThreshold, BiFunction<? super K, ? super V, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        requireAll(transformer, reducer);
        U r = null;
        for (CellScan s = new CellScan(); s.hasNext();) {
            Cell<K, V> c = s.next();
            U u = transformer.apply(c.key, c.val);
            if (u != null)
                r = (r == null) ? u : reducer.apply(r, u);
        }
        return r;
    }

    public double reduceToDouble(long parallelismThreshold, java.util.function.ToDoubleBiFunction<? super K, ? super V> transformer,
            double basis, java.util.function.DoubleBinaryOperator reducer) {
        requireAll(transformer, reducer);
        double r = basis;
        for (CellScan s = new CellScan(); s.hasNext();) {
            Cell<K, V> c = s.next();
            r = reducer.applyAsDouble(r, transformer.applyAsDouble(c.key, c.val));
        }
        return r;
    }

    public long reduceToLong(long parallelismThreshold, java.util.function.ToLongBiFunction<? super K, ? super V> transformer,
            long basis, java.util.function.LongBinaryOperator reducer) {
        requireAll(transformer, reducer);
        long r = basis;
        for (CellScan s = new CellScan(); s.hasNext();) {
            Cell<K, V> c = s.next();
            r = reducer.applyAsLong(r, transformer.applyAsLong(c.key, c.val));
        }
        return r;
    }

    public int reduceToInt(long parallelismThreshold, java.util.function.ToIntBiFunction<? super K, ? super V> transformer,
            int basis, java.util.function.IntBinaryOperator reducer) {
        requireAll(transformer, reducer);
        int r = basis;
        for (CellScan s = new CellScan(); s.hasNext();) {
            Cell<K, V> c = s.next();
            r = reducer.applyAsInt(r, transformer.applyAsInt(c.key, c.val));
        }
        return r;
    }

    /* The key, value and entry forms go through the two-argument ones. */
    private static <K, V, U> BiFunction<K, V, U> onKey(final Function<? super K, ? extends U> f) {
        return new BiFunction<K, V, U>() {
            public U apply(K k, V v) {
                return f.apply(k);
            }
        };
    }

    private static <K, V, U> BiFunction<K, V, U> onValue(final Function<? super V, ? extends U> f) {
        return new BiFunction<K, V, U>() {
            public U apply(K k, V v) {
                return f.apply(v);
            }
        };
    }

    /* Entries handed to the bulk operations are read-only (setValue throws), as the
       JDK's nodes are. */
    private static <K, V> Map.Entry<K, V> frozen(K k, V v) {
        return new AbstractMap.SimpleImmutableEntry<K, V>(k, v);
    }

    private static <K, V, U> BiFunction<K, V, U> onEntry(final Function<Map.Entry<K, V>, ? extends U> f) {
        return new BiFunction<K, V, U>() {
            public U apply(K k, V v) {
                return f.apply(ConcurrentHashMap.<K, V>frozen(k, v));
            }
        };
    }

    private static <T> Function<T, T> same() {
        return new Function<T, T>() {
            public T apply(T t) {
                return t;
            }
        };
    }

    public void forEachKey(long parallelismThreshold, final java.util.function.Consumer<? super K> action) {
        if (action == null)
            throw new NullPointerException();
        forEach(parallelismThreshold, ConcurrentHashMap.<K, V, K>onKey(ConcurrentHashMap.<K>same()), action);
    }

    public <U> void forEachKey(long parallelismThreshold, Function<? super K, ? extends U> transformer,
            java.util.function.Consumer<? super U> action) {
        requireAll(transformer, action);
        forEach(parallelismThreshold, ConcurrentHashMap.<K, V, U>onKey(transformer), action);
    }

    public <U> U searchKeys(long parallelismThreshold, Function<? super K, ? extends U> searchFunction) {
        if (searchFunction == null)
            throw new NullPointerException();
        return search(parallelismThreshold, ConcurrentHashMap.<K, V, U>onKey(searchFunction));
    }

    public K reduceKeys(long parallelismThreshold, BiFunction<? super K, ? super K, ? extends K> reducer) {
        if (reducer == null)
            throw new NullPointerException();
        return reduce(parallelismThreshold, ConcurrentHashMap.<K, V, K>onKey(ConcurrentHashMap.<K>same()), reducer);
    }

    public <U> U reduceKeys(long parallelismThreshold, Function<? super K, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        requireAll(transformer, reducer);
        return reduce(parallelismThreshold, ConcurrentHashMap.<K, V, U>onKey(transformer), reducer);
    }

    public double reduceKeysToDouble(long parallelismThreshold, final java.util.function.ToDoubleFunction<? super K> transformer,
            double basis, java.util.function.DoubleBinaryOperator reducer) {
        requireAll(transformer, reducer);
        return reduceToDouble(parallelismThreshold, new java.util.function.ToDoubleBiFunction<K, V>() {
            public double applyAsDouble(K k, V v) {
                return transformer.applyAsDouble(k);
            }
        }, basis, reducer);
    }

    public long reduceKeysToLong(long parallelismThreshold, final java.util.function.ToLongFunction<? super K> transformer,
            long basis, java.util.function.LongBinaryOperator reducer) {
        requireAll(transformer, reducer);
        return reduceToLong(parallelismThreshold, new java.util.function.ToLongBiFunction<K, V>() {
            public long applyAsLong(K k, V v) {
                return transformer.applyAsLong(k);
            }
        }, basis, reducer);
    }

    public int reduceKeysToInt(long parallelismThreshold, final java.util.function.ToIntFunction<? super K> transformer,
            int basis, java.util.function.IntBinaryOperator reducer) {
        requireAll(transformer, reducer);
        return reduceToInt(parallelismThreshold, new java.util.function.ToIntBiFunction<K, V>() {
            public int applyAsInt(K k, V v) {
                return transformer.applyAsInt(k);
            }
        }, basis, reducer);
    }

    public void forEachValue(long parallelismThreshold, java.util.function.Consumer<? super V> action) {
        if (action == null)
            throw new NullPointerException();
        forEach(parallelismThreshold, ConcurrentHashMap.<K, V, V>onValue(ConcurrentHashMap.<V>same()), action);
    }

    public <U> void forEachValue(long parallelismThreshold, Function<? super V, ? extends U> transformer,
            java.util.function.Consumer<? super U> action) {
        requireAll(transformer, action);
        forEach(parallelismThreshold, ConcurrentHashMap.<K, V, U>onValue(transformer), action);
    }

    public <U> U searchValues(long parallelismThreshold, Function<? super V, ? extends U> searchFunction) {
        if (searchFunction == null)
            throw new NullPointerException();
        return search(parallelismThreshold, ConcurrentHashMap.<K, V, U>onValue(searchFunction));
    }

    public V reduceValues(long parallelismThreshold, BiFunction<? super V, ? super V, ? extends V> reducer) {
        if (reducer == null)
            throw new NullPointerException();
        return reduce(parallelismThreshold, ConcurrentHashMap.<K, V, V>onValue(ConcurrentHashMap.<V>same()), reducer);
    }

    public <U> U reduceValues(long parallelismThreshold, Function<? super V, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        requireAll(transformer, reducer);
        return reduce(parallelismThreshold, ConcurrentHashMap.<K, V, U>onValue(transformer), reducer);
    }

    public double reduceValuesToDouble(long parallelismThreshold, final java.util.function.ToDoubleFunction<? super V> transformer,
            double basis, java.util.function.DoubleBinaryOperator reducer) {
        requireAll(transformer, reducer);
        return reduceToDouble(parallelismThreshold, new java.util.function.ToDoubleBiFunction<K, V>() {
            public double applyAsDouble(K k, V v) {
                return transformer.applyAsDouble(v);
            }
        }, basis, reducer);
    }

    public long reduceValuesToLong(long parallelismThreshold, final java.util.function.ToLongFunction<? super V> transformer,
            long basis, java.util.function.LongBinaryOperator reducer) {
        requireAll(transformer, reducer);
        return reduceToLong(parallelismThreshold, new java.util.function.ToLongBiFunction<K, V>() {
            public long applyAsLong(K k, V v) {
                return transformer.applyAsLong(v);
            }
        }, basis, reducer);
    }

    public int reduceValuesToInt(long parallelismThreshold, final java.util.function.ToIntFunction<? super V> transformer,
            int basis, java.util.function.IntBinaryOperator reducer) {
        requireAll(transformer, reducer);
        return reduceToInt(parallelismThreshold, new java.util.function.ToIntBiFunction<K, V>() {
            public int applyAsInt(K k, V v) {
                return transformer.applyAsInt(v);
            }
        }, basis, reducer);
    }

    public void forEachEntry(long parallelismThreshold, java.util.function.Consumer<? super Map.Entry<K, V>> action) {
        if (action == null)
            throw new NullPointerException();
        forEach(parallelismThreshold, ConcurrentHashMap.<K, V, Map.Entry<K, V>>onEntry(ConcurrentHashMap.<Map.Entry<K, V>>same()), action);
    }

    public <U> void forEachEntry(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer,
            java.util.function.Consumer<? super U> action) {
        requireAll(transformer, action);
        forEach(parallelismThreshold, onEntry(transformer), action);
    }

    public <U> U searchEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> searchFunction) {
        if (searchFunction == null)
            throw new NullPointerException();
        return search(parallelismThreshold, onEntry(searchFunction));
    }

    public Map.Entry<K, V> reduceEntries(long parallelismThreshold,
            BiFunction<Map.Entry<K, V>, Map.Entry<K, V>, ? extends Map.Entry<K, V>> reducer) {
        if (reducer == null)
            throw new NullPointerException();
        return reduce(parallelismThreshold, onEntry(ConcurrentHashMap.<Map.Entry<K, V>>same()), reducer);
    }

    public <U> U reduceEntries(long parallelismThreshold, Function<Map.Entry<K, V>, ? extends U> transformer,
            BiFunction<? super U, ? super U, ? extends U> reducer) {
        requireAll(transformer, reducer);
        return reduce(parallelismThreshold, onEntry(transformer), reducer);
    }

    public double reduceEntriesToDouble(long parallelismThreshold,
            final java.util.function.ToDoubleFunction<Map.Entry<K, V>> transformer, double basis,
            java.util.function.DoubleBinaryOperator reducer) {
        requireAll(transformer, reducer);
        return reduceToDouble(parallelismThreshold, new java.util.function.ToDoubleBiFunction<K, V>() {
            public double applyAsDouble(K k, V v) {
                return transformer.applyAsDouble(ConcurrentHashMap.<K, V>frozen(k, v));
            }
        }, basis, reducer);
    }

    public long reduceEntriesToLong(long parallelismThreshold,
            final java.util.function.ToLongFunction<Map.Entry<K, V>> transformer, long basis,
            java.util.function.LongBinaryOperator reducer) {
        requireAll(transformer, reducer);
        return reduceToLong(parallelismThreshold, new java.util.function.ToLongBiFunction<K, V>() {
            public long applyAsLong(K k, V v) {
                return transformer.applyAsLong(ConcurrentHashMap.<K, V>frozen(k, v));
            }
        }, basis, reducer);
    }

    public int reduceEntriesToInt(long parallelismThreshold,
            final java.util.function.ToIntFunction<Map.Entry<K, V>> transformer, int basis,
            java.util.function.IntBinaryOperator reducer) {
        requireAll(transformer, reducer);
        return reduceToInt(parallelismThreshold, new java.util.function.ToIntBiFunction<K, V>() {
            public int applyAsInt(K k, V v) {
                return transformer.applyAsInt(ConcurrentHashMap.<K, V>frozen(k, v));
            }
        }, basis, reducer);
    }

    /* ---- whole-map methods ---- */

    public synchronized int hashCode() {
        int sum = 0;
        if (slots != null) {
            for (Cell<K, V> head : slots) {
                for (Cell<K, V> c = head; c != null; c = c.next)
                    sum += c.key.hashCode() ^ c.val.hashCode();
            }
        }
        return sum;
    }

    public synchronized String toString() {
        return super.toString();
    }

    public boolean equals(Object o) {
        if (o == this)
            return true;
        if (!(o instanceof Map))
            return false;
        Map<?, ?> other = (Map<?, ?>) o;
        for (CellScan s = new CellScan(); s.hasNext();) {
            Cell<K, V> c = s.next();
            Object theirs = other.get(c.key);
            if (theirs == null || (theirs != c.val && !theirs.equals(c.val)))
                return false;
        }
        for (Map.Entry<?, ?> e : other.entrySet()) {
            Object k = e.getKey();
            Object v = e.getValue();
            if (k == null || v == null)
                return false;
            Object mine = get(k);
            if (mine == null || (v != mine && !v.equals(mine)))
                return false;
        }
        return true;
    }

    /* ---- views ---- */

    public KeySetView<K, V> keySet() {
        KeySetView<K, V> v = keyView;
        if (v == null)
            keyView = v = new KeySetView<K, V>(this, null);
        return v;
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
        Collection<V> v = valueView;
        if (v == null) {
            v = new AbstractCollection<V>() {
                public Iterator<V> iterator() {
                    return new ValueScan();
                }

                public int size() {
                    return ConcurrentHashMap.this.size();
                }

                public boolean contains(Object o) {
                    return containsValue(o);
                }

                public void clear() {
                    ConcurrentHashMap.this.clear();
                }
            };
            valueView = v;
        }
        return v;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> v = entryView;
        if (v == null) {
            v = new AbstractSet<Map.Entry<K, V>>() {
                public Iterator<Map.Entry<K, V>> iterator() {
                    return new EntryScan();
                }

                public int size() {
                    return ConcurrentHashMap.this.size();
                }

                public boolean contains(Object o) {
                    if (!(o instanceof Map.Entry))
                        return false;
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey();
                    if (k == null)
                        return false;
                    Object mine = get(k);
                    Object v = mine == null ? null : e.getValue();
                    return v != null && (v == mine || v.equals(mine));
                }

                public boolean remove(Object o) {
                    if (!(o instanceof Map.Entry))
                        return false;
                    Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                    Object k = e.getKey();
                    Object v = k == null ? null : e.getValue();
                    return v != null && ConcurrentHashMap.this.remove(k, v);
                }

                public void clear() {
                    ConcurrentHashMap.this.clear();
                }
            };
            entryView = v;
        }
        return v;
    }

    public Enumeration<K> keys() {
        return new KeyScan();
    }

    public Enumeration<V> elements() {
        return new ValueScan();
    }

    /**
     * Walks the buckets of the table current at creation in index order.
     * Serves both as an Iterator and as an Enumeration.
     */
    private abstract class Scan<T> implements Iterator<T>, Enumeration<T> {
        private final Cell<K, V>[] over;
        private int bucket;
        private Cell<K, V> coming;
        private Cell<K, V> given;

        Scan() {
            synchronized (ConcurrentHashMap.this) {
                over = slots;
                moveFrom(null);
            }
        }

        private void moveFrom(Cell<K, V> c) {
            coming = c == null ? null : c.next;
            while (coming == null && over != null && bucket < over.length)
                coming = over[bucket++];
        }

        abstract T pick(Cell<K, V> c);

        public boolean hasNext() {
            return coming != null;
        }

        public T next() {
            Cell<K, V> c = coming;
            if (c == null)
                throw new NoSuchElementException();
            given = c;
            synchronized (ConcurrentHashMap.this) {
                moveFrom(c);
            }
            return pick(c);
        }

        public boolean hasMoreElements() {
            return hasNext();
        }

        public T nextElement() {
            return next();
        }

        public void remove() {
            Cell<K, V> c = given;
            if (c == null)
                throw new IllegalStateException();
            given = null;
            swapOrDrop(c.key, null, null);
        }
    }

    private final class CellScan extends Scan<Cell<K, V>> {
        Cell<K, V> pick(Cell<K, V> c) {
            return c;
        }
    }

    private final class KeyScan extends Scan<K> {
        K pick(Cell<K, V> c) {
            return c.key;
        }
    }

    private final class ValueScan extends Scan<V> {
        V pick(Cell<K, V> c) {
            return c.val;
        }
    }

    private final class EntryScan extends Scan<Map.Entry<K, V>> {
        Map.Entry<K, V> pick(Cell<K, V> c) {
            return new Pair(c.key, c.val);
        }
    }

    /** An entry handed out by entrySet(); setValue writes through with put. */
    private final class Pair implements Map.Entry<K, V> {
        private final K key;
        private V val;

        Pair(K key, V val) {
            this.key = key;
            this.val = val;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public V setValue(V value) {
            if (value == null)
                throw new NullPointerException();
            V was = val;
            val = value;
            put(key, value);
            return was;
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
    }

    public static class KeySetView<K, V> extends AbstractSet<K> implements Set<K>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final ConcurrentHashMap<K, V> owner;
        private final V fill;

        KeySetView(ConcurrentHashMap<K, V> owner, V fill) {
            this.owner = owner;
            this.fill = fill;
        }

        public V getMappedValue() {
            return fill;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return owner;
        }

        public boolean contains(Object o) {
            return owner.containsKey(o);
        }

        public boolean remove(Object o) {
            return owner.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return owner.new KeyScan();
        }

        public int size() {
            return owner.size();
        }

        public void clear() {
            owner.clear();
        }

        public boolean add(K e) {
            if (fill == null)
                throw new UnsupportedOperationException();
            return owner.putIfAbsent(e, fill) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            if (fill == null)
                throw new UnsupportedOperationException();
            boolean any = false;
            for (K e : c) {
                if (owner.putIfAbsent(e, fill) == null)
                    any = true;
            }
            return any;
        }
    }
}
