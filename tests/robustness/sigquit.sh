#!/bin/sh
# SIGQUIT thread dumps, compared with the reference JVM's, live.
#
# usage: sigquit.sh AGENTVM [BUILD_DIR]
#
# A program parks three threads (one sleeping while it holds a lock, one
# blocked on that lock, one in Object.wait) and prints "ready"; the test
# sends SIGQUIT, waits for the dump on stdout, then lets the program finish.
# Checked on agentvm: the dump's layout (header, thread lines, the JNI
# reference line), that the program then ends normally with status 0, and
# that the application threads' part of the dump matches HotSpot's: thread
# names, java.lang.Thread.State lines, the program's own frames and the
# monitor lines (addresses left out). With gcc, the same run with an agent
# that enabled DataDumpRequest must post it once per dump, after the dump.
# Exits 77 (skipped) without a Java 17.
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

if [ $# -ge 2 ]; then
    mkdir -p "$2" || exit 2
    work=$(cd "$2" && pwd)/robustness-sigquit
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/classes"

cat > "$work/SigQuit.java" <<'JAVA'
import java.io.File;

public class SigQuit {
    static final class Lock { }

    static final Object held = new Lock();
    static final Object signal = new Object();
    static boolean released;
    static File go;

    static void holdAndSleep() throws InterruptedException {
        synchronized (held) {
            while (!go.exists())
                Thread.sleep(100);
        }
    }

    static void enter() {
        synchronized (held) {
            System.out.println("entered");
        }
    }

    static void await() throws InterruptedException {
        synchronized (signal) {
            while (!released)
                signal.wait();
        }
    }

    static final class Sleeper extends Thread {
        Sleeper() { super("sleeper"); }
        public void run() {
            try { holdAndSleep(); } catch (InterruptedException e) { }
        }
    }

    static final class Blocked extends Thread {
        Blocked() { super("blocked"); }
        public void run() { enter(); }
    }

    static final class Waiter extends Thread {
        Waiter() { super("waiter"); }
        public void run() {
            try { await(); } catch (InterruptedException e) { }
        }
    }

    public static void main(String[] args) throws Exception {
        go = new File(args[0]);
        Thread s = new Sleeper(), b = new Blocked(), w = new Waiter();
        s.start();
        while (s.getState() != Thread.State.TIMED_WAITING)
            Thread.sleep(5);
        b.start();
        w.start();
        while (b.getState() != Thread.State.BLOCKED || w.getState() != Thread.State.WAITING)
            Thread.sleep(5);
        System.out.println("ready");
        s.join();
        synchronized (signal) {
            released = true;
            signal.notifyAll();
        }
        b.join();
        w.join();
        System.out.println("done");
    }
}
JAVA
"$jdk/bin/javac" -d "$work/classes" "$work/SigQuit.java" || { echo "FAIL: javac"; exit 1; }

pass=0 fail=0
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

# run NAME WAITFOR CMD...: run CMD, dump it once it is ready, let it finish.
# Leaves NAME.out, NAME.err and NAME.rc in $work.
run() {
    name=$1 until=$2
    shift 2
    out=$work/$name.out
    rm -f "$work/go"
    "$@" -cp "$work/classes" SigQuit "$work/go" >"$out" 2>"$work/$name.err" &
    pid=$!
    if wait_for "$out" '^ready$'; then
        kill -QUIT $pid
        wait_for "$out" "$until" || echo "no dump" >>"$work/$name.err"
    fi
    touch "$work/go"
    i=0
    while kill -0 $pid 2>/dev/null && [ $i -lt 300 ]; do
        sleep 0.1
        i=$((i + 1))
    done
    kill -KILL $pid 2>/dev/null
    wait $pid
    echo $? >"$work/$name.rc"
}

# The application threads' part of a dump, without addresses: names, the
# State line, the program's frames with their monitor lines, and the
# monitor a thread waits for (the line after its top frame). The sleeper
# wakes every 100 ms to look for the go file: on a loaded machine a dump
# may find it awake (RUNNABLE) on either VM, so its state is either.
normalize() {
    awk '
    BEGIN { keep["main"]; keep["sleeper"]; keep["blocked"]; keep["waiter"] }
    /^"/ { n = $0; sub(/^"/, "", n); sub(/".*/, "", n); cur = (n in keep); top = 1; app = 0
           if (cur) print "thread " n; next }
    /^$/ { cur = 0; next }
    !cur { next }
    /^   java\.lang\.Thread\.State:/ {
        if (n == "sleeper" && ($0 ~ /State: RUNNABLE$/ || $0 ~ /State: TIMED_WAITING \(sleeping\)$/))
            print "   java.lang.Thread.State: TIMED_WAITING (sleeping) or RUNNABLE"
        else
            print
        next }
    /^\tat / { app = ($0 ~ /^\tat SigQuit[.$]/); if (app) print; pending = top; top = 0; next }
    /^\t- / { l = $0; gsub(/<0x[0-9a-f]+>/, "<ADDR>", l)
              if (app || (pending && l ~ /waiting/)) print l; pending = 0; next }
    ' "$1"
}

