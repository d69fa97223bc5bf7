#!/usr/bin/env bash
# The verifier corpus (tests/verify/cases/*.casm): class files that each
# break one rule of JVMS 4.10, assembled by casm.py and loaded by
# VerifyDriver on the reference JVM (live) and on agentvm. The exception
# class each case raises must be HotSpot's; whether the first line of the
# message matches is reported but does not fail.
#
# usage: run-verify.sh AGENTVM BUILD_DIR [-v] [-k NAME]...
#
#   -v        list the cases whose message differs from HotSpot's
#   -k NAME   run only the named case (repeatable)
#
# Environment: JAVA_HOME (default /usr/lib/jvm/java-17-openjdk-amd64),
# VERIFY_TIMEOUT (seconds per agentvm case, default 20).
#
# HotSpot runs all cases in one process (cases missing from its output, if
# it hangs or dies, are rerun one by one); agentvm runs each case in its own
# process, so a crash in one hides nothing. A crash (signal, sanitizer
# report, timeout, exit status other than 0, no result line) always fails.
# known-failures.txt lists cases that fail today, with the reason: they are
# reported as KNOWN, and as XPASS once they pass. Prints one line per
# failure and a summary; exits 1 on a failure not listed, 77 (skip) without
# JDK 17 or python3. Every failure, listed or not, is also written to
# BUILD_DIR/verify-cases/failures as NAME<TAB>what happened.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../robustness/lib.sh"

[ $# -ge 2 ] || { echo "usage: $0 AGENTVM BUILD_DIR [-v] [-k NAME]..." >&2; exit 2; }
vm=$1
mkdir -p "$2" || exit 2
work=$(cd "$2" && pwd)/verify-cases
shift 2
verbose=0
only=()
while [ $# -gt 0 ]; do
    case $1 in
        -v) verbose=1 ;;
        -k) only+=("$2"); shift ;;
        *) echo "error: unknown argument $1" >&2; exit 2 ;;
    esac
    shift
done
[ -x "$vm" ] || { echo "error: $vm is not executable" >&2; exit 2; }
vm=$(cd "$(dirname "$vm")" && pwd)/$(basename "$vm")

jdk=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
if [ ! -x "$jdk/bin/java" ] || ! "$jdk/bin/java" -version 2>&1 | grep -q 'version "17'; then
    echo "SKIP: no JDK 17 at $jdk (set JAVA_HOME)"
    exit 77
fi
command -v python3 >/dev/null || { echo "SKIP: python3 is needed to assemble the cases"; exit 77; }
limit=${VERIFY_TIMEOUT:-20}

rm -rf "$work" && mkdir -p "$work/classes" "$work/runs" || exit 2
python3 "$here/casm.py" --list "$here"/cases/*.casm > "$work/rules" || exit 2
python3 "$here/casm.py" "$work/classes" "$here"/cases/*.casm > "$work/all-names" || exit 2
"$jdk/bin/javac" --release 8 -d "$work/classes" "$here/VerifyDriver.java" || exit 2
if [ ${#only[@]} -gt 0 ]; then
    printf '%s\n' "${only[@]}" > "$work/names"
    if ! sort "$work/names" | comm -23 - <(sort "$work/all-names") | (! grep .); then
        echo "error: no such case (above)" >&2
        exit 2
    fi
else
    cp "$work/all-names" "$work/names"
fi

# The reference results: NAME<TAB>CLASS<TAB>MESSAGE.
ref() {
    timeout -k 5 "$1" "$jdk/bin/java" -Xshare:auto -cp "$work/classes" VerifyDriver "${@:2}" \
        2>>"$work/ref.err" </dev/null | grep '^@@' | cut -f2-
}
# shellcheck disable=SC2046 # case names are single words
ref 300 $(cat "$work/names") > "$work/ref"
while read -r name; do
    grep -q "^$name	" "$work/ref" && continue
    r=$(ref 20 "$name")
    [ -n "$r" ] || r="$name	(no result: the reference JVM hung or died)	"
    printf '%s\n' "$r" >> "$work/ref"
done < "$work/names"

known() { awk -v n="$1" '$1 == n { print; exit }' "$here/known-failures.txt"; }

pass=0 fail=0 knownfail=0 xpass=0 rejected=0 msgsame=0
: > "$work/messages"
: > "$work/failures"
while read -r name; do
    want=$(awk -F '\t' -v n="$name" '$1 == n { print $2; exit }' "$work/ref")
    wantmsg=$(awk -F '\t' -v n="$name" '$1 == n { print $3; exit }' "$work/ref")
    [ "$want" = - ] || rejected=$((rejected + 1))
    out=$work/runs/$name.out err=$work/runs/$name.err
    # (The group's stderr takes bash's own "Segmentation fault" notice.)
    status=$( { timeout -k 2 "$limit" "$vm" -cp "$work/classes" VerifyDriver "$name" \
                    >"$out" 2>"$err" </dev/null; echo $?; } 2>/dev/null )
    line=$(grep -m1 '^@@' "$out" | cut -f3-)
    got=$(printf '%s' "$line" | cut -f1)
    gotmsg=$(printf '%s' "$line" | cut -f2-)
    why=
    if [ "$status" = 124 ] || [ "$status" = 137 ]; then
        why="hang: no end after $limit s"
    elif [ "$status" -ge 128 ]; then
        why="crash: killed by signal $((status - 128))"
    elif rb_sanitizer_report "$err"; then
        top=$(grep -m1 -E '^ +#0 ' "$err" | sed 's/.* in //')
        why="crash: sanitizer report: $(grep -m1 -E 'ERROR: [A-Za-z]+Sanitizer|runtime error' "$err")${top:+ (in $top)}"
    elif [ "$status" != 0 ]; then
        why="crash: exit status $status: $(head -c 200 "$err" | head -1)"
    elif [ -z "$line" ]; then
        why="no result line"
    elif [ "$got" != "$want" ]; then
        why="expected $want, got $got${gotmsg:+ ($gotmsg)}"
    fi
    if [ -z "$why" ]; then
        if [ "$gotmsg" = "$wantmsg" ]; then
            msgsame=$((msgsame + 1))
        else
            printf '%s\n  HotSpot: %s\n  agentvm: %s\n' "$name" "$wantmsg" "$gotmsg" >> "$work/messages"
        fi
    fi
    [ -z "$why" ] || printf '%s\t%s\n' "$name" "$why" >> "$work/failures"
    k=$(known "$name")
    if [ -z "$why" ] && [ -n "$k" ]; then
        echo "XPASS $name (listed in known-failures.txt)"
        xpass=$((xpass + 1))
    elif [ -z "$why" ]; then
        pass=$((pass + 1))
    elif [ -n "$k" ]; then
        echo "KNOWN $name: $why"
        knownfail=$((knownfail + 1))
    else
        echo "FAIL $name: $why"
        fail=$((fail + 1))
    fi
done < "$work/names"

total=$(wc -l < "$work/names")
if [ "$verbose" = 1 ] && [ -s "$work/messages" ]; then
    echo "messages that differ from HotSpot's (not a failure):"
    cat "$work/messages"
fi
echo "$total cases, $rejected rejected by HotSpot; $pass passed, $fail failed," \
     "$knownfail known failures, $xpass XPASS; the message matches HotSpot's in" \
     "$msgsame of $((pass + xpass)) passing cases (-v lists the others)"
[ "$fail" = 0 ]
