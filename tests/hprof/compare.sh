#!/usr/bin/env bash
# Runs tests/hprof/programs/HprofSites with the HPROF agent (agents/hprof)
# on agentvm and on the reference JVM and compares what must agree:
#   - help: the usage text, byte for byte, on both VMs (and -Xrunhprof:help);
#   - bad options: refused by both with the agent's error;
#   - heap=sites: the structure of every section, and for the program's own
#     classes the allocation sites (class, allocated and live objects, and
#     the trace's frames in user code);
#   - cpu=samples: the structure of the section and the worker thread's
#     method among the samples on both;
#   - cpu=times: the call counts of the program's methods (also with thread=y);
#   - cpu=old: the old prof layout, the program's caller/callee pairs;
#   - monitor=y: tests/hprof/programs/HprofMonitor's one contention;
#   - the program's threads in THREAD START/END on both;
#   - a data-dump request (SIGQUIT) with monitor=y,heap=sites: the SITES and
#     MONITOR DUMP written then, with tests/hprof/programs/HprofDump's
#     threads and monitors in the states the program holds them in;
#   - heap=dump: the HEAP DUMP layout, the program's objects by class and trace;
#   - heap=dump,format=b: both dumps read by tests/attach/HprofCheck.java
#     (records, ids, class dumps, field values of the program's objects,
#     ALLOC SITES); heap=sites,cpu=samples,format=b: the profile's records,
#     START and END THREAD of the program's worker;
#   - a data-dump request (SIGQUIT) with heap=all,cpu=samples,format=b:
#     tests/hprof/programs/HprofQuit's heap dump, ALLOC SITES and CPU
#     SAMPLES then and again at exit, its ended thread's END THREAD.
# The heap modes and cpu=times run on injected bytecode (docs/hprof.md) on
# both VMs, so the reference runs with HotSpot's defaults.
#
# usage: tests/hprof/compare.sh AGENTVM JAVA_HOME WORK_DIR LIBHPROF
# Exits 0 when all checks pass, 1 otherwise, 77 (skip) without the JDK.
set -u
[ $# -eq 4 ] || { echo "usage: $0 AGENTVM JAVA_HOME WORK_DIR LIBHPROF" >&2; exit 2; }
vm=$1 jhome=$2 work=$3 lib=$4
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -x "$jhome/bin/java" ] || [ ! -x "$jhome/bin/javac" ]; then
    echo "skipped: no JDK at $jhome"
    exit 77
