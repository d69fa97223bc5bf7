package java.util.concurrent.atomic;

import java.lang.reflect.Field;
import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/**
 * Atomic updates of a volatile long field of any object of a class. The read-modify-write
 * operations are compare-and-set loops over the three abstract primitives, as the Javadoc
 * describes them; newUpdater's implementation keeps every access under one lock.
 */
public abstract class AtomicLongFieldUpdater<T> {
    public static <U> AtomicLongFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new AtomicLongFieldUpdaterImpl<U>(tclass, fieldName);
    }

    protected AtomicLongFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, long expect, long update);

    public abstract boolean weakCompareAndSet(T obj, long expect, long update);

    public abstract void set(T obj, long newValue);

    public abstract void lazySet(T obj, long newValue);

    public abstract long get(T obj);

    public long getAndSet(T obj, long newValue) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public long getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public long getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public long getAndAdd(T obj, long delta) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, prev + delta));
        return prev;
    }

    public long incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public long decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public long addAndGet(T obj, long delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final long getAndUpdate(T obj, LongUnaryOperator updateFunction) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, updateFunction.applyAsLong(prev)));
        return prev;
    }

    public final long updateAndGet(T obj, LongUnaryOperator updateFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsLong(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final long getAndAccumulate(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, accumulatorFunction.applyAsLong(prev, x)));
        return prev;
    }

    public final long accumulateAndGet(T obj, long x, LongBinaryOperator accumulatorFunction) {
        long prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsLong(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class AtomicLongFieldUpdaterImpl<T> extends AtomicLongFieldUpdater<T> {
        private final Class<T> tclass;
        private final Field field;

        AtomicLongFieldUpdaterImpl(Class<T> tclass, String fieldName) {
            Field f = FieldUpdaters.find(tclass, fieldName);
            if (f.getType() != long.class)
                throw new IllegalArgumentException("Must be long type");
            FieldUpdaters.checkModifiers(f);
            this.tclass = tclass;
            this.field = f;
        }

        public boolean compareAndSet(T obj, long expect, long update) {
            FieldUpdaters.checkTarget(tclass, obj);
            return FieldUpdaters.compareAndSet(field, obj, Long.valueOf(expect), Long.valueOf(update), true);
        }

        public boolean weakCompareAndSet(T obj, long expect, long update) {
            return compareAndSet(obj, expect, update);
        }

        public void set(T obj, long newValue) {
            FieldUpdaters.checkTarget(tclass, obj);
            FieldUpdaters.write(field, obj, Long.valueOf(newValue));
        }

        public void lazySet(T obj, long newValue) {
            set(obj, newValue);
        }

        public long get(T obj) {
            FieldUpdaters.checkTarget(tclass, obj);
            return ((Long) FieldUpdaters.read(field, obj)).longValue();
        }
    }
}
