#!/usr/bin/env bash
# Drives the JDK's own jdb against a program running on agentvm, and the
# same session against the reference JVM, and compares the transcripts.
#
# usage: tests/jdb/run-jdb.sh AGENTVM JAVA_HOME BUILD_DIR [-k SUBSTRING]
#
# JAVA_HOME is the JDK whose java, jdb and lib/libjdwp.so are used: JDK 17,
# or a later one (agentvm then runs with -XX:JVMTIVersion=<its major>).
# Each tests/jdb/sessions/<name>.jdb is one session: "!program NAME" names
# the program (tests/jdb/programs/NAME.java), every other line is a jdb
# command, or a directive:
#   !vmwait TEXT    wait until the program has printed TEXT
#   !vminput [TEXT] send a line to the program's standard input
#   !wait TEXT      wait until jdb has printed TEXT since the last command
#   !id VAR NAME    $VAR in later commands is the object id jdb last
#                   printed for the thread NAME (ids differ between VMs)
# $REDEFINED in a command is the directory of the classes compiled from
# tests/jdb/programs/redefined/ (new versions for "redefine"). "exit" or
# "quit" waits for jdb to end; only ! directives may follow it.
# The program starts suspended (-agentlib:jdwp ... server=y,suspend=y on a
# free loopback port); jdb attaches with -attach. After every command the
# driver waits for jdb's prompt. Every wait has a timeout (JDB_TIMEOUT,
# default 15 s), and every process is killed at the end, so a session can
# never hang. Transcripts are normalized (object ids, ports, the VMs' own
# threads and JDK classes and frames removed) and must match the
# reference JVM's, and so must the programs' own output. Prints
# PASS/FAIL/XFAIL/XPASS per session; exits 1 if a session not listed in
# known-failures.txt failed, 77 without the JDK.
set -u

usage() { echo "usage: $0 AGENTVM JAVA_HOME BUILD_DIR [-k SUBSTRING]" >&2; exit 2; }

vm= jhome= build= filter=
while [ $# -gt 0 ]; do
    case "$1" in
        -k) [ $# -ge 2 ] || usage; filter=$2; shift 2 ;;
        -h|--help) usage ;;
        *) if [ -z "$vm" ]; then vm=$1; elif [ -z "$jhome" ]; then jhome=$1
           elif [ -z "$build" ]; then build=$1; else usage; fi
           shift ;;
    esac
done
[ -n "$build" ] || usage

here=$(cd "$(dirname "$0")" && pwd)
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac

jdwp=$jhome/lib/libjdwp.so
for f in "$jhome/bin/java" "$jhome/bin/javac" "$jhome/bin/jdb"; do
    if [ ! -x "$f" ]; then echo "skipped: no $f"; exit 77; fi
done
if [ ! -f "$jdwp" ]; then echo "skipped: no $jdwp"; exit 77; fi

# The libjdwp.so of JDK N asks for JVMTI major N: agentvm reports it with
# -XX:JVMTIVersion=N.
major=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$jhome/release" 2>/dev/null)
avm_opts=
if [ -n "$major" ] && [ "$major" != 17 ]; then avm_opts="-XX:JVMTIVersion=$major"; fi

mkdir -p "$build" || exit 2
work=$(cd "$build" && pwd)/jdb-tests${major:+-$major}
rm -rf "$work" && mkdir -p "$work/classes" "$work/redefined" || exit 2
timeout_s=${JDB_TIMEOUT:-15}
export LC_ALL=C.UTF-8

