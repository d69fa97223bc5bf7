package java.lang;

import java.util.HashMap;

/**
 * A run-time package: a name within one class loader. The library reads no
 * manifests, so the specification and implementation attributes are null.
 */
public class Package {
    private static final HashMap<String, Package[]> PACKAGES = new HashMap<String, Package[]>();

    private final String name;
    private final ClassLoader loader;

    private Package(String name, ClassLoader loader) {
        this.name = name;
        this.loader = loader;
    }

    /* The one Package object of a (name, loader) pair. */
    static Package of(String name, ClassLoader loader) {
        synchronized (PACKAGES) {
            Package[] same = PACKAGES.get(name);
            if (same != null) {
                for (int i = 0; i < same.length; i++) {
                    if (same[i].loader == loader) {
                        return same[i];
                    }
                }
            }
            Package p = new Package(name, loader);
            int n = (same == null) ? 0 : same.length;
            Package[] grown = new Package[n + 1];
            if (same != null) {
                System.arraycopy(same, 0, grown, 0, n);
            }
            grown[n] = p;
            PACKAGES.put(name, grown);
            return p;
        }
    }

    /* The packages of loader that already have a Package object; null name for all. */
    static Package[] definedBy(ClassLoader loader, String name) {
        synchronized (PACKAGES) {
            java.util.ArrayList<Package> found = new java.util.ArrayList<Package>();
            for (Package[] same : PACKAGES.values()) {
                for (int k = 0; k < same.length; k++) {
                    if (same[k].loader == loader && (name == null || same[k].name.equals(name))) {
                        found.add(same[k]);
                    }
                }
            }
            return found.toArray(new Package[found.size()]);
        }
    }

    public String getName() {
        return name;
    }

    public String getSpecificationTitle() {
        return null;
    }

    public String getSpecificationVersion() {
        return null;
    }

    public String getSpecificationVendor() {
        return null;
    }

    public String getImplementationTitle() {
        return null;
    }

    public String getImplementationVersion() {
        return null;
    }

    public String getImplementationVendor() {
        return null;
    }

    public boolean isSealed() {
        return false;
    }

    /* Only packages that already have a Package object are found. */
    @Deprecated
    public static Package getPackage(String name) {
        synchronized (PACKAGES) {
            Package[] same = PACKAGES.get(name);
            return (same == null) ? null : same[0];
        }
    }

    public static Package[] getPackages() {
        synchronized (PACKAGES) {
            int n = 0;
            for (Package[] same : PACKAGES.values()) {
                n += same.length;
            }
            Package[] all = new Package[n];
            int i = 0;
            for (Package[] same : PACKAGES.values()) {
                for (int k = 0; k < same.length; k++) {
                    all[i++] = same[k];
                }
            }
            return all;
        }
    }

    public int hashCode() {
        return name.hashCode();
    }

    public String toString() {
        return "package " + name;
    }
}
