/*
 * suspend - thread control: SuspendThread(List), ResumeThread(List),
 * StopThread, InterruptThread, and the monitor inspection functions on
 * suspended threads, with the error codes of bad arguments.
 *
 * Everything happens in the MonitorWait callback of main's wait() on a
 * Suspend$Trigger object, when every application thread is in a known
 * state (see programs/Suspend.java). An agent thread started at VMInit
 * resumes main after main has suspended itself. Thread states are printed
 * as JVMTI bit names; "ran" tells whether a suspended thread advanced
 * (the program's spin counter or flag) over 100 ms.
 */
#include <time.h>

#include "agent_common.h"

static jvmtiEnv *jvmti;
static jvmtiEnv *bare;            /* a second environment without capabilities */
static jrawMonitorID helper_lock;
static jthread main_ref;          /* global: the thread the helper resumes */
static int helper_state;          /* 1: resume main once suspended; 2: done */

static const char *err_name(jvmtiError e)
{
    switch (e) {
    case JVMTI_ERROR_NONE: return "NONE";
    case JVMTI_ERROR_INVALID_THREAD: return "INVALID_THREAD";
    case JVMTI_ERROR_THREAD_NOT_ALIVE: return "THREAD_NOT_ALIVE";
    case JVMTI_ERROR_THREAD_SUSPENDED: return "THREAD_SUSPENDED";
    case JVMTI_ERROR_THREAD_NOT_SUSPENDED: return "THREAD_NOT_SUSPENDED";
    case JVMTI_ERROR_ILLEGAL_ARGUMENT: return "ILLEGAL_ARGUMENT";
    case JVMTI_ERROR_NULL_POINTER: return "NULL_POINTER";
    case JVMTI_ERROR_INVALID_OBJECT: return "INVALID_OBJECT";
    case JVMTI_ERROR_MUST_POSSESS_CAPABILITY: return "MUST_POSSESS_CAPABILITY";
    case JVMTI_ERROR_NOT_AVAILABLE: return "NOT_AVAILABLE";
    default: return "OTHER";
    }
}

static void state_names(jint s, char *buf, size_t size)
{
    static const struct { jint bit; const char *name; } bits[] = {
        { JVMTI_THREAD_STATE_ALIVE, "ALIVE" },
        { JVMTI_THREAD_STATE_TERMINATED, "TERMINATED" },
        { JVMTI_THREAD_STATE_RUNNABLE, "RUNNABLE" },
        { JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER, "BLOCKED_ON_MONITOR_ENTER" },
        { JVMTI_THREAD_STATE_WAITING, "WAITING" },
        { JVMTI_THREAD_STATE_WAITING_INDEFINITELY, "INDEFINITELY" },
        { JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT, "WITH_TIMEOUT" },
        { JVMTI_THREAD_STATE_SLEEPING, "SLEEPING" },
        { JVMTI_THREAD_STATE_IN_OBJECT_WAIT, "IN_OBJECT_WAIT" },
        { JVMTI_THREAD_STATE_PARKED, "PARKED" },
        { JVMTI_THREAD_STATE_SUSPENDED, "SUSPENDED" },
        { JVMTI_THREAD_STATE_INTERRUPTED, "INTERRUPTED" },
    };
    buf[0] = 0;
    for (size_t i = 0; i < sizeof bits / sizeof bits[0]; i++)
        if (s & bits[i].bit) {
            strncat(buf, buf[0] ? "|" : "", size - strlen(buf) - 1);
            strncat(buf, bits[i].name, size - strlen(buf) - 1);
        }
}

static void log_state(jvmtiEnv *env, jthread t, const char *what)
{
    jint s = 0;
    jvmtiError e = (*env)->GetThreadState(env, t, &s);
    char buf[256];
    state_names(s, buf, sizeof buf);
    ag_log("state %s: %s %s", what, err_name(e), buf);
}

static void sleep_ms(int ms)
{
    struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
    nanosleep(&ts, NULL);
}

