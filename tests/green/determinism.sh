#!/usr/bin/env bash
# Green threads are deterministic: GreenRacy (an interleaving-dependent
# program) run RUNS times under -Xthreads:green with one seed must print
# byte-identical output every time, and a set of seeds must give at least
# two different outputs (the seed does steer the interleaving). Then the
# same with a JVMTI agent (tests/green/greenlog.c: an event log written
# under a raw monitor and an agent thread waiting on another for work):
# output and event log identical over RUNS runs with one seed, and at least
# two different logs over 8 seeds.
#
# usage: tests/green/determinism.sh AGENTVM_BINARY WORK_DIR [RUNS]
set -u
vm=$1 work=$2 runs=${3:-20}
here=$(cd "$(dirname "$0")" && pwd)
JAVAC=${JAVAC:-/usr/lib/jvm/java-17-openjdk-amd64/bin/javac}
[ -x "$JAVAC" ] || { echo "SKIP: no javac at $JAVAC"; exit 77; }
rm -rf "$work" && mkdir -p "$work" || exit 2
"$JAVAC" -source 8 -target 8 -nowarn -d "$work" "$here/GreenRacy.java" 2>/dev/null || exit 2

run() { timeout -k 5 60 "$vm" -Xthreads:green "$@" -cp "$work" GreenRacy; echo "exit $?"; }
CC=${CC:-cc}
agent=$work/libgreenlog.so
"$CC" -shared -fPIC -O1 -I"$here/../../include" -o "$agent" "$here/greenlog.c" || { echo "FAIL: cannot build greenlog.c"; exit 2; }
# run_log SEED LOG: output and exit status on stdout, the event log in LOG.
run_log() { run -XX:GreenSeed=$1 -XX:GreenSlice=300 -agentpath:"$agent=$2"; }

fail=0
run -XX:GreenSeed=7 >"$work/ref.out" 2>&1
for i in $(seq 2 "$runs"); do
    run -XX:GreenSeed=7 >"$work/run.out" 2>&1
    if ! cmp -s "$work/ref.out" "$work/run.out"; then
        echo "FAIL: run $i with seed 7 differs from run 1:"
        diff "$work/ref.out" "$work/run.out" | head -5
        fail=1
        break
    fi
done
[ "$fail" = 0 ] && echo "PASS: $runs runs with seed 7 print the same $(wc -l <"$work/ref.out") lines"

for s in 1 2 3 4 5 6 7 8; do
    run -XX:GreenSeed=$s -XX:GreenSlice=300 | md5sum
done | sort -u >"$work/seeds"
n=$(wc -l <"$work/seeds")
if [ "$n" -ge 2 ]; then
    echo "PASS: 8 seeds give $n different interleavings"
else
    echo "FAIL: 8 seeds all give the same output"
    fail=1
fi

run_log 7 "$work/ref.log" >"$work/ref-agent.out" 2>&1
for i in $(seq 2 "$runs"); do
    run_log 7 "$work/run.log" >"$work/run-agent.out" 2>&1
    if ! cmp -s "$work/ref-agent.out" "$work/run-agent.out" || ! cmp -s "$work/ref.log" "$work/run.log"; then
        echo "FAIL: run $i with seed 7 and the agent differs from run 1:"
        diff "$work/ref-agent.out" "$work/run-agent.out" | head -5
        diff "$work/ref.log" "$work/run.log" | head -10
        fail=1
        break
    fi
done
if [ "$fail" = 0 ]; then
    grep -q "worker got" "$work/ref.log" && grep -q "MonitorContendedEntered" "$work/ref.log" \
        || { echo "FAIL: the event log lacks the agent thread's or the contended monitors' lines"; fail=1; }
    [ "$fail" = 0 ] && echo "PASS: $runs runs with seed 7 and the agent print the same output and the same $(wc -l <"$work/ref.log")-line event log"
fi

for s in 1 2 3 4 5 6 7 8; do
    run_log $s "$work/seed.log" >/dev/null 2>&1
    md5sum <"$work/seed.log"
done | sort -u >"$work/seed-logs"
n=$(wc -l <"$work/seed-logs")
if [ "$n" -ge 2 ]; then
    echo "PASS: 8 seeds give $n different event logs"
else
    echo "FAIL: 8 seeds all give the same event log"
    fail=1
fi
exit "$fail"
