/*
 * JVMTI stack frame functions: stack traces of one, some or all threads,
 * frame counts and locations.
 *
 * Frames are read through the one stack walker (Thread.top, Frame.prev).
 * Depth 0 is the newest frame; native methods count as frames with
 * location -1. Another thread's frames are read with the world stopped
 * and its record pinned (jvmti_thread.h).
 */
#include "jvmti/jvmti_thread.h"

#include <string.h>

#include "interp/interp.h"

enum { OPC_MONITORENTER = 0xc2 };

/* HotSpot's interpreter steps past a monitorenter before it locks, so a
 * thread inside monitorenter (contending, or in the contended-enter
 * events) reports the next instruction. Ours stays on the instruction
 * with the object still on the operand stack; a null there is the
 * NullPointerException case, which HotSpot reports at the instruction. */
static jlocation frame_location(const Thread *t, const Frame *f)
{
    if (f->flags & FRAME_NATIVE)
        return -1;
    uint32_t bci = frame_bci(f);
    const CfCode *cc = f->method->cf_code;
    if (f == t->top && cc && bci < cc->code_length && cc->code[bci] == OPC_MONITORENTER &&
        f->sp > f->stack && f->sp[-1].l)
        bci++;
    return (jlocation)bci;
}

/* The frame at depth, or NULL. */
static const Frame *frame_at(const Thread *t, jint depth)
{
    const Frame *f = t->top;
    while (f && depth-- > 0)
        f = f->prev;
    return f;
}

/* GetStackTrace's selection: the first frame to report for start_depth,
 * or ILLEGAL_ARGUMENT when start_depth lies outside the stack (a positive
 * depth at or past the oldest frame, a negative one beyond it). */
static jvmtiError first_frame(const Thread *t, jint start_depth, const Frame **out)
{
    if (start_depth >= 0) {
        /* walked no deeper than asked: a sampler's or an allocation
         * tracker's few top frames cost the same on any stack */
        const Frame *f = t ? frame_at(t, start_depth) : NULL;
        if (start_depth > 0 && !f)
            return JVMTI_ERROR_ILLEGAL_ARGUMENT;
        *out = f;
    } else {
        jint depth = t ? frame_depth(t) : 0;
        if (-(jlong)start_depth > depth)
            return JVMTI_ERROR_ILLEGAL_ARGUMENT;
        *out = frame_at(t, depth + start_depth);
    }
    return JVMTI_ERROR_NONE;
}

static jint fill_frames(const Thread *t, const Frame *f, jint max, jvmtiFrameInfo *buf)
{
    jint n = 0;
    for (; f && n < max; f = f->prev, n++) {
        buf[n].method = (jmethodID)cls_method_id(f->method);
        buf[n].location = frame_location(t, f);
    }
    return n;
}

jvmtiError JNICALL jvmti_GetStackTrace(jvmtiEnv *env, jthread thread, jint start_depth, jint max_frame_count,
                                       jvmtiFrameInfo *frame_buffer, jint *count_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP_OTHER, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (max_frame_count < 0)
        return jvmti_query_end(&q, JVMTI_ERROR_ILLEGAL_ARGUMENT);
    if (!frame_buffer || !count_ptr)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    const Frame *f;
    if ((err = first_frame(q.t, start_depth, &f)) == JVMTI_ERROR_NONE)
        *count_ptr = fill_frames(q.t, f, max_frame_count, frame_buffer);
    return jvmti_query_end(&q, err);
}

jvmtiError JNICALL jvmti_GetFrameCount(jvmtiEnv *env, jthread thread, jint *count_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP_OTHER, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (!count_ptr)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    *count_ptr = frame_depth(q.t);
    return jvmti_query_end(&q, JVMTI_ERROR_NONE);
}

jvmtiError JNICALL jvmti_GetFrameLocation(jvmtiEnv *env, jthread thread, jint depth, jmethodID *method_ptr,
                                          jlocation *location_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    ThreadQuery q;
    jvmtiError err = jvmti_query_begin(&q, thread, Q_STOP_OTHER, 1);
    if (err != JVMTI_ERROR_NONE)
        return err;
    if (depth < 0)
        return jvmti_query_end(&q, JVMTI_ERROR_ILLEGAL_ARGUMENT);
    if (!method_ptr || !location_ptr)
        return jvmti_query_end(&q, JVMTI_ERROR_NULL_POINTER);
    const Frame *f = frame_at(q.t, depth);
    if (f) {
        *method_ptr = (jmethodID)cls_method_id(f->method);
        *location_ptr = frame_location(q.t, f);
    }
    return jvmti_query_end(&q, f ? JVMTI_ERROR_NONE : JVMTI_ERROR_NO_MORE_FRAMES);
}

