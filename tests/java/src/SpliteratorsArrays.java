import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Arrays.stream/spliterator, Spliterator and Spliterators, StreamSupport with a custom spliterator. */
public class SpliteratorsArrays {
    static void p(Object o) {
        System.out.println(o);
    }

    static void attempt(String title, Supplier<Object> s) {
        try {
            p(title + ": " + s.get());
        } catch (RuntimeException e) {
            p(title + ": " + e);
        }
    }

    static String describe(Spliterator<?> sp) {
        int c = sp.characteristics();
        StringBuilder sb = new StringBuilder();
        String[] names = {"ORDERED", "DISTINCT", "SORTED", "SIZED", "NONNULL", "IMMUTABLE", "CONCURRENT", "SUBSIZED"};
        int[] bits = {Spliterator.ORDERED, Spliterator.DISTINCT, Spliterator.SORTED, Spliterator.SIZED, Spliterator.NONNULL,
            Spliterator.IMMUTABLE, Spliterator.CONCURRENT, Spliterator.SUBSIZED};
        for (int i = 0; i < bits.length; i++) if ((c & bits[i]) != 0) sb.append(names[i]).append(' ');
        return c + " " + sb.toString().trim() + " est=" + sp.estimateSize() + " exact=" + sp.getExactSizeIfKnown();
    }

    /** A spliterator over the Fibonacci numbers below a bound. */
    static class Fib implements Spliterator<Long> {
        long a = 0, b = 1;
        final long bound;

        Fib(long bound) {
            this.bound = bound;
        }

        public boolean tryAdvance(Consumer<? super Long> action) {
            if (a >= bound) return false;
            action.accept(a);
            long t = a + b;
            a = b;
            b = t;
            return true;
        }

        public Spliterator<Long> trySplit() {
            return null;
        }

        public long estimateSize() {
            return Long.MAX_VALUE;
        }

        public int characteristics() {
            return ORDERED | NONNULL | SORTED;
        }

        public Comparator<? super Long> getComparator() {
            return null;
        }
    }

