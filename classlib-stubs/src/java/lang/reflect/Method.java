package java.lang.reflect;

/**
 * A method of a class or interface. Only the VM makes these; it sets clazz
 * and vmMember (its method record) and never calls the constructor.
 * Invocation is not supported: the class library has no invoke().
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
}
