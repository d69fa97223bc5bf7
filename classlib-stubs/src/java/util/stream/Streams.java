package java.util.stream;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Spliterator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.Predicate;

/** Helpers shared by the stream classes: sources, builders, close handling. */
@SuppressWarnings({"unchecked", "rawtypes"})
final class Streams {
    private Streams() {
    }

    /** Runs every handler; the first exception is thrown with the later ones suppressed. */
    static void runAll(List<Runnable> handlers) {
        Throwable first = null;
        for (int i = 0; i < handlers.size(); i++) {
            try {
                handlers.get(i).run();
            } catch (Throwable e) {
                if (first == null) {
                    first = e;
                } else if (first != e) {
                    first.addSuppressed(e);
                }
            }
        }
        if (first instanceof RuntimeException) {
            throw (RuntimeException) first;
        }
        if (first instanceof Error) {
            throw (Error) first;
        }
    }

    static Runnable closer(final BaseStream<?, ?>... streams) {
        return new Runnable() {
            public void run() {
                List<Runnable> closes = new ArrayList<Runnable>();
                for (final BaseStream<?, ?> s : streams) {
                    closes.add(new Runnable() {
                        public void run() {
                            s.close();
                        }
                    });
                }
                runAll(closes);
            }
        };
    }

    /** Pushes a flatMap result stream into the sink; element at a time when cancellable. */
    static void pushAll(BaseStream r, Sink down, boolean cancellable) {
        if (!cancellable) {
            if (r instanceof Stream) {
                ((Stream) r.sequential()).forEach(down);
            } else if (r instanceof IntStream) {
                ((IntStream) r.sequential()).forEach((IntConsumer) down);
            } else if (r instanceof LongStream) {
                ((LongStream) r.sequential()).forEach((LongConsumer) down);
            } else if (r instanceof DoubleStream) {
                ((DoubleStream) r.sequential()).forEach((DoubleConsumer) down);
            } else {
                r.spliterator().forEachRemaining(down);
            }
        } else {
            Spliterator s = r.sequential().spliterator();
            do {
            } while (!down.cancellationRequested() && s.tryAdvance(down));
        }
    }

    static void pushSorted(Object[] items, int n, Sink down, boolean cancellable) {
        down.begin(n);
        if (!cancellable) {
            for (int i = 0; i < n; i++) {
                down.accept(items[i]);
            }
        } else {
            for (int i = 0; i < n && !down.cancellationRequested(); i++) {
                down.accept(items[i]);
            }
        }
        down.end();
    }

    /** The concatenation of two spliterators (Stream.concat and the primitive forms). */
    static final class ConcatSpliterator<T> implements Spliterator<T> {
        private final Spliterator<T> a;
        private final Spliterator<T> b;
        private boolean beforeSplit = true;
        private final boolean unsized;

        ConcatSpliterator(Spliterator<T> a, Spliterator<T> b) {
            this.a = a;
            this.b = b;
            this.unsized = a.estimateSize() + b.estimateSize() < 0;
        }

        public Spliterator<T> trySplit() {
            if (beforeSplit) {
                beforeSplit = false;
                return a;
            }
            return b.trySplit();
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            if (beforeSplit) {
                if (a.tryAdvance(action)) {
                    return true;
                }
                beforeSplit = false;
            }
            return b.tryAdvance(action);
        }

        public void forEachRemaining(Consumer<? super T> action) {
            if (beforeSplit) {
                a.forEachRemaining(action);
            }
            b.forEachRemaining(action);
        }

        public long estimateSize() {
            if (beforeSplit) {
                long size = a.estimateSize() + b.estimateSize();
                return size >= 0 ? size : Long.MAX_VALUE;
            }
            return b.estimateSize();
        }

        public int characteristics() {
            if (beforeSplit) {
                return a.characteristics() & b.characteristics() & ~(Spliterator.DISTINCT | Spliterator.SORTED
                        | (unsized ? Spliterator.SIZED | Spliterator.SUBSIZED : 0));
            }
            return b.characteristics();
        }

        public Comparator<? super T> getComparator() {
            if (beforeSplit) {
                throw new IllegalStateException();
            }
            return b.getComparator();
        }
    }

