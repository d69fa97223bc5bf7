/*
 * An independent reader of hsperfdata v2.0 files, written from the format
 * description in docs/perfdata.md (prologue and entry tables), not from
 * the writer's code. It checks every rule a JDK tool relies on and
 * optionally prints the counters.
 *
 *   perf_reader [-p] [-g NAME] [-a] [-t] FILE
 *     -p       print every counter as name=value
 *     -g NAME  print the value of NAME only (fails when missing)
 *     -a       require the accessible byte to be 1
 *     -t       require every counter the JDK 17 jps and jstat read
 *
 * Exit status 0 when the file is well formed, 1 otherwise (each problem is
 * printed on stderr).
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int problems;

static void problem(const char *fmt, const char *a, long b)
{
    fprintf(stderr, "perf_reader: ");
    fprintf(stderr, fmt, a, b);
    fputc('\n', stderr);
    problems++;
}

/* Fields in the byte order the prologue declares. */
static int little;

static uint32_t u32(const unsigned char *p)
{
    return little ? (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24
                  : (uint32_t)p[3] | (uint32_t)p[2] << 8 | (uint32_t)p[1] << 16 | (uint32_t)p[0] << 24;
}

static int64_t s64(const unsigned char *p)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v |= (uint64_t)p[little ? i : 7 - i] << (8 * i);
    return (int64_t)v;
}

/* What jps and jstat (JDK 17) read: a missing one prints "-" or "Unknown". */
static const char *tool_counters[] = {
    "sun.rt.javaCommand", "java.rt.vmArgs", "java.rt.vmFlags", "sun.rt.jvmCapabilities",
    "java.ci.totalTime", "java.cls.loadedClasses", "java.cls.sharedLoadedClasses",
    "java.cls.sharedUnloadedClasses", "java.cls.unloadedClasses", "sun.ci.lastFailedMethod",
    "sun.ci.lastFailedType", "sun.ci.lastMethod", "sun.ci.lastSize", "sun.ci.lastType",
    "sun.ci.totalBailouts", "sun.ci.totalCompiles", "sun.ci.totalInvalidates", "sun.cls.loadedBytes",
    "sun.cls.sharedLoadedBytes", "sun.cls.sharedUnloadedBytes", "sun.cls.time", "sun.cls.unloadedBytes",
    "sun.gc.cause", "sun.gc.collector.0.invocations", "sun.gc.collector.0.time",
    "sun.gc.collector.1.invocations", "sun.gc.collector.1.time", "sun.gc.collector.2.invocations",
    "sun.gc.collector.2.time", "sun.gc.compressedclassspace.capacity",
    "sun.gc.compressedclassspace.maxCapacity", "sun.gc.compressedclassspace.minCapacity",
    "sun.gc.compressedclassspace.used", "sun.gc.generation.0.capacity", "sun.gc.generation.0.maxCapacity",
    "sun.gc.generation.0.minCapacity", "sun.gc.generation.0.space.0.capacity",
    "sun.gc.generation.0.space.0.maxCapacity", "sun.gc.generation.0.space.0.used",
    "sun.gc.generation.0.space.1.capacity", "sun.gc.generation.0.space.1.maxCapacity",
    "sun.gc.generation.0.space.1.used", "sun.gc.generation.0.space.2.capacity",
    "sun.gc.generation.0.space.2.maxCapacity", "sun.gc.generation.0.space.2.used",
    "sun.gc.generation.1.capacity", "sun.gc.generation.1.maxCapacity", "sun.gc.generation.1.minCapacity",
    "sun.gc.generation.1.space.0.capacity", "sun.gc.generation.1.space.0.used", "sun.gc.lastCause",
    "sun.gc.metaspace.capacity", "sun.gc.metaspace.maxCapacity", "sun.gc.metaspace.minCapacity",
    "sun.gc.metaspace.used", "sun.gc.policy.desiredSurvivorSize", "sun.gc.policy.maxTenuringThreshold",
    "sun.gc.policy.tenuringThreshold", "sun.os.hrt.frequency", "sun.os.hrt.ticks",
};

#define MAX_ENTRIES 4096
static char *names[MAX_ENTRIES];
static int name_count;

static int seen(const char *name)
{
    for (int i = 0; i < name_count; i++)
        if (!strcmp(names[i], name))
            return 1;
    return 0;
}

static void print_value(const char *name, char type, const unsigned char *data, uint32_t vlen)
{
    if (type == 'J')
        printf("%s=%lld\n", name, (long long)s64(data));
    else
        printf("%s=\"%.*s\"\n", name, (int)strnlen((const char *)data, vlen), (const char *)data);
}

