package java.lang.reflect;

import jdk.internal.reflect.DirectAccess;
import jdk.internal.reflect.Reflect;

/**
 * A method of a class or interface. Only the VM makes these; it sets clazz
 * and vmMember (its method record) and never calls the constructor.
 */
public final class Method extends Executable {
    private Class<?> clazz;
    private long vmMember;
    private String name;

    private Method() {
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        String n = name;
        if (n == null) {
            n = getName0(vmMember);
            name = n;
        }
        return n;
    }

    public int getModifiers() {
        return getModifiers0(vmMember);
    }

    public Class<?> getReturnType() {
        return getReturnType0(vmMember);
    }

    public Type getGenericReturnType() {
        Object[] g = generic();
        return g == null ? getReturnType() : (Type) g[2];
    }

    public Class<?>[] getParameterTypes() {
        return getParameterTypes0(vmMember);
    }

    public int getParameterCount() {
        return getParameterCount0(vmMember);
    }

    public Class<?>[] getExceptionTypes() {
        return getExceptionTypes0(vmMember);
    }

    public boolean isBridge() {
        return (getModifiers() & Modifier.VOLATILE) != 0;
    }

    /* A public, non-abstract instance method of an interface. */
    public boolean isDefault() {
        int mods = getModifiers();
        return (mods & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
                && clazz.isInterface();
    }

    /* The member's default of an annotation type (AnnotationDefault). */
    public Object getDefaultValue() {
        if (!clazz.isAnnotation())
            return null;
        return jdk.internal.reflect.Annotations.parseDefault(
                DirectAccess.rawAttribute(this, "AnnotationDefault"), clazz, getReturnType());
    }

    /*
     * Checks as HotSpot 17's reflection makes them (access unless made
     * accessible, receiver, argument count and types), then the call;
     * whatever the method throws comes wrapped in InvocationTargetException.
     */
    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        if (!override)
            Reflect.checkAccess(this, 1);
        int mods = getModifiers();
        if (!Modifier.isStatic(mods)) {
            if (obj == null)
                throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
            if (!clazz.isInstance(obj))
                throw new IllegalArgumentException("object is not an instance of declaring class");
        }
        Object[] a = Reflect.convertArguments(getParameterTypes(), args);
        if (Modifier.isAbstract(mods) && !Modifier.isStatic(mods) && obj == null)
            throw new NullPointerException();
        try {
            return DirectAccess.invoke(this, obj, a, true);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    /* Same class, name, return and parameter types: within one class that
     * is the same method record. */
    public boolean equals(Object obj) {
        if (obj instanceof Method) {
            Method other = (Method) obj;
            return other.clazz == clazz && other.vmMember == vmMember;
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ getName().hashCode();
    }

    public String toString() {
        return describe(Modifier.methodModifiers(), isDefault(),
                getReturnType().getTypeName() + " " + clazz.getTypeName() + "." + getName());
    }

    public String toGenericString() {
        return describeGeneric(Modifier.methodModifiers(), isDefault(), getGenericReturnType(),
                clazz.getTypeName() + "." + getName());
    }
}
