#!/usr/bin/env bash
# Benchmark runner: times agentvm, `java -Xint` and `java` on the programs in
# bench/src, checks that all three computed the same checksum, and reports
# start-up time and peak RSS of a hello-world program.
#
# usage: bench/run.sh [options] [AGENTVM_BINARY] [BUILD_DIR]
# See --help and docs/performance.md.

set -u

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(dirname "$BENCH_DIR")
SRC_DIR=$BENCH_DIR/src
RESULTS_DIR=$BENCH_DIR/results

# The order in which benchmarks run and appear in the table.
DEFAULT_BENCHMARKS="Recursion ArrayLoops NBody SpectralNorm Fannkuch Mandelbrot Checksum LongChar Alloc Collections StringBuild VirtualCalls Exceptions Sync Lambdas Streams Format Regex BigNum"
STARTUP_PROGRAM=Hello

RUNS=3
STARTUP_RUNS=5
TIMEOUT=600
DO_STARTUP=1
SELECTED=()
AGENT_OPTS=()
POSITIONAL=()

usage() {
    cat <<EOF
usage: bench/run.sh [options] [AGENTVM_BINARY] [BUILD_DIR]

  AGENTVM_BINARY     the agentvm launcher (default: build/bin/agentvm)
  BUILD_DIR          where the benchmark classes are compiled
                     (default: build/bench-classes)

options:
  -k NAME            run only benchmark NAME (may be repeated)
  --runs N           runs per VM and benchmark; the best is reported (default 3)
  --startup-runs N   runs of the start-up program (default 5)
  --agent LIB[=OPTS] pass -agentpath:LIB[=OPTS] to all three VMs (may be repeated)
  --timeout SECONDS  limit for a single run (default 600)
  --no-startup       skip the start-up and footprint measurement
  -h, --help         this text

environment:
  JAVA_HOME          the reference JDK (default: /usr/lib/jvm/java-17-openjdk-amd64,
                     else java and javac from PATH)

Results are printed as a table and written to bench/results/latest.tsv.
The exit status is non-zero if any VM printed a different checksum (WRONG)
or failed to run a program (FAILED).
EOF
}

die() {
    echo "run.sh: $*" >&2
    exit 2
}

is_count() {
    [[ $1 =~ ^[1-9][0-9]*$ ]]
}

while [ $# -gt 0 ]; do
    case $1 in
        -k)
            [ $# -ge 2 ] || die "-k needs a benchmark name"
            SELECTED+=("$2"); shift 2 ;;
        --runs)
            [ $# -ge 2 ] && is_count "$2" || die "--runs needs a positive number"
            RUNS=$2; shift 2 ;;
        --runs=*)
            is_count "${1#*=}" || die "--runs needs a positive number"
            RUNS=${1#*=}; shift ;;
        --startup-runs)
            [ $# -ge 2 ] && is_count "$2" || die "--startup-runs needs a positive number"
            STARTUP_RUNS=$2; shift 2 ;;
        --agent)
            [ $# -ge 2 ] || die "--agent needs LIBPATH[=options]"
            AGENT_OPTS+=("-agentpath:$2"); shift 2 ;;
        --agent=*)
            AGENT_OPTS+=("-agentpath:${1#*=}"); shift ;;
        --timeout)
            [ $# -ge 2 ] && is_count "$2" || die "--timeout needs a positive number of seconds"
            TIMEOUT=$2; shift 2 ;;
        --no-startup)
            DO_STARTUP=0; shift ;;
        -h|--help)
            usage; exit 0 ;;
        --)
            shift; POSITIONAL+=("$@"); break ;;
        -*)
            usage >&2; die "unknown option: $1" ;;
        *)
            POSITIONAL+=("$1"); shift ;;
    esac
