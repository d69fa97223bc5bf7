/*
 * JVMTI thread functions: thread state, enumeration and information, owned
 * and contended monitors, agent threads, thread-local storage, thread
 * groups, monitor usage, and the suspension and signalling functions.
 *
 * Results follow what HotSpot 17 returns where the specification leaves a
 * choice (order of threads, the waiter lists of GetObjectMonitorUsage, the
 * contended monitor of a thread in Object.wait).
 */
#include "jvmti/jvmti_thread.h"

#include <string.h>

#include "interp/interp.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/strings.h"
#include "vm/vm.h"

/* ------------------------------------------------------------------ */
/* Fields of the class library's Thread and ThreadGroup                */
/* ------------------------------------------------------------------ */

#define NO_FIELD UINT32_MAX

static struct {
    volatile int ready;
    uint32_t started, ccl, ccl_set;
    uint32_t tg_parent, tg_name, tg_max_priority, tg_daemon;
    uint32_t tg_nthreads, tg_threads, tg_ngroups, tg_groups;
} off;

static uint32_t instance_field(Class *c, const char *name)
{
    Field *f = c ? cls_field_by_name(c, name) : NULL;
    return (f && !(f->access_flags & ACC_STATIC)) ? f->offset : NO_FIELD;
}

/* Looked up on first use: the values never change, so racing threads
 * store the same offsets. */
static void init_offsets(void)
{
    if (off.ready)
        return;
    off.started = instance_field(wk.thread, "started");
    off.ccl = instance_field(wk.thread, "contextClassLoader");
    off.ccl_set = instance_field(wk.thread, "contextClassLoaderSet");
    off.tg_parent = instance_field(wk.thread_group, "parent");
    off.tg_name = instance_field(wk.thread_group, "name");
    off.tg_max_priority = instance_field(wk.thread_group, "maxPriority");
    off.tg_daemon = instance_field(wk.thread_group, "daemon");
    off.tg_nthreads = instance_field(wk.thread_group, "nthreads");
    off.tg_threads = instance_field(wk.thread_group, "threads");
    off.tg_ngroups = instance_field(wk.thread_group, "ngroups");
    off.tg_groups = instance_field(wk.thread_group, "groups");
    __atomic_store_n(&off.ready, 1, __ATOMIC_RELEASE);
}

static Object *ref_field(Object *o, uint32_t at)
{
    return at == NO_FIELD ? NULL : *FIELD_PTR(o, at, Object *);
}

static int32_t int_field(Object *o, uint32_t at)
{
    return at == NO_FIELD ? 0 : *FIELD_PTR(o, at, int32_t);
}

static int bool_field(Object *o, uint32_t at)
{
    return at != NO_FIELD && *FIELD_PTR(o, at, int8_t) != 0;
}

/* A String as modified UTF-8 in agent memory ("" for NULL). */
static char *string_mutf8(Object *s)
{
    int32_t len = s ? str_length(s) : 0;
    const uint16_t *chars = s ? str_chars(s) : NULL;
    size_t n = len ? str_mutf8_length(chars, len) : 0;
    char *out = jvmti_alloc(n + 1);
    if (!out)
        return NULL;
    if (len)
        str_encode_mutf8(chars, len, out);
    out[n] = 0;
    return out;
}

