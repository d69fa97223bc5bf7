package java.net;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;

/**
 * A URI reference as RFC 2396 defines it, with RFC 2732's bracketed IPv6
 * hosts, parsed, compared, normalized, resolved and relativized the way JDK
 * 17's java.net.URI does (including its deviations from the RFC: an empty
 * authority before a path, a registry-based authority when a server-based
 * parse fails, "." and ".." kept at the start of a relative result).
 */
public final class URI implements Comparable<URI>, Serializable {
    private static final long serialVersionUID = -6052424284110960213L;

    // ---- character classes (RFC 2396 section 2 and appendix A) ----

    /* One set of characters allowed in a component; escapes says whether
     * "%XX" and non-ASCII characters other than spaces and controls are too. */
    private static final class Chars {
        final boolean[] ascii = new boolean[128];
        final boolean escapes;

        Chars(boolean escapes, String... parts) {
            this.escapes = escapes;
            for (String p : parts) {
                for (int i = 0; i < p.length(); i++) {
                    ascii[p.charAt(i)] = true;
                }
            }
        }

        Chars(Chars base, boolean escapes, String extra) {
            this.escapes = escapes;
            System.arraycopy(base.ascii, 0, ascii, 0, 128);
            for (int i = 0; i < extra.length(); i++) {
                ascii[extra.charAt(i)] = true;
            }
        }

        boolean has(char c) {
            return c != 0 && c < 128 && ascii[c];
        }
    }

    private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
    private static final String UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String DIGITS = "0123456789";
    private static final String MARKS = "-_.!~*'()";

    private static final Chars ALPHA = new Chars(false, LOWER, UPPER);
    private static final Chars DIGIT = new Chars(false, DIGITS);
    private static final Chars HEX = new Chars(false, DIGITS, "abcdefABCDEF");
    private static final Chars ALNUM = new Chars(false, LOWER, UPPER, DIGITS);
    private static final Chars ALNUM_DASH = new Chars(ALNUM, false, "-");
    private static final Chars DIGIT_DOT = new Chars(DIGIT, false, ".");
    private static final Chars SCHEME = new Chars(ALNUM, false, "+-.");
    private static final Chars URIC = new Chars(true, LOWER, UPPER, DIGITS, MARKS, ";/?:@&=+$,[]");
    private static final Chars PATH = new Chars(true, LOWER, UPPER, DIGITS, MARKS, ":@&=+$,;/");
    private static final Chars USERINFO = new Chars(true, LOWER, UPPER, DIGITS, MARKS, ";:&=+$,");
    private static final Chars REG_NAME = new Chars(true, LOWER, UPPER, DIGITS, MARKS, "$,;:@&=+");
    private static final Chars SERVER = new Chars(USERINFO, true, ".:@[]");
    private static final Chars SERVER_PERCENT = new Chars(SERVER, true, "%");
    private static final Chars AUTHORITY_QUOTE = new Chars(SERVER, true, "$,;:@&=+");
    private static final Chars SCOPE_ID = new Chars(ALNUM, false, "_.");

    // ---- components; string is the whole text, built on demand ----

    private transient String scheme;
    private transient String fragment;
    private transient String authority;
    private transient String userInfo;
    private transient String host;
    private transient int port = -1;
    private transient String path;
    private transient String query;
    private transient String schemeSpecificPart;
    private transient int hash;
    private volatile String string;

    private URI() {
    }

    public URI(String str) throws URISyntaxException {
        new Parser(str).parse(false);
    }

    public URI(String scheme, String userInfo, String host, int port, String path, String query, String fragment)
            throws URISyntaxException {
        String s = build(scheme, null, null, userInfo, host, port, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(true);
    }

    public URI(String scheme, String authority, String path, String query, String fragment)
            throws URISyntaxException {
        String s = build(scheme, null, authority, null, null, -1, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(false);
    }

    public URI(String scheme, String host, String path, String fragment) throws URISyntaxException {
        this(scheme, null, host, -1, path, null, fragment);
    }

    public URI(String scheme, String ssp, String fragment) throws URISyntaxException {
        new Parser(build(scheme, ssp, null, null, null, -1, null, null, fragment)).parse(false);
    }

    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException x) {
            throw new IllegalArgumentException(x.getMessage(), x);
        }
    }

