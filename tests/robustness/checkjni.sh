#!/bin/sh
# -Xcheck:jni, compared with the reference JVM's, live.
#
# usage: checkjni.sh AGENTVM [BUILD_DIR]
#
# A native (built here with gcc) misuses JNI in one way per case (cases
# joined by commas run one after the other in one VM); each case runs on
# both VMs with -Xcheck:jni. Standard output (the WARNING and FATAL ERROR
# lines with their Java stacks, then the program's own lines) must
# match with addresses left out, and so must the exit status (134 after a
# fatal error's abort). HotSpot's dump of its guard block internals, which
# follows the ReleaseStringUTFChars report, is left out. Exits 77 (skipped)
# without a Java 17 or gcc.
set -u
here=$(cd "$(dirname "$0")" && pwd)
src_root=$(cd "$here/../.." && pwd)

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 AGENTVM [BUILD_DIR]" >&2; exit 2; }
vm=$1
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
[ -x "$vm" ] || { echo "error: $vm is not executable" >&2; exit 2; }

is_jdk17() { "$1/bin/java" -version 2>&1 | head -1 | grep -q '"17[."]'; }
jdk=${JAVA_HOME:-}
if [ -z "$jdk" ] || ! is_jdk17 "$jdk"; then
    jdk=/usr/lib/jvm/java-17-openjdk-amd64
fi
is_jdk17 "$jdk" || { echo "skipped: no Java 17 found (set JAVA_HOME)"; exit 77; }
command -v gcc >/dev/null 2>&1 || { echo "skipped: no gcc"; exit 77; }

