/*
 * JVMTI events: callbacks, enablement (global and per thread) and posting.
 *
 * JVMTI is one sink of the VM's event hub. The hub's interest mask holds a
 * bit for every hub event some environment enabled, so disabled events
 * cost the VM one branch. Posting walks the environments in creation order
 * and calls each callback inside a CallbackScope (native state, local
 * references released afterwards).
 */
#define _GNU_SOURCE
#include <string.h>

#include "interp/interp.h"
#include "jvmti/jvmti_internal.h"
#include "vm/events.h"
#include "vm/heap.h"
#include "vm/vm.h"

#define IDX(ev) ((ev) - JVMTI_MIN_EVENT_TYPE_VAL)

static int enabled_anywhere[JVMTI_EVENT_COUNT];   /* recomputed under jvmti_lock */

/* ------------------------------------------------------------------ */
/* Per-thread state                                                    */
/* ------------------------------------------------------------------ */

JvmtiThreadState *jvmti_thread_state(Thread *t, JvmtiEnv *env, int create)
{
    for (JvmtiThreadState *s = t->jvmti_state; s; s = s->next)
        if (s->env == env)
            return s;
    if (!create)
        return NULL;
    JvmtiThreadState *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->env = env;
    s->next = t->jvmti_state;
    t->jvmti_state = s;
    return s;
}

int jvmti_event_enabled(JvmtiEnv *env, Thread *t, jvmtiEvent ev)
{
    if (!env->valid)
        return 0;
    if (env->enabled[IDX(ev)])
        return 1;
    JvmtiThreadState *s = t ? jvmti_thread_state(t, env, 0) : NULL;
    return s && s->enabled[IDX(ev)];
}

/* ------------------------------------------------------------------ */
/* Interest                                                            */
/* ------------------------------------------------------------------ */

static const struct { jvmtiEvent ev; EvKind kind; } hub_map[] = {
    { JVMTI_EVENT_VM_START, EV_VM_START },
    { JVMTI_EVENT_VM_INIT, EV_VM_INIT },
    { JVMTI_EVENT_VM_DEATH, EV_VM_DEATH },
    { JVMTI_EVENT_THREAD_START, EV_THREAD_START },
    { JVMTI_EVENT_THREAD_END, EV_THREAD_END },
    { JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, EV_CLASS_FILE_LOAD_HOOK },
    { JVMTI_EVENT_CLASS_LOAD, EV_CLASS_LOAD },
    { JVMTI_EVENT_CLASS_PREPARE, EV_CLASS_PREPARE },
    { JVMTI_EVENT_METHOD_ENTRY, EV_METHOD_ENTRY },
    { JVMTI_EVENT_METHOD_EXIT, EV_METHOD_EXIT },
    { JVMTI_EVENT_EXCEPTION, EV_EXCEPTION },
    { JVMTI_EVENT_EXCEPTION_CATCH, EV_EXCEPTION_CATCH },
    { JVMTI_EVENT_VM_OBJECT_ALLOC, EV_VM_OBJECT_ALLOC },
    { JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, EV_OBJECT_ALLOC },
    { JVMTI_EVENT_GARBAGE_COLLECTION_START, EV_GC_START },
    { JVMTI_EVENT_GARBAGE_COLLECTION_FINISH, EV_GC_FINISH },
    { JVMTI_EVENT_MONITOR_CONTENDED_ENTER, EV_MONITOR_CONTENDED_ENTER },
    { JVMTI_EVENT_MONITOR_CONTENDED_ENTERED, EV_MONITOR_CONTENDED_ENTERED },
    { JVMTI_EVENT_MONITOR_WAIT, EV_MONITOR_WAIT },
    { JVMTI_EVENT_MONITOR_WAITED, EV_MONITOR_WAITED },
    { JVMTI_EVENT_NATIVE_METHOD_BIND, EV_NATIVE_METHOD_BIND },
    { JVMTI_EVENT_DATA_DUMP_REQUEST, EV_DATA_DUMP_REQUEST },
    { JVMTI_EVENT_RESOURCE_EXHAUSTED, EV_RESOURCE_EXHAUSTED },
    { JVMTI_EVENT_SINGLE_STEP, EV_SINGLE_STEP },
    { JVMTI_EVENT_BREAKPOINT, EV_BREAKPOINT },
    { JVMTI_EVENT_FIELD_ACCESS, EV_FIELD_ACCESS },
    { JVMTI_EVENT_FIELD_MODIFICATION, EV_FIELD_MODIFICATION },
};

