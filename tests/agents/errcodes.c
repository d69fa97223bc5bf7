/*
 * errcodes - calls every function of the JVMTI table with bad arguments
 * and prints what comes back, one "Function case -> ERROR" line per call,
 * in a fixed order; the comparison with the reference JVM shows every
 * error code that differs.
 *
 * Cases:
 *   onload       in Agent_OnLoad, functions not allowed in the OnLoad phase
 *   onload-disposed-env  every slot of the table through a disposed
 *                environment in Agent_OnLoad: the phase is checked first
 *   start        in VMStart, functions allowed only in the live phase
 *   nocap        a second environment with no capabilities (the arguments
 *                are invalid too, so that a VM that skips the capability
 *                check still does nothing); nocap-disable: disabling an
 *                event needs no capability
 *   null         a NULL pointer parameter, everything else valid
 *   bad-thread   a jobject that is not a java.lang.Thread
 *   unstarted    a Thread that was never started
 *   bad-class    a jobject that is not a java.lang.Class
 *   primitive    int.class
 *   bad-method   a forged jmethodID pointing at zeroed memory, or NULL
 *   native       the never-bound native method Errcodes.neverBound
 *   bad-field    a static jfieldID of Errcodes$Other used with Errcodes
 *   bad-monitor  a forged jrawMonitorID pointing at zeroed memory, or NULL
 *   not-owner    a valid raw monitor the thread does not own
 *   null-group   a NULL jthreadGroup
 *   ...-null     several bad arguments at once: which is checked first
 *   deleted-loader  a deleted global reference to a class loader
 *   bad-mode     an unknown jvmtiEventMode, which disables the event
 *   bad-depth, bad-slot, bad-arg  out-of-range numbers
 *   dead         Agent_OnUnload, the dead phase
 *
 * Cases left out because they crash HotSpot itself (it does not validate
 * these handles, it dereferences them):
 *   - a jmethodID that is a small integer such as (jmethodID)8: HotSpot
 *     reads the Method* through it; the forged ID used here points at
 *     zeroed memory instead, which HotSpot recognises as invalid;
 *   - a jrawMonitorID that is a small integer: the same, so the forged
 *     monitor also points at zeroed memory;
 *   - forged jobject/jclass/jthread values that are not JNI references:
 *     every handle parameter here is a real reference of the wrong kind;
 *   - a jfieldID that is a small integer: only "a valid jfieldID of
 *     another class" is tested;
 *   - GetThreadGroupInfo and GetThreadGroupChildren with an object that is
 *     not a ThreadGroup (HotSpot reads its fields as if it were one);
 *   - GetClassLoaderClasses with an object that is not a ClassLoader;
 *   - RedefineClasses with a class definition whose klass is not a Class.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;  /* every potential capability */
static jvmtiEnv *bare;   /* no capabilities */

static const char *error_name(jvmtiError e)
{
#define E(x) case JVMTI_ERROR_##x: return #x;
    switch (e) {
    E(NONE) E(INVALID_THREAD) E(INVALID_THREAD_GROUP) E(INVALID_PRIORITY)
    E(THREAD_NOT_SUSPENDED) E(THREAD_SUSPENDED) E(THREAD_NOT_ALIVE) E(INVALID_OBJECT)
    E(INVALID_CLASS) E(CLASS_NOT_PREPARED) E(INVALID_METHODID) E(INVALID_LOCATION)
    E(INVALID_FIELDID) E(INVALID_MODULE) E(NO_MORE_FRAMES) E(OPAQUE_FRAME) E(TYPE_MISMATCH)
    E(INVALID_SLOT) E(DUPLICATE) E(NOT_FOUND) E(INVALID_MONITOR) E(NOT_MONITOR_OWNER)
    E(INTERRUPT) E(INVALID_CLASS_FORMAT) E(CIRCULAR_CLASS_DEFINITION) E(FAILS_VERIFICATION)
    E(UNSUPPORTED_REDEFINITION_METHOD_ADDED) E(UNSUPPORTED_REDEFINITION_SCHEMA_CHANGED)
    E(INVALID_TYPESTATE) E(UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED)
    E(UNSUPPORTED_REDEFINITION_METHOD_DELETED) E(UNSUPPORTED_VERSION) E(NAMES_DONT_MATCH)
    E(UNSUPPORTED_REDEFINITION_CLASS_MODIFIERS_CHANGED)
    E(UNSUPPORTED_REDEFINITION_METHOD_MODIFIERS_CHANGED)
    E(UNSUPPORTED_REDEFINITION_CLASS_ATTRIBUTE_CHANGED) E(UNMODIFIABLE_CLASS)
    E(UNMODIFIABLE_MODULE) E(NOT_AVAILABLE) E(MUST_POSSESS_CAPABILITY) E(NULL_POINTER)
    E(ABSENT_INFORMATION) E(INVALID_EVENT_TYPE) E(ILLEGAL_ARGUMENT) E(NATIVE_METHOD)
    E(CLASS_LOADER_UNSUPPORTED) E(OUT_OF_MEMORY) E(ACCESS_DENIED) E(WRONG_PHASE) E(INTERNAL)
    E(UNATTACHED_THREAD) E(INVALID_ENVIRONMENT)
    default: return "unknown error";
    }
#undef E
}

static void report(const char *fn, const char *what, jvmtiError err)
{
    ag_log("%s %s -> %s", fn, what, error_name(err));
}

#define R(fn, what, call) report(fn, what, call)
#define J (*jvmti)
#define B (*bare)

/* Zeroed memory for forged jmethodIDs and jrawMonitorIDs. */
static void *zeroes[64];
#define FAKE_METHOD ((jmethodID)(void *)zeroes)
#define FAKE_MONITOR ((jrawMonitorID)(void *)zeroes)

/* ---- OnLoad, start and dead phases --------------------------------------- */

/* The members of jvmtiInterface_1 in slot order (NULL: reserved). */
static const char *const slot_names[] = {
    NULL, "SetEventNotificationMode", "GetAllModules", "GetAllThreads", "SuspendThread",
    "ResumeThread", "StopThread", "InterruptThread", "GetThreadInfo", "GetOwnedMonitorInfo",
    "GetCurrentContendedMonitor", "RunAgentThread", "GetTopThreadGroups", "GetThreadGroupInfo",
    "GetThreadGroupChildren", "GetFrameCount", "GetThreadState", "GetCurrentThread",
    "GetFrameLocation", "NotifyFramePop", "GetLocalObject", "GetLocalInt", "GetLocalLong",
    "GetLocalFloat", "GetLocalDouble", "SetLocalObject", "SetLocalInt", "SetLocalLong",
    "SetLocalFloat", "SetLocalDouble", "CreateRawMonitor", "DestroyRawMonitor",
    "RawMonitorEnter", "RawMonitorExit", "RawMonitorWait", "RawMonitorNotify",
    "RawMonitorNotifyAll", "SetBreakpoint", "ClearBreakpoint", "GetNamedModule",
    "SetFieldAccessWatch", "ClearFieldAccessWatch", "SetFieldModificationWatch",
    "ClearFieldModificationWatch", "IsModifiableClass", "Allocate", "Deallocate",
    "GetClassSignature", "GetClassStatus", "GetSourceFileName", "GetClassModifiers",
    "GetClassMethods", "GetClassFields", "GetImplementedInterfaces", "IsInterface",
    "IsArrayClass", "GetClassLoader", "GetObjectHashCode", "GetObjectMonitorUsage",
    "GetFieldName", "GetFieldDeclaringClass", "GetFieldModifiers", "IsFieldSynthetic",
    "GetMethodName", "GetMethodDeclaringClass", "GetMethodModifiers", NULL, "GetMaxLocals",
    "GetArgumentsSize", "GetLineNumberTable", "GetMethodLocation", "GetLocalVariableTable",
    "SetNativeMethodPrefix", "SetNativeMethodPrefixes", "GetBytecodes", "IsMethodNative",
    "IsMethodSynthetic", "GetLoadedClasses", "GetClassLoaderClasses", "PopFrame",
    "ForceEarlyReturnObject", "ForceEarlyReturnInt", "ForceEarlyReturnLong",
    "ForceEarlyReturnFloat", "ForceEarlyReturnDouble", "ForceEarlyReturnVoid",
    "RedefineClasses", "GetVersionNumber", "GetCapabilities", "GetSourceDebugExtension",
    "IsMethodObsolete", "SuspendThreadList", "ResumeThreadList", "AddModuleReads",
    "AddModuleExports", "AddModuleOpens", "AddModuleUses", "AddModuleProvides",
    "IsModifiableModule", "GetAllStackTraces", "GetThreadListStackTraces",
    "GetThreadLocalStorage", "SetThreadLocalStorage", "GetStackTrace", NULL, "GetTag", "SetTag",
    "ForceGarbageCollection", "IterateOverObjectsReachableFromObject",
    "IterateOverReachableObjects", "IterateOverHeap", "IterateOverInstancesOfClass", NULL,
    "GetObjectsWithTags", "FollowReferences", "IterateThroughHeap", NULL, NULL, NULL,
    "SetJNIFunctionTable", "GetJNIFunctionTable", "SetEventCallbacks", "GenerateEvents",
    "GetExtensionFunctions", "GetExtensionEvents", "SetExtensionEventCallback",
    "DisposeEnvironment", "GetErrorName", "GetJLocationFormat", "GetSystemProperties",
    "GetSystemProperty", "SetSystemProperty", "GetPhase", "GetCurrentThreadCpuTimerInfo",
    "GetCurrentThreadCpuTime", "GetThreadCpuTimerInfo", "GetThreadCpuTime", "GetTimerInfo",
    "GetTime", "GetPotentialCapabilities", NULL, "AddCapabilities", "RelinquishCapabilities",
    "GetAvailableProcessors", "GetClassVersionNumbers", "GetConstantPool",
    "GetEnvironmentLocalStorage", "SetEnvironmentLocalStorage",
    "AddToBootstrapClassLoaderSearch", "SetVerboseFlag", "AddToSystemClassLoaderSearch",
    "RetransformClasses", "GetOwnedMonitorStackDepthInfo", "GetObjectSize", "GetLocalInstance",
    "SetHeapSamplingInterval",
};

typedef jvmtiError (JNICALL *AnyFn)(jvmtiEnv *, void *, void *, void *, void *, void *, void *);

/*
 * Every function of the table through a disposed environment, in the
 * OnLoad phase, with NULL and zero arguments: the answer says which check
 * comes first, the phase (WRONG_PHASE for functions not allowed in OnLoad)
 * or the environment (INVALID_ENVIRONMENT). The environment's memory is
 * still the VM's in OnLoad, so the check reads nothing freed.
 */
