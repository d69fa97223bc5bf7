#!/usr/bin/env bash
# HPROF overhead: for each bench/src program and each profiling mode of the
# HPROF agent (agents/hprof), the CPU time (user + system, of the VM process
# and its threads) with the agent over the CPU time without, on agentvm and
# on HotSpot (java, JIT on). Prints a Markdown table (the one in
# docs/performance.md). Best of --runs N runs for every cell.
#
# usage: bench/hprof-overhead.sh [--runs N] [--limit S] [-k NAME]... [AGENTVM] [BUILD_DIR]
#   --limit S  a run longer than S seconds (default 120) is stopped: ">S s"
#   AGENTVM    default build/bin/agentvm; BUILD_DIR default build (holds
#              agents/libhprof.so). JAVA_HOME default the JDK 17.
set -u
BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(dirname "$BENCH_DIR")
RUNS=3
LIMIT=120
SELECTED=()
POS=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --limit) LIMIT=$2; shift 2 ;;
        -k) SELECTED+=("$2"); shift 2 ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) POS+=("$1"); shift ;;
    esac
done
VM=${POS[0]:-$REPO_DIR/build/bin/agentvm}
BUILD=${POS[1]:-$REPO_DIR/build}
LIB=$(cd "$BUILD" && pwd)/agents/libhprof.so
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
[ -x "$VM" ] || { echo "no agentvm at $VM" >&2; exit 2; }
[ -f "$LIB" ] || { echo "no $LIB: build the hprof target" >&2; exit 2; }
[ ${#SELECTED[@]} -gt 0 ] || SELECTED=(Hello Recursion Alloc Collections Sync)
MODES=("cpu=samples" "heap=sites" "cpu=times" "monitor=y" "heap=dump,format=b")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$JAVA_HOME/bin/javac" -d "$work/classes" "$BENCH_DIR"/src/*.java || exit 2

# best VM-COMMAND...: the least CPU time (user + system) of RUNS runs, in
# seconds; a run past LIMIT seconds of wall time is stopped.
best() {
    local b= t rc TIMEFORMAT='%3U %3S'
    for ((i = 0; i < RUNS; i++)); do
        { time (cd "$work" && timeout "$LIMIT" "$@" >/dev/null 2>&1; echo $? >"$work/rc"); } 2>"$work/time"
        rc=$(cat "$work/rc")
        [ "$rc" = 124 ] && { echo ">$LIMIT s"; return; }
        [ "$rc" = 0 ] || { echo "fail"; return; }
        t=$(awk '{ printf "%.3f", $1 + $2 }' "$work/time")
        if [ -z "$b" ] || awk -v t="$t" -v b="$b" 'BEGIN { exit !(t < b) }'; then b=$t; fi
    done
    echo "$b"
}
ratio() { if [ "$1" = fail ] || [ "$2" = fail ]; then echo fail; elif [ "${1#>}" != "$1" ]; then echo "$1"; else awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; fi; }

header="| program | VM | no agent (CPU s) |"
sep="|---|---|---|"
for m in "${MODES[@]}"; do header+=" $m |"; sep+="---|"; done
echo "$header"
echo "$sep"
for p in "${SELECTED[@]}"; do
    for vmname in agentvm HotSpot; do
        if [ $vmname = agentvm ]; then cmd=("$VM"); else cmd=("$JAVA_HOME/bin/java"); fi
        base=$(best "${cmd[@]}" -cp classes "$p")
        row="| $p | $vmname | $base |"
        for m in "${MODES[@]}"; do
            t=$(best "${cmd[@]}" "-agentpath:$LIB=$m,file=$work/out" -cp classes "$p")
            row+=" $(ratio "$t" "$base") |"
        done
        echo "$row"
    done
done
