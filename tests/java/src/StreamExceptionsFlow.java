import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Exceptions thrown inside pipelines reach the caller unchanged, with the lambda on top of the stack. */
public class StreamExceptionsFlow {
    static class Oops extends RuntimeException {
        Oops(String m) {
            super(m);
        }
    }

    static int check(int x) {
        if (x == 3) throw new Oops("bad element " + x);
        return x;
    }

    static void run(String title, Runnable r) {
        try {
            r.run();
            System.out.println(title + ": completed");
        } catch (RuntimeException e) {
            StackTraceElement top = e.getStackTrace()[0];
            boolean fromTest = Arrays.stream(e.getStackTrace()).anyMatch(f -> f.getClassName().equals("StreamExceptionsFlow")
                    && f.getMethodName().startsWith("lambda$"));
            System.out.println(title + ": " + e + " top=" + (top.getClassName().startsWith("StreamExceptionsFlow") ? (top.getMethodName().startsWith("lambda$") ? "lambda" : top.getMethodName()) : "library") + " lambdaFrame=" + fromTest);
        }
    }

    public static void main(String[] args) {
        List<String> log = new ArrayList<>();
        run("map", () -> Stream.of(1, 2, 3, 4).map(StreamExceptionsFlow::check).forEach(x -> log.add("got" + x)));
        System.out.println(log);
        log.clear();
        run("filter after peek", () -> IntStream.range(0, 10).peek(i -> log.add("p" + i)).filter(i -> 10 / (3 - i) > 0).sum());
        System.out.println(log);
        run("sorted comparator", () -> Stream.of("a", "bb", "c").sorted((x, y) -> { throw new Oops("no order"); }).toList());
        run("collector accumulator", () -> Stream.of(1, 2).collect(Collectors.toMap(x -> "k", x -> x)));
        run("downstream finisher", () -> Stream.of(1).collect(Collectors.collectingAndThen(Collectors.toList(), l -> l.get(5))));
        run("flatMap inner", () -> Stream.of(1, 2).flatMap(x -> x == 2 ? null : Stream.of(x)).forEach(x -> log.add("flat" + x)));
        System.out.println(log);
        run("flatMap null inner is empty", () -> System.out.println(Stream.of(1, 2).flatMap(x -> x == 2 ? null : Stream.of(x)).toList()));
        run("iterate generator", () -> Stream.iterate(1, x -> x / (x - 4)).limit(10).toList());
        run("generate supplier", () -> Stream.generate(() -> { throw new Oops("empty well"); }).findFirst());
        run("reduce", () -> Stream.of(1, 2, 3).reduce((a, b) -> { if (b == 3) throw new ArithmeticException("three"); return a + b; }));
        run("checked via sneaky wrapper", () -> Stream.of("1", "2", "x").map(s -> {
            try {
                return Integer.parseInt(s);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("wrapped", e);
            }
        }).toList());
        run("error in takeWhile", () -> Stream.of(1, 2).takeWhile(x -> { throw new Oops("pred"); }).toList());
        run("iterator next", () -> {
            Iterator<Integer> it = Stream.of(1, 2, 3).map(StreamExceptionsFlow::check).iterator();
            while (it.hasNext()) log.add("it" + it.next());
        });
        System.out.println(log);
        run("close handler after failure", () -> {
            try (Stream<Integer> s = Stream.of(3).onClose(() -> log.add("closed"))) {
                s.map(StreamExceptionsFlow::check).toList();
            }
        });
        System.out.println(log);
        run("ClassCastException in sorted", () -> Stream.of(new Object(), new Object()).sorted().toList());
        run("stack overflow in recursion", () -> {
            Function<Integer, Integer>[] f = new Function[1];
            f[0] = n -> n == 0 ? 0 : Stream.of(n - 1).map(f[0]).findFirst().get() + 1;
            System.out.println(f[0].apply(200));
        });
        // the original exception object is what arrives
        Oops mine = new Oops("identity");
        try {
            Stream.of(1).forEach(x -> { throw mine; });
        } catch (Oops e) {
            System.out.println("same object: " + (e == mine));
        }
    }
}
