package java.util.jar;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The attributes of a manifest section: a map from {@link Name} to String
 * that keeps insertion order (the order they are written in). Like the JDK's,
 * it does not override {@code toString()}; its hash code is the map's.
 */
public class Attributes implements Map<Object, Object>, Cloneable {
    protected Map<Object, Object> map;

    public Attributes() {
        this(11);
    }

    public Attributes(int size) {
        map = new LinkedHashMap<Object, Object>(size);
    }

    public Attributes(Attributes attr) {
        map = new LinkedHashMap<Object, Object>(attr);
    }

    public Object get(Object name) {
        return map.get(name);
    }

    public String getValue(String name) {
        return (String) get(new Name(name));
    }

    public String getValue(Name name) {
        return (String) get(name);
    }

    /* The casts give the JDK's ClassCastException for a key that is not a Name or a value that is not a String. */
    public Object put(Object name, Object value) {
        return map.put((Name) name, (String) value);
    }

    public String putValue(String name, String value) {
        return (String) put(new Name(name), value);
    }

    public Object remove(Object name) {
        return map.remove(name);
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object name) {
        return map.containsKey(name);
    }

    public void putAll(Map<?, ?> attr) {
        if (!(attr instanceof Attributes)) {
            throw new ClassCastException();
        }
        for (Map.Entry<?, ?> e : attr.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public void clear() {
        map.clear();
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public Set<Object> keySet() {
        return map.keySet();
    }

    public Collection<Object> values() {
        return map.values();
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return map.entrySet();
    }

    public boolean equals(Object o) {
        return this == o || map.equals(o);
    }

    public int hashCode() {
        return map.hashCode();
    }

    public Object clone() {
        return new Attributes(this);
    }

    /** An attribute name: 1 to 70 ASCII letters, digits, '_' and '-', compared without case. */
    public static class Name {
        private final String name;
        private final int hash;

        public static final Name MANIFEST_VERSION = new Name("Manifest-Version");
        public static final Name SIGNATURE_VERSION = new Name("Signature-Version");
        public static final Name CONTENT_TYPE = new Name("Content-Type");
        public static final Name CLASS_PATH = new Name("Class-Path");
        public static final Name MAIN_CLASS = new Name("Main-Class");
        public static final Name SEALED = new Name("Sealed");
        public static final Name EXTENSION_LIST = new Name("Extension-List");
        public static final Name EXTENSION_NAME = new Name("Extension-Name");
        @Deprecated
        public static final Name EXTENSION_INSTALLATION = new Name("Extension-Installation");
        public static final Name IMPLEMENTATION_TITLE = new Name("Implementation-Title");
        public static final Name IMPLEMENTATION_VERSION = new Name("Implementation-Version");
        public static final Name IMPLEMENTATION_VENDOR = new Name("Implementation-Vendor");
        @Deprecated
        public static final Name IMPLEMENTATION_VENDOR_ID = new Name("Implementation-Vendor-Id");
        @Deprecated
        public static final Name IMPLEMENTATION_URL = new Name("Implementation-URL");
        public static final Name SPECIFICATION_TITLE = new Name("Specification-Title");
        public static final Name SPECIFICATION_VERSION = new Name("Specification-Version");
        public static final Name SPECIFICATION_VENDOR = new Name("Specification-Vendor");
        public static final Name MULTI_RELEASE = new Name("Multi-Release");

        public Name(String name) {
            java.util.Objects.requireNonNull(name, "name");
            if (!valid(name)) {
                throw new IllegalArgumentException(name);
            }
            this.name = name;
            /* the hash of the name in ASCII upper case, as the JDK's */
            int h = 0;
            for (int i = 0; i < name.length(); i++) {
                h = 31 * h + upper(name.charAt(i));
            }
            this.hash = h;
        }

        private static boolean valid(String name) {
            int len = name.length();
            if (len == 0 || len > 70) {
                return false;
            }
            for (int i = 0; i < len; i++) {
                char c = name.charAt(i);
                if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'
                        || c == '-')) {
                    return false;
                }
            }
            return true;
        }

        private static char upper(char c) {
            return c >= 'a' && c <= 'z' ? (char) (c - 32) : c;
        }

        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Name)) {
                return false;
            }
            String other = ((Name) o).name;
            if (other.length() != name.length()) {
                return false;
            }
            for (int i = 0; i < name.length(); i++) {
                if (upper(name.charAt(i)) != upper(other.charAt(i))) {
                    return false;
                }
            }
            return true;
        }

        public int hashCode() {
            return hash;
        }

        public String toString() {
            return name;
        }
    }
}
