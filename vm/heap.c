/*
 * The Java heap and its mark-sweep collector.
 *
 * Invariants:
 * - The heap is one reserved region [base, end). [base, top) is parsable:
 *   every byte belongs to exactly one live object or one free block, each
 *   starting with a class pointer (FREE_BLOCK for free blocks).
 * - A bit in `starts` is set exactly for the first 8-byte granule of every
 *   allocated object. heap_is_object() answers from it, which is what makes
 *   scanning interpreter slots safe (see docs/gc.md).
 * - Objects never move. Every size is a multiple of 8 and at least
 *   MIN_BLOCK bytes.
 * - heap_lock is the world lock: whoever stops the world holds it, so a
 *   thread that holds it is never asked to stop.
 */
#define _GNU_SOURCE
#include "vm/heap.h"
#include "vm/probes.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif
#include <time.h>

#include "vm/class.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/jni_impl.h"
#include "vm/roots.h"
#include "vm/thread.h"
#include "vm/vm.h"

#if defined(__SANITIZE_ADDRESS__)
#define HEAP_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HEAP_ASAN 1
#endif
#endif
#ifdef HEAP_ASAN
#include <sanitizer/asan_interface.h>
#endif

#define GRANULE 8
#define MIN_BLOCK 24
#define SMALL_LIMIT 512
#define SMALL_CLASSES (SMALL_LIMIT / GRANULE + 1)
#define GC_MARK 1u

typedef struct FreeBlock {
    void *marker;                 /* &free_marker: distinguishes free blocks */
    uint64_t size;
    struct FreeBlock *next;
} FreeBlock;

static char free_marker;
#define FREE_BLOCK ((void *)&free_marker)

static struct {
    char *base, *top, *end;       /* reserved region and bump pointer */
    uint8_t *starts;              /* object-start bitmap */
    FreeBlock *small[SMALL_CLASSES];
    FreeBlock *large;
    uint64_t used;                /* bytes in objects */
    uint64_t trigger;             /* collect when used exceeds this */
    uint64_t initial, max;
    uint64_t collections, total_pause_ns, last_pause_ns;
    uint32_t next_hash;
    pthread_mutex_t lock;
} H = { .lock = PTHREAD_MUTEX_INITIALIZER };

/* top, used, trigger and the collection totals change under H.lock but are
 * read without it by heap_stats (the perf sampler, Runtime.totalMemory):
 * they are stored with relaxed atomics so a reader sees each value whole. */
#define PUBLISH(field, v) __atomic_store_n(&H.field, (v), __ATOMIC_RELAXED)
#define PEEK(field) __atomic_load_n(&H.field, __ATOMIC_RELAXED)

int heap_verbose_gc;
static int gc_disabled;          /* heap_gc_disable nesting */

/* ------------------------------------------------------------------ */
/* Testing the collector (docs/gc.md)                                  */
/* ------------------------------------------------------------------ */

/* GC stress (AGENTVM_GC_STRESS=N, or the build option of that name for
 * N=1) collects before every N-th allocation and fills what the sweep frees
 * with POISON, so an object kept in a C local across an allocation without
 * thr_push_root is freed and overwritten at once. AGENTVM_FAIL_ALLOC=N
 * makes the N-th allocation fail as if the heap were full. The counter
 * runs under the heap lock. */
#ifndef AGENTVM_GC_STRESS
#define AGENTVM_GC_STRESS 0
#endif
#define POISON UINT64_C(0xdeadbeefdeadbeef)

static struct {
    uint64_t stress_every;        /* 0: no stress */
    uint64_t fail_at;             /* 0: no injected failure */
    uint64_t allocations;
} T = { .stress_every = AGENTVM_GC_STRESS };

static uint64_t env_count(const char *name, uint64_t dflt)
{
    const char *v = getenv(name);
    if (!v || !*v)
        return dflt;
    char *end;
    unsigned long long n = strtoull(v, &end, 10);
    return *end ? dflt : (uint64_t)n;
}