    public URI parseServerAuthority() throws URISyntaxException {
        if (host != null || authority == null) {
            return this;
        }
        new Parser(toString()).parse(true);
        return this;
    }

    // ---- operations ----

    public URI normalize() {
        if (path == null || path.isEmpty()) {
            return this;
        }
        String np = normalizePath(path);
        if (np.equals(path)) {
            return this;
        }
        URI v = copyAuthority(this);
        v.scheme = scheme;
        v.fragment = fragment;
        v.path = np;
        v.query = query;
        return v;
    }

    public URI resolve(URI uri) {
        URI child = uri;
        if (child.isOpaque() || isOpaque()) {
            return child;
        }
        if (child.scheme == null && child.authority == null && child.path.isEmpty() && child.fragment != null
                && child.query == null) {
            /* a lone fragment: this document with another fragment */
            if (fragment != null && child.fragment.equals(fragment)) {
                return this;
            }
            URI r = copyAuthority(this);
            r.scheme = scheme;
            r.path = path;
            r.query = query;
            r.fragment = child.fragment;
            return r;
        }
        if (child.scheme != null) {
            return child;
        }
        URI r;
        if (child.authority != null) {
            r = copyAuthority(child);
            r.path = child.path;
        } else {
            r = copyAuthority(this);
            if (child.path.startsWith("/")) {
                r.path = child.path;
            } else {
                r.path = normalizePath(mergePaths(path, child.path, isAbsolute()));
            }
        }
        r.scheme = scheme;
        r.query = child.query;
        r.fragment = child.fragment;
        return r;
    }

    public URI resolve(String str) {
        return resolve(URI.create(str));
    }

    public URI relativize(URI uri) {
        URI child = uri;
        if (child.isOpaque() || isOpaque()) {
            return child;
        }
        if (!sameIgnoringCase(scheme, child.scheme) || !sameEscaped(authority, child.authority)) {
            return child;
        }
        String bp = normalizePath(path);
        String cp = normalizePath(child.path);
        if (!bp.equals(cp)) {
            if (!bp.endsWith("/")) {
                bp = bp + "/";
            }
            if (!cp.startsWith(bp)) {
                return child;
            }
        }
        URI r = new URI();
        r.path = cp.substring(bp.length());
        r.query = child.query;
        r.fragment = child.fragment;
        return r;
    }