/* An agent array of n references; NULL for none, as HotSpot returns. */
static jvmtiError alloc_refs(jint n, jobject **out)
{
    *out = NULL;
    if (n == 0)
        return JVMTI_ERROR_NONE;
    *out = jvmti_alloc((size_t)n * sizeof(jobject));
    return *out ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

/* ------------------------------------------------------------------ */
/* Queries on threads                                                  */
/* ------------------------------------------------------------------ */

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

/* A record is trusted only while it is on the thread list: eetop may
 * still name a thread that is unlinking itself. */
Thread *jvmti_live_record(Object *jt)
{
    Thread *t = thr_of(jt);
    if (!t)
        return NULL;
    for (Thread *p = thr_list_first(); p; p = p->next)
        if (p == t)
            return (t->jthread == jt || !t->jthread) ? t : NULL;
    return NULL;
}

jvmtiError jvmti_query_enter(ThreadQuery *q, QueryMode mode)
{
    memset(q, 0, sizeof *q);
    q->self = jvmti_current_thread();
    if (!q->self)
        return JVMTI_ERROR_UNATTACHED_THREAD;
    q->saved_state = vm_enter(q->self);
    if (mode == Q_STOP) {
        jvmti_stop_world(q->self);
        q->stopped = 1;
    }
    if (mode >= Q_PIN) {
        thr_list_lock();
        q->locked = 1;
    }
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_query_begin(ThreadQuery *q, jthread thread, QueryMode mode, int need_alive)
{
    memset(q, 0, sizeof *q);
    q->self = jvmti_current_thread();
    if (!q->self)
        return JVMTI_ERROR_UNATTACHED_THREAD;
    q->saved_state = vm_enter(q->self);
    if (thread) {
        jvmtiError err = jvmti_thread_object(thread, &q->jt);
        if (err != JVMTI_ERROR_NONE)
            return jvmti_query_end(q, err);
    } else {
        q->jt = q->self->jthread;
    }
    if (!q->jt)
        return jvmti_query_end(q, JVMTI_ERROR_INVALID_THREAD);
    if (mode == Q_STOP || (mode == Q_STOP_OTHER && q->jt != q->self->jthread)) {
        jvmti_stop_world(q->self);
        q->stopped = 1;
    }
    if (mode >= Q_PIN) {
        thr_list_lock();
        q->locked = 1;
        q->t = jvmti_live_record(q->jt);
    }
    if (need_alive && !q->t)
        return jvmti_query_end(q, JVMTI_ERROR_THREAD_NOT_ALIVE);
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_query_end(ThreadQuery *q, jvmtiError err)
{
    if (!q->self)
        return err;
    if (q->locked)
        thr_list_unlock();
    if (q->stopped)
        jvmti_start_world(q->self);
    vm_leave(q->self, q->saved_state);
    q->self = NULL;
    return err;
}

/* ------------------------------------------------------------------ */
/* Thread state                                                        */
/* ------------------------------------------------------------------ */

/* The bits of java.lang.Thread's status as HotSpot keeps it, plus
 * INTERRUPTED and IN_NATIVE for a live thread. A thread re-entering its
 * monitor after Object.wait still counts as in Object.wait, as in
 * HotSpot; VM-internal blocking (class initialisation, the heap lock)
 * without a Java monitor counts as runnable. */
static jint live_state(const Thread *t)
{
    /* Blocked from the MonitorContendedEnter event on, before the thread
     * is safe in the VM's sense. */
    /* The thread changes its state without the list lock (atomically). */
    int state = __atomic_load_n(&t->state, __ATOMIC_RELAXED);
    if (t->blocked_on)
        return JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER |
               (state == THR_IN_NATIVE ? JVMTI_THREAD_STATE_IN_NATIVE : 0);
    switch (state) {
    case THR_BLOCKED:
        return t->waiting_on ? JVMTI_THREAD_STATE_WAITING | JVMTI_THREAD_STATE_WAITING_INDEFINITELY |
                                   JVMTI_THREAD_STATE_IN_OBJECT_WAIT
                             : JVMTI_THREAD_STATE_RUNNABLE;
    case THR_WAITING:
        return JVMTI_THREAD_STATE_WAITING | JVMTI_THREAD_STATE_WAITING_INDEFINITELY |
               (t->waiting_on ? JVMTI_THREAD_STATE_IN_OBJECT_WAIT : t->parked ? JVMTI_THREAD_STATE_PARKED : 0);
    case THR_TIMED_WAITING:
        return JVMTI_THREAD_STATE_WAITING | JVMTI_THREAD_STATE_WAITING_WITH_TIMEOUT |
               (t->waiting_on ? JVMTI_THREAD_STATE_IN_OBJECT_WAIT
                : t->parked   ? JVMTI_THREAD_STATE_PARKED
                              : JVMTI_THREAD_STATE_SLEEPING);
    case THR_IN_NATIVE:
        /* A started thread whose OS thread has not run yet is new, not
         * in native code. */
        return JVMTI_THREAD_STATE_RUNNABLE | (t->os_tid ? JVMTI_THREAD_STATE_IN_NATIVE : 0);
    default:
        return JVMTI_THREAD_STATE_RUNNABLE;
    }
}

jint jvmti_thread_state_bits(Object *jt, Thread *t)
{
    init_offsets();
    if (!t)
        return bool_field(jt, off.started) ? JVMTI_THREAD_STATE_TERMINATED : 0;
    jint s = JVMTI_THREAD_STATE_ALIVE | live_state(t);
    if (t->suspended)
        s |= JVMTI_THREAD_STATE_SUSPENDED;
    if (t->interrupted)
        s |= JVMTI_THREAD_STATE_INTERRUPTED;
    return s;
}

jvmtiError JNICALL jvmti_GetThreadState(jvmtiEnv *env, jthread thread, jint *thread_state_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(thread_state_ptr);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_PIN, 0);
    if (err != JVMTI_ERROR_NONE)
        return err;
    /* The caller is in the VM now, so it never reports IN_NATIVE itself. */
    *thread_state_ptr = jvmti_thread_state_bits(q.jt, q.t);
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

jvmtiError JNICALL jvmti_GetCurrentThread(jvmtiEnv *env, jthread *thread_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    JVMTI_NOT_NULL(thread_ptr);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_OBJECT);
    if (err != JVMTI_ERROR_NONE)
        return err;
    *thread_ptr = jvmti_local(q.self, q.self->jthread);
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* ------------------------------------------------------------------ */
/* Enumeration and information                                         */
/* ------------------------------------------------------------------ */

static int is_visible(Thread *t)
{
    return t->jthread && thr_of(t->jthread) == t;
}

jvmtiError JNICALL jvmti_GetAllThreads(jvmtiEnv *env, jint *threads_count_ptr, jthread **threads_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(threads_count_ptr);
    JVMTI_NOT_NULL(threads_ptr);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_PIN);
    if (err != JVMTI_ERROR_NONE)
        return err;
    /* The list is newest first; HotSpot lists threads in creation order. */
    Thread *oldest = NULL;
    jint n = 0;
    for (Thread *t = thr_list_first(); t; t = t->next) {
        n += is_visible(t);
        oldest = t;
    }
    jobject *out;
    err = alloc_refs(n, &out);
    if (err == JVMTI_ERROR_NONE) {
        /* The pin keeps threads in the list, but a thread that starts
         * running meanwhile becomes visible: list no more than was counted. */
        jint i = 0;
        for (Thread *t = oldest; t && i < n; t = t->prev)
            if (is_visible(t))
                out[i++] = jvmti_local(q.self, t->jthread);
        *threads_count_ptr = i;
        *threads_ptr = (jthread *)out;
    }
    return jvmti_query_end(&q, err);
}

static Object *context_loader(Object *jt)
{
    if (off.ccl_set != NO_FIELD && !bool_field(jt, off.ccl_set))
        return wk.system_loader;
    return ref_field(jt, off.ccl);
}

jvmtiError JNICALL jvmti_GetThreadInfo(jvmtiEnv *env, jthread thread, jvmtiThreadInfo *info_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(info_ptr);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_OBJECT, 0);
    if (err != JVMTI_ERROR_NONE)
        return err;
    init_offsets();
    Object *jt = q.jt;
    char *name = string_mutf8(*FIELD_PTR(jt, wk.thread_name, Object *));
    if (!name)
        return jvmti_query_end(&q, JVMTI_ERROR_OUT_OF_MEMORY);
    info_ptr->name = name;
    info_ptr->priority = *FIELD_PTR(jt, wk.thread_priority, int32_t);
    info_ptr->is_daemon = *FIELD_PTR(jt, wk.thread_daemon, int8_t) ? JNI_TRUE : JNI_FALSE;
    info_ptr->thread_group = jvmti_local(q.self, *FIELD_PTR(jt, wk.thread_group_field, Object *));
    info_ptr->context_class_loader = jvmti_local(q.self, context_loader(jt));
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* ------------------------------------------------------------------ */
/* Owned and contended monitors                                        */
/* ------------------------------------------------------------------ */

/* Instruction lengths of the original bytecode (0: variable). */
static const uint8_t op_length[256] = {
#define OP(name, code, len, pop, push, fmt) [code] = len,
#include "interp/opcodes.def"
#undef OP
};

enum { OPC_ASTORE = 0x3a, OPC_ASTORE_0 = 0x4b, OPC_ASTORE_3 = 0x4e, OPC_TABLESWITCH = 0xaa,
       OPC_LOOKUPSWITCH = 0xab, OPC_MONITORENTER = 0xc2, OPC_WIDE = 0xc4, OPC_IINC = 0x84 };

static int32_t be32(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* Length of the instruction at bci, or 0 when it runs past the end. */
static uint32_t insn_length(const uint8_t *code, uint32_t len, uint32_t bci)
{
    uint8_t op = code[bci];
    if (op_length[op])
        return op_length[op];
    uint32_t pad = 3 - (bci & 3);
    if (op == OPC_WIDE)
        return (bci + 1 < len && code[bci + 1] == OPC_IINC) ? 6 : 4;
    if (bci + 1 + pad + 12 > len)
        return 0;
    const uint8_t *p = code + bci + 1 + pad;
    if (op == OPC_TABLESWITCH) {
        int64_t n = (int64_t)be32(p + 8) - be32(p + 4) + 1;
        return n < 0 ? 0 : (uint32_t)(1 + pad + 12 + 4 * n);
    }
    if (op == OPC_LOOKUPSWITCH) {
        int32_t n = be32(p + 4);
        return n < 0 ? 0 : (uint32_t)(1 + pad + 8 + 8 * (int64_t)n);
    }
    return 0;
}

/* The local an astore instruction at bci writes, or -1. */
static int astore_local(const uint8_t *code, uint32_t bci, int wide)
{
    uint8_t op = code[bci];
    if (wide)
        return (op == OPC_WIDE && code[bci + 1] == OPC_ASTORE) ? (code[bci + 2] << 8 | code[bci + 3]) : -1;
    if (op == OPC_ASTORE)
        return code[bci + 1];
    if (op >= OPC_ASTORE_0 && op <= OPC_ASTORE_3)
        return op - OPC_ASTORE_0;
    return -1;
}

#define MAX_FRAME_MONITORS 64

/* The objects whose monitors a frame may hold, oldest first as HotSpot
 * lists them: the synchronized method's own monitor, then its
 * monitorenters. Frames do not record monitorenter, but javac always keeps
 * the object in a local for the matching monitorexit (aload; dup;
 * astore n; monitorenter): every such monitorenter before the frame's
 * position names locals[n]. */
static int frame_monitor_candidates(const Frame *f, Object **out)
{
    int n = 0;
    if (f->lock)
        out[n++] = f->lock;
    const CfCode *cc = f->method->cf_code;
    if (!(f->flags & FRAME_NATIVE) && cc && cc->code) {
        uint32_t end = frame_bci(f), len = cc->code_length;
        if (end > len)
            end = len;
        uint32_t prev = UINT32_MAX;
        int prev_wide = 0;
        for (uint32_t bci = 0; bci < end;) {
            uint32_t l = insn_length(cc->code, len, bci);
            if (!l || bci + l > len)
                break;
            if (cc->code[bci] == OPC_MONITORENTER && prev != UINT32_MAX && n < MAX_FRAME_MONITORS) {
                int local = astore_local(cc->code, prev, prev_wide);
                if (local >= 0 && local < f->method->max_locals)
                    out[n++] = f->locals[local].l;
            }
            prev = bci;
            prev_wide = cc->code[bci] == OPC_WIDE;
            bci += l;
        }
    }
    return n;
}

typedef struct OwnedMonitors {
    Thread *owner;
    Object **objs;
    jint *depths;
    jint n, cap;
    int oom;
} OwnedMonitors;

static void owned_visit(Object *o, void *arg)
{
    OwnedMonitors *s = arg;
    Monitor *m = o->monitor;
    if (!m || m->owner != s->owner || s->oom)
        return;
    if (s->n == s->cap) {
        jint cap = s->cap ? s->cap * 2 : 8;
        Object **objs = realloc(s->objs, (size_t)cap * sizeof *objs);
        jint *depths = objs ? realloc(s->depths, (size_t)cap * sizeof *depths) : NULL;
        if (objs)
            s->objs = objs;
        if (!objs || !depths) {
            s->oom = 1;
            return;
        }
        s->depths = depths;
        s->cap = cap;
    }
    s->objs[s->n] = o;
    s->depths[s->n++] = -1;
}

/* Every monitor t owns, in HotSpot's order: by frame from the top, each
 * frame's oldest first, a monitor entered again by a newer frame counting
 * for the newest, with the depth of the frame that entered it; then
 * the monitors no frame accounts for (JNI MonitorEnter) at depth -1. The
 * world is stopped. Returns 0, or -1 when out of memory. */
static int collect_owned_monitors(Thread *t, OwnedMonitors *s)
{
    memset(s, 0, sizeof *s);
    s->owner = t;
    heap_walk(owned_visit, s);
    if (s->oom)
        return -1;
    jint placed = 0;
    jint depth = 0;
    Object *cand[MAX_FRAME_MONITORS];
    for (const Frame *f = t->top; f && placed < s->n; f = f->prev, depth++) {
        int nc = frame_monitor_candidates(f, cand);
        for (int c = 0; c < nc; c++)
            for (jint i = placed; i < s->n; i++)
                if (s->objs[i] == cand[c]) {
                    Object *o = s->objs[i];
                    memmove(&s->objs[placed + 1], &s->objs[placed], (size_t)(i - placed) * sizeof *s->objs);
                    s->objs[placed] = o;
                    s->depths[placed++] = depth;
                    break;
                }
    }
    return 0;
}

static void owned_free(OwnedMonitors *s)
{
    free(s->objs);
    free(s->depths);
}

jvmtiError JNICALL jvmti_GetOwnedMonitorInfo(jvmtiEnv *env, jthread thread, jint *owned_monitor_count_ptr,
                                             jobject **owned_monitors_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_get_owned_monitor_info);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (!owned_monitor_count_ptr || !owned_monitors_ptr)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    OwnedMonitors s;
    jobject *out = NULL;
    if (collect_owned_monitors(q.t, &s) != 0)
        err = JVMTI_ERROR_OUT_OF_MEMORY;
    else if (!(out = jvmti_alloc((size_t)(s.n ? s.n : 1) * sizeof *out)))
        err = JVMTI_ERROR_OUT_OF_MEMORY;
    if (err == JVMTI_ERROR_NONE) {
        for (jint i = 0; i < s.n; i++)
            out[i] = jvmti_local(q.self, s.objs[i]);
        *owned_monitor_count_ptr = s.n;
        *owned_monitors_ptr = out;
    }
    owned_free(&s);
    return jvmti_query_end(&q, err);
}

jvmtiError JNICALL jvmti_GetOwnedMonitorStackDepthInfo(jvmtiEnv *env, jthread thread, jint *monitor_info_count_ptr,
                                                       jvmtiMonitorStackDepthInfo **monitor_info_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_get_owned_monitor_stack_depth_info);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (!monitor_info_count_ptr || !monitor_info_ptr)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    OwnedMonitors s;
    jvmtiMonitorStackDepthInfo *out = NULL;
    if (collect_owned_monitors(q.t, &s) != 0)
        err = JVMTI_ERROR_OUT_OF_MEMORY;
    else if (!(out = jvmti_alloc((size_t)(s.n ? s.n : 1) * sizeof *out)))
        err = JVMTI_ERROR_OUT_OF_MEMORY;
    if (err == JVMTI_ERROR_NONE) {
        for (jint i = 0; i < s.n; i++) {
            out[i].monitor = jvmti_local(q.self, s.objs[i]);
            out[i].stack_depth = s.depths[i];
        }
        *monitor_info_count_ptr = s.n;
        *monitor_info_ptr = out;
    }
    owned_free(&s);
    return jvmti_query_end(&q, err);
}

typedef struct MonitorSearch {
    Monitor *m;
    Object *found;
} MonitorSearch;

static void monitor_visit(Object *o, void *arg)
{
    MonitorSearch *s = arg;
    if (!s->found && o->monitor == s->m)
        s->found = o;
}

/* The object of a monitor a thread blocks or waits on. The thread keeps
 * that object among its temporary roots while it is parked; the heap walk
 * is the fallback. The world is stopped. */
static Object *monitor_object(Thread *t, Monitor *m)
{
    for (int i = t->temp_root_count - 1; i >= 0; i--) {
        Object *o = *t->temp_roots[i];
        if (o && o->monitor == m)
            return o;
    }
    MonitorSearch s = { m, NULL };
    heap_walk(monitor_visit, &s);
    return s.found;
}

jvmtiError JNICALL jvmti_GetCurrentContendedMonitor(jvmtiEnv *env, jthread thread, jobject *monitor_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_get_current_contended_monitor);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (!monitor_ptr)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    /* HotSpot 17 answers the monitor of Object.wait too. */
    Monitor *m = q.t->waiting_on ? q.t->waiting_on : q.t->blocked_on;
    *monitor_ptr = m ? jvmti_local(q.self, monitor_object(q.t, m)) : NULL;
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* HotSpot 17's answer: waiters are the threads blocked entering the
 * monitor followed by those in its wait set; notify_waiters are the wait
 * set alone. From JVMTI 23 on (-XX:JVMTIVersion=23 or more) waiters are
 * only the threads blocked entering, as the specification was clarified
 * then (the libjdwp.so of those JDKs lists both arrays). */
jvmtiError JNICALL jvmti_GetObjectMonitorUsage(jvmtiEnv *env, jobject object, jvmtiMonitorUsage *info_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_get_monitor_info);
    JVMTI_NOT_NULL(info_ptr);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_STOP);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Object *o;
    if ((err = jvmti_object(object, &o)) != JVMTI_ERROR_NONE)
        return jvmti_query_end(&q, err);
    Monitor *m = o->monitor;
    jint nwant = 0, nwait = 0;
    if (m) {
        for (Thread *t = thr_list_first(); t; t = t->next)
            nwant += t->blocked_on == m && t->jthread;
        for (Thread *t = m->waiters; t; t = t->wait_next)
            nwait += t->jthread != NULL;
    }
    int wait_set_waits = jvmti_reported_major() < 23;
    jobject *waiters, *notify;
    if ((err = alloc_refs(nwant + (wait_set_waits ? nwait : 0), &waiters)) != JVMTI_ERROR_NONE)
        return jvmti_query_end(&q, err);
    if ((err = alloc_refs(nwait, &notify)) != JVMTI_ERROR_NONE) {
        free(waiters);
        return jvmti_query_end(&q, err);
    }
    Thread *owner = m ? m->owner : NULL;
    info_ptr->owner = owner ? jvmti_local(q.self, owner->jthread) : NULL;
    info_ptr->entry_count = owner ? m->count : 0;
    jint i = 0, j = 0;
    if (m) {
        for (Thread *t = thr_list_first(); t; t = t->next)
            if (t->blocked_on == m && t->jthread)
                waiters[i++] = jvmti_local(q.self, t->jthread);
        for (Thread *t = m->waiters; t; t = t->wait_next)
            if (t->jthread) {
                if (wait_set_waits)
                    waiters[i++] = jvmti_local(q.self, t->jthread);
                notify[j++] = jvmti_local(q.self, t->jthread);
            }
    }
    info_ptr->waiter_count = i;
    info_ptr->waiters = (jthread *)waiters;
    info_ptr->notify_waiter_count = j;
    info_ptr->notify_waiters = (jthread *)notify;
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* ------------------------------------------------------------------ */
/* Agent threads                                                       */
/* ------------------------------------------------------------------ */

