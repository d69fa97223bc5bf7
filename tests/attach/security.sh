#!/bin/bash
# The attach mechanism's defences, on agentvm and on the reference JVM
# side by side (each case must come out the same on both, and agentvm must
# keep running): malformed protocol input (wrong versions, over-long or
# missing strings, extra strings, floods, clients that disconnect or stay
# silent), SIGQUIT with and without a request, a deleted socket,
# -XX:+DisableAttachMechanism, -XX:+StartAttachListener and -Xrs; and, as
# root, other users: a foreign-owned attach file, peers of another uid or
# gid, a client of another user, a socket path replaced by a symbolic link,
# links and files planted under the socket's names before it exists.
#
#   security.sh AGENTVM JDK_HOME WORK_DIR
# Exits 77 (skipped) without the JDK tools or a C compiler; the other-user
# cases are skipped, with the reason printed, when not run as root.
set -u
vm=$1 jdk=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
for tool in java javac jcmd; do
    [ -x "$jdk/bin/$tool" ] || { echo "skipped: $jdk/bin/$tool not found (the JDK 17 tools are the clients)"; exit 77; }
done
cc=$(command -v cc || command -v gcc) || { echo "skipped: no C compiler for the raw client"; exit 77; }
rm -rf "$work" && mkdir -p "$work/classes" && chmod 755 "$work" || exit 2
"$jdk/bin/javac" -d "$work/classes" "$here/programs/AttachTarget.java" || { echo "FAIL: javac"; exit 1; }
client=$work/attach-client
"$cc" -O -Wall -o "$client" "$here/attach-client.c" || { echo "FAIL: cc attach-client.c"; exit 1; }
jcmd=$jdk/bin/jcmd

