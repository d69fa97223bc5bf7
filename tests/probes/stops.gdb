# gdb commands for tests/probes/gdb.sh: each probe prints its arguments and the
# program runs on; the script checks the lines.
set pagination off
set confirm off
break -probe-stap hotspot:method__entry
commands
silent
printf "method__entry argc=%d jtid=%ld class=", $_probe_argc, $_probe_arg0
output *(char*)$_probe_arg1@$_probe_arg2
printf " method="
output *(char*)$_probe_arg3@$_probe_arg4
printf " sig="
output *(char*)$_probe_arg5@$_probe_arg6
echo \n
continue
end
break -probe-stap hotspot:object__alloc
commands
silent
printf "object__alloc argc=%d jtid=%ld size=%d class=", $_probe_argc, $_probe_arg0, $_probe_arg3
output *(char*)$_probe_arg1@$_probe_arg2
echo \n
continue
end
break -probe-stap hotspot:thread__start
commands
silent
printf "thread__start argc=%d jtid=%ld daemon=%d ostid=%ld name=", $_probe_argc, $_probe_arg2, $_probe_arg4, $_probe_arg3
output *(char*)$_probe_arg0@$_probe_arg1
echo \n
continue
end
break -probe-stap hotspot:class__loaded
commands
silent
printf "class__loaded argc=%d shared=%d name=", $_probe_argc, $_probe_arg3
output *(char*)$_probe_arg0@$_probe_arg1
echo \n
continue
end
break -probe-stap hotspot:gc__begin
commands
silent
printf "gc__begin argc=%d full=%d\n", $_probe_argc, $_probe_arg0
continue
end
break -probe-stap hotspot:thread__sleep__begin
commands
silent
printf "thread__sleep__begin argc=%d millis=%ld\n", $_probe_argc, $_probe_arg0
continue
end
break -probe-stap hotspot:monitor__notifyAll
commands
silent
printf "monitor__notifyAll argc=%d jtid=%ld monitor=%d class=", $_probe_argc, $_probe_arg0, $_probe_arg1 != 0
output *(char*)$_probe_arg2@$_probe_arg3
echo \n
continue
end
break -probe-stap hotspot:monitor__wait
commands
silent
printf "monitor__wait argc=%d jtid=%ld timeout=%ld monitor=%d class=", $_probe_argc, $_probe_arg0, $_probe_arg4, $_probe_arg1 != 0
output *(char*)$_probe_arg2@$_probe_arg3
echo \n
continue
end
break -probe-stap hotspot:monitor__waited
commands
silent
printf "monitor__waited argc=%d jtid=%ld monitor=%d class=", $_probe_argc, $_probe_arg0, $_probe_arg1 != 0
output *(char*)$_probe_arg2@$_probe_arg3
echo \n
continue
end
break -probe-stap hotspot:monitor__contended__exit
commands
silent
printf "monitor__contended__exit argc=%d jtid=%ld monitor=%d class=", $_probe_argc, $_probe_arg0, $_probe_arg1 != 0
output *(char*)$_probe_arg2@$_probe_arg3
echo \n
continue
end
run
