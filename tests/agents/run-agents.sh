#!/usr/bin/env bash
# Runs the test agents on the reference JVM and on agentvm and compares
# their logs.
#
# usage: tests/agents/run-agents.sh AGENTVM JAVA_HOME BUILD_DIR [-k SUBSTRING]
#
# Every tests/agents/<name>.c is built twice, against the JDK's jvmti.h and
# against agentvm's include/jvmti.h.  Its program tests/agents/programs/
# <Name>.java (first letter upper case) runs three times: on JAVA_HOME's
# java with the JDK-header build (the oracle), then on agentvm with each
# build.  The agent log and the program's standard output, normalized,
# must match the oracle's.  Cases are "<name>[jdk-headers]" and
# "<name>[our-headers]".  Prints PASS/FAIL/XFAIL/XPASS/SKIP per case, then
# "N passed, N failed, N skipped"; exits 1 if a case not listed in
# known-failures.txt failed, 77 if JAVA_HOME has no JDK.
set -u

usage() { echo "usage: $0 AGENTVM JAVA_HOME BUILD_DIR [-k SUBSTRING]" >&2; exit 2; }

vm= jhome= build= filter=
while [ $# -gt 0 ]; do
    case "$1" in
        -k) [ $# -ge 2 ] || usage; filter=$2; shift 2 ;;
        -h|--help) usage ;;
        *) if [ -z "$vm" ]; then vm=$1; elif [ -z "$jhome" ]; then jhome=$1
           elif [ -z "$build" ]; then build=$1; else usage; fi
           shift ;;
    esac
done
[ -n "$build" ] || usage

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac

if [ ! -x "$jhome/bin/java" ] || [ ! -x "$jhome/bin/javac" ] || [ ! -f "$jhome/include/jvmti.h" ]; then
    echo "skipped: no JDK with javac and include/jvmti.h at $jhome"
    exit 77
fi

mkdir -p "$build" || exit 2
work=$(cd "$build" && pwd)/agent-tests
rm -rf "$work" && mkdir -p "$work/classes" "$work/jdk-headers" "$work/our-headers" "$work/runs" || exit 2

timeout_s=${AGENT_TIMEOUT:-60}
export LC_ALL=C.UTF-8

