#!/bin/sh
# Java agents (-javaagent) on the reference JVM and on agentvm, compared
# live: agent JARs made by the JDK's jar tool, each case run on both VMs,
# standard output, standard error and exit status compared.
#
# usage: tests/java/javaagent.sh AGENTVM [BUILD_DIR]
# Exits 0 when every case agrees, 1 when one differs, 77 (skipped) without
# a JDK 17 that has javac and the jar tool.
set -u
. "$(dirname "$0")/live.sh"
live_setup javaagent "$@"
mkdir -p "$work/src/ag" "$work/src/app" "$work/src/boot" "$work/src/extra" "$work/cls" "$work/bootcls" \
    "$work/extracls" "$work/appcls" "$work/v2" || exit 2

# The application: a greeter whose text the agents change.
cat > "$work/src/app/Greeter.java" <<'JAVA'
package app;
public class Greeter {
    public static String greet() { return "hello"; }
}
JAVA
cat > "$work/src/app/Main.java" <<'JAVA'
package app;
public class Main {
    public static void main(String[] args) throws Exception {
        System.out.println("main: " + Greeter.greet());
        if (args.length > 0) {
            Class<?> c = Class.forName(args[0]);
            c.getMethod("run").invoke(null);
            System.out.println("main again: " + Greeter.greet());
        }
    }
}
JAVA
# A second version of Greeter with a new field: a schema change.
mkdir -p "$work/src2/app"
cat > "$work/src2/app/Greeter.java" <<'JAVA'
package app;
public class Greeter {
    static int added;
    public static String greet() { return "hello"; }
}
JAVA

