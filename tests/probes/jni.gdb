# gdb commands for tests/probes/gdb.sh: hotspot_jni probes of the embedding
# example (examples/embed), which loads libagentvm.so.
set pagination off
set confirm off
set breakpoint pending on
break -probe-stap hotspot_jni:GetDefaultJavaVMInitArgs__entry
commands
silent
printf "GetDefaultJavaVMInitArgs__entry argc=%d\n", $_probe_argc
continue
end
break -probe-stap hotspot_jni:CreateJavaVM__return
commands
silent
printf "CreateJavaVM__return argc=%d rc=%d\n", $_probe_argc, $_probe_arg0
continue
end
break -probe-stap hotspot_jni:FindClass__entry
commands
silent
printf "FindClass__entry argc=%d env=%d name=%s\n", $_probe_argc, $_probe_arg0 != 0, (char *)$_probe_arg1
continue
end
break -probe-stap hotspot_jni:FindClass__return
commands
silent
printf "FindClass__return argc=%d found=%d\n", $_probe_argc, $_probe_arg0 != 0
continue
end
break -probe-stap hotspot_jni:GetStaticMethodID__entry
commands
silent
printf "GetStaticMethodID__entry argc=%d name=%s sig=%s\n", $_probe_argc, (char *)$_probe_arg2, (char *)$_probe_arg3
continue
end
break -probe-stap hotspot_jni:CallStaticIntMethod__entry
commands
silent
printf "CallStaticIntMethod__entry argc=%d\n", $_probe_argc
continue
end
break -probe-stap hotspot_jni:CallStaticIntMethod__return
commands
silent
printf "CallStaticIntMethod__return argc=%d value=%d\n", $_probe_argc, $_probe_arg0
continue
end
break -probe-stap hotspot_jni:ExceptionOccurred__return
commands
silent
printf "ExceptionOccurred__return argc=%d thrown=%d\n", $_probe_argc, $_probe_arg0 != 0
continue
end
break -probe-stap hotspot_jni:AttachCurrentThread__return
commands
silent
printf "AttachCurrentThread__return argc=%d rc=%d\n", $_probe_argc, $_probe_arg0
continue
end
run
