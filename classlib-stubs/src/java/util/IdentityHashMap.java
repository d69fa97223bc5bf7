package java.util;

/*
 * A map that compares keys (and, in containsValue and remove(key, value), values) with ==
 * and hashes them with System.identityHashCode. Chained buckets; iteration order is
 * unspecified.
 */
public class IdentityHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 8188218128353913216L;

    private static final class Node<K, V> implements Map.Entry<K, V> {
        final K key;
        V value;
        Node<K, V> next;

        Node(K key, V value, Node<K, V> next) {
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V v) {
            V old = value;
            value = v;
            return old;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry))
                return false;
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return e.getKey() == key && e.getValue() == value;
        }

        public int hashCode() {
            return System.identityHashCode(key) ^ System.identityHashCode(value);
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    private transient Node<K, V>[] table;
    private transient int size;
    private transient int modCount;

    public IdentityHashMap() {
        this(21);
    }

    public IdentityHashMap(int expectedMaxSize) {
        if (expectedMaxSize < 0)
            throw new IllegalArgumentException("expectedMaxSize is negative: " + expectedMaxSize);
        table = newTable(Math.max(16, expectedMaxSize * 2));
    }

    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this((int) ((1 + m.size()) * 1.1));
        putAll(m);
    }

    @SuppressWarnings("unchecked")
    private static <K, V> Node<K, V>[] newTable(int n) {
        return (Node<K, V>[]) new Node<?, ?>[n];
    }

    private static int indexFor(Object k, int length) {
        int h = System.identityHashCode(k);
        h ^= (h >>> 16);
        return (h & 0x7fffffff) % length;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    private Node<K, V> find(Object key) {
        for (Node<K, V> e = table[indexFor(key, table.length)]; e != null; e = e.next)
            if (e.key == key)
                return e;
        return null;
    }

    public V get(Object key) {
        Node<K, V> e = find(key);
        return e == null ? null : e.value;
    }

    public boolean containsKey(Object key) {
        return find(key) != null;
    }

    public boolean containsValue(Object value) {
        for (Node<K, V> head : table)
            for (Node<K, V> e = head; e != null; e = e.next)
                if (e.value == value)
                    return true;
        return false;
    }

    public V put(K key, V value) {
        Node<K, V> e = find(key);
        if (e != null)
            return e.setValue(value);
        if (size + 1 > table.length * 3 / 4)
            resize();
        int i = indexFor(key, table.length);
        table[i] = new Node<K, V>(key, value, table[i]);
        size++;
        modCount++;
        return null;
    }

    private void resize() {
        Node<K, V>[] old = table;
        Node<K, V>[] t = newTable(old.length * 2);
        for (Node<K, V> head : old) {
            for (Node<K, V> e = head; e != null;) {
                Node<K, V> next = e.next;
                int i = indexFor(e.key, t.length);
                e.next = t[i];
                t[i] = e;
                e = next;
            }
        }
        table = t;
    }

    public V remove(Object key) {
        int i = indexFor(key, table.length);
        Node<K, V> prev = null;
        for (Node<K, V> e = table[i]; e != null; prev = e, e = e.next) {
            if (e.key == key) {
                if (prev == null)
                    table[i] = e.next;
                else
                    prev.next = e.next;
                size--;
                modCount++;
                return e.value;
            }
        }
        return null;
    }

    public boolean remove(Object key, Object value) {
        Node<K, V> e = find(key);
        if (e == null || e.value != value)
            return false;
        remove(key);
        return true;
    }

    public void clear() {
        for (int i = 0; i < table.length; i++)
            table[i] = null;
        size = 0;
        modCount++;
    }

    public boolean equals(Object o) {
        if (o == this)
            return true;
        if (o instanceof IdentityHashMap) {
            IdentityHashMap<?, ?> m = (IdentityHashMap<?, ?>) o;
            if (m.size() != size)
                return false;
            for (Node<K, V> head : table)
                for (Node<K, V> e = head; e != null; e = e.next)
                    if (!m.containsKey(e.key) || m.get(e.key) != e.value)
                        return false;
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int h = 0;
        for (Node<K, V> head : table)
            for (Node<K, V> e = head; e != null; e = e.next)
                h += e.hashCode();
        return h;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            IdentityHashMap<K, V> m = (IdentityHashMap<K, V>) super.clone();
            m.table = newTable(table.length);
            m.size = 0;
            for (Node<K, V> head : table)
                for (Node<K, V> e = head; e != null; e = e.next)
                    m.put(e.key, e.value);
            return m;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public int size() {
                return size;
            }

            public void clear() {
                IdentityHashMap.this.clear();
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry))
                    return false;
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Node<K, V> n = find(e.getKey());
                return n != null && n.value == e.getValue();
            }

            public boolean remove(Object o) {
                if (!(o instanceof Map.Entry))
                    return false;
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return IdentityHashMap.this.remove(e.getKey(), e.getValue());
            }

            public Iterator<Map.Entry<K, V>> iterator() {
                return new Iterator<Map.Entry<K, V>>() {
                    int index;
                    Node<K, V> next = advance(null);
                    Node<K, V> last;
                    int expectedModCount = modCount;

                    private Node<K, V> advance(Node<K, V> from) {
                        Node<K, V> n = from == null ? null : from.next;
                        while (n == null && index < table.length)
                            n = table[index++];
                        return n;
                    }

                    public boolean hasNext() {
                        return next != null;
                    }

                    public Map.Entry<K, V> next() {
                        if (modCount != expectedModCount)
                            throw new ConcurrentModificationException();
                        if (next == null)
                            throw new NoSuchElementException();
                        last = next;
                        next = advance(next);
                        return last;
                    }

                    public void remove() {
                        if (last == null)
                            throw new IllegalStateException();
                        if (modCount != expectedModCount)
                            throw new ConcurrentModificationException();
                        IdentityHashMap.this.remove(last.key);
                        expectedModCount = modCount;
                        last = null;
                    }
                };
            }
        };
    }

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null) {
            ks = new AbstractSet<K>() {
                public Iterator<K> iterator() {
                    final Iterator<Map.Entry<K, V>> it = entrySet().iterator();
                    return new Iterator<K>() {
                        public boolean hasNext() {
                            return it.hasNext();
                        }

                        public K next() {
                            return it.next().getKey();
                        }

                        public void remove() {
                            it.remove();
                        }
                    };
                }

                public int size() {
                    return size;
                }

                public boolean contains(Object o) {
                    return containsKey(o);
                }

                public boolean remove(Object o) {
                    int before = size;
                    IdentityHashMap.this.remove(o);
                    return size != before;
                }

                public void clear() {
                    IdentityHashMap.this.clear();
                }
            };
            keySet = ks;
        }
        return ks;
    }
}