failures=0
ok() { echo "ok: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pids=
trap 'kill $pids 2>/dev/null; rm -f /tmp/.attach_pid-planted-$$' EXIT

# start KIND NAME [USER:GROUP] [VM OPTIONS...]: AttachTarget in $work/NAME on
# the reference JVM (java) or agentvm, as USER:GROUP when given; waits for
# "ready" and sets $pid.
start() {
    local kind=$1 name=$2 user=${3:-} dir=$work/$2 launcher
    shift 3
    mkdir -p "$dir" && chmod 777 "$dir"
    [ "$kind" = java ] && launcher=$jdk/bin/java || launcher=$vm
    local as=()
    if [ -n "$user" ]; then
        as=(setpriv --reuid="${user%%:*}" --regid="${user##*:}" --clear-groups)
    fi
    (cd "$dir" && exec "${as[@]}" "$launcher" "$@" -cp "$work/classes" AttachTarget "$dir" > "$dir/out" 2> "$dir/err") &
    pid=$!
    pids="$pids $pid"
    for _ in $(seq 300); do
        grep -q '^ready$' "$dir/out" 2>/dev/null && return 0
        sleep 0.1
    done
    fail "$name never printed ready"; cat "$dir/out" "$dir/err" | head
    return 1
}

# stop PID NAME: ends a target and forgets it, so that the exit trap never
# signals a pid that may since belong to another process.
stop() {
    touch "$work/$2/stop"
    wait "$1" 2>/dev/null
    pids=${pids/ $1/}
}

alive() { kill -0 "$1" 2>/dev/null; }

# VM.version through the JDK's jcmd: prints its status.
jcmd_ok() { timeout 60 "$jcmd" "$1" VM.version > /dev/null 2>&1; }

# both NAME COMMAND: runs COMMAND (with PID and SOCK for the target's pid
# and socket path) against the java and the agentvm target; the outputs
# must be the same, and both targets must still be alive and attachable.
both() {
    local name=$1 cmd=$2 a b kind p
    for kind in java agentvm; do
        eval "p=\$t_$kind"
        local c=${cmd//PID/$p}
        c=${c//SOCK//tmp/.java_pid$p}
        out=$(eval "$c" 2>&1 | od -An -c | tr -s ' ')
        eval "res_$kind=\$out"
        alive "$p" || fail "$name: $kind target died"
    done
    if [ "$res_java" = "$res_agentvm" ]; then
        ok "$name: $(printf '%s' "$res_agentvm" | tr -d '\n' | cut -c1-70)"
    else
        fail "$name"; printf 'java:    %s\nagentvm: %s\n' "$res_java" "$res_agentvm" | sed 's/^/    /'
    fi
}

echo "== malformed protocol input (as $(id -un))"
start java proto-java "" -Xmx64m || exit 1
t_java=$pid
start agentvm proto-agentvm "" -Xmx64m || exit 1
t_agentvm=$pid
jcmd_ok "$t_java" && jcmd_ok "$t_agentvm" && ok "listeners started by jcmd" || fail "jcmd VM.version"
long=$(head -c 1025 /dev/zero | tr '\0' x)
both "version 2" "printf '2\\0jcmd\\0VM.version\\0\\0\\0' | $client SOCK raw"
both "version 01" "printf '01\\0jcmd\\0VM.version\\0\\0\\0' | $client SOCK raw"
both "empty version" "printf '\\0jcmd\\0VM.version\\0\\0\\0' | $client SOCK raw"
both "command of 17 bytes" "printf '1\\0abcdefghijklmnopq\\0\\0\\0\\0' | $client SOCK raw"
both "unknown command of 16 bytes" "printf '1\\0abcdefghijklmnop\\0\\0\\0\\0' | $client SOCK raw"
both "argument of 1025 bytes" "printf '1\\0jcmd\\0$long\\0\\0\\0' | $client SOCK raw"
both "argument of 1024 bytes" "printf '1\\0jcmd\\0${long:1}\\0\\0\\0' | $client SOCK raw"
both "a sixth string" "printf '1\\0jcmd\\0VM.version\\0\\0\\0extra\\0' | $client SOCK raw"
both "four strings, then the client leaves" "printf '1\\0jcmd\\0VM.version\\0\\0' | $client SOCK cut"
both "the client leaves mid-string" "printf '1\\0jc' | $client SOCK cut"
both "the tools' probe (nothing sent)" "$client SOCK silent"
both "4000 bytes without a NUL" "head -c 4000 /dev/zero | tr '\\0' a | $client SOCK raw"
both "4000 NUL bytes" "head -c 4000 /dev/zero | $client SOCK raw"
both "a whole request, the client gone before the reply" "printf '1\\0threaddump\\0\\0\\0\\0' | $client SOCK cut; sleep 0.5"
both "a newer client's getversion" "$client SOCK req getversion options"
both "jcmd with an empty command line" "$client SOCK req jcmd ''"
both "printflag without a name" "$client SOCK req printflag"
both "inspectheap with a bad argument" "$client SOCK req inspectheap -bad"
both "dumpheap without a file" "$client SOCK req dumpheap ''"
both "load without Agent_OnAttach" "$client SOCK req load $client true ''"
both "detachall" "$client SOCK req detachall"
both "datadump" "$client SOCK req datadump"
for kind in java agentvm; do
    for _ in $(seq 50); do grep -q '^Full thread dump' "$work/proto-$kind/out" && break; sleep 0.1; done
    grep -q '^Full thread dump' "$work/proto-$kind/out" && ok "$kind: datadump printed a thread dump on the VM's stdout" ||
        fail "$kind: no thread dump after datadump"
done
for kind in java agentvm; do
    eval "p=\$t_$kind"
    jcmd_ok "$p" && ok "$kind: still attachable after all of it" || fail "$kind: jcmd fails after the malformed input"
done

# A client that connects and then says nothing holds HotSpot's listener
# forever; agentvm drops it after 10 s, so another tool gets through.
(sleep 30 | "$client" "/tmp/.java_pid$t_agentvm" raw > /dev/null 2>&1) &
hang=$!
sleep 0.5
start_s=$(date +%s)
jcmd_ok "$t_agentvm" && ok "agentvm: jcmd answered behind a silent client after $(( $(date +%s) - start_s )) s" ||
    fail "agentvm: jcmd blocked by a silent client"
kill "$hang" 2>/dev/null

echo "== SIGQUIT, a deleted socket"
for kind in java agentvm; do
    eval "p=\$t_$kind"
    d=$work/proto-$kind
    dumps=$(grep -c '^Full thread dump' "$d/out")
    kill -QUIT "$p"
    for _ in $(seq 100); do [ "$(grep -c '^Full thread dump' "$d/out")" -gt "$dumps" ] && break; sleep 0.1; done
    [ "$(grep -c '^Full thread dump' "$d/out")" -gt "$dumps" ] &&
        ok "$kind: SIGQUIT with the listener running prints a thread dump" || fail "$kind: no thread dump"
    rm -f "/tmp/.java_pid$p"
    jcmd_ok "$p" && [ -S "/tmp/.java_pid$p" ] && ok "$kind: a deleted socket is made again on the next attach" ||
        fail "$kind: no new socket"
    stop "$p" "proto-$kind"
    [ ! -e "/tmp/.java_pid$p" ] && ok "$kind: socket removed at exit" || fail "$kind: socket left"
done

echo "== -XX:+DisableAttachMechanism, -XX:+StartAttachListener, -Xrs"
for kind in java agentvm; do
    start $kind disabled-$kind "" -XX:+DisableAttachMechanism || continue
    p=$pid
    msg=$("$jcmd" "$p" VM.version 2>&1 | grep -o 'AttachNotSupportedException: .*')
    [ "$msg" = "AttachNotSupportedException: The VM does not support the attach mechanism" ] &&
        ok "$kind: -XX:+DisableAttachMechanism: $msg" || fail "$kind: DisableAttachMechanism: $msg"
    touch "$work/disabled-$kind/.attach_pid$p"
    kill -QUIT "$p"
    for _ in $(seq 100); do grep -q '^Full thread dump' "$work/disabled-$kind/out" && break; sleep 0.1; done
    grep -q '^Full thread dump' "$work/disabled-$kind/out" && [ ! -e "/tmp/.java_pid$p" ] &&
        ok "$kind: with an attach file, SIGQUIT still prints a dump and opens no socket" || fail "$kind: disabled + SIGQUIT"
    rm -f "$work/disabled-$kind/.attach_pid$p"
    stop "$p" "disabled-$kind"
    for opt in -XX:+StartAttachListener -Xrs; do
        start $kind "boot$opt-$kind" "" "$opt" || continue
        p=$pid
        [ -S "/tmp/.java_pid$p" ] && ok "$kind: $opt: the socket exists before any tool asked" ||
            fail "$kind: $opt: no socket at start"
        jcmd_ok "$p" && ok "$kind: $opt: jcmd works" || fail "$kind: $opt: jcmd"
        stop "$p" "boot$opt-$kind"
        [ ! -e "/tmp/.java_pid$p" ] && ok "$kind: $opt: socket removed at exit" || fail "$kind: $opt: socket left"
    done
done

for kind in java agentvm; do
    start $kind nodynamic-$kind "" -XX:-EnableDynamicAgentLoading -XX:+StartAttachListener || continue
    eval "t_$kind=$pid"
done
both "-XX:-EnableDynamicAgentLoading refuses load" "$client SOCK req load $work/nonexistent.so true ''"
for kind in java agentvm; do eval "p=\$t_$kind"; stop "$p" "nodynamic-$kind"; done

echo "== other users"
if [ "$(id -u)" != 0 ]; then
    echo "skipped: the other-user cases need root to switch users (running as $(id -un))"
elif ! command -v setpriv > /dev/null || ! id nobody > /dev/null 2>&1 || ! id daemon > /dev/null 2>&1; then
    echo "skipped: the other-user cases need setpriv and the users nobody and daemon"
else
    nobody=$(id -u nobody) nogroup=$(id -g nobody) daemon_gid=$(id -g daemon)
    for kind in java agentvm; do
        start $kind users-$kind "$nobody:$nogroup" -Xmx64m || continue
        eval "t_$kind=$pid"
    done
    # An attach file that belongs to another (non-root) user is no request.
    for kind in java agentvm; do
        eval "p=\$t_$kind"
        setpriv --reuid=daemon --regid=daemon --clear-groups touch "/tmp/.attach_pid$p"
        kill -QUIT "$p"
        for _ in $(seq 100); do grep -q '^Full thread dump' "$work/users-$kind/out" && break; sleep 0.1; done
        sleep 0.3
        grep -q '^Full thread dump' "$work/users-$kind/out" && [ ! -e "/tmp/.java_pid$p" ] &&
            ok "$kind: an attach file of another user: a thread dump, no socket" || fail "$kind: foreign attach file obeyed"
        rm -f "/tmp/.attach_pid$p"
    done
    for kind in java agentvm; do eval "p=\$t_$kind"; jcmd_ok "$p" || fail "$kind: root's jcmd"; done
    for kind in java agentvm; do
        eval "p=\$t_$kind"
        s=$(stat -c '%F %a %U:%G' "/tmp/.java_pid$p")
        [ "$s" = "socket 600 nobody:$(getent group "$nogroup" | cut -d: -f1)" ] &&
            ok "$kind: socket of a VM run by nobody: $s" || fail "$kind: socket $s"
    done
    both "a peer with the VM's uid but another gid is refused without a byte" \
        "setpriv --reuid=$nobody --regid=$daemon_gid --clear-groups $client SOCK req jcmd VM.uptime"
    both "a peer of another user cannot even connect (0600)" \
        "setpriv --reuid=daemon --regid=daemon --clear-groups $client SOCK req jcmd VM.uptime; echo status \$?"
    both "a peer with the VM's uid and gid is served" \
        "setpriv --reuid=$nobody --regid=$nogroup --clear-groups $client SOCK req jcmd help | head -c 20"
    both "root is served" "$client SOCK req jcmd help | head -c 20"
    both "jcmd as another user is refused" \
        "cd /tmp && setpriv --reuid=daemon --regid=daemon --clear-groups $jcmd PID VM.version 2>&1 | grep -o 'IOException: .*' | sed 's/[0-9][0-9]*/N/g'"
    # The socket path replaced by a symbolic link to the real socket.
    for kind in java agentvm; do
        eval "p=\$t_$kind"
        mv "/tmp/.java_pid$p" "$work/users-$kind/moved.sock" && ln -s "$work/users-$kind/moved.sock" "/tmp/.java_pid$p"
    done
    both "a symbolic link at the socket path is refused" \
        "cd /tmp && setpriv --reuid=$nobody --regid=$nogroup --clear-groups $jcmd PID VM.version 2>&1 | grep -o 'IOException: .*' | sed 's/[0-9][0-9]*/N/g'"
    for kind in java agentvm; do
        eval "p=\$t_$kind"
        rm -f "/tmp/.java_pid$p"
        mv "$work/users-$kind/moved.sock" "/tmp/.java_pid$p"
        jcmd_ok "$p" && ok "$kind: attachable again once the link is gone" || fail "$kind: not attachable after the link"
        stop "$p" "users-$kind"
    done

    # Links planted under both socket names before the VM makes its socket:
    # the VM removes or replaces the links and never touches their targets.
    for kind in java agentvm; do
        start $kind planted-$kind "$nobody:$nogroup" || continue
        p=$pid d=$work/planted-$kind
        rm -f "/tmp/.java_pid$p" "/tmp/.java_pid$p.tmp"
        setpriv --reuid=$nobody --regid=$nogroup --clear-groups sh -c \
            "echo victim > $d/victim1; echo victim > $d/victim2; chmod 644 $d/victim1 $d/victim2;
             ln -s $d/victim1 /tmp/.java_pid$p.tmp; ln -s $d/victim2 /tmp/.java_pid$p"
        touch "/tmp/.attach_pid$p"
        kill -QUIT "$p"
        for _ in $(seq 100); do [ -S "/tmp/.java_pid$p" ] && break; sleep 0.1; done
        rm -f "/tmp/.attach_pid$p"
        [ -S "/tmp/.java_pid$p" ] && [ ! -L "/tmp/.java_pid$p" ] && [ ! -e "/tmp/.java_pid$p.tmp" ] &&
            [ "$(stat -c %a "$d/victim1") $(stat -c %a "$d/victim2") $(cat "$d/victim1" "$d/victim2" | tr '\n' ' ')" = "644 644 victim victim " ] &&
            ok "$kind: planted links replaced by the socket, their targets untouched" || fail "$kind: planted links"
        jcmd_ok "$p" && ok "$kind: attachable" || fail "$kind: not attachable after planted links"
        stop "$p" "planted-$kind"
        rm -f "/tmp/.java_pid$p.tmp"
    done
    # A file of another user already at the socket path: the VM cannot
    # replace it (sticky /tmp) and must simply not listen.
    for kind in java agentvm; do
        start $kind foreign-$kind "$nobody:$nogroup" || continue
        p=$pid
        # A stale file of an earlier process with the same pid would make
        # the setup, not the VM, fail.
        rm -f "/tmp/.java_pid$p"
        setpriv --reuid=daemon --regid=daemon --clear-groups touch "/tmp/.java_pid$p"
        touch "/tmp/.attach_pid$p"
        kill -QUIT "$p"
        sleep 1
        rm -f "/tmp/.attach_pid$p"
        ! jcmd_ok "$p" && alive "$p" && [ "$(stat -c %U "/tmp/.java_pid$p")" = daemon ] &&
            ok "$kind: another user's file at the socket path: no listener, jcmd refused, VM alive" ||
            fail "$kind: foreign file at the socket path"
        rm -f "/tmp/.java_pid$p"
        stop "$p" "foreign-$kind"
    done
fi

echo "$failures failure(s)"
[ "$failures" = 0 ]
