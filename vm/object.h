/*
 * The layout of Java objects in the heap.
 *
 * Every object starts with an ObjectHeader: its class, the identity hash
 * (assigned lazily, never 0 once assigned), GC flags and the monitor, which is
 * created on first use. Arrays add a length; their elements follow at
 * ARRAY_DATA_OFFSET, 8-byte aligned. Instance fields follow the header at
 * offsets chosen by the linker (vm/class.c). Objects never move.
 */
#ifndef AGENTVM_OBJECT_H
#define AGENTVM_OBJECT_H

#include <stddef.h>
#include <stdint.h>

struct Class;
struct Monitor;

typedef struct Object {
    struct Class *klass;
    uint32_t hash;
    uint32_t gc_flags;
    struct Monitor *monitor;
} Object;

typedef struct ArrayObject {
    Object hdr;
    int32_t length;
    int32_t pad;
} ArrayObject;

#define OBJECT_HEADER_SIZE sizeof(Object)
#define ARRAY_DATA_OFFSET sizeof(ArrayObject)

/* A slot of an interpreter frame: locals and operand stack. long and double
 * take two slots (JVMS 2.6.1); the value lives in the first. Ints are stored
 * sign-extended to 64 bits and floats zero-extended, so that no primitive
 * value in a slot can look like an object address (see docs/gc.md). */
typedef union Slot {
    int32_t i;
    int64_t j;
    float f;
    double d;
    Object *l;
    uintptr_t raw;
} Slot;

#define ARRAY_LENGTH(a) (((ArrayObject *)(a))->length)
#define ARRAY_DATA(a, type) ((type *)((char *)(a) + ARRAY_DATA_OFFSET))
#define FIELD_PTR(o, off, type) ((type *)((char *)(o) + (off)))

#endif
