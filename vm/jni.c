/*
 * The JNI function table (JNI specification chapter 4, version 10) and JNI
 * references.
 *
 * References. A local reference is the address of a slot in the thread's
 * local reference array; the interpreter pops a native frame's references
 * when the native returns (interp/interp.c, call_native). Global and weak
 * global references are slots in two chunked tables whose chunks never
 * move, so a reference stays valid until it is deleted. A free global slot
 * holds a tagged (odd) link to the next free slot; no object address is odd,
 * so the GC and GetObjectRefType can tell free slots from live ones.
 *
 * Thread state. A JNI native runs "in native", where the GC may run at any
 * moment. Every function that touches the heap therefore enters the VM state
 * first and goes back to native when it returns (JNI_ENTRY). Functions that
 * only read the thread's own record (ExceptionCheck, GetVersion) skip that.
 *
 * Objects never move, so array elements and string characters are handed
 * out as direct pointers into the heap (isCopy = JNI_FALSE) and the Release
 * functions have nothing to copy back. The one exception is
 * GetStringUTFChars, whose modified UTF-8 form must be built in C memory.
 *
 * The functions are named after their JNI slots (jni_FindClass, ...) rather
 * than in the project's snake_case, so that the table at the end of this
 * file is generated from the slot list of include/jni.h and the compiler
 * checks every entry's type.
 */
#include "vm/jni_impl.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "vm/class.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/jni_check.h"
#include "vm/loader.h"
#include "vm/native.h"
#include "vm/probes.h"
#include "vm/roots.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

#define JNI_CURRENT_VERSION JNI_VERSION_10

/* ------------------------------------------------------------------ */
/* Entering the VM from native code                                    */
/* ------------------------------------------------------------------ */

typedef struct JniScope {
    Thread *t;
    int was_native;
} JniScope;

static inline JniScope scope_enter(JNIEnv *env)
{
    Thread *t = jni_thread(env);
    JniScope s = { t, t->state == THR_IN_NATIVE };
    if (s.was_native)
        thr_enter_vm(t);
    return s;
}

static inline void scope_leave(JniScope *s)
{
    if (s->was_native)
        thr_enter_safe(s->t, THR_IN_NATIVE);
}

/* Declares `t` and holds the thread in the VM state until the function
 * returns: the cleanup runs after the return value has been computed, so
 * `return jni_new_local(t, o);` is made safely. */
#define JNI_ENTRY(env)                                                      \
    __attribute__((cleanup(scope_leave))) JniScope jni_scope_ = scope_enter(env); \
    Thread *const t __attribute__((unused)) = jni_scope_.t

/* ------------------------------------------------------------------ */
/* Small helpers for exceptions and arguments                          */
/* ------------------------------------------------------------------ */

/* Bad arguments that HotSpot would crash on become exceptions here. */
static int throw_npe(Thread *t)
{
    return exc_throw(t, "java/lang/NullPointerException", NULL);
}

static void throw_oom(Thread *t, const char *msg)
{
    if (!t->exception)
        exc_throw(t, "java/lang/OutOfMemoryError", msg);
}

/* The object of a reference that must not be null. */
static Object *deref_nonnull(Thread *t, jobject ref)
{
    Object *o = jni_deref(ref);
    if (!o)
        throw_npe(t);
    return o;
}

/* The VM class of a jclass, checking that it is a Class mirror. */
static Class *class_of(Thread *t, jclass ref)
{
    Object *m = deref_nonnull(t, ref);
    if (!m)
        return NULL;
    Class *c = m->klass == wk.klass ? mirror_class(m) : NULL;
    if (!c)
        exc_throw(t, "java/lang/IllegalArgumentException", "not a java.lang.Class");
    return c;
}

static jclass mirror_ref(Thread *t, Class *c)
{
    return c ? (jclass)jni_new_local(t, c->mirror) : NULL;
}

/* Appends the Java form of one descriptor type ("int", "java.lang.String[]")
 * and returns the descriptor position after it. */
static const char *append_type(const char *d, char *buf, size_t size)
{
    static const struct { char c; const char *name; } prims[] = {
        { 'Z', "boolean" }, { 'B', "byte" }, { 'C', "char" }, { 'S', "short" },
        { 'I', "int" }, { 'J', "long" }, { 'F', "float" }, { 'D', "double" }, { 'V', "void" },
    };
    int dims = 0;
    while (*d == '[') {
        dims++;
        d++;
    }
    size_t n = strlen(buf);
    if (*d == 'L') {
        const char *end = strchr(d, ';');
        if (!end)
            end = d + strlen(d);
        for (const char *p = d + 1; p < end && n + 1 < size; p++)
            buf[n++] = *p == '/' ? '.' : *p;
        buf[n] = 0;
        d = *end ? end + 1 : end;
    } else {
        for (size_t i = 0; i < AVM_ARRAY_LEN(prims); i++)
            if (prims[i].c == *d)
                snprintf(buf + n, size - n, "%s", prims[i].name);
        if (*d)
            d++;
    }
    while (dims-- > 0) {
        n = strlen(buf);
        snprintf(buf + n, size - n, "[]");
    }
    return d;
}

/* "void pkg.Cls.name(int, java.lang.String)", the form HotSpot uses in
 * linkage error messages. */
static void external_method_name(const Class *c, const char *name, const char *desc, char *buf, size_t size)
{
    buf[0] = 0;
    const char *ret = strchr(desc, ')');
    if (ret)
        append_type(ret + 1, buf, size);
    size_t n = strlen(buf);
    char cn[512];
    cls_external_name(c, cn, sizeof cn);
    snprintf(buf + n, size - n, " %s.%s(", cn, name);
    const char *d = desc[0] == '(' ? desc + 1 : desc;
    int first = 1;
    while (*d && *d != ')') {
        if (!first) {
            n = strlen(buf);
            snprintf(buf + n, size - n, ", ");
        }
        first = 0;
        d = append_type(d, buf, size);
    }
    n = strlen(buf);
    snprintf(buf + n, size - n, ")");
}

/* ------------------------------------------------------------------ */
/* Local references                                                    */
/* ------------------------------------------------------------------ */

/* The first local reference slot of the innermost native call (or of the
 * innermost entry from C into Java). Slots below it belong to callers and
 * must be neither reused nor popped. Interpreted frames do not record a
 * base, so they are skipped. */
static uint32_t local_floor(const Thread *t)
{
    for (const Frame *f = t->top; f; f = f->prev)
        if (f->flags & (FRAME_NATIVE | FRAME_ENTRY))
            return f->local_ref_base;
    return 0;
}

/* The array is full: reuse a slot freed by DeleteLocalRef in the current
 * native frame, scanning down from the top, where a loop that creates and
 * deletes references leaves its holes. */
static AVM_NOINLINE jobject new_local_slow(Thread *t, Object *o)
{
    uint32_t floor = local_floor(t);
    for (uint32_t i = t->local_ref_count; i > floor; i--)
        if (!t->local_refs[i - 1]) {
            t->local_refs[i - 1] = o;
            return (jobject)&t->local_refs[i - 1];
        }
    throw_oom(t, "JNI local reference table overflow");
    return NULL;
}

jobject jni_new_local(Thread *t, Object *o)
{
    if (!o)
        return NULL;
    if (likely(t->local_ref_count < t->local_ref_cap)) {
        Object **slot = &t->local_refs[t->local_ref_count++];
        *slot = o;
        return (jobject)slot;
    }
    return new_local_slow(t, o);
}

static int is_local_ref(const Thread *t, jobject ref)
{
    uintptr_t p = (uintptr_t)ref, base = (uintptr_t)t->local_refs;
    return p >= base && p < base + t->local_ref_count * sizeof(Object *) &&
           (p - base) % sizeof(Object *) == 0;
}

static void delete_local(Thread *t, jobject ref)
{
    if (!is_local_ref(t, ref))
        return;
    *(Object **)ref = NULL;
    /* Deleting the newest references gives their slots back at once. */
    uint32_t floor = local_floor(t);
    while (t->local_ref_count > floor && !t->local_refs[t->local_ref_count - 1])
        t->local_ref_count--;
}

/*
 * PushLocalFrame / PopLocalFrame. The Thread record has no room for a frame
 * stack and the native may be a green thread sharing its OS thread, so the
 * saved tops live in one side table keyed by thread. A mark remembers the
 * native frame it was pushed in: when that frame has returned (the native
 * forgot PopLocalFrame) the mark is dead and is dropped on the next visit.
 */
typedef struct LocalMark {
    Thread *thread;
    const Frame *frame;           /* t->top when pushed */
    uint32_t frame_base;          /* that frame's local_ref_base */
    uint32_t saved_count;         /* local_ref_count to restore */
} LocalMark;

static pthread_mutex_t mark_lock = PTHREAD_MUTEX_INITIALIZER;
static LocalMark *marks;
static size_t mark_count, mark_cap;

static int mark_is_live(const Thread *t, const LocalMark *m)
{
    if (!m->frame)
        return 1;
    for (const Frame *f = t->top; f; f = f->prev)
        if (f == m->frame)
            return f->local_ref_base == m->frame_base;
    return 0;
}

static int push_mark(Thread *t)
{
    pthread_mutex_lock(&mark_lock);
    if (mark_count == mark_cap) {
        size_t cap = mark_cap ? mark_cap * 2 : 64;
        LocalMark *m = realloc(marks, cap * sizeof *m);
        if (!m) {
            pthread_mutex_unlock(&mark_lock);
            return -1;
        }
        marks = m;
        mark_cap = cap;
    }
    marks[mark_count++] = (LocalMark){
        .thread = t, .frame = t->top,
        .frame_base = t->top ? t->top->local_ref_base : 0,
        .saved_count = t->local_ref_count,
    };
    pthread_mutex_unlock(&mark_lock);
    return 0;
}

/* Removes the newest live mark of t pushed in the current native frame and
 * returns its saved count, or -1 when there is none. */
static int64_t pop_mark(Thread *t)
{
    int64_t saved = -1;
    pthread_mutex_lock(&mark_lock);
    for (size_t i = mark_count; i-- > 0;) {
        LocalMark *m = &marks[i];
        if (m->thread != t)
            continue;
        int current = m->frame == t->top &&
                      m->frame_base == (t->top ? t->top->local_ref_base : 0);
        if (!current && mark_is_live(t, m))
            break;                /* belongs to an outer native frame */
        if (current)
            saved = m->saved_count;
        memmove(m, m + 1, (mark_count - i - 1) * sizeof *m);
        mark_count--;
        if (current)
            break;
    }
    pthread_mutex_unlock(&mark_lock);
    return saved;
}

/* ------------------------------------------------------------------ */
/* Global and weak global references                                   */
/* ------------------------------------------------------------------ */

#define REF_CHUNK 1024
#define REF_MAX_CHUNKS 8192

typedef struct RefTable {
    pthread_mutex_t lock;
    Object **chunks[REF_MAX_CHUNKS];
    volatile uint32_t chunk_count;
    uint32_t next_unused;         /* slots ever handed out */
    Object **free_list;
} RefTable;

static RefTable globals = { .lock = PTHREAD_MUTEX_INITIALIZER };
static RefTable weak_globals = { .lock = PTHREAD_MUTEX_INITIALIZER };

#define FREE_TAG ((uintptr_t)1)

static inline int slot_is_free(Object *v) { return ((uintptr_t)v & FREE_TAG) != 0; }

