/*
 * Tests of the class file parser (vm/classfile.c).
 *
 * - Real class files compiled by javac at build time (plain and --release 8)
 *   are checked against facts read from `javap -v`.
 * - The malformed corpus of tests/classfiles/ is parsed in-process, each case
 *   expected to end as the reference JVM ended (expected.txt).
 * - Random mutations of a valid class must never crash the parser.
 * - Every class of the JDK's java.base module must parse.
 *
 * Paths come from the build: CF_FIXTURE_DIR, CF_CORPUS_DIR, CF_EXPECTED,
 * CF_KNOWN_DIFFERENCES, CF_JIMAGE, CF_JDK_MODULES, CF_WORK_DIR.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "vm/classfile.h"

/* ------------------------------------------------------------------------
 * Helpers
 * ------------------------------------------------------------------------ */

static uint8_t *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    uint8_t *data = malloc(n > 0 ? (size_t)n : 1);
    if (data && fread(data, 1, (size_t)n, f) != (size_t)n) {
        free(data);
        data = NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return data;
}

static ClassFile *parse_fixture(const char *rel)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", CF_FIXTURE_DIR, rel);
    size_t len;
    uint8_t *data = read_file(path, &len);
    if (!data)
        fail_msg("cannot read %s", path);
    ClassFile *cf = NULL;
    char msg[512];
    CfStatus st = cf_parse(data, len, &cf, msg, sizeof msg);
    free(data);
    if (st != CF_OK)
        fail_msg("%s: status %d: %s", rel, st, msg);
    return cf;
}

static const CfMember *find_member(const CfMember *list, uint16_t n, const char *name,
                                   const char *desc)
{
    for (uint16_t i = 0; i < n; i++)
        if (strcmp(list[i].name, name) == 0 && (!desc || strcmp(list[i].descriptor, desc) == 0))
            return &list[i];
    fail_msg("member %s %s not found", name, desc ? desc : "");
    return NULL;
}

static const CfMember *method(const ClassFile *cf, const char *name, const char *desc)
{
    return find_member(cf->methods, cf->method_count, name, desc);
}

static const CfMember *field(const ClassFile *cf, const char *name)
{
    return find_member(cf->fields, cf->field_count, name, NULL);
}

static int count_tag(const ClassFile *cf, uint8_t tag)
{
    int n = 0;
    for (uint16_t i = 1; i < cf->constant_pool_count; i++)
        n += cf->constant_pool[i].tag == tag;
    return n;
}

static int has_attribute(const CfAttribute *attrs, uint16_t n, const char *name)
{
    for (uint16_t i = 0; i < n; i++)
        if (strcmp(attrs[i].name, name) == 0)
            return 1;
    return 0;
}

static const CfLocalVariable *find_local(const CfLocalVariable *v, uint16_t n, const char *name)
{
    for (uint16_t i = 0; i < n; i++)
        if (strcmp(v[i].name, name) == 0)
            return &v[i];
    fail_msg("local %s not found", name);
    return NULL;
}

/* ------------------------------------------------------------------------
 * Real class files, checked against javap -v
 * ------------------------------------------------------------------------ */

static void test_kinds_header(void **state)
{
    ClassFile *cf = parse_fixture("17/Kinds.class");
    assert_int_equal(cf->major_version, 61);
    assert_int_equal(cf->minor_version, 0);
    assert_int_equal(cf->access_flags, ACC_PUBLIC | ACC_SUPER);
    assert_int_equal(cf->constant_pool_count, 220);
    assert_int_equal(cf->this_class_index, 11);
    assert_string_equal(cf->this_class, "Kinds");
    assert_string_equal(cf->super_class, "java/lang/Object");
    assert_int_equal(cf->interface_count, 1);
    assert_string_equal(cf->interfaces[0], "java/io/Serializable");
    assert_int_equal(cf->field_count, 6);
    assert_int_equal(cf->method_count, 5);
    assert_int_equal(cf->attribute_count, 5);
    assert_string_equal(cf->source_file, "Kinds.java");
    assert_string_equal(cf->signature,
                        "<T::Ljava/lang/Comparable<TT;>;>Ljava/lang/Object;Ljava/io/Serializable;");
    assert_string_equal(cf_class_name(cf, 11), "Kinds");
    assert_null(cf_class_name(cf, 219));
    cf_free(cf);
}

