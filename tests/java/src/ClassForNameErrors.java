// args: @CLASSES@
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;

/*
 * Class.forName and implicit loading of class files that cannot be defined:
 * a file holding another class than its name says, and classes whose
 * superclass or interface is missing. The test prepares the files at run
 * time in the class directory, under names only it uses.
 */
public class ClassForNameErrors {
    public static class Payload {
        public String toString() { return "payload"; }
    }

    public static class MissingSuper { }

    public interface MissingIface { }

    public static class Sub extends MissingSuper { }

    public static class SubOfSub extends Sub { }

    public static class Impl implements MissingIface { }

    public static class UsesSub {
        static Object make() { return new Sub(); }
    }

    // Answers some names with exceptions and one with null.
    static class OddLoader extends ClassLoader {
        OddLoader() {
            super(null);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals("odd.Throws")) throw new IllegalStateException("refused " + name);
            if (name.equals("odd.Missing")) throw new ClassNotFoundException("custom message");
            if (name.equals("odd.Null")) return null;
            return super.loadClass(name, resolve);
        }
    }

    static void forNameIn(ClassLoader loader, String name) {
        try {
            Class<?> c = Class.forName(name, false, loader);
            System.out.println("forName " + name + " in OddLoader: found " + c.getName());
        } catch (Throwable e) {
            describe("forName " + name + " in OddLoader", e);
        }
    }

    static void copy(File from, File to) throws IOException {
        FileInputStream in = new FileInputStream(from);
        byte[] b = new byte[(int) from.length()];
        int n = 0;
        while (n < b.length) {
            int r = in.read(b, n, b.length - n);
            if (r < 0) break;
            n += r;
        }
        in.close();
        FileOutputStream out = new FileOutputStream(to);
        out.write(b, 0, n);
        out.close();
    }

    static void describe(String what, Throwable e) {
        StringBuilder sb = new StringBuilder(what).append(": ").append(e.getClass().getName())
            .append(": ").append(e.getMessage());
        for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
            sb.append(" / cause ").append(c.getClass().getName()).append(": ").append(c.getMessage());
        }
        System.out.println(sb);
    }

    static void forName(String name, boolean init) {
        try {
            Class<?> c = Class.forName(name, init, ClassForNameErrors.class.getClassLoader());
            System.out.println("forName " + name + ": found " + c.getName());
        } catch (Throwable e) {
            describe("forName " + name, e);
        }
    }

    public static void main(String[] args) throws Exception {
        File dir = new File(args[0]);
        File payload = new File(dir, "ClassForNameErrors$Payload.class");
        copy(payload, new File(dir, "ClassForNameErrors_Renamed.class"));
        File pkg = new File(dir, "classfornameerrors");
        pkg.mkdir();
        copy(payload, new File(pkg, "Other.class"));
        new File(dir, "ClassForNameErrors$MissingSuper.class").delete();
        new File(dir, "ClassForNameErrors$MissingIface.class").delete();
        System.out.println("prepared");

        forName("ClassForNameErrors_Renamed", true);
        forName("ClassForNameErrors_Renamed", false);
        forName("classfornameerrors.Other", true);
        forName("[LClassForNameErrors_Renamed;", false);
        forName("ClassForNameErrors$Sub", true);
        forName("ClassForNameErrors$Sub", false);
        forName("ClassForNameErrors$SubOfSub", false);
        forName("ClassForNameErrors$Impl", true);
        forName("ClassForNameErrors$MissingSuper", true);
        forName("ClassForNameErrors$NeverExisted", true);
        forName("[LClassForNameErrors$NeverExisted;", true);
        forName("[[LClassForNameErrors$NeverExisted;", true);
        OddLoader odd = new OddLoader();
        forNameIn(odd, "odd.Throws");
        forNameIn(odd, "odd.Missing");
        forNameIn(odd, "odd.Null");
        forNameIn(odd, "[Lodd.Missing;");
        forNameIn(odd, "java.lang.String");
        String[] boot = {"java.lang.Strin", "[Ljava.lang.Strin;", "a.b.C", "[X"};
        for (String n : boot) {
            try {
                Class.forName(n, false, null);
            } catch (Throwable e) {
                describe("forName " + n + " in the bootstrap loader", e);
            }
        }
        try {
            Class.forName("ClassForNameErrors_Renamed");
        } catch (Throwable e) {
            describe("one-argument forName", e);
        }
        try {
            ClassLoader.getSystemClassLoader().loadClass("ClassForNameErrors_Renamed");
        } catch (Throwable e) {
            describe("loadClass", e);
        }
        try {
            ClassLoader.getSystemClassLoader().loadClass("ClassForNameErrors$Sub");
        } catch (Throwable e) {
            describe("loadClass", e);
        }
        try {
            System.out.println(UsesSub.make());
        } catch (Throwable e) {
            describe("new Sub()", e);
        }
        forName("ClassForNameErrors$Payload", true);
    }
}
