/*
 * Threads (native model), safepoints and monitors.
 *
 * The thread list changes only under sp_lock. A thread changes its own
 * state with sequentially consistent atomics and takes sp_lock only when a
 * stop is under way (thr_enter_safe/thr_leave_safe), so a thread stopping
 * the world sees a consistent picture: it waits until every other thread is
 * either in a safe state (native, blocked, waiting) or parked in
 * thr_poll_slow().
 */
#define _GNU_SOURCE
#include "vm/thread.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include <linux/membarrier.h>

#include "interp/interp.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/green.h"
#include "vm/heap.h"
#include "vm/probes.h"
#include "vm/vm.h"

__thread Thread *thr_current_tls;
volatile int thr_safepoint_pending;
static void (*volatile poll_hook)(Thread *t);

static pthread_mutex_t sp_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t sp_changed = PTHREAD_COND_INITIALIZER;   /* a thread became safe */
static pthread_cond_t sp_resume = PTHREAD_COND_INITIALIZER;    /* the world restarts */
static pthread_cond_t list_changed = PTHREAD_COND_INITIALIZER; /* a thread ended */
static Thread *threads;
static pthread_mutex_t monitor_create_lock = PTHREAD_MUTEX_INITIALIZER;

/* ------------------------------------------------------------------ */
/* The state handshake's fences                                        */
/* ------------------------------------------------------------------ */

/* A thread entering or leaving a safe state stores its own state and then
 * loads thr_safepoint_pending; a thread stopping the world or suspending
 * another stores the request and then loads the states. At least one of
 * the two must see the other's store, which takes a store-load fence on
 * both sides: a sequentially consistent store (an xchg on x86, a few ns on
 * every JNI call and agent callback). With membarrier(2) the fence moves
 * to the rare side: the requester's membarrier makes every running thread
 * of the process execute a full barrier, so the frequent side needs only
 * a compiler barrier between its store and its load. Without membarrier,
 * or under ThreadSanitizer (which does not know it), both sides fence.
 *
 * Registering for membarrier waits for an RCU grace period, 15 to 20 ms,
 * and a process cannot end while one of its threads waits there: done at
 * start, it would double a short program's wall time. So a thread of its
 * own registers once the VM has run for half a second (a program that
 * ends then waits for it at most that grace period), and the scheme changes
 * then, with threads running. The flag is read sequentially consistently
 * on both sides (a plain load on x86), after the requester's request and
 * before the thread's load of the requests: a thread that sees it set,
 * and so fences no more, comes after a requester that saw it clear (and
 * so did not call membarrier) in the single order of those operations,
 * and sees that requester's request. */
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define NO_ASYMMETRIC_FENCES 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define NO_ASYMMETRIC_FENCES 1
#endif

static int asymmetric_fences;     /* seq_cst: 0 until registered */

#if !defined(NO_ASYMMETRIC_FENCES)
static void *register_membarrier(void *arg)
{
    (void)arg;
    struct timespec wait = { 0, 500 * 1000000L };
    while (nanosleep(&wait, &wait) != 0 && errno == EINTR)
        ;
    long cmds = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
    if (cmds > 0 && (cmds & MEMBARRIER_CMD_PRIVATE_EXPEDITED) &&
        syscall(__NR_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0)
        __atomic_store_n(&asymmetric_fences, 1, __ATOMIC_SEQ_CST);
    return NULL;
}
#endif

void thr_init_system(void)
{
#if !defined(NO_ASYMMETRIC_FENCES)
    static int started;
    if (__atomic_exchange_n(&started, 1, __ATOMIC_ACQ_REL))
        return;
    pthread_attr_t attr;
    pthread_t th;
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);       /* inherited: signals go elsewhere */
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attr, 64 * 1024);
    if (pthread_create(&th, &attr, register_membarrier, NULL) != 0)
        __atomic_store_n(&started, 0, __ATOMIC_RELEASE);   /* symmetric fences, then */
    pthread_attr_destroy(&attr);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
#endif
}

/* The frequent side: a thread publishing its own state. */
static inline void set_own_state(Thread *t, int s)
{
    if (likely(__atomic_load_n(&asymmetric_fences, __ATOMIC_SEQ_CST))) {
        __atomic_store_n(&t->state, s, __ATOMIC_RELEASE);
        __atomic_signal_fence(__ATOMIC_SEQ_CST);
    } else {
        __atomic_store_n(&t->state, s, __ATOMIC_SEQ_CST);
    }
}

/* The rare side, between storing a request and loading the states (both
 * sequentially consistent, which is all the symmetric scheme needs). The
 * call fails only in a child of fork() (a new, unregistered address
 * space, where the caller is the only thread): both sides fence from then
 * on. */
static void request_fence(void)
{
    if (__atomic_load_n(&asymmetric_fences, __ATOMIC_SEQ_CST) &&
        syscall(__NR_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) != 0)
        __atomic_store_n(&asymmetric_fences, 0, __ATOMIC_SEQ_CST);
}

/* A VM bug, not a user error: C code nested deeper than the root stack. */
void thr_fatal_roots(void)
{
    fprintf(stderr, "agentvm: internal error: temporary root stack overflow\n");
    abort();
}

/* ------------------------------------------------------------------ */
/* Thread records                                                      */
/* ------------------------------------------------------------------ */

static Thread *new_thread_record(size_t stack_bytes)
{
    Thread *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    size_t slots = stack_bytes / sizeof(Slot);
    if (slots < 4096)
        slots = 4096;
    t->stack = calloc(slots, sizeof(Slot));
    if (!t->stack) {
        free(t);
        return NULL;
    }
    t->stack_end = t->stack + slots;
    t->stack_limit = t->stack_end - (slots / 8 < 8192 ? slots / 8 : 8192);
    t->local_ref_cap = 65536;   /* fixed: references are addresses into it */
    t->local_refs = calloc(t->local_ref_cap, sizeof(Object *));
    pthread_mutex_init(&t->park_lock, NULL);
    pthread_cond_init(&t->park_cond, NULL);
    pthread_cond_init(&t->grn_cond, NULL);
    t->state = THR_IN_NATIVE;
    return t;
}

