/*
 * JVMPI events: the agent's sink on the event hub, and the event records.
 *
 * JVMPI is one sink of the hub. Its interest bits are those of the
 * enabled JVMPI events, so with no JVMPI agent loaded (or nothing
 * enabled) the VM pays nothing. Events are sent on the thread they happen
 * in, the agent running in native state; an event that carries object IDs
 * is sent with GC disabled (section 1.4 of the specification), and the
 * GC-time events (GC_START, OBJECT_FREE, GC_FINISH) on the collecting
 * thread with the world stopped: the thread-suspended mode.
 */
#define _GNU_SOURCE
#include "jvmpi/jvmpi_internal.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "interp/debug.h"
#include "interp/interp.h"
#include "vm/events.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/roots.h"
#include "vm/strings.h"
#include "vm/vm.h"

/* The one arena of a non-moving heap, announced at JVM_INIT_DONE. */
enum { JVMPI_HEAP_ARENA = 1 };

static EvSink sink;

/* ------------------------------------------------------------------ */
/* Posting                                                             */
/* ------------------------------------------------------------------ */

typedef struct PostScope {
    Thread *t;
    uint32_t local_ref_mark;
    int state;
    Object *saved_exception;
    int gc_off;
    int grn_took;
} PostScope;

/* Native state for the agent, its local references released afterwards,
 * a pending exception hidden from it. Nothing to do on the thread that
 * stopped the world (a GC-time event, a dump): it stays where it is. */
static void scope_enter(PostScope *s, Thread *t, int with_ids)
{
    s->t = t && !thr_stopped_world(t) ? t : NULL;
    s->gc_off = with_ids && s->t;
    if (s->gc_off)
        heap_gc_disable(t);
    if (!s->t)
        return;
    s->local_ref_mark = t->local_ref_count;
    s->state = t->state;
    s->saved_exception = t->exception;
    t->exception = NULL;
    if (s->saved_exception)
        thr_push_root(t, &s->saved_exception);
    s->grn_took = thr_agent_enter(t);
    if (t->state == THR_IN_JAVA)
        thr_enter_safe(t, THR_IN_NATIVE);
}

static void scope_leave(PostScope *s)
{
    Thread *t = s->t;
    if (!t)
        return;
    if (s->state == THR_IN_JAVA && t->state != THR_IN_JAVA)
        thr_leave_safe(t);
    if (s->saved_exception) {
        thr_pop_roots(t, 1);
        t->exception = s->saved_exception;
    }
    t->local_ref_count = s->local_ref_mark;
    thr_agent_leave(t, s->grn_took);
    if (s->gc_off)
        heap_gc_enable(t);
}

void jvmpi_post(Thread *t, JVMPI_Event *ev, int with_ids)
{
    void (*notify)(JVMPI_Event *) = jvmpi_interface.NotifyEvent;
    if (!notify)
        return;
    ev->env_id = t ? jni_env(t) : NULL;
    PostScope s;
    scope_enter(&s, t, with_ids);
    notify(ev);
    scope_leave(&s);
}

static void post_simple(Thread *t, jint type)
{
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = type;
    jvmpi_post(t, &ev, 0);
}

/* ------------------------------------------------------------------ */
/* Interest                                                            */
/* ------------------------------------------------------------------ */

