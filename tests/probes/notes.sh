#!/bin/sh
# The USDT probes' ELF notes, probe by probe: providers, names and argument
# sizes of the launcher and of libagentvm.so against tests/probes/probe-table.txt
# (HotSpot 17's probes), and, where OpenJDK 17 is installed, against its
# libjvm.so live.
#
# usage: notes.sh AGENTVM LIBAGENTVM
# Exits 77 (skipped) without readelf or when the build has no probes.
set -u
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 2 ] || { echo "usage: $0 AGENTVM LIBAGENTVM" >&2; exit 2; }
command -v readelf >/dev/null || { echo "skipped: no readelf"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# "provider:name: sizes" for every note, once per distinct argument list.
notes() {
    readelf -n "$1" | awk '
        /Provider:/ { p = $2 }
        /Name:/ { n = $2 }
        /Arguments:/ {
            a = ""
            for (i = 2; i <= NF; i++) { split($i, x, "@"); a = a " " x[1] }
            print p ":" n ":" a
        }' | sort -u
}

table="$work/table"
grep -v '^#' "$here/probe-table.txt" | sed '/^\[agentvm only\]/d' | sort -u >"$table"
hotspot_only="$work/hotspot"
grep -v '^#' "$here/probe-table.txt" | sed '/^\[agentvm only\]/,$d' | sort -u >"$hotspot_only"

fail=0
check_binary() {
    bin=$1
    notes "$bin" >"$work/ours"
    if [ ! -s "$work/ours" ]; then
        echo "skipped: $bin has no stapsdt notes (built without AGENTVM_PROBES or <sys/sdt.h>)"
        exit 77
    fi
    # Every probe of the table, with its sizes (one of them when the table
    # lists several).
    for probe in $(cut -d: -f1,2 "$table" | sort -u); do
        want=$(grep "^$probe:" "$table")
        have=$(grep "^$probe:" "$work/ours")
        if [ -z "$have" ]; then
            echo "FAIL $bin: probe $probe missing"
            fail=1
        elif [ "$(echo "$have" | wc -l)" -ne 1 ]; then
            echo "FAIL $bin: probe $probe has several argument lists:"; echo "$have"
            fail=1
        elif ! echo "$want" | grep -qxF "$have"; then
            echo "FAIL $bin: $have, expected: $(echo "$want" | tr '\n' ' ')"
            fail=1
        fi
    done
    # Nothing the table does not know.
    for probe in $(cut -d: -f1,2 "$work/ours" | sort -u); do
        grep -q "^$probe:" "$table" || { echo "FAIL $bin: unexpected probe $probe"; fail=1; }
    done
    echo "$bin: $(cut -d: -f1,2 "$work/ours" | sort -u | wc -l) probes checked"
}
check_binary "$1"
check_binary "$2"

# The table is HotSpot's: compared with the installed libjvm.so when there is one.
libjvm=/usr/lib/jvm/java-17-openjdk-amd64/lib/server/libjvm.so
if [ -f "$libjvm" ]; then
    notes "$libjvm" | sed 's/: *$/:/' >"$work/jvm"
    sed 's/: *$/:/' "$hotspot_only" >"$work/hs"
    if ! diff "$work/hs" "$work/jvm" >"$work/diff"; then
        echo "FAIL: probe-table.txt differs from $libjvm:"; cat "$work/diff"
        fail=1
    else
        echo "probe-table.txt matches $libjvm ($(wc -l <"$work/jvm") argument lists)"
    fi
else
    echo "note: no OpenJDK 17 libjvm.so: compared with the table only"
fi
[ $fail -eq 0 ] && echo "PASS" || echo "FAILED"
exit $fail