typedef struct AgentStart {
    jvmtiStartFunction proc;
    jvmtiEnv *env;
    const void *arg;
} AgentStart;

/* Runs on the new thread, in native state. Like any Java thread, an
 * agent thread ends through Thread.exit(), which leaves its group. */
static void agent_thread_body(Thread *t, void *p)
{
    AgentStart s = *(AgentStart *)p;
    free(p);
    JNIEnv *jni = jni_env(t);
    s.proc(s.env, jni, (void *)s.arg);
    (*jni)->ExceptionClear(jni);
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID current = tc ? (*jni)->GetStaticMethodID(jni, tc, "currentThread", "()Ljava/lang/Thread;") : NULL;
    jmethodID exit = tc ? (*jni)->GetMethodID(jni, tc, "exit", "()V") : NULL;
    jobject self = current ? (*jni)->CallStaticObjectMethod(jni, tc, current) : NULL;
    if (self && exit)
        (*jni)->CallVoidMethod(jni, self, exit);
    (*jni)->ExceptionClear(jni);
}

jvmtiError JNICALL jvmti_RunAgentThread(jvmtiEnv *env, jthread thread, jvmtiStartFunction proc, const void *arg,
                                        jint priority)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(proc);
    if (!thread)
        return JVMTI_ERROR_INVALID_THREAD;
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_OBJECT, 0);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (priority < JVMTI_THREAD_MIN_PRIORITY || priority > JVMTI_THREAD_MAX_PRIORITY)
        return jvmti_query_end(&q, JVMTI_ERROR_INVALID_PRIORITY);
    if (thr_of(q.jt))
        return jvmti_query_end(&q, JVMTI_ERROR_INVALID_THREAD);
    AgentStart *s = malloc(sizeof *s);
    if (!s)
        return jvmti_query_end(&q, JVMTI_ERROR_OUT_OF_MEMORY);
    s->proc = proc;
    s->env = env;
    s->arg = arg;
    /* An agent thread is a started daemon thread of the given priority;
     * like HotSpot, it does not join its thread group. */
    init_offsets();
    if (off.started != NO_FIELD)
        *FIELD_PTR(q.jt, off.started, int8_t) = 1;
    if (thr_start_agent_thread(q.self, q.jt, agent_thread_body, s, priority) != 0) {
        exc_take(q.self);
        if (off.started != NO_FIELD)
            *FIELD_PTR(q.jt, off.started, int8_t) = 0;
        free(s);
        return jvmti_query_end(&q, JVMTI_ERROR_OUT_OF_MEMORY);
    }
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* ------------------------------------------------------------------ */
/* Thread-local storage                                                */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_SetThreadLocalStorage(jvmtiEnv *env, jthread thread, const void *data)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_PIN, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    JvmtiThreadState *ts = jvmti_thread_state(q.t, jvmti_env_of(env), data != NULL);
    if (ts)
        ts->local_storage = data;
    else if (data)
        err = JVMTI_ERROR_OUT_OF_MEMORY;
    return jvmti_query_end(&q, err);
}

