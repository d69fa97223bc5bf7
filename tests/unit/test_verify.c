/*
 * Tests of the structural bytecode verifier (interp/verify.c).
 *
 * - A table of hand-assembled methods, one or more per rule, each expected
 *   to pass or to fail with a given message; every case is one method of a
 *   small class "Bad" that this file assembles itself.
 * - Random mutations of the valid cases must never crash the verifier.
 * - Every method of the JDK's java.base module must pass (javac's and the
 *   JDK's own code is what real programs look like).
 *
 * `test_verify --write DIR` writes each runnable case as DIR/<case>/Bad.class
 * and lists them in DIR/cases.txt, for tests/robustness/bad-bytecode.sh.
 *
 * Paths come from the build: CF_JIMAGE, CF_JDK_MODULES, CF_WORK_DIR.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "interp/verify.h"
#include "interp/verify_types.h"
#include "vm/classfile.h"

/* ------------------------------------------------------------------------
 * The class "Bad"
 *
 * Its constant pool is fixed, so cases name entries by number:
 *   2 Class Bad      4 Class java/lang/Object   8 Integer 7    9 Long 1
 *  14 Fieldref Bad.x:I (static)   17 Methodref Bad.main:()V
 *  22 InterfaceMethodref java/lang/Runnable.run:()V   24 Class [[I
 *  25 String "Bad"  29 Fieldref Bad.y:J (static)  33 Methodref Bad.f:(IJ)J
 *  36 Methodref java/lang/Object.<init>:()V   37 Double 2.0   39 Float 1.0
 * and, from version 51: 40 MethodType ()V, 41 MethodHandle invokestatic
 * Bad.f, 43 InvokeDynamic #0 run:()V; from version 55: 45 Dynamic #0 x:I,
 * 46 Dynamic #0 y:J. Method descriptors for the case: 6 ([Ljava/lang/String;)V,
 * 15 ()V, 31 (IJ)J, 47 ()I.
 * ------------------------------------------------------------------------ */

enum { D_MAIN = 6, D_VOID = 15, D_F = 31, D_INT = 47 };

typedef struct Buf {
    uint8_t *d;
    size_t n;
} Buf;

static void put1(Buf *b, unsigned v) { b->d[b->n++] = (uint8_t)v; }
static void put2(Buf *b, unsigned v) { put1(b, v >> 8); put1(b, v & 0xff); }
static void put4(Buf *b, uint32_t v) { put2(b, v >> 16); put2(b, v & 0xffff); }
static void utf8(Buf *b, const char *s)
{
    put1(b, 1);
    put2(b, (unsigned)strlen(s));
    while (*s)
        put1(b, (uint8_t)*s++);
}
static void ref(Buf *b, unsigned tag, unsigned x, unsigned y) { put1(b, tag); put2(b, x); put2(b, y); }

static void constant_pool(Buf *b, unsigned major)
{
    put2(b, 48);
    utf8(b, "Bad");                                  /* 1 */
    put1(b, 7); put2(b, 1);                          /* 2 */
    utf8(b, "java/lang/Object");                     /* 3 */
    put1(b, 7); put2(b, 3);                          /* 4 */
    utf8(b, "main");                                 /* 5 */
    utf8(b, "([Ljava/lang/String;)V");               /* 6 */
    utf8(b, "Code");                                 /* 7 */
    put1(b, 3); put4(b, 7);                          /* 8 */
    put1(b, 5); put4(b, 0); put4(b, 1);              /* 9, 10 */
    utf8(b, "x");                                    /* 11 */
    utf8(b, "I");                                    /* 12 */
    ref(b, 12, 11, 12);                              /* 13 */
    ref(b, 9, 2, 13);                                /* 14 */
    utf8(b, "()V");                                  /* 15 */
    ref(b, 12, 5, 15);                               /* 16 */
    ref(b, 10, 2, 16);                               /* 17 */
    utf8(b, "java/lang/Runnable");                   /* 18 */
    put1(b, 7); put2(b, 18);                         /* 19 */
    utf8(b, "run");                                  /* 20 */
    ref(b, 12, 20, 15);                              /* 21 */
    ref(b, 11, 19, 21);                              /* 22 */
    utf8(b, "[[I");                                  /* 23 */
    put1(b, 7); put2(b, 23);                         /* 24 */
    put1(b, 8); put2(b, 1);                          /* 25 */
    utf8(b, "y");                                    /* 26 */
    utf8(b, "J");                                    /* 27 */
    ref(b, 12, 26, 27);                              /* 28 */
    ref(b, 9, 2, 28);                                /* 29 */
    utf8(b, "f");                                    /* 30 */
    utf8(b, "(IJ)J");                                /* 31 */
    ref(b, 12, 30, 31);                              /* 32 */
    ref(b, 10, 2, 32);                               /* 33 */
    utf8(b, "<init>");                               /* 34 */
    ref(b, 12, 34, 15);                              /* 35 */
    ref(b, 10, 4, 35);                               /* 36 */
    put1(b, 6); put4(b, 0x40000000); put4(b, 0);     /* 37, 38 */
    put1(b, 4); put4(b, 0x3f800000);                 /* 39 */
    if (major >= 51) {
        put1(b, 16); put2(b, 15);                    /* 40 */
        put1(b, 15); put1(b, 6); put2(b, 33);        /* 41 */
    } else {
        utf8(b, "unused40");
        utf8(b, "unused41");
    }
    utf8(b, "BootstrapMethods");                     /* 42 */
    if (major >= 51)
        ref(b, 18, 0, 21);                           /* 43 */
    else
        utf8(b, "unused43");
    utf8(b, "unused44");                             /* 44 */
    if (major >= 55) {
        ref(b, 17, 0, 13);                           /* 45 */
        ref(b, 17, 0, 28);                           /* 46 */
    } else {
        utf8(b, "unused45");
        utf8(b, "unused46");
    }
    utf8(b, "()I");                                  /* 47 */
}

