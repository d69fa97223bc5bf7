/*
 * JVMPI raw monitors: monitors not tied to a Java object, owned by OS
 * threads (the agent's own threads included).
 *
 * Contention on a monitor is reported with the RAW_MONITOR_CONTENDED_*
 * events unless its name starts with '_' (section 2). Every live monitor
 * is on one list, for the monitor dump, which also needs who is entering
 * and who is waiting: each blocked thread links a record on its own
 * stack into the monitor.
 *
 * A VM thread that blocks here in Java state (a GC-time callback is the
 * exception: it stopped the world) waits in a safe state so that a
 * collection can proceed, and gives the monitor back rather than wait for
 * a stopped world to restart while owning it: the GC_START handler of the
 * agent is where it is told to take its locks.
 */
#define _GNU_SOURCE
#include "jvmpi/jvmpi_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "vm/green.h"
#include "vm/jni_impl.h"

#define RAW_MAGIC 0x4a50524du   /* "JPRM" */

typedef struct RawBlocked {
    Thread *t;                    /* NULL for a thread the VM does not know */
    struct RawBlocked *next;
} RawBlocked;

typedef struct RawMon {
    uint32_t magic;
    char *name;
    int quiet;                    /* name starts with '_': no contention events */
    pthread_mutex_t lock;
    pthread_cond_t released;
    pthread_cond_t notified;
    uint64_t notify_gen;
    int owned;
    pthread_t owner;
    Thread *owner_thread;
    int32_t count;
    RawBlocked *entering, *waiting;
    struct RawMon *next;
} RawMon;

static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static RawMon *monitors;

static RawMon *valid(JVMPI_RawMonitor id)
{
    RawMon *found = NULL;
    pthread_mutex_lock(&list_lock);
    for (RawMon *m = monitors; m; m = m->next)
        if ((void *)m == (void *)id && m->magic == RAW_MAGIC)
            found = m;
    pthread_mutex_unlock(&list_lock);
    return found;
}

static void post_raw(RawMon *m, jint type)
{
    if (m->quiet || !jvmpi_on(type))
        return;
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = type;
    ev.u.raw_monitor.name = m->name;
    ev.u.raw_monitor.id = (JVMPI_RawMonitor)(void *)m;
    jvmpi_post(thr_current(), &ev, 0);
}

JVMPI_RawMonitor jvmpi_raw_create(char *name)
{
    RawMon *m = calloc(1, sizeof *m);
    char *copy = strdup(name ? name : "");
    if (!m || !copy) {
        free(m);
        free(copy);
        return NULL;
    }
    m->magic = RAW_MAGIC;
    m->name = copy;
    m->quiet = copy[0] == '_';
    pthread_mutex_init(&m->lock, NULL);
    pthread_cond_init(&m->released, NULL);
    pthread_cond_init(&m->notified, NULL);
    pthread_mutex_lock(&list_lock);
    m->next = monitors;
    monitors = m;
    pthread_mutex_unlock(&list_lock);
    return (JVMPI_RawMonitor)(void *)m;
}

static int owned_by_me(const RawMon *m) { return m->owned && pthread_equal(m->owner, pthread_self()); }

static void unlink_blocked(RawBlocked **list, RawBlocked *b)
{
    for (RawBlocked **p = list; *p; p = &(*p)->next)
        if (*p == b) {
            *p = b->next;
            return;
        }
}

/* The VM thread to keep safe while blocking, or NULL. */
static Thread *blocking_vm_thread(void)
{
    Thread *t = thr_current();
    return t && t->state == THR_IN_JAVA && !thr_stopped_world(t) ? t : NULL;
}

/* Take m (m->lock held, returned held) with count entries. */
static void acquire_locked(RawMon *m, int32_t count)
{
    RawBlocked me = { thr_current(), m->entering };
    m->entering = &me;
    while (m->owned)
        pthread_cond_wait(&m->released, &m->lock);
    unlink_blocked(&m->entering, &me);
    __atomic_store_n(&m->owned, 1, __ATOMIC_RELAXED);
    m->owner = pthread_self();
    m->owner_thread = thr_current();
    m->count = count;
}

/* Release entirely, m->lock held; returns the entry count. */
static int32_t release_locked(RawMon *m)
{
    int32_t count = m->count;
    __atomic_store_n(&m->owned, 0, __ATOMIC_RELAXED);
    m->count = 0;
    m->owner_thread = NULL;
    pthread_cond_broadcast(&m->released);
    return count;
}

/* Block for m; a VM thread t waits safe and goes back to Java state
 * only with the world running. */