void (*thr_free_hook)(Thread *t);

static void free_thread_record(Thread *t)
{
    if (thr_free_hook)
        thr_free_hook(t);
    pthread_mutex_destroy(&t->park_lock);
    pthread_cond_destroy(&t->park_cond);
    pthread_cond_destroy(&t->grn_cond);
    free(t->local_refs);
    free(t->stack);
    free(t);
}

static void list_add(Thread *t)
{
    if (grn_on)
        grn_register(t, t->grn_ready);
    pthread_mutex_lock(&sp_lock);
    t->next = threads;
    if (threads)
        threads->prev = t;
    threads = t;
    pthread_mutex_unlock(&sp_lock);
}

static void update_thread_requests(void);

static void list_remove(Thread *t)
{
    if (grn_on)
        grn_unregister(t);
    pthread_mutex_lock(&sp_lock);
    if (t->prev)
        t->prev->next = t->next;
    else
        threads = t->next;
    if (t->next)
        t->next->prev = t->prev;
    __atomic_store_n(&t->state, THR_TERMINATED, __ATOMIC_SEQ_CST);
    if (t->suspended || t->async_exception) {
        __atomic_store_n(&t->suspended, 0, __ATOMIC_SEQ_CST);
        __atomic_store_n(&t->async_exception, NULL, __ATOMIC_RELAXED);
        update_thread_requests();
    }
    pthread_cond_broadcast(&sp_changed);
    pthread_cond_broadcast(&list_changed);
    pthread_mutex_unlock(&sp_lock);
}

Thread *thr_attach_current(size_t stack_bytes)
{
    Thread *t = new_thread_record(stack_bytes);
    if (!t)
        return NULL;
    t->pthread = pthread_self();
    t->os_tid = (uint64_t)syscall(SYS_gettid);
    thr_current_tls = t;
    list_add(t);
    thr_leave_safe(t);
    return t;
}

void thr_detach_current(Thread *t)
{
    thr_enter_safe(t, THR_IN_NATIVE);
    list_remove(t);
    thr_current_tls = NULL;
    free_thread_record(t);
}

/* eetop is read by any thread (isAlive, getState, interrupt) while the
 * thread itself clears it on exit: atomic, acquire to see the record whole. */
Thread *thr_of(Object *jthread)
{
    if (!jthread)
        return NULL;
    return (Thread *)(uintptr_t)__atomic_load_n(FIELD_PTR(jthread, wk.thread_eetop, int64_t), __ATOMIC_ACQUIRE);
}

static void set_eetop(Object *jthread, Thread *t)
{
    __atomic_store_n(FIELD_PTR(jthread, wk.thread_eetop, int64_t), (int64_t)(uintptr_t)t, __ATOMIC_RELEASE);
}

void thr_list_lock(void) { pthread_mutex_lock(&sp_lock); }
void thr_list_unlock(void) { pthread_mutex_unlock(&sp_lock); }
Thread *thr_list_first(void) { return threads; }

int thr_count_nondaemon(void)
{
    int n = 0;
    for (Thread *t = threads; t; t = t->next)
        if (!t->daemon && t->state != THR_TERMINATED)
            n++;
    return n;
}

void thr_wait_for_nondaemon_threads(Thread *self)
{
    thr_enter_safe(self, THR_WAITING);
    pthread_mutex_lock(&sp_lock);
    for (;;) {
        int others = 0;
        for (Thread *t = threads; t; t = t->next)
            if (t != self && !t->daemon)
                others++;
        if (!others)
            break;
        pthread_cond_wait(&list_changed, &sp_lock);
    }
    pthread_mutex_unlock(&sp_lock);
    thr_leave_safe(self);
}

/* ------------------------------------------------------------------ */
/* Safepoints                                                          */
/* ------------------------------------------------------------------ */

static int is_safe(const Thread *t)
{
    return __atomic_load_n(&t->state, __ATOMIC_SEQ_CST) != THR_IN_JAVA || t->at_safepoint;
}

static int stop_pending(void) { return __atomic_load_n(&thr_safepoint_pending, __ATOMIC_SEQ_CST) & THR_SP_STOP; }
/* A thread past its ThreadEnd is never held by a suspension, wherever it
 * polls: the main thread runs the shutdown (Java code) after its ThreadEnd,
 * and a debugger forgets a thread at its ThreadEnd, so a suspension taken
 * then (libjdwp's suspend-all for that very event) would never be undone.
 * Only the thread itself sets end_posted. */
static int is_suspended(const Thread *t)
{
    return __atomic_load_n(&t->suspended, __ATOMIC_SEQ_CST) && !__atomic_load_n(&t->end_posted, __ATOMIC_SEQ_CST);
}

/* Must t stay parked? Under sp_lock. */
static int must_park(const Thread *t) { return stop_pending() || is_suspended(t); }

int thr_must_yield(Thread *t) { return must_park(t); }

int thr_is_suspended(const Thread *t) { return is_suspended(t); }

void thr_wait_resumed(Thread *t)
{
    /* Green: a holder in native code lets others run meanwhile. */
    int held = grn_on && is_suspended(t) && grn_holds(t);
    if (held)
        grn_release(t, 0);
    pthread_mutex_lock(&sp_lock);
    while (is_suspended(t))
        pthread_cond_wait(&sp_resume, &sp_lock);
    pthread_mutex_unlock(&sp_lock);
    if (held)
        grn_hold_native(t, 0);
}

/* THR_SP_THREAD is set while any thread on the list is suspended or has an
 * asynchronous exception to take. Under sp_lock. */
