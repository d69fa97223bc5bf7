/*
 * -Xcheck:jni. Every slot of the checking table runs the protocol checks
 * (an exception left pending, a call result left unchecked, JNI calls
 * inside a critical region) and then forwards to the real function;
 * functions that take classes, references, method and field IDs, arrays
 * and buffers check those arguments too. Messages, their stream (standard
 * output) and their consequences follow HotSpot 17:
 *
 *   WARNING in native method: <what>       then the Java stack; the call goes on
 *   FATAL ERROR in native method: <what>   then the Java stack; abort()
 *
 * Buffers. Get<Type>ArrayElements, GetPrimitiveArrayCritical and
 * GetStringUTFChars hand out a copy with guard bytes on both sides and
 * remember it; the Release function checks that the pointer is one of
 * them and that the guards are intact before it copies the elements back.
 *
 * Per-thread protocol state lives in thread-local variables: JNIEnv is
 * per thread, so the thread calling a JNI function is the env's thread.
 */
#include "vm/jni_check.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vm/class.h"
#include "vm/events.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/roots.h"
#include "vm/threaddump.h"
#include "vm/vm.h"

#define REAL jni_function_table

/* The Call function whose result the native has not checked yet. */
static __thread const char *unchecked_call;
static __thread int critical_depth;

/* ------------------------------------------------------------------ */
/* Reports                                                             */
/* ------------------------------------------------------------------ */

static void report(JNIEnv *env, const char *kind, const char *msg)
{
    Thread *t = jni_thread(env);
    int was_native = t->state == THR_IN_NATIVE;
    if (was_native)
        thr_enter_vm(t);
    fflush(stdout);
    printf("%s in native method: %s\n", kind, msg);
    tdump_print_stack(t, stdout);
    fflush(stdout);
    if (was_native)
        thr_enter_safe(t, THR_IN_NATIVE);
}

static void warn(JNIEnv *env, const char *msg) { report(env, "WARNING", msg); }

AVM_NORETURN static void fatal(JNIEnv *env, const char *msg)
{
    report(env, "FATAL ERROR", msg);
    fflush(stderr);
    abort();
}

/* ------------------------------------------------------------------ */
/* The protocol checks of every function                               */
/* ------------------------------------------------------------------ */

typedef enum CallKind {
    K_NORMAL,          /* no exception may be pending */
    K_EXC_ALLOWED,     /* JNI 1.1 list of functions safe with an exception pending */
    K_EXC_QUERY,       /* ExceptionCheck, ExceptionOccurred, ExceptionClear */
    K_CRITICAL         /* allowed inside a critical region */
} CallKind;

static CallKind kind_of(const char *name)
{
    static const char *const allowed[] = {
        "ExceptionDescribe", "ReleaseStringChars", "ReleaseStringUTFChars", "DeleteLocalRef",
        "DeleteGlobalRef", "DeleteWeakGlobalRef", "MonitorExit", "PushLocalFrame", "PopLocalFrame",
    };
    if (!strcmp(name, "ExceptionCheck") || !strcmp(name, "ExceptionOccurred") || !strcmp(name, "ExceptionClear"))
        return K_EXC_QUERY;
    if (strstr(name, "Critical"))
        return K_CRITICAL;
    if (!strncmp(name, "Release", 7) && strstr(name, "ArrayElements"))
        return K_EXC_ALLOWED;
    for (size_t i = 0; i < AVM_ARRAY_LEN(allowed); i++)
        if (!strcmp(name, allowed[i]))
            return K_EXC_ALLOWED;
    return K_NORMAL;
}

static void enter(JNIEnv *env, CallKind kind)
{
    if (critical_depth > 0 && kind != K_CRITICAL) {
        fflush(stdout);
        printf("Warning: Calling other JNI functions in the scope of Get/ReleasePrimitiveArrayCritical or "
               "Get/ReleaseStringCritical\n");
        fflush(stdout);
    }
    if (kind == K_EXC_QUERY) {
        unchecked_call = NULL;
    } else if (kind == K_NORMAL) {
        if (jni_thread(env)->exception)
            warn(env, "JNI call made with exception pending");
        if (unchecked_call) {
            char msg[160];
            snprintf(msg, sizeof msg, "JNI call made without checking exceptions when required to from %s",
                     unchecked_call);
            unchecked_call = NULL;
            warn(env, msg);
        }
    }
}

/* Declared in a Call wrapper: once the call has returned, its result
 * must be checked before the next JNI call. */
static void mark_unchecked(const char *const *name) { unchecked_call = *name; }
#define UNCHECKED_AFTER(name) \
    __attribute__((cleanup(mark_unchecked))) const char *const unchecked_name_ = (name)

static void end_args(va_list *ap) { va_end(*ap); }
#define VA_SCOPE(ap, last) \
    __attribute__((cleanup(end_args))) va_list ap; \
    va_start(ap, last)

