#!/bin/sh
# Writes the seed corpora of the fuzz targets (tests/fuzz) into OUT/<target>:
#
#   scripts/fuzz-seeds.sh BUILD_DIR OUT
#
# classfile, vm: the class files of the Java test programs (tests/java/src,
# compiled here) and the malformed-class corpus of tests/classfiles;
# jar: JARs made with the JDK's jar tool (manifest with Main-Class and
# Class-Path, stored and deflated entries) and a few broken archives;
# options: the command lines of tests/robustness/launcher.sh, arguments
# separated by NUL bytes; api: a few byte strings (the JVMTI/JNI target's
# input is a program of calls, any bytes will do).
set -eu
[ $# -eq 2 ] || { echo "usage: $0 BUILD_DIR OUT" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
javac=${JAVAC:-javac}
jar=${JAR:-jar}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Class files of the test programs: for the parser every one up to 16 KiB;
# for the VM, which runs each, those up to 3 KiB (a few hundred).
mkdir -p "$out/classfile" "$out/vm" "$tmp/classes"
"$javac" -nowarn -d "$tmp/classes" "$root"/tests/java/src/*.java >/dev/null 2>&1 || true
for f in "$tmp"/classes/*.class; do
    [ -f "$f" ] || continue
    size=$(wc -c < "$f")
    [ "$size" -le 16384 ] || continue
    n=$(basename "$f")
    cp "$f" "$out/classfile/$n"
    [ "$size" -gt 3072 ] || cp "$f" "$out/vm/$n"
done
if [ -x "$build/bin/gen_corpus" ]; then
    mkdir -p "$tmp/malformed"
    "$build/bin/gen_corpus" "$tmp/malformed" >/dev/null
    for f in "$tmp"/malformed/*; do
        cp "$f" "$out/classfile/malformed-$(basename "$f")"
    done
fi

# JARs.
mkdir -p "$out/jar" "$tmp/jar/p"
printf 'public class A { public static void main(String[] a) { } }\n' > "$tmp/jar/A.java"
printf 'package p; public class B { }\n' > "$tmp/jar/p/B.java"
"$javac" -d "$tmp/jar" "$tmp/jar/A.java" "$tmp/jar/p/B.java"
printf 'Main-Class: A\nClass-Path: lib/one.jar\n  lib/two.jar\n' > "$tmp/manifest"
(cd "$tmp/jar" && "$jar" cfm "$out/jar/main.jar" "$tmp/manifest" A.class p/B.class)
(cd "$tmp/jar" && "$jar" cf0 "$out/jar/stored.jar" A.class)
(cd "$tmp/jar" && "$jar" cfM "$out/jar/nomanifest.jar" A.class p/B.class)
printf 'not a zip file\n' > "$out/jar/corrupt.jar"
head -c 100 "$out/jar/main.jar" > "$out/jar/truncated.jar"

# Command lines.
mkdir -p "$out/options"
i=0
grep '^lc ' "$root/tests/robustness/launcher.sh" | tr -s ' ' | cut -d' ' -f4- |
while IFS= read -r line; do
    i=$((i + 1))
    printf '%s' "$line" | sed 's/^ *//; s/"//g' | tr ' ' '\000' > "$out/options/launcher-$i"
done
printf -- '-jar\000%s\000x' "$out/jar/main.jar" > "$out/options/jar-main"
printf -- '-agentlib:x=a,b\000-Xrunhprof:cpu=y\000-XX:JVMTIVersion=11\000A' > "$out/options/agents"

# JVMTI and JNI calls.
mkdir -p "$out/api"
for n in 1 2 3 4; do
    head -c $((n * 64)) /dev/urandom > "$out/api/random-$n"
done
