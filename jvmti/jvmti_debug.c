/*
 * The debugger's half of JVMTI: local variables, breakpoints, frame pops,
 * single step, field watches, PopFrame and early return.
 *
 * The interpreter does the work (interp/debug.h): breakpoints are patched
 * into the code, single step and field watches run in the instrumented
 * dispatch loop, frame pops are a frame flag, PopFrame and early return are
 * requests the thread's instrumented loop carries out. This file keeps what each
 * environment asked for and answers with HotSpot's error codes, whose
 * order follows the specification's parameter order: phase, capability,
 * thread, depth, then the rest.
 */
#include "jvmti/jvmti_thread.h"

#include <string.h>

#include "interp/debug.h"
#include "interp/interp.h"
#include "vm/events.h"
#include "vm/heap.h"

/* ------------------------------------------------------------------ */
/* Which threads run the instrumented loop                             */
/* ------------------------------------------------------------------ */

static int watched_fields;        /* fields with an access or modification watch; under jvmti_lock */

/* Called with jvmti_lock held after enablement or watches changed:
 * single step enabled for every thread, or any field watch, instruments
 * every thread; single step enabled for one thread instruments it.
 * Returns whether any thread is instrumented (EV_INSTRUMENTED). */
int jvmti_debug_update_threads(const int *enabled_globally)
{
    enum { SS = JVMTI_EVENT_SINGLE_STEP - JVMTI_MIN_EVENT_TYPE_VAL };
    int all = enabled_globally[SS] || watched_fields > 0;
    int any = all;
    Thread *self = thr_current();
    __atomic_store_n(&interp_instrument_all, all, __ATOMIC_RELAXED);
    thr_list_lock();
    for (Thread *t = thr_list_first(); t; t = t->next) {
        int on = 0;
        for (JvmtiThreadState *s = t->jvmti_state; s; s = s->next)
            if (s->env->valid && s->enabled[SS])
                on = 1;
        int was = __atomic_load_n(&t->instrumented, __ATOMIC_RELAXED);
        __atomic_store_n(&t->instrumented, on, __ATOMIC_RELAXED);
        any |= on || __atomic_load_n(&t->frame_request, __ATOMIC_RELAXED);
        /* Frames of the fast loop below the current one must switch
         * when they are returned to. */
        if (t == self && (on || all) && !was)
            interp_mark_frames(t);
    }
    thr_list_unlock();
    return any;
}

/* ------------------------------------------------------------------ */
/* Frames of a thread                                                  */
/* ------------------------------------------------------------------ */

/* Whether the debugger may change t's frames (NotifyFramePop, PopFrame,
 * ForceEarlyReturn): t is the caller, or suspended. A suspended thread is
 * stopped where it polls or in a safe state, and carries a frame request
 * out when it resumes (the loops ask after every poll). */
static int may_change_frames(const ThreadQuery *q)
{
    return q->t == q->self || __atomic_load_n(&q->t->suspended, __ATOMIC_SEQ_CST);
}

/* The frame at depth of q->t: ILLEGAL_ARGUMENT for a negative depth,
 * NO_MORE_FRAMES past the oldest. */
