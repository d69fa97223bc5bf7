#define _GNU_SOURCE
/*
 * Runtime classes: definition from class files, linking (JVMS 5.4:
 * preparation, vtables and itables), initialization (JVMS 5.5), subtyping
 * and member lookup, array and primitive classes.
 */
#include "vm/class.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/fuse.h"
#include "interp/intrinsic.h"
#include "interp/interp.h"
#include "interp/verify.h"
#include "vm/events.h"
#include "vm/probes.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

static Class *all_classes, *last_class;
static uint32_t class_count;
static pthread_mutex_t class_list_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t init_cond = PTHREAD_COND_INITIALIZER;
static pthread_mutex_t array_lock = PTHREAD_MUTEX_INITIALIZER;

/* The list is read without its lock (the perf sampler): a class is linked
 * in with a release store, and the count raised after it, so a reader that
 * loads the count and then the links with acquire loads finds at least
 * `count` classes, each seen as it was when it joined. */
Class *cls_first(void) { return __atomic_load_n(&all_classes, __ATOMIC_ACQUIRE); }
uint32_t cls_count(void) { return __atomic_load_n(&class_count, __ATOMIC_ACQUIRE); }
Class *cls_next(const Class *c) { return __atomic_load_n(&c->next_loaded, __ATOMIC_ACQUIRE); }

/* ------------------------------------------------------------------ */
/* Member registry: which pointers are Method and Field records        */
/* ------------------------------------------------------------------ */

typedef struct Range {
    uintptr_t start, end;
    size_t elem;
} Range;

static struct {
    Range *methods, *fields;
    size_t nmethods, nfields, cap_m, cap_f;
    pthread_rwlock_t lock;
} R = { .lock = PTHREAD_RWLOCK_INITIALIZER };

static void add_range(Range **list, size_t *n, size_t *cap, const void *base, size_t count, size_t elem)
{
    if (!count)
        return;
    if (*n == *cap) {
        size_t nc = *cap ? *cap * 2 : 1024;
        Range *nl = realloc(*list, nc * sizeof(Range));
        if (!nl)
            return;
        *list = nl;
        *cap = nc;
    }
    /* Keep the list sorted by start address for binary search. */
    uintptr_t s = (uintptr_t)base;
    size_t i = *n;
    while (i > 0 && (*list)[i - 1].start > s) {
        (*list)[i] = (*list)[i - 1];
        i--;
    }
    (*list)[i] = (Range){ s, s + count * elem, elem };
    (*n)++;
}

static void register_members(Class *c)
{
    pthread_rwlock_wrlock(&R.lock);
    add_range(&R.methods, &R.nmethods, &R.cap_m, c->methods, c->method_count, sizeof(Method));
    add_range(&R.fields, &R.nfields, &R.cap_f, c->fields, c->field_count, sizeof(Field));
    pthread_rwlock_unlock(&R.lock);
}

void cls_register_methods(Method *methods, uint16_t count)
{
    pthread_rwlock_wrlock(&R.lock);
    add_range(&R.methods, &R.nmethods, &R.cap_m, methods, count, sizeof(Method));
    pthread_rwlock_unlock(&R.lock);
}

void cls_unregister_methods(const Method *methods)
{
    pthread_rwlock_wrlock(&R.lock);
    for (size_t i = 0; i < R.nmethods; i++)
        if (R.methods[i].start == (uintptr_t)methods) {
            memmove(&R.methods[i], &R.methods[i + 1], (R.nmethods - i - 1) * sizeof(Range));
            R.nmethods--;
            break;
        }
    pthread_rwlock_unlock(&R.lock);
}

static int in_ranges(const Range *list, size_t n, uintptr_t p)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (p < list[mid].start)
            hi = mid;
        else if (p >= list[mid].end)
            lo = mid + 1;
        else
            return (p - list[mid].start) % list[mid].elem == 0;
    }
    return 0;
}

int cls_is_method(const void *p)
{
    pthread_rwlock_rdlock(&R.lock);
    int r = in_ranges(R.methods, R.nmethods, (uintptr_t)p);
    pthread_rwlock_unlock(&R.lock);
    return r;
}

int cls_is_field(const void *p)
{
    pthread_rwlock_rdlock(&R.lock);
    int r = in_ranges(R.fields, R.nfields, (uintptr_t)p);
    pthread_rwlock_unlock(&R.lock);
    return r;
}


static void register_class(Class *c)
{
    register_members(c);
    pthread_mutex_lock(&class_list_lock);
    c->id = class_count;
    if (last_class)
        __atomic_store_n(&last_class->next_loaded, c, __ATOMIC_RELEASE);
    else
        __atomic_store_n(&all_classes, c, __ATOMIC_RELEASE);
    last_class = c;
    __atomic_store_n(&class_count, class_count + 1, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&class_list_lock);
}

