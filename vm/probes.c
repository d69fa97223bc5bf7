/*
 * USDT probes: the sink of the gated probes (method, allocation, monitor)
 * and the always-on probes whose arguments take a few lines to gather.
 * The cheap always-on probes sit at their sites (vm/vm.c, vm/loader.c,
 * vm/thread.c, vm/heap.c, classlib-stubs/natives/lang.c); the JNI probes
 * are generated in vm/jni.c from the slot list of include/jni.h.
 *
 * Every probe of this file has a semaphore: a counter in section .probes
 * that gdb, bpftrace, perf and stap raise while they trace the probe. Its
 * arguments (names copied or measured, heap figures) are worked out only
 * then; nobody tracing, a probe here costs a load and a branch.
 */
#define _SDT_HAS_SEMAPHORES 1
#include "vm/probes.h"

#include <string.h>

#include "vm/class.h"
#include "vm/events.h"
#include "vm/heap.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

ProbeFlags probe_flags;

#if PROBES_BUILT_IN

#define SEMAPHORES(X)                                                                   \
    X(thread__start) X(thread__stop) X(class__loaded) X(class__unloaded)                \
    X(class__initialization__required) X(class__initialization__recursive)              \
    X(class__initialization__concurrent) X(class__initialization__erroneous)            \
    X(class__initialization__super__failed) X(class__initialization__clinit)            \
    X(class__initialization__error) X(class__initialization__end)                       \
    X(vmops__request) X(vmops__begin) X(vmops__end) X(gc__begin) X(gc__end)             \
    X(mem__pool__gc__begin) X(mem__pool__gc__end) X(method__entry) X(method__return)    \
    X(object__alloc) X(monitor__contended__enter) X(monitor__contended__entered)        \
    X(monitor__contended__exit) X(monitor__wait) X(monitor__waited) X(monitor__notify)  \
    X(monitor__notifyAll) X(method__compile__begin) X(method__compile__end)             \
    X(compiled__method__load) X(compiled__method__unload)

#define DEFINE_SEMAPHORE(name) \
    volatile unsigned short hotspot_##name##_semaphore __attribute__((section(".probes")));
SEMAPHORES(DEFINE_SEMAPHORE)

/* Is a tracer attached to hotspot:name? */
#define TRACED(name) unlikely(hotspot_##name##_semaphore != 0)

/* The java.lang.Thread id (the `tid` field), 0 without a Thread object. */
static int64_t java_tid(Thread *t)
{
    static Field *tid;
    if (!t || !t->jthread || !wk.thread)
        return 0;
    if (!tid)
        tid = cls_field_by_name(wk.thread, "tid");
    return tid ? *FIELD_PTR(t->jthread, tid->offset, int64_t) : 0;
}

/* ------------------------------------------------------------------ */
/* Always-on probes                                                    */
/* ------------------------------------------------------------------ */

/* The thread's name in modified UTF-8, cut to fit buf (no allocation). A
 * UTF-16 unit takes at most 3 bytes, so a name too long keeps size / 3. */
static size_t thread_name(Thread *t, char *buf, size_t size)
{
    Object *name = t->jthread ? *FIELD_PTR(t->jthread, wk.thread_name, Object *) : NULL;
    if (!name)
        return 0;
    const uint16_t *chars = str_chars(name);
    int32_t n = str_length(name);
    if (str_mutf8_length(chars, n) >= size)
        n = (int32_t)((size - 1) / 3);
    str_encode_mutf8(chars, n, buf);
    return strlen(buf);
}

#define THREAD_PROBE(name, t) do {                                                        \
        char buf_[128] = "";                                                              \
        size_t len_ = thread_name(t, buf_, sizeof buf_);                                  \
        int daemon_ = t->jthread && *FIELD_PTR(t->jthread, wk.thread_daemon, int8_t) != 0; \
        PROBE(hotspot, name, PA_PTR(buf_), PA_I32(len_), PA_I64(java_tid(t)),             \
              PA_U64(t->os_tid), PA_BOOL(daemon_));                                       \
    } while (0)

void probe_thread_start(Thread *t)
{
    if (TRACED(thread__start))
        THREAD_PROBE(thread__start, t);
}

void probe_thread_stop(Thread *t)
{
    if (TRACED(thread__stop))
        THREAD_PROBE(thread__stop, t);
}

void probe_class_loaded(Class *c)
{
    if (TRACED(class__loaded))
        PROBE(hotspot, class__loaded, PA_PTR(c->name), PA_I32(strlen(c->name)), PA_PTR(c->loader), PA_BOOL(0));
}