static jthread find_thread(jvmtiEnv *env, JNIEnv *jni, const char *want)
{
    jint n = 0;
    jthread *all = NULL;
    jthread found = NULL;
    if ((*env)->GetAllThreads(env, &n, &all) != JVMTI_ERROR_NONE)
        return NULL;
    for (jint i = 0; i < n; i++) {
        char *name = ag_thread_name(env, jni, all[i]);
        if (!found && strcmp(name, want) == 0)
            found = all[i];
        free(name);
    }
    ag_free(env, all);
    return found;
}

static jclass program;

static jlong spins(JNIEnv *jni)
{
    jfieldID f = (*jni)->GetStaticFieldID(jni, program, "spins", "J");
    return (*jni)->GetStaticLongField(jni, program, f);
}

static jobject static_object(JNIEnv *jni, const char *name, const char *sig)
{
    jfieldID f = (*jni)->GetStaticFieldID(jni, program, name, sig);
    return (*jni)->GetStaticObjectField(jni, program, f);
}

static jboolean static_flag(JNIEnv *jni, const char *name)
{
    jfieldID f = (*jni)->GetStaticFieldID(jni, program, name, "Z");
    return (*jni)->GetStaticBooleanField(jni, program, f);
}

/* Frames from the bottom of the stack, which do not depend on how many
 * frames each class library's Object.wait has. */
static void log_owned(jvmtiEnv *env, JNIEnv *jni, jthread t, const char *who, jobject lock)
{
    jint n = -1, depth_n = -1, frames = 0;
    jobject *mons = NULL;
    jvmtiMonitorStackDepthInfo *info = NULL;
    jvmtiError e1 = (*env)->GetOwnedMonitorInfo(env, t, &n, &mons);
    jvmtiError e2 = (*env)->GetOwnedMonitorStackDepthInfo(env, t, &depth_n, &info);
    (*env)->GetFrameCount(env, t, &frames);
    int has_lock = 0;
    for (jint i = 0; i < n; i++)
        has_lock |= (*jni)->IsSameObject(jni, mons[i], lock);
    ag_log("owned %s: %s count %d has LOCK %d", who, err_name(e1), (int)n, has_lock);
    for (jint i = 0; e2 == JVMTI_ERROR_NONE && i < depth_n; i++)
        ag_log("owned %s: depth-from-bottom %d is LOCK %d", who, (int)(frames - info[i].stack_depth),
               (int)(*jni)->IsSameObject(jni, info[i].monitor, lock));
    ag_free(env, mons);
    ag_free(env, info);
}

static void log_usage(jvmtiEnv *env, JNIEnv *jni, jobject obj, const char *what)
{
    jvmtiMonitorUsage u;
    memset(&u, 0, sizeof u);
    jvmtiError e = (*env)->GetObjectMonitorUsage(env, obj, &u);
    char *owner = u.owner ? ag_thread_name(env, jni, u.owner) : strdup("none");
    ag_log("usage %s: %s owner %s entries %d waiters %d notify_waiters %d", what, err_name(e), owner,
           (int)u.entry_count, (int)u.waiter_count, (int)u.notify_waiter_count);
    for (jint i = 0; i < u.waiter_count; i++) {
        char *name = ag_thread_name(env, jni, u.waiters[i]);
        ag_log("usage %s: waiter %s", what, name);
        free(name);
    }
    for (jint i = 0; i < u.notify_waiter_count; i++) {
        char *name = ag_thread_name(env, jni, u.notify_waiters[i]);
        ag_log("usage %s: notify_waiter %s", what, name);
        free(name);
    }
    free(owner);
    ag_free(env, u.waiters);
    ag_free(env, u.notify_waiters);
}

