package java.lang.reflect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Dynamic proxy classes. The VM writes the class (classlib-stubs/natives/
 * reflect.c, vm/lambda.c proxy_spin): a final subclass of Proxy with a
 * constructor taking the handler and one method per interface method that
 * boxes its arguments and calls dispatch(this, index, args). Methods are
 * numbered as the JDK orders them: hashCode, equals and toString of Object,
 * then each interface's methods in order, duplicates (same name and
 * parameter types) taken from the first interface.
 */
public class Proxy implements java.io.Serializable {
    private static final long serialVersionUID = -2222568056686623797L;

    protected InvocationHandler h;

    private static final Map<String, Class<?>> CACHE = new HashMap<String, Class<?>>();
    private static final Map<Class<?>, Method[]> METHODS = new HashMap<Class<?>, Method[]>();
    private static int counter;

    private Proxy() {
    }

    protected Proxy(InvocationHandler h) {
        if (h == null)
            throw new NullPointerException();
        this.h = h;
    }

    private static native Class<?> defineProxy0(ClassLoader loader, String name, Class<?>[] interfaces,
            String[] methods);

    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) {
        return proxyClass(loader, interfaces.clone());
    }

    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        if (h == null)
            throw new NullPointerException();
        Class<?> c = proxyClass(loader, interfaces.clone());
        try {
            Constructor<?> k = c.getConstructor(InvocationHandler.class);
            k.setAccessible(true);
            return k.newInstance(h);
        } catch (InvocationTargetException e) {
            throw new InternalError(e.toString());
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e.toString());
        }
    }

    public static boolean isProxyClass(Class<?> cl) {
        synchronized (CACHE) {
            return METHODS.containsKey(cl);
        }
    }

    public static InvocationHandler getInvocationHandler(Object proxy) {
        if (!isProxyClass(proxy.getClass()))
            throw new IllegalArgumentException("not a proxy instance");
        return ((Proxy) proxy).h;
    }

    private static Class<?> proxyClass(ClassLoader loader, Class<?>[] interfaces) {
        if (interfaces.length > 65535)
            throw new IllegalArgumentException("interface limit exceeded: " + interfaces.length);
        StringBuilder key = new StringBuilder();
        key.append(System.identityHashCode(loader));
        for (Class<?> i : interfaces) {
            if (!i.isInterface())
                throw new IllegalArgumentException(i.getName() + " is not an interface");
            try {
                if (Class.forName(i.getName(), false, loader) != i)
                    throw new IllegalArgumentException(i + " referenced from a method is not visible from class loader");
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException(i + " referenced from a method is not visible from class loader");
            }
            key.append(';').append(i.getName());
        }
        synchronized (CACHE) {
            Class<?> c = CACHE.get(key.toString());
            if (c != null)
                return c;
            String pkg = null;
            for (Class<?> i : interfaces) {
                if (!Modifier.isPublic(i.getModifiers())) {
                    String p = i.getPackageName();
                    if (pkg != null && !pkg.equals(p))
                        throw new IllegalArgumentException("non-public interfaces from different packages");
                    pkg = p;
                }
            }
            int n = counter++;
            String name;
            if (pkg == null)
                name = "jdk.proxy1.$Proxy" + n;
            else
                name = pkg.isEmpty() ? "$Proxy" + n : pkg + ".$Proxy" + n;
            Method[] methods = collect(interfaces);
            String[] descs = new String[methods.length * 2];
            for (int i = 0; i < methods.length; i++) {
                descs[2 * i] = methods[i].getName();
                descs[2 * i + 1] = descriptor(methods[i]);
            }
            c = defineProxy0(loader, name, interfaces, descs);
            METHODS.put(c, methods);
            CACHE.put(key.toString(), c);
            return c;
        }
    }

    private static String descriptor(Method m) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : m.getParameterTypes())
            sb.append(p.descriptorString());
        return sb.append(')').append(m.getReturnType().descriptorString()).toString();
    }

    private static Method[] collect(Class<?>[] interfaces) {
        List<Method> out = new ArrayList<Method>();
        Map<String, Method> seen = new HashMap<String, Method>();
        try {
            add(out, seen, Object.class.getMethod("hashCode"));
            add(out, seen, Object.class.getMethod("equals", Object.class));
            add(out, seen, Object.class.getMethod("toString"));
        } catch (NoSuchMethodException e) {
            throw new InternalError(e.toString());
        }
        for (Class<?> i : interfaces)
            for (Method m : i.getMethods())
                if (!Modifier.isStatic(m.getModifiers()))
                    add(out, seen, m);
        return out.toArray(new Method[0]);
    }

    private static void add(List<Method> out, Map<String, Method> seen, Method m) {
        StringBuilder key = new StringBuilder(m.getName()).append('(');
        for (Class<?> p : m.getParameterTypes())
            key.append(p.descriptorString());
        String k = key.toString();
        if (seen.containsKey(k))
            return;
        seen.put(k, m);
        out.add(m);
    }

    /* Called by every method of a proxy class. A checked exception the
     * method does not declare becomes UndeclaredThrowableException; a
     * primitive result must be present and of the right wrapper. */
    protected static Object dispatch(Object proxy, int index, Object[] args) throws Throwable {
        Method m;
        synchronized (CACHE) {
            m = METHODS.get(proxy.getClass())[index];
        }
        Object r;
        try {
            r = ((Proxy) proxy).h.invoke(proxy, m, args.length == 0 ? null : args);
        } catch (RuntimeException e) {
            throw e;
        } catch (Error e) {
            throw e;
        } catch (Throwable e) {
            for (Class<?> x : m.getExceptionTypes())
                if (x.isInstance(e))
                    throw e;
            throw new UndeclaredThrowableException(e);
        }
        Class<?> rt = m.getReturnType();
        if (rt == void.class)
            return null;
        if (rt.isPrimitive()) {
            if (r == null)
                throw new NullPointerException();
            if (jdk.internal.reflect.DirectAccess.widen(r, rt) != r)
                throw new ClassCastException("Cannot cast " + r.getClass().getName() + " to "
                        + jdk.internal.reflect.Reflect.wrapper(rt).getName());
        }
        return r;
    }
}