if ! "$jhome/bin/javac" -g -source 8 -target 8 -XDstringConcat=inline -nowarn -d "$work/classes" \
        "$here"/programs/*.java 2>"$work/javac.err"; then
    cat "$work/javac.err" >&2
    echo "error: compilation of the jdb test programs failed" >&2
    exit 2
fi
if ! "$jhome/bin/javac" -g -source 8 -target 8 -XDstringConcat=inline -nowarn -d "$work/redefined" \
        "$here"/programs/redefined/*.java 2>"$work/javac.err"; then
    cat "$work/javac.err" >&2
    echo "error: compilation of the redefined jdb test classes failed" >&2
    exit 2
fi

declare -A known
while read -r kname kreason; do
    case "$kname" in ''|'#'*) continue ;; esac
    known[$kname]=${kreason:-no reason given}
done <"$here/known-failures.txt"

# wait_for FILE TEXT [FROM]: until FILE holds TEXT after byte FROM.
wait_for() {
    local file=$1 text=$2 from=${3:-0} deadline=$((SECONDS + timeout_s))
    while [ $SECONDS -lt $deadline ]; do
        tail -c +$((from + 1)) "$file" 2>/dev/null | grep -qF -- "$text" && return 0
        sleep 0.1
    done
    echo "timeout waiting for '$text'" >>"$err"
    return 1
}

# wait_prompt FROM: until jdb's output past FROM ends in a prompt ("> " or
# "thread[n] ") and has not grown for 0.3 s. Returns 1 on timeout or
# when jdb has ended.
wait_prompt() {
    local from=$1 deadline=$((SECONDS + timeout_s)) last=-1 same=0 size
    while [ $SECONDS -lt $deadline ]; do
        size=$(stat -c %s "$out")
        if [ "$size" -gt "$from" ] && [ "$size" = "$last" ]; then
            same=$((same + 1))
            if [ $same -ge 3 ] && tail -c 40 "$out" | tail -n 1 | grep -qE '(^|\] |> )(> |[^ ]+\[[0-9]+\] )$'; then
                return 0
            fi
        else
            same=0
        fi
        last=$size
        kill -0 "$jdb_pid" 2>/dev/null || return 1
        sleep 0.1
    done
    echo "timeout waiting for the jdb prompt" >>"$err"
    return 1
}

# wait_end PID: until the process PID has ended.
wait_end() {
    local deadline=$((SECONDS + timeout_s))
    while [ $SECONDS -lt $deadline ]; do
        kill -0 "$1" 2>/dev/null || return 0
        sleep 0.1
    done
    echo "timeout waiting for jdb to end" >>"$err"
    return 1
}

kill_tree() {
    local pid=$1
    [ -n "$pid" ] || return 0
    kill -0 "$pid" 2>/dev/null || return 0
    kill -TERM "$pid" 2>/dev/null
    for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.2; done
    kill -KILL "$pid" 2>/dev/null
}

# run_session VMCMD SESSION PREFIX: writes PREFIX.transcript (the jdb
# output, one block per command), PREFIX.vm.out, PREFIX.err. Returns 1
# when a wait timed out.
run_session() {
    local vmcmd=$1 session=$2 prefix=$3 prog status=0
    prog=$(sed -n 's/^!program[[:space:]]*//p' "$session" | head -n 1)
    out=$prefix.jdb.out err=$prefix.err
    : >"$out"; : >"$err"; : >"$prefix.transcript"
    local vmout=$prefix.vm.out vmin=$prefix.vm.in jdbin=$prefix.jdb.in
    rm -f "$vmin" "$jdbin"
    mkfifo "$vmin" "$jdbin" || return 1
    # Both fifos stay open for writing in this shell until the end.
    $vmcmd "-agentpath:$jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0" \
        -cp "$work/classes" "$prog" <"$vmin" >"$vmout" 2>"$prefix.vm.err" &
    vm_pid=$!
    exec 7>"$vmin"
    jdb_pid=
    if wait_for "$vmout" "Listening for transport dt_socket at address:"; then
        local port
        port=$(sed -n 's/^Listening for transport dt_socket at address: \([0-9]*\).*/\1/p' "$vmout" | head -n 1)
        "$jhome/bin/jdb" -attach "127.0.0.1:$port" -sourcepath "$here/programs" <"$jdbin" >"$out" 2>&1 &
        jdb_pid=$!
        exec 8>"$jdbin"
        wait_prompt 0 || status=1
        local line from=0 var tname id
        local -A ids=([REDEFINED]=$work/redefined)
        while IFS= read -r line && [ $status = 0 ]; do
            for var in "${!ids[@]}"; do line=${line//\$$var/${ids[$var]}}; done
            case "$line" in
                ''|'#'*|'!program'*) continue ;;
                '!id '*)
                    read -r var tname <<<"${line#!id }"
                    id=$(sed -n "s/.*(java\.lang\.Thread)\([0-9]*\)[[:space:]]*$tname[[:space:]].*/\1/p" "$out" | tail -n 1)
                    if [ -z "$id" ]; then echo "no id for thread $tname" >>"$err"; status=1; fi
                    ids[$var]=$id ;;
                '!vmwait '*) wait_for "$vmout" "${line#!vmwait }" || status=1 ;;
                '!vminput'*) line=${line#!vminput}; echo "${line# }" >&7 ;;
                '!wait '*)
                    # The text, then the prompt that follows it (or the end
                    # of jdb, after "The application exited").
                    if wait_for "$out" "${line#!wait }" "$from"; then
                        wait_prompt "$from" || ! kill -0 "$jdb_pid" 2>/dev/null || status=1
                    else
                        status=1
                    fi ;;
                exit|quit)
                    echo "$line" >&8
                    wait_end "$jdb_pid" || status=1 ;;
                *)
                    if ! kill -0 "$jdb_pid" 2>/dev/null; then
                        echo "jdb has ended before: $line" >>"$err"; status=1; continue
                    fi
                    from=$(stat -c %s "$out")
                    echo "$line" >&8
                    # A command that lets the program end ends jdb too.
                    wait_prompt "$from" || ! kill -0 "$jdb_pid" 2>/dev/null || status=1 ;;
            esac
        done <"$session"
        echo exit >&8 2>/dev/null
    else
        status=1
    fi
    # A VM still running after a failed wait: record where its threads
    # are, for the report (gdb where it is installed).
    if [ $status != 0 ] && kill -0 "$vm_pid" 2>/dev/null && command -v gdb >/dev/null; then
        timeout 60 gdb -p "$vm_pid" -batch -nx -ex "thread apply all bt" \
            >"$prefix.threads" 2>&1 </dev/null
    fi
    exec 8>&- 7>&-
    # Give both a moment to end on their own, then make sure they have.
    local deadline=$((SECONDS + 5))
    while [ $SECONDS -lt $deadline ] && { kill -0 "$vm_pid" 2>/dev/null || { [ -n "$jdb_pid" ] && kill -0 "$jdb_pid" 2>/dev/null; }; }; do
        sleep 0.1
    done
    kill_tree "$jdb_pid"
    kill_tree "$vm_pid"
    wait 2>/dev/null
    vm_pid= jdb_pid=
    rm -f "$vmin" "$jdbin"
    cp "$out" "$prefix.transcript"
    return $status
}

