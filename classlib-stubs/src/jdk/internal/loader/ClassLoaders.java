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

        /* The class path for resources, made on first use from
         * java.class.path as the VM was given it. */
        private ClassPathEntry[] path;

        private synchronized ClassPathEntry[] path() {
            if (path == null) {
                String cp = System.getProperty("java.class.path", ".");
                java.util.ArrayList<ClassPathEntry> list = new java.util.ArrayList<ClassPathEntry>();
                for (String e : cp.split(java.io.File.pathSeparator, -1)) {
                    list.add(new ClassPathEntry(e.isEmpty() ? "." : e));
                }
                path = list.toArray(new ClassPathEntry[0]);
            }
            return path;
        }

        @Override
        protected java.net.URL findResource(String name) {
            for (ClassPathEntry e : path()) {
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
            for (ClassPathEntry e : path()) {
                java.net.URL url = e.find(name);
                if (url != null) {
                    all.add(url);
                }
            }
            return java.util.Collections.enumeration(all);
        }
    }

    /**
     * One class path element: a directory, whose files are file: URLs, or
     * a JAR (any other existing file), whose entries are jar: URLs. The
     * element is looked at on each use, so a directory or JAR created
     * after start-up is found, as with JDK 17's loader.
     */
    private static final class ClassPathEntry {
        private final String path;
        private java.util.jar.JarFile jar;
        private String base;

        ClassPathEntry(String path) {
            this.path = path;
        }

        synchronized java.net.URL find(String name) {
            if (name.isEmpty() && jar == null) {
                return null;
            }
            try {
                java.io.File f = new java.io.File(path);
                if (jar == null && f.isDirectory()) {
                    if (name.startsWith("/") || name.contains("..")) {
                        return null;
                    }
                    java.io.File r = new java.io.File(f, name);
                    if (!r.exists()) {
                        return null;
                    }
                    return new java.net.URL("file", "", encode(f.getCanonicalPath() + "/" + name));
                }
                if (jar == null) {
                    if (!f.isFile()) {
                        return null;
                    }
                    jar = new java.util.jar.JarFile(f);
                    base = "jar:file:" + encode(f.getCanonicalPath()) + "!/";
                }
                if (jar.getEntry(name) == null) {
                    return null;
                }
                return new java.net.URL(base + encode(name));
            } catch (java.io.IOException e) {
                return null;
            }
        }

        /* The path as a URL's path: characters outside those a URL
         * allows unescaped are percent-encoded as UTF-8. */
        private static String encode(String s) {
            StringBuilder sb = null;
            byte[] utf8 = null;
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                boolean plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                        || "/-_.!~*'()@:&=+$,;".indexOf(c) >= 0;
                if (plain) {
                    if (sb != null) {
                        sb.append(c);
                    }
                    continue;
                }
                if (sb == null) {
                    sb = new StringBuilder(s.substring(0, i));
                }
                int end = i + 1;
                if (Character.isHighSurrogate(c) && end < s.length()) {
                    end++;
                }
                utf8 = s.substring(i, end).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                for (byte b : utf8) {
                    sb.append('%').append(Character.toUpperCase(Character.forDigit((b >> 4) & 15, 16)))
                            .append(Character.toUpperCase(Character.forDigit(b & 15, 16)));
                }
                i = end - 1;
            }
            return sb == null ? s : sb.toString();
        }
    }
}
