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
#include <string.h>

#include <cmocka.h>

#include "interp/fuse.h"

enum {
#define OP(name, code, length, pops, pushes, format) OP_##name = code,
#include "interp/opcodes.def"
#undef OP
};

/* Fuses a copy of code as a method's and checks the result against want. */
static void check_fused(const uint8_t *code, uint32_t len, const uint8_t *want)
{
    CfCode cf;
    memset(&cf, 0, sizeof cf);
    cf.code = code;
    cf.code_length = len;
    uint8_t copy[64];
    assert_true(len <= sizeof copy);
    memcpy(copy, code, len);
    Method m;
    memset(&m, 0, sizeof m);
    m.cf_code = &cf;
    m.code = copy;
    m.code_length = len;
    interp_fuse(&m);
    assert_memory_equal(copy, want, len);
    interp_unfuse(&m);
    assert_memory_equal(copy, code, len);
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
    /* aload_1 iload 3 iaload; iload 2 laload; aload_2 iload_3 (no pair of two _n forms) */
    const uint8_t code[] = { OP_aload_1, OP_iload, 3, OP_iaload, OP_iload, 2, OP_laload, OP_aload_2, OP_iload_3,
                             OP_pop2, OP_return };
    const uint8_t want[] = { OP_xload1_xload, OP_iload, 3, OP_iaload, OP_iload_x8aload, 2, OP_laload, OP_aload_2,
                             OP_iload_3, OP_pop2, OP_return };
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(loop_test_and_iinc_goto),
        cmocka_unit_test(loads_and_array_access),
        cmocka_unit_test(doubles),
        cmocka_unit_test(field_and_constant_compare),
        cmocka_unit_test(wide_and_truncated),
        cmocka_unit_test(switched_off),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