static jvmtiError frame_at_depth(const ThreadQuery *q, jint depth, Frame **out)
{
    *out = NULL;
    if (depth < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    Frame *f = q->t->top;
    while (f && depth-- > 0)
        f = f->prev;
    if (!f)
        return JVMTI_ERROR_NO_MORE_FRAMES;
    *out = f;
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Local variables: can_access_local_variables                         */
/* ------------------------------------------------------------------ */

/* The types a local is read or written as (HotSpot's BasicTypes). */
typedef enum LocalType { LT_INT, LT_LONG, LT_FLOAT, LT_DOUBLE, LT_OBJECT } LocalType;

static LocalType descriptor_type(const char *d)
{
    switch (d ? d[0] : 'I') {
    case 'J': return LT_LONG;
    case 'F': return LT_FLOAT;
    case 'D': return LT_DOUBLE;
    case 'L': case '[': return LT_OBJECT;
    default: return LT_INT;                     /* Z B C S I */
    }
}

/* Whether a slot holds a reference. HotSpot asks the interpreter's oop
 * map; here the data-flow pass of interp_local_kinds answers (a slot that
 * may hold either, on different paths, counts as either). Without its
 * answer, the value decides: a heap object is a reference, any other
 * non-zero value a primitive, zero either. */
enum { SLOT_PRIM = 1, SLOT_REF = 2, SLOT_EITHER = 3 };

static int slot_kind(const uint8_t *kinds, const Slot *locals, jint slot)
{
    if (kinds) {
        uint8_t k = kinds[slot];
        return k == LOCAL_REF ? SLOT_REF : (k & LOCAL_REF) ? SLOT_EITHER : SLOT_PRIM;
    }
    const Slot *s = &locals[slot];
    if (s->raw == 0)
        return SLOT_EITHER;
    return heap_is_object((const void *)(uintptr_t)s->raw) ? SLOT_REF : SLOT_PRIM;
}

/* An object's class, or one of its superclasses or interfaces, has the
 * name a field descriptor gives (HotSpot compares names, loaders aside).
 * An array of references also fits an array of a supertype. */
static int assignable_to(const Class *c, const char *desc)
{
    if (desc[0] == '[') {
        if (!c->is_array)
            return 0;
        if (strcmp(c->name, desc) == 0)
            return 1;
        const Class *e = c->component;
        return e && !e->prim_type && (desc[1] == '[' || desc[1] == 'L') && assignable_to(e, desc + 1);
    }
    size_t len = strlen(desc);
    if (len < 3 || desc[0] != 'L')
        return 0;
    const char *name = desc + 1;
    len -= 2;
    if (len == 16 && strncmp(name, "java/lang/Object", 16) == 0)
        return 1;
    for (const Class *k = c; k; k = k->super) {
        if (strlen(k->name) == len && strncmp(k->name, name, len) == 0)
            return 1;
        for (uint32_t i = 0; i < k->itable_len; i++) {
            const char *in = k->itable[i].iface->name;
            if (strlen(in) == len && strncmp(in, name, len) == 0)
                return 1;
        }
    }
    return 0;
}

/* HotSpot's checks, in its order: the slot must lie in the frame and
 * hold a value of the kind asked for (a reference or not); with a
 * LocalVariableTable, a variable must cover the slot at the frame's bci
 * (start <= bci <= start + length) with the type asked for, and an
 * object written must be assignable to the variable's type. */
static jvmtiError check_slot(const Frame *f, jint slot, LocalType type, Object *value, int set)
{
    const Method *m = f->method;
    int wide = type == LT_LONG || type == LT_DOUBLE;
    if (slot < 0 || (int64_t)slot + wide >= m->max_locals)
        return JVMTI_ERROR_INVALID_SLOT;
    uint8_t *kinds = malloc(m->max_locals);
    if (kinds && interp_local_kinds(m, frame_bci(f), kinds) != 0) {
        free(kinds);
        kinds = NULL;
    }
    int kind = slot_kind(kinds, f->locals, slot);
    int second = wide ? slot_kind(kinds, f->locals, slot + 1) : SLOT_PRIM;
    free(kinds);
    if (second == SLOT_REF)
        return JVMTI_ERROR_INVALID_SLOT;
    if (type == LT_OBJECT ? !(kind & SLOT_REF) : !(kind & SLOT_PRIM))
        return JVMTI_ERROR_TYPE_MISMATCH;
    const CfCode *code = m->cf_code;
    if (!code || code->local_variable_count == 0)
        return JVMTI_ERROR_NONE;
    uint32_t bci = frame_bci(f);
    const CfLocalVariable *v = NULL;
    for (uint16_t i = 0; i < code->local_variable_count; i++) {
        const CfLocalVariable *e = &code->local_variables[i];
        if (e->index == (uint16_t)slot && e->start_pc <= bci && bci <= (uint32_t)e->start_pc + e->length) {
            v = e;
            break;
        }
    }
    if (!v)
        return JVMTI_ERROR_INVALID_SLOT;
    if (descriptor_type(v->descriptor) != type)
        return JVMTI_ERROR_TYPE_MISMATCH;
    if (set && type == LT_OBJECT && value && !assignable_to(value->klass, v->descriptor))
        return JVMTI_ERROR_TYPE_MISMATCH;
    return JVMTI_ERROR_NONE;
}

/* One access to a local: the frame, its checks, then the read or write. */
static jvmtiError local_access(jvmtiEnv *env, jthread thread, jint depth, jint slot, LocalType type, int set,
                               void *out, const jvalue *in)
{
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP_OTHER, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (depth < 0)
        return jvmti_query_end(&q, JVMTI_ERROR_ILLEGAL_ARGUMENT);
    if (!set && !out)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    Object *value = NULL;
    if (set && type == LT_OBJECT && in->l) {
        err = jvmti_object(in->l, &value);
        if (err != JVMTI_ERROR_NONE)
            return jvmti_query_end(&q, err);
    }
    Frame *f;
    err = frame_at_depth(&q, depth, &f);
    if (err != JVMTI_ERROR_NONE)
        return jvmti_query_end(&q, err);
    if (f->flags & FRAME_NATIVE)
        return jvmti_query_end(&q, JVMTI_ERROR_OPAQUE_FRAME);
    err = check_slot(f, slot, type, value, set);
    if (err != JVMTI_ERROR_NONE)
        return jvmti_query_end(&q, err);
    Slot *s = &f->locals[slot];
    if (set) {
        /* Canonical slot form (vm/object.h). */
        switch (type) {
        case LT_INT: s->j = in->i; break;
        case LT_LONG: s[0].j = in->j; s[1].raw = 0; break;
        case LT_FLOAT: s->raw = 0; s->f = in->f; break;
        case LT_DOUBLE: s[0].d = in->d; s[1].raw = 0; break;
        case LT_OBJECT: s->l = value; break;
        }
    } else {
        switch (type) {
        case LT_INT: *(jint *)out = s->i; break;
        case LT_LONG: *(jlong *)out = s->j; break;
        case LT_FLOAT: *(jfloat *)out = s->f; break;
        case LT_DOUBLE: *(jdouble *)out = s->d; break;
        case LT_OBJECT: *(jobject *)out = s->l ? jvmti_local(q.self, s->l) : NULL; break;
        }
    }
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

#define GET_LOCAL(Name, ctype, lt)                                                                  \
    jvmtiError JNICALL jvmti_GetLocal##Name(jvmtiEnv *env, jthread thread, jint depth, jint slot,   \
                                            ctype *value_ptr)                                       \
    {                                                                                               \
        JVMTI_ENTER(env, PH_LIVE);                                                                  \
        JVMTI_NEED_CAP(env, can_access_local_variables);                                            \
        return local_access(env, thread, depth, slot, lt, 0, value_ptr, NULL);                      \
    }
#define SET_LOCAL(Name, ctype, lt, member)                                                          \
    jvmtiError JNICALL jvmti_SetLocal##Name(jvmtiEnv *env, jthread thread, jint depth, jint slot,   \
                                            ctype value)                                            \
    {                                                                                               \
        JVMTI_ENTER(env, PH_LIVE);                                                                  \
        JVMTI_NEED_CAP(env, can_access_local_variables);                                            \
        jvalue v;                                                                                   \
        memset(&v, 0, sizeof v);                                                                    \
        v.member = value;                                                                           \
        return local_access(env, thread, depth, slot, lt, 1, NULL, &v);                             \
    }
GET_LOCAL(Object, jobject, LT_OBJECT)
GET_LOCAL(Int, jint, LT_INT)
GET_LOCAL(Long, jlong, LT_LONG)
GET_LOCAL(Float, jfloat, LT_FLOAT)
GET_LOCAL(Double, jdouble, LT_DOUBLE)
SET_LOCAL(Object, jobject, LT_OBJECT, l)
SET_LOCAL(Int, jint, LT_INT, i)
SET_LOCAL(Long, jlong, LT_LONG, j)
SET_LOCAL(Float, jfloat, LT_FLOAT, f)
SET_LOCAL(Double, jdouble, LT_DOUBLE, d)

/* The receiver: slot 0 of an instance method's frame, native frames
 * included; INVALID_SLOT for a static method. */
jvmtiError JNICALL jvmti_GetLocalInstance(jvmtiEnv *env, jthread thread, jint depth, jobject *value_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_access_local_variables);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP_OTHER, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (depth < 0)
        return jvmti_query_end(&q, JVMTI_ERROR_ILLEGAL_ARGUMENT);
    if (!value_ptr)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    Frame *f;
    err = frame_at_depth(&q, depth, &f);
    if (err != JVMTI_ERROR_NONE)
        return jvmti_query_end(&q, err);
    if (f->method->access_flags & ACC_STATIC)
        return jvmti_query_end(&q, JVMTI_ERROR_INVALID_SLOT);
    *value_ptr = jvmti_local(q.self, f->locals[0].l);
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

/* ------------------------------------------------------------------ */
/* Breakpoints: can_generate_breakpoint_events                         */
/* ------------------------------------------------------------------ */

static jvmtiError breakpoint_args(jvmtiEnv *env, jmethodID method, jlocation location, Method **m)
{
    jvmtiError err = jvmti_method(method, m);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (!(*m)->code || location < 0 || location >= (jlocation)(*m)->code_length)
        return JVMTI_ERROR_INVALID_LOCATION;
    return JVMTI_ERROR_NONE;
}

static jvmtiError bp_error(int rc)
{
    switch (rc) {
    case BP_OK: return JVMTI_ERROR_NONE;
    case BP_DUPLICATE: return JVMTI_ERROR_DUPLICATE;
    case BP_NOT_FOUND: return JVMTI_ERROR_NOT_FOUND;
    case BP_BAD_LOCATION: return JVMTI_ERROR_INVALID_LOCATION;
    default: return JVMTI_ERROR_OUT_OF_MEMORY;
    }
}

jvmtiError JNICALL jvmti_SetBreakpoint(jvmtiEnv *env, jmethodID method, jlocation location)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_generate_breakpoint_events);
    Method *m;
    jvmtiError err = breakpoint_args(env, method, location, &m);
    if (err != JVMTI_ERROR_NONE)
        return err;
    return bp_error(interp_bp_set(m, (uint32_t)location, jvmti_env_of(env)));
}