static Object **table_alloc(RefTable *rt)
{
    Object **slot = NULL;
    if (rt->free_list) {
        slot = rt->free_list;
        uintptr_t next = (uintptr_t)*slot & ~FREE_TAG;
        rt->free_list = (Object **)next;
    } else {
        uint32_t chunk = rt->next_unused / REF_CHUNK;
        if (chunk == rt->chunk_count) {
            if (chunk == REF_MAX_CHUNKS)
                return NULL;
            Object **c = calloc(REF_CHUNK, sizeof *c);
            if (!c)
                return NULL;
            rt->chunks[chunk] = c;
            /* Publish the chunk after it is zeroed: the GC reads the table
             * without the lock. */
            __atomic_store_n(&rt->chunk_count, chunk + 1, __ATOMIC_RELEASE);
        }
        slot = &rt->chunks[chunk][rt->next_unused % REF_CHUNK];
        rt->next_unused++;
    }
    return slot;
}

static jobject table_add(RefTable *rt, Object *o)
{
    if (!o)
        return NULL;
    pthread_mutex_lock(&rt->lock);
    Object **slot = table_alloc(rt);
    if (slot)
        *slot = o;
    pthread_mutex_unlock(&rt->lock);
    return (jobject)slot;
}

/* The slot of ref in the table, or NULL when ref is not one of its live
 * entries. Tables hold few chunks in practice, so a linear scan is fine. */
static Object **table_find(RefTable *rt, jobject ref)
{
    uintptr_t p = (uintptr_t)ref;
    uint32_t n = __atomic_load_n(&rt->chunk_count, __ATOMIC_ACQUIRE);
    for (uint32_t i = 0; i < n; i++) {
        uintptr_t base = (uintptr_t)rt->chunks[i];
        if (p >= base && p < base + REF_CHUNK * sizeof(Object *)) {
            if ((p - base) % sizeof(Object *) != 0 || slot_is_free(*(Object **)ref))
                return NULL;
            return (Object **)ref;
        }
    }
    return NULL;
}

static void table_delete(RefTable *rt, jobject ref)
{
    if (!ref)
        return;
    pthread_mutex_lock(&rt->lock);
    Object **slot = table_find(rt, ref);
    if (slot) {
        *slot = (Object *)((uintptr_t)rt->free_list | FREE_TAG);
        rt->free_list = slot;
    }
    pthread_mutex_unlock(&rt->lock);
}

static void table_visit(RefTable *rt, void (*fn)(Object **ref, void *arg), void *arg)
{
    uint32_t n = __atomic_load_n(&rt->chunk_count, __ATOMIC_ACQUIRE);
    for (uint32_t i = 0; i < n; i++) {
        Object **c = rt->chunks[i];
        for (uint32_t j = 0; j < REF_CHUNK; j++)
            if (c[j] && !slot_is_free(c[j]))
                fn(&c[j], arg);
    }
}

static uint32_t table_count(RefTable *rt)
{
    uint32_t live = 0;
    pthread_mutex_lock(&rt->lock);
    uint32_t n = __atomic_load_n(&rt->chunk_count, __ATOMIC_ACQUIRE);
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t j = 0; j < REF_CHUNK; j++)
            live += rt->chunks[i][j] && !slot_is_free(rt->chunks[i][j]);
    pthread_mutex_unlock(&rt->lock);
    return live;
}

void jni_ref_counts(uint32_t *globals_out, uint32_t *weaks_out)
{
    *globals_out = table_count(&globals);
    *weaks_out = table_count(&weak_globals);
}

jobject jni_new_global(Object *o) { return table_add(&globals, o); }
void jni_delete_global(jobject ref) { table_delete(&globals, ref); }

/* Runs with the world stopped: no lock, no thread can be inside the table. */
void jni_visit_globals(void (*fn)(Object **ref, void *arg), void *arg)
{
    table_visit(&globals, fn, arg);
}

typedef struct SweepArg {
    int (*is_live)(Object *o);
} SweepArg;

static void sweep_one(Object **ref, void *arg)
{
    SweepArg *s = arg;
    if (!s->is_live(*ref))
        *ref = NULL;
}

void jni_sweep_weak_globals(int (*is_live)(Object *o))
{
    SweepArg s = { is_live };
    table_visit(&weak_globals, sweep_one, &s);
}

void jni_init(void)
{
    if (vm_opts.check_jni)
        jni_current_table = jnichk_table();
}

/* ------------------------------------------------------------------ */
/* Version, classes                                                    */
/* ------------------------------------------------------------------ */

static jint JNICALL jni_GetVersion(JNIEnv *env)
{
    (void)env;
    return JNI_CURRENT_VERSION;
}

/* Class names from native code. HotSpot takes a name's bytes as they are:
 * one that is not legal modified UTF-8 names no class, and the messages
 * that quote it read well-formed sequences as characters and every other
 * byte as the Latin-1 character of its value. lenient_name re-encodes a
 * name that way, so that the rest of the VM sees legal modified UTF-8. */
int jni_is_legal_mutf8(const char *s)
{
    const uint8_t *p = (const uint8_t *)s;
    while (*p) {
        uint8_t b = *p;
        if (b < 0x80) {
            p++;
        } else if (b >= 0xC0 && b < 0xE0 && (p[1] & 0xC0) == 0x80) {
            p += 2;
        } else if (b >= 0xE0 && b < 0xF0 && (p[1] & 0xC0) == 0x80 && (p[2] & 0xC0) == 0x80) {
            /* Three bytes for a character below U+0800 are refused. */
            if (b == 0xE0 && p[1] < 0xA0)
                return 0;
            p += 3;
        } else {
            return 0;
        }
    }
    return 1;
}

/* The lenient reading of name in modified UTF-8; malloc'd, NULL when out
 * of memory. Each byte becomes at most two. */
static char *lenient_name(const char *name)
{
    const uint8_t *p = (const uint8_t *)name;
    char *out = malloc(2 * strlen(name) + 1), *o = out;
    if (!out)
        return NULL;
    while (*p) {
        int n = 0;
        if (*p < 0x80)
            n = 1;
        else if (*p >= 0xC0 && *p < 0xE0 && (p[1] & 0xC0) == 0x80)
            n = 2;
        else if (*p >= 0xE0 && *p < 0xF0 && (p[1] & 0xC0) == 0x80 && (p[2] & 0xC0) == 0x80)
            n = 3;
        if (n) {
            memcpy(o, p, (size_t)n);
            o += n;
            p += n;
        } else {
            *o++ = (char)(0xC0 | (*p >> 6));
            *o++ = (char)(0x80 | (*p & 0x3F));
            p++;
        }
    }
    *o = 0;
    return out;
}

static jclass JNICALL jni_DefineClass(JNIEnv *env, const char *name, jobject loader, const jbyte *buf, jsize len)
{
    JNI_ENTRY(env);
    if (!buf || len < 0) {
        exc_throw(t, "java/lang/ClassFormatError", NULL);
        return NULL;
    }
    /* An illegal name cannot be the class's own: the class is refused
     * with "(wrong name: ...)", quoting the name read leniently. */
    char *lenient = NULL;
    if (name && !jni_is_legal_mutf8(name) && !(name = lenient = lenient_name(name))) {
        throw_oom(t, "DefineClass");
        return NULL;
    }
    Object *l = jni_deref(loader);
    Class *c = cl_define(t, l, name, (const uint8_t *)buf, (size_t)len);
    free(lenient);
    return mirror_ref(t, c);
}

/* The loader FindClass uses: that of the class whose native is running.
 * While a library's JNI_OnLoad runs, that native is Runtime's library
 * loader, and the class that asked for the library decides instead, as in
 * HotSpot. With no Java frame at all (attached threads), the system loader. */
static Object *find_class_loader(Thread *t)
{
    const Frame *f = t->top;
    if (!f)
        return wk.system_loader;
    const Class *k = f->method->klass;
    if (!k->loader && strcmp(k->name, "java/lang/Runtime") == 0 &&
        (strcmp(f->method->name, "load0") == 0 || strcmp(f->method->name, "loadLibrary0") == 0)) {
        for (f = f->prev; f; f = f->prev) {
            const char *n = f->method->klass->name;
            if (strcmp(n, "java/lang/Runtime") != 0 && strcmp(n, "java/lang/System") != 0)
                return f->method->klass->loader;
        }
        return wk.system_loader;
    }
    return k->loader;
}

static jclass JNICALL jni_FindClass(JNIEnv *env, const char *name)
{
    JNI_ENTRY(env);
    /* A name in dotted form is not a class name to HotSpot either. */
    int legal = name && jni_is_legal_mutf8(name);
    if (!legal || !*name || strlen(name) > 65535 || strchr(name, '.')) {
        char *lenient = name && !legal ? lenient_name(name) : NULL;
        exc_throw(t, "java/lang/NoClassDefFoundError", lenient ? lenient : name);
        free(lenient);
        return NULL;
    }
    /* HotSpot takes a descriptor "Lpkg/Cls;" of a class (not of an array)
     * for the class it names; the error names what was asked for. */
    char *inner = NULL;
    size_t n = strlen(name);
    if (n > 2 && name[0] == 'L' && name[n - 1] == ';' && name[1] != '[') {
        if (!(inner = malloc(n - 1))) {
            throw_oom(t, "FindClass");
            return NULL;
        }
        memcpy(inner, name + 1, n - 2);
        inner[n - 2] = 0;
    }
    Class *c = cl_load(t, inner ? inner : name, find_class_loader(t));
    free(inner);
    if (!c && inner && t->exception && strcmp(t->exception->klass->name, "java/lang/NoClassDefFoundError") == 0) {
        t->exception = NULL;
        exc_throw(t, "java/lang/NoClassDefFoundError", name);
    }
    if (!c)
        return NULL;
    /* HotSpot initializes the class it finds. */
    if (cls_needs_init(c) && cls_init(t, c) != 0)
        return NULL;
    return mirror_ref(t, c);
}

/* Reflection objects. java.lang.reflect.Method, Constructor and Field carry
 * their declaring class in `clazz` and the address of the VM's record (the
 * jmethodID or jfieldID itself) in `long vmMember`; the VM sets both and
 * never runs their constructors (classlib-stubs/CONTRACT.md). */
enum { REFL_METHOD, REFL_CONSTRUCTOR, REFL_FIELD };

typedef struct ReflectClass {
    const char *name;
    Class *klass;                 /* published last, with release */
    uint32_t clazz_offset, member_offset;
} ReflectClass;

static ReflectClass reflect_classes[] = {
    [REFL_METHOD] = { "java/lang/reflect/Method", NULL, 0, 0 },
    [REFL_CONSTRUCTOR] = { "java/lang/reflect/Constructor", NULL, 0, 0 },
    [REFL_FIELD] = { "java/lang/reflect/Field", NULL, 0, 0 },
};

static ReflectClass *reflect_class(Thread *t, int kind)
{
    ReflectClass *r = &reflect_classes[kind];
    if (__atomic_load_n(&r->klass, __ATOMIC_ACQUIRE))
        return r;
    Class *c = cl_load_boot(t, r->name);
    if (!c) {
        if (!t->exception)
            exc_throw(t, "java/lang/NoClassDefFoundError", r->name);
        return NULL;
    }
    if (cls_needs_init(c) && cls_init(t, c) != 0)
        return NULL;
    Field *clazz = cls_field_by_name(c, "clazz"), *member = cls_field_by_name(c, "vmMember");
    if (!clazz || !member) {
        exc_throw(t, "java/lang/InternalError", r->name);
        return NULL;
    }
    r->clazz_offset = clazz->offset;
    r->member_offset = member->offset;
    __atomic_store_n(&r->klass, c, __ATOMIC_RELEASE);
    return r;
}

