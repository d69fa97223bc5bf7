/*
 * An event log for the green scheduler's determinism test
 * (tests/green/determinism.sh). It writes, holding a raw monitor, the
 * thread starts and ends, contended monitor enters, waits and the method
 * entries of the program's own classes (GreenRacy*), and runs an agent
 * thread (RunAgentThread) that waits on a second raw monitor for work
 * (one item per thread end and per finished wait) and logs what it gets.
 * Under -Xthreads:green with one seed the log must be the same in every
 * run: the agent's code is scheduled with the Java threads.
 *
 * usage: -agentpath:libgreenlog.so=LOG_FILE
 */
#include <jvmti.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static jvmtiEnv *jvmti;
static FILE *out;
static jrawMonitorID log_lock, work_lock;
static long seq;

#define QCAP 256
static char *queue[QCAP];
static int q_head, q_len, done, worker_done;

/* Methods already classified: 1 ours, 2 not ours. */
#define MCAP 8192
static jmethodID m_ids[MCAP];
static char m_kind[MCAP];

static void logf_(const char *fmt, ...)
{
    (*jvmti)->RawMonitorEnter(jvmti, log_lock);
    if (out) {
        va_list ap;
        va_start(ap, fmt);
        fprintf(out, "%ld ", ++seq);
        vfprintf(out, fmt, ap);
        fputc('\n', out);
        va_end(ap);
    }
    (*jvmti)->RawMonitorExit(jvmti, log_lock);
}

static void thread_name(jthread t, char *buf, size_t n)
{
    jvmtiThreadInfo info;
    memset(&info, 0, sizeof info);
    if (!t || (*jvmti)->GetThreadInfo(jvmti, t, &info) != JVMTI_ERROR_NONE || !info.name) {
        snprintf(buf, n, "?");
        return;
    }
    snprintf(buf, n, "%s", info.name);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)info.name);
}

static void class_of(JNIEnv *jni, jobject o, char *buf, size_t n)
{
    char *sig = NULL;
    jclass c = (*jni)->GetObjectClass(jni, o);
    if (!c || (*jvmti)->GetClassSignature(jvmti, c, &sig, NULL) != JVMTI_ERROR_NONE) {
        snprintf(buf, n, "?");
        return;
    }
    snprintf(buf, n, "%s", sig);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
}

/* Hands a line to the agent thread. */
static void post_work(const char *what, const char *who)
{
    char buf[160];
    snprintf(buf, sizeof buf, "%s %s", what, who);
    (*jvmti)->RawMonitorEnter(jvmti, work_lock);
    if (q_len < QCAP) {
        queue[(q_head + q_len) % QCAP] = strdup(buf);
        q_len++;
    }
    (*jvmti)->RawMonitorNotify(jvmti, work_lock);
    (*jvmti)->RawMonitorExit(jvmti, work_lock);
}

static void JNICALL worker(jvmtiEnv *env, JNIEnv *jni, void *arg)
{
    (void)env;
    (void)jni;
    (void)arg;
    (*jvmti)->RawMonitorEnter(jvmti, work_lock);
    for (;;) {
        while (q_len == 0 && !done)
            (*jvmti)->RawMonitorWait(jvmti, work_lock, 0);
        if (q_len == 0)
            break;
        char *item = queue[q_head];
        q_head = (q_head + 1) % QCAP;
        q_len--;
        (*jvmti)->RawMonitorExit(jvmti, work_lock);
        logf_("worker got: %s", item);
        free(item);
        (*jvmti)->RawMonitorEnter(jvmti, work_lock);
    }
    worker_done = 1;
    (*jvmti)->RawMonitorNotifyAll(jvmti, work_lock);
    (*jvmti)->RawMonitorExit(jvmti, work_lock);
}

static void JNICALL vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thr)
{
    (void)thr;
    logf_("VMInit");
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID ctor = tc ? (*jni)->GetMethodID(jni, tc, "<init>", "(Ljava/lang/String;)V") : NULL;
    jstring name = (*jni)->NewStringUTF(jni, "greenlog-worker");
    jobject t = ctor && name ? (*jni)->NewObject(jni, tc, ctor, name) : NULL;
    if (!t || (*env)->RunAgentThread(env, t, worker, NULL, JVMTI_THREAD_MAX_PRIORITY) != JVMTI_ERROR_NONE) {
        logf_("cannot start the worker");
        worker_done = 1;
    }
}

static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    (void)env;
    (void)jni;
    (*jvmti)->RawMonitorEnter(jvmti, work_lock);
    done = 1;
    (*jvmti)->RawMonitorNotifyAll(jvmti, work_lock);
    while (!worker_done)
        (*jvmti)->RawMonitorWait(jvmti, work_lock, 0);
    (*jvmti)->RawMonitorExit(jvmti, work_lock);
    logf_("VMDeath");
    (*jvmti)->RawMonitorEnter(jvmti, log_lock);
    if (out)
        fclose(out);
    out = NULL;
    (*jvmti)->RawMonitorExit(jvmti, log_lock);
}

static void JNICALL thread_start(jvmtiEnv *env, JNIEnv *jni, jthread t)
{
    (void)env;
    (void)jni;
    char n[64];
    thread_name(t, n, sizeof n);
    logf_("ThreadStart %s", n);
}

