/*
 * deadthread - per-thread data in monitor events, up to a thread's end.
 *
 * Like profilers that keep a record per thread, the agent attaches one
 * with SetThreadLocalStorage at ThreadStart and looks it up in every
 * MonitorContendedEnter/Entered callback; a lookup that fails is an
 * error (THREAD_NOT_ALIVE would mean the VM posted an event for a thread
 * that has already ended).  The program makes the end of a thread
 * contended: when a thread ends it locks its own Thread object to wake
 * joiners, and the main thread holds that lock meanwhile.  Events are
 * logged for app-* threads, with the class of the monitor object.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID data_lock;
static AgLines lines;

typedef struct {
    char name[64];
    int events;
} ThreadRecord;

static void JNICALL on_thread_start(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    char *name = ag_thread_name(env, jni, thread);
    ThreadRecord *r = calloc(1, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s", name);
    ag_check(env, (*env)->SetThreadLocalStorage(env, thread, r), "SetThreadLocalStorage");
    free(name);
}

static void contended(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, const char *what)
{
    ThreadRecord *r = NULL;
    jvmtiError err = (*env)->GetThreadLocalStorage(env, thread, (void **)&r);
    jint state = 0;
    jvmtiError serr = (*env)->GetThreadState(env, thread, &state);
    char *name = ag_thread_name(env, jni, thread);
    if (strncmp(name, "app-", 4) == 0) {
        char *sig = ag_class_sig(env, (*jni)->GetObjectClass(jni, object));
        AG_LOCKED(env, data_lock, {
            if (err != JVMTI_ERROR_NONE || r == NULL)
                ag_lines_add(&lines, "%s %s: no thread record (error %d)", name, what, (int)err);
            else
                ag_lines_add(&lines, "%s %s on %s%s", r->name, what, ag_is_app_sig(sig) ? sig : "a JDK object",
                             serr == JVMTI_ERROR_NONE && (state & JVMTI_THREAD_STATE_ALIVE) ? ", alive" : ", NOT ALIVE");
        });
        free(sig);
    }
    free(name);
}

static void JNICALL on_contended_enter(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object)
{
    contended(env, jni, thread, object, "contended enter");
}

static void JNICALL on_contended_entered(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object)
{
    contended(env, jni, thread, object, "contended entered");
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AG_LOCKED(env, data_lock, {
        for (size_t i = 0; i < lines.count; i++)
            if (strstr(lines.lines[i], "no thread record") != NULL)
                ag_log("ERROR an event was posted on a thread that had ended");
        ag_lines_flush(&lines, 1);
    });
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
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "deadthread data", &data_lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ThreadStart = on_thread_start;
    cb.MonitorContendedEnter = on_contended_enter;
    cb.MonitorContendedEntered = on_contended_entered;
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent evs[] = { JVMTI_EVENT_THREAD_START, JVMTI_EVENT_MONITOR_CONTENDED_ENTER,
                         JVMTI_EVENT_MONITOR_CONTENDED_ENTERED, JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL), "SetEventNotificationMode");
    return JNI_OK;
}
