#!/usr/bin/env bash
# Runs a suite script that takes the agentvm binary as its first argument
# (tests/agents/run-agents.sh, tests/jvmpi/run-jvmpi.sh) with every VM run
# under -Xthreads:green, through a wrapper made in WORK_DIR.
#
# usage: tests/green/run-suite-green.sh SUITE_SCRIPT AGENTVM WORK_DIR [SUITE ARGS...]
set -u
[ $# -ge 3 ] || { echo "usage: $0 SUITE_SCRIPT AGENTVM WORK_DIR [SUITE ARGS...]" >&2; exit 2; }
suite=$1 vm=$2 work=$3
shift 3
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
mkdir -p "$work" || exit 2
wrapper=$(cd "$work" && pwd)/agentvm-green
printf '#!/bin/sh\nexec "%s" -Xthreads:green "$@"\n' "$vm" >"$wrapper" && chmod +x "$wrapper" || exit 2
exec "$suite" "$wrapper" "$@"
