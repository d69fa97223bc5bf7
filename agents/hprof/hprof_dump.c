/*
 * heap=dump with format=b: the live heap through FollowReferences, written
 * with the binary writer the VM's own heap dump uses (vm/hprof_writer).
 *
 * Every loaded class and every object reached gets a number, kept in the
 * high 32 bits of its tag (the low 32 bits hold its allocation site, see
 * hprof.c); the number is its identifier in the dump. Field values arrive
 * by JVMTI field index, which lists a class's superclass's fields first,
 * then fields of interfaces not listed yet, then its own declared fields:
 * so the fields a class declares sit at the same indices in every subclass.
 */
#include <jvmti.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "agents/hprof/hprof.h"
#include "vm/hprof_writer.h"

typedef struct {
    jclass ref;
    char *sig;
    uint32_t super;         /* object number of the superclass, 0 none */
    int nidx;               /* JVMTI field indices (all fields, with supers') */
    int own_start;          /* first index of the fields this class declares */
    int ndecl;
    char **fname, **fsig;
    int *fstatic;
    jvalue *statics;        /* by own field: static values */
    int done, visiting;
} ClassRec;

typedef struct {
    uint32_t cls;           /* object number of its class */
    int kind;               /* 0 instance, 1 object array, 2 primitive array, 3 class */
    jint length;
    jlong size;
    uint32_t site;          /* allocation site + 1 (low half of the tag), 0 none */
    jvalue *vals;           /* instance: by field index; object array: ids in .j */
    void *prim;             /* primitive array elements */
    jvmtiPrimitiveType ptype;
} ObjRec;

typedef struct {
    int tag;
    uint32_t obj, thread_obj;
    jint depth;
} RootRec;

static jvmtiEnv *J;
static JNIEnv *E;     /* the superclass is JNI's to tell */
static ClassRec *classes;   /* by object number - 1 for the first nclasses */
static int nclasses;
static ObjRec *objs;        /* by object number - 1 */
static uint32_t nobjs, objs_alloc;
static RootRec *roots;
static int nroots, roots_alloc;
static int failed;

#define NUM(tag) ((uint32_t)((uint64_t)(tag) >> 32))

static uint32_t new_obj(jlong *tag_ptr)
{
    if (nobjs == objs_alloc) {
        uint32_t n = objs_alloc ? 2 * objs_alloc : 4096;
        ObjRec *no = realloc(objs, n * sizeof *no);
        if (!no) {
            failed = 1;
            return 0;
        }
        objs = no;
        objs_alloc = n;
    }
    memset(&objs[nobjs], 0, sizeof objs[nobjs]);
    nobjs++;
    *tag_ptr = (jlong)(((uint64_t)nobjs << 32) | ((uint64_t)*tag_ptr & 0xffffffffu));
    return nobjs;
}

static ClassRec *class_of_num(uint32_t n)
{
    return n >= 1 && n <= (uint32_t)nclasses ? &classes[n - 1] : NULL;
}

static uint32_t num_of(jobject o)
{
    jlong tag = 0;
    if (!o || (*J)->GetTag(J, o, &tag) != JVMTI_ERROR_NONE)
        return 0;
    return NUM(tag);
}

static void add_root(int tag, uint32_t obj, uint32_t thread_obj, jint depth)
{
    if (nroots == roots_alloc) {
        int n = roots_alloc ? 2 * roots_alloc : 1024;
        RootRec *nr = realloc(roots, n * sizeof *nr);
        if (!nr) {
            failed = 1;
            return;
        }
        roots = nr;
        roots_alloc = n;
    }
    roots[nroots++] = (RootRec){ tag, obj, thread_obj, depth };
}

/* ---- class layouts ---- */

static void index_class(uint32_t num);

static int iface_seen(uint32_t *seen, int n, uint32_t k)
{
    for (int i = 0; i < n; i++)
        if (seen[i] == k)
            return 1;
    return 0;
}

/* Counts the static fields of interface `k` and its superinterfaces not yet
 * counted. */
static int count_iface(jclass k, uint32_t *seen, int *nseen)
{
    uint32_t num = num_of(k);
    if (!num || iface_seen(seen, *nseen, num) || *nseen >= 256)
        return 0;
    seen[(*nseen)++] = num;
    int count = 0;
    jint ni = 0;
    jclass *ifs = NULL;
    if ((*J)->GetImplementedInterfaces(J, k, &ni, &ifs) == JVMTI_ERROR_NONE) {
        for (int i = 0; i < ni; i++)
            count += count_iface(ifs[i], seen, nseen);
        (*J)->Deallocate(J, (unsigned char *)ifs);
    }
    jint nf = 0;
    jfieldID *fs = NULL;
    if ((*J)->GetClassFields(J, k, &nf, &fs) == JVMTI_ERROR_NONE) {
        count += nf;
        (*J)->Deallocate(J, (unsigned char *)fs);
    }
    return count;
}

