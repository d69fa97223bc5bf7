/*
 * gctrack - a garbage-collection tracker.
 *
 * Counts GarbageCollectionStart/Finish (the callbacks may use no JNI and
 * almost no JVMTI, so they only bump atomic counters) and reports facts
 * that hold on any VM: at least one collection per System.gc() call the
 * program makes, every start matched by a finish, no nested starts, and
 * ForceGarbageCollection running a collection.  Exact counts are not
 * compared: a VM may collect more often than asked.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static volatile int starts, finishes, in_gc, nested, unmatched_finish;

static void JNICALL on_gc_start(jvmtiEnv *env)
{
    if (__atomic_exchange_n(&in_gc, 1, __ATOMIC_SEQ_CST))
        __atomic_add_fetch(&nested, 1, __ATOMIC_SEQ_CST);
    __atomic_add_fetch(&starts, 1, __ATOMIC_SEQ_CST);
}

static void JNICALL on_gc_finish(jvmtiEnv *env)
{
    if (!__atomic_exchange_n(&in_gc, 0, __ATOMIC_SEQ_CST))
        __atomic_add_fetch(&unmatched_finish, 1, __ATOMIC_SEQ_CST);
    __atomic_add_fetch(&finishes, 1, __ATOMIC_SEQ_CST);
}

static const char *yes(int c)
{
    return c ? "yes" : "no";
}

static void on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    ag_log("VMInit: collections so far balanced: %s", yes(starts == finishes));
}

static void on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    int s = starts, f = finishes;
    ag_log("GC start/finish pairs >= 3: %s", yes(s >= 3 && f >= 3));
    ag_log("every start has a finish: %s", yes(s == f && !in_gc));
    ag_log("nested starts: %d", nested);
    ag_log("finish without start: %d", unmatched_finish);
    ag_check(env, (*env)->ForceGarbageCollection(env), "ForceGarbageCollection");
    ag_log("ForceGarbageCollection adds a pair: %s",
           yes(starts > s && finishes > f && starts == finishes));
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK) {
        ag_log("ERROR GetEnv");
        return JNI_ERR;
    }
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_garbage_collection_events = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.GarbageCollectionStart = on_gc_start;
    cb.GarbageCollectionFinish = on_gc_finish;
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent events[] = { JVMTI_EVENT_GARBAGE_COLLECTION_START,
                            JVMTI_EVENT_GARBAGE_COLLECTION_FINISH, JVMTI_EVENT_VM_INIT,
                            JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, events[i], NULL),
                 "SetEventNotificationMode");
    return JNI_OK;
}
