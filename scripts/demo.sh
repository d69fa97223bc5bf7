#!/usr/bin/env bash
# Set up a fresh machine, build agentvm and run the demo program on it.
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
mkdir -p build/examples
javac -d build/examples examples/hello/Hello.java
echo "\$ build/bin/agentvm -verbose:gc -cp build/examples Hello"
build/bin/agentvm -verbose:gc -cp build/examples Hello
