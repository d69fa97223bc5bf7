/*
 * The superinstruction pass (interp/fuse.c) on hand-assembled code: which
 * first opcodes it rewrites, that the instructions a superinstruction
 * covers keep their bytes, that nothing is fused across a malformed or
 * truncated instruction, and that interp_unfuse gives back the class
 * file's bytes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "interp/fuse.h"

enum {
#define OP(name, code, length, pops, pushes, format) OP_##name = code,
#include "interp/opcodes.def"
#undef OP
#define OP_INT(name, code, length) OP_##name = code,
#include "interp/opcodes_int.def"
#undef OP_INT
#define OP_DBL(name, code, length) OP_##name = code,
#include "interp/opcodes_double.def"
#undef OP_DBL
};

/* Fuses a copy of code as a method's, checks the result against want, the
 * bank chosen and, when given, the shadow bytes (interp/fuse.c), and
 * unfuses it. */
/* Gives m (as a redefinition would, keeping its bank) a heap copy of
 * code, described by cf, and fuses it. */
static void give_code(Method *m, CfCode *cf, const uint8_t *code, uint32_t len)
{
    memset(cf, 0, sizeof *cf);
    cf->code = code;
    cf->code_length = len;
    m->cf_code = cf;
    m->code = malloc(len);
    assert_non_null(m->code);
    memcpy(m->code, code, len);
    m->code_length = len;
    m->shadow = 0;
    interp_fuse(m);
}

/* A new method with a copy of code, fused. */
static void fuse_copy(Method *m, CfCode *cf, const uint8_t *code, uint32_t len)
{
    memset(m, 0, sizeof *m);
    give_code(m, cf, code, len);
}

static void check_fused_shadow(const uint8_t *code, uint32_t len, const uint8_t *want, int bank, const uint8_t *shadow)
{
    CfCode cf;
    Method m;
    fuse_copy(&m, &cf, code, len);
    assert_memory_equal(m.code, want, len);
    assert_int_equal(m.bank, bank);
    assert_int_equal(m.shadow, shadow != NULL);
    if (shadow)
        assert_memory_equal(m.code + len, shadow, len);
    interp_unfuse(&m);
    assert_memory_equal(m.code, code, len);
    free(m.code);
}

static void check_fused_bank(const uint8_t *code, uint32_t len, const uint8_t *want, int bank)
{
    check_fused_shadow(code, len, want, bank, NULL);
}

/* A statement superinstruction expected at bci `at`, with its shadow
 * bytes (the others stay zero). */
typedef struct {
    uint8_t at, op, n, sh[9];
} Expect;

static void check_statements(const uint8_t *code, uint32_t len, int bank, const Expect *e, size_t n)
{
    uint8_t *want = malloc(len), *shadow = calloc(len, 1);
    assert_non_null(want);
    assert_non_null(shadow);
    memcpy(want, code, len);
    for (size_t k = 0; k < n; k++) {
        want[e[k].at] = e[k].op;
        memcpy(&shadow[e[k].at], e[k].sh, e[k].n);
    }
    check_fused_shadow(code, len, want, bank, shadow);
    free(want);
    free(shadow);
}

/* No superinstruction `op` anywhere in code once fused (a near miss). */
static void check_no_statement(const uint8_t *code, uint32_t len, uint8_t op)
{
    CfCode cf;
    Method m;
    fuse_copy(&m, &cf, code, len);
    if (m.bank == 1)
        for (uint32_t p = 0; p < len; p++)
            if (m.code[p] == op)
                fail_msg("statement %#x at bci %u of a near miss", op, p);
    interp_unfuse(&m);
    free(m.code);
}

#define CHECK_STATEMENTS(code, bank, ...)                                              \
    do {                                                                               \
        const Expect e_[] = { __VA_ARGS__ };                                           \
        check_statements((code), sizeof(code), (bank), e_, sizeof e_ / sizeof e_[0]); \
    } while (0)

static void check_fused(const uint8_t *code, uint32_t len, const uint8_t *want)
{
    check_fused_bank(code, len, want, 0);
}

static void loop_test_and_iinc_goto(void **state)
{
    (void)state;
    /* for (...; i < n; i++) with i in local 4, n in local 5 */
    const uint8_t code[] = { OP_iload, 4, OP_iload, 5, OP_if_icmpge, 0, 9, OP_iinc, 4, 1, OP_goto, 0xff, 0xf6,
                             OP_return };
    const uint8_t want[] = { OP_xload_xload_if, 4, OP_iload, 5, OP_if_icmpge, 0, 9, OP_iinc_goto, 4, 1, OP_goto,
                             0xff, 0xf6, OP_return };
    check_fused(code, sizeof code, want);
}