typedef struct Exc {
    uint16_t start, end, handler, type;
} Exc;

typedef struct Case {
    const char *name;
    unsigned major;
    uint16_t max_stack, max_locals;
    uint16_t desc;                   /* constant pool index of the descriptor */
    const char *code;
    size_t code_len;
    Exc exc[2];
    int nexc;
    VfyStatus want;
    const char *msg;                 /* expected in the message */
    int unit_only;                   /* not for the run on both VMs (see below) */
} Case;

static void method(Buf *b, uint16_t flags, uint16_t name, uint16_t desc, uint16_t ms, uint16_t ml,
                   const uint8_t *code, size_t len, const Exc *exc, int nexc)
{
    put2(b, flags); put2(b, name); put2(b, desc); put2(b, 1);
    put2(b, 7);
    put4(b, (uint32_t)(12 + len + 8 * (size_t)nexc));
    put2(b, ms); put2(b, ml); put4(b, (uint32_t)len);
    memcpy(b->d + b->n, code, len);
    b->n += len;
    put2(b, (unsigned)nexc);
    for (int i = 0; i < nexc; i++) {
        put2(b, exc[i].start); put2(b, exc[i].end); put2(b, exc[i].handler); put2(b, exc[i].type);
    }
    put2(b, 0);
}

/* The class file of a case: public class Bad { static int x; static long y;
 * static <case> main; static long f(int, long) { return arg1; } }. */
static uint8_t *assemble(const Case *c, size_t *len)
{
    Buf b = { malloc(4096 + c->code_len), 0 };
    put4(&b, 0xcafebabe);
    put2(&b, 0);
    put2(&b, c->major);
    constant_pool(&b, c->major);
    put2(&b, 0x21); put2(&b, 2); put2(&b, 4); put2(&b, 0);
    put2(&b, 2);
    put2(&b, 0x08); put2(&b, 11); put2(&b, 12); put2(&b, 0);
    put2(&b, 0x08); put2(&b, 26); put2(&b, 27); put2(&b, 0);
    put2(&b, 2);
    uint16_t ml = c->max_locals;
    method(&b, 0x09, 5, c->desc, c->max_stack, ml, (const uint8_t *)c->code, c->code_len, c->exc, c->nexc);
    method(&b, 0x08, 30, 31, 2, 3, (const uint8_t *)"\x1f\xad", 2, NULL, 0);
    if (c->major >= 51) {
        put2(&b, 1);
        put2(&b, 42); put4(&b, 6); put2(&b, 1); put2(&b, 41); put2(&b, 0);
    } else {
        put2(&b, 0);
    }
    *len = b.n;
    return b.d;
}

#define CODE(s) s, sizeof(s) - 1
#define OK(name, major, ms, ml, code) { name, major, ms, ml, D_MAIN, CODE(code), .want = VFY_OK }
#define BAD(name, major, ms, ml, code, m) { name, major, ms, ml, D_MAIN, CODE(code), .want = VFY_VERIFY_ERROR, .msg = m }

