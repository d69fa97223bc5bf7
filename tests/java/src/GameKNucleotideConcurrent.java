// stdin: input/GameFasta.txt
// gc-stress-skip: counts the k-mers of a 25,000-base sequence for several lengths in hash maps (boxed keys and counts): over five minutes when every 20th allocation collects
import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.stream.*;

/**
 * k-nucleotide as the concurrent-map versions write it: lines read through a BufferedReader
 * over System.in into a StringBuilder, fragments of each length counted into a shared
 * ConcurrentHashMap of LongAdders by ForkJoinPool tasks, results sorted with
 * Map.Entry.comparingByValue and printed with String.format("%.3f").
 */
public class GameKNucleotideConcurrent {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder sb = new StringBuilder();
        String line;
        boolean inThree = false;
        while ((line = in.readLine()) != null) {
            if (line.startsWith(">")) inThree = line.startsWith(">THREE");
            else if (inThree) sb.append(line.trim());
        }
        String seq = sb.toString().toUpperCase();

        ForkJoinPool pool = new ForkJoinPool(3);
        ConcurrentHashMap<String, LongAdder> counts = new ConcurrentHashMap<>();
        List<ForkJoinTask<?>> tasks = new ArrayList<>();
        int[] lengths = { 1, 2, 3, 4, 6, 12, 18 };
        for (int k : lengths) {
            for (int offset = 0; offset < k; offset++) {
                int start = offset;
                tasks.add(pool.submit(() -> {
                    for (int i = start; i + k <= seq.length(); i += k) {
                        counts.computeIfAbsent(seq.substring(i, i + k), x -> new LongAdder()).increment();
                    }
                }));
            }
        }
        for (ForkJoinTask<?> t : tasks) t.join();
        pool.shutdown();

        for (int k = 1; k <= 2; k++) {
            int len = k;
            long total = seq.length() - k + 1;
            counts.entrySet().stream()
                    .filter(e -> e.getKey().length() == len)
                    .sorted(Map.Entry.<String, LongAdder>comparingByValue(Comparator.comparingLong(LongAdder::sum))
                            .reversed().thenComparing(Map.Entry.comparingByKey()))
                    .forEach(e -> System.out.println(String.format("%s %.3f", e.getKey(), e.getValue().sum() * 100.0 / total)));
            System.out.println();
        }
        for (String s : new String[] { "GGT", "GGTA", "GGTATT", "GGTATTTTAATT", "GGTATTTTAATTTATAGT" }) {
            LongAdder a = counts.get(s);
            System.out.println((a == null ? 0 : a.sum()) + "\t" + s);
        }
        System.out.println("keys " + counts.size() + " mapping count " + counts.mappingCount());
        long fours = counts.reduceValuesToLong(2, LongAdder::sum, 0L, Long::sum);
        System.out.println("sum of all counts " + fours);
        AtomicLong longest = new AtomicLong();
        counts.forEach(2, (k, v) -> longest.accumulateAndGet(k.length(), Math::max));
        System.out.println("longest key " + longest.get());
        Map<Integer, Long> byLength = counts.keySet().stream()
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println("distinct by length " + byLength);
        System.out.println(String.format("%.3f %.3f %.3f %.3f", 0.0005, 0.0015, 2.5e-4 * 100, 99.9995));
    }
}
