/*
 * The one root walker and the one reference visitor (see vm/roots.h).
 *
 * Interpreter slots are typed by construction rather than by stack maps:
 * the interpreter stores primitives in a form that can never equal an
 * object address (vm/object.h) and clears fresh locals, so a slot is
 * reported as a reference exactly when it holds the address of an allocated
 * object (heap_is_object). docs/gc.md discusses the one residual case.
 */
#include "vm/roots.h"

#include "interp/indy.h"
#include "interp/interp.h"
#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

void jni_visit_globals(void (*fn)(Object **ref, void *arg), void *arg);
void thr_visit_start_roots(void (*fn)(Object **ref, void *arg), void *arg);
void heap_visit_pending(void (*fn)(Object **ref, void *arg), void *arg);

typedef struct Adapter {
    RootVisitor fn;
    void *arg;
    RootInfo info;
} Adapter;

static void adapt(Object **ref, void *arg)
{
    Adapter *a = arg;
    if (*ref)
        a->fn(ref, &a->info, a->arg);
}

static void visit_slots(Slot *from, Slot *to, Adapter *a, int first_slot)
{
    for (Slot *s = from; s < to; s++)
        if (s->l && heap_is_object(s->l)) {
            a->info.slot = first_slot >= 0 ? first_slot + (int)(s - from) : -1;
            a->fn(&s->l, &a->info, a->arg);
        }
}

static void visit_thread(Thread *t, Adapter *a)
{
    a->info = (RootInfo){ .kind = ROOT_THREAD, .thread = t, .slot = -1 };
    if (t->jthread)
        a->fn(&t->jthread, &a->info, a->arg);
    a->info.kind = ROOT_OTHER;
    if (t->exception)
        a->fn(&t->exception, &a->info, a->arg);
    if (t->early_return_obj)
        a->fn(&t->early_return_obj, &a->info, a->arg);
    if (t->async_exception)
        a->fn(&t->async_exception, &a->info, a->arg);
    for (int i = 0; i < t->temp_root_count; i++)
        if (*t->temp_roots[i])
            a->fn(t->temp_roots[i], &a->info, a->arg);
    a->info.kind = ROOT_JNI_LOCAL;
    int depth = 0;
    Frame *f = t->top;
    uint32_t ref_top = t->local_ref_count;
    for (; f; f = f->prev, depth++) {
        a->info.depth = depth;
        a->info.method = f->method;
        a->info.bci = frame_bci(f);
        if (f->flags & FRAME_NATIVE) {
            a->info.kind = ROOT_JNI_LOCAL;
            for (uint32_t i = f->local_ref_base; i < ref_top; i++)
                if (t->local_refs[i]) {
                    a->info.slot = -1;
                    a->fn(&t->local_refs[i], &a->info, a->arg);
                }
            ref_top = f->local_ref_base;
            a->info.kind = ROOT_STACK_LOCAL;
            visit_slots(f->locals, f->locals + f->method->arg_slots, a, 0);
        } else {
            a->info.kind = ROOT_STACK_LOCAL;
            visit_slots(f->locals, f->locals + f->method->max_locals, a, 0);
            visit_slots(f->stack, f->sp, a, -1);
        }
    }
    /* Local references made with no native frame (attached threads). */
    a->info.kind = ROOT_JNI_LOCAL;
    a->info.depth = depth;
    for (uint32_t i = 0; i < ref_top; i++)
        if (t->local_refs[i])
            a->fn(&t->local_refs[i], &a->info, a->arg);
}

void roots_walk(RootVisitor fn, void *arg)
{
    Adapter a = { .fn = fn, .arg = arg };

    a.info = (RootInfo){ .kind = ROOT_SYSTEM_CLASS, .slot = -1 };
    for (Class *c = cls_first(); c; c = c->next_loaded) {
        if (c->mirror)
            fn(&c->mirror, &a.info, arg);
    }
    for (uint8_t p = 'B'; p <= 'Z'; p++) {
        Class *c = cls_primitive(p);
        if (c && c->mirror)
            fn(&c->mirror, &a.info, arg);
    }

    a.info = (RootInfo){ .kind = ROOT_JNI_GLOBAL, .slot = -1 };
    jni_visit_globals(adapt, &a);

    for (Thread *t = thr_list_first(); t; t = t->next)
        visit_thread(t, &a);

    a.info = (RootInfo){ .kind = ROOT_OTHER, .slot = -1 };
    str_visit_interned(adapt, &a);
    indy_visit_roots(adapt, &a);
    cl_visit_loaders(adapt, &a);
    thr_visit_start_roots(adapt, &a);
    heap_visit_pending(adapt, &a);
    adapt(&wk.system_loader, &a);
    adapt(&wk.main_group, &a);
    adapt(&wk.system_group, &a);
    adapt(&wk.stack_overflow, &a);
    adapt(&wk.out_of_memory, &a);
}

static void visit_class_refs(Object *mirror, Class *c, RefVisitor fn, void *arg)
{
    if (c->loader)
        fn(mirror, &c->loader, REFK_CLASS_LOADER, 0, arg);
    if (c->super && c->super->mirror)
        fn(mirror, &c->super->mirror, REFK_SUPERCLASS, 0, arg);
    for (uint16_t i = 0; i < c->interface_count; i++)
        if (c->interfaces[i] && c->interfaces[i]->mirror)
            fn(mirror, &c->interfaces[i]->mirror, REFK_INTERFACE, i, arg);
    for (uint16_t i = 0; i < c->field_count; i++) {
        Field *f = &c->fields[i];
        if ((f->access_flags & ACC_STATIC) && f->type == T_OBJECT && c->statics && c->statics[f->offset].l)
            fn(mirror, &c->statics[f->offset].l, REFK_STATIC_FIELD, i, arg);
    }
    if (c->init_error)
        fn(mirror, &c->init_error, REFK_OTHER, 0, arg);
    if (c->init_record)
        fn(mirror, &c->init_record, REFK_OTHER, 0, arg);
    /* The constant pools of the versions a redefinition replaced stay in
     * use by the frames still running old code (vm/redefine.h). */
    for (Class *v = c; v; v = v->old_version) {
        if (!v->cf || !v->cp)
            continue;
        for (uint16_t i = 1; i < v->cf->constant_pool_count; i++) {
            uint8_t tag = v->cf->constant_pool[i].tag;
            if (v->cp[i].resolved && tag == CONSTANT_String && v->cp[i].u.string)
                fn(mirror, &v->cp[i].u.string, REFK_CONSTANT_POOL, i, arg);
        }
    }
}

void refs_visit(Object *o, RefVisitor fn, void *arg, int with_class)
{
    Class *c = o->klass;
    if (with_class && c->mirror)
        fn(o, &c->mirror, REFK_CLASS, 0, arg);
    if (c->is_array) {
        if (c->elem_type != T_OBJECT)
            return;
        Object **e = ARRAY_DATA(o, Object *);
        for (int32_t i = 0, n = ARRAY_LENGTH(o); i < n; i++)
            if (e[i])
                fn(o, &e[i], REFK_ARRAY_ELEMENT, (uint32_t)i, arg);
        return;
    }
    for (uint32_t i = 0; i < c->ref_count; i++) {
        Object **r = FIELD_PTR(o, c->ref_offsets[i], Object *);
        if (*r)
            fn(o, r, REFK_FIELD, c->ref_offsets[i], arg);
    }
    if (c == wk.klass) {
        Class *k = mirror_class(o);
        if (k)
            visit_class_refs(o, k, fn, arg);
    }
}
