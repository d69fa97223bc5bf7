package java.lang;

import java.util.function.Supplier;

/**
 * Per-thread variables. Each thread holds a small open-addressing table
 * ({@link Values}) keyed by ThreadLocal identity. Keys are held strongly, so
 * a ThreadLocal lives as long as a thread that has set it.
 */
public class ThreadLocal<T> {
    /* Instances made so far; the n-th one probes from n times the 32-bit golden
     * ratio (Fibonacci hashing), which spreads consecutive serials over the table. */
    private static int serials;

    private final int hash = takeSerial() * 0x9E3779B9;

    private static synchronized int takeSerial() {
        return ++serials;
    }

    public ThreadLocal() {
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        return new SuppliedThreadLocal<S>(supplier);
    }

    Values valuesOf(Thread t) {
        return t.threadLocals;
    }

    Values createValues(Thread t) {
        Values v = new Values();
        t.threadLocals = v;
        return v;
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        Values v = valuesOf(t);
        if (v != null) {
            int i = v.find(this);
            if (i >= 0) {
                return (T) v.values[i];
            }
        }
        T value = initialValue();
        if (v == null) {
            v = createValues(t);
        }
        v.put(this, value);
        return value;
    }

    public void set(T value) {
        Thread t = Thread.currentThread();
        Values v = valuesOf(t);
        if (v == null) {
            v = createValues(t);
        }
        v.put(this, value);
    }

    public void remove() {
        Values v = valuesOf(Thread.currentThread());
        if (v != null) {
            v.remove(this);
        }
    }

    Object inheritedValue(Object parentValue) {
        throw new UnsupportedOperationException();
    }

    /* Copies the inheritable values of a parent thread for a new child. */
    static Values inheritFrom(Values parent) {
        Values child = new Values();
        for (int i = 0; i < parent.keys.length; i++) {
            ThreadLocal<?> k = parent.keys[i];
            if (k != null && k != Values.TOMBSTONE) {
                child.put(k, k.inheritedValue(parent.values[i]));
            }
        }
        return child;
    }

    private static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            if (supplier == null) {
                throw new NullPointerException();
            }
            this.supplier = supplier;
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }

    /** A thread's table of values, linear probing with a power-of-two size. */
    static final class Values {
        static final ThreadLocal<?> TOMBSTONE = new ThreadLocal<Object>();

        ThreadLocal<?>[] keys = new ThreadLocal<?>[16];
        Object[] values = new Object[16];
        private int used;

        int find(ThreadLocal<?> key) {
            int mask = keys.length - 1;
            for (int i = key.hash & mask; ; i = (i + 1) & mask) {
                ThreadLocal<?> k = keys[i];
                if (k == key) {
                    return i;
                }
                if (k == null) {
                    return -1;
                }
            }
        }

        void put(ThreadLocal<?> key, Object value) {
            int i = find(key);
            if (i >= 0) {
                values[i] = value;
                return;
            }
            if ((used + 1) * 3 >= keys.length * 2) {
                rehash();
            }
            int mask = keys.length - 1;
            for (i = key.hash & mask; keys[i] != null && keys[i] != TOMBSTONE; i = (i + 1) & mask) {
            }
            if (keys[i] == null) {
                used++;
            }
            keys[i] = key;
            values[i] = value;
        }

        void remove(ThreadLocal<?> key) {
            int i = find(key);
            if (i >= 0) {
                keys[i] = TOMBSTONE;
                values[i] = null;
            }
        }

        private void rehash() {
            ThreadLocal<?>[] oldKeys = keys;
            Object[] oldValues = values;
            int live = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != null && oldKeys[i] != TOMBSTONE) {
                    live++;
                }
            }
            int size = oldKeys.length;
            while (live * 3 >= size) {
                size *= 2;
            }
            keys = new ThreadLocal<?>[size * 2];
            values = new Object[size * 2];
            used = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != null && oldKeys[i] != TOMBSTONE) {
                    put(oldKeys[i], oldValues[i]);
                }
            }
        }
    }
}
