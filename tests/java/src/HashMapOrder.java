import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

public class HashMapOrder {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        String[] words = {"banana", "apple", "cherry", "date", "elderberry", "fig", "grape", "honeydew", "kiwi", "lemon",
            "mango", "nectarine", "orange", "papaya", "quince", "raspberry", "strawberry", "tangerine", "ugli", "vanilla"};
        for (int i = 0; i < words.length; i++) m.put(words[i], i);
        System.out.println(m);
        System.out.println("keys " + m.keySet());
        System.out.println("values " + m.values());
        for (Map.Entry<String, Integer> e : m.entrySet()) if (e.getValue() % 5 == 0) System.out.println("entry " + e + " " + e.getKey() + "=" + e.getValue());
        System.out.println("get " + m.get("kiwi") + " " + m.get("none") + " containsKey " + m.containsKey("fig") + " containsValue " + m.containsValue(19));
        System.out.println("put existing returns " + m.put("fig", 100) + ", remove returns " + m.remove("date") + " " + m.remove("date"));
        System.out.println("getOrDefault " + m.getOrDefault("zzz", -1) + " putIfAbsent " + m.putIfAbsent("fig", 5) + " " + m.putIfAbsent("new", 5));
        Map<Integer, String> im = new HashMap<>();
        int[] keys = {100, 3, 17, -5, 65536, 1 << 20, 33, 16, 0, 48, Integer.MIN_VALUE, Integer.MAX_VALUE, 1000000, 31, 64};
        for (int k : keys) im.put(k, "v" + k);
        System.out.println(im);
        Map<Integer, Integer> grow = new HashMap<>();
        for (int i = 0; i < 100; i += 3) grow.put(i * 37 % 101, i);
        System.out.println(grow.keySet());
        Set<String> hs = new HashSet<>();
        for (String w : "the quick brown fox jumps over the lazy dog again and again".split(" ")) hs.add(w);
        System.out.println(hs + " " + hs.size());
        Set<Long> ls = new HashSet<>();
        for (long v = -3; v < 40; v += 4) ls.add(v * 1000000007L);
        System.out.println(ls);
        Set<Character> cs = new HashSet<>();
        for (char c : "hello world".toCharArray()) cs.add(c);
        System.out.println(cs);
        Map<String, String> nulls = new HashMap<>();
        nulls.put(null, "null-key");
        nulls.put("k", null);
        System.out.println(nulls + " " + nulls.get(null) + " " + nulls.containsKey("k"));
        for (Iterator<Map.Entry<String, Integer>> it = m.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<String, Integer> e = it.next();
            if (e.getKey().length() > 5) it.remove();
            else e.setValue(e.getValue() * 2);
        }
        System.out.println("after iterator edit " + m);
        Map<String, Integer> copy = new HashMap<>(m);
        System.out.println("equals " + copy.equals(m) + " hashCode " + m.hashCode() + " " + copy.hashCode());
        Map<Double, Boolean> dm = new HashMap<>();
        dm.put(0.5, true);
        dm.put(-0.0, false);
        dm.put(0.0, true);
        dm.put(Double.NaN, true);
        dm.put(Double.NaN, false);
        System.out.println(dm);
        Map<String, Integer> many = new HashMap<>();
        for (int i = 0; i < 200; i++) many.put("key" + i, i);
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (String k : many.keySet()) {
            if (n++ % 10 == 0) sb.append(k).append(' ');
        }
        System.out.println("200 keys order sample: " + sb);
    }
}
