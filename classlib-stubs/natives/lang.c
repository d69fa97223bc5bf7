/*
 * Natives of java.lang (classlib-stubs/CONTRACT.md lists them).
 *
 * VM-internal natives receive their arguments as interpreter slots, the
 * receiver first, and store their result in *ret; they throw by leaving an
 * exception pending.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "classlib-stubs/natives/fpconv.h"
#include "interp/interp.h"
#include "interp/intrinsic.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/native.h"
#include "vm/npe.h"
#include "vm/properties.h"
#include "vm/roots.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/probes.h"
#include "vm/vm.h"

#define NATIVE(name) static void name(Thread *t, Slot *a, Slot *ret)

Object *vm_multi_new_array(Thread *t, Class *ac, int dims, const int32_t *counts, int from_bytecode);
Object *heap_take_pending_references(void);
int heap_has_pending_references(void);
void heap_wait_pending_references(Thread *t);

static Object *mirror(Class *c) { return c ? c->mirror : NULL; }

static char *internal_from_dotted(Object *s)
{
    char *n = str_to_utf8(s);
    for (char *p = n; p && *p; p++)
        if (*p == '.')
            *p = '/';
    return n;
}

/* ------------------------------------------------------------------ */
/* java.lang.Object                                                    */
/* ------------------------------------------------------------------ */

NATIVE(object_get_class) { ret->l = a[0].l->klass->mirror; }
NATIVE(object_hash_code) { ret->i = (int32_t)heap_identity_hash(a[0].l); }
NATIVE(object_notify) { AVM_IGNORE(mon_notify(t, a[0].l, 0)); }
NATIVE(object_notify_all) { AVM_IGNORE(mon_notify(t, a[0].l, 1)); }
NATIVE(object_wait) { AVM_IGNORE(mon_wait(t, a[0].l, a[1].j, 0)); }

NATIVE(object_clone)
{
    Object *o = a[0].l;
    if (!o->klass->is_array && !cls_implements(o->klass, wk.cloneable)) {
        char n[256];
        cls_external_name(o->klass, n, sizeof n);
        exc_throw(t, "java/lang/CloneNotSupportedException", n);
        return;
    }
    ret->l = heap_clone(t, o);
}

/* ------------------------------------------------------------------ */
/* java.lang.Class                                                     */
/* ------------------------------------------------------------------ */

static Class *self_class(Slot *a) { return mirror_class(a[0].l); }

NATIVE(class_get_name0)
{
    Class *c = self_class(a);
    char n[1024];
    cls_external_name(c, n, sizeof n);
    ret->l = str_new_utf8(t, n);
}

NATIVE(class_for_name0)
{
    Object *name = a[0].l;
    if (!name) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    Object *loader = a[2].l;
    if (a[3].i) {
        Frame *f = t->top ? t->top->prev : NULL;
        /* Skip frames of java.lang.Class itself (forName's Java wrapper). */
        while (f && f->method->klass == wk.klass)
            f = f->prev;
        loader = f ? f->method->klass->loader : wk.system_loader;
    }
    char *n = internal_from_dotted(name);
    char *dotted = str_to_utf8(name);
    Class *c = NULL;
    /* What the loader throws (ClassNotFoundException from its loadClass,
     * NoClassDefFoundError for a wrong name or a missing superclass)
     * propagates; only a class the bootstrap loader lacks, or that a
     * loader answered with null, is reported here, by internal name as
     * HotSpot does. */
    int valid = n && !strchr(dotted, '/') && (n[0] != '[' || strchr(n, ';') || strlen(n) >= 2);
    if (valid)
        c = cl_find(t, n, loader);
    if (!c) {
        if (!t->exception)
            exc_throw(t, "java/lang/ClassNotFoundException", valid ? n : dotted);
    } else if (a[1].i && cls_init(t, c) != 0) {
        /* pending */
    } else {
        ret->l = c->mirror;
    }
    free(n);
    free(dotted);
}

NATIVE(class_is_instance) { ret->i = a[1].l && cls_is_assignable(a[1].l->klass, self_class(a)); }

NATIVE(class_is_assignable_from)
{
    if (!a[1].l) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    ret->i = cls_is_assignable(mirror_class(a[1].l), self_class(a));
}

NATIVE(class_is_interface) { ret->i = cls_is_interface(self_class(a)); }
NATIVE(class_is_array) { ret->i = self_class(a)->is_array; }
NATIVE(class_is_primitive) { ret->i = cls_is_primitive(self_class(a)); }
NATIVE(class_is_hidden) { ret->i = self_class(a)->is_hidden; }

NATIVE(class_get_superclass)
{
    Class *c = self_class(a);
    ret->l = (cls_is_interface(c) || cls_is_primitive(c)) ? NULL : mirror(c->super);
}

NATIVE(class_get_interfaces0)
{
    Class *c = self_class(a);
    Object *arr = heap_new_array(t, wk.class_array, c->interface_count);
    if (!arr)
        return;
    for (uint16_t i = 0; i < c->interface_count; i++)
        ARRAY_DATA(arr, Object *)[i] = c->interfaces[i]->mirror;
    ret->l = arr;
}

NATIVE(class_get_component_type)
{
    Class *c = self_class(a);
    ret->l = c->is_array ? c->component->mirror : NULL;
}

static const CfInnerClass *inner_entry(const Class *c)
{
    const ClassFile *cf = c->cf;
    if (!cf)
        return NULL;
    for (uint16_t i = 0; i < cf->inner_class_count; i++) {
        const CfInnerClass *ic = &cf->inner_classes[i];
        const char *n = cf_class_name(cf, ic->inner_class_info_index);
        if (n && strcmp(n, c->name) == 0)
            return ic;
    }
    return NULL;
}

NATIVE(class_get_modifiers)
{
    Class *c = self_class(a);
    if (cls_is_primitive(c)) {
        ret->i = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
        return;
    }
    if (c->is_array) {
        Class *e = c;
        while (e->is_array)
            e = e->component;
        /* The element class's access, from its InnerClasses entry for a member
         * class (a protected one is public in its own access flags). */
        const CfInnerClass *eic = cls_is_primitive(e) ? NULL : inner_entry(e);
        int access = cls_is_primitive(e) ? ACC_PUBLIC : eic ? eic->inner_class_access_flags : e->access_flags;
        ret->i = (access & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_FINAL | ACC_ABSTRACT;
        return;
    }
    /* A member class's modifiers come from its InnerClasses entry. */
    const CfInnerClass *ic = inner_entry(c);
    int flags = ic ? ic->inner_class_access_flags : c->access_flags;
    ret->i = flags & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL | ACC_INTERFACE |
                      ACC_ABSTRACT | ACC_SYNTHETIC | ACC_ANNOTATION | ACC_ENUM);
}

NATIVE(class_get_class_loader0) { ret->l = self_class(a)->loader; }

