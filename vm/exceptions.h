/*
 * Throwing Java exceptions from C. A thrown exception is pending on the
 * thread; fallible functions return NULL or -1 and the caller propagates.
 */
#ifndef AGENTVM_EXCEPTIONS_H
#define AGENTVM_EXCEPTIONS_H

#include "vm/common.h"
#include "vm/object.h"

struct Thread;
struct Class;

/* Throw a new instance of the class named (internal name) with a message
 * (may be NULL). Always returns -1, for `return exc_throw(...)`. */
int exc_throw(struct Thread *t, const char *class_name, const char *msg);
int exc_throwf(struct Thread *t, const char *class_name, const char *fmt, ...) AVM_PRINTF(3, 4);
int exc_throw_object(struct Thread *t, Object *exception);
/* Create (not throw) an exception; NULL with another exception pending. */
Object *exc_new(struct Thread *t, const char *class_name, const char *msg);

static inline int exc_pending(struct Thread *t);
Object *exc_take(struct Thread *t);

/* Fill the backtrace of a Throwable from the current stack, skipping the
 * frames of fillInStackTrace and of the exception's constructors. */
void exc_fill_backtrace(struct Thread *t, Object *throwable);
/* Decode a backtrace into StackTraceElement[]. */
Object *exc_stack_trace(struct Thread *t, Object *throwable);

/* Frame i of a backtrace (a long[] of two entries a frame): the live
 * method record in *live and the bci (-1: a native frame) in *bci; the
 * result is that record, or NULL when a redefinition has replaced the
 * version of the class that ran the frame (the bci means nothing in the
 * current code; HotSpot then reports neither file nor line). */
struct Method;
struct Method *exc_backtrace_frame(Object *bt, int32_t i, struct Method **live, int32_t *bci);

/* StackTraceElement[] for n (method, bci) pairs (bci -1: unknown). */
Object *exc_stack_trace_of(struct Thread *t, struct Method *const *methods, const int64_t *bcis, int n);

/* Print "Exception in thread ..." through Java, or a fallback in C. */
void exc_report_uncaught(struct Thread *t, Object *exception);

#include "vm/thread.h"
static inline int exc_pending(struct Thread *t) { return t->exception != NULL; }

#endif