static void disposed_env(JavaVM *vm)
{
    jvmtiEnv *gone = NULL;
    if ((*vm)->GetEnv(vm, (void **)&gone, JVMTI_VERSION_11) != JNI_OK) {
        ag_log("ERROR GetEnv for the disposed environment");
        return;
    }
    R("DisposeEnvironment", "onload", (*gone)->DisposeEnvironment(gone));
    void *const *table = (void *const *)(*gone);
    for (size_t i = 0; i < sizeof slot_names / sizeof slot_names[0]; i++) {
        if (slot_names[i] == NULL || table[i] == NULL)
            continue;
        AnyFn fn = (AnyFn)table[i];
        R(slot_names[i], "onload-disposed-env", fn(gone, NULL, NULL, NULL, NULL, NULL, NULL));
    }
}

static void onload_phase(void)
{
    jint n;
    jthread *threads;
    jclass *classes;
    jthread thr;
    jint i;
    jlong l;
    jvmtiStackInfo *si;
    jobject *objs;
    jlong tag = 1;
    jvmtiHeapCallbacks hcb;
    memset(&hcb, 0, sizeof hcb);
    const char *w = "onload";
    R("GetAllThreads", w, J->GetAllThreads(jvmti, &n, &threads));
    R("SuspendThread", w, J->SuspendThread(jvmti, NULL));
    R("GetThreadInfo", w, J->GetThreadInfo(jvmti, NULL, NULL));
    R("GetFrameCount", w, J->GetFrameCount(jvmti, NULL, &i));
    R("GetThreadState", w, J->GetThreadState(jvmti, NULL, &i));
    R("GetCurrentThread", w, J->GetCurrentThread(jvmti, &thr));
    R("GetTopThreadGroups", w, J->GetTopThreadGroups(jvmti, &n, NULL));
    R("GetLoadedClasses", w, J->GetLoadedClasses(jvmti, &n, &classes));
    R("GetClassSignature", w, J->GetClassSignature(jvmti, NULL, NULL, NULL));
    R("GetMethodName", w, J->GetMethodName(jvmti, NULL, NULL, NULL, NULL));
    R("GetTag", w, J->GetTag(jvmti, NULL, &l));
    R("ForceGarbageCollection", w, J->ForceGarbageCollection(jvmti));
    R("FollowReferences", w, J->FollowReferences(jvmti, 0, NULL, NULL, &hcb, NULL));
    R("IterateThroughHeap", w, J->IterateThroughHeap(jvmti, 0, NULL, &hcb, NULL));
    R("GetObjectsWithTags", w, J->GetObjectsWithTags(jvmti, 1, &tag, &n, &objs, NULL));
    R("GetAllStackTraces", w, J->GetAllStackTraces(jvmti, 1, &si, &n));
    R("GenerateEvents", w, J->GenerateEvents(jvmti, JVMTI_EVENT_COMPILED_METHOD_LOAD));
    R("GetAllModules", w, J->GetAllModules(jvmti, &n, &objs));
    R("RunAgentThread", w, J->RunAgentThread(jvmti, NULL, NULL, NULL, 5));
    R("GetBytecodes", w, J->GetBytecodes(jvmti, NULL, &n, NULL));
    R("RetransformClasses", w, J->RetransformClasses(jvmti, 0, NULL));
    R("RedefineClasses", w, J->RedefineClasses(jvmti, 0, NULL));
    R("GetObjectSize", w, J->GetObjectSize(jvmti, NULL, &l));
    R("GetStackTrace", w, J->GetStackTrace(jvmti, NULL, 0, 1, NULL, &n));
    R("SetBreakpoint", w, J->SetBreakpoint(jvmti, NULL, 0));
    R("GetLocalInt", w, J->GetLocalInt(jvmti, NULL, 0, 0, &i));
    R("IterateOverHeap", w, J->IterateOverHeap(jvmti, JVMTI_HEAP_OBJECT_EITHER, NULL, NULL));
    R("SetFieldAccessWatch", w, J->SetFieldAccessWatch(jvmti, NULL, NULL));
    R("GetNamedModule", w, J->GetNamedModule(jvmti, NULL, "java/lang", NULL));
    R("GetJNIFunctionTable", w, J->GetJNIFunctionTable(jvmti, NULL));
    R("GetThreadCpuTime", w, J->GetThreadCpuTime(jvmti, NULL, &l));
    R("GetCurrentThreadCpuTime", w, J->GetCurrentThreadCpuTime(jvmti, &l));
    R("GetClassLoaderClasses", w, J->GetClassLoaderClasses(jvmti, NULL, &n, &classes));
    R("GetOwnedMonitorInfo", w, J->GetOwnedMonitorInfo(jvmti, NULL, &n, &objs));
    R("InterruptThread", w, J->InterruptThread(jvmti, NULL));
    R("GetThreadLocalStorage", w, J->GetThreadLocalStorage(jvmti, NULL, NULL));
    R("GetObjectHashCode", w, J->GetObjectHashCode(jvmti, NULL, &i));
    R("AddModuleReads", w, J->AddModuleReads(jvmti, NULL, NULL));
    R("PopFrame", w, J->PopFrame(jvmti, NULL));
    R("GetClassStatus", w, J->GetClassStatus(jvmti, NULL, &i));
    /* Allowed in OnLoad: these must not say WRONG_PHASE. */
    jrawMonitorID mon;
    char *value = NULL;
    R("CreateRawMonitor", "onload-allowed", J->CreateRawMonitor(jvmti, "onload", &mon));
    R("RawMonitorEnter", "onload-allowed", J->RawMonitorEnter(jvmti, mon));
    R("RawMonitorExit", "onload-allowed", J->RawMonitorExit(jvmti, mon));
    R("DestroyRawMonitor", "onload-allowed", J->DestroyRawMonitor(jvmti, mon));
    R("GetSystemProperty", "onload-allowed", J->GetSystemProperty(jvmti, "java.vm.specification.version", &value));
    ag_free(jvmti, value);
    R("SetSystemProperty", "onload-allowed", J->SetSystemProperty(jvmti, "errcodes.unknown", "1"));
    R("SetHeapSamplingInterval", "onload-allowed", J->SetHeapSamplingInterval(jvmti, 0));
    R("GetPhase", "null", J->GetPhase(jvmti, NULL));
    jvmtiPhase ph;
    J->GetPhase(jvmti, &ph);
    ag_log("GetPhase onload = %d", (int)ph);
}

/* Enabled in OnLoad; the live phase's SetEventNotificationMode with an
 * unknown mode disables it again (HotSpot takes any mode other than
 * JVMTI_ENABLE for JVMTI_DISABLE), so this line must not appear. */
static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    ag_log("VMDeath still enabled after SetEventNotificationMode bad-mode");
}

static void JNICALL on_vm_start(jvmtiEnv *env, JNIEnv *jni)
{
    jint n;
    jclass *classes;
    jthread *threads;
    const char *w = "start";
    R("GetLoadedClasses", w, J->GetLoadedClasses(jvmti, &n, &classes));
    R("GetAllThreads", w, J->GetAllThreads(jvmti, &n, &threads));
    R("ForceGarbageCollection", w, J->ForceGarbageCollection(jvmti));
    R("SetSystemProperty", w, J->SetSystemProperty(jvmti, "errcodes.unknown", "1"));
    jvmtiPhase ph;
    J->GetPhase(jvmti, &ph);
    ag_log("GetPhase start = %d", (int)ph);
}

JNIEXPORT void JNICALL Agent_OnUnload(JavaVM *vm)
{
    jint n;
    jthread *threads;
    jvmtiPhase ph = 0;
    const char *w = "dead";
    R("GetPhase", w, J->GetPhase(jvmti, &ph));
    ag_log("GetPhase dead = %d", (int)ph);
    R("GetAllThreads", w, J->GetAllThreads(jvmti, &n, &threads));
    R("ForceGarbageCollection", w, J->ForceGarbageCollection(jvmti));
    R("GetLoadedClasses", w, J->GetLoadedClasses(jvmti, &n, NULL));
}

/* ---- Live phase ------------------------------------------------------------ */

/* The handles the live checks aim at, made in the checkpoint callback. */
static jthread thr;        /* the current thread (main) */
static jobject notthr;     /* a String */
static jthread unstarted;  /* new Thread(), never started */
static jclass cls;         /* Errcodes */
static jclass other;       /* Errcodes$Other */
static jclass prim;        /* int.class */
static jmethodID mid;      /* Errcodes.probe */
static jmethodID natmid;   /* Errcodes.neverBound */
static jfieldID fid;       /* Errcodes.count (static) */
static jfieldID otherfid;  /* Errcodes$Other.otherStatic (static) */
static jint probe_depth;   /* depth of probe() in the current thread */
static jint native_depth;  /* depth of the first native frame above it */

static void JNICALL agent_proc(jvmtiEnv *env, JNIEnv *jni, void *arg)
{
}

