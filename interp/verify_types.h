/*
 * Type verification of method bodies (JVMS 4.10.1 and 4.10.2).
 *
 * interp/verify.h checks what decoding needs (instructions, targets, local
 * indices, stack depths). This module checks types: that every instruction
 * finds values of the types it expects in the operand stack and the local
 * variables, that objects are initialized before use, and that every path
 * into an instruction agrees on the types it brings. Two algorithms share
 * one transfer function (one case per opcode):
 *
 *   check   (JVMS 4.10.1, class files of version 50 and later) a single
 *           linear pass driven by the StackMapTable: the types at every
 *           branch target and after every unconditional jump are declared
 *           by a frame, and the pass checks the code against them;
 *   infer   (JVMS 4.10.2, older class files, and HotSpot's fallback for
 *           version 50) a data-flow pass that computes the types at every
 *           instruction by merging what all paths bring, with subroutines
 *           (jsr/ret).
 *
 * Assignability between class types needs the class hierarchy; the module
 * asks its caller through VfyClassEnv, which loads classes as HotSpot does:
 * only when two different names must be compared.
 * See docs/verifier.md.
 */
#ifndef AGENTVM_VERIFY_TYPES_H
#define AGENTVM_VERIFY_TYPES_H

#include <stddef.h>

#include "interp/verify.h"
#include "vm/classfile.h"
#include "vm/common.h"

/* What the verifier asks about classes. Every answer is 1 (yes), 0 (no)
 * or -1: a class could not be loaded, the exception is pending and
 * verification stops with VFY_EXCEPTION. */
typedef struct VfyClassEnv {
    void *ctx;
    /* May an instance of class `from` be used where class `to` is expected?
     * Both are names of classes or interfaces (not arrays), different, and
     * `to` is not java/lang/Object. An interface `to` answers 1: the
     * verifier treats interfaces as Object (JVMS 4.10.1.2). */
    int (*assignable)(void *ctx, const char *from, const char *to);
    /* The superclass of class `name` in *super (NULL for interfaces and
     * Object), for merging types in the inference verifier. */
    int (*superclass)(void *ctx, const char *name, const char **super);
    /* JVMS 4.10.1.8: is the member `cls.name:desc` (a method when
     * is_method) a protected member of a superclass of the current class
     * in another run-time package, so that the object it is used on must
     * be the current class or a subclass? */
    int (*protected_check)(void *ctx, const char *cls, const char *name, const char *desc,
                           int is_method);
} VfyClassEnv;

typedef enum VfyMode {
    VFY_CHECK,          /* JVMS 4.10.1: type checking with StackMapTable */
    VFY_INFER           /* JVMS 4.10.2: type inference */
} VfyMode;

/* Type-verify one method that vfy_method() has accepted. env may be NULL:
 * then different class names are never assignable except to Object (for
 * tests without a VM). Returns VFY_OK, VFY_VERIFY_ERROR (msg holds
 * HotSpot's text), VFY_FORMAT_ERROR, VFY_NO_MEMORY or VFY_EXCEPTION. */
AVM_NODISCARD VfyStatus vfy_types_method(const ClassFile *cf, const CfMember *m, VfyMode mode,
                                         const VfyClassEnv *env, char *msg, size_t msg_size);

#endif
