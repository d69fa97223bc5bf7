/*
 * destroyvm - the end of main() and the thread that ends the VM.
 *
 * HotSpot's launcher detaches the main thread once main() returns
 * (ThreadEnd, and threads joining main wake up) and attaches the same OS
 * thread anew as "DestroyJavaVM", which waits for the other non-daemon
 * threads, ends (ThreadEnd) and posts VMDeath. The log is the sequence of
 * ThreadStart/ThreadEnd of main, DestroyJavaVM and app-* threads and the
 * name of the thread VMDeath arrives on.
 */
#include "agent_common.h"

static jrawMonitorID order_lock;

static int tracked(const char *name)
{
    return strcmp(name, "main") == 0 || strcmp(name, "DestroyJavaVM") == 0 || strncmp(name, "app-", 4) == 0;
}

static void thread_event(jvmtiEnv *env, JNIEnv *jni, jthread thread, const char *what)
{
    char *name = ag_thread_name(env, jni, thread);
    if (tracked(name)) {
        jint state = 0;
        ag_check(env, (*env)->GetThreadState(env, thread, &state), "GetThreadState");
        AG_LOCKED(env, order_lock,
                  ag_log("%s %s%s", what, name, (state & JVMTI_THREAD_STATE_ALIVE) ? ", alive" : ", NOT alive"));
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

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    jthread cur = NULL;
    ag_check(env, (*env)->GetCurrentThread(env, &cur), "GetCurrentThread");
    char *name = ag_thread_name(env, jni, cur);
    AG_LOCKED(env, order_lock, ag_log("VMDeath on %s", name));
    free(name);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    jvmtiEnv *jvmti;
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK) {
        ag_log("ERROR GetEnv");
        return JNI_ERR;
    }
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "destroyvm order", &order_lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ThreadStart = on_thread_start;
    cb.ThreadEnd = on_thread_end;
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent evs[] = { JVMTI_EVENT_THREAD_START, JVMTI_EVENT_THREAD_END, JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL),
                 "SetEventNotificationMode");
    return JNI_OK;
}