/* ------------------------------------------------------------------ */
/* Types                                                               */
/* ------------------------------------------------------------------ */

int cls_type_size(uint8_t type)
{
    switch (type) {
    case T_BOOLEAN: case T_BYTE: return 1;
    case T_CHAR: case T_SHORT: return 2;
    case T_INT: case T_FLOAT: return 4;
    default: return 8;
    }
}

uint8_t cls_basic_type(const char *desc)
{
    return desc[0] == '[' ? T_OBJECT : (uint8_t)desc[0];
}

static uint8_t return_type(const char *desc)
{
    const char *r = strchr(desc, ')');
    return r ? cls_basic_type(r + 1) : T_VOID;
}

void cls_external_name(const Class *c, char *buf, size_t size)
{
    snprintf(buf, size, "%s", c->name);
    char *last = NULL;
    for (char *p = buf; *p; p++) {
        if (*p == '/')
            *p = '.';
        else if (*p == '.')
            last = p;
    }
    /* A hidden class "p/C.0x1234" is "p.C/0x1234" to Java, and so in the
     * name of an array of it. */
    const Class *e = c;
    while (e->is_array && e->component)
        e = e->component;
    if (e->is_hidden && last)
        *last = '/';
}

/* ------------------------------------------------------------------ */
/* Mirrors                                                             */
/* ------------------------------------------------------------------ */

int cls_make_mirror(Thread *t, Class *c)
{
    if (c->mirror || !wk.klass || !wk.klass->instance_size)
        return 0;
    Object *m = heap_new_object(t, wk.klass);
    if (!m)
        return -1;
    *FIELD_PTR(m, wk.class_vmclass, int64_t) = (int64_t)(uintptr_t)c;
    c->mirror = m;
    return 0;
}

Class *mirror_class(Object *mirror)
{
    return (Class *)(uintptr_t)*FIELD_PTR(mirror, wk.class_vmclass, int64_t);
}

/* ------------------------------------------------------------------ */
/* Definition                                                          */
/* ------------------------------------------------------------------ */

static int init_method(Class *c, Method *m, const CfMember *cm, uint16_t index)
{
    m->klass = c;
    m->cf = cm;
    m->name = cm->name;
    m->desc = cm->descriptor;
    m->signature = cm->signature;
    m->access_flags = cm->access_flags;
    m->index = index;
    m->vtable_index = -1;
    m->ret_type = return_type(m->desc);
    int slots = cf_method_arg_slots(m->desc);
    if (slots < 0)
        return -1;
    m->arg_slots = (uint16_t)(slots + !(m->access_flags & ACC_STATIC));
    m->is_init = strcmp(m->name, "<init>") == 0;
    m->is_clinit = strcmp(m->name, "<clinit>") == 0;
    m->intrinsic = intr_lookup(c->name, m->name, m->desc, c->loader == NULL);
    if (cm->code) {
        const CfCode *code = cm->code;
        m->cf_code = code;
        m->max_stack = code->max_stack;
        m->max_locals = code->max_locals < m->arg_slots ? m->arg_slots : code->max_locals;
        m->code_length = code->code_length;
        m->code = malloc(code->code_length);
        if (!m->code)
            return -1;
        memcpy(m->code, code->code, code->code_length);
    } else {
        m->max_locals = m->arg_slots;
    }
    return 0;
}

static void init_field(Class *c, Field *f, const CfMember *cm, uint16_t index)
{
    f->klass = c;
    f->name = cm->name;
    f->desc = cm->descriptor;
    f->signature = cm->signature;
    f->access_flags = cm->access_flags;
    f->type = cls_basic_type(f->desc);
    f->size = (uint8_t)cls_type_size(f->type);
    f->index = index;
    f->constant_value_index = cm->constant_value_index;
}

static int load_supertypes(Thread *t, Class *c)
{
    const ClassFile *cf = c->cf;
    if (cf->super_class) {
        Class *s = cl_load(t, cf->super_class, c->loader);
        if (!s)
            return -1;
        char cn[256], sn[256];
        cls_external_name(c, cn, sizeof cn);
        cls_external_name(s, sn, sizeof sn);
        if (cls_is_interface(s))
            return exc_throwf(t, "java/lang/IncompatibleClassChangeError",
                              "class %s has interface %s as super class", cn, sn);
        /* JVMS 5.3.5; HotSpot throws this when it parses the class file. */
        if (s->access_flags & ACC_FINAL)
            return exc_throwf(t, "java/lang/IncompatibleClassChangeError",
                              "class %s cannot inherit from final class %s", cn, sn);
        c->super = s;
        c->depth = (uint16_t)(s->depth + 1);
    } else if (strcmp(c->name, "java/lang/Object") != 0) {
        return exc_throwf(t, "java/lang/ClassFormatError", "Invalid superclass index 0 in class file %s", c->name);
    }
    c->interface_count = cf->interface_count;
    c->interfaces = calloc(cf->interface_count + 1u, sizeof(Class *));
    for (uint16_t i = 0; i < cf->interface_count; i++) {
        Class *ic = cl_load(t, cf->interfaces[i], c->loader);
        if (!ic)
            return -1;
        if (!cls_is_interface(ic)) {
            char cn[256], in[256];
            cls_external_name(c, cn, sizeof cn);
            cls_external_name(ic, in, sizeof in);
            return exc_throwf(t, "java/lang/IncompatibleClassChangeError",
                              "class %s can not implement %s, because it is not an interface (%s is in %s)",
                              cn, in, in, ic->loader ? "unnamed module of loader 'app'"
                                                     : "module java.base of loader 'bootstrap'");
        }
        c->interfaces[i] = ic;
    }
    return 0;
}

