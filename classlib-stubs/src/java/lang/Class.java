package java.lang;

/**
 * The runtime representation of a class or interface. The VM sets
 * {@code vmClass}; most questions are answered by VM natives.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.GenericDeclaration,
        java.lang.reflect.Type {
    private static final long serialVersionUID = 3206093459760846163L;

    private static final int ANNOTATION = 0x2000;
    private static final int ENUM = 0x4000;
    private static final int SYNTHETIC = 0x1000;

    private transient long vmClass;
    private transient String name;
    private transient Object[] enumConstants;
    private transient Object[] genericInfo;

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

    /* A class is sealed when it has a PermittedSubclasses attribute. */
    public boolean isSealed() {
        return getPermittedSubclasses() != null;
    }

    /* The classes of the PermittedSubclasses attribute (JVMS 4.7.31), or
     * null for a class that is not sealed; as in JDK 17, a class that cannot
     * be loaded is silently left out. */
    public Class<?>[] getPermittedSubclasses() {
        byte[] raw = isPrimitive() || isArray() ? null
                : jdk.internal.reflect.DirectAccess.rawAttribute(this, "PermittedSubclasses");
        if (raw == null || raw.length < 2)
            return null;
        java.util.List<Class<?>> out = new java.util.ArrayList<Class<?>>();
        int n = u2(raw, 0);
        for (int i = 0; i < n && 2 + 2 * i + 1 < raw.length; i++) {
            String name = (String) jdk.internal.reflect.DirectAccess.constant(this, u2(raw, 2 + 2 * i));
            try {
                out.add(forName(name.replace('/', '.'), false, getClassLoader0()));
            } catch (ClassNotFoundException e) {
                /* left out */
            } catch (LinkageError e) {
                /* left out */
            }
        }
        return out.toArray(new Class<?>[0]);
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

    /* A resource of this class's loader: a relative name is taken in the
     * class's package, an absolute one ("/a/b") from the root. The
     * bootstrap loader's classes find none (it holds no resources). */
    public java.net.URL getResource(String name) {
        ClassLoader cl = getClassLoader();
        return cl == null ? null : cl.getResource(resolveName(name));
    }

    public java.io.InputStream getResourceAsStream(String name) {
        ClassLoader cl = getClassLoader();
        return cl == null ? null : cl.getResourceAsStream(resolveName(name));
    }

    private String resolveName(String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        String pkg = c.getPackageName();
        return pkg.isEmpty() ? name : pkg.replace('.', '/') + "/" + name;
    }

    /* ------------------------------------------------------------------ */
    /* Members                                                             */
    /* ------------------------------------------------------------------ */

    private static final int DECLARED_METHODS = 0, DECLARED_CONSTRUCTORS = 1, DECLARED_FIELDS = 2;

    private java.lang.reflect.Method[] declaredMethods(boolean publicOnly) {
        Object[] all = jdk.internal.reflect.DirectAccess.declaredMembers(this, DECLARED_METHODS);
        java.util.ArrayList<java.lang.reflect.Method> out = new java.util.ArrayList<java.lang.reflect.Method>();
        for (Object o : all) {
            java.lang.reflect.Method m = (java.lang.reflect.Method) o;
            if (!publicOnly || java.lang.reflect.Modifier.isPublic(m.getModifiers()))
                out.add(m);
        }
        return out.toArray(new java.lang.reflect.Method[0]);
    }

    private java.lang.reflect.Field[] declaredFields(boolean publicOnly) {
        Object[] all = jdk.internal.reflect.DirectAccess.declaredMembers(this, DECLARED_FIELDS);
        java.util.ArrayList<java.lang.reflect.Field> out = new java.util.ArrayList<java.lang.reflect.Field>();
        for (Object o : all) {
            java.lang.reflect.Field f = (java.lang.reflect.Field) o;
            if (!publicOnly || java.lang.reflect.Modifier.isPublic(f.getModifiers()))
                out.add(f);
        }
        return out.toArray(new java.lang.reflect.Field[0]);
    }

    @SuppressWarnings("unchecked")
    private java.lang.reflect.Constructor<T>[] declaredConstructors(boolean publicOnly) {
        if (isInterface() || isArray() || isPrimitive())
            return new java.lang.reflect.Constructor[0];
        Object[] all = jdk.internal.reflect.DirectAccess.declaredMembers(this, DECLARED_CONSTRUCTORS);
        java.util.ArrayList<java.lang.reflect.Constructor<T>> out = new java.util.ArrayList<java.lang.reflect.Constructor<T>>();
        for (Object o : all) {
            java.lang.reflect.Constructor<T> c = (java.lang.reflect.Constructor<T>) o;
            if (!publicOnly || java.lang.reflect.Modifier.isPublic(c.getModifiers()))
                out.add(c);
        }
        return out.toArray(new java.lang.reflect.Constructor[0]);
    }

    public java.lang.reflect.Method[] getDeclaredMethods() {
        return declaredMethods(false);
    }

    public java.lang.reflect.Field[] getDeclaredFields() {
        return declaredFields(false);
    }

    public java.lang.reflect.Constructor<?>[] getDeclaredConstructors() {
        return declaredConstructors(false);
    }

    public java.lang.reflect.Constructor<?>[] getConstructors() {
        return declaredConstructors(true);
    }

    private static String methodKey(java.lang.reflect.Method m) {
        StringBuilder sb = new StringBuilder(m.getName()).append('(');
        for (Class<?> p : m.getParameterTypes())
            sb.append(p.descriptorString());
        return sb.append(')').append(m.getReturnType().descriptorString()).toString();
    }

    /* Public methods: this class's, then its superclasses', then its
     * interfaces' (instance methods only), each signature (name, parameter
     * and return types) once, the first found winning. */
    private void publicMethods(java.util.List<java.lang.reflect.Method> out, java.util.Set<String> seen,
            boolean classChain, boolean self) {
        for (java.lang.reflect.Method m : declaredMethods(true)) {
            if (!self && isInterface() && java.lang.reflect.Modifier.isStatic(m.getModifiers()))
                continue;
            if (seen.add(methodKey(m)))
                out.add(m);
        }
        Class<?> sup = getSuperclass();
        if (sup != null && classChain)
            sup.publicMethods(out, seen, true, false);
        if (!classChain || self) {
            for (Class<?> i : getInterfaces0())
                i.publicMethods(out, seen, false, false);
            if (self && !isInterface())
                for (Class<?> c = getSuperclass(); c != null; c = c.getSuperclass())
                    for (Class<?> i : c.getInterfaces0())
                        i.publicMethods(out, seen, false, false);
        }
    }

    public java.lang.reflect.Method[] getMethods() {
        java.util.List<java.lang.reflect.Method> out = new java.util.ArrayList<java.lang.reflect.Method>();
        if (isPrimitive() || isArray()) {
            if (isArray())
                Object.class.publicMethods(out, new java.util.HashSet<String>(), true, false);
            return out.toArray(new java.lang.reflect.Method[0]);
        }
        java.util.Set<String> seen = new java.util.HashSet<String>();
        if (isInterface()) {
            publicMethods(out, seen, false, true);
        } else {
            publicMethods(out, seen, true, true);
        }
        /* An abstract interface method that a class method implements is not listed. */
        java.util.Set<String> classSigs = new java.util.HashSet<String>();
        java.util.List<java.lang.reflect.Method> result = new java.util.ArrayList<java.lang.reflect.Method>();
        for (java.lang.reflect.Method m : out)
            if (!m.getDeclaringClass().isInterface())
                classSigs.add(paramKey(m));
        for (java.lang.reflect.Method m : out) {
            if (m.getDeclaringClass().isInterface() && classSigs.contains(paramKey(m)))
                continue;
            result.add(m);
        }
        return result.toArray(new java.lang.reflect.Method[0]);
    }

    private static String paramKey(java.lang.reflect.Method m) {
        StringBuilder sb = new StringBuilder(m.getName()).append('(');
        for (Class<?> p : m.getParameterTypes())
            sb.append(p.descriptorString());
        return sb.append(')').toString();
    }

    private void publicFields(java.util.List<java.lang.reflect.Field> out, java.util.Set<Class<?>> visited) {
        if (!visited.add(this))
            return;
        for (java.lang.reflect.Field f : declaredFields(true))
            out.add(f);
        for (Class<?> i : getInterfaces0())
            i.publicFields(out, visited);
        Class<?> sup = getSuperclass();
        if (sup != null && !isInterface())
            sup.publicFields(out, visited);
    }

    public java.lang.reflect.Field[] getFields() {
        java.util.List<java.lang.reflect.Field> out = new java.util.ArrayList<java.lang.reflect.Field>();
        if (!isPrimitive() && !isArray())
            publicFields(out, new java.util.HashSet<Class<?>>());
        return out.toArray(new java.lang.reflect.Field[0]);
    }

    private String methodToString(String name, Class<?>[] types) {
        StringBuilder sb = new StringBuilder(getName()).append('.').append(name).append('(');
        if (types != null) {
            for (int i = 0; i < types.length; i++) {
                if (i > 0)
                    sb.append(',');
                sb.append(types[i] == null ? "null" : types[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    private static boolean sameTypes(Class<?>[] a, Class<?>[] b) {
        if (b == null)
            b = new Class<?>[0];
        return java.util.Arrays.equals(a, b);
    }

    /* Among methods of one name and parameter list, the one whose return
     * type is most specific. */
    private static java.lang.reflect.Method mostSpecific(java.util.List<java.lang.reflect.Method> ms) {
        java.lang.reflect.Method best = null;
        for (java.lang.reflect.Method m : ms)
            if (best == null || (best.getReturnType() != m.getReturnType()
                    && best.getReturnType().isAssignableFrom(m.getReturnType())))
                best = m;
        return best;
    }

    public java.lang.reflect.Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        if (name == null)
            throw new NullPointerException();
        java.util.List<java.lang.reflect.Method> found = new java.util.ArrayList<java.lang.reflect.Method>();
        for (java.lang.reflect.Method m : declaredMethods(false))
            if (m.getName().equals(name) && sameTypes(m.getParameterTypes(), parameterTypes))
                found.add(m);
        if (found.isEmpty())
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        return mostSpecific(found);
    }

    public java.lang.reflect.Method getMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        if (name == null)
            throw new NullPointerException();
        java.util.List<java.lang.reflect.Method> inClasses = new java.util.ArrayList<java.lang.reflect.Method>();
        java.util.List<java.lang.reflect.Method> inInterfaces = new java.util.ArrayList<java.lang.reflect.Method>();
        for (java.lang.reflect.Method m : getMethods()) {
            if (m.getName().equals(name) && sameTypes(m.getParameterTypes(), parameterTypes))
                (m.getDeclaringClass().isInterface() && !isInterface() ? inInterfaces : inClasses).add(m);
        }
        java.lang.reflect.Method m = mostSpecific(inClasses.isEmpty() ? inInterfaces : inClasses);
        if (m == null)
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        return m;
    }

    @SuppressWarnings("unchecked")
    public java.lang.reflect.Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        for (java.lang.reflect.Constructor<T> c : declaredConstructors(false))
            if (sameTypes(c.getParameterTypes(), parameterTypes))
                return c;
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    public java.lang.reflect.Constructor<T> getConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        for (java.lang.reflect.Constructor<T> c : declaredConstructors(true))
            if (sameTypes(c.getParameterTypes(), parameterTypes))
                return c;
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    public java.lang.reflect.Field getDeclaredField(String name) throws NoSuchFieldException {
        if (name == null)
            throw new NullPointerException();
        for (java.lang.reflect.Field f : declaredFields(false))
            if (f.getName().equals(name))
                return f;
        throw new NoSuchFieldException(name);
    }

    public java.lang.reflect.Field getField(String name) throws NoSuchFieldException {
        if (name == null)
            throw new NullPointerException();
        for (java.lang.reflect.Field f : getFields())
            if (f.getName().equals(name))
                return f;
        throw new NoSuchFieldException(name);
    }

    /* ------------------------------------------------------------------ */
    /* Generic types                                                       */
    /* ------------------------------------------------------------------ */

    private Object[] genericInfo() {
        Object[] g = genericInfo;
        if (g == null) {
            String sig = isPrimitive() || isArray() ? null : jdk.internal.reflect.DirectAccess.signature(this);
            if (sig == null)
                return null;
            g = jdk.internal.reflect.Signatures.parseClass(sig, this);
            genericInfo = g;
        }
        return g;
    }

    @SuppressWarnings("unchecked")
    public java.lang.reflect.TypeVariable<Class<T>>[] getTypeParameters() {
        Object[] g = genericInfo();
        if (g == null)
            return (java.lang.reflect.TypeVariable<Class<T>>[]) new java.lang.reflect.TypeVariable<?>[0];
        return (java.lang.reflect.TypeVariable<Class<T>>[]) ((java.lang.reflect.TypeVariable<?>[]) g[0]).clone();
    }

    public java.lang.reflect.Type getGenericSuperclass() {
        Class<?> sup = getSuperclass();
        if (sup == null || isInterface())
            return sup;
        Object[] g = genericInfo();
        if (g == null)
            return sup;
        return ((java.lang.reflect.Type[]) g[1])[0];
    }

    public java.lang.reflect.Type[] getGenericInterfaces() {
        Object[] g = genericInfo();
        if (g == null)
            return getInterfaces();
        java.lang.reflect.Type[] all = (java.lang.reflect.Type[]) g[1];
        java.lang.reflect.Type[] out = new java.lang.reflect.Type[all.length - 1];
        System.arraycopy(all, 1, out, 0, out.length);
        return out;
    }

    /* ------------------------------------------------------------------ */
    /* Annotations                                                         */
    /* ------------------------------------------------------------------ */

    public java.lang.annotation.Annotation[] getDeclaredAnnotations() {
        if (isPrimitive() || isArray())
            return new java.lang.annotation.Annotation[0];
        return jdk.internal.reflect.Annotations.parse(
                jdk.internal.reflect.DirectAccess.rawAttribute(this, "RuntimeVisibleAnnotations"), this);
    }

    /* The declared annotations, then those of superclasses whose type is
     * @Inherited and not already present. */
    public java.lang.annotation.Annotation[] getAnnotations() {
        java.util.List<java.lang.annotation.Annotation> out = new java.util.ArrayList<java.lang.annotation.Annotation>(
                java.util.Arrays.asList(getDeclaredAnnotations()));
        if (!isInterface()) {
            for (Class<?> c = getSuperclass(); c != null; c = c.getSuperclass()) {
                for (java.lang.annotation.Annotation a : c.getDeclaredAnnotations()) {
                    Class<? extends java.lang.annotation.Annotation> t = a.annotationType();
                    if (!t.isAnnotationPresentDeclared(java.lang.annotation.Inherited.class))
                        continue;
                    boolean present = false;
                    for (java.lang.annotation.Annotation b : out)
                        present |= b.annotationType() == t;
                    if (!present)
                        out.add(a);
                }
            }
        }
        return out.toArray(new java.lang.annotation.Annotation[0]);
    }

    private boolean isAnnotationPresentDeclared(Class<? extends java.lang.annotation.Annotation> type) {
        for (java.lang.annotation.Annotation a : getDeclaredAnnotations())
            if (a.annotationType() == type)
                return true;
        return false;
    }

    public <A extends java.lang.annotation.Annotation> A getAnnotation(Class<A> annotationClass) {
        if (annotationClass == null)
            throw new NullPointerException();
        for (java.lang.annotation.Annotation a : getAnnotations())
            if (annotationClass.isInstance(a))
                return annotationClass.cast(a);
        return null;
    }

    public boolean isAnnotationPresent(Class<? extends java.lang.annotation.Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    /* ------------------------------------------------------------------ */
    /* Records, nests, member classes                                      */
    /* ------------------------------------------------------------------ */

    public java.lang.reflect.RecordComponent[] getRecordComponents() {
        if (!isRecord())
            return null;
        byte[] raw = jdk.internal.reflect.DirectAccess.rawAttribute(this, "Record");
        if (raw == null)
            return new java.lang.reflect.RecordComponent[0];
        return java.lang.reflect.ReflectBridge.recordComponents(this, raw);
    }

    private static int u2(byte[] b, int at) {
        return ((b[at] & 0xff) << 8) | (b[at + 1] & 0xff);
    }

    public Class<?> getNestHost() {
        if (isPrimitive() || isArray())
            return this;
        byte[] raw = jdk.internal.reflect.DirectAccess.rawAttribute(this, "NestHost");
        if (raw == null || raw.length < 2)
            return this;
        String n = (String) jdk.internal.reflect.DirectAccess.constant(this, u2(raw, 0));
        try {
            return forName(n.replace('/', '.'), false, getClassLoader0());
        } catch (ClassNotFoundException e) {
            return this;
        }
    }

    public boolean isNestmateOf(Class<?> c) {
        return this == c || getNestHost() == c.getNestHost();
    }

    /* Member classes this class declares, from InnerClasses. */
    public Class<?>[] getDeclaredClasses() {
        java.util.List<Class<?>> out = new java.util.ArrayList<Class<?>>();
        byte[] raw = isPrimitive() || isArray() ? null
                : jdk.internal.reflect.DirectAccess.rawAttribute(this, "InnerClasses");
        if (raw != null) {
            String self = getName().replace('.', '/');
            int n = u2(raw, 0);
            for (int i = 0; i < n; i++) {
                int at = 2 + 8 * i;
                int inner = u2(raw, at), outer = u2(raw, at + 2), simple = u2(raw, at + 4);
                if (outer == 0 || simple == 0)
                    continue;
                if (!self.equals(jdk.internal.reflect.DirectAccess.constant(this, outer)))
                    continue;
                String in = (String) jdk.internal.reflect.DirectAccess.constant(this, inner);
                try {
                    out.add(forName(in.replace('/', '.'), false, getClassLoader0()));
                } catch (ClassNotFoundException e) {
                    throw new NoClassDefFoundError(in);
                }
            }
        }
        return out.toArray(new Class<?>[0]);
    }

    public Class<?>[] getClasses() {
        java.util.List<Class<?>> out = new java.util.ArrayList<Class<?>>();
        for (Class<?> c = this; c != null; c = c.getSuperclass())
            for (Class<?> m : c.getDeclaredClasses())
                if (java.lang.reflect.Modifier.isPublic(m.getModifiers()))
                    out.add(m);
        return out.toArray(new Class<?>[0]);
    }

    /* ------------------------------------------------------------------ */
    /* Enclosing method (EnclosingMethod attribute)                        */
    /* ------------------------------------------------------------------ */

    /* { enclosing class, name, descriptor } of a local or anonymous class
     * declared in a method or constructor, or null. */
    private Object[] enclosingMethodInfo() {
        byte[] raw = isPrimitive() || isArray() ? null
                : jdk.internal.reflect.DirectAccess.rawAttribute(this, "EnclosingMethod");
        if (raw == null || raw.length < 4 || u2(raw, 2) == 0)
            return null;
        String cn = (String) jdk.internal.reflect.DirectAccess.constant(this, u2(raw, 0));
        String[] nat = (String[]) jdk.internal.reflect.DirectAccess.constant(this, u2(raw, 2));
        if (cn == null || nat == null)
            return null;
        try {
            return new Object[] { forName(cn.replace('/', '.'), false, getClassLoader0()), nat[0], nat[1] };
        } catch (ClassNotFoundException e) {
            throw new NoClassDefFoundError(cn);
        }
    }

    private static String descriptorOf(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : params)
            sb.append(p.descriptorString());
        return sb.append(')').append(ret.descriptorString()).toString();
    }

    public java.lang.reflect.Method getEnclosingMethod() {
        Object[] info = enclosingMethodInfo();
        if (info == null || info[1].equals("<init>") || info[1].equals("<clinit>"))
            return null;
        for (java.lang.reflect.Method m : ((Class<?>) info[0]).declaredMethods(false))
            if (m.getName().equals(info[1]) && descriptorOf(m.getParameterTypes(), m.getReturnType()).equals(info[2]))
                return m;
        throw new InternalError("Enclosing method not found");
    }

    @SuppressWarnings("unchecked")
    public java.lang.reflect.Constructor<?> getEnclosingConstructor() {
        Object[] info = enclosingMethodInfo();
        if (info == null || !info[1].equals("<init>"))
            return null;
        for (java.lang.reflect.Constructor<?> c : ((Class<?>) info[0]).declaredConstructors(false))
            if (descriptorOf(c.getParameterTypes(), void.class).equals(info[2]))
                return c;
        throw new InternalError("Enclosing constructor not found");
    }

    /* "public final class p.C<T extends java.lang.Number>", as JDK 17 writes it. */
    public String toGenericString() {
        if (isPrimitive())
            return toString();
        StringBuilder sb = new StringBuilder();
        Class<?> component = this;
        int depth = 0;
        while (component.isArray()) {
            depth++;
            component = component.getComponentType();
        }
        if (depth > 0) {
            sb.append(component.getName());
        } else {
            int mods = getModifiers() & java.lang.reflect.Modifier.classModifiers();
            if (mods != 0)
                sb.append(java.lang.reflect.Modifier.toString(mods)).append(' ');
            if (isAnnotation())
                sb.append('@');
            if (isInterface())
                sb.append("interface");
            else if (isEnum())
                sb.append("enum");
            else if (isRecord())
                sb.append("record");
            else
                sb.append("class");
            sb.append(' ').append(getName());
        }
        java.lang.reflect.TypeVariable<?>[] tps = component.getTypeParameters();
        if (tps.length > 0) {
            sb.append('<');
            for (int i = 0; i < tps.length; i++) {
                if (i > 0)
                    sb.append(',');
                sb.append(tps[i].getName());
                java.lang.reflect.Type[] b = tps[i].getBounds();
                if (b.length > 0 && !(b.length == 1 && b[0] == Object.class)) {
                    sb.append(" extends ");
                    for (int j = 0; j < b.length; j++) {
                        if (j > 0)
                            sb.append(" & ");
                        sb.append(b[j].getTypeName());
                    }
                }
            }
            sb.append('>');
        }
        for (int i = 0; i < depth; i++)
            sb.append("[]");
        return sb.toString();
    }
}
