/*
 * The VM's performance counters: the -XX options, the counters HotSpot
 * publishes (names, units and variability as the JDK's tools expect; see
 * docs/perfdata.md for each one), the event sink that counts class loads,
 * collections, threads and monitor contention, and the sampler thread that
 * copies heap occupancy, class figures and the clock into the region.
 *
 * Life cycle, called from vm/vm.c:
 *   perf_vm_init()     first thing in vm_create: the region and every counter;
 *   perf_vm_started()  start-up complete: times recorded, region marked accessible;
 *   perf_vm_exit()     every way out: last sample, save to file, remove the file.
 */
#ifndef AGENTVM_PERF_VM_H
#define AGENTVM_PERF_VM_H

#include <stdint.h>

typedef struct PerfOptions {
    int use_perf_data;            /* -XX:+/-UsePerfData (default on) */
    int disable_shared_mem;       /* -XX:+PerfDisableSharedMem: private memory */
    int save_to_file;             /* -XX:+PerfDataSaveToFile */
    const char *save_file;        /* -XX:PerfDataSaveFile=path (%p: pid) */
    uint64_t memory_size;         /* -XX:PerfDataMemorySize= (default 32 KiB) */
    int64_t sampling_interval_ms; /* -XX:PerfDataSamplingInterval= (default 50) */
} PerfOptions;

extern PerfOptions perf_opts;

/* Apply one -XX option (text after "-XX:") if it is ours: returns 1 when
 * taken, 0 when not ours, -1 when ours but malformed. */
int perf_parse_option(const char *opt);

void perf_vm_init(void);
void perf_vm_started(void);
void perf_vm_exit(void);

/* A class went through the type verifier (vfy_class): `ticks` of it count
 * in sun.cls.classVerifyTime (0 for a verification nested in another on
 * the same thread, whose time the outer one holds), `self_ticks` (without
 * nested verifications) in sun.cls.classVerifyTime.self, and the class in
 * sun.cls.verifiedClasses. Ticks are perf_ticks() units. */
void perf_vm_class_verified(int64_t ticks, int64_t self_ticks);

#endif
