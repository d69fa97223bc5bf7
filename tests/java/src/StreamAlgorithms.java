import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Classic small algorithms written with streams. */
public class StreamAlgorithms {
    record Pair(long a, long b) {}

    static boolean isPrime(int n) {
        return n > 1 && IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0);
    }

    static Stream<List<Integer>> permutations(List<Integer> items) {
        if (items.isEmpty()) return Stream.of(List.of());
        return items.stream().flatMap(x -> permutations(items.stream().filter(y -> !y.equals(x)).toList())
                .map(rest -> Stream.concat(Stream.of(x), rest.stream()).toList()));
    }

    static Stream<List<Integer>> subsets(List<Integer> items) {
        return IntStream.range(0, 1 << items.size()).mapToObj(mask -> IntStream.range(0, items.size())
                .filter(i -> (mask & (1 << i)) != 0).mapToObj(items::get).toList());
    }

    public static void main(String[] args) {
        System.out.println(IntStream.range(0, 100).filter(StreamAlgorithms::isPrime).boxed().toList());
        System.out.println(IntStream.iterate(2, i -> i + 1).filter(StreamAlgorithms::isPrime).skip(999).findFirst().getAsInt());
        System.out.println(Stream.iterate(new Pair(0, 1), p -> new Pair(p.b(), p.a() + p.b())).mapToLong(Pair::a).limit(50)
                .filter(x -> x % 2 == 0).boxed().toList());
        System.out.println(LongStream.rangeClosed(1, 25).reduce(1L, (a, b) -> a * b / gcd(a, b)));
        System.out.println(permutations(List.of(1, 2, 3)).toList());
        System.out.println(permutations(List.of(1, 2, 3, 4, 5, 6)).count() + " " + permutations(List.of(1, 2, 3, 4, 5)).filter(p -> p.get(0) < p.get(4)).count());
        System.out.println(subsets(List.of(3, 5, 8, 13)).filter(s -> s.stream().mapToInt(Integer::intValue).sum() % 2 == 0).toList());
        // matrix product
        int[][] a = {{1, 2, 3}, {4, 5, 6}};
        int[][] b = {{7, 8}, {9, 10}, {11, 12}};
        int[][] c = Arrays.stream(a).map(row -> IntStream.range(0, b[0].length)
                .map(j -> IntStream.range(0, b.length).map(k -> row[k] * b[k][j]).sum()).toArray()).toArray(int[][]::new);
        System.out.println(Arrays.deepToString(c));
        // transpose, pascal's triangle
        System.out.println(IntStream.range(0, 3).mapToObj(j -> Arrays.stream(a).mapToInt(r -> r[j]).boxed().toList()).toList());
        Stream.iterate(List.of(1), row -> IntStream.rangeClosed(0, row.size())
                .map(i -> (i == 0 ? 0 : row.get(i - 1)) + (i == row.size() ? 0 : row.get(i))).boxed().toList())
                .limit(7).forEach(System.out::println);
        // collatz lengths, max by
        Map.Entry<Integer, Long> longest = IntStream.range(1, 3000).boxed()
                .collect(Collectors.toMap(n -> n, n -> LongStream.iterate(n, x -> x != 1, x -> x % 2 == 0 ? x / 2 : 3 * x + 1).count()))
                .entrySet().stream().max(Map.Entry.<Integer, Long>comparingByValue().thenComparing(Map.Entry.comparingByKey())).get();
        System.out.println(longest);
        // word ladder neighbours, anagram groups
        List<String> dict = List.of("cold", "cord", "card", "ward", "warm", "word", "worm", "wore", "core", "care");
        Map<String, List<String>> ladder = dict.stream().collect(Collectors.toMap(w -> w, w -> dict.stream()
                .filter(v -> IntStream.range(0, 4).filter(i -> v.charAt(i) != w.charAt(i)).count() == 1).sorted().toList(),
                (x, y) -> x, TreeMap::new));
        System.out.println(ladder);
        List<String> ws = List.of("listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog");
        Map<String, List<String>> anagrams = ws.stream().collect(Collectors.groupingBy(w -> w.chars().sorted()
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString(), TreeMap::new, Collectors.toList()));
        System.out.println(anagrams);
        // run-length encoding via iterator over a stream
        String s = "aaabccddddde";
        List<String> runs = new ArrayList<>();
        PrimitiveIterator.OfInt it = s.chars().iterator();
        int prev = -1, count = 0;
        while (it.hasNext()) {
            int ch = it.nextInt();
            if (ch == prev) count++;
            else {
                if (prev >= 0) runs.add((char) prev + "" + count);
                prev = ch;
                count = 1;
            }
        }
        runs.add((char) prev + "" + count);
        System.out.println(String.join("", runs));
        // digits, pythagorean triples, histogram
        System.out.println(String.valueOf(1L << 40).chars().map(ch -> ch - '0').sum());
        System.out.println(IntStream.rangeClosed(1, 30).boxed().flatMap(x -> IntStream.rangeClosed(x, 30).boxed()
                .flatMap(y -> IntStream.rangeClosed(y, 30).filter(z -> x * x + y * y == z * z).mapToObj(z -> x + "-" + y + "-" + z))).toList());
        new Random(99).ints(200, 0, 50).boxed().collect(Collectors.groupingBy(v -> v / 10, TreeMap::new, Collectors.counting()))
                .forEach((k, v) -> System.out.println(k * 10 + "-" + (k * 10 + 9) + " " + "#".repeat((int) (v / 2))));
        System.out.println(Stream.of("x", "y", "z").flatMap(p -> Stream.of("1", "2").map(q -> p + q)).collect(Collectors.joining(" ")));
        Function<Integer, Integer> composed = Stream.<Function<Integer, Integer>>of(x -> x + 1, x -> x * 2, x -> x - 3)
                .reduce(Function.identity(), Function::andThen);
        System.out.println(composed.apply(10));
    }

    static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