fi
case "$vm" in /*) ;; *) vm=$(pwd)/$vm ;; esac
case "$lib" in /*) ;; *) lib=$(pwd)/$lib ;; esac
rm -rf "$work" && mkdir -p "$work/classes" || exit 2
cd "$work" || exit 2
export LC_ALL=C
# A sanitized agent cannot load into HotSpot (the sanitizer runtime must
# come first): the reference JVM then gets a plain build of the same sources.
reflib=$lib
if ldd "$lib" 2>/dev/null | grep -q 'lib[at]san'; then
    reflib=$work/libhprof-ref.so
    repo=$(cd "$here/../.." && pwd)
    ${CC:-cc} -std=gnu11 -O2 -shared -fPIC -I"$repo/include" -I"$repo" -o "$reflib" \
        "$repo"/agents/hprof/*.c "$repo/vm/hprof_writer.c" || exit 2
fi
"$jhome/bin/javac" --release 17 -XDstringConcat=inline -d classes "$here/programs/HprofSites.java" "$here/programs/HprofMonitor.java" \
    "$here/programs/HprofDump.java" "$here/programs/HprofQuit.java" || exit 2

failures=0
ok() { echo "ok: $1"; }
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }
check() { if eval "$1"; then ok "$2"; else fail "$2"; fi; }

# run NAME OPTIONS [MAIN]: both VMs, outputs NAME.hs.txt and NAME.av.txt.
run() {
    local main=${3:-HprofSites}
    timeout 120 "$jhome/bin/java" -cp classes "-agentpath:$reflib=$2,file=$1.hs.txt" $main \
        >"$1.hs.out" 2>"$1.hs.err" || fail "$1: reference JVM run (see $work/$1.hs.err)"
    timeout 120 "$vm" -cp classes "-agentpath:$lib=$2,file=$1.av.txt" $main \
        >"$1.av.out" 2>"$1.av.err" || fail "$1: agentvm run (see $work/$1.av.err)"
    check "cmp -s $1.hs.out $1.av.out" "$1: the program's output agrees"
}

# help
"$jhome/bin/java" "-agentpath:$reflib=help" -version >help.hs 2>/dev/null
"$vm" "-agentpath:$lib=help" -cp classes HprofSites >help.av 2>/dev/null
LD_LIBRARY_PATH=$(dirname "$lib") "$vm" -Xrunhprof:help -cp classes HprofSites >help.xrun 2>/dev/null
check "cmp -s help.hs '$here/help.expected'" "help text on the reference JVM"
check "cmp -s help.av '$here/help.expected'" "help text on agentvm"
check "cmp -s help.xrun '$here/help.expected'" "-Xrunhprof:help on agentvm"

# bad options
for bad in heap=foo depth=x format=b,monitor=y format=b,cpu=times nosuch=1; do
    "$jhome/bin/java" "-agentpath:$reflib=$bad" -version >/dev/null 2>bad.hs; rh=$?
    "$vm" "-agentpath:$lib=$bad" -cp classes HprofSites >/dev/null 2>bad.av; ra=$?
    check "[ $rh != 0 ] && [ $ra != 0 ] && [ \"\$(grep 'HPROF ERROR' bad.hs)\" = \"\$(grep 'HPROF ERROR' bad.av)\" ] && grep -q 'HPROF ERROR' bad.av" \
        "option '$bad' refused by both with the same message"
done

# Structure: every line of a section matches its layout.
site_row='^ *[0-9]+ +[0-9]+\.[0-9][0-9]% +[0-9]+\.[0-9][0-9]% +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+ +3[0-9][0-9][0-9][0-9][0-9] [^ ]+$'
cpu_row='^ *[0-9]+ +[0-9]+\.[0-9][0-9]% +[0-9]+\.[0-9][0-9]% +[0-9]+ +3[0-9][0-9][0-9][0-9][0-9] [^ ]+$'
mon_row='^ *[0-9]+ +[0-9]+\.[0-9][0-9]% +[0-9]+\.[0-9][0-9]% +[0-9]+ +3[0-9][0-9][0-9][0-9][0-9] [^ ]+ \(Java\)$'
structure() {   # FILE: prints the lines that fit no layout
    awk -v site="$site_row" -v cpu="$cpu_row" -v mon="$mon_row" '
        /^JAVA PROFILE 1\.0\.1, created / || /^Header for / || /^--------$/ || /^$/ { next }
        /^THREAD START \(obj=[0-9a-f]+, id = 2[0-9][0-9][0-9][0-9][0-9], name="[^"]*", group="[^"]*"\)$/ { next }
        /^THREAD END \(id = 2[0-9][0-9][0-9][0-9][0-9]\)$/ { next }
        /^TRACE 3[0-9][0-9][0-9][0-9][0-9]:$/ { next }
        /^\t[^ ]+\.[^ .]+\([^ ]+:([0-9]+|Unknown line|Native method)\)$/ { next }
        /^\t<empty>$/ { next }
        /^SITES BEGIN \(ordered by live bytes\) [A-Z][a-z][a-z] [A-Z][a-z][a-z] [ 0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9] [0-9][0-9][0-9][0-9]$/ { s = 1; next }
        /^          percent          live          alloc.ed  stack class$/ && s { next }
        /^ rank   self  accum     bytes objs     bytes  objs trace name$/ && s { next }
        /^SITES END$/ { s = 0; next }
        /^HEAP DUMP BEGIN \([0-9]+ objects, [0-9]+ bytes\) / { h = 1; next }
        /^HEAP DUMP END$/ { h = 0; next }
        h && /^ROOT [0-9a-f]+ \(kind=<[a-zA-Z ]+>(, thread=[0-9a-f]+, frame=-?[0-9]+|, name=[^ ]+)?\)$/ { next }
        h && /^CLS [0-9a-f]+ \(name=[^ ]+, trace=[0-9]+\)$/ { next }
        h && /^OBJ [0-9a-f]+ \(sz=[0-9]+, trace=[0-9]+, class=[^ ]+@[0-9a-f]+\)$/ { next }
        h && /^ARR [0-9a-f]+ \(sz=[0-9]+, trace=[0-9]+, nelems=[0-9]+, elem type=[^ ]+\)$/ { next }
        h && /^\t(super|static [^ ]+|[^ \t]+|\[[0-9]+\])\t\t?[0-9a-f]+$/ { next }
        /^CPU SAMPLES BEGIN \(total = [0-9]+\) / { c = 1; next }
        /^rank   self  accum   count trace method$/ && c { next }
        /^CPU SAMPLES END$/ { c = 0; next }
        /^CPU TIME \(ms\) BEGIN \(total = [0-9]+\) / { c = 1; next }
        /^CPU TIME \(ms\) END$/ { c = 0; next }
        /^count callee caller time$/ { o = 1; next }
        o && /^[0-9]+ [^ ]+\.[^ .]+\([^ ]*\)[^ ]+ ([^ ]+\.[^ .]+\([^ ]*\)[^ ]+|<unknown caller>) [0-9]+$/ { next }
        /^MONITOR TIME BEGIN \(total = [0-9]+ ms\) / { m = 1; next }
        /^rank   self  accum   count trace monitor$/ && m { next }
        /^MONITOR TIME END$/ { m = 0; next }
        /^MONITOR DUMP BEGIN$/ { d = 1; next }
        /^MONITOR DUMP END$/ { d = 0; next }
        d && /^    THREAD 2[0-9][0-9][0-9][0-9][0-9], trace 3[0-9][0-9][0-9][0-9][0-9], status: (R|MW|CW|SL|ZO|NS|UN)(,S)?$/ { next }
        d && /^    MONITOR [^ ]+$/ { next }
        d && /^\towner: (thread 2[0-9][0-9][0-9][0-9][0-9], entry count: [0-9]+|none)$/ { next }
        d && /^\twaiting to (enter|be notified):( 2[0-9][0-9][0-9][0-9][0-9])*$/ { next }
        m && $0 ~ mon { next }
        s && $0 ~ site { next }
        c && $0 ~ cpu { next }
        { print FILENAME ":" FNR ": " $0 }' "$1" | head -5
}

# Traces: "serial|frame|frame..." keeping the frames of the program's code.
traces() {
    awk '/^TRACE / { if (id) print id "|" f; id = substr($2, 1, length($2) - 1); f = ""; next }
         /^\t/ && id { if ($0 ~ /^\tHprof(Sites|Monitor)/) f = f substr($0, 2) ";"; next }
         { if (id) print id "|" f; id = "" }
         END { if (id) print id "|" f }' "$1"
}

# Sites of the program's classes: "class alloc_objs live_objs user-frames";
# the worker thread object (HprofSites$1) is live or not at exit on HotSpot
# as it happens, so its live count is left out.
user_sites() {
    traces "$1" >"$1.traces"
    awk -v tf="$1.traces" '
        BEGIN { while ((getline l < tf) > 0) { i = index(l, "|"); fr[substr(l, 1, i - 1)] = substr(l, i + 1) } }
        /^SITES BEGIN/ { s = 1; next } /^SITES END/ { s = 0 }
        s && $NF ~ /^HprofSites/ { print $NF, $7, ($NF == "HprofSites$1" ? "-" : $5), fr[$8] }' "$1" | sort
}

run sites heap=sites
for v in hs av; do
    bad=$(structure sites.$v.txt)
    check "[ -z \"\$bad\" ]" "heap=sites on $v: every line fits the layout${bad:+ (}${bad}${bad:+)}"
    check "grep -q '^SITES BEGIN' sites.$v.txt && grep -q '^SITES END' sites.$v.txt" "heap=sites on $v: SITES BEGIN ... END"
done
user_sites sites.hs.txt >sites.hs.user
user_sites sites.av.txt >sites.av.user
check "[ -s sites.hs.user ] && diff sites.hs.user sites.av.user >sites.diff" \
    "heap=sites: the program's sites agree (class, alloc'ed objs, live objs, user frames): $(tr '\n' '/' <sites.hs.user)"
check "grep -q '^HprofSites\$Point 1000 1000 HprofSites.make(HprofSites.java:28);HprofSites.main(HprofSites.java:44);' sites.av.user" \
    "heap=sites: 1000 live Points allocated in make() called from main"
check "grep -q '^HprofSites\$Box 500 0 ' sites.av.user" "heap=sites: 500 Boxes, none live"

threads() { sed -n 's/^THREAD START (obj=[0-9a-f]*, id = [0-9]*, name="\([^"]*\)", group="\([^"]*\)")$/\1 \2/p' "$1" | sort -u; }
for name in "main main" "hprof-worker main"; do
    check "threads sites.hs.txt | grep -qx '$name' && threads sites.av.txt | grep -qx '$name'" "THREAD START for '$name' on both"
done
check "[ \$(grep -c '^THREAD END' sites.av.txt) -ge 2 ]" "THREAD END for the program's threads on agentvm"

run samples cpu=samples,interval=5
for v in hs av; do
    bad=$(structure samples.$v.txt)
    check "[ -z \"\$bad\" ]" "cpu=samples on $v: every line fits the layout${bad:+ (}${bad}${bad:+)}"
    check "grep -q '^CPU SAMPLES BEGIN' samples.$v.txt && grep -q '^CPU SAMPLES END' samples.$v.txt" "cpu=samples on $v: CPU SAMPLES BEGIN ... END"
    check "sed -n '/^CPU SAMPLES BEGIN/,/^CPU SAMPLES END/p' samples.$v.txt | grep -Eq ' HprofSites(\\\$1\\.run|\\.spin)\$'" \
        "cpu=samples on $v: the worker's code is among the samples"
    check "! grep -q '^SITES BEGIN' samples.$v.txt" "cpu=samples alone on $v: no heap section"
done

# cpu=times: the calls of every method of the program, summed over its
# traces, agree; so does the layout.
run times cpu=times,cutoff=0
calls() { sed -n '/^CPU TIME (ms) BEGIN/,/^CPU TIME (ms) END/p' "$1" |
          awk '$NF ~ /^HprofSites/ { c[$NF] += $4 } END { for (m in c) print m, c[m] }' | sort; }
for v in hs av; do
    bad=$(structure times.$v.txt)
    check "[ -z \"\$bad\" ]" "cpu=times on $v: every line fits the layout${bad:+ (}${bad}${bad:+)}"
done
calls times.hs.txt >times.hs.calls
calls times.av.txt >times.av.calls
check "grep -qx 'HprofSites.make 1000' times.hs.calls && diff times.hs.calls times.av.calls >times.diff" \
    "cpu=times: the program's method call counts agree: $(tr '\n' '/' <times.hs.calls)"
# cpu=times,thread=y: the same counts, every trace of the section with the
# serial of a thread the file started.
run ttimes cpu=times,cutoff=0,thread=y
calls ttimes.hs.txt >ttimes.hs.calls
calls ttimes.av.txt >ttimes.av.calls
check "diff times.hs.calls ttimes.hs.calls >/dev/null && diff ttimes.hs.calls ttimes.av.calls >ttimes.diff" \
    "cpu=times,thread=y: the program's method call counts agree with cpu=times'"
tthreads() {    # FILE: the threads of the CPU TIME section's traces not started in the file
    grep -o '^THREAD START (obj=[0-9a-f]*, id = [0-9]*' "$1" | sed 's/.*id = //' | sort -u >"$1.started"
    sed -n '/^CPU TIME (ms) BEGIN/,/^CPU TIME (ms) END/p' "$1" | awk '$5 ~ /^3[0-9]+$/ { print $5 }' | sort -u >"$1.traces"
    sed -n 's/^TRACE \([0-9]*\): (thread=\([0-9]*\))$/\1 \2/p' "$1" | sort -u | join - "$1.traces" | awk '{ print $2 }' |
        sort -u | comm -23 - "$1.started"
}
for v in hs av; do
    check "[ -z \"\$(tthreads ttimes.$v.txt)\" ] && [ -s ttimes.$v.txt.traces ] && grep -q '^TRACE [0-9]*: (thread=2[0-9]*)\$' ttimes.$v.txt" \
        "cpu=times,thread=y on $v: every trace of the section names a started thread"
done

# cpu=old: the old prof layout ("count callee caller time", then a line
# per callee and caller pair); the pairs of the program's own methods and
# their call counts agree.
run old cpu=old
pairs() { sed -n '/^count callee caller time$/,$p' "$1" |
          awk '$2 ~ /^HprofSites/ && ($3 ~ /^HprofSites/ || $3 == "<unknown") { print $2, $3, $1 }' | sort; }
for v in hs av; do
    bad=$(structure old.$v.txt)
    check "[ -z \"\$bad\" ]" "cpu=old on $v: every line fits the layout${bad:+ (}${bad}${bad:+)}"
    check "[ \$(grep -c '^count callee caller time\$' old.$v.txt) = 1 ] && ! grep -q '^CPU TIME' old.$v.txt && ! grep -q '^TRACE' old.$v.txt" \
        "cpu=old on $v: one old-format section, no CPU TIME section, no traces"
done
pairs old.hs.txt >old.hs.pairs
pairs old.av.txt >old.av.pairs
check "grep -qx 'HprofSites.make(I)LHprofSites\$Point; HprofSites.main(\[Ljava/lang/String;)V 1000' old.hs.pairs && diff old.hs.pairs old.av.pairs >old.diff" \
    "cpu=old: the program's callee/caller pairs and counts agree: $(tr '\n' '/' <old.hs.pairs)"

# monitor=y: main's one contended entry into `lock` (line 23), with its
# trace; the wait for `ready` may or may not be contended, on either VM.
run monitor monitor=y HprofMonitor
mon_main() {    # FILE: "count class" of the rows whose trace is main at line 23
    traces "$1" | awk -F'|' '$2 == "HprofMonitor.main(HprofMonitor.java:23);" { print $1 }' >"$1.t"
    sed -n '/^MONITOR TIME BEGIN/,/^MONITOR TIME END/p' "$1" |
        awk -v tf="$1.t" 'BEGIN { while ((getline l < tf) > 0) want[l] = 1 } ($5 in want) { print $4, $6, $7 }'
}
for v in hs av; do
    bad=$(structure monitor.$v.txt)
    check "[ -z \"\$bad\" ]" "monitor=y on $v: every line fits the layout${bad:+ (}${bad}${bad:+)}"
    check "[ \"\$(mon_main monitor.$v.txt)\" = '1 java.lang.Object (Java)' ]" \
        "monitor=y on $v: MONITOR TIME has main's contended entry at HprofMonitor.java:23, once, on an Object"
done

# A data-dump request: HprofDump holds its threads still until it reads a
# line; SIGQUIT then, and the line once the MONITOR DUMP is out.
dump_request() {   # NAME VM-COMMAND...
    local name=$1; shift
    rm -f "$name.fifo" && mkfifo "$name.fifo" || return 1
    # no timeout(1) around the VM: it would pass SIGQUIT on to its process
    # group as well, and the VM would see two requests
    "$@" -cp classes HprofDump <"$name.fifo" >"$name.out" 2>"$name.err" &
    local pid=$!
    (exec >/dev/null 2>&1; for ((i = 0; i < 1200; i++)); do kill -0 $pid || exit; sleep 0.1; done; kill -9 $pid) &
    local watchdog=$!
    exec 3>"$name.fifo"
    while kill -0 $pid 2>/dev/null && ! grep -q '^ready$' "$name.out" 2>/dev/null; do sleep 0.1; done
    kill -QUIT $pid
    while kill -0 $pid 2>/dev/null && ! grep -q '^MONITOR DUMP END$' "$name.txt" 2>/dev/null; do sleep 0.1; done
    (trap '' PIPE; echo go >&3) 2>/dev/null
    exec 3>&-
    wait $pid
    local rc=$?
    wait $watchdog
    return $rc
}
# "thread status" of the program's threads and "class owner enter notify"
# of the monitors they use, by thread name.
dump_state() {
    awk '/^THREAD START/ { n = $0; sub(/.*name="/, "", n); sub(/".*/, "", n); id = $0; sub(/.*id = /, "", id); sub(/,.*/, "", id); name[id] = n; next }
         /^MONITOR DUMP BEGIN/ { d = 1; next } /^MONITOR DUMP END/ { d = 0; if (mon) print mon; mon = ""; next }
         !d { next }
         /^    THREAD / { id = $2; sub(/,/, "", id); if (name[id] ~ /^(main|hprof-)/) print "thread", name[id], $NF; next }
         /^    MONITOR / { if (mon) print mon; mon = ""; cls = $2; keep = 0; next }
         /^\towner: thread/ { id = $3; sub(/,/, "", id); own = name[id]; next }
         /^\towner: none/ { own = "none"; next }
         /^\twaiting to enter:/ { ent = ""; for (i = 4; i <= NF; i++) ent = ent name[$i] " "; next }
         /^\twaiting to be notified:/ { nt = ""; for (i = 5; i <= NF; i++) nt = nt name[$i] " "
             sub(/ $/, "", ent); sub(/ $/, "", nt)
             if (ent ~ /hprof-/ || nt ~ /hprof-/) mon = "monitor " cls " owner=" own " enter=" ent " notify=" nt; next }' "$1" | sort
}
dump_request dump_hs "$jhome/bin/java" "-agentpath:$reflib=monitor=y,heap=sites,file=dump_hs.txt"
dump_request dump_av "$vm" "-agentpath:$lib=monitor=y,heap=sites,file=dump_av.txt"
for v in hs av; do
    bad=$(structure dump_$v.txt)
    check "[ -z \"\$bad\" ] && [ \$(grep -c '^MONITOR DUMP BEGIN' dump_$v.txt) = 1 ] && [ \$(grep -c '^SITES BEGIN' dump_$v.txt) = 2 ] && grep -qx done dump_$v.out" \
        "data-dump request on $v: SITES and MONITOR DUMP then, SITES again at exit, the program ends${bad:+ (}${bad}${bad:+)}"
    dump_state dump_$v.txt >dump_$v.state
