#!/bin/sh
# Runs agentvm on classes with bad method bodies (the cases of
# tests/unit/test_verify.c, written by `test_verify --write`) and compares
# the exit status and the exception class named on stderr with what the
# reference JVM gave (bad-bytecode-expected.txt).
#
# usage: bad-bytecode.sh AGENTVM BUILD_DIR TEST_VERIFY
#        bad-bytecode.sh --regen JAVA BUILD_DIR TEST_VERIFY > bad-bytecode-expected.txt
#
# A crash (a signal, a sanitizer report or a 10 s timeout) always fails.
# Prints one line per failure, then "N passed, N failed"; exits 1 on any
# failure.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

regen=0
if [ "${1:-}" = --regen ]; then
    regen=1
    shift
fi
[ $# -eq 3 ] || { echo "usage: $0 [--regen] VM BUILD_DIR TEST_VERIFY" >&2; exit 2; }
vm=$1 gen=$3
[ -x "$vm" ] || { echo "error: $vm is not executable" >&2; exit 2; }
[ -x "$gen" ] || { echo "error: $gen is not executable" >&2; exit 2; }
mkdir -p "$2" || exit 2
work=$(cd "$2" && pwd)/robustness-bad-bytecode
rm -rf "$work" && mkdir -p "$work/cases" || exit 2
"$gen" --write "$work/cases" || { echo "error: $gen --write failed" >&2; exit 2; }

# One line per case: name<TAB>status<TAB>exception class.
run_case() {
    dir=$work/cases/$1
    timeout -k 2 10 "$vm" -cp "$dir" Bad >"$dir/stdout" 2>"$dir/stderr" </dev/null
    status=$?
    printf '%s\t%s\t%s\n' "$1" "$status" "$(rb_exception_in "$dir/stderr")"
}

if [ "$regen" = 1 ]; then
    echo "# Exit status and exception class of the reference JVM on each case of"
    echo "# tests/unit/test_verify.c; made by bad-bytecode.sh --regen."
    while read -r name; do
        run_case "$name"
    done < "$work/cases/cases.txt"
    exit 0
fi

expected=$here/bad-bytecode-expected.txt
grep -v '^#' "$expected" | cut -f1 | sort > "$work/expected-names"
sort "$work/cases/cases.txt" | diff "$work/expected-names" - > "$work/names.diff" || {
    echo "error: the cases and $expected differ; rerun with --regen:" >&2
    cat "$work/names.diff" >&2
    exit 2
}

pass=0 fail=0
while read -r name; do
    got=$(run_case "$name")
    status=$(printf '%s' "$got" | cut -f2)
    want=$(grep -v '^#' "$expected" | awk -F '\t' -v n="$name" '$1 == n')
    if [ "$status" = 124 ]; then
        echo "FAIL $name: timed out after 10 s"
    elif [ "$status" -ge 128 ]; then
        echo "FAIL $name: killed by signal $((status - 128))"
    elif rb_sanitizer_report "$work/cases/$name/stderr"; then
        echo "FAIL $name: sanitizer report: $(grep -m1 -E 'Sanitizer|runtime error' "$work/cases/$name/stderr")"
    elif [ "$got" = "$want" ]; then
        pass=$((pass + 1))
        continue
    else
        echo "FAIL $name: expected \"$want\", got \"$got\"" | tr '\t' ' '
    fi
    fail=$((fail + 1))
done < "$work/cases/cases.txt"
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