static jobject new_reflected(Thread *t, int kind, Class *declaring, void *member)
{
    ReflectClass *r = reflect_class(t, kind);
    Object *o = r ? heap_new_object(t, r->klass) : NULL;
    if (!o)
        return NULL;
    *FIELD_PTR(o, r->clazz_offset, Object *) = declaring->mirror;
    *FIELD_PTR(o, r->member_offset, int64_t) = (int64_t)(uintptr_t)member;
    return jni_new_local(t, o);
}

/* The record behind a reflection object of kind `first` or `last`. HotSpot
 * reads the fields of whatever it is given (and crashes on a null or another
 * object); here those are NullPointerException and IllegalArgumentException.
 * As in HotSpot, the declaring class is initialized before its member's ID
 * is handed out. */
static void *reflected_member(Thread *t, jobject ref, int first, int last, const char *what)
{
    Object *o = deref_nonnull(t, ref);
    if (!o)
        return NULL;
    for (int kind = first; kind <= last; kind++) {
        ReflectClass *r = reflect_class(t, kind);
        if (!r)
            return NULL;
        if (o->klass != r->klass)
            continue;
        Object *mirror = *FIELD_PTR(o, r->clazz_offset, Object *);
        Class *c = mirror ? mirror_class(mirror) : NULL;
        void *member = (void *)(uintptr_t)*FIELD_PTR(o, r->member_offset, int64_t);
        if (!c || !member)
            break;
        if (cls_needs_init(c) && cls_init(t, c) != 0)
            return NULL;
        return member;
    }
    exc_throwf(t, "java/lang/IllegalArgumentException", "not a %s", what);
    return NULL;
}

static jmethodID JNICALL jni_FromReflectedMethod(JNIEnv *env, jobject method)
{
    JNI_ENTRY(env);
    return reflected_member(t, method, REFL_METHOD, REFL_CONSTRUCTOR,
                            "java.lang.reflect.Method or java.lang.reflect.Constructor");
}

static jfieldID JNICALL jni_FromReflectedField(JNIEnv *env, jobject field)
{
    JNI_ENTRY(env);
    return reflected_member(t, field, REFL_FIELD, REFL_FIELD, "java.lang.reflect.Field");
}

/* The method ID names its class, so HotSpot ignores the class argument and
 * isStatic; so does this. Instance and class initializers become
 * Constructors, as in HotSpot. */
static jobject JNICALL jni_ToReflectedMethod(JNIEnv *env, jclass clazz, jmethodID methodID, jboolean isStatic)
{
    JNI_ENTRY(env);
    Method *m = (Method *)methodID;
    if (!m) {
        throw_npe(t);
        return NULL;
    }
    if (!cls_is_method(m)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "not a method ID");
        return NULL;
    }
    return new_reflected(t, m->is_init || m->is_clinit ? REFL_CONSTRUCTOR : REFL_METHOD, m->klass, m);
}

/* HotSpot dereferences the class (a null one crashes it) and uses it only
 * to find an instance field by offset; the field ID here names its class. */
static jobject JNICALL jni_ToReflectedField(JNIEnv *env, jclass clazz, jfieldID fieldID, jboolean isStatic)
{
    JNI_ENTRY(env);
    Field *f = (Field *)fieldID;
    if (!class_of(t, clazz))
        return NULL;
    if (!f) {
        throw_npe(t);
        return NULL;
    }
    if (!cls_is_field(f)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "not a field ID");
        return NULL;
    }
    return new_reflected(t, REFL_FIELD, f->klass, f);
}

static jclass JNICALL jni_GetSuperclass(JNIEnv *env, jclass sub)
{
    JNI_ENTRY(env);
    Class *c = class_of(t, sub);
    if (!c || cls_is_interface(c) || cls_is_primitive(c))
        return NULL;
    return mirror_ref(t, c->super);
}

static jboolean JNICALL jni_IsAssignableFrom(JNIEnv *env, jclass sub, jclass sup)
{
    JNI_ENTRY(env);
    Class *from = class_of(t, sub);
    Class *to = from ? class_of(t, sup) : NULL;
    if (!to)
        return JNI_FALSE;
    if (cls_is_primitive(from) || cls_is_primitive(to))
        return from == to;
    return cls_is_assignable(from, to) ? JNI_TRUE : JNI_FALSE;
}

/* ------------------------------------------------------------------ */
/* Exceptions                                                          */
/* ------------------------------------------------------------------ */

/* HotSpot makes whatever it is given the pending exception and crashes
 * later; an exception that is no Throwable is refused here (Throw and
 * ThrowNew answer JNI_ERR with IllegalArgumentException pending). */
static int throwable_class(Thread *t, const Class *c)
{
    if (cls_is_subclass_of(c, wk.throwable))
        return 1;
    char cn[512];
    cls_external_name(c, cn, sizeof cn);
    exc_throwf(t, "java/lang/IllegalArgumentException", "%s is not a java.lang.Throwable", cn);
    return 0;
}

static jint JNICALL jni_Throw(JNIEnv *env, jthrowable obj)
{
    JNI_ENTRY(env);
    Object *e = deref_nonnull(t, obj);
    if (!e || !throwable_class(t, e->klass))
        return JNI_ERR;
    t->exception = e;
    return JNI_OK;
}

static jint JNICALL jni_ThrowNew(JNIEnv *env, jclass clazz, const char *msg)
{
    JNI_ENTRY(env);
    Class *c = class_of(t, clazz);
    if (!c || !throwable_class(t, c))
        return JNI_ERR;
    t->exception = NULL;
    if (cls_needs_init(c) && cls_init(t, c) != 0)
        return JNI_OK;
    Method *ctor = cls_find_declared_method(c, "<init>", "(Ljava/lang/String;)V");
    if (!ctor) {
        char cn[512];
        cls_external_name(c, cn, sizeof cn);
        exc_throwf(t, "java/lang/NoSuchMethodError", "%s: method 'void <init>(java.lang.String)' not found", cn);
        return JNI_OK;
    }
    /* Local references keep the message and the exception alive across
     * the allocations in between. */
    jobject jmsg = NULL;
    if (msg && !(jmsg = jni_new_local(t, str_new_utf8(t, msg))))
        return JNI_ERR;
    jobject e = jni_new_local(t, heap_new_object(t, c));
    if (!e)
        return JNI_ERR;
    Slot args[2] = { { .l = jni_deref(e) }, { .l = jni_deref(jmsg) } };
    Slot r;
    /* Like HotSpot, an exception thrown by the constructor is thrown in
     * place of the one asked for, and ThrowNew still reports success. */
    if (interp_invoke(t, ctor, args, &r) == 0)
        t->exception = jni_deref(e);
    delete_local(t, e);
    if (jmsg)
        delete_local(t, jmsg);
    return JNI_OK;
}

static jthrowable JNICALL jni_ExceptionOccurred(JNIEnv *env)
{
    JNI_ENTRY(env);
    return (jthrowable)jni_new_local(t, t->exception);
}

static char *thread_name(Thread *t)
{
    Object *name = t->jthread ? *FIELD_PTR(t->jthread, wk.thread_name, Object *) : NULL;
    return name ? str_to_utf8(name) : NULL;
}

/* Like HotSpot: "Exception in thread "name" " then the exception's own
 * printStackTrace(); the exception is cleared, and anything thrown while
 * printing is dropped. ThreadDeath is not printed. */
static void JNICALL jni_ExceptionDescribe(JNIEnv *env)
{
    JNI_ENTRY(env);
    Object *e = exc_take(t);
    if (!e || strcmp(e->klass->name, "java/lang/ThreadDeath") == 0)
        return;
    fprintf(stderr, "Exception ");
    char *name = thread_name(t);
    if (name)
        fprintf(stderr, "in thread \"%s\" ", name);
    free(name);
    Method *pst = wk.throwable ? cls_resolve_method(wk.throwable, "printStackTrace", "()V") : NULL;
    if (pst && cls_is_subclass_of(e->klass, wk.throwable)) {
        Slot args[1] = { { .l = e } }, r;
        fflush(stderr);
        if (interp_invoke_virtual(t, pst, args, &r) != 0)
            exc_take(t);
    } else {
        char cn[512];
        cls_external_name(e->klass, cn, sizeof cn);
        fprintf(stderr, ". Uncaught exception of type %s.\n", cn);
    }
    fflush(stderr);
}

static void JNICALL jni_ExceptionClear(JNIEnv *env)
{
    jni_thread(env)->exception = NULL;
}

/* HotSpot writes the message and the thread's Java stack to standard
 * output, then aborts. */
static void JNICALL jni_FatalError(JNIEnv *env, const char *msg)
{
    Thread *t = jni_thread(env);
    printf("FATAL ERROR in native method: %s\n", msg ? msg : "");
    for (const Frame *f = t->top; f; f = f->prev) {
        const Method *m = f->method;
        char cn[512];
        cls_external_name(m->klass, cn, sizeof cn);
        printf("\tat %s.%s(", cn, m->name);
        const char *src = cls_source_file(m->klass);
        int line = (f->flags & FRAME_NATIVE) ? -1 : cls_line_number(m, frame_bci(f));
        if (m->access_flags & ACC_NATIVE)
            printf("Native Method)\n");
        else if (!src)
            printf("Unknown Source)\n");
        else if (line < 0)
            printf("%s)\n", src);
        else
            printf("%s:%d)\n", src, line);
    }
    fflush(stdout);
    fflush(stderr);
    abort();
}

static jboolean JNICALL jni_ExceptionCheck(JNIEnv *env)
{
    return jni_thread(env)->exception ? JNI_TRUE : JNI_FALSE;
}

/* ------------------------------------------------------------------ */
/* References                                                          */
/* ------------------------------------------------------------------ */

/* A negative capacity is an error without an exception, as in HotSpot. */
static int ensure_capacity(Thread *t, jint capacity)
{
    if (capacity < 0)
        return JNI_ERR;
    if ((uint64_t)t->local_ref_count + (uint64_t)capacity > t->local_ref_cap) {
        throw_oom(t, "JNI local reference capacity exceeded");
        return JNI_ERR;
    }
    return JNI_OK;
}

static jint JNICALL jni_PushLocalFrame(JNIEnv *env, jint capacity)
{
    JNI_ENTRY(env);
    if (ensure_capacity(t, capacity) != JNI_OK)
        return JNI_ERR;
    if (push_mark(t) != 0) {
        throw_oom(t, "PushLocalFrame");
        return JNI_ERR;
    }
    return JNI_OK;
}

static jobject JNICALL jni_PopLocalFrame(JNIEnv *env, jobject result)
{
    JNI_ENTRY(env);
    Object *o = jni_deref(result);
    int64_t saved = pop_mark(t);
    /* DeleteLocalRef may already have trimmed below the saved top. */
    if (saved >= 0 && (uint32_t)saved < t->local_ref_count)
        t->local_ref_count = (uint32_t)saved;
    return jni_new_local(t, o);
}

static jobject JNICALL jni_NewGlobalRef(JNIEnv *env, jobject lobj)
{
    JNI_ENTRY(env);
    Object *o = jni_deref(lobj);
    if (!o)
        return NULL;
    jobject g = jni_new_global(o);
    if (!g)
        throw_oom(t, "JNI global reference table full");
    else
        EV_RAISE(EV_JNI_GLOBAL_REF, ev_jni_global_ref(t, g, o, 0, 1));
    return g;
}

static void JNICALL jni_DeleteGlobalRef(JNIEnv *env, jobject gref)
{
    JNI_ENTRY(env);
    if (gref && EV_ON(EV_JNI_GLOBAL_REF) && jni_is_valid_ref(gref))
        ev_jni_global_ref(t, gref, NULL, 0, 0);
    jni_delete_global(gref);
}

static void JNICALL jni_DeleteLocalRef(JNIEnv *env, jobject obj)
{
    JNI_ENTRY(env);
    if (obj)
        delete_local(t, obj);
}

