/*
 * JVMTI functions that stand apart from the rest: memory, raw monitors,
 * timers, system properties, class loader search, the JNI function table,
 * extensions, verbose flags and the jlocation format.
 *
 * Phases and errors follow what HotSpot 17 returns, including two habits
 * of its entry code: once the VM has threads, a thread the VM does not know
 * gets UNATTACHED_THREAD (right after the phase check) from every function
 * except the ones callbacks may call anywhere (memory, raw monitors,
 * GetTime, GetTimerInfo); and the raw monitor functions may be called from
 * any thread at all, in any phase.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <minizip/unzip.h>

#include "interp/interp.h"
#include "jvmti/jvmti_internal.h"
#include "vm/exceptions.h"
#include "vm/green.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/loader.h"
#include "vm/properties.h"
#include "vm/strings.h"
#include "vm/vm.h"

/* The VM has threads from the start phase on; from then, HotSpot refuses
 * callers it does not know. */
static jvmtiError need_attached(void)
{
    if (jvmti_phase != JVMTI_PHASE_ONLOAD && jvmti_phase != JVMTI_PHASE_PRIMORDIAL &&
        !jvmti_current_thread())
        return JVMTI_ERROR_UNATTACHED_THREAD;
    return JVMTI_ERROR_NONE;
}

#define NEED_ATTACHED()                           \
    do {                                          \
        jvmtiError a_ = need_attached();          \
        if (a_ != JVMTI_ERROR_NONE)               \
            return a_;                            \
    } while (0)

/* The current thread's CPU clock can be read from any thread the VM
 * runs, GC callbacks included (HotSpot answers there for its VM thread),
 * but not from a native thread that never attached. */
#define NEED_OS_THREAD()                                          \
    do {                                                          \
        jvmtiError a_ = jvmti_check_attached(thr_current());      \
        if (a_ != JVMTI_ERROR_NONE)                               \
            return a_;                                            \
    } while (0)

/* ------------------------------------------------------------------ */
/* Memory                                                              */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_Allocate(jvmtiEnv *env, jlong size, unsigned char **mem_ptr)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    JVMTI_NOT_NULL(mem_ptr);
    if (size < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    if (size == 0) {
        *mem_ptr = NULL;
        return JVMTI_ERROR_NONE;
    }
    if ((uint64_t)size > SIZE_MAX)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    *mem_ptr = jvmti_alloc((size_t)size);
    return *mem_ptr ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

jvmtiError JNICALL jvmti_Deallocate(jvmtiEnv *env, unsigned char *mem)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    free(mem);
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Raw monitors                                                        */
/* ------------------------------------------------------------------ */

/*
 * A raw monitor is owned by an OS thread, not by a VM Thread: agents use
 * them in Agent_OnLoad (no Thread exists), in their own native threads
 * and in callbacks. A VM thread that blocks in one stays in a safe state
 * so that a collection can proceed, and waits on its park event so that
 * Thread.interrupt wakes it.
 *
 * Handles are checked against a registry, so a stale or forged
 * jrawMonitorID gives INVALID_MONITOR instead of a crash. A thread using
 * a monitor holds a use count on it, so DestroyRawMonitor never frees a
 * monitor another thread is still inside.
 */
#define RAW_MONITOR_MAGIC 0x52574d4eu   /* "RWMN" */

typedef struct RawWaiter {
    pthread_mutex_t *lock;        /* the VM thread's park lock, or own_lock */
    pthread_cond_t *cond;
    int notified;                 /* guarded by *lock */
    struct RawWaiter *next;
    pthread_mutex_t own_lock;     /* for threads the VM does not know */
    pthread_cond_t own_cond;
} RawWaiter;

typedef struct RawMonitor {
    uint32_t magic;
    int users;                    /* threads inside a function; registry lock */
    int destroyed;                /* registry lock */
    char *name;
    pthread_mutex_t lock;         /* guards the fields below, held briefly */
    pthread_cond_t released;      /* the monitor became free */
    int owned;
    pthread_t owner;
    int32_t count;                /* entries by the owner */
    RawWaiter *waiters;           /* FIFO */
} RawMonitor;

/* Open-addressing set of live monitors. */
#define REG_TOMBSTONE ((RawMonitor *)(uintptr_t)1)
static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
static RawMonitor **reg_slots;
static size_t reg_cap, reg_used, reg_live;

static size_t reg_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return (size_t)x;
}

/* The slot holding p, or NULL. */
static RawMonitor **reg_lookup(const void *p)
{
    if (!reg_cap)
        return NULL;
    for (size_t i = reg_hash(p) & (reg_cap - 1);; i = (i + 1) & (reg_cap - 1)) {
        if (!reg_slots[i])
            return NULL;
        if (reg_slots[i] == p)
            return &reg_slots[i];
    }
}

