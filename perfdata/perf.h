/*
 * Performance counters in the jvmstat format (hsperfdata v2.0).
 *
 * The counters live in one memory region that starts with a 32-byte
 * prologue and continues with entries, each a 20-byte header, a
 * NUL-terminated name, padding and the data. The JDK's jps, jstat and jcmd
 * map that region (shared through the file perfdata/perf_memory.c makes)
 * and read it while the VM runs, so:
 *
 *   - an entry is written completely before the prologue counts it;
 *   - long values are 8-byte aligned and updated with single aligned
 *     stores or atomic adds: no counter update ever takes a lock;
 *   - a counter that can change is never created Constant (jstat reads
 *     constants once).
 *
 * Creating counters takes a lock; it happens at start-up and is rare.
 * When counters are disabled (-XX:-UsePerfData) or the region is full,
 * creation returns a scratch slot, so callers never test for NULL.
 */
#ifndef AGENTVM_PERF_H
#define AGENTVM_PERF_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "vm/common.h"

/* Units and variability, with the values of the file format. */
typedef enum PerfUnits {
    PERF_U_NONE = 1, PERF_U_BYTES = 2, PERF_U_TICKS = 3, PERF_U_EVENTS = 4, PERF_U_STRING = 5, PERF_U_HERTZ = 6
} PerfUnits;

typedef enum PerfVariability {
    PERF_V_CONSTANT = 1, PERF_V_MONOTONIC = 2, PERF_V_VARIABLE = 3
} PerfVariability;

/* A long counter: an aligned 8-byte slot in the region. */
typedef volatile int64_t PerfLong;

/* A string counter: a fixed NUL-terminated buffer in the region. */
typedef struct PerfString {
    volatile char *buf;
    uint32_t cap;                 /* bytes, NUL included */
} PerfString;

/* Ticks of the high-resolution timer: nanoseconds since perf_init. */
#define PERF_TICKS_PER_SECOND INT64_C(1000000000)

/* Lay out the prologue in a zeroed region of size bytes (or run without a
 * region when base is NULL). Must precede every other call. */
void perf_init(uint8_t *base, size_t size, uint64_t start_ns);
/* Ticks since perf_init (sun.os.hrt.ticks). */
int64_t perf_ticks(void);
/* Mark the region readable by the tools (prologue "accessible" byte). */
void perf_set_accessible(void);
/* Bytes that did not fit in the region. */
uint32_t perf_overflow(void);

/* Create counters. Names are ASCII; java.* and com.sun.* names are marked
 * "supported" as HotSpot does. */
PerfLong *perf_long(const char *name, PerfUnits units, PerfVariability var, int64_t value);
PerfString perf_string(const char *name, PerfVariability var, uint32_t cap, const char *value);
/* A constant string sized to its value (at most 1024 characters). */
PerfString perf_string_constant(const char *name, const char *value);

static inline void perf_set(PerfLong *c, int64_t v) { __atomic_store_n(c, v, __ATOMIC_RELAXED); }
static inline void perf_add(PerfLong *c, int64_t d) { __atomic_add_fetch(c, d, __ATOMIC_RELAXED); }
static inline int64_t perf_get(PerfLong *c) { return __atomic_load_n(c, __ATOMIC_RELAXED); }
/* Raise c to v if v is larger (peaks). */
void perf_max(PerfLong *c, int64_t v);
/* Replace a string variable's text (truncated to fit). */
void perf_string_set(PerfString s, const char *value);
/* Every counter as "name=value" (strings quoted), sorted by name, as
 * jcmd PerfCounter.print shows them. */
void perf_print(FILE *out);

#endif
