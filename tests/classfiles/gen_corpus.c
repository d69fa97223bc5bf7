/*
 * Writes a corpus of malformed class files, one file per case, into a
 * directory: gen_corpus OUTDIR.
 *
 * Every case starts from one small, valid class "Small" that this program
 * assembles itself (so the corpus does not depend on a compiler's output)
 * while recording the offset of each interesting field. A case then patches
 * bytes at those offsets, splices bytes in or out, or truncates the file.
 * The base class is a runnable main class, so the reference JVM can be run
 * on each case (gen-expected.sh) to record what it throws.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Buf {
    uint8_t data[4096];
    size_t len;
} Buf;

static void put1(Buf *b, unsigned v) { b->data[b->len++] = (uint8_t)v; }
static void put2(Buf *b, unsigned v) { put1(b, v >> 8); put1(b, v); }
static void put4(Buf *b, uint32_t v) { put2(b, v >> 16); put2(b, v & 0xFFFF); }

/* Offsets in the base class, filled while assembling it. */
enum {
    CP_COUNT = 50
};
static size_t cp_at[CP_COUNT];
static size_t at_flags, at_this, at_super, at_ifcount, at_if0, at_fcount, at_field[2],
    at_cv_len, at_cv_index, at_mcount, at_method[3], at_code_len_attr, at_max_locals,
    at_code_length, at_exc_count, at_exc0, at_lvt_len, at_lvt0, at_exceptions_len,
    at_exceptions0, at_init_lnt_len, at_smt_len, at_acount, at_sf_len, at_sf_index,
    at_bsm_len, at_bsm0, at_depr_len;

static void utf8(Buf *b, int i, const char *s)
{
    cp_at[i] = b->len;
    put1(b, 1);
    put2(b, (unsigned)strlen(s));
    for (; *s; s++)
        put1(b, (uint8_t)*s);
}

static void ref2(Buf *b, int i, int tag, unsigned a, unsigned c)
{
    cp_at[i] = b->len;
    put1(b, tag);
    put2(b, a);
    if (tag != 7 && tag != 8 && tag != 16)
        put2(b, c);
}

static void constant_pool(Buf *b)
{
    put2(b, CP_COUNT);
    utf8(b, 1, "Small");
    ref2(b, 2, 7, 1, 0);
    utf8(b, 3, "java/lang/Object");
    ref2(b, 4, 7, 3, 0);
    utf8(b, 5, "<init>");
    utf8(b, 6, "()V");
    ref2(b, 7, 12, 5, 6);
    ref2(b, 8, 10, 4, 7);
    utf8(b, 9, "Code");
    utf8(b, 10, "main");
    utf8(b, 11, "([Ljava/lang/String;)V");
    cp_at[12] = b->len; put1(b, 5); put4(b, 0); put4(b, 42);
    utf8(b, 14, "x");
    utf8(b, 15, "I");
    ref2(b, 16, 12, 14, 15);
    ref2(b, 17, 9, 2, 16);
    ref2(b, 18, 8, 1, 0);
    cp_at[19] = b->len; put1(b, 3); put4(b, 7);
    utf8(b, 20, "ConstantValue");
    utf8(b, 21, "LineNumberTable");
    utf8(b, 22, "java/lang/Throwable");
    ref2(b, 23, 7, 22, 0);
    utf8(b, 24, "Exceptions");
    utf8(b, 25, "SourceFile");
    utf8(b, 26, "Small.java");
    utf8(b, 27, "J");
    utf8(b, 28, "y");
    cp_at[29] = b->len; put1(b, 4); put4(b, 0x3F800000);
    cp_at[30] = b->len; put1(b, 6); put4(b, 0x40000000); put4(b, 0);
    utf8(b, 32, "StackMapTable");
    ref2(b, 33, 16, 6, 0);
    cp_at[34] = b->len; put1(b, 15); put1(b, 6); put2(b, 36);
    ref2(b, 35, 12, 10, 11);
    ref2(b, 36, 10, 2, 35);
    ref2(b, 37, 18, 0, 38);
    ref2(b, 38, 12, 39, 6);
    utf8(b, 39, "run");
    utf8(b, 40, "BootstrapMethods");
    utf8(b, 41, "java/lang/Runnable");
    ref2(b, 42, 7, 41, 0);
    ref2(b, 43, 11, 42, 38);
    utf8(b, 44, "LocalVariableTable");
    utf8(b, 45, "args");
    utf8(b, 46, "[Ljava/lang/String;");
    utf8(b, 47, "Deprecated");
    utf8(b, 48, "n");
    utf8(b, 49, "<clinit>");
}

