import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** flatMap and mapMulti in all shapes, Optional streams, and pipelines built from iterators. */
public class StreamFlatMapping {
    record Dept(String name, List<Emp> staff) {}

    record Emp(String name, Optional<String> manager, int[] scores) {}

    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        List<Dept> depts = List.of(
                new Dept("eng", List.of(new Emp("ivy", Optional.empty(), new int[] {9, 7}), new Emp("jon", Optional.of("ivy"), new int[] {6}))),
                new Dept("ops", List.of()),
                new Dept("art", List.of(new Emp("kim", Optional.of("lea"), new int[] {8, 8, 10}), new Emp("lea", Optional.empty(), new int[0]))));
        p(depts.stream().flatMap(d -> d.staff().stream()).map(Emp::name).toList());
        p(depts.stream().flatMap(d -> d.staff().stream()).map(Emp::manager).flatMap(Optional::stream).toList());
        p(depts.stream().flatMap(d -> d.staff().stream()).flatMapToInt(e -> Arrays.stream(e.scores())).summaryStatistics());
        p(depts.stream().flatMap(d -> d.staff().stream().map(e -> d.name() + "/" + e.name())).collect(Collectors.joining(" ")));
        p(depts.stream().collect(Collectors.toMap(Dept::name, d -> d.staff().stream().flatMapToInt(e -> IntStream.of(e.scores())).sum(),
                (a, b) -> a, LinkedHashMap::new)));
        p(depts.stream().mapMultiToInt((Dept d, IntConsumer sink) -> d.staff().forEach(e -> sink.accept(e.scores().length))).boxed().toList());
        p(Stream.of("a,b", "c", "", "d,e,f").<String>mapMulti((s, sink) -> {
            for (String part : s.split(",")) if (!part.isEmpty()) sink.accept(part.toUpperCase());
        }).toList());
        p(Stream.of(1, 2, 3).mapMultiToLong((x, sink) -> { sink.accept(x); sink.accept(x * 1_000_000_000_000L); }).sum());
        p(Stream.of(1.5, 2.5).mapMultiToDouble((x, sink) -> sink.accept(x * 2)).sum());
        p(Stream.of(2, 3).flatMapToLong(x -> LongStream.range(0, x)).boxed().toList() + " "
                + Stream.of(2, 3).flatMapToDouble(x -> DoubleStream.of(x, x / 2.0)).boxed().toList());
        p(LongStream.of(1, 2).flatMap(x -> LongStream.of(x, -x)).boxed().toList() + " "
                + LongStream.of(5).mapMulti((x, sink) -> { sink.accept(x); sink.accept(x + 1); }).boxed().toList());
        p(DoubleStream.of(1).mapMulti((x, sink) -> sink.accept(x / 4)).boxed().toList());
        // deep nesting and flattening trees
        List<Object> tree = List.of(1, List.of(2, List.of(3, 4), List.of()), 5, List.of(List.of(List.of(6))));
        p(flatten(tree).toList());
        p(Stream.of(Stream.of(1, 2), Stream.of(3), Stream.<Integer>empty()).flatMap(s -> s).toList());
        p(Stream.of(List.of(1, 2), List.of(3, 4)).flatMap(List::stream).mapToInt(i -> i).max());
        p(IntStream.rangeClosed(1, 4).boxed().flatMap(i -> Collections.nCopies(i, i).stream()).toList());
        // reduce many streams with concat
        Stream<Integer> all = IntStream.range(0, 6).mapToObj(i -> Stream.of(i, i * 10)).reduce(Stream.empty(), Stream::concat);
        p(all.toList());
        // Iterable from a stream, and a stream from an iterable
        Iterable<String> once = Stream.of("x", "y", "z")::iterator;
        for (String s : once) System.out.print(s);
        System.out.println();
        Iterable<Integer> range = () -> IntStream.range(0, 4).iterator();
        p(StreamSupport.stream(range.spliterator(), false).map(i -> i * 3).toList());
        Iterator<String> source = List.of("p", "q", "r", "s").iterator();
        p(StreamSupport.stream(Spliterators.spliteratorUnknownSize(source, Spliterator.ORDERED), false).skip(1).limit(2).toList()
                + " left: " + source.next());
        // Optional in pipelines
        p(Stream.of("7", "x", "12", "").map(StreamFlatMapping::parse).flatMap(Optional::stream).mapToInt(Integer::intValue).sum());
        p(Optional.of("abc").stream().flatMapToInt(String::chars).boxed().toList());
        p(OptionalInt.of(4).stream().boxed().toList() + " " + OptionalLong.empty().stream().count() + " " + OptionalDouble.of(2.5).stream().sum());
        p(Stream.of(Optional.of(1), Optional.<Integer>empty(), Optional.of(3)).flatMap(Optional::stream).reduce(0, Integer::sum));
    }

    static Optional<Integer> parse(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static Stream<Object> flatten(Object o) {
        return o instanceof List<?> l ? l.stream().flatMap(StreamFlatMapping::flatten) : Stream.of(o);
    }
}