static int check_final_overrides(Thread *t, const Class *c);

/* A class that failed before it was registered: nothing else refers to
 * it or to its class file, which it owns. */
static Class *discard_unregistered(Class *c)
{
    for (uint16_t i = 0; c->methods && i < c->method_count; i++)
        free(c->methods[i].code);
    free(c->methods);
    free(c->fields);
    free(c->cp);
    free(c->interfaces);
    cf_free(c->cf);
    free(c);
    return NULL;
}

Class *cls_define(Thread *t, ClassFile *cf, Object *loader)
{
    Class *c = calloc(1, sizeof *c);
    if (!c) {
        cf_free(cf);
        exc_throw(t, "java/lang/OutOfMemoryError", "class metadata");
        return NULL;
    }
    c->name = cf->this_class;
    c->cf = cf;
    c->loader = loader;
    c->access_flags = cf->access_flags;
    c->state = CLASS_LOADED;
    c->method_count = cf->method_count;
    c->methods = calloc(cf->method_count + 1u, sizeof(Method));
    c->field_count = cf->field_count;
    c->fields = calloc(cf->field_count + 1u, sizeof(Field));
    c->cp = calloc(cf->constant_pool_count + 1u, sizeof(CpEntry));
    if (!c->methods || !c->fields || !c->cp) {
        exc_throw(t, "java/lang/OutOfMemoryError", "class metadata");
        return discard_unregistered(c);
    }
    for (uint16_t i = 0; i < cf->method_count; i++)
        if (init_method(c, &c->methods[i], &cf->methods[i], i) != 0) {
            exc_throwf(t, "java/lang/ClassFormatError", "Invalid method signature in class file %s", c->name);
            return discard_unregistered(c);
        }
    for (uint16_t i = 0; i < cf->field_count; i++)
        init_field(c, &c->fields[i], &cf->fields[i], i);
    if (load_supertypes(t, c) != 0 || check_final_overrides(t, c) != 0)
        return discard_unregistered(c);
    register_class(c);
    if (cls_make_mirror(t, c) != 0)
        return NULL;
    return c;
}

/* ------------------------------------------------------------------ */
/* Preparation: fields                                                 */
/* ------------------------------------------------------------------ */

static void layout_fields(Class *c)
{
    uint32_t off = c->super ? c->super->instance_size : OBJECT_HEADER_SIZE;
    uint32_t nrefs = c->super ? c->super->ref_count : 0, nstatic = 0;
    for (int size = 8; size >= 1; size /= 2)
        for (uint16_t i = 0; i < c->field_count; i++) {
            Field *f = &c->fields[i];
            if (f->access_flags & ACC_STATIC || f->size != size)
                continue;
            off = (uint32_t)AVM_ALIGN_UP(off, size);
            f->offset = off;
            off += size;
            if (f->type == T_OBJECT)
                nrefs++;
        }
    c->instance_size = (uint32_t)AVM_ALIGN_UP(off < OBJECT_HEADER_SIZE ? OBJECT_HEADER_SIZE : off, 8);
    c->ref_offsets = calloc(nrefs + 1, sizeof(uint32_t));
    if (c->super && c->super->ref_count)
        memcpy(c->ref_offsets, c->super->ref_offsets, c->super->ref_count * sizeof(uint32_t));
    c->ref_count = c->super ? c->super->ref_count : 0;
    for (uint16_t i = 0; i < c->field_count; i++) {
        Field *f = &c->fields[i];
        if (f->access_flags & ACC_STATIC) {
            f->offset = nstatic++;
        } else if (f->type == T_OBJECT) {
            c->ref_offsets[c->ref_count++] = f->offset;
        }
    }
    c->static_count = nstatic;
    c->statics = calloc(nstatic + 1, sizeof(Slot));
    c->static_is_ref = calloc(nstatic + 1, 1);
    for (uint16_t i = 0; i < c->field_count; i++) {
        Field *f = &c->fields[i];
        if ((f->access_flags & ACC_STATIC) && f->type == T_OBJECT)
            c->static_is_ref[f->offset] = 1;
    }
}