static void bad_arguments(jvmtiEnv *env, JNIEnv *jni, jobject not_thread, jthread not_started, jthread alive)
{
    jvmtiError results[4];
    jthread list[1] = { alive };
    jint n;
    jobject *objs;
    jvmtiMonitorStackDepthInfo *info;
    jobject mon;
    jvmtiMonitorUsage usage;
    ag_log("SuspendThread(not a thread) %s", err_name((*env)->SuspendThread(env, not_thread)));
    ag_log("SuspendThread(not started) %s", err_name((*env)->SuspendThread(env, not_started)));
    ag_log("ResumeThread(not suspended) %s", err_name((*env)->ResumeThread(env, alive)));
    ag_log("ResumeThread(not a thread) %s", err_name((*env)->ResumeThread(env, not_thread)));
    ag_log("ResumeThread(not started) %s", err_name((*env)->ResumeThread(env, not_started)));
    ag_log("SuspendThreadList(-1) %s", err_name((*env)->SuspendThreadList(env, -1, list, results)));
    ag_log("SuspendThreadList(NULL list) %s", err_name((*env)->SuspendThreadList(env, 1, NULL, results)));
    ag_log("SuspendThreadList(NULL results) %s", err_name((*env)->SuspendThreadList(env, 1, list, NULL)));
    ag_log("SuspendThreadList(0) %s", err_name((*env)->SuspendThreadList(env, 0, list, results)));
    ag_log("ResumeThreadList(-1) %s", err_name((*env)->ResumeThreadList(env, -1, list, results)));
    ag_log("ResumeThreadList(NULL list) %s", err_name((*env)->ResumeThreadList(env, 1, NULL, results)));
    ag_log("ResumeThreadList(NULL results) %s", err_name((*env)->ResumeThreadList(env, 1, list, NULL)));
    ag_log("StopThread(not a thread) %s", err_name((*env)->StopThread(env, not_thread, not_thread)));
    ag_log("StopThread(not started) %s", err_name((*env)->StopThread(env, not_started, not_thread)));
    ag_log("InterruptThread(not a thread) %s", err_name((*env)->InterruptThread(env, not_thread)));
    ag_log("InterruptThread(not started) %s", err_name((*env)->InterruptThread(env, not_started)));
    ag_log("GetOwnedMonitorInfo(not a thread) %s", err_name((*env)->GetOwnedMonitorInfo(env, not_thread, &n, &objs)));
    ag_log("GetOwnedMonitorInfo(not started) %s", err_name((*env)->GetOwnedMonitorInfo(env, not_started, &n, &objs)));
    ag_log("GetOwnedMonitorInfo(NULL count) %s", err_name((*env)->GetOwnedMonitorInfo(env, alive, NULL, &objs)));
    ag_log("GetOwnedMonitorInfo(NULL array) %s", err_name((*env)->GetOwnedMonitorInfo(env, alive, &n, NULL)));
    ag_log("GetOwnedMonitorStackDepthInfo(not a thread) %s",
           err_name((*env)->GetOwnedMonitorStackDepthInfo(env, not_thread, &n, &info)));
    ag_log("GetOwnedMonitorStackDepthInfo(not started) %s",
           err_name((*env)->GetOwnedMonitorStackDepthInfo(env, not_started, &n, &info)));
    ag_log("GetOwnedMonitorStackDepthInfo(NULL count) %s",
           err_name((*env)->GetOwnedMonitorStackDepthInfo(env, alive, NULL, &info)));
    ag_log("GetOwnedMonitorStackDepthInfo(NULL array) %s",
           err_name((*env)->GetOwnedMonitorStackDepthInfo(env, alive, &n, NULL)));
    ag_log("GetCurrentContendedMonitor(not a thread) %s",
           err_name((*env)->GetCurrentContendedMonitor(env, not_thread, &mon)));
    ag_log("GetCurrentContendedMonitor(not started) %s",
           err_name((*env)->GetCurrentContendedMonitor(env, not_started, &mon)));
    ag_log("GetCurrentContendedMonitor(NULL result) %s",
           err_name((*env)->GetCurrentContendedMonitor(env, alive, NULL)));
    ag_log("GetObjectMonitorUsage(NULL object) %s", err_name((*env)->GetObjectMonitorUsage(env, NULL, &usage)));
    ag_log("GetObjectMonitorUsage(NULL result) %s", err_name((*env)->GetObjectMonitorUsage(env, not_thread, NULL)));
    log_state(env, not_started, "not started");
    (void)jni;
}

