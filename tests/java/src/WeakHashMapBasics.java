import java.util.*;

// WeakHashMap: the map operations, the JDK's iteration order (through resizes, removals
// and putAll), iterator removal, and entries dropped once the collector clears their keys.
// Every key the output shows is held strongly in HOLD, so that a collection at any point
// (AGENTVM_GC_STRESS) changes nothing but the last line's temporary keys.
public class WeakHashMapBasics {
    record Key(String name) {}

    static final List<Object> HOLD = new ArrayList<>();

    static <T> T held(T key) {
        HOLD.add(key);
        return key;
    }

    public static void main(String[] args) throws Exception {
        WeakHashMap<Integer, String> m = new WeakHashMap<>();
        for (int i = 0; i < 40; i += 3) m.put(held(i * 37), "v" + i);
        System.out.println(m + " " + m.size());
        m.put(37 * 3, "again");
        m.remove(0);
        System.out.println(m.keySet() + " " + m.get(111) + " " + m.containsKey(74) + " " + m.containsValue("v6") + " " + m.containsValue("zz"));
        WeakHashMap<String, Integer> w = new WeakHashMap<>();
        for (String s : "the quick brown fox jumps over the lazy dog and runs far away into the woods".split(" ")) w.merge(held(s), 1, Integer::sum);
        System.out.println(w);
        System.out.println(w.entrySet().iterator().next() + " " + w.values());
        for (int n : new int[]{11, 12, 13, 24, 25}) {
            WeakHashMap<Integer, Integer> g = new WeakHashMap<>();
            for (int i = 0; i < n; i++) g.put(held(i * 17 + 3), i);
            System.out.println(n + ": " + g.keySet());
        }
        Map<String, Integer> src = new LinkedHashMap<>();
        for (int i = 0; i < 30; i++) src.put("k" + i, i);
        WeakHashMap<String, Integer> copy = new WeakHashMap<>(src);
        System.out.println(copy.keySet());
        WeakHashMap<String, Integer> pa = new WeakHashMap<>(4);
        pa.put("first", 0);
        pa.putAll(src);
        System.out.println(pa.size() + " " + pa.keySet().iterator().next() + " " + pa.equals(copy) + " " + copy.equals(src));
        Iterator<Map.Entry<String, Integer>> it = copy.entrySet().iterator();
        while (it.hasNext()) if (it.next().getValue() % 2 == 0) it.remove();
        System.out.println(copy.size() + " " + new TreeMap<>(copy).keySet());
        copy.entrySet().iterator().next().setValue(-1);
        System.out.println(copy.containsValue(-1) + " " + copy.hashCode() + " " + (copy.hashCode() == new HashMap<>(copy).hashCode()));
        copy.replaceAll((k, v) -> v * 10);
        StringBuilder sb = new StringBuilder();
        copy.forEach((k, v) -> sb.append(k).append(':').append(v).append(' '));
        System.out.println(sb.toString().trim());
        copy.clear();
        System.out.println(copy + " " + copy.isEmpty() + " " + copy.size());
        WeakHashMap<String, String> nulls = new WeakHashMap<>();
        nulls.put(null, "nullkey");
        nulls.put("a", null);
        System.out.println(nulls.get(null) + " " + nulls.containsKey(null) + " " + nulls.containsKey("a") + " " + nulls.get("a") + " " + nulls.size() + " " + nulls.remove(null) + " " + nulls);
        try { new WeakHashMap<String, String>(-1); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { new WeakHashMap<String, String>(4, 0f); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        try { for (Integer k : m.keySet()) m.put(held(k + 1), "x"); } catch (ConcurrentModificationException e) { System.out.println("CME"); }
        try { Iterator<Integer> i2 = m.keySet().iterator(); i2.remove(); } catch (IllegalStateException e) { System.out.println("ISE"); }
        WeakHashMap<Key, String> cache = new WeakHashMap<>();
        Key kept = new Key("kept");
        cache.put(kept, "stays");
        List<Key> temporary = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            Key k = new Key("tmp" + i);
            temporary.add(k);
            cache.put(k, "goes");
        }
        int before = cache.size();
        temporary.clear();
        for (int round = 0; round < 200 && cache.size() > 1; round++) {
            System.gc();
            Thread.sleep(20);
        }
        System.out.println(before + " -> " + cache.size() + " " + cache + " " + kept.name());
    }
}
