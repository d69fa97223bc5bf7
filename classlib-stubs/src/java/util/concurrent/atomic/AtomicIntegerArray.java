package java.util.concurrent.atomic;

import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/* Every operation holds this object's monitor, which makes each one atomic. */
public class AtomicIntegerArray implements java.io.Serializable {
    private static final long serialVersionUID = 2862133569453604235L;

    private final int[] array;

    public AtomicIntegerArray(int length) {
        array = new int[length];
    }

    public AtomicIntegerArray(int[] array) {
        this.array = array.clone();
    }

    public final int length() {
        return array.length;
    }

    public final synchronized int get(int i) {
        return array[i];
    }

    public final synchronized void set(int i, int newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, int newValue) {
        set(i, newValue);
    }

    public final synchronized int getAndSet(int i, int newValue) {
        int old = array[i];
        array[i] = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int i, int expectedValue, int newValue) {
        if (array[i] != expectedValue)
            return false;
        array[i] = newValue;
        return true;
    }

    public final boolean weakCompareAndSet(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(int i, int expectedValue, int newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final synchronized int getAndIncrement(int i) {
        return array[i]++;
    }

    public final synchronized int getAndDecrement(int i) {
        return array[i]--;
    }

    public final synchronized int getAndAdd(int i, int delta) {
        int old = array[i];
        array[i] = old + delta;
        return old;
    }

    public final synchronized int incrementAndGet(int i) {
        return ++array[i];
    }

    public final synchronized int decrementAndGet(int i) {
        return --array[i];
    }

    public final synchronized int addAndGet(int i, int delta) {
        array[i] += delta;
        return array[i];
    }

    public final synchronized int getAndUpdate(int i, IntUnaryOperator updateFunction) {
        int prev = array[i];
        array[i] = updateFunction.applyAsInt(prev);
        return prev;
    }

    public final synchronized int updateAndGet(int i, IntUnaryOperator updateFunction) {
        array[i] = updateFunction.applyAsInt(array[i]);
        return array[i];
    }

    public final synchronized int getAndAccumulate(int i, int x, IntBinaryOperator accumulatorFunction) {
        int prev = array[i];
        array[i] = accumulatorFunction.applyAsInt(prev, x);
        return prev;
    }

    public final synchronized int accumulateAndGet(int i, int x, IntBinaryOperator accumulatorFunction) {
        array[i] = accumulatorFunction.applyAsInt(array[i], x);
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
