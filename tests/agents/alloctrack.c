/*
 * alloctrack - an allocation tracker in the style of bytecode-injecting
 * profilers.
 *
 * ClassFileLoadHook rewrites every constructor of the program's classes
 * Alloctrack$Point and Alloctrack$Sub to begin with
 *     invokestatic Alloctrack$Tracker.onNew()V; nop
 * Four bytes keep tableswitch/lookupswitch padding valid.  The rewriter
 * appends a Methodref to the constant pool and shifts every code offset
 * that the inserted bytes move: the first StackMapTable frame (widening
 * its encoding when the delta no longer fits), the exception table, and
 * the LineNumberTable, LocalVariableTable and LocalVariableTypeTable pcs.
 *
 * VMObjectAlloc counts the objects of application classes the VM creates
 * itself (clone), and tags them; at the program's first checkpoint (a
 * wait() on an Alloctrack$Checkpoint) every Point is tagged through
 * IterateThroughHeap; at the second, after the program dropped most of
 * them and called System.gc(), the agent reports the tagged objects still
 * alive and the ObjectFree events received.
 */
#include "agent_common.h"
#include <stdint.h>

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static int rewritten_classes, rewritten_methods;
static AgLines vm_allocs;
static long freed;

/* ---- Class-file rewriting ------------------------------------------------ */

typedef struct {
    const unsigned char *p, *end;
    int bad;
} Reader;

typedef struct {
    unsigned char *data;
    size_t len, cap;
} Buf;

static unsigned r_u1(Reader *r)
{
    if (r->p + 1 > r->end) { r->bad = 1; return 0; }
    return *r->p++;
}

static unsigned r_u2(Reader *r)
{
    unsigned hi = r_u1(r);
    return (hi << 8) | r_u1(r);
}

static uint32_t r_u4(Reader *r)
{
    uint32_t hi = r_u2(r);
    return (hi << 16) | r_u2(r);
}

static const unsigned char *r_bytes(Reader *r, size_t n)
{
    if ((size_t)(r->end - r->p) < n) { r->bad = 1; r->p = r->end; return NULL; }
    const unsigned char *s = r->p;
    r->p += n;
    return s;
}

