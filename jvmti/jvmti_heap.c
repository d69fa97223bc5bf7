/*
 * JVMTI heap functions: object tags, the JVMTI 1.2 heap walks
 * (FollowReferences, IterateThroughHeap) and the JVMTI 1.0 ones
 * (IterateOverReachableObjects and friends), GetObjectSize,
 * ForceGarbageCollection and SetHeapSamplingInterval.
 *
 * Tags are a per-environment side table keyed by object address (objects
 * never move, DESIGN.md decision 3). The GC drops the entries of dead
 * objects through jvmti_tags_sweep, which the core calls while the world is
 * stopped.
 *
 * Every walk stops the world for its whole duration and holds the heap's
 * world lock, so no object is allocated, moved or freed while agents look.
 * Roots and references come from the one root walker and the one reference
 * visitor (vm/roots.h); this file only translates their kinds into JVMTI
 * kinds and applies the specification's filters, field-index rules and
 * visit-control flags. Agent callbacks run in the VM state with the world
 * stopped: the specification forbids JNI and most JVMTI calls in them, and an
 * agent that allocated there would wait for itself.
 *
 * The walks show HotSpot's view of the heap, which agents are written
 * against (docs/jvmti-heap.md):
 * - a java.lang.Class object is reported by its class view only (loader,
 *   superclass other than java.lang.Object, interfaces, static fields,
 *   resolved constant pool strings), not by the fields of the mirror object;
 *   mirrors of primitive and array classes and of classes not yet linked
 *   report no references;
 * - only the bootstrap loader's classes are SYSTEM_CLASS roots; a class
 *   defined by a class loader is visited when its loader is (HotSpot's
 *   loader lists it in a Java field; ours keeps it in the VM, so there is
 *   no reference to report);
 * - a native frame's slots and the local references made for its
 *   arguments are not roots (the arguments belong to the caller);
 * - a reference whose target is filtered out is not reported, but the
 *   target is still visited;
 * - sizes are our own object sizes (heap_object_size: a 24-byte header,
 *   8-byte alignment), which differ from HotSpot's as the specification
 *   allows.
 */
#include <stdlib.h>
#include <string.h>

#include "jvmti/jvmti_internal.h"

#include "interp/interp.h"
#include "vm/heap.h"
#include "vm/roots.h"
#include "vm/strings.h"
#include "vm/vm.h"

/* ------------------------------------------------------------------ */
/* Tag tables                                                          */
/* ------------------------------------------------------------------ */

/* A deleted entry: keeps probe chains intact until the next rehash. */
#define TAG_TOMBSTONE ((Object *)(uintptr_t)1)
#define TAG_MIN_CAP 64

static size_t tag_slot(const Object *o, size_t cap)
{
    uint64_t x = (uint64_t)(uintptr_t)o >> 3;
    x *= UINT64_C(0x9E3779B97F4A7C15);
    return (size_t)(x ^ (x >> 29)) & (cap - 1);
}

static TagEntry *tag_find(TagTable *tt, const Object *o)
{
    if (!tt->cap)
        return NULL;
    for (size_t i = tag_slot(o, tt->cap), n = 0; n < tt->cap; i = (i + 1) & (tt->cap - 1), n++) {
        TagEntry *e = &tt->slots[i];
        if (e->obj == o)
            return e;
        if (!e->obj)
            return NULL;
    }
    return NULL;
}

/* Rehash into a table of `cap` slots, dropping tombstones. */
static int tag_rehash(TagTable *tt, size_t cap)
{
    TagEntry *slots = calloc(cap, sizeof *slots);
    if (!slots)
        return -1;
    for (size_t i = 0; i < tt->cap; i++) {
        TagEntry *e = &tt->slots[i];
        if (!e->obj || e->obj == TAG_TOMBSTONE)
            continue;
        size_t j = tag_slot(e->obj, cap);
        while (slots[j].obj)
            j = (j + 1) & (cap - 1);
        slots[j] = *e;
    }
    free(tt->slots);
    tt->slots = slots;
    tt->cap = cap;
    tt->used = tt->count;
    return 0;
}

jlong jvmti_tag_get(JvmtiEnv *env, Object *o)
{
    TagEntry *e = o ? tag_find(&env->tags, o) : NULL;
    return e ? e->tag : 0;
}

static void tag_remove(TagTable *tt, TagEntry *e)
{
    e->obj = TAG_TOMBSTONE;
    e->tag = 0;
    tt->count--;
}

void jvmti_tag_set(JvmtiEnv *env, Object *o, jlong tag)
{
    TagTable *tt = &env->tags;
    TagEntry *e = tag_find(tt, o);
    if (e) {
        if (tag)
            e->tag = tag;
        else
            tag_remove(tt, e);
        return;
    }
    if (!tag)
        return;
    /* Keep the load (tombstones included) under 3/4. If the table cannot
     * grow, it is still used while a free slot remains. */
    if ((tt->used + 1) * 4 > tt->cap * 3) {
        size_t cap = tt->cap ? tt->cap : TAG_MIN_CAP;
        while ((tt->count + 1) * 2 > cap)
            cap *= 2;
        if (tag_rehash(tt, cap) != 0 && tt->used == tt->cap)
            return;
    }
    size_t i = tag_slot(o, tt->cap);
    while (tt->slots[i].obj && tt->slots[i].obj != TAG_TOMBSTONE)
        i = (i + 1) & (tt->cap - 1);
    if (!tt->slots[i].obj)
        tt->used++;
    tt->slots[i].obj = o;
    tt->slots[i].tag = tag;
    tt->count++;
}

void jvmti_tags_sweep(JvmtiEnv *env, int (*is_live)(Object *), void (*fn)(JvmtiEnv *, jlong))
{
    TagTable *tt = &env->tags;
    for (size_t i = 0; i < tt->cap; i++) {
        TagEntry *e = &tt->slots[i];
        if (!e->obj || e->obj == TAG_TOMBSTONE || is_live(e->obj))
            continue;
        jlong tag = e->tag;
        tag_remove(tt, e);
        if (fn)
            fn(env, tag);
    }
    /* Many dead entries: shrink and clear the tombstones now, while the
     * world is stopped anyway. A failed rehash leaves a valid table. */
    if (tt->cap > TAG_MIN_CAP && tt->used > tt->count * 2) {
        size_t cap = TAG_MIN_CAP;
        while (tt->count * 2 >= cap)
            cap *= 2;
        (void)tag_rehash(tt, cap);
    }
}

void jvmti_tags_free(JvmtiEnv *env)
{
    free(env->tags.slots);
    memset(&env->tags, 0, sizeof env->tags);
}

static jlong tag_of(JvmtiEnv *env, Object *o)
{
    pthread_mutex_lock(&jvmti_lock);
    jlong tag = jvmti_tag_get(env, o);
    pthread_mutex_unlock(&jvmti_lock);
    return tag;
}

