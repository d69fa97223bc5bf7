package java.lang;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/** Standard streams, properties, the environment and a few VM services. */
public final class System {
    private System() {
    }

    /* Set by the VM through setIn0/setOut0/setErr0; final for Java code. */
    public static final InputStream in = null;
    public static final PrintStream out = null;
    public static final PrintStream err = null;

    private static Properties props;
    private static String lineSeparator = "\n";

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos,
            int length);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native int identityHashCode(Object x);

    private static native String[] vmProperties();

    private static native String getenv0(String name);

    private static native String[] environ0();

    private static native void setIn0(InputStream in);

    private static native void setOut0(PrintStream out);

    private static native void setErr0(PrintStream err);

    public static native String mapLibraryName(String libname);

    /* Called once by the VM after the main thread object exists. */
    private static void initPhase1() {
        props = createProperties();
        addLocaleProperties(props);
        lineSeparator = props.getProperty("line.separator", "\n");
        setIn0(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
        setOut0(newPrintStream(FileDescriptor.out));
        setErr0(newPrintStream(FileDescriptor.err));
    }

    private static Properties createProperties() {
        Properties p = new Properties();
        String[] kv = vmProperties();
        if (kv != null) {
            for (int i = 0; i + 1 < kv.length; i += 2) {
                if (kv[i] != null && kv[i + 1] != null) {
                    p.setProperty(kv[i], kv[i + 1]);
                }
            }
        }
        return p;
    }

    /*
     * user.language and user.country (display: LC_MESSAGES) and their
     * ".format" forms (LC_CTYPE, set only when they add something), as the
     * JDK derives them from LC_ALL, else the category's variable, else LANG.
     * "C" and "POSIX" are en_US and "C.UTF-8" is en; any other name is
     * taken as a locale the system does not have, which setlocale turns into
     * "C" (the machines this runs on have no others). -D options win.
     */
    private static void addLocaleProperties(Properties p) {
        if (p.getProperty("user.language") != null) {
            return;
        }
        String[] display = localeOf("LC_MESSAGES");
        String[] format = localeOf("LC_CTYPE");
        p.setProperty("user.language", display[0]);
        if (display[1].length() != 0) {
            p.setProperty("user.country", display[1]);
        }
        if (!format[0].equals(display[0])) {
            p.setProperty("user.language.format", format[0]);
        }
        if (format[1].length() != 0 && !format[1].equals(display[1])) {
            p.setProperty("user.country.format", format[1]);
        }
    }

    private static String[] localeOf(String category) {
        String v = getenv0("LC_ALL");
        if (v == null || v.length() == 0) {
            v = getenv0(category);
        }
        if (v == null || v.length() == 0) {
            v = getenv0("LANG");
        }
        if (v != null && (v.startsWith("C.") || v.startsWith("POSIX."))) {
            return new String[] { "en", "" };
        }
        return new String[] { "en", "US" };
    }

    /* An auto-flushing UTF-8 stream: every print reaches the descriptor at once. */
    private static PrintStream newPrintStream(FileDescriptor fd) {
        return new PrintStream(new BufferedOutputStream(new FileOutputStream(fd), 8192), true);
    }

    public static void setIn(InputStream in) {
        setIn0(in);
    }

    public static void setOut(PrintStream out) {
        setOut0(out);
    }

    public static void setErr(PrintStream err) {
        setErr0(err);
    }

    public static String lineSeparator() {
        return lineSeparator;
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    private static Properties props() {
        if (props == null) {
            props = createProperties();
        }
        return props;
    }

    public static Properties getProperties() {
        return props();
    }

    public static void setProperties(Properties p) {
        props = (p == null) ? createProperties() : p;
    }

    public static String getProperty(String key) {
        checkKey(key);
        return props().getProperty(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        return props().getProperty(key, def);
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        return (String) props().setProperty(key, value);
    }

    public static String clearProperty(String key) {
        checkKey(key);
        return (String) props().remove(key);
    }

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    public static Map<String, String> getenv() {
        Map<String, String> env = new HashMap<String, String>();
        String[] all = environ0();
        if (all != null) {
            for (int i = 0; i < all.length; i++) {
                int eq = all[i].indexOf('=');
                if (eq > 0) {
                    env.put(all[i].substring(0, eq), all[i].substring(eq + 1));
                }
            }
        }
        return java.util.Collections.unmodifiableMap(env);
    }

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
    }

    public static void load(String filename) {
        Runtime.getRuntime().load(filename);
    }

    public static void loadLibrary(String libname) {
        Runtime.getRuntime().loadLibrary(libname);
    }

    /* No console: as on the JDK when standard input or output is not a terminal. */
    public static java.io.Console console() {
        return null;
    }

    public static SecurityManager getSecurityManager() {
        return null;
    }

    /* Installing a security manager is not supported; clearing it is a no-op. */
    public static void setSecurityManager(SecurityManager sm) {
        if (sm != null) {
            throw new UnsupportedOperationException(
                    "The Security Manager is deprecated and will be removed in a future release");
        }
    }
}