/* unit_only marks cases the reference JVM judges differently for reasons
 * outside this verifier's scope (it type-checks, needs stack maps from 51
 * on, or accepts what this verifier rejects conservatively). */
static const Case cases[] = {
    /* Valid code. */
    OK("ok_ldc", 50, 1, 1, "\x12\x19\x57\xb1"),
    OK("ok_ldc_forms", 49, 2, 1, "\x12\x08\x57\x13\x00\x27\x57\x14\x00\x09\x58\x14\x00\x25\x58\x12\x04\x57\xb1"),
    OK("ok_fields", 50, 2, 1, "\xb2\x00\x1d\xb3\x00\x1d\xb2\x00\x0e\xb3\x00\x0e\xb1"),
    OK("ok_invoke", 50, 3, 1, "\x04\x09\xb8\x00\x21\x58\xb1"),
    OK("ok_tableswitch", 49, 1, 1,
       "\x03\xaa\x00\x00\x00\x00\x00\x17\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x17\x00\x00\x00\x17\xb1"),
    OK("ok_lookupswitch", 49, 1, 1,
       "\x03\xab\x00\x00\x00\x00\x00\x1b\x00\x00\x00\x02\x00\x00\x00\x01\x00\x00\x00\x1b\x00\x00\x00\x05\x00\x00\x00\x1b\xb1"),
    OK("ok_loop", 49, 2, 2, "\x03\x3c\x84\x01\x01\x1b\x10\x0a\xa1\xff\xfa\xb1"),
    { "ok_handler", 49, 1, 1, D_MAIN, CODE("\x01\xbf\x57\xb1"), { { 0, 2, 2, 0 } }, 1, VFY_OK, NULL, 0 },
    OK("ok_wide", 49, 1, 2, "\x03\xc4\x36\x00\x01\xc4\x84\x00\x01\x01\x2c\xc4\x15\x00\x01\x57\xb1"),
    OK("ok_long_locals", 49, 2, 3, "\x09\x40\x1f\x58\xb1"),
    OK("ok_jsr", 49, 1, 2, "\xa8\x00\x04\xb1\x4c\xa9\x01"),
    OK("ok_jsr_nested", 49, 1, 3, "\xa8\x00\x04\xb1\x4c\xa8\x00\x05\xa9\x01\x4d\xa9\x02"),
    OK("ok_jsr_w_dup", 49, 2, 2, "\xc9\x00\x00\x00\x06\xb1\x59\x4c\x57\xa9\x01"),
    OK("ok_invokeinterface", 50, 1, 1, "\x01\xb9\x00\x16\x01\x00\xb1"),
    OK("ok_multianewarray", 50, 2, 1, "\x04\x05\xc5\x00\x18\x02\x57\xb1"),
    { "ok_ldc_handles", 51, 1, 1, D_MAIN, CODE("\x12\x28\x57\x12\x29\x57\xb1"), .want = VFY_OK, .unit_only = 1 },
    { "ok_ireturn", 50, 1, 0, D_INT, CODE("\x03\xac"), .want = VFY_OK },
    { "ok_lreturn", 50, 2, 3, D_F, CODE("\x1f\xad"), .want = VFY_OK },
    { "ok_invokedynamic", 51, 1, 1, D_MAIN, CODE("\xba\x00\x2b\x00\x00\xb1"), .want = VFY_OK, .unit_only = 1 },
    { "ok_ldc_dynamic", 55, 2, 1, D_MAIN, CODE("\x12\x2d\x57\x14\x00\x2e\x58\xb1"), .want = VFY_OK, .unit_only = 1 },

    /* (1) Decoding. */
    BAD("op_quick_cb", 50, 1, 1, "\xcb\x00\x0e\xb1", "Bad instruction: cb"),
    BAD("op_quick_e6", 50, 1, 1, "\xe6\x00\x11\xb1", "Bad instruction: e6"),
    BAD("op_breakpoint", 49, 1, 1, "\xca\xb1", "Illegal instruction found at offset 0"),
    BAD("op_impdep1", 50, 1, 1, "\x00\xfe\xb1", "Bad instruction: fe"),
    BAD("op_indy_before_51", 50, 1, 1, "\xba\x00\x11\x00\x00\xb1", "Bad instruction: ba"),
    BAD("truncated_sipush", 49, 1, 1, "\x00\x11\x00", "Code stops in the middle of instruction  starting at offset 1"),
    BAD("truncated_tableswitch", 50, 1, 1, "\x03\xaa\x00\x00\x00\x00\x00\x10\x00", "Bad instruction"),
    BAD("tableswitch_low_high", 49, 1, 1,
        "\x03\xaa\x00\x00\x00\x00\x00\x14\x00\x00\x00\x05\x00\x00\x00\x01\xb1", "Illegal instruction found at offset 1"),
    BAD("tableswitch_huge", 50, 1, 1,
        "\x03\xaa\x00\x00\x00\x00\x00\x14\x80\x00\x00\x00\x7f\xff\xff\xff\xb1", "Bad instruction"),
    BAD("lookupswitch_negative", 50, 1, 1, "\x03\xab\x00\x00\x00\x00\x00\x0c\xff\xff\xff\xff\xb1", "Bad instruction"),
    BAD("lookupswitch_unsorted", 49, 1, 1,
        "\x03\xab\x00\x00\x00\x00\x00\x1b\x00\x00\x00\x02\x00\x00\x00\x05\x00\x00\x00\x1b\x00\x00\x00\x01\x00\x00\x00\x1b\xb1",
        "Unsorted lookup switch"),
    BAD("wide_nop", 50, 1, 1, "\xc4\x00\x00\x00\xb1", "Bad instruction"),
    BAD("wide_at_end", 49, 1, 1, "\xc4", "Illegal instruction found at offset 0"),
    BAD("wide_iinc_truncated", 49, 1, 2, "\xb1\xc4\x84\x00\x01\x00", "Code stops in the middle"),

    /* (2) Control flow. */
    BAD("branch_mid", 49, 2, 1, "\x11\x00\x01\x57\xa7\xff\xfd\xb1", "Illegal target of jump or branch"),
    BAD("branch_past_end", 50, 1, 1, "\xa7\x00\x64", "Illegal target of jump or branch"),
    BAD("branch_negative", 50, 1, 1, "\xa7\xff\xf0", "Illegal target of jump or branch"),
    BAD("branch_to_end", 49, 1, 1, "\x00\xa7\x00\x03", "Illegal target of jump or branch"),
    BAD("goto_w_out", 49, 1, 1, "\xc8\x7f\x00\x00\x00", "Illegal target of jump or branch"),
    BAD("switch_target_mid", 49, 1, 1,
        "\x03\xaa\x00\x00\x00\x00\x00\x17\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x02\x00\x00\x00\x17\xb1",
        "Illegal target of jump or branch"),
    BAD("jsr_out", 49, 1, 2, "\xa8\x01\x00\xb1", "Illegal target of jump or branch"),
    { "handler_mid", 49, 2, 1, D_MAIN, CODE("\x11\x00\x01\x57\xb1"), { { 0, 4, 1, 0 } }, 1,
      VFY_FORMAT_ERROR, "Illegal exception table handler" },
    { "handler_start_mid", 50, 2, 1, D_MAIN, CODE("\x11\x00\x01\x57\xb1"), { { 1, 4, 4, 0 } }, 1,
      VFY_FORMAT_ERROR, "Illegal exception table start_pc 1 in method 'void Bad.main(java.lang.String[])'" },
    { "handler_end_mid", 50, 2, 1, D_MAIN, CODE("\x11\x00\x01\x57\xb1"), { { 0, 2, 4, 0 } }, 1,
      VFY_FORMAT_ERROR, "Illegal exception table end_pc 2" },
    BAD("falloff_nop", 49, 1, 1, "\x00", "Falling off the end of the code"),
    BAD("falloff_if", 50, 1, 1, "\x03\x99\xff\xff", "Control flow falls through code end"),
    BAD("falloff_jsr", 49, 1, 1, "\xa8\x00\x00", "Falling off the end of the code"),
    { "falloff_dead_50", 50, 3, 3, D_F, CODE("\x1f\xad\x04\x09\xb8\x00\x21"), .want = VFY_OK },
    BAD("falloff_dead_52", 52, 1, 1, "\xb1\x00", "Control flow falls through code end"),
    BAD("falloff_goto_52", 52, 1, 1, "\xa7\x00\x03\x00", "Control flow falls through code end"),

    /* (3) Locals. */
    BAD("local_iload", 49, 1, 2, "\x1c\x57\xb1", "Illegal local variable number"),
    BAD("local_lload_pair", 50, 2, 2, "\x1f\x58\xb1", "Local index 1 is invalid"),
    BAD("local_lstore", 50, 2, 4, "\x09\x42\xb1", "Local variable table overflow"),
    BAD("local_iinc", 49, 1, 1, "\x84\x01\x01\xb1", "Illegal local variable number"),
    BAD("local_wide_iinc", 50, 1, 2, "\xc4\x84\x01\x00\x00\x01\xb1", "Local index 256 is invalid"),
    BAD("local_wide_dload", 50, 2, 300, "\xc4\x18\x01\x2b\x58\xb1", "Local index 299 is invalid"),
    BAD("local_ret", 49, 1, 1, "\xa8\x00\x04\xb1\x57\xa9\x05", "Illegal local variable number"),

    /* (4) Constant pool operands. */
    BAD("ldc_long", 49, 1, 1, "\x12\x09\x57\xb1", "Illegal type in constant pool"),
    BAD("ldc_class_48", 48, 1, 1, "\x12\x04\x57\xb1", "Illegal type in constant pool"),
    BAD("ldc_w_zero", 50, 1, 1, "\x13\x00\x00\x57\xb1", "Illegal type at constant pool entry 0 in class Bad"),
    BAD("ldc_w_beyond", 50, 1, 1, "\x13\x01\x00\x57\xb1", "Illegal type at constant pool entry 256 in class Bad"),
    BAD("ldc_utf8", 50, 1, 1, "\x12\x01\x57\xb1", "Illegal type at constant pool entry 1"),
    BAD("ldc2_w_int", 50, 2, 1, "\x14\x00\x08\x58\xb1", "Illegal type at constant pool entry 8"),
    BAD("ldc2_w_second_half", 50, 2, 1, "\x14\x00\x0a\x58\xb1", "Illegal type at constant pool entry 10"),
    { "ldc_dynamic_long", 55, 2, 1, D_MAIN, CODE("\x12\x2e\x58\xb1"), .want = VFY_VERIFY_ERROR,
      .msg = "Illegal type at constant pool entry 46", .unit_only = 1 },
    BAD("getstatic_methodref", 50, 1, 1, "\xb2\x00\x11\x57\xb1", "Illegal type at constant pool entry 17"),
    BAD("putfield_class", 49, 2, 1, "\x01\x03\xb5\x00\x02\xb1", "Illegal type in constant pool"),
    BAD("invokevirtual_fieldref", 50, 1, 1, "\xb6\x00\x0e\xb1", "Illegal type at constant pool entry 14"),
    BAD("invokestatic_imethodref_50", 50, 1, 1, "\xb8\x00\x16\xb1", "Illegal type at constant pool entry 22"),
    BAD("invokeinterface_methodref", 50, 1, 1, "\x01\xb9\x00\x11\x01\x00\xb1", "Illegal type at constant pool entry 17"),
    BAD("invokeinterface_count_0", 50, 1, 1, "\x01\xb9\x00\x16\x00\x00\xb1", "Inconsistent args count operand in invokeinterface"),
    BAD("invokeinterface_count_2", 49, 1, 1, "\x01\xb9\x00\x16\x02\x00\xb1", "Inconsistent args_size for invokeinterface"),
    BAD("invokeinterface_byte4", 50, 1, 1, "\x01\xb9\x00\x16\x01\x01\xb1", "Fourth operand byte of invokeinterface must be zero"),
    BAD("invokedynamic_bytes", 51, 1, 1, "\xba\x00\x2b\x00\x01\xb1", "Third and fourth operand bytes of invokedynamic must be zero"),
    BAD("invokedynamic_methodref", 51, 1, 1, "\xba\x00\x11\x00\x00\xb1", "Illegal type at constant pool entry 17"),
    BAD("invokevirtual_init", 50, 1, 1, "\x01\xb6\x00\x24\xb1", "Illegal call to internal method"),
    BAD("new_integer", 49, 1, 1, "\xbb\x00\x08\x57\xb1", "Illegal type in constant pool"),
    BAD("new_array", 50, 1, 1, "\xbb\x00\x18\x57\xb1", "Illegal new instruction"),
    BAD("anewarray_long", 50, 1, 1, "\x03\xbd\x00\x09\x57\xb1", "Illegal type at constant pool entry 9"),
    BAD("checkcast_string", 50, 1, 1, "\x01\xc0\x00\x19\x57\xb1", "Illegal type at constant pool entry 25"),
    BAD("instanceof_fieldref", 50, 1, 1, "\x01\xc1\x00\x0e\x57\xb1", "Illegal type at constant pool entry 14"),
    BAD("multianewarray_dims_0", 50, 1, 1, "\xc5\x00\x18\x00\x57\xb1", "Illegal dimension in multianewarray instruction: 0"),
    BAD("multianewarray_dims_3", 49, 3, 1, "\x04\x04\x04\xc5\x00\x18\x03\x57\xb1", "Illegal dimension argument"),
    BAD("multianewarray_not_array", 50, 1, 1, "\x04\xc5\x00\x04\x01\x57\xb1", "Illegal dimension in multianewarray instruction: 1"),
    BAD("newarray_type_3", 49, 1, 1, "\x03\xbc\x03\x57\xb1", "Bad type passed to newarray"),
    BAD("newarray_type_12", 50, 1, 1, "\x03\xbc\x0c\x57\xb1", "Illegal newarray instruction"),

    /* (5) Operand stack. */
    BAD("underflow_pop", 49, 1, 1, "\x57\xb1", "Unable to pop operand off an empty stack"),
    BAD("underflow_invoke", 50, 2, 1, "\x09\xb8\x00\x21\x58\xb1", "Operand stack underflow"),
    BAD("underflow_putstatic_long", 50, 1, 1, "\x03\xb3\x00\x1d\xb1", "Operand stack underflow"),
    BAD("overflow_iconst", 49, 4, 1, "\x03\x03\x03\x03\x03\xb1", "Stack size too large"),
    BAD("overflow_dup", 50, 1, 1, "\x03\x59\x58\xb1", "Operand stack overflow"),
    BAD("overflow_long", 50, 1, 1, "\x09\x58\xb1", "Operand stack overflow"),
    BAD("overflow_getstatic_long", 50, 1, 1, "\xb2\x00\x1d\x58\xb1", "Operand stack overflow"),
    BAD("overflow_field_on_stack", 50, 2, 1, "\x03\xb2\x00\x1d\x58\x57\xb1", "Operand stack overflow"),
    BAD("overflow_in_loop", 49, 100, 1, "\x03\xa7\xff\xff", "Inconsistent stack height 1 != 0"),
    { "overflow_handler", 49, 0, 1, D_MAIN, CODE("\x00\xb1"), { { 0, 1, 1, 0 } }, 1,
      VFY_VERIFY_ERROR, "Stack size too large" },
    BAD("inconsistent_if", 49, 1, 1, "\x03\x99\x00\x04\x03\xb1", "Inconsistent stack height 1 != 0"),
    { "inconsistent_handler", 49, 2, 1, D_MAIN, CODE("\x03\x03\x57\x57\x01\xbf"), { { 0, 4, 2, 0 } }, 1,
      VFY_VERIFY_ERROR, "Inconsistent stack height" },
    BAD("jsr_bad_ret_local", 49, 1, 2, "\x03\x3c\xa9\x01", "Register 1 contains wrong type"),
    BAD("jsr_ret_null", 49, 1, 2, "\x01\x4c\xa9\x01", "Register 1 contains wrong type"),
    BAD("jsr_ret_overwritten", 49, 1, 2, "\xa8\x00\x04\xb1\x4c\x03\x3c\xa9\x01", "Register 1 contains wrong type"),
    BAD("jsr_51", 51, 1, 2, "\xa8\x00\x04\xb1\x4c\xa9\x01", "Bad instruction: a8"),
    BAD("ret_52", 52, 1, 2, "\x01\x4c\xa9\x01", "Bad instruction: a9"),
    BAD("wide_ret_52", 52, 1, 2, "\x01\x4c\xc4\xa9\x00\x01", "Bad instruction"),
    { "jsr_ret_deeper", 49, 2, 2, D_MAIN, CODE("\xa8\x00\x04\xb1\x4c\x03\xa9\x01"), .want = VFY_VERIFY_ERROR,
      .msg = "Inconsistent stack height", .unit_only = 1 },

    /* Return opcodes against the descriptor. */
    BAD("ireturn_in_void", 50, 1, 1, "\x03\xac", "Method does not expect a return value"),
    BAD("areturn_in_void_49", 49, 1, 1, "\x01\xb0", "Wrong return type in function"),
    { "return_in_int", 50, 1, 0, D_INT, CODE("\xb1"), .want = VFY_VERIFY_ERROR, .msg = "Method expects a return value" },
    { "lreturn_in_int", 50, 2, 0, D_INT, CODE("\x09\xad"), .want = VFY_VERIFY_ERROR, .msg = "Bad return type" },
};