#define CLASS_INIT_PROBE(probe, c, ...)                                                         \
    if (TRACED(probe))                                                                         \
        PROBE(hotspot, probe, PA_PTR((c)->name), PA_I32(strlen((c)->name)), PA_PTR((c)->loader), \
              PA_I32(-1), ##__VA_ARGS__)

void probe_class_init(int kind, Class *c, int wait)
{
    switch (kind) {
    case PROBE_CI_REQUIRED: CLASS_INIT_PROBE(class__initialization__required, c); break;
    case PROBE_CI_RECURSIVE: CLASS_INIT_PROBE(class__initialization__recursive, c, PA_BOOL(wait)); break;
    case PROBE_CI_CONCURRENT: CLASS_INIT_PROBE(class__initialization__concurrent, c, PA_BOOL(wait)); break;
    case PROBE_CI_ERRONEOUS: CLASS_INIT_PROBE(class__initialization__erroneous, c, PA_BOOL(wait)); break;
    case PROBE_CI_SUPER__FAILED: CLASS_INIT_PROBE(class__initialization__super__failed, c, PA_BOOL(wait)); break;
    case PROBE_CI_CLINIT: CLASS_INIT_PROBE(class__initialization__clinit, c, PA_BOOL(wait)); break;
    case PROBE_CI_ERROR: CLASS_INIT_PROBE(class__initialization__error, c, PA_BOOL(wait)); break;
    default: CLASS_INIT_PROBE(class__initialization__end, c, PA_BOOL(wait)); break;
    }
}

#define VMOP_PROBE(probe, name) \
    if (TRACED(probe))          \
        PROBE(hotspot, probe, PA_PTR(name), PA_U64(strlen(name)), PA_I32(0))

void probe_vmop(const char *name, int which)
{
    switch (which) {
    case PROBE_VMOP_REQUEST: VMOP_PROBE(vmops__request, name); break;
    case PROBE_VMOP_BEGIN: VMOP_PROBE(vmops__begin, name); break;
    default: VMOP_PROBE(vmops__end, name); break;
    }
}

/* The mark-sweep heap is one memory pool managed by one collector; every
 * collection is a full one. */
static const char gc_manager[] = "MarkSweep", gc_pool[] = "Java heap";

#define POOL_PROBE(name) do {                                                                 \
        HeapStats hs_;                                                                        \
        heap_stats(&hs_);                                                                     \
        PROBE(hotspot, name, PA_PTR(gc_manager), PA_U64(sizeof gc_manager - 1), PA_PTR(gc_pool), \
              PA_U64(sizeof gc_pool - 1), PA_U64(vm_opts.heap_initial), PA_U64(hs_.used),     \
              PA_U64(hs_.capacity), PA_U64(hs_.max));                                         \
    } while (0)

void probe_gc_begin(void)
{
    PROBE(hotspot, gc__begin, PA_BOOL(1));
    if (TRACED(mem__pool__gc__begin))
        POOL_PROBE(mem__pool__gc__begin);
}

void probe_gc_end(void)
{
    if (TRACED(mem__pool__gc__end))
        POOL_PROBE(mem__pool__gc__end);
    PROBE(hotspot, gc__end);
}

/* ------------------------------------------------------------------ */
/* Gated probes: one more sink of the event hub                        */
/* ------------------------------------------------------------------ */

static void on_method_entry(Thread *t, Method *m)
{
    if (TRACED(method__entry))
        PROBE(hotspot, method__entry, PA_I64(java_tid(t)), PA_PTR(m->klass->name), PA_I32(strlen(m->klass->name)),
          PA_PTR(m->name), PA_I32(strlen(m->name)), PA_PTR(m->desc), PA_I32(strlen(m->desc)));
}

static void on_method_exit(Thread *t, Method *m, int by_exception, const Slot *value)
{
    (void)by_exception;
    (void)value;
    if (TRACED(method__return))
        PROBE(hotspot, method__return, PA_I64(java_tid(t)), PA_PTR(m->klass->name), PA_I32(strlen(m->klass->name)),
          PA_PTR(m->name), PA_I32(strlen(m->name)), PA_PTR(m->desc), PA_I32(strlen(m->desc)));
}

static void on_object_alloc(Thread *t, Object *o)
{
    const char *cn = o->klass->name;
    if (TRACED(object__alloc))
        PROBE(hotspot, object__alloc, PA_I64(java_tid(t)), PA_PTR(cn), PA_I32(strlen(cn)),
              PA_I32(heap_object_size(o)));
}

/* HotSpot's monitor id is the address of its ObjectMonitor; here the
 * Monitor record, which every object with a waiter or contender has. */
