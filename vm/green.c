/*
 * Green threads: the run token and its seeded scheduler (see vm/green.h
 * and docs/threads.md). Every decision is taken under g_lock by the
 * thread giving the token away, from state that only token holders
 * change, so the same seed gives the same sequence of holders.
 */
#include "vm/green.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "vm/thread.h"

int grn_on;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static Thread *g_running;          /* token holder, NULL when nobody runs */
static Thread *g_first, *g_last;   /* creation order through grn_next */
static uint64_t g_rng = 0x9e3779b97f4a7c15ull;
static int64_t g_slice = 2000;      /* polls per slice */
static int64_t g_vclock;           /* virtual ns */
static uint64_t g_handovers;       /* counts hand_on's choices (the watchdog's) */
static uint64_t g_native_entries;  /* counts holders entering native code from Java */
#define POLL_NS 25                 /* virtual time per poll: 2000 polls take about
                                      * 50 us in the interpreter */

void grn_enable(void)
{
    grn_on = 1;
    __atomic_or_fetch(&thr_safepoint_pending, THR_SP_GREEN, __ATOMIC_SEQ_CST);
}

void grn_set_seed(uint64_t seed) { g_rng = seed * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull; }
void grn_set_slice(int64_t polls) { g_slice = polls > 0 ? polls : 1; }
int64_t grn_now(void) { return __atomic_load_n(&g_vclock, __ATOMIC_RELAXED); }

int64_t grn_deadline_after(int64_t ms, int64_t ns)
{
    int64_t d;
    if (ms > (INT64_MAX - ns) / 1000000)
        d = INT64_MAX;
    else
        d = ms * 1000000 + ns;
    int64_t now = grn_now();
    return d > INT64_MAX - now ? INT64_MAX : now + d;
}

/* splitmix64 */
static uint64_t next_random(void)
{
    uint64_t z = (g_rng += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void hand_on(void);

/* The watchdog: a holder found in native code GRN_NATIVE_MS or more after
 * it got the token or left Java code for native code, whichever came
 * last (blocked in read, accept, sleep, on a lock of its own), is made
 * away, so that it cannot hold up every Java thread. Native code that
 * gives the token up sooner (back in Java code, where the slice is
 * counted, or blocked in the scheduler) is never cut this way, so the
 * schedule of such programs does not depend on the wall clock. Not a VM
 * thread: it only takes decisions under g_lock. */
static void *watchdog(void *arg)
{
    (void)arg;
    uint64_t seen = 0;
    int64_t first = 0;
    for (;;) {
        struct timespec ts = { 0, GRN_NATIVE_MS * 1000000L / 4 };
        nanosleep(&ts, NULL);
        clock_gettime(CLOCK_MONOTONIC, &ts);
        int64_t now = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
        pthread_mutex_lock(&g_lock);
        Thread *h = g_running;
        if (!h || !h->grn_native) {
            seen = 0;
        } else if (seen != g_handovers + g_native_entries) {
            seen = g_handovers + g_native_entries;
            first = now;
        } else if (now - first >= (int64_t)GRN_NATIVE_MS * 1000000) {
            h->grn_native = 0;
            h->grn_ready = 0;
            hand_on();
            seen = 0;
        }
        pthread_mutex_unlock(&g_lock);
    }
    return NULL;
}

static void start_watchdog(void)
{
    pthread_t w;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attr, 256u << 10);
    if (pthread_create(&w, &attr, watchdog, NULL) != 0)
        fprintf(stderr, "agentvm: cannot start the green scheduler's watchdog\n");
    pthread_attr_destroy(&attr);
}

void grn_register(Thread *t, int ready)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, start_watchdog);
    pthread_mutex_lock(&g_lock);
    t->grn_next = NULL;
    t->grn_ready = ready;
    if (g_last)
        g_last->grn_next = t;
    else
        g_first = t;
    g_last = t;
    pthread_mutex_unlock(&g_lock);
}

void grn_unregister(Thread *t)
{
    pthread_mutex_lock(&g_lock);
    Thread *prev = NULL;
    for (Thread *p = g_first; p; prev = p, p = p->grn_next)
        if (p == t) {
            if (prev)
                prev->grn_next = t->grn_next;
            else
                g_first = t->grn_next;
            if (g_last == t)
                g_last = prev;
            break;
        }
    if (g_running == t)
        hand_on();
    pthread_mutex_unlock(&g_lock);
}

/* Can t run now? Under g_lock. */
static int runnable(const Thread *t)
{
    if (!t->grn_ready)
        return 0;
    if (t->grn_until)
        return t->grn_until(t->grn_until_arg) || (t->grn_deadline && g_vclock >= t->grn_deadline);
    if (t->grn_mon)
        return __atomic_load_n(&t->grn_mon->owner, __ATOMIC_RELAXED) == NULL;
    if (!t->grn_wake)
        return 1;
    if (__atomic_load_n(&t->interrupted, __ATOMIC_RELAXED))
        return 1;
    if (t->grn_wake == GRN_WAKE_NOTIFY && __atomic_load_n(&t->notified, __ATOMIC_RELAXED))
        return 1;
    if (t->grn_wake == GRN_WAKE_PERMIT && __atomic_load_n(&t->permit, __ATOMIC_RELAXED))
        return 1;
    return t->grn_deadline && g_vclock >= t->grn_deadline;
}

/* Choose the next holder among the runnable threads, or nobody. Under
 * g_lock. */
