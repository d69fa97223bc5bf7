package java.net;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;

/**
 * A URL, parsed as JDK 17's URL and its protocol handlers parse one. The
 * protocols the JDK knows (http, https, ftp, file, jar, mailto, jrt, jmod)
 * are accepted; only file: URLs can be opened, since the library has no
 * network stack. Host names are never resolved: equals and hashCode compare
 * hosts by name, ignoring case (the JDK compares addresses when both hosts
 * resolve).
 */
public final class URL implements Serializable {
    private static final long serialVersionUID = -7627629688361524110L;

    private static final String[] KNOWN = { "http", "https", "ftp", "file", "jar", "mailto", "jrt", "jmod" };

    private final String protocol;
    private String host;
    private int port = -1;
    private String file;
    private transient String query;
    private String authority;
    private transient String path;
    private transient String userInfo;
    private String ref;
    private int hashCode = -1;

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        protocol = protocol.toLowerCase();
        if (host != null && host.indexOf(':') >= 0 && !host.startsWith("[")) {
            host = "[" + host + "]";
        }
        if (port < -1) {
            throw new MalformedURLException("Invalid port number :" + port);
        }
        checkProtocol(protocol);
        this.protocol = protocol;
        this.host = host;
        this.port = port;
        this.authority = host == null ? null : port == -1 ? host : host + ":" + port;
        int hash = file.indexOf('#');
        this.ref = hash < 0 ? null : file.substring(hash + 1);
        file = hash < 0 ? file : file.substring(0, hash);
        int q = file.lastIndexOf('?');
        if (q >= 0) {
            this.query = file.substring(q + 1);
            this.path = file.substring(0, q);
        } else {
            this.path = file;
        }
        this.file = file;
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    public URL(String spec) throws MalformedURLException {
        this(null, spec);
    }

    public URL(URL context, String spec) throws MalformedURLException {
        String original = spec;
        try {
            int limit = spec.length();
            while (limit > 0 && spec.charAt(limit - 1) <= ' ') {
                limit--;
            }
            int start = 0;
            while (start < limit && spec.charAt(start) <= ' ') {
                start++;
            }
            if (spec.regionMatches(true, start, "url:", 0, 4)) {
                start += 4;
            }
            String proto = null;
            boolean fragmentOnly = start < spec.length() && spec.charAt(start) == '#';
            if (!fragmentOnly) {
                proto = schemeAt(spec, start, limit);
                if (proto != null) {
                    start += proto.length() + 1;
                }
            }
            String p = proto;
            boolean relative = false;
            if (context != null && (proto == null || proto.equalsIgnoreCase(context.protocol))) {
                /* "http:g" against a hierarchical http URL is relative to it
                 * (the lenient reading of RFC 2396 5.2 step 3) */
                if (proto == null || (context.path != null && context.path.startsWith("/"))) {
                    p = context.protocol;
                    host = context.host;
                    port = context.port;
                    file = context.file;
                    path = context.path;
                    authority = context.authority;
                    userInfo = context.userInfo;
                    relative = true;
                }
            }
            if (p == null) {
                throw new MalformedURLException("no protocol: " + original);
            }
            this.protocol = p;
            checkProtocol(p);
            int hash = spec.indexOf('#', start);
            if (hash >= 0) {
                ref = spec.substring(hash + 1, limit);
                limit = hash;
            }
            if (relative && start == limit) {
                query = context.query;
                if (ref == null) {
                    ref = context.ref;
                }
            }
            parse(spec, start, limit);
        } catch (MalformedURLException e) {
            throw e;
        } catch (Exception e) {
            MalformedURLException m = new MalformedURLException(e.getMessage());
            m.initCause(e);
            throw m;
        }
    }

