/*
 * invokedynamic call sites linked by the VM. See interp/indy.h and
 * docs/lambdas.md.
 */
#include "interp/indy.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classlib-stubs/natives/fpconv.h"
#include "interp/interp.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/lambda.h"
#include "vm/loader.h"
#include "vm/strings.h"
#include "vm/vm.h"

typedef enum SiteKind { SITE_CONCAT = 1, SITE_LAMBDA, SITE_RECORD } SiteKind;
typedef enum RecordOp { REC_TO_STRING = 1, REC_HASH_CODE, REC_EQUALS } RecordOp;

typedef struct ConcatSite {
    const char *recipe;           /* modified UTF-8; \1 = argument, \2 = constant */
    uint16_t nconst;
    Object **constants;           /* interned strings */
    uint16_t nargs;
    uint8_t *arg_types;           /* BasicType per argument */
} ConcatSite;

typedef struct LambdaSite {
    Class *klass;                 /* the spun lambda class */
    Method *ctor;
    Object *singleton;            /* non-capturing: the one instance */
    uint16_t nfields;
    Field **fields;               /* arg$1..arg$n, in argument order */
} LambdaSite;

typedef struct RecordSite {
    RecordOp op;
    Class *record;
    uint16_t ncomp;
    Field **comps;
    Object **labels;              /* toString: "Point[x=", ", y=", ... (interned) */
} RecordSite;

typedef struct Site {
    SiteKind kind;
    uint16_t arg_slots;
    union {
        ConcatSite concat;
        LambdaSite lambda;
        RecordSite record;
    } u;
    struct Site *next_root;       /* sites holding a singleton */
} Site;

static pthread_mutex_t site_lock = PTHREAD_MUTEX_INITIALIZER;
static Site *root_sites;

void indy_visit_roots(void (*fn)(Object **ref, void *arg), void *arg)
{
    for (Site *s = __atomic_load_n(&root_sites, __ATOMIC_ACQUIRE); s; s = s->next_root)
        fn(&s->u.lambda.singleton, arg);
}

/* ------------------------------------------------------------------ */
/* The constant pool of the call site                                  */
/* ------------------------------------------------------------------ */

static const CfBootstrapMethod *bsm_of(const ClassFile *cf, uint16_t idx, const char **name, const char **desc)
{
    const CfConst *k = &cf->constant_pool[idx];
    const CfConst *nat = &cf->constant_pool[k->u.dyn.name_and_type_index];
    *name = cf_utf8(cf, nat->u.nat.name_index);
    *desc = cf_utf8(cf, nat->u.nat.descriptor_index);
    if (k->u.dyn.bsm_index >= cf->bootstrap_method_count)
        return NULL;
    return &cf->bootstrap_methods[k->u.dyn.bsm_index];
}

/* The class, name and descriptor a MethodHandle constant refers to. */
static int handle_ref(const ClassFile *cf, uint16_t idx, uint8_t *kind, const char **cls, const char **name,
                      const char **desc, uint8_t *is_interface)
{
    if (idx == 0 || idx >= cf->constant_pool_count || cf->constant_pool[idx].tag != CONSTANT_MethodHandle)
        return -1;
    const CfConst *mh = &cf->constant_pool[idx];
    const CfConst *ref = &cf->constant_pool[mh->u.mh.reference_index];
    const CfConst *nat = &cf->constant_pool[ref->u.ref.name_and_type_index];
    *kind = mh->u.mh.kind;
    *cls = cf_class_name(cf, ref->u.ref.class_index);
    *name = cf_utf8(cf, nat->u.nat.name_index);
    *desc = cf_utf8(cf, nat->u.nat.descriptor_index);
    if (is_interface)
        *is_interface = ref->tag == CONSTANT_InterfaceMethodref;
    return *cls && *name && *desc ? 0 : -1;
}

static const CfConst *arg_const(const ClassFile *cf, const CfBootstrapMethod *b, uint16_t i, uint8_t tag)
{
    if (i >= b->arg_count || b->args[i] >= cf->constant_pool_count)
        return NULL;
    const CfConst *k = &cf->constant_pool[b->args[i]];
    return k->tag == tag ? k : NULL;
}

