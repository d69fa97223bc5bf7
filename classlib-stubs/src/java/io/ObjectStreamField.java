package java.io;

import java.lang.reflect.Field;

/**
 * One serializable field: its name, type (as a descriptor) and, for a local
 * class, the reflective field it stands for.
 */
public class ObjectStreamField implements Comparable<Object> {
    private final String name;
    private final String signature;
    private final Class<?> type;
    private final boolean unshared;
    /* The local field, or null for a field known only from a stream or
     * declared in serialPersistentFields without a field of that type. */
    Field field;
    private int offset;

    public ObjectStreamField(String name, Class<?> type) {
        this(name, type, false);
    }

    public ObjectStreamField(String name, Class<?> type, boolean unshared) {
        if (name == null)
            throw new NullPointerException();
        this.name = name;
        this.type = type;
        this.unshared = unshared;
        this.signature = type.descriptorString().intern();
    }

    /* A field read from a stream: an object type stands as Object. */
    ObjectStreamField(String name, String signature, boolean unshared) {
        if (name == null)
            throw new NullPointerException();
        this.name = name;
        this.signature = signature.intern();
        this.unshared = unshared;
        switch (signature.charAt(0)) {
        case 'Z': type = Boolean.TYPE; break;
        case 'B': type = Byte.TYPE; break;
        case 'C': type = Character.TYPE; break;
        case 'S': type = Short.TYPE; break;
        case 'I': type = Integer.TYPE; break;
        case 'J': type = Long.TYPE; break;
        case 'F': type = Float.TYPE; break;
        case 'D': type = Double.TYPE; break;
        case 'L':
        case '[': type = Object.class; break;
        default: throw new IllegalArgumentException("illegal signature");
        }
    }

    /* The field of a class, with its declared type. */
    ObjectStreamField(Field field, boolean unshared) {
        this(field.getName(), field.getType(), unshared);
        this.field = field;
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return type;
    }

    public char getTypeCode() {
        return signature.charAt(0);
    }

    public String getTypeString() {
        return isPrimitive() ? null : signature;
    }

    public int getOffset() {
        return offset;
    }

    protected void setOffset(int offset) {
        this.offset = offset;
    }

    public boolean isPrimitive() {
        char c = signature.charAt(0);
        return c != 'L' && c != '[';
    }

    public boolean isUnshared() {
        return unshared;
    }

    public int compareTo(Object obj) {
        ObjectStreamField other = (ObjectStreamField) obj;
        boolean prim = isPrimitive();
        if (prim != other.isPrimitive())
            return prim ? -1 : 1;
        return name.compareTo(other.name);
    }

    public String toString() {
        return signature + ' ' + name;
    }

    String getSignature() {
        return signature;
    }

    /* Bytes of a primitive value of this type in the stream. */
    int primSize() {
        switch (signature.charAt(0)) {
        case 'Z':
        case 'B': return 1;
        case 'C':
        case 'S': return 2;
        case 'I':
        case 'F': return 4;
        case 'J':
        case 'D': return 8;
        default: return 0;
        }
    }
}
