package jdk.internal.reflect;

/**
 * Calls and field access without checks, for java.lang.reflect and
 * java.lang.invoke. The callers check everything first: receivers, argument
 * counts and types (a primitive travels as its exact wrapper). Exceptions of
 * the called method propagate unchanged.
 */
public final class DirectAccess {
    private DirectAccess() {
    }

    /* member is a Method or Constructor; virtual selects an overriding
     * method on the receiver's class. A Constructor makes the object and
     * returns it. */
    public static native Object invoke(Object member, Object receiver, Object[] args, boolean virtual);

    public static native Object getField(Object field, Object obj);

    public static native void setField(Object field, Object obj, Object value);

    /* The declared methods (0), constructors (1) or fields (2) of c, in
     * declaration order. */
    public static native Object[] declaredMembers(Class<?> c, int which);

    /* The bytes of attribute name of a Class, Method, Constructor or Field. */
    public static native byte[] rawAttribute(Object owner, String name);

    /* The generic Signature attribute of a Class, Method, Constructor or Field. */
    public static native String signature(Object owner);

    /* Constant i of c's class file: String (Utf8; a Class constant's name),
     * Integer, Long, Float or Double; String[] { name, descriptor } for
     * NameAndType; null for others. */
    public static native Object constant(Class<?> c, int i);

    /* The class of the method depth frames above the caller of this method. */
    public static native Class<?> getCallerClass(int depth);

    /* Whether c's class file has a static initializer. */
    public static native boolean hasStaticInitializer(Class<?> c);

    /* A new c on which only ctor, the no-arg constructor of c or of one of
     * its superclasses, has run (object deserialization). */
    public static native Object allocate(Class<?> c, Object ctor);

    /* The exact wrapper of primitive type p for value v (a wrapper of a
     * primitive that widens to p), or null when it does not convert. */
    public static Object widen(Object v, Class<?> p) {
        char from;
        if (v instanceof Integer) from = 'I';
        else if (v instanceof Long) from = 'J';
        else if (v instanceof Double) from = 'D';
        else if (v instanceof Float) from = 'F';
        else if (v instanceof Boolean) from = 'Z';
        else if (v instanceof Character) from = 'C';
        else if (v instanceof Byte) from = 'B';
        else if (v instanceof Short) from = 'S';
        else return null;
        char to = p.descriptorString().charAt(0);
        if (from == to)
            return v;
        if (from == 'Z' || to == 'Z' || to == 'B')
            return null;
        long l = 0;
        double d = 0;
        boolean integral = true;
        switch (from) {
        case 'C': l = ((Character) v).charValue(); break;
        case 'B': l = ((Byte) v).byteValue(); break;
        case 'S': l = ((Short) v).shortValue(); break;
        case 'I': l = ((Integer) v).intValue(); break;
        case 'J': l = ((Long) v).longValue(); break;
        case 'F': d = ((Float) v).floatValue(); integral = false; break;
        default: d = ((Double) v).doubleValue(); integral = false; break;
        }
        switch (to) {
        case 'S':
            return from == 'B' ? Short.valueOf((short) l) : null;
        case 'C':
            return null;
        case 'I':
            return (from == 'B' || from == 'S' || from == 'C') ? Integer.valueOf((int) l) : null;
        case 'J':
            return integral ? Long.valueOf(l) : null;
        case 'F':
            if (from == 'D')
                return null;
            return integral ? Float.valueOf((float) l) : v;
        default:
            return integral ? Double.valueOf((double) l) : Double.valueOf(d);
        }
    }
}