static const Case *find_case(const char *name)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (strcmp(cases[i].name, name) == 0)
            return &cases[i];
    fail_msg("no case %s", name);
    return NULL;
}

/* Verify the case's method; msg receives the message. */
static VfyStatus run_case(const Case *c, char *msg, size_t size)
{
    size_t len;
    uint8_t *bytes = assemble(c, &len);
    ClassFile *cf = NULL;
    char perr[256];
    CfStatus st = cf_parse(bytes, len, &cf, perr, sizeof perr);
    free(bytes);
    if (st != CF_OK)
        fail_msg("%s: the class does not parse: %s", c->name, perr);
    VfyStatus r = vfy_method(cf, &cf->methods[0], msg, size);
    VfyStatus helper = vfy_method(cf, &cf->methods[1], perr, sizeof perr);
    /* The type verifier runs only on what the structural checks accept;
     * here any verdict will do, but it must come back (under ASan: clean). */
    if (r == VFY_OK) {
        char tmsg[1024];
        VfyStatus a = vfy_types_method(cf, &cf->methods[0], VFY_CHECK, NULL, tmsg, sizeof tmsg);
        VfyStatus b = vfy_types_method(cf, &cf->methods[0], VFY_INFER, NULL, tmsg, sizeof tmsg);
        assert_true(a <= VFY_EXCEPTION && b <= VFY_EXCEPTION);
    }
    cf_free(cf);
    if (helper != VFY_OK)
        fail_msg("%s: the helper method fails: %s", c->name, perr);
    return r;
}