static void update_thread_requests(void)
{
    int any = 0;
    for (Thread *t = threads; t && !any; t = t->next)
        any = t->suspended || t->async_exception;
    if (any)
        __atomic_or_fetch(&thr_safepoint_pending, THR_SP_THREAD, __ATOMIC_SEQ_CST);
    else
        __atomic_and_fetch(&thr_safepoint_pending, ~THR_SP_THREAD, __ATOMIC_SEQ_CST);
}

/* Under sp_lock, in Java state: the asynchronous exception becomes the
 * pending one. */
static int take_async_exception(Thread *t)
{
    if (!t->async_exception)
        return 0;
    t->exception = t->async_exception;
    __atomic_store_n(&t->async_exception, NULL, __ATOMIC_RELAXED);
    update_thread_requests();
    return 1;
}

/* Green mode: hand the token on from a poll (or Thread.yield), parked at
 * the safepoint meanwhile so that a collection may run. */
static void green_yield_at_poll(Thread *t)
{
    pthread_mutex_lock(&sp_lock);
    t->at_safepoint = 1;
    pthread_cond_broadcast(&sp_changed);
    pthread_mutex_unlock(&sp_lock);
    grn_yield(t);
    pthread_mutex_lock(&sp_lock);
    t->at_safepoint = 0;
    pthread_mutex_unlock(&sp_lock);
}

void thr_set_poll_hook(void (*hook)(Thread *t))
{
    __atomic_store_n(&poll_hook, hook, __ATOMIC_SEQ_CST);
    if (hook)
        __atomic_or_fetch(&thr_safepoint_pending, THR_SP_HOOK, __ATOMIC_SEQ_CST);
    else
        __atomic_and_fetch(&thr_safepoint_pending, ~THR_SP_HOOK, __ATOMIC_SEQ_CST);
}

int thr_poll_slow(Thread *t)
{
    void (*hook)(Thread *) = __atomic_load_n(&poll_hook, __ATOMIC_RELAXED);
    if (hook)
        hook(t);
    if (grn_on && --t->grn_budget <= 0)
        green_yield_at_poll(t);
    /* Others' suspensions set the flag too: no lock unless this thread is
     * concerned. */
    if (!stop_pending() && !is_suspended(t) && !__atomic_load_n(&t->async_exception, __ATOMIC_RELAXED))
        return 0;
    pthread_mutex_lock(&sp_lock);
    t->at_safepoint = 1;
    pthread_cond_broadcast(&sp_changed);
    while (grn_on && must_park(t)) {
        /* Suspended: others run meanwhile. A suspension that arrives
         * while it waits for the token again parks it again, without
         * the token. */
        grn_release(t, 0);
        while (must_park(t))
            pthread_cond_wait(&sp_resume, &sp_lock);
        pthread_mutex_unlock(&sp_lock);
        grn_acquire(t);
        pthread_mutex_lock(&sp_lock);
    }
    while (must_park(t))
        pthread_cond_wait(&sp_resume, &sp_lock);
    t->at_safepoint = 0;
    int thrown = take_async_exception(t);
    pthread_mutex_unlock(&sp_lock);
    return thrown;
}

/* State changes are lock-free unless a safepoint is being reached. The
 * pair (store own state, load pending) here and (store pending, load every
 * state) in thr_stop_world and thr_suspend are sequentially consistent, so
 * at least one side sees the other's write: either the stopper sees this
 * thread safe, or this thread sees the request and waits. */
void thr_enter_native(Thread *t)
{
    if (unlikely(grn_on)) {
        t->grn_hold++;
        t->grn_fresh = 1;
    }
    thr_enter_safe(t, THR_IN_NATIVE);
}

void thr_leave_native(Thread *t)
{
    thr_leave_safe(t);
    if (unlikely(grn_on))
        t->grn_hold--;
}

int thr_agent_enter(Thread *t)
{
    if (likely(!grn_on))
        return 0;
    t->grn_hold++;
    t->grn_fresh = 1;             /* the watchdog times the callback anew */
    return t->state != THR_IN_JAVA ? grn_hold_native(t, 1) : 0;
}

void thr_agent_leave(Thread *t, int took)
{
    if (likely(!grn_on))
        return;
    t->grn_hold--;
    if (took && t->state != THR_IN_JAVA)
        grn_release(t, 0);
}

void thr_yield(Thread *t)
{
    if (grn_on)
        green_yield_at_poll(t);
    else
        sched_yield();
}

void thr_enter_safe(Thread *t, ThreadState s)
{
    set_own_state(t, s);
    if (unlikely(grn_on)) {
        /* Blocking under the scheduler keeps the token until it parks;
         * native code on the green thread (a JNI native called from Java,
         * an agent callback, an agent thread) keeps it while it runs;
         * anything else (a VM lock, an attached thread's own code) runs
         * away from it. */
        if (t->grn_keep)
            t->grn_keep = 0;
        else if (s == THR_IN_NATIVE && t->grn_hold > 0)
            grn_hold_native(t, t->grn_fresh);
        else
            grn_release(t, 0);
        t->grn_fresh = 0;
    }
    if (unlikely(__atomic_load_n(&thr_safepoint_pending, __ATOMIC_SEQ_CST) & THR_SP_REQUESTS)) {
        pthread_mutex_lock(&sp_lock);
        pthread_cond_broadcast(&sp_changed);
        pthread_mutex_unlock(&sp_lock);
    }
}

/* Back into Java state, parking first while the world is stopped and,
 * when honour_suspend, while t is suspended. */
static void leave_safe(Thread *t, int honour_suspend)
{
    int safe_state = t->state;
    if (safe_state == THR_IN_JAVA)
        safe_state = THR_IN_NATIVE;
    for (;;) {
        if (unlikely(grn_on))
            grn_acquire(t);
        set_own_state(t, THR_IN_JAVA);
        if (likely(!(__atomic_load_n(&thr_safepoint_pending, __ATOMIC_SEQ_CST) & THR_SP_REQUESTS)))
            return;
        if (!stop_pending() && !(honour_suspend && is_suspended(t)))
            return;
        /* A stop is under way or this thread is suspended: be safe again
         * until the world restarts and the thread is resumed. */
        pthread_mutex_lock(&sp_lock);
        __atomic_store_n(&t->state, safe_state, __ATOMIC_SEQ_CST);
        if (unlikely(grn_on))
            grn_release(t, 0);
        pthread_cond_broadcast(&sp_changed);
        while (stop_pending() || (honour_suspend && is_suspended(t)))
            pthread_cond_wait(&sp_resume, &sp_lock);
        pthread_mutex_unlock(&sp_lock);
    }
}