static EvSink sink;

/* Whether some environment both enabled ClassLoad and set its callback:
 * HotSpot's condition for AsyncGetCallTrace to take a trace. */
static int class_load_posted;

int jvmti_posts_class_load(void) { return __atomic_load_n(&class_load_posted, __ATOMIC_RELAXED); }

void jvmti_recompute_interest(void)
{
    enum { CL = IDX(JVMTI_EVENT_CLASS_LOAD) };
    int posts_class_load = 0;
    pthread_mutex_lock(&jvmti_lock);
    memset(enabled_anywhere, 0, sizeof enabled_anywhere);
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next) {
        if (!e->valid)
            continue;
        for (int i = 0; i < JVMTI_EVENT_COUNT; i++)
            enabled_anywhere[i] |= e->enabled[i];
        posts_class_load |= e->enabled[CL] && e->callbacks.ClassLoad;
    }
    thr_list_lock();
    for (Thread *t = thr_list_first(); t; t = t->next)
        for (JvmtiThreadState *s = t->jvmti_state; s; s = s->next)
            if (s->env->valid) {
                for (int i = 0; i < JVMTI_EVENT_COUNT; i++)
                    enabled_anywhere[i] |= s->enabled[i];
                posts_class_load |= s->enabled[CL] && s->env->callbacks.ClassLoad;
            }
    thr_list_unlock();
    __atomic_store_n(&class_load_posted, posts_class_load, __ATOMIC_RELAXED);
    int global[JVMTI_EVENT_COUNT] = { 0 };
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next)
        if (e->valid)
            for (int i = 0; i < JVMTI_EVENT_COUNT; i++)
                global[i] |= e->enabled[i];
    int instrumented = jvmti_debug_update_threads(global);
    uint64_t mask = 0;
    for (size_t i = 0; i < sizeof hub_map / sizeof hub_map[0]; i++)
        if (enabled_anywhere[IDX(hub_map[i].ev)])
            mask |= EV_BIT(hub_map[i].kind);
    if (instrumented)
        mask |= EV_BIT(EV_INSTRUMENTED);
    /* ObjectFree is decided in the GC's weak-root pass, which always runs. */
    sink.interest = mask;
    pthread_mutex_unlock(&jvmti_lock);
    ev_update_interest();
}

/* ------------------------------------------------------------------ */
/* SetEventCallbacks, SetEventNotificationMode, GenerateEvents          */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_SetEventCallbacks(jvmtiEnv *env, const jvmtiEventCallbacks *callbacks, jint size_of_callbacks)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    if (size_of_callbacks < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    if (callbacks) {
        size_t n = (size_t)size_of_callbacks < sizeof cb ? (size_t)size_of_callbacks : sizeof cb;
        memcpy(&cb, callbacks, n);
    }
    jvmti_env_of(env)->callbacks = cb;
    jvmti_recompute_interest();
    return JVMTI_ERROR_NONE;
}

/* The capability an event needs, or -1 for none. Offsets into the
 * capability bit list. */
static int event_allowed(const jvmtiCapabilities *c, jvmtiEvent ev)
{
    switch (ev) {
    case JVMTI_EVENT_FIELD_MODIFICATION: return c->can_generate_field_modification_events;
    case JVMTI_EVENT_FIELD_ACCESS: return c->can_generate_field_access_events;
    case JVMTI_EVENT_SINGLE_STEP: return c->can_generate_single_step_events;
    case JVMTI_EVENT_EXCEPTION:
    case JVMTI_EVENT_EXCEPTION_CATCH: return c->can_generate_exception_events;
    case JVMTI_EVENT_FRAME_POP: return c->can_generate_frame_pop_events;
    case JVMTI_EVENT_BREAKPOINT: return c->can_generate_breakpoint_events;
    case JVMTI_EVENT_METHOD_ENTRY: return c->can_generate_method_entry_events;
    case JVMTI_EVENT_METHOD_EXIT: return c->can_generate_method_exit_events;
    case JVMTI_EVENT_COMPILED_METHOD_LOAD:
    case JVMTI_EVENT_COMPILED_METHOD_UNLOAD: return c->can_generate_compiled_method_load_events;
    case JVMTI_EVENT_MONITOR_CONTENDED_ENTER:
    case JVMTI_EVENT_MONITOR_CONTENDED_ENTERED:
    case JVMTI_EVENT_MONITOR_WAIT:
    case JVMTI_EVENT_MONITOR_WAITED: return c->can_generate_monitor_events;
    case JVMTI_EVENT_VM_OBJECT_ALLOC: return c->can_generate_vm_object_alloc_events;
    case JVMTI_EVENT_NATIVE_METHOD_BIND: return c->can_generate_native_method_bind_events;
    case JVMTI_EVENT_GARBAGE_COLLECTION_START:
    case JVMTI_EVENT_GARBAGE_COLLECTION_FINISH: return c->can_generate_garbage_collection_events;
    case JVMTI_EVENT_OBJECT_FREE: return c->can_generate_object_free_events;
    case JVMTI_EVENT_SAMPLED_OBJECT_ALLOC: return c->can_generate_sampled_object_alloc_events;
    default: return 1;
    }
}