/* ------------------------------------------------------------------------
 * Tests
 * ------------------------------------------------------------------------ */

static void test_cases(void **state)
{
    int failed = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const Case *c = &cases[i];
        char msg[1024];
        VfyStatus r = run_case(c, msg, sizeof msg);
        if (r != c->want || (c->msg && !strstr(msg, c->msg))) {
            printf("FAIL %s: status %d (want %d): %s\n", c->name, r, c->want, msg);
            failed++;
        }
    }
    assert_int_equal(failed, 0);
}

static void test_message_old_style(void **state)
{
    char msg[1024];
    assert_int_equal(run_case(find_case("op_breakpoint"), msg, sizeof msg), VFY_VERIFY_ERROR);
    assert_string_equal(msg, "(class: Bad, method: main signature: ([Ljava/lang/String;)V) "
                             "Illegal instruction found at offset 0");
}

static void test_message_new_style(void **state)
{
    char msg[1024];
    assert_int_equal(run_case(find_case("overflow_dup"), msg, sizeof msg), VFY_VERIFY_ERROR);
    assert_string_equal(msg, "Operand stack overflow\nException Details:\n  Location:\n"
                             "    Bad.main([Ljava/lang/String;)V @1: dup\n  Reason:\n"
                             "    Exceeded max stack size.\n  Bytecode:\n"
                             "    0000000: 0359 58b1                              \n");
}

