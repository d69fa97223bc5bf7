/*
 * Superinstructions: frequent pairs of instructions rewritten into one.
 *
 * javac compiles loops over arrays and arithmetic into a few pairs that
 * follow each other again and again: two loads of locals, a load of a local
 * index and an array load, a load of a double and an operation on it, `iinc`
 * and the `goto` back to the loop's test, a load and the compare-and-branch
 * of that test. For each such pair the VM has one internal opcode
 * (interp/opcodes.def, 0xd8, 0xdb, 0xe6-0xff) whose handler runs them with
 * one dispatch instead of two.
 *
 * The rewrite touches one byte: the first instruction's opcode, in the VM's
 * copy of the code (Method.code). Everything else stays as it was, so
 *   - a branch to the second instruction, its operands and the exception
 *     table still see the original code;
 *   - the handler moves pc onto the second instruction before that can
 *     throw, so the exception and its stack trace name the right bci;
 *   - the class file's bytes (GetBytecodes, the verifier, the helpful
 *     NullPointerException analysis) are never touched.
 * The pairs chosen contain no instruction that is later quickened.
 *
 * A debugger sees every instruction: the instrumented loop runs a
 * superinstruction as its first instruction alone, and setting a
 * breakpoint in a method first puts back every first opcode of the method
 * (interp_unfuse), so no pair hides the instruction under a breakpoint.
 *
 * -XX:-RewriteFrequentPairs turns the rewrite off, as in HotSpot.
 */
#include "interp/fuse.h"

#include "interp/debug.h"

enum {
#define OP(name, code, length, pops, pushes, format) OP_##name = code,
#include "interp/opcodes.def"
#undef OP
};

static int fuse_enabled = 1;

void interp_set_fuse(int on)
{
    fuse_enabled = on;
}

static int is_load1(uint8_t op)        /* iload, fload, aload: a slot copy */
{
    return op == OP_iload || op == OP_fload || op == OP_aload;
}

static int is_load1_n(uint8_t op)      /* iload_<n>, fload_<n>, aload_<n> */
{
    return (op >= OP_iload_0 && op <= OP_iload_3) || (op >= OP_fload_0 && op <= OP_fload_3) ||
           (op >= OP_aload_0 && op <= OP_aload_3);
}

static int is_if_icmp(uint8_t op)
{
    return op >= OP_if_icmpeq && op <= OP_if_icmple;
}

/* The superinstruction for the three instructions a, b, c, or 0: the loop
 * test javac emits (two int loads and a compare-and-branch), and a product
 * of two double locals. */
static uint8_t triple_op(uint8_t a, uint8_t b, uint8_t c)
{
    if (is_if_icmp(c)) {
        if (is_load1(a) && is_load1(b))
            return OP_xload_xload_if;
        if (is_load1(a) && is_load1_n(b))
            return OP_xload_xloadn_if;
        if (is_load1_n(a) && is_load1(b))
            return (uint8_t)(OP_xload0_xload_if + ((a - OP_iload_0) & 3));
    }
    if (a == OP_dload && b == OP_dload && c == OP_dmul)
        return OP_dload_dload_dmul;
    if (a == OP_iload && b == OP_bipush && is_if_icmp(c))
        return OP_iload_bipush_if;
    /* o.f op= e: the object stays under the field's value for the putfield. */
    if (b == OP_dup && c == OP_getfield) {
        if (a == OP_aload)
            return OP_xload_dup_getfield;
        if (a == OP_aload_0)
            return OP_aload0_dup_getfield;
    }
    return 0;
}

/* The superinstruction for the pair (a, b), or 0. */
static uint8_t pair_op(uint8_t a, uint8_t b)
{
    if (is_load1(a)) {
        if (is_load1(b))
            return OP_xload_xload;
        if (is_load1_n(b))
            return OP_xload_xloadn;
    }
    if (a == OP_aload_0 && b == OP_getfield)
        return OP_aload0_getfield;
    if (is_load1_n(a) && is_load1(b))
        return (uint8_t)(OP_xload0_xload + ((a - OP_iload_0) & 3));
    if ((a == OP_dload || a == OP_lload) && (b == OP_dload || b == OP_lload))
        return OP_dload_dload;
    if (a == OP_dload) {
        if (b == OP_dadd)
            return OP_dload_dadd;
        if (b == OP_dsub)
            return OP_dload_dsub;
        if (b == OP_dmul)
            return OP_dload_dmul;
    }
    if (a == OP_dmul && b == OP_dadd)
        return OP_dmul_dadd;
    if (a == OP_iinc && b == OP_goto)
        return OP_iinc_goto;
    if (a == OP_iconst_1 && b == OP_iadd)
        return OP_iconst1_iadd;
    if (a == OP_aload && b == OP_getfield)
        return OP_xload_getfield;
    if (a == OP_iload) {
        if (b == OP_iaload)
            return OP_iload_iaload;
        if (b == OP_laload || b == OP_daload)
            return OP_iload_x8aload;
        if (is_if_icmp(b))
            return OP_iload_if;
    }
    return 0;
}

void interp_fuse(Method *m)
{
    if (!fuse_enabled || !m->code || !m->cf_code)
        return;
    const uint8_t *c = m->cf_code->code;
    uint32_t len = m->code_length;
    /* Instructions p, q, r: the one to rewrite and the next two (r == len
     * when there is no third). */
    uint32_t p = 0, q, r;
    while (p < len) {
        uint32_t n = interp_insn_length(c, len, p);
        if (!n || n > len - p)
            return;
        q = p + n;
        if (q >= len)
            return;
        n = interp_insn_length(c, len, q);
        if (!n || n > len - q)
            return;
        r = q + n;
        n = r < len ? interp_insn_length(c, len, r) : 0;
        uint8_t s = n && n <= len - r ? triple_op(c[p], c[q], c[r]) : 0;
        uint32_t next = s ? r + n : 0;
        if (!s && (s = pair_op(c[p], c[q])) != 0)
            next = r;
        /* Only an instruction still in its class-file form: not quickened,
         * not under a breakpoint. Threads may be running the method (a
         * redefinition's new code is not): either byte is correct. The
         * instructions a superinstruction covers stay as they are (its
         * handler may read their opcodes). */
        if (s && __atomic_compare_exchange_n(&m->code[p], &(uint8_t){ c[p] }, s, 0, __ATOMIC_RELEASE,
                                             __ATOMIC_RELAXED))
            p = next;
        else
            p = q;
    }
}

void interp_unfuse(Method *m)
{
    if (!m->code || !m->cf_code)
        return;
    const uint8_t *c = m->cf_code->code;
    uint32_t len = m->code_length;
    for (uint32_t p = 0; p < len;) {
        uint32_t n = interp_insn_length(c, len, p);
        if (!n)
            break;
        uint8_t op = __atomic_load_n(&m->code[p], __ATOMIC_RELAXED);
        if ((op >= OP_xload_xload && op <= OP_dmul_dadd) || op == OP_xload_getfield || op == OP_iload_bipush_if ||
            op == OP_aload0_getfield || op == OP_xload_dup_getfield || op == OP_aload0_dup_getfield)
            __atomic_compare_exchange_n(&m->code[p], &op, c[p], 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
        p += n;
    }
}