if [ $# -ge 2 ]; then
    mkdir -p "$2" || exit 2
    work=$(cd "$2" && pwd)/robustness-checkjni
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/classes"

cat > "$work/CheckJni.java" <<'JAVA'
public class CheckJni {
    static int counter;
    int field;

    static void thrower() { throw new IllegalStateException("boom"); }
    static void noop() { counter++; }
    void inst() { }

    static native void run(String which, Object arg);

    public static void main(String[] args) {
        System.loadLibrary("checkjni");
        for (String which : args.length > 0 ? args[0].split(",") : new String[0]) {
            try {
                run(which, new CheckJni());
                System.out.println("returned");
            } catch (Throwable t) {
                System.out.println("caught " + t);
            }
        }
        System.out.println("end");
    }
}
JAVA

cat > "$work/checkjni.c" <<'C'
#include <jni.h>
#include <stdio.h>
#include <string.h>

JNIEXPORT void JNICALL Java_CheckJni_run(JNIEnv *env, jclass cls, jstring which, jobject obj)
{
    char c[64];
    const char *w = (*env)->GetStringUTFChars(env, which, NULL);
    snprintf(c, sizeof c, "%s", w);
    (*env)->ReleaseStringUTFChars(env, which, w);
    jmethodID thrower = (*env)->GetStaticMethodID(env, cls, "thrower", "()V");
    jmethodID noop = (*env)->GetStaticMethodID(env, cls, "noop", "()V");
    jmethodID inst = (*env)->GetMethodID(env, cls, "inst", "()V");
    if (!strcmp(c, "pending")) {
        (*env)->CallStaticVoidMethod(env, cls, thrower);
        (*env)->CallStaticVoidMethod(env, cls, noop);
    } else if (!strcmp(c, "unchecked-return")) {
        (*env)->CallStaticVoidMethod(env, cls, noop);
    } else if (!strcmp(c, "unchecked-call")) {
        (*env)->CallVoidMethod(env, obj, inst);
        (*env)->FindClass(env, "java/lang/String");
    } else if (!strcmp(c, "checked")) {
        (*env)->CallStaticVoidMethod(env, cls, thrower);
        (*env)->ExceptionCheck(env);
    } else if (!strcmp(c, "not-a-class")) {
        (*env)->GetStaticMethodID(env, (jclass)which, "noop", "()V");
    } else if (!strcmp(c, "deleted-local")) {
        jobject o = (*env)->NewStringUTF(env, "x");
        (*env)->DeleteLocalRef(env, o);
        (*env)->GetStringUTFLength(env, (jstring)o);
    } else if (!strcmp(c, "deleted-global")) {
        jobject g = (*env)->NewGlobalRef(env, obj);
        (*env)->DeleteGlobalRef(env, g);
        (*env)->GetObjectClass(env, g);
    } else if (!strcmp(c, "static-field-id")) {
        (*env)->GetIntField(env, obj, (*env)->GetStaticFieldID(env, cls, "counter", "I"));
    } else if (!strcmp(c, "instance-field-id")) {
        (*env)->GetStaticIntField(env, cls, (*env)->GetFieldID(env, cls, "field", "I"));
    } else if (!strcmp(c, "field-type")) {
        (*env)->GetObjectField(env, obj, (*env)->GetFieldID(env, cls, "field", "I"));
    } else if (!strcmp(c, "wrong-class")) {
        (*env)->CallStaticVoidMethod(env, (*env)->FindClass(env, "java/lang/String"), noop);
    } else if (!strcmp(c, "release-utf")) {
        const char *s = (*env)->GetStringUTFChars(env, which, NULL);
        (*env)->ReleaseStringUTFChars(env, which, s + 1);
    } else if (!strcmp(c, "array-bounds")) {
        jintArray a = (*env)->NewIntArray(env, 4);
        jint *e = (*env)->GetIntArrayElements(env, a, NULL);
        e[4] = 42;
        (*env)->ReleaseIntArrayElements(env, a, e, 0);
    } else if (!strcmp(c, "critical-bounds")) {
        jintArray a = (*env)->NewIntArray(env, 4);
        jint *e = (*env)->GetPrimitiveArrayCritical(env, a, NULL);
        e[4] = 42;
        (*env)->ReleasePrimitiveArrayCritical(env, a, e, 0);
    } else if (!strcmp(c, "in-critical")) {
        jintArray a = (*env)->NewIntArray(env, 4);
        jint *e = (*env)->GetPrimitiveArrayCritical(env, a, NULL);
        (*env)->FindClass(env, "java/lang/String");
        (*env)->ReleasePrimitiveArrayCritical(env, a, e, 0);
    } else if (!strcmp(c, "array-type")) {
        (*env)->GetLongArrayElements(env, (jlongArray)(*env)->NewIntArray(env, 4), NULL);
    } else if (!strcmp(c, "throw-non-throwable")) {
        (*env)->Throw(env, (jthrowable)which);
    } else if (!strcmp(c, "elements-copy-back")) {
        jintArray a = (*env)->NewIntArray(env, 2);
        jint *e = (*env)->GetIntArrayElements(env, a, NULL);
        e[1] = 7;
        (*env)->ReleaseIntArrayElements(env, a, e, 0);
        jint back[1];
        (*env)->GetIntArrayRegion(env, a, 1, 1, back);
        printf("element %d\n", (int)back[0]);
        fflush(stdout);
    }
}
C

"$jdk/bin/javac" -d "$work/classes" "$work/CheckJni.java" || { echo "FAIL: javac"; exit 1; }
gcc -shared -fPIC -I"$src_root/include" -o "$work/libcheckjni.so" "$work/checkjni.c" ||
    { echo "FAIL: building the native library"; exit 1; }

pass=0 fail=0
for c in pending unchecked-return unchecked-call checked not-a-class deleted-local deleted-global \
         static-field-id instance-field-id field-type wrong-class release-utf array-bounds \
         critical-bounds in-critical array-type throw-non-throwable elements-copy-back \
         unchecked-return,unchecked-return pending,checked; do
    for v in hotspot agentvm; do
        if [ $v = hotspot ]; then cmd=$jdk/bin/java; else cmd=$vm; fi
        # A fatal error aborts: no core files, and the shell's report of the
        # abort goes to /dev/null with the rest of its stderr.
        (ulimit -c 0; cd "$work" && $cmd -Xcheck:jni -Djava.library.path="$work" -cp "$work/classes" \
            CheckJni "$c" >"$work/$c.$v.out" 2>"$work/$c.$v.err"; echo $? >"$work/$c.$v.rc") 2>/dev/null
        sed -e 's/0x[0-9a-f]*/ADDR/g' -e '/^GuardedMemory(/,/^  User data/d' "$work/$c.$v.out" >"$work/$c.$v.norm"
    done
    if cmp -s "$work/$c.hotspot.norm" "$work/$c.agentvm.norm" &&
       cmp -s "$work/$c.hotspot.rc" "$work/$c.agentvm.rc"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL: $c (status $(cat "$work/$c.hotspot.rc") on HotSpot, $(cat "$work/$c.agentvm.rc") on agentvm)"
        diff "$work/$c.hotspot.norm" "$work/$c.agentvm.norm" | sed 's/^/    /'
    fi
done
rm -f "$work"/hs_err_pid*.log

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
