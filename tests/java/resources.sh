#!/bin/sh
# Class-path resources on the reference JVM and on agentvm, compared live:
# ClassLoader.getResource(s)/getResourceAsStream, the static system forms,
# Class.getResource with relative and absolute names, jar: and file: URLs
# and reading them, and ResourceBundle.getBundle finding .properties files,
# from a directory and from a JAR made by the JDK's jar tool, both on one
# class path (the directory first). The directory's path is replaced by
# BASE in the output.
#
# usage: tests/java/resources.sh AGENTVM [BUILD_DIR]
# Exits 0 when the outputs agree, 1 when they differ, 77 (skipped) without a
# JDK 17 that has javac and the jar tool.
set -u
. "$(dirname "$0")/live.sh"
live_setup resources "$@"
mkdir -p "$work/src/app" "$work/dir/app/res" "$work/jarroot/app/res" "$work/jarroot/lib" || exit 2

cat > "$work/src/app/Res.java" <<'JAVA'
package app;

import java.io.*;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Res {
    static String base;

    static String show(URL u) {
        return u == null ? "null" : u.getProtocol() + " " + u.toString().replace(base, "BASE");
    }

    static String read(InputStream in) throws IOException {
        if (in == null) return "null";
        try (InputStream i = in) {
            return new String(i.readAllBytes(), StandardCharsets.UTF_8).trim();
        }
    }

    public static void main(String[] args) throws Exception {
        base = new File(args[0]).getCanonicalPath();
        ClassLoader cl = Res.class.getClassLoader();
        String[] names = { "app/res/a.txt", "app/res/b.txt", "dup.txt", "lib/only-in-jar.txt", "top.txt",
                "missing.txt", "app/Res.class", "app/Helper.class", "app/res", "with space.txt", "app/res/" };
        for (String n : names) {
            URL u = cl.getResource(n);
            System.out.println(n + ": " + show(u) + " | " + (u == null ? "-" : read(u.openStream())).length()
                    + " | " + read(cl.getResourceAsStream(n)).length());
        }
        for (String n : new String[] { "dup.txt", "app/res/a.txt", "missing.txt" }) {
            List<String> all = new ArrayList<>();
            for (URL u : Collections.list(ClassLoader.getSystemResources(n))) all.add(show(u) + " = " + read(u.openStream()));
            System.out.println("all " + n + ": " + all);
        }
        System.out.println("system: " + show(ClassLoader.getSystemResource("top.txt")) + " = "
                + read(ClassLoader.getSystemResourceAsStream("top.txt")));
        System.out.println("relative: " + show(Res.class.getResource("res/a.txt")) + " = "
                + read(Res.class.getResourceAsStream("res/a.txt")));
        System.out.println("absolute: " + show(Res.class.getResource("/top.txt")) + " = "
                + read(Res.class.getResourceAsStream("/lib/only-in-jar.txt")));
        System.out.println("array class: " + show(Res[].class.getResource("res/b.txt")));
        System.out.println("bootstrap class: " + show(String.class.getResource("/top.txt")) + " "
                + String.class.getResourceAsStream("/top.txt"));
        System.out.println("context loader: " + show(Thread.currentThread().getContextClassLoader().getResource("dup.txt")));
        System.out.println("stream: " + cl.resources("dup.txt").count());
        ResourceBundle rb = ResourceBundle.getBundle("app.res.msgs", Locale.ROOT);
        System.out.println("bundle: " + rb.getString("greeting") + " " + new TreeSet<>(rb.keySet()));
        ResourceBundle fr = ResourceBundle.getBundle("app.res.msgs", Locale.FRENCH);
        System.out.println("bundle fr: " + fr.getString("greeting") + " " + fr.getString("farewell"));
        try {
            new URL("jar:file:" + base + "/../lib.jar!/nothing.txt").openStream();
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage().replace(new File(base).getParent(), "PARENT"));
        }
        try {
            cl.getResource(null);
        } catch (NullPointerException e) {
            System.out.println("null name: NullPointerException");
        }
        plugins(args[1]);
        services();
    }

    static void services() {
        ServiceLoader<Greeting> sl = ServiceLoader.load(Greeting.class);
        System.out.println(sl);
        for (Greeting g : sl) System.out.println("provider " + g.getClass().getName() + ": " + g.greet());
        List<String> types = new ArrayList<>();
        sl.stream().forEach(p -> types.add(p.type().getSimpleName()));
        System.out.println("stream " + types + " first " + sl.findFirst().map(Greeting::greet).orElse("none"));
        sl.reload();
        Iterator<Greeting> it = sl.iterator();
        System.out.println("after reload " + it.hasNext() + " " + it.next().greet());
        System.out.println("installed " + ServiceLoader.loadInstalled(Greeting.class).findFirst().isPresent());
        System.out.println("explicit loader " + ServiceLoader.load(Greeting.class, Res.class.getClassLoader()).stream().count());
        Class<?>[] broken = { Runnable.class, java.util.function.Supplier.class, AutoCloseable.class, Comparable.class,
                java.util.function.Function.class };
        for (Class<?> c : broken) {
            try {
                for (Object o : ServiceLoader.load(c)) System.out.println("got " + o);
            } catch (ServiceConfigurationError e) {
                System.out.println("ServiceConfigurationError: " + e.getMessage().replace(base, "BASE")
                        + (e.getCause() == null ? "" : " cause " + e.getCause()));
            }
        }
        System.out.println("none: " + ServiceLoader.load(Iterable.class).iterator().hasNext());
    }

    static void plugins(String plugBase) throws Exception {
        String pb = new File(plugBase).getCanonicalPath();
        URL[] urls = { new File(pb, "plugdir").toURI().toURL(), new File(pb, "plug.jar").toURI().toURL(),
                new File(pb, "absent.jar").toURI().toURL() };
        URLClassLoader l = new URLClassLoader(urls, Res.class.getClassLoader());
        for (URL u : l.getURLs()) System.out.println("url " + u.toString().replace(pb, "PLUG"));
        Class<?> c = l.loadClass("plug.Plugin");
        System.out.println("Plugin loader is l: " + (c.getClassLoader() == l) + ", parent: "
                + (l.getParent() == Res.class.getClassLoader()));
        java.util.function.Supplier<?> s = (java.util.function.Supplier<?>) c.getDeclaredConstructor().newInstance();
        System.out.println("get: " + s.get());
        Object inJar = l.loadClass("plug.InJar").getDeclaredConstructor().newInstance();
        System.out.println("InJar: " + inJar + " same loader: " + (inJar.getClass().getClassLoader() == l));
        System.out.println("parent's class: " + (l.loadClass("app.Res") == Res.class));
        System.out.println("resource: " + show2(l.getResource("plug/conf.txt"), pb) + " = "
                + read(l.getResourceAsStream("plug/conf.txt")));
        System.out.println("relative: " + show2(c.getResource("conf.txt"), pb) + " | jar: "
                + show2(c.getResource("/plug/jar.txt"), pb) + " = " + read(c.getResourceAsStream("/plug/jar.txt")));
        System.out.println("parent's resource: " + show(l.getResource("top.txt")));
        List<String> all = new ArrayList<>();
        for (URL u : Collections.list(l.getResources("plug/conf.txt"))) all.add(show2(u, pb));
        System.out.println("all: " + all);
        try {
            l.loadClass("plug.Missing");
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException: " + e.getMessage());
        }
        URLClassLoader named = new URLClassLoader("named", urls, null);
        System.out.println("named: " + named.getName() + " " + named.loadClass("plug.InJar").getClassLoader().getName());
        try {
            named.loadClass("app.Res");
        } catch (ClassNotFoundException e) {
            System.out.println("no parent: ClassNotFoundException: " + e.getMessage());
        }
        named.close();
        l.close();
        try {
            l.loadClass("plug.Later");
        } catch (ClassNotFoundException e) {
            System.out.println("after close: ClassNotFoundException: " + e.getMessage());
        }
        System.out.println("after close: " + l.getResource("plug/conf.txt") + " " + s.get());
        l.close();
        URLClassLoader viaNew = URLClassLoader.newInstance(new URL[] { new File(pb, "plug.jar").toURI().toURL() });
        System.out.println("newInstance: " + viaNew.loadClass("plug.InJar").getSimpleName() + " "
                + (viaNew.getParent() == ClassLoader.getSystemClassLoader()));
        viaNew.close();
    }

    static String show2(URL u, String pb) {
        return u == null ? "null" : u.getProtocol() + " " + u.toString().replace(pb, "PLUG");
    }
}
JAVA
mkdir -p "$work/plugsrc/plug" "$work/plugdir/plug" "$work/plugjar/plug"
cat > "$work/plugsrc/plug/Plugin.java" <<'JAVA'
package plug;
public class Plugin implements java.util.function.Supplier<String> {
    public String get() {
        return "plugin, helper says " + PlugHelper.say() + ", InJar " + new InJar();
    }
}
JAVA
cat > "$work/plugsrc/plug/PlugHelper.java" <<'JAVA'
package plug;
class PlugHelper {
    static String say() { return "hi from " + PlugHelper.class.getName(); }
}
JAVA
cat > "$work/plugsrc/plug/InJar.java" <<'JAVA'
package plug;
public class InJar {
    public String toString() { return "InJar@jar"; }
}
JAVA
cat > "$work/plugsrc/plug/Later.java" <<'JAVA'
package plug;
public class Later {
}
JAVA
printf 'plugin config\n' > "$work/plugdir/plug/conf.txt"
printf 'jar config\n' > "$work/plugjar/plug/conf.txt"
printf 'in the jar\n' > "$work/plugjar/plug/jar.txt"
mkdir -p "$work/src/app/impl" "$work/dir/META-INF/services" "$work/jarroot/META-INF/services"
cat > "$work/src/app/Greeting.java" <<'JAVA'
package app;
public interface Greeting {
    String greet();
}
JAVA
for p in English:hello French:bonjour German:hallo; do
    cat > "$work/src/app/impl/${p%%:*}.java" <<JAVA