static const char *arg_method_type(const ClassFile *cf, const CfBootstrapMethod *b, uint16_t i)
{
    const CfConst *k = arg_const(cf, b, i, CONSTANT_MethodType);
    return k ? cf_utf8(cf, k->u.descriptor_index) : NULL;
}

static uint16_t arg_slots_of(const char *desc)
{
    uint16_t n = 0;
    for (const char *p = desc + 1; *p && *p != ')';) {
        n += (*p == 'J' || *p == 'D') ? 2 : 1;
        while (*p == '[')
            p++;
        if (*p == 'L')
            p = strchr(p, ';');
        if (!p)
            break;
        p++;
    }
    return n;
}

static Site *publish(Class *from, uint16_t idx, Site *s)
{
    CpEntry *e = &from->cp[idx];
    pthread_mutex_lock(&site_lock);
    if (!e->resolved) {
        e->u.site = s;
        if (s->kind == SITE_LAMBDA && s->u.lambda.singleton) {
            s->next_root = root_sites;
            __atomic_store_n(&root_sites, s, __ATOMIC_RELEASE);
        }
        __atomic_store_n(&e->resolved, 1, __ATOMIC_RELEASE);
    } else {
        /* Another thread linked it first; its site wins (ours leaks its
         * class, as a losing spin does on HotSpot). */
        s = e->u.site;
    }
    pthread_mutex_unlock(&site_lock);
    return s;
}

/* ------------------------------------------------------------------ */
/* StringConcatFactory                                                 */
/* ------------------------------------------------------------------ */

/* A concatenation site that failed to link: what it allocated so far (its
 * recipe is then still the class file's). Returns NULL. */
static Site *drop_concat(Site *site)
{
    free(site->u.concat.arg_types);
    free(site->u.concat.constants);
    free(site);
    return NULL;
}

static Site *link_concat(Thread *t, const ClassFile *cf, const CfBootstrapMethod *b, const char *desc,
                         int with_constants)
{
    Site *site = calloc(1, sizeof *site);
    if (!site) {
        exc_throw(t, "java/lang/OutOfMemoryError", "call site");
        return NULL;
    }
    site->kind = SITE_CONCAT;
    ConcatSite *s = &site->u.concat;
    s->arg_types = malloc(strlen(desc) + 1);
    if (!s->arg_types) {
        exc_throw(t, "java/lang/OutOfMemoryError", "call site");
        return drop_concat(site);
    }
    for (const char *p = desc + 1; *p != ')';) {
        s->arg_types[s->nargs++] = cls_basic_type(p);
        site->arg_slots += (*p == 'J' || *p == 'D') ? 2 : 1;
        while (*p == '[')
            p++;
        if (*p == 'L')
            p = strchr(p, ';');
        p++;
    }
    if (with_constants && b->arg_count >= 1) {
        const CfConst *rk = arg_const(cf, b, 0, CONSTANT_String);
        if (!rk) {
            exc_throw(t, "java/lang/BootstrapMethodError", "makeConcatWithConstants: the recipe is not a String");
            return drop_concat(site);
        }
        s->recipe = cf_utf8(cf, rk->u.string_index);
        s->nconst = (uint16_t)(b->arg_count - 1);
        s->constants = calloc(s->nconst + 1u, sizeof(Object *));
        if (!s->constants) {
            exc_throw(t, "java/lang/OutOfMemoryError", "call site");
            return drop_concat(site);
        }
        for (uint16_t i = 0; i < s->nconst; i++) {
            const CfConst *c = &cf->constant_pool[b->args[i + 1]];
            char buf[64];
            const char *text = buf;
            switch (c->tag) {
            case CONSTANT_String: text = cf_utf8(cf, c->u.string_index); break;
            case CONSTANT_Integer: snprintf(buf, sizeof buf, "%d", c->u.i); break;
            case CONSTANT_Long: snprintf(buf, sizeof buf, "%lld", (long long)c->u.j); break;
            case CONSTANT_Float: fp_float_to_string(c->u.f, buf); break;
            case CONSTANT_Double: fp_double_to_string(c->u.d, buf); break;
            default: buf[0] = 0;
            }
            s->constants[i] = str_intern_utf8(t, text);
            if (!s->constants[i])
                return drop_concat(site);
        }
    } else {
        char *r = malloc(s->nargs + 1u);
        if (!r) {
            exc_throw(t, "java/lang/OutOfMemoryError", "call site");
            return drop_concat(site);
        }
        memset(r, 1, s->nargs);
        r[s->nargs] = 0;
        s->recipe = r;
    }
    return site;
}