static void loads_and_array_access(void **state)
{
    (void)state;
    /* aload_1 iload 3 iaload; iload 2 laload; aload_2 iload_3 (no pair of
     * two _n forms). A float constant keeps the method out of bank 1,
     * whose statements take the float codes. */
    const uint8_t code[] = { OP_aload_1, OP_iload, 3, OP_iaload, OP_iload, 2, OP_laload, OP_aload_2, OP_iload_3,
                             OP_pop2, OP_fconst_1, OP_pop, OP_return };
    const uint8_t want[] = { OP_xload1_xload, OP_iload, 3, OP_iaload, OP_iload_x8aload, 2, OP_laload, OP_aload_2,
                             OP_iload_3, OP_pop2, OP_fconst_1, OP_pop, OP_return };
    check_fused(code, sizeof code, want);
}

static void doubles(void **state)
{
    (void)state;
    const uint8_t code[] = { OP_dload, 4, OP_dload, 6, OP_dmul, OP_dmul, OP_dadd, OP_dload, 8, OP_dsub, OP_return };
    const uint8_t want[] = { OP_dload_dload_dmul, 4, OP_dload, 6, OP_dmul, OP_dmul_dadd, OP_dadd, OP_dload_dsub, 8,
                             OP_dsub, OP_return };
    check_fused(code, sizeof code, want);
}

static void field_and_constant_compare(void **state)
{
    (void)state;
    /* aload 4 getfield #2 (quickened later, by its own run); iload 5 bipush 10 if_icmpge */
    const uint8_t code[] = { OP_aload, 4, OP_getfield, 0, 2, OP_pop, OP_iload, 5, OP_bipush, 10, OP_if_icmpge, 0, 4,
                             OP_return };
    const uint8_t want[] = { OP_xload_getfield, 4, OP_getfield, 0, 2, OP_pop, OP_iload_bipush_if, 5, OP_bipush, 10,
                             OP_if_icmpge, 0, 4, OP_return };
    check_fused(code, sizeof code, want);
    /* this.f: aload_0 getfield; aload_1 getfield is no pair */
    const uint8_t self[] = { OP_aload_0, OP_getfield, 0, 2, OP_aload_1, OP_getfield, 0, 3, OP_return };
    const uint8_t self_want[] = { OP_aload0_getfield, OP_getfield, 0, 2, OP_aload_1, OP_getfield, 0, 3, OP_return };
    check_fused(self, sizeof self, self_want);
    /* o.f op= e: aload 4 dup getfield, aload_0 dup getfield; aload_1 dup getfield is none */
    const uint8_t upd[] = { OP_aload, 4, OP_dup, OP_getfield, 0, 2, OP_pop2, OP_aload_0, OP_dup, OP_getfield, 0, 3,
                            OP_pop2, OP_aload_1, OP_dup, OP_getfield, 0, 3, OP_pop2, OP_return };
    const uint8_t upd_want[] = { OP_xload_dup_getfield, 4, OP_dup, OP_getfield, 0, 2, OP_pop2, OP_aload0_dup_getfield,
                                 OP_dup, OP_getfield, 0, 3, OP_pop2, OP_aload_1, OP_dup, OP_getfield, 0, 3, OP_pop2,
                                 OP_return };
    check_fused(upd, sizeof upd, upd_want);
}

static void wide_and_truncated(void **state)
{
    (void)state;
    /* The byte after wide is not an instruction; a pair cut by the end of
     * the code is left alone. */
    const uint8_t code[] = { OP_wide, OP_iload, 0, 1, OP_iload, 2, OP_iload };
    check_fused(code, sizeof code, code);
    const uint8_t bad[] = { OP_tableswitch, 0, 0, 0, 0x7f };
    check_fused(bad, sizeof bad, bad);
}

static void switched_off(void **state)
{
    (void)state;
    const uint8_t code[] = { OP_iconst_1, OP_iadd, OP_ireturn };
    const uint8_t want[] = { OP_iconst1_iadd, OP_iadd, OP_ireturn };
    check_fused(code, sizeof code, want);
    interp_set_fuse(0);
    check_fused(code, sizeof code, code);
    interp_set_fuse(1);
}