    /* The lower-cased scheme before a ':' at start, or null. */
    private static String schemeAt(String spec, int start, int limit) {
        for (int i = start; i < limit; i++) {
            char c = spec.charAt(i);
            if (c == '/') {
                return null;
            }
            if (c == ':') {
                return i > start ? spec.substring(start, i).toLowerCase() : null;
            }
            boolean ok = Character.isLetter(c) || (i > start && (Character.isLetterOrDigit(c) || c == '.' || c == '+' || c == '-'));
            if (!ok) {
                return null;
            }
        }
        return null;
    }

    private static void checkProtocol(String p) throws MalformedURLException {
        for (String k : KNOWN) {
            if (k.equals(p)) {
                return;
            }
        }
        throw new MalformedURLException("unknown protocol: " + p);
    }

    /* The generic hierarchical parse of spec[start, limit) over what this URL already holds. */
    private void parse(String spec, int start, int limit) {
        boolean relative = false;
        boolean queryOnly = false;
        if (start < limit) {
            int q = spec.indexOf('?');
            queryOnly = q == start;
            if (q >= 0 && q < limit) {
                query = spec.substring(q + 1, limit);
                limit = q;
                spec = spec.substring(0, q);
            }
        }
        boolean fourSlashes = spec.startsWith("////", start) && start + 4 <= limit;
        if (!fourSlashes && start + 2 <= limit && spec.startsWith("//", start)) {
            start += 2;
            int end = spec.indexOf('/', start);
            if (end < 0 || end > limit) {
                end = spec.indexOf('?', start);
                if (end < 0 || end > limit) {
                    end = limit;
                }
            }
            authority = spec.substring(start, end);
            parseAuthority(authority);
            start = end;
            if (!authority.isEmpty()) {
                path = "";
            }
        }
        if (host == null) {
            host = "";
        }
        if (start < limit) {
            String tail = spec.substring(start, limit);
            if (tail.charAt(0) == '/') {
                path = tail;
            } else if (path != null && !path.isEmpty()) {
                relative = true;
                int slash = path.lastIndexOf('/');
                String sep = slash < 0 && authority != null ? "/" : "";
                path = path.substring(0, slash + 1) + sep + tail;
            } else {
                path = authority != null ? "/" + tail : tail;
            }
        } else if (queryOnly && path != null) {
            int slash = Math.max(path.lastIndexOf('/'), 0);
            path = path.substring(0, slash) + "/";
        }
        if (path == null) {
            path = "";
        }
        if (relative) {
            path = removeDots(path);
        }
        file = query == null ? path : path + "?" + query;
    }

    private void parseAuthority(String auth) {
        int at = auth.indexOf('@');
        String h;
        if (at < 0) {
            userInfo = null;
            h = auth;
        } else if (at != auth.lastIndexOf('@')) {
            userInfo = null;
            h = null;
        } else {
            userInfo = auth.substring(0, at);
            h = auth.substring(at + 1);
        }
        port = -1;
        if (h == null) {
            host = "";
            return;
        }
        if (!h.isEmpty() && h.charAt(0) == '[') {
            int close = h.indexOf(']');
            if (close <= 2) {
                throw new IllegalArgumentException("Invalid authority field: " + auth);
            }
            String literal = h.substring(1, close);
            if (!isIPv6Literal(literal)) {
                throw new IllegalArgumentException("Invalid host: " + h.substring(0, close + 1));
            }
            if (close + 1 < h.length()) {
                if (h.charAt(close + 1) != ':') {
                    throw new IllegalArgumentException("Invalid authority field: " + auth);
                }
                if (close + 2 < h.length()) {
                    port = Integer.parseInt(h, close + 2, h.length(), 10);
                }
            }
            h = h.substring(0, close + 1);
        } else {
            int colon = h.indexOf(':');
            if (colon >= 0) {
                if (colon + 1 < h.length()) {
                    port = Integer.parseInt(h, colon + 1, h.length(), 10);
                }
                h = h.substring(0, colon);
            }
        }
        if (port < -1) {
            throw new IllegalArgumentException("Invalid port number :" + port);
        }
        host = h;
    }