static void live_threads(JNIEnv *jni)
{
    jint n, i;
    jthread *threads;
    jobject *objs;
    jobject obj;
    jlong l;
    jvmtiThreadInfo info;
    jvmtiFrameInfo frames[4];
    jvmtiStackInfo *si;
    jvmtiMonitorStackDepthInfo *md;
    jthreadGroup *groups;
    void *p;
    R("GetAllThreads", "null", J->GetAllThreads(jvmti, NULL, &threads));
    R("GetAllThreads", "null2", J->GetAllThreads(jvmti, &n, NULL));
    R("SuspendThread", "bad-thread", J->SuspendThread(jvmti, notthr));
    R("SuspendThread", "unstarted", J->SuspendThread(jvmti, unstarted));
    R("ResumeThread", "bad-thread", J->ResumeThread(jvmti, notthr));
    R("ResumeThread", "unstarted", J->ResumeThread(jvmti, unstarted));
    R("ResumeThread", "not-suspended", J->ResumeThread(jvmti, thr));
    R("StopThread", "bad-thread", J->StopThread(jvmti, notthr, notthr));
    R("StopThread", "unstarted", J->StopThread(jvmti, unstarted, notthr));
    R("StopThread", "null-exception", J->StopThread(jvmti, unstarted, NULL));
    R("InterruptThread", "bad-thread", J->InterruptThread(jvmti, notthr));
    R("InterruptThread", "unstarted", J->InterruptThread(jvmti, unstarted));
    R("GetThreadInfo", "bad-thread", J->GetThreadInfo(jvmti, notthr, &info));
    R("GetThreadInfo", "null", J->GetThreadInfo(jvmti, thr, NULL));
    R("GetOwnedMonitorInfo", "bad-thread", J->GetOwnedMonitorInfo(jvmti, notthr, &n, &objs));
    R("GetOwnedMonitorInfo", "unstarted", J->GetOwnedMonitorInfo(jvmti, unstarted, &n, &objs));
    R("GetOwnedMonitorInfo", "null", J->GetOwnedMonitorInfo(jvmti, thr, NULL, &objs));
    R("GetOwnedMonitorInfo", "null2", J->GetOwnedMonitorInfo(jvmti, thr, &n, NULL));
    R("GetCurrentContendedMonitor", "bad-thread", J->GetCurrentContendedMonitor(jvmti, notthr, &obj));
    R("GetCurrentContendedMonitor", "unstarted", J->GetCurrentContendedMonitor(jvmti, unstarted, &obj));
    R("GetCurrentContendedMonitor", "null", J->GetCurrentContendedMonitor(jvmti, thr, NULL));
    R("RunAgentThread", "bad-thread", J->RunAgentThread(jvmti, notthr, agent_proc, NULL, 5));
    R("RunAgentThread", "null-proc", J->RunAgentThread(jvmti, unstarted, NULL, NULL, 5));
    R("RunAgentThread", "bad-priority", J->RunAgentThread(jvmti, unstarted, agent_proc, NULL, 99));
    R("RunAgentThread", "null-thread", J->RunAgentThread(jvmti, NULL, agent_proc, NULL, 5));
    R("GetTopThreadGroups", "null", J->GetTopThreadGroups(jvmti, NULL, &groups));
    R("GetTopThreadGroups", "null2", J->GetTopThreadGroups(jvmti, &n, NULL));
    jvmtiThreadGroupInfo ginfo;
    R("GetThreadGroupInfo", "null-group", J->GetThreadGroupInfo(jvmti, NULL, &ginfo));
    R("GetThreadGroupChildren", "null-group",
      J->GetThreadGroupChildren(jvmti, NULL, &n, &threads, &i, &groups));
    /* Several bad arguments at once: which one is checked first. */
    R("GetThreadGroupInfo", "null-group-null", J->GetThreadGroupInfo(jvmti, NULL, NULL));
    R("GetThreadGroupChildren", "null-group-null",
      J->GetThreadGroupChildren(jvmti, NULL, NULL, &threads, &i, &groups));
    R("GetThreadGroupChildren", "null-group-null2",
      J->GetThreadGroupChildren(jvmti, NULL, &n, NULL, &i, &groups));
    R("GetThreadGroupChildren", "null-group-null3",
      J->GetThreadGroupChildren(jvmti, NULL, &n, &threads, NULL, &groups));
    R("GetThreadGroupChildren", "null-group-null4",
      J->GetThreadGroupChildren(jvmti, NULL, &n, &threads, &i, NULL));
    R("GetThreadInfo", "bad-thread-null", J->GetThreadInfo(jvmti, notthr, NULL));
    R("GetFrameCount", "bad-thread-null", J->GetFrameCount(jvmti, notthr, NULL));
    R("GetThreadState", "bad-thread-null", J->GetThreadState(jvmti, notthr, NULL));
    R("GetThreadState", "unstarted-null", J->GetThreadState(jvmti, unstarted, NULL));
    R("GetStackTrace", "bad-thread-null", J->GetStackTrace(jvmti, notthr, 0, 4, NULL, NULL));
    R("GetStackTrace", "unstarted-null", J->GetStackTrace(jvmti, unstarted, 0, 4, NULL, NULL));
    R("GetStackTrace", "bad-max-null", J->GetStackTrace(jvmti, thr, 0, -1, NULL, NULL));
    R("GetOwnedMonitorInfo", "bad-thread-null", J->GetOwnedMonitorInfo(jvmti, notthr, NULL, NULL));
    R("GetOwnedMonitorInfo", "unstarted-null", J->GetOwnedMonitorInfo(jvmti, unstarted, NULL, NULL));
    R("GetCurrentContendedMonitor", "bad-thread-null",
      J->GetCurrentContendedMonitor(jvmti, notthr, NULL));
    R("GetThreadLocalStorage", "bad-thread-null", J->GetThreadLocalStorage(jvmti, notthr, NULL));
    R("GetThreadCpuTime", "bad-thread-null", J->GetThreadCpuTime(jvmti, notthr, NULL));
    R("GetFrameLocation", "bad-thread-null", J->GetFrameLocation(jvmti, notthr, 0, NULL, NULL));
    R("GetFrameLocation", "bad-depth-null", J->GetFrameLocation(jvmti, thr, -1, NULL, NULL));
    R("GetOwnedMonitorStackDepthInfo", "bad-thread-null",
      J->GetOwnedMonitorStackDepthInfo(jvmti, notthr, NULL, NULL));
    R("GetThreadListStackTraces", "bad-count-null", J->GetThreadListStackTraces(jvmti, -1, NULL, 1, NULL));
    R("GetAllStackTraces", "bad-max-null", J->GetAllStackTraces(jvmti, -1, NULL, NULL));
    R("RunAgentThread", "bad-thread-null-proc", J->RunAgentThread(jvmti, notthr, NULL, NULL, 99));
    jthreadGroup *tops = NULL;
    if (ag_check(jvmti, J->GetTopThreadGroups(jvmti, &n, &tops), "GetTopThreadGroups") && n > 0) {
        R("GetThreadGroupInfo", "null", J->GetThreadGroupInfo(jvmti, tops[0], NULL));
        R("GetThreadGroupChildren", "null",
          J->GetThreadGroupChildren(jvmti, tops[0], NULL, &threads, &i, &groups));
        R("GetThreadGroupChildren", "null4",
          J->GetThreadGroupChildren(jvmti, tops[0], &n, &threads, &i, NULL));
        ag_free(jvmti, tops);
    }
    R("GetFrameCount", "bad-thread", J->GetFrameCount(jvmti, notthr, &n));
    R("GetFrameCount", "unstarted", J->GetFrameCount(jvmti, unstarted, &n));
    R("GetFrameCount", "null", J->GetFrameCount(jvmti, thr, NULL));
    R("GetThreadState", "bad-thread", J->GetThreadState(jvmti, notthr, &n));
    R("GetThreadState", "unstarted", J->GetThreadState(jvmti, unstarted, &n));
    ag_log("GetThreadState unstarted = %d", (int)n);
    R("GetThreadState", "null", J->GetThreadState(jvmti, thr, NULL));
    R("GetCurrentThread", "null", J->GetCurrentThread(jvmti, NULL));
    jmethodID m;
    jlocation loc;
    R("GetFrameLocation", "bad-thread", J->GetFrameLocation(jvmti, notthr, 0, &m, &loc));
    R("GetFrameLocation", "unstarted", J->GetFrameLocation(jvmti, unstarted, 0, &m, &loc));
    R("GetFrameLocation", "bad-depth", J->GetFrameLocation(jvmti, thr, -1, &m, &loc));
    R("GetFrameLocation", "deep", J->GetFrameLocation(jvmti, thr, 10000, &m, &loc));
    R("GetFrameLocation", "null", J->GetFrameLocation(jvmti, thr, probe_depth, NULL, &loc));
    R("GetFrameLocation", "null2", J->GetFrameLocation(jvmti, thr, probe_depth, &m, NULL));
    R("NotifyFramePop", "bad-thread", J->NotifyFramePop(jvmti, notthr, 0));
    R("NotifyFramePop", "unstarted", J->NotifyFramePop(jvmti, unstarted, 0));
    R("NotifyFramePop", "bad-depth", J->NotifyFramePop(jvmti, thr, -1));
    R("NotifyFramePop", "deep", J->NotifyFramePop(jvmti, thr, 10000));
    R("NotifyFramePop", "native", J->NotifyFramePop(jvmti, thr, native_depth));
    R("GetThreadListStackTraces", "bad-count", J->GetThreadListStackTraces(jvmti, -1, &thr, 1, &si));
    R("GetThreadListStackTraces", "null", J->GetThreadListStackTraces(jvmti, 1, NULL, 1, &si));
    R("GetThreadListStackTraces", "null2", J->GetThreadListStackTraces(jvmti, 1, &thr, 1, NULL));
    R("GetThreadListStackTraces", "bad-thread", J->GetThreadListStackTraces(jvmti, 1, &notthr, 1, &si));
    R("GetThreadListStackTraces", "bad-max", J->GetThreadListStackTraces(jvmti, 1, &thr, -1, &si));
    R("GetAllStackTraces", "bad-max", J->GetAllStackTraces(jvmti, -1, &si, &n));
    R("GetAllStackTraces", "null", J->GetAllStackTraces(jvmti, 1, NULL, &n));
    R("GetAllStackTraces", "null2", J->GetAllStackTraces(jvmti, 1, &si, NULL));
    R("GetThreadLocalStorage", "bad-thread", J->GetThreadLocalStorage(jvmti, notthr, &p));
    R("GetThreadLocalStorage", "unstarted", J->GetThreadLocalStorage(jvmti, unstarted, &p));
    R("GetThreadLocalStorage", "null", J->GetThreadLocalStorage(jvmti, thr, NULL));
    R("SetThreadLocalStorage", "bad-thread", J->SetThreadLocalStorage(jvmti, notthr, NULL));
    R("SetThreadLocalStorage", "unstarted", J->SetThreadLocalStorage(jvmti, unstarted, NULL));
    R("GetStackTrace", "bad-thread", J->GetStackTrace(jvmti, notthr, 0, 4, frames, &n));
    R("GetStackTrace", "unstarted", J->GetStackTrace(jvmti, unstarted, 0, 4, frames, &n));
    R("GetStackTrace", "bad-max", J->GetStackTrace(jvmti, thr, 0, -1, frames, &n));
    R("GetStackTrace", "deep-start", J->GetStackTrace(jvmti, thr, 10000, 4, frames, &n));
    R("GetStackTrace", "deep-negative-start", J->GetStackTrace(jvmti, thr, -10000, 4, frames, &n));
    R("GetStackTrace", "null", J->GetStackTrace(jvmti, thr, 0, 4, NULL, &n));
    R("GetStackTrace", "null2", J->GetStackTrace(jvmti, thr, 0, 4, frames, NULL));
    R("GetOwnedMonitorStackDepthInfo", "bad-thread",
      J->GetOwnedMonitorStackDepthInfo(jvmti, notthr, &n, &md));
    R("GetOwnedMonitorStackDepthInfo", "unstarted",
      J->GetOwnedMonitorStackDepthInfo(jvmti, unstarted, &n, &md));
    R("GetOwnedMonitorStackDepthInfo", "null", J->GetOwnedMonitorStackDepthInfo(jvmti, thr, NULL, &md));
    R("GetOwnedMonitorStackDepthInfo", "null2", J->GetOwnedMonitorStackDepthInfo(jvmti, thr, &n, NULL));
    R("GetThreadCpuTime", "bad-thread", J->GetThreadCpuTime(jvmti, notthr, &l));
    R("GetThreadCpuTime", "unstarted", J->GetThreadCpuTime(jvmti, unstarted, &l));
    R("GetThreadCpuTime", "null", J->GetThreadCpuTime(jvmti, thr, NULL));
    R("GetCurrentThreadCpuTime", "null", J->GetCurrentThreadCpuTime(jvmti, NULL));
    R("GetCurrentThreadCpuTimerInfo", "null", J->GetCurrentThreadCpuTimerInfo(jvmti, NULL));
    R("GetThreadCpuTimerInfo", "null", J->GetThreadCpuTimerInfo(jvmti, NULL));
    jvmtiError results[1];
    R("SuspendThreadList", "bad-count", J->SuspendThreadList(jvmti, -1, &notthr, results));
    R("SuspendThreadList", "null", J->SuspendThreadList(jvmti, 1, NULL, results));
    R("SuspendThreadList", "null2", J->SuspendThreadList(jvmti, 1, &notthr, NULL));
    results[0] = JVMTI_ERROR_INTERNAL;
    R("SuspendThreadList", "bad-thread", J->SuspendThreadList(jvmti, 1, &notthr, results));
    R("SuspendThreadList", "bad-thread results[0]", results[0]);
    results[0] = JVMTI_ERROR_INTERNAL;
    R("SuspendThreadList", "unstarted", J->SuspendThreadList(jvmti, 1, &unstarted, results));
    R("SuspendThreadList", "unstarted results[0]", results[0]);
    R("ResumeThreadList", "bad-count", J->ResumeThreadList(jvmti, -1, &notthr, results));
    R("ResumeThreadList", "null", J->ResumeThreadList(jvmti, 1, NULL, results));
    results[0] = JVMTI_ERROR_INTERNAL;
    R("ResumeThreadList", "not-suspended", J->ResumeThreadList(jvmti, 1, &thr, results));
    R("ResumeThreadList", "not-suspended results[0]", results[0]);
    (void)jni;
}

