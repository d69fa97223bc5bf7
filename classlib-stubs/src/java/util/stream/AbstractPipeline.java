package java.util.stream;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A stage of a sequential stream pipeline, shared by the four stream shapes. Each
 * stream object is one stage: the head holds the source, every other stage an
 * intermediate operation and a link to the stage before. Using a stage twice (a
 * second operation, or an operation after close) throws IllegalStateException as in
 * the JDK. A terminal operation takes the source spliterator, wraps its own sink in
 * the sinks of the operations (last operation innermost) and pushes the source
 * through: with forEachRemaining, or, when an operation or the terminal operation
 * can stop early (limit, takeWhile, findFirst, anyMatch...), one tryAdvance at a
 * time while no sink asks for cancellation. This gives the JDK's element-at-a-time
 * order of side effects (peek, map) and its laziness; sorted buffers between begin
 * and end. parallel() only sets a flag: everything runs on the calling thread.
 */
abstract class AbstractPipeline {
    static final String MSG_LINKED = "stream has already been operated upon or closed";
    static final String MSG_CONSUMED = "source already consumed or closed";

    /** The operation may change the number of elements (filter, flatMap, limit...). */
    static final int NOT_SIZED = 1;
    /** The operation may stop the traversal early. */
    static final int SHORT_CIRCUIT = 2;
    /** The operation's elements are not in natural order even if its input is (map, flatMap...). */
    static final int NOT_SORTED = 4;
    /**
     * The operation sorts in natural order: as in the JDK, it does nothing (its elements pass
     * straight through) when its input is known to be in natural order already, that is when
     * the source is SORTED without a comparator (TreeSet, ranges) or after another sorted().
     */
    static final int IS_SORTED = 8;

    /** An intermediate operation: wraps the sink of the stage after it. */
    abstract static class Op {
        final int flags;

        Op(int flags) {
            this.flags = flags;
        }

        abstract Sink wrap(Sink down);

        /** The number of elements after this operation, given the number before (>= 0); -1 if unknown. */
        long size(long upstream) {
            return (flags & NOT_SIZED) != 0 ? -1 : upstream;
        }
    }

    /** What all stages of one pipeline share. */
    static final class Source {
        Spliterator<?> spliterator;
        Supplier<? extends Spliterator<?>> supplier;
        boolean parallel;
        boolean consumed;
        boolean closed;
        ArrayList<Runnable> closeHandlers;
    }

    final Source source;
    final AbstractPipeline previous;
    final Op op;
    boolean linked;

    AbstractPipeline(Spliterator<?> spliterator, boolean parallel) {
        this.source = new Source();
        this.source.spliterator = Objects.requireNonNull(spliterator);
        this.source.parallel = parallel;
        this.previous = null;
        this.op = null;
    }

    AbstractPipeline(Supplier<? extends Spliterator<?>> supplier, boolean parallel) {
        this.source = new Source();
        this.source.supplier = Objects.requireNonNull(supplier);
        this.source.parallel = parallel;
        this.previous = null;
        this.op = null;
    }

    AbstractPipeline(AbstractPipeline previous, Op op) {
        if (previous.linked) {
            throw new IllegalStateException(MSG_LINKED);
        }
        previous.linked = true;
        this.source = previous.source;
        this.previous = previous;
        this.op = op;
    }