done
# Since JDK 23 GetCurrentContendedMonitor no longer names the object a
# thread waits on in Object.wait, so there a monitor that threads only wait
# on (`bell`) is not found; the rest must agree.
jver=$("$jhome/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p')
waiter='monitor java.lang.Object owner=none enter= notify=hprof-waiter'
[ "${jver:-0}" -ge 23 ] && grep -vx "$waiter" dump_av.state >dump_av.cmp || cp dump_av.state dump_av.cmp
check "grep -qx 'thread hprof-blocked MW' dump_av.state && grep -qx 'thread hprof-waiter CW' dump_av.state && grep -qx 'monitor java.lang.Object owner=main enter=hprof-blocked notify=' dump_av.state && grep -qx '$waiter' dump_av.state && diff dump_hs.state dump_av.cmp >dump.diff" \
    "MONITOR DUMP: the program's threads and monitors agree: $(tr '\n' '/' <dump_hs.state)"

# heap=dump (format=a): the HEAP DUMP section's layout, and the program's
# objects by class with the user frames of their allocation trace.
run textdump heap=dump
dump_objs() {
    traces "$1" >"$1.traces"
    awk -v tf="$1.traces" '
        BEGIN { while ((getline l < tf) > 0) { i = index(l, "|"); fr[substr(l, 1, i - 1)] = substr(l, i + 1) } }
        /^OBJ / && /class=HprofSites/ { c = $0; sub(/.*class=/, "", c); sub(/@.*/, "", c)
                                        t = $0; sub(/.*trace=/, "", t); sub(/,.*/, "", t); n[c " " fr[t]]++ }
        END { for (k in n) print n[k], k }' "$1" | sort
}
for v in hs av; do
    bad=$(structure textdump.$v.txt)
    check "[ -z \"\$bad\" ] && grep -q '^HEAP DUMP BEGIN' textdump.$v.txt && grep -q '^HEAP DUMP END' textdump.$v.txt" \
        "heap=dump on $v: HEAP DUMP BEGIN ... END, every line fits the layout${bad:+ (}${bad}${bad:+)}"
done
dump_objs textdump.hs.txt >textdump.hs.objs
dump_objs textdump.av.txt >textdump.av.objs
check "grep -q '^1000 HprofSites\$Point HprofSites.make' textdump.av.objs && diff textdump.hs.objs textdump.av.objs >textdump.diff" \
    "heap=dump: the program's live objects agree by class and allocation trace: $(tr '\n' '/' <textdump.av.objs)"

# heap=dump,format=b: the dump read by the independent reader of
# tests/attach/HprofCheck.java against the program's known state.
"$jhome/bin/javac" --release 17 -d classes "$here/../attach/HprofCheck.java" || exit 2
run dump heap=dump,format=b
for v in hs av; do
    "$jhome/bin/java" -cp classes HprofCheck dump.$v.txt --closed --hprof-sites --hprof-profile >check.$v 2>&1; rc=$?
    check "[ $rc = 0 ]" "format=b on $v: the dump reads back with the program's state and allocation sites"
    sed 's/^/    /' check.$v
done
# heap=sites,cpu=samples,format=b: the profile's records alone (ALLOC SITES,
# HEAP SUMMARY, CPU SAMPLES, their TRACEs, START THREAD), no heap dump.
run bprof heap=sites,cpu=samples,interval=5,format=b
for v in hs av; do
    "$jhome/bin/java" -cp classes HprofCheck bprof.$v.txt --hprof-profile --no-heap >bcheck.$v 2>&1; rc=$?
    check "[ $rc = 0 ]" "heap=sites,cpu=samples,format=b on $v: the records read back with the program's sites and samples"
    sed 's/^/    /' bcheck.$v
done

# format=b and a data-dump request: HprofQuit waits (after "ready") for a
# marker file; SIGQUIT then, and the marker once the file holds the dump's
# HEAP DUMP END (the dump's last record); HprofCheck reads both dumps.
quit_request() {   # NAME VM-COMMAND...
    local name=$1; shift
    rm -f "$name.marker" "$name.txt"
    # no timeout(1) around the VM: see dump_request
    "$@" -cp classes HprofQuit "$name.marker" >"$name.out" 2>"$name.err" &
    local pid=$!
    (exec >/dev/null 2>&1; for ((i = 0; i < 1200; i++)); do kill -0 $pid || exit; sleep 0.1; done; kill -9 $pid) &
    local watchdog=$!
    while kill -0 $pid 2>/dev/null && ! grep -q '^ready$' "$name.out" 2>/dev/null; do sleep 0.1; done
    kill -QUIT $pid
    for ((i = 0; i < 600; i++)); do
        kill -0 $pid 2>/dev/null || break
        [ "$("$jhome/bin/java" -cp classes HprofCheck "$name.txt" --dump-ends 2>/dev/null)" = 1 ] && break
        sleep 0.1
    done
    touch "$name.marker"
    wait $pid
    local rc=$?
    wait $watchdog
    return $rc
}
quit_request quit_hs "$jhome/bin/java" "-agentpath:$reflib=heap=all,cpu=samples,interval=5,format=b,file=quit_hs.txt"
quit_request quit_av "$vm" "-agentpath:$lib=heap=all,cpu=samples,interval=5,format=b,file=quit_av.txt"
for v in hs av; do
    "$jhome/bin/java" -cp classes HprofCheck quit_$v.txt --hprof-quit >qcheck.$v 2>&1; rc=$?
    check "[ $rc = 0 ] && grep -qx done quit_$v.out" \
        "data-dump request with format=b on $v: both dumps' records read back, the program ends"
    sed 's/^/    /' qcheck.$v
done

echo "$failures failure(s)"
[ $failures = 0 ]
