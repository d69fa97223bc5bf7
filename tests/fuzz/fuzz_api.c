/*
 * Fuzz target: the argument checks of JVMTI and JNI, driven the way an
 * agent drives them. The input is a small program: a context, then calls,
 * each a function of either table (every slot, api_table.inc) and, for
 * each parameter, a choice among values of the parameter's kind.
 *
 * What the values are, and where the line is: a VM can be asked to detect
 * NULL, objects of the wrong kind (a String where a thread or class is
 * expected, a class where an array is), IDs that are no method or field
 * ID, numbers out of range, the wrong phase and missing capabilities. It
 * cannot be asked to detect a pointer that is not NULL yet points at
 * nothing valid, a deleted reference, or a buffer shorter than the count
 * the caller gives with it (the specifications leave those undefined, and
 * HotSpot crashes on them). So every pointer here is NULL or points at
 * memory of the size the call promises, references are live, counts fit
 * the arrays they describe, and the few calls whose valid use cannot end
 * (suspending oneself, a raw monitor wait without a timeout, FatalError,
 * disposing the environment under use) are left out or made safe, as
 * left_out() and param_value() say case by case (docs/robustness.md).
 *
 * Contexts: directly on a native thread (live phase, no Java frames); in
 * a native method called from Java (Java frames with locals below); in an
 * Exception event callback; in a GarbageCollectionStart callback (only
 * the functions the specification allows there). The calls use one JVMTI
 * environment of their own, put back after each input: capabilities,
 * callbacks, events, tags, watches, breakpoints, prefixes, storage. (A
 * fresh environment per input would not do: DisposeEnvironment keeps the
 * record, and every later event walks the list.)
 */
#define _GNU_SOURCE
#include <float.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jni.h>
#include <jvmti.h>

#include "interp/debug.h"
#include "vm/thread.h"
#include "fuzz_lsan.h"

static int have_exception_events; /* the Exception-callback context exists */

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
JNIEXPORT void JNICALL Java_FuzzSupport_nativeOps(JNIEnv *env, jclass cls);
JNIEXPORT void JNICALL Java_FuzzSupport_nativeNoop(JNIEnv *env, jclass cls);

enum Kind {
    K_INT = 1, K_COUNT, K_MILLIS, K_FLOAT, K_DOUBLE,
    K_REF, K_STORE, K_THROWABLE, K_OWN_CLASS, K_FRESH_REF, K_REF_LIST,
    K_METHOD, K_FIELD, K_MONITOR, K_FRESH_MONITOR,
    K_CSTR, K_PATH, K_STR_LIST, K_IN_BUF, K_CLASS_DEFS, K_JVALUES, K_VA_LIST,
    K_EVENT_CALLBACKS, K_HEAP_CALLBACKS, K_USER_DATA, K_JNI_TABLE, K_FRESH_MEM, K_NATIVES,
    K_FN_HEAPOBJECTCALLBACK, K_FN_HEAPROOTCALLBACK, K_FN_STACKREFERENCECALLBACK,
    K_FN_OBJECTREFERENCECALLBACK, K_FN_STARTFUNCTION, K_FN_EXTENSIONEVENT,
    K_OUT, K_OUT_ALLOC, K_RELEASE
};

enum { API_VARIADIC = 1, API_VA_LIST = 2, MAX_PARAMS = 8 };

typedef struct ApiFn {
    int slot;
    const char *name;
    int flags;
    int nparams;
    unsigned char kinds[MAX_PARAMS];
} ApiFn;

#include "api_table.inc"

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

/* ------------------------------------------------------------------ */
/* The input                                                           */
/* ------------------------------------------------------------------ */

typedef struct Input {
    const uint8_t *p, *end;
} Input;

static unsigned in_byte(Input *in) { return in->p < in->end ? *in->p++ : 0; }
static unsigned in_u16(Input *in) { unsigned a = in_byte(in); return a | in_byte(in) << 8; }
static uint64_t in_u64(Input *in)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v |= (uint64_t)in_byte(in) << (8 * i);
    return v;
}
static int in_left(const Input *in) { return in->p < in->end; }

/* ------------------------------------------------------------------ */
/* The values                                                          */
/* ------------------------------------------------------------------ */

static JavaVM *vm;
static JNIEnv *env;
static jvmtiEnv *driver;            /* the harness's own environment: contexts */
static jclass support;
static jobject refs[24];            /* global references of every kind */
static int ref_count;
static jobject throwables[2];
static jmethodID methods[12];
static int method_count;
static jfieldID fields[16];
static int field_count;
static jrawMonitorID own_monitor;
static const struct JNINativeInterface_ *jni_table;
static uint8_t *redefined_bytes;    /* FuzzSupport$Redefined.class */
static size_t redefined_len;

enum { BUF_SIZE = 8192, MAX_COUNT = 255 };

static const char *const strings[] = {
    "", "FuzzSupport", "java/lang/String", "Ljava/lang/String;", "java.lang.String", "()V", "(I)I",
    "main", "twice", "plus", "(IJLjava/lang/String;)I", "staticInt", "I", "instanceString",
    "staticObject", "Ljava/lang/Object;", "<init>", "<clinit>", "java.vm.name", "nativeNoop",
    "[I", "[[Ljava/lang/Object;", "java/lang/Thread", "FuzzSupport$Redefined", "value",
    "\xc0\x80", "\xff\xfe\xfd", "\xed\xa0\x80", "a/b/../c", "java.class.path", "user.dir",
};

