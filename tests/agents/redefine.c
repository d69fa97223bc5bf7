/*
 * redefine - class redefinition and retransformation.
 *
 * Two environments: A holds can_redefine_classes and
 * can_retransform_classes, B only can_redefine_classes; both log
 * ClassFileLoadHook for the program's classes. The agent keeps the bytes of
 * RedefTarget it sees at load and makes new versions by patching them
 * (see programs/Redefine.java). Redefine.step(n), a native bound at
 * ClassPrepare, does:
 *   1  from RedefTarget.running(): redefine RedefTarget ("v1" -> "v2",
 *      "body v1" -> "body v2", number() returns 8); the frames of running()
 *      and outer() before and after: obsolete or not, same method ID as
 *      the class's method or not; then again with outer() changed (its
 *      frame, which ran code equal to the first redefinition's, still
 *      counts as current on HotSpot 17);
 *   2  every argument error and redefinition restriction, each answered
 *      with nothing changed;
 *   3  RetransformClasses: A's hook turns "v2" into "v3"; RedefLoaded,
 *      which A's hook changed at load, is retransformed from its bytes
 *      as they were before that change;
 *   4  GetBytecodes, GetClassVersionNumbers, GetConstantPool after all
 *      that, IsModifiableClass, and a redefinition to class file version
 *      55;
 *   5  a private static method renamed (one deleted, one added); a class
 *      loaded but not initialized redefined, then initialized.
 */
#include "agent_common.h"

static jvmtiEnv *envA, *envB;
static unsigned char *orig;       /* RedefTarget as loaded */
static jint orig_len;
static unsigned char *cur;        /* the bytes of its last redefinition */
static jint cur_len;
static int patch_v3;              /* A's hook turns v2 into v3 */
static unsigned char *late;       /* RedefLate as loaded */
static jint late_len;

/* ---- A small class file walker ------------------------------------------- */

typedef struct {
    const unsigned char *b;
    int len;
    int cp_count;
    int cp_off[4096];             /* offset of each constant pool entry */
    int access_off;               /* access_flags, this, super, interfaces */
    int fields_off, methods_off, attrs_off;
} Cf;

static int u2(const unsigned char *b, int o) { return b[o] << 8 | b[o + 1]; }
static int u4(const unsigned char *b, int o) { return (int)((unsigned)b[o] << 24 | (unsigned)b[o + 1] << 16 | (unsigned)b[o + 2] << 8 | b[o + 3]); }
static void put2(unsigned char *b, int o, int v) { b[o] = (unsigned char)(v >> 8); b[o + 1] = (unsigned char)v; }

/* Skips attributes starting at o (count first); returns the offset after. */
static int skip_attrs(const unsigned char *b, int o)
{
    int n = u2(b, o);
    o += 2;
    for (int i = 0; i < n; i++)
        o += 6 + u4(b, o + 2);
    return o;
}

/* Skips members (count first). */
static int skip_members(const unsigned char *b, int o)
{
    int n = u2(b, o);
    o += 2;
    for (int i = 0; i < n; i++)
        o = skip_attrs(b, o + 6);
    return o;
}

static void cf_walk(Cf *c, const unsigned char *b, int len)
{
    c->b = b;
    c->len = len;
    c->cp_count = u2(b, 8);
    int o = 10;
    for (int i = 1; i < c->cp_count; i++) {
        c->cp_off[i] = o;
        switch (b[o]) {
        case 1: o += 3 + u2(b, o + 1); break;
        case 7: case 8: case 16: case 19: case 20: o += 3; break;
        case 15: o += 4; break;
        case 5: case 6: o += 9; i++; break;
        default: o += 5; break;
        }
    }
    c->access_off = o;
    o += 6;
    o += 2 + 2 * u2(b, o);
    c->fields_off = o;
    c->methods_off = skip_members(b, o);
    c->attrs_off = skip_members(b, c->methods_off);
}

static int utf8_is(const Cf *c, int idx, const char *s)
{
    int o = c->cp_off[idx];
    return c->b[o] == 1 && u2(c->b, o + 1) == (int)strlen(s) && memcmp(c->b + o + 3, s, strlen(s)) == 0;
}

static int find_utf8(const Cf *c, const char *s)
{
    for (int i = 1; i < c->cp_count; i++)
        if (c->cp_off[i] && utf8_is(c, i, s))
            return i;
    return 0;
}

static int find_class(const Cf *c, const char *name)
{
    for (int i = 1; i < c->cp_count; i++)
        if (c->cp_off[i] && c->b[c->cp_off[i]] == 7 && utf8_is(c, u2(c->b, c->cp_off[i] + 1), name))
            return i;
    return 0;
}