jvmtiError JNICALL jvmti_ClearBreakpoint(jvmtiEnv *env, jmethodID method, jlocation location)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_generate_breakpoint_events);
    Method *m;
    jvmtiError err = breakpoint_args(env, method, location, &m);
    if (err != JVMTI_ERROR_NONE)
        return err;
    return bp_error(interp_bp_clear(m, (uint32_t)location, jvmti_env_of(env)));
}

/* An environment that gives up the capability or is disposed loses its
 * breakpoints. */
void jvmti_debug_env_gone(JvmtiEnv *e)
{
    interp_bp_clear_owner(e);
}

/* ------------------------------------------------------------------ */
/* Frame pops: can_generate_frame_pop_events                           */
/* ------------------------------------------------------------------ */

/* Each environment's requests hang off its JvmtiThreadState as the frame
 * records they name; the frame carries FRAME_POP_EVENT while any
 * environment waits for it. */
static int add_frame_pop(JvmtiThreadState *s, Frame *f)
{
    for (int i = 0; i < s->frame_pop_count; i++)
        if (s->frame_pops[i] == f)
            return 0;
    if (s->frame_pop_count == s->frame_pop_cap) {
        int nc = s->frame_pop_cap ? s->frame_pop_cap * 2 : 8;
        void **n = realloc(s->frame_pops, sizeof *n * (size_t)nc);
        if (!n)
            return -1;
        s->frame_pops = n;
        s->frame_pop_cap = nc;
    }
    s->frame_pops[s->frame_pop_count++] = f;
    return 0;
}

