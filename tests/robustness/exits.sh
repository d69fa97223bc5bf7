#!/bin/sh
# Every way out of a program, compared with the reference JVM's, live.
#
# usage: exits.sh AGENTVM [BUILD_DIR]
#
# A profiler-like agent (built here with gcc against each VM's headers)
# counts the program's classes as they are prepared, writes its report in
# VMDeath, to a file and to stdout, and says so again in Agent_OnUnload.
# VMDeath also forces a collection, which stops the world wherever the other
# threads are. The program registers two shutdown hooks (one sleeps first,
# so an exit that does not wait for hooks shows) and ends one way per case:
# System.exit, an uncaught exception, the end of main, or SIGTERM, SIGINT or
# SIGHUP while its main thread sleeps, waits on a monitor or reads a
# standard input that never comes; a second signal while the first one's
# hooks run, a signal while System.exit's hooks run, SIGINT when the VM
# started with it ignored, and SIGINT and SIGTERM with -Xrs and
# -XX:+ReduceSignalUsage (which kill). Each case runs on both VMs with
# -XX:+PerfDataSaveToFile; the standard output (hooks, report, unload, in
# order), standard error, the report file and the exit status must match,
# the hsperfdata file of the process must be there while it runs and gone
# after it (or left behind, with -Xrs), and the PerfDataSaveFile must be
# written. Exits 77 (skipped) without a Java 17, gcc, or an env(1) that can
# reset signal dispositions (the shell starts background jobs with SIGINT
# ignored, and then neither VM handles it).
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
env --default-signal=INT --ignore-signal=HUP true 2>/dev/null ||
    { echo "skipped: env has no --default-signal or --ignore-signal"; exit 77; }
user=$(id -un) || { echo "skipped: no user name"; exit 77; }

if [ $# -ge 2 ]; then
    mkdir -p "$2" || exit 2
    work=$(cd "$2" && pwd)/robustness-exits
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/classes" "$work/perfroot"

cat > "$work/Exits.java" <<'JAVA'
public class Exits {
    static final class Helper {
        static int work(int n) { return n * 2 + 1; }
    }

    static volatile boolean slowStarted;

    /* The slow hook prints when it starts, the quick one only after that. */
    static final class Hook extends Thread {
        private final String mode;
        private final int pause;

        Hook(String name, String mode, int pause) {
            super(name);
            this.mode = mode;
            this.pause = pause;
        }

        public void run() {
            try {
                if (pause > 0) {
                    System.out.println(getName() + " started");
                    slowStarted = true;
                }
                while (!slowStarted)
                    Thread.sleep(5);
                Thread.sleep(pause);
            } catch (InterruptedException e) {
                System.out.println("hook interrupted");
            }
            System.out.println(getName() + ": " + mode);
        }
    }

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        Runtime.getRuntime().addShutdownHook(new Hook("slow hook", mode, 300));
        Runtime.getRuntime().addShutdownHook(new Hook("quick hook", mode, 0));
        System.out.println("main: " + mode + " " + Helper.work(20));
        if (mode.equals("exit"))
            System.exit(3);
        if (mode.equals("throw"))
            throw new IllegalStateException("uncaught in main");
        if (mode.equals("return"))
            return;
        System.out.println("ready");
        if (mode.equals("exit-signalled"))
            System.exit(3);
        if (mode.equals("sleep")) {
            Thread.sleep(60000);
        } else if (mode.equals("wait")) {
            Object o = new Object();
            synchronized (o) {
                o.wait();
            }
        } else {
            System.out.println("read " + System.in.read());
        }
        System.out.println("main ended");
    }
}
JAVA
"$jdk/bin/javac" -d "$work/classes" "$work/Exits.java" || { echo "FAIL: javac"; exit 1; }

cat >"$work/profiler.c" <<'C'
#include <jvmti.h>
#include <stdio.h>
#include <string.h>

static char report_path[1024];
static int prepared;