static void take(RawMon *m, int32_t count, Thread *t)
{
    if (t)
        thr_enter_safe(t, THR_IN_NATIVE);
    for (;;) {
        pthread_mutex_lock(&m->lock);
        acquire_locked(m, count);
        if (!t || thr_try_leave_safe(t)) {
            pthread_mutex_unlock(&m->lock);
            return;
        }
        release_locked(m);
        pthread_mutex_unlock(&m->lock);
        thr_wait_world_running(t);
    }
}

/*
 * Green threads: a VM thread blocks in the scheduler, holding the run token
 * before and after (as JVMTI raw monitors do, jvmti/jvmti_misc.c), so the
 * order in which threads get a raw monitor is the seed's. Threads the VM
 * does not know use the native path and poke the scheduler.
 */
static int green_begin(Thread *t, Thread **safe)
{
    *safe = blocking_vm_thread();
    if (*safe) {
        t->grn_keep = 1;
        thr_enter_safe(t, THR_IN_NATIVE);
        return 0;
    }
    return t->state != THR_IN_JAVA ? grn_hold_native(t, 0) : 0;
}

static void green_end(Thread *t, int took)
{
    if (took && t->state != THR_IN_JAVA)
        grn_release(t, 0);
}

static int is_free(void *arg) { return !__atomic_load_n(&((RawMon *)arg)->owned, __ATOMIC_RELAXED); }

/* take() in the scheduler; t holds the token. */
static void take_green(RawMon *m, int32_t count, Thread *t, Thread *safe)
{
    RawBlocked me = { t, NULL };
    pthread_mutex_lock(&m->lock);
    me.next = m->entering;
    m->entering = &me;
    for (;;) {
        while (m->owned) {
            pthread_mutex_unlock(&m->lock);
            grn_block_until(t, is_free, m, 0);
            pthread_mutex_lock(&m->lock);
        }
        unlink_blocked(&m->entering, &me);
        __atomic_store_n(&m->owned, 1, __ATOMIC_RELAXED);
        m->owner = pthread_self();
        m->owner_thread = t;
        m->count = count;
        if (!safe || thr_try_leave_safe(safe))
            break;
        release_locked(m);
        me.next = m->entering;
        m->entering = &me;
        pthread_mutex_unlock(&m->lock);
        grn_poke();
        thr_wait_world_running(safe);
        grn_hold_native(t, 0);
        pthread_mutex_lock(&m->lock);
    }
    pthread_mutex_unlock(&m->lock);
}

static void enter_green(RawMon *m, Thread *t)
{
    Thread *safe;
    int took = green_begin(t, &safe);
    take_green(m, 1, t, safe);
    green_end(t, took);
}

typedef struct GreenWait {
    RawMon *m;
    uint64_t gen;
} GreenWait;

static int notified_since(void *arg)
{
    GreenWait *gw = arg;
    return __atomic_load_n(&gw->m->notify_gen, __ATOMIC_RELAXED) != gw->gen;
}

static void wait_green(RawMon *m, jlong ms, Thread *t)
{
    Thread *safe;
    int took = green_begin(t, &safe);
    pthread_mutex_lock(&m->lock);
    RawBlocked me = { t, m->waiting };
    m->waiting = &me;
    int32_t count = release_locked(m);
    GreenWait gw = { m, m->notify_gen };
    pthread_mutex_unlock(&m->lock);
    int64_t deadline = ms > 0 ? grn_deadline_after(ms, 0) : 0;
    while (!notified_since(&gw))
        if (grn_block_until(t, notified_since, &gw, deadline))
            break;
    pthread_mutex_lock(&m->lock);
    unlink_blocked(&m->waiting, &me);
    pthread_mutex_unlock(&m->lock);
    take_green(m, count, t, safe);
    green_end(t, took);
}

void jvmpi_raw_enter(JVMPI_RawMonitor id)
{
    RawMon *m = valid(id);
    if (!m)
        return;
    pthread_mutex_lock(&m->lock);
    if (owned_by_me(m)) {
        m->count++;
        pthread_mutex_unlock(&m->lock);
        return;
    }
    if (!m->owned) {
        acquire_locked(m, 1);
        pthread_mutex_unlock(&m->lock);
        return;
    }
    pthread_mutex_unlock(&m->lock);
    post_raw(m, JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER);
    Thread *t = grn_on ? thr_current() : NULL;
    if (t)
        enter_green(m, t);
    else
        take(m, 1, blocking_vm_thread());
    post_raw(m, JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED);
}

