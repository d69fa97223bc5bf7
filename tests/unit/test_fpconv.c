/*
 * Checks fpconv against fixtures written by the reference JVM
 * (tests/fpconv/gen-fixtures.sh): every line of doubles.txt and floats.txt
 * (bit pattern, toString text) and of parse.txt (text, double bits, float
 * bits or ERROR), and reading back each toString text
 * (roundtrip-exceptions.txt). Usage: test_fpconv FIXTURE_DIR. Set FPCONV_VERBOSE=1 to
 * list every mismatch instead of the first few.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fpconv.h"

static const char *fixture_dir = ".";

/* The longest line: parse.txt holds a few inputs of several hundred digits. */
#define LINE_MAX_LEN 65536

static FILE *open_fixture(const char *name)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", fixture_dir, name);
    FILE *f = fopen(path, "r");
    if (f == NULL)
        fail_msg("cannot open fixture %s", path);
    return f;
}

static int show_mismatch(int count)
{
    return count < 20 || getenv("FPCONV_VERBOSE") != NULL;
}

/* Checks one toString line; returns 1 on a mismatch. */
static int check_to_string(const char *line, int is_float, int bad)
{
    unsigned long long bits;
    char want[128], got[64];
    if (sscanf(line, "%llx\t%127s", &bits, want) != 2)
        fail_msg("malformed fixture line: %s", line);
    memset(got, 'x', sizeof got);
    size_t n;
    if (is_float) {
        uint32_t b = (uint32_t)bits;
        float x;
        memcpy(&x, &b, sizeof x);
        n = fp_float_to_string(x, got);
    } else {
        double x;
        memcpy(&x, &bits, sizeof x);
        n = fp_double_to_string(x, got);
    }
    /* The documented buffer size must be enough, and the length returned right. */
    assert_true(n < FP_TO_STRING_BUF);
    assert_int_equal(n, strlen(got));
    if (strcmp(got, want) == 0)
        return 0;
    if (show_mismatch(bad))
        print_message("%s: %llx expected %s got %s\n", is_float ? "float" : "double", bits, want, got);
    return 1;
}

static void run_to_string(const char *name, int is_float)
{
    static char line[LINE_MAX_LEN];
    FILE *f = open_fixture(name);
    int bad = 0, total = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        total++;
        bad += check_to_string(line, is_float, bad);
    }
    fclose(f);
    print_message("%s: %d of %d differ\n", name, bad, total);
    assert_true(total > 1000);
    assert_int_equal(bad, 0);
}

static void test_double_to_string(void **state)
{
    (void)state;
    run_to_string("doubles.txt", 0);
}

static void test_float_to_string(void **state)
{
    (void)state;
    run_to_string("floats.txt", 1);
}

static void parse_both(const char *s, char *gd, char *gf)
{
    double d;
    float f;
    if (fp_parse_double(s, strlen(s), &d) != 0) {
        strcpy(gd, "ERROR");
    } else {
        uint64_t b;
        memcpy(&b, &d, sizeof b);
        sprintf(gd, "%016llx", (unsigned long long)b);
    }
    if (fp_parse_float(s, strlen(s), &f) != 0) {
        strcpy(gf, "ERROR");
    } else {
        uint32_t b;
        memcpy(&b, &f, sizeof b);
        sprintf(gf, "%08x", b);
    }
}

static void test_parse(void **state)
{
    (void)state;
    static char line[LINE_MAX_LEN];
    FILE *f = open_fixture("parse.txt");
    int bad = 0, total = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        char *want_d = strchr(line, '\t');
        char *want_f = want_d ? strchr(want_d + 1, '\t') : NULL;
        if (want_f == NULL)
            fail_msg("malformed fixture line: %s", line);
        *want_d++ = '\0';
        *want_f++ = '\0';
        char gd[32], gf[32];
        parse_both(line, gd, gf);
        total++;
        if (strcmp(gd, want_d) != 0 || strcmp(gf, want_f) != 0) {
            if (show_mismatch(bad))
                print_message("parse %.100s: expected %s %s got %s %s\n", line, want_d, want_f, gd, gf);
            bad++;
        }
    }
    fclose(f);
    print_message("parse.txt: %d of %d differ\n", bad, total);
    assert_true(total > 1000);
    assert_int_equal(bad, 0);
}

