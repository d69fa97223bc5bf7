/*
 * heapdump - a heap dump parser for levels 0, 1 and 2 (section 4.2 of the
 * specification) that checks every record against what the VM told the
 * agent: classes from CLASS_LOAD (interfaces, statics and instance fields
 * in order), threads from THREAD_START, and the program's own objects and
 * field values (programs/Heapdump.java). The dumps are requested when the
 * thread "jvmpi-heap-dump" starts. The expected log follows from the
 * specification and the program.
 */
#include "jvmpi_common.h"
#include <pthread.h>

#define PTR sizeof(void *)

typedef struct ClassInfo {
    char *name;
    jint num_interfaces;
    jint num_statics, num_instances;
    char **static_sigs, **instance_sigs, **instance_names, **static_names;
    jobjectID super;              /* from the CLASS_DUMP record */
    int dumped;
} ClassInfo;

static PiMap classes;             /* class id -> ClassInfo */
/* CLASS_LOAD and THREAD_START come on any thread: the class map and the
 * thread table are read and written under table_lock, never held across
 * a call into the VM (RequestEvent posts CLASS_LOAD on this thread). */
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static JNIEnv *envs[256];
static int env_count;
static JNIEnv *main_env;
static char failure[512];

static void fail(const char *fmt, const char *a, long b)
{
    if (!failure[0])
        snprintf(failure, sizeof failure, fmt, a, b);
}

static char **copy_fields(JVMPI_Field *f, jint n, int names)
{
    char **out = calloc(n + 1, sizeof *out);
    for (jint i = 0; i < n; i++)
        out[i] = strdup(names ? f[i].field_name : f[i].field_signature);
    return out;
}

static void class_load(JVMPI_Event *ev)
{
    ClassInfo *c = calloc(1, sizeof *c);
    c->name = strdup(ev->u.class_load.class_name);
    c->num_interfaces = ev->u.class_load.num_interfaces;
    c->num_statics = ev->u.class_load.num_static_fields;
    c->num_instances = ev->u.class_load.num_instance_fields;
    c->static_sigs = copy_fields(ev->u.class_load.statics, c->num_statics, 0);
    c->static_names = copy_fields(ev->u.class_load.statics, c->num_statics, 1);
    c->instance_sigs = copy_fields(ev->u.class_load.instances, c->num_instances, 0);
    c->instance_names = copy_fields(ev->u.class_load.instances, c->num_instances, 1);
    pthread_mutex_lock(&table_lock);
    pi_map_put(&classes, ev->u.class_load.class_id, c);
    pthread_mutex_unlock(&table_lock);
}

static ClassInfo *class_known(jobjectID id)
{
    pthread_mutex_lock(&table_lock);
    ClassInfo *c = pi_map_get(&classes, id);
    pthread_mutex_unlock(&table_lock);
    return c;
}

/* A class the dump names but no CLASS_LOAD described yet (an array
 * class, say): ask for it, as section 1.4 suggests. */
static ClassInfo *class_info(jobjectID id)
{
    ClassInfo *c = class_known(id);
    if (!c && id && pi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, id) == JVMPI_SUCCESS)
        c = class_known(id);
    return c;
}

/* ---- Reading -------------------------------------------------------- */

typedef struct {
    unsigned char *p, *end;
    int bad;
} Reader;

static uint64_t rd(Reader *r, int n)
{
    if (r->p + n > r->end) {
        r->bad = 1;
        r->p = r->end;
        return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < n; i++)
        v = v << 8 | r->p[i];
    r->p += n;
    return v;
}

static void *rd_ptr(Reader *r)
{
    void *v = NULL;
    if (r->p + PTR > r->end) {
        r->bad = 1;
        r->p = r->end;
        return NULL;
    }
    memcpy(&v, r->p, PTR);
    r->p += PTR;
    return v;
}

static int sig_size(char s)
{
    switch (s) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    case 'J': case 'D': return 8;
    default: return (int)PTR;
    }
}

static int is_ref(char s) { return s == 'L' || s == '['; }