/* A thread that has posted its ThreadEnd runs no more Java code, so its
 * suspension never takes effect (HotSpot lets it end too). */
void thr_leave_safe(Thread *t)
{
    leave_safe(t, !t->end_posted);
}

/* Native code calling into the VM (a JNI or JVMTI function) waits for a
 * stopped world but not for its own suspension, as in HotSpot: a thread
 * suspended while it runs native code (an agent's event callback, say)
 * goes on until it returns to Java code. Debuggers rely on this: the
 * JDK's libjdwp calls JVMTI from callbacks of threads it has suspended,
 * holding its own locks. */
void thr_enter_vm(Thread *t)
{
    leave_safe(t, 0);
}

/* Leaves the safe state only if no stop is under way: a thread holding a
 * lock that code run in the stopped world may need (an agent's raw monitor
 * and its GC callbacks) lets go of it before it waits for the restart. */
int thr_try_leave_safe(Thread *t)
{
    int safe_state = t->state;
    if (safe_state == THR_IN_JAVA)
        return 1;
    if (unlikely(grn_on))
        grn_acquire(t);
    set_own_state(t, THR_IN_JAVA);
    if (likely(!(__atomic_load_n(&thr_safepoint_pending, __ATOMIC_SEQ_CST) & THR_SP_REQUESTS)))
        return 1;
    if (!must_park(t))
        return 1;
    pthread_mutex_lock(&sp_lock);
    __atomic_store_n(&t->state, safe_state, __ATOMIC_SEQ_CST);
    if (unlikely(grn_on))
        grn_release(t, 0);
    pthread_cond_broadcast(&sp_changed);
    pthread_mutex_unlock(&sp_lock);
    return 0;
}

void thr_wait_world_running(Thread *t)
{
    pthread_mutex_lock(&sp_lock);
    while (must_park(t))
        pthread_cond_wait(&sp_resume, &sp_lock);
    pthread_mutex_unlock(&sp_lock);
}

static Thread *stopper;           /* the thread that stopped the world; sp_lock */

int thr_stopped_world(const Thread *t)
{
    pthread_mutex_lock(&sp_lock);
    int mine = (thr_safepoint_pending & THR_SP_STOP) && stopper == t;
    pthread_mutex_unlock(&sp_lock);
    return mine;
}

void thr_stop_world(Thread *self)
{
    pthread_mutex_lock(&sp_lock);
    stopper = self;
    __atomic_or_fetch(&thr_safepoint_pending, THR_SP_STOP, __ATOMIC_SEQ_CST);
    request_fence();
    for (;;) {
        int running = 0;
        for (Thread *t = threads; t; t = t->next)
            if (t != self && !is_safe(t))
                running++;
        if (!running)
            break;
        pthread_cond_wait(&sp_changed, &sp_lock);
    }
    pthread_mutex_unlock(&sp_lock);
    PROBE(hs_private, safepoint__begin);
}

void thr_start_world(Thread *self)
{
    PROBE(hs_private, safepoint__end);
    pthread_mutex_lock(&sp_lock);
    stopper = NULL;
    __atomic_and_fetch(&thr_safepoint_pending, ~THR_SP_STOP, __ATOMIC_SEQ_CST);
    pthread_cond_broadcast(&sp_resume);
    pthread_mutex_unlock(&sp_lock);
}

/* ------------------------------------------------------------------ */
/* Suspension and asynchronous exceptions                              */
/* ------------------------------------------------------------------ */

static int on_list(const Thread *target)
{
    for (Thread *t = threads; t; t = t->next)
        if (t == target)
            return 1;
    return 0;
}

/* Called holding the thread list lock (sp_lock), which the wait releases:
 * the target may end meanwhile, so it is looked up again after each wake. */
int thr_suspend(Thread *self, Thread *target)
{
    if (target->suspended)
        return 1;
    __atomic_store_n(&target->suspended, 1, __ATOMIC_SEQ_CST);
    update_thread_requests();
    request_fence();
    if (target == self)
        return 0;
    /* Wait safe: the target may be stopping the world itself. Before
     * returning to the caller's state, let a stop under way finish. */
    int saved = self->state;
    __atomic_store_n(&self->state, THR_BLOCKED, __ATOMIC_SEQ_CST);
    pthread_cond_broadcast(&sp_changed);
    /* A target past its ThreadEnd never parks for it (is_suspended). */
    while (on_list(target) && !is_safe(target) && !__atomic_load_n(&target->end_posted, __ATOMIC_SEQ_CST))
        pthread_cond_wait(&sp_changed, &sp_lock);
    while (stop_pending())
        pthread_cond_wait(&sp_resume, &sp_lock);
    __atomic_store_n(&self->state, saved, __ATOMIC_SEQ_CST);
    return 0;
}

/* Called holding the thread list lock. */
int thr_resume(Thread *target)
{
    if (!target->suspended)
        return 1;
    __atomic_store_n(&target->suspended, 0, __ATOMIC_SEQ_CST);
    update_thread_requests();
    pthread_cond_broadcast(&sp_resume);
    return 0;
}

/* Called holding the thread list lock. */
void thr_async_exception(Thread *target, Object *exc)
{
    __atomic_store_n(&target->async_exception, exc, __ATOMIC_RELAXED);
    update_thread_requests();
    thr_interrupt(target);
}