static Thread *choose(void)
{
    int n = 0;
    for (Thread *p = g_first; p; p = p->grn_next)
        n += runnable(p);
    if (!n)
        return NULL;
    int k = (int)(next_random() % (uint64_t)n);
    for (Thread *p = g_first; p; p = p->grn_next)
        if (runnable(p) && k-- == 0)
            return p;
    return NULL;
}

/* Hand the token to the chosen thread (or to nobody) and wake it. With
 * nobody runnable, the sleepers are woken to time their deadlines on the
 * wall clock (grn_acquire). */
static void hand_on(void)
{
    g_running = choose();
    g_handovers++;
    if (g_running) {
        pthread_cond_signal(&g_running->grn_cond);
        return;
    }
    for (Thread *p = g_first; p; p = p->grn_next)
        if (p->grn_ready && p->grn_deadline && !p->grn_timing)
            pthread_cond_signal(&p->grn_cond);
}

/* Nobody has run for as long as the earliest deadline was ahead: the
 * virtual clock jumps to it and the scheduler chooses again. */
static void deadline_passed(void)
{
    int64_t earliest = 0;
    for (Thread *p = g_first; p; p = p->grn_next)
        if (p->grn_ready && p->grn_deadline && (!earliest || p->grn_deadline < earliest))
            earliest = p->grn_deadline;
    if (earliest > g_vclock)
        g_vclock = earliest;
    hand_on();
}

/* Wait to be chosen. While the token is free (nobody can run) a thread
 * with a deadline waits that long on the wall clock, since a thread away
 * from the scheduler (native code, an agent, a VM wait) may come back and
 * wake it sooner, as real time would allow. */
static void wait_chosen(Thread *t)
{
    while (g_running != t) {
        if (g_running || !t->grn_deadline) {
            pthread_cond_wait(&t->grn_cond, &g_lock);
            continue;
        }
        /* Timed from now on the wall clock; a sleeper already timing is
         * not woken again when the token falls free (hand_on), so an idle
         * sleeper stays asleep. */
        int64_t d = t->grn_deadline - g_vclock;
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        if (d > 0) {
            int64_t ns = ts.tv_nsec + d % 1000000000;
            ts.tv_sec += (time_t)(d / 1000000000 + ns / 1000000000);
            ts.tv_nsec = (long)(ns % 1000000000);
        }
        int rc = 0;
        t->grn_timing = 1;
        while (d > 0 && g_running != t && rc != ETIMEDOUT)
            rc = pthread_cond_timedwait(&t->grn_cond, &g_lock, &ts);
        t->grn_timing = 0;
        if (g_running == t)
            break;
        if (!g_running)
            deadline_passed();
    }
}

void grn_release(Thread *t, int ready)
{
    pthread_mutex_lock(&g_lock);
    t->grn_ready = ready;
    t->grn_native = 0;
    if (g_running == t)
        hand_on();
    pthread_mutex_unlock(&g_lock);
}

void grn_acquire(Thread *t)
{
    pthread_mutex_lock(&g_lock);
    if (g_running != t) {
        t->grn_ready = 1;
        /* A holder that went away with nobody runnable left the token
         * free: the thread coming back takes the decision. */
        if (!g_running)
            hand_on();
        wait_chosen(t);
    }
    t->grn_ready = 0;
    t->grn_budget = g_slice;
    t->grn_native = 0;
    pthread_mutex_unlock(&g_lock);
}

int grn_hold_native(Thread *t, int from_java)
{
    pthread_mutex_lock(&g_lock);
    g_native_entries += from_java != 0;
    int took = g_running != t;
    if (took) {
        t->grn_ready = 1;
        if (!g_running)
            hand_on();
        wait_chosen(t);
        t->grn_ready = 0;
        t->grn_budget = g_slice;
    }
    t->grn_native = 1;
    pthread_mutex_unlock(&g_lock);
    return took;
}

int grn_holds(Thread *t)
{
    pthread_mutex_lock(&g_lock);
    int mine = g_running == t;
    pthread_mutex_unlock(&g_lock);
    return mine;
}

void grn_poke(void)
{
    pthread_mutex_lock(&g_lock);
    if (!g_running)
        hand_on();
    pthread_mutex_unlock(&g_lock);
}

void grn_yield(Thread *t)
{
    pthread_mutex_lock(&g_lock);
    /* The clock advances by the polls the holder used. */
    int64_t used = g_slice - t->grn_budget;
    g_vclock += (used > 0 ? used : 1) * POLL_NS;
    pthread_mutex_unlock(&g_lock);
    grn_release(t, 1);
    grn_acquire(t);
}


void grn_block_monitor(Thread *t, Monitor *m)
{
    t->grn_mon = m;
    grn_release(t, 1);
    grn_acquire(t);
    t->grn_mon = NULL;
}

int grn_block_until(Thread *t, int (*ready)(void *), void *arg, int64_t deadline_ns)
{
    int native = t->grn_native;
    t->grn_until = ready;
    t->grn_until_arg = arg;
    t->grn_deadline = deadline_ns;
    grn_release(t, 1);
    grn_acquire(t);
    t->grn_until = NULL;
    t->grn_until_arg = NULL;
    t->grn_deadline = 0;
    if (native) {
        pthread_mutex_lock(&g_lock);
        t->grn_native = 1;
        pthread_mutex_unlock(&g_lock);
    }
    return deadline_ns && grn_now() >= deadline_ns;
}

int grn_block_park(Thread *t, int wake, int64_t deadline_ns)
{
    t->grn_wake = wake;
    t->grn_deadline = deadline_ns;
    grn_release(t, 1);
    grn_acquire(t);
    t->grn_wake = 0;
    t->grn_deadline = 0;
    return deadline_ns && grn_now() >= deadline_ns;
}
