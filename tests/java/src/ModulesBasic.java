import java.util.Set;

/* Modules: java.base for the bootstrap loader's classes, one unnamed
 * module per class loader. Hash-bearing toString() results are checked,
 * not printed. */
public class ModulesBasic {
    static class Child extends ClassLoader {
        Child() {
            super(null);
        }
    }

    public static void main(String[] args) throws Exception {
        Module base = String.class.getModule();
        System.out.println("String: " + base);
        System.out.println("name=" + base.getName() + " named=" + base.isNamed() + " loader=" + base.getClassLoader());
        System.out.println("Object same: " + (Object.class.getModule() == base));
        System.out.println("HashMap same: " + (java.util.HashMap.class.getModule() == base));
        System.out.println("int: " + int.class.getModule());
        System.out.println("void: " + void.class.getModule());
        System.out.println("int[]: " + int[].class.getModule());
        System.out.println("String[][]: " + (String[][].class.getModule() == base));

        Module app = ModulesBasic.class.getModule();
        ClassLoader scl = ClassLoader.getSystemClassLoader();
        System.out.println("app named=" + app.isNamed() + " name=" + app.getName());
        System.out.println("app loader is system: " + (app.getClassLoader() == scl));
        System.out.println("app is system unnamed: " + (app == scl.getUnnamedModule()));
        System.out.println("nested same: " + (Child.class.getModule() == app));
        System.out.println("array same: " + (ModulesBasic[][].class.getModule() == app));
        String s = app.toString();
        String want = "unnamed module @" + Integer.toHexString(System.identityHashCode(app));
        System.out.println("toString form: " + s.equals(want));
        System.out.println("toString stable: " + s.equals(app.toString()));

        ClassLoader child = new Child();
        Module cm = child.getUnnamedModule();
        System.out.println("child named=" + cm.isNamed() + " loader ok=" + (cm.getClassLoader() == child));
        System.out.println("child differs: " + (cm != app) + " stable: " + (cm == child.getUnnamedModule()));
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        System.out.println("platform unnamed loader ok: " + (platform.getUnnamedModule().getClassLoader() == platform));
        System.out.println("platform differs: " + (platform.getUnnamedModule() != app));

        System.out.println("base exports java.lang: " + base.isExported("java.lang"));
        System.out.println("base exports java.util: " + base.isExported("java.util", app));
        System.out.println("base exports jdk.internal.loader: " + base.isExported("jdk.internal.loader"));
        System.out.println("base exports no.such: " + base.isExported("no.such"));
        System.out.println("base opens java.lang: " + base.isOpen("java.lang"));
        System.out.println("app exports any: " + app.isExported("no.such") + " opens any: " + app.isOpen("x.y", base));
        System.out.println("reads: " + app.canRead(base) + " " + base.canRead(app) + " " + app.canRead(cm) + " " + base.canRead(base));

        Set<String> pkgs = base.getPackages();
        System.out.println("base packages: java.lang=" + pkgs.contains("java.lang") + " java.util="
                + pkgs.contains("java.util") + " java.io=" + pkgs.contains("java.io") + " slash="
                + pkgs.contains("java/lang"));
        try {
            pkgs.add("x");
            System.out.println("packages modifiable");
        } catch (UnsupportedOperationException e) {
            System.out.println("packages unmodifiable");
        }

        System.out.println("addReads returns this: " + (app.addReads(base) == app));
        System.out.println("addExports returns this: " + (app.addExports("p", base) == app));
        System.out.println("addOpens returns this: " + (app.addOpens("p", cm) == app));
        System.out.println("addUses returns this: " + (app.addUses(Runnable.class) == app));
        try {
            app.addExports(null, base);
        } catch (IllegalArgumentException e) {
            System.out.println("addExports(null): " + e.getMessage());
        }
        try {
            app.addReads(null);
        } catch (NullPointerException e) {
            System.out.println("addReads(null): NullPointerException");
        }
        try {
            base.isExported(null);
        } catch (NullPointerException e) {
            System.out.println("isExported(null): NullPointerException");
        }
        System.out.println("descriptor of unnamed: " + app.getDescriptor());
    }
}