/* Local variables, frame popping and early return on the current thread. */
static void live_frames(void)
{
    jint i;
    jlong l;
    jfloat f;
    jdouble d;
    jobject o;
    R("GetLocalInt", "ok", J->GetLocalInt(jvmti, thr, probe_depth, 0, &i));
    R("GetLocalInt", "bad-thread", J->GetLocalInt(jvmti, notthr, probe_depth, 0, &i));
    R("GetLocalInt", "unstarted", J->GetLocalInt(jvmti, unstarted, 0, 0, &i));
    R("GetLocalInt", "bad-depth", J->GetLocalInt(jvmti, thr, -1, 0, &i));
    R("GetLocalInt", "deep", J->GetLocalInt(jvmti, thr, 10000, 0, &i));
    R("GetLocalInt", "bad-slot", J->GetLocalInt(jvmti, thr, probe_depth, 99, &i));
    R("GetLocalInt", "negative-slot", J->GetLocalInt(jvmti, thr, probe_depth, -1, &i));
    R("GetLocalInt", "native", J->GetLocalInt(jvmti, thr, native_depth, 0, &i));
    R("GetLocalInt", "null", J->GetLocalInt(jvmti, thr, probe_depth, 0, NULL));
    R("GetLocalObject", "int-slot", J->GetLocalObject(jvmti, thr, probe_depth, 0, &o));
    R("GetLocalObject", "ok", J->GetLocalObject(jvmti, thr, probe_depth, 3, &o));
    R("GetLocalObject", "null", J->GetLocalObject(jvmti, thr, probe_depth, 3, NULL));
    R("GetLocalLong", "null", J->GetLocalLong(jvmti, thr, probe_depth, 4, NULL));
    R("GetLocalLong", "bad-slot", J->GetLocalLong(jvmti, thr, probe_depth, 99, &l));
    R("GetLocalFloat", "null", J->GetLocalFloat(jvmti, thr, probe_depth, 0, NULL));
    R("GetLocalFloat", "bad-slot", J->GetLocalFloat(jvmti, thr, probe_depth, 99, &f));
    R("GetLocalDouble", "null", J->GetLocalDouble(jvmti, thr, probe_depth, 1, NULL));
    R("GetLocalDouble", "bad-slot", J->GetLocalDouble(jvmti, thr, probe_depth, 99, &d));
    R("GetLocalInstance", "static-method", J->GetLocalInstance(jvmti, thr, probe_depth, &o));
    R("GetLocalInstance", "null", J->GetLocalInstance(jvmti, thr, probe_depth, NULL));
    R("GetLocalInstance", "bad-thread", J->GetLocalInstance(jvmti, notthr, 0, &o));
    R("GetLocalInstance", "bad-depth", J->GetLocalInstance(jvmti, thr, -1, &o));
    R("SetLocalObject", "bad-thread", J->SetLocalObject(jvmti, notthr, 0, 0, NULL));
    R("SetLocalObject", "bad-slot", J->SetLocalObject(jvmti, thr, probe_depth, 99, NULL));
    R("SetLocalObject", "bad-depth", J->SetLocalObject(jvmti, thr, -1, 0, NULL));
    R("SetLocalInt", "bad-thread", J->SetLocalInt(jvmti, notthr, 0, 0, 0));
    R("SetLocalInt", "bad-slot", J->SetLocalInt(jvmti, thr, probe_depth, 99, 0));
    R("SetLocalInt", "native", J->SetLocalInt(jvmti, thr, native_depth, 0, 0));
    R("SetLocalLong", "bad-slot", J->SetLocalLong(jvmti, thr, probe_depth, 99, 0));
    R("SetLocalFloat", "bad-slot", J->SetLocalFloat(jvmti, thr, probe_depth, 99, 0));
    R("SetLocalDouble", "bad-slot", J->SetLocalDouble(jvmti, thr, probe_depth, 99, 0));
    R("PopFrame", "bad-thread", J->PopFrame(jvmti, notthr));
    R("PopFrame", "unstarted", J->PopFrame(jvmti, unstarted));
    R("PopFrame", "current-not-suspended", J->PopFrame(jvmti, thr));
    R("ForceEarlyReturnObject", "bad-thread", J->ForceEarlyReturnObject(jvmti, notthr, NULL));
    R("ForceEarlyReturnObject", "unstarted", J->ForceEarlyReturnObject(jvmti, unstarted, NULL));
    R("ForceEarlyReturnInt", "bad-thread", J->ForceEarlyReturnInt(jvmti, notthr, 0));
    R("ForceEarlyReturnInt", "unstarted", J->ForceEarlyReturnInt(jvmti, unstarted, 0));
    R("ForceEarlyReturnLong", "bad-thread", J->ForceEarlyReturnLong(jvmti, notthr, 0));
    R("ForceEarlyReturnFloat", "bad-thread", J->ForceEarlyReturnFloat(jvmti, notthr, 0));
    R("ForceEarlyReturnDouble", "bad-thread", J->ForceEarlyReturnDouble(jvmti, notthr, 0));
    R("ForceEarlyReturnVoid", "bad-thread", J->ForceEarlyReturnVoid(jvmti, notthr));
    R("ForceEarlyReturnVoid", "unstarted", J->ForceEarlyReturnVoid(jvmti, unstarted));
}

static void live_monitors(void)
{
    jrawMonitorID mon = NULL;
    jint n;
    jvmtiMonitorUsage usage;
    R("CreateRawMonitor", "null", J->CreateRawMonitor(jvmti, NULL, &mon));
    R("CreateRawMonitor", "null2", J->CreateRawMonitor(jvmti, "x", NULL));
    R("CreateRawMonitor", "ok", J->CreateRawMonitor(jvmti, "errcodes", &mon));
    R("RawMonitorExit", "not-owner", J->RawMonitorExit(jvmti, mon));
    R("RawMonitorWait", "not-owner", J->RawMonitorWait(jvmti, mon, 1));
    R("RawMonitorNotify", "not-owner", J->RawMonitorNotify(jvmti, mon));
    R("RawMonitorNotifyAll", "not-owner", J->RawMonitorNotifyAll(jvmti, mon));
    R("RawMonitorEnter", "ok", J->RawMonitorEnter(jvmti, mon));
    R("RawMonitorEnter", "recursive", J->RawMonitorEnter(jvmti, mon));
    R("RawMonitorExit", "recursive", J->RawMonitorExit(jvmti, mon));
    R("RawMonitorWait", "timeout", J->RawMonitorWait(jvmti, mon, 1));
    R("RawMonitorNotify", "ok", J->RawMonitorNotify(jvmti, mon));
    R("RawMonitorExit", "ok", J->RawMonitorExit(jvmti, mon));
    R("DestroyRawMonitor", "ok", J->DestroyRawMonitor(jvmti, mon));
    R("DestroyRawMonitor", "bad-monitor", J->DestroyRawMonitor(jvmti, FAKE_MONITOR));
    R("DestroyRawMonitor", "null-monitor", J->DestroyRawMonitor(jvmti, NULL));
    R("RawMonitorEnter", "bad-monitor", J->RawMonitorEnter(jvmti, FAKE_MONITOR));
    R("RawMonitorEnter", "null-monitor", J->RawMonitorEnter(jvmti, NULL));
    R("RawMonitorExit", "bad-monitor", J->RawMonitorExit(jvmti, FAKE_MONITOR));
    R("RawMonitorWait", "bad-monitor", J->RawMonitorWait(jvmti, FAKE_MONITOR, 1));
    R("RawMonitorNotify", "bad-monitor", J->RawMonitorNotify(jvmti, FAKE_MONITOR));
    R("RawMonitorNotifyAll", "bad-monitor", J->RawMonitorNotifyAll(jvmti, FAKE_MONITOR));
    R("GetObjectMonitorUsage", "null-object", J->GetObjectMonitorUsage(jvmti, NULL, &usage));
    R("GetObjectMonitorUsage", "null", J->GetObjectMonitorUsage(jvmti, notthr, NULL));
    R("GetObjectHashCode", "null-object", J->GetObjectHashCode(jvmti, NULL, &n));
    R("GetObjectHashCode", "null", J->GetObjectHashCode(jvmti, notthr, NULL));
    R("GetObjectHashCode", "null-object-null", J->GetObjectHashCode(jvmti, NULL, NULL));
    R("GetObjectMonitorUsage", "null-object-null", J->GetObjectMonitorUsage(jvmti, NULL, NULL));
}

