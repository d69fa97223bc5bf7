#!/bin/sh
# Compares agentvm's command-line behaviour with the reference JVM's, live:
# each case runs the same arguments on both, in the same directory.
#
# usage: launcher.sh AGENTVM [BUILD_DIR]
#
# The JDK is $JAVA_HOME if it is a Java 17, else
# /usr/lib/jvm/java-17-openjdk-amd64. Scratch files go to BUILD_DIR (or a
# temporary directory). A crash (a signal, a sanitizer report or a 10 s
# timeout) always fails. Prints one line per failure, then
# "N passed, N failed, N skipped"; exits 1 on any failure.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 AGENTVM [BUILD_DIR]" >&2; exit 2; }
vm=$1
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
[ -f "$vm" ] && [ -x "$vm" ] || { echo "error: $vm is not executable" >&2; exit 2; }

is_jdk17() { "$1/bin/java" -version 2>&1 | head -1 | grep -q '"17[."]'; }
jdk=${JAVA_HOME:-}
if [ -z "$jdk" ] || ! is_jdk17 "$jdk"; then
    jdk=/usr/lib/jvm/java-17-openjdk-amd64
fi
is_jdk17 "$jdk" || { echo "error: no Java 17 found (set JAVA_HOME)" >&2; exit 2; }
java=$jdk/bin/java

