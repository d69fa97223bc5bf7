/*
 * The HPROF class-file rewriter (crw.h), written from the JVMS (chapter 4:
 * the class file format, the Code attribute and its StackMapTable, the
 * instruction set of chapter 6).
 *
 * A method's code is rewritten in three steps: the instructions are found
 * (every opcode's length, switch padding, wide), a new layout is computed
 * (the injected prefix of each return and of the method entry, the suffix
 * of each array allocation, switch padding at the new offsets, goto/jsr
 * widened to goto_w/jsr_w when their offset no longer fits 16 bits; a
 * conditional branch that would overflow leaves the method as it was), and
 * the code and everything holding code offsets is written anew: branch and
 * switch offsets, the exception table, LineNumberTable,
 * LocalVariable(Type)Table and StackMapTable (frames decoded to absolute
 * offsets, moved, encoded again, Uninitialized(offset) moved too).
 *
 * An old offset that starts an instruction maps to the start of its
 * injected prefix, so a branch to a return runs ReturnSite too; offset 0
 * maps past the entry prefix, so a loop back to the first instruction does
 * not call CallSite again. Any inconsistency in the input leaves the method,
 * or the whole class, unchanged.
 */
#include "crw.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- reading and writing ---- */

typedef struct {
    const unsigned char *p;
    size_t n, i;
    int bad;
} Rd;

static unsigned rd1(Rd *r)
{
    if (r->i + 1 > r->n) {
        r->bad = 1;
        return 0;
    }
    return r->p[r->i++];
}

static unsigned rd2(Rd *r)
{
    unsigned a = rd1(r);
    return (a << 8) | rd1(r);
}

static uint32_t rd4(Rd *r)
{
    uint32_t a = rd2(r);
    return (a << 16) | rd2(r);
}

static void skip(Rd *r, size_t k)
{
    if (r->i + k > r->n || r->i + k < r->i)
        r->bad = 1;
    else
        r->i += k;
}

typedef struct {
    unsigned char *p;
    size_t n, cap;
    int oom;
} Buf;

static void put(Buf *b, const void *s, size_t k)
{
    if (b->oom)
        return;
    if (b->n + k > b->cap) {
        size_t c = b->cap ? b->cap : 256;
        while (c < b->n + k)
            c *= 2;
        unsigned char *np = realloc(b->p, c);
        if (!np) {
            b->oom = 1;
            return;
        }
        b->p = np;
        b->cap = c;
    }
    memcpy(b->p + b->n, s, k);
    b->n += k;
}

static void put1(Buf *b, unsigned v)
{
    unsigned char c = (unsigned char)v;
    put(b, &c, 1);
}

static void put2(Buf *b, unsigned v)
{
    put1(b, v >> 8);
    put1(b, v);
}

static void put4(Buf *b, uint32_t v)
{
    put2(b, v >> 16);
    put2(b, v & 0xffff);
}

static void set2(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)(v >> 8);
    p[1] = (unsigned char)v;
}

static void set4(unsigned char *p, uint32_t v)
{
    set2(p, v >> 16);
    set2(p + 2, v & 0xffff);
}

