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
# follows the ReleaseStringUTFChars report, is left out. Then cases run
# without -Xcheck:jni: live where HotSpot's answer is defined, and against
# agentvm's documented exceptions where HotSpot reads or writes the wrong
# memory. Exits 77 (skipped) without a Java 17 or gcc.
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

static const char *null_or_not(const void *p) { return p ? "non-null" : "null"; }

/* DefineClass with this class's own bytes under another name. */
static void define_as(JNIEnv *env, const char *name)
{
    static char buf[65536];
    FILE *f = fopen("classes/CheckJni.class", "rb");
    size_t len = f ? fread(buf, 1, sizeof buf, f) : 0;
    if (f)
        fclose(f);
    printf("class %s\n", null_or_not((*env)->DefineClass(env, name, NULL, (const jbyte *)buf, (jsize)len)));
}

JNIEXPORT void JNICALL Java_CheckJni_run(JNIEnv *env, jclass cls, jstring which, jobject obj)
{
    char c[64];
    const char *w = (*env)->GetStringUTFChars(env, which, NULL);
    snprintf(c, sizeof c, "%s", w);
    (*env)->ReleaseStringUTFChars(env, which, w);
    jmethodID thrower = (*env)->GetStaticMethodID(env, cls, "thrower", "()V");
    jmethodID noop = (*env)->GetStaticMethodID(env, cls, "noop", "()V");
    jmethodID inst = (*env)->GetMethodID(env, cls, "inst", "()V");
    jclass str = (*env)->FindClass(env, "java/lang/String");
    jmethodID length = (*env)->GetMethodID(env, str, "length", "()I");
    jmethodID value_of = (*env)->GetStaticMethodID(env, str, "valueOf", "(I)Ljava/lang/String;");
    jmethodID str_init = (*env)->GetMethodID(env, str, "<init>", "()V");
    jintArray ints = (*env)->NewIntArray(env, 3);
    (void)inst;
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
    /* Objects of the wrong kind, and null, for string and array functions. */
    } else if (!strcmp(c, "utf-non-string")) {
        printf("chars %s\n", null_or_not((*env)->GetStringUTFChars(env, (jstring)obj, NULL)));
    } else if (!strcmp(c, "utf-array")) {
        printf("chars %s\n", null_or_not((*env)->GetStringUTFChars(env, (jstring)ints, NULL)));
    } else if (!strcmp(c, "utf-null")) {
        printf("chars %s\n", null_or_not((*env)->GetStringUTFChars(env, NULL, NULL)));
    } else if (!strcmp(c, "length-non-string")) {
        printf("length %d\n", (int)(*env)->GetStringLength(env, (jstring)obj));
    } else if (!strcmp(c, "utf-length-non-string")) {
        printf("length %d\n", (int)(*env)->GetStringUTFLength(env, (jstring)obj));
    } else if (!strcmp(c, "chars-non-string")) {
        printf("chars %s\n", null_or_not((*env)->GetStringChars(env, (jstring)obj, NULL)));
    } else if (!strcmp(c, "region-non-string")) {
        jchar b[4];
        (*env)->GetStringRegion(env, (jstring)obj, 0, 1, b);
    } else if (!strcmp(c, "utf-region-non-string")) {
        char b[8];
        (*env)->GetStringUTFRegion(env, (jstring)obj, 0, 1, b);
    } else if (!strcmp(c, "critical-non-string")) {
        const jchar *s = (*env)->GetStringCritical(env, (jstring)obj, NULL);
        if (s)
            (*env)->ReleaseStringCritical(env, (jstring)obj, s);
    } else if (!strcmp(c, "release-utf-non-string")) {
        const char *s = (*env)->GetStringUTFChars(env, which, NULL);
        (*env)->ReleaseStringUTFChars(env, (jstring)obj, s);
    } else if (!strcmp(c, "release-chars-non-string")) {
        const jchar *s = (*env)->GetStringChars(env, which, NULL);
        (*env)->ReleaseStringChars(env, (jstring)obj, s);
    } else if (!strcmp(c, "array-length-null")) {
        printf("length %d\n", (int)(*env)->GetArrayLength(env, NULL));
    } else if (!strcmp(c, "array-length-non-array")) {
        printf("length %d\n", (int)(*env)->GetArrayLength(env, (jarray)obj));
    } else if (!strcmp(c, "elements-non-array")) {
        printf("elements %s\n", null_or_not((*env)->GetIntArrayElements(env, (jintArray)obj, NULL)));
    } else if (!strcmp(c, "elements-object-array")) {
        jobjectArray a = (*env)->NewObjectArray(env, 2, str, NULL);
        printf("elements %s\n", null_or_not((*env)->GetIntArrayElements(env, (jintArray)a, NULL)));
    } else if (!strcmp(c, "region-non-array")) {
        jint b[2];
        (*env)->GetIntArrayRegion(env, (jintArray)obj, 0, 1, b);
    } else if (!strcmp(c, "region-type")) {
        jlong b[2];
        (*env)->GetLongArrayRegion(env, (jlongArray)ints, 0, 1, b);
    } else if (!strcmp(c, "object-element-primitive-array")) {
        printf("element %s\n", null_or_not((*env)->GetObjectArrayElement(env, (jobjectArray)ints, 0)));
    } else if (!strcmp(c, "critical-object-array")) {
        jobjectArray a = (*env)->NewObjectArray(env, 2, str, NULL);
        void *e = (*env)->GetPrimitiveArrayCritical(env, a, NULL);
        if (e)
            (*env)->ReleasePrimitiveArrayCritical(env, a, e, 0);
    /* Method and field IDs of another class or kind. */
    } else if (!strcmp(c, "call-other-class")) {
        printf("result %d\n", (int)(*env)->CallIntMethod(env, obj, length));
    } else if (!strcmp(c, "call-other-static")) {
        (*env)->CallObjectMethod(env, obj, value_of, 3);
    } else if (!strcmp(c, "nonvirtual-other-class")) {
        printf("result %d\n", (int)(*env)->CallNonvirtualIntMethod(env, obj, str, length));
    } else if (!strcmp(c, "static-call-instance-id")) {
        printf("result %d\n", (int)(*env)->CallStaticIntMethod(env, cls, length));
    } else if (!strcmp(c, "static-call-other-static")) {
        (*env)->CallStaticObjectMethod(env, cls, value_of, 3);
    } else if (!strcmp(c, "new-object-other-constructor")) {
        printf("object %s\n", null_or_not((*env)->NewObject(env, cls, str_init)));
    } else if (!strcmp(c, "field-other-class")) {
        printf("value %d\n", (int)(*env)->GetIntField(env, which, (*env)->GetFieldID(env, cls, "field", "I")));
    } else if (!strcmp(c, "field-wider-type")) {
        (*env)->SetLongField(env, obj, (*env)->GetFieldID(env, cls, "field", "I"), 5);
    } else if (!strcmp(c, "field-null-object")) {
        printf("value %d\n", (int)(*env)->GetIntField(env, NULL, (*env)->GetFieldID(env, cls, "field", "I")));
    } else if (!strcmp(c, "field-null-id")) {
        printf("value %d\n", (int)(*env)->GetIntField(env, obj, NULL));
    } else if (!strcmp(c, "field-of-object")) {
        jobject o = (*env)->AllocObject(env, (*env)->FindClass(env, "java/lang/Object"));
        printf("value %d\n", (int)(*env)->GetIntField(env, o, (*env)->GetFieldID(env, cls, "field", "I")));
    } else if (!strcmp(c, "static-field-other-class")) {
        printf("value %d\n", (int)(*env)->GetStaticIntField(env, str, (*env)->GetStaticFieldID(env, cls, "counter", "I")));
    } else if (!strcmp(c, "call-null-arguments")) {
        printf("result %s\n", null_or_not((*env)->CallStaticObjectMethodA(env, str, value_of, NULL)));
    } else if (!strcmp(c, "throw-new-non-throwable")) {
        printf("status %d\n", (int)(*env)->ThrowNew(env, str, "message"));
    /* Negative capacities and sizes. */
    } else if (!strcmp(c, "ensure-negative")) {
        printf("status %d\n", (int)(*env)->EnsureLocalCapacity(env, -1));
    } else if (!strcmp(c, "push-negative")) {
        printf("status %d\n", (int)(*env)->PushLocalFrame(env, -1));
    } else if (!strcmp(c, "new-array-negative")) {
        printf("array %s\n", null_or_not((*env)->NewIntArray(env, -1)));
    } else if (!strcmp(c, "new-object-array-negative")) {
        printf("array %s\n", null_or_not((*env)->NewObjectArray(env, -1, str, NULL)));
    /* Class names: not modified UTF-8, an encoded NUL, a descriptor. */
    } else if (!strcmp(c, "find-class-bad-utf8")) {
        printf("class %s\n", null_or_not((*env)->FindClass(env, "java/\xff\xfelang")));
    } else if (!strcmp(c, "find-class-overlong")) {
        printf("class %s\n", null_or_not((*env)->FindClass(env, "java/lang/\xe0\x81\x81String")));
    } else if (!strcmp(c, "find-class-nul")) {
        printf("class %s\n", null_or_not((*env)->FindClass(env, "java/lang/Str\xc0\x80ing")));
    } else if (!strcmp(c, "find-class-descriptor")) {
        printf("class %s\n", null_or_not((*env)->FindClass(env, "Ljava/lang/String;")));
    } else if (!strcmp(c, "find-class-descriptor-missing")) {
        printf("class %s\n", null_or_not((*env)->FindClass(env, "LNoSuchClass;")));
    } else if (!strcmp(c, "find-class-descriptor-array")) {
        printf("class %s\n", null_or_not((*env)->FindClass(env, "L[I;")));
    } else if (!strcmp(c, "define-class-bad-utf8")) {
        define_as(env, "Check\xffJni");
    } else if (!strcmp(c, "define-class-descriptor")) {
        define_as(env, "LCheckJni;");
    }
    fflush(stdout);
}
C