typedef struct U16Buf {
    uint16_t *data;
    int32_t len, cap;
} U16Buf;

static int buf_reserve(U16Buf *b, int32_t more)
{
    if (b->len + more <= b->cap)
        return 0;
    int32_t cap = b->cap ? b->cap : 64;
    while (cap < b->len + more)
        cap *= 2;
    uint16_t *d = realloc(b->data, (size_t)cap * 2);
    if (!d)
        return -1;
    b->data = d;
    b->cap = cap;
    return 0;
}

static void buf_ascii(U16Buf *b, const char *s)
{
    int32_t n = (int32_t)strlen(s);
    if (buf_reserve(b, n) != 0)
        return;
    for (int32_t i = 0; i < n; i++)
        b->data[b->len++] = (uint8_t)s[i];
}

static void buf_string(U16Buf *b, Object *s)
{
    if (!s) {
        buf_ascii(b, "null");
        return;
    }
    int32_t n = str_length(s);
    if (n == 0 || buf_reserve(b, n) != 0)
        return;
    memcpy(b->data + b->len, str_chars(s), (size_t)n * 2);
    b->len += n;
}

static Method *to_string_method;

/* The text of one argument, as String.valueOf would give it. */
static int concat_arg(Thread *t, U16Buf *b, uint8_t type, Slot *v)
{
    char num[64];
    switch (type) {
    case T_BOOLEAN: buf_ascii(b, v->i ? "true" : "false"); return 0;
    case T_CHAR:
        if (buf_reserve(b, 1) == 0)
            b->data[b->len++] = (uint16_t)v->i;
        return 0;
    case T_BYTE: case T_SHORT: case T_INT: snprintf(num, sizeof num, "%d", v->i); break;
    case T_LONG: snprintf(num, sizeof num, "%lld", (long long)v->j); break;
    case T_FLOAT: fp_float_to_string(v->f, num); break;
    case T_DOUBLE: fp_double_to_string(v->d, num); break;
    default: {
        Object *o = v->l;
        if (!o || o->klass == wk.string) {
            buf_string(b, o);
            return 0;
        }
        if (!to_string_method)
            to_string_method = cls_find_declared_method(wk.object, "toString", "()Ljava/lang/String;");
        Slot arg = { .l = o }, r;
        if (interp_invoke_virtual(t, to_string_method, &arg, &r) != 0)
            return -1;
        buf_string(b, r.l);
        return 0;
    }
    }
    buf_ascii(b, num);
    return 0;
}

/* Pops the arguments from [args, args + arg_slots) and returns the String. */
static Object *run_concat(Thread *t, ConcatSite *s, Slot *args)
{
    U16Buf b = { 0 };
    Slot *v = args;
    uint16_t ai = 0, ci = 0;
    int32_t n = str_decode_mutf8(s->recipe, strlen(s->recipe), NULL);
    uint16_t *recipe = malloc((size_t)n * 2 + 2);
    str_decode_mutf8(s->recipe, strlen(s->recipe), recipe);
    for (int32_t i = 0; i < n; i++) {
        uint16_t c = recipe[i];
        if (c == 1 && ai < s->nargs) {
            uint8_t ty = s->arg_types[ai++];
            if (concat_arg(t, &b, ty, v) != 0) {
                free(recipe);
                free(b.data);
                return NULL;
            }
            v += (ty == T_LONG || ty == T_DOUBLE) ? 2 : 1;
        } else if (c == 2 && ci < s->nconst) {
            buf_string(&b, s->constants[ci++]);
        } else if (buf_reserve(&b, 1) == 0) {
            b.data[b.len++] = c;
        }
    }
    free(recipe);
    Object *str = str_new_utf16(t, b.data, b.len);
    free(b.data);
    return str;
}

/* ------------------------------------------------------------------ */
/* LambdaMetafactory                                                   */
/* ------------------------------------------------------------------ */

enum { FLAG_SERIALIZABLE = 1, FLAG_MARKERS = 2, FLAG_BRIDGES = 4 };