static const struct { jint ev; EvKind kind; } hub_map[] = {
    { JVMPI_EVENT_METHOD_ENTRY, EV_METHOD_ENTRY },
    { JVMPI_EVENT_METHOD_ENTRY2, EV_METHOD_ENTRY },
    { JVMPI_EVENT_METHOD_EXIT, EV_METHOD_EXIT },
    { JVMPI_EVENT_OBJECT_ALLOC, EV_OBJECT_ALLOC },
    { JVMPI_EVENT_OBJECT_FREE, EV_OBJECT_FREE },
    { JVMPI_EVENT_THREAD_START, EV_THREAD_START },
    { JVMPI_EVENT_THREAD_END, EV_THREAD_END },
    { JVMPI_EVENT_CLASS_LOAD_HOOK, EV_CLASS_FILE_LOAD_HOOK },
    { JVMPI_EVENT_CLASS_LOAD, EV_CLASS_LOAD },
    { JVMPI_EVENT_DATA_DUMP_REQUEST, EV_DATA_DUMP_REQUEST },
    { JVMPI_EVENT_JVM_INIT_DONE, EV_VM_INIT },
    { JVMPI_EVENT_ARENA_NEW, EV_VM_INIT },
    { JVMPI_EVENT_JVM_SHUT_DOWN, EV_VM_DEATH },
    { JVMPI_EVENT_JNI_GLOBALREF_ALLOC, EV_JNI_GLOBAL_REF },
    { JVMPI_EVENT_JNI_GLOBALREF_FREE, EV_JNI_GLOBAL_REF },
    { JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC, EV_JNI_GLOBAL_REF },
    { JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE, EV_JNI_GLOBAL_REF },
    { JVMPI_EVENT_MONITOR_CONTENDED_ENTER, EV_MONITOR_CONTENDED_ENTER },
    { JVMPI_EVENT_MONITOR_CONTENDED_ENTERED, EV_MONITOR_CONTENDED_ENTERED },
    { JVMPI_EVENT_MONITOR_CONTENDED_EXIT, EV_MONITOR_CONTENDED_EXIT },
    { JVMPI_EVENT_MONITOR_WAIT, EV_MONITOR_WAIT },
    { JVMPI_EVENT_MONITOR_WAITED, EV_MONITOR_WAITED },
    { JVMPI_EVENT_GC_START, EV_GC_START },
    { JVMPI_EVENT_GC_FINISH, EV_GC_FINISH },
    { JVMPI_EVENT_INSTRUCTION_START, EV_INSTRUCTION_START },
    { JVMPI_EVENT_INSTRUCTION_START, EV_INSTRUMENTED },
};

void jvmpi_update_interest(void)
{
    uint64_t mask = 0;
    for (size_t i = 0; i < sizeof hub_map / sizeof hub_map[0]; i++)
        if (jvmpi_enabled[hub_map[i].ev])
            mask |= EV_BIT(hub_map[i].kind);
    /* INSTRUCTION_START runs every thread in the instrumented loop. */
    int instr = jvmpi_enabled[JVMPI_EVENT_INSTRUCTION_START] != 0;
    int was = __atomic_exchange_n(&interp_instrument_profiler, instr, __ATOMIC_RELAXED);
    Thread *self = thr_current();
    if (instr && !was && self)
        interp_mark_frames(self);
    __atomic_store_n(&sink.interest, mask, __ATOMIC_RELAXED);
    ev_update_interest();
}

/* ------------------------------------------------------------------ */
/* Objects                                                             */
/* ------------------------------------------------------------------ */

jint jvmpi_type_of(const Class *c)
{
    if (!c->is_array)
        return JVMPI_NORMAL_OBJECT;
    switch (c->elem_type) {
    case T_BOOLEAN: return JVMPI_BOOLEAN;
    case T_BYTE: return JVMPI_BYTE;
    case T_CHAR: return JVMPI_CHAR;
    case T_SHORT: return JVMPI_SHORT;
    case T_INT: return JVMPI_INT;
    case T_LONG: return JVMPI_LONG;
    case T_FLOAT: return JVMPI_FLOAT;
    case T_DOUBLE: return JVMPI_DOUBLE;
    default: return JVMPI_CLASS;
    }
}

Object *jvmpi_alloc_class(const Class *c)
{
    if (!c->is_array)
        return c->mirror;
    if (jvmpi_type_of(c) == JVMPI_CLASS && c->component)
        return c->component->mirror;
    return NULL;
}