static void fields(Buf *b)
{
    at_fcount = b->len;
    put2(b, 2);
    at_field[0] = b->len;
    put2(b, 0x18); put2(b, 14); put2(b, 15); put2(b, 1);
    put2(b, 20);
    at_cv_len = b->len; put4(b, 2);
    at_cv_index = b->len; put2(b, 19);
    at_field[1] = b->len;
    put2(b, 0x02); put2(b, 28); put2(b, 27); put2(b, 0);
}

static void init_method(Buf *b)
{
    at_method[0] = b->len;
    put2(b, 0x01); put2(b, 5); put2(b, 6); put2(b, 1);
    put2(b, 9); put4(b, 2 + 2 + 4 + 5 + 2 + 2 + 6 + 6);
    put2(b, 1); put2(b, 1); put4(b, 5);
    put1(b, 0x2a); put1(b, 0xb7); put2(b, 8); put1(b, 0xb1);
    put2(b, 0);
    put2(b, 1);
    put2(b, 21); at_init_lnt_len = b->len; put4(b, 6); put2(b, 1); put2(b, 0); put2(b, 1);
}

/* public static void main(String[]): nop; return; handler: athrow. */
static void main_method(Buf *b)
{
    at_method[1] = b->len;
    put2(b, 0x09); put2(b, 10); put2(b, 11); put2(b, 2);
    put2(b, 9);
    at_code_len_attr = b->len;
    put4(b, 2 + 2 + 4 + 3 + 2 + 8 + 2 + (6 + 12) + (6 + 6));
    put2(b, 1);
    at_max_locals = b->len; put2(b, 1);
    at_code_length = b->len; put4(b, 3);
    put1(b, 0x00); put1(b, 0xb1); put1(b, 0xbf);
    at_exc_count = b->len; put2(b, 1);
    at_exc0 = b->len; put2(b, 0); put2(b, 1); put2(b, 2); put2(b, 23);
    put2(b, 2);
    put2(b, 44); at_lvt_len = b->len; put4(b, 12); put2(b, 1);
    at_lvt0 = b->len; put2(b, 0); put2(b, 3); put2(b, 45); put2(b, 46); put2(b, 0);
    put2(b, 32); at_smt_len = b->len; put4(b, 6); put2(b, 1);
    put1(b, 66); put1(b, 7); put2(b, 23);
    put2(b, 24); at_exceptions_len = b->len; put4(b, 4); put2(b, 1);
    at_exceptions0 = b->len; put2(b, 23);
}

static void methods(Buf *b)
{
    at_mcount = b->len;
    put2(b, 3);
    init_method(b);
    main_method(b);
    at_method[2] = b->len;
    put2(b, 0x10A); put2(b, 48); put2(b, 6); put2(b, 0);
}

static void class_attributes(Buf *b)
{
    at_acount = b->len;
    put2(b, 3);
    put2(b, 25); at_sf_len = b->len; put4(b, 2); at_sf_index = b->len; put2(b, 26);
    put2(b, 40); at_bsm_len = b->len; put4(b, 6); put2(b, 1);
    at_bsm0 = b->len; put2(b, 34); put2(b, 0);
    put2(b, 47); at_depr_len = b->len; put4(b, 0);
}

static void build_base(Buf *b)
{
    b->len = 0;
    put4(b, 0xCAFEBABE);
    put2(b, 0);
    put2(b, 61);
    constant_pool(b);
    at_flags = b->len; put2(b, 0x21);
    at_this = b->len; put2(b, 2);
    at_super = b->len; put2(b, 4);
    at_ifcount = b->len; put2(b, 1);
    at_if0 = b->len; put2(b, 42);
    fields(b);
    methods(b);
    class_attributes(b);
}

