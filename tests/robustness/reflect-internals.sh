#!/bin/sh
# The natives behind reflection and method handles (jdk.internal.reflect.
# DirectAccess, Proxy.defineProxy0) trust their Java callers for argument
# checks, but a program can call them itself through reflection. The
# program tests/robustness/programs/ReflectInternalsAbuse.java does that with
# wrong members, receivers, argument types and counts, constant indices and
# proxy specifications; each call must end in an exception or a harmless
# result and the program must finish ("done", status 0). There is no
# reference output: the JDK has no such internals.
#
# usage: reflect-internals.sh AGENTVM [BUILD_DIR]
set -u
here=$(cd "$(dirname "$0")" && pwd)
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 AGENTVM [BUILD_DIR]" >&2; exit 2; }
vm=$1
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
[ -x "$vm" ] || { echo "error: $vm is not executable" >&2; exit 2; }
javac=javac
[ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ] && javac=$JAVA_HOME/bin/javac
work=${2:-}
if [ -n "$work" ]; then
    work=$work/reflect-internals
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
"$javac" -nowarn -d "$work" "$here/programs/ReflectInternalsAbuse.java" 2>"$work/javac.err" || {
    cat "$work/javac.err" >&2
    exit 2
}
timeout -k 5 60 "$vm" -cp "$work" ReflectInternalsAbuse >"$work/out.txt" 2>"$work/err.txt"
st=$?
if [ "$st" != 0 ] || [ "$(tail -n 1 "$work/out.txt")" != done ]; then
    echo "FAIL: status $st"
    cat "$work/out.txt" "$work/err.txt"
    exit 1
fi
echo "PASS: $(wc -l <"$work/out.txt") calls ended normally"
exit 0
