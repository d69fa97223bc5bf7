import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;

public class LinkedHashMapLru {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        final int max;
        Lru(int max) { super(16, 0.75f, true); this.max = max; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
            boolean r = size() > max;
            if (r) System.out.println("  evict " + eldest.getKey());
            return r;
        }
    }

    public static void main(String[] args) {
        Map<String, Integer> ins = new LinkedHashMap<>();
        String[] ws = {"zeta", "alpha", "mu", "beta", "omega", "alpha"};
        for (int i = 0; i < ws.length; i++) ins.put(ws[i], i);
        System.out.println("insertion order " + ins);
        ins.get("zeta");
        ins.remove("mu");
        ins.put("mu", 9);
        System.out.println("after get/remove/put " + ins);
        Lru<Integer, String> lru = new Lru<>(3);
        for (int i = 1; i <= 4; i++) lru.put(i, "v" + i);
        System.out.println("lru " + lru);
        lru.get(2);
        System.out.println("after get(2) " + lru);
        lru.put(5, "v5");
        System.out.println("after put(5) " + lru);
        lru.put(3, "v3b");
        System.out.println("after re-put(3) " + lru);
        lru.getOrDefault(4, "none");
        lru.get(99);
        System.out.println("after getOrDefault(4) " + lru.keySet() + " values " + lru.values());
        Map<Integer, Integer> access = new LinkedHashMap<>(8, 0.75f, true);
        for (int i = 0; i < 10; i++) access.put(i, i * i);
        for (int i = 0; i < 10; i += 3) access.get(i);
        System.out.println("access order " + access.keySet());
        for (Iterator<Integer> it = access.keySet().iterator(); it.hasNext(); ) if (it.next() % 2 == 1) it.remove();
        System.out.println("after removing odd keys " + access);
        LinkedHashSet<String> lhs = new LinkedHashSet<>();
        for (String s : "to be or not to be that is the question".split(" ")) lhs.add(s);
        System.out.println("linked set " + lhs);
        lhs.remove("or");
        lhs.add("or");
        System.out.println("re-added " + lhs);
    }
}
