import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Encounter order: stable sorting, ties in min/max, distinct keeps first occurrences, hash-ordered sources. */
public class StreamOrdering {
    record Card(String suit, int rank) implements Comparable<Card> {
        public int compareTo(Card o) {
            return Integer.compare(rank, o.rank);
        }
    }

    static final class Key {
        final String text;
        final int id;

        Key(String text, int id) {
            this.text = text;
            this.id = id;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.text.equalsIgnoreCase(text);
        }

        @Override
        public int hashCode() {
            return text.toLowerCase().hashCode();
        }

        @Override
        public String toString() {
            return text + "#" + id;
        }
    }

    public static void main(String[] args) {
        List<Card> cards = List.of(new Card("s", 5), new Card("h", 2), new Card("d", 5), new Card("c", 2), new Card("h", 9), new Card("s", 2));
        System.out.println(cards.stream().sorted().toList());
        System.out.println(cards.stream().sorted(Comparator.reverseOrder()).toList());
        System.out.println(cards.stream().sorted(Comparator.comparing(Card::suit)).toList());
        System.out.println(cards.stream().sorted(Comparator.comparing(Card::suit).reversed().thenComparing(Comparator.naturalOrder())).toList());
        System.out.println(cards.stream().min(Comparator.naturalOrder()).get() + " " + cards.stream().max(Comparator.naturalOrder()).get());
        System.out.println(cards.stream().collect(Collectors.minBy(Comparator.naturalOrder())).get() + " "
                + cards.stream().collect(Collectors.maxBy(Comparator.naturalOrder())).get());
        System.out.println(Stream.of(new Key("A", 1), new Key("b", 2), new Key("a", 3), new Key("B", 4), new Key("c", 5)).distinct().toList());
        System.out.println(Stream.of(new Key("A", 1), new Key("a", 2)).collect(Collectors.toSet()));
        System.out.println(Stream.of(new Key("x", 1), new Key("X", 2)).collect(Collectors.toMap(k -> k, k -> k.id, Integer::sum)));
        System.out.println(Stream.of("b", null, "a", null).sorted(Comparator.nullsFirst(Comparator.naturalOrder())).toList());
        System.out.println(Stream.of("b", null, "a").sorted(Comparator.nullsLast(Comparator.reverseOrder())).toList());
        System.out.println(Stream.of(null, "a", null).distinct().toList() + " " + Stream.of(null, null).count());
        // sources in hash order (same as the JDK for the same insertions)
        Set<String> hs = new HashSet<>(List.of("zeta", "alpha", "mu", "omega", "pi", "rho", "sigma", "tau", "upsilon", "phi", "chi", "psi"));
        System.out.println(hs.stream().toList());
        System.out.println(hs.stream().filter(s -> s.length() <= 3).collect(Collectors.joining(",")));
        Map<Integer, String> hm = new HashMap<>();
        for (int i = 0; i < 40; i += 3) hm.put(i * 37 % 101, "v" + i);
        System.out.println(hm.entrySet().stream().map(e -> e.getKey() + ":" + e.getValue()).toList());
        System.out.println(hm.keySet().stream().mapToInt(Integer::intValue).boxed().toList());
        System.out.println(hm.values().stream().skip(3).limit(4).toList());
        System.out.println(new TreeMap<>(hm).descendingMap().keySet().stream().limit(5).toList());
        System.out.println(new ArrayDeque<>(List.of(1, 2, 3)).stream().toList() + " " + new PriorityQueue<>(List.of(5, 1, 4, 2)).stream().sorted().toList());
        System.out.println(new LinkedHashSet<>(List.of("q", "w", "e", "q")).stream().toList());
        // unordered() and parallel() keep the sequential order here (and on the JDK for these operations)
        System.out.println(IntStream.range(0, 8).boxed().unordered().map(i -> i * 2).toList());
        System.out.println(Stream.of(5, 3, 1).parallel().sorted().findFirst().get() + " " + Stream.of(5, 3, 1).parallel().findFirst().get());
        // sorting many elements (the merge is stable)
        List<int[]> pairs = new Random(3).ints(2000, 0, 50).mapToObj(v -> new int[] {v, 0}).toList();
        for (int i = 0; i < pairs.size(); i++) pairs.get(i)[1] = i;
        List<int[]> sorted = pairs.stream().sorted(Comparator.comparingInt(a -> a[0])).toList();
        boolean stable = IntStream.range(1, sorted.size()).allMatch(i -> sorted.get(i - 1)[0] < sorted.get(i)[0]
                || (sorted.get(i - 1)[0] == sorted.get(i)[0] && sorted.get(i - 1)[1] < sorted.get(i)[1]));
        System.out.println(stable + " " + sorted.get(0)[1] + " " + sorted.get(1999)[1]);
        System.out.println(Arrays.toString(new Random(4).ints(30, -100, 100).sorted().limit(10).toArray()));
        System.out.println(Arrays.toString(new Random(4).doubles(5).map(d -> -d).sorted().toArray()));
        System.out.println(Arrays.toString(new Random(4).longs(6).sorted().skip(3).toArray()));
    }
}
