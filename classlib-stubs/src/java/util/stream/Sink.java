package java.util.stream;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * One stage of a running pipeline: the terminal operation's sink wrapped by one sink
 * per intermediate operation. Elements are pushed with accept; a primitive stage
 * overrides the primitive accept and unboxes in accept(Object), so values stay
 * unboxed between primitive stages and the box-taking defaults are used only where a
 * reference stage follows. begin/end bracket a traversal (sorted buffers between
 * them) and cancellationRequested lets short-circuiting stages stop the source.
 */
abstract class Sink implements Consumer<Object>, IntConsumer, LongConsumer, DoubleConsumer {
    void begin(long size) {
    }

    void end() {
    }

    boolean cancellationRequested() {
        return false;
    }

    public abstract void accept(Object t);

    public void accept(int value) {
        accept((Object) Integer.valueOf(value));
    }

    public void accept(long value) {
        accept((Object) Long.valueOf(value));
    }

    public void accept(double value) {
        accept((Object) Double.valueOf(value));
    }

    /** A sink that passes begin, end and cancellation to the next one. */
    abstract static class Chained extends Sink {
        final Sink down;

        Chained(Sink down) {
            this.down = down;
        }

        @Override
        void begin(long size) {
            down.begin(size);
        }

        @Override
        void end() {
            down.end();
        }

        @Override
        boolean cancellationRequested() {
            return down.cancellationRequested();
        }
    }

    /** A chained sink taking int values. */
    abstract static class OfInt extends Chained {
        OfInt(Sink down) {
            super(down);
        }

        @Override
        public final void accept(Object t) {
            accept(((Integer) t).intValue());
        }

        @Override
        public abstract void accept(int value);
    }

    abstract static class OfLong extends Chained {
        OfLong(Sink down) {
            super(down);
        }

        @Override
        public final void accept(Object t) {
            accept(((Long) t).longValue());
        }

        @Override
        public abstract void accept(long value);
    }

    abstract static class OfDouble extends Chained {
        OfDouble(Sink down) {
            super(down);
        }

        @Override
        public final void accept(Object t) {
            accept(((Double) t).doubleValue());
        }

        @Override
        public abstract void accept(double value);
    }
}
