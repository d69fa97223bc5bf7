package java.lang.reflect;

import jdk.internal.reflect.DirectAccess;
import jdk.internal.reflect.Reflect;

/**
 * A constructor of a class. Only the VM makes these; it sets clazz and
 * vmMember (its method record) and never calls the constructor.
 */
public final class Constructor<T> extends Executable {
    private Class<T> clazz;
    private long vmMember;

    private Constructor() {
    }

    public Class<T> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return clazz.getName();
    }

    public int getModifiers() {
        return getModifiers0(vmMember);
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

    @SuppressWarnings("unchecked")
    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, IllegalArgumentException,
            InvocationTargetException {
        if (!override)
            Reflect.checkAccess(this, 1);
        if (Modifier.isAbstract(clazz.getModifiers()))
            throw new InstantiationException();
        if (clazz.isEnum())
            throw new IllegalArgumentException("Cannot reflectively create enum objects");
        Object[] a = Reflect.convertArguments(getParameterTypes(), initargs);
        try {
            return (T) DirectAccess.invoke(this, null, a, false);
        } catch (Throwable t) {
            throw new InvocationTargetException(t);
        }
    }

    public boolean equals(Object obj) {
        if (obj instanceof Constructor) {
            Constructor<?> other = (Constructor<?>) obj;
            return other.clazz == clazz && other.vmMember == vmMember;
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode();
    }

    public String toString() {
        return describe(Modifier.constructorModifiers(), false, clazz.getTypeName());
    }

    public String toGenericString() {
        return describeGeneric(Modifier.constructorModifiers(), false, null, clazz.getTypeName());
    }
}