jvmtiError JNICALL jvmti_GetThreadLocalStorage(jvmtiEnv *env, jthread thread, void **data_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    JVMTI_NOT_NULL(data_ptr);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_PIN, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    JvmtiThreadState *ts = jvmti_thread_state(q.t, jvmti_env_of(env), 0);
    *data_ptr = ts ? (void *)ts->local_storage : NULL;
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* ------------------------------------------------------------------ */
/* Thread groups                                                       */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_GetTopThreadGroups(jvmtiEnv *env, jint *group_count_ptr, jthreadGroup **groups_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NOT_NULL(group_count_ptr);
    JVMTI_NOT_NULL(groups_ptr);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_OBJECT);
    if (err != JVMTI_ERROR_NONE)
        return err;
    jobject *out;
    if ((err = alloc_refs(1, &out)) == JVMTI_ERROR_NONE) {
        out[0] = jvmti_local(q.self, wk.system_group);
        *group_count_ptr = 1;
        *groups_ptr = (jthreadGroup *)out;
    }
    return jvmti_query_end(&q, err);
}

jvmtiError JNICALL jvmti_GetThreadGroupInfo(jvmtiEnv *env, jthreadGroup group, jvmtiThreadGroupInfo *info_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_OBJECT);
    if (err != JVMTI_ERROR_NONE)
        return err;
    /* HotSpot checks the pointer before the group. */
    if (!info_ptr)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    Object *g;
    if ((err = jvmti_thread_group(group, &g)) != JVMTI_ERROR_NONE)
        return jvmti_query_end(&q, err);
    init_offsets();
    Object *name = ref_field(g, off.tg_name);
    char *n = NULL;
    if (name && !(n = string_mutf8(name)))
        return jvmti_query_end(&q, JVMTI_ERROR_OUT_OF_MEMORY);
    info_ptr->parent = jvmti_local(q.self, ref_field(g, off.tg_parent));
    info_ptr->name = n;
    info_ptr->max_priority = int_field(g, off.tg_max_priority);
    info_ptr->is_daemon = bool_field(g, off.tg_daemon) ? JNI_TRUE : JNI_FALSE;
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* The first `count` non-null elements of a group's array as local
 * references; *n is how many. */