static jboolean JNICALL jni_IsSameObject(JNIEnv *env, jobject obj1, jobject obj2)
{
    JNI_ENTRY(env);
    return jni_deref(obj1) == jni_deref(obj2) ? JNI_TRUE : JNI_FALSE;
}

static jobject JNICALL jni_NewLocalRef(JNIEnv *env, jobject ref)
{
    JNI_ENTRY(env);
    return jni_new_local(t, jni_deref(ref));
}

static jint JNICALL jni_EnsureLocalCapacity(JNIEnv *env, jint capacity)
{
    JNI_ENTRY(env);
    return ensure_capacity(t, capacity);
}

static jweak JNICALL jni_NewWeakGlobalRef(JNIEnv *env, jobject obj)
{
    JNI_ENTRY(env);
    Object *o = jni_deref(obj);
    if (!o)
        return NULL;
    jweak w = table_add(&weak_globals, o);
    if (!w)
        throw_oom(t, "JNI weak global reference table full");
    else
        EV_RAISE(EV_JNI_GLOBAL_REF, ev_jni_global_ref(t, w, o, 1, 1));
    return w;
}

static void JNICALL jni_DeleteWeakGlobalRef(JNIEnv *env, jweak ref)
{
    JNI_ENTRY(env);
    if (ref && EV_ON(EV_JNI_GLOBAL_REF) && jni_is_valid_ref(ref))
        ev_jni_global_ref(t, ref, NULL, 1, 0);
    table_delete(&weak_globals, ref);
}

int jni_is_valid_ref(jobject ref)
{
    Thread *t = thr_current();
    if (!ref)
        return 0;
    if (t && is_local_ref(t, ref))
        return 1;
    return table_find(&globals, ref) || table_find(&weak_globals, ref);
}

static jobjectRefType JNICALL jni_GetObjectRefType(JNIEnv *env, jobject obj)
{
    JNI_ENTRY(env);
    if (!obj)
        return JNIInvalidRefType;
    if (is_local_ref(t, obj))
        return JNILocalRefType;
    if (table_find(&globals, obj))
        return JNIGlobalRefType;
    if (table_find(&weak_globals, obj))
        return JNIWeakGlobalRefType;
    return JNIInvalidRefType;
}

/* ------------------------------------------------------------------ */
/* Calling Java                                                        */
/* ------------------------------------------------------------------ */

/* Where the arguments of a Call...Method come from: a va_list (promoted C
 * varargs) or a jvalue array. */
typedef struct ArgSource {
    va_list *ap;
    const jvalue *a;
    int pos;
} ArgSource;

static jint next_int(ArgSource *s, char type)
{
    if (s->ap)
        return va_arg(*s->ap, jint);
    const jvalue *v = &s->a[s->pos++];
    switch (type) {
    case 'Z': return v->z;
    case 'B': return v->b;
    case 'C': return v->c;
    case 'S': return v->s;
    default: return v->i;
    }
}

/* Fills one slot per argument in the canonical forms of vm/object.h. */
static void pack_arg(ArgSource *s, char type, Slot *out)
{
    out->raw = 0;
    switch (type) {
    case 'Z':
        /* HotSpot turns any non-zero jboolean into true. */
        out->j = (uint8_t)next_int(s, type) != 0;
        break;
    case 'B': out->j = (int8_t)next_int(s, type); break;
    case 'C': out->j = (uint16_t)next_int(s, type); break;
    case 'S': out->j = (int16_t)next_int(s, type); break;
    case 'I': out->j = next_int(s, type); break;
    case 'F': out->f = s->ap ? (float)va_arg(*s->ap, double) : s->a[s->pos++].f; break;
    case 'J': out->j = s->ap ? va_arg(*s->ap, jlong) : s->a[s->pos++].j; break;
    case 'D': out->d = s->ap ? va_arg(*s->ap, jdouble) : s->a[s->pos++].d; break;
    default: out->l = jni_deref(s->ap ? va_arg(*s->ap, jobject) : s->a[s->pos++].l); break;
    }
}

/* Walks m's descriptor and fills args after the receiver slots. */
static int pack_args(const Method *m, ArgSource *src, Slot *args, int first, int max)
{
    int n = first;
    const char *d = m->desc + 1;
    while (*d && *d != ')') {
        char type = *d;
        if (type == '[') {
            while (*d == '[')
                d++;
            type = 'L';
        }
        if (*d == 'L')
            d = strchr(d, ';');
        if (!d)
            return -1;
        d++;
        if (n + 2 > max)
            return -1;
        pack_arg(src, type, &args[n++]);
        if (type == 'J' || type == 'D')
            args[n++].raw = 0;
    }
    return n;
}

typedef enum CallKind { CALL_VIRTUAL, CALL_NONVIRTUAL, CALL_STATIC } CallKind;

#define MAX_ARG_SLOTS 258

static int invoke_method(Thread *t, CallKind kind, Method *m, jobject obj, ArgSource *src, Slot *result)
{
    int is_static = (m->access_flags & ACC_STATIC) != 0;
    if (kind == CALL_STATIC || is_static) {
        if (cls_needs_init(m->klass) && cls_init(t, m->klass) != 0)
            return -1;
    }
    Slot args[MAX_ARG_SLOTS];
    int first = 0;
    if (!is_static) {
        Object *recv = jni_deref(obj);
        if (!recv)
            return throw_npe(t);
        /* HotSpot runs the method (or a method found through the
         * receiver's vtable) on an object of another class, which reads
         * and writes it at the wrong offsets; refused here. */
        if (!cls_is_assignable(recv->klass, m->klass)) {
            char rn[512], mn[512];
            cls_external_name(recv->klass, rn, sizeof rn);
            cls_external_name(m->klass, mn, sizeof mn);
            return exc_throwf(t, "java/lang/IllegalArgumentException",
                              "method ID of %s called on an instance of %s", mn, rn);
        }
        args[0].l = recv;
        first = 1;
    }
    if (pack_args(m, src, args, first, MAX_ARG_SLOTS) < 0)
        return exc_throw(t, "java/lang/InternalError", "bad method descriptor");
    if (kind == CALL_VIRTUAL && !is_static)
        return interp_invoke_virtual(t, m, args, result);
    return interp_invoke(t, m, args, result);
}

/* The one path from JNI into Java. Returns 0, or -1 with an exception
 * pending (result zeroed). */
static int call_java(Thread *t, CallKind kind, jobject obj, jmethodID mid, ArgSource *src, Slot *result)
{
    Method *m = (Method *)mid;
    result->raw = 0;
    if (!m)
        return throw_npe(t);
    if (!cls_is_method(m))
        return exc_throw(t, "java/lang/IllegalArgumentException", "not a method ID");
    /* A null jvalue array for a method that takes arguments. */
    if (!src->ap && !src->a && m->desc[1] != ')')
        return throw_npe(t);
    /* HotSpot runs the call even with an exception pending (a native's
     * mistake) and the exception is still pending afterwards unless the
     * call threw its own. The saved one is kept alive by a local reference. */
    jobject saved = t->exception ? jni_new_local(t, exc_take(t)) : NULL;
    int rc = invoke_method(t, kind, m, obj, src, result);
    if (rc == 0 && saved)
        t->exception = jni_deref(saved);
    if (saved)
        delete_local(t, saved);
    return rc;
}

/* Call<Type>Method: an Object call of a method that returns a primitive
 * would make a reference of the primitive's bits. Refused, as the other
 * cheap checks are (HotSpot does not check and hands out the bits); the
 * primitive forms of a method that returns an object only lose bits. */
static int result_fits_Object(Thread *t, jmethodID mid)
{
    const Method *m = (const Method *)mid;
    if (!m || !cls_is_method(m) || m->ret_type == T_OBJECT || m->ret_type == T_ARRAY)
        return 1;
    exc_throwf(t, "java/lang/IllegalArgumentException", "method %s.%s%s does not return an object",
               m->klass->name, m->name, m->desc);
    return 0;
}
#define RESULT_FITS_ANY(Name) \
    static inline int result_fits_##Name(Thread *t, jmethodID mid) { (void)t; (void)mid; return 1; }
RESULT_FITS_ANY(Boolean)
RESULT_FITS_ANY(Byte)
RESULT_FITS_ANY(Char)
RESULT_FITS_ANY(Short)
RESULT_FITS_ANY(Int)
RESULT_FITS_ANY(Long)
RESULT_FITS_ANY(Float)
RESULT_FITS_ANY(Double)

/* Conversions of a result (or static field) slot to C values. */
static inline jboolean slot_Boolean(Thread *t, Slot s) { (void)t; return (jboolean)s.i; }
static inline jbyte slot_Byte(Thread *t, Slot s) { (void)t; return (jbyte)s.i; }
static inline jchar slot_Char(Thread *t, Slot s) { (void)t; return (jchar)s.i; }
static inline jshort slot_Short(Thread *t, Slot s) { (void)t; return (jshort)s.i; }
static inline jint slot_Int(Thread *t, Slot s) { (void)t; return s.i; }
static inline jlong slot_Long(Thread *t, Slot s) { (void)t; return s.j; }
static inline jfloat slot_Float(Thread *t, Slot s) { (void)t; return s.f; }
static inline jdouble slot_Double(Thread *t, Slot s) { (void)t; return s.d; }
static inline jobject slot_Object(Thread *t, Slot s) { return jni_new_local(t, s.l); }

/* Every result type of Call<Type>Method except void. */
#define JNI_RESULT_TYPES(X) \
    X(Object, jobject)      \
    X(Boolean, jboolean)    \
    X(Byte, jbyte)          \
    X(Char, jchar)          \
    X(Short, jshort)        \
    X(Int, jint)            \
    X(Long, jlong)          \
    X(Float, jfloat)        \
    X(Double, jdouble)

/* The va_list and jvalue forms; the variadic forms are generated from the
 * slot list further down. */
