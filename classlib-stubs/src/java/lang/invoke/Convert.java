package java.lang.invoke;

import jdk.internal.reflect.DirectAccess;
import jdk.internal.reflect.Reflect;

/*
 * The conversions of MethodHandle.asType (and so of invoke and
 * invokeWithArguments), on boxed values: primitive widening, boxing to a
 * supertype of the wrapper, unboxing (with widening) from a wrapper or from
 * a supertype of wrappers, reference casts (not to interfaces, as in the
 * JDK), and void results as null or zero.
 */
final class Convert {
    private Convert() {
    }

    /* Can a call site of type from call a handle of type to? */
    static boolean canConvert(MethodType from, MethodType to) {
        for (int i = 0; i < from.parameterCount(); i++)
            if (!canConvertValue(from.parameterType(i), to.parameterType(i)))
                return false;
        Class<?> r = to.returnType(), s = from.returnType();
        if (s == void.class || r == void.class)
            return true;
        return canConvertValue(r, s);
    }

    static boolean canConvertValue(Class<?> src, Class<?> dst) {
        if (src == dst || dst == Object.class && !src.isPrimitive())
            return true;
        if (src == void.class || dst == void.class)
            return false;
        if (src.isPrimitive() && dst.isPrimitive())
            return widens(src, dst);
        if (src.isPrimitive())
            return dst.isAssignableFrom(Reflect.wrapper(src));
        if (dst.isPrimitive()) {
            Class<?> u = Reflect.unwrapped(src);
            if (u != null)
                return u == dst || widens(u, dst);
            /* Object, Number, Comparable, Serializable: checked at run time. */
            return src.isAssignableFrom(Reflect.wrapper(dst));
        }
        return true;
    }

    private static boolean widens(Class<?> from, Class<?> to) {
        Object zero = zero(from);
        return from != boolean.class && to != boolean.class && DirectAccess.widen(zero, to) != null;
    }

    static Object zero(Class<?> t) {
        if (t == int.class) return Integer.valueOf(0);
        if (t == long.class) return Long.valueOf(0);
        if (t == boolean.class) return Boolean.FALSE;
        if (t == double.class) return Double.valueOf(0);
        if (t == float.class) return Float.valueOf(0);
        if (t == char.class) return Character.valueOf((char) 0);
        if (t == byte.class) return Byte.valueOf((byte) 0);
        if (t == short.class) return Short.valueOf((short) 0);
        return null;
    }

    /* Value v of type src as type dst (types already known convertible). */
    static Object value(Object v, Class<?> src, Class<?> dst) {
        if (src == dst || dst == void.class)
            return dst == void.class ? null : v;
        if (src == void.class)
            return zero(dst);
        if (dst.isPrimitive()) {
            if (v == null)
                throw new NullPointerException();
            Object w = DirectAccess.widen(v, dst);
            if (w == null)
                throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to "
                        + Reflect.wrapper(dst).getName());
            return w;
        }
        if (v != null && !dst.isInterface() && !dst.isInstance(v))
            throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + dst.getName());
        return v;
    }
}
