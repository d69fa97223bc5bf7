/*
 * The bytecode interpreter.
 *
 * One function, execute(), runs Java frames without C recursion: an invoke
 * of a Java method pushes a frame and continues in the same loop; a return
 * pops it. C code re-enters through interp_invoke() with an ENTRY frame,
 * whose return leaves the loop.
 *
 * Hot state (pc, sp, locals) lives in C locals. SAVE() writes it back to the
 * frame before anything that can throw, allocate, call out or stop at a
 * safepoint, so that the stack walker and the GC always see the truth.
 *
 * Resolved instructions are rewritten in place into quickened forms
 * (interp/opcodes.def); the original bytecodes stay in the class file for
 * JVMTI.
 */
#include "interp/interp.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classlib-stubs/natives/fpconv.h"
#include "interp/indy.h"
#include "interp/polysig.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/native.h"
#include "vm/npe.h"
#include "vm/strings.h"
#include "vm/vm.h"

enum {
#define OP(name, code, len, pop, push, fmt) OP_##name = code,
#include "interp/opcodes.def"
#undef OP
};

static const uint8_t op_length[256] = {
#define OP(name, code, len, pop, push, fmt) [code] = len,
#include "interp/opcodes.def"
#undef OP
};

#define MAX_NATIVE_DEPTH 1500

/* StackOverflowError is constructed in the reserve between stack_limit and
 * stack_end; an overflow while constructing it throws the preallocated one. */
static int throw_stack_overflow(Thread *t)
{
    if (t->in_overflow) {
        t->exception = wk.stack_overflow;
        return -1;
    }
    t->in_overflow = 1;
    Slot *saved = t->stack_limit;
    t->stack_limit = t->stack_end - 64;
    t->native_depth -= 64;
    exc_throw(t, "java/lang/StackOverflowError", NULL);
    t->native_depth += 64;
    t->stack_limit = saved;
    t->in_overflow = 0;
    if (!t->exception)
        t->exception = wk.stack_overflow;
    return -1;
}

static Class *newarray_class[12];

void interp_init(void)
{
    static const uint8_t types[12] = { [4] = T_BOOLEAN, [5] = T_CHAR, [6] = T_FLOAT, [7] = T_DOUBLE,
                                       [8] = T_BYTE, [9] = T_SHORT, [10] = T_INT, [11] = T_LONG };
    for (int i = 4; i < 12; i++)
        newarray_class[i] = cls_array_of(thr_current(), cls_primitive(types[i]));
}

int frame_depth(const Thread *t)
{
    int n = 0;
    for (const Frame *f = t->top; f; f = f->prev)
        n++;
    return n;
}

/* ------------------------------------------------------------------ */
/* Exceptions with HotSpot's messages                                  */
/* ------------------------------------------------------------------ */

static void throw_aioobe(Thread *t, int32_t index, int32_t length)
{
    exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", index, length);
}

static void describe_loader(const Class *c, char *buf, size_t size)
{
    if (!c->loader)
        snprintf(buf, size, "module java.base of loader 'bootstrap'");
    else if (c->loader == wk.system_loader)
        snprintf(buf, size, "unnamed module of loader 'app'");
    else {
        char n[256];
        cls_external_name(c->loader->klass, n, sizeof n);
        snprintf(buf, size, "unnamed module of loader %s @%x", n, heap_identity_hash(c->loader));
    }
}

static void java_name(const Class *c, char *buf, size_t size)
{
    cls_external_name(c, buf, size);
}

static void throw_cce(Thread *t, const Class *from, const Class *to)
{
    char a[256], b[256], la[300], lb[300];
    const Class *fe = from, *te = to;
    while (fe->is_array)
        fe = fe->component;
    while (te->is_array)
        te = te->component;
    java_name(from, a, sizeof a);
    java_name(to, b, sizeof b);
    describe_loader(fe, la, sizeof la);
    describe_loader(te, lb, sizeof lb);
    if (strcmp(la, lb) == 0)
        exc_throwf(t, "java/lang/ClassCastException", "class %s cannot be cast to class %s (%s and %s are in %s)",
                   a, b, a, b, la);
    else
        exc_throwf(t, "java/lang/ClassCastException", "class %s cannot be cast to class %s (%s is in %s; %s is in %s)",
                   a, b, a, la, b, lb);
}

/* ------------------------------------------------------------------ */
/* Resolution                                                          */
/* ------------------------------------------------------------------ */

static const char *cp_class_name(const ClassFile *cf, uint16_t idx)
{
    return cf_class_name(cf, idx);
}

/* Two threads may resolve one constant-pool entry at once. The first to
 * finish fills it; the other's result (the same member) is dropped. So an
 * entry is written once, then only read: through the acquire load of
 * `resolved` (cp_resolved), or through the acquire load of the quickened
 * opcode (DISPATCH), which a thread stores after it saw the entry filled. */
static pthread_mutex_t cp_fill_lock = PTHREAD_MUTEX_INITIALIZER;

static inline int cp_resolved(const CpEntry *e) { return __atomic_load_n(&e->resolved, __ATOMIC_ACQUIRE); }

