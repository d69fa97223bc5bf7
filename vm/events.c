/* The event hub: fan-out of VM events to every registered sink. */
#include "vm/events.h"
#include <pthread.h>
#include <stdlib.h>

volatile uint64_t ev_interest;
static EvSink *sinks;

void ev_add_sink(EvSink *s)
{
    s->next = sinks;
    sinks = s;
    ev_update_interest();
}

/* Consumers update their interest from any thread (JVMTI under its own
 * lock, JVMPI from the agent's calls): the union is taken and stored as
 * one step, so that no update is lost to a concurrent one. */
void ev_update_interest(void)
{
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&lock);
    uint64_t mask = 0;
    for (EvSink *s = sinks; s; s = s->next)
        mask |= __atomic_load_n(&s->interest, __ATOMIC_RELAXED);
    ev_interest = mask;
    pthread_mutex_unlock(&lock);
}

#define FAN_OUT(cb, ...) \
    for (EvSink *s = sinks; s; s = s->next) \
        if (s->cb) s->cb(__VA_ARGS__)

void ev_vm_start(struct Thread *t) { FAN_OUT(vm_start, t); }
void ev_vm_init(struct Thread *t) { FAN_OUT(vm_init, t); }
void ev_vm_death(struct Thread *t) { FAN_OUT(vm_death, t); }
void ev_thread_start(struct Thread *t) { FAN_OUT(thread_start, t); }
void ev_thread_end(struct Thread *t) { FAN_OUT(thread_end, t); }
void ev_class_load(struct Thread *t, struct Class *c) { FAN_OUT(class_load, t, c); }
void ev_class_prepare(struct Thread *t, struct Class *c) { FAN_OUT(class_prepare, t, c); }
void ev_method_entry(struct Thread *t, struct Method *m) { FAN_OUT(method_entry, t, m); }
void ev_method_exit(struct Thread *t, struct Method *m, int by_exc, const Slot *v) { FAN_OUT(method_exit, t, m, by_exc, v); }
void ev_exception(struct Thread *t, Object *exc) { FAN_OUT(exception, t, exc); }
void ev_exception_catch(struct Thread *t, Object *exc) { FAN_OUT(exception_catch, t, exc); }
void ev_object_alloc(struct Thread *t, Object *o) { FAN_OUT(object_alloc, t, o); }
void ev_vm_object_alloc(struct Thread *t, Object *o) { FAN_OUT(vm_object_alloc, t, o); }
void ev_object_free(Object *o) { FAN_OUT(object_free, o); }
void ev_gc_start(void) { FAN_OUT(gc_start); }
void ev_gc_finish(void) { FAN_OUT(gc_finish); }
void ev_gc_weak_roots(int (*is_live)(Object *o)) { FAN_OUT(gc_weak_roots, is_live); }
void ev_gc_done(struct Thread *t) { FAN_OUT(gc_done, t); }
void ev_monitor_contended_enter(struct Thread *t, Object *o) { FAN_OUT(monitor_contended_enter, t, o); }
void ev_monitor_contended_entered(struct Thread *t, Object *o) { FAN_OUT(monitor_contended_entered, t, o); }
void ev_monitor_wait(struct Thread *t, Object *o, int64_t timeout) { FAN_OUT(monitor_wait, t, o, timeout); }
void ev_monitor_waited(struct Thread *t, Object *o, int timed_out) { FAN_OUT(monitor_waited, t, o, timed_out); }
void ev_monitor_contended_exit(struct Thread *t, Object *o) { FAN_OUT(monitor_contended_exit, t, o); }
void ev_jni_global_ref(struct Thread *t, void *ref, Object *o, int weak, int alloc)
{
    FAN_OUT(jni_global_ref, t, ref, o, weak, alloc);
}
void ev_instruction_start(struct Thread *t, struct Method *m, uint32_t bci) { FAN_OUT(instruction_start, t, m, bci); }
void ev_monitor_notify(struct Thread *t, Object *o, int all) { FAN_OUT(monitor_notify, t, o, all); }
void ev_monitor_wait_end(struct Thread *t, Object *o) { FAN_OUT(monitor_wait_end, t, o); }
void ev_data_dump_request(void) { FAN_OUT(data_dump_request); }
void ev_resource_exhausted(struct Thread *t, int flags, const char *d) { FAN_OUT(resource_exhausted, t, flags, d); }
void ev_single_step(struct Thread *t, struct Method *m, uint32_t bci) { FAN_OUT(single_step, t, m, bci); }
void ev_breakpoint(struct Thread *t, struct Method *m, uint32_t bci) { FAN_OUT(breakpoint, t, m, bci); }
void ev_frame_pop(struct Thread *t, struct Frame *f, int by_exc) { FAN_OUT(frame_pop, t, f, by_exc); }
void ev_field_access(struct Thread *t, struct Method *m, uint32_t bci, Object *obj, struct Field *f)
{
    FAN_OUT(field_access, t, m, bci, obj, f);
}
void ev_field_modification(struct Thread *t, struct Method *m, uint32_t bci, Object *obj, struct Field *f,
                           const Slot *v)
{
    FAN_OUT(field_modification, t, m, bci, obj, f, v);
}

/* The class file may be replaced by each sink in turn. */
void ev_class_file_load_hook(struct Thread *t, Object *loader, const char *name,
                             const uint8_t *bytes, size_t len, uint8_t **new_bytes, size_t *new_len)
{
    *new_bytes = NULL;
    *new_len = 0;
    for (EvSink *s = sinks; s; s = s->next) {
        if (!s->class_file_load_hook)
            continue;
        uint8_t *nb = NULL;
        size_t nl = 0;
        s->class_file_load_hook(t, loader, name, *new_bytes ? *new_bytes : bytes, *new_bytes ? *new_len : len, &nb, &nl);
        if (nb) {
            free(*new_bytes);
            *new_bytes = nb;
            *new_len = nl;
        }
    }
}

/* A native method's address may be replaced by each sink in turn. */
void ev_native_method_bind(struct Thread *t, struct Method *m, void *address, void **new_address)
{
    *new_address = address;
    for (EvSink *s = sinks; s; s = s->next)
        if (s->native_method_bind) {
            void *na = *new_address;
            s->native_method_bind(t, m, *new_address, &na);
            *new_address = na;
        }
}