static int ty_size(int ty)
{
    switch (ty) {
    case JVMPI_BOOLEAN: case JVMPI_BYTE: return 1;
    case JVMPI_CHAR: case JVMPI_SHORT: return 2;
    case JVMPI_INT: case JVMPI_FLOAT: return 4;
    case JVMPI_LONG: case JVMPI_DOUBLE: return 8;
    case JVMPI_CLASS: case JVMPI_NORMAL_OBJECT: return (int)PTR;
    default: return -1;
    }
}

/* ---- The objects of one dump --------------------------------------- */

typedef struct {
    jobjectID id;
    jobjectID klass;              /* instances */
    int kind;                     /* record type */
    unsigned char *values;        /* instance values / array elements */
    uint32_t len, count;
    int elem_ty;
} Obj;

static Obj *objs;
static size_t nobjs, capobjs;
static PiMap index_of;            /* id -> index + 1 */

static Obj *add_obj(jobjectID id, int kind)
{
    if (pi_map_get(&index_of, id))
        fail("object %s%ld dumped twice", "", (long)(intptr_t)0);
    if (nobjs == capobjs) {
        capobjs = capobjs ? capobjs * 2 : 4096;
        objs = realloc(objs, capobjs * sizeof *objs);
    }
    Obj *o = &objs[nobjs++];
    memset(o, 0, sizeof *o);
    o->id = id;
    o->kind = kind;
    pi_map_put(&index_of, id, (void *)(intptr_t)nobjs);
    return o;
}

static Obj *find_obj(jobjectID id)
{
    intptr_t i = (intptr_t)pi_map_get(&index_of, id);
    return i ? &objs[i - 1] : NULL;
}

static int known_env(JNIEnv *e)
{
    int found = 0;
    pthread_mutex_lock(&table_lock);
    for (int i = 0; i < env_count && !found; i++)
        found = envs[i] == e;
    pthread_mutex_unlock(&table_lock);
    return found;
}

typedef struct {
    jobjectID obj;
    int kind;
    JNIEnv *env;
    uint32_t frame;
} Root;

static Root roots[1 << 16];
static size_t nroots;

/* Object constants of class dumps. */
static struct { jobjectID klass, obj; } cp_refs[1 << 14];
static size_t ncp_refs;

static jobjectID ref_at(const unsigned char *p);

static void reset(void)
{
    nobjs = 0;
    nroots = 0;
    ncp_refs = 0;
    free(index_of.slots);
    memset(&index_of, 0, sizeof index_of);
}

/* ---- Level 0 ---------------------------------------------------------- */

static size_t level0_count;

static void level0(Reader *r)
{
    while (r->p < r->end && !r->bad) {
        int ty = (int)rd(r, 1);
        jobjectID id = rd_ptr(r);
        if (ty_size(ty) < 0)
            fail("level 0: bad type %s%ld", "", ty);
        if (!id)
            fail("level 0: NULL object%s%ld", "", 0);
        add_obj(id, ty);
    }
    level0_count = nobjs;
}

/* ---- Levels 1 and 2 --------------------------------------------------- */

static void root_record(Reader *r, int kind)
{
    Root *rt = nroots < sizeof roots / sizeof roots[0] ? &roots[nroots++] : &roots[0];
    memset(rt, 0, sizeof *rt);
    rt->kind = kind;
    rt->obj = rd_ptr(r);
    switch (kind) {
    case JVMPI_GC_ROOT_JNI_GLOBAL: rd_ptr(r); break;
    case JVMPI_GC_ROOT_JNI_LOCAL:
    case JVMPI_GC_ROOT_JAVA_FRAME:
        rt->env = rd_ptr(r);
        rt->frame = (uint32_t)rd(r, 4);
        break;
    case JVMPI_GC_ROOT_NATIVE_STACK:
    case JVMPI_GC_ROOT_THREAD_BLOCK: rt->env = rd_ptr(r); break;
    default: break;
    }
}