/* Write back a tag an agent may have changed through a tag pointer. */
static void tag_update(JvmtiEnv *env, Object *o, jlong old, jlong now)
{
    if (old == now)
        return;
    pthread_mutex_lock(&jvmti_lock);
    jvmti_tag_set(env, o, now);
    pthread_mutex_unlock(&jvmti_lock);
}

/* The tag of o's class; for a class object, the tag of java.lang.Class. */
static jlong class_tag_of(JvmtiEnv *env, Object *o)
{
    Object *mirror = o->klass->mirror;
    return mirror ? tag_of(env, mirror) : 0;
}

/* ------------------------------------------------------------------ */
/* Entering the VM and stopping the world                              */
/* ------------------------------------------------------------------ */

/* Agents call us in native state (from event callbacks and native
 * methods): touching the heap needs the VM state, which also keeps a
 * collection from starting behind our back. */
typedef struct VmState {
    Thread *t;
    int state;
} VmState;

static void vm_enter(VmState *s, Thread *t)
{
    s->t = t;
    s->state = t->state;
    if (s->state != THR_IN_JAVA)
        thr_enter_vm(t);
}

static void vm_leave(VmState *s)
{
    if (s->state != THR_IN_JAVA)
        thr_enter_safe(s->t, (ThreadState)s->state);
}

/* Set while this thread runs a walk: heap callbacks may not start another
 * walk or a collection (HotSpot runs them on its VM thread, which is not a
 * Java thread, and answers UNATTACHED_THREAD); we would wait for ourselves. */
static __thread int in_walk;
#define NOT_IN_WALK()                                              \
    do {                                                           \
        if (in_walk)                                               \
            return JVMTI_ERROR_UNATTACHED_THREAD;                  \
    } while (0)

/* op: HotSpot's name of the operation (HeapWalkOperation for the walks
 * that follow references, HeapIterateOperation for the others). */
static void world_stop(VmState *s, Thread *t, const char *op)
{
    vm_enter(s, t);
    heap_lock_world_op(t, op);
    in_walk = 1;
}

static void world_start(VmState *s, const char *op)
{
    in_walk = 0;
    heap_unlock_world_op(s->t, op);
    vm_leave(s);
}

/* ------------------------------------------------------------------ */
/* Pointer maps (visited objects, field maps)                          */
/* ------------------------------------------------------------------ */

typedef struct PtrMap {
    void **keys;
    void **vals;
    size_t cap, count;
} PtrMap;

static size_t pm_slot(const void *k, size_t cap) { return tag_slot(k, cap); }

static void **pm_lookup(PtrMap *m, const void *k)
{
    if (!m->cap)
        return NULL;
    for (size_t i = pm_slot(k, m->cap);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == k)
            return &m->vals[i];
        if (!m->keys[i])
            return NULL;
    }
}

static int pm_grow(PtrMap *m)
{
    size_t cap = m->cap ? m->cap * 2 : 1024;
    void **keys = calloc(cap, sizeof *keys), **vals = calloc(cap, sizeof *vals);
    if (!keys || !vals) {
        free(keys);
        free(vals);
        return -1;
    }
    for (size_t i = 0; i < m->cap; i++) {
        if (!m->keys[i])
            continue;
        size_t j = pm_slot(m->keys[i], cap);
        while (keys[j])
            j = (j + 1) & (cap - 1);
        keys[j] = m->keys[i];
        vals[j] = m->vals[i];
    }
    free(m->keys);
    free(m->vals);
    m->keys = keys;
    m->vals = vals;
    m->cap = cap;
    return 0;
}

/* Insert k: 1 when added, 0 when present, -1 when out of memory. */
static int pm_put(PtrMap *m, void *k, void *v)
{
    if (pm_lookup(m, k))
        return 0;
    if ((m->count + 1) * 2 > m->cap && pm_grow(m) != 0)
        return -1;
    size_t i = pm_slot(k, m->cap);
    while (m->keys[i])
        i = (i + 1) & (m->cap - 1);
    m->keys[i] = k;
    m->vals[i] = v;
    m->count++;
    return 1;
}

static void pm_free(PtrMap *m, void (*free_val)(void *))
{
    if (free_val)
        for (size_t i = 0; i < m->cap; i++)
            if (m->keys[i])
                free_val(m->vals[i]);
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

/* ------------------------------------------------------------------ */
/* JVMTI field indices                                                 */
/* ------------------------------------------------------------------ */

/*
 * JVMTI numbers the fields of a class C (jvmtiHeapReferenceInfoField):
 * first come the fields of every interface C implements, directly or
 * through its superclasses and superinterfaces, each interface once; then
 * the fields of java.lang.Object, ..., of C's superclass and of C, each
 * class's fields in GetClassFields order (declaration order). An interface
 * I numbers its own fields after those of all its superinterfaces.
 */
typedef struct ClassSet {
    Class **v;
    size_t n, cap;
    int oom;
} ClassSet;

static int cs_add(ClassSet *s, Class *c)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->v[i] == c)
            return 0;
    if (s->n == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 16;
        Class **v = realloc(s->v, cap * sizeof *v);
        if (!v) {
            s->oom = 1;
            return 0;
        }
        s->v = v;
        s->cap = cap;
    }
    s->v[s->n++] = c;
    return 1;
}

static void cs_add_interface(ClassSet *s, Class *iface)
{
    if (!iface || !cs_add(s, iface))
        return;
    for (uint16_t i = 0; i < iface->interface_count; i++)
        cs_add_interface(s, iface->interfaces[i]);
}

/* Fields declared by the interfaces that come before c's own fields;
 * -1 when out of memory. */
static long interface_field_count(Class *c)
{
    ClassSet s = { 0 };
    for (Class *k = c; k; k = cls_is_interface(c) ? NULL : k->super)
        for (uint16_t i = 0; i < k->interface_count; i++)
            cs_add_interface(&s, k->interfaces[i]);
    long n = 0;
    for (size_t i = 0; i < s.n; i++)
        n += s.v[i]->field_count;
    free(s.v);
    return s.oom ? -1 : n;
}

typedef struct FieldSlot {
    uint32_t offset;              /* byte offset in an instance */
    jint index;                   /* JVMTI field index */
    uint8_t type;                 /* BasicType */
} FieldSlot;

/* The JVMTI view of one class's fields. */
typedef struct FieldMap {
    jint base;                    /* JVMTI index of the class's first declared field */
    uint32_t count;               /* instance fields, superclasses' included */
    FieldSlot *inst;              /* sorted by offset */
} FieldMap;

static int by_offset(const void *a, const void *b)
{
    uint32_t x = ((const FieldSlot *)a)->offset, y = ((const FieldSlot *)b)->offset;
    return (x > y) - (x < y);
}

static void field_map_free(void *p)
{
    FieldMap *m = p;
    free(m->inst);
    free(m);
}