/* ------------------------------------------------------------------ */
/* Preparation: vtable and itable                                      */
/* ------------------------------------------------------------------ */

static int same_package(const Class *a, const Class *b)
{
    if (a->loader != b->loader)
        return 0;
    const char *sa = strrchr(a->name, '/'), *sb = strrchr(b->name, '/');
    size_t la = sa ? (size_t)(sa - a->name) : 0, lb = sb ? (size_t)(sb - b->name) : 0;
    return la == lb && strncmp(a->name, b->name, la) == 0;
}

/* JVMS 5.4.5: does m (in c) override super method sm? */
static int overrides(const Class *c, const Method *m, const Method *sm)
{
    if (strcmp(m->name, sm->name) != 0 || strcmp(m->desc, sm->desc) != 0)
        return 0;
    if (sm->access_flags & ACC_PRIVATE)
        return 0;
    if (sm->access_flags & (ACC_PUBLIC | ACC_PROTECTED))
        return 1;
    return same_package(c, sm->klass);
}

/* JVMS 5.4.5 forbids overriding a final method; HotSpot checks this when
 * the class is loaded, for interfaces too (against Object's methods).
 * Static, private and <init> methods override nothing; a final method the
 * class cannot see (package-private elsewhere) is not overridden. */
static int check_final_overrides(Thread *t, const Class *c)
{
    for (uint16_t i = 0; i < c->method_count; i++) {
        const Method *m = &c->methods[i];
        if ((m->access_flags & (ACC_STATIC | ACC_PRIVATE)) || m->is_init)
            continue;
        for (const Class *k = c->super; k; k = k->super) {
            const Method *sm = cls_find_declared_method(k, m->name, m->desc);
            if (!sm || !(sm->access_flags & ACC_FINAL) || (sm->access_flags & ACC_STATIC) ||
                !overrides(c, m, sm))
                continue;
            char cn[256], kn[256];
            cls_external_name(c, cn, sizeof cn);
            cls_external_name(k, kn, sizeof kn);
            return exc_throwf(t, "java/lang/IncompatibleClassChangeError",
                              "class %s overrides final method %s.%s%s", cn, kn, m->name, m->desc);
        }
    }
    return 0;
}

static int is_virtual(const Method *m)
{
    return !(m->access_flags & (ACC_STATIC | ACC_PRIVATE)) && !m->is_init && !m->is_clinit;
}

static int build_vtable(Class *c)
{
    uint32_t super_len = c->super ? c->super->vtable_len : 0;
    Method **vt = calloc(super_len + c->method_count + 1u, sizeof(Method *));
    if (!vt)
        return -1;
    if (super_len)
        memcpy(vt, c->super->vtable, super_len * sizeof(Method *));
    uint32_t len = super_len;
    for (uint16_t i = 0; i < c->method_count; i++) {
        Method *m = &c->methods[i];
        if (!is_virtual(m) || cls_is_interface(c))
            continue;
        int found = 0;
        for (uint32_t k = 0; k < super_len; k++)
            if (overrides(c, m, vt[k])) {
                vt[k] = m;
                if (!found)
                    m->vtable_index = (int32_t)k;
                found = 1;
            }
        if (!found) {
            m->vtable_index = (int32_t)len;
            vt[len++] = m;
        }
    }
    c->vtable = vt;
    c->vtable_len = len;
    return 0;
}

/* Every interface c implements, directly or not, without duplicates. */
static void collect_interfaces(const Class *c, Class ***list, uint32_t *n, uint32_t *cap)
{
    for (const Class *k = c; k; k = k->super)
        for (uint16_t i = 0; i < k->interface_count; i++) {
            Class *ic = k->interfaces[i];
            int seen = 0;
            for (uint32_t j = 0; j < *n; j++)
                if ((*list)[j] == ic)
                    seen = 1;
            if (seen)
                continue;
            if (*n == *cap) {
                *cap = *cap ? *cap * 2 : 8;
                *list = realloc(*list, *cap * sizeof(Class *));
            }
            (*list)[(*n)++] = ic;
            collect_interfaces(ic, list, n, cap);
        }
}

/* The maximally-specific superinterface method (JVMS 5.4.3.3) that is not
 * abstract, or NULL. */
static Method *find_default(const Class *c, const char *name, const char *desc)
{
    Class **list = NULL;
    uint32_t n = 0, cap = 0;
    collect_interfaces(c, &list, &n, &cap);
    Method *best = NULL;
    for (uint32_t i = 0; i < n; i++) {
        Method *m = cls_find_declared_method(list[i], name, desc);
        if (!m || (m->access_flags & (ACC_STATIC | ACC_PRIVATE)))
            continue;
        /* Prefer the more specific interface, then a default over an
         * abstract declaration. */
        if (!best || cls_implements(m->klass, best->klass) ||
            ((best->access_flags & ACC_ABSTRACT) && !(m->access_flags & ACC_ABSTRACT) &&
             !cls_implements(best->klass, m->klass)))
            best = m;
    }
    free(list);
    return best;
}

