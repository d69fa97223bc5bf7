/*
 * Natives of reflection (classlib-stubs/CONTRACT.md lists them): the
 * member lists and raw attributes of java.lang.Class, the raw attributes
 * of methods and fields, jdk.internal.reflect.DirectAccess (calls and field
 * access for Method.invoke, Field.get/set and method handles) and the
 * definition of java.lang.reflect.Proxy classes.
 *
 * The Java side does every check and conversion the API specifies (argument
 * counts and types, access, wrapping in InvocationTargetException); these
 * natives receive values already converted to the member's exact types
 * (primitives as their exact wrapper) and only move them in and out of
 * slots.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/lambda.h"
#include "vm/loader.h"
#include "vm/native.h"
#include "vm/roots.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

#define NATIVE(name) static void name(Thread *t, Slot *a, Slot *ret)


/* ------------------------------------------------------------------ */
/* Boxes                                                               */
/* ------------------------------------------------------------------ */

static const char *wrapper_name(uint8_t type)
{
    switch (type) {
    case T_BOOLEAN: return "java/lang/Boolean";
    case T_BYTE: return "java/lang/Byte";
    case T_CHAR: return "java/lang/Character";
    case T_SHORT: return "java/lang/Short";
    case T_INT: return "java/lang/Integer";
    case T_LONG: return "java/lang/Long";
    case T_FLOAT: return "java/lang/Float";
    case T_DOUBLE: return "java/lang/Double";
    default: return NULL;
    }
}

static Field *box_value_field(Thread *t, uint8_t type, Class **cls)
{
    const char *n = wrapper_name(type);
    Class *c = n ? cl_load_boot(t, n) : NULL;
    if (!c || cls_init(t, c) != 0)
        return NULL;
    *cls = c;
    return cls_find_declared_field(c, "value", NULL);
}

/* A new box of type holding the value at p (the field's width). */
static Object *box(Thread *t, uint8_t type, const void *p)
{
    Class *c;
    Field *f = box_value_field(t, type, &c);
    Object *o = f ? heap_new_object(t, c) : NULL;
    if (o)
        memcpy((char *)o + f->offset, p, f->size);
    return o;
}

/* The value of box o of type into *out (field width); -1 with
 * IllegalArgumentException when o is not exactly that wrapper. */
static int unbox(Thread *t, Object *o, uint8_t type, void *out)
{
    Class *c;
    Field *f = box_value_field(t, type, &c);
    if (!f)
        return -1;
    if (!o || o->klass != c)
        return exc_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
    memcpy(out, (char *)o + f->offset, f->size);
    return 0;
}

/* A slot from a box or reference, for an argument of descriptor type d. */
static int to_slot(Thread *t, Object *o, char d, Slot *s)
{
    s->raw = 0;
    switch (d) {
    case 'L': case '[': s->l = o; return 0;
    case 'Z': { uint8_t v; if (unbox(t, o, T_BOOLEAN, &v)) return -1; s->j = v; return 0; }
    case 'B': { int8_t v; if (unbox(t, o, T_BYTE, &v)) return -1; s->j = v; return 0; }
    case 'C': { uint16_t v; if (unbox(t, o, T_CHAR, &v)) return -1; s->j = v; return 0; }
    case 'S': { int16_t v; if (unbox(t, o, T_SHORT, &v)) return -1; s->j = v; return 0; }
    case 'I': { int32_t v; if (unbox(t, o, T_INT, &v)) return -1; s->j = v; return 0; }
    case 'J': return unbox(t, o, T_LONG, &s->j);
    case 'F': return unbox(t, o, T_FLOAT, &s->f);
    case 'D': return unbox(t, o, T_DOUBLE, &s->d);
    default: return exc_throw(t, "java/lang/InternalError", "bad descriptor");
    }
}

