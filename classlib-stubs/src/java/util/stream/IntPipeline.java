package java.util.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.IntSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** The stage of an IntStream (see AbstractPipeline); values pass unboxed between int stages. */
@SuppressWarnings({"unchecked", "rawtypes"})
final class IntPipeline extends AbstractPipeline implements IntStream {
    IntPipeline(Spliterator<?> spliterator, boolean parallel) {
        super(spliterator, parallel);
    }

    IntPipeline(Supplier<? extends Spliterator<?>> supplier, boolean parallel) {
        super(supplier, parallel);
    }

    IntPipeline(AbstractPipeline previous, Op op) {
        super(previous, op);
    }

    /** An int view of a spliterator of boxed values. */
    static Spliterator.OfInt adapt(final Spliterator s) {
        if (s instanceof Spliterator.OfInt) {
            return (Spliterator.OfInt) s;
        }
        return new Spliterator.OfInt() {
            IntConsumer lastAction;
            Consumer lastAdapter;

            private Consumer adapter(final IntConsumer action) {
                if (action != lastAction) {
                    lastAction = action;
                    lastAdapter = (action instanceof Consumer) ? (Consumer) action : new Consumer() {
                        public void accept(Object o) {
                            action.accept(((Integer) o).intValue());
                        }
                    };
                }
                return lastAdapter;
            }

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                return s.tryAdvance(adapter(action));
            }

            public void forEachRemaining(IntConsumer action) {
                Objects.requireNonNull(action);
                s.forEachRemaining(adapter(action));
            }

            public Spliterator.OfInt trySplit() {
                Spliterator split = s.trySplit();
                return split == null ? null : adapt(split);
            }

            public long estimateSize() {
                return s.estimateSize();
            }

            public int characteristics() {
                return s.characteristics();
            }

            public Comparator<? super Integer> getComparator() {
                return s.getComparator();
            }
        };
    }

    static Predicate boxed(final IntPredicate p) {
        Objects.requireNonNull(p);
        return new Predicate() {
            public boolean test(Object o) {
                return p.test(((Integer) o).intValue());
            }
        };
    }

    // ---- intermediate operations

    public IntStream filter(final IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new IntPipeline(this, new Op(NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    void begin(long size) {
                        down.begin(-1);
                    }

                    public void accept(int t) {
                        if (predicate.test(t)) {
                            down.accept(t);
                        }
                    }
                };
            }
        });
    }

    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    public void accept(int t) {
                        down.accept(mapper.applyAsInt(t));
                    }
                };
            }
        });
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<U>(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    public void accept(int t) {
                        down.accept((Object) mapper.apply(t));
                    }
                };
            }
        });
    }

    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    public void accept(int t) {
                        down.accept(mapper.applyAsLong(t));
                    }
                };
            }
        });
    }

    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    public void accept(int t) {
                        down.accept(mapper.applyAsDouble(t));
                    }
                };
            }
        });
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, RefPipeline.flatMapOp(new Function() {
            public Object apply(Object o) {
                return mapper.apply(((Integer) o).intValue());
            }
        }));
    }

    public IntStream mapMulti(final IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, RefPipeline.mapMultiOp(new BiConsumer() {
            public void accept(Object o, Object sink) {
                mapper.accept(((Integer) o).intValue(), (IntConsumer) sink);
            }
        }));
    }

    public IntStream distinct() {
        return new IntPipeline(this, RefPipeline.DISTINCT);
    }

    public IntStream sorted() {
        return new IntPipeline(this, new Op(IS_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    int[] items;
                    int size;
                    boolean cancellable;

                    void begin(long size) {
                        items = new int[16];
                    }

                    boolean cancellationRequested() {
                        cancellable = true;
                        return false;
                    }

                    public void accept(int t) {
                        if (size == items.length) {
                            items = Arrays.copyOf(items, size * 2);
                        }
                        items[size++] = t;
                    }

                    void end() {
                        Arrays.sort(items, 0, size);
                        down.begin(size);
                        for (int i = 0; i < size && !(cancellable && down.cancellationRequested()); i++) {
                            down.accept(items[i]);
                        }
                        items = null;
                        down.end();
                    }
                };
            }
        });
    }

    public IntStream peek(final IntConsumer action) {
        Objects.requireNonNull(action);
        return new IntPipeline(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    public void accept(int t) {
                        action.accept(t);
                        down.accept(t);
                    }
                };
            }
        });
    }

    public IntStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new IntPipeline(this, RefPipeline.sliceOp(0, maxSize));
    }

    public IntStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new IntPipeline(this, RefPipeline.sliceOp(n, -1));
    }

    public IntStream takeWhile(IntPredicate predicate) {
        return new IntPipeline(this, RefPipeline.takeWhileOp(boxed(predicate)));
    }

    public IntStream dropWhile(IntPredicate predicate) {
        return new IntPipeline(this, RefPipeline.dropWhileOp(boxed(predicate)));
    }

    public LongStream asLongStream() {
        return new LongPipeline(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    public void accept(int t) {
                        down.accept((long) t);
                    }
                };
            }
        });
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    public void accept(int t) {
                        down.accept((double) t);
                    }
                };
            }
        });
    }

    /** boxed() keeps the order flags (a sorted stream stays sorted), unlike mapToObj. */
    public Stream<Integer> boxed() {
        return new RefPipeline<Integer>(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.OfInt(down) {
                    public void accept(int t) {
                        down.accept((Object) Integer.valueOf(t));
                    }
                };
            }
        });
    }

    public IntStream sequential() {
        setParallel(false);
        return this;
    }

    public IntStream parallel() {
        setParallel(true);
        return this;
    }

    public IntStream unordered() {
        return new IntPipeline(this, IDENTITY);
    }

    public IntStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- terminal operations

    /** A terminal sink of int values. */
    abstract static class Terminal extends Sink {
        public final void accept(Object t) {
            accept(((Integer) t).intValue());
        }

        public abstract void accept(int t);
    }

    public void forEach(final IntConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Terminal() {
            public void accept(int t) {
                action.accept(t);
            }
        }, false);
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        final int[][] buf = {new int[16]};
        final int[] size = new int[1];
        evaluate(new Terminal() {
            public void accept(int t) {
                if (size[0] == buf[0].length) {
                    buf[0] = Arrays.copyOf(buf[0], size[0] * 2);
                }
                buf[0][size[0]++] = t;
            }
        }, false);
        return Arrays.copyOf(buf[0], size[0]);
    }

    public int reduce(int identity, final IntBinaryOperator op) {
        Objects.requireNonNull(op);
        final int[] state = {identity};
        evaluate(new Terminal() {
            public void accept(int t) {
                state[0] = op.applyAsInt(state[0], t);
            }
        }, false);
        return state[0];
    }

    public OptionalInt reduce(final IntBinaryOperator op) {
        Objects.requireNonNull(op);
        final int[] state = new int[1];
        final boolean[] seen = new boolean[1];
        evaluate(new Terminal() {
            public void accept(int t) {
                if (seen[0]) {
                    state[0] = op.applyAsInt(state[0], t);
                } else {
                    seen[0] = true;
                    state[0] = t;
                }
            }
        }, false);
        return seen[0] ? OptionalInt.of(state[0]) : OptionalInt.empty();
    }

    public <R> R collect(Supplier<R> supplier, final ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final R container = supplier.get();
        evaluate(new Terminal() {
            public void accept(int t) {
                accumulator.accept(container, t);
            }
        }, false);
        return container;
    }

    public int sum() {
        final int[] sum = new int[1];
        evaluate(new Terminal() {
            public void accept(int t) {
                sum[0] += t;
            }
        }, false);
        return sum[0];
    }

    public OptionalInt min() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalInt max() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return countElements();
    }

    public OptionalDouble average() {
        final long[] avg = new long[2];
        evaluate(new Terminal() {
            public void accept(int t) {
                avg[0]++;
                avg[1] += t;
            }
        }, false);
        return avg[0] > 0 ? OptionalDouble.of((double) avg[1] / avg[0]) : OptionalDouble.empty();
    }

    public IntSummaryStatistics summaryStatistics() {
        final IntSummaryStatistics stats = new IntSummaryStatistics();
        evaluate(new Terminal() {
            public void accept(int t) {
                stats.accept(t);
            }
        }, false);
        return stats;
    }

    public boolean anyMatch(IntPredicate predicate) {
        return RefPipeline.match(this, boxed(predicate), 0);
    }

    public boolean allMatch(IntPredicate predicate) {
        return RefPipeline.match(this, boxed(predicate), 1);
    }

    public boolean noneMatch(IntPredicate predicate) {
        return RefPipeline.match(this, boxed(predicate), 2);
    }

    public OptionalInt findFirst() {
        Object v = evaluate(new FindSink(), true).value;
        return v == NONE ? OptionalInt.empty() : OptionalInt.of(((Integer) v).intValue());
    }

    public OptionalInt findAny() {
        return findFirst();
    }

    public PrimitiveIterator.OfInt iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator.OfInt spliterator() {
        return adapt(pullSpliterator());
    }
}