    /* Whether s is an IPv6 address in text form (hex groups, one "::", an IPv4 tail, a %scope). */
    private static boolean isIPv6Literal(String s) {
        int pct = s.indexOf('%');
        if (pct >= 0) {
            if (pct == s.length() - 1) {
                return false;
            }
            s = s.substring(0, pct);
        }
        int dbl = s.indexOf("::");
        if (dbl >= 0 && s.indexOf("::", dbl + 1) >= 0) {
            return false;
        }
        String[] halves = dbl >= 0 ? new String[] { s.substring(0, dbl), s.substring(dbl + 2) } : new String[] { s };
        int words = 0;
        for (int hIdx = 0; hIdx < halves.length; hIdx++) {
            String part = halves[hIdx];
            if (part.isEmpty()) {
                continue;
            }
            String[] groups = part.split(":", -1);
            for (int g = 0; g < groups.length; g++) {
                String grp = groups[g];
                boolean lastOfAll = hIdx == halves.length - 1 && g == groups.length - 1;
                if (lastOfAll && grp.indexOf('.') >= 0) {
                    if (!isDottedQuad(grp)) {
                        return false;
                    }
                    words += 2;
                    continue;
                }
                if (grp.isEmpty() || grp.length() > 4) {
                    return false;
                }
                for (int i = 0; i < grp.length(); i++) {
                    if (Character.digit(grp.charAt(i), 16) < 0) {
                        return false;
                    }
                }
                words++;
            }
        }
        return dbl >= 0 ? words < 8 : words == 8;
    }

    private static boolean isDottedQuad(String s) {
        String[] parts = s.split("\\.", -1);
        if (parts.length != 4) {
            return false;
        }
        for (String p : parts) {
            if (p.isEmpty() || p.length() > 3) {
                return false;
            }
            for (int i = 0; i < p.length(); i++) {
                if (p.charAt(i) < '0' || p.charAt(i) > '9') {
                    return false;
                }
            }
            if (Integer.parseInt(p) > 255) {
                return false;
            }
        }
        return true;
    }

    /* "/./" and "segment/../" removed from a path merged from a relative spec. */
    private static String removeDots(String p) {
        int i;
        while ((i = p.indexOf("/./")) >= 0) {
            p = p.substring(0, i) + p.substring(i + 2);
        }
        i = 0;
        while ((i = p.indexOf("/../", i)) >= 0) {
            int prev = i > 0 ? p.lastIndexOf('/', i - 1) : -1;
            if (prev >= 0 && p.indexOf("/../", prev) != 0) {
                p = p.substring(0, prev) + p.substring(i + 3);
                i = 0;
            } else {
                i += 3;
            }
        }
        while (p.endsWith("/..")) {
            i = p.indexOf("/..");
            int prev = i > 0 ? p.lastIndexOf('/', i - 1) : -1;
            if (prev < 0) {
                break;
            }
            p = p.substring(0, prev + 1);
        }
        if (p.startsWith("./") && p.length() > 2) {
            p = p.substring(2);
        }
        if (p.endsWith("/.")) {
            p = p.substring(0, p.length() - 1);
        }
        return p;
    }

    public String getQuery() {
        return query;
    }

    public String getPath() {
        return path;
    }

    public String getUserInfo() {
        return userInfo;
    }

    public String getAuthority() {
        return authority;
    }

    public int getPort() {
        return port;
    }

    public int getDefaultPort() {
        if (protocol.equals("http")) {
            return 80;
        }
        if (protocol.equals("https")) {
            return 443;
        }
        if (protocol.equals("ftp")) {
            return 21;
        }
        return -1;
    }

    public String getProtocol() {
        return protocol;
    }

    public String getHost() {
        return host;
    }

    public String getFile() {
        return file;
    }

