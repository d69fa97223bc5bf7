package java.util.concurrent.atomic;

import java.util.Arrays;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/* Every operation holds this object's monitor, which makes each one atomic. */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private static final long serialVersionUID = -6209656149925076980L;

    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        this.array = Arrays.copyOf(array, array.length, Object[].class);
    }

    public final int length() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    public final synchronized E get(int i) {
        return (E) array[i];
    }

    public final synchronized void set(int i, E newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, E newValue) {
        set(i, newValue);
    }

    @SuppressWarnings("unchecked")
    public final synchronized E getAndSet(int i, E newValue) {
        E old = (E) array[i];
        array[i] = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int i, E expectedValue, E newValue) {
        if (array[i] != expectedValue)
            return false;
        array[i] = newValue;
        return true;
    }

    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    @SuppressWarnings("unchecked")
    public final synchronized E getAndUpdate(int i, UnaryOperator<E> updateFunction) {
        E prev = (E) array[i];
        array[i] = updateFunction.apply(prev);
        return prev;
    }

    @SuppressWarnings("unchecked")
    public final synchronized E updateAndGet(int i, UnaryOperator<E> updateFunction) {
        E next = updateFunction.apply((E) array[i]);
        array[i] = next;
        return next;
    }

    @SuppressWarnings("unchecked")
    public final synchronized E getAndAccumulate(int i, E x, BinaryOperator<E> accumulatorFunction) {
        E prev = (E) array[i];
        array[i] = accumulatorFunction.apply(prev, x);
        return prev;
    }

    @SuppressWarnings("unchecked")
    public final synchronized E accumulateAndGet(int i, E x, BinaryOperator<E> accumulatorFunction) {
        E next = accumulatorFunction.apply((E) array[i], x);
        array[i] = next;
        return next;
    }

    public final E getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, E newValue) {
        set(i, newValue);
    }

    public final E getOpaque(int i) {
        return get(i);
    }

    public final void setOpaque(int i, E newValue) {
        set(i, newValue);
    }

    public final E getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, E newValue) {
        set(i, newValue);
    }

    public synchronized String toString() {
        return Arrays.toString(array);
    }
}