Method *cls_select_interface_method(const Class *receiver, Method *im)
{
    for (const Class *k = receiver; k; k = k->super) {
        Method *m = cls_find_declared_method(k, im->name, im->desc);
        if (m && !(m->access_flags & (ACC_STATIC | ACC_PRIVATE)))
            return m;
    }
    return find_default(receiver, im->name, im->desc);
}

static int build_itable(Class *c)
{
    Class **list = NULL;
    uint32_t n = 0, cap = 0;
    collect_interfaces(c, &list, &n, &cap);
    c->itable = calloc(n + 1, sizeof(ItableEntry));
    c->itable_len = n;
    for (uint32_t i = 0; i < n; i++) {
        Class *ic = list[i];
        c->itable[i].iface = ic;
        c->itable[i].methods = calloc(ic->method_count + 1u, sizeof(Method *));
        if (cls_is_interface(c))
            continue;
        for (uint16_t k = 0; k < ic->method_count; k++) {
            Method *im = &ic->methods[k];
            if (!is_virtual(im))
                continue;
            Method *m = cls_select_interface_method(c, im);
            c->itable[i].methods[k] = m;
        }
    }
    free(list);
    return 0;
}

static void mark_reference_kind(Class *c)
{
    if (c->super)
        c->ref_kind = c->super->ref_kind;
    if (strcmp(c->name, "java/lang/ref/SoftReference") == 0)
        c->ref_kind = REF_SOFT;
    else if (strcmp(c->name, "java/lang/ref/WeakReference") == 0)
        c->ref_kind = REF_WEAK;
    else if (strcmp(c->name, "java/lang/ref/PhantomReference") == 0)
        c->ref_kind = REF_PHANTOM;
    else if (strcmp(c->name, "java/lang/ref/FinalReference") == 0)
        c->ref_kind = REF_FINAL;
}

/* State changes are made under init_lock and published with a release store
 * for the lock-free readers (cls_state). */
static void set_state(Class *c, ClassState st) { __atomic_store_n(&c->state, st, __ATOMIC_RELEASE); }

int cls_link(Thread *t, Class *c)
{
    if (cls_state(c) >= CLASS_LINKED)
        return 0;
    pthread_mutex_lock(&init_lock);
    if (c->state >= CLASS_LINKED) {
        pthread_mutex_unlock(&init_lock);
        return 0;
    }
    pthread_mutex_unlock(&init_lock);
    if (c->super && cls_link(t, c->super) != 0)
        return -1;
    for (uint16_t i = 0; i < c->interface_count; i++)
        if (cls_link(t, c->interfaces[i]) != 0)
            return -1;
    /* JVMS 5.4.1: verification is part of linking. The interpreter trusts
     * the bytecode it runs, so nothing runs unchecked. */
    if (vfy_class(t, c) != 0)
        return -1;
    pthread_mutex_lock(&init_lock);
    if (c->state < CLASS_LINKED) {
        layout_fields(c);
        mark_reference_kind(c);
        if (build_vtable(c) != 0 || build_itable(c) != 0) {
            pthread_mutex_unlock(&init_lock);
            return exc_throw(t, "java/lang/OutOfMemoryError", "class metadata");
        }
        /* Verified code only, before any of it runs. */
        for (uint16_t i = 0; i < c->method_count; i++)
            interp_fuse(&c->methods[i]);
        set_state(c, CLASS_LINKED);
    }
    pthread_mutex_unlock(&init_lock);
    EV_RAISE(EV_CLASS_PREPARE, ev_class_prepare(t, c));
    return 0;
}

/* ------------------------------------------------------------------ */
/* Initialization (JVMS 5.5)                                           */
/* ------------------------------------------------------------------ */

static int set_constant_values(Thread *t, Class *c)
{
    /* The values of the class file the class was loaded from, even when it
     * has been redefined since (HotSpot sets them at load time). */
    const ClassFile *cf = c->loaded_cf ? c->loaded_cf : c->cf;
    for (uint16_t i = 0; i < c->field_count; i++) {
        Field *f = &c->fields[i];
        if (!(f->access_flags & ACC_STATIC) || !f->constant_value_index)
            continue;
        const CfConst *k = &cf->constant_pool[f->constant_value_index];
        Slot *s = &c->statics[f->offset];
        switch (k->tag) {
        case CONSTANT_Integer: s->raw = 0; s->j = k->u.i; break;
        case CONSTANT_Float: s->raw = 0; s->f = k->u.f; break;
        case CONSTANT_Long: s->j = k->u.j; break;
        case CONSTANT_Double: s->d = k->u.d; break;
        case CONSTANT_String: {
            Object *str = str_intern_utf8(t, cf_utf8(cf, k->u.string_index));
            if (!str)
                return -1;
            s->l = str;
            break;
        }
        }
    }
    return 0;
}

