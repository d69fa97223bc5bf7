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
#include "interp/debug.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classlib-stubs/natives/fpconv.h"
#include "interp/indy.h"
#include "interp/intrinsic.h"
#include "interp/polysig.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/native.h"
#include "vm/npe.h"
#include "vm/redefine.h"
#include "vm/strings.h"
#include "vm/vm.h"

enum {
#define OP(name, code, len, pop, push, fmt) OP_##name = code,
#include "interp/opcodes.def"
#undef OP
/* The integer bank of superinstructions: the byte in the code is the low
 * eight bits; the label tables put them at 256 + code. */
#define OP_INT(name, code, length) OP_##name = 0x100 | (code),
#include "interp/opcodes_int.def"
#undef OP_INT
/* The double bank: likewise, at 512 + code. */
#define OP_DBL(name, code, length) OP_##name = 0x200 | (code),
#include "interp/opcodes_double.def"
#undef OP_DBL
};

#ifdef AGENTVM_SWITCH_DISPATCH
/* The switch's case for a code of a method in a bank: the codes a bank
 * gives another meaning are cased at 256 * bank + code. */
static const uint8_t banked_code[3][256] = {
#define OP_INT(name, code, length) [1][code] = 1,
#include "interp/opcodes_int.def"
#undef OP_INT
#define OP_DBL(name, code, length) [2][code] = 1,
#include "interp/opcodes_double.def"
#undef OP_DBL
};
#define SWITCH_CODE(op) ((unsigned)(op) | (banked_code[method->bank][(op)] ? (unsigned)method->bank << 8 : 0u))
#endif

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

/* JVMS 6.5 putfield/putstatic: a final field may only be set by its own
 * class, and from version 53 only in the initializer of its kind (<init>
 * for instance fields, <clinit> for static ones). HotSpot checks this when
 * it links each put instruction, every time, even if the field was already
 * resolved for a get; so here on every slow put (a put that passed is
 * quickened and never comes back). Messages name the class of the field
 * reference. */