static int64_t int_value(Input *in)
{
    static const int64_t special[] = {
        0, 1, 2, 3, -1, -2, 4, 8, 16, 63, 64, 255, 256, 65535, INT_MAX, INT_MIN, INT_MAX - 1,
        (int64_t)INT_MAX + 1, LLONG_MAX, LLONG_MIN, 1 << 20, 1 << 30, 100000, -100000,
    };
    unsigned k = in_byte(in);
    if (k < 128)
        return special[k % COUNT_OF(special)];
    if (k < 192)
        return (int8_t)in_byte(in);
    if (k < 240)
        return (int32_t)(in_u16(in) | in_u16(in) << 16);
    return (int64_t)in_u64(in);
}

static int count_value(Input *in)
{
    unsigned k = in_byte(in);
    if (k == 255)
        return INT_MIN;
    if (k == 254)
        return -1;
    return (int)(k % (MAX_COUNT + 1));
}

static jobject ref_value(Input *in)
{
    unsigned k = in_byte(in) % (unsigned)(ref_count + 1);
    return k == 0 ? NULL : refs[k - 1];
}

static const char *string_value(Input *in, char *scratch)
{
    unsigned k = in_byte(in);
    if (k == 0)
        return NULL;
    if (k < 128)
        return strings[k % COUNT_OF(strings)];
    if (k < 136) {
        memset(scratch, 'a', BUF_SIZE - 1);
        scratch[BUF_SIZE - 1] = 0;
        return scratch;
    }
    /* Bytes of the input, NUL-terminated. */
    size_t n = in_byte(in) % 64, i = 0;
    for (; i < n && in_left(in); i++)
        scratch[i] = (char)(in_byte(in) | 1);
    scratch[i] = 0;
    return scratch;
}

/* ------------------------------------------------------------------ */
/* Callbacks the target passes where a function wants one              */
/* ------------------------------------------------------------------ */

static jint JNICALL heap_iteration_cb(jlong class_tag, jlong size, jlong *tag_ptr, jint length, void *user_data)
{
    return JVMTI_VISIT_ABORT;
}

static jvmtiIterationControl JNICALL heap_object_cb(jlong class_tag, jlong size, jlong *tag_ptr, void *user_data)
{
    return JVMTI_ITERATION_ABORT;
}

static jvmtiIterationControl JNICALL heap_root_cb(jvmtiHeapRootKind kind, jlong class_tag, jlong size,
                                                   jlong *tag_ptr, void *user_data)
{
    return JVMTI_ITERATION_ABORT;
}

static jvmtiIterationControl JNICALL stack_ref_cb(jvmtiHeapRootKind kind, jlong class_tag, jlong size,
                                                   jlong *tag_ptr, jlong thread_tag, jint depth,
                                                   jmethodID method, jint slot, void *user_data)
{
    return JVMTI_ITERATION_ABORT;
}

static jvmtiIterationControl JNICALL object_ref_cb(jvmtiObjectReferenceKind kind, jlong class_tag,
                                                    jlong size, jlong *tag_ptr, jlong referrer_tag,
                                                    jint referrer_index, void *user_data)
{
    return JVMTI_ITERATION_ABORT;
}

static void JNICALL agent_thread_body(jvmtiEnv *jvmti, JNIEnv *jni, void *arg) {}

static void JNICALL extension_event_cb(jvmtiEnv *jvmti, ...) {}

static void JNICALL class_load_cb(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread, jclass klass) {}

static void JNICALL thread_start_cb(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread) {}

static jvmtiEventCallbacks quiet_callbacks;
static jvmtiHeapCallbacks heap_callbacks;
static JNINativeMethod natives[BUF_SIZE / sizeof(JNINativeMethod)];

JNIEXPORT void JNICALL Java_FuzzSupport_nativeNoop(JNIEnv *e, jclass cls) {}

/* ------------------------------------------------------------------ */
/* One call                                                            */
/* ------------------------------------------------------------------ */

static int trace;                   /* AGENTVM_FUZZ_TRACE=1: each call on stderr */

/* What a call left behind that the target gives back after it. */
typedef struct Call {
    uintptr_t a[MAX_PARAMS];
    double d;
    uint8_t *bufs[MAX_PARAMS];
    jrawMonitorID fresh_monitor;
    unsigned char *fresh_mem;
} Call;

/* Per input. */
static struct {
    int context;
    int ops_done;
    jvmtiEnv *jvmti;
    jobject unstarted;                 /* a new Thread, not started */
    int monitors_entered;
    jobject entered[64];
    int frames_pushed;
    int events_set;                    /* SetEventNotificationMode was called */
    int collections;                   /* ForceGarbageCollection calls */
} st;

static uint8_t *new_buf(Call *c, int i, int fill, Input *in)
{
    uint8_t *b = calloc(1, BUF_SIZE);
    if (!b)
        abort();
    if (fill)
        for (size_t k = 0; k < 64 && in_left(in); k++)
            b[in_byte(in) % BUF_SIZE] = (uint8_t)in_byte(in);
    c->bufs[i] = b;
    return b;
}

static jobject fresh_ref(const char *fname, Input *in)
{
    jobject target = refs[in_byte(in) % (unsigned)ref_count];
    if (in_byte(in) & 1)
        return NULL;
    if (strstr(fname, "Weak"))
        return (*env)->NewWeakGlobalRef(env, target);
    if (strstr(fname, "Global"))
        return (*env)->NewGlobalRef(env, target);
    return (*env)->NewLocalRef(env, target);
}

