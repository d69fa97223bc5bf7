/*
 * monitors - a monitor contention tracker.
 *
 * Records MonitorContendedEnter/Entered and MonitorWait/Waited on objects
 * of application classes, with the thread's name, and checks at each
 * event what the monitor inspection functions say about that thread.
 * Each thread numbers its own events (thread-local storage); the log is
 * sorted by thread, so it does not depend on how threads interleave.
 *
 * Contention is recorded for the app-* threads only.  When main takes the
 * lock to notify the waiter, it has seen the waiter WAITING, but a VM may
 * report that state before the waiter has released the monitor (HotSpot
 * does), so whether main contends there is a race.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static AgLines lines;

/* Appends "thread NN text" with the thread's own event counter. */
static void record(jvmtiEnv *env, JNIEnv *jni, jthread thread, const char *text)
{
    void *seq = NULL;
    (*env)->GetThreadLocalStorage(env, thread, &seq);
    long n = (long)(size_t)seq + 1;
    (*env)->SetThreadLocalStorage(env, thread, (void *)(size_t)n);
    char *name = ag_thread_name(env, jni, thread);
    AG_LOCKED(env, lock, ag_lines_add(&lines, "%s %02ld %s", name, n, text));
    free(name);
}

/* The class of an application object, or NULL for anything else. */
static char *app_class_of(jvmtiEnv *env, JNIEnv *jni, jobject obj)
{
    jclass k = (*jni)->GetObjectClass(jni, obj);
    char *sig = ag_class_sig(env, k);
    (*jni)->DeleteLocalRef(jni, k);
    if (ag_is_app_sig(sig))
        return sig;
    free(sig);
    return NULL;
}

static int owns(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj)
{
    jint n = 0;
    jobject *mons = NULL;
    int found = 0;
    if (!ag_check(env, (*env)->GetOwnedMonitorInfo(env, thread, &n, &mons), "GetOwnedMonitorInfo"))
        return -1;
    for (jint i = 0; i < n; i++)
        found |= (*jni)->IsSameObject(jni, mons[i], obj);
    ag_free(env, mons);
    return found;
}

static int is_app_thread(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    char *name = ag_thread_name(env, jni, thread);
    int app = strncmp(name, "app-", 4) == 0;
    free(name);
    return app;
}

static void on_contended_enter(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj)
{
    if (!is_app_thread(env, jni, thread))
        return;
    char *sig = app_class_of(env, jni, obj);
    if (sig == NULL)
        return;
    jobject cur = NULL;
    ag_check(env, (*env)->GetCurrentContendedMonitor(env, thread, &cur),
             "GetCurrentContendedMonitor");
    char text[512];
    snprintf(text, sizeof text, "contended-enter %s (current contended monitor is it: %s)",
             sig, cur != NULL && (*jni)->IsSameObject(jni, cur, obj) ? "yes" : "no");
    record(env, jni, thread, text);
    free(sig);
}

static void on_contended_entered(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj)
{
    if (!is_app_thread(env, jni, thread))
        return;
    char *sig = app_class_of(env, jni, obj);
    if (sig == NULL)
        return;
    char text[512];
    snprintf(text, sizeof text, "contended-entered %s (owns it: %d)", sig,
             owns(env, jni, thread, obj));
    record(env, jni, thread, text);
    free(sig);
}

static void on_wait(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj, jlong timeout)
{
    char *sig = app_class_of(env, jni, obj);
    if (sig == NULL)
        return;
    char text[512];
    snprintf(text, sizeof text, "wait %s timeout=%lld (owns it: %d)", sig,
             (long long)timeout, owns(env, jni, thread, obj));
    record(env, jni, thread, text);
    free(sig);
}

static void on_waited(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj, jboolean timed_out)
{
    char *sig = app_class_of(env, jni, obj);
    if (sig == NULL)
        return;
    char text[512];
    snprintf(text, sizeof text, "waited %s timed_out=%s (owns it: %d)", sig,
             timed_out ? "true" : "false", owns(env, jni, thread, obj));
    record(env, jni, thread, text);
    free(sig);
}

static void on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AG_LOCKED(env, lock, ag_lines_flush(&lines, 1));
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
    caps.can_generate_monitor_events = 1;
    caps.can_get_owned_monitor_info = 1;
    caps.can_get_current_contended_monitor = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "monitors", &lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.MonitorContendedEnter = on_contended_enter;
    cb.MonitorContendedEntered = on_contended_entered;
    cb.MonitorWait = on_wait;
    cb.MonitorWaited = on_waited;
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent events[] = { JVMTI_EVENT_MONITOR_CONTENDED_ENTER,
                            JVMTI_EVENT_MONITOR_CONTENDED_ENTERED, JVMTI_EVENT_MONITOR_WAIT,
                            JVMTI_EVENT_MONITOR_WAITED, JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, events[i], NULL),
                 "SetEventNotificationMode");
    return JNI_OK;
}