static void integer_bank(void **state)
{
    (void)state;
    /* c = t[(c ^ d) & 0xff] ^ (c >>> 8) with c in local 4; s = s + x in
     * local 5; sum += (long) x; a[i] = v; i++ and the back edge */
    const uint8_t code[] = { OP_ixor, OP_sipush, 0, 0xff, OP_iand, OP_iload, 4, OP_bipush, 8, OP_iushr, OP_ixor,
                             OP_istore, 4, OP_iinc, 6, 1, OP_goto, 0xff, 0xf0,
                             OP_iadd, OP_istore, 5, OP_i2l, OP_ladd, OP_pop2,
                             OP_iastore, OP_iinc, 6, 1, OP_goto, 0xff, 0xe2, OP_return };
    const uint8_t want[] = { OP_ixor, OP_sipush_iand, 0, 0xff, OP_iand, OP_iload, 4, OP_bipush_iushr, 8, OP_iushr,
                             OP_ixor, OP_istore_iinc_goto, 4, OP_iinc, 6, 1, OP_goto, 0xff, 0xf0,
                             OP_iadd_istore, OP_istore, 5, OP_i2l_ladd, OP_ladd, OP_pop2,
                             OP_iastore_iinc_goto, OP_iinc, 6, 1, OP_goto, 0xff, 0xe2, OP_return };
    check_fused_bank(code, sizeof code, want, 1);
    /* w[hi] = t; lo++; hi--; back: iload iastore, iinc iinc goto; s = a + b
     * into local 2; p[i + 1] = ...; i++; back: lastore iinc goto. The
     * superinstructions whose codes bank 1 reuses are not made in it:
     * aload getfield, iload if_icmp, aload dup getfield. */
    const uint8_t more[] = { OP_iload, 7, OP_iastore, OP_iinc, 5, 1, OP_iinc, 6, 0xff, OP_goto, 0xff, 0xf5,
                             OP_iadd, OP_istore_2, OP_lastore, OP_iinc, 3, 1, OP_goto, 0xff, 0xf0,
                             OP_aload, 4, OP_getfield, 0, 2, OP_iload, 5, OP_if_icmpge, 0, 4,
                             OP_aload, 4, OP_dup, OP_getfield, 0, 2, OP_return };
    const uint8_t more_want[] = { OP_iload_iastore, 7, OP_iastore, OP_iinc_iinc_goto, 5, 1, OP_iinc, 6, 0xff,
                                  OP_goto, 0xff, 0xf5, OP_iadd_istoren, OP_istore_2, OP_lastore_iinc_goto,
                                  OP_iinc, 3, 1, OP_goto, 0xff, 0xf0,
                                  OP_aload, 4, OP_getfield, 0, 2, OP_iload, 5, OP_if_icmpge, 0, 4,
                                  OP_aload, 4, OP_dup, OP_getfield, 0, 2, OP_return };
    check_fused_bank(more, sizeof more, more_want, 1);
}

