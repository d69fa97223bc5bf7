/*
 * rawsuspend - a thread suspended while it is blocked entering a raw
 * monitor must not keep the monitor once it gets it.
 *
 * The pattern is libjdwp's: an application thread in an event callback
 * blocks on the debugger's handler lock while the debugger, holding that
 * lock, suspends every thread; the debugger then lets go of the lock and
 * later needs it again to resume them. If the suspended thread kept the
 * lock it got in between and went on to block (suspended) on its next raw
 * monitor, the debugger could never resume it. HotSpot's raw monitors let
 * go of a monitor taken while suspended and wait for the resume first.
 *
 * Here main, in its MonitorWait callback, blocks on LOCK held by an agent
 * thread, which suspends main, exits LOCK, then enters LOCK again (which
 * must not wait for main), and resumes main. Main then takes LOCK and a
 * second monitor, NEXT, and prints what the agent thread saw.
 */
#include <time.h>

#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID signal_lock, lock, next;
static jthread main_ref;
static int phase;                 /* under signal_lock: 1 main waits, 2 helper has LOCK, 3 helper done */
static jvmtiError suspended, resumed;
static int helper_reentered;

static void sleep_ms(int ms)
{
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

static void set_phase(jvmtiEnv *env, int p)
{
    AG_LOCKED(env, signal_lock, { phase = p; (*env)->RawMonitorNotifyAll(env, signal_lock); });
}

static void await_phase(jvmtiEnv *env, int p)
{
    AG_LOCKED(env, signal_lock, {
        while (phase < p)
            (*env)->RawMonitorWait(env, signal_lock, 0);
    });
}

static void JNICALL helper(jvmtiEnv *env, JNIEnv *jni, void *arg)
{
    await_phase(env, 1);
    (*env)->RawMonitorEnter(env, lock);
    set_phase(env, 2);
    sleep_ms(300);                /* main blocks on LOCK meanwhile */
    suspended = (*env)->SuspendThread(env, main_ref);
    (*env)->RawMonitorExit(env, lock);
    sleep_ms(300);                /* main gets LOCK, suspended, and lets it go */
    (*env)->RawMonitorEnter(env, lock);
    helper_reentered = 1;
    (*env)->RawMonitorExit(env, lock);
    resumed = (*env)->ResumeThread(env, main_ref);
    set_phase(env, 3);
}

static void JNICALL on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID ctor = tc ? (*jni)->GetMethodID(jni, tc, "<init>", "(Ljava/lang/String;)V") : NULL;
    jstring name = (*jni)->NewStringUTF(jni, "rawsuspend helper");
    jthread t = ctor ? (*jni)->NewObject(jni, tc, ctor, name) : NULL;
    if (t == NULL) {
        ag_log("ERROR cannot make the agent thread object");
        return;
    }
    ag_check(env, (*env)->RunAgentThread(env, t, helper, NULL, JVMTI_THREAD_NORM_PRIORITY), "RunAgentThread");
}

static void JNICALL on_monitor_wait(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jlong timeout)
{
    jclass k = (*jni)->GetObjectClass(jni, object);
    char *sig = ag_class_sig(env, k);
    int trigger = sig && strcmp(sig, "LRawsuspend$Trigger;") == 0;
    free(sig);
    if (!trigger || main_ref)
        return;
    main_ref = (*jni)->NewGlobalRef(jni, thread);
    set_phase(env, 1);
    await_phase(env, 2);
    (*env)->RawMonitorEnter(env, lock);     /* blocks: the helper has it */
    (*env)->RawMonitorEnter(env, next);
    ag_log("main has LOCK and NEXT; the helper entered LOCK while main was suspended: %s",
           helper_reentered ? "yes" : "no");
    (*env)->RawMonitorExit(env, next);
    (*env)->RawMonitorExit(env, lock);
    await_phase(env, 3);
    ag_log("SuspendThread: %s, ResumeThread: %s", suspended == JVMTI_ERROR_NONE ? "NONE" : "error",
           resumed == JVMTI_ERROR_NONE ? "NONE" : "error");
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
    caps.can_suspend = 1;
    caps.can_generate_monitor_events = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "rawsuspend signal", &signal_lock), "CreateRawMonitor");
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "rawsuspend LOCK", &lock), "CreateRawMonitor");
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "rawsuspend NEXT", &next), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.MonitorWait = on_monitor_wait;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL), "VMInit");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_WAIT, NULL), "MonitorWait");
    return JNI_OK;
}