package app.impl;
public class ${p%%:*} implements app.Greeting {
    public String greet() { return "${p#*:}"; }
}
JAVA
done
cat > "$work/src/app/impl/Throws.java" <<'JAVA'
package app.impl;
public class Throws implements AutoCloseable {
    public Throws() { throw new IllegalStateException("no"); }
    public void close() { }
}
JAVA
cat > "$work/src/app/impl/NoCtor.java" <<'JAVA'
package app.impl;
public class NoCtor implements java.util.function.Function<Object, Object> {
    private NoCtor() { }
    public Object apply(Object o) { return o; }
}
JAVA
printf '# greetings\napp.impl.English   # the first\n\n  app.impl.French\napp.impl.English\n' > "$work/dir/META-INF/services/app.Greeting"
printf 'app.impl.German\napp.impl.French\n' > "$work/jarroot/META-INF/services/app.Greeting"
printf 'app.impl.NotThere\n' > "$work/dir/META-INF/services/java.lang.Runnable"
printf 'app.impl.English\n' > "$work/dir/META-INF/services/java.util.function.Supplier"
printf 'app.impl.Throws\n' > "$work/dir/META-INF/services/java.lang.AutoCloseable"
printf 'app.impl.English\n1bad\n' > "$work/dir/META-INF/services/java.lang.Comparable"
printf 'app.impl.NoCtor\n' > "$work/dir/META-INF/services/java.util.function.Function"
cat > "$work/src/app/Helper.java" <<'JAVA'
package app;
class Helper {
}
JAVA