/* ------------------------------------------------------------------ */
/* Arguments                                                           */
/* ------------------------------------------------------------------ */

/* The object of a reference that must be live: a local reference of this
 * thread that was not deleted, or a global or weak global one. Checked in
 * the VM state, where the collector cannot run. */
static Object *checked_deref(JNIEnv *env, jobject ref)
{
    Thread *t = jni_thread(env);
    int was_native = t->state == THR_IN_NATIVE;
    if (was_native)
        thr_enter_vm(t);
    jobjectRefType kind = REAL.GetObjectRefType(env, ref);
    Object *o = kind == JNIInvalidRefType ? NULL : *(Object **)ref;
    int ok = kind == JNIWeakGlobalRefType || (o && heap_is_object(o));
    if (was_native)
        thr_enter_safe(t, THR_IN_NATIVE);
    if (!ok)
        fatal(env, "Bad global or local ref passed to JNI");
    return o;
}

/* A reference that may be null. */
static Object *check_object(JNIEnv *env, jobject ref)
{
    return ref ? checked_deref(env, ref) : NULL;
}

static Class *check_class(JNIEnv *env, jclass ref)
{
    if (!ref)
        fatal(env, "Bad global or local ref passed to JNI");
    Object *o = checked_deref(env, ref);
    Class *c = o && o->klass == wk.klass ? mirror_class(o) : NULL;
    if (!c)
        fatal(env, "JNI received a class argument that is not a class");
    return c;
}

static Method *check_method(JNIEnv *env, jmethodID id)
{
    if (!id || !cls_is_method(id))
        fatal(env, "Wrong object class or methodID passed to JNI call");
    return (Method *)id;
}

/* As HotSpot: the method ID, then the class (if any) and the receiver
 * (if any) must both be of the method's class, whether the method is
 * static or not. */
static void check_call(JNIEnv *env, jclass clazz, jmethodID id, jobject obj)
{
    enter(env, K_NORMAL);
    Method *m = check_method(env, id);
    if (clazz && !cls_is_assignable(check_class(env, clazz), m->klass))
        fatal(env, "Wrong object class or methodID passed to JNI call");
    Object *o = check_object(env, obj);
    if (o && !cls_is_assignable(o->klass, m->klass))
        fatal(env, "Wrong object class or methodID passed to JNI call");
}

static void check_instance_call(JNIEnv *env, jobject obj, jclass clazz, jmethodID id)
{
    check_call(env, clazz, id, obj);
}

static void check_static_call(JNIEnv *env, jclass clazz, jmethodID id)
{
    if (!clazz)
        fatal(env, "Bad global or local ref passed to JNI");
    check_call(env, clazz, id, NULL);
}

/* In HotSpot's order: the kind of the ID (HotSpot's encoding makes a
 * null instance field ID look static), the object or class, that it is of
 * the field's class, then the type. type: the descriptor letter of the
 * accessor, 'L' for Object. */
static Field *check_field_id(JNIEnv *env, jfieldID id, int is_static)
{
    if (!id && !is_static)
        fatal(env, "Static field ID passed to JNI");
    if (!id || !cls_is_field(id))
        fatal(env, "Invalid field ID in JNI get/set field operations");
    Field *f = (Field *)id;
    if (is_static != !!(f->access_flags & ACC_STATIC))
        fatal(env, is_static ? "Non-static field ID passed to JNI" : "Static field ID passed to JNI");
    return f;
}

static void check_field_type(JNIEnv *env, const Field *f, int is_static, char type)
{
    char ft = f->desc[0] == '[' ? 'L' : f->desc[0];
    if (ft != type)
        fatal(env, is_static ? "Field type (static) mismatch in JNI get/set field operations"
                             : "Field type (instance) mismatch in JNI get/set field operations");
}

static void check_instance_field(JNIEnv *env, jobject obj, jfieldID id, char type)
{
    enter(env, K_NORMAL);
    Field *f = check_field_id(env, id, 0);
    Object *o = check_object(env, obj);
    if (!o)
        fatal(env, "Null object passed to JNI");
    /* HotSpot looks for a field at the ID's offset in the object's class. */
    if (!cls_is_assignable(o->klass, f->klass))
        fatal(env, "Wrong field ID passed to JNI");
    check_field_type(env, f, 0, type);
}

static void check_static_field(JNIEnv *env, jclass clazz, jfieldID id, char type)
{
    enter(env, K_NORMAL);
    Field *f = check_field_id(env, id, 1);
    if (!cls_is_assignable(check_class(env, clazz), f->klass))
        fatal(env, "Wrong static field ID passed to JNI");
    check_field_type(env, f, 1, type);
}

/* Strings: null is not a string either. */
static void check_string(JNIEnv *env, jstring str)
{
    Object *s = check_object(env, str);
    if (!s || s->klass != wk.string)
        fatal(env, "JNI string operation received a non-string");
}

