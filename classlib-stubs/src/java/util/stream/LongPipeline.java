package java.util.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.LongSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongToDoubleFunction;
import java.util.function.LongToIntFunction;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** The stage of an LongStream (see AbstractPipeline); values pass unboxed between long stages. */
@SuppressWarnings({"unchecked", "rawtypes"})
final class LongPipeline extends AbstractPipeline implements LongStream {
    LongPipeline(Spliterator<?> spliterator, boolean parallel) {
        super(spliterator, parallel);
    }

    LongPipeline(Supplier<? extends Spliterator<?>> supplier, boolean parallel) {
        super(supplier, parallel);
    }

    LongPipeline(AbstractPipeline previous, Op op) {
        super(previous, op);
    }

    /** An long view of a spliterator of boxed values. */
    static Spliterator.OfLong adapt(final Spliterator s) {
        if (s instanceof Spliterator.OfLong) {
            return (Spliterator.OfLong) s;
        }
        return new Spliterator.OfLong() {
            LongConsumer lastAction;
            Consumer lastAdapter;

            private Consumer adapter(final LongConsumer action) {
                if (action != lastAction) {
                    lastAction = action;
                    lastAdapter = (action instanceof Consumer) ? (Consumer) action : new Consumer() {
                        public void accept(Object o) {
                            action.accept(((Long) o).longValue());
                        }
                    };
                }
                return lastAdapter;
            }

            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                return s.tryAdvance(adapter(action));
            }

            public void forEachRemaining(LongConsumer action) {
                Objects.requireNonNull(action);
                s.forEachRemaining(adapter(action));
            }

            public Spliterator.OfLong trySplit() {
                Spliterator split = s.trySplit();
                return split == null ? null : adapt(split);
            }

            public long estimateSize() {
                return s.estimateSize();
            }

            public int characteristics() {
                return s.characteristics();
            }

            public Comparator<? super Long> getComparator() {
                return s.getComparator();
            }
        };
    }

    static Predicate boxed(final LongPredicate p) {
        Objects.requireNonNull(p);
        return new Predicate() {
            public boolean test(Object o) {
                return p.test(((Long) o).longValue());
            }
        };
    }

    // ---- intermediate operations

    public LongStream filter(final LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return new LongPipeline(this, new Op(NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.OfLong(down) {
                    void begin(long size) {
                        down.begin(-1);
                    }

                    public void accept(long t) {
                        if (predicate.test(t)) {
                            down.accept(t);
                        }
                    }
                };
            }
        });
    }

    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfLong(down) {
                    public void accept(long t) {
                        down.accept(mapper.applyAsLong(t));
                    }
                };
            }
        });
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<U>(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfLong(down) {
                    public void accept(long t) {
                        down.accept((Object) mapper.apply(t));
                    }
                };
            }
        });
    }

    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfLong(down) {
                    public void accept(long t) {
                        down.accept(mapper.applyAsInt(t));
                    }
                };
            }
        });
    }

    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfLong(down) {
                    public void accept(long t) {
                        down.accept(mapper.applyAsDouble(t));
                    }
                };
            }
        });
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, RefPipeline.flatMapOp(new Function() {
            public Object apply(Object o) {
                return mapper.apply(((Long) o).longValue());
            }
        }));
    }

    public LongStream mapMulti(final LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, RefPipeline.mapMultiOp(new BiConsumer() {
            public void accept(Object o, Object sink) {
                mapper.accept(((Long) o).longValue(), (LongConsumer) sink);
            }
        }));
    }

    public LongStream distinct() {
        return new LongPipeline(this, RefPipeline.DISTINCT);
    }

    public LongStream sorted() {
        return new LongPipeline(this, new Op(IS_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfLong(down) {
                    long[] items;
                    int size;
                    boolean cancellable;

                    void begin(long size) {
                        items = new long[16];
                    }

                    boolean cancellationRequested() {
                        cancellable = true;
                        return false;
                    }

                    public void accept(long t) {
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

    public LongStream peek(final LongConsumer action) {
        Objects.requireNonNull(action);
        return new LongPipeline(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.OfLong(down) {
                    public void accept(long t) {
                        action.accept(t);
                        down.accept(t);
                    }
                };
            }
        });
    }

    public LongStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new LongPipeline(this, RefPipeline.sliceOp(0, maxSize));
    }

    public LongStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new LongPipeline(this, RefPipeline.sliceOp(n, -1));
    }

    public LongStream takeWhile(LongPredicate predicate) {
        return new LongPipeline(this, RefPipeline.takeWhileOp(boxed(predicate)));
    }

    public LongStream dropWhile(LongPredicate predicate) {
        return new LongPipeline(this, RefPipeline.dropWhileOp(boxed(predicate)));
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.OfLong(down) {
                    public void accept(long t) {
                        down.accept((double) t);
                    }
                };
            }
        });
    }

    /** boxed() keeps the order flags (a sorted stream stays sorted), unlike mapToObj. */
    public Stream<Long> boxed() {
        return new RefPipeline<Long>(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.OfLong(down) {
                    public void accept(long t) {
                        down.accept((Object) Long.valueOf(t));
                    }
                };
            }
        });
    }

    public LongStream sequential() {
        setParallel(false);
        return this;
    }

    public LongStream parallel() {
        setParallel(true);
        return this;
    }

    public LongStream unordered() {
        return new LongPipeline(this, IDENTITY);
    }

    public LongStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- terminal operations

    /** A terminal sink of long values. */
    abstract static class Terminal extends Sink {
        public final void accept(Object t) {
            accept(((Long) t).longValue());
        }

        public abstract void accept(long t);
    }

    public void forEach(final LongConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Terminal() {
            public void accept(long t) {
                action.accept(t);
            }
        }, false);
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        final long[][] buf = {new long[16]};
        final int[] size = new int[1];
        evaluate(new Terminal() {
            public void accept(long t) {
                if (size[0] == buf[0].length) {
                    buf[0] = Arrays.copyOf(buf[0], size[0] * 2);
                }
                buf[0][size[0]++] = t;
            }
        }, false);
        return Arrays.copyOf(buf[0], size[0]);
    }

    public long reduce(long identity, final LongBinaryOperator op) {
        Objects.requireNonNull(op);
        final long[] state = {identity};
        evaluate(new Terminal() {
            public void accept(long t) {
                state[0] = op.applyAsLong(state[0], t);
            }
        }, false);
        return state[0];
    }

    public OptionalLong reduce(final LongBinaryOperator op) {
        Objects.requireNonNull(op);
        final long[] state = new long[1];
        final boolean[] seen = new boolean[1];
        evaluate(new Terminal() {
            public void accept(long t) {
                if (seen[0]) {
                    state[0] = op.applyAsLong(state[0], t);
                } else {
                    seen[0] = true;
                    state[0] = t;
                }
            }
        }, false);
        return seen[0] ? OptionalLong.of(state[0]) : OptionalLong.empty();
    }

    public <R> R collect(Supplier<R> supplier, final ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final R container = supplier.get();
        evaluate(new Terminal() {
            public void accept(long t) {
                accumulator.accept(container, t);
            }
        }, false);
        return container;
    }

    public long sum() {
        final long[] sum = new long[1];
        evaluate(new Terminal() {
            public void accept(long t) {
                sum[0] += t;
            }
        }, false);
        return sum[0];
    }

    public OptionalLong min() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalLong max() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
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
            public void accept(long t) {
                avg[0]++;
                avg[1] += t;
            }
        }, false);
        return avg[0] > 0 ? OptionalDouble.of((double) avg[1] / avg[0]) : OptionalDouble.empty();
    }

    public LongSummaryStatistics summaryStatistics() {
        final LongSummaryStatistics stats = new LongSummaryStatistics();
        evaluate(new Terminal() {
            public void accept(long t) {
                stats.accept(t);
            }
        }, false);
        return stats;
    }

    public boolean anyMatch(LongPredicate predicate) {
        return RefPipeline.match(this, boxed(predicate), 0);
    }

    public boolean allMatch(LongPredicate predicate) {
        return RefPipeline.match(this, boxed(predicate), 1);
    }

    public boolean noneMatch(LongPredicate predicate) {
        return RefPipeline.match(this, boxed(predicate), 2);
    }

    public OptionalLong findFirst() {
        Object v = evaluate(new FindSink(), true).value;
        return v == NONE ? OptionalLong.empty() : OptionalLong.of(((Long) v).longValue());
    }

    public OptionalLong findAny() {
        return findFirst();
    }

    public PrimitiveIterator.OfLong iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator.OfLong spliterator() {
        return adapt(pullSpliterator());
    }
}