static int bsm_error(Thread *t, const char *what, const char *name, const char *desc, const Class *from)
{
    char cn[512];
    cls_external_name(from, cn, sizeof cn);
    return exc_throwf(t, "java/lang/BootstrapMethodError", "%s: invokedynamic %s%s in %s", what, name, desc, cn);
}

/* Load (not link) a class named by a type, through the loader of `from`:
 * what resolving a MethodType constant does on HotSpot. */
static Class *load_named(Thread *t, Class *from, const char *name)
{
    Class *c = strncmp(name, "java/", 5) == 0 ? cl_find_loaded(name, NULL) : NULL;
    if (c && from->loader)
        cl_record_initiating(c, from->loader);
    return c ? c : cl_load(t, name, from->loader);
}

/* Load every class a method descriptor names. */
static int load_types(Thread *t, Class *from, const char *desc)
{
    for (const char *p = desc; *p; p++) {
        if (*p != 'L')
            continue;
        const char *e = strchr(p, ';');
        if (!e)
            return 0;
        char name[1024];
        /* An array type loads its element class, as a plain class name. */
        snprintf(name, sizeof name, "%.*s", (int)(e - p - 1), p + 1);
        if (!load_named(t, from, name))
            return -1;
        p = e;
    }
    return 0;
}

/* HotSpot resolves the call site's type and the bootstrap arguments before
 * it spins: the classes they name are loaded (the implementation method's
 * class is also linked), with their ClassLoad and ClassPrepare events, before
 * the lambda class's. */
static int resolve_lambda_types(Thread *t, Class *from, const LambdaSpec *spec)
{
    if (load_types(t, from, spec->factory_desc) != 0 || load_types(t, from, spec->sam_desc) != 0)
        return -1;
    Class *holder = load_named(t, from, spec->impl_class);
    if (!holder || load_types(t, from, spec->impl_desc) != 0 || cls_link(t, holder) != 0)
        return -1;
    if (load_types(t, from, spec->inst_desc) != 0)
        return -1;
    for (uint16_t i = 0; i < spec->marker_count; i++)
        if (!load_named(t, from, spec->markers[i]))
            return -1;
    for (uint16_t i = 0; i < spec->bridge_count; i++)
        if (load_types(t, from, spec->bridges[i]) != 0)
            return -1;
    return 0;
}

/* Is the functional interface or a marker a subtype of Serializable? The
 * classes are loaded already (resolve_lambda_types). */
static int implements_serializable(Class *from, const LambdaSpec *spec)
{
    const char *r = strchr(spec->factory_desc, ')');
    char name[1024];
    snprintf(name, sizeof name, "%.*s", r && r[1] == 'L' ? (int)strlen(r + 2) - 1 : 0, r ? r + 2 : "");
    Class *c = name[0] ? cl_find_loaded(name, from->loader) : NULL;
    if (!c && name[0])
        c = cl_find_loaded(name, NULL);
    if (c && cls_implements(c, wk.serializable))
        return 1;
    for (uint16_t i = 0; i < spec->marker_count; i++) {
        Class *m = cl_find_loaded(spec->markers[i], from->loader);
        if (!m)
            m = cl_find_loaded(spec->markers[i], NULL);
        if (m && cls_implements(m, wk.serializable))
            return 1;
    }
    return 0;
}

