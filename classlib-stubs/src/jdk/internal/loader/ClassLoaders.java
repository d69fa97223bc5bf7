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

    /**
     * A JAR added to the class path while the VM runs (an agent's
     * appendToSystemClassLoaderSearch): the VM reads classes from it
     * already; from now on resources are found in it too.
     */
    public static void appendToClassPathForInstrumentation(String path) {
        APP_LOADER.append(path);
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

        /* The class path for resources, made on first use from
         * java.class.path as the VM was given it. */
        private ClassPathElement[] path;

        private synchronized ClassPathElement[] path() {
            if (path == null) {
                String cp = System.getProperty("java.class.path", ".");
                java.util.ArrayList<ClassPathElement> list = new java.util.ArrayList<ClassPathElement>();
                for (String e : cp.split(java.io.File.pathSeparator, -1)) {
                    list.add(new ClassPathElement(e.isEmpty() ? "." : e, ClassPathElement.ANY));
                }
                path = list.toArray(new ClassPathElement[0]);
            }
            return path;
        }

        synchronized void append(String element) {
            ClassPathElement[] p = path();
            ClassPathElement[] n = java.util.Arrays.copyOf(p, p.length + 1);
            n[p.length] = new ClassPathElement(element, ClassPathElement.ANY);
            path = n;
        }

        @Override
        protected java.net.URL findResource(String name) {
            for (ClassPathElement e : path()) {
                java.net.URL url = e.find(name);
                if (url != null) {
                    return url;
                }
            }
            return null;
        }

        @Override
        protected java.util.Enumeration<java.net.URL> findResources(String name) {
            java.util.ArrayList<java.net.URL> all = new java.util.ArrayList<java.net.URL>();
            for (ClassPathElement e : path()) {
                java.net.URL url = e.find(name);
                if (url != null) {
                    all.add(url);
                }
            }
            return java.util.Collections.enumeration(all);
        }
    }
}
