package java.lang.invoke;

/* A call site whose target never changes. */
public class ConstantCallSite extends CallSite {
    public ConstantCallSite(MethodHandle target) {
        super(target);
        if (target == null)
            throw new NullPointerException();
    }

    public final MethodHandle getTarget() {
        return target;
    }

    public final void setTarget(MethodHandle ignore) {
        throw new UnsupportedOperationException();
    }

    public final MethodHandle dynamicInvoker() {
        return target;
    }
}
