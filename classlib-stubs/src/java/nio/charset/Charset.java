package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The charsets of this library: UTF-8, ISO-8859-1, US-ASCII, the three
 * UTF-16 forms and windows-1252. Coding goes through String's own coders; unmappable or
 * malformed input is replaced, as String's constructors and getBytes do.
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        checkName(canonicalName);
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases.clone();
    }

    private static void checkName(String s) {
        if (s.isEmpty()) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.'));
            if (!ok) {
                throw new IllegalCharsetNameException(s);
            }
        }
    }

    static final class Std extends Charset {
        Std(String name, String... aliases) {
            super(name, aliases);
        }
    }

    static final Charset UTF_8 = new Std("UTF-8", "unicode-1-1-utf-8", "UTF8");
    static final Charset ISO_8859_1 = new Std("ISO-8859-1", "iso-ir-100", "ISO_8859-1", "latin1", "l1",
            "IBM819", "cp819", "csISOLatin1", "819", "IBM-819", "ISO8859_1", "ISO_8859-1:1987", "ISO_8859_1",
            "8859_1", "ISO8859-1");
    static final Charset US_ASCII = new Std("US-ASCII", "iso-ir-6", "ANSI_X3.4-1986", "ISO_646.irv:1991",
            "ASCII", "csASCII", "iso_646.irv:1983", "ANSI_X3.4-1968", "ISO646-US", "default", "cp367", "ascii7",
            "646", "us", "IBM367", "IBM-367");
    static final Charset UTF_16 = new Std("UTF-16", "UTF_16", "utf16", "unicode", "UnicodeBig");
    static final Charset UTF_16BE = new Std("UTF-16BE", "UTF_16BE", "ISO-10646-UCS-2", "X-UTF-16BE",
            "UnicodeBigUnmarked");
    static final Charset UTF_16LE = new Std("UTF-16LE", "UnicodeLittleUnmarked", "UTF_16LE", "X-UTF-16LE");

    static final Charset WINDOWS_1252 = new Std("windows-1252", "cp1252", "cp5348", "ibm-1252", "ibm1252");

    private static final Charset[] ALL = {UTF_8, ISO_8859_1, US_ASCII, UTF_16, UTF_16BE, UTF_16LE, WINDOWS_1252};

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        checkName(charsetName);
        for (Charset cs : ALL) {
            if (cs.name.equalsIgnoreCase(charsetName)) {
                return cs;
            }
            for (String a : cs.aliases) {
                if (a.equalsIgnoreCase(charsetName)) {
                    return cs;
                }
            }
        }
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static Charset forName(String charsetName, Charset fallback) {
        try {
            Charset cs = lookup(charsetName);
            return cs != null ? cs : fallback;
        } catch (IllegalCharsetNameException e) {
            return fallback;
        }
    }

    public static Charset defaultCharset() {
        return UTF_8;
    }

    public static SortedMap<String, Charset> availableCharsets() {
        TreeMap<String, Charset> m = new TreeMap<String, Charset>(String.CASE_INSENSITIVE_ORDER);
        for (Charset cs : ALL) {
            m.put(cs.name, cs);
        }
        return m;   // a fresh map each call, so handing it out is harmless
    }

    public final String name() {
        return name;
    }

    public final Set<String> aliases() {
        HashSet<String> s = new HashSet<String>();
        for (String a : aliases) {
            s.add(a);
        }
        return Collections.unmodifiableSet(s);
    }

    public String displayName() {
        return name;
    }

    public String displayName(Locale locale) {
        return name;
    }

    public final boolean isRegistered() {
        return !name.startsWith("X-") && !name.startsWith("x-");
    }

    public boolean canEncode() {
        return true;
    }

    public boolean contains(Charset cs) {
        if (this == UTF_8 || this == UTF_16 || this == UTF_16BE || this == UTF_16LE) {
            return true;
        }
        if (this == ISO_8859_1) {
            return cs == ISO_8859_1 || cs == US_ASCII;
        }
        return cs == US_ASCII || cs == this;
    }

    public final ByteBuffer encode(CharBuffer cb) {
        return encode(cb.toString());
    }

    public final ByteBuffer encode(String str) {
        return ByteBuffer.wrap(str.getBytes(this));
    }

    public final CharBuffer decode(ByteBuffer bb) {
        byte[] b = new byte[bb.remaining()];
        bb.get(b);
        return CharBuffer.wrap(new String(b, this).toCharArray());
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        return ob == this || (ob instanceof Charset && name.equals(((Charset) ob).name()));
    }

    public final String toString() {
        return name();
    }
}