/* A box or reference from a slot of descriptor type d. */
static Object *from_slot(Thread *t, const Slot *s, char d)
{
    switch (d) {
    case 'Z': { uint8_t v = (uint8_t)s->i; return box(t, T_BOOLEAN, &v); }
    case 'B': { int8_t v = (int8_t)s->i; return box(t, T_BYTE, &v); }
    case 'C': { uint16_t v = (uint16_t)s->i; return box(t, T_CHAR, &v); }
    case 'S': { int16_t v = (int16_t)s->i; return box(t, T_SHORT, &v); }
    case 'I': return box(t, T_INT, &s->i);
    case 'J': return box(t, T_LONG, &s->j);
    case 'F': return box(t, T_FLOAT, &s->f);
    case 'D': return box(t, T_DOUBLE, &s->d);
    default: return s->l;
    }
}

/* Exposed for interp/polysig.c. */
int refl_to_slot(Thread *t, Object *o, char d, Slot *s) { return to_slot(t, o, d, s); }
Object *refl_from_slot(Thread *t, const Slot *s, char d) { return from_slot(t, s, d); }

/* ------------------------------------------------------------------ */
/* Reflection objects                                                  */
/* ------------------------------------------------------------------ */

enum { M_METHOD, M_CONSTRUCTOR, M_FIELD };
static const char *const member_class_names[] = { "java/lang/reflect/Method", "java/lang/reflect/Constructor",
                                                  "java/lang/reflect/Field" };

static Class *member_class(Thread *t, int kind)
{
    Class *c = cl_load_boot(t, member_class_names[kind]);
    if (c && cls_needs_init(c) && cls_init(t, c) != 0)
        return NULL;
    return c;
}

/* A Method, Constructor or Field of `declaring` for the record `member`,
 * made as JNI ToReflectedMethod makes them (no constructor runs). */
static Object *new_member(Thread *t, Class *rc, Class *declaring, void *member)
{
    Field *clazz = cls_field_by_name(rc, "clazz"), *vm = cls_field_by_name(rc, "vmMember");
    if (!clazz || !vm) {
        exc_throw(t, "java/lang/InternalError", rc->name);
        return NULL;
    }
    Object *o = heap_new_object(t, rc);
    if (o) {
        *FIELD_PTR(o, clazz->offset, Object *) = declaring->mirror;
        *FIELD_PTR(o, vm->offset, int64_t) = (int64_t)(uintptr_t)member;
    }
    return o;
}

/* The VM record behind a Method or Constructor (want_field 0) or a Field
 * (want_field 1) object. Only the class library's own reflection classes
 * qualify: a program may reach DirectAccess through reflection, and a
 * `vmMember` of its own must not be taken for a record. */
static void *member_of(Thread *t, Object *o, int want_field)
{
    if (!o) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return NULL;
    }
    int is_field = strcmp(o->klass->name, member_class_names[M_FIELD]) == 0;
    int is_exec = strcmp(o->klass->name, member_class_names[M_METHOD]) == 0 ||
                  strcmp(o->klass->name, member_class_names[M_CONSTRUCTOR]) == 0;
    Field *vm = (o->klass->loader == NULL && (want_field ? is_field : is_exec)) ? cls_field_by_name(o->klass, "vmMember")
                                                                                 : NULL;
    void *m = vm ? (void *)(uintptr_t)*FIELD_PTR(o, vm->offset, int64_t) : NULL;
    if (!m)
        exc_throw(t, "java/lang/IllegalArgumentException", "not a reflected member");
    return m;
}

/* Is o (non-null) a value for a parameter or field of reference type d
 * (a descriptor) in a member of `owner`? The callers check this in Java;
 * it is checked again because a program can call DirectAccess itself. */
static int reference_ok(Thread *t, Object *o, const char *d, size_t len, Class *owner)
{
    if (!o)
        return 1;
    char *name = d[0] == 'L' ? strndup(d + 1, len - 2) : strndup(d, len);
    if (!name)
        return 0;
    Class *c = cl_load(t, name, owner->loader);
    free(name);
    if (!c) {
        exc_take(t);
        return 0;
    }
    return cls_is_assignable(o->klass, c);
}

