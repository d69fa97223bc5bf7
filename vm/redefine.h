/*
 * Class redefinition: replacing the bytecode of a loaded class.
 *
 * A redefinition may change method bodies, the constant pool and
 * attributes, never the shape of the class (its supertypes, modifiers,
 * fields, the set of methods and their modifiers). rdf_prepare() parses,
 * checks and verifies the new bytes against the class as it is;
 * rdf_install() then swaps them in with the world stopped.
 *
 * The Method records of the class (its jmethodIDs) stay where they are and
 * get the new code, so every call made after the redefinition, through a
 * resolved constant pool entry, a vtable, an itable, JNI or reflection,
 * runs the new version. The class as it was (class file, resolved
 * constant pool, a copy of every method record) is kept as an "old
 * version" (Class.old_version); frames that were running a method of the
 * class are moved onto the old copy of their method and finish in the old
 * code. An old copy whose bytecode differs from the new version, modulo
 * constant pool indices, is obsolete (JVMTI IsMethodObsolete); the old
 * copy of an unchanged method reports the live record as its method ID
 * (cls_method_id). An old version no frame runs is freed at the class's
 * next redefinition, but for the oldest (the class as loaded), as HotSpot
 * frees obsolete methods; its method copies stop being method IDs then.
 * See docs/redefinition.md.
 */
#ifndef AGENTVM_REDEFINE_H
#define AGENTVM_REDEFINE_H

#include <stddef.h>
#include <stdint.h>

#include "vm/class.h"

struct Thread;

/* The outcome of checking new bytes, one per JVMTI error it maps to. */
typedef enum RdfStatus {
    RDF_OK = 0,
    RDF_UNMODIFIABLE,             /* primitive or array class */
    RDF_INVALID_CLASS_FORMAT,
    RDF_UNSUPPORTED_VERSION,
    RDF_NAMES_DONT_MATCH,
    RDF_FAILS_VERIFICATION,
    RDF_HIERARCHY_CHANGED,
    RDF_CLASS_MODIFIERS_CHANGED,
    RDF_CLASS_ATTRIBUTE_CHANGED,
    RDF_SCHEMA_CHANGED,
    RDF_METHOD_ADDED,
    RDF_METHOD_DELETED,
    RDF_METHOD_MODIFIERS_CHANGED,
    RDF_NO_MEMORY
} RdfStatus;

/* Whether c can be redefined at all: every class but primitives and
 * arrays (HotSpot's IsModifiableClass). */
int rdf_is_modifiable(const Class *c);

/* Parse new bytes for c and check them: format, version, name, the
 * supertypes (loaded through c's loader: this may run Java code on t),
 * the redefinition restrictions (in HotSpot's order), then verification. On
 * RDF_OK *out holds the parsed class file, to hand to rdf_install or
 * cf_free. msg (may be NULL) receives a description of a failure. */
RdfStatus rdf_prepare(struct Thread *t, const Class *c, const uint8_t *bytes, size_t len, ClassFile **out,
                      char *msg, size_t msg_size);

/* Install a prepared class file; the caller has stopped the world (or is
 * the only thread) and c is linked. Takes ownership of ncf. Returns 0, or
 * -1 when memory ran out (c is then unchanged). */
int rdf_install(struct Thread *self, Class *c, ClassFile *ncf);

/* The version of c (c itself or one of its old versions) whose class file
 * is cf: for code that may see c redefined while it works on a method's
 * code and must go on resolving in that code's constant pool. */
Class *rdf_version_of(Class *c, const ClassFile *cf);

/* The original bytes of c for retransformation: those of its last
 * redefinition, or of its definition. */
const uint8_t *rdf_class_bytes(const Class *c, size_t *len);

#endif
