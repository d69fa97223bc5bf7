/*
 * The event hub: the interpreter, the GC, the class loader and the thread
 * system raise each VM event exactly once, here. Consumers (JVMTI
 * environments, the JVMPI agent, USDT probes, perf counters) register a
 * sink; `ev_interest` is the union of what every sink enabled, so a raise
 * site costs one predictable branch while nobody listens:
 *
 *     EV_RAISE(EV_METHOD_ENTRY, ev_method_entry(t, m));
 */
#ifndef AGENTVM_EVENTS_H
#define AGENTVM_EVENTS_H

#include <stddef.h>
#include <stdint.h>

#include "vm/common.h"
#include "vm/object.h"

struct Thread;
struct Class;
struct Method;
struct Monitor;
struct Frame;
struct Field;

typedef enum EvKind {
    EV_VM_START, EV_VM_INIT, EV_VM_DEATH,
    EV_THREAD_START, EV_THREAD_END,
    EV_CLASS_FILE_LOAD_HOOK, EV_CLASS_LOAD, EV_CLASS_PREPARE,
    EV_METHOD_ENTRY, EV_METHOD_EXIT,
    EV_EXCEPTION, EV_EXCEPTION_CATCH,
    EV_OBJECT_ALLOC,              /* every allocation */
    EV_VM_OBJECT_ALLOC,           /* allocations not made by bytecode */
    EV_OBJECT_FREE,
    EV_GC_START, EV_GC_FINISH,
    EV_MONITOR_CONTENDED_ENTER, EV_MONITOR_CONTENDED_ENTERED,
    EV_MONITOR_WAIT, EV_MONITOR_WAITED,
    EV_MONITOR_CONTENDED_EXIT,    /* the owner leaves while others wait to enter (JVMPI, probes) */
    EV_MONITOR_NOTIFY,            /* notify or notifyAll with a non-empty wait set */
    EV_MONITOR_WAIT_END,          /* a wait is over and the monitor owned again */
    EV_NATIVE_METHOD_BIND,
    EV_DATA_DUMP_REQUEST,
    EV_RESOURCE_EXHAUSTED,
    /* The debugger's events, raised by the interpreter only. */
    EV_SINGLE_STEP, EV_BREAKPOINT, EV_FIELD_ACCESS, EV_FIELD_MODIFICATION,
    /* Profiler (JVMPI) events that JVMTI has no counterpart for. */
    EV_JNI_GLOBAL_REF,            /* JNI global or weak global reference made or deleted */
    EV_INSTRUCTION_START,         /* before each instruction, in the instrumented loop */
    EV_INSTRUMENTED,              /* not an event: some thread needs the instrumented loop */
    EV_COUNT
} EvKind;

_Static_assert(EV_COUNT <= 64, "the interest mask has 64 bits");

extern volatile uint64_t ev_interest;

#define EV_BIT(kind) (UINT64_C(1) << (kind))
#define EV_ON(kind) unlikely(ev_interest & EV_BIT(kind))
#define EV_RAISE(kind, call) do { if (EV_ON(kind)) { call; } } while (0)

/* Resource exhaustion kinds (JVMTI's flags). */
enum { EV_RX_OOM_ERROR = 1, EV_RX_JAVA_HEAP = 2, EV_RX_THREADS = 4 };