static void post_object_alloc(Thread *t, Object *o, jint flags)
{
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = JVMPI_EVENT_OBJECT_ALLOC | flags;
    ev.u.obj_alloc.arena_id = JVMPI_HEAP_ARENA;
    ev.u.obj_alloc.class_id = jvmpi_id(jvmpi_alloc_class(o->klass));
    ev.u.obj_alloc.is_array = jvmpi_type_of(o->klass);
    ev.u.obj_alloc.size = (jint)heap_object_size(o);
    ev.u.obj_alloc.obj_id = jvmpi_id(o);
    jvmpi_post(t, &ev, 1);
}

/* What the agent allocates in its handler (through JNI) is not reported:
 * the handler would be re-entered without end. */
static _Thread_local int in_alloc;

static void on_object_alloc(Thread *t, Object *o)
{
    if (!jvmpi_on(JVMPI_EVENT_OBJECT_ALLOC) || in_alloc || !t)
        return;
    in_alloc = 1;
    thr_push_root(t, &o);
    post_object_alloc(t, o, 0);
    thr_pop_roots(t, 1);
    in_alloc = 0;
}

jint jvmpi_request_object_alloc(Thread *t, Object *o)
{
    post_object_alloc(t, o, JVMPI_REQUESTED_EVENT);
    return JVMPI_SUCCESS;
}

/* During the sweep: the thread-suspended mode. */
static void on_object_free(Object *o)
{
    if (!jvmpi_on(JVMPI_EVENT_OBJECT_FREE))
        return;
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = JVMPI_EVENT_OBJECT_FREE;
    ev.u.obj_free.obj_id = jvmpi_id(o);
    jvmpi_post(thr_current(), &ev, 0);
}

/* ------------------------------------------------------------------ */
/* GC                                                                  */
/* ------------------------------------------------------------------ */

static void on_gc_start(void)
{
    if (jvmpi_on(JVMPI_EVENT_GC_START))
        post_simple(thr_current(), JVMPI_EVENT_GC_START);
}

static void count_object(Object *o, void *arg) { ++*(jlong *)arg; }

/* After the sweep, the world still stopped: what is left is live. */
static void on_gc_finish(void)
{
    if (!jvmpi_on(JVMPI_EVENT_GC_FINISH))
        return;
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = JVMPI_EVENT_GC_FINISH;
    jlong objects = 0;
    heap_walk(count_object, &objects);
    HeapStats hs;
    heap_stats(&hs);
    ev.u.gc_info.used_objects = objects;
    ev.u.gc_info.used_object_space = (jlong)hs.used;
    ev.u.gc_info.total_object_space = (jlong)hs.capacity;
    jvmpi_post(thr_current(), &ev, 0);
}

/* ------------------------------------------------------------------ */
/* Classes                                                             */
/* ------------------------------------------------------------------ */

static void line_range(const Method *m, jint *start, jint *end)
{
    *start = *end = -1;
    const CfCode *code = m->cf_code;
    for (uint16_t i = 0; code && i < code->line_number_count; i++) {
        jint line = code->line_numbers[i].line_number;
        if (*start < 0 || line < *start)
            *start = line;
        if (line > *end)
            *end = line;
    }
}

static int is_static_field(const Field *f) { return (f->access_flags & ACC_STATIC) != 0; }

/* The fields of c that are static (or not), in declaration order: the
 * order of the values in the class and instance dumps. */
static JVMPI_Field *fields_of(const Class *c, int statics, jint *count)
{
    jint n = 0;
    for (uint16_t i = 0; i < c->field_count; i++)
        n += is_static_field(&c->fields[i]) == statics;
    *count = n;
    JVMPI_Field *out = calloc(n ? (size_t)n : 1, sizeof *out);
    if (!out) {
        *count = 0;
        return NULL;
    }
    n = 0;
    for (uint16_t i = 0; i < c->field_count; i++)
        if (is_static_field(&c->fields[i]) == statics) {
            out[n].field_name = (char *)c->fields[i].name;
            out[n].field_signature = (char *)c->fields[i].desc;
            n++;
        }
    return out;
}

