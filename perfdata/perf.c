/*
 * The counter region: prologue and entries (see perfdata/perf.h and
 * docs/perfdata.md for the layout).
 */
#include "perfdata/perf.h"

#include <inttypes.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Prologue offsets. */
enum {
    PRO_MAGIC = 0, PRO_BYTE_ORDER = 4, PRO_MAJOR = 5, PRO_MINOR = 6, PRO_ACCESSIBLE = 7,
    PRO_USED = 8, PRO_OVERFLOW = 12, PRO_MOD_TIME = 16, PRO_ENTRY_OFFSET = 24, PRO_NUM_ENTRIES = 28,
    PRO_SIZE = 32
};

/* Entry header offsets. */
enum {
    ENT_LENGTH = 0, ENT_NAME_OFFSET = 4, ENT_VECTOR_LENGTH = 8, ENT_TYPE = 12, ENT_FLAGS = 13,
    ENT_UNITS = 14, ENT_VARIABILITY = 15, ENT_DATA_OFFSET = 16, ENT_HEADER_SIZE = 20
};

#define FLAG_SUPPORTED 0x01
#define MAX_STRING_CONSTANT 1024

static uint8_t *region;
static size_t region_size;
static uint64_t ticks_origin;
static pthread_mutex_t create_lock = PTHREAD_MUTEX_INITIALIZER;

/* Where counters go when there is no room (or no region): written, never read. */
static int64_t scratch_long;
static char scratch_string[MAX_STRING_CONSTANT + 1];

static uint64_t monotonic_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

int64_t perf_ticks(void) { return (int64_t)(monotonic_ns() - ticks_origin); }

static void put_u32(size_t off, uint32_t v) { memcpy(region + off, &v, 4); }
static uint32_t get_u32(size_t off)
{
    uint32_t v;
    memcpy(&v, region + off, 4);
    return v;
}

void perf_init(uint8_t *base, size_t size, uint64_t start_ns)
{
    ticks_origin = start_ns;
    region = base;
    region_size = size;
    if (!region || size < PRO_SIZE)
        return;
    static const uint8_t magic[4] = { 0xCA, 0xFE, 0xC0, 0xC0 };
    memcpy(region + PRO_MAGIC, magic, 4);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    region[PRO_BYTE_ORDER] = 1;
#else
    region[PRO_BYTE_ORDER] = 0;
#endif
    region[PRO_MAJOR] = 2;
    region[PRO_MINOR] = 0;
    region[PRO_ACCESSIBLE] = 0;
    put_u32(PRO_USED, PRO_SIZE);
    put_u32(PRO_OVERFLOW, 0);
    put_u32(PRO_ENTRY_OFFSET, PRO_SIZE);
    put_u32(PRO_NUM_ENTRIES, 0);
}

void perf_set_accessible(void)
{
    if (region)
        __atomic_store_n(&region[PRO_ACCESSIBLE], 1, __ATOMIC_RELEASE);
}

uint32_t perf_overflow(void) { return region ? get_u32(PRO_OVERFLOW) : 0; }

static int is_supported_name(const char *name)
{
    return strncmp(name, "java.", 5) == 0 || strncmp(name, "com.sun.", 8) == 0;
}

/* Reserve and fill one entry; returns its data, or NULL when it does not
 * fit. The prologue counts the entry only after it is complete, so a
 * reader never sees half an entry. Called with create_lock held. */
static uint8_t *add_entry(const char *name, char type, uint32_t vector_length, PerfUnits units,
                          PerfVariability var, const void *data, size_t data_size)
{
    if (!region)
        return NULL;
    size_t name_size = strlen(name) + 1;
    size_t data_offset = AVM_ALIGN_UP(ENT_HEADER_SIZE + name_size, type == 'J' ? 8 : 1);
    size_t entry_length = AVM_ALIGN_UP(data_offset + data_size, 8);
    uint32_t used = get_u32(PRO_USED);
    if (entry_length > region_size - used) {
        put_u32(PRO_OVERFLOW, get_u32(PRO_OVERFLOW) + (uint32_t)entry_length);
        return NULL;
    }
    uint8_t *e = region + used;
    memset(e, 0, entry_length);
    memcpy(e + ENT_LENGTH, &(uint32_t){ (uint32_t)entry_length }, 4);
    memcpy(e + ENT_NAME_OFFSET, &(uint32_t){ ENT_HEADER_SIZE }, 4);
    memcpy(e + ENT_VECTOR_LENGTH, &vector_length, 4);
    e[ENT_TYPE] = (uint8_t)type;
    e[ENT_FLAGS] = is_supported_name(name) ? FLAG_SUPPORTED : 0;
    e[ENT_UNITS] = (uint8_t)units;
    e[ENT_VARIABILITY] = (uint8_t)var;
    memcpy(e + ENT_DATA_OFFSET, &(uint32_t){ (uint32_t)data_offset }, 4);
    memcpy(e + ENT_HEADER_SIZE, name, name_size);
    memcpy(e + data_offset, data, data_size);
    __atomic_thread_fence(__ATOMIC_RELEASE);
    put_u32(PRO_USED, used + (uint32_t)entry_length);
    put_u32(PRO_NUM_ENTRIES, get_u32(PRO_NUM_ENTRIES) + 1);
    int64_t now = perf_ticks();
    memcpy(region + PRO_MOD_TIME, &now, 8);
    return e + data_offset;
}

