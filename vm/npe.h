/*
 * Helpful NullPointerException messages (the texts of JDK 17, JEP 358):
 * "Cannot invoke "String.length()" because "<local1>" is null".
 *
 * Only the exceptions the interpreter throws for a bytecode carry one. They
 * are thrown through npe_throw, which keeps the backtrace of that moment in
 * the exception; the message is made from its top frame (method and bci)
 * only when a program asks for it.
 */
#ifndef AGENTVM_NPE_H
#define AGENTVM_NPE_H

#include <stdint.h>

#include "vm/object.h"

struct Thread;
struct Method;

/* Throw a NullPointerException for the instruction the top frame is at
 * (its pc saved). Leaves it, or whatever creating it threw, pending. */
void npe_throw(struct Thread *t);

/* NullPointerException.getExtendedNPEMessage: the message of an exception
 * thrown by npe_throw, or NULL (no message, or one is pending on OOM). */
Object *npe_extended_message(struct Thread *t, Object *npe);

/* The message for a null operand of the instruction at bci, malloc'd; NULL
 * when the instruction cannot throw NullPointerException or memory runs out. */
char *npe_message(const struct Method *m, uint32_t bci);

#endif
