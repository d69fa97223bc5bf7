#!/bin/bash
# The hsperfdata file's life and its safety rules, without the JDK tools:
# every check reads the file with the independent reader.
#   files.sh AGENTVM WORK_DIR PERF_READER JAVAC
# The VM makes its directory under AGENTVM_PERFDATA_DIR (instead of /tmp),
# so nothing here touches other processes' files.
set -u
vm=$1 work=$2 reader=$3 javac=$4
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work/classes" || exit 1
"$javac" -d "$work/classes" "$here/PerfLoad.java" || exit 1
user=$(id -un)

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }
check() { local what=$1; shift; if "$@"; then ok "$what"; else fail "$what"; fi; }

# run BASE OUT ARGS...: the VM in the background with its directory under
# BASE. A background job starts with SIGINT ignored, which the VM respects:
# env gives it the default disposition back.
run() {
    local base=$1 out=$2; shift 2
    AGENTVM_PERFDATA_DIR=$base env --default-signal=INT "$vm" -cp "$work/classes" "$@" > "$out" 2>&1 &
    pid=$!
}
wait_accessible() {
    for _ in $(seq 100); do
        "$reader" -a "$1" > /dev/null 2>&1 && return 0
        sleep 0.05
    done
    return 1
}

# --- Life cycle: made at start, accessible, removed on every way out -------
for mode in normal exit throw TERM INT; do
    base=$work/life-$mode
    mkdir -p "$base"
    case $mode in
        normal|exit|throw) run "$base" "$work/$mode.out" "-Dperf.stop=$base/stop" PerfLoad 60 "$mode" ;;
        *) run "$base" "$work/$mode.out" PerfLoad 60 ;;
    esac
    file=$base/hsperfdata_$user/$pid
    check "$mode: file made and readable while running" wait_accessible "$file"
    "$reader" -a -t "$file" > /dev/null || fail "$mode: live file not well formed"
    case $mode in
        TERM|INT) kill -s "$mode" "$pid" ;;
        *) touch "$base/stop" ;;
    esac
    wait "$pid"
    status=$?
    case $mode in
        normal) expect=0 ;; exit) expect=3 ;; throw) expect=1 ;; TERM) expect=143 ;; INT) expect=130 ;;
    esac
    check "$mode: exit status $status (expected $expect)" [ "$status" = "$expect" ]
    check "$mode: file removed" [ ! -e "$file" ]
done

# --- Options --------------------------------------------------------------
base=$work/opts
mkdir -p "$base"
AGENTVM_PERFDATA_DIR=$base "$vm" -XX:-UsePerfData -XX:+PerfDataSaveToFile "-XX:PerfDataSaveFile=$base/none_%p" \
    -cp "$work/classes" PerfLoad 0 > /dev/null 2>&1
check "-XX:-UsePerfData: no directory, no file" [ ! -e "$base/hsperfdata_$user" ] 
check "-XX:-UsePerfData: nothing saved" [ -z "$(ls "$base" | grep none_)" ]
AGENTVM_PERFDATA_DIR=$base "$vm" -XX:+PerfDisableSharedMem -XX:+PerfDataSaveToFile \
    "-XX:PerfDataSaveFile=$base/private_%p" -cp "$work/classes" PerfLoad 0 > /dev/null 2>&1