/* ------------------------------------------------------------------------
 * Output
 * ------------------------------------------------------------------------ */

static const char *out_dir;
static Buf base;
static int written;

static void emit(const char *name, const uint8_t *data, size_t len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.class", out_dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
        perror(path);
        exit(1);
    }
    written++;
}

static void set2(Buf *b, size_t at, unsigned v) { b->data[at] = (uint8_t)(v >> 8); b->data[at + 1] = (uint8_t)v; }
static void set4(Buf *b, size_t at, uint32_t v) { set2(b, at, v >> 16); set2(b, at + 2, v & 0xFFFF); }

/* A case that patches one u2 (or u4, or u1) of the base class. */
static void patch2(const char *name, size_t at, unsigned v)
{
    Buf b = base;
    set2(&b, at, v);
    emit(name, b.data, b.len);
}

static void patch4(const char *name, size_t at, uint32_t v)
{
    Buf b = base;
    set4(&b, at, v);
    emit(name, b.data, b.len);
}

static void patch1(const char *name, size_t at, unsigned v)
{
    Buf b = base;
    b.data[at] = (uint8_t)v;
    emit(name, b.data, b.len);
}

static void version(const char *name, unsigned major, unsigned minor)
{
    Buf b = base;
    set2(&b, 4, minor);
    set2(&b, 6, major);
    emit(name, b.data, b.len);
}

/* Replaces the bytes of Utf8 entry i (same length) with s. */
static void patch_utf8(const char *name, int i, const char *s, size_t n)
{
    Buf b = base;
    memcpy(b.data + cp_at[i] + 3, s, n);
    emit(name, b.data, b.len);
}

/* Inserts n bytes at `at` and adds delta to the u2 count at count_at. */
static void splice(const char *name, size_t at, const uint8_t *ins, size_t n,
                   size_t count_at, int delta)
{
    Buf b = base;
    memmove(b.data + at + n, b.data + at, b.len - at);
    memcpy(b.data + at, ins, n);
    b.len += n;
    set2(&b, count_at, (unsigned)((b.data[count_at] << 8 | b.data[count_at + 1]) + delta));
    emit(name, b.data, b.len);
}

/* The file cut right after a u2 count patched to 0xFFFF, plus a few bytes. */
static void huge_tiny(const char *name, size_t count_at)
{
    Buf b = base;
    set2(&b, count_at, 0xFFFF);
    emit(name, b.data, count_at + 2 + 4);
}

/* ------------------------------------------------------------------------
 * Cases
 * ------------------------------------------------------------------------ */

static void structure_cases(void)
{
    emit("valid", base.data, base.len);
    for (size_t n = 0; n < base.len; n++) {
        char name[64];
        snprintf(name, sizeof name, "truncated_%04zu", n);
        emit(name, base.data, n);
    }
    Buf b = base;
    b.data[b.len++] = 0;
    emit("extra_byte", b.data, b.len);
    patch4("bad_magic", 0, 0xCAFEBABF);
    patch4("zero_magic", 0, 0);
    version("version_44_0", 44, 0);
    version("version_44_65535", 44, 65535);
    version("version_45_0", 45, 0);
    version("version_45_3", 45, 3);
    version("version_50_0", 50, 0);
    version("version_51_0", 51, 0);
    version("version_52_0", 52, 0);
    version("version_55_1", 55, 1);
    version("version_56_65535", 56, 65535);
    version("version_60_0", 60, 0);
    version("version_61_1", 61, 1);
    version("version_61_65535", 61, 65535);
    version("version_62_0", 62, 0);
    version("version_65535_65535", 65535, 65535);
}

