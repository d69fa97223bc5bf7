#!/bin/bash
# The JDK's own jcmd, jstack, jmap and jinfo, and the Attach API, against a
# running agentvm, compared live with the same tools against the reference
# JVM running the same program (programs/AttachTarget.java) with the same
# options. Values that legitimately differ (pids, times, addresses, the
# VM's name and version, HotSpot's own threads, classes and flags) are
# left out of each comparison; docs/attach.md says what differs and why.
#
#   tools.sh AGENTVM JDK_HOME WORK_DIR
# Prints "ok:"/"FAIL:" lines; exits 77 (skipped) without the JDK tools or
# a C compiler.
set -u
vm=$1 jdk=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
for tool in java javac jcmd jstack jmap jinfo; do
    [ -x "$jdk/bin/$tool" ] || { echo "skipped: $jdk/bin/$tool not found (the JDK 17 tools are the clients)"; exit 77; }
done
cc=$(command -v cc || command -v gcc) || { echo "skipped: no C compiler for the test agent"; exit 77; }
rm -rf "$work" && mkdir -p "$work/classes" || exit 2
"$jdk/bin/javac" -d "$work/classes" "$here/programs/AttachTarget.java" "$here/HprofCheck.java" \
    "$here/AttachClient.java" || { echo "FAIL: javac"; exit 1; }
"$cc" -shared -fPIC -O -Wall -I"$jdk/include" -I"$jdk/include/linux" -o "$work/libattach_agent.so" \
    "$here/attach_agent.c" || { echo "FAIL: cc attach_agent.c"; exit 1; }
# Java agents for VirtualMachine.loadAgent: agentmain writes its arguments,
# its loader and what its Instrumentation offers to the file named by them.
mkdir -p "$work/jagent/ja" || exit 2
cat > "$work/jagent/ja/Main.java" <<'JAVA'
package ja;
public class Main {
    public static void agentmain(String args, java.lang.instrument.Instrumentation inst) throws Exception {
        try (java.io.PrintWriter w = new java.io.PrintWriter(new java.io.FileWriter(args))) {
            w.println("agentmain " + new java.io.File(args).getName() + " loader "
                    + Main.class.getClassLoader().getClass().getSimpleName() + " redefine "
                    + inst.isRedefineClassesSupported() + " classes " + (inst.getAllLoadedClasses().length > 0));
        }
    }
}
JAVA
cat > "$work/jagent/ja/Fails.java" <<'JAVA'
package ja;
public class Fails {
    public static void agentmain(String args) {
        throw new IllegalStateException("agentmain fails");
    }
}
JAVA
"$jdk/bin/javac" -d "$work/jagent" "$work/jagent/ja/Main.java" "$work/jagent/ja/Fails.java" || { echo "FAIL: javac"; exit 1; }
printf 'Agent-Class: ja.Main\nCan-Redefine-Classes: true\n' > "$work/jagent/main.mf"
printf 'Agent-Class: ja.Fails\n' > "$work/jagent/fails.mf"
printf 'Premain-Class: ja.Main\n' > "$work/jagent/premain.mf"
for j in main fails premain; do
    (cd "$work/jagent" && "$jdk/bin/jar" cfm "$work/$j.jar" "$j.mf" ja) || { echo "FAIL: jar"; exit 1; }
done
# Each load gets its own copy: one library's statics serve one agent.
cp "$work/libattach_agent.so" "$work/libattach_fail.so" && cp "$work/libattach_agent.so" "$work/libattach_jcmd.so" || exit 2

