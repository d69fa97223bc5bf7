package java.util;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/*
 * A Hashtable by type, but the entries are kept in a ConcurrentHashMap field, so
 * toString, keySet and entrySet iterate in that map's order.
 */
public class Properties extends Hashtable<Object, Object> {
    private static final long serialVersionUID = 4112578634029874840L;

    protected volatile Properties defaults;
    private transient volatile ConcurrentHashMap<Object, Object> map;

    public Properties() {
        this(null, 8);
    }

    public Properties(int initialCapacity) {
        this(null, initialCapacity);
    }

    public Properties(Properties defaults) {
        this(defaults, 8);
    }

    private Properties(Properties defaults, int initialCapacity) {
        super((Void) null);
        map = new ConcurrentHashMap<Object, Object>(initialCapacity);
        this.defaults = defaults;
    }

    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    public String getProperty(String key) {
        Object own = map.get(key);
        if (own instanceof String)
            return (String) own;
        Properties fallback = defaults;
        return fallback == null ? null : fallback.getProperty(key);
    }

    public String getProperty(String key, String defaultValue) {
        String found = getProperty(key);
        if (found != null)
            return found;
        return defaultValue;
    }

    public Enumeration<?> propertyNames() {
        Hashtable<String, Object> names = new Hashtable<String, Object>();
        flatten(names, false);
        return names.keys();
    }

    public Set<String> stringPropertyNames() {
        HashMap<String, Object> names = new HashMap<String, Object>();
        flatten(names, true);
        return Collections.unmodifiableSet(names.keySet());
    }

    /*
     * Copies the entries of this table and of its defaults into target, the
     * last table of the defaults chain first, so that a nearer table's entry
     * replaces a farther one's. Every key must be a String (ClassCastException
     * otherwise) unless onlyStrings is set, in which case entries whose key or
     * value is not a String are passed over.
     */
    private void flatten(Map<String, Object> target, boolean onlyStrings) {
        ArrayList<Properties> levels = new ArrayList<Properties>();
        for (Properties p = this; p != null; p = p.defaults)
            levels.add(p);
        for (int level = levels.size() - 1; level >= 0; level--) {
            for (Map.Entry<Object, Object> entry : levels.get(level).entrySet()) {
                Object k = entry.getKey();
                Object v = entry.getValue();
                if (!onlyStrings)
                    target.put((String) k, v);
                else if (k instanceof String && v instanceof String)
                    target.put((String) k, v);
            }
        }
    }

    private static final String LIST_HEADER = "-- listing properties --";

    /* One line of list(): values longer than 40 characters are cut to 37 and "...". */
    private static String listLine(String key, Object value) {
        String text = (String) value;
        if (text.length() <= 40)
            return key + "=" + text;
        return key + "=" + text.substring(0, 37) + "...";
    }

    private Map<String, Object> listed() {
        HashMap<String, Object> all = new HashMap<String, Object>();
        flatten(all, false);
        return all;
    }

    public void list(java.io.PrintStream out) {
        out.println(LIST_HEADER);
        for (Map.Entry<String, Object> entry : listed().entrySet())
            out.println(listLine(entry.getKey(), entry.getValue()));
    }

    public void list(java.io.PrintWriter out) {
        out.println(LIST_HEADER);
        for (Map.Entry<String, Object> entry : listed().entrySet())
            out.println(listLine(entry.getKey(), entry.getValue()));
    }

    /** Writes "#comments", "#" and the date, then key=value lines, escaped so that load reads them back. */
    public void store(java.io.Writer writer, String comments) throws java.io.IOException {
        java.io.BufferedWriter bw = writer instanceof java.io.BufferedWriter ? (java.io.BufferedWriter) writer
                : new java.io.BufferedWriter(writer);
        store0(bw, comments, false);
    }

    /** As store(Writer), in ISO-8859-1 with other characters written as Unicode escapes. */
    public void store(java.io.OutputStream out, String comments) throws java.io.IOException {
        store0(new java.io.BufferedWriter(new java.io.OutputStreamWriter(out, java.nio.charset.StandardCharsets.ISO_8859_1)),
                comments, true);
    }

    @Deprecated
    public void save(java.io.OutputStream out, String comments) {
        try {
            store(out, comments);
        } catch (java.io.IOException e) {
            // save ignores errors, as it always has
        }
    }

