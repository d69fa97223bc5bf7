/*
 * The Java heap: allocation and the mark-sweep collector.
 *
 * One function allocates every Java object (heap_alloc): it accounts,
 * triggers collection and raises allocation events. The heap is one reserved
 * region, parsed linearly: live objects and free blocks follow each other
 * with no gaps, so a heap walk visits every object (JVMTI IterateThroughHeap,
 * heap dumps). Objects never move.
 */
#ifndef AGENTVM_HEAP_H
#define AGENTVM_HEAP_H

#include <stddef.h>
#include <stdint.h>

#include "vm/common.h"
#include "vm/object.h"

struct Class;
struct Thread;

typedef struct HeapStats {
    uint64_t capacity;            /* bytes the heap may use before the next GC */
    uint64_t used;                /* bytes in objects (live or not yet swept) */
    uint64_t max;                 /* -Xmx */
    uint64_t collections;
    uint64_t total_pause_ns;
    uint64_t last_pause_ns;
} HeapStats;

int heap_init(uint64_t initial, uint64_t max) AVM_NODISCARD;
void heap_shutdown(void);

/* The address range reserved for the heap. LeakSanitizer does not scan
 * mappings, and some native records (monitors) are referenced only from
 * objects: the sanitized fuzz harnesses register this range with it. */
void heap_region(void **base, size_t *size);
/* How much of that range holds objects and free blocks now, [base, top):
 * the rest has never been used or was given back, and holds nothing. */
size_t heap_used_extent(void);

/* Allocate a zeroed object of klass (instance) or array of length elements.
 * NULL with OutOfMemoryError pending when the heap is exhausted. */
Object *heap_new_object(struct Thread *t, struct Class *klass);
Object *heap_new_array(struct Thread *t, struct Class *array_class, int32_t length);
Object *heap_clone(struct Thread *t, Object *o);
/* The same for `new`, `newarray`, `anewarray` and `multianewarray`: these
 * do not raise VMObjectAlloc. */
Object *heap_new_object_bc(struct Thread *t, struct Class *klass);
Object *heap_new_array_bc(struct Thread *t, struct Class *array_class, int32_t length);

/* Size in bytes of an object, header included. */
size_t heap_object_size(const Object *o);
/* True when p points at the start of an allocated object. */
int heap_is_object(const void *p);

/* Collect now (System.gc, JVMTI ForceGarbageCollection). `clear_soft` also
 * clears soft references. */
void heap_collect(struct Thread *t, int clear_soft);
void heap_stats(HeapStats *out);
/* Collection off and on again, nesting (JVMPI DisableGC/EnableGC). While
 * it is off a collection that would start is skipped: the heap grows up
 * to -Xmx instead. t is the calling thread, NULL for one the VM does not
 * know. */
void heap_gc_disable(struct Thread *t);
void heap_gc_enable(struct Thread *t);
int heap_gc_is_disabled(void);
/* Whether a collection is under way (the world stopped for it); safe to
 * ask from a signal handler. */
int heap_gc_active(void);
/* Stop every other thread, holding the heap (world) lock, for walks that
 * must see a quiet heap (JVMTI heap iteration, thread stacks). */
void heap_lock_world(struct Thread *t);
void heap_unlock_world(struct Thread *t);
/* The same for a stop-the-world operation of the kind HotSpot's VM thread
 * runs, named as HotSpot names it, for the vmops USDT probes. */
void heap_lock_world_op(struct Thread *t, const char *op);
void heap_unlock_world_op(struct Thread *t, const char *op);
uint32_t heap_identity_hash(Object *o);

/* Visit every object in address order (world stopped). */
typedef void (*HeapVisitFn)(Object *o, void *arg);
void heap_walk(HeapVisitFn fn, void *arg);

/* Options. */
extern int heap_verbose_gc;

#endif