static void run_checks(jvmtiEnv *env, JNIEnv *jni, jthread self, jobject trigger)
{
    jthread spinner = find_thread(env, jni, "app-spinner");
    jthread sleeper = find_thread(env, jni, "app-sleeper");
    jthread intr = find_thread(env, jni, "app-interrupted");
    jthread waiter = find_thread(env, jni, "app-waiter");
    jthread blocker = find_thread(env, jni, "app-blocker");
    jthread not_started = static_object(jni, "NOT_STARTED", "Ljava/lang/Thread;");
    jobject lock = static_object(jni, "LOCK", "Ljava/lang/Object;");
    jobject waitlock = static_object(jni, "WAITLOCK", "Ljava/lang/Object;");
    if (!spinner || !sleeper || !intr || !waiter || !blocker || !not_started) {
        ag_log("missing threads");
        return;
    }
    bad_arguments(env, jni, trigger, not_started, spinner);
    /* Without the capabilities, before any argument is looked at. */
    jvmtiError none_results[1];
    ag_log("bare SuspendThread %s", err_name((*bare)->SuspendThread(bare, not_started)));
    ag_log("bare ResumeThread %s", err_name((*bare)->ResumeThread(bare, NULL)));
    ag_log("bare SuspendThreadList %s", err_name((*bare)->SuspendThreadList(bare, -1, NULL, none_results)));
    ag_log("bare ResumeThreadList %s", err_name((*bare)->ResumeThreadList(bare, -1, NULL, NULL)));
    ag_log("bare StopThread %s", err_name((*bare)->StopThread(bare, trigger, NULL)));
    ag_log("bare InterruptThread %s", err_name((*bare)->InterruptThread(bare, trigger)));

    /* A running thread stops at its next poll. */
    ag_log("SuspendThread(spinner) %s", err_name((*env)->SuspendThread(env, spinner)));
    ag_log("SuspendThread(spinner) again %s", err_name((*env)->SuspendThread(env, spinner)));
    log_state(env, spinner, "spinner");
    jlong before = spins(jni);
    sleep_ms(100);
    ag_log("spinner ran while suspended %d", spins(jni) != before);
    jint frames = 0;
    jvmtiError e = (*env)->GetFrameCount(env, spinner, &frames);
    ag_log("GetFrameCount(spinner) %s positive %d", err_name(e), frames > 0);
    ag_log("ResumeThread(spinner) %s", err_name((*env)->ResumeThread(env, spinner)));
    ag_log("ResumeThread(spinner) again %s", err_name((*env)->ResumeThread(env, spinner)));
    log_state(env, spinner, "spinner resumed");
    before = spins(jni);
    for (int i = 0; i < 100 && spins(jni) == before; i++)
        sleep_ms(10);
    ag_log("spinner runs again %d", spins(jni) != before);

    /* Blocked and waiting threads, and what the monitor functions say. */
    jthread list[5] = { blocker, waiter, sleeper, not_started, trigger };
    jvmtiError results[5];
    ag_log("SuspendThreadList %s", err_name((*env)->SuspendThreadList(env, 5, list, results)));
    for (int i = 0; i < 5; i++)
        ag_log("  result %d %s", i, err_name(results[i]));
    log_state(env, blocker, "blocker");
    log_state(env, waiter, "waiter");
    log_state(env, sleeper, "sleeper");
    /* (Each call before the log line: argument order is unspecified.) */
    jobject contended = NULL;
    e = (*env)->GetCurrentContendedMonitor(env, blocker, &contended);
    ag_log("GetCurrentContendedMonitor(blocker) %s is LOCK %d", err_name(e),
           (int)(*jni)->IsSameObject(jni, contended, lock));
    e = (*env)->GetCurrentContendedMonitor(env, waiter, &contended);
    ag_log("GetCurrentContendedMonitor(waiter) %s is WAITLOCK %d", err_name(e),
           (int)(*jni)->IsSameObject(jni, contended, waitlock));
    contended = NULL;
    e = (*env)->GetCurrentContendedMonitor(env, sleeper, &contended);
    ag_log("GetCurrentContendedMonitor(sleeper) %s is NULL %d", err_name(e), contended == NULL);
    log_usage(env, jni, lock, "LOCK");
    log_usage(env, jni, waitlock, "WAITLOCK");
    log_owned(env, jni, self, "main", lock);
    log_owned(env, jni, blocker, "blocker", lock);

    /* A suspended waiter that is notified stays suspended. */
    jfieldID released = (*jni)->GetStaticFieldID(jni, program, "released", "Z");
    (*jni)->MonitorEnter(jni, waitlock);
    (*jni)->SetStaticBooleanField(jni, program, released, JNI_TRUE);
    jclass object_class = (*jni)->FindClass(jni, "java/lang/Object");
    (*jni)->CallVoidMethod(jni, waitlock, (*jni)->GetMethodID(jni, object_class, "notifyAll", "()V"));
    (*jni)->MonitorExit(jni, waitlock);
    sleep_ms(100);
    ag_log("waiter ran while suspended %d", (int)static_flag(jni, "waiterDone"));
    log_usage(env, jni, waitlock, "WAITLOCK notified");

    jthread rlist[3] = { blocker, waiter, spinner };
    ag_log("ResumeThreadList %s", err_name((*env)->ResumeThreadList(env, 3, rlist, results)));
    for (int i = 0; i < 3; i++)
        ag_log("  result %d %s", i, err_name(results[i]));
    for (int i = 0; i < 200 && !static_flag(jni, "waiterDone"); i++)
        sleep_ms(10);
    ag_log("waiter done after resume %d", (int)static_flag(jni, "waiterDone"));

    /* StopThread on the suspended sleeper, then resume it: it throws the
     * exception. InterruptThread ends the other sleep. */
    jclass stop_class = ag_loaded_class(env, jni, "LSuspend$Stop;");
    jmethodID ctor = stop_class ? (*jni)->GetMethodID(jni, stop_class, "<init>", "(Ljava/lang/String;)V") : NULL;
    jobject exc = ctor ? (*jni)->NewObject(jni, stop_class, ctor, (*jni)->NewStringUTF(jni, "by the agent")) : NULL;
    ag_log("StopThread(sleeper, NULL) %s", err_name((*env)->StopThread(env, sleeper, NULL)));
    ag_log("StopThread(sleeper) %s", err_name((*env)->StopThread(env, sleeper, exc)));
    ag_log("ResumeThread(sleeper) %s", err_name((*env)->ResumeThread(env, sleeper)));
    /* One at a time: both threads print. */
    jint st = 0;
    for (int i = 0; i < 500 && !(st & JVMTI_THREAD_STATE_TERMINATED); i++) {
        (*env)->GetThreadState(env, sleeper, &st);
        sleep_ms(10);
    }
    ag_log("sleeper terminated %d", (st & JVMTI_THREAD_STATE_TERMINATED) != 0);
    ag_log("InterruptThread(interrupted) %s", err_name((*env)->InterruptThread(env, intr)));

    /* main suspends itself last in a list; the helper thread resumes it. */
    (*env)->RawMonitorEnter(env, helper_lock);
    main_ref = (*jni)->NewGlobalRef(jni, self);
    helper_state = 1;
    (*env)->RawMonitorNotifyAll(env, helper_lock);
    (*env)->RawMonitorExit(env, helper_lock);
    jthread slist[2] = { self, spinner };
    /* Logged once the helper has logged: main runs on as soon as it is
     * resumed. */
    e = (*env)->SuspendThreadList(env, 2, slist, results);
    (*env)->RawMonitorEnter(env, helper_lock);
    while (helper_state != 2)
        (*env)->RawMonitorWait(env, helper_lock, 0);
    (*env)->RawMonitorExit(env, helper_lock);
    ag_log("SuspendThreadList(main, spinner) %s", err_name(e));
    for (int i = 0; i < 2; i++)
        ag_log("  result %d %s", i, err_name(results[i]));
    log_state(env, spinner, "spinner after main resumed");
    ag_log("ResumeThread(spinner) %s", err_name((*env)->ResumeThread(env, spinner)));
    ag_log("SuspendThread(main) with NULL, then resumed by the helper");
    (*env)->RawMonitorEnter(env, helper_lock);
    helper_state = 1;
    (*env)->RawMonitorNotifyAll(env, helper_lock);
    (*env)->RawMonitorExit(env, helper_lock);
    e = (*env)->SuspendThread(env, NULL);
    (*env)->RawMonitorEnter(env, helper_lock);
    while (helper_state != 2)
        (*env)->RawMonitorWait(env, helper_lock, 0);
    (*env)->RawMonitorExit(env, helper_lock);
    ag_log("SuspendThread(NULL) %s", err_name(e));
    jint s = 0;
    e = (*env)->GetThreadState(env, self, &s);
    ag_log("state main: %s suspended %d", err_name(e), (s & JVMTI_THREAD_STATE_SUSPENDED) != 0);
}