/* Offset of the member named `name` in the list at o, or -1. */
static int find_member(const Cf *c, int o, const char *name)
{
    int n = u2(c->b, o);
    o += 2;
    for (int i = 0; i < n; i++) {
        if (utf8_is(c, u2(c->b, o + 2), name))
            return o;
        o = skip_attrs(c->b, o + 6);
    }
    return -1;
}

/* Offset of the bytecode of the method at m. */
static int code_of(const Cf *c, int m)
{
    int n = u2(c->b, m + 6), o = m + 8;
    for (int i = 0; i < n; i++) {
        if (utf8_is(c, u2(c->b, o), "Code"))
            return o + 6 + 8;
        o += 6 + u4(c->b, o + 2);
    }
    return -1;
}

static unsigned char *dup_bytes(const unsigned char *b, jint n)
{
    unsigned char *r = malloc((size_t)n + 64);
    memcpy(r, b, (size_t)n);
    return r;
}

/* Replaces every occurrence of `from` by `to` (same length) in place. */
static void replace_all(unsigned char *b, jint n, const char *from, const char *to)
{
    size_t k = strlen(from);
    for (jint i = 0; i + (jint)k <= n; i++)
        if (memcmp(b + i, from, k) == 0)
            memcpy(b + i, to, k);
}

/* Replaces the Utf8 entry equal to `from` by `to` (same length). */
static void replace_utf8(unsigned char *b, jint n, const char *from, const char *to)
{
    Cf c;
    cf_walk(&c, b, n);
    int i = find_utf8(&c, from);
    if (i)
        memcpy(b + c.cp_off[i] + 3, to, strlen(to));
}

/* ---- Logging helpers ------------------------------------------------------ */

static const char *err_name(jvmtiError e)
{
    static char buf[128];
    char *name = NULL;
    if ((*envA)->GetErrorName(envA, e, &name) != JVMTI_ERROR_NONE || !name) {
        snprintf(buf, sizeof buf, "%d", (int)e);
        return buf;
    }
    snprintf(buf, sizeof buf, "%s", name);
    ag_free(envA, name);
    return buf;
}

static int contains(const unsigned char *b, jint n, const char *s)
{
    size_t k = strlen(s);
    for (jint i = 0; i + (jint)k <= n; i++)
        if (memcmp(b + i, s, k) == 0)
            return 1;
    return 0;
}

static void hook(const char *who, jvmtiEnv *env, JNIEnv *jni, jclass redefined, const char *name, jint len,
                 const unsigned char *data, jint *new_len, unsigned char **new_data)
{
    if (!name || strncmp(name, "Redef", 5) != 0)
        return;
    char *sig = redefined ? ag_class_sig(env, redefined) : NULL;
    /* Not "v1": HotSpot hands retransformation the bytes it rebuilds from
     * its merged constant pool, which keeps the old strings. */
    ag_log("hook %s: %s redefined=%s v2=%d v3=%d body-v2=%d", who, name, sig ? sig : "-",
           contains(data, len, "v2"), contains(data, len, "v3"), contains(data, len, "body v2"));
    free(sig);
    if (strcmp(name, "RedefTarget") == 0 && !redefined && env == envA) {
        orig = dup_bytes(data, len);
        orig_len = len;
    }
    if (env == envA && strcmp(name, "RedefLate") == 0 && !redefined) {
        late = dup_bytes(data, len);
        late_len = len;
    }
    if (env == envA && strcmp(name, "RedefLoaded") == 0) {
        ag_log("hook A: RedefLoaded orig=%d hook=%d", contains(data, len, "orig"), contains(data, len, "hook"));
        unsigned char *nb = NULL;
        if (ag_check(env, (*env)->Allocate(env, len, &nb), "Allocate")) {
            memcpy(nb, data, (size_t)len);
            replace_utf8(nb, len, "orig", redefined ? "rtfm" : "hook");
            *new_data = nb;
            *new_len = len;
        }
    }
    if (env == envA && redefined && patch_v3 && strcmp(name, "RedefTarget") == 0) {
        unsigned char *nb = NULL;
        if (ag_check(env, (*env)->Allocate(env, len, &nb), "Allocate")) {
            memcpy(nb, data, (size_t)len);
            replace_utf8(nb, len, "v2", "v3");
            *new_data = nb;
            *new_len = len;
        }
    }
}

static void JNICALL hookA(jvmtiEnv *env, JNIEnv *jni, jclass redefined, jobject loader, const char *name,
                          jobject pd, jint len, const unsigned char *data, jint *new_len, unsigned char **new_data)
{
    hook("A", env, jni, redefined, name, len, data, new_len, new_data);
}

