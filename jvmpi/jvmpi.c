/*
 * JVMPI: the interface table and its functions.
 *
 * The VM has one JVMPI interface and so one JVMPI agent (JavaVM->GetEnv
 * hands every caller the same table, as HotSpot did); it lives alongside
 * any number of JVMTI environments, both fed by the event hub.
 *
 * Identifiers: a jobjectID is the object's address (the heap never moves
 * objects), a class ID is the address of the java.lang.Class object, a
 * thread ID is the thread's JNIEnv pointer, a jmethodID is the VM's
 * method record as in JNI and JVMTI. docs/jvmpi.md has the status of every
 * function and event.
 */
#define _GNU_SOURCE
#include "jvmpi/jvmpi_internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "interp/interp.h"
#include "jvmpi/jvmpi_vm.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/vm.h"

volatile uint8_t jvmpi_enabled[JVMPI_MAX_EVENT_TYPE_VAL + 1];

/* ------------------------------------------------------------------ */
/* Threads                                                             */
/* ------------------------------------------------------------------ */

/* A JNIEnv names a thread only while that thread is on the list. Called
 * with the thread list locked. */
static Thread *live_thread_locked(JNIEnv *env)
{
    for (Thread *t = thr_list_first(); t && env; t = t->next)
        if (jni_env(t) == env && t->state != THR_TERMINATED)
            return t;
    return NULL;
}

Thread *jvmpi_thread_of(JNIEnv *env)
{
    thr_list_lock();
    Thread *t = live_thread_locked(env);
    thr_list_unlock();
    return t;
}

static int vm_enter(Thread *t)
{
    int s = t->state;
    if (s != THR_IN_JAVA)
        thr_enter_vm(t);
    return s;
}

static void vm_leave(Thread *t, int saved)
{
    if (saved != THR_IN_JAVA)
        thr_enter_safe(t, (ThreadState)saved);
}

