/*
 * Class redefinition (see vm/redefine.h and docs/redefinition.md).
 */
#include "vm/redefine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/debug.h"
#include "interp/fuse.h"
#include "interp/interp.h"
#include "interp/verify.h"
#include "vm/exceptions.h"
#include "vm/loader.h"
#include "vm/thread.h"

/* The modifier bits compared, as HotSpot's JVM_RECOGNIZED_*_MODIFIERS. */
#define CLASS_BITS  (ACC_PUBLIC | ACC_FINAL | ACC_SUPER | ACC_INTERFACE | ACC_ABSTRACT | \
                     ACC_ANNOTATION | ACC_ENUM | ACC_SYNTHETIC)
#define FIELD_BITS  (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL | \
                     ACC_VOLATILE | ACC_TRANSIENT | ACC_ENUM | ACC_SYNTHETIC)

int rdf_is_modifiable(const Class *c)
{
    return c && c->cf && !c->is_array && !cls_is_primitive(c) && !c->is_old_version;
}

Class *rdf_version_of(Class *c, const ClassFile *cf)
{
    for (Class *v = c; v; v = v->old_version)
        if (v->cf == cf)
            return v;
    return c;
}

const uint8_t *rdf_class_bytes(const Class *c, size_t *len)
{
    if (c->retransform_bytes) {
        *len = c->retransform_length;
        return c->retransform_bytes;
    }
    *len = c->cf ? c->cf->length : 0;
    return c->cf ? c->cf->bytes : NULL;
}

/* ------------------------------------------------------------------ */
/* The restrictions                                                    */
/* ------------------------------------------------------------------ */

