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

    /* ---- Derived types (the direct-use API, docs/invoke.md) ---- */

    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        if (objectArgCount < 0 || objectArgCount > 255)
            throw new IllegalArgumentException("bad parameter count " + objectArgCount);
        Class<?>[] ps = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(ps, Object.class);
        if (finalArray)
            ps[objectArgCount] = Object[].class;
        return new MethodType(Object.class, ps);
    }

    public static MethodType fromMethodDescriptorString(String descriptor, ClassLoader loader) {
        if (!descriptor.startsWith("(") || descriptor.indexOf(')') < 0)
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        java.util.List<Class<?>> ps = new java.util.ArrayList<Class<?>>();
        int[] pos = { 1 };
        while (descriptor.charAt(pos[0]) != ')')
            ps.add(parseType(descriptor, pos, loader));
        pos[0]++;
        Class<?> r = parseType(descriptor, pos, loader);
        if (pos[0] != descriptor.length())
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        return new MethodType(r, ps.toArray(new Class<?>[0]));
    }

    private static Class<?> parseType(String d, int[] pos, ClassLoader loader) {
        int start = pos[0];
        while (d.charAt(pos[0]) == '[')
            pos[0]++;
        char c = d.charAt(pos[0]);
        if (c == 'L') {
            int end = d.indexOf(';', pos[0]);
            if (end < 0)
                throw new IllegalArgumentException("not a method descriptor: " + d);
            pos[0] = end + 1;
        } else {
            pos[0]++;
        }
        String t = d.substring(start, pos[0]);
        if (t.length() == 1) {
            switch (c) {
            case 'Z': return boolean.class;
            case 'B': return byte.class;
            case 'C': return char.class;
            case 'S': return short.class;
            case 'I': return int.class;
            case 'J': return long.class;
            case 'F': return float.class;
            case 'D': return double.class;
            case 'V': return void.class;
            default: throw new IllegalArgumentException("not a method descriptor: " + d);
            }
        }
        String name = t.charAt(0) == 'L' ? t.substring(1, t.length() - 1).replace('/', '.') : t.replace('/', '.');
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            throw new TypeNotPresentException(name, e);
        }
    }

    public MethodType changeReturnType(Class<?> nrtype) {
        return new MethodType(nrtype, ptypes);
    }

    public MethodType changeParameterType(int num, Class<?> nptype) {
        Class<?>[] ps = ptypes.clone();
        ps[num] = nptype;
        return new MethodType(rtype, ps);
    }

    public MethodType insertParameterTypes(int num, Class<?>... ptypesToInsert) {
        if (num < 0 || num > ptypes.length)
            throw new IndexOutOfBoundsException(Integer.toString(num));
        Class<?>[] ps = new Class<?>[ptypes.length + ptypesToInsert.length];
        System.arraycopy(ptypes, 0, ps, 0, num);
        System.arraycopy(ptypesToInsert, 0, ps, num, ptypesToInsert.length);
        System.arraycopy(ptypes, num, ps, num + ptypesToInsert.length, ptypes.length - num);
        return new MethodType(rtype, ps);
    }

    public MethodType insertParameterTypes(int num, java.util.List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(num, ptypesToInsert.toArray(new Class<?>[0]));
    }

    public MethodType appendParameterTypes(Class<?>... ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType appendParameterTypes(java.util.List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType dropParameterTypes(int start, int end) {
        if (start < 0 || start > end || end > ptypes.length)
            throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        Class<?>[] ps = new Class<?>[ptypes.length - (end - start)];
        System.arraycopy(ptypes, 0, ps, 0, start);
        System.arraycopy(ptypes, end, ps, start, ptypes.length - end);
        return new MethodType(rtype, ps);
    }

    public Class<?> lastParameterType() {
        return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1];
    }

    public boolean hasPrimitives() {
        if (rtype.isPrimitive())
            return true;
        for (Class<?> p : ptypes)
            if (p.isPrimitive())
                return true;
        return false;
    }

    public boolean hasWrappers() {
        if (jdk.internal.reflect.Reflect.unwrapped(rtype) != null)
            return true;
        for (Class<?> p : ptypes)
            if (jdk.internal.reflect.Reflect.unwrapped(p) != null)
                return true;
        return false;
    }

    public MethodType erase() {
        Class<?>[] ps = new Class<?>[ptypes.length];
        for (int i = 0; i < ps.length; i++)
            ps[i] = ptypes[i].isPrimitive() ? ptypes[i] : Object.class;
        return new MethodType(rtype.isPrimitive() ? rtype : Object.class, ps);
    }

    public MethodType generic() {
        return genericMethodType(ptypes.length);
    }

    public MethodType wrap() {
        Class<?>[] ps = new Class<?>[ptypes.length];
        for (int i = 0; i < ps.length; i++)
            ps[i] = jdk.internal.reflect.Reflect.wrapper(ptypes[i]);
        return new MethodType(jdk.internal.reflect.Reflect.wrapper(rtype), ps);
    }

    public MethodType unwrap() {
        Class<?>[] ps = new Class<?>[ptypes.length];
        for (int i = 0; i < ps.length; i++) {
            Class<?> u = jdk.internal.reflect.Reflect.unwrapped(ptypes[i]);
            ps[i] = u == null ? ptypes[i] : u;
        }
        Class<?> r = jdk.internal.reflect.Reflect.unwrapped(rtype);
        return new MethodType(r == null ? rtype : r, ps);
    }
}
