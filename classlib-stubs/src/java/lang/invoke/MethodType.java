package java.lang.invoke;

import java.util.Arrays;

/*
 * The type of a method handle or call site: a return type and parameter
 * types. Only what bootstrap method signatures and SerializedLambda need;
 * the VM links invokedynamic call sites itself (docs/lambdas.md).
 */
public final class MethodType implements TypeDescriptor, java.io.Serializable {
    private static final long serialVersionUID = 292L;

    private final Class<?> rtype;
    private final Class<?>[] ptypes;

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        if (rtype == null)
            throw new NullPointerException();
        for (Class<?> p : ptypes) {
            if (p == null)
                throw new NullPointerException();
            if (p == void.class)
                throw new IllegalArgumentException("parameter type cannot be void");
        }
        this.rtype = rtype;
        this.ptypes = ptypes;
    }

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return new MethodType(rtype, ptypes.clone());
    }

    public static MethodType methodType(Class<?> rtype, java.util.List<Class<?>> ptypes) {
        return new MethodType(rtype, ptypes.toArray(new Class<?>[0]));
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] all = new Class<?>[ptypes.length + 1];
        all[0] = ptype0;
        System.arraycopy(ptypes, 0, all, 1, ptypes.length);
        return new MethodType(rtype, all);
    }

    public static MethodType methodType(Class<?> rtype) {
        return new MethodType(rtype, new Class<?>[0]);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return new MethodType(rtype, new Class<?>[] { ptype0 });
    }

    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return new MethodType(rtype, ptypes.ptypes);
    }

    public Class<?> returnType() {
        return rtype;
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    public java.util.List<Class<?>> parameterList() {
        return java.util.Collections.unmodifiableList(Arrays.asList(ptypes.clone()));
    }

    public String toMethodDescriptorString() {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : ptypes)
            sb.append(p.descriptorString());
        return sb.append(')').append(rtype.descriptorString()).toString();
    }

    public String descriptorString() {
        return toMethodDescriptorString();
    }

    public boolean equals(Object x) {
        if (!(x instanceof MethodType))
            return false;
        MethodType o = (MethodType) x;
        return rtype == o.rtype && Arrays.equals(ptypes, o.ptypes);
    }

    public int hashCode() {
        int h = 31 + rtype.hashCode();
        for (Class<?> p : ptypes)
            h = 31 * h + p.hashCode();
        return h;
    }

    /* "(int,String)void", as the JDK prints it. */
    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0)
                sb.append(',');
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }
}