static int reg_insert(RawMonitor *m)
{
    if ((reg_used + 1) * 4 >= reg_cap * 3) {
        size_t cap = reg_cap ? reg_cap : 16;
        while ((reg_live + 1) * 2 >= cap)
            cap *= 2;
        RawMonitor **slots = calloc(cap, sizeof *slots);
        if (!slots)
            return -1;
        for (size_t i = 0; i < reg_cap; i++) {
            RawMonitor *o = reg_slots[i];
            if (!o || o == REG_TOMBSTONE)
                continue;
            size_t j = reg_hash(o) & (cap - 1);
            while (slots[j])
                j = (j + 1) & (cap - 1);
            slots[j] = o;
        }
        free(reg_slots);
        reg_slots = slots;
        reg_cap = cap;
        reg_used = reg_live;
    }
    size_t j = reg_hash(m) & (reg_cap - 1);
    while (reg_slots[j] && reg_slots[j] != REG_TOMBSTONE)
        j = (j + 1) & (reg_cap - 1);
    if (!reg_slots[j])
        reg_used++;
    reg_slots[j] = m;
    reg_live++;
    return 0;
}

static void rm_free(RawMonitor *m)
{
    pthread_mutex_destroy(&m->lock);
    pthread_cond_destroy(&m->released);
    free(m->name);
    free(m);
}

/* Validate a handle and take a use count on it. */
static RawMonitor *rm_use(jrawMonitorID id)
{
    RawMonitor *m = NULL;
    pthread_mutex_lock(&reg_lock);
    if (id && reg_lookup(id)) {
        m = (RawMonitor *)(void *)id;
        if (m->magic == RAW_MONITOR_MAGIC && !m->destroyed)
            m->users++;
        else
            m = NULL;
    }
    pthread_mutex_unlock(&reg_lock);
    return m;
}

static void rm_unuse(RawMonitor *m)
{
    pthread_mutex_lock(&reg_lock);
    int last = --m->users == 0 && m->destroyed;
    pthread_mutex_unlock(&reg_lock);
    if (last)
        rm_free(m);
}

static int rm_owned_by_me(const RawMonitor *m)
{
    return m->owned && pthread_equal(m->owner, pthread_self());
}

/* The VM thread to keep safe while blocking, or NULL when the caller is
 * unknown to the VM, already safe (in native code, in a callback), or the
 * thread that stopped the world (a heap-walk callback), which nobody
 * waits for. */
static Thread *blocking_vm_thread(void)
{
    Thread *t = jvmti_current_thread();
    return t && t->state == THR_IN_JAVA && !thr_stopped_world(t) ? t : NULL;
}

/* A VM thread suspended while it runs native code (an event callback)
 * does not take a raw monitor, by RawMonitorEnter or on its way out of
 * RawMonitorWait, until it is resumed, as in HotSpot. The JDK's libjdwp
 * relies on it: the thread of an event with a suspend policy waits in
 * RawMonitorWait until the event is reported, by which time the debugger
 * has suspended it, and must stay there until the debugger resumes it;
 * when that resume is for a method invocation (jdb's print of a method
 * call or of an object, which calls toString), the thread then runs it.
 * A thread that let go of its monitors this way holds none it was
 * entering, so the debugger's threads are not locked out. */
static void rm_hold_while_suspended(void)
{
    Thread *t = jvmti_current_thread();
    if (t && t->state != THR_IN_JAVA && thr_is_suspended(t) && !thr_stopped_world(t))
        thr_wait_resumed(t);
}

static int32_t rm_release_locked(RawMonitor *m);

/* The other half of the rule above, for a thread that blocked on the
 * monitor: suspended while it waited (the suspender may have held the
 * monitor then, as libjdwp's suspend-all holds its handler lock), it
 * lets the monitor go again once it has it, and the caller waits for
 * the resume before taking it anew, as HotSpot's raw monitors do.
 * Otherwise the suspended thread would hold a lock the debugger needs to
 * resume it. m is owned by the caller. */
static int rm_let_go_if_suspended(RawMonitor *m, Thread *t)
{
    if (!t || t->state == THR_IN_JAVA || !thr_is_suspended(t) || thr_stopped_world(t))
        return 0;
    pthread_mutex_lock(&m->lock);
    rm_release_locked(m);
    pthread_mutex_unlock(&m->lock);
    if (grn_on)
        grn_poke();
    return 1;
}

/* Take the monitor, m->lock held; returns with m->lock held. */
static void rm_acquire_locked(RawMonitor *m, int32_t count)
{
    while (m->owned)
        pthread_cond_wait(&m->released, &m->lock);
    __atomic_store_n(&m->owned, 1, __ATOMIC_RELAXED);
    m->owner = pthread_self();
    m->count = count;
}

/* Take the monitor with count entries. t, when not NULL, is a VM thread
 * that blocks in a safe state and goes back into Java state with the
 * monitor: it never waits for a stopped world to restart while it owns
 * the monitor, since the GC callbacks of that stop may enter it. */
static void rm_take(RawMonitor *m, int32_t count, Thread *t)
{
    for (;;) {
        pthread_mutex_lock(&m->lock);
        rm_acquire_locked(m, count);
        if (!t || thr_try_leave_safe(t)) {
            pthread_mutex_unlock(&m->lock);
            return;
        }
        rm_release_locked(m);
        pthread_mutex_unlock(&m->lock);
        thr_wait_world_running(t);
    }
}

/* Enter with count entries. A VM thread in Java state blocks as a
 * native thread would (RUNNABLE, safe for the GC). */
static void rm_enter(RawMonitor *m, int32_t count)
{
    pthread_mutex_lock(&m->lock);
    if (!m->owned) {
        rm_acquire_locked(m, count);
        pthread_mutex_unlock(&m->lock);
        return;
    }
    pthread_mutex_unlock(&m->lock);
    Thread *t = blocking_vm_thread();
    if (t)
        thr_enter_safe(t, THR_IN_NATIVE);
    rm_take(m, count, t);
}

