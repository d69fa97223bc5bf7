package java.lang.invoke;

/*
 * The bootstrap methods of lambda expressions and method references. The VM
 * recognises call sites bootstrapped by these two methods and links them
 * itself, spinning the lambda class in C (docs/lambdas.md); the methods exist
 * for the signatures and constants and are not called by linked code.
 */
public final class LambdaMetafactory {
    public static final int FLAG_SERIALIZABLE = 1 << 0;
    public static final int FLAG_MARKERS = 1 << 1;
    public static final int FLAG_BRIDGES = 1 << 2;

    private LambdaMetafactory() {
    }

    public static CallSite metafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, MethodType interfaceMethodType, MethodHandle implementation,
            MethodType dynamicMethodType) throws LambdaConversionException {
        throw new UnsupportedOperationException("lambda call sites are linked by the VM");
    }

    public static CallSite altMetafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, Object... args) throws LambdaConversionException {
        throw new UnsupportedOperationException("lambda call sites are linked by the VM");
    }
}
