#!/usr/bin/env bash
# Regenerates the golden files expected/<Name>.out and expected/<Name>.status
# by running every test program on the reference JVM.
#
# usage: tests/java/gen-expected.sh [-k SUBSTRING]
# Environment: REFERENCE_JAVA_HOME (default /usr/lib/jvm/java-17-openjdk-amd64).
set -u
. "$(dirname "$0")/lib.sh"

REF_HOME=${REFERENCE_JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
JAVA=$REF_HOME/bin/java
JAVA_HOME=$REF_HOME
export JAVA_HOME
filter=
if [ "${1:-}" = "-k" ]; then filter=${2:-}; fi

if [ ! -x "$JAVA" ]; then
    echo "error: reference java not found at $JAVA" >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
classes=$work/classes
jt_compile "$classes" || { echo "error: compilation failed" >&2; exit 2; }

mkdir -p "$JAVA_EXPECTED_DIR"
for name in $(jt_all_tests); do
    case "$name" in *"$filter"*) ;; *) continue ;; esac
    st=$(jt_run "$JAVA" "$classes" "$name" "$work/$name.out")
    if [ "$st" = 124 ] || [ "$st" = 137 ]; then
        echo "warning: $name timed out on the reference JVM" >&2
    fi
    # Output naming the temporary class directory could never match later runs.
    if grep -q -F "$classes" "$work/$name.out"; then
        echo "warning: $name prints the class directory; output not portable" >&2
    fi
    cp "$work/$name.out" "$JAVA_EXPECTED_DIR/$name.out"
    echo "$st" >"$JAVA_EXPECTED_DIR/$name.status"
    printf '%-28s status %s, %s lines\n' "$name" "$st" "$(wc -l <"$work/$name.out")"
done