    public URL toURL() throws MalformedURLException {
        if (!isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        return new URL(toString());
    }

    private static URI copyAuthority(URI from) {
        URI r = new URI();
        r.authority = from.authority;
        r.userInfo = from.userInfo;
        r.host = from.host;
        r.port = from.port;
        return r;
    }

    /* RFC 2396 5.2 step 6: the base path up to its last "/", then the child. */
    private static String mergePaths(String base, String child, boolean absolute) {
        int slash = base.lastIndexOf('/');
        if (child.isEmpty()) {
            return slash >= 0 ? base.substring(0, slash + 1) : "";
        }
        if (slash >= 0 || !absolute) {
            return base.substring(0, slash + 1) + child;
        }
        return "/" + child;
    }

    /*
     * Removes "." segments, "segment/.." pairs and repeated slashes. ".." that
     * has nothing left to cancel stays; a relative result whose first segment
     * holds a colon gets "./" in front so it does not read as a scheme.
     */
    static String normalizePath(String p) {
        if (p.isEmpty()) {
            return p;
        }
        boolean absolute = p.charAt(0) == '/';
        java.util.ArrayList<String> segs = new java.util.ArrayList<String>();
        int i = 0;
        int n = p.length();
        boolean trailingSlash = false;
        while (i < n) {
            while (i < n && p.charAt(i) == '/') {
                i++;
            }
            if (i >= n) {
                trailingSlash = true;
                break;
            }
            int j = p.indexOf('/', i);
            if (j < 0) {
                j = n;
            }
            String seg = p.substring(i, j);
            i = j;
            trailingSlash = false;
            if (seg.equals(".")) {
                trailingSlash = true;
                continue;
            }
            if (seg.equals("..") && !segs.isEmpty() && !segs.get(segs.size() - 1).equals("..")) {
                segs.remove(segs.size() - 1);
                trailingSlash = true;
                continue;
            }
            segs.add(seg);
        }
        if (!absolute && !segs.isEmpty() && segs.get(0).indexOf(':') >= 0) {
            segs.add(0, ".");
        }
        StringBuilder sb = new StringBuilder(n);
        if (absolute) {
            sb.append('/');
        }
        for (int k = 0; k < segs.size(); k++) {
            if (k > 0) {
                sb.append('/');
            }
            sb.append(segs.get(k));
        }
        if (trailingSlash && !segs.isEmpty()) {
            sb.append('/');
        }
        return sb.toString();
    }

    // ---- accessors ----

    public String getScheme() {
        return scheme;
    }

    public boolean isAbsolute() {
        return scheme != null;
    }

    public boolean isOpaque() {
        return path == null;
    }

    public String getRawSchemeSpecificPart() {
        String part = schemeSpecificPart;
        if (part == null) {
            String s = toString();
            int start = scheme != null ? scheme.length() + 1 : 0;
            int end = s.length() - (fragment != null ? fragment.length() + 1 : 0);
            part = s.substring(start, end);
            schemeSpecificPart = part;
        }
        return part;
    }

    public String getSchemeSpecificPart() {
        return decode(getRawSchemeSpecificPart(), false);
    }

    public String getRawAuthority() {
        return authority;
    }

    public String getAuthority() {
        return decode(authority, true);
    }

    public String getRawUserInfo() {
        return userInfo;
    }

    public String getUserInfo() {
        return decode(userInfo, false);
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public String getRawPath() {
        return path;
    }

    public String getPath() {
        return decode(path, false);
    }

    public String getRawQuery() {
        return query;
    }

    public String getQuery() {
        return decode(query, false);
    }

    public String getRawFragment() {
        return fragment;
    }

    public String getFragment() {
        return decode(fragment, false);
    }

    // ---- comparison ----

    @Override
    public boolean equals(Object ob) {
        if (ob == this) {
            return true;
        }
        if (!(ob instanceof URI)) {
            return false;
        }
        URI that = (URI) ob;
        if (isOpaque() != that.isOpaque() || !sameIgnoringCase(scheme, that.scheme)
                || !sameEscaped(fragment, that.fragment)) {
            return false;
        }
        if (isOpaque()) {
            return sameEscaped(getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart());
        }
        if (!sameEscaped(path, that.path) || !sameEscaped(query, that.query)) {
            return false;
        }
        if (authority == that.authority) {
            return true;
        }
        if (host != null) {
            return sameEscaped(userInfo, that.userInfo) && sameIgnoringCase(host, that.host) && port == that.port;
        }
        if (authority != null) {
            return sameEscaped(authority, that.authority);
        }
        return false;
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = hashLower(0, scheme);
            h = hashEscaped(h, fragment);
            if (isOpaque()) {
                h = hashEscaped(h, getRawSchemeSpecificPart());
            } else {
                h = hashEscaped(h, path);
                h = hashEscaped(h, query);
                if (host != null) {
                    h = hashEscaped(h, userInfo);
                    h = hashLower(h, host);
                    h += 1949 * port;
                } else {
                    h = hashEscaped(h, authority);
                }
            }
            hash = h;
        }
        return h;
    }

    @Override
    public int compareTo(URI that) {
        int c = compareIgnoringCase(scheme, that.scheme);
        if (c != 0) {
            return c;
        }
        if (isOpaque() || that.isOpaque()) {
            if (!that.isOpaque()) {
                return 1;
            }
            if (!isOpaque()) {
                return -1;
            }
            c = compareNullable(getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart());
            return c != 0 ? c : compareNullable(fragment, that.fragment);
        }
        if (host != null && that.host != null) {
            if ((c = compareNullable(userInfo, that.userInfo)) != 0) {
                return c;
            }
            if ((c = compareIgnoringCase(host, that.host)) != 0) {
                return c;
            }
            if ((c = port - that.port) != 0) {
                return c;
            }
        } else if ((c = compareNullable(authority, that.authority)) != 0) {
            return c;
        }
        if ((c = compareNullable(path, that.path)) != 0) {
            return c;
        }
        if ((c = compareNullable(query, that.query)) != 0) {
            return c;
        }
        return compareNullable(fragment, that.fragment);
    }

    private static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
    }