static void finish_init(Class *c, ClassState st)
{
    pthread_mutex_lock(&init_lock);
    set_state(c, st);
    c->init_thread = NULL;
    pthread_cond_broadcast(&init_cond);
    pthread_mutex_unlock(&init_lock);
}

/* HotSpot remembers why initialization failed as an ExceptionInInitializerError
 * made when it fails: its message names the exception, its message and the
 * thread, its stack trace is the exception's (from getStackTrace(), which a
 * subclass may override). The same object is the cause of each later
 * NoClassDefFoundError. NULL when it could not be made. */
static Object *make_init_record(Thread *t, Object *e)
{
    char cn[256], tn[256] = "";
    cls_external_name(e->klass, cn, sizeof cn);
    Object *msg = *FIELD_PTR(e, wk.throwable_message, Object *);
    char *m = msg ? str_to_utf8(msg) : NULL;
    Object *name = t->jthread ? *FIELD_PTR(t->jthread, wk.thread_name, Object *) : NULL;
    char *n = name ? str_to_utf8(name) : NULL;
    if (n)
        snprintf(tn, sizeof tn, "%s", n);
    char *text = NULL;
    if (asprintf(&text, "Exception %s%s%s [in thread \"%s\"]", cn, m ? ": " : "", m ? m : "", tn) < 0)
        text = NULL;
    free(m);
    free(n);
    if (!text)
        return NULL;

    thr_push_root(t, &e);
    Object *rec = exc_new(t, "java/lang/ExceptionInInitializerError", text);
    free(text);
    thr_push_root(t, &rec);
    Method *get = rec ? cls_resolve_method(e->klass, "getStackTrace", "()[Ljava/lang/StackTraceElement;") : NULL;
    Field *st = cls_field_by_name(wk.throwable, "stackTrace");
    Slot args[1] = { { .l = e } }, r;
    if (get && st && interp_invoke(t, get, args, &r) == 0) {
        *FIELD_PTR(rec, st->offset, Object *) = r.l;
        *FIELD_PTR(rec, wk.throwable_backtrace, Object *) = NULL;
    } else {
        rec = NULL;
    }
    exc_take(t);
    thr_pop_roots(t, 2);
    return rec;
}

static int init_failed(Thread *t, Class *c, int super_failed, int wait)
{
    Object *e = exc_take(t);
    if (e) {
        thr_push_root(t, &e);
        c->init_record = make_init_record(t, e);
        thr_pop_roots(t, 1);
    }
    if (e && !cls_is_subclass_of(e->klass, wk.error)) {
        thr_push_root(t, &e);
        Object *eiie = exc_new(t, "java/lang/ExceptionInInitializerError", NULL);
        thr_pop_roots(t, 1);
        if (eiie) {
            Field *f = cls_field_by_name(eiie->klass, "exception");
            if (f)
                *FIELD_PTR(eiie, f->offset, Object *) = e;
            *FIELD_PTR(eiie, wk.throwable_cause, Object *) = e;
            e = eiie;
        } else {
            e = exc_take(t);
        }
    }
    c->init_error = e;
    finish_init(c, CLASS_ERRONEOUS);
    if (super_failed)
        probe_class_init(PROBE_CI_SUPER__FAILED, c, wait);
    else
        probe_class_init(PROBE_CI_ERROR, c, wait);
    return exc_throw_object(t, e);
}

/* JVMS 5.5 steps 7 to 9. -2: a superclass or superinterface failed. */
static int run_clinit(Thread *t, Class *c, int wait)
{
    if (!cls_is_interface(c) && c->super && cls_init(t, c->super) != 0)
        return -2;
    if (!cls_is_interface(c))
        for (uint16_t i = 0; i < c->interface_count; i++) {
            Class *ic = c->interfaces[i];
            int has_default = 0;
            for (uint16_t k = 0; k < ic->method_count; k++)
                if (is_virtual(&ic->methods[k]) && !(ic->methods[k].access_flags & ACC_ABSTRACT))
                    has_default = 1;
            if (has_default && cls_init(t, ic) != 0)
                return -2;
        }
    if (set_constant_values(t, c) != 0)
        return -1;
    Method *clinit = cls_find_declared_method(c, "<clinit>", "()V");
    probe_class_init(PROBE_CI_CLINIT, c, wait);
    if (clinit) {
        Slot result;
        if (interp_invoke(t, clinit, NULL, &result) != 0)
            return -1;
    }
    return 0;
}

