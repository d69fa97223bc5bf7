package java.lang.invoke;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;

/* Instances of single-method interfaces that call a method handle: proxies whose handler invokes the handle adapted to the method's type. */
public class MethodHandleProxies {
    private MethodHandleProxies() {
    }

    private static boolean isObjectMethod(Method m) {
        try {
            Object.class.getMethod(m.getName(), m.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static final class Handler implements InvocationHandler {
        final Class<?> intfc;
        final MethodHandle target;
        final String name;

        Handler(Class<?> intfc, MethodHandle target, String name) {
            this.intfc = intfc;
            this.target = target;
            this.name = name;
        }

        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            if (m.getName().equals(name) && Modifier.isAbstract(m.getModifiers())) {
                MethodHandle h = target.asType(MethodType.methodType(m.getReturnType(), m.getParameterTypes()));
                return h.invokeInternal(args == null ? new Object[0] : args);
            }
            if (isObjectMethod(m)) {
                if (m.getName().equals("equals"))
                    return Boolean.valueOf(proxy == args[0]);
                if (m.getName().equals("hashCode"))
                    return Integer.valueOf(System.identityHashCode(proxy));
                return intfc.getName() + "@" + Integer.toHexString(System.identityHashCode(proxy));
            }
            if (m.isDefault())
                return InvocationHandler.invokeDefault(proxy, m, args == null ? new Object[0] : args);
            throw new AbstractMethodError(m.toString());
        }
    }

    public static <T> T asInterfaceInstance(Class<T> intfc, MethodHandle target) {
        if (!intfc.isInterface() || !Modifier.isPublic(intfc.getModifiers()))
            throw new IllegalArgumentException("not a public interface: " + intfc.getName());
        if (target == null)
            throw new NullPointerException();
        String name = null;
        java.util.List<Method> abstracts = new java.util.ArrayList<Method>();
        for (Method m : intfc.getMethods()) {
            if (!Modifier.isAbstract(m.getModifiers()) || isObjectMethod(m))
                continue;
            if (name != null && !name.equals(m.getName()))
                throw new IllegalArgumentException("not a single-method interface: " + intfc.getName());
            name = m.getName();
            abstracts.add(m);
        }
        if (name == null)
            throw new IllegalArgumentException("not a single-method interface: " + intfc.getName());
        for (Method m : abstracts)
            target.asType(MethodType.methodType(m.getReturnType(), m.getParameterTypes()));
        return intfc.cast(Proxy.newProxyInstance(intfc.getClassLoader(), new Class<?>[] { intfc },
                new Handler(intfc, target, name)));
    }

    public static boolean isWrapperInstance(Object x) {
        return x != null && Proxy.isProxyClass(x.getClass()) && Proxy.getInvocationHandler(x) instanceof Handler;
    }

    public static MethodHandle wrapperInstanceTarget(Object x) {
        if (!isWrapperInstance(x))
            throw new IllegalArgumentException("not a wrapper instance");
        return ((Handler) Proxy.getInvocationHandler(x)).target;
    }

    public static Class<?> wrapperInstanceType(Object x) {
        if (!isWrapperInstance(x))
            throw new IllegalArgumentException("not a wrapper instance");
        return ((Handler) Proxy.getInvocationHandler(x)).intfc;
    }
}
