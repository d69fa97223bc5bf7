package jdk.internal.loader;

/**
 * The built-in class loaders: the platform loader (parent: bootstrap) and the
 * application loader (parent: platform), which finds classes on the class
 * path through the VM.
 */
public class ClassLoaders {
    private ClassLoaders() {
    }

    private static final PlatformClassLoader PLATFORM_LOADER = new PlatformClassLoader();
    private static final AppClassLoader APP_LOADER = new AppClassLoader(PLATFORM_LOADER);

    public static ClassLoader platformClassLoader() {
        return PLATFORM_LOADER;
    }

    public static ClassLoader appClassLoader() {
        return APP_LOADER;
    }

    /** Delegates to the bootstrap loader; defines nothing itself. */
    private static class PlatformClassLoader extends BuiltinClassLoader {
        PlatformClassLoader() {
            super("platform", null);
        }
    }

    /** Loads the application's classes from the class path given to the VM. */
    private static class AppClassLoader extends BuiltinClassLoader {
        AppClassLoader(BuiltinClassLoader parent) {
            super("app", parent);
        }

        private native Class<?> findOnClassPath0(String name);

        @Override
        protected Class<?> findClassOrNull(String name) {
            return findOnClassPath0(name);
        }
    }
}