"$jdk/bin/javac" -d "$work/classes" "$work/CheckJni.java" || { echo "FAIL: javac"; exit 1; }
gcc -shared -fPIC -I"$src_root/include" -o "$work/libcheckjni.so" "$work/checkjni.c" ||
    { echo "FAIL: building the native library"; exit 1; }

pass=0 fail=0

# run VM MODE CASE: the case's normalized standard output and exit
# status in $work/CASE.VM.norm and .rc (VM: hotspot or agentvm; MODE:
# checked, with -Xcheck:jni, or unchecked, which names the files
# CASE.unchecked.VM.*).
run() {
    if [ "$1" = hotspot ]; then cmd=$jdk/bin/java; else cmd=$vm; fi
    if [ "$2" = checked ]; then opt=-Xcheck:jni f=$work/$3.$1; else opt= f=$work/$3.unchecked.$1; fi
    # A fatal error aborts: no core files, and the shell's report of the
    # abort goes to /dev/null with the rest of its stderr.
    (ulimit -c 0; cd "$work" && $cmd $opt -Djava.library.path="$work" -cp "$work/classes" \
        CheckJni "$3" >"$f.out" 2>"$f.err"; echo $? >"$f.rc") 2>/dev/null
    sed -e 's/0x[0-9a-f]*/ADDR/g' -e '/^GuardedMemory(/,/^  User data/d' "$f.out" >"$f.norm"
}

