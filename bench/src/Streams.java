import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/*
 * Streams: sequential java.util.stream pipelines. Primitive pipelines over
 * ranges (filter/map/sum, no boxing), boxed pipelines collected into lists,
 * groupingBy with a downstream collector, sorted with limit, flatMap,
 * distinct, reduce, and short-circuiting over an infinite iterate.
 */
public class Streams {
    record Item(int id, String group, long weight) {
    }

    static long primitive(int rounds) {
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            final int k = r;
            check += IntStream.range(0, 20000).filter(i -> (i & 3) != k % 4).map(i -> i * 3 + k).sum();
            check += LongStream.rangeClosed(1, 5000).map(x -> x * x % 1009).reduce(0, Long::sum);
        }
        return check;
    }

    static long boxed(int rounds) {
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            final int k = r;
            List<Integer> list = IntStream.range(0, 5000).boxed().map(i -> i ^ k).filter(i -> i % 3 != 0)
                    .collect(Collectors.toList());
            check += list.size();
            check += list.stream().mapToInt(Integer::intValue).max().getAsInt();
            check += list.stream().distinct().count();
        }
        return check;
    }

    static long grouping(List<Item> items, int rounds) {
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            Map<String, Long> byGroup = items.stream()
                    .collect(Collectors.groupingBy(Item::group, Collectors.summingLong(Item::weight)));
            for (long v : byGroup.values())
                check += v;
            Map<Boolean, Long> parts = items.stream()
                    .collect(Collectors.partitioningBy(it -> it.weight() > 500, Collectors.counting()));
            check += parts.get(true) * 3 + parts.get(false);
        }
        return check;
    }

    static long sortingAndFlat(List<Item> items, int rounds) {
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            check += items.stream().sorted(Comparator.comparingLong(Item::weight).thenComparingInt(Item::id))
                    .limit(10).mapToLong(Item::id).sum();
            check += items.stream().limit(300).flatMap(it -> Stream.of(it.id(), it.id() * 2, it.id() * 3))
                    .reduce(0, Integer::sum);
            check += Stream.iterate(1L, x -> x * 3 % 1000003).filter(x -> x % 7 == 1).limit(200)
                    .mapToLong(Long::longValue).sum();
            check += items.stream().map(Item::group).collect(Collectors.joining(",")).length();
        }
        return check;
    }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>();
        long seed = 12345;
        for (int i = 0; i < 4000; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            items.add(new Item(i, "g" + ((seed >>> 33) % 17), (seed >>> 20) % 1000));
        }
        long check = 0;
        check += primitive(60);
        check += boxed(30);
        check += grouping(items, 40);
        check += sortingAndFlat(items, 12);
        System.out.println("Streams checksum " + check);
    }
}
