import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.function.*;
import java.util.stream.*;

/** Streams on several threads at once, parallel() (run sequentially here, in order), and garbage-heavy
 * pipelines (sized so that the run stays well inside the time limit under AGENTVM_GC_STRESS). */
public class StreamThreadsGc {
    public static void main(String[] args) throws Exception {
        int nThreads = 4;
        long[] results = new long[nThreads];
        Thread[] threads = new Thread[nThreads];
        for (int t = 0; t < nThreads; t++) {
            final int id = t;
            threads[t] = new Thread(() -> {
                long acc = 0;
                for (int round = 0; round < 20; round++) {
                    final int r = round;
                    acc += IntStream.range(0, 500).mapToObj(i -> "t" + id + "-" + (i * r))
                            .filter(s -> s.hashCode() % 3 != 0)
                            .collect(Collectors.groupingBy(String::length, Collectors.counting()))
                            .values().stream().mapToLong(Long::longValue).sum();
                }
                results[id] = acc;
            });
            threads[t].start();
        }
        for (Thread t : threads) t.join();
        System.out.println(Arrays.toString(results));

        // the same pipeline from many threads sharing one source collection
        List<Integer> shared = IntStream.range(0, 1000).boxed().toList();
        long[] sums = new long[6];
        Thread[] workers = new Thread[6];
        for (int i = 0; i < 6; i++) {
            final int k = i;
            workers[i] = new Thread(() -> sums[k] = shared.stream().filter(x -> x % (k + 2) == 0).mapToLong(x -> (long) x * x).sum());
            workers[i].start();
        }
        for (Thread w : workers) w.join();
        for (long v : sums) System.out.print(v + " ");
        System.out.println();

        // parallel streams give the sequential results, in encounter order for ordered operations
        System.out.println(IntStream.range(0, 20).parallel().map(i -> i * i).boxed().toList());
        List<Integer> order = new ArrayList<>();
        IntStream.range(0, 10).parallel().forEachOrdered(order::add);
        System.out.println(order);
        System.out.println(List.of("b", "a", "c").parallelStream().sorted().collect(Collectors.joining()));
        System.out.println(IntStream.rangeClosed(1, 1000).parallel().filter(i -> i % 7 == 0).count() + " "
                + LongStream.rangeClosed(1, 1000).parallel().sum() + " " + DoubleStream.of(0.5, 0.25).parallel().sum());
        ConcurrentMap<Integer, List<Integer>> cm = IntStream.range(0, 30).boxed().parallel()
                .collect(Collectors.groupingByConcurrent(i -> i % 3));
        System.out.println(new TreeMap<>(cm).keySet() + " " + cm.get(0).stream().mapToInt(Integer::intValue).sum());
        AtomicInteger counter = new AtomicInteger();
        IntStream.range(0, 1000).parallel().forEach(i -> counter.incrementAndGet());
        System.out.println(counter.get());
        System.out.println(Stream.of(1, 2, 3).parallel().reduce(0, (a, b) -> a + b, Integer::sum) + " "
                + Stream.of("x", "y").parallel().collect(StringBuilder::new, StringBuilder::append, StringBuilder::append));

        // a lot of garbage through pipelines: boxed values, strings, intermediate lists
        long total = 0;
        for (int round = 0; round < 6; round++) {
            final int r = round;
            total += IntStream.range(0, 4000).boxed().map(i -> new int[] {i, r}).map(a -> List.of(a[0], a[1]))
                    .filter(l -> (l.get(0) + l.get(1)) % 5 == 0).mapToLong(l -> l.get(0)).sum();
        }
        System.out.println(total);
        Map<Integer, Long> buckets = Stream.iterate(1L, x -> x * 6364136223846793005L + 1442695040888963407L).limit(40000)
                .collect(Collectors.groupingBy(x -> (int) ((x >>> 60) & 7), TreeMap::new, Collectors.counting()));
        System.out.println(buckets);
        List<String> big = IntStream.range(0, 20000).mapToObj(Integer::toString).sorted(Comparator.reverseOrder()).limit(5).toList();
        System.out.println(big);
        System.out.println(IntStream.range(0, 60000).mapToObj(i -> "s" + (i % 1000)).distinct().count());
        Runtime.getRuntime().gc();
        System.out.println(Stream.generate(() -> new byte[1024]).limit(10000).mapToInt(a -> a.length).sum());
    }
}
