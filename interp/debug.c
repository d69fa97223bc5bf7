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

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

volatile int interp_instrument_all;

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

/* Length of the instruction at bci of the original code; 0 if malformed. */
static uint32_t insn_length(const uint8_t *code, uint32_t len, uint32_t bci)
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
        uint32_t l = insn_length(c->code, c->code_length, p);
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
