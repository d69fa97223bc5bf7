/*
 * functions - the interface functions not covered by the other tests,
 * called from the THREAD_START event of the program's "jvmpi-functions"
 * thread (an event sent with GC disabled): thread status, suspension and
 * ThreadHasRun, SuspendThreadList/ResumeThreadList, GetCallTrace of
 * another thread, CPU time, GetThreadObject and GetMethodClass, the object
 * ID conversions, requested events (THREAD_START, CLASS_LOAD,
 * OBJECT_ALLOC, OBJECT_DUMP), RunGC with GC disabled, the return codes of
 * EnableEvent/DisableEvent/RequestEvent, JNI global-reference events,
 * METHOD_ENTRY2, a CLASS_LOAD_HOOK whose replacement is honoured, and
 * Thread.sleep reported as a wait on no object.
 * The expected log follows from the specification (sections 2 and 3).
 */
#define _GNU_SOURCE
#include "jvmpi_common.h"
#include <pthread.h>
#include <unistd.h>

typedef struct {
    JNIEnv *env;
    char name[64];
    jobjectID obj;
} Named;

/* THREAD_START and CLASS_LOAD come on the threads they are about, at
 * once: the tables they fill are read and written under table_lock. */
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static Named threads[256];
static int thread_count;
static PiMap methods;             /* app method id -> "Class.name" */
static jmethodID main_method, bump, stat_method;
static jobjectID functions_class;
static int gc_starts, entry2_bump_with_obj, entry2_stat_null, entry2_other;
static int requested_thread, requested_class, requested_alloc, dump_ok;
static jobjectID want_obj;
static jobject g_ref, w_ref;
static int ref_events[4];
static int sleep_waits, sleep_waiteds;

static Named *named(const char *n)
{
    Named *found = NULL;
    pthread_mutex_lock(&table_lock);
    for (int i = thread_count - 1; i >= 0 && !found; i--)
        if (strcmp(threads[i].name, n) == 0)
            found = &threads[i];
    pthread_mutex_unlock(&table_lock);
    return found;
}

static const char *status(jint s)
{
    static char buf[64];
    const char *base = (s & 0xff) == JVMPI_THREAD_RUNNABLE ? "runnable" :
                       (s & 0xff) == JVMPI_THREAD_MONITOR_WAIT ? "monitor-wait" :
                       (s & 0xff) == JVMPI_THREAD_CONDVAR_WAIT ? "condvar-wait" : "?";
    snprintf(buf, sizeof buf, "%s%s%s", base, s & JVMPI_THREAD_SUSPENDED ? "+suspended" : "",
             s & JVMPI_THREAD_INTERRUPTED ? "+interrupted" : "");
    return buf;
}

/* Lets the other threads run for about ms: a timed wait on a raw monitor
 * nobody notifies rather than a sleep, which under green threads would
 * keep the run token (and there the wait is timed on the virtual clock,
 * so that the spinner runs however loaded the machine is). */
static void pause_ms(jlong ms)
{
    JVMPI_RawMonitor m = pi->RawMonitorCreate("functions pause");
    pi->RawMonitorEnter(m);
    pi->RawMonitorWait(m, ms);
    pi->RawMonitorExit(m);
    pi->RawMonitorDestroy(m);
}