    private static char upper(char c) {
        return c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
    }

    private static boolean sameIgnoringCase(String s, String t) {
        if (s == t) {
            return true;
        }
        return s != null && t != null && compareIgnoringCase(s, t) == 0;
    }

    /* Equal, except that the hex digits of escapes may differ in case. */
    private static boolean sameEscaped(String s, String t) {
        if (s == t) {
            return true;
        }
        if (s == null || t == null || s.length() != t.length()) {
            return false;
        }
        if (s.indexOf('%') < 0) {
            return s.equals(t);
        }
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            char d = t.charAt(i);
            if (c != '%') {
                if (c != d) {
                    return false;
                }
                continue;
            }
            if (d != '%') {
                return false;
            }
            for (int k = 1; k <= 2 && i + 1 < n; k++) {
                i++;
                if (lower(s.charAt(i)) != lower(t.charAt(i))) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int compareNullable(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s == null) {
            return -1;
        }
        return t == null ? 1 : s.compareTo(t);
    }

    private static int compareIgnoringCase(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s == null) {
            return -1;
        }
        if (t == null) {
            return 1;
        }
        int n = Math.min(s.length(), t.length());
        for (int i = 0; i < n; i++) {
            int c = lower(s.charAt(i)) - lower(t.charAt(i));
            if (c != 0) {
                return c;
            }
        }
        return s.length() - t.length();
    }

