/* The event hub: fan-out of VM events to every registered sink. */
#include "vm/events.h"

#include <stddef.h>

volatile uint64_t ev_interest;
static EvSink *sinks;

void ev_add_sink(EvSink *s)
{
    s->next = sinks;
    sinks = s;
    ev_update_interest();
}

void ev_update_interest(void)
{
    uint64_t mask = 0;
    for (EvSink *s = sinks; s; s = s->next)
        mask |= s->interest;
    ev_interest = mask;
}

#define FAN_OUT(cb, ...) \
    for (EvSink *s = sinks; s; s = s->next) \
        if (s->cb) s->cb(__VA_ARGS__)

void ev_vm_init(struct Thread *t) { FAN_OUT(vm_init, t); }
void ev_vm_death(struct Thread *t) { FAN_OUT(vm_death, t); }
void ev_thread_start(struct Thread *t) { FAN_OUT(thread_start, t); }
void ev_thread_end(struct Thread *t) { FAN_OUT(thread_end, t); }
void ev_class_load(struct Thread *t, struct Class *c) { FAN_OUT(class_load, t, c); }
void ev_class_prepare(struct Thread *t, struct Class *c) { FAN_OUT(class_prepare, t, c); }
void ev_method_entry(struct Thread *t, struct Method *m) { FAN_OUT(method_entry, t, m); }
void ev_method_exit(struct Thread *t, struct Method *m, int by_exc) { FAN_OUT(method_exit, t, m, by_exc); }
void ev_exception(struct Thread *t, Object *exc) { FAN_OUT(exception, t, exc); }
void ev_object_alloc(struct Thread *t, Object *o) { FAN_OUT(object_alloc, t, o); }
void ev_object_free(Object *o) { FAN_OUT(object_free, o); }
void ev_gc_start(void) { FAN_OUT(gc_start); }
void ev_gc_finish(void) { FAN_OUT(gc_finish); }
void ev_gc_weak_roots(void) { FAN_OUT(gc_weak_roots); }