/* One entry at e (room bytes left before `used`). Returns its length or 0. */
static uint32_t check_entry(const unsigned char *e, uint32_t room, uint32_t at, int print, const char *get,
                            int *got)
{
    if (room < 20) {
        problem("entry at %s%ld: header runs past the used area", "", at);
        return 0;
    }
    uint32_t len = u32(e), name_off = u32(e + 4), vlen = u32(e + 8), data_off = u32(e + 16);
    unsigned char type = e[12], flags = e[13], units = e[14], var = e[15];
    if (len == 0 || len > room || len % 8) {
        problem("entry at %s%ld: bad entry length", "", at);
        return 0;
    }
    if (name_off < 20 || name_off >= len) {
        problem("entry at %s%ld: bad name offset", "", at);
        return 0;
    }
    const char *name = (const char *)e + name_off;
    size_t nlen = strnlen(name, len - name_off);
    if (nlen == len - name_off || nlen == 0) {
        problem("entry at %s%ld: name not terminated inside the entry", "", at);
        return 0;
    }
    for (size_t i = 0; i < nlen; i++)
        if (!isprint((unsigned char)name[i]) || name[i] == ' ')
            problem("%s: name is not printable ASCII (%ld)", name, (long)i);
    if (data_off < name_off + nlen + 1 || data_off >= len)
        problem("%s: data offset %ld overlaps the name or runs past the entry", name, data_off);
    if (units < 1 || units > 6)
        problem("%s: units %ld out of range", name, units);
    if (var < 1 || var > 3)
        problem("%s: variability %ld out of range", name, var);
    int supported = !strncmp(name, "java.", 5) || !strncmp(name, "com.sun.", 8);
    if (flags != (supported ? 1 : 0))
        problem("%s: flags %ld do not match the name space", name, flags);
    if (type == 'J') {
        if (vlen != 0)
            problem("%s: long with vector length %ld", name, vlen);
        if (data_off % 8 || data_off + 8 > len)
            problem("%s: long data misaligned or past the entry (offset %ld)", name, data_off);
        if (units == 5)
            problem("%s: long with String units (%ld)", name, units);
    } else if (type == 'B') {
        if (vlen == 0 || data_off + vlen > len)
            problem("%s: string vector length %ld does not fit", name, vlen);
        else if (!memchr(e + data_off, 0, vlen))
            problem("%s: string not terminated (vector length %ld)", name, vlen);
        if (units != 5)
            problem("%s: byte vector with units %ld (readers need String)", name, units);
        if (var != 1 && var != 3)
            problem("%s: string with variability %ld (readers need Constant or Variable)", name, var);
        if (var == 1 && vlen > 1025)
            problem("%s: string constant of %ld bytes", name, vlen);
    } else {
        problem("%s: data type %ld is neither J nor B", name, type);
    }
    if (seen(name))
        problem("%s: duplicate name (%ld)", name, 0);
    else if (name_count < MAX_ENTRIES)
        names[name_count++] = strdup(name);
    if (print)
        print_value(name, (char)type, e + data_off, vlen);
    if (get && !strcmp(get, name)) {
        if (type == 'J')
            printf("%lld\n", (long long)s64(e + data_off));
        else
            printf("%.*s\n", (int)strnlen((const char *)e + data_off, vlen), (const char *)e + data_off);
        *got = 1;
    }
    return len;
}

static unsigned char *read_all(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    unsigned char *buf = malloc(cap);
    size_t r;
    while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
        n += r;
        if (n == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    *size = n;
    return buf;
}

int main(int argc, char **argv)
{
    int print = 0, need_accessible = 0, need_tools = 0, opt;
    const char *get = NULL;
    while ((opt = getopt(argc, argv, "pg:at")) != -1) {
        if (opt == 'p')
            print = 1;
        else if (opt == 'g')
            get = optarg;
        else if (opt == 'a')
            need_accessible = 1;
        else if (opt == 't')
            need_tools = 1;
        else
            return 2;
    }
    if (optind != argc - 1) {
        fprintf(stderr, "usage: perf_reader [-p] [-g NAME] [-a] [-t] FILE\n");
        return 2;
    }
    size_t size;
    unsigned char *b = read_all(argv[optind], &size);
    if (!b) {
        perror(argv[optind]);
        return 1;
    }
    long page = sysconf(_SC_PAGESIZE);
    if (size < 32 || size % (size_t)page) {
        problem("%sfile size %ld is not a whole number of pages", "", (long)size);
        return 1;
    }
    /* Prologue. */
    if (b[0] != 0xCA || b[1] != 0xFE || b[2] != 0xC0 || b[3] != 0xC0)
        problem("%sbad magic (%ld)", "", 0);
    if (b[4] > 1)
        problem("%sbyte order %ld", "", b[4]);
    little = b[4] == 1;
    if (b[5] != 2 || b[6] != 0)
        problem("%sversion is not 2.0 (major %ld)", "", b[5]);
    if (b[7] > 1 || (need_accessible && b[7] != 1))
        problem("%saccessible byte is %ld", "", b[7]);
    uint32_t used = u32(b + 8), overflow = u32(b + 12), entry_off = u32(b + 24), count = u32(b + 28);
    if (used < 32 || used > size)
        problem("%sused %ld out of range", "", used);
    if (overflow != 0)
        problem("%soverflow %ld: counters did not fit", "", overflow);
    if (entry_off != 32)
        problem("%sentry offset %ld", "", entry_off);
    if (s64(b + 16) < 0)
        problem("%smodification time stamp %ld is negative", "", (long)s64(b + 16));
    if (problems)
        return 1;
    /* Entries. */
    uint32_t at = entry_off, n = 0;
    int got = 0;
    while (n < count && at < used) {
        uint32_t len = check_entry(b + at, used - at, at, print, get, &got);
        if (!len)
            break;
        at += len;
        n++;
    }
    if (n != count)
        problem("%sonly %ld entries readable of the prologue's count", "", n);
    if (at != used)
        problem("%sentries end at %ld, not at used", "", at);
    if (need_tools)
        for (size_t i = 0; i < sizeof tool_counters / sizeof tool_counters[0]; i++)
            if (!seen(tool_counters[i]))
                problem("%s: missing (%ld)", tool_counters[i], 0);
    if (get && !got)
        problem("%s: no such counter (%ld)", get, 0);
    if (!problems && !print && !get)
        printf("perf_reader: %s: %u entries, %u of %zu bytes used, well formed\n", argv[optind], count, used, size);
    return problems ? 1 : 0;
}