/* The value of parameter i of f; 0 for out pointers left NULL. */
static uintptr_t param_value(const ApiFn *f, int i, Call *c, Input *in)
{
    int kind = f->kinds[i];
    unsigned k;
    switch (kind) {
    case K_INT: return (uintptr_t)int_value(in);
    case K_COUNT: return (uintptr_t)(intptr_t)count_value(in);
    case K_MILLIS: return 1 + in_byte(in) % 2;          /* 0 would wait for ever */
    case K_FLOAT: case K_DOUBLE: {
        static const double d[] = { 0.0, -0.0, 1.5, -1e300, 1e300, DBL_MIN, FLT_MAX, 0.0 / 0.0, 1.0 / 0.0 };
        c->d = d[in_byte(in) % COUNT_OF(d)];
        return 0;
    }
    case K_REF: {
        jobject r = ref_value(in);
        return (uintptr_t)(r == refs[0] && st.unstarted ? st.unstarted : r);
    }
    case K_STORE: return (in_byte(in) & 1) ? (uintptr_t)refs[1] : 0;       /* a String */
    case K_THROWABLE: return (uintptr_t)throwables[in_byte(in) % 2];
    case K_OWN_CLASS: return (in_byte(in) & 1) ? (uintptr_t)support : 0;
    case K_FRESH_REF: return (uintptr_t)fresh_ref(f->name, in);
    case K_REF_LIST: {
        jobject *list = (jobject *)new_buf(c, i, 0, in);
        for (size_t n = 0; n < BUF_SIZE / sizeof(jobject) && in_left(in); n++)
            list[n] = ref_value(in);
        return (uintptr_t)list;
    }
    case K_METHOD:
        k = in_byte(in) % (unsigned)(method_count + 3);
        if (k < (unsigned)method_count)
            return (uintptr_t)methods[k];
        if (k == (unsigned)method_count)
            return (uintptr_t)fields[0];                  /* a field ID */
        if (k == (unsigned)method_count + 1)
            return (uintptr_t)new_buf(c, i, 1, in);       /* no ID at all */
        return 0;
    case K_FIELD:
        k = in_byte(in) % (unsigned)(field_count + 3);
        if (k < (unsigned)field_count)
            return (uintptr_t)fields[k];
        if (k == (unsigned)field_count)
            return (uintptr_t)methods[0];                 /* a method ID */
        if (k == (unsigned)field_count + 1)
            return (uintptr_t)new_buf(c, i, 1, in);
        return 0;
    case K_MONITOR: return (in_byte(in) & 1) ? (uintptr_t)own_monitor : 0;
    case K_FRESH_MONITOR:
        if ((in_byte(in) & 1) && st.jvmti &&
            (*st.jvmti)->CreateRawMonitor(st.jvmti, "fuzz fresh", &c->fresh_monitor) != JVMTI_ERROR_NONE)
            c->fresh_monitor = NULL;
        return (uintptr_t)c->fresh_monitor;
    case K_CSTR: return (uintptr_t)string_value(in, (char *)new_buf(c, i, 0, in));
    case K_PATH: return (in_byte(in) & 1) ? (uintptr_t)"" : 0;
    case K_STR_LIST: {
        const char **list = (const char **)new_buf(c, i, 0, in);
        for (size_t n = 0; n < MAX_COUNT; n++)
            list[n] = strings[in_left(in) ? in_byte(in) % COUNT_OF(strings) : 0];
        return (uintptr_t)list;
    }
    case K_IN_BUF: return (in_byte(in) & 7) ? (uintptr_t)new_buf(c, i, 1, in) : 0;
    case K_CLASS_DEFS: {
        if (!(in_byte(in) & 7))
            return 0;
        jvmtiClassDefinition *defs = (jvmtiClassDefinition *)new_buf(c, i, 0, in);
        /* One copy of the class's own bytes, patched by the input, for all. */
        uint8_t *bytes = malloc(redefined_len);
        memcpy(bytes, redefined_bytes, redefined_len);
        for (unsigned n = in_byte(in) % 8; n > 0; n--) {
            unsigned at = in_u16(in);
            bytes[at % redefined_len] = (uint8_t)in_byte(in);
        }
        c->bufs[MAX_PARAMS - 1] = bytes;
        for (size_t n = 0; n < BUF_SIZE / sizeof *defs; n++) {
            defs[n].klass = (in_byte(in) & 3) ? refs[2] : ref_value(in);    /* refs[2]: Redefined */
            defs[n].class_byte_count = (jint)(redefined_len - (in_byte(in) == 1 ? redefined_len / 2 : 0));
            defs[n].class_bytes = bytes;
        }
        return (uintptr_t)defs;
    }
    case K_JVALUES: case K_VA_LIST: return (in_byte(in) & 7) ? (uintptr_t)new_buf(c, i, 0, in) : 0;
    case K_EVENT_CALLBACKS: return (in_byte(in) & 1) ? (uintptr_t)&quiet_callbacks : 0;
    case K_HEAP_CALLBACKS: return (in_byte(in) & 1) ? (uintptr_t)&heap_callbacks : 0;
    case K_USER_DATA: return (in_byte(in) & 1) ? (uintptr_t)new_buf(c, i, 0, in) : 0;
    case K_JNI_TABLE: return (in_byte(in) & 1) ? (uintptr_t)jni_table : 0;
    case K_FRESH_MEM:
        if ((in_byte(in) & 1) && st.jvmti && (*st.jvmti)->Allocate(st.jvmti, 16, &c->fresh_mem) != JVMTI_ERROR_NONE)
            c->fresh_mem = NULL;
        return (uintptr_t)c->fresh_mem;
    case K_NATIVES: return (in_byte(in) & 1) ? (uintptr_t)natives : 0;
    case K_FN_HEAPOBJECTCALLBACK: return (in_byte(in) & 1) ? (uintptr_t)heap_object_cb : 0;
    case K_FN_HEAPROOTCALLBACK: return (in_byte(in) & 1) ? (uintptr_t)heap_root_cb : 0;
    case K_FN_STACKREFERENCECALLBACK: return (in_byte(in) & 1) ? (uintptr_t)stack_ref_cb : 0;
    case K_FN_OBJECTREFERENCECALLBACK: return (in_byte(in) & 1) ? (uintptr_t)object_ref_cb : 0;
    case K_FN_STARTFUNCTION: return (in_byte(in) & 1) ? (uintptr_t)agent_thread_body : 0;
    case K_FN_EXTENSIONEVENT: return (in_byte(in) & 1) ? (uintptr_t)extension_event_cb : 0;
    case K_OUT: case K_OUT_ALLOC: return (in_byte(in) & 15) ? (uintptr_t)new_buf(c, i, 0, in) : 0;
    default: return 0;
    }
}

