#!/usr/bin/env bash
# Agent overhead benchmark: runs bench/run.sh three times,
#   (a) without an agent,
#   (b) with bench/agents/nothing.c (gets a JVMTI environment, enables nothing),
#   (c) with bench/agents/entryexit.c (empty MethodEntry/MethodExit callbacks),
# and prints agentvm's times for (a), (b), (c) with the ratios (b)/(a) and
# (c)/(a), beside java -Xint and java with the same agent (c).
#
# (b) is meant to be within 2% of (a), which is below the drift of a shared
# machine between two run.sh passes minutes apart. --rounds N therefore adds a
# second measurement: agentvm alone, (a), (b) and (c) in turn, run by run, N
# rounds, best of each.
#
# usage: bench/overhead.sh [--runs N] [--rounds N [--only-rounds]] [-k NAME]...
#                          [AGENTVM_BINARY] [BUILD_DIR]
# See docs/performance.md.

set -u

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
RESULTS_DIR=$BENCH_DIR/results

RUNS=3
ROUNDS=0
ONLY_ROUNDS=0
PASS=()
SELECTED=()
POSITIONAL=()

usage() {
    cat <<EOF
usage: bench/overhead.sh [options] [AGENTVM_BINARY] [BUILD_DIR]

  AGENTVM_BINARY     the agentvm launcher (default: build/bin/agentvm)
  BUILD_DIR          where the benchmark classes and the agents are built
                     (default: build/bench-classes)

options:
  --runs N           runs per VM and benchmark; the best is reported (default 3)
  --rounds N         also run agentvm in turn without an agent, with the
                     nothing agent and with the entryexit agent, N rounds,
                     and report the best of each (default 0: not done)
  --only-rounds      only that: skip the three bench/run.sh passes
  -k NAME            run only benchmark NAME (may be repeated)
  -h, --help         this text

environment:
  JAVA_HOME          the reference JDK (default: /usr/lib/jvm/java-17-openjdk-amd64);
                     the agents are compiled against its include/jvmti.h, so the
                     same library runs on all three VMs

The three results files are kept as bench/results/overhead-none.tsv,
overhead-nothing.tsv and overhead-entryexit.tsv. Case (a) also measures
start-up and footprint, so overhead-none.tsv is a complete bench/run.sh result.
EOF
}

die() {
    echo "overhead.sh: $*" >&2
    exit 2
}

while [ $# -gt 0 ]; do
    case $1 in
        --runs)
            [ $# -ge 2 ] && [[ $2 =~ ^[1-9][0-9]*$ ]] || die "--runs needs a positive number"
            RUNS=$2; shift 2 ;;
        --rounds)
            [ $# -ge 2 ] && [[ $2 =~ ^[1-9][0-9]*$ ]] || die "--rounds needs a positive number"
            ROUNDS=$2; shift 2 ;;
        --only-rounds)
            ONLY_ROUNDS=1; shift ;;
        -k)
            [ $# -ge 2 ] || die "-k needs a benchmark name"
            PASS+=(-k "$2"); SELECTED+=("$2"); shift 2 ;;
        -h|--help)
            usage; exit 0 ;;
        -*)
            usage >&2; die "unknown option: $1" ;;
        *)
            POSITIONAL+=("$1"); shift ;;
    esac
