package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/* Every operation holds this object's monitor, which makes each one atomic.
   compareAndSet compares references (==), as specified. */
public class AtomicReference<V> implements java.io.Serializable {
    private static final long serialVersionUID = -1848883965231344442L;

    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() {
        return value;
    }

    public final synchronized void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        set(newValue);
    }

    public final synchronized boolean compareAndSet(V expectedValue, V newValue) {
        if (value != expectedValue)
            return false;
        value = newValue;
        return true;
    }

    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final synchronized V compareAndExchange(V expectedValue, V newValue) {
        V old = value;
        if (old == expectedValue)
            value = newValue;
        return old;
    }

    public final synchronized V getAndSet(V newValue) {
        V old = value;
        value = newValue;
        return old;
    }

    public final synchronized V getAndUpdate(UnaryOperator<V> updateFunction) {
        V prev = value;
        value = updateFunction.apply(prev);
        return prev;
    }

    public final synchronized V updateAndGet(UnaryOperator<V> updateFunction) {
        value = updateFunction.apply(value);
        return value;
    }

    public final synchronized V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        V prev = value;
        value = accumulatorFunction.apply(prev, x);
        return prev;
    }

    public final synchronized V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        value = accumulatorFunction.apply(value, x);
        return value;
    }

    public String toString() {
        return String.valueOf(get());
    }

    public final V getPlain() {
        return value;
    }

    public final void setPlain(V newValue) {
        set(newValue);
    }

    public final V getOpaque() {
        return value;
    }

    public final void setOpaque(V newValue) {
        set(newValue);
    }

    public final V getAcquire() {
        return value;
    }

    public final void setRelease(V newValue) {
        set(newValue);
    }
}