    public static void main(String[] args) {
        String[] names = {"ada", "bob", "cy", "dot", "eve"};
        int[] ints = {5, 4, 3, 2, 1};
        long[] longs = {10, 20, 30};
        double[] doubles = {0.5, 1.5, 2.5, 3.5};
        p(Arrays.stream(names).map(String::toUpperCase).toList() + " " + Arrays.stream(names, 1, 4).toList());
        p(Arrays.stream(ints).sum() + " " + Arrays.stream(ints, 1, 3).boxed().toList());
        p(Arrays.stream(longs).sum() + " " + Arrays.stream(longs, 2, 3).boxed().toList());
        p(Arrays.stream(doubles).sum() + " " + Arrays.stream(doubles, 0, 2).boxed().toList());
        attempt("from > to", () -> Arrays.stream(ints, 3, 1));
        attempt("negative from", () -> Arrays.stream(names, -1, 2));
        attempt("to past end", () -> Arrays.stream(longs, 0, 4));
        attempt("double to past end", () -> Arrays.spliterator(doubles, 1, 9));
        attempt("null array", () -> Arrays.stream((int[]) null));

        // characteristics of common sources
        p(describe(Arrays.spliterator(names)));
        p(describe(Arrays.spliterator(ints, 1, 4)));
        p(describe(List.of(1, 2).spliterator()));
        p(describe(new ArrayList<>(List.of(1, 2)).spliterator()));
        p(describe(new LinkedList<>(List.of(1, 2)).spliterator()));
        p(describe(new HashSet<>(List.of(1, 2)).spliterator()));
        p(describe(new LinkedHashSet<>(List.of(1, 2)).spliterator()));
        p(describe(new TreeSet<>(List.of(1, 2)).spliterator()));
        p(describe(new ArrayDeque<>(List.of(1, 2)).spliterator()));
        p(describe(new HashMap<>(Map.of(1, 2)).keySet().spliterator()));
        p(describe(new HashMap<>(Map.of(1, 2)).values().spliterator()));
        p(describe(new HashMap<>(Map.of(1, 2)).entrySet().spliterator()));
        p(describe(new LinkedHashMap<>(Map.of(1, 2)).entrySet().spliterator()));
        p(describe(IntStream.range(0, 7).spliterator()));
        p(describe(LongStream.rangeClosed(1, 3).spliterator()));
        p(describe(Stream.of(1, 2, 3).map(x -> x).spliterator()));
        p(describe(Stream.of(1, 2, 3).filter(x -> x > 1).spliterator()));
        p(describe(Stream.iterate(1, x -> x + 1).spliterator()));
        p(describe(Stream.generate(() -> 1).spliterator()));
        p(describe("text".chars().spliterator()));
        p(describe(Spliterators.emptySpliterator()));
        p(describe(Spliterators.spliterator(List.of(1, 2, 3).iterator(), 3, Spliterator.NONNULL)));
        p(describe(Spliterators.spliteratorUnknownSize(List.of(1).iterator(), Spliterator.SIZED | Spliterator.ORDERED)));
        p(describe(((Iterable<Integer>) () -> List.of(1, 2).iterator()).spliterator()));
        p(new TreeSet<>(Comparator.reverseOrder()).spliterator().getComparator() != null);
        p(new TreeSet<>().spliterator().getComparator());
        attempt("getComparator unsorted", () -> List.of(1).spliterator().getComparator());

        // traversal and splitting of array spliterators
        Spliterator<String> sp = Arrays.spliterator(names);
        List<String> got = new ArrayList<>();
        p(sp.tryAdvance(got::add) + " " + got + " " + sp.estimateSize());
        Spliterator<String> prefix = sp.trySplit();
        p(describe(prefix) + " / " + describe(sp));
        prefix.forEachRemaining(got::add);
        p(got);
        sp.forEachRemaining(got::add);
        p(got + " " + sp.tryAdvance(got::add) + " " + sp.estimateSize());
        Spliterator.OfInt isp = Arrays.spliterator(new int[] {1, 2, 3, 4, 5, 6, 7, 8});
        Spliterator.OfInt left = isp.trySplit();
        Spliterator.OfInt leftLeft = left.trySplit();
        int[] sums = new int[3];
        leftLeft.forEachRemaining((IntConsumer) i -> sums[0] += i);
        left.forEachRemaining((IntConsumer) i -> sums[1] += i);
        isp.forEachRemaining((IntConsumer) i -> sums[2] += i);
        p(Arrays.toString(sums));
        Spliterator.OfInt one = Arrays.spliterator(new int[] {9});
        p(one.trySplit() + " " + one.estimateSize());
        Spliterator.OfInt rsp = IntStream.range(0, 100).spliterator();
        Spliterator.OfInt rleft = rsp.trySplit();
        p(rleft.estimateSize() + " " + rsp.estimateSize());
        Spliterator.OfInt boxedUse = Arrays.spliterator(new int[] {4, 5});
        boxedUse.tryAdvance((Consumer<Integer>) i -> got.add("boxed " + i));
        p(got.get(got.size() - 1));

        // Spliterators.iterator and StreamSupport
        Iterator<Long> fibIt = Spliterators.iterator(new Fib(50));
        StringBuilder sb = new StringBuilder();
        while (fibIt.hasNext()) sb.append(fibIt.next()).append(' ');
        p(sb.toString().trim());
        p(StreamSupport.stream(new Fib(1000), false).filter(x -> x % 2 == 0).toList());
        p(StreamSupport.stream(new Fib(Long.MAX_VALUE / 2), false).count());
        p(StreamSupport.stream(() -> Arrays.spliterator(names), Spliterator.ORDERED | Spliterator.SIZED, false).skip(3).toList());
        PrimitiveIterator.OfInt pit = Spliterators.iterator(Arrays.spliterator(new int[] {3, 2, 1}));
        p(pit.nextInt() + " " + pit.next() + " " + pit.nextInt() + " " + pit.hasNext());
        Spliterator<String> abs = new Spliterators.AbstractSpliterator<String>(2, Spliterator.SIZED) {
            int n = 0;

            public boolean tryAdvance(Consumer<? super String> action) {
                if (n >= 2) return false;
                action.accept("item" + n++);
                return true;
            }
        };
        p(describe(abs) + " " + StreamSupport.stream(abs, false).toList());
        Spliterator.OfInt absInt = new Spliterators.AbstractIntSpliterator(Long.MAX_VALUE, 0) {
            int n = 1;

            public boolean tryAdvance(IntConsumer action) {
                action.accept(n *= 3);
                return true;
            }
        };
        p(StreamSupport.intStream(absInt, false).limit(5).boxed().toList());
        attempt("iterator past end", () -> Spliterators.iterator(Spliterators.emptySpliterator()).next());
    }
}