/* Module.getPackages0: java.base answers the class library's packages, an
 * unnamed module those of its loader's classes (none for the bootstrap
 * loader's, which holds no class); dotted names. */
NATIVE(module_get_packages0)
{
    Object *m = a[0].l;
    Field *name = cls_field_by_name(m->klass, "name"), *loader = cls_field_by_name(m->klass, "loader");
    Object *l = loader ? *FIELD_PTR(m, loader->offset, Object *) : NULL;
    int named = name && *FIELD_PTR(m, name->offset, Object *);
    size_t n = 0;
    char **pkgs = named || l ? cl_packages(l, &n) : NULL;
    Object *arr = heap_new_array(t, wk.string_array, (int32_t)n);
    if (arr) {
        thr_push_root(t, &arr);
        for (size_t i = 0; i < n; i++) {
            for (char *p = pkgs[i]; *p; p++)
                if (*p == '/')
                    *p = '.';
            Object *s = str_new_utf8(t, pkgs[i]);
            if (!s) {
                arr = NULL;
                break;
            }
            ARRAY_DATA(arr, Object *)[i] = s;
        }
        thr_pop_roots(t, 1);
    }
    cl_free_packages(pkgs, n);
    ret->l = arr;
}

NATIVE(class_get_primitive_class)
{
    char *n = str_to_utf8(a[0].l);
    static const struct { const char *name; uint8_t t; } map[] = {
        { "boolean", T_BOOLEAN }, { "byte", T_BYTE }, { "char", T_CHAR }, { "short", T_SHORT },
        { "int", T_INT }, { "long", T_LONG }, { "float", T_FLOAT }, { "double", T_DOUBLE }, { "void", T_VOID },
    };
    for (size_t i = 0; n && i < AVM_ARRAY_LEN(map); i++)
        if (!strcmp(n, map[i].name))
            ret->l = cls_primitive(map[i].t)->mirror;
    free(n);
}

NATIVE(class_get_enum_constants0)
{
    Class *c = self_class(a);
    if (!c->super || strcmp(c->super->name, "java/lang/Enum") != 0)
        return;
    char desc[1024];
    snprintf(desc, sizeof desc, "()[L%s;", c->name);
    Method *values = cls_find_declared_method(c, "values", desc);
    if (!values || cls_init(t, c) != 0)
        return;
    Slot r;
    if (interp_invoke(t, values, NULL, &r) == 0)
        ret->l = r.l;
}

NATIVE(class_get_simple_binary_name0)
{
    Class *c = self_class(a);
    const CfInnerClass *ic = inner_entry(c);
    if (!ic)
        return;
    if (!ic->inner_name_index) {
        ret->l = str_new_utf8(t, "");
        return;
    }
    ret->l = str_new_utf8(t, cf_utf8(c->cf, ic->inner_name_index));
}

NATIVE(class_get_declaring_class0)
{
    Class *c = self_class(a);
    const CfInnerClass *ic = inner_entry(c);
    if (!ic || !ic->outer_class_info_index || !ic->inner_name_index)
        return;
    Class *outer = cl_load(t, cf_class_name(c->cf, ic->outer_class_info_index), c->loader);
    ret->l = mirror(outer);
}

NATIVE(class_new_instance0)
{
    Class *c = self_class(a);
    char n[512];
    cls_external_name(c, n, sizeof n);
    if (cls_is_interface(c) || (c->access_flags & ACC_ABSTRACT) || c->is_array || cls_is_primitive(c)) {
        exc_throw(t, "java/lang/InstantiationException", n);
        return;
    }
    Method *ctor = cls_find_declared_method(c, "<init>", "()V");
    if (!ctor) {
        exc_throw(t, "java/lang/InstantiationException", n);
        return;
    }
    if (cls_init(t, c) != 0)
        return;
    Object *o = heap_new_object(t, c);
    if (!o)
        return;
    Slot args[1] = { { .l = o } }, r;
    thr_push_root(t, &o);
    int rc = interp_invoke(t, ctor, args, &r);
    thr_pop_roots(t, 1);
    if (rc == 0)
        ret->l = o;
}

/* ------------------------------------------------------------------ */
/* java.lang.System, Runtime, Shutdown                                 */
/* ------------------------------------------------------------------ */

NATIVE(system_arraycopy)
{
    Object *src = a[0].l, *dst = a[2].l;
    int32_t sp = a[1].i, dp = a[3].i, len = a[4].i;
    if (!src || !dst) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    Class *sc = src->klass, *dc = dst->klass;
    if (!sc->is_array || !dc->is_array) {
        char n[256];
        cls_external_name(!sc->is_array ? sc : dc, n, sizeof n);
        exc_throwf(t, "java/lang/ArrayStoreException", "arraycopy: %s type %s is not an array",
                   !sc->is_array ? "source" : "destination", n);
        return;
    }
    if (sc->elem_type != dc->elem_type || (sc->elem_type != T_OBJECT && sc->component != dc->component)) {
        /* HotSpot names a primitive element type, and any array of references
         * as "object array": "can not copy int[] into object array[]". */
        const char *s = sc->elem_type == T_OBJECT ? "object array" : sc->component->name;
        const char *d = dc->elem_type == T_OBJECT ? "object array" : dc->component->name;
        exc_throwf(t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s[] into %s[]", s, d);
        return;
    }
    if (len < 0 || sp < 0 || dp < 0 || (int64_t)sp + len > ARRAY_LENGTH(src) || (int64_t)dp + len > ARRAY_LENGTH(dst)) {
        const char *which = sp < 0 || (int64_t)sp + len > ARRAY_LENGTH(src) ? "source" : "destination";
        if (len < 0)
            exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length %d is negative", len);
        else if (sp < 0 || dp < 0)
            exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: %s index %d out of bounds for %s[%d]",
                       which, sp < 0 ? sp : dp, sc->elem_type == T_OBJECT ? "object array" : sc->component->name,
                       ARRAY_LENGTH(sp < 0 ? src : dst));
        else
            exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: last %s index %lld out of bounds for %s[%d]",
                       which, (long long)(which[0] == 's' ? sp : dp) + len,
                       sc->elem_type == T_OBJECT ? "object array" : sc->component->name,
                       ARRAY_LENGTH(which[0] == 's' ? src : dst));
        return;
    }
    size_t es = sc->elem_size;
    char *sb = ARRAY_DATA(src, char) + (size_t)sp * es, *db = ARRAY_DATA(dst, char) + (size_t)dp * es;
    if (sc->elem_type != T_OBJECT || sc == dc || cls_is_assignable(sc->component, dc->component)) {
        memmove(db, sb, (size_t)len * es);
        return;
    }
    /* Element-wise store check. */
    Object **s = (Object **)sb, **d = (Object **)db;
    for (int32_t i = 0; i < len; i++) {
        if (s[i] && !cls_is_assignable(s[i]->klass, dc->component)) {
            /* Named by the element types: when no element of the source type
             * could ever fit, HotSpot reports the arrays' types instead. */
            char sn[256], dn[256];
            cls_external_name(sc->component, sn, sizeof sn);
            cls_external_name(dc->component, dn, sizeof dn);
            if (!cls_is_assignable(dc->component, sc->component))
                exc_throwf(t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s[] into %s[]",
                           sn, dn);
            else
                exc_throwf(t, "java/lang/ArrayStoreException",
                           "arraycopy: element type mismatch: can not cast one of the elements of %s[] to the type of the destination array, %s",
                           sn, dn);
            return;
        }
        d[i] = s[i];
    }
}