/* Release entirely; m->lock held. Returns the entry count. */
static int32_t rm_release_locked(RawMonitor *m)
{
    int32_t count = m->count;
    __atomic_store_n(&m->owned, 0, __ATOMIC_RELAXED);
    m->count = 0;
    pthread_cond_broadcast(&m->released);
    return count;
}

static void waiter_unlink(RawMonitor *m, RawWaiter *w)
{
    for (RawWaiter **p = &m->waiters; *p; p = &(*p)->next)
        if (*p == w) {
            *p = w->next;
            return;
        }
}

static void deadline_after(struct timespec *ts, jlong millis)
{
    clock_gettime(CLOCK_REALTIME, ts);
    if (millis > ((jlong)1 << 40))
        millis = (jlong)1 << 40;
    int64_t ns = ts->tv_nsec + (millis % 1000) * 1000000;
    ts->tv_sec += millis / 1000 + ns / 1000000000;
    ts->tv_nsec = ns % 1000000000;
}

/* Park until notified, interrupted (VM threads) or timed out. Returns 1
 * when interrupted, clearing the thread's interrupt status. */
static int rm_park(RawWaiter *w, Thread *t, jlong millis)
{
    struct timespec ts;
    if (millis > 0)
        deadline_after(&ts, millis);
    int interrupted = 0;
    while (!w->notified) {
        if (t && t->interrupted) {
            t->interrupted = 0;
            interrupted = 1;
            break;
        }
        int rc = millis > 0 ? pthread_cond_timedwait(w->cond, w->lock, &ts)
                            : pthread_cond_wait(w->cond, w->lock);
        if (rc == ETIMEDOUT)
            break;
    }
    return interrupted;
}

/* RawMonitorWait with the monitor owned by the caller. millis <= 0 waits
 * until notified. */
static jvmtiError rm_wait(RawMonitor *m, jlong millis)
{
    Thread *t = jvmti_current_thread();
    if (t && thr_is_interrupted(t, 1))
        return JVMTI_ERROR_INTERRUPT;
    RawWaiter w = { 0 };
    if (t) {
        w.lock = &t->park_lock;
        w.cond = &t->park_cond;
    } else {
        pthread_mutex_init(&w.own_lock, NULL);
        pthread_cond_init(&w.own_cond, NULL);
        w.lock = &w.own_lock;
        w.cond = &w.own_cond;
    }
    Thread *safe = blocking_vm_thread();
    if (safe)
        thr_enter_safe(safe, THR_IN_NATIVE);

    pthread_mutex_lock(&m->lock);
    RawWaiter **tail = &m->waiters;
    while (*tail)
        tail = &(*tail)->next;
    *tail = &w;
    int32_t count = rm_release_locked(m);
    /* Taking the park lock before letting go of the monitor's lock means
     * a notify cannot slip in between. */
    pthread_mutex_lock(w.lock);
    pthread_mutex_unlock(&m->lock);
    int interrupted = rm_park(&w, t, millis);
    pthread_mutex_unlock(w.lock);

    pthread_mutex_lock(&m->lock);
    waiter_unlink(m, &w);
    pthread_mutex_unlock(&m->lock);
    do {
        rm_hold_while_suspended();
        rm_take(m, count, safe);
    } while (rm_let_go_if_suspended(m, t));
    if (!t) {
        pthread_mutex_destroy(&w.own_lock);
        pthread_cond_destroy(&w.own_cond);
    }
    return interrupted ? JVMTI_ERROR_INTERRUPT : JVMTI_ERROR_NONE;
}

/*
 * Green threads (docs/threads.md): a VM thread blocks on a raw monitor in
 * the scheduler, as on a Java monitor. It holds the run token before and
 * after, and is not runnable until the monitor is free, it is notified or
 * interrupted, or its deadline on the virtual clock passes; only token
 * holders change these, so the order is the seed's. Threads the VM does
 * not know use the native path; their exits and notifies poke the
 * scheduler in case the token is free.
 */
typedef struct GreenRaw {
    Thread *t;
    Thread *safe;                 /* in Java state: safe while blocked */
    int took;                     /* the token was taken for the call */
} GreenRaw;

static void green_begin(GreenRaw *g, Thread *t)
{
    g->t = t;
    g->safe = blocking_vm_thread();
    g->took = 0;
    if (g->safe) {
        t->grn_keep = 1;
        thr_enter_safe(t, THR_IN_NATIVE);
    } else if (t->state != THR_IN_JAVA) {
        g->took = grn_hold_native(t, 0);
    }
}

static void green_end(GreenRaw *g)
{
    if (g->took && g->t->state != THR_IN_JAVA)
        grn_release(g->t, 0);
}

static int rm_is_free(void *arg)
{
    return !__atomic_load_n(&((RawMonitor *)arg)->owned, __ATOMIC_RELAXED);
}

static int rm_try_take(RawMonitor *m, int32_t count)
{
    pthread_mutex_lock(&m->lock);
    int got = !m->owned;
    if (got) {
        __atomic_store_n(&m->owned, 1, __ATOMIC_RELAXED);
        m->owner = pthread_self();
        m->count = count;
    }
    pthread_mutex_unlock(&m->lock);
    return got;
}