static Site *link_lambda(Thread *t, Class *from, const CfBootstrapMethod *b, const char *name, const char *desc,
                         int alt)
{
    const ClassFile *cf = from->cf;
    LambdaSpec spec = { .caller = from, .factory_desc = desc, .sam_name = name };
    const char *markers[64], *bridges[64];
    spec.sam_desc = arg_method_type(cf, b, 0);
    spec.inst_desc = arg_method_type(cf, b, 2);
    if (!spec.sam_desc || !spec.inst_desc || b->arg_count < 3 ||
        handle_ref(cf, b->args[1], &spec.impl_kind, &spec.impl_class, &spec.impl_name, &spec.impl_desc,
                   &spec.impl_is_interface) != 0 ||
        spec.impl_kind < REF_invokeVirtual) {
        bsm_error(t, "bad LambdaMetafactory arguments", name, desc, from);
        return NULL;
    }
    spec.impl_is_private = spec.impl_kind == REF_invokeSpecial;
    if (alt) {
        const CfConst *f = arg_const(cf, b, 3, CONSTANT_Integer);
        int32_t flags = f ? f->u.i : 0;
        uint16_t i = 4;
        spec.serializable = (flags & FLAG_SERIALIZABLE) != 0;
        if (flags & FLAG_MARKERS) {
            const CfConst *n = arg_const(cf, b, i++, CONSTANT_Integer);
            for (int32_t k = 0; n && k < n->u.i && spec.marker_count < 63; k++, i++) {
                const CfConst *c = arg_const(cf, b, i, CONSTANT_Class);
                if (c)
                    markers[spec.marker_count++] = cf_utf8(cf, c->u.name_index);
            }
        }
        if (flags & FLAG_BRIDGES) {
            const CfConst *n = arg_const(cf, b, i++, CONSTANT_Integer);
            for (int32_t k = 0; n && k < n->u.i && spec.bridge_count < 64; k++, i++) {
                const char *d = arg_method_type(cf, b, i);
                if (d)
                    bridges[spec.bridge_count++] = d;
            }
        }
        spec.markers = markers;
        spec.bridges = bridges;
    }
    if (resolve_lambda_types(t, from, &spec) != 0)
        return NULL;
    /* As altMetafactory: a serializable lambda implements Serializable,
     * unless its interface or a marker already does. */
    if (spec.serializable && !implements_serializable(from, &spec))
        markers[spec.marker_count++] = "java/io/Serializable";
    Class *c = lambda_define(t, &spec);
    if (!c)
        return NULL;
    Site *site = calloc(1, sizeof *site);
    if (!site) {
        exc_throw(t, "java/lang/OutOfMemoryError", "call site");
        return NULL;
    }
    site->kind = SITE_LAMBDA;
    site->arg_slots = arg_slots_of(desc);
    LambdaSite *ls = &site->u.lambda;
    ls->klass = c;
    for (uint16_t i = 0; i < c->method_count; i++)
        if (c->methods[i].is_init)
            ls->ctor = &c->methods[i];
    ls->fields = calloc(c->field_count + 1u, sizeof(Field *));
    if (!ls->fields) {
        free(site);
        exc_throw(t, "java/lang/OutOfMemoryError", "call site");
        return NULL;
    }
    for (uint16_t i = 0; i < c->field_count; i++)
        ls->fields[ls->nfields++] = &c->fields[i];
    if (site->arg_slots == 0) {
        /* Non-capturing: one instance, made now (as HotSpot does). The
         * spun class stays (its loader's), the site goes if this fails. */
        Object *o = heap_new_object(t, c);
        int rc = -1;
        if (o) {
            thr_push_root(t, &o);
            Slot a = { .l = o };
            rc = interp_invoke(t, ls->ctor, &a, NULL);
            thr_pop_roots(t, 1);
        }
        if (rc != 0) {
            free(ls->fields);
            free(site);
            return NULL;
        }
        ls->singleton = o;
    }
    return site;
}

/* A new lambda object holding the captured values args[0 .. arg_slots). */
static Object *run_lambda(Thread *t, Site *site, Slot *args)
{
    LambdaSite *ls = &site->u.lambda;
    if (ls->singleton)
        return ls->singleton;
    Object *o = heap_new_object_bc(t, ls->klass);
    if (!o)
        return NULL;
    if (EV_ON(EV_METHOD_ENTRY) || EV_ON(EV_METHOD_EXIT)) {
        /* Someone watches method entries: run the real constructor. */
        Slot a[1 + 256];          /* a constructor has at most 255 argument slots */
        if (site->arg_slots > 255) {
            exc_throw(t, "java/lang/BootstrapMethodError", "too many captured values");
            return NULL;
        }
        a[0].l = o;
        memcpy(a + 1, args, site->arg_slots * sizeof(Slot));
        thr_push_root(t, &o);
        int rc = interp_invoke(t, ls->ctor, a, NULL);
        thr_pop_roots(t, 1);
        return rc == 0 ? o : NULL;
    }
    Slot *v = args;
    for (uint16_t i = 0; i < ls->nfields; i++) {
        Field *f = ls->fields[i];
        void *p = FIELD_PTR(o, f->offset, char);
        switch (f->type) {
        case T_BOOLEAN: case T_BYTE: *(int8_t *)p = (int8_t)v->i; break;
        case T_CHAR: case T_SHORT: *(int16_t *)p = (int16_t)v->i; break;
        case T_INT: *(int32_t *)p = v->i; break;
        case T_FLOAT: *(float *)p = v->f; break;
        case T_LONG: *(int64_t *)p = v->j; v++; break;
        case T_DOUBLE: *(double *)p = v->d; v++; break;
        default: *(Object **)p = v->l; break;
        }
        v++;
    }
    return o;
}

