/*
 * What every JVMTI function shares: environment and phase checks, handle
 * validation, memory for agents, the member registry behind jmethodID and
 * jfieldID validation, and the bracket around agent callbacks.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

#include "interp/interp.h"
#include "jvmti/jvmti_internal.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/roots.h"
#include "vm/vm.h"

JvmtiEnv *jvmti_envs;
pthread_mutex_t jvmti_lock = PTHREAD_MUTEX_INITIALIZER;
volatile jvmtiPhase jvmti_phase = JVMTI_PHASE_ONLOAD;

unsigned jvmti_phase_bit(void)
{
    switch (jvmti_phase) {
    case JVMTI_PHASE_ONLOAD: return PH_ONLOAD;
    case JVMTI_PHASE_PRIMORDIAL: return PH_PRIMORDIAL;
    case JVMTI_PHASE_START: return PH_START;
    case JVMTI_PHASE_LIVE: return PH_LIVE;
    default: return PH_DEAD;
    }
}

static int env_is_known(jvmtiEnv *env)
{
    int found = 0;
    pthread_mutex_lock(&jvmti_lock);
    for (JvmtiEnv *e = jvmti_envs; e; e = e->next)
        if (jvmti_handle(e) == env && e->valid)
            found = 1;
    pthread_mutex_unlock(&jvmti_lock);
    return found;
}

/* The phase comes first, as in HotSpot 17: a function called in a phase
 * it does not allow answers WRONG_PHASE even through a disposed
 * environment. */
jvmtiError jvmti_check_env(jvmtiEnv *env, unsigned phases)
{
    if (!(jvmti_phase_bit() & phases))
        return JVMTI_ERROR_WRONG_PHASE;
    if (!env || !env_is_known(env))
        return JVMTI_ERROR_INVALID_ENVIRONMENT;
    return JVMTI_ERROR_NONE;
}

_Thread_local int jvmti_in_gc_callback;

/* From the start phase on, only Java threads (started, attached or agent
 * threads) may call most functions; before it the VM has only the thread
 * loading agents. */
jvmtiError jvmti_check_attached(Thread *t)
{
    if (t || jvmti_phase == JVMTI_PHASE_ONLOAD || jvmti_phase == JVMTI_PHASE_PRIMORDIAL)
        return JVMTI_ERROR_NONE;
    return JVMTI_ERROR_UNATTACHED_THREAD;
}

/* ------------------------------------------------------------------ */
/* Handles                                                             */
/* ------------------------------------------------------------------ */

/* A jobject is valid when it is a live JNI reference to an allocated
 * object. References are addresses of slots the VM owns, so the check
 * reads only memory the VM knows to exist. */