static void cp_index_cases(void)
{
    patch2("cp_class_name_zero", cp_at[2] + 1, 0);
    patch2("cp_class_name_out_of_range", cp_at[2] + 1, 200);
    patch2("cp_class_name_long_second_slot", cp_at[2] + 1, 13);
    patch2("cp_class_name_wrong_tag", cp_at[2] + 1, 19);
    patch2("cp_string_wrong_tag", cp_at[18] + 1, 2);
    patch2("cp_string_long_second_slot", cp_at[18] + 1, 31);
    patch2("cp_fieldref_class_wrong_tag", cp_at[17] + 1, 1);
    patch2("cp_fieldref_nat_wrong_tag", cp_at[17] + 3, 8);
    patch2("cp_methodref_class_zero", cp_at[8] + 1, 0);
    patch2("cp_methodref_nat_out_of_range", cp_at[8] + 3, 0xFFFF);
    patch2("cp_imethodref_class_wrong_tag", cp_at[43] + 1, 41);
    patch2("cp_nat_name_wrong_tag", cp_at[7] + 1, 2);
    patch2("cp_nat_descriptor_zero", cp_at[7] + 3, 0);
    patch2("cp_methodtype_wrong_tag", cp_at[33] + 1, 19);
    patch2("cp_methodhandle_ref_wrong_tag", cp_at[34] + 2, 17);
    patch1("cp_methodhandle_kind_zero", cp_at[34] + 1, 0);
    patch1("cp_methodhandle_kind_10", cp_at[34] + 1, 10);
    patch1("cp_methodhandle_kind_8_not_init", cp_at[34] + 1, 8);
    patch1("cp_methodhandle_kind_1_methodref", cp_at[34] + 1, 1);
    patch2("cp_indy_nat_wrong_tag", cp_at[37] + 3, 6);
    patch2("cp_indy_bsm_out_of_range", cp_at[37] + 1, 5);
    patch1("cp_unknown_tag_2", cp_at[18], 2);
    patch1("cp_unknown_tag_13", cp_at[18], 13);
    patch1("cp_unknown_tag_21", cp_at[18], 21);
    patch1("cp_module_tag", cp_at[18], 19);
    patch1("cp_package_tag", cp_at[18], 20);
    patch1("cp_dynamic_with_method_nat", cp_at[37], 17);
    Buf b = base;
    b.data[cp_at[37]] = 17;
    set2(&b, 6, 54);
    emit("cp_dynamic_version_54", b.data, b.len);
    patch2("cp_count_zero", 8, 0);
    patch2("cp_count_one", 8, 1);
    patch2("cp_long_last_entry", 8, 13);
}

static void utf8_and_name_cases(void)
{
    patch_utf8("utf8_nul_byte", 26, "\0", 1);
    patch_utf8("utf8_lone_continuation", 26, "\x80", 1);
    patch_utf8("utf8_f0_byte", 26, "\xF0", 1);
    patch_utf8("utf8_ff_byte", 26, "\xFF", 1);
    patch_utf8("utf8_truncated_2byte", 26 + 0, "Small.jav\xC3", 10);
    patch_utf8("utf8_truncated_3byte", 26, "Small.ja\xE2\x82", 10);
    patch_utf8("utf8_bad_continuation", 26, "\xC3\x28", 2);
    patch_utf8("utf8_valid_2byte", 26, "\xC3\xA9", 2);
    patch_utf8("utf8_encoded_nul", 26, "\xC0\x80", 2);
    patch_utf8("name_field_dot", 14, ".", 1);
    patch_utf8("name_field_semicolon", 14, ";", 1);
    patch_utf8("name_field_bracket", 14, "[", 1);
    patch_utf8("name_field_slash", 14, "/", 1);
    patch_utf8("name_method_lt", 10, "m<in", 4);
    patch_utf8("name_method_dot", 10, "m.in", 4);
    patch_utf8("name_native_method_gt", 48, ">", 1);
    patch_utf8("name_indy_method_slash", 39, "r/n", 3);
    patch_utf8("name_class_semicolon", 1, "Sm;ll", 5);
    patch_utf8("name_class_array", 1, "[mall", 5);
    patch_utf8("name_super_empty_segment", 3, "java/lang//bject", 16);
    patch_utf8("name_super_trailing_slash", 3, "java/lang/Objec/", 16);
    patch_utf8("name_class_wrong", 1, "Smell", 5);
    patch_utf8("desc_field_bad_type", 15, "Q", 1);
    patch_utf8("desc_field_void", 15, "V", 1);
    patch_utf8("desc_long_field_bad", 27, "L", 1);
    patch_utf8("desc_method_no_close", 11, "([Ljava/lang/String;XV", 22);
    patch_utf8("desc_method_bad_return", 11, "([Ljava/lang/String;)Q", 22);
    patch_utf8("desc_method_empty_class", 11, "(L;[Ljava/lang/String)V", 22);
    patch_utf8("desc_method_trailing", 6, "(V)", 3);
    patch_utf8("desc_init_returns_int", 6, "()I", 3);
    patch_utf8("desc_array_of_void", 46, "[Vjava/lang/String;", 19);
}

