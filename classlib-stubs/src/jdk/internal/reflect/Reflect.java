package jdk.internal.reflect;

import java.lang.reflect.Member;
import java.lang.reflect.Modifier;

/**
 * Checks shared by java.lang.reflect and java.lang.invoke: argument
 * conversion with JDK 17's messages, and the language's access rules.
 */
public final class Reflect {
    private Reflect() {
    }

    public static Class<?> wrapper(Class<?> p) {
        if (p == int.class) return Integer.class;
        if (p == long.class) return Long.class;
        if (p == boolean.class) return Boolean.class;
        if (p == double.class) return Double.class;
        if (p == float.class) return Float.class;
        if (p == char.class) return Character.class;
        if (p == byte.class) return Byte.class;
        if (p == short.class) return Short.class;
        if (p == void.class) return Void.class;
        return p;
    }

    /* The primitive type a wrapper class wraps, or null. */
    public static Class<?> unwrapped(Class<?> w) {
        if (w == Integer.class) return int.class;
        if (w == Long.class) return long.class;
        if (w == Boolean.class) return boolean.class;
        if (w == Double.class) return double.class;
        if (w == Float.class) return float.class;
        if (w == Character.class) return char.class;
        if (w == Byte.class) return byte.class;
        if (w == Short.class) return short.class;
        if (w == Void.class) return void.class;
        return null;
    }

    /* Method.invoke's and Constructor.newInstance's argument conversion:
     * each argument to its parameter type (unboxing and widening), with
     * IllegalArgumentException as HotSpot 17 reports it. */
    public static Object[] convertArguments(Class<?>[] types, Object[] args) {
        int n = args == null ? 0 : args.length;
        if (n != types.length)
            throw new IllegalArgumentException("wrong number of arguments");
        Object[] out = new Object[n];
        for (int i = 0; i < n; i++) {
            Object a = args[i];
            Class<?> t = types[i];
            if (t.isPrimitive()) {
                if (a == null)
                    throw new IllegalArgumentException();
                Object w = DirectAccess.widen(a, t);
                if (w == null)
                    throw new IllegalArgumentException("argument type mismatch");
                out[i] = w;
            } else {
                if (a != null && !t.isInstance(a))
                    throw new IllegalArgumentException("argument type mismatch");
                out[i] = a;
            }
        }
        return out;
    }

    /* Is a member of declaring with modifiers accessible from caller?
     * (JLS 6.6; nest mates share private members.) */
    public static boolean canAccess(Class<?> caller, Class<?> declaring, int modifiers, Object target) {
        if (caller == declaring)
            return true;
        if (!Modifier.isPublic(declaring.getModifiers()) && !samePackage(caller, declaring)
                && !isNestMate(caller, declaring))
            return false;
        if (Modifier.isPublic(modifiers))
            return true;
        if (Modifier.isPrivate(modifiers))
            return isNestMate(caller, declaring);
        if (samePackage(caller, declaring))
            return true;
        if (Modifier.isProtected(modifiers)) {
            for (Class<?> c = caller; c != null; c = c.getSuperclass())
                if (c == declaring)
                    return true;
        }
        return false;
    }

    public static boolean samePackage(Class<?> a, Class<?> b) {
        return a.getClassLoader() == b.getClassLoader() && a.getPackageName().equals(b.getPackageName());
    }

    public static boolean isNestMate(Class<?> a, Class<?> b) {
        return a == b || a.getNestHost() == b.getNestHost();
    }

    /* IllegalAccessException's text for reflection, as HotSpot 17 words it. */
    public static IllegalAccessException accessDenied(Class<?> caller, Class<?> declaring, int modifiers) {
        String mods = Modifier.toString(modifiers & (Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED
                | Modifier.STATIC | Modifier.FINAL | Modifier.ABSTRACT | Modifier.NATIVE
                | Modifier.SYNCHRONIZED | Modifier.TRANSIENT | Modifier.VOLATILE | Modifier.STRICT));
        String where = declaring.getClassLoader() == null ? " (in module java.base)" : "";
        return new IllegalAccessException("class " + caller.getName() + " cannot access a member of class "
                + declaring.getName() + where + " with modifiers \"" + mods + "\"");
    }

    /* The check Method.invoke, Constructor.newInstance and Field.get/set
     * make when not made accessible: the caller is the class calling them,
     * `depth` frames above. */
    public static void checkAccess(Member m, int depth) throws IllegalAccessException {
        Class<?> declaring = m.getDeclaringClass();
        int mods = m.getModifiers();
        if (Modifier.isPublic(mods) && Modifier.isPublic(declaring.getModifiers()))
            return;
        Class<?> caller = DirectAccess.getCallerClass(depth + 1);
        if (caller == null || canAccess(caller, declaring, mods, null))
            return;
        throw accessDenied(caller, declaring, mods);
    }
}
