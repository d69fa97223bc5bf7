package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/** Static factories of spliterators over arrays, collections and iterators. */
public final class Spliterators {
    private Spliterators() {
    }

    static void checkFromToBounds(int arrayLength, int origin, int fence) {
        if (origin > fence) {
            throw new ArrayIndexOutOfBoundsException("origin(" + origin + ") > fence(" + fence + ")");
        }
        if (origin < 0) {
            throw new ArrayIndexOutOfBoundsException(origin);
        }
        if (fence > arrayLength) {
            throw new ArrayIndexOutOfBoundsException(fence);
        }
    }

    public static <T> Spliterator<T> emptySpliterator() {
        return new ArraySpliterator<T>(new Object[0], 0, 0, 0);
    }

    public static Spliterator.OfInt emptyIntSpliterator() {
        return new IntArraySpliterator(new int[0], 0, 0, 0);
    }

    public static Spliterator.OfLong emptyLongSpliterator() {
        return new LongArraySpliterator(new long[0], 0, 0, 0);
    }

    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return new DoubleArraySpliterator(new double[0], 0, 0, 0);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int additionalCharacteristics) {
        return new ArraySpliterator<T>(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterator<T>(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int additionalCharacteristics) {
        return new IntArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new IntArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int additionalCharacteristics) {
        return new LongArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new LongArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int additionalCharacteristics) {
        return new DoubleArraySpliterator(Objects.requireNonNull(array), 0, array.length,
                additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int fromIndex, int toIndex,
            int additionalCharacteristics) {
        checkFromToBounds(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new DoubleArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(c), characteristics);
    }

    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size,
            int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), size, characteristics);
    }

    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator,
            int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(iterator), characteristics);
    }

    public static Spliterator.OfInt spliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
        return new IntIteratorSpliterator(Objects.requireNonNull(iterator), size,
                (characteristics & Spliterator.CONCURRENT) == 0
                        ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED : characteristics);
    }

    public static Spliterator.OfInt spliteratorUnknownSize(PrimitiveIterator.OfInt iterator, int characteristics) {
        return new IntIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /* Over a primitive iterator; it splits off batches as IteratorSpliterator does. */
    static final class IntIteratorSpliterator implements Spliterator.OfInt {
        private final PrimitiveIterator.OfInt it;
        private long est;
        private int batch;
        private final int characteristics;

        IntIteratorSpliterator(PrimitiveIterator.OfInt it, long est, int characteristics) {
            this.it = it;
            this.est = est;
            this.characteristics = characteristics;
        }

        public Spliterator.OfInt trySplit() {
            long s = est;
            if (s > 1 && it.hasNext()) {
                int n = nextBatch(batch, s);
                int[] a = new int[n];
                int j = 0;
                do {
                    a[j] = it.nextInt();
                } while (++j < n && it.hasNext());
                batch = j;
                if (est != Long.MAX_VALUE)
                    est -= j;
                return new IntArraySpliterator(a, 0, j, characteristics);
            }
            return null;
        }

        public boolean tryAdvance(java.util.function.IntConsumer action) {
            Objects.requireNonNull(action);
            if (it.hasNext()) {
                action.accept(it.nextInt());
                return true;
            }
            return false;
        }

        public void forEachRemaining(java.util.function.IntConsumer action) {
            Objects.requireNonNull(action);
            it.forEachRemaining(action);
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    public static Spliterator.OfLong spliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
        return new LongIteratorSpliterator(Objects.requireNonNull(iterator), size,
                (characteristics & Spliterator.CONCURRENT) == 0
                        ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED : characteristics);
    }

    public static Spliterator.OfLong spliteratorUnknownSize(PrimitiveIterator.OfLong iterator, int characteristics) {
        return new LongIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /* Over a primitive iterator; it splits off batches as IteratorSpliterator does. */
    static final class LongIteratorSpliterator implements Spliterator.OfLong {
        private final PrimitiveIterator.OfLong it;
        private long est;
        private int batch;
        private final int characteristics;

        LongIteratorSpliterator(PrimitiveIterator.OfLong it, long est, int characteristics) {
            this.it = it;
            this.est = est;
            this.characteristics = characteristics;
        }

        public Spliterator.OfLong trySplit() {
            long s = est;
            if (s > 1 && it.hasNext()) {
                int n = nextBatch(batch, s);
                long[] a = new long[n];
                int j = 0;
                do {
                    a[j] = it.nextLong();
                } while (++j < n && it.hasNext());
                batch = j;
                if (est != Long.MAX_VALUE)
                    est -= j;
                return new LongArraySpliterator(a, 0, j, characteristics);
            }
            return null;
        }

        public boolean tryAdvance(java.util.function.LongConsumer action) {
            Objects.requireNonNull(action);
            if (it.hasNext()) {
                action.accept(it.nextLong());
                return true;
            }
            return false;
        }

        public void forEachRemaining(java.util.function.LongConsumer action) {
            Objects.requireNonNull(action);
            it.forEachRemaining(action);
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    public static Spliterator.OfDouble spliterator(PrimitiveIterator.OfDouble iterator, long size, int characteristics) {
        return new DoubleIteratorSpliterator(Objects.requireNonNull(iterator), size,
                (characteristics & Spliterator.CONCURRENT) == 0
                        ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED : characteristics);
    }

    public static Spliterator.OfDouble spliteratorUnknownSize(PrimitiveIterator.OfDouble iterator, int characteristics) {
        return new DoubleIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /* Over a primitive iterator; it splits off batches as IteratorSpliterator does. */
    static final class DoubleIteratorSpliterator implements Spliterator.OfDouble {
        private final PrimitiveIterator.OfDouble it;
        private long est;
        private int batch;
        private final int characteristics;

        DoubleIteratorSpliterator(PrimitiveIterator.OfDouble it, long est, int characteristics) {
            this.it = it;
            this.est = est;
            this.characteristics = characteristics;
        }

        public Spliterator.OfDouble trySplit() {
            long s = est;
            if (s > 1 && it.hasNext()) {
                int n = nextBatch(batch, s);
                double[] a = new double[n];
                int j = 0;
                do {
                    a[j] = it.nextDouble();
                } while (++j < n && it.hasNext());
                batch = j;
                if (est != Long.MAX_VALUE)
                    est -= j;
                return new DoubleArraySpliterator(a, 0, j, characteristics);
            }
            return null;
        }

        public boolean tryAdvance(java.util.function.DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (it.hasNext()) {
                action.accept(it.nextDouble());
                return true;
            }
            return false;
        }

        public void forEachRemaining(java.util.function.DoubleConsumer action) {
            Objects.requireNonNull(action);
            it.forEachRemaining(action);
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /** A late-binding spliterator over a collection reporting exactly these characteristics. */
    static <T> Spliterator<T> exactly(Collection<? extends T> c, final int characteristics) {
        return new IteratorSpliterator<T>(c, characteristics) {
            @Override
            public int characteristics() {
                return characteristics;
            }
        };
    }

    public static <T> Iterator<T> iterator(final Spliterator<? extends T> spliterator) {
        Objects.requireNonNull(spliterator);
        return new Iterator<T>() {
            boolean ready;
            T next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new Consumer<T>() {
                        public void accept(T t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public T next() {
                if (!ready && !hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                T t = next;
                next = null;
                return t;
            }
        };
    }

    public static PrimitiveIterator.OfInt iterator(final Spliterator.OfInt spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfInt() {
            boolean ready;
            int next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new IntConsumer() {
                        public void accept(int t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public int nextInt() {
                if (!ready && !hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        };
    }

    public static PrimitiveIterator.OfLong iterator(final Spliterator.OfLong spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfLong() {
            boolean ready;
            long next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new LongConsumer() {
                        public void accept(long t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public long nextLong() {
                if (!ready && !hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        };
    }

    public static PrimitiveIterator.OfDouble iterator(final Spliterator.OfDouble spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfDouble() {
            boolean ready;
            double next;

            public boolean hasNext() {
                if (!ready) {
                    ready = spliterator.tryAdvance(new DoubleConsumer() {
                        public void accept(double t) {
                            next = t;
                        }
                    });
                }
                return ready;
            }

            public double nextDouble() {
                if (!ready && !hasNext()) {
                    throw new NoSuchElementException();
                }
                ready = false;
                return next;
            }
        };
    }

    /** Base for spliterators that only know how to advance: splitting is not supported. */
    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private long est;
        private final int characteristics;

        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = ((additionalCharacteristics & Spliterator.SIZED) != 0)
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        public Spliterator<T> trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractIntSpliterator implements Spliterator.OfInt {
        private long est;
        private final int characteristics;

        protected AbstractIntSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = ((additionalCharacteristics & Spliterator.SIZED) != 0)
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractLongSpliterator implements Spliterator.OfLong {
        private long est;
        private final int characteristics;

        protected AbstractLongSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = ((additionalCharacteristics & Spliterator.SIZED) != 0)
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractDoubleSpliterator implements Spliterator.OfDouble {
        private long est;
        private final int characteristics;

        protected AbstractDoubleSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = ((additionalCharacteristics & Spliterator.SIZED) != 0)
                    ? additionalCharacteristics | Spliterator.SUBSIZED : additionalCharacteristics;
        }

        public Spliterator.OfDouble trySplit() {
            return null;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    static final class ArraySpliterator<T> implements Spliterator<T> {
        private final Object[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        ArraySpliterator(Object[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public Spliterator<T> trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new ArraySpliterator<T>(array, lo, mid, characteristics);
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            int i = index;
            int hi = fence;
            index = hi;
            for (; i < hi; i++) {
                action.accept((T) array[i]);
            }
        }

        @SuppressWarnings("unchecked")
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (index >= 0 && index < fence) {
                T e = (T) array[index++];
                action.accept(e);
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class IntArraySpliterator implements Spliterator.OfInt {
        private final int[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        IntArraySpliterator(int[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public Spliterator.OfInt trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new IntArraySpliterator(array, lo, mid, characteristics);
        }

        public void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            int hi = fence;
            index = hi;
            for (; i < hi; i++) {
                action.accept(array[i]);
            }
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (index >= 0 && index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class LongArraySpliterator implements Spliterator.OfLong {
        private final long[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        LongArraySpliterator(long[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public Spliterator.OfLong trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new LongArraySpliterator(array, lo, mid, characteristics);
        }

        public void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            int hi = fence;
            index = hi;
            for (; i < hi; i++) {
                action.accept(array[i]);
            }
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (index >= 0 && index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    static final class DoubleArraySpliterator implements Spliterator.OfDouble {
        private final double[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        DoubleArraySpliterator(double[] array, int origin, int fence, int additionalCharacteristics) {
            this.array = array;
            this.index = origin;
            this.fence = fence;
            this.characteristics = additionalCharacteristics | Spliterator.SIZED | Spliterator.SUBSIZED;
        }

        public Spliterator.OfDouble trySplit() {
            int lo = index;
            int mid = (lo + fence) >>> 1;
            if (lo >= mid) {
                return null;
            }
            index = mid;
            return new DoubleArraySpliterator(array, lo, mid, characteristics);
        }

        public void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            int i = index;
            int hi = fence;
            index = hi;
            for (; i < hi; i++) {
                action.accept(array[i]);
            }
        }

        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (index >= 0 && index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }

    /**
     * A spliterator over an iterator; when made from a collection the iterator is
     * created at the first traversal (late binding), so changes made to the
     * collection before then are seen.
     */
    /* The size of the next batch an iterator spliterator splits off. */
    static int nextBatch(int previous, long est) {
        long n = (long) previous + 1024;
        if (n > est)
            n = est;
        if (n > (1 << 25))
            n = 1 << 25;
        return (int) n;
    }

    static class IteratorSpliterator<T> implements Spliterator<T> {
        private int batch;
        private final Collection<? extends T> collection;
        private Iterator<? extends T> it;
        private final int characteristics;
        private long est;

        IteratorSpliterator(Collection<? extends T> collection, int characteristics) {
            this.collection = collection;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                    ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED : characteristics;
        }

        IteratorSpliterator(Iterator<? extends T> iterator, long size, int characteristics) {
            this.collection = null;
            this.it = iterator;
            this.est = size;
            this.characteristics = (characteristics & Spliterator.CONCURRENT) == 0
                    ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED : characteristics;
        }

        IteratorSpliterator(Iterator<? extends T> iterator, int characteristics) {
            this.collection = null;
            this.it = iterator;
            this.est = Long.MAX_VALUE;
            this.characteristics = characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED);
        }

        private void bind() {
            if (it == null) {
                it = collection.iterator();
                est = collection.size();
            }
        }

        /* Splits off the next batch of elements into an array: 1024 more each time. */
        public Spliterator<T> trySplit() {
            bind();
            long s = est;
            if (s > 1 && it.hasNext()) {
                int n = nextBatch(batch, s);
                Object[] a = new Object[n];
                int j = 0;
                do {
                    a[j] = it.next();
                } while (++j < n && it.hasNext());
                batch = j;
                if (est != Long.MAX_VALUE)
                    est -= j;
                return new ArraySpliterator<T>(a, 0, j, characteristics);
            }
            return null;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            bind();
            it.forEachRemaining(action);
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            bind();
            if (it.hasNext()) {
                action.accept(it.next());
                return true;
            }
            return false;
        }

        public long estimateSize() {
            if (it == null) {
                it = collection.iterator();
                return est = collection.size();
            }
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(Spliterator.SORTED)) {
                return null;
            }
            throw new IllegalStateException();
        }
    }
}