NATIVE(system_current_time_millis)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ret->j = (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

NATIVE(system_nano_time)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    ret->j = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

NATIVE(system_identity_hash_code) { ret->i = a[0].l ? (int32_t)heap_identity_hash(a[0].l) : 0; }

static int put_pair(Thread *t, Object *arr, int *i, const char *k, const char *v)
{
    Object *ks = str_new_utf8(t, k);
    if (!ks)
        return -1;
    ARRAY_DATA(arr, Object *)[(*i)++] = ks;
    Object *vs = str_new_utf8(t, v ? v : "");
    if (!vs)
        return -1;
    ARRAY_DATA(arr, Object *)[(*i)++] = vs;
    return 0;
}

/* The VM's properties (vm/properties.h), as key/value pairs. */
NATIVE(system_vm_properties)
{
    int total = vm_property_count(), n = 0;
    for (int k = 0; k < total; k++)
        if (vm_property_flags(k) & VMPROP_CLASSLIB)
            n++;
    Object *arr = heap_new_array(t, wk.string_array, n * 2);
    if (!arr)
        return;
    thr_push_root(t, &arr);
    int i = 0;
    for (int k = 0; k < total; k++)
        if ((vm_property_flags(k) & VMPROP_CLASSLIB) &&
            put_pair(t, arr, &i, vm_property_key(k), vm_property_value(k)) != 0)
            goto done;
    ret->l = arr;
done:
    thr_pop_roots(t, 1);
}

NATIVE(system_getenv0)
{
    char *n = str_to_utf8(a[0].l);
    const char *v = n ? getenv(n) : NULL;
    free(n);
    ret->l = v ? str_new_utf8(t, v) : NULL;
}

extern char **environ;
NATIVE(system_environ0)
{
    int n = 0;
    while (environ[n])
        n++;
    Object *arr = heap_new_array(t, wk.string_array, n);
    if (!arr)
        return;
    thr_push_root(t, &arr);
    for (int i = 0; i < n; i++) {
        Object *s = str_new_utf8(t, environ[i]);
        if (!s)
            break;
        ARRAY_DATA(arr, Object *)[i] = s;
    }
    thr_pop_roots(t, 1);
    ret->l = arr;
}

static void set_system_static(Thread *t, const char *name, Object *v)
{
    Field *f = cls_find_declared_field(wk.system, name, NULL);
    if (f)
        wk.system->statics[f->offset].l = v;
}

NATIVE(system_set_in0) { set_system_static(t, "in", a[0].l); }
NATIVE(system_set_out0) { set_system_static(t, "out", a[0].l); }
NATIVE(system_set_err0) { set_system_static(t, "err", a[0].l); }

NATIVE(system_map_library_name)
{
    if (!a[0].l) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    char *n = str_to_utf8(a[0].l);
    char buf[4096];
    snprintf(buf, sizeof buf, "lib%s.so", n);
    free(n);
    ret->l = str_new_utf8(t, buf);
}

NATIVE(runtime_available_processors) { ret->i = (int32_t)sysconf(_SC_NPROCESSORS_ONLN); }

NATIVE(runtime_free_memory)
{
    HeapStats s;
    heap_stats(&s);
    ret->j = s.capacity > s.used ? (int64_t)(s.capacity - s.used) : 0;
}

NATIVE(runtime_total_memory)
{
    HeapStats s;
    heap_stats(&s);
    ret->j = (int64_t)(s.capacity > s.used ? s.capacity : s.used);
}

NATIVE(runtime_max_memory)
{
    HeapStats s;
    heap_stats(&s);
    ret->j = (int64_t)s.max;
}

NATIVE(runtime_gc) { heap_collect(t, 0); }

NATIVE(runtime_load0)
{
    char *p = str_to_utf8(a[1].l);
    Object *loader = a[0].l ? mirror_class(a[0].l)->loader : NULL;
    if (p && p[0] != '/')
        exc_throwf(t, "java/lang/UnsatisfiedLinkError", "Expecting an absolute path of the library: %s", p);
    else if (p)
        AVM_IGNORE(nat_load_library(t, p, loader));
    free(p);
}

/* Loads the first lib<name>.so found in one of the directories of `path`;
 * 1 when one was found (loaded, or an exception is pending). */
static int load_library_from(Thread *t, const char *path, const char *file, Object *loader)
{
    char *copy = strdup(path ? path : ""), *save = NULL;
    int found = 0;
    for (char *dir = copy ? strtok_r(copy, ":", &save) : NULL; dir && !found; dir = strtok_r(NULL, ":", &save)) {
        char full[4096];
        snprintf(full, sizeof full, "%s/%s", dir, file);
        if (access(full, R_OK) == 0) {
            char real[4096];
            if (!realpath(full, real))
                snprintf(real, sizeof real, "%s", full);
            AVM_IGNORE(nat_load_library(t, real, loader));
            found = 1;
        }
    }
    free(copy);
    return found;
}

static const char *property_or_empty(const char *key)
{
    int i = vm_property_find(key);
    return i >= 0 ? vm_property_value(i) : "";
}

/* As the JDK searches: sun.boot.library.path (the VM's own directory
 * first), then java.library.path. */
NATIVE(runtime_load_library0)
{
    char *n = str_to_utf8(a[1].l);
    Object *loader = a[0].l ? mirror_class(a[0].l)->loader : NULL;
    char file[1024];
    snprintf(file, sizeof file, "lib%s.so", n ? n : "");
    const char *path = property_or_empty("java.library.path");
    if (!load_library_from(t, property_or_empty("sun.boot.library.path"), file, loader) &&
        !load_library_from(t, path, file, loader))
        exc_throwf(t, "java/lang/UnsatisfiedLinkError", "no %s in java.library.path: %s", n ? n : "", path);
    free(n);
}

NATIVE(shutdown_halt0) { vm_exit(a[0].i); }

/* ------------------------------------------------------------------ */
/* java.lang.Thread                                                    */
/* ------------------------------------------------------------------ */

NATIVE(thread_current_thread) { ret->l = t->jthread; }
NATIVE(thread_start0) { AVM_IGNORE(thr_start(t, a[0].l)); }
NATIVE(thread_sleep0) { AVM_IGNORE(thr_sleep(t, a[0].j)); }
NATIVE(thread_yield)
{
    PROBE(hotspot, thread__yield);
    thr_yield(t);
}

NATIVE(thread_interrupt0)
{
    Thread *target = thr_of(a[0].l);
    if (target)
        thr_interrupt(target);
}

/* Thread.suspend/resume/stop (deprecated, still working in JDK 17): the
 * same requests as JVMTI SuspendThread, ResumeThread and StopThread. */
static Thread *listed_record(Object *jt)
{
    Thread *target = thr_of(jt);
    for (Thread *p = thr_list_first(); p && target; p = p->next)
        if (p == target)
            return target;
    return NULL;
}

NATIVE(thread_suspend0)
{
    thr_list_lock();
    Thread *target = listed_record(a[0].l);
    if (target)
        AVM_IGNORE(thr_suspend(t, target));
    thr_list_unlock();
    if (target == t)
        AVM_IGNORE(thr_poll_slow(t));
}

NATIVE(thread_resume0)
{
    thr_list_lock();
    Thread *target = listed_record(a[0].l);
    if (target)
        AVM_IGNORE(thr_resume(target));
    thr_list_unlock();
}

NATIVE(thread_stop0)
{
    thr_list_lock();
    Thread *target = listed_record(a[0].l);
    if (target)
        thr_async_exception(target, a[1].l);
    thr_list_unlock();
    if (target == t && thr_poll_slow(t))
        return;
}

NATIVE(thread_is_interrupted0)
{
    Thread *target = thr_of(a[0].l);
    ret->i = target ? thr_is_interrupted(target, a[1].i) : 0;
}

NATIVE(thread_is_alive) { ret->i = thr_of(a[0].l) != NULL; }
NATIVE(thread_set_priority0) { *FIELD_PTR(a[0].l, wk.thread_priority, int32_t) = a[1].i; }

NATIVE(thread_holds_lock)
{
    if (!a[0].l) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    ret->i = mon_holds(t, a[0].l);
}

/* JVMTI thread state bits (JVMTI spec, GetThreadState). */
NATIVE(thread_get_thread_status0)
{
    Thread *th = thr_of(a[0].l);
    if (!th) {
        /* New (never started) or terminated: the Java side tells apart. */
        ret->i = 0;
        return;
    }
    int s = 0x0001; /* ALIVE */
    /* The thread changes both fields as it runs: a snapshot of each. */
    int waiting_on_monitor = __atomic_load_n(&th->waiting_on, __ATOMIC_RELAXED) != NULL;
    int parked = __atomic_load_n(&th->parked, __ATOMIC_RELAXED);
    switch (__atomic_load_n(&th->state, __ATOMIC_RELAXED)) {
    case THR_BLOCKED: s |= 0x0400; break;
    /* PARKED (0x200) in LockSupport.park, as HotSpot reports it. */
    case THR_WAITING: s |= 0x0080 | 0x0010 | (waiting_on_monitor ? 0x0100 : parked ? 0x0200 : 0); break;
    case THR_TIMED_WAITING:
        s |= 0x0080 | 0x0020 | (waiting_on_monitor ? 0x0100 : parked ? 0x0200 : 0x0040);
        break;
    default: s |= 0x0004; break;
    }
    ret->i = s;
}

/* The frames of a thread, top first, through the one stack walker. Another
 * thread's stack is read with the world stopped; the current thread's
 * starts below this native's own frame. */
NATIVE(thread_get_stack_trace0)
{
    Thread *target = thr_of(a[0].l);
    if (!target) {
        ret->l = heap_new_array(t, wk.ste_array, 0);
        return;
    }
    enum { MAX = 1024 };
    Method **methods = malloc(sizeof(Method *) * MAX);
    int64_t *bcis = malloc(sizeof(int64_t) * MAX);
    int n = 0;
    if (!methods || !bcis) {
        free(methods);
        free(bcis);
        exc_throw(t, "java/lang/OutOfMemoryError", "stack trace");
        return;
    }
    int other = target != t;
    if (other)
        heap_lock_world(t);
    Frame *f = target->top;
    if (!other && f)
        f = f->prev;               /* skip getStackTrace0 itself */
    for (; f && n < MAX; f = f->prev, n++) {
        methods[n] = f->method;
        bcis[n] = (f->flags & FRAME_NATIVE) ? -1 : (int64_t)frame_bci(f);
    }
    if (other)
        heap_unlock_world(t);
    ret->l = exc_stack_trace_of(t, methods, bcis, n);
    free(methods);
    free(bcis);
}

NATIVE(thread_get_threads0)
{
    thr_list_lock();
    int n = 0;
    for (Thread *th = thr_list_first(); th; th = th->next)
        if (th->jthread)
            n++;
    thr_list_unlock();
    Object *arr = heap_new_array(t, cls_array_of(t, wk.thread), n);
    if (!arr)
        return;
    thr_list_lock();
    int i = 0;
    for (Thread *th = thr_list_first(); th && i < n; th = th->next)
        if (th->jthread)
            ARRAY_DATA(arr, Object *)[i++] = th->jthread;
    thr_list_unlock();
    ret->l = arr;
}

/* ------------------------------------------------------------------ */
/* java.lang.Throwable, String                                          */
/* ------------------------------------------------------------------ */

NATIVE(throwable_fill_in_stack_trace)
{
    exc_fill_backtrace(t, a[0].l);
    ret->l = a[0].l;
}

NATIVE(throwable_get_stack_trace0) { ret->l = exc_stack_trace(t, a[0].l); }
NATIVE(npe_get_extended_message) { ret->l = npe_extended_message(t, a[0].l); }

NATIVE(string_intern) { ret->l = str_intern(t, a[0].l); }

/* ------------------------------------------------------------------ */
/* java.lang.StrictMath, Double, Float                                 */
/* ------------------------------------------------------------------ */

#define MATH1(name, fn) NATIVE(math_##name) { ret->d = fn(a[0].d); }
#define MATH2(name, fn) NATIVE(math_##name) { ret->d = fn(a[0].d, a[2].d); }
MATH1(sin, sin)
MATH1(cos, cos)
MATH1(tan, tan)
MATH1(asin, asin)
MATH1(acos, acos)
MATH1(atan, atan)
MATH1(exp, exp)
MATH1(log, log)
MATH1(log10, log10)
MATH1(sqrt, sqrt)
MATH1(sinh, sinh)
MATH1(cosh, cosh)
MATH1(tanh, tanh)
MATH1(expm1, expm1)
MATH1(log1p, log1p)
MATH2(ieee_remainder, remainder)
MATH2(atan2, atan2)
MATH2(hypot, hypot)

/* fdlibm's cbrt (StrictMath) is exact for perfect cubes, glibc's is not
 * always: pick, among cbrt's result and its neighbours, the one whose cube is
 * nearest to x in extended precision. */
NATIVE(math_cbrt)
{
    double x = a[0].d, r = cbrt(x);
    if (isfinite(r) && r != 0.0) {
        double best = r;
        long double err = fabsl((long double)r * r * r - x);
        double cand[2] = { nextafter(r, INFINITY), nextafter(r, -INFINITY) };
        for (int i = 0; i < 2; i++) {
            long double e = fabsl((long double)cand[i] * cand[i] * cand[i] - x);
            if (e < err) {
                err = e;
                best = cand[i];
            }
        }
        r = best;
    }
    ret->d = r;
}

NATIVE(math_fma) { ret->d = fma(a[0].d, a[2].d, a[4].d); }

NATIVE(math_pow) { ret->d = intr_java_pow(a[0].d, a[2].d); }

NATIVE(double_to_raw_long_bits) { memcpy(&ret->j, &a[0].d, 8); }
NATIVE(double_long_bits_to_double) { memcpy(&ret->d, &a[0].j, 8); }
NATIVE(float_to_raw_int_bits) { int32_t i; memcpy(&i, &a[0].f, 4); ret->i = i; }
NATIVE(float_int_bits_to_float) { memcpy(&ret->f, &a[0].i, 4); }

NATIVE(double_to_string_impl)
{
    char buf[FP_TO_STRING_BUF];
    fp_double_to_string(a[0].d, buf);
    ret->l = str_new_utf8(t, buf);
}

NATIVE(float_to_string_impl)
{
    char buf[FP_TO_STRING_BUF];
    fp_float_to_string(a[0].f, buf);
    ret->l = str_new_utf8(t, buf);
}

static char *narrow(Object *s, size_t *len)
{
    if (!s)
        return NULL;
    int32_t n = str_length(s);
    const uint16_t *c = str_chars(s);
    char *out = malloc((size_t)n + 1);
    for (int32_t i = 0; i < n; i++)
        out[i] = c[i] < 128 ? (char)c[i] : '?';
    out[n] = 0;
    *len = (size_t)n;
    return out;
}

/* The messages of Java's decimal parser: "empty String" and
 * "multiple points" for those two mistakes, the input string otherwise. */
static void nfe(Thread *t, Object *s)
{
    char *u = str_to_utf8(s);
    const char *p = u ? u : "";
    while (*p && (unsigned char)*p <= ' ')
        p++;
    size_t n = strlen(p);
    while (n && (unsigned char)p[n - 1] <= ' ')
        n--;
    int points = 0, hex = n > 1 && (p[0] == '0' || ((p[0] == '+' || p[0] == '-') && p[1] == '0')) && strpbrk(p, "xX");
    for (size_t i = 0; i < n && !hex; i++) {
        if (p[i] == 'e' || p[i] == 'E')
            break;
        if (p[i] == '.')
            points++;
    }
    if (n == 0)
        exc_throw(t, "java/lang/NumberFormatException", "empty String");
    else if (points > 1)
        exc_throw(t, "java/lang/NumberFormatException", "multiple points");
    else
        exc_throwf(t, "java/lang/NumberFormatException", "For input string: \"%s\"", u ? u : "");
    free(u);
}

NATIVE(double_parse_impl)
{
    size_t n;
    char *s = narrow(a[0].l, &n);
    if (!s) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    double d;
    if (fp_parse_double(s, n, &d) != 0)
        nfe(t, a[0].l);
    else
        ret->d = d;
    free(s);
}

NATIVE(float_parse_impl)
{
    size_t n;
    char *s = narrow(a[0].l, &n);
    if (!s) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    float f;
    if (fp_parse_float(s, n, &f) != 0)
        nfe(t, a[0].l);
    else
        ret->f = f;
    free(s);
}

/* ------------------------------------------------------------------ */
/* Class loaders                                                       */
/* ------------------------------------------------------------------ */

NATIVE(loader_define_class0)
{
    Object *loader = a[0].l, *name = a[1].l, *bytes = a[2].l;
    int32_t off = a[3].i, len = a[4].i;
    if (!bytes) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    if (off < 0 || len < 0 || (int64_t)off + len > ARRAY_LENGTH(bytes)) {
        exc_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);
        return;
    }
    char *n = name ? internal_from_dotted(name) : NULL;
    size_t blen = (size_t)len;
    uint8_t *copy = malloc(blen ? blen : 1);
    memcpy(copy, ARRAY_DATA(bytes, uint8_t) + off, blen);
    Class *c = cl_define(t, loader, n, copy, blen);
    free(copy);
    free(n);
    if (c)
        ret->l = c->mirror;
}