failures=0
ok() { echo "ok: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# start KIND: runs AttachTarget on the reference JVM (java) or on agentvm
# (agentvm) in $work/KIND and waits for "ready"; the pid goes to pid_KIND.
start() {
    local kind=$1 dir=$work/$1 launcher
    mkdir -p "$dir"
    [ "$kind" = java ] && launcher=$jdk/bin/java || launcher=$vm
    "$launcher" -Xmx64m "-Dattach.test=a b:c=d#e!" -XX:MinHeapFreeRatio=20 -cp "$work/classes" AttachTarget "$dir" \
        > "$dir/out" 2> "$dir/err" &
    eval "pid_$kind=$!"
    for _ in $(seq 300); do
        grep -q '^ready$' "$dir/out" 2>/dev/null && return 0
        sleep 0.1
    done
    echo "FAIL: $kind never printed ready"; cat "$dir/out" "$dir/err"
    return 1
}

start java || exit 1
start agentvm || { kill "$pid_java"; exit 1; }
trap 'kill $pid_java $pid_agentvm 2>/dev/null' EXIT

# run KIND CMD...: runs CMD with PID and WORK in its arguments replaced by
# the target's pid and the work directory; prints its stdout and stderr
# with the pid and the work directory replaced back, then "exit N".
run() {
    local kind=$1 pid
    shift
    eval "pid=\$pid_$kind"
    local args=()
    for a in "$@"; do a=${a//PID/$pid}; args+=("${a//WORK/$work}"); done
    "${args[0]}" "${args[@]:1}" > "$work/run.out" 2>&1
    local rc=$?
    # The pid as a whole number only: not the same digits inside a count.
    sed -E -e "s/(^|[^0-9])$pid([^0-9]|\$)/\1PID\2/g" -e "s|$work/$kind|DIR|g" -e "s|$work|WORK|g" "$work/run.out"
    echo "exit $rc"
}

# same NAME CMD...: the whole output must be identical on both VMs.
same() {
    local name=$1
    shift
    local a b
    a=$(run java "$@") b=$(run agentvm "$@")
    if [ "$a" = "$b" ]; then
        ok "$name"
    else
        fail "$name"; diff <(printf '%s\n' "$a") <(printf '%s\n' "$b") | head -20 | sed 's/^/    /'
    fi
}

# matches NAME REGEX TEXT_JAVA TEXT_AGENTVM: every line of both matches.
matches() {
    local name=$1 re=$2 a=$3 b=$4
    if printf '%s\n' "$a" | grep -Evq "$re" || printf '%s\n' "$b" | grep -Evq "$re"; then
        fail "$name"; printf 'java:\n%s\nagentvm:\n%s\n' "$a" "$b" | head -20 | sed 's/^/    /'
    else
        ok "$name"
    fi
}

prop() { "$jdk/bin/java" -cp "$work/classes" AttachClient "$1" property "$2" | sed 's/^[^=]*=//'; }

jcmd=$jdk/bin/jcmd jstack=$jdk/bin/jstack jmap=$jdk/bin/jmap jinfo=$jdk/bin/jinfo

echo "== dynamic agent loading (Attach API and jcmd JVMTI.agent_load)"
client() { run "$1" "$jdk/bin/java" -cp "$work/classes" AttachClient PID "${@:2}"; }
for kind in java agentvm; do
    d=$work/$kind
    {
        client $kind loadpath "$work/libattach_agent.so" "$d/agent.log"
        client $kind loadpath "$work/libattach_fail.so" "$d/fail.log,return7"
        run $kind "$jcmd" PID JVMTI.agent_load "$work/libattach_jcmd.so" "$d/jcmd.log"
        client $kind loadpath "$work/nonexistent.so"
        client $kind loadlib nosuchagentlib
        client $kind loadjar "$work/main.jar" "$d/jagent.log"
        client $kind loadjar "$work/premain.jar"
        client $kind loadjar "$work/nonexistent.jar"
        client $kind loadjar "$work/fails.jar"
        run $kind "$jcmd" PID JVMTI.agent_load "$work/main.jar" "$d/jcmd-jagent.log"
        run $kind "$jcmd" PID JVMTI.agent_load "$work/premain.jar"
        cat "$d/jcmd-jagent.log"
        cat "$d/jagent.log"
        run $kind "$jcmd" PID JVMTI.agent_load "$work/nonexistent.so"
    } > "$d/loads.txt"
done
if cmp -s "$work/java/loads.txt" "$work/agentvm/loads.txt"; then ok "load replies and client exceptions"; else
    fail "load replies"; diff "$work/java/loads.txt" "$work/agentvm/loads.txt" | sed 's/^/    /'; fi
grep -q '^loaded$' "$work/agentvm/loads.txt" && grep -q 'returnValue 7' "$work/agentvm/loads.txt" &&
    grep -q '^return code: 0$' "$work/agentvm/loads.txt" && ok "agentvm: loaded, failed with 7, jcmd return code 0" ||
    { fail "agentvm load outcomes"; sed 's/^/    /' "$work/agentvm/loads.txt"; }

echo "== jcmd"
v1=$(run java "$jcmd" PID VM.version) v2=$(run agentvm "$jcmd" PID VM.version)
for kind in java agentvm; do
    eval "p=\$pid_$kind"
    want=$(printf 'PID:\n%s version %s\nJDK %s\nexit 0' "$(prop "$p" java.vm.name)" "$(prop "$p" java.vm.version)" \
        "$(prop "$p" java.version)")
    got=$(run $kind "$jcmd" PID VM.version)
    [ "$got" = "$want" ] && ok "$kind: VM.version is java.vm.name, java.vm.version, JDK java.version" ||
        { fail "$kind VM.version"; printf '%s\n---\n%s\n' "$got" "$want" | sed 's/^/    /'; }
done

h1=$(run java "$jcmd" PID help) h2=$(run agentvm "$jcmd" PID help)
[ "$(printf '%s\n' "$h1" | sed -n '2p;$p')" = "$(printf '%s\n' "$h2" | sed -n '2p;$p')" ] &&
    [ "$(printf '%s\n' "$h1" | tail -3)" = "$(printf '%s\n' "$h2" | tail -3)" ] && ok "help: header and footer" ||
    fail "help header/footer"
commands=$(printf '%s\n' "$h2" | sed -n '3,/^$/p' | grep -v '^$')
missing=$(for c in $commands; do printf '%s\n' "$h1" | grep -qx "$c" || echo "$c"; done)
[ -z "$missing" ] && ok "help: agentvm's $(echo $commands | wc -w) commands are all HotSpot commands" ||
    fail "help: not HotSpot commands: $missing"
for c in $commands; do
    # jcmd answers PerfCounter.print itself from the hsperfdata file.
    [ "$c" = PerfCounter.print ] && continue
    same "help $c" "$jcmd" PID help "$c"
done
a=$(run java "$jcmd" PID help -all) b=$(run agentvm "$jcmd" PID help -all)
bad=
for c in $commands; do
    [ "$(printf '%s\n' "$a" | grep -A2 -x "$c")" = "$(printf '%s\n' "$b" | grep -A2 -x "$c")" ] || bad="$bad $c"
done
[ -z "$bad" ] && ok "help -all: the entries of agentvm's commands" || fail "help -all entries:$bad"

for args in "foo" "VM.version x" "VM.uptime -x" "VM.uptime -date=yes" "VM.uptime -date -date" "GC.heap_dump" \
    "GC.heap_dump a b" "GC.class_histogram -parallel=x" "help nosuchcommand" "JVMTI.agent_load" \
    "JVMTI.agent_load $work/nonexistent.so" "VM.native_memory" "GC.run" "JVMTI.data_dump" "GC.heap_dump -gz=0 x" \
    "Thread.print -l=maybe"; do
    # shellcheck disable=SC2086
    same "jcmd $args" "$jcmd" PID $args
done
same "jcmd with an argument over 1024 bytes" "$jcmd" PID VM.version "$(head -c 1100 /dev/zero | tr '\0' x)"
matches "VM.uptime" '^(PID:|[0-9]+\.[0-9]{3} s|exit 0)$' "$(run java "$jcmd" PID VM.uptime)" "$(run agentvm "$jcmd" PID VM.uptime)"
matches "VM.uptime -date" '^(PID:|[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}\.[0-9]{3}[+-][0-9]{4}: [0-9]+\.[0-9]{3} s|exit 0)$' \
    "$(run java "$jcmd" PID VM.uptime -date)" "$(run agentvm "$jcmd" PID VM.uptime -date)"
same "VM.command_line" "$jcmd" PID VM.command_line
for kind in java agentvm; do
    f=$(run $kind "$jcmd" PID VM.flags)
    printf '%s\n' "$f" | grep -q -- '-XX:MaxHeapSize=67108864 ' && printf '%s\n' "$f" | grep -q -- '-XX:MinHeapFreeRatio=20 ' &&
        ok "$kind: VM.flags lists -XX:MaxHeapSize=67108864 and -XX:MinHeapFreeRatio=20" || { fail "$kind VM.flags"; echo "    $f"; }
done
for tool in "$jcmd PID VM.system_properties" "$jinfo -sysprops PID"; do
    # shellcheck disable=SC2086
    a=$(run java $tool) b=$(run agentvm $tool)
    for key in attach.test path.separator line.separator user.name sun.java.command; do
        [ "$(printf '%s\n' "$a" | grep "^$key=")" = "$(printf '%s\n' "$b" | grep "^$key=")" ] &&
            [ -n "$(printf '%s\n' "$a" | grep "^$key=")" ] || { fail "${tool%% *}: $key"; continue 2; }
    done
    matches "${tool##*/}: the date comment" '^#[A-Z][a-z]{2} [A-Z][a-z]{2} [0-9]{2} [0-9:]{8} [A-Z]+ [0-9]{4}$' \
        "$(printf '%s\n' "$a" | grep '^#')" "$(printf '%s\n' "$b" | grep '^#')"
    ok "${tool##*/}: escaped keys and values the same (attach.test, path.separator, line.separator, ...)"
done

echo "== thread dumps (jstack, jcmd Thread.print)"
# The program's threads: their header fields, states, the program's own
# frames and the monitor lines under them (addresses dropped).
app_threads() {
    awk '
        /^"/ { keep = ($0 ~ /^"(main|attach-worker)"/); prev = 0
               if (keep) { split($0, f, " "); line = f[1]; for (i = 2; i in f; i++) if (f[i] == "daemon" || f[i] ~ /^prio=/) line = line " " f[i]; print line }
               next }
        !keep { next }
        /java.lang.Thread.State/ { print; next }
        /^\tat AttachTarget/ { print; prev = 1; next }
        /^\tat / { prev = 0; next }
        /^\t- / && prev { gsub(/<0x[0-9a-f]+>/, "<addr>"); print; next }
        /Locked ownable synchronizers/ { print; own = 1; next }
        /^\t- / && own { gsub(/<0x[0-9a-f]+>/, "<addr>"); print; next }
        /^$/ { own = 0 }
    '
}
for tool in "$jstack PID" "$jstack -l PID" "$jcmd PID Thread.print" "$jcmd PID Thread.print -l"; do
    # shellcheck disable=SC2086
    a=$(run java $tool) b=$(run agentvm $tool)
    x=$(printf '%s\n' "$a" | app_threads) y=$(printf '%s\n' "$b" | app_threads)
    [ -n "$x" ] && [ "$x" = "$y" ] && ok "${tool#*/bin/}: the program's threads ($(printf '%s\n' "$x" | grep -c '^"') of them)" ||
        { fail "${tool#*/bin/}"; diff <(printf '%s\n' "$x") <(printf '%s\n' "$y") | head -20 | sed 's/^/    /'; }
    matches "${tool#*/bin/}: time stamp and header" '^([0-9]{4}-[0-9]{2}-[0-9]{2} [0-9:]{8}|Full thread dump .*:|PID:)$' \
        "$(printf '%s\n' "$a" | head -3 | grep -v '^$' | grep -v '^PID:$' | head -2)" \
        "$(printf '%s\n' "$b" | head -3 | grep -v '^$' | grep -v '^PID:$' | head -2)"
done

echo "== class histograms (jmap -histo, jcmd GC.class_histogram)"
for tool in "$jmap -histo PID" "$jmap -histo:live PID" "$jcmd PID GC.class_histogram" "$jcmd PID GC.class_histogram -all"; do
    # shellcheck disable=SC2086
    a=$(run java $tool | grep -v '^PID:$') b=$(run agentvm $tool | grep -v '^PID:$')
    [ "$(printf '%s\n' "$a" | head -2)" = "$(printf '%s\n' "$b" | head -2)" ] && ok "${tool#*/bin/}: header" ||
        fail "${tool#*/bin/}: header"
    counts() { printf '%s\n' "$1" | awk '$4 ~ /^AttachTarget/ { print $4, $2 }' | sort; }
    [ "$(counts "$a")" = "$(counts "$b")" ] && [ -n "$(counts "$b")" ] &&
        ok "${tool#*/bin/}: the program's classes and counts: $(counts "$b" | tr '\n' ' ')" ||
        { fail "${tool#*/bin/}: counts"; diff <(counts "$a") <(counts "$b") | sed 's/^/    /'; }
    matches "${tool#*/bin/}: row layout" '^( num     #instances         #bytes  class name \(module\)|-+|[ 0-9]{4}:[ 0-9]{14}[ 0-9]{15}  [^ ]+( \([^ ]+@[^ ]+\))?|Total[ 0-9]{14}[ 0-9]{15}|exit 0)$' \
        "$a" "$b"
done

echo "== heap dumps (jmap -dump, jcmd GC.heap_dump) read by tests/attach/HprofCheck.java"
for how in jmap jcmd; do
    for kind in java agentvm; do
        f=$work/$kind/$how.hprof
        if [ $how = jmap ]; then out=$(run $kind "$jmap" "-dump:live,format=b,file=$f" PID)
        else out=$(run $kind "$jcmd" PID GC.heap_dump "$f"); fi
        printf '%s\n' "$out" | grep -v '^PID:$' |
            sed -E 's/\[[0-9]+ bytes in [0-9.]+ secs\]/[N bytes in S secs]/' > "$work/$kind/$how.msg"
        strict=
        [ $kind = agentvm ] && strict=--closed
        if "$jdk/bin/java" -cp "$work/classes" HprofCheck "$f" $strict > "$work/$kind/$how.check"; then
            ok "$how: $kind's dump: $(head -4 "$work/$kind/$how.check" | tail -1 | sed 's/^ok: //')"
        else
            fail "$how: $kind's dump"; grep FAIL "$work/$kind/$how.check" | sed 's/^/    /'
        fi
    done
    cmp -s "$work/java/$how.msg" "$work/agentvm/$how.msg" && ok "$how: messages ($(head -1 "$work/agentvm/$how.msg"))" ||
        { fail "$how messages"; diff "$work/java/$how.msg" "$work/agentvm/$how.msg" | sed 's/^/    /'; }
    [ "$(stat -c %a "$work/java/$how.hprof")" = "$(stat -c %a "$work/agentvm/$how.hprof")" ] &&
        ok "$how: file mode $(stat -c %a "$work/agentvm/$how.hprof")" || fail "$how: file modes differ"
done
for kind in java agentvm; do
    f=$work/$kind/gz.hprof.gz
    run $kind "$jmap" "-dump:format=b,gz=1,file=$f" PID | sed -E 's/\[[0-9]+ bytes in [0-9.]+ secs\]/[N bytes in S secs]/' \
        > "$work/$kind/gz.msg"
    gzip -dc "$f" > "$work/$kind/gz.hprof" 2>/dev/null &&
        "$jdk/bin/java" -cp "$work/classes" HprofCheck "$work/$kind/gz.hprof" > "$work/$kind/gz.check" &&
        ok "jmap -dump:gz=1: $kind's dump is gzip and reads back" || fail "jmap -dump:gz=1 on $kind"
done
cmp -s "$work/java/gz.msg" "$work/agentvm/gz.msg" && ok "jmap -dump:gz=1: messages" ||
    { fail "gz messages"; diff "$work/java/gz.msg" "$work/agentvm/gz.msg" | sed 's/^/    /'; }
same "GC.heap_dump -gz=10" "$jcmd" PID GC.heap_dump -gz=10 WORK/x.hprof
same "jmap -histo:file=" "$jmap" -histo:file=WORK/histo-PID.txt PID
same "jmap -finalizerinfo" "$jmap" -finalizerinfo PID
for kind in java agentvm; do
    eval "p=\$pid_$kind"
    grep -q '^ *[0-9]*: *6 .*AttachTarget\$Node$' "$work/histo-$p.txt" && ok "$kind: the histogram file holds the 6 Nodes" ||
        fail "$kind: histogram file"
done
touch "$work/existing.hprof"
same "jmap -dump to an existing file" "$jmap" -dump:format=b,file=WORK/existing.hprof PID
same "GC.heap_dump to an existing file" "$jcmd" PID GC.heap_dump WORK/existing.hprof
same "jmap -dump with a bad option" "$jmap" -dump:format=x,file=WORK/x.hprof PID

echo "== flags (jinfo)"
same "jinfo -flag MaxHeapSize" "$jinfo" -flag MaxHeapSize PID
same "jinfo -flag MinHeapFreeRatio" "$jinfo" -flag MinHeapFreeRatio PID
same "jinfo -flag NoSuchFlag" "$jinfo" -flag NoSuchFlag PID
same "jinfo -flag +PrintConcurrentLocks" "$jinfo" -flag +PrintConcurrentLocks PID
same "jinfo -flag PrintConcurrentLocks after setting it" "$jinfo" -flag PrintConcurrentLocks PID
same "jinfo -flag MinHeapFreeRatio=30" "$jinfo" -flag MinHeapFreeRatio=30 PID
same "jinfo -flag MinHeapFreeRatio after setting it" "$jinfo" -flag MinHeapFreeRatio PID
for args in "VM.set_flag" "VM.set_flag MinHeapFreeRatio" "VM.set_flag MinHeapFreeRatio 25" "VM.set_flag UseG1GC true" \
    "VM.set_flag NoSuchFlag 1" "VM.set_flag MinHeapFreeRatio 300" "VM.set_flag PrintConcurrentLocks x"; do
    # shellcheck disable=SC2086
    same "jcmd $args" "$jcmd" PID $args
done
same "jinfo -flag MinHeapFreeRatio after VM.set_flag" "$jinfo" -flag MinHeapFreeRatio PID
for bad in "+UseG1GC" "MinHeapFreeRatio=200" "MinHeapFreeRatio=x" "NoSuchFlag=1" "-HeapDumpPath"; do
    a=$(run java "$jinfo" -flag "$bad" PID | grep -E 'Exception|^exit') b=$(run agentvm "$jinfo" -flag "$bad" PID | grep -E 'Exception|^exit')
    [ "$a" = "$b" ] && ok "jinfo -flag $bad: $(printf '%s\n' "$b" | head -1)" ||
        { fail "jinfo -flag $bad"; printf '%s\n---\n%s\n' "$a" "$b" | sed 's/^/    /'; }
done
sections() { grep -E '^(Java System Properties:|VM Flags:|VM Arguments:|jvm_args:|java_command:|java_class_path|Launcher Type:|exit)'; }
a=$(run java "$jinfo" PID | sections) b=$(run agentvm "$jinfo" PID | sections)
[ "$a" = "$b" ] && ok "jinfo PID: sections and VM arguments" || { fail "jinfo PID"; diff <(echo "$a") <(echo "$b") | sed 's/^/    /'; }

# Newer tools first ask "getversion"; a version-1 VM answers that it does
# not know it, and they go on with version 1 (as against HotSpot 17).
newer=${ATTACH_NEWER_JDK:-/usr/lib/jvm/temurin-25-jdk-amd64}
if [ -x "$newer/bin/jcmd" ]; then
    a=$(run agentvm "$jcmd" PID VM.version) b=$(run agentvm "$newer/bin/jcmd" PID VM.version)
    [ "$a" = "$b" ] && ok "$("$newer/bin/java" -version 2>&1 | head -1 | cut -d'"' -f2)'s jcmd VM.version: the same as JDK 17's" ||
        { fail "newer jcmd"; printf '%s\n---\n%s\n' "$a" "$b" | sed 's/^/    /'; }
    a=$(run agentvm "$newer/bin/jstack" PID | app_threads) b=$(run agentvm "$jstack" PID | app_threads)
    [ -n "$a" ] && [ "$a" = "$b" ] && ok "the newer jstack: the program's threads as JDK 17's jstack shows them" ||
        fail "newer jstack"
else
    echo "skipped: no newer JDK at $newer (set ATTACH_NEWER_JDK) for the getversion probe"
fi

echo "== Attach API queries"
same "getSystemProperties()" "$jdk/bin/java" -cp WORK/classes AttachClient PID property attach.test
same "getAgentProperties() sun.java.command" "$jdk/bin/java" -cp WORK/classes AttachClient PID agentproperty sun.java.command
same "getAgentProperties() sun.jvm.args" "$jdk/bin/java" -cp WORK/classes AttachClient PID agentproperty sun.jvm.args

echo "== the end: the agent's events, the program's exit, the socket's removal"
for kind in java agentvm; do touch "$work/$kind/phase2"; done
for kind in java agentvm; do
    for _ in $(seq 200); do grep -q 'late thread ran' "$work/$kind/out" && break; sleep 0.1; done
done
for kind in java agentvm; do touch "$work/$kind/stop"; done
for kind in java agentvm; do
    eval "p=\$pid_$kind"
    wait "$p"
    rc=$?
    [ $rc = 0 ] && grep -q '^done$' "$work/$kind/out" && ok "$kind: the program ended normally" ||
        { fail "$kind: status $rc"; cat "$work/$kind/out" "$work/$kind/err" | tail -20 | sed 's/^/    /'; }
    [ ! -e "/tmp/.java_pid$p" ] && ok "$kind: /tmp/.java_pid<pid> removed at exit" || fail "$kind: socket left behind"
done
trap - EXIT
for log in agent.log fail.log jcmd.log; do
    a=$(sed "s|$work/java|DIR|" "$work/java/$log" 2>&1) b=$(sed "s|$work/agentvm|DIR|" "$work/agentvm/$log" 2>&1)
    [ "$a" = "$b" ] && [ -n "$b" ] && ok "the agent's log ($log): $(printf '%s\n' "$b" | wc -l) lines, the same" ||
        { fail "agent log $log"; diff <(echo "$a") <(echo "$b") | sed 's/^/    /'; }
done
grep -q '^ThreadStart after-attach$' "$work/agentvm/agent.log" && grep -q '^Agent_OnUnload$' "$work/agentvm/agent.log" &&
    ok "agentvm: the attached agent saw live-phase events and was unloaded at exit" || fail "agentvm: agent events"
! grep -q Agent_OnUnload "$work/agentvm/fail.log" && ok "a failed Agent_OnAttach gets no Agent_OnUnload" ||
    fail "failed agent unloaded"

echo "$failures failure(s)"
[ "$failures" = 0 ]
