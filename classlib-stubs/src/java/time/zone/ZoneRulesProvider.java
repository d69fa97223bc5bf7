package java.time.zone;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;

/**
 * Where zone rules come from. The only provider reads the operating system's
 * time-zone database: the TZif files under /usr/share/zoneinfo (or the
 * directory the TZDIR environment variable names, as the C library does).
 * Files are read when a zone is first asked for and kept, rules or failure,
 * for the life of the VM.
 */
public abstract class ZoneRulesProvider {
    private static final String DEFAULT_DIR = "/usr/share/zoneinfo";
    private static final Object MISSING = new Object();
    private static final Map<String, Object> CACHE = new HashMap<String, Object>();
    private static Set<String> available;

    protected ZoneRulesProvider() {
    }

    protected abstract Set<String> provideZoneIds();

    protected abstract ZoneRules provideRules(String zoneId, boolean forCaching);

    protected abstract NavigableMap<String, ZoneRules> provideVersions(String zoneId);

    protected boolean provideRefresh() {
        return false;
    }

    public static void registerProvider(ZoneRulesProvider provider) {
        throw new ZoneRulesException("Registering zone rule providers is not supported");
    }

    public static boolean refresh() {
        return false;
    }

    /** The zone directory (no trailing slash). */
    static String directory() {
        String d = System.getenv("TZDIR");
        if (d == null || d.isEmpty()) {
            d = DEFAULT_DIR;
        }
        while (d.length() > 1 && d.endsWith("/")) {
            d = d.substring(0, d.length() - 1);
        }
        return d;
    }

    public static Set<String> getAvailableZoneIds() {
        return new HashSet<String>(ids());
    }

    private static synchronized Set<String> ids() {
        if (available == null) {
            Set<String> s = new HashSet<String>();
            String dir = directory();
            scan(new File(dir), "", s, 0);
            available = s;
        }
        return available;
    }

    /** Collects the names of TZif files below dir, leaving out the "posix"/"right" copies and the helper files. */
    private static void scan(File dir, String prefix, Set<String> out, int depth) {
        String[] names = dir.list();
        if (names == null || depth > 4) {
            return;
        }
        for (String name : names) {
            if (name.isEmpty() || !Character.isUpperCase(name.charAt(0)) || name.indexOf('.') >= 0) {
                continue;    // zone.tab, tzdata.zi, posixrules, localtime, leapseconds, ...
            }
            String id = prefix + name;
            if (id.equals("Factory") || id.equals("SECURITY") || isExcluded(id)) {
                continue;
            }
            File f = new File(dir, name);
            if (f.isDirectory()) {
                scan(f, id + "/", out, depth + 1);
            } else if (isTzif(f)) {
                out.add(id);
            }
        }
    }

    private static boolean isTzif(File f) {
        try {
            FileInputStream in = new FileInputStream(f);
            try {
                byte[] m = new byte[4];
                return in.read(m) == 4 && m[0] == 'T' && m[1] == 'Z' && m[2] == 'i' && m[3] == 'f';
            } finally {
                in.close();
            }
        } catch (IOException e) {
            return false;
        }
    }

    public static ZoneRules getRules(String zoneId, boolean forCaching) {
        java.util.Objects.requireNonNull(zoneId, "zoneId");
        ZoneRules r = load(zoneId);
        if (r == null) {
            throw new ZoneRulesException("Unknown time-zone ID: " + zoneId);
        }
        return r;
    }

    public static NavigableMap<String, ZoneRules> getVersions(String zoneId) {
        TreeMap<String, ZoneRules> m = new TreeMap<String, ZoneRules>();
        m.put("system", getRules(zoneId, false));
        return m;
    }

    /** The rules of a zone, or null when there is no readable, well-formed file for it. */
    static ZoneRules load(String zoneId) {
        if (isExcluded(zoneId)) {
            return null;
        }
        synchronized (CACHE) {
            Object o = CACHE.get(zoneId);
            if (o != null) {
                return o == MISSING ? null : (ZoneRules) o;
            }
        }
        ZoneRules r = safeName(zoneId) ? readFile(directory() + "/" + zoneId) : null;
        synchronized (CACHE) {
            CACHE.put(zoneId, r == null ? MISSING : r);
        }
        return r;
    }

    /** The JDK's data leaves out the fixed-offset IDs EST, MST and HST (ZoneId.SHORT_IDS maps them to offsets). */
    private static boolean isExcluded(String id) {
        return id.equals("EST") || id.equals("MST") || id.equals("HST");
    }

    /** A relative path of plain components: nothing may leave the zone directory. */
    private static boolean safeName(String id) {
        if (id.isEmpty() || id.startsWith("/") || id.endsWith("/") || id.indexOf('\0') >= 0) {
            return false;
        }
        for (String part : id.split("/", -1)) {
            if (part.isEmpty() || part.equals(".") || part.equals("..")) {
                return false;
            }
        }
        return true;
    }

    private static ZoneRules readFile(String path) {
        File f = new File(path);
        if (!f.isFile()) {
            return null;
        }
        long len = f.length();
        if (len < 44 || len > (1 << 20)) {
            return null;
        }
        try {
            byte[] b = new byte[(int) len];
            FileInputStream in = new FileInputStream(f);
            int n = 0;
            try {
                while (n < b.length) {
                    int r = in.read(b, n, b.length - n);
                    if (r < 0) {
                        break;
                    }
                    n += r;
                }
            } finally {
                in.close();
            }
            if (n != b.length) {
                return null;
            }
            return TzifFile.parse(b);
        } catch (IOException e) {
            return null;
        } catch (RuntimeException e) {
            return null;    // malformed: as if there were no such zone
        }
    }
}
