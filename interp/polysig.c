/*
 * Signature-polymorphic calls (JVMS 2.9.3, 6.5 invokevirtual). javac types
 * a call of MethodHandle.invokeExact/invoke or of a VarHandle access-mode
 * method by its arguments, so the Methodref names a descriptor no method
 * has. A method is signature polymorphic when it is declared in
 * java.lang.invoke.MethodHandle or VarHandle, is native and varargs, and
 * takes one Object[] (JDK 17 declares some of VarHandle's as returning
 * void or boolean): the class library declares exactly those.
 *
 * The call is made by Java code in the class library: the arguments are
 * boxed into an Object[] by their call-site types and handed with the
 * method's name, the call site's descriptor and the calling class to the
 * static invokePolymorphic(Object, String, String, Class, Object[]) of the
 * same class, which checks the type (invokeExact), converts (invoke), runs
 * the handle and returns the result boxed as the call site's return type;
 * it is unboxed here. See docs/invoke.md.
 */
#include "interp/polysig.h"

#include <string.h>

#include "interp/interp.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/npe.h"
#include "vm/strings.h"
#include "vm/vm.h"

int refl_to_slot(Thread *t, Object *o, char d, Slot *s);
Object *refl_from_slot(Thread *t, const Slot *s, char d);

static const char POLY_PARAMS[] = "([Ljava/lang/Object;)";
static const char ENTRY_DESC[] =
    "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Class;[Ljava/lang/Object;)Ljava/lang/Object;";

static int is_handle_class(const char *n)
{
    return strcmp(n, "java/lang/invoke/MethodHandle") == 0 || strcmp(n, "java/lang/invoke/VarHandle") == 0;
}

static int type_slots(char c) { return c == 'J' || c == 'D' ? 2 : 1; }

/* Next type of a descriptor at d; returns its first character. */
static char next_type(const char **d)
{
    const char *p = *d;
    char c = *p;
    while (*p == '[')
        p++;
    p = *p == 'L' ? strchr(p, ';') + 1 : p + 1;
    *d = p;
    return c == '[' ? 'L' : c;
}

int polysig_invoke(Thread *t, Class *klass, uint16_t idx, Slot **spp)
{
    const ClassFile *cf = klass->cf;
    if (!cf || idx >= cf->constant_pool_count || cf->constant_pool[idx].tag != CONSTANT_Methodref)
        return 0;
    const CfConst *ref = &cf->constant_pool[idx];
    const char *cname = cf_class_name(cf, ref->u.ref.class_index);
    if (!cname || !is_handle_class(cname))
        return 0;
    const CfConst *nat = &cf->constant_pool[ref->u.ref.name_and_type_index];
    const char *name = cf_utf8(cf, nat->u.nat.name_index), *desc = cf_utf8(cf, nat->u.nat.descriptor_index);
    Class *hc = cl_load_boot(t, cname);
    if (!hc)
        return -1;
    Method *decl = NULL;
    for (uint16_t i = 0; i < hc->method_count && !decl; i++) {
        Method *m = &hc->methods[i];
        if (strcmp(m->name, name) == 0 && strncmp(m->desc, POLY_PARAMS, sizeof POLY_PARAMS - 1) == 0 &&
            (m->access_flags & (ACC_NATIVE | ACC_VARARGS)) == (ACC_NATIVE | ACC_VARARGS))
            decl = m;
    }
    if (!decl)
        return 0;
    Method *entry = cls_find_declared_method(hc, "invokePolymorphic", ENTRY_DESC);
    if (!entry || !(entry->access_flags & ACC_STATIC))
        return exc_throw(t, "java/lang/InternalError", "invokePolymorphic"), -1;
    if (cls_needs_init(hc) && cls_init(t, hc) != 0)
        return -1;

    /* The arguments: count and slots by the call site's descriptor. */
    int nargs = 0, slots = 0;
    for (const char *d = desc + 1; *d != ')';) {
        slots += type_slots(next_type(&d));
        nargs++;
    }
    Slot *args = *spp - slots;
    Slot *recv = args - 1;
    if (!recv->l) {
        npe_throw(t);
        return -1;
    }
    Object *arr = heap_new_array(t, wk.object_array, nargs);
    if (!arr)
        return -1;
    thr_push_root(t, &arr);
    Object *sname = NULL, *sdesc = NULL;
    thr_push_root(t, &sname);
    thr_push_root(t, &sdesc);
    int rc = -1;
    const char *d = desc + 1;
    Slot *s = args;
    for (int i = 0; i < nargs; i++) {
        char c = next_type(&d);
        Object *b = refl_from_slot(t, s, c);
        if (c != 'L' && !b)
            goto out;
        ARRAY_DATA(arr, Object *)[i] = b;
        s += type_slots(c);
    }
    if (!(sname = str_intern_utf8(t, name)) || !(sdesc = str_intern_utf8(t, desc)))
        goto out;
    Slot call[5] = { { .l = recv->l }, { .l = sname }, { .l = sdesc }, { .l = klass->mirror }, { .l = arr } };
    Slot r = { .raw = 0 };
    if (interp_invoke(t, entry, call, &r) != 0)
        goto out;
    char rt = *(strchr(desc, ')') + 1);
    if (rt == 'V') {
        *spp = recv;
    } else {
        Slot v;
        if (refl_to_slot(t, r.l, rt == '[' ? 'L' : rt, &v) != 0)
            goto out;
        recv[0] = v;
        if (type_slots(rt) == 2)
            recv[1].raw = 0;
        *spp = recv + type_slots(rt);
    }
    rc = 1;
out:
    thr_pop_roots(t, 3);
    return rc;
}
