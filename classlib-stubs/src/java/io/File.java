package java.io;

/**
 * A path name of a file or directory (Unix conventions: '/' separates names,
 * ':' separates paths). Path names are normalized as the JDK does: duplicate
 * and trailing separators are removed.
 */
public class File implements Serializable, Comparable<File> {
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

    public String getCanonicalPath() throws IOException {
        return canonicalize0(getAbsolutePath());
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
        return exists();
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

    public String toString() {
        return path;
    }
}