static void statements(void **state)
{
    (void)state;
    const uint8_t code[] = {
        OP_aload_1, OP_iload, 3, OP_aload_2, OP_iload, 4, OP_iaload, OP_iastore,  /* 0: a[i] = b[j] */
        OP_aload, 5, OP_iload_3, OP_iaload, OP_istore, 6,                         /* 8: t = a[i] */
        OP_aload_1, OP_iload_3, OP_iconst_1, OP_iadd, OP_iload, 6, OP_iastore,    /* 14: a[i + 1] = t */
        OP_aload_1, OP_iload_2, OP_iconst_1, OP_iastore,                          /* 21: a[i] = 1 */
        OP_aload_1, OP_iload_3, OP_iconst_1, OP_iadd, OP_iaload, OP_pop,          /* 25: a[i + 1] */
        OP_iload_3, OP_iload_2, OP_iadd, OP_istore, 7,                            /* 31: c = a + b */
        OP_iload_3, OP_iload_2, OP_if_icmpge, 0, 3,                               /* 36: the loop test */
        OP_goto, 0xff, 0xd7,                                                      /* 41: back to 0 */
        OP_return,
    };
    const Expect stmt[] = {
        { 0, OP_ia_copy, 6, { 1, 3, 2, 4, 6, 0 } },  /* locals a, i, b, j; the iaload at +6; j + 0 */
        { 8, OP_ia_toloc, 4, { 5, 3, 6, 0x63 } },    /* a, i, t; the iaload at +3, 6 bytes in all */
        { 14, OP_ia_fromloc, 4, { 1, 3, 6, 0x16 } }, /* a, i, t; the iastore at +6; i + 1 */
        { 21, OP_ia_setconst, 4, { 1, 2, 1, 3 } },   /* a, i, the value; the iastore at +3 */
        { 25, OP_ia_elem, 3, { 1, 3, 0x14 } },       /* a, i; the iaload at +4; i + 1 */
        { 31, OP_ii_add_to, 4, { 3, 2, 7, 5 } },     /* a, b, c; 5 bytes */
        { 36, OP_ii_if, 3, { 3, 2, 2 } },            /* a, b; the if_icmp at +2 */
    };
    check_statements(code, sizeof code, 1, stmt, sizeof stmt / sizeof stmt[0]);
    /* i < off + len; t = a[0]; if (t == 0); x = 100 and y = x are left
     * to the pairs: in a loop. */
    const uint8_t more[] = { OP_iload, 4, OP_iload_2, OP_iload_3, OP_iadd, OP_if_icmpge, 0, 23,
                             OP_aload_1, OP_iconst_0, OP_iaload, OP_istore, 5,
                             OP_iload, 5, OP_ifeq, 0, 13,
                             OP_bipush, 100, OP_istore, 6,
                             OP_iload, 6, OP_istore_0,
                             OP_goto, 0xff, 0xe7, OP_return };
    CHECK_STATEMENTS(more, 1,
                     { 0, OP_ii_bound_if, 4, { 4, 2, 3, 5 } },
                     { 8, OP_ia_ktoloc, 4, { 1, 0, 5, 0x52 } },
                     { 13, OP_i_ifz, 2, { 5, 2 } });
    /* if (a[i] > b[i + 1]); p, i + 1 before p[i + 1] = 0L; s + (long) a[i]: in a loop. */
    const uint8_t cmp[] = { OP_aload_1, OP_iload_3, OP_iaload, OP_aload_2, OP_iload_3, OP_iconst_1, OP_iadd, OP_iaload,
                            OP_if_icmple, 0, 22,
                            OP_aload_3, OP_iload, 4, OP_iconst_1, OP_iadd, OP_lconst_0, OP_lastore,
                            OP_lload, 5, OP_aload_1, OP_iload_3, OP_iaload, OP_i2l, OP_ladd, OP_lstore, 5,
                            OP_goto, 0xff, 0xe5, OP_return };
    CHECK_STATEMENTS(cmp, 1,
                     { 0, OP_ia_cmp_if, 6, { 1, 3, 2, 3, 8, 2 } },
                     { 11, OP_ia_ref_next, 3, { 3, 4, 5 } },
                     { 20, OP_ia_elem_ladd, 4, { 1, 3, 2, 5 } });
    /* while (c[i] < x) over char[]; while (w[j] > y) over long[]: in a loop. */
    const uint8_t part[] = { OP_aload_0, OP_iload, 4, OP_caload, OP_iload_3, OP_if_icmpge, 0, 15,
                             OP_aload_2, OP_iload_1, OP_laload, OP_lload, 5, OP_lcmp, OP_ifle, 0, 6,
                             OP_goto, 0xff, 0xef, OP_return };
    CHECK_STATEMENTS(part, 1,
                     { 0, OP_ia_cmp_local_if, 5, { 0, 4, 3, 5, 1 } },
                     { 8, OP_la_cmp_local_if, 4, { 2, 1, 5, 6 } });
    /* t = a[i]; a[i] = a[j]; a[j] = t in a loop: one statement. With t
     * one of the indices, or another array in the middle, the three stay
     * statements of their own. */
    const uint8_t swap[] = { OP_aload_1, OP_iload, 4, OP_iaload, OP_istore, 6,
                             OP_aload_1, OP_iload, 4, OP_aload_1, OP_iload, 5, OP_iaload, OP_iastore,
                             OP_aload_1, OP_iload, 5, OP_iload, 6, OP_iastore,
                             OP_goto, 0xff, 0xec, OP_return };
    CHECK_STATEMENTS(swap, 1, { 0, OP_ia_swap, 5, { 1, 4, 5, 6, 20 } });
    /* t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; the test j < n - 1 - i. */
    const uint8_t swap_next[] = { OP_iload, 4, OP_iload_2, OP_iconst_1, OP_isub, OP_iload_3, OP_isub,
                                  OP_if_icmpge, 0, 30,
                                  OP_aload_1, OP_iload, 4, OP_iaload, OP_istore, 6,
                                  OP_aload_1, OP_iload, 4, OP_aload_1, OP_iload, 4, OP_iconst_1, OP_iadd, OP_iaload,
                                  OP_iastore,
                                  OP_aload_1, OP_iload, 4, OP_iconst_1, OP_iadd, OP_iload, 6, OP_iastore,
                                  OP_goto, 0xff, 0xde, OP_return };
    CHECK_STATEMENTS(swap_next, 1,
                     { 0, OP_ii_bound2_if, 5, { 4, 2, 3, 1, 0xc7 } },  /* j, n, i, 1; both isub; if at +7 */
                     { 10, OP_ia_swap, 6, { 1, 4, 4, 6, 24, 1 } });
    /* p[i + 1] = p[i] + (long) d[i]; a[i] = b[j] - c[j + 1]: in a loop. */
    const uint8_t sum[] = { OP_aload_1, OP_iload_3, OP_iconst_1, OP_iadd, OP_aload_1, OP_iload_3, OP_laload,
                            OP_aload_2, OP_iload_3, OP_iaload, OP_i2l, OP_ladd, OP_lastore,
                            OP_aload, 4, OP_iload, 5, OP_aload_1, OP_iload_2, OP_iaload, OP_aload_3, OP_iload_2,
                            OP_iconst_1, OP_iadd, OP_iaload, OP_isub, OP_iastore,
                            OP_goto, 0xff, 0xe5, OP_return };
    CHECK_STATEMENTS(sum, 1,
                     { 0, OP_a_sum, 8, { 1, 3, 1, 3, 2, 3, 0x01, 13 } },    /* a + 1; long[], int[] widened */
                     { 13, OP_a_sum, 8, { 4, 5, 1, 2, 3, 2, 0x2c, 14 } });  /* int[], -, the c index + 1 */
    /* c[row + j] += k * b[brow + j] over long[]: in a loop. */
    const uint8_t lax[] = { OP_aload_3, OP_iload, 4, OP_iload, 5, OP_iadd, OP_dup2, OP_laload, OP_lload, 6,
                            OP_aload_2, OP_iload, 8, OP_iload, 5, OP_iadd, OP_laload, OP_lmul, OP_ladd, OP_lastore,
                            OP_goto, 0xff, 0xec, OP_return };
    CHECK_STATEMENTS(lax, 1, { 0, OP_la_axpy, 9, { 3, 4, 5, 6, 2, 8, 5, 0x05, 20 } });
    /* Over char[] and long[]: the swap, a[i + 1] = b[j], t = a[i]. */
    const uint8_t typed[] = { OP_aload_1, OP_iload, 4, OP_caload, OP_istore, 6,
                              OP_aload_1, OP_iload, 4, OP_aload_1, OP_iload, 5, OP_caload, OP_castore,
                              OP_aload_1, OP_iload, 5, OP_iload, 6, OP_castore,
                              OP_aload_2, OP_iload, 4, OP_iconst_1, OP_iadd, OP_aload_3, OP_iload, 5, OP_laload,
                              OP_lastore,
                              OP_aload_1, OP_iload, 5, OP_caload, OP_istore, 7,
                              OP_goto, 0xff, 0xdc, OP_return };
    CHECK_STATEMENTS(typed, 1,
                     { 0, OP_ca_swap, 6, { 1, 4, 5, 6, 20, 0 } },
                     { 20, OP_la_copy, 6, { 2, 4, 3, 5, 10, 2 } },   /* the destination + 1 */
                     { 30, OP_ca_toloc, 4, { 1, 5, 7, 6 } });
    /* s += b[i] & 0xff; z = x + (v[i + j] & -16) over int[]: in a loop. */
    const uint8_t madd[] = { OP_iload_3, OP_aload_0, OP_iload, 4, OP_baload, OP_sipush, 0, 0xff, OP_iand, OP_iadd,
                             OP_istore_3,
                             OP_iload, 5, OP_aload_1, OP_iload, 4, OP_iload_2, OP_iadd, OP_iaload, OP_bipush, 0xf0,
                             OP_iand, OP_iadd, OP_istore, 6,
                             OP_goto, 0xff, 0xe7, OP_return };
    CHECK_STATEMENTS(madd, 1,
                     { 0, OP_ia_mask_add, 9, { 3, 0, 4, 0, 0x00, 0xff, 0x00, 3, 11 } },   /* byte[] */
                     { 11, OP_ia_mask_add, 9, { 5, 1, 4, 2, 0x09, 0xf0, 0xff, 6, 14 } }); /* int[], + j */
    /* c = t[(c ^ d[i]) & 0xff] ^ (c >>> 8): in a loop. */
    const uint8_t crc[] = { OP_aload_0, OP_iload, 5, OP_aload_1, OP_iload, 8, OP_baload, OP_ixor, OP_sipush, 0, 0xff,
                            OP_iand, OP_iaload, OP_iload, 5, OP_bipush, 8, OP_iushr, OP_ixor, OP_istore, 5,
                            OP_goto, 0xff, 0xeb, OP_return };
    CHECK_STATEMENTS(crc, 1, { 0, OP_ia_crc, 9, { 0, 5, 1, 8, 0, 0x20, 0xff, 5, 21 } });
    /* Shifting another local than the one the index mixes in: no CRC. */
    uint8_t not_crc[sizeof crc];
    memcpy(not_crc, crc, sizeof crc);
    not_crc[14] = 6;
    check_no_statement(not_crc, sizeof not_crc, OP_ia_crc);
    /* while (lo < hi) { t = a[lo]; a[lo] = a[hi]; a[hi] = t; lo++; hi--; }:
     * the whole loop, its exit 33 bytes on; the increments in either order. */
    uint8_t rev[] = { OP_iload_3, OP_iload, 4, OP_if_icmpge, 0, 30,
                      OP_aload_1, OP_iload_3, OP_iaload, OP_istore, 5,
                      OP_aload_1, OP_iload_3, OP_aload_1, OP_iload, 4, OP_iaload, OP_iastore,
                      OP_aload_1, OP_iload, 4, OP_iload, 5, OP_iastore,
                      OP_iinc, 3, 1, OP_iinc, 4, 0xff,
                      OP_goto, 0xff, 0xe2, OP_return };
    CHECK_STATEMENTS(rev, 1, { 0, OP_ia_reverse, 6, { 1, 3, 4, 5, 33, 0 } });
    const uint8_t incs[6] = { OP_iinc, 4, 0xff, OP_iinc, 3, 1 };
    memcpy(&rev[24], incs, sizeof incs);
    CHECK_STATEMENTS(rev, 1, { 0, OP_ia_reverse, 6, { 1, 3, 4, 5, 33, 0 } });
    /* hi -= 2, or the loop's exit elsewhere: not the reversal. */
    rev[26] = 0xfe;
    check_no_statement(rev, sizeof rev, OP_ia_reverse);
    rev[26] = 0xff;
    rev[5] = 27;
    check_no_statement(rev, sizeof rev, OP_ia_reverse);
    /* for (; i < n; i++) a[i] = b[i] + c[i]: the loop statement over the
     * test (i, n, the sum 5 bytes on, the exit 22), the sum as itself. */
    uint8_t sums[] = { OP_iload_2, OP_iload_3, OP_if_icmpge, 0, 20,
                       OP_aload_0, OP_iload_2, OP_aload_1, OP_iload_2, OP_iaload, OP_aload, 4, OP_iload_2, OP_iaload,
                       OP_iadd, OP_iastore,
                       OP_iinc, 2, 1, OP_goto, 0xff, 0xed, OP_return };
    CHECK_STATEMENTS(sums, 1,
                     { 0, OP_ia_loop, 4, { 2, 3, 5, 22 } },
                     { 5, OP_a_sum, 8, { 0, 2, 1, 2, 4, 2, 32, 11 } },
                     { 16, OP_iinc_goto, 0, { 0 } });
    /* i += 2, an index of another local, the exit elsewhere: no loop. */
    sums[18] = 2;
    check_no_statement(sums, sizeof sums, OP_ia_loop);
    sums[18] = 1;
    sums[12] = OP_iload_1;
    check_no_statement(sums, sizeof sums, OP_ia_loop);
    sums[12] = OP_iload_2;
    sums[4] = 19;
    check_no_statement(sums, sizeof sums, OP_ia_loop);
    uint8_t not_swap[sizeof swap];
    memcpy(not_swap, swap, sizeof swap);
    not_swap[5] = not_swap[18] = 5; /* t is j */
    CHECK_STATEMENTS(not_swap, 1,
                     { 0, OP_ia_toloc, 4, { 1, 4, 5, 0x63 } },
                     { 6, OP_ia_copy, 6, { 1, 4, 1, 5, 6, 0 } },
                     { 14, OP_ia_fromloc, 4, { 1, 5, 5, 0x05 } });
    memcpy(not_swap, swap, sizeof swap);
    not_swap[9] = OP_aload_2;       /* a[i] = b[j] */
    CHECK_STATEMENTS(not_swap, 1,
                     { 0, OP_ia_toloc, 4, { 1, 4, 6, 0x63 } },
                     { 6, OP_ia_copy, 6, { 1, 4, 2, 5, 6, 0 } },
                     { 14, OP_ia_fromloc, 4, { 1, 5, 6, 0x05 } });
    /* Outside a loop, no statement is fused (nor shadow bytes made). */
    uint8_t flat[sizeof code];
    memcpy(flat, code, sizeof code);
    flat[41] = flat[42] = flat[43] = OP_nop;
    CfCode cf;
    Method m;
    fuse_copy(&m, &cf, flat, sizeof flat);
    assert_int_equal(m.shadow, 0);
    for (size_t k = 0; k < sizeof stmt / sizeof stmt[0]; k++)
        assert_int_not_equal(m.code[stmt[k].at], stmt[k].op);
    free(m.code);
    /* A float instruction anywhere in the method: bank 1 cannot be its. */
    uint8_t with_float[sizeof code + 2];
    memcpy(with_float, code, sizeof code - 1);
    with_float[sizeof code - 1] = OP_fload_0;
    with_float[sizeof code] = OP_pop;
    with_float[sizeof code + 1] = OP_return;
    fuse_copy(&m, &cf, with_float, sizeof with_float);
    assert_int_not_equal(m.bank, 1);
    assert_int_equal(m.shadow, 0);
    for (size_t k = 0; k < sizeof stmt / sizeof stmt[0]; k++)
        assert_int_not_equal(m.code[stmt[k].at], stmt[k].op);
    free(m.code);
    /* A redefinition that brings a float instruction into a bank-1 method
     * gets the method another bank. */
    fuse_copy(&m, &cf, code, sizeof code);
    assert_int_equal(m.bank, 1);
    free(m.code);
    give_code(&m, &cf, with_float, sizeof with_float);
    assert_int_not_equal(m.bank, 1);
    free(m.code);
}