# verdict NAME EXPECTED_NORM EXPECTED_RC ACTUAL_NORM ACTUAL_RC: a sanitizer
# report on agentvm's stderr fails the case too.
verdict() {
    if grep -q 'runtime error:\|Sanitizer' "${4%.norm}.err"; then
        fail=$((fail + 1))
        echo "FAIL: $1 (sanitizer report)"
        grep -m5 'runtime error:\|Sanitizer' "${4%.norm}.err" | sed 's/^/    /'
    elif cmp -s "$2" "$4" && cmp -s "$3" "$5"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL: $1 (status $(cat "$3") expected, $(cat "$5") on agentvm)"
        diff "$2" "$4" | sed 's/^/    /'
    fi
}

# With -Xcheck:jni, live against HotSpot.
for c in pending unchecked-return unchecked-call checked not-a-class deleted-local deleted-global \
         static-field-id instance-field-id field-type wrong-class release-utf array-bounds \
         critical-bounds in-critical array-type throw-non-throwable elements-copy-back \
         unchecked-return,unchecked-return pending,checked \
         utf-non-string utf-array utf-null length-non-string utf-length-non-string chars-non-string \
         region-non-string utf-region-non-string critical-non-string release-utf-non-string \
         release-chars-non-string array-length-null array-length-non-array elements-non-array \
         elements-object-array region-non-array region-type object-element-primitive-array \
         critical-object-array call-other-class call-other-static nonvirtual-other-class \
         static-call-instance-id static-call-other-static new-object-other-constructor field-wider-type \
         field-null-object field-null-id field-of-object static-field-other-class throw-new-non-throwable \
         ensure-negative push-negative new-array-negative new-object-array-negative \
         find-class-bad-utf8 find-class-overlong find-class-nul find-class-descriptor \
         find-class-descriptor-missing find-class-descriptor-array \
         define-class-bad-utf8 define-class-descriptor; do
    run hotspot checked "$c"
    run agentvm checked "$c"
    verdict "$c" "$work/$c.hotspot.norm" "$work/$c.hotspot.rc" "$work/$c.agentvm.norm" "$work/$c.agentvm.rc"