static void class_record(Reader *r, int level)
{
    jobjectID id = rd_ptr(r);
    ClassInfo *c = class_info(id);
    Obj *o = add_obj(id, JVMPI_GC_CLASS_DUMP);
    jobjectID super = rd_ptr(r);
    for (int i = 0; i < 5; i++)
        rd_ptr(r);                    /* loader, signers, domain, name, reserved */
    rd(r, 4);                         /* instance size */
    if (!c) {
        fail("class dump of a class without CLASS_LOAD%s%ld", "", 0);
        r->bad = 1;
        return;
    }
    c->super = super;
    c->dumped = 1;
    for (jint i = 0; i < c->num_interfaces; i++)
        if (!class_info(rd_ptr(r)))
            fail("%s: unknown interface %ld", c->name, i);
    uint32_t cp = (uint32_t)rd(r, 2);
    for (uint32_t i = 0; i < cp; i++) {
        rd(r, 2);
        int ty = (int)rd(r, 1);
        int n = ty_size(ty);
        if (n < 0) {
            fail("%s: bad constant type %ld", c->name, ty);
            r->bad = 1;
            return;
        }
        if ((ty == JVMPI_NORMAL_OBJECT || ty == JVMPI_CLASS) && ncp_refs < sizeof cp_refs / sizeof cp_refs[0]) {
            cp_refs[ncp_refs].klass = id;
            cp_refs[ncp_refs++].obj = ref_at(r->p);
        }
        r->p += n;
    }
    o->values = r->p;
    for (jint i = 0; i < c->num_statics; i++) {
        char s = c->static_sigs[i][0];
        if (level == 2 || is_ref(s))
            r->p += sig_size(s);
    }
    o->len = (uint32_t)(r->p - o->values);
    o->klass = id;
}

static void instance_record(Reader *r)
{
    jobjectID id = rd_ptr(r);
    Obj *o = add_obj(id, JVMPI_GC_INSTANCE_DUMP);
    o->klass = rd_ptr(r);
    o->len = (uint32_t)rd(r, 4);
    o->values = r->p;
    r->p += o->len;
    if (r->p > r->end)
        r->bad = 1;
}

static void array_record(Reader *r, int kind, int level)
{
    jobjectID id = rd_ptr(r);
    Obj *o = add_obj(id, kind);
    o->count = (uint32_t)rd(r, 4);
    if (kind == JVMPI_GC_OBJ_ARRAY_DUMP) {
        o->klass = rd_ptr(r);
        o->elem_ty = JVMPI_CLASS;
        o->values = r->p;
        r->p += (size_t)o->count * PTR;
    } else {
        o->elem_ty = (int)rd(r, 1);
        o->values = r->p;
        if (ty_size(o->elem_ty) < 0 || o->elem_ty == JVMPI_CLASS)
            fail("bad primitive array type %s%ld", "", o->elem_ty);
        else if (level == 2)
            r->p += (size_t)o->count * ty_size(o->elem_ty);
    }
    if (r->p > r->end)
        r->bad = 1;
}

/* The instance fields of klass and its supers, in dump order. */
static uint32_t instance_size(jobjectID klass, int level)
{
    uint32_t n = 0;
    for (ClassInfo *c = class_info(klass); c; c = c->super ? class_info(c->super) : NULL) {
        for (jint i = 0; i < c->num_instances; i++)
            if (level == 2 || is_ref(c->instance_sigs[i][0]))
                n += sig_size(c->instance_sigs[i][0]);
        if (!c->super)
            break;
    }
    return n;
}

/* A field's value in an instance record: its bytes, or NULL. */
static unsigned char *field_at(Obj *o, const char *name, int level, char *sig)
{
    uint32_t off = 0;
    for (ClassInfo *c = class_info(o->klass); c; c = c->super ? class_info(c->super) : NULL) {
        for (jint i = 0; i < c->num_instances; i++) {
            char s = c->instance_sigs[i][0];
            if (level < 2 && !is_ref(s))
                continue;
            if (strcmp(c->instance_names[i], name) == 0) {
                *sig = s;
                return o->values + off;
            }
            off += sig_size(s);
        }
        if (!c->super)
            break;
    }
    return NULL;
}

static uint64_t be(const unsigned char *p, int n)
{
    uint64_t v = 0;
    for (int i = 0; i < n; i++)
        v = v << 8 | p[i];
    return v;
}

static jobjectID ref_at(const unsigned char *p)
{
    jobjectID v;
    memcpy(&v, p, PTR);
    return v;
}

