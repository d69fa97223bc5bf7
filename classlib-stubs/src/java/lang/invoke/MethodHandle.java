package java.lang.invoke;

/*
 * A typed reference to an underlying method. Only the type is here; the
 * invocation API (invokeExact, invoke) is not implemented yet.
 */
public abstract class MethodHandle {
    private final MethodType type;

    MethodHandle(MethodType type) {
        this.type = type;
    }

    public MethodType type() {
        return type;
    }

    public String toString() {
        return "MethodHandle" + type;
    }
}