/* Event numbers that exist: the list in include/jvmti.h, reserved numbers
 * excluded. */
static int is_event(jint ev)
{
    switch (ev) {
#define EVENT_CASE(num, suffix, member, params) case num:
#define RESERVED_CASE(num)
        AGENTVM_JVMTI_EVENTS(EVENT_CASE, RESERVED_CASE)
#undef EVENT_CASE
#undef RESERVED_CASE
        return 1;
    default:
        return 0;
    }
}

static int thread_level_allowed(jvmtiEvent ev)
{
    switch (ev) {
    case JVMTI_EVENT_VM_INIT: case JVMTI_EVENT_VM_START: case JVMTI_EVENT_VM_DEATH:
    case JVMTI_EVENT_THREAD_START: case JVMTI_EVENT_COMPILED_METHOD_LOAD:
    case JVMTI_EVENT_COMPILED_METHOD_UNLOAD: case JVMTI_EVENT_DYNAMIC_CODE_GENERATED:
    case JVMTI_EVENT_DATA_DUMP_REQUEST:
        return 0;
    default:
        return 1;
    }
}

jvmtiError JNICALL jvmti_SetEventNotificationMode(jvmtiEnv *env, jvmtiEventMode mode, jvmtiEvent event_type,
                                                  jthread event_thread, ...)
{
    JVMTI_ENTER(env, PH_ONLOAD | PH_LIVE);
    JvmtiEnv *e = jvmti_env_of(env);
    Thread *t = NULL;
    if (event_thread) {
        jvmtiError err = jvmti_live_thread(event_thread, &t);
        if (err != JVMTI_ERROR_NONE)
            return err;
    }
    /* JVMTI 21's VirtualThreadStart and VirtualThreadEnd, which the
     * libjdwp.so of JDK 21 and later enables: accepted under
     * -XX:JVMTIVersion=21 or more and never posted (no virtual threads). */
    if ((event_type == 87 || event_type == 88) && jvmti_reported_major() >= 21) {
        if (mode != JVMTI_ENABLE && mode != JVMTI_DISABLE)
            return JVMTI_ERROR_ILLEGAL_ARGUMENT;
        return JVMTI_ERROR_NONE;
    }
    if (!is_event(event_type))
        return JVMTI_ERROR_INVALID_EVENT_TYPE;
    if (event_thread && !thread_level_allowed(event_type))
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    /* As HotSpot 17: any mode other than JVMTI_ENABLE disables, and only
     * enabling needs the event's capability. */
    int enable = mode == JVMTI_ENABLE;
    if (enable && !event_allowed(&e->caps, event_type))
        return JVMTI_ERROR_MUST_POSSESS_CAPABILITY;
    pthread_mutex_lock(&jvmti_lock);
    if (t) {
        JvmtiThreadState *s = jvmti_thread_state(t, e, 1);
        if (s)
            s->enabled[IDX(event_type)] = enable;
    } else {
        e->enabled[IDX(event_type)] = enable;
    }
    pthread_mutex_unlock(&jvmti_lock);
    jvmti_recompute_interest();
    return JVMTI_ERROR_NONE;
}

/* An interpreter has no compiled code: the events exist but there is
 * nothing to report. */