/* Waits for main to be suspended (up to 10 s), logs its state, resumes it. */
static void JNICALL helper(jvmtiEnv *env, JNIEnv *jni, void *arg)
{
    (void)arg;
    for (;;) {
        (*env)->RawMonitorEnter(env, helper_lock);
        while (helper_state != 1)
            (*env)->RawMonitorWait(env, helper_lock, 0);
        (*env)->RawMonitorExit(env, helper_lock);
        jint s = 0;
        for (int i = 0; i < 1000; i++) {
            (*env)->GetThreadState(env, main_ref, &s);
            if (s & JVMTI_THREAD_STATE_SUSPENDED)
                break;
            sleep_ms(10);
        }
        /* Only the suspension: in a MonitorWait callback HotSpot reports
         * the thread as waiting already, agentvm as runnable. */
        ag_log("helper: main suspended %d", (s & JVMTI_THREAD_STATE_SUSPENDED) != 0);
        ag_log("helper: ResumeThread(main) %s", err_name((*env)->ResumeThread(env, main_ref)));
        (*env)->RawMonitorEnter(env, helper_lock);
        helper_state = 2;
        (*env)->RawMonitorNotifyAll(env, helper_lock);
        (*env)->RawMonitorExit(env, helper_lock);
    }
    (void)jni;
}