# Agents.
cat > "$work/src/ag/Simple.java" <<'JAVA'
package ag;
import java.lang.instrument.Instrumentation;
public class Simple {
    public static void premain(String args, Instrumentation inst) {
        System.out.println("Simple.premain args=" + args + " redefine=" + inst.isRedefineClassesSupported()
                + " retransform=" + inst.isRetransformClassesSupported() + " prefix="
                + inst.isNativeMethodPrefixSupported() + " loader=" + Simple.class.getClassLoader().getClass().getSimpleName());
    }
}
JAVA
cat > "$work/src/ag/OneArg.java" <<'JAVA'
package ag;
public class OneArg {
    public static void premain(String args) {
        System.out.println("OneArg.premain args=" + args);
    }
}
JAVA
cat > "$work/src/ag/Watch.java" <<'JAVA'
package ag;
import java.lang.instrument.*;
import java.security.ProtectionDomain;
import java.util.*;
public class Watch {
    static Instrumentation inst;
    public static void premain(String args, Instrumentation i) {
        inst = i;
        i.addTransformer(new ClassFileTransformer() {
            public byte[] transform(ClassLoader l, String name, Class<?> r, ProtectionDomain pd, byte[] b) {
                if (name != null && name.startsWith("app/"))
                    System.out.println("Watch: " + name + " loader=" + (l == null ? "boot" : l.getClass().getSimpleName())
                            + " redefined=" + r + " magic=" + Integer.toHexString(((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff)));
                return null;
            }
        });
        List<String> names = new ArrayList<>();
        for (Class<?> c : i.getAllLoadedClasses()) names.add(c.getName());
        System.out.println("Watch: loaded has String " + names.contains("java.lang.String") + ", Watch "
                + names.contains("ag.Watch") + ", app.Main " + names.contains("app.Main"));
        System.out.println("Watch: size > 0 " + (i.getObjectSize(new int[10]) > 0) + ", modifiable String "
                + i.isModifiableClass(String.class) + " int " + i.isModifiableClass(int.class) + " int[] "
                + i.isModifiableClass(int[].class));
        try {
            i.addTransformer(new ClassFileTransformer() {}, true);
        } catch (UnsupportedOperationException e) {
            System.out.println("Watch: " + e.getMessage());
        }
        try {
            i.retransformClasses(String.class);
        } catch (Exception e) {
            System.out.println("Watch: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            i.redefineClasses(new ClassDefinition(String.class, new byte[0]));
        } catch (Exception e) {
            System.out.println("Watch: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            i.addTransformer(null);
        } catch (NullPointerException e) {
            System.out.println("Watch: NullPointerException");
        }
        ClassFileTransformer none = new ClassFileTransformer() {};
        System.out.println("Watch: remove unknown " + i.removeTransformer(none));
        i.addTransformer(none);
        System.out.println("Watch: remove known " + i.removeTransformer(none));
    }
}
JAVA
cat > "$work/src/ag/Change.java" <<'JAVA'
package ag;
import java.lang.instrument.*;
import java.security.ProtectionDomain;
import java.io.*;
import java.util.Arrays;
public class Change {
    static Instrumentation inst;
    static volatile String replacement;
    static String v2;

    /* The class file with the constants "hello" and "hullo" replaced (same
     * length). Both: after a redefinition HotSpot rebuilds the class file
     * it retransforms from a constant pool that merges the old and new
     * ones (docs/jvmti.md, known differences). */
    static byte[] patch(byte[] b, String with) {
        byte[] out = b.clone();
        byte[] to = with.getBytes();
        for (String f : new String[] { "hello", "hullo" }) {
            byte[] from = f.getBytes();
            for (int i = 0; i + 5 <= out.length; i++)
                if (Arrays.equals(Arrays.copyOfRange(out, i, i + 5), from)) System.arraycopy(to, 0, out, i, 5);
        }
        return out;
    }

    public static void premain(String args, Instrumentation i) {
        inst = i;
        v2 = args;
        i.addTransformer(new ClassFileTransformer() {
            public byte[] transform(ClassLoader l, String name, Class<?> r, ProtectionDomain pd, byte[] b) {
                if (!"app/Greeter".equals(name)) return null;
                System.out.println("Change: " + name + " redefined=" + (r == null ? null : r.getName())
                        + " with " + replacement);
                return replacement == null ? null : patch(b, replacement);
            }
        }, true);
        System.out.println("Change.premain");
    }

    public static void run() throws Exception {
        Class<?> g = Class.forName("app.Greeter");
        replacement = "HELLO";
        inst.retransformClasses(g);
        System.out.println("after retransform: " + g.getMethod("greet").invoke(null));
        byte[] orig;
        try (InputStream in = ClassLoader.getSystemResourceAsStream("app/Greeter.class")) {
            orig = in.readAllBytes();
        }
        replacement = null;
        inst.redefineClasses(new ClassDefinition(g, patch(orig, "hullo")));
        System.out.println("after redefine: " + g.getMethod("greet").invoke(null));
        byte[] schema;
        try (InputStream in = new FileInputStream(v2)) {
            schema = in.readAllBytes();
        }
        try {
            inst.redefineClasses(new ClassDefinition(g, schema));
        } catch (UnsupportedOperationException e) {
            System.out.println("schema change: " + e.getMessage());
        }
        try {
            inst.redefineClasses(new ClassDefinition(g, new byte[] { 1, 2, 3 }));
        } catch (ClassFormatError e) {
            System.out.println("garbage: ClassFormatError");
        }
        try {
            inst.retransformClasses(int.class);
        } catch (UnmodifiableClassException e) {
            System.out.println("primitive: UnmodifiableClassException");
        }
        replacement = "Hallo";
        inst.retransformClasses(g);
    }
}
JAVA
cat > "$work/src/boot/BootHelper.java" <<'JAVA'
package boot;
public class BootHelper {
    public static String where() { return "BootHelper loader=" + BootHelper.class.getClassLoader(); }
}
JAVA
cat > "$work/src/ag/UsesBoot.java" <<'JAVA'
package ag;
import java.lang.instrument.Instrumentation;
import java.util.jar.JarFile;
public class UsesBoot {
    public static void premain(String args, Instrumentation inst) throws Exception {
        System.out.println("UsesBoot: " + boot.BootHelper.where());
        inst.appendToSystemClassLoaderSearch(new JarFile(args));
        Class<?> c = Class.forName("extra.Extra");
        System.out.println("UsesBoot: " + c.getName() + " from " + c.getClassLoader().getClass().getSimpleName());
        System.out.println("UsesBoot: resource " + (ClassLoader.getSystemResource("extra/Extra.class") != null));
    }
}
JAVA
cat > "$work/src/extra/Extra.java" <<'JAVA'
package extra;
public class Extra {
}
JAVA

"$jdk/bin/javac" -d "$work/appcls" "$work/src/app/Greeter.java" "$work/src/app/Main.java" || exit 2
"$jdk/bin/javac" -d "$work/v2" "$work/src2/app/Greeter.java" || exit 2
"$jdk/bin/javac" -d "$work/bootcls" "$work/src/boot/BootHelper.java" || exit 2
"$jdk/bin/javac" -d "$work/extracls" "$work/src/extra/Extra.java" || exit 2
"$jdk/bin/javac" -cp "$work/bootcls" -d "$work/cls" "$work"/src/ag/*.java || exit 2
jar_with() {    # NAME MANIFEST-LINES...
    name=$1
    shift
    printf '%s\n' "$@" >"$work/$name.mf"
    (cd "$work/cls" && "$jdk/bin/jar" cfm "$work/$name.jar" "$work/$name.mf" ag) || exit 2
}
jar_with simple "Premain-Class: ag.Simple"
jar_with onearg "Premain-Class: ag.OneArg"
jar_with watch "Premain-Class: ag.Watch"
jar_with change "Premain-Class: ag.Change" "Can-Redefine-Classes: true" "Can-Retransform-Classes: true"
jar_with caps "Premain-Class: ag.Simple" "Can-Redefine-Classes: TRUE" "Can-Set-Native-Method-Prefix: true"
jar_with nopremain "Agent-Class: ag.Simple"
jar_with noclass "Premain-Class: ag.Nowhere"
jar_with usesboot "Premain-Class: ag.UsesBoot" "Boot-Class-Path: boot.jar"
(cd "$work/bootcls" && "$jdk/bin/jar" cf "$work/boot.jar" boot) || exit 2
(cd "$work/extracls" && "$jdk/bin/jar" cf "$work/extra.jar" extra) || exit 2

failed=0 n=0
# run_case NAME ARGS...: the same command line on both VMs.
run_case() {
    name=$1
    shift
    n=$((n + 1))
    (cd "$work" && "$jdk/bin/java" "$@" >"$name.java.out" 2>"$name.java.err"; echo "exit $?" >>"$name.java.out")
    (cd "$work" && timeout -k 5 60 "$vm" "$@" >"$name.agentvm.out" 2>"$name.agentvm.err"; echo "exit $?" >>"$name.agentvm.out")
    for s in out err; do
        if ! diff -u "$work/$name.java.$s" "$work/$name.agentvm.$s" >"$work/$name.$s.diff"; then
            echo "FAIL $name (std$s differs):"
            head -20 "$work/$name.$s.diff"
            failed=1
            return
        fi
    done
    echo "PASS $name"
}
run_case simple -javaagent:simple.jar=hello -cp appcls app.Main
run_case options -javaagent:simple.jar=a=b,c -javaagent:onearg.jar -javaagent:onearg.jar= -cp appcls app.Main
run_case caps -javaagent:caps.jar -cp appcls app.Main
run_case watch -javaagent:watch.jar -cp appcls app.Main
run_case change -javaagent:change.jar=v2/app/Greeter.class -cp appcls app.Main ag.Change
run_case both -javaagent:watch.jar -javaagent:change.jar=v2/app/Greeter.class -cp appcls app.Main ag.Change
run_case bootpath -javaagent:usesboot.jar=extra.jar -cp appcls app.Main
run_case missing -javaagent:nothere.jar -cp appcls app.Main
run_case nopremain -javaagent:nopremain.jar -cp appcls app.Main
run_case agentlib -agentlib:instrument=simple.jar=via-agentlib -cp appcls app.Main
echo "javaagent: $n cases, $([ $failed = 0 ] && echo all agree || echo some differ)"
exit $failed