/* Interfaces counted in the superclass chain, then this class's. */
static void collect_super_ifaces(jclass k, uint32_t *seen, int *nseen)
{
    jclass sup = (*E)->GetSuperclass(E, k);
    if (sup) {
        collect_super_ifaces(sup, seen, nseen);
        (*E)->DeleteLocalRef(E, sup);
    }
    jint ni = 0;
    jclass *ifs = NULL;
    if ((*J)->GetImplementedInterfaces(J, k, &ni, &ifs) == JVMTI_ERROR_NONE) {
        for (int i = 0; i < ni; i++)
            count_iface(ifs[i], seen, nseen);
        (*J)->Deallocate(J, (unsigned char *)ifs);
    }
}

static void index_class(uint32_t num)
{
    ClassRec *c = class_of_num(num);
    if (!c || c->done || c->visiting)
        return;
    c->visiting = 1;
    int base = 0;
    jclass sup = c->sig[0] == '[' ? NULL : (*E)->GetSuperclass(E, c->ref);
    uint32_t seen[256];
    int nseen = 0;
    if (c->sig[0] == '[' && nclasses > 0) {
        /* arrays: java.lang.Object is their superclass */
        for (int i = 0; i < nclasses; i++)
            if (!strcmp(classes[i].sig, "Ljava/lang/Object;"))
                c->super = (uint32_t)i + 1;
    }
    if (sup) {
        c->super = num_of(sup);
        index_class(c->super);
        ClassRec *s = class_of_num(c->super);
        base = s ? s->nidx : 0;
        collect_super_ifaces(sup, seen, &nseen);
        (*E)->DeleteLocalRef(E, sup);
    }
    jint ni = 0;
    jclass *ifs = NULL;
    if ((*J)->GetImplementedInterfaces(J, c->ref, &ni, &ifs) == JVMTI_ERROR_NONE) {
        for (int i = 0; i < ni; i++)
            base += count_iface(ifs[i], seen, &nseen);
        (*J)->Deallocate(J, (unsigned char *)ifs);
    }
    jint nf = 0;
    jfieldID *fs = NULL;
    if (c->sig[0] != '[' && (*J)->GetClassFields(J, c->ref, &nf, &fs) != JVMTI_ERROR_NONE)
        nf = 0;
    c->own_start = base;
    c->ndecl = nf;
    c->nidx = base + nf;
    c->fname = calloc(nf ? nf : 1, sizeof *c->fname);
    c->fsig = calloc(nf ? nf : 1, sizeof *c->fsig);
    c->fstatic = calloc(nf ? nf : 1, sizeof *c->fstatic);
    c->statics = calloc(nf ? nf : 1, sizeof *c->statics);
    if (!c->fname || !c->fsig || !c->fstatic || !c->statics)
        failed = 1;
    for (int i = 0; !failed && i < nf; i++) {
        jint mods = 0;
        (*J)->GetFieldName(J, c->ref, fs[i], &c->fname[i], &c->fsig[i], NULL);
        (*J)->GetFieldModifiers(J, c->ref, fs[i], &mods);
        c->fstatic[i] = (mods & 0x0008) != 0;
    }
    if (fs)
        (*J)->Deallocate(J, (unsigned char *)fs);
    c->visiting = 0;
    c->done = 1;
}

/* ---- FollowReferences ---- */

int hprof_basic_type(char c)
{
    switch (c) {
    case 'Z': return HPROF_BOOLEAN;
    case 'C': return HPROF_CHAR;
    case 'F': return HPROF_FLOAT;
    case 'D': return HPROF_DOUBLE;
    case 'B': return HPROF_BYTE;
    case 'S': return HPROF_SHORT;
    case 'I': return HPROF_INT;
    case 'J': return HPROF_LONG;
    default: return HPROF_OBJECT;
    }
}

static void ensure_obj(jlong class_tag, jlong *tag_ptr, jint length, jlong size)
{
    if (NUM(*tag_ptr))
        return;
    uint32_t n = new_obj(tag_ptr);
    if (!n)
        return;
    ObjRec *o = &objs[n - 1];
    o->size = size;
    o->site = (uint32_t)(*tag_ptr & 0xffffffff);
    o->cls = NUM(class_tag);
    o->length = length;
    ClassRec *c = class_of_num(o->cls);
    if (c && c->sig[0] == '[') {
        o->kind = hprof_basic_type(c->sig[1]) == HPROF_OBJECT ? 1 : 2;
        if (o->kind == 1 && length > 0 && !(o->vals = calloc((size_t)length, sizeof *o->vals)))
            failed = 1;
    } else if (c) {
        o->kind = 0;
        if (c->nidx && !(o->vals = calloc((size_t)c->nidx, sizeof *o->vals)))
            failed = 1;
    } else {
        o->kind = -1;       /* class unknown: left out */
    }
}

