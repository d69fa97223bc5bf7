import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** IntStream, LongStream and DoubleStream. */
public class PrimitiveStreams {
    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        p(Arrays.toString(IntStream.range(0, 10).toArray()));
        p(Arrays.toString(IntStream.rangeClosed(-3, 3).map(i -> i * i).toArray()));
        p(IntStream.range(5, 5).count() + " " + IntStream.rangeClosed(5, 4).count() + " " + IntStream.rangeClosed(7, 7).sum());
        p(IntStream.rangeClosed(Integer.MAX_VALUE - 2, Integer.MAX_VALUE).boxed().toList());
        p(IntStream.range(Integer.MIN_VALUE, Integer.MIN_VALUE + 3).boxed().toList());
        p(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).sorted().boxed().toList());
        p(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).distinct().boxed().toList());
        p(IntStream.of(3, 1, 4, 1, 5, 9, 2, 6).filter(i -> i % 2 == 0).mapToObj(i -> "<" + i + ">").collect(Collectors.joining()));
        p(IntStream.iterate(1, i -> i * 2).limit(12).sum());
        p(IntStream.iterate(1, i -> i <= 1000, i -> i * 3).boxed().toList());
        int[] next = {10};
        p(Arrays.toString(IntStream.generate(() -> next[0]--).limit(4).toArray()));
        p(IntStream.of(1, 2, 3).sum() + " " + IntStream.empty().sum() + " " + IntStream.of(Integer.MAX_VALUE, 1).sum());
        p(IntStream.of(4, 2, 9).min() + " " + IntStream.of(4, 2, 9).max() + " " + IntStream.empty().min());
        p(IntStream.of(1, 2).average() + " " + IntStream.empty().average() + " " + IntStream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).average());
        p(IntStream.of(5, 6, 7).reduce(0, (a, b) -> a * 10 + b) + " " + IntStream.of(5, 6, 7).reduce((a, b) -> a - b) + " " + IntStream.empty().reduce(Integer::sum));
        p(IntStream.of(1, 2, 3, 4).anyMatch(i -> i > 3) + " " + IntStream.of(1, 2, 3, 4).allMatch(i -> i > 0) + " " + IntStream.of(1, 2).noneMatch(i -> i == 2));
        p(IntStream.of(7, 8).findFirst() + " " + IntStream.empty().findAny());
        p(IntStream.range(0, 5).mapToLong(i -> 1L << (i * 10)).sum());
        p(IntStream.range(1, 4).mapToDouble(i -> 1.0 / i).sum());
        p(IntStream.range(0, 3).asLongStream().map(l -> l * 3_000_000_000L).boxed().toList());
        p(IntStream.range(0, 3).asDoubleStream().map(Math::sqrt).boxed().toList());
        p(IntStream.range(0, 4).flatMap(i -> IntStream.range(0, i)).boxed().toList());
        p(IntStream.of(1, 2, 3).mapMulti((i, sink) -> { if (i != 2) { sink.accept(i); sink.accept(i * 100); } }).boxed().toList());
        p(IntStream.of(1, 2, 3, 10, 2).takeWhile(i -> i < 5).boxed().toList() + " " + IntStream.of(1, 2, 3, 10, 2).dropWhile(i -> i < 5).boxed().toList());
        p(IntStream.range(0, 20).skip(5).limit(4).boxed().toList());
        List<String> log = new ArrayList<>();
        p(IntStream.range(0, 5).peek(i -> log.add("p" + i)).map(i -> i + 1).filter(i -> i > 2).findFirst() + " " + log);
        p(IntStream.range(0, 6).collect(ArrayList<Integer>::new, ArrayList::add, ArrayList::addAll));
        p(IntStream.concat(IntStream.of(1, 2), IntStream.range(10, 12)).boxed().toList());
        PrimitiveIterator.OfInt it = IntStream.of(4, 5, 6).iterator();
        int acc = 0;
        while (it.hasNext()) acc = acc * 10 + it.nextInt();
        p(acc);
        Spliterator.OfInt sp = IntStream.range(0, 4).spliterator();
        sp.tryAdvance((IntConsumer) i -> log.add("first" + i));
        sp.forEachRemaining((IntConsumer) i -> log.add("rest" + i));
        p(log);
        p(IntStream.of(1, 2, 3).summaryStatistics());
        p(IntStream.empty().summaryStatistics());
        IntSummaryStatistics st = IntStream.of(-5, 17, 3).summaryStatistics();
        p(st.getCount() + " " + st.getSum() + " " + st.getMin() + " " + st.getMax() + " " + st.getAverage());
        p("hello".chars().map(Character::toUpperCase).mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining()));

        // LongStream
        p(LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b));
        p(LongStream.range(0, 5).map(l -> l * l).boxed().toList() + " " + LongStream.range(3, 3).count());
        p(LongStream.of(5, 3, 9).sorted().boxed().toList() + " " + LongStream.of(5, 3, 9).max() + " " + LongStream.empty().min());
        p(LongStream.of(Long.MAX_VALUE, 1).sum() + " " + LongStream.of(1, 2).average());
        p(LongStream.iterate(1, l -> l * 10).limit(19).max().getAsLong());
        p(LongStream.iterate(2, l -> l < 1_000_000, l -> l * l).boxed().toList());
        p(LongStream.of(1, 2, 3).summaryStatistics());
        p(LongStream.range(0, 3).mapToInt(l -> (int) l + 1).sum() + " " + LongStream.range(0, 3).mapToDouble(l -> l / 2.0).sum()
                + " " + LongStream.range(0, 3).asDoubleStream().boxed().toList() + " " + LongStream.range(0, 4).mapToObj(Long::toHexString).toList());
        p(LongStream.concat(LongStream.of(1), LongStream.of(2)).boxed().toList() + " " + LongStream.of(7).findFirst());
        LongStream.Builder lb = LongStream.builder();
        lb.add(1).add(2);
        p(lb.build().map(l -> -l).boxed().toList());

        // DoubleStream
        p(DoubleStream.of(0.1, 0.2, 0.3).sum() + " " + (0.1 + 0.2 + 0.3));
        p(DoubleStream.generate(() -> 0.1).limit(10).sum() + " " + DoubleStream.iterate(0.1, d -> d).limit(10).reduce(0, Double::sum));
        p(DoubleStream.of(1e100, 1.0, -1e100).sum() + " " + DoubleStream.of(1, 2, 4).average() + " " + DoubleStream.empty().average());
        p(DoubleStream.of(Double.NaN, 1).sum() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, 1).sum() + " "
                + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum() + " " + DoubleStream.of(Double.MAX_VALUE, Double.MAX_VALUE).sum());
        p(DoubleStream.of(3.5, -0.0, 0.0, Double.NaN, -1).sorted().boxed().toList());
        p(DoubleStream.of(3.5, -0.0, 0.0, Double.NaN, -1).min() + " " + DoubleStream.of(3.5, Double.NaN).max() + " " + DoubleStream.of(0.0, -0.0).min());
        p(DoubleStream.of(1.5, 1.5, -0.0, 0.0, Double.NaN, Double.NaN).distinct().boxed().toList());
        p(DoubleStream.of(1.25, 2.5).map(d -> d * 2).mapToInt(d -> (int) d).sum() + " " + DoubleStream.of(1.9, -1.9).mapToLong(d -> (long) d).boxed().toList());
        p(DoubleStream.of(0.5, 0.25).mapToObj(d -> "d" + d).toList() + " " + DoubleStream.of(4, 9).flatMap(d -> DoubleStream.of(d, Math.sqrt(d))).boxed().toList());
        p(DoubleStream.of(1, 2, 3).summaryStatistics());
        p(DoubleStream.of(0.1, 0.2, 1e-7).summaryStatistics());
        p(DoubleStream.empty().summaryStatistics());
        p(DoubleStream.of(-2.5, 1e10, 3).summaryStatistics());
        p(DoubleStream.of(0.0000005, 0.0000015, 2.0000005).summaryStatistics());
        p(DoubleStream.of(Double.NaN).summaryStatistics() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, -1).summaryStatistics());
        double[] arr = DoubleStream.iterate(1, d -> d / 2).takeWhile(d -> d > 0.1).toArray();
        p(Arrays.toString(arr));
        PrimitiveIterator.OfDouble dit = DoubleStream.of(1.5, 2.5).iterator();
        p(dit.nextDouble() + " " + dit.next() + " " + dit.hasNext());
    }
}