# Programs use string concatenation through StringBuilder: invokedynamic
# would spin JDK-internal hidden classes on the reference JVM only.
# A program with the line "// javac: -g" is compiled with all debugging
# information (a LocalVariableTable), the others with javac's default.
plain=() debug=()
for p in "$here"/programs/*.java; do
    if grep -q '^// javac: -g$' "$p"; then debug+=("$p"); else plain+=("$p"); fi
done
if ! "$jhome/bin/javac" -XDstringConcat=inline -d "$work/classes" "${plain[@]}" ||
   { [ ${#debug[@]} != 0 ] && ! "$jhome/bin/javac" -g -XDstringConcat=inline -d "$work/classes" "${debug[@]}"; }; then
    echo "error: compilation of the agent test programs failed" >&2
    exit 2
fi

# known-failures.txt: "case  reason"; a bare agent name covers both builds.
declare -A known
if [ -f "$here/known-failures.txt" ]; then
    while read -r kname kreason; do
        case "$kname" in ''|'#'*) continue ;; esac
        known[$kname]=${kreason:-no reason given}
    done <"$here/known-failures.txt"
fi

# Removes what legitimately differs between two VMs from a log: addresses,
# the agent's informational lines ("# ...") and the uptime that decorates
# a line of the VM's own logging ("[0.086s][error][jvmti] ...").
normalize() {
    sed -e 's/0x[0-9a-f]\{6,\}/0xADDR/g' -e '/^#/d' -e 's/^\[[0-9]*\.[0-9]*s\]\[/[UPTIME][/' "$1"
}

# run_case VMCMD AGENT_SO PROGRAM PREFIX: runs one program under one agent
# (VMCMD is split on spaces: a binary and its options);
# leaves PREFIX.log (agent), PREFIX.out (stdout), PREFIX.err, PREFIX.status.
run_case() {
    local bin=$1 so=$2 prog=$3 prefix=$4
    : >"$prefix.log"
    timeout -k 5 "$timeout_s" $bin "-agentpath:$so=out=$prefix.log" -cp "$work/classes" "$prog" \
        </dev/null >"$prefix.out" 2>"$prefix.err"
    echo $? >"$prefix.status"
}

# NAME.spec-differences: "HotSpot line | agentvm line | reason" for the
# few answers where agentvm follows the JVMTI specification and HotSpot 17
# does not. agentvm's line is mapped to HotSpot's before comparing, so
# agentvm must still give exactly the line listed.
spec_map() {
    local name=$1 file="$here/$1.spec-differences"
    if [ ! -f "$file" ]; then
        cat
        return
    fi
    awk -F' [|] ' -v file="$file" '
        BEGIN { while ((getline l < file) > 0) { if (l ~ /^#/ || l == "") continue; split(l, f, / [|] /); m[f[2]] = f[1] } }
        { if ($0 in m) print m[$0]; else print }'
}

# compare REF PREFIX NAME: prints nothing when equal, else the first difference.
compare() {
    local ref=$1 got=$2 name=${3:-} what
    for what in log out status; do
        if ! diff -u <(normalize "$ref.$what") <(normalize "$got.$what" | spec_map "$name") >"$got.$what.diff"; then
            local st=$(cat "$got.status")
            case "$st" in 124|137) echo "timed out after ${timeout_s}s"; return ;; esac
            echo "$what differs (exit status $st; diff in $got.$what.diff):"
            sed -n '3,40p' "$got.$what.diff" | grep '^[-+]' | head -12 | sed 's/^/    /'
            return
        fi
    done
}

passed=0 failed=0 skipped=0
for src in "$here"/*.c; do
    name=$(basename "$src" .c)
    [ -z "$filter" ] || case "$name" in *"$filter"*) ;; *) continue ;; esac
    prog="$(printf '%s' "${name:0:1}" | tr a-z A-Z)${name:1}"
    jdkso=$work/jdk-headers/lib$name.so
    ourso=$work/our-headers/lib$name.so
    cflags="-std=gnu11 -O1 -g -Wall -Wextra -Wno-unused-parameter -shared -fPIC -pthread"
    build_err=
    gcc $cflags -I"$here" -I"$jhome/include" -I"$jhome/include/linux" -o "$jdkso" "$src" \
        2>"$work/runs/$name.jdk-cc.err" || build_err="compiling against the JDK's jvmti.h failed"
    gcc $cflags -I"$here" -I"$repo/include" -o "$ourso" "$src" \
        2>"$work/runs/$name.our-cc.err" || build_err="${build_err:+$build_err; }compiling against include/jvmti.h failed"

    ref=$work/runs/$name.reference
    ref_err=
    if [ -z "$build_err" ]; then
        run_case "$jhome/bin/java -XX:ErrorFile=$work/runs/hs_err_%p.log" "$jdkso" "$prog" "$ref"
        if [ "$(cat "$ref.status")" != 0 ] || [ ! -s "$ref.log" ]; then
            ref_err="the reference run failed (status $(cat "$ref.status"); see $ref.err)"
        elif grep -q '^ERROR' "$ref.log"; then
            ref_err="the agent reports errors on the reference JVM: $(grep -m1 '^ERROR' "$ref.log")"
        fi
    fi

    for flavour in jdk-headers our-headers; do
        case_name="$name[$flavour]"
        so=$work/$flavour/lib$name.so
        detail=
        if [ -n "$build_err" ]; then
            detail=$build_err
        elif [ -n "$ref_err" ]; then
            detail=$ref_err
        elif [ ! -x "$vm" ]; then
            detail="agentvm binary $vm does not exist"
        else
            got=$work/runs/$name.$flavour
            run_case "$vm" "$so" "$prog" "$got"
            detail=$(compare "$ref" "$got" "$name")
        fi
        reason=${known[$case_name]:-${known[$name]:-}}
        if [ -z "$detail" ]; then
            if [ -n "$reason" ]; then
                echo "XPASS $case_name (remove it from known-failures.txt)"
            else
                echo "PASS $case_name"
            fi
            passed=$((passed + 1))
        elif [ -n "$reason" ]; then
            echo "XFAIL $case_name: $reason"
            skipped=$((skipped + 1))
        else
            echo "FAIL $case_name: $detail"
            failed=$((failed + 1))
        fi
    done
done

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
