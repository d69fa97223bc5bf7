package java.lang.reflect;

/** Creation and element access of arrays of any type, through VM natives. */
public final class Array {
    private Array() {
    }

    private static native Object newArray(Class<?> componentType, int length);

    private static native Object multiNewArray(Class<?> componentType, int[] dimensions);

    public static native int getLength(Object array);

    public static native Object get(Object array, int index);

    public static native void set(Object array, int index, Object value);

    public static Object newInstance(Class<?> componentType, int length) {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        if (length < 0) {
            throw new NegativeArraySizeException(String.valueOf(length));
        }
        return newArray(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions) {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0 || dimensions.length > 255) {
            throw new IllegalArgumentException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        for (int i = 0; i < dimensions.length; i++) {
            if (dimensions[i] < 0) {
                throw new NegativeArraySizeException(String.valueOf(dimensions[i]));
            }
        }
        return multiNewArray(componentType, (int[]) dimensions.clone());
    }

    /* The typed accessors work on arrays of primitives only. */
    private static Class<?> primitiveComponent(Object array) {
        if (array == null) {
            throw new NullPointerException();
        }
        Class<?> ct = array.getClass().getComponentType();
        if (ct == null) {
            throw new IllegalArgumentException("Argument is not an array");
        }
        if (!ct.isPrimitive()) {
            throw new IllegalArgumentException("Argument is not an array of primitive type");
        }
        return ct;
    }

    private static Object element(Object array, int index) {
        primitiveComponent(array);
        return get(array, index);
    }

    private static IllegalArgumentException mismatch() {
        return new IllegalArgumentException("argument type mismatch");
    }

    public static boolean getBoolean(Object array, int index) {
        Object v = element(array, index);
        if (v instanceof Boolean) {
            return ((Boolean) v).booleanValue();
        }
        throw mismatch();
    }

    public static byte getByte(Object array, int index) {
        Object v = element(array, index);
        if (v instanceof Byte) {
            return ((Byte) v).byteValue();
        }
        throw mismatch();
    }

    public static char getChar(Object array, int index) {
        Object v = element(array, index);
        if (v instanceof Character) {
            return ((Character) v).charValue();
        }
        throw mismatch();
    }

    public static short getShort(Object array, int index) {
        Object v = element(array, index);
        if (v instanceof Short || v instanceof Byte) {
            return ((Number) v).shortValue();
        }
        throw mismatch();
    }

    public static int getInt(Object array, int index) {
        Object v = element(array, index);
        if (v instanceof Character) {
            return ((Character) v).charValue();
        }
        if (v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return ((Number) v).intValue();
        }
        throw mismatch();
    }

    public static long getLong(Object array, int index) {
        Object v = element(array, index);
        if (v instanceof Character) {
            return ((Character) v).charValue();
        }
        if (v instanceof Long || v instanceof Integer || v instanceof Short || v instanceof Byte) {
            return ((Number) v).longValue();
        }
        throw mismatch();
    }

    public static float getFloat(Object array, int index) {
        Object v = element(array, index);
        if (v instanceof Character) {
            return ((Character) v).charValue();
        }
        if (v instanceof Number && !(v instanceof Double)) {
            return ((Number) v).floatValue();
        }
        throw mismatch();
    }

    public static double getDouble(Object array, int index) {
        Object v = element(array, index);
        if (v instanceof Character) {
            return ((Character) v).charValue();
        }
        if (v instanceof Number) {
            return ((Number) v).doubleValue();
        }
        throw mismatch();
    }

    public static void setBoolean(Object array, int index, boolean z) {
        if (primitiveComponent(array) != boolean.class) {
            throw mismatch();
        }
        set(array, index, Boolean.valueOf(z));
    }

    public static void setByte(Object array, int index, byte b) {
        store(array, index, BYTE, b, b);
    }

    public static void setChar(Object array, int index, char c) {
        store(array, index, CHAR, c, c);
    }

    public static void setShort(Object array, int index, short s) {
        store(array, index, SHORT, s, s);
    }

    public static void setInt(Object array, int index, int i) {
        store(array, index, INT, i, i);
    }

    public static void setLong(Object array, int index, long l) {
        store(array, index, LONG, l, l);
    }

    public static void setFloat(Object array, int index, float f) {
        store(array, index, FLOAT, 0, f);
    }

    public static void setDouble(Object array, int index, double d) {
        store(array, index, DOUBLE, 0, d);
    }

    private static final int BYTE = 1;
    private static final int SHORT = 2;
    private static final int CHAR = 3;
    private static final int INT = 4;
    private static final int LONG = 5;
    private static final int FLOAT = 6;
    private static final int DOUBLE = 7;

    private static int kindOf(Class<?> c) {
        if (c == byte.class) {
            return BYTE;
        }
        if (c == short.class) {
            return SHORT;
        }
        if (c == char.class) {
            return CHAR;
        }
        if (c == int.class) {
            return INT;
        }
        if (c == long.class) {
            return LONG;
        }
        if (c == float.class) {
            return FLOAT;
        }
        return (c == double.class) ? DOUBLE : 0;
    }

    /* JLS 5.1.2: may a value of kind from widen to kind to? */
    private static boolean widens(int from, int to) {
        if (from == to) {
            return true;
        }
        if (to == CHAR || from == CHAR && to == SHORT) {
            return false;
        }
        return from < to;
    }

    /*
     * The setters widen as reflection does (setInt on a long[] stores a long)
     * and then store through set with the element type's own box.
     */
    private static void store(Object array, int index, int from, long l, double d) {
        int to = kindOf(primitiveComponent(array));
        if (to == 0 || !widens(from, to)) {
            throw mismatch();
        }
        Object box;
        switch (to) {
            case BYTE:
                box = Byte.valueOf((byte) l);
                break;
            case SHORT:
                box = Short.valueOf((short) l);
                break;
            case CHAR:
                box = Character.valueOf((char) l);
                break;
            case INT:
                box = Integer.valueOf((int) l);
                break;
            case LONG:
                box = Long.valueOf(l);
                break;
            case FLOAT:
                box = Float.valueOf(from < FLOAT ? (float) l : (float) d);
                break;
            default:
                box = Double.valueOf(from < FLOAT ? (double) l : d);
                break;
        }
        set(array, index, box);
    }
}
