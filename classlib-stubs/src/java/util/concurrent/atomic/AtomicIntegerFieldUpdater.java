package java.util.concurrent.atomic;

import java.lang.reflect.Field;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * Atomic updates of a volatile int field of any object of a class. The read-modify-write
 * operations are compare-and-set loops over the three abstract primitives, as the Javadoc
 * describes them; newUpdater's implementation keeps every access under one lock.
 */
public abstract class AtomicIntegerFieldUpdater<T> {
    public static <U> AtomicIntegerFieldUpdater<U> newUpdater(Class<U> tclass, String fieldName) {
        return new AtomicIntegerFieldUpdaterImpl<U>(tclass, fieldName);
    }

    protected AtomicIntegerFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, int expect, int update);

    public abstract boolean weakCompareAndSet(T obj, int expect, int update);

    public abstract void set(T obj, int newValue);

    public abstract void lazySet(T obj, int newValue);

    public abstract int get(T obj);

    public int getAndSet(T obj, int newValue) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public int getAndIncrement(T obj) {
        return getAndAdd(obj, 1);
    }

    public int getAndDecrement(T obj) {
        return getAndAdd(obj, -1);
    }

    public int getAndAdd(T obj, int delta) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, prev + delta));
        return prev;
    }

    public int incrementAndGet(T obj) {
        return getAndAdd(obj, 1) + 1;
    }

    public int decrementAndGet(T obj) {
        return getAndAdd(obj, -1) - 1;
    }

    public int addAndGet(T obj, int delta) {
        return getAndAdd(obj, delta) + delta;
    }

    public final int getAndUpdate(T obj, IntUnaryOperator updateFunction) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, updateFunction.applyAsInt(prev)));
        return prev;
    }

    public final int updateAndGet(T obj, IntUnaryOperator updateFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = updateFunction.applyAsInt(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final int getAndAccumulate(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, accumulatorFunction.applyAsInt(prev, x)));
        return prev;
    }

    public final int accumulateAndGet(T obj, int x, IntBinaryOperator accumulatorFunction) {
        int prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.applyAsInt(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class AtomicIntegerFieldUpdaterImpl<T> extends AtomicIntegerFieldUpdater<T> {
        private final Class<T> tclass;
        private final Field field;

        AtomicIntegerFieldUpdaterImpl(Class<T> tclass, String fieldName) {
            Field f = FieldUpdaters.find(tclass, fieldName);
            if (f.getType() != int.class)
                throw new IllegalArgumentException("Must be integer type");
            FieldUpdaters.checkModifiers(f);
            this.tclass = tclass;
            this.field = f;
        }

        public boolean compareAndSet(T obj, int expect, int update) {
            FieldUpdaters.checkTarget(tclass, obj);
            return FieldUpdaters.compareAndSet(field, obj, Integer.valueOf(expect), Integer.valueOf(update), true);
        }

        public boolean weakCompareAndSet(T obj, int expect, int update) {
            return compareAndSet(obj, expect, update);
        }

        public void set(T obj, int newValue) {
            FieldUpdaters.checkTarget(tclass, obj);
            FieldUpdaters.write(field, obj, Integer.valueOf(newValue));
        }

        public void lazySet(T obj, int newValue) {
            set(obj, newValue);
        }

        public int get(T obj) {
            FieldUpdaters.checkTarget(tclass, obj);
            return ((Integer) FieldUpdaters.read(field, obj)).intValue();
        }
    }
}