static jvmtiError group_members(Thread *self, Object *array, int32_t count, jint *n, jobject **out)
{
    if (!array || count < 0)
        count = 0;
    if (array && count > ARRAY_LENGTH(array))
        count = ARRAY_LENGTH(array);
    Object **elems = array ? ARRAY_DATA(array, Object *) : NULL;
    jint k = 0;
    for (int32_t i = 0; i < count; i++)
        k += elems[i] != NULL;
    jvmtiError err = alloc_refs(k, out);
    if (err != JVMTI_ERROR_NONE)
        return err;
    k = 0;
    for (int32_t i = 0; i < count; i++)
        if (elems[i])
            (*out)[k++] = jvmti_local(self, elems[i]);
    *n = k;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetThreadGroupChildren(jvmtiEnv *env, jthreadGroup group, jint *thread_count_ptr,
                                                jthread **threads_ptr, jint *group_count_ptr,
                                                jthreadGroup **groups_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_OBJECT);
    if (err != JVMTI_ERROR_NONE)
        return err;
    /* HotSpot checks the pointers before the group. */
    if (!thread_count_ptr || !threads_ptr || !group_count_ptr || !groups_ptr)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    Object *g;
    if ((err = jvmti_thread_group(group, &g)) != JVMTI_ERROR_NONE)
        return jvmti_query_end(&q, err);
    init_offsets();
    /* The group's methods change these arrays holding its monitor. */
    thr_push_root(q.self, &g);
    if (mon_enter(q.self, g) != 0) {
        thr_pop_roots(q.self, 1);
        exc_take(q.self);
        return jvmti_query_end(&q, JVMTI_ERROR_INTERNAL);
    }
    jint nt = 0, ng = 0;
    jobject *threads = NULL, *groups = NULL;
    err = group_members(q.self, ref_field(g, off.tg_threads), int_field(g, off.tg_nthreads), &nt, &threads);
    if (err == JVMTI_ERROR_NONE)
        err = group_members(q.self, ref_field(g, off.tg_groups), int_field(g, off.tg_ngroups), &ng, &groups);
    if (mon_exit(q.self, g) != 0)
        exc_take(q.self);
    thr_pop_roots(q.self, 1);
    if (err != JVMTI_ERROR_NONE) {
        free(threads);
        return jvmti_query_end(&q, err);
    }
    *thread_count_ptr = nt;
    *threads_ptr = (jthread *)threads;
    *group_count_ptr = ng;
    *groups_ptr = (jthreadGroup *)groups;
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* ------------------------------------------------------------------ */
/* Suspension and signals                                              */
/* ------------------------------------------------------------------ */

/*
 * Suspension takes effect at the target's next poll or safe-state
 * transition (vm/thread.c); SuspendThread of another thread returns once
 * the target is safe, so its frames and monitors may be read. A thread
 * that suspends itself blocks in the call until another thread resumes it;
 * in a list it is suspended last, as in HotSpot. StopThread hands the
 * exception to the target's next poll and wakes it from sleep or wait.
 */

/* The caller suspended itself: block, out of Java state, until resumed. */
static void wait_self_resumed(Thread *self)
{
    thr_enter_safe(self, THR_IN_NATIVE);
    thr_leave_safe(self);
}

jvmtiError JNICALL jvmti_SuspendThread(jvmtiEnv *env, jthread thread)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_suspend);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_PIN, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Thread *self = q.self;
    int is_self = q.t == self;
    if (thr_suspend(self, q.t))
        err = JVMTI_ERROR_THREAD_SUSPENDED;
    jvmti_query_end(&q, err);
    if (is_self && err == JVMTI_ERROR_NONE)
        wait_self_resumed(self);
    return err;
}