static void JNICALL hookB(jvmtiEnv *env, JNIEnv *jni, jclass redefined, jobject loader, const char *name,
                          jobject pd, jint len, const unsigned char *data, jint *new_len, unsigned char **new_data)
{
    hook("B", env, jni, redefined, name, len, data, new_len, new_data);
}

static jclass target(JNIEnv *jni) { return (*jni)->FindClass(jni, "RedefTarget"); }

static jvmtiError redefine_with(JNIEnv *jni, const unsigned char *b, jint n)
{
    jvmtiClassDefinition d = { target(jni), n, b };
    return (*envA)->RedefineClasses(envA, 1, &d);
}

static void method_name(jmethodID m, char *buf, size_t size)
{
    char *name = NULL;
    if ((*envA)->GetMethodName(envA, m, &name, NULL, NULL) == JVMTI_ERROR_NONE) {
        snprintf(buf, size, "%s", name);
        ag_free(envA, name);
    } else {
        snprintf(buf, size, "?");
    }
}

/* The frame of spin() in the thread "spinner". */
static void show_spinner(JNIEnv *jni, const char *when)
{
    jint n = 0;
    jthread *threads = NULL;
    if (!ag_check(envA, (*envA)->GetAllThreads(envA, &n, &threads), "GetAllThreads"))
        return;
    for (jint i = 0; i < n; i++) {
        char *tname = ag_thread_name(envA, jni, threads[i]);
        if (strcmp(tname, "spinner") == 0) {
            jvmtiFrameInfo fi[16];
            jint count = 0;
            if (ag_check(envA, (*envA)->GetStackTrace(envA, threads[i], 0, 16, fi, &count), "GetStackTrace"))
                for (jint k = 0; k < count; k++) {
                    char name[64];
                    method_name(fi[k].method, name, sizeof name);
                    if (strcmp(name, "spin") != 0)
                        continue;
                    jboolean o = 0;
                    ag_check(envA, (*envA)->IsMethodObsolete(envA, fi[k].method, &o), "IsMethodObsolete");
                    ag_log("%s: spinner in spin obsolete=%d", when, o);
                }
        }
        free(tname);
    }
    ag_free(envA, threads);
}

/* Frames 1 and 2 (running, outer) and 3 (main): obsolete? same ID as the class's? */
static void show_frames(JNIEnv *jni, const char *when)
{
    jclass k = target(jni);
    jmethodID running = (*jni)->GetStaticMethodID(jni, k, "running", "()V");
    jmethodID outer = (*jni)->GetStaticMethodID(jni, k, "outer", "()V");
    for (jint depth = 1; depth <= 3; depth++) {
        jmethodID m = NULL;
        jlocation loc = 0;
        if (!ag_check(envA, (*envA)->GetFrameLocation(envA, NULL, depth, &m, &loc), "GetFrameLocation"))
            continue;
        jboolean obs = 0;
        ag_check(envA, (*envA)->IsMethodObsolete(envA, m, &obs), "IsMethodObsolete");
        char name[64];
        method_name(m, name, sizeof name);
        jclass decl = NULL;
        ag_check(envA, (*envA)->GetMethodDeclaringClass(envA, m, &decl), "GetMethodDeclaringClass");
        char *dsig = decl ? ag_class_sig(envA, decl) : NULL;
        ag_log("%s: frame %d %s in %s obsolete=%d same-id-as-class-method=%d", when, (int)depth, name,
               dsig ? dsig : "?", obs, m == running || m == outer);
        free(dsig);
    }
    jboolean obs = 1;
    ag_check(envA, (*envA)->IsMethodObsolete(envA, running, &obs), "IsMethodObsolete");
    ag_log("%s: class method running obsolete=%d", when, obs);
    show_spinner(jni, when);
    jvmtiFrameInfo fi[8];
    jint count = 0;
    if (ag_check(envA, (*envA)->GetStackTrace(envA, NULL, 0, 8, fi, &count), "GetStackTrace")) {
        for (jint i = 0; i < count && i < 4; i++) {
            jboolean o = 0;
            char name[64];
            method_name(fi[i].method, name, sizeof name);
            ag_check(envA, (*envA)->IsMethodObsolete(envA, fi[i].method, &o), "IsMethodObsolete");
            ag_log("%s: trace %d %s obsolete=%d", when, (int)i, name, o);
        }
    }
}

