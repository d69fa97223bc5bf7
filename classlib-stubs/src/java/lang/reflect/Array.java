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

    private static Object element(Object array, int index) {
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
        set(array, index, Boolean.valueOf(z));
    }

    public static void setByte(Object array, int index, byte b) {
        set(array, index, Byte.valueOf(b));
    }

    public static void setChar(Object array, int index, char c) {
        set(array, index, Character.valueOf(c));
    }

    public static void setShort(Object array, int index, short s) {
        set(array, index, Short.valueOf(s));
    }

    public static void setInt(Object array, int index, int i) {
        set(array, index, Integer.valueOf(i));
    }

    public static void setLong(Object array, int index, long l) {
        set(array, index, Long.valueOf(l));
    }

    public static void setFloat(Object array, int index, float f) {
        set(array, index, Float.valueOf(f));
    }

    public static void setDouble(Object array, int index, double d) {
        set(array, index, Double.valueOf(d));
    }
}