static void JNICALL class_prepare(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = NULL;
    if ((*jvmti)->GetClassSignature(jvmti, klass, &sig, NULL) != JVMTI_ERROR_NONE)
        return;
    if (strncmp(sig, "LExits", 6) == 0)
        __atomic_add_fetch(&prepared, 1, __ATOMIC_RELAXED);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
}

static void JNICALL vm_death(jvmtiEnv *jvmti, JNIEnv *jni)
{
    jvmtiPhase phase = 0;
    (*jvmti)->GetPhase(jvmti, &phase);
    /* A profiler may walk the heap here: the world must stop, wherever the
     * other threads are. */
    jvmtiError gc = (*jvmti)->ForceGarbageCollection(jvmti);
    FILE *f = fopen(report_path, "w");
    if (f) {
        fprintf(f, "report: %d program classes prepared, phase %d, collection %d\n", prepared, (int)phase, (int)gc);
        fclose(f);
    }
    printf("agent: VMDeath, %d program classes prepared\n", prepared);
    fflush(stdout);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    jvmtiEnv *jvmti;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return 1;
    snprintf(report_path, sizeof report_path, "%s", options ? options : "report.txt");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassPrepare = class_prepare;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    return 0;
}

JNIEXPORT void JNICALL Agent_OnUnload(JavaVM *vm)
{
    FILE *f = fopen(report_path, "a");
    if (f) {
        fprintf(f, "unloaded\n");
        fclose(f);
    }
    printf("agent: Agent_OnUnload\n");
    fflush(stdout);
}
C
gcc -shared -fPIC -I"$jdk/include" -I"$jdk/include/linux" -o "$work/libprof-hs.so" "$work/profiler.c" &&
gcc -shared -fPIC -I"$src_root/include" -o "$work/libprof-avm.so" "$work/profiler.c" ||
    { echo "FAIL: building the agent"; exit 1; }

pass=0 fail=0
ignored=
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# wait_for FILE PATTERN: poll up to 20 s for PATTERN in FILE.
wait_for() {
    i=0
    while [ $i -lt 200 ]; do
        grep -q "$2" "$1" 2>/dev/null && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}

# The standard input of every run: a pipe nobody writes to (the test holds
# it open, so a read blocks instead of seeing the end of the file).
mkfifo "$work/stdin" || { echo "FAIL: mkfifo"; exit 1; }
exec 3<>"$work/stdin"

