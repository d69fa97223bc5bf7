/*
 * JVMPI dumps (section 4 of the specification): the heap dump at levels
 * 0, 1 and 2, the object dump and the monitor dump.
 *
 * A dump is written with the world stopped, through the VM's one root
 * walker and heap walk, and sent once the world runs again, with GC
 * disabled from before the restart until the agent returns, so every
 * jobjectID in it stays valid while the agent reads it.
 *
 * Byte order as HotSpot wrote it: u2, u4, u8 and primitive values
 * big-endian; jobjectID, JNIEnv *, JVMPI_RawMonitor and char * values
 * pointer-sized in the machine's order.
 */
#define _GNU_SOURCE
#include "jvmpi/jvmpi_internal.h"

#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/roots.h"
#include "vm/vm.h"

/* ------------------------------------------------------------------ */
/* The buffer                                                          */
/* ------------------------------------------------------------------ */

static void put(DumpBuf *b, const void *p, size_t n)
{
    if (b->failed || !n)
        return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 4096;
        while (cap < b->len + n)
            cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d) {
            b->failed = 1;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

void dump_u1(DumpBuf *b, uint8_t v) { put(b, &v, 1); }

void dump_u2(DumpBuf *b, uint16_t v)
{
    uint8_t x[2] = { (uint8_t)(v >> 8), (uint8_t)v };
    put(b, x, 2);
}

void dump_u4(DumpBuf *b, uint32_t v)
{
    uint8_t x[4] = { (uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v };
    put(b, x, 4);
}

void dump_u8(DumpBuf *b, uint64_t v)
{
    dump_u4(b, (uint32_t)(v >> 32));
    dump_u4(b, (uint32_t)v);
}

void dump_ptr(DumpBuf *b, const void *p) { put(b, &p, sizeof p); }

/* ------------------------------------------------------------------ */
/* Values                                                              */
/* ------------------------------------------------------------------ */

static int is_ref_type(uint8_t type) { return type == T_OBJECT || type == T_ARRAY; }

/* One value of `type` at p (a field or array element), big-endian. */
static void put_value(DumpBuf *b, uint8_t type, const void *p)
{
    switch (type) {
    case T_BOOLEAN:
    case T_BYTE: dump_u1(b, *(const uint8_t *)p); break;
    case T_CHAR:
    case T_SHORT: dump_u2(b, *(const uint16_t *)p); break;
    case T_INT:
    case T_FLOAT: dump_u4(b, *(const uint32_t *)p); break;
    case T_LONG:
    case T_DOUBLE: dump_u8(b, *(const uint64_t *)p); break;
    default: dump_ptr(b, *(Object *const *)p); break;
    }
}

/* A static value lives in a Slot in canonical form. */
static void put_static(DumpBuf *b, uint8_t type, const Slot *s)
{
    uint8_t u1;
    uint16_t u2;
    uint32_t u4;
    switch (type) {
    case T_BOOLEAN:
    case T_BYTE: u1 = (uint8_t)s->i; put_value(b, type, &u1); break;
    case T_CHAR:
    case T_SHORT: u2 = (uint16_t)s->i; put_value(b, type, &u2); break;
    case T_INT: u4 = (uint32_t)s->i; put_value(b, type, &u4); break;
    case T_FLOAT: put_value(b, type, &s->f); break;
    case T_LONG: put_value(b, type, &s->j); break;
    case T_DOUBLE: put_value(b, type, &s->d); break;
    default: put_value(b, T_OBJECT, &s->l); break;
    }
}

/* ------------------------------------------------------------------ */
/* Object records (levels 1 and 2)                                     */
/* ------------------------------------------------------------------ */

/* A java.lang.Class object that stands for a class loaded from a class
 * file (those have a CLASS_LOAD event, which tells the reader the
 * interfaces and statics of the record). */
static Class *dumped_class(Object *o)
{
    if (o->klass != wk.klass)
        return NULL;
    Class *c = mirror_class(o);
    return c && c->cf && !c->is_array && !c->prim_type && c->mirror == o ? c : NULL;
}

static int is_resolved_string(const Class *c, uint16_t i)
{
    return c->cf->constant_pool[i].tag == CONSTANT_String && c->cp[i].resolved && c->cp[i].u.string;
}

/* The constant pool entries that hold objects: the String constants
 * resolved so far (ldc), each as index, JVMPI_NORMAL_OBJECT, the ID. */
static void constant_pool(DumpBuf *b, const Class *c)
{
    uint16_t n = 0, count = c->cp ? c->cf->constant_pool_count : 0;
    for (uint16_t i = 1; i < count; i++)
        n += is_resolved_string(c, i);
    dump_u2(b, n);
    for (uint16_t i = 1; i < count; i++)
        if (is_resolved_string(c, i)) {
            dump_u2(b, i);
            dump_u1(b, JVMPI_NORMAL_OBJECT);
            dump_ptr(b, c->cp[i].u.string);
        }
}

static void class_dump(DumpBuf *b, Class *c, int level)
{
    dump_u1(b, JVMPI_GC_CLASS_DUMP);
    dump_ptr(b, c->mirror);
    dump_ptr(b, c->super ? c->super->mirror : NULL);
    dump_ptr(b, c->loader);
    dump_ptr(b, NULL);                        /* signers */
    dump_ptr(b, NULL);                        /* protection domain */
    dump_ptr(b, NULL);                        /* class name (a String: may be NULL) */
    dump_ptr(b, NULL);                        /* reserved */
    dump_u4(b, c->instance_size);
    for (uint16_t i = 0; i < c->interface_count; i++)
        dump_ptr(b, c->interfaces[i] ? c->interfaces[i]->mirror : NULL);
    constant_pool(b, c);
    for (uint16_t i = 0; i < c->field_count; i++) {
        Field *f = &c->fields[i];
        if (!(f->access_flags & ACC_STATIC) || (level < 2 && !is_ref_type(f->type)))
            continue;
        if (c->statics)
            put_static(b, f->type, &c->statics[f->offset]);
        else
            put_static(b, f->type, &(Slot){ 0 });
    }
}

static void instance_values(DumpBuf *b, Object *o, int level)
{
    for (Class *c = o->klass; c; c = c->super)
        for (uint16_t i = 0; i < c->field_count; i++) {
            Field *f = &c->fields[i];
            if ((f->access_flags & ACC_STATIC) || (level < 2 && !is_ref_type(f->type)))
                continue;
            put_value(b, f->type, FIELD_PTR(o, f->offset, void));
        }
}

static void instance_dump(DumpBuf *b, Object *o, int level)
{
    dump_u1(b, JVMPI_GC_INSTANCE_DUMP);
    dump_ptr(b, o);
    dump_ptr(b, o->klass->mirror);
    DumpBuf values = { 0 };
    instance_values(&values, o, level);
    dump_u4(b, (uint32_t)values.len);
    put(b, values.data, values.len);
    b->failed |= values.failed;
    free(values.data);
}

static void array_dump(DumpBuf *b, Object *o, int level)
{
    Class *c = o->klass;
    int32_t n = ARRAY_LENGTH(o);
    jint ty = jvmpi_type_of(c);
    if (ty == JVMPI_CLASS) {
        dump_u1(b, JVMPI_GC_OBJ_ARRAY_DUMP);
        dump_ptr(b, o);
        dump_u4(b, (uint32_t)n);
        dump_ptr(b, c->component ? c->component->mirror : NULL);
        Object **e = ARRAY_DATA(o, Object *);
        for (int32_t i = 0; i < n; i++)
            dump_ptr(b, e[i]);
        return;
    }
    dump_u1(b, JVMPI_GC_PRIM_ARRAY_DUMP);
    dump_ptr(b, o);
    dump_u4(b, (uint32_t)n);
    dump_u1(b, (uint8_t)ty);
    if (level < 2)
        return;
    const char *data = ARRAY_DATA(o, char);
    for (int32_t i = 0; i < n; i++)
        put_value(b, c->elem_type, data + (size_t)i * c->elem_size);
}

static void object_record(DumpBuf *b, Object *o, int level)
{
    Class *c = dumped_class(o);
    if (c)
        class_dump(b, c, level);
    else if (o->klass->is_array)
        array_dump(b, o, level);
    else
        instance_dump(b, o, level);
}

/* ------------------------------------------------------------------ */
/* Roots                                                               */
/* ------------------------------------------------------------------ */

static void root_record(Object **ref, const RootInfo *info, void *arg)
{
    DumpBuf *b = arg;
    Object *o = *ref;
    if (!o)
        return;
    JNIEnv *env = info->thread ? jni_env(info->thread) : NULL;
    switch (info->kind) {
    case ROOT_JNI_GLOBAL:
        dump_u1(b, JVMPI_GC_ROOT_JNI_GLOBAL);
        dump_ptr(b, o);
        dump_ptr(b, ref);                     /* the global reference is the slot's address */
        break;
    case ROOT_JNI_LOCAL:
    case ROOT_STACK_LOCAL:
        dump_u1(b, info->kind == ROOT_JNI_LOCAL ? JVMPI_GC_ROOT_JNI_LOCAL : JVMPI_GC_ROOT_JAVA_FRAME);
        dump_ptr(b, o);
        dump_ptr(b, env);
        dump_u4(b, info->method ? (uint32_t)info->depth : UINT32_MAX);
        break;
    case ROOT_SYSTEM_CLASS:
        dump_u1(b, JVMPI_GC_ROOT_STICKY_CLASS);
        dump_ptr(b, o);
        break;
    case ROOT_THREAD:
        dump_u1(b, JVMPI_GC_ROOT_THREAD_BLOCK);
        dump_ptr(b, o);
        dump_ptr(b, env);
        break;
    case ROOT_MONITOR:
        dump_u1(b, JVMPI_GC_ROOT_MONITOR_USED);
        dump_ptr(b, o);
        break;
    default:
        dump_u1(b, JVMPI_GC_ROOT_UNKNOWN);
        dump_ptr(b, o);
        break;
    }
}

typedef struct HeapArg {
    DumpBuf *b;
    int level;
} HeapArg;

static void level0_record(Object *o, void *arg)
{
    DumpBuf *b = arg;
    dump_u1(b, (uint8_t)jvmpi_type_of(o->klass));
    dump_ptr(b, o);
}

static void heap_record(Object *o, void *arg)
{
    HeapArg *h = arg;
    object_record(h->b, o, h->level);
}

/* ------------------------------------------------------------------ */
/* Traces of every thread                                              */
/* ------------------------------------------------------------------ */

typedef struct Traces {
    jint count;
    JVMPI_CallTrace *traces;
    jint *status;
} Traces;

static jint frame_count(Thread *t)
{
    jint n = 0;
    for (Frame *f = t->top; f; f = f->prev)
        n++;
    return n;
}

static jint thread_status(Thread *t)
{
    switch (t->state) {
    case THR_BLOCKED: return JVMPI_THREAD_MONITOR_WAIT;
    case THR_WAITING:
    case THR_TIMED_WAITING: return JVMPI_THREAD_CONDVAR_WAIT;
    default: return JVMPI_THREAD_RUNNABLE;
    }
}

/* World stopped. */
static void traces_take(Traces *tr)
{
    memset(tr, 0, sizeof *tr);
    jint n = 0;
    for (Thread *t = thr_list_first(); t; t = t->next)
        n += t->jthread != NULL && t->state != THR_TERMINATED;
    tr->traces = calloc(n ? (size_t)n : 1, sizeof *tr->traces);
    tr->status = calloc(n ? (size_t)n : 1, sizeof *tr->status);
    if (!tr->traces || !tr->status)
        return;
    for (Thread *t = thr_list_first(); t && tr->count < n; t = t->next) {
        if (!t->jthread || t->state == THR_TERMINATED)
            continue;
        JVMPI_CallTrace *ct = &tr->traces[tr->count];
        jint depth = frame_count(t);
        ct->env_id = jni_env(t);
        ct->frames = calloc(depth ? (size_t)depth : 1, sizeof *ct->frames);
        if (ct->frames)
            jvmpi_fill_trace(t, ct, depth);
        tr->status[tr->count] = thread_status(t);
        tr->count++;
    }
}

static void traces_free(Traces *tr)
{
    for (jint i = 0; i < tr->count; i++)
        free(tr->traces[i].frames);
    free(tr->traces);
    free(tr->status);
}

/* ------------------------------------------------------------------ */
/* Requests                                                            */
/* ------------------------------------------------------------------ */

static int vm_enter(Thread *t)
{
    int s = t->state;
    if (s != THR_IN_JAVA)
        thr_enter_vm(t);
    return s;
}

static void vm_leave(Thread *t, int saved)
{
    if (saved != THR_IN_JAVA)
        thr_enter_safe(t, (ThreadState)saved);
}

/* Stop the world, unless the caller already did (a GC-time handler). */
static int world_stop(Thread *t, int *saved)
{
    if (thr_stopped_world(t))
        return 0;
    *saved = vm_enter(t);
    heap_lock_world(t);
    return 1;
}

/* Restart with GC disabled: the agent gets IDs that stay valid. */
static void world_start(Thread *t, int stopped, int saved)
{
    heap_gc_disable(t);
    if (stopped) {
        heap_unlock_world(t);
        vm_leave(t, saved);
    }
}

jint jvmpi_heap_dump(Thread *t, int level, int requested)
{
    /* The dead are not part of the dump: collect first when allowed. */
    if (!heap_gc_is_disabled() && !thr_stopped_world(t)) {
        int saved = vm_enter(t);
        heap_collect(t, 0);
        vm_leave(t, saved);
    }
    DumpBuf b = { 0 };
    Traces tr = { 0 };
    int saved = 0, stopped = world_stop(t, &saved);
    if (level == JVMPI_DUMP_LEVEL_0) {
        heap_walk(level0_record, &b);
    } else {
        traces_take(&tr);
        roots_walk(root_record, &b);
        HeapArg h = { &b, level };
        heap_walk(heap_record, &h);
    }
    world_start(t, stopped, saved);
    jint rc = b.failed ? JVMPI_FAIL : JVMPI_SUCCESS;
    if (rc == JVMPI_SUCCESS) {
        JVMPI_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.event_type = JVMPI_EVENT_HEAP_DUMP | (requested ? JVMPI_REQUESTED_EVENT : 0);
        ev.u.heap_dump.dump_level = level;
        ev.u.heap_dump.begin = b.data;
        ev.u.heap_dump.end = b.data + b.len;
        ev.u.heap_dump.num_traces = tr.count;
        ev.u.heap_dump.traces = tr.traces;
        jvmpi_post(t, &ev, 0);
    }
    heap_gc_enable(t);
    traces_free(&tr);
    free(b.data);
    return rc;
}

/* The caller has GC disabled (section 3), so o is still an object. */
jint jvmpi_object_dump(Thread *t, Object *o)
{
    DumpBuf b = { 0 };
    int saved = 0, stopped = world_stop(t, &saved);
    object_record(&b, o, JVMPI_DUMP_LEVEL_2);
    world_start(t, stopped, saved);
    jint rc = b.failed ? JVMPI_FAIL : JVMPI_SUCCESS;
    if (rc == JVMPI_SUCCESS) {
        JVMPI_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.event_type = JVMPI_EVENT_OBJECT_DUMP | JVMPI_REQUESTED_EVENT;
        ev.u.object_dump.data_len = (jint)b.len;
        ev.u.object_dump.data = b.data;
        jvmpi_post(t, &ev, 0);
    }
    heap_gc_enable(t);
    free(b.data);
    return rc;
}

static void put_thread_list(DumpBuf *b, Thread **list, uint32_t n)
{
    dump_u4(b, n);
    for (uint32_t i = 0; i < n; i++)
        dump_ptr(b, jni_env(list[i]));
}

typedef struct MonitorArg {
    DumpBuf *b;
    Thread **scratch;
    uint32_t cap;
} MonitorArg;

/* A Java monitor in use: owned, entered by someone, or waited on. */
static void java_monitor_record(Object *o, void *arg)
{
    MonitorArg *a = arg;
    Monitor *m = o->monitor;
    if (!m)
        return;
    uint32_t entering = 0, waiting = 0;
    for (Thread *t = thr_list_first(); t; t = t->next) {
        entering += t->blocked_on == m;
        waiting += t->waiting_on == m;
    }
    if (!m->owner && !entering && !waiting)
        return;
    DumpBuf *b = a->b;
    dump_u1(b, JVMPI_MONITOR_JAVA);
    dump_ptr(b, o);
    dump_ptr(b, m->owner ? jni_env(m->owner) : NULL);
    dump_u4(b, m->owner ? (uint32_t)m->count : 0);
    uint32_t n = 0;
    for (Thread *t = thr_list_first(); t && n < a->cap; t = t->next)
        if (t->blocked_on == m)
            a->scratch[n++] = t;
    put_thread_list(b, a->scratch, n);
    n = 0;
    for (Thread *t = thr_list_first(); t && n < a->cap; t = t->next)
        if (t->waiting_on == m)
            a->scratch[n++] = t;
    put_thread_list(b, a->scratch, n);
}

jint jvmpi_monitor_dump(Thread *t)
{
    DumpBuf b = { 0 };
    Traces tr = { 0 };
    int saved = 0, stopped = world_stop(t, &saved);
    traces_take(&tr);
    uint32_t cap = 0;
    for (Thread *p = thr_list_first(); p; p = p->next)
        cap++;
    MonitorArg a = { &b, calloc(cap ? cap : 1, sizeof(Thread *)), cap };
    if (a.scratch)
        heap_walk(java_monitor_record, &a);
    else
        b.failed = 1;
    free(a.scratch);
    jvmpi_raw_dump(&b);
    world_start(t, stopped, saved);
    jint rc = b.failed ? JVMPI_FAIL : JVMPI_SUCCESS;
    if (rc == JVMPI_SUCCESS) {
        JVMPI_Event ev;
        memset(&ev, 0, sizeof ev);
        ev.event_type = JVMPI_EVENT_MONITOR_DUMP | JVMPI_REQUESTED_EVENT;
        ev.u.monitor_dump.begin = b.data;
        ev.u.monitor_dump.end = b.data + b.len;
        ev.u.monitor_dump.num_traces = tr.count;
        ev.u.monitor_dump.traces = tr.traces;
        ev.u.monitor_dump.threads_status = tr.status;
        jvmpi_post(t, &ev, 0);
    }
    heap_gc_enable(t);
    traces_free(&tr);
    free(b.data);
    return rc;
}