NATIVE(loader_find_loaded_class0)
{
    if (!a[1].l)
        return;
    char *n = internal_from_dotted(a[1].l);
    Class *c = n ? cl_find_loaded(n, a[0].l) : NULL;
    free(n);
    ret->l = mirror(c);
}

NATIVE(loader_find_bootstrap_class)
{
    if (!a[0].l)
        return;
    char *n = internal_from_dotted(a[0].l);
    Class *c = NULL;
    if (n && n[0] != '[') {
        /* An absent class is null; a malformed one (or one whose
         * superclass is missing) throws. */
        c = cl_load_boot(t, n);
    }
    free(n);
    ret->l = mirror(c);
}

NATIVE(app_loader_find_on_class_path0)
{
    char *n = internal_from_dotted(a[1].l);
    size_t len = 0;
    uint8_t *bytes = n ? cl_read_app_class(n, &len) : NULL;
    if (bytes) {
        Class *c = cl_define(t, a[0].l, n, bytes, len);
        free(bytes);
        ret->l = mirror(c);
    }
    free(n);
}

/* ------------------------------------------------------------------ */
/* java.lang.ref.Reference                                             */
/* ------------------------------------------------------------------ */

NATIVE(ref_get_and_clear_pending) { ret->l = heap_take_pending_references(); }
NATIVE(ref_has_pending) { ret->i = heap_has_pending_references(); }
NATIVE(ref_wait_pending) { heap_wait_pending_references(t); }

