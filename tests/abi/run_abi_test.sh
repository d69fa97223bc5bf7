#!/bin/sh
# ABI identity test: agentvm's include/ against the reference JDK headers.
#
#   run_abi_test.sh SRCDIR INCLUDEDIR WORKDIR [JDK_INCLUDE]
#
# Builds abi_dump.c (C) and abi_types.cpp (C++) twice, once per header
# set, runs both and fails on any difference in their output.  Then checks
# agentvm's headers on their own: slot numbers (abi_slots.c), strict C89..
# C11 and C++11..C++20 compilation, and a C++ agent using the wrappers
# (abi_cxx.cpp).  Exits 77 (skipped) when the reference headers are absent.
# CC and CXX may be set in the environment.
set -eu

src=$1
ours=$2
work=$3
jdk=${4:-${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}/include}
cc=${CC:-cc}
cxx=${CXX:-c++}

if [ ! -f "$jdk/jni.h" ] || [ ! -f "$jdk/jvmti.h" ]; then
    echo "abi: reference headers not found in $jdk; skipping"
    exit 77
fi
jdk_md=$jdk/linux

mkdir -p "$work"
status=0

fail() {
    echo "abi: FAIL: $*"
    status=1
}

# 1. Same facts from both header sets.
build_and_run() {   # name cflags...
    name=$1; shift
    "$cc" -std=c11 -Wall -Wextra -Werror "$@" -I"$src" \
        -o "$work/dump_$name" "$src/abi_dump.c" || return 1
    "$cxx" -std=c++11 -Wall -Wextra -Werror "$@" -I"$src" \
        -o "$work/types_$name" "$src/abi_types.cpp" || return 1
    "$work/dump_$name" > "$work/dump_$name.txt" &&
        "$work/types_$name" > "$work/types_$name.txt"
}

build_and_run ref -I"$jdk" -I"$jdk_md" || fail "cannot build against $jdk"
build_and_run ours -I"$ours" || fail "cannot build against $ours"
for kind in dump types; do
    if [ -f "$work/${kind}_ref.txt" ] && [ -f "$work/${kind}_ours.txt" ]; then
        if diff -u "$work/${kind}_ref.txt" "$work/${kind}_ours.txt" \
                > "$work/$kind.diff"; then
            echo "abi: $kind: $(wc -l < "$work/${kind}_ours.txt") facts identical"
        else
            cat "$work/$kind.diff"
            fail "$kind output differs (see $work/$kind.diff)"
        fi
    fi
done

# 2. Our X-macro slot numbers agree with the compiled layout.
"$cc" -std=c11 -Wall -Wextra -pedantic -Werror -I"$ours" \
    -c "$src/abi_slots.c" -o "$work/abi_slots.o" || fail "slot numbers"

# 3. The headers alone compile cleanly in every language mode we promise.
printf '#include <jvmti.h>\nint abi_probe;\n' > "$work/probe.c"
for std in c89 c99 c11 c17; do
    "$cc" -std=$std -Wall -Wextra -pedantic -Werror -I"$ours" \
        -c "$work/probe.c" -o "$work/probe.o" || fail "headers under -std=$std"
done
cp "$work/probe.c" "$work/probe.cpp"
for std in c++11 c++14 c++17 c++20; do
    "$cxx" -std=$std -Wall -Wextra -pedantic -Werror -I"$ours" \
        -c "$work/probe.cpp" -o "$work/probe.o" || fail "headers under -std=$std"
done

# 4. A C++ agent through the wrappers; its entry points stay exported.
if "$cxx" -std=c++11 -Wall -Wextra -pedantic -Werror -fPIC -shared \
        -fvisibility=hidden -I"$ours" -o "$work/abi_cxx.so" "$src/abi_cxx.cpp"; then
    for sym in Agent_OnLoad Agent_OnUnload JNI_OnLoad; do
        if command -v nm > /dev/null 2>&1 &&
                ! nm -D --defined-only "$work/abi_cxx.so" | grep -q " $sym\$"; then
            fail "$sym not exported"
        fi
    done
else
    fail "C++ agent does not compile"
fi

[ $status -eq 0 ] && echo "abi: PASS"
exit $status