/* rm_take in the scheduler. */
static void rm_take_green(RawMonitor *m, int32_t count, GreenRaw *g)
{
    for (;;) {
        while (!rm_try_take(m, count))
            grn_block_until(g->t, rm_is_free, m, 0);
        if (!g->safe || thr_try_leave_safe(g->safe))
            return;
        pthread_mutex_lock(&m->lock);
        rm_release_locked(m);
        pthread_mutex_unlock(&m->lock);
        grn_poke();
        thr_wait_world_running(g->safe);
        grn_hold_native(g->t, 0);
    }
}

static void rm_enter_green(RawMonitor *m, Thread *t)
{
    GreenRaw g;
    green_begin(&g, t);
    rm_take_green(m, 1, &g);
    green_end(&g);
}

typedef struct GreenWait {
    RawWaiter *w;
    Thread *t;
} GreenWait;

static int rm_woken(void *arg)
{
    GreenWait *gw = arg;
    return __atomic_load_n(&gw->w->notified, __ATOMIC_RELAXED) ||
        __atomic_load_n(&gw->t->interrupted, __ATOMIC_RELAXED);
}

static jvmtiError rm_wait_green(RawMonitor *m, jlong millis, Thread *t)
{
    if (thr_is_interrupted(t, 1))
        return JVMTI_ERROR_INTERRUPT;
    GreenRaw g;
    green_begin(&g, t);
    RawWaiter w = { 0 };
    w.lock = &t->park_lock;
    w.cond = &t->park_cond;
    pthread_mutex_lock(&m->lock);
    RawWaiter **tail = &m->waiters;
    while (*tail)
        tail = &(*tail)->next;
    *tail = &w;
    int32_t count = rm_release_locked(m);
    pthread_mutex_unlock(&m->lock);
    int64_t deadline = millis > 0 ? grn_deadline_after(millis, 0) : 0;
    GreenWait gw = { &w, t };
    while (!rm_woken(&gw))
        if (grn_block_until(t, rm_woken, &gw, deadline))
            break;
    pthread_mutex_lock(w.lock);
    int interrupted = !w.notified && t->interrupted;
    if (interrupted)
        t->interrupted = 0;
    pthread_mutex_unlock(w.lock);
    pthread_mutex_lock(&m->lock);
    waiter_unlink(m, &w);
    pthread_mutex_unlock(&m->lock);
    do {
        rm_hold_while_suspended();
        rm_take_green(m, count, &g);
    } while (rm_let_go_if_suspended(m, t));
    green_end(&g);
    return interrupted ? JVMTI_ERROR_INTERRUPT : JVMTI_ERROR_NONE;
}

static void rm_wake(RawWaiter *w)
{
    pthread_mutex_lock(w->lock);
    __atomic_store_n(&w->notified, 1, __ATOMIC_RELAXED);
    pthread_cond_broadcast(w->cond);
    pthread_mutex_unlock(w->lock);
}

jvmtiError JNICALL jvmti_CreateRawMonitor(jvmtiEnv *env, const char *name, jrawMonitorID *monitor_ptr)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ONLOAD | PH_LIVE);
    JVMTI_NOT_NULL(name);
    JVMTI_NOT_NULL(monitor_ptr);
    RawMonitor *m = calloc(1, sizeof *m);
    char *copy = strdup(name);
    if (!m || !copy) {
        free(m);
        free(copy);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    m->magic = RAW_MONITOR_MAGIC;
    m->name = copy;
    pthread_mutex_init(&m->lock, NULL);
    pthread_cond_init(&m->released, NULL);
    pthread_mutex_lock(&reg_lock);
    int r = reg_insert(m);
    pthread_mutex_unlock(&reg_lock);
    if (r != 0) {
        rm_free(m);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    *monitor_ptr = (jrawMonitorID)(void *)m;
    return JVMTI_ERROR_NONE;
}

/* The owner may destroy a monitor it holds (it is released first); a
 * monitor held by another thread is refused with NOT_MONITOR_OWNER, as
 * HotSpot does. */
jvmtiError JNICALL jvmti_DestroyRawMonitor(jvmtiEnv *env, jrawMonitorID monitor)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ONLOAD | PH_LIVE);
    RawMonitor *m = rm_use(monitor);
    if (!m)
        return JVMTI_ERROR_INVALID_MONITOR;
    pthread_mutex_lock(&m->lock);
    if (m->owned && !rm_owned_by_me(m)) {
        pthread_mutex_unlock(&m->lock);
        rm_unuse(m);
        return JVMTI_ERROR_NOT_MONITOR_OWNER;
    }
    if (m->owned)
        rm_release_locked(m);
    pthread_mutex_unlock(&m->lock);

    pthread_mutex_lock(&reg_lock);
    RawMonitor **slot = reg_lookup(m);
    if (slot) {
        *slot = REG_TOMBSTONE;
        reg_live--;
    }
    m->destroyed = 1;
    m->magic = 0;
    pthread_mutex_unlock(&reg_lock);
    rm_unuse(m);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_RawMonitorEnter(jvmtiEnv *env, jrawMonitorID monitor)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    RawMonitor *m = rm_use(monitor);
    if (!m)
        return JVMTI_ERROR_INVALID_MONITOR;
    pthread_mutex_lock(&m->lock);
    int mine = rm_owned_by_me(m);
    if (mine)
        m->count++;
    pthread_mutex_unlock(&m->lock);
    if (!mine) {
        Thread *self = jvmti_current_thread();
        Thread *t = grn_on ? self : NULL;
        do {
            rm_hold_while_suspended();
            if (t)
                rm_enter_green(m, t);
            else
                rm_enter(m, 1);
        } while (rm_let_go_if_suspended(m, self));
    }
    rm_unuse(m);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_RawMonitorExit(jvmtiEnv *env, jrawMonitorID monitor)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    RawMonitor *m = rm_use(monitor);
    if (!m)
        return JVMTI_ERROR_INVALID_MONITOR;
    jvmtiError err = JVMTI_ERROR_NONE;
    pthread_mutex_lock(&m->lock);
    if (!rm_owned_by_me(m))
        err = JVMTI_ERROR_NOT_MONITOR_OWNER;
    else if (--m->count == 0)
        rm_release_locked(m);
    pthread_mutex_unlock(&m->lock);
    if (grn_on)
        grn_poke();
    rm_unuse(m);
    return err;
}

