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
 * Three banks: a method is fused with every superinstruction of
 * interp/opcodes.def (bank 0), with the integer bank (bank 1), where some
 * codes, those of the double-arithmetic superinstructions among them,
 * carry those of interp/opcodes_int.def, or with the double bank (bank 2),
 * where four codes of int-local superinstructions carry those of
 * interp/opcodes_double.def. Its bank (Method.bank) is chosen once, before
 * the method first runs, as the one that saves most dispatches, weighted
 * by loop depth; the loop dispatches through that bank's label table.
 *
 * Banks 1 and 2 also have statement superinstructions: a whole `a[i] =
 * b[j]`, `t = a[i]`, `c = a + b`, loop test, `dx = a.x - b.x` or `c[j] +=
 * k * b[j]` inside a loop, its instructions in any of their forms, whose
 * local indices and offsets the pass writes into shadow bytes after the
 * code (Method.shadow). They, and bank 2's double constants, take the
 * codes of float instructions: a method holding one of the codes a bank
 * takes is not fused with that bank.
 *
 * -XX:-RewriteFrequentPairs turns the rewrite off, as in HotSpot.
 */
#include "interp/fuse.h"

#include <stdlib.h>
#include <string.h>

#include "interp/debug.h"

enum {
#define OP(name, code, length, pops, pushes, format) OP_##name = code,
#include "interp/opcodes.def"
#undef OP
/* The integer bank: the code's byte is the low eight bits. */
#define OP_INT(name, code, length) OP_##name = 0x100 | (code),
#include "interp/opcodes_int.def"
#undef OP_INT
/* The double bank. */
#define OP_DBL(name, code, length) OP_##name = 0x200 | (code),
#include "interp/opcodes_double.def"
#undef OP_DBL
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

/* The superinstruction for the three instructions a, b, c in the given
 * bank, or 0: the loop test javac emits (two int loads and a
 * compare-and-branch), a product of two double locals, a field read for a
 * compound assignment, and (bank 1) a store that ends a loop body. */
static unsigned triple_op(int bank, uint8_t a, uint8_t b, uint8_t c)
{
    if (bank == 1 && b == OP_iinc && c == OP_goto) {
        if (a == OP_istore)
            return OP_istore_iinc_goto;
        if (a == OP_iastore)
            return OP_iastore_iinc_goto;
        if (a == OP_lastore)
            return OP_lastore_iinc_goto;
        if (a == OP_iinc)
            return OP_iinc_iinc_goto;
    }
    if (is_if_icmp(c)) {
        if (is_load1(a) && is_load1(b))
            return OP_xload_xload_if;
        if (is_load1(a) && is_load1_n(b))
            return OP_xload_xloadn_if;
        if (is_load1_n(a) && is_load1(b))
            return (uint8_t)(OP_xload0_xload_if + ((a - OP_iload_0) & 3));
    }
    if (bank == 2 && a == OP_ldc2_w) {
        if ((b == OP_dcmpl || b == OP_dcmpg) && c >= OP_ifeq && c <= OP_ifle)
            return OP_ldc2w_dcmp;
        if (b == OP_dload && c == OP_dmul)
            return OP_ldc2w_dload_dmul;
    }
    if (bank != 1 && a == OP_dload && b == OP_dload && c == OP_dmul)
        return OP_dload_dload_dmul;
    if (bank != 2 && a == OP_iload && b == OP_bipush && is_if_icmp(c))
        return OP_iload_bipush_if;
    /* o.f op= e: the object stays under the field's value for the putfield. */
    if (bank != 1 && b == OP_dup && c == OP_getfield) {
        if (a == OP_aload)
            return OP_xload_dup_getfield;
        if (a == OP_aload_0)
            return OP_aload0_dup_getfield;
    }
    return 0;
}

/* The superinstruction for the pair (a, b) in the given bank, or 0. */
static unsigned pair_op(int bank, uint8_t a, uint8_t b)
{
    if (bank == 1) {
        if (a == OP_sipush && b == OP_iand)
            return OP_sipush_iand;
        if (a == OP_bipush && b == OP_iushr)
            return OP_bipush_iushr;
        if (a == OP_iadd && b == OP_istore)
            return OP_iadd_istore;
        if (a == OP_i2l && b == OP_ladd)
            return OP_i2l_ladd;
        if (a == OP_iadd && b >= OP_istore_0 && b <= OP_istore_3)
            return OP_iadd_istoren;
        if (a == OP_iload && b == OP_iastore)
            return OP_iload_iastore;
    }
    if (bank == 2 && (a == OP_dsub || a == OP_dadd)) {
        if (b == OP_dstore)
            return a == OP_dsub ? OP_dsub_dstore : OP_dadd_dstore;
        if (b == OP_putfield)
            return a == OP_dsub ? OP_dsub_putfield : OP_dadd_putfield;
    }
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
    if (bank != 1) {
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
    }
    if (a == OP_iinc && b == OP_goto)
        return OP_iinc_goto;
    if (a == OP_iconst_1 && b == OP_iadd)
        return OP_iconst1_iadd;
    if (bank != 1 && a == OP_aload && b == OP_getfield)
        return OP_xload_getfield;
    if (a == OP_iload && bank != 2) {
        if (b == OP_iaload)
            return OP_iload_iaload;
        if (b == OP_laload || b == OP_daload)
            return OP_iload_x8aload;
        if (bank == 0 && is_if_icmp(b))
            return OP_iload_if;
    }
    return 0;
}

/* Statement superinstructions (banks 1 and 2, interp/opcodes_int.def and
 * interp/opcodes_double.def): a whole statement or loop test, its locals
 * and offsets in shadow bytes. */
enum { MAX_SHADOW = 10 };

typedef struct {
    unsigned op;
    uint32_t covered;             /* instructions */
    uint32_t nsh;                 /* shadow bytes */
    uint8_t sh[MAX_SHADOW];
} Stmt;

/* The local a load or store of the given family reads, in either form
 * (`op N` or `op_<n>`), or -1. */
static int local_of(const uint8_t *c, uint32_t p, uint8_t op, uint8_t op_0)
{
    if (c[p] == op)
        return c[p + 1];
    if (c[p] >= op_0 && c[p] < op_0 + 4)
        return c[p] - op_0;
    return -1;
}

/* An int constant pushed by iconst_<n> or bipush, into *v. */
static int int_const(const uint8_t *c, uint32_t p, int *v)
{
    if (c[p] >= OP_iconst_m1 && c[p] <= OP_iconst_5) {
        *v = c[p] - OP_iconst_0;
        return 1;
    }
    if (c[p] == OP_bipush) {
        *v = (int8_t)c[p + 1];
        return 1;
    }
    return 0;
}

/* The same, or a constant pushed by sipush. */
static int short_const(const uint8_t *c, uint32_t p, int *v)
{
    if (c[p] == OP_sipush) {
        *v = (int16_t)(c[p + 1] << 8 | c[p + 2]);
        return 1;
    }
    return int_const(c, p, v);
}

/* An index expression at instruction k: `iload I`, or `iload I iconst_1
 * iadd` (*plus 1); *next is the instruction after it. */
static int index_of(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k, int *plus, uint32_t *next)
{
    if (k >= n)
        return -1;
    int i = local_of(c, at[k], OP_iload, OP_iload_0);
    if (i < 0)
        return -1;
    *plus = 0;
    *next = k + 1;
    if (k + 2 < n && c[at[k + 1]] == OP_iconst_1 && c[at[k + 2]] == OP_iadd) {
        *plus = 1;
        *next = k + 3;
    }
    return i;
}

/* o = a[i] into a reference local, from instruction k (an aload of local
 * a), as the given code. */
static int ref_elem_op(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k, int a, unsigned op, Stmt *st)
{
    int i, o;
    if (k + 3 >= n || (i = local_of(c, at[k + 1], OP_iload, OP_iload_0)) < 0 || c[at[k + 2]] != OP_aaload ||
        (o = local_of(c, at[k + 3], OP_astore, OP_astore_0)) < 0)
        return 0;
    uint32_t total = at[k + 3] + (c[at[k + 3]] == OP_astore ? 2 : 1) - at[k];
    *st = (Stmt){ op, 4, 4, { (uint8_t)a, (uint8_t)i, (uint8_t)o, (uint8_t)total } };
    return 1;
}

/* Bank 2's statements over double fields: dx = a.x - b.x (or +), a.f -=
 * x * y (or +=), s = a.f * x, the results into locals. The fields are
 * doubles (the verifier saw the arithmetic); whether they are resolved is
 * the handler's to see. The shadow bytes after the statement's own are
 * left 0: the handler keeps the fields' offsets there once it has seen
 * them resolved. */
static int loop_op(int bank, const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k0, int i, Stmt *st);

static int double_stmt_op(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k, Stmt *st)
{
    uint32_t p = at[k];
    int i = local_of(c, p, OP_iload, OP_iload_0);
    if (i >= 0)
        return loop_op(2, c, at, n, k, i, st);
    int a = local_of(c, p, OP_aload, OP_aload_0);
    if (a >= 0 && ref_elem_op(c, at, n, k, a, OP_aa_toloc_d, st))
        return 1;
    if (a < 0 || k + 4 >= n)
        return 0;
    const uint8_t *op = c;
#define OPK(j) op[at[k + (j)]]
    int b, d, x, y;
    /* c[j] += k * b[j]: aload iload dup2 daload dload aload iload daload
     * dmul dadd dastore. */
    if (k + 10 < n && (x = local_of(c, at[k + 1], OP_iload, OP_iload_0)) >= 0 && OPK(2) == OP_dup2 &&
        OPK(3) == OP_daload && (d = local_of(c, at[k + 4], OP_dload, OP_dload_0)) >= 0 &&
        (b = local_of(c, at[k + 5], OP_aload, OP_aload_0)) >= 0 && (y = local_of(c, at[k + 6], OP_iload, OP_iload_0)) >= 0 &&
        OPK(7) == OP_daload && OPK(8) == OP_dmul && OPK(9) == OP_dadd && OPK(10) == OP_dastore) {
        *st = (Stmt){ OP_da_axpy, 11, 6,
                      { (uint8_t)a, (uint8_t)x, (uint8_t)d, (uint8_t)b, (uint8_t)y, (uint8_t)(at[k + 10] + 1 - p) } };
        return 1;
    }
    if (OPK(1) == OP_getfield && (b = local_of(c, at[k + 2], OP_aload, OP_aload_0)) >= 0 && OPK(3) == OP_getfield &&
        k + 5 < n && (OPK(4) == OP_dsub || OPK(4) == OP_dadd) && (d = local_of(c, at[k + 5], OP_dstore, OP_dstore_0)) >= 0) {
        uint32_t total = at[k + 5] + (OPK(5) == OP_dstore ? 2 : 1) - p;
        *st = (Stmt){ OP_dd_fsub_to, 6, 8,
                      { (uint8_t)a, (uint8_t)b, (uint8_t)d, (uint8_t)(at[k + 1] - p), (uint8_t)(at[k + 3] - p),
                        (uint8_t)(total | (OPK(4) == OP_dadd) << 7) } };
        return 1;
    }
    /* a.x += dt * a.vx (or -=): a local times a field. */
    if (OPK(1) == OP_dup && OPK(2) == OP_getfield && k + 8 < n &&
        (x = local_of(c, at[k + 3], OP_dload, OP_dload_0)) >= 0 && (b = local_of(c, at[k + 4], OP_aload, OP_aload_0)) >= 0 &&
        OPK(5) == OP_getfield && OPK(6) == OP_dmul && (OPK(7) == OP_dsub || OPK(7) == OP_dadd) &&
        OPK(8) == OP_putfield) {
        *st = (Stmt){ OP_d_fupdate_f, 9, 10,
                      { (uint8_t)a, (uint8_t)x, (uint8_t)b, (uint8_t)(at[k + 2] - p), (uint8_t)(at[k + 5] - p),
                        (uint8_t)(at[k + 8] - p), (uint8_t)(OPK(7) == OP_dadd) } };
        return 1;
    }
    if (OPK(1) == OP_dup && OPK(2) == OP_getfield && k + 7 < n &&
        (x = local_of(c, at[k + 3], OP_dload, OP_dload_0)) >= 0 && (y = local_of(c, at[k + 4], OP_dload, OP_dload_0)) >= 0 &&
        OPK(5) == OP_dmul && (OPK(6) == OP_dsub || OPK(6) == OP_dadd) && OPK(7) == OP_putfield) {
        *st = (Stmt){ OP_d_fupdate, 8, 8,
                      { (uint8_t)a, (uint8_t)x, (uint8_t)y, (uint8_t)(at[k + 2] - p), (uint8_t)(at[k + 7] - p),
                        (uint8_t)(OPK(6) == OP_dadd) } };
        return 1;
    }
    if (OPK(1) == OP_getfield && (x = local_of(c, at[k + 2], OP_dload, OP_dload_0)) >= 0 && OPK(3) == OP_dmul &&
        (d = local_of(c, at[k + 4], OP_dstore, OP_dstore_0)) >= 0) {
        uint32_t total = at[k + 4] + (OPK(4) == OP_dstore ? 2 : 1) - p;
        *st = (Stmt){ OP_d_fmul_to, 5, 6,
                      { (uint8_t)a, (uint8_t)x, (uint8_t)d, (uint8_t)(at[k + 1] - p), (uint8_t)total } };
        return 1;
    }
#undef OPK
    return 0;
}

/* The element types whose swaps and copies are fused: their array load
 * and store, the load and store of a local of the element's type, its
 * slots and the superinstructions' codes. */
typedef struct {
    uint8_t aload, astore, load, load_0, store, store_0, slots;
    unsigned swap, copy;
} Elem;

static const Elem elem_int = { OP_iaload, OP_iastore, OP_iload, OP_iload_0, OP_istore, OP_istore_0, 1, OP_ia_swap, 0 };
static const Elem elem_char = { OP_caload, OP_castore, OP_iload, OP_iload_0, OP_istore, OP_istore_0, 1, OP_ca_swap,
                                OP_ca_copy };
static const Elem elem_long = { OP_laload, OP_lastore, OP_lload, OP_lload_0, OP_lstore, OP_lstore_0, 2, OP_la_swap,
                                OP_la_copy };

/* The swap of two elements, `t = a[i]; a[i] = a[j]; a[j] = t;` (or
 * a[j + 1], both times), from instruction k0, its first statement ending
 * before instruction k: the other two must use the same array and
 * indices, and neither index may be (a slot of) t. */
static int swap_op(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k0, uint32_t k, int a, int i, int t,
                   const Elem *e, Stmt *st)
{
    int plus;
    uint32_t next;
    if ((uint32_t)(i - t) < e->slots || k + 1 >= n || local_of(c, at[k], OP_aload, OP_aload_0) != a ||
        index_of(c, at, n, k + 1, &plus, &next) != i || plus || next >= n ||
        local_of(c, at[next], OP_aload, OP_aload_0) != a)
        return 0;
    int jplus, plus2;
    int j = index_of(c, at, n, next + 1, &jplus, &next);
    if (j < 0 || (uint32_t)(j - t) < e->slots || next + 3 >= n || c[at[next]] != e->aload ||
        c[at[next + 1]] != e->astore || local_of(c, at[next + 2], OP_aload, OP_aload_0) != a ||
        index_of(c, at, n, next + 3, &plus2, &next) != j || plus2 != jplus || next + 1 >= n ||
        local_of(c, at[next], e->load, e->load_0) != t || c[at[next + 1]] != e->astore)
        return 0;
    uint32_t end = at[next + 1] + 1 - at[k0];
    if (end > 255)
        return 0;
    *st = (Stmt){ e->swap, next + 2 - k0, 6,
                  { (uint8_t)a, (uint8_t)i, (uint8_t)j, (uint8_t)t, (uint8_t)end, (uint8_t)jplus } };
    return 1;
}

/* a[i] = b[j] over char[] or long[], either index + 1, from instruction
 * k0, the index of a (local i, *plus) ending before instruction k. */
static int elem_copy_op(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k0, int a, int i, int plus,
                        uint32_t k, Stmt *st)
{
    int b, j, plus2;
    uint32_t next;
    if (k >= n || (b = local_of(c, at[k], OP_aload, OP_aload_0)) < 0 ||
        (j = index_of(c, at, n, k + 1, &plus2, &next)) < 0 || next + 1 >= n)
        return 0;
    const Elem *e = c[at[next]] == OP_caload ? &elem_char : c[at[next]] == OP_laload ? &elem_long : NULL;
    if (!e || c[at[next + 1]] != e->astore)
        return 0;
    uint32_t end = at[next + 1] + 1 - at[k0];
    if (end > 255)
        return 0;
    *st = (Stmt){ e->copy, next + 2 - k0, 6,
                  { (uint8_t)a, (uint8_t)i, (uint8_t)b, (uint8_t)j, (uint8_t)end, (uint8_t)(plus2 | plus << 1) } };
    return 1;
}

/* An index `iload I`, `iload I iload J iadd` or `iload I iconst_1 iadd`
 * at instruction k: I into *x, J into *y, and in *shape 1 for + J, 2 for
 * + 1; *next is the instruction after it. */
static int sum_index_of(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k, int *x, int *y,
                        uint32_t *shape, uint32_t *next)
{
    int plus;
    if ((*x = index_of(c, at, n, k, &plus, next)) < 0)
        return 0;
    int z;
    *y = 0;
    *shape = plus ? 2 : 0;
    if (!plus && k + 2 < n && (z = local_of(c, at[k + 1], OP_iload, OP_iload_0)) >= 0 && c[at[k + 2]] == OP_iadd) {
        *y = z;
        *shape = 1;
        *next = k + 3;
    }
    return 1;
}

/* c[i + j] += k * b[m + j] over long[] (each index as sum_index_of
 * reads it), from instruction k0, an aload of local a. */
static int long_axpy_op(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k0, int a, Stmt *st)
{
    int x1, y1, x2, y2, kl, b;
    uint32_t s1, s2, k;
    if (!sum_index_of(c, at, n, k0 + 1, &x1, &y1, &s1, &k) || k + 3 >= n || c[at[k]] != OP_dup2 ||
        c[at[k + 1]] != OP_laload || (kl = local_of(c, at[k + 2], OP_lload, OP_lload_0)) < 0 ||
        (b = local_of(c, at[k + 3], OP_aload, OP_aload_0)) < 0 || !sum_index_of(c, at, n, k + 4, &x2, &y2, &s2, &k) ||
        k + 3 >= n || c[at[k]] != OP_laload || c[at[k + 1]] != OP_lmul || c[at[k + 2]] != OP_ladd ||
        c[at[k + 3]] != OP_lastore)
        return 0;
    uint32_t end = at[k + 3] + 1 - at[k0];
    if (end > 255)
        return 0;
    *st = (Stmt){ OP_la_axpy, k + 4 - k0, 9,
                  { (uint8_t)a, (uint8_t)x1, (uint8_t)y1, (uint8_t)kl, (uint8_t)b, (uint8_t)x2, (uint8_t)y2,
                    (uint8_t)(s1 | s2 << 2), (uint8_t)end } };
    return 1;
}

/* a[i] = b[j] + c[k] from instruction k0, any index + 1, - for +: over
 * int[], or over long[] with c an int[] (widened) or a long[]; the
 * index of a (local i, *plus) ends before instruction k. */
static int sum_op(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k0, int a, int i, int plus, uint32_t k,
                  Stmt *st)
{
    int b, d, j, m, plus_j, plus_m;
    uint32_t next;
    if ((b = local_of(c, at[k], OP_aload, OP_aload_0)) < 0 || (j = index_of(c, at, n, k + 1, &plus_j, &next)) < 0 ||
        next + 1 >= n)
        return 0;
    uint8_t load = c[at[next]];
    if ((load != OP_iaload && load != OP_laload) || (d = local_of(c, at[next + 1], OP_aload, OP_aload_0)) < 0 ||
        (m = index_of(c, at, n, next + 2, &plus_m, &next)) < 0 || next + 2 >= n)
        return 0;
    uint32_t flags = (uint32_t)plus | (uint32_t)plus_j << 1 | (uint32_t)plus_m << 2;
    uint8_t load2 = c[at[next]];
    if (load == OP_iaload) {
        /* a[i] = b[j] + c[k] over int[] */
        if (load2 != OP_iaload || (c[at[next + 1]] != OP_iadd && c[at[next + 1]] != OP_isub) ||
            c[at[next + 2]] != OP_iastore)
            return 0;
        flags |= 32u | (uint32_t)(c[at[next + 1]] == OP_isub) << 3;
        next += 3;
    } else {
        if (load2 == OP_iaload && c[at[next + 1]] == OP_i2l)
            next++;
        else if (load2 == OP_laload)
            flags |= 16u;
        else
            return 0;
        if (next + 2 >= n || (c[at[next + 1]] != OP_ladd && c[at[next + 1]] != OP_lsub) || c[at[next + 2]] != OP_lastore)
            return 0;
        flags |= (uint32_t)(c[at[next + 1]] == OP_lsub) << 3;
        next += 3;
    }
    uint32_t end = at[next - 1] + 1 - at[k0];
    if (end > 255)
        return 0;
    *st = (Stmt){ OP_a_sum, next - k0, 8,
                  { (uint8_t)a, (uint8_t)i, (uint8_t)b, (uint8_t)j, (uint8_t)d, (uint8_t)m, (uint8_t)flags,
                    (uint8_t)end } };
    return 1;
}

/* z = x + (a[i] & k) from instruction k0, an iload of local x: an
 * element of a byte[], char[] or int[] masked by a constant and added,
 * a checksum's step (`sum += b[i] & 0xff`); the index as sum_index_of
 * reads it. */
static int mask_add_op(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k0, int x, Stmt *st)
{
    int a, i, j, v, z;
    uint32_t shape, k;
    if (k0 + 1 >= n || (a = local_of(c, at[k0 + 1], OP_aload, OP_aload_0)) < 0 ||
        !sum_index_of(c, at, n, k0 + 2, &i, &j, &shape, &k) || k + 4 >= n)
        return 0;
    uint8_t load = c[at[k]];
    uint32_t type = load == OP_baload ? 0 : load == OP_caload ? 1 : 2;
    if (load != OP_baload && load != OP_caload && load != OP_iaload)
        return 0;
    if (!short_const(c, at[k + 1], &v) || c[at[k + 2]] != OP_iand || c[at[k + 3]] != OP_iadd ||
        (z = local_of(c, at[k + 4], OP_istore, OP_istore_0)) < 0)
        return 0;
    uint32_t end = at[k + 4] + (c[at[k + 4]] == OP_istore ? 2 : 1) - at[k0];
    if (end > 255)
        return 0;
    *st = (Stmt){ OP_ia_mask_add, k + 5 - k0, 9,
                  { (uint8_t)x, (uint8_t)a, (uint8_t)i, (uint8_t)j, (uint8_t)(shape | type << 2),
                    (uint8_t)v, (uint8_t)((uint32_t)v >> 8), (uint8_t)z, (uint8_t)end } };
    return 1;
}

/* z = t[(x ^ a[i]) & k] ^ (x >>> s) from instruction k0, an aload of
 * local t: the step of a table-driven CRC over a byte[] (zip's and PNG's
 * CRC-32, the CRC-16s), an int[] table indexed by the low bits of the
 * remainder and the next byte; k is 0 to 255, the index as sum_index_of
 * reads it. */
static int crc_op(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k0, int t, Stmt *st)
{
    int x, a, i, j, v, s, z;
    uint32_t shape, k;
    if (k0 + 2 >= n || (x = local_of(c, at[k0 + 1], OP_iload, OP_iload_0)) < 0 ||
        (a = local_of(c, at[k0 + 2], OP_aload, OP_aload_0)) < 0 ||
        !sum_index_of(c, at, n, k0 + 3, &i, &j, &shape, &k) || k + 9 >= n ||
        c[at[k]] != OP_baload || c[at[k + 1]] != OP_ixor)
        return 0;
    if (!short_const(c, at[k + 2], &v) || v < 0 || v > 255 || c[at[k + 3]] != OP_iand || c[at[k + 4]] != OP_iaload ||
        local_of(c, at[k + 5], OP_iload, OP_iload_0) != x || !int_const(c, at[k + 6], &s) ||
        c[at[k + 7]] != OP_iushr || c[at[k + 8]] != OP_ixor ||
        (z = local_of(c, at[k + 9], OP_istore, OP_istore_0)) < 0)
        return 0;
    uint32_t end = at[k + 9] + (c[at[k + 9]] == OP_istore ? 2 : 1) - at[k0];
    if (end > 255)
        return 0;
    *st = (Stmt){ OP_ia_crc, k + 10 - k0, 9,
                  { (uint8_t)t, (uint8_t)x, (uint8_t)a, (uint8_t)i, (uint8_t)j,
                    (uint8_t)(shape | (uint32_t)(s & 31) << 2), (uint8_t)v, (uint8_t)z, (uint8_t)end } };
    return 1;
}

static int32_t be16(const uint8_t *p);

/* The whole loop `while (i < j) { t = a[i]; a[i] = a[j]; a[j] = t; i++;
 * j--; }` (the increments in either order), which reverses a[i..j], over
 * int[], char[] or long[], from instruction k0, its test's iload of local
 * i: the loop as javac writes it, the exit right after its goto. */
static int reverse_op(const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k0, int i, Stmt *st)
{
    int j, a, t, plus;
    uint32_t k;
    if (k0 + 6 >= n || (j = local_of(c, at[k0 + 1], OP_iload, OP_iload_0)) < 0 || j == i ||
        c[at[k0 + 2]] != OP_if_icmpge || (a = local_of(c, at[k0 + 3], OP_aload, OP_aload_0)) < 0 ||
        index_of(c, at, n, k0 + 4, &plus, &k) != i || plus || k + 1 >= n)
        return 0;
    const Elem *e = c[at[k]] == OP_iaload ? &elem_int : c[at[k]] == OP_caload ? &elem_char
                    : c[at[k]] == OP_laload ? &elem_long : NULL;
    Stmt sw;
    if (!e || (t = local_of(c, at[k + 1], e->store, e->store_0)) < 0 ||
        !swap_op(c, at, n, k0 + 3, k + 2, a, i, t, e, &sw) || sw.sh[2] != j || sw.sh[5])
        return 0;
    k = k0 + 3 + sw.covered;          /* the increments, then the goto */
    if (k + 2 >= n || c[at[k]] != OP_iinc || c[at[k + 1]] != OP_iinc || c[at[k + 2]] != OP_goto)
        return 0;
    int up = c[at[k] + 1] == i ? 0 : 1;   /* which iinc is i++ */
    const uint8_t *inc_i = &c[at[k + up]], *dec_j = &c[at[k + 1 - up]];
    uint32_t g = at[k + 2];
    if (inc_i[1] != i || (int8_t)inc_i[2] != 1 || dec_j[1] != j || (int8_t)dec_j[2] != -1 ||
        g + (uint32_t)(int16_t)be16(&c[g + 1]) != at[k0] ||
        at[k0 + 2] + (uint32_t)(int16_t)be16(&c[at[k0 + 2] + 1]) != g + 3 || g + 3 - at[k0] > 255)
        return 0;
    uint32_t type = e == &elem_int ? 0 : e == &elem_char ? 1 : 2;
    *st = (Stmt){ OP_ia_reverse, k + 3 - k0, 6,
                  { (uint8_t)a, (uint8_t)i, (uint8_t)j, (uint8_t)t, (uint8_t)(g + 3 - at[k0]), (uint8_t)type } };
    return 1;
}

static int stmt_op(int bank, const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k, Stmt *st);

/* for (; i < n; i++) S from instruction k0, an iload of local i: the test
 * at the top (`iload i; iload n; if_icmpge exit`), S one statement over
 * arrays indexed by i (a_sum, a copy or la_axpy in bank 1, da_axpy in
 * bank 2), then `iinc i 1` and the goto back to the test, the exit right
 * after it, as javac writes the loop. The loop statement is written over the test; S
 * is fused as itself, and the handler reads S's code and shadow bytes to
 * run the whole loop. Shadow: i, n, S's offset, the exit's. */
static int loop_op(int bank, const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k0, int i, Stmt *st)
{
    int m;
    Stmt s;
    if (k0 + 5 >= n || (m = local_of(c, at[k0 + 1], OP_iload, OP_iload_0)) < 0 || m == i ||
        c[at[k0 + 2]] != OP_if_icmpge || !stmt_op(bank, c, at, n, k0 + 3, &s))
        return 0;
    int copy = s.op == OP_ia_copy || s.op == OP_ca_copy || s.op == OP_la_copy;
    /* la_axpy's indices: i, i + 1, or i plus another local (either way). */
#define LINEAR(x, y, shape) ((shape) & 1 ? ((x) == i) != ((y) == i) : (x) == i)
    if (!(bank == 1 && s.op == OP_a_sum && s.sh[1] == i && s.sh[3] == i && s.sh[5] == i) &&
        !(bank == 1 && copy && s.sh[1] == i && s.sh[3] == i) &&
        !(bank == 1 && s.op == OP_la_axpy && LINEAR(s.sh[1], s.sh[2], s.sh[7]) &&
          LINEAR(s.sh[5], s.sh[6], s.sh[7] >> 2)) &&
        !(bank == 2 && s.op == OP_da_axpy && s.sh[1] == i && s.sh[4] == i))
        return 0;
#undef LINEAR
    uint32_t k = k0 + 3 + s.covered;
    if (k + 1 >= n || c[at[k]] != OP_iinc || c[at[k] + 1] != i || (int8_t)c[at[k] + 2] != 1 ||
        c[at[k + 1]] != OP_goto)
        return 0;
    uint32_t g = at[k + 1];
    if (g + (uint32_t)(int16_t)be16(&c[g + 1]) != at[k0] ||
        at[k0 + 2] + (uint32_t)(int16_t)be16(&c[at[k0 + 2] + 1]) != g + 3 || g + 3 - at[k0] > 255)
        return 0;
    *st = (Stmt){ bank == 1 ? OP_ia_loop : OP_da_loop, 3, 4,
                  { (uint8_t)i, (uint8_t)m, (uint8_t)(at[k0 + 3] - at[k0]), (uint8_t)(g + 3 - at[k0]) } };
    return 1;
}

/* The statement superinstruction starting at instruction k in the given
 * bank, if any: the longest javac shape there. The pass checks that the
 * shadow bytes it needs do not outnumber the bytes it covers. */
static int stmt_op(int bank, const uint8_t *c, const uint32_t *at, uint32_t n, uint32_t k, Stmt *st)
{
    if (bank == 2)
        return double_stmt_op(c, at, n, k, st);
    if (bank != 1)
        return 0;
    uint32_t p = at[k];
    int a = local_of(c, p, OP_aload, OP_aload_0);
    int v;
    if (a >= 0 && (ref_elem_op(c, at, n, k, a, OP_aa_toloc, st) || long_axpy_op(c, at, n, k, a, st) ||
                   crc_op(c, at, n, k, a, st)))
        return 1;
    if (a >= 0 && k + 3 < n && int_const(c, at[k + 1], &v) && c[at[k + 2]] == OP_iaload) {
        int t = local_of(c, at[k + 3], OP_istore, OP_istore_0);
        if (t < 0)
            return 0;
        uint32_t total = at[k + 3] + (c[at[k + 3]] == OP_istore ? 2 : 1) - p;
        *st = (Stmt){ OP_ia_ktoloc, 4, 4,
                      { (uint8_t)a, (uint8_t)v, (uint8_t)t, (uint8_t)((at[k + 2] - p) | total << 4) } };
        return 1;
    }
    if (a >= 0) {
        int plus, plus2, t;
        uint32_t j, j2;
        int i = index_of(c, at, n, k + 1, &plus, &j);
        if (i < 0 || j >= n)
            return 0;
        uint8_t op = c[at[j]];
        uint32_t off = at[j] - p;
        /* while (v[i] < pivot): an int, char or long element against a local */
        int x;
        if (!plus && (op == OP_iaload || op == OP_caload) && j + 2 < n &&
            (x = local_of(c, at[j + 1], OP_iload, OP_iload_0)) >= 0 && is_if_icmp(c[at[j + 2]])) {
            *st = (Stmt){ OP_ia_cmp_local_if, j + 3 - k, 5,
                          { (uint8_t)a, (uint8_t)i, (uint8_t)x, (uint8_t)(at[j + 2] - p), (uint8_t)(op == OP_caload) } };
            return 1;
        }
        if (!plus && op == OP_laload && j + 3 < n && (x = local_of(c, at[j + 1], OP_lload, OP_lload_0)) >= 0 &&
            c[at[j + 2]] == OP_lcmp && c[at[j + 3]] >= OP_ifeq && c[at[j + 3]] <= OP_ifle) {
            *st = (Stmt){ OP_la_cmp_local_if, j + 4 - k, 4,
                          { (uint8_t)a, (uint8_t)i, (uint8_t)x, (uint8_t)(at[j + 3] - p) } };
            return 1;
        }
        /* t = a[i] over char[] (and the swaps over char[] and long[]) */
        if (!plus && (op == OP_caload || op == OP_laload) && j + 1 < n) {
            const Elem *e = op == OP_caload ? &elem_char : &elem_long;
            if ((t = local_of(c, at[j + 1], e->store, e->store_0)) < 0)
                return 0;
            if (swap_op(c, at, n, k, j + 2, a, i, t, e, st))
                return 1;
            if (op == OP_laload)
                return 0;
            uint32_t total = at[j + 1] + (c[at[j + 1]] == OP_istore ? 2 : 1) - p;
            *st = (Stmt){ OP_ca_toloc, j + 2 - k, 4, { (uint8_t)a, (uint8_t)i, (uint8_t)t, (uint8_t)total } };
            return 1;
        }
        if (op == OP_iaload) {
            /* if (a[i] > b[j]), either index + 1 */
            int b2;
            if (j + 1 < n && (b2 = local_of(c, at[j + 1], OP_aload, OP_aload_0)) >= 0) {
                int jj2 = index_of(c, at, n, j + 2, &plus2, &j2);
                if (jj2 >= 0 && j2 + 1 < n && c[at[j2]] == OP_iaload && is_if_icmp(c[at[j2 + 1]])) {
                    *st = (Stmt){ OP_ia_cmp_if, j2 + 2 - k, 6,
                                  { (uint8_t)a, (uint8_t)i, (uint8_t)b2, (uint8_t)jj2, (uint8_t)(at[j2 + 1] - p),
                                    (uint8_t)(plus | plus2 << 1) } };
                    return 1;
                }
            }
            /* sum + (long) a[i] */
            if (j + 2 < n && c[at[j + 1]] == OP_i2l && c[at[j + 2]] == OP_ladd) {
                *st = (Stmt){ OP_ia_elem_ladd, j + 3 - k, 4,
                              { (uint8_t)a, (uint8_t)i, (uint8_t)(off | (uint32_t)plus << 4), (uint8_t)(at[j + 2] + 1 - p) } };
                return 1;
            }
            if (!plus && j + 1 < n && (t = local_of(c, at[j + 1], OP_istore, OP_istore_0)) >= 0) {
                if (swap_op(c, at, n, k, j + 2, a, i, t, &elem_int, st))
                    return 1;
                uint32_t total = at[j + 1] + (c[at[j + 1]] == OP_istore ? 2 : 1) - p;
                *st = (Stmt){ OP_ia_toloc, j + 2 - k, 4, { (uint8_t)a, (uint8_t)i, (uint8_t)t, (uint8_t)(off | total << 4) } };
                return 1;
            }
            *st = (Stmt){ OP_ia_elem, j + 1 - k, 3, { (uint8_t)a, (uint8_t)i, (uint8_t)(off | (uint32_t)plus << 4) } };
            return 1;
        }
        if (j + 1 < n && c[at[j + 1]] == OP_iastore) {
            off = at[j + 1] - p;
            if ((t = local_of(c, at[j], OP_iload, OP_iload_0)) >= 0) {
                *st = (Stmt){ OP_ia_fromloc, j + 2 - k, 4, { (uint8_t)a, (uint8_t)i, (uint8_t)t, (uint8_t)(off | (uint32_t)plus << 4) } };
                return 1;
            }
            if (!plus && int_const(c, at[j], &v)) {
                *st = (Stmt){ OP_ia_setconst, j + 2 - k, 4, { (uint8_t)a, (uint8_t)i, (uint8_t)v, (uint8_t)off } };
                return 1;
            }
            return 0;
        }
        if (sum_op(c, at, n, k, a, i, plus, j, st) || elem_copy_op(c, at, n, k, a, i, plus, j, st))
            return 1;
        /* p, i + 1 pushed for a store further on (p[i + 1] = p[i] + d[i]) */
        if (plus) {
            *st = (Stmt){ OP_ia_ref_next, j - k, 3, { (uint8_t)a, (uint8_t)i, (uint8_t)(at[j] - p) } };
            return 1;
        }
        int b = local_of(c, at[j], OP_aload, OP_aload_0);
        if (b < 0)
            return 0;
        int jj = index_of(c, at, n, j + 1, &plus2, &j2);
        if (jj < 0 || j2 + 1 >= n || c[at[j2]] != OP_iaload || c[at[j2 + 1]] != OP_iastore)
            return 0;
        *st = (Stmt){ OP_ia_copy, j2 + 2 - k, 6,
                      { (uint8_t)a, (uint8_t)i, (uint8_t)b, (uint8_t)jj, (uint8_t)(at[j2] - p), (uint8_t)plus2 } };
        return 1;
    }
    int x = local_of(c, p, OP_iload, OP_iload_0);
    if (x < 0 || k + 1 >= n)
        return 0;
    if (loop_op(1, c, at, n, k, x, st) || mask_add_op(c, at, n, k, x, st) || reverse_op(c, at, n, k, x, st))
        return 1;
    uint8_t next = c[at[k + 1]];
    if (next >= OP_ifeq && next <= OP_ifle) {
        *st = (Stmt){ OP_i_ifz, 2, 2, { (uint8_t)x, (uint8_t)(at[k + 1] - p) } };
        return 1;
    }
    int y = local_of(c, at[k + 1], OP_iload, OP_iload_0);
    if (y < 0 || k + 2 >= n)
        return 0;
    /* The loop test with a computed bound: i < off + len, i < n - k. */
    int z;
    if (k + 4 < n && (z = local_of(c, at[k + 2], OP_iload, OP_iload_0)) >= 0 &&
        (c[at[k + 3]] == OP_iadd || c[at[k + 3]] == OP_isub) && is_if_icmp(c[at[k + 4]])) {
        *st = (Stmt){ OP_ii_bound_if, 5, 4,
                      { (uint8_t)x, (uint8_t)y, (uint8_t)z,
                        (uint8_t)((at[k + 4] - p) | (uint32_t)(c[at[k + 3]] == OP_isub) << 7) } };
        return 1;
    }
    /* j < n - 1 - i: a constant, then a local, added or subtracted. */
    if (k + 6 < n && int_const(c, at[k + 2], &v) && (c[at[k + 3]] == OP_iadd || c[at[k + 3]] == OP_isub) &&
        (z = local_of(c, at[k + 4], OP_iload, OP_iload_0)) >= 0 &&
        (c[at[k + 5]] == OP_iadd || c[at[k + 5]] == OP_isub) && is_if_icmp(c[at[k + 6]])) {
        *st = (Stmt){ OP_ii_bound2_if, 7, 5,
                      { (uint8_t)x, (uint8_t)y, (uint8_t)z, (uint8_t)v,
                        (uint8_t)((at[k + 6] - p) | (uint32_t)(c[at[k + 3]] == OP_isub) << 6 |
                                  (uint32_t)(c[at[k + 5]] == OP_isub) << 7) } };
        return 1;
    }
    uint8_t op = c[at[k + 2]];
    /* The other forms of the loop test have codes of their own, which the
     * back edges peek for. */
    if (is_if_icmp(op) && is_load1_n(c[p]) && is_load1_n(c[at[k + 1]])) {
        *st = (Stmt){ OP_ii_if, 3, 3, { (uint8_t)x, (uint8_t)y, (uint8_t)(at[k + 2] - p) } };
        return 1;
    }
    if (op == OP_iadd && k + 3 < n && (z = local_of(c, at[k + 3], OP_istore, OP_istore_0)) >= 0) {
        uint32_t total = at[k + 3] + (c[at[k + 3]] == OP_istore ? 2 : 1) - p;
        *st = (Stmt){ OP_ii_add_to, 4, 4, { (uint8_t)x, (uint8_t)y, (uint8_t)z, (uint8_t)total } };
        return 1;
    }
    return 0;
}

/* The loops of a method, as the ranges of its backward branches: a
 * dispatch saved inside n of them counts 8^n (n at most 3) when the banks
 * are compared. Methods with more loops than fit count the first ones. */
enum { MAX_LOOPS = 64 };
typedef struct {
    uint32_t n;
    uint32_t from[MAX_LOOPS], to[MAX_LOOPS];
} Loops;

static int32_t be16(const uint8_t *p)
{
    return (int16_t)(p[0] << 8 | p[1]);
}

/* The whole instructions of a method's code from its start, up to the
 * first malformed one (nothing is fused past it), and its loops. */
typedef struct {
    uint32_t n;
    uint32_t *start;              /* bci of each instruction */
    /* Whether a sequence that only bank 1 or 2 fuses occurs: without one,
     * that bank cannot save more than bank 0, and is not tried. */
    uint8_t maybe[FUSE_BANKS];
    /* The opcodes that occur: a bank that gives one of them another
     * meaning cannot be the method's. */
    uint8_t present[256 / 8];
} Insns;

/* The class-file opcodes a bank gives another meaning: codes up to 0xc9
 * of interp/opcodes_int.def and interp/opcodes_double.def. */
static const uint8_t bank_takes[FUSE_BANKS][256] = {
#define OP_INT(name, code, length) [1][code] = (code) <= 0xc9,
#include "interp/opcodes_int.def"
#undef OP_INT
#define OP_DBL(name, code, length) [2][code] = (code) <= 0xc9,
#include "interp/opcodes_double.def"
#undef OP_DBL
};

static int bank_allowed(const Insns *insns, int bank)
{
    for (unsigned op = 0; op < 256; op++)
        if (bank_takes[bank][op] && (insns->present[op / 8] >> (op % 8) & 1))
            return 0;
    return 1;
}

/* Sequences only bank 1 (the integer bank) or bank 2 (the double bank)
 * fuses, ending in b: keep in step with pair_op and triple_op. */
static void note_bank_sequences(Insns *insns, uint8_t a2, uint8_t a, uint8_t b)
{
    if ((a == OP_sipush && b == OP_iand) || (a == OP_bipush && b == OP_iushr) ||
        (a == OP_iadd && (b == OP_istore || (b >= OP_istore_0 && b <= OP_istore_3))) ||
        (a == OP_i2l && b == OP_ladd) || (a == OP_iload && b == OP_iastore) ||
        (a == OP_iinc && b == OP_goto &&
         (a2 == OP_istore || a2 == OP_iastore || a2 == OP_lastore || a2 == OP_iinc)))
        insns->maybe[1] = 1;
    /* The statements: an int array load or store, the loop test of two
     * short loads, an int sum stored. */
    if (b == OP_iaload || b == OP_iastore || b == OP_caload || b == OP_laload ||
        (is_if_icmp(b) && is_load1_n(a) && is_load1_n(a2)) ||
        (a == OP_iadd && (b == OP_istore || (b >= OP_istore_0 && b <= OP_istore_3))) ||
        ((a == OP_iload || (a >= OP_iload_0 && a <= OP_iload_3)) && b >= OP_ifeq && b <= OP_ifle) ||
        ((a == OP_iadd || a == OP_isub) && is_if_icmp(b)))
        insns->maybe[1] = 1;
    /* o = a[i], in either */
    if (a == OP_aaload && (b == OP_astore || (b >= OP_astore_0 && b <= OP_astore_3)))
        insns->maybe[1] = insns->maybe[2] = 1;
    if (((a == OP_dsub || a == OP_dadd) && (b == OP_dstore || b == OP_putfield)) ||
        (a == OP_dmul && (b == OP_dstore || (b >= OP_dstore_0 && b <= OP_dstore_3))) ||
        (a2 == OP_dmul && a == OP_dadd && b == OP_dastore) ||
        (a2 == OP_ldc2_w && (((a == OP_dcmpl || a == OP_dcmpg) && b >= OP_ifeq && b <= OP_ifle) ||
                             (a == OP_dload && b == OP_dmul))))
        insns->maybe[2] = 1;
}

static int scan_code(const Method *m, Insns *insns, uint32_t *buf, uint32_t buf_len, Loops *loops)
{
    const uint8_t *c = m->cf_code->code;
    uint32_t len = m->code_length;
    insns->n = 0;
    insns->start = buf;
    memset(insns->maybe, 0, sizeof insns->maybe);
    memset(insns->present, 0, sizeof insns->present);
    loops->n = 0;
    uint8_t a2 = OP_nop, a = OP_nop;
    for (uint32_t p = 0; p < len;) {
        uint32_t n = interp_insn_length(c, len, p);
        if (!n || n > len - p)
            break;
        if (insns->n == buf_len) {
            /* At most one instruction per byte of code. */
            uint32_t *big = malloc(len * sizeof *big);
            if (!big)
                return -1;
            memcpy(big, buf, buf_len * sizeof *big);
            insns->start = buf = big;
            buf_len = len;
        }
        insns->start[insns->n++] = p;
        insns->present[c[p] / 8] |= (uint8_t)(1u << (c[p] % 8));
        note_bank_sequences(insns, a2, a, c[p]);
        a2 = a;
        a = c[p];
        int32_t off = 0;
        if ((c[p] >= OP_ifeq && c[p] <= OP_goto) || c[p] == OP_ifnull || c[p] == OP_ifnonnull)
            off = be16(&c[p + 1]);
        else if (c[p] == OP_goto_w)
            off = (int32_t)((uint32_t)c[p + 1] << 24 | (uint32_t)c[p + 2] << 16 | (uint32_t)c[p + 3] << 8 | c[p + 4]);
        if (off < 0 && (uint32_t)-off <= p && loops->n < MAX_LOOPS) {
            loops->from[loops->n] = p - (uint32_t)-off;
            loops->to[loops->n++] = p;
        }
        p += n;
    }
    return 0;
}

static uint32_t loop_weight(const Loops *loops, uint32_t p)
{
    uint32_t depth = 0;
    for (uint32_t i = 0; i < loops->n && depth < 3; i++)
        depth += loops->from[i] <= p && p <= loops->to[i];
    return 1u << (3 * depth);
}

/* One pass over m's instructions with the given bank: the dispatches its
 * superinstructions save, weighted by loop depth; with `write`, the
 * rewrite itself. *shadow says whether a statement
 * superinstruction was found (its shadow bytes are written only when m's
 * code has room for them). */
static uint32_t fuse_pass(Method *m, const Insns *insns, int bank, int write, const Loops *loops, int *shadow)
{
    const uint8_t *c = m->cf_code->code;
    const uint32_t *at = insns->start;
    uint32_t saved = 0;
    *shadow = 0;
    /* Instructions k, k + 1, k + 2: the one to rewrite and the next two. */
    for (uint32_t k = 0; k + 1 < insns->n;) {
        uint32_t p = at[k], q = at[k + 1];
        Stmt st;
        unsigned s = 0;
        uint32_t covered = 0;
        /* Statements only inside loops: elsewhere they would save little
         * and cost their method the shadow bytes. */
        if (loops->n && loop_weight(loops, p) > 1 && stmt_op(bank, c, at, insns->n, k, &st)) {
            uint32_t last = at[k + st.covered - 1];
            uint32_t bytes = last + interp_insn_length(c, m->code_length, last) - p;
            if (st.nsh <= bytes) {
                *shadow = 1;
                if (!write || m->shadow) {
                    s = st.op;
                    covered = st.covered;
                    if (write)
                        memcpy(&m->code[m->code_length + p], st.sh, st.nsh);
                }
            }
        }
        if (!s && k + 2 < insns->n && (s = triple_op(bank, c[p], c[q], c[at[k + 2]])) != 0)
            covered = 3;
        if (!s && (s = pair_op(bank, c[p], c[q])) != 0)
            covered = 2;
        /* Only an instruction still in its class-file form: not quickened,
         * not under a breakpoint. Threads may be running the method (a
         * redefinition's new code is not): either byte is correct. The
         * instructions a superinstruction covers stay as they are (its
         * handler may read their opcodes); its shadow bytes are written
         * first. */
        if (s && (!write || __atomic_compare_exchange_n(&m->code[p], &(uint8_t){ c[p] }, (uint8_t)s, 0,
                                                         __ATOMIC_RELEASE, __ATOMIC_RELAXED))) {
            saved += (covered - 1) * loop_weight(loops, p);
            k += covered;
        } else {
            k++;
        }
    }
    return saved;
}

/* Gives m's code room for its shadow bytes: twice code_length. Only
 * before any thread runs the code. */
static int make_shadow(Method *m)
{
    uint8_t *code = realloc(m->code, 2 * (size_t)m->code_length);
    if (!code)
        return -1;
    memset(code + m->code_length, 0, m->code_length);
    m->code = code;
    m->shadow = 1;
    return 0;
}

void interp_fuse(Method *m)
{
    if (!fuse_enabled || !m->code || !m->cf_code)
        return;
    uint32_t buf[256];
    Insns insns;
    Loops loops;
    int shadow;
    if (scan_code(m, &insns, buf, 256, &loops) != 0)
        return;
    /* The bank is chosen once, before any thread runs the method (its
     * frames load their label table from it); code given to the method
     * later (a redefinition) is fused with the same bank, which may give
     * none of its opcodes another meaning. */
    if (!m->bank_chosen || !bank_allowed(&insns, m->bank)) {
        /* The bank that saves most; of equals, the lower. */
        uint32_t best = insns.maybe[1] || insns.maybe[2] ? fuse_pass(m, &insns, 0, 0, &loops, &shadow) : 0;
        m->bank = 0;
        for (uint8_t b = 1; b < FUSE_BANKS; b++) {
            if (!insns.maybe[b] || !bank_allowed(&insns, b))
                continue;
            uint32_t saved = fuse_pass(m, &insns, b, 0, &loops, &shadow);
            if (saved > best) {
                best = saved;
                m->bank = b;
            }
        }
        m->bank_chosen = 1;
    }
    if (!m->shadow && m->bank != 0) {
        fuse_pass(m, &insns, m->bank, 0, &loops, &shadow);
        if (shadow)
            (void)make_shadow(m);
    }
    fuse_pass(m, &insns, m->bank, 1, &loops, &shadow);
    if (insns.start != buf)
        free(insns.start);
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
        /* A class-file code that is not the class file's is a bank's. */
        if ((op >= OP_xload_xload && op <= OP_dmul_dadd) || op == OP_xload_getfield || op == OP_iload_bipush_if ||
            op == OP_aload0_getfield || op == OP_xload_dup_getfield || op == OP_aload0_dup_getfield ||
            (op <= 0xc9 && op != c[p]))
            __atomic_compare_exchange_n(&m->code[p], &op, c[p], 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
        p += n;
    }
}