static jint JNICALL on_ref(jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info, jlong class_tag,
                           jlong referrer_class_tag, jlong size, jlong *tag_ptr, jlong *referrer_tag_ptr,
                           jint length, void *user)
{
    if (failed)
        return JVMTI_VISIT_ABORT;
    ensure_obj(class_tag, tag_ptr, length, size);
    uint32_t id = NUM(*tag_ptr);
    if (!referrer_tag_ptr) {
        switch (kind) {
        case JVMTI_HEAP_REFERENCE_JNI_GLOBAL: add_root(HPROF_GC_ROOT_JNI_GLOBAL, id, 0, 0); break;
        case JVMTI_HEAP_REFERENCE_SYSTEM_CLASS: add_root(HPROF_GC_ROOT_STICKY_CLASS, id, 0, 0); break;
        case JVMTI_HEAP_REFERENCE_MONITOR: add_root(HPROF_GC_ROOT_MONITOR_USED, id, 0, 0); break;
        case JVMTI_HEAP_REFERENCE_THREAD: add_root(HPROF_GC_ROOT_THREAD_OBJ, id, id, 0); break;
        case JVMTI_HEAP_REFERENCE_STACK_LOCAL:
            add_root(HPROF_GC_ROOT_JAVA_FRAME, id, NUM(info->stack_local.thread_tag), info->stack_local.depth);
            break;
        case JVMTI_HEAP_REFERENCE_JNI_LOCAL:
            add_root(HPROF_GC_ROOT_JNI_LOCAL, id, NUM(info->jni_local.thread_tag), info->jni_local.depth);
            break;
        default: add_root(HPROF_GC_ROOT_UNKNOWN, id, 0, 0); break;
        }
        return JVMTI_VISIT_OBJECTS;
    }
    uint32_t from = NUM(*referrer_tag_ptr);
    if (!from || from > nobjs)
        return JVMTI_VISIT_OBJECTS;
    ObjRec *r = &objs[from - 1];
    if (kind == JVMTI_HEAP_REFERENCE_FIELD && r->kind == 0) {
        ClassRec *c = class_of_num(r->cls);
        if (c && info->field.index >= 0 && info->field.index < c->nidx)
            r->vals[info->field.index].j = id;
    } else if (kind == JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT && r->kind == 1) {
        if (info->array.index >= 0 && info->array.index < r->length)
            r->vals[info->array.index].j = id;
    } else if (kind == JVMTI_HEAP_REFERENCE_STATIC_FIELD) {
        ClassRec *c = class_of_num(from);
        int k = c ? info->field.index - c->own_start : -1;
        if (c && k >= 0 && k < c->ndecl)
            c->statics[k].j = id;
    }
    return JVMTI_VISIT_OBJECTS;
}

static jint JNICALL on_prim_field(jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info,
                                  jlong object_class_tag, jlong *object_tag_ptr, jvalue value,
                                  jvmtiPrimitiveType value_type, void *user)
{
    uint32_t from = NUM(*object_tag_ptr);
    if (kind == JVMTI_HEAP_REFERENCE_STATIC_FIELD) {
        ClassRec *c = class_of_num(from);
        int k = c ? info->field.index - c->own_start : -1;
        if (c && k >= 0 && k < c->ndecl)
            c->statics[k] = value;
    } else if (from && from <= nobjs && objs[from - 1].kind == 0) {
        ClassRec *c = class_of_num(objs[from - 1].cls);
        if (c && info->field.index >= 0 && info->field.index < c->nidx)
            objs[from - 1].vals[info->field.index] = value;
    }
    return 0;
}

static jint JNICALL on_prim_array(jlong class_tag, jlong size, jlong *tag_ptr, jint count,
                                  jvmtiPrimitiveType type, const void *elements, void *user)
{
    ensure_obj(class_tag, tag_ptr, count, size);
    uint32_t n = NUM(*tag_ptr);
    if (!n || n > nobjs || objs[n - 1].prim)
        return 0;
    size_t es = type == JVMTI_PRIMITIVE_TYPE_LONG || type == JVMTI_PRIMITIVE_TYPE_DOUBLE ? 8
              : type == JVMTI_PRIMITIVE_TYPE_INT || type == JVMTI_PRIMITIVE_TYPE_FLOAT ? 4
              : type == JVMTI_PRIMITIVE_TYPE_CHAR || type == JVMTI_PRIMITIVE_TYPE_SHORT ? 2 : 1;
    objs[n - 1].kind = 2;
    objs[n - 1].length = count;
    objs[n - 1].ptype = type;
    if (count > 0) {
        objs[n - 1].prim = malloc(es * (size_t)count);
        if (!objs[n - 1].prim)
            failed = 1;
        else
            memcpy(objs[n - 1].prim, elements, es * (size_t)count);
    }
    return 0;
}

