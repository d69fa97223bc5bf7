/*
 * The HPROF class-file rewriter (agents/hprof/crw.c) on hand-assembled
 * classes: the exact bytes of what it injects and how it relocates
 * (a return that is a branch target, a StackMapTable frame whose delta
 * outgrows same_frame, Uninitialized(offset), switch padding, the array
 * suffix, a loop back to offset 0), what it leaves alone (the tracker,
 * truncated input) and the generated tracker class. The whole-VM round trip
 * under HotSpot's verifier is tests/hprof/crw/roundtrip.sh.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "agents/hprof/crw.h"

typedef struct {
    unsigned char b[8192];
    size_t n;
} Bytes;

static void u1(Bytes *o, unsigned v) { o->b[o->n++] = (unsigned char)v; }
static void u2(Bytes *o, unsigned v) { u1(o, v >> 8); u1(o, v & 0xff); }
static void u4(Bytes *o, uint32_t v) { u2(o, v >> 16); u2(o, v & 0xffff); }
static void utf8(Bytes *o, const char *s) { u1(o, 1); u2(o, (unsigned)strlen(s)); for (; *s; s++) u1(o, (unsigned char)*s); }

/* Class `name` (CP: 1 name, 2 Class, 3 Object, 4 Class, 5 "m", 6 "()V",
 * 7 "Code", 8 "StackMapTable", 9 "<init>", 10 NAT <init>()V, 11 Methodref
 * Object.<init>) with one method m()V holding `code` and, when smt_len > 0,
 * a StackMapTable of `smt`. */
static size_t make_class(unsigned char *out, const char *name, const unsigned char *code, size_t len,
                         const unsigned char *smt, size_t smt_len, unsigned max_stack)
{
    Bytes o = { .n = 0 };
    u4(&o, 0xCAFEBABE); u2(&o, 0); u2(&o, 52);
    u2(&o, 12);
    utf8(&o, name); u1(&o, 7); u2(&o, 1);
    utf8(&o, "java/lang/Object"); u1(&o, 7); u2(&o, 3);
    utf8(&o, "m"); utf8(&o, "()V"); utf8(&o, "Code"); utf8(&o, "StackMapTable"); utf8(&o, "<init>");
    u1(&o, 12); u2(&o, 9); u2(&o, 6);
    u1(&o, 10); u2(&o, 4); u2(&o, 10);
    u2(&o, 0x21); u2(&o, 2); u2(&o, 4); u2(&o, 0); u2(&o, 0);
    u2(&o, 1);
    u2(&o, 0x09); u2(&o, 5); u2(&o, 6); u2(&o, 1);
    u2(&o, 7);
    u4(&o, (uint32_t)(12 + len + (smt_len ? 6 + smt_len : 0)));
    u2(&o, max_stack); u2(&o, 1); u4(&o, (uint32_t)len);
    memcpy(o.b + o.n, code, len); o.n += len;
    u2(&o, 0);
    u2(&o, smt_len ? 1 : 0);
    if (smt_len) {
        u2(&o, 8); u4(&o, (uint32_t)smt_len);
        memcpy(o.b + o.n, smt, smt_len); o.n += smt_len;
    }
    u2(&o, 0);
    memcpy(out, o.b, o.n);
    return o.n;
}

/* The rewritten method: max_stack, its code and its StackMapTable. */
typedef struct {
    unsigned max_stack;
    const unsigned char *code, *smt;
    uint32_t len, smt_len;
    unsigned cp_count;
} Method;

static unsigned g2(const unsigned char *p) { return (unsigned)(p[0] << 8 | p[1]); }
static uint32_t g4(const unsigned char *p) { return (uint32_t)g2(p) << 16 | g2(p + 2); }

static void find_method(const unsigned char *c, size_t n, Method *m)
{
    size_t i = 8;
    unsigned count = g2(c + i);
    m->cp_count = count;
    i += 2;
    for (unsigned k = 1; k < count; k++) {
        unsigned tag = c[i++];
        if (tag == 1) i += 2 + g2(c + i);
        else if (tag == 7 || tag == 8) i += 2;
        else if (tag == 5 || tag == 6) { i += 8; k++; }
        else i += 4;
    }
    i += 6;
    i += 2 + 2 * g2(c + i);
    assert_int_equal(g2(c + i), 0);   /* no fields */
    i += 2;
    assert_int_equal(g2(c + i), 1);
    i += 2 + 6;
    unsigned na = g2(c + i);
    i += 2;
    memset(m, 0, sizeof *m);
    for (unsigned a = 0; a < na; a++) {
        uint32_t alen = g4(c + i + 2);
        const unsigned char *body = c + i + 6;
        m->max_stack = g2(body);
        m->len = g4(body + 4);
        m->code = body + 8;
        const unsigned char *p = m->code + m->len;
        p += 2 + 8 * g2(p);
        unsigned ca = g2(p);
        p += 2;
        for (unsigned k = 0; k < ca; k++) {
            m->smt = p + 6;
            m->smt_len = g4(p + 2);
            p += 6 + g4(p + 2);
        }
        i += 6 + alen;
    }
    assert_true(i <= n);
}