/* Removes the request for f; returns whether there was one. */
int jvmti_take_frame_pop(JvmtiThreadState *s, const Frame *f)
{
    for (int i = 0; i < s->frame_pop_count; i++)
        if (s->frame_pops[i] == f) {
            s->frame_pops[i] = s->frame_pops[--s->frame_pop_count];
            return 1;
        }
    return 0;
}

jvmtiError JNICALL jvmti_NotifyFramePop(jvmtiEnv *env, jthread thread, jint depth)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_generate_frame_pop_events);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP_OTHER, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (depth < 0)
        return jvmti_query_end(&q, JVMTI_ERROR_ILLEGAL_ARGUMENT);
    if (!may_change_frames(&q))
        return jvmti_query_end(&q, JVMTI_ERROR_THREAD_NOT_SUSPENDED);
    Frame *f;
    err = frame_at_depth(&q, depth, &f);
    if (err != JVMTI_ERROR_NONE)
        return jvmti_query_end(&q, err);
    if (f->flags & FRAME_NATIVE)
        return jvmti_query_end(&q, JVMTI_ERROR_OPAQUE_FRAME);
    /* jvmti_lock is never taken under the thread list lock (which the query
     * holds); the frame stays: its thread is this one, or stopped. */
    Thread *target = q.t;
    jvmti_query_end(&q, JVMTI_ERROR_NONE);
    pthread_mutex_lock(&jvmti_lock);
    JvmtiThreadState *s = jvmti_thread_state(target, jvmti_env_of(env), 1);
    int rc = s ? add_frame_pop(s, f) : -1;
    if (rc == 0)
        f->flags |= FRAME_POP_EVENT;
    pthread_mutex_unlock(&jvmti_lock);
    return rc == 0 ? JVMTI_ERROR_NONE : JVMTI_ERROR_OUT_OF_MEMORY;
}