static void post_class_load(Thread *t, Class *c, jint flags)
{
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = JVMPI_EVENT_CLASS_LOAD | flags;
    ev.u.class_load.class_name = (char *)c->name;
    ev.u.class_load.source_name = (char *)cls_source_file(c);
    ev.u.class_load.num_interfaces = c->interface_count;
    JVMPI_Method *methods = calloc(c->method_count ? c->method_count : 1, sizeof *methods);
    if (methods) {
        for (uint16_t i = 0; i < c->method_count; i++) {
            Method *m = &c->methods[i];
            methods[i].method_name = (char *)m->name;
            methods[i].method_signature = (char *)m->desc;
            line_range(m, &methods[i].start_lineno, &methods[i].end_lineno);
            methods[i].method_id = (jmethodID)cls_method_id(m);
        }
        ev.u.class_load.num_methods = c->method_count;
        ev.u.class_load.methods = methods;
    }
    ev.u.class_load.statics = fields_of(c, 1, &ev.u.class_load.num_static_fields);
    ev.u.class_load.instances = fields_of(c, 0, &ev.u.class_load.num_instance_fields);
    ev.u.class_load.class_id = jvmpi_id(c->mirror);
    jvmpi_post(t, &ev, 1);
    free(methods);
    free(ev.u.class_load.statics);
    free(ev.u.class_load.instances);
}

/* Array classes are not loaded from class files: no CLASS_LOAD, as in
 * HotSpot (RequestEvent still describes them). */
static void on_class_load(Thread *t, Class *c)
{
    if (jvmpi_on(JVMPI_EVENT_CLASS_LOAD) && !c->is_array && c->mirror)
        post_class_load(t, c, 0);
}

jint jvmpi_request_class_load(Thread *t, Object *mirror)
{
    Class *c = mirror->klass == wk.klass ? mirror_class(mirror) : NULL;
    if (!c)
        return JVMPI_FAIL;
    post_class_load(t, c, JVMPI_REQUESTED_EVENT);
    return JVMPI_SUCCESS;
}

static void *hook_malloc(unsigned int size) { return malloc(size ? size : 1); }

/* The agent's replacement, allocated with malloc_f (malloc), is handed
 * to the hub, which frees it after parsing. */
static void on_class_file_load_hook(Thread *t, Object *loader, const char *name, const uint8_t *bytes, size_t len,
                                    uint8_t **new_bytes, size_t *new_len)
{
    if (!jvmpi_on(JVMPI_EVENT_CLASS_LOAD_HOOK))
        return;
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = JVMPI_EVENT_CLASS_LOAD_HOOK;
    ev.u.class_load_hook.class_data = (unsigned char *)bytes;
    ev.u.class_load_hook.class_data_len = (jint)len;
    ev.u.class_load_hook.new_class_data = (unsigned char *)bytes;
    ev.u.class_load_hook.new_class_data_len = (jint)len;
    ev.u.class_load_hook.malloc_f = hook_malloc;
    jvmpi_post(t, &ev, 0);
    unsigned char *nb = ev.u.class_load_hook.new_class_data;
    if (nb && nb != bytes && ev.u.class_load_hook.new_class_data_len > 0) {
        *new_bytes = nb;
        *new_len = (size_t)ev.u.class_load_hook.new_class_data_len;
    }
}

/* ------------------------------------------------------------------ */
/* Threads                                                             */
/* ------------------------------------------------------------------ */

static char *group_name(Object *group)
{
    static Field *name_field;
    if (!group)
        return NULL;
    if (!name_field)
        name_field = cls_field_by_name(wk.thread_group, "name");
    Object *s = name_field ? *FIELD_PTR(group, name_field->offset, Object *) : NULL;
    return s ? str_to_utf8(s) : NULL;
}

static Object *group_parent(Object *group)
{
    static Field *parent_field;
    if (!group)
        return NULL;
    if (!parent_field)
        parent_field = cls_field_by_name(wk.thread_group, "parent");
    return parent_field ? *FIELD_PTR(group, parent_field->offset, Object *) : NULL;
}