/* ------------------------------------------------------------------ */
/* ObjectMethods (records)                                             */
/* ------------------------------------------------------------------ */

/* The simple name of a class, from its InnerClasses entry if it has one. */
static const char *simple_name(const Class *c, char *buf, size_t size)
{
    const ClassFile *cf = c->cf;
    for (uint16_t i = 0; i < cf->inner_class_count; i++) {
        const CfInnerClass *ic = &cf->inner_classes[i];
        const char *n = cf_class_name(cf, ic->inner_class_info_index);
        if (n && strcmp(n, cf->this_class) == 0 && ic->inner_name_index) {
            snprintf(buf, size, "%s", cf_utf8(cf, ic->inner_name_index));
            return buf;
        }
    }
    const char *s = strrchr(cf->this_class, '/');
    snprintf(buf, size, "%s", s ? s + 1 : cf->this_class);
    return buf;
}

/* A record method site that failed to link: what it allocated so far.
 * Returns NULL. */
static Site *drop_record(Site *site)
{
    free(site->u.record.comps);
    free(site->u.record.labels);
    free(site);
    return NULL;
}

static Site *link_record(Thread *t, Class *from, const CfBootstrapMethod *b, const char *name, const char *desc)
{
    const ClassFile *cf = from->cf;
    RecordOp op = strcmp(name, "toString") == 0 ? REC_TO_STRING
                  : strcmp(name, "hashCode") == 0 ? REC_HASH_CODE
                  : strcmp(name, "equals") == 0 ? REC_EQUALS : 0;
    const CfConst *ck = arg_const(cf, b, 0, CONSTANT_Class);
    const CfConst *nk = arg_const(cf, b, 1, CONSTANT_String);
    if (!op || !ck || !nk) {
        bsm_error(t, op ? "bad ObjectMethods arguments" : "IllegalArgumentException: unknown method", name, desc, from);
        return NULL;
    }
    Class *rc = interp_resolve_class(t, from, b->args[0]);
    if (!rc || cls_link(t, rc) != 0 || load_types(t, from, desc) != 0)
        return NULL;
    Site *site = calloc(1, sizeof *site);
    if (!site) {
        exc_throw(t, "java/lang/OutOfMemoryError", "call site");
        return NULL;
    }
    site->kind = SITE_RECORD;
    site->arg_slots = arg_slots_of(desc);
    RecordSite *s = &site->u.record;
    s->op = op;
    s->record = rc;
    s->ncomp = (uint16_t)(b->arg_count - 2);
    s->comps = calloc(s->ncomp + 1u, sizeof(Field *));
    s->labels = calloc(s->ncomp + 2u, sizeof(Object *));
    if (!s->comps || !s->labels) {
        exc_throw(t, "java/lang/OutOfMemoryError", "call site");
        return drop_record(site);
    }
    for (uint16_t i = 0; i < s->ncomp; i++) {
        uint8_t kind;
        const char *cls, *fname, *fdesc;
        if (handle_ref(cf, b->args[i + 2], &kind, &cls, &fname, &fdesc, NULL) != 0 || kind != REF_getField ||
            !(s->comps[i] = cls_resolve_field(rc, fname, fdesc))) {
            bsm_error(t, "bad ObjectMethods getter", name, desc, from);
            return drop_record(site);
        }
        /* The getter's type names the component's class: HotSpot loads it. */
        if (load_types(t, from, fdesc) != 0)
            return drop_record(site);
    }
    if (op == REC_TO_STRING) {
        /* "Point[x=", ", y=", ..., "]": names from the bootstrap's "x;y". */
        const char *names = cf_utf8(cf, nk->u.string_index);
        char sn[512];
        simple_name(rc, sn, sizeof sn);
        size_t cap = strlen(names) + strlen(sn) + 8;
        char *label = malloc(cap + 4);
        if (!label) {
            exc_throw(t, "java/lang/OutOfMemoryError", "call site");
            return drop_record(site);
        }
        const char *p = names;
        for (uint16_t i = 0; i <= s->ncomp; i++) {
            const char *e = i < s->ncomp ? strchr(p, ';') : NULL;
            size_t n = e ? (size_t)(e - p) : strlen(p);
            if (i == 0)
                snprintf(label, cap + 4, "%s[%.*s%s", sn, (int)n, p, s->ncomp ? "=" : "]");
            else if (i < s->ncomp)
                snprintf(label, cap + 4, ", %.*s=", (int)n, p);
            else
                snprintf(label, cap + 4, "]");
            if (!(s->labels[i] = str_intern_utf8(t, label))) {
                free(label);
                return drop_record(site);
            }
            if (e)
                p = e + 1;
        }
        free(label);
    }
    return site;
}

