#!/usr/bin/env bash
# Debugging overhead benchmark, with bench/agents/debugger.c (see its header):
#
#   idle  every default benchmark on agentvm, without an agent and with the
#         agent in mode "idle" (every potential capability, Breakpoint
#         enabled, one breakpoint set in a method that never runs), run in
#         turn, N rounds; the target is at most 2% more time than no agent.
#   step  bench/src/DebugLoop.java with the agent single-stepping its
#         stepLoop (14 million SingleStep events),
#   bp    the same program with a breakpoint on the marked line of bpLoop,
#         hit 100,000 times;
#         both on agentvm and on the reference JVM (java, and java -Xint),
#         each beside a run of the same VM without the agent, in turn, N
#         rounds. The cost per event is (time with agent - time without) /
#         events, from the best run of each.
#
# usage: bench/debug-overhead.sh [--rounds N] [--skip-idle] [--skip-events]
#                                [-k NAME]... [AGENTVM_BINARY] [BUILD_DIR]
# See docs/performance.md.

set -u

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(dirname "$BENCH_DIR")
DEFAULT_BENCHMARKS="Recursion ArrayLoops Alloc Collections StringBuild VirtualCalls Exceptions Sync Lambdas Streams Format Regex BigNum"
ROUNDS=5
DO_IDLE=1
DO_EVENTS=1
SELECTED=()
POSITIONAL=()

usage() {
    cat <<EOF
usage: bench/debug-overhead.sh [options] [AGENTVM_BINARY] [BUILD_DIR]

  AGENTVM_BINARY     the agentvm launcher (default: build/bin/agentvm)
  BUILD_DIR          where the benchmark classes and the agent are built
                     (default: build/bench-classes)

options:
  --rounds N         rounds of runs in turn; best and median reported (default 5)
  --skip-idle        do not measure the idle debugger on the default benchmarks
  --skip-events      do not measure single-stepping and breakpoint hits
  -k NAME            idle measurement of benchmark NAME only (may be repeated)
  -h, --help         this text

environment:
  JAVA_HOME          the reference JDK (default: /usr/lib/jvm/java-17-openjdk-amd64);
                     the agent is compiled against its include/jvmti.h
EOF
}

die() {
    echo "debug-overhead.sh: $*" >&2
    exit 2
}

while [ $# -gt 0 ]; do
    case $1 in
        --rounds)
            [ $# -ge 2 ] && [[ $2 =~ ^[1-9][0-9]*$ ]] || die "--rounds needs a positive number"
            ROUNDS=$2; shift 2 ;;
        --skip-idle) DO_IDLE=0; shift ;;
        --skip-events) DO_EVENTS=0; shift ;;
        -k)
            [ $# -ge 2 ] || die "-k needs a benchmark name"
            SELECTED+=("$2"); shift 2 ;;
        -h|--help) usage; exit 0 ;;
        -*) usage >&2; die "unknown option: $1" ;;
        *) POSITIONAL+=("$1"); shift ;;
    esac
