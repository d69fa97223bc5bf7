/*
 * invokedynamic: the call sites of the bootstrap methods javac 17 emits,
 * linked by the VM itself (see docs/lambdas.md):
 *
 *   StringConcatFactory.makeConcat[WithConstants]  string concatenation
 *   LambdaMetafactory.metafactory / altMetafactory lambdas and method refs
 *   ObjectMethods.bootstrap                         records' toString,
 *                                                   hashCode and equals
 *
 * A site is resolved once per constant-pool entry and cached there; each
 * execution then costs what the operation itself costs (a concatenation,
 * one allocation, or a walk over the record's fields).
 */
#ifndef AGENTVM_INDY_H
#define AGENTVM_INDY_H

#include <stdint.h>

#include "vm/class.h"
#include "vm/thread.h"

/* Execute the invokedynamic of `klass` naming constant `cp_index`: pops
 * the arguments from the operand stack ending at *sp and pushes the
 * result. The caller has saved its frame (the arguments stay visible to
 * the GC). Returns 0, or -1 with an exception pending (*sp unchanged). */
int indy_execute(Thread *t, Class *klass, uint16_t cp_index, Slot **sp) AVM_NODISCARD;

/* Objects held by linked call sites (non-capturing lambda instances). */
void indy_visit_roots(void (*fn)(Object **ref, void *arg), void *arg);

#endif