saved=$(ls "$base"/private_* 2>/dev/null | head -1)
check "-XX:+PerfDisableSharedMem: no shared file" [ -z "$(ls "$base/hsperfdata_$user" 2>/dev/null)" ]
check "-XX:+PerfDisableSharedMem: private counters saved" [ -n "$saved" ]
[ -n "$saved" ] && check "saved private file well formed and accessible" "$reader" -a -t "$saved"
[ -n "$saved" ] && check "saved file mode 0600" [ "$(stat -c %a "$saved")" = 600 ]
run "$base" "$work/size.out" -XX:PerfDataMemorySize=64k -XX:PerfDataSamplingInterval=20 "-Dperf.stop=$base/stop" PerfLoad 60
file=$base/hsperfdata_$user/$pid
wait_accessible "$file"
check "-XX:PerfDataMemorySize=64k: file of 65536 bytes" [ "$(stat -c %s "$file" 2>/dev/null)" = 65536 ]
check "file mode 0600" [ "$(stat -c %a "$file" 2>/dev/null)" = 600 ]
check "directory mode 0755" [ "$(stat -c %a "$base/hsperfdata_$user")" = 755 ]
t1=$("$reader" -g sun.os.hrt.ticks "$file"); sleep 0.2; t2=$("$reader" -g sun.os.hrt.ticks "$file")
check "sampler moves sun.os.hrt.ticks ($t1 -> $t2)" [ "$t2" -gt "$t1" ]
touch "$base/stop"; wait "$pid"
out=$("$vm" -XX:PerfDataMemorySize=lots -cp "$work/classes" PerfLoad 0 2>&1)
check "malformed PerfDataMemorySize rejected" [ "$out" = "Improperly specified VM option 'PerfDataMemorySize=lots'
Error: Could not create the Java Virtual Machine.
Error: A fatal exception has occurred. Program will exit." ]
AGENTVM_PERFDATA_DIR=$base "$vm" -XX:PerfDataMemorySize=128 "-XX:PerfDataSaveFile=$base/tiny" -cp "$work/classes" \
    PerfLoad 0 > "$work/tiny.out" 2>&1
check "a region too small still runs the program" grep -q "done$" "$work/tiny.out"
check "a region too small keeps a well-formed prologue" [ "$(od -An -tx1 -N4 "$base/tiny" | tr -d ' ')" = cafec0c0 ]

# --- Verification counters -------------------------------------------------
# As HotSpot's: the classes the type verifier runs on (the application's,
# not the trusted boot classes; every linked class with -Xverify:all; none
# with remote verification off) and the time spent on them, in ticks of
# sun.os.hrt.frequency; .self leaves out verifications nested in others.
# verify_counts NAME OPTIONS...: PerfLoad 0 saved to $base/NAME; prints
# verifiedClasses, classVerifyTime, classVerifyTime.self, linkedClasses.
base=$work/verify
mkdir -p "$base"
verify_counts() {
    local name=$1; shift
    AGENTVM_PERFDATA_DIR=$base "$vm" "$@" -XX:+PerfDataSaveToFile "-XX:PerfDataSaveFile=$base/$name" \
        -cp "$work/classes" PerfLoad 0 > /dev/null 2>&1
    local n
    for n in sun.cls.verifiedClasses sun.cls.classVerifyTime sun.cls.classVerifyTime.self sun.cls.linkedClasses; do
        printf '%s ' "$("$reader" -g "$n" "$base/$name" 2>/dev/null || echo -1)"
    done
}
read -r vc vt vs lc <<< "$(verify_counts default)"
check "verifiedClasses counts the application class ($vc)" [ "$vc" -ge 1 ]
check "verifiedClasses leaves out boot classes ($vc of $lc linked)" [ "$vc" -lt "$lc" ]
check "classVerifyTime moves ($vt ticks)" [ "$vt" -gt 0 ]
check "classVerifyTime.self moves, at most the total ($vs <= $vt)" [ "$vs" -gt 0 -a "$vs" -le "$vt" ]
freq=$("$reader" -g sun.os.hrt.frequency "$base/default")
check "classVerifyTime under a second of sun.os.hrt.frequency ticks ($vt < $freq)" [ "$vt" -lt "$freq" ]
read -r vc vt vs lc <<< "$(verify_counts all -Xverify:all)"
# (Lambda classes the VM spins are linked but not type-checked.)
check "-Xverify:all: the boot classes verified too ($vc of $lc linked, $vt ticks)" \
    [ "$((vc * 2))" -gt "$lc" -a "$vt" -gt 0 ]
read -r vc vt vs lc <<< "$(verify_counts off -XX:+UnlockDiagnosticVMOptions -XX:-BytecodeVerificationRemote)"
check "-XX:-BytecodeVerificationRemote: nothing verified, no time ($vc, $vt, $vs)" \
    [ "$vc" = 0 -a "$vt" = 0 -a "$vs" = 0 ]

# --- Stale files -------------------------------------------------------------
base=$work/stale
dir=$base/hsperfdata_$user
mkdir -p "$dir" && chmod 755 "$dir"
dead=4194000
while kill -0 "$dead" 2>/dev/null; do dead=$((dead + 1)); done
head -c 32768 /dev/zero > "$dir/$dead"
echo junk > "$dir/notes"
ln -s /etc/hostname "$dir/link"
AGENTVM_PERFDATA_DIR=$base "$vm" -cp "$work/classes" PerfLoad 0 > /dev/null 2>&1
check "stale file of a dead VM removed" [ ! -e "$dir/$dead" ]
check "non-numeric file removed" [ ! -e "$dir/notes" ]
check "symbolic link left alone" [ -L "$dir/link" ]

# --- Safety rules: each refused without harm, reported once, VM runs ------
# refused NAME BASE TARGET_CHECK...: run PerfLoad with -verbose; expect the
# program's output, exactly one report, and no file where it was refused.
refused() {
    local what=$1 base=$2
    AGENTVM_PERFDATA_DIR=$base "$vm" -verbose -cp "$work/classes" PerfLoad 0 > "$work/$what.out" 2>&1
    local status=$?
    local reports
    reports=$(grep -c 'perf,memops' "$work/$what.out")
    check "$what: VM runs (status $status)" [ "$status" = 0 ]
    check "$what: program output intact" grep -q "done$" "$work/$what.out"
    check "$what: reported once ($reports)" [ "$reports" = 1 ]
    grep 'perf,memops' "$work/$what.out" | sed 's/^/    /'
}

base=$work/dirlink
mkdir -p "$base" "$work/elsewhere"
ln -s "$work/elsewhere" "$base/hsperfdata_$user"
refused "symlinked directory" "$base"
check "symlinked directory: nothing written through the link" [ -z "$(ls -A "$work/elsewhere")" ]

base=$work/worldw
mkdir -p "$base/hsperfdata_$user" && chmod 777 "$base/hsperfdata_$user"
refused "world-writable directory" "$base"
check "world-writable directory: nothing written" [ -z "$(ls -A "$base/hsperfdata_$user")" ]
check "world-writable directory: mode unchanged" [ "$(stat -c %a "$base/hsperfdata_$user")" = 777 ]

# The file's name is the VM's pid: make it from a shell that then execs the VM.
base=$work/filelink
dir=$base/hsperfdata_$user
mkdir -p "$dir" && chmod 755 "$dir"
echo precious > "$work/target"
AGENTVM_PERFDATA_DIR=$base sh -c 'ln -s "$1" "$2/$$" && exec "$3" -verbose -cp "$4" PerfLoad 0' sh \
    "$work/target" "$dir" "$vm" "$work/classes" > "$work/filelink.out" 2>&1
check "symlink at the file path: VM runs" grep -q "done$" "$work/filelink.out"
check "symlink at the file path: reported once" [ "$(grep -c 'perf,memops' "$work/filelink.out")" = 1 ]
grep 'perf,memops' "$work/filelink.out" | sed 's/^/    /'
check "symlink at the file path: target untouched" [ "$(cat "$work/target")" = precious ]
check "symlink at the file path: link left in place" [ -n "$(find "$dir" -maxdepth 1 -type l)" ]

if [ "$(id -u)" = 0 ] && id nobody > /dev/null 2>&1; then
    base=$work/foreign
    dir=$base/hsperfdata_$user
    mkdir -p "$dir" && chmod 755 "$dir"
    AGENTVM_PERFDATA_DIR=$base sh -c 'printf theirs > "$1/$$" && chown nobody "$1/$$" && exec "$2" -verbose -cp "$3" PerfLoad 0' sh \
        "$dir" "$vm" "$work/classes" > "$work/foreign.out" 2>&1
    f=$(ls "$dir" | head -1)
    check "file of another user: VM runs" grep -q "done$" "$work/foreign.out"
    check "file of another user: reported once" [ "$(grep -c 'perf,memops' "$work/foreign.out")" = 1 ]
    grep 'perf,memops' "$work/foreign.out" | sed 's/^/    /'
    check "file of another user: content and owner unchanged" \
        [ "$(cat "$dir/$f")" = theirs -a "$(stat -c %U "$dir/$f")" = nobody ]
    base=$work/foreigndir
    mkdir -p "$base/hsperfdata_$user" && chown nobody "$base/hsperfdata_$user"
    refused "directory of another user" "$base"
    check "directory of another user: nothing written" [ -z "$(ls -A "$base/hsperfdata_$user")" ]
else
    echo "skipped: the file of another user needs root (chown to nobody)"
fi

# Without -verbose a refusal is silent.
out=$(AGENTVM_PERFDATA_DIR=$work/worldw "$vm" -cp "$work/classes" PerfLoad 0 2>&1)
check "refusal silent without -verbose" [ "$out" = done ]

[ "$failures" = 0 ] && echo "PASS" || echo "$failures failure(s)"
[ "$failures" = 0 ]