/* Calls whose valid use cannot end, or that take the harness apart. */
static int left_out(const ApiFn *f, int jni)
{
    static const char *const jvmti_out[] = { "DisposeEnvironment", NULL };
    static const char *const jni_out[] = { "FatalError", "PopLocalFrame", NULL };
    for (const char *const *n = jni ? jni_out : jvmti_out; *n; n++)
        if (!strcmp(f->name, *n))
            return 1;
    /* The Release functions free what they are given: they are called
     * after the matching Get instead. */
    if (jni && !strncmp(f->name, "Release", 7))
        return 1;
    return 0;
}

/* The functions the specification allows in GarbageCollectionStart/Finish. */
static int gc_allowed(const char *name)
{
    return !strncmp(name, "RawMonitor", 10) || !strcmp(name, "CreateRawMonitor") ||
           !strcmp(name, "DestroyRawMonitor") || !strcmp(name, "Allocate") || !strcmp(name, "Deallocate") ||
           !strcmp(name, "GetEnvironmentLocalStorage") || !strcmp(name, "SetEnvironmentLocalStorage");
}

static int is_current_thread(jobject t)
{
    jclass thread_class = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID current = (*env)->GetStaticMethodID(env, thread_class, "currentThread", "()Ljava/lang/Thread;");
    jobject self = (*env)->CallStaticObjectMethod(env, thread_class, current);
    int same = !t || (*env)->IsSameObject(env, t, self);
    (*env)->DeleteLocalRef(env, self);
    (*env)->DeleteLocalRef(env, thread_class);
    return same;
}

/* Suspending oneself waits for a resume nobody will send. */
static int suspends_self(const ApiFn *f, Call *c)
{
    if (!strcmp(f->name, "SuspendThread"))
        return is_current_thread((jobject)c->a[0]);
    if (!strcmp(f->name, "SuspendThreadList") && c->a[1]) {
        jobject *list = (jobject *)c->a[1];
        for (intptr_t n = 0; n < (intptr_t)c->a[0] && n < MAX_COUNT; n++)
            if (list[n] && is_current_thread(list[n]))
                list[n] = refs[1];          /* a String: INVALID_THREAD */
    }
    return 0;
}

typedef uintptr_t (*FixedFn)(void *, uintptr_t, uintptr_t, uintptr_t, uintptr_t, uintptr_t,
                             uintptr_t, uintptr_t, uintptr_t, double);
typedef uintptr_t (*VarFn)(void *, ...);

static uintptr_t call_va_list(void *fn, int nfixed, ...)
{
    va_list ap;
    va_start(ap, nfixed);
    uintptr_t a0 = va_arg(ap, uintptr_t), a1 = va_arg(ap, uintptr_t), a2 = nfixed > 2 ? va_arg(ap, uintptr_t) : 0;
    uintptr_t r;
    if (nfixed > 2)
        r = ((uintptr_t(*)(void *, uintptr_t, uintptr_t, uintptr_t, va_list))fn)(env, a0, a1, a2, ap);
    else
        r = ((uintptr_t(*)(void *, uintptr_t, uintptr_t, va_list))fn)(env, a0, a1, ap);
    va_end(ap);
    return r;
}

static void jvmti_free(void *p)
{
    if (p)
        (*st.jvmti)->Deallocate(st.jvmti, p);
}