#define MONITOR_PROBE(probe, t, o, ...)                                                     \
    if (TRACED(probe))                                                                      \
        PROBE(hotspot, probe, PA_I64(java_tid(t)), PA_U64((o)->monitor), PA_PTR((o)->klass->name), \
          PA_I32(strlen((o)->klass->name)), ##__VA_ARGS__)

static void on_contended_enter(Thread *t, Object *o) { MONITOR_PROBE(monitor__contended__enter, t, o); }
static void on_contended_entered(Thread *t, Object *o) { MONITOR_PROBE(monitor__contended__entered, t, o); }
static void on_contended_exit(Thread *t, Object *o) { MONITOR_PROBE(monitor__contended__exit, t, o); }
/* A sleep reaches the hub as a wait on no object (for JVMPI); HotSpot's
 * monitor__wait is Object.wait alone. */
static void on_monitor_wait(Thread *t, Object *o, int64_t timeout)
{
    if (o)
        MONITOR_PROBE(monitor__wait, t, o, PA_I64(timeout));
}
static void on_monitor_notify(Thread *t, Object *o, int all)
{
    if (all) {
        MONITOR_PROBE(monitor__notifyAll, t, o);
    } else {
        MONITOR_PROBE(monitor__notify, t, o);
    }
}

/* HotSpot fires monitor__waited once the monitor is owned again (JVMTI's
 * MonitorWaited comes before that). */
static void on_monitor_wait_end(Thread *t, Object *o) { MONITOR_PROBE(monitor__waited, t, o); }

static EvSink sink = {
    .method_entry = on_method_entry,
    .method_exit = on_method_exit,
    .object_alloc = on_object_alloc,
    .monitor_contended_enter = on_contended_enter,
    .monitor_contended_entered = on_contended_entered,
    .monitor_contended_exit = on_contended_exit,
    .monitor_wait = on_monitor_wait,
    .monitor_wait_end = on_monitor_wait_end,
    .monitor_notify = on_monitor_notify,
};


/* HotSpot's probes that an interpreter never fires (no compiler, no class
 * unloading) still exist, so that a script naming them attaches; nothing
 * calls this function. */
void probe_unfired(void)
{
    const char *none = "";
    PROBE(hotspot, class__unloaded, PA_PTR(none), PA_I32(0), PA_PTR(NULL), PA_BOOL(0));
    PROBE(hotspot, method__compile__begin, PA_PTR(none), PA_U64(0), PA_PTR(none), PA_I32(0), PA_PTR(none),
          PA_I32(0), PA_PTR(none), PA_I32(0));
    PROBE(hotspot, method__compile__end, PA_PTR(none), PA_U64(0), PA_PTR(none), PA_I32(0), PA_PTR(none),
          PA_I32(0), PA_PTR(none), PA_I32(0), PA_BOOL(0));
    PROBE(hotspot, compiled__method__load, PA_PTR(none), PA_I32(0), PA_PTR(none), PA_I32(0), PA_PTR(none),
          PA_I32(0), PA_PTR(NULL), PA_I32(0));
    PROBE(hotspot, compiled__method__unload, PA_PTR(none), PA_I32(0), PA_PTR(none), PA_I32(0), PA_PTR(none),
          PA_I32(0));
}

void probe_init(void)
{
    uint64_t interest = 0;
    if (probe_flags.method)
        interest |= EV_BIT(EV_METHOD_ENTRY) | EV_BIT(EV_METHOD_EXIT);
    if (probe_flags.alloc)
        interest |= EV_BIT(EV_OBJECT_ALLOC);
    if (probe_flags.monitor)
        interest |= EV_BIT(EV_MONITOR_CONTENDED_ENTER) | EV_BIT(EV_MONITOR_CONTENDED_ENTERED) |
                    EV_BIT(EV_MONITOR_CONTENDED_EXIT) | EV_BIT(EV_MONITOR_WAIT) | EV_BIT(EV_MONITOR_WAIT_END) |
                    EV_BIT(EV_MONITOR_NOTIFY);
    if (!interest || sink.interest)
        return;
    sink.interest = interest;
    ev_add_sink(&sink);
}

#else

/* Built without probes: the -XX flags are accepted and do nothing. */
void probe_init(void) {}
void probe_thread_start(Thread *t) { (void)t; }
void probe_thread_stop(Thread *t) { (void)t; }
void probe_class_loaded(Class *c) { (void)c; }
void probe_class_init(int kind, Class *c, int wait) { (void)kind; (void)c; (void)wait; }
void probe_vmop(const char *name, int which) { (void)name; (void)which; }
void probe_gc_begin(void) {}
void probe_gc_end(void) {}
void probe_unfired(void) {}

#endif