    private void store0(java.io.BufferedWriter bw, String comments, boolean escUnicode) throws java.io.IOException {
        if (comments != null) {
            writeComments(bw, comments);
        }
        bw.write("#" + new Date().toString());
        bw.newLine();
        synchronized (this) {
            for (Map.Entry<Object, Object> e : entrySet()) {
                String key = saveConvert((String) e.getKey(), true, escUnicode);
                String val = saveConvert((String) e.getValue(), false, escUnicode);
                bw.write(key + "=" + val);
                bw.newLine();
            }
        }
        bw.flush();
    }

    private static void unicodeEscape(StringBuilder sb, char c) {
        String hex = Integer.toHexString(c).toUpperCase();
        sb.append("\\u");
        for (int i = hex.length(); i < 4; i++) {
            sb.append('0');
        }
        sb.append(hex);
    }

    private static void writeComments(java.io.BufferedWriter bw, String comments) throws java.io.IOException {
        StringBuilder sb = new StringBuilder("#");
        int len = comments.length();
        for (int i = 0; i < len; i++) {
            char c = comments.charAt(i);
            if (c > '\u00ff') {
                unicodeEscape(sb, c);
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < len && comments.charAt(i + 1) == '\n') {
                    i++;
                }
                bw.write(sb.toString());
                bw.newLine();
                sb.setLength(0);
                if (i + 1 == len || (comments.charAt(i + 1) != '#' && comments.charAt(i + 1) != '!')) {
                    sb.append('#');
                }
            } else {
                sb.append(c);
            }
        }
        bw.write(sb.toString());
        bw.newLine();
    }

    private static String saveConvert(String s, boolean escapeSpace, boolean escapeUnicode) {
        StringBuilder sb = new StringBuilder(s.length() * 2);
        for (int x = 0; x < s.length(); x++) {
            char c = s.charAt(x);
            if (c > 61 && c < 127) {
                if (c == '\\') {
                    sb.append("\\\\");
                } else {
                    sb.append(c);
                }
                continue;
            }
            switch (c) {
                case ' ':
                    sb.append(x == 0 || escapeSpace ? "\\ " : " ");
                    break;
                case '\t': sb.append("\\t"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\f': sb.append("\\f"); break;
                case '=':
                case ':':
                case '#':
                case '!':
                    sb.append('\\').append(c);
                    break;
                default:
                    if ((c < 0x20 || c > 0x7e) && escapeUnicode) {
                        unicodeEscape(sb, c);
                    } else {
                        sb.append(c);
                    }
            }
        }
        return sb.toString();
    }

    public synchronized void load(java.io.Reader reader) throws java.io.IOException {
        Objects.requireNonNull(reader, "reader parameter is null");
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[1024];
        int n;
        while ((n = reader.read(buf, 0, buf.length)) > 0)
            sb.append(buf, 0, n);
        parse(sb.toString());
    }

    public synchronized void load(java.io.InputStream inStream) throws java.io.IOException {
        Objects.requireNonNull(inStream, "inStream parameter is null");
        StringBuilder sb = new StringBuilder();
        byte[] buf = new byte[1024];
        int n;
        while ((n = inStream.read(buf, 0, buf.length)) > 0) {
            for (int i = 0; i < n; i++)
                sb.append((char) (buf[i] & 0xff));
        }
        parse(sb.toString());
    }

    /* The .properties line format: logical lines joined by a trailing odd backslash,
       comments with # or !, key ends at an unescaped '=', ':' or whitespace. */
    private void parse(String text) {
        int pos = 0;
        int len = text.length();
        while (pos < len) {
            StringBuilder line = new StringBuilder();
            boolean first = true;
            for (;;) {
                while (pos < len && isBlank(text.charAt(pos)))
                    pos++;
                int start = pos;
                while (pos < len && text.charAt(pos) != '\n' && text.charAt(pos) != '\r')
                    pos++;
                String part = text.substring(start, pos);
                if (pos < len && text.charAt(pos) == '\r')
                    pos++;
                if (pos < len && text.charAt(pos) == '\n')
                    pos++;
                if (first && (part.length() == 0 || part.charAt(0) == '#' || part.charAt(0) == '!'))
                    break;
                first = false;
                int slashes = 0;
                for (int i = part.length() - 1; i >= 0 && part.charAt(i) == '\\'; i--)
                    slashes++;
                if (slashes % 2 == 1) {
                    line.append(part, 0, part.length() - 1);
                    if (pos >= len)
                        break;
                    continue;
                }
                line.append(part);
                break;
            }
            if (line.length() > 0)
                parseLine(line.toString());
        }
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\f';
    }

    private void parseLine(String s) {
        int len = s.length();
        int keyEnd = 0;
        boolean escaped = false;
        while (keyEnd < len) {
            char c = s.charAt(keyEnd);
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '=' || c == ':' || isBlank(c)) {
                break;
            }
            keyEnd++;
        }
        int valStart = keyEnd;
        while (valStart < len && isBlank(s.charAt(valStart)))
            valStart++;
        if (valStart < len && (s.charAt(valStart) == '=' || s.charAt(valStart) == ':'))
            valStart++;
        while (valStart < len && isBlank(s.charAt(valStart)))
            valStart++;
        put(unescape(s.substring(0, keyEnd)), unescape(s.substring(valStart)));
    }

    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 >= s.length()) {
                sb.append(c);
                continue;
            }
            c = s.charAt(++i);
            if (c == 'u' && i + 4 < s.length() + 0) {
                int v = 0;
                for (int k = 1; k <= 4; k++) {
                    int d = Character.digit(s.charAt(i + k), 16);
                    if (d < 0)
                        throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                    v = (v << 4) + d;
                }
                sb.append((char) v);
                i += 4;
            } else if (c == 't') {
                sb.append('\t');
            } else if (c == 'r') {
                sb.append('\r');
            } else if (c == 'n') {
                sb.append('\n');
            } else if (c == 'f') {
                sb.append('\f');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }


    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public Enumeration<Object> keys() {
        return Collections.enumeration(map.keySet());
    }

    public Enumeration<Object> elements() {
        return Collections.enumeration(map.values());
    }

    public boolean contains(Object value) {
        return map.contains(value);
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    public Object get(Object key) {
        return map.get(key);
    }

    public synchronized Object put(Object key, Object value) {
        return map.put(key, value);
    }

    public synchronized Object remove(Object key) {
        return map.remove(key);
    }

    public synchronized void putAll(Map<?, ?> t) {
        map.putAll(t);
    }

    public synchronized void clear() {
        map.clear();
    }

    public synchronized String toString() {
        return map.toString();
    }

    public Set<Object> keySet() {
        return Collections.synchronizedSet(map.keySet(), this);
    }

    public Collection<Object> values() {
        return Collections.synchronizedCollection(map.values(), this);
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return Collections.synchronizedSet(map.entrySet(), this);
    }

    public synchronized boolean equals(Object o) {
        return map.equals(o);
    }

    public synchronized int hashCode() {
        return map.hashCode();
    }

    public Object getOrDefault(Object key, Object defaultValue) {
        return map.getOrDefault(key, defaultValue);
    }

    public synchronized void forEach(BiConsumer<? super Object, ? super Object> action) {
        map.forEach(action);
    }

    public synchronized void replaceAll(BiFunction<? super Object, ? super Object, ?> function) {
        map.replaceAll(function);
    }

    public synchronized Object putIfAbsent(Object key, Object value) {
        return map.putIfAbsent(key, value);
    }

    public synchronized boolean remove(Object key, Object value) {
        return map.remove(key, value);
    }

    public synchronized boolean replace(Object key, Object oldValue, Object newValue) {
        return map.replace(key, oldValue, newValue);
    }

    public synchronized Object replace(Object key, Object value) {
        return map.replace(key, value);
    }

    public synchronized Object computeIfAbsent(Object key, Function<? super Object, ?> mappingFunction) {
        return map.computeIfAbsent(key, mappingFunction);
    }

    public synchronized Object computeIfPresent(Object key, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.computeIfPresent(key, remappingFunction);
    }

    public synchronized Object compute(Object key, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.compute(key, remappingFunction);
    }

    public synchronized Object merge(Object key, Object value, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.merge(key, value, remappingFunction);
    }

    protected void rehash() {
    }

    public synchronized Object clone() {
        Properties clone = (Properties) cloneHashtable();
        clone.map = new ConcurrentHashMap<Object, Object>(map);
        return clone;
    }
}
