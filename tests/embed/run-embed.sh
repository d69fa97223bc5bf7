#!/bin/sh
# The embedding example (examples/embed): run the C host against
# libagentvm.so and compare its standard output with expected.txt.
# The lines that come from Java (those not starting with "host: ") are
# also checked against the example's Greeter.main on the reference JVM
# when one is installed. Then the edge cases of the invocation API
# (tests/embed/edges.c), each mode against its edges-MODE.expected.
#
#   run-embed.sh EMBED_EXE CLASS_DIR WORK_DIR EDGES_EXE [JAVA]
set -u
exe=$1 classes=$2 work=$3 edges=$4 java=${5:-}
here=$(cd "$(dirname "$0")" && pwd)
expected=$here/expected.txt
mkdir -p "$work"
# The run must not depend on the caller's environment.
unset JAVA_TOOL_OPTIONS AGENTVM_HOME CLASSPATH
# Built with AddressSanitizer, the hosts also check for leaks at their exit
# (a failed JNI_CreateJavaVM, then a VM created and destroyed); the suite
# as a whole runs with leak detection off (docs/robustness.md). Other
# builds ignore the variable.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1"
export ASAN_OPTIONS
status=0

if ! timeout 120 "$exe" "$classes" >"$work/embed.out" 2>"$work/embed.err"; then
    echo "FAIL: the host exited with a non-zero status"
    cat "$work/embed.err"
    status=1
fi
if ! diff -u "$expected" "$work/embed.out"; then
    echo "FAIL: host output differs from $expected"
    status=1
fi

# The Java part of the expectation, from the reference JVM.
if [ -z "$java" ]; then
    for j in /usr/lib/jvm/java-17-openjdk-amd64/bin/java "$(command -v java 2>/dev/null)"; do
        if [ -n "$j" ] && [ -x "$j" ]; then java=$j; break; fi
    done
fi
if [ -n "$java" ] && [ -x "$java" ]; then
    grep -v '^host: ' "$expected" >"$work/java-part.expected"
    "$java" -cp "$classes" -Dembed.salutation=Greetings Greeter >"$work/java.out" 2>&1
    if ! diff -u "$work/java-part.expected" "$work/java.out"; then
        echo "FAIL: the Java lines of $expected differ from $java's output"
        status=1
    fi
else
    echo "note: no reference JVM; Java lines not cross-checked"
fi

# A home without a class library: creation fails with JNI_ERR, no crash.
AGENTVM_HOME=$work/no-such-home timeout 60 "$exe" "$classes" >"$work/nohome.out" 2>&1
rc=$?
if [ $rc -ne 1 ] || ! grep -q '^host: JNI_CreateJavaVM, unknown option ignored = JNI_ERR$' "$work/nohome.out"; then
    echo "FAIL: with AGENTVM_HOME pointing nowhere, expected JNI_ERR and status 1 (got $rc)"
    cat "$work/nohome.out"
    status=1
fi

# Bad arguments and options, detach and destroy from another thread; the
# "exit" hook on System.exit(3).
for mode in args:0 exit:3; do
    name=${mode%:*} want=${mode#*:}
    timeout 60 "$edges" "$name" >"$work/edges-$name.out" 2>"$work/edges-$name.err"
    rc=$?
    if [ $rc -ne "$want" ]; then
        echo "FAIL: edges $name exited with $rc, expected $want"
        cat "$work/edges-$name.err"
        status=1
    fi
    if ! diff -u "$here/edges-$name.expected" "$work/edges-$name.out"; then
        echo "FAIL: edges $name output differs"
        status=1
    fi
done

[ $status -eq 0 ] && echo "embed: ok"
exit $status