static void test_small_message_buffer(void **state)
{
    char msg[8];
    assert_int_equal(run_case(find_case("op_quick_cb"), msg, sizeof msg), VFY_VERIFY_ERROR);
    assert_string_equal(msg, "Bad ins");
    assert_int_equal(run_case(find_case("branch_mid"), NULL, 0), VFY_VERIFY_ERROR);
}

/* Random changes to the code of the valid cases: any verdict, no crash. */
static void test_fuzz(void **state)
{
    srand(12345);
    int rejected = 0, total = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const Case *c = &cases[i];
        if (c->want != VFY_OK)
            continue;
        for (int round = 0; round < 400; round++) {
            Case m = *c;
            char code[64];
            memcpy(code, c->code, c->code_len);
            int edits = 1 + rand() % 3;
            for (int e = 0; e < edits; e++)
                code[rand() % c->code_len] = (char)(rand() & 0xff);
            if (rand() % 4 == 0)
                m.max_stack = (uint16_t)(rand() % 4);
            if (rand() % 4 == 0 && m.max_locals < 8)
                m.max_locals = (uint16_t)(m.max_locals + rand() % 2);
            m.code = code;
            char msg[1024];
            rejected += run_case(&m, msg, sizeof msg) != VFY_OK;
            total++;
        }
    }
    printf("fuzz: %d of %d mutants rejected\n", rejected, total);
    assert_true(rejected > total / 2);
}