static void step1(JNIEnv *jni)
{
    show_frames(jni, "step1 before");
    unsigned char *b = dup_bytes(orig, orig_len);
    replace_utf8(b, orig_len, "v1", "v2");
    replace_all(b, orig_len, "body v1", "body v2");
    Cf c;
    cf_walk(&c, b, orig_len);
    int m = find_member(&c, c.methods_off, "number");
    int code = m >= 0 ? code_of(&c, m) : -1;
    if (code >= 0 && b[code] == 0x10)
        b[code + 1] = 8;
    jvmtiError e = redefine_with(jni, b, orig_len);
    ag_log("step1: RedefineClasses %s", err_name(e));
    cur = b;
    cur_len = orig_len;
    show_frames(jni, "step1 after");

    /* Again, now changing outer() (counter++ becomes counter += 2), whose
     * frame so far ran code equal to the current one. */
    b = dup_bytes(cur, cur_len);
    cf_walk(&c, b, cur_len);
    m = find_member(&c, c.methods_off, "outer");
    code = m >= 0 ? code_of(&c, m) : -1;
    for (int i = 0; code >= 0 && i < 12; i++)
        if (b[code + i] == 0x04) {   /* iconst_1 */
            b[code + i] = 0x05;
            break;
        }
    ag_log("step1: RedefineClasses changing outer() %s", err_name(redefine_with(jni, b, cur_len)));
    free(cur);
    cur = b;
    show_frames(jni, "step1 after second");
}

typedef unsigned char *(*Patch)(jint *len);

static unsigned char *p_bad_magic(jint *len) { unsigned char *b = dup_bytes(cur, cur_len); b[0] = 0xCB; return b; }
static unsigned char *p_truncated(jint *len) { *len = cur_len / 2; return dup_bytes(cur, cur_len); }
static unsigned char *p_version(jint *len) { unsigned char *b = dup_bytes(cur, cur_len); put2(b, 6, 99); return b; }
static unsigned char *p_name(jint *len) { unsigned char *b = dup_bytes(cur, cur_len); replace_utf8(b, cur_len, "RedefTarget", "RedefTargeX"); return b; }

static unsigned char *p_final(jint *len)
{
    unsigned char *b = dup_bytes(cur, cur_len);
    Cf c;
    cf_walk(&c, b, cur_len);
    put2(b, c.access_off, u2(b, c.access_off) ^ 0x0010);
    return b;
}

static unsigned char *p_super(jint *len)
{
    unsigned char *b = dup_bytes(cur, cur_len);
    Cf c;
    cf_walk(&c, b, cur_len);
    put2(b, c.access_off + 4, find_class(&c, "java/lang/Thread"));
    return b;
}

static unsigned char *p_interface(jint *len)
{
    unsigned char *b = dup_bytes(cur, cur_len);
    Cf c;
    cf_walk(&c, b, cur_len);
    put2(b, c.access_off + 8, find_class(&c, "java/lang/Thread"));
    return b;
}

static unsigned char *p_field_flags(jint *len)
{
    unsigned char *b = dup_bytes(cur, cur_len);
    Cf c;
    cf_walk(&c, b, cur_len);
    int f = find_member(&c, c.fields_off, "counter");
    put2(b, f, u2(b, f) ^ 0x0040);
    return b;
}

static unsigned char *p_field_name(jint *len)
{
    unsigned char *b = dup_bytes(cur, cur_len);
    Cf c;
    cf_walk(&c, b, cur_len);
    int f = find_member(&c, c.fields_off, "counter");
    put2(b, f + 2, find_utf8(&c, "running"));
    return b;
}

static unsigned char *p_method_flags(jint *len)
{
    unsigned char *b = dup_bytes(cur, cur_len);
    Cf c;
    cf_walk(&c, b, cur_len);
    int m = find_member(&c, c.methods_off, "version");
    put2(b, m, u2(b, m) ^ 0x0020);
    return b;
}

/* Cuts virt() out. */
static unsigned char *p_method_deleted(jint *len)
{
    Cf c;
    cf_walk(&c, cur, cur_len);
    int m = find_member(&c, c.methods_off, "virt");
    int end = skip_attrs(cur, m + 6);
    unsigned char *b = malloc((size_t)cur_len);
    memcpy(b, cur, (size_t)m);
    memcpy(b + m, cur + end, (size_t)(cur_len - end));
    *len = cur_len - (end - m);
    put2(b, c.methods_off, u2(b, c.methods_off) - 1);
    return b;
}