static FieldMap *field_map_build(Class *c)
{
    long n = interface_field_count(c);
    FieldMap *m = calloc(1, sizeof *m);
    if (n < 0 || !m) {
        free(m);
        return NULL;
    }
    if (cls_is_interface(c)) {
        m->base = (jint)n;
        return m;
    }
    uint32_t ninst = 0;
    for (Class *k = c; k; k = k->super)
        for (uint16_t i = 0; i < k->field_count; i++)
            ninst += !(k->fields[i].access_flags & ACC_STATIC);
    Class **chain = calloc((size_t)c->depth + 1, sizeof *chain);
    m->inst = calloc(ninst + 1u, sizeof *m->inst);
    if (!chain || !m->inst) {
        free(chain);
        field_map_free(m);
        return NULL;
    }
    size_t depth = 0;
    for (Class *k = c; k && depth <= c->depth; k = k->super)
        chain[depth++] = k;
    /* From java.lang.Object down to c. */
    while (depth--) {
        Class *k = chain[depth];
        if (k == c)
            m->base = (jint)n;
        for (uint16_t i = 0; i < k->field_count; i++) {
            Field *f = &k->fields[i];
            if (!(f->access_flags & ACC_STATIC))
                m->inst[m->count++] = (FieldSlot){ f->offset, (jint)(n + i), f->type };
        }
        n += k->field_count;
    }
    free(chain);
    qsort(m->inst, m->count, sizeof *m->inst, by_offset);
    return m;
}