jvmtiError JNICALL jvmti_GenerateEvents(jvmtiEnv *env, jvmtiEvent event_type)
{
    JVMTI_ENTER(env, PH_LIVE);
    if (event_type == JVMTI_EVENT_COMPILED_METHOD_LOAD) {
        if (!jvmti_env_of(env)->caps.can_generate_compiled_method_load_events)
            return JVMTI_ERROR_MUST_POSSESS_CAPABILITY;
        return JVMTI_ERROR_NONE;
    }
    if (event_type == JVMTI_EVENT_DYNAMIC_CODE_GENERATED)
        return JVMTI_ERROR_NONE;
    return JVMTI_ERROR_ILLEGAL_ARGUMENT;
}

/* ------------------------------------------------------------------ */
/* Posting                                                             */
/* ------------------------------------------------------------------ */

#define POST(t, EVENT, member, ...)                                              \
    do {                                                                         \
        for (JvmtiEnv *e_ = __atomic_load_n(&jvmti_envs, __ATOMIC_ACQUIRE); e_;  \
             e_ = __atomic_load_n(&e_->next, __ATOMIC_ACQUIRE)) {                \
            if (!e_->callbacks.member || !jvmti_event_enabled(e_, (t), EVENT))   \
                continue;                                                        \
            CallbackScope cs_;                                                   \
            jvmti_callback_enter(&cs_, (t));                                     \
            e_->callbacks.member(jvmti_handle(e_), ##__VA_ARGS__);               \
            jvmti_callback_leave(&cs_);                                          \
        }                                                                        \
    } while (0)

static int phase_live_or_start(void)
{
    return jvmti_phase == JVMTI_PHASE_LIVE || jvmti_phase == JVMTI_PHASE_START;
}

static jthread jt(Thread *t) { return t ? jvmti_local(t, t->jthread) : NULL; }
static JNIEnv *jni_of(Thread *t) { return t ? jvmti_jni(t) : NULL; }

/* The VM moves the phase itself (jvmti_set_phase); these only post. */
static void on_vm_start(Thread *t)
{
    POST(t, JVMTI_EVENT_VM_START, VMStart, jni_of(t));
}

static void on_vm_init(Thread *t)
{
    POST(t, JVMTI_EVENT_VM_INIT, VMInit, jni_of(t), jt(t));
}

static void on_vm_death(Thread *t)
{
    POST(t, JVMTI_EVENT_VM_DEATH, VMDeath, jni_of(t));
}

static void on_thread_start(Thread *t)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE)
        POST(t, JVMTI_EVENT_THREAD_START, ThreadStart, jni_of(t), jt(t));
}

static void on_thread_end(Thread *t)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE)
        POST(t, JVMTI_EVENT_THREAD_END, ThreadEnd, jni_of(t), jt(t));
}

/* As HotSpot: the environments without can_retransform_classes first,
 * then those with it, each group in creation order. */
static void on_class_file_load_hook(Thread *t, Object *loader, const char *name, const uint8_t *bytes, size_t len,
                                    uint8_t **new_bytes, size_t *new_len)
{
    uint8_t *base = NULL;         /* the bytes before the capable hooks, if they change them */
    size_t base_len = 0;
    int changed = 0;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            base_len = *new_bytes ? *new_len : len;
            base = malloc(base_len ? base_len : 1);
            if (base)
                memcpy(base, *new_bytes ? *new_bytes : bytes, base_len);
        }
        for (JvmtiEnv *e = jvmti_envs; e; e = e->next) {
            if (!e->callbacks.ClassFileLoadHook || !jvmti_event_enabled(e, t, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK) ||
                !!e->caps.can_retransform_classes != pass)
                continue;
            if (jvmti_phase == JVMTI_PHASE_PRIMORDIAL && !e->caps.can_generate_early_class_hook_events)
                continue;
            if (jvmti_phase != JVMTI_PHASE_PRIMORDIAL && !phase_live_or_start())
                continue;
            const uint8_t *cur = *new_bytes ? *new_bytes : bytes;
            jint cur_len = (jint)(*new_bytes ? *new_len : len);
            jint nl = 0;
            unsigned char *nb = NULL;
            CallbackScope cs;
            jvmti_callback_enter(&cs, t);
            jobject jl = loader && t ? jvmti_local(t, loader) : NULL;
            e->callbacks.ClassFileLoadHook(jvmti_handle(e), t ? jni_of(t) : NULL, NULL, jl, name, NULL, cur_len, cur, &nl, &nb);
            jvmti_callback_leave(&cs);
            if (nb && nl > 0) {
                free(*new_bytes);
                *new_bytes = nb;
                *new_len = (size_t)nl;
                changed |= pass;
            }
        }
    }
    /* Retransformation starts from the bytes before the capable hooks. */
    if (changed && base && name)
        jvmti_retransform_base_put(loader, name, base, base_len);
    else
        free(base);
}