static void b_bytes(Buf *b, const void *s, size_t n)
{
    if (b->len + n > b->cap) {
        while (b->len + n > b->cap)
            b->cap = b->cap ? 2 * b->cap : 4096;
        b->data = realloc(b->data, b->cap);
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
}

static void b_u1(Buf *b, unsigned v) { unsigned char c = (unsigned char)v; b_bytes(b, &c, 1); }
static void b_u2(Buf *b, unsigned v) { b_u1(b, v >> 8); b_u1(b, v & 0xff); }
static void b_u4(Buf *b, uint32_t v) { b_u2(b, v >> 16); b_u2(b, v & 0xffff); }

static void b_utf8(Buf *b, const char *s)
{
    b_u1(b, 1);
    b_u2(b, (unsigned)strlen(s));
    b_bytes(b, s, strlen(s));
}

/* The constant pool's Utf8 entries, by index (NULL for other entries). */
typedef struct {
    const unsigned char **utf8;
    unsigned *utf8_len;
    unsigned count;
} Pool;

static int pool_is(const Pool *cp, unsigned idx, const char *s)
{
    return idx < cp->count && cp->utf8[idx] != NULL && cp->utf8_len[idx] == strlen(s) &&
           memcmp(cp->utf8[idx], s, cp->utf8_len[idx]) == 0;
}

static int read_pool(Reader *r, Buf *out, Pool *cp)
{
    cp->count = r_u2(r);
    cp->utf8 = calloc(cp->count + 1, sizeof *cp->utf8);
    cp->utf8_len = calloc(cp->count + 1, sizeof *cp->utf8_len);
    const unsigned char *start = r->p;
    for (unsigned i = 1; i < cp->count && !r->bad; i++) {
        unsigned tag = r_u1(r);
        switch (tag) {
        case 1:
            cp->utf8_len[i] = r_u2(r);
            cp->utf8[i] = r_bytes(r, cp->utf8_len[i]);
            break;
        case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: r_bytes(r, 4); break;
        case 5: case 6: r_bytes(r, 8); i++; break;
        case 7: case 8: case 16: case 19: case 20: r_bytes(r, 2); break;
        case 15: r_bytes(r, 3); break;
        default: r->bad = 1;
        }
    }
    b_bytes(out, start, (size_t)(r->p - start));
    return !r->bad;
}

/* Rewrites a StackMapTable with the first frame's offset moved by delta. */
static void shift_stack_map(Reader *r, Buf *out, unsigned delta)
{
    unsigned n = r_u2(r);
    b_u2(out, n);
    if (n == 0)
        return;
    unsigned type = r_u1(r);
    if (type < 64) {
        if (type + delta < 64) {
            b_u1(out, type + delta);
        } else {
            b_u1(out, 251);
            b_u2(out, type + delta);
        }
    } else if (type < 128) {
        if (type - 64 + delta < 64) {
            b_u1(out, type + delta);
        } else {
            b_u1(out, 247);
            b_u2(out, type - 64 + delta);
        }
    } else {
        b_u1(out, type);
        b_u2(out, r_u2(r) + delta);
    }
    /* The rest of the first frame and every later frame stay as they are. */
    b_bytes(out, r->p, (size_t)(r->end - r->p));
    r->p = r->end;
}

/* Copies a pc table (LineNumberTable: 4-byte entries, pc first; LVT: 10). */
static void shift_pc_table(Reader *r, Buf *out, unsigned entry_size, unsigned delta)
{
    unsigned n = r_u2(r);
    b_u2(out, n);
    for (unsigned i = 0; i < n && !r->bad; i++) {
        b_u2(out, r_u2(r) + delta);
        b_bytes(out, r_bytes(r, entry_size - 2), entry_size - 2);
    }
}

static const unsigned char PROLOGUE_LEN = 4;

static int rewrite_code(Reader *r, Buf *out, const Pool *cp, unsigned methodref)
{
    b_u2(out, r_u2(r));                       /* max_stack: the call needs none */
    b_u2(out, r_u2(r));                       /* max_locals */
    uint32_t code_len = r_u4(r);
    b_u4(out, code_len + PROLOGUE_LEN);
    const unsigned char prologue[] = { 0xb8, methodref >> 8, methodref & 0xff, 0x00 };
    b_bytes(out, prologue, sizeof prologue);
    b_bytes(out, r_bytes(r, code_len), code_len);
    unsigned handlers = r_u2(r);
    b_u2(out, handlers);
    for (unsigned i = 0; i < handlers && !r->bad; i++) {
        for (int k = 0; k < 3; k++)
            b_u2(out, r_u2(r) + PROLOGUE_LEN);
        b_u2(out, r_u2(r));
    }
    unsigned attrs = r_u2(r);
    b_u2(out, attrs);
    for (unsigned i = 0; i < attrs && !r->bad; i++) {
        unsigned name = r_u2(r);
        uint32_t len = r_u4(r);
        Reader sub = { r_bytes(r, len), NULL, 0 };
        if (sub.p == NULL)
            return 0;
        sub.end = sub.p + len;
        Buf body = { 0 };
        if (pool_is(cp, name, "StackMapTable"))
            shift_stack_map(&sub, &body, PROLOGUE_LEN);
        else if (pool_is(cp, name, "LineNumberTable"))
            shift_pc_table(&sub, &body, 4, PROLOGUE_LEN);
        else if (pool_is(cp, name, "LocalVariableTable") ||
                 pool_is(cp, name, "LocalVariableTypeTable"))
            shift_pc_table(&sub, &body, 10, PROLOGUE_LEN);
        else
            b_bytes(&body, sub.p, len);
        b_u2(out, name);
        b_u4(out, (uint32_t)body.len);
        b_bytes(out, body.data, body.len);
        free(body.data);
        if (sub.bad)
            return 0;
    }
    return !r->bad;
}

/* Copies fields or methods; constructors' Code attributes are rewritten. */
static int copy_members(Reader *r, Buf *out, const Pool *cp, unsigned methodref, int *count)
{
    unsigned n = r_u2(r);
    b_u2(out, n);
    for (unsigned i = 0; i < n && !r->bad; i++) {
        b_u2(out, r_u2(r));
        unsigned name = r_u2(r);
        b_u2(out, name);
        b_u2(out, r_u2(r));
        int ctor = methodref != 0 && pool_is(cp, name, "<init>");
        unsigned attrs = r_u2(r);
        b_u2(out, attrs);
        for (unsigned a = 0; a < attrs && !r->bad; a++) {
            unsigned aname = r_u2(r);
            uint32_t len = r_u4(r);
            const unsigned char *body = r_bytes(r, len);
            if (body == NULL)
                return 0;
            b_u2(out, aname);
            if (ctor && pool_is(cp, aname, "Code")) {
                Reader sub = { body, body + len, 0 };
                size_t len_at = out->len;
                b_u4(out, 0);
                if (!rewrite_code(&sub, out, cp, methodref))
                    return 0;
                uint32_t new_len = (uint32_t)(out->len - len_at - 4);
                for (int k = 0; k < 4; k++)
                    out->data[len_at + k] = (unsigned char)(new_len >> (24 - 8 * k));
                (*count)++;
            } else {
                b_u4(out, len);
                b_bytes(out, body, len);
            }
        }
    }
    return !r->bad;
}

/* The whole class file with six constant-pool entries appended. */
static int rewrite_class(const unsigned char *data, jint len, Buf *out, int *methods)
{
    Reader r = { data, data + len, 0 };
    Buf pool = { 0 };
    Pool cp = { 0 };
    int ok = 0;
    uint32_t magic = r_u4(&r);
    unsigned minor = r_u2(&r), major = r_u2(&r);
    if (magic != 0xCAFEBABE || !read_pool(&r, &pool, &cp))
        goto done;
    unsigned base = cp.count;  /* first new index */
    b_u4(out, magic);
    b_u2(out, minor);
    b_u2(out, major);
    b_u2(out, cp.count + 6);
    b_bytes(out, pool.data, pool.len);
    b_utf8(out, "Alloctrack$Tracker");               /* base     */
    b_u1(out, 7);  b_u2(out, base);                   /* base + 1 */
    b_utf8(out, "onNew");                             /* base + 2 */
    b_utf8(out, "()V");                               /* base + 3 */
    b_u1(out, 12); b_u2(out, base + 2); b_u2(out, base + 3);  /* base + 4 */
    b_u1(out, 10); b_u2(out, base + 1); b_u2(out, base + 4);  /* base + 5 */
    b_bytes(out, r_bytes(&r, 6), 6);                  /* access, this, super */
    unsigned ifaces = r_u2(&r);
    b_u2(out, ifaces);
    b_bytes(out, r_bytes(&r, 2 * ifaces), 2 * ifaces);
    int none = 0;
    if (!copy_members(&r, out, &cp, 0, &none) || !copy_members(&r, out, &cp, base + 5, methods))
        goto done;
    b_bytes(out, r.p, (size_t)(r.end - r.p));        /* class attributes */
    ok = !r.bad;
done:
    free(pool.data);
    free(cp.utf8);
    free(cp.utf8_len);
    return ok;
}

static void JNICALL on_class_file_load(jvmtiEnv *env, JNIEnv *jni, jclass being_redefined,
                                       jobject loader, const char *name, jobject domain,
                                       jint len, const unsigned char *data, jint *new_len,
                                       unsigned char **new_data)
{
    if (name == NULL || (strcmp(name, "Alloctrack$Point") != 0 &&
                         strcmp(name, "Alloctrack$Sub") != 0))
        return;
    Buf out = { 0 };
    int methods = 0;
    if (!rewrite_class(data, len, &out, &methods)) {
        ag_log("ERROR cannot parse the class file of %s", name);
        free(out.data);
        return;
    }
    unsigned char *copy = NULL;
    if (ag_check(env, (*env)->Allocate(env, (jlong)out.len, &copy), "Allocate")) {
        memcpy(copy, out.data, out.len);
        *new_data = copy;
        *new_len = (jint)out.len;
        AG_LOCKED(env, lock, {
            rewritten_classes++;
            rewritten_methods += methods;
            ag_log("rewrote %s: %d constructor(s)", name, methods);
        });
    }
    free(out.data);
}

/* ---- Allocation events, tags, frees -------------------------------------- */

enum { TAG_VM_ALLOC = 1, TAG_HEAP = 2 };

static void JNICALL on_vm_object_alloc(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj,
                                       jclass klass, jlong size)
{
    char *sig = ag_class_sig(env, klass);
    if (ag_is_app_sig(sig)) {
        ag_check(env, (*env)->SetTag(env, obj, TAG_VM_ALLOC), "SetTag(VMObjectAlloc)");
        AG_LOCKED(env, lock, ag_lines_add(&vm_allocs, "VMObjectAlloc %s", sig));
    }
    free(sig);
}

static void JNICALL on_object_free(jvmtiEnv *env, jlong tag)
{
    /* Only raw monitors and a few other functions may be used here. */
    (*env)->RawMonitorEnter(env, lock);
    freed++;
    (*env)->RawMonitorNotifyAll(env, lock);
    (*env)->RawMonitorExit(env, lock);
}

static jint JNICALL tag_untagged(jlong class_tag, jlong size, jlong *tag_ptr, jint length,
                                 void *user_data)
{
    if (*tag_ptr == 0) {
        *tag_ptr = TAG_HEAP;
        (*(long *)user_data)++;
    }
    return 0;
}

static long count_tagged(jvmtiEnv *env, JNIEnv *jni, jlong tag)
{
    jint n = 0;
    jobject *objs = NULL;
    if (!ag_check(env, (*env)->GetObjectsWithTags(env, 1, &tag, &n, &objs, NULL),
                  "GetObjectsWithTags"))
        return -1;
    for (jint i = 0; i < n; i++)
        (*jni)->DeleteLocalRef(jni, objs[i]);
    ag_free(env, objs);
    return n;
}

static long tagged_total;

/*
 * Checkpoint 1 tags every Point; checkpoint 2 counts what is left.  A VM
 * may post ObjectFree later than the collection (HotSpot posts them from
 * its service thread), so checkpoint 2 waits, up to 10 s, for one event
 * per tagged object that is gone.
 */
static void checkpoint(jvmtiEnv *env, JNIEnv *jni, jclass cpk, int n)
{
    if (n == 1) {
        jclass point = ag_loaded_class(env, jni, "LAlloctrack$Point;");
        jvmtiHeapCallbacks cb;
        memset(&cb, 0, sizeof cb);
        cb.heap_iteration_callback = tag_untagged;
        long tagged = 0;
        if (point != NULL)
            ag_check(env, (*env)->IterateThroughHeap(env, 0, point, &cb, &tagged),
                     "IterateThroughHeap");
        long vm = count_tagged(env, jni, TAG_VM_ALLOC);
        tagged_total = tagged + vm;
        ag_log("checkpoint 1: tagged %ld Point objects", tagged);
        ag_log("checkpoint 1: VM-allocated tagged objects %ld", vm);
    } else {
        long heap = count_tagged(env, jni, TAG_HEAP);
        long vm = count_tagged(env, jni, TAG_VM_ALLOC);
        long gone = tagged_total - heap - vm, f;
        (*env)->RawMonitorEnter(env, lock);
        for (int i = 0; i < 100 && freed < gone; i++)
            (*env)->RawMonitorWait(env, lock, 100);
        f = freed;
        (*env)->RawMonitorExit(env, lock);
        ag_log("checkpoint 2: tagged objects alive: heap-tagged %ld, VM-allocated %ld", heap, vm);
        ag_log("checkpoint 2: ObjectFree events %ld for %ld tagged objects gone", f, gone);
    }
}

static void JNICALL on_monitor_wait(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj,
                                    jlong timeout)
{
    jclass k = (*jni)->GetObjectClass(jni, obj);
    char *sig = ag_class_sig(env, k);
    if (sig != NULL && strcmp(sig, "LAlloctrack$Checkpoint;") == 0) {
        jfieldID f = (*jni)->GetFieldID(jni, k, "number", "I");
        checkpoint(env, jni, k, (*jni)->GetIntField(jni, obj, f));
    }
    free(sig);
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    jclass tracker = ag_loaded_class(env, jni, "LAlloctrack$Tracker;");
    if (tracker != NULL) {
        jfieldID f = (*jni)->GetStaticFieldID(jni, tracker, "count", "I");
        ag_log("Tracker.count at VMDeath %d", (int)(*jni)->GetStaticIntField(jni, tracker, f));
    } else {
        ag_log("ERROR Alloctrack$Tracker not found");
    }
    AG_LOCKED(env, lock, {
        ag_log("rewritten: %d classes, %d constructors", rewritten_classes, rewritten_methods);
        ag_lines_flush(&vm_allocs, 1);
    });
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK) {
        ag_log("ERROR GetEnv");
        return JNI_ERR;
    }
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_tag_objects = 1;
    caps.can_generate_vm_object_alloc_events = 1;
    caps.can_generate_object_free_events = 1;
    caps.can_generate_monitor_events = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "alloctrack", &lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = on_class_file_load;
    cb.VMObjectAlloc = on_vm_object_alloc;
    cb.ObjectFree = on_object_free;
    cb.MonitorWait = on_monitor_wait;
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent events[] = { JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, JVMTI_EVENT_VM_OBJECT_ALLOC,
                            JVMTI_EVENT_OBJECT_FREE, JVMTI_EVENT_MONITOR_WAIT,
                            JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, events[i], NULL),
                 "SetEventNotificationMode");
    return JNI_OK;
}
