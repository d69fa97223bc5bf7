/*
 * Threads, monitors and safepoints: the one interface through which the VM
 * locks, waits, parks and stops threads.
 *
 * Every Java thread is a Thread record with a state. A thread "in Java"
 * (running bytecode or VM code that touches the heap) polls thr_poll() at
 * method entry and backward branches; a thread in native code or blocked
 * is "safe": the GC may run while it stays there, and it must pass
 * thr_leave_safe() before touching the heap again. A safepoint is reached
 * when every other thread is safe or parked in the poll.
 *
 * Monitors are created on first use and attached to the object header.
 * wait/notify use one park event per thread (so interrupt and timeouts do
 * not need the monitor's lock).
 */
#ifndef AGENTVM_THREAD_H
#define AGENTVM_THREAD_H

#include <pthread.h>
#include <stdint.h>

#include "vm/common.h"
#include "vm/object.h"

struct Frame;
struct Method;

typedef enum ThreadState {
    THR_NEW,
    THR_IN_JAVA,      /* running bytecode or VM code: not safe */
    THR_IN_NATIVE,    /* JNI native code: safe */
    THR_BLOCKED,      /* waiting for a monitor: safe */
    THR_WAITING,      /* Object.wait, join without timeout: safe */
    THR_TIMED_WAITING,/* sleep, wait(ms): safe */
    THR_TERMINATED
} ThreadState;

typedef struct Monitor {
    pthread_mutex_t lock;
    struct Thread *volatile owner;
    int32_t count;                /* recursion depth of the owner */
    struct Thread *waiters;       /* wait set, FIFO through Thread.wait_next */
    int32_t contenders;           /* threads blocked in enter */
    int32_t reentering;           /* notified waiters not yet owners again (under lock) */
} Monitor;

#define THR_MAX_TEMP_ROOTS 256

typedef struct Thread {
    /* JNIEnv* for this thread is &jni_env: it must stay the first member so
     * that a JNIEnv* converts back to its Thread. */
    const void *jni_env;
    Object *jthread;              /* java.lang.Thread, NULL while attaching */
    pthread_t pthread;
    uint64_t os_tid;
    volatile int state;           /* ThreadState */
    volatile int at_safepoint;    /* parked in thr_poll */

    /* Interpreter stack: frames and slots live in one block. */
    Slot *stack;
    Slot *stack_end;
    Slot *stack_limit;            /* stack_end less a reserve for StackOverflowError */
    int in_overflow;              /* constructing a StackOverflowError */
    struct Frame *top;
    int native_depth;             /* nested entries into the interpreter from C */
    int instrumented;             /* runs the instrumented loop (interp/debug.h) */
    int frame_request;            /* PopFrame or ForceEarlyReturn pending (interp/debug.h) */
    Slot early_return;            /* ForceEarlyReturn's primitive value */
    Object *early_return_obj;     /* ... or reference (a GC root) */

    Object *exception;            /* pending exception */

    /* Temporary roots held by VM code across allocation. */
    Object **temp_roots[THR_MAX_TEMP_ROOTS];
    int temp_root_count;

    /* JNI local references of native frames. */
    Object **local_refs;
    uint32_t local_ref_count, local_ref_cap;

    /* Park event: wait, sleep, join, interrupt. */
    pthread_mutex_t park_lock;
    pthread_cond_t park_cond;
    volatile int interrupted;
    int notified;                 /* set by notify under park_lock */
    Monitor *waiting_on;          /* monitor whose wait set holds us */
    Monitor *blocked_on;          /* monitor being entered */
    struct Thread *wait_next;
    int permit;                   /* LockSupport permit, under park_lock */
    volatile int parked;          /* in thr_park (LockSupport.park) */

    /* Event consumers' per-thread data (owned by jvmti/). */
    void *jvmti_state;
    Object *exception_posted;     /* last exception reported to agents (compared, not traced) */
    int64_t alloc_sample_bytes;   /* bytes until the next sampled allocation */
    /* The JVMPI agent's per-thread data (owned by jvmpi/). */
    void *jvmpi_local;            /* SetThreadLocalStorage */
    int jvmpi_suspended;          /* suspended by JVMPI SuspendThread */
    int64_t jvmpi_cpu_prev, jvmpi_cpu_last;   /* CPU time at the last two JVMPI suspensions */
    int64_t jvmpi_wait_start;     /* monotonic ns when the current wait began */

    /* Debugger requests (JVMTI SuspendThread, StopThread), changed under
     * the safepoint lock; both take effect at a poll or when the thread
     * leaves a safe state. */
    volatile int suspended;
    Object *async_exception;      /* thrown at the next poll (a GC root) */
    volatile int terminating;     /* thr_terminate: unwinding past every handler */

    int daemon;
    int is_attached;              /* attached native thread (not started by us) */
    int end_posted;               /* the thread-end event has been raised */
    uint64_t cpu_clock_id_set;
    /* Green mode (vm/green.c): under its lock or written by the holder. */
    int grn_ready;                /* asks for the run token */
    int grn_wake;                 /* parked: what ends it (GRN_WAKE_*) */
    int64_t grn_deadline;         /* ... or this virtual time, 0 = none */
    struct Monitor *grn_mon;      /* blocked until this monitor is free */
    int64_t grn_budget;           /* polls left in the slice */
    int grn_keep;                 /* the next thr_enter_safe keeps the token */
    struct Thread *grn_next;      /* the scheduler's list, creation order */
    int grn_timing;               /* times its deadline on the wall clock */
    int grn_hold;                 /* > 0: native code here keeps the token (a JNI
                                   * native, an agent callback, an agent thread) */
    int grn_native;               /* holds the token in native code (the watchdog's) */
    int grn_fresh;                /* the next native state starts new native code */
    int (*grn_until)(void *);     /* blocked until this holds (raw monitors) */
    void *grn_until_arg;
    pthread_cond_t grn_cond;      /* signalled when the token is handed to this thread */
    struct Thread *next, *prev;   /* all live threads */
} Thread;

