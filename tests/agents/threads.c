/*
 * threads - a thread lifecycle tracer and stack sampler.
 *
 * ThreadStart/ThreadEnd are recorded for threads named "app-*".  An agent
 * thread started with RunAgentThread samples the stacks of main and of the
 * live application threads with GetThreadListStackTraces, but only at
 * rendezvous points the program sets up: the program calls wait() on a
 * Threads$Rendezvous object, the MonitorWait callback (on the program's
 * thread) hands the point number to the sampler and blocks until the
 * sample is taken.  The program arranges that every other thread is in a
 * known state at each point, so the samples are deterministic.  Frames of
 * JDK classes are left out; states are printed for the app-* threads only.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID data_lock;  /* app thread list, lifecycle lines */
static jrawMonitorID rendezvous; /* request/served handshake with the sampler */
static AgLines lifecycle;
static jthread main_thread;
static jthread app_threads[64];
static int app_count;
static int request, served, shutting_down;

static int is_app_thread_name(const char *name)
{
    return strncmp(name, "app-", 4) == 0;
}

static void on_thread_start(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    char *name = ag_thread_name(env, jni, thread);
    if (is_app_thread_name(name)) {
        AG_LOCKED(env, data_lock, {
            ag_lines_add(&lifecycle, "%s start", name);
            if (app_count < 64)
                app_threads[app_count++] = (*jni)->NewGlobalRef(jni, thread);
        });
    }
    free(name);
}

static void on_thread_end(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    char *name = ag_thread_name(env, jni, thread);
    if (is_app_thread_name(name)) {
        AG_LOCKED(env, data_lock, {
            ag_lines_add(&lifecycle, "%s end", name);
            for (int i = 0; i < app_count; i++) {
                if ((*jni)->IsSameObject(jni, app_threads[i], thread)) {
                    (*jni)->DeleteGlobalRef(jni, app_threads[i]);
                    app_threads[i] = app_threads[--app_count];
                    break;
                }
            }
        });
    }
    free(name);
}

static const char *state_name(jint s)
{
    switch (s & JVMTI_JAVA_LANG_THREAD_STATE_MASK) {
    case JVMTI_JAVA_LANG_THREAD_STATE_NEW: return "NEW";
    case JVMTI_JAVA_LANG_THREAD_STATE_TERMINATED: return "TERMINATED";
    case JVMTI_JAVA_LANG_THREAD_STATE_RUNNABLE: return "RUNNABLE";
    case JVMTI_JAVA_LANG_THREAD_STATE_BLOCKED: return "BLOCKED";
    case JVMTI_JAVA_LANG_THREAD_STATE_WAITING: return "WAITING";
    case JVMTI_JAVA_LANG_THREAD_STATE_TIMED_WAITING: return "TIMED_WAITING";
    default: return "?";
    }
}

static void print_frames(jvmtiEnv *env, const jvmtiStackInfo *si)
{
    for (jint j = 0; j < si->frame_count; j++) {
        jclass k = NULL;
        char *name = NULL, *sig = NULL;
        if (!ag_check(env, (*env)->GetMethodDeclaringClass(env, si->frame_buffer[j].method, &k),
                      "GetMethodDeclaringClass"))
            continue;
        char *csig = ag_class_sig(env, k);
        if (ag_is_app_sig(csig) &&
            ag_check(env, (*env)->GetMethodName(env, si->frame_buffer[j].method, &name, &sig, NULL),
                     "GetMethodName"))
            ag_log("    %s.%s%s @%lld", csig, name, sig, (long long)si->frame_buffer[j].location);
        ag_free(env, name);
        ag_free(env, sig);
        free(csig);
    }
}

