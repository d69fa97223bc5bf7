package java.lang.reflect;

import java.lang.annotation.Annotation;

/**
 * What methods and constructors share. Both are made by the VM only
 * (JNI ToReflectedMethod, Class.getDeclaredMethods) and name the VM's method
 * record; the natives here read that record. Parameter, return and
 * exception types are resolved through the declaring class's loader when
 * asked for; generic types come from the Signature attribute.
 */
public abstract class Executable extends AccessibleObject implements Member, GenericDeclaration {
    private transient Object[] generic;

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

    /* [type parameters, parameter types, return type, exceptions] from the
     * Signature attribute, or null without one. */
    Object[] generic() {
        Object[] g = generic;
        if (g == null) {
            String sig = jdk.internal.reflect.DirectAccess.signature(this);
            if (sig == null)
                return null;
            g = jdk.internal.reflect.Signatures.parseMethod(sig, this, getDeclaringClass());
            generic = g;
        }
        return g;
    }

    public TypeVariable<?>[] getTypeParameters() {
        Object[] g = generic();
        return g == null ? new TypeVariable<?>[0] : ((TypeVariable<?>[]) g[0]).clone();
    }

    public Type[] getGenericParameterTypes() {
        Object[] g = generic();
        if (g == null)
            return getParameterTypes();
        Type[] t = (Type[]) g[1];
        /* A signature leaves out synthetic parameters (an inner class's outer instance). */
        if (t.length != getParameterCount())
            return getParameterTypes();
        return t.clone();
    }

    public Type[] getGenericExceptionTypes() {
        Object[] g = generic();
        if (g == null || ((Type[]) g[3]).length == 0)
            return getExceptionTypes();
        return ((Type[]) g[3]).clone();
    }

    public Parameter[] getParameters() {
        Class<?>[] types = getParameterTypes();
        Parameter[] ps = new Parameter[types.length];
        byte[] raw = jdk.internal.reflect.DirectAccess.rawAttribute(this, "MethodParameters");
        int n = raw == null ? 0 : raw[0] & 0xff;
        boolean named = raw != null && n == types.length;
        for (int i = 0; i < types.length; i++) {
            String name = "arg" + i;
            int mods = 0;
            if (named) {
                int at = 1 + 4 * i;
                int ni = ((raw[at] & 0xff) << 8) | (raw[at + 1] & 0xff);
                mods = ((raw[at + 2] & 0xff) << 8) | (raw[at + 3] & 0xff);
                if (ni != 0)
                    name = (String) jdk.internal.reflect.DirectAccess.constant(getDeclaringClass(), ni);
            }
            ps[i] = new Parameter(name, mods, this, i, named);
        }
        return ps;
    }

    public Annotation[] getDeclaredAnnotations() {
        return declaredAnnotations(getDeclaringClass());
    }

    public Annotation[][] getParameterAnnotations() {
        return jdk.internal.reflect.Annotations.parseParameters(
                jdk.internal.reflect.DirectAccess.rawAttribute(this, "RuntimeVisibleParameterAnnotations"),
                getDeclaringClass(), getParameterCount());
    }

    public abstract String toGenericString();

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

    /* toGenericString(): as describe, with type parameters, generic types
     * and "..." for a varargs parameter. */
    String describeGeneric(int mask, boolean isDefault, Type ret, String name) {
        StringBuilder sb = new StringBuilder();
        int mods = getModifiers() & mask;
        appendModifiers(sb, mods & Modifier.ACCESS);
        if (isDefault) {
            sb.append("default ");
        }
        appendModifiers(sb, mods & ~Modifier.ACCESS);
        TypeVariable<?>[] tps = getTypeParameters();
        if (tps.length > 0) {
            sb.append('<');
            for (int i = 0; i < tps.length; i++) {
                if (i > 0)
                    sb.append(',');
                sb.append(typeParameterText(tps[i]));
            }
            sb.append("> ");
        }
        if (ret != null)
            sb.append(ret.getTypeName()).append(' ');
        sb.append(name).append('(');
        Type[] ps = getGenericParameterTypes();
        for (int i = 0; i < ps.length; i++) {
            if (i > 0)
                sb.append(',');
            String p = ps[i].getTypeName();
            if (isVarArgs() && i == ps.length - 1 && p.endsWith("[]"))
                p = p.substring(0, p.length() - 2) + "...";
            sb.append(p);
        }
        sb.append(')');
        Type[] ex = getGenericExceptionTypes();
        if (ex.length > 0) {
            sb.append(" throws ");
            for (int i = 0; i < ex.length; i++) {
                if (i > 0)
                    sb.append(',');
                sb.append(ex[i].getTypeName());
            }
        }
        return sb.toString();
    }

    static String typeParameterText(TypeVariable<?> v) {
        Type[] b = v.getBounds();
        if (b.length == 0 || (b.length == 1 && b[0] == Object.class))
            return v.getName();
        StringBuilder sb = new StringBuilder(v.getName()).append(" extends ");
        for (int i = 0; i < b.length; i++) {
            if (i > 0)
                sb.append(" & ");
            sb.append(b[i].getTypeName());
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
