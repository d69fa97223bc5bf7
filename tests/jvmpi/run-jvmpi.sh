#!/usr/bin/env bash
# Runs the JVMPI test agents on agentvm and compares their logs with what
# is expected.
#
# usage: tests/jvmpi/run-jvmpi.sh AGENTVM JAVA_HOME BUILD_DIR [-k SUBSTRING]
#
# Every tests/jvmpi/<name>.c is a JVMPI agent (loaded with -Xrun<name>),
# built twice: against include/jvmpi.h and against indep/jvmpi.h, a header
# written independently from the binary facts, so that the layout is
# proved to be the historical one. Its program is programs/<Name>.java
# (ExprEval and StackVmProgram are the Java suite's, tests/java/src).
#
# The expected log comes from the reference JVM, which has no JVMPI: when
# oracle/<name>.c exists, that JVMTI agent reports the same facts for the
# same program on JAVA_HOME's java and its log is the expectation (with
# -Xint, so that no allocation is optimized away, and -XX:-UseTLAB, without
# which SampledObjectAlloc at interval 0 misses the interpreter's inline
# allocations); otherwise <name>.expected
# holds the log the specification and the program imply. The program's
# standard output must match its output on the reference JVM.
#
# Cases: "<name>[our-header]", "<name>[indep-header]", and for agents with
# an oracle "<name>[with-jvmti]": the JVMPI agent and the oracle's JVMTI
# agent loaded together into agentvm, both logs equal to the expectation.
# Prints PASS/FAIL/SKIP per case, then a summary; exits 1 on a failure,
# 77 without a JDK.
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
work=$(cd "$build" && pwd)/jvmpi-tests
rm -rf "$work" && mkdir -p "$work/classes" "$work/our-header" "$work/indep-header" "$work/oracle-jdk" \
    "$work/oracle-our" "$work/runs" || exit 2

timeout_s=${JVMPI_TIMEOUT:-120}
export LC_ALL=C.UTF-8