PerfLong *perf_long(const char *name, PerfUnits units, PerfVariability var, int64_t value)
{
    pthread_mutex_lock(&create_lock);
    uint8_t *d = add_entry(name, 'J', 0, units, var, &value, 8);
    pthread_mutex_unlock(&create_lock);
    return d ? (PerfLong *)(void *)d : &scratch_long;
}

PerfString perf_string(const char *name, PerfVariability var, uint32_t cap, const char *value)
{
    if (cap < 1)
        cap = 1;
    if (cap > MAX_STRING_CONSTANT + 1)
        cap = MAX_STRING_CONSTANT + 1;
    char buf[MAX_STRING_CONSTANT + 1] = { 0 };
    if (value) {
        strncpy(buf, value, cap - 1);
        buf[cap - 1] = 0;
    }
    pthread_mutex_lock(&create_lock);
    uint8_t *d = add_entry(name, 'B', cap, PERF_U_STRING, var, buf, cap);
    pthread_mutex_unlock(&create_lock);
    if (!d)
        return (PerfString){ scratch_string, cap };
    return (PerfString){ (volatile char *)d, cap };
}

PerfString perf_string_constant(const char *name, const char *value)
{
    size_t n = value ? strlen(value) : 0;
    if (n > MAX_STRING_CONSTANT)
        n = MAX_STRING_CONSTANT;
    return perf_string(name, PERF_V_CONSTANT, (uint32_t)n + 1, value);
}

void perf_max(PerfLong *c, int64_t v)
{
    int64_t cur = perf_get(c);
    while (v > cur && !__atomic_compare_exchange_n(c, &cur, v, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        ;
}

/* The buffer's last byte is never written, so a reader that races with an
 * update may see mixed text but never runs past the buffer. */
void perf_string_set(PerfString s, const char *value)
{
    if (!s.cap)
        return;
    size_t n = strlen(value);
    if (n > s.cap - 1)
        n = s.cap - 1;
    for (size_t i = 0; i < n; i++)
        s.buf[i] = value[i];
    s.buf[n] = 0;
}

/* ------------------------------------------------------------------ */
/* Listing (jcmd PerfCounter.print)                                    */
/* ------------------------------------------------------------------ */

static int by_name(const void *a, const void *b)
{
    const uint8_t *x = *(const uint8_t *const *)a, *y = *(const uint8_t *const *)b;
    return strcmp((const char *)x + ENT_HEADER_SIZE, (const char *)y + ENT_HEADER_SIZE);
}

void perf_print(FILE *out)
{
    if (!region)
        return;
    pthread_mutex_lock(&create_lock);
    uint32_t n = get_u32(PRO_NUM_ENTRIES), used = get_u32(PRO_USED);
    const uint8_t **entries = calloc(n ? n : 1, sizeof *entries);
    uint32_t count = 0;
    for (size_t off = get_u32(PRO_ENTRY_OFFSET); entries && count < n && off + ENT_HEADER_SIZE <= used;) {
        uint32_t len = get_u32(off + ENT_LENGTH);
        if (len < ENT_HEADER_SIZE)
            break;
        entries[count++] = region + off;
        off += len;
    }
    pthread_mutex_unlock(&create_lock);
    if (!entries)
        return;
    qsort(entries, count, sizeof *entries, by_name);
    for (uint32_t i = 0; i < count; i++) {
        const uint8_t *e = entries[i];
        uint32_t data;
        memcpy(&data, e + ENT_DATA_OFFSET, 4);
        if (e[ENT_TYPE] == 'J')
            fprintf(out, "%s=%" PRId64 "\n", (const char *)e + ENT_HEADER_SIZE,
                    __atomic_load_n((const int64_t *)(const void *)(e + data), __ATOMIC_RELAXED));
        else
            fprintf(out, "%s=\"%s\"\n", (const char *)e + ENT_HEADER_SIZE, (const char *)e + data);
    }
    free(entries);
}