static jint field_index_at(const FieldMap *m, uint32_t offset)
{
    size_t lo = 0, hi = m->count;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (m->inst[mid].offset == offset)
            return m->inst[mid].index;
        if (m->inst[mid].offset < offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

static int is_reference_type(uint8_t type) { return type == T_OBJECT || type == T_ARRAY; }

static jvalue read_field(const void *p, uint8_t type)
{
    jvalue v;
    memset(&v, 0, sizeof v);
    switch (type) {
    case T_BOOLEAN: v.z = *(const jboolean *)p; break;
    case T_BYTE: v.b = *(const jbyte *)p; break;
    case T_CHAR: v.c = *(const jchar *)p; break;
    case T_SHORT: v.s = *(const jshort *)p; break;
    case T_INT: v.i = *(const jint *)p; break;
    case T_FLOAT: v.f = *(const jfloat *)p; break;
    case T_LONG: v.j = *(const jlong *)p; break;
    case T_DOUBLE: v.d = *(const jdouble *)p; break;
    default: break;
    }
    return v;
}

static jvalue read_static(const Slot *s, uint8_t type)
{
    jvalue v;
    memset(&v, 0, sizeof v);
    switch (type) {
    case T_BOOLEAN: v.z = (jboolean)s->i; break;
    case T_BYTE: v.b = (jbyte)s->i; break;
    case T_CHAR: v.c = (jchar)s->i; break;
    case T_SHORT: v.s = (jshort)s->i; break;
    case T_INT: v.i = s->i; break;
    case T_FLOAT: v.f = s->f; break;
    case T_LONG: v.j = s->j; break;
    case T_DOUBLE: v.d = s->d; break;
    default: break;
    }
    return v;
}

/* A static field's value. Until its class is initialized, a constant
 * (ConstantValue) field holds zero in our statics (JVMS 5.5 sets it during
 * initialization); HotSpot shows the constant from the time the class is
 * loaded, and so do we. */
static jvalue static_value(const Class *c, const Field *f)
{
    if (c->state < CLASS_INITIALIZING && f->constant_value_index && c->cf &&
        f->constant_value_index < c->cf->constant_pool_count) {
        const CfConst *k = &c->cf->constant_pool[f->constant_value_index];
        Slot s = { .raw = 0 };
        switch (k->tag) {
        case CONSTANT_Integer: s.i = k->u.i; return read_static(&s, f->type);
        case CONSTANT_Float: s.f = k->u.f; return read_static(&s, f->type);
        case CONSTANT_Long: s.j = k->u.j; return read_static(&s, f->type);
        case CONSTANT_Double: s.d = k->u.d; return read_static(&s, f->type);
        default: break;
        }
    }
    return read_static(&c->statics[f->offset], f->type);
}

/* ------------------------------------------------------------------ */
/* Walks                                                               */
/* ------------------------------------------------------------------ */

typedef struct Walk {
    JvmtiEnv *env;
    /* JVMTI 1.2: FollowReferences, IterateThroughHeap. */
    const jvmtiHeapCallbacks *cb;
    jint heap_filter;
    Class *klass;                 /* report only exact instances; NULL: all */
    /* JVMTI 1.0: IterateOverReachableObjects and friends. */
    int basic;
    jvmtiHeapRootCallback root_cb;
    jvmtiStackReferenceCallback stack_cb;
    jvmtiObjectReferenceCallback object_cb;
    void *user_data;

    PtrMap visited;
    PtrMap field_maps;            /* Class* -> FieldMap* */
    Object **stack;               /* objects whose references are still to follow */
    size_t count, cap;
    int aborted;
    int oom;

    /* Frame cursor for stack roots, which arrive thread by thread in
     * increasing depth. */
    Thread *thread;
    Frame *frame;
    int depth;
    jlong thread_tag, thread_id;
    int32_t tid_offset;           /* java.lang.Thread.tid, or -1 */
} Walk;

static void walk_init(Walk *w, JvmtiEnv *env, const void *user_data)
{
    memset(w, 0, sizeof *w);
    w->env = env;
    w->user_data = (void *)user_data;
    Field *tid = wk.thread ? cls_field_by_name(wk.thread, "tid") : NULL;
    w->tid_offset = tid && !(tid->access_flags & ACC_STATIC) && tid->type == T_LONG ? (int32_t)tid->offset : -1;
}

static jvmtiError walk_done(Walk *w)
{
    pm_free(&w->visited, NULL);
    pm_free(&w->field_maps, field_map_free);
    free(w->stack);
    return w->oom ? JVMTI_ERROR_OUT_OF_MEMORY : JVMTI_ERROR_NONE;
}

static void walk_fail(Walk *w)
{
    w->oom = 1;
    w->aborted = 1;
}

static FieldMap *field_map(Walk *w, Class *c)
{
    void **slot = pm_lookup(&w->field_maps, c);
    if (slot)
        return *slot;
    FieldMap *m = field_map_build(c);
    if (!m || pm_put(&w->field_maps, c, m) < 0) {
        if (m)
            field_map_free(m);
        walk_fail(w);
        return NULL;
    }
    return m;
}

/* Schedule o's references to be followed, once per object. */
static void visit_later(Walk *w, Object *o)
{
    int added = pm_put(&w->visited, o, NULL);
    if (added < 0) {
        walk_fail(w);
        return;
    }
    if (!added)
        return;
    if (w->count == w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 1024;
        Object **s = realloc(w->stack, cap * sizeof *s);
        if (!s) {
            walk_fail(w);
            return;
        }
        w->stack = s;
        w->cap = cap;
    }
    w->stack[w->count++] = o;
}

/* The heap filter and the class filter (FollowReferences, IterateThroughHeap). */
static int filtered(const Walk *w, const Object *o, jlong tag, jlong class_tag)
{
    jint f = w->heap_filter;
    if (w->klass && o->klass != w->klass)
        return 1;
    if ((f & JVMTI_HEAP_FILTER_TAGGED) && tag)
        return 1;
    if ((f & JVMTI_HEAP_FILTER_UNTAGGED) && !tag)
        return 1;
    if ((f & JVMTI_HEAP_FILTER_CLASS_TAGGED) && class_tag)
        return 1;
    if ((f & JVMTI_HEAP_FILTER_CLASS_UNTAGGED) && !class_tag)
        return 1;
    return 0;
}

static jint array_length_of(const Object *o) { return o->klass->is_array ? ARRAY_LENGTH(o) : -1; }

/* A java.lang.Class object whose class view is reported (see the top). */
static Class *reported_class(Object *o)
{
    if (o->klass != wk.klass)
        return NULL;
    Class *c = mirror_class(o);
    if (!c || cls_is_primitive(c) || c->is_array || c->state < CLASS_LINKED)
        return NULL;
    return c;
}

static int is_mirror(const Object *o) { return o->klass == wk.klass; }

/* --- The thread behind a stack or JNI-local root --------------------- */

static void frame_cursor(Walk *w, Thread *t, int depth)
{
    if (w->thread != t || depth < w->depth) {
        w->thread = t;
        w->frame = t->top;
        w->depth = 0;
        Object *jt = t->jthread;
        w->thread_tag = jt ? tag_of(w->env, jt) : 0;
        w->thread_id = jt && w->tid_offset >= 0 ? *FIELD_PTR(jt, w->tid_offset, int64_t) : 0;
    }
    while (w->depth < depth && w->frame) {
        w->frame = w->frame->prev;
        w->depth++;
    }
}

/* Local references a native frame made for its own arguments (the class
 * or receiver, then each non-null reference argument): the arguments
 * belong to the caller's frame, and HotSpot reports neither them nor the
 * slots of a native frame. */
static uint32_t native_arg_refs(const Frame *f)
{
    const Method *m = f->method;
    int is_static = (m->access_flags & ACC_STATIC) != 0;
    uint32_t n = 1, slot = is_static ? 0 : 1;
    for (const char *p = m->desc + 1; *p && *p != ')'; p++, slot++) {
        if (*p == 'J' || *p == 'D') {
            slot++;
            continue;
        }
        if (*p != 'L' && *p != '[')
            continue;
        while (*p == '[')
            p++;
        if (*p == 'L')
            while (*p && *p != ';')
                p++;
        n += f->locals[slot].l != NULL;
    }
    return n;
}

static int is_native_argument(Walk *w, Object **ref, const RootInfo *ri)
{
    Thread *t = ri->thread;
    Frame *f = w->frame;
    if (ri->kind == ROOT_STACK_LOCAL)
        return ri->method && (ri->method->access_flags & ACC_NATIVE);
    if (ri->kind != ROOT_JNI_LOCAL || !f || !(f->flags & FRAME_NATIVE) || f->method->vm_native)
        return 0;
    if (ref < t->local_refs || ref >= t->local_refs + t->local_ref_count)
        return 0;
    uint32_t i = (uint32_t)(ref - t->local_refs);
    return i >= f->local_ref_base && i - f->local_ref_base < native_arg_refs(f);
}

/* Operand stack entries have no local slot: JVMTI numbers them after the
 * locals, as HotSpot does. */
static jint root_slot(Walk *w, Object **ref, const RootInfo *ri)
{
    if (ri->slot >= 0)
        return ri->slot;
    Frame *f = w->frame;
    Slot *s = (Slot *)(void *)ref;
    if (f && !(f->flags & FRAME_NATIVE) && s >= f->stack && s < f->sp)
        return (jint)(f->method->max_locals + (s - f->stack));
    return -1;
}

/* --- JVMTI 1.2 reporting --------------------------------------------- */

static void check_abort(Walk *w, jint flags)
{
    if (flags & JVMTI_VISIT_ABORT)
        w->aborted = 1;
}

/* Report one reference (referrer NULL: a root) to heap_reference_callback. */
static void report_ref(Walk *w, jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info,
                       Object *referrer, Object *o)
{
    jvmtiHeapReferenceCallback cb = w->cb->heap_reference_callback;
    JvmtiEnv *env = w->env;
    jlong tag = tag_of(env, o), class_tag = class_tag_of(env, o);
    if (!cb || filtered(w, o, tag, class_tag)) {
        visit_later(w, o);
        return;
    }
    jlong rtag = 0, rclass_tag = 0, new_tag = tag, new_rtag = 0;
    jlong *rtag_ptr = NULL;
    if (referrer) {
        rtag = referrer == o ? tag : tag_of(env, referrer);
        rclass_tag = class_tag_of(env, referrer);
        new_rtag = rtag;
        rtag_ptr = referrer == o ? &new_tag : &new_rtag;
    }
    jint flags = cb(kind, info, class_tag, rclass_tag, (jlong)heap_object_size(o), &new_tag, rtag_ptr,
                    array_length_of(o), w->user_data);
    tag_update(env, o, tag, new_tag);
    if (referrer && referrer != o)
        tag_update(env, referrer, rtag, new_rtag);
    check_abort(w, flags);
    if (!w->aborted && (flags & JVMTI_VISIT_OBJECTS))
        visit_later(w, o);
}

/* --- JVMTI 1.0 reporting --------------------------------------------- */

static void basic_control(Walk *w, jvmtiIterationControl control, Object *o)
{
    if (control == JVMTI_ITERATION_ABORT)
        w->aborted = 1;
    else if (control == JVMTI_ITERATION_CONTINUE && w->object_cb)
        visit_later(w, o);
}

static jvmtiHeapRootKind basic_root_kind(RootKind k)
{
    switch (k) {
    case ROOT_JNI_GLOBAL: return JVMTI_HEAP_ROOT_JNI_GLOBAL;
    case ROOT_SYSTEM_CLASS: return JVMTI_HEAP_ROOT_SYSTEM_CLASS;
    case ROOT_MONITOR: return JVMTI_HEAP_ROOT_MONITOR;
    case ROOT_STACK_LOCAL: return JVMTI_HEAP_ROOT_STACK_LOCAL;
    case ROOT_JNI_LOCAL: return JVMTI_HEAP_ROOT_JNI_LOCAL;
    case ROOT_THREAD: return JVMTI_HEAP_ROOT_THREAD;
    default: return JVMTI_HEAP_ROOT_OTHER;
    }
}

static void basic_root(Walk *w, Object **ref, const RootInfo *ri)
{
    Object *o = *ref;
    int on_stack = ri->kind == ROOT_STACK_LOCAL || ri->kind == ROOT_JNI_LOCAL;
    if ((on_stack && !w->stack_cb) || (!on_stack && !w->root_cb)) {
        visit_later(w, o);
        return;
    }
    jlong tag = tag_of(w->env, o), new_tag = tag;
    jlong class_tag = class_tag_of(w->env, o), size = (jlong)heap_object_size(o);
    jvmtiIterationControl control;
    if (on_stack) {
        jint slot = ri->kind == ROOT_STACK_LOCAL ? root_slot(w, ref, ri) : -1;
        control = w->stack_cb(basic_root_kind(ri->kind), class_tag, size, &new_tag, w->thread_tag, ri->depth,
                              w->frame ? (jmethodID)w->frame->method : NULL, slot, w->user_data);
    } else {
        control = w->root_cb(basic_root_kind(ri->kind), class_tag, size, &new_tag, w->user_data);
    }
    tag_update(w->env, o, tag, new_tag);
    basic_control(w, control, o);
}

static void basic_ref(Walk *w, jvmtiObjectReferenceKind kind, jint index, Object *referrer, Object *o)
{
    jlong tag = tag_of(w->env, o), new_tag = tag;
    jlong rtag = referrer == o ? tag : tag_of(w->env, referrer);
    jvmtiIterationControl control = w->object_cb(kind, class_tag_of(w->env, o), (jlong)heap_object_size(o), &new_tag,
                                                 rtag, index, w->user_data);
    tag_update(w->env, o, tag, new_tag);
    if (control == JVMTI_ITERATION_ABORT)
        w->aborted = 1;
    else if (control == JVMTI_ITERATION_CONTINUE)
        visit_later(w, o);
}

/* --- Roots ------------------------------------------------------------ */

static jvmtiHeapReferenceKind root_kind(RootKind k)
{
    switch (k) {
    case ROOT_JNI_GLOBAL: return JVMTI_HEAP_REFERENCE_JNI_GLOBAL;
    case ROOT_SYSTEM_CLASS: return JVMTI_HEAP_REFERENCE_SYSTEM_CLASS;
    case ROOT_MONITOR: return JVMTI_HEAP_REFERENCE_MONITOR;
    case ROOT_STACK_LOCAL: return JVMTI_HEAP_REFERENCE_STACK_LOCAL;
    case ROOT_JNI_LOCAL: return JVMTI_HEAP_REFERENCE_JNI_LOCAL;
    case ROOT_THREAD: return JVMTI_HEAP_REFERENCE_THREAD;
    default: return JVMTI_HEAP_REFERENCE_OTHER;
    }
}

/* Only the bootstrap loader's classes are system classes: a class defined
 * by a class loader is reached through its loader (visit_defined_classes),
 * as in HotSpot, where the loader holds its classes in a Java field. */
static int is_system_class_root(const RootInfo *ri, Object *o)
{
    if (ri->kind != ROOT_SYSTEM_CLASS || !is_mirror(o))
        return 1;
    Class *c = mirror_class(o);
    return !c || !c->loader;
}

static void on_root(Object **ref, const RootInfo *ri, void *arg)
{
    Walk *w = arg;
    Object *o = *ref;
    if (w->aborted || !o || !is_system_class_root(ri, o))
        return;
    if (ri->kind == ROOT_STACK_LOCAL || ri->kind == ROOT_JNI_LOCAL) {
        frame_cursor(w, ri->thread, ri->depth);
        if (is_native_argument(w, ref, ri))
            return;
    }
    if (w->basic) {
        basic_root(w, ref, ri);
        return;
    }
    jvmtiHeapReferenceInfo info;
    const jvmtiHeapReferenceInfo *ip = NULL;
    memset(&info, 0, sizeof info);
    if (ri->kind == ROOT_STACK_LOCAL) {
        info.stack_local = (jvmtiHeapReferenceInfoStackLocal){
            w->thread_tag, w->thread_id, ri->depth, (jmethodID)ri->method, (jlocation)ri->bci, root_slot(w, ref, ri)
        };
        ip = &info;
    } else if (ri->kind == ROOT_JNI_LOCAL) {
        info.jni_local = (jvmtiHeapReferenceInfoJniLocal){
            w->thread_tag, w->thread_id, ri->depth, w->frame ? (jmethodID)w->frame->method : NULL
        };
        ip = &info;
    }
    report_ref(w, root_kind(ri->kind), ip, NULL, o);
}

/* --- References from one object --------------------------------------- */

static jvmtiObjectReferenceKind basic_kind(jvmtiHeapReferenceKind k)
{
    /* JVMTI 1.0 has no superclass kind: HotSpot reports it as CLASS. */
    return k == JVMTI_HEAP_REFERENCE_SUPERCLASS ? JVMTI_REFERENCE_CLASS : (jvmtiObjectReferenceKind)k;
}

static void on_ref(Object *from, Object **ref, RefKind kind, uint32_t index, void *arg)
{
    Walk *w = arg;
    Object *to = *ref;
    if (w->aborted || !to)
        return;
    Class *shown = reported_class(from);
    if (is_mirror(from)) {
        if (!shown || kind == REFK_CLASS || kind == REFK_FIELD)
            return;
        if (kind == REFK_SUPERCLASS && wk.object && to == wk.object->mirror)
            return;
    }
    jvmtiHeapReferenceKind jkind;
    jint jindex = -1;
    switch (kind) {
    case REFK_CLASS: jkind = JVMTI_HEAP_REFERENCE_CLASS; break;
    case REFK_FIELD: {
        FieldMap *m = field_map(w, from->klass);
        if (!m)
            return;
        jkind = JVMTI_HEAP_REFERENCE_FIELD;
        jindex = field_index_at(m, index);
        break;
    }
    case REFK_ARRAY_ELEMENT: jkind = JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT; jindex = (jint)index; break;
    case REFK_CLASS_LOADER: jkind = JVMTI_HEAP_REFERENCE_CLASS_LOADER; break;
    case REFK_SIGNERS: jkind = JVMTI_HEAP_REFERENCE_SIGNERS; break;
    case REFK_PROTECTION_DOMAIN: jkind = JVMTI_HEAP_REFERENCE_PROTECTION_DOMAIN; break;
    case REFK_INTERFACE: jkind = JVMTI_HEAP_REFERENCE_INTERFACE; break;
    case REFK_STATIC_FIELD: {
        FieldMap *m = field_map(w, shown);
        if (!m)
            return;
        jkind = JVMTI_HEAP_REFERENCE_STATIC_FIELD;
        jindex = m->base + (jint)index;
        break;
    }
    case REFK_CONSTANT_POOL: jkind = JVMTI_HEAP_REFERENCE_CONSTANT_POOL; jindex = (jint)index; break;
    case REFK_SUPERCLASS: jkind = JVMTI_HEAP_REFERENCE_SUPERCLASS; break;
    default:
        /* VM-internal links (a class's initialization error) have no
         * JVMTI kind and are not reported. */
        return;
    }
    if (w->basic) {
        basic_ref(w, basic_kind(jkind), jindex, from, to);
        return;
    }
    jvmtiHeapReferenceInfo info;
    memset(&info, 0, sizeof info);
    const jvmtiHeapReferenceInfo *ip = NULL;
    if (jkind == JVMTI_HEAP_REFERENCE_FIELD || jkind == JVMTI_HEAP_REFERENCE_STATIC_FIELD ||
        jkind == JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT || jkind == JVMTI_HEAP_REFERENCE_CONSTANT_POOL) {
        info.field.index = jindex;          /* the three index structs share the layout */
        ip = &info;
    }
    report_ref(w, jkind, ip, from, to);
}

/* --- Primitive values ------------------------------------------------- */

/* Calls primitive_field_callback for each primitive field of o: static
 * fields when o is a class, instance fields otherwise. *tag is o's tag,
 * updated in place. */
static jint report_primitive_fields(Walk *w, Object *o, jlong class_tag, jlong *tag)
{
    jvmtiPrimitiveFieldCallback cb = w->cb->primitive_field_callback;
    jvmtiHeapReferenceInfo info;
    memset(&info, 0, sizeof info);
    if (is_mirror(o)) {
        Class *c = reported_class(o);
        FieldMap *m = c ? field_map(w, c) : NULL;
        if (!m || !c->statics)
            return 0;
        for (uint16_t i = 0; i < c->field_count; i++) {
            Field *f = &c->fields[i];
            if (!(f->access_flags & ACC_STATIC) || is_reference_type(f->type))
                continue;
            info.field.index = m->base + i;
            jint flags = cb(JVMTI_HEAP_REFERENCE_STATIC_FIELD, &info, class_tag, tag,
                            static_value(c, f), (jvmtiPrimitiveType)f->type, w->user_data);
            if (flags & JVMTI_VISIT_ABORT)
                return flags;
        }
        return 0;
    }
    FieldMap *m = field_map(w, o->klass);
    if (!m)
        return 0;
    for (uint32_t i = 0; i < m->count; i++) {
        const FieldSlot *s = &m->inst[i];
        if (is_reference_type(s->type))
            continue;
        info.field.index = s->index;
        jint flags = cb(JVMTI_HEAP_REFERENCE_FIELD, &info, class_tag, tag,
                        read_field((char *)o + s->offset, s->type), (jvmtiPrimitiveType)s->type, w->user_data);
        if (flags & JVMTI_VISIT_ABORT)
            return flags;
    }
    return 0;
}

/* The primitive-value callbacks for an object that passed the filters,
 * in HotSpot's order: fields, String value, array elements. */
static void report_values(Walk *w, Object *o, jlong class_tag)
{
    const jvmtiHeapCallbacks *cb = w->cb;
    jlong tag = tag_of(w->env, o), new_tag = tag;
    jlong size = (jlong)heap_object_size(o);
    jint flags = 0;
    if (cb->primitive_field_callback && !o->klass->is_array)
        flags = report_primitive_fields(w, o, class_tag, &new_tag);
    if (!(flags & JVMTI_VISIT_ABORT) && cb->string_primitive_value_callback && o->klass == wk.string) {
        static const jchar empty[1];
        const uint16_t *chars = str_chars(o);
        flags = cb->string_primitive_value_callback(class_tag, size, &new_tag, chars ? chars : empty,
                                                    str_length(o), w->user_data);
    }
    if (!(flags & JVMTI_VISIT_ABORT) && cb->array_primitive_value_callback && o->klass->is_array &&
        !is_reference_type(o->klass->elem_type)) {
        flags = cb->array_primitive_value_callback(class_tag, size, &new_tag, ARRAY_LENGTH(o),
                                                   (jvmtiPrimitiveType)o->klass->elem_type,
                                                   ARRAY_DATA(o, void), w->user_data);
    }
    tag_update(w->env, o, tag, new_tag);
    check_abort(w, flags);
}

static int wants_values(const Walk *w)
{
    const jvmtiHeapCallbacks *cb = w->cb;
    return cb && (cb->primitive_field_callback || cb->string_primitive_value_callback ||
                  cb->array_primitive_value_callback);
}

/* A class loader keeps the classes it defined alive. The VM records that
 * in the class, not in a Java field of the loader, so there is no
 * reference to report: the classes are visited without one. */
static void visit_defined_classes(Walk *w, Object *loader)
{
    if (!wk.class_loader || !cls_is_subclass_of(loader->klass, wk.class_loader))
        return;
    for (Class *c = cls_first(); c && !w->aborted; c = c->next_loaded)
        if (c->loader == loader && c->mirror)
            visit_later(w, c->mirror);
}

/* Follow the references of every scheduled object. */
static void drain(Walk *w)
{
    while (w->count && !w->aborted) {
        Object *o = w->stack[--w->count];
        if (!w->basic || w->object_cb) {
            refs_visit(o, on_ref, w, 1);
            visit_defined_classes(w, o);
        }
        if (w->aborted || w->basic || !wants_values(w))
            continue;
        jlong class_tag = class_tag_of(w->env, o);
        if (!filtered(w, o, tag_of(w->env, o), class_tag))
            report_values(w, o, class_tag);
    }
}

/* ------------------------------------------------------------------ */
/* Checks shared by the walks                                          */
/* ------------------------------------------------------------------ */

static jvmtiError need_thread(Thread **out)
{
    *out = in_walk ? NULL : jvmti_current_thread();
    return *out ? JVMTI_ERROR_NONE : JVMTI_ERROR_UNATTACHED_THREAD;
}

/* The klass filter: NULL for none. *skip is set for a primitive class,
 * which has no instances (HotSpot returns at once). */
static jvmtiError klass_filter(jclass klass, Class **out, int *skip)
{
    *out = NULL;
    *skip = 0;
    if (!klass)
        return JVMTI_ERROR_NONE;
    jvmtiError err = jvmti_class(klass, out);
    if (err != JVMTI_ERROR_NONE)
        return err;
    *skip = cls_is_primitive(*out);
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* Tags                                                                */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_GetTag(jvmtiEnv *env, jobject object, jlong *tag_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_tag_objects);
    JVMTI_NOT_NULL(tag_ptr);
    Object *o;
    jvmtiError err = jvmti_object(object, &o);
    if (err != JVMTI_ERROR_NONE)
        return err;
    *tag_ptr = tag_of(jvmti_env_of(env), o);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_SetTag(jvmtiEnv *env, jobject object, jlong tag)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_tag_objects);
    Object *o;
    jvmtiError err = jvmti_object(object, &o);
    if (err != JVMTI_ERROR_NONE)
        return err;
    pthread_mutex_lock(&jvmti_lock);
    jvmti_tag_set(jvmti_env_of(env), o, tag);
    pthread_mutex_unlock(&jvmti_lock);
    return JVMTI_ERROR_NONE;
}

static int tag_wanted(jlong tag, jint tag_count, const jlong *tags)
{
    for (jint i = 0; i < tag_count; i++)
        if (tags[i] == tag)
            return 1;
    return 0;
}

/* Collect (object, tag) pairs whose tag is in tags; malloc'd arrays. */
static jvmtiError collect_tagged(JvmtiEnv *e, jint tag_count, const jlong *tags, Object ***objs, jlong **vals,
                                 jint *count)
{
    pthread_mutex_lock(&jvmti_lock);
    TagTable *tt = &e->tags;
    size_t n = 0;
    for (size_t i = 0; i < tt->cap; i++)
        if (tt->slots[i].obj && tt->slots[i].obj != TAG_TOMBSTONE && tag_wanted(tt->slots[i].tag, tag_count, tags))
            n++;
    *objs = malloc((n + 1) * sizeof **objs);
    *vals = malloc((n + 1) * sizeof **vals);
    if (!*objs || !*vals) {
        pthread_mutex_unlock(&jvmti_lock);
        free(*objs);
        free(*vals);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    n = 0;
    for (size_t i = 0; i < tt->cap; i++) {
        TagEntry *te = &tt->slots[i];
        if (te->obj && te->obj != TAG_TOMBSTONE && tag_wanted(te->tag, tag_count, tags)) {
            (*objs)[n] = te->obj;
            (*vals)[n++] = te->tag;
        }
    }
    pthread_mutex_unlock(&jvmti_lock);
    *count = (jint)n;
    return JVMTI_ERROR_NONE;
}

/* Agent copies of the results: local references for the calling thread.
 * An empty result gives NULL arrays, as HotSpot's Allocate(0) does. */
static jvmtiError hand_out_tagged(jvmtiEnv *env, Thread *t, Object **objs, const jlong *vals, jint n, jobject **object_result_ptr,
                                  jlong **tag_result_ptr)
{
    jobject *refs = NULL;
    jlong *tags = NULL;
    if (n > 0 && object_result_ptr && !(refs = jvmti_alloc((size_t)n * sizeof *refs)))
        return JVMTI_ERROR_OUT_OF_MEMORY;
    if (n > 0 && tag_result_ptr && !(tags = jvmti_alloc((size_t)n * sizeof *tags))) {
        if (refs)
            jvmti_Deallocate(env, (unsigned char *)refs);
        return JVMTI_ERROR_OUT_OF_MEMORY;
    }
    for (jint i = 0; i < n; i++) {
        if (refs)
            refs[i] = jvmti_local(t, objs[i]);
        if (tags)
            tags[i] = vals[i];
    }
    if (object_result_ptr)
        *object_result_ptr = refs;
    if (tag_result_ptr)
        *tag_result_ptr = tags;
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_GetObjectsWithTags(jvmtiEnv *env, jint tag_count, const jlong *tags, jint *count_ptr,
                                            jobject **object_result_ptr, jlong **tag_result_ptr)
{
    JVMTI_ENTER(env, PH_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_tag_objects);
    if (tag_count < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    JVMTI_NOT_NULL(tags);
    JVMTI_NOT_NULL(count_ptr);
    /* The specification lists ILLEGAL_ARGUMENT for a zero in tags; HotSpot
     * accepts it, and a zero tag matches no object. */
    Thread *t;
    jvmtiError err = need_thread(&t);
    if (err != JVMTI_ERROR_NONE)
        return err;
    /* In the VM state no collection can run, so the objects found stay
     * valid until they are held by local references. */
    VmState vs;
    vm_enter(&vs, t);
    Object **objs;
    jlong *vals;
    jint n = 0;
    err = collect_tagged(jvmti_env_of(env), tag_count, tags, &objs, &vals, &n);
    if (err == JVMTI_ERROR_NONE) {
        err = hand_out_tagged(env, t, objs, vals, n, object_result_ptr, tag_result_ptr);
        free(objs);
        free(vals);
    }
    vm_leave(&vs);
    if (err == JVMTI_ERROR_NONE)
        *count_ptr = n;
    return err;
}

/* ------------------------------------------------------------------ */
/* Collection, sizes, sampling                                         */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_ForceGarbageCollection(jvmtiEnv *env)
{
    JVMTI_ENTER(env, PH_LIVE);
    NOT_IN_WALK();
    Thread *t;
    jvmtiError err = need_thread(&t);
    if (err != JVMTI_ERROR_NONE)
        return err;
    VmState vs;
    vm_enter(&vs, t);
    heap_collect(t, 0);
    vm_leave(&vs);
    return JVMTI_ERROR_NONE;
}

/* Our own size (header of 24 bytes, arrays 32 plus elements, 8-aligned);
 * HotSpot's differ, which the specification allows: sizes compare within
 * one implementation only. */
jvmtiError JNICALL jvmti_GetObjectSize(jvmtiEnv *env, jobject object, jlong *size_ptr)
{
    JVMTI_ENTER(env, PH_START_LIVE);
    NOT_IN_WALK();
    JVMTI_NOT_NULL(size_ptr);
    Object *o;
    jvmtiError err = jvmti_object(object, &o);
    if (err != JVMTI_ERROR_NONE)
        return err;
    *size_ptr = (jlong)heap_object_size(o);
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_SetHeapSamplingInterval(jvmtiEnv *env, jint sampling_interval)
{
    JVMTI_ENTER_ANY_THREAD(env, PH_ONLOAD | PH_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_generate_sampled_object_alloc_events);
    if (sampling_interval < 0)
        return JVMTI_ERROR_ILLEGAL_ARGUMENT;
    pthread_mutex_lock(&jvmti_lock);
    jvmti_env_of(env)->heap_sampling_interval = sampling_interval;
    pthread_mutex_unlock(&jvmti_lock);
    return JVMTI_ERROR_NONE;
}

/* ------------------------------------------------------------------ */
/* FollowReferences, IterateThroughHeap                                */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_FollowReferences(jvmtiEnv *env, jint heap_filter, jclass klass, jobject initial_object,
                                          const jvmtiHeapCallbacks *callbacks, const void *user_data)
{
    JVMTI_ENTER(env, PH_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_tag_objects);
    JVMTI_NOT_NULL(callbacks);
    Class *k;
    int skip;
    jvmtiError err = klass_filter(klass, &k, &skip);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Object *initial = NULL;
    if (initial_object && (err = jvmti_object(initial_object, &initial)) != JVMTI_ERROR_NONE)
        return err;
    Thread *t;
    if ((err = need_thread(&t)) != JVMTI_ERROR_NONE)
        return err;
    if (skip)
        return JVMTI_ERROR_NONE;

    Walk w;
    walk_init(&w, jvmti_env_of(env), user_data);
    w.cb = callbacks;
    w.heap_filter = heap_filter;
    w.klass = k;
    VmState vs;
    world_stop(&vs, t, "HeapWalkOperation");
    if (initial)
        visit_later(&w, initial);
    else
        roots_walk(on_root, &w);
    drain(&w);
    world_start(&vs, "HeapWalkOperation");
    return walk_done(&w);
}

static void through_heap(Object *o, void *arg)
{
    Walk *w = arg;
    if (w->aborted)
        return;
    const jvmtiHeapCallbacks *cb = w->cb;
    jlong tag = tag_of(w->env, o), class_tag = class_tag_of(w->env, o);
    if (filtered(w, o, tag, class_tag))
        return;
    if (cb->heap_iteration_callback) {
        jlong new_tag = tag;
        jint flags = cb->heap_iteration_callback(class_tag, (jlong)heap_object_size(o), &new_tag,
                                                 array_length_of(o), w->user_data);
        tag_update(w->env, o, tag, new_tag);
        check_abort(w, flags);
        if (w->aborted)
            return;
    }
    if (wants_values(w))
        report_values(w, o, class_tag);
}

jvmtiError JNICALL jvmti_IterateThroughHeap(jvmtiEnv *env, jint heap_filter, jclass klass,
                                            const jvmtiHeapCallbacks *callbacks, const void *user_data)
{
    JVMTI_ENTER(env, PH_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_tag_objects);
    JVMTI_NOT_NULL(callbacks);
    Class *k;
    int skip;
    jvmtiError err = klass_filter(klass, &k, &skip);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Thread *t;
    if ((err = need_thread(&t)) != JVMTI_ERROR_NONE)
        return err;
    if (skip)
        return JVMTI_ERROR_NONE;

    Walk w;
    walk_init(&w, jvmti_env_of(env), user_data);
    w.cb = callbacks;
    w.heap_filter = heap_filter;
    w.klass = k;
    VmState vs;
    world_stop(&vs, t, "HeapIterateOperation");
    heap_walk(through_heap, &w);
    world_start(&vs, "HeapIterateOperation");
    return walk_done(&w);
}

/* ------------------------------------------------------------------ */
/* JVMTI 1.0                                                           */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_IterateOverObjectsReachableFromObject(jvmtiEnv *env, jobject object,
                                                               jvmtiObjectReferenceCallback object_reference_callback,
                                                               const void *user_data)
{
    JVMTI_ENTER(env, PH_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_tag_objects);
    JVMTI_NOT_NULL(object_reference_callback);
    Object *initial;
    jvmtiError err = jvmti_object(object, &initial);
    if (err != JVMTI_ERROR_NONE)
        return err;
    Thread *t;
    if ((err = need_thread(&t)) != JVMTI_ERROR_NONE)
        return err;

    Walk w;
    walk_init(&w, jvmti_env_of(env), user_data);
    w.basic = 1;
    w.object_cb = object_reference_callback;
    VmState vs;
    world_stop(&vs, t, "HeapWalkOperation");
    visit_later(&w, initial);
    drain(&w);
    world_start(&vs, "HeapWalkOperation");
    return walk_done(&w);
}

jvmtiError JNICALL jvmti_IterateOverReachableObjects(jvmtiEnv *env, jvmtiHeapRootCallback heap_root_callback,
                                                     jvmtiStackReferenceCallback stack_ref_callback,
                                                     jvmtiObjectReferenceCallback object_ref_callback,
                                                     const void *user_data)
{
    JVMTI_ENTER(env, PH_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_tag_objects);
    Thread *t;
    jvmtiError err = need_thread(&t);
    if (err != JVMTI_ERROR_NONE)
        return err;

    Walk w;
    walk_init(&w, jvmti_env_of(env), user_data);
    w.basic = 1;
    w.root_cb = heap_root_callback;
    w.stack_cb = stack_ref_callback;
    w.object_cb = object_ref_callback;
    VmState vs;
    world_stop(&vs, t, "HeapWalkOperation");
    roots_walk(on_root, &w);
    if (object_ref_callback)
        drain(&w);
    world_start(&vs, "HeapWalkOperation");
    return walk_done(&w);
}

typedef struct HeapObjects {
    JvmtiEnv *env;
    jvmtiHeapObjectFilter filter;
    Class *klass;                 /* instances of this class or its subtypes; NULL: all */
    jvmtiHeapObjectCallback cb;
    void *user_data;
    int aborted;
} HeapObjects;

static void over_heap(Object *o, void *arg)
{
    HeapObjects *h = arg;
    if (h->aborted || (h->klass && !cls_is_assignable(o->klass, h->klass)))
        return;
    jlong tag = tag_of(h->env, o), new_tag = tag;
    if ((h->filter == JVMTI_HEAP_OBJECT_TAGGED && !tag) || (h->filter == JVMTI_HEAP_OBJECT_UNTAGGED && tag))
        return;
    jvmtiIterationControl control = h->cb(class_tag_of(h->env, o), (jlong)heap_object_size(o), &new_tag,
                                          h->user_data);
    tag_update(h->env, o, tag, new_tag);
    if (control == JVMTI_ITERATION_ABORT)
        h->aborted = 1;
}

/* HotSpot does not reject an object_filter outside jvmtiHeapObjectFilter
 * (the specification's ILLEGAL_ARGUMENT): any other value reports tagged and
 * untagged objects alike, as JVMTI_HEAP_OBJECT_EITHER does. */
static jvmtiError iterate_over_heap(jvmtiEnv *env, Class *klass, jvmtiHeapObjectFilter object_filter,
                                    jvmtiHeapObjectCallback cb, const void *user_data)
{
    Thread *t;
    jvmtiError err = need_thread(&t);
    if (err != JVMTI_ERROR_NONE)
        return err;
    HeapObjects h = { jvmti_env_of(env), object_filter, klass, cb, (void *)user_data, 0 };
    VmState vs;
    world_stop(&vs, t, "HeapIterateOperation");
    heap_walk(over_heap, &h);
    world_start(&vs, "HeapIterateOperation");
    return JVMTI_ERROR_NONE;
}

jvmtiError JNICALL jvmti_IterateOverHeap(jvmtiEnv *env, jvmtiHeapObjectFilter object_filter,
                                         jvmtiHeapObjectCallback heap_object_callback, const void *user_data)
{
    JVMTI_ENTER(env, PH_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_tag_objects);
    JVMTI_NOT_NULL(heap_object_callback);
    return iterate_over_heap(env, NULL, object_filter, heap_object_callback, user_data);
}

jvmtiError JNICALL jvmti_IterateOverInstancesOfClass(jvmtiEnv *env, jclass klass,
                                                     jvmtiHeapObjectFilter object_filter,
                                                     jvmtiHeapObjectCallback heap_object_callback,
                                                     const void *user_data)
{
    JVMTI_ENTER(env, PH_LIVE);
    NOT_IN_WALK();
    JVMTI_NEED_CAP(env, can_tag_objects);
    Class *c;
    jvmtiError err = jvmti_class(klass, &c);
    if (err != JVMTI_ERROR_NONE)
        return err;
    JVMTI_NOT_NULL(heap_object_callback);
    if (cls_is_primitive(c))
        return JVMTI_ERROR_NONE;
    return iterate_over_heap(env, c, object_filter, heap_object_callback, user_data);
}