static void JNICALL thread_end(jvmtiEnv *env, JNIEnv *jni, jthread t)
{
    (void)env;
    (void)jni;
    char n[64];
    thread_name(t, n, sizeof n);
    logf_("ThreadEnd %s", n);
    if (strcmp(n, "greenlog-worker") != 0)
        post_work("end of", n);
}

static void JNICALL contended_enter(jvmtiEnv *env, JNIEnv *jni, jthread t, jobject o)
{
    (void)env;
    char n[64], c[128];
    thread_name(t, n, sizeof n);
    class_of(jni, o, c, sizeof c);
    logf_("MonitorContendedEnter %s %s", n, c);
}

static void JNICALL contended_entered(jvmtiEnv *env, JNIEnv *jni, jthread t, jobject o)
{
    (void)env;
    char n[64], c[128];
    thread_name(t, n, sizeof n);
    class_of(jni, o, c, sizeof c);
    logf_("MonitorContendedEntered %s %s", n, c);
}

static void JNICALL monitor_wait(jvmtiEnv *env, JNIEnv *jni, jthread t, jobject o, jlong timeout)
{
    (void)env;
    char n[64], c[128];
    thread_name(t, n, sizeof n);
    class_of(jni, o, c, sizeof c);
    logf_("MonitorWait %s %s %lld", n, c, (long long)timeout);
}

static void JNICALL monitor_waited(jvmtiEnv *env, JNIEnv *jni, jthread t, jobject o, jboolean timed_out)
{
    (void)env;
    char n[64], c[128];
    thread_name(t, n, sizeof n);
    class_of(jni, o, c, sizeof c);
    logf_("MonitorWaited %s %s %d", n, c, timed_out);
    post_work("waited", n);
}

/* 1 when m is a method of a GreenRacy class; remembered per method. */
static int ours(jmethodID m)
{
    size_t h = ((size_t)m >> 3) % MCAP;
    for (size_t i = 0; i < MCAP; i++, h = (h + 1) % MCAP) {
        if (m_ids[h] == m)
            return m_kind[h] == 1;
        if (!m_ids[h]) {
            jclass c;
            char *sig = NULL;
            int mine = 0;
            if ((*jvmti)->GetMethodDeclaringClass(jvmti, m, &c) == JVMTI_ERROR_NONE &&
                (*jvmti)->GetClassSignature(jvmti, c, &sig, NULL) == JVMTI_ERROR_NONE) {
                mine = strncmp(sig, "LGreenRacy", 10) == 0;
                (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
            }
            m_ids[h] = m;
            m_kind[h] = mine ? 1 : 2;
            return mine;
        }
    }
    return 0;
}

static void JNICALL method_entry(jvmtiEnv *env, JNIEnv *jni, jthread t, jmethodID m)
{
    (void)env;
    (void)jni;
    /* Callbacks of all threads: the table is changed holding log_lock. */
    (*jvmti)->RawMonitorEnter(jvmti, log_lock);
    int mine = ours(m);
    (*jvmti)->RawMonitorExit(jvmti, log_lock);
    if (!mine)
        return;
    char n[64], *name = NULL, *sig = NULL;
    thread_name(t, n, sizeof n);
    jclass c;
    if ((*jvmti)->GetMethodName(jvmti, m, &name, NULL, NULL) != JVMTI_ERROR_NONE ||
        (*jvmti)->GetMethodDeclaringClass(jvmti, m, &c) != JVMTI_ERROR_NONE ||
        (*jvmti)->GetClassSignature(jvmti, c, &sig, NULL) != JVMTI_ERROR_NONE)
        return;
    logf_("MethodEntry %s %s.%s", n, sig, name);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)name);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    out = fopen(options && *options ? options : "greenlog.txt", "w");
    if (!out)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_monitor_events = 1;
    caps.can_generate_method_entry_events = 1;
    if ((*jvmti)->AddCapabilities(jvmti, &caps) != JVMTI_ERROR_NONE)
        return JNI_ERR;
    (*jvmti)->CreateRawMonitor(jvmti, "greenlog log", &log_lock);
    (*jvmti)->CreateRawMonitor(jvmti, "greenlog work", &work_lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = vm_init;
    cb.VMDeath = vm_death;
    cb.ThreadStart = thread_start;
    cb.ThreadEnd = thread_end;
    cb.MonitorContendedEnter = contended_enter;
    cb.MonitorContendedEntered = contended_entered;
    cb.MonitorWait = monitor_wait;
    cb.MonitorWaited = monitor_waited;
    cb.MethodEntry = method_entry;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    jvmtiEvent evs[] = { JVMTI_EVENT_VM_INIT, JVMTI_EVENT_VM_DEATH, JVMTI_EVENT_THREAD_START,
                         JVMTI_EVENT_THREAD_END, JVMTI_EVENT_MONITOR_CONTENDED_ENTER,
                         JVMTI_EVENT_MONITOR_CONTENDED_ENTERED, JVMTI_EVENT_MONITOR_WAIT,
                         JVMTI_EVENT_MONITOR_WAITED, JVMTI_EVENT_METHOD_ENTRY };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL);
    return JNI_OK;
}