static CrwOptions calls = { "T2", 1, 1, 0 };
static CrwOptions allocs = { "T2", 1, 0, 1 };

static unsigned char *rewrite(const unsigned char *in, size_t n, const CrwOptions *o, size_t *out_len)
{
    unsigned char *out = NULL;
    int methods = -1;
    assert_int_equal(crw_instrument(in, n, o, &out, out_len, &methods), 1);
    assert_int_equal(methods, 1);
    assert_non_null(out);
    return out;
}

/* A return that is a branch target: the branch goes to its ReturnSite
 * prefix, the frame there moves with it. */
static void test_return_target(void **state)
{
    static const unsigned char code[] = { 0x03, 0x99, 0x00, 0x04, 0x00, 0xb1 };
    static const unsigned char smt[] = { 0x00, 0x01, 5 };   /* same_frame at 5 */
    unsigned char in[1024];
    size_t n = make_class(in, "C", code, sizeof code, smt, sizeof smt, 1), on;
    unsigned char *out = rewrite(in, n, &calls, &on);
    Method m;
    find_method(out, on, &m);
    assert_int_equal(m.len, 16);
    assert_int_equal(m.code[0], 0x04);          /* iconst_1: cnum */
    assert_int_equal(m.code[1], 0x03);          /* iconst_0: mnum */
    assert_int_equal(m.code[2], 0xb8);
    assert_int_equal(m.code[5], 0x03);          /* the original code */
    assert_int_equal(m.code[6], 0x99);
    assert_int_equal((int16_t)g2(m.code + 7), 10 - 6);   /* to the prefix */
    assert_int_equal(m.code[9], 0x00);
    assert_memory_equal(m.code + 10, "\x04\x03\xb8", 3);
    assert_int_not_equal(g2(m.code + 3), g2(m.code + 13));  /* CallSite vs ReturnSite */
    assert_int_equal(m.code[15], 0xb1);
    assert_int_equal(m.max_stack, 3);
    assert_int_equal(m.smt_len, 3);
    assert_int_equal(m.smt[2], 10);
    free(out);
}

/* A same_frame whose delta passes 63 becomes same_frame_extended. */
static void test_frame_extended(void **state)
{
    unsigned char code[64];
    code[0] = 0x03;
    code[1] = 0x99;
    code[2] = 0;
    code[3] = 62 - 1;
    for (int i = 4; i < 62; i++)
        code[i] = 0xb1;   /* 58 returns, unreachable: the rewriter does not care */
    code[62] = 0xb1;
    static const unsigned char smt[] = { 0x00, 0x01, 62 };
    unsigned char in[1024];
    size_t n = make_class(in, "C", code, 63, smt, sizeof smt, 1), on;
    unsigned char *out = rewrite(in, n, &calls, &on);
    Method m;
    find_method(out, on, &m);
    unsigned target = 5 + 4 + 58 * 6;   /* entry prefix, iconst/ifeq, 58 x (prefix + return) */
    assert_int_equal((int16_t)g2(m.code + 7), (int)target - 6);
    assert_int_equal(m.smt_len, 5);
    assert_int_equal(m.smt[2], 251);
    assert_int_equal(g2(m.smt + 3), target);
    free(out);
}

/* new at offset 0, a branch among the constructor's arguments:
 * Uninitialized(0) follows the new past the entry prefix. */
static void test_uninitialized(void **state)
{
    static const unsigned char code[] = {
        0xbb, 0x00, 0x04,       /* 0: new Object */
        0x59,                   /* 3: dup */
        0x03,                   /* 4: iconst_0 */
        0x99, 0x00, 0x03,       /* 5: ifeq 8 */
        0xb7, 0x00, 0x0b,       /* 8: invokespecial Object.<init> */
        0x57,                   /* 11: pop */
        0xb1,                   /* 12: return */
    };
    /* full_frame at 8: locals [], stack [Uninitialized(0), Uninitialized(0)] */
    static const unsigned char smt[] = { 0x00, 0x01, 255, 0, 8, 0, 0, 0, 2, 8, 0, 0, 8, 0, 0 };
    unsigned char in[1024];
    size_t n = make_class(in, "C", code, sizeof code, smt, sizeof smt, 3), on;
    unsigned char *out = rewrite(in, n, &calls, &on);
    Method m;
    find_method(out, on, &m);
    assert_int_equal(m.code[5], 0xbb);
    assert_int_equal(g2(m.smt + 3), 13);         /* the frame moved by 5 */
    assert_int_equal(g2(m.smt + 10), 5);         /* Uninitialized(5) */
    assert_int_equal(g2(m.smt + 13), 5);
    free(out);
}

