#!/bin/sh
# Runs one fuzz target of tests/fuzz under libFuzzer (docs/robustness.md):
#
#   scripts/fuzz.sh TARGET [SECONDS | -runs=N] [libFuzzer options...]
#
# TARGET is classfile, jar, options, vm or api. The build is $FUZZ_BUILD
# (default build-fuzz), made with
#   CC=clang-14 cmake -S . -B build-fuzz -DAGENTVM_FUZZ=ON -DAGENTVM_ASAN=ON -DAGENTVM_UBSAN=ON
# and is built here if missing. The corpus grows in $FUZZ_BUILD/fuzz/corpus/TARGET,
# seeded by scripts/fuzz-seeds.sh on the first run; crashes, leaks and
# hangs are written to $FUZZ_BUILD/fuzz/artifacts/TARGET/ and end the run
# with a nonzero status. The target runs at the lowest priority, one job,
# in a scratch directory (fuzzed Java code may write files).
set -eu
[ $# -ge 1 ] || { echo "usage: $0 TARGET [SECONDS|-runs=N] [libFuzzer options...]" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
target=$1
shift
limit=-max_total_time=60
if [ $# -ge 1 ]; then
    case "$1" in
    -runs=*) limit=$1; shift ;;
    [0-9]*) limit=-max_total_time=$1; shift ;;
    esac
fi
build=${FUZZ_BUILD:-$root/build-fuzz}
case "$build" in /*) ;; *) build=$(pwd)/$build ;; esac
if [ ! -x "$build/bin/fuzz_$target" ]; then
    CC=${CC:-clang-14} cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DAGENTVM_FUZZ=ON -DAGENTVM_ASAN=ON -DAGENTVM_UBSAN=ON >/dev/null
    cmake --build "$build" -j2 --target "fuzz_$target" gen_corpus
fi
corpus=$build/fuzz/corpus/$target
artifacts=$build/fuzz/artifacts/$target
if [ ! -d "$corpus" ]; then
    [ -d "$build/fuzz/seeds/$target" ] || "$root/scripts/fuzz-seeds.sh" "$build" "$build/fuzz/seeds"
    mkdir -p "$corpus"
    cp "$build/fuzz/seeds/$target"/* "$corpus"/
fi
mkdir -p "$artifacts" "$build/fuzz/scratch/$target"

# Per target: the largest input, the time one input may take (a hang past
# it is a finding), and whether the target's own output is closed.
case "$target" in
classfile) opts="-max_len=16384 -timeout=10" ;;
jar) opts="-max_len=8192 -timeout=10" ;;
options) opts="-max_len=512 -timeout=10 -close_fd_mask=3" ;;
vm) opts="-max_len=16384 -timeout=30 -rss_limit_mb=6144 -close_fd_mask=1" ;;
api) opts="-max_len=2048 -timeout=30 -rss_limit_mb=4096" ;;
*) echo "unknown target: $target" >&2; exit 2 ;;
esac

cd "$build/fuzz/scratch/$target"
# Native allocations above 64 MiB fail (a VM asked for 1 GiB by an agent
# must answer out of memory, and succeeding would only make runs slow).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1:max_allocation_size_mb=64}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# shellcheck disable=SC2086
exec nice -n 19 "$build/bin/fuzz_$target" $opts -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "$limit" "$@" "$corpus" </dev/null