int cls_init(Thread *t, Class *c)
{
    if (cls_state(c) == CLASS_INITIALIZED)
        return 0;
    if (cls_link(t, c) != 0)
        return -1;
    probe_class_init(PROBE_CI_REQUIRED, c, 0);
    int wait = 0;
    pthread_mutex_lock(&init_lock);
    for (;;) {
        if (c->state == CLASS_INITIALIZING && c->init_thread == t) {
            pthread_mutex_unlock(&init_lock);
            probe_class_init(PROBE_CI_RECURSIVE, c, wait);
            return 0;
        }
        if (c->state == CLASS_INITIALIZED) {
            pthread_mutex_unlock(&init_lock);
            probe_class_init(PROBE_CI_CONCURRENT, c, wait);
            return 0;
        }
        if (c->state == CLASS_ERRONEOUS) {
            pthread_mutex_unlock(&init_lock);
            probe_class_init(PROBE_CI_ERRONEOUS, c, wait);
            char name[512];
            cls_external_name(c, name, sizeof name);
            exc_throwf(t, "java/lang/NoClassDefFoundError", "Could not initialize class %s", name);
            if (c->init_record && t->exception)
                *FIELD_PTR(t->exception, wk.throwable_cause, Object *) = c->init_record;
            return -1;
        }
        if (c->state != CLASS_INITIALIZING)
            break;
        wait = 1;
        thr_enter_safe(t, THR_BLOCKED);
        pthread_cond_wait(&init_cond, &init_lock);
        pthread_mutex_unlock(&init_lock);
        thr_leave_safe(t);
        pthread_mutex_lock(&init_lock);
    }
    set_state(c, CLASS_INITIALIZING);
    c->init_thread = t;
    pthread_mutex_unlock(&init_lock);

    int rc = run_clinit(t, c, wait);
    if (rc != 0)
        return init_failed(t, c, rc == -2, wait);
    finish_init(c, CLASS_INITIALIZED);
    probe_class_init(PROBE_CI_END, c, wait);
    return 0;
}

/* ------------------------------------------------------------------ */
/* Subtyping                                                           */
/* ------------------------------------------------------------------ */

int cls_is_subclass_of(const Class *c, const Class *of)
{
    for (; c; c = c->super)
        if (c == of)
            return 1;
    return 0;
}

int cls_implements(const Class *c, const Class *iface)
{
    for (const Class *k = c; k; k = k->super) {
        if (k == iface)
            return 1;
        for (uint16_t i = 0; i < k->interface_count; i++)
            if (cls_implements(k->interfaces[i], iface))
                return 1;
    }
    return 0;
}

int cls_is_assignable(const Class *from, const Class *to)
{
    if (from == to)
        return 1;
    if (cls_is_primitive(from) || cls_is_primitive(to))
        return 0;
    if (from->is_array) {
        if (!to->is_array)
            return to == wk.object || to == wk.cloneable || to == wk.serializable;
        const Class *fc = from->component, *tc = to->component;
        if (cls_is_primitive(fc) || cls_is_primitive(tc))
            return fc == tc;
        return cls_is_assignable(fc, tc);
    }
    if (cls_is_interface(to))
        return cls_implements(from, to);
    if (cls_is_interface(from))
        return to == wk.object;
    return cls_is_subclass_of(from, to);
}

/* ------------------------------------------------------------------ */
/* Lookup                                                              */
/* ------------------------------------------------------------------ */

Method *cls_find_declared_method(const Class *c, const char *name, const char *desc)
{
    for (uint16_t i = 0; i < c->method_count; i++) {
        Method *m = &c->methods[i];
        if (strcmp(m->name, name) == 0 && (!desc || strcmp(m->desc, desc) == 0))
            return m;
    }
    return NULL;
}

/* JVMS 5.4.3.3: class, superclasses, then maximally-specific interfaces. */
Method *cls_resolve_method(const Class *c, const char *name, const char *desc)
{
    for (const Class *k = c; k; k = k->super) {
        Method *m = cls_find_declared_method(k, name, desc);
        if (m)
            return m;
    }
    Class **list = NULL;
    uint32_t n = 0, cap = 0;
    collect_interfaces(c, &list, &n, &cap);
    Method *found = NULL;
    for (uint32_t i = 0; i < n && !found; i++) {
        Method *m = cls_find_declared_method(list[i], name, desc);
        if (m && !(m->access_flags & (ACC_STATIC | ACC_PRIVATE)) && !(m->access_flags & ACC_ABSTRACT))
            found = m;
    }
    for (uint32_t i = 0; i < n && !found; i++) {
        Method *m = cls_find_declared_method(list[i], name, desc);
        if (m && !(m->access_flags & (ACC_STATIC | ACC_PRIVATE)))
            found = m;
    }
    free(list);
    return found;
}

/* JVMS 5.4.3.4: the interface, Object, then superinterfaces. */
Method *cls_resolve_interface_method(const Class *c, const char *name, const char *desc)
{
    Method *m = cls_find_declared_method(c, name, desc);
    if (m)
        return m;
    if (wk.object) {
        m = cls_find_declared_method(wk.object, name, desc);
        if (m && (m->access_flags & ACC_PUBLIC) && !(m->access_flags & ACC_STATIC))
            return m;
    }
    return cls_resolve_method(c, name, desc);
}