static void threads_part(void)
{
    Named *sleeper = named("sleeper"), *spinner = named("spinner");
    pi_log("status sleeper %s", status(pi->GetThreadStatus(sleeper->env)));
    pi_log("status spinner %s", status(pi->GetThreadStatus(spinner->env)));
    pi->SuspendThread(spinner->env);
    pi->ResumeThread(spinner->env);
    pause_ms(50);
    pi->SuspendThread(spinner->env);
    pi_log("spinner has run between suspensions: %s", pi->ThreadHasRun(spinner->env) ? "yes" : "no");
    pi_log("status of the suspended spinner %s", status(pi->GetThreadStatus(spinner->env)));
    pi->ResumeThread(spinner->env);
    pi->SuspendThread(sleeper->env);
    pi->ResumeThread(sleeper->env);
    pause_ms(20);
    pi->SuspendThread(sleeper->env);
    pi_log("sleeper has run between suspensions: %s", pi->ThreadHasRun(sleeper->env) ? "yes" : "no");

    JVMPI_CallFrame frames[16];
    JVMPI_CallTrace trace = { sleeper->env, 0, frames };
    pi->GetCallTrace(&trace, 16);
    const char *top = NULL;
    pthread_mutex_lock(&table_lock);
    for (jint i = 0; i < trace.num_frames && !top; i++)
        top = pi_map_get(&methods, frames[i].method_id);
    pthread_mutex_unlock(&table_lock);
    pi_log("sleeper's trace: %s frames, first application frame %s", trace.num_frames > 0 ? "some" : "no",
           top ? top : "none");
    pi->ResumeThread(sleeper->env);

    JNIEnv *list[3] = { sleeper->env, spinner->env, NULL };
    jint results[3] = { 7, 7, 7 };
    pi->SuspendThreadList(3, list, results);
    pi_log("SuspendThreadList: %d %d %d", (int)results[0], (int)results[1], (int)results[2]);
    pi->SuspendThreadList(2, list, results);
    pi_log("SuspendThreadList again: %d %d", (int)results[0], (int)results[1]);
    pi->ResumeThreadList(3, list, results);
    pi_log("ResumeThreadList: %d %d %d", (int)results[0], (int)results[1], (int)results[2]);

    jlong t1 = pi->GetCurrentThreadCpuTime(), t2 = pi->GetCurrentThreadCpuTime();
    pi_log("cpu time positive and monotonic: %s", t1 > 0 && t2 >= t1 ? "yes" : "no");
}

static void objects_part(JVMPI_Event *ev)
{
    Named *mainth = named("main");
    jobjectID main_obj = pi->GetThreadObject(mainth->env);
    pi_log("GetThreadObject(main) is THREAD_START's thread_id: %s", main_obj == mainth->obj ? "yes" : "no");
    jobject ref = pi->jobjectID2jobject(main_obj);
    pi_log("jobject2jobjectID(jobjectID2jobject(id)) == id: %s", pi->jobject2jobjectID(ref) == main_obj ? "yes" : "no");
    pi_log("GetMethodClass(main) is Functions: %s", pi->GetMethodClass(main_method) == functions_class ? "yes" : "no");

    JNIEnv *jni = ev->env_id;
    want_obj = main_obj;
    g_ref = (*jni)->NewGlobalRef(jni, ref);
    (*jni)->DeleteGlobalRef(jni, g_ref);
    w_ref = (*jni)->NewWeakGlobalRef(jni, ref);
    (*jni)->DeleteWeakGlobalRef(jni, w_ref);
    pi_log("JNI reference events alloc/free/weak alloc/weak free: %d %d %d %d", ref_events[0], ref_events[1],
           ref_events[2], ref_events[3]);

    jint rc = pi->RequestEvent(JVMPI_EVENT_THREAD_START, main_obj);
    pi_log("RequestEvent(THREAD_START, main) = %d, delivered %d", (int)rc, requested_thread);
    rc = pi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, functions_class);
    pi_log("RequestEvent(CLASS_LOAD, Functions) = %d, delivered %d", (int)rc, requested_class);
    rc = pi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, main_obj);
    pi_log("RequestEvent(OBJECT_ALLOC, main) = %d, delivered %d", (int)rc, requested_alloc);
    rc = pi->RequestEvent(JVMPI_EVENT_OBJECT_DUMP, main_obj);
    pi_log("RequestEvent(OBJECT_DUMP, main) = %d, instance record of it %s", (int)rc, dump_ok ? "yes" : "no");
    int before = gc_starts;
    pi->RunGC();
    pi_log("RunGC with GC disabled (in an event with IDs) collects: %s", gc_starts > before ? "yes" : "no");
}