/* Give back what a successful JVMTI call allocated. */
static void jvmti_release(const ApiFn *f, Call *c)
{
    /* Another thread suspended is resumed at once: suspended where it
     * holds a monitor (an agent thread of RunAgentThread ending, which
     * locks its Thread object and group), it would hang the input's next
     * call that needs the monitor, on any VM (the specification leaves that
     * deadlock to the caller), and nothing else would ever resume it. */
    if (!strcmp(f->name, "SuspendThread")) {
        (void)(*st.jvmti)->ResumeThread(st.jvmti, (jthread)c->a[0]);
        return;
    }
    if (!strcmp(f->name, "SuspendThreadList") && c->a[1] && c->a[2]) {
        const jthread *list = (const jthread *)c->a[1];
        const jvmtiError *results = (const jvmtiError *)c->a[2];
        for (intptr_t n = 0; n < (intptr_t)c->a[0] && n < MAX_COUNT; n++)
            if (results[n] == JVMTI_ERROR_NONE)
                (void)(*st.jvmti)->ResumeThread(st.jvmti, list[n]);
        return;
    }
    if (!strcmp(f->name, "GetThreadInfo")) {
        if (c->a[1])
            jvmti_free(((jvmtiThreadInfo *)c->a[1])->name);
    } else if (!strcmp(f->name, "GetThreadGroupInfo")) {
        if (c->a[1])
            jvmti_free(((jvmtiThreadGroupInfo *)c->a[1])->name);
    } else if (!strcmp(f->name, "GetLocalVariableTable") && c->a[2]) {
        jvmtiLocalVariableEntry *t = *(jvmtiLocalVariableEntry **)c->a[2];
        for (jint n = 0; t && c->a[1] && n < *(jint *)c->a[1]; n++) {
            jvmti_free(t[n].name);
            jvmti_free(t[n].signature);
            jvmti_free(t[n].generic_signature);
        }
    } else if (!strcmp(f->name, "GetObjectMonitorUsage") && c->a[1]) {
        jvmtiMonitorUsage *u = (jvmtiMonitorUsage *)c->a[1];
        jvmti_free(u->waiters);
        jvmti_free(u->notify_waiters);
    } else if (!strcmp(f->name, "GetSystemProperties") && c->a[0] && c->a[1]) {
        char **p = *(char ***)c->a[1];
        for (jint n = 0; p && n < *(jint *)c->a[0]; n++)
            jvmti_free(p[n]);
    } else if (!strcmp(f->name, "GetExtensionFunctions") && c->a[0] && c->a[1]) {
        jvmtiExtensionFunctionInfo *x = *(jvmtiExtensionFunctionInfo **)c->a[1];
        for (jint n = 0; x && n < *(jint *)c->a[0]; n++) {
            for (jint k = 0; k < x[n].param_count; k++)
                jvmti_free(x[n].params[k].name);
            jvmti_free(x[n].id);
            jvmti_free(x[n].short_description);
            jvmti_free(x[n].params);
            jvmti_free(x[n].errors);
        }
    } else if (!strcmp(f->name, "GetExtensionEvents") && c->a[0] && c->a[1]) {
        jvmtiExtensionEventInfo *x = *(jvmtiExtensionEventInfo **)c->a[1];
        for (jint n = 0; x && n < *(jint *)c->a[0]; n++) {
            for (jint k = 0; k < x[n].param_count; k++)
                jvmti_free(x[n].params[k].name);
            jvmti_free(x[n].id);
            jvmti_free(x[n].short_description);
            jvmti_free(x[n].params);
        }
    } else if (!strcmp(f->name, "CreateRawMonitor") && c->a[1]) {
        (*st.jvmti)->DestroyRawMonitor(st.jvmti, *(jrawMonitorID *)c->a[1]);
    }
    for (int i = 0; i < f->nparams; i++)
        if (f->kinds[i] == K_OUT_ALLOC && c->a[i])
            jvmti_free(*(void **)c->a[i]);
}

/* Give back what a JNI call handed out. */
static void jni_release(const ApiFn *f, Call *c, uintptr_t r)
{
    const char *n = f->name;
    if ((*env)->ExceptionCheck(env))
        return;
    if (!strcmp(n, "MonitorEnter") && r == JNI_OK && st.monitors_entered < (int)COUNT_OF(st.entered)) {
        st.entered[st.monitors_entered++] = (jobject)c->a[0];
        return;
    }
    if (!strcmp(n, "PushLocalFrame") && r == JNI_OK) {
        st.frames_pushed++;
        return;
    }
    if (!r)
        return;
    if (!strcmp(n, "NewGlobalRef")) {
        (*env)->DeleteGlobalRef(env, (jobject)r);
    } else if (!strcmp(n, "NewWeakGlobalRef")) {
        (*env)->DeleteWeakGlobalRef(env, (jweak)r);
    } else if (!strcmp(n, "GetStringChars")) {
        (*env)->ReleaseStringChars(env, (jstring)c->a[0], (const jchar *)r);
    } else if (!strcmp(n, "GetStringUTFChars")) {
        (*env)->ReleaseStringUTFChars(env, (jstring)c->a[0], (const char *)r);
    } else if (!strcmp(n, "GetStringCritical")) {
        (*env)->ReleaseStringCritical(env, (jstring)c->a[0], (const jchar *)r);
    } else if (!strcmp(n, "GetPrimitiveArrayCritical")) {
        (*env)->ReleasePrimitiveArrayCritical(env, (jarray)c->a[0], (void *)r, JNI_ABORT);
    } else if (!strncmp(n, "Get", 3) && strstr(n, "ArrayElements")) {
        /* Release<Type>ArrayElements is the slot 8 after Get<Type>ArrayElements. */
        void **table = (void **)*env;
        ((void (*)(JNIEnv *, jarray, void *, jint))table[f->slot + 8])(env, (jarray)c->a[0], (void *)r, JNI_ABORT);
    }
}

