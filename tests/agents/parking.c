/*
 * parking - monitor events and thread states around java.util.concurrent
 * locks.
 *
 * Records every MonitorContendedEnter/Entered on an application object
 * (ReentrantLock contention must raise none: it parks, it does not enter a
 * monitor; synchronized contention raises one pair). When main waits on
 * its Probe object, the agent reports, for every app-* thread, its
 * GetThreadState bits and whether GetCurrentContendedMonitor names an
 * object: parked threads are WAITING with the PARKED bit and contend for
 * no monitor, as on HotSpot.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static AgLines lines;

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

static void on_contended(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj, const char *what)
{
    char *sig = app_class_of(env, jni, obj);
    if (sig == NULL)
        return;
    char *name = ag_thread_name(env, jni, thread);
    if (strncmp(name, "app-", 4) == 0)
        AG_LOCKED(env, lock, ag_lines_add(&lines, "%s %s %s", name, what, sig));
    free(name);
    free(sig);
}

static void JNICALL on_contended_enter(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj)
{
    on_contended(env, jni, thread, obj, "contended-enter");
}

static void JNICALL on_contended_entered(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj)
{
    on_contended(env, jni, thread, obj, "contended-entered");
}

/* The Probe's wait: report the app threads, sorted by name. */
static void JNICALL on_wait(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj, jlong timeout)
{
    char *sig = app_class_of(env, jni, obj);
    if (sig == NULL)
        return;
    int probe = strcmp(sig, "LParking$Probe;") == 0;
    free(sig);
    if (!probe)
        return;
    jint n = 0;
    jthread *threads = NULL;
    if (!ag_check(env, (*env)->GetAllThreads(env, &n, &threads), "GetAllThreads"))
        return;
    for (jint i = 0; i < n; i++) {
        char *name = ag_thread_name(env, jni, threads[i]);
        if (strncmp(name, "app-", 4) == 0) {
            jint state = 0;
            jobject cur = NULL;
            ag_check(env, (*env)->GetThreadState(env, threads[i], &state), "GetThreadState");
            ag_check(env, (*env)->GetCurrentContendedMonitor(env, threads[i], &cur), "GetCurrentContendedMonitor");
            AG_LOCKED(env, lock, ag_lines_add(&lines, "%s state 0x%x parked %d contended-monitor %s", name,
                                              (unsigned)state, (state & JVMTI_THREAD_STATE_PARKED) != 0,
                                              cur ? "yes" : "none"));
        }
        free(name);
    }
    ag_free(env, threads);
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
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
    caps.can_get_current_contended_monitor = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "parking", &lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.MonitorContendedEnter = on_contended_enter;
    cb.MonitorContendedEntered = on_contended_entered;
    cb.MonitorWait = on_wait;
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent events[] = { JVMTI_EVENT_MONITOR_CONTENDED_ENTER, JVMTI_EVENT_MONITOR_CONTENDED_ENTERED,
                            JVMTI_EVENT_MONITOR_WAIT, JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, events[i], NULL),
                 "SetEventNotificationMode");
    return JNI_OK;
}
