package java.lang;

import java.io.File;
import java.io.IOException;
import java.util.StringTokenizer;

/** The running VM: memory figures, exit, shutdown hooks and native libraries. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    /* A null class asks the VM to use the caller's class loader. */
    private static native void load0(Class<?> fromClass, String absolutePath);

    private static native void loadLibrary0(Class<?> fromClass, String libname);

    public void exit(int status) {
        Shutdown.exit(status);
    }

    public void halt(int status) {
        Shutdown.halt(status);
    }

    public void addShutdownHook(Thread hook) {
        Shutdown.addHook(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return Shutdown.removeHook(hook);
    }

    public Process exec(String command) throws IOException {
        return exec(command, null, null);
    }

    public Process exec(String command, String[] envp) throws IOException {
        return exec(command, envp, null);
    }

    /* The command is split at white space (space, tab, newline, return, form feed). */
    public Process exec(String command, String[] envp, File dir) throws IOException {
        if (command.isEmpty())
            throw new IllegalArgumentException("Empty command");
        StringTokenizer st = new StringTokenizer(command);
        String[] cmdarray = new String[st.countTokens()];
        for (int i = 0; st.hasMoreTokens(); i++)
            cmdarray[i] = st.nextToken();
        return exec(cmdarray, envp, dir);
    }

    public Process exec(String[] cmdarray) throws IOException {
        return exec(cmdarray, null, null);
    }

    public Process exec(String[] cmdarray, String[] envp) throws IOException {
        return exec(cmdarray, envp, null);
    }

    public Process exec(String[] cmdarray, String[] envp, File dir) throws IOException {
        return new ProcessBuilder(cmdarray).environment(envp).directory(dir).start();
    }

    public void runFinalization() {
    }

    public void load(String filename) {
        if (!new File(filename).isAbsolute()) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: "
                    + filename);
        }
        load0(null, filename);
    }

    public void loadLibrary(String libname) {
        if (libname.indexOf(File.separatorChar) >= 0) {
            throw new UnsatisfiedLinkError(
                    "Directory separator should not appear in library name: " + libname);
        }
        loadLibrary0(null, libname);
    }

    /*
     * The version of the Java platform this runtime implements: java.version,
     * or java.runtime.version when that extends it with build information.
     */
    public static Version version() {
        String v = System.getProperty("java.version", "17");
        String full = System.getProperty("java.runtime.version");
        if (full != null && full.startsWith(v) && !full.equals(v)) {
            try {
                return Version.parse(full);
            } catch (IllegalArgumentException e) {
                /* Not a Java version string: fall back to java.version. */
            }
        }
        return Version.parse(v);
    }

    /**
     * A version string of the form defined for the JDK: numbers separated by
     * dots, then optionally "-pre", "+build" and "-optional".
     */
    public static final class Version implements Comparable<Version> {
        private final java.util.List<Integer> version;
        private final String pre;
        private final Integer build;
        private final String optional;

        private Version(java.util.List<Integer> version, String pre, Integer build,
                String optional) {
            this.version = version;
            this.pre = pre;
            this.build = build;
            this.optional = optional;
        }

        public static Version parse(String s) {
            if (s == null) {
                throw new NullPointerException();
            }
            if (s.isEmpty()) {
                throw new NumberFormatException("For input string: \"\"");
            }
            int end = vnumEnd(s);
            if (end < 0) {
                throw invalid(s);
            }
            Version v = parseTail(s, end, true);
            if (v == null) {
                v = parseTail(s, end, false);
            }
            if (v == null) {
                throw invalid(s);
            }
            return v;
        }

        private static IllegalArgumentException invalid(String s) {
            return new IllegalArgumentException("Invalid version string: '" + s + "'");
        }

        /* Where the leading version numbers end; -1 if they are malformed. */
        private static int vnumEnd(String s) {
            int i = 0;
            int n = s.length();
            boolean first = true;
            boolean lastWasZero = false;
            while (true) {
                int start = i;
                while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                    i++;
                }
                if (i == start) {
                    return -1;
                }
                boolean zero = (i - start == 1 && s.charAt(start) == '0');
                if (s.charAt(start) == '0' && (!zero || first)) {
                    return -1;
                }
                lastWasZero = zero;
                first = false;
                if (i < n && s.charAt(i) == '.' && i + 1 < n && s.charAt(i + 1) >= '0'
                        && s.charAt(i + 1) <= '9') {
                    i++;
                    continue;
                }
                break;
            }
            return lastWasZero ? -1 : i;
        }

        private static boolean isAlnum(char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        }

        /* Parses "-pre", "+build", "-optional" after the numbers; null if they do not fit. */
        private static Version parseTail(String s, int i, boolean withPre) {
            int n = s.length();
            String pre = null;
            if (withPre) {
                if (i >= n || s.charAt(i) != '-') {
                    return null;
                }
                int start = ++i;
                while (i < n && isAlnum(s.charAt(i))) {
                    i++;
                }
                if (i == start) {
                    return null;
                }
                pre = s.substring(start, i);
            }
            boolean plus = false;
            Integer build = null;
            if (i < n && s.charAt(i) == '+') {
                plus = true;
                int start = ++i;
                while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                    i++;
                }
                if (i > start) {
                    if (s.charAt(start) == '0' && i - start > 1) {
                        return null;
                    }
                    build = Integer.valueOf(Integer.parseInt(s.substring(start, i)));
                }
            }
            String optional = null;
            if (i < n && s.charAt(i) == '-') {
                int start = ++i;
                while (i < n && (isAlnum(s.charAt(i)) || s.charAt(i) == '-'
                        || s.charAt(i) == '.')) {
                    i++;
                }
                if (i == start) {
                    return null;
                }
                optional = s.substring(start, i);
            }
            if (i != n) {
                return null;
            }
            if (plus && build == null && optional == null) {
                throw new IllegalArgumentException("'+' found with neither build or optional "
                        + "components: '" + s + "'");
            }
            if (!plus && optional != null && pre == null) {
                throw new IllegalArgumentException("optional component must be preceded by a "
                        + "pre-release component or '+': '" + s + "'");
            }
            java.util.ArrayList<Integer> numbers = new java.util.ArrayList<Integer>();
            int k = 0;
            while (k < s.length()) {
                int start = k;
                while (k < s.length() && s.charAt(k) >= '0' && s.charAt(k) <= '9') {
                    k++;
                }
                numbers.add(Integer.valueOf(Integer.parseInt(s.substring(start, k))));
                if (k < s.length() && s.charAt(k) == '.') {
                    k++;
                } else {
                    break;
                }
            }
            return new Version(java.util.Collections.unmodifiableList(numbers), pre, build,
                    optional);
        }

        private int element(int i) {
            return (i < version.size()) ? version.get(i).intValue() : 0;
        }

        public int feature() {
            return element(0);
        }

        public int interim() {
            return element(1);
        }

        public int update() {
            return element(2);
        }

        public int patch() {
            return element(3);
        }

        @Deprecated
        public int major() {
            return feature();
        }

        @Deprecated
        public int minor() {
            return interim();
        }

        @Deprecated
        public int security() {
            return update();
        }

        public java.util.List<Integer> version() {
            return version;
        }

        public java.util.Optional<String> pre() {
            return java.util.Optional.ofNullable(pre);
        }

        public java.util.Optional<Integer> build() {
            return java.util.Optional.ofNullable(build);
        }

        public java.util.Optional<String> optional() {
            return java.util.Optional.ofNullable(optional);
        }

        public int compareTo(Version obj) {
            return compare(obj, false);
        }

        public int compareToIgnoreOptional(Version obj) {
            return compare(obj, true);
        }

        private static boolean isDigits(String s) {
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                    return false;
                }
            }
            return true;
        }

        /*
         * Numbers first (the first differing element decides, by difference,
         * then the longer list), then pre-release (absent is greater; numeric
         * below alphanumeric), build (absent is smaller) and optional.
         */
        private int compare(Version obj, boolean ignoreOptional) {
            if (obj == null) {
                throw new NullPointerException();
            }
            int n = Math.min(version.size(), obj.version.size());
            for (int i = 0; i < n; i++) {
                int a = version.get(i).intValue();
                int b = obj.version.get(i).intValue();
                if (a != b) {
                    return a - b;
                }
            }
            if (version.size() != obj.version.size()) {
                return version.size() - obj.version.size();
            }
            if (pre == null || obj.pre == null) {
                if (pre != null) {
                    return -1;
                }
                if (obj.pre != null) {
                    return 1;
                }
            } else if (!pre.equals(obj.pre)) {
                boolean da = isDigits(pre);
                boolean db = isDigits(obj.pre);
                if (da && db) {
                    return Long.compare(Long.parseLong(pre), Long.parseLong(obj.pre));
                }
                if (da != db) {
                    return da ? -1 : 1;
                }
                return pre.compareTo(obj.pre);
            }
            if (build == null || obj.build == null) {
                if (build != null) {
                    return 1;
                }
                if (obj.build != null) {
                    return -1;
                }
            } else if (!build.equals(obj.build)) {
                return build.compareTo(obj.build);
            }
            if (ignoreOptional) {
                return 0;
            }
            if (optional == null) {
                return (obj.optional == null) ? 0 : -1;
            }
            return (obj.optional == null) ? 1 : optional.compareTo(obj.optional);
        }

        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < version.size(); i++) {
                if (i > 0) {
                    sb.append('.');
                }
                sb.append(version.get(i));
            }
            if (pre != null) {
                sb.append('-').append(pre);
            }
            if (build != null) {
                sb.append('+').append(build);
                if (optional != null) {
                    sb.append('-').append(optional);
                }
            } else if (optional != null) {
                sb.append(pre != null ? "-" : "+-").append(optional);
            }
            return sb.toString();
        }

        public boolean equals(Object obj) {
            return equalsIgnoreOptional(obj) && same(optional, ((Version) obj).optional);
        }

        public boolean equalsIgnoreOptional(Object obj) {
            if (this == obj) {
                return true;
            }
            if (!(obj instanceof Version)) {
                return false;
            }
            Version v = (Version) obj;
            return version.equals(v.version) && same(pre, v.pre) && same(build, v.build);
        }

        private static boolean same(Object a, Object b) {
            return (a == null) ? b == null : a.equals(b);
        }

        private static int hash(Object o) {
            return (o == null) ? 0 : o.hashCode();
        }

        public int hashCode() {
            int h = 17 + version.hashCode();
            h = 17 * h + hash(pre);
            h = 17 * h + hash(build);
            return 17 * h + hash(optional);
        }
    }
}