static void poison_fill(char *p, size_t size)
{
    for (size_t i = 0; i < size; i += sizeof(uint64_t))
        memcpy(p + i, &(uint64_t){ POISON }, sizeof(uint64_t));
}

/* Under AddressSanitizer a free block is unreadable past its header, so a
 * use of a swept object is reported where it happens. */
#ifdef HEAP_ASAN
#define ASAN_FREE(p, size) ASAN_POISON_MEMORY_REGION((p), (size))
#define ASAN_USE(p, size) ASAN_UNPOISON_MEMORY_REGION((p), (size))
#else
#define ASAN_FREE(p, size) ((void)(p), (void)(size))
#define ASAN_USE(p, size) ((void)(p), (void)(size))
#endif

/* ------------------------------------------------------------------ */
/* Start bitmap                                                        */
/* ------------------------------------------------------------------ */

static inline size_t granule_of(const void *p) { return (size_t)((const char *)p - H.base) / GRANULE; }
static inline void set_start(void *p) { size_t g = granule_of(p); H.starts[g >> 3] |= (uint8_t)(1u << (g & 7)); }
static inline void clear_start(void *p) { size_t g = granule_of(p); H.starts[g >> 3] &= (uint8_t)~(1u << (g & 7)); }

int heap_is_object(const void *p)
{
    const char *c = p;
    if (c < H.base || c >= H.top || ((uintptr_t)c & (GRANULE - 1)))
        return 0;
    size_t g = granule_of(c);
    return (H.starts[g >> 3] >> (g & 7)) & 1;
}

void heap_region(void **base, size_t *size)
{
    *base = H.base;
    *size = H.max;
}

size_t heap_used_extent(void) { return (size_t)(PEEK(top) - H.base); }