static ClassInfo *class_named(const char *name, jobjectID *id)
{
    ClassInfo *found = NULL;
    pthread_mutex_lock(&table_lock);
    for (size_t i = 0; i < classes.cap && !found; i++)
        if (classes.slots[i].key && classes.slots[i].value &&
            strcmp(((ClassInfo *)classes.slots[i].value)->name, name) == 0) {
            *id = (jobjectID)classes.slots[i].key;
            found = classes.slots[i].value;
        }
    pthread_mutex_unlock(&table_lock);
    return found;
}

/* Every reference held by a record points at a dumped object. */
static void check_references(int level)
{
    for (size_t i = 0; i < nobjs; i++) {
        Obj *o = &objs[i];
        if (o->kind == JVMPI_GC_INSTANCE_DUMP) {
            if (!find_obj(o->klass))
                fail("an instance of an undumped class%s%ld", "", 0);
            if (o->len != instance_size(o->klass, level))
                fail("instance of %s: %ld value bytes, not as CLASS_LOAD says",
                     class_info(o->klass) ? class_info(o->klass)->name : "?", (long)o->len);
            uint32_t off = 0;
            for (ClassInfo *c = class_info(o->klass); c; c = c->super ? class_info(c->super) : NULL) {
                for (jint f = 0; f < c->num_instances; f++) {
                    char s = c->instance_sigs[f][0];
                    if (level < 2 && !is_ref(s))
                        continue;
                    if (is_ref(s) && ref_at(o->values + off) && !find_obj(ref_at(o->values + off)))
                        fail("%s.%ld: reference to an undumped object", c->name, f);
                    off += sig_size(s);
                }
                if (!c->super)
                    break;
            }
        } else if (o->kind == JVMPI_GC_OBJ_ARRAY_DUMP) {
            for (uint32_t e = 0; e < o->count; e++) {
                jobjectID v = ref_at(o->values + (size_t)e * PTR);
                if (v && !find_obj(v))
                    fail("array element %s%ld refers to an undumped object", "", e);
            }
        } else if (o->kind == JVMPI_GC_CLASS_DUMP) {
            ClassInfo *c = class_info(o->id);
            if (c->super && !find_obj(c->super))
                fail("%s: superclass not dumped%ld", c->name, 0);
        }
    }
    for (size_t i = 0; i < ncp_refs; i++)
        if (!find_obj(cp_refs[i].obj))
            fail("a constant of %s refers to an undumped object%ld",
                 class_info(cp_refs[i].klass) ? class_info(cp_refs[i].klass)->name : "?", 0);
    for (size_t i = 0; i < nroots; i++) {
        if (!find_obj(roots[i].obj))
            fail("a root of kind %s%ld refers to an undumped object", "", roots[i].kind);
        if (roots[i].env && !known_env(roots[i].env))
            fail("a root of kind %s%ld names an unknown thread", "", roots[i].kind);
    }
}