static void test_kinds_constants(void **state)
{
    ClassFile *cf = parse_fixture("17/Kinds.class");
    assert_int_equal(count_tag(cf, CONSTANT_InvokeDynamic), 4);
    assert_int_equal(cf->constant_pool[37].tag, CONSTANT_InvokeDynamic);
    assert_int_equal(cf->constant_pool[37].u.dyn.bsm_index, 0);
    assert_int_equal(cf->constant_pool[37].u.dyn.name_and_type_index, 38);
    assert_int_equal(cf->constant_pool[73].u.dyn.bsm_index, 3);
    assert_int_equal(cf->constant_pool[179].tag, CONSTANT_MethodHandle);
    assert_int_equal(cf->constant_pool[179].u.mh.kind, 6);
    assert_int_equal(cf->constant_pool[179].u.mh.reference_index, 180);
    assert_int_equal(cf->constant_pool[187].u.mh.kind, 5);
    assert_int_equal(cf->constant_pool[194].u.mh.kind, 8);
    assert_int_equal(cf->constant_pool[186].tag, CONSTANT_MethodType);
    assert_int_equal(cf->constant_pool[186].u.descriptor_index, 99);
    assert_string_equal(cf_utf8(cf, 112), "ConstantValue");
    assert_string_equal(cf_utf8(cf, 219), "Lookup");
    assert_null(cf_utf8(cf, 11));
    const CfMember *f = field(cf, "INT");
    assert_int_equal(f->access_flags, ACC_PUBLIC | ACC_STATIC | ACC_FINAL);
    assert_int_equal(cf->constant_pool[f->constant_value_index].u.i, 123456);
    f = field(cf, "LONG");
    assert_true(cf->constant_pool[f->constant_value_index].u.j == 1234567890123LL);
    f = field(cf, "FLOAT");
    assert_true(cf->constant_pool[f->constant_value_index].u.f == 1.5f);
    f = field(cf, "DOUBLE");
    assert_true(cf->constant_pool[f->constant_value_index].u.d == 2.25);
    f = field(cf, "STRING");
    uint16_t si = cf->constant_pool[f->constant_value_index].u.string_index;
    assert_string_equal(cf_utf8(cf, si), "constant");
    f = field(cf, "items");
    assert_string_equal(f->descriptor, "Ljava/util/List;");
    assert_string_equal(f->signature, "Ljava/util/List<TT;>;");
    assert_int_equal(f->constant_value_index, 0);
    cf_free(cf);
}

static void test_kinds_bootstrap_and_nest(void **state)
{
    ClassFile *cf = parse_fixture("17/Kinds.class");
    assert_int_equal(cf->bootstrap_method_count, 4);
    assert_int_equal(cf->bootstrap_methods[0].method_ref, 179);
    assert_int_equal(cf->bootstrap_methods[0].arg_count, 3);
    assert_int_equal(cf->bootstrap_methods[0].args[0], 186);
    assert_int_equal(cf->bootstrap_methods[1].args[1], 194);
    assert_int_equal(cf->bootstrap_methods[3].method_ref, 202);
    assert_int_equal(cf->bootstrap_methods[3].arg_count, 1);
    assert_int_equal(cf->bootstrap_methods[3].args[0], 208);
    assert_int_equal(cf->nest_member_count, 5);
    assert_string_equal(cf->nest_members[0], "Kinds$Nested");
    assert_string_equal(cf->nest_members[4], "Kinds$1");
    assert_null(cf->nest_host);
    assert_int_equal(cf->inner_class_count, 6);
    assert_int_equal(cf->inner_classes[0].inner_class_info_index, 52);
    assert_int_equal(cf->inner_classes[0].outer_class_info_index, 0);
    assert_int_equal(cf->inner_classes[0].inner_name_index, 0);
    assert_int_equal(cf->inner_classes[1].inner_class_info_index, 68);
    assert_int_equal(cf->inner_classes[1].inner_name_index, 211);
    assert_int_equal(cf->inner_classes[1].inner_class_access_flags,
                     ACC_STATIC | ACC_FINAL | ACC_ENUM);
    assert_int_equal(cf->inner_classes[5].inner_class_access_flags,
                     ACC_PUBLIC | ACC_STATIC | ACC_FINAL);
    cf_free(cf);
}

