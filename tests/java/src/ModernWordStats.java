import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/* A word-frequency report the way a modern program writes it: text blocks,
 * records, streams with groupingBy/counting, Comparator combinators,
 * method references and a switch expression. */
public class ModernWordStats {
    record WordCount(String word, long count) implements Comparable<WordCount> {
        public int compareTo(WordCount o) {
            return Comparator.comparingLong(WordCount::count).reversed()
                    .thenComparing(WordCount::word).compare(this, o);
        }
    }

    enum Size { SHORT, MEDIUM, LONG }

    static Size sizeOf(String w) {
        return switch (w.length()) {
            case 1, 2, 3 -> Size.SHORT;
            case 4, 5, 6 -> Size.MEDIUM;
            default -> Size.LONG;
        };
    }

    public static void main(String[] args) {
        String text = """
                It was the best of times, it was the worst of times,
                it was the age of wisdom, it was the age of foolishness,
                it was the epoch of belief, it was the epoch of incredulity,
                it was the season of Light, it was the season of Darkness.
                """;
        List<String> words = Arrays.stream(text.split("[^A-Za-z]+"))
                .filter(Predicate.not(String::isEmpty))
                .map(String::toLowerCase)
                .collect(Collectors.toList());
        System.out.println("words: " + words.size());

        Map<String, Long> counts = words.stream()
                .collect(Collectors.groupingBy(Function.identity(), TreeMap::new, Collectors.counting()));
        List<WordCount> top = counts.entrySet().stream()
                .map(e -> new WordCount(e.getKey(), e.getValue()))
                .sorted()
                .limit(6)
                .toList();
        top.forEach(System.out::println);

        Map<Size, List<String>> bySize = counts.keySet().stream()
                .collect(Collectors.groupingBy(ModernWordStats::sizeOf, () -> new EnumMap<>(Size.class),
                        Collectors.toList()));
        bySize.forEach((k, v) -> System.out.println(k + " " + v));

        IntSummaryStatistics st = words.stream().mapToInt(String::length).summaryStatistics();
        System.out.println(st);
        System.out.println(words.stream().distinct().count() + " distinct, longest "
                + words.stream().max(Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder())).orElse("?"));
        String initials = words.stream().map(w -> w.substring(0, 1)).distinct().sorted()
                .collect(Collectors.joining("", "[", "]"));
        System.out.println(initials);
        Map<Boolean, Long> parts = words.stream().collect(Collectors.partitioningBy(w -> w.length() > 3, Collectors.counting()));
        System.out.println(parts);
    }
}