done
[ ${#POSITIONAL[@]} -le 2 ] || { usage >&2; die "too many arguments"; }

AGENTVM=${POSITIONAL[0]:-$REPO_DIR/build/bin/agentvm}
CLASS_DIR=${POSITIONAL[1]:-$REPO_DIR/build/bench-classes}

# ---------------------------------------------------------------------------
# Tools

if [ -n "${JAVA_HOME:-}" ]; then
    JDK_HOME=$JAVA_HOME
elif [ -x /usr/lib/jvm/java-17-openjdk-amd64/bin/java ]; then
    JDK_HOME=/usr/lib/jvm/java-17-openjdk-amd64
else
    JDK_HOME=
fi
if [ -n "$JDK_HOME" ]; then
    JAVA=$JDK_HOME/bin/java
    JAVAC=$JDK_HOME/bin/javac
else
    JAVA=$(command -v java) || die "java not found: set JAVA_HOME"
    JAVAC=$(command -v javac) || die "javac not found: set JAVA_HOME"
fi
[ -x "$JAVA" ] || die "not executable: $JAVA"
[ -x "$JAVAC" ] || die "not executable: $JAVAC"
command -v timeout >/dev/null || die "timeout (coreutils) not found"

# Peak RSS comes from GNU time's %M (maximum resident set size, KiB).
TIME_BIN=
if [ -x /usr/bin/time ] && /usr/bin/time -f %M -o /dev/null true 2>/dev/null; then
    TIME_BIN=/usr/bin/time
fi

HAVE_AGENTVM=1
if [ ! -f "$AGENTVM" ] || [ ! -x "$AGENTVM" ]; then
    HAVE_AGENTVM=0
fi

if [ ${#SELECTED[@]} -gt 0 ]; then
    BENCHMARKS=("${SELECTED[@]}")
else
    read -r -a BENCHMARKS <<<"$DEFAULT_BENCHMARKS"
fi
for b in "${BENCHMARKS[@]}"; do
    [ -f "$SRC_DIR/$b.java" ] || die "no such benchmark: $b (no $SRC_DIR/$b.java)"
done

# ---------------------------------------------------------------------------
# Compilation

mkdir -p "$CLASS_DIR" || die "cannot create $CLASS_DIR"
CLASS_DIR=$(cd "$CLASS_DIR" && pwd)
echo "compiling benchmarks into $CLASS_DIR"
"$JAVAC" -d "$CLASS_DIR" "$SRC_DIR"/*.java || die "javac failed"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/agentvm-bench.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$WORK"' EXIT

# ---------------------------------------------------------------------------
# Running

VMS=(agentvm java-Xint java)

# run_once VM CLASS: runs CLASS once on VM and sets RUN_NS (wall clock,
# nanoseconds), RUN_RC, RUN_RSS (KiB, or "n/a") and RUN_OUT/RUN_ERR (files).
run_once() {
    local vm=$1 cls=$2 start end
    local -a cmd
    case $vm in
        agentvm)   cmd=("$AGENTVM") ;;
        java-Xint) cmd=("$JAVA" -Xint) ;;
        java)      cmd=("$JAVA") ;;
    esac
    cmd+=("${AGENT_OPTS[@]}" -cp "$CLASS_DIR" "$cls")
    RUN_OUT=$WORK/out
    RUN_ERR=$WORK/err
    rm -f "$WORK/rss"
    start=$(date +%s%N)
    if [ -n "$TIME_BIN" ]; then
        timeout "$TIMEOUT" "$TIME_BIN" -f %M -o "$WORK/rss" "${cmd[@]}" >"$RUN_OUT" 2>"$RUN_ERR" </dev/null
    else
        timeout "$TIMEOUT" "${cmd[@]}" >"$RUN_OUT" 2>"$RUN_ERR" </dev/null
    fi
    RUN_RC=$?
    end=$(date +%s%N)
    RUN_NS=$((end - start))
    RUN_RSS=n/a
    # GNU time writes a "Command exited with non-zero status" line first when
    # the program fails; the figure is always the last line.
    if [ -n "$TIME_BIN" ] && [ -s "$WORK/rss" ]; then
        RUN_RSS=$(tail -n 1 "$WORK/rss")
        [[ $RUN_RSS =~ ^[0-9]+$ ]] || RUN_RSS=n/a
    fi
}

# result_line CLASS FILE: the line of the program's output that must agree
# across VMs: the last "<Class> checksum <n>" line, or the greeting.
result_line() {
    if [ "$1" = "$STARTUP_PROGRAM" ]; then
        grep -a -x 'Hello, world' "$2" | tail -n 1
    else
        grep -a -E "^$1 checksum -?[0-9]+\$" "$2" | tail -n 1
    fi
}

seconds() {
    awk -v ns="$1" 'BEGIN { printf "%.3f", ns / 1e9 }'
}

ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'
}

# harness_ns N: what the harness itself costs a run (date, timeout, time
# and their forks), the best of N runs of `true` wrapped as run_once wraps
# a VM. Start-up is also shown less this, so that its ratio compares the
# VMs rather than the harness (a few milliseconds, a third of agentvm's
# own start-up).
harness_ns() {
    local n=$1 i start end best=
    for ((i = 0; i < n; i++)); do
        start=$(date +%s%N)
        if [ -n "$TIME_BIN" ]; then
            timeout "$TIMEOUT" "$TIME_BIN" -f %M -o "$WORK/rss-harness" true >/dev/null 2>&1 </dev/null
        else
            timeout "$TIMEOUT" true >/dev/null 2>&1 </dev/null
        fi
        end=$(date +%s%N)
        if [ -z "$best" ] || [ $((end - start)) -lt "$best" ]; then
            best=$((end - start))
        fi
    done
    echo "$best"
}

# measure VM CLASS N: best of N runs. Sets BEST_NS (empty if the VM could not
# run), ALL_S (every run, comma-separated seconds), MAX_RSS, STATUS and
# CHECKSUM. STATUS is ok, FAILED (exit status, timeout, no result line,
# results differing between runs) or missing.
measure() {
    local vm=$1 cls=$2 n=$3 i line
    BEST_NS= ALL_S= MAX_RSS=n/a STATUS=ok CHECKSUM=
    if [ "$vm" = agentvm ] && [ $HAVE_AGENTVM = 0 ]; then
        STATUS=missing
        return
    fi
    for ((i = 0; i < n; i++)); do
        run_once "$vm" "$cls"
        line=$(result_line "$cls" "$RUN_OUT")
        if [ $RUN_RC -ne 0 ] || [ -z "$line" ]; then
            STATUS=FAILED
            if [ $RUN_RC -eq 124 ]; then
                CHECKSUM="timeout after ${TIMEOUT}s"
            elif [ $RUN_RC -ne 0 ]; then
                CHECKSUM="exit status $RUN_RC"
            else
                CHECKSUM="no result line in output"
            fi
            {
                echo "!! $cls on $vm: FAILED ($CHECKSUM)"
                echo "!! last lines of its stderr:"
                tail -n 5 "$RUN_ERR" | sed 's/^/!!   /'
            } >&2
            BEST_NS=
            return
        fi
        if [ -n "$CHECKSUM" ] && [ "$line" != "$CHECKSUM" ]; then
            STATUS=FAILED
            echo "!! $cls on $vm: FAILED (result differs between runs: '$CHECKSUM' then '$line')" >&2
            CHECKSUM="nondeterministic"
            BEST_NS=
            return
        fi
        CHECKSUM=$line
        if [ -z "$BEST_NS" ] || [ "$RUN_NS" -lt "$BEST_NS" ]; then
            BEST_NS=$RUN_NS
        fi
        ALL_S=${ALL_S:+$ALL_S,}$(seconds "$RUN_NS")
        if [ "$RUN_RSS" != n/a ] && { [ "$MAX_RSS" = n/a ] || [ "$RUN_RSS" -gt "$MAX_RSS" ]; }; then
            MAX_RSS=$RUN_RSS
        fi
    done
}

# ---------------------------------------------------------------------------
# Report

mkdir -p "$RESULTS_DIR" || die "cannot create $RESULTS_DIR"
TSV=$WORK/results.tsv
BAD=0
declare -A BEST STAT RSS ALLS RESULT

{
    echo "# agentvm benchmark results"
    echo "# date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "# host: $(uname -srm), $(nproc) cpus, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')"
    echo "# java: $("$JAVA" -version 2>&1 | head -n 2 | tail -n 1)"
    if [ $HAVE_AGENTVM = 1 ]; then
        echo "# agentvm: $AGENTVM"
    else
        echo "# agentvm: $AGENTVM (missing)"
    fi
    echo "# runs: $RUNS (start-up: $STARTUP_RUNS); time is wall clock, best of runs; peak_rss_kb is the largest of runs"
    echo "# agents: ${AGENT_OPTS[*]:-none}"
    printf 'benchmark\tvm\tstatus\tbest_s\truns_s\tpeak_rss_kb\tresult\n'
} >"$TSV"

# record CLASS VM: keeps the last measurement for the tables.
record() {
    BEST[$1,$2]=$BEST_NS
    STAT[$1,$2]=$STATUS
    RSS[$1,$2]=$MAX_RSS
    ALLS[$1,$2]=$ALL_S
    RESULT[$1,$2]=$CHECKSUM
}

# write_rows CLASS: one TSV row per VM, after compare has judged them.
write_rows() {
    local vm best
    for vm in "${VMS[@]}"; do
        best=-
        [ -n "${BEST[$1,$vm]}" ] && best=$(seconds "${BEST[$1,$vm]}")
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$vm" "${STAT[$1,$vm]}" "$best" \
            "${ALLS[$1,$vm]:--}" "${RSS[$1,$vm]}" "${RESULT[$1,$vm]:--}" >>"$TSV"
    done
}

# compare CLASS: java is the oracle; any other VM that ran and printed a
# different result is WRONG.
compare() {
    local cls=$1 vm ref=${RESULT[$1,java]:-}
    for vm in "${VMS[@]}"; do
        [ "${STAT[$cls,$vm]}" = FAILED ] && BAD=1
        [ "$vm" = java ] || [ "${STAT[$cls,$vm]}" != ok ] || [ -z "$ref" ] && continue
        if [ "${RESULT[$cls,$vm]}" != "$ref" ]; then
            STAT[$cls,$vm]=WRONG
            BAD=1
            echo "!! WRONG: $cls on $vm printed '${RESULT[$cls,$vm]}', java printed '$ref'" >&2
        fi
    done
}

if [ $HAVE_AGENTVM = 0 ]; then
    echo "agentvm: $AGENTVM not found or not executable; its columns show 'missing'"
fi
if [ -z "$TIME_BIN" ]; then
    echo "peak RSS: cannot measure: GNU time (/usr/bin/time) is not installed (apt-get install time)"
fi
[ ${#AGENT_OPTS[@]} -gt 0 ] && echo "agents: ${AGENT_OPTS[*]}"

for b in "${BENCHMARKS[@]}"; do
    for vm in "${VMS[@]}"; do
        printf 'running %-14s on %-10s ... ' "$b" "$vm"
        measure "$vm" "$b" "$RUNS"
        record "$b" "$vm"
        if [ -n "$BEST_NS" ]; then echo "$(seconds "$BEST_NS") s"; else echo "$STATUS"; fi
    done
    compare "$b"
    write_rows "$b"
done

if [ $DO_STARTUP = 1 ]; then
    HARNESS_NS=$(harness_ns $((STARTUP_RUNS * 2)))
    for vm in "${VMS[@]}"; do
        printf 'running %-14s on %-10s ... ' "start-up" "$vm"
        measure "$vm" "$STARTUP_PROGRAM" "$STARTUP_RUNS"
        record startup "$vm"
        if [ -n "$BEST_NS" ]; then echo "$(seconds "$BEST_NS") s"; else echo "$STATUS"; fi
    done
    compare startup
    write_rows startup
fi

# cell CLASS VM: the time column, or why there is none.
cell() {
    case ${STAT[$1,$2]} in
        ok) seconds "${BEST[$1,$2]}" ;;
        *)  echo "${STAT[$1,$2]}" ;;
    esac
}

ratio_cell() {
    if [ "${STAT[$1,agentvm]}" = ok ] && [ "${STAT[$1,$2]}" = ok ]; then
        ratio "${BEST[$1,agentvm]}" "${BEST[$1,$2]}"
    else
        echo -
    fi
}

echo
echo "wall clock, best of $RUNS runs"
printf '%-14s %10s %13s %9s %13s %13s\n' benchmark "agentvm s" "java -Xint s" "java s" "agentvm/Xint" "agentvm/java"
for b in "${BENCHMARKS[@]}"; do
    printf '%-14s %10s %13s %9s %13s %13s\n' "$b" "$(cell "$b" agentvm)" \
        "$(cell "$b" java-Xint)" "$(cell "$b" java)" \
        "$(ratio_cell "$b" java-Xint)" "$(ratio_cell "$b" java)"
done

if [ $DO_STARTUP = 1 ]; then
    echo
    echo "start-up ($STARTUP_PROGRAM, best of $STARTUP_RUNS runs) and peak RSS;"
    echo "less harness: less the $(awk -v ns="$HARNESS_NS" 'BEGIN { printf "%.1f", ns / 1e6 }') ms the harness takes to run \`true\`"
    printf '%-12s %10s %15s %8s %15s %8s\n' vm "start-up s" "less harness s" "/java" "peak RSS MiB" "/java"
    for vm in "${VMS[@]}"; do
        rss=${RSS[startup,$vm]}
        rss_ratio=-
        if [ "$rss" != n/a ]; then
            [ "${RSS[startup,java]:-n/a}" != n/a ] &&
                rss_ratio=$(awk -v a="$rss" -v b="${RSS[startup,java]}" 'BEGIN { printf "%.3f", a / b }')
            rss=$(awk -v k="$rss" 'BEGIN { printf "%.1f", k / 1024 }')
        elif [ -z "$TIME_BIN" ]; then
            rss="cannot measure"
        fi
        net=- net_ratio=-
        if [ "${STAT[startup,$vm]}" = ok ]; then
            net=$(seconds $((BEST[startup,$vm] - HARNESS_NS)))
            if [ "${STAT[startup,java]}" = ok ]; then
                net_ratio=$(ratio $((BEST[startup,$vm] - HARNESS_NS)) $((BEST[startup,java] - HARNESS_NS)))
            fi
        fi
        printf '%-12s %10s %15s %8s %15s %8s\n' "$vm" "$(cell startup "$vm")" "$net" "$net_ratio" "$rss" "$rss_ratio"
    done
fi

cp "$TSV" "$RESULTS_DIR/latest.tsv"
echo
echo "results written to ${RESULTS_DIR#"$REPO_DIR"/}/latest.tsv"
if [ $BAD = 1 ]; then
    echo "!! some runs were WRONG or FAILED (see above)" >&2
    exit 1
fi
exit 0
