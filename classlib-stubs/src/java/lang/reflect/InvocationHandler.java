package java.lang.reflect;

/** What a proxy instance calls for every method invoked on it. */
public interface InvocationHandler {
    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;
}
