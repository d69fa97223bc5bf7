import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** groupingBy, partitioningBy and the downstream collectors. */
public class CollectorsGrouping {
    static void p(Object o) {
        System.out.println(o);
    }

    record Sale(String region, String product, int units, double price) {}

    enum Color { RED, GREEN, BLUE }

    public static void main(String[] args) {
        List<String> words = List.of("apple", "avocado", "banana", "blueberry", "cherry", "cranberry", "date",
                "elderberry", "fig", "grape", "guava", "kiwi", "lemon", "lime", "mango");
        p(words.stream().collect(Collectors.groupingBy(w -> w.charAt(0))));
        p(words.stream().collect(Collectors.groupingBy(String::length)));
        p(words.stream().collect(Collectors.groupingBy(String::length, Collectors.counting())));
        p(words.stream().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.joining("|"))));
        p(words.stream().collect(Collectors.groupingBy(w -> w.substring(0, 1), LinkedHashMap::new,
                Collectors.mapping(String::length, Collectors.toList()))));
        p(words.stream().collect(Collectors.groupingBy(w -> w.length() % 3,
                Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.toSet()))));
        p(words.stream().collect(Collectors.groupingBy(String::length,
                Collectors.filtering(w -> w.contains("e"), Collectors.toList()))));
        p(words.stream().collect(Collectors.groupingBy(w -> w.charAt(0),
                Collectors.flatMapping(w -> w.chars().mapToObj(c -> (char) c).distinct(), Collectors.toCollection(TreeSet::new)))));
        p(words.stream().collect(Collectors.groupingBy(String::length,
                Collectors.collectingAndThen(Collectors.toList(), List::size))));
        p(words.stream().collect(Collectors.groupingBy(w -> w.charAt(w.length() - 1),
                Collectors.maxBy(Comparator.comparing(String::length)))));
        p(words.stream().collect(Collectors.groupingBy(w -> w.charAt(w.length() - 1),
                Collectors.reducing("", (a, b) -> a.isEmpty() ? b : a + "&" + b))));
        p(words.stream().collect(Collectors.groupingBy(w -> w.length() > 5 ? Color.RED : w.length() > 4 ? Color.GREEN : Color.BLUE,
                () -> new EnumMap<>(Color.class), Collectors.counting())));
        p(words.stream().collect(Collectors.groupingByConcurrent(String::length, Collectors.counting())).get(5));

        // partitioningBy: always both keys, false first
        p(words.stream().collect(Collectors.partitioningBy(w -> w.length() > 5)));
        p(words.stream().collect(Collectors.partitioningBy(w -> w.startsWith("b"), Collectors.counting())));
        p(Stream.<String>empty().collect(Collectors.partitioningBy(String::isEmpty)));
        Map<Boolean, List<Integer>> parts = IntStream.rangeClosed(1, 10).boxed().collect(Collectors.partitioningBy(i -> i % 2 == 0));
        p(parts.get(true) + " " + parts.get(false) + " " + parts.get("x") + " " + parts.containsKey(false)
                + " " + parts.size() + " " + parts.keySet() + " " + parts.values());
        try {
            parts.put(true, List.of());
        } catch (UnsupportedOperationException e) {
            p("partition put: UnsupportedOperationException");
        }
        p(words.stream().collect(Collectors.partitioningBy(w -> w.contains("an"),
                Collectors.mapping(w -> w.toUpperCase(), Collectors.joining(",", "[", "]")))));

        // teeing
        p(words.stream().collect(Collectors.teeing(Collectors.counting(),
                Collectors.joining(""), (n, all) -> n + " words, " + all.length() + " letters")));
        p(IntStream.of(4, 8, 15, 16, 23, 42).boxed().collect(Collectors.teeing(
                Collectors.minBy(Integer::compare), Collectors.maxBy(Integer::compare), (min, max) -> max.get() - min.get())));

        // a report over records
        List<Sale> sales = List.of(new Sale("north", "tea", 10, 2.5), new Sale("south", "tea", 4, 2.75),
                new Sale("north", "coffee", 7, 4.0), new Sale("east", "coffee", 3, 4.25), new Sale("south", "cocoa", 12, 3.1),
                new Sale("east", "tea", 8, 2.4), new Sale("north", "cocoa", 1, 3.3));
        Map<String, Map<String, Integer>> unitsByRegion = sales.stream().collect(Collectors.groupingBy(Sale::region, TreeMap::new,
                Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.summingInt(Sale::units))));
        p(unitsByRegion);
        Map<String, Double> revenue = sales.stream().collect(Collectors.groupingBy(Sale::product,
                Collectors.summingDouble(s -> s.units() * s.price())));
        p(revenue);
        Map<String, Double> avgPrice = sales.stream().collect(Collectors.groupingBy(Sale::region,
                Collectors.averagingDouble(Sale::price)));
        p(avgPrice);
        Map<String, IntSummaryStatistics> stats = sales.stream().collect(Collectors.groupingBy(Sale::product, TreeMap::new,
                Collectors.summarizingInt(Sale::units)));
        stats.forEach((k, v) -> p(k + " " + v));
        Map<String, Optional<Sale>> best = sales.stream().collect(Collectors.groupingBy(Sale::region,
                Collectors.maxBy(Comparator.comparingDouble(s -> s.units() * s.price()))));
        best.forEach((k, v) -> p(k + " -> " + v.map(Sale::product).orElse("-")));
        p(sales.stream().map(Sale::product).distinct().sorted().collect(Collectors.joining(", ", "{", "}")));

        try {
            Stream.of("a", null).collect(Collectors.groupingBy(x -> x));
        } catch (NullPointerException e) {
            p("null key: " + e.getMessage());
        }
        Collector<String, ?, Map<Integer, List<String>>> c = Collectors.groupingBy(String::length);
        p(c.characteristics() + " " + Collectors.groupingBy(String::length, Collectors.counting()).characteristics()
                + " " + Collectors.toList().characteristics() + " " + Collectors.toSet().characteristics()
                + " " + Collectors.joining().characteristics() + " " + Collectors.partitioningBy(x -> true).characteristics()
                + " " + Collectors.toMap(x -> x, x -> x).characteristics() + " " + Collectors.summarizingInt(x -> 1).characteristics());
    }
}
