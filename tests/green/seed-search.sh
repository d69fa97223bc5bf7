#!/usr/bin/env bash
# Runs a program under K green-thread seeds and reports the seeds whose
# output or exit status differ from seed 1's: a search for the interleaving
# that breaks a racy program.
#
# usage: tests/green/seed-search.sh AGENTVM_BINARY K [VM OPTIONS...] MAIN [ARGS...]
set -u
[ $# -ge 3 ] || { echo "usage: $0 AGENTVM_BINARY K [VM OPTIONS...] MAIN [ARGS...]" >&2; exit 2; }
vm=$1 k=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
run() { "$vm" -Xthreads:green -XX:GreenSeed="$1" "${@:2}" >"$tmp/out" 2>&1; echo "exit $?" >>"$tmp/out"; }
run 1 "$@"
mv "$tmp/out" "$tmp/base"
differ=0
for s in $(seq 2 "$k"); do
    run "$s" "$@"
    if ! cmp -s "$tmp/base" "$tmp/out"; then
        echo "seed $s differs from seed 1 ($(tail -1 "$tmp/out"))"
        differ=$((differ + 1))
    fi
done
echo "$differ of $((k - 1)) seeds differ from seed 1"
