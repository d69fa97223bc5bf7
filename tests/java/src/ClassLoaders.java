// args: @CLASSES@
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

public class ClassLoaders {
    public interface Greeter { String greet(); }

    // Loaded from its .class file by the loaders below.
    public static class Plugin implements Greeter {
        static int instances;
        static { System.out.println("Plugin <clinit> in " + (Plugin.class.getClassLoader() == ClassLoader.getSystemClassLoader() ? "the app loader" : "a custom loader")); }
        public Plugin() { instances++; }
        public String greet() { return "plugin #" + instances; }
    }

    static class FileLoader extends ClassLoader {
        final File dir;
        final String only;
        int defined;

        FileLoader(File dir, String only, ClassLoader parent) {
            super(parent);
            this.dir = dir;
            this.only = only;
        }

        // Child-first for the one class this loader owns, parent-first otherwise.
        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (this) {
                if (name.equals(only)) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null) c = findClass(name);
                    return c;
                }
            }
            return super.loadClass(name, resolve);
        }

        Class<?> lookup(String name) {
            return findLoadedClass(name);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            File f = new File(dir, name.replace('.', '/') + ".class");
            try {
                byte[] bytes = readAll(f);
                defined++;
                return defineClass(name, bytes, 0, bytes.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name);
            }
        }
    }

    static byte[] readAll(File f) throws IOException {
        try (InputStream in = new FileInputStream(f)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[512];
            int n;
            while ((n = in.read(buf)) > 0) out.write(buf, 0, n);
            return out.toByteArray();
        }
    }

    public static void main(String[] args) throws Exception {
        File dir = new File(args[0]);
        ClassLoader app = ClassLoaders.class.getClassLoader();
        System.out.println("app loader is system loader: " + (app == ClassLoader.getSystemClassLoader()));
        System.out.println("String loader: " + String.class.getClassLoader());
        System.out.println("int[] loader: " + int[].class.getClassLoader());
        System.out.println("ClassLoaders[] loader is app: " + (ClassLoaders[].class.getClassLoader() == app));
        System.out.println("app parent non-null: " + (app.getParent() != null) + ", grandparent: " + app.getParent().getParent());
        String pname = "ClassLoaders$Plugin";
        FileLoader l1 = new FileLoader(dir, pname, app);
        FileLoader l2 = new FileLoader(dir, pname, app);
        System.out.println("findLoadedClass before: " + l1.lookup(pname));
        Class<?> c1 = l1.loadClass(pname);
        Class<?> c2 = l2.loadClass(pname);
        Class<?> c0 = Plugin.class;
        System.out.println("findLoadedClass after: " + (l1.lookup(pname) == c1));
        System.out.println("loadClass twice same: " + (l1.loadClass(pname) == c1) + ", defined " + l1.defined);
        System.out.println("names: " + c1.getName() + " " + c2.getName());
        System.out.println("c1 != c2: " + (c1 != c2) + ", c1 != app's: " + (c1 != c0));
        System.out.println("loaders: " + (c1.getClassLoader() == l1) + " " + (c2.getClassLoader() == l2) + " " + (c0.getClassLoader() == app));
        System.out.println("shared interface via parent: " + (c1.getInterfaces()[0] == Greeter.class));
        System.out.println("superclass: " + c1.getSuperclass().getName());
        Object o1 = c1.newInstance();
        Object o2 = c2.newInstance();
        Greeter g1 = (Greeter) o1;
        System.out.println("greet: " + g1.greet() + " / " + ((Greeter) o2).greet() + " / " + ((Greeter) o1).greet());
        System.out.println("isInstance: " + c1.isInstance(o1) + " " + c1.isInstance(o2) + " " + (o1 instanceof Plugin));
        try {
            Plugin p = (Plugin) o1;
            System.out.println("cast succeeded?! " + p);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException between loaders");
        }
        System.out.println("app Plugin instances: " + Plugin.instances + " then " + new Plugin().greet());
        Class<?> viaForName = Class.forName(pname, true, l1);
        System.out.println("forName with loader: " + (viaForName == c1));
        Class<?> str = l1.loadClass("java.lang.String");
        System.out.println("delegates String: " + (str == String.class));
        Class<?> self = l1.loadClass("ClassLoaders");
        System.out.println("delegates app class: " + (self == ClassLoaders.class));
        try {
            l1.loadClass("does.not.Exist");
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException: " + e.getMessage());
        }
        FileLoader bad = new FileLoader(dir, "Missing", app);
        try {
            bad.loadClass("Missing");
        } catch (ClassNotFoundException e) {
            System.out.println("missing file: " + e.getMessage());
        }
        FileLoader wrong = new FileLoader(dir, "Renamed", app) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                try {
                    byte[] b = readAll(new File(dir, "ClassLoaders$Plugin.class"));
                    return defineClass(name, b, 0, b.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name);
                }
            }
        };
        try {
            wrong.loadClass("Renamed");
        } catch (NoClassDefFoundError e) {
            System.out.println("wrong name: NoClassDefFoundError");
        }
        FileLoader garbage = new FileLoader(dir, "Garbage", app) {
            @Override
            protected Class<?> findClass(String name) {
                byte[] b = {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0};
                return defineClass(name, b, 0, b.length);
            }
        };
        try {
            garbage.loadClass("Garbage");
        } catch (ClassFormatError e) {
            System.out.println("truncated class: ClassFormatError");
        }
    }
}
