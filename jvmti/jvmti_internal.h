/*
 * JVMTI inside the VM: environments, phases, capabilities, event
 * enablement, and the checks every function makes.
 *
 * Only files under jvmti/ include this header (and jvmti.h): the rest of
 * the VM knows JVMTI through the event hub (vm/events.h) and the small
 * interface of jvmti/jvmti.h... namely jvmti_get_env() and jvmti_set_phase().
 *
 * Every JVMTI function is defined in exactly one family file as
 *     jvmtiError JNICALL jvmti_<Name>(jvmtiEnv *env, ...)
 * and the function table (jvmti_table.c) is generated from the slot list
 * in include/jvmti.h. A function first checks the phase, then the
 * capability it needs, then its arguments in the specification's order.
 */
#ifndef AGENTVM_JVMTI_INTERNAL_H
#define AGENTVM_JVMTI_INTERNAL_H

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#include "include/jni.h"
#include "include/jvmti.h"
#include "vm/class.h"
#include "vm/object.h"
#include "vm/thread.h"

/* ------------------------------------------------------------------ */
/* Environments                                                        */
/* ------------------------------------------------------------------ */

#define JVMTI_EVENT_COUNT (JVMTI_MAX_EVENT_TYPE_VAL - JVMTI_MIN_EVENT_TYPE_VAL + 1)

typedef struct TagEntry {
    Object *obj;                  /* NULL: empty; TAG_TOMBSTONE: deleted */
    jlong tag;
} TagEntry;

typedef struct TagTable {
    TagEntry *slots;
    size_t cap, count, used;      /* used counts tombstones too */
} TagTable;

typedef struct JvmtiEnv {
    /* jvmtiEnv* points here: the function table pointer comes first. */
    const struct jvmtiInterface_1_ *functions;
    struct JvmtiEnv *next;
    int valid;
    jint version;                 /* as requested from GetEnv */
    jvmtiCapabilities caps;
    jvmtiEventCallbacks callbacks;
    uint8_t enabled[JVMTI_EVENT_COUNT];  /* global enablement */
    const void *local_storage;
    TagTable tags;                /* guarded by jvmti_lock */
    char **native_prefixes;
    jint native_prefix_count;
    jint heap_sampling_interval;
} JvmtiEnv;

/* Per (environment, thread): thread-local storage and per-thread event
 * enablement. Hangs off Thread.jvmti, freed when the thread ends. */
typedef struct JvmtiThreadState {
    JvmtiEnv *env;
    const void *local_storage;
    uint8_t enabled[JVMTI_EVENT_COUNT];
    void **frame_pops;            /* Frames NotifyFramePop asked about (jvmti_debug.c) */
    int frame_pop_count, frame_pop_cap;
    struct JvmtiThreadState *next;
} JvmtiThreadState;

/* All environments, in creation order (events are sent in this order). */
extern JvmtiEnv *jvmti_envs;
/* Guards the environment list, tags and thread states. Never held while
 * calling an agent. */
extern pthread_mutex_t jvmti_lock;
extern volatile jvmtiPhase jvmti_phase;

static inline JvmtiEnv *jvmti_env_of(jvmtiEnv *env) { return (JvmtiEnv *)(void *)env; }
static inline jvmtiEnv *jvmti_handle(JvmtiEnv *e) { return (jvmtiEnv *)(void *)e; }

/* The capabilities this VM can give (GetPotentialCapabilities). */
void jvmti_potential_capabilities(jvmtiCapabilities *out);
/* The major version GetVersionNumber reports (17, or -XX:JVMTIVersion). */
int jvmti_reported_major(void);
/* Not potential, but granted when asked for (jvmti_env.c). */
void jvmti_interim_capabilities(jvmtiCapabilities *out);

JvmtiThreadState *jvmti_thread_state(Thread *t, JvmtiEnv *env, int create);
int jvmti_event_enabled(JvmtiEnv *env, Thread *t, jvmtiEvent ev);

/* ------------------------------------------------------------------ */
/* Checks, in the specification's order                                */
/* ------------------------------------------------------------------ */

/* Phase masks for JVMTI_PHASE_CHECK. */
#define PH_ONLOAD      (1u << 0)
#define PH_PRIMORDIAL  (1u << 1)
#define PH_START       (1u << 2)
#define PH_LIVE        (1u << 3)
#define PH_DEAD        (1u << 4)
#define PH_ANY         (PH_ONLOAD | PH_PRIMORDIAL | PH_START | PH_LIVE | PH_DEAD)
#define PH_START_LIVE  (PH_START | PH_LIVE)

unsigned jvmti_phase_bit(void);