/* A consumer of events. Every callback may be NULL. */
typedef struct EvSink {
    uint64_t interest;
    void (*vm_start)(struct Thread *t);
    void (*vm_init)(struct Thread *t);
    void (*vm_death)(struct Thread *t);
    void (*thread_start)(struct Thread *t);
    void (*thread_end)(struct Thread *t);
    /* May replace the class file: set *new_bytes (malloc'd) and *new_len. */
    void (*class_file_load_hook)(struct Thread *t, Object *loader, const char *name,
                                 const uint8_t *bytes, size_t len, uint8_t **new_bytes, size_t *new_len);
    void (*class_load)(struct Thread *t, struct Class *c);
    void (*class_prepare)(struct Thread *t, struct Class *c);
    void (*method_entry)(struct Thread *t, struct Method *m);
    void (*method_exit)(struct Thread *t, struct Method *m, int by_exception, const Slot *value);
    void (*exception)(struct Thread *t, Object *exc);
    void (*exception_catch)(struct Thread *t, Object *exc);
    void (*object_alloc)(struct Thread *t, Object *o);
    void (*vm_object_alloc)(struct Thread *t, Object *o);
    void (*object_free)(Object *o);
    void (*gc_start)(void);
    void (*gc_finish)(void);
    void (*gc_weak_roots)(int (*is_live)(Object *o));
    void (*gc_done)(struct Thread *t);          /* after the world restarted */
    void (*monitor_contended_enter)(struct Thread *t, Object *o);
    void (*monitor_contended_entered)(struct Thread *t, Object *o);
    /* o is NULL for Thread.sleep, which profilers see as a wait. */
    void (*monitor_wait)(struct Thread *t, Object *o, int64_t timeout);
    void (*monitor_waited)(struct Thread *t, Object *o, int timed_out);
    void (*monitor_contended_exit)(struct Thread *t, Object *o);
    /* o is the referent when a reference is made (alloc), NULL when deleted. */
    void (*jni_global_ref)(struct Thread *t, void *ref, Object *o, int weak, int alloc);
    /* t->top's pc and sp are saved. */
    void (*instruction_start)(struct Thread *t, struct Method *m, uint32_t bci);
    void (*monitor_notify)(struct Thread *t, Object *o, int all);
    void (*monitor_wait_end)(struct Thread *t, Object *o);
    void (*native_method_bind)(struct Thread *t, struct Method *m, void *address, void **new_address);
    void (*data_dump_request)(void);
    void (*resource_exhausted)(struct Thread *t, int flags, const char *description);
    void (*single_step)(struct Thread *t, struct Method *m, uint32_t bci);
    void (*breakpoint)(struct Thread *t, struct Method *m, uint32_t bci);
    /* f is still t->top; raised only for frames marked FRAME_POP_EVENT.
     * by_exception -1: the frame is discarded (PopFrame), nothing is posted. */
    void (*frame_pop)(struct Thread *t, struct Frame *f, int by_exception);
    /* obj is NULL for a static field; value is the new value (canonical slots). */
    void (*field_access)(struct Thread *t, struct Method *m, uint32_t bci, Object *obj, struct Field *f);
    void (*field_modification)(struct Thread *t, struct Method *m, uint32_t bci, Object *obj, struct Field *f,
                               const Slot *value);
    struct EvSink *next;
} EvSink;

void ev_add_sink(EvSink *s);
void ev_update_interest(void);

void ev_vm_start(struct Thread *t);
void ev_vm_init(struct Thread *t);
void ev_vm_death(struct Thread *t);
void ev_thread_start(struct Thread *t);
void ev_thread_end(struct Thread *t);
void ev_class_file_load_hook(struct Thread *t, Object *loader, const char *name,
                             const uint8_t *bytes, size_t len, uint8_t **new_bytes, size_t *new_len);
void ev_class_load(struct Thread *t, struct Class *c);
void ev_class_prepare(struct Thread *t, struct Class *c);
void ev_method_entry(struct Thread *t, struct Method *m);
void ev_method_exit(struct Thread *t, struct Method *m, int by_exception, const Slot *value);
void ev_exception(struct Thread *t, Object *exc);
void ev_exception_catch(struct Thread *t, Object *exc);
void ev_object_alloc(struct Thread *t, Object *o);
void ev_vm_object_alloc(struct Thread *t, Object *o);
void ev_object_free(Object *o);
void ev_gc_start(void);
void ev_gc_finish(void);
/* Always called during GC after marking: sinks clear weak tables. */
void ev_gc_weak_roots(int (*is_live)(Object *o));
void ev_gc_done(struct Thread *t);
void ev_monitor_contended_enter(struct Thread *t, Object *o);
void ev_monitor_contended_entered(struct Thread *t, Object *o);
void ev_monitor_wait(struct Thread *t, Object *o, int64_t timeout);
void ev_monitor_waited(struct Thread *t, Object *o, int timed_out);
void ev_monitor_contended_exit(struct Thread *t, Object *o);
void ev_jni_global_ref(struct Thread *t, void *ref, Object *o, int weak, int alloc);
void ev_instruction_start(struct Thread *t, struct Method *m, uint32_t bci);
void ev_monitor_notify(struct Thread *t, Object *o, int all);
void ev_monitor_wait_end(struct Thread *t, Object *o);
void ev_native_method_bind(struct Thread *t, struct Method *m, void *address, void **new_address);
void ev_data_dump_request(void);
void ev_resource_exhausted(struct Thread *t, int flags, const char *description);
void ev_single_step(struct Thread *t, struct Method *m, uint32_t bci);
void ev_breakpoint(struct Thread *t, struct Method *m, uint32_t bci);
void ev_frame_pop(struct Thread *t, struct Frame *f, int by_exception);
void ev_field_access(struct Thread *t, struct Method *m, uint32_t bci, Object *obj, struct Field *f);
void ev_field_modification(struct Thread *t, struct Method *m, uint32_t bci, Object *obj, struct Field *f,
                           const Slot *value);

#endif
