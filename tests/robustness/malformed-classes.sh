#!/bin/sh
# Runs agentvm on every class file of the malformed corpus and compares the
# exit status and the exception class named on stderr with what the reference
# JVM gave (malformed-expected.txt, made by gen-expected.sh).
#
# usage: malformed-classes.sh AGENTVM BUILD_DIR [GEN_CORPUS]
#
# GEN_CORPUS defaults to BUILD_DIR/bin/gen_corpus. A crash (a signal, a
# sanitizer report or a 10 s timeout) always fails; a case listed in
# malformed-known-differences.txt is skipped unless it crashes. Prints one line
# per failure, then "N passed, N failed, N skipped"; exits 1 on any failure.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

[ $# -ge 2 ] && [ $# -le 3 ] || { echo "usage: $0 AGENTVM BUILD_DIR [GEN_CORPUS]" >&2; exit 2; }
vm=$1
gen=${3:-$2/bin/gen_corpus}
[ -f "$vm" ] && [ -x "$vm" ] || { echo "error: $vm is not executable" >&2; exit 2; }
[ -x "$gen" ] || { echo "error: $gen is not executable" >&2; exit 2; }
mkdir -p "$2" || exit 2
work=$(cd "$2" && pwd)/robustness-malformed
rm -rf "$work" && mkdir -p "$work/corpus" "$work/out" || exit 2
"$gen" "$work/corpus" >/dev/null || { echo "error: $gen failed" >&2; exit 2; }

expected=$here/malformed-expected.txt
known=$here/malformed-known-differences.txt

# One worker: runs every case named on stdin, writing one result line each
# to the file $1: case<TAB>verdict<TAB>detail.
worker() {
    while read -r name expect_status expect_exc; do
        dir=$work/out/$name
        mkdir -p "$dir"
        cp "$work/corpus/$name.class" "$dir/Small.class"
        timeout -k 2 10 "$vm" -cp "$dir" Small >"$dir/stdout" 2>"$dir/stderr" </dev/null
        status=$?
        exc=$(rb_exception_in "$dir/stderr")
        got="status $status, $exc"
        want="status $expect_status, $expect_exc"
        if [ "$status" = 124 ]; then
            verdict=CRASH detail="timed out after 10 s"
        elif [ "$status" -ge 128 ]; then
            verdict=CRASH detail="killed by signal $((status - 128))"
        elif rb_sanitizer_report "$dir/stderr"; then
            verdict=CRASH detail="sanitizer report: $(grep -m1 -E 'Sanitizer|runtime error' "$dir/stderr")"
        elif [ "$status" = "$expect_status" ] && [ "$exc" = "$expect_exc" ]; then
            verdict=PASS detail=
        else
            verdict=DIFF detail="expected $want, got $got"
        fi
        printf '%s\t%s\t%s\n' "$name" "$verdict" "$detail"
    done > "$1"
}

# The corpus and the expectations must name the same cases.
grep -v '^#' "$expected" | sort > "$work/expected"
ls "$work/corpus" | sed 's/\.class$//' | sort > "$work/names"
cut -f1 "$work/expected" | diff - "$work/names" > "$work/names.diff" || {
    echo "error: the corpus and $expected name different cases; run gen-expected.sh:" >&2
    cat "$work/names.diff" >&2
    exit 2
}

# Two workers, each taking every other case.
awk 'NR % 2 == 1' "$work/expected" | worker "$work/results.0" &
awk 'NR % 2 == 0' "$work/expected" | worker "$work/results.1" &
wait

pass=0 fail=0 skip=0
sort "$work/results.0" "$work/results.1" > "$work/results"
while IFS='	' read -r name verdict detail; do
    listed=$(grep -v '^#' "$known" | cut -f1 | grep -cxF "$name")
    case "$verdict" in
    PASS)
        if [ "$listed" != 0 ]; then
            echo "XPASS $name: now matches java; remove it from $(basename "$known")"
        fi
        pass=$((pass + 1)) ;;
    DIFF)
        if [ "$listed" != 0 ]; then
            skip=$((skip + 1))
        else
            echo "FAIL $name: $detail"
            fail=$((fail + 1))
        fi ;;
    *)
        echo "FAIL $name: $detail"
        fail=$((fail + 1)) ;;
    esac
done < "$work/results"
if [ $((pass + fail + skip)) != "$(wc -l < "$work/names")" ]; then
    echo "FAIL: only $((pass + fail + skip)) of $(wc -l < "$work/names") cases ran"
    fail=$((fail + 1))
fi
echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