/* ------------------------------------------------------------------ */
/* java.lang.reflect.Array                                             */
/* ------------------------------------------------------------------ */

NATIVE(array_new_array)
{
    if (!a[0].l) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    Class *c = mirror_class(a[0].l);
    if (c->prim_type == T_VOID) {
        exc_throw(t, "java/lang/IllegalArgumentException", NULL);
        return;
    }
    Class *ac = cls_array_of(t, c);
    if (ac)
        ret->l = heap_new_array(t, ac, a[1].i);
}

NATIVE(array_multi_new_array)
{
    if (!a[0].l || !a[1].l) {
        exc_throw(t, "java/lang/NullPointerException", NULL);
        return;
    }
    Object *dims = a[1].l;
    int n = ARRAY_LENGTH(dims);
    if (n == 0 || n > 255) {
        exc_throw(t, "java/lang/IllegalArgumentException", n ? "Dimension array too large" : "Empty dimensions array");
        return;
    }
    Class *c = mirror_class(a[0].l);
    for (int i = 0; i < n; i++) {
        if (ARRAY_DATA(dims, int32_t)[i] < 0) {
            exc_throwf(t, "java/lang/NegativeArraySizeException", "%d", ARRAY_DATA(dims, int32_t)[i]);
            return;
        }
        c = cls_array_of(t, c);
        if (!c)
            return;
    }
    int32_t counts[256];
    memcpy(counts, ARRAY_DATA(dims, int32_t), (size_t)n * 4);
    ret->l = vm_multi_new_array(t, c, n, counts, 0);
}