/* ---- writing ---- */

static uint64_t next_string = 0x100000000ull;

static uint64_t utf8(HprofWriter *w, const char *s)
{
    uint64_t id = next_string++;
    hprofw_utf8(w, id, s ? s : "", s ? strlen(s) : 0);
    return id;
}

/* "Ljava/lang/String;" -> "java/lang/String"; arrays keep their signature. */
static void class_name(const char *sig, char *buf, size_t n)
{
    if (sig[0] == 'L') {
        size_t len = strlen(sig);
        snprintf(buf, n, "%.*s", (int)(len >= 2 ? len - 2 : 0), sig + 1);
    } else {
        snprintf(buf, n, "%s", sig);
    }
}

static void write_value(HprofWriter *w, int type, jvalue v)
{
    switch (type) {
    case HPROF_OBJECT: hprofw_id(w, (uint64_t)v.j); break;
    case HPROF_BOOLEAN: hprofw_u1(w, v.z); break;
    case HPROF_BYTE: hprofw_u1(w, (uint8_t)v.b); break;
    case HPROF_CHAR: hprofw_u2(w, v.c); break;
    case HPROF_SHORT: hprofw_u2(w, (uint16_t)v.s); break;
    case HPROF_INT: hprofw_u4(w, (uint32_t)v.i); break;
    case HPROF_FLOAT: hprofw_values(w, HPROF_FLOAT, &v.f, 1); break;
    case HPROF_DOUBLE: hprofw_values(w, HPROF_DOUBLE, &v.d, 1); break;
    case HPROF_LONG: hprofw_u8(w, (uint64_t)v.j); break;
    }
}

static int prim_basic(jvmtiPrimitiveType t)
{
    switch (t) {
    case JVMTI_PRIMITIVE_TYPE_BOOLEAN: return HPROF_BOOLEAN;
    case JVMTI_PRIMITIVE_TYPE_BYTE: return HPROF_BYTE;
    case JVMTI_PRIMITIVE_TYPE_CHAR: return HPROF_CHAR;
    case JVMTI_PRIMITIVE_TYPE_SHORT: return HPROF_SHORT;
    case JVMTI_PRIMITIVE_TYPE_INT: return HPROF_INT;
    case JVMTI_PRIMITIVE_TYPE_LONG: return HPROF_LONG;
    case JVMTI_PRIMITIVE_TYPE_FLOAT: return HPROF_FLOAT;
    default: return HPROF_DOUBLE;
    }
}

static size_t instance_bytes(HprofWriter *w, ClassRec *c)
{
    size_t n = 0;
    for (; c; c = class_of_num(c->super))
        for (int i = 0; i < c->ndecl; i++)
            if (!c->fstatic[i])
                n += hprofw_type_size(w, hprof_basic_type(c->fsig[i][0]));
    return n;
}

static void write_class_dump(HprofWriter *w, uint32_t num, uint64_t *name_ids)
{
    ClassRec *c = &classes[num - 1];
    int nstat = 0, ninst = 0;
    for (int i = 0; i < c->ndecl; i++)
        c->fstatic[i] ? nstat++ : ninst++;
    hprofw_sub_begin(w, HPROF_GC_CLASS_DUMP);
    hprofw_id(w, num);
    hprofw_u4(w, 0);
    hprofw_id(w, c->super);
    for (int i = 0; i < 5; i++)
        hprofw_id(w, 0);    /* loader, signers, protection domain, reserved x2 */
    hprofw_u4(w, (uint32_t)instance_bytes(w, c));
    hprofw_u2(w, 0);        /* constant pool */
    hprofw_u2(w, (uint16_t)nstat);
    for (int i = 0; i < c->ndecl; i++)
        if (c->fstatic[i]) {
            int t = hprof_basic_type(c->fsig[i][0]);
            hprofw_id(w, name_ids[i]);
            hprofw_u1(w, (uint8_t)t);
            write_value(w, t, c->statics[i]);
        }
    hprofw_u2(w, (uint16_t)ninst);
    for (int i = 0; i < c->ndecl; i++)
        if (!c->fstatic[i]) {
            hprofw_id(w, name_ids[i]);
            hprofw_u1(w, (uint8_t)hprof_basic_type(c->fsig[i][0]));
        }
    hprofw_sub_end(w);
}