jvmtiError JNICALL jvmti_RawMonitorWait(jvmtiEnv *env, jrawMonitorID monitor, jlong millis)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    RawMonitor *m = rm_use(monitor);
    if (!m)
        return JVMTI_ERROR_INVALID_MONITOR;
    pthread_mutex_lock(&m->lock);
    int mine = rm_owned_by_me(m);
    pthread_mutex_unlock(&m->lock);
    Thread *t = grn_on && mine ? jvmti_current_thread() : NULL;
    jvmtiError err = !mine ? JVMTI_ERROR_NOT_MONITOR_OWNER : t ? rm_wait_green(m, millis, t) : rm_wait(m, millis);
    rm_unuse(m);
    return err;
}

/* Before the VM has threads HotSpot does not check the owner in notify. */
static jvmtiError rm_notify(jrawMonitorID monitor, int all)
{
    RawMonitor *m = rm_use(monitor);
    if (!m)
        return JVMTI_ERROR_INVALID_MONITOR;
    jvmtiError err = JVMTI_ERROR_NONE;
    pthread_mutex_lock(&m->lock);
    if (!rm_owned_by_me(m)) {
        if (jvmti_phase != JVMTI_PHASE_ONLOAD && jvmti_phase != JVMTI_PHASE_PRIMORDIAL)
            err = JVMTI_ERROR_NOT_MONITOR_OWNER;
    } else {
        do {
            RawWaiter *w = m->waiters;
            if (!w)
                break;
            m->waiters = w->next;
            w->next = NULL;
            rm_wake(w);
        } while (all);
    }
    pthread_mutex_unlock(&m->lock);
    if (grn_on)
        grn_poke();
    rm_unuse(m);
    return err;
}

jvmtiError JNICALL jvmti_RawMonitorNotify(jvmtiEnv *env, jrawMonitorID monitor)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    return rm_notify(monitor, 0);
}

jvmtiError JNICALL jvmti_RawMonitorNotifyAll(jvmtiEnv *env, jrawMonitorID monitor)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    return rm_notify(monitor, 1);
}

/* ------------------------------------------------------------------ */
/* Timers                                                              */
/* ------------------------------------------------------------------ */

/* As HotSpot on Linux: 64-bit counters that never skip. */
static void timer_info(jvmtiTimerInfo *info, jvmtiTimerKind kind)
{
    info->max_value = -1;
    info->may_skip_forward = JNI_FALSE;
    info->may_skip_backward = JNI_FALSE;
    info->kind = kind;
}

static jlong clock_nanos(clockid_t id)
{
    struct timespec ts;
    if (clock_gettime(id, &ts) != 0)
        return -1;
    return (jlong)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

jvmtiError JNICALL jvmti_GetCurrentThreadCpuTimerInfo(jvmtiEnv *env, jvmtiTimerInfo *info_ptr)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_START_LIVE);
    NEED_OS_THREAD();
    JVMTI_NEED_CAP(env, can_get_current_thread_cpu_time);
    JVMTI_NOT_NULL(info_ptr);
    timer_info(info_ptr, JVMTI_TIMER_TOTAL_CPU);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetCurrentThreadCpuTime(jvmtiEnv *env, jlong *nanos_ptr)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_START_LIVE);
    NEED_OS_THREAD();
    JVMTI_NEED_CAP(env, can_get_current_thread_cpu_time);
    JVMTI_NOT_NULL(nanos_ptr);
    *nanos_ptr = clock_nanos(CLOCK_THREAD_CPUTIME_ID);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetThreadCpuTimerInfo(jvmtiEnv *env, jvmtiTimerInfo *info_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    NEED_ATTACHED();
    JVMTI_NEED_CAP(env, can_get_thread_cpu_time);
    JVMTI_NOT_NULL(info_ptr);
    timer_info(info_ptr, JVMTI_TIMER_TOTAL_CPU);
    return JVMTI_ERROR_NONE;
}

/* Another thread's clock is read with the thread list locked, so the
 * thread cannot finish (and its pthread_t go stale) meanwhile. */
