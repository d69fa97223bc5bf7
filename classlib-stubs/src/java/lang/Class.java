package java.lang;

/**
 * The runtime representation of a class or interface. The VM sets
 * {@code vmClass}; most questions are answered by VM natives.
 */
public final class Class<T> implements java.io.Serializable {
    private static final int ANNOTATION = 0x2000;
    private static final int ENUM = 0x4000;
    private static final int SYNTHETIC = 0x1000;

    private transient long vmClass;
    private transient String name;
    private transient Object[] enumConstants;

    /* Only the VM creates Class objects. */
    private Class() {
    }

    private native String getName0();

    private static native Class<?> forName0(String name, boolean initialize, ClassLoader loader,
            boolean useCallerLoader) throws ClassNotFoundException;

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public native Class<? super T> getSuperclass();

    private native Class<?>[] getInterfaces0();

    public native Class<?> getComponentType();

    public native int getModifiers();

    private native ClassLoader getClassLoader0();

    static native Class<?> getPrimitiveClass(String name);

    private native Object[] getEnumConstants0();

    private native String getSimpleBinaryName0();

    private native Class<?> getDeclaringClass0();

    private native Object newInstance0() throws InstantiationException, IllegalAccessException;

    private native boolean isHidden0();

    public static Class<?> forName(String className) throws ClassNotFoundException {
        return forName0(className, true, null, true);
    }

    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        return forName0(name, initialize, loader, false);
    }

    public String getName() {
        String n = name;
        if (n == null) {
            n = getName0();
            name = n;
        }
        return n;
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        String simple = getSimpleBinaryName0();
        if (simple == null) {
            String n = getName();
            return n.substring(n.lastIndexOf('.') + 1);
        }
        return simple;
    }

    public String getTypeName() {
        if (isArray()) {
            return getComponentType().getTypeName() + "[]";
        }
        return getName();
    }

    /* Top-level and member classes have a canonical name; local and anonymous ones do not. */
    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return (c == null) ? null : c + "[]";
        }
        if (isHidden0()) {
            return null;
        }
        String simple = getSimpleBinaryName0();
        if (simple == null) {
            return getName();
        }
        Class<?> outer = getDeclaringClass0();
        if (outer == null) {
            return null;
        }
        String oc = outer.getCanonicalName();
        return (oc == null) ? null : oc + "." + simple;
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String n = c.getName();
        int dot = n.lastIndexOf('.');
        return (dot < 0) ? "" : n.substring(0, dot);
    }

    public Class<?> componentType() {
        return isArray() ? getComponentType() : null;
    }

    public Class<?> arrayType() {
        return java.lang.reflect.Array.newInstance(this, 0).getClass();
    }

    public String descriptorString() {
        if (isArray()) {
            return "[" + getComponentType().descriptorString();
        }
        if (isPrimitive()) {
            String n = getName();
            if (n.equals("boolean")) {
                return "Z";
            }
            if (n.equals("long")) {
                return "J";
            }
            return String.valueOf(Character.toUpperCase(n.charAt(0)));
        }
        return "L" + getName().replace('.', '/') + ";";
    }

    public Package getPackage() {
        if (isPrimitive() || isArray()) {
            return null;
        }
        return Package.of(getPackageName(), getClassLoader0());
    }

    public Class<?>[] getInterfaces() {
        return (Class<?>[]) getInterfaces0().clone();
    }

    public ClassLoader getClassLoader() {
        return getClassLoader0();
    }

    /* Every class of the bootstrap loader is in java.base; an array is in
     * the module of its element class, a primitive type in java.base. */
    public Module getModule() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        ClassLoader l = c.getClassLoader0();
        return l == null ? Module.javaBase() : l.getUnnamedModule();
    }

    public Class<?> getDeclaringClass() {
        return getDeclaringClass0();
    }

    /*
     * Member classes are enclosed by their declaring class. For local and
     * anonymous classes the EnclosingMethod attribute is not read; the
     * enclosing class is the binary name without javac's "$<n><simple name>".
     */
    public Class<?> getEnclosingClass() {
        Class<?> declaring = getDeclaringClass0();
        if (declaring != null || isArray() || isPrimitive()) {
            return declaring;
        }
        String simple = getSimpleBinaryName0();
        if (simple == null) {
            return null;
        }
        String n = getName();
        int end = n.length() - simple.length();
        while (end > 0 && n.charAt(end - 1) >= '0' && n.charAt(end - 1) <= '9') {
            end--;
        }
        if (end <= 0 || n.charAt(end - 1) != '$') {
            return null;
        }
        try {
            return forName(n.substring(0, end - 1), false, getClassLoader0());
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    public boolean isHidden() {
        return isHidden0();
    }

    /* A record class is a final direct subclass of Record. */
    public boolean isRecord() {
        return getSuperclass() == Record.class && (getModifiers() & 0x0010) != 0;
    }

    /* PermittedSubclasses is not read: no class is reported sealed. */
    public boolean isSealed() {
        return false;
    }

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    public boolean isAnonymousClass() {
        return !isArray() && "".equals(getSimpleBinaryName0());
    }

    public boolean isMemberClass() {
        return getSimpleBinaryName0() != null && getDeclaringClass0() != null;
    }

    public boolean isLocalClass() {
        String s = getSimpleBinaryName0();
        return s != null && !s.isEmpty() && getDeclaringClass0() == null;
    }

    /* Cached result of the enum's values(); callers get their own copy. */
    Object[] enumConstantsShared() {
        Object[] c = enumConstants;
        if (c == null) {
            if (!isEnum()) {
                return null;
            }
            c = getEnumConstants0();
            enumConstants = c;
        }
        return c;
    }

    /* Enum.valueOf's lookup, under the JDK's name: a null class's NPE message shows it. */
    Object[] enumConstantDirectory() {
        return enumConstantsShared();
    }

    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        Object[] c = enumConstantsShared();
        return (c == null) ? null : (T[]) c.clone();
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to "
                    + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(toString());
    }

    public boolean desiredAssertionStatus() {
        return false;
    }

    @SuppressWarnings("unchecked")
    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        return (T) newInstance0();
    }

    /* Resources are not supported: class files are found by the VM alone. */
    public java.io.InputStream getResourceAsStream(String name) {
        return null;
    }
}
