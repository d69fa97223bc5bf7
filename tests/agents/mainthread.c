/*
 * mainthread - the life of the main thread as agents see it.
 *
 * ThreadStart and ThreadEnd are posted for the main thread too: ThreadStart
 * after VMInit, ThreadEnd once main() has returned (before the VM waits for
 * the other non-daemon threads), both before VMDeath.  The log is the
 * sequence of VMInit, VMDeath and the ThreadStart/ThreadEnd events of
 * "main" and of the program's "app-*" thread, which outlives main().  The
 * thread VMDeath arrives on is not logged: HotSpot's launcher sends it on
 * a thread of its own ("DestroyJavaVM").
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID order_lock;

static int tracked(const char *name)
{
    return strcmp(name, "main") == 0 || strncmp(name, "app-", 4) == 0;
}

static void thread_event(jvmtiEnv *env, JNIEnv *jni, jthread thread, const char *what)
{
    char *name = ag_thread_name(env, jni, thread);
    if (tracked(name)) {
        jint state = 0;
        ag_check(env, (*env)->GetThreadState(env, thread, &state), "GetThreadState");
        jthread cur = NULL;
        ag_check(env, (*env)->GetCurrentThread(env, &cur), "GetCurrentThread");
        AG_LOCKED(env, order_lock,
                  ag_log("%s %s%s%s", what, name, (state & JVMTI_THREAD_STATE_ALIVE) ? ", alive" : ", not alive",
                         cur && (*jni)->IsSameObject(jni, cur, thread) ? ", on itself" : ", on another thread"));
    }
    free(name);
}

static void JNICALL on_thread_start(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    thread_event(env, jni, thread, "ThreadStart");
}

static void JNICALL on_thread_end(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    thread_event(env, jni, thread, "ThreadEnd");
}

static void JNICALL on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    char *name = ag_thread_name(env, jni, thread);
    AG_LOCKED(env, order_lock, ag_log("VMInit on %s", name));
    free(name);
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AG_LOCKED(env, order_lock, ag_log("VMDeath"));
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK) {
        ag_log("ERROR GetEnv");
        return JNI_ERR;
    }
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "mainthread order", &order_lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.ThreadStart = on_thread_start;
    cb.ThreadEnd = on_thread_end;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent evs[] = { JVMTI_EVENT_VM_INIT, JVMTI_EVENT_VM_DEATH, JVMTI_EVENT_THREAD_START, JVMTI_EVENT_THREAD_END };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL), "SetEventNotificationMode");
    return JNI_OK;
}
