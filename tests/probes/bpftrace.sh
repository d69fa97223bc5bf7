#!/bin/sh
# bpftrace counts the hotspot:method__entry and hotspot:object__alloc probes
# of a known program (programs/ProbeDemo.java) on the thread that runs
# main, while it runs (count.bt); a JVMTI agent in the same process counts
# the same with MethodEntry and SampledObjectAlloc (countagent.c). The
# counts must be equal and not zero. One run for both, so that the
# program's own variation (how often join() polls) cannot tell them apart.
#
# usage: bpftrace.sh AGENTVM [BUILD_DIR]
# Exits 77 (skipped, with the reason) where bpftrace cannot run: not
# installed, not root, no BPF or uprobes (a container without them).
set -u
here=$(cd "$(dirname "$0")" && pwd)
src_root=$(cd "$here/../.." && pwd)
[ $# -ge 1 ] || { echo "usage: $0 AGENTVM [BUILD_DIR]" >&2; exit 2; }
vm=$1
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
command -v bpftrace >/dev/null || { echo "skipped: bpftrace is not installed"; exit 77; }
command -v gcc >/dev/null || { echo "skipped: no gcc"; exit 77; }
command -v javac >/dev/null || { echo "skipped: no javac"; exit 77; }
[ "$(id -u)" = 0 ] || { echo "skipped: bpftrace needs root"; exit 77; }
readelf -n "$vm" 2>/dev/null | grep -q stapsdt || { echo "skipped: $vm has no USDT probes"; exit 77; }
if ! why=$(timeout 60 bpftrace -e 'BEGIN { exit(); }' 2>&1); then
    echo "skipped: bpftrace cannot run here: $(echo "$why" | head -2 | tr '\n' ' ')"
    exit 77
fi
if [ $# -ge 2 ]; then
    work=$2/probes-bpftrace
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
javac -d "$work/classes" "$here/programs/ProbeDemo.java" || exit 2
gcc -shared -fPIC -I"$src_root/include" -o "$work/libcount.so" "$here/countagent.c" || exit 2

timeout 300 bpftrace "$here/count.bt" "$vm" \
    -c "$vm -XX:+DTraceMethodProbes -XX:+DTraceAllocProbes -agentpath:$work/libcount.so -cp $work/classes ProbeDemo" \
    >"$work/out" 2>"$work/err"
agent=$(sed -n 's/^entries=\([0-9]*\) allocs=\([0-9]*\)$/\1 \2/p' "$work/out")
probes="$(sed -n 's/^@entries: \([0-9]*\)$/\1/p' "$work/out") $(sed -n 's/^@allocs: \([0-9]*\)$/\1/p' "$work/out")"
echo "JVMTI agent (entries allocs): $agent"
echo "bpftrace    (entries allocs): $probes"
case "$agent" in
"" | "0 "* | *" 0") echo "FAIL: no counts from the agent"; cat "$work/out" "$work/err"; exit 1 ;;
esac
if [ "$agent" != "$probes" ]; then
    echo "FAIL: the counts differ"
    cat "$work/out" "$work/err"
    exit 1
fi
echo "PASS"