/* The length of the field type at d. */
static size_t type_length(const char *d)
{
    const char *p = d;
    while (*p == '[')
        p++;
    p = *p == 'L' ? strchr(p, ';') + 1 : p + 1;
    return (size_t)(p - d);
}

static int parameter_count(const char *desc)
{
    int n = 0;
    for (const char *d = desc + 1; *d && *d != ')'; n++)
        d += type_length(d);
    return n;
}

/* declaredMembers(class, which): the declared methods (0), constructors
 * (1) or fields (2) as an Object[] of reflection objects, in declaration
 * order. */
NATIVE(direct_declared_members)
{
    if (!a[0].l) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    Class *c = mirror_class(a[0].l);
    int which = a[1].i;
    if (which < 0 || which > 2) {
        exc_throw(t, "java/lang/IllegalArgumentException", NULL);
        return;
    }
    if (cls_link(t, c) != 0)
        return;
    Class *rc = member_class(t, which);
    if (!rc)
        return;
    int n = 0;
    if (which == M_FIELD) {
        n = c->field_count;
    } else {
        for (uint16_t i = 0; i < c->method_count; i++)
            if (!c->methods[i].is_clinit && c->methods[i].is_init == (which == M_CONSTRUCTOR))
                n++;
    }
    Object *arr = heap_new_array(t, wk.object_array, n);
    if (!arr)
        return;
    thr_push_root(t, &arr);
    int k = 0;
    if (which == M_FIELD) {
        for (uint16_t i = 0; i < c->field_count && k < n; i++) {
            Object *o = new_member(t, rc, c, &c->fields[i]);
            if (!o)
                break;
            ARRAY_DATA(arr, Object *)[k++] = o;
        }
    } else {
        for (uint16_t i = 0; i < c->method_count && k < n; i++) {
            Method *m = &c->methods[i];
            if (m->is_clinit || m->is_init != (which == M_CONSTRUCTOR))
                continue;
            Object *o = new_member(t, rc, c, m);
            if (!o)
                break;
            ARRAY_DATA(arr, Object *)[k++] = o;
        }
    }
    thr_pop_roots(t, 1);
    if (k == n)
        ret->l = arr;
}

/* ------------------------------------------------------------------ */
/* Raw attributes and the constant pool                                */
/* ------------------------------------------------------------------ */

static Object *raw_attribute(Thread *t, const CfAttribute *attrs, uint16_t count, Object *name)
{
    char *n = str_to_utf8(name);
    if (!n)
        return NULL;
    const CfAttribute *found = NULL;
    for (uint16_t i = 0; i < count && !found; i++)
        if (attrs[i].name && strcmp(attrs[i].name, n) == 0)
            found = &attrs[i];
    free(n);
    if (!found)
        return NULL;
    Object *arr = heap_new_array(t, wk.byte_array, (int32_t)found->length);
    if (arr)
        memcpy(ARRAY_DATA(arr, uint8_t), found->info, found->length);
    return arr;
}

/* The class file member behind a Field record. */
static const CfMember *field_cf(const Field *f)
{
    const ClassFile *cf = f->klass->cf;
    return cf && f->index < cf->field_count ? &cf->fields[f->index] : NULL;
}

/* rawAttribute(owner, name): the bytes of the attribute `name` of a Class,
 * Method, Constructor or Field, or null. */
NATIVE(direct_raw_attribute)
{
    Object *o = a[0].l;
    if (!o) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    if (o->klass == wk.klass) {
        Class *c = mirror_class(o);
        if (c->cf)
            ret->l = raw_attribute(t, c->cf->attributes, c->cf->attribute_count, a[1].l);
        return;
    }
    int is_field = strcmp(o->klass->name, member_class_names[M_FIELD]) == 0;
    void *m = member_of(t, o, is_field);
    if (!m)
        return;
    if (is_field) {
        const CfMember *cf = field_cf(m);
        if (cf)
            ret->l = raw_attribute(t, cf->attributes, cf->attribute_count, a[1].l);
    } else if (((Method *)m)->cf) {
        ret->l = raw_attribute(t, ((Method *)m)->cf->attributes, ((Method *)m)->cf->attribute_count, a[1].l);
    }
}