/* Every function begins with JVMTI_ENTER(env, phases): a wrong phase
 * gives WRONG_PHASE, then a disposed or unknown environment
 * INVALID_ENVIRONMENT (HotSpot's order), and from the start phase on a
 * caller that is not a Java thread UNATTACHED_THREAD, as in HotSpot. A
 * thread calling from native code (an agent callback, an agent thread) is
 * held in Java state until the function returns, so the GC never runs while
 * the function touches the heap.
 *
 * GarbageCollectionStart and GarbageCollectionFinish run on the collecting
 * thread with the world stopped; like HotSpot's VM thread, that context
 * counts as unattached (jvmti_current_thread() is NULL there). The few
 * functions HotSpot lets any thread call (raw monitors, memory, timers,
 * environment local storage and the like) begin with
 * JVMTI_ENTER_ANY_THREAD instead, which only checks the phase and the
 * environment. */
jvmtiError jvmti_check_env(jvmtiEnv *env, unsigned phases);
jvmtiError jvmti_check_attached(Thread *t);

/* Set on a thread while it runs a GC callback (jvmti_events.c). */
extern _Thread_local int jvmti_in_gc_callback;

/* The calling thread's VM record, or NULL for a thread the VM does not
 * know or a GC callback (JVMTI_ERROR_UNATTACHED_THREAD where HotSpot
 * answers it). */
static inline Thread *jvmti_current_thread(void)
{
    return jvmti_in_gc_callback ? NULL : thr_current();
}

typedef struct JvmtiScope {
    Thread *t;
    int safe_state;               /* the state to return to, or THR_IN_JAVA */
} JvmtiScope;

/* Any safe state counts: a callback may run while its thread is waiting
 * or blocked (MonitorWait, MonitorContendedEnter). */
static inline JvmtiScope jvmti_scope_enter(void)
{
    Thread *t = jvmti_current_thread();
    JvmtiScope s = { t, t ? t->state : THR_IN_JAVA };
    if (t && s.safe_state != THR_IN_JAVA)
        thr_enter_vm(t);
    return s;
}

static inline void jvmti_scope_leave(JvmtiScope *s)
{
    if (s->t && s->safe_state != THR_IN_JAVA)
        thr_enter_safe(s->t, (ThreadState)s->safe_state);
}

/* The callback-safe functions run in the caller's state, as HotSpot runs
 * them "in native": they touch no heap, so a thread holding a raw monitor
 * never waits inside one for a stopped world (whose GC callbacks may want
 * that monitor) to restart. */
#define JVMTI_ENTER_ANY_THREAD(env, phases)                                               \
    do {                                                                                  \
        jvmtiError e_ = jvmti_check_env((env), (phases));                                 \
        if (e_ != JVMTI_ERROR_NONE)                                                       \
            return e_;                                                                    \
    } while (0)
#define JVMTI_ENTER(env, phases)                                                          \
    __attribute__((cleanup(jvmti_scope_leave), unused)) JvmtiScope jvmti_scope_ = jvmti_scope_enter(); \
    JVMTI_ENTER_ANY_THREAD(env, phases);                                                  \
    do {                                                                                  \
        jvmtiError a_ = jvmti_check_attached(jvmti_scope_.t);                             \
        if (a_ != JVMTI_ERROR_NONE)                                                       \
            return a_;                                                                    \
    } while (0)
#define JVMTI_NEED_CAP(env, cap)                                   \
    do {                                                           \
        if (!jvmti_env_of(env)->caps.cap)                          \
            return JVMTI_ERROR_MUST_POSSESS_CAPABILITY;            \
    } while (0)
#define JVMTI_NOT_NULL(p)                                          \
    do {                                                           \
        if ((p) == NULL)                                           \
            return JVMTI_ERROR_NULL_POINTER;                       \
    } while (0)


/* Handles. Each validates the reference (a local, global or weak global
 * JNI reference that points at a live object of the right class) and
 * returns the error the specification gives for a bad one.
 *   thread: NULL means the current thread (where the function allows it);
 *           a java.lang.Thread that is not alive gives THREAD_NOT_ALIVE
 *           only through jvmti_live_thread. */
jvmtiError jvmti_object(jobject ref, Object **out);                 /* INVALID_OBJECT */
jvmtiError jvmti_class(jclass ref, Class **out);                    /* INVALID_CLASS */
jvmtiError jvmti_thread_object(jthread ref, Object **out);          /* INVALID_THREAD */
jvmtiError jvmti_live_thread(jthread ref, Thread **out);            /* INVALID_THREAD, THREAD_NOT_ALIVE */
jvmtiError jvmti_thread_group(jthreadGroup ref, Object **out);      /* INVALID_THREAD_GROUP */
jvmtiError jvmti_method(jmethodID id, Method **out);                /* INVALID_METHODID */
jvmtiError jvmti_field(jclass klass, jfieldID id, Class **kout, Field **out); /* INVALID_CLASS (primitives too), INVALID_FIELDID */

