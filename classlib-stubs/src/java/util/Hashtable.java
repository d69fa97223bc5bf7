package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/*
 * The classic synchronized hash table: no null keys or values, chained
 * buckets, no hash spreading.
 *
 * Placement and order (observable, kept on purpose):
 * - a key with hash code h lives in bucket (h & 0x7FFFFFFF) % buckets.length;
 * - a new mapping goes to the head of its bucket; when the table already
 *   holds `threshold` mappings it is first rebuilt with 2n+1 buckets, the old
 *   buckets taken from the last to the first and each chain from its head,
 *   every mapping pushed onto the head of its new bucket;
 * - iterators and enumerations walk the buckets from the last to the first,
 *   each chain from its head, over the bucket array they started with; an
 *   iterator or enumeration made while the table is empty stays empty;
 * - forEach and replaceAll walk the buckets from the first to the last.
 *
 * Removal by key (remove, remove(key, value), entrySet().remove) clears the
 * removed entry's value; removal by an iterator or by compute, computeIfPresent
 * and merge leaves it.
 */
public class Hashtable<K, V> extends Dictionary<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1421746759512286392L;

    /** Most buckets the table grows to. */
    private static final int MOST_BUCKETS = Integer.MAX_VALUE - 8;

    /* threshold and loadFactor are named by the serialized form. */
    private int threshold;
    private float loadFactor;

    private transient Node<K, V>[] buckets;
    private transient int mappings;
    private transient int changes;
    private transient boolean hashing;

    private transient volatile Set<K> keyView;
    private transient volatile Set<Map.Entry<K, V>> entryView;
    private transient volatile Collection<V> valueView;

    public Hashtable(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0)
            throw new IllegalArgumentException("Illegal Capacity: " + initialCapacity);
        if (!(loadFactor > 0))
            throw new IllegalArgumentException("Illegal Load: " + loadFactor);
        this.loadFactor = loadFactor;
        int n = Math.max(initialCapacity, 1);
        buckets = newBuckets(n);
        threshold = limitFor(n);
    }

    public Hashtable(int initialCapacity) {
        this(initialCapacity, 0.75f);
    }

    public Hashtable() {
        this(11, 0.75f);
    }

    public Hashtable(Map<? extends K, ? extends V> t) {
        this(Math.max(11, t.size() * 2), 0.75f);
        putAll(t);
    }

    /* For Properties, which keeps its contents elsewhere. */
    Hashtable(Void unused) {
    }

    /* ---- the chain node ---- */

    private static class Node<K, V> implements Map.Entry<K, V> {
        final int code;
        final K key;
        V val;
        Node<K, V> link;

        Node(int code, K key, V val, Node<K, V> link) {
            this.code = code;
            this.key = key;
            this.val = val;
            this.link = link;
        }

        /** A copy of this node and of the chain behind it. */
        Node<K, V> copyChain() {
            Node<K, V> head = new Node<K, V>(code, key, val, null);
            Node<K, V> tail = head;
            for (Node<K, V> n = link; n != null; n = n.link) {
                tail.link = new Node<K, V>(n.code, n.key, n.val, null);
                tail = tail.link;
            }
            return head;
        }

        protected Object clone() {
            return copyChain();
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
            return was;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> other = (Map.Entry<?, ?>) o;
            boolean sameKey = key == null ? other.getKey() == null : key.equals(other.getKey());
            return sameKey && (val == null ? other.getValue() == null : val.equals(other.getValue()));
        }

        public int hashCode() {
            return code ^ (val == null ? 0 : val.hashCode());
        }

        public String toString() {
            return key.toString() + "=" + val.toString();
        }
    }

    /* ---- table mechanics ---- */

    @SuppressWarnings("unchecked")
    private static <K, V> Node<K, V>[] newBuckets(int n) {
        return (Node<K, V>[]) new Node<?, ?>[n];
    }

    private static int bucketOf(int code, int length) {
        return (code & 0x7FFFFFFF) % length;
    }

    private int limitFor(int capacity) {
        return (int) Math.min(capacity * loadFactor, MOST_BUCKETS + 1);
    }

    /** The node for key (compared by the stored key's equals), or null. */
    private Node<K, V> lookup(Object key) {
        return lookup(key, key.hashCode());
    }

    private Node<K, V> lookup(Object key, int code) {
        Node<K, V> n = buckets[bucketOf(code, buckets.length)];
        while (n != null && !(n.code == code && n.key.equals(key)))
            n = n.link;
        return n;
    }

    /** Adds a mapping known to be absent, growing the table first if it is full. */
    private void insertNew(int code, K key, V val) {
        if (mappings >= threshold)
            rehash();
        int b = bucketOf(code, buckets.length);
        buckets[b] = new Node<K, V>(code, key, val, buckets[b]);
        mappings++;
        changes++;
    }

    /** Takes the given node out of its chain; false if it is not in the table. */
    private boolean detach(Node<K, V> target) {
        int b = bucketOf(target.code, buckets.length);
        Node<K, V> n = buckets[b];
        if (n == target) {
            buckets[b] = n.link;
        } else {
            while (n != null && n.link != target)
                n = n.link;
            if (n == null)
                return false;
            n.link = target.link;
        }
        mappings--;
        changes++;
        return true;
    }

    protected void rehash() {
        Node<K, V>[] old = buckets;
        long wanted = 2L * old.length + 1;
        if (wanted > MOST_BUCKETS) {
            if (old.length == MOST_BUCKETS)
                return;
            wanted = MOST_BUCKETS;
        }
        Node<K, V>[] fresh = newBuckets((int) wanted);
        changes++;
        threshold = limitFor(fresh.length);
        buckets = fresh;
        for (int b = old.length - 1; b >= 0; b--) {
            Node<K, V> n = old[b];
            while (n != null) {
                Node<K, V> following = n.link;
                int nb = bucketOf(n.code, fresh.length);
                n.link = fresh[nb];
                fresh[nb] = n;
                n = following;
            }
        }
    }

    /* ---- Dictionary and Map ---- */

    public synchronized int size() {
        return mappings;
    }

    public synchronized boolean isEmpty() {
        return mappings == 0;
    }

    public synchronized Enumeration<K> keys() {
        if (mappings == 0)
            return Collections.emptyEnumeration();
        return new KeyScan(false);
    }

    public synchronized Enumeration<V> elements() {
        if (mappings == 0)
            return Collections.emptyEnumeration();
        return new ValueScan(false);
    }

    public synchronized boolean contains(Object value) {
        if (value == null)
            throw new NullPointerException();
        Node<K, V>[] t = buckets;
        for (int b = t.length - 1; b >= 0; b--) {
            for (Node<K, V> n = t[b]; n != null; n = n.link) {
                if (n.val.equals(value))
                    return true;
            }
        }
        return false;
    }

    public boolean containsValue(Object value) {
        return contains(value);
    }

    public synchronized boolean containsKey(Object key) {
        return lookup(key) != null;
    }

    public synchronized V get(Object key) {
        Node<K, V> n = lookup(key);
        return n == null ? null : n.val;
    }

    public synchronized V getOrDefault(Object key, V defaultValue) {
        Node<K, V> n = lookup(key);
        return n == null ? defaultValue : n.val;
    }

    public synchronized V put(K key, V value) {
        if (value == null)
            throw new NullPointerException();
        int code = key.hashCode();
        Node<K, V> n = lookup(key, code);
        if (n != null) {
            V was = n.val;
            n.val = value;
            return was;
        }
        insertNew(code, key, value);
        return null;
    }

    public synchronized V putIfAbsent(K key, V value) {
        Objects.requireNonNull(value);
        int code = key.hashCode();
        Node<K, V> n = lookup(key, code);
        if (n == null) {
            insertNew(code, key, value);
            return null;
        }
        V was = n.val;
        if (was == null)
            n.val = value;
        return was;
    }

    public synchronized V remove(Object key) {
        Node<K, V> n = lookup(key);
        if (n == null)
            return null;
        detach(n);
        V was = n.val;
        n.val = null;
        return was;
    }

    public synchronized boolean remove(Object key, Object value) {
        Objects.requireNonNull(value);
        Node<K, V> n = lookup(key);
        if (n == null || !n.val.equals(value))
            return false;
        detach(n);
        n.val = null;
        return true;
    }

    public synchronized boolean replace(K key, V oldValue, V newValue) {
        Objects.requireNonNull(oldValue);
        Objects.requireNonNull(newValue);
        Node<K, V> n = lookup(key);
        if (n == null || !n.val.equals(oldValue))
            return false;
        n.val = newValue;
        return true;
    }

    public synchronized V replace(K key, V value) {
        Objects.requireNonNull(value);
        Node<K, V> n = lookup(key);
        if (n == null)
            return null;
        V was = n.val;
        n.val = value;
        return was;
    }

    public synchronized void putAll(Map<? extends K, ? extends V> t) {
        for (Map.Entry<? extends K, ? extends V> e : t.entrySet())
            put(e.getKey(), e.getValue());
    }

    public synchronized void clear() {
        Arrays.fill(buckets, null);
        mappings = 0;
        changes++;
    }

    /* ---- functional updates: the callback must not change the table ---- */

    private void unchangedSince(int stamp) {
        if (changes != stamp)
            throw new ConcurrentModificationException();
    }

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        int code = key.hashCode();
        Node<K, V> n = lookup(key, code);
        if (n != null)
            return n.val;
        int stamp = changes;
        V made = mappingFunction.apply(key);
        unchangedSince(stamp);
        if (made != null)
            insertNew(code, key, made);
        return made;
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Node<K, V> n = lookup(key);
        if (n == null)
            return null;
        int stamp = changes;
        return settle(n, remappingFunction.apply(key, n.val), stamp);
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        int code = key.hashCode();
        Node<K, V> n = lookup(key, code);
        int stamp = changes;
        if (n != null)
            return settle(n, remappingFunction.apply(key, n.val), stamp);
        V made = remappingFunction.apply(key, null);
        unchangedSince(stamp);
        if (made != null)
            insertNew(code, key, made);
        return made;
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        int code = key.hashCode();
        Node<K, V> n = lookup(key, code);
        int stamp = changes;
        if (n != null)
            return settle(n, remappingFunction.apply(n.val, value), stamp);
        if (value != null)
            insertNew(code, key, value);
        return value;
    }

    /** Stores a recomputed value into an existing node, or drops the node for null. */
    private V settle(Node<K, V> n, V result, int stamp) {
        unchangedSince(stamp);
        if (result == null)
            detach(n);
        else
            n.val = result;
        return result;
    }

    public synchronized void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        int stamp = changes;
        for (Node<K, V> head : buckets) {
            for (Node<K, V> n = head; n != null; n = n.link) {
                action.accept(n.key, n.val);
                unchangedSince(stamp);
            }
        }
    }

    public synchronized void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        int stamp = changes;
        for (Node<K, V> head : buckets) {
            for (Node<K, V> n = head; n != null; n = n.link) {
                n.val = Objects.requireNonNull(function.apply(n.key, n.val));
                unchangedSince(stamp);
            }
        }
    }

    /* ---- copying, equality, text ---- */

    public synchronized Object clone() {
        Hashtable<K, V> copy = cloneHashtable();
        Node<K, V>[] mine = buckets;
        Node<K, V>[] theirs = newBuckets(mine.length);
        for (int b = 0; b < mine.length; b++) {
            if (mine[b] != null)
                theirs[b] = mine[b].copyChain();
        }
        copy.buckets = theirs;
        copy.keyView = null;
        copy.entryView = null;
        copy.valueView = null;
        copy.changes = 0;
        copy.hashing = false;
        return copy;
    }

    @SuppressWarnings("unchecked")
    final Hashtable<K, V> cloneHashtable() {
        try {
            return (Hashtable<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public synchronized String toString() {
        Iterator<Map.Entry<K, V>> it = entrySet().iterator();
        if (!it.hasNext())
            return "{}";
        StringBuilder sb = new StringBuilder("{");
        for (int left = size(); ; ) {
            Map.Entry<K, V> e = it.next();
            Object k = e.getKey();
            Object v = e.getValue();
            sb.append(k == this ? "(this Map)" : k.toString()).append('=');
            sb.append(v == this ? "(this Map)" : v.toString());
            if (--left == 0)
                return sb.append('}').toString();
            sb.append(", ");
        }
    }

    public synchronized boolean equals(Object o) {
        if (o == this)
            return true;
        if (!(o instanceof Map))
            return false;
        Map<?, ?> other = (Map<?, ?>) o;
        if (other.size() != size())
            return false;
        try {
            for (Map.Entry<K, V> e : entrySet()) {
                Object k = e.getKey();
                Object v = e.getValue();
                boolean same = v == null ? other.get(k) == null && other.containsKey(k) : v.equals(other.get(k));
                if (!same)
                    return false;
            }
        } catch (ClassCastException | NullPointerException notComparable) {
            return false;
        }
        return true;
    }

    /* A table that contains itself counts as 0 while its own code is being computed. */
    public synchronized int hashCode() {
        if (mappings == 0 || hashing)
            return 0;
        hashing = true;
        try {
            int sum = 0;
            for (Node<K, V> head : buckets) {
                for (Node<K, V> n = head; n != null; n = n.link)
                    sum += n.hashCode();
            }
            return sum;
        } finally {
            hashing = false;
        }
    }

    /* ---- views ---- */

    public Set<K> keySet() {
        if (keyView == null)
            keyView = Collections.synchronizedSet(new KeyView(), this);
        return keyView;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        if (entryView == null)
            entryView = Collections.synchronizedSet(new EntryView(), this);
        return entryView;
    }

    public Collection<V> values() {
        if (valueView == null)
            valueView = Collections.synchronizedCollection(new ValueView(), this);
        return valueView;
    }

    private final class KeyView extends AbstractSet<K> {
        public Iterator<K> iterator() {
            return mappings == 0 ? Collections.<K>emptyIterator() : new KeyScan(true);
        }

        public int size() {
            return mappings;
        }

        public boolean contains(Object o) {
            return containsKey(o);
        }

        public boolean remove(Object o) {
            return Hashtable.this.remove(o) != null;
        }

        public void clear() {
            Hashtable.this.clear();
        }
    }

    private final class ValueView extends AbstractCollection<V> {
        public Iterator<V> iterator() {
            return mappings == 0 ? Collections.<V>emptyIterator() : new ValueScan(true);
        }

        public int size() {
            return mappings;
        }

        public boolean contains(Object o) {
            return containsValue(o);
        }

        public void clear() {
            Hashtable.this.clear();
        }
    }

    private final class EntryView extends AbstractSet<Map.Entry<K, V>> {
        public Iterator<Map.Entry<K, V>> iterator() {
            return mappings == 0 ? Collections.<Map.Entry<K, V>>emptyIterator() : new EntryScan();
        }

        public int size() {
            return mappings;
        }

        /** The stored node for the entry's key if it also has the entry's value. */
        private Node<K, V> match(Object o) {
            if (!(o instanceof Map.Entry))
                return null;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Node<K, V> n = lookup(e.getKey());
            return n != null && n.equals(e) ? n : null;
        }

        public boolean contains(Object o) {
            return match(o) != null;
        }

        public boolean remove(Object o) {
            Node<K, V> n = match(o);
            if (n == null)
                return false;
            detach(n);
            n.val = null;
            return true;
        }

        public void clear() {
            Hashtable.this.clear();
        }
    }

    /**
     * One walk over the buckets, from the last to the first, serving as an
     * Enumeration and, when made for a view, as a fail-fast Iterator.
     */
    private abstract class Scan<T> implements Enumeration<T>, Iterator<T> {
        private final Node<K, V>[] over = buckets;
        private int nextBucket = over.length;
        private Node<K, V> coming;
        private Node<K, V> given;
        private final boolean removable;
        private int stamp = changes;

        Scan(boolean removable) {
            this.removable = removable;
        }

        abstract T pick(Node<K, V> n);

        private boolean settleOnNext() {
            while (coming == null && nextBucket > 0)
                coming = over[--nextBucket];
            return coming != null;
        }

        public boolean hasMoreElements() {
            return settleOnNext();
        }

        public T nextElement() {
            if (!settleOnNext())
                throw new NoSuchElementException("Hashtable Enumerator");
            given = coming;
            coming = coming.link;
            return pick(given);
        }

        public boolean hasNext() {
            return settleOnNext();
        }

        public T next() {
            if (stamp != changes)
                throw new ConcurrentModificationException();
            return nextElement();
        }

        public void remove() {
            if (!removable)
                throw new UnsupportedOperationException();
            if (given == null)
                throw new IllegalStateException("Hashtable Enumerator");
            if (stamp != changes)
                throw new ConcurrentModificationException();
            synchronized (Hashtable.this) {
                if (!detach(given))
                    throw new ConcurrentModificationException();
                stamp = changes;
                given = null;
            }
        }
    }

    private final class KeyScan extends Scan<K> {
        KeyScan(boolean removable) {
            super(removable);
        }

        K pick(Node<K, V> n) {
            return n.key;
        }
    }

    private final class ValueScan extends Scan<V> {
        ValueScan(boolean removable) {
            super(removable);
        }

        V pick(Node<K, V> n) {
            return n.val;
        }
    }

    private final class EntryScan extends Scan<Map.Entry<K, V>> {
        EntryScan() {
            super(true);
        }

        Map.Entry<K, V> pick(Node<K, V> n) {
            return n;
        }
    }
}