/* Called holding the thread list lock. */
void thr_terminate(Thread *target, Object *exc)
{
    __atomic_store_n(&target->terminating, 1, __ATOMIC_SEQ_CST);
    thr_async_exception(target, exc);
}

/* A suspended thread blocked on a lock must not hold it while suspended
 * (the debugger's own threads may need it): it lets it go and waits for
 * ResumeThread. Called in THR_BLOCKED. */
static void lock_blocked(Thread *t, pthread_mutex_t *m)
{
    for (;;) {
        pthread_mutex_lock(m);
        if (likely(!is_suspended(t)))
            return;
        pthread_mutex_unlock(m);
        pthread_mutex_lock(&sp_lock);
        while (is_suspended(t))
            pthread_cond_wait(&sp_resume, &sp_lock);
        pthread_mutex_unlock(&sp_lock);
    }
}

static void lock_monitor_blocked(Thread *t, Monitor *m)
{
    if (grn_on) {
        /* The owner exits under the run token: wait for it in the scheduler.
         * A suspended thread lets the monitor go, as lock_blocked does, and
         * waits for ResumeThread away from the scheduler. */
        for (;;) {
            while (pthread_mutex_trylock(&m->lock) != 0)
                grn_block_monitor(t, m);
            if (likely(!is_suspended(t)))
                return;
            pthread_mutex_unlock(&m->lock);
            grn_release(t, 0);
            pthread_mutex_lock(&sp_lock);
            while (is_suspended(t))
                pthread_cond_wait(&sp_resume, &sp_lock);
            pthread_mutex_unlock(&sp_lock);
            grn_acquire(t);
        }
    }
    lock_blocked(t, &m->lock);
}

/* thr_leave_safe for a thread that has just taken a lock in lock_blocked:
 * it waits for a stop of the world, but a suspension that came after it
 * took the lock waits for its next poll, so that it does not park with the
 * lock held. */
static void leave_safe_locked(Thread *t)
{
    int safe_state = t->state;
    for (;;) {
        if (unlikely(grn_on))
            grn_acquire(t);
        set_own_state(t, THR_IN_JAVA);
        if (likely(!stop_pending()))
            return;
        pthread_mutex_lock(&sp_lock);
        __atomic_store_n(&t->state, safe_state, __ATOMIC_SEQ_CST);
        if (unlikely(grn_on))
            grn_release(t, 0);
        pthread_cond_broadcast(&sp_changed);
        while (stop_pending())
            pthread_cond_wait(&sp_resume, &sp_lock);
        pthread_mutex_unlock(&sp_lock);
    }
}

void thr_lock_safely(Thread *t, pthread_mutex_t *m)
{
    if (pthread_mutex_trylock(m) == 0)
        return;
    thr_enter_safe(t, THR_BLOCKED);
    lock_blocked(t, m);
    leave_safe_locked(t);
}

/* ------------------------------------------------------------------ */
/* Starting threads                                                    */
/* ------------------------------------------------------------------ */

typedef struct StartArg {
    Thread *t;
    Object **jthread_ref;         /* global root while the thread starts */
    void (*body)(Thread *t, void *arg);   /* agent threads: native code to run */
    void *body_arg;
} StartArg;

static Object *start_roots[1024];
static pthread_mutex_t start_roots_lock = PTHREAD_MUTEX_INITIALIZER;

void thr_visit_start_roots(void (*fn)(Object **ref, void *arg), void *arg)
{
    for (size_t i = 0; i < AVM_ARRAY_LEN(start_roots); i++)
        if (start_roots[i])
            fn(&start_roots[i], arg);
}

static Object **hold_start_root(Object *o)
{
    pthread_mutex_lock(&start_roots_lock);
    for (size_t i = 0; i < AVM_ARRAY_LEN(start_roots); i++)
        if (!start_roots[i]) {
            start_roots[i] = o;
            pthread_mutex_unlock(&start_roots_lock);
            return &start_roots[i];
        }
    pthread_mutex_unlock(&start_roots_lock);
    return NULL;
}

/* Under the lock: hold_start_root scans the table for a free slot. */
static void release_start_root(Object **root)
{
    pthread_mutex_lock(&start_roots_lock);
    *root = NULL;
    pthread_mutex_unlock(&start_roots_lock);
}

extern void thr_run_java_thread(Thread *t);   /* vm/vm.c */

/* An agent thread runs native code from start to end, as HotSpot's do. */
static void run_agent_thread(Thread *t, void (*body)(Thread *t, void *arg), void *arg)
{
    EV_RAISE(EV_THREAD_START, ev_thread_start(t));
    /* Green: the body is a green thread like any other, holding the
     * token while it runs (its priority is not looked at). */
    if (grn_on)
        t->grn_hold++;
    thr_enter_safe(t, THR_IN_NATIVE);
    body(t, arg);
    thr_leave_safe(t);
    if (grn_on)
        t->grn_hold--;
}

static void *thread_main(void *arg)
{
    StartArg *sa = arg;
    Thread *t = sa->t;
    Object **root = sa->jthread_ref;
    void (*body)(Thread *, void *) = sa->body;
    void *body_arg = sa->body_arg;
    free(sa);
    t->os_tid = (uint64_t)syscall(SYS_gettid);
    thr_current_tls = t;
    thr_leave_safe(t);
    release_start_root(root);
    probe_thread_start(t);
    if (body)
        run_agent_thread(t, body, body_arg);
    else
        thr_run_java_thread(t);
    /* The Java side is finished: ThreadEnd sees the thread still alive, as
     * in HotSpot; then mark it dead and wake joiners. */
    thr_post_end(t);
    probe_thread_stop(t);
    thr_end_and_notify(t);
    t->exception = NULL;
    thr_enter_safe(t, THR_IN_NATIVE);
    list_remove(t);
    thr_current_tls = NULL;
    free_thread_record(t);
    return NULL;
}