    private static int hashLower(int h, String s) {
        if (s == null) {
            return h;
        }
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + lower(s.charAt(i));
        }
        return h;
    }

    /* The hash of s with the hex digits of escapes in upper case, folded into h. */
    private static int hashEscaped(int h, String s) {
        if (s == null) {
            return h;
        }
        if (s.indexOf('%') < 0) {
            return h * 127 + s.hashCode();
        }
        int sh = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sh = 31 * sh + c;
            if (c == '%') {
                for (int k = i + 1; k < i + 3 && k < s.length(); k++) {
                    sh = 31 * sh + upper(s.charAt(k));
                }
                i += 2;
            }
        }
        return h * 127 + sh;
    }

    // ---- text ----

    @Override
    public String toString() {
        String s = string;
        if (s == null) {
            StringBuilder sb = new StringBuilder();
            if (scheme != null) {
                sb.append(scheme).append(':');
            }
            if (isOpaque()) {
                sb.append(schemeSpecificPart);
            } else {
                if (host != null) {
                    sb.append("//");
                    if (userInfo != null) {
                        sb.append(userInfo).append('@');
                    }
                    appendHost(sb, host);
                    if (port != -1) {
                        sb.append(':').append(port);
                    }
                } else if (authority != null) {
                    sb.append("//").append(authority);
                }
                if (path != null) {
                    sb.append(path);
                }
                if (query != null) {
                    sb.append('?').append(query);
                }
            }
            if (fragment != null) {
                sb.append('#').append(fragment);
            }
            s = sb.toString();
            string = s;
        }
        return s;
    }

    public String toASCIIString() {
        String s = toString();
        int i = 0;
        while (i < s.length() && s.charAt(i) < 0x80) {
            i++;
        }
        if (i == s.length()) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length() + 16);
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        for (byte b : bytes) {
            if (b < 0) {
                appendEscape(sb, b);
            } else {
                sb.append((char) b);
            }
        }
        return sb.toString();
    }

    private static void appendHost(StringBuilder sb, String h) {
        boolean brackets = h.indexOf(':') >= 0 && !h.startsWith("[") && !h.endsWith("]");
        if (brackets) {
            sb.append('[');
        }
        sb.append(h);
        if (brackets) {
            sb.append(']');
        }
    }

    private static void checkPath(String s, String scheme, String path) throws URISyntaxException {
        if (scheme != null && path != null && !path.isEmpty() && path.charAt(0) != '/') {
            throw new URISyntaxException(s, "Relative path in absolute URI");
        }
    }

    /* The text of a URI from components, quoting what each may not hold. */
    private static String build(String scheme, String opaque, String authority, String userInfo, String host,
            int port, String path, String query, String fragment) {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (opaque != null) {
            appendKeepingIPv6(sb, opaque, URIC);
        } else {
            if (host != null) {
                sb.append("//");
                if (userInfo != null) {
                    sb.append(quote(userInfo, USERINFO)).append('@');
                }
                appendHost(sb, host);
                if (port != -1) {
                    sb.append(':').append(port);
                }
            } else if (authority != null) {
                sb.append("//");
                appendKeepingIPv6(sb, authority, AUTHORITY_QUOTE);
            }
            if (path != null) {
                sb.append(quote(path, PATH));
            }
            if (query != null) {
                sb.append('?').append(quote(query, URIC));
            }
        }
        if (fragment != null) {
            sb.append('#').append(quote(fragment, URIC));
        }
        return sb.toString();
    }

    /* Quotes s, except a leading bracketed IPv6 literal (after "//" for an opaque part). */
    private static void appendKeepingIPv6(StringBuilder sb, String s, Chars allowed) {
        int lead = allowed == URIC ? 2 : 0;
        if (s.startsWith("[", lead)) {
            int end = s.indexOf(']');
            if (end >= 0 && s.indexOf(':') >= 0) {
                sb.append(s, 0, end + 1).append(quote(s.substring(end + 1), allowed));
                return;
            }
            if (lead == 2) {
                return;
            }
        }
        sb.append(quote(s, allowed));
    }

    private static final char[] HEXCHARS = "0123456789ABCDEF".toCharArray();

    private static void appendEscape(StringBuilder sb, byte b) {
        sb.append('%').append(HEXCHARS[(b >> 4) & 15]).append(HEXCHARS[b & 15]);
    }

    private static String quote(String s, Chars allowed) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean escape;
            if (c < 0x80) {
                escape = !allowed.has(c);
            } else {
                escape = allowed.escapes && (Character.isSpaceChar(c) || Character.isISOControl(c));
            }
            if (escape && sb == null) {
                sb = new StringBuilder(s.length() + 16);
                sb.append(s, 0, i);
            }
            if (escape) {
                byte[] bytes = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
                for (byte b : bytes) {
                    appendEscape(sb, b);
                }
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? s : sb.toString();
    }

    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c - 'A' + 10;
    }

    /* Decodes each run of escapes as UTF-8, malformed bytes becoming U+FFFD. */
    private static String decode(String s, boolean keepBracketed) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        int n = s.length();
        StringBuilder sb = new StringBuilder(n);
        byte[] run = new byte[n / 3 + 1];
        boolean inBrackets = false;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '[') {
                inBrackets = true;
            } else if (c == ']') {
                inBrackets = false;
            }
            if (c != '%' || (inBrackets && keepBracketed)) {
                sb.append(c);
                i++;
                continue;
            }
            int count = 0;
            while (i + 2 < n && s.charAt(i) == '%') {
                run[count++] = (byte) (hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2)));
                i += 3;
            }
            if (count == 0) {
                sb.append(c);
                i++;
                continue;
            }
            sb.append(new String(run, 0, count, StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    // ---- the parser ----

    private final class Parser {
        private final String input;
        private boolean requireServer;

        Parser(String s) {
            input = s;
            string = s;
        }

        private URISyntaxException error(String reason, int at) {
            return new URISyntaxException(input, reason, at);
        }

        private boolean at(int p, int end, char c) {
            return p < end && input.charAt(p) == c;
        }

        /* The first index in [p, end) holding one of stop, or end. */
        private int find(int p, int end, String stop) {
            while (p < end && stop.indexOf(input.charAt(p)) < 0) {
                p++;
            }
            return p;
        }

        /* The end of the run of allowed characters (and escapes) starting at p. */
        private int span(int p, int end, Chars allowed) throws URISyntaxException {
            while (p < end) {
                char c = input.charAt(p);
                if (allowed.has(c)) {
                    p++;
                } else if (allowed.escapes && c == '%') {
                    if (p + 3 <= end && HEX.has(input.charAt(p + 1)) && HEX.has(input.charAt(p + 2))) {
                        p += 3;
                    } else {
                        throw error("Malformed escape pair", p);
                    }
                } else if (allowed.escapes && c > 128 && !Character.isSpaceChar(c) && !Character.isISOControl(c)) {
                    p++;
                } else {
                    break;
                }
            }
            return p;
        }

        private void require(int p, int end, Chars allowed, String what) throws URISyntaxException {
            int q = span(p, end, allowed);
            if (q < end) {
                throw error("Illegal character in " + what, q);
            }
        }

        /* Whether [p, end) is all allowed; a malformed escape is an error. */
        private boolean all(int p, int end, Chars allowed) throws URISyntaxException {
            return span(p, end, allowed) == end;
        }

        void parse(boolean server) throws URISyntaxException {
            requireServer = server;
            int n = input.length();
            int colon = 0;
            while (colon < n && "/?#".indexOf(input.charAt(colon)) < 0 && input.charAt(colon) != ':') {
                colon++;
            }
            int p;
            int sspStart = 0;
            if (at(colon, n, ':')) {
                if (colon == 0) {
                    throw error("Expected scheme name", 0);
                }
                if (!ALPHA.has(input.charAt(0))) {
                    throw error("Illegal character in scheme name", 0);
                }
                require(1, colon, SCHEME, "scheme name");
                scheme = input.substring(0, colon);
                p = sspStart = colon + 1;
                if (at(p, n, '/')) {
                    p = hierarchical(p, n);
                } else {
                    int q = find(p, n, "#");
                    if (q <= p) {
                        throw error("Expected scheme-specific part", p);
                    }
                    require(p, q, URIC, "opaque part");
                    p = q;
                }
            } else {
                p = hierarchical(0, n);
            }
            schemeSpecificPart = input.substring(sspStart, p);
            if (at(p, n, '#')) {
                require(p + 1, n, URIC, "fragment");
                fragment = input.substring(p + 1, n);
                p = n;
            }
            if (p < n) {
                throw error("Expected end of URI", p);
            }
        }

        private int hierarchical(int p, int n) throws URISyntaxException {
            if (at(p, n, '/') && at(p + 1, n, '/')) {
                p += 2;
                int q = find(p, n, "/?#");
                if (q > p) {
                    p = authority(p, q);
                } else if (q >= n) {
                    throw error("Expected authority", p);
                }
            }
            int q = find(p, n, "?#");
            require(p, q, PATH, "path");
            path = input.substring(p, q);
            p = q;
            if (at(p, n, '?')) {
                p++;
                q = find(p, n, "#");
                require(p, q, URIC, "query");
                query = input.substring(p, q);
                p = q;
            }
            return p;
        }

        private int authority(int p, int n) throws URISyntaxException {
            boolean serverChars = all(p, n, input.indexOf(']', p) >= 0 && input.indexOf(']', p) < n ? SERVER_PERCENT : SERVER);
            boolean regChars = all(p, n, REG_NAME);
            if (regChars && !serverChars) {
                authority = input.substring(p, n);
                return n;
            }
            URISyntaxException failure = null;
            int q = p;
            if (serverChars) {
                try {
                    q = server(p, n);
                    if (q < n) {
                        throw error("Expected end of authority", q);
                    }
                    authority = input.substring(p, n);
                } catch (URISyntaxException x) {
                    userInfo = null;
                    host = null;
                    port = -1;
                    if (requireServer) {
                        throw x;
                    }
                    failure = x;
                    q = p;
                }
            }
            if (q < n) {
                if (regChars) {
                    authority = input.substring(p, n);
                } else if (failure != null) {
                    throw failure;
                } else {
                    throw error("Illegal character in authority", q);
                }
            }
            return n;
        }

        private int server(int p, int n) throws URISyntaxException {
            int at = find(p, n, "@");
            if (at < n) {
                require(p, at, USERINFO, "user info");
                userInfo = input.substring(p, at);
                p = at + 1;
            }
            if (at(p, n, '[')) {
                p++;
                int close = find(p, n, "]");
                if (close <= p || close >= n) {
                    throw error("Expected closing bracket for IPv6 address", close);
                }
                int pct = find(p, close, "%");
                if (pct > p && pct < close) {
                    ipv6(p, pct);
                    if (pct + 1 == close) {
                        throw new URISyntaxException(input, "scope id expected");
                    }
                    require(pct + 1, close, SCOPE_ID, "scope id");
                } else {
                    ipv6(p, close);
                }
                host = input.substring(p - 1, close + 1);
                p = close + 1;
            } else {
                int q = ipv4Host(p, n);
                if (q <= p) {
                    q = hostname(p, n);
                }
                p = q;
            }
            if (at(p, n, ':')) {
                p++;
                int q = find(p, n, "/");
                if (q > p) {
                    require(p, q, DIGIT, "port number");
                    try {
                        port = Integer.parseInt(input.substring(p, q));
                    } catch (NumberFormatException x) {
                        throw error("Malformed port number", p);
                    }
                    p = q;
                }
            }
            if (p < n) {
                throw error("Expected port number", p);
            }
            return p;
        }

        /* A dotted quad at p: its end, or -1 if there is none or it is followed by other than ':'. */
        private int ipv4Host(int p, int n) {
            int q;
            try {
                q = dottedQuad(p, n, false);
            } catch (URISyntaxException x) {
                return -1;
            }
            if (q > p && q < n && input.charAt(q) != ':') {
                q = -1;
            }
            if (q > p) {
                host = input.substring(p, q);
            }
            return q;
        }

        /*
         * Four decimal bytes separated by dots at p: the end, -1 if p starts
         * no run of digits and dots (strict: none that ends at n), or
         * "Malformed IPv4 address" where the run stops making sense.
         */
        private int dottedQuad(int p, int n, boolean strict) throws URISyntaxException {
            int m = p;
            while (m < n && DIGIT_DOT.has(input.charAt(m))) {
                m++;
            }
            if (m <= p || (strict && m != n)) {
                return -1;
            }
            int q = p;
            for (int part = 0; part < 4; part++) {
                if (part > 0) {
                    if (!at(q, m, '.')) {
                        throw error("Malformed IPv4 address", q);
                    }
                    q++;
                }
                int d = q;
                int value = 0;
                while (d < m && DIGIT.has(input.charAt(d))) {
                    value = Math.min(value * 10 + input.charAt(d) - '0', 1000);
                    d++;
                }
                if (d == q || value > 255) {
                    throw error("Malformed IPv4 address", q);
                }
                q = d;
            }
            if (q < m) {
                throw error("Malformed IPv4 address", q);
            }
            return q;
        }

        private int hostname(int start, int n) throws URISyntaxException {
            int p = start;
            int last = -1;
            while (p < n) {
                int q = p;
                while (q < n && ALNUM.has(input.charAt(q))) {
                    q++;
                }
                if (q <= p) {
                    break;
                }
                last = p;
                p = q;
                while (q < n && ALNUM_DASH.has(input.charAt(q))) {
                    q++;
                }
                if (q > p) {
                    if (input.charAt(q - 1) == '-') {
                        throw error("Illegal character in hostname", q - 1);
                    }
                    p = q;
                }
                if (!at(p, n, '.')) {
                    break;
                }
                p++;
            }
            if (p < n && !at(p, n, ':')) {
                throw error("Illegal character in hostname", p);
            }
            if (last < 0) {
                throw error("Expected hostname", start);
            }
            if (last > start && !ALPHA.has(input.charAt(last))) {
                throw error("Illegal character in hostname", last);
            }
            host = input.substring(start, p);
            return p;
        }

        // IPv6 literals (RFC 2373 text forms)

        private int ipv6Bytes;

        private void ipv6(int start, int n) throws URISyntaxException {
            ipv6Bytes = 0;
            int p = start;
            boolean compressed = false;
            int q = hexGroups(p, n);
            if (q > p) {
                p = q;
                if (at(p, n, ':') && at(p + 1, n, ':')) {
                    compressed = true;
                    p = afterDoubleColon(p + 2, n);
                } else if (at(p, n, ':')) {
                    p = embeddedIPv4(p + 1, n, "IPv4 address");
                }
            } else if (at(p, n, ':') && at(p + 1, n, ':')) {
                compressed = true;
                p = afterDoubleColon(p + 2, n);
            }
            if (p < n) {
                throw error("Malformed IPv6 address", start);
            }
            if (ipv6Bytes > 16) {
                throw error("IPv6 address too long", start);
            }
            if (!compressed && ipv6Bytes < 16) {
                throw error("IPv6 address too short", start);
            }
            if (compressed && ipv6Bytes == 16) {
                throw error("Malformed IPv6 address", start);
            }
        }

        private int afterDoubleColon(int p, int n) throws URISyntaxException {
            if (p == n) {
                return p;
            }
            int q = hexGroups(p, n);
            if (q > p) {
                p = q;
                if (at(p, n, ':')) {
                    p = embeddedIPv4(p + 1, n, "hex digits or IPv4 address");
                }
                return p;
            }
            return embeddedIPv4(p, n, "hex digits or IPv4 address");
        }

        private int embeddedIPv4(int p, int n, String expected) throws URISyntaxException {
            int q = dottedQuad(p, n, true);
            if (q <= p) {
                throw error("Expected " + expected, p);
            }
            ipv6Bytes += 4;
            return q;
        }

        private int hexRun(int p, int n) {
            while (p < n && HEX.has(input.charAt(p))) {
                p++;
            }
            return p;
        }

        /* hex4 *( ":" hex4 ), stopping before "::" or an IPv4 part; -1 if none. */
        private int hexGroups(int p, int n) throws URISyntaxException {
            int q = hexRun(p, n);
            if (q <= p || at(q, n, '.')) {
                return -1;
            }
            if (q > p + 4) {
                throw error("IPv6 hexadecimal digit sequence too long", p);
            }
            ipv6Bytes += 2;
            p = q;
            while (at(p, n, ':') && !at(p + 1, n, ':')) {
                q = hexRun(p + 1, n);
                if (q <= p + 1) {
                    throw error("Expected digits for an IPv6 address", p + 1);
                }
                if (at(q, n, '.')) {
                    break;
                }
                if (q > p + 5) {
                    throw error("IPv6 hexadecimal digit sequence too long", p + 1);
                }
                ipv6Bytes += 2;
                p = q;
            }
            return p;
        }
    }
}
