#!/usr/bin/env bash
# The cost of the USDT probes while nobody traces: agentvm built with probes
# (the default) against agentvm built with -DAGENTVM_PROBES=OFF, no -XX flag,
# on every benchmark of bench/src. The two launchers run in turn, pair by
# pair (the order alternating from round to round), so that a drift of the
# machine's speed hits both alike; the report gives each one's median wall
# CPU time and the median of the per-pair ratios with probes / without,
# then the geometric mean of those ratios over the benchmarks.
#
# usage: bench/probes.sh [--rounds N] [-k NAME]... [PROBES_BUILD [NOPROBES_BUILD]]
#
#   PROBES_BUILD     a build directory with probes (default: build)
#   NOPROBES_BUILD   one without; configured and built here when it does not
#                    exist (default: build-noprobes, RelWithDebInfo, -j2)
#   --rounds N       pairs per benchmark (default 7)
#   -k NAME          only benchmark NAME (may be repeated); Hello is never run
#
# See docs/performance.md (figures) and docs/probes.md.
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 2
ROUNDS=7
SELECTED=()
POS=()
while [ $# -gt 0 ]; do
    case "$1" in
    --rounds) ROUNDS=$2; shift 2 ;;
    -k) SELECTED+=("$2"); shift 2 ;;
    -h | --help) sed -n '2,18p' "$0"; exit 0 ;;
    *) POS+=("$1"); shift ;;
    esac
done
WITH=${POS[0]:-build}
WITHOUT=${POS[1]:-build-noprobes}

[ -x "$WITH/bin/agentvm" ] || { echo "probes.sh: no $WITH/bin/agentvm" >&2; exit 2; }
readelf -n "$WITH/bin/agentvm" | grep -q stapsdt || { echo "probes.sh: $WITH has no probes" >&2; exit 2; }
if [ ! -x "$WITHOUT/bin/agentvm" ]; then
    cmake -S . -B "$WITHOUT" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DAGENTVM_PROBES=OFF >/dev/null &&
        cmake --build "$WITHOUT" -j2 --target agentvm >/dev/null || exit 2
fi
if readelf -n "$WITHOUT/bin/agentvm" | grep -q stapsdt; then
    echo "probes.sh: $WITHOUT has probes (configure it with -DAGENTVM_PROBES=OFF)" >&2
    exit 2
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

JAVAC=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}/bin/javac
[ -x "$JAVAC" ] || JAVAC=$(command -v javac) || { echo "probes.sh: no javac" >&2; exit 2; }
CLASSES=$WITH/bench-classes
mkdir -p "$CLASSES" && "$JAVAC" -d "$CLASSES" bench/src/*.java || exit 2

if [ ${#SELECTED[@]} -eq 0 ]; then
    for f in bench/src/*.java; do
        b=$(basename "$f" .java)
        [ "$b" = Hello ] || SELECTED+=("$b")
    done
fi

# Runs one benchmark; prints its CPU time (user + system, in seconds, to
# the millisecond), or FAIL. CPU time rather than wall time: on a shared
# machine it moves much less with the load of other processes.
run_once() {
    local vm=$1 cls=$2 out=$TMP/out tm=$TMP/time TIMEFORMAT='%3U %3S'
    if ! { time "$vm" -cp "$CLASSES" "$cls" </dev/null >"$out" 2>&1; } 2>"$tm" ||
        ! grep -q -E "^$cls checksum" "$out"; then
        echo FAIL
        return
    fi
    awk '{ printf "%.3f", $1 + $2 }' "$tm"
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '# %s, %s CPUs, %d pairs per benchmark\n' "$(date -u '+%Y-%m-%d %H:%M UTC')" "$(nproc)" "$ROUNDS"
printf '# with probes: %s/bin/agentvm; without: %s/bin/agentvm\n' "$WITH" "$WITHOUT"
printf '%-14s %12s %12s %10s\n' benchmark with_cpu_s without_cpu_s ratio
all_ratios=()
for cls in "${SELECTED[@]}"; do
    a=() b=() r=()
    for ((i = 0; i < ROUNDS; i++)); do
        if ((i % 2 == 0)); then
            ta=$(run_once "$WITH/bin/agentvm" "$cls"); tb=$(run_once "$WITHOUT/bin/agentvm" "$cls")
        else
            tb=$(run_once "$WITHOUT/bin/agentvm" "$cls"); ta=$(run_once "$WITH/bin/agentvm" "$cls")
        fi
        [ "$ta" = FAIL ] || [ "$tb" = FAIL ] && { echo "$cls: a run failed" >&2; continue 2; }
        a+=("$ta") b+=("$tb")
        r+=("$(awk -v x="$ta" -v y="$tb" 'BEGIN { printf "%.5f", x / y }')")
    done
    ma=$(printf '%s\n' "${a[@]}" | median)
    mb=$(printf '%s\n' "${b[@]}" | median)
    mr=$(printf '%s\n' "${r[@]}" | median)
    all_ratios+=("$mr")
    printf '%-14s %12.3f %12.3f %10.4f\n' "$cls" "$ma" "$mb" "$mr"
done
printf '%s\n' "${all_ratios[@]}" |
    awk '{ s += log($1); n++ } END { if (n) printf "%-14s %12s %12s %10.4f\n", "geomean", "", "", exp(s / n) }'
