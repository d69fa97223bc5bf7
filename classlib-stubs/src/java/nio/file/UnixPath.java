package java.nio.file;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;

/** The one Path implementation: a normalized Unix path string ("a//b/" is "a/b"). */
final class UnixPath implements Path {
    private final String path;
    private String[] names;   // computed on demand

    private UnixPath(String normalized) {
        this.path = normalized;
    }

    static UnixPath of(String first, String... more) {
        String s = first;
        if (more.length > 0) {
            StringBuilder sb = new StringBuilder(first);
            for (String m : more) {
                if (!m.isEmpty()) {
                    if (sb.length() > 0) {
                        sb.append('/');
                    }
                    sb.append(m);
                }
            }
            s = sb.toString();
        }
        return new UnixPath(normalize(s));
    }

    /** Collapses repeated slashes and drops a trailing one; rejects NUL as the JDK does. */
    private static String normalize(String input) {
        StringBuilder sb = new StringBuilder(input.length());
        char prev = 0;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (c == '\u0000') {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
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

    private String[] names() {
        if (names == null) {
            if (path.isEmpty()) {
                names = new String[] {""};
            } else {
                ArrayList<String> l = new ArrayList<String>();
                int start = path.startsWith("/") ? 1 : 0;
                while (start < path.length()) {
                    int e = path.indexOf('/', start);
                    if (e < 0) {
                        e = path.length();
                    }
                    l.add(path.substring(start, e));
                    start = e + 1;
                }
                names = l.toArray(new String[l.size()]);
            }
        }
        return names;
    }

    private static UnixPath join(boolean absolute, String[] n, int from, int to) {
        StringBuilder sb = new StringBuilder(absolute ? "/" : "");
        for (int i = from; i < to; i++) {
            if (i > from) {
                sb.append('/');
            }
            sb.append(n[i]);
        }
        return new UnixPath(sb.toString());
    }

    private static UnixPath check(Path p) {
        if (p == null) {
            throw new NullPointerException();
        }
        if (!(p instanceof UnixPath)) {
            throw new ProviderMismatchException();
        }
        return (UnixPath) p;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public Path getRoot() {
        return isAbsolute() ? new UnixPath("/") : null;
    }

    public Path getFileName() {
        if (path.equals("/")) {
            return null;
        }
        if (path.isEmpty()) {
            return this;
        }
        String[] n = names();
        return new UnixPath(n[n.length - 1]);
    }

    public Path getParent() {
        String[] n = names();
        if (n.length == 0 || (n.length == 1 && !isAbsolute())) {
            return null;
        }
        return join(isAbsolute(), n, 0, n.length - 1);
    }

    public int getNameCount() {
        return names().length;
    }

    public Path getName(int index) {
        String[] n = names();
        if (index < 0 || index >= n.length) {
            throw new IllegalArgumentException();
        }
        return new UnixPath(n[index]);
    }

    public Path subpath(int beginIndex, int endIndex) {
        String[] n = names();
        if (beginIndex < 0 || beginIndex >= n.length || endIndex > n.length || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        return join(false, n, beginIndex, endIndex);
    }

    public boolean startsWith(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute() != isAbsolute()) {
            return false;
        }
        if (o.path.isEmpty()) {
            return path.isEmpty();
        }
        String[] a = names();
        String[] b = o.names();
        if (b.length > a.length) {
            return false;
        }
        for (int i = 0; i < b.length; i++) {
            if (!a[i].equals(b[i])) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute()) {
            return o.path.equals(path);
        }
        if (o.path.isEmpty()) {
            return path.isEmpty();
        }
        String[] a = names();
        String[] b = o.names();
        if (b.length > a.length) {
            return false;
        }
        for (int i = 0; i < b.length; i++) {
            if (!a[a.length - b.length + i].equals(b[i])) {
                return false;
            }
        }
        return true;
    }

    public Path normalize() {
        String[] n = names();
        ArrayList<String> out = new ArrayList<String>();
        boolean abs = isAbsolute();
        for (String s : n) {
            if (s.equals(".")) {
                continue;
            }
            if (s.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                    out.remove(out.size() - 1);
                    continue;
                }
                if (abs) {
                    continue;   // "/.." is "/"
                }
            }
            out.add(s);
        }
        String[] r = out.toArray(new String[out.size()]);
        return join(abs, r, 0, r.length);
    }

    public Path resolve(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute()) {
            return o;
        }
        if (o.path.isEmpty()) {
            return this;
        }
        if (path.isEmpty()) {
            return o;
        }
        return new UnixPath(path.equals("/") ? "/" + o.path : path + "/" + o.path);
    }

    public Path relativize(Path other) {
        UnixPath o = check(other);
        if (o.isAbsolute() != isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (o.path.equals(path)) {
            return new UnixPath("");
        }
        if (path.isEmpty()) {
            return o;
        }
        String[] a = names();
        String[] b = o.path.isEmpty() ? new String[0] : o.names();
        if (path.equals("/")) {
            a = new String[0];
        }
        int common = 0;
        while (common < a.length && common < b.length && a[common].equals(b[common])) {
            common++;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = common; i < a.length; i++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append("..");
        }
        for (int i = common; i < b.length; i++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(b[i]);
        }
        return new UnixPath(sb.toString());
    }

    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        String cwd = System.getProperty("user.dir");
        return path.isEmpty() ? new UnixPath(normalize(cwd)) : new UnixPath(normalize(cwd + "/" + path));
    }

    /* file:// and the absolute path, its UTF-8 bytes escaped where RFC 2396 does
     * not allow them in a path, with a slash at the end for a directory. */
    public java.net.URI toUri() {
        String abs = toAbsolutePath().toString();
        StringBuilder sb = new StringBuilder("file://");
        byte[] bytes = abs.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        String plain = "-_.!~*'():@&=+$,;/";
        for (byte b : bytes) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || (c < 0x80 && plain.indexOf(c) >= 0)) {
                sb.append(c);
            } else {
                sb.append('%').append("0123456789ABCDEF".charAt(c >> 4)).append("0123456789ABCDEF".charAt(c & 15));
            }
        }
        if (sb.charAt(sb.length() - 1) != '/' && new File(abs).isDirectory()) {
            sb.append('/');
        }
        try {
            return new java.net.URI(sb.toString());
        } catch (java.net.URISyntaxException x) {
            throw new Error(x);
        }
    }

    public Path toRealPath(LinkOption... options) throws IOException {
        File f = new File(toAbsolutePath().toString());
        if (!f.exists()) {
            throw new NoSuchFileException(path);
        }
        return new UnixPath(normalize(f.getCanonicalPath()));
    }

    public File toFile() {
        return new File(path.isEmpty() ? "" : path);
    }

    public int compareTo(Path other) {
        return path.compareTo(((UnixPath) other).path);
    }

    public boolean equals(Object ob) {
        return ob instanceof UnixPath && ((UnixPath) ob).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode();
    }

    public String toString() {
        return path;
    }
}