static int check_array(Thread *t, Object *arr)
{
    if (!arr)
        return exc_throw(t, "java/lang/NullPointerException", NULL);
    if (!arr->klass->is_array)
        return exc_throw(t, "java/lang/IllegalArgumentException", "Argument is not an array");
    return 0;
}

NATIVE(array_get_length)
{
    if (check_array(t, a[0].l) == 0)
        ret->i = ARRAY_LENGTH(a[0].l);
}

static Object *box(Thread *t, uint8_t type, const void *p)
{
    static const char *names[][2] = {
        { "Z", "java/lang/Boolean" }, { "B", "java/lang/Byte" }, { "C", "java/lang/Character" },
        { "S", "java/lang/Short" }, { "I", "java/lang/Integer" }, { "J", "java/lang/Long" },
        { "F", "java/lang/Float" }, { "D", "java/lang/Double" },
    };
    for (size_t i = 0; i < AVM_ARRAY_LEN(names); i++) {
        if (names[i][0][0] != type)
            continue;
        Class *c = cl_load_boot(t, names[i][1]);
        if (!c || cls_init(t, c) != 0)
            return NULL;
        Field *f = cls_find_declared_field(c, "value", NULL);
        Object *o = heap_new_object(t, c);
        if (o && f)
            memcpy((char *)o + f->offset, p, f->size);
        return o;
    }
    return NULL;
}

NATIVE(array_get)
{
    Object *arr = a[0].l;
    int32_t i = a[1].i;
    if (check_array(t, arr) != 0)
        return;
    if ((uint32_t)i >= (uint32_t)ARRAY_LENGTH(arr)) {
        exc_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);   /* no message, as in HotSpot */
        return;
    }
    Class *c = arr->klass;
    void *p = ARRAY_DATA(arr, char) + (size_t)i * c->elem_size;
    ret->l = c->elem_type == T_OBJECT ? *(Object **)p : box(t, c->elem_type, p);
}

NATIVE(array_set)
{
    Object *arr = a[0].l, *v = a[2].l;
    int32_t i = a[1].i;
    if (check_array(t, arr) != 0)
        return;
    if ((uint32_t)i >= (uint32_t)ARRAY_LENGTH(arr)) {
        exc_throw(t, "java/lang/ArrayIndexOutOfBoundsException", NULL);   /* no message, as in HotSpot */
        return;
    }
    Class *c = arr->klass;
    void *p = ARRAY_DATA(arr, char) + (size_t)i * c->elem_size;
    if (c->elem_type == T_OBJECT) {
        if (v && !cls_is_assignable(v->klass, c->component)) {
            exc_throw(t, "java/lang/IllegalArgumentException", "array element type mismatch");
            return;
        }
        *(Object **)p = v;
        return;
    }
    /* Unboxing with widening is not needed by the library: exact types only. */
    if (!v) {
        exc_throw(t, "java/lang/IllegalArgumentException", NULL);
        return;
    }
    Field *f = cls_find_declared_field(v->klass, "value", NULL);
    if (!f || f->type != c->elem_type || v->klass->loader) {
        exc_throw(t, "java/lang/IllegalArgumentException", "argument type mismatch");
        return;
    }
    memcpy(p, (char *)v + f->offset, f->size);
}

/* ------------------------------------------------------------------ */
/* java.lang.reflect.Executable and Field                              */
/* ------------------------------------------------------------------ */

/* The reflection objects that JNI ToReflectedMethod/ToReflectedField make
 * carry the address of the VM's record in `long vmMember`; these natives
 * receive it as their argument. The modifiers are the access flags HotSpot
 * reports through reflection. */
#define METHOD_MODIFIERS (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL | ACC_SYNCHRONIZED | \
                          ACC_BRIDGE | ACC_VARARGS | ACC_NATIVE | ACC_ABSTRACT | ACC_STRICT | ACC_SYNTHETIC)
#define FIELD_MODIFIERS (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL | ACC_VOLATILE | \
                         ACC_TRANSIENT | ACC_ENUM | ACC_SYNTHETIC)

static Method *member_method(const Slot *a) { return (Method *)(uintptr_t)a[0].j; }
static Field *member_field(const Slot *a) { return (Field *)(uintptr_t)a[0].j; }

/* The class of the descriptor type at *d, loaded through `loader`; *d moves
 * past the type. NULL with a pending exception when it cannot be loaded. */
static Class *descriptor_class(Thread *t, const char **d, Object *loader)
{
    const char *p = *d;
    while (*p == '[')
        p++;
    if (*p == 'L')
        p = strchr(p, ';');
    size_t len = (size_t)(p - *d) + 1;
    const char *start = *d;
    *d = p + 1;
    if (len == 1)
        return cls_primitive((uint8_t)*start);
    /* "Lpkg/Name;" is loaded as "pkg/Name", an array by its descriptor. */
    int plain = start[0] == 'L';
    char *name = strndup(start + plain, len - 2 * plain);
    if (!name) {
        exc_throw(t, "java/lang/OutOfMemoryError", NULL);
        return NULL;
    }
    Class *c = cl_load(t, name, loader);
    free(name);
    return c;
}

/* A Class[] of the given classes. */
static Object *class_array(Thread *t, Class **classes, int n)
{
    Object *arr = heap_new_array(t, wk.class_array, n);
    for (int i = 0; arr && i < n; i++)
        ARRAY_DATA(arr, Object *)[i] = classes[i]->mirror;
    return arr;
}

static int parameter_count(const Method *m)
{
    int n = 0;
    for (const char *d = m->desc + 1; *d != ')'; n++) {
        while (*d == '[')
            d++;
        d = *d == 'L' ? strchr(d, ';') + 1 : d + 1;
    }
    return n;
}

NATIVE(executable_get_name0) { ret->l = str_intern_utf8(t, member_method(a)->name); }
NATIVE(executable_get_modifiers0) { ret->i = member_method(a)->access_flags & METHOD_MODIFIERS; }
NATIVE(executable_get_parameter_count0) { ret->i = parameter_count(member_method(a)); }

NATIVE(executable_get_return_type0)
{
    Method *m = member_method(a);
    const char *d = strchr(m->desc, ')') + 1;
    Class *c = descriptor_class(t, &d, m->klass->loader);
    ret->l = c ? c->mirror : NULL;
}

/* Classes are loaded before the array is made: loading may run Java code
 * and collect, and a Class record keeps its mirror alive. */