static void write_object(HprofWriter *w, uint32_t num)
{
    ObjRec *o = &objs[num - 1];
    ClassRec *c = class_of_num(o->cls);
    if (!c || num <= (uint32_t)nclasses)
        return;
    if (o->kind == 0) {
        hprofw_sub_begin(w, HPROF_GC_INSTANCE_DUMP);
        hprofw_id(w, num);
        hprofw_u4(w, 0);
        hprofw_id(w, o->cls);
        hprofw_u4(w, (uint32_t)instance_bytes(w, c));
        for (ClassRec *k = c; k; k = class_of_num(k->super))
            for (int i = 0; i < k->ndecl; i++)
                if (!k->fstatic[i]) {
                    int idx = k->own_start + i;
                    jvalue v;
                    memset(&v, 0, sizeof v);
                    if (o->vals && idx < c->nidx)
                        v = o->vals[idx];
                    write_value(w, hprof_basic_type(k->fsig[i][0]), v);
                }
        hprofw_sub_end(w);
    } else if (o->kind == 1) {
        hprofw_sub_begin(w, HPROF_GC_OBJ_ARRAY_DUMP);
        hprofw_id(w, num);
        hprofw_u4(w, 0);
        hprofw_u4(w, (uint32_t)(o->length > 0 ? o->length : 0));
        hprofw_id(w, o->cls);
        for (jint i = 0; i < o->length; i++)
            hprofw_id(w, o->vals ? (uint64_t)o->vals[i].j : 0);
        hprofw_sub_end(w);
    } else if (o->kind == 2) {
        int t = o->prim ? prim_basic(o->ptype) : hprof_basic_type(c->sig[1]);
        jint n = o->prim ? o->length : 0;
        hprofw_sub_begin(w, HPROF_GC_PRIM_ARRAY_DUMP);
        hprofw_id(w, num);
        hprofw_u4(w, 0);
        hprofw_u4(w, (uint32_t)n);
        hprofw_u1(w, (uint8_t)t);
        if (n > 0)
            hprofw_values(w, t, o->prim, (size_t)n);
        hprofw_sub_end(w);
    }
}

typedef struct {
    uint32_t obj, serial, trace;
} ThreadOut;

static int line_of(jmethodID m, jlocation loc)
{
    jboolean native = 0;
    if ((*J)->IsMethodNative(J, m, &native) == JVMTI_ERROR_NONE && native)
        return -3;
    jint n = 0;
    jvmtiLineNumberEntry *tab = NULL;
    if ((*J)->GetLineNumberTable(J, m, &n, &tab) != JVMTI_ERROR_NONE || !tab)
        return -1;
    int line = -1;
    jlocation best = -1;
    for (int i = 0; i < n; i++)
        if (tab[i].start_location <= loc && tab[i].start_location > best) {
            best = tab[i].start_location;
            line = tab[i].line_number;
        }
    (*J)->Deallocate(J, (unsigned char *)tab);
    return line;
}

uint64_t hprof_bin_frame(HprofWriter *w, jmethodID m, jlocation loc)
{
    static uint64_t next_frame = 1;
    char *name = NULL, *sig = NULL, *src = NULL;
    jclass decl = NULL;
    (*J)->GetMethodName(J, m, &name, &sig, NULL);
    (*J)->GetMethodDeclaringClass(J, m, &decl);
    if (decl)
        (*J)->GetSourceFileName(J, decl, &src);
    uint64_t nid = utf8(w, name), sid = utf8(w, sig), fid = utf8(w, src ? src : "Unknown");
    uint64_t id = next_frame++;
    hprofw_frame(w, id, nid, sid, fid, num_of(decl), line_of(m, loc));
    (*J)->Deallocate(J, (unsigned char *)name);
    (*J)->Deallocate(J, (unsigned char *)sig);
    (*J)->Deallocate(J, (unsigned char *)src);
    return id;
}

uint32_t hprof_bin_class_serial(const char *sig)
{
    for (int i = 0; sig && i < nclasses; i++)
        if (classes[i].sig && !strcmp(classes[i].sig, sig))
            return (uint32_t)i + 1;
    return 0;
}

static void put_be(uint8_t *p, uint64_t v, int n)
{
    for (int i = 0; i < n; i++)
        p[i] = (uint8_t)(v >> (8 * (n - 1 - i)));
}

