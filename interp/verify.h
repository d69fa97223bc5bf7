/*
 * Structural bytecode verification.
 *
 * The interpreter trusts its bytecode: it decodes operands without bounds
 * checks, jumps wherever a branch says, indexes locals and the operand stack
 * without looking, and reads constant pool entries as the kind the opcode
 * expects. vfy_ checks, once per class at link time, everything those
 * shortcuts rely on for memory safety that the class file parser does not:
 * the instructions decode, branches and handlers land on instructions, local
 * indices are in range, constant pool operands have the right tag, and the
 * operand stack never underflows or outgrows max_stack on any path. Types
 * are checked by interp/verify_types.h, which vfy_class() runs after these
 * checks for the classes the policy selects; see docs/verifier.md.
 */
#ifndef AGENTVM_VERIFY_H
#define AGENTVM_VERIFY_H

#include <stddef.h>

#include "vm/classfile.h"
#include "vm/common.h"

struct Thread;
struct Class;

/* Outcome of checking one method. */
typedef enum VfyStatus {
    VFY_OK = 0,
    VFY_VERIFY_ERROR,        /* java.lang.VerifyError */
    VFY_FORMAT_ERROR,        /* java.lang.ClassFormatError (bad exception table) */
    VFY_NO_MEMORY,           /* java.lang.OutOfMemoryError */
    VFY_EXCEPTION            /* an exception is pending (a class failed to load) */
} VfyStatus;

/* Check one method of a parsed class file. A method without code is
 * VFY_OK. On failure msg (msg_size bytes, may be 0) receives HotSpot's
 * wording: for class files before version 50 "(class: Foo, method: bar
 * signature: (I)V) Illegal local variable number", otherwise the first line
 * ("Operand stack overflow") followed by "Exception Details:" with the
 * location and opcode. Needs no thread and never reads outside the code. */
AVM_NODISCARD VfyStatus vfy_method(const ClassFile *cf, const CfMember *m,
                                   char *msg, size_t msg_size);

/* Check every method of c: structurally always, and types when the
 * policy asks for it (vfy_types_wanted). Returns 0, or -1 with
 * VerifyError (or ClassFormatError, OutOfMemoryError, or what loading a
 * class for an assignability check threw) pending on t. */
AVM_NODISCARD int vfy_class(struct Thread *t, struct Class *c);

/* The same for class file cf that is, or is to replace (RedefineClasses),
 * class c; `types`: type-check too. Without an exception: msg gets the
 * text; VFY_EXCEPTION leaves an exception pending on t. */
AVM_NODISCARD VfyStatus vfy_class_file(struct Thread *t, const struct Class *c, const ClassFile *cf,
                                       int types, char *msg, size_t msg_size);

/* "'void Foo.main(java.lang.String[])'": a method as HotSpot names it in
 * ClassFormatError messages. */
void vfy_external_method(const ClassFile *cf, const CfMember *m, char *buf, size_t size);

/* Append HotSpot's "  Bytecode:" block (a hex dump of code) to the
 * NUL-terminated message in msg (size bytes), truncating if need be. */
void vfy_append_bytecode(char *msg, size_t size, const uint8_t *code, uint32_t len);

/* Verification policy, as HotSpot's flags: `local` for classes of the boot
 * loader (BytecodeVerificationLocal, default off), `remote` for all others
 * (BytecodeVerificationRemote, default on); -1 leaves one unchanged.
 * -Xverify:none, :remote and :all set both. */
void vfy_set_policy(int local, int remote);
/* Does c get type-checked under the policy? (The structural checks run
 * on every class regardless: the interpreter needs them.) */
int vfy_types_wanted(const struct Class *c);

#endif