/* Called before a thread record is freed (event consumers' state). */
extern void (*thr_free_hook)(Thread *t);

extern __thread Thread *thr_current_tls;
static inline Thread *thr_current(void) { return thr_current_tls; }

/* Global request word polled by running threads: THR_SP_STOP while a
 * thread stops the world, THR_SP_THREAD while some thread has a
 * suspension or an asynchronous exception pending (each thread then checks
 * its own record in the slow path), THR_SP_HOOK while a poll hook is set. */
extern volatile int thr_safepoint_pending;
#define THR_SP_STOP 1
#define THR_SP_THREAD 2
#define THR_SP_GREEN 4   /* green mode: every poll counts the time slice */
#define THR_SP_HOOK 8
#define THR_SP_REQUESTS (THR_SP_STOP | THR_SP_THREAD)

void thr_init_system(void);
/* Create the record for the calling OS thread (main, attached threads). */
Thread *thr_attach_current(size_t java_stack_bytes);
void thr_detach_current(Thread *t);

/* Start a java.lang.Thread: creates the OS thread which runs run(). */
int thr_start(Thread *self, Object *jthread) AVM_NODISCARD;

/* Start a native thread for jthread (JVMTI RunAgentThread): a daemon of the
 * given priority that runs body(t, arg) in native state with its own
 * JNIEnv, then ends as a Java thread does. Returns 0, or -1 with
 * OutOfMemoryError pending (arg is then still the caller's). */
int thr_start_agent_thread(Thread *self, Object *jthread, void (*body)(Thread *t, void *arg), void *arg,
                           int priority) AVM_NODISCARD;

/* The thread-end event of t (the current thread), raised at most once:
 * when its run() ends, when it detaches, when main() returns, or when it
 * ends the VM (System.exit, DestroyJavaVM). */
void thr_post_end(Thread *t);

/* A thread's last act: mark it dead (isAlive false) under the lock of its
 * Thread object and wake its joiners. */
void thr_end_and_notify(Thread *t);

/* The record of a java.lang.Thread object, or NULL if not alive. */
Thread *thr_of(Object *jthread);

/* Safepoints. thr_stop_requested() is the poll's fast test: nonzero when
 * the slow path has something to look at. thr_poll_slow returns 1 when it
 * made an asynchronous exception (StopThread) the pending exception. */
int thr_poll_slow(Thread *t);
static inline int thr_stop_requested(void)
{
    /* Relaxed is enough: the slow path takes the safepoint lock. */
    return __atomic_load_n(&thr_safepoint_pending, __ATOMIC_RELAXED);
}
static inline int thr_poll(Thread *t)
{
    if (unlikely(thr_stop_requested()))
        return thr_poll_slow(t);
    return 0;
}
/* Whether t, in a safe state and holding a lock other threads may need,
 * should let it go: the world is being stopped or t is suspended. */
int thr_must_yield(Thread *t);
void thr_enter_safe(Thread *t, ThreadState s);
/* thr_enter_safe(t, THR_IN_NATIVE) and thr_leave_safe around a JNI native
 * called from Java: in green mode the native, and the JNI calls it makes,
 * run holding the run token. */
void thr_enter_native(Thread *t);
void thr_leave_native(Thread *t);
/* Around agent code the VM calls (an event callback), in green mode: it
 * runs holding the run token, taken first if t is away; thr_agent_leave
 * gives it back then (took is thr_agent_enter's answer). */
int thr_agent_enter(Thread *t);
void thr_agent_leave(Thread *t, int took);
/* Thread.yield. */
void thr_yield(Thread *t);
void thr_leave_safe(Thread *t);
/* thr_leave_safe for native code entering the VM (JNI, JVMTI): it does not
 * wait for the thread's own suspension, which takes effect on the return to
 * Java code. */