void hprof_bin_start_thread(jvmtiEnv *jvmti, JNIEnv *jni, HprofWriter *w, jthread thread, uint32_t serial,
                            uint32_t trace)
{
    jvmtiThreadInfo ti;
    jvmtiThreadGroupInfo gi, pi;
    memset(&ti, 0, sizeof ti);
    memset(&gi, 0, sizeof gi);
    memset(&pi, 0, sizeof pi);
    (*jvmti)->GetThreadInfo(jvmti, thread, &ti);
    if (ti.thread_group)
        (*jvmti)->GetThreadGroupInfo(jvmti, ti.thread_group, &gi);
    if (gi.parent)
        (*jvmti)->GetThreadGroupInfo(jvmti, gi.parent, &pi);
    uint8_t b[4 + 8 + 4 + 8 + 8 + 8];
    put_be(b, serial, 4);
    put_be(b + 4, 0, 8);   /* object ids are numbered per heap dump */
    put_be(b + 12, trace, 4);
    put_be(b + 16, utf8(w, ti.name), 8);
    put_be(b + 24, utf8(w, gi.name), 8);
    put_be(b + 32, utf8(w, pi.name), 8);
    hprofw_record(w, HPROF_START_THREAD, b, sizeof b);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)ti.name);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)gi.name);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)pi.name);
    jobject refs[4] = { ti.thread_group, ti.context_class_loader, gi.parent, pi.parent };
    for (int i = 0; i < 4; i++)
        if (refs[i])
            (*jni)->DeleteLocalRef(jni, refs[i]);
}

/* FRAME and TRACE records of every live thread (trace serials from 1 on,
 * never reused within the file); returns what the THREAD_OBJ roots need. */
static ThreadOut *write_threads(HprofWriter *w, int depth, int *count, uint32_t (*serial_of)(JNIEnv *, jthread))
{
    static uint32_t next_trace = 1;
    jint n = 0;
    jthread *all = NULL;
    *count = 0;
    if ((*J)->GetAllThreads(J, &n, &all) != JVMTI_ERROR_NONE)
        return NULL;
    ThreadOut *t = calloc(n ? n : 1, sizeof *t);
    jvmtiFrameInfo *fr = malloc((depth > 0 ? depth : 1) * sizeof *fr);
    uint64_t *ids = malloc((depth > 0 ? depth : 1) * sizeof *ids);
    for (int i = 0; t && fr && ids && i < n; i++) {
        jint nf = 0;
        if ((*J)->GetStackTrace(J, all[i], 0, depth, fr, &nf) != JVMTI_ERROR_NONE)
            nf = 0;
        for (int k = 0; k < nf; k++)
            ids[k] = hprof_bin_frame(w, fr[k].method, fr[k].location);
        t[*count].obj = num_of(all[i]);
        t[*count].serial = serial_of(E, all[i]);
        t[*count].trace = next_trace++;
        hprofw_trace(w, t[*count].trace, t[*count].serial, (uint32_t)nf, ids);
        (*count)++;
    }
    free(fr);
    free(ids);
    for (int i = 0; i < n; i++)
        (*E)->DeleteLocalRef(E, all[i]);
    (*J)->Deallocate(J, (unsigned char *)all);
    return t;
}

static void free_all(void)
{
    for (int i = 0; i < nclasses; i++) {
        ClassRec *c = &classes[i];
        for (int k = 0; c->fname && k < c->ndecl; k++) {
            (*J)->Deallocate(J, (unsigned char *)c->fname[k]);
            (*J)->Deallocate(J, (unsigned char *)c->fsig[k]);
        }
        free(c->fname);
        free(c->fsig);
        free(c->fstatic);
        free(c->statics);
        (*J)->Deallocate(J, (unsigned char *)c->sig);
    }
    for (uint32_t i = 0; i < nobjs; i++) {
        free(objs[i].vals);
        free(objs[i].prim);
    }
    free(classes);
    free(objs);
    free(roots);
    classes = NULL;
    objs = NULL;
    roots = NULL;
    nclasses = nroots = roots_alloc = 0;
    nobjs = objs_alloc = 0;
}

/* Clears the object numbers from the tags, keeping the site indices. */
static jint JNICALL untag(jlong class_tag, jlong size, jlong *tag_ptr, jint length, void *user)
{
    *tag_ptr &= 0xffffffff;
    return 0;
}