void thr_post_end(Thread *t)
{
    if (t->end_posted || !t->jthread)
        return;
    __atomic_store_n(&t->end_posted, 1, __ATOMIC_SEQ_CST);
    EV_RAISE(EV_THREAD_END, ev_thread_end(t));
}

/* The thread is marked dead only once it owns its Thread object's lock:
 * taking the lock may block and post MonitorContendedEnter/Entered, and
 * agents must see a live thread in them (HotSpot does the same). Joiners
 * hold that lock while they test isAlive, so none can miss the wake-up. */
void thr_end_and_notify(Thread *t)
{
    Object *jt = t->jthread;
    if (mon_enter(t, jt) == 0) {
        set_eetop(jt, NULL);
        AVM_IGNORE(mon_notify(t, jt, 1));
        AVM_IGNORE(mon_exit(t, jt));
    } else {
        set_eetop(jt, NULL);
    }
}

static int start_thread(Thread *self, Object *jthread, void (*body)(Thread *, void *), void *body_arg);

static int thread_exhausted(Thread *self)
{
    static const char msg[] = "unable to create native thread: possibly out of memory or process/resource limits reached";
    EV_RAISE(EV_RESOURCE_EXHAUSTED, ev_resource_exhausted(self, EV_RX_OOM_ERROR | EV_RX_THREADS, msg));
    return exc_throw(self, "java/lang/OutOfMemoryError", msg);
}

int thr_start(Thread *self, Object *jthread)
{
    if (thr_of(jthread))
        return exc_throw(self, "java/lang/IllegalThreadStateException", NULL);
    return start_thread(self, jthread, NULL, NULL);
}

int thr_start_agent_thread(Thread *self, Object *jthread, void (*body)(Thread *t, void *arg), void *arg,
                           int priority)
{
    *FIELD_PTR(jthread, wk.thread_daemon, int8_t) = 1;
    *FIELD_PTR(jthread, wk.thread_priority, int32_t) = priority;
    return start_thread(self, jthread, body, arg);
}

