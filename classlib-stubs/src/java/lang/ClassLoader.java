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

    /* Resources are not supported by this class library. */
    public InputStream getResourceAsStream(String name) {
        return null;
    }

    public static InputStream getSystemResourceAsStream(String name) {
        return null;
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
