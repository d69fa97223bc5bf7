/*
 * The interpreter's side of debugging: breakpoints patched into the code,
 * and which threads run the instrumented dispatch loop.
 *
 * Nothing here costs the fast loop anything while unused: a breakpoint is
 * the reserved `breakpoint` opcode written over an instruction (its
 * handler looks the original up here); a thread enters the instrumented
 * loop (single step, field watches) only when interp_wants_instrumented()
 * says so, and the fast loop asks only where the event hub's
 * EV_INSTRUMENTED bit sends it down a slow path anyway.
 */
#ifndef AGENTVM_INTERP_DEBUG_H
#define AGENTVM_INTERP_DEBUG_H

#include <stdint.h>

#include "interp/interp.h"
#include "vm/class.h"
#include "vm/thread.h"

#define INTERP_OP_BREAKPOINT 0xca

/* Every thread runs instrumented (field watches, single step enabled for
 * all threads). Set by the debugger interface, with EV_INSTRUMENTED. */
extern volatile int interp_instrument_all;
/* The same for the profiler's INSTRUCTION_START (set by jvmpi/). */
extern volatile int interp_instrument_profiler;

static inline int interp_wants_instrumented(const Thread *t)
{
    return __atomic_load_n(&interp_instrument_all, __ATOMIC_RELAXED) ||
           __atomic_load_n(&interp_instrument_profiler, __ATOMIC_RELAXED) ||
           __atomic_load_n(&t->instrumented, __ATOMIC_RELAXED) ||
           __atomic_load_n(&t->frame_request, __ATOMIC_RELAXED);
}

/* Thread.frame_request: what the instrumented loop does to the top frame
 * at its next instruction boundary. Set by the thread itself (from an
 * event callback) or, while it is stopped, by the debugger; cleared by
 * the thread when it carries the request out. */
enum {
    FRAME_REQUEST_NONE,
    FRAME_REQUEST_POP,            /* PopFrame: pop it, re-execute the caller's invoke */
    FRAME_REQUEST_RETURN          /* ForceEarlyReturn: return t->early_return(_obj) */
};
/* Ask for a request on the current thread's top frame; the thread is
 * switched to the instrumented loop, which carries it out. */
void interp_request_frame(Thread *t, int request);

/* Make t's frames recheck, when they return, whether their caller must
 * switch loops (a thread that starts needing the instrumented loop while
 * frames of the fast loop are below it). t is the current thread or
 * stopped. */
void interp_mark_frames(Thread *t);

/* Breakpoints. `owner` tells the debugger environments apart: one location
 * may carry breakpoints of several owners; the code stays patched while
 * any owner has one. bci must be the start of an instruction. */
enum { BP_OK = 0, BP_DUPLICATE = -1, BP_NOT_FOUND = -2, BP_BAD_LOCATION = -3, BP_NO_MEMORY = -4 };
int interp_bp_set(Method *m, uint32_t bci, const void *owner);
int interp_bp_clear(Method *m, uint32_t bci, const void *owner);
/* Remove every breakpoint of `owner` (its environment is disposed). */
void interp_bp_clear_owner(const void *owner);
/* Clears every breakpoint in methods[0..n), restoring the code: a class
 * redefinition does this with the world stopped, as HotSpot clears the
 * breakpoints of a redefined class (vm/redefine.c). */
void interp_bp_clear_methods(const Method *methods, size_t n);

/* The opcode a breakpoint at pc covers (possibly quickened since it was
 * set); when the breakpoint is gone meanwhile, the opcode now at pc; -1
 * when pc never had one (a stray 0xca). */
int interp_bp_original(Method *m, const uint8_t *pc);
/* The instruction under a breakpoint was quickened from `from` to `to`. */
void interp_bp_quickened(const uint8_t *pc, uint8_t from, uint8_t to);

/* The opcode of the instruction at pc, looking through a breakpoint. */
static inline uint8_t interp_opcode_at(Method *m, const uint8_t *pc)
{
    uint8_t op = __atomic_load_n(pc, __ATOMIC_RELAXED);
    if (unlikely(op == INTERP_OP_BREAKPOINT)) {
        int o = interp_bp_original(m, pc);
        return o < 0 ? op : (uint8_t)o;
    }
    return op;
}

/* Length of the instruction at bci of code in the class file's form (no
 * quick forms); 0 if malformed. */
uint32_t interp_insn_length(const uint8_t *code, uint32_t len, uint32_t bci);

/* Whether bci starts an instruction of m. */
int interp_is_instruction_start(const Method *m, uint32_t bci);

/* What each local of m may hold at bci, as a data-flow pass over the
 * original bytecode finds it (HotSpot's interpreter oop map): for each of
 * the max_locals slots, LOCAL_VALUE and/or LOCAL_REF (0: never assigned).
 * kinds has m->max_locals entries. Returns 0, or -1 when the pass gives no
 * answer (bci unreachable, malformed or oversized code). */
enum { LOCAL_VALUE = 1, LOCAL_REF = 2 };
int interp_local_kinds(const Method *m, uint32_t bci, uint8_t *kinds);

/* Exits the monitors f's method entered with monitorenter and holds at
 * its current instruction, innermost first (PopFrame and ForceEarlyReturn
 * release them, as HotSpot's monitor block does). Frames do not record
 * monitorenter, so they are found in the bytecode: javac keeps each
 * locked object in a local for the matching monitorexit. Code that locks
 * another way keeps its monitors. */
void interp_release_block_monitors(Thread *t, Frame *f);

#endif
