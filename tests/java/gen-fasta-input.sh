#!/usr/bin/env bash
# Writes tests/java/input/GameFasta.txt: the output of tests/java/src/GameFasta.java
# for N = 5000 on the reference JVM (`java GameFasta full 5000`), a FASTA file of three
# sequences that GameKNucleotide, GameRevComp and GameRegexRedux read on standard input.
#
# usage: tests/java/gen-fasta-input.sh
# Environment: REFERENCE_JAVA_HOME (default /usr/lib/jvm/java-17-openjdk-amd64).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
ref=${REFERENCE_JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$ref/bin/javac" -nowarn -d "$work" "$here/src/GameFasta.java"
"$ref/bin/java" -cp "$work" GameFasta full 5000 >"$here/input/GameFasta.txt"
echo "wrote input/GameFasta.txt ($(wc -c <"$here/input/GameFasta.txt") bytes)"
