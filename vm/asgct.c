/*
 * AsyncGetCallTrace: the call trace of the current thread, for sampling
 * profilers that interrupt threads with a signal (SIGPROF, a timer) and
 * walk the Java stack from the handler.
 *
 * HotSpot exports this function from libjvm.so with no header; profilers
 * find it with dlsym and declare it themselves:
 *
 *   typedef struct { jint lineno; jmethodID method_id; } ASGCT_CallFrame;
 *   typedef struct { JNIEnv *env_id; jint num_frames; ASGCT_CallFrame *frames; } ASGCT_CallTrace;
 *   void AsyncGetCallTrace(ASGCT_CallTrace *trace, jint depth, void *ucontext);
 *
 * The caller sets env_id to its thread's JNIEnv. On return, num_frames is
 * the number of frames stored (newest first: a Java frame's lineno is its
 * bci, a native method's is -3), or one of HotSpot's negative codes when
 * no trace could be taken (the `ticks_*` below). As on HotSpot, a trace
 * is refused (-1) unless some agent has enabled ClassLoad events and set
 * a callback for them: that is how such profilers make sure the
 * jmethodIDs they will see exist.
 *
 * It runs inside a signal handler, so it only reads: the thread's record
 * (thread-local), its frames and the methods they name. It takes no lock,
 * allocates nothing and calls nothing that could. Frames are pushed
 * before Thread.top names them (a compiler barrier keeps that order, the
 * handler runs on the same thread), and the walk checks every frame it
 * follows: inside the thread's frame stack, older than the one before,
 * its pc inside its method's code.
 *
 * The current instruction of the top frame: the interpreter keeps pc in a
 * register and stores it into the frame only when it calls out (SAVE()).
 * When the signal interrupted one of the dispatch loops, which lie in a
 * section of their own (interp.h), the pc register in the signal context
 * is the current instruction; anywhere else (a native, the VM's own code)
 * the frame's saved pc is exact. Where the register cannot be read (other
 * compilers or architectures), the saved pc is used: the method is right,
 * the bci may be that of an earlier instruction of it.
 */
#define _GNU_SOURCE 1 /* REG_RIP, REG_RBX */
#include <stdint.h>

#include "include/jni.h"
#include "interp/interp.h"
#include "jvmti/jvmti_vm.h"
#include "vm/asgct.h"
#include "vm/class.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/thread.h"

#if defined(__linux__) && defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#include <ucontext.h>
#define ASGCT_HAVE_CONTEXT 1
#endif

typedef struct {
    jint lineno;
    jmethodID method_id;
} AsgctFrame;

typedef struct {
    JNIEnv *env_id;
    jint num_frames;
    AsgctFrame *frames;
} AsgctTrace;

/* HotSpot's codes for a trace not taken (forte.cpp's names). */
enum {
    ticks_no_Java_frame = 0,
    ticks_no_class_load = -1,
    ticks_GC_active = -2,
    ticks_unknown_not_Java = -3,
    ticks_not_walkable_not_Java = -4,
    ticks_unknown_Java = -5,
    ticks_not_walkable_Java = -6,
    ticks_unknown_state = -7,
    ticks_thread_exit = -8,
    ticks_deopt = -9,
    ticks_safepoint = -10
};

/* The lineno HotSpot gives a native method's frame. */
#define ASGCT_NATIVE_LINENO (-3)

/* The bounds of the dispatch loops' section, from the linker. */
extern const char __start_avm_interp_loops[] __attribute__((weak, visibility("hidden")));
extern const char __stop_avm_interp_loops[] __attribute__((weak, visibility("hidden")));

/* The interrupted pc of the top frame's method, or NULL. */
static const uint8_t *context_pc(void *ucontext)
{
#ifdef ASGCT_HAVE_CONTEXT
    if (!ucontext || !__start_avm_interp_loops)
        return NULL;
    const mcontext_t *mc = &((const ucontext_t *)ucontext)->uc_mcontext;
    const char *ip = (const char *)mc->gregs[REG_RIP];
    if (ip < __start_avm_interp_loops || ip >= __stop_avm_interp_loops)
        return NULL;
    return (const uint8_t *)mc->gregs[REG_RBX];     /* INTERP_PC_REGISTER */
#else
    (void)ucontext;
    return NULL;
#endif
}

static int frame_ok(const Thread *t, const Frame *f, const Frame *newer)
{
    if ((const Slot *)f < t->stack || (const Slot *)(f + 1) > t->stack_end ||
        ((uintptr_t)f & (sizeof(Slot) - 1)) != 0)
        return 0;
    if (newer && f >= newer)
        return 0;
    return f->method != NULL;
}

static int pc_in(const Method *m, const uint8_t *pc)
{
    return m->code && pc >= m->code && pc < m->code + m->code_length;
}

/* Fills trace from the thread's frames; the count or a ticks_ code. */
static jint walk(const Thread *t, AsgctFrame *out, jint depth, void *ucontext, int in_java)
{
    const Frame *f = __atomic_load_n(&t->top, __ATOMIC_RELAXED);
    /* Without a Java frame HotSpot finds no top frame to start from. */
    if (!f)
        return in_java ? ticks_unknown_Java : ticks_unknown_not_Java;
    jint not_walkable = in_java ? ticks_not_walkable_Java : ticks_not_walkable_not_Java;
    __atomic_signal_fence(__ATOMIC_ACQUIRE);
    const uint8_t *cpc = context_pc(ucontext);
    const Frame *newer = NULL;
    jint n = 0;
    while (f && n < depth) {
        if (!frame_ok(t, f, newer))
            return n > 0 ? n : not_walkable;
        Method *m = f->method;
        jint lineno;
        if (f->flags & FRAME_NATIVE) {
            lineno = ASGCT_NATIVE_LINENO;
        } else {
            const uint8_t *pc = f->pc;
            if (!newer && cpc && pc_in(m, cpc))
                pc = cpc;
            if (!pc_in(m, pc))
                return n > 0 ? n : not_walkable;
            lineno = (jint)(pc - m->code);
        }
        out[n].lineno = lineno;
        out[n].method_id = (jmethodID)cls_method_id(m);
        n++;
        newer = f;
        f = f->prev;
    }
    return n;
}

void AsyncGetCallTrace(void *trace_, jint depth, void *ucontext)
{
    AsgctTrace *trace = trace_;
    if (!trace)
        return;
    Thread *t = thr_current();
    if (!trace->env_id || !t || jni_env(t) != trace->env_id || t->terminating) {
        trace->num_frames = ticks_thread_exit;
        return;
    }
    if (!jvmti_posts_class_load()) {
        trace->num_frames = ticks_no_class_load;
        return;
    }
    if (heap_gc_active()) {
        trace->num_frames = ticks_GC_active;
        return;
    }
    if (!trace->frames || depth <= 0) {
        trace->num_frames = 0;
        return;
    }
    switch (t->state) {
    case THR_IN_JAVA:
        trace->num_frames = walk(t, trace->frames, depth, ucontext, 1);
        break;
    case THR_IN_NATIVE:
    case THR_BLOCKED:
    case THR_WAITING:
    case THR_TIMED_WAITING:
        trace->num_frames = walk(t, trace->frames, depth, NULL, 0);
        break;
    case THR_TERMINATED:
        trace->num_frames = ticks_thread_exit;
        break;
    default:
        trace->num_frames = ticks_unknown_state;
        break;
    }
}