/* What an array argument must be: any array, one of primitives, one of
 * objects, or (a descriptor letter) one of that primitive type. */
#define ANY_ARRAY 0
#define PRIM_ARRAY 'P'
#define OBJ_ARRAY 'O'

/* An array argument, never null. */
static Object *check_array(JNIEnv *env, jarray array, char want)
{
    Object *a = check_object(env, array);
    if (!a || a->klass->name[0] != '[')
        fatal(env, "Non-array passed to JNI array operations");
    char elem = a->klass->name[1];
    int prim = elem != 'L' && elem != '[';
    if (want == OBJ_ARRAY && prim)
        fatal(env, "Object array expected but not received for JNI array operation");
    if (want != ANY_ARRAY && want != OBJ_ARRAY && !prim)
        fatal(env, "Primitive type array expected but not received for JNI array operation");
    if (want != ANY_ARRAY && want != OBJ_ARRAY && want != PRIM_ARRAY && elem != want)
        fatal(env, "Array element type mismatch in JNI");
    return a;
}

/* ------------------------------------------------------------------ */
/* Guarded copies                                                      */
/* ------------------------------------------------------------------ */

#define GUARD_SIZE 16
#define GUARD_BYTE 0xAB

typedef struct Guarded {
    struct Guarded *next;
    unsigned char *user;          /* what the native got */
    void *original;               /* the elements in the heap (or C string) */
    size_t size;
} Guarded;

static pthread_mutex_t guarded_lock = PTHREAD_MUTEX_INITIALIZER;
static Guarded *guarded;

static void *guard_copy(const void *original, size_t size)
{
    unsigned char *block = malloc(size + 2 * GUARD_SIZE);
    Guarded *g = malloc(sizeof *g);
    if (!block || !g) {
        free(block);
        free(g);
        return NULL;
    }
    memset(block, GUARD_BYTE, GUARD_SIZE);
    memcpy(block + GUARD_SIZE, original, size);
    memset(block + GUARD_SIZE + size, GUARD_BYTE, GUARD_SIZE);
    g->user = block + GUARD_SIZE;
    g->original = (void *)original;
    g->size = size;
    pthread_mutex_lock(&guarded_lock);
    g->next = guarded;
    guarded = g;
    pthread_mutex_unlock(&guarded_lock);
    return g->user;
}

static int guard_intact(const Guarded *g)
{
    for (size_t i = 0; i < GUARD_SIZE; i++)
        if (g->user[-1 - (ptrdiff_t)i] != GUARD_BYTE || g->user[g->size + i] != GUARD_BYTE)
            return 0;
    return 1;
}

/* The copy handed out at user, unlinked when remove is set; NULL when
 * user is not one of them or its guards are broken. */
static Guarded *guard_find(const void *user, int remove)
{
    pthread_mutex_lock(&guarded_lock);
    Guarded **pp = &guarded;
    while (*pp && (*pp)->user != user)
        pp = &(*pp)->next;
    Guarded *g = *pp;
    if (g && guard_intact(g)) {
        if (remove)
            *pp = g->next;
    } else {
        g = NULL;
    }
    pthread_mutex_unlock(&guarded_lock);
    return g;
}

static void guard_free(Guarded *g)
{
    free(g->user - GUARD_SIZE);
    free(g);
}

/* Release of a guarded array copy: JNI_COMMIT copies back and keeps the
 * copy, JNI_ABORT frees it, 0 does both. Returns the heap elements. */
static void *release_array(JNIEnv *env, const char *fn, jarray array, char want, void *elems, jint mode)
{
    enter(env, kind_of(fn));
    Object *a = check_array(env, array, want);
    Guarded *g = guard_find(elems, mode != JNI_COMMIT);
    if (!g) {
        char msg[200];
        printf("%s: release array failed bounds check, incorrect pointer returned ? array: 0x%016" PRIxPTR
               " carray: 0x%016" PRIxPTR "\n", fn, (uintptr_t)a, (uintptr_t)elems);
        snprintf(msg, sizeof msg, "%s: failed bounds check", fn);
        fatal(env, msg);
    }
    void *original = g->original;
    if (mode != JNI_ABORT)
        memcpy(original, g->user, g->size);
    if (mode != JNI_COMMIT)
        guard_free(g);
    return original;
}

/* ------------------------------------------------------------------ */
/* Wrappers with argument checks                                       */
/* ------------------------------------------------------------------ */

static jmethodID JNICALL chk_GetMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    enter(env, K_NORMAL);
    check_class(env, clazz);
    return REAL.GetMethodID(env, clazz, name, sig);
}

static jmethodID JNICALL chk_GetStaticMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    enter(env, K_NORMAL);
    check_class(env, clazz);
    return REAL.GetStaticMethodID(env, clazz, name, sig);
}

static jfieldID JNICALL chk_GetFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    enter(env, K_NORMAL);
    check_class(env, clazz);
    return REAL.GetFieldID(env, clazz, name, sig);
}