static void JNICALL on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    (void)thread;
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID ctor = (*jni)->GetMethodID(jni, tc, "<init>", "(Ljava/lang/String;)V");
    jobject t = (*jni)->NewObject(jni, tc, ctor, (*jni)->NewStringUTF(jni, "agent-helper"));
    ag_check(env, (*env)->RunAgentThread(env, t, helper, NULL, JVMTI_THREAD_NORM_PRIORITY), "RunAgentThread");
}

static void JNICALL on_monitor_wait(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jlong timeout)
{
    (void)timeout;
    jclass k = (*jni)->GetObjectClass(jni, object);
    char *sig = ag_class_sig(env, k);
    int is_trigger = sig && strcmp(sig, "LSuspend$Trigger;") == 0;
    free(sig);
    if (!is_trigger)
        return;
    /* FindClass would look in the loader of Object.wait's class. */
    program = ag_loaded_class(env, jni, "LSuspend;");
    run_checks(env, jni, thread, object);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK ||
        (*vm)->GetEnv(vm, (void **)&bare, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_suspend = 1;
    caps.can_signal_thread = 1;
    caps.can_get_owned_monitor_info = 1;
    caps.can_get_owned_monitor_stack_depth_info = 1;
    caps.can_get_current_contended_monitor = 1;
    caps.can_get_monitor_info = 1;
    caps.can_generate_monitor_events = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    (*jvmti)->CreateRawMonitor(jvmti, "helper", &helper_lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.MonitorWait = on_monitor_wait;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_WAIT, NULL);
    return JNI_OK;
}
