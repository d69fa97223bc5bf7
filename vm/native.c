/*
 * Native methods: binding and calling.
 *
 * A native method binds, on first call, to (1) a VM-internal native of the
 * class library registered with nat_register_table, else (2) a JNI function
 * found by its short, then long, mangled name in the libraries loaded so
 * far (and in the process itself), or (3) what RegisterNatives gave. JNI
 * functions are called through libffi with a call interface prepared once
 * per method from its descriptor.
 */
#define _GNU_SOURCE
#include "vm/native.h"

#include <dlfcn.h>
#include <ffi.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/jni_impl.h"
#include "vm/thread.h"
#include "vm/vm.h"

/* ------------------------------------------------------------------ */
/* VM-internal natives                                                 */
/* ------------------------------------------------------------------ */

#define MAX_TABLES 64
static const VmNativeDef *tables[MAX_TABLES];
static int table_count;

void nat_register_table(const VmNativeDef *defs)
{
    if (table_count < MAX_TABLES)
        tables[table_count++] = defs;
}

static VmNativeFn find_vm_native(const Method *m)
{
    for (int i = 0; i < table_count; i++)
        for (const VmNativeDef *d = tables[i]; d->klass; d++)
            if (strcmp(d->klass, m->klass->name) == 0 && strcmp(d->name, m->name) == 0 &&
                strcmp(d->desc, m->desc) == 0)
                return d->fn;
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Libraries                                                           */
/* ------------------------------------------------------------------ */

typedef struct Library {
    char *path;
    void *handle;
    Object *loader;
    struct Library *next;
} Library;

static Library *libraries;
static pthread_mutex_t lib_lock = PTHREAD_MUTEX_INITIALIZER;

int nat_load_library(Thread *t, const char *path, Object *loader)
{
    pthread_mutex_lock(&lib_lock);
    for (Library *l = libraries; l; l = l->next)
        if (strcmp(l->path, path) == 0) {
            pthread_mutex_unlock(&lib_lock);
            return 0;
        }
    pthread_mutex_unlock(&lib_lock);
    void *h = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
    if (!h)
        return exc_throwf(t, "java/lang/UnsatisfiedLinkError", "Can't load library: %s", path);
    Library *l = calloc(1, sizeof *l);
    l->path = strdup(path);
    l->handle = h;
    l->loader = loader;
    pthread_mutex_lock(&lib_lock);
    l->next = libraries;
    libraries = l;
    pthread_mutex_unlock(&lib_lock);

    jint (*onload)(JavaVM *, void *) = (jint (*)(JavaVM *, void *))dlsym(h, "JNI_OnLoad");
    if (onload) {
        jint v = onload(jni_vm, NULL);
        if (t->exception)
            return -1;
        if (v != JNI_VERSION_1_1 && v != JNI_VERSION_1_2 && v != JNI_VERSION_1_4 && v != JNI_VERSION_1_6 &&
            v != JNI_VERSION_1_8 && v != JNI_VERSION_9 && v != JNI_VERSION_10)
            return exc_throwf(t, "java/lang/UnsatisfiedLinkError", "unsupported JNI version 0x%x required by %s", (unsigned)v, path);
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* Name mangling (JNI specification, "Resolving Native Method Names")  */
/* ------------------------------------------------------------------ */

static size_t mangle_into(const char *s, const char *end, char *out, size_t n, size_t size)
{
    while (*s && (!end || s < end)) {
        unsigned char c = (unsigned char)*s;
        uint32_t cp = c;
        int len = 1;
        if (c >= 0xE0 && s[1] && s[2]) {
            cp = ((c & 0x0F) << 12) | ((s[1] & 0x3F) << 6) | (s[2] & 0x3F);
            len = 3;
        } else if (c >= 0xC0 && s[1]) {
            cp = ((c & 0x1F) << 6) | (s[1] & 0x3F);
            len = 2;
        }
        char tmp[8];
        const char *rep = tmp;
        if (cp == '/')
            rep = "_";
        else if (cp == '_')
            rep = "_1";
        else if (cp == ';')
            rep = "_2";
        else if (cp == '[')
            rep = "_3";
        else if ((cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9'))
            tmp[0] = (char)cp, tmp[1] = 0;
        else
            snprintf(tmp, sizeof tmp, "_0%04x", cp);
        for (const char *r = rep; *r && n + 1 < size; r++)
            out[n++] = *r;
        s += len;
    }
    out[n] = 0;
    return n;
}

void nat_mangle(const Method *m, int long_name, char *buf, size_t size)
{
    size_t n = (size_t)snprintf(buf, size, "Java_");
    n = mangle_into(m->klass->name, NULL, buf, n, size);
    if (n + 1 < size)
        buf[n++] = '_';
    n = mangle_into(m->name, NULL, buf, n, size);
    if (long_name && n + 2 < size) {
        buf[n++] = '_';
        buf[n++] = '_';
        const char *close = strchr(m->desc, ')');
        mangle_into(m->desc + 1, close, buf, n, size);
    }
}

static void *find_symbol(const char *name)
{
    void *sym = NULL;
    pthread_mutex_lock(&lib_lock);
    for (Library *l = libraries; l && !sym; l = l->next)
        sym = dlsym(l->handle, name);
    pthread_mutex_unlock(&lib_lock);
    if (!sym)
        sym = dlsym(RTLD_DEFAULT, name);
    return sym;
}

/* ------------------------------------------------------------------ */
/* libffi call interfaces                                              */
/* ------------------------------------------------------------------ */

static ffi_type *ffi_type_of(char c)
{
    switch (c) {
    case 'Z': return &ffi_type_uint8;
    case 'B': return &ffi_type_sint8;
    case 'C': return &ffi_type_uint16;
    case 'S': return &ffi_type_sint16;
    case 'I': return &ffi_type_sint32;
    case 'J': return &ffi_type_sint64;
    case 'F': return &ffi_type_float;
    case 'D': return &ffi_type_double;
    case 'V': return &ffi_type_void;
    default: return &ffi_type_pointer;
    }
}

/* Descriptor argument types as chars ('L' for any reference). */
static int arg_chars(const char *desc, char *out, int max)
{
    int n = 0;
    for (const char *p = desc + 1; *p && *p != ')' && n < max; p++) {
        char c = *p;
        if (c == '[') {
            while (p[1] == '[')
                p++;
            if (p[1] == 'L')
                p = strchr(p, ';');
            else
                p++;
            c = 'L';
        } else if (c == 'L') {
            p = strchr(p, ';');
        }
        out[n++] = c;
        if (!p)
            break;
    }
    return n;
}

/* The direct call: on x86-64 (System V) a function of at most six
 * integer or pointer arguments returning void, an integer or a pointer
 * takes them all in the same six registers and returns in rax, whatever
 * their C types; such a method is called through one pointer type (call_direct), without
 * libffi (which cost some 40 ns a call, a third of the time of programs
 * calling a small native per method, as the HPROF agent's tracker does).
 * The arguments are extended to 64 bits as their types ask; the result is
 * narrowed by its descriptor character as libffi's is. Not with clang,
 * whose -fsanitize=function would rightly object to the cast. */
#if defined(__x86_64__) && defined(__linux__) && !defined(__clang__)
#define NAT_DIRECT 1
typedef uint64_t (*DirectFn)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t);
#else
#define NAT_DIRECT 0
#endif

typedef struct CallInfo {
    ffi_cif cif;
    int nargs;                    /* Java arguments, without env/class */
    int direct;                   /* callable as a DirectFn */
    int ints;                     /* direct, and every argument an int */
    char ret;                     /* the return type's descriptor character */
    char types[256];
    ffi_type *ffi_args[258];
} CallInfo;

/* A method's binding (vm_native, jni_native, ffi_cif) may be made by two
 * threads calling it for the first time at once, or by RegisterNatives
 * while it runs. Each part is published with a release store and read with
 * an acquire load; the call interface is prepared under bind_lock, so that
 * there is only ever one. */
static pthread_mutex_t bind_lock = PTHREAD_MUTEX_INITIALIZER;

static int prepare(Method *m)
{
    CallInfo *ci = calloc(1, sizeof *ci);
    if (!ci)
        return -1;
    ci->nargs = arg_chars(m->desc, ci->types, 255);
    ci->ffi_args[0] = &ffi_type_pointer;          /* JNIEnv* */
    ci->ffi_args[1] = &ffi_type_pointer;          /* jobject this / jclass */
    for (int i = 0; i < ci->nargs; i++)
        ci->ffi_args[i + 2] = ffi_type_of(ci->types[i]);
    const char *r = strchr(m->desc, ')');
    ci->ret = r[1];
    ci->direct = NAT_DIRECT && ci->nargs <= 4 && ci->ret != 'F' && ci->ret != 'D';
    ci->ints = ci->direct;
    for (int i = 0; i < ci->nargs; i++) {
        if (ci->types[i] == 'F' || ci->types[i] == 'D')
            ci->direct = 0;
        if (ci->types[i] != 'I')
            ci->ints = 0;
    }
    ci->ints &= ci->direct;
    if (ffi_prep_cif(&ci->cif, FFI_DEFAULT_ABI, (unsigned)ci->nargs + 2, ffi_type_of(r[1]), ci->ffi_args) != FFI_OK) {
        free(ci);
        return -1;
    }
    __atomic_store_n(&m->ffi_cif, ci, __ATOMIC_RELEASE);
    return 0;
}

static CallInfo *call_info(Method *m)
{
    CallInfo *ci = __atomic_load_n(&m->ffi_cif, __ATOMIC_ACQUIRE);
    if (ci)
        return ci;
    pthread_mutex_lock(&bind_lock);
    if (!m->ffi_cif)
        AVM_IGNORE(prepare(m));
    ci = m->ffi_cif;
    pthread_mutex_unlock(&bind_lock);
    return ci;
}

static int bind_jni(Method *m, void *fn)
{
    if (!call_info(m))
        return -1;
    __atomic_store_n(&m->jni_native, fn, __ATOMIC_RELEASE);
    return 0;
}

/* RegisterNatives. */
int nat_register_jni(Method *m, void *fn)
{
    Thread *t = thr_current();
    if (t && fn)
        EV_RAISE(EV_NATIVE_METHOD_BIND, ev_native_method_bind(t, m, fn, &fn));
    return bind_jni(m, fn);
}

NatPrefixProvider nat_prefix_provider;

/* Look up the JNI function of m by its short, then long, name; with a
 * name override for prefix stripping. */
static void *find_jni_function(const Method *m, const char *name)
{
    Method copy = *m;
    copy.name = name;
    char sym[1024];
    nat_mangle(&copy, 0, sym, sizeof sym);
    void *fn = find_symbol(sym);
    if (!fn) {
        nat_mangle(&copy, 1, sym, sizeof sym);
        fn = find_symbol(sym);
    }
    return fn;
}

/* JVMTI native method prefixes: strip each prefix in turn (the order the
 * agents gave) while the remaining name still starts with it. */
static void *find_with_prefixes(const Method *m)
{
    const char **prefixes = NULL;
    int n = nat_prefix_provider ? nat_prefix_provider(&prefixes) : 0;
    const char *name = m->name;
    void *fn = NULL;
    for (int i = 0; i < n && !fn; i++) {
        size_t len = strlen(prefixes[i]);
        if (len && strncmp(name, prefixes[i], len) == 0) {
            name += len;
            fn = find_jni_function(m, name);
        }
    }
    free(prefixes);
    return fn;
}

int nat_bind(Thread *t, Method *m)
{
    VmNativeFn vf = find_vm_native(m);
    if (vf) {
        __atomic_store_n(&m->vm_native, vf, __ATOMIC_RELEASE);
        return 0;
    }
    void *fn = find_jni_function(m, m->name);
    if (!fn)
        fn = find_with_prefixes(m);
    if (!fn) {
        char cn[512];
        cls_external_name(m->klass, cn, sizeof cn);
        return exc_throwf(t, "java/lang/UnsatisfiedLinkError", "'%s %s.%s%s'", "native", cn, m->name, m->desc);
    }
    EV_RAISE(EV_NATIVE_METHOD_BIND, ev_native_method_bind(t, m, fn, &fn));
    if (bind_jni(m, fn) != 0)
        return exc_throw(t, "java/lang/OutOfMemoryError", "native call interface");
    return 0;
}

#if NAT_DIRECT
/* The direct call (see DirectFn): the arguments go from the slots to the
 * registers in one pass, each narrowed or extended as its type asks (ints
 * are already sign-extended in their slots), references as local
 * references; neither libffi's argument arrays nor a second pass. */
static int call_direct(Thread *t, Method *m, const CallInfo *ci, void *fn, Slot *args, Slot *result)
{
    uint64_t a[6] = { 0, 0, 0, 0, 0, 0 };
    a[0] = (uint64_t)(uintptr_t)jni_env(t);
    int s = 0;
    if (m->access_flags & ACC_STATIC)
        a[1] = (uint64_t)(uintptr_t)jni_new_local(t, m->klass->mirror);
    else
        a[1] = (uint64_t)(uintptr_t)jni_new_local(t, args[s++].l);
    if (ci->ints) {
        for (int i = 0; i < ci->nargs; i++)
            a[i + 2] = (uint64_t)(int64_t)args[s + i].i;
    } else for (int i = 0; i < ci->nargs; i++, s++) {
        switch (ci->types[i]) {
        case 'I': a[i + 2] = (uint64_t)(int64_t)args[s].i; break;
        case 'Z': a[i + 2] = (uint8_t)args[s].i; break;
        case 'B': a[i + 2] = (uint64_t)(int64_t)(int8_t)args[s].i; break;
        case 'C': a[i + 2] = (uint16_t)args[s].i; break;
        case 'S': a[i + 2] = (uint64_t)(int64_t)(int16_t)args[s].i; break;
        case 'J': a[i + 2] = (uint64_t)args[s++].j; break;
        default: a[i + 2] = (uint64_t)(uintptr_t)jni_new_local(t, args[s].l); break;
        }
    }
    thr_enter_native(t);
    uint64_t r = ((DirectFn)fn)(a[0], a[1], a[2], a[3], a[4], a[5]);
    thr_leave_native(t);
    switch (ci->ret) {
    case 'V': break;
    case 'Z': result->i = (uint8_t)r != 0; break;
    case 'B': result->i = (int8_t)r; break;
    case 'C': result->i = (uint16_t)r; break;
    case 'S': result->i = (int16_t)r; break;
    case 'I': result->i = (int32_t)r; break;
    case 'J': result->j = (int64_t)r; break;
    default: result->l = jni_deref((jobject)(uintptr_t)r); break;
    }
    return t->exception ? -1 : 0;
}
#endif

/* Through libffi: any signature. Out of line, so that its argument arrays
 * (4 KiB of stack) are no cost to the direct call. */
static __attribute__((noinline)) int call_ffi(Thread *t, Method *m, const CallInfo *ci, void *fn, Slot *args,
                                              Slot *result)
{
    void *values[258];
    union { jobject l; jint i; jlong j; jfloat f; jdouble d; jbyte b; jchar c; jshort s; jboolean z; } conv[258];
    JNIEnv *env = jni_env(t);
    values[0] = &env;
    int static_m = (m->access_flags & ACC_STATIC) != 0;
    conv[1].l = jni_new_local(t, static_m ? m->klass->mirror : args[0].l);
    values[1] = &conv[1];
    int s = static_m ? 0 : 1;
    for (int i = 0; i < ci->nargs; i++) {
        switch (ci->types[i]) {
        case 'Z': conv[i + 2].z = (jboolean)args[s].i; break;
        case 'B': conv[i + 2].b = (jbyte)args[s].i; break;
        case 'C': conv[i + 2].c = (jchar)args[s].i; break;
        case 'S': conv[i + 2].s = (jshort)args[s].i; break;
        case 'I': conv[i + 2].i = args[s].i; break;
        case 'F': conv[i + 2].f = args[s].f; break;
        case 'J': conv[i + 2].j = args[s].j; s++; break;
        case 'D': conv[i + 2].d = args[s].d; s++; break;
        default: conv[i + 2].l = jni_new_local(t, args[s].l); break;
        }
        s++;
        values[i + 2] = &conv[i + 2];
    }
    ffi_arg rv[2] = { 0, 0 };
    {
        /* Native code runs "in native": the GC may run meanwhile. Every JNI
         * function switches back to Java state while it touches the heap. */
        thr_enter_native(t);
        ffi_call((ffi_cif *)&ci->cif, FFI_FN(fn), rv, values);
        thr_leave_native(t);
    }
    switch (ci->ret) {
    case 'V': break;
    case 'Z': result->i = (uint8_t)rv[0] != 0; break;
    case 'B': result->i = (int8_t)rv[0]; break;
    case 'C': result->i = (uint16_t)rv[0]; break;
    case 'S': result->i = (int16_t)rv[0]; break;
    case 'I': result->i = (int32_t)rv[0]; break;
    case 'J': memcpy(&result->j, rv, 8); break;
    case 'F': memcpy(&result->f, rv, 4); break;
    case 'D': memcpy(&result->d, rv, 8); break;
    default: {
        jobject ref;
        memcpy(&ref, rv, sizeof ref);
        result->l = jni_deref(ref);
        break;
    }
    }
    return t->exception ? -1 : 0;
}

/* Call a JNI function: reference arguments become local references. */
int nat_call_jni(Thread *t, Method *m, Slot *args, Slot *result)
{
    CallInfo *ci = call_info(m);
    if (!ci)
        return exc_throw(t, "java/lang/OutOfMemoryError", "native call interface");
    void *fn = __atomic_load_n(&m->jni_native, __ATOMIC_ACQUIRE);
#if NAT_DIRECT
    if (ci->direct)
        return call_direct(t, m, ci, fn, args, result);
#endif
    return call_ffi(t, m, ci, fn, args, result);
}
