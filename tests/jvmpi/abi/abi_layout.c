/*
 * abi_layout - prints the size of every JVMPI structure, the offset of
 * every member (union members included), the function-table slots and
 * the constants. run-jvmpi.sh builds it against include/jvmpi.h and
 * against indep/jvmpi.h and compares the two outputs line by line.
 * Generated once from the binary facts; keep in step with both headers.
 */
#include <jvmpi.h>
#include <stddef.h>
#include <stdio.h>

#define SIZE(t) printf("sizeof %s %zu\n", #t, sizeof(t))
#define OFF(t, m) printf("offsetof %s.%s %zu\n", #t, #m, offsetof(t, m))
#define CONST(c) printf("%s %ld\n", #c, (long)(c))

int main(void)
{
    SIZE(JVMPI_CallFrame);
    OFF(JVMPI_CallFrame, lineno);
    OFF(JVMPI_CallFrame, method_id);
    SIZE(JVMPI_CallTrace);
    OFF(JVMPI_CallTrace, env_id);
    OFF(JVMPI_CallTrace, num_frames);
    OFF(JVMPI_CallTrace, frames);
    SIZE(JVMPI_Field);
    OFF(JVMPI_Field, field_name);
    OFF(JVMPI_Field, field_signature);
    SIZE(JVMPI_HeapDumpArg);
    OFF(JVMPI_HeapDumpArg, heap_dump_level);
    SIZE(JVMPI_Lineno);
    OFF(JVMPI_Lineno, offset);
    OFF(JVMPI_Lineno, lineno);
    SIZE(JVMPI_Method);
    OFF(JVMPI_Method, method_name);
    OFF(JVMPI_Method, method_signature);
    OFF(JVMPI_Method, start_lineno);
    OFF(JVMPI_Method, end_lineno);
    OFF(JVMPI_Method, method_id);
    SIZE(JVMPI_Event);
    OFF(JVMPI_Event, event_type);
    OFF(JVMPI_Event, env_id);
    OFF(JVMPI_Event, u);
    OFF(JVMPI_Event, u.class_load.class_name);
    OFF(JVMPI_Event, u.class_load.source_name);
    OFF(JVMPI_Event, u.class_load.num_interfaces);
    OFF(JVMPI_Event, u.class_load.num_methods);
    OFF(JVMPI_Event, u.class_load.methods);
    OFF(JVMPI_Event, u.class_load.num_static_fields);
    OFF(JVMPI_Event, u.class_load.statics);
    OFF(JVMPI_Event, u.class_load.num_instance_fields);
    OFF(JVMPI_Event, u.class_load.instances);
    OFF(JVMPI_Event, u.class_load.class_id);
    OFF(JVMPI_Event, u.class_unload.class_id);
    OFF(JVMPI_Event, u.class_load_hook.class_data);
    OFF(JVMPI_Event, u.class_load_hook.class_data_len);
    OFF(JVMPI_Event, u.class_load_hook.new_class_data);
    OFF(JVMPI_Event, u.class_load_hook.new_class_data_len);
    OFF(JVMPI_Event, u.class_load_hook.malloc_f);
    OFF(JVMPI_Event, u.delete_arena.arena_id);
    OFF(JVMPI_Event, u.new_arena.arena_id);
    OFF(JVMPI_Event, u.new_arena.arena_name);
    OFF(JVMPI_Event, u.compiled_method_load.method_id);
    OFF(JVMPI_Event, u.compiled_method_load.code_addr);
    OFF(JVMPI_Event, u.compiled_method_load.code_size);
    OFF(JVMPI_Event, u.compiled_method_load.lineno_table_size);
    OFF(JVMPI_Event, u.compiled_method_load.lineno_table);
    OFF(JVMPI_Event, u.compiled_method_unload.method_id);
    OFF(JVMPI_Event, u.gc_info.used_objects);
    OFF(JVMPI_Event, u.gc_info.used_object_space);
    OFF(JVMPI_Event, u.gc_info.total_object_space);
    OFF(JVMPI_Event, u.heap_dump.dump_level);
    OFF(JVMPI_Event, u.heap_dump.begin);
    OFF(JVMPI_Event, u.heap_dump.end);
    OFF(JVMPI_Event, u.heap_dump.num_traces);
    OFF(JVMPI_Event, u.heap_dump.traces);
    OFF(JVMPI_Event, u.jni_globalref_alloc.obj_id);
    OFF(JVMPI_Event, u.jni_globalref_alloc.ref_id);
    OFF(JVMPI_Event, u.jni_globalref_free.ref_id);
    OFF(JVMPI_Event, u.method.method_id);
    OFF(JVMPI_Event, u.method_entry2.method_id);
    OFF(JVMPI_Event, u.method_entry2.obj_id);
    OFF(JVMPI_Event, u.monitor.object);
    OFF(JVMPI_Event, u.monitor_dump.begin);
    OFF(JVMPI_Event, u.monitor_dump.end);
    OFF(JVMPI_Event, u.monitor_dump.num_traces);
    OFF(JVMPI_Event, u.monitor_dump.traces);
    OFF(JVMPI_Event, u.monitor_dump.threads_status);
    OFF(JVMPI_Event, u.monitor_wait.object);
    OFF(JVMPI_Event, u.monitor_wait.timeout);
    OFF(JVMPI_Event, u.obj_alloc.arena_id);
    OFF(JVMPI_Event, u.obj_alloc.class_id);
    OFF(JVMPI_Event, u.obj_alloc.is_array);
    OFF(JVMPI_Event, u.obj_alloc.size);
    OFF(JVMPI_Event, u.obj_alloc.obj_id);
    OFF(JVMPI_Event, u.object_dump.data_len);
    OFF(JVMPI_Event, u.object_dump.data);
    OFF(JVMPI_Event, u.obj_free.obj_id);
    OFF(JVMPI_Event, u.obj_move.arena_id);
    OFF(JVMPI_Event, u.obj_move.obj_id);
    OFF(JVMPI_Event, u.obj_move.new_arena_id);
    OFF(JVMPI_Event, u.obj_move.new_obj_id);
    OFF(JVMPI_Event, u.raw_monitor.name);
    OFF(JVMPI_Event, u.raw_monitor.id);
    OFF(JVMPI_Event, u.thread_start.thread_name);
    OFF(JVMPI_Event, u.thread_start.group_name);
    OFF(JVMPI_Event, u.thread_start.parent_name);
    OFF(JVMPI_Event, u.thread_start.thread_id);
    OFF(JVMPI_Event, u.thread_start.thread_env_id);
    OFF(JVMPI_Event, u.instruction.method_id);
    OFF(JVMPI_Event, u.instruction.offset);
    OFF(JVMPI_Event, u.instruction.u);
    OFF(JVMPI_Event, u.instruction.u.if_info.is_true);
    OFF(JVMPI_Event, u.instruction.u.tableswitch_info.key);
    OFF(JVMPI_Event, u.instruction.u.tableswitch_info.low);
    OFF(JVMPI_Event, u.instruction.u.tableswitch_info.hi);
    OFF(JVMPI_Event, u.instruction.u.lookupswitch_info.chosen_pair_index);
    OFF(JVMPI_Event, u.instruction.u.lookupswitch_info.pairs_total);
    SIZE(JVMPI_Interface);
    OFF(JVMPI_Interface, version);
    OFF(JVMPI_Interface, NotifyEvent);
    OFF(JVMPI_Interface, EnableEvent);
    OFF(JVMPI_Interface, DisableEvent);
    OFF(JVMPI_Interface, RequestEvent);
    OFF(JVMPI_Interface, GetCallTrace);
    OFF(JVMPI_Interface, ProfilerExit);
    OFF(JVMPI_Interface, RawMonitorCreate);
    OFF(JVMPI_Interface, RawMonitorEnter);
    OFF(JVMPI_Interface, RawMonitorExit);
    OFF(JVMPI_Interface, RawMonitorWait);
    OFF(JVMPI_Interface, RawMonitorNotifyAll);
    OFF(JVMPI_Interface, RawMonitorDestroy);
    OFF(JVMPI_Interface, GetCurrentThreadCpuTime);
    OFF(JVMPI_Interface, SuspendThread);
    OFF(JVMPI_Interface, ResumeThread);
    OFF(JVMPI_Interface, GetThreadStatus);
    OFF(JVMPI_Interface, ThreadHasRun);
    OFF(JVMPI_Interface, CreateSystemThread);
    OFF(JVMPI_Interface, SetThreadLocalStorage);
    OFF(JVMPI_Interface, GetThreadLocalStorage);
    OFF(JVMPI_Interface, DisableGC);
    OFF(JVMPI_Interface, EnableGC);
    OFF(JVMPI_Interface, RunGC);
    OFF(JVMPI_Interface, GetThreadObject);
    OFF(JVMPI_Interface, GetMethodClass);
    OFF(JVMPI_Interface, jobjectID2jobject);
    OFF(JVMPI_Interface, jobject2jobjectID);
    OFF(JVMPI_Interface, SuspendThreadList);
    OFF(JVMPI_Interface, ResumeThreadList);
    CONST(JVMPI_VERSION_1);
    CONST(JVMPI_VERSION_1_1);
    CONST(JVMPI_VERSION_1_2);
    CONST(JVMPI_REQUESTED_EVENT);
    CONST(JVMPI_SUCCESS);
    CONST(JVMPI_NOT_AVAILABLE);
    CONST(JVMPI_FAIL);
    CONST(JVMPI_THREAD_RUNNABLE);
    CONST(JVMPI_THREAD_MONITOR_WAIT);
    CONST(JVMPI_THREAD_CONDVAR_WAIT);
    CONST(JVMPI_THREAD_INTERRUPTED);
    CONST(JVMPI_THREAD_SUSPENDED);
    CONST(JVMPI_MINIMUM_PRIORITY);
    CONST(JVMPI_NORMAL_PRIORITY);
    CONST(JVMPI_MAXIMUM_PRIORITY);
    CONST(JVMPI_NORMAL_OBJECT);
    CONST(JVMPI_CLASS);
    CONST(JVMPI_BOOLEAN);
    CONST(JVMPI_CHAR);
    CONST(JVMPI_FLOAT);
    CONST(JVMPI_DOUBLE);
    CONST(JVMPI_BYTE);
    CONST(JVMPI_SHORT);
    CONST(JVMPI_INT);
    CONST(JVMPI_LONG);
    CONST(JVMPI_MONITOR_JAVA);
    CONST(JVMPI_MONITOR_RAW);
    CONST(JVMPI_GC_ROOT_UNKNOWN);
    CONST(JVMPI_GC_ROOT_JNI_GLOBAL);
    CONST(JVMPI_GC_ROOT_JNI_LOCAL);
    CONST(JVMPI_GC_ROOT_JAVA_FRAME);
    CONST(JVMPI_GC_ROOT_NATIVE_STACK);
    CONST(JVMPI_GC_ROOT_STICKY_CLASS);
    CONST(JVMPI_GC_ROOT_THREAD_BLOCK);
    CONST(JVMPI_GC_ROOT_MONITOR_USED);
    CONST(JVMPI_GC_ROOT_THREAD_OBJ);
    CONST(JVMPI_GC_CLASS_DUMP);
    CONST(JVMPI_GC_INSTANCE_DUMP);
    CONST(JVMPI_GC_OBJ_ARRAY_DUMP);
    CONST(JVMPI_GC_PRIM_ARRAY_DUMP);
    CONST(JVMPI_DUMP_LEVEL_0);
    CONST(JVMPI_DUMP_LEVEL_1);
    CONST(JVMPI_DUMP_LEVEL_2);
    CONST(JVMPI_EVENT_METHOD_ENTRY);
    CONST(JVMPI_EVENT_METHOD_ENTRY2);
    CONST(JVMPI_EVENT_METHOD_EXIT);
    CONST(JVMPI_EVENT_OBJECT_ALLOC);
    CONST(JVMPI_EVENT_OBJECT_FREE);
    CONST(JVMPI_EVENT_OBJECT_MOVE);
    CONST(JVMPI_EVENT_COMPILED_METHOD_LOAD);
    CONST(JVMPI_EVENT_COMPILED_METHOD_UNLOAD);
    CONST(JVMPI_EVENT_INSTRUCTION_START);
    CONST(JVMPI_EVENT_THREAD_START);
    CONST(JVMPI_EVENT_THREAD_END);
    CONST(JVMPI_EVENT_CLASS_LOAD_HOOK);
    CONST(JVMPI_EVENT_HEAP_DUMP);
    CONST(JVMPI_EVENT_JNI_GLOBALREF_ALLOC);
    CONST(JVMPI_EVENT_JNI_GLOBALREF_FREE);
    CONST(JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC);
    CONST(JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE);
    CONST(JVMPI_EVENT_CLASS_LOAD);
    CONST(JVMPI_EVENT_CLASS_UNLOAD);
    CONST(JVMPI_EVENT_DATA_DUMP_REQUEST);
    CONST(JVMPI_EVENT_DATA_RESET_REQUEST);
    CONST(JVMPI_EVENT_JVM_INIT_DONE);
    CONST(JVMPI_EVENT_JVM_SHUT_DOWN);
    CONST(JVMPI_EVENT_ARENA_NEW);
    CONST(JVMPI_EVENT_ARENA_DELETE);
    CONST(JVMPI_EVENT_OBJECT_DUMP);
    CONST(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER);
    CONST(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED);
    CONST(JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT);
    CONST(JVMPI_EVENT_MONITOR_CONTENDED_ENTER);
    CONST(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED);
    CONST(JVMPI_EVENT_MONITOR_CONTENDED_EXIT);
    CONST(JVMPI_EVENT_MONITOR_WAIT);
    CONST(JVMPI_EVENT_MONITOR_WAITED);
    CONST(JVMPI_EVENT_MONITOR_DUMP);
    CONST(JVMPI_EVENT_GC_START);
    CONST(JVMPI_EVENT_GC_FINISH);
#ifdef JVMPI_EVENT_LOAD_COMPILED_METHOD
    CONST(JVMPI_EVENT_LOAD_COMPILED_METHOD);
#endif
#ifdef JVMPI_EVENT_UNLOAD_COMPILED_METHOD
    CONST(JVMPI_EVENT_UNLOAD_COMPILED_METHOD);
#endif
#ifdef JVMPI_EVENT_NEW_ARENA
    CONST(JVMPI_EVENT_NEW_ARENA);
#endif
#ifdef JVMPI_EVENT_DELETE_ARENA
    CONST(JVMPI_EVENT_DELETE_ARENA);
#endif
#ifdef JVMPI_EVENT_DUMP_DATA_REQUEST
    CONST(JVMPI_EVENT_DUMP_DATA_REQUEST);
#endif
#ifdef JVMPI_EVENT_RESET_DATA_REQUEST
    CONST(JVMPI_EVENT_RESET_DATA_REQUEST);
#endif
#ifdef JVMPI_EVENT_OBJ_ALLOC
    CONST(JVMPI_EVENT_OBJ_ALLOC);
#endif
#ifdef JVMPI_EVENT_OBJ_FREE
    CONST(JVMPI_EVENT_OBJ_FREE);
#endif
#ifdef JVMPI_EVENT_OBJ_MOVE
    CONST(JVMPI_EVENT_OBJ_MOVE);
#endif
    return 0;
}