/* A copy of number() named "field", appended. */
static unsigned char *p_method_added(jint *len)
{
    Cf c;
    cf_walk(&c, cur, cur_len);
    int m = find_member(&c, c.methods_off, "number");
    int end = skip_attrs(cur, m + 6);
    int size = end - m;
    unsigned char *b = malloc((size_t)cur_len + (size_t)size);
    memcpy(b, cur, (size_t)c.attrs_off);
    memcpy(b + c.attrs_off, cur + m, (size_t)size);
    put2(b, c.attrs_off + 2, find_utf8(&c, "field"));
    memcpy(b + c.attrs_off + size, cur + c.attrs_off, (size_t)(cur_len - c.attrs_off));
    put2(b, c.methods_off, u2(b, c.methods_off) + 1);
    *len = cur_len + size;
    return b;
}

/* The same, private static: HotSpot 17 refuses it too (it accepts such
 * additions only with -XX:+AllowRedefinitionToAddDeleteMethods). */
static unsigned char *p_private_added(jint *len)
{
    unsigned char *b = p_method_added(len);
    Cf c;
    cf_walk(&c, b, *len);
    int m = find_member(&c, c.methods_off, "field");
    put2(b, m, 0x000A);
    return b;
}

/* NestMembers renamed to an attribute nobody knows. */
static unsigned char *p_nest_members(jint *len)
{
    unsigned char *b = dup_bytes(cur, cur_len);
    Cf c;
    cf_walk(&c, b, cur_len);
    int n = u2(b, c.attrs_off), o = c.attrs_off + 2;
    for (int i = 0; i < n; i++) {
        if (utf8_is(&c, u2(b, o), "NestMembers"))
            put2(b, o, find_utf8(&c, "field"));
        o += 6 + u4(b, o + 2);
    }
    return b;
}

/* version(): ldc "v2" becomes nop nop, so areturn finds an empty stack. */
static unsigned char *p_verify(jint *len)
{
    unsigned char *b = dup_bytes(cur, cur_len);
    Cf c;
    cf_walk(&c, b, cur_len);
    int code = code_of(&c, find_member(&c, c.methods_off, "version"));
    b[code] = 0;
    b[code + 1] = 0;
    return b;
}

static void step2(JNIEnv *jni)
{
    jclass k = target(jni);
    jvmtiClassDefinition d = { k, cur_len, cur };
    ag_log("step2: count -1: %s", err_name((*envA)->RedefineClasses(envA, -1, &d)));
    ag_log("step2: count 0: %s", err_name((*envA)->RedefineClasses(envA, 0, &d)));
    ag_log("step2: NULL definitions: %s", err_name((*envA)->RedefineClasses(envA, 1, NULL)));
    d.klass = NULL;
    ag_log("step2: NULL class: %s", err_name((*envA)->RedefineClasses(envA, 1, &d)));
    d.klass = k;
    d.class_bytes = NULL;
    ag_log("step2: NULL bytes: %s", err_name((*envA)->RedefineClasses(envA, 1, &d)));
    d.class_bytes = cur;
    d.class_byte_count = 0;
    ag_log("step2: no bytes: %s", err_name((*envA)->RedefineClasses(envA, 1, &d)));
    d.class_byte_count = cur_len;
    jclass integer = (*jni)->FindClass(jni, "java/lang/Integer");
    jfieldID type = (*jni)->GetStaticFieldID(jni, integer, "TYPE", "Ljava/lang/Class;");
    d.klass = (jclass)(*jni)->GetStaticObjectField(jni, integer, type);
    ag_log("step2: int.class: %s", err_name((*envA)->RedefineClasses(envA, 1, &d)));
    d.klass = (*jni)->FindClass(jni, "[I");
    ag_log("step2: int[].class: %s", err_name((*envA)->RedefineClasses(envA, 1, &d)));
    ag_log("step2: int[].class retransform: %s", err_name((*envA)->RetransformClasses(envA, 1, &d.klass)));
    ag_log("step2: retransform count -1: %s", err_name((*envA)->RetransformClasses(envA, -1, &k)));
    ag_log("step2: retransform NULL: %s", err_name((*envA)->RetransformClasses(envA, 1, NULL)));
    jclass none = NULL;
    ag_log("step2: retransform NULL class: %s", err_name((*envA)->RetransformClasses(envA, 1, &none)));
    ag_log("step2: B retransform: %s", err_name((*envB)->RetransformClasses(envB, 1, &k)));

    static const struct { const char *what; Patch p; } cases[] = {
        { "bad magic", p_bad_magic },
        { "truncated", p_truncated },
        { "version 99", p_version },
        { "other name", p_name },
        { "final added", p_final },
        { "other superclass", p_super },
        { "other interface", p_interface },
        { "field modifiers", p_field_flags },
        { "field renamed", p_field_name },
        { "method modifiers", p_method_flags },
        { "method deleted", p_method_deleted },
        { "method added", p_method_added },
        { "private static method added", p_private_added },
        { "NestMembers dropped", p_nest_members },
        { "fails verification", p_verify },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        jint len = cur_len;
        unsigned char *b = cases[i].p(&len);
        ag_log("step2: %s: %s", cases[i].what, err_name(redefine_with(jni, b, len)));
        free(b);
    }
    /* Two classes, the second one bad: nothing changes. */
    jvmtiClassDefinition two[2];
    unsigned char *good = dup_bytes(cur, cur_len);
    replace_utf8(good, cur_len, "v2", "v9");
    jint bad_len = cur_len;
    unsigned char *bad = p_version(&bad_len);
    two[0] = (jvmtiClassDefinition){ k, cur_len, good };
    two[1] = (jvmtiClassDefinition){ k, bad_len, bad };
    ag_log("step2: good then bad: %s", err_name((*envA)->RedefineClasses(envA, 2, two)));
    free(good);
    free(bad);
}

