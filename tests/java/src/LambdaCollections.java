import java.util.*;
import java.util.function.*;

/* The default methods of the collection interfaces, driven by lambdas. */
public class LambdaCollections {
    public static void main(String[] args) {
        List<String> words = new ArrayList<>(Arrays.asList("delta", "alpha", "charlie", "bravo", "echo", "ab"));
        StringBuilder sb = new StringBuilder();
        words.forEach(w -> sb.append(w.charAt(0)));
        System.out.println("forEach: " + sb);
        words.removeIf(w -> w.length() < 3);
        System.out.println("removeIf: " + words);
        words.replaceAll(String::toUpperCase);
        System.out.println("replaceAll: " + words);
        words.sort(null);
        System.out.println("sort(null): " + words);
        words.sort((a, b) -> b.compareTo(a));
        System.out.println("sort(desc): " + words);
        words.sort(Comparator.comparing(String::length).thenComparing(Function.identity()));
        System.out.println("sort(len, name): " + words);
        LinkedList<Integer> ll = new LinkedList<>(Arrays.asList(5, 3, 8, 1));
        ll.removeIf(x -> x % 2 == 1);
        System.out.println("LinkedList removeIf: " + ll);
        Set<Integer> set = new TreeSet<>(Arrays.asList(1, 2, 3, 4, 5, 6));
        System.out.println("TreeSet removeIf: " + set.removeIf(x -> x > 4) + " " + set);
        ArrayDeque<String> dq = new ArrayDeque<>(Arrays.asList("x", "y"));
        dq.forEach(s -> System.out.println("deque " + s));

        Map<String, Integer> m = new TreeMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog the end".split(" "))
            m.merge(w, 1, Integer::sum);
        System.out.println("merge: " + m);
        StringBuilder sb2 = new StringBuilder();
        m.forEach((k, v) -> sb2.append(k).append('=').append(v).append(';'));
        System.out.println("forEach: " + sb2);
        System.out.println("getOrDefault: " + m.getOrDefault("the", 0) + " " + m.getOrDefault("cat", 0));
        System.out.println("putIfAbsent: " + m.putIfAbsent("cat", 9) + " " + m.putIfAbsent("cat", 10) + " " + m.get("cat"));
        Map<Integer, List<String>> byLen = new HashMap<>();
        for (String w : m.keySet())
            byLen.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        System.out.println("computeIfAbsent: " + byLen);
        System.out.println("computeIfAbsent null: " + byLen.computeIfAbsent(99, k -> null) + " " + byLen.containsKey(99));
        m.computeIfPresent("fox", (k, v) -> v + 100);
        m.computeIfPresent("dog", (k, v) -> null);
        System.out.println("computeIfPresent: " + m.get("fox") + " " + m.containsKey("dog"));
        m.compute("new", (k, v) -> v == null ? 1 : v + 1);
        m.compute("new", (k, v) -> v == null ? 1 : v + 1);
        m.compute("end", (k, v) -> null);
        System.out.println("compute: " + m.get("new") + " " + m.containsKey("end"));
        m.merge("the", 5, (a, b) -> null);
        System.out.println("merge to null removes: " + m.containsKey("the"));
        m.replaceAll((k, v) -> v * 10 + k.length());
        System.out.println("replaceAll: " + m);
        System.out.println("remove(k,v): " + m.remove("cat", 1) + " " + m.remove("cat", 93));
        System.out.println("replace(k,v): " + m.replace("fox", 7) + " " + m.replace("nope", 7));
        System.out.println("replace(k,o,n): " + m.replace("fox", 7, 8) + " " + m.replace("fox", 7, 9) + " " + m.get("fox"));
        Map<String, Integer> lhm = new LinkedHashMap<>();
        lhm.put("z", 1);
        lhm.put("a", 2);
        lhm.computeIfAbsent("m", String::length);
        System.out.println("LinkedHashMap: " + lhm);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(lhm.entrySet());
        entries.sort(Map.Entry.comparingByKey());
        System.out.println("comparingByKey: " + entries);
        entries.sort(Map.Entry.<String, Integer>comparingByValue().reversed());
        System.out.println("comparingByValue reversed: " + entries);
        Iterator<String> it = words.iterator();
        it.forEachRemaining(w -> System.out.println("remaining " + w));
        String[] arr = words.toArray(String[]::new);
        System.out.println("toArray(String[]::new): " + arr.length + " " + Arrays.toString(arr));
        Integer[] boxed = { 3, 1, 2 };
        Arrays.sort(boxed, (a, b) -> b - a);
        System.out.println("Arrays.sort lambda: " + Arrays.toString(boxed));
        List<Runnable> tasks = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int n = i;
            tasks.add(() -> System.out.println("task " + n));
        }
        tasks.forEach(Runnable::run);
    }
}