/* One sample: main first, then the app threads in name order. */
static void sample(jvmtiEnv *env, JNIEnv *jni, int point)
{
    jthread list[65];
    char *names[65];
    int n = 0;
    (*env)->RawMonitorEnter(env, data_lock);
    list[n] = main_thread, names[n++] = strdup("main");
    for (int i = 0; i < app_count; i++)
        list[n] = app_threads[i], names[n++] = ag_thread_name(env, jni, app_threads[i]);
    (*env)->RawMonitorExit(env, data_lock);
    for (int i = 2; i < n; i++)     /* insertion sort of the app threads by name */
        for (int j = i; j > 1 && strcmp(names[j - 1], names[j]) > 0; j--) {
            jthread t = list[j]; list[j] = list[j - 1]; list[j - 1] = t;
            char *s = names[j]; names[j] = names[j - 1]; names[j - 1] = s;
        }
    ag_log("point %d: %d threads", point, n);
    jvmtiStackInfo *infos = NULL;
    if (ag_check(env, (*env)->GetThreadListStackTraces(env, n, list, 16, &infos),
                 "GetThreadListStackTraces")) {
        for (int i = 0; i < n; i++) {
            if (i == 0)
                ag_log("  main");
            else
                ag_log("  %s %s%s", names[i], state_name(infos[i].state),
                       infos[i].state & JVMTI_THREAD_STATE_IN_OBJECT_WAIT ? " in-object-wait" : "");
            print_frames(env, &infos[i]);
        }
        ag_free(env, infos);
    }
    for (int i = 0; i < n; i++)
        free(names[i]);
}

static void JNICALL sampler(jvmtiEnv *env, JNIEnv *jni, void *arg)
{
    jvmtiThreadInfo info;
    memset(&info, 0, sizeof info);
    if (ag_check(env, (*env)->GetThreadInfo(env, NULL, &info), "GetThreadInfo(sampler)")) {
        ag_log("sampler %s daemon=%d", info.name, info.is_daemon);
        ag_free(env, info.name);
    }
    (*env)->RawMonitorEnter(env, rendezvous);
    for (;;) {
        while (request == served && !shutting_down)
            if (!ag_check(env, (*env)->RawMonitorWait(env, rendezvous, 0), "RawMonitorWait"))
                shutting_down = 1;
        if (shutting_down)
            break;
        sample(env, jni, request);
        served = request;
        (*env)->RawMonitorNotifyAll(env, rendezvous);
    }
    (*env)->RawMonitorExit(env, rendezvous);
}

/* A wait() on a Threads$Rendezvous object: sample now, then let it wait. */
static void on_monitor_wait(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj, jlong timeout)
{
    jclass k = (*jni)->GetObjectClass(jni, obj);
    char *sig = ag_class_sig(env, k);
    int is_rendezvous = sig != NULL && strcmp(sig, "LThreads$Rendezvous;") == 0;
    free(sig);
    if (!is_rendezvous)
        return;
    jfieldID f = (*jni)->GetFieldID(jni, k, "point", "I");
    int point = (*jni)->GetIntField(jni, obj, f);
    (*env)->RawMonitorEnter(env, rendezvous);
    request = point;
    (*env)->RawMonitorNotifyAll(env, rendezvous);
    while (served != point && !shutting_down)
        if (!ag_check(env, (*env)->RawMonitorWait(env, rendezvous, 0), "RawMonitorWait"))
            break;
    (*env)->RawMonitorExit(env, rendezvous);
}

static void on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    main_thread = (*jni)->NewGlobalRef(jni, thread);
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID init = (*jni)->GetMethodID(jni, tc, "<init>", "(Ljava/lang/String;)V");
    jstring name = (*jni)->NewStringUTF(jni, "agent-sampler");
    jthread t = (*jni)->NewObject(jni, tc, init, name);
    if (t == NULL) {
        ag_log("ERROR cannot create the sampler's Thread");
        return;
    }
    ag_check(env, (*env)->RunAgentThread(env, t, sampler, NULL, JVMTI_THREAD_NORM_PRIORITY),
             "RunAgentThread");
}

static void on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AG_LOCKED(env, rendezvous, {
        shutting_down = 1;
        (*env)->RawMonitorNotifyAll(env, rendezvous);
    });
    AG_LOCKED(env, data_lock, {
        ag_log("== lifecycle");
        ag_lines_flush(&lifecycle, 1);
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
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "threads-data", &data_lock),
             "CreateRawMonitor");
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "threads-rendezvous", &rendezvous),
             "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.ThreadStart = on_thread_start;
    cb.ThreadEnd = on_thread_end;
    cb.MonitorWait = on_monitor_wait;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent events[] = { JVMTI_EVENT_VM_INIT, JVMTI_EVENT_VM_DEATH, JVMTI_EVENT_THREAD_START,
                            JVMTI_EVENT_THREAD_END, JVMTI_EVENT_MONITOR_WAIT };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, events[i], NULL),
                 "SetEventNotificationMode");
    return JNI_OK;
}