run hotspot 'JNI global refs' "$jdk/bin/java"
run agentvm 'JNI global refs' "$vm"

# Layout of agentvm's dump.
out=$work/agentvm.out
[ "$(cat "$work/agentvm.rc")" = 0 ] && ok || bad "agentvm exit status $(cat "$work/agentvm.rc") after SIGQUIT"
grep -q '^done$' "$out" && ok || bad "agentvm did not finish the program after SIGQUIT"
if grep -A1 -x 'Full thread dump agentvm 64-Bit Interpreter VM ([0-9.]* interpreted mode):' "$out" | tail -1 | grep -qx ''; then
    ok
else
    bad "dump header line and blank line"
fi
grep -qE '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$' "$out" && ok || bad "time stamp line"
thread_re='^"[^"]*" #[0-9]+ (daemon )?prio=[0-9]+ os_prio=0 cpu=[0-9]+\.[0-9]{2}ms elapsed=[0-9]+\.[0-9]{2}s tid=0x[0-9a-f]{16} nid=0x[0-9a-f]+ [a-zA-Z. ()]+  \[0x[0-9a-f]{16}\]$'
bad_lines=$(grep '^"' "$out" | grep -cvE "$thread_re")
[ "$bad_lines" = 0 ] && ok || bad "$bad_lines thread lines not in HotSpot's layout"
grep -q '^"Signal Dispatcher" #[0-9]* daemon prio=9 ' "$out" && ok || bad "no Signal Dispatcher thread"
grep -qE '^JNI global refs: [0-9]+, weak refs: [0-9]+$' "$out" && ok || bad "JNI global refs line"

# The application threads, against HotSpot.
normalize "$work/hotspot.out" >"$work/hotspot.norm"
normalize "$out" >"$work/agentvm.norm"
if [ -s "$work/hotspot.norm" ] && cmp -s "$work/hotspot.norm" "$work/agentvm.norm"; then
    ok
else
    bad "application threads differ from HotSpot's:"
    diff "$work/hotspot.norm" "$work/agentvm.norm" | sed 's/^/    /'
fi
grep -v 'Full thread dump\|^[0-9-]* [0-9:]*$' "$work/hotspot.out" | grep -qx 'ready' && ok || bad "reference run"

# DataDumpRequest: posted after the dump, once per SIGQUIT.
if command -v gcc >/dev/null 2>&1; then
    cat >"$work/ddagent.c" <<'C'
#include <jvmti.h>
#include <stdio.h>
static void JNICALL dump_request(jvmtiEnv *jvmti) { printf("agent: DataDumpRequest\n"); fflush(stdout); }
JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    jvmtiEnv *jvmti;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return 1;
    jvmtiEventCallbacks cb = { 0 };
    cb.DataDumpRequest = dump_request;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_DATA_DUMP_REQUEST, NULL);
    return 0;
}
C
    gcc -shared -fPIC -I"$jdk/include" -I"$jdk/include/linux" -o "$work/libdd-hs.so" "$work/ddagent.c" &&
    gcc -shared -fPIC -I"$src_root/include" -o "$work/libdd-avm.so" "$work/ddagent.c" ||
        { bad "building the agent"; echo "$pass passed, $fail failed"; exit 1; }
    run hotspot-agent 'agent: DataDumpRequest' "$jdk/bin/java" -agentpath:"$work/libdd-hs.so"
    run agentvm-agent 'agent: DataDumpRequest' "$vm" -agentpath:"$work/libdd-avm.so"
    for v in hotspot agentvm; do
        f=$work/$v-agent.out
        got=$(grep -E '^(Full thread dump|JNI global refs|agent:|ready|done)' "$f" | sed 's/^Full thread dump.*/dump/; s/^JNI global refs.*/refs/' | tr '\n' ' ')
        [ "$got" = "ready dump refs agent: DataDumpRequest done " ] && [ "$(cat "$work/$v-agent.rc")" = 0 ] &&
            ok || bad "$v with a DataDumpRequest agent: $got(status $(cat "$work/$v-agent.rc"))"
    done
fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