static void attribute_cases(void)
{
    patch4("attr_code_too_short", at_code_len_attr, 52);
    patch4("attr_code_too_long", at_code_len_attr, 54);
    patch4("attr_code_ffffffff", at_code_len_attr, 0xFFFFFFFF);
    patch4("attr_code_zero", at_code_len_attr, 0);
    patch4("attr_constantvalue_short", at_cv_len, 1);
    patch4("attr_constantvalue_long", at_cv_len, 3);
    patch2("attr_constantvalue_wrong_type", at_cv_index, 12);
    patch2("attr_constantvalue_zero", at_cv_index, 0);
    patch2("attr_constantvalue_out_of_range", at_cv_index, 300);
    patch4("attr_lnt_short", at_init_lnt_len, 5);
    patch4("attr_lnt_long", at_init_lnt_len, 7);
    patch4("attr_lvt_short", at_lvt_len, 11);
    patch4("attr_lvt_long", at_lvt_len, 13);
    patch2("attr_lvt_name_wrong_tag", at_lvt0 + 4, 2);
    patch2("attr_lvt_start_out_of_range", at_lvt0, 3);
    patch2("attr_lvt_length_out_of_range", at_lvt0 + 2, 4);
    patch2("attr_lvt_bad_descriptor", at_lvt0 + 6, 45);
    patch4("attr_stackmap_ffffffff", at_smt_len, 0xFFFFFFFF);
    patch4("attr_stackmap_long", at_smt_len, 8);
    patch4("attr_exceptions_short", at_exceptions_len, 3);
    patch4("attr_exceptions_long", at_exceptions_len, 5);
    patch2("attr_exceptions_wrong_tag", at_exceptions0, 1);
    patch4("attr_sourcefile_long", at_sf_len, 3);
    patch2("attr_sourcefile_wrong_tag", at_sf_index, 2);
    patch4("attr_bsm_short", at_bsm_len, 5);
    patch4("attr_bsm_long", at_bsm_len, 7);
    patch2("attr_bsm_ref_wrong_tag", at_bsm0, 36);
    patch4("attr_deprecated_long", at_depr_len, 1);
    patch4("attr_deprecated_ffffffff", at_depr_len, 0xFFFFFFFF);
    patch2("attr_name_wrong_tag", at_sf_len - 2, 2);
    patch2("attr_name_zero", at_sf_len - 2, 0);
}

static void count_cases(void)
{
    static const struct { const char *name; size_t *at; } counts[] = {
        { "cp", NULL }, { "interfaces", &at_ifcount }, { "fields", &at_fcount },
        { "methods", &at_mcount }, { "attributes", &at_acount },
        { "exception_table", &at_exc_count },
    };
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        char name[64];
        size_t at = counts[i].at ? *counts[i].at : 8;
        snprintf(name, sizeof name, "huge_%s_count", counts[i].name);
        patch2(name, at, 0xFFFF);
        snprintf(name, sizeof name, "huge_%s_count_tiny", counts[i].name);
        huge_tiny(name, at);
    }
    patch2("huge_exceptions_count", at_exceptions_len + 4, 0xFFFF);
    patch4("huge_code_length", at_code_length, 0xFFFFFFF0);
}