static jfieldID JNICALL chk_GetStaticFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig)
{
    enter(env, K_NORMAL);
    check_class(env, clazz);
    return REAL.GetStaticFieldID(env, clazz, name, sig);
}

static jclass JNICALL chk_GetObjectClass(JNIEnv *env, jobject obj)
{
    enter(env, K_NORMAL);
    check_object(env, obj);
    return REAL.GetObjectClass(env, obj);
}

static jboolean JNICALL chk_IsInstanceOf(JNIEnv *env, jobject obj, jclass clazz)
{
    enter(env, K_NORMAL);
    check_object(env, obj);
    check_class(env, clazz);
    return REAL.IsInstanceOf(env, obj, clazz);
}

static jobject JNICALL chk_AllocObject(JNIEnv *env, jclass clazz)
{
    enter(env, K_NORMAL);
    check_class(env, clazz);
    return REAL.AllocObject(env, clazz);
}

static void check_throwable(JNIEnv *env, Class *c)
{
    Class *throwable = wk.throwable;
    if (!c || !cls_is_assignable(c, throwable))
        fatal(env, "JNI Throw or ThrowNew received a class argument that is not a Throwable or Throwable subclass");
}

static jint JNICALL chk_Throw(JNIEnv *env, jthrowable obj)
{
    enter(env, K_NORMAL);
    Object *o = check_object(env, obj);
    if (o)
        check_throwable(env, o->klass);
    return REAL.Throw(env, obj);
}

static jint JNICALL chk_ThrowNew(JNIEnv *env, jclass clazz, const char *msg)
{
    enter(env, K_NORMAL);
    check_throwable(env, check_class(env, clazz));
    return REAL.ThrowNew(env, clazz, msg);
}

static jsize JNICALL chk_GetArrayLength(JNIEnv *env, jarray array)
{
    enter(env, K_NORMAL);
    check_array(env, array, ANY_ARRAY);
    return REAL.GetArrayLength(env, array);
}

static jsize JNICALL chk_GetStringUTFLength(JNIEnv *env, jstring str)
{
    enter(env, K_NORMAL);
    check_string(env, str);
    return REAL.GetStringUTFLength(env, str);
}

static jsize JNICALL chk_GetStringLength(JNIEnv *env, jstring str)
{
    enter(env, K_NORMAL);
    check_string(env, str);
    return REAL.GetStringLength(env, str);
}

static const char *JNICALL chk_GetStringUTFChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
    enter(env, K_NORMAL);
    check_string(env, str);
    const char *s = REAL.GetStringUTFChars(env, str, isCopy);
    if (!s)
        return NULL;
    const char *copy = guard_copy(s, strlen(s) + 1);
    if (!copy)
        return s;
    if (isCopy)
        *isCopy = JNI_TRUE;
    return copy;
}

static void JNICALL chk_ReleaseStringUTFChars(JNIEnv *env, jstring str, const char *chars)
{
    enter(env, K_EXC_ALLOWED);
    check_string(env, str);
    if (!chars)
        return;
    Guarded *g = guard_find(chars, 1);
    if (!g) {
        printf("ReleaseStringUTFChars: release chars failed bounds check. string: 0x%016" PRIxPTR
               " chars: 0x%016" PRIxPTR "\n", (uintptr_t)str, (uintptr_t)chars);
        fatal(env, "ReleaseStringUTFChars: release chars failed bounds check.");
    }
    REAL.ReleaseStringUTFChars(env, str, g->original);
    guard_free(g);
}

static const jchar *JNICALL chk_GetStringChars(JNIEnv *env, jstring str, jboolean *isCopy)
{
    enter(env, K_NORMAL);
    check_string(env, str);
    return REAL.GetStringChars(env, str, isCopy);
}

static void JNICALL chk_ReleaseStringChars(JNIEnv *env, jstring str, const jchar *chars)
{
    enter(env, K_EXC_ALLOWED);
    check_string(env, str);
    REAL.ReleaseStringChars(env, str, chars);
}

static void JNICALL chk_GetStringRegion(JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf)
{
    enter(env, K_NORMAL);
    check_string(env, str);
    REAL.GetStringRegion(env, str, start, len, buf);
}

static void JNICALL chk_GetStringUTFRegion(JNIEnv *env, jstring str, jsize start, jsize len, char *buf)
{
    enter(env, K_NORMAL);
    check_string(env, str);
    REAL.GetStringUTFRegion(env, str, start, len, buf);
}

static jobject JNICALL chk_GetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index)
{
    enter(env, K_NORMAL);
    check_array(env, array, OBJ_ARRAY);
    return REAL.GetObjectArrayElement(env, array, index);
}

static void JNICALL chk_SetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index, jobject val)
{
    enter(env, K_NORMAL);
    check_array(env, array, OBJ_ARRAY);
    check_object(env, val);
    REAL.SetObjectArrayElement(env, array, index, val);
}