static int64_t thread_cpu_ns(Thread *t)
{
    clockid_t cid;
    struct timespec ts;
    if (t == thr_current())
        cid = CLOCK_THREAD_CPUTIME_ID;
    else if (pthread_getcpuclockid(t->pthread, &cid) != 0)
        return -1;
    if (clock_gettime(cid, &ts) != 0)
        return -1;
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* ------------------------------------------------------------------ */
/* Events: enable, disable, request                                    */
/* ------------------------------------------------------------------ */

static int is_event(jint ev)
{
    return (ev >= JVMPI_EVENT_METHOD_ENTRY && ev <= JVMPI_EVENT_INSTRUCTION_START) ||
           (ev >= JVMPI_EVENT_THREAD_START && ev <= JVMPI_MAX_EVENT_TYPE_VAL && ev != 36);
}

/* The one-shot events: only RequestEvent sends them (section 2). */
static int is_dump(jint ev)
{
    return ev == JVMPI_EVENT_HEAP_DUMP || ev == JVMPI_EVENT_MONITOR_DUMP || ev == JVMPI_EVENT_OBJECT_DUMP;
}

static jint set_event(jint ev, int on)
{
    if (!is_event(ev) || is_dump(ev))
        return JVMPI_NOT_AVAILABLE;
    __atomic_store_n(&jvmpi_enabled[ev], (uint8_t)on, __ATOMIC_RELAXED);
    jvmpi_update_interest();
    return JVMPI_SUCCESS;
}

static jint jvmpi_EnableEvent(jint event_type, void *arg) { return set_event(event_type, 1); }
static jint jvmpi_DisableEvent(jint event_type, void *arg) { return set_event(event_type, 0); }

static jint heap_dump_level(void *arg)
{
    if (!arg)
        return JVMPI_DUMP_LEVEL_2;
    return ((JVMPI_HeapDumpArg *)arg)->heap_dump_level;
}

/* Requested events are sent on the requesting thread before RequestEvent
 * returns, whether or not the event is enabled. */
static jint jvmpi_RequestEvent(jint event_type, void *arg)
{
    Thread *t = thr_current();
    if (!jvmpi_interface.NotifyEvent)
        return JVMPI_FAIL;
    switch (event_type) {
    case JVMPI_EVENT_HEAP_DUMP: {
        jint level = heap_dump_level(arg);
        if (level < JVMPI_DUMP_LEVEL_0 || level > JVMPI_DUMP_LEVEL_2)
            return JVMPI_FAIL;
        return t ? jvmpi_heap_dump(t, level, 1) : JVMPI_FAIL;
    }
    case JVMPI_EVENT_MONITOR_DUMP:
        return t ? jvmpi_monitor_dump(t) : JVMPI_FAIL;
    case JVMPI_EVENT_OBJECT_DUMP:
        return t && arg && heap_is_object(arg) ? jvmpi_object_dump(t, jvmpi_obj(arg)) : JVMPI_FAIL;
    case JVMPI_EVENT_CLASS_LOAD:
        return arg && heap_is_object(arg) ? jvmpi_request_class_load(t, jvmpi_obj(arg)) : JVMPI_FAIL;
    case JVMPI_EVENT_THREAD_START:
        return arg && heap_is_object(arg) ? jvmpi_request_thread_start(t, jvmpi_obj(arg)) : JVMPI_FAIL;
    case JVMPI_EVENT_OBJECT_ALLOC:
        return arg && heap_is_object(arg) ? jvmpi_request_object_alloc(t, jvmpi_obj(arg)) : JVMPI_FAIL;
    default:
        return JVMPI_NOT_AVAILABLE;
    }
}

/* ------------------------------------------------------------------ */
/* Call traces                                                         */
/* ------------------------------------------------------------------ */

/* Line numbers as the classic VM reported them: -1 unknown, -3 a native
 * method. */
void jvmpi_fill_trace(Thread *t, JVMPI_CallTrace *trace, jint depth)
{
    jint n = 0;
    for (Frame *f = t->top; f && n < depth; f = f->prev) {
        Method *m = f->method;
        if (!m)
            continue;
        jint line = (f->flags & FRAME_NATIVE) ? -3 : cls_line_number(m, frame_bci(f));
        trace->frames[n].lineno = line;
        trace->frames[n].method_id = (jmethodID)cls_method_id(m);
        n++;
    }
    trace->num_frames = n;
}

/* The target must not run while its frames are read: it is the caller,
 * the world is stopped (by the caller, or here), or it is suspended in a
 * safe state. */
static void jvmpi_GetCallTrace(JVMPI_CallTrace *trace, jint depth)
{
    if (!trace)
        return;
    trace->num_frames = 0;
    if (depth <= 0 || !trace->frames)
        return;
    Thread *self = thr_current();
    if (self && jni_env(self) == trace->env_id) {
        jvmpi_fill_trace(self, trace, depth);
        return;
    }
    if (!self)
        return;
    int stopped = thr_stopped_world(self);
    int saved = 0;
    if (!stopped) {
        saved = vm_enter(self);
        heap_lock_world(self);
    }
    thr_list_lock();
    Thread *t = live_thread_locked(trace->env_id);
    if (t)
        jvmpi_fill_trace(t, trace, depth);
    thr_list_unlock();
    if (!stopped) {
        heap_unlock_world(self);
        vm_leave(self, saved);
    }
}

/* ------------------------------------------------------------------ */
/* Threads: CPU time, suspension, status, system threads, storage      */
/* ------------------------------------------------------------------ */

static void jvmpi_ProfilerExit(jint code) { vm_exit(code); }

static jlong jvmpi_GetCurrentThreadCpuTime(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
        return 0;
    return (jlong)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Returns 0, or -1 when env names no live thread or the thread is
 * already suspended. */
static int suspend_one(Thread *self, JNIEnv *env, int *is_self)
{
    Thread *t = live_thread_locked(env);
    *is_self = 0;
    if (!t || t->suspended)
        return -1;
    t->jvmpi_cpu_prev = t->jvmpi_cpu_last;
    t->jvmpi_cpu_last = thread_cpu_ns(t);
    t->jvmpi_suspended = 1;
    *is_self = t == self;
    AVM_IGNORE(thr_suspend(self, t));
    return 0;
}

/* A thread that suspended itself blocks until resumed. */
static void wait_self_resumed(Thread *self)
{
    thr_enter_safe(self, THR_IN_NATIVE);
    thr_leave_safe(self);
}

static void suspend_list(jint n, JNIEnv **envs, jint *results)
{
    Thread *self = thr_current();
    if (!self || n <= 0 || !envs)
        return;
    int saved = vm_enter(self), self_suspended = 0;
    thr_list_lock();
    for (jint i = 0; i < n; i++) {
        int is_self = 0;
        int rc = envs[i] == jni_env(self) ? (self->suspended ? -1 : 0) : suspend_one(self, envs[i], &is_self);
        if (rc == 0 && envs[i] == jni_env(self))
            self_suspended = 1;
        if (results)
            results[i] = rc == 0 ? JVMPI_SUCCESS : JVMPI_FAIL;
    }
    /* The caller last, as in HotSpot. */
    if (self_suspended) {
        int dummy;
        suspend_one(self, jni_env(self), &dummy);
    }
    thr_list_unlock();
    if (self_suspended)
        wait_self_resumed(self);
    vm_leave(self, saved);
}

static void resume_list(jint n, JNIEnv **envs, jint *results)
{
    if (n <= 0 || !envs)
        return;
    thr_list_lock();
    for (jint i = 0; i < n; i++) {
        Thread *t = live_thread_locked(envs[i]);
        int ok = t && t->jvmpi_suspended;
        if (ok) {
            t->jvmpi_suspended = 0;
            AVM_IGNORE(thr_resume(t));
        }
        if (results)
            results[i] = ok ? JVMPI_SUCCESS : JVMPI_FAIL;
    }
    thr_list_unlock();
}

static void jvmpi_SuspendThread(JNIEnv *env) { suspend_list(1, &env, NULL); }
static void jvmpi_ResumeThread(JNIEnv *env) { resume_list(1, &env, NULL); }
static void jvmpi_SuspendThreadList(jint n, JNIEnv **envs, jint *results) { suspend_list(n, envs, results); }
static void jvmpi_ResumeThreadList(jint n, JNIEnv **envs, jint *results) { resume_list(n, envs, results); }

/* JVMPI suspension does not show (section 2); java.lang.Thread.suspend
 * does, as the SUSPENDED bit. */
static jint jvmpi_GetThreadStatus(JNIEnv *env)
{
    thr_list_lock();
    Thread *t = live_thread_locked(env);
    jint status = 0;
    if (t) {
        switch (t->state) {
        case THR_BLOCKED: status = JVMPI_THREAD_MONITOR_WAIT; break;
        case THR_WAITING:
        case THR_TIMED_WAITING: status = JVMPI_THREAD_CONDVAR_WAIT; break;
        default: status = JVMPI_THREAD_RUNNABLE; break;
        }
        if (t->suspended && !t->jvmpi_suspended)
            status |= JVMPI_THREAD_SUSPENDED;
        if (t->interrupted)
            status |= JVMPI_THREAD_INTERRUPTED;
    }
    thr_list_unlock();
    return status;
}

/* Whether the thread used CPU time between its last two JVMPI
 * suspensions (a sampler's "did it run since I last looked"). */
static jboolean jvmpi_ThreadHasRun(JNIEnv *env)
{
    thr_list_lock();
    Thread *t = live_thread_locked(env);
    jboolean ran = t && t->jvmpi_cpu_last != t->jvmpi_cpu_prev;
    thr_list_unlock();
    return ran;
}

typedef struct SystemThreadStart {
    void (*f)(void *);
} SystemThreadStart;

/* Runs on the new thread in native state; it ends as any Java thread
 * does, through Thread.exit(). */
static void system_thread_body(Thread *t, void *p)
{
    SystemThreadStart s = *(SystemThreadStart *)p;
    free(p);
    JNIEnv *jni = jni_env(t);
    s.f(NULL);
    (*jni)->ExceptionClear(jni);
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID exit = tc ? (*jni)->GetMethodID(jni, tc, "exit", "()V") : NULL;
    if (exit && t->jthread) {
        jobject self = jni_new_local(t, t->jthread);
        (*jni)->CallVoidMethod(jni, self, exit);
    }
    (*jni)->ExceptionClear(jni);
}

/* A java.lang.Thread named `name` in the caller's group, made through JNI
 * from the caller's (native) state. */
static jobject new_thread_object(JNIEnv *jni, const char *name)
{
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID init = tc ? (*jni)->GetMethodID(jni, tc, "<init>", "(Ljava/lang/String;)V") : NULL;
    jstring n = init ? (*jni)->NewStringUTF(jni, name ? name : "JVMPI System Thread") : NULL;
    jobject jt = n ? (*jni)->NewObject(jni, tc, init, n) : NULL;
    if (!jt)
        (*jni)->ExceptionClear(jni);
    return jt;
}

static jint jvmpi_CreateSystemThread(char *name, jint priority, void (*f)(void *))
{
    Thread *self = thr_current();
    if (!self || !f || priority < JVMPI_MINIMUM_PRIORITY || priority > JVMPI_MAXIMUM_PRIORITY ||
        vm_life() != VM_LIFE_LIVE)
        return JNI_ERR;
    JNIEnv *jni = jni_env(self);
    if ((*jni)->PushLocalFrame(jni, 8) != JNI_OK)
        return JNI_ERR;
    jobject jt = new_thread_object(jni, name);
    SystemThreadStart *s = jt ? malloc(sizeof *s) : NULL;
    jint rc = JNI_ERR;
    if (s) {
        s->f = f;
        int saved = vm_enter(self);
        Object *o = jni_deref(jt);
        Field *started = cls_field_by_name(wk.thread, "started");
        if (started)
            *FIELD_PTR(o, started->offset, int8_t) = 1;
        if (thr_start_agent_thread(self, o, system_thread_body, s, priority) == 0) {
            rc = JNI_OK;
        } else {
            exc_take(self);
            free(s);
        }
        vm_leave(self, saved);
    }
    (*jni)->PopLocalFrame(jni, NULL);
    return rc;
}

static void jvmpi_SetThreadLocalStorage(JNIEnv *env, void *ptr)
{
    thr_list_lock();
    Thread *t = live_thread_locked(env);
    if (t)
        t->jvmpi_local = ptr;
    thr_list_unlock();
}

/* Read often (every method entry of a counting profiler): the caller's
 * own storage is read without the thread list. */
static void *jvmpi_GetThreadLocalStorage(JNIEnv *env)
{
    Thread *self = thr_current();
    if (self && jni_env(self) == env)
        return self->jvmpi_local;
    thr_list_lock();
    Thread *t = live_thread_locked(env);
    void *p = t ? t->jvmpi_local : NULL;
    thr_list_unlock();
    return p;
}

/* ------------------------------------------------------------------ */
/* GC                                                                  */
/* ------------------------------------------------------------------ */

static void jvmpi_DisableGC(void) { heap_gc_disable(thr_current()); }
static void jvmpi_EnableGC(void) { heap_gc_enable(thr_current()); }

/* Not with GC disabled (section 2): the collection is then skipped. */
static void jvmpi_RunGC(void)
{
    Thread *t = thr_current();
    if (!t || thr_stopped_world(t))
        return;
    int saved = vm_enter(t);
    heap_collect(t, 0);
    vm_leave(t, saved);
}

/* ------------------------------------------------------------------ */
/* Objects and classes                                                 */
/* ------------------------------------------------------------------ */

static jobjectID jvmpi_GetThreadObject(JNIEnv *env)
{
    thr_list_lock();
    Thread *t = live_thread_locked(env);
    Object *o = t ? t->jthread : NULL;
    thr_list_unlock();
    return jvmpi_id(o);
}

static jobjectID jvmpi_GetMethodClass(jmethodID mid)
{
    Method *m = (Method *)(void *)mid;
    if (!m || !cls_is_method(m))
        return NULL;
    return jvmpi_id(m->klass->mirror);
}

static jobject jvmpi_jobjectID2jobject(jobjectID jid)
{
    Thread *t = thr_current();
    if (!t || !jid || !heap_is_object(jid))
        return NULL;
    return jni_new_local(t, jvmpi_obj(jid));
}

static jobjectID jvmpi_jobject2jobjectID(jobject j)
{
    if (!j || !jni_is_valid_ref(j))
        return NULL;
    return jvmpi_id(jni_deref(j));
}

/* ------------------------------------------------------------------ */
/* The table and GetEnv                                                */
/* ------------------------------------------------------------------ */

JVMPI_Interface jvmpi_interface = {
    .version = JVMPI_VERSION_1_2,
    .NotifyEvent = NULL,
    .EnableEvent = jvmpi_EnableEvent,
    .DisableEvent = jvmpi_DisableEvent,
    .RequestEvent = jvmpi_RequestEvent,
    .GetCallTrace = jvmpi_GetCallTrace,
    .ProfilerExit = jvmpi_ProfilerExit,
    .RawMonitorCreate = jvmpi_raw_create,
    .RawMonitorEnter = jvmpi_raw_enter,
    .RawMonitorExit = jvmpi_raw_exit,
    .RawMonitorWait = jvmpi_raw_wait,
    .RawMonitorNotifyAll = jvmpi_raw_notify_all,
    .RawMonitorDestroy = jvmpi_raw_destroy,
    .GetCurrentThreadCpuTime = jvmpi_GetCurrentThreadCpuTime,
    .SuspendThread = jvmpi_SuspendThread,
    .ResumeThread = jvmpi_ResumeThread,
    .GetThreadStatus = jvmpi_GetThreadStatus,
    .ThreadHasRun = jvmpi_ThreadHasRun,
    .CreateSystemThread = jvmpi_CreateSystemThread,
    .SetThreadLocalStorage = jvmpi_SetThreadLocalStorage,
    .GetThreadLocalStorage = jvmpi_GetThreadLocalStorage,
    .DisableGC = jvmpi_DisableGC,
    .EnableGC = jvmpi_EnableGC,
    .RunGC = jvmpi_RunGC,
    .GetThreadObject = jvmpi_GetThreadObject,
    .GetMethodClass = jvmpi_GetMethodClass,
    .jobjectID2jobject = jvmpi_jobjectID2jobject,
    .jobject2jobjectID = jvmpi_jobject2jobjectID,
    .SuspendThreadList = jvmpi_SuspendThreadList,
    .ResumeThreadList = jvmpi_ResumeThreadList,
};

int jvmpi_is_jvmpi_version(int32_t version)
{
    return version == JVMPI_VERSION_1 || version == JVMPI_VERSION_1_1 || version == JVMPI_VERSION_1_2;
}

/* The version field answers the version asked for: each is a subset of
 * the table, which always holds every function. */
int jvmpi_get_env(void **penv, int32_t version)
{
    if (!jvmpi_is_jvmpi_version(version))
        return JNI_EVERSION;
    jvmpi_events_init();
    jvmpi_interface.version = version;
    *penv = &jvmpi_interface;
    return JNI_OK;
}
