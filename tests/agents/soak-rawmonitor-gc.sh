#!/usr/bin/env bash
# Runs the rawmongc agent (an agent thread waiting on a raw monitor that
# GarbageCollectionStart/Finish callbacks notify) with its allocation-heavy
# program many times in a row on agentvm: a deadlock between RawMonitorWait
# and the GC callbacks shows up as a run that does not end.
#
# usage: tests/agents/soak-rawmonitor-gc.sh AGENTVM JAVA_HOME BUILD_DIR [RUNS]
#
# RUNS defaults to 200 (ctest runs a short slice). Each run must exit with
# status 0 within RUN_TIMEOUT seconds (default 60) and log that the agent
# thread woke up without raw monitor failures. Prints one line per failed
# run and a summary; exits 1 if a run failed, 77 without a JDK (javac
# compiles the program).
set -u

[ $# -ge 3 ] || { echo "usage: $0 AGENTVM JAVA_HOME BUILD_DIR [RUNS]" >&2; exit 2; }
vm=$1 jhome=$2 build=$3 runs=${4:-200}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
run_timeout=${RUN_TIMEOUT:-60}

if [ ! -x "$jhome/bin/javac" ]; then
    echo "skipped: no javac at $jhome"
    exit 77
fi
[ -x "$vm" ] || { echo "error: agentvm binary $vm does not exist" >&2; exit 2; }

mkdir -p "$build" || exit 2
work=$(cd "$build" && pwd)/rawmonitor-gc-soak
rm -rf "$work" && mkdir -p "$work/classes" || exit 2
gcc -std=gnu11 -O1 -g -Wall -Wextra -Wno-unused-parameter -shared -fPIC -pthread \
    -I"$here" -I"$repo/include" -o "$work/librawmongc.so" "$here/rawmongc.c" || exit 2
"$jhome/bin/javac" -XDstringConcat=inline -d "$work/classes" "$here/programs/Rawmongc.java" || exit 2

failed=0 hung=0
start=$(date +%s)
for i in $(seq 1 "$runs"); do
    log=$work/run.log
    : >"$log"
    timeout -k 5 "$run_timeout" "$vm" "-agentpath:$work/librawmongc.so=out=$log" -cp "$work/classes" Rawmongc \
        </dev/null >"$work/run.out" 2>"$work/run.err"
    st=$?
    if [ "$st" = 124 ] || [ "$st" = 137 ]; then
        echo "run $i: hung (no end after ${run_timeout}s)"
        hung=$((hung + 1)) failed=$((failed + 1))
        cp "$work/run.err" "$work/hung-$i.err"
    elif [ "$st" != 0 ] || ! grep -q '^agent thread woke up: yes$' "$log" \
         || ! grep -q '^raw monitor failures: 0$' "$log"; then
        echo "run $i: failed (exit status $st): $(grep -v '^#' "$log" | tr '\n' ' ')"
        failed=$((failed + 1))
        cp "$log" "$work/failed-$i.log"
    fi
done
echo "$runs runs in $(( $(date +%s) - start ))s: $((runs - failed)) passed, $hung hung, $((failed - hung)) failed otherwise"
[ "$failed" = 0 ]