static int start_thread(Thread *self, Object *jthread, void (*body)(Thread *, void *), void *body_arg)
{
    Thread *t = new_thread_record(vm_opts.stack_size);
    StartArg *sa = malloc(sizeof *sa);
    Object **root = hold_start_root(jthread);
    if (!t || !sa || !root) {
        free(sa);
        if (t)
            free_thread_record(t);
        return thread_exhausted(self);
    }
    t->daemon = *FIELD_PTR(jthread, wk.thread_daemon, int8_t) != 0;
    t->jni_env = self->jni_env;
    /* Listed, alive, from the moment start() returns, before the OS thread
     * runs, as HotSpot lists it (GetAllThreads, thread dumps). */
    t->jthread = jthread;
    set_eetop(jthread, t);
    t->grn_ready = 1;             /* green: runnable from its start on */
    sa->t = t;
    sa->jthread_ref = root;
    sa->body = body;
    sa->body_arg = body_arg;
    list_add(t);

    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attr, 8u << 20);
    int rc = pthread_create(&t->pthread, &attr, thread_main, sa);
    pthread_attr_destroy(&attr);
    if (rc != 0) {
        set_eetop(jthread, NULL);
        t->jthread = NULL;
        release_start_root(root);
        list_remove(t);
        free_thread_record(t);
        free(sa);
        return thread_exhausted(self);
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* Parking: the one place a thread sleeps                              */
/* ------------------------------------------------------------------ */

static void deadline_after(struct timespec *ts, int64_t millis, int32_t nanos)
{
    clock_gettime(CLOCK_REALTIME, ts);
    int64_t ns = ts->tv_nsec + (millis % 1000) * 1000000 + nanos;
    int64_t sec = millis / 1000 + ns / 1000000000;
    if (sec > (int64_t)1 << 40)
        sec = (int64_t)1 << 40;
    ts->tv_sec += sec;
    ts->tv_nsec = ns % 1000000000;
}

/* Park until notified, interrupted or timed out (millis 0 and nanos 0 = no
 * timeout). Caller is in a safe state. Returns 1 when notified. */
static int park(Thread *t, int64_t millis, int32_t nanos)
{
    struct timespec ts;
    int timed = millis > 0 || nanos > 0;
    if (timed)
        deadline_after(&ts, millis, nanos);
    if (grn_on) {
        int64_t dl = timed ? grn_deadline_after(millis, nanos) : 0;
        while (!t->notified && !t->interrupted && !grn_block_park(t, GRN_WAKE_NOTIFY, dl))
            ;
        int n = t->notified;
        t->notified = 0;
        return n;
    }
    pthread_mutex_lock(&t->park_lock);
    while (!t->notified && !t->interrupted) {
        int rc = timed ? pthread_cond_timedwait(&t->park_cond, &t->park_lock, &ts)
                       : pthread_cond_wait(&t->park_cond, &t->park_lock);
        if (rc == ETIMEDOUT)
            break;
    }
    int notified = t->notified;
    t->notified = 0;
    pthread_mutex_unlock(&t->park_lock);
    return notified;
}

static void unpark(Thread *t, int notify)
{
    pthread_mutex_lock(&t->park_lock);
    if (notify)
        t->notified = 1;
    pthread_cond_broadcast(&t->park_cond);
    pthread_mutex_unlock(&t->park_lock);
}

void thr_interrupt(Thread *target)
{
    pthread_mutex_lock(&target->park_lock);
    target->interrupted = 1;
    pthread_cond_broadcast(&target->park_cond);
    pthread_mutex_unlock(&target->park_lock);
}

int thr_is_interrupted(Thread *t, int clear)
{
    pthread_mutex_lock(&t->park_lock);
    int v = t->interrupted;
    if (clear)
        t->interrupted = 0;
    pthread_mutex_unlock(&t->park_lock);
    return v;
}

/* A thread woken by StopThread throws the asynchronous exception rather
 * than InterruptedException. */
static int throw_interrupted(Thread *t, const char *msg)
{
    if (__atomic_load_n(&t->async_exception, __ATOMIC_RELAXED)) {
        pthread_mutex_lock(&sp_lock);
        int taken = take_async_exception(t);
        pthread_mutex_unlock(&sp_lock);
        if (taken)
            return -1;
    }
    return exc_throw(t, "java/lang/InterruptedException", msg);
}

int thr_sleep(Thread *t, int64_t millis)
{
    PROBE(hotspot, thread__sleep__begin, PA_I64(millis));
    if (thr_is_interrupted(t, 1)) {
        PROBE(hotspot, thread__sleep__end, PA_I32(1));
        return exc_throw(t, "java/lang/InterruptedException", "sleep interrupted");
    }
    /* A sleep is a wait on no object for profilers (JVMPI MONITOR_WAIT). */
    EV_RAISE(EV_MONITOR_WAIT, ev_monitor_wait(t, NULL, millis));
    t->grn_keep = grn_on;
    thr_enter_safe(t, THR_TIMED_WAITING);
    /* A notify that arrived after a timed wait ended must not cut a
     * later sleep short. */
    pthread_mutex_lock(&t->park_lock);
    t->notified = 0;
    pthread_mutex_unlock(&t->park_lock);
    if (millis > 0 && grn_on) {
        int64_t dl = grn_deadline_after(millis, 0);
        while (!t->interrupted && !grn_block_park(t, GRN_WAKE_INTERRUPT, dl))
            ;
    } else if (millis > 0) {
        park(t, millis, 0);
    } else if (grn_on) {
        grn_yield(t);
    } else {
        sched_yield();
    }
    /* The sleep is over: a thread held here by a suspension or a stop is
     * runnable, as in HotSpot, no longer sleeping. */
    t->grn_keep = grn_on;
    thr_enter_safe(t, THR_IN_NATIVE);
    thr_leave_safe(t);
    EV_RAISE(EV_MONITOR_WAITED, ev_monitor_waited(t, NULL, !t->interrupted));
    if (thr_is_interrupted(t, 1)) {
        PROBE(hotspot, thread__sleep__end, PA_I32(1));
        return throw_interrupted(t, "sleep interrupted");
    }
    PROBE(hotspot, thread__sleep__end, PA_I32(0));
    return 0;
}

/* LockSupport's permit shares the park event with wait and sleep, but not
 * its notified flag: an unpark never ends an Object.wait, and a notify
 * never ends a park. */
static void park_permit(Thread *t, int absolute, int64_t time)
{
    struct timespec ts;
    if (time < 0 || (absolute && time == 0))
        return;
    int timed = absolute || time > 0;
    if (absolute) {
        ts.tv_sec = time / 1000;
        ts.tv_nsec = (long)(time % 1000) * 1000000;
    } else if (timed) {
        deadline_after(&ts, time / 1000000, (int32_t)(time % 1000000));
    }
    __atomic_store_n(&t->parked, 1, __ATOMIC_RELAXED);
    t->grn_keep = grn_on;
    thr_enter_safe(t, timed ? THR_TIMED_WAITING : THR_WAITING);
    if (grn_on) {
        /* Virtual time: the deadline is counted from now either way. */
        struct timespec now;
        clock_gettime(CLOCK_REALTIME, &now);
        int64_t ms = absolute ? time - ((int64_t)now.tv_sec * 1000 + now.tv_nsec / 1000000) : 0;
        int64_t ns = !absolute ? time : ms > INT64_MAX / 1000000 ? INT64_MAX : ms * 1000000;
        int64_t dl = timed ? grn_deadline_after(0, ns > 0 ? ns : 1) : 0;
        while (!t->permit && !t->interrupted && !grn_block_park(t, GRN_WAKE_PERMIT, dl))
            ;
        t->permit = 0;
        thr_leave_safe(t);
        __atomic_store_n(&t->parked, 0, __ATOMIC_RELAXED);
        return;
    }
    pthread_mutex_lock(&t->park_lock);
    while (!t->permit && !t->interrupted) {
        int rc = timed ? pthread_cond_timedwait(&t->park_cond, &t->park_lock, &ts)
                       : pthread_cond_wait(&t->park_cond, &t->park_lock);
        if (rc == ETIMEDOUT)
            break;
    }
    t->permit = 0;
    pthread_mutex_unlock(&t->park_lock);
    thr_leave_safe(t);
    __atomic_store_n(&t->parked, 0, __ATOMIC_RELAXED);
}

/* The parker's address in the probes is the thread's record. */
void thr_park(Thread *t, int absolute, int64_t time)
{
    PROBE(hotspot, thread__park__begin, PA_U64(t), PA_I32(absolute), PA_I64(time));
    park_permit(t, absolute, time);
    PROBE(hotspot, thread__park__end, PA_U64(t));
}

void thr_unpark(Thread *t)
{
    PROBE(hotspot, thread__unpark, PA_U64(t));
    pthread_mutex_lock(&t->park_lock);
    t->permit = 1;
    pthread_cond_broadcast(&t->park_cond);
    pthread_mutex_unlock(&t->park_lock);
}

/* ------------------------------------------------------------------ */
/* Monitors                                                            */
/* ------------------------------------------------------------------ */

Monitor *mon_of(Object *o)
{
    Monitor *m = __atomic_load_n(&o->monitor, __ATOMIC_ACQUIRE);
    if (likely(m))
        return m;
    pthread_mutex_lock(&monitor_create_lock);
    m = o->monitor;
    if (!m) {
        m = calloc(1, sizeof *m);
        if (!m) {
            pthread_mutex_unlock(&monitor_create_lock);
            fprintf(stderr, "agentvm: out of native memory for a monitor\n");
            abort();
        }
        pthread_mutex_init(&m->lock, NULL);
        __atomic_store_n(&o->monitor, m, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&monitor_create_lock);
    return m;
}

/* The owner field is written only by the thread that holds m->lock, but read
 * without it (to test "do I own this?"): relaxed atomics suffice, because a
 * thread can only ever find itself there if it stored itself. */
static inline Thread *owner_of(Monitor *m) { return __atomic_load_n(&m->owner, __ATOMIC_RELAXED); }
static inline void set_owner(Monitor *m, Thread *t) { __atomic_store_n(&m->owner, t, __ATOMIC_RELAXED); }

/* The monitor of o if it has one; pairs with the release store in mon_of. */
static inline Monitor *existing_monitor(Object *o) { return __atomic_load_n(&o->monitor, __ATOMIC_ACQUIRE); }

void mon_free(Monitor *m)
{
    pthread_mutex_destroy(&m->lock);
    free(m);
}

int mon_enter(Thread *t, Object *o)
{
    Monitor *m = mon_of(o);
    if (owner_of(m) == t) {
        m->count++;
        return 0;
    }
    if (pthread_mutex_trylock(&m->lock) != 0) {
        __atomic_add_fetch(&m->contenders, 1, __ATOMIC_RELAXED);
        t->blocked_on = m;
        thr_push_root(t, &o);
        EV_RAISE(EV_MONITOR_CONTENDED_ENTER, ev_monitor_contended_enter(t, o));
        t->grn_keep = grn_on;
        thr_enter_safe(t, THR_BLOCKED);
        lock_monitor_blocked(t, m);
        leave_safe_locked(t);
        t->blocked_on = NULL;
        __atomic_sub_fetch(&m->contenders, 1, __ATOMIC_RELAXED);
        set_owner(m, t);
        m->count = 1;
        EV_RAISE(EV_MONITOR_CONTENDED_ENTERED, ev_monitor_contended_entered(t, o));
        thr_pop_roots(t, 1);
        return 0;
    }
    set_owner(m, t);
    m->count = 1;
    return 0;
}

int mon_exit(Thread *t, Object *o)
{
    Monitor *m = existing_monitor(o);
    if (!m || owner_of(m) != t)
        return exc_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    if (--m->count == 0) {
        /* Read before the release: the next owner stops contending at once.
         * HotSpot's contended exit: a thread waits to enter, blocked or
         * notified out of the wait set. */
        int contended = EV_ON(EV_MONITOR_CONTENDED_EXIT) &&
            (__atomic_load_n(&m->contenders, __ATOMIC_RELAXED) > 0 || m->reentering > 0);
        set_owner(m, NULL);
        pthread_mutex_unlock(&m->lock);
        if (contended)
            ev_monitor_contended_exit(t, o);
    }
    return 0;
}

int mon_holds(Thread *t, Object *o)
{
    Monitor *m = existing_monitor(o);
    return m && owner_of(m) == t;
}

/* 0 when t was no longer there: a notify took it out. */
static int waitset_remove(Monitor *m, Thread *t)
{
    int found = 0;
    for (Thread **pp = &m->waiters; *pp; pp = &(*pp)->wait_next)
        if (*pp == t) {
            *pp = t->wait_next;
            found = 1;
            break;
        }
    t->wait_next = NULL;
    return found;
}

int mon_wait(Thread *t, Object *o, int64_t millis, int32_t nanos)
{
    Monitor *m = existing_monitor(o);
    if (!m || owner_of(m) != t)
        return exc_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    if (millis < 0)
        return exc_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
    if (thr_is_interrupted(t, 1))
        return exc_throw(t, "java/lang/InterruptedException", NULL);
    EV_RAISE(EV_MONITOR_WAIT, ev_monitor_wait(t, o, millis));

    /* Join the wait set, release the monitor entirely, park. */
    Thread **tail = &m->waiters;
    while (*tail)
        tail = &(*tail)->wait_next;
    *tail = t;
    t->wait_next = NULL;
    /* Read by Thread.getState() on other threads. */
    __atomic_store_n(&t->waiting_on, m, __ATOMIC_RELAXED);
    int32_t count = m->count;
    set_owner(m, NULL);
    m->count = 0;
    thr_push_root(t, &o);
    t->grn_keep = grn_on;
    thr_enter_safe(t, (millis || nanos) ? THR_TIMED_WAITING : THR_WAITING);
    pthread_mutex_lock(&t->park_lock);
    t->notified = 0;
    pthread_mutex_unlock(&t->park_lock);
    pthread_mutex_unlock(&m->lock);
    int notified = park(t, millis, nanos);
    /* MonitorWaited comes before the monitor is entered again, as in
     * HotSpot: the agent sees a thread that does not own it yet. */
    if (EV_ON(EV_MONITOR_WAITED)) {
        thr_leave_safe(t);
        ev_monitor_waited(t, o, !notified && !t->interrupted && (millis || nanos));
        t->grn_keep = grn_on;
        thr_enter_safe(t, THR_BLOCKED);
    } else {
        __atomic_store_n(&t->state, THR_BLOCKED, __ATOMIC_SEQ_CST);
    }
    lock_monitor_blocked(t, m);
    leave_safe_locked(t);
    thr_pop_roots(t, 1);
    /* Still in the wait set: timed out or interrupted, not notified. */
    if (!waitset_remove(m, t))
        m->reentering--;
    __atomic_store_n(&t->waiting_on, NULL, __ATOMIC_RELAXED);
    set_owner(m, t);
    m->count = count;
    EV_RAISE(EV_MONITOR_WAIT_END, ev_monitor_wait_end(t, o));
    if (thr_is_interrupted(t, 1))
        return throw_interrupted(t, NULL);
    return 0;
}

int mon_notify(Thread *t, Object *o, int all)
{
    Monitor *m = existing_monitor(o);
    if (!m || owner_of(m) != t)
        return exc_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    if (EV_ON(EV_MONITOR_NOTIFY) && m->waiters)
        ev_monitor_notify(t, o, all);
    while (m->waiters) {
        Thread *w = m->waiters;
        m->waiters = w->wait_next;
        w->wait_next = NULL;
        m->reentering++;
        unpark(w, 1);
        if (!all)
            break;
    }
    return 0;
}