/*
 * Reading back toString's text gives the value again, except for the values
 * listed in roundtrip-exceptions.txt ("d" or "f", bits, bits read back),
 * where the reference's own text does not read back as the same value.
 */
#define MAX_EXCEPTIONS 4096

typedef struct {
    char kind;
    unsigned long long bits, back;
} RoundTripException;

static RoundTripException exceptions[MAX_EXCEPTIONS];
static int n_exceptions;

static void load_exceptions(void)
{
    char line[256];
    FILE *f = open_fixture("roundtrip-exceptions.txt");
    n_exceptions = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        RoundTripException *e = &exceptions[n_exceptions];
        assert_true(n_exceptions < MAX_EXCEPTIONS);
        assert_int_equal(sscanf(line, "%c\t%llx\t%llx", &e->kind, &e->bits, &e->back), 3);
        n_exceptions++;
    }
    fclose(f);
}

static unsigned long long expected_back(char kind, unsigned long long bits)
{
    for (int i = 0; i < n_exceptions; i++)
        if (exceptions[i].kind == kind && exceptions[i].bits == bits)
            return exceptions[i].back;
    return bits;
}

static unsigned long long read_back(int is_float, unsigned long long bits)
{
    char text[FP_TO_STRING_BUF];
    if (is_float) {
        uint32_t b = (uint32_t)bits;
        float x, y;
        memcpy(&x, &b, sizeof x);
        size_t n = fp_float_to_string(x, text);
        assert_int_equal(fp_parse_float(text, n, &y), 0);
        memcpy(&b, &y, sizeof b);
        return b;
    }
    uint64_t b;
    double x, y;
    memcpy(&x, &bits, sizeof x);
    size_t n = fp_double_to_string(x, text);
    assert_int_equal(fp_parse_double(text, n, &y), 0);
    memcpy(&b, &y, sizeof b);
    return b;
}

static void run_round_trip(const char *name, int is_float)
{
    static char line[LINE_MAX_LEN];
    FILE *f = open_fixture(name);
    while (fgets(line, sizeof line, f) != NULL) {
        unsigned long long bits;
        assert_int_equal(sscanf(line, "%llx", &bits), 1);
        if (strncmp(strchr(line, '\t') + 1, "NaN", 3) == 0)
            continue;
        unsigned long long want = expected_back(is_float ? 'f' : 'd', bits);
        unsigned long long got = read_back(is_float, bits);
        if (got != want)
            fail_msg("%s %llx reads back as %llx, expected %llx", name, bits, got, want);
    }
    fclose(f);
}

static void test_round_trip(void **state)
{
    (void)state;
    load_exceptions();
    run_round_trip("doubles.txt", 0);
    run_round_trip("floats.txt", 1);
}

/* Shapes the fixtures cannot hold: NUL, tab and newline around the number, bytes >= 0x80. */
static void test_odd_bytes(void **state)
{
    (void)state;
    double d;
    float f;
    assert_int_equal(fp_parse_double("\t1\0", 3, &d), 0);
    assert_true(d == 1.0);
    assert_int_equal(fp_parse_double("\n-0x1p1\r\n", 10, &d), 0);
    assert_true(d == -2.0);
    assert_int_equal(fp_parse_double("1\t2", 3, &d), -1);
    assert_int_equal(fp_parse_double("\t\n", 2, &d), -1);
    assert_int_equal(fp_parse_double("\xd9\xa1", 2, &d), -1);
    assert_int_equal(fp_parse_float("1.5", 3, &f), 0);
    assert_true(f == 1.5f);
    assert_int_equal(fp_parse_double("1.5e3xyz", 5, &d), 0);
    assert_true(d == 1500.0);
}

int main(int argc, char **argv)
{
    if (argc > 1)
        fixture_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_double_to_string),
        cmocka_unit_test(test_float_to_string),
        cmocka_unit_test(test_parse),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_odd_bytes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
