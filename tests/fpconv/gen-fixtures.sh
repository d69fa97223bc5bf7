#!/bin/sh
# Regenerates the fixtures of the floating-point text conversion tests from
# the reference JVM (JDK 17): doubles.txt, floats.txt and parse.txt.
# Usage: gen-fixtures.sh [JAVA]   (default /usr/bin/java)
# The sets are fixed by the seed in Gen.java, so reruns give identical files.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
java=${1:-/usr/bin/java}
"$java" -version 2>&1 | grep -q '"17\.' || {
    echo "gen-fixtures.sh: $java is not a JDK 17" >&2
    exit 1
}
"$java" "$here/Gen.java" "$here"
wc -l "$here/doubles.txt" "$here/floats.txt" "$here/parse.txt"