static void test_kinds_methods(void **state)
{
    ClassFile *cf = parse_fixture("17/Kinds.class");
    const CfMember *m = method(cf, "first", "()Ljava/lang/Comparable;");
    assert_true(m->deprecated);
    assert_string_equal(m->signature, "()TT;");
    assert_int_equal(m->exception_count, 1);
    assert_string_equal(cf_class_name(cf, m->exceptions[0]), "java/io/IOException");
    assert_int_equal(m->code->max_stack, 3);
    assert_int_equal(m->code->max_locals, 1);
    assert_int_equal(m->code->line_number_count, 3);
    assert_int_equal(m->code->line_numbers[2].line_number, 37);
    assert_int_equal(m->code->line_numbers[2].start_pc, 22);
    assert_true(has_attribute(m->attributes, m->attribute_count, "RuntimeVisibleAnnotations"));

    m = method(cf, "sum", "(IJD)I");
    const CfCode *c = m->code;
    assert_int_equal(c->max_locals, 8);
    assert_int_equal(c->exception_table_length, 1);
    assert_int_equal(c->exception_table[0].start_pc, 3);
    assert_int_equal(c->exception_table[0].end_pc, 10);
    assert_int_equal(c->exception_table[0].handler_pc, 13);
    assert_string_equal(cf_class_name(cf, c->exception_table[0].catch_type),
                        "java/lang/ArithmeticException");
    assert_int_equal(c->line_number_count, 6);
    assert_int_equal(c->line_numbers[3].line_number, 44);
    assert_int_equal(c->local_variable_count, 6);
    const CfLocalVariable *v = find_local(c->local_variables, c->local_variable_count, "total");
    assert_int_equal(v->start_pc, 3);
    assert_int_equal(v->length, 22);
    assert_int_equal(v->index, 6);
    assert_string_equal(v->descriptor, "I");
    v = find_local(c->local_variables, c->local_variable_count, "c");
    assert_int_equal(v->index, 4);
    assert_int_equal(c->local_variable_type_count, 1);
    assert_string_equal(c->local_variable_types[0].descriptor, "LKinds<TT;>;");
    assert_true(has_attribute(c->attributes, c->attribute_count, "StackMapTable"));
    assert_int_equal(cf_method_arg_slots(m->descriptor), 5);

    m = method(cf, "main", "([Ljava/lang/String;)V");
    assert_int_equal(m->access_flags, ACC_PUBLIC | ACC_STATIC);
    assert_int_equal(m->code->line_number_count, 7);
    assert_int_equal(m->code->line_numbers[6].line_number, 57);
    assert_int_equal(m->code->local_variable_type_count, 2);
    m = method(cf, "lambda$main$0", NULL);
    assert_int_equal(m->access_flags, ACC_PRIVATE | ACC_STATIC | ACC_SYNTHETIC);
    cf_free(cf);
}

static void test_nested_classes(void **state)
{
    ClassFile *cf = parse_fixture("17/Kinds$1.class");
    assert_int_equal(cf->access_flags, ACC_SUPER);
    assert_string_equal(cf->nest_host, "Kinds");
    assert_string_equal(cf_class_name(cf, cf->enclosing_class_index), "Kinds");
    assert_int_equal(cf->constant_pool[cf->enclosing_method_index].tag, CONSTANT_NameAndType);
    cf_free(cf);

    cf = parse_fixture("17/Kinds$Greeter.class");
    assert_int_equal(cf->access_flags, ACC_INTERFACE | ACC_ABSTRACT);
    assert_int_equal(cf->method_count, 4);
    assert_int_equal(method(cf, "name", NULL)->access_flags, ACC_PUBLIC | ACC_ABSTRACT);
    assert_null(method(cf, "name", NULL)->code);
    assert_non_null(method(cf, "greet", NULL)->code);
    assert_int_equal(method(cf, "of", NULL)->access_flags, ACC_PUBLIC | ACC_STATIC);
    cf_free(cf);

    cf = parse_fixture("17/Kinds$Color.class");
    assert_int_equal(cf->access_flags, ACC_FINAL | ACC_SUPER | ACC_ENUM);
    assert_int_equal(cf->field_count, 4);
    assert_int_equal(field(cf, "GREEN")->access_flags,
                     ACC_PUBLIC | ACC_STATIC | ACC_FINAL | ACC_ENUM);
    assert_string_equal(field(cf, "$VALUES")->descriptor, "[LKinds$Color;");
    assert_int_equal(method(cf, "<clinit>", "()V")->access_flags, ACC_STATIC);
    assert_int_equal(method(cf, "<init>", "(Ljava/lang/String;I)V")->access_flags, ACC_PRIVATE);
    cf_free(cf);
}

