/*
 * The HPROF writer on its own (vm/hprof_writer.c is compiled into this test
 * without the VM core, as the HPROF agent compiles it): the header, the
 * layout of each top-level record, sub-records gathered into HEAP DUMP
 * SEGMENTs cut near 1 MiB, HEAP DUMP END only after a heap dump, big-endian
 * values of every basic type, 4-byte identifiers.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "vm/hprof_writer.h"

typedef struct Out {
    char *buf;
    size_t len;
    FILE *f;
} Out;

static void open_out(Out *o)
{
    o->buf = NULL;
    o->len = 0;
    o->f = open_memstream(&o->buf, &o->len);
    assert_non_null(o->f);
}

static void close_out(Out *o)
{
    fclose(o->f);
}

static uint32_t u4(const char *p)
{
    const uint8_t *b = (const uint8_t *)p;
    return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

static uint64_t u8(const char *p) { return (uint64_t)u4(p) << 32 | u4(p + 4); }

enum { HEADER = 19 + 4 + 8, RECORD = 9 };

static void header_and_strings(void **state)
{
    Out o;
    open_out(&o);
    HprofWriter *w = hprofw_open(o.f, 8, UINT64_C(0x0000018c12345678));
    assert_non_null(w);
    hprofw_utf8(w, 0x1122334455667788u, "main", 4);
    hprofw_load_class(w, 7, 0xabcu, 1, 0x1122334455667788u);
    assert_int_equal(hprofw_close(w), 0);
    close_out(&o);
    assert_memory_equal(o.buf, "JAVA PROFILE 1.0.2\0", 19);
    assert_int_equal(u4(o.buf + 19), 8);
    assert_true(u8(o.buf + 23) == UINT64_C(0x0000018c12345678));
    const char *r = o.buf + HEADER;
    assert_int_equal((uint8_t)r[0], HPROF_UTF8);
    assert_int_equal(u4(r + 5), 8 + 4);
    assert_true(u8(r + 9) == 0x1122334455667788u);
    assert_memory_equal(r + 17, "main", 4);
    r += RECORD + 12;
    assert_int_equal((uint8_t)r[0], HPROF_LOAD_CLASS);
    assert_int_equal(u4(r + 5), 4 + 8 + 4 + 8);
    assert_int_equal(u4(r + 9), 7);
    assert_true(u8(r + 13) == 0xabcu);
    assert_int_equal(u4(r + 21), 1);
    /* No heap dump: no HEAP DUMP END either. */
    assert_int_equal(o.len, (size_t)(r + RECORD + 24 - o.buf));
    free(o.buf);
}

static void values_big_endian(void **state)
{
    Out o;
    open_out(&o);
    HprofWriter *w = hprofw_open(o.f, 8, 0);
    int32_t i = 0x01020304;
    int64_t j = 0x0102030405060708;
    uint16_t c = 0x0102;
    double d = 1.0;
    hprofw_sub_begin(w, HPROF_GC_PRIM_ARRAY_DUMP);
    hprofw_values(w, HPROF_INT, &i, 1);
    hprofw_values(w, HPROF_LONG, &j, 1);
    hprofw_values(w, HPROF_CHAR, &c, 1);
    hprofw_values(w, HPROF_DOUBLE, &d, 1);
    hprofw_sub_end(w);
    assert_int_equal(hprofw_close(w), 0);
    close_out(&o);
    const char *r = o.buf + HEADER;
    assert_int_equal((uint8_t)r[0], HPROF_HEAP_DUMP_SEGMENT);
    assert_int_equal(u4(r + 5), 1 + 4 + 8 + 2 + 8);
    const uint8_t expected[] = { HPROF_GC_PRIM_ARRAY_DUMP, 1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2,
                                 0x3f, 0xf0, 0, 0, 0, 0, 0, 0 };
    assert_memory_equal(r + RECORD, expected, sizeof expected);
    r += RECORD + sizeof expected;
    assert_int_equal((uint8_t)r[0], HPROF_HEAP_DUMP_END);
    assert_int_equal(u4(r + 5), 0);
    assert_int_equal(o.len, (size_t)(r + RECORD - o.buf));
    free(o.buf);
}

/* Segments end between sub-records once past the limit; a top-level record
 * written meanwhile ends the open segment first. */
static void segments(void **state)
{
    Out o;
    open_out(&o);
    HprofWriter *w = hprofw_open(o.f, 8, 0);
    static uint8_t big[300000];
    for (int n = 0; n < 5; n++) {
        hprofw_sub_begin(w, HPROF_GC_PRIM_ARRAY_DUMP);
        hprofw_values(w, HPROF_BYTE, big, sizeof big);
        hprofw_sub_end(w);
    }
    hprofw_utf8(w, 1, "x", 1);
    hprofw_sub_begin(w, HPROF_GC_ROOT_UNKNOWN);
    hprofw_id(w, 42);
    hprofw_sub_end(w);
    assert_int_equal(hprofw_close(w), 0);
    close_out(&o);
    const char *r = o.buf + HEADER, *end = o.buf + o.len;
    int tags[8], n = 0;
    uint32_t lens[8];
    while (r < end && n < 8) {
        tags[n] = (uint8_t)r[0];
        lens[n] = u4(r + 5);
        r += RECORD + lens[n++];
    }
    assert_true(r == end);
    assert_int_equal(n, 5);
    /* Four arrays pass 1 MiB: one segment; the fifth, then the string, then a root. */
    assert_int_equal(tags[0], HPROF_HEAP_DUMP_SEGMENT);
    assert_int_equal(lens[0], 4 * (1 + sizeof big));
    assert_int_equal(tags[1], HPROF_HEAP_DUMP_SEGMENT);
    assert_int_equal(lens[1], 1 + sizeof big);
    assert_int_equal(tags[2], HPROF_UTF8);
    assert_int_equal(tags[3], HPROF_HEAP_DUMP_SEGMENT);
    assert_int_equal(lens[3], 1 + 8);
    assert_int_equal(tags[4], HPROF_HEAP_DUMP_END);
    free(o.buf);
}

static void four_byte_ids(void **state)
{
    Out o;
    open_out(&o);
    HprofWriter *w = hprofw_open(o.f, 4, 0);
    assert_int_equal(hprofw_type_size(w, HPROF_OBJECT), 4);
    uint64_t frames[2] = { 0x10, 0x20 };
    hprofw_trace(w, 3, 4, 2, frames);
    assert_int_equal(hprofw_close(w), 0);
    close_out(&o);
    assert_int_equal(u4(o.buf + 19), 4);
    const char *r = o.buf + HEADER;
    assert_int_equal((uint8_t)r[0], HPROF_TRACE);
    assert_int_equal(u4(r + 5), 12 + 2 * 4);
    assert_int_equal(u4(r + 9), 3);
    assert_int_equal(u4(r + 13), 4);
    assert_int_equal(u4(r + 17), 2);
    assert_int_equal(u4(r + 21), 0x10);
    assert_int_equal(u4(r + 25), 0x20);
    free(o.buf);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(header_and_strings),
        cmocka_unit_test(values_big_endian),
        cmocka_unit_test(segments),
        cmocka_unit_test(four_byte_ids),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
