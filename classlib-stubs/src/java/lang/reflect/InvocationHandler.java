package java.lang.reflect;

/** What a proxy instance calls for every method invoked on it. */
public interface InvocationHandler {
    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;

    /* Runs the default method on the proxy without dispatch; what it throws
     * propagates unwrapped. */
    public static Object invokeDefault(Object proxy, Method method, Object... args) throws Throwable {
        if (!Proxy.isProxyClass(proxy.getClass()))
            throw new IllegalArgumentException("'proxy' is not a proxy instance");
        if (!method.isDefault())
            throw new IllegalArgumentException("\"" + method + "\" is not a default method");
        if (!method.getDeclaringClass().isInstance(proxy))
            throw new IllegalArgumentException("\"" + method + "\" is not a method declared in the proxy class");
        Object[] a = jdk.internal.reflect.Reflect.convertArguments(method.getParameterTypes(), args);
        return jdk.internal.reflect.DirectAccess.invoke(method, proxy, a, false);
    }
}
