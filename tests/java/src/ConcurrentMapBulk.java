import java.util.*;
import java.util.concurrent.*;

// ConcurrentHashMap's bulk operations (forEach/search/reduce over entries, keys and
// values, with transformers). With Long.MAX_VALUE as the threshold they run sequentially
// on the JDK too, so their order is checked; with threshold 1 only order-free results.
public class ConcurrentMapBulk {
    public static void main(String[] args) {
        ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>();
        String[] words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu".split(" ");
        for (int i = 0; i < words.length; i++) m.put(words[i], i * i);
        long seq = Long.MAX_VALUE;
        StringBuilder sb = new StringBuilder();
        m.forEach(seq, (k, v) -> sb.append(k).append('=').append(v).append(' '));
        System.out.println(sb.toString().trim());
        List<String> out = new ArrayList<>();
        m.forEach(seq, (k, v) -> v > 20 ? k.toUpperCase() : null, out::add);
        System.out.println(out);
        System.out.println(m.search(seq, (k, v) -> v > 50 ? k + ":" + v : null) + " " + m.search(seq, (k, v) -> null));
        System.out.println(m.reduce(seq, (k, v) -> k.length(), Integer::sum) + " " + m.reduce(seq, (k, v) -> v > 1000 ? v : null, Integer::sum) + " " + m.reduce(seq, (k, v) -> k, (a, b) -> a + "," + b));
        System.out.println(m.reduceToLong(seq, (k, v) -> v, 100L, Long::sum) + " " + m.reduceToInt(seq, (k, v) -> k.length(), 0, Math::max) + " " + m.reduceToDouble(seq, (k, v) -> v / 2.0, 0.5, Double::sum));
        List<String> keys = new ArrayList<>();
        m.forEachKey(seq, keys::add);
        m.forEachKey(seq, k -> k.length() == 2 ? k : null, keys::add);
        System.out.println(keys);
        System.out.println(m.searchKeys(seq, k -> k.startsWith("t") ? k : null) + " " + m.reduceKeys(seq, (a, b) -> a.compareTo(b) > 0 ? a : b) + " " + m.reduceKeys(seq, String::length, Integer::sum) + " " + m.reduceKeysToInt(seq, String::length, 0, Integer::sum) + " " + m.reduceKeysToLong(seq, k -> k.charAt(0), 0, Long::sum) + " " + m.reduceKeysToDouble(seq, k -> 0.5, 0, Double::sum));
        List<Integer> vals = new ArrayList<>();
        m.forEachValue(seq, vals::add);
        m.forEachValue(seq, v -> v % 2 == 0 ? -v : null, vals::add);
        System.out.println(vals);
        System.out.println(m.searchValues(seq, v -> v > 30 ? v : null) + " " + m.reduceValues(seq, Integer::max) + " " + m.reduceValues(seq, v -> "" + v, (a, b) -> a + b) + " " + m.reduceValuesToInt(seq, v -> v, 0, Integer::sum) + " " + m.reduceValuesToLong(seq, v -> v, 1, (a, b) -> a + b) + " " + m.reduceValuesToDouble(seq, v -> v, 0, Math::max));
        List<String> ents = new ArrayList<>();
        m.forEachEntry(seq, e -> ents.add(e.toString()));
        m.forEachEntry(seq, e -> e.getValue() == 0 ? e.getKey() : null, ents::add);
        System.out.println(ents);
        System.out.println(m.searchEntries(seq, e -> e.getValue() == 49 ? e.getKey() : null) + " " + m.reduceEntries(seq, (a, b) -> a.getValue() >= b.getValue() ? a : b) + " " + m.reduceEntries(seq, e -> e.getKey().length(), Integer::sum) + " " + m.reduceEntriesToInt(seq, e -> 1, 0, Integer::sum) + " " + m.reduceEntriesToLong(seq, e -> e.getValue(), 0, Long::sum) + " " + m.reduceEntriesToDouble(seq, e -> 1.5, 0, Double::sum));
        try { m.forEachEntry(seq, e -> { if (e.getKey().equals("mu")) e.setValue(-1); }); } catch (UnsupportedOperationException e) { System.out.println("setValue: " + e); }
        System.out.println(m.get("mu"));
        long par = 1;
        System.out.println(m.reduce(par, (k, v) -> v, Integer::sum) + " " + m.reduceValues(par, Integer::max) + " " + m.reduceKeysToInt(par, String::length, 0, Integer::sum) + " " + m.searchKeys(par, k -> k.equals("iota") ? "found" : null));
        Set<String> seen = ConcurrentHashMap.newKeySet();
        m.forEachKey(par, seen::add);
        System.out.println(new TreeSet<>(seen));
        ConcurrentHashMap<String, Integer> empty = new ConcurrentHashMap<>();
        System.out.println(empty.reduce(seq, (k, v) -> v, Integer::sum) + " " + empty.reduceKeys(seq, (a, b) -> a) + " " + empty.reduceToInt(seq, (k, v) -> 1, 7, Integer::sum) + " " + empty.searchValues(seq, v -> v));
        try { m.reduce(seq, null, Integer::sum); } catch (NullPointerException e) { System.out.println("NPE transformer"); }
        try { m.forEach(seq, (java.util.function.BiConsumer<String, Integer>) null); } catch (NullPointerException e) { System.out.println("NPE action"); }
        try { m.searchEntries(seq, null); } catch (NullPointerException e) { System.out.println("NPE search"); }
    }
}