static int32_t get4s(const unsigned char *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

static int16_t get2s(const unsigned char *p)
{
    return (int16_t)(p[0] << 8 | p[1]);
}

/* ---- the constant pool ---- */

typedef struct {
    const unsigned char *bytes;   /* the class file */
    unsigned count;               /* constant_pool_count */
    uint32_t *off;                /* offset of each entry's tag, 0 for unusable slots */
    Buf extra;                    /* appended entries */
    unsigned next;                /* index of the next appended entry */
    const CrwOptions *o;
    int is_object;
    unsigned call_ref, ret_ref, init_ref, arr_ref;
    int cnum_ref;                 /* Integer entry of cnum, when it needs ldc_w */
} Ctx;

static int cp_read(Ctx *c, Rd *r)
{
    c->count = rd2(r);
    if (r->bad || c->count == 0)
        return -1;
    c->off = calloc(c->count, sizeof *c->off);
    if (!c->off)
        return -1;
    for (unsigned i = 1; i < c->count; i++) {
        c->off[i] = (uint32_t)r->i;
        unsigned tag = rd1(r);
        switch (tag) {
        case 1: skip(r, rd2(r)); break;
        case 3: case 4: skip(r, 4); break;
        case 5: case 6: skip(r, 8); i++; break;
        case 7: case 8: case 16: case 19: case 20: skip(r, 2); break;
        case 9: case 10: case 11: case 12: case 17: case 18: skip(r, 4); break;
        case 15: skip(r, 3); break;
        default: return -1;
        }
        if (r->bad)
            return -1;
    }
    return 0;
}

/* Entry `i` when it is a Utf8: its bytes and length. */
static const unsigned char *cp_utf8(const Ctx *c, unsigned i, unsigned *len)
{
    if (i == 0 || i >= c->count || !c->off[i] || c->bytes[c->off[i]] != 1)
        return NULL;
    const unsigned char *p = c->bytes + c->off[i];
    *len = (unsigned)(p[1] << 8 | p[2]);
    return p + 3;
}

static int cp_is(const Ctx *c, unsigned i, const char *s)
{
    unsigned n;
    const unsigned char *p = cp_utf8(c, i, &n);
    return p && n == strlen(s) && !memcmp(p, s, n);
}

/* The Utf8 name of Class entry `i`. */
static const unsigned char *cp_class_name(const Ctx *c, unsigned i, unsigned *len)
{
    if (i == 0 || i >= c->count || !c->off[i] || c->bytes[c->off[i]] != 7)
        return NULL;
    const unsigned char *p = c->bytes + c->off[i];
    return cp_utf8(c, (unsigned)(p[1] << 8 | p[2]), len);
}

static unsigned cp_add(Ctx *c, const unsigned char *e, size_t n, int slots)
{
    unsigned i = c->next;
    put(&c->extra, e, n);
    c->next += (unsigned)slots;
    return i;
}

static unsigned cp_add_utf8(Ctx *c, const char *s)
{
    size_t n = strlen(s);
    unsigned char h[3] = { 1, (unsigned char)(n >> 8), (unsigned char)n };
    unsigned i = cp_add(c, h, 3, 1);
    put(&c->extra, s, n);
    return i;
}

static unsigned cp_add_ref(Ctx *c, int tag, unsigned a, unsigned b)
{
    unsigned char e[5] = { (unsigned char)tag, (unsigned char)(a >> 8), (unsigned char)a, (unsigned char)(b >> 8),
                           (unsigned char)b };
    return cp_add(c, e, tag == 7 ? 3 : 5, 1);
}

static unsigned cp_add_int(Ctx *c, int32_t v)
{
    unsigned char e[5] = { 3, 0, 0, 0, 0 };
    set4(e + 1, (uint32_t)v);
    return cp_add(c, e, 5, 1);
}

static void cp_add_tracker(Ctx *c)
{
    unsigned cls = cp_add_ref(c, 7, cp_add_utf8(c, c->o->tracker), 0);
    if (c->o->calls) {
        unsigned ii = cp_add_utf8(c, "(II)V");
        c->call_ref = cp_add_ref(c, 10, cls, cp_add_ref(c, 12, cp_add_utf8(c, "CallSite"), ii));
        c->ret_ref = cp_add_ref(c, 10, cls, cp_add_ref(c, 12, cp_add_utf8(c, "ReturnSite"), ii));
    }
    if (c->o->allocs) {
        unsigned od = cp_add_utf8(c, "(Ljava/lang/Object;)V");
        c->arr_ref = cp_add_ref(c, 10, cls, cp_add_ref(c, 12, cp_add_utf8(c, "NewArray"), od));
        if (c->is_object)
            c->init_ref = cp_add_ref(c, 10, cls, cp_add_ref(c, 12, cp_add_utf8(c, "ObjectInit"), od));
    }
}

/* ---- pushing an int ---- */

static int push_len(int32_t v)
{
    if (v >= -1 && v <= 5)
        return 1;
    return v >= -128 && v <= 127 ? 2 : 3;   /* bipush, sipush or ldc_w */
}

static void push_int(Buf *b, int32_t v, int ldc_ref)
{
    if (v >= -1 && v <= 5)
        put1(b, 0x03 + v);                      /* iconst_<v> */
    else if (v >= -128 && v <= 127) {
        put1(b, 0x10);
        put1(b, (unsigned)v & 0xff);
    } else if (v >= -32768 && v <= 32767) {
        put1(b, 0x11);
        put2(b, (unsigned)v & 0xffff);
    } else {
        put1(b, 0x13);                          /* ldc_w */
        put2(b, (unsigned)ldc_ref);
    }
}

/* ---- instructions ---- */

enum { K_PLAIN, K_COND, K_GOTO, K_JSR, K_GOTO_W, K_JSR_W, K_TABLE, K_LOOKUP, K_RETURN, K_NEWARRAY, K_NEW };

/* Length of the instruction at `at`, 0 when it is not one; its kind. */
static size_t insn_len(const unsigned char *code, size_t len, size_t at, int *kind)
{
    unsigned op = code[at];
    *kind = K_PLAIN;
    if (op <= 0x0f || (op >= 0x1a && op <= 0x35) || (op >= 0x3b && op <= 0x83) || (op >= 0x85 && op <= 0x98) ||
        op == 0xbe || op == 0xbf || op == 0xc2 || op == 0xc3)
        return 1;
    if (op >= 0xac && op <= 0xb1) {
        *kind = K_RETURN;
        return 1;
    }
    if ((op >= 0x99 && op <= 0xa6) || op == 0xc6 || op == 0xc7) {
        *kind = K_COND;
        return 3;
    }
    switch (op) {
    case 0x10: case 0x12: case 0x15: case 0x16: case 0x17: case 0x18: case 0x19:
    case 0x36: case 0x37: case 0x38: case 0x39: case 0x3a: case 0xa9:
        return 2;
    case 0xbc: *kind = K_NEWARRAY; return 2;
    case 0x11: case 0x13: case 0x14: case 0x84: case 0xb2: case 0xb3: case 0xb4: case 0xb5:
    case 0xb6: case 0xb7: case 0xb8: case 0xc0: case 0xc1:
        return 3;
    case 0xbb: *kind = K_NEW; return 3;
    case 0xbd: *kind = K_NEWARRAY; return 3;
    case 0xa7: *kind = K_GOTO; return 3;
    case 0xa8: *kind = K_JSR; return 3;
    case 0xc5: *kind = K_NEWARRAY; return 4;
    case 0xb9: case 0xba: return 5;
    case 0xc8: *kind = K_GOTO_W; return 5;
    case 0xc9: *kind = K_JSR_W; return 5;
    case 0xc4:
        if (at + 1 >= len)
            return 0;
        if (code[at + 1] == 0x84)
            return 6;
        if ((code[at + 1] >= 0x15 && code[at + 1] <= 0x19) || (code[at + 1] >= 0x36 && code[at + 1] <= 0x3a) ||
            code[at + 1] == 0xa9)
            return 4;
        return 0;
    case 0xaa: case 0xab: {
        size_t p = (at + 4) & ~(size_t)3;   /* past the padding */
        if (p + 8 > len)
            return 0;
        int32_t a = get4s(code + p + 4);
        size_t n;
        if (op == 0xaa) {
            if (p + 12 > len)
                return 0;
            int32_t hi = get4s(code + p + 8);
            if (hi < a || (int64_t)hi - a >= 65536)
                return 0;
            n = 12 + 4 * (size_t)((int64_t)hi - a + 1);
            *kind = K_TABLE;
        } else {
            if (a < 0 || a > 65535)
                return 0;
            n = 8 + 8 * (size_t)a;
            *kind = K_LOOKUP;
        }
        return p + n <= len ? p + n - at : 0;
    }
    }
    return 0;
}

typedef struct {
    uint32_t old, len;        /* in the old code */
    uint32_t nstart, ninsn;   /* new offsets: prefix start, the instruction itself */
    uint32_t nlen;            /* new length of the instruction (padding, goto_w) */
    int kind, wide;
} Insn;

typedef struct {
    Insn *v;
    int n;
    int *at;                  /* old offset -> instruction index, -1 inside one; at[len] = n */
    uint32_t len, nlen, entry;
    int pre_ret, suf_arr;
} Layout;

/* The new offset of old offset `o` (an instruction start or the end). */
static int64_t map_start(const Layout *l, uint32_t o)
{
    if (o > l->len || l->at[o] < 0)
        return -1;
    return l->at[o] == l->n ? l->nlen : l->v[l->at[o]].nstart;
}

static int64_t map_insn(const Layout *l, uint32_t o)
{
    if (o >= l->len || l->at[o] < 0)
        return -1;
    return l->v[l->at[o]].ninsn;
}

static int64_t branch_target(const unsigned char *code, const Insn *in)
{
    int wide = in->kind == K_GOTO_W || in->kind == K_JSR_W;
    return (int64_t)in->old + (wide ? get4s(code + in->old + 1) : get2s(code + in->old + 1));
}

static void place(Layout *l)
{
    uint32_t pos = l->entry;
    for (int i = 0; i < l->n; i++) {
        Insn *in = &l->v[i];
        in->nstart = pos;
        if (in->kind == K_RETURN)
            pos += (uint32_t)l->pre_ret;
        in->ninsn = pos;
        if (in->kind == K_TABLE || in->kind == K_LOOKUP) {
            uint32_t oldpad = (4 - ((in->old + 1) & 3)) & 3, newpad = (4 - ((pos + 1) & 3)) & 3;
            in->nlen = in->len - oldpad + newpad;
        } else if (in->wide)
            in->nlen = 5;
        else
            in->nlen = in->len;
        pos += in->nlen;
        if (in->kind == K_NEWARRAY)
            pos += (uint32_t)l->suf_arr;
    }
    l->nlen = pos;
}

/* Places the code until every branch fits; -1 when one cannot. */
static int layout(Layout *l, const unsigned char *code)
{
    for (int round = 0; round < 64; round++) {
        place(l);
        if (l->nlen > 65535)
            return -1;
        int changed = 0;
        for (int i = 0; i < l->n; i++) {
            Insn *in = &l->v[i];
            if (in->kind != K_COND && in->kind != K_GOTO && in->kind != K_JSR)
                continue;
            int64_t t = branch_target(code, in);
            int64_t nt = t < 0 ? -1 : map_start(l, (uint32_t)t);
            if (nt < 0)
                return -1;
            int64_t d = nt - in->ninsn;
            if (d >= -32768 && d <= 32767)
                continue;
            if (in->kind == K_COND)
                return -1;
            if (!in->wide) {
                in->wide = 1;
                changed = 1;
            }
        }
        if (!changed)
            return 0;
    }
    return -1;
}

/* ---- rewriting one Code attribute ---- */

static int put_branch(Buf *b, const Layout *l, const Insn *in, int64_t target, int four)
{
    int64_t nt = target < 0 ? -1 : map_start(l, (uint32_t)target);
    if (nt < 0)
        return -1;
    int64_t d = nt - in->ninsn;
    if (four)
        put4(b, (uint32_t)(int32_t)d);
    else
        put2(b, (unsigned)(int16_t)d & 0xffff);
    return 0;
}

static int emit_code(Ctx *c, Buf *b, const Layout *l, const unsigned char *code, int mnum, int mnum_ref,
                     int calls, int objinit)
{
    if (calls) {
        push_int(b, c->o->cnum, c->cnum_ref);
        push_int(b, mnum, mnum_ref);
        put1(b, 0xb8);
        put2(b, c->call_ref);
    }
    if (objinit) {
        put1(b, 0x2a);   /* aload_0 */
        put1(b, 0xb8);
        put2(b, c->init_ref);
    }
    for (int i = 0; i < l->n; i++) {
        const Insn *in = &l->v[i];
        const unsigned char *p = code + in->old;
        if (in->kind == K_RETURN && calls) {
            push_int(b, c->o->cnum, c->cnum_ref);
            push_int(b, mnum, mnum_ref);
            put1(b, 0xb8);
            put2(b, c->ret_ref);
        }
        size_t at = b->n;
        switch (in->kind) {
        case K_COND: case K_GOTO: case K_JSR:
            put1(b, in->wide ? (in->kind == K_GOTO ? 0xc8 : 0xc9) : p[0]);
            if (put_branch(b, l, in, branch_target(code, in), in->wide) < 0)
                return -1;
            break;
        case K_GOTO_W: case K_JSR_W:
            put1(b, p[0]);
            if (put_branch(b, l, in, branch_target(code, in), 1) < 0)
                return -1;
            break;
        case K_TABLE: case K_LOOKUP: {
            uint32_t oldpad = (4 - ((in->old + 1) & 3)) & 3, newpad = (4 - ((in->ninsn + 1) & 3)) & 3;
            const unsigned char *q = p + 1 + oldpad;
            put1(b, p[0]);
            for (uint32_t k = 0; k < newpad; k++)
                put1(b, 0);
            if (put_branch(b, l, in, (int64_t)in->old + get4s(q), 1) < 0)
                return -1;
            if (in->kind == K_TABLE) {
                int32_t lo = get4s(q + 4), hi = get4s(q + 8);
                put(b, q + 4, 8);
                for (int64_t k = 0; k <= (int64_t)hi - lo; k++)
                    if (put_branch(b, l, in, (int64_t)in->old + get4s(q + 12 + 4 * k), 1) < 0)
                        return -1;
            } else {
                int32_t np = get4s(q + 4);
                put(b, q + 4, 4);
                for (int32_t k = 0; k < np; k++) {
                    put(b, q + 8 + 8 * k, 4);
                    if (put_branch(b, l, in, (int64_t)in->old + get4s(q + 12 + 8 * k), 1) < 0)
                        return -1;
                }
            }
            break;
        }
        default:
            put(b, p, in->len);
        }
        if (!b->oom && b->n - at != in->nlen)
            return -1;
        if (in->kind == K_NEWARRAY && l->suf_arr) {
            put1(b, 0x59);   /* dup */
            put1(b, 0xb8);
            put2(b, c->arr_ref);
        }
    }
    return b->oom || b->n != l->nlen ? -1 : 0;
}

/* verification_type_info: Uninitialized(offset) moves with its `new`. */
static int rewrite_vti(Rd *r, Buf *b, const Layout *l)
{
    unsigned tag = rd1(r);
    put1(b, tag);
    if (tag <= 6)
        return r->bad ? -1 : 0;
    if (tag == 7) {
        put2(b, rd2(r));
        return r->bad ? -1 : 0;
    }
    if (tag != 8)
        return -1;
    unsigned o = rd2(r);
    int64_t n = map_insn(l, o);
    if (r->bad || n < 0 || l->v[l->at[o]].kind != K_NEW)
        return -1;
    put2(b, (unsigned)n);
    return 0;
}

static int rewrite_stackmap(Rd *r, Buf *b, const Layout *l)
{
    unsigned n = rd2(r);
    put2(b, n);
    int64_t prev_old = -1, prev_new = -1;
    for (unsigned i = 0; i < n && !r->bad; i++) {
        unsigned type = rd1(r);
        unsigned delta = type < 64 ? type : type < 128 ? type - 64 : 0;
        if (type >= 247)
            delta = rd2(r);
        else if (type >= 128)
            return -1;
        int64_t o = prev_old + (prev_old < 0 ? 0 : 1) + delta;
        if (prev_old < 0)
            o = delta;
        int64_t no = o < (int64_t)l->len ? map_start(l, (uint32_t)o) : -1;
        if (no < 0)
            return -1;
        int64_t nd = prev_new < 0 ? no : no - prev_new - 1;
        prev_old = o;
        prev_new = no;
        if (type < 64 || type == 251) {
            if (nd < 64)
                put1(b, (unsigned)nd);
            else {
                put1(b, 251);
                put2(b, (unsigned)nd);
            }
        } else if (type < 128 || type == 247) {
            if (nd < 64)
                put1(b, 64 + (unsigned)nd);
            else {
                put1(b, 247);
                put2(b, (unsigned)nd);
            }
            if (rewrite_vti(r, b, l) < 0)
                return -1;
        } else if (type >= 248 && type <= 254) {
            put1(b, type);
            put2(b, (unsigned)nd);
            for (unsigned k = 0; type > 251 && k < type - 251; k++)
                if (rewrite_vti(r, b, l) < 0)
                    return -1;
        } else {   /* 255: full_frame */
            put1(b, 255);
            put2(b, (unsigned)nd);
            for (int part = 0; part < 2; part++) {
                unsigned k = rd2(r);
                put2(b, k);
                for (unsigned j = 0; j < k; j++)
                    if (rewrite_vti(r, b, l) < 0)
                        return -1;
            }
        }
    }
    return r->bad || r->i != r->n ? -1 : 0;
}

/* Writes the new Code attribute (name index, length, body) to `out`;
 * -1 leaves the method as it was. */
static int rewrite_code(Ctx *c, unsigned name_index, const unsigned char *body, uint32_t blen, int mnum, int calls,
                        int objinit, Buf *out)
{
    Rd r = { body, blen, 0, 0 };
    unsigned max_stack = rd2(&r), max_locals = rd2(&r);
    uint32_t len = rd4(&r);
    size_t code_at = r.i;
    skip(&r, len);
    if (r.bad || len == 0 || len > 65535)
        return -1;
    const unsigned char *code = body + code_at;
    Layout l;
    memset(&l, 0, sizeof l);
    l.len = len;
    l.v = malloc(len * sizeof *l.v);
    l.at = malloc((len + 1) * sizeof *l.at);
    Buf b = { 0 };
    int rc = -1, arrays = 0, mnum_ref = 0;
    if (!l.v || !l.at)
        goto done;
    for (uint32_t i = 0; i <= len; i++)
        l.at[i] = -1;
    for (uint32_t at = 0; at < len;) {
        int kind;
        size_t k = insn_len(code, len, at, &kind);
        if (k == 0)
            goto done;
        l.at[at] = l.n;
        l.v[l.n++] = (Insn){ at, (uint32_t)k, 0, 0, 0, kind, 0 };
        arrays |= kind == K_NEWARRAY;
        at += (uint32_t)k;
    }
    l.at[len] = l.n;
    if (!calls && !objinit && !(c->o->allocs && arrays))
        goto done;
    if (calls && (mnum < -32768 || mnum > 32767))
        mnum_ref = (int)cp_add_int(c, mnum);
    if (calls && !c->cnum_ref && push_len(c->o->cnum) == 3 && (c->o->cnum < -32768 || c->o->cnum > 32767))
        c->cnum_ref = (int)cp_add_int(c, c->o->cnum);
    int pushes = calls ? push_len(c->o->cnum) + push_len(mnum) + 3 : 0;
    l.entry = (uint32_t)pushes + (objinit ? 4 : 0);
    l.pre_ret = pushes;
    l.suf_arr = c->o->allocs ? 4 : 0;
    if (layout(&l, code) < 0)
        goto done;

    /* max_stack, max_locals, code */
    Buf code_out = { 0 };
    if (emit_code(c, &code_out, &l, code, mnum, mnum_ref, calls, objinit) < 0) {
        free(code_out.p);
        goto done;
    }
    unsigned extra = calls ? 2 : 1;
    if (max_stack + extra > 65535) {
        free(code_out.p);
        goto done;
    }
    put2(&b, max_stack + extra);
    put2(&b, max_locals);
    put4(&b, l.nlen);
    put(&b, code_out.p, code_out.n);
    free(code_out.p);

    /* exception table */
    unsigned ne = rd2(&r);
    put2(&b, ne);
    for (unsigned i = 0; i < ne; i++) {
        unsigned s = rd2(&r), e = rd2(&r), h = rd2(&r), t = rd2(&r);
        int64_t ns = map_start(&l, s), nn = map_start(&l, e), nh = map_start(&l, h);
        if (r.bad || ns < 0 || nn < 0 || nh < 0 || h >= len || s >= e)
            goto done;
        put2(&b, (unsigned)ns);
        put2(&b, (unsigned)nn);
        put2(&b, (unsigned)nh);
        put2(&b, t);
    }

    /* attributes of the code */
    unsigned na = rd2(&r), kept = 0;
    size_t count_at = b.n;
    put2(&b, 0);
    for (unsigned i = 0; i < na && !r.bad; i++) {
        unsigned an = rd2(&r);
        uint32_t alen = rd4(&r);
        size_t at = r.i;
        skip(&r, alen);
        if (r.bad)
            goto done;
        Rd ar = { body + at, alen, 0, 0 };
        if (cp_is(c, an, "RuntimeVisibleTypeAnnotations") || cp_is(c, an, "RuntimeInvisibleTypeAnnotations"))
            continue;   /* their code offsets are not rewritten: dropped */
        put2(&b, an);
        size_t len_at = b.n;
        put4(&b, 0);
        if (cp_is(c, an, "LineNumberTable")) {
            unsigned k = rd2(&ar);
            put2(&b, k);
            for (unsigned j = 0; j < k; j++) {
                int64_t ns = map_start(&l, rd2(&ar));
                if (ns < 0 || ns >= l.nlen)
                    goto done;
                put2(&b, (unsigned)ns);
                put2(&b, rd2(&ar));
            }
        } else if (cp_is(c, an, "LocalVariableTable") || cp_is(c, an, "LocalVariableTypeTable")) {
            unsigned k = rd2(&ar);
            put2(&b, k);
            for (unsigned j = 0; j < k; j++) {
                unsigned s = rd2(&ar), n = rd2(&ar);
                /* a variable from offset 0 covers the entry prefix too */
                int64_t ns = s == 0 ? 0 : map_start(&l, s), ne2 = s + n <= len ? map_start(&l, s + n) : -1;
                if (ns < 0 || ne2 < ns || ar.bad || ar.i + 6 > ar.n)
                    goto done;
                put2(&b, (unsigned)ns);
                put2(&b, (unsigned)(ne2 - ns));
                put(&b, body + at + ar.i, 6);   /* name, descriptor, index */
                skip(&ar, 6);
            }
        } else if (cp_is(c, an, "StackMapTable")) {
            if (rewrite_stackmap(&ar, &b, &l) < 0)
                goto done;
        } else
            goto done;   /* an attribute whose offsets are unknown */
        if (ar.bad || ar.i != ar.n || b.oom)
            goto done;
        set4(b.p + len_at, (uint32_t)(b.n - len_at - 4));
        kept++;
    }
    if (r.bad || r.i != r.n || b.oom)
        goto done;
    set2(b.p + count_at, kept);
    put2(out, name_index);
    put4(out, (uint32_t)b.n);
    put(out, b.p, b.n);
    rc = out->oom ? -1 : 0;
done:
    free(b.p);
    free(l.v);
    free(l.at);
    return rc;
}

/* ---- the class ---- */

static int skip_attributes(Rd *r)
{
    unsigned n = rd2(r);
    for (unsigned i = 0; i < n && !r->bad; i++) {
        skip(r, 2);
        skip(r, rd4(r));
    }
    return r->bad ? -1 : 0;
}

static int name_is(const unsigned char *p, unsigned n, const char *s)
{
    return p && n == strlen(s) && !memcmp(p, s, n);
}

int crw_class_name(const unsigned char *in, size_t len, char *buf, size_t n)
{
    Ctx c;
    memset(&c, 0, sizeof c);
    c.bytes = in;
    Rd r = { in, len, 0, 0 };
    int rc = -1;
    if (rd4(&r) != 0xCAFEBABEu)
        return -1;
    skip(&r, 4);
    if (cp_read(&c, &r) == 0) {
        skip(&r, 2);
        unsigned k;
        const unsigned char *p = cp_class_name(&c, rd2(&r), &k);
        if (!r.bad && p && k < n) {
            memcpy(buf, p, k);
            buf[k] = '\0';
            rc = 0;
        }
    }
    free(c.off);
    return rc;
}

int crw_instrument(const unsigned char *in, size_t len, const CrwOptions *o, unsigned char **out, size_t *out_len,
                   int *methods)
{
    *out = NULL;
    *out_len = 0;
    if (methods)
        *methods = 0;
    if (!in || !o || !o->tracker || (!o->calls && !o->allocs))
        return 0;
    Ctx c;
    memset(&c, 0, sizeof c);
    c.bytes = in;
    c.o = o;
    Rd r = { in, len, 0, 0 };
    Buf m = { 0 }, res = { 0 };
    int done = 0;
    if (rd4(&r) != 0xCAFEBABEu)
        goto fail;
    skip(&r, 2);
    unsigned major = rd2(&r);
    if (r.bad || major < 45 || cp_read(&c, &r) < 0)
        goto fail;
    size_t cp_end = r.i;
    skip(&r, 2);   /* access_flags */
    unsigned nlen;
    const unsigned char *name = cp_class_name(&c, rd2(&r), &nlen);
    if (r.bad || !name || name_is(name, nlen, o->tracker))
        goto fail;
    c.is_object = name_is(name, nlen, "java/lang/Object");
    skip(&r, 2);   /* super_class */
    skip(&r, 2 * (size_t)rd2(&r));
    unsigned nf = rd2(&r);
    for (unsigned i = 0; i < nf && !r.bad; i++) {
        skip(&r, 6);
        skip_attributes(&r);
    }
    if (r.bad)
        goto fail;
    size_t methods_at = r.i;
    c.next = c.count;
    cp_add_tracker(&c);

    /* the methods, rewritten into m */
    unsigned nm = rd2(&r);
    if (methods)
        *methods = (int)nm;
    put2(&m, nm);
    for (unsigned i = 0; i < nm && !r.bad; i++) {
        size_t mat = r.i;
        skip(&r, 2);
        unsigned mname = rd2(&r);
        skip(&r, 2);
        if (r.bad)
            goto fail;
        put(&m, in + mat, 6);
        unsigned na = rd2(&r);
        put2(&m, na);
        int is_init = cp_is(&c, mname, "<init>");
        for (unsigned k = 0; k < na && !r.bad; k++) {
            size_t aat = r.i;
            unsigned an = rd2(&r);
            uint32_t alen = rd4(&r);
            skip(&r, alen);
            if (r.bad)
                goto fail;
            if (cp_is(&c, an, "Code")) {
                size_t before = m.n;
                int objinit = o->allocs && c.is_object && is_init;
                if (rewrite_code(&c, an, in + aat + 6, alen, (int)i, o->calls, objinit, &m) == 0) {
                    done++;
                    continue;
                }
                m.n = before;   /* unchanged */
            }
            put(&m, in + aat, 6 + (size_t)alen);
        }
    }
    if (r.bad || !done || c.next > 65535 || m.oom || c.extra.oom)
        goto fail;

    /* the class: header, the constant pool with its new entries, the rest */
    put(&res, in, 8);
    put2(&res, c.next);
    put(&res, in + 10, cp_end - 10);
    put(&res, c.extra.p, c.extra.n);
    put(&res, in + cp_end, methods_at - cp_end);
    put(&res, m.p, m.n);
    size_t attrs_at = r.i;
    skip_attributes(&r);   /* the class's attributes, as they were */
    if (r.bad || r.i != len)
        goto fail;
    put(&res, in + attrs_at, len - attrs_at);
    if (res.oom)
        goto fail;
    free(m.p);
    free(c.off);
    free(c.extra.p);
    *out = res.p;
    *out_len = res.n;
    return 1;
fail:
    free(m.p);
    free(res.p);
    free(c.off);
    free(c.extra.p);
    return 0;
}

/* ---- the tracker class ---- */

/* Version 49:
 *   public class <name> {
 *     public static native void CallSite(int c, int m);
 *     ... ReturnSite(int, int), ObjectInit(Object), NewArray(Object) alike
 *   }
 * The injected calls go straight to the natives: no Java code in between,
 * which an interpreting VM would run on every call. It has no constructor:
 * nothing makes an instance. */
int crw_tracker_class(const char *name, unsigned char **out, size_t *out_len)
{
    static const char *const utf[] = {
        NULL, "java/lang/Object", "(II)V", "(Ljava/lang/Object;)V", "CallSite", "ReturnSite", "ObjectInit", "NewArray",
    };
    Ctx c;
    memset(&c, 0, sizeof c);
    Buf b = { 0 };
    c.next = 1;
    unsigned u[8];
    for (int i = 0; i < 8; i++)
        u[i] = cp_add_utf8(&c, i == 0 ? name : utf[i]);
    unsigned self = cp_add_ref(&c, 7, u[0], 0), object = cp_add_ref(&c, 7, u[1], 0);
    put4(&b, 0xCAFEBABEu);
    put2(&b, 0);
    put2(&b, 49);
    put2(&b, c.next);
    put(&b, c.extra.p, c.extra.n);
    put2(&b, 0x0021);   /* public super */
    put2(&b, self);
    put2(&b, object);
    put2(&b, 0);        /* no interfaces */
    put2(&b, 0);        /* no fields */
    put2(&b, 4);        /* the methods */
    for (int i = 0; i < 4; i++) {
        put2(&b, 0x0109);        /* public static native */
        put2(&b, u[4 + i]);
        put2(&b, u[i < 2 ? 2 : 3]);
        put2(&b, 0);
    }
    put2(&b, 0);                 /* no class attributes */
    free(c.extra.p);
    if (b.oom || c.extra.oom) {
        free(b.p);
        return -1;
    }
    *out = b.p;
    *out_len = b.n;
    return 0;
}
