package java.util.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** The stage of a Stream of references (see AbstractPipeline). */
@SuppressWarnings({"unchecked", "rawtypes"})
class RefPipeline<T> extends AbstractPipeline implements Stream<T> {
    RefPipeline(Spliterator<?> spliterator, boolean parallel) {
        super(spliterator, parallel);
    }

    RefPipeline(Supplier<? extends Spliterator<?>> supplier, boolean parallel) {
        super(supplier, parallel);
    }

    RefPipeline(AbstractPipeline previous, Op op) {
        super(previous, op);
    }

    // ---- intermediate operations

    public Stream<T> filter(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new RefPipeline<T>(this, new Op(NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    void begin(long size) {
                        down.begin(-1);
                    }

                    public void accept(Object t) {
                        if (predicate.test((T) t)) {
                            down.accept(t);
                        }
                    }
                };
            }
        });
    }

    public <R> Stream<R> map(final Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<R>(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        down.accept((Object) mapper.apply((T) t));
                    }
                };
            }
        });
    }

    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        down.accept(mapper.applyAsInt((T) t));
                    }
                };
            }
        });
    }

    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        down.accept(mapper.applyAsLong((T) t));
                    }
                };
            }
        });
    }

    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        down.accept(mapper.applyAsDouble((T) t));
                    }
                };
            }
        });
    }

    /** The operation of flatMap and its primitive forms: each result stream is pushed, then closed. */
    static Op flatMapOp(final Function mapper) {
        return new Op(NOT_SIZED | NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    boolean cancellable;

                    void begin(long size) {
                        down.begin(-1);
                    }

                    boolean cancellationRequested() {
                        cancellable = true;
                        return down.cancellationRequested();
                    }

                    public void accept(Object t) {
                        BaseStream result = (BaseStream) mapper.apply(t);
                        if (result != null) {
                            try (BaseStream r = result) {
                                Streams.pushAll(r, down, cancellable);
                            }
                        }
                    }
                };
            }
        };
    }

    public <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<R>(this, flatMapOp(mapper));
    }

    public IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, flatMapOp(mapper));
    }

    public LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, flatMapOp(mapper));
    }

    public DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, flatMapOp(mapper));
    }

    /** mapMulti: the mapper pushes straight into the next stage. */
    static Op mapMultiOp(final BiConsumer mapper) {
        return new Op(NOT_SIZED | NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    void begin(long size) {
                        down.begin(-1);
                    }

                    public void accept(Object t) {
                        mapper.accept(t, down);
                    }
                };
            }
        };
    }

    public <R> Stream<R> mapMulti(BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<R>(this, mapMultiOp(mapper));
    }

    public IntStream mapMultiToInt(BiConsumer<? super T, ? super IntConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, mapMultiOp(mapper));
    }

    public LongStream mapMultiToLong(BiConsumer<? super T, ? super LongConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, mapMultiOp(mapper));
    }

    public DoubleStream mapMultiToDouble(BiConsumer<? super T, ? super DoubleConsumer> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, mapMultiOp(mapper));
    }

    static final Op DISTINCT = new Op(NOT_SIZED) {
        Sink wrap(Sink down) {
            return new Sink.Chained(down) {
                HashSet<Object> seen;

                void begin(long size) {
                    seen = new HashSet<Object>();
                    down.begin(-1);
                }

                void end() {
                    seen = null;
                    down.end();
                }

                public void accept(Object t) {
                    if (seen.add(t)) {
                        down.accept(t);
                    }
                }
            };
        }
    };

    public Stream<T> distinct() {
        return new RefPipeline<T>(this, DISTINCT);
    }

    static final Comparator<Object> NATURAL = new Comparator<Object>() {
        public int compare(Object c1, Object c2) {
            return ((Comparable<Object>) c1).compareTo(c2);
        }
    };

    /** sorted: a barrier; all elements are buffered, sorted (stably) and pushed at end. */
    static Op sortOp(final Comparator comparator) {
        return new Op(comparator == NATURAL ? IS_SORTED : NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    Buffer buf;
                    boolean cancellable;

                    void begin(long size) {
                        buf = new Buffer();
                    }

                    boolean cancellationRequested() {
                        cancellable = true;
                        return false;
                    }

                    public void accept(Object t) {
                        buf.accept(t);
                    }

                    void end() {
                        Object[] items = buf.items;
                        int n = buf.size;
                        buf = null;
                        Arrays.sort(items, 0, n, comparator);
                        Streams.pushSorted(items, n, down, cancellable);
                    }
                };
            }
        };
    }

    public Stream<T> sorted() {
        return new RefPipeline<T>(this, sortOp(NATURAL));
    }

    public Stream<T> sorted(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return new RefPipeline<T>(this, sortOp(comparator));
    }

    public Stream<T> peek(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        return new RefPipeline<T>(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    public void accept(Object t) {
                        action.accept((T) t);
                        down.accept(t);
                    }
                };
            }
        });
    }

    /** skip and limit: skip n elements, then pass at most m (m < 0: no limit). */
    static Op sliceOp(final long skip, final long limit) {
        return new Op(limit >= 0 ? SHORT_CIRCUIT : 0) {
            long size(long upstream) {
                long n = Math.max(0, upstream - skip);
                return limit >= 0 ? Math.min(n, limit) : n;
            }

            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    long n = skip;
                    long m = limit >= 0 ? limit : Long.MAX_VALUE;

                    void begin(long size) {
                        down.begin(-1);
                    }

                    public void accept(Object t) {
                        if (n == 0) {
                            if (m > 0) {
                                m--;
                                down.accept(t);
                            }
                        } else {
                            n--;
                        }
                    }

                    public void accept(int t) {
                        if (n == 0) {
                            if (m > 0) {
                                m--;
                                down.accept(t);
                            }
                        } else {
                            n--;
                        }
                    }

                    public void accept(long t) {
                        if (n == 0) {
                            if (m > 0) {
                                m--;
                                down.accept(t);
                            }
                        } else {
                            n--;
                        }
                    }

                    public void accept(double t) {
                        if (n == 0) {
                            if (m > 0) {
                                m--;
                                down.accept(t);
                            }
                        } else {
                            n--;
                        }
                    }

                    boolean cancellationRequested() {
                        return m == 0 || down.cancellationRequested();
                    }
                };
            }
        };
    }

    public Stream<T> limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new RefPipeline<T>(this, sliceOp(0, maxSize));
    }

    public Stream<T> skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new RefPipeline<T>(this, sliceOp(n, -1));
    }

    static Op takeWhileOp(final Predicate predicate) {
        return new Op(NOT_SIZED | SHORT_CIRCUIT) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    boolean take = true;

                    void begin(long size) {
                        down.begin(-1);
                    }

                    public void accept(Object t) {
                        if (take && (take = predicate.test(t))) {
                            down.accept(t);
                        }
                    }

                    boolean cancellationRequested() {
                        return !take || down.cancellationRequested();
                    }
                };
            }
        };
    }

    static Op dropWhileOp(final Predicate predicate) {
        return new Op(NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.Chained(down) {
                    boolean take;

                    void begin(long size) {
                        down.begin(-1);
                    }

                    public void accept(Object t) {
                        if (take || (take = !predicate.test(t))) {
                            down.accept(t);
                        }
                    }
                };
            }
        };
    }

    public Stream<T> takeWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new RefPipeline<T>(this, takeWhileOp(predicate));
    }

    public Stream<T> dropWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return new RefPipeline<T>(this, dropWhileOp(predicate));
    }

    public Stream<T> sequential() {
        setParallel(false);
        return this;
    }

    public Stream<T> parallel() {
        setParallel(true);
        return this;
    }

    public Stream<T> unordered() {
        return new RefPipeline<T>(this, IDENTITY);
    }

    public Stream<T> onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- terminal operations

    public void forEach(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        evaluate(new Sink() {
            public void accept(Object t) {
                action.accept((T) t);
            }
        }, false);
    }

    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    public Object[] toArray() {
        return evaluate(new Buffer(), false).toArray();
    }

    public <A> A[] toArray(IntFunction<A[]> generator) {
        Objects.requireNonNull(generator);
        Buffer buf = evaluate(new Buffer(), false);
        A[] result = generator.apply(buf.size);
        if (result.length != buf.size) {
            throw new IllegalStateException("Begin size " + buf.size + " is not equal to fixed size "
                    + result.length);
        }
        Object[] target = result;
        for (int i = 0; i < buf.size; i++) {
            target[i] = buf.items[i]; /* a wrong element type: ArrayStoreException naming its class */
        }
        return result;
    }

    public T reduce(final T identity, final BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        final Object[] state = {identity};
        evaluate(new Sink() {
            public void accept(Object t) {
                state[0] = accumulator.apply((T) state[0], (T) t);
            }
        }, false);
        return (T) state[0];
    }

    public Optional<T> reduce(final BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        final Object[] state = {NONE};
        evaluate(new Sink() {
            public void accept(Object t) {
                state[0] = state[0] == NONE ? t : accumulator.apply((T) state[0], (T) t);
            }
        }, false);
        return state[0] == NONE ? Optional.<T>empty() : Optional.of((T) state[0]);
    }

    public <U> U reduce(final U identity, final BiFunction<U, ? super T, U> accumulator,
            BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final Object[] state = {identity};
        evaluate(new Sink() {
            public void accept(Object t) {
                state[0] = accumulator.apply((U) state[0], (T) t);
            }
        }, false);
        return (U) state[0];
    }

    public <R> R collect(Supplier<R> supplier, final BiConsumer<R, ? super T> accumulator,
            BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final R container = supplier.get();
        evaluate(new Sink() {
            public void accept(Object t) {
                accumulator.accept(container, (T) t);
            }
        }, false);
        return container;
    }

    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Objects.requireNonNull(collector);
        final A container = collector.supplier().get();
        final BiConsumer<A, ? super T> accumulator = collector.accumulator();
        evaluate(new Sink() {
            public void accept(Object t) {
                ((BiConsumer) accumulator).accept(container, t);
            }
        }, false);
        if (collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return (R) container;
        }
        return collector.finisher().apply(container);
    }

    public Optional<T> min(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.<T>minBy(comparator));
    }

    public Optional<T> max(Comparator<? super T> comparator) {
        return reduce(BinaryOperator.<T>maxBy(comparator));
    }

    public long count() {
        return countElements();
    }

    /** anyMatch (kind 0), allMatch (1), noneMatch (2), as the JDK's MatchOps. */
    static final class MatchSink extends Sink {
        final Predicate predicate;
        final boolean stopOnMatch;
        final boolean shortCircuitResult;
        boolean stop;
        boolean value;

        MatchSink(Predicate predicate, int kind) {
            this.predicate = predicate;
            this.stopOnMatch = kind != 1;
            this.shortCircuitResult = kind == 0;
            this.value = !shortCircuitResult;
        }

        public void accept(Object t) {
            if (!stop && predicate.test(t) == stopOnMatch) {
                stop = true;
                value = shortCircuitResult;
            }
        }

        boolean cancellationRequested() {
            return stop;
        }
    }

    static boolean match(AbstractPipeline p, Predicate predicate, int kind) {
        Objects.requireNonNull(predicate);
        return p.evaluate(new MatchSink(predicate, kind), true).value;
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        return match(this, predicate, 0);
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        return match(this, predicate, 1);
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return match(this, predicate, 2);
    }

    public Optional<T> findFirst() {
        Object v = evaluate(new FindSink(), true).value;
        return v == NONE ? Optional.<T>empty() : Optional.of((T) v);
    }

    public Optional<T> findAny() {
        return findFirst();
    }

    public Iterator<T> iterator() {
        return (Iterator<T>) pullIterator();
    }

    public Spliterator<T> spliterator() {
        return (Spliterator<T>) (Spliterator) pullSpliterator();
    }
}