/* HotSpot's message for a negative capacity; the real functions answer
 * JNI_ERR. */
static void check_capacity(JNIEnv *env, jint capacity)
{
    if (capacity < 0)
        fatal(env, "negative capacity");
}

static jint JNICALL chk_EnsureLocalCapacity(JNIEnv *env, jint capacity)
{
    enter(env, K_NORMAL);
    check_capacity(env, capacity);
    return REAL.EnsureLocalCapacity(env, capacity);
}

static jint JNICALL chk_PushLocalFrame(JNIEnv *env, jint capacity)
{
    enter(env, K_EXC_ALLOWED);
    check_capacity(env, capacity);
    return REAL.PushLocalFrame(env, capacity);
}

/* A class descriptor is warned about (the real FindClass accepts it, as
 * HotSpot's does); a name that is not modified UTF-8 is fatal. HotSpot
 * formats both in a buffer of 4096 bytes. */
static jclass JNICALL chk_FindClass(JNIEnv *env, const char *name)
{
    enter(env, K_NORMAL);
    if (name) {
        char msg[4096];
        size_t n = strlen(name);
        if (n >= 2 && name[0] == 'L' && name[n - 1] == ';') {
            snprintf(msg, sizeof msg,
                     "JNI FindClass received a bad class descriptor \"%s\".  A correct class descriptor has no "
                     "leading \"L\" or trailing \";\".  Incorrect descriptors will not be accepted in future releases.",
                     name);
            warn(env, msg);
        }
        if (!jni_is_legal_mutf8(name)) {
            snprintf(msg, sizeof msg, "JNI class name is not a valid UTF8 string \"%s\"", name);
            fatal(env, msg);
        }
    }
    return REAL.FindClass(env, name);
}

static jobject JNICALL chk_NewObjectV(JNIEnv *env, jclass clazz, jmethodID methodID, va_list args)
{
    check_call(env, clazz, methodID, NULL);
    return REAL.NewObjectV(env, clazz, methodID, args);
}

static jobject JNICALL chk_NewObjectA(JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args)
{
    check_call(env, clazz, methodID, NULL);
    return REAL.NewObjectA(env, clazz, methodID, args);
}

static jobject JNICALL chk_NewObject(JNIEnv *env, jclass clazz, jmethodID methodID, ...)
{
    check_call(env, clazz, methodID, NULL);
    VA_SCOPE(ap, methodID);
    return REAL.NewObjectV(env, clazz, methodID, ap);
}

static size_t element_size(char letter)
{
    switch (letter) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    default: return 8;
    }
}

static void *JNICALL chk_GetPrimitiveArrayCritical(JNIEnv *env, jarray array, jboolean *isCopy)
{
    enter(env, K_CRITICAL);
    Object *a = check_array(env, array, PRIM_ARRAY);
    void *p = REAL.GetPrimitiveArrayCritical(env, array, isCopy);
    if (!p || !a)
        return p;
    critical_depth++;
    void *copy = guard_copy(p, (size_t)ARRAY_LENGTH(a) * element_size(a->klass->name[1]));
    if (copy && isCopy)
        *isCopy = JNI_TRUE;
    return copy ? copy : p;
}

static void JNICALL chk_ReleasePrimitiveArrayCritical(JNIEnv *env, jarray array, void *carray, jint mode)
{
    void *original = release_array(env, "ReleasePrimitiveArrayCritical", array, PRIM_ARRAY, carray, mode);
    if (critical_depth > 0)
        critical_depth--;
    REAL.ReleasePrimitiveArrayCritical(env, array, original, mode);
}

static const jchar *JNICALL chk_GetStringCritical(JNIEnv *env, jstring str, jboolean *isCopy)
{
    enter(env, K_CRITICAL);
    check_string(env, str);
    const jchar *p = REAL.GetStringCritical(env, str, isCopy);
    if (p)
        critical_depth++;
    return p;
}

static void JNICALL chk_ReleaseStringCritical(JNIEnv *env, jstring str, const jchar *chars)
{
    enter(env, K_CRITICAL);
    check_string(env, str);
    if (critical_depth > 0)
        critical_depth--;
    REAL.ReleaseStringCritical(env, str, chars);
}