#define DEFINE_CALLS(Name, ctype)                                                              \
    static ctype JNICALL jni_Call##Name##MethodV(JNIEnv *env, jobject obj, jmethodID methodID, \
                                                 va_list args)                                 \
    {                                                                                          \
        JNI_ENTRY(env);                                                                        \
        if (!result_fits_##Name(t, methodID))                                                  \
            return (ctype)0;                                                                   \
        va_list ap;                                                                            \
        va_copy(ap, args);                                                                     \
        ArgSource src = { .ap = &ap };                                                         \
        Slot r;                                                                                \
        int rc = call_java(t, CALL_VIRTUAL, obj, methodID, &src, &r);                          \
        va_end(ap);                                                                            \
        return rc == 0 ? slot_##Name(t, r) : (ctype)0;                                         \
    }                                                                                          \
    static ctype JNICALL jni_Call##Name##MethodA(JNIEnv *env, jobject obj, jmethodID methodID, \
                                                 const jvalue *args)                           \
    {                                                                                          \
        JNI_ENTRY(env);                                                                        \
        if (!result_fits_##Name(t, methodID))                                                  \
            return (ctype)0;                                                                   \
        ArgSource src = { .a = args };                                                         \
        Slot r;                                                                                \
        int rc = call_java(t, CALL_VIRTUAL, obj, methodID, &src, &r);                          \
        return rc == 0 ? slot_##Name(t, r) : (ctype)0;                                         \
    }                                                                                          \
    static ctype JNICALL jni_CallNonvirtual##Name##MethodV(JNIEnv *env, jobject obj,           \
                                                           jclass clazz, jmethodID methodID,   \
                                                           va_list args)                       \
    {                                                                                          \
        JNI_ENTRY(env);                                                                        \
        if (!result_fits_##Name(t, methodID))                                                  \
            return (ctype)0;                                                                   \
        va_list ap;                                                                            \
        va_copy(ap, args);                                                                     \
        ArgSource src = { .ap = &ap };                                                         \
        Slot r;                                                                                \
        int rc = call_java(t, CALL_NONVIRTUAL, obj, methodID, &src, &r);                       \
        va_end(ap);                                                                            \
        return rc == 0 ? slot_##Name(t, r) : (ctype)0;                                         \
    }                                                                                          \
    static ctype JNICALL jni_CallNonvirtual##Name##MethodA(JNIEnv *env, jobject obj,           \
                                                           jclass clazz, jmethodID methodID,   \
                                                           const jvalue *args)                 \
    {                                                                                          \
        JNI_ENTRY(env);                                                                        \
        if (!result_fits_##Name(t, methodID))                                                  \
            return (ctype)0;                                                                   \
        ArgSource src = { .a = args };                                                         \
        Slot r;                                                                                \
        int rc = call_java(t, CALL_NONVIRTUAL, obj, methodID, &src, &r);                       \
        return rc == 0 ? slot_##Name(t, r) : (ctype)0;                                         \
    }                                                                                          \
    static ctype JNICALL jni_CallStatic##Name##MethodV(JNIEnv *env, jclass clazz,              \
                                                       jmethodID methodID, va_list args)       \
    {                                                                                          \
        JNI_ENTRY(env);                                                                        \
        if (!result_fits_##Name(t, methodID))                                                  \
            return (ctype)0;                                                                   \
        va_list ap;                                                                            \
        va_copy(ap, args);                                                                     \
        ArgSource src = { .ap = &ap };                                                         \
        Slot r;                                                                                \
        int rc = call_java(t, CALL_STATIC, NULL, methodID, &src, &r);                          \
        va_end(ap);                                                                            \
        return rc == 0 ? slot_##Name(t, r) : (ctype)0;                                         \
    }                                                                                          \
    static ctype JNICALL jni_CallStatic##Name##MethodA(JNIEnv *env, jclass clazz,              \
                                                       jmethodID methodID, const jvalue *args) \
    {                                                                                          \
        JNI_ENTRY(env);                                                                        \
        if (!result_fits_##Name(t, methodID))                                                  \
            return (ctype)0;                                                                   \
        ArgSource src = { .a = args };                                                         \
        Slot r;                                                                                \
        int rc = call_java(t, CALL_STATIC, NULL, methodID, &src, &r);                          \
        return rc == 0 ? slot_##Name(t, r) : (ctype)0;                                         \
    }

JNI_RESULT_TYPES(DEFINE_CALLS)

static void JNICALL jni_CallVoidMethodV(JNIEnv *env, jobject obj, jmethodID methodID, va_list args)
{
    JNI_ENTRY(env);
    va_list ap;
    va_copy(ap, args);
    ArgSource src = { .ap = &ap };
    Slot r;
    (void)call_java(t, CALL_VIRTUAL, obj, methodID, &src, &r);
    va_end(ap);
}

static void JNICALL jni_CallVoidMethodA(JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args)
{
    JNI_ENTRY(env);
    ArgSource src = { .a = args };
    Slot r;
    (void)call_java(t, CALL_VIRTUAL, obj, methodID, &src, &r);
}

static void JNICALL jni_CallNonvirtualVoidMethodV(JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID,
                                                  va_list args)
{
    JNI_ENTRY(env);
    va_list ap;
    va_copy(ap, args);
    ArgSource src = { .ap = &ap };
    Slot r;
    (void)call_java(t, CALL_NONVIRTUAL, obj, methodID, &src, &r);
    va_end(ap);
}

static void JNICALL jni_CallNonvirtualVoidMethodA(JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID,
                                                  const jvalue *args)
{
    JNI_ENTRY(env);
    ArgSource src = { .a = args };
    Slot r;
    (void)call_java(t, CALL_NONVIRTUAL, obj, methodID, &src, &r);
}

static void JNICALL jni_CallStaticVoidMethodV(JNIEnv *env, jclass clazz, jmethodID methodID, va_list args)
{
    JNI_ENTRY(env);
    va_list ap;
    va_copy(ap, args);
    ArgSource src = { .ap = &ap };
    Slot r;
    (void)call_java(t, CALL_STATIC, NULL, methodID, &src, &r);
    va_end(ap);
}

static void JNICALL jni_CallStaticVoidMethodA(JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args)
{
    JNI_ENTRY(env);
    ArgSource src = { .a = args };
    Slot r;
    (void)call_java(t, CALL_STATIC, NULL, methodID, &src, &r);
}

/* ------------------------------------------------------------------ */
/* Objects                                                             */
/* ------------------------------------------------------------------ */

/* A new, uninitialized instance of c as a local reference. HotSpot refuses
 * abstract classes, interfaces and arrays with InstantiationException and
 * java.lang.Class with IllegalAccessException, naming the class. */
static jobject alloc_instance(Thread *t, Class *c)
{
    int abstract = (c->access_flags & (ACC_ABSTRACT | ACC_INTERFACE)) || c->is_array || cls_is_primitive(c);
    if (abstract || c == wk.klass) {
        char cn[512];
        cls_external_name(c, cn, sizeof cn);
        exc_throw(t, abstract ? "java/lang/InstantiationException" : "java/lang/IllegalAccessException", cn);
        return NULL;
    }
    if (cls_needs_init(c) && cls_init(t, c) != 0)
        return NULL;
    return jni_new_local(t, heap_new_object(t, c));
}

static jobject JNICALL jni_AllocObject(JNIEnv *env, jclass clazz)
{
    JNI_ENTRY(env);
    Class *c = class_of(t, clazz);
    return c ? alloc_instance(t, c) : NULL;
}

static jobject new_object(Thread *t, jclass clazz, jmethodID methodID, ArgSource *src)
{
    Class *c = class_of(t, clazz);
    if (!c)
        return NULL;
    if (!methodID) {
        throw_npe(t);
        return NULL;
    }
    jobject o = alloc_instance(t, c);
    if (!o)
        return NULL;
    Slot r;
    if (call_java(t, CALL_NONVIRTUAL, o, methodID, src, &r) != 0) {
        delete_local(t, o);
        return NULL;
    }
    return o;
}

static jobject JNICALL jni_NewObjectV(JNIEnv *env, jclass clazz, jmethodID methodID, va_list args)
{
    JNI_ENTRY(env);
    va_list ap;
    va_copy(ap, args);
    ArgSource src = { .ap = &ap };
    jobject o = new_object(t, clazz, methodID, &src);
    va_end(ap);
    return o;
}

static jobject JNICALL jni_NewObjectA(JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args)
{
    JNI_ENTRY(env);
    ArgSource src = { .a = args };
    return new_object(t, clazz, methodID, &src);
}

static jclass JNICALL jni_GetObjectClass(JNIEnv *env, jobject obj)
{
    JNI_ENTRY(env);
    Object *o = deref_nonnull(t, obj);
    return o ? mirror_ref(t, o->klass) : NULL;
}

static jboolean JNICALL jni_IsInstanceOf(JNIEnv *env, jobject obj, jclass clazz)
{
    JNI_ENTRY(env);
    Class *c = class_of(t, clazz);
    Object *o = jni_deref(obj);
    if (!c)
        return JNI_FALSE;
    /* null can be cast to any class. */
    if (!o)
        return JNI_TRUE;
    return cls_is_assignable(o->klass, c) ? JNI_TRUE : JNI_FALSE;
}

/* ------------------------------------------------------------------ */
/* Method and field IDs                                                */
/* ------------------------------------------------------------------ */

/*
 * HotSpot's NoSuchMethodError / NoSuchFieldError messages depend on whether
 * the name is known to the VM at all (its symbol table): an unknown name
 * gives just the name, a known one the full "LCls;.name(sig)" form. A VM
 * without a global symbol table approximates "known" by "declared somewhere
 * in the class's hierarchy", which gives HotSpot's answer for the usual
 * mistakes: a misspelt name, or a right name with a wrong signature.
 */
static int hierarchy_has_method(const Class *c, const char *name)
{
    for (; c; c = c->super) {
        for (uint16_t i = 0; i < c->method_count; i++)
            if (strcmp(c->methods[i].name, name) == 0)
                return 1;
        for (uint16_t i = 0; i < c->interface_count; i++)
            if (hierarchy_has_method(c->interfaces[i], name))
                return 1;
    }
    return 0;
}

static int hierarchy_has_field(const Class *c, const char *name)
{
    for (; c; c = c->super) {
        for (uint16_t i = 0; i < c->field_count; i++)
            if (strcmp(c->fields[i].name, name) == 0)
                return 1;
        for (uint16_t i = 0; i < c->interface_count; i++)
            if (hierarchy_has_field(c->interfaces[i], name))
                return 1;
    }
    return 0;
}

static void throw_no_such_method(Thread *t, const Class *c, const char *name, const char *sig, int is_static)
{
    int known = name[0] == '<' || hierarchy_has_method(c, name);
    if (!known) {
        exc_throw(t, "java/lang/NoSuchMethodError", name);
        return;
    }
    if (c->is_array)
        exc_throwf(t, "java/lang/NoSuchMethodError", "%s%s.%s%s", is_static ? "static " : "", c->name, name, sig);
    else
        exc_throwf(t, "java/lang/NoSuchMethodError", "%sL%s;.%s%s", is_static ? "static " : "", c->name, name, sig);
}

/* HotSpot initializes the class first; see above for the messages. */
static jmethodID get_method_id(Thread *t, jclass clazz, const char *name, const char *sig, int is_static)
{
    Class *c = class_of(t, clazz);
    if (!c)
        return NULL;
    if (!name || !sig) {
        throw_npe(t);
        return NULL;
    }
    if (cls_needs_init(c) && cls_init(t, c) != 0)
        return NULL;
    Method *m = NULL;
    /* Initializers are never inherited; HotSpot finds <clinit> too, with
     * GetStaticMethodID (ToReflectedMethod makes it a Constructor). */
    if (strcmp(name, "<init>") == 0 || strcmp(name, "<clinit>") == 0)
        m = cls_find_declared_method(c, name, sig);
    else if (sig[0] == '(')
        m = cls_is_interface(c) && !is_static ? cls_resolve_interface_method(c, name, sig)
                                              : cls_resolve_method(c, name, sig);
    if (!m || ((m->access_flags & ACC_STATIC) != 0) != is_static) {
        throw_no_such_method(t, c, name, sig, is_static);
        return NULL;
    }
    return (jmethodID)m;
}

static jmethodID JNICALL jni_GetMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    JNI_ENTRY(env);
    return get_method_id(t, clazz, name, sig, 0);
}

static jmethodID JNICALL jni_GetStaticMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    JNI_ENTRY(env);
    return get_method_id(t, clazz, name, sig, 1);
}

static jfieldID get_field_id(Thread *t, jclass clazz, const char *name, const char *sig, int is_static)
{
    Class *c = class_of(t, clazz);
    if (!c)
        return NULL;
    if (!name || !sig) {
        throw_npe(t);
        return NULL;
    }
    if (cls_needs_init(c) && cls_init(t, c) != 0)
        return NULL;
    Field *f = cls_resolve_field(c, name, sig);
    if (!f || ((f->access_flags & ACC_STATIC) != 0) != is_static) {
        /* GetStaticFieldID names only the field; GetFieldID gives
         * "pkg.Cls.name sig" when the name is known (see above). */
        if (is_static || !hierarchy_has_field(c, name)) {
            exc_throw(t, "java/lang/NoSuchFieldError", name);
        } else {
            char cn[512];
            cls_external_name(c, cn, sizeof cn);
            exc_throwf(t, "java/lang/NoSuchFieldError", "%s.%s %s", cn, name, sig);
        }
        return NULL;
    }
    return (jfieldID)f;
}

