import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** A stream is used once; close handlers run once, in order, with suppressed exceptions. */
public class StreamReuseClose {
    static void attempt(String title, Runnable r) {
        try {
            r.run();
            System.out.println(title + ": ok");
        } catch (RuntimeException e) {
            System.out.println(title + ": " + e);
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed " + s);
        }
    }

    public static void main(String[] args) {
        Stream<String> s = Stream.of("a", "b");
        s.map(String::toUpperCase);
        attempt("second op", () -> s.filter(x -> true));
        attempt("terminal after op", () -> s.forEach(System.out::println));
        Stream<String> t = Stream.of("a");
        t.count();
        attempt("second terminal", () -> t.count());
        attempt("onClose after use", () -> t.onClose(() -> {}));
        IntStream is = IntStream.range(0, 3);
        is.sum();
        attempt("int reuse", () -> is.boxed());
        LongStream ls = LongStream.of(1, 2);
        ls.map(x -> x);
        attempt("long reuse", () -> ls.sum());
        DoubleStream ds = DoubleStream.of(1);
        ds.iterator();
        attempt("double after iterator", () -> ds.sum());
        Stream<Integer> u = Stream.of(1, 2, 3);
        Stream<Integer> uu = u.unordered();
        attempt("after unordered", () -> u.count());
        System.out.println(uu.count());
        Stream<Integer> sk = Stream.of(1, 2);
        Stream<Integer> sk0 = sk.skip(0);
        System.out.println("skip(0) same stream: " + (sk == sk0));
        Stream<Integer> par = Stream.of(1, 2);
        System.out.println("parallel same stream: " + (par == par.parallel()) + " " + (par == par.sequential()));

        // close handlers
        List<String> log = new ArrayList<>();
        Stream<String> c = Stream.of("x").onClose(() -> log.add("h1")).onClose(() -> log.add("h2"));
        Stream<String> c2 = c.map(x -> x).onClose(() -> log.add("h3"));
        System.out.println(c2.toList() + " " + log);
        c2.close();
        System.out.println("closed " + log);
        c2.close();
        System.out.println("closed twice " + log);
        attempt("use after close", () -> c2.count());
        log.clear();
        try (Stream<Integer> r = Stream.of(1, 2, 3).onClose(() -> log.add("twr"))) {
            System.out.println(r.mapToInt(Integer::intValue).sum());
        }
        System.out.println(log);
        attempt("close exceptions", () -> {
            Stream<Integer> e = Stream.of(1)
                    .onClose(() -> { throw new IllegalStateException("first"); })
                    .onClose(() -> log.add("runs anyway"))
                    .onClose(() -> { throw new IllegalArgumentException("second"); })
                    .onClose(() -> { throw new UnsupportedOperationException("third"); });
            e.close();
        });
        System.out.println(log);
        RuntimeException same = new RuntimeException("same");
        attempt("same exception twice", () -> Stream.of(1).onClose(() -> { throw same; }).onClose(() -> { throw same; }).close());
        attempt("null handler", () -> Stream.of(1).onClose(null));

        // flatMap closes each inner stream after use
        log.clear();
        List<Integer> flat = Stream.of(1, 2).flatMap(x -> Stream.of(x, -x).onClose(() -> log.add("inner" + x))).toList();
        System.out.println(flat + " " + log);
        log.clear();
        Optional<Integer> first = Stream.of(1, 2).flatMap(x -> Stream.of(x, -x).onClose(() -> log.add("inner" + x))).findFirst();
        System.out.println(first + " " + log);
        // concat closes both
        log.clear();
        Stream<String> cc = Stream.concat(Stream.of("l").onClose(() -> log.add("left")), Stream.of("r").onClose(() -> log.add("right")));
        System.out.println(cc.toList());
        cc.close();
        System.out.println(log);
        attempt("concat of used stream", () -> {
            Stream<Integer> used = Stream.of(1);
            used.count();
            Stream.concat(used, Stream.of(2));
        });
        // builders
        IntStream.Builder ib = IntStream.builder();
        ib.add(3).add(1).accept(2);
        IntStream built = ib.build();
        attempt("int builder after build", () -> ib.add(4));
        attempt("int builder build twice", () -> ib.build());
        System.out.println(Arrays.toString(built.sorted().toArray()));
        // argument checks
        attempt("limit(-1)", () -> Stream.of(1).limit(-1));
        attempt("skip(-2)", () -> Stream.of(1).skip(-2));
        attempt("IntStream limit(-3)", () -> IntStream.of(1).limit(-3));
        attempt("map(null)", () -> Stream.of(1).map(null));
        attempt("findFirst null", () -> Stream.of((Object) null).findFirst());
        attempt("min null", () -> Stream.of(null, "a").min(Comparator.nullsFirst(Comparator.<String>naturalOrder())));
        attempt("reduce to null", () -> Stream.of("a", "b").reduce((a, b) -> null));
        attempt("iterator exhausted", () -> Stream.empty().iterator().next());
        attempt("PrimitiveIterator exhausted", () -> IntStream.empty().iterator().nextInt());
        attempt("OptionalInt empty", () -> IntStream.empty().max().getAsInt());
        attempt("toArray wrong type", () -> Stream.of(1, 2).toArray(String[]::new));
        attempt("exception in lambda", () -> Stream.of("1", "x", "3").map(Integer::parseInt).toList());
    }
}
