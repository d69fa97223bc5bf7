package java.lang.invoke;

/* What a bootstrap method returns: the target of an invokedynamic call site. */
public abstract class CallSite {
    MethodHandle target;

    CallSite(MethodHandle target) {
        this.target = target;
    }

    public abstract MethodHandle getTarget();

    public abstract void setTarget(MethodHandle newTarget);

    public MethodType type() {
        return target.type();
    }

    public abstract MethodHandle dynamicInvoker();
}