    public String getRef() {
        return ref;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof URL)) {
            return false;
        }
        URL u = (URL) obj;
        return sameFile(u) && (ref == null ? u.ref == null : ref.equals(u.ref));
    }

    @Override
    public synchronized int hashCode() {
        if (hashCode != -1) {
            return hashCode;
        }
        int h = protocol.hashCode();
        if (host != null) {
            h += host.toLowerCase().hashCode();
        }
        if (file != null) {
            h += file.hashCode();
        }
        h += port == -1 ? getDefaultPort() : port;
        if (ref != null) {
            h += ref.hashCode();
        }
        hashCode = h;
        return h;
    }

    public boolean sameFile(URL other) {
        if (!protocol.equalsIgnoreCase(other.protocol)) {
            return false;
        }
        if (file != other.file && (file == null || !file.equals(other.file))) {
            return false;
        }
        int p1 = port != -1 ? port : getDefaultPort();
        int p2 = other.port != -1 ? other.port : other.getDefaultPort();
        if (p1 != p2) {
            return false;
        }
        if (host == null || other.host == null) {
            return host == null && other.host == null;
        }
        return host.equalsIgnoreCase(other.host);
    }

    @Override
    public String toString() {
        return toExternalForm();
    }

    public String toExternalForm() {
        StringBuilder sb = new StringBuilder();
        sb.append(protocol).append(':');
        if (authority != null && !authority.isEmpty()) {
            sb.append("//").append(authority);
        }
        if (path != null) {
            sb.append(path);
        }
        if (query != null) {
            sb.append('?').append(query);
        }
        if (ref != null) {
            sb.append('#').append(ref);
        }
        return sb.toString();
    }

    public URI toURI() throws URISyntaxException {
        return new URI(toString());
    }

    public URLConnection openConnection() throws IOException {
        if (protocol.equals("jar")) {
            return jarConnection();
        }
        if (!protocol.equals("file")) {
            throw new IOException("cannot open " + protocol + " URL " + this + ": no network support");
        }
        return new URLConnection(this) {
            @Override
            public void connect() throws IOException {
                connected = true;
            }

            @Override
            public InputStream getInputStream() throws IOException {
                connect();
                String p = URLDecoder.decode(url.getPath().replace("+", "%2B"), "UTF-8");
                java.io.File f = new java.io.File(p);
                if (f.isDirectory()) {
                    /* A directory reads as its sorted names, one per line. */
                    String[] names = f.list();
                    java.util.Arrays.sort(names);
                    StringBuilder sb = new StringBuilder();
                    for (String n : names) {
                        sb.append(n).append('\n');
                    }
                    return new java.io.ByteArrayInputStream(sb.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                }
                return new FileInputStream(p);
            }
        };
    }

    /* jar:<file URL>!/<entry>: the entry of a local JAR, read through a
     * JarFile of its own that closing the stream closes. */
    private URLConnection jarConnection() throws IOException {
        String spec = toString().substring(4);
        int sep = spec.indexOf("!/");
        if (sep < 0) {
            throw new MalformedURLException("no !/ in spec");
        }
        final URL file = new URL(spec.substring(0, sep));
        final String entry = URLDecoder.decode(spec.substring(sep + 2).replace("+", "%2B"), "UTF-8");
        if (!file.getProtocol().equals("file")) {
            throw new IOException("cannot open " + file.getProtocol() + " URL " + file + ": no network support");
        }
        return new URLConnection(this) {
            @Override
            public void connect() throws IOException {
                connected = true;
            }

            @Override
            public InputStream getInputStream() throws IOException {
                connect();
                String path = URLDecoder.decode(file.getPath().replace("+", "%2B"), "UTF-8");
                final java.util.jar.JarFile jar = new java.util.jar.JarFile(path);
                java.util.zip.ZipEntry e = entry.isEmpty() ? null : jar.getEntry(entry);
                if (e == null) {
                    jar.close();
                    throw new java.io.FileNotFoundException("JAR entry " + entry + " not found in " + path);
                }
                return new java.io.FilterInputStream(jar.getInputStream(e)) {
                    @Override
                    public void close() throws IOException {
                        try {
                            super.close();
                        } finally {
                            jar.close();
                        }
                    }
                };
            }
        };
    }

    public final InputStream openStream() throws IOException {
        return openConnection().getInputStream();
    }
}
