#!/bin/sh
# Stops on USDT probes with gdb (`break -probe-stap`) while a known program
# (programs/ProbeDemo.java) runs on agentvm, and checks the arguments:
# class, method and signature names, Java thread ids (the program prints its
# threads' ids), the thread's name and daemon flag, object sizes, the
# monitor probes of a wait and notifyAll, the GC's `full` flag and the sleep
# time. Then checks that the gated probes stay silent without their flags.
#
# With EMBED and its CLASSES (examples/embed, which loads libagentvm.so),
# also the hotspot_jni probes of its JNI calls: class and method names,
# result values, the invocation API's return codes.
#
# usage: gdb.sh AGENTVM [BUILD_DIR [EMBED CLASSES]]
# Exits 77 (skipped) without gdb, javac or a build with probes.
set -u
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] || { echo "usage: $0 AGENTVM [BUILD_DIR [EMBED CLASSES]]" >&2; exit 2; }
vm=$1
command -v gdb >/dev/null || { echo "skipped: no gdb"; exit 77; }
command -v javac >/dev/null || { echo "skipped: no javac"; exit 77; }
readelf -n "$vm" 2>/dev/null | grep -q stapsdt || { echo "skipped: $vm has no USDT probes"; exit 77; }
if [ $# -ge 2 ]; then
    work=$2/probes-gdb
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
javac -d "$work/classes" "$here/programs/ProbeDemo.java" || exit 2

timeout 300 gdb -q -batch -x "$here/stops.gdb" --args "$vm" -XX:+ExtendedDTraceProbes -cp "$work/classes" ProbeDemo \
    >"$work/out" 2>&1
fail=0
check() {   # check DESCRIPTION PATTERN [COUNT]
    n=$(grep -cxE "$2" "$work/out")
    want=${3:-1}
    if [ "$want" = "+" ]; then [ "$n" -ge 1 ]; else [ "$n" -eq "$want" ]; fi || {
        echo "FAIL: $1: $n lines match '$2' (expected $want)"
        fail=1
        return
    }
    echo "ok: $1"
}
main_tid=$(sed -n 's/^main tid=\([0-9]*\)$/\1/p' "$work/out")
worker_tid=$(sed -n 's/^worker tid=\([0-9]*\)$/\1/p' "$work/out")
[ -n "$main_tid" ] && [ -n "$worker_tid" ] || { echo "FAIL: the program did not run:"; tail -20 "$work/out"; exit 1; }
check "program output" "sum=14 box=16"
check "class__loaded" 'class__loaded argc=4 shared=0 name="ProbeDemo"'
check "method__entry of main" \
    "method__entry argc=7 jtid=$main_tid class=\"ProbeDemo\" method=\"main\" sig=\"\(\[Ljava/lang/String;\)V\""
check "method__entry of square, three calls" \
    "method__entry argc=7 jtid=$main_tid class=\"ProbeDemo\" method=\"square\" sig=\"\(I\)I\"" 3
check "object__alloc of a Box" "object__alloc argc=4 jtid=$main_tid size=[1-9][0-9]* class=\"ProbeDemo\\\$Box\""
check "thread__start of the worker" \
    "thread__start argc=5 jtid=$worker_tid daemon=0 ostid=[1-9][0-9]* name=\"probe-worker\""
check "method__entry on the worker thread" \
    "method__entry argc=7 jtid=$worker_tid class=\"ProbeDemo\\\$1\" method=\"run\" sig=\"\(\)V\""
check "monitor__wait of main" \
    "monitor__wait argc=5 jtid=$main_tid timeout=0 monitor=1 class=\"java/lang/Object\"" +
check "monitor__notifyAll of the worker" \
    "monitor__notifyAll argc=4 jtid=$worker_tid monitor=1 class=\"java/lang/Object\""
check "monitor__contended__exit of the worker, a waiter notified" \
    "monitor__contended__exit argc=4 jtid=$worker_tid monitor=1 class=\"java/lang/Object\"" +
check "monitor__waited of main" \
    "monitor__waited argc=4 jtid=$main_tid monitor=1 class=\"java/lang/Object\"" +
check "gc__begin of System.gc()" "gc__begin argc=1 full=1" +
check "thread__sleep__begin" "thread__sleep__begin argc=1 millis=5"

# The gated probes stay silent without their flags; the others do not.
timeout 300 gdb -q -batch -x "$here/stops.gdb" --args "$vm" -cp "$work/classes" ProbeDemo >"$work/out" 2>&1
check "no method__entry without -XX:+DTraceMethodProbes" "method__entry.*" 0
check "no object__alloc without -XX:+DTraceAllocProbes" "object__alloc.*" 0
check "no monitor probe without -XX:+DTraceMonitorProbes" "monitor__.*" 0
check "class__loaded without flags" 'class__loaded argc=4 shared=0 name="ProbeDemo"'

if [ $# -ge 4 ]; then
    timeout 300 gdb -q -batch -x "$here/jni.gdb" --args "$3" "$4" >"$work/out" 2>&1
    check "JNI program output" "parsed 42"
    check "GetDefaultJavaVMInitArgs__entry" "GetDefaultJavaVMInitArgs__entry argc=1"
    codes=$(sed -n 's/^CreateJavaVM__return argc=1 rc=\(-*[0-9]*\)$/\1/p' "$work/out" | tr '\n' ' ')
    if [ "$codes" = "-1 0 -5 -1 " ]; then
        echo "ok: CreateJavaVM__return: JNI_ERR, JNI_OK, JNI_EEXIST, JNI_ERR"
    else
        echo "FAIL: CreateJavaVM__return codes: $codes (expected -1 0 -5 -1)"
        fail=1
    fi
    check "FindClass__entry" "FindClass__entry argc=2 env=1 name=Greeter"
    check "FindClass__return" "FindClass__return argc=1 found=1" +
    check "GetStaticMethodID__entry" "GetStaticMethodID__entry argc=4 name=parse sig=\(Ljava/lang/String;\)I" 2
    check "CallStaticIntMethod__entry (env, clazz, methodID)" "CallStaticIntMethod__entry argc=3" 2
    check "CallStaticIntMethod__return of parse(\" 42 \")" "CallStaticIntMethod__return argc=1 value=42"
    check "ExceptionOccurred__return after parse(\"forty-two\")" "ExceptionOccurred__return argc=1 thrown=1" +
    check "AttachCurrentThread__return" "AttachCurrentThread__return argc=1 rc=0"
else
    echo "note: no embedding program given: hotspot_jni probes not checked"
fi
[ $fail -eq 0 ] && echo "PASS" || echo "FAILED"
exit $fail