static void run_call(const ApiFn *f, int jni, Input *in)
{
    Call c;
    memset(&c, 0, sizeof c);
    for (int i = 0; i < f->nparams; i++)
        c.a[i] = param_value(f, i, &c, in);
    if (trace) {
        fprintf(stderr, "fuzz_api: context %d %s %s(", st.context, jni ? "JNI" : "JVMTI", f->name);
        for (int i = 0; i < f->nparams; i++)
            fprintf(stderr, "%s%#lx", i ? ", " : "", (unsigned long)c.a[i]);
        fprintf(stderr, ")\n");
    }
    void *self = jni ? (void *)env : (void *)st.jvmti;
    /* JNI's table starts at slot 0, JVMTI's at slot 1. */
    void *fn = ((void **)*(void **)self)[jni ? f->slot : f->slot - 1];
    uintptr_t r = 0;
    if (!jni && !strcmp(f->name, "SetEventNotificationMode"))
        st.events_set = 1;
    /* One forced collection per input: each marks every class the run has
     * defined or redefined, which grows, and a second checks nothing the
     * first did not. */
    int again = !jni && !strcmp(f->name, "ForceGarbageCollection") && st.collections++ > 0;
    if (fn && !again && !(jni && !strcmp(f->name, "PushLocalFrame") && st.frames_pushed >= 4) &&
        !suspends_self(f, &c)) {
        if (f->flags & API_VA_LIST && f->nparams == 4)
            r = call_va_list(fn, 3, c.a[0], c.a[1], c.a[2], (uintptr_t)0, (uintptr_t)0, (uintptr_t)0,
                             (uintptr_t)0, (uintptr_t)0, (uintptr_t)0);
        else if (f->flags & API_VA_LIST)
            r = call_va_list(fn, 2, c.a[0], c.a[1], (uintptr_t)0, (uintptr_t)0, (uintptr_t)0, (uintptr_t)0,
                             (uintptr_t)0, (uintptr_t)0);
        else if (f->flags & API_VARIADIC)
            r = ((VarFn)fn)(self, c.a[0], c.a[1], c.a[2], c.a[3], (uintptr_t)0, (uintptr_t)0, (uintptr_t)0,
                            (uintptr_t)0, (uintptr_t)0, (uintptr_t)0);
        else
            r = ((FixedFn)fn)(self, c.a[0], c.a[1], c.a[2], c.a[3], c.a[4], c.a[5], c.a[6], c.a[7], c.d);
        if (jni)
            jni_release(f, &c, r);
        else if ((jvmtiError)r == JVMTI_ERROR_NONE)
            jvmti_release(f, &c);
    }
    if (st.context != 3)
        (*env)->ExceptionClear(env);
    if (c.fresh_monitor && !(!strcmp(f->name, "DestroyRawMonitor") && (jvmtiError)r == JVMTI_ERROR_NONE))
        (*st.jvmti)->DestroyRawMonitor(st.jvmti, c.fresh_monitor);
    if (c.fresh_mem && !(!strcmp(f->name, "Deallocate") && (jvmtiError)r == JVMTI_ERROR_NONE))
        (*st.jvmti)->Deallocate(st.jvmti, c.fresh_mem);
    for (int i = 0; i < MAX_PARAMS; i++)
        free(c.bufs[i]);
}

/* Runs the input's calls (in whatever context the caller is). */
static void run_ops(Input *in)
{
    if (st.ops_done)
        return;
    st.ops_done = 1;
    for (int n = 0; n < 32 && in_left(in); n++) {
        int jni = in_byte(in) & 1;
        unsigned idx = in_u16(in);
        const ApiFn *f = jni ? &jni_fns[idx % COUNT_OF(jni_fns)] : &jvmti_fns[idx % COUNT_OF(jvmti_fns)];
        if (left_out(f, jni))
            continue;
        if (st.context == 3 && (jni || !gc_allowed(f->name)))
            continue;
        run_call(f, jni, in);
    }
    /* Local frames and monitors are given back where they were taken. */
    if (st.context != 3) {
        (*env)->ExceptionClear(env);
        while (st.monitors_entered > 0)
            (void)(*env)->MonitorExit(env, st.entered[--st.monitors_entered]);
        (*env)->ExceptionClear(env);
        while (st.frames_pushed > 0) {
            st.frames_pushed--;
            (*env)->PopLocalFrame(env, NULL);
        }
    }
}

/* ------------------------------------------------------------------ */
/* Contexts                                                            */
/* ------------------------------------------------------------------ */

static Input *current_input;
static jvmtiEnv *st_env;            /* the environment the calls use */

JNIEXPORT void JNICALL Java_FuzzSupport_nativeOps(JNIEnv *e, jclass cls)
{
    if (current_input && st.context == 1)
        run_ops(current_input);
}

static void JNICALL exception_cb(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread, jmethodID method,
                                 jlocation location, jobject exception, jmethodID catch_method,
                                 jlocation catch_location)
{
    if (current_input && st.context == 2)
        run_ops(current_input);
}

static void JNICALL gc_start_cb(jvmtiEnv *jvmti)
{
    if (current_input && st.context == 3)
        run_ops(current_input);
}

static void check(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "fuzz_api: %s failed\n", what);
        abort();
    }
}

static jobject global(jobject local)
{
    check(local && !(*env)->ExceptionCheck(env), "making a pool value");
    jobject g = (*env)->NewGlobalRef(env, local);
    (*env)->DeleteLocalRef(env, local);
    return g;
}

static void add_method(jclass cls, const char *name, const char *sig, int is_static)
{
    jmethodID m = is_static ? (*env)->GetStaticMethodID(env, cls, name, sig) : (*env)->GetMethodID(env, cls, name, sig);
    check(m != NULL, name);
    methods[method_count++] = m;
}

static void add_field(jclass cls, const char *name, const char *sig, int is_static)
{
    jfieldID f = is_static ? (*env)->GetStaticFieldID(env, cls, name, sig) : (*env)->GetFieldID(env, cls, name, sig);
    check(f != NULL, name);
    fields[field_count++] = f;
}

static jclass find(const char *name)
{
    jclass c = (*env)->FindClass(env, name);
    check(c != NULL, name);
    return global(c);
}

static jobject call_static_object(jclass cls, const char *name, const char *sig)
{
    jmethodID m = (*env)->GetStaticMethodID(env, cls, name, sig);
    check(m != NULL, name);
    return global((*env)->CallStaticObjectMethod(env, cls, m));
}

/* refs[0] stands for the per-input unstarted thread; refs[1] is a String
 * (the one value that may be stored anywhere a String or Object goes);
 * refs[2] is the class RedefineClasses gets. */