static void double_bank(void **state)
{
    (void)state;
    /* x = a - b into local 8, o.f += e into a field, and the double
     * superinstructions bank 2 keeps; iload iaload is not made in it. */
    const uint8_t code[] = { OP_dload, 4, OP_dload, 6, OP_dsub, OP_dstore, 8, OP_aload, 10, OP_dup, OP_getfield, 0, 2,
                             OP_dload, 8, OP_dadd, OP_putfield, 0, 2, OP_dload, 4, OP_dload, 6, OP_dmul, OP_dadd,
                             OP_dstore, 8, OP_aload_1, OP_iload, 3, OP_iaload, OP_pop, OP_return };
    const uint8_t want[] = { OP_dload_dload, 4, OP_dload, 6, OP_dsub_dstore, OP_dstore, 8, OP_xload_dup_getfield, 10,
                             OP_dup, OP_getfield, 0, 2, OP_dload_dadd, 8, OP_dadd, OP_putfield, 0, 2,
                             OP_dload_dload_dmul, 4, OP_dload, 6, OP_dmul, OP_dadd_dstore, OP_dstore, 8,
                             OP_xload1_xload, OP_iload, 3, OP_iaload, OP_pop, OP_return };
    check_fused_bank(code, sizeof code, want, 2);
    /* A double constant compared and branched on, and times a local;
     * ldc2_w lcmp is none. With a float instruction, not bank 2. */
    const uint8_t k[] = { OP_dload, 4, OP_ldc2_w, 0, 7, OP_dcmpg, OP_ifgt, 0, 12, OP_ldc2_w, 0, 7, OP_dload, 6,
                          OP_dmul, OP_dstore, 8, OP_ldc2_w, 0, 9, OP_lcmp, OP_ifle, 0, 3, OP_return };
    const uint8_t k_want[] = { OP_dload, 4, OP_ldc2w_dcmp, 0, 7, OP_dcmpg, OP_ifgt, 0, 12, OP_ldc2w_dload_dmul, 0, 7,
                               OP_dload, 6, OP_dmul, OP_dstore, 8, OP_ldc2_w, 0, 9, OP_lcmp, OP_ifle, 0, 3,
                               OP_return };
    check_fused_bank(k, sizeof k, k_want, 2);
    uint8_t kf[sizeof k + 1];
    memcpy(kf, k, sizeof k - 1);
    kf[sizeof k - 1] = OP_fconst_0;
    kf[sizeof k] = OP_return;
    uint8_t kf_want[sizeof kf];
    memcpy(kf_want, kf, sizeof kf);
    kf_want[12] = OP_dload_dmul;
    check_fused_bank(kf, sizeof kf, kf_want, 0);
    /* Statements over double fields, in a loop: dx = a.x - b.x, a.f +=
     * x * y, s = b.m * x; their shadow bytes. */
    const uint8_t f[] = { OP_aload, 4, OP_getfield, 0, 2, OP_aload, 5, OP_getfield, 0, 2, OP_dsub, OP_dstore, 8,
                          OP_aload, 4, OP_dup, OP_getfield, 0, 3, OP_dload, 8, OP_dload_2, OP_dmul, OP_dadd,
                          OP_putfield, 0, 3,
                          OP_aload, 5, OP_getfield, 0, 4, OP_dload, 8, OP_dmul, OP_dstore_0,
                          OP_goto, 0xff, 0xdc, OP_return };
    CHECK_STATEMENTS(f, 2,
                     { 0, OP_dd_fsub_to, 6, { 4, 5, 8, 2, 7, 13 } },
                     { 13, OP_d_fupdate, 6, { 4, 8, 2, 3, 11, 1 } },
                     { 27, OP_d_fmul_to, 5, { 5, 8, 0, 2, 9 } });
    /* b = bodies[j]; a.x += dt * b.vx; o = arr[i] alone in bank 1. */
    const uint8_t fu[] = { OP_aload_1, OP_iload, 3, OP_aaload, OP_astore, 4,
                           OP_aload, 5, OP_dup, OP_getfield, 0, 2, OP_dload_2, OP_aload, 4, OP_getfield, 0, 3,
                           OP_dmul, OP_dsub, OP_putfield, 0, 2, OP_goto, 0xff, 0xe9, OP_return };
    CHECK_STATEMENTS(fu, 2,
                     { 0, OP_aa_toloc_d, 4, { 1, 3, 4, 6 } },
                     { 6, OP_d_fupdate_f, 7, { 5, 2, 4, 3, 9, 14, 0 } });
    const uint8_t el[] = { OP_aload_1, OP_iload, 3, OP_aaload, OP_astore_2, OP_goto, 0xff, 0xfb, OP_return };
    CHECK_STATEMENTS(el, 1, { 0, OP_aa_toloc, 4, { 1, 3, 2, 5 } });
    /* c[j] += k * b[j], in a loop. */
    const uint8_t ax[] = { OP_aload, 4, OP_iload, 5, OP_dup2, OP_daload, OP_dload, 6, OP_aload_1, OP_iload, 5,
                           OP_daload, OP_dmul, OP_dadd, OP_dastore, OP_goto, 0xff, 0xf1, OP_return };
    CHECK_STATEMENTS(ax, 2,
                     { 0, OP_da_axpy, 6, { 4, 5, 6, 1, 5, 15 } });
    /* The same in a counted loop: for (; j < n; j++) c[j] += k * b[j]. */
    const uint8_t axl[] = { OP_iload, 5, OP_iload_3, OP_if_icmpge, 0, 24,
                            OP_aload, 4, OP_iload, 5, OP_dup2, OP_daload, OP_dload, 6, OP_aload_1, OP_iload, 5,
                            OP_daload, OP_dmul, OP_dadd, OP_dastore,
                            OP_iinc, 5, 1, OP_goto, 0xff, 0xe8, OP_return };
    CHECK_STATEMENTS(axl, 2,
                     { 0, OP_da_loop, 4, { 5, 3, 6, 27 } },
                     { 6, OP_da_axpy, 6, { 4, 5, 6, 1, 5, 15 } },
                     { 21, OP_iinc_goto, 0, { 0 } });
}