static void check_program(int level)
{
    jobjectID node_id, main_id;
    ClassInfo *node = class_named("Heapdump$Node", &node_id);
    ClassInfo *mainc = class_named("Heapdump", &main_id);
    Obj *nc = node ? find_obj(node_id) : NULL;
    if (!nc || nc->kind != JVMPI_GC_CLASS_DUMP || !mainc) {
        pi_log("level %d: no class dump of Heapdump$Node", level);
        return;
    }
    /* Statics in CLASS_LOAD order: statInt, statStr, statNode. */
    unsigned char *p = nc->values;
    uint64_t stat_int = 0;
    if (level == 2) {
        stat_int = be(p, 4);
        p += 4;
    }
    jobjectID stat_str = ref_at(p), a_id = ref_at(p + PTR);
    Obj *a = find_obj(a_id), *str = find_obj(stat_str);
    if (level == 2)
        pi_log("level 2: Node.statInt %d", (int)stat_int);
    pi_log("level %d: Node.statStr is %s, Node.statNode is %s", level,
           str && str->kind == JVMPI_GC_INSTANCE_DUMP ? "a dumped object" : "missing",
           a && a->klass == node_id ? "a Node" : "missing");
    if (!a || a->klass != node_id)
        return;
    char s;
    unsigned char *v;
    if (level == 2) {
        long value = (v = field_at(a, "value", 2, &s)) ? (long)(int32_t)be(v, 4) : -1;
        long long big = (v = field_at(a, "big", 2, &s)) ? (long long)be(v, 8) : -1;
        int c = (v = field_at(a, "c", 2, &s)) ? (int)be(v, 2) : -1;
        int flag = (v = field_at(a, "flag", 2, &s)) ? v[0] : -1;
        double d = 0;
        if ((v = field_at(a, "d", 2, &s))) {
            uint64_t bits = be(v, 8);
            memcpy(&d, &bits, 8);
        }
        int base = (v = field_at(a, "baseValue", 2, &s)) ? (int)be(v, 4) : -1;
        pi_log("level 2: a.value %ld a.big %lld a.c %c a.flag %d a.d %.1f a.baseValue %d", value, big, c, flag, d, base);
    }
    v = field_at(a, "baseRef", level, &s);
    Obj *b = v ? find_obj(ref_at(v)) : NULL;
    v = b ? field_at(b, "next", level, &s) : NULL;
    pi_log("level %d: a.baseRef is b, b.next is a: %s", level, v && ref_at(v) == a_id ? "yes" : "no");
    v = field_at(a, "next", level, &s);
    pi_log("level %d: a.next is null: %s", level, v && !ref_at(v) ? "yes" : "no");
    v = field_at(a, "data", level, &s);
    Obj *data = v ? find_obj(ref_at(v)) : NULL;
    if (data && data->kind == JVMPI_GC_PRIM_ARRAY_DUMP && data->elem_ty == JVMPI_INT) {
        if (level == 2)
            pi_log("level 2: a.data int[%u] {%d, %d, %d}", data->count, (int)be(data->values, 4),
                   (int)be(data->values + 4, 4), (int)be(data->values + 8, 4));
        else
            pi_log("level 1: a.data int[%u] without values", data->count);
    } else {
        pi_log("level %d: a.data is not an int array", level);
    }
    /* Heapdump.table: an Object[3] {b, null, "beta"}. */
    Obj *mc = find_obj(main_id);
    Obj *table = mc ? find_obj(ref_at(mc->values)) : NULL;
    if (table && table->kind == JVMPI_GC_OBJ_ARRAY_DUMP && table->count == 3)
        pi_log("level %d: table Object[3] {b: %s, null: %s, string: %s}", level,
               ref_at(table->values) == b->id ? "yes" : "no", !ref_at(table->values + PTR) ? "yes" : "no",
               find_obj(ref_at(table->values + 2 * PTR)) ? "yes" : "no");
    else
        pi_log("level %d: table is not an Object[3]", level);
    int strings = 0;
    for (size_t i = 0; i < ncp_refs; i++) {
        Obj *k = find_obj(cp_refs[i].obj);
        ClassInfo *ci = k && k->kind == JVMPI_GC_INSTANCE_DUMP ? class_info(k->klass) : NULL;
        strings += cp_refs[i].klass == main_id && ci && strcmp(ci->name, "java/lang/String") == 0;
    }
    pi_log("level %d: Heapdump's constant pool holds its string constants: %s", level, strings >= 2 ? "yes" : "no");
    int sticky = 0, frame = 0, thread_block = 0;
    for (size_t i = 0; i < nroots; i++) {
        sticky |= roots[i].kind == JVMPI_GC_ROOT_STICKY_CLASS && roots[i].obj == main_id;
        frame |= roots[i].kind == JVMPI_GC_ROOT_JAVA_FRAME && roots[i].obj == a_id && roots[i].env == main_env;
        thread_block |= roots[i].kind == JVMPI_GC_ROOT_THREAD_BLOCK && roots[i].env == main_env;
    }
    pi_log("level %d: roots: class Heapdump %s, a in a frame of main %s, main's thread %s", level,
           sticky ? "yes" : "no", frame ? "yes" : "no", thread_block ? "yes" : "no");
}