/* signature(owner): the Signature attribute of a Class, Method,
 * Constructor or Field, or null. */
NATIVE(direct_signature)
{
    Object *o = a[0].l;
    const char *sig = NULL;
    if (!o) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    if (o->klass == wk.klass) {
        Class *c = mirror_class(o);
        sig = c->cf ? c->cf->signature : NULL;
    } else {
        int is_field = strcmp(o->klass->name, member_class_names[M_FIELD]) == 0;
        void *m = member_of(t, o, is_field);
        if (!m)
            return;
        sig = is_field ? ((Field *)m)->signature : ((Method *)m)->signature;
    }
    if (sig)
        ret->l = str_new_utf8(t, sig);
}

/* constant(class, i): constant i of the class file: a String for Utf8 (and
 * the name of a Class constant), Integer, Long, Float or Double for the
 * numbers, a String[] { name, descriptor } for NameAndType; null for anything
 * else or an index out of range. */
NATIVE(direct_constant)
{
    Class *c = a[0].l ? mirror_class(a[0].l) : NULL;
    int32_t i = a[1].i;
    if (!c || !c->cf || i <= 0 || i >= c->cf->constant_pool_count)
        return;
    const CfConst *k = &c->cf->constant_pool[i];
    switch (k->tag) {
    case CONSTANT_Utf8: ret->l = str_new_utf8(t, k->u.utf8.chars); break;
    case CONSTANT_Class: ret->l = str_new_utf8(t, cf_class_name(c->cf, (uint16_t)i)); break;
    case CONSTANT_Integer: ret->l = box(t, T_INT, &k->u.i); break;
    case CONSTANT_Long: ret->l = box(t, T_LONG, &k->u.j); break;
    case CONSTANT_Float: ret->l = box(t, T_FLOAT, &k->u.f); break;
    case CONSTANT_Double: ret->l = box(t, T_DOUBLE, &k->u.d); break;
    case CONSTANT_NameAndType: {
        /* { name, descriptor } */
        const char *n = cf_utf8(c->cf, k->u.nat.name_index), *d = cf_utf8(c->cf, k->u.nat.descriptor_index);
        if (!n || !d)
            break;
        Object *arr = heap_new_array(t, wk.string_array, 2);
        if (!arr)
            break;
        thr_push_root(t, &arr);
        Object *sn = str_new_utf8(t, n);
        if (sn)
            ARRAY_DATA(arr, Object *)[0] = sn;
        Object *sd = sn ? str_new_utf8(t, d) : NULL;
        if (sd)
            ARRAY_DATA(arr, Object *)[1] = sd;
        thr_pop_roots(t, 1);
        if (sd)
            ret->l = arr;
        break;
    }
    default: break;
    }
}

/* ------------------------------------------------------------------ */
/* jdk.internal.reflect.DirectAccess                                   */
/* ------------------------------------------------------------------ */

/* invoke(member, receiver, args, virtual): call a Method (selected on the
 * receiver's class when `virtual` and the method is overridable) or run a
 * Constructor on a new object. The receiver and arguments are already
 * checked; exceptions of the callee propagate unchanged. */