static void step3(JNIEnv *jni)
{
    jclass k = target(jni);
    patch_v3 = 1;
    ag_log("step3: RetransformClasses %s", err_name((*envA)->RetransformClasses(envA, 1, &k)));
    /* Core classes, unchanged: every method of theirs has frames somewhere. */
    static const char *const core[] = { "java/lang/Object", "java/lang/String", "java/lang/Thread",
                                        "java/util/HashMap", "java/lang/StringBuilder" };
    jclass cc[5];
    for (int i = 0; i < 5; i++)
        cc[i] = (*jni)->FindClass(jni, core[i]);
    ag_log("step3: RetransformClasses(Object, String, Thread, HashMap, StringBuilder) %s",
           err_name((*envA)->RetransformClasses(envA, 5, cc)));
    jclass loaded = (*jni)->FindClass(jni, "RedefLoaded");
    ag_log("step3: RetransformClasses(RedefLoaded) %s", err_name((*envA)->RetransformClasses(envA, 1, &loaded)));
    patch_v3 = 0;
}

static void show_class(JNIEnv *jni, const char *when, const char *newest)
{
    jclass k = target(jni);
    jint minor = -1, major = -1;
    ag_check(envA, (*envA)->GetClassVersionNumbers(envA, k, &minor, &major), "GetClassVersionNumbers");
    jint count = 0, bytes = 0;
    unsigned char *pool = NULL;
    if (ag_check(envA, (*envA)->GetConstantPool(envA, k, &count, &bytes, &pool), "GetConstantPool")) {
        /* Only the newest string: HotSpot's constant pool also keeps the
         * entries of the versions before (it merges them). */
        ag_log("%s: version %d.%d constant pool has %s=%d", when, (int)major, (int)minor, newest,
               contains(pool, bytes, newest));
        ag_free(envA, pool);
    }
    jmethodID number = (*jni)->GetStaticMethodID(jni, k, "number", "()I");
    jint n = 0;
    unsigned char *code = NULL;
    if (ag_check(envA, (*envA)->GetBytecodes(envA, number, &n, &code), "GetBytecodes")) {
        char hex[64] = "";
        for (jint i = 0; i < n && i < 8; i++)
            snprintf(hex + strlen(hex), sizeof hex - strlen(hex), "%02x", code[i]);
        ag_log("%s: number() bytecodes %s", when, hex);
        ag_free(envA, code);
    }
}

static void modifiable(JNIEnv *jni, const char *what, jclass k)
{
    jboolean r = 2;
    jvmtiError e = (*envA)->IsModifiableClass(envA, k, &r);
    ag_log("step4: IsModifiableClass(%s) %s %d", what, err_name(e), r);
}

static void step4(JNIEnv *jni)
{
    show_class(jni, "step4", "v3");
    modifiable(jni, "RedefTarget", target(jni));
    modifiable(jni, "RedefTarget$Inner", (*jni)->FindClass(jni, "RedefTarget$Inner"));
    modifiable(jni, "java.lang.String", (*jni)->FindClass(jni, "java/lang/String"));
    modifiable(jni, "java.lang.Object", (*jni)->FindClass(jni, "java/lang/Object"));
    modifiable(jni, "int[]", (*jni)->FindClass(jni, "[I"));
    jclass integer = (*jni)->FindClass(jni, "java/lang/Integer");
    jfieldID type = (*jni)->GetStaticFieldID(jni, integer, "TYPE", "Ljava/lang/Class;");
    modifiable(jni, "int", (jclass)(*jni)->GetStaticObjectField(jni, integer, type));
    modifiable(jni, "NULL", NULL);
    jboolean r;
    ag_log("step4: IsModifiableClass NULL result: %s", err_name((*envA)->IsModifiableClass(envA, target(jni), NULL)));
    ag_log("step4: IsMethodObsolete NULL method: %s", err_name((*envA)->IsMethodObsolete(envA, NULL, &r)));

    /* The current bytes (v3) as class file version 55. */
    unsigned char *b = dup_bytes(cur, cur_len);
    replace_utf8(b, cur_len, "v2", "v4");
    put2(b, 6, 55);
    ag_log("step4: redefine as version 55: %s", err_name(redefine_with(jni, b, cur_len)));
    free(b);
    show_class(jni, "step4 after", "v4");
}

