/*
 * The bytecode interpreter and its frames.
 *
 * Frames live on the thread's slot stack: a method's locals (its arguments
 * first, taken in place from the caller's operand stack), then the Frame
 * record, then the operand stack. They form a list through `prev`; the one
 * stack walker (frame_*) reads it for stack traces, GC roots, JVMTI and
 * samplers.
 */
#ifndef AGENTVM_INTERP_H
#define AGENTVM_INTERP_H

#include <stdint.h>

#include "vm/class.h"
#include "vm/common.h"
#include "vm/thread.h"

enum {
    FRAME_ENTRY = 1,   /* called from C: the interpreter returns after it */
    FRAME_NATIVE = 2,  /* a native method's frame (no bytecode) */
    FRAME_POP_EVENT = 4,  /* a debugger asked for its FramePop (ev_frame_pop) */
    FRAME_RECHECK = 8     /* on return, ask whether the caller must switch loops */
};

typedef struct Frame {
    struct Frame *prev;
    Method *method;
    uint8_t *pc;          /* next instruction; for callers: the invoke */
    Slot *locals;
    Slot *sp;             /* first free operand slot */
    Slot *stack;          /* operand stack base */
    Object *lock;         /* monitor of a synchronized method, or NULL */
    uint32_t local_ref_base;
    uint16_t flags;
    uint16_t pad;
} Frame;

#define FRAME_SLOTS ((sizeof(Frame) + sizeof(Slot) - 1) / sizeof(Slot))

/* Call m with its arguments (receiver first) in args; the result, if any, is
 * stored in *result. Returns 0, or -1 with an exception pending. Usable from
 * any VM code and from natives. */
int interp_invoke(Thread *t, Method *m, const Slot *args, Slot *result) AVM_NODISCARD;
/* Virtual dispatch on args[0] first. */
int interp_invoke_virtual(Thread *t, Method *m, const Slot *args, Slot *result) AVM_NODISCARD;

/* Both dispatch loops lie in a section of their own, so that a signal
 * handler can tell from the interrupted instruction's address that its
 * thread was running bytecode, and, on x86-64 with GCC, find the current
 * instruction in the register that holds pc there (vm/asgct.c). */
#define INTERP_LOOP_SECTION __attribute__((section("avm_interp_loops")))
#define INTERP_PC_REGISTER "rbx"
/* Before Thread.top names a new frame: its fields are written first, in
 * the order a signal handler on the same thread sees (no instruction). */
#define FRAME_PUBLISH() __atomic_signal_fence(__ATOMIC_RELEASE)

/* Stack walking. */
static inline uint32_t frame_bci(const Frame *f)
{
    return (f->flags & FRAME_NATIVE) ? 0 : (uint32_t)(f->pc - f->method->code);
}
int frame_depth(const Thread *t);

/* Resolution helpers shared with natives and JNI. */
Class *interp_resolve_class(Thread *t, Class *from, uint16_t cp_index);

/* Exception handler lookup (JVMS 2.10); -1 if none. May load classes. */
int32_t interp_find_handler(Thread *t, Method *m, uint32_t bci, Object *exc);

void interp_init(void);

#endif