done

# Without -Xcheck:jni, where HotSpot's answer is defined: live.
for c in wrong-class static-field-other-class ensure-negative push-negative new-array-negative new-object-array-negative \
         find-class-bad-utf8 find-class-overlong find-class-nul find-class-descriptor \
         find-class-descriptor-missing find-class-descriptor-array \
         define-class-bad-utf8 define-class-descriptor; do
    run hotspot unchecked "$c"
    run agentvm unchecked "$c"
    f=$work/$c.unchecked
    verdict "$c (unchecked)" "$f.hotspot.norm" "$f.hotspot.rc" "$f.agentvm.norm" "$f.agentvm.rc"
done

# Without -Xcheck:jni, misuse on which HotSpot reads or writes the wrong
# memory (returning garbage, crashing, or corrupting the heap): agentvm
# refuses it with the exception given here (docs/architecture.md, "JNI"),
# then the program goes on. Each line: the case, then its expected output
# lines, separated by '|'.
while IFS= read -r line; do
    c=${line%%|*}
    run agentvm unchecked "$c"
    f=$work/$c.unchecked
    { printf '%s\n' "${line#*|}" | tr '|' '\n'; echo end; } >"$f.expected.norm"
    echo 0 >"$f.expected.rc"
    verdict "$c (unchecked)" "$f.expected.norm" "$f.expected.rc" "$f.agentvm.norm" "$f.agentvm.rc"
done <<'EXPECTED'
utf-non-string|chars null|caught java.lang.IllegalArgumentException: not a java.lang.String
utf-array|chars null|caught java.lang.IllegalArgumentException: not a java.lang.String
utf-null|chars null|caught java.lang.NullPointerException
length-non-string|length 0|caught java.lang.IllegalArgumentException: not a java.lang.String
utf-length-non-string|length 0|caught java.lang.IllegalArgumentException: not a java.lang.String
chars-non-string|chars null|caught java.lang.IllegalArgumentException: not a java.lang.String
region-non-string|caught java.lang.IllegalArgumentException: not a java.lang.String
utf-region-non-string|caught java.lang.IllegalArgumentException: not a java.lang.String
critical-non-string|caught java.lang.IllegalArgumentException: not a java.lang.String
array-length-null|length 0|caught java.lang.NullPointerException
array-length-non-array|length 0|caught java.lang.IllegalArgumentException: not an array
elements-non-array|elements null|caught java.lang.IllegalArgumentException: not an array
elements-object-array|elements null|caught java.lang.IllegalArgumentException: array of another element type
array-type|caught java.lang.IllegalArgumentException: array of another element type
region-type|caught java.lang.IllegalArgumentException: array of another element type
critical-object-array|caught java.lang.IllegalArgumentException: not a primitive array
object-element-primitive-array|element null|caught java.lang.IllegalArgumentException: not an object array
call-other-class|result 0|caught java.lang.IllegalArgumentException: method ID of java.lang.String called on an instance of CheckJni
nonvirtual-other-class|result 0|caught java.lang.IllegalArgumentException: method ID of java.lang.String called on an instance of CheckJni
new-object-other-constructor|object null|caught java.lang.IllegalArgumentException: method ID of java.lang.String called on an instance of CheckJni
static-call-instance-id|result 0|caught java.lang.NullPointerException
static-field-id|caught java.lang.IllegalArgumentException: static field ID for an instance field access
instance-field-id|caught java.lang.IllegalArgumentException: instance field ID for a static field access
field-type|caught java.lang.IllegalArgumentException: field field of type I accessed as L
field-wider-type|caught java.lang.IllegalArgumentException: field field of type I accessed as J
field-null-object|value 0|caught java.lang.NullPointerException
field-null-id|value 0|caught java.lang.NullPointerException
field-of-object|value 0|caught java.lang.IllegalArgumentException: field ID of CheckJni used on an instance of java.lang.Object
call-null-arguments|result null|caught java.lang.NullPointerException
throw-non-throwable|caught java.lang.IllegalArgumentException: java.lang.String is not a java.lang.Throwable
throw-new-non-throwable|status -1|caught java.lang.IllegalArgumentException: java.lang.String is not a java.lang.Throwable
field-other-class|value 0|caught java.lang.IllegalArgumentException: field ID of CheckJni used on an instance of java.lang.String
EXPECTED
rm -f "$work"/hs_err_pid*.log

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