static jvmtiError thread_cpu_nanos(Thread *target, jlong *out)
{
    if (target == jvmti_current_thread()) {
        *out = clock_nanos(CLOCK_THREAD_CPUTIME_ID);
        return JVMTI_ERROR_NONE;
    }
    jvmtiError err = JVMTI_ERROR_THREAD_NOT_ALIVE;
    thr_list_lock();
    for (Thread *t = thr_list_first(); t; t = t->next) {
        clockid_t cid;
        if (t != target || t->state == THR_TERMINATED)
            continue;
        if (pthread_getcpuclockid(t->pthread, &cid) == 0) {
            *out = clock_nanos(cid);
            err = JVMTI_ERROR_NONE;
        }
        break;
    }
    thr_list_unlock();
    return err;
}

jvmtiError JNICALL jvmti_GetThreadCpuTime(jvmtiEnv *env, jthread thread, jlong *nanos_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    NEED_ATTACHED();
    JVMTI_NEED_CAP(env, can_get_thread_cpu_time);
    Thread *t;
    jvmtiError err = jvmti_live_thread(thread, &t);
    if (err != JVMTI_ERROR_NONE)
        return err;
    JVMTI_NOT_NULL(nanos_ptr);
    return thread_cpu_nanos(t, nanos_ptr);
}

jvmtiError JNICALL jvmti_GetTimerInfo(jvmtiEnv *env, jvmtiTimerInfo *info_ptr)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    JVMTI_NOT_NULL(info_ptr);
    timer_info(info_ptr, JVMTI_TIMER_ELAPSED);
    return JVMTI_ERROR_NONE;
}

/* The clock of System.nanoTime. */
jvmtiError JNICALL jvmti_GetTime(jvmtiEnv *env, jlong *nanos_ptr)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ANY);
    JVMTI_NOT_NULL(nanos_ptr);
    *nanos_ptr = clock_nanos(CLOCK_MONOTONIC);
    return JVMTI_ERROR_NONE;
}

/* The count Runtime.availableProcessors gives. */
jvmtiError JNICALL jvmti_GetAvailableProcessors(jvmtiEnv *env, jint *processor_count_ptr)
{
    JVMTI_ENTER(env, PH_ANY);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(processor_count_ptr);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    *processor_count_ptr = n > 0 ? (jint)n : 1;
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* System properties                                                   */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_GetSystemProperties(jvmtiEnv *env, jint *count_ptr, char ***property_ptr)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(count_ptr);
    JVMTI_NOT_NULL(property_ptr);
    int total = vm_property_count(), n = 0;
    char **keys = jvmti_alloc(sizeof(char *) * (size_t)(total ? total : 1));
    if (!keys)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    for (int i = 0; i < total; i++) {
        if (!(vm_property_flags(i) & VMPROP_JVMTI))
            continue;
        keys[n] = jvmti_strdup(vm_property_key(i));
        if (!keys[n]) {
            while (n > 0)
                free(keys[--n]);
            free(keys);
            return JVMTI_ERROR_OUT_OF_MEMORY;
        }
        n++;
    }
    *count_ptr = n;
    *property_ptr = keys;
    return JVMTI_ERROR_NONE;
}

static int jvmti_property(const char *key)
{
    int i = vm_property_find(key);
    return i >= 0 && (vm_property_flags(i) & VMPROP_JVMTI) ? i : -1;
}

jvmtiError JNICALL jvmti_GetSystemProperty(jvmtiEnv *env, const char *property, char **value_ptr)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(property);
    JVMTI_NOT_NULL(value_ptr);
    int i = jvmti_property(property);
    if (i < 0)
        return JVMTI_ERROR_NOT_AVAILABLE;
    *value_ptr = jvmti_strdup(vm_property_value(i));
    return *value_ptr ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

/* A NULL value only asks whether the property is writeable. */
jvmtiError JNICALL jvmti_SetSystemProperty(jvmtiEnv *env, const char *property, const char *value_ptr)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ONLOAD);
    JVMTI_NOT_NULL(property);
    int i = jvmti_property(property);
    if (i < 0 || !(vm_property_flags(i) & VMPROP_WRITEABLE))
        return JVMTI_ERROR_NOT_AVAILABLE;
    if (value_ptr && vm_set_property(property, value_ptr) != 0)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Class loader search                                                 */
/* ------------------------------------------------------------------ */

/* Serialises additions to the loader's path lists. */
static pthread_mutex_t search_lock = PTHREAD_MUTEX_INITIALIZER;

/* In the live phase only JAR files may be added (HotSpot opens them). */
static int is_jar(const char *path)
{
    unzFile z = unzOpen64(path);
    if (!z)
        return 0;
    unzClose(z);
    return 1;
}

/* "old:segment", or segment alone. */
static char *path_append(const char *old, const char *segment)
{
    size_t a = old ? strlen(old) : 0, b = strlen(segment);
    char *r = malloc(a + b + 2);
    if (!r)
        return NULL;
    if (a)
        snprintf(r, a + b + 2, "%s:%s", old, segment);
    else
        memcpy(r, segment, b + 1);
    return r;
}

/* In the OnLoad phase the VM has not set up its class paths yet: the
 * segment joins the options (and the properties that show them), and is
 * searched after the paths given on the command line. */
