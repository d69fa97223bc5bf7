import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

/*
 * Lambdas: millions of lambda objects made and called. Capturing lambdas
 * (one allocation each), non-capturing ones (one shared instance), method
 * references with boxing, lambdas passed to library code (forEach,
 * List.sort, Map.merge), and records as hash keys (their hashCode and
 * equals run through invokedynamic).
 */
public class Lambdas {
    record Key(int a, long b, String s) {
    }

    static int apply(IntUnaryOperator f, int x) {
        return f.applyAsInt(x);
    }

    static long capturing(int n) {
        long check = 0;
        for (int i = 0; i < n; i++) {
            final int k = i & 1023;
            IntSupplier s = () -> k + 1;
            check += s.getAsInt();
            final long big = i;
            Supplier<Long> boxed = () -> big * 3;
            check += boxed.get() & 7;
        }
        return check;
    }

    static long nonCapturing(int n) {
        long check = 0;
        for (int i = 0; i < n; i++) {
            check += apply(x -> x * 3 + 1, i & 4095);
            IntBinaryOperator op = Math::max;
            check += op.applyAsInt(i & 255, 100);
        }
        return check;
    }

    static long boxingRefs(int n) {
        Function<Integer, Integer> sq = x -> x * x;
        Function<Integer, String> str = String::valueOf;
        Function<String, Integer> len = String::length;
        long check = 0;
        for (int i = 0; i < n; i++)
            check += len.apply(str.apply(sq.apply(i & 511)));
        return check;
    }

    static long library(int rounds) {
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            List<Integer> list = new ArrayList<>();
            for (int i = 0; i < 200; i++)
                list.add((i * 7919 + r) % 1000);
            list.sort((a, b) -> Integer.compare(b, a));
            long[] sum = { 0 };
            list.forEach(x -> sum[0] += x);
            Map<Integer, Integer> counts = new HashMap<>();
            for (int x : list)
                counts.merge(x % 17, 1, Integer::sum);
            check += sum[0] + list.get(0) + counts.get(3);
        }
        return check;
    }

    static long records(int n) {
        Map<Key, Integer> map = new HashMap<>();
        long check = 0;
        for (int i = 0; i < n; i++) {
            Key k = new Key(i & 255, i & 15, (i & 1) == 0 ? "even" : "odd");
            map.merge(k, 1, Integer::sum);
            if ((i & 1023) == 0)
                check += k.toString().length();
        }
        for (Map.Entry<Key, Integer> e : map.entrySet())
            check += e.getValue() * (long) e.getKey().hashCode();
        return check;
    }

    public static void main(String[] args) {
        long check = capturing(1000000);
        check = check * 31 + nonCapturing(1000000);
        check = check * 31 + boxingRefs(400000);
        check = check * 31 + library(1000);
        check = check * 31 + records(200000);
        System.out.println("Lambdas checksum " + check);
    }
}