static void live_classes(void)
{
    jint n, i;
    jclass *classes;
    jmethodID *mids;
    jfieldID *fids;
    jboolean b;
    jobject o;
    char *s;
    unsigned char *bytes;
    struct { const char *what; jclass k; } bad[] = {
        { "bad-class", (jclass)notthr }, { "null-class", NULL }, { "primitive", prim },
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        const char *w = bad[k].what;
        jclass c = bad[k].k;
        R("GetClassSignature", w, J->GetClassSignature(jvmti, c, &s, NULL));
        R("GetClassStatus", w, J->GetClassStatus(jvmti, c, &i));
        R("GetSourceFileName", w, J->GetSourceFileName(jvmti, c, &s));
        R("GetClassModifiers", w, J->GetClassModifiers(jvmti, c, &i));
        R("GetClassMethods", w, J->GetClassMethods(jvmti, c, &n, &mids));
        R("GetClassFields", w, J->GetClassFields(jvmti, c, &n, &fids));
        R("GetImplementedInterfaces", w, J->GetImplementedInterfaces(jvmti, c, &n, &classes));
        R("IsInterface", w, J->IsInterface(jvmti, c, &b));
        R("IsArrayClass", w, J->IsArrayClass(jvmti, c, &b));
        R("GetClassLoader", w, J->GetClassLoader(jvmti, c, &o));
        R("IsModifiableClass", w, J->IsModifiableClass(jvmti, c, &b));
        R("GetSourceDebugExtension", w, J->GetSourceDebugExtension(jvmti, c, &s));
        R("GetClassVersionNumbers", w, J->GetClassVersionNumbers(jvmti, c, &n, &i));
        R("GetConstantPool", w, J->GetConstantPool(jvmti, c, &n, &i, &bytes));
    }
    R("GetClassSignature", "null-both", J->GetClassSignature(jvmti, cls, NULL, NULL));
    R("GetClassSignature", "bad-class-null", J->GetClassSignature(jvmti, (jclass)notthr, NULL, NULL));
    R("GetClassStatus", "bad-class-null", J->GetClassStatus(jvmti, (jclass)notthr, NULL));
    R("GetSourceFileName", "bad-class-null", J->GetSourceFileName(jvmti, (jclass)notthr, NULL));
    R("GetClassFields", "bad-class-null", J->GetClassFields(jvmti, (jclass)notthr, NULL, NULL));
    R("GetImplementedInterfaces", "primitive-null", J->GetImplementedInterfaces(jvmti, prim, NULL, NULL));
    R("GetClassVersionNumbers", "primitive-null", J->GetClassVersionNumbers(jvmti, prim, NULL, NULL));
    R("GetConstantPool", "primitive-null", J->GetConstantPool(jvmti, prim, NULL, NULL, NULL));
    R("GetSourceDebugExtension", "primitive-null", J->GetSourceDebugExtension(jvmti, prim, NULL));
    R("IsModifiableClass", "bad-class-null", J->IsModifiableClass(jvmti, (jclass)notthr, NULL));
    R("GetClassStatus", "null-class-null", J->GetClassStatus(jvmti, NULL, NULL));
    R("GetClassModifiers", "null-class-null", J->GetClassModifiers(jvmti, NULL, NULL));
    R("GetClassLoader", "null-class-null", J->GetClassLoader(jvmti, NULL, NULL));
    R("GetClassMethods", "null-class-null", J->GetClassMethods(jvmti, NULL, NULL, NULL));
    R("GetClassStatus", "null", J->GetClassStatus(jvmti, cls, NULL));
    R("GetSourceFileName", "null", J->GetSourceFileName(jvmti, cls, NULL));
    R("GetClassModifiers", "null", J->GetClassModifiers(jvmti, cls, NULL));
    R("GetClassMethods", "null", J->GetClassMethods(jvmti, cls, NULL, &mids));
    R("GetClassMethods", "null2", J->GetClassMethods(jvmti, cls, &n, NULL));
    R("GetClassFields", "null", J->GetClassFields(jvmti, cls, NULL, &fids));
    R("GetClassFields", "null2", J->GetClassFields(jvmti, cls, &n, NULL));
    R("GetImplementedInterfaces", "null", J->GetImplementedInterfaces(jvmti, cls, NULL, &classes));
    R("GetImplementedInterfaces", "null2", J->GetImplementedInterfaces(jvmti, cls, &n, NULL));
    R("IsInterface", "null", J->IsInterface(jvmti, cls, NULL));
    R("IsArrayClass", "null", J->IsArrayClass(jvmti, cls, NULL));
    R("GetClassLoader", "null", J->GetClassLoader(jvmti, cls, NULL));
    R("IsModifiableClass", "null", J->IsModifiableClass(jvmti, cls, NULL));
    R("GetSourceDebugExtension", "absent", J->GetSourceDebugExtension(jvmti, cls, &s));
    R("GetSourceDebugExtension", "null", J->GetSourceDebugExtension(jvmti, cls, NULL));
    R("GetClassVersionNumbers", "null", J->GetClassVersionNumbers(jvmti, cls, NULL, &i));
    R("GetClassVersionNumbers", "null2", J->GetClassVersionNumbers(jvmti, cls, &n, NULL));
    R("GetConstantPool", "null", J->GetConstantPool(jvmti, cls, NULL, &i, &bytes));
    R("GetConstantPool", "null3", J->GetConstantPool(jvmti, cls, &n, &i, NULL));
    R("GetLoadedClasses", "null", J->GetLoadedClasses(jvmti, NULL, &classes));
    R("GetLoadedClasses", "null2", J->GetLoadedClasses(jvmti, &n, NULL));
    R("GetClassLoaderClasses", "null", J->GetClassLoaderClasses(jvmti, NULL, NULL, &classes));
    R("GetClassLoaderClasses", "null2", J->GetClassLoaderClasses(jvmti, NULL, &n, NULL));

    jvmtiClassDefinition def = { cls, 4, (const unsigned char *)"junk" };
    R("RedefineClasses", "bad-count", J->RedefineClasses(jvmti, -1, &def));
    R("RedefineClasses", "null", J->RedefineClasses(jvmti, 1, NULL));
    R("RedefineClasses", "bad-format", J->RedefineClasses(jvmti, 1, &def));
    def.class_bytes = NULL;
    R("RedefineClasses", "null-bytes", J->RedefineClasses(jvmti, 1, &def));
    def.class_bytes = (const unsigned char *)"junk";
    def.klass = prim;
    R("RedefineClasses", "primitive", J->RedefineClasses(jvmti, 1, &def));
    jclass list[1] = { (jclass)notthr };
    R("RetransformClasses", "bad-count", J->RetransformClasses(jvmti, -1, list));
    R("RetransformClasses", "null", J->RetransformClasses(jvmti, 1, NULL));
    R("RetransformClasses", "bad-class", J->RetransformClasses(jvmti, 1, list));
    list[0] = prim;
    R("RetransformClasses", "primitive", J->RetransformClasses(jvmti, 1, list));
}

static void live_members(void)
{
    jint n, i;
    jboolean b;
    jclass k;
    char *s;
    jlocation start, end;
    jvmtiLineNumberEntry *lines;
    jvmtiLocalVariableEntry *vars;
    unsigned char *bytes;
    struct { const char *what; jmethodID m; } bad[] = {
        { "bad-method", FAKE_METHOD }, { "null-method", NULL }, { "native", natmid },
    };
    for (size_t j = 0; j < sizeof bad / sizeof bad[0]; j++) {
        const char *w = bad[j].what;
        jmethodID m = bad[j].m;
        R("GetMethodName", w, J->GetMethodName(jvmti, m, &s, NULL, NULL));
        R("GetMethodDeclaringClass", w, J->GetMethodDeclaringClass(jvmti, m, &k));
        R("GetMethodModifiers", w, J->GetMethodModifiers(jvmti, m, &i));
        R("GetMaxLocals", w, J->GetMaxLocals(jvmti, m, &i));
        R("GetArgumentsSize", w, J->GetArgumentsSize(jvmti, m, &i));
        R("GetLineNumberTable", w, J->GetLineNumberTable(jvmti, m, &n, &lines));
        R("GetMethodLocation", w, J->GetMethodLocation(jvmti, m, &start, &end));
        R("GetLocalVariableTable", w, J->GetLocalVariableTable(jvmti, m, &n, &vars));
        R("GetBytecodes", w, J->GetBytecodes(jvmti, m, &n, &bytes));
        R("IsMethodNative", w, J->IsMethodNative(jvmti, m, &b));
        R("IsMethodSynthetic", w, J->IsMethodSynthetic(jvmti, m, &b));
        R("IsMethodObsolete", w, J->IsMethodObsolete(jvmti, m, &b));
        R("SetBreakpoint", w, J->SetBreakpoint(jvmti, m, 0));
        R("ClearBreakpoint", w, J->ClearBreakpoint(jvmti, m, 0));
    }
    R("GetMethodName", "null-all", J->GetMethodName(jvmti, mid, NULL, NULL, NULL));
    R("GetMaxLocals", "null-method-null", J->GetMaxLocals(jvmti, NULL, NULL));
    R("GetBytecodes", "native-null", J->GetBytecodes(jvmti, natmid, NULL, NULL));
    R("GetLineNumberTable", "native-null", J->GetLineNumberTable(jvmti, natmid, NULL, NULL));
    R("GetMethodLocation", "native-null", J->GetMethodLocation(jvmti, natmid, NULL, NULL));
    R("IsMethodSynthetic", "bad-method-null", J->IsMethodSynthetic(jvmti, FAKE_METHOD, NULL));
    R("GetFieldName", "bad-field-null", J->GetFieldName(jvmti, cls, NULL, NULL, NULL, NULL));
    R("IsFieldSynthetic", "bad-class-null", J->IsFieldSynthetic(jvmti, (jclass)notthr, fid, NULL));
    R("GetFieldModifiers", "null-class-null", J->GetFieldModifiers(jvmti, NULL, fid, NULL));
    R("GetFieldModifiers", "null-field-null", J->GetFieldModifiers(jvmti, cls, NULL, NULL));
    R("GetMethodDeclaringClass", "null", J->GetMethodDeclaringClass(jvmti, mid, NULL));
    R("GetMethodModifiers", "null", J->GetMethodModifiers(jvmti, mid, NULL));
    R("GetMaxLocals", "null", J->GetMaxLocals(jvmti, mid, NULL));
    R("GetArgumentsSize", "null", J->GetArgumentsSize(jvmti, mid, NULL));
    R("GetLineNumberTable", "null", J->GetLineNumberTable(jvmti, mid, NULL, &lines));
    R("GetLineNumberTable", "null2", J->GetLineNumberTable(jvmti, mid, &n, NULL));
    R("GetMethodLocation", "null", J->GetMethodLocation(jvmti, mid, NULL, &end));
    R("GetMethodLocation", "null2", J->GetMethodLocation(jvmti, mid, &start, NULL));
    R("GetLocalVariableTable", "absent", J->GetLocalVariableTable(jvmti, mid, &n, &vars));
    R("GetLocalVariableTable", "null", J->GetLocalVariableTable(jvmti, mid, NULL, &vars));
    R("GetBytecodes", "null", J->GetBytecodes(jvmti, mid, NULL, &bytes));
    R("GetBytecodes", "null2", J->GetBytecodes(jvmti, mid, &n, NULL));
    R("IsMethodNative", "null", J->IsMethodNative(jvmti, mid, NULL));
    R("IsMethodSynthetic", "null", J->IsMethodSynthetic(jvmti, mid, NULL));
    R("IsMethodObsolete", "null", J->IsMethodObsolete(jvmti, mid, NULL));
    R("SetBreakpoint", "bad-location", J->SetBreakpoint(jvmti, mid, 100000));
    R("SetBreakpoint", "negative-location", J->SetBreakpoint(jvmti, mid, -1));
    R("ClearBreakpoint", "not-set", J->ClearBreakpoint(jvmti, mid, 0));
    R("SetBreakpoint", "ok", J->SetBreakpoint(jvmti, mid, 0));
    R("SetBreakpoint", "duplicate", J->SetBreakpoint(jvmti, mid, 0));
    R("ClearBreakpoint", "ok", J->ClearBreakpoint(jvmti, mid, 0));
    R("ClearBreakpoint", "bad-location", J->ClearBreakpoint(jvmti, mid, 100000));

    struct { const char *what; jclass k; jfieldID f; } badf[] = {
        { "bad-field", cls, otherfid }, { "null-field", cls, NULL },
        { "bad-class", (jclass)notthr, fid }, { "null-class", NULL, fid },
        { "primitive", prim, fid }, { "primitive-null-field", prim, NULL },
    };
    for (size_t j = 0; j < sizeof badf / sizeof badf[0]; j++) {
        const char *w = badf[j].what;
        jclass c = badf[j].k;
        jfieldID f = badf[j].f;
        R("GetFieldName", w, J->GetFieldName(jvmti, c, f, &s, NULL, NULL));
        R("GetFieldDeclaringClass", w, J->GetFieldDeclaringClass(jvmti, c, f, &k));
        R("GetFieldModifiers", w, J->GetFieldModifiers(jvmti, c, f, &i));
        R("IsFieldSynthetic", w, J->IsFieldSynthetic(jvmti, c, f, &b));
        R("SetFieldAccessWatch", w, J->SetFieldAccessWatch(jvmti, c, f));
        R("ClearFieldAccessWatch", w, J->ClearFieldAccessWatch(jvmti, c, f));
        R("SetFieldModificationWatch", w, J->SetFieldModificationWatch(jvmti, c, f));
        R("ClearFieldModificationWatch", w, J->ClearFieldModificationWatch(jvmti, c, f));
    }
    R("GetFieldName", "null-all", J->GetFieldName(jvmti, cls, fid, NULL, NULL, NULL));
    R("GetFieldDeclaringClass", "null", J->GetFieldDeclaringClass(jvmti, cls, fid, NULL));
    R("GetFieldModifiers", "null", J->GetFieldModifiers(jvmti, cls, fid, NULL));
    R("IsFieldSynthetic", "null", J->IsFieldSynthetic(jvmti, cls, fid, NULL));
    R("ClearFieldAccessWatch", "not-set", J->ClearFieldAccessWatch(jvmti, cls, fid));
    R("SetFieldAccessWatch", "ok", J->SetFieldAccessWatch(jvmti, cls, fid));
    R("SetFieldAccessWatch", "duplicate", J->SetFieldAccessWatch(jvmti, cls, fid));
    R("ClearFieldAccessWatch", "ok", J->ClearFieldAccessWatch(jvmti, cls, fid));
    R("ClearFieldModificationWatch", "not-set", J->ClearFieldModificationWatch(jvmti, cls, fid));
    R("SetFieldModificationWatch", "ok", J->SetFieldModificationWatch(jvmti, cls, fid));
    R("SetFieldModificationWatch", "duplicate", J->SetFieldModificationWatch(jvmti, cls, fid));
    R("ClearFieldModificationWatch", "ok", J->ClearFieldModificationWatch(jvmti, cls, fid));
}

