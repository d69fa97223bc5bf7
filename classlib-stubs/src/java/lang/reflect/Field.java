package java.lang.reflect;

/**
 * A field of a class or interface. Only the VM makes these (JNI
 * ToReflectedField); it sets clazz and vmMember (its field record) and never
 * calls the constructor. Reading and writing through get/set is not
 * supported. The type is resolved through the declaring class's loader
 * when asked for.
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
}
