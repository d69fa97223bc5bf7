package jdk.internal.loader;

/**
 * The delegation of the built-in loaders (platform and application):
 * parent first, like {@link ClassLoader#loadClass(String, boolean)}, but
 * an absent class is null on every level, and only the loader whose
 * {@code loadClass} was called throws {@link ClassNotFoundException}.
 * Loading a class that exists therefore throws and catches nothing, as
 * with JDK 17's own loaders, so a debugger or profiler sees no exception.
 */
public abstract class BuiltinClassLoader extends ClassLoader {
    private static native Class<?> findBootstrapClass0(String name);

    BuiltinClassLoader(String name, BuiltinClassLoader parent) {
        super(name, parent);
    }

    @Override
    protected Class<?> loadClass(String cn, boolean resolve) throws ClassNotFoundException {
        Class<?> c = loadClassOrNull(cn, resolve);
        if (c == null) {
            throw new ClassNotFoundException(cn);
        }
        return c;
    }

    /** The class from the parent, the bootstrap loader or this loader; null if absent. */
    protected Class<?> loadClassOrNull(String cn, boolean resolve) {
        synchronized (getClassLoadingLock(cn)) {
            Class<?> c = findLoadedClass(cn);
            if (c == null) {
                BuiltinClassLoader parent = (BuiltinClassLoader) getParent();
                c = parent != null ? parent.loadClassOrNull(cn, false) : findBootstrapClassOrNull(cn);
                if (c == null) {
                    c = findClassOrNull(cn);
                }
            }
            if (c != null && resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    /** Finds and defines a class from this loader's own place; null if absent. */
    protected Class<?> findClassOrNull(String cn) {
        return null;
    }

    @Override
    protected Class<?> findClass(String cn) throws ClassNotFoundException {
        Class<?> c = findClassOrNull(cn);
        if (c == null) {
            throw new ClassNotFoundException(cn);
        }
        return c;
    }

    private static Class<?> findBootstrapClassOrNull(String cn) {
        if (cn == null || cn.isEmpty() || cn.indexOf('/') >= 0 || cn.startsWith("[")) {
            return null;
        }
        return findBootstrapClass0(cn);
    }
}