static jint JNICALL heap_cb(jlong class_tag, jlong size, jlong *tag_ptr, jint length, void *ud)
{
    return JVMTI_VISIT_ABORT;
}

static void live_heap(void)
{
    jlong l, tag = 1, zero = 0;
    jint n;
    jobject *objs;
    jvmtiHeapCallbacks hcb;
    memset(&hcb, 0, sizeof hcb);
    hcb.heap_iteration_callback = heap_cb;
    R("GetTag", "null-object", J->GetTag(jvmti, NULL, &l));
    R("GetTag", "null", J->GetTag(jvmti, notthr, NULL));
    R("SetTag", "null-object", J->SetTag(jvmti, NULL, 1));
    R("GetObjectSize", "null-object", J->GetObjectSize(jvmti, NULL, &l));
    R("GetObjectSize", "null", J->GetObjectSize(jvmti, notthr, NULL));
    R("GetTag", "null-object-null", J->GetTag(jvmti, NULL, NULL));
    R("GetObjectSize", "null-object-null", J->GetObjectSize(jvmti, NULL, NULL));
    R("GetObjectsWithTags", "bad-count", J->GetObjectsWithTags(jvmti, 0, &tag, &n, &objs, NULL));
    R("GetObjectsWithTags", "negative-count", J->GetObjectsWithTags(jvmti, -1, &tag, &n, &objs, NULL));
    R("GetObjectsWithTags", "null-tags", J->GetObjectsWithTags(jvmti, 1, NULL, &n, &objs, NULL));
    R("GetObjectsWithTags", "zero-tag", J->GetObjectsWithTags(jvmti, 1, &zero, &n, &objs, NULL));
    R("GetObjectsWithTags", "null-count", J->GetObjectsWithTags(jvmti, 1, &tag, NULL, &objs, NULL));
    R("FollowReferences", "null-callbacks", J->FollowReferences(jvmti, 0, NULL, NULL, NULL, NULL));
    R("FollowReferences", "bad-class", J->FollowReferences(jvmti, 0, (jclass)notthr, NULL, &hcb, NULL));
    R("IterateThroughHeap", "null-callbacks", J->IterateThroughHeap(jvmti, 0, NULL, NULL, NULL));
    R("IterateThroughHeap", "bad-class", J->IterateThroughHeap(jvmti, 0, (jclass)notthr, &hcb, NULL));
    R("IterateThroughHeap", "abort", J->IterateThroughHeap(jvmti, 0, cls, &hcb, NULL));
    R("IterateOverObjectsReachableFromObject", "null-object",
      J->IterateOverObjectsReachableFromObject(jvmti, NULL, NULL, NULL));
    R("IterateOverHeap", "bad-filter", J->IterateOverHeap(jvmti, 99, NULL, NULL));
    R("IterateOverInstancesOfClass", "bad-class",
      J->IterateOverInstancesOfClass(jvmti, (jclass)notthr, JVMTI_HEAP_OBJECT_EITHER, NULL, NULL));
    R("IterateOverInstancesOfClass", "bad-filter",
      J->IterateOverInstancesOfClass(jvmti, cls, 99, NULL, NULL));
    R("SetHeapSamplingInterval", "negative", J->SetHeapSamplingInterval(jvmti, -1));
    R("SetHeapSamplingInterval", "ok", J->SetHeapSamplingInterval(jvmti, 0));
}

static void JNICALL ext_event(jvmtiEnv *env, ...)
{
}

static void live_env(void)
{
    jint n, i;
    jlong l;
    char *s, **props;
    jvmtiTimerInfo ti;
    jvmtiCapabilities caps;
    jniNativeInterface *table;
    jvmtiExtensionFunctionInfo *fns;
    jvmtiExtensionEventInfo *evs;
    unsigned char *mem;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    R("Allocate", "negative", J->Allocate(jvmti, -1, &mem));
    R("Allocate", "null", J->Allocate(jvmti, 8, NULL));
    mem = (unsigned char *)1;
    R("Allocate", "zero", J->Allocate(jvmti, 0, &mem));
    ag_log("Allocate zero gives NULL: %s", mem == NULL ? "yes" : "no");
    R("Deallocate", "null", J->Deallocate(jvmti, NULL));
    R("SetNativeMethodPrefix", "null", J->SetNativeMethodPrefix(jvmti, NULL));
    R("SetNativeMethodPrefixes", "negative", J->SetNativeMethodPrefixes(jvmti, -1, NULL));
    R("SetNativeMethodPrefixes", "null", J->SetNativeMethodPrefixes(jvmti, 1, NULL));
    R("SetNativeMethodPrefixes", "zero", J->SetNativeMethodPrefixes(jvmti, 0, NULL));
    R("GetVersionNumber", "null", J->GetVersionNumber(jvmti, NULL));
    R("GetCapabilities", "null", J->GetCapabilities(jvmti, NULL));
    R("GetPotentialCapabilities", "null", J->GetPotentialCapabilities(jvmti, NULL));
    R("AddCapabilities", "null", J->AddCapabilities(jvmti, NULL));
    R("RelinquishCapabilities", "null", J->RelinquishCapabilities(jvmti, NULL));
    memset(&caps, 0, sizeof caps);
    caps.can_generate_early_vmstart = 1;
    R("AddCapabilities", "onload-only", J->AddCapabilities(jvmti, &caps));
    R("GetJNIFunctionTable", "null", J->GetJNIFunctionTable(jvmti, NULL));
    R("SetJNIFunctionTable", "null", J->SetJNIFunctionTable(jvmti, NULL));
    R("GetJNIFunctionTable", "ok", J->GetJNIFunctionTable(jvmti, &table));
    R("SetEventCallbacks", "negative-size", J->SetEventCallbacks(jvmti, &cb, -1));
    R("SetEventNotificationMode", "bad-mode",
      J->SetEventNotificationMode(jvmti, (jvmtiEventMode)5, JVMTI_EVENT_VM_DEATH, NULL));
    R("SetEventNotificationMode", "bad-event",
      J->SetEventNotificationMode(jvmti, JVMTI_ENABLE, (jvmtiEvent)0, NULL));
    R("SetEventNotificationMode", "event-99",
      J->SetEventNotificationMode(jvmti, JVMTI_ENABLE, (jvmtiEvent)99, NULL));
    R("SetEventNotificationMode", "bad-thread",
      J->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SINGLE_STEP, notthr));
    R("SetEventNotificationMode", "global-only-event",
      J->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, thr));
    R("SetEventNotificationMode", "unstarted",
      J->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SINGLE_STEP, unstarted));
    R("GenerateEvents", "bad-event", J->GenerateEvents(jvmti, JVMTI_EVENT_VM_INIT));
    R("GenerateEvents", "event-0", J->GenerateEvents(jvmti, (jvmtiEvent)0));
    R("GetExtensionFunctions", "null", J->GetExtensionFunctions(jvmti, NULL, &fns));
    R("GetExtensionFunctions", "null2", J->GetExtensionFunctions(jvmti, &n, NULL));
    R("GetExtensionEvents", "null", J->GetExtensionEvents(jvmti, NULL, &evs));
    R("GetExtensionEvents", "null2", J->GetExtensionEvents(jvmti, &n, NULL));
    R("SetExtensionEventCallback", "bad-index", J->SetExtensionEventCallback(jvmti, -12345, ext_event));
    R("GetErrorName", "bad-error", J->GetErrorName(jvmti, (jvmtiError)9999, &s));
    R("GetErrorName", "negative-error", J->GetErrorName(jvmti, (jvmtiError)-1, &s));
    R("GetErrorName", "null", J->GetErrorName(jvmti, JVMTI_ERROR_NONE, NULL));
    R("GetJLocationFormat", "null", J->GetJLocationFormat(jvmti, NULL));
    R("GetSystemProperties", "null", J->GetSystemProperties(jvmti, NULL, &props));
    R("GetSystemProperties", "null2", J->GetSystemProperties(jvmti, &n, NULL));
    R("GetSystemProperty", "null", J->GetSystemProperty(jvmti, NULL, &s));
    R("GetSystemProperty", "null2", J->GetSystemProperty(jvmti, "java.vm.name", NULL));
    R("GetSystemProperty", "unknown", J->GetSystemProperty(jvmti, "errcodes.no.such.property", &s));
    R("SetSystemProperty", "live", J->SetSystemProperty(jvmti, "java.vm.name", "x"));
    R("GetPhase", "null", J->GetPhase(jvmti, NULL));
    R("GetTimerInfo", "null", J->GetTimerInfo(jvmti, NULL));
    R("GetTime", "null", J->GetTime(jvmti, NULL));
    R("GetAvailableProcessors", "null", J->GetAvailableProcessors(jvmti, NULL));
    R("GetEnvironmentLocalStorage", "null", J->GetEnvironmentLocalStorage(jvmti, NULL));
    R("SetEnvironmentLocalStorage", "null", J->SetEnvironmentLocalStorage(jvmti, NULL));
    R("AddToBootstrapClassLoaderSearch", "null", J->AddToBootstrapClassLoaderSearch(jvmti, NULL));
    R("AddToBootstrapClassLoaderSearch", "missing",
      J->AddToBootstrapClassLoaderSearch(jvmti, "/nonexistent/errcodes.jar"));
    R("AddToSystemClassLoaderSearch", "null", J->AddToSystemClassLoaderSearch(jvmti, NULL));
    R("AddToSystemClassLoaderSearch", "missing",
      J->AddToSystemClassLoaderSearch(jvmti, "/nonexistent/errcodes.jar"));
    R("SetVerboseFlag", "bad-flag", J->SetVerboseFlag(jvmti, (jvmtiVerboseFlag)99, JNI_FALSE));
    (void)i, (void)l, (void)ti;
}