NATIVE(direct_invoke)
{
    Method *m = member_of(t, a[0].l, 0);
    if (!m)
        return;
    Object *recv = a[1].l, *args = a[2].l;
    if (!(m->access_flags & ACC_STATIC) && !m->is_init && (!recv || !cls_is_assignable(recv->klass, m->klass))) {
        exc_throw(t, "java/lang/IllegalArgumentException", "object is not an instance of declaring class");
        return;
    }
    if (m->is_clinit || (m->access_flags & ACC_ABSTRACT && !a[3].i)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "not an invocable method");
        return;
    }
    int is_static = (m->access_flags & ACC_STATIC) != 0;
    if ((is_static || m->is_init) && cls_needs_init(m->klass) && cls_init(t, m->klass) != 0)
        return;
    if (m->is_init) {
        if ((m->klass->access_flags & (ACC_ABSTRACT | ACC_INTERFACE))) {
            char n[512];
            cls_external_name(m->klass, n, sizeof n);
            exc_throw(t, "java/lang/InstantiationException", n);
            return;
        }
        recv = heap_new_object(t, m->klass);
        if (!recv)
            return;
    }
    thr_push_root(t, &recv);
    Slot *slots = calloc(m->arg_slots + 1u, sizeof *slots);
    int rc = -1;
    if (!slots) {
        exc_throw(t, "java/lang/OutOfMemoryError", NULL);
        goto out;
    }
    int s = 0, i = 0;
    if (!is_static)
        slots[s++].l = recv;
    int32_t nargs = args ? ARRAY_LENGTH(args) : 0;
    if (nargs != parameter_count(m->desc)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "wrong number of arguments");
        goto out;
    }
    for (const char *d = m->desc + 1; *d != ')'; i++) {
        if (i >= nargs) {
            exc_throw(t, "java/lang/IllegalArgumentException", "wrong number of arguments");
            goto out;
        }
        Object *arg = ARRAY_DATA(args, Object *)[i];
        if ((*d == 'L' || *d == '[') && !reference_ok(t, arg, d, type_length(d), m->klass)) {
            exc_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
            goto out;
        }
        if (to_slot(t, arg, *d, &slots[s]) != 0)
            goto out;
        s += (*d == 'J' || *d == 'D') ? 2 : 1;
        while (*d == '[')
            d++;
        d = *d == 'L' ? strchr(d, ';') + 1 : d + 1;
    }
    Slot r = { .raw = 0 };
    int virt = a[3].i && !is_static && !m->is_init && !(m->access_flags & ACC_PRIVATE);
    rc = virt ? interp_invoke_virtual(t, m, slots, &r) : interp_invoke(t, m, slots, &r);
    if (rc == 0) {
        if (m->is_init)
            ret->l = recv;
        else if (m->ret_type != T_VOID)
            ret->l = from_slot(t, &r, (char)m->ret_type == T_ARRAY ? 'L' : (char)m->ret_type);
    }
out:
    free(slots);
    thr_pop_roots(t, 1);
}

/* hasStaticInitializer(c): whether c's class file has a <clinit>, which the
 * default serialVersionUID of java.io.ObjectStreamClass takes into account. */
NATIVE(direct_has_static_initializer)
{
    if (!a[0].l) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    Class *c = mirror_class(a[0].l);
    if (cls_link(t, c) != 0)
        return;
    ret->i = 0;
    for (uint16_t i = 0; i < c->method_count; i++)
        if (c->methods[i].is_clinit)
            ret->i = 1;
}

/* allocate(c, ctor): a new instance of c on which the no-arg constructor ctor
 * of one of its superclasses has run, and none of c's own constructors:
 * how java.io.ObjectInputStream makes a serializable object. */
NATIVE(direct_allocate)
{
    if (!a[0].l) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    Class *c = mirror_class(a[0].l);
    Method *m = member_of(t, a[1].l, 0);
    if (!m)
        return;
    if (!m->is_init || strcmp(m->desc, "()V") != 0 || !cls_is_assignable(c, m->klass)
        || (c->access_flags & (ACC_ABSTRACT | ACC_INTERFACE)) || c->name[0] == '[') {
        exc_throw(t, "java/lang/InstantiationException", NULL);
        return;
    }
    if (cls_needs_init(c) && cls_init(t, c) != 0)
        return;
    Object *o = heap_new_object(t, c);
    if (!o)
        return;
    thr_push_root(t, &o);
    Slot slot = { .l = o }, r = { .raw = 0 };
    if (interp_invoke(t, m, &slot, &r) == 0)
        ret->l = o;
    thr_pop_roots(t, 1);
}

