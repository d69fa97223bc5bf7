#!/usr/bin/env bash
# JNI natives of a user library, compared live with the reference JVM:
# builds libjninatives.so against the JDK's jni.h and against ours, runs
# JniNatives on java and on agentvm (both builds), compares stdout and
# exit status. usage: tests/jni/run.sh AGENTVM JAVA_HOME WORKDIR
set -u
vm=$1 jhome=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
if [ ! -x "$jhome/bin/java" ]; then
    echo "skipped: no JDK at $jhome (the reference JVM is the oracle)"
    exit 77
fi
rm -rf "$work" && mkdir -p "$work/jdk" "$work/ours" "$work/classes" || exit 2
cc=${CC:-cc}
$cc -shared -fPIC -o "$work/jdk/libjninatives.so" -I"$jhome/include" -I"$jhome/include/linux" "$here/jninatives.c" || exit 2
$cc -shared -fPIC -o "$work/ours/libjninatives.so" -I"$repo/include" "$here/jninatives.c" || exit 2
"$jhome/bin/javac" -d "$work/classes" "$here/JniNatives.java" || exit 2
export LC_ALL=C.UTF-8
"$jhome/bin/java" -Djava.library.path="$work/jdk" -cp "$work/classes" JniNatives >"$work/expected.out" 2>"$work/expected.err"
echo $? >>"$work/expected.out"
passed=0 failed=0
for build in jdk ours; do
    "$vm" -Djava.library.path="$work/$build" -cp "$work/classes" JniNatives >"$work/$build.out" 2>"$work/$build.err"
    echo $? >>"$work/$build.out"
    if diff -u "$work/expected.out" "$work/$build.out" >"$work/$build.diff"; then
        echo "PASS jni[$build-headers]"
        passed=$((passed + 1))
    else
        echo "FAIL jni[$build-headers]:"
        head -20 "$work/$build.diff"
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
