/*
 * -XX flags (see vm/xxflags.h). The rules, as HotSpot 17 applies them:
 *
 *   +Name / -Name     a bool flag;
 *   Name=value        any other flag; a number must be all of
 *                     [-0-9a-fA-FkmgtxKMGTX] (decimal or 0x hex, an optional
 *                     k/m/g/t multiplier, '-' only for signed types) or, for
 *                     a double, digits '.' digits (strtod);
 *   Name:=value       a string flag.
 *
 * A value outside the flag's range prints "<type> Name=<value> is outside
 * the allowed range [ lo ... hi ]" first. Then whatever is wrong prints
 * "Unrecognized VM option", "Missing +/- setting", "Unexpected +/- setting"
 * or "Improperly specified VM option" with the argument, or the message of
 * a diagnostic or experimental flag not unlocked before it.
 */
#include "vm/xxflags.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PRODUCT, MANAGEABLE, DIAGNOSTIC, EXPERIMENTAL };

typedef struct XxFlag {
    const char *name;
    XxType type;
    int kind;
    const char *lo, *hi;
    const char *value;    /* HotSpot's value, as -XX:+PrintFlagsFinal prints it */
} XxFlag;

#define BOOL XX_BOOL
#define INT XX_INT
#define UINT XX_UINT
#define INTX XX_INTX
#define UINTX XX_UINTX
#define UINT64_T XX_UINT64_T
#define SIZE_T XX_SIZE_T
#define DOUBLE XX_DOUBLE
#define CCSTR XX_CCSTR
#define CCSTRLIST XX_CCSTRLIST
static const XxFlag flags[] = {
#define XX_FLAG(name, type, kind, lo, hi, value) { #name, type, kind, lo, hi, value },
#include "vm/xx_flags.def"
#undef XX_FLAG
};
#undef BOOL
#undef INT
#undef UINT
#undef INTX
#undef UINTX
#undef UINT64_T
#undef SIZE_T
#undef DOUBLE
#undef CCSTR
#undef CCSTRLIST

static const char *const type_names[] = { "bool", "int", "uint", "intx", "uintx", "uint64_t", "size_t",
                                          "double", "ccstr", "ccstrlist" };

static int diagnostic_unlocked, experimental_unlocked;

static void free_values(void);

void xx_reset(void)
{
    diagnostic_unlocked = experimental_unlocked = 0;
    free_values();
}