static jfieldID JNICALL jni_GetFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    JNI_ENTRY(env);
    return get_field_id(t, clazz, name, sig, 0);
}

static jfieldID JNICALL jni_GetStaticFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    JNI_ENTRY(env);
    return get_field_id(t, clazz, name, sig, 1);
}

/* ------------------------------------------------------------------ */
/* Field access                                                        */
/* ------------------------------------------------------------------ */

/* A field ID used by an accessor of the type letter `type` ('L' for
 * Object): HotSpot trusts it (-Xcheck:jni checks it) and reads or writes
 * at its offset whatever it is; a static ID in an instance accessor (or
 * the reverse) or another type than the field's reaches outside the
 * object or the statics, so those are refused. */
static Field *field_arg(Thread *t, jfieldID fieldID, int is_static, char type)
{
    Field *f = (Field *)fieldID;
    if (!f) {
        throw_npe(t);
        return NULL;
    }
    if (!cls_is_field(f)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "not a field ID");
        return NULL;
    }
    if (is_static != ((f->access_flags & ACC_STATIC) != 0)) {
        exc_throw(t, "java/lang/IllegalArgumentException",
                  is_static ? "instance field ID for a static field access" : "static field ID for an instance field access");
        return NULL;
    }
    char ft = f->desc[0] == '[' ? 'L' : f->desc[0];
    if (ft != type) {
        exc_throwf(t, "java/lang/IllegalArgumentException", "field %s of type %s accessed as %c", f->name, f->desc, type);
        return NULL;
    }
    return f;
}

/* The object of an instance field access, or NULL with an exception
 * pending. */
static Object *field_target(Thread *t, jobject obj, jfieldID fieldID, char type)
{
    Object *o = deref_nonnull(t, obj);
    Field *f = o ? field_arg(t, fieldID, 0, type) : NULL;
    if (!f)
        return NULL;
    if (!cls_is_assignable(o->klass, f->klass)) {
        char on[512], fn[512];
        cls_external_name(o->klass, on, sizeof on);
        cls_external_name(f->klass, fn, sizeof fn);
        exc_throwf(t, "java/lang/IllegalArgumentException", "field ID of %s used on an instance of %s", fn, on);
        return NULL;
    }
    return o;
}

static Slot *static_slot(Thread *t, jfieldID fieldID, char type)
{
    Field *f = field_arg(t, fieldID, 1, type);
    return f ? &f->klass->statics[f->offset] : NULL;
}

/* JVMTI field watches see JNI accesses too, as on HotSpot: the event
 * comes from the calling frame (a native method's, at location 0), before
 * the access. o is NULL for a static field. */
static inline int watched(jfieldID id, uint8_t bit, EvKind ev)
{
    Field *f = (Field *)id;
    return unlikely(f && (__atomic_load_n(&f->watch, __ATOMIC_RELAXED) & bit)) && EV_ON(ev);
}

static void watch_get(Thread *t, Object *o, jfieldID id)
{
    if (watched(id, FIELD_WATCH_ACCESS, EV_FIELD_ACCESS) && t->top)
        ev_field_access(t, t->top->method, frame_bci(t->top), o, (Field *)id);
}

static void watch_put(Thread *t, Object *o, jfieldID id, Slot v)
{
    if (watched(id, FIELD_WATCH_MODIFY, EV_FIELD_MODIFICATION) && t->top)
        ev_field_modification(t, t->top->method, frame_bci(t->top), o, (Field *)id, &v);
}

/* Stores into instance fields: booleans are masked to 0/1 as HotSpot's
 * field stores do; other types are stored as they are. */
static inline jboolean store_Boolean(jboolean v) { return v & 1; }
static inline jbyte store_Byte(jbyte v) { return v; }
static inline jchar store_Char(jchar v) { return v; }
static inline jshort store_Short(jshort v) { return v; }
static inline jint store_Int(jint v) { return v; }
static inline jlong store_Long(jlong v) { return v; }
static inline jfloat store_Float(jfloat v) { return v; }
static inline jdouble store_Double(jdouble v) { return v; }

/* Static field slots hold the canonical slot forms of vm/object.h. */
static inline void put_Boolean(Slot *s, jboolean v) { s->j = v & 1; }
static inline void put_Byte(Slot *s, jbyte v) { s->j = v; }
static inline void put_Char(Slot *s, jchar v) { s->j = v; }
static inline void put_Short(Slot *s, jshort v) { s->j = v; }
static inline void put_Int(Slot *s, jint v) { s->j = v; }
static inline void put_Long(Slot *s, jlong v) { s->j = v; }
static inline void put_Float(Slot *s, jfloat v) { s->raw = 0; s->f = v; }
static inline void put_Double(Slot *s, jdouble v) { s->d = v; }

#define JNI_PRIM_TYPES(X)     \
    X(Boolean, jboolean, 'Z') \
    X(Byte, jbyte, 'B')       \
    X(Char, jchar, 'C')       \
    X(Short, jshort, 'S')     \
    X(Int, jint, 'I')         \
    X(Long, jlong, 'J')       \
    X(Float, jfloat, 'F')     \
    X(Double, jdouble, 'D')

#define DEFINE_FIELD_ACCESS(Name, ctype, tc)                                                       \
    static ctype JNICALL jni_Get##Name##Field(JNIEnv *env, jobject obj, jfieldID fieldID)        \
    {                                                                                            \
        JNI_ENTRY(env);                                                                          \
        Object *o = field_target(t, obj, fieldID, tc);                                           \
        if (o)                                                                                   \
            watch_get(t, o, fieldID);                                                            \
        return o ? *FIELD_PTR(o, ((Field *)fieldID)->offset, ctype) : (ctype)0;                  \
    }                                                                                            \
    static void JNICALL jni_Set##Name##Field(JNIEnv *env, jobject obj, jfieldID fieldID,         \
                                             ctype value)                                        \
    {                                                                                            \
        JNI_ENTRY(env);                                                                          \
        Object *o = field_target(t, obj, fieldID, tc);                                           \
        if (o) {                                                                                 \
            Slot v_;                                                                             \
            put_##Name(&v_, value);                                                              \
            watch_put(t, o, fieldID, v_);                                                        \
            *FIELD_PTR(o, ((Field *)fieldID)->offset, ctype) = store_##Name(value);              \
        }                                                                                        \
    }                                                                                            \
    static ctype JNICALL jni_GetStatic##Name##Field(JNIEnv *env, jclass clazz, jfieldID fieldID) \
    {                                                                                            \
        JNI_ENTRY(env);                                                                          \
        Slot *s = static_slot(t, fieldID, tc);                                                   \
        if (s)                                                                                   \
            watch_get(t, NULL, fieldID);                                                         \
        return s ? slot_##Name(t, *s) : (ctype)0;                                                \
    }                                                                                            \
    static void JNICALL jni_SetStatic##Name##Field(JNIEnv *env, jclass clazz, jfieldID fieldID,  \
                                                   ctype value)                                  \
    {                                                                                            \
        JNI_ENTRY(env);                                                                          \
        Slot *s = static_slot(t, fieldID, tc);                                                   \
        if (s) {                                                                                 \
            Slot v_;                                                                             \
            put_##Name(&v_, value);                                                              \
            watch_put(t, NULL, fieldID, v_);                                                     \
            put_##Name(s, value);                                                                \
        }                                                                                        \
    }

JNI_PRIM_TYPES(DEFINE_FIELD_ACCESS)

static jobject JNICALL jni_GetObjectField(JNIEnv *env, jobject obj, jfieldID fieldID)
{
    JNI_ENTRY(env);
    Object *o = field_target(t, obj, fieldID, 'L');
    if (o)
        watch_get(t, o, fieldID);
    return o ? jni_new_local(t, *FIELD_PTR(o, ((Field *)fieldID)->offset, Object *)) : NULL;
}

static void JNICALL jni_SetObjectField(JNIEnv *env, jobject obj, jfieldID fieldID, jobject value)
{
    JNI_ENTRY(env);
    Object *o = field_target(t, obj, fieldID, 'L');
    if (o) {
        watch_put(t, o, fieldID, (Slot){ .l = jni_deref(value) });
        *FIELD_PTR(o, ((Field *)fieldID)->offset, Object *) = jni_deref(value);
    }
}

static jobject JNICALL jni_GetStaticObjectField(JNIEnv *env, jclass clazz, jfieldID fieldID)
{
    JNI_ENTRY(env);
    Slot *s = static_slot(t, fieldID, 'L');
    if (s)
        watch_get(t, NULL, fieldID);
    return s ? jni_new_local(t, s->l) : NULL;
}

static void JNICALL jni_SetStaticObjectField(JNIEnv *env, jclass clazz, jfieldID fieldID, jobject value)
{
    JNI_ENTRY(env);
    Slot *s = static_slot(t, fieldID, 'L');
    if (s) {
        watch_put(t, NULL, fieldID, (Slot){ .l = jni_deref(value) });
        s->l = jni_deref(value);
    }
}

/* ------------------------------------------------------------------ */
/* Strings                                                             */
/* ------------------------------------------------------------------ */

/* What GetStringChars hands out for an empty string, whose value array
 * may be absent: a valid pointer to nothing. */
static const jchar empty_chars[1];

/* HotSpot reads the characters of whatever object it is given as a string
 * (garbage, or a crash); another object is refused here, as arrays of the
 * wrong kind are. */
static Object *string_arg(Thread *t, jstring str)
{
    Object *s = deref_nonnull(t, str);
    if (s && s->klass != wk.string) {
        exc_throw(t, "java/lang/IllegalArgumentException", "not a java.lang.String");
        return NULL;
    }
    return s;
}

static jstring JNICALL jni_NewString(JNIEnv *env, const jchar *unicode, jsize len)
{
    JNI_ENTRY(env);
    if (len < 0 || (!unicode && len > 0)) {
        if (len < 0)
            exc_throwf(t, "java/lang/NegativeArraySizeException", "%d", (int)len);
        else
            throw_npe(t);
        return NULL;
    }
    return (jstring)jni_new_local(t, str_new_utf16(t, unicode, len));
}

static jsize JNICALL jni_GetStringLength(JNIEnv *env, jstring str)
{
    JNI_ENTRY(env);
    Object *s = string_arg(t, str);
    return s ? str_length(s) : 0;
}

static const jchar *JNICALL jni_GetStringChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
    JNI_ENTRY(env);
    Object *s = string_arg(t, str);
    if (!s)
        return NULL;
    if (isCopy)
        *isCopy = JNI_FALSE;
    const uint16_t *c = str_chars(s);
    return c ? c : empty_chars;
}

static void JNICALL jni_ReleaseStringChars(JNIEnv *env, jstring str, const jchar *chars)
{
    (void)env;
}

static jstring JNICALL jni_NewStringUTF(JNIEnv *env, const char *utf)
{
    JNI_ENTRY(env);
    if (!utf)
        return NULL;
    return (jstring)jni_new_local(t, str_new_utf8(t, utf));
}

static jsize JNICALL jni_GetStringUTFLength(JNIEnv *env, jstring str)
{
    JNI_ENTRY(env);
    Object *s = string_arg(t, str);
    return s ? (jsize)str_mutf8_length(str_chars(s), str_length(s)) : 0;
}

static const char *JNICALL jni_GetStringUTFChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
    JNI_ENTRY(env);
    Object *s = string_arg(t, str);
    if (!s)
        return NULL;
    const uint16_t *chars = str_chars(s);
    int32_t len = str_length(s);
    size_t n = str_mutf8_length(chars, len);
    char *buf = malloc(n + 1);
    if (!buf) {
        throw_oom(t, "GetStringUTFChars");
        return NULL;
    }
    str_encode_mutf8(chars, len, buf);
    buf[n] = 0;
    if (isCopy)
        *isCopy = JNI_TRUE;
    return buf;
}