jvmtiError jvmti_object(jobject ref, Object **out)
{
    *out = NULL;
    if (!ref || !jni_is_valid_ref(ref))
        return JVMTI_ERROR_INVALID_OBJECT;
    Object *o = jni_deref(ref);
    if (!o || !heap_is_object(o))
        return JVMTI_ERROR_INVALID_OBJECT;
    *out = o;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_class(jclass ref, Class **out)
{
    Object *o;
    *out = NULL;
    if (jvmti_object(ref, &o) != JVMTI_ERROR_NONE || o->klass != wk.klass)
        return JVMTI_ERROR_INVALID_CLASS;
    Class *c = mirror_class(o);
    if (!c)
        return JVMTI_ERROR_INVALID_CLASS;
    *out = c;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_thread_object(jthread ref, Object **out)
{
    Object *o;
    *out = NULL;
    if (jvmti_object(ref, &o) != JVMTI_ERROR_NONE || !cls_is_subclass_of(o->klass, wk.thread))
        return JVMTI_ERROR_INVALID_THREAD;
    *out = o;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_live_thread(jthread ref, Thread **out)
{
    *out = NULL;
    if (!ref) {
        Thread *t = thr_current();
        if (!t || !t->jthread)
            return JVMTI_ERROR_UNATTACHED_THREAD;
        *out = t;
        return JVMTI_ERROR_NONE;
    }
    Object *o;
    jvmtiError e = jvmti_thread_object(ref, &o);
    if (e != JVMTI_ERROR_NONE)
        return e;
    Thread *t = thr_of(o);
    if (!t)
        return JVMTI_ERROR_THREAD_NOT_ALIVE;
    *out = t;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_thread_group(jthreadGroup ref, Object **out)
{
    Object *o;
    *out = NULL;
    if (jvmti_object(ref, &o) != JVMTI_ERROR_NONE || !cls_is_subclass_of(o->klass, wk.thread_group))
        return JVMTI_ERROR_INVALID_THREAD_GROUP;
    *out = o;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_method(jmethodID id, Method **out)
{
    *out = NULL;
    if (!id || !cls_is_method(id))
        return JVMTI_ERROR_INVALID_METHODID;
    *out = (Method *)id;
    return JVMTI_ERROR_NONE;
}

jvmtiError jvmti_field(jclass klass, jfieldID id, Class **kout, Field **out)
{
    *out = NULL;
    jvmtiError e = jvmti_class(klass, kout);
    if (e != JVMTI_ERROR_NONE)
        return e;
    /* A primitive class has no fields: HotSpot refuses it as a class. */
    if (cls_is_primitive(*kout))
        return JVMTI_ERROR_INVALID_CLASS;
    if (!id || !cls_is_field(id))
        return JVMTI_ERROR_INVALID_FIELDID;
    /* HotSpot does not check that the field belongs to klass. */
    *out = (Field *)id;
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Memory                                                              */
/* ------------------------------------------------------------------ */

void *jvmti_alloc(size_t size) { return malloc(size ? size : 1); }

char *jvmti_strdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *r = jvmti_alloc(n);
    if (r)
        memcpy(r, s, n);
    return r;
}

char *jvmti_class_signature(const Class *c)
{
    if (c->prim_type) {
        char s[2] = { (char)c->prim_type, 0 };
        return jvmti_strdup(s);
    }
    if (c->is_array)
        return jvmti_strdup(c->name);
    size_t n = strlen(c->name);
    char *r = jvmti_alloc(n + 3);
    if (r) {
        r[0] = 'L';
        memcpy(r + 1, c->name, n);
        r[n + 1] = ';';
        r[n + 2] = 0;
    }
    return r;
}

/* ------------------------------------------------------------------ */
/* Calling agents                                                      */
/* ------------------------------------------------------------------ */

JNIEnv *jvmti_jni(Thread *t) { return jni_env(t); }

jobject jvmti_local(Thread *t, Object *o) { return jni_new_local(t, o); }

void jvmti_callback_enter(CallbackScope *s, Thread *t)
{
    s->t = t;
    if (!t)
        return;
    s->local_ref_mark = t->local_ref_count;
    s->state = t->state;
    /* A pending exception is hidden from the agent and restored after. */
    s->saved_exception = t->exception;
    t->exception = NULL;
    if (s->saved_exception)
        thr_push_root(t, &s->saved_exception);
    s->grn_took = thr_agent_enter(t);
    if (t->state == THR_IN_JAVA)
        thr_enter_safe(t, THR_IN_NATIVE);
}

void jvmti_callback_leave(CallbackScope *s)
{
    Thread *t = s->t;
    if (!t)
        return;
    /* Back to Java code: a thread suspended meanwhile stops here, where
     * HotSpot stops it, on its way from the VM to Java. */
    if (s->state == THR_IN_JAVA && t->state != THR_IN_JAVA)
        thr_leave_safe(t);
    if (s->saved_exception) {
        thr_pop_roots(t, 1);
        t->exception = s->saved_exception;
    }
    t->local_ref_count = s->local_ref_mark;
    thr_agent_leave(t, s->grn_took);
}

/* ------------------------------------------------------------------ */
/* Stopping the world from JVMTI                                       */
/* ------------------------------------------------------------------ */

void jvmti_stop_world(Thread *self)
{
    heap_lock_world(self);
}

void jvmti_start_world(Thread *self)
{
    heap_unlock_world(self);
}