/* Stop and restart every other thread (heap iteration, other threads'
 * stacks). */
void jvmti_stop_world(Thread *self);
void jvmti_start_world(Thread *self);

/* ------------------------------------------------------------------ */
/* Memory handed to agents (Allocate/Deallocate)                       */
/* ------------------------------------------------------------------ */

/* malloc for results returned to the agent; NULL on exhaustion. */
void *jvmti_alloc(size_t size);
char *jvmti_strdup(const char *s);
/* "Ljava/lang/String;" for a class, modified UTF-8, jvmti_alloc'd. */
char *jvmti_class_signature(const Class *c);

/* ------------------------------------------------------------------ */
/* Calling agents                                                      */
/* ------------------------------------------------------------------ */

/* Bracket an agent callback: local references made between enter and
 * leave are released, and the thread is in native (safe) state while the
 * agent runs. */
typedef struct CallbackScope {
    Thread *t;
    uint32_t local_ref_mark;
    int state;
    Object *saved_exception;
    int grn_took;                 /* green: the token was taken for the callback */
} CallbackScope;

void jvmti_callback_enter(CallbackScope *s, Thread *t);
void jvmti_callback_leave(CallbackScope *s);
JNIEnv *jvmti_jni(Thread *t);
jobject jvmti_local(Thread *t, Object *o);

/* ------------------------------------------------------------------ */
/* Retransformation (jvmti_redefine.c)                                 */
/* ------------------------------------------------------------------ */

/* The bytes of class `name` of `loader` before the retransformation-capable
 * ClassFileLoadHooks changed them at load time; takes bytes (malloc'd). */
void jvmti_retransform_base_put(Object *loader, const char *name, uint8_t *bytes, size_t len);

/* ------------------------------------------------------------------ */
/* Tags (jvmti_heap.c)                                                 */
/* ------------------------------------------------------------------ */

jlong jvmti_tag_get(JvmtiEnv *env, Object *o);
void jvmti_tag_set(JvmtiEnv *env, Object *o, jlong tag);
/* GC hook: drop entries of dead objects, calling fn for each (ObjectFree). */
void jvmti_tags_sweep(JvmtiEnv *env, int (*is_live)(Object *), void (*fn)(JvmtiEnv *, jlong));
void jvmti_tags_free(JvmtiEnv *env);

/* ------------------------------------------------------------------ */
/* Events (jvmti_events.c)                                             */
/* ------------------------------------------------------------------ */

void jvmti_events_init(void);
/* Recompute the hub interest mask after enablement or callbacks change. */
void jvmti_recompute_interest(void);
void jvmti_post_vm_start(Thread *t);
void jvmti_post_vm_init(Thread *t);
void jvmti_post_vm_death(Thread *t);

/* The debugger's half (jvmti_debug.c). Under jvmti_lock: which threads
 * run the instrumented loop, given the per-event global enablement;
 * returns whether any does. */
int jvmti_debug_update_threads(const int *enabled_globally);
/* Removes s's request for the frame f; returns whether there was one. */
int jvmti_take_frame_pop(JvmtiThreadState *s, const struct Frame *f);
void jvmti_debug_env_gone(JvmtiEnv *e);
/* JVMTI 21's functions in slots 118 and 119 (jvmti_thread.c). */
jvmtiError JNICALL jvmti_SuspendAllVirtualThreads(jvmtiEnv *env, jint except_count, const jthread *except_list);
jvmtiError JNICALL jvmti_ResumeAllVirtualThreads(jvmtiEnv *env, jint except_count, const jthread *except_list);
/* JVMTI 25's function in slot 67 (jvmti_debug.c). */
jvmtiError JNICALL jvmti_ClearAllFramePops(jvmtiEnv *env, jthread thread);
/* JVMTI 21's can_support_virtual_threads (bit 44 of jvmtiCapabilities). */
int jvmti_has_vthread_capability(const jvmtiCapabilities *c);

/* Every function of the table, declared from the slot list. */
#define JVMTI_DECL_RSV(slot, member)
#define JVMTI_DECL_FN0(slot, name, params) jvmtiError JNICALL jvmti_##name params;
#define JVMTI_DECL_FN(slot, name, params, args) jvmtiError JNICALL jvmti_##name params;
#define JVMTI_DECL_VAR(slot, name, params, last, args) jvmtiError JNICALL jvmti_##name params;
AGENTVM_JVMTI_FUNCTIONS(JVMTI_DECL_RSV, JVMTI_DECL_FN0, JVMTI_DECL_FN, JVMTI_DECL_VAR)

#endif
