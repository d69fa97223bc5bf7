package java.util.concurrent.atomic;

import java.util.function.LongBinaryOperator;
import java.util.function.LongUnaryOperator;

/* Every operation holds this object's monitor, which makes each one atomic. */
public class AtomicLongArray implements java.io.Serializable {
    private static final long serialVersionUID = -2308431214976778248L;

    private final long[] array;

    public AtomicLongArray(int length) {
        array = new long[length];
    }

    public AtomicLongArray(long[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final synchronized long get(int i) {
        return array[i];
    }

    public final synchronized void set(int i, long newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, long newValue) {
        set(i, newValue);
    }

    public final synchronized long getAndSet(int i, long newValue) {
        long old = array[i];
        array[i] = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int i, long expectedValue, long newValue) {
        if (array[i] != expectedValue)
            return false;
        array[i] = newValue;
        return true;
    }

    public final boolean weakCompareAndSet(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, long expectedValue, long newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final synchronized long getAndIncrement(int i) {
        return array[i]++;
    }

    public final synchronized long getAndDecrement(int i) {
        return array[i]--;
    }

    public final synchronized long getAndAdd(int i, long delta) {
        long old = array[i];
        array[i] = old + delta;
        return old;
    }

    public final synchronized long incrementAndGet(int i) {
        return ++array[i];
    }

    public final synchronized long decrementAndGet(int i) {
        return --array[i];
    }

    public final synchronized long addAndGet(int i, long delta) {
        array[i] += delta;
        return array[i];
    }

    public final synchronized long getAndUpdate(int i, LongUnaryOperator updateFunction) {
        long prev = array[i];
        array[i] = updateFunction.applyAsLong(prev);
        return prev;
    }

    public final synchronized long updateAndGet(int i, LongUnaryOperator updateFunction) {
        array[i] = updateFunction.applyAsLong(array[i]);
        return array[i];
    }

    public final synchronized long getAndAccumulate(int i, long x, LongBinaryOperator accumulatorFunction) {
        long prev = array[i];
        array[i] = accumulatorFunction.applyAsLong(prev, x);
        return prev;
    }

    public final synchronized long accumulateAndGet(int i, long x, LongBinaryOperator accumulatorFunction) {
        array[i] = accumulatorFunction.applyAsLong(array[i], x);
        return array[i];
    }

    public synchronized String toString() {
        int iMax = array.length - 1;
        if (iMax == -1)
            return "[]";
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(array[i]);
            if (i == iMax)
                return b.append(']').toString();
            b.append(',').append(' ');
        }
    }
}