/* One element of a list: INVALID_THREAD, THREAD_NOT_ALIVE, or the result
 * of op on the live record. The thread list lock is held. */
static jvmtiError list_element(jthread thread, Thread **out)
{
    Object *jt;
    *out = NULL;
    jvmtiError err = jvmti_thread_object(thread, &jt);
    if (err != JVMTI_ERROR_NONE)
        return err;
    *out = jvmti_live_record(jt);
    return *out ? JVMTI_ERROR_NONE : JVMTI_ERROR_THREAD_NOT_ALIVE;
}

jvmtiError JNICALL jvmti_SuspendThreadList(jvmtiEnv *env, jint request_count, const jthread *request_list,
                                           jvmtiError *results)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_suspend);
    if (request_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JVMTI_NOT_NULL(request_list);
    JVMTI_NOT_NULL(results);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_PIN);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Thread *self = q.self;
    jint self_at = -1;
    for (jint i = 0; i < request_count; i++) {
        Thread *t;
        results[i] = list_element(request_list[i], &t);
        if (results[i] != JVMTI_ERROR_NONE)
            continue;
        if (t == self) {
            results[i] = self->suspended ? JVMTI_ERROR_THREAD_SUSPENDED : JVMTI_ERROR_NONE;
            if (results[i] == JVMTI_ERROR_NONE)
                self_at = i;
            continue;
        }
        if (thr_suspend(self, t))
            results[i] = JVMTI_ERROR_THREAD_SUSPENDED;
    }
    if (self_at >= 0 && thr_suspend(self, self))
        results[self_at] = JVMTI_ERROR_THREAD_SUSPENDED;
    jvmti_query_end(&q, JVMTI_ERROR_NONE);
    if (self_at >= 0 && results[self_at] == JVMTI_ERROR_NONE)
        wait_self_resumed(self);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_ResumeThread(jvmtiEnv *env, jthread thread)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_suspend);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_PIN, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (thr_resume(q.t))
        err = JVMTI_ERROR_THREAD_NOT_SUSPENDED;
    return jvmti_query_end(&q, err);
}