    final boolean hasFlag(int flag) {
        for (AbstractPipeline p = this; p.op != null; p = p.previous) {
            if ((p.op.flags & flag) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Marks this stage used and takes the source spliterator. */
    final Spliterator<?> takeSource() {
        if (linked) {
            throw new IllegalStateException(MSG_LINKED);
        }
        linked = true;
        Source s = source;
        if (s.consumed) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        s.consumed = true;
        Spliterator<?> sp = s.spliterator;
        if (sp == null) {
            sp = s.supplier.get();
        }
        s.spliterator = null;
        s.supplier = null;
        return sp;
    }

    final Sink wrap(Sink sink, Spliterator<?> sp) {
        int depth = 0;
        for (AbstractPipeline p = this; p.op != null; p = p.previous) {
            depth++;
        }
        Op[] ops = new Op[depth];
        int i = depth;
        for (AbstractPipeline p = this; p.op != null; p = p.previous) {
            ops[--i] = p.op;
        }
        boolean sorted = sp.hasCharacteristics(Spliterator.SORTED) && sp.getComparator() == null;
        boolean[] sortedBefore = new boolean[depth];
        for (i = 0; i < depth; i++) {
            sortedBefore[i] = sorted;
            if ((ops[i].flags & IS_SORTED) != 0) {
                sorted = true;
            } else if ((ops[i].flags & NOT_SORTED) != 0) {
                sorted = false;
            }
        }
        for (i = depth - 1; i >= 0; i--) {
            if ((ops[i].flags & IS_SORTED) == 0 || !sortedBefore[i]) {
                sink = ops[i].wrap(sink);
            }
        }
        return sink;
    }

    @SuppressWarnings("unchecked")
    static void run(Spliterator<?> sp, Sink sink, boolean shortCircuit) {
        sink.begin(sp.getExactSizeIfKnown());
        Spliterator<Object> s = (Spliterator<Object>) sp;
        if (shortCircuit) {
            do {
            } while (!sink.cancellationRequested() && s.tryAdvance(sink));
        } else {
            s.forEachRemaining(sink);
        }
        sink.end();
    }

    /** Runs the pipeline into a terminal sink and returns that sink. */
    final <S extends Sink> S evaluate(S terminal, boolean terminalShortCircuit) {
        Spliterator<?> sp = takeSource();
        run(sp, wrap(terminal, sp), terminalShortCircuit || hasFlag(SHORT_CIRCUIT));
        return terminal;
    }

    /** The exact number of elements this stage yields from a source of that many (-1: unknown). */
    final long sizeAfter(long sourceSize) {
        if (op == null || sourceSize < 0) {
            return sourceSize;
        }
        long s = previous.sizeAfter(sourceSize);
        return s < 0 ? -1 : op.size(s);
    }

    /**
     * count(): as in JDK 17, a size known from the source and kept by every operation
     * (map, peek, sorted, skip, limit...) is the answer, without traversal.
     */
    final long countElements() {
        Spliterator<?> sp = takeSource();
        long known = sizeAfter(sp.getExactSizeIfKnown());
        if (known >= 0) {
            return known;
        }
        final long[] n = new long[1];
        run(sp, wrap(new Sink() {
            public void accept(Object t) {
                n[0]++;
            }

            public void accept(int t) {
                n[0]++;
            }

            public void accept(long t) {
                n[0]++;
            }

            public void accept(double t) {
                n[0]++;
            }
        }, sp), hasFlag(SHORT_CIRCUIT));
        return n[0];
    }

    /** The elements in a growable array (toArray, sorted). */
    static final class Buffer extends Sink {
        Object[] items = new Object[16];
        int size;

        public void accept(Object t) {
            if (size == items.length) {
                Object[] bigger = new Object[size * 2];
                System.arraycopy(items, 0, bigger, 0, size);
                items = bigger;
            }
            items[size++] = t;
        }

        Object[] toArray() {
            Object[] a = new Object[size];
            System.arraycopy(items, 0, a, 0, size);
            return a;
        }
    }

    /** The spliterator of a stage with operations: pulls one source element at a time. */
    final Spliterator<Object> pullSpliterator() {
        final Spliterator<?> sp = takeSource();
        if (op == null) {
            @SuppressWarnings("unchecked")
            Spliterator<Object> s = (Spliterator<Object>) sp;
            return s;
        }
        final long known = sizeAfter(sp.getExactSizeIfKnown());
        final boolean sized = known >= 0;
        final int characteristics = sp.characteristics()
                & (sized ? (Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED) : Spliterator.ORDERED);
        final long size = sized ? known : Long.MAX_VALUE;
        final Buffer buf = new Buffer();
        final Sink sink = wrap(buf, sp);
        return new Spliterator<Object>() {
            boolean started;
            boolean finished;
            int pos;

            private boolean fill() {
                if (!started) {
                    started = true;
                    sink.begin(sp.getExactSizeIfKnown());
                }
                while (pos >= buf.size) {
                    if (finished) {
                        return false;
                    }
                    buf.size = 0;
                    pos = 0;
                    @SuppressWarnings("unchecked")
                    Spliterator<Object> s = (Spliterator<Object>) sp;
                    if (sink.cancellationRequested() || !s.tryAdvance(sink)) {
                        finished = true;
                        sink.end();
                    }
                }
                return true;
            }

            public boolean tryAdvance(Consumer<? super Object> action) {
                Objects.requireNonNull(action);
                if (!fill()) {
                    return false;
                }
                Object t = buf.items[pos];
                buf.items[pos++] = null;
                action.accept(t);
                return true;
            }

            public Spliterator<Object> trySplit() {
                return null;
            }

            public long estimateSize() {
                return sized ? size : sp.estimateSize();
            }

            public int characteristics() {
                return characteristics;
            }

            public Comparator<? super Object> getComparator() {
                throw new IllegalStateException();
            }
        };
    }

    final Iterator<Object> pullIterator() {
        return Spliterators.iterator(pullSpliterator());
    }

    final void addCloseHandler(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        if (linked) {
            throw new IllegalStateException(MSG_LINKED);
        }
        if (source.closeHandlers == null) {
            source.closeHandlers = new ArrayList<Runnable>();
        }
        source.closeHandlers.add(closeHandler);
    }

    /** close(): runs the handlers once, in order; later exceptions are suppressed by the first. */
    public void close() {
        linked = true;
        source.spliterator = null;
        source.supplier = null;
        source.consumed = true;
        ArrayList<Runnable> handlers = source.closeHandlers;
        source.closeHandlers = null;
        if (handlers != null) {
            Streams.runAll(handlers);
        }
    }

    public boolean isParallel() {
        return source.parallel;
    }

    final void setParallel(boolean parallel) {
        source.parallel = parallel;
    }

    /** The identity operation (unordered(), boxed()): a new stage, so the old one is used. */
    static final Op IDENTITY = new Op(0) {
        Sink wrap(Sink down) {
            return down;
        }
    };

    static final Object NONE = new Object();

    /** findFirst/findAny: the first element, or NONE. */
    static final class FindSink extends Sink {
        Object value = NONE;

        public void accept(Object t) {
            if (value == NONE) {
                value = t;
            }
        }

        boolean cancellationRequested() {
            return value != NONE;
        }
    }

    static NoSuchElementException noValue() {
        return new NoSuchElementException("No value present");
    }
}
