/*
 * Breakpoints and the choice of dispatch loop (see interp/debug.h).
 *
 * A breakpoint location is patched with the `breakpoint` opcode; the table
 * below keeps the opcode it covers. Quickening an instruction under a
 * breakpoint updates the table instead of the code (interp.c: quicken),
 * so the quick form survives the breakpoint and the breakpoint survives
 * quickening. The class file's bytes, which GetBytecodes returns, are
 * never patched.
 */
#include "interp/debug.h"

#include "interp/fuse.h"
#include "vm/exceptions.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

volatile int interp_instrument_all;
volatile int interp_instrument_profiler;

void interp_mark_frames(Thread *t)
{
    for (Frame *f = t->top; f; f = f->prev)
        f->flags |= FRAME_RECHECK;
}

void interp_request_frame(Thread *t, int request)
{
    __atomic_store_n(&t->frame_request, request, __ATOMIC_RELAXED);
    interp_mark_frames(t);
}

typedef struct Breakpoint {
    Method *method;
    uint8_t *pc;
    uint8_t original;             /* the opcode to run, quick form included */
    int owner_count;
    const void **owners;
} Breakpoint;

static pthread_mutex_t bp_lock = PTHREAD_MUTEX_INITIALIZER;
static Breakpoint *bps;
static size_t bp_count, bp_cap;

static Breakpoint *bp_find(const uint8_t *pc)
{
    for (size_t i = 0; i < bp_count; i++)
        if (bps[i].pc == pc)
            return &bps[i];
    return NULL;
}

static int owner_index(const Breakpoint *b, const void *owner)
{
    for (int i = 0; i < b->owner_count; i++)
        if (b->owners[i] == owner)
            return i;
    return -1;
}

uint32_t interp_insn_length(const uint8_t *code, uint32_t len, uint32_t bci)
{
    static const uint8_t fixed[256] = {
#define OP(name, code, l, pop, push, fmt) [code] = l,
#include "interp/opcodes.def"
#undef OP
    };
    uint8_t op = code[bci];
    if (op == 0xaa || op == 0xab) {            /* tableswitch, lookupswitch */
        uint32_t p = (bci + 4) & ~3u;
        if (p + 12 > len)
            return 0;
        const uint8_t *q = code + p;
        int32_t a = (int32_t)((uint32_t)q[4] << 24 | (uint32_t)q[5] << 16 | (uint32_t)q[6] << 8 | q[7]);
        if (op == 0xaa) {
            int32_t b = (int32_t)((uint32_t)q[8] << 24 | (uint32_t)q[9] << 16 | (uint32_t)q[10] << 8 | q[11]);
            int64_t n = (int64_t)b - a + 1;
            return n < 0 ? 0 : (uint32_t)(p - bci + 12 + 4 * n);
        }
        return a < 0 ? 0 : (uint32_t)(p - bci + 8 + 8 * (int64_t)a);
    }
    if (op == 0xc4)                             /* wide */
        return bci + 1 < len && code[bci + 1] == 0x84 ? 6 : 4;
    return fixed[op];
}

int interp_is_instruction_start(const Method *m, uint32_t bci)
{
    const CfCode *c = m->cf_code;
    if (!c || bci >= c->code_length)
        return 0;
    for (uint32_t p = 0; p < c->code_length;) {
        if (p == bci)
            return 1;
        if (p > bci)
            return 0;
        uint32_t l = interp_insn_length(c->code, c->code_length, p);
        if (!l)
            return 0;
        p += l;
    }
    return 0;
}