static void make_pool(void)
{
    support = find("FuzzSupport");
    jclass string = find("java/lang/String"), object = find("java/lang/Object");
    jclass thread = find("java/lang/Thread"), shape = find("FuzzSupport$Shape");
    jclass redefined = find("FuzzSupport$Redefined");
    jclass ise = find("java/lang/IllegalStateException");
    refs[ref_count++] = global((*env)->AllocObject(env, thread));
    refs[ref_count++] = global((*env)->NewStringUTF(env, "fuzz"));
    refs[ref_count++] = redefined;
    jobject instance = global((*env)->NewObject(env, support, (*env)->GetMethodID(env, support, "<init>", "()V")));
    refs[ref_count++] = instance;
    refs[ref_count++] = support;
    refs[ref_count++] = string;
    refs[ref_count++] = object;
    refs[ref_count++] = thread;
    refs[ref_count++] = shape;
    refs[ref_count++] = find("java/lang/Runnable");
    refs[ref_count++] = find("[I");
    refs[ref_count++] = global((*env)->NewIntArray(env, 4));
    refs[ref_count++] = global((*env)->NewByteArray(env, 3));
    refs[ref_count++] = global((*env)->NewDoubleArray(env, 2));
    refs[ref_count++] = global((*env)->NewObjectArray(env, 2, object, NULL));
    refs[ref_count++] = global((*env)->NewObjectArray(env, 2, string, NULL));
    jobject self = call_static_object(thread, "currentThread", "()Ljava/lang/Thread;");
    refs[ref_count++] = self;
    refs[ref_count++] = call_static_object(support, "finishedThread", "()Ljava/lang/Thread;");
    jmethodID group = (*env)->GetMethodID(env, thread, "getThreadGroup", "()Ljava/lang/ThreadGroup;");
    refs[ref_count++] = global((*env)->CallObjectMethod(env, self, group));
    jobject exc = global((*env)->NewObject(env, ise, (*env)->GetMethodID(env, ise, "<init>", "()V")));
    refs[ref_count++] = exc;
    refs[ref_count++] = (*env)->NewWeakGlobalRef(env, instance);
    refs[ref_count++] = ise;
    throwables[0] = NULL;
    throwables[1] = exc;

    add_method(support, "twice", "(I)I", 1);
    add_method(support, "plus", "(IJLjava/lang/String;)I", 0);
    add_method(support, "describe", "()Ljava/lang/String;", 0);
    add_method(support, "<init>", "()V", 0);
    add_method(support, "nativeNoop", "()V", 1);
    add_method(support, "callNative", "(IJLjava/lang/Object;Ljava/lang/String;)I", 1);
    add_method(shape, "sides", "()I", 0);
    add_method(string, "length", "()I", 0);
    add_method(object, "hashCode", "()I", 0);
    add_method(object, "<init>", "()V", 0);
    add_method(redefined, "get", "()I", 0);

    add_field(support, "staticInt", "I", 1);
    add_field(support, "staticLong", "J", 1);
    add_field(support, "staticDouble", "D", 1);
    add_field(support, "staticObject", "Ljava/lang/Object;", 1);
    add_field(support, "instanceInt", "I", 0);
    add_field(support, "instanceBoolean", "Z", 0);
    add_field(support, "instanceByte", "B", 0);
    add_field(support, "instanceChar", "C", 0);
    add_field(support, "instanceShort", "S", 0);
    add_field(support, "instanceLong", "J", 0);
    add_field(support, "instanceFloat", "F", 0);
    add_field(support, "instanceDouble", "D", 0);
    add_field(support, "instanceString", "Ljava/lang/String;", 0);
    add_field(redefined, "value", "I", 0);
    check(!(*env)->ExceptionCheck(env), "the pool");
}

static void read_redefined(void)
{
    FILE *f = fopen(FUZZ_CLASSES_DIR "/FuzzSupport$Redefined.class", "rb");
    check(f != NULL, "reading FuzzSupport$Redefined.class");
    redefined_bytes = malloc(1 << 16);
    redefined_len = fread(redefined_bytes, 1, 1 << 16, f);
    fclose(f);
    check(redefined_len > 0, "reading FuzzSupport$Redefined.class");
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    const char *tr = getenv("AGENTVM_FUZZ_TRACE");
    trace = tr && *tr == '1';
    JavaVMOption options[] = {
        { "-Djava.class.path=" FUZZ_CLASSES_DIR, NULL },
        { "-Xmx64m", NULL },
        { "-XX:-UsePerfData", NULL },  /* no sampler thread walking the classes */
    };
    JavaVMInitArgs args = { JNI_VERSION_10, 3, options, JNI_FALSE };
    check(JNI_CreateJavaVM(&vm, (void **)&env, &args) == JNI_OK, "JNI_CreateJavaVM");
    fuzz_lsan_scan_heap();
    make_pool();
    read_redefined();
    jmethodID quiet = (*env)->GetStaticMethodID(env, support, "quiet", "()V");
    (*env)->CallStaticVoidMethod(env, support, quiet);
    jni_table = *env;
    for (size_t i = 0; i < COUNT_OF(natives); i++)
        natives[i] = (JNINativeMethod){ "nativeNoop", "()V", (void *)Java_FuzzSupport_nativeNoop };
    quiet_callbacks.ClassLoad = class_load_cb;
    quiet_callbacks.ThreadStart = thread_start_cb;
    heap_callbacks.heap_iteration_callback = heap_iteration_cb;

    check((*vm)->GetEnv(vm, (void **)&driver, JVMTI_VERSION_1_2) == JNI_OK, "GetEnv");
    /* The environment is made in the live phase, where HotSpot's rules (and
     * agentvm's) keep the OnLoad-only capabilities, exception events among
     * them, from an environment unless a start-up agent took them: without
     * them the Exception-callback context runs its calls directly. */
    jvmtiCapabilities caps, potential;
    (*driver)->GetPotentialCapabilities(driver, &potential);
    memset(&caps, 0, sizeof caps);
    caps.can_generate_exception_events = potential.can_generate_exception_events;
    caps.can_generate_garbage_collection_events = 1;
    check((*driver)->AddCapabilities(driver, &caps) == JVMTI_ERROR_NONE, "AddCapabilities");
    have_exception_events = caps.can_generate_exception_events;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.Exception = exception_cb;
    cb.GarbageCollectionStart = gc_start_cb;
    check((*driver)->SetEventCallbacks(driver, &cb, sizeof cb) == JVMTI_ERROR_NONE, "SetEventCallbacks");
    check((*driver)->CreateRawMonitor(driver, "fuzz", &own_monitor) == JVMTI_ERROR_NONE, "CreateRawMonitor");
    check((*vm)->GetEnv(vm, (void **)&st_env, JVMTI_VERSION_1_2) == JNI_OK, "GetEnv");
    return 0;
}