static int str_eq(const char *a, const char *b)
{
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

static const CfAttribute *class_attribute(const ClassFile *cf, const char *name)
{
    for (uint16_t i = 0; i < cf->attribute_count; i++)
        if (strcmp(cf->attributes[i].name, name) == 0)
            return &cf->attributes[i];
    return NULL;
}

/* The class names a u2-count-then-u2-class-indices attribute lists
 * (PermittedSubclasses), compared in order. */
static int class_list_attribute_eq(const ClassFile *a, const ClassFile *b, const char *name)
{
    const CfAttribute *x = class_attribute(a, name), *y = class_attribute(b, name);
    if (!x || !y)
        return !x && !y;
    if (x->length != y->length || x->length < 2)
        return x->length == y->length;
    for (uint32_t p = 2; p + 1 < x->length; p += 2) {
        uint16_t i = (uint16_t)(x->info[p] << 8 | x->info[p + 1]);
        uint16_t j = (uint16_t)(y->info[p] << 8 | y->info[p + 1]);
        if (i >= a->constant_pool_count || j >= b->constant_pool_count ||
            !str_eq(cf_class_name(a, i), cf_class_name(b, j)))
            return 0;
    }
    return 1;
}

static int nest_members_eq(const ClassFile *a, const ClassFile *b)
{
    if (a->nest_member_count != b->nest_member_count)
        return 0;
    for (uint16_t i = 0; i < a->nest_member_count; i++)
        if (!str_eq(a->nest_members[i], b->nest_members[i]))
            return 0;
    return 1;
}

/* Record: the components' names and descriptors, in order. */
static int record_eq(const ClassFile *a, const ClassFile *b)
{
    const CfAttribute *x = class_attribute(a, "Record"), *y = class_attribute(b, "Record");
    if (!x || !y)
        return !x && !y;
    if (x->length < 2 || y->length < 2)
        return x->length == y->length;
    uint16_t n = (uint16_t)(x->info[0] << 8 | x->info[1]);
    if (n != (uint16_t)(y->info[0] << 8 | y->info[1]))
        return 0;
    uint32_t p = 2, q = 2;
    for (uint16_t k = 0; k < n; k++) {
        if (p + 6 > x->length || q + 6 > y->length)
            return 0;
        for (int f = 0; f < 2; f++) {
            uint16_t i = (uint16_t)(x->info[p + 2 * f] << 8 | x->info[p + 2 * f + 1]);
            uint16_t j = (uint16_t)(y->info[q + 2 * f] << 8 | y->info[q + 2 * f + 1]);
            if (i >= a->constant_pool_count || j >= b->constant_pool_count || !str_eq(cf_utf8(a, i), cf_utf8(b, j)))
                return 0;
        }
        /* Skip the component's attributes. */
        uint32_t *pos[2] = { &p, &q };
        const CfAttribute *at[2] = { x, y };
        for (int s = 0; s < 2; s++) {
            uint32_t r = *pos[s] + 4;
            uint16_t na = (uint16_t)(at[s]->info[r] << 8 | at[s]->info[r + 1]);
            r += 2;
            for (uint16_t m = 0; m < na; m++) {
                if (r + 6 > at[s]->length)
                    return 0;
                uint32_t len = (uint32_t)at[s]->info[r + 2] << 24 | (uint32_t)at[s]->info[r + 3] << 16 |
                               (uint32_t)at[s]->info[r + 4] << 8 | at[s]->info[r + 5];
                r += 6 + len;
            }
            *pos[s] = r;
        }
    }
    return 1;
}

static const CfMember *find_member(const CfMember *list, uint16_t n, const char *name, const char *desc)
{
    for (uint16_t i = 0; i < n; i++)
        if (strcmp(list[i].name, name) == 0 && strcmp(list[i].descriptor, desc) == 0)
            return &list[i];
    return NULL;
}

/* HotSpot compares the two method lists sorted by name and answers for the
 * first difference it meets; here a changed method's modifiers come first,
 * then a deleted method, then an added one. Like HotSpot 17 (without
 * -XX:+AllowRedefinitionToAddDeleteMethods), no method may be added or
 * deleted, private static ones included. */
static RdfStatus compare_methods(const ClassFile *o, const ClassFile *n)
{
    for (uint16_t i = 0; i < o->method_count; i++) {
        const CfMember *om = &o->methods[i];
        const CfMember *nm = find_member(n->methods, n->method_count, om->name, om->descriptor);
        if (nm && ((om->access_flags ^ nm->access_flags) & ~ACC_NATIVE & 0xffff))
            return RDF_METHOD_MODIFIERS_CHANGED;
    }
    for (uint16_t i = 0; i < o->method_count; i++)
        if (!find_member(n->methods, n->method_count, o->methods[i].name, o->methods[i].descriptor))
            return RDF_METHOD_DELETED;
    for (uint16_t i = 0; i < n->method_count; i++)
        if (!find_member(o->methods, o->method_count, n->methods[i].name, n->methods[i].descriptor))
            return RDF_METHOD_ADDED;
    return RDF_OK;
}

/* HotSpot's order: hierarchy, class modifiers, class attributes, fields,
 * methods. */
static RdfStatus compare_shapes(const ClassFile *o, const ClassFile *n)
{
    if (!str_eq(o->super_class, n->super_class) || o->interface_count != n->interface_count)
        return RDF_HIERARCHY_CHANGED;
    for (uint16_t i = 0; i < o->interface_count; i++)
        if (!str_eq(o->interfaces[i], n->interfaces[i]))
            return RDF_HIERARCHY_CHANGED;
    if ((o->access_flags & CLASS_BITS) != (n->access_flags & CLASS_BITS))
        return RDF_CLASS_MODIFIERS_CHANGED;
    if (!str_eq(o->nest_host, n->nest_host) || !nest_members_eq(o, n) || !record_eq(o, n) ||
        !class_list_attribute_eq(o, n, "PermittedSubclasses"))
        return RDF_CLASS_ATTRIBUTE_CHANGED;
    if (o->field_count != n->field_count)
        return RDF_SCHEMA_CHANGED;
    for (uint16_t i = 0; i < o->field_count; i++) {
        const CfMember *a = &o->fields[i], *b = &n->fields[i];
        if (((a->access_flags ^ b->access_flags) & FIELD_BITS) || strcmp(a->name, b->name) != 0 ||
            strcmp(a->descriptor, b->descriptor) != 0)
            return RDF_SCHEMA_CHANGED;
    }
    return compare_methods(o, n);
}

/* A supertype named by the new bytes, loaded through the class's loader
 * as HotSpot's parser does: an absent class is NAMES_DONT_MATCH (HotSpot
 * maps every NoClassDefFoundError to it), anything else that fails,
 * and a supertype of the wrong kind, FAILS_VERIFICATION. */
static RdfStatus load_supertype(Thread *t, const Class *c, const char *name, int want_interface)
{
    Class *k = cl_load(t, name, c->loader);
    if (!k) {
        Object *e = exc_take(t);
        return e && strcmp(e->klass->name, "java/lang/NoClassDefFoundError") == 0 ? RDF_NAMES_DONT_MATCH
                                                                                 : RDF_FAILS_VERIFICATION;
    }
    if (want_interface)
        return cls_is_interface(k) ? RDF_OK : RDF_FAILS_VERIFICATION;
    return cls_is_interface(k) || (k->access_flags & ACC_FINAL) ? RDF_FAILS_VERIFICATION : RDF_OK;
}

static RdfStatus load_supertypes(Thread *t, const Class *c, const ClassFile *ncf)
{
    for (uint16_t i = 0; i < ncf->interface_count; i++) {
        RdfStatus st = load_supertype(t, c, ncf->interfaces[i], 1);
        if (st != RDF_OK)
            return st;
    }
    return ncf->super_class ? load_supertype(t, c, ncf->super_class, 0) : RDF_OK;
}

RdfStatus rdf_prepare(Thread *t, const Class *c, const uint8_t *bytes, size_t len, ClassFile **out,
                      char *msg, size_t msg_size)
{
    *out = NULL;
    char scratch[8];
    if (!msg || !msg_size) {
        msg = scratch;
        msg_size = sizeof scratch;
    }
    msg[0] = 0;
    if (!rdf_is_modifiable(c))
        return RDF_UNMODIFIABLE;
    ClassFile *ncf = NULL;
    switch (cf_parse_named(bytes, len, NULL, &ncf, msg, msg_size)) {
    case CF_OK: break;
    case CF_UNSUPPORTED_VERSION: return RDF_UNSUPPORTED_VERSION;
    case CF_NO_MEMORY: return RDF_NO_MEMORY;
    default: return RDF_INVALID_CLASS_FORMAT;
    }
    RdfStatus st = RDF_OK;
    if (!ncf->this_class || strcmp(ncf->this_class, c->name) != 0) {
        snprintf(msg, msg_size, "%s (wrong name: %s)", c->name, ncf->this_class ? ncf->this_class : "?");
        st = RDF_NAMES_DONT_MATCH;
    }
    if (st == RDF_OK)
        st = load_supertypes(t, c, ncf);
    if (st == RDF_OK)
        st = compare_shapes(c->cf, ncf);
    /* The new bytes are verified as a class of c's loader would be. As in
     * HotSpot, whatever the verifier throws but OutOfMemoryError fails
     * verification: its ClassFormatErrors (exception table boundaries, a
     * damaged StackMapTable) and a class that cannot be loaded too. */
    if (st == RDF_OK) {
        VfyStatus v = vfy_class_file(t, c, ncf, vfy_types_wanted(c), msg, msg_size);
        if (v == VFY_EXCEPTION)
            AVM_IGNORE(exc_take(t));
        if (v == VFY_NO_MEMORY)
            st = RDF_NO_MEMORY;
        else if (v != VFY_OK)
            st = RDF_FAILS_VERIFICATION;
    }
    if (st != RDF_OK) {
        cf_free(ncf);
        return st;
    }
    *out = ncf;
    return RDF_OK;
}

/* ------------------------------------------------------------------ */
/* Equivalence modulo constant pool                                    */
/* ------------------------------------------------------------------ */

enum { OPK_NONE, OPK_CP1, OPK_CP2, OPK_VAR };

static uint8_t op_len[256], op_kind[256];

static void init_op_tables(void)
{
    if (op_len[0])
        return;
#define OP(name, code, len, pop, push, fmt)                                              \
    op_len[code] = (uint8_t)(len);                                                       \
    op_kind[code] = (uint8_t)((fmt)[0] == 'c' ? OPK_CP1 : (fmt)[0] == 'C' ? OPK_CP2 :    \
                              (fmt)[0] == '*' ? OPK_VAR : OPK_NONE);
#include "interp/opcodes.def"
#undef OP
}

static int const_eq(const ClassFile *a, uint16_t i, const ClassFile *b, uint16_t j, int depth);

static int utf8_eq(const ClassFile *a, uint16_t i, const ClassFile *b, uint16_t j)
{
    return str_eq(cf_utf8(a, i), cf_utf8(b, j));
}

static int const_eq(const ClassFile *a, uint16_t i, const ClassFile *b, uint16_t j, int depth)
{
    if (i == 0 || j == 0 || i >= a->constant_pool_count || j >= b->constant_pool_count || depth > 8)
        return i == 0 && j == 0;
    const CfConst *x = &a->constant_pool[i], *y = &b->constant_pool[j];
    if (x->tag != y->tag)
        return 0;
    switch (x->tag) {
    case CONSTANT_Utf8:
        return x->utf8_len == y->utf8_len && memcmp(x->u.utf8.chars, y->u.utf8.chars, x->utf8_len) == 0;
    case CONSTANT_Integer: return x->u.i == y->u.i;
    case CONSTANT_Float: return memcmp(&x->u.f, &y->u.f, sizeof x->u.f) == 0;
    case CONSTANT_Long: return x->u.j == y->u.j;
    case CONSTANT_Double: return memcmp(&x->u.d, &y->u.d, sizeof x->u.d) == 0;
    case CONSTANT_Class: case CONSTANT_Module: case CONSTANT_Package:
        return utf8_eq(a, x->u.name_index, b, y->u.name_index);
    case CONSTANT_String: return utf8_eq(a, x->u.string_index, b, y->u.string_index);
    case CONSTANT_MethodType: return utf8_eq(a, x->u.descriptor_index, b, y->u.descriptor_index);
    case CONSTANT_Fieldref: case CONSTANT_Methodref: case CONSTANT_InterfaceMethodref:
        return const_eq(a, x->u.ref.class_index, b, y->u.ref.class_index, depth + 1) &&
               const_eq(a, x->u.ref.name_and_type_index, b, y->u.ref.name_and_type_index, depth + 1);
    case CONSTANT_NameAndType:
        return utf8_eq(a, x->u.nat.name_index, b, y->u.nat.name_index) &&
               utf8_eq(a, x->u.nat.descriptor_index, b, y->u.nat.descriptor_index);
    case CONSTANT_MethodHandle:
        return x->u.mh.kind == y->u.mh.kind &&
               const_eq(a, x->u.mh.reference_index, b, y->u.mh.reference_index, depth + 1);
    case CONSTANT_Dynamic: case CONSTANT_InvokeDynamic: {
        if (!const_eq(a, x->u.dyn.name_and_type_index, b, y->u.dyn.name_and_type_index, depth + 1))
            return 0;
        uint16_t p = x->u.dyn.bsm_index, q = y->u.dyn.bsm_index;
        if (p >= a->bootstrap_method_count || q >= b->bootstrap_method_count)
            return 0;
        const CfBootstrapMethod *m = &a->bootstrap_methods[p], *n = &b->bootstrap_methods[q];
        if (m->arg_count != n->arg_count || !const_eq(a, m->method_ref, b, n->method_ref, depth + 1))
            return 0;
        for (uint16_t k = 0; k < m->arg_count; k++)
            if (!const_eq(a, m->args[k], b, n->args[k], depth + 1))
                return 0;
        return 1;
    }
    default: return 1;
    }
}

/* The length of the instruction at p (at bci) in code of length n, or 0
 * if it does not fit (the code was verified, so it always does). */
static uint32_t insn_length(const uint8_t *code, uint32_t n, uint32_t bci)
{
    uint8_t op = code[bci];
    if (op == 0xc4) /* wide */
        return bci + 1 < n && code[bci + 1] == 0x84 ? 6 : 4;
    if (op == 0xaa || op == 0xab) {
        uint32_t p = (bci + 4) & ~3u;
        if (p + 12 > n)
            return 0;
        int32_t lo = (int32_t)((uint32_t)code[p + 4] << 24 | (uint32_t)code[p + 5] << 16 | (uint32_t)code[p + 6] << 8 | code[p + 7]);
        int32_t hi = (int32_t)((uint32_t)code[p + 8] << 24 | (uint32_t)code[p + 9] << 16 | (uint32_t)code[p + 10] << 8 | code[p + 11]);
        uint64_t count = op == 0xaa ? (uint64_t)((int64_t)hi - lo + 1) : (uint64_t)(uint32_t)lo * 2;
        uint64_t end = p + (op == 0xaa ? 12 : 8) + count * 4;
        return end <= n ? (uint32_t)(end - bci) : 0;
    }
    return op_len[op];
}

/* Whether two methods have the same bytecode once constant pool indices
 * are replaced by the constants they name (HotSpot's "EMCP"). */
static int same_code(const ClassFile *a, const CfMember *x, const ClassFile *b, const CfMember *y)
{
    const CfCode *p = x->code, *q = y->code;
    if (!p || !q)
        return !p && !q;
    if (p->code_length != q->code_length || p->max_stack != q->max_stack || p->max_locals != q->max_locals ||
        p->exception_table_length != q->exception_table_length)
        return 0;
    for (uint16_t i = 0; i < p->exception_table_length; i++) {
        const CfExceptionEntry *e = &p->exception_table[i], *f = &q->exception_table[i];
        if (e->start_pc != f->start_pc || e->end_pc != f->end_pc || e->handler_pc != f->handler_pc ||
            !const_eq(a, e->catch_type, b, f->catch_type, 0))
            return 0;
    }
    init_op_tables();
    const uint8_t *c = p->code, *d = q->code;
    uint32_t n = p->code_length;
    for (uint32_t bci = 0; bci < n;) {
        uint32_t len = insn_length(c, n, bci);
        if (!len || bci + len > n || c[bci] != d[bci] || insn_length(d, n, bci) != len)
            return 0;
        switch (op_kind[c[bci]]) {
        case OPK_CP1:
            if (!const_eq(a, c[bci + 1], b, d[bci + 1], 0))
                return 0;
            break;
        case OPK_CP2:
            if (!const_eq(a, (uint16_t)(c[bci + 1] << 8 | c[bci + 2]), b, (uint16_t)(d[bci + 1] << 8 | d[bci + 2]), 0) ||
                memcmp(c + bci + 3, d + bci + 3, len - 3) != 0)
                return 0;
            break;
        default:
            if (memcmp(c + bci, d + bci, len) != 0)
                return 0;
        }
        bci += len;
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* Installing                                                          */
/* ------------------------------------------------------------------ */

/* Move every frame running a method of c onto that method's old copy. */
static void move_frames(Class *c, Method *old_methods)
{
    for (Thread *t = thr_list_first(); t; t = t->next)
        for (Frame *f = t->top; f; f = f->prev)
            if (f->method >= c->methods && f->method < c->methods + c->method_count)
                f->method = &old_methods[f->method - c->methods];
}

/* Whether an old version must stay: a frame runs one of its methods, or
 * its constant pool holds a linked invokedynamic call site (sites are not
 * freed, and lambda sites are collector roots). */
static int version_in_use(const Class *v)
{
    const Method *lo = v->methods, *hi = v->methods + v->method_count;
    for (Thread *t = thr_list_first(); t; t = t->next)
        for (Frame *f = t->top; f; f = f->prev)
            if (f->method >= lo && f->method < hi)
                return 1;
    for (uint16_t i = 1; v->cp && i < v->cf->constant_pool_count; i++)
        if (v->cf->constant_pool[i].tag == CONSTANT_InvokeDynamic && v->cp[i].resolved)
            return 1;
    return 0;
}

/* An old version's own parts: its method copies (IDs no more) and their
 * code, its resolved constant pool and its class file. The rest of the
 * struct is shared with the class. */
static void free_version(Class *v)
{
    if (v->method_count) {
        cls_unregister_methods(v->methods);
        interp_bp_clear_methods(v->methods, v->method_count);
    }
    for (uint16_t i = 0; i < v->method_count; i++)
        free(v->methods[i].code);
    free(v->methods);
    free(v->cp);
    cf_free(v->cf);
    free(v);
}

/* Free the old versions of c that no frame runs, as HotSpot frees obsolete
 * methods; the oldest stays (the class as loaded: its class file gives the
 * ConstantValue attributes and GetClassVersionNumbers' answer, and other
 * records of the class point into it). World stopped. */
static void free_unused_versions(Class *c)
{
    Class **link = &c->old_version;
    while (*link) {
        Class *v = *link;
        if (v->old_version && !version_in_use(v)) {
            *link = v->old_version;
            free_version(v);
        } else {
            link = &v->old_version;
        }
    }
}

int rdf_install(Thread *self, Class *c, ClassFile *ncf)
{
    (void)self;
    uint16_t n = c->method_count;
    Class *old = malloc(sizeof *old);
    Method *om = n ? malloc(n * sizeof *om) : NULL;
    CpEntry *cp = calloc(ncf->constant_pool_count ? ncf->constant_pool_count : 1, sizeof *cp);
    uint8_t **code = n ? calloc(n, sizeof *code) : NULL;
    const CfMember **nm = n ? calloc(n, sizeof *nm) : NULL;
    int ok = old && cp && (!n || (om && code && nm));
    for (uint16_t i = 0; ok && i < n; i++) {
        Method *m = &c->methods[i];
        nm[i] = find_member(ncf->methods, ncf->method_count, m->name, m->desc);
        if (!nm[i]) {
            ok = 0;
            break;
        }
        if (nm[i]->code) {
            code[i] = malloc(nm[i]->code->code_length ? nm[i]->code->code_length : 1);
            if (!code[i])
                ok = 0;
            else
                memcpy(code[i], nm[i]->code->code, nm[i]->code->code_length);
        }
    }
    if (!ok) {
        for (uint16_t i = 0; code && i < n; i++)
            free(code[i]);
        free(old), free(om), free(cp), free(code), free(nm);
        cf_free(ncf);
        return -1;
    }

    /* HotSpot clears the breakpoints of a redefined class; the old copies
     * share the code buffers, which must hold the original opcodes. */
    interp_bp_clear_methods(c->methods, n);

    /* The old version: the class as it is, with copies of its methods. */
    if (!c->loaded_cf)
        c->loaded_cf = c->cf;
    *old = *c;
    old->is_old_version = 1;
    old->live = c;
    old->methods = om;
    old->next_loaded = NULL;
    for (uint16_t i = 0; i < n; i++) {
        om[i] = c->methods[i];
        om[i].klass = old;
        int same = same_code(c->cf, c->methods[i].cf, ncf, nm[i]);
        om[i].obsolete = !same;
        om[i].current = same ? &c->methods[i] : NULL;
        /* An older copy that stood for the live record keeps doing so when
         * the record's code changes now: HotSpot 17 still reports such a
         * frame with the live method ID, not obsolete. */
    }
    if (n)
        cls_register_methods(om, n);
    move_frames(c, om);

    /* The live records take the new code. */
    for (uint16_t i = 0; i < n; i++) {
        Method *m = &c->methods[i];
        const CfMember *cm = nm[i];
        m->cf = cm;
        m->name = cm->name;
        m->desc = cm->descriptor;
        m->signature = cm->signature;
        /* The one modifier a redefinition may change (HotSpot ignores it
         * in its comparison): a native method may get a body, or lose it. */
        m->access_flags = (uint16_t)((m->access_flags & ~ACC_NATIVE) | (cm->access_flags & ACC_NATIVE));
        m->cf_code = cm->code;
        m->code = code[i];
        m->shadow = 0;
        if (cm->code) {
            m->max_stack = cm->code->max_stack;
            m->max_locals = cm->code->max_locals < m->arg_slots ? m->arg_slots : cm->code->max_locals;
            m->code_length = cm->code->code_length;
        } else {
            m->max_stack = 0;
            m->max_locals = m->arg_slots;
            m->code_length = 0;
        }
        interp_fuse(m);
    }
    /* Fields are the same, in the same order (the schema check). Their
     * constant_value_index stays that of the class file the class was
     * loaded from, whose constant values initialization applies. */
    for (uint16_t i = 0; i < c->field_count && i < ncf->field_count; i++)
        c->fields[i].signature = ncf->fields[i].signature;
    c->cp = cp;
    c->cf = ncf;
    c->old_version = old;
    c->version++;
    free(code);
    free(nm);
    free_unused_versions(c);
    return 0;
}