static void test_release_8(void **state)
{
    ClassFile *cf = parse_fixture("8/Kinds.class");
    assert_int_equal(cf->major_version, 52);
    assert_int_equal(cf->constant_pool_count, 223);
    assert_int_equal(cf->interface_count, 1);
    assert_int_equal(cf->field_count, 6);
    assert_int_equal(cf->method_count, 6);
    assert_int_equal(cf->attribute_count, 4);
    assert_int_equal(cf->nest_member_count, 0);
    assert_null(cf->nest_members);
    assert_int_equal(count_tag(cf, CONSTANT_InvokeDynamic), 3);
    assert_int_equal(cf->bootstrap_method_count, 3);
    cf_free(cf);

    cf = parse_fixture("8/Plain.class");
    assert_int_equal(cf->major_version, 52);
    const CfMember *m = method(cf, "<init>", "(I)V");
    assert_int_equal(m->access_flags, ACC_PUBLIC);
    assert_int_equal(m->code->max_locals, 2);
    assert_int_equal(m->code->line_number_count, 3);
    assert_int_equal(m->code->line_numbers[0].line_number, 4);
    assert_int_equal(m->code->line_numbers[2].line_number, 6);
    assert_int_equal(m->code->line_numbers[2].start_pc, 9);
    assert_int_equal(m->code->local_variable_count, 2);
    assert_int_equal(field(cf, "x")->access_flags, ACC_PRIVATE);
    cf_free(cf);
}

/* cf_parse_adopt keeps the caller's buffer instead of a copy, and frees
 * it with the class file or, on failure, before returning (the
 * sanitizer build's leak check sees a buffer left behind). Its results
 * and messages are cf_parse's. */
static void test_adopt(void **state)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", CF_FIXTURE_DIR, "8/Plain.class");
    size_t len;
    uint8_t *data = read_file(path, &len);
    assert_non_null(data);
    ClassFile *cf = NULL;
    char msg[512];
    assert_int_equal(cf_parse_adopt(data, len, &cf, msg, sizeof msg), CF_OK);
    assert_ptr_equal(cf->bytes, data);
    assert_int_equal(cf->length, len);
    assert_int_equal(method(cf, "<init>", "(I)V")->code->line_number_count, 3);
    const uint8_t *code = method(cf, "<init>", "(I)V")->code->code;
    assert_true(code > data && code < data + len);   /* no copy: the bytecode is in place */
    cf_free(cf);

    for (size_t cut = 0; cut < 64; cut += 7) {
        uint8_t *whole = read_file(path, &len);
        assert_non_null(whole);
        char expected[512];
        ClassFile *copy = NULL;
        CfStatus want = cf_parse(whole, cut, &copy, expected, sizeof expected);
        assert_int_not_equal(want, CF_OK);
        uint8_t *part = malloc(cut ? cut : 1);
        assert_non_null(part);
        memcpy(part, whole, cut);
        free(whole);
        cf = (ClassFile *)1;
        assert_int_equal(cf_parse_adopt(part, cut, &cf, msg, sizeof msg), want);
        assert_null(cf);
        assert_string_equal(msg, expected);
    }
}

static void test_descriptors(void **state)
{
    assert_true(cf_valid_field_descriptor("I"));
    assert_true(cf_valid_field_descriptor("[[Ljava/lang/String;"));
    assert_false(cf_valid_field_descriptor("V"));
    assert_false(cf_valid_field_descriptor("L;"));
    assert_false(cf_valid_field_descriptor("Ljava//String;"));
    assert_false(cf_valid_field_descriptor("Ljava/lang/String"));
    assert_false(cf_valid_field_descriptor("II"));
    assert_false(cf_valid_field_descriptor(""));
    assert_true(cf_valid_method_descriptor("()V"));
    assert_true(cf_valid_method_descriptor("(IJ[DLjava/lang/Object;)[I"));
    assert_false(cf_valid_method_descriptor("(V)V"));
    assert_false(cf_valid_method_descriptor("()"));
    assert_false(cf_valid_method_descriptor("()VV"));
    assert_false(cf_valid_method_descriptor("I"));
    assert_int_equal(cf_method_arg_slots("(IJ[DLjava/lang/Object;D)V"), 7);
    assert_int_equal(cf_method_arg_slots("()V"), 0);
    assert_int_equal(cf_method_arg_slots("(I"), -1);
    char deep[300];
    memset(deep, '[', 256);
    strcpy(deep + 256, "I");
    assert_false(cf_valid_field_descriptor(deep));
    assert_true(cf_valid_field_descriptor(deep + 1));
}

