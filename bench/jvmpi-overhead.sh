#!/usr/bin/env bash
# JVMPI against JVMTI, empty method entry/exit handlers: a benchmark, not a
# test. For each benchmark, best of N runs (wall clock seconds) of
#   agentvm            no agent
#   agentvm JVMPI      -Xrunjvmpi_entryexit (bench/agents/jvmpi_entryexit.c)
#   agentvm JVMTI      -agentpath:libentryexit.so (bench/agents/entryexit.c)
#   java -Xint JVMTI   the same JVMTI agent on the reference JVM, interpreted
#   java JVMTI         and with its JIT compilers
# HotSpot 17 has no JVMPI, so the JVMTI agent stands for it there. Results
# are in docs/performance.md.
#
# usage: bench/jvmpi-overhead.sh [--runs N] [AGENTVM] [BUILD_DIR] [BENCHMARK...]
set -u

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(dirname "$BENCH_DIR")
RUNS=3
if [ "${1:-}" = --runs ]; then
    RUNS=$2
    shift 2
fi
AGENTVM=${1:-$REPO_DIR/build/bin/agentvm}
WORK=${2:-$REPO_DIR/build/bench-classes}
shift 2 2>/dev/null
LIST=("$@")
[ ${#LIST[@]} -gt 0 ] || LIST=(Recursion VirtualCalls Collections StringBuild)
JDK_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
CC=${CC:-gcc}

mkdir -p "$WORK/agents" || exit 2
"$JDK_HOME/bin/javac" -d "$WORK" "$BENCH_DIR"/src/*.java || exit 2
"$CC" -O2 -Wall -shared -fPIC -I"$JDK_HOME/include" -I"$JDK_HOME/include/linux" \
    -o "$WORK/agents/libentryexit.so" "$BENCH_DIR/agents/entryexit.c" || exit 2
"$CC" -O2 -Wall -shared -fPIC -I"$REPO_DIR/include" \
    -o "$WORK/agents/libjvmpi_entryexit.so" "$BENCH_DIR/agents/jvmpi_entryexit.c" || exit 2

# best VM... : the best wall clock of RUNS runs, seconds; FAILED if one fails.
best() {
    local b=$1 best= t start end
    shift
    for ((i = 0; i < RUNS; i++)); do
        start=$(date +%s%N)
        LD_LIBRARY_PATH=$WORK/agents "$@" -cp "$WORK" "$b" >/dev/null 2>&1 </dev/null || { echo FAILED; return; }
        end=$(date +%s%N)
        t=$((end - start))
        { [ -z "$best" ] || [ "$t" -lt "$best" ]; } && best=$t
    done
    awk -v t="$best" 'BEGIN { printf "%.3f", t / 1e9 }'
}

printf '%-13s %9s %9s %9s %9s %9s %11s\n' benchmark agentvm "JVMPI" "JVMTI" "Xint JVMTI" "java JVMTI" "JVMPI/JVMTI"
for b in "${LIST[@]}"; do
    a=$(best "$b" "$AGENTVM")
    p=$(best "$b" "$AGENTVM" -Xrunjvmpi_entryexit)
    t=$(best "$b" "$AGENTVM" "-agentpath:$WORK/agents/libentryexit.so")
    x=$(best "$b" "$JDK_HOME/bin/java" -Xint "-agentpath:$WORK/agents/libentryexit.so")
    j=$(best "$b" "$JDK_HOME/bin/java" "-agentpath:$WORK/agents/libentryexit.so")
    r=$(awk -v p="$p" -v t="$t" 'BEGIN { if (p + 0 > 0 && t + 0 > 0) printf "%.2f", p / t; else print "-" }')
    printf '%-13s %9s %9s %9s %9s %9s %11s\n' "$b" "$a" "$p" "$t" "$x" "$j" "$r"
done