typedef struct Walk {
    int classes, methods, failed, typed, type_failed;
} Walk;

/* A class hierarchy in which every class is assignable to every other:
 * type-checking the JDK against it checks every rule but the hierarchy's
 * (javac's code must pass them all). */
static int any_assignable(void *ctx, const char *from, const char *to) { (void)ctx, (void)from, (void)to; return 1; }
static int no_superclass(void *ctx, const char *name, const char **super)
{
    (void)ctx, (void)name;
    *super = NULL;
    return 0;
}
static int never_protected(void *ctx, const char *cls, const char *name, const char *desc, int is_method)
{
    (void)ctx, (void)cls, (void)name, (void)desc, (void)is_method;
    return 0;
}
static const VfyClassEnv permissive = { NULL, any_assignable, no_superclass, never_protected };

static void verify_file(const char *path, Walk *w)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    uint8_t *data = malloc(n > 0 ? (size_t)n : 1);
    size_t got = data ? fread(data, 1, (size_t)n, f) : 0;
    fclose(f);
    ClassFile *cf = NULL;
    char msg[1024];
    if (got == (size_t)n && cf_parse(data, got, &cf, msg, sizeof msg) == CF_OK) {
        w->classes++;
        for (uint16_t i = 0; i < cf->method_count; i++) {
            w->methods++;
            if (vfy_method(cf, &cf->methods[i], msg, sizeof msg) != VFY_OK) {
                if (w->failed++ < 10)
                    printf("FAIL %s %s%s: %s\n", path, cf->methods[i].name, cf->methods[i].descriptor, msg);
                continue;
            }
            w->typed++;
            VfyMode mode = cf->major_version >= 50 ? VFY_CHECK : VFY_INFER;
            if (vfy_types_method(cf, &cf->methods[i], mode, &permissive, msg, sizeof msg) != VFY_OK &&
                w->type_failed++ < 10)
                printf("TYPE FAIL %s %s%s: %s\n", path, cf->methods[i].name, cf->methods[i].descriptor, msg);
        }
        cf_free(cf);
    }
    free(data);
}

