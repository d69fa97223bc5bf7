#!/bin/sh
# Reads archives made by the JDK's own `jar` tool with ZipFile, JarFile and
# JarInputStream, on the reference JVM and on agentvm, and compares the two
# outputs (live: the archives are made afresh each run, so nothing in them is
# fixed in a golden file).
#
# usage: tests/java/jar-tool.sh AGENTVM [BUILD_DIR]
# Exits 0 when the outputs agree, 1 when they differ, 77 (skipped) without a
# JDK 17 that has the jar tool.
set -u
. "$(dirname "$0")/live.sh"
live_setup jar-tool "$@"
mkdir -p "$work/src/app/res" "$work/classes" "$work/reader" "$work/payload/app/res" || exit 2

cat > "$work/src/app/Main.java" <<'JAVA'
package app;
public class Main {
    public static void main(String[] args) { System.out.println("main"); }
}
JAVA
cat > "$work/src/JarToolReader.java" <<'JAVA'
import java.io.*;
import java.util.*;
import java.util.jar.*;
import java.util.zip.*;

public class JarToolReader {
    static String digest(InputStream in) throws IOException {
        CRC32 crc = new CRC32();
        byte[] b = new byte[1000];
        long n = 0;
        int k;
        while ((k = in.read(b)) != -1) {
            crc.update(b, 0, k);
            n += k;
        }
        return n + "/" + Long.toHexString(crc.getValue());
    }

    static String attrs(Attributes a) {
        if (a == null) return "null";
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Object, Object> e : a.entrySet()) sb.append(' ').append(e.getKey()).append('=').append(e.getValue());
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        for (String path : args) {
            System.out.println("== " + new File(path).getName());
            try (JarFile jf = new JarFile(path)) {
                System.out.println("size " + jf.size() + " comment " + jf.getComment());
                for (Enumeration<JarEntry> en = jf.entries(); en.hasMoreElements();) {
                    JarEntry e = en.nextElement();
                    System.out.println(e.getName() + " method=" + e.getMethod() + " size=" + e.getSize() + " csize="
                            + e.getCompressedSize() + " crc=" + Long.toHexString(e.getCrc()) + " time=" + e.getTime()
                            + " extra=" + Arrays.toString(e.getExtra()) + " data=" + digest(jf.getInputStream(e))
                            + " attrs=" + attrs(e.getAttributes()));
                }
                Manifest m = jf.getManifest();
                System.out.println("manifest " + (m == null ? "none" : attrs(m.getMainAttributes()) + " entries="
                        + new TreeMap<>(m.getEntries()).keySet()));
                if (m != null) {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    m.write(out);
                    try (InputStream raw = jf.getInputStream(jf.getEntry(JarFile.MANIFEST_NAME))) {
                        System.out.println("manifest rewritten " + digest(new ByteArrayInputStream(out.toByteArray()))
                                + " original " + digest(raw));
                    }
                }
            }
            try (JarInputStream in = new JarInputStream(new FileInputStream(path))) {
                Manifest m = in.getManifest();
                System.out.println("stream manifest " + (m == null ? "none" : attrs(m.getMainAttributes())));
                JarEntry e;
                while ((e = in.getNextJarEntry()) != null) {
                    System.out.println("stream " + e.getName() + " " + digest(in) + " size=" + e.getSize()
                            + " attrs=" + attrs(e.getAttributes()));
                }
            }
        }
    }
}
JAVA
"$jdk/bin/javac" -d "$work/classes" "$work/src/app/Main.java" &&
    "$jdk/bin/javac" -d "$work/reader" "$work/src/JarToolReader.java" || { echo "error: javac failed" >&2; exit 2; }
cp "$work/classes/app/Main.class" "$work/payload/app/" &&
    i=0 && while [ $i -lt 400 ]; do echo "resource line $i"; i=$((i + 1)); done > "$work/payload/app/res/big.txt" &&
    printf 'k=v\n' > "$work/payload/app/res/small.properties" &&
    : > "$work/payload/app/res/empty.txt" &&
    printf 'Main-Class: app.Main\nImplementation-Title: jar tool test with a long title that needs a continuation line in the manifest\n\nName: app/res/big.txt\nContent-Type: text/plain\n\n' > "$work/extra.mf" || exit 2

(cd "$work" &&
    "$jdk/bin/jar" --create --file jars-default.jar --manifest extra.mf -C payload . &&
    "$jdk/bin/jar" cf0 jars-stored.jar -C payload . &&
    "$jdk/bin/jar" cfM jars-nomanifest.jar -C payload app/res &&
    "$jdk/bin/jar" --create --file jars-main.jar --main-class app.Main -C payload app/Main.class) ||
    { echo "error: the jar tool failed" >&2; exit 2; }

jars="$work/jars-default.jar $work/jars-stored.jar $work/jars-nomanifest.jar $work/jars-main.jar"
# shellcheck disable=SC2086
"$jdk/bin/java" -cp "$work/reader" JarToolReader $jars > "$work/jdk.out" 2> "$work/jdk.err"
jst=$?
# shellcheck disable=SC2086
timeout -k 5 60 "$vm" -cp "$work/reader" JarToolReader $jars > "$work/agentvm.out" 2> "$work/agentvm.err"
ast=$?
if [ "$jst" != 0 ]; then
    echo "error: the reader failed on the reference JVM (status $jst)" >&2
    cat "$work/jdk.err" >&2
    exit 2
fi
if [ "$ast" != 0 ] || ! cmp -s "$work/jdk.out" "$work/agentvm.out"; then
    echo "FAIL: agentvm (status $ast) reads the jar tool's archives differently:"
    diff "$work/jdk.out" "$work/agentvm.out" | head -40
    head -20 "$work/agentvm.err"
    exit 1
fi
echo "PASS: $(wc -l < "$work/jdk.out") lines agree over 4 archives made by $jdk/bin/jar"
exit 0