/* tableswitch: padding recomputed at the new offset, offsets relative to it. */
static void test_switch_padding(void **state)
{
    static const unsigned char code[] = {
        0x03,                           /* 0: iconst_0 */
        0xaa, 0, 0,                     /* 1: tableswitch, 2 bytes of padding */
        0, 0, 0, 19,                    /* default -> 20 */
        0, 0, 0, 0, 0, 0, 0, 0,         /* low 0, high 0 */
        0, 0, 0, 19,                    /* 0 -> 20 */
        0xb1,                           /* 20: return */
    };
    static const unsigned char smt[] = { 0x00, 0x01, 20 };
    unsigned char in[1024];
    size_t n = make_class(in, "C", code, sizeof code, smt, sizeof smt, 1), on;
    unsigned char *out = rewrite(in, n, &calls, &on);
    Method m;
    find_method(out, on, &m);
    assert_int_equal(m.code[6], 0xaa);          /* at 6: one byte of padding */
    assert_int_equal(m.code[7], 0);
    assert_int_equal(g4(m.code + 8), 24 - 6);   /* default: return's prefix at 24 */
    assert_int_equal(g4(m.code + 20), 24 - 6);
    assert_int_equal(m.code[24], 0x04);
    assert_int_equal(m.code[29], 0xb1);
    assert_int_equal(m.smt[2], 24);
    free(out);
}

/* heap mode: newarray gets "dup; invokestatic NewArray", nothing else changes. */
static void test_newarray(void **state)
{
    static const unsigned char code[] = { 0x04, 0xbc, 10, 0x57, 0xb1 };   /* iconst_1; newarray int; pop; return */
    unsigned char in[1024];
    size_t n = make_class(in, "C", code, sizeof code, NULL, 0, 1), on;
    unsigned char *out = rewrite(in, n, &allocs, &on);
    Method m;
    find_method(out, on, &m);
    assert_int_equal(m.len, 9);
    assert_memory_equal(m.code, "\x04\xbc\x0a\x59\xb8", 5);
    assert_int_equal(m.code[7], 0x57);
    assert_int_equal(m.code[8], 0xb1);
    assert_int_equal(m.max_stack, 2);
    free(out);
}

/* A loop back to offset 0 does not run CallSite again. */
static void test_loop_to_zero(void **state)
{
    static const unsigned char code[] = { 0x00, 0xa7, 0xff, 0xff };   /* 0: nop; 1: goto 0 */
    static const unsigned char smt[] = { 0x00, 0x01, 0 };
    unsigned char in[1024];
    size_t n = make_class(in, "C", code, sizeof code, smt, sizeof smt, 0), on;
    unsigned char *out = rewrite(in, n, &calls, &on);
    Method m;
    find_method(out, on, &m);
    assert_int_equal(m.code[6], 0xa7);
    assert_int_equal((int16_t)g2(m.code + 7), -1);   /* to the nop at 5 */
    assert_int_equal(m.smt[2], 5);
    free(out);
}

/* Left alone: the tracker itself, truncated or damaged input, no work. */
static void test_left_alone(void **state)
{
    static const unsigned char code[] = { 0xb1 };
    unsigned char in[1024], *out = (unsigned char *)1;
    size_t n = make_class(in, "T2", code, 1, NULL, 0, 0), on = 7;
    assert_int_equal(crw_instrument(in, n, &calls, &out, &on, NULL), 0);
    assert_null(out);
    assert_int_equal(on, 0);
    n = make_class(in, "C", code, 1, NULL, 0, 0);
    for (size_t k = 0; k < n; k++)
        assert_int_equal(crw_instrument(in, k, &calls, &out, &on, NULL), 0);
    assert_int_equal(crw_instrument(in, n, &allocs, &out, &on, NULL), 0);   /* no array, not Object */
    in[n - 3] ^= 0x40;   /* damage near the end: never a crash */
    if (crw_instrument(in, n, &calls, &out, &on, NULL))
        free(out);
    unsigned char bad[] = { 0x03, 0xff, 0xb1 };   /* an undefined opcode */
    n = make_class(in, "C", bad, sizeof bad, NULL, 0, 1);
    assert_int_equal(crw_instrument(in, n, &calls, &out, &on, NULL), 0);
}

/* The generated tracker: a class named as asked, that the rewriter
 * recognises as the tracker and leaves alone. */
static void test_tracker_class(void **state)
{
    unsigned char *t = NULL, *out = NULL;
    size_t n = 0, on;
    assert_int_equal(crw_tracker_class("T2", &t, &n), 0);
    char name[64];
    assert_int_equal(crw_class_name(t, n, name, sizeof name), 0);
    assert_string_equal(name, "T2");
    assert_int_equal(g2(t + 6), 49);
    assert_int_equal(crw_instrument(t, n, &calls, &out, &on, NULL), 0);
    free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_return_target),
        cmocka_unit_test(test_frame_extended),
        cmocka_unit_test(test_uninitialized),
        cmocka_unit_test(test_switch_padding),
        cmocka_unit_test(test_newarray),
        cmocka_unit_test(test_loop_to_zero),
        cmocka_unit_test(test_left_alone),
        cmocka_unit_test(test_tracker_class),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