jvmtiError JNICALL jvmti_ResumeThreadList(jvmtiEnv *env, jint request_count, const jthread *request_list,
                                          jvmtiError *results)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_suspend);
    if (request_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JVMTI_NOT_NULL(request_list);
    JVMTI_NOT_NULL(results);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_PIN);
    if (err != JVMTI_ERROR_NONE)
        return err;
    for (jint i = 0; i < request_count; i++) {
        Thread *t;
        results[i] = list_element(request_list[i], &t);
        if (results[i] == JVMTI_ERROR_NONE && thr_resume(t))
            results[i] = JVMTI_ERROR_THREAD_NOT_SUSPENDED;
    }
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

jvmtiError JNICALL jvmti_StopThread(jvmtiEnv *env, jthread thread, jobject exception)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_signal_thread);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_PIN, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Object *exc;
    if (!exception)   /* HotSpot's answer; the specification has none */
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    if ((err = jvmti_object(exception, &exc)) != JVMTI_ERROR_NONE)
        return jvmti_query_end(&q, err);
    thr_async_exception(q.t, exc);
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* JVMTI 21 (slots 118 and 119, for the libjdwp.so of JDK 21 and later
 * under -XX:JVMTIVersion=21 or more): this VM has no virtual threads, so
 * there is nothing to suspend or resume. */
