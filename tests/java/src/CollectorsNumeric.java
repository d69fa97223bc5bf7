import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Numeric collectors, summary statistics and random number streams. */
public class CollectorsNumeric {
    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        List<Integer> nums = List.of(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5);
        p(nums.stream().collect(Collectors.counting()) + " " + Stream.empty().collect(Collectors.counting()));
        p(nums.stream().collect(Collectors.summingInt(Integer::intValue)) + " " + nums.stream().collect(Collectors.summingLong(i -> i * 1_000_000_000L)));
        p(nums.stream().collect(Collectors.summingDouble(i -> i / 10.0)) + " " + nums.stream().mapToDouble(i -> i / 10.0).sum());
        p(nums.stream().collect(Collectors.averagingInt(Integer::intValue)) + " " + nums.stream().collect(Collectors.averagingLong(Integer::longValue))
                + " " + nums.stream().collect(Collectors.averagingDouble(i -> i * 0.1)) + " " + Stream.<Integer>empty().collect(Collectors.averagingInt(i -> i)));
        p(Stream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).collect(Collectors.summingInt(i -> i)) + " "
                + Stream.of(Integer.MAX_VALUE, Integer.MAX_VALUE).collect(Collectors.averagingInt(i -> i)));
        p(Collections.nCopies(10, 0.1).stream().collect(Collectors.summingDouble(d -> d)) + " "
                + Collections.nCopies(10, 0.1).stream().reduce(0.0, Double::sum) + " "
                + Collections.nCopies(10, 0.1).stream().collect(Collectors.averagingDouble(d -> d)));
        p(Stream.of(1e308, 1e308, -1e308).collect(Collectors.summingDouble(d -> d)) + " "
                + Stream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).collect(Collectors.summingDouble(d -> d)) + " "
                + Stream.of(Double.POSITIVE_INFINITY, 1.0).collect(Collectors.averagingDouble(d -> d)));
        p(nums.stream().collect(Collectors.minBy(Comparator.naturalOrder())) + " " + nums.stream().collect(Collectors.maxBy(Comparator.naturalOrder()))
                + " " + Stream.<Integer>empty().collect(Collectors.minBy(Comparator.naturalOrder())));
        p(nums.stream().collect(Collectors.reducing(0, Integer::sum)) + " " + nums.stream().collect(Collectors.reducing(Integer::max))
                + " " + nums.stream().collect(Collectors.reducing(0, i -> i * i, Integer::sum)) + " " + Stream.<Integer>empty().collect(Collectors.reducing(Integer::max)));
        p(nums.stream().collect(Collectors.summarizingInt(Integer::intValue)));
        p(nums.stream().collect(Collectors.summarizingLong(i -> -i * 3_000_000_000L)));
        p(nums.stream().collect(Collectors.summarizingDouble(i -> i / 3.0)));
        p(Stream.<Integer>empty().collect(Collectors.summarizingDouble(i -> i)));
        p(nums.stream().collect(Collectors.teeing(Collectors.summingInt(i -> i), Collectors.counting(), (s, n) -> s + "/" + n)));

        // summary statistics objects directly
        IntSummaryStatistics a = new IntSummaryStatistics();
        a.accept(10);
        a.accept(-4);
        IntSummaryStatistics b = new IntSummaryStatistics(3, 1, 9, 15);
        a.combine(b);
        p(a + " " + a.getAverage());
        LongSummaryStatistics l = new LongSummaryStatistics();
        l.accept(5);
        l.accept(7L);
        p(l + " " + new LongSummaryStatistics(0, 5, 1, 0));
        DoubleSummaryStatistics d = new DoubleSummaryStatistics();
        d.accept(0.1);
        d.accept(0.2);
        DoubleSummaryStatistics d2 = new DoubleSummaryStatistics();
        d2.accept(0.3);
        d.combine(d2);
        p(d + " " + d.getSum() + " " + d.getAverage());
        p(new DoubleSummaryStatistics(2, 1.0, 3.0, 4.0));
        for (Supplier<Object> bad : List.<Supplier<Object>>of(() -> new IntSummaryStatistics(-1, 0, 0, 0),
                () -> new LongSummaryStatistics(2, 5, 1, 0), () -> new DoubleSummaryStatistics(1, Double.NaN, 2, 3))) {
            try {
                p(bad.get());
            } catch (IllegalArgumentException e) {
                p("IllegalArgumentException: " + e.getMessage());
            }
        }
        DoubleSummaryStatistics fmt = DoubleStream.of(123456.7891235, 0.0000004, -99.9999995, 1e-7).summaryStatistics();
        p(fmt);
        p(DoubleStream.of(1e17, 2.5e18).summaryStatistics());
        p(DoubleStream.of(-0.0).summaryStatistics());
        p(DoubleStream.of(9.9999995, 0.9999995).summaryStatistics());

        // random streams follow the generator's sequence
        p(new Random(42).ints(6).boxed().toList());
        p(new Random(42).ints(8, 0, 10).boxed().toList());
        p(new Random(42).ints(8, 0, 16).boxed().toList());
        p(new Random(7).ints(-5, 5).limit(8).boxed().toList());
        p(new Random(7).ints().limit(3).boxed().toList());
        p(new Random(1).longs(3).boxed().toList());
        p(new Random(1).longs(4, 100, 1000).boxed().toList());
        p(new Random(3).doubles(3).boxed().toList());
        p(new Random(3).doubles(3, 10, 20).boxed().toList());
        p(new Random(3).doubles().limit(2).boxed().toList() + " " + new Random(3).doubles(5.0, 6.0).findFirst());
        p(new Random(11).ints(1000, 0, 6).boxed().collect(Collectors.groupingBy(i -> i, TreeMap::new, Collectors.counting())));
        p(new Random(5).ints(10).count() + " " + new Random(5).ints(0).count());
        try {
            new Random().ints(-1);
        } catch (IllegalArgumentException e) {
            p(e.getMessage());
        }
        try {
            new Random().ints(5, 5);
        } catch (IllegalArgumentException e) {
            p(e.getMessage());
        }
    }
}