static void run_context(Input *in)
{
    switch (st.context) {
    case 0:
        run_ops(in);
        break;
    case 1: {
        jmethodID m = (*env)->GetStaticMethodID(env, support, "callNative", "(IJLjava/lang/Object;Ljava/lang/String;)I");
        (*env)->CallStaticIntMethod(env, support, m, (jint)5, (jlong)6, refs[3], refs[1]);
        break;
    }
    case 2: {
        if (!have_exception_events) {
            run_ops(in);
            break;
        }
        jmethodID m = (*env)->GetStaticMethodID(env, support, "throwAndCatch", "(I)I");
        (*driver)->SetEventNotificationMode(driver, JVMTI_ENABLE, JVMTI_EVENT_EXCEPTION, NULL);
        (*env)->CallStaticIntMethod(env, support, m, (jint)3);
        (*driver)->SetEventNotificationMode(driver, JVMTI_DISABLE, JVMTI_EVENT_EXCEPTION, NULL);
        break;
    }
    default:
        (*driver)->SetEventNotificationMode(driver, JVMTI_ENABLE, JVMTI_EVENT_GARBAGE_COLLECTION_START, NULL);
        (*driver)->ForceGarbageCollection(driver);
        (*driver)->SetEventNotificationMode(driver, JVMTI_DISABLE, JVMTI_EVENT_GARBAGE_COLLECTION_START, NULL);
        break;
    }
    (*env)->ExceptionClear(env);
}

/* Put the calls' environment back as it was before the input. */
static void reset_env(jvmtiEnv *e)
{
    jvmtiCapabilities all;
    (*e)->GetPotentialCapabilities(e, &all);
    (*e)->AddCapabilities(e, &all);
    for (int i = 0; i < ref_count; i++)
        (*e)->SetTag(e, refs[i], 0);
    for (int i = 0; i < field_count; i++) {
        jclass cls = i == field_count - 1 ? refs[2] : support;
        (*e)->ClearFieldAccessWatch(e, cls, fields[i]);
        (*e)->ClearFieldModificationWatch(e, cls, fields[i]);
    }
    interp_bp_clear_owner(e);
    (*e)->SetNativeMethodPrefixes(e, 0, NULL);
    (*e)->SetThreadLocalStorage(e, NULL, NULL);
    (*e)->SetEnvironmentLocalStorage(e, NULL);
    (*e)->SetHeapSamplingInterval(e, 512 * 1024);
    /* Each call recomputes every thread's interest: only after an input
     * that changed some. */
    for (int ev = JVMTI_MIN_EVENT_TYPE_VAL; st.events_set && ev <= JVMTI_MAX_EVENT_TYPE_VAL; ev++) {
        (*e)->SetEventNotificationMode(e, JVMTI_DISABLE, (jvmtiEvent)ev, NULL);
        (*e)->SetEventNotificationMode(e, JVMTI_DISABLE, (jvmtiEvent)ev, refs[16]);
    }
    (*e)->SetEventCallbacks(e, NULL, 0);
    for (int flag = JVMTI_VERBOSE_OTHER; flag <= JVMTI_VERBOSE_JNI; flag++)
        (*e)->SetVerboseFlag(e, (jvmtiVerboseFlag)flag, JNI_FALSE);
    jvmtiCapabilities have;
    (*e)->GetCapabilities(e, &have);
    (*e)->RelinquishCapabilities(e, &have);
}

/* Undo what the calls left behind. */
static void clean_up(void)
{
    (*env)->ExceptionClear(env);
    while ((*driver)->RawMonitorExit(driver, own_monitor) == JVMTI_ERROR_NONE) {
    }
    reset_env(st.jvmti);
    /* StopThread and InterruptThread of the harness thread. */
    Thread *self = thr_current();
    thr_list_lock();
    __atomic_store_n(&self->async_exception, NULL, __ATOMIC_SEQ_CST);
    thr_list_unlock();
    (void)thr_is_interrupted(self, 1);
    (*env)->ExceptionClear(env);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Input in = { data, data + size };
    memset(&st, 0, sizeof st);
    check((*env)->PushLocalFrame(env, 64) == 0, "PushLocalFrame");
    st.jvmti = st_env;
    unsigned head = in_byte(&in);
    st.context = head & 3;
    if (head & 4) {
        jvmtiCapabilities caps;
        (*st.jvmti)->GetPotentialCapabilities(st.jvmti, &caps);
        (*st.jvmti)->AddCapabilities(st.jvmti, &caps);
    }
    jclass thread = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID ctor = (*env)->GetMethodID(env, thread, "<init>", "(Ljava/lang/String;)V");
    st.unstarted = (*env)->NewObject(env, thread, ctor, refs[1]);
    current_input = &in;
    run_context(&in);
    current_input = NULL;
    clean_up();
    (*env)->PopLocalFrame(env, NULL);
    fuzz_lsan_scan_heap();
    fuzz_lsan_check_now_and_then();
    return 0;
}
