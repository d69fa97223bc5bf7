#!/bin/sh
# The options string Agent_OnLoad receives, compared with the reference JVM's,
# live, for every way of naming an agent.
#
# usage: agent-options.sh AGENTVM [BUILD_DIR]
#
# A small agent prints the options it was given in Agent_OnLoad ("NULL" or
# the string in quotes), keeps the pointer, and prints the string again
# through that pointer in VMInit, VMDeath and Agent_OnUnload: HotSpot passes
# NULL when the option has no "=" (":" for -Xrun) and keeps the string for
# the life of the VM. Each form (-agentpath, -agentlib, -Xrun, and
# JAVA_TOOL_OPTIONS) runs on both VMs; standard output and the exit status
# must be the same. The agent is built against the JDK's jvmti.h for
# HotSpot and against include/jvmti.h for agentvm. Exits 77 (skipped)
# without a Java 17 or without gcc.
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
command -v gcc >/dev/null 2>&1 || { echo "skipped: no gcc to build the agent"; exit 77; }

if [ $# -ge 2 ]; then
    mkdir -p "$2" || exit 2
    work=$(cd "$2" && pwd)/robustness-agent-options
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/classes" "$work/hotspot" "$work/agentvm"

cat > "$work/AgentOptions.java" <<'JAVA'
public class AgentOptions {
    public static void main(String[] args) {
        System.out.println("main");
    }
}
JAVA
"$jdk/bin/javac" -d "$work/classes" "$work/AgentOptions.java" || { echo "FAIL: javac"; exit 1; }

cat > "$work/optagent.c" <<'C'
#include <jvmti.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *saved;

static void show(const char *when, const char *options)
{
    if (options == NULL)
        printf("%s: options NULL\n", when);
    else
        printf("%s: options '%s'\n", when, options);
    fflush(stdout);
}

/* Reuses freed memory, so that a string the VM freed after Agent_OnLoad
 * reads differently afterwards. */
static void churn(void)
{
    for (int i = 0; i < 64; i++) {
        char *p = malloc((size_t)(8 + i));
        if (p != NULL) {
            memset(p, '#', (size_t)(7 + i));
            p[7 + i] = '\0';
            free(p);
        }
    }
}

static void JNICALL vm_init(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread)
{
    churn();
    show("VMInit", saved);
}

static void JNICALL vm_death(jvmtiEnv *jvmti, JNIEnv *jni)
{
    show("VMDeath", saved);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    jvmtiEnv *jvmti;
    saved = options;
    show("Agent_OnLoad", options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return 1;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = vm_init;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    return 0;
}

JNIEXPORT void JNICALL Agent_OnUnload(JavaVM *vm)
{
    show("Agent_OnUnload", saved);
}
C
gcc -shared -fPIC -I"$jdk/include" -I"$jdk/include/linux" -o "$work/hotspot/liboptagent.so" "$work/optagent.c" &&
    gcc -shared -fPIC -I"$src_root/include" -o "$work/agentvm/liboptagent.so" "$work/optagent.c" ||
    { echo "FAIL: building the agent"; echo "0 passed, 1 failed"; exit 1; }

pass=0 fail=0

# check NAME TOOL_OPTIONS ARG...: runs the program on both VMs with ARG
# (where @DIR@ is the directory of the VM's agent build) and, when
# TOOL_OPTIONS is not empty, JAVA_TOOL_OPTIONS set to it (likewise);
# compares stdout and the exit status.
check() {
    name=$1 tool=$2
    shift 2
    for v in hotspot agentvm; do
        case $v in hotspot) bin=$jdk/bin/java ;; agentvm) bin=$vm ;; esac
        dir=$work/$v
        args=
        for a in "$@"; do
            args="$args $(printf '%s' "$a" | sed "s|@DIR@|$dir|g")"
        done
        t=$(printf '%s' "$tool" | sed "s|@DIR@|$dir|g")
        if [ -n "$t" ]; then
            env JAVA_TOOL_OPTIONS="$t" LD_LIBRARY_PATH="$dir" timeout -k 5 60 \
                "$bin" $args -cp "$work/classes" AgentOptions \
                >"$work/$name.$v.out" 2>"$work/$name.$v.err"
        else
            env -u JAVA_TOOL_OPTIONS LD_LIBRARY_PATH="$dir" timeout -k 5 60 \
                "$bin" $args -cp "$work/classes" AgentOptions \
                >"$work/$name.$v.out" 2>"$work/$name.$v.err"
        fi
        echo "status $?" >>"$work/$name.$v.out"
    done
    if [ ! -s "$work/$name.hotspot.out" ] || ! grep -q '^Agent_OnLoad' "$work/$name.hotspot.out"; then
        fail=$((fail + 1))
        echo "FAIL $name: the reference run did not load the agent (see $work/$name.hotspot.err)"
    elif diff -u "$work/$name.hotspot.out" "$work/$name.agentvm.out" >"$work/$name.diff"; then
        pass=$((pass + 1))
        echo "PASS $name"
    else
        fail=$((fail + 1))
        echo "FAIL $name:"
        grep -a '^[-+][^-+]' "$work/$name.diff" | head -8 | sed 's/^/    /'
    fi
}

check agentpath-bare '' -agentpath:@DIR@/liboptagent.so
check agentpath-empty '' -agentpath:@DIR@/liboptagent.so=
check agentpath-options '' -agentpath:@DIR@/liboptagent.so=a=1,b
check agentlib-bare '' -agentlib:optagent
check agentlib-empty '' -agentlib:optagent=
check agentlib-options '' -agentlib:optagent=x,y=z
check xrun-bare '' -Xrunoptagent
check xrun-empty '' -Xrunoptagent:
check xrun-options '' -Xrunoptagent:p=q,r
check tool-bare '-agentpath:@DIR@/liboptagent.so'
check tool-options '-agentlib:optagent=from-tool'

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