static void live_modules(JNIEnv *jni)
{
    jint n;
    jobject *mods, mod = NULL;
    jboolean b;
    R("GetAllModules", "null", J->GetAllModules(jvmti, NULL, &mods));
    R("GetAllModules", "null2", J->GetAllModules(jvmti, &n, NULL));
    R("GetNamedModule", "null-package", J->GetNamedModule(jvmti, NULL, NULL, &mod));
    R("GetNamedModule", "null", J->GetNamedModule(jvmti, NULL, "java/lang", NULL));
    R("GetNamedModule", "bad-loader", J->GetNamedModule(jvmti, notthr, "java/lang", &mod));
    R("GetNamedModule", "ok", J->GetNamedModule(jvmti, NULL, "java/lang", &mod));
    R("AddModuleReads", "null", J->AddModuleReads(jvmti, NULL, mod));
    R("AddModuleReads", "bad-module", J->AddModuleReads(jvmti, notthr, mod));
    R("AddModuleReads", "bad-to-module", J->AddModuleReads(jvmti, mod, notthr));
    R("AddModuleExports", "null", J->AddModuleExports(jvmti, NULL, "java/lang", mod));
    R("AddModuleExports", "bad-module", J->AddModuleExports(jvmti, notthr, "java/lang", mod));
    R("AddModuleExports", "null-package", J->AddModuleExports(jvmti, mod, NULL, mod));
    R("AddModuleExports", "bad-package", J->AddModuleExports(jvmti, mod, "no/such/pkg", mod));
    R("AddModuleOpens", "null", J->AddModuleOpens(jvmti, NULL, "java/lang", mod));
    R("AddModuleOpens", "bad-module", J->AddModuleOpens(jvmti, notthr, "java/lang", mod));
    R("AddModuleOpens", "bad-package", J->AddModuleOpens(jvmti, mod, "no/such/pkg", mod));
    R("AddModuleUses", "null", J->AddModuleUses(jvmti, NULL, cls));
    R("AddModuleUses", "bad-module", J->AddModuleUses(jvmti, notthr, cls));
    R("AddModuleUses", "bad-class", J->AddModuleUses(jvmti, mod, (jclass)notthr));
    R("AddModuleProvides", "null", J->AddModuleProvides(jvmti, NULL, cls, cls));
    R("AddModuleProvides", "bad-module", J->AddModuleProvides(jvmti, notthr, cls, cls));
    R("AddModuleProvides", "bad-class", J->AddModuleProvides(jvmti, mod, (jclass)notthr, cls));
    R("IsModifiableModule", "null", J->IsModifiableModule(jvmti, NULL, &b));
    R("IsModifiableModule", "bad-module", J->IsModifiableModule(jvmti, notthr, &b));
    R("IsModifiableModule", "null2", J->IsModifiableModule(jvmti, mod, NULL));
    R("GetNamedModule", "bad-loader-null", J->GetNamedModule(jvmti, notthr, NULL, NULL));
    R("GetNamedModule", "bad-loader-null2", J->GetNamedModule(jvmti, notthr, "java/lang", NULL));
    R("AddModuleReads", "bad-module-null", J->AddModuleReads(jvmti, notthr, NULL));
    R("AddModuleExports", "bad-module-null", J->AddModuleExports(jvmti, notthr, NULL, NULL));
    R("AddModuleExports", "bad-module-null2", J->AddModuleExports(jvmti, notthr, "java.lang", NULL));
    R("AddModuleUses", "bad-module-null", J->AddModuleUses(jvmti, notthr, NULL));
    R("AddModuleProvides", "bad-module-null", J->AddModuleProvides(jvmti, notthr, NULL, NULL));
    R("IsModifiableModule", "bad-module-null", J->IsModifiableModule(jvmti, notthr, NULL));
    R("GetObjectsWithTags", "bad-count-null", J->GetObjectsWithTags(jvmti, -1, NULL, NULL, NULL, NULL));
    /* A deleted global reference to the system class loader. */
    jclass clc = (*jni)->FindClass(jni, "java/lang/ClassLoader");
    jmethodID gscl = (*jni)->GetStaticMethodID(jni, clc, "getSystemClassLoader", "()Ljava/lang/ClassLoader;");
    jobject loader = (*jni)->NewGlobalRef(jni, (*jni)->CallStaticObjectMethod(jni, clc, gscl));
    (*jni)->DeleteGlobalRef(jni, loader);
    jclass *classes = NULL;
    R("GetNamedModule", "deleted-loader", J->GetNamedModule(jvmti, loader, "java/lang", &mod));
    R("GetClassLoaderClasses", "deleted-loader", J->GetClassLoaderClasses(jvmti, loader, &n, &classes));
}