/* `about` is the thread started, `t` the one the event is sent on. */
static void post_thread_start(Thread *t, Thread *about, jint flags)
{
    Object *jt = about->jthread;
    if (!jt)
        return;
    Object *name = *FIELD_PTR(jt, wk.thread_name, Object *);
    Object *group = *FIELD_PTR(jt, wk.thread_group_field, Object *);
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = JVMPI_EVENT_THREAD_START | flags;
    ev.u.thread_start.thread_name = name ? str_to_utf8(name) : NULL;
    ev.u.thread_start.group_name = group_name(group);
    ev.u.thread_start.parent_name = group_name(group_parent(group));
    ev.u.thread_start.thread_id = jvmpi_id(jt);
    ev.u.thread_start.thread_env_id = jni_env(about);
    jvmpi_post(t, &ev, 1);
    free(ev.u.thread_start.thread_name);
    free(ev.u.thread_start.group_name);
    free(ev.u.thread_start.parent_name);
}

static void on_thread_start(Thread *t)
{
    if (jvmpi_on(JVMPI_EVENT_THREAD_START))
        post_thread_start(t, t, 0);
}

static void on_thread_end(Thread *t)
{
    if (jvmpi_on(JVMPI_EVENT_THREAD_END))
        post_simple(t, JVMPI_EVENT_THREAD_END);
}

jint jvmpi_request_thread_start(Thread *t, Object *jthread)
{
    thr_list_lock();
    Thread *about = thr_of(jthread);
    thr_list_unlock();
    if (!about || about->jthread != jthread)
        return JVMPI_FAIL;
    post_thread_start(t, about, JVMPI_REQUESTED_EVENT);
    return JVMPI_SUCCESS;
}

/* ------------------------------------------------------------------ */
/* VM life                                                             */
/* ------------------------------------------------------------------ */

static void on_vm_init(Thread *t)
{
    if (jvmpi_on(JVMPI_EVENT_ARENA_NEW)) {
        JVMPI_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.event_type = JVMPI_EVENT_ARENA_NEW;
        ev.u.new_arena.arena_id = JVMPI_HEAP_ARENA;
        ev.u.new_arena.arena_name = (char *)"Java heap";
        jvmpi_post(t, &ev, 0);
    }
    if (jvmpi_on(JVMPI_EVENT_JVM_INIT_DONE))
        post_simple(t, JVMPI_EVENT_JVM_INIT_DONE);
}

static void on_vm_death(Thread *t)
{
    if (jvmpi_on(JVMPI_EVENT_JVM_SHUT_DOWN))
        post_simple(t, JVMPI_EVENT_JVM_SHUT_DOWN);
}

static void on_data_dump_request(void)
{
    if (jvmpi_on(JVMPI_EVENT_DATA_DUMP_REQUEST))
        post_simple(thr_current(), JVMPI_EVENT_DATA_DUMP_REQUEST);
}

/* ------------------------------------------------------------------ */
/* Methods                                                             */
/* ------------------------------------------------------------------ */

static void on_method_entry(Thread *t, Method *m)
{
    JVMPI_Event ev;
    if (jvmpi_on(JVMPI_EVENT_METHOD_ENTRY)) {
        ev.event_type = JVMPI_EVENT_METHOD_ENTRY;
        ev.u.method.method_id = (jmethodID)cls_method_id(m);
        jvmpi_post(t, &ev, 0);
    }
    if (jvmpi_on(JVMPI_EVENT_METHOD_ENTRY2)) {
        Object *self = NULL;
        if (!(m->access_flags & ACC_STATIC) && t->top && t->top->method == m)
            self = t->top->locals[0].l;
        ev.event_type = JVMPI_EVENT_METHOD_ENTRY2;
        ev.u.method_entry2.method_id = (jmethodID)cls_method_id(m);
        ev.u.method_entry2.obj_id = jvmpi_id(self);
        jvmpi_post(t, &ev, 1);
    }
}

