/*
 * rawmongc - an agent thread fed by GC callbacks through a raw monitor.
 *
 * A common profiler pattern: the GarbageCollectionStart/Finish callbacks,
 * which may use raw monitors and little else, enter a raw monitor and
 * notify it; an agent thread (RunAgentThread) waits on it and does the
 * real work outside the stopped world.  The program allocates from several
 * threads, so collections follow each other closely and often begin while
 * the agent thread is just waking up.  A VM that lets the waking agent
 * thread own the monitor while it waits for the stopped world to restart
 * deadlocks with the next GC callback; HotSpot never does.  The log holds
 * only facts that hold on any VM (at least one wake-up, every callback
 * got the monitor).
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID signal_lock;
static volatile int gc_events, wakeups, stop, worker_done, failures;

static void JNICALL on_gc(jvmtiEnv *env)
{
    if ((*env)->RawMonitorEnter(env, signal_lock) != JVMTI_ERROR_NONE) {
        __atomic_add_fetch(&failures, 1, __ATOMIC_SEQ_CST);
        return;
    }
    gc_events++;
    if ((*env)->RawMonitorNotifyAll(env, signal_lock) != JVMTI_ERROR_NONE)
        __atomic_add_fetch(&failures, 1, __ATOMIC_SEQ_CST);
    (*env)->RawMonitorExit(env, signal_lock);
}

/* Waits for GC signals until VMDeath; takes the time of every wake-up as a
 * real agent would take a sample. */
static void JNICALL worker(jvmtiEnv *env, JNIEnv *jni, void *arg)
{
    (*env)->RawMonitorEnter(env, signal_lock);
    while (!stop) {
        int seen = gc_events;
        while (!stop && gc_events == seen)
            if ((*env)->RawMonitorWait(env, signal_lock, 0) != JVMTI_ERROR_NONE)
                failures++;
        jlong now;
        (*env)->GetTime(env, &now);
        wakeups++;
    }
    worker_done = 1;
    (*env)->RawMonitorNotifyAll(env, signal_lock);
    (*env)->RawMonitorExit(env, signal_lock);
}

static void JNICALL on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID ctor = tc ? (*jni)->GetMethodID(jni, tc, "<init>", "(Ljava/lang/String;)V") : NULL;
    jstring name = (*jni)->NewStringUTF(jni, "rawmongc worker");
    jthread t = ctor ? (*jni)->NewObject(jni, tc, ctor, name) : NULL;
    if (t == NULL) {
        ag_log("ERROR cannot make the agent thread object");
        return;
    }
    ag_check(env, (*env)->RunAgentThread(env, t, worker, NULL, JVMTI_THREAD_NORM_PRIORITY), "RunAgentThread");
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    (*env)->RawMonitorEnter(env, signal_lock);
    stop = 1;
    (*env)->RawMonitorNotifyAll(env, signal_lock);
    while (!worker_done)
        (*env)->RawMonitorWait(env, signal_lock, 0);
    (*env)->RawMonitorExit(env, signal_lock);
    ag_log("GC callbacks signalled the agent thread: %s", gc_events > 0 ? "yes" : "no");
    ag_log("agent thread woke up: %s", wakeups > 0 ? "yes" : "no");
    ag_log("raw monitor failures: %d", failures);
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
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "rawmongc signal", &signal_lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.GarbageCollectionStart = on_gc;
    cb.GarbageCollectionFinish = on_gc;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent evs[] = { JVMTI_EVENT_VM_INIT, JVMTI_EVENT_VM_DEATH, JVMTI_EVENT_GARBAGE_COLLECTION_START,
                         JVMTI_EVENT_GARBAGE_COLLECTION_FINISH };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL), "SetEventNotificationMode");
    return JNI_OK;
}