static int check_final_put(Thread *t, Class *from, const Method *m, uint16_t idx, const Field *f)
{
    if (!(f->access_flags & ACC_FINAL))
        return 0;
    int is_static = !!(f->access_flags & ACC_STATIC);
    int other_class = f->klass != from;
    if (!other_class && (from->cf->major_version < 53 || (is_static ? m->is_clinit : m->is_init)))
        return 0;
    uint16_t ci;
    const char *name, *desc;
    member_ref(from->cf, idx, &ci, &name, &desc);
    const char *ref = cp_class_name(from->cf, ci);
    char rn[256], fn[256];
    snprintf(rn, sizeof rn, "%s", ref ? ref : "?");
    for (char *p = rn; *p; p++)
        if (*p == '/')
            *p = '.';
    if (other_class) {
        cls_external_name(from, fn, sizeof fn);
        exc_throwf(t, "java/lang/IllegalAccessError",
                   "Update to %s final field %s.%s attempted from a different class (%s) than the field's declaring class",
                   is_static ? "static" : "non-static", rn, f->name, fn);
    } else {
        exc_throwf(t, "java/lang/IllegalAccessError",
                   "Update to %s final field %s.%s attempted from a different method (%s) than the initializer method %s ",
                   is_static ? "static" : "non-static", rn, f->name, m->name, is_static ? "<clinit>" : "<init>");
    }
    return -1;
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
    /* Read before loading: a redefinition meanwhile replaces from->cf. */
    int iface_tag = from->cf->constant_pool[idx].tag == CONSTANT_InterfaceMethodref;
    Class *c = interp_resolve_class(t, from, ci);
    if (!c)
        return NULL;
    if (cls_link(t, c) != 0)
        return NULL;
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

/* Rewrite the opcode at pc, dispatched as `from`, once its operands are
 * resolved; returns the new opcode. When a breakpoint covers the
 * instruction, the breakpoint keeps the quick form to run (interp/debug.c). */
static inline uint8_t quicken(uint8_t *pc, uint8_t from, uint8_t op)
{
    uint8_t seen = from;
    if (!__atomic_compare_exchange_n(pc, &seen, op, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED) && seen == OP_breakpoint)
        interp_bp_quickened(pc, from, op);
    return op;
}

/* A double field's offset kept in a shadow byte of the statement
 * superinstruction at pc (interp/fuse.c), in units of eight bytes. k's low
 * four bits name that shadow byte, the rest the shadow byte that holds the
 * distance to the field's instruction; the offset is kept once that
 * instruction is quickened to `op`, and where it fits a byte. 1 if kept.
 * Threads that race here store the same byte. Out of line: the handlers'
 * fast paths stay free of it. */
static AVM_NOINLINE int keep_field_offset(uint8_t *pc, uintptr_t shadow_at, unsigned k, const Class *klass,
                                          uint8_t op)
{
    uint32_t at = pc[shadow_at + (k >> 4)];
    if (__atomic_load_n(&pc[at], __ATOMIC_ACQUIRE) != op)
        return 0;
    uint32_t off = klass->cp[(uint16_t)(pc[at + 1] << 8 | pc[at + 2])].aux;
    if (off < 8 || off > 255 * 8 || (off & 7))
        return 0;
    __atomic_store_n(&pc[shadow_at + (k & 15)], (uint8_t)(off >> 3), __ATOMIC_RELAXED);
    return 1;
}

/* ------------------------------------------------------------------ */
/* Exception handlers                                                  */
/* ------------------------------------------------------------------ */

int32_t interp_find_handler(Thread *t, Method *m, uint32_t bci, Object *exc)
{
    const CfCode *code = m->cf_code;
    if (!code || unlikely(__atomic_load_n(&t->terminating, __ATOMIC_RELAXED)))
        return -1;
    /* Loading a catch type may let a redefinition replace the class's
     * constant pool: the types are resolved in the version this code
     * belongs to (vm/redefine.h). */
    const ClassFile *cf = m->klass->cf;
    for (uint16_t i = 0; i < code->exception_table_length; i++) {
        const CfExceptionEntry *h = &code->exception_table[i];
        if (bci < h->start_pc || bci >= h->end_pc)
            continue;
        if (!h->catch_type)
            return h->handler_pc;
        Object *pending = exc_take(t);
        thr_push_root(t, &pending);
        Class *c = interp_resolve_class(t, rdf_version_of(m->klass, cf), h->catch_type);
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
    FRAME_PUBLISH();
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
    if (m->intrinsic) {
        intr_run(m->intrinsic, base, result);
        return 0;
    }
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
#define CASE(name) case OP_##name:
#else
#define CASE(name) L_##name:
#endif

#define SAVE() (frame->sp = sp, frame->pc = pc)
#define U1(o) (pc[o])
#define S1(o) ((int8_t)pc[o])
#define U2(o) ((uint16_t)((pc[o] << 8) | pc[(o) + 1]))
#define S2(o) ((int16_t)U2(o))
#define S4(o) ((int32_t)(((uint32_t)pc[o] << 24) | ((uint32_t)pc[(o) + 1] << 16) | ((uint32_t)pc[(o) + 2] << 8) | pc[(o) + 3]))

static inline uintptr_t float_slot(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    return bits;
}
#define PUSH_I(v) ((sp++)->j = (int32_t)(v))
/* A float's slot in one store, zero-extended: the next dispatch loads the
 * whole slot, and two stores (the zero, then the float over it) would not
 * forward to that load. */
#define PUSH_F(v) ((sp++)->raw = float_slot(v))
#define PUSH_J(v) do { sp[0].j = (v); sp[1].raw = 0; sp += 2; } while (0)
#define PUSH_D(v) do { sp[0].d = (v); sp[1].raw = 0; sp += 2; } while (0)
#define PUSH_A(v) ((sp++)->l = (v))
#define THROW(cls, ...) do { SAVE(); exc_throwf(t, cls, __VA_ARGS__); goto exception; } while (0)
#define CHECK(expr) do { SAVE(); if (unlikely(!(expr))) goto exception; REFRESH(); } while (0)
/* The NullPointerException of a bytecode, with JDK 17's helpful message (vm/npe.c). */
#define NULL_CHECK(o) do { if (unlikely(!(o))) { SAVE(); npe_throw(t); goto exception; } } while (0)
/* The slow path parks for a safepoint or a suspension, and may hand the
 * thread an asynchronous exception (JVMTI StopThread). */
#define POLL() do { if (unlikely(thr_stop_requested())) { SAVE(); if (thr_poll_slow(t)) goto exception; REFRESH(); } } while (0)
/* A class redefinition (vm/redefine.h) moves a running frame onto the old
 * copy of its method; the registers follow wherever the frame may have
 * lost control: calls out, safepoints, events, resolution, class
 * initialization, allocation, exceptions. */
#define REFRESH()                                                       \
    do {                                                                \
        if (unlikely(frame->method != method)) {                        \
            method = frame->method;                                     \
            SET_BANK();                                                 \
            klass = method->klass;                                      \
            cf = klass->cf;                                             \
        }                                                               \
    } while (0)

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
    /* The entry is taken before interning, which may wait for a
     * collection during which the class is redefined (vm/redefine.h). */
    const ClassFile *cf = klass->cf;
    CpEntry *e = &klass->cp[idx];
    const CfConst *k = &cf->constant_pool[idx];
    *out = NULL;
    if (k->tag == CONSTANT_String) {
        Object *o = str_intern_utf8(t, cf_utf8(cf, k->u.string_index));
        if (!o)
            return -1;
        *out = cp_fill(e, (CpEntry){ .u.string = o })->u.string;
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

/* The slot an ldc of constant idx pushes. Returns 1 when the instruction
 * may be quickened (the slot is now in klass->cp[idx].u.value), 0 when not
 * (a Class), -1 with an exception pending. */
static int ldc_value(Thread *t, Class *klass, uint16_t idx, Slot *out)
{
    const CfConst *k = &klass->cf->constant_pool[idx];
    if (k->tag == CONSTANT_Integer || k->tag == CONSTANT_Float) {
        Slot v = { .raw = 0 };                  /* canonical form */
        if (k->tag == CONSTANT_Integer)
            v.j = k->u.i;
        else
            v.f = k->u.f;
        *out = v;
        cp_fill(&klass->cp[idx], (CpEntry){ .u.value = v.raw });
        return 1;
    }
    Object *o;
    int q = ldc_object(t, klass, idx, &o);
    out->l = o;
    return q;
}

/* ------------------------------------------------------------------ */
/* The two dispatch loops                                              */
/* ------------------------------------------------------------------ */

/* How the loop a thread switches to continues (interp_loop.inc). */
enum { RESUME_ENTRY, RESUME_DISPATCH, RESUME_OP };
enum { LOOP_SWITCH = 1 };

typedef struct LoopResume {
    int kind;
    uint8_t op;                   /* RESUME_OP: the opcode to run at pc */
} LoopResume;

/* The fast loop: what every thread runs while nobody watches it
 * instruction by instruction. */
#define LOOP_FN loop_fast
#define LOOP_INSTRUMENTED 0
__attribute__((noinline))
#include "interp/interp_loop.inc"
#undef LOOP_FN
#undef LOOP_INSTRUMENTED

/* The instrumented loop: single step, field watches and whatever else
 * must see every instruction; a thread runs it only while it needs to. */
#define LOOP_FN loop_instrumented
#define LOOP_INSTRUMENTED 1
__attribute__((noinline))
#include "interp/interp_loop.inc"
#undef LOOP_FN
#undef LOOP_INSTRUMENTED

/* Push the ENTRY frame for `method` (its arguments in place at `locals`)
 * and run it in whichever loop the thread needs, switching as asked. */
static int execute(Thread *t, Method *method, Slot *locals, Slot *result)
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
    FRAME_PUBLISH();
    t->top = f;
    LoopResume resume = { RESUME_ENTRY, 0 };
    int instrumented = 0;
    for (;;) {
        int rc = instrumented ? loop_instrumented(t, result, &resume) : loop_fast(t, result, &resume);
        if (rc != LOOP_SWITCH)
            return rc;
        instrumented = !instrumented;
    }
}
