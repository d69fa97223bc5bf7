package java.lang.reflect;

/**
 * What methods and constructors share. Both are made by the VM only
 * (JNI ToReflectedMethod) and name the VM's method record; the natives here
 * read that record. Parameter, return and exception types are resolved
 * through the declaring class's loader when asked for.
 */
public abstract class Executable extends AccessibleObject implements Member {
    Executable() {
    }

    public abstract Class<?> getDeclaringClass();

    public abstract String getName();

    public abstract int getModifiers();

    public abstract Class<?>[] getParameterTypes();

    public abstract int getParameterCount();

    public abstract Class<?>[] getExceptionTypes();

    public boolean isVarArgs() {
        return (getModifiers() & Modifier.TRANSIENT) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & 0x1000) != 0;
    }

    static native String getName0(long method);

    static native int getModifiers0(long method);

    static native Class<?> getReturnType0(long method);

    static native Class<?>[] getParameterTypes0(long method);

    static native int getParameterCount0(long method);

    static native Class<?>[] getExceptionTypes0(long method);

    /* The text of toString(): the modifiers in mask (access ones first, then
     * "default" for an interface's default method, then the others), the
     * header, the parameter types and any declared exceptions. */
    String describe(int mask, boolean isDefault, String header) {
        StringBuilder sb = new StringBuilder();
        int mods = getModifiers() & mask;
        appendModifiers(sb, mods & Modifier.ACCESS);
        if (isDefault) {
            sb.append("default ");
        }
        appendModifiers(sb, mods & ~Modifier.ACCESS);
        sb.append(header).append('(');
        appendTypes(sb, getParameterTypes());
        sb.append(')');
        Class<?>[] exceptions = getExceptionTypes();
        if (exceptions.length > 0) {
            sb.append(" throws ");
            appendTypes(sb, exceptions);
        }
        return sb.toString();
    }

    private static void appendModifiers(StringBuilder sb, int mods) {
        if (mods != 0) {
            sb.append(Modifier.toString(mods)).append(' ');
        }
    }

    private static void appendTypes(StringBuilder sb, Class<?>[] types) {
        for (int i = 0; i < types.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(types[i].getTypeName());
        }
    }
}
