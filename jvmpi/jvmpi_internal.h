/*
 * Shared inside jvmpi/: the interface table, event enablement, posting,
 * raw monitors and the dump writers.
 */
#ifndef AGENTVM_JVMPI_INTERNAL_H
#define AGENTVM_JVMPI_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "include/jvmpi.h"
#include "vm/class.h"
#include "vm/object.h"
#include "vm/thread.h"

extern JVMPI_Interface jvmpi_interface;

/* Per event number: enabled with EnableEvent. */
extern volatile uint8_t jvmpi_enabled[JVMPI_MAX_EVENT_TYPE_VAL + 1];

static inline int jvmpi_on(jint ev)
{
    return __atomic_load_n(&jvmpi_enabled[ev], __ATOMIC_RELAXED) && jvmpi_interface.NotifyEvent;
}

static inline jobjectID jvmpi_id(Object *o) { return (jobjectID)(void *)o; }
static inline Object *jvmpi_obj(jobjectID id) { return (Object *)(void *)id; }

/* jvmpi_events.c */
void jvmpi_events_init(void);
void jvmpi_update_interest(void);
/* Send ev from t (NULL: a thread the VM does not know). The agent runs in
 * native state with GC disabled when the event carries object IDs
 * (`with_ids`), as the specification requires. */
void jvmpi_post(Thread *t, JVMPI_Event *ev, int with_ids);
/* Events sent because of RequestEvent; JVMPI_SUCCESS, _FAIL. */
jint jvmpi_request_class_load(Thread *t, Object *mirror);
jint jvmpi_request_thread_start(Thread *t, Object *jthread);
jint jvmpi_request_object_alloc(Thread *t, Object *o);
/* The object type code of o (JVMPI_NORMAL_OBJECT, JVMPI_CLASS, JVMPI_INT...). */
jint jvmpi_type_of(const Class *c);
/* The class_id of obj_alloc: the class, the element class of an object
 * array, NULL for a primitive array. */
Object *jvmpi_alloc_class(const Class *c);
/* The VM's thread for a JNIEnv of a live thread, or NULL. */
Thread *jvmpi_thread_of(JNIEnv *env);
/* Fill trace->frames (depth at most) for trace->env_id's thread, which is
 * the current thread or stopped. */
void jvmpi_fill_trace(Thread *t, JVMPI_CallTrace *trace, jint depth);

/* jvmpi_rawmon.c */
JVMPI_RawMonitor jvmpi_raw_create(char *name);
void jvmpi_raw_enter(JVMPI_RawMonitor id);
void jvmpi_raw_exit(JVMPI_RawMonitor id);
void jvmpi_raw_wait(JVMPI_RawMonitor id, jlong ms);
void jvmpi_raw_notify_all(JVMPI_RawMonitor id);
void jvmpi_raw_destroy(JVMPI_RawMonitor id);

/* A growing byte buffer for the dump formats. */
typedef struct DumpBuf {
    char *data;
    size_t len, cap;
    int failed;
} DumpBuf;
void dump_u1(DumpBuf *b, uint8_t v);
void dump_u2(DumpBuf *b, uint16_t v);
void dump_u4(DumpBuf *b, uint32_t v);
void dump_u8(DumpBuf *b, uint64_t v);
void dump_ptr(DumpBuf *b, const void *p);

/* The raw monitor records of a monitor dump (world stopped). */
void jvmpi_raw_dump(DumpBuf *b);

/* jvmpi_dump.c: RequestEvent of the three dumps. */
jint jvmpi_heap_dump(Thread *t, int level, int requested);
jint jvmpi_object_dump(Thread *t, Object *o);
jint jvmpi_monitor_dump(Thread *t);

#endif
