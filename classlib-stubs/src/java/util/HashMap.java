package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/*
 * Separate chaining over a power-of-two array of slots. What callers can observe
 * is the iteration order, and that order follows from these rules alone:
 *
 *  - a key's slot is the low bits of (h ^ (h >>> 16)), h being its hashCode();
 *  - put and putIfAbsent append a new key at the end of its chain; compute,
 *    computeIfAbsent and merge push it at the front;
 *  - when the size passes the limit the slot array doubles, and every chain is
 *    distributed, in order, between slot j and slot j + oldLength;
 *  - a chain that reaches eight links while the array has fewer than 64 slots
 *    makes the array double (bigger arrays simply keep the long chain);
 *  - the first slot array has 16 slots (limit 12) unless a capacity was given,
 *    in which case it is that capacity rounded up to a power of two.
 *
 * Traversal goes through firstLink/nextLink, and the map's life cycle reports
 * to a few hooks (newLink, accessed, added, dropped, emptied), so that
 * LinkedHashMap only has to keep its own list and answer those.
 */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 362498820763181265L;

    private static final int FIRST_LENGTH = 16;
    private static final int FIRST_LIMIT = 12;
    private static final int LONGEST_LENGTH = 1 << 30;
    private static final float STANDARD_LOAD = 0.75f;
    /* A chain this long in an array shorter than SMALL_ARRAY doubles the array. */
    private static final int LONG_CHAIN = 8;
    private static final int SMALL_ARRAY = 64;

    /* One mapping; chained through next within a slot. */
    static class Link<K, V> implements Map.Entry<K, V> {
        final int code;
        final K key;
        V value;
        Link<K, V> next;

        Link(int code, K key, V value, Link<K, V> next) {
            this.code = code;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return value;
        }

        public final V setValue(V v) {
            V was = value;
            value = v;
            return was;
        }

        public final boolean equals(Object other) {
            if (other == this) {
                return true;
            }
            if (other instanceof Map.Entry) {
                Map.Entry<?, ?> that = (Map.Entry<?, ?>) other;
                return Objects.equals(key, that.getKey()) && Objects.equals(value, that.getValue());
            }
            return false;
        }

        public final int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public final String toString() {
            return key + "=" + value;
        }
    }

    /* The slots; null until the first insertion. */
    transient Link<K, V>[] slots;
    transient int size;
    transient int modCount;
    /*
     * With slots allocated: the size above which the array doubles. Before that:
     * the length of the first array, or 0 for the standard one.
     */
    int limit;
    final float loadFactor;
    private transient Set<Map.Entry<K, V>> entryView;

    static int spread(Object key) {
        if (key == null) {
            return 0;
        }
        int h = key.hashCode();
        return h ^ (h >>> 16);
    }

    static int powerOfTwoAtLeast(int wanted) {
        int p = 1;
        while (p < wanted && p < LONGEST_LENGTH) {
            p += p;
        }
        return p;
    }

    private static boolean keyMatches(Link<?, ?> link, int code, Object key) {
        if (link.code != code) {
            return false;
        }
        Object k = link.key;
        return k == key || (key != null && key.equals(k));
    }

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        }
        if (!(loadFactor > 0)) {
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        this.limit = powerOfTwoAtLeast(Math.min(initialCapacity, LONGEST_LENGTH));
    }

    public HashMap(int initialCapacity) {
        this(initialCapacity, STANDARD_LOAD);
    }

    public HashMap() {
        this.loadFactor = STANDARD_LOAD;
    }

    public HashMap(Map<? extends K, ? extends V> m) {
        this.loadFactor = STANDARD_LOAD;
        copyIn(m, false);
    }

    /* Sizes the array for m once, then inserts m's mappings in m's order. */
    final void copyIn(Map<? extends K, ? extends V> m, boolean evict) {
        int incoming = m.size();
        if (incoming == 0) {
            return;
        }
        if (slots != null) {
            if (incoming > limit) {
                grow();
            }
        } else {
            float needed = incoming / loadFactor + 1.0f;
            int length = needed < LONGEST_LENGTH ? (int) needed : LONGEST_LENGTH;
            if (length > limit) {
                limit = powerOfTwoAtLeast(length);
            }
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            K k = e.getKey();
            store(spread(k), k, e.getValue(), false, evict);
        }
    }

    /* Size limit for an array of the given length. */
    private int limitFor(int length) {
        float l = length * loadFactor;
        if (length < LONGEST_LENGTH && l < LONGEST_LENGTH) {
            return (int) l;
        }
        return Integer.MAX_VALUE;
    }

    /* Allocates the first array or doubles the current one; returns the new array. */
    @SuppressWarnings("unchecked")
    final Link<K, V>[] grow() {
        Link<K, V>[] old = slots;
        int oldLength = old == null ? 0 : old.length;
        int length;
        int newLimit;
        if (oldLength == 0) {
            if (limit > 0) {
                length = limit;
                newLimit = limitFor(length);
            } else {
                length = FIRST_LENGTH;
                newLimit = FIRST_LIMIT;
            }
        } else if (oldLength >= LONGEST_LENGTH) {
            limit = Integer.MAX_VALUE;
            return old;
        } else {
            length = oldLength * 2;
            // From 16 slots on the limit simply doubles with the array.
            newLimit = (length < LONGEST_LENGTH && oldLength >= FIRST_LENGTH) ? limit * 2 : limitFor(length);
        }
        Link<K, V>[] fresh = (Link<K, V>[]) new Link[length];
        limit = newLimit;
        slots = fresh;
        for (int j = 0; j < oldLength; j++) {
            Link<K, V> n = old[j];
            old[j] = null;
            // Slot j keeps the links whose oldLength bit is clear, slot j + oldLength
            // gets the others; both keep the chain's order.
            Link<K, V> lowEnd = null;
            Link<K, V> highEnd = null;
            while (n != null) {
                Link<K, V> following = n.next;
                n.next = null;
                if ((n.code & oldLength) == 0) {
                    if (lowEnd == null) {
                        fresh[j] = n;
                    } else {
                        lowEnd.next = n;
                    }
                    lowEnd = n;
                } else {
                    if (highEnd == null) {
                        fresh[j + oldLength] = n;
                    } else {
                        highEnd.next = n;
                    }
                    highEnd = n;
                }
                n = following;
            }
        }
        return fresh;
    }

    private void chainGotLong(Link<K, V>[] array) {
        if (array.length < SMALL_ARRAY) {
            grow();
        }
    }

    final Link<K, V> findLink(Object key) {
        Link<K, V>[] array = slots;
        if (array == null) {
            return null;
        }
        int code = spread(key);
        Link<K, V> n = array[code & (array.length - 1)];
        while (n != null && !keyMatches(n, code, key)) {
            n = n.next;
        }
        return n;
    }

    /* put and putIfAbsent: a new key goes to the end of its chain. */
    final V store(int code, K key, V value, boolean keepPresent, boolean evict) {
        Link<K, V>[] array = slots;
        if (array == null) {
            array = grow();
        }
        int slot = code & (array.length - 1);
        Link<K, V> end = null;
        int chain = 0;
        for (Link<K, V> n = array[slot]; n != null; n = n.next) {
            if (keyMatches(n, code, key)) {
                V was = n.value;
                if (was == null || !keepPresent) {
                    n.value = value;
                }
                accessed(n);
                return was;
            }
            end = n;
            chain++;
        }
        Link<K, V> fresh = newLink(code, key, value, null);
        if (end == null) {
            array[slot] = fresh;
        } else {
            end.next = fresh;
        }
        if (chain >= LONG_CHAIN) {
            chainGotLong(array);
        }
        modCount++;
        size++;
        if (size > limit) {
            grow();
        }
        added(evict);
        return null;
    }

    /*
     * Unlinks the mapping of key and returns it; with checkValue, only if its value
     * equals expected.
     */
    final Link<K, V> unlink(Object key, boolean checkValue, Object expected) {
        return unlink(spread(key), key, checkValue, expected);
    }

    final Link<K, V> unlink(int code, Object key, boolean checkValue, Object expected) {
        Link<K, V>[] array = slots;
        if (array == null) {
            return null;
        }
        int slot = code & (array.length - 1);
        Link<K, V> before = null;
        Link<K, V> n = array[slot];
        while (n != null && !keyMatches(n, code, key)) {
            before = n;
            n = n.next;
        }
        if (n == null) {
            return null;
        }
        if (checkValue && !(expected == n.value || (expected != null && expected.equals(n.value)))) {
            return null;
        }
        if (before == null) {
            array[slot] = n.next;
        } else {
            before.next = n.next;
        }
        modCount++;
        size--;
        dropped(n);
        return n;
    }

    /* ---- traversal: slot order, chain order; LinkedHashMap follows its list ---- */

    Link<K, V> firstLink() {
        return size == 0 ? null : occupiedFrom(0);
    }

    Link<K, V> nextLink(Link<K, V> n) {
        if (n.next != null) {
            return n.next;
        }
        Link<K, V>[] array = slots;
        return array == null ? null : occupiedFrom((n.code & (array.length - 1)) + 1);
    }

    private Link<K, V> occupiedFrom(int slot) {
        Link<K, V>[] array = slots;
        if (array != null) {
            for (int i = slot; i < array.length; i++) {
                if (array[i] != null) {
                    return array[i];
                }
            }
        }
        return null;
    }

    /* ---- hooks for LinkedHashMap ---- */

    Link<K, V> newLink(int code, K key, V value, Link<K, V> next) {
        return new Link<K, V>(code, key, value, next);
    }

    void accessed(Link<K, V> n) {
    }

    void added(boolean evict) {
    }

    void dropped(Link<K, V> n) {
    }

    void emptied() {
    }

    /* ---- Map ---- */

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public V get(Object key) {
        Link<K, V> n = findLink(key);
        return n == null ? null : n.value;
    }

    public V getOrDefault(Object key, V defaultValue) {
        Link<K, V> n = findLink(key);
        return n == null ? defaultValue : n.value;
    }

    public boolean containsKey(Object key) {
        return findLink(key) != null;
    }

    public boolean containsValue(Object value) {
        for (Link<K, V> n = firstLink(); n != null; n = nextLink(n)) {
            Object v = n.value;
            if (v == value || (value != null && value.equals(v))) {
                return true;
            }
        }
        return false;
    }

    public V put(K key, V value) {
        return store(spread(key), key, value, false, true);
    }

    public V putIfAbsent(K key, V value) {
        return store(spread(key), key, value, true, true);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        copyIn(m, true);
    }

    public V remove(Object key) {
        Link<K, V> n = unlink(key, false, null);
        return n == null ? null : n.value;
    }

    public boolean remove(Object key, Object value) {
        return unlink(key, true, value) != null;
    }

    public void clear() {
        modCount++;
        Link<K, V>[] array = slots;
        if (array != null && size > 0) {
            Arrays.fill(array, null);
            size = 0;
        }
        emptied();
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Link<K, V> n = findLink(key);
        if (n == null || !Objects.equals(n.value, oldValue)) {
            return false;
        }
        n.value = newValue;
        accessed(n);
        return true;
    }

    public V replace(K key, V value) {
        Link<K, V> n = findLink(key);
        if (n == null) {
            return null;
        }
        V was = n.value;
        n.value = value;
        accessed(n);
        return was;
    }

    /*
     * compute, computeIfAbsent and merge: the array is made ready (allocated, or
     * doubled when the size is already past the limit) before the key is looked for,
     * and a new key is pushed at the front of its chain.
     */
    private final class Probe {
        final int code;
        final Link<K, V>[] array;
        final int slot;
        Link<K, V> found;
        int chain;

        Probe(Object key) {
            code = spread(key);
            Link<K, V>[] a = slots;
            if (a == null || size > limit) {
                a = grow();
            }
            array = a;
            slot = code & (a.length - 1);
            for (Link<K, V> n = a[slot]; n != null; n = n.next) {
                if (keyMatches(n, code, key)) {
                    found = n;
                    return;
                }
                chain++;
            }
        }

        void pushFront(K key, V value) {
            array[slot] = newLink(code, key, value, array[slot]);
            if (chain + 1 >= LONG_CHAIN) {
                chainGotLong(array);
            }
            modCount++;
            size++;
            added(true);
        }
    }

    private void sameModCount(int expected) {
        if (modCount != expected) {
            throw new ConcurrentModificationException();
        }
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        Probe p = new Probe(key);
        if (p.found != null && p.found.value != null) {
            accessed(p.found);
            return p.found.value;
        }
        int mc = modCount;
        V computed = mappingFunction.apply(key);
        sameModCount(mc);
        if (computed != null) {
            if (p.found != null) {
                p.found.value = computed;
                accessed(p.found);
            } else {
                p.pushFront(key, computed);
            }
        }
        return computed;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        Link<K, V> n = findLink(key);
        if (n == null || n.value == null) {
            return null;
        }
        int mc = modCount;
        V computed = remappingFunction.apply(key, n.value);
        sameModCount(mc);
        if (computed == null) {
            unlink(key, false, null);
            return null;
        }
        n.value = computed;
        accessed(n);
        return computed;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        Probe p = new Probe(key);
        int mc = modCount;
        V computed = remappingFunction.apply(key, p.found == null ? null : p.found.value);
        sameModCount(mc);
        if (p.found == null) {
            if (computed != null) {
                p.pushFront(key, computed);
            }
        } else if (computed == null) {
            unlink(p.code, key, false, null);
        } else {
            p.found.value = computed;
            accessed(p.found);
        }
        return computed;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Probe p = new Probe(key);
        if (p.found == null) {
            p.pushFront(key, value);
            return value;
        }
        V merged = value;
        if (p.found.value != null) {
            int mc = modCount;
            merged = remappingFunction.apply(p.found.value, value);
            sameModCount(mc);
        }
        if (merged == null) {
            unlink(p.code, key, false, null);
        } else {
            p.found.value = merged;
            accessed(p.found);
        }
        return merged;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int mc = modCount;
        for (Link<K, V> n = firstLink(); n != null; n = nextLink(n)) {
            action.accept(n.key, n.value);
        }
        sameModCount(mc);
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int mc = modCount;
        for (Link<K, V> n = firstLink(); n != null; n = nextLink(n)) {
            n.value = function.apply(n.key, n.value);
        }
        sameModCount(mc);
    }

    /* The copy is sized for this map's size and filled in this map's order. */
    @SuppressWarnings("unchecked")
    public Object clone() {
        HashMap<K, V> copy;
        try {
            copy = (HashMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        copy.slots = null;
        copy.size = 0;
        copy.modCount = 0;
        copy.limit = 0;
        copy.keySet = null;
        copy.values = null;
        copy.entryView = null;
        copy.emptied();
        copy.copyIn(this, false);
        return copy;
    }

    /* ---- views ---- */

    public Set<K> keySet() {
        if (keySet == null) {
            keySet = new KeyView();
        }
        return keySet;
    }

    public Collection<V> values() {
        if (values == null) {
            values = new ValueView();
        }
        return values;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        if (entryView == null) {
            entryView = new EntryView();
        }
        return entryView;
    }

    /* Iterates the links in traversal order; T is what each step hands out. */
    private abstract class Walk<T> implements Iterator<T> {
        private Link<K, V> upcoming = firstLink();
        private Link<K, V> last;
        private int expectedModCount = modCount;

        abstract T pick(Link<K, V> n);

        public final boolean hasNext() {
            return upcoming != null;
        }

        public final T next() {
            sameModCount(expectedModCount);
            Link<K, V> n = upcoming;
            if (n == null) {
                throw new NoSuchElementException();
            }
            upcoming = nextLink(n);
            last = n;
            return pick(n);
        }

        public final void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            sameModCount(expectedModCount);
            Link<K, V> gone = last;
            last = null;
            unlink(gone.code, gone.key, false, null);
            expectedModCount = modCount;
        }
    }

    private final class KeyView extends AbstractSet<K> {
        /* the characteristics the JDK reports: a LinkedHashMap's views are ordered */
        @Override
        public Spliterator<K> spliterator() {
            return Spliterators.exactly(this, HashMap.this instanceof LinkedHashMap
                    ? Spliterator.ORDERED | Spliterator.DISTINCT | Spliterator.SIZED | Spliterator.SUBSIZED : Spliterator.SIZED | Spliterator.DISTINCT);
        }

        public int size() {
            return size;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public boolean contains(Object o) {
            return containsKey(o);
        }

        public boolean remove(Object o) {
            return unlink(o, false, null) != null;
        }

        public Iterator<K> iterator() {
            return new Walk<K>() {
                K pick(Link<K, V> n) {
                    return n.key;
                }
            };
        }

        public void forEach(Consumer<? super K> action) {
            Objects.requireNonNull(action);
            int mc = modCount;
            for (Link<K, V> n = firstLink(); n != null; n = nextLink(n)) {
                action.accept(n.key);
            }
            sameModCount(mc);
        }
    }

    private final class ValueView extends AbstractCollection<V> {
        /* the characteristics the JDK reports: a LinkedHashMap's views are ordered */
        @Override
        public Spliterator<V> spliterator() {
            return Spliterators.exactly(this, HashMap.this instanceof LinkedHashMap
                    ? Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED : Spliterator.SIZED);
        }

        public int size() {
            return size;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public boolean contains(Object o) {
            return containsValue(o);
        }

        public Iterator<V> iterator() {
            return new Walk<V>() {
                V pick(Link<K, V> n) {
                    return n.value;
                }
            };
        }

        public void forEach(Consumer<? super V> action) {
            Objects.requireNonNull(action);
            int mc = modCount;
            for (Link<K, V> n = firstLink(); n != null; n = nextLink(n)) {
                action.accept(n.value);
            }
            sameModCount(mc);
        }
    }

    private final class EntryView extends AbstractSet<Map.Entry<K, V>> {
        /* the characteristics the JDK reports: a LinkedHashMap's views are ordered */
        @Override
        public Spliterator<Map.Entry<K, V>> spliterator() {
            return Spliterators.exactly(this, HashMap.this instanceof LinkedHashMap
                    ? Spliterator.ORDERED | Spliterator.DISTINCT | Spliterator.SIZED | Spliterator.SUBSIZED : Spliterator.SIZED | Spliterator.DISTINCT);
        }

        public int size() {
            return size;
        }

        public void clear() {
            HashMap.this.clear();
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Link<K, V> n = findLink(e.getKey());
            return n != null && n.equals(e);
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return unlink(e.getKey(), true, e.getValue()) != null;
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new Walk<Map.Entry<K, V>>() {
                Map.Entry<K, V> pick(Link<K, V> n) {
                    return n;
                }
            };
        }

        public void forEach(Consumer<? super Map.Entry<K, V>> action) {
            Objects.requireNonNull(action);
            int mc = modCount;
            for (Link<K, V> n = firstLink(); n != null; n = nextLink(n)) {
                action.accept(n);
            }
            sameModCount(mc);
        }
    }
}