static void check_traces(JVMPI_Event *ev)
{
    int main_trace = 0;
    for (jint i = 0; i < ev->u.heap_dump.num_traces; i++) {
        JVMPI_CallTrace *t = &ev->u.heap_dump.traces[i];
        if (!known_env(t->env_id))
            fail("trace of an unknown thread%s%ld", "", i);
        if (t->env_id == main_env && t->num_frames > 0)
            main_trace = 1;
        for (size_t r = 0; r < nroots; r++)
            if (roots[r].kind == JVMPI_GC_ROOT_JAVA_FRAME && roots[r].env == t->env_id &&
                roots[r].frame != UINT32_MAX && roots[r].frame >= (uint32_t)t->num_frames)
                fail("a frame root beyond its trace%s%ld", "", (long)roots[r].frame);
    }
    pi_log("level %d: traces include main's: %s", ev->u.heap_dump.dump_level, main_trace ? "yes" : "no");
}

static void heap_dump(JVMPI_Event *ev)
{
    int level = ev->u.heap_dump.dump_level;
    Reader r = { (unsigned char *)ev->u.heap_dump.begin, (unsigned char *)ev->u.heap_dump.end, 0 };
    failure[0] = 0;
    reset();
    if (level == JVMPI_DUMP_LEVEL_0) {
        level0(&r);
        pi_log("level 0: traces %d", (int)ev->u.heap_dump.num_traces);
    } else {
        while (r.p < r.end && !r.bad) {
            int kind = (int)rd(&r, 1);
            switch (kind) {
            case JVMPI_GC_ROOT_UNKNOWN: case JVMPI_GC_ROOT_JNI_GLOBAL: case JVMPI_GC_ROOT_JNI_LOCAL:
            case JVMPI_GC_ROOT_JAVA_FRAME: case JVMPI_GC_ROOT_NATIVE_STACK: case JVMPI_GC_ROOT_STICKY_CLASS:
            case JVMPI_GC_ROOT_THREAD_BLOCK: case JVMPI_GC_ROOT_MONITOR_USED: case JVMPI_GC_ROOT_THREAD_OBJ:
                root_record(&r, kind);
                break;
            case JVMPI_GC_CLASS_DUMP: class_record(&r, level); break;
            case JVMPI_GC_INSTANCE_DUMP: instance_record(&r); break;
            case JVMPI_GC_OBJ_ARRAY_DUMP:
            case JVMPI_GC_PRIM_ARRAY_DUMP: array_record(&r, kind, level); break;
            default:
                fail("unknown record type %s%ld", "", kind);
                r.bad = 1;
            }
        }
        check_references(level);
        check_traces(ev);
        check_program(level);
        pi_log("level %d: as many objects as at level 0: %s", level, nobjs == level0_count ? "yes" : "no");
    }
    if (r.bad)
        fail("level %s%ld: a record runs past the end", "", level);
    pi_log("level %d: %s", level, failure[0] ? failure : "every record checked");
}

static void thread_start(JVMPI_Event *ev)
{
    pthread_mutex_lock(&table_lock);
    if (env_count < 256)
        envs[env_count++] = ev->u.thread_start.thread_env_id;
    pthread_mutex_unlock(&table_lock);
    const char *n = ev->u.thread_start.thread_name;
    if (n && strcmp(n, "main") == 0)
        main_env = ev->u.thread_start.thread_env_id;
    if (!n || strcmp(n, "jvmpi-heap-dump") != 0)
        return;
    for (jint level = JVMPI_DUMP_LEVEL_0; level <= JVMPI_DUMP_LEVEL_2; level++) {
        JVMPI_HeapDumpArg arg = { level };
        jint rc = pi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg);
        if (rc != JVMPI_SUCCESS)
            pi_log("RequestEvent(HEAP_DUMP, level %d) = %d", (int)level, (int)rc);
    }
    pi_log("EnableEvent(HEAP_DUMP) = %d", (int)pi->EnableEvent(JVMPI_EVENT_HEAP_DUMP, NULL));
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD: class_load(ev); break;
    case JVMPI_EVENT_THREAD_START: thread_start(ev); break;
    case JVMPI_EVENT_HEAP_DUMP: heap_dump(ev); break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1, notify) != JNI_OK)
        return JNI_ERR;
    pi_enable(JVMPI_EVENT_CLASS_LOAD);
    pi_enable(JVMPI_EVENT_THREAD_START);
    return JNI_OK;
}