static void on_method_exit(Thread *t, Method *m, int by_exception, const Slot *value)
{
    if (!jvmpi_on(JVMPI_EVENT_METHOD_EXIT))
        return;
    JVMPI_Event ev;
    ev.event_type = JVMPI_EVENT_METHOD_EXIT;
    ev.u.method.method_id = (jmethodID)cls_method_id(m);
    jvmpi_post(t, &ev, 0);
}

/* ------------------------------------------------------------------ */
/* Monitors                                                            */
/* ------------------------------------------------------------------ */

static void post_monitor(Thread *t, jint type, Object *o)
{
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = type;
    ev.u.monitor.object = jvmpi_id(o);
    jvmpi_post(t, &ev, 1);
}

static void on_contended_enter(Thread *t, Object *o)
{
    if (jvmpi_on(JVMPI_EVENT_MONITOR_CONTENDED_ENTER))
        post_monitor(t, JVMPI_EVENT_MONITOR_CONTENDED_ENTER, o);
}

static void on_contended_entered(Thread *t, Object *o)
{
    if (jvmpi_on(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED))
        post_monitor(t, JVMPI_EVENT_MONITOR_CONTENDED_ENTERED, o);
}

static void on_contended_exit(Thread *t, Object *o)
{
    if (jvmpi_on(JVMPI_EVENT_MONITOR_CONTENDED_EXIT))
        post_monitor(t, JVMPI_EVENT_MONITOR_CONTENDED_EXIT, o);
}

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void on_monitor_wait(Thread *t, Object *o, int64_t timeout)
{
    t->jvmpi_wait_start = now_ns();
    if (!jvmpi_on(JVMPI_EVENT_MONITOR_WAIT))
        return;
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = JVMPI_EVENT_MONITOR_WAIT;
    ev.u.monitor_wait.object = jvmpi_id(o);
    ev.u.monitor_wait.timeout = timeout;
    jvmpi_post(t, &ev, 1);
}

/* MONITOR_WAITED's timeout is the time the thread waited (section 3). */
static void on_monitor_waited(Thread *t, Object *o, int timed_out)
{
    if (!jvmpi_on(JVMPI_EVENT_MONITOR_WAITED))
        return;
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = JVMPI_EVENT_MONITOR_WAITED;
    ev.u.monitor_wait.object = jvmpi_id(o);
    ev.u.monitor_wait.timeout = t->jvmpi_wait_start ? (now_ns() - t->jvmpi_wait_start) / 1000000 : 0;
    jvmpi_post(t, &ev, 1);
}

/* ------------------------------------------------------------------ */
/* JNI global references                                               */
/* ------------------------------------------------------------------ */

static void on_jni_global_ref(Thread *t, void *ref, Object *o, int weak, int alloc)
{
    jint type = alloc ? (weak ? JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC : JVMPI_EVENT_JNI_GLOBALREF_ALLOC)
                      : (weak ? JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE : JVMPI_EVENT_JNI_GLOBALREF_FREE);
    if (!jvmpi_on(type))
        return;
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = type;
    if (alloc) {
        ev.u.jni_globalref_alloc.obj_id = jvmpi_id(o);
        ev.u.jni_globalref_alloc.ref_id = (jobject)ref;
    } else {
        ev.u.jni_globalref_free.ref_id = (jobject)ref;
    }
    jvmpi_post(t, &ev, alloc);
}

/* ------------------------------------------------------------------ */
/* Instructions                                                        */
/* ------------------------------------------------------------------ */

enum {
    OP_IFEQ = 0x99, OP_IF_ACMPNE = 0xa6, OP_TABLESWITCH = 0xaa, OP_LOOKUPSWITCH = 0xab,
    OP_IFNULL = 0xc6, OP_IFNONNULL = 0xc7
};