/* ------------------------------------------------------------------------
 * The malformed corpus, against what the reference JVM threw
 * ------------------------------------------------------------------------ */

static const char *status_name(CfStatus s)
{
    switch (s) {
    case CF_OK: return "OK";
    case CF_FORMAT_ERROR: return "FORMAT_ERROR";
    case CF_UNSUPPORTED_VERSION: return "UNSUPPORTED_VERSION";
    default: return "NO_MEMORY";
    }
}

/* Cases where the parser cannot end as HotSpot does, with the reason; for
 * them only the absence of crashes and leaks is checked. */
static int is_known_difference(const char *name)
{
    FILE *f = fopen(CF_KNOWN_DIFFERENCES, "r");
    char line[1024];
    int found = 0;
    size_t n = strlen(name);
    while (f && !found && fgets(line, sizeof line, f))
        found = line[0] != '#' && strncmp(line, name, n) == 0 && line[n] == '\t';
    if (f)
        fclose(f);
    return found;
}

typedef struct CorpusTally {
    int cases, exact_messages, failures;
} CorpusTally;

static void check_corpus_case(char *line, CorpusTally *t)
{
    char *name = strtok(line, "\t\n");
    char *status = strtok(NULL, "\t\n");
    strtok(NULL, "\t\n");
    char *expected_msg = strtok(NULL, "\n");
    if (!name || !status)
        return;
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.class", CF_CORPUS_DIR, name);
    size_t len;
    uint8_t *data = read_file(path, &len);
    if (!data) {
        printf("missing corpus file %s\n", path);
        t->failures++;
        return;
    }
    ClassFile *cf = NULL, *cf2 = NULL;
    char msg[1024] = "", msg2[1024] = "";
    CfStatus st = cf_parse_named(data, len, "Small", &cf, msg, sizeof msg);
    CfStatus st2 = cf_parse(data, len, &cf2, msg2, sizeof msg2);
    cf_free(cf);
    cf_free(cf2);
    free(data);
    t->cases++;
    int known = is_known_difference(name);
    int ok = st == st2 && (strcmp(status_name(st), status) == 0 || known);
    if (st != CF_OK && !known) {
        ok = ok && msg[0] && (!expected_msg || !strstr(expected_msg, "Small") ||
                              strstr(msg, "Small"));
        ok = ok && cf == NULL;
    }
    if (expected_msg && strcmp(msg, expected_msg) == 0)
        t->exact_messages++;
    else if (st != CF_OK && ok)
        printf("  message differs: %s\n    java:    %s\n    agentvm: %s\n", name,
               expected_msg ? expected_msg : "", msg);
    if (!ok) {
        printf("FAIL %s: expected %s (%s), got %s (%s)\n", name, status,
               expected_msg ? expected_msg : "", status_name(st), msg);
        t->failures++;
    }
}

static void test_malformed_corpus(void **state)
{
    FILE *f = fopen(CF_EXPECTED, "r");
    if (!f)
        fail_msg("cannot read %s", CF_EXPECTED);
    char line[2048];
    CorpusTally t = { 0 };
    while (fgets(line, sizeof line, f))
        if (line[0] != '#')
            check_corpus_case(line, &t);
    fclose(f);
    printf("corpus: %d cases, %d with HotSpot's exact message, %d failures\n", t.cases,
           t.exact_messages, t.failures);
    assert_true(t.cases > 500);
    assert_int_equal(t.failures, 0);
}

/* ------------------------------------------------------------------------
 * Mutation fuzzing: fixed seed, so a crash reproduces
 * ------------------------------------------------------------------------ */

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static uint32_t rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 16);
}

