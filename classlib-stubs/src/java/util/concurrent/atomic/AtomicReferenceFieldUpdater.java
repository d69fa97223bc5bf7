package java.util.concurrent.atomic;

import java.lang.reflect.Field;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * Atomic updates of a volatile reference field of any object of a class; compareAndSet
 * compares by identity. newUpdater's implementation keeps every access under one lock.
 */
public abstract class AtomicReferenceFieldUpdater<T, V> {
    public static <U, W> AtomicReferenceFieldUpdater<U, W> newUpdater(Class<U> tclass, Class<W> vclass,
            String fieldName) {
        return new AtomicReferenceFieldUpdaterImpl<U, W>(tclass, vclass, fieldName);
    }

    protected AtomicReferenceFieldUpdater() {
    }

    public abstract boolean compareAndSet(T obj, V expect, V update);

    public abstract boolean weakCompareAndSet(T obj, V expect, V update);

    public abstract void set(T obj, V newValue);

    public abstract void lazySet(T obj, V newValue);

    public abstract V get(T obj);

    public V getAndSet(T obj, V newValue) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, newValue));
        return prev;
    }

    public final V getAndUpdate(T obj, UnaryOperator<V> updateFunction) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, updateFunction.apply(prev)));
        return prev;
    }

    public final V updateAndGet(T obj, UnaryOperator<V> updateFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = updateFunction.apply(prev);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    public final V getAndAccumulate(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev;
        do {
            prev = get(obj);
        } while (!compareAndSet(obj, prev, accumulatorFunction.apply(prev, x)));
        return prev;
    }

    public final V accumulateAndGet(T obj, V x, BinaryOperator<V> accumulatorFunction) {
        V prev, next;
        do {
            prev = get(obj);
            next = accumulatorFunction.apply(prev, x);
        } while (!compareAndSet(obj, prev, next));
        return next;
    }

    private static final class AtomicReferenceFieldUpdaterImpl<T, V> extends AtomicReferenceFieldUpdater<T, V> {
        private final Class<T> tclass;
        private final Class<V> vclass;
        private final Field field;

        AtomicReferenceFieldUpdaterImpl(Class<T> tclass, Class<V> vclass, String fieldName) {
            Field f = FieldUpdaters.find(tclass, fieldName);
            if (f.getType() != vclass)
                throw new ClassCastException();
            if (vclass.isPrimitive())
                throw new IllegalArgumentException("Must be reference type");
            FieldUpdaters.checkModifiers(f);
            this.tclass = tclass;
            this.vclass = vclass;
            this.field = f;
        }

        private void checkValue(V v) {
            if (v != null && !vclass.isInstance(v))
                throw new ClassCastException();
        }

        public boolean compareAndSet(T obj, V expect, V update) {
            FieldUpdaters.checkTarget(tclass, obj);
            checkValue(update);
            return FieldUpdaters.compareAndSet(field, obj, expect, update, false);
        }

        public boolean weakCompareAndSet(T obj, V expect, V update) {
            return compareAndSet(obj, expect, update);
        }

        public void set(T obj, V newValue) {
            FieldUpdaters.checkTarget(tclass, obj);
            checkValue(newValue);
            FieldUpdaters.write(field, obj, newValue);
        }

        public void lazySet(T obj, V newValue) {
            set(obj, newValue);
        }

        @SuppressWarnings("unchecked")
        public V get(T obj) {
            FieldUpdaters.checkTarget(tclass, obj);
            return (V) FieldUpdaters.read(field, obj);
        }
    }
}
