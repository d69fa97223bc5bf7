package java.lang.reflect;

/**
 * A constructor of a class. Only the VM makes these; it sets clazz and
 * vmMember (its method record) and never calls the constructor.
 * newInstance() is not supported.
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
}