static int32_t be32(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* Whether the conditional branch at op will be taken, from the operand
 * stack (sp: first free slot). */
static jboolean branch_taken(uint8_t op, const Slot *sp)
{
    if (op == OP_IFNULL)
        return sp[-1].l == NULL;
    if (op == OP_IFNONNULL)
        return sp[-1].l != NULL;
    if (op >= 0xa5)                           /* if_acmpeq, if_acmpne */
        return (sp[-2].l == sp[-1].l) == (op == 0xa5);
    int32_t a, b;
    int cmp = op - OP_IFEQ;
    if (op >= 0x9f) {                         /* if_icmpeq ... if_icmple */
        a = sp[-2].i;
        b = sp[-1].i;
        cmp = op - 0x9f;
    } else {
        a = sp[-1].i;
        b = 0;
    }
    switch (cmp) {
    case 0: return a == b;
    case 1: return a != b;
    case 2: return a < b;
    case 3: return a >= b;
    case 4: return a > b;
    default: return a <= b;
    }
}

static void switch_info(JVMPI_Event *ev, uint8_t op, const uint8_t *code, uint32_t bci, const Slot *sp)
{
    const uint8_t *p = code + ((bci + 4) & ~3u);
    int32_t key = sp[-1].i;
    if (op == OP_TABLESWITCH) {
        ev->u.instruction.u.tableswitch_info.key = key;
        ev->u.instruction.u.tableswitch_info.low = be32(p + 4);
        ev->u.instruction.u.tableswitch_info.hi = be32(p + 8);
        return;
    }
    int32_t npairs = be32(p + 4), chosen = npairs;  /* npairs: the default */
    for (int32_t i = 0; i < npairs; i++)
        if (be32(p + 8 + 8 * i) == key) {
            chosen = i;
            break;
        }
    ev->u.instruction.u.lookupswitch_info.chosen_pair_index = chosen;
    ev->u.instruction.u.lookupswitch_info.pairs_total = npairs;
}

/* Raised by the instrumented loop before each instruction, t->top saved. */
static void on_instruction_start(Thread *t, Method *m, uint32_t bci)
{
    if (!jvmpi_on(JVMPI_EVENT_INSTRUCTION_START) || !t->top)
        return;
    JVMPI_Event ev;
    memset(&ev, 0, sizeof ev);
    ev.event_type = JVMPI_EVENT_INSTRUCTION_START;
    ev.u.instruction.method_id = (jmethodID)cls_method_id(m);
    ev.u.instruction.offset = (jint)bci;
    const uint8_t *orig = m->cf_code ? m->cf_code->code : NULL;
    uint8_t op = orig && bci < m->cf_code->code_length ? orig[bci] : 0;
    const Slot *sp = t->top->sp;
    if ((op >= OP_IFEQ && op <= OP_IF_ACMPNE) || op == OP_IFNULL || op == OP_IFNONNULL)
        ev.u.instruction.u.if_info.is_true = branch_taken(op, sp);
    else if (op == OP_TABLESWITCH || op == OP_LOOKUPSWITCH)
        switch_info(&ev, op, orig, bci, sp);
    jvmpi_post(t, &ev, 0);
}

/* ------------------------------------------------------------------ */
/* Registration                                                        */
/* ------------------------------------------------------------------ */

void jvmpi_events_init(void)
{
    static int done;
    if (done)
        return;
    done = 1;
    sink.vm_init = on_vm_init;
    sink.vm_death = on_vm_death;
    sink.thread_start = on_thread_start;
    sink.thread_end = on_thread_end;
    sink.class_file_load_hook = on_class_file_load_hook;
    sink.class_load = on_class_load;
    sink.method_entry = on_method_entry;
    sink.method_exit = on_method_exit;
    sink.object_alloc = on_object_alloc;
    sink.object_free = on_object_free;
    sink.gc_start = on_gc_start;
    sink.gc_finish = on_gc_finish;
    sink.monitor_contended_enter = on_contended_enter;
    sink.monitor_contended_entered = on_contended_entered;
    sink.monitor_contended_exit = on_contended_exit;
    sink.monitor_wait = on_monitor_wait;
    sink.monitor_waited = on_monitor_waited;
    sink.jni_global_ref = on_jni_global_ref;
    sink.data_dump_request = on_data_dump_request;
    sink.instruction_start = on_instruction_start;
    ev_add_sink(&sink);
}
