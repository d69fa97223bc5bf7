package java.lang;

import java.io.InputStream;

/**
 * Loads classes, delegating to the parent (or the bootstrap loader) first.
 * Loading of one name is serialized by a per-name lock object.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;
    private final String name;
    private final Module unnamedModule;
    private final java.util.HashMap<String, Object> parallelLockMap =
            new java.util.HashMap<String, Object>();

    private static ClassLoader scl;

    private native Class<?> defineClass0(String name, byte[] b, int off, int len);

    private native Class<?> findLoadedClass0(String name);

    private static native Class<?> findBootstrapClass(String name);

    protected ClassLoader(String name, ClassLoader parent) {
        if (name != null && name.isEmpty()) {
            throw new IllegalArgumentException("name must be non-empty or null");
        }
        this.name = name;
        this.parent = parent;
        this.unnamedModule = new Module(this);
    }

    protected ClassLoader(ClassLoader parent) {
        this(null, parent);
    }

    protected ClassLoader() {
        this(null, getSystemClassLoader());
    }

    public String getName() {
        return name;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public final Module getUnnamedModule() {
        return unnamedModule;
    }

    /* Called once by the VM after System.initPhase1. */
    private static ClassLoader initSystemClassLoader() {
        scl = jdk.internal.loader.ClassLoaders.appClassLoader();
        return scl;
    }

    public static ClassLoader getSystemClassLoader() {
        return scl;
    }

    public static ClassLoader getPlatformClassLoader() {
        return jdk.internal.loader.ClassLoaders.platformClassLoader();
    }

    protected Object getClassLoadingLock(String className) {
        synchronized (parallelLockMap) {
            Object lock = parallelLockMap.get(className);
            if (lock == null) {
                lock = new Object();
                parallelLockMap.put(className, lock);
            }
            return lock;
        }
    }

    protected static boolean registerAsParallelCapable() {
        return true;
    }

    public final boolean isRegisteredAsParallelCapable() {
        return true;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                try {
                    if (parent != null) {
                        c = parent.loadClass(name, false);
                    } else {
                        c = findBootstrapClassOrNull(name);
                    }
                } catch (ClassNotFoundException e) {
                    c = null;
                }
                if (c == null) {
                    c = findClass(name);
                }
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    static Class<?> findBootstrapClassOrNull(String name) {
        if (name == null || name.isEmpty() || name.indexOf('/') >= 0 || name.startsWith("[")) {
            return null;
        }
        return findBootstrapClass(name);
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    @Deprecated
    protected final Class<?> defineClass(byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(null, b, off, len);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len)
            throws ClassFormatError {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + (off + len));
        }
        if (name != null && name.startsWith("java.")) {
            throw new SecurityException("Prohibited package name: "
                    + name.substring(0, name.lastIndexOf('.')));
        }
        return defineClass0(name, b, off, len);
    }

    protected final void resolveClass(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
    }

    protected final Class<?> findSystemClass(String name) throws ClassNotFoundException {
        return getSystemClassLoader().loadClass(name);
    }

    protected final Class<?> findLoadedClass(String name) {
        if (name == null) {
            return null;
        }
        return findLoadedClass0(name);
    }

    public final Package getDefinedPackage(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        Package[] p = Package.definedBy(this, name);
        return (p.length == 0) ? null : p[0];
    }

    public final Package[] getDefinedPackages() {
        return Package.definedBy(this, null);
    }

    /* ------------------------------------------------------------------ */
    /* Resources: the parent first, then this loader's findResource. The   */
    /* bootstrap loader holds no resources here (its classes come from the */
    /* VM's class library, not from a module image).                       */
    /* ------------------------------------------------------------------ */

    public java.net.URL getResource(String name) {
        java.util.Objects.requireNonNull(name);
        java.net.URL url = parent != null ? parent.getResource(name) : null;
        if (url == null) {
            url = findResource(name);
        }
        return url;
    }

    public java.util.Enumeration<java.net.URL> getResources(String name) throws java.io.IOException {
        java.util.Objects.requireNonNull(name);
        java.util.ArrayList<java.net.URL> all = new java.util.ArrayList<java.net.URL>();
        if (parent != null) {
            all.addAll(java.util.Collections.list(parent.getResources(name)));
        }
        all.addAll(java.util.Collections.list(findResources(name)));
        return java.util.Collections.enumeration(all);
    }

    public java.util.stream.Stream<java.net.URL> resources(String name) {
        java.util.Objects.requireNonNull(name);
        try {
            return java.util.Collections.list(getResources(name)).stream();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    protected java.net.URL findResource(String name) {
        return null;
    }

    protected java.net.URL findResource(String moduleName, String name) throws java.io.IOException {
        return moduleName == null ? findResource(name) : null;
    }

    protected java.util.Enumeration<java.net.URL> findResources(String name) throws java.io.IOException {
        return java.util.Collections.emptyEnumeration();
    }

    public InputStream getResourceAsStream(String name) {
        java.util.Objects.requireNonNull(name);
        java.net.URL url = getResource(name);
        try {
            return url != null ? url.openStream() : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    public static java.net.URL getSystemResource(String name) {
        return getSystemClassLoader().getResource(name);
    }

    public static java.util.Enumeration<java.net.URL> getSystemResources(String name) throws java.io.IOException {
        return getSystemClassLoader().getResources(name);
    }

    public static InputStream getSystemResourceAsStream(String name) {
        java.net.URL url = getSystemResource(name);
        try {
            return url != null ? url.openStream() : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    public void setDefaultAssertionStatus(boolean enabled) {
    }

    public void setPackageAssertionStatus(String packageName, boolean enabled) {
    }

    public void setClassAssertionStatus(String className, boolean enabled) {
    }

    public void clearAssertionStatus() {
    }
}
