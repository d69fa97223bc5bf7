#!/bin/bash
# The JDK's own jps, jstat and jcmd against a running agentvm, and jstat
# against a file saved with -XX:+PerfDataSaveToFile.
#   tools.sh AGENTVM JDK_HOME WORK_DIR PERF_READER
# Exit 77 (skipped) when the JDK tools are not installed.
set -u
vm=$1 jdk=$2 work=$3 reader=$4
for tool in jps jstat jcmd javac; do
    if [ ! -x "$jdk/bin/$tool" ]; then
        echo "SKIP: $jdk/bin/$tool not found: the JDK 17 tools are needed to read agentvm's counters"
        exit 77
    fi
done
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work/classes" || exit 1
"$jdk/bin/javac" -d "$work/classes" "$here/PerfLoad.java" || exit 1

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }

# Rows of jstat output (header excluded) must hold no "-" field.
full_rows() {
    local out=$1 what=$2
    local rows
    rows=$(printf '%s\n' "$out" | tail -n +2)
    if [ -z "$rows" ]; then
        fail "$what: no rows"
    elif printf '%s\n' "$rows" | tr -s ' ' '\n' | grep -qx -- '-'; then
        fail "$what: a column prints \"-\""
    else
        ok "$what: full rows"
    fi
    printf '%s\n' "$out" | sed 's/^/    /'
}

user=$(id -un)
"$vm" -Xmx64m "-Dperf.stop=$work/stop" -XX:+PerfDataSaveToFile "-XX:PerfDataSaveFile=$work/saved_%p.hsperf" \
    -cp "$work/classes" PerfLoad 600 alpha beta > "$work/vm.out" 2>&1 &
pid=$!
file=/tmp/hsperfdata_$user/$pid
for _ in $(seq 50); do
    "$reader" -a "$file" > /dev/null 2>&1 && break
    sleep 0.1
done
"$reader" -a -t "$file" || fail "live file $file is not well formed"

out=$("$jdk/bin/jps" 2>&1 | grep "^$pid ")
[ "$out" = "$pid PerfLoad" ] && ok "jps: $out" || fail "jps shows '$out'"
out=$("$jdk/bin/jps" -lmv 2>&1 | grep "^$pid ")
expect="$pid PerfLoad 600 alpha beta -Xmx64m -Dperf.stop=$work/stop -XX:+PerfDataSaveToFile -XX:PerfDataSaveFile=$work/saved_%p.hsperf"
[ "$out" = "$expect" ] && ok "jps -lmv: $out" || fail "jps -lmv shows '$out', expected '$expect'"

full_rows "$("$jdk/bin/jstat" -gcutil "$pid" 100 5 2>&1)" "jstat -gcutil $pid 100 5"
n=$("$jdk/bin/jstat" -gcutil "$pid" 100 5 2>&1 | tail -n +2 | wc -l)
[ "$n" = 5 ] && ok "jstat -gcutil: 5 samples" || fail "jstat -gcutil printed $n samples"
gc1=$("$jdk/bin/jstat" -gc "$pid" 2>&1)
class1=$("$jdk/bin/jstat" -class "$pid" 2>&1)
full_rows "$gc1" "jstat -gc"
full_rows "$class1" "jstat -class"
full_rows "$("$jdk/bin/jstat" -gccause "$pid" 2>&1)" "jstat -gccause"
full_rows "$("$jdk/bin/jstat" -compiler "$pid" 2>&1)" "jstat -compiler"
for option in -gccapacity -gcnew -gcold -gcmetacapacity; do
    full_rows "$("$jdk/bin/jstat" "$option" "$pid" 2>&1)" "jstat $option"
done
sleep 1
gc2=$("$jdk/bin/jstat" -gc "$pid" 2>&1)
class2=$("$jdk/bin/jstat" -class "$pid" 2>&1)
# OU, MU, FGC and GCT of -gc (columns 8, 10, 15, 19) and Loaded of -class move.
row() { printf '%s\n' "$1" | tail -1 | awk "{ print $2 }"; }
[ "$(row "$gc1" '$8, $10, $15, $19')" != "$(row "$gc2" '$8, $10, $15, $19')" ] &&
    ok "jstat -gc values move: $(row "$gc1" '$8, $15') -> $(row "$gc2" '$8, $15')" || fail "jstat -gc values did not move"
l1=$(row "$class1" '$1') l2=$(row "$class2" '$1')
[ "$l2" -gt "$l1" ] 2>/dev/null && ok "jstat -class Loaded moves: $l1 -> $l2" || fail "jstat -class Loaded did not grow ($l1 -> $l2)"

# jcmd reads PerfCounter.print from the file itself, without attaching.
out=$(timeout 30 "$jdk/bin/jcmd" "$pid" PerfCounter.print 2>&1)
n=$(printf '%s\n' "$out" | grep -c '=')
if printf '%s\n' "$out" | grep -q '^sun.rt.javaCommand="PerfLoad 600 alpha beta"$' && [ "$n" -ge 150 ]; then
    ok "jcmd $pid PerfCounter.print: $n counters"
else
    fail "jcmd PerfCounter.print: $n counters"; printf '%s\n' "$out" | head -20
fi
kill -0 "$pid" 2>/dev/null && ok "VM still running after the tools" || fail "VM died while the tools read it"

touch "$work/stop"
wait "$pid"
status=$?
[ "$status" = 0 ] && grep -q '^done$' "$work/vm.out" && ok "program ended normally" || { fail "program status $status"; cat "$work/vm.out"; }
[ ! -e "$file" ] && ok "$file removed at exit" || fail "$file left behind"
saved=$work/saved_$pid.hsperf
if [ -f "$saved" ]; then
    "$reader" -a -t "$saved" || fail "saved file not well formed"
    full_rows "$("$jdk/bin/jstat" -gcutil "file://$saved" 2>&1)" "jstat -gcutil file://$saved"
    full_rows "$("$jdk/bin/jstat" -class "file://$saved" 2>&1)" "jstat -class file://$saved"
else
    fail "no saved file $saved"
fi

[ "$failures" = 0 ] && echo "PASS" || echo "$failures failure(s)"
[ "$failures" = 0 ]
