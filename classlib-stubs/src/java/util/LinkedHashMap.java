package java.util;

/*
 * A HashMap whose links also form a doubly linked list, oldest first. In
 * insertion order a key keeps its place when its value is replaced; in access
 * order (accessOrder) every get, put, replace, compute or merge of an existing
 * key moves it to the young end, and counts as a structural change.
 *
 * HashMap does the hashing; this class keeps the list through HashMap's hooks
 * and makes HashMap's views and iterators walk the list instead of the slots.
 */
public class LinkedHashMap<K, V> extends HashMap<K, V> implements Map<K, V> {
    private static final long serialVersionUID = 3801124242820219131L;

    /* A hash link that is also a list element. */
    static final class Listed<K, V> extends HashMap.Link<K, V> {
        Listed<K, V> older;
        Listed<K, V> younger;

        Listed(int code, K key, V value, HashMap.Link<K, V> next) {
            super(code, key, value, next);
        }
    }

    private transient Listed<K, V> oldest;
    private transient Listed<K, V> youngest;
    final boolean accessOrder;

    public LinkedHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, false);
    }

    public LinkedHashMap(int initialCapacity) {
        super(initialCapacity);
        accessOrder = false;
    }

    public LinkedHashMap() {
        accessOrder = false;
    }

    public LinkedHashMap(Map<? extends K, ? extends V> m) {
        accessOrder = false;
        copyIn(m, false);
    }

    public LinkedHashMap(int initialCapacity, float loadFactor, boolean accessOrder) {
        super(initialCapacity, loadFactor);
        this.accessOrder = accessOrder;
    }

    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
        return false;
    }

    /* ---- the list ---- */

    private void append(Listed<K, V> l) {
        l.younger = null;
        l.older = youngest;
        if (youngest == null) {
            oldest = l;
        } else {
            youngest.younger = l;
        }
        youngest = l;
    }

    private void detach(Listed<K, V> l) {
        if (l.older == null) {
            oldest = l.younger;
        } else {
            l.older.younger = l.younger;
        }
        if (l.younger == null) {
            youngest = l.older;
        } else {
            l.younger.older = l.older;
        }
        l.older = null;
        l.younger = null;
    }

    /* ---- HashMap hooks ---- */

    HashMap.Link<K, V> newLink(int code, K key, V value, HashMap.Link<K, V> next) {
        Listed<K, V> l = new Listed<K, V>(code, key, value, next);
        append(l);
        return l;
    }

    void accessed(HashMap.Link<K, V> n) {
        if (accessOrder && n != youngest) {
            Listed<K, V> l = (Listed<K, V>) n;
            detach(l);
            append(l);
            modCount++;
        }
    }

    void added(boolean evict) {
        if (evict && oldest != null && removeEldestEntry(oldest)) {
            unlink(oldest.key, false, null);
        }
    }

    void dropped(HashMap.Link<K, V> n) {
        detach((Listed<K, V>) n);
    }

    void emptied() {
        oldest = null;
        youngest = null;
    }

    HashMap.Link<K, V> firstLink() {
        return oldest;
    }

    HashMap.Link<K, V> nextLink(HashMap.Link<K, V> n) {
        return ((Listed<K, V>) n).younger;
    }

    /* ---- reads that count as accesses ---- */

    public V get(Object key) {
        HashMap.Link<K, V> n = findLink(key);
        if (n == null) {
            return null;
        }
        accessed(n);
        return n.value;
    }

    public V getOrDefault(Object key, V defaultValue) {
        HashMap.Link<K, V> n = findLink(key);
        if (n == null) {
            return defaultValue;
        }
        accessed(n);
        return n.value;
    }
}