static void member_and_code_cases(void)
{
    Buf b = base;
    set2(&b, at_field[1] + 2, 14);
    set2(&b, at_field[1] + 4, 15);
    emit("duplicate_field", b.data, b.len);
    b = base;
    set2(&b, at_method[2] + 2, 10);
    set2(&b, at_method[2] + 4, 11);
    emit("duplicate_method", b.data, b.len);
    static const uint8_t dup_if[] = { 0, 42 };
    splice("duplicate_interface", at_if0, dup_if, 2, at_ifcount, 1);
    patch4("code_length_zero", at_code_length, 0);
    patch4("code_length_65536", at_code_length, 65536);
    patch2("code_max_locals_zero", at_max_locals, 0);
    patch2("exc_start_equals_end", at_exc0 + 2, 0);
    patch2("exc_end_beyond_code", at_exc0 + 2, 4);
    patch2("exc_handler_beyond_code", at_exc0 + 4, 3);
    patch2("exc_catch_type_wrong_tag", at_exc0 + 6, 1);
    patch2("exc_catch_type_out_of_range", at_exc0 + 6, 999);
    patch2("method_clinit_not_static", at_method[2] + 2, 49);
    b = base;
    set2(&b, at_method[2], 0x100);
    set2(&b, at_method[2] + 2, 49);
    emit("method_clinit_native_not_static", b.data, b.len);
    patch2("method_native_named_init", at_method[2] + 2, 5);
    patch2("method_name_wrong_tag", at_method[1] + 2, 2);
    patch2("method_descriptor_zero", at_method[1] + 4, 0);
    patch2("field_name_out_of_range", at_field[0] + 2, 500);
    patch2("field_descriptor_wrong_tag", at_field[0] + 4, 19);
    patch2("method_no_code", at_method[2], 0x0A);
    patch2("method_abstract_with_code", at_method[1], 0x409);
}

static void flag_cases(void)
{
    patch2("flags_class_interface_not_abstract", at_flags, 0x0201);
    patch2("flags_class_abstract_final", at_flags, 0x0431);
    patch2("flags_class_annotation_not_interface", at_flags, 0x2021);
    patch2("flags_class_interface_final", at_flags, 0x0611);
    patch2("flags_class_interface_super", at_flags, 0x0621);
    patch2("flags_class_interface_enum", at_flags, 0x4601);
    patch2("flags_class_module", at_flags, 0x8000);
    patch2("flags_class_unknown_bits", at_flags, 0x0121);
    patch2("flags_field_public_private", at_field[0], 0x1B);
    patch2("flags_field_final_volatile", at_field[1], 0x52);
    patch2("flags_field_private_protected", at_field[1], 0x06);
    patch2("flags_method_public_protected", at_method[1], 0x0D);
    patch2("flags_method_abstract_final", at_method[2], 0x412);
    patch2("flags_method_abstract_native", at_method[2], 0x502);
    patch2("flags_method_abstract_strict", at_method[2], 0xC02);
    patch2("flags_init_static", at_method[0], 0x09);
    patch2("flags_init_final", at_method[0], 0x11);
    patch2("flags_init_synchronized", at_method[0], 0x21);
    Buf b = base;
    set2(&b, at_flags, 0x0601);
    set2(&b, at_super, 42);
    emit("interface_super_not_object", b.data, b.len);
}

static void this_super_cases(void)
{
    patch2("this_class_zero", at_this, 0);
    patch2("this_class_utf8", at_this, 1);
    patch2("this_class_out_of_range", at_this, 300);
    patch2("super_class_zero", at_super, 0);
    patch2("super_class_utf8", at_super, 3);
    patch2("super_class_out_of_range", at_super, 300);
    patch2("super_class_self", at_super, 2);
    patch2("interface_index_zero", at_if0, 0);
    patch2("interface_index_utf8", at_if0, 41);
    patch2("interface_index_out_of_range", at_if0, 70);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: gen_corpus OUTDIR\n");
        return 2;
    }
    out_dir = argv[1];
    build_base(&base);
    structure_cases();
    cp_index_cases();
    utf8_and_name_cases();
    attribute_cases();
    count_cases();
    member_and_code_cases();
    flag_cases();
    this_super_cases();
    printf("%d class files in %s\n", written, out_dir);
    return 0;
}
