# Shared helpers for gen-expected.sh and run-tests.sh (sourced, not executed).
#
# Each test is tests/java/src/<Name>.java with a public class <Name> in the
# default package. Optional header lines near the top of the file:
#   // vm-options: -Xmx64m -Xss512k     options placed before the main class
#   // args: @CLASSES@ foo               program arguments
#   // javac-options: -g                 extra javac options (the test is then
#                                        compiled on its own)
#   // stdin: input/Name.txt             standard input, a file relative to
#                                        tests/java (otherwise /dev/null)
#   // requires-file: /some/path         run-tests.sh skips the test (SKIP,
#                                        with the reason) when the path does
#                                        not exist
#   // gc-stress-skip: reason            run-tests.sh skips the test (SKIP,
#                                        with the reason) under
#                                        AGENTVM_GC_STRESS
# In vm-options and args, @CLASSES@ expands to the directory holding the
# compiled classes. Tests named in release8.txt are compiled with
# `javac --release 8`.

JAVA_TESTS_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
JAVA_SRC_DIR=$JAVA_TESTS_DIR/src
JAVA_EXPECTED_DIR=$JAVA_TESTS_DIR/expected

# Both the reference run and the agentvm run see the same locale, so that
# non-ASCII output is encoded as UTF-8 by both.
export LC_ALL=C.UTF-8

# Prints the names of all tests, sorted, one per line.
jt_all_tests() {
    local f
    for f in "$JAVA_SRC_DIR"/*.java; do
        [ -e "$f" ] || continue
        f=${f##*/}
        echo "${f%.java}"
    done | LC_ALL=C sort
}

# Names listed in release8.txt (comments and blank lines ignored).
jt_release8_tests() {
    [ -f "$JAVA_TESTS_DIR/release8.txt" ] || return 0
    sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$JAVA_TESTS_DIR/release8.txt" |
        awk '{print $1}'
}

# jt_header NAME KEY: value of the `// KEY:` header line of test NAME.
jt_header() {
    sed -n -e "s|^// $2:[[:space:]]*||p" "$JAVA_SRC_DIR/$1.java" | head -n 1
}

# jt_find_javac: sets JAVAC from JAVA_HOME or PATH.
jt_find_javac() {
    if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ]; then
        JAVAC=$JAVA_HOME/bin/javac
    elif command -v javac >/dev/null 2>&1; then
        JAVAC=$(command -v javac)
    else
        echo "error: javac not found (set JAVA_HOME or PATH)" >&2
        return 1
    fi
}

# jt_compile OUTDIR: compiles every test into OUTDIR (one directory for all,
# so the class names of all tests must be distinct; javac reports clashes).
jt_compile() {
    local out=$1 name r8 opts files8=() files17=() own=()
    jt_find_javac || return 1
    rm -rf "$out" && mkdir -p "$out" || return 1
    r8=" $(jt_release8_tests | tr '\n' ' ') "
    for name in $(jt_all_tests); do
        if [ -n "$(jt_header "$name" javac-options)" ]; then
            own+=("$name")
            continue
        fi
        case "$r8" in
            *" $name "*) files8+=("$JAVA_SRC_DIR/$name.java") ;;
            *) files17+=("$JAVA_SRC_DIR/$name.java") ;;
        esac
    done
    # -implicit:none and an empty source path keep one test from compiling
    # (and silently depending on) another.
    if [ ${#files17[@]} -gt 0 ]; then
        "$JAVAC" -XDsuppressNotes -encoding UTF-8 -nowarn -implicit:none -sourcepath "" -cp "" \
            -d "$out" "${files17[@]}" || return 1
    fi
    if [ ${#files8[@]} -gt 0 ]; then
        "$JAVAC" -XDsuppressNotes --release 8 -encoding UTF-8 -nowarn -Xlint:-options -implicit:none \
            -sourcepath "" -cp "" -d "$out" "${files8[@]}" || return 1
    fi
    for name in ${own[@]+"${own[@]}"}; do
        opts=$(jt_header "$name" javac-options)
        case "$r8" in *" $name "*) opts="--release 8 -Xlint:-options $opts" ;; esac
        # Word splitting of opts is intended: they are space-separated.
        # shellcheck disable=SC2086
        "$JAVAC" -XDsuppressNotes -encoding UTF-8 -nowarn -implicit:none -sourcepath "" -cp "" \
            $opts -d "$out" "$JAVA_SRC_DIR/$name.java" || return 1
    done
}

# jt_expand TEXT CLASSDIR: replaces @CLASSES@ in TEXT.
jt_expand() {
    local s=$1
    echo "${s//@CLASSES@/$2}"
}

# jt_run VM CLASSDIR NAME OUTFILE: runs test NAME on VM (java or agentvm) with
# its options and arguments, stdout to OUTFILE, stderr to OUTFILE.err; prints
# the exit status. A run longer than JT_TIMEOUT seconds gets status 124.
jt_run() {
    local vm=$1 classes=$2 name=$3 outfile=$4 opts args st input
    opts=$(jt_expand "$(jt_header "$name" vm-options)" "$classes")
    args=$(jt_expand "$(jt_header "$name" args)" "$classes")
    input=$(jt_header "$name" stdin)
    input=${input:+$JAVA_TESTS_DIR/$input}
    input=${input:-/dev/null}
    # Word splitting of opts and args is intended: they are space-separated.
    # shellcheck disable=SC2086
    # JT_VM_OPTS: options for every test (the green-thread run: -Xthreads:green).
    timeout -k 5 "${JT_TIMEOUT:-30}" "$vm" ${JT_VM_OPTS:-} $opts -cp "$classes" "$name" $args \
        <"$input" >"$outfile" 2>"$outfile.err"
    st=$?
    echo "$st"
}
