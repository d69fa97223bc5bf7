package java.io;

/**
 * A path name of a file or directory (Unix conventions: '/' separates names,
 * ':' separates paths). Path names are normalized as the JDK does: duplicate
 * and trailing separators are removed.
 */
public class File implements Serializable, Comparable<File> {
    private static final long serialVersionUID = 301077366599181567L;

    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private static final int BA_EXISTS = 1;
    private static final int BA_REGULAR = 2;
    private static final int BA_DIRECTORY = 4;
    private static final int BA_HIDDEN = 8;

    private final String path;

    private static native int getBooleanAttributes0(String path);

    private static native long length0(String path);

    private static native long lastModified0(String path);

    private static native boolean delete0(String path);

    private static native boolean checkAccess0(String path, int mode);

    private static native boolean setLastModified0(String path, long millis);

    private static native boolean mkdir0(String path);

    private static native String[] list0(String path);

    private static native boolean createFileExclusively0(String path) throws IOException;

    private static native boolean rename0(String from, String to);

    private static native String canonicalize0(String path) throws IOException;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            this.path = resolve(normalize(parent), normalize(child));
        } else {
            this.path = normalize(child);
        }
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            this.path = resolve(parent.path, normalize(child));
        } else {
            this.path = normalize(child);
        }
    }

    public File(java.net.URI uri) {
        if (!uri.isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        if (uri.isOpaque()) {
            throw new IllegalArgumentException("URI is not hierarchical");
        }
        if (!uri.getScheme().equalsIgnoreCase("file")) {
            throw new IllegalArgumentException("URI scheme is not \"file\"");
        }
        if (uri.getRawAuthority() != null) {
            throw new IllegalArgumentException("URI has an authority component");
        }
        if (uri.getRawFragment() != null) {
            throw new IllegalArgumentException("URI has a fragment component");
        }
        if (uri.getRawQuery() != null) {
            throw new IllegalArgumentException("URI has a query component");
        }
        String p = uri.getPath();
        if (p.isEmpty()) {
            throw new IllegalArgumentException("URI path component is empty");
        }
        if (p.length() > 1 && p.endsWith("/")) {
            p = p.substring(0, p.length() - 1);
        }
        this.path = normalize(p);
    }

    /* file: and the absolute path, with a slash at the end for a directory. */
    public java.net.URI toURI() {
        File f = getAbsoluteFile();
        String p = f.getPath();
        if (!p.startsWith("/")) {
            p = "/" + p;
        }
        if (!p.endsWith("/") && f.isDirectory()) {
            p = p + "/";
        }
        if (p.startsWith("//")) {
            p = "//" + p;
        }
        try {
            return new java.net.URI("file", null, p, null);
        } catch (java.net.URISyntaxException x) {
            throw new Error(x);
        }
    }

    @Deprecated
    public java.net.URL toURL() throws java.net.MalformedURLException {
        return new java.net.URL("file", "", toURI().getRawPath());
    }

    private static String normalize(String p) {
        StringBuilder sb = new StringBuilder(p.length());
        char prev = 0;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (parent.isEmpty()) {
            return child.startsWith("/") ? child : "/" + child;
        }
        if (child.startsWith("/")) {
            return parent.equals("/") ? child : parent + child;
        }
        return parent.equals("/") ? parent + child : parent + "/" + child;
    }

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        return path.substring(index + 1);
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        if (index < 0) {
            return null;
        }
        if (index == 0) {
            return (path.length() > 1) ? "/" : null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return (p == null) ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        return resolve(System.getProperty("user.dir", "/"), path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    /*
     * As the JDK does on Unix: "." and ".." are removed by name first, then
     * the longest prefix that exists is resolved by the system (symbolic
     * links) and the rest is appended unchanged.
     */
    public String getCanonicalPath() throws IOException {
        String p = collapseDots(getAbsolutePath());
        String prefix = p;
        String rest = "";
        while (!prefix.equals("/") && (getBooleanAttributes0(prefix) & 1) == 0) {
            int slash = prefix.lastIndexOf('/');
            rest = prefix.substring(slash) + rest;
            prefix = (slash == 0) ? "/" : prefix.substring(0, slash);
        }
        String resolved = canonicalize0(prefix);
        if (rest.isEmpty()) {
            return resolved;
        }
        return resolved.equals("/") ? rest : resolved + rest;
    }

    private static String collapseDots(String absolute) {
        String[] names = new String[absolute.length()];
        int n = 0;
        int i = 0;
        while (i < absolute.length()) {
            int next = absolute.indexOf('/', i);
            if (next < 0) {
                next = absolute.length();
            }
            String name = absolute.substring(i, next);
            if (name.equals("..")) {
                if (n > 0) {
                    n--;
                }
            } else if (!name.isEmpty() && !name.equals(".")) {
                names[n++] = name;
            }
            i = next + 1;
        }
        if (n == 0) {
            return "/";
        }
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < n; k++) {
            sb.append('/').append(names[k]);
        }
        return sb.toString();
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    private int attributes() {
        return getBooleanAttributes0(path.isEmpty() ? "" : path);
    }

    public boolean exists() {
        return (attributes() & BA_EXISTS) != 0;
    }

    public boolean isDirectory() {
        return (attributes() & BA_DIRECTORY) != 0;
    }

    public boolean isFile() {
        return (attributes() & BA_REGULAR) != 0;
    }

    public boolean isHidden() {
        return (attributes() & BA_HIDDEN) != 0;
    }

    public boolean canRead() {
        return checkAccess0(path, 4);
    }

    public boolean canWrite() {
        return checkAccess0(path, 2);
    }

    public boolean canExecute() {
        return checkAccess0(path, 1);
    }

    public boolean setLastModified(long time) {
        if (time < 0) {
            throw new IllegalArgumentException("Negative time");
        }
        return setLastModified0(path, time);
    }

    public long lastModified() {
        return lastModified0(path);
    }

    public long length() {
        return length0(path);
    }

    public boolean createNewFile() throws IOException {
        return createFileExclusively0(path);
    }

    public boolean delete() {
        return delete0(path);
    }

    public String[] list() {
        return list0(path);
    }

    public File[] listFiles() {
        String[] names = list0(path);
        if (names == null) {
            return null;
        }
        File[] files = new File[names.length];
        for (int i = 0; i < names.length; i++) {
            files[i] = new File(this, names[i]);
        }
        return files;
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list0(path);
        if (names == null || filter == null) {
            return names;
        }
        int n = 0;
        for (int i = 0; i < names.length; i++) {
            if (filter.accept(this, names[i])) {
                names[n++] = names[i];
            }
        }
        String[] kept = new String[n];
        System.arraycopy(names, 0, kept, 0, n);
        return kept;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] names = list(filter);
        if (names == null) {
            return null;
        }
        File[] files = new File[names.length];
        for (int i = 0; i < names.length; i++) {
            files[i] = new File(this, names[i]);
        }
        return files;
    }

    public File[] listFiles(FileFilter filter) {
        File[] all = listFiles();
        if (all == null || filter == null) {
            return all;
        }
        int n = 0;
        for (int i = 0; i < all.length; i++) {
            if (filter.accept(all[i])) {
                all[n++] = all[i];
            }
        }
        File[] kept = new File[n];
        System.arraycopy(all, 0, kept, 0, n);
        return kept;
    }

    /* Files to delete when the VM shuts down, in reverse order of registration. */
    private static String[] deleteOnExit;
    private static int deleteOnExitCount;

    public void deleteOnExit() {
        synchronized (File.class) {
            if (deleteOnExit == null) {
                deleteOnExit = new String[8];
                Runtime.getRuntime().addShutdownHook(new Thread("DeleteOnExitHook") {
                    public void run() {
                        deleteRegistered();
                    }
                });
            }
            for (int i = 0; i < deleteOnExitCount; i++) {
                if (deleteOnExit[i].equals(path)) {
                    return;
                }
            }
            if (deleteOnExitCount == deleteOnExit.length) {
                String[] grown = new String[deleteOnExitCount * 2];
                System.arraycopy(deleteOnExit, 0, grown, 0, deleteOnExitCount);
                deleteOnExit = grown;
            }
            deleteOnExit[deleteOnExitCount++] = path;
        }
    }

    private static void deleteRegistered() {
        synchronized (File.class) {
            for (int i = deleteOnExitCount - 1; i >= 0; i--) {
                delete0(deleteOnExit[i]);
            }
        }
    }

    private static long tempSeed;

    /* A fresh unsigned decimal number for each temporary file name. */
    private static synchronized String nextTempNumber() {
        if (tempSeed == 0) {
            tempSeed = System.nanoTime() ^ 0x5deece66dL;
        }
        tempSeed = tempSeed * 6364136223846793005L + 1442695040888963407L;
        return Long.toUnsignedString(tempSeed ^ (tempSeed >>> 29));
    }

    public static File createTempFile(String prefix, String suffix, File directory)
            throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix
                    + "\" too short: length must be at least 3");
        }
        String s = (suffix == null) ? ".tmp" : suffix;
        File dir = directory;
        if (dir == null) {
            String tmp = System.getProperty("java.io.tmpdir");
            dir = new File(tmp != null ? tmp : "/tmp");
        }
        for (int attempt = 0; attempt < 1000; attempt++) {
            File f = new File(dir, prefix + nextTempNumber() + s);
            if (createFileExclusively0(f.path)) {
                return f;
            }
            if (!dir.isDirectory()) {
                break;
            }
        }
        throw new IOException("Unable to create temporary file, " + new File(dir, prefix + s));
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    public static File[] listRoots() {
        return new File[] {new File("/")};
    }

    public boolean mkdir() {
        return mkdir0(path);
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File parent = getAbsoluteFile().getParentFile();
        return parent != null && (parent.mkdirs() || parent.exists()) && mkdir();
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return rename0(path, dest.path);
    }

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        return (obj instanceof File) && compareTo((File) obj) == 0;
    }

    /* The JDK's Unix rule: the path's hash xor 1234321. */
    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public java.nio.file.Path toPath() {
        return java.nio.file.Path.of(getPath());
    }

    public String toString() {
        return path;
    }
}
