# The shared start of the live comparison scripts (jar-tool.sh,
# resources.sh, javaagent.sh), sourced by each. `live_setup NAME "$@"`
# checks the arguments (AGENTVM [BUILD_DIR]) and sets
#   vm    the agentvm launcher, as an absolute path;
#   jdk   the reference JDK: $REFERENCE_JAVA_HOME, else JDK 17;
#   work  BUILD_DIR/NAME, emptied, or without BUILD_DIR a temporary
#         directory removed at exit.
# It exits 77 (skipped) when the JDK lacks java, javac or jar.
live_setup() {
    live_name=$1
    shift
    [ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 AGENTVM [BUILD_DIR]" >&2; exit 2; }
    vm=$1
    case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
    [ -x "$vm" ] || { echo "error: $vm is not executable" >&2; exit 2; }
    jdk=${REFERENCE_JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
    for tool in java javac jar; do
        [ -x "$jdk/bin/$tool" ] || { echo "skipped: no $jdk/bin/$tool"; exit 77; }
    done
    if [ $# -ge 2 ]; then
        mkdir -p "$2" || exit 2
        work=$(cd "$2" && pwd)/$live_name
        rm -rf "$work" && mkdir -p "$work" || exit 2
    else
        work=$(mktemp -d)
        trap 'rm -rf "$work"' EXIT
    fi
}