done
[ ${#POSITIONAL[@]} -le 2 ] || { usage >&2; die "too many arguments"; }

AGENTVM=${POSITIONAL[0]:-$REPO_DIR/build/bin/agentvm}
CLASS_DIR=${POSITIONAL[1]:-$REPO_DIR/build/bench-classes}
JDK_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
JAVA=$JDK_HOME/bin/java
[ -x "$AGENTVM" ] || die "not executable: $AGENTVM"
[ -x "$JAVA" ] || die "not executable: $JAVA (set JAVA_HOME)"
[ -x /usr/bin/time ] || die "GNU time (/usr/bin/time, Debian package time) is needed for CPU times"
[ -f "$JDK_HOME/include/jvmti.h" ] || die "no $JDK_HOME/include/jvmti.h: set JAVA_HOME to a JDK"
CC=${CC:-gcc}

mkdir -p "$CLASS_DIR/agents" || die "cannot create $CLASS_DIR/agents"
CLASS_DIR=$(cd "$CLASS_DIR" && pwd)
AGENT=$CLASS_DIR/agents/libdebugger.so
"$JDK_HOME/bin/javac" -d "$CLASS_DIR" "$BENCH_DIR"/src/*.java || die "javac failed"
"$CC" -O2 -Wall -shared -fPIC -I"$JDK_HOME/include" -I"$JDK_HOME/include/linux" \
    -o "$AGENT" "$BENCH_DIR/agents/debugger.c" || die "cannot compile bench/agents/debugger.c"
BP_LINE=$(grep -n '// BREAKPOINT' "$BENCH_DIR/src/DebugLoop.java" | head -n 1 | cut -d: -f1)
[ -n "$BP_LINE" ] || die "no '// BREAKPOINT' line in bench/src/DebugLoop.java"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/agentvm-debug-bench.XXXXXX") || die "mktemp failed"
trap 'rm -rf "$WORK"' EXIT
STATUS=0

echo "# date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "# host: $(uname -srm), $(nproc) cpus, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# java: $("$JAVA" -version 2>&1 | head -n 2 | tail -n 1)"
echo "# agentvm: $AGENTVM; rounds: $ROUNDS"

# one_run OUT CMD...: runs CMD once; prints "WALL_NS CPU_NS" (wall clock,
# and user + system time from GNU time), nothing if it failed. Its stdout
# and stderr go to OUT.out and OUT.err.
one_run() {
    local out=$1 start end
    shift
    start=$(date +%s%N)
    if /usr/bin/time -f '%U %S' -o "$out.time" "$@" >"$out.out" 2>"$out.err" </dev/null; then
        end=$(date +%s%N)
        awk -v w=$((end - start)) '{ printf "%.0f %.0f\n", w, ($1 + $2) * 1e9 }' "$out.time"
    fi
}

# stats FILE COLUMN: "min median" of a column of FILE.
stats() {
    awk -v c="$2" '{ print $c }' "$1" | sort -g | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%s %s", v[1], m }'
}

# ---------------------------------------------------------------------------
# idle: a debugger that watches nothing

if [ $DO_IDLE = 1 ]; then
    if [ ${#SELECTED[@]} -gt 0 ]; then LIST=("${SELECTED[@]}"); else read -r -a LIST <<<"$DEFAULT_BENCHMARKS"; fi
    echo
    echo "idle debugger on agentvm: (a) no agent, (b) -agentpath:libdebugger.so=idle, in turn, $ROUNDS rounds"
    echo "seconds, best of the rounds; b/a of the best runs, and the median of the round-by-round ratios"
    printf '%-13s %7s %7s %7s %7s   %7s %7s %7s %7s\n' "" "wall a" "wall b" "b/a" "median" "cpu a" "cpu b" "b/a" "median"
    for b in "${LIST[@]}"; do
        : >"$WORK/t"
        ok=1
        for ((i = 0; i < ROUNDS; i++)); do
            ta=$(one_run "$WORK/ra" "$AGENTVM" -cp "$CLASS_DIR" "$b")
            tb=$(one_run "$WORK/rb" "$AGENTVM" "-agentpath:$AGENT=idle" -cp "$CLASS_DIR" "$b")
            if [ -z "$ta" ] || [ -z "$tb" ] || ! cmp -s "$WORK/ra.out" "$WORK/rb.out"; then
                ok=0
                break
            fi
            # wall a, cpu a, wall b, cpu b, wall b/a, cpu b/a
            echo "$ta $tb" | awk '{ printf "%s %s %s %s %.6f %.6f\n", $1, $2, $3, $4, $3 / $1, $4 / $2 }' >>"$WORK/t"
        done
        if [ $ok = 0 ]; then
            printf '%-13s %7s\n' "$b" FAILED
            tail -n 3 "$WORK/rb.err" >&2
            STATUS=1
            continue
        fi
        read -r wa _ < <(stats "$WORK/t" 1)
        read -r ca _ < <(stats "$WORK/t" 2)
        read -r wb _ < <(stats "$WORK/t" 3)
        read -r cb _ < <(stats "$WORK/t" 4)
        read -r _ wr < <(stats "$WORK/t" 5)
        read -r _ cr < <(stats "$WORK/t" 6)
        awk -v n="$b" -v wa="$wa" -v wb="$wb" -v wr="$wr" -v ca="$ca" -v cb="$cb" -v cr="$cr" \
            'BEGIN { printf "%-13s %7.3f %7.3f %7.3f %7.3f   %7.3f %7.3f %7.3f %7.3f\n", n, wa / 1e9, wb / 1e9, wb / wa, wr, ca / 1e9, cb / 1e9, cb / ca, cr }'
    done
fi

# ---------------------------------------------------------------------------
# step and bp: events, compared with the reference JVM

if [ $DO_EVENTS = 1 ]; then
    echo
    echo "DebugLoop with the debugger agent, each VM beside itself without the agent, in turn, $ROUNDS rounds"
    echo "seconds, best of the rounds (wall clock; cpu = user + system, all threads);"
    echo "loop, loop+: the time of the loop itself (System.nanoTime around it, best run), without and with the agent;"
    echo "per event: (loop+ - loop) / events, in nanoseconds"
    printf '%-5s %-10s %10s %8s %8s %8s %8s %9s %9s %9s\n' case vm events "wall" "wall+" "cpu" "cpu+" "loop ms" "loop+ ms" "ns/event"
    declare -A WALL CPU PER
    for c in step bp; do
        case $c in
            step) opt="step=DebugLoop.stepLoop" ;;
            bp)   opt="bp=DebugLoop.bpLoop:$BP_LINE" ;;
        esac
        for vm in agentvm java java-Xint; do
            case $vm in
                agentvm)   cmd=("$AGENTVM") ;;
                java)      cmd=("$JAVA") ;;
                java-Xint) cmd=("$JAVA" -Xint) ;;
            esac
            : >"$WORK/t"
            ok=1
            for ((i = 0; i < ROUNDS; i++)); do
                ta=$(one_run "$WORK/ra" "${cmd[@]}" -cp "$CLASS_DIR" DebugLoop)
                tb=$(one_run "$WORK/rb" "${cmd[@]}" "-agentpath:$AGENT=$opt" -cp "$CLASS_DIR" DebugLoop)
                if [ -z "$ta" ] || [ -z "$tb" ] || ! cmp -s "$WORK/ra.out" "$WORK/rb.out"; then
                    ok=0
                    break
                fi
                # The loop's own time, from the program's standard error.
                la=$(awk -v c=$c '$1 == "DebugLoop" && $2 == "ns" { print (c == "step") ? $4 : $6 }' "$WORK/ra.err")
                lb=$(awk -v c=$c '$1 == "DebugLoop" && $2 == "ns" { print (c == "step") ? $4 : $6 }' "$WORK/rb.err")
                echo "$ta $tb ${la:-0} ${lb:-0}" >>"$WORK/t"
            done
            if [ $ok = 0 ]; then
                printf '%-5s %-10s %10s\n' "$c" "$vm" FAILED
                tail -n 3 "$WORK/rb.err" >&2
                STATUS=1
                continue
            fi
            # The agent's own count: steps for step, hits for bp.
            line=$(grep -a '^debugger: ' "$WORK/rb.err" | tail -n 1)
            if [ $c = step ]; then
                events=$(echo "$line" | awk '{ print $2 }')
            else
                events=$(echo "$line" | awk '{ print $5 }')
            fi
            if ! [[ $events =~ ^[0-9]+$ ]] || [ "$events" -eq 0 ]; then
                echo "!! $c on $vm: no events counted ($line)" >&2
                STATUS=1
                continue
            fi
            read -r wa _ < <(stats "$WORK/t" 1)
            read -r ca _ < <(stats "$WORK/t" 2)
            read -r wb _ < <(stats "$WORK/t" 3)
            read -r cb _ < <(stats "$WORK/t" 4)
            read -r la _ < <(stats "$WORK/t" 5)
            read -r lb _ < <(stats "$WORK/t" 6)
            WALL[$c,$vm]=$wb
            CPU[$c,$vm]=$cb
            PER[$c,$vm]=$(awk -v a="$la" -v b="$lb" -v n="$events" 'BEGIN { printf "%.1f", (b - a) / n }')
            awk -v c="$c" -v vm="$vm" -v n="$events" -v wa="$wa" -v wb="$wb" -v ca="$ca" -v cb="$cb" -v la="$la" -v lb="$lb" -v p="${PER[$c,$vm]}" \
                'BEGIN { printf "%-5s %-10s %10d %8.3f %8.3f %8.3f %8.3f %9.2f %9.2f %9s\n", c, vm, n, wa / 1e9, wb / 1e9, ca / 1e9, cb / 1e9, la / 1e6, lb / 1e6, p }'
        done
    done
    echo "(wall, cpu: the whole program without the agent, best run; wall+, cpu+: with it)"
    echo
    echo "with the agent, agentvm / reference JVM (best runs, whole program)"
    printf '%-5s %-18s %7s %7s %9s\n' case "" wall cpu "per event"
    for c in step bp; do
        for vm in java java-Xint; do
            awk -v c="$c" -v vm="$vm" -v aw="${WALL[$c,agentvm]:-}" -v jw="${WALL[$c,$vm]:-}" \
                -v ac="${CPU[$c,agentvm]:-}" -v jc="${CPU[$c,$vm]:-}" -v ap="${PER[$c,agentvm]:-}" -v jp="${PER[$c,$vm]:-}" \
                'BEGIN { if (aw != "" && jw > 0 && jc > 0 && jp > 0) printf "%-5s agentvm/%-10s %7.3f %7.3f %9.3f\n", c, vm, aw / jw, ac / jc, ap / jp; else printf "%-5s agentvm/%-10s -\n", c, vm }'
        done
    done
fi

[ $STATUS = 0 ] || echo "!! some runs FAILED (see above)" >&2
exit $STATUS
