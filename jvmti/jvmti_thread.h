/*
 * Reading other threads safely, shared by the thread and stack families
 * (jvmti_thread.c, jvmti_stack.c).
 *
 * Agents call JVMTI in native state. A query first enters the VM state so
 * the GC cannot run while object pointers sit in C locals, resolves its
 * jthread, stops the world when another thread's frames or monitors are to
 * be read, and holds the thread list lock so the target's record cannot be
 * freed (an ending thread unlinks itself under that lock) and its state
 * cannot change (every state change takes it too).
 *
 * Lock order: world (heap lock) -> thread list -> jvmti_lock.
 */
#ifndef AGENTVM_JVMTI_THREAD_H
#define AGENTVM_JVMTI_THREAD_H

#include "jvmti/jvmti_internal.h"

typedef enum QueryMode {
    Q_OBJECT,       /* resolve the thread object only */
    Q_PIN,          /* also pin the record under the thread list lock */
    Q_STOP_OTHER,   /* also stop the world when the target is another thread */
    Q_STOP          /* always stop the world (heap walks) */
} QueryMode;

typedef struct ThreadQuery {
    Thread *self;
    int saved_state;    /* the caller's state, restored on the way out */
    int stopped;        /* we stopped the world */
    int locked;         /* we hold the thread list lock */
    Object *jt;         /* the target's java.lang.Thread */
    Thread *t;          /* its live record, or NULL (never started, ended) */
} ThreadQuery;

/* Enter the VM for the calling thread (UNATTACHED_THREAD when the VM does
 * not know it), with the world stopped per mode; no target. */
jvmtiError jvmti_query_enter(ThreadQuery *q, QueryMode mode);
/* The same for `thread` (NULL: the caller): INVALID_THREAD, and
 * THREAD_NOT_ALIVE when need_alive and the thread is not alive. On error
 * nothing is held. */
jvmtiError jvmti_query_begin(ThreadQuery *q, jthread thread, QueryMode mode, int need_alive);
/* Undo jvmti_query_begin/jvmti_query_enter. Returns err for tail calls. */
jvmtiError jvmti_query_end(ThreadQuery *q, jvmtiError err);

/* The live record of a thread object, or NULL; the thread list lock is
 * held. */
Thread *jvmti_live_record(Object *jt);

/* GetThreadState's bits for a thread object and its live record (NULL when
 * not alive). The thread list lock is held. */
jint jvmti_thread_state_bits(Object *jt, Thread *t);

#endif
