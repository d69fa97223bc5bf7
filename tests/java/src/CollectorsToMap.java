import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** toMap, toSet, toCollection, the unmodifiable collectors and their exceptions. */
public class CollectorsToMap {
    static void p(Object o) {
        System.out.println(o);
    }

    static void attempt(String title, Supplier<Object> s) {
        try {
            p(title + ": " + s.get());
        } catch (RuntimeException e) {
            p(title + ": " + e);
        }
    }

    public static void main(String[] args) {
        List<String> words = List.of("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten");
        p(words.stream().collect(Collectors.toMap(w -> w, String::length)));
        p(words.stream().collect(Collectors.toMap(String::length, w -> w, (a, b) -> a + "/" + b)));
        p(words.stream().collect(Collectors.toMap(w -> w.charAt(0), w -> 1, Integer::sum, TreeMap::new)));
        p(words.stream().collect(Collectors.toMap(w -> w.charAt(0), w -> w, (a, b) -> b, LinkedHashMap::new)));
        attempt("duplicate", () -> words.stream().collect(Collectors.toMap(String::length, w -> w)));
        attempt("duplicate int values", () -> Stream.of(1, 2, 11).collect(Collectors.toMap(i -> i % 10, i -> i * 100)));
        attempt("null value", () -> Stream.of("a").collect(Collectors.toMap(w -> w, w -> null)));
        attempt("null key", () -> Stream.of("a").collect(Collectors.toMap(w -> null, w -> w)));
        attempt("merge to null removes", () -> Stream.of("a", "b", "a").collect(Collectors.toMap(w -> w, w -> 1, (x, y) -> null)));
        attempt("concurrent map", () -> new TreeMap<>(words.stream().collect(Collectors.toConcurrentMap(w -> w, String::length))));
        attempt("concurrent duplicate", () -> words.stream().collect(Collectors.toConcurrentMap(String::length, w -> w)));

        Map<String, Integer> um = words.stream().collect(Collectors.toUnmodifiableMap(w -> w, String::length));
        p(new TreeMap<>(um) + " " + um.size() + " " + um.get("three"));
        attempt("unmodifiable put", () -> um.put("x", 1));
        attempt("unmodifiable duplicate", () -> words.stream().collect(Collectors.toUnmodifiableMap(String::length, w -> w)));
        Map<Integer, String> um2 = words.stream().collect(Collectors.toUnmodifiableMap(String::length, w -> w, (a, b) -> a));
        p(new TreeMap<>(um2));
        attempt("unmodifiable null key", () -> Stream.of("a").collect(Collectors.toUnmodifiableMap(w -> null, w -> w)));

        Set<String> set = words.stream().map(w -> w.substring(0, 1)).collect(Collectors.toSet());
        p(set + " " + set.getClass().getName());
        List<Integer> list = words.stream().map(String::length).collect(Collectors.toList());
        p(list + " " + list.getClass().getName());
        list.add(99);
        p(list.size());
        p(words.stream().collect(Collectors.toCollection(TreeSet::new)));
        p(words.stream().collect(Collectors.toCollection(ArrayDeque::new)).peekLast());
        p(words.stream().collect(Collectors.toCollection(() -> new PriorityQueue<String>(Comparator.reverseOrder()))).poll());
        List<String> ul = words.stream().limit(3).collect(Collectors.toUnmodifiableList());
        p(ul);
        attempt("unmodifiable list add", () -> ul.add("x"));
        attempt("unmodifiable list null", () -> Stream.of("a", null).collect(Collectors.toUnmodifiableList()));
        Set<Integer> us = words.stream().map(String::length).collect(Collectors.toUnmodifiableSet());
        p(new TreeSet<>(us));
        attempt("unmodifiable set remove", () -> us.remove(3));
        List<String> tl = words.stream().toList();
        attempt("toList set", () -> tl.set(0, "zero"));
        p(tl.equals(words) + " " + (tl.hashCode() == words.hashCode()));

        // joining forms
        p(words.stream().collect(Collectors.joining()));
        p(words.stream().collect(Collectors.joining(", ")));
        p(words.stream().collect(Collectors.joining(", ", "[", "]")));
        p(Stream.<String>empty().collect(Collectors.joining(", ", "[", "]")));
        p(Stream.of(new StringBuilder("sb"), "str", new StringBuffer("buf")).collect(Collectors.joining("-")));
        attempt("joining null delimiter", () -> Stream.of("a").collect(Collectors.joining(null)));
        attempt("joining null prefix", () -> Stream.of("a").collect(Collectors.joining(",", null, "]")));
        attempt("joining null element", () -> Stream.of("a", null, "b").collect(Collectors.joining(",")));

        // a custom Collector
        Collector<String, StringJoiner, String> custom = Collector.of(() -> new StringJoiner("|", "<", ">"),
                StringJoiner::add, StringJoiner::merge, StringJoiner::toString);
        p(words.stream().filter(w -> w.length() == 3).collect(custom));
        Collector<Integer, int[], int[]> minmax = Collector.of(() -> new int[] {Integer.MAX_VALUE, Integer.MIN_VALUE},
                (a, x) -> { a[0] = Math.min(a[0], x); a[1] = Math.max(a[1], x); },
                (a, b) -> { a[0] = Math.min(a[0], b[0]); a[1] = Math.max(a[1], b[1]); return a; });
        int[] mm = Stream.of(5, -3, 12, 7).collect(minmax);
        p(mm[0] + ".." + mm[1] + " " + minmax.characteristics());
        p(Collector.of(ArrayList::new, ArrayList::add, (a, b) -> a, Collector.Characteristics.UNORDERED).characteristics());
        p(custom.characteristics() + " " + Collector.of(ArrayList::new, ArrayList::add, (a, b) -> a, a -> a,
                Collector.Characteristics.CONCURRENT).characteristics());

        // three-argument collect
        ArrayList<String> al = words.stream().collect(ArrayList::new, ArrayList::add, ArrayList::addAll);
        p(al);
        HashMap<Integer, String> hm = words.stream().collect(HashMap::new, (m, w) -> m.merge(w.length(), w, String::concat), HashMap::putAll);
        p(hm);
        p(IntStream.range(0, 5).collect(StringBuilder::new, (sb, i) -> sb.append(i).append(';'), StringBuilder::append));
        p(Map.of("b", 2, "a", 1, "c", 3).entrySet().stream().sorted(Map.Entry.comparingByKey()).map(Object::toString).collect(Collectors.joining(" ")));
        p(Map.of("b", 2, "a", 1, "c", 3).entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .map(Map.Entry::getKey).toList());
    }
}