static jvmtiError all_virtual_threads(jvmtiEnv *env, jint except_count, const jthread *except_list)
{
    if (!jvmti_has_vthread_capability(&jvmti_env_of(env)->caps))
        return JVMTI_ERROR_MUST_POSSESS_CAPABILITY;
    if (except_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    if (except_count > 0 && !except_list)
        return JVMTI_ERROR_NULL_POINTER;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_SuspendAllVirtualThreads(jvmtiEnv *env, jint except_count, const jthread *except_list)
{
    JVMTI_ENTER(env, PH_LIVE);
    if (!jvmti_env_of(env)->caps.can_suspend)
        return JVMTI_ERROR_MUST_POSSESS_CAPABILITY;
    return all_virtual_threads(env, except_count, except_list);
}

jvmtiError JNICALL jvmti_ResumeAllVirtualThreads(jvmtiEnv *env, jint except_count, const jthread *except_list)
{
    JVMTI_ENTER(env, PH_LIVE);
    if (!jvmti_env_of(env)->caps.can_suspend)
        return JVMTI_ERROR_MUST_POSSESS_CAPABILITY;
    return all_virtual_threads(env, except_count, except_list);
}

jvmtiError JNICALL jvmti_InterruptThread(jvmtiEnv *env, jthread thread)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_signal_thread);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_PIN, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    thr_interrupt(q.t);
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}