static void JNICALL jni_ReleaseStringUTFChars(JNIEnv *env, jstring str, const char *chars)
{
    (void)env;
    free((void *)chars);
}

/* HotSpot throws StringIndexOutOfBoundsException without a message. */
static int string_region_ok(Thread *t, Object *s, jsize start, jsize len)
{
    int32_t n = str_length(s);
    if (start < 0 || len < 0 || start > n - len) {
        exc_throw(t, "java/lang/StringIndexOutOfBoundsException", NULL);
        return 0;
    }
    return 1;
}

static void JNICALL jni_GetStringRegion(JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf)
{
    JNI_ENTRY(env);
    Object *s = string_arg(t, str);
    if (!s || !string_region_ok(t, s, start, len))
        return;
    if (len > 0) {
        if (!buf) {
            throw_npe(t);
            return;
        }
        memcpy(buf, str_chars(s) + start, (size_t)len * sizeof(jchar));
    }
}

/* Like HotSpot, the modified UTF-8 written is NUL-terminated. */
static void JNICALL jni_GetStringUTFRegion(JNIEnv *env, jstring str, jsize start, jsize len, char *buf)
{
    JNI_ENTRY(env);
    Object *s = string_arg(t, str);
    if (!s || !string_region_ok(t, s, start, len))
        return;
    if (!buf) {
        if (len > 0)
            throw_npe(t);
        return;
    }
    if (len == 0) {
        buf[0] = 0;
        return;
    }
    const uint16_t *chars = str_chars(s) + start;
    size_t n = str_mutf8_length(chars, len);
    str_encode_mutf8(chars, len, buf);
    buf[n] = 0;
}

static const jchar *JNICALL jni_GetStringCritical(JNIEnv *env, jstring str, jboolean *isCopy)
{
    return jni_GetStringChars(env, str, isCopy);
}

static void JNICALL jni_ReleaseStringCritical(JNIEnv *env, jstring str, const jchar *chars)
{
    (void)env;
}

/* ------------------------------------------------------------------ */
/* Arrays                                                              */
/* ------------------------------------------------------------------ */

static Object *array_arg(Thread *t, jarray array)
{
    Object *a = deref_nonnull(t, array);
    if (a && !a->klass->is_array) {
        exc_throw(t, "java/lang/IllegalArgumentException", "not an array");
        return NULL;
    }
    return a;
}

/* An array whose elements are of the primitive type `type`. Using the
 * wrong function for an array would read or write outside it, so it is
 * refused rather than trusted. */
static Object *prim_array_arg(Thread *t, jarray array, char type)
{
    Object *a = array_arg(t, array);
    if (a && a->klass->elem_type != (uint8_t)type) {
        exc_throw(t, "java/lang/IllegalArgumentException", "array of another element type");
        return NULL;
    }
    return a;
}

static jsize JNICALL jni_GetArrayLength(JNIEnv *env, jarray array)
{
    JNI_ENTRY(env);
    Object *a = array_arg(t, array);
    return a ? ARRAY_LENGTH(a) : 0;
}

static jobjectArray JNICALL jni_NewObjectArray(JNIEnv *env, jsize len, jclass clazz, jobject init)
{
    JNI_ENTRY(env);
    Class *c = class_of(t, clazz);
    if (!c)
        return NULL;
    if (len < 0) {
        exc_throwf(t, "java/lang/NegativeArraySizeException", "%d", (int)len);
        return NULL;
    }
    if (cls_is_primitive(c)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "primitive element type");
        return NULL;
    }
    Class *ac = cls_array_of(t, c);
    if (!ac)
        return NULL;
    Object *a = heap_new_array(t, ac, len);
    if (!a)
        return NULL;
    /* HotSpot does not check the type of init against the element type;
     * neither do we. The object is read from its reference after the
     * allocation, which may have collected. */
    Object *v = jni_deref(init);
    if (v) {
        Object **d = ARRAY_DATA(a, Object *);
        for (jsize i = 0; i < len; i++)
            d[i] = v;
    }
    return (jobjectArray)jni_new_local(t, a);
}

static int index_ok(Thread *t, Object *a, jsize index)
{
    if (index < 0 || index >= ARRAY_LENGTH(a)) {
        exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d",
                   (int)index, (int)ARRAY_LENGTH(a));
        return 0;
    }
    return 1;
}

static Object *object_array_arg(Thread *t, jobjectArray array)
{
    Object *a = array_arg(t, array);
    if (a && a->klass->elem_type != T_OBJECT) {
        exc_throw(t, "java/lang/IllegalArgumentException", "not an object array");
        return NULL;
    }
    return a;
}

static jobject JNICALL jni_GetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index)
{
    JNI_ENTRY(env);
    Object *a = object_array_arg(t, array);
    if (!a || !index_ok(t, a, index))
        return NULL;
    return jni_new_local(t, ARRAY_DATA(a, Object *)[index]);
}

/* HotSpot's message: "type mismatch: can not store java.lang.String to
 * java.lang.Integer[0]", with the element type's base name and one "[]"
 * per further dimension. */
static void throw_store_mismatch(Thread *t, Object *a, Object *v, jsize index)
{
    const Class *base = a->klass->component;
    int dims = 1;
    while (base->is_array) {
        base = base->component;
        dims++;
    }
    char vn[512], bn[512], suffix[512] = "";
    cls_external_name(v->klass, vn, sizeof vn);
    cls_external_name(base, bn, sizeof bn);
    for (int i = 1; i < dims && (size_t)(2 * i) < sizeof suffix; i++)
        strcat(suffix, "[]");
    exc_throwf(t, "java/lang/ArrayStoreException", "type mismatch: can not store %s to %s[%d]%s",
               vn, bn, (int)index, suffix);
}

static void JNICALL jni_SetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index, jobject val)
{
    JNI_ENTRY(env);
    Object *a = object_array_arg(t, array);
    if (!a || !index_ok(t, a, index))
        return;
    Object *v = jni_deref(val);
    if (v && !cls_is_assignable(v->klass, a->klass->component)) {
        throw_store_mismatch(t, a, v, index);
        return;
    }
    ARRAY_DATA(a, Object *)[index] = v;
}

static jarray new_prim_array(Thread *t, char type, jsize len)
{
    if (len < 0) {
        exc_throwf(t, "java/lang/NegativeArraySizeException", "%d", (int)len);
        return NULL;
    }
    Class *pc = cls_primitive((uint8_t)type);
    Class *ac = pc ? cls_array_of(t, pc) : NULL;
    if (!ac) {
        throw_oom(t, "array class");
        return NULL;
    }
    return (jarray)jni_new_local(t, heap_new_array(t, ac, len));
}

/* Checks a region of an array; the messages are HotSpot's. */
static int region_ok(Thread *t, Object *a, jsize start, jsize len)
{
    int32_t n = ARRAY_LENGTH(a);
    if (len < 0) {
        exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException", "Length %d is negative", (int)len);
        return 0;
    }
    if (start < 0 || start > n - len) {
        exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException",
                   "Array region %d..%lld out of bounds for length %d",
                   (int)start, (long long)start + len, (int)n);
        return 0;
    }
    return 1;
}

/* Element functions of each primitive type. Elements are handed out in
 * place (objects never move), so Release has nothing to copy or free. */
#define DEFINE_PRIM_ARRAY(Name, ctype, tc)                                                          \
    static ctype##Array JNICALL jni_New##Name##Array(JNIEnv *env, jsize len)                        \
    {                                                                                               \
        JNI_ENTRY(env);                                                                             \
        return (ctype##Array)new_prim_array(t, tc, len);                                            \
    }                                                                                               \
    static ctype *JNICALL jni_Get##Name##ArrayElements(JNIEnv *env, ctype##Array array,             \
                                                       jboolean *isCopy)                            \
    {                                                                                               \
        JNI_ENTRY(env);                                                                             \
        Object *a = prim_array_arg(t, array, tc);                                                   \
        if (!a)                                                                                     \
            return NULL;                                                                            \
        if (isCopy)                                                                                 \
            *isCopy = JNI_FALSE;                                                                    \
        return ARRAY_DATA(a, ctype);                                                                \
    }                                                                                               \
    static void JNICALL jni_Release##Name##ArrayElements(JNIEnv *env, ctype##Array array,           \
                                                         ctype *elems, jint mode)                   \
    {                                                                                               \
        (void)env;                                                                                  \
    }                                                                                               \
    static void JNICALL jni_Get##Name##ArrayRegion(JNIEnv *env, ctype##Array array, jsize start,    \
                                                   jsize len, ctype *buf)                           \
    {                                                                                               \
        JNI_ENTRY(env);                                                                             \
        Object *a = prim_array_arg(t, array, tc);                                                   \
        if (!a || !region_ok(t, a, start, len) || len == 0)                                         \
            return;                                                                                 \
        if (!buf) {                                                                                 \
            throw_npe(t);                                                                           \
            return;                                                                                 \
        }                                                                                           \
        memcpy(buf, ARRAY_DATA(a, ctype) + start, (size_t)len * sizeof(ctype));                     \
    }                                                                                               \
    static void JNICALL jni_Set##Name##ArrayRegion(JNIEnv *env, ctype##Array array, jsize start,    \
                                                   jsize len, const ctype *buf)                     \
    {                                                                                               \
        JNI_ENTRY(env);                                                                             \
        Object *a = prim_array_arg(t, array, tc);                                                   \
        if (!a || !region_ok(t, a, start, len) || len == 0)                                         \
            return;                                                                                 \
        if (!buf) {                                                                                 \
            throw_npe(t);                                                                           \
            return;                                                                                 \
        }                                                                                           \
        memcpy(ARRAY_DATA(a, ctype) + start, buf, (size_t)len * sizeof(ctype));                     \
    }

DEFINE_PRIM_ARRAY(Boolean, jboolean, 'Z')
DEFINE_PRIM_ARRAY(Byte, jbyte, 'B')
DEFINE_PRIM_ARRAY(Char, jchar, 'C')
DEFINE_PRIM_ARRAY(Short, jshort, 'S')
DEFINE_PRIM_ARRAY(Int, jint, 'I')
DEFINE_PRIM_ARRAY(Long, jlong, 'J')
DEFINE_PRIM_ARRAY(Float, jfloat, 'F')
DEFINE_PRIM_ARRAY(Double, jdouble, 'D')

static void *JNICALL jni_GetPrimitiveArrayCritical(JNIEnv *env, jarray array, jboolean *isCopy)
{
    JNI_ENTRY(env);
    Object *a = array_arg(t, array);
    if (!a)
        return NULL;
    /* The references of an object array are not for native code to write. */
    if (a->klass->elem_type == T_OBJECT) {
        exc_throw(t, "java/lang/IllegalArgumentException", "not a primitive array");
        return NULL;
    }
    if (isCopy)
        *isCopy = JNI_FALSE;
    return ARRAY_DATA(a, void);
}

static void JNICALL jni_ReleasePrimitiveArrayCritical(JNIEnv *env, jarray array, void *carray, jint mode)
{
    (void)env;
}

/* ------------------------------------------------------------------ */
/* Native registration, monitors, VM                                   */
/* ------------------------------------------------------------------ */

/* The method is looked up in the class and its superclasses, as HotSpot
 * does; the three messages are HotSpot's (an unknown name is approximated
 * as in throw_no_such_method). */