static void read_field(Object *o, const Field *f, Slot *v)
{
    const void *p = FIELD_PTR(o, f->offset, char);
    v->raw = 0;
    switch (f->type) {
    case T_BOOLEAN: v->i = *(const uint8_t *)p; break;
    case T_BYTE: v->i = *(const int8_t *)p; break;
    case T_CHAR: v->i = *(const uint16_t *)p; break;
    case T_SHORT: v->i = *(const int16_t *)p; break;
    case T_INT: v->i = *(const int32_t *)p; break;
    case T_FLOAT: v->f = *(const float *)p; break;
    case T_LONG: v->j = *(const int64_t *)p; break;
    case T_DOUBLE: v->d = *(const double *)p; break;
    default: v->l = *(Object *const *)p; break;
    }
}

static int32_t float_bits(float f)
{
    if (isnan(f))
        return 0x7fc00000;
    int32_t b;
    memcpy(&b, &f, 4);
    return b;
}

static int64_t double_bits(double d)
{
    if (isnan(d))
        return INT64_C(0x7ff8000000000000);
    int64_t b;
    memcpy(&b, &d, 8);
    return b;
}

static Method *hash_code_method, *equals_method;

static int record_hash(Thread *t, RecordSite *s, Object *self, int32_t *out)
{
    uint32_t h = 0;
    for (uint16_t i = 0; i < s->ncomp; i++) {
        Slot v;
        read_field(self, s->comps[i], &v);
        int32_t fh;
        switch (s->comps[i]->type) {
        case T_BOOLEAN: fh = v.i ? 1231 : 1237; break;
        case T_LONG: fh = (int32_t)(v.j ^ (int64_t)((uint64_t)v.j >> 32)); break;
        case T_FLOAT: fh = float_bits(v.f); break;
        case T_DOUBLE: { int64_t b = double_bits(v.d); fh = (int32_t)(b ^ (int64_t)((uint64_t)b >> 32)); break; }
        case T_OBJECT: case T_ARRAY:
            if (!v.l) {
                fh = 0;
            } else {
                if (!hash_code_method)
                    hash_code_method = cls_find_declared_method(wk.object, "hashCode", "()I");
                Slot r;
                if (interp_invoke_virtual(t, hash_code_method, &v, &r) != 0)
                    return -1;
                fh = r.i;
            }
            break;
        default: fh = v.i; break;
        }
        h = h * 31u + (uint32_t)fh;
    }
    *out = (int32_t)h;
    return 0;
}

static int record_equals(Thread *t, RecordSite *s, Object *self, Object *other, int32_t *out)
{
    *out = 0;
    if (!other || !cls_is_subclass_of(other->klass, s->record))
        return 0;
    for (uint16_t i = 0; i < s->ncomp; i++) {
        Slot a, b;
        read_field(self, s->comps[i], &a);
        read_field(other, s->comps[i], &b);
        switch (s->comps[i]->type) {
        case T_FLOAT: if (float_bits(a.f) != float_bits(b.f)) return 0; break;
        case T_DOUBLE: if (double_bits(a.d) != double_bits(b.d)) return 0; break;
        case T_LONG: if (a.j != b.j) return 0; break;
        case T_OBJECT: case T_ARRAY:
            if (a.l != b.l) {
                if (!a.l)
                    return 0;
                if (!equals_method)
                    equals_method = cls_find_declared_method(wk.object, "equals", "(Ljava/lang/Object;)Z");
                Slot args[2] = { a, b }, r;
                if (interp_invoke_virtual(t, equals_method, args, &r) != 0)
                    return -1;
                if (!r.i)
                    return 0;
            }
            break;
        default: if (a.i != b.i) return 0; break;
        }
    }
    *out = 1;
    return 0;
}