static void on_class_load(Thread *t, Class *c)
{
    if (phase_live_or_start() && !c->is_array)
        POST(t, JVMTI_EVENT_CLASS_LOAD, ClassLoad, jni_of(t), jt(t), jvmti_local(t, c->mirror));
}

static void on_class_prepare(Thread *t, Class *c)
{
    if (phase_live_or_start() && !c->is_array)
        POST(t, JVMTI_EVENT_CLASS_PREPARE, ClassPrepare, jni_of(t), jt(t), jvmti_local(t, c->mirror));
}

static void on_method_entry(Thread *t, Method *m)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE)
        POST(t, JVMTI_EVENT_METHOD_ENTRY, MethodEntry, jni_of(t), jt(t), (jmethodID)cls_method_id(m));
}

static jvalue to_jvalue(Thread *t, const Method *m, int by_exception, const Slot *v)
{
    jvalue r;
    memset(&r, 0, sizeof r);
    if (by_exception || !v)
        return r;
    switch (m->ret_type) {
    case T_BOOLEAN: r.z = (jboolean)v->i; break;
    case T_BYTE: r.b = (jbyte)v->i; break;
    case T_CHAR: r.c = (jchar)v->i; break;
    case T_SHORT: r.s = (jshort)v->i; break;
    case T_INT: r.i = v->i; break;
    case T_FLOAT: r.f = v->f; break;
    case T_LONG: r.j = v->j; break;
    case T_DOUBLE: r.d = v->d; break;
    case T_OBJECT: r.l = jvmti_local(t, v->l); break;
    default: break;
    }
    return r;
}

static void on_method_exit(Thread *t, Method *m, int by_exception, const Slot *v)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE)
        POST(t, JVMTI_EVENT_METHOD_EXIT, MethodExit, jni_of(t), jt(t), (jmethodID)cls_method_id(m), (jboolean)by_exception,
             to_jvalue(t, m, by_exception, v));
}

/* Where the exception will be caught: the first frame with a handler. */
static void catch_site(Thread *t, Object *exc, jmethodID *method, jlocation *location)
{
    *method = NULL;
    *location = 0;
    for (Frame *f = t->top; f; f = f->prev) {
        if (f->flags & FRAME_NATIVE)
            continue;
        Object *saved = t->exception;
        int32_t h = interp_find_handler(t, f->method, frame_bci(f), exc);
        t->exception = saved;
        if (h >= 0) {
            *method = (jmethodID)cls_method_id(f->method);
            *location = h;
            return;
        }
        if (f->flags & FRAME_ENTRY)
            return;
    }
}

static void on_exception(Thread *t, Object *exc)
{
    if (jvmti_phase != JVMTI_PHASE_LIVE || t->exception_posted == exc || !t->top)
        return;
    t->exception_posted = exc;
    Frame *f = t->top;
    jmethodID cm;
    jlocation cl;
    catch_site(t, exc, &cm, &cl);
    jlocation loc = (f->flags & FRAME_NATIVE) ? -1 : (jlocation)frame_bci(f);
    POST(t, JVMTI_EVENT_EXCEPTION, Exception, jni_of(t), jt(t), (jmethodID)cls_method_id(f->method), loc, jvmti_local(t, exc), cm, cl);
}

static void on_exception_catch(Thread *t, Object *exc)
{
    t->exception_posted = NULL;
    if (jvmti_phase != JVMTI_PHASE_LIVE || !t->top)
        return;
    Frame *f = t->top;
    POST(t, JVMTI_EVENT_EXCEPTION_CATCH, ExceptionCatch, jni_of(t), jt(t), (jmethodID)cls_method_id(f->method),
         (jlocation)frame_bci(f), jvmti_local(t, exc));
}

/* Set while the thread runs a VMObjectAlloc callback: what the agent
 * allocates there (through JNI) is not reported, as on HotSpot, or the
 * callback would be re-entered without end. */
static _Thread_local int in_vm_object_alloc;