static void verify_tree(const char *dir, Walk *w)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode))
            verify_tree(path, w);
        else if (strstr(e->d_name, ".class"))
            verify_file(path, w);
    }
    closedir(d);
}

static void test_java_base(void **state)
{
    struct stat st;
    if (stat(CF_JIMAGE, &st) != 0 || stat(CF_JDK_MODULES, &st) != 0) {
        printf("skipped: no jimage tool or JDK modules image\n");
        skip();
    }
    char dir[1024], cmd[4096];
    snprintf(dir, sizeof dir, "%s/verify-java-base", CF_WORK_DIR);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && '%s' extract --dir '%s' --include "
             "'regex:/java\\.base/.*' '%s'", dir, CF_JIMAGE, dir, CF_JDK_MODULES);
    if (system(cmd) != 0) {
        printf("skipped: jimage extract failed\n");
        skip();
    }
    Walk w = { 0 };
    verify_tree(dir, &w);
    printf("java.base: %d classes, %d methods verified, %d rejected; %d type-checked, %d rejected\n",
           w.classes, w.methods, w.failed, w.typed, w.type_failed);
    assert_true(w.classes > 1000);
    assert_int_equal(w.failed, 0);
    assert_int_equal(w.type_failed, 0);
}

/* ------------------------------------------------------------------------
 * Writing the cases for the run on both VMs
 * ------------------------------------------------------------------------ */

static int write_cases(const char *dir)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/cases.txt", dir);
    FILE *list = fopen(path, "w");
    if (!list)
        return perror(path), 1;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const Case *c = &cases[i];
        if (c->unit_only)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, c->name);
        mkdir(path, 0777);
        snprintf(path, sizeof path, "%s/%s/Bad.class", dir, c->name);
        size_t len;
        uint8_t *bytes = assemble(c, &len);
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(bytes, 1, len, f) != len)
            return perror(path), 1;
        fclose(f);
        free(bytes);
        fprintf(list, "%s\n", c->name);
    }
    fclose(list);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--write") == 0)
        return write_cases(argv[2]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cases),
        cmocka_unit_test(test_message_old_style),
        cmocka_unit_test(test_message_new_style),
        cmocka_unit_test(test_small_message_buffer),
        cmocka_unit_test(test_fuzz),
        cmocka_unit_test(test_java_base),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