static void bank_by_loops(void **state)
{
    (void)state;
    /* Two int pairs outside any loop, one double product inside one: the
     * loop decides (bank 0). */
    const uint8_t code[] = { OP_sipush, 0, 0xff, OP_iand, OP_bipush, 8, OP_iushr, OP_pop,
                             OP_dload, 4, OP_dload, 6, OP_dmul, OP_pop2, OP_goto, 0xff, 0xf8, OP_return };
    const uint8_t want[] = { OP_sipush, 0, 0xff, OP_iand, OP_bipush, 8, OP_iushr, OP_pop,
                             OP_dload_dload_dmul, 4, OP_dload, 6, OP_dmul, OP_pop2, OP_goto, 0xff, 0xf8, OP_return };
    check_fused_bank(code, sizeof code, want, 0);
    /* Without a loop, two int pairs against a pair of double loads: bank
     * 1 saves more. Two dispatches saved by either bank: bank 0. */
    const uint8_t flat[] = { OP_sipush, 0, 0xff, OP_iand, OP_bipush, 8, OP_iushr, OP_pop,
                             OP_dload, 4, OP_dload, 6, OP_pop2, OP_pop2, OP_return };
    const uint8_t flat_want[] = { OP_sipush_iand, 0, 0xff, OP_iand, OP_bipush_iushr, 8, OP_iushr, OP_pop,
                                  OP_dload, 4, OP_dload, 6, OP_pop2, OP_pop2, OP_return };
    check_fused_bank(flat, sizeof flat, flat_want, 1);
    const uint8_t tie[] = { OP_sipush, 0, 0xff, OP_iand, OP_bipush, 8, OP_iushr, OP_pop,
                            OP_dload, 4, OP_dload, 6, OP_dmul, OP_pop2, OP_return };
    const uint8_t tie_want[] = { OP_sipush, 0, 0xff, OP_iand, OP_bipush, 8, OP_iushr, OP_pop,
                                 OP_dload_dload_dmul, 4, OP_dload, 6, OP_dmul, OP_pop2, OP_return };
    check_fused_bank(tie, sizeof tie, tie_want, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(loop_test_and_iinc_goto),
        cmocka_unit_test(loads_and_array_access),
        cmocka_unit_test(doubles),
        cmocka_unit_test(field_and_constant_compare),
        cmocka_unit_test(wide_and_truncated),
        cmocka_unit_test(switched_off),
        cmocka_unit_test(integer_bank),
        cmocka_unit_test(statements),
        cmocka_unit_test(double_bank),
        cmocka_unit_test(bank_by_loops),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