static void codes_part(void)
{
    pi_log("EnableEvent HEAP_DUMP %d MONITOR_DUMP %d OBJECT_DUMP %d", (int)pi->EnableEvent(JVMPI_EVENT_HEAP_DUMP, NULL),
           (int)pi->EnableEvent(JVMPI_EVENT_MONITOR_DUMP, NULL), (int)pi->EnableEvent(JVMPI_EVENT_OBJECT_DUMP, NULL));
    pi_log("DisableEvent HEAP_DUMP %d MONITOR_DUMP %d OBJECT_DUMP %d", (int)pi->DisableEvent(JVMPI_EVENT_HEAP_DUMP, NULL),
           (int)pi->DisableEvent(JVMPI_EVENT_MONITOR_DUMP, NULL), (int)pi->DisableEvent(JVMPI_EVENT_OBJECT_DUMP, NULL));
    pi_log("EnableEvent(GC_START) %d, DisableEvent(GC_START) %d", (int)pi->EnableEvent(JVMPI_EVENT_GC_START, NULL),
           (int)pi->DisableEvent(JVMPI_EVENT_GC_START, NULL));
    pi_log("RequestEvent(METHOD_ENTRY) %d", (int)pi->RequestEvent(JVMPI_EVENT_METHOD_ENTRY, NULL));
    pi_log("method entry2: bump with its object %d, stat without one %d, others wrong %d", entry2_bump_with_obj,
           entry2_stat_null, entry2_other);
    pi->DisableEvent(JVMPI_EVENT_METHOD_ENTRY2, NULL);
}

static void thread_start(JVMPI_Event *ev)
{
    const char *n = ev->u.thread_start.thread_name ? ev->u.thread_start.thread_name : "?";
    if (ev->event_type & JVMPI_REQUESTED_EVENT) {
        requested_thread = strcmp(n, "main") == 0 && ev->u.thread_start.thread_env_id == named("main")->env;
        return;
    }
    pthread_mutex_lock(&table_lock);
    if (thread_count < 256) {
        threads[thread_count].env = ev->u.thread_start.thread_env_id;
        threads[thread_count].obj = ev->u.thread_start.thread_id;
        snprintf(threads[thread_count].name, sizeof threads[0].name, "%s", n);
        thread_count++;
    }
    pthread_mutex_unlock(&table_lock);
    if (strcmp(n, "jvmpi-functions") == 0) {
        threads_part();
        objects_part(ev);
        codes_part();
    }
}

static void class_load(JVMPI_Event *ev)
{
    const char *name = ev->u.class_load.class_name;
    if (ev->event_type & JVMPI_REQUESTED_EVENT) {
        requested_class = strcmp(name, "Functions") == 0 && ev->u.class_load.class_id == functions_class;
        return;
    }
    if (!pi_is_app_class(name))
        return;
    if (strcmp(name, "Functions") == 0)
        functions_class = ev->u.class_load.class_id;
    for (jint i = 0; i < ev->u.class_load.num_methods; i++) {
        JVMPI_Method *m = &ev->u.class_load.methods[i];
        char buf[512];
        snprintf(buf, sizeof buf, "%s.%s", name, m->method_name);
        pthread_mutex_lock(&table_lock);
        pi_map_put(&methods, m->method_id, strdup(buf));
        pthread_mutex_unlock(&table_lock);
        if (strcmp(buf, "Functions.main") == 0)
            main_method = m->method_id;
        if (strcmp(buf, "Functions$Counter.bump") == 0)
            bump = m->method_id;
        if (strcmp(buf, "Functions.stat") == 0)
            stat_method = m->method_id;
        if (strncmp(buf, "Functions$Hooked.", 17) == 0 && strcmp(m->method_name, "value") != 0 &&
            strcmp(m->method_name, "<init>") != 0)
            pi_log("CLASS_LOAD of Functions$Hooked lists %s", m->method_name);
    }
}

/* Rename Functions$Hooked.helper to hooked (same length) in a copy made
 * with the VM's malloc_f. */
static void class_load_hook(JVMPI_Event *ev)
{
    unsigned char *cf = ev->u.class_load_hook.class_data;
    jint len = ev->u.class_load_hook.class_data_len;
    ev->u.class_load_hook.new_class_data = cf;
    ev->u.class_load_hook.new_class_data_len = len;
    if (!memmem(cf, len, "Functions$Hooked", 16))
        return;
    unsigned char *at = memmem(cf, len, "\x01\x00\x06helper", 9);
    if (!at || !memmem(cf, len, "\x00\x05value", 7))
        return;
    unsigned char *copy = ev->u.class_load_hook.malloc_f((unsigned)len);
    memcpy(copy, cf, len);
    memcpy(copy + (at - cf) + 3, "hooked", 6);
    ev->u.class_load_hook.new_class_data = copy;
}

