import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Stream sources, intermediate and terminal operations of java.util.stream.Stream. */
public class StreamBasics {
    record Person(String name, int age, String city) {}

    public static void main(String[] args) {
        List<String> words = List.of("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot");
        System.out.println(words.stream().filter(w -> w.length() == 5).collect(Collectors.toList()));
        System.out.println(words.stream().map(String::toUpperCase).toList());
        System.out.println(words.stream().distinct().sorted().toList());
        System.out.println(words.stream().sorted(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).toList());
        System.out.println(words.stream().skip(2).limit(3).toList());
        System.out.println(words.stream().count() + " " + words.stream().distinct().count());
        System.out.println(words.stream().anyMatch(w -> w.startsWith("c")) + " "
                + words.stream().allMatch(w -> w.length() > 3) + " "
                + words.stream().noneMatch(String::isEmpty));
        System.out.println(words.stream().findFirst().get() + " " + words.stream().filter(w -> w.contains("o")).findAny().orElse("?"));
        System.out.println(Stream.<String>empty().findFirst());
        System.out.println(words.stream().min(Comparator.naturalOrder()) + " " + words.stream().max(Comparator.naturalOrder()));
        System.out.println(words.stream().reduce("", (a, b) -> a + b.charAt(0)));
        System.out.println(words.stream().map(String::length).reduce(Integer::sum));
        System.out.println(words.stream().reduce(0, (acc, w) -> acc + w.length(), Integer::sum));
        System.out.println(Stream.of(1, 2, 3).reduce((a, b) -> a * b).get());
        StringBuilder sb = words.stream().collect(StringBuilder::new, (b, w) -> b.append(w.charAt(1)), StringBuilder::append);
        System.out.println(sb);
        Object[] arr = words.stream().limit(2).toArray();
        System.out.println(arr.getClass().getSimpleName() + " " + Arrays.toString(arr));
        String[] sarr = words.stream().skip(5).toArray(String[]::new);
        System.out.println(sarr.getClass().getSimpleName() + " " + Arrays.toString(sarr));
        Iterator<String> it = words.stream().map(w -> w.substring(0, 2)).iterator();
        while (it.hasNext()) System.out.print(it.next() + ";");
        System.out.println();
        words.stream().limit(3).forEach(w -> System.out.print("[" + w + "]"));
        System.out.println();
        words.stream().forEachOrdered(w -> System.out.print(w.length()));
        System.out.println();

        // sources
        System.out.println(Stream.of("x").toList() + " " + Stream.ofNullable(null).count() + " " + Stream.ofNullable("y").toList());
        System.out.println(Stream.iterate(1, x -> x * 3).limit(6).toList());
        System.out.println(Stream.iterate(1, x -> x < 200, x -> x * 2).toList());
        int[] counter = {0};
        System.out.println(Stream.generate(() -> counter[0]++).limit(5).toList());
        System.out.println(Stream.concat(Stream.of(1, 2), Stream.of(3, 4)).map(x -> x * 10).toList());
        Stream.Builder<String> b = Stream.builder();
        b.add("p").add("q").accept("r");
        System.out.println(b.build().collect(Collectors.joining("+")));
        try {
            b.add("s");
        } catch (IllegalStateException e) {
            System.out.println("builder: " + e);
        }
        System.out.println(Arrays.stream(new String[] {"a", "b", "c", "d"}, 1, 3).toList());
        System.out.println(new ArrayDeque<>(List.of(3, 1, 2)).stream().sorted().toList());
        System.out.println(new TreeSet<>(words).stream().toList());
        System.out.println(new LinkedHashMap<>(Map.of("k", 1)).entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList());

        // flatMap, mapMulti, takeWhile, dropWhile, peek
        List<List<Integer>> nested = List.of(List.of(1, 2), List.of(), List.of(3), List.of(4, 5, 6));
        System.out.println(nested.stream().flatMap(List::stream).map(x -> x * x).toList());
        System.out.println(Stream.of(1, 2, 3).<String>mapMulti((x, sink) -> {
            for (int i = 0; i < x; i++) sink.accept(x + ":" + i);
        }).toList());
        System.out.println(Stream.of(1, 2, 3, 10, 4, 5).takeWhile(x -> x < 5).toList());
        System.out.println(Stream.of(1, 2, 3, 10, 4, 5).dropWhile(x -> x < 5).toList());
        List<String> seen = new ArrayList<>();
        List<Integer> out = Stream.of(5, 3, 8).peek(x -> seen.add("peek" + x)).map(x -> x + 1).toList();
        System.out.println(seen + " " + out);

        // records, mapToInt, sum, average
        List<Person> people = List.of(new Person("Ann", 31, "Oslo"), new Person("Bob", 25, "Rome"),
                new Person("Cid", 42, "Oslo"), new Person("Dee", 25, "Lima"));
        System.out.println(people.stream().mapToInt(Person::age).sum() + " "
                + people.stream().mapToInt(Person::age).average().getAsDouble() + " "
                + people.stream().mapToInt(Person::age).max().getAsInt());
        System.out.println(people.stream().sorted(Comparator.comparingInt(Person::age).thenComparing(Person::name, Comparator.reverseOrder()))
                .map(Person::name).collect(Collectors.joining(", ", "<", ">")));
        System.out.println(people.stream().map(Person::city).distinct().toList());
        System.out.println(people.stream().max(Comparator.comparingInt(Person::age)).map(Person::toString).orElse("none"));
        Optional<Person> young = people.stream().filter(p -> p.age() < 20).findFirst();
        System.out.println(young.isPresent() + " " + young);
        System.out.println(Optional.of(3).stream().toList() + " " + Optional.empty().stream().count());

        // toList is unmodifiable and accepts null
        List<String> tl = Stream.of("a", null, "b").toList();
        System.out.println(tl + " " + tl.contains(null));
        try {
            tl.add("c");
        } catch (UnsupportedOperationException e) {
            System.out.println("toList add: " + e.getClass().getName());
        }
        // parallel runs and gives the same result
        System.out.println(IntStream.rangeClosed(1, 100).parallel().sum() + " " + words.parallelStream().map(String::length).toList());
        Stream<Integer> ps = Stream.of(1).parallel();
        System.out.println(ps.isParallel() + " " + ps.sequential().isParallel());
    }
}