# What legitimately differs between two VMs: object ids, ports, the VMs'
# own threads (only main and app-* threads are compared), JDK classes and
# JDK frames (the class libraries differ), frame numbers, column padding,
# and where prompts interleave with asynchronous output.
normalize() {
    sed -E -e 's/\r//g' \
        -e 's/^((> |[A-Za-z0-9_-]+\[[0-9]+\] )+)//' \
        -e 's/^VM Started: (> )+/VM Started: /' \
        -e 's/^(Step completed|Breakpoint hit|Method entered|Method exited): (> |[A-Za-z0-9_-]+\[[0-9]+\] )+/\1: /' \
        -e 's/(\([A-Za-z0-9_.$]+\))[0-9]+/\1ID/g' \
        -e 's/(id|port|address)[=: ]+[0-9]+/\1=N/g' \
        -e 's/instance of ([A-Za-z0-9_.$]+)\(id=[0-9]+\)/instance of \1(id=ID)/g' \
        -e 's/[[:space:]]+$//' "$1" |
    awk '
        # "where all": a thread header, then its frames
        /^[^ \[][^:]*:$/ && !/^Group / && !/^(VM|Initializing|Set|\*\*)/ {
            name = substr($0, 1, length($0) - 1)
            keep = (name == "main" || name ~ /^app-/)
            if (keep) print
            next
        }
        /^  \[[0-9]+\] / {
            if (!keep) next
            if ($2 ~ /^(java|jdk|sun|javax|com\.sun)\./) next
            sub(/^  \[[0-9]+\]/, "  []"); print; next
        }
        /^Group / { keep = 1; if ($0 == "Group main:") print; next }
        /^ *\([A-Za-z0-9_.$]+\)ID/ {
            keep = 1
            # app-sleeper wakes every 50 ms: a listing of running threads
            # may catch it awake on either VM.
            if ($2 == "app-sleeper") sub(/(running|sleeping) *$/, "sleeping-or-running")
            if ($2 == "main" || $2 ~ /^app-/) { gsub(/  +/, " "); print }
            next
        }
        /^(java|jdk|sun|javax|com\.sun)\.[A-Za-z0-9_.$]*(\[\])*$/ { next }
        /^(boolean|byte|char|short|int|long|float|double)(\[\])+$/ { next }
        { keep = 1; print }
    '
}

# A write to a jdb that has died fails instead of killing the script, and
# whatever is still running when the script ends (or is killed) goes too.
trap '' PIPE
vm_pid= jdb_pid=
trap 'kill_tree "$jdb_pid"; kill_tree "$vm_pid"' EXIT
trap 'exit 1' INT TERM

pass=0 fail=0 unexpected=0
for session in "$here"/sessions/*.jdb; do
    name=$(basename "$session" .jdb)
    if [ -n "$filter" ] && [[ "$name" != *"$filter"* ]]; then continue; fi
    run_session "$jhome/bin/java -Xint" "$session" "$work/$name.ref"
    ref_status=$?
    run_session "$vm $avm_opts" "$session" "$work/$name.avm"
    avm_status=$?
    normalize "$work/$name.ref.transcript" >"$work/$name.ref.norm"
    normalize "$work/$name.avm.transcript" >"$work/$name.avm.norm"
    ok=1
    if [ $ref_status != 0 ]; then
        echo "ERROR $name: the session fails on the reference JVM (see $work/$name.ref.err)"
        ok=0
    elif [ $avm_status != 0 ] || ! diff -u "$work/$name.ref.norm" "$work/$name.avm.norm" >"$work/$name.diff"; then
        ok=0
    else
        # The program's output (what set, pop and redefine changed), without
        # the agent's "Listening for transport" lines: it prints one again
        # when jdb detaches, at a time of its own thread's choosing.
        for v in ref avm; do
            grep -v '^Listening for transport ' "$work/$name.$v.vm.out" >"$work/$name.$v.vm.norm"
        done
        if ! diff -u "$work/$name.ref.vm.norm" "$work/$name.avm.vm.norm" >"$work/$name.diff"; then
            ok=0
        fi
    fi
    if [ $ok = 1 ]; then
        if [ -n "${known[$name]+x}" ]; then
            echo "XPASS $name (listed in known-failures.txt: remove it)"
        else
            echo "PASS  $name"
        fi
        pass=$((pass + 1))
    elif [ -n "${known[$name]+x}" ]; then
        echo "XFAIL $name: ${known[$name]}"
    else
        echo "FAIL  $name"
        [ -s "$work/$name.avm.err" ] && sed 's/^/    /' "$work/$name.avm.err"
        [ -f "$work/$name.diff" ] && head -n 40 "$work/$name.diff" | sed 's/^/    /'
        if [ $avm_status != 0 ]; then
            # A wait timed out: what each side had printed by then, and
            # where the VM's threads were (if it was still running).
            echo "    --- jdb's last lines on agentvm"
            tail -n 15 "$work/$name.avm.transcript" | sed 's/^/    | /'
            echo "    --- the program's output and errors on agentvm"
            cat "$work/$name.avm.vm.out" "$work/$name.avm.vm.err" 2>/dev/null | tail -n 15 | sed 's/^/    | /'
            if [ -s "$work/$name.avm.threads" ]; then
                echo "    --- agentvm's threads at the timeout"
                grep -E '^(Thread |#)' "$work/$name.avm.threads" | cut -c1-160 | head -n 120 | sed 's/^/    | /'
            fi
        fi
        fail=$((fail + 1))
        unexpected=$((unexpected + 1))
    fi
done
echo "$pass passed, $fail failed"
[ $unexpected = 0 ]
