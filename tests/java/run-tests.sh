#!/usr/bin/env bash
# Runs the Java test programs on agentvm and compares stdout and exit status
# with the golden files made by gen-expected.sh on the reference JVM.
#
# usage: tests/java/run-tests.sh AGENTVM_BINARY [BUILD_DIR] [-k SUBSTRING]... [-j JOBS]
#
# With -k, only the tests whose name contains one of the substrings run.
# Prints PASS/FAIL/TIMEOUT/XFAIL/XPASS/SKIP per test, then "N passed, N failed,
# N skipped". Exits 1 if a test not listed in known-failures.txt failed.
set -u
. "$(dirname "$0")/lib.sh"

usage() { echo "usage: $0 AGENTVM_BINARY [BUILD_DIR] [-k SUBSTRING]... [-j JOBS]" >&2; exit 2; }

vm= build= filters=() jobs=2
while [ $# -gt 0 ]; do
    case "$1" in
        -k) [ $# -ge 2 ] || usage; filters+=("$2"); shift 2 ;;
        -j) [ $# -ge 2 ] || usage; jobs=$2; shift 2 ;;
        -h|--help) usage ;;
        *) if [ -z "$vm" ]; then vm=$1; elif [ -z "$build" ]; then build=$1; else usage; fi
           shift ;;
    esac
done
[ -n "$vm" ] || usage
case "$vm" in /*) ;; */*) vm=$(pwd)/$vm ;; esac

if [ -n "$build" ]; then
    mkdir -p "$build" || exit 2
    work=$(cd "$build" && pwd)/java-tests
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
classes=$work/classes
results=$work/results
mkdir -p "$results"

jt_compile "$classes" || { echo "error: compilation of the test programs failed" >&2; exit 2; }

# A VM that cannot print one line must fail every test, whatever the goldens say
# (a test whose expected stdout is empty would otherwise pass on /bin/false).
sanity=$work/sanity
mkdir -p "$sanity"
cat >"$sanity/AgentvmSanity.java" <<'JAVA'
public class AgentvmSanity {
    public static void main(String[] args) {
        System.out.println("sanity " + (6 * 7));
    }
}
JAVA
"$JAVAC" -d "$sanity" "$sanity/AgentvmSanity.java" || exit 2
broken=
if [ ! -x "$vm" ]; then
    broken="agentvm binary $vm does not exist or is not executable"
else
    out=$(timeout -k 5 30 "$vm" -cp "$sanity" AgentvmSanity </dev/null 2>/dev/null)
    st=$?
    if [ "$st" != 0 ] || [ "$out" != "sanity 42" ]; then
        broken="agentvm cannot run a trivial program (exit status $st)"
    fi
fi

# known-failures.txt: "Name  reason" per line; '#' starts a comment.
declare -A known
# JT_KNOWN_FAILURES names another list (the green-thread run's).
kfile=${JT_KNOWN_FAILURES:-$JAVA_TESTS_DIR/known-failures.txt}
if [ -f "$kfile" ]; then
    while read -r kname kreason; do
        case "$kname" in ''|'#'*) continue ;; esac
        known[$kname]=${kreason:-no reason given}
    done <"$kfile"
fi

clip() {
    local s=$1
    if [ ${#s} -gt 100 ]; then s="${s:0:100}..."; fi
    printf '%s' "$s"
}

# check_one NAME: runs one test and writes "PASS" or "FAIL: detail" or
# "TIMEOUT" to $results/NAME.
check_one() {
    local name=$1 exp=$JAVA_EXPECTED_DIR/$1.out got=$work/$1.out st want diff
    if [ ! -f "$exp" ] || [ ! -f "$JAVA_EXPECTED_DIR/$name.status" ]; then
        echo "FAIL $name: no golden file (run gen-expected.sh)" >"$results/$name"
        return
    fi
    if [ -n "$broken" ]; then
        echo "FAIL $name: $broken" >"$results/$name"
        return
    fi
    local req
    req=$(jt_header "$name" requires-file)
    if [ -n "$req" ] && [ ! -e "$req" ]; then
        echo "SKIP $name: $req does not exist on this machine" >"$results/$name"
        return
    fi
    # `// gc-stress-skip: REASON`: too slow under AGENTVM_GC_STRESS.
    if [ -n "${AGENTVM_GC_STRESS:-}" ]; then
        req=$(jt_header "$name" gc-stress-skip)
        if [ -n "$req" ]; then
            echo "SKIP $name: under GC stress: $req" >"$results/$name"
            return
        fi
    fi
    st=$(jt_run "$vm" "$classes" "$name" "$got")
    want=$(cat "$JAVA_EXPECTED_DIR/$name.status")
    if [ "$st" = 124 ] || [ "$st" = 137 ]; then
        echo "TIMEOUT $name" >"$results/$name"
        return
    fi
    if ! cmp -s "$exp" "$got"; then
        # First differing line; a missing line shows as <end of output>.
        diff=$(awk -v e="$exp" -v g="$got" 'BEGIN {
            for (n = 1; ; n++) {
                r1 = (getline l1 < e); r2 = (getline l2 < g)
                if (r1 <= 0 && r2 <= 0) { print "0"; exit }
                if (r1 <= 0) l1 = "<end of output>"
                if (r2 <= 0) l2 = "<end of output>"
                if (r1 <= 0 || r2 <= 0 || l1 != l2) { print n; print l1; print l2; exit }
            } }')
        local line e g
        line=$(printf '%s\n' "$diff" | sed -n 1p)
        if [ "$line" = 0 ]; then
            echo "FAIL $name: stdout differs (in the final newline)" >"$results/$name"
        else
            e=$(printf '%s\n' "$diff" | sed -n 2p)
            g=$(printf '%s\n' "$diff" | sed -n 3p)
            echo "FAIL $name: stdout differs (first difference at line $line: expected '$(clip "$e")' got '$(clip "$g")')" >"$results/$name"
        fi
        return
    fi
    if [ "$st" != "$want" ]; then
        echo "FAIL $name: exit status $st, expected $want" >"$results/$name"
        return
    fi
    echo "PASS $name" >"$results/$name"
}

selected=()
for name in $(jt_all_tests); do
    [ ${#filters[@]} -eq 0 ] && { selected+=("$name"); continue; }
    for f in "${filters[@]}"; do
        case "$name" in *"$f"*) selected+=("$name"); break ;; esac
    done
done

# Run JOBS tests at a time.
running=0
for name in "${selected[@]}"; do
    check_one "$name" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait -n
        running=$((running - 1))
    fi
done
wait

passed=0 failed=0 skipped=0
for name in "${selected[@]}"; do
    line=$(cat "$results/$name" 2>/dev/null || echo "FAIL $name: no result")
    if [ -n "${known[$name]+set}" ] && [ -z "$broken" ]; then
        case "$line" in
            PASS*) echo "XPASS $name (remove it from known-failures.txt)"; passed=$((passed + 1)) ;;
            *) echo "XFAIL $name: ${known[$name]}"; skipped=$((skipped + 1)) ;;
        esac
        continue
    fi
    echo "$line"
    case "$line" in
        PASS*) passed=$((passed + 1)) ;;
        SKIP*) skipped=$((skipped + 1)) ;;
        *) failed=$((failed + 1)) ;;
    esac
done
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