static jvmtiError onload_append(const char *key, const char *segment)
{
    int i = vm_property_find(key);
    char *value = path_append(i >= 0 ? vm_property_value(i) : NULL, segment);
    if (!value)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    int r = vm_set_property(key, value);
    free(value);
    if (r != 0)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    if (!strcmp(key, "jdk.boot.class.path.append"))
        vm_opts.boot_append = vm_property_value(vm_property_find(key));
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_AddToBootstrapClassLoaderSearch(jvmtiEnv *env, const char *segment)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(segment);
    if (jvmti_phase == JVMTI_PHASE_ONLOAD)
        return onload_append("jdk.boot.class.path.append", segment);
    if (!is_jar(segment))
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    pthread_mutex_lock(&search_lock);
    cl_add_boot_path(segment);
    pthread_mutex_unlock(&search_lock);
    return JVMTI_ERROR_NONE;
}

/* The application class loader reads classes through the VM's path
 * list, so a live-phase addition is seen by its next lookup. */
/* Tells the application class loader of a JAR added while the VM runs,
 * as HotSpot does (ClassLoaders.appendToClassPathForInstrumentation), so
 * that its resources are found as well as its classes. An exception pending
 * on the caller (an Exception callback's thread) is kept. */
static void app_loader_append(Thread *t, const char *segment)
{
    Object *pending = exc_take(t);
    thr_push_root(t, &pending);
    Class *c = cl_load_boot(t, "jdk/internal/loader/ClassLoaders");
    Method *m = c ? cls_find_declared_method(c, "appendToClassPathForInstrumentation", "(Ljava/lang/String;)V") : NULL;
    Slot arg = { .l = NULL }, r;
    if (m && cls_init(t, c) == 0 && (arg.l = str_new_utf8(t, segment)) != NULL) {
        thr_push_root(t, &arg.l);
        int failed = interp_invoke(t, m, &arg, &r);
        thr_pop_roots(t, 1);
        (void)failed;             /* then the loader keeps its old path */
    }
    exc_take(t);
    thr_pop_roots(t, 1);
    if (pending)
        exc_throw_object(t, pending);
}

jvmtiError JNICALL jvmti_AddToSystemClassLoaderSearch(jvmtiEnv *env, const char *segment)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(segment);
    if (jvmti_phase == JVMTI_PHASE_ONLOAD)
        return onload_append("java.class.path", segment);
    if (!is_jar(segment))
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    pthread_mutex_lock(&search_lock);
    cl_add_app_path(segment);
    pthread_mutex_unlock(&search_lock);
    if (jvmti_scope_.t)
        app_loader_append(jvmti_scope_.t, segment);
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* The JNI function table                                              */
/* ------------------------------------------------------------------ */

/* The table installed by SetJNIFunctionTable. It is never freed: every
 * JNIEnv points at it from then on. */
static struct JNINativeInterface_ jni_replaced;
static pthread_mutex_t jni_table_lock = PTHREAD_MUTEX_INITIALIZER;

jvmtiError JNICALL jvmti_GetJNIFunctionTable(jvmtiEnv *env, jniNativeInterface **function_table)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(function_table);
    struct JNINativeInterface_ *copy = jvmti_alloc(sizeof *copy);
    if (!copy)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    pthread_mutex_lock(&jni_table_lock);
    memcpy(copy, (const void *)jni_current_table, sizeof *copy);
    pthread_mutex_unlock(&jni_table_lock);
    *function_table = copy;
    return JVMTI_ERROR_NONE;
}

/* Every thread's JNIEnv sees the new table at once, as in HotSpot, and
 * threads started later get it too (jni_current_table). The copy is
 * written one function pointer at a time, so a thread calling through it
 * meanwhile finds either the old or the new function. */
jvmtiError JNICALL jvmti_SetJNIFunctionTable(jvmtiEnv *env, const jniNativeInterface *function_table)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(function_table);
    pthread_mutex_lock(&jni_table_lock);
    void *volatile *dst = (void *volatile *)(void *)&jni_replaced;
    void *const *src = (void *const *)(const void *)function_table;
    for (size_t i = 0; i < sizeof jni_replaced / sizeof(void *); i++)
        __atomic_store_n(&dst[i], src[i], __ATOMIC_RELAXED);
    jni_current_table = &jni_replaced;
    thr_list_lock();
    for (Thread *t = thr_list_first(); t; t = t->next)
        t->jni_env = &jni_replaced;
    thr_list_unlock();
    pthread_mutex_unlock(&jni_table_lock);
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Extensions                                                          */
/* ------------------------------------------------------------------ */

/*
 * The extension function and event HotSpot 17 lists. Agents look them up
 * by id; this VM never unloads classes, so IsClassUnloadingEnabled says
 * false and the ClassUnload event is never sent.
 */
#define EXT_CLASS_UNLOAD_INDEX (JVMTI_MIN_EVENT_TYPE_VAL - 1)

static jvmtiError JNICALL ext_is_class_unloading_enabled(jvmtiEnv *env, ...)
{
    va_list ap;
    va_start(ap, env);
    jboolean *enabled = va_arg(ap, jboolean *);
    va_end(ap);
    JVMTI_NOT_NULL(enabled);
    *enabled = JNI_FALSE;
    return JVMTI_ERROR_NONE;
}

typedef struct ExtParam {
    const char *name;
    jvmtiParamKind kind;
    jvmtiParamTypes type;
} ExtParam;