if ! "$jhome/bin/javac" -g -XDstringConcat=inline -d "$work/classes" "$here"/programs/*.java \
        "$here"/../java/src/ExprEval.java "$here"/../java/src/StackVmProgram.java; then
    echo "error: compilation of the JVMPI test programs failed" >&2
    exit 2
fi

normalize() { sed -e '/^#/d' "$1"; }

cflags="-std=gnu11 -O1 -g -Wall -Wextra -Wno-unused-parameter -shared -fPIC -pthread"
jinc="-I$jhome/include -I$jhome/include/linux"

# compare EXPECTED_LOG EXPECTED_OUT PREFIX: nothing when equal, else why.
compare() {
    local log=$1 out=$2 got=$3 st
    st=$(cat "$got.status")
    case "$st" in 124|137) echo "timed out after ${timeout_s}s"; return ;; esac
    if [ "$st" != 0 ]; then
        echo "exit status $st (see $got.err):"
        tail -n 8 "$got.err" | sed 's/^/    /'
        return
    fi
    if ! diff -u <(normalize "$log") <(normalize "$got.log") >"$got.log.diff"; then
        echo "log differs (diff in $got.log.diff):"
        sed -n '3,40p' "$got.log.diff" | grep '^[-+]' | head -12 | sed 's/^/    /'
        return
    fi
    if ! diff -u "$out" "$got.out" >"$got.out.diff"; then
        echo "program output differs (diff in $got.out.diff):"
        sed -n '3,40p' "$got.out.diff" | grep '^[-+]' | head -12 | sed 's/^/    /'
    fi
}

passed=0 failed=0 skipped=0
report() {
    if [ -z "$2" ]; then
        echo "PASS $1"; passed=$((passed + 1))
    else
        echo "FAIL $1: $2"; failed=$((failed + 1))
    fi
}

# The layout: every structure size, member offset, table slot and constant
# of include/jvmpi.h equal to the independent header's; include/jvmpi.h
# compiles as C89 and C++11.
if [ -z "$filter" ] || case abi in *"$filter"*) true ;; *) false ;; esac; then
    detail=
    gcc -I"$repo/include" -o "$work/abi-our" "$here/abi/abi_layout.c" 2>"$work/runs/abi.err" &&
        gcc -I"$here/indep" $jinc -o "$work/abi-indep" "$here/abi/abi_layout.c" 2>>"$work/runs/abi.err" ||
        detail="compiling abi/abi_layout.c failed (see $work/runs/abi.err)"
    if [ -z "$detail" ] && ! diff -u <("$work/abi-indep") <("$work/abi-our") >"$work/runs/abi.diff"; then
        detail="layouts differ (diff in $work/runs/abi.diff)"
    fi
    printf '#include <jvmpi.h>\nint main(void) { return JVMPI_VERSION_1_2 != 0x10000003; }\n' >"$work/hdr.c"
    if [ -z "$detail" ] && ! { gcc -std=c89 -pedantic -Wall -Werror -I"$repo/include" -fsyntax-only "$work/hdr.c" &&
                               g++ -std=c++11 -Wall -Wextra -Werror -I"$repo/include" -fsyntax-only -x c++ "$work/hdr.c"; } \
                               2>>"$work/runs/abi.err"; then
        detail="include/jvmpi.h does not compile as C89 or C++11 (see $work/runs/abi.err)"
    fi
    report "abi[layout]" "$detail"
fi

# SIGQUIT's DATA_DUMP_REQUEST, then ProfilerExit(3): exit status 3, main
# never runs.
if [ -z "$filter" ] || case profexit in *"$filter"*) true ;; *) false ;; esac; then
    detail=
    got=$work/runs/profexit
    gcc $cflags -I"$here" -I"$repo/include" -o "$work/our-header/libprofexit.so" "$here/exit/profexit.c" \
        2>"$got.cc.err" || detail="compiling exit/profexit.c failed"
    if [ -z "$detail" ]; then
        : >"$got.log"
        LD_LIBRARY_PATH=$work/our-header timeout -k 5 "$timeout_s" "$vm" "-Xrunprofexit:out=$got.log" \
            -cp "$work/classes" Rawmon </dev/null >"$got.out" 2>"$got.err"
        st=$?
        if [ "$st" != 3 ]; then
            detail="exit status $st, not 3 (see $got.err)"
        elif [ "$(cat "$got.log")" != "data dump requests: 1" ]; then
            detail="log: $(head -c 200 "$got.log")"
        elif grep -q "main ran" "$got.out"; then
            detail="main ran after ProfilerExit"
        fi
    fi
    report "profexit[sigquit]" "$detail"
fi

for src in "$here"/*.c; do
    name=$(basename "$src" .c)
    [ -z "$filter" ] || case "$name" in *"$filter"*) ;; *) continue ;; esac
    prog="$(printf '%s' "${name:0:1}" | tr a-z A-Z)${name:1}"
    runs=$work/runs
    build_err=
    gcc $cflags -I"$here" -I"$repo/include" -o "$work/our-header/lib$name.so" "$src" \
        2>"$runs/$name.our-cc.err" || build_err="compiling against include/jvmpi.h failed"
    gcc $cflags -I"$here" -I"$here/indep" $jinc -o "$work/indep-header/lib$name.so" "$src" \
        2>"$runs/$name.indep-cc.err" || build_err="${build_err:+$build_err; }compiling against indep/jvmpi.h failed"

    # The expectation.
    ref=$runs/$name.reference
    ref_err=
    oracle=$here/oracle/$name.c
    if [ -f "$oracle" ]; then
        gcc $cflags -I"$repo/tests/agents" $jinc -o "$work/oracle-jdk/lib$name.so" "$oracle" \
            2>"$runs/$name.oracle-cc.err" || ref_err="compiling the oracle failed"
        gcc $cflags -I"$repo/tests/agents" -I"$repo/include" -o "$work/oracle-our/lib$name.so" "$oracle" \
            2>>"$runs/$name.oracle-cc.err" || ref_err="compiling the oracle against include/jvmti.h failed"
        : >"$ref.log"
        [ -n "$ref_err" ] || timeout -k 5 "$timeout_s" "$jhome/bin/java" -Xint -XX:-UseTLAB \
            "-agentpath:$work/oracle-jdk/lib$name.so=out=$ref.log" -cp "$work/classes" "$prog" \
            </dev/null >"$ref.out" 2>"$ref.err" || ref_err="the oracle run failed (see $ref.err)"
    else
        cp "$here/$name.expected" "$ref.log" 2>/dev/null || ref_err="no oracle/$name.c and no $name.expected"
        [ -n "$ref_err" ] || timeout -k 5 "$timeout_s" "$jhome/bin/java" -cp "$work/classes" "$prog" \
            </dev/null >"$ref.out" 2>"$ref.err" || ref_err="the reference run failed (see $ref.err)"
    fi

    for flavour in our-header indep-header; do
        got=$runs/$name.$flavour
        if [ -n "$build_err$ref_err" ]; then
            report "$name[$flavour]" "$build_err$ref_err"
            continue
        fi
        : >"$got.log"
        LD_LIBRARY_PATH=$work/$flavour timeout -k 5 "$timeout_s" "$vm" "-Xrun$name:out=$got.log" \
            -cp "$work/classes" "$prog" </dev/null >"$got.out" 2>"$got.err"
        echo $? >"$got.status"
        report "$name[$flavour]" "$(compare "$ref.log" "$ref.out" "$got")"
    done

    if [ -f "$oracle" ] && [ -z "$build_err$ref_err" ]; then
        got=$runs/$name.with-jvmti
        : >"$got.log"
        : >"$got.jvmti.log"
        LD_LIBRARY_PATH=$work/our-header timeout -k 5 "$timeout_s" "$vm" "-Xrun$name:out=$got.log" \
            "-agentpath:$work/oracle-our/lib$name.so=out=$got.jvmti.log" -cp "$work/classes" "$prog" \
            </dev/null >"$got.out" 2>"$got.err"
        echo $? >"$got.status"
        detail=$(compare "$ref.log" "$ref.out" "$got")
        if [ -z "$detail" ] && ! diff -u <(normalize "$ref.log") <(normalize "$got.jvmti.log") >"$got.jvmti.diff"; then
            detail="the JVMTI agent's log differs (diff in $got.jvmti.diff)"
        fi
        report "$name[with-jvmti]" "$detail"
    fi
done

echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