static void on_vm_object_alloc(Thread *t, Object *o)
{
    if (jvmti_phase != JVMTI_PHASE_LIVE || !t || !t->jthread || in_vm_object_alloc)
        return;
    in_vm_object_alloc = 1;
    thr_push_root(t, &o);
    POST(t, JVMTI_EVENT_VM_OBJECT_ALLOC, VMObjectAlloc, jni_of(t), jt(t), jvmti_local(t, o),
         jvmti_local(t, o->klass->mirror), (jlong)heap_object_size(o));
    thr_pop_roots(t, 1);
    in_vm_object_alloc = 0;
}

/* Set while the thread runs a SampledObjectAlloc callback: what it
 * allocates is not sampled (HotSpot does not nest these callbacks either,
 * even at interval 0). */
static _Thread_local int in_sampled_alloc;

/* Sampling: the first environment's interval decides (each environment
 * may set one; the smallest is used). */
static void on_object_alloc(Thread *t, Object *o)
{
    if (jvmti_phase != JVMTI_PHASE_LIVE || !t || !t->jthread || in_sampled_alloc)
        return;
    jint interval = -1;
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next)
        if (e->valid && e->enabled[IDX(JVMTI_EVENT_SAMPLED_OBJECT_ALLOC)]) {
            jint iv = e->heap_sampling_interval ? e->heap_sampling_interval : 0;
            if (interval < 0 || iv < interval)
                interval = iv;
        }
    if (interval < 0)
        return;
    size_t size = heap_object_size(o);
    t->alloc_sample_bytes -= (int64_t)size;
    if (t->alloc_sample_bytes > 0)
        return;
    t->alloc_sample_bytes = interval;
    in_sampled_alloc = 1;
    thr_push_root(t, &o);
    POST(t, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, SampledObjectAlloc, jni_of(t), jt(t), jvmti_local(t, o),
         jvmti_local(t, o->klass->mirror), (jlong)size);
    thr_pop_roots(t, 1);
    in_sampled_alloc = 0;
}

/* The GC callbacks run on the collecting thread with the world stopped.
 * HotSpot runs them on its VM thread, which is no Java thread: there every
 * function but the callback-safe ones answers UNATTACHED_THREAD (instead
 * of, for ForceGarbageCollection, waiting for the collection in progress
 * to end), and a raw monitor blocks like a plain native lock. */
static void on_gc_start(void)
{
    jvmti_in_gc_callback++;
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next)
        if (e->valid && e->callbacks.GarbageCollectionStart && e->enabled[IDX(JVMTI_EVENT_GARBAGE_COLLECTION_START)])
            e->callbacks.GarbageCollectionStart(jvmti_handle(e));
    jvmti_in_gc_callback--;
}

static void on_gc_finish(void)
{
    jvmti_in_gc_callback++;
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next)
        if (e->valid && e->callbacks.GarbageCollectionFinish && e->enabled[IDX(JVMTI_EVENT_GARBAGE_COLLECTION_FINISH)])
            e->callbacks.GarbageCollectionFinish(jvmti_handle(e));
    jvmti_in_gc_callback--;
}

/* ObjectFree: tags of dead objects are collected during the GC and the
 * events sent once the world runs again, from the collecting thread. */
typedef struct FreedTag {
    JvmtiEnv *env;
    jlong tag;
} FreedTag;

static FreedTag *freed;
static size_t freed_count, freed_cap;

static void collect_freed(JvmtiEnv *env, jlong tag)
{
    if (!env->callbacks.ObjectFree || !env->enabled[IDX(JVMTI_EVENT_OBJECT_FREE)])
        return;
    if (freed_count == freed_cap) {
        size_t nc = freed_cap ? freed_cap * 2 : 256;
        FreedTag *n = realloc(freed, nc * sizeof *n);
        if (!n)
            return;
        freed = n;
        freed_cap = nc;
    }
    freed[freed_count++] = (FreedTag){ env, tag };
}

static void on_gc_weak_roots(int (*is_live)(Object *))
{
    pthread_mutex_lock(&jvmti_lock);
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next)
        if (e->valid)
            jvmti_tags_sweep(e, is_live, collect_freed);
    pthread_mutex_unlock(&jvmti_lock);
}

static void on_gc_done(Thread *t)
{
    size_t n = freed_count;
    freed_count = 0;
    for (size_t i = 0; i < n; i++) {
        JvmtiEnv *e = freed[i].env;
        if (e->valid && e->callbacks.ObjectFree)
            e->callbacks.ObjectFree(jvmti_handle(e), freed[i].tag);
    }
}