/* An array of count jvmtiParamInfo, every part allocated for the agent. */
static jvmtiParamInfo *ext_params(const ExtParam *p, int count)
{
    jvmtiParamInfo *out = jvmti_alloc(sizeof *out * (size_t)count);
    for (int i = 0; out && i < count; i++) {
        out[i] = (jvmtiParamInfo){ jvmti_strdup(p[i].name), p[i].kind, p[i].type, JNI_FALSE };
        if (!out[i].name) {
            while (i > 0)
                free(out[--i].name);
            free(out);
            return NULL;
        }
    }
    return out;
}

jvmtiError JNICALL jvmti_GetExtensionFunctions(jvmtiEnv *env, jint *extension_count_ptr,
                                               jvmtiExtensionFunctionInfo **extensions)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(extension_count_ptr);
    JVMTI_NOT_NULL(extensions);
    static const ExtParam params[] = {
        { "IsClassUnloadingEnabled", JVMTI_KIND_OUT, JVMTI_TYPE_JBOOLEAN },
    };
    jvmtiExtensionFunctionInfo *fi = jvmti_alloc(sizeof *fi);
    char *id = jvmti_strdup("com.sun.hotspot.functions.IsClassUnloadingEnabled");
    char *desc = jvmti_strdup("Tell if class unloading is enabled (-noclassgc)");
    jvmtiParamInfo *pi = ext_params(params, 1);
    if (!fi || !id || !desc || !pi) {
        if (pi)
            free(pi[0].name);
        free(pi);
        free(desc);
        free(id);
        free(fi);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    *fi = (jvmtiExtensionFunctionInfo){ ext_is_class_unloading_enabled, id, desc, 1, pi, 0, NULL };
    *extension_count_ptr = 1;
    *extensions = fi;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetExtensionEvents(jvmtiEnv *env, jint *extension_count_ptr,
                                            jvmtiExtensionEventInfo **extensions)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(extension_count_ptr);
    JVMTI_NOT_NULL(extensions);
    static const ExtParam params[] = {
        { "JNI Environment", JVMTI_KIND_IN_PTR, JVMTI_TYPE_JNIENV },
        { "Class", JVMTI_KIND_IN_PTR, JVMTI_TYPE_CCHAR },
    };
    jvmtiExtensionEventInfo *ei = jvmti_alloc(sizeof *ei);
    char *id = jvmti_strdup("com.sun.hotspot.events.ClassUnload");
    char *desc = jvmti_strdup("CLASS_UNLOAD event");
    jvmtiParamInfo *pi = ext_params(params, 2);
    if (!ei || !id || !desc || !pi) {
        if (pi) {
            free(pi[0].name);
            free(pi[1].name);
        }
        free(pi);
        free(desc);
        free(id);
        free(ei);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    *ei = (jvmtiExtensionEventInfo){ EXT_CLASS_UNLOAD_INDEX, id, desc, 2, pi };
    *extension_count_ptr = 1;
    *extensions = ei;
    return JVMTI_ERROR_NONE;
}

/* The ClassUnload callback of each environment (kept, never called). */
#define EXT_MAX_ENVS 64
static struct {
    JvmtiEnv *env;
    jvmtiExtensionEvent callback;
} ext_callbacks[EXT_MAX_ENVS];
static pthread_mutex_t ext_lock = PTHREAD_MUTEX_INITIALIZER;

jvmtiError JNICALL jvmti_SetExtensionEventCallback(jvmtiEnv *env, jint extension_event_index,
                                                   jvmtiExtensionEvent callback)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    NEED_ATTACHED();
    if (extension_event_index != EXT_CLASS_UNLOAD_INDEX)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JvmtiEnv *e = jvmti_env_of(env);
    pthread_mutex_lock(&ext_lock);
    int free_slot = -1, i;
    for (i = 0; i < EXT_MAX_ENVS && ext_callbacks[i].env != e; i++)
        if (free_slot < 0 && !ext_callbacks[i].env)
            free_slot = i;
    if (i == EXT_MAX_ENVS)
        i = free_slot;
    if (i >= 0) {
        ext_callbacks[i].env = callback ? e : NULL;
        ext_callbacks[i].callback = callback;
    }
    pthread_mutex_unlock(&ext_lock);
    return i >= 0 || !callback ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

/* ------------------------------------------------------------------ */
/* Verbose output and the jlocation format                             */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_SetVerboseFlag(jvmtiEnv *env, jvmtiVerboseFlag flag, jboolean value)
{
    JVMTI_ENTER(env, PH_ANY);
    NEED_ATTACHED();
    int on = value != JNI_FALSE;
    switch (flag) {
    case JVMTI_VERBOSE_OTHER:
        break;
    case JVMTI_VERBOSE_GC:
        vm_opts.verbose_gc = on;
        heap_verbose_gc = on;
        break;
    case JVMTI_VERBOSE_CLASS:
        vm_opts.verbose_class = on;
        break;
    case JVMTI_VERBOSE_JNI:
        vm_opts.verbose_jni = on;
        break;
    default:
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    }
    return JVMTI_ERROR_NONE;
}

/* Locations are bytecode indices. */
jvmtiError JNICALL jvmti_GetJLocationFormat(jvmtiEnv *env, jvmtiJlocationFormat *format_ptr)
{
    JVMTI_ENTER(env, PH_ANY);
    NEED_ATTACHED();
    JVMTI_NOT_NULL(format_ptr);
    *format_ptr = JVMTI_JLOCATION_JVMBCI;
    return JVMTI_ERROR_NONE;
}