/* ------------------------------------------------------------------ */
/* Several threads at once                                             */
/* ------------------------------------------------------------------ */

/*
 * One allocation holds the jvmtiStackInfo array and, after it, every
 * frame buffer, so the agent frees the result with one Deallocate. The
 * world is stopped and the thread list locked: jts[i] and recs[i] (NULL
 * when not alive) describe thread i.
 */
static jvmtiError build_stack_infos(Thread *self, jint n, Object **jts, Thread **recs, jint max_frames,
                                    jvmtiStackInfo **out)
{
    size_t frames = 0;
    for (jint i = 0; i < n; i++) {
        jint d = 0;   /* the frames reported, not the whole stack */
        for (const Frame *f = recs[i] ? recs[i]->top : NULL; f && d < max_frames; f = f->prev)
            d++;
        frames += (size_t)d;
    }
    size_t size = (size_t)n * sizeof(jvmtiStackInfo) + frames * sizeof(jvmtiFrameInfo);
    jvmtiStackInfo *si = jvmti_alloc(size ? size : 1);
    if (!si)
        return JVMTI_ERROR_OUT_OF_MEMORY;
    jvmtiFrameInfo *fi = (jvmtiFrameInfo *)(si + n);
    for (jint i = 0; i < n; i++) {
        si[i].thread = jvmti_local(self, jts[i]);
        si[i].state = jvmti_thread_state_bits(jts[i], recs[i]);
        si[i].frame_count = recs[i] ? fill_frames(recs[i], recs[i]->top, max_frames, fi) : 0;
        si[i].frame_buffer = si[i].frame_count ? fi : NULL;
        fi += si[i].frame_count;
    }
    *out = si;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetAllStackTraces(jvmtiEnv *env, jint max_frame_count, jvmtiStackInfo **stack_info_ptr,
                                           jint *thread_count_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    if (max_frame_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JVMTI_NOT_NULL(stack_info_ptr);
    JVMTI_NOT_NULL(thread_count_ptr);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_STOP);
    if (err != JVMTI_ERROR_NONE)
        return err;
    /* Live threads with a Thread object, oldest first as HotSpot lists them. */
    jint n = 0;
    Thread *oldest = NULL;
    for (Thread *t = thr_list_first(); t; t = t->next) {
        n += t->jthread && thr_of(t->jthread) == t;
        oldest = t;
    }
    Object **jts = malloc((size_t)(n ? n : 1) * sizeof *jts);
    Thread **recs = malloc((size_t)(n ? n : 1) * sizeof *recs);
    if (!jts || !recs) {
        err = JVMTI_ERROR_OUT_OF_MEMORY;
    } else {
        jint i = 0;
        for (Thread *t = oldest; t; t = t->prev)
            if (t->jthread && thr_of(t->jthread) == t) {
                jts[i] = t->jthread;
                recs[i++] = t;
            }
        err = build_stack_infos(q.self, n, jts, recs, max_frame_count, stack_info_ptr);
        if (err == JVMTI_ERROR_NONE)
            *thread_count_ptr = n;
    }
    free(jts);
    free(recs);
    return jvmti_query_end(&q, err);
}

jvmtiError JNICALL jvmti_GetThreadListStackTraces(jvmtiEnv *env, jint thread_count, const jthread *thread_list,
                                                  jint max_frame_count, jvmtiStackInfo **stack_info_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    if (thread_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JVMTI_NOT_NULL(thread_list);
    if (max_frame_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JVMTI_NOT_NULL(stack_info_ptr);
    ThreadQuery q;
    jvmtiError err = jvmti_query_enter(&q, Q_OBJECT);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Object **jts = malloc((size_t)(thread_count ? thread_count : 1) * sizeof *jts);
    Thread **recs = malloc((size_t)(thread_count ? thread_count : 1) * sizeof *recs);
    if (!jts || !recs)
        err = JVMTI_ERROR_OUT_OF_MEMORY;
    /* Every handle is checked before anything is read; a thread that is
     * not alive gets its state and an empty stack. */
    for (jint i = 0; err == JVMTI_ERROR_NONE && i < thread_count; i++)
        if (!thread_list[i])
            err = JVMTI_ERROR_INVALID_THREAD;
        else
            err = jvmti_thread_object(thread_list[i], &jts[i]);
    if (err == JVMTI_ERROR_NONE) {
        jvmti_stop_world(q.self);
        q.stopped = 1;
        thr_list_lock();
        q.locked = 1;
        for (jint i = 0; i < thread_count; i++)
            recs[i] = jvmti_live_record(jts[i]);
        err = build_stack_infos(q.self, thread_count, jts, recs, max_frame_count, stack_info_ptr);
    }
    free(jts);
    free(recs);
    return jvmti_query_end(&q, err);
}
