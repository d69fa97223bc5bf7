#!/usr/bin/env bash
# Green threads are deterministic: GreenRacy (an interleaving-dependent
# program) run RUNS times under -Xthreads:green with one seed must print
# byte-identical output every time, and a set of seeds must give at least
# two different outputs (the seed does steer the interleaving).
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
exit "$fail"