static size_t mutate(uint8_t *buf, size_t len)
{
    static const uint16_t interesting[] = { 0, 1, 2, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF };
    int ops = 1 + (int)(rng() % 4);
    for (int i = 0; i < ops && len > 2; i++) {
        size_t at = rng() % (len - 1);
        switch (rng() % 5) {
        case 0: buf[at] ^= (uint8_t)(1u << (rng() % 8)); break;
        case 1: buf[at] = (uint8_t)rng(); break;
        case 2: {
            uint16_t v = interesting[rng() % AVM_ARRAY_LEN(interesting)];
            buf[at] = (uint8_t)(v >> 8);
            buf[at + 1] = (uint8_t)v;
            break;
        }
        case 3: len = at + 1; break;
        default: buf[at] = buf[rng() % len]; break;
        }
    }
    return len;
}

static void fuzz_file(const char *path, int rounds)
{
    size_t len;
    uint8_t *orig = read_file(path, &len);
    if (!orig)
        fail_msg("cannot read %s", path);
    uint8_t *buf = malloc(len);
    int accepted = 0;
    for (int i = 0; i < rounds; i++) {
        memcpy(buf, orig, len);
        size_t n = mutate(buf, len);
        ClassFile *cf = NULL;
        char msg[256];
        CfStatus st = cf_parse(buf, n, &cf, msg, sizeof msg);
        assert_true((st == CF_OK) == (cf != NULL));
        accepted += st == CF_OK;
        cf_free(cf);
    }
    printf("fuzz %s: %d mutations, %d still parse\n", path, rounds, accepted);
    free(buf);
    free(orig);
}

static void test_fuzz(void **state)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/valid.class", CF_CORPUS_DIR);
    fuzz_file(path, 10000);
    snprintf(path, sizeof path, "%s/17/Kinds.class", CF_FIXTURE_DIR);
    fuzz_file(path, 10000);
}

/* ------------------------------------------------------------------------
 * Every class of java.base
 * ------------------------------------------------------------------------ */

typedef struct Walk {
    int parsed, failed;
} Walk;

static void parse_tree(const char *dir, Walk *w);

static void parse_entry(const char *path, Walk *w)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return;
    if (S_ISDIR(st.st_mode)) {
        parse_tree(path, w);
        return;
    }
    size_t n = strlen(path);
    if (n < 6 || strcmp(path + n - 6, ".class") != 0)
        return;
    size_t len;
    uint8_t *data = read_file(path, &len);
    ClassFile *cf = NULL;
    char msg[512];
    CfStatus s = data ? cf_parse(data, len, &cf, msg, sizeof msg) : CF_NO_MEMORY;
    if (s != CF_OK) {
        printf("FAIL %s: %s\n", path, data ? msg : "unreadable");
        w->failed++;
    }
    w->parsed++;
    cf_free(cf);
    free(data);
}

#include <dirent.h>

static void parse_tree(const char *dir, Walk *w)
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
        parse_entry(path, w);
    }
    closedir(d);
}

static void test_java_base(void **state)
{
    struct stat st;
    if (stat(CF_JIMAGE, &st) != 0 || stat(CF_JDK_MODULES, &st) != 0) {
        printf("skipped: no jimage tool or JDK modules image (%s, %s)\n", CF_JIMAGE,
               CF_JDK_MODULES);
        skip();
    }
    char dir[1024], cmd[4096];
    snprintf(dir, sizeof dir, "%s/java-base-classes", CF_WORK_DIR);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && '%s' extract --dir '%s' --include "
             "'regex:/java\\.base/.*' '%s'", dir, CF_JIMAGE, dir, CF_JDK_MODULES);
    if (system(cmd) != 0) {
        printf("skipped: jimage extract failed\n");
        skip();
    }
    Walk w = { 0 };
    parse_tree(dir, &w);
    printf("java.base: %d classes parsed, %d failed\n", w.parsed, w.failed);
    assert_true(w.parsed > 1000);
    assert_int_equal(w.failed, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_descriptors),
        cmocka_unit_test(test_kinds_header),
        cmocka_unit_test(test_kinds_constants),
        cmocka_unit_test(test_kinds_bootstrap_and_nest),
        cmocka_unit_test(test_kinds_methods),
        cmocka_unit_test(test_nested_classes),
        cmocka_unit_test(test_release_8),
        cmocka_unit_test(test_adopt),
        cmocka_unit_test(test_malformed_corpus),
        cmocka_unit_test(test_fuzz),
        cmocka_unit_test(test_java_base),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