int heap_init(uint64_t initial, uint64_t max)
{
    max = AVM_ALIGN_UP(max, 1 << 20);
    /* The heap must lie above 4 GiB: interpreter slots hold 32-bit values
     * zero- or sign-extended, which then can never equal an object address
     * (docs/gc.md). Ask for a high address; accept what we get if above. */
    H.base = mmap((void *)(uintptr_t)0x200000000000ull, max, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (H.base == MAP_FAILED)
        return -1;
    if ((uintptr_t)H.base < (UINT64_C(1) << 32)) {
        munmap(H.base, max);
        return -1;
    }
    size_t bitmap = max / GRANULE / 8;
    H.starts = mmap(NULL, bitmap, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (H.starts == MAP_FAILED)
        return -1;
    H.top = H.base;
    H.end = H.base + max;
    H.initial = initial < (4u << 20) ? (4u << 20) : initial;
    H.max = max;
    H.trigger = H.initial < max ? H.initial : max;
    H.next_hash = 0x2545F491u;
    T.stress_every = env_count("AGENTVM_GC_STRESS", T.stress_every);
    T.fail_at = env_count("AGENTVM_FAIL_ALLOC", 0);
    return 0;
}

/* The VM is down (DestroyJavaVM): the heap stays mapped, as it is never
 * reused, and the malloc'd records its objects point to (monitors) stay
 * with it. LeakSanitizer does not scan mappings of its own accord: the
 * used part of the heap is made a root region, so that what only the
 * heap references is not reported as leaked when the host exits. */
void heap_shutdown(void)
{
#if defined(__SANITIZE_ADDRESS__)
    __lsan_register_root_region(H.base, (size_t)(PEEK(top) - H.base));
#endif
}

/* ------------------------------------------------------------------ */
/* Sizes                                                               */
/* ------------------------------------------------------------------ */

static inline size_t array_size(const Class *ac, int32_t length)
{
    return AVM_ALIGN_UP(ARRAY_DATA_OFFSET + (size_t)length * ac->elem_size, GRANULE);
}

size_t heap_object_size(const Object *o)
{
    const Class *c = o->klass;
    if (c->is_array)
        return array_size(c, ARRAY_LENGTH(o));
    return c->instance_size;
}

static size_t block_size(const char *p)
{
    const FreeBlock *f = (const FreeBlock *)p;
    if (f->marker == FREE_BLOCK)
        return f->size;
    return heap_object_size((const Object *)p);
}

/* ------------------------------------------------------------------ */
/* Free lists                                                          */
/* ------------------------------------------------------------------ */

static void add_free(char *p, size_t size)
{
    FreeBlock *f = (FreeBlock *)p;
    ASAN_USE(p, MIN_BLOCK);
    f->marker = FREE_BLOCK;
    f->size = size;
    ASAN_FREE(p + MIN_BLOCK, size - MIN_BLOCK);
    if (size <= SMALL_LIMIT) {
        f->next = H.small[size / GRANULE];
        H.small[size / GRANULE] = f;
    } else {
        f->next = H.large;
        H.large = f;
    }
}

/* Take `size` bytes from block f (already unlinked), returning the rest. */
static void *split(FreeBlock *f, size_t size)
{
    size_t rest = f->size - size;
    if (rest >= MIN_BLOCK)
        add_free((char *)f + size, rest);
    return f;
}

static void *take_free(size_t size)
{
    if (size <= SMALL_LIMIT) {
        FreeBlock *f = H.small[size / GRANULE];
        if (f) {
            H.small[size / GRANULE] = f->next;
            return f;
        }
    }
    if ((size_t)(H.end - H.top) >= size && H.used + size <= H.trigger) {
        void *p = H.top;
        PUBLISH(top, H.top + size);
        return p;
    }
    for (FreeBlock **pp = &H.large; *pp; pp = &(*pp)->next) {
        FreeBlock *f = *pp;
        if (f->size == size || f->size >= size + MIN_BLOCK) {
            *pp = f->next;
            return split(f, size);
        }
    }
    for (size_t k = size / GRANULE + MIN_BLOCK / GRANULE; k < SMALL_CLASSES && size <= SMALL_LIMIT; k++) {
        FreeBlock *f = H.small[k];
        if (f) {
            H.small[k] = f->next;
            return split(f, size);
        }
    }
    return NULL;
}

/* Bump space beyond the soft trigger, up to -Xmx: used only after a GC
 * could not make room below the trigger. */
static void *take_bump_hard(size_t size)
{
    if ((size_t)(H.end - H.top) >= size && H.used + size <= H.max) {
        void *p = H.top;
        PUBLISH(top, H.top + size);
        return p;
    }
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Allocation                                                          */
/* ------------------------------------------------------------------ */

static void heap_lock(Thread *t)
{
    /* Once we hold the world lock nobody can be stopping the world. */
    thr_lock_safely(t, &H.lock);
}

static void heap_unlock(void) { pthread_mutex_unlock(&H.lock); }

static void collect_locked(Thread *t, int clear_soft, const char *cause);

static void *alloc_raw(Thread *t, size_t size)
{
    heap_lock(t);
    uint64_t n = ++T.allocations;
    if (unlikely(n == T.fail_at)) {
        heap_unlock();
        return NULL;
    }
    if (unlikely(T.stress_every) && n % T.stress_every == 0)
        collect_locked(t, 0, "GC Stress");
    void *p = take_free(size);
    if (!p) {
        collect_locked(t, 0, "Allocation Failure");
        p = take_free(size);
        if (!p)
            p = take_bump_hard(size);
        if (!p) {
            collect_locked(t, 1, "Allocation Failure");
            p = take_free(size);
            if (!p)
                p = take_bump_hard(size);
        }
    }
    if (p) {
        ASAN_USE(p, size);
        memset(p, 0, size);
        set_start(p);
        PUBLISH(used, H.used + size);
    }
    heap_unlock();
    return p;
}

/* Set while this thread constructs an OutOfMemoryError: if that fails for
 * want of heap too, the preallocated one is thrown instead of recursing. */
static _Thread_local int making_oom;

/* An allocation that cannot be made. `flags` (EV_RX_*) says what ran out
 * for the ResourceExhausted event: the heap, or nothing the heap could
 * give (an array longer than the VM's limit), as HotSpot reports them. */
static Object *oom_flags(Thread *t, int flags, const char *what)
{
    EV_RAISE(EV_RESOURCE_EXHAUSTED, ev_resource_exhausted(t, flags, what));
    if (making_oom && wk.out_of_memory) {
        t->exception = wk.out_of_memory;
        return NULL;
    }
    making_oom = 1;
    exc_throw(t, "java/lang/OutOfMemoryError", what);
    making_oom = 0;
    return NULL;
}

static Object *oom(Thread *t, const char *what)
{
    return oom_flags(t, EV_RX_OOM_ERROR | EV_RX_JAVA_HEAP, what);
}

/* HotSpot's longest array, of any element type: a longer one is refused
 * before the heap is asked, a shorter one that does not fit is out of heap
 * space. */
#define MAX_ARRAY_LENGTH (INT32_MAX - 2)

/* Allocation events: every allocation, and separately those that bytecode
 * instrumentation cannot see (JVMTI VMObjectAlloc). */
static inline Object *allocated(Thread *t, Object *o, int from_bytecode)
{
    EV_RAISE(EV_OBJECT_ALLOC, ev_object_alloc(t, o));
    if (!from_bytecode)
        EV_RAISE(EV_VM_OBJECT_ALLOC, ev_vm_object_alloc(t, o));
    return o;
}

static Object *new_object(Thread *t, Class *klass, int from_bytecode)
{
    Object *o = alloc_raw(t, klass->instance_size);
    if (unlikely(!o))
        return oom(t, "Java heap space");
    o->klass = klass;
    return allocated(t, o, from_bytecode);
}

Object *heap_new_object(Thread *t, Class *klass) { return new_object(t, klass, 0); }
Object *heap_new_object_bc(Thread *t, Class *klass) { return new_object(t, klass, 1); }

static Object *new_array(Thread *t, Class *ac, int32_t length, int from_bytecode)
{
    if (length < 0) {
        exc_throwf(t, "java/lang/NegativeArraySizeException", "%d", length);
        return NULL;
    }
    if (length > MAX_ARRAY_LENGTH)
        return oom_flags(t, EV_RX_OOM_ERROR, "Requested array size exceeds VM limit");
    uint64_t need = ARRAY_DATA_OFFSET + (uint64_t)length * ac->elem_size;
    if (need > H.max)
        return oom(t, "Java heap space");
    Object *o = alloc_raw(t, array_size(ac, length));
    if (unlikely(!o))
        return oom(t, "Java heap space");
    o->klass = ac;
    ARRAY_LENGTH(o) = length;
    return allocated(t, o, from_bytecode);
}

Object *heap_new_array(Thread *t, Class *ac, int32_t length) { return new_array(t, ac, length, 0); }
Object *heap_new_array_bc(Thread *t, Class *ac, int32_t length) { return new_array(t, ac, length, 1); }

Object *heap_clone(Thread *t, Object *src)
{
    size_t size = heap_object_size(src);
    thr_push_root(t, &src);
    Object *o = alloc_raw(t, size);
    thr_pop_roots(t, 1);
    if (!o)
        return oom(t, "Java heap space");
    memcpy(o, src, size);
    o->hash = 0;
    o->gc_flags = 0;
    o->monitor = NULL;
    return allocated(t, o, 0);
}

uint32_t heap_identity_hash(Object *o)
{
    uint32_t h = __atomic_load_n(&o->hash, __ATOMIC_RELAXED);
    if (h)
        return h;
    /* Marsaglia xor-shift, like a per-VM stream; 0 is reserved for "unset". */
    uint32_t x, nx;
    do {
        x = __atomic_load_n(&H.next_hash, __ATOMIC_RELAXED);
        nx = x ^ (x << 13);
        nx ^= nx >> 17;
        nx ^= nx << 5;
    } while (!__atomic_compare_exchange_n(&H.next_hash, &x, nx, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
    h = nx & 0x7fffffff;
    if (!h)
        h = 1;
    uint32_t expected = 0;
    if (!__atomic_compare_exchange_n(&o->hash, &expected, h, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        h = expected;
    return h;
}

/* ------------------------------------------------------------------ */
/* Mark                                                                */
/* ------------------------------------------------------------------ */

typedef struct MarkState {
    Object **stack;
    size_t count, cap;
    Object *discovered;           /* references found with unmarked referents */
    int clear_soft;
} MarkState;

static void push_mark(MarkState *ms, Object *o)
{
    if (!o || (o->gc_flags & GC_MARK))
        return;
    o->gc_flags |= GC_MARK;
    if (ms->count == ms->cap) {
        ms->cap = ms->cap ? ms->cap * 2 : 4096;
        ms->stack = realloc(ms->stack, ms->cap * sizeof(Object *));
        if (!ms->stack) {
            fprintf(stderr, "agentvm: out of native memory during GC\n");
            abort();
        }
    }
    ms->stack[ms->count++] = o;
}

static void mark_root(Object **ref, const RootInfo *info, void *arg)
{
    push_mark(arg, *ref);
}

static Object **ref_field(Object *o, uint32_t off) { return FIELD_PTR(o, off, Object *); }

static void mark_ref(Object *from, Object **ref, RefKind kind, uint32_t index, void *arg)
{
    MarkState *ms = arg;
    Object *r = *ref;
    if (!r || (r->gc_flags & GC_MARK))
        return;
    /* java.lang.ref: the referent is not traced; the reference is
     * remembered and decided once marking is complete. */
    if (kind == REFK_FIELD && from->klass->ref_kind && index == wk.reference_referent) {
        if (from->klass->ref_kind == REF_SOFT && !ms->clear_soft) {
            push_mark(ms, r);
            return;
        }
        Object **disc = ref_field(from, wk.reference_discovered);
        if (!*disc && from->klass->ref_kind != REF_FINAL) {
            *disc = ms->discovered ? ms->discovered : from;
            ms->discovered = from;
        }
        return;
    }
    push_mark(ms, r);
}

static void drain(MarkState *ms)
{
    while (ms->count) {
        Object *o = ms->stack[--ms->count];
        refs_visit(o, mark_ref, ms, 0);
    }
}

/* Pending list of cleared references, handed to the Java reference handler
 * (Reference.getAndClearReferencePendingList). Linked through `discovered`. */
static Object *pending_refs;
static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t pending_cond = PTHREAD_COND_INITIALIZER;

static void process_references(MarkState *ms)
{
    Object *r = ms->discovered;
    /* The Reference Handler reads pending_refs under pending_lock while the
     * world is stopped (it waits in a safe state), so the list is read and
     * replaced under that lock too. */
    pthread_mutex_lock(&pending_lock);
    Object *pending = pending_refs;
    while (r) {
        Object **disc = ref_field(r, wk.reference_discovered);
        Object *next = *disc == r ? NULL : *disc;
        *disc = NULL;
        if (!(r->gc_flags & GC_MARK)) {
            /* The Reference object itself is dead: forget it. */
        } else {
            Object **referent = ref_field(r, wk.reference_referent);
            if (*referent && !((*referent)->gc_flags & GC_MARK)) {
                *referent = NULL;
                if (*ref_field(r, wk.reference_queue)) {
                    *disc = pending ? pending : r;
                    pending = r;
                }
            }
        }
        r = next;
    }
    ms->discovered = NULL;
    pending_refs = pending;
    pthread_mutex_unlock(&pending_lock);
}

/* ------------------------------------------------------------------ */
/* Sweep                                                               */
/* ------------------------------------------------------------------ */

static void sweep(void)
{
    memset(H.small, 0, sizeof H.small);
    H.large = NULL;
    uint64_t used = 0;
    char *p = H.base, *run = NULL;
    while (p < H.top) {
        size_t size = block_size(p);
        Object *o = (Object *)p;
        int live = o->klass != FREE_BLOCK && (o->gc_flags & GC_MARK);
        if (live) {
            o->gc_flags &= ~GC_MARK;
            used += size;
            if (run) {
                add_free(run, (size_t)(p - run));
                run = NULL;
            }
        } else {
            if (o->klass != FREE_BLOCK) {
                EV_RAISE(EV_OBJECT_FREE, ev_object_free(o));
                if (o->monitor)
                    mon_free(o->monitor);
                clear_start(p);
                if (T.stress_every)
                    poison_fill(p, size);
            }
            if (!run)
                run = p;
        }
        p += size;
    }
    /* A free run at the end goes back to the bump space. */
    if (run) {
        ASAN_FREE(run, (size_t)(H.top - run));
        PUBLISH(top, run);
    }
    PUBLISH(used, used);
}

/* ------------------------------------------------------------------ */
/* Collection                                                          */
/* ------------------------------------------------------------------ */

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int is_marked(Object *o) { return (o->gc_flags & GC_MARK) != 0; }

/* The name of the VM operation in the vmops probes: the serial
 * collector's, the nearest of HotSpot's to a full mark-sweep. */
static const char *gc_operation(const char *cause)
{
    return !strcmp(cause, "System.gc()") ? "GenCollectFull" : "GenCollectForAllocation";
}

/* Set while a collection runs, for AsyncGetCallTrace (vm/asgct.c). */
static int gc_active;

static void collect_locked(Thread *t, int clear_soft, const char *cause)
{
    uint64_t start = now_ns();
    uint64_t before = H.used;
    const char *op = gc_operation(cause);
    probe_vmop(op, PROBE_VMOP_REQUEST);
    thr_stop_world(t);
    /* Read with the world stopped: a thread disables collection only while
     * it is in Java state (heap_gc_disable), so none can be half-way. */
    if (__atomic_load_n(&gc_disabled, __ATOMIC_ACQUIRE) > 0) {
        thr_start_world(t);
        return;
    }
    __atomic_store_n(&gc_active, 1, __ATOMIC_RELAXED);
    probe_vmop(op, PROBE_VMOP_BEGIN);
    probe_gc_begin();
    EV_RAISE(EV_GC_START, ev_gc_start());

    MarkState ms = { .clear_soft = clear_soft };
    roots_walk(mark_root, &ms);
    drain(&ms);
    process_references(&ms);
    free(ms.stack);
    jni_sweep_weak_globals(is_marked);
    ev_gc_weak_roots(is_marked);
    sweep();

    uint64_t live = H.used;
    uint64_t target = live * 2 > H.initial ? live * 2 : H.initial;
    PUBLISH(trigger, target < H.max ? target : H.max);
    PUBLISH(collections, H.collections + 1);
    PUBLISH(last_pause_ns, now_ns() - start);
    PUBLISH(total_pause_ns, H.total_pause_ns + H.last_pause_ns);
    EV_RAISE(EV_GC_FINISH, ev_gc_finish());
    probe_gc_end();
    probe_vmop(op, PROBE_VMOP_END);
    __atomic_store_n(&gc_active, 0, __ATOMIC_RELAXED);
    thr_start_world(t);
    ev_gc_done(t);

    pthread_mutex_lock(&pending_lock);
    if (pending_refs)
        pthread_cond_broadcast(&pending_cond);
    pthread_mutex_unlock(&pending_lock);
    if (heap_verbose_gc) {
        fprintf(stdout, "[%.3fs][info][gc] GC(%llu) Pause Full (%s) %lluM->%lluM(%lluM) %.3fms\n",
                vm_uptime_ns() / 1e9, (unsigned long long)(H.collections - 1), cause,
                (unsigned long long)(before >> 20), (unsigned long long)(live >> 20),
                (unsigned long long)(H.trigger >> 20), H.last_pause_ns / 1e6);
        fflush(stdout);
    }
}

/* JVMPI DisableGC/EnableGC. The count changes only while the caller is in
 * Java state (or holds the heap lock), never while a collection runs: a
 * collector reads it once the world is stopped. The collecting thread
 * itself (a GC-time callback) may change it directly. */
static void gc_disabled_add(Thread *t, int delta)
{
    if (t && thr_stopped_world(t)) {
        __atomic_add_fetch(&gc_disabled, delta, __ATOMIC_ACQ_REL);
        return;
    }
    if (!t) {
        pthread_mutex_lock(&H.lock);
        __atomic_add_fetch(&gc_disabled, delta, __ATOMIC_ACQ_REL);
        pthread_mutex_unlock(&H.lock);
        return;
    }
    int state = t->state;
    if (state != THR_IN_JAVA)
        thr_enter_vm(t);
    __atomic_add_fetch(&gc_disabled, delta, __ATOMIC_ACQ_REL);
    if (state != THR_IN_JAVA)
        thr_enter_safe(t, (ThreadState)state);
}

void heap_gc_disable(Thread *t) { gc_disabled_add(t, 1); }

void heap_gc_enable(Thread *t)
{
    if (__atomic_load_n(&gc_disabled, __ATOMIC_ACQUIRE) > 0)
        gc_disabled_add(t, -1);
}

int heap_gc_active(void) { return __atomic_load_n(&gc_active, __ATOMIC_RELAXED); }
int heap_gc_is_disabled(void) { return __atomic_load_n(&gc_disabled, __ATOMIC_ACQUIRE) > 0; }

void heap_lock_world(Thread *t)
{
    heap_lock(t);
    thr_stop_world(t);
}

void heap_unlock_world(Thread *t)
{
    thr_start_world(t);
    heap_unlock();
}

void heap_lock_world_op(Thread *t, const char *op)
{
    probe_vmop(op, PROBE_VMOP_REQUEST);
    heap_lock_world(t);
    probe_vmop(op, PROBE_VMOP_BEGIN);
}

void heap_unlock_world_op(Thread *t, const char *op)
{
    probe_vmop(op, PROBE_VMOP_END);
    heap_unlock_world(t);
}

void heap_collect(Thread *t, int clear_soft)
{
    heap_lock(t);
    collect_locked(t, clear_soft, "System.gc()");
    heap_unlock();
}

void heap_stats(HeapStats *out)
{
    /* The parsed extent can exceed the soft trigger (bump space taken
     * after a GC could not make room below it). */
    uint64_t extent = (uint64_t)(PEEK(top) - H.base), trigger = PEEK(trigger);
    out->capacity = trigger > extent ? trigger : extent;
    out->used = PEEK(used);
    out->max = H.max;
    out->collections = PEEK(collections);
    out->total_pause_ns = PEEK(total_pause_ns);
    out->last_pause_ns = PEEK(last_pause_ns);
}

void heap_walk(HeapVisitFn fn, void *arg)
{
    for (char *p = H.base; p < H.top; p += block_size(p))
        if (((Object *)p)->klass != FREE_BLOCK)
            fn((Object *)p, arg);
}

/* ------------------------------------------------------------------ */
/* Reference pending list (java.lang.ref.Reference natives)            */
/* ------------------------------------------------------------------ */

Object *heap_take_pending_references(void)
{
    pthread_mutex_lock(&pending_lock);
    Object *p = pending_refs;
    pending_refs = NULL;
    pthread_mutex_unlock(&pending_lock);
    return p;
}

int heap_has_pending_references(void)
{
    pthread_mutex_lock(&pending_lock);
    int has = pending_refs != NULL;
    pthread_mutex_unlock(&pending_lock);
    return has;
}

void heap_wait_pending_references(Thread *t)
{
    thr_enter_safe(t, THR_WAITING);
    pthread_mutex_lock(&pending_lock);
    while (!pending_refs)
        pthread_cond_wait(&pending_cond, &pending_lock);
    pthread_mutex_unlock(&pending_lock);
    thr_leave_safe(t);
}

void heap_visit_pending(void (*fn)(Object **ref, void *arg), void *arg)
{
    if (pending_refs)
        fn(&pending_refs, arg);
}
