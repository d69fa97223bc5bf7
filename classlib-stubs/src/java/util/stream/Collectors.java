package java.util.stream;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.Iterator;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The common collectors. Containers, combiners and characteristics are those the
 * JDK documents; results (map types, iteration orders, exception messages) are the
 * JDK's for a sequential stream.
 */
@SuppressWarnings({"unchecked", "rawtypes"})
public final class Collectors {
    static final Set<Collector.Characteristics> CH_CONCURRENT_ID = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED,
            Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_CONCURRENT_NOID = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.CONCURRENT, Collector.Characteristics.UNORDERED));
    static final Set<Collector.Characteristics> CH_ID = Collections.unmodifiableSet(
            EnumSet.of(Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_UNORDERED_ID = Collections.unmodifiableSet(EnumSet.of(
            Collector.Characteristics.UNORDERED, Collector.Characteristics.IDENTITY_FINISH));
    static final Set<Collector.Characteristics> CH_NOID = Collections.emptySet();
    static final Set<Collector.Characteristics> CH_UNORDERED_NOID = Collections.unmodifiableSet(
            EnumSet.of(Collector.Characteristics.UNORDERED));

    private Collectors() {
    }

    static final class CollectorImpl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Function<A, R> finisher, Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        CollectorImpl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                Set<Characteristics> characteristics) {
            this(supplier, accumulator, combiner, Collectors.<A, R>castingIdentity(), characteristics);
        }

        public BiConsumer<A, T> accumulator() {
            return accumulator;
        }

        public Supplier<A> supplier() {
            return supplier;
        }

        public BinaryOperator<A> combiner() {
            return combiner;
        }

        public Function<A, R> finisher() {
            return finisher;
        }

        public Set<Characteristics> characteristics() {
            return characteristics;
        }
    }

    private static final Function IDENTITY = new Function() {
        public Object apply(Object o) {
            return o;
        }
    };

    static <I, R> Function<I, R> castingIdentity() {
        return IDENTITY;
    }

    private static Collector make(Supplier s, BiConsumer a, BinaryOperator c, Function f, Set ch) {
        return new CollectorImpl(s, a, c, f, ch);
    }

    private static Collector make(Supplier s, BiConsumer a, BinaryOperator c, Set ch) {
        return new CollectorImpl(s, a, c, IDENTITY, ch);
    }

    private static final BiConsumer ADD = new BiConsumer() {
        public void accept(Object c, Object t) {
            ((Collection) c).add(t);
        }
    };

    private static final BinaryOperator ADD_ALL = new BinaryOperator() {
        public Object apply(Object a, Object b) {
            ((Collection) a).addAll((Collection) b);
            return a;
        }
    };

    private static final Supplier NEW_ARRAY_LIST = new Supplier() {
        public Object get() {
            return new ArrayList();
        }
    };

    private static final Supplier NEW_HASH_SET = new Supplier() {
        public Object get() {
            return new HashSet();
        }
    };

    private static final Supplier NEW_HASH_MAP = new Supplier() {
        public Object get() {
            return new HashMap();
        }
    };

    private static final Supplier NEW_CONCURRENT_MAP = new Supplier() {
        public Object get() {
            return new ConcurrentHashMap();
        }
    };

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(Supplier<C> collectionFactory) {
        Objects.requireNonNull(collectionFactory);
        return make(collectionFactory, ADD, ADD_ALL, CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return make(NEW_ARRAY_LIST, ADD, ADD_ALL, CH_ID);
    }

    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return make(NEW_ARRAY_LIST, ADD, ADD_ALL, new Function() {
            public Object apply(Object list) {
                return List.of(((List) list).toArray());
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return make(NEW_HASH_SET, ADD, ADD_ALL, CH_UNORDERED_ID);
    }

    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return make(NEW_HASH_SET, ADD, ADD_ALL, new Function() {
            public Object apply(Object set) {
                return Set.of(((Set) set).toArray());
            }
        }, CH_UNORDERED_NOID);
    }

    public static Collector<CharSequence, ?, String> joining() {
        return make(new Supplier() {
            public Object get() {
                return new StringBuilder();
            }
        }, new BiConsumer() {
            public void accept(Object sb, Object cs) {
                ((StringBuilder) sb).append((CharSequence) cs);
            }
        }, new BinaryOperator() {
            public Object apply(Object a, Object b) {
                ((StringBuilder) a).append((CharSequence) b);
                return a;
            }
        }, new Function() {
            public Object apply(Object sb) {
                return sb.toString();
            }
        }, CH_NOID);
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter,
            final CharSequence prefix, final CharSequence suffix) {
        /* as in the JDK, null arguments are found by StringJoiner when the stream runs */
        return make(new Supplier() {
            public Object get() {
                return new StringJoiner(delimiter, prefix, suffix);
            }
        }, new BiConsumer() {
            public void accept(Object j, Object cs) {
                ((StringJoiner) j).add((CharSequence) cs);
            }
        }, new BinaryOperator() {
            public Object apply(Object a, Object b) {
                return ((StringJoiner) a).merge((StringJoiner) b);
            }
        }, new Function() {
            public Object apply(Object j) {
                return j.toString();
            }
        }, CH_NOID);
    }

    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper,
            Collector<? super U, A, R> downstream) {
        Objects.requireNonNull(mapper);
        final BiConsumer acc = downstream.accumulator();
        return make(downstream.supplier(), new BiConsumer() {
            public void accept(Object r, Object t) {
                acc.accept(r, mapper.apply((T) t));
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            final Function<? super T, ? extends Stream<? extends U>> mapper, Collector<? super U, A, R> downstream) {
        Objects.requireNonNull(mapper);
        final BiConsumer acc = downstream.accumulator();
        return make(downstream.supplier(), new BiConsumer() {
            public void accept(final Object r, Object t) {
                Stream<? extends U> result = mapper.apply((T) t);
                if (result != null) {
                    try (Stream<? extends U> s = result) {
                        s.sequential().forEach(new Consumer() {
                            public void accept(Object u) {
                                acc.accept(r, u);
                            }
                        });
                    }
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate,
            Collector<? super T, A, R> downstream) {
        Objects.requireNonNull(predicate);
        final BiConsumer acc = downstream.accumulator();
        return make(downstream.supplier(), new BiConsumer() {
            public void accept(Object r, Object t) {
                if (predicate.test((T) t)) {
                    acc.accept(r, t);
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(Collector<T, A, R> downstream,
            Function<R, RR> finisher) {
        Objects.requireNonNull(finisher);
        Set<Collector.Characteristics> characteristics = downstream.characteristics();
        if (characteristics.contains(Collector.Characteristics.IDENTITY_FINISH)) {
            if (characteristics.size() == 1) {
                characteristics = CH_NOID;
            } else {
                EnumSet<Collector.Characteristics> cs = EnumSet.copyOf(characteristics);
                cs.remove(Collector.Characteristics.IDENTITY_FINISH);
                characteristics = Collections.unmodifiableSet(cs);
            }
        }
        return make(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                downstream.finisher().andThen(finisher), characteristics);
    }

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(new ToLongFunction<T>() {
            public long applyAsLong(T e) {
                return 1L;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.<T>minBy(comparator));
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(Comparator<? super T> comparator) {
        return reducing(BinaryOperator.<T>maxBy(comparator));
    }

    public static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return make(new Supplier() {
            public Object get() {
                return new int[1];
            }
        }, new BiConsumer() {
            public void accept(Object a, Object t) {
                ((int[]) a)[0] += mapper.applyAsInt((T) t);
            }
        }, new BinaryOperator() {
            public Object apply(Object a, Object b) {
                ((int[]) a)[0] += ((int[]) b)[0];
                return a;
            }
        }, new Function() {
            public Object apply(Object a) {
                return Integer.valueOf(((int[]) a)[0]);
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return make(new Supplier() {
            public Object get() {
                return new long[1];
            }
        }, new BiConsumer() {
            public void accept(Object a, Object t) {
                ((long[]) a)[0] += mapper.applyAsLong((T) t);
            }
        }, new BinaryOperator() {
            public Object apply(Object a, Object b) {
                ((long[]) a)[0] += ((long[]) b)[0];
                return a;
            }
        }, new Function() {
            public Object apply(Object a) {
                return Long.valueOf(((long[]) a)[0]);
            }
        }, CH_NOID);
    }

    /** Kahan summation as DoubleStream.sum: [0] sum, [1] compensation, last: simple sum. */
    public static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return make(new Supplier() {
            public Object get() {
                return new double[3];
            }
        }, new BiConsumer() {
            public void accept(Object o, Object t) {
                double[] a = (double[]) o;
                double val = mapper.applyAsDouble((T) t);
                DoublePipeline.sumWithCompensation(a, val);
                a[2] += val;
            }
        }, new BinaryOperator() {
            public Object apply(Object o, Object p) {
                double[] a = (double[]) o;
                double[] b = (double[]) p;
                DoublePipeline.sumWithCompensation(a, b[0]);
                a[2] += b[2];
                DoublePipeline.sumWithCompensation(a, -b[1]);
                return a;
            }
        }, new Function() {
            public Object apply(Object a) {
                return Double.valueOf(DoublePipeline.computeFinalSum((double[]) a));
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return make(new Supplier() {
            public Object get() {
                return new long[2];
            }
        }, new BiConsumer() {
            public void accept(Object o, Object t) {
                long[] a = (long[]) o;
                a[0] += mapper.applyAsInt((T) t);
                a[1]++;
            }
        }, new BinaryOperator() {
            public Object apply(Object o, Object p) {
                long[] a = (long[]) o;
                long[] b = (long[]) p;
                a[0] += b[0];
                a[1] += b[1];
                return a;
            }
        }, new Function() {
            public Object apply(Object o) {
                long[] a = (long[]) o;
                return Double.valueOf(a[1] == 0 ? 0.0d : (double) a[0] / a[1]);
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return make(new Supplier() {
            public Object get() {
                return new long[2];
            }
        }, new BiConsumer() {
            public void accept(Object o, Object t) {
                long[] a = (long[]) o;
                a[0] += mapper.applyAsLong((T) t);
                a[1]++;
            }
        }, new BinaryOperator() {
            public Object apply(Object o, Object p) {
                long[] a = (long[]) o;
                long[] b = (long[]) p;
                a[0] += b[0];
                a[1] += b[1];
                return a;
            }
        }, new Function() {
            public Object apply(Object o) {
                long[] a = (long[]) o;
                return Double.valueOf(a[1] == 0 ? 0.0d : (double) a[0] / a[1]);
            }
        }, CH_NOID);
    }

    /** [0] sum, [1] compensation, [2] count, [3] simple sum. */
    public static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return make(new Supplier() {
            public Object get() {
                return new double[4];
            }
        }, new BiConsumer() {
            public void accept(Object o, Object t) {
                double[] a = (double[]) o;
                double val = mapper.applyAsDouble((T) t);
                DoublePipeline.sumWithCompensation(a, val);
                a[2]++;
                a[3] += val;
            }
        }, new BinaryOperator() {
            public Object apply(Object o, Object p) {
                double[] a = (double[]) o;
                double[] b = (double[]) p;
                DoublePipeline.sumWithCompensation(a, b[0]);
                DoublePipeline.sumWithCompensation(a, -b[1]);
                a[2] += b[2];
                a[3] += b[3];
                return a;
            }
        }, new Function() {
            public Object apply(Object o) {
                double[] a = (double[]) o;
                return Double.valueOf(a[2] == 0 ? 0.0d : DoublePipeline.computeFinalSum(a) / a[2]);
            }
        }, CH_NOID);
    }

    public static <T> Collector<T, ?, T> reducing(final T identity, final BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        return make(new Supplier() {
            public Object get() {
                return new Object[] {identity};
            }
        }, new BiConsumer() {
            public void accept(Object o, Object t) {
                Object[] a = (Object[]) o;
                a[0] = op.apply((T) a[0], (T) t);
            }
        }, new BinaryOperator() {
            public Object apply(Object o, Object p) {
                Object[] a = (Object[]) o;
                a[0] = op.apply((T) a[0], (T) ((Object[]) p)[0]);
                return a;
            }
        }, new Function() {
            public Object apply(Object o) {
                return ((Object[]) o)[0];
            }
        }, CH_NOID);
    }

    /** The container of reducing(op): whether a value was seen, and the value. */
    private static final class OptionalBox {
        boolean present;
        Object value;
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        Objects.requireNonNull(op);
        return make(new Supplier() {
            public Object get() {
                return new OptionalBox();
            }
        }, new BiConsumer() {
            public void accept(Object o, Object t) {
                OptionalBox a = (OptionalBox) o;
                if (a.present) {
                    a.value = op.apply((T) a.value, (T) t);
                } else {
                    a.value = t;
                    a.present = true;
                }
            }
        }, new BinaryOperator() {
            public Object apply(Object o, Object p) {
                OptionalBox a = (OptionalBox) o;
                OptionalBox b = (OptionalBox) p;
                if (b.present) {
                    if (a.present) {
                        a.value = op.apply((T) a.value, (T) b.value);
                    } else {
                        a.value = b.value;
                        a.present = true;
                    }
                }
                return a;
            }
        }, new Function() {
            public Object apply(Object o) {
                return Optional.ofNullable(((OptionalBox) o).value);
            }
        }, CH_NOID);
    }

    public static <T, U> Collector<T, ?, U> reducing(final U identity, final Function<? super T, ? extends U> mapper,
            final BinaryOperator<U> op) {
        Objects.requireNonNull(mapper);
        Objects.requireNonNull(op);
        return make(new Supplier() {
            public Object get() {
                return new Object[] {identity};
            }
        }, new BiConsumer() {
            public void accept(Object o, Object t) {
                Object[] a = (Object[]) o;
                a[0] = op.apply((U) a[0], mapper.apply((T) t));
            }
        }, new BinaryOperator() {
            public Object apply(Object o, Object p) {
                Object[] a = (Object[]) o;
                a[0] = op.apply((U) a[0], (U) ((Object[]) p)[0]);
                return a;
            }
        }, new Function() {
            public Object apply(Object o) {
                return ((Object[]) o)[0];
            }
        }, CH_NOID);
    }

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, NEW_HASH_MAP, toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
            Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, NEW_HASH_MAP, downstream);
    }

    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            final Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(classifier);
        Objects.requireNonNull(mapFactory);
        Objects.requireNonNull(downstream);
        return grouping(classifier, mapFactory, downstream, false);
    }

    private static Collector grouping(final Function classifier, Supplier mapFactory, Collector downstream,
            boolean concurrent) {
        final Supplier downstreamSupplier = downstream.supplier();
        final BiConsumer downstreamAccumulator = downstream.accumulator();
        final Function newContainer = new Function() {
            public Object apply(Object k) {
                return downstreamSupplier.get();
            }
        };
        BiConsumer accumulator = new BiConsumer() {
            public void accept(Object m, Object t) {
                Object key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                Object container = ((Map) m).computeIfAbsent(key, newContainer);
                downstreamAccumulator.accept(container, t);
            }
        };
        final BinaryOperator downstreamCombiner = downstream.combiner();
        BinaryOperator merger = new BinaryOperator() {
            public Object apply(Object a, Object b) {
                Map m1 = (Map) a;
                for (Object o : ((Map) b).entrySet()) {
                    Map.Entry e = (Map.Entry) o;
                    m1.merge(e.getKey(), e.getValue(), downstreamCombiner);
                }
                return m1;
            }
        };
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return make(mapFactory, accumulator, merger, concurrent ? CH_CONCURRENT_ID : CH_ID);
        }
        final Function downstreamFinisher = downstream.finisher();
        return make(mapFactory, accumulator, merger, new Function() {
            public Object apply(Object m) {
                ((Map) m).replaceAll(new BiFunction() {
                    public Object apply(Object k, Object v) {
                        return downstreamFinisher.apply(v);
                    }
                });
                return m;
            }
        }, concurrent ? CH_CONCURRENT_NOID : CH_NOID);
    }

    public static <T, K> Collector<T, ?, ConcurrentMap<K, List<T>>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier) {
        return groupingByConcurrent(classifier, NEW_CONCURRENT_MAP, toList());
    }

    public static <T, K, A, D> Collector<T, ?, ConcurrentMap<K, D>> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Collector<? super T, A, D> downstream) {
        return groupingByConcurrent(classifier, NEW_CONCURRENT_MAP, downstream);
    }

    public static <T, K, A, D, M extends ConcurrentMap<K, D>> Collector<T, ?, M> groupingByConcurrent(
            Function<? super T, ? extends K> classifier, Supplier<M> mapFactory,
            Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(classifier);
        Objects.requireNonNull(mapFactory);
        Objects.requireNonNull(downstream);
        return grouping(classifier, mapFactory, downstream, true);
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate,
            Collector<? super T, A, D> downstream) {
        Objects.requireNonNull(predicate);
        final BiConsumer downstreamAccumulator = downstream.accumulator();
        final Supplier downstreamSupplier = downstream.supplier();
        final BinaryOperator op = downstream.combiner();
        BiConsumer accumulator = new BiConsumer() {
            public void accept(Object r, Object t) {
                Partition p = (Partition) r;
                downstreamAccumulator.accept(predicate.test((T) t) ? p.forTrue : p.forFalse, t);
            }
        };
        BinaryOperator merger = new BinaryOperator() {
            public Object apply(Object a, Object b) {
                Partition l = (Partition) a;
                Partition r = (Partition) b;
                return new Partition(op.apply(l.forTrue, r.forTrue), op.apply(l.forFalse, r.forFalse));
            }
        };
        Supplier supplier = new Supplier() {
            public Object get() {
                return new Partition(downstreamSupplier.get(), downstreamSupplier.get());
            }
        };
        if (downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return make(supplier, accumulator, merger, CH_ID);
        }
        final Function finisher = downstream.finisher();
        return make(supplier, accumulator, merger, new Function() {
            public Object apply(Object o) {
                Partition p = (Partition) o;
                return new Partition(finisher.apply(p.forTrue), finisher.apply(p.forFalse));
            }
        }, CH_NOID);
    }

    /** The map of partitioningBy: two fixed keys, false first. */
    private static final class Partition<T> extends AbstractMap<Boolean, T> implements Map<Boolean, T> {
        final T forTrue;
        final T forFalse;

        Partition(T forTrue, T forFalse) {
            this.forTrue = forTrue;
            this.forFalse = forFalse;
        }

        @Override
        public boolean containsKey(Object key) {
            return key instanceof Boolean;
        }

        @Override
        public T get(Object key) {
            if (key instanceof Boolean) {
                return ((Boolean) key).booleanValue() ? forTrue : forFalse;
            }
            return null;
        }

        @Override
        public Set<Map.Entry<Boolean, T>> entrySet() {
            return new AbstractSet<Map.Entry<Boolean, T>>() {
                @Override
                public Iterator<Map.Entry<Boolean, T>> iterator() {
                    Map.Entry<Boolean, T> falseEntry = new AbstractMap.SimpleImmutableEntry<Boolean, T>(
                            Boolean.FALSE, forFalse);
                    Map.Entry<Boolean, T> trueEntry = new AbstractMap.SimpleImmutableEntry<Boolean, T>(
                            Boolean.TRUE, forTrue);
                    return List.of(falseEntry, trueEntry).iterator();
                }

                @Override
                public int size() {
                    return 2;
                }
            };
        }
    }

    static IllegalStateException duplicateKeyException(Object k, Object u, Object v) {
        return new IllegalStateException("Duplicate key " + k + " (attempted merging values " + u + " and "
                + v + ")");
    }

    private static BiConsumer uniqKeysMapAccumulator(final Function keyMapper, final Function valueMapper) {
        return new BiConsumer() {
            public void accept(Object m, Object t) {
                Object k = keyMapper.apply(t);
                Object v = Objects.requireNonNull(valueMapper.apply(t));
                Object u = ((Map) m).putIfAbsent(k, v);
                if (u != null) {
                    throw duplicateKeyException(k, u, v);
                }
            }
        };
    }

    private static final BinaryOperator UNIQ_KEYS_MERGER = new BinaryOperator() {
        public Object apply(Object a, Object b) {
            Map m1 = (Map) a;
            for (Object o : ((Map) b).entrySet()) {
                Map.Entry e = (Map.Entry) o;
                Object k = e.getKey();
                Object v = Objects.requireNonNull(e.getValue());
                Object u = m1.putIfAbsent(k, v);
                if (u != null) {
                    throw duplicateKeyException(k, u, v);
                }
            }
            return m1;
        }
    };

    private static BiConsumer mergeAccumulator(final Function keyMapper, final Function valueMapper,
            final BinaryOperator mergeFunction) {
        return new BiConsumer() {
            public void accept(Object m, Object t) {
                ((Map) m).merge(keyMapper.apply(t), valueMapper.apply(t), mergeFunction);
            }
        };
    }

    private static BinaryOperator mapMerger(final BinaryOperator mergeFunction) {
        return new BinaryOperator() {
            public Object apply(Object a, Object b) {
                Map m1 = (Map) a;
                for (Object o : ((Map) b).entrySet()) {
                    Map.Entry e = (Map.Entry) o;
                    m1.merge(e.getKey(), e.getValue(), mergeFunction);
                }
                return m1;
            }
        };
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        return make(NEW_HASH_MAP, uniqKeysMapAccumulator(keyMapper, valueMapper), UNIQ_KEYS_MERGER, CH_ID);
    }

    private static final Function TO_UNMODIFIABLE_MAP = new Function() {
        public Object apply(Object map) {
            return Map.ofEntries((Map.Entry[]) ((Map) map).entrySet().toArray(new Map.Entry[0]));
        }
    };

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        return collectingAndThen(toMap(keyMapper, valueMapper), TO_UNMODIFIABLE_MAP);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, NEW_HASH_MAP);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        Objects.requireNonNull(keyMapper, "keyMapper");
        Objects.requireNonNull(valueMapper, "valueMapper");
        Objects.requireNonNull(mergeFunction, "mergeFunction");
        return collectingAndThen(toMap(keyMapper, valueMapper, mergeFunction, NEW_HASH_MAP), TO_UNMODIFIABLE_MAP);
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(Function<? super T, ? extends K> keyMapper,
            Function<? super T, ? extends U> valueMapper, BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        Objects.requireNonNull(mergeFunction);
        Objects.requireNonNull(mapFactory);
        return make(mapFactory, mergeAccumulator(keyMapper, valueMapper, mergeFunction), mapMerger(mergeFunction),
                CH_ID);
    }

    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        return make(NEW_CONCURRENT_MAP, uniqKeysMapAccumulator(keyMapper, valueMapper), UNIQ_KEYS_MERGER,
                CH_CONCURRENT_ID);
    }

    public static <T, K, U> Collector<T, ?, ConcurrentMap<K, U>> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction) {
        return toConcurrentMap(keyMapper, valueMapper, mergeFunction, NEW_CONCURRENT_MAP);
    }

    public static <T, K, U, M extends ConcurrentMap<K, U>> Collector<T, ?, M> toConcurrentMap(
            Function<? super T, ? extends K> keyMapper, Function<? super T, ? extends U> valueMapper,
            BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        Objects.requireNonNull(keyMapper);
        Objects.requireNonNull(valueMapper);
        Objects.requireNonNull(mergeFunction);
        Objects.requireNonNull(mapFactory);
        return make(mapFactory, mergeAccumulator(keyMapper, valueMapper, mergeFunction), mapMerger(mergeFunction),
                CH_CONCURRENT_ID);
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return make(new Supplier() {
            public Object get() {
                return new IntSummaryStatistics();
            }
        }, new BiConsumer() {
            public void accept(Object r, Object t) {
                ((IntSummaryStatistics) r).accept(mapper.applyAsInt((T) t));
            }
        }, new BinaryOperator() {
            public Object apply(Object l, Object r) {
                ((IntSummaryStatistics) l).combine((IntSummaryStatistics) r);
                return l;
            }
        }, CH_ID);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(
            final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return make(new Supplier() {
            public Object get() {
                return new LongSummaryStatistics();
            }
        }, new BiConsumer() {
            public void accept(Object r, Object t) {
                ((LongSummaryStatistics) r).accept(mapper.applyAsLong((T) t));
            }
        }, new BinaryOperator() {
            public Object apply(Object l, Object r) {
                ((LongSummaryStatistics) l).combine((LongSummaryStatistics) r);
                return l;
            }
        }, CH_ID);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(
            final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return make(new Supplier() {
            public Object get() {
                return new DoubleSummaryStatistics();
            }
        }, new BiConsumer() {
            public void accept(Object r, Object t) {
                ((DoubleSummaryStatistics) r).accept(mapper.applyAsDouble((T) t));
            }
        }, new BinaryOperator() {
            public Object apply(Object l, Object r) {
                ((DoubleSummaryStatistics) l).combine((DoubleSummaryStatistics) r);
                return l;
            }
        }, CH_ID);
    }

    /** The container of teeing: both downstream containers. */
    private static final class PairBox {
        Object left;
        Object right;
    }

    public static <T, R1, R2, R> Collector<T, ?, R> teeing(Collector<? super T, ?, R1> downstream1,
            Collector<? super T, ?, R2> downstream2, final BiFunction<? super R1, ? super R2, R> merger) {
        Objects.requireNonNull(downstream1, "downstream1");
        Objects.requireNonNull(downstream2, "downstream2");
        Objects.requireNonNull(merger, "merger");
        final Supplier s1 = Objects.requireNonNull(downstream1.supplier(), "downstream1 supplier");
        final Supplier s2 = Objects.requireNonNull(downstream2.supplier(), "downstream2 supplier");
        final BiConsumer a1 = Objects.requireNonNull(downstream1.accumulator(), "downstream1 accumulator");
        final BiConsumer a2 = Objects.requireNonNull(downstream2.accumulator(), "downstream2 accumulator");
        final BinaryOperator c1 = Objects.requireNonNull(downstream1.combiner(), "downstream1 combiner");
        final BinaryOperator c2 = Objects.requireNonNull(downstream2.combiner(), "downstream2 combiner");
        final Function f1 = Objects.requireNonNull(downstream1.finisher(), "downstream1 finisher");
        final Function f2 = Objects.requireNonNull(downstream2.finisher(), "downstream2 finisher");
        Set<Collector.Characteristics> characteristics;
        Set<Collector.Characteristics> ch1 = downstream1.characteristics();
        Set<Collector.Characteristics> ch2 = downstream2.characteristics();
        EnumSet<Collector.Characteristics> c = EnumSet.noneOf(Collector.Characteristics.class);
        c.addAll(ch1);
        c.retainAll(ch2);
        c.remove(Collector.Characteristics.IDENTITY_FINISH);
        characteristics = c.isEmpty() ? CH_NOID : Collections.unmodifiableSet(c);
        return make(new Supplier() {
            public Object get() {
                PairBox b = new PairBox();
                b.left = s1.get();
                b.right = s2.get();
                return b;
            }
        }, new BiConsumer() {
            public void accept(Object o, Object t) {
                PairBox b = (PairBox) o;
                a1.accept(b.left, t);
                a2.accept(b.right, t);
            }
        }, new BinaryOperator() {
            public Object apply(Object o, Object p) {
                PairBox a = (PairBox) o;
                PairBox b = (PairBox) p;
                a.left = c1.apply(a.left, b.left);
                a.right = c2.apply(a.right, b.right);
                return a;
            }
        }, new Function() {
            public Object apply(Object o) {
                PairBox b = (PairBox) o;
                return merger.apply((R1) f1.apply(b.left), (R2) f2.apply(b.right));
            }
        }, characteristics);
    }
}