/* The table is sorted by strcmp (scripts/gen-xx-flags.sh sorts in the C locale). */
static const XxFlag *find(const char *name, size_t len)
{
    size_t lo = 0, hi = sizeof flags / sizeof flags[0];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strncmp(flags[mid].name, name, len);
        if (c == 0 && flags[mid].name[len])
            c = 1;
        if (c == 0)
            return &flags[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static int locked_kind(const XxFlag *f)
{
    return (f->kind == DIAGNOSTIC && !diagnostic_unlocked) || (f->kind == EXPERIMENTAL && !experimental_unlocked);
}

/* The unlocking flags are diagnostic themselves, but +/- always sets them
 * (a malformed one still gets the locked message, as on HotSpot). */
static int locked(const XxFlag *f)
{
    if (!strcmp(f->name, "UnlockDiagnosticVMOptions") || !strcmp(f->name, "UnlockExperimentalVMOptions"))
        return 0;
    return locked_kind(f);
}

static int is_name_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static size_t name_length(const char *s)
{
    size_t n = 0;
    while (is_name_char(s[n]))
        n++;
    return n;
}

static int all_in(const char *s, const char *set)
{
    if (!*s)
        return 0;
    for (; *s; s++)
        if (!strchr(set, *s))
            return 0;
    return 1;
}

static int is_signed(XxType t) { return t == XX_INT || t == XX_INTX; }

/* An integer with an optional k/m/g/t multiplier, as a 64-bit number:
 * '-' only for signed types, multiplication checked against 64 bits. As in
 * HotSpot, int and uint flags then keep the low 32 bits (a larger value is
 * not rejected); doubles take the unsigned form. */
static int parse_integer(const char *s, XxType type, int64_t *si, uint64_t *ui)
{
    int neg = s[0] == '-';
    if (neg && !is_signed(type))
        return 0;
    const char *digits = s + neg;
    int base = digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X') ? 16 : 10;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, base);
    if (errno || end == s)
        return 0;
    uint64_t mul = 1;
    switch (*end) {
    case '\0': break;
    case 't': case 'T': mul = 1ull << 40; break;
    case 'g': case 'G': mul = 1ull << 30; break;
    case 'm': case 'M': mul = 1ull << 20; break;
    case 'k': case 'K': mul = 1ull << 10; break;
    default: return 0;
    }
    if (*end && end[1])
        return 0;
    if (is_signed(type)) {
        int64_t x = (int64_t)v;
        if ((x > 0 && x > INT64_MAX / (int64_t)mul) || (x < 0 && x < INT64_MIN / (int64_t)mul))
            return 0;
        x *= (int64_t)mul;
        *si = type == XX_INT ? (int32_t)x : x;
    } else {
        if (v > UINT64_MAX / mul)
            return 0;
        v *= mul;
        *ui = type == XX_UINT ? (uint32_t)v : v;
    }
    return 1;
}

/* Digits '.' digits, in the form HotSpot hands to strtod. */
static int parse_decimal(const char *s, double *d)
{
    size_t a = strspn(s, "-0123456789");
    if (a == 0 || s[a] != '.' || !all_in(s + a + 1, "0123456789eE+-"))
        return 0;
    char *end;
    errno = 0;
    *d = strtod(s, &end);
    return errno == 0 && *end == '\0';
}

/* A number for a flag of numeric type: 1 parsed, 0 malformed, -1 out of
 * its range (the range message printed). */
static int parse_number(const XxFlag *f, const char *s, XxValue *v, void (*print)(const char *fmt, ...))
{
    int ok;
    if (strchr(s, '.')) {
        ok = f->type == XX_DOUBLE && parse_decimal(s, &v->d);
    } else {
        ok = all_in(s, "-kmgtxKMGTX0123456789abcdefABCDEF") && parse_integer(s, f->type, &v->i, &v->u);
        if (ok && f->type == XX_DOUBLE)
            v->d = (double)v->u;
    }
    if (!ok || !f->lo)
        return ok;
    const char *t = type_names[f->type];
    if (f->type == XX_DOUBLE) {
        double lo = strtod(f->lo, NULL), hi = strtod(f->hi, NULL);
        if (v->d >= lo && v->d <= hi)
            return 1;
        print("%s %s=%f is outside the allowed range [ %f ... %f ]\n", t, f->name, v->d, lo, hi);
    } else if (is_signed(f->type)) {
        long long lo = strtoll(f->lo, NULL, 10), hi = strtoll(f->hi, NULL, 10);
        if (v->i >= lo && v->i <= hi)
            return 1;
        print("%s %s=%lld is outside the allowed range [ %lld ... %lld ]\n", t, f->name, (long long)v->i, lo, hi);
    } else {
        unsigned long long lo = strtoull(f->lo, NULL, 10), hi = strtoull(f->hi, NULL, 10);
        if (v->u >= lo && v->u <= hi)
            return 1;
        print("%s %s=%llu is outside the allowed range [ %llu ... %llu ]\n", t, f->name, (unsigned long long)v->u,
              lo, hi);
    }
    return -1;
}

/* How alike two names are: twice the adjacent character pairs of `a` found
 * in `b`, over both lengths (HotSpot's test for "Did you mean"). */
static double similarity(const char *a, size_t la, const char *b, size_t lb)
{
    size_t hit = 0;
    for (size_t i = 0; i + 1 < la; i++)
        for (size_t j = 0; j + 1 < lb; j++)
            if (a[i] == b[j] && a[i + 1] == b[j + 1]) {
                hit++;
                break;
            }
    return la + lb ? 2.0 * (double)hit / (double)(la + lb) : 0;
}

static void suggest(const char *name, size_t len, void (*print)(const char *fmt, ...))
{
    /* A name this long can never be alike enough to a flag's (the score is
     * at most 2 * flag length / (flag length + len)): skip the quadratic scan. */
    if (len > 255)
        return;
    const XxFlag *best = NULL;
    double best_score = -1;
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
        double s = similarity(flags[i].name, strlen(flags[i].name), name, len);
        if (s > best_score) {
            best_score = s;
            best = &flags[i];
        }
    }
    if (best && best_score >= 0.7)
        print("Did you mean '%s%s%s'? ", best->type == XX_BOOL ? "(+/-)" : "", best->name,
              best->type == XX_BOOL ? "" : "=<value>");
}

/* The message for an argument that was not accepted. */
static int reject(const char *opt, int ignore_unknown, XxValue *v, void (*print)(const char *fmt, ...))
{
    int sign = opt[0] == '+' || opt[0] == '-';
    const char *arg = opt + sign;
    const char *eq = strchr(arg, '=');
    size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
    const XxFlag *f = find(arg, len);
    if (!f) {
        if (ignore_unknown) {
            v->name = NULL;
            return 0;
        }
        print("Unrecognized VM option '%s'\n", arg);
        suggest(arg, len, print);
    } else if (locked_kind(f)) {
        const char *kind = f->kind == DIAGNOSTIC ? "diagnostic" : "experimental";
        print("Error: VM option '%s' is %s and must be enabled via -XX:+Unlock%sVMOptions.\n"
              "Error: The unlock option must precede '%s'.\n",
              f->name, kind, f->kind == DIAGNOSTIC ? "Diagnostic" : "Experimental", f->name);
    } else if (f->type == XX_BOOL && !sign) {
        print("Missing +/- setting for VM option '%s'\n", arg);
    } else if (f->type != XX_BOOL && sign) {
        print("Unexpected +/- setting in VM option '%s'\n", arg);
    } else {
        print("Improperly specified VM option '%s'\n", arg);
    }
    return -1;
}

static int parse_flag(const char *opt, int ignore_unknown, XxValue *v, void (*print)(const char *fmt, ...))
{
    memset(v, 0, sizeof *v);
    int sign = opt[0] == '+' || opt[0] == '-';
    const char *arg = opt + sign;
    size_t n = name_length(arg);
    const XxFlag *f = n ? find(arg, n) : NULL;
    if (!f || locked(f))
        return reject(opt, ignore_unknown, v, print);
    v->name = f->name;
    v->type = f->type;
    if (sign) {
        if (f->type != XX_BOOL || arg[n])
            return reject(opt, ignore_unknown, v, print);
        v->on = opt[0] == '+';
        if (!strcmp(f->name, "UnlockDiagnosticVMOptions"))
            diagnostic_unlocked = v->on;
        else if (!strcmp(f->name, "UnlockExperimentalVMOptions"))
            experimental_unlocked = v->on;
        return 0;
    }
    int string = f->type == XX_CCSTR || f->type == XX_CCSTRLIST;
    if (string && (arg[n] == '=' || (arg[n] == ':' && arg[n + 1] == '='))) {
        v->s = arg + n + (arg[n] == '=' ? 1 : 2);
        return 0;
    }
    if (arg[n] != '=' || f->type == XX_BOOL || string)
        return reject(opt, ignore_unknown, v, print);
    return parse_number(f, arg + n + 1, v, print) == 1 ? 0 : reject(opt, ignore_unknown, v, print);
}

/* ------------------------------------------------------------------ */
/* Values in the running VM (printflag, setflag, jcmd VM.flags)         */
/* ------------------------------------------------------------------ */

enum { ORIGIN_DEFAULT, ORIGIN_COMMAND_LINE, ORIGIN_ERGONOMIC, ORIGIN_MANAGEMENT };

#define FLAG_COUNT (sizeof flags / sizeof flags[0])

/* A value that differs from the table's, and where it came from. A value
 * replaced while the VM runs is not freed (a reader may hold it): every value
 * ever set stays on one list until the options are parsed anew (xx_reset,
 * before any reader exists). */
static const char *current[FLAG_COUNT];
static uint8_t origin[FLAG_COUNT];

typedef struct Value {
    struct Value *next;
    char text[];
} Value;

static Value *values;
static pthread_mutex_t values_lock = PTHREAD_MUTEX_INITIALIZER;

static void set_value(const XxFlag *f, const char *text, int from)
{
    size_t len = strlen(text);
    Value *v = malloc(sizeof *v + len + 1);
    if (!v)
        return;
    memcpy(v->text, text, len + 1);
    pthread_mutex_lock(&values_lock);
    v->next = values;
    values = v;
    pthread_mutex_unlock(&values_lock);
    size_t i = (size_t)(f - flags);
    __atomic_store_n(&current[i], v->text, __ATOMIC_RELEASE);
    origin[i] = (uint8_t)from;
}

static void free_values(void)
{
    pthread_mutex_lock(&values_lock);
    while (values) {
        Value *next = values->next;
        free(values);
        values = next;
    }
    pthread_mutex_unlock(&values_lock);
    memset(current, 0, sizeof current);
    memset(origin, 0, sizeof origin);
}

static const char *value_of(const XxFlag *f)
{
    const char *v = __atomic_load_n(&current[f - flags], __ATOMIC_ACQUIRE);
    return v ? v : f->value;
}

/* The value's text as PrintFlagsFinal shows it. */
static void format_value(const XxValue *v, char *buf, size_t size)
{
    switch (v->type) {
    case XX_BOOL: snprintf(buf, size, "%s", v->on ? "true" : "false"); break;
    case XX_INT: case XX_INTX: snprintf(buf, size, "%" PRId64, v->i); break;
    case XX_DOUBLE: snprintf(buf, size, "%f", v->d); break;
    case XX_CCSTR: case XX_CCSTRLIST: snprintf(buf, size, "%s", v->s); break;
    default: snprintf(buf, size, "%" PRIu64, v->u); break;
    }
}

int xx_parse(const char *opt, int ignore_unknown, XxValue *v, void (*print)(const char *fmt, ...))
{
    int rc = parse_flag(opt, ignore_unknown, v, print);
    if (rc == 0 && v->name && (v->type != XX_CCSTR && v->type != XX_CCSTRLIST ? 1 : strlen(v->s) < 4096)) {
        char text[4096];
        format_value(v, text, sizeof text);
        set_value(find(v->name, strlen(v->name)), text, ORIGIN_COMMAND_LINE);
    }
    return rc;
}

void xx_set_ergonomic(const char *name, const char *value)
{
    const XxFlag *f = find(name, strlen(name));
    if (f && origin[f - flags] != ORIGIN_COMMAND_LINE)
        set_value(f, value, ORIGIN_ERGONOMIC);
}

static void print_as_option(const XxFlag *f, FILE *out)
{
    const char *v = value_of(f);
    if (f->type == XX_BOOL)
        fprintf(out, "-XX:%c%s", strcmp(v, "true") ? '-' : '+', f->name);
    else
        fprintf(out, "-XX:%s=%s", f->name, v);
}

void xx_print_flag(const char *name, FILE *out)
{
    const XxFlag *f = find(name, strlen(name));
    if (!f) {
        fprintf(out, "no such flag '%s'\n", name);
        return;
    }
    print_as_option(f, out);
    fputc('\n', out);
}

static void quiet(const char *fmt, ...) { (void)fmt; }

int xx_flag_manageable(const char *name)
{
    const XxFlag *f = find(name, strlen(name));
    return !f ? -1 : f->kind == MANAGEABLE;
}

/* setflag's value: "1"/"0"/"true"/"false" for a bool, else a number or
 * text of the flag's type. Only manageable flags change. */
int xx_set_flag(const char *name, const char *value, FILE *out)
{
    const XxFlag *f = find(name, strlen(name));
    if (!f) {
        fprintf(out, "flag %s does not exist\n", name);
        return -1;
    }
    if (f->kind != MANAGEABLE) {
        fprintf(out, "flag '%s' cannot be changed\n", name);
        return -1;
    }
    char text[4096];
    if (f->type == XX_BOOL) {
        int on = !strcmp(value, "1") || !strcmp(value, "true");
        if (!on && strcmp(value, "0") && strcmp(value, "false")) {
            fputs("flag value must be a boolean (1/0 or true/false)\n", out);
            return -1;
        }
        snprintf(text, sizeof text, "%s", on ? "true" : "false");
    } else if (f->type == XX_CCSTR || f->type == XX_CCSTRLIST) {
        snprintf(text, sizeof text, "%s", value);
    } else {
        XxValue v = { .name = f->name, .type = f->type };
        int rc = parse_number(f, value, &v, quiet);
        if (rc < 0) {
            fprintf(out, "%s error: must have value in range [%s...%s]\n", f->name, f->lo, f->hi);
            return -1;
        }
        if (rc == 0) {
            fprintf(out, "flag value must be %s\n",
                    f->type == XX_DOUBLE ? "a double" : is_signed(f->type) ? "an integer" : "an unsigned integer");
            return -1;
        }
        format_value(&v, text, sizeof text);
    }
    set_value(f, text, ORIGIN_MANAGEMENT);
    return 0;
}

static const char *const origin_names[] = { "default", "command line", "ergonomic", "management" };
static const char *const kind_names[] = { "product", "manageable", "diagnostic", "experimental" };

void xx_print_flags(FILE *out, int all)
{
    if (!all) {
        for (size_t i = 0; i < FLAG_COUNT; i++)
            if (origin[i] != ORIGIN_DEFAULT) {
                print_as_option(&flags[i], out);
                fputc(' ', out);
            }
        fputc('\n', out);
        return;
    }
    /* PrintFlagsFinal's columns: the kind ends at column 104. */
    fputs("[Global flags]\n", out);
    for (size_t i = 0; i < FLAG_COUNT; i++) {
        const XxFlag *f = &flags[i];
        if (locked_kind(f))
            continue;
        char line[4300], kind[32];
        int n = snprintf(line, sizeof line, "%9s %-40s = %s", type_names[f->type], f->name, value_of(f));
        int k = snprintf(kind, sizeof kind, "{%s}", kind_names[f->kind]);
        int pad = 104 - k - n;
        fprintf(out, "%s%*s%s {%s}\n", line, pad > 1 ? pad : 1, "", kind, origin_names[origin[i]]);
    }
}