/* Every function that needs a capability, on the environment that has none. */
static void nocap(void)
{
    const char *w = "nocap";
    jint n;
    jobject o;
    jvmtiMonitorUsage usage;
    jvmtiHeapCallbacks hcb;
    memset(&hcb, 0, sizeof hcb);
    jlong tag = 1;
    jvmtiClassDefinition def = { (jclass)notthr, 4, (const unsigned char *)"junk" };
    jclass list[1] = { (jclass)notthr };
    jvmtiError results[1];
    R("SuspendThread", w, B->SuspendThread(bare, notthr));
    R("ResumeThread", w, B->ResumeThread(bare, notthr));
    R("SuspendThreadList", w, B->SuspendThreadList(bare, 1, &notthr, results));
    R("ResumeThreadList", w, B->ResumeThreadList(bare, 1, &notthr, results));
    R("StopThread", w, B->StopThread(bare, notthr, notthr));
    R("InterruptThread", w, B->InterruptThread(bare, notthr));
    R("GetOwnedMonitorInfo", w, B->GetOwnedMonitorInfo(bare, notthr, &n, NULL));
    R("GetOwnedMonitorStackDepthInfo", w, B->GetOwnedMonitorStackDepthInfo(bare, notthr, &n, NULL));
    R("GetCurrentContendedMonitor", w, B->GetCurrentContendedMonitor(bare, notthr, NULL));
    R("GetObjectMonitorUsage", w, B->GetObjectMonitorUsage(bare, NULL, &usage));
    R("NotifyFramePop", w, B->NotifyFramePop(bare, notthr, 0));
    R("GetLocalObject", w, B->GetLocalObject(bare, notthr, 0, 0, &o));
    R("GetLocalInt", w, B->GetLocalInt(bare, notthr, 0, 0, NULL));
    R("GetLocalLong", w, B->GetLocalLong(bare, notthr, 0, 0, NULL));
    R("GetLocalFloat", w, B->GetLocalFloat(bare, notthr, 0, 0, NULL));
    R("GetLocalDouble", w, B->GetLocalDouble(bare, notthr, 0, 0, NULL));
    R("GetLocalInstance", w, B->GetLocalInstance(bare, notthr, 0, NULL));
    R("SetLocalObject", w, B->SetLocalObject(bare, notthr, 0, 0, NULL));
    R("SetLocalInt", w, B->SetLocalInt(bare, notthr, 0, 0, 0));
    R("SetLocalLong", w, B->SetLocalLong(bare, notthr, 0, 0, 0));
    R("SetLocalFloat", w, B->SetLocalFloat(bare, notthr, 0, 0, 0));
    R("SetLocalDouble", w, B->SetLocalDouble(bare, notthr, 0, 0, 0));
    R("PopFrame", w, B->PopFrame(bare, notthr));
    R("ForceEarlyReturnObject", w, B->ForceEarlyReturnObject(bare, notthr, NULL));
    R("ForceEarlyReturnInt", w, B->ForceEarlyReturnInt(bare, notthr, 0));
    R("ForceEarlyReturnLong", w, B->ForceEarlyReturnLong(bare, notthr, 0));
    R("ForceEarlyReturnFloat", w, B->ForceEarlyReturnFloat(bare, notthr, 0));
    R("ForceEarlyReturnDouble", w, B->ForceEarlyReturnDouble(bare, notthr, 0));
    R("ForceEarlyReturnVoid", w, B->ForceEarlyReturnVoid(bare, notthr));
    R("SetBreakpoint", w, B->SetBreakpoint(bare, FAKE_METHOD, 0));
    R("ClearBreakpoint", w, B->ClearBreakpoint(bare, FAKE_METHOD, 0));
    R("SetFieldAccessWatch", w, B->SetFieldAccessWatch(bare, (jclass)notthr, NULL));
    R("ClearFieldAccessWatch", w, B->ClearFieldAccessWatch(bare, (jclass)notthr, NULL));
    R("SetFieldModificationWatch", w, B->SetFieldModificationWatch(bare, (jclass)notthr, NULL));
    R("ClearFieldModificationWatch", w, B->ClearFieldModificationWatch(bare, (jclass)notthr, NULL));
    R("GetSourceFileName", w, B->GetSourceFileName(bare, (jclass)notthr, NULL));
    R("GetSourceDebugExtension", w, B->GetSourceDebugExtension(bare, (jclass)notthr, NULL));
    R("GetConstantPool", w, B->GetConstantPool(bare, (jclass)notthr, NULL, NULL, NULL));
    R("IsFieldSynthetic", w, B->IsFieldSynthetic(bare, (jclass)notthr, NULL, NULL));
    R("IsMethodSynthetic", w, B->IsMethodSynthetic(bare, FAKE_METHOD, NULL));
    R("IsMethodObsolete", w, B->IsMethodObsolete(bare, FAKE_METHOD, NULL));
    R("GetLineNumberTable", w, B->GetLineNumberTable(bare, FAKE_METHOD, NULL, NULL));
    R("GetLocalVariableTable", w, B->GetLocalVariableTable(bare, FAKE_METHOD, NULL, NULL));
    R("GetBytecodes", w, B->GetBytecodes(bare, FAKE_METHOD, NULL, NULL));
    R("SetNativeMethodPrefix", w, B->SetNativeMethodPrefix(bare, NULL));
    R("SetNativeMethodPrefixes", w, B->SetNativeMethodPrefixes(bare, 0, NULL));
    R("RedefineClasses", w, B->RedefineClasses(bare, 1, &def));
    R("RetransformClasses", w, B->RetransformClasses(bare, 1, list));
    R("GetTag", w, B->GetTag(bare, NULL, NULL));
    R("SetTag", w, B->SetTag(bare, NULL, 1));
    R("GetObjectsWithTags", w, B->GetObjectsWithTags(bare, 1, &tag, NULL, NULL, NULL));
    R("FollowReferences", w, B->FollowReferences(bare, 0, NULL, NULL, NULL, NULL));
    R("IterateThroughHeap", w, B->IterateThroughHeap(bare, 0, NULL, NULL, NULL));
    R("IterateOverObjectsReachableFromObject", w,
      B->IterateOverObjectsReachableFromObject(bare, NULL, NULL, NULL));
    R("IterateOverReachableObjects", w, B->IterateOverReachableObjects(bare, NULL, NULL, NULL, NULL));
    R("IterateOverHeap", w, B->IterateOverHeap(bare, 99, NULL, NULL));
    R("IterateOverInstancesOfClass", w,
      B->IterateOverInstancesOfClass(bare, (jclass)notthr, 99, NULL, NULL));
    R("GetCurrentThreadCpuTimerInfo", w, B->GetCurrentThreadCpuTimerInfo(bare, NULL));
    R("GetCurrentThreadCpuTime", w, B->GetCurrentThreadCpuTime(bare, NULL));
    R("GetThreadCpuTimerInfo", w, B->GetThreadCpuTimerInfo(bare, NULL));
    R("GetThreadCpuTime", w, B->GetThreadCpuTime(bare, notthr, NULL));
    R("SetHeapSamplingInterval", w, B->SetHeapSamplingInterval(bare, -1));
    R("GenerateEvents", w, B->GenerateEvents(bare, JVMTI_EVENT_COMPILED_METHOD_LOAD));
    /* Events that need a capability; enabling them must be refused. */
    static const struct { jvmtiEvent ev; const char *name; } evs[] = {
        { JVMTI_EVENT_SINGLE_STEP, "SINGLE_STEP" }, { JVMTI_EVENT_BREAKPOINT, "BREAKPOINT" },
        { JVMTI_EVENT_FIELD_ACCESS, "FIELD_ACCESS" },
        { JVMTI_EVENT_FIELD_MODIFICATION, "FIELD_MODIFICATION" },
        { JVMTI_EVENT_FRAME_POP, "FRAME_POP" }, { JVMTI_EVENT_EXCEPTION, "EXCEPTION" },
        { JVMTI_EVENT_EXCEPTION_CATCH, "EXCEPTION_CATCH" },
        { JVMTI_EVENT_METHOD_ENTRY, "METHOD_ENTRY" }, { JVMTI_EVENT_METHOD_EXIT, "METHOD_EXIT" },
        { JVMTI_EVENT_NATIVE_METHOD_BIND, "NATIVE_METHOD_BIND" },
        { JVMTI_EVENT_COMPILED_METHOD_LOAD, "COMPILED_METHOD_LOAD" },
        { JVMTI_EVENT_MONITOR_WAIT, "MONITOR_WAIT" },
        { JVMTI_EVENT_MONITOR_CONTENDED_ENTER, "MONITOR_CONTENDED_ENTER" },
        { JVMTI_EVENT_RESOURCE_EXHAUSTED, "RESOURCE_EXHAUSTED" },
        { JVMTI_EVENT_GARBAGE_COLLECTION_START, "GARBAGE_COLLECTION_START" },
        { JVMTI_EVENT_OBJECT_FREE, "OBJECT_FREE" },
        { JVMTI_EVENT_VM_OBJECT_ALLOC, "VM_OBJECT_ALLOC" },
        { JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, "SAMPLED_OBJECT_ALLOC" },
        { JVMTI_EVENT_CLASS_LOAD, "CLASS_LOAD (no capability needed)" },
    };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++) {
        char what[96];
        snprintf(what, sizeof what, "nocap %s", evs[i].name);
        R("SetEventNotificationMode", what,
          B->SetEventNotificationMode(bare, JVMTI_ENABLE, evs[i].ev, NULL));
        snprintf(what, sizeof what, "nocap-disable %s", evs[i].name);
        R("SetEventNotificationMode", what,
          B->SetEventNotificationMode(bare, JVMTI_DISABLE, evs[i].ev, NULL));
        snprintf(what, sizeof what, "nocap-disable-thread %s", evs[i].name);
        R("SetEventNotificationMode", what,
          B->SetEventNotificationMode(bare, JVMTI_DISABLE, evs[i].ev, thr));
    }
}

/* ---- Driving ------------------------------------------------------------- */

static int find_frames(void)
{
    jvmtiFrameInfo frames[32];
    jint n = 0;
    if (!ag_check(jvmti, J->GetStackTrace(jvmti, NULL, 0, 32, frames, &n), "GetStackTrace"))
        return 0;
    probe_depth = native_depth = -1;
    for (jint i = 0; i < n; i++) {
        jboolean native = 0;
        J->IsMethodNative(jvmti, frames[i].method, &native);
        if (native && native_depth < 0)
            native_depth = i;
        if (frames[i].method == mid)
            probe_depth = i;
    }
    return probe_depth >= 0 && native_depth >= 0;
}

static int make_handles(JNIEnv *jni, jthread thread)
{
    thr = (*jni)->NewGlobalRef(jni, thread);
    notthr = (*jni)->NewGlobalRef(jni, (*jni)->NewStringUTF(jni, "not a thread"));
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID tinit = (*jni)->GetMethodID(jni, tc, "<init>", "()V");
    unstarted = (*jni)->NewGlobalRef(jni, (*jni)->NewObject(jni, tc, tinit));
    jclass ic = (*jni)->FindClass(jni, "java/lang/Integer");
    jfieldID tf = (*jni)->GetStaticFieldID(jni, ic, "TYPE", "Ljava/lang/Class;");
    prim = (*jni)->NewGlobalRef(jni, (*jni)->GetStaticObjectField(jni, ic, tf));
    cls = (*jni)->NewGlobalRef(jni, ag_loaded_class(jvmti, jni, "LErrcodes;"));
    other = (*jni)->NewGlobalRef(jni, ag_loaded_class(jvmti, jni, "LErrcodes$Other;"));
    if (unstarted == NULL || prim == NULL || cls == NULL || other == NULL)
        return 0;
    mid = (*jni)->GetStaticMethodID(jni, cls, "probe", "(IDLjava/lang/Object;)I");
    natmid = (*jni)->GetStaticMethodID(jni, cls, "neverBound", "()V");
    fid = (*jni)->GetStaticFieldID(jni, cls, "count", "I");
    otherfid = (*jni)->GetStaticFieldID(jni, other, "otherStatic", "I");
    return mid != NULL && natmid != NULL && fid != NULL && otherfid != NULL;
}

static void JNICALL on_monitor_wait(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj,
                                    jlong timeout)
{
    static int done;
    jclass k = (*jni)->GetObjectClass(jni, obj);
    char *sig = ag_class_sig(env, k);
    int ours = sig != NULL && strcmp(sig, "LErrcodes$Checkpoint;") == 0;
    free(sig);
    if (!ours || done++)
        return;
    if (!make_handles(jni, thread) || !find_frames()) {
        ag_log("ERROR cannot set up the handles or find probe() on the stack");
        return;
    }
    live_threads(jni);
    live_frames();
    live_monitors();
    live_classes();
    live_members();
    live_heap();
    live_env();
    live_modules(jni);
    nocap();
    jvmtiEnv *third = NULL;
    JavaVM *vm = NULL;
    (*jni)->GetJavaVM(jni, &vm);
    (*vm)->GetEnv(vm, (void **)&third, JVMTI_VERSION_1_2);
    if (third != NULL)
        R("DisposeEnvironment", "ok", (*third)->DisposeEnvironment(third));
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK ||
        (*vm)->GetEnv(vm, (void **)&bare, JVMTI_VERSION_11) != JNI_OK) {
        ag_log("ERROR GetEnv");
        return JNI_ERR;
    }
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    ag_check(jvmti, J->GetPotentialCapabilities(jvmti, &caps), "GetPotentialCapabilities");
    /* The comparison covers the profiling half of JVMTI and redefinition:
     * the other debugging capabilities are dropped on both VMs, so the
     * functions that need them answer MUST_POSSESS_CAPABILITY on both
     * (docs/jvmti.md lists them). */
    caps.can_suspend = 0;
    caps.can_signal_thread = 0;
    caps.can_pop_frame = 0;
    caps.can_force_early_return = 0;
    caps.can_access_local_variables = 0;
    caps.can_generate_single_step_events = 0;
    caps.can_generate_breakpoint_events = 0;
    caps.can_generate_frame_pop_events = 0;
    caps.can_generate_field_access_events = 0;
    caps.can_generate_field_modification_events = 0;
    ag_check(jvmti, J->AddCapabilities(jvmti, &caps), "AddCapabilities");
    onload_phase();
    disposed_env(vm);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMStart = on_vm_start;
    cb.MonitorWait = on_monitor_wait;
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, J->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, J->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_START, NULL),
             "enable VMStart");
    ag_check(jvmti, J->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_WAIT,
                                                NULL), "enable MonitorWait");
    ag_check(jvmti, J->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL),
             "enable VMDeath");
    return JNI_OK;
}
