/*
 * Signature-polymorphic calls: invokevirtual of MethodHandle.invokeExact,
 * MethodHandle.invoke and the access-mode methods of VarHandle (JVMS
 * 2.9.3). See docs/invoke.md.
 */
#ifndef AGENTVM_POLYSIG_H
#define AGENTVM_POLYSIG_H

#include <stdint.h>

#include "vm/class.h"
#include "vm/thread.h"

/* If the invokevirtual of klass's constant idx names a signature-polymorphic
 * method, execute it: the receiver and arguments on *spp (typed by the call
 * site's descriptor) are replaced by the result. Returns 1 when executed,
 * 0 when the reference is an ordinary method (nothing done), -1 with an
 * exception pending. The caller's frame must be saved (its sp covers the
 * arguments, so they stay roots). */
int polysig_invoke(Thread *t, Class *klass, uint16_t idx, Slot **spp) AVM_NODISCARD;

#endif