if [ $# -ge 2 ]; then
    mkdir -p "$2" || exit 2
    work=$(cd "$2" && pwd)/robustness-launcher
    rm -rf "$work" && mkdir -p "$work" || exit 2
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi

# --- The programs and jars the cases run -------------------------------------

src=$work/src
mkdir -p "$src/p/q" "$src/lib" "$work/classes" "$work/libclasses" "$work/appclasses" \
    "$work/jars/lib" "$work/run"
cat > "$src/Hello.java" <<'JAVA'
public class Hello {
    public static void main(String[] args) {
        System.out.println("hello " + args.length + " " + System.getProperty("rb.prop"));
    }
}
JAVA
cat > "$src/NoMain.java" <<'JAVA'
public class NoMain {
    public static void other(String[] args) { }
}
JAVA
cat > "$src/NotStatic.java" <<'JAVA'
public class NotStatic {
    public void main(String[] args) { System.out.println("not static"); }
}
JAVA
cat > "$src/Thrower.java" <<'JAVA'
public class Thrower {
    public static void main(String[] args) {
        throw new IllegalStateException("thrown from main");
    }
}
JAVA
cat > "$src/Exit42.java" <<'JAVA'
public class Exit42 {
    public static void main(String[] args) {
        System.out.println("exiting");
        System.exit(42);
    }
}
JAVA
cat > "$src/p/q/Pkg.java" <<'JAVA'
package p.q;

public class Pkg {
    public static void main(String[] args) {
        System.out.println("p.q.Pkg " + String.join(",", args));
    }
}
JAVA
cat > "$src/lib/Lib.java" <<'JAVA'
public class Lib {
    public static String greet() { return "from lib.jar"; }
}
JAVA
cat > "$src/UsesLib.java" <<'JAVA'
public class UsesLib {
    public static void main(String[] args) {
        System.out.println(Lib.greet() + " " + args.length);
    }
}
JAVA
cat > "$src/BootLib.java" <<'JAVA'
public class BootLib {
    public static void main(String[] args) {
        String home = System.getProperty("java.home");
        System.out.println(System.getProperty("sun.boot.library.path").replace(home, "<java.home>"));
        for (String lib : args) {
            try {
                System.loadLibrary(lib);
                System.out.println("loaded " + lib);
            } catch (UnsatisfiedLinkError e) {
                System.out.println("not loaded " + lib);
            }
        }
    }
}
JAVA
# A native library that is also an agent, for -Dsun.boot.library.path.
mkdir -p "$work/nativelib"
cat > "$src/rbnative.c" <<'C'
#include <stdio.h>
int Agent_OnLoad(void *vm, char *options, void *reserved)
{
    printf("rbnative agent %s\n", options ? options : "");
    fflush(stdout);
    return 0;
}
C
have_cc=no
${CC:-cc} -shared -fPIC -o "$work/nativelib/librbnative.so" "$src/rbnative.c" 2>/dev/null && have_cc=yes
javac=$jdk/bin/javac jar=$jdk/bin/jar
{
    "$javac" -d "$work/classes" "$src/Hello.java" "$src/NoMain.java" "$src/NotStatic.java" \
        "$src/Thrower.java" "$src/Exit42.java" "$src/p/q/Pkg.java" "$src/BootLib.java" &&
    "$javac" -d "$work/libclasses" "$src/lib/Lib.java" &&
    "$javac" -cp "$work/libclasses" -d "$work/appclasses" "$src/UsesLib.java" &&
    "$jar" cf "$work/jars/lib/lib.jar" -C "$work/libclasses" . &&
    printf 'Main-Class: UsesLib\nClass-Path: lib/lib.jar\n' > "$work/app.mf" &&
    "$jar" cfm "$work/jars/app.jar" "$work/app.mf" -C "$work/appclasses" . &&
    "$jar" cf "$work/jars/nomain.jar" -C "$work/classes" Hello.class &&
    printf 'Main-Class: Gone\n' > "$work/gone.mf" &&
    "$jar" cfm "$work/jars/gone.jar" "$work/gone.mf" -C "$work/classes" Hello.class &&
    printf 'not a zip file\n' > "$work/jars/corrupt.jar" &&
    : > "$work/jars/empty.jar"
} || { echo "error: building the test programs failed" >&2; exit 2; }

# --- Running a case ----------------------------------------------------------

# Lines of stderr whose wording agentvm keeps identical to HotSpot's.
promised='^(Unrecognized (VM )?option|Invalid (maximum heap|initial heap|thread stack) size|Error: |Exception in thread |no main manifest attribute|Missing [+]/- setting|Unexpected [+]/- setting|Improperly specified VM option|[a-z_0-9]+ [A-Za-z0-9_]+=.* is outside the allowed range)'

known=$here/launcher-known-differences.txt
pass=0 fail=0 skip=0
case_env=

# run_one VM OUTPREFIX ARGS...: runs in $work with a clean environment.
run_one() {
    bin=$1 out=$2
    shift 2
    (cd "$work" && exec env -u CLASSPATH -u JAVA_TOOL_OPTIONS -u _JAVA_OPTIONS \
        -u JDK_JAVA_OPTIONS $case_env timeout -k 2 10 "$bin" "$@") \
        >"$out.stdout" 2>"$out.stderr" </dev/null
    echo $? > "$out.status"
}

# lc NAME MODE ARGS...: one case. MODE is "status" (exit status only), "err"
# (also the promised stderr lines), "out" (also stdout) or "stderr" (all of
# stderr, for messages of several lines).
lc() {
    name=$1 mode=$2
    shift 2
    j=$work/run/$name.java a=$work/run/$name.agentvm
    run_one "$java" "$j" "$@"
    run_one "$vm" "$a" "$@"
    js=$(cat "$j.status") as=$(cat "$a.status")
    why= crash=yes
    if [ "$as" = 124 ]; then
        why="agentvm timed out after 10 s"
    elif [ "$as" -ge 128 ]; then
        why="agentvm killed by signal $((as - 128))"
    elif rb_sanitizer_report "$a.stderr"; then
        why="sanitizer report: $(grep -m1 -E 'Sanitizer|runtime error' "$a.stderr")"
    else
        crash=no
    fi
    if [ "$crash" = yes ]; then
        :
    elif [ "$js" != "$as" ]; then
        why="exit status: java $js, agentvm $as"
    elif [ "$mode" != status ]; then
        jl=$(head -1 "$j.stderr") al=$(head -1 "$a.stderr")
        jc=$(grep -m1 '^Caused by: java.lang.ClassNotFoundException' "$j.stderr")
        if printf '%s\n' "$jl" | grep -qE "$promised" && [ "$jl" != "$al" ]; then
            why="first stderr line: java \"$jl\", agentvm \"$al\""
        elif [ -n "$jc" ] && ! grep -qxF "$jc" "$a.stderr"; then
            why="agentvm's stderr lacks \"$jc\""
        elif [ "$mode" = out ] && ! cmp -s "$j.stdout" "$a.stdout"; then
            why="stdout: java \"$(head -c 200 "$j.stdout")\", agentvm \"$(head -c 200 "$a.stdout")\""
        elif [ "$mode" = stderr ] && ! cmp -s "$j.stderr" "$a.stderr"; then
            why="stderr: java \"$(head -c 300 "$j.stderr")\", agentvm \"$(head -c 300 "$a.stderr")\""
        fi
    fi
    listed=$(grep -v '^#' "$known" | cut -f1 | grep -cxF "$name")
    if [ -z "$why" ]; then
        [ "$listed" = 0 ] ||
            echo "XPASS $name: now matches java; remove it from $(basename "$known")"
        pass=$((pass + 1))
    elif [ "$listed" != 0 ] && [ "$crash" = no ]; then
        skip=$((skip + 1))
    else
        echo "FAIL $name ($*): $why"
        fail=$((fail + 1))
    fi
}

# --- The cases ---------------------------------------------------------------

lc unknown-option        err    -foo
lc unknown-option-class  err    -foo -cp classes Hello
lc xx-unknown-flag       err    -XX:+NoSuchFlag -cp classes Hello
lc xx-unknown-flag-off   err    -XX:-NoSuchFlag -cp classes Hello
lc xx-unknown-value      err    -XX:NoSuchValue=1 -cp classes Hello
lc xmx-empty             err    -Xmx -cp classes Hello
lc xmx-bad-unit          err    -Xmx1q -cp classes Hello
lc xmx-not-number        err    -Xmxabc -cp classes Hello
lc xmx-too-small         err    -Xmx1k -cp classes Hello
lc xms-bad-unit          err    -Xms1q -cp classes Hello
lc xmx-huge              err    -Xmx99999999g -cp classes Hello
lc xms-above-xmx         err    -Xmx64m -Xms128m -cp classes Hello
lc xx-max-heap-bad       err    -XX:MaxHeapSize=abc -cp classes Hello
lc xss-empty             err    -Xss -cp classes Hello
lc xss-not-number        err    -Xssabc -cp classes Hello
lc xss-too-small         err    -Xss1k -cp classes Hello
lc cp-no-argument        err    -cp
lc classpath-no-argument err    -classpath
lc jar-no-argument       err    -jar
lc jar-missing-file      err    -jar jars/missing.jar
lc jar-no-main-class     err    -jar jars/nomain.jar
lc jar-main-class-gone   err    -jar jars/gone.jar
lc jar-directory         err    -jar classes
lc jar-corrupt           err    -jar jars/corrupt.jar
lc jar-empty             err    -jar jars/empty.jar
lc jar-with-class-path   out    -jar jars/app.jar one two
lc main-class-missing    err    -cp classes Missing
lc main-class-empty      err    -cp classes ""
lc main-class-double-dot err    -cp classes p.q..Pkg
lc main-class-file-name  err    -cp classes Hello.class
lc class-without-main    err    -cp classes NoMain
lc main-not-static       err    -cp classes NotStatic
lc no-arguments          status
lc version               status -version
lc show-version          out    -showversion -cp classes Hello
lc version-long          status --version
lc help                  status -help
lc help-short            status -h
lc help-long             status --help
lc main-throws           out    -cp classes Thrower
lc system-exit-42        out    -cp classes Exit42
lc package-dots          out    -cp classes p.q.Pkg a b
lc package-slashes       out    -cp classes p/q/Pkg a b
lc cp-nonexistent-dir    err    -cp no-such-dir Hello
lc cp-long-form          out    --class-path classes Hello x
lc d-property            out    -Drb.prop=some=value -cp classes Hello 1 2 3
lc d-empty-value         out    -Drb.prop= -cp classes Hello
lc d-no-value            out    -Drb.prop -cp classes Hello
lc d-no-name             out    -D -cp classes Hello
lc verbose-unknown       out    -verbose:nothing -cp classes Hello
lc agentpath-missing     err    -agentpath:/no/such/agent.so -cp classes Hello
lc agentlib-missing      err    -agentlib:nosuchagent -cp classes Hello
lc args-after-class      out    -cp classes Hello -version -Drb.prop=no
# -XX flags: every HotSpot 17 flag is accepted with its type and range
# checked; the messages and statuses for malformed ones are HotSpot's.
lc verify-none           stderr -Xverify:none -cp classes Hello
lc verify-noverify       stderr -noverify -cp classes Hello
lc verify-all            out    -Xverify:all -cp classes Hello
lc verify-bare           out    -Xverify -cp classes Hello
lc verify-remote         out    -Xverify:remote -cp classes Hello
lc verify-unknown        stderr -Xverify:some -cp classes Hello
lc verify-remote-locked  stderr -XX:-BytecodeVerificationRemote -cp classes Hello
lc verify-remote-off     out    -XX:+UnlockDiagnosticVMOptions -XX:-BytecodeVerificationRemote -cp classes Hello
lc verify-local-on       out    -XX:+UnlockDiagnosticVMOptions -XX:+BytecodeVerificationLocal -cp classes Hello
lc xx-bool-off           out    -XX:-UseGCOverheadLimit -cp classes Hello
lc xx-bool-on            out    -XX:+AlwaysPreTouch -XX:-UseGCOverheadLimit -cp classes Hello
lc xx-bool-with-value    stderr -XX:UseGCOverheadLimit=1 -cp classes Hello
lc xx-bool-no-sign       stderr -XX:UseGCOverheadLimit -cp classes Hello
lc xx-bool-sign-value    stderr -XX:+UseGCOverheadLimit=1 -cp classes Hello
lc xx-value-with-plus    stderr -XX:+MaxHeapSize -cp classes Hello
lc xx-value-with-minus   stderr -XX:-MaxNewSize -cp classes Hello
lc xx-value-missing      stderr -XX:MaxHeapSize -cp classes Hello
lc xx-max-heap-empty     stderr -XX:MaxHeapSize= -cp classes Hello
lc xx-unknown-suggest    stderr -XX:+UseGCOverheadLimt -cp classes Hello
lc xx-unknown-suggest-v  stderr -XX:MaxNewSiz=1 -cp classes Hello
lc xx-unknown-chars      stderr -XX:+Use-GC -cp classes Hello
lc xx-empty              stderr -XX: -cp classes Hello
lc xx-intx-suffix        out    -XX:MaxJavaStackTraceDepth=1k -cp classes Hello
lc xx-intx-hex           out    -XX:MaxJavaStackTraceDepth=0X1f -cp classes Hello
lc xx-intx-plus          stderr -XX:MaxJavaStackTraceDepth=+5 -cp classes Hello
lc xx-intx-fraction      stderr -XX:MaxJavaStackTraceDepth=1.5 -cp classes Hello
lc xx-intx-space         stderr "-XX:MaxJavaStackTraceDepth=5 " -cp classes Hello
lc xx-intx-range         stderr -XX:MaxJavaStackTraceDepth=1G -cp classes Hello
lc xx-intx-negative      stderr -XX:MaxJavaStackTraceDepth=-0x10 -cp classes Hello
lc xx-intx-wraps         stderr -XX:MaxJavaStackTraceDepth=18446744073709551615 -cp classes Hello
lc xx-intx-too-long      stderr -XX:MaxJavaStackTraceDepth=99999999999999999999 -cp classes Hello
lc xx-intx-bad-suffix    stderr -XX:MaxJavaStackTraceDepth=1kb -cp classes Hello
lc xx-int-range          stderr -XX:ParGCArrayScanChunk=0 -cp classes Hello
lc xx-uint-truncated     stderr -XX:MarkSweepAlwaysCompactCount=4294967296 -cp classes Hello
lc xx-uint-wraps-ok      out    -XX:MarkSweepAlwaysCompactCount=4294967297 -cp classes Hello
lc xx-uintx-negative     stderr -XX:StringTableSize=-1 -cp classes Hello
lc xx-uintx-range        stderr -XX:StringTableSize=1 -cp classes Hello
lc xx-uintx-ok           out    -XX:StringTableSize=1000 -cp classes Hello
lc xx-size-suffix        out    -XX:MaxNewSize=64m -cp classes Hello
lc xx-size-bad           stderr -XX:MaxNewSize=abc -cp classes Hello
lc xx-initial-heap-bad   stderr -XX:InitialHeapSize=abc -cp classes Hello
lc xx-stack-size-range   stderr -XX:ThreadStackSize=-1 -cp classes Hello
lc xx-double             out    -XX:MaxRAMPercentage=50.5 -cp classes Hello
lc xx-double-integer     out    -XX:MaxRAMPercentage=0x10 -cp classes Hello
lc xx-double-exponent    stderr -XX:MaxRAMPercentage=1e1 -cp classes Hello
lc xx-double-no-digits   stderr -XX:MaxRAMPercentage=.5 -cp classes Hello
lc xx-double-negative    stderr -XX:MaxRAMPercentage=-1 -cp classes Hello
lc xx-double-range       stderr -XX:MaxRAMPercentage=-1.5 -cp classes Hello
lc xx-ccstr              out    -XX:ErrorFile=err.log -XX:HeapDumpPath= -cp classes Hello
lc xx-ccstrlist          out    -XX:OnError=a -XX:OnError:=b -cp classes Hello
lc xx-ccstr-sign         stderr -XX:+OnError -cp classes Hello
lc xx-ccstr-no-value     stderr -XX:ErrorFile -cp classes Hello
lc xx-not-string-reset   stderr -XX:MaxNewSize:=1 -cp classes Hello
lc xx-diagnostic-locked  stderr -XX:+PrintAssembly -cp classes Hello
lc xx-diagnostic-value   stderr -XX:GuaranteedSafepointInterval=5 -cp classes Hello
lc xx-diagnostic         out    -XX:+UnlockDiagnosticVMOptions -XX:GuaranteedSafepointInterval=500 -cp classes Hello
lc xx-experimental       out    -XX:+UnlockExperimentalVMOptions -XX:+AlwaysSafeConstructors -cp classes Hello
lc xx-experimental-range stderr -XX:+UnlockExperimentalVMOptions -XX:CodeCacheSegmentSize=0 -cp classes Hello
lc xx-unlock-too-late    stderr -XX:+UseEpsilonGC -XX:+UnlockExperimentalVMOptions -cp classes Hello
lc xx-relocked           stderr -XX:+UnlockDiagnosticVMOptions -XX:-UnlockDiagnosticVMOptions -XX:+PrintAssembly -cp classes Hello
lc xx-unlock-malformed   stderr -XX:UnlockDiagnosticVMOptions=1 -cp classes Hello
# -Dsun.boot.library.path appends to the VM's own library directory.
lc bootlib-default       out    -cp classes BootLib
lc bootlib-appended      out    -Dsun.boot.library.path=nativelib -Dsun.boot.library.path= -cp classes BootLib
if [ "$have_cc" = yes ]; then
    lc bootlib-loadlibrary out  -Dsun.boot.library.path=nativelib -cp classes BootLib rbnative
    lc bootlib-agentlib    out  -Dsun.boot.library.path=nativelib -agentlib:rbnative=opt -cp classes BootLib
    lc bootlib-not-on-path out  -cp classes BootLib rbnative
else
    echo "SKIP bootlib-loadlibrary, bootlib-agentlib, bootlib-not-on-path: no C compiler (\$CC or cc)"
    skip=$((skip + 3))
fi
case_env=CLASSPATH=classes
lc classpath-env         out    Hello
lc classpath-env-and-cp  err    -cp no-such-dir Hello
case_env=

echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
