#!/usr/bin/env bash
# Set up a fresh machine, build agentvm, and run the demo program under the
# demo JVMTI agent (examples/agent/demo_agent.c), which reports what it saw.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v apt-get >/dev/null 2>&1; then
    SUDO=
    [ "$(id -u)" = 0 ] || SUDO=sudo
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq build-essential g++ cmake pkg-config libffi-dev libminizip-dev \
        libcmocka-dev systemtap-sdt-dev openjdk-17-jdk-headless time >/dev/null
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j2 >/dev/null
echo "\$ build/bin/agentvm -agentpath:build/examples/libdemoagent.so -cp build/examples Hello"
build/bin/agentvm -agentpath:build/examples/libdemoagent.so -cp build/examples Hello
