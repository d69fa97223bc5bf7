import java.util.*;
import java.util.function.*;
import java.util.stream.*;
/** Random pipelines (fixed seeds): results and side-effect order must be the JDK's, including sorted() skipped on sorted input. */
public class StreamPipelineFuzz {
    public static void main(String[] a) {
        for (long seed = 1; seed <= 4; seed++) run(new Random(seed));
    }

    static void run(Random r) {
        for (int round = 0; round < 250; round++) {
            int n = r.nextInt(12);
            List<Integer> src = new ArrayList<>();
            for (int i = 0; i < n; i++) src.add(r.nextInt(20) - 5);
            List<String> log = new ArrayList<>();
            int kind = r.nextInt(6);
            Stream<Integer> s = kind == 0 ? src.stream() : kind == 1 ? Stream.of(src.toArray(new Integer[0])) : kind == 2 ? Stream.iterate(r.nextInt(5), x -> x + 3).limit(n) : kind == 3 ? src.stream().filter(x -> true) : kind == 4 ? new TreeSet<>(src).stream() : IntStream.range(-2, n).sorted().peek(x -> log.add("ip" + x)).sorted().boxed();
            StringBuilder desc = new StringBuilder("src" + kind + src);
            int ops = r.nextInt(6);
            for (int k = 0; k < ops; k++) {
                int op = r.nextInt(11); final int p = r.nextInt(6);
                desc.append(" op" + op + ":" + p);
                switch (op) {
                    case 0: s = s.filter(x -> x % (p + 1) != 0); break;
                    case 1: s = s.map(x -> x * (p - 2)); break;
                    case 2: s = s.peek(x -> log.add("pk" + x)); break;
                    case 3: s = s.limit(p); break;
                    case 4: s = s.skip(p); break;
                    case 5: s = s.sorted(); break;
                    case 6: s = s.distinct(); break;
                    case 7: s = s.takeWhile(x -> x < p * 3); break;
                    case 8: s = s.dropWhile(x -> x < p); break;
                    case 9: s = s.flatMap(x -> Stream.of(x, x + p).peek(y -> log.add("in" + y))); break;
                    case 10: s = s.sorted(Comparator.reverseOrder()).peek(x -> log.add("so" + x)); break;
                }
            }
            Object res;
            int t = r.nextInt(12);
            switch (t) {
                case 0: res = s.toList(); break;
                case 1: res = s.count(); break;
                case 2: res = s.findFirst(); break;
                case 3: res = s.anyMatch(x -> x > 7); break;
                case 4: res = s.allMatch(x -> x > -3); break;
                case 5: res = s.noneMatch(x -> x == 4); break;
                case 6: res = s.reduce(Integer::sum); break;
                case 7: res = s.collect(Collectors.groupingBy(x -> x % 3, Collectors.counting())); break;
                case 8: res = s.mapToInt(x -> x).summaryStatistics(); break;
                case 9: { Iterator<Integer> it = s.iterator(); StringBuilder b = new StringBuilder(); for (int i = 0; i < 3 && it.hasNext(); i++) b.append(it.next()).append(','); res = b; break; }
                case 10: res = s.max(Comparator.naturalOrder()); break;
                default: res = s.mapToDouble(x -> x / 3.0).sum(); break;
            }
            System.out.println(desc + " t" + t + " => " + res + " " + log);
        }
    }
}