Field *cls_find_declared_field(const Class *c, const char *name, const char *desc)
{
    for (uint16_t i = 0; i < c->field_count; i++) {
        Field *f = &c->fields[i];
        if (strcmp(f->name, name) == 0 && (!desc || strcmp(f->desc, desc) == 0))
            return f;
    }
    return NULL;
}

/* JVMS 5.4.3.2: declared, superinterfaces, superclass. */
Field *cls_resolve_field(const Class *c, const char *name, const char *desc)
{
    for (const Class *k = c; k; k = k->super) {
        Field *f = cls_find_declared_field(k, name, desc);
        if (f)
            return f;
        for (uint16_t i = 0; i < k->interface_count; i++) {
            f = cls_resolve_field(k->interfaces[i], name, desc);
            if (f)
                return f;
        }
    }
    return NULL;
}

Field *cls_field_by_name(const Class *c, const char *name)
{
    for (const Class *k = c; k; k = k->super) {
        Field *f = cls_find_declared_field(k, name, NULL);
        if (f)
            return f;
    }
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Debug information                                                   */
/* ------------------------------------------------------------------ */

int cls_line_number(const Method *m, uint32_t bci)
{
    const CfCode *code = m->cf_code;
    if (!code || !code->line_number_count)
        return -1;
    int best = -1;
    uint32_t best_pc = 0;
    for (uint16_t i = 0; i < code->line_number_count; i++) {
        const CfLineNumber *ln = &code->line_numbers[i];
        if (ln->start_pc <= bci && (best < 0 || ln->start_pc >= best_pc)) {
            best = ln->line_number;
            best_pc = ln->start_pc;
        }
    }
    return best;
}

const char *cls_source_file(const Class *c)
{
    return c->cf ? c->cf->source_file : NULL;
}

/* ------------------------------------------------------------------ */
/* Primitive and array classes                                         */
/* ------------------------------------------------------------------ */

static Class primitives[9];
static const struct { uint8_t type; const char *name; } prim_names[9] = {
    { T_BOOLEAN, "boolean" }, { T_BYTE, "byte" }, { T_CHAR, "char" },
    { T_SHORT, "short" }, { T_INT, "int" }, { T_FLOAT, "float" },
    { T_LONG, "long" }, { T_DOUBLE, "double" }, { T_VOID, "void" },
};

void cls_init_primitives(void)
{
    for (int i = 0; i < 9; i++) {
        Class *c = &primitives[i];
        c->name = prim_names[i].name;
        c->prim_type = prim_names[i].type;
        c->access_flags = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
        c->state = CLASS_INITIALIZED;
    }
}

Class *cls_primitive(uint8_t type)
{
    for (int i = 0; i < 9; i++)
        if (primitives[i].prim_type == type)
            return &primitives[i];
    return NULL;
}

static char *array_name(const Class *component)
{
    size_t n = strlen(component->name);
    char *name = malloc(n + 4);
    if (!name)
        return NULL;
    if (component->prim_type)
        sprintf(name, "[%c", component->prim_type);
    else if (component->is_array)
        sprintf(name, "[%s", component->name);
    else
        sprintf(name, "[L%s;", component->name);
    return name;
}

Class *cls_array_of(Thread *t, Class *component)
{
    Class *ac = __atomic_load_n(&component->array_class, __ATOMIC_ACQUIRE);
    if (ac)
        return ac;
    pthread_mutex_lock(&array_lock);
    ac = component->array_class;
    if (!ac) {
        ac = calloc(1, sizeof *ac);
        ac->name = array_name(component);
        ac->is_array = 1;
        ac->component = component;
        ac->elem_type = component->prim_type ? component->prim_type : T_OBJECT;
        ac->elem_size = (uint8_t)(component->prim_type ? (size_t)cls_type_size(component->prim_type) : sizeof(Object *));
        ac->super = wk.object;
        ac->depth = 1;
        ac->loader = component->loader;
        ac->access_flags = (uint16_t)((component->access_flags & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_FINAL | ACC_ABSTRACT);
        ac->interface_count = 2;
        ac->interfaces = calloc(2, sizeof(Class *));
        ac->interfaces[0] = wk.cloneable;
        ac->interfaces[1] = wk.serializable;
        if (wk.object) {
            ac->vtable = wk.object->vtable;
            ac->vtable_len = wk.object->vtable_len;
        }
        ac->instance_size = ARRAY_DATA_OFFSET;
        ac->state = CLASS_INITIALIZED;
        register_class(ac);
        __atomic_store_n(&component->array_class, ac, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&array_lock);
    if (!ac->mirror && t && cls_make_mirror(t, ac) != 0)
        return NULL;
    return ac;
}
