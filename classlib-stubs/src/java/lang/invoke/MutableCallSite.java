package java.lang.invoke;

/* A call site whose target may change; its dynamic invoker reads the current target on every call. */
public class MutableCallSite extends CallSite {
    private volatile MethodHandle current;

    public MutableCallSite(MethodType type) {
        this(MethodHandles.invalidTarget(type));
    }

    public MutableCallSite(MethodHandle target) {
        super(target);
        current = target;
    }

    public final MethodHandle getTarget() {
        return current;
    }

    public void setTarget(MethodHandle newTarget) {
        if (!newTarget.type().equals(type()))
            throw new WrongMethodTypeException("cannot change the type of a call site from " + type() + " to "
                    + newTarget.type());
        current = newTarget;
    }

    public MethodType type() {
        return current.type();
    }

    public final MethodHandle dynamicInvoker() {
        return new MethodHandle(type()) {
            Object invokeInternal(Object[] args) throws Throwable {
                return current.invokeInternal(args);
            }
        };
    }

    public static void syncAll(MutableCallSite[] sites) {
    }
}
