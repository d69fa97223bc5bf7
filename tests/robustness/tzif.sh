#!/bin/sh
# Zone rules from TZif files that agentvm did not get from the system.
#
# usage: tzif.sh AGENTVM [BUILD_DIR]
#
# 1. "Slim" files (zic -b slim: few or no explicit transitions, everything
#    else from the POSIX TZ string of the footer) for rules like New York's
#    and Sydney's since 2007/2008: their transitions from 2010 on must be
#    those JDK 17 gives for America/New_York and Australia/Sydney.
# 2. The default zone from the TZ variable, compared live.
# 3. Malformed files (truncated at every part, garbage, huge counts, bad
#    type indices, a bad footer), a directory, and IDs that climb out of the
#    zone directory: ZoneId.of must end in ZoneRulesException ("Unknown
#    time-zone ID") or in usable rules, never in a crash or another error.
# The zone directory is given by TZDIR. Exits 77 (skipped) without a Java 17,
# zic or /usr/share/zoneinfo/America/New_York.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 AGENTVM [BUILD_DIR]" >&2; exit 2; }
vm=$1
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
[ -x "$vm" ] || { echo "error: $vm is not executable" >&2; exit 2; }

jdk=/usr/lib/jvm/java-17-openjdk-amd64
[ -x "$jdk/bin/java" ] || { echo "skipped: no Java 17 at $jdk"; exit 77; }
zic=$(command -v zic || ls /usr/sbin/zic /sbin/zic 2>/dev/null | head -1)
[ -n "$zic" ] || { echo "skipped: no zic"; exit 77; }
ny=/usr/share/zoneinfo/America/New_York
[ -f "$ny" ] || { echo "skipped: $ny is absent (the tzdata package)"; exit 77; }

if [ $# -ge 2 ]; then
    mkdir -p "$2" || exit 2
    work=$(cd "$2" && pwd)/robustness-tzif
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
"$jdk/bin/javac" -d "$work/classes" "$here/programs/TzifProbe.java" || exit 2
zones=$work/zones
mkdir -p "$zones"
fail=0

# 1. slim files against the JDK
cat >"$work/rules.txt" <<'ZI'
Rule US 2007 max - Mar Sun>=8 2:00 1:00 D
Rule US 2007 max - Nov Sun>=1 2:00 0 S
Zone Slim/New_York -5:00 US E%sT
Rule AN 2008 max - Apr Sun>=1 2:00s 0 S
Rule AN 2008 max - Oct Sun>=1 2:00s 1:00 D
Zone Slim/Sydney 10:00 AN AE%sT
ZI
"$zic" -b slim -d "$zones" "$work/rules.txt" || { echo "FAIL: zic could not compile the rules"; exit 1; }
for pair in Slim/New_York:America/New_York Slim/Sydney:Australia/Sydney; do
    ours=${pair%%:*} theirs=${pair#*:}
    "$jdk/bin/java" -cp "$work/classes" TzifProbe transitions "$theirs" 2010-01-01T00:00:00Z 60 >"$work/jdk.out" 2>&1
    TZDIR=$zones timeout 60 "$vm" -cp "$work/classes" TzifProbe transitions "$ours" 2010-01-01T00:00:00Z 60 \
        >"$work/vm.out" 2>&1
    if cmp -s "$work/jdk.out" "$work/vm.out"; then
        echo "PASS slim $ours"
    else
        echo "FAIL slim $ours: differs from $theirs on JDK 17:"
        diff "$work/jdk.out" "$work/vm.out" | head -5
        fail=1
    fi
done

# 2. the default zone from TZ, live: a zone, ":zone", an unknown name, a path
#    (which the JDK does not map to its zone) and a POSIX string: the last
#    three give GMT or GMT+hh:mm of the standard offset
for tz in America/New_York :Asia/Tokyo Foo/Bar "$ny" '<+03>-3'; do
    want=$(TZ=$tz "$jdk/bin/java" -cp "$work/classes" TzifProbe default 2>&1)
    got=$(TZ=$tz timeout 60 "$vm" -cp "$work/classes" TzifProbe default 2>&1)
    if [ "$want" = "$got" ]; then
        echo "PASS TZ=$tz"
    else
        echo "FAIL TZ=$tz: expected '$want' got '$got'"
        fail=1
    fi
done

# 3. malformed files
size=$(wc -c <"$ny")
mkdir -p "$zones/Bad" "$zones/Bad/Dir"
for n in 0 4 20 43 44 60 100 1000 $((size / 2)) $((size - 30)) $((size - 1)); do
    head -c "$n" "$ny" >"$zones/Bad/Cut$n"
done
printf 'not a zone file at all, but long enough to have a header of forty-four bytes\n' >"$zones/Bad/Text"
head -c 4096 /dev/urandom >"$zones/Bad/Random"
# a TZif header with every count at 0x7fffffff, then one with typecnt 0
printf 'TZif2\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\177\377\377\377\177\377\377\377\177\377\377\377\177\377\377\377\177\377\377\377\177\377\377\377' >"$zones/Bad/Huge"
printf 'TZif\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0' >"$zones/Bad/NoTypes"
# a v1 file with one transition pointing at type 7 of 1
printf 'TZif\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\1\0\0\0\1\0\0\0\4\0\0\0\0\7\377\377\307\300\0\0EST\0' >"$zones/Bad/BadType"
# the New York file with its footer replaced by nonsense
head -c $((size - 20)) "$ny" >"$zones/Bad/Footer"
printf '\nEST5EDT,M13.9.9/99999,Mx\n' >>"$zones/Bad/Footer"
ids="Bad/Text Bad/Random Bad/Huge Bad/NoTypes Bad/BadType Bad/Footer Bad/Dir Bad/Missing Slim/../Slim/Sydney"
for n in 0 4 20 43 44 60 100 1000 $((size / 2)) $((size - 30)) $((size - 1)); do ids="$ids Bad/Cut$n"; done
# shellcheck disable=SC2086
TZDIR=$zones timeout 60 "$vm" -cp "$work/classes" TzifProbe load $ids >"$work/bad.out" 2>&1
st=$?
cat "$work/bad.out"
if [ "$st" != 0 ] || rb_sanitizer_report "$work/bad.out"; then
    echo "FAIL malformed: exit status $st"
    fail=1
fi
# every line: usable rules or ZoneRulesException for that ID
if grep -v -E '^[^ ]+: (ZoneRules\[|java\.time\.zone\.ZoneRulesException: Unknown time-zone ID: )' "$work/bad.out" | grep -q .; then
    echo "FAIL malformed: an outcome other than rules or ZoneRulesException"
    fail=1
fi
for id in Bad/Text Bad/Random Bad/Huge Bad/NoTypes Bad/BadType Bad/Dir Bad/Missing Bad/Cut0 Bad/Cut43 Slim/../Slim/Sydney; do
    grep -q -F "$id: java.time.zone.ZoneRulesException: Unknown time-zone ID: $id" "$work/bad.out" ||
        { echo "FAIL malformed: $id was not refused"; fail=1; }
done
[ "$fail" = 0 ] && echo "PASS malformed"
exit "$fail"
