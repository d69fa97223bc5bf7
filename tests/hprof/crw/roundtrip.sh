#!/usr/bin/env bash
# The HPROF class-file rewriter (agents/hprof/crw.c) round trip:
#   1. tests/hprof/crw/CrwProgram.java (and the generated CrwBig) compiled,
#      rewritten by crw_tool with CrwTracker as the tracker, and run on the
#      reference JVM with its bytecode verifier on for every class
#      (-XX:+BytecodeVerificationLocal/Remote): a bad StackMapTable, branch
#      or max_stack is a VerifyError there; the output must equal the
#      uninstrumented run's, and the tracker must have seen balanced calls;
#   2. the same rewritten classes on agentvm (which verifies application
#      classes): the same output and the same tracker counts;
#   3. the rewrite's shape: CrwBig.wide got goto_w, CrwBig.far (whose
#      conditional branch would overflow) was left as it was;
#   4. every truncation and 20000 random corruptions of the classes through
#      the rewriter: no crash, anything returned parses again;
#   5. the HPROF agent itself (cpu=times,heap=sites: every class the VM
#      loads rewritten, java.lang.Object and the JDK's classes included) on
#      the reference JVM with the verifier on for all classes, and on agentvm:
#      the program's output unchanged, the program's call counts equal.
# usage: roundtrip.sh CRW_TOOL AGENTVM JAVA_HOME WORK_DIR LIBHPROF
# Exits 0 when all checks pass, 1 otherwise, 77 (skip) without the JDK.
set -u
[ $# -eq 5 ] || { echo "usage: $0 CRW_TOOL AGENTVM JAVA_HOME WORK_DIR LIBHPROF" >&2; exit 2; }
tool=$1 vm=$2 jhome=$3 work=$4 lib=$5
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -x "$jhome/bin/java" ] || [ ! -x "$jhome/bin/javac" ]; then
    echo "skipped: no JDK at $jhome"
    exit 77
fi
for v in tool vm lib; do case "${!v}" in /*) ;; *) eval "$v=\$(pwd)/\${!v}" ;; esac; done
rm -rf "$work" && mkdir -p "$work/plain" "$work/inst" || exit 2
cd "$work" || exit 2
export LC_ALL=C
reflib=$lib
if ldd "$lib" 2>/dev/null | grep -q 'lib[at]san'; then   # see tests/hprof/compare.sh
    reflib=$work/libhprof-ref.so
    repo=$(cd "$here/../../.." && pwd)
    ${CC:-cc} -std=gnu11 -O2 -shared -fPIC -I"$repo/include" -I"$repo" -o "$reflib" \
        "$repo"/agents/hprof/*.c "$repo/vm/hprof_writer.c" || exit 2
fi
failures=0
ok() { echo "ok: $1"; }
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }
check() { if eval "$1"; then ok "$2"; else fail "$2"; fi; }
verify="-XX:+UnlockDiagnosticVMOptions -XX:+BytecodeVerificationLocal -XX:+BytecodeVerificationRemote"

"$here/gen-big.sh" 2400 || exit 2
"$jhome/bin/javac" --release 17 -g -d plain CrwBig.java "$here/CrwProgram.java" "$here/CrwTracker.java" || exit 2
classes=$(cd plain && ls *.class | sed 's/\.class$//')
timeout 120 "$jhome/bin/java" -cp plain CrwProgram >plain.out 2>plain.err || fail "uninstrumented run"
(cd plain && "$tool" instrument CrwTracker . ../inst $classes) >tool.out || fail "crw_tool instrument"
cat tool.out
check "grep -q '^instrumented CrwProgram ' tool.out && grep -q '^instrumented CrwBig ' tool.out && grep -q '^unchanged CrwTracker ' tool.out" \
    "the program's classes rewritten, the tracker left alone"

# 1. the reference JVM, verifying
timeout 120 "$jhome/bin/java" $verify -cp inst CrwProgram >hs.out 2>hs.err
check "[ $? = 0 ] && cmp -s plain.out hs.out" "reference JVM (verifier on): the rewritten program runs and prints the same"
counts=$(grep '^calls=' hs.err)
check "echo '$counts' | grep -Eq '^calls=([1-9][0-9]*) returns=[0-9]+ arrays=[1-9][0-9]* bad=0 depth=1\$'" \
    "reference JVM: the tracker saw every return close its call ($counts)"
c=$(echo "$counts" | sed 's/calls=\([0-9]*\) returns=\([0-9]*\).*/\1 \2/')
check "[ \$(echo $c | cut -d' ' -f1) = \$((\$(echo $c | cut -d' ' -f2) + 1)) ]" "calls = returns + 1 (main still running)"

# 2. agentvm
timeout 120 "$vm" -cp inst CrwProgram >av.out 2>av.err
check "[ $? = 0 ] && cmp -s plain.out av.out" "agentvm: the rewritten program runs and prints the same"
check "[ \"\$(grep '^calls=' av.err)\" = '$counts' ]" "agentvm: the same tracker counts"

# 3. shape
"$jhome/bin/javap" -c -p inst/CrwBig.class >big.javap
check "sed -n '/static int wide/,/static int far/p' big.javap | grep -q goto_w" "CrwBig.wide: goto widened to goto_w"
check "! sed -n '/static int far/,\$p' big.javap | grep -q CrwTracker" "CrwBig.far: left alone (its conditional branch would overflow)"
check "sed -n '/static int wide/,/static int far/p' big.javap | grep -q 'CrwTracker.CallSite'" "CrwBig.wide: instrumented"

# 4. malformed input
"$tool" mangle plain/CrwProgram.class plain/CrwProgram\$Sub.class plain/CrwTracker.class >mangle.out 2>&1
check "[ $? = 0 ]" "truncated and corrupted classes: no crash, results parse ($(tr '\n' ' ' <mangle.out))"

# 5. the agent on whole VMs
calls() { sed -n '/^CPU TIME (ms) BEGIN/,/^CPU TIME (ms) END/p' "$1" |
          awk '$NF ~ /^Crw/ { c[$NF] += $4 } END { for (m in c) print m, c[m] }' | sort; }
timeout 300 "$jhome/bin/java" $verify "-agentpath:$reflib=cpu=times,heap=sites,cutoff=0,file=agent.hs.txt" -cp plain CrwProgram \
    >agent.hs.out 2>agent.hs.err
check "[ $? = 0 ] && cmp -s plain.out agent.hs.out" "hprof on the reference JVM, verifier on for all classes: the program prints the same"
timeout 300 "$vm" "-agentpath:$lib=cpu=times,heap=sites,cutoff=0,file=agent.av.txt" -cp plain CrwProgram \
    >agent.av.out 2>agent.av.err
check "[ $? = 0 ] && cmp -s plain.out agent.av.out" "hprof on agentvm: the program prints the same"
calls agent.hs.txt >agent.hs.calls
calls agent.av.txt >agent.av.calls
check "grep -qx 'CrwProgram.table 7' agent.hs.calls && diff agent.hs.calls agent.av.calls >agent.diff" \
    "hprof cpu=times: the program's call counts agree: $(tr '\n' '/' <agent.hs.calls)"
check "grep -q '^ *[0-9].* java.lang.Object.<init>\$' agent.hs.txt && grep -q '^ *[0-9].* java.lang.Object.<init>\$' agent.av.txt" \
    "hprof cpu=times: java.lang.Object.<init> counted on both (early classes instrumented)"

echo "$failures failure(s)"
[ $failures = 0 ]