static void method_entry2(JVMPI_Event *ev)
{
    jmethodID m = ev->u.method_entry2.method_id;
    if (m == bump)
        entry2_bump_with_obj += ev->u.method_entry2.obj_id != NULL;
    else if (m == stat_method)
        entry2_stat_null += ev->u.method_entry2.obj_id == NULL;
    else if (m == main_method && ev->u.method_entry2.obj_id)
        entry2_other++;
}

static void object_dump(JVMPI_Event *ev)
{
    unsigned char *d = (unsigned char *)ev->u.object_dump.data;
    jobjectID id = NULL;
    if (ev->u.object_dump.data_len > (jint)sizeof id)
        memcpy(&id, d + 1, sizeof id);
    dump_ok = d[0] == JVMPI_GC_INSTANCE_DUMP && id == want_obj;
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_THREAD_START: thread_start(ev); break;
    case JVMPI_EVENT_CLASS_LOAD: class_load(ev); break;
    case JVMPI_EVENT_CLASS_LOAD_HOOK: class_load_hook(ev); break;
    case JVMPI_EVENT_METHOD_ENTRY2: method_entry2(ev); break;
    case JVMPI_EVENT_GC_START: gc_starts++; break;
    case JVMPI_EVENT_OBJECT_ALLOC:
        if (ev->event_type & JVMPI_REQUESTED_EVENT)
            requested_alloc = ev->u.obj_alloc.obj_id == want_obj && ev->u.obj_alloc.is_array == JVMPI_NORMAL_OBJECT;
        break;
    case JVMPI_EVENT_OBJECT_DUMP: object_dump(ev); break;
    case JVMPI_EVENT_MONITOR_WAIT:
        /* Thread.sleep: a wait on no object (section 3). */
        if (!ev->u.monitor_wait.object && named("sleeper") && ev->env_id == named("sleeper")->env)
            sleep_waits += ev->u.monitor_wait.timeout == 100000;
        break;
    case JVMPI_EVENT_MONITOR_WAITED:
        if (!ev->u.monitor_wait.object && named("sleeper") && ev->env_id == named("sleeper")->env)
            sleep_waiteds++;
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        pi_log("sleeper's Thread.sleep(100000) as MONITOR_WAIT on NULL: %d, MONITOR_WAITED: %d", sleep_waits,
               sleep_waiteds);
        break;
    case JVMPI_EVENT_JNI_GLOBALREF_ALLOC:
        ref_events[0] += want_obj && ev->u.jni_globalref_alloc.obj_id == want_obj;
        break;
    case JVMPI_EVENT_JNI_GLOBALREF_FREE: ref_events[1] += ev->u.jni_globalref_free.ref_id == g_ref; break;
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC:
        ref_events[2] += want_obj && ev->u.jni_globalref_alloc.obj_id == want_obj;
        break;
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE: ref_events[3] += ev->u.jni_globalref_free.ref_id == w_ref; break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1_2, notify) != JNI_OK)
        return JNI_ERR;
    pi_enable(JVMPI_EVENT_THREAD_START);
    pi_enable(JVMPI_EVENT_CLASS_LOAD);
    pi_enable(JVMPI_EVENT_CLASS_LOAD_HOOK);
    pi_enable(JVMPI_EVENT_METHOD_ENTRY2);
    pi_enable(JVMPI_EVENT_GC_START);
    pi_enable(JVMPI_EVENT_JNI_GLOBALREF_ALLOC);
    pi_enable(JVMPI_EVENT_JNI_GLOBALREF_FREE);
    pi_enable(JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC);
    pi_enable(JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE);
    pi_enable(JVMPI_EVENT_MONITOR_WAIT);
    pi_enable(JVMPI_EVENT_MONITOR_WAITED);
    pi_enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