void thr_enter_vm(Thread *t);
/* Leave the safe state unless a stop is under way (then stay safe and
 * return 0); thr_wait_world_running waits, safe, for the restart (and for
 * t to be resumed). */
int thr_try_leave_safe(Thread *t) AVM_NODISCARD;
void thr_wait_world_running(Thread *t);
/* Whether t is the thread that stopped the world now in progress. */
int thr_stopped_world(const Thread *t);
/* Stop every other thread at a safepoint / let them go. The caller must be
 * in Java state and hold no monitor another thread could need to stop. */
void thr_stop_world(Thread *self);
void thr_start_world(Thread *self);

/* Suspension (JVMTI SuspendThread/ResumeThread). thr_suspend marks
 * target suspended and, for another thread, waits until it is safe: it
 * then stays parked at its poll, or in its safe state, until resumed; a
 * thread blocked on a monitor does not take it while suspended. Suspending
 * oneself takes effect at the next poll or safe-state transition.
 * Returns 0, or 1 when target was already suspended. Called with the
 * thread list unlocked; target must be on the list. */
int thr_suspend(Thread *self, Thread *target);
/* Returns 0, or 1 when target was not suspended. */
int thr_resume(Thread *target);
/* Whether t is suspended (and not past its ThreadEnd); t waits, in
 * whatever safe state it is in, until it is resumed. */
int thr_is_suspended(const Thread *t);
void thr_wait_resumed(Thread *t);
/* Throw exc in target at its next poll (JVMTI StopThread), waking it from
 * sleep or wait as an interrupt does. */
void thr_async_exception(Thread *target, Object *exc);

/* End runaway Java code in target: exc is thrown at its next poll as by
 * thr_async_exception, and from then on no exception handler of any frame
 * catches anything, so it unwinds every Java frame however the code loops
 * or catches. Set for the fuzz harness's time limit (tests/fuzz); whoever
 * set it clears target->terminating once control is back in C. Called
 * holding the thread list lock. */
void thr_terminate(Thread *target, Object *exc);

/* Lock a VM mutex that may be held across an allocation or a poll
 * without blocking a safepoint: on contention the thread waits in
 * THR_BLOCKED (and does not keep the mutex while suspended). */
void thr_lock_safely(Thread *t, pthread_mutex_t *m);

/* A test's poll hook (the fuzz harness counts polls to bound the Java code
 * an input runs): once set, every poll of every thread takes the slow path
 * and calls hook(t) first, in Java state, before it looks at the requests,
 * so the hook may take the thread list lock and thr_terminate(t). NULL
 * removes it. Without a hook the poll costs what it did. */
void thr_set_poll_hook(void (*hook)(Thread *t));

/* Iterate over all threads (world stopped or thread list locked). */
void thr_list_lock(void);
void thr_list_unlock(void);
Thread *thr_list_first(void);
int thr_count_nondaemon(void);
/* Block until only daemon threads are left besides the caller. */
void thr_wait_for_nondaemon_threads(Thread *self);

/* Monitors (JVMS 2.11.10). enter/exit/wait return 0, or -1 with a pending
 * exception (IllegalMonitorStateException, InterruptedException). */
int mon_enter(Thread *t, Object *o) AVM_NODISCARD;
int mon_exit(Thread *t, Object *o) AVM_NODISCARD;
int mon_wait(Thread *t, Object *o, int64_t millis, int32_t nanos) AVM_NODISCARD;
int mon_notify(Thread *t, Object *o, int all) AVM_NODISCARD;
int mon_holds(Thread *t, Object *o);
Monitor *mon_of(Object *o);
void mon_free(Monitor *m);

/* Sleep with interruption (InterruptedException pending when interrupted). */
int thr_sleep(Thread *t, int64_t millis) AVM_NODISCARD;
void thr_interrupt(Thread *target);
/* LockSupport.park: wait for the permit (consumed), an interrupt, the
 * timeout (absolute: epoch milliseconds; else nanoseconds, 0 = none) or
 * nothing at all (spurious return). The caller is in Java state. */
void thr_park(Thread *t, int absolute, int64_t time);
/* Make the permit available and wake t if it is parked. */
void thr_unpark(Thread *t);
int thr_is_interrupted(Thread *t, int clear);

/* Temporary roots: a C local holding an object across an allocation. */
AVM_NORETURN void thr_fatal_roots(void);
static inline void thr_push_root(Thread *t, Object **ref)
{
    if (unlikely(t->temp_root_count >= THR_MAX_TEMP_ROOTS))
        thr_fatal_roots();
    t->temp_roots[t->temp_root_count++] = ref;
}
static inline void thr_pop_roots(Thread *t, int n) { t->temp_root_count -= n; }

#endif