/* The methods of RedefTarget in the order GetClassMethods gives them. */
static void show_method_order(JNIEnv *jni, const char *when)
{
    jint n = 0;
    jmethodID *methods = NULL;
    if (!ag_check(envA, (*envA)->GetClassMethods(envA, target(jni), &n, &methods), "GetClassMethods"))
        return;
    char line[1024] = "";
    for (jint i = 0; i < n; i++) {
        char name[64];
        method_name(methods[i], name, sizeof name);
        snprintf(line + strlen(line), sizeof line - strlen(line), " %s", name);
    }
    ag_log("%s: methods%s", when, line);
    ag_free(envA, methods);
}

/* The current bytes with the methods version() and number() swapped. */
static unsigned char *swap_methods(void)
{
    Cf c;
    cf_walk(&c, cur, cur_len);
    int a = find_member(&c, c.methods_off, "version"), b = find_member(&c, c.methods_off, "number");
    if (a < 0 || b < 0 || a > b)
        return NULL;
    int a_end = skip_attrs(cur, a + 6), b_end = skip_attrs(cur, b + 6);
    unsigned char *r = malloc((size_t)cur_len);
    int o = 0;
    memcpy(r, cur, (size_t)a);
    o = a;
    memcpy(r + o, cur + b, (size_t)(b_end - b));
    o += b_end - b;
    memcpy(r + o, cur + a_end, (size_t)(b - a_end));
    o += b - a_end;
    memcpy(r + o, cur + a, (size_t)(a_end - a));
    o += a_end - a;
    memcpy(r + o, cur + b_end, (size_t)(cur_len - b_end));
    return r;
}

/* The methods of RedefTarget whose names start with "helper", sorted. */
static void show_helpers(JNIEnv *jni, const char *when)
{
    jint n = 0;
    jmethodID *methods = NULL;
    if (!ag_check(envA, (*envA)->GetClassMethods(envA, target(jni), &n, &methods), "GetClassMethods"))
        return;
    AgLines l = { 0 };
    for (jint i = 0; i < n; i++) {
        char name[64];
        method_name(methods[i], name, sizeof name);
        jboolean o = 0;
        ag_check(envA, (*envA)->IsMethodObsolete(envA, methods[i], &o), "IsMethodObsolete");
        if (strncmp(name, "helper", 6) == 0)
            ag_lines_add(&l, "%s: method %s obsolete=%d", when, name, o);
    }
    ag_log("%s: %d methods", when, (int)n);
    ag_lines_flush(&l, 1);
    free(l.lines);
    ag_free(envA, methods);
}

static jmethodID static_method(JNIEnv *jni, const char *name, const char *sig)
{
    jmethodID m = (*jni)->GetStaticMethodID(jni, target(jni), name, sig);
    if ((*jni)->ExceptionCheck(jni))
        (*jni)->ExceptionClear(jni);
    return m;
}

