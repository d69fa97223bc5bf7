package java.util.stream;

import java.util.Arrays;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/** The stage of an DoubleStream (see AbstractPipeline); values pass unboxed between double stages. */
@SuppressWarnings({"unchecked", "rawtypes"})
final class DoublePipeline extends AbstractPipeline implements DoubleStream {
    DoublePipeline(Spliterator<?> spliterator, boolean parallel) {
        super(spliterator, parallel);
    }

    DoublePipeline(Supplier<? extends Spliterator<?>> supplier, boolean parallel) {
        super(supplier, parallel);
    }

    DoublePipeline(AbstractPipeline previous, Op op) {
        super(previous, op);
    }

    /** An double view of a spliterator of boxed values. */
    static Spliterator.OfDouble adapt(final Spliterator s) {
        if (s instanceof Spliterator.OfDouble) {
            return (Spliterator.OfDouble) s;
        }
        return new Spliterator.OfDouble() {
            DoubleConsumer lastAction;
            Consumer lastAdapter;

            private Consumer adapter(final DoubleConsumer action) {
                if (action != lastAction) {
                    lastAction = action;
                    lastAdapter = (action instanceof Consumer) ? (Consumer) action : new Consumer() {
                        public void accept(Object o) {
                            action.accept(((Double) o).doubleValue());
                        }
                    };
                }
                return lastAdapter;
            }

            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                return s.tryAdvance(adapter(action));
            }

            public void forEachRemaining(DoubleConsumer action) {
                Objects.requireNonNull(action);
                s.forEachRemaining(adapter(action));
            }

            public Spliterator.OfDouble trySplit() {
                Spliterator split = s.trySplit();
                return split == null ? null : adapt(split);
            }

            public long estimateSize() {
                return s.estimateSize();
            }

            public int characteristics() {
                return s.characteristics();
            }

            public Comparator<? super Double> getComparator() {
                return s.getComparator();
            }
        };
    }

    static Predicate boxed(final DoublePredicate p) {
        Objects.requireNonNull(p);
        return new Predicate() {
            public boolean test(Object o) {
                return p.test(((Double) o).doubleValue());
            }
        };
    }

    // ---- intermediate operations

    public DoubleStream filter(final DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return new DoublePipeline(this, new Op(NOT_SIZED) {
            Sink wrap(Sink down) {
                return new Sink.OfDouble(down) {
                    void begin(long size) {
                        down.begin(-1);
                    }

                    public void accept(double t) {
                        if (predicate.test(t)) {
                            down.accept(t);
                        }
                    }
                };
            }
        });
    }

    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfDouble(down) {
                    public void accept(double t) {
                        down.accept(mapper.applyAsDouble(t));
                    }
                };
            }
        });
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new RefPipeline<U>(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfDouble(down) {
                    public void accept(double t) {
                        down.accept((Object) mapper.apply(t));
                    }
                };
            }
        });
    }

    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfDouble(down) {
                    public void accept(double t) {
                        down.accept(mapper.applyAsLong(t));
                    }
                };
            }
        });
    }

    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(this, new Op(NOT_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfDouble(down) {
                    public void accept(double t) {
                        down.accept(mapper.applyAsInt(t));
                    }
                };
            }
        });
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, RefPipeline.flatMapOp(new Function() {
            public Object apply(Object o) {
                return mapper.apply(((Double) o).doubleValue());
            }
        }));
    }

    public DoubleStream mapMulti(final DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(this, RefPipeline.mapMultiOp(new BiConsumer() {
            public void accept(Object o, Object sink) {
                mapper.accept(((Double) o).doubleValue(), (DoubleConsumer) sink);
            }
        }));
    }

    public DoubleStream distinct() {
        return new DoublePipeline(this, RefPipeline.DISTINCT);
    }

    public DoubleStream sorted() {
        return new DoublePipeline(this, new Op(IS_SORTED) {
            Sink wrap(Sink down) {
                return new Sink.OfDouble(down) {
                    double[] items;
                    int size;
                    boolean cancellable;

                    void begin(long size) {
                        items = new double[16];
                    }

                    boolean cancellationRequested() {
                        cancellable = true;
                        return false;
                    }

                    public void accept(double t) {
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

    public DoubleStream peek(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        return new DoublePipeline(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.OfDouble(down) {
                    public void accept(double t) {
                        action.accept(t);
                        down.accept(t);
                    }
                };
            }
        });
    }

    public DoubleStream limit(long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        return new DoublePipeline(this, RefPipeline.sliceOp(0, maxSize));
    }

    public DoubleStream skip(long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        if (n == 0) {
            return this;
        }
        return new DoublePipeline(this, RefPipeline.sliceOp(n, -1));
    }

    public DoubleStream takeWhile(DoublePredicate predicate) {
        return new DoublePipeline(this, RefPipeline.takeWhileOp(boxed(predicate)));
    }

    public DoubleStream dropWhile(DoublePredicate predicate) {
        return new DoublePipeline(this, RefPipeline.dropWhileOp(boxed(predicate)));
    }

    /** boxed() keeps the order flags (a sorted stream stays sorted), unlike mapToObj. */
    public Stream<Double> boxed() {
        return new RefPipeline<Double>(this, new Op(0) {
            Sink wrap(Sink down) {
                return new Sink.OfDouble(down) {
                    public void accept(double t) {
                        down.accept((Object) Double.valueOf(t));
                    }
                };
            }
        });
    }

    public DoubleStream sequential() {
        setParallel(false);
        return this;
    }

    public DoubleStream parallel() {
        setParallel(true);
        return this;
    }

    public DoubleStream unordered() {
        return new DoublePipeline(this, IDENTITY);
    }

    public DoubleStream onClose(Runnable closeHandler) {
        addCloseHandler(closeHandler);
        return this;
    }

    // ---- terminal operations

    /** A terminal sink of double values. */
    abstract static class Terminal extends Sink {
        public final void accept(Object t) {
            accept(((Double) t).doubleValue());
        }

        public abstract void accept(double t);
    }

    public void forEach(final DoubleConsumer action) {
        Objects.requireNonNull(action);
        evaluate(new Terminal() {
            public void accept(double t) {
                action.accept(t);
            }
        }, false);
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        final double[][] buf = {new double[16]};
        final int[] size = new int[1];
        evaluate(new Terminal() {
            public void accept(double t) {
                if (size[0] == buf[0].length) {
                    buf[0] = Arrays.copyOf(buf[0], size[0] * 2);
                }
                buf[0][size[0]++] = t;
            }
        }, false);
        return Arrays.copyOf(buf[0], size[0]);
    }

    public double reduce(double identity, final DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        final double[] state = {identity};
        evaluate(new Terminal() {
            public void accept(double t) {
                state[0] = op.applyAsDouble(state[0], t);
            }
        }, false);
        return state[0];
    }

    public OptionalDouble reduce(final DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        final double[] state = new double[1];
        final boolean[] seen = new boolean[1];
        evaluate(new Terminal() {
            public void accept(double t) {
                if (seen[0]) {
                    state[0] = op.applyAsDouble(state[0], t);
                } else {
                    seen[0] = true;
                    state[0] = t;
                }
            }
        }, false);
        return seen[0] ? OptionalDouble.of(state[0]) : OptionalDouble.empty();
    }

    public <R> R collect(Supplier<R> supplier, final ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final R container = supplier.get();
        evaluate(new Terminal() {
            public void accept(double t) {
                accumulator.accept(container, t);
            }
        }, false);
        return container;
    }

    /** The compensated (Kahan) sum, as the JDK computes it; [0] sum, [1] compensation, [2] simple sum. */
    static void sumWithCompensation(double[] state, double value) {
        double tmp = value - state[1];
        double velvel = state[0] + tmp;
        state[1] = (velvel - state[0]) - tmp;
        state[0] = velvel;
    }

    static double computeFinalSum(double[] state) {
        double tmp = state[0] - state[1];
        double simpleSum = state[state.length - 1];
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum)) {
            return simpleSum;
        }
        return tmp;
    }

    public double sum() {
        final double[] state = new double[3];
        evaluate(new Terminal() {
            public void accept(double t) {
                sumWithCompensation(state, t);
                state[2] += t;
            }
        }, false);
        return computeFinalSum(state);
    }

    public OptionalDouble min() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalDouble max() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        return countElements();
    }

    public OptionalDouble average() {
        final double[] state = new double[4];
        evaluate(new Terminal() {
            public void accept(double t) {
                state[2]++;
                sumWithCompensation(state, t);
                state[3] += t;
            }
        }, false);
        return state[2] > 0 ? OptionalDouble.of(computeFinalSum(state) / state[2]) : OptionalDouble.empty();
    }

    public DoubleSummaryStatistics summaryStatistics() {
        final DoubleSummaryStatistics stats = new DoubleSummaryStatistics();
        evaluate(new Terminal() {
            public void accept(double t) {
                stats.accept(t);
            }
        }, false);
        return stats;
    }

    public boolean anyMatch(DoublePredicate predicate) {
        return RefPipeline.match(this, boxed(predicate), 0);
    }

    public boolean allMatch(DoublePredicate predicate) {
        return RefPipeline.match(this, boxed(predicate), 1);
    }

    public boolean noneMatch(DoublePredicate predicate) {
        return RefPipeline.match(this, boxed(predicate), 2);
    }

    public OptionalDouble findFirst() {
        Object v = evaluate(new FindSink(), true).value;
        return v == NONE ? OptionalDouble.empty() : OptionalDouble.of(((Double) v).doubleValue());
    }

    public OptionalDouble findAny() {
        return findFirst();
    }

    public PrimitiveIterator.OfDouble iterator() {
        return Spliterators.iterator(spliterator());
    }

    public Spliterator.OfDouble spliterator() {
        return adapt(pullSpliterator());
    }
}