NATIVE(executable_get_parameter_types0)
{
    Method *m = member_method(a);
    int n = parameter_count(m);
    Class **types = malloc(sizeof(Class *) * (size_t)(n ? n : 1));
    if (!types) {
        exc_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    const char *d = m->desc + 1;
    int i = 0;
    while (i < n && (types[i] = descriptor_class(t, &d, m->klass->loader)) != NULL)
        i++;
    if (i == n)
        ret->l = class_array(t, types, n);
    free(types);
}

NATIVE(executable_get_exception_types0)
{
    Method *m = member_method(a);
    int n = m->cf ? m->cf->exception_count : 0;
    Class **types = malloc(sizeof(Class *) * (size_t)(n ? n : 1));
    if (!types) {
        exc_throw(t, "java/lang/OutOfMemoryError", NULL);
        return;
    }
    int i = 0;
    for (; i < n; i++) {
        const char *name = cf_class_name(m->klass->cf, m->cf->exceptions[i]);
        if (!name) {
            exc_throw(t, "java/lang/ClassFormatError", "bad Exceptions attribute");
            break;
        }
        if (!(types[i] = cl_load(t, name, m->klass->loader)))
            break;
    }
    if (i == n)
        ret->l = class_array(t, types, n);
    free(types);
}

NATIVE(field_get_name0) { ret->l = str_intern_utf8(t, member_field(a)->name); }
NATIVE(field_get_modifiers0) { ret->i = member_field(a)->access_flags & FIELD_MODIFIERS; }

NATIVE(field_get_type0)
{
    Field *f = member_field(a);
    const char *d = f->desc;
    Class *c = descriptor_class(t, &d, f->klass->loader);
    ret->l = c ? c->mirror : NULL;
}

/* ------------------------------------------------------------------ */
/* Table                                                               */
/* ------------------------------------------------------------------ */

static const VmNativeDef lang_natives[] = {
    { "java/lang/Object", "getClass", "()Ljava/lang/Class;", object_get_class },
    { "java/lang/Object", "hashCode", "()I", object_hash_code },
    { "java/lang/Object", "clone", "()Ljava/lang/Object;", object_clone },
    { "java/lang/Object", "notify", "()V", object_notify },
    { "java/lang/Object", "notifyAll", "()V", object_notify_all },
    { "java/lang/Object", "wait", "(J)V", object_wait },
    { "java/lang/Class", "getName0", "()Ljava/lang/String;", class_get_name0 },
    { "java/lang/Class", "forName0", "(Ljava/lang/String;ZLjava/lang/ClassLoader;Z)Ljava/lang/Class;", class_for_name0 },
    { "java/lang/Class", "isInstance", "(Ljava/lang/Object;)Z", class_is_instance },
    { "java/lang/Class", "isAssignableFrom", "(Ljava/lang/Class;)Z", class_is_assignable_from },
    { "java/lang/Class", "isInterface", "()Z", class_is_interface },
    { "java/lang/Class", "isArray", "()Z", class_is_array },
    { "java/lang/Class", "isPrimitive", "()Z", class_is_primitive },
    { "java/lang/Class", "isHidden0", "()Z", class_is_hidden },
    { "java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", class_get_superclass },
    { "java/lang/Class", "getInterfaces0", "()[Ljava/lang/Class;", class_get_interfaces0 },
    { "java/lang/Class", "getComponentType", "()Ljava/lang/Class;", class_get_component_type },
    { "java/lang/Class", "getModifiers", "()I", class_get_modifiers },
    { "java/lang/Class", "getClassLoader0", "()Ljava/lang/ClassLoader;", class_get_class_loader0 },
    { "java/lang/Module", "getPackages0", "()[Ljava/lang/String;", module_get_packages0 },
    { "java/lang/Class", "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", class_get_primitive_class },
    { "java/lang/Class", "getEnumConstants0", "()[Ljava/lang/Object;", class_get_enum_constants0 },
    { "java/lang/Class", "getSimpleBinaryName0", "()Ljava/lang/String;", class_get_simple_binary_name0 },
    { "java/lang/Class", "getDeclaringClass0", "()Ljava/lang/Class;", class_get_declaring_class0 },
    { "java/lang/Class", "newInstance0", "()Ljava/lang/Object;", class_new_instance0 },
    { "java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", system_arraycopy },
    { "java/lang/System", "currentTimeMillis", "()J", system_current_time_millis },
    { "java/lang/System", "nanoTime", "()J", system_nano_time },
    { "java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", system_identity_hash_code },
    { "java/lang/System", "vmProperties", "()[Ljava/lang/String;", system_vm_properties },
    { "java/lang/System", "getenv0", "(Ljava/lang/String;)Ljava/lang/String;", system_getenv0 },
    { "java/lang/System", "environ0", "()[Ljava/lang/String;", system_environ0 },
    { "java/lang/System", "setIn0", "(Ljava/io/InputStream;)V", system_set_in0 },
    { "java/lang/System", "setOut0", "(Ljava/io/PrintStream;)V", system_set_out0 },
    { "java/lang/System", "setErr0", "(Ljava/io/PrintStream;)V", system_set_err0 },
    { "java/lang/System", "mapLibraryName", "(Ljava/lang/String;)Ljava/lang/String;", system_map_library_name },
    { "java/lang/Runtime", "availableProcessors", "()I", runtime_available_processors },
    { "java/lang/Runtime", "freeMemory", "()J", runtime_free_memory },
    { "java/lang/Runtime", "totalMemory", "()J", runtime_total_memory },
    { "java/lang/Runtime", "maxMemory", "()J", runtime_max_memory },
    { "java/lang/Runtime", "gc", "()V", runtime_gc },
    { "java/lang/Runtime", "load0", "(Ljava/lang/Class;Ljava/lang/String;)V", runtime_load0 },
    { "java/lang/Runtime", "loadLibrary0", "(Ljava/lang/Class;Ljava/lang/String;)V", runtime_load_library0 },
    { "java/lang/Shutdown", "halt0", "(I)V", shutdown_halt0 },
    { "java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", thread_current_thread },
    { "java/lang/Thread", "start0", "()V", thread_start0 },
    { "java/lang/Thread", "sleep0", "(J)V", thread_sleep0 },
    { "java/lang/Thread", "yield", "()V", thread_yield },
    { "java/lang/Thread", "interrupt0", "()V", thread_interrupt0 },
    { "java/lang/Thread", "suspend0", "()V", thread_suspend0 },
    { "java/lang/Thread", "resume0", "()V", thread_resume0 },
    { "java/lang/Thread", "stop0", "(Ljava/lang/Object;)V", thread_stop0 },
    { "java/lang/Thread", "isInterrupted0", "(Z)Z", thread_is_interrupted0 },
    { "java/lang/Thread", "isAlive", "()Z", thread_is_alive },
    { "java/lang/Thread", "setPriority0", "(I)V", thread_set_priority0 },
    { "java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", thread_holds_lock },
    { "java/lang/Thread", "getThreadStatus0", "()I", thread_get_thread_status0 },
    { "java/lang/Thread", "getStackTrace0", "()[Ljava/lang/StackTraceElement;", thread_get_stack_trace0 },
    { "java/lang/Thread", "getThreads0", "()[Ljava/lang/Thread;", thread_get_threads0 },
    { "java/lang/Throwable", "fillInStackTrace", "(I)Ljava/lang/Throwable;", throwable_fill_in_stack_trace },
    { "java/lang/Throwable", "getStackTrace0", "()[Ljava/lang/StackTraceElement;", throwable_get_stack_trace0 },
    { "java/lang/NullPointerException", "getExtendedNPEMessage", "()Ljava/lang/String;", npe_get_extended_message },
    { "java/lang/String", "intern", "()Ljava/lang/String;", string_intern },
    { "java/lang/StrictMath", "sin", "(D)D", math_sin },
    { "java/lang/StrictMath", "cos", "(D)D", math_cos },
    { "java/lang/StrictMath", "tan", "(D)D", math_tan },
    { "java/lang/StrictMath", "asin", "(D)D", math_asin },
    { "java/lang/StrictMath", "acos", "(D)D", math_acos },
    { "java/lang/StrictMath", "atan", "(D)D", math_atan },
    { "java/lang/StrictMath", "exp", "(D)D", math_exp },
    { "java/lang/StrictMath", "log", "(D)D", math_log },
    { "java/lang/StrictMath", "log10", "(D)D", math_log10 },
    { "java/lang/StrictMath", "sqrt", "(D)D", math_sqrt },
    { "java/lang/StrictMath", "cbrt", "(D)D", math_cbrt },
    { "java/lang/StrictMath", "sinh", "(D)D", math_sinh },
    { "java/lang/StrictMath", "cosh", "(D)D", math_cosh },
    { "java/lang/StrictMath", "tanh", "(D)D", math_tanh },
    { "java/lang/StrictMath", "expm1", "(D)D", math_expm1 },
    { "java/lang/StrictMath", "log1p", "(D)D", math_log1p },
    { "java/lang/StrictMath", "IEEEremainder", "(DD)D", math_ieee_remainder },
    { "java/lang/StrictMath", "atan2", "(DD)D", math_atan2 },
    { "java/lang/StrictMath", "hypot", "(DD)D", math_hypot },
    { "java/lang/StrictMath", "pow", "(DD)D", math_pow },
    { "java/lang/StrictMath", "fma", "(DDD)D", math_fma },
    { "java/lang/Double", "doubleToRawLongBits", "(D)J", double_to_raw_long_bits },
    { "java/lang/Double", "longBitsToDouble", "(J)D", double_long_bits_to_double },
    { "java/lang/Double", "toStringImpl", "(D)Ljava/lang/String;", double_to_string_impl },
    { "java/lang/Double", "parseDoubleImpl", "(Ljava/lang/String;)D", double_parse_impl },
    { "java/lang/Float", "floatToRawIntBits", "(F)I", float_to_raw_int_bits },
    { "java/lang/Float", "intBitsToFloat", "(I)F", float_int_bits_to_float },
    { "java/lang/Float", "toStringImpl", "(F)Ljava/lang/String;", float_to_string_impl },
    { "java/lang/Float", "parseFloatImpl", "(Ljava/lang/String;)F", float_parse_impl },
    { "java/lang/ClassLoader", "defineClass0", "(Ljava/lang/String;[BII)Ljava/lang/Class;", loader_define_class0 },
    { "java/lang/ClassLoader", "findLoadedClass0", "(Ljava/lang/String;)Ljava/lang/Class;", loader_find_loaded_class0 },
    { "java/lang/ClassLoader", "findBootstrapClass", "(Ljava/lang/String;)Ljava/lang/Class;", loader_find_bootstrap_class },
    { "jdk/internal/loader/BuiltinClassLoader", "findBootstrapClass0", "(Ljava/lang/String;)Ljava/lang/Class;", loader_find_bootstrap_class },
    { "jdk/internal/loader/ClassLoaders$AppClassLoader", "findOnClassPath0", "(Ljava/lang/String;)Ljava/lang/Class;", app_loader_find_on_class_path0 },
    { "java/lang/ref/Reference", "getAndClearReferencePendingList", "()Ljava/lang/ref/Reference;", ref_get_and_clear_pending },
    { "java/lang/ref/Reference", "hasReferencePendingList", "()Z", ref_has_pending },
    { "java/lang/ref/Reference", "waitForReferencePendingList", "()V", ref_wait_pending },
    { "java/lang/reflect/Array", "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", array_new_array },
    { "java/lang/reflect/Array", "multiNewArray", "(Ljava/lang/Class;[I)Ljava/lang/Object;", array_multi_new_array },
    { "java/lang/reflect/Array", "getLength", "(Ljava/lang/Object;)I", array_get_length },
    { "java/lang/reflect/Array", "get", "(Ljava/lang/Object;I)Ljava/lang/Object;", array_get },
    { "java/lang/reflect/Array", "set", "(Ljava/lang/Object;ILjava/lang/Object;)V", array_set },
    { "java/lang/reflect/Executable", "getName0", "(J)Ljava/lang/String;", executable_get_name0 },
    { "java/lang/reflect/Executable", "getModifiers0", "(J)I", executable_get_modifiers0 },
    { "java/lang/reflect/Executable", "getReturnType0", "(J)Ljava/lang/Class;", executable_get_return_type0 },
    { "java/lang/reflect/Executable", "getParameterTypes0", "(J)[Ljava/lang/Class;", executable_get_parameter_types0 },
    { "java/lang/reflect/Executable", "getParameterCount0", "(J)I", executable_get_parameter_count0 },
    { "java/lang/reflect/Executable", "getExceptionTypes0", "(J)[Ljava/lang/Class;", executable_get_exception_types0 },
    { "java/lang/reflect/Field", "getName0", "(J)Ljava/lang/String;", field_get_name0 },
    { "java/lang/reflect/Field", "getModifiers0", "(J)I", field_get_modifiers0 },
    { "java/lang/reflect/Field", "getType0", "(J)Ljava/lang/Class;", field_get_type0 },
    { NULL, NULL, NULL, NULL }
};

void classlib_register_io_natives(void);
void classlib_register_reflect_natives(void);
void classlib_register_concurrent_natives(void);
void classlib_register_math_natives(void);
void classlib_register_zip_natives(void);
void classlib_register_management_natives(void);
void classlib_register_process_natives(void);

void classlib_register_natives(void)
{
    nat_register_table(lang_natives);
    classlib_register_io_natives();
    classlib_register_reflect_natives();
    classlib_register_concurrent_natives();
    classlib_register_math_natives();
    classlib_register_zip_natives();
    classlib_register_management_natives();
    classlib_register_process_natives();
}