static void *field_address(Thread *t, Field *f, Object *obj)
{
    if (f->access_flags & ACC_STATIC) {
        if (cls_needs_init(f->klass) && cls_init(t, f->klass) != 0)
            return NULL;
        return &f->klass->statics[f->offset];
    }
    if (!obj) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return NULL;
    }
    if (!cls_is_assignable(obj->klass, f->klass)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "object is not an instance of declaring class");
        return NULL;
    }
    return (char *)obj + f->offset;
}

/* getField(field, obj): the value, boxed for a primitive field. */
NATIVE(direct_get_field)
{
    Field *f = member_of(t, a[0].l, 1);
    void *p = f ? field_address(t, f, a[1].l) : NULL;
    if (!p)
        return;
    int is_static = (f->access_flags & ACC_STATIC) != 0;
    if (f->type == T_OBJECT || f->type == T_ARRAY) {
        ret->l = is_static ? ((Slot *)p)->l : *(Object **)p;
        return;
    }
    /* Statics live in slots (ints sign-extended); instance fields in place. */
    Slot v = { .raw = 0 };
    if (is_static) {
        v = *(Slot *)p;
    } else {
        switch (f->type) {
        case T_BOOLEAN: v.i = *(uint8_t *)p; break;
        case T_BYTE: v.i = *(int8_t *)p; break;
        case T_CHAR: v.i = *(uint16_t *)p; break;
        case T_SHORT: v.i = *(int16_t *)p; break;
        case T_INT: v.i = *(int32_t *)p; break;
        case T_FLOAT: v.f = *(float *)p; break;
        case T_LONG: v.j = *(int64_t *)p; break;
        default: v.d = *(double *)p; break;
        }
    }
    ret->l = from_slot(t, &v, (char)f->type);
}

/* setField(field, obj, value): value is the exact wrapper for a primitive
 * field, an assignable reference otherwise. */
NATIVE(direct_set_field)
{
    Field *f = member_of(t, a[0].l, 1);
    void *p = f ? field_address(t, f, a[1].l) : NULL;
    if (!p)
        return;
    if ((f->type == T_OBJECT || f->type == T_ARRAY) && !reference_ok(t, a[2].l, f->desc, strlen(f->desc), f->klass)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
        return;
    }
    Slot v;
    char d = f->type == T_ARRAY ? 'L' : (char)f->type;
    if (to_slot(t, a[2].l, d, &v) != 0)
        return;
    if (f->access_flags & ACC_STATIC) {
        *(Slot *)p = v;
        return;
    }
    switch (f->type) {
    case T_BOOLEAN: case T_BYTE: *(int8_t *)p = (int8_t)v.i; break;
    case T_CHAR: case T_SHORT: *(int16_t *)p = (int16_t)v.i; break;
    case T_INT: *(int32_t *)p = v.i; break;
    case T_FLOAT: *(float *)p = v.f; break;
    case T_LONG: *(int64_t *)p = v.j; break;
    case T_DOUBLE: *(double *)p = v.d; break;
    default: *(Object **)p = v.l; break;
    }
}

/* ------------------------------------------------------------------ */
/* java.lang.reflect.Proxy                                             */
/* ------------------------------------------------------------------ */

/* defineProxy0(loader, name, interfaces, methods): define the proxy class
 * `name` (binary name) in loader; methods holds a name and a descriptor per
 * forwarding method, in Proxy.dispatch's index order. */