static CpEntry *cp_fill(CpEntry *e, CpEntry v)
{
    pthread_mutex_lock(&cp_fill_lock);
    if (!e->resolved) {
        e->u = v.u;
        e->aux = v.aux;
        __atomic_store_n(&e->resolved, 1, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&cp_fill_lock);
    return e;
}

Class *interp_resolve_class(Thread *t, Class *from, uint16_t idx)
{
    CpEntry *e = &from->cp[idx];
    if (cp_resolved(e))
        return e->u.klass;
    const char *name = cp_class_name(from->cf, idx);
    if (!name) {
        exc_throw(t, "java/lang/IncompatibleClassChangeError", "bad class constant");
        return NULL;
    }
    /* Only the bootstrap loader may define java.* classes, so whatever
     * loader `from` has, an already loaded java.* class is the answer; this
     * needs no Java code (and no heap), which matters when resolving
     * `catch (OutOfMemoryError e)` with the heap exhausted. */
    Class *c = strncmp(name, "java/", 5) == 0 ? cl_find_loaded(name, NULL) : NULL;
    if (c && from->loader)
        cl_record_initiating(c, from->loader);
    if (!c)
        c = cl_load(t, name, from->loader);
    if (!c)
        return NULL;
    return cp_fill(e, (CpEntry){ .u.klass = c })->u.klass;
}

static int can_access_member(const Class *from, const Class *owner, uint16_t flags)
{
    if (flags & ACC_PUBLIC)
        return 1;
    if (flags & ACC_PRIVATE) {
        if (from == owner)
            return 1;
        /* Nest-mates (JVMS 5.4.4): same nest host. */
        const char *ha = from->cf && from->cf->nest_host ? from->cf->nest_host : from->name;
        const char *hb = owner->cf && owner->cf->nest_host ? owner->cf->nest_host : owner->name;
        return strcmp(ha, hb) == 0 && from->loader == owner->loader;
    }
    const char *sa = strrchr(from->name, '/'), *sb = strrchr(owner->name, '/');
    size_t la = sa ? (size_t)(sa - from->name) : 0, lb = sb ? (size_t)(sb - owner->name) : 0;
    int same_pkg = from->loader == owner->loader && la == lb && strncmp(from->name, owner->name, la) == 0;
    if (same_pkg)
        return 1;
    if (flags & ACC_PROTECTED)
        return cls_is_subclass_of(from, owner);
    return 0;
}

static void member_ref(const ClassFile *cf, uint16_t idx, uint16_t *class_idx, const char **name, const char **desc)
{
    const CfConst *k = &cf->constant_pool[idx];
    *class_idx = k->u.ref.class_index;
    const CfConst *nat = &cf->constant_pool[k->u.ref.name_and_type_index];
    *name = cf_utf8(cf, nat->u.nat.name_index);
    *desc = cf_utf8(cf, nat->u.nat.descriptor_index);
}

static Field *resolve_field(Thread *t, Class *from, uint16_t idx, int is_static)
{
    CpEntry *e = &from->cp[idx];
    Field *f;
    if (cp_resolved(e)) {
        f = e->u.field;
    } else {
        uint16_t ci;
        const char *name, *desc;
        member_ref(from->cf, idx, &ci, &name, &desc);
        Class *c = interp_resolve_class(t, from, ci);
        if (!c)
            return NULL;
        if (cls_link(t, c) != 0)
            return NULL;
        f = cls_resolve_field(c, name, desc);
        if (!f) {
            char cn[256];
            cls_external_name(c, cn, sizeof cn);
            exc_throwf(t, "java/lang/NoSuchFieldError", "%s", name);
            return NULL;
        }
        if (!can_access_member(from, f->klass, f->access_flags)) {
            char a[256], b[256];
            cls_external_name(from, a, sizeof a);
            cls_external_name(f->klass, b, sizeof b);
            exc_throwf(t, "java/lang/IllegalAccessError", "class %s tried to access %s field %s.%s", a,
                       (f->access_flags & ACC_PRIVATE) ? "private" : (f->access_flags & ACC_PROTECTED) ? "protected" : "package-private",
                       b, f->name);
            return NULL;
        }
        /* aux: the offset the quick getfield and putfield forms use. */
        f = cp_fill(e, (CpEntry){ .u.field = f, .aux = f->offset })->u.field;
    }
    if (!!(f->access_flags & ACC_STATIC) != is_static) {
        char b[256];
        cls_external_name(f->klass, b, sizeof b);
        exc_throwf(t, "java/lang/IncompatibleClassChangeError", "Expected %s field %s.%s",
                   is_static ? "static" : "non-static", b, f->name);
        return NULL;
    }
    return f;
}

static void method_description(const Method *m, char *buf, size_t size)
{
    char cn[256];
    cls_external_name(m->klass, cn, sizeof cn);
    snprintf(buf, size, "%s.%s%s", cn, m->name, m->desc);
}

static Method *resolve_method(Thread *t, Class *from, uint16_t idx, int interface_ref)
{
    CpEntry *e = &from->cp[idx];
    if (cp_resolved(e))
        return e->u.method;
    uint16_t ci;
    const char *name, *desc;
    member_ref(from->cf, idx, &ci, &name, &desc);
    Class *c = interp_resolve_class(t, from, ci);
    if (!c)
        return NULL;
    if (cls_link(t, c) != 0)
        return NULL;
    int iface_tag = from->cf->constant_pool[idx].tag == CONSTANT_InterfaceMethodref;
    if (iface_tag != !!cls_is_interface(c)) {
        char cn[256];
        cls_external_name(c, cn, sizeof cn);
        exc_throwf(t, "java/lang/IncompatibleClassChangeError", "Found %s %s, but %s was expected",
                   cls_is_interface(c) ? "interface" : "class", cn, cls_is_interface(c) ? "class" : "interface");
        return NULL;
    }
    Method *m = iface_tag ? cls_resolve_interface_method(c, name, desc) : cls_resolve_method(c, name, desc);
    if (!m) {
        char cn[256];
        cls_external_name(c, cn, sizeof cn);
        exc_throwf(t, "java/lang/NoSuchMethodError", "%s.%s%s", cn, name, desc);
        return NULL;
    }
    if (!can_access_member(from, m->klass, m->access_flags)) {
        char a[256], b[512];
        cls_external_name(from, a, sizeof a);
        method_description(m, b, sizeof b);
        exc_throwf(t, "java/lang/IllegalAccessError", "class %s tried to access %s method %s", a,
                   (m->access_flags & ACC_PRIVATE) ? "private" : (m->access_flags & ACC_PROTECTED) ? "protected" : "package-private", b);
        return NULL;
    }
    return cp_fill(e, (CpEntry){ .u.method = m })->u.method;
}

/* Rewrite the opcode at pc once its operands are resolved. */
static inline void quicken(uint8_t *pc, uint8_t op)
{
    __atomic_store_n(pc, op, __ATOMIC_RELEASE);
}

/* ------------------------------------------------------------------ */
/* Exception handlers                                                  */
/* ------------------------------------------------------------------ */

int32_t interp_find_handler(Thread *t, Method *m, uint32_t bci, Object *exc)
{
    const CfCode *code = m->cf_code;
    if (!code)
        return -1;
    for (uint16_t i = 0; i < code->exception_table_length; i++) {
        const CfExceptionEntry *h = &code->exception_table[i];
        if (bci < h->start_pc || bci >= h->end_pc)
            continue;
        if (!h->catch_type)
            return h->handler_pc;
        Object *pending = exc_take(t);
        thr_push_root(t, &pending);
        Class *c = interp_resolve_class(t, m->klass, h->catch_type);
        thr_pop_roots(t, 1);
        if (!c)
            return -2;          /* resolution failed: its exception replaces ours */
        t->exception = pending;
        if (cls_is_subclass_of(exc->klass, c))
            return h->handler_pc;
    }
    return -1;
}

/* ------------------------------------------------------------------ */
/* Native methods                                                      */
/* ------------------------------------------------------------------ */

static int call_native(Thread *t, Method *m, Slot *args, Slot *result)
{
    /* Acquire: the binding may have been made by another thread (nat_bind). */
    VmNativeFn vm_native = __atomic_load_n(&m->vm_native, __ATOMIC_ACQUIRE);
    if (!vm_native && !__atomic_load_n(&m->jni_native, __ATOMIC_ACQUIRE)) {
        if (nat_bind(t, m) != 0)
            return -1;
        vm_native = __atomic_load_n(&m->vm_native, __ATOMIC_ACQUIRE);
    }
    Frame *f = (Frame *)(args + m->arg_slots);
    if ((Slot *)f + FRAME_SLOTS >= t->stack_limit)
        return throw_stack_overflow(t);
    f->prev = t->top;
    f->method = m;
    f->pc = NULL;
    f->locals = args;
    f->stack = f->sp = (Slot *)f + FRAME_SLOTS;
    f->lock = NULL;
    f->flags = FRAME_NATIVE;
    f->local_ref_base = t->local_ref_count;
    t->top = f;
    EV_RAISE(EV_METHOD_ENTRY, ev_method_entry(t, m));
    int rc = 0;
    if (m->access_flags & ACC_SYNCHRONIZED) {
        f->lock = (m->access_flags & ACC_STATIC) ? m->klass->mirror : args[0].l;
        rc = mon_enter(t, f->lock);
    }
    if (rc == 0) {
        result->raw = 0;
        if (vm_native)
            vm_native(t, args, result);
        else
            rc = nat_call_jni(t, m, args, result);
        if (t->exception)
            rc = -1;
    }
    if (f->lock) {
        Object *pending = exc_take(t);
        if (mon_exit(t, f->lock) != 0)
            exc_take(t);
        t->exception = pending;
    }
    EV_RAISE(EV_METHOD_EXIT, ev_method_exit(t, m, rc != 0, result));
    t->local_ref_count = f->local_ref_base;
    t->top = f->prev;
    /* Keep primitive results in canonical slot form (see vm/object.h). */
    switch (m->ret_type) {
    case T_BOOLEAN: result->j = (uint8_t)result->i; break;
    case T_BYTE: result->j = (int8_t)result->i; break;
    case T_CHAR: result->j = (uint16_t)result->i; break;
    case T_SHORT: result->j = (int16_t)result->i; break;
    case T_INT: result->j = result->i; break;
    case T_FLOAT: { float fv = result->f; result->raw = 0; result->f = fv; break; }
    default: break;
    }
    return rc;
}

/* ------------------------------------------------------------------ */
/* The interpreter loop                                                */
/* ------------------------------------------------------------------ */

static int execute(Thread *t, Method *m, Slot *args, Slot *result);

static Slot *stack_top(Thread *t)
{
    return t->top ? t->top->sp : t->stack;
}

/* Normalize C-supplied argument slots per the descriptor (see vm/object.h). */
static void canonical_args(const Method *m, Slot *a)
{
    int i = (m->access_flags & ACC_STATIC) ? 0 : 1;
    for (const char *p = m->desc + 1; *p && *p != ')'; p++) {
        switch (*p) {
        case 'Z': a[i].j = (uint8_t)a[i].i; i++; break;
        case 'B': a[i].j = (int8_t)a[i].i; i++; break;
        case 'C': a[i].j = (uint16_t)a[i].i; i++; break;
        case 'S': a[i].j = (int16_t)a[i].i; i++; break;
        case 'I': a[i].j = a[i].i; i++; break;
        case 'F': { float f = a[i].f; a[i].raw = 0; a[i].f = f; i++; break; }
        case 'J': case 'D': a[i + 1].raw = 0; i += 2; break;
        case 'L': p = strchr(p, ';'); i++; break;
        case '[':
            while (p[1] == '[')
                p++;
            if (p[1] == 'L')
                p = strchr(p, ';');
            else
                p++;
            i++;
            break;
        }
    }
}

int interp_invoke(Thread *t, Method *m, const Slot *args, Slot *result)
{
    Slot *base = stack_top(t);
    if (base + m->arg_slots + FRAME_SLOTS + 16 >= t->stack_limit || t->native_depth >= MAX_NATIVE_DEPTH)
        return throw_stack_overflow(t);
    if (m->arg_slots)
        memcpy(base, args, m->arg_slots * sizeof(Slot));
    canonical_args(m, base);
    if (m->access_flags & ACC_NATIVE)
        return call_native(t, m, base, result);
    if (m->access_flags & ACC_ABSTRACT) {
        char d[512];
        method_description(m, d, sizeof d);
        return exc_throw(t, "java/lang/AbstractMethodError", d);
    }
    t->native_depth++;
    int rc = execute(t, m, base, result);
    t->native_depth--;
    return rc;
}

static Method *select_virtual(Thread *t, Object *recv, Method *m)
{
    if (m->vtable_index >= 0)
        return recv->klass->vtable[m->vtable_index];
    if (cls_is_interface(m->klass) && !(m->access_flags & ACC_PRIVATE)) {
        Method *sel = cls_select_interface_method(recv->klass, m);
        return sel ? sel : m;
    }
    return m;
}

int interp_invoke_virtual(Thread *t, Method *m, const Slot *args, Slot *result)
{
    Object *recv = args[0].l;
    if (!recv)
        return exc_throw(t, "java/lang/NullPointerException", NULL);
    return interp_invoke(t, select_virtual(t, recv, m), args, result);
}

static Method *itable_lookup(Class *c, Method *im)
{
    for (uint32_t i = 0; i < c->itable_len; i++)
        if (c->itable[i].iface == im->klass)
            return c->itable[i].methods[im->index];
    return NULL;
}

/* The opcode is loaded with acquire: another thread may have quickened it,
 * and its quick form reads the constant-pool entry filled before that
 * release store (quicken). Handlers shared by several opcodes test
 * `opcode`, never *pc, which may have been rewritten since. */
#define OPCODE() __atomic_load_n(pc, __ATOMIC_ACQUIRE)
/* Stepping past a call: the invoke may have been quickened meanwhile, and
 * its two forms have one length. */
#define OPCODE_AT(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#ifdef AGENTVM_SWITCH_DISPATCH
#define DISPATCH() goto dispatch
#define CASE(name) case OP_##name:
#define NEXT(n) do { pc += (n); goto dispatch; } while (0)
#else
#define DISPATCH() goto *labels[opcode = OPCODE()]
#define CASE(name) L_##name:
#define NEXT(n) do { pc += (n); DISPATCH(); } while (0)
#endif

#define SAVE() (frame->sp = sp, frame->pc = pc)
#define U1(o) (pc[o])
#define S1(o) ((int8_t)pc[o])
#define U2(o) ((uint16_t)((pc[o] << 8) | pc[(o) + 1]))
#define S2(o) ((int16_t)U2(o))
#define S4(o) ((int32_t)(((uint32_t)pc[o] << 24) | ((uint32_t)pc[(o) + 1] << 16) | ((uint32_t)pc[(o) + 2] << 8) | pc[(o) + 3]))

#define PUSH_I(v) ((sp++)->j = (int32_t)(v))
#define PUSH_F(v) do { float fv_ = (v); sp->raw = 0; sp->f = fv_; sp++; } while (0)
#define PUSH_J(v) do { sp[0].j = (v); sp[1].raw = 0; sp += 2; } while (0)
#define PUSH_D(v) do { sp[0].d = (v); sp[1].raw = 0; sp += 2; } while (0)
#define PUSH_A(v) ((sp++)->l = (v))
#define THROW(cls, ...) do { SAVE(); exc_throwf(t, cls, __VA_ARGS__); goto exception; } while (0)
#define CHECK(expr) do { SAVE(); if (unlikely(!(expr))) goto exception; } while (0)
/* The NullPointerException of a bytecode, with JDK 17's helpful message (vm/npe.c). */
#define NULL_CHECK(o) do { if (unlikely(!(o))) { SAVE(); npe_throw(t); goto exception; } } while (0)
#define POLL() do { if (unlikely(thr_stop_requested())) { SAVE(); thr_poll_slow(t); } } while (0)
#define BRANCH(off) do { int32_t off_ = (off); if (off_ <= 0) POLL(); pc += off_; DISPATCH(); } while (0)

#define ARRAY_ACCESS(arr, idx)                                                  \
    do {                                                                       \
        NULL_CHECK(arr);                                                       \
        if (unlikely((uint32_t)(idx) >= (uint32_t)ARRAY_LENGTH(arr))) {        \
            SAVE();                                                            \
            throw_aioobe(t, (idx), ARRAY_LENGTH(arr));                         \
            goto exception;                                                    \
        }                                                                      \
    } while (0)

/* The object an ldc of a String or Class constant pushes. Returns 1 when
 * the instruction may be quickened (a String now cached in the constant
 * pool), 0 when not, -1 with an exception pending. */
static int ldc_object(Thread *t, Class *klass, uint16_t idx, Object **out)
{
    const ClassFile *cf = klass->cf;
    const CfConst *k = &cf->constant_pool[idx];
    *out = NULL;
    if (k->tag == CONSTANT_String) {
        Object *o = str_intern_utf8(t, cf_utf8(cf, k->u.string_index));
        if (!o)
            return -1;
        *out = cp_fill(&klass->cp[idx], (CpEntry){ .u.string = o })->u.string;
        return 1;
    }
    if (k->tag == CONSTANT_Class) {
        Class *c = interp_resolve_class(t, klass, idx);
        if (!c)
            return -1;
        *out = c->mirror;
        return 0;
    }
    exc_throw(t, "java/lang/BootstrapMethodError",
              "unsupported ldc constant (MethodType, MethodHandle or dynamic constant)");
    return -1;
}

static int execute(Thread *t, Method *method, Slot *locals, Slot *result)
{
#ifndef AGENTVM_SWITCH_DISPATCH
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
    /* Unassigned opcodes land on impdep1, which throws VerifyError. */
    static const void *const labels[256] = {
        [0 ... 255] = &&L_impdep1,
#define OP(name, code, len, pop, push, fmt) [code] = &&L_##name,
#include "interp/opcodes.def"
#undef OP
    };
#pragma GCC diagnostic pop
#endif
    Frame *frame;
    uint8_t *pc;
    uint8_t opcode;               /* as dispatched */
    Slot *sp;
    Class *klass;
    const ClassFile *cf;

    /* Entry: push the ENTRY frame for `method` with its arguments in place. */
    {
        Frame *f = (Frame *)(locals + method->max_locals);
        Slot *stk = (Slot *)f + FRAME_SLOTS;
        if (stk + method->max_stack >= t->stack_limit)
            return throw_stack_overflow(t);
        for (uint32_t i = method->arg_slots; i < method->max_locals; i++)
            locals[i].raw = 0;
        f->prev = t->top;
        f->method = method;
        f->locals = locals;
        f->stack = f->sp = stk;
        f->pc = method->code;
        f->lock = NULL;
        f->flags = FRAME_ENTRY;
        f->local_ref_base = t->local_ref_count;
        t->top = f;
        frame = f;
    }
    goto method_entry;

/* A new frame is current: load registers and run the entry protocol. */
method_entry:
    method = frame->method;
    locals = frame->locals;
    pc = frame->pc;
    sp = frame->sp;
    klass = method->klass;
    cf = klass->cf;
    EV_RAISE(EV_METHOD_ENTRY, (SAVE(), ev_method_entry(t, method)));
    if (method->access_flags & ACC_SYNCHRONIZED) {
        frame->lock = (method->access_flags & ACC_STATIC) ? klass->mirror : locals[0].l;
        SAVE();
        if (mon_enter(t, frame->lock) != 0) {
            frame->lock = NULL;
            goto exception;
        }
    }
    POLL();
#ifdef AGENTVM_SWITCH_DISPATCH
dispatch:
    switch (opcode = OPCODE())
#else
    DISPATCH();
#endif
    {
    CASE(nop) NEXT(1);
    CASE(aconst_null) PUSH_A(NULL); NEXT(1);
    CASE(iconst_m1) PUSH_I(-1); NEXT(1);
    CASE(iconst_0) PUSH_I(0); NEXT(1);
    CASE(iconst_1) PUSH_I(1); NEXT(1);
    CASE(iconst_2) PUSH_I(2); NEXT(1);
    CASE(iconst_3) PUSH_I(3); NEXT(1);
    CASE(iconst_4) PUSH_I(4); NEXT(1);
    CASE(iconst_5) PUSH_I(5); NEXT(1);
    CASE(lconst_0) PUSH_J(0); NEXT(1);
    CASE(lconst_1) PUSH_J(1); NEXT(1);
    CASE(fconst_0) PUSH_F(0.0f); NEXT(1);
    CASE(fconst_1) PUSH_F(1.0f); NEXT(1);
    CASE(fconst_2) PUSH_F(2.0f); NEXT(1);
    CASE(dconst_0) PUSH_D(0.0); NEXT(1);
    CASE(dconst_1) PUSH_D(1.0); NEXT(1);
    CASE(bipush) PUSH_I(S1(1)); NEXT(2);
    CASE(sipush) PUSH_I(S2(1)); NEXT(3);

    /* ldc and ldc_w: ints and floats come straight from the class file;
     * a String is interned once and the instruction quickened; a Class
     * goes through its class entry (not quickened: the entry keeps the
     * resolved Class). */
#define LDC(index, len, quick_op)                                       \
    {                                                                   \
        uint16_t idx_ = (index);                                        \
        const CfConst *k_ = &cf->constant_pool[idx_];                   \
        if (k_->tag == CONSTANT_Integer) {                              \
            PUSH_I(k_->u.i);                                            \
            NEXT(len);                                                  \
        }                                                               \
        if (k_->tag == CONSTANT_Float) {                                \
            PUSH_F(k_->u.f);                                            \
            NEXT(len);                                                  \
        }                                                               \
        SAVE();                                                         \
        Object *o_;                                                     \
        int q_ = ldc_object(t, klass, idx_, &o_);                       \
        if (q_ < 0)                                                     \
            goto exception;                                             \
        if (q_)                                                         \
            quicken(pc, quick_op);                                      \
        PUSH_A(o_);                                                     \
        NEXT(len);                                                      \
    }
    CASE(ldc) LDC(U1(1), 2, OP_ldc_q)
    CASE(ldc_q) PUSH_A(klass->cp[U1(1)].u.string); NEXT(2);
    CASE(ldc_w) LDC(U2(1), 3, OP_ldc_w_q)
    CASE(ldc_w_q) PUSH_A(klass->cp[U2(1)].u.string); NEXT(3);
    CASE(ldc2_w) {
        const CfConst *k = &cf->constant_pool[U2(1)];
        if (k->tag == CONSTANT_Long)
            PUSH_J(k->u.j);
        else
            PUSH_D(k->u.d);
        NEXT(3);
    }

    CASE(iload) CASE(fload) CASE(aload) *sp++ = locals[U1(1)]; NEXT(2);
    CASE(lload) CASE(dload) sp[0] = locals[U1(1)]; sp[1].raw = 0; sp += 2; NEXT(2);
    CASE(iload_0) CASE(fload_0) CASE(aload_0) *sp++ = locals[0]; NEXT(1);
    CASE(iload_1) CASE(fload_1) CASE(aload_1) *sp++ = locals[1]; NEXT(1);
    CASE(iload_2) CASE(fload_2) CASE(aload_2) *sp++ = locals[2]; NEXT(1);
    CASE(iload_3) CASE(fload_3) CASE(aload_3) *sp++ = locals[3]; NEXT(1);
    CASE(lload_0) CASE(dload_0) sp[0] = locals[0]; sp[1].raw = 0; sp += 2; NEXT(1);
    CASE(lload_1) CASE(dload_1) sp[0] = locals[1]; sp[1].raw = 0; sp += 2; NEXT(1);
    CASE(lload_2) CASE(dload_2) sp[0] = locals[2]; sp[1].raw = 0; sp += 2; NEXT(1);
    CASE(lload_3) CASE(dload_3) sp[0] = locals[3]; sp[1].raw = 0; sp += 2; NEXT(1);

    CASE(istore) CASE(fstore) CASE(astore) locals[U1(1)] = *--sp; NEXT(2);
    CASE(lstore) CASE(dstore) sp -= 2; locals[U1(1)] = sp[0]; locals[U1(1) + 1].raw = 0; NEXT(2);
    CASE(istore_0) CASE(fstore_0) CASE(astore_0) locals[0] = *--sp; NEXT(1);
    CASE(istore_1) CASE(fstore_1) CASE(astore_1) locals[1] = *--sp; NEXT(1);
    CASE(istore_2) CASE(fstore_2) CASE(astore_2) locals[2] = *--sp; NEXT(1);
    CASE(istore_3) CASE(fstore_3) CASE(astore_3) locals[3] = *--sp; NEXT(1);
    CASE(lstore_0) CASE(dstore_0) sp -= 2; locals[0] = sp[0]; locals[1].raw = 0; NEXT(1);
    CASE(lstore_1) CASE(dstore_1) sp -= 2; locals[1] = sp[0]; locals[2].raw = 0; NEXT(1);
    CASE(lstore_2) CASE(dstore_2) sp -= 2; locals[2] = sp[0]; locals[3].raw = 0; NEXT(1);
    CASE(lstore_3) CASE(dstore_3) sp -= 2; locals[3] = sp[0]; locals[4].raw = 0; NEXT(1);

/* Java fields, statics and array elements. A Java program may race on them
 * (JLS 17.4.5); relaxed atomic accesses give it what the JLS promises (a
 * read sees some write, never a torn value, longs and doubles included)
 * and keep the interpreter's C free of data races. On x86-64 and AArch64
 * they compile to the plain loads and stores. */
#define JLOAD(ctype, p) ({ ctype jv_; __atomic_load((ctype *)(p), &jv_, __ATOMIC_RELAXED); jv_; })
#define JSTORE(ctype, p, v) do { ctype jv_ = (v); __atomic_store((ctype *)(p), &jv_, __ATOMIC_RELAXED); } while (0)

#define ARRAY_LOAD(name, ctype, push)                                  \
    CASE(name) {                                                       \
        Object *a = sp[-2].l;                                          \
        int32_t i = sp[-1].i;                                          \
        ARRAY_ACCESS(a, i);                                            \
        sp -= 2;                                                       \
        push(JLOAD(ctype, &ARRAY_DATA(a, ctype)[i]));                  \
        NEXT(1);                                                       \
    }
    ARRAY_LOAD(iaload, int32_t, PUSH_I)
    ARRAY_LOAD(laload, int64_t, PUSH_J)
    ARRAY_LOAD(faload, float, PUSH_F)
    ARRAY_LOAD(daload, double, PUSH_D)
    ARRAY_LOAD(aaload, Object *, PUSH_A)
    ARRAY_LOAD(baload, int8_t, PUSH_I)
    ARRAY_LOAD(caload, uint16_t, PUSH_I)
    ARRAY_LOAD(saload, int16_t, PUSH_I)

/* The value takes `width` slots at the top; the index is below it, the
 * array below that. */
#define ARRAY_STORE(name, ctype, width, field)                         \
    CASE(name) {                                                       \
        Object *a = sp[-2 - (width)].l;                                \
        int32_t i = sp[-1 - (width)].i;                                \
        ARRAY_ACCESS(a, i);                                            \
        JSTORE(ctype, &ARRAY_DATA(a, ctype)[i], (ctype)sp[-(width)].field); \
        sp -= 2 + (width);                                             \
        NEXT(1);                                                       \
    }
    ARRAY_STORE(iastore, int32_t, 1, i)
    ARRAY_STORE(fastore, float, 1, f)
    ARRAY_STORE(lastore, int64_t, 2, j)
    ARRAY_STORE(dastore, double, 2, d)
    CASE(bastore) {
        Object *a = sp[-3].l;
        int32_t i = sp[-2].i;
        ARRAY_ACCESS(a, i);
        int32_t v = sp[-1].i;
        JSTORE(int8_t, &ARRAY_DATA(a, int8_t)[i], (int8_t)(a->klass->elem_type == T_BOOLEAN ? (v & 1) : v));
        sp -= 3;
        NEXT(1);
    }
    CASE(castore) CASE(sastore) {
        Object *a = sp[-3].l;
        int32_t i = sp[-2].i;
        ARRAY_ACCESS(a, i);
        JSTORE(uint16_t, &ARRAY_DATA(a, uint16_t)[i], (uint16_t)sp[-1].i);
        sp -= 3;
        NEXT(1);
    }
    CASE(aastore) {
        Object *a = sp[-3].l;
        int32_t i = sp[-2].i;
        Object *v = sp[-1].l;
        ARRAY_ACCESS(a, i);
        if (v && a->klass->component != wk.object && !cls_is_assignable(v->klass, a->klass->component)) {
            char n[256];
            cls_external_name(v->klass, n, sizeof n);
            THROW("java/lang/ArrayStoreException", "%s", n);
        }
        JSTORE(Object *, &ARRAY_DATA(a, Object *)[i], v);
        sp -= 3;
        NEXT(1);
    }

    CASE(pop) sp--; NEXT(1);
    CASE(pop2) sp -= 2; NEXT(1);
    CASE(dup) sp[0] = sp[-1]; sp++; NEXT(1);
    CASE(dup_x1) { Slot a = sp[-1], b = sp[-2]; sp[-2] = a; sp[-1] = b; sp[0] = a; sp++; NEXT(1); }
    CASE(dup_x2) { Slot a = sp[-1], b = sp[-2], c = sp[-3]; sp[-3] = a; sp[-2] = c; sp[-1] = b; sp[0] = a; sp++; NEXT(1); }
    CASE(dup2) sp[0] = sp[-2]; sp[1] = sp[-1]; sp += 2; NEXT(1);
    CASE(dup2_x1) {
        Slot a = sp[-1], b = sp[-2], c = sp[-3];
        sp[-3] = b; sp[-2] = a; sp[-1] = c; sp[0] = b; sp[1] = a; sp += 2;
        NEXT(1);
    }
    CASE(dup2_x2) {
        Slot a = sp[-1], b = sp[-2], c = sp[-3], d = sp[-4];
        sp[-4] = b; sp[-3] = a; sp[-2] = d; sp[-1] = c; sp[0] = b; sp[1] = a; sp += 2;
        NEXT(1);
    }
    CASE(swap) { Slot a = sp[-1]; sp[-1] = sp[-2]; sp[-2] = a; NEXT(1); }

#define BINOP_I(name, expr) CASE(name) { int32_t b = sp[-1].i, a = sp[-2].i; sp--; sp[-1].j = (int32_t)(expr); NEXT(1); }
#define BINOP_J(name, expr) CASE(name) { int64_t b = sp[-2].j, a = sp[-4].j; sp -= 2; sp[-2].j = (expr); NEXT(1); }
#define BINOP_F(name, expr) CASE(name) { float b = sp[-1].f, a = sp[-2].f; sp -= 2; PUSH_F(expr); NEXT(1); }
#define BINOP_D(name, expr) CASE(name) { double b = sp[-2].d, a = sp[-4].d; sp -= 2; sp[-2].d = (expr); NEXT(1); }
    BINOP_I(iadd, (uint32_t)a + (uint32_t)b)
    BINOP_J(ladd, (int64_t)((uint64_t)a + (uint64_t)b))
    BINOP_F(fadd, a + b)
    BINOP_D(dadd, a + b)
    BINOP_I(isub, (uint32_t)a - (uint32_t)b)
    BINOP_J(lsub, (int64_t)((uint64_t)a - (uint64_t)b))
    BINOP_F(fsub, a - b)
    BINOP_D(dsub, a - b)
    BINOP_I(imul, (uint32_t)a * (uint32_t)b)
    BINOP_J(lmul, (int64_t)((uint64_t)a * (uint64_t)b))
    BINOP_F(fmul, a * b)
    BINOP_D(dmul, a * b)
    BINOP_F(fdiv, a / b)
    BINOP_D(ddiv, a / b)
    BINOP_F(frem, fmodf(a, b))
    BINOP_D(drem, fmod(a, b))
    BINOP_I(iand, a & b)
    BINOP_J(land, a & b)
    BINOP_I(ior, a | b)
    BINOP_J(lor, a | b)
    BINOP_I(ixor, a ^ b)
    BINOP_J(lxor, a ^ b)
    CASE(idiv) {
        int32_t b = sp[-1].i, a = sp[-2].i;
        if (unlikely(b == 0))
            THROW("java/lang/ArithmeticException", "/ by zero");
        sp--;
        sp[-1].j = (b == -1) ? (int32_t)(0u - (uint32_t)a) : a / b;
        NEXT(1);
    }
    CASE(irem) {
        int32_t b = sp[-1].i, a = sp[-2].i;
        if (unlikely(b == 0))
            THROW("java/lang/ArithmeticException", "/ by zero");
        sp--;
        sp[-1].j = (b == -1) ? 0 : a % b;
        NEXT(1);
    }
    CASE(ldiv) {
        int64_t b = sp[-2].j, a = sp[-4].j;
        if (unlikely(b == 0))
            THROW("java/lang/ArithmeticException", "/ by zero");
        sp -= 2;
        sp[-2].j = (b == -1) ? (int64_t)(0ull - (uint64_t)a) : a / b;
        NEXT(1);
    }
    CASE(lrem) {
        int64_t b = sp[-2].j, a = sp[-4].j;
        if (unlikely(b == 0))
            THROW("java/lang/ArithmeticException", "/ by zero");
        sp -= 2;
        sp[-2].j = (b == -1) ? 0 : a % b;
        NEXT(1);
    }
    CASE(ineg) sp[-1].j = (int32_t)(0u - (uint32_t)sp[-1].i); NEXT(1);
    CASE(lneg) sp[-2].j = (int64_t)(0ull - (uint64_t)sp[-2].j); NEXT(1);
    CASE(fneg) { float f = -sp[-1].f; sp--; PUSH_F(f); NEXT(1); }
    CASE(dneg) sp[-2].d = -sp[-2].d; NEXT(1);
    CASE(ishl) { int32_t s = sp[-1].i & 31; sp--; sp[-1].j = (int32_t)((uint32_t)sp[-1].i << s); NEXT(1); }
    CASE(ishr) { int32_t s = sp[-1].i & 31; sp--; sp[-1].j = sp[-1].i >> s; NEXT(1); }
    CASE(iushr) { int32_t s = sp[-1].i & 31; sp--; sp[-1].j = (int32_t)((uint32_t)sp[-1].i >> s); NEXT(1); }
    CASE(lshl) { int32_t s = sp[-1].i & 63; sp--; sp[-2].j = (int64_t)((uint64_t)sp[-2].j << s); NEXT(1); }
    CASE(lshr) { int32_t s = sp[-1].i & 63; sp--; sp[-2].j = sp[-2].j >> s; NEXT(1); }
    CASE(lushr) { int32_t s = sp[-1].i & 63; sp--; sp[-2].j = (int64_t)((uint64_t)sp[-2].j >> s); NEXT(1); }
    CASE(iinc) {
        Slot *l = &locals[U1(1)];
        l->j = (int32_t)((uint32_t)l->i + (uint32_t)S1(2));
        NEXT(3);
    }

    CASE(i2l) { int32_t v = sp[-1].i; sp--; PUSH_J(v); NEXT(1); }
    CASE(i2f) { int32_t v = sp[-1].i; sp--; PUSH_F((float)v); NEXT(1); }
    CASE(i2d) { int32_t v = sp[-1].i; sp--; PUSH_D((double)v); NEXT(1); }
    CASE(l2i) { int64_t v = sp[-2].j; sp -= 2; PUSH_I((int32_t)v); NEXT(1); }
    CASE(l2f) { int64_t v = sp[-2].j; sp -= 2; PUSH_F((float)v); NEXT(1); }
    CASE(l2d) sp[-2].d = (double)sp[-2].j; NEXT(1);
    CASE(f2i) {
        float v = sp[-1].f;
        int32_t r = isnan(v) ? 0 : v >= 2147483648.0f ? INT32_MAX : v <= -2147483648.0f ? INT32_MIN : (int32_t)v;
        sp--;
        PUSH_I(r);
        NEXT(1);
    }
    CASE(f2l) {
        float v = sp[-1].f;
        int64_t r = isnan(v) ? 0 : v >= 9223372036854775808.0f ? INT64_MAX : v <= -9223372036854775808.0f ? INT64_MIN : (int64_t)v;
        sp--;
        PUSH_J(r);
        NEXT(1);
    }
    CASE(f2d) { float v = sp[-1].f; sp--; PUSH_D((double)v); NEXT(1); }
    CASE(d2i) {
        double v = sp[-2].d;
        int32_t r = isnan(v) ? 0 : v >= 2147483648.0 ? INT32_MAX : v <= -2147483648.0 ? INT32_MIN : (int32_t)v;
        sp -= 2;
        PUSH_I(r);
        NEXT(1);
    }
    CASE(d2l) {
        double v = sp[-2].d;
        sp[-2].j = isnan(v) ? 0 : v >= 9223372036854775808.0 ? INT64_MAX : v <= -9223372036854775808.0 ? INT64_MIN : (int64_t)v;
        NEXT(1);
    }
    CASE(d2f) { double v = sp[-2].d; sp -= 2; PUSH_F((float)v); NEXT(1); }
    CASE(i2b) sp[-1].j = (int8_t)sp[-1].i; NEXT(1);
    CASE(i2c) sp[-1].j = (uint16_t)sp[-1].i; NEXT(1);
    CASE(i2s) sp[-1].j = (int16_t)sp[-1].i; NEXT(1);

    CASE(lcmp) { int64_t b = sp[-2].j, a = sp[-4].j; sp -= 4; PUSH_I(a < b ? -1 : a > b); NEXT(1); }
    CASE(fcmpl) { float b = sp[-1].f, a = sp[-2].f; sp -= 2; PUSH_I(a > b ? 1 : a == b ? 0 : -1); NEXT(1); }
    CASE(fcmpg) { float b = sp[-1].f, a = sp[-2].f; sp -= 2; PUSH_I(a < b ? -1 : a == b ? 0 : 1); NEXT(1); }
    CASE(dcmpl) { double b = sp[-2].d, a = sp[-4].d; sp -= 4; PUSH_I(a > b ? 1 : a == b ? 0 : -1); NEXT(1); }
    CASE(dcmpg) { double b = sp[-2].d, a = sp[-4].d; sp -= 4; PUSH_I(a < b ? -1 : a == b ? 0 : 1); NEXT(1); }

#define IF1(name, cond) CASE(name) { int32_t v = (--sp)->i; if (cond) BRANCH(S2(1)); NEXT(3); }
#define IF2(name, cond) CASE(name) { int32_t b = sp[-1].i, a = sp[-2].i; sp -= 2; if (cond) BRANCH(S2(1)); NEXT(3); }
    IF1(ifeq, v == 0)
    IF1(ifne, v != 0)
    IF1(iflt, v < 0)
    IF1(ifge, v >= 0)
    IF1(ifgt, v > 0)
    IF1(ifle, v <= 0)
    IF2(if_icmpeq, a == b)
    IF2(if_icmpne, a != b)
    IF2(if_icmplt, a < b)
    IF2(if_icmpge, a >= b)
    IF2(if_icmpgt, a > b)
    IF2(if_icmple, a <= b)
    CASE(if_acmpeq) { Object *b = sp[-1].l, *a = sp[-2].l; sp -= 2; if (a == b) BRANCH(S2(1)); NEXT(3); }
    CASE(if_acmpne) { Object *b = sp[-1].l, *a = sp[-2].l; sp -= 2; if (a != b) BRANCH(S2(1)); NEXT(3); }
    CASE(ifnull) { Object *a = (--sp)->l; if (!a) BRANCH(S2(1)); NEXT(3); }
    CASE(ifnonnull) { Object *a = (--sp)->l; if (a) BRANCH(S2(1)); NEXT(3); }
    CASE(goto) BRANCH(S2(1));
    CASE(goto_w) BRANCH(S4(1));
    CASE(jsr) PUSH_I((int32_t)(pc - method->code) + 3); BRANCH(S2(1));
    CASE(jsr_w) PUSH_I((int32_t)(pc - method->code) + 5); BRANCH(S4(1));
    CASE(ret) pc = method->code + locals[U1(1)].i; POLL(); DISPATCH();

    CASE(tableswitch) {
        uint8_t *base = pc;
        uint8_t *p = method->code + AVM_ALIGN_UP((uintptr_t)(pc - method->code) + 1, 4);
        pc = p;
        int32_t def = S4(0), lo = S4(4), hi = S4(8);
        int32_t key = (--sp)->i;
        int32_t off = (key < lo || key > hi) ? def : S4(12 + 4 * (int64_t)(key - lo));
        pc = base;
        BRANCH(off);
    }
    CASE(lookupswitch) {
        uint8_t *base = pc;
        pc = method->code + AVM_ALIGN_UP((uintptr_t)(pc - method->code) + 1, 4);
        int32_t def = S4(0), n = S4(4);
        int32_t key = (--sp)->i, off = def;
        int32_t lo = 0, hi = n - 1;
        while (lo <= hi) {
            int32_t mid = lo + (hi - lo) / 2;
            int32_t k = S4(8 + 8 * mid);
            if (k == key) {
                off = S4(12 + 8 * mid);
                break;
            }
            if (k < key)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        pc = base;
        BRANCH(off);
    }

    /* Returns: release a synchronized method's monitor, report the exit,
     * then either leave the loop (the frame was entered from C) or resume
     * the caller after its invoke with the value pushed. */
#define RETURN_WITH(value_ptr, push)                                      \
    {                                                                     \
        const Slot *rv_ = (value_ptr);                                    \
        if (frame->lock) {                                                \
            SAVE();                                                       \
            if (mon_exit(t, frame->lock) != 0)                            \
                goto exception;                                           \
        }                                                                 \
        EV_RAISE(EV_METHOD_EXIT, (SAVE(), ev_method_exit(t, method, 0, rv_))); \
        if (frame->flags & FRAME_ENTRY) {                                 \
            if (rv_)                                                      \
                *result = *rv_;                                           \
            t->top = frame->prev;                                         \
            return 0;                                                     \
        }                                                                 \
        frame = frame->prev;                                              \
        t->top = frame;                                                   \
        method = frame->method;                                           \
        locals = frame->locals;                                           \
        klass = method->klass;                                            \
        cf = klass->cf;                                                   \
        pc = frame->pc + op_length[OPCODE_AT(frame->pc)];                 \
        sp = frame->sp;                                                   \
        push;                                                             \
        DISPATCH();                                                       \
    }
    CASE(ireturn) CASE(freturn) CASE(areturn) {
        Slot v = sp[-1];
        RETURN_WITH(&v, *sp++ = v)
    }
    CASE(lreturn) CASE(dreturn) {
        Slot v = sp[-2];
        RETURN_WITH(&v, (sp[0] = v, sp[1].raw = 0, sp += 2))
    }
    CASE(return) RETURN_WITH((const Slot *)NULL, (void)0)

    /* Fields. The slow forms resolve, initialize the class when static,
     * then rewrite themselves into the quick form for the field's type. */
    CASE(getstatic) CASE(putstatic) {
        int put = opcode == OP_putstatic;
        SAVE();
        Field *f = resolve_field(t, klass, U2(1), 1);
        if (!f || cls_init(t, f->klass) != 0)
            goto exception;
        uint8_t wide = f->type == T_LONG || f->type == T_DOUBLE;
        uint8_t ref = f->type == T_OBJECT;
        Slot *s = &f->klass->statics[f->offset];
        if (put) {
            if (wide) { sp -= 2; JSTORE(Slot, s, sp[0]); }
            else { sp--; JSTORE(Slot, s, sp[0]); }
        } else {
            if (wide) { sp[0] = JLOAD(Slot, s); sp[1].raw = 0; sp += 2; }
            else *sp++ = JLOAD(Slot, s);
        }
        if (cls_state(f->klass) == CLASS_INITIALIZED)
            quicken(pc, put ? (wide ? OP_putstatic_j : ref ? OP_putstatic_a : OP_putstatic_i)
                            : (wide ? OP_getstatic_j : ref ? OP_getstatic_a : OP_getstatic_i));
        NEXT(3);
    }
    CASE(getstatic_i) CASE(getstatic_a) {
        Field *f = klass->cp[U2(1)].u.field;
        *sp++ = JLOAD(Slot, &f->klass->statics[f->offset]);
        NEXT(3);
    }
    CASE(getstatic_j) {
        Field *f = klass->cp[U2(1)].u.field;
        sp[0] = JLOAD(Slot, &f->klass->statics[f->offset]);
        sp[1].raw = 0;
        sp += 2;
        NEXT(3);
    }
    CASE(putstatic_i) CASE(putstatic_a) {
        Field *f = klass->cp[U2(1)].u.field;
        sp--;
        JSTORE(Slot, &f->klass->statics[f->offset], sp[0]);
        NEXT(3);
    }
    CASE(putstatic_j) {
        Field *f = klass->cp[U2(1)].u.field;
        sp -= 2;
        JSTORE(Slot, &f->klass->statics[f->offset], sp[0]);
        NEXT(3);
    }
    CASE(getfield) CASE(putfield) {
        int put = opcode == OP_putfield;
        SAVE();
        Field *f = resolve_field(t, klass, U2(1), 0);
        if (!f)
            goto exception;
        uint8_t op;
        switch (f->type) {
        case T_LONG: case T_DOUBLE: op = put ? OP_putfield_j : OP_getfield_j; break;
        case T_OBJECT: op = put ? OP_putfield_a : OP_getfield_a; break;
        case T_INT: case T_FLOAT: op = put ? OP_putfield_i : OP_getfield_i; break;
        case T_BOOLEAN: case T_BYTE: op = put ? OP_putfield_b : OP_getfield_b; break;
        case T_CHAR: op = put ? OP_putfield_c : OP_getfield_c; break;
        default: op = put ? OP_putfield_c : OP_getfield_s; break;
        }
        quicken(pc, op);
        DISPATCH();
    }
#define FIELD_OFF() (klass->cp[U2(1)].aux)
#define GETFIELD(name, ctype, push)                                    \
    CASE(name) {                                                       \
        Object *o = sp[-1].l;                                          \
        NULL_CHECK(o);                                                 \
        sp--;                                                          \
        push(JLOAD(ctype, FIELD_PTR(o, FIELD_OFF(), ctype)));          \
        NEXT(3);                                                       \
    }
    GETFIELD(getfield_i, int32_t, PUSH_I)
    GETFIELD(getfield_j, int64_t, PUSH_J)
    GETFIELD(getfield_a, Object *, PUSH_A)
    GETFIELD(getfield_b, int8_t, PUSH_I)
    GETFIELD(getfield_c, uint16_t, PUSH_I)
    GETFIELD(getfield_s, int16_t, PUSH_I)
    CASE(putfield_i) {
        Object *o = sp[-2].l;
        NULL_CHECK(o);
        JSTORE(int32_t, FIELD_PTR(o, FIELD_OFF(), int32_t), sp[-1].i);
        sp -= 2;
        NEXT(3);
    }
    CASE(putfield_j) {
        Object *o = sp[-3].l;
        NULL_CHECK(o);
        JSTORE(int64_t, FIELD_PTR(o, FIELD_OFF(), int64_t), sp[-2].j);
        sp -= 3;
        NEXT(3);
    }
    CASE(putfield_a) {
        Object *o = sp[-2].l;
        NULL_CHECK(o);
        JSTORE(Object *, FIELD_PTR(o, FIELD_OFF(), Object *), sp[-1].l);
        sp -= 2;
        NEXT(3);
    }
    CASE(putfield_b) {
        Object *o = sp[-2].l;
        NULL_CHECK(o);
        JSTORE(int8_t, FIELD_PTR(o, FIELD_OFF(), int8_t), (int8_t)sp[-1].i);
        sp -= 2;
        NEXT(3);
    }
    CASE(putfield_c) {
        Object *o = sp[-2].l;
        NULL_CHECK(o);
        JSTORE(uint16_t, FIELD_PTR(o, FIELD_OFF(), uint16_t), (uint16_t)sp[-1].i);
        sp -= 2;
        NEXT(3);
    }

    /* Invocation. `callee` and `args` are set, then control joins
     * do_invoke, which pushes a frame (or calls a native). */
    {
        Method *callee;
        Slot *args;
    CASE(invokevirtual) {
        SAVE();
        /* MethodHandle.invokeExact and the like: never quickened. */
        int poly = polysig_invoke(t, klass, U2(1), &sp);
        if (poly < 0)
            goto exception;
        if (poly > 0)
            NEXT(3);
        Method *m = resolve_method(t, klass, U2(1), 0);
        if (!m)
            goto exception;
        if (m->access_flags & ACC_STATIC) {
            char d[512];
            method_description(m, d, sizeof d);
            THROW("java/lang/IncompatibleClassChangeError", "Expecting non-static method %s", d);
        }
        quicken(pc, (m->vtable_index < 0 && !cls_is_interface(m->klass)) || (m->access_flags & ACC_FINAL)
                        ? OP_invokefinal_q : OP_invokevirtual_q);
        DISPATCH();
    }
    CASE(invokevirtual_q) {
        Method *m = klass->cp[U2(1)].u.method;
        args = sp - m->arg_slots;
        Object *recv = args[0].l;
        NULL_CHECK(recv);
        callee = m->vtable_index >= 0 ? recv->klass->vtable[m->vtable_index] : select_virtual(t, recv, m);
        goto do_invoke;
    }
    CASE(invokefinal_q) {
        callee = klass->cp[U2(1)].u.method;
        args = sp - callee->arg_slots;
        NULL_CHECK(args[0].l);
        goto do_invoke;
    }
    CASE(invokespecial) {
        SAVE();
        Method *m = resolve_method(t, klass, U2(1), 0);
        if (!m)
            goto exception;
        /* JVMS 6.5 invokespecial: a superclass method is selected from the
         * direct superclass of the current class (ACC_SUPER semantics). */
        Method *resolved = m;
        if (!m->is_init && !cls_is_interface(m->klass) && m->klass != klass &&
            cls_is_subclass_of(klass, m->klass) && klass->super) {
            Method *sel = cls_resolve_method(klass->super, m->name, m->desc);
            if (sel)
                m = sel;
        }
        if (m->access_flags & ACC_STATIC) {
            char d[512];
            method_description(m, d, sizeof d);
            THROW("java/lang/IncompatibleClassChangeError", "Expecting non-static method %s", d);
        }
        /* The entry is shared and keeps the resolved method: a different
         * selection (rare: the reference names a class above the direct
         * superclass) is not quickened but made again on each call. */
        if (m != resolved) {
            callee = m;
            args = sp - m->arg_slots;
            NULL_CHECK(args[0].l);
            goto do_invoke;
        }
        quicken(pc, OP_invokespecial_q);
        DISPATCH();
    }
    CASE(invokespecial_q) {
        callee = klass->cp[U2(1)].u.method;
        args = sp - callee->arg_slots;
        NULL_CHECK(args[0].l);
        goto do_invoke;
    }
    CASE(invokestatic) {
        SAVE();
        Method *m = resolve_method(t, klass, U2(1), 0);
        if (!m)
            goto exception;
        if (!(m->access_flags & ACC_STATIC)) {
            char d[512];
            method_description(m, d, sizeof d);
            THROW("java/lang/IncompatibleClassChangeError", "Expected static method '%s'", d);
        }
        if (cls_init(t, m->klass) != 0)
            goto exception;
        callee = m;
        args = sp - m->arg_slots;
        if (cls_state(m->klass) == CLASS_INITIALIZED)
            quicken(pc, OP_invokestatic_q);
        goto do_invoke;
    }
    CASE(invokestatic_q) {
        callee = klass->cp[U2(1)].u.method;
        args = sp - callee->arg_slots;
        goto do_invoke;
    }
    CASE(invokeinterface) {
        SAVE();
        Method *m = resolve_method(t, klass, U2(1), 1);
        if (!m)
            goto exception;
        quicken(pc, OP_invokeinterface_q);
        DISPATCH();
    }
    CASE(invokeinterface_q) {
        Method *m = klass->cp[U2(1)].u.method;
        args = sp - m->arg_slots;
        Object *recv = args[0].l;
        NULL_CHECK(recv);
        if (!cls_is_interface(m->klass)) {
            callee = m->vtable_index >= 0 ? recv->klass->vtable[m->vtable_index] : m;
        } else if (m->access_flags & ACC_PRIVATE) {
            callee = m;
        } else {
            callee = itable_lookup(recv->klass, m);
            if (unlikely(!callee)) {
                char a[256], b[256];
                cls_external_name(recv->klass, a, sizeof a);
                cls_external_name(m->klass, b, sizeof b);
                if (!cls_implements(recv->klass, m->klass))
                    THROW("java/lang/IncompatibleClassChangeError", "Class %s does not implement the requested interface %s", a, b);
                char d[512];
                method_description(m, d, sizeof d);
                THROW("java/lang/AbstractMethodError", "Receiver class %s does not define or inherit an implementation of the resolved method '%s' of interface %s.", a, d, b);
            }
        }
        goto do_invoke;
    }
    CASE(invokedynamic) {
        SAVE();
        if (indy_execute(t, klass, U2(1), &sp) != 0)
            goto exception;
        NEXT(5);
    }

    do_invoke:
        frame->sp = args;
        frame->pc = pc;
        if (unlikely(callee->access_flags & (ACC_NATIVE | ACC_ABSTRACT))) {
            if (callee->access_flags & ACC_ABSTRACT) {
                char d[512];
                method_description(callee, d, sizeof d);
                exc_throw(t, "java/lang/AbstractMethodError", d);
                goto exception;
            }
            Slot r;
            if (call_native(t, callee, args, &r) != 0)
                goto exception;
            sp = args;
            switch (callee->ret_type) {
            case T_VOID: break;
            case T_LONG: case T_DOUBLE: sp[0] = r; sp[1].raw = 0; sp += 2; break;
            default: *sp++ = r; break;
            }
            NEXT(op_length[opcode]);
        }
        {
            Frame *f = (Frame *)(args + callee->max_locals);
            Slot *stk = (Slot *)f + FRAME_SLOTS;
            if (unlikely(stk + callee->max_stack >= t->stack_limit)) {
                throw_stack_overflow(t);
                goto exception;
            }
            for (uint32_t i = callee->arg_slots; i < callee->max_locals; i++)
                args[i].raw = 0;
            f->prev = frame;
            f->method = callee;
            f->locals = args;
            f->stack = f->sp = stk;
            f->pc = callee->code;
            f->lock = NULL;
            f->flags = 0;
            t->top = f;
            frame = f;
            goto method_entry;
        }
    }

    /* Objects and arrays. */
    CASE(new) {
        SAVE();
        Class *c = interp_resolve_class(t, klass, U2(1));
        if (!c)
            goto exception;
        if (cls_is_interface(c) || (c->access_flags & ACC_ABSTRACT) || c->is_array) {
            char n[256];
            cls_external_name(c, n, sizeof n);
            THROW("java/lang/InstantiationError", "%s", n);
        }
        if (cls_init(t, c) != 0)
            goto exception;
        Object *o = heap_new_object_bc(t, c);
        if (!o)
            goto exception;
        if (cls_state(c) == CLASS_INITIALIZED)
            quicken(pc, OP_new_q);
        PUSH_A(o);
        NEXT(3);
    }
    CASE(new_q) {
        SAVE();
        Object *o = heap_new_object_bc(t, klass->cp[U2(1)].u.klass);
        if (unlikely(!o))
            goto exception;
        PUSH_A(o);
        NEXT(3);
    }
    CASE(newarray) {
        uint8_t type = U1(1);
        if (type < 4 || type > 11)
            THROW("java/lang/VerifyError", "bad newarray type %d", type);
        SAVE();
        Object *a = heap_new_array_bc(t, newarray_class[type], sp[-1].i);
        if (!a)
            goto exception;
        sp[-1].l = a;
        NEXT(2);
    }
    CASE(anewarray) {
        SAVE();
        Class *c = interp_resolve_class(t, klass, U2(1));
        if (!c)
            goto exception;
        Class *ac = cls_array_of(t, c);
        if (!ac)
            goto exception;
        quicken(pc, OP_anewarray_q);
        DISPATCH();
    }
    CASE(anewarray_q) {
        SAVE();
        Object *a = heap_new_array_bc(t, klass->cp[U2(1)].u.klass->array_class, sp[-1].i);
        if (!a)
            goto exception;
        sp[-1].l = a;
        NEXT(3);
    }
    CASE(multianewarray) {
        SAVE();
        Class *c = interp_resolve_class(t, klass, U2(1));
        if (!c)
            goto exception;
        int dims = U1(3);
        int32_t counts[256];
        for (int i = 0; i < dims; i++) {
            counts[i] = sp[i - dims].i;
            if (counts[i] < 0)
                THROW("java/lang/NegativeArraySizeException", "%d", counts[i]);
        }
        extern Object *vm_multi_new_array(Thread *t, Class *ac, int dims, const int32_t *counts, int from_bytecode);
        Object *a = vm_multi_new_array(t, c, dims, counts, 1);
        if (!a)
            goto exception;
        sp -= dims;
        PUSH_A(a);
        NEXT(4);
    }
    CASE(arraylength) {
        Object *a = sp[-1].l;
        NULL_CHECK(a);
        sp[-1].j = ARRAY_LENGTH(a);
        NEXT(1);
    }
    CASE(athrow) {
        Object *e = sp[-1].l;
        NULL_CHECK(e);
        SAVE();
        t->exception = e;
        goto exception;
    }
    CASE(checkcast) CASE(instanceof) {
        SAVE();
        Class *c = interp_resolve_class(t, klass, U2(1));
        if (!c)
            goto exception;
        quicken(pc, opcode == OP_checkcast ? OP_checkcast_q : OP_instanceof_q);
        DISPATCH();
    }
    CASE(checkcast_q) {
        Object *o = sp[-1].l;
        Class *c = klass->cp[U2(1)].u.klass;
        if (o && o->klass != c && !cls_is_assignable(o->klass, c)) {
            SAVE();
            throw_cce(t, o->klass, c);
            goto exception;
        }
        NEXT(3);
    }
    CASE(instanceof_q) {
        Object *o = sp[-1].l;
        Class *c = klass->cp[U2(1)].u.klass;
        sp[-1].j = o && (o->klass == c || cls_is_assignable(o->klass, c));
        NEXT(3);
    }
    CASE(monitorenter) {
        Object *o = sp[-1].l;
        NULL_CHECK(o);
        SAVE();
        if (mon_enter(t, o) != 0)
            goto exception;
        sp--;
        NEXT(1);
    }
    CASE(monitorexit) {
        Object *o = sp[-1].l;
        NULL_CHECK(o);
        SAVE();
        if (mon_exit(t, o) != 0)
            goto exception;
        sp--;
        NEXT(1);
    }
    CASE(wide) {
        uint8_t op = U1(1);
        uint16_t idx = U2(2);
        switch (op) {
        case OP_iload: case OP_fload: case OP_aload: *sp++ = locals[idx]; NEXT(4);
        case OP_lload: case OP_dload: sp[0] = locals[idx]; sp[1].raw = 0; sp += 2; NEXT(4);
        case OP_istore: case OP_fstore: case OP_astore: locals[idx] = *--sp; NEXT(4);
        case OP_lstore: case OP_dstore: sp -= 2; locals[idx] = sp[0]; locals[idx + 1].raw = 0; NEXT(4);
        case OP_iinc: locals[idx].j = (int32_t)((uint32_t)locals[idx].i + (uint32_t)S2(4)); NEXT(6);
        case OP_ret: pc = method->code + locals[idx].i; DISPATCH();
        default: THROW("java/lang/VerifyError", "bad wide opcode %d", op);
        }
    }
#ifdef AGENTVM_SWITCH_DISPATCH
    default:
#endif
    CASE(breakpoint) CASE(impdep1) CASE(impdep2) {
        THROW("java/lang/VerifyError", "Bad instruction 0x%02x in method %s.%s%s", *pc, klass->name, method->name, method->desc);
    }
    }

/* Unwinding (JVMS 2.10): find a handler in this frame or pop it. */
exception: {
        Object *exc = t->exception;
        EV_RAISE(EV_EXCEPTION, ev_exception(t, exc));
        for (;;) {
            if (frame->flags & FRAME_NATIVE)
                break;
            uint32_t bci = (uint32_t)(frame->pc - method->code);
            int32_t h = interp_find_handler(t, method, bci, exc);
            if (h >= 0) {
                sp = frame->stack;
                pc = method->code + h;
                if (EV_ON(EV_EXCEPTION_CATCH)) {
                    SAVE();
                    ev_exception_catch(t, t->exception);
                }
                PUSH_A(t->exception);
                t->exception = NULL;
                DISPATCH();
            }
            if (h == -2)
                exc = t->exception;
            if (frame->lock) {
                Object *pending = exc_take(t);
                if (mon_exit(t, frame->lock) != 0)
                    exc_take(t);
                t->exception = pending;
            }
            EV_RAISE(EV_METHOD_EXIT, ev_method_exit(t, method, 1, NULL));
            if (frame->flags & FRAME_ENTRY) {
                t->top = frame->prev;
                return -1;
            }
            frame = frame->prev;
            t->top = frame;
            method = frame->method;
            locals = frame->locals;
            klass = method->klass;
            cf = klass->cf;
        }
        return -1;
    }
}