/* Numbers the classes and walks the heap; -1 when that failed. */
static int collect(jvmtiEnv *jvmti, JNIEnv *jni)
{
    J = jvmti;
    E = jni;
    failed = 0;
    jint n = 0;
    jclass *loaded = NULL;
    if ((*J)->GetLoadedClasses(J, &n, &loaded) != JVMTI_ERROR_NONE)
        return -1;
    classes = calloc(n ? n : 1, sizeof *classes);
    if (!classes) {
        (*J)->Deallocate(J, (unsigned char *)loaded);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        jlong tag = 0;
        (*J)->GetTag(J, loaded[i], &tag);
        if (NUM(tag))
            continue;
        if ((*J)->GetClassSignature(J, loaded[i], &classes[nclasses].sig, NULL) != JVMTI_ERROR_NONE)
            continue;
        classes[nclasses].ref = loaded[i];
        uint32_t num = new_obj(&tag);
        if (!num)
            break;
        objs[num - 1].kind = 3;
        (*J)->SetTag(J, loaded[i], tag);
        nclasses++;
    }
    for (int i = 0; i < nclasses; i++)
        index_class((uint32_t)i + 1);
    for (int i = 0; i < nclasses; i++)
        objs[i].kind = 3;

    jvmtiHeapCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.heap_reference_callback = on_ref;
    cb.primitive_field_callback = on_prim_field;
    cb.array_primitive_value_callback = on_prim_array;
    if (!failed)
        (*J)->FollowReferences(J, 0, NULL, NULL, &cb, NULL);
    (*J)->Deallocate(J, (unsigned char *)loaded);
    return failed ? -1 : 0;
}


static void cleanup(void)
{
    jvmtiHeapCallbacks ucb;
    memset(&ucb, 0, sizeof ucb);
    ucb.heap_iteration_callback = untag;
    (*J)->IterateThroughHeap(J, JVMTI_HEAP_FILTER_UNTAGGED, NULL, &ucb, NULL);
    free_all();
}

int hprof_binary_dump(jvmtiEnv *jvmti, JNIEnv *jni, HprofWriter *w, int depth, int with_heap,
                      void (*records)(HprofWriter *w), uint32_t (*serial_of)(JNIEnv *, jthread))
{
    int collect_failed = collect(jvmti, jni) < 0;
    if (!failed && !collect_failed) {
        uint64_t **names = calloc(nclasses ? nclasses : 1, sizeof *names);
        for (int i = 0; names && i < nclasses; i++) {
            char buf[1024];
            class_name(classes[i].sig, buf, sizeof buf);
            hprofw_load_class(w, (uint32_t)i + 1, (uint64_t)i + 1, 0, utf8(w, buf));
            names[i] = calloc(classes[i].ndecl ? classes[i].ndecl : 1, sizeof **names);
            for (int k = 0; names[i] && k < classes[i].ndecl; k++)
                names[i][k] = utf8(w, classes[i].fname[k]);
        }
        int nthreads = 0;
        ThreadOut *th = write_threads(w, depth, &nthreads, serial_of);
        if (records)
            records(w);
        for (int i = 0; with_heap && i < nroots; i++) {
            RootRec *r = &roots[i];
            uint32_t serial = 0, trace = 0;
            for (int k = 0; th && k < nthreads; k++)
                if (th[k].obj && th[k].obj == r->thread_obj) {
                    serial = th[k].serial;
                    trace = th[k].trace;
                }
            hprofw_sub_begin(w, (uint8_t)r->tag);
            hprofw_id(w, r->obj);
            if (r->tag == HPROF_GC_ROOT_JNI_GLOBAL) {
                hprofw_id(w, 0);
            } else if (r->tag == HPROF_GC_ROOT_JAVA_FRAME || r->tag == HPROF_GC_ROOT_JNI_LOCAL) {
                hprofw_u4(w, serial);
                hprofw_u4(w, (uint32_t)r->depth);
            } else if (r->tag == HPROF_GC_ROOT_THREAD_OBJ) {
                hprofw_u4(w, serial);
                hprofw_u4(w, trace);
            }
            hprofw_sub_end(w);
        }
        for (int i = 0; with_heap && names && i < nclasses; i++)
            if (names[i])
                write_class_dump(w, (uint32_t)i + 1, names[i]);
        for (uint32_t i = 1; with_heap && i <= nobjs; i++)
            write_object(w, i);
        for (int i = 0; names && i < nclasses; i++)
            free(names[i]);
        free(names);
        free(th);
    }
    int rc = hprofw_end_dump(w);
    cleanup();
    return collect_failed || failed ? -1 : rc;
}

/* ---- format=a: HEAP DUMP BEGIN ... END ---- */

#define TXT_ID(n) (0x50000000u + (uint32_t)(n))