/* JVMTI 25's ClearAllFramePops (slot 67, reserved in JVMTI 17), which the
 * libjdwp.so of JDK 25 calls when a step ends: this environment's
 * NotifyFramePop requests on the thread are dropped. */
jvmtiError JNICALL jvmti_ClearAllFramePops(jvmtiEnv *env, jthread thread)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_generate_frame_pop_events);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP_OTHER, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (!may_change_frames(&q))
        return jvmti_query_end(&q, JVMTI_ERROR_THREAD_NOT_SUSPENDED);
    Thread *target = q.t;
    jvmti_query_end(&q, JVMTI_ERROR_NONE);
    pthread_mutex_lock(&jvmti_lock);
    JvmtiThreadState *s = jvmti_thread_state(target, jvmti_env_of(env), 0);
    if (s)
        s->frame_pop_count = 0;
    pthread_mutex_unlock(&jvmti_lock);
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Field watches: can_generate_field_access_events,                    */
/* can_generate_field_modification_events                              */
/* ------------------------------------------------------------------ */

/* A watch belongs to the field, not to an environment, as in HotSpot:
 * a second environment setting the same watch gets DUPLICATE, and any
 * environment may clear it. */
static jvmtiError watch(jvmtiEnv *env, jclass klass, jfieldID field, uint8_t bit, int set)
{
    Class *c;
    Field *f;
    jvmtiError err = jvmti_field(klass, field, &c, &f);
    if (err != JVMTI_ERROR_NONE)
        return err;
    pthread_mutex_lock(&jvmti_lock);
    uint8_t was = __atomic_load_n(&f->watch, __ATOMIC_RELAXED);
    if (set && (was & bit))
        err = JVMTI_ERROR_DUPLICATE;
    else if (!set && !(was & bit))
        err = JVMTI_ERROR_NOT_FOUND;
    else {
        uint8_t now = set ? (uint8_t)(was | bit) : (uint8_t)(was & ~bit);
        __atomic_store_n(&f->watch, now, __ATOMIC_RELAXED);
        watched_fields += set ? 1 : -1;
    }
    pthread_mutex_unlock(&jvmti_lock);
    if (err == JVMTI_ERROR_NONE)
        jvmti_recompute_interest();
    return err;
}

jvmtiError JNICALL jvmti_SetFieldAccessWatch(jvmtiEnv *env, jclass klass, jfieldID field)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_generate_field_access_events);
    return watch(env, klass, field, FIELD_WATCH_ACCESS, 1);
}

jvmtiError JNICALL jvmti_ClearFieldAccessWatch(jvmtiEnv *env, jclass klass, jfieldID field)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_generate_field_access_events);
    return watch(env, klass, field, FIELD_WATCH_ACCESS, 0);
}

jvmtiError JNICALL jvmti_SetFieldModificationWatch(jvmtiEnv *env, jclass klass, jfieldID field)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_generate_field_modification_events);
    return watch(env, klass, field, FIELD_WATCH_MODIFY, 1);
}

jvmtiError JNICALL jvmti_ClearFieldModificationWatch(jvmtiEnv *env, jclass klass, jfieldID field)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_generate_field_modification_events);
    return watch(env, klass, field, FIELD_WATCH_MODIFY, 0);
}

/* ------------------------------------------------------------------ */
/* PopFrame (can_pop_frame), ForceEarlyReturn (can_force_early_return) */
/* ------------------------------------------------------------------ */

/* Both act on a thread's top frame when it next runs an instruction: the
 * thread must be the caller or suspended (may_change_frames), and the
 * request is carried out by its instrumented loop once the event callback
 * returns or the thread is resumed (interp/debug.h). */
