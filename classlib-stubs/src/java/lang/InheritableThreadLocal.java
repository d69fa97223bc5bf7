package java.lang;

/** A thread-local variable whose value a new thread copies from its creator. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    protected T childValue(T parentValue) {
        return parentValue;
    }

    @Override
    @SuppressWarnings("unchecked")
    Object inheritedValue(Object parentValue) {
        return childValue((T) parentValue);
    }

    @Override
    Values valuesOf(Thread t) {
        return t.inheritableThreadLocals;
    }

    @Override
    Values createValues(Thread t) {
        Values v = new Values();
        t.inheritableThreadLocals = v;
        return v;
    }
}
