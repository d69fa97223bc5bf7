package java.util.concurrent.atomic;

/* Every operation holds this object's monitor, which makes each one atomic. */
public class AtomicBoolean implements java.io.Serializable {
    private static final long serialVersionUID = 4654671469794556979L;

    private volatile boolean value;

    public AtomicBoolean(boolean initialValue) {
        value = initialValue;
    }

    public AtomicBoolean() {
    }

    public final boolean get() {
        return value;
    }

    public final synchronized boolean compareAndSet(boolean expectedValue, boolean newValue) {
        if (value != expectedValue)
            return false;
        value = newValue;
        return true;
    }

    public boolean weakCompareAndSet(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetPlain(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public boolean weakCompareAndSetVolatile(boolean expectedValue, boolean newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final synchronized boolean compareAndExchange(boolean expectedValue, boolean newValue) {
        boolean old = value;
        if (old == expectedValue)
            value = newValue;
        return old;
    }

    public final synchronized void set(boolean newValue) {
        value = newValue;
    }

    public final void lazySet(boolean newValue) {
        set(newValue);
    }

    public final synchronized boolean getAndSet(boolean newValue) {
        boolean old = value;
        value = newValue;
        return old;
    }

    public String toString() {
        return Boolean.toString(get());
    }

    public final boolean getPlain() {
        return value;
    }

    public final void setPlain(boolean newValue) {
        set(newValue);
    }

    public final boolean getOpaque() {
        return value;
    }

    public final void setOpaque(boolean newValue) {
        set(newValue);
    }

    public final boolean getAcquire() {
        return value;
    }

    public final void setRelease(boolean newValue) {
        set(newValue);
    }
}