printf 'alpha in dir\n' > "$work/dir/app/res/a.txt"
printf 'dup from dir\n' > "$work/dir/dup.txt"
printf 'top level\n' > "$work/dir/top.txt"
printf 'spaced\n' > "$work/dir/with space.txt"
printf 'greeting=hello\nfarewell=bye\n' > "$work/dir/app/res/msgs.properties"
printf 'alpha in jar\n' > "$work/jarroot/app/res/a.txt"
printf 'beta in jar\n' > "$work/jarroot/app/res/b.txt"
printf 'dup from jar\n' > "$work/jarroot/dup.txt"
printf 'jar only\n' > "$work/jarroot/lib/only-in-jar.txt"
printf 'greeting=bonjour\n' > "$work/jarroot/app/res/msgs_fr.properties"

"$jdk/bin/javac" -d "$work/dir" "$work/src/app/Res.java" "$work/src/app/Helper.java" "$work/src/app/Greeting.java" \
    "$work"/src/app/impl/*.java || exit 2
mv "$work/dir/app/Helper.class" "$work/jarroot/app/" || exit 2
mkdir -p "$work/jarroot/app/impl" && mv "$work/dir/app/impl/German.class" "$work/jarroot/app/impl/" || exit 2
(cd "$work/jarroot" && "$jdk/bin/jar" cf "$work/lib.jar" .) || exit 2
mkdir -p "$work/plugclasses" || exit 2
"$jdk/bin/javac" -d "$work/plugclasses" "$work"/plugsrc/plug/*.java || exit 2
mv "$work/plugclasses/plug/Plugin.class" "$work/plugclasses/plug/PlugHelper.class" "$work/plugdir/plug/" || exit 2
mv "$work/plugclasses/plug/InJar.class" "$work/plugclasses/plug/Later.class" "$work/plugjar/plug/" || exit 2
(cd "$work/plugjar" && "$jdk/bin/jar" cf "$work/plug.jar" .) || exit 2

cp="$work/dir:$work/lib.jar"
"$jdk/bin/java" -cp "$cp" app.Res "$work/dir" "$work" >"$work/java.out" 2>&1
echo "exit $?" >>"$work/java.out"
timeout -k 5 60 "$vm" -cp "$cp" app.Res "$work/dir" "$work" >"$work/agentvm.out" 2>&1
echo "exit $?" >>"$work/agentvm.out"
if diff -u "$work/java.out" "$work/agentvm.out"; then
    echo "resources: outputs agree ($(wc -l <"$work/java.out") lines)"
    exit 0
fi
echo "resources: outputs differ"
exit 1
