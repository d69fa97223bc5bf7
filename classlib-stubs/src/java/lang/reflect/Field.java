package java.lang.reflect;

import java.lang.annotation.Annotation;
import jdk.internal.reflect.DirectAccess;
import jdk.internal.reflect.Reflect;

/**
 * A field of a class or interface. Only the VM makes these (JNI
 * ToReflectedField, Class.getDeclaredFields); it sets clazz and vmMember
 * (its field record) and never calls the constructor. get and set check
 * as HotSpot 17 does, with its messages.
 */
public final class Field extends AccessibleObject implements Member {
    private Class<?> clazz;
    private long vmMember;
    private String name;

    private Field() {
    }

    private static native String getName0(long field);

    private static native int getModifiers0(long field);

    private static native Class<?> getType0(long field);

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

    public boolean isSynthetic() {
        return (getModifiers() & 0x1000) != 0;
    }

    public boolean isEnumConstant() {
        return (getModifiers() & 0x4000) != 0;
    }

    public Class<?> getType() {
        return getType0(vmMember);
    }

    public Type getGenericType() {
        String sig = DirectAccess.signature(this);
        return sig == null ? getType() : jdk.internal.reflect.Signatures.parseField(sig, clazz);
    }

    public Annotation[] getDeclaredAnnotations() {
        return declaredAnnotations(clazz);
    }

    /* The object whose field is read or written: checked as the JDK does. */
    private Object target(Object obj) {
        if (Modifier.isStatic(getModifiers()))
            return null;
        if (obj == null)
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
        if (!clazz.isInstance(obj))
            throw new IllegalArgumentException("Can not set " + getType().getName() + " field "
                    + clazz.getName() + "." + getName() + " to " + obj.getClass().getName());
        return obj;
    }

    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        if (!override)
            Reflect.checkAccess(this, 1);
        return DirectAccess.getField(this, target(obj));
    }

    private Object getPrimitive(Object obj, Class<?> as) throws IllegalAccessException {
        if (!override)
            Reflect.checkAccess(this, 2);
        Object v = DirectAccess.getField(this, target(obj));
        Object w = getType().isPrimitive() ? DirectAccess.widen(v, as) : null;
        if (w == null)
            throw new IllegalArgumentException("Attempt to get " + getType().getName() + " field \""
                    + clazz.getName() + "." + getName() + "\" with illegal data type conversion to " + as.getName());
        return w;
    }

    public boolean getBoolean(Object obj) throws IllegalAccessException {
        return ((Boolean) getPrimitive(obj, boolean.class)).booleanValue();
    }

    public byte getByte(Object obj) throws IllegalAccessException {
        return ((Byte) getPrimitive(obj, byte.class)).byteValue();
    }

    public char getChar(Object obj) throws IllegalAccessException {
        return ((Character) getPrimitive(obj, char.class)).charValue();
    }

    public short getShort(Object obj) throws IllegalAccessException {
        return ((Short) getPrimitive(obj, short.class)).shortValue();
    }

    public int getInt(Object obj) throws IllegalAccessException {
        return ((Integer) getPrimitive(obj, int.class)).intValue();
    }

    public long getLong(Object obj) throws IllegalAccessException {
        return ((Long) getPrimitive(obj, long.class)).longValue();
    }

    public float getFloat(Object obj) throws IllegalAccessException {
        return ((Float) getPrimitive(obj, float.class)).floatValue();
    }

    public double getDouble(Object obj) throws IllegalAccessException {
        return ((Double) getPrimitive(obj, double.class)).doubleValue();
    }

    /* typed: the primitive type of setInt and the like (HotSpot shows "(int)1"), or null. */
    private String setMessage(Object value, Class<?> typed) {
        int mods = getModifiers();
        String prefix = Modifier.isFinal(mods) ? (Modifier.isStatic(mods) ? "static final " : "final ") : "";
        String what = typed != null ? "(" + typed.getName() + ")" + value
                : value == null ? "null value" : value.getClass().getName();
        return "Can not set " + prefix + getType().getName() + " field " + clazz.getName() + "." + getName()
                + " to " + what;
    }

    private void setChecked(Object obj, Object value, int depth) throws IllegalAccessException {
        setChecked(obj, value, depth + 1, null);
    }

    private void setChecked(Object obj, Object value, int depth, Class<?> typed) throws IllegalAccessException {
        if (!override)
            Reflect.checkAccess(this, depth + 1);
        int mods = getModifiers();
        Object target = target(obj);
        /* setAccessible opens final instance fields, except those of records and hidden classes. */
        if (Modifier.isFinal(mods) && (!override || Modifier.isStatic(mods) || clazz.isRecord() || clazz.isHidden()))
            throw new IllegalAccessException(setMessage(value, typed));
        Class<?> t = getType();
        Object v = value;
        if (t.isPrimitive()) {
            v = value == null ? null : DirectAccess.widen(value, t);
            if (v == null)
                throw new IllegalArgumentException(setMessage(value, typed));
        } else if (value != null && !t.isInstance(value)) {
            throw new IllegalArgumentException(setMessage(value, typed));
        }
        DirectAccess.setField(this, target, v);
    }

    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        setChecked(obj, value, 1);
    }

    public void setBoolean(Object obj, boolean z) throws IllegalAccessException {
        setChecked(obj, Boolean.valueOf(z), 1, boolean.class);
    }

    public void setByte(Object obj, byte b) throws IllegalAccessException {
        setChecked(obj, Byte.valueOf(b), 1, byte.class);
    }

    public void setChar(Object obj, char c) throws IllegalAccessException {
        setChecked(obj, Character.valueOf(c), 1, char.class);
    }

    public void setShort(Object obj, short s) throws IllegalAccessException {
        setChecked(obj, Short.valueOf(s), 1, short.class);
    }

    public void setInt(Object obj, int i) throws IllegalAccessException {
        setChecked(obj, Integer.valueOf(i), 1, int.class);
    }

    public void setLong(Object obj, long l) throws IllegalAccessException {
        setChecked(obj, Long.valueOf(l), 1, long.class);
    }

    public void setFloat(Object obj, float f) throws IllegalAccessException {
        setChecked(obj, Float.valueOf(f), 1, float.class);
    }

    public void setDouble(Object obj, double d) throws IllegalAccessException {
        setChecked(obj, Double.valueOf(d), 1, double.class);
    }

    /* Same class, name and type: within one class that is the same field
     * record. */
    public boolean equals(Object obj) {
        if (obj instanceof Field) {
            Field other = (Field) obj;
            return other.clazz == clazz && other.vmMember == vmMember;
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ getName().hashCode();
    }

    public String toString() {
        int mods = getModifiers() & Modifier.fieldModifiers();
        return (mods == 0 ? "" : Modifier.toString(mods) + " ")
                + getType().getTypeName() + " " + clazz.getTypeName() + "." + getName();
    }

    public String toGenericString() {
        int mods = getModifiers() & Modifier.fieldModifiers();
        return (mods == 0 ? "" : Modifier.toString(mods) + " ")
                + getGenericType().getTypeName() + " " + clazz.getTypeName() + "." + getName();
    }
}