static void step5(JNIEnv *jni)
{
    show_method_order(jni, "step5 before swap");
    unsigned char *swapped = swap_methods();
    if (swapped) {
        ag_log("step5: methods swapped: %s", err_name(redefine_with(jni, swapped, cur_len)));
        free(swapped);
    }
    show_method_order(jni, "step5 after swap");
    show_helpers(jni, "step5 before");
    jmethodID old = static_method(jni, "helperTarget", "()Ljava/lang/String;");
    unsigned char *b = dup_bytes(cur, cur_len);
    replace_utf8(b, cur_len, "helperTarget", "helperTargeT");
    replace_utf8(b, cur_len, "helper v1", "helper v2");
    ag_log("step5: private static method renamed: %s", err_name(redefine_with(jni, b, cur_len)));
    show_helpers(jni, "step5 after");
    jboolean o = 0;
    ag_check(envA, (*envA)->IsMethodObsolete(envA, old, &o), "IsMethodObsolete");
    ag_log("step5: old helperTarget ID obsolete=%d", o);
    ag_log("step5: GetStaticMethodID helperTarget %s, helperTargeT %s",
           static_method(jni, "helperTarget", "()Ljava/lang/String;") ? "found" : "absent",
           static_method(jni, "helperTargeT", "()Ljava/lang/String;") ? "found" : "absent");
    free(b);

    /* A class loaded, not initialized, then redefined. */
    jclass k = ag_loaded_class(envA, jni, "LRedefLate;");   /* FindClass would initialize it */
    if (!k || !late) {
        ag_log("ERROR RedefLate not loaded");
        return;
    }
    jint status = 0;
    ag_check(envA, (*envA)->GetClassStatus(envA, k, &status), "GetClassStatus");
    b = dup_bytes(late, late_len);
    replace_utf8(b, late_len, "late v1", "late v2");
    replace_utf8(b, late_len, "11", "22");
    jvmtiClassDefinition d = { k, late_len, b };
    ag_log("step5: RedefLate initialized=%d, redefined: %s", (status & JVMTI_CLASS_STATUS_INITIALIZED) != 0,
           err_name((*envA)->RedefineClasses(envA, 1, &d)));
    jfieldID text = (*jni)->GetStaticFieldID(jni, k, "TEXT", "Ljava/lang/String;");
    jfieldID value = (*jni)->GetStaticFieldID(jni, k, "value", "I");
    jstring s = (jstring)(*jni)->GetStaticObjectField(jni, k, text);
    const char *chars = s ? (*jni)->GetStringUTFChars(jni, s, NULL) : NULL;
    ag_log("step5: RedefLate.TEXT=%s value=%d", chars ? chars : "null", (int)(*jni)->GetStaticIntField(jni, k, value));
    if (chars)
        (*jni)->ReleaseStringUTFChars(jni, s, chars);
    free(b);
}

static void JNICALL step(JNIEnv *jni, jclass cls, jint n)
{
    switch (n) {
    case 1: if (!cur) step1(jni); else ag_log("step1: again, nothing to do"); break;
    case 2: step2(jni); break;
    case 3: step3(jni); break;
    case 4: step4(jni); break;
    case 5: step5(jni); break;
    }
}

static void JNICALL on_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (sig && strcmp(sig, "LRedefine;") == 0) {
        JNINativeMethod m = { "step", "(I)V", (void *)step };
        if ((*jni)->RegisterNatives(jni, klass, &m, 1) != 0)
            ag_log("ERROR RegisterNatives");
    }
    free(sig);
}

static void JNICALL on_death(jvmtiEnv *env, JNIEnv *jni)
{
    ag_log("done");
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&envA, JVMTI_VERSION_1_2) != JNI_OK ||
        (*vm)->GetEnv(vm, (void **)&envB, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities pot, caps;
    memset(&pot, 0, sizeof pot);
    ag_check(envA, (*envA)->GetPotentialCapabilities(envA, &pot), "GetPotentialCapabilities");
    ag_log("potential: redefine=%d retransform=%d redefine_any=%d retransform_any=%d all_hooks=%d",
           pot.can_redefine_classes, pot.can_retransform_classes, pot.can_redefine_any_class,
           pot.can_retransform_any_class, pot.can_generate_all_class_hook_events);
    memset(&caps, 0, sizeof caps);
    caps.can_redefine_classes = 1;
    caps.can_retransform_classes = 1;
    caps.can_get_bytecodes = 1;
    caps.can_get_constant_pool = 1;
    caps.can_maintain_original_method_order = 1;
    ag_check(envA, (*envA)->AddCapabilities(envA, &caps), "AddCapabilities(A)");
    memset(&caps, 0, sizeof caps);
    caps.can_redefine_classes = 1;
    ag_check(envB, (*envB)->AddCapabilities(envB, &caps), "AddCapabilities(B)");

    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = hookA;
    cb.ClassPrepare = on_prepare;
    cb.VMDeath = on_death;
    ag_check(envA, (*envA)->SetEventCallbacks(envA, &cb, sizeof cb), "SetEventCallbacks(A)");
    ag_check(envA, (*envA)->SetEventNotificationMode(envA, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL), "enable A hook");
    ag_check(envA, (*envA)->SetEventNotificationMode(envA, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL), "enable prepare");
    ag_check(envA, (*envA)->SetEventNotificationMode(envA, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL), "enable death");
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = hookB;
    ag_check(envB, (*envB)->SetEventCallbacks(envB, &cb, sizeof cb), "SetEventCallbacks(B)");
    ag_check(envB, (*envB)->SetEventNotificationMode(envB, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL), "enable B hook");
    return JNI_OK;
}