static void on_monitor_contended_enter(Thread *t, Object *o)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE && t->jthread)
        POST(t, JVMTI_EVENT_MONITOR_CONTENDED_ENTER, MonitorContendedEnter, jni_of(t), jt(t), jvmti_local(t, o));
}

static void on_monitor_contended_entered(Thread *t, Object *o)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE && t->jthread)
        POST(t, JVMTI_EVENT_MONITOR_CONTENDED_ENTERED, MonitorContendedEntered, jni_of(t), jt(t), jvmti_local(t, o));
}

static void on_monitor_wait(Thread *t, Object *o, int64_t timeout)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE && t->jthread && o)
        POST(t, JVMTI_EVENT_MONITOR_WAIT, MonitorWait, jni_of(t), jt(t), jvmti_local(t, o), (jlong)timeout);
}

static void on_monitor_waited(Thread *t, Object *o, int timed_out)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE && t->jthread && o)
        POST(t, JVMTI_EVENT_MONITOR_WAITED, MonitorWaited, jni_of(t), jt(t), jvmti_local(t, o), (jboolean)timed_out);
}

static void on_native_method_bind(Thread *t, Method *m, void *address, void **new_address)
{
    if (jvmti_phase == JVMTI_PHASE_ONLOAD || jvmti_phase == JVMTI_PHASE_DEAD)
        return;
    POST(t, JVMTI_EVENT_NATIVE_METHOD_BIND, NativeMethodBind, jni_of(t), jt(t), (jmethodID)m, address, new_address);
}

static void on_data_dump_request(void)
{
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next)
        if (e->valid && e->callbacks.DataDumpRequest && e->enabled[IDX(JVMTI_EVENT_DATA_DUMP_REQUEST)])
            e->callbacks.DataDumpRequest(jvmti_handle(e));
}

/* As on HotSpot, an environment gets the heap's and the threads' events
 * whether or not it has the capabilities that promise them (without them,
 * the specification leaves which resources report to the VM), and the
 * posting is logged as HotSpot's unified logging does by default. */
static void on_resource_exhausted(Thread *t, int flags, const char *description)
{
    if (jvmti_phase != JVMTI_PHASE_LIVE)
        return;
    int logged = 0;
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next) {
        if (!e->valid || !jvmti_event_enabled(e, t, JVMTI_EVENT_RESOURCE_EXHAUSTED))
            continue;
        if (!logged) {
            printf("[%.3fs][error][jvmti] Posting Resource Exhausted event: %s\n", vm_uptime_ns() / 1e9,
                   description ? description : "unknown");
            fflush(stdout);
            logged = 1;
        }
        if (!e->callbacks.ResourceExhausted)
            continue;
        CallbackScope cs;
        jvmti_callback_enter(&cs, t);
        e->callbacks.ResourceExhausted(jvmti_handle(e), jni_of(t), (jint)flags, NULL, description);
        jvmti_callback_leave(&cs);
    }
}

/* ------------------------------------------------------------------ */
/* The debugger's events, raised by the interpreter                     */
/* ------------------------------------------------------------------ */

static void on_single_step(Thread *t, Method *m, uint32_t bci)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE && t->jthread)
        POST(t, JVMTI_EVENT_SINGLE_STEP, SingleStep, jni_of(t), jt(t), (jmethodID)m, (jlocation)bci);
}

static void on_breakpoint(Thread *t, Method *m, uint32_t bci)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE && t->jthread)
        POST(t, JVMTI_EVENT_BREAKPOINT, Breakpoint, jni_of(t), jt(t), (jmethodID)m, (jlocation)bci);
}

/* Every environment that asked for this frame loses its request; those
 * with the event enabled hear of it. */
static void on_frame_pop(Thread *t, Frame *f, int by_exception)
{
    for (JvmtiEnv *e = __atomic_load_n(&jvmti_envs, __ATOMIC_ACQUIRE); e; e = __atomic_load_n(&e->next, __ATOMIC_ACQUIRE)) {
        pthread_mutex_lock(&jvmti_lock);
        JvmtiThreadState *s = jvmti_thread_state(t, e, 0);
        int asked = s && jvmti_take_frame_pop(s, f);
        pthread_mutex_unlock(&jvmti_lock);
        if (!asked || by_exception < 0 || !e->callbacks.FramePop || !jvmti_event_enabled(e, t, JVMTI_EVENT_FRAME_POP) ||
            jvmti_phase != JVMTI_PHASE_LIVE)
            continue;
        CallbackScope cs;
        jvmti_callback_enter(&cs, t);
        e->callbacks.FramePop(jvmti_handle(e), jni_of(t), jt(t), (jmethodID)f->method, (jboolean)by_exception);
        jvmti_callback_leave(&cs);
    }
}

