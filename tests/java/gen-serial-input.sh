#!/usr/bin/env bash
# Writes tests/java/input/SerialFromJdk.bin: the objects of
# tests/java/src/SerialFromJdk.java as the reference JVM serializes them
# (`java SerialFromJdk write`), for SerialFromJdk to read back on agentvm.
#
# usage: tests/java/gen-serial-input.sh
# Environment: REFERENCE_JAVA_HOME (default /usr/lib/jvm/java-17-openjdk-amd64).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
ref=${REFERENCE_JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$ref/bin/javac" -nowarn -d "$work" "$here/src/SerialFromJdk.java"
"$ref/bin/java" -cp "$work" SerialFromJdk write >"$here/input/SerialFromJdk.bin"
echo "wrote input/SerialFromJdk.bin ($(wc -c <"$here/input/SerialFromJdk.bin") bytes)"
