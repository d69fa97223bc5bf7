/*
 * The one root walker and the one reference visitor.
 *
 * GC marking, JVMTI FollowReferences and heap dumps all enumerate roots and
 * object references through these two functions, which report the kind of
 * each root and reference.
 */
#ifndef AGENTVM_ROOTS_H
#define AGENTVM_ROOTS_H

#include <stdint.h>

#include "vm/class.h"
#include "vm/object.h"

struct Thread;

typedef enum RootKind {
    ROOT_JNI_GLOBAL = 1,
    ROOT_SYSTEM_CLASS,
    ROOT_MONITOR,
    ROOT_STACK_LOCAL,
    ROOT_JNI_LOCAL,
    ROOT_THREAD,
    ROOT_OTHER
} RootKind;

typedef struct RootInfo {
    RootKind kind;
    struct Thread *thread;        /* STACK_LOCAL, JNI_LOCAL, THREAD */
    int depth;                    /* frame depth, 0 = top */
    Method *method;
    uint32_t bci;
    int slot;                     /* local slot, or -1 for an operand */
} RootInfo;

typedef void (*RootVisitor)(Object **ref, const RootInfo *info, void *arg);
void roots_walk(RootVisitor fn, void *arg);

typedef enum RefKind {
    REFK_CLASS = 1,               /* object -> its class mirror */
    REFK_FIELD,                   /* instance field (index = field offset) */
    REFK_ARRAY_ELEMENT,           /* index = element index */
    REFK_CLASS_LOADER,            /* mirror -> loader */
    REFK_SIGNERS,
    REFK_PROTECTION_DOMAIN,
    REFK_INTERFACE,               /* mirror -> interface mirror */
    REFK_STATIC_FIELD,            /* mirror -> static value (index = field index) */
    REFK_CONSTANT_POOL,           /* mirror -> resolved constant (index = cp index) */
    REFK_SUPERCLASS,
    REFK_OTHER
} RefKind;

typedef void (*RefVisitor)(Object *from, Object **ref, RefKind kind, uint32_t index, void *arg);
/* Visit every reference held by o. The class mirror reference is reported
 * only when `with_class` is set (GC need not trace it: classes are roots). */
void refs_visit(Object *o, RefVisitor fn, void *arg, int with_class);

/* The VM class of a java.lang.Class object. */
Class *mirror_class(Object *mirror);

#endif