/* Get<Type>ArrayElements and Release<Type>ArrayElements. */
#define ARRAY_ELEMENTS(T, jt, letter)                                                                    \
    static jt *JNICALL chk_Get##T##ArrayElements(JNIEnv *env, jt##Array array, jboolean *isCopy)          \
    {                                                                                                    \
        enter(env, K_NORMAL);                                                                            \
        Object *a = check_array(env, array, letter);                                                     \
        jt *p = REAL.Get##T##ArrayElements(env, array, isCopy);                                          \
        if (!p || !a)                                                                                    \
            return p;                                                                                    \
        jt *copy = guard_copy(p, (size_t)ARRAY_LENGTH(a) * sizeof(jt));                                  \
        if (copy && isCopy)                                                                              \
            *isCopy = JNI_TRUE;                                                                          \
        return copy ? copy : p;                                                                          \
    }                                                                                                    \
    static void JNICALL chk_Release##T##ArrayElements(JNIEnv *env, jt##Array array, jt *elems, jint mode) \
    {                                                                                                    \
        jt *original = release_array(env, "checked_jni_Release" #T "ArrayElements", array, letter, elems, mode); \
        REAL.Release##T##ArrayElements(env, array, original, mode);                                     \
    }                                                                                                    \
    static void JNICALL chk_Get##T##ArrayRegion(JNIEnv *env, jt##Array array, jsize start, jsize len,      \
                                                jt *buf)                                                 \
    {                                                                                                    \
        enter(env, K_NORMAL);                                                                            \
        check_array(env, array, letter);                                                                 \
        REAL.Get##T##ArrayRegion(env, array, start, len, buf);                                           \
    }                                                                                                    \
    static void JNICALL chk_Set##T##ArrayRegion(JNIEnv *env, jt##Array array, jsize start, jsize len,      \
                                                const jt *buf)                                           \
    {                                                                                                    \
        enter(env, K_NORMAL);                                                                            \
        check_array(env, array, letter);                                                                 \
        REAL.Set##T##ArrayRegion(env, array, start, len, buf);                                           \
    }

ARRAY_ELEMENTS(Boolean, jboolean, 'Z')
ARRAY_ELEMENTS(Byte, jbyte, 'B')
ARRAY_ELEMENTS(Char, jchar, 'C')
ARRAY_ELEMENTS(Short, jshort, 'S')
ARRAY_ELEMENTS(Int, jint, 'I')
ARRAY_ELEMENTS(Long, jlong, 'J')
ARRAY_ELEMENTS(Float, jfloat, 'F')
ARRAY_ELEMENTS(Double, jdouble, 'D')

/* Field access. */
#define FIELDS(T, jt, letter)                                                                            \
    static jt JNICALL chk_Get##T##Field(JNIEnv *env, jobject obj, jfieldID fieldID)                       \
    {                                                                                                    \
        check_instance_field(env, obj, fieldID, letter);                                                 \
        return REAL.Get##T##Field(env, obj, fieldID);                                                    \
    }                                                                                                    \
    static void JNICALL chk_Set##T##Field(JNIEnv *env, jobject obj, jfieldID fieldID, jt val)             \
    {                                                                                                    \
        check_instance_field(env, obj, fieldID, letter);                                                 \
        REAL.Set##T##Field(env, obj, fieldID, val);                                                      \
    }                                                                                                    \
    static jt JNICALL chk_GetStatic##T##Field(JNIEnv *env, jclass clazz, jfieldID fieldID)                \
    {                                                                                                    \
        check_static_field(env, clazz, fieldID, letter);                                                 \
        return REAL.GetStatic##T##Field(env, clazz, fieldID);                                            \
    }                                                                                                    \
    static void JNICALL chk_SetStatic##T##Field(JNIEnv *env, jclass clazz, jfieldID fieldID, jt val)      \
    {                                                                                                    \
        check_static_field(env, clazz, fieldID, letter);                                                 \
        REAL.SetStatic##T##Field(env, clazz, fieldID, val);                                              \
    }

#define TYPES(X)                                                                                         \
    X(Object, jobject, 'L') X(Boolean, jboolean, 'Z') X(Byte, jbyte, 'B') X(Char, jchar, 'C')            \
    X(Short, jshort, 'S') X(Int, jint, 'I') X(Long, jlong, 'J') X(Float, jfloat, 'F')                    \
    X(Double, jdouble, 'D')

TYPES(FIELDS)

/* Method calls: the receiver or class must fit the method, and the
 * result must be checked (ExceptionCheck, ExceptionOccurred) before the
 * next JNI call. A void call returns the void result of its target. */
