/*
 * Lambda classes: the class file writer and the hidden-class definition.
 *
 * The spun class follows what an agent sees on HotSpot 17 for
 * InnerClassLambdaMetafactory's classes: flags ACC_FINAL | ACC_SUPER |
 * ACC_SYNTHETIC, superclass Object, fields arg$1..arg$n (private final), a
 * private constructor taking the captured values, the interface method and
 * its bridges (public), and for serializable lambdas a private final
 * writeReplace() returning a java.lang.invoke.SerializedLambda. Argument and
 * return values are adapted as LambdaMetafactory does: reference casts,
 * unboxing (through the instantiated type's wrapper, then widening),
 * boxing, and primitive widening. The code has no branches, so no
 * StackMapTable is needed.
 */
#include "vm/lambda.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/loader.h"
#include "vm/thread.h"
#include "vm/vm.h"

/* ------------------------------------------------------------------ */
/* Byte buffers and the constant pool                                  */
/* ------------------------------------------------------------------ */

typedef struct Buf {
    uint8_t *data;
    size_t len, cap;
    int failed;
} Buf;

static void buf_bytes(Buf *b, const void *p, size_t n)
{
    if (b->failed)
        return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 256;
        while (cap < b->len + n)
            cap *= 2;
        uint8_t *d = realloc(b->data, cap);
        if (!d) {
            b->failed = 1;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

static void u1(Buf *b, unsigned v) { uint8_t x = (uint8_t)v; buf_bytes(b, &x, 1); }
static void u2(Buf *b, unsigned v) { u1(b, v >> 8); u1(b, v); }
static void u4(Buf *b, uint32_t v) { u2(b, v >> 16); u2(b, v & 0xffff); }

enum { C_UTF8 = 1, C_INT = 3, C_CLASS = 7, C_STRING = 8, C_FIELD = 9, C_METHOD = 10, C_IMETHOD = 11, C_NAT = 12 };

typedef struct CpItem {
    uint8_t tag;
    uint16_t a, b;
    char *s;
    int32_t i;
} CpItem;

typedef struct Pool {
    CpItem *items;                /* [1 .. count) */
    uint16_t count, cap;
    int failed;
} Pool;

static uint16_t cp_add(Pool *p, CpItem it)
{
    for (uint16_t i = 1; i < p->count; i++) {
        CpItem *x = &p->items[i];
        if (x->tag == it.tag && x->a == it.a && x->b == it.b && x->i == it.i &&
            ((!x->s && !it.s) || (x->s && it.s && strcmp(x->s, it.s) == 0)))
            return i;
    }
    if (p->count + 1u >= p->cap) {
        uint16_t cap = p->cap ? (uint16_t)(p->cap * 2) : 64;
        CpItem *n = realloc(p->items, cap * sizeof *n);
        if (!n || cap <= p->cap) {
            p->failed = 1;
            return 0;
        }
        if (!p->cap)
            p->count = 1;
        p->items = n;
        p->cap = cap;
    }
    if (it.s && !(it.s = strdup(it.s))) {
        p->failed = 1;
        return 0;
    }
    p->items[p->count] = it;
    return p->count++;
}

static uint16_t cp_utf8(Pool *p, const char *s) { return cp_add(p, (CpItem){ .tag = C_UTF8, .s = (char *)s }); }
static uint16_t cp_class(Pool *p, const char *name) { return cp_add(p, (CpItem){ .tag = C_CLASS, .a = cp_utf8(p, name) }); }
static uint16_t cp_string(Pool *p, const char *s) { return cp_add(p, (CpItem){ .tag = C_STRING, .a = cp_utf8(p, s) }); }
static uint16_t cp_int(Pool *p, int32_t v) { return cp_add(p, (CpItem){ .tag = C_INT, .i = v }); }

static uint16_t cp_ref(Pool *p, uint8_t tag, const char *cls, const char *name, const char *desc)
{
    uint16_t nat = cp_add(p, (CpItem){ .tag = C_NAT, .a = cp_utf8(p, name), .b = cp_utf8(p, desc) });
    return cp_add(p, (CpItem){ .tag = tag, .a = cp_class(p, cls), .b = nat });
}

static void pool_write(Buf *b, const Pool *p)
{
    u2(b, p->count);
    for (uint16_t i = 1; i < p->count; i++) {
        const CpItem *x = &p->items[i];
        u1(b, x->tag);
        switch (x->tag) {
        case C_UTF8: u2(b, (unsigned)strlen(x->s)); buf_bytes(b, x->s, strlen(x->s)); break;
        case C_INT: u4(b, (uint32_t)x->i); break;
        case C_CLASS: case C_STRING: u2(b, x->a); break;
        default: u2(b, x->a); u2(b, x->b); break;
        }
    }
}

static void pool_free(Pool *p)
{
    for (uint16_t i = 1; i < p->count; i++)
        free(p->items[i].s);
    free(p->items);
}

/* ------------------------------------------------------------------ */
/* Descriptors                                                         */
/* ------------------------------------------------------------------ */

#define MAX_PARAMS 255

typedef struct Sig {
    char *param[MAX_PARAMS];
    uint16_t count;
    char *ret;
} Sig;

/* One field type starting at *p; advances *p. NULL when malformed. */
static char *next_type(const char **p)
{
    const char *s = *p;
    while (**p == '[')
        (*p)++;
    if (**p == 'L') {
        const char *e = strchr(*p, ';');
        if (!e)
            return NULL;
        *p = e + 1;
    } else if (**p && strchr("ZBCSIJFDV", **p)) {
        (*p)++;
    } else {
        return NULL;
    }
    return strndup(s, (size_t)(*p - s));
}

static int sig_parse(const char *desc, Sig *sig)
{
    memset(sig, 0, sizeof *sig);
    if (!desc || *desc != '(')
        return -1;
    const char *p = desc + 1;
    while (*p != ')') {
        if (sig->count >= MAX_PARAMS)
            return -1;
        char *t = next_type(&p);
        if (!t)
            return -1;
        sig->param[sig->count++] = t;
    }
    p++;
    sig->ret = next_type(&p);
    return sig->ret && !*p ? 0 : -1;
}

static void sig_free(Sig *sig)
{
    for (uint16_t i = 0; i < sig->count; i++)
        free(sig->param[i]);
    free(sig->ret);
}

static int is_prim(const char *t) { return t[0] != 'L' && t[0] != '['; }
static int slots_of(const char *t) { return (t[0] == 'J' || t[0] == 'D') ? 2 : t[0] == 'V' ? 0 : 1; }

typedef struct Wrapper {
    char prim;
    const char *cls, *unbox;
} Wrapper;

static const Wrapper wrappers[] = {
    { 'Z', "java/lang/Boolean", "booleanValue" }, { 'B', "java/lang/Byte", "byteValue" },
    { 'S', "java/lang/Short", "shortValue" },     { 'C', "java/lang/Character", "charValue" },
    { 'I', "java/lang/Integer", "intValue" },     { 'J', "java/lang/Long", "longValue" },
    { 'F', "java/lang/Float", "floatValue" },     { 'D', "java/lang/Double", "doubleValue" },
};

static const Wrapper *wrapper_of_prim(char c)
{
    for (size_t i = 0; i < AVM_ARRAY_LEN(wrappers); i++)
        if (wrappers[i].prim == c)
            return &wrappers[i];
    return NULL;
}

/* The wrapper class a reference type descriptor names, or NULL. */
static const Wrapper *wrapper_of_desc(const char *t)
{
    if (t[0] != 'L')
        return NULL;
    for (size_t i = 0; i < AVM_ARRAY_LEN(wrappers); i++) {
        size_t n = strlen(wrappers[i].cls);
        if (strncmp(t + 1, wrappers[i].cls, n) == 0 && t[n + 1] == ';' && !t[n + 2])
            return &wrappers[i];
    }
    return NULL;
}

/* The class constant name of a reference type: "java/lang/String" or "[I". */
static char *class_of(const char *t)
{
    if (t[0] == 'L')
        return strndup(t + 1, strlen(t) - 2);
    return strdup(t);
}

/* ------------------------------------------------------------------ */
/* Code                                                                */
/* ------------------------------------------------------------------ */

typedef struct Code {
    Buf b;
    Pool *pool;
    int bad;                      /* an adaptation LambdaMetafactory rejects */
} Code;

static void op_cp(Code *c, uint8_t op, uint16_t idx) { u1(&c->b, op); u2(&c->b, idx); }

/* The shortest load, as HotSpot's spinner writes it (bytecode indices in
 * a lambda frame then match HotSpot's). */
static void load(Code *c, const char *t, unsigned slot)
{
    uint8_t op, op0;
    switch (t[0]) {
    case 'J': op = 0x16; op0 = 0x1e; break;
    case 'F': op = 0x17; op0 = 0x22; break;
    case 'D': op = 0x18; op0 = 0x26; break;
    case 'L': case '[': op = 0x19; op0 = 0x2a; break;
    default: op = 0x15; op0 = 0x1a; break;
    }
    if (slot <= 3) {
        u1(&c->b, op0 + slot);
    } else if (slot > 255) {
        u1(&c->b, 0xc4);
        u1(&c->b, op);
        u2(&c->b, slot);
    } else {
        u1(&c->b, op);
        u1(&c->b, slot);
    }
}

static void checkcast(Code *c, const char *t)
{
    if (strcmp(t, "Ljava/lang/Object;") == 0)
        return;
    char *cn = class_of(t);
    op_cp(c, 0xc0, cp_class(c->pool, cn));
    free(cn);
}

static void box(Code *c, const Wrapper *w)
{
    char d[64];
    snprintf(d, sizeof d, "(%c)L%s;", w->prim, w->cls);
    op_cp(c, 0xb8, cp_ref(c->pool, C_METHOD, w->cls, "valueOf", d));
}

static void unbox(Code *c, const Wrapper *w)
{
    char d[8];
    snprintf(d, sizeof d, "()%c", w->prim);
    op_cp(c, 0xb6, cp_ref(c->pool, C_METHOD, w->cls, w->unbox, d));
}

static int int_like(char c) { return c == 'I' || c == 'S' || c == 'B' || c == 'C'; }

/* The widening conversion from -> to (JLS 5.1.2): 0 for none needed, the
 * opcode, or -1 when it is not a widening. */
static int widening(char from, char to)
{
    if (from == to)
        return 0;
    if (int_like(from)) {
        switch (to) {
        case 'I': return 0;
        case 'S': return from == 'B' ? 0 : -1;
        case 'J': return 0x85;
        case 'F': return 0x86;
        case 'D': return 0x87;
        default: return -1;
        }
    }
    if (from == 'J')
        return to == 'F' ? 0x89 : to == 'D' ? 0x8a : -1;
    if (from == 'F')
        return to == 'D' ? 0x8d : -1;
    return -1;
}

/* Primitive widening; marks c bad when impossible. */
static void widen(Code *c, char from, char to)
{
    int op = widening(from, to);
    if (op < 0)
        c->bad = 1;
    else if (op)
        u1(&c->b, (unsigned)op);
}

/* checkcast from -> to, unless they are the same or to is Object. */
static void cast(Code *c, const char *from, const char *to)
{
    if (strcmp(from, to) != 0)
        checkcast(c, to);
}

static int is_number_wrapper(const Wrapper *w) { return w->prim != 'Z' && w->prim != 'C'; }

/* Convert the value on the stack from type `from` to `to`; `functional` is
 * the instantiated type. The steps and instructions are LambdaMetafactory's:
 * a reference is first cast to the instantiated type, and unboxes through
 * its wrapper when it is one (a numeric wrapper converts itself:
 * Integer.longValue()), else through the target's wrapper. */
static void convert(Code *c, const char *from, const char *to, const char *functional)
{
    if (!functional)
        functional = to;
    if ((strcmp(from, to) == 0 && strcmp(from, functional) == 0) || to[0] == 'V')
        return;
    if (is_prim(from)) {
        const Wrapper *wf = wrapper_of_prim(from[0]);
        if (is_prim(to)) {
            widen(c, from[0], to[0]);
            return;
        }
        const Wrapper *wt = wrapper_of_desc(to);
        if (wt) {
            widen(c, from[0], wt->prim);
            box(c, wt);
        } else {
            char wd[64];
            snprintf(wd, sizeof wd, "L%s;", wf->cls);
            box(c, wf);
            cast(c, wd, to);
        }
        return;
    }
    const char *src = from;
    if (!is_prim(functional)) {
        cast(c, from, functional);
        src = functional;
    }
    if (!is_prim(to)) {
        cast(c, src, to);
        return;
    }
    const Wrapper *w = wrapper_of_desc(src);
    if (!w) {
        const Wrapper *wt = wrapper_of_prim(to[0]);
        char wd[64];
        snprintf(wd, sizeof wd, "L%s;", wt->cls);
        cast(c, src, wd);
        unbox(c, wt);
    } else if (is_number_wrapper(w)) {
        if (!is_number_wrapper(wrapper_of_prim(to[0])) || widening(w->prim, to[0]) < 0) {
            c->bad = 1;
            return;
        }
        char d[8];
        snprintf(d, sizeof d, "()%c", to[0]);
        op_cp(c, 0xb6, cp_ref(c->pool, C_METHOD, w->cls, wrapper_of_prim(to[0])->unbox, d));
    } else {
        unbox(c, w);
        widen(c, w->prim, to[0]);
    }
}

static void return_op(Code *c, const char *t)
{
    switch (t[0]) {
    case 'V': u1(&c->b, 0xb1); break;
    case 'J': u1(&c->b, 0xad); break;
    case 'F': u1(&c->b, 0xae); break;
    case 'D': u1(&c->b, 0xaf); break;
    case 'L': case '[': u1(&c->b, 0xb0); break;
    default: u1(&c->b, 0xac); break;
    }
}

/* ------------------------------------------------------------------ */
/* Methods                                                             */
/* ------------------------------------------------------------------ */

typedef struct Spin {
    const LambdaSpec *spec;
    const char *name;             /* this class */
    Pool pool;
    Buf methods;
    uint16_t method_count;
    Sig factory, impl;
    uint16_t code_attr;
    const char *why;
} Spin;

static void method_write(Spin *s, uint16_t flags, const char *name, const char *desc, Code *code,
                         unsigned max_stack, unsigned max_locals)
{
    Buf *m = &s->methods;
    u2(m, flags);
    u2(m, cp_utf8(&s->pool, name));
    u2(m, cp_utf8(&s->pool, desc));
    u2(m, 1);
    u2(m, s->code_attr);
    u4(m, (uint32_t)(12 + code->b.len));
    u2(m, max_stack);
    u2(m, max_locals);
    u4(m, (uint32_t)code->b.len);
    buf_bytes(m, code->b.data, code->b.len);
    u2(m, 0);                     /* exception table */
    u2(m, 0);                     /* attributes */
    if (code->b.failed)
        m->failed = 1;
    s->method_count++;
}

static char *field_name(uint16_t i)
{
    char *n = malloc(16);
    if (n)
        snprintf(n, 16, "arg$%u", i + 1u);
    return n;
}

static void getfield_arg(Code *c, Spin *s, uint16_t i)
{
    char *fn = field_name(i);
    load(c, "L", 0);
    op_cp(c, 0xb4, cp_ref(&s->pool, C_FIELD, s->name, fn ? fn : "arg$", s->factory.param[i]));
    free(fn);
}

static void spin_constructor(Spin *s)
{
    Code c = { .pool = &s->pool };
    load(&c, "L", 0);
    op_cp(&c, 0xb7, cp_ref(&s->pool, C_METHOD, "java/lang/Object", "<init>", "()V"));
    unsigned slot = 1, max = 1;
    for (uint16_t i = 0; i < s->factory.count; i++) {
        const char *t = s->factory.param[i];
        load(&c, "L", 0);
        load(&c, t, slot);
        char *fn = field_name(i);
        op_cp(&c, 0xb5, cp_ref(&s->pool, C_FIELD, s->name, fn ? fn : "arg$", t));
        free(fn);
        slot += slots_of(t);
        if (1u + slots_of(t) > max)
            max = 1u + slots_of(t);
    }
    u1(&c.b, 0xb1);
    /* (captured...)V: the call site's parameters. */
    const char *close = strchr(s->spec->factory_desc, ')');
    size_t n = close ? (size_t)(close - s->spec->factory_desc) + 1 : 0;
    char *desc = malloc(n + 2);
    if (desc) {
        memcpy(desc, s->spec->factory_desc, n);
        strcpy(desc + n, "V");
        method_write(s, ACC_PRIVATE, "<init>", desc, &c, max, slot);
    } else {
        s->methods.failed = 1;
    }
    free(desc);
    free(c.b.data);
}

/* The interface method (or a bridge) with descriptor `desc`. */
static int spin_forwarder(Spin *s, const char *desc)
{
    const LambdaSpec *sp = s->spec;
    Sig sam, inst;
    if (sig_parse(desc, &sam) != 0 || sig_parse(sp->inst_desc, &inst) != 0) {
        sig_free(&sam);
        s->why = "malformed method type";
        return -1;
    }
    Code c = { .pool = &s->pool };
    unsigned stack = 0, max = 0;
    char recv[1024];
    snprintf(recv, sizeof recv, "L%s;", sp->impl_class);
    /* The implementation's parameters, receiver first for instance methods. */
    const char *target[MAX_PARAMS + 1];
    uint16_t ntarget = 0;
    int has_recv = sp->impl_kind != REF_invokeStatic && sp->impl_kind != REF_newInvokeSpecial;
    if (has_recv)
        target[ntarget++] = recv;
    for (uint16_t i = 0; i < s->impl.count && ntarget <= MAX_PARAMS; i++)
        target[ntarget++] = s->impl.param[i];
    if (s->factory.count + sam.count != ntarget) {
        s->why = "wrong number of parameters";
        goto bad;
    }
    if (sp->impl_kind == REF_newInvokeSpecial) {
        op_cp(&c, 0xbb, cp_class(&s->pool, sp->impl_class));
        u1(&c.b, 0x59);
        stack = 2;
    }
    for (uint16_t i = 0; i < s->factory.count; i++) {
        getfield_arg(&c, s, i);
        stack += slots_of(s->factory.param[i]);
    }
    max = stack + 2;
    unsigned slot = 1;
    for (uint16_t i = 0; i < sam.count; i++) {
        const char *from = sam.param[i], *to = target[s->factory.count + i];
        load(&c, from, slot);
        convert(&c, from, to, i < inst.count ? inst.param[i] : NULL);
        slot += slots_of(from);
        stack += slots_of(to);
        if (stack + 2 > max)
            max = stack + 2;
    }
    const char *impl_ret = s->impl.ret;
    switch (sp->impl_kind) {
    case REF_invokeStatic:
        op_cp(&c, 0xb8, cp_ref(&s->pool, sp->impl_is_interface ? C_IMETHOD : C_METHOD, sp->impl_class,
                               sp->impl_name, sp->impl_desc));
        break;
    case REF_newInvokeSpecial:
        op_cp(&c, 0xb7, cp_ref(&s->pool, C_METHOD, sp->impl_class, "<init>", sp->impl_desc));
        impl_ret = recv;
        break;
    case REF_invokeInterface:
    case REF_invokeVirtual:
    case REF_invokeSpecial:
        if (sp->impl_is_interface) {
            unsigned n = 1;
            for (uint16_t i = 0; i < s->impl.count; i++)
                n += slots_of(s->impl.param[i]);
            op_cp(&c, 0xb9, cp_ref(&s->pool, C_IMETHOD, sp->impl_class, sp->impl_name, sp->impl_desc));
            u1(&c.b, n);
            u1(&c.b, 0);
        } else {
            /* Private methods are called through invokevirtual as a nest-mate. */
            op_cp(&c, 0xb6, cp_ref(&s->pool, C_METHOD, sp->impl_class, sp->impl_name, sp->impl_desc));
        }
        break;
    default:
        s->why = "unsupported method handle kind";
        goto bad;
    }
    if (sam.ret[0] == 'V') {
        /* A result for a void method stays on the stack: `return` drops it
         * (HotSpot's lambda classes do the same). */
    } else {
        if (impl_ret[0] == 'V') {
            s->why = "void implementation for a non-void interface method";
            goto bad;
        }
        convert(&c, impl_ret, sam.ret, sam.ret);
    }
    return_op(&c, sam.ret);
    if (c.bad) {
        s->why = "type adaptation not supported by LambdaMetafactory";
        goto bad;
    }
    method_write(s, ACC_PUBLIC, sp->sam_name, desc, &c, max + 2, slot);
    free(c.b.data);
    sig_free(&sam);
    sig_free(&inst);
    return 0;
bad:
    free(c.b.data);
    sig_free(&sam);
    sig_free(&inst);
    return -1;
}

static void ldc(Code *c, uint16_t i)
{
    if (i < 256) {
        u1(&c->b, 0x12);
        u1(&c->b, i);
    } else {
        op_cp(c, 0x13, i);
    }
}

static void ldc_string(Code *c, const char *s)
{
    ldc(c, cp_string(c->pool, s));
}

static void push_int(Code *c, int32_t v)
{
    if (v >= -1 && v <= 5) {
        u1(&c->b, 0x03 + v);
    } else if (v >= -128 && v <= 127) {
        u1(&c->b, 0x10);
        u1(&c->b, (uint8_t)v);
    } else {
        ldc(c, cp_int(c->pool, v));
    }
}

/* private final Object writeReplace(): the SerializedLambda describing it. */
static void spin_write_replace(Spin *s)
{
    const LambdaSpec *sp = s->spec;
    Code c = { .pool = &s->pool };
    const char *sl = "java/lang/invoke/SerializedLambda";
    op_cp(&c, 0xbb, cp_class(&s->pool, sl));
    u1(&c.b, 0x59);
    ldc(&c, cp_class(&s->pool, sp->caller->cf->this_class));
    char iface[1024];
    snprintf(iface, sizeof iface, "%.*s", (int)strlen(s->factory.ret) - 2, s->factory.ret + 1);
    ldc_string(&c, iface);
    ldc_string(&c, sp->sam_name);
    ldc_string(&c, sp->sam_desc);
    ldc(&c, cp_int(&s->pool, sp->impl_kind));   /* HotSpot loads the kind as a constant */
    ldc_string(&c, sp->impl_class);
    ldc_string(&c, sp->impl_name);
    ldc_string(&c, sp->impl_desc);
    ldc_string(&c, sp->inst_desc);
    push_int(&c, s->factory.count);
    op_cp(&c, 0xbd, cp_class(&s->pool, "java/lang/Object"));
    for (uint16_t i = 0; i < s->factory.count; i++) {
        u1(&c.b, 0x59);
        push_int(&c, i);
        getfield_arg(&c, s, i);
        if (is_prim(s->factory.param[i]))
            box(&c, wrapper_of_prim(s->factory.param[i][0]));
        u1(&c.b, 0x53);
    }
    op_cp(&c, 0xb7, cp_ref(&s->pool, C_METHOD, sl, "<init>",
                           "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I"
                           "Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;"
                           "[Ljava/lang/Object;)V"));
    u1(&c.b, 0xb0);
    method_write(s, ACC_PRIVATE | ACC_FINAL, "writeReplace", "()Ljava/lang/Object;", &c, 18, 1);
    free(c.b.data);
}

uint8_t *lambda_spin(const LambdaSpec *spec, const char *name, size_t *len, const char **why)
{
    Spin s = { .spec = spec, .name = name };
    Buf out = { 0 };
    uint8_t *result = NULL;
    *why = NULL;
    if (sig_parse(spec->factory_desc, &s.factory) != 0 || sig_parse(spec->impl_desc, &s.impl) != 0 ||
        s.factory.ret[0] != 'L') {
        *why = "malformed method type";
        goto done;
    }
    s.code_attr = cp_utf8(&s.pool, "Code");
    uint16_t this_idx = cp_class(&s.pool, name);
    uint16_t super_idx = cp_class(&s.pool, "java/lang/Object");
    char *iface = class_of(s.factory.ret);
    uint16_t ifaces[1 + 64];
    uint16_t nif = 0;
    ifaces[nif++] = cp_class(&s.pool, iface);
    free(iface);
    for (uint16_t i = 0; i < spec->marker_count && nif < AVM_ARRAY_LEN(ifaces); i++) {
        uint16_t k = cp_class(&s.pool, spec->markers[i]);
        int dup = 0;
        for (uint16_t j = 0; j < nif; j++)
            dup |= ifaces[j] == k;
        if (!dup)
            ifaces[nif++] = k;
    }
    spin_constructor(&s);
    if (spin_forwarder(&s, spec->sam_desc) != 0)
        goto done;
    for (uint16_t i = 0; i < spec->bridge_count; i++) {
        if (strcmp(spec->bridges[i], spec->sam_desc) == 0)
            continue;
        int seen = 0;
        for (uint16_t j = 0; j < i; j++)
            seen |= strcmp(spec->bridges[j], spec->bridges[i]) == 0;
        if (!seen && spin_forwarder(&s, spec->bridges[i]) != 0)
            goto done;
    }
    if (spec->serializable)
        spin_write_replace(&s);
    /* The nest host: the caller's, so private members of the nest are
     * accessible to the lambda class. */
    const char *host = spec->caller->cf->nest_host ? spec->caller->cf->nest_host : spec->caller->cf->this_class;
    uint16_t nest_attr = cp_utf8(&s.pool, "NestHost");
    uint16_t host_idx = cp_class(&s.pool, host);
    uint16_t field_names[MAX_PARAMS], field_descs[MAX_PARAMS];
    for (uint16_t i = 0; i < s.factory.count; i++) {
        char *fn = field_name(i);
        field_names[i] = cp_utf8(&s.pool, fn ? fn : "arg$");
        field_descs[i] = cp_utf8(&s.pool, s.factory.param[i]);
        free(fn);
    }
    if (s.pool.failed || s.methods.failed) {
        *why = "out of memory";
        goto done;
    }
    u4(&out, 0xCAFEBABE);
    u2(&out, 0);
    u2(&out, 59);               /* as HotSpot 17's lambda classes */
    pool_write(&out, &s.pool);
    u2(&out, ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC);
    u2(&out, this_idx);
    u2(&out, super_idx);
    u2(&out, nif);
    for (uint16_t i = 0; i < nif; i++)
        u2(&out, ifaces[i]);
    u2(&out, s.factory.count);
    for (uint16_t i = 0; i < s.factory.count; i++) {
        u2(&out, ACC_PRIVATE | ACC_FINAL);
        u2(&out, field_names[i]);
        u2(&out, field_descs[i]);
        u2(&out, 0);
    }
    u2(&out, s.method_count);
    buf_bytes(&out, s.methods.data, s.methods.len);
    u2(&out, 1);
    u2(&out, nest_attr);
    u4(&out, 2);
    u2(&out, host_idx);
    if (out.failed) {
        *why = "out of memory";
        goto done;
    }
    result = out.data;
    out.data = NULL;
    *len = out.len;
done:
    if (!*why && !result)
        *why = s.why ? s.why : "cannot adapt the implementation method";
    free(out.data);
    free(s.methods.data);
    pool_free(&s.pool);
    sig_free(&s.factory);
    sig_free(&s.impl);
    return result;
}

/* ------------------------------------------------------------------ */
/* Definition as a hidden class                                        */
/* ------------------------------------------------------------------ */

static uint32_t lambda_counter;

Class *lambda_define(Thread *t, const LambdaSpec *spec)
{
    /* HotSpot numbers lambda classes with one counter for the whole VM. */
    uint32_t n = __atomic_add_fetch(&lambda_counter, 1, __ATOMIC_RELAXED);
    char name[1024];
    snprintf(name, sizeof name, "%s$$Lambda$%" PRIu32, spec->caller->cf->this_class, n);
    size_t len = 0;
    const char *why = NULL;
    uint8_t *bytes = lambda_spin(spec, name, &len, &why);
    if (!bytes) {
        exc_throwf(t, "java/lang/BootstrapMethodError", "LambdaConversionException: %s: %s.%s%s as %s%s", why,
                   spec->impl_class, spec->impl_name, spec->impl_desc, spec->sam_name, spec->sam_desc);
        return NULL;
    }
    Class *c = cl_define_hidden(t, spec->caller, bytes, len);
    free(bytes);
    return c;
}

/* ------------------------------------------------------------------ */
/* Proxy classes                                                       */
/* ------------------------------------------------------------------ */

/* One forwarding method of a proxy class: its arguments boxed into an
 * Object[], then Proxy.dispatch(this, index, args), whose result is cast
 * (and unboxed) to the return type. Proxy.dispatch checks a primitive
 * result for null and type first, so the cast never fails. */
static int spin_proxy_method(Spin *s, uint16_t index, const char *name, const char *desc)
{
    Sig sig;
    if (sig_parse(desc, &sig) != 0) {
        sig_free(&sig);
        return -1;
    }
    Code c = { .pool = &s->pool };
    load(&c, "L", 0);
    push_int(&c, index);
    push_int(&c, sig.count);
    op_cp(&c, 0xbd, cp_class(&s->pool, "java/lang/Object"));
    unsigned slot = 1;
    for (uint16_t i = 0; i < sig.count; i++) {
        const char *t = sig.param[i];
        u1(&c.b, 0x59);
        push_int(&c, i);
        load(&c, t, slot);
        if (is_prim(t))
            box(&c, wrapper_of_prim(t[0]));
        u1(&c.b, 0x53);
        slot += slots_of(t);
    }
    op_cp(&c, 0xb8, cp_ref(&s->pool, C_METHOD, "java/lang/reflect/Proxy", "dispatch",
                           "(Ljava/lang/Object;I[Ljava/lang/Object;)Ljava/lang/Object;"));
    if (sig.ret[0] == 'V') {
        u1(&c.b, 0x57);
    } else if (is_prim(sig.ret)) {
        const Wrapper *w = wrapper_of_prim(sig.ret[0]);
        op_cp(&c, 0xc0, cp_class(&s->pool, w->cls));
        unbox(&c, w);
    } else {
        checkcast(&c, sig.ret);
    }
    return_op(&c, sig.ret);
    method_write(s, ACC_PUBLIC | ACC_FINAL, name, desc, &c, 8, slot);
    free(c.b.data);
    sig_free(&sig);
    return 0;
}

uint8_t *proxy_spin(const char *name, int is_public, const char *const *interfaces, uint16_t interface_count,
                    const char *const *methods, uint16_t method_count, size_t *len)
{
    Spin s = { .name = name };
    Buf out = { 0 };
    uint8_t *result = NULL;
    const char *super = "java/lang/reflect/Proxy";
    s.code_attr = cp_utf8(&s.pool, "Code");
    uint16_t this_idx = cp_class(&s.pool, name);
    uint16_t super_idx = cp_class(&s.pool, super);
    uint16_t *ifaces = calloc(interface_count + 1u, sizeof *ifaces);
    if (!ifaces)
        goto done;
    for (uint16_t i = 0; i < interface_count; i++)
        ifaces[i] = cp_class(&s.pool, interfaces[i]);
    Code c = { .pool = &s.pool };
    load(&c, "L", 0);
    load(&c, "L", 1);
    op_cp(&c, 0xb7, cp_ref(&s.pool, C_METHOD, super, "<init>", "(Ljava/lang/reflect/InvocationHandler;)V"));
    u1(&c.b, 0xb1);
    method_write(&s, ACC_PUBLIC, "<init>", "(Ljava/lang/reflect/InvocationHandler;)V", &c, 2, 2);
    free(c.b.data);
    for (uint16_t i = 0; i < method_count; i++)
        if (spin_proxy_method(&s, i, methods[2 * i], methods[2 * i + 1]) != 0)
            goto done;
    if (s.pool.failed || s.methods.failed)
        goto done;
    u4(&out, 0xCAFEBABE);
    u2(&out, 0);
    u2(&out, 52);
    pool_write(&out, &s.pool);
    u2(&out, (is_public ? ACC_PUBLIC : 0) | ACC_FINAL | ACC_SUPER);
    u2(&out, this_idx);
    u2(&out, super_idx);
    u2(&out, interface_count);
    for (uint16_t i = 0; i < interface_count; i++)
        u2(&out, ifaces[i]);
    u2(&out, 0);
    u2(&out, s.method_count);
    buf_bytes(&out, s.methods.data, s.methods.len);
    u2(&out, 0);
    if (out.failed)
        goto done;
    result = out.data;
    out.data = NULL;
    *len = out.len;
done:
    free(ifaces);
    free(out.data);
    free(s.methods.data);
    pool_free(&s.pool);
    return result;
}