done
[ ${#POSITIONAL[@]} -le 2 ] || { usage >&2; die "too many arguments"; }
[ $ONLY_ROUNDS = 0 ] || [ "$ROUNDS" -gt 0 ] || die "--only-rounds needs --rounds N"

REPO_DIR=$(dirname "$BENCH_DIR")
AGENTVM=${POSITIONAL[0]:-$REPO_DIR/build/bin/agentvm}
CLASS_DIR=${POSITIONAL[1]:-$REPO_DIR/build/bench-classes}

if [ -n "${JAVA_HOME:-}" ]; then
    JDK_HOME=$JAVA_HOME
else
    JDK_HOME=/usr/lib/jvm/java-17-openjdk-amd64
fi
[ -f "$JDK_HOME/include/jvmti.h" ] || die "no $JDK_HOME/include/jvmti.h: set JAVA_HOME to a JDK"
CC=${CC:-gcc}

# ---------------------------------------------------------------------------
# The agents

mkdir -p "$CLASS_DIR/agents" || die "cannot create $CLASS_DIR/agents"
AGENT_DIR=$(cd "$CLASS_DIR/agents" && pwd)
for a in nothing entryexit; do
    "$CC" -O2 -Wall -shared -fPIC -I"$JDK_HOME/include" -I"$JDK_HOME/include/linux" \
        -o "$AGENT_DIR/lib$a.so" "$BENCH_DIR/agents/$a.c" || die "cannot compile bench/agents/$a.c"
done

# ---------------------------------------------------------------------------
# The three runs

mkdir -p "$RESULTS_DIR" || die "cannot create $RESULTS_DIR"
STATUS=0

# run CASE [run.sh options...]: one bench/run.sh pass, its TSV kept as
# overhead-CASE.tsv.
run() {
    local name=$1
    shift
    echo "=== overhead case '$name': bench/run.sh --runs $RUNS ${PASS[*]} $*"
    "$BENCH_DIR/run.sh" --runs "$RUNS" "${PASS[@]}" "$@" "$AGENTVM" "$CLASS_DIR" || STATUS=1
    cp "$RESULTS_DIR/latest.tsv" "$RESULTS_DIR/overhead-$name.tsv" || die "no results from run.sh"
    echo
}

if [ $ONLY_ROUNDS = 0 ]; then
run none
run nothing --no-startup --agent "$AGENT_DIR/libnothing.so"
run entryexit --no-startup --agent "$AGENT_DIR/libentryexit.so"

# ---------------------------------------------------------------------------
# The table

echo "agent overhead, wall clock seconds, best of $RUNS runs"
echo "(a) no agent, (b) agent that enables nothing, (c) empty MethodEntry/MethodExit callbacks"
awk -F'\t' '
    FNR == 1 { file++ }
    /^#/ || $1 == "benchmark" || $1 == "startup" { next }
    {
        key = $1 SUBSEP $2
        t[file, key] = ($3 == "ok") ? $4 : $3
        if (!(($1) in seen)) { seen[$1] = 1; order[++n] = $1 }
    }
    function num(x) { return x ~ /^[0-9.]+$/ }
    function ratio(a, b) { return (num(a) && num(b) && b > 0) ? sprintf("%.3f", a / b) : "-" }
    END {
        fmt = "%-13s %9s %9s %9s %7s %7s %12s %9s %14s\n"
        printf fmt, "benchmark", "agentvm a", "agentvm b", "agentvm c", "b/a", "c/a", "java-Xint c", "java c", "agentvm c/java c"
        for (i = 1; i <= n; i++) {
            b = order[i]
            a1 = t[1, b SUBSEP "agentvm"]; b1 = t[2, b SUBSEP "agentvm"]; c1 = t[3, b SUBSEP "agentvm"]
            xc = t[3, b SUBSEP "java-Xint"]; jc = t[3, b SUBSEP "java"]
            printf fmt, b, a1, b1, c1, ratio(b1, a1), ratio(c1, a1), xc, jc, ratio(c1, jc)
        }
    }' "$RESULTS_DIR/overhead-none.tsv" "$RESULTS_DIR/overhead-nothing.tsv" "$RESULTS_DIR/overhead-entryexit.tsv"

echo
echo "results: bench/results/overhead-{none,nothing,entryexit}.tsv"
fi

# ---------------------------------------------------------------------------
# (a), (b) and (c) in turn, agentvm only

# one_run BENCH [VM OPTION]: one agentvm run, wall clock in nanoseconds on
# stdout; empty if the run failed.
one_run() {
    local start end
    start=$(date +%s%N)
    if "$AGENTVM" "${@:2}" -cp "$CLASS_DIR" "$1" >/dev/null 2>&1 </dev/null; then
        end=$(date +%s%N)
        echo $((end - start))
    fi
}

if [ "$ROUNDS" -gt 0 ]; then
    if [ ${#SELECTED[@]} -gt 0 ]; then
        LIST=("${SELECTED[@]}")
    else
        LIST=(Recursion ArrayLoops Alloc Collections StringBuild VirtualCalls Exceptions Sync)
    fi
    CASES=("" "-agentpath:$AGENT_DIR/libnothing.so" "-agentpath:$AGENT_DIR/libentryexit.so")
    echo
    echo "agentvm only: (a), (b), (c) in turn, best of $ROUNDS rounds, wall clock seconds"
    printf '%-13s %9s %9s %9s %7s %7s\n' benchmark "a" "b" "c" "b/a" "c/a"
    for b in "${LIST[@]}"; do
        best=("" "" "")
        for ((i = 0; i < ROUNDS; i++)); do
            for k in 0 1 2; do
                if [ -n "${CASES[$k]}" ]; then
                    t=$(one_run "$b" "${CASES[$k]}")
                else
                    t=$(one_run "$b")
                fi
                [ -n "$t" ] || { best=(FAILED); STATUS=1; break 2; }
                { [ -z "${best[$k]}" ] || [ "$t" -lt "${best[$k]}" ]; } && best[$k]=$t
            done
        done
        if [ "${best[0]}" = FAILED ]; then
            printf '%-13s %9s\n' "$b" FAILED
            continue
        fi
        awk -v n="$b" -v a="${best[0]}" -v b="${best[1]}" -v c="${best[2]}" \
            'BEGIN { printf "%-13s %9.3f %9.3f %9.3f %7.3f %7.3f\n", n, a / 1e9, b / 1e9, c / 1e9, b / a, c / a }'
    done
fi
[ $STATUS = 0 ] || echo "!! some runs were WRONG or FAILED (see above)" >&2
exit $STATUS
