import java.util.*;

public class LruCacheSim {
    /** Hand-written LRU: hash map + doubly linked list with sentinels. */
    static final class Lru<K, V> {
        final class Node {
            K key; V value; Node prev, next;
            Node(K k, V v) { key = k; value = v; }
        }
        private final int capacity;
        private final Map<K, Node> index = new HashMap<K, Node>();
        private final Node head = new Node(null, null), tail = new Node(null, null);
        int hits, misses, evictions;
        Lru(int capacity) {
            if (capacity <= 0) throw new IllegalArgumentException("capacity " + capacity);
            this.capacity = capacity;
            head.next = tail; tail.prev = head;
        }
        private void unlink(Node n) { n.prev.next = n.next; n.next.prev = n.prev; }
        private void pushFront(Node n) { n.next = head.next; n.prev = head; head.next.prev = n; head.next = n; }
        V get(K k) {
            Node n = index.get(k);
            if (n == null) { misses++; return null; }
            hits++;
            unlink(n); pushFront(n);
            return n.value;
        }
        V put(K k, V v) {
            Node n = index.get(k);
            if (n != null) { V old = n.value; n.value = v; unlink(n); pushFront(n); return old; }
            if (index.size() == capacity) {
                Node victim = tail.prev;
                unlink(victim);
                index.remove(victim.key);
                evictions++;
            }
            n = new Node(k, v);
            index.put(k, n);
            pushFront(n);
            return null;
        }
        List<K> order() {
            List<K> l = new ArrayList<K>();
            for (Node n = head.next; n != tail; n = n.next) l.add(n.key);
            return l;
        }
    }

    /** The same policy on LinkedHashMap with access order and removeEldestEntry. */
    static final class LhmLru<K, V> extends LinkedHashMap<K, V> {
        private final int capacity;
        final List<K> evicted = new ArrayList<K>();
        LhmLru(int capacity) { super(4, 0.75f, true); this.capacity = capacity; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean r = size() > capacity;
            if (r) evicted.add(eldest.getKey());
            return r;
        }
    }

    public static void main(String[] args) {
        Lru<Integer, String> lru = new Lru<Integer, String>(5);
        LhmLru<Integer, String> lhm = new LhmLru<Integer, String>(5);
        Random rnd = new Random(2024);
        int agree = 0;
        for (int step = 0; step < 400; step++) {
            int k = (int) Math.abs(rnd.nextGaussian() * 4);
            if (rnd.nextInt(3) == 0) {
                String v = "v" + step;
                String a = lru.put(k, v), b = lhm.put(k, v);
                if (a == null ? b == null : a.equals(b)) agree++;
            } else {
                String a = lru.get(k), b = lhm.get(k);
                if (a == null ? b == null : a.equals(b)) agree++;
            }
            if (step % 50 == 0) System.out.println("step " + step + " order " + lru.order() + " lhm " + lhm.keySet());
        }
        List<Integer> rev = new ArrayList<Integer>(lhm.keySet());
        Collections.reverse(rev);
        System.out.println("agree " + agree + "/400 same order " + rev.equals(lru.order()));
        System.out.println("hits " + lru.hits + " misses " + lru.misses + " evictions " + lru.evictions + " lhm evicted " + lhm.evicted.size());
        System.out.println("first evictions " + lhm.evicted.subList(0, Math.min(15, lhm.evicted.size())));
        System.out.println("lhm " + lhm);
        try { new Lru<String, String>(0); } catch (IllegalArgumentException e) { System.out.println("bad: " + e.getMessage()); }

        // memoized function through the cache
        final Lru<Long, Long> memo = new Lru<Long, Long>(64);
        Object fib = new Object() {
            long fib(long n) {
                if (n < 2) return n;
                Long c = memo.get(n);
                if (c != null) return c;
                long v = fib(n - 1) + fib(n - 2);
                memo.put(n, v);
                return v;
            }
            @Override public String toString() { return "fib(90)=" + fib(90) + " hits=" + memo.hits + " misses=" + memo.misses; }
        };
        System.out.println(fib);
        // LinkedHashMap iteration after get in access order mode, entry views
        LinkedHashMap<String, Integer> m = new LinkedHashMap<String, Integer>(8, 0.75f, true);
        for (String s : "alpha beta gamma delta epsilon".split(" ")) m.put(s, s.length());
        m.get("beta"); m.get("alpha");
        Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator();
        Map.Entry<String, Integer> first = it.next();
        first.setValue(100);
        System.out.println(m + " first=" + first.getKey());
        try {
            for (String k : m.keySet()) m.get(k);
        } catch (ConcurrentModificationException e) {
            System.out.println("CME: get() in access order is a structural modification");
        }
        m.computeIfAbsent("zeta", new java.util.function.Function<String, Integer>() { public Integer apply(String s) { return -1; } });
        m.compute("gamma", new java.util.function.BiFunction<String, Integer, Integer>() { public Integer apply(String s, Integer v) { return v * 2; } });
        System.out.println(m);
    }
}