static jvmtiError frame_request_thread(ThreadQuery *q, jthread thread)
{
    jvmtiError err = jvmti_query_begin(q, thread, Q_STOP_OTHER, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (!may_change_frames(q))
        return jvmti_query_end(q, JVMTI_ERROR_THREAD_NOT_SUSPENDED);
    if (q->t->frame_request)
        return jvmti_query_end(q, JVMTI_ERROR_INTERNAL);
    /* HotSpot refuses another thread that is entering or waiting on a
     * monitor (its OS thread is in MONITOR_WAIT), whatever its frames:
     * a frame popped there would leave the monitor half taken. */
    if (q->t != q->self && (q->t->blocked_on || q->t->waiting_on))
        return jvmti_query_end(q, JVMTI_ERROR_OPAQUE_FRAME);
    return JVMTI_ERROR_NONE;
}

static void post_request(ThreadQuery *q, int request)
{
    interp_request_frame(q->t, request);
    jvmti_query_end(q, JVMTI_ERROR_NONE);
    jvmti_recompute_interest();
}

/* HotSpot's conditions: the top two frames are Java frames, not native,
 * and the top one was not entered from native code (no VM frame
 * between them). */
jvmtiError JNICALL jvmti_PopFrame(jvmtiEnv *env, jthread thread)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_pop_frame);
    if (!thread)
        return JVMTI_ERROR_INVALID_THREAD;      /* no "NULL means the current thread" here */
    ThreadQuery q;
    jvmtiError err = frame_request_thread(&q, thread);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Frame *top = q.t->top;
    if (!top || !top->prev)
        return jvmti_query_end(&q, JVMTI_ERROR_NO_MORE_FRAMES);
    if ((top->flags & FRAME_NATIVE) || (top->prev->flags & FRAME_NATIVE) || (top->flags & FRAME_ENTRY))
        return jvmti_query_end(&q, JVMTI_ERROR_OPAQUE_FRAME);
    post_request(&q, FRAME_REQUEST_POP);
    return JVMTI_ERROR_NONE;
}

/* The kinds ForceEarlyReturn is called with, and the return types each
 * accepts (HotSpot's TosStates: the int form serves every int-like type). */
static int return_type_fits(uint8_t ret, char kind)
{
    switch (kind) {
    case 'I': return ret == T_INT || ret == T_BOOLEAN || ret == T_BYTE || ret == T_CHAR || ret == T_SHORT;
    case 'L': return ret == T_OBJECT || ret == T_ARRAY;
    default: return ret == (uint8_t)kind;         /* J F D V */
    }
}

static jvmtiError early_return(jvmtiEnv *env, jthread thread, char kind, Slot value, jobject obj)
{
    ThreadQuery q;
    jvmtiError err = frame_request_thread(&q, thread);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Frame *top = q.t->top;
    if (!top)
        return jvmti_query_end(&q, JVMTI_ERROR_NO_MORE_FRAMES);
    if (top->flags & FRAME_NATIVE)
        return jvmti_query_end(&q, JVMTI_ERROR_OPAQUE_FRAME);
    const Method *m = top->method;
    if (!return_type_fits(m->ret_type, kind))
        return jvmti_query_end(&q, JVMTI_ERROR_TYPE_MISMATCH);
    Object *o = NULL;
    if (kind == 'L' && obj) {
        err = jvmti_object(obj, &o);
        if (err != JVMTI_ERROR_NONE)
            return jvmti_query_end(&q, err);
        const char *rt = strchr(m->desc, ')') + 1;
        if (!assignable_to(o->klass, rt))
            return jvmti_query_end(&q, JVMTI_ERROR_TYPE_MISMATCH);
    }
    q.t->early_return = value;
    q.t->early_return_obj = o;
    post_request(&q, FRAME_REQUEST_RETURN);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_ForceEarlyReturnObject(jvmtiEnv *env, jthread thread, jobject value)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_force_early_return);
    return early_return(env, thread, 'L', (Slot){ .raw = 0 }, value);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnInt(jvmtiEnv *env, jthread thread, jint value)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_force_early_return);
    return early_return(env, thread, 'I', (Slot){ .j = value }, NULL);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnLong(jvmtiEnv *env, jthread thread, jlong value)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_force_early_return);
    return early_return(env, thread, 'J', (Slot){ .j = value }, NULL);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnFloat(jvmtiEnv *env, jthread thread, jfloat value)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_force_early_return);
    Slot s = { .raw = 0 };
    s.f = value;
    return early_return(env, thread, 'F', s, NULL);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnDouble(jvmtiEnv *env, jthread thread, jdouble value)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_force_early_return);
    return early_return(env, thread, 'D', (Slot){ .d = value }, NULL);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnVoid(jvmtiEnv *env, jthread thread)
{
    JVMTI_ENTER(env, PH_LIVE);
    JVMTI_NEED_CAP(env, can_force_early_return);
    return early_return(env, thread, 'V', (Slot){ .raw = 0 }, NULL);
}
