package java.lang.invoke;

/* A mutable call site whose target changes are seen at once by every thread (as are MutableCallSite's here). */
public class VolatileCallSite extends MutableCallSite {
    public VolatileCallSite(MethodType type) {
        super(type);
    }

    public VolatileCallSite(MethodHandle target) {
        super(target);
    }
}
