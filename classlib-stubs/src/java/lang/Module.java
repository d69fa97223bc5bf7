package java.lang;

import java.util.Collections;
import java.util.HashSet;
import java.util.Set;

/**
 * A module: the one named module, java.base, holds every class of the
 * bootstrap loader; each class loader has one unnamed module for the
 * classes it defines (ClassLoader.getUnnamedModule), and the bootstrap
 * loader has one too. There is no module graph: unnamed modules read
 * every module and export and open all their packages; java.base reads only
 * itself and exports the packages of the class library that are not
 * internal.
 *
 * The VM reads the static fields javaBase and bootUnnamed (the modules of
 * the bootstrap loader) and the fields name and loader; see CONTRACT.md.
 */
public final class Module {
    private static final Module javaBase = new Module("java.base");
    private static final Module bootUnnamed = new Module((ClassLoader) null);

    private final String name;
    private final ClassLoader loader;

    /* The named module of the bootstrap loader. */
    private Module(String name) {
        this.name = name;
        this.loader = null;
    }

    /* The unnamed module of a loader (null: the bootstrap loader). */
    Module(ClassLoader loader) {
        this.name = null;
        this.loader = loader;
    }

    /* The packages, in dotted form: for java.base those of the class
     * library, for an unnamed module those of the classes its loader has
     * defined so far. */
    private native String[] getPackages0();

    static Module javaBase() {
        return javaBase;
    }

    static Module bootUnnamed() {
        return bootUnnamed;
    }

    public boolean isNamed() {
        return name != null;
    }

    public String getName() {
        return name;
    }

    public ClassLoader getClassLoader() {
        return loader;
    }

    public java.lang.module.ModuleDescriptor getDescriptor() {
        return null;
    }

    public Set<String> getPackages() {
        String[] names = getPackages0();
        Set<String> set = new HashSet<String>();
        for (int i = 0; i < names.length; i++) {
            set.add(names[i]);
        }
        return Collections.unmodifiableSet(set);
    }

    /* An unnamed module reads every module; java.base requires nothing and
     * so reads only itself. */
    public boolean canRead(Module other) {
        if (other == null) {
            throw new NullPointerException();
        }
        return !isNamed() || other == this;
    }

    public boolean isExported(String pn) {
        if (pn == null) {
            throw new NullPointerException();
        }
        return !isNamed() || (isBasePackage(pn) && !isInternal(pn));
    }

    public boolean isExported(String pn, Module other) {
        if (pn == null || other == null) {
            throw new NullPointerException();
        }
        return isExported(pn);
    }

    /* java.base is not an open module and opens none of its packages. */
    public boolean isOpen(String pn) {
        if (pn == null) {
            throw new NullPointerException();
        }
        return !isNamed();
    }

    public boolean isOpen(String pn, Module other) {
        if (pn == null || other == null) {
            throw new NullPointerException();
        }
        return !isNamed();
    }

    public Module addReads(Module other) {
        if (other == null) {
            throw new NullPointerException();
        }
        return this;
    }

    public Module addExports(String pn, Module other) {
        checkAddPackage(pn, other);
        return this;
    }

    public Module addOpens(String pn, Module other) {
        checkAddPackage(pn, other);
        return this;
    }

    public Module addUses(Class<?> service) {
        if (service == null) {
            throw new NullPointerException();
        }
        return this;
    }

    public boolean canUse(Class<?> service) {
        if (service == null) {
            throw new NullPointerException();
        }
        return true;
    }

    public String toString() {
        if (isNamed()) {
            return "module " + name;
        }
        return "unnamed module @" + Integer.toHexString(hashCode());
    }

    private void checkAddPackage(String pn, Module other) {
        if (pn == null) {
            throw new IllegalArgumentException("package is null");
        }
        if (other == null) {
            throw new NullPointerException();
        }
        if (isNamed() && !isBasePackage(pn)) {
            throw new IllegalArgumentException("package " + pn + " not in contents");
        }
    }

    private boolean isBasePackage(String pn) {
        String[] names = getPackages0();
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(pn)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isInternal(String pn) {
        return pn.startsWith("jdk.internal.") || pn.equals("jdk.internal") || pn.startsWith("sun.");
    }
}
