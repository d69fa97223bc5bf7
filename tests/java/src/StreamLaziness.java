import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** The order of side effects in stream pipelines: laziness, short-circuiting, barriers. */
public class StreamLaziness {
    static List<String> log = new ArrayList<>();

    static void show(String title, Object result) {
        System.out.println(title + ": " + result + " " + log);
        log.clear();
    }

    public static void main(String[] args) {
        // nothing runs before the terminal operation
        Stream<Integer> s = Stream.of(1, 2, 3).peek(x -> log.add("p" + x)).map(x -> { log.add("m" + x); return x; });
        show("built", "-");
        show("forEach", s.collect(Collectors.toList()));

        // element at a time: each element goes through all stages before the next
        show("limit", Stream.of(1, 2, 3, 4, 5).peek(x -> log.add("a" + x)).filter(x -> x % 2 == 1)
                .peek(x -> log.add("b" + x)).limit(2).toList());
        show("findFirst", Stream.of(5, 6, 7, 8).peek(x -> log.add("a" + x)).filter(x -> x > 6).findFirst());
        show("anyMatch", Stream.of(1, 2, 3, 4).peek(x -> log.add("a" + x)).anyMatch(x -> x == 2));
        show("allMatch", Stream.of(1, 2, 3, 4).peek(x -> log.add("a" + x)).allMatch(x -> x < 3));
        show("noneMatch", Stream.of(1, 2, 3, 4).peek(x -> log.add("a" + x)).noneMatch(x -> x == 3));
        // sorted is a barrier: everything upstream runs first
        show("sorted", Stream.of(3, 1, 2).peek(x -> log.add("a" + x)).sorted().peek(x -> log.add("b" + x)).findFirst());
        show("sorted-limit", Stream.of(3, 1, 2, 5, 4).peek(x -> log.add("a" + x)).sorted(Comparator.reverseOrder())
                .peek(x -> log.add("b" + x)).limit(2).toList());
        show("distinct", Stream.of(1, 1, 2, 1, 3).peek(x -> log.add("a" + x)).distinct().peek(x -> log.add("b" + x)).toList());
        show("skip", Stream.of(1, 2, 3, 4).peek(x -> log.add("a" + x)).skip(2).peek(x -> log.add("b" + x)).toList());
        show("takeWhile", Stream.of(1, 2, 3, 4, 1).peek(x -> log.add("a" + x)).takeWhile(x -> x < 3).toList());
        show("dropWhile", Stream.of(1, 2, 3, 4, 1).peek(x -> log.add("a" + x)).dropWhile(x -> x < 3).toList());
        // flatMap: the inner streams are consumed lazily when short-circuiting
        show("flatMap", Stream.of(1, 2, 3).flatMap(x -> Stream.of(x, x * 10).peek(y -> log.add("i" + y)))
                .peek(y -> log.add("o" + y)).limit(3).toList());
        show("flatMap-infinite", Stream.of("a", "b").flatMap(x -> Stream.iterate(0, i -> i + 1).map(i -> x + i))
                .limit(4).toList());
        show("mapMulti", Stream.of(1, 2, 3).<Integer>mapMulti((x, sink) -> { log.add("mm" + x); sink.accept(x); sink.accept(-x); })
                .limit(3).toList());

        // infinite streams terminate with limit, takeWhile, findFirst, anyMatch
        show("iterate", Stream.iterate(1, x -> { log.add("f" + x); return x + 1; }).limit(3).toList());
        show("iterate3", Stream.iterate(1, x -> { log.add("t" + x); return x < 4; }, x -> x + 1).toList());
        show("generate", Stream.generate(() -> "g").peek(x -> log.add(x)).takeWhile(x -> log.size() < 4).count());
        show("intIterate", IntStream.iterate(0, i -> i + 7).filter(i -> i % 5 == 3).findFirst());
        show("intAny", IntStream.iterate(1, i -> i * 2).anyMatch(i -> i > 1000));
        show("range-limit", IntStream.range(0, 1_000_000_000).peek(i -> log.add("r" + i)).limit(3).sum());

        // count() on a sized pipeline does not traverse (as in JDK 9+)
        show("count-sized", List.of(1, 2, 3).stream().peek(x -> log.add("c" + x)).map(x -> x * 2).count());
        show("count-filter", List.of(1, 2, 3).stream().peek(x -> log.add("c" + x)).filter(x -> x > 1).count());
        show("count-range", IntStream.range(0, 4).peek(i -> log.add("c" + i)).count());
        show("count-limit", Stream.of(1, 2, 3).peek(x -> log.add("c" + x)).limit(2).count());
        show("count-iterate", Stream.iterate(1, x -> x + 1).limit(3).peek(x -> log.add("c" + x)).count());

        // late binding: the list is read when the terminal operation runs
        List<Integer> list = new ArrayList<>(List.of(1, 2));
        Stream<Integer> late = list.stream();
        list.add(3);
        show("late-binding", late.toList());

        // the iterator pulls one element at a time
        Iterator<Integer> it = Stream.of(1, 2, 3, 4).peek(x -> log.add("it" + x)).filter(x -> x % 2 == 0).iterator();
        show("iterator-created", "-");
        show("iterator-next", it.next());
        show("iterator-hasNext", it.hasNext());
        show("iterator-next2", it.next() + " " + it.hasNext());
        Spliterator<Integer> sp = Stream.of(4, 2, 3).peek(x -> log.add("sp" + x)).sorted().spliterator();
        show("spliterator", sp.tryAdvance(x -> log.add("got" + x)));
        show("spliterator-rest", sp.tryAdvance(x -> log.add("got" + x)) + " " + sp.tryAdvance(x -> log.add("got" + x)) + " " + sp.tryAdvance(x -> log.add("x")));

        // concat is lazy too
        show("concat", Stream.concat(Stream.of(1, 2).peek(x -> log.add("l" + x)), Stream.iterate(10, x -> x + 1).peek(x -> log.add("r" + x)))
                .limit(3).toList());
        // changing an ArrayList under its stream: every bound element is seen, then ConcurrentModificationException
        List<Integer> changing = new ArrayList<>(List.of(1, 2, 3));
        try {
            changing.stream().forEach(x -> { log.add("see" + x); if (x == 1) changing.add(9); });
        } catch (ConcurrentModificationException e) {
            show("cme-forEach", changing);
        }
        try {
            changing.stream().peek(x -> { log.add("p" + x); if (x == 2) changing.remove(0); }).anyMatch(x -> x > 5);
        } catch (ConcurrentModificationException e) {
            show("cme-tryAdvance", changing);
        }
        Spliterator<Integer> whole = new ArrayList<>(List.of(1, 2, 3, 4, 5)).spliterator();
        Spliterator<Integer> half = whole.trySplit();
        half.forEachRemaining(x -> log.add("h" + x));
        whole.forEachRemaining(x -> log.add("w" + x));
        show("arraylist-split", half.estimateSize() + " " + whole.estimateSize());
        // the reduction order is left to right
        show("reduce", Stream.of("a", "b", "c").reduce("", (x, y) -> { log.add(x + "+" + y); return x + y; }));
        // Collectors run downstream per element
        show("groupingBy", Stream.of("x1", "y1", "x2").peek(x -> log.add("g" + x))
                .collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.mapping(w -> { log.add("m" + w); return w.charAt(1); }, Collectors.toList()))));
    }
}