    /** takeWhile (take) or dropWhile (!take) over any spliterator: the default methods of Stream. */
    static <T> Spliterator<T> takeWhile(final Spliterator<T> s, final Predicate<? super T> p, final boolean take) {
        return new Spliterator<T>() {
            boolean done;
            boolean dropping = !take;
            T current;

            public boolean tryAdvance(Consumer<? super T> action) {
                if (done) {
                    return false;
                }
                final boolean[] got = new boolean[1];
                Consumer<T> c = new Consumer<T>() {
                    public void accept(T t) {
                        got[0] = true;
                        current = t;
                    }
                };
                while (true) {
                    got[0] = false;
                    if (!s.tryAdvance(c)) {
                        done = true;
                        return false;
                    }
                    T t = current;
                    current = null;
                    if (take) {
                        if (!p.test(t)) {
                            done = true;
                            return false;
                        }
                        action.accept(t);
                        return true;
                    }
                    if (dropping && p.test(t)) {
                        continue;
                    }
                    dropping = false;
                    action.accept(t);
                    return true;
                }
            }

            public Spliterator<T> trySplit() {
                return null;
            }

            public long estimateSize() {
                return s.estimateSize();
            }

            public int characteristics() {
                return s.characteristics() & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
            }
        };
    }

    /** Stream.builder(): a buffer that becomes a stream once. */
    static final class RefBuilder<T> implements Stream.Builder<T> {
        private final ArrayList<T> items = new ArrayList<T>();
        private boolean built;

        public void accept(T t) {
            if (built) {
                throw new IllegalStateException();
            }
            items.add(t);
        }

        public Stream<T> build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.stream(java.util.Spliterators.<T>spliterator(items.toArray(),
                    Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
        }
    }

    static final class IntBuilder implements IntStream.Builder {
        private int[] items = new int[8];
        private int size;
        private boolean built;

        public void accept(int t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }

        public IntStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.intStream(java.util.Spliterators.spliterator(items, 0, size,
                    Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
        }
    }

    static final class LongBuilder implements LongStream.Builder {
        private long[] items = new long[8];
        private int size;
        private boolean built;

        public void accept(long t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }

        public LongStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.longStream(java.util.Spliterators.spliterator(items, 0, size,
                    Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
        }
    }

    static final class DoubleBuilder implements DoubleStream.Builder {
        private double[] items = new double[8];
        private int size;
        private boolean built;

        public void accept(double t) {
            if (built) {
                throw new IllegalStateException();
            }
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, size * 2);
            }
            items[size++] = t;
        }

        public DoubleStream build() {
            if (built) {
                throw new IllegalStateException();
            }
            built = true;
            return StreamSupport.doubleStream(java.util.Spliterators.spliterator(items, 0, size,
                    Spliterator.ORDERED | Spliterator.IMMUTABLE), false);
        }
    }

    /** IntStream.range: [from, to) with the last bound inclusive when closed. */
    static final class IntRange implements Spliterator.OfInt {
        private int from;
        private final int upTo;
        private int last; /* 1 if the last element (upTo) is still to come */

        IntRange(int from, int upTo, boolean closed) {
            this.from = from;
            this.upTo = upTo;
            this.last = closed ? 1 : 0;
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            int i = from;
            if (i < upTo) {
                from++;
                action.accept(i);
                return true;
            } else if (last > 0) {
                last = 0;
                action.accept(i);
                return true;
            }
            return false;
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            int i = from;
            int hUpTo = upTo;
            int hLast = last;
            from = upTo;
            last = 0;
            while (i < hUpTo) {
                action.accept(i++);
            }
            if (hLast > 0) {
                action.accept(i);
            }
        }

        public long estimateSize() {
            return ((long) upTo) - from + last;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.IMMUTABLE
                    | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.SORTED;
        }

        public Comparator<? super Integer> getComparator() {
            return null;
        }

        public Spliterator.OfInt trySplit() {
            long size = estimateSize();
            if (size <= 1) {
                return null;
            }
            int mid = from + (int) (size / 2);
            if (last > 0 && mid >= upTo) {
                return null;
            }
            int lo = from;
            from = mid;
            return new IntRange(lo, mid, false);
        }
    }

    static final class LongRange implements Spliterator.OfLong {
        private long from;
        private final long upTo;
        private int last;

        LongRange(long from, long upTo, boolean closed) {
            this.from = from;
            this.upTo = upTo;
            this.last = closed ? 1 : 0;
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            long i = from;
            if (i < upTo) {
                from++;
                action.accept(i);
                return true;
            } else if (last > 0) {
                last = 0;
                action.accept(i);
                return true;
            }
            return false;
        }

        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            long i = from;
            long hUpTo = upTo;
            int hLast = last;
            from = upTo;
            last = 0;
            while (i < hUpTo) {
                action.accept(i++);
            }
            if (hLast > 0) {
                action.accept(i);
            }
        }

        public long estimateSize() {
            return upTo - from + last;
        }

        public int characteristics() {
            return Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.IMMUTABLE
                    | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.SORTED;
        }

        public Comparator<? super Long> getComparator() {
            return null;
        }

        public Spliterator.OfLong trySplit() {
            long size = estimateSize();
            if (size <= 1) {
                return null;
            }
            long mid = from + size / 2;
            if (last > 0 && mid >= upTo) {
                return null;
            }
            long lo = from;
            from = mid;
            return new LongRange(lo, mid, false);
        }
    }
}
