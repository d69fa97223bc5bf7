#!/usr/bin/env bash
# Out-of-memory injection: runs a few Java test programs again and again
# with AGENTVM_FAIL_ALLOC=N, which makes the N-th Java heap allocation fail
# as if the heap were full (docs/gc.md, "Testing the collector").
#
# usage: oom-injection.sh AGENTVM BUILD_DIR [RUNS]
#
# N takes every value from 1 to the number of allocations of a trivial
# program (the VM's start-up), then, for each program, values spread over
# all of its allocations: about RUNS runs in all (default 700). Every run
# must end with a status below 128 (no signal, no timeout), with no
# sanitizer report and no internal error, and either as the golden files of
# tests/java/expected say or with an OutOfMemoryError reported. A failure
# during start-up must be "Error occurred during initialization of VM" with
# status 1. Prints one line per failure, then "N passed, N failed"; exits 1
# on any failure.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
. "$here/../java/lib.sh"

[ $# -ge 2 ] && [ $# -le 3 ] || { echo "usage: $0 AGENTVM BUILD_DIR [RUNS]" >&2; exit 2; }
vm=$1 runs=${3:-700}
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
[ -x "$vm" ] || { echo "error: $vm is not executable" >&2; exit 2; }
mkdir -p "$2" || exit 2
work=$(cd "$2" && pwd)/robustness-oom-injection
classes=$work/classes
rm -rf "$work" && mkdir -p "$classes" "$work/runs" || exit 2

# Programs that allocate in different ways: strings, collections, exceptions
# thrown and caught, references, parsing and printing, class loading
# through Java loaders, threads.
programs="StringConcat CollectionsUtil CustomExceptions WeakRefs JsonRoundTrip ClassLoaders ThreadsBasic"

jt_find_javac || exit 2
r8=" $(jt_release8_tests | tr '\n' ' ') "
cat >"$work/OomStart.java" <<'JAVA'
public class OomStart {
    public static void main(String[] args) {
        System.out.println("started " + args.length);
    }
}
JAVA
"$JAVAC" -d "$classes" "$work/OomStart.java" || exit 2
for p in $programs; do
    opts=$(jt_header "$p" javac-options)
    case "$r8" in *" $p "*) opts="--release 8 -Xlint:-options $opts" ;; esac
    # shellcheck disable=SC2086
    "$JAVAC" -XDsuppressNotes -encoding UTF-8 -nowarn -implicit:none -sourcepath "" -cp "" \
        $opts -d "$classes" "$JAVA_SRC_DIR/$p.java" || { echo "error: cannot compile $p" >&2; exit 2; }
done
printf 'started 0\n' >"$work/OomStart.out"
echo 0 >"$work/OomStart.status"

# run NAME N PREFIX: one run of program NAME with the N-th allocation
# failing (N=0: none). -Xrs keeps the signal dispatcher thread, which
# allocates while it starts, from making N depend on timing.
run() {
    local name=$1 n=$2 prefix=$3 opts args
    opts=$(jt_expand "$(jt_header "$name" vm-options 2>/dev/null)" "$classes")
    args=$(jt_expand "$(jt_header "$name" args 2>/dev/null)" "$classes")
    # shellcheck disable=SC2086
    AGENTVM_FAIL_ALLOC=$n timeout -k 5 30 "$vm" -Xrs $opts -cp "$classes" "$name" $args \
        </dev/null >"$prefix.out" 2>"$prefix.err"
    echo $? >"$prefix.status"
}

# allocations NAME: how many Java heap allocations one run of NAME makes,
# counted as collections under GC stress at every allocation.
allocations() {
    local opts args
    opts=$(jt_expand "$(jt_header "$1" vm-options 2>/dev/null)" "$classes")
    args=$(jt_expand "$(jt_header "$1" args 2>/dev/null)" "$classes")
    # shellcheck disable=SC2086
    AGENTVM_GC_STRESS=1 timeout -k 5 120 "$vm" -Xrs -verbose:gc $opts -cp "$classes" "$1" $args \
        </dev/null 2>/dev/null | grep -c 'Pause Full (GC Stress)'
}

# check NAME N: prints nothing when run N of NAME is acceptable, else why.
check() {
    local name=$1 n=$2 prefix=$work/runs/$1.$2 st exp want
    st=$(cat "$prefix.status")
    if [ "$st" = 124 ] || [ "$st" = 137 ]; then
        echo "timed out"; return
    fi
    if [ "$st" -ge 128 ]; then
        echo "killed by signal $((st - 128))"; return
    fi
    if rb_sanitizer_report "$prefix.err"; then
        echo "sanitizer report: $(grep -m1 -E 'Sanitizer|runtime error' "$prefix.err")"; return
    fi
    if grep -q 'internal error' "$prefix.err"; then
        echo "$(grep -m1 'internal error' "$prefix.err")"; return
    fi
    if grep -q 'Error occurred during initialization of VM' "$prefix.out" "$prefix.err" && [ "$st" != 1 ]; then
        echo "start-up failed with status $st, not 1"; return
    fi
    grep -q 'OutOfMemoryError' "$prefix.out" "$prefix.err" && return
    if [ "$name" = OomStart ]; then exp=$work/$name; else exp=$JAVA_EXPECTED_DIR/$name; fi
    want=$(cat "$exp.status")
    if ! cmp -s "$exp.out" "$prefix.out" || [ "$st" != "$want" ]; then
        echo "no OutOfMemoryError, yet not the normal output (status $st, expected $want)"
    fi
}

start=$(allocations OomStart)
if [ -z "$start" ] || [ "$start" -lt 10 ]; then
    echo "error: cannot count the allocations of a trivial program (got '${start:-}')" >&2
    exit 2
fi

# The schedule: "NAME N" lines. Start-up gets every N (and a few past the
# end, where the program runs normally); each program shares the rest of
# the budget over its own allocations.
sched=$work/schedule
seq 1 $((start + 5)) | sed 's/^/OomStart /' >"$sched"
nprog=$(echo $programs | wc -w)
left=$((runs - start - 5))
per=$((left > nprog * 10 ? left / nprog : 10))
for p in $programs; do
    total=$(allocations "$p")
    [ -n "$total" ] && [ "$total" -gt 0 ] || { echo "FAIL $p: cannot count its allocations"; exit 1; }
    step=$(( (total - start) / per ))
    [ "$step" -ge 1 ] || step=1
    seq "$start" "$step" "$total" | sed "s/^/$p /" >>"$sched"
done

# Two runs at a time.
running=0
while read -r name n; do
    run "$name" "$n" "$work/runs/$name.$n" &
    running=$((running + 1))
    if [ "$running" -ge 2 ]; then
        wait -n
        running=$((running - 1))
    fi
done <"$sched"
wait

pass=0 fail=0
while read -r name n; do
    why=$(check "$name" "$n")
    if [ -z "$why" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL $name AGENTVM_FAIL_ALLOC=$n: $why (see $work/runs/$name.$n.err)"
    fi
done <"$sched"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