#define CALLS(T, jt, letter)                                                                                 \
    static jt JNICALL chk_Call##T##MethodV(JNIEnv *env, jobject obj, jmethodID methodID, va_list args)        \
    {                                                                                                        \
        check_instance_call(env, obj, NULL, methodID);                                                       \
        UNCHECKED_AFTER("Call" #T "MethodV");                                                                \
        return REAL.Call##T##MethodV(env, obj, methodID, args);                                              \
    }                                                                                                        \
    static jt JNICALL chk_Call##T##MethodA(JNIEnv *env, jobject obj, jmethodID methodID, const jvalue *args) \
    {                                                                                                        \
        check_instance_call(env, obj, NULL, methodID);                                                       \
        UNCHECKED_AFTER("Call" #T "MethodA");                                                                \
        return REAL.Call##T##MethodA(env, obj, methodID, args);                                              \
    }                                                                                                        \
    static jt JNICALL chk_Call##T##Method(JNIEnv *env, jobject obj, jmethodID methodID, ...)                  \
    {                                                                                                        \
        check_instance_call(env, obj, NULL, methodID);                                                       \
        UNCHECKED_AFTER("Call" #T "Method");                                                                 \
        VA_SCOPE(ap, methodID);                                                                              \
        return REAL.Call##T##MethodV(env, obj, methodID, ap);                                                \
    }                                                                                                        \
    static jt JNICALL chk_CallNonvirtual##T##MethodV(JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, \
                                                     va_list args)                                           \
    {                                                                                                        \
        check_instance_call(env, obj, clazz, methodID);                                                      \
        UNCHECKED_AFTER("CallNonvirtual" #T "MethodV");                                                      \
        return REAL.CallNonvirtual##T##MethodV(env, obj, clazz, methodID, args);                             \
    }                                                                                                        \
    static jt JNICALL chk_CallNonvirtual##T##MethodA(JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, \
                                                     const jvalue *args)                                     \
    {                                                                                                        \
        check_instance_call(env, obj, clazz, methodID);                                                      \
        UNCHECKED_AFTER("CallNonvirtual" #T "MethodA");                                                      \
        return REAL.CallNonvirtual##T##MethodA(env, obj, clazz, methodID, args);                             \
    }                                                                                                        \
    static jt JNICALL chk_CallNonvirtual##T##Method(JNIEnv *env, jobject obj, jclass clazz, jmethodID methodID, \
                                                    ...)                                                     \
    {                                                                                                        \
        check_instance_call(env, obj, clazz, methodID);                                                      \
        UNCHECKED_AFTER("CallNonvirtual" #T "Method");                                                       \
        VA_SCOPE(ap, methodID);                                                                              \
        return REAL.CallNonvirtual##T##MethodV(env, obj, clazz, methodID, ap);                               \
    }                                                                                                        \
    static jt JNICALL chk_CallStatic##T##MethodV(JNIEnv *env, jclass clazz, jmethodID methodID, va_list args) \
    {                                                                                                        \
        check_static_call(env, clazz, methodID);                                                             \
        UNCHECKED_AFTER("CallStatic" #T "MethodV");                                                          \
        return REAL.CallStatic##T##MethodV(env, clazz, methodID, args);                                      \
    }                                                                                                        \
    static jt JNICALL chk_CallStatic##T##MethodA(JNIEnv *env, jclass clazz, jmethodID methodID,              \
                                                 const jvalue *args)                                         \
    {                                                                                                        \
        check_static_call(env, clazz, methodID);                                                             \
        UNCHECKED_AFTER("CallStatic" #T "MethodA");                                                          \
        return REAL.CallStatic##T##MethodA(env, clazz, methodID, args);                                      \
    }                                                                                                        \
    static jt JNICALL chk_CallStatic##T##Method(JNIEnv *env, jclass clazz, jmethodID methodID, ...)          \
    {                                                                                                        \
        check_static_call(env, clazz, methodID);                                                             \
        UNCHECKED_AFTER("CallStatic" #T "Method");                                                           \
        VA_SCOPE(ap, methodID);                                                                              \
        return REAL.CallStatic##T##MethodV(env, clazz, methodID, ap);                                        \
    }

TYPES(CALLS)
CALLS(Void, void, 'V')

/* ------------------------------------------------------------------ */
/* The table                                                           */
/* ------------------------------------------------------------------ */

/* Every other slot: the protocol checks, then the real function. */
#define JNI_UNPAREN(...) __VA_ARGS__
#define GEN_RSV(slot, member)
#define GEN_FN0(slot, ret, name, params)                 \
    static ret JNICALL gen_##name params                 \
    {                                                    \
        static int kind = -1;                            \
        if (kind < 0)                                    \
            kind = (int)kind_of(#name);                  \
        enter(env, (CallKind)kind);                      \
        return REAL.name(env);                           \
    }
#define GEN_FN(slot, ret, name, params, args)            \
    static ret JNICALL gen_##name params                 \
    {                                                    \
        static int kind = -1;                            \
        if (kind < 0)                                    \
            kind = (int)kind_of(#name);                  \
        enter(env, (CallKind)kind);                      \
        return REAL.name(env, JNI_UNPAREN args);         \
    }
#define GEN_VAR(slot, ret, name, params, last, args)     \
    static ret JNICALL gen_##name params                 \
    {                                                    \
        enter(env, K_NORMAL);                            \
        VA_SCOPE(ap, last);                              \
        return REAL.name##V(env, JNI_UNPAREN args, ap);  \
    }

AGENTVM_JNI_ENV_SLOTS(GEN_RSV, GEN_FN0, GEN_FN, GEN_VAR, GEN_VAR)

#define TAB_RSV(slot, member) .member = NULL,
#define TAB_FN0(slot, ret, name, params) .name = gen_##name,
#define TAB_FN(slot, ret, name, params, args) .name = gen_##name,
#define TAB_VAR(slot, ret, name, params, last, args) .name = gen_##name,

static struct JNINativeInterface_ table = {
    AGENTVM_JNI_ENV_SLOTS(TAB_RSV, TAB_FN0, TAB_FN, TAB_VAR, TAB_VAR)
};

#define SET_FIELDS(T, jt, letter)                  \
    table.Get##T##Field = chk_Get##T##Field;       \
    table.Set##T##Field = chk_Set##T##Field;       \
    table.GetStatic##T##Field = chk_GetStatic##T##Field; \
    table.SetStatic##T##Field = chk_SetStatic##T##Field;
#define SET_CALLS(T, jt, letter)                                      \
    table.Call##T##Method = chk_Call##T##Method;                      \
    table.Call##T##MethodV = chk_Call##T##MethodV;                    \
    table.Call##T##MethodA = chk_Call##T##MethodA;                    \
    table.CallNonvirtual##T##Method = chk_CallNonvirtual##T##Method;  \
    table.CallNonvirtual##T##MethodV = chk_CallNonvirtual##T##MethodV; \
    table.CallNonvirtual##T##MethodA = chk_CallNonvirtual##T##MethodA; \
    table.CallStatic##T##Method = chk_CallStatic##T##Method;          \
    table.CallStatic##T##MethodV = chk_CallStatic##T##MethodV;        \
    table.CallStatic##T##MethodA = chk_CallStatic##T##MethodA;
#define SET_ARRAYS(T, jt, letter)                                  \
    table.Get##T##ArrayElements = chk_Get##T##ArrayElements;         \
    table.Release##T##ArrayElements = chk_Release##T##ArrayElements; \
    table.Get##T##ArrayRegion = chk_Get##T##ArrayRegion;             \
    table.Set##T##ArrayRegion = chk_Set##T##ArrayRegion;
#define PRIMITIVES(X)                                                                                    \
    X(Boolean, jboolean, 'Z') X(Byte, jbyte, 'B') X(Char, jchar, 'C') X(Short, jshort, 'S')              \
    X(Int, jint, 'I') X(Long, jlong, 'J') X(Float, jfloat, 'F') X(Double, jdouble, 'D')

/* A native's unchecked Call result does not carry over to the next
 * native: HotSpot forgets it when the native returns. */
static void on_method_exit(Thread *t, Method *m, int by_exception, const Slot *value)
{
    (void)by_exception;
    (void)value;
    if ((m->access_flags & ACC_NATIVE) && t == thr_current())
        unchecked_call = NULL;
}

static EvSink native_exit_sink = { .interest = EV_BIT(EV_METHOD_EXIT), .method_exit = on_method_exit };

static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void build_table(void)
{
    ev_add_sink(&native_exit_sink);
    TYPES(SET_FIELDS)
    TYPES(SET_CALLS)
    SET_CALLS(Void, void, 'V')
    PRIMITIVES(SET_ARRAYS)
    table.GetMethodID = chk_GetMethodID;
    table.GetStaticMethodID = chk_GetStaticMethodID;
    table.GetFieldID = chk_GetFieldID;
    table.GetStaticFieldID = chk_GetStaticFieldID;
    table.GetObjectClass = chk_GetObjectClass;
    table.IsInstanceOf = chk_IsInstanceOf;
    table.AllocObject = chk_AllocObject;
    table.Throw = chk_Throw;
    table.ThrowNew = chk_ThrowNew;
    table.GetArrayLength = chk_GetArrayLength;
    table.GetStringLength = chk_GetStringLength;
    table.GetStringUTFLength = chk_GetStringUTFLength;
    table.GetStringUTFChars = chk_GetStringUTFChars;
    table.ReleaseStringUTFChars = chk_ReleaseStringUTFChars;
    table.GetPrimitiveArrayCritical = chk_GetPrimitiveArrayCritical;
    table.ReleasePrimitiveArrayCritical = chk_ReleasePrimitiveArrayCritical;
    table.GetStringCritical = chk_GetStringCritical;
    table.ReleaseStringCritical = chk_ReleaseStringCritical;
    table.GetStringChars = chk_GetStringChars;
    table.ReleaseStringChars = chk_ReleaseStringChars;
    table.GetStringRegion = chk_GetStringRegion;
    table.GetStringUTFRegion = chk_GetStringUTFRegion;
    table.GetObjectArrayElement = chk_GetObjectArrayElement;
    table.SetObjectArrayElement = chk_SetObjectArrayElement;
    table.EnsureLocalCapacity = chk_EnsureLocalCapacity;
    table.PushLocalFrame = chk_PushLocalFrame;
    table.FindClass = chk_FindClass;
    table.NewObject = chk_NewObject;
    table.NewObjectV = chk_NewObjectV;
    table.NewObjectA = chk_NewObjectA;
}

const struct JNINativeInterface_ *jnichk_table(void)
{
    pthread_once(&table_once, build_table);
    return &table;
}