void jvmpi_raw_exit(JVMPI_RawMonitor id)
{
    RawMon *m = valid(id);
    if (!m)
        return;
    pthread_mutex_lock(&m->lock);
    if (!owned_by_me(m)) {
        pthread_mutex_unlock(&m->lock);
        return;
    }
    int contended = 0;
    if (--m->count == 0) {
        contended = m->entering != NULL;
        release_locked(m);
    }
    pthread_mutex_unlock(&m->lock);
    if (grn_on)
        grn_poke();
    if (contended)
        post_raw(m, JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT);
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

/* As in HotSpot, a thread that does not own the monitor does not wait.
 * ms 0 waits until notified. */
void jvmpi_raw_wait(JVMPI_RawMonitor id, jlong ms)
{
    RawMon *m = valid(id);
    if (!m)
        return;
    Thread *self = grn_on ? thr_current() : NULL;
    if (self) {
        pthread_mutex_lock(&m->lock);
        int mine = owned_by_me(m);
        pthread_mutex_unlock(&m->lock);
        if (mine)
            wait_green(m, ms, self);
        return;
    }
    Thread *t = blocking_vm_thread();
    if (t)
        thr_enter_safe(t, THR_IN_NATIVE);
    pthread_mutex_lock(&m->lock);
    if (!owned_by_me(m)) {
        pthread_mutex_unlock(&m->lock);
        if (t)
            thr_leave_safe(t);
        return;
    }
    struct timespec ts;
    if (ms > 0)
        deadline_after(&ts, ms);
    RawBlocked me = { thr_current(), m->waiting };
    m->waiting = &me;
    int32_t count = release_locked(m);
    uint64_t gen = m->notify_gen;
    while (m->notify_gen == gen) {
        int rc = ms > 0 ? pthread_cond_timedwait(&m->notified, &m->lock, &ts)
                        : pthread_cond_wait(&m->notified, &m->lock);
        if (rc == ETIMEDOUT)
            break;
    }
    unlink_blocked(&m->waiting, &me);
    pthread_mutex_unlock(&m->lock);
    if (t) {
        /* take() enters the safe state itself. */
        thr_leave_safe(t);
    }
    take(m, count, t);
}

void jvmpi_raw_notify_all(JVMPI_RawMonitor id)
{
    RawMon *m = valid(id);
    if (!m)
        return;
    pthread_mutex_lock(&m->lock);
    if (owned_by_me(m)) {
        __atomic_store_n(&m->notify_gen, m->notify_gen + 1, __ATOMIC_RELAXED);
        pthread_cond_broadcast(&m->notified);
    }
    pthread_mutex_unlock(&m->lock);
    if (grn_on)
        grn_poke();
}

/* A monitor still owned or waited on by another thread is not freed
 * under it: it leaves the list (so it is no longer valid) and its memory
 * is kept. */
void jvmpi_raw_destroy(JVMPI_RawMonitor id)
{
    pthread_mutex_lock(&list_lock);
    RawMon *m = NULL;
    for (RawMon **p = &monitors; *p; p = &(*p)->next)
        if ((void *)*p == (void *)id) {
            m = *p;
            *p = m->next;
            break;
        }
    pthread_mutex_unlock(&list_lock);
    if (!m)
        return;
    pthread_mutex_lock(&m->lock);
    int busy = (m->owned && !owned_by_me(m)) || m->entering || m->waiting;
    m->magic = 0;
    pthread_mutex_unlock(&m->lock);
    if (busy)
        return;
    pthread_mutex_destroy(&m->lock);
    pthread_cond_destroy(&m->released);
    pthread_cond_destroy(&m->notified);
    free(m->name);
    free(m);
}

static void dump_blocked(DumpBuf *b, const RawBlocked *list)
{
    uint32_t n = 0;
    for (const RawBlocked *p = list; p; p = p->next)
        n++;
    dump_u4(b, n);
    for (const RawBlocked *p = list; p; p = p->next)
        dump_ptr(b, p->t ? jni_env(p->t) : NULL);
}

/* Section 4.4: JVMPI_MONITOR_RAW records of the monitors in use. */
void jvmpi_raw_dump(DumpBuf *b)
{
    pthread_mutex_lock(&list_lock);
    for (RawMon *m = monitors; m; m = m->next) {
        pthread_mutex_lock(&m->lock);
        if (m->owned || m->entering || m->waiting) {
            dump_u1(b, JVMPI_MONITOR_RAW);
            dump_ptr(b, m->name);
            dump_ptr(b, m);
            dump_ptr(b, m->owner_thread ? jni_env(m->owner_thread) : NULL);
            dump_u4(b, (uint32_t)m->count);
            dump_blocked(b, m->entering);
            dump_blocked(b, m->waiting);
        }
        pthread_mutex_unlock(&m->lock);
    }
    pthread_mutex_unlock(&list_lock);
}