static Object *record_to_string(Thread *t, RecordSite *s, Object *self)
{
    U16Buf b = { 0 };
    for (uint16_t i = 0; i < s->ncomp; i++) {
        buf_string(&b, s->labels[i]);
        Slot v;
        read_field(self, s->comps[i], &v);
        uint8_t ty = s->comps[i]->type == T_ARRAY ? T_OBJECT : s->comps[i]->type;
        if (concat_arg(t, &b, ty, &v) != 0) {
            free(b.data);
            return NULL;
        }
    }
    buf_string(&b, s->labels[s->ncomp]);
    Object *str = str_new_utf16(t, b.data, b.len);
    free(b.data);
    return str;
}

/* ------------------------------------------------------------------ */
/* Linking and execution                                               */
/* ------------------------------------------------------------------ */

static Site *link_site(Thread *t, Class *from, uint16_t idx)
{
    const ClassFile *cf = from->cf;
    const char *name, *desc;
    const CfBootstrapMethod *b = bsm_of(cf, idx, &name, &desc);
    uint8_t kind;
    const char *bcls = NULL, *bname = NULL, *bdesc;
    if (!b || handle_ref(cf, b->method_ref, &kind, &bcls, &bname, &bdesc, NULL) != 0) {
        bsm_error(t, "no bootstrap method", name ? name : "?", desc ? desc : "", from);
        return NULL;
    }
    Site *s = NULL;
    if (strcmp(bcls, "java/lang/invoke/StringConcatFactory") == 0 &&
        (strcmp(bname, "makeConcat") == 0 || strcmp(bname, "makeConcatWithConstants") == 0))
        s = load_types(t, from, desc) != 0 ? NULL
            : link_concat(t, cf, b, desc, strcmp(bname, "makeConcatWithConstants") == 0);
    else if (strcmp(bcls, "java/lang/invoke/LambdaMetafactory") == 0 &&
             (strcmp(bname, "metafactory") == 0 || strcmp(bname, "altMetafactory") == 0))
        s = link_lambda(t, from, b, name, desc, strcmp(bname, "altMetafactory") == 0);
    else if (strcmp(bcls, "java/lang/runtime/ObjectMethods") == 0 && strcmp(bname, "bootstrap") == 0)
        s = link_record(t, from, b, name, desc);
    else {
        char what[512];
        snprintf(what, sizeof what, "unsupported bootstrap method %s.%s", bcls, bname);
        for (char *p = what; *p; p++)
            if (*p == '/')
                *p = '.';
        bsm_error(t, what, name, desc, from);
    }
    return s ? publish(from, idx, s) : NULL;
}

int indy_execute(Thread *t, Class *klass, uint16_t idx, Slot **spp)
{
    CpEntry *e = &klass->cp[idx];
    Site *s = __atomic_load_n(&e->resolved, __ATOMIC_ACQUIRE) ? e->u.site : link_site(t, klass, idx);
    if (!s)
        return -1;
    Slot *args = *spp - s->arg_slots;
    Slot r = { .raw = 0 };
    switch (s->kind) {
    case SITE_LAMBDA:
        if (!(r.l = run_lambda(t, s, args)))
            return -1;
        break;
    case SITE_CONCAT:
        if (!(r.l = run_concat(t, &s->u.concat, args)))
            return -1;
        break;
    case SITE_RECORD: {
        RecordSite *rs = &s->u.record;
        Object *self = args[0].l;
        if (!self)
            return exc_throw(t, "java/lang/NullPointerException", NULL);
        if (rs->op == REC_TO_STRING) {
            if (!(r.l = record_to_string(t, rs, self)))
                return -1;
        } else {
            int32_t v;
            if ((rs->op == REC_HASH_CODE ? record_hash(t, rs, self, &v)
                                         : record_equals(t, rs, self, args[1].l, &v)) != 0)
                return -1;
            r.j = v;              /* canonical: sign-extended */
        }
        break;
    }
    }
    *args = r;
    *spp = args + 1;
    return 0;
}