int interp_bp_set(Method *m, uint32_t bci, const void *owner)
{
    if (!m->code || bci >= m->code_length || !interp_is_instruction_start(m, bci))
        return BP_BAD_LOCATION;
    uint8_t *pc = m->code + bci;
    /* A superinstruction would run the instruction at bci without
     * dispatching it (interp/fuse.c). */
    interp_unfuse(m);
    pthread_mutex_lock(&bp_lock);
    Breakpoint *b = bp_find(pc);
    int rc = BP_OK;
    if (b && owner_index(b, owner) >= 0) {
        rc = BP_DUPLICATE;
    } else if (b) {
        const void **o = realloc(b->owners, sizeof *o * (size_t)(b->owner_count + 1));
        if (!o)
            rc = BP_NO_MEMORY;
        else {
            b->owners = o;
            b->owners[b->owner_count++] = owner;
        }
    } else {
        const void **o = malloc(sizeof *o);
        if (bp_count == bp_cap) {
            size_t nc = bp_cap ? bp_cap * 2 : 16;
            Breakpoint *n = realloc(bps, nc * sizeof *n);
            if (n) {
                bps = n;
                bp_cap = nc;
            }
        }
        if (!o || bp_count == bp_cap) {
            free(o);
            rc = BP_NO_MEMORY;
        } else {
            /* A thread quickening this instruction meanwhile either wins
             * (we cover its quick form) or finds the breakpoint and comes
             * to the table, which it can read once we release the lock. */
            uint8_t cur = __atomic_load_n(pc, __ATOMIC_ACQUIRE);
            while (!__atomic_compare_exchange_n(pc, &cur, INTERP_OP_BREAKPOINT, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
                ;
            o[0] = owner;
            bps[bp_count++] = (Breakpoint){ m, pc, cur, 1, o };
        }
    }
    pthread_mutex_unlock(&bp_lock);
    return rc;
}

static void bp_remove_owner(size_t i, int k)
{
    Breakpoint *b = &bps[i];
    b->owners[k] = b->owners[--b->owner_count];
    if (b->owner_count)
        return;
    __atomic_store_n(b->pc, b->original, __ATOMIC_RELEASE);
    free(b->owners);
    bps[i] = bps[--bp_count];
}

int interp_bp_clear(Method *m, uint32_t bci, const void *owner)
{
    if (!m->code || bci >= m->code_length)
        return BP_BAD_LOCATION;
    pthread_mutex_lock(&bp_lock);
    int rc = BP_NOT_FOUND;
    Breakpoint *b = bp_find(m->code + bci);
    int k = b ? owner_index(b, owner) : -1;
    if (k >= 0) {
        bp_remove_owner((size_t)(b - bps), k);
        rc = BP_OK;
    }
    pthread_mutex_unlock(&bp_lock);
    return rc;
}

void interp_bp_clear_owner(const void *owner)
{
    pthread_mutex_lock(&bp_lock);
    for (size_t i = bp_count; i-- > 0;) {
        int k = owner_index(&bps[i], owner);
        if (k >= 0)
            bp_remove_owner(i, k);
    }
    pthread_mutex_unlock(&bp_lock);
}

void interp_bp_clear_methods(const Method *methods, size_t n)
{
    pthread_mutex_lock(&bp_lock);
    for (size_t i = bp_count; i-- > 0;)
        if (bps[i].method >= methods && bps[i].method < methods + n)
            while (bps[i].owner_count > 1)
                bp_remove_owner(i, bps[i].owner_count - 1);
    for (size_t i = bp_count; i-- > 0;)
        if (bps[i].method >= methods && bps[i].method < methods + n)
            bp_remove_owner(i, 0);
    pthread_mutex_unlock(&bp_lock);
}

int interp_bp_original(Method *m, const uint8_t *pc)
{
    (void)m;
    pthread_mutex_lock(&bp_lock);
    Breakpoint *b = bp_find(pc);
    int op = b ? b->original : -1;
    pthread_mutex_unlock(&bp_lock);
    if (op < 0) {
        /* Cleared since this thread read the opcode. */
        uint8_t now = __atomic_load_n(pc, __ATOMIC_ACQUIRE);
        if (now != INTERP_OP_BREAKPOINT)
            op = now;
    }
    return op;
}

void interp_bp_quickened(const uint8_t *pc, uint8_t from, uint8_t to)
{
    pthread_mutex_lock(&bp_lock);
    Breakpoint *b = bp_find(pc);
    if (b && b->original == from)
        b->original = to;
    pthread_mutex_unlock(&bp_lock);
    if (!b) {
        /* Cleared meanwhile: the original is back; quicken it. */
        uint8_t seen = from;
        __atomic_compare_exchange_n((uint8_t *)pc, &seen, to, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
    }
}

/* ------------------------------------------------------------------ */
/* What the locals hold: a forward data-flow pass                      */
/* ------------------------------------------------------------------ */

static inline int32_t be_s2(const uint8_t *p) { return (int16_t)((p[0] << 8) | p[1]); }
static inline int32_t be_s4(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* The effect of the instruction at p on the locals in st. */
static void local_effect(const uint8_t *code, uint32_t p, uint8_t *st, uint16_t max)
{
    uint8_t op = code[p];
    uint32_t idx = UINT32_MAX;
    uint8_t kind = LOCAL_VALUE;
    int wide = 0;
    if (op == 0xc4) {                               /* wide */
        op = code[p + 1];
        idx = (uint32_t)(code[p + 2] << 8 | code[p + 3]);
    } else if (op >= 0x36 && op <= 0x3a) {          /* istore .. astore */
        idx = code[p + 1];
    } else if (op == 0x84) {                        /* iinc */
        idx = code[p + 1];
    }
    if (op >= 0x3b && op <= 0x4e) {                 /* xstore_n */
        idx = (uint32_t)((op - 0x3b) % 4);
        op = (uint8_t)(0x36 + (op - 0x3b) / 4);
    }
    if (idx == UINT32_MAX)
        return;
    switch (op) {
    case 0x37: case 0x39: wide = 1; break;         /* lstore, dstore */
    case 0x3a: kind = LOCAL_REF; break;             /* astore */
    case 0x36: case 0x38: case 0x84: break;         /* istore, fstore, iinc */
    default: return;
    }
    if (idx < max)
        st[idx] = kind;
    if (wide && idx + 1 < max)
        st[idx + 1] = LOCAL_VALUE;
}

/* Successors of the instruction at p (length len): up to n, in out. */
static int local_successors(const uint8_t *code, uint32_t len, uint32_t p, uint32_t l, uint32_t *out, int n)
{
    uint8_t op = code[p];
    int k = 0;
    if ((op >= 0x99 && op <= 0xa8) || op == 0xc6 || op == 0xc7) {     /* if*, goto, jsr */
        out[k++] = (uint32_t)((int64_t)p + be_s2(code + p + 1));
        if (op != 0xa7)
            out[k++] = p + l;
        return k;
    }
    if (op == 0xc8 || op == 0xc9) {                                    /* goto_w, jsr_w */
        out[k++] = (uint32_t)((int64_t)p + be_s4(code + p + 1));
        if (op == 0xc9)
            out[k++] = p + l;
        return k;
    }
    if (op == 0xaa || op == 0xab) {                                    /* switches */
        uint32_t q = (p + 4) & ~3u;
        out[k++] = (uint32_t)((int64_t)p + be_s4(code + q));
        if (op == 0xaa) {
            int32_t lo = be_s4(code + q + 4), hi = be_s4(code + q + 8);
            for (int64_t i = 0; i <= (int64_t)hi - lo && k < n; i++)
                out[k++] = (uint32_t)((int64_t)p + be_s4(code + q + 12 + 4 * i));
        } else {
            int32_t pairs = be_s4(code + q + 4);
            for (int32_t i = 0; i < pairs && k < n; i++)
                out[k++] = (uint32_t)((int64_t)p + be_s4(code + q + 12 + 8 * i));
        }
        return k;
    }
    if ((op >= 0xac && op <= 0xb1) || op == 0xbf || op == 0xa9)       /* returns, athrow, ret */
        return 0;
    (void)len;
    out[k++] = p + l;
    return k;
}

int interp_local_kinds(const Method *m, uint32_t bci, uint8_t *kinds)
{
    const CfCode *c = m->cf_code;
    uint16_t max = m->max_locals;
    if (!c || bci >= c->code_length || !max)
        return -1;
    uint32_t n = c->code_length;
    if ((uint64_t)n * max > (1u << 22))
        return -1;
    const uint8_t *code = c->code;
    uint8_t *states = calloc((size_t)n * max, 1);
    uint8_t *seen = calloc(n, 1);             /* reached */
    uint8_t *queued = calloc(n, 1);           /* on the work list, so it holds each bci once */
    uint32_t *work = malloc(sizeof *work * n);
    size_t nsucc = (size_t)n + c->exception_table_length + 2;
    uint32_t *succ = malloc(sizeof *succ * nsucc);
    uint8_t *st = malloc(max);
    int rc = -1;
    if (!states || !seen || !queued || !work || !succ || !st)
        goto out;
    /* The parameters, from the descriptor. */
    uint16_t i = 0;
    if (!(m->access_flags & ACC_STATIC))
        states[i++] = LOCAL_REF;
    for (const char *d = m->desc + 1; *d && *d != ')' && i < max; d++) {
        if (*d == 'J' || *d == 'D') {
            states[i++] = LOCAL_VALUE;
            if (i < max)
                states[i++] = LOCAL_VALUE;
        } else if (*d == 'L' || *d == '[') {
            while (*d == '[')
                d++;
            if (*d == 'L')
                d = strchr(d, ';');
            states[i++] = LOCAL_REF;
            if (!d)
                goto out;
        } else {
            states[i++] = LOCAL_VALUE;
        }
    }
    uint32_t top = 0;
    seen[0] = queued[0] = 1;
    work[top++] = 0;
    while (top) {
        uint32_t p = work[--top];
        queued[p] = 0;
        uint32_t l = interp_insn_length(code, n, p);
        if (!l || p + l > n)
            goto out;
        /* Handlers see the locals before any instruction they cover. */
        int k = 0;
        for (uint16_t h = 0; h < c->exception_table_length; h++) {
            const CfExceptionEntry *e = &c->exception_table[h];
            if (p >= e->start_pc && p < e->end_pc && e->handler_pc < n)
                succ[k++] = e->handler_pc | 0x80000000u;
        }
        memcpy(st, states + (size_t)p * max, max);
        local_effect(code, p, st, max);
        k += local_successors(code, n, p, l, succ + k, (int)(nsucc - (size_t)k));
        for (int s = 0; s < k; s++) {
            int before_insn = (succ[s] & 0x80000000u) != 0;
            uint32_t q = succ[s] & 0x7fffffffu;
            if (q >= n)
                goto out;
            const uint8_t *from = before_insn ? states + (size_t)p * max : st;
            uint8_t *to = states + (size_t)q * max;
            int changed = !seen[q];
            for (uint16_t v = 0; v < max; v++)
                if ((to[v] | from[v]) != to[v]) {
                    to[v] |= from[v];
                    changed = 1;
                }
            seen[q] = 1;
            if (changed && !queued[q]) {
                queued[q] = 1;
                work[top++] = q;
            }
        }
    }
    if (seen[bci]) {
        memcpy(kinds, states + (size_t)bci * max, max);
        rc = 0;
    }
out:
    free(states);
    free(seen);
    free(queued);
    free(work);
    free(succ);
    free(st);
    return rc;
}

/* ------------------------------------------------------------------ */
/* Monitors a frame holds through monitorenter                         */
/* ------------------------------------------------------------------ */

enum { MAX_BLOCK_DEPTH = 16, NO_SLOT = 0xffff };

typedef struct BlockState {
    uint8_t seen;
    uint8_t depth;
    uint16_t slots[MAX_BLOCK_DEPTH];   /* the locals holding the locked objects, outermost first */
} BlockState;

/* The local javac stored the object in just before monitorenter
 * (aload; dup; astore n; monitorenter), or NO_SLOT. */
static uint16_t locked_slot(const uint8_t *code, uint32_t prev)
{
    uint8_t op = code[prev];
    if (op >= 0x4b && op <= 0x4e)                   /* astore_0 .. astore_3 */
        return (uint16_t)(op - 0x4b);
    if (op == 0x3a)                                 /* astore */
        return code[prev + 1];
    if (op == 0xc4 && code[prev + 1] == 0x3a)       /* wide astore */
        return (uint16_t)(code[prev + 2] << 8 | code[prev + 3]);
    return NO_SLOT;
}

/* The state after the instruction at p, from the state before it. */
static void block_effect(const uint8_t *code, uint32_t p, uint32_t prev, BlockState *st)
{
    if (code[p] == 0xc2) {                          /* monitorenter */
        if (st->depth < MAX_BLOCK_DEPTH)
            st->slots[st->depth] = prev != UINT32_MAX ? locked_slot(code, prev) : NO_SLOT;
        st->depth++;
    } else if (code[p] == 0xc3 && st->depth > 0) {  /* monitorexit */
        st->depth--;
    }
}

/* The locked slots at bci, a forward pass over the original code in
 * which the first path to reach an instruction decides its state (javac's
 * code reaches each instruction with one nesting). Returns the depth, or
 * -1 without an answer. */
static int block_slots_at(const Method *m, uint32_t bci, uint16_t *out)
{
    const CfCode *c = m->cf_code;
    if (!c || bci >= c->code_length)
        return -1;
    uint32_t n = c->code_length;
    const uint8_t *code = c->code;
    BlockState *states = calloc(n, sizeof *states);
    uint32_t *prev = malloc(sizeof *prev * n);
    uint32_t *work = malloc(sizeof *work * n);
    size_t nsucc = (size_t)n + c->exception_table_length + 2;
    uint32_t *succ = malloc(sizeof *succ * nsucc);
    int rc = -1;
    if (!states || !prev || !work || !succ)
        goto out;
    /* The instruction before each one, in code order. */
    for (uint32_t p = 0, last = UINT32_MAX; p < n;) {
        uint32_t l = interp_insn_length(code, n, p);
        if (!l || p + l > n)
            goto out;
        prev[p] = last;
        last = p;
        p += l;
    }
    uint32_t top = 0;
    states[0].seen = 1;
    work[top++] = 0;
    while (top) {
        uint32_t p = work[--top];
        uint32_t l = interp_insn_length(code, n, p);
        int k = 0;
        for (uint16_t h = 0; h < c->exception_table_length; h++) {
            const CfExceptionEntry *e = &c->exception_table[h];
            if (p >= e->start_pc && p < e->end_pc && e->handler_pc < n)
                succ[k++] = e->handler_pc | 0x80000000u;
        }
        BlockState after = states[p];
        block_effect(code, p, prev[p], &after);
        k += local_successors(code, n, p, l, succ + k, (int)(nsucc - (size_t)k));
        for (int s = 0; s < k; s++) {
            uint32_t q = succ[s] & 0x7fffffffu;
            if (q >= n)
                goto out;
            if (states[q].seen)
                continue;
            states[q] = (succ[s] & 0x80000000u) ? states[p] : after;
            states[q].seen = 1;
            work[top++] = q;
        }
    }
    if (states[bci].seen && states[bci].depth <= MAX_BLOCK_DEPTH) {
        rc = states[bci].depth;
        memcpy(out, states[bci].slots, sizeof *out * (size_t)rc);
    }
out:
    free(states);
    free(prev);
    free(work);
    free(succ);
    return rc;
}

void interp_release_block_monitors(Thread *t, Frame *f)
{
    if (f->flags & FRAME_NATIVE)
        return;
    uint16_t slots[MAX_BLOCK_DEPTH];
    int depth = block_slots_at(f->method, (uint32_t)(f->pc - f->method->code), slots);
    for (int i = depth - 1; i >= 0; i--) {
        if (slots[i] == NO_SLOT || slots[i] >= f->method->max_locals)
            continue;
        Object *o = f->locals[slots[i]].l;
        if (o && mon_exit(t, o) != 0)
            exc_take(t);        /* not held after all: nothing to release */
    }
}