NATIVE(proxy_define0)
{
    Object *loader = a[0].l, *jname = a[1].l, *ifaces = a[2].l, *methods = a[3].l;
    if (!jname || !ifaces || !methods) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    int32_t ni = ARRAY_LENGTH(ifaces), nm = ARRAY_LENGTH(methods) / 2;
    int is_public = 1;
    char *name = str_to_utf8(jname);
    const char **inames = calloc((size_t)ni + 1, sizeof *inames);
    char **mstrs = calloc((size_t)nm * 2 + 1, sizeof *mstrs);
    uint8_t *bytes = NULL;
    if (!name || !inames || !mstrs || ni > 65535 || nm > 65535) {
        exc_throw(t, "java/lang/OutOfMemoryError", NULL);
        goto out;
    }
    for (char *p = name; *p; p++)
        if (*p == '.')
            *p = '/';
    for (int32_t i = 0; i < ni; i++) {
        Object *m = ARRAY_DATA(ifaces, Object *)[i];
        inames[i] = m ? mirror_class(m)->name : "java/lang/Object";
        if (m && !(mirror_class(m)->access_flags & ACC_PUBLIC))
            is_public = 0;
    }
    for (int32_t i = 0; i < nm * 2; i++) {
        Object *s = ARRAY_DATA(methods, Object *)[i];
        if (!s || !(mstrs[i] = str_to_utf8(s))) {
            exc_throw(t, "java/lang/InternalError", "proxy method");
            goto out;
        }
    }
    size_t len = 0;
    bytes = proxy_spin(name, is_public, inames, (uint16_t)ni, (const char *const *)mstrs, (uint16_t)nm, &len);
    if (!bytes) {
        exc_throw(t, "java/lang/IllegalArgumentException", "cannot spin proxy class");
        goto out;
    }
    Class *c = cl_define(t, loader, name, bytes, len);
    if (c && cls_link(t, c) == 0)
        ret->l = c->mirror;
out:
    free(bytes);
    if (mstrs)
        for (int32_t i = 0; i < nm * 2; i++)
            free(mstrs[i]);
    free(mstrs);
    free(inames);
    free(name);
}

/* ------------------------------------------------------------------ */
/* Caller                                                              */
/* ------------------------------------------------------------------ */

/* Reflection.getCallerClass(depth): the class of the method `depth` frames
 * above the caller of this native (0 = that caller itself). */
NATIVE(reflection_get_caller_class)
{
    int32_t depth = a[0].i;
    Frame *f = t->top;
    /* f is this native's frame; its prev is the Java caller. */
    for (f = f ? f->prev : NULL; f && depth > 0; f = f->prev)
        depth--;
    if (f)
        ret->l = f->method->klass->mirror;
}

static const VmNativeDef reflect_natives[] = {
    { "jdk/internal/reflect/DirectAccess", "declaredMembers", "(Ljava/lang/Class;I)[Ljava/lang/Object;",
      direct_declared_members },
    { "jdk/internal/reflect/DirectAccess", "rawAttribute", "(Ljava/lang/Object;Ljava/lang/String;)[B",
      direct_raw_attribute },
    { "jdk/internal/reflect/DirectAccess", "signature", "(Ljava/lang/Object;)Ljava/lang/String;", direct_signature },
    { "jdk/internal/reflect/DirectAccess", "constant", "(Ljava/lang/Class;I)Ljava/lang/Object;", direct_constant },
    { "jdk/internal/reflect/DirectAccess", "invoke",
      "(Ljava/lang/Object;Ljava/lang/Object;[Ljava/lang/Object;Z)Ljava/lang/Object;", direct_invoke },
    { "jdk/internal/reflect/DirectAccess", "getField", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
      direct_get_field },
    { "jdk/internal/reflect/DirectAccess", "setField", "(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)V",
      direct_set_field },
    { "jdk/internal/reflect/DirectAccess", "getCallerClass", "(I)Ljava/lang/Class;", reflection_get_caller_class },
    { "jdk/internal/reflect/DirectAccess", "hasStaticInitializer", "(Ljava/lang/Class;)Z",
      direct_has_static_initializer },
    { "jdk/internal/reflect/DirectAccess", "allocate", "(Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/Object;",
      direct_allocate },
    { "java/lang/reflect/Proxy", "defineProxy0",
      "(Ljava/lang/ClassLoader;Ljava/lang/String;[Ljava/lang/Class;[Ljava/lang/String;)Ljava/lang/Class;",
      proxy_define0 },
    { NULL, NULL, NULL, NULL }
};

void classlib_register_reflect_natives(void)
{
    nat_register_table(reflect_natives);
}