static int register_one(Thread *t, Class *c, const JNINativeMethod *nm)
{
    if (!nm->name || !nm->signature)
        return throw_npe(t);
    Method *m = NULL;
    for (const Class *k = c; k && !m; k = k->super)
        m = cls_find_declared_method(k, nm->name, nm->signature);
    if (!m && !hierarchy_has_method(c, nm->name)) {
        char cn[512];
        cls_external_name(c, cn, sizeof cn);
        return exc_throwf(t, "java/lang/NoSuchMethodError", "Method %s.%s%s not found", cn, nm->name, nm->signature);
    }
    if (!m || !(m->access_flags & ACC_NATIVE)) {
        char buf[1024];
        external_method_name(c, nm->name, nm->signature, buf, sizeof buf);
        return exc_throwf(t, "java/lang/NoSuchMethodError",
                          m ? "Method '%s' is not declared as native" : "Method '%s' name or signature does not match",
                          buf);
    }
    if (nat_register_jni(m, nm->fnPtr) != 0) {
        throw_oom(t, "native call interface");
        return -1;
    }
    return 0;
}

static jint JNICALL jni_RegisterNatives(JNIEnv *env, jclass clazz, const JNINativeMethod *methods, jint nMethods)
{
    JNI_ENTRY(env);
    Class *c = class_of(t, clazz);
    if (!c)
        return JNI_ERR;
    if (nMethods > 0 && !methods) {
        throw_npe(t);
        return JNI_ERR;
    }
    for (jint i = 0; i < nMethods; i++)
        if (register_one(t, c, &methods[i]) != 0)
            return JNI_ERR;
    return JNI_OK;
}

/* The natives go back to unbound: the next call looks them up again. */
static jint JNICALL jni_UnregisterNatives(JNIEnv *env, jclass clazz)
{
    JNI_ENTRY(env);
    Class *c = class_of(t, clazz);
    if (!c)
        return JNI_ERR;
    for (uint16_t i = 0; i < c->method_count; i++)
        if (c->methods[i].access_flags & ACC_NATIVE)
            __atomic_store_n(&c->methods[i].jni_native, NULL, __ATOMIC_RELEASE);
    return JNI_OK;
}

static jint JNICALL jni_MonitorEnter(JNIEnv *env, jobject obj)
{
    JNI_ENTRY(env);
    Object *o = deref_nonnull(t, obj);
    if (!o)
        return JNI_ERR;
    return mon_enter(t, o) == 0 ? JNI_OK : JNI_ERR;
}

static jint JNICALL jni_MonitorExit(JNIEnv *env, jobject obj)
{
    JNI_ENTRY(env);
    Object *o = deref_nonnull(t, obj);
    if (!o)
        return JNI_ERR;
    return mon_exit(t, o) == 0 ? JNI_OK : JNI_ERR;
}

static jint JNICALL jni_GetJavaVM(JNIEnv *env, JavaVM **vm)
{
    (void)env;
    if (!vm)
        return JNI_ERR;
    *vm = jni_vm;
    return JNI_OK;
}

/* The JNI specification allows a VM without direct buffer support to
 * answer NULL / -1 without an exception, which is what these do. */
static jobject JNICALL jni_NewDirectByteBuffer(JNIEnv *env, void *address, jlong capacity)
{
    (void)env;
    return NULL;
}

static void *JNICALL jni_GetDirectBufferAddress(JNIEnv *env, jobject buf)
{
    (void)env;
    return NULL;
}

static jlong JNICALL jni_GetDirectBufferCapacity(JNIEnv *env, jobject buf)
{
    (void)env;
    return -1;
}

/* java.base for the bootstrap loader's classes, else the unnamed module
 * of the defining loader (vm/loader.h). */
static jobject JNICALL jni_GetModule(JNIEnv *env, jclass clazz)
{
    JNI_ENTRY(env);
    Class *c = class_of(t, clazz);
    return c ? jni_new_local(t, cl_module_of(t, c)) : NULL;
}

/* ------------------------------------------------------------------ */
/* Variadic entries and the tables                                     */
/* ------------------------------------------------------------------ */

/* Each variadic entry collects its arguments and calls its va_list twin.
 * With probes built in, the tables hold the probed entries below instead. */
#if PROBES_BUILT_IN
#define AVM_UNUSED_IF_PROBES __attribute__((unused))
#else
#define AVM_UNUSED_IF_PROBES
#endif
#define JNI_UNPAREN(...) __VA_ARGS__
#define VAR_NONE_RSV(slot, member)
#define VAR_NONE_FN0(slot, ret, name, params)
#define VAR_NONE_FN(slot, ret, name, params, args)
#define VAR_DEFINE(slot, ret, name, params, last, args) \
    static ret JNICALL AVM_UNUSED_IF_PROBES jni_##name params \
    {                                                    \
        va_list ap;                                      \
        va_start(ap, last);                              \
        ret r = jni_##name##V(env, JNI_UNPAREN args, ap); \
        va_end(ap);                                      \
        return r;                                        \
    }
#define VAR_DEFINE_VOID(slot, ret, name, params, last, args) \
    static void JNICALL AVM_UNUSED_IF_PROBES jni_##name params \
    {                                                         \
        va_list ap;                                           \
        va_start(ap, last);                                   \
        jni_##name##V(env, JNI_UNPAREN args, ap);             \
        va_end(ap);                                           \
    }

AGENTVM_JNI_ENV_SLOTS(VAR_NONE_RSV, VAR_NONE_FN0, VAR_NONE_FN, VAR_DEFINE, VAR_DEFINE_VOID)

/*
 * The hotspot_jni probes: every JNI function X fires X__entry with its
 * arguments and X__return with its result (vm/jni_probes.def, generated
 * from the slot lists of include/jni.h, says which arguments HotSpot
 * passes). Each probed entry calls the function above it, which the
 * compiler inlines there when it has no other caller (220 of 235; the
 * Call*MethodV forms, which the variadic forms call too, and a few more
 * keep a call): what is added to a JNI call is two nops and no argument
 * set-up, the arguments being in their registers already.
 */
#if PROBES_BUILT_IN
#define JP_VALUE(ret, name, expr, after, cast) \
    ret r_ = expr;                             \
    after;                                     \
    PROBE(hotspot_jni, name##__return, cast(r_)); \
    return r_;
#define JP_BODY_PA_PTR(ret, name, expr, after) JP_VALUE(ret, name, expr, after, PA_PTR)
#define JP_BODY_PA_I32(ret, name, expr, after) JP_VALUE(ret, name, expr, after, PA_I32)
#define JP_BODY_PA_I64(ret, name, expr, after) JP_VALUE(ret, name, expr, after, PA_I64)
#define JP_BODY_PA_I16(ret, name, expr, after) JP_VALUE(ret, name, expr, after, PA_I16)
#define JP_BODY_PA_U16(ret, name, expr, after) JP_VALUE(ret, name, expr, after, PA_U16)
#define JP_BODY_PA_I8(ret, name, expr, after) JP_VALUE(ret, name, expr, after, PA_I8)
#define JP_BODY_PA_BOOL(ret, name, expr, after) JP_VALUE(ret, name, expr, after, PA_BOOL)
#define JP_BODY_NOARG(ret, name, expr, after) \
    ret r_ = expr;                            \
    after;                                    \
    PROBE(hotspot_jni, name##__return);       \
    return r_;
#define JP_BODY_VOID(ret, name, expr, after) \
    expr;                                    \
    after;                                   \
    PROBE(hotspot_jni, name##__return);
#define JP_BODY_NONE(ret, name, expr, after) \
    expr;                                    \
    after;

#define JP_FN(slot, ret, name, params, call, entry, kind)      \
    static ret JNICALL jnip_##name params                      \
    {                                                          \
        PROBE(hotspot_jni, name##__entry, JNI_UNPAREN entry);  \
        JP_BODY_##kind(ret, name, jni_##name call, (void)0)    \
    }
#define JP_VAR(slot, ret, name, params, last, args, entry, kind)                      \
    static ret JNICALL jnip_##name params                                             \
    {                                                                                 \
        va_list ap;                                                                   \
        va_start(ap, last);                                                           \
        PROBE(hotspot_jni, name##__entry, JNI_UNPAREN entry);                         \
        JP_BODY_##kind(ret, name, jni_##name##V(env, JNI_UNPAREN args, ap), va_end(ap)) \
    }

/* The invocation interface's functions are defined further down. */
static jint JNICALL jni_DestroyJavaVM(JavaVM *vm);
static jint JNICALL jni_AttachCurrentThread(JavaVM *vm, void **penv, void *args);
static jint JNICALL jni_AttachCurrentThreadAsDaemon(JavaVM *vm, void **penv, void *args);
static jint JNICALL jni_DetachCurrentThread(JavaVM *vm);
static jint JNICALL jni_GetEnv(JavaVM *vm, void **penv, jint version);

#include "vm/jni_probes.def"

#define JNI_ENTRY_NAME(name) jnip_##name
#else
#define JNI_ENTRY_NAME(name) jni_##name
#endif

#define TABLE_RSV(slot, member) .member = NULL,
#define TABLE_FN0(slot, ret, name, params) .name = JNI_ENTRY_NAME(name),
#define TABLE_FN(slot, ret, name, params, args) .name = JNI_ENTRY_NAME(name),
#define TABLE_VAR(slot, ret, name, params, last, args) .name = JNI_ENTRY_NAME(name),

const struct JNINativeInterface_ jni_function_table = {
    AGENTVM_JNI_ENV_SLOTS(TABLE_RSV, TABLE_FN0, TABLE_FN, TABLE_VAR, TABLE_VAR)
};

/* JNI 21's IsVirtualThread (slot 234) is not part of the JNI 17 table of
 * include/jni.h, but the libjdwp.so of JDK 21 and later calls it: threads
 * start with a copy of the table followed by that one slot, answering
 * false (this VM has no virtual threads). Checked JNI and tables installed
 * by SetJNIFunctionTable end at GetModule. */
static jboolean JNICALL jni_IsVirtualThread(JNIEnv *env, jobject obj)
{
    (void)env;
    (void)obj;
    return JNI_FALSE;
}

static const struct {
    struct JNINativeInterface_ table;
    jboolean (JNICALL *IsVirtualThread)(JNIEnv *env, jobject obj);
} jni_table_21 = {
    { AGENTVM_JNI_ENV_SLOTS(TABLE_RSV, TABLE_FN0, TABLE_FN, TABLE_VAR, TABLE_VAR) },
    jni_IsVirtualThread,
};

const struct JNINativeInterface_ *volatile jni_current_table = &jni_table_21.table;

/* The invocation interface: thread attachment and VM lifetime belong to
 * the VM core, which implements the vm_jni_* functions. */
static jint JNICALL jni_DestroyJavaVM(JavaVM *vm)
{
    return vm_jni_destroy(vm);
}

static jint JNICALL jni_AttachCurrentThread(JavaVM *vm, void **penv, void *args)
{
    return vm_jni_attach(vm, penv, args, 0);
}

static jint JNICALL jni_AttachCurrentThreadAsDaemon(JavaVM *vm, void **penv, void *args)
{
    return vm_jni_attach(vm, penv, args, 1);
}

static jint JNICALL jni_DetachCurrentThread(JavaVM *vm)
{
    return vm_jni_detach(vm);
}

static jint JNICALL jni_GetEnv(JavaVM *vm, void **penv, jint version)
{
    return vm_jni_get_env(vm, penv, version);
}

const struct JNIInvokeInterface_ jni_invoke_table = {
    AGENTVM_JNI_VM_SLOTS(TABLE_RSV, TABLE_FN0, TABLE_FN)
};

static JavaVM the_vm = &jni_invoke_table;
JavaVM *jni_vm = &the_vm;