# run VM CASE MODE SIGNALS [OPTION...]: run the program on VM (hotspot or
# agentvm) in MODE; with SIGNALS other than "-", send them once the program
# is ready: "TERM,INT" sends INT once TERM's hooks run, "INT+TERM" sends TERM
# a moment after INT, ",TERM" sends TERM once the hooks run. Leaves CASE-VM.{out,err,rc,report,perf} in $work: perf says
# whether the hsperfdata file was there while the program ran, whether it
# was after, and "saved" when the PerfDataSaveFile was written. agentvm
# keeps its hsperfdata files in a directory of this test's own: in /tmp,
# any JVM starting meanwhile removes the file a killed one left behind.
run() {
    v=$1 name=$2-$1 mode=$3 sig=$4
    shift 4
    if [ "$v" = hotspot ]; then
        cmd="$jdk/bin/java" lib=$work/libprof-hs.so perfdir=/tmp/hsperfdata_$user
    else
        cmd=$vm lib=$work/libprof-avm.so perfdir=$work/perfroot/hsperfdata_$user
    fi
    out=$work/$name.out
    rm -f "$work/$name.report" "$work/$name.hsperf"
    AGENTVM_PERFDATA_DIR=$work/perfroot env --default-signal=INT,TERM,HUP ${ignored:+--ignore-signal=$ignored} "$cmd" -agentpath:"$lib=$work/$name.report" \
        -XX:+PerfDataSaveToFile -XX:PerfDataSaveFile="$work/$name.hsperf" "$@" \
        -cp "$work/classes" Exits "$mode" <"$work/stdin" >"$out" 2>"$work/$name.err" &
    pid=$!
    during=-
    if [ "$sig" != - ]; then
        if wait_for "$out" '^ready$'; then
            [ -e "$perfdir/$pid" ] && during=present || during=absent
            first=${sig%%[,+]*}
            [ -n "$first" ] && kill -"$first" $pid
            rest=${sig#"$first"}
            # ",SIG": once the hooks run; "+SIG": a moment later.
            while [ -n "$rest" ]; do
                next=${rest#?}
                next=${next%%[,+]*}
                case "$rest" in
                ,*) wait_for "$out" '^slow hook started$' ;;
                *) sleep 0.1 ;;
                esac
                kill -"$next" $pid
                rest=${rest#?"$next"}
            done
        else
            echo "never ready" >>"$work/$name.err"
        fi
    fi
    i=0
    while kill -0 $pid 2>/dev/null && [ $i -lt 200 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    kill -KILL $pid 2>/dev/null && echo "killed after 20 s" >>"$work/$name.err"
    wait $pid
    echo $? >"$work/$name.rc"
    [ -e "$perfdir/$pid" ] && after=present || after=absent
    echo "$during $after" >"$work/$name.perf"
    [ -e "$work/$name.hsperf" ] && echo saved >>"$work/$name.perf"
    # A file left behind on purpose (-Xrs) is not left to the next run.
    rm -f "$perfdir/$pid"
}

same() {
    if cmp -s "$work/$1-hotspot.$2" "$work/$1-agentvm.$2"; then
        ok
    else
        bad "$1: $3 differs from HotSpot's:"
        diff "$work/$1-hotspot.$2" "$work/$1-agentvm.$2" | sed 's/^/    /'
    fi
}

# check CASE PERF MODE SIGNAL [OPTION...]: PERF is the hsperfdata file's
# fate: "gone" (HotSpot removes it and writes the PerfDataSaveFile) or
# "left" (-Xrs: the signal kills the process, nothing runs).
check() {
    c=$1 fate=$2
    shift 2
    run hotspot "$c" "$@"
    run agentvm "$c" "$@"
    [ -s "$work/$c-hotspot.out" ] && ok || bad "$c: no output from the reference run"
    same "$c" out "standard output"
    same "$c" err "standard error"
    same "$c" rc "exit status"
    touch "$work/$c-hotspot.report" "$work/$c-agentvm.report"
    same "$c" report "the VMDeath report file"
    # Whether the file is there while the program runs is seen only when
    # it waits for a signal.
    during=present
    [ "$2" = - ] && during=-
    if [ "$fate" = gone ]; then
        want="$during absent saved"
    else
        want="$during present"
    fi
    for v in hotspot agentvm; do
        got=$(tr '\n' ' ' <"$work/$c-$v.perf" | sed 's/ $//')
        # HotSpot's leftover in /tmp may already have been removed.
        [ "$v $fate $got" = "hotspot left present absent" ] && got=$want
        [ "$got" = "$want" ] && ok || bad "$c: $v hsperfdata file: $got (want $want)"
    done
}

check exit gone exit -
check throw gone throw -
check return gone return -
check term-sleep gone sleep TERM
check int-wait gone wait INT
check hup-read gone read HUP
check term-read gone read TERM
# A second signal while the first one's hooks run changes nothing, and
# neither does a signal while System.exit's hooks run.
check term-twice gone sleep TERM,INT
check exit-signalled gone exit-signalled ,TERM
check int-sleep-xrs left sleep INT -Xrs
check term-sleep-rsu left sleep TERM -XX:+ReduceSignalUsage
# A signal ignored when the VM starts stays ignored (nohup, background jobs).
ignored=INT
check int-ignored gone sleep INT+TERM
ignored=
exec 3>&-

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