static void on_field_access(Thread *t, Method *m, uint32_t bci, Object *obj, Field *f)
{
    if (jvmti_phase == JVMTI_PHASE_LIVE && t->jthread)
        POST(t, JVMTI_EVENT_FIELD_ACCESS, FieldAccess, jni_of(t), jt(t), (jmethodID)m, (jlocation)bci,
             jvmti_local(t, f->klass->mirror), obj ? jvmti_local(t, obj) : NULL, (jfieldID)f);
}

/* The field's type as HotSpot reports it: arrays as 'L'. */
static char field_signature_type(const Field *f)
{
    return f->desc[0] == '[' ? 'L' : f->desc[0];
}

/* The new value, in the jvalue member of the field's type. */
static jvalue field_value(Thread *t, const Field *f, const Slot *v)
{
    jvalue r;
    memset(&r, 0, sizeof r);
    switch (f->type) {
    case T_BOOLEAN: r.z = (jboolean)(v->i & 1); break;
    case T_BYTE: r.b = (jbyte)v->i; break;
    case T_CHAR: r.c = (jchar)v->i; break;
    case T_SHORT: r.s = (jshort)v->i; break;
    case T_INT: r.i = v->i; break;
    case T_FLOAT: r.f = v->f; break;
    case T_LONG: r.j = v->j; break;
    case T_DOUBLE: r.d = v->d; break;
    default: r.l = v->l ? jvmti_local(t, v->l) : NULL; break;
    }
    return r;
}

static void on_field_modification(Thread *t, Method *m, uint32_t bci, Object *obj, Field *f, const Slot *v)
{
    if (jvmti_phase != JVMTI_PHASE_LIVE || !t->jthread)
        return;
    POST(t, JVMTI_EVENT_FIELD_MODIFICATION, FieldModification, jni_of(t), jt(t), (jmethodID)m, (jlocation)bci,
         jvmti_local(t, f->klass->mirror), obj ? jvmti_local(t, obj) : NULL, (jfieldID)f, field_signature_type(f),
         field_value(t, f, v));
}

/* Thread states of an ending thread go with it (called by the thread
 * system for every thread, events or not). */
static void free_thread_states(Thread *t)
{
    pthread_mutex_lock(&jvmti_lock);
    JvmtiThreadState *s = t->jvmti_state;
    t->jvmti_state = NULL;
    pthread_mutex_unlock(&jvmti_lock);
    while (s) {
        JvmtiThreadState *n = s->next;
        free(s->frame_pops);
        free(s);
        s = n;
    }
}

void jvmti_events_init(void)
{
    static int done;
    if (done)
        return;
    done = 1;
    sink.vm_start = on_vm_start;
    sink.vm_init = on_vm_init;
    sink.vm_death = on_vm_death;
    sink.thread_start = on_thread_start;
    sink.thread_end = on_thread_end;
    thr_free_hook = free_thread_states;
    sink.class_file_load_hook = on_class_file_load_hook;
    sink.class_load = on_class_load;
    sink.class_prepare = on_class_prepare;
    sink.method_entry = on_method_entry;
    sink.method_exit = on_method_exit;
    sink.exception = on_exception;
    sink.exception_catch = on_exception_catch;
    sink.vm_object_alloc = on_vm_object_alloc;
    sink.object_alloc = on_object_alloc;
    sink.gc_start = on_gc_start;
    sink.gc_finish = on_gc_finish;
    sink.gc_weak_roots = on_gc_weak_roots;
    sink.gc_done = on_gc_done;
    sink.monitor_contended_enter = on_monitor_contended_enter;
    sink.monitor_contended_entered = on_monitor_contended_entered;
    sink.monitor_wait = on_monitor_wait;
    sink.monitor_waited = on_monitor_waited;
    sink.native_method_bind = on_native_method_bind;
    sink.data_dump_request = on_data_dump_request;
    sink.resource_exhausted = on_resource_exhausted;
    sink.single_step = on_single_step;
    sink.breakpoint = on_breakpoint;
    sink.frame_pop = on_frame_pop;
    sink.field_access = on_field_access;
    sink.field_modification = on_field_modification;
    ev_add_sink(&sink);
}
