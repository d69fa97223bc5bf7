/*
 * Helpful NullPointerException messages, worded as JDK 17 words them.
 *
 * A message has two parts, both made from the method's original bytecode
 * (the class file's, not the quickened copy):
 *
 *   action   what the failing instruction could not do, from its opcode and
 *            constant pool operand: Cannot read field "next";
 *   cause    which instruction pushed the null operand, described as a Java
 *            expression: because "this.head" is null, because the return
 *            value of "Foo.bar()" is null. It is left out when no single
 *            instruction can be named.
 *
 * The pushing instruction is found by a forward data-flow pass that records,
 * for each operand stack slot on entry to each instruction, the bci of the
 * instruction that pushed it, or "unknown" where two paths disagree (and for
 * the exception a handler starts with). Values in locals are not tracked: a
 * value loaded from a local is described by the local's name; the pass only
 * notes which locals have been stored to. Stack shuffles (dup, swap, ...)
 * copy sources, and checkcast keeps its operand's.
 *
 * Expressions nest at most MAX_DETAIL levels: the object of a field access
 * and the array of an element access are one level deeper than the access,
 * an array index is at the access's own level. What cannot be described
 * within the limit is dropped: the object of a field access is left out
 * ("n.f" for "e.n.f"), an array becomes "<array>", an index "...".
 * Locals are named by the LocalVariableTable when it covers the load,
 * otherwise "this", "<parameterN>" (N counts parameters, from 1) for a
 * parameter no store has reached (see the pass), and "<localN>" (N is the
 * slot). Every rule here was learned by running the reference JVM.
 */
#include "vm/npe.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "vm/class.h"
#include "vm/classfile.h"
#include "vm/exceptions.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

enum {
#define OP(name, code, length, pops, pushes, format) OP_##name = code,
#include "interp/opcodes.def"
#undef OP
};

static const struct {
    int8_t length, pops, pushes;
} op_info[256] = {
#define OP(name, code, length, pops, pushes, format) [code] = { length, pops, pushes },
#include "interp/opcodes.def"
#undef OP
};

#define MAX_DETAIL 5
/* Array indices nest without a detail limit; this bounds the C recursion. */
#define MAX_NESTING 64
#define UNKNOWN (-1)
/* Larger analyses (instructions times max_stack) are not attempted. */
#define MAX_FLOW_SLOTS (1u << 22)