int hprof_text_dump(jvmtiEnv *jvmti, JNIEnv *jni, FILE *f, const char *date, uint32_t (*site_trace)(uint32_t site))
{
    if (collect(jvmti, jni) < 0) {
        cleanup();
        return -1;
    }
    uint32_t count = 0;
    long long bytes = 0;
    for (uint32_t i = (uint32_t)nclasses; i < nobjs; i++)
        if (objs[i].kind >= 0 && objs[i].kind <= 2 && class_of_num(objs[i].cls)) {
            count++;
            bytes += objs[i].size;
        }
    fprintf(f, "HEAP DUMP BEGIN (%u objects, %lld bytes) %s\n", count, bytes, date);
    char name[1024], elem[1024];
    for (int i = 0; i < nroots; i++) {
        RootRec *r = &roots[i];
        switch (r->tag) {
        case HPROF_GC_ROOT_THREAD_OBJ: fprintf(f, "ROOT %x (kind=<thread>)\n", TXT_ID(r->obj)); break;
        case HPROF_GC_ROOT_JNI_GLOBAL: fprintf(f, "ROOT %x (kind=<JNI global ref>)\n", TXT_ID(r->obj)); break;
        case HPROF_GC_ROOT_JAVA_FRAME:
            fprintf(f, "ROOT %x (kind=<Java stack>, thread=%x, frame=%d)\n", TXT_ID(r->obj), TXT_ID(r->thread_obj), r->depth);
            break;
        case HPROF_GC_ROOT_JNI_LOCAL:
            fprintf(f, "ROOT %x (kind=<JNI local ref>, thread=%x, frame=%d)\n", TXT_ID(r->obj), TXT_ID(r->thread_obj),
                    r->depth);
            break;
        case HPROF_GC_ROOT_STICKY_CLASS: {
            ClassRec *c = class_of_num(r->obj);
            hprof_java_name(c ? c->sig : "?", name, sizeof name);
            fprintf(f, "ROOT %x (kind=<system class>, name=%s)\n", TXT_ID(r->obj), name);
            break;
        }
        case HPROF_GC_ROOT_MONITOR_USED: fprintf(f, "ROOT %x (kind=<busy monitor>)\n", TXT_ID(r->obj)); break;
        default: fprintf(f, "ROOT %x (kind=<unknown>)\n", TXT_ID(r->obj)); break;
        }
    }
    for (int i = 0; i < nclasses; i++) {
        ClassRec *c = &classes[i];
        hprof_java_name(c->sig, name, sizeof name);
        fprintf(f, "CLS %x (name=%s, trace=%u)\n", TXT_ID(i + 1), name, site_trace(objs[i].site));
        if (c->super)
            fprintf(f, "\tsuper\t\t%x\n", TXT_ID(c->super));
        for (int k = 0; k < c->ndecl; k++)
            if (c->fstatic[k] && hprof_basic_type(c->fsig[k][0]) == HPROF_OBJECT && c->statics[k].j)
                fprintf(f, "\tstatic %s\t%x\n", c->fname[k], TXT_ID(c->statics[k].j));
    }
    for (uint32_t n = (uint32_t)nclasses + 1; n <= nobjs; n++) {
        ObjRec *o = &objs[n - 1];
        ClassRec *c = class_of_num(o->cls);
        if (!c)
            continue;
        hprof_java_name(c->sig, name, sizeof name);
        uint32_t trace = site_trace(o->site);
        if (o->kind == 0) {
            fprintf(f, "OBJ %x (sz=%lld, trace=%u, class=%s@%x)\n", TXT_ID(n), (long long)o->size, trace, name,
                    TXT_ID(o->cls));
            for (ClassRec *k = c; k; k = class_of_num(k->super))
                for (int i = 0; i < k->ndecl; i++) {
                    int idx = k->own_start + i;
                    if (!k->fstatic[i] && hprof_basic_type(k->fsig[i][0]) == HPROF_OBJECT && o->vals && idx < c->nidx &&
                        o->vals[idx].j)
                        fprintf(f, "\t%s\t%s%x\n", k->fname[i], strlen(k->fname[i]) < 8 ? "\t" : "",
                                TXT_ID(o->vals[idx].j));
                }
        } else if (o->kind == 1) {
            hprof_java_name(c->sig + 1, elem, sizeof elem);
            fprintf(f, "ARR %x (sz=%lld, trace=%u, nelems=%d, elem type=%s@%x)\n", TXT_ID(n), (long long)o->size, trace,
                    o->length, name, TXT_ID(o->cls));
            for (jint i = 0; o->vals && i < o->length; i++)
                if (o->vals[i].j)
                    fprintf(f, "\t[%d]\t\t%x\n", i, TXT_ID(o->vals[i].j));
        } else if (o->kind == 2) {
            fprintf(f, "ARR %x (sz=%lld, trace=%u, nelems=%d, elem type=%s)\n", TXT_ID(n), (long long)o->size, trace,
                    o->length, name);
        }
    }
    fprintf(f, "HEAP DUMP END\n");
    cleanup();
    return 0;
}