static inline uint16_t u2(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static inline int32_t s4(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* ------------------------------------------------------------------ */
/* Text                                                                */
/* ------------------------------------------------------------------ */

typedef struct Buf {
    char *p;
    size_t len, cap;
    int oom;
} Buf;

static void put_n(Buf *b, const char *s, size_t n)
{
    if (b->oom)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = (b->len + n + 1) * 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->oom = 1;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

static void put(Buf *b, const char *s) { put_n(b, s, strlen(s)); }

static void AVM_PRINTF(2, 3) putf(Buf *b, const char *fmt, ...)
{
    char tmp[64];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n > 0)
        put_n(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

/* A class as the messages print it: dotted, but java.lang.Object and
 * java.lang.String by their simple names. An array class named by the
 * constant pool keeps its descriptor form ("[I", "[Ljava.lang.Object;"). */
static void put_class(Buf *b, const char *name, size_t n)
{
    if (n == 16 && (memcmp(name, "java/lang/Object", n) == 0 || memcmp(name, "java/lang/String", n) == 0)) {
        put_n(b, name + 10, 6);
        return;
    }
    for (size_t i = 0; i < n; i++)
        put_n(b, name[i] == '/' ? "." : name + i, 1);
}

/* A field descriptor as Java source writes the type; returns what follows. */
static const char *put_type(Buf *b, const char *d)
{
    static const char *const prim[] = { ['B' - 'B'] = "byte", ['C' - 'B'] = "char", ['D' - 'B'] = "double",
                                        ['F' - 'B'] = "float", ['I' - 'B'] = "int", ['J' - 'B'] = "long",
                                        ['S' - 'B'] = "short", ['V' - 'B'] = "void", ['Z' - 'B'] = "boolean" };
    int dims = 0;
    while (*d == '[') {
        dims++;
        d++;
    }
    if (*d == 'L') {
        const char *end = strchr(d, ';');
        if (!end)
            return d + strlen(d);
        put_class(b, d + 1, (size_t)(end - d - 1));
        d = end;
    } else if (*d >= 'B' && *d <= 'Z' && prim[*d - 'B']) {
        put(b, prim[*d - 'B']);
    } else {
        return d + strlen(d);
    }
    while (dims-- > 0)
        put(b, "[]");
    return d + 1;
}

/* "pkg.Foo.bar(int, String[])" */
static void put_method(Buf *b, const char *cls, const char *name, const char *desc)
{
    put_class(b, cls, strlen(cls));
    put(b, ".");
    put(b, name);
    put(b, "(");
    const char *d = desc[0] == '(' ? desc + 1 : desc + strlen(desc);
    for (int first = 1; *d && *d != ')'; first = 0) {
        if (!first)
            put(b, ", ");
        d = put_type(b, d);
    }
    put(b, ")");
}

/* ------------------------------------------------------------------ */
/* Constant pool and descriptors                                       */
/* ------------------------------------------------------------------ */

static const char *utf8_at(const ClassFile *cf, uint16_t i)
{
    if (i == 0 || i >= cf->constant_pool_count || cf->constant_pool[i].tag != CONSTANT_Utf8)
        return "";
    return cf->constant_pool[i].u.utf8.chars;
}

/* Class, name and descriptor of a field or method reference, or of the
 * NameAndType of an invokedynamic (class ""). 0 when i is none of those. */
static int member_at(const ClassFile *cf, uint16_t i, const char **cls, const char **name, const char **desc)
{
    if (i == 0 || i >= cf->constant_pool_count)
        return 0;
    const CfConst *c = &cf->constant_pool[i];
    uint16_t nat;
    *cls = "";
    if (c->tag == CONSTANT_Fieldref || c->tag == CONSTANT_Methodref || c->tag == CONSTANT_InterfaceMethodref) {
        uint16_t ci = c->u.ref.class_index;
        if (ci && ci < cf->constant_pool_count && cf->constant_pool[ci].tag == CONSTANT_Class)
            *cls = utf8_at(cf, cf->constant_pool[ci].u.name_index);
        nat = c->u.ref.name_and_type_index;
    } else if (c->tag == CONSTANT_InvokeDynamic) {
        nat = c->u.dyn.name_and_type_index;
    } else {
        return 0;
    }
    if (nat == 0 || nat >= cf->constant_pool_count || cf->constant_pool[nat].tag != CONSTANT_NameAndType)
        return 0;
    *name = utf8_at(cf, cf->constant_pool[nat].u.nat.name_index);
    *desc = utf8_at(cf, cf->constant_pool[nat].u.nat.descriptor_index);
    return 1;
}

static int type_slots(char c) { return c == 'J' || c == 'D' ? 2 : c == 'V' || c == 0 ? 0 : 1; }

static const char *skip_type(const char *d)
{
    while (*d == '[')
        d++;
    if (*d == 'L')
        while (*d && *d != ';')
            d++;
    return *d ? d + 1 : d;
}

/* Slots of a method descriptor's arguments; *ret gets its result's. */
static int arg_slots(const char *d, int *ret)
{
    int n = 0;
    if (*d == '(')
        d++;
    while (*d && *d != ')') {
        n += type_slots(*d);
        d = skip_type(d);
    }
    *ret = type_slots(*d ? d[1] : 0);
    return n;
}

/* The 1-based number of the parameter at `slot` (counted without `this`),
 * or 0 when the slot is the second half of one or past them all. */
static int parameter_number(const char *d, uint32_t slot)
{
    uint32_t at = 0;
    int n = 1;
    if (*d == '(')
        d++;
    for (; *d && *d != ')'; n++) {
        if (at == slot)
            return n;
        at += (uint32_t)type_slots(*d);
        d = skip_type(d);
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* Data flow: which instruction pushed each operand stack slot         */
/* ------------------------------------------------------------------ */

/*
 * The pass visits the instructions in code order, repeating while a visit
 * reaches an instruction for the first time, and stops as soon as the
 * failing instruction's entry state is known when the visit gets to it. A
 * state reaching an instruction that was already visited is merged into
 * its entry state without visiting it again. That order is observable,
 * through the locals: a parameter is named "<parameterN>" only while no
 * store to it has flowed into the state, so a store that reaches the
 * failing instruction only through a loop's back edge, or one made after
 * it in code order, does not count; nor do stores in a try block for its
 * handlers, whose states start afresh with the exception as the only
 * (unknown) value.
 */
typedef struct Flow {
    const Method *m;
    const ClassFile *cf;
    const CfCode *code;
    const uint8_t *bc;
    uint32_t len;
    uint32_t ms;            /* max_stack, at least 1 */
    uint32_t nwords;        /* 64-bit words of a written-locals bitmap */
    uint32_t ninsn;
    int32_t *insn;          /* per byte: instruction number, -1 inside one */
    uint32_t *bci_of;       /* per instruction */
    int32_t *depth;         /* per instruction: stack depth on entry, -1 unreached */
    int32_t *src;           /* per instruction: ms pushing bcis (or UNKNOWN) */
    uint64_t *written;      /* per instruction: locals stored to on the way */
    int added, failed;
    int nesting;            /* of describe: indices nest without a limit */
} Flow;

static uint32_t insn_length(const uint8_t *bc, uint32_t bci, uint32_t len)
{
    uint8_t op = bc[bci];
    uint64_t end;
    if (op == OP_tableswitch || op == OP_lookupswitch) {
        uint32_t p = (bci + 4) & ~3u;
        if ((uint64_t)p + 12 > len)
            return 0;
        int64_t n = op == OP_tableswitch ? (int64_t)s4(bc + p + 8) - s4(bc + p + 4) + 1 : s4(bc + p + 4);
        if (n < 0)
            return 0;
        end = p + (op == OP_tableswitch ? 12 + 4 * (uint64_t)n : 8 + 8 * (uint64_t)n);
    } else if (op == OP_wide) {
        end = (uint64_t)bci + (bci + 1 < len && bc[bci + 1] == OP_iinc ? 6 : 4);
    } else if (op <= OP_jsr_w) {
        end = (uint64_t)bci + (uint64_t)op_info[op].length;
    } else {
        return 0;
    }
    return end > len || end == bci ? 0 : (uint32_t)(end - bci);
}

/* Finds the instruction boundaries; 0, or -1 on malformed code or memory. */
static int flow_init(Flow *f, const Method *m)
{
    memset(f, 0, sizeof *f);
    f->m = m;
    f->cf = m->klass->cf;
    f->code = m->cf_code;
    f->bc = f->code->code;
    f->len = f->code->code_length;
    f->ms = f->code->max_stack ? f->code->max_stack : 1;
    f->nwords = (f->code->max_locals + 63u) / 64u + 1;
    f->insn = malloc(f->len * sizeof *f->insn);
    f->bci_of = malloc(f->len * sizeof *f->bci_of);
    if (!f->insn || !f->bci_of)
        return -1;
    for (uint32_t bci = 0; bci < f->len;) {
        uint32_t n = insn_length(f->bc, bci, f->len);
        if (n == 0)
            return -1;
        f->insn[bci] = (int32_t)f->ninsn;
        for (uint32_t i = 1; i < n; i++)
            f->insn[bci + i] = -1;
        f->bci_of[f->ninsn++] = bci;
        bci += n;
    }
    if ((uint64_t)f->ninsn * (f->ms + 2 * f->nwords) > MAX_FLOW_SLOTS)
        return -1;
    f->depth = malloc(f->ninsn * sizeof *f->depth);
    f->src = malloc((size_t)f->ninsn * f->ms * sizeof *f->src);
    f->written = calloc((size_t)f->ninsn * f->nwords, sizeof *f->written);
    if (!f->depth || !f->src || !f->written)
        return -1;
    for (uint32_t i = 0; i < f->ninsn; i++)
        f->depth[i] = -1;
    return 0;
}

static void flow_free(Flow *f)
{
    free(f->insn);
    free(f->bci_of);
    free(f->depth);
    free(f->src);
    free(f->written);
}

/* One state: the sources of the stack slots and the written locals. */
typedef struct State {
    int32_t *src;
    uint64_t *written;
    int depth;
} State;

static State state_of(const Flow *f, uint32_t i)
{
    return (State){ f->src + (size_t)i * f->ms, f->written + (size_t)i * f->nwords, f->depth[i] };
}

/* Merges a state into the entry state of the instruction at `to`. */
static void merge(Flow *f, int64_t to, const State *s)
{
    if (to < 0 || to >= f->len || f->insn[to] < 0) {
        f->failed = 1;
        return;
    }
    uint32_t i = (uint32_t)f->insn[to];
    State d = state_of(f, i);
    if (d.depth < 0) {
        f->depth[i] = s->depth;
        memcpy(d.src, s->src, (size_t)s->depth * sizeof *s->src);
        memcpy(d.written, s->written, f->nwords * sizeof *s->written);
        f->added = 1;
        return;
    }
    if (d.depth != s->depth) {
        f->failed = 1;
        return;
    }
    for (int k = 0; k < d.depth; k++)
        if (d.src[k] != s->src[k])
            d.src[k] = UNKNOWN;
    for (uint32_t w = 0; w < f->nwords; w++)
        d.written[w] |= s->written[w];
}

static void mark_written(const Flow *f, State *s, uint32_t slot, int wide_value)
{
    for (uint32_t k = slot; k <= slot + (wide_value ? 1u : 0u); k++)
        if (k / 64 < f->nwords)
            s->written[k / 64] |= (uint64_t)1 << (k % 64);
}

static int was_written(const Flow *f, const State *s, uint32_t slot)
{
    return slot / 64 >= f->nwords || (s->written[slot / 64] >> (slot % 64) & 1);
}

/* Stores to locals. (iinc does not count: it changes the value, not what
 * the local stands for.) */
static void note_store(const Flow *f, const uint8_t *p, State *s)
{
    uint8_t op = p[0];
    if (op >= OP_istore && op <= OP_astore)
        mark_written(f, s, p[1], op == OP_lstore || op == OP_dstore);
    else if (op >= OP_istore_0 && op <= OP_astore_3)
        mark_written(f, s, (uint32_t)(op - OP_istore_0) % 4,
                     (op >= OP_lstore_0 && op <= OP_lstore_3) || (op >= OP_dstore_0 && op <= OP_dstore_3));
    else if (op == OP_wide && p[1] >= OP_istore && p[1] <= OP_astore)
        mark_written(f, s, u2(p + 2), p[1] == OP_lstore || p[1] == OP_dstore);
}

/* Operand stack slots an instruction pops and pushes, from its operands
 * where the table cannot say. -1 for an unknown opcode. */
static int stack_effect(const Flow *f, const uint8_t *p, int *pops, int *pushes)
{
    const char *cls, *name, *desc;
    int ret, n;
    switch (p[0]) {
    case OP_getstatic: case OP_putstatic: case OP_getfield: case OP_putfield:
        if (!member_at(f->cf, u2(p + 1), &cls, &name, &desc))
            return -1;
        n = type_slots(desc[0]);
        *pops = (p[0] == OP_getfield) + (p[0] == OP_putfield) + (p[0] == OP_putstatic || p[0] == OP_putfield ? n : 0);
        *pushes = p[0] == OP_getstatic || p[0] == OP_getfield ? n : 0;
        return 0;
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic:
    case OP_invokeinterface: case OP_invokedynamic:
        if (!member_at(f->cf, u2(p + 1), &cls, &name, &desc))
            return -1;
        *pops = arg_slots(desc, &ret) + (p[0] != OP_invokestatic && p[0] != OP_invokedynamic);
        *pushes = ret;
        return 0;
    case OP_multianewarray:
        *pops = p[3];
        *pushes = 1;
        return 0;
    case OP_wide:
        *pops = p[1] >= OP_istore && p[1] <= OP_astore ? (p[1] == OP_lstore || p[1] == OP_dstore ? 2 : 1) : 0;
        *pushes = p[1] >= OP_iload && p[1] <= OP_aload ? (p[1] == OP_lload || p[1] == OP_dload ? 2 : 1) : 0;
        return 0;
    default:
        *pops = op_info[p[0]].pops;
        *pushes = op_info[p[0]].pushes;
        return *pops < 0 || *pushes < 0 ? -1 : 0;
    }
}

/* The stack shuffles move sources instead of pushing new ones. Returns 1
 * when op is one (applied to s), 0 when not, -1 on underflow. */
static int shuffle(const Flow *f, uint8_t op, State *s)
{
    /* Slots taken from the top, and the order they are put back in (indices
     * into the taken ones, bottom first). */
    static const struct {
        uint8_t take, put, order[6];
    } shuffles[] = {
        [OP_dup - OP_dup] = { 1, 2, { 0, 0 } },
        [OP_dup_x1 - OP_dup] = { 2, 3, { 1, 0, 1 } },
        [OP_dup_x2 - OP_dup] = { 3, 4, { 2, 0, 1, 2 } },
        [OP_dup2 - OP_dup] = { 2, 4, { 0, 1, 0, 1 } },
        [OP_dup2_x1 - OP_dup] = { 3, 5, { 1, 2, 0, 1, 2 } },
        [OP_dup2_x2 - OP_dup] = { 4, 6, { 2, 3, 0, 1, 2, 3 } },
        [OP_swap - OP_dup] = { 2, 2, { 1, 0 } },
    };
    if (op < OP_dup || op > OP_swap)
        return 0;
    int d = s->depth, take = shuffles[op - OP_dup].take, n = shuffles[op - OP_dup].put;
    if (d < take || d - take + n > (int)f->ms)
        return -1;
    int32_t taken[4];
    memcpy(taken, s->src + d - take, (size_t)take * sizeof *s->src);
    for (int i = 0; i < n; i++)
        s->src[d - take + i] = taken[shuffles[op - OP_dup].order[i]];
    s->depth = d - take + n;
    return 1;
}

/* Applies one instruction to a state; -1 when it cannot. */
static int step(const Flow *f, uint32_t bci, State *s)
{
    const uint8_t *p = f->bc + bci;
    int pops, pushes, sh = shuffle(f, p[0], s);
    note_store(f, p, s);
    if (sh != 0)
        return sh < 0 ? -1 : 0;
    if (p[0] == OP_checkcast)   /* keeps its operand's source */
        return s->depth >= 1 ? 0 : -1;
    if (stack_effect(f, p, &pops, &pushes) != 0 || s->depth < pops || s->depth - pops + pushes > (int)f->ms)
        return -1;
    s->depth -= pops;
    for (int i = 0; i < pushes; i++)
        s->src[s->depth++] = (int32_t)bci;
    return 0;
}

/* Hands the state after the instruction (and, for jsr, the one before) to
 * its successors. */
static void successors(Flow *f, uint32_t bci, uint32_t n, const State *pre, const State *s)
{
    const uint8_t *p = f->bc + bci;
    uint8_t op = p[0];
    if (op == OP_tableswitch || op == OP_lookupswitch) {
        uint32_t a = (bci + 4) & ~3u;
        merge(f, (int64_t)bci + s4(f->bc + a), s);
        if (op == OP_tableswitch)
            for (int64_t k = 0, cnt = (int64_t)s4(f->bc + a + 8) - s4(f->bc + a + 4) + 1; k < cnt; k++)
                merge(f, (int64_t)bci + s4(f->bc + a + 12 + 4 * k), s);
        else
            for (int64_t k = 0, cnt = s4(f->bc + a + 4); k < cnt; k++)
                merge(f, (int64_t)bci + s4(f->bc + a + 12 + 8 * k), s);
        return;
    }
    switch (op) {
    case OP_goto:
        merge(f, (int64_t)bci + (int16_t)u2(p + 1), s);
        return;
    case OP_goto_w:
        merge(f, (int64_t)bci + s4(p + 1), s);
        return;
    case OP_jsr: case OP_jsr_w:
        /* The subroutine returns to the next instruction with the stack as
         * it was before the jsr. */
        merge(f, (int64_t)bci + (op == OP_jsr ? (int16_t)u2(p + 1) : s4(p + 1)), s);
        merge(f, (int64_t)bci + n, pre);
        return;
    case OP_ret: case OP_ireturn: case OP_lreturn: case OP_freturn: case OP_dreturn:
    case OP_areturn: case OP_return: case OP_athrow:
        return;
    case OP_wide:
        if (p[1] == OP_ret)
            return;
        break;
    default:
        if ((op >= OP_ifeq && op <= OP_if_acmpne) || op == OP_ifnull || op == OP_ifnonnull)
            merge(f, (int64_t)bci + (int16_t)u2(p + 1), s);
        break;
    }
    if (bci + n < f->len)
        merge(f, (int64_t)bci + n, s);
}

/* Runs the pass until the entry state of the instruction at stop_bci is
 * known (see above). */
static void flow_run(Flow *f, uint32_t stop_bci)
{
    State cur = { malloc(f->ms * sizeof(int32_t)), calloc(f->nwords, sizeof(uint64_t)), 0 };
    State pre = { malloc(f->ms * sizeof(int32_t)), calloc(f->nwords, sizeof(uint64_t)), 0 };
    int32_t stop = f->insn[stop_bci];
    if (!cur.src || !cur.written || !pre.src || !pre.written || stop < 0) {
        f->failed = 1;
        goto out;
    }
    merge(f, 0, &cur);
    cur.src[0] = UNKNOWN;
    cur.depth = 1;
    for (uint16_t h = 0; h < f->code->exception_table_length; h++) {
        uint16_t pc = f->code->exception_table[h].handler_pc;
        if (pc < f->len && f->insn[pc] >= 0 && f->depth[f->insn[pc]] < 0)
            merge(f, pc, &cur);
    }
    for (int pass = 1; pass && !f->failed; pass = f->added) {
        f->added = 0;
        for (uint32_t i = 0; i < f->ninsn && !f->failed; i++) {
            if (f->depth[i] >= 0) {
                State in = state_of(f, i);
                uint32_t bci = f->bci_of[i];
                cur.depth = pre.depth = in.depth;
                memcpy(cur.src, in.src, (size_t)in.depth * sizeof *in.src);
                memcpy(pre.src, in.src, (size_t)in.depth * sizeof *in.src);
                memcpy(cur.written, in.written, f->nwords * sizeof *in.written);
                memcpy(pre.written, in.written, f->nwords * sizeof *in.written);
                if (step(f, bci, &cur) != 0) {
                    f->failed = 1;
                    break;
                }
                successors(f, bci, insn_length(f->bc, bci, f->len), &pre, &cur);
            }
            if (i + 1 == (uint32_t)stop && f->depth[stop] >= 0)
                goto out;
        }
    }
out:
    free(cur.src);
    free(cur.written);
    free(pre.src);
    free(pre.written);
}

/* ------------------------------------------------------------------ */
/* Describing values                                                   */
/* ------------------------------------------------------------------ */

/* A local, as a value loaded at `bci` and used by an instruction whose entry
 * state is `use`. */
static void put_local(const Flow *f, Buf *b, const State *use, uint32_t bci, uint32_t slot)
{
    const CfCode *c = f->code;
    for (uint16_t i = 0; i < c->local_variable_count; i++) {
        const CfLocalVariable *v = &c->local_variables[i];
        if (v->index == slot && bci >= v->start_pc && bci < (uint32_t)v->start_pc + v->length) {
            put(b, v->name);
            return;
        }
    }
    int is_static = (f->m->access_flags & ACC_STATIC) != 0;
    if (slot < f->m->arg_slots && !was_written(f, use, slot)) {
        if (!is_static && slot == 0) {
            put(b, "this");
            return;
        }
        int n = parameter_number(f->m->desc, slot - (is_static ? 0 : 1));
        if (n > 0) {
            putf(b, "<parameter%d>", n);
            return;
        }
    }
    putf(b, "<local%u>", slot);
}

static int describe(Flow *f, Buf *b, const State *use, int k, int detail);

/* Appends an expression for the value the instruction at bci pushed, used by
 * an instruction whose entry state is `use`; or nothing, returning 0. */
static int describe_value(Flow *f, Buf *b, uint32_t bci, const State *use, int detail)
{
    const uint8_t *p = f->bc + bci;
    uint8_t op = p[0];
    const char *cls, *name, *desc;
    State at = state_of(f, (uint32_t)f->insn[bci]);
    if (op >= OP_iconst_m1 && op <= OP_iconst_5) {
        putf(b, "%d", op - OP_iconst_0);
    } else if (op == OP_bipush) {
        putf(b, "%d", (int8_t)p[1]);
    } else if (op == OP_sipush) {
        putf(b, "%d", (int16_t)u2(p + 1));
    } else if (op == OP_aconst_null) {
        put(b, "null");
    } else if (op >= OP_iload && op <= OP_aload) {
        put_local(f, b, use, bci, p[1]);
    } else if (op >= OP_iload_0 && op <= OP_aload_3) {
        put_local(f, b, use, bci, (uint32_t)(op - OP_iload_0) % 4);
    } else if (op == OP_wide && p[1] >= OP_iload && p[1] <= OP_aload) {
        put_local(f, b, use, bci, u2(p + 2));
    } else if (op >= OP_iaload && op <= OP_saload) {
        if (!describe(f, b, &at, at.depth - 2, detail - 1))
            put(b, "<array>");
        put(b, "[");
        if (!describe(f, b, &at, at.depth - 1, detail))
            put(b, "...");
        put(b, "]");
    } else if (op == OP_getstatic || op == OP_getfield) {
        if (!member_at(f->cf, u2(p + 1), &cls, &name, &desc))
            return 0;
        if (op == OP_getstatic) {
            put_class(b, cls, strlen(cls));
            put(b, ".");
        } else if (describe(f, b, &at, at.depth - 1, detail - 1)) {
            put(b, ".");
        }
        put(b, name);
    } else if (op >= OP_invokevirtual && op <= OP_invokeinterface) {
        if (!member_at(f->cf, u2(p + 1), &cls, &name, &desc))
            return 0;
        put_method(b, cls, name, desc);
    } else {
        return 0;
    }
    return 1;
}

/* Appends an expression for the value in stack slot `k` of the entry state
 * `use` of some instruction, or nothing and returns 0 when it cannot be
 * described within `detail` levels. */
static int describe(Flow *f, Buf *b, const State *use, int k, int detail)
{
    if (detail <= 0 || k < 0 || k >= use->depth || use->src[k] < 0 || f->nesting >= MAX_NESTING)
        return 0;
    f->nesting++;
    int ok = describe_value(f, b, (uint32_t)use->src[k], use, detail);
    f->nesting--;
    return ok;
}

/* ------------------------------------------------------------------ */
/* Messages                                                            */
/* ------------------------------------------------------------------ */

/* Appends what the instruction could not do. Returns how far below the top
 * of the stack its null operand is, or -1 when it throws no
 * NullPointerException for a null operand. */
static int put_action(Buf *b, const ClassFile *cf, const uint8_t *p)
{
    static const char *const elem[] = { "int", "long", "float", "double", "object", "byte/boolean", "char", "short" };
    const char *cls, *name, *desc;
    int ret, n;
    uint8_t op = p[0];
    if (op >= OP_iaload && op <= OP_saload) {
        putf(b, "Cannot load from %s array", elem[op - OP_iaload]);
        return 1;
    }
    if (op >= OP_iastore && op <= OP_sastore) {
        putf(b, "Cannot store to %s array", elem[op - OP_iastore]);
        return op == OP_lastore || op == OP_dastore ? 3 : 2;
    }
    switch (op) {
    case OP_arraylength:
        put(b, "Cannot read the array length");
        return 0;
    case OP_athrow:
        put(b, "Cannot throw exception");
        return 0;
    case OP_monitorenter:
        put(b, "Cannot enter synchronized block");
        return 0;
    case OP_monitorexit:
        put(b, "Cannot exit synchronized block");
        return 0;
    case OP_getfield: case OP_putfield:
        if (!member_at(cf, u2(p + 1), &cls, &name, &desc))
            return -1;
        put(b, op == OP_getfield ? "Cannot read field \"" : "Cannot assign field \"");
        put(b, name);
        put(b, "\"");
        return op == OP_getfield ? 0 : type_slots(desc[0]);
    case OP_invokevirtual: case OP_invokespecial: case OP_invokeinterface:
        if (!member_at(cf, u2(p + 1), &cls, &name, &desc))
            return -1;
        put(b, "Cannot invoke \"");
        put_method(b, cls, name, desc);
        put(b, "\"");
        n = arg_slots(desc, &ret);
        return n;
    default:
        return -1;
    }
}

/* Appends " because ... is null" when the null operand `below` slots under
 * the top of the stack at bci came from one describable instruction. */
static void put_cause(Buf *b, const Method *m, uint32_t bci, int below)
{
    Flow f;
    Buf what = { 0 };
    if (flow_init(&f, m) == 0) {
        flow_run(&f, bci);
        State use = f.failed ? (State){ NULL, NULL, 0 } : state_of(&f, (uint32_t)f.insn[bci]);
        int k = use.depth - 1 - below;
        if (describe(&f, &what, &use, k, MAX_DETAIL) && !what.oom) {
            uint8_t op = f.bc[use.src[k]];
            int returned = op >= OP_invokevirtual && op <= OP_invokeinterface;
            put(b, returned ? " because the return value of \"" : " because \"");
            put(b, what.p);
            put(b, "\" is null");
        }
    }
    flow_free(&f);
    free(what.p);
}

char *npe_message(const Method *m, uint32_t bci)
{
    const CfCode *code = m->cf_code;
    if (!code || !m->klass->cf || bci >= code->code_length)
        return NULL;
    Buf b = { 0 };
    int below = put_action(&b, m->klass->cf, code->code + bci);
    if (below >= 0)
        put_cause(&b, m, bci, below);
    if (below < 0 || b.oom) {
        free(b.p);
        return NULL;
    }
    return b.p;
}

/* ------------------------------------------------------------------ */
/* The exception                                                       */
/* ------------------------------------------------------------------ */

/* NullPointerException.implicitBacktrace, looked up when the first one is
 * thrown (until then no exception can have it set). */
static Field *implicit_backtrace;

void npe_throw(Thread *t)
{
    Object *e = exc_new(t, "java/lang/NullPointerException", NULL);
    if (!e)
        return;
    if (!implicit_backtrace)
        implicit_backtrace = cls_find_declared_field(e->klass, "implicitBacktrace", "Ljava/lang/Object;");
    /* A bytecode of a hidden class (a lambda class) gets no message, as on
     * HotSpot: its frame is not in the backtrace to describe. */
    if (implicit_backtrace && !(t->top && t->top->method->klass->is_hidden))
        *FIELD_PTR(e, implicit_backtrace->offset, Object *) = *FIELD_PTR(e, wk.throwable_backtrace, Object *);
    t->exception = e;
}

Object *npe_extended_message(Thread *t, Object *npe)
{
    Object *bt = implicit_backtrace ? *FIELD_PTR(npe, implicit_backtrace->offset, Object *) : NULL;
    if (!bt || ARRAY_LENGTH(bt) < 2)
        return NULL;
    Method *live;
    int32_t bci;
    const Method *m = exc_backtrace_frame(bt, 0, &live, &bci);
    if (!m || bci < 0)
        return NULL;
    char *msg = npe_message(m, (uint32_t)bci);
    if (!msg)
        return NULL;
    Object *s = str_new_utf8(t, msg);
    free(msg);
    return s;
}
