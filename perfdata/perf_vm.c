/*
 * The VM's counters (perfdata/perf_vm.h).
 *
 * Three kinds of updates, none of which takes a lock:
 *   - constants, written once at creation;
 *   - event counters, bumped with atomic adds by the event sink on the
 *     thread that raised the event (class load, GC, thread start and end,
 *     monitor contention);
 *   - sampled values, stored by the sampler thread every
 *     PerfDataSamplingInterval ms from cheap reads of VM state
 *     (heap_stats, the class list, the clock).
 * The counters are created in the order HotSpot creates them, so a
 * listing (jcmd PerfCounter.print) reads like HotSpot's.
 */
#define _GNU_SOURCE
#include "perfdata/perf_vm.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "interp/interp.h"
#include "perfdata/perf.h"
#include "perfdata/perf_memory.h"
#include "vm/attach.h"
#include "vm/class.h"
#include "vm/events.h"
#include "vm/heap.h"
#include "vm/options.h"
#include "vm/properties.h"
#include "vm/thread.h"
#include "vm/vm.h"

PerfOptions perf_opts = {
    .use_perf_data = 1,
    .memory_size = 32 * 1024,
    .sampling_interval_ms = 50,
};

/* ------------------------------------------------------------------ */
/* Options                                                             */
/* ------------------------------------------------------------------ */

static int bool_option(const char *opt, const char *name, int *out)
{
    if ((opt[0] != '+' && opt[0] != '-') || strcmp(opt + 1, name) != 0)
        return 0;
    *out = opt[0] == '+';
    return 1;
}

static int value_option(const char *opt, const char *name, const char **value)
{
    size_t n = strlen(name);
    if (strncmp(opt, name, n) != 0 || opt[n] != '=')
        return 0;
    *value = opt + n + 1;
    return 1;
}

int perf_parse_option(const char *opt)
{
    const char *v;
    if (bool_option(opt, "UsePerfData", &perf_opts.use_perf_data) ||
        bool_option(opt, "PerfDisableSharedMem", &perf_opts.disable_shared_mem) ||
        bool_option(opt, "PerfDataSaveToFile", &perf_opts.save_to_file))
        return 1;
    if (value_option(opt, "PerfDataSaveFile", &v)) {
        perf_opts.save_file = *v ? v : NULL;
        return 1;
    }
    if (value_option(opt, "PerfDataMemorySize", &v)) {
        int64_t size = opt_parse_size(v);
        if (size <= 0 || size > (INT64_C(1) << 31)) {
            return -1;
        }
        perf_opts.memory_size = (uint64_t)size;
        return 1;
    }
    if (value_option(opt, "PerfDataSamplingInterval", &v)) {
        char *end;
        long long ms = strtoll(v, &end, 10);
        if (!*v || *end || ms <= 0 || ms > 1000000) {
            return -1;
        }
        perf_opts.sampling_interval_ms = ms;
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* The counters                                                        */
/* ------------------------------------------------------------------ */

enum { COLLECTORS = 3, STRING_VARIABLE_SIZE = 81, CI_STRING_SIZE = 161 };

static struct {
    PerfLong *contended_attempts, *parks;
    PerfLong *create_begin, *create_end, *init_done;
    PerfLong *threads_started, *threads_live, *threads_peak, *threads_daemon;
    PerfLong *safepoints, *safepoint_time, *application_time, *vm_operation_time;
    PerfLong *cls_loaded, *cls_loaded_bytes, *cls_method_bytes;
    PerfLong *cls_initialized, *cls_linked, *app_class_count, *define_app_classes;
    PerfLong *verify_time, *verify_self_time, *verified;
    PerfLong *app_class_bytes, *sys_class_bytes;
    PerfString gc_cause, gc_last_cause;
    PerfLong *invocations[COLLECTORS], *time[COLLECTORS], *last_entry[COLLECTORS], *last_exit[COLLECTORS];
    PerfLong *old_gen_capacity, *old_capacity, *old_used;
    PerfLong *meta_capacity, *meta_max, *meta_used;
    PerfLong *hrt_ticks;
    /* Counters of our own (agentvm.*). */
    PerfLong *last_pause, *monitor_waits, *classes_total, *samples;
} C;

static int enabled;

static void zero_long(const char *name, PerfUnits u, PerfVariability v) { (void)perf_long(name, u, v, 0); }

static void create_runtime_counters(void)
{
    (void)perf_long("sun.rt._sync_Inflations", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    zero_long("sun.rt._sync_Deflations", PERF_U_EVENTS, PERF_V_MONOTONIC);
    C.contended_attempts = perf_long("sun.rt._sync_ContendedLockAttempts", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    zero_long("sun.rt._sync_FutileWakeups", PERF_U_EVENTS, PERF_V_MONOTONIC);
    C.parks = perf_long("sun.rt._sync_Parks", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    zero_long("sun.rt._sync_Notifications", PERF_U_EVENTS, PERF_V_MONOTONIC);
    zero_long("sun.rt._sync_MonExtant", PERF_U_EVENTS, PERF_V_VARIABLE);
    C.create_begin = perf_long("sun.rt.createVmBeginTime", PERF_U_NONE, PERF_V_VARIABLE, vm_start_time_ms());
    C.create_end = perf_long("sun.rt.createVmEndTime", PERF_U_NONE, PERF_V_VARIABLE, 0);
    C.init_done = perf_long("sun.rt.vmInitDoneTime", PERF_U_NONE, PERF_V_VARIABLE, 0);
    /* The main thread exists before any event can count it. */
    C.threads_started = perf_long("java.threads.started", PERF_U_EVENTS, PERF_V_MONOTONIC, 1);
    C.threads_live = perf_long("java.threads.live", PERF_U_NONE, PERF_V_VARIABLE, 1);
    C.threads_peak = perf_long("java.threads.livePeak", PERF_U_NONE, PERF_V_VARIABLE, 1);
    C.threads_daemon = perf_long("java.threads.daemon", PERF_U_NONE, PERF_V_VARIABLE, 0);
    zero_long("sun.rt.safepointSyncTime", PERF_U_TICKS, PERF_V_MONOTONIC);
    C.safepoints = perf_long("sun.rt.safepoints", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    C.safepoint_time = perf_long("sun.rt.safepointTime", PERF_U_TICKS, PERF_V_MONOTONIC, 0);
    C.application_time = perf_long("sun.rt.applicationTime", PERF_U_TICKS, PERF_V_MONOTONIC, 0);
    /* The Java feature version this VM implements, in HotSpot's encoding
     * (major << 24 | minor << 16 | micro << 8 | build). */
    (void)perf_long("sun.rt.jvmVersion", PERF_U_NONE, PERF_V_CONSTANT, INT64_C(17) << 24);
    /* Character 0 says whether tools may attach (vm/attach.c); HotSpot
     * sets character 1 as well ("kernel VM", which nothing reads). The file
     * becomes readable only once SIGQUIT is handled (perf_vm_started). */
    char caps[65];
    memset(caps, '0', 64);
    caps[64] = 0;
    if (attach_supported())
        caps[0] = '1';
    (void)perf_string_constant("sun.rt.jvmCapabilities", caps);
}

static void create_class_counters(void)
{
    C.cls_loaded = perf_long("java.cls.loadedClasses", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    zero_long("java.cls.unloadedClasses", PERF_U_EVENTS, PERF_V_MONOTONIC);
    zero_long("java.cls.sharedLoadedClasses", PERF_U_EVENTS, PERF_V_MONOTONIC);
    zero_long("java.cls.sharedUnloadedClasses", PERF_U_EVENTS, PERF_V_MONOTONIC);
    C.cls_loaded_bytes = perf_long("sun.cls.loadedBytes", PERF_U_BYTES, PERF_V_MONOTONIC, 0);
    zero_long("sun.cls.unloadedBytes", PERF_U_BYTES, PERF_V_MONOTONIC);
    zero_long("sun.cls.sharedLoadedBytes", PERF_U_BYTES, PERF_V_MONOTONIC);
    zero_long("sun.cls.sharedUnloadedBytes", PERF_U_BYTES, PERF_V_MONOTONIC);
    C.cls_method_bytes = perf_long("sun.cls.methodBytes", PERF_U_BYTES, PERF_V_VARIABLE, 0);
    static const char *zero_ticks[] = { "sun.cls.time", "sun.cls.classInitTime", "sun.cls.classInitTime.self" };
    for (size_t i = 0; i < AVM_ARRAY_LEN(zero_ticks); i++)
        zero_long(zero_ticks[i], PERF_U_TICKS, PERF_V_MONOTONIC);
    C.verify_time = perf_long("sun.cls.classVerifyTime", PERF_U_TICKS, PERF_V_MONOTONIC, 0);
    C.verify_self_time = perf_long("sun.cls.classVerifyTime.self", PERF_U_TICKS, PERF_V_MONOTONIC, 0);
    zero_long("sun.cls.classLinkedTime", PERF_U_TICKS, PERF_V_MONOTONIC);
    zero_long("sun.cls.classLinkedTime.self", PERF_U_TICKS, PERF_V_MONOTONIC);
    C.cls_initialized = perf_long("sun.cls.initializedClasses", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    C.cls_linked = perf_long("sun.cls.linkedClasses", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    C.verified = perf_long("sun.cls.verifiedClasses", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    static const char *zero_load_ticks[] = {
        "sun.cls.lookupSysClassTime", "sun.cls.sharedClassLoadTime", "sun.cls.sysClassLoadTime",
        "sun.cls.appClassLoadTime", "sun.cls.appClassLoadTime.self",
    };
    for (size_t i = 0; i < AVM_ARRAY_LEN(zero_load_ticks); i++)
        zero_long(zero_load_ticks[i], PERF_U_TICKS, PERF_V_MONOTONIC);
    C.app_class_count = perf_long("sun.cls.appClassLoadCount", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    /* HotSpot gives this count the unit Ticks; kept for fidelity. */
    C.define_app_classes = perf_long("sun.cls.defineAppClasses", PERF_U_TICKS, PERF_V_MONOTONIC, 0);
    zero_long("sun.cls.defineAppClassTime", PERF_U_TICKS, PERF_V_MONOTONIC);
    zero_long("sun.cls.defineAppClassTime.self", PERF_U_TICKS, PERF_V_MONOTONIC);
    C.app_class_bytes = perf_long("sun.cls.appClassBytes", PERF_U_BYTES, PERF_V_MONOTONIC, 0);
    C.sys_class_bytes = perf_long("sun.cls.sysClassBytes", PERF_U_BYTES, PERF_V_MONOTONIC, 0);
    zero_long("sun.cls.unsafeDefineClassCalls", PERF_U_EVENTS, PERF_V_MONOTONIC);
}

static void create_collector(int i, const char *name)
{
    char n[96];
    snprintf(n, sizeof n, "sun.gc.collector.%d.name", i);
    (void)perf_string_constant(n, name);
    snprintf(n, sizeof n, "sun.gc.collector.%d.invocations", i);
    C.invocations[i] = perf_long(n, PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    snprintf(n, sizeof n, "sun.gc.collector.%d.time", i);
    C.time[i] = perf_long(n, PERF_U_TICKS, PERF_V_MONOTONIC, 0);
    snprintf(n, sizeof n, "sun.gc.collector.%d.lastEntryTime", i);
    C.last_entry[i] = perf_long(n, PERF_U_TICKS, PERF_V_VARIABLE, 0);
    snprintf(n, sizeof n, "sun.gc.collector.%d.lastExitTime", i);
    C.last_exit[i] = perf_long(n, PERF_U_TICKS, PERF_V_VARIABLE, 0);
}

/* One space: name, maxCapacity, capacity, used, initCapacity. Returns
 * capacity and used through cap/used when asked. */
static void create_space(const char *prefix, const char *name, int64_t max, int64_t init, PerfLong **cap,
                         PerfLong **used)
{
    char n[128];
    snprintf(n, sizeof n, "%s.name", prefix);
    (void)perf_string_constant(n, name);
    snprintf(n, sizeof n, "%s.maxCapacity", prefix);
    (void)perf_long(n, PERF_U_BYTES, PERF_V_CONSTANT, max);
    snprintf(n, sizeof n, "%s.capacity", prefix);
    PerfLong *c = perf_long(n, PERF_U_BYTES, PERF_V_VARIABLE, init);
    snprintf(n, sizeof n, "%s.used", prefix);
    PerfLong *u = perf_long(n, PERF_U_BYTES, PERF_V_VARIABLE, 0);
    snprintf(n, sizeof n, "%s.initCapacity", prefix);
    (void)perf_long(n, PERF_U_BYTES, PERF_V_CONSTANT, init);
    if (cap)
        *cap = c;
    if (used)
        *used = u;
}

static void create_generation(int g, const char *name, int spaces, int64_t min, int64_t max, int64_t cap,
                              PerfLong **capacity)
{
    char n[96];
    snprintf(n, sizeof n, "sun.gc.generation.%d.name", g);
    (void)perf_string_constant(n, name);
    snprintf(n, sizeof n, "sun.gc.generation.%d.spaces", g);
    (void)perf_long(n, PERF_U_NONE, PERF_V_CONSTANT, spaces);
    snprintf(n, sizeof n, "sun.gc.generation.%d.minCapacity", g);
    (void)perf_long(n, PERF_U_BYTES, PERF_V_CONSTANT, min);
    snprintf(n, sizeof n, "sun.gc.generation.%d.maxCapacity", g);
    (void)perf_long(n, PERF_U_BYTES, PERF_V_CONSTANT, max);
    snprintf(n, sizeof n, "sun.gc.generation.%d.capacity", g);
    PerfLong *c = perf_long(n, PERF_U_BYTES, PERF_V_VARIABLE, cap);
    if (capacity)
        *capacity = c;
}

/* The mark-sweep heap is one space: generation 1 ("old"), space 0. The
 * young generation and its spaces exist, empty, so that jstat's columns
 * and sums have every term. Collector 1 is the (only, full) collection.
 *
 * An empty space (young spaces, the compressed class space we do not
 * have) shows a nominal capacity of 8 bytes with nothing used, as G1 does
 * for its empty survivor space: jstat's percentage used / capacity is then
 * 0.00, where a capacity of 0 would print "-". */
enum { NOMINAL_CAPACITY = 8 };

static void create_gc_counters(void)
{
    C.gc_cause = perf_string("sun.gc.cause", PERF_V_VARIABLE, STRING_VARIABLE_SIZE, "No GC");
    C.gc_last_cause = perf_string("sun.gc.lastCause", PERF_V_VARIABLE, STRING_VARIABLE_SIZE, "No GC");
    (void)perf_string_constant("sun.gc.policy.name", "MarkSweep");
    (void)perf_long("sun.gc.policy.collectors", PERF_U_NONE, PERF_V_CONSTANT, 1);
    (void)perf_long("sun.gc.policy.generations", PERF_U_NONE, PERF_V_CONSTANT, 2);
    (void)perf_long("sun.gc.policy.maxTenuringThreshold", PERF_U_NONE, PERF_V_CONSTANT, 0);
    zero_long("sun.gc.policy.tenuringThreshold", PERF_U_NONE, PERF_V_VARIABLE);
    zero_long("sun.gc.policy.desiredSurvivorSize", PERF_U_BYTES, PERF_V_VARIABLE);
    zero_long("sun.gc.policy.gcTimeLimitExceeded", PERF_U_EVENTS, PERF_V_VARIABLE);
    for (int i = 0; i < 16; i++) {
        char n[64];
        snprintf(n, sizeof n, "sun.gc.generation.0.agetable.bytes.%02d", i);
        zero_long(n, PERF_U_BYTES, PERF_V_VARIABLE);
    }
    (void)perf_long("sun.gc.generation.0.agetable.size", PERF_U_NONE, PERF_V_CONSTANT, 16);
    create_collector(0, "No young collection");
    create_collector(1, "Mark-sweep full collection pauses");
    create_collector(2, "No concurrent collection");

    HeapStats hs;
    heap_stats(&hs);
    int64_t init = (int64_t)vm_opts.heap_initial, max = (int64_t)hs.max;
    create_generation(1, "old", 1, init, max, (int64_t)hs.capacity, &C.old_gen_capacity);
    create_space("sun.gc.generation.1.space.0", "space", max, init, &C.old_capacity, &C.old_used);
    create_generation(0, "young", 3, 3 * NOMINAL_CAPACITY, 3 * NOMINAL_CAPACITY, 3 * NOMINAL_CAPACITY, NULL);
    create_space("sun.gc.generation.0.space.0", "eden", NOMINAL_CAPACITY, NOMINAL_CAPACITY, NULL, NULL);
    create_space("sun.gc.generation.0.space.1", "s0", NOMINAL_CAPACITY, NOMINAL_CAPACITY, NULL, NULL);
    create_space("sun.gc.generation.0.space.2", "s1", NOMINAL_CAPACITY, NOMINAL_CAPACITY, NULL, NULL);

    static const struct { const char *name; PerfUnits u; } tlab[] = {
        { "allocThreads", PERF_U_NONE }, { "fills", PERF_U_NONE }, { "maxFills", PERF_U_NONE },
        { "alloc", PERF_U_BYTES }, { "gcWaste", PERF_U_BYTES }, { "maxGcWaste", PERF_U_BYTES },
        { "refillWaste", PERF_U_BYTES }, { "maxRefillWaste", PERF_U_BYTES }, { "slowAlloc", PERF_U_NONE },
        { "maxSlowAlloc", PERF_U_NONE },
    };
    for (size_t i = 0; i < AVM_ARRAY_LEN(tlab); i++) {
        char n[64];
        snprintf(n, sizeof n, "sun.gc.tlab.%s", tlab[i].name);
        zero_long(n, tlab[i].u, PERF_V_VARIABLE);
    }
    (void)perf_long("sun.gc.metaspace.minCapacity", PERF_U_BYTES, PERF_V_CONSTANT, 0);
    C.meta_capacity = perf_long("sun.gc.metaspace.capacity", PERF_U_BYTES, PERF_V_VARIABLE, 0);
    C.meta_max = perf_long("sun.gc.metaspace.maxCapacity", PERF_U_BYTES, PERF_V_VARIABLE, 0);
    C.meta_used = perf_long("sun.gc.metaspace.used", PERF_U_BYTES, PERF_V_VARIABLE, 0);
    (void)perf_long("sun.gc.compressedclassspace.minCapacity", PERF_U_BYTES, PERF_V_CONSTANT, 0);
    (void)perf_long("sun.gc.compressedclassspace.capacity", PERF_U_BYTES, PERF_V_VARIABLE, NOMINAL_CAPACITY);
    (void)perf_long("sun.gc.compressedclassspace.maxCapacity", PERF_U_BYTES, PERF_V_VARIABLE, NOMINAL_CAPACITY);
    zero_long("sun.gc.compressedclassspace.used", PERF_U_BYTES, PERF_V_VARIABLE);
}

/* No compiler: every sun.ci and java.ci counter is zero (or empty). */
static void create_compiler_counters(void)
{
    static const char *events[] = {
        "sun.ci.nmethodBucketsAllocated", "sun.ci.nmethodBucketsDeallocated", "sun.ci.nmethodBucketsStale",
        "sun.ci.nmethodBucketsStaleAccumulated", "sun.ci.findWitnessAnywhere", "sun.ci.findWitnessAnywhereSteps",
        "sun.ci.findWitnessIn",
    };
    for (size_t i = 0; i < AVM_ARRAY_LEN(events); i++)
        zero_long(events[i], PERF_U_EVENTS, PERF_V_MONOTONIC);
    C.vm_operation_time = perf_long("sun.threads.vmOperationTime", PERF_U_TICKS, PERF_V_MONOTONIC, 0);
    (void)perf_long("sun.ci.threads", PERF_U_BYTES, PERF_V_CONSTANT, 0);   /* HotSpot's unit */
    zero_long("java.ci.totalTime", PERF_U_TICKS, PERF_V_MONOTONIC);
    zero_long("sun.ci.osrTime", PERF_U_TICKS, PERF_V_MONOTONIC);
    zero_long("sun.ci.standardTime", PERF_U_TICKS, PERF_V_MONOTONIC);
    static const char *counts[] = {
        "sun.ci.totalBailouts", "sun.ci.totalInvalidates", "sun.ci.totalCompiles", "sun.ci.osrCompiles",
        "sun.ci.standardCompiles",
    };
    for (size_t i = 0; i < AVM_ARRAY_LEN(counts); i++)
        zero_long(counts[i], PERF_U_EVENTS, PERF_V_MONOTONIC);
    static const char *bytes[] = { "sun.ci.osrBytes", "sun.ci.standardBytes", "sun.ci.nmethodSize", "sun.ci.nmethodCodeSize" };
    for (size_t i = 0; i < AVM_ARRAY_LEN(bytes); i++)
        zero_long(bytes[i], PERF_U_BYTES, PERF_V_MONOTONIC);
    (void)perf_string("sun.ci.lastMethod", PERF_V_VARIABLE, CI_STRING_SIZE, "");
    (void)perf_string("sun.ci.lastFailedMethod", PERF_V_VARIABLE, CI_STRING_SIZE, "");
    (void)perf_string("sun.ci.lastInvalidatedMethod", PERF_V_VARIABLE, CI_STRING_SIZE, "");
    zero_long("sun.ci.lastType", PERF_U_NONE, PERF_V_VARIABLE);
    zero_long("sun.ci.lastSize", PERF_U_BYTES, PERF_V_VARIABLE);
    zero_long("sun.ci.lastFailedType", PERF_U_NONE, PERF_V_VARIABLE);
    zero_long("sun.ci.lastInvalidatedType", PERF_U_NONE, PERF_V_VARIABLE);
    (void)perf_long("sun.os.hrt.frequency", PERF_U_HERTZ, PERF_V_CONSTANT, PERF_TICKS_PER_SECOND);
}

/* The properties HotSpot publishes, from the VM's property list. */
static void create_property_counters(void)
{
    static const char *keys[] = {
        "java.vm.specification.name", "java.version", "java.vm.version", "java.vm.name", "java.vm.vendor",
        "jdk.debug", "sun.boot.library.path", "java.vm.specification.version", "java.vm.specification.vendor",
        "java.vm.info", "java.library.path", "java.class.path", "java.home",
    };
    for (size_t i = 0; i < AVM_ARRAY_LEN(keys); i++) {
        int idx = vm_property_find(keys[i]);
        char n[128];
        snprintf(n, sizeof n, "%s.property.%s", strncmp(keys[i], "sun.", 4) ? "java" : "sun", keys[i]);
        (void)perf_string_constant(n, idx >= 0 ? vm_property_value(idx) : "");
    }
}

/* "a b c" from the options; with xx_only, only the -XX: ones. */
static char *join_args(int xx_only)
{
    size_t n = 1;
    for (int i = 0; i < vm_opts.vm_arg_count; i++)
        n += strlen(vm_opts.vm_args[i]) + 1;
    char *s = malloc(n), *p = s;
    if (!s)
        return NULL;
    *p = 0;
    for (int i = 0; i < vm_opts.vm_arg_count; i++) {
        const char *a = vm_opts.vm_args[i];
        if (xx_only && strncmp(a, "-XX:", 4) != 0)
            continue;
        p += sprintf(p, "%s%s", p == s ? "" : " ", a);
    }
    return s;
}

static void create_command_counters(void)
{
    char *args = join_args(0), *flags = join_args(1);
    (void)perf_string_constant("java.rt.vmFlags", flags ? flags : "");
    (void)perf_string_constant("java.rt.vmArgs", args ? args : "");
    free(args);
    free(flags);
    (void)perf_string_constant("sun.rt.javaCommand", vm_opts.java_command ? vm_opts.java_command : "");
    char version[256];
    snprintf(version, sizeof version, "agentvm 64-Bit Interpreter VM (%s) for linux-amd64 JRE (17), built on %s %s",
             AGENTVM_VERSION, __DATE__, __TIME__);
    (void)perf_string_constant("sun.rt.internalVersion", version);
    C.hrt_ticks = perf_long("sun.os.hrt.ticks", PERF_U_TICKS, PERF_V_MONOTONIC, 0);
}

static void create_own_counters(void)
{
    C.last_pause = perf_long("agentvm.gc.lastPauseTime", PERF_U_TICKS, PERF_V_VARIABLE, 0);
    C.monitor_waits = perf_long("agentvm.monitor.waits", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
    C.classes_total = perf_long("agentvm.cls.totalClasses", PERF_U_NONE, PERF_V_VARIABLE, 0);
    C.samples = perf_long("agentvm.perf.samples", PERF_U_EVENTS, PERF_V_MONOTONIC, 0);
}

/* ------------------------------------------------------------------ */
/* Sampling                                                            */
/* ------------------------------------------------------------------ */

/* Class metadata is malloc'd per class; this is an estimate of its size:
 * the records, the tables, the executable code copies and the class file
 * kept twice (bytes for JVMTI, and the parsed form, taken as the same).
 * The tables are made by linking, which may be under way on another thread:
 * they are counted once the class's state (read by the caller with an
 * acquire load, `s`) says they are complete. */
static uint64_t class_metadata_bytes(const Class *c, ClassState s, uint64_t *code_bytes)
{
    uint64_t n = sizeof(Class) + (uint64_t)c->method_count * sizeof(Method) + (uint64_t)c->field_count * sizeof(Field);
    if (s >= CLASS_LINKED)
        n += (uint64_t)c->vtable_len * sizeof(Method *) + (uint64_t)c->itable_len * sizeof(ItableEntry) +
             (uint64_t)c->static_count * (sizeof(Slot) + 1) + (uint64_t)c->ref_count * sizeof(uint32_t);
    if (c->cf)
        n += 2 * (uint64_t)c->cf->length + (uint64_t)c->cf->constant_pool_count * sizeof(CpEntry);
    for (uint16_t i = 0; i < c->method_count && c->methods; i++)
        *code_bytes += c->methods[i].code_length;
    return n;
}

/* Classes are never freed, and what was set before a class joined the list
 * (its name, methods, fields and class file) does not change, so the list
 * can be read without its lock through its acquire loads (cls_count,
 * cls_first, cls_next); we stop at the count read first. */
static void sample_classes(void)
{
    uint32_t count = cls_count();
    uint64_t meta = 0, code = 0;
    int64_t linked = 0, initialized = 0;
    const Class *c = cls_first();
    for (uint32_t i = 0; c && i < count; i++, c = i < count ? cls_next(c) : NULL) {
        ClassState s = cls_state(c);
        meta += class_metadata_bytes(c, s, &code);
        if (c->cf && s >= CLASS_LINKED && s != CLASS_ERRONEOUS)
            linked++;
        if (c->cf && s == CLASS_INITIALIZED)
            initialized++;
    }
    meta += code;
    perf_set(C.cls_method_bytes, (int64_t)code);
    perf_set(C.cls_linked, linked);
    perf_set(C.cls_initialized, initialized);
    perf_set(C.classes_total, count);
    perf_set(C.meta_used, (int64_t)meta);
    perf_set(C.meta_capacity, (int64_t)meta);
    perf_set(C.meta_max, (int64_t)meta);
}

static void sample_heap(void)
{
    HeapStats hs;
    heap_stats(&hs);
    /* Between collections the heap may run past its trigger while it grows
     * toward -Xmx: capacity never shows below occupancy. */
    uint64_t cap = hs.capacity > hs.used ? hs.capacity : hs.used;
    perf_set(C.old_gen_capacity, (int64_t)cap);
    perf_set(C.old_capacity, (int64_t)cap);
    perf_set(C.old_used, (int64_t)hs.used);
    perf_set(C.invocations[1], (int64_t)hs.collections);
    perf_set(C.time[1], (int64_t)hs.total_pause_ns);
    perf_set(C.safepoints, (int64_t)hs.collections);
    perf_set(C.safepoint_time, (int64_t)hs.total_pause_ns);
    perf_set(C.vm_operation_time, (int64_t)hs.total_pause_ns);
    perf_set(C.last_pause, (int64_t)hs.last_pause_ns);
    int64_t now = perf_ticks();
    perf_set(C.hrt_ticks, now);
    perf_set(C.application_time, now - (int64_t)hs.total_pause_ns);
}

static void sample(void)
{
    sample_heap();
    sample_classes();
    perf_add(C.samples, 1);
}

static int sampler_stop;          /* atomic: set by perf_vm_exit on another thread */

static void *sampler_main(void *arg)
{
    (void)arg;
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    int64_t ms = perf_opts.sampling_interval_ms;
    struct timespec ts = { (time_t)(ms / 1000), (long)(ms % 1000) * 1000000L };
    while (!__atomic_load_n(&sampler_stop, __ATOMIC_RELAXED)) {
        sample();
        nanosleep(&ts, NULL);
    }
    return NULL;
}

static void start_sampler(void)
{
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attr, 256 * 1024);
    pthread_t th;
    if (pthread_create(&th, &attr, sampler_main, NULL) != 0)
        sample();                 /* values stay those of start-up */
    pthread_attr_destroy(&attr);
}

/* ------------------------------------------------------------------ */
/* Events                                                              */
/* ------------------------------------------------------------------ */

static void on_class_load(Thread *t, Class *c)
{
    (void)t;
    perf_add(C.cls_loaded, 1);
    int64_t bytes = c->cf ? (int64_t)c->cf->length : 0;
    perf_add(C.cls_loaded_bytes, bytes);
    if (c->loader) {
        perf_add(C.app_class_count, 1);
        perf_add(C.define_app_classes, 1);
        perf_add(C.app_class_bytes, bytes);
    } else {
        perf_add(C.sys_class_bytes, bytes);
    }
}

/* Called by the verifier, not through the hub: it counts what HotSpot's
 * Verifier::verify counts, the classes the type verifier runs on (not the
 * trusted boot classes). The counters may be missing (-XX:-UsePerfData or
 * no memory for them). */
void perf_vm_class_verified(int64_t ticks, int64_t self_ticks)
{
    if (!enabled || !C.verified)
        return;
    perf_add(C.verified, 1);
    if (C.verify_time)
        perf_add(C.verify_time, ticks);
    if (C.verify_self_time)
        perf_add(C.verify_self_time, self_ticks);
}

/* The hub does not say why a collection runs; a collection on a thread
 * whose top frame is Runtime.gc() was asked for by System.gc(). */
static const char *gc_cause(void)
{
    Thread *t = thr_current();
    const Frame *f = t ? t->top : NULL;
    if (f && f->method && !strcmp(f->method->name, "gc") && !strcmp(f->method->klass->name, "java/lang/Runtime"))
        return "System.gc()";
    return "Allocation Failure";
}

static void on_gc_start(void)
{
    perf_set(C.last_entry[1], perf_ticks());
    perf_string_set(C.gc_cause, gc_cause());
}

static void on_gc_finish(void)
{
    perf_set(C.last_exit[1], perf_ticks());
    perf_string_set(C.gc_last_cause, gc_cause());
    perf_string_set(C.gc_cause, "No GC");
    sample_heap();
}

static void on_thread_start(Thread *t)
{
    perf_add(C.threads_started, 1);
    int64_t live = __atomic_add_fetch(C.threads_live, 1, __ATOMIC_RELAXED);
    perf_max(C.threads_peak, live);
    if (t->daemon)
        perf_add(C.threads_daemon, 1);
}

static void on_thread_end(Thread *t)
{
    perf_add(C.threads_live, -1);
    if (t->daemon)
        perf_add(C.threads_daemon, -1);
}

static void on_monitor_contended_enter(Thread *t, Object *o)
{
    (void)t;
    (void)o;
    perf_add(C.contended_attempts, 1);
    perf_add(C.parks, 1);
}

static void on_monitor_wait(Thread *t, Object *o, int64_t timeout)
{
    (void)t;
    (void)timeout;
    if (!o)
        return;                   /* Thread.sleep */
    perf_add(C.parks, 1);
    perf_add(C.monitor_waits, 1);
}

static EvSink sink = {
    .interest = EV_BIT(EV_CLASS_LOAD) | EV_BIT(EV_GC_START) | EV_BIT(EV_GC_FINISH) | EV_BIT(EV_THREAD_START) |
                EV_BIT(EV_THREAD_END) | EV_BIT(EV_MONITOR_CONTENDED_ENTER) | EV_BIT(EV_MONITOR_WAIT),
    .class_load = on_class_load,
    .gc_start = on_gc_start,
    .gc_finish = on_gc_finish,
    .thread_start = on_thread_start,
    .thread_end = on_thread_end,
    .monitor_contended_enter = on_monitor_contended_enter,
    .monitor_wait = on_monitor_wait,
};

/* ------------------------------------------------------------------ */
/* Life cycle                                                          */
/* ------------------------------------------------------------------ */

static char save_path[4096];

static int has_arg_prefix(const char *prefix)
{
    for (int i = 0; i < vm_opts.vm_arg_count; i++)
        if (!strncmp(vm_opts.vm_args[i], prefix, strlen(prefix)))
            return 1;
    return 0;
}

/* A refusal is reported once, on -verbose or -Xlog output. */
static void report_refusal(const char *why)
{
    if (!has_arg_prefix("-verbose") && !has_arg_prefix("-Xlog"))
        return;
    printf("[%.3fs][warning][perf,memops] shared perf data refused: %s; counters are kept in private memory\n",
           vm_uptime_ns() / 1e9, why);
    fflush(stdout);
}

/* -XX:PerfDataSaveFile with %p replaced by the pid; ./hsperfdata_<pid> by default. */
static void make_save_path(void)
{
    if (!perf_opts.save_to_file && !perf_opts.save_file)
        return;
    const char *tmpl = perf_opts.save_file ? perf_opts.save_file : "hsperfdata_%p";
    char *o = save_path, *end = save_path + sizeof save_path - 1;
    for (const char *p = tmpl; *p && o < end; p++) {
        if (p[0] == '%' && p[1] == 'p') {
            o += snprintf(o, (size_t)(end - o), "%ld", (long)getpid());
            if (o > end)
                o = end;
            p++;
        } else {
            *o++ = *p;
        }
    }
    *o = 0;
}

static void on_fatal_signal(int sig)
{
    if (save_path[0])
        (void)perf_memory_save(save_path);
    perf_memory_delete_in_signal();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Until the Signal Dispatcher takes SIGTERM and SIGINT over (vm_create,
 * once the VM is live; the VM then exits through vm_exit), they end the
 * process without running vm_exit: the file must still go. Handlers already
 * installed (by an agent) and -Xrs are respected. */
static void install_signal_handlers(void)
{
    if (vm_opts.reduce_signals)
        return;
    static const int sigs[] = { SIGTERM, SIGINT };
    for (size_t i = 0; i < AVM_ARRAY_LEN(sigs); i++) {
        struct sigaction old;
        if (sigaction(sigs[i], NULL, &old) != 0 || old.sa_handler != SIG_DFL || (old.sa_flags & SA_SIGINFO))
            continue;
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_fatal_signal;
        sigemptyset(&sa.sa_mask);
        sa.sa_flags = SA_RESETHAND | SA_NODEFER;
        sigaction(sigs[i], &sa, NULL);
    }
}

static void exit_handler(void) { perf_vm_exit(); }

void perf_vm_init(void)
{
    if (!perf_opts.use_perf_data)
        return;
    char why[512];
    size_t size = 0;
    int shared = !perf_opts.disable_shared_mem;
    uint8_t *base = perf_memory_create((size_t)perf_opts.memory_size, shared, &size, why, sizeof why);
    if (!base)
        return;
    if (shared && why[0])
        report_refusal(why);
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    uint64_t now = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
    perf_init(base, size, now - vm_uptime_ns());
    enabled = 1;
    create_runtime_counters();
    create_class_counters();
    create_gc_counters();
    create_compiler_counters();
    create_property_counters();
    create_command_counters();
    create_own_counters();
    make_save_path();
    ev_add_sink(&sink);
    install_signal_handlers();
    atexit(exit_handler);
    start_sampler();
}

void perf_vm_started(void)
{
    if (!enabled)
        return;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    int64_t ms = (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
    perf_set(C.init_done, ms);
    perf_set(C.create_end, ms);
    sample();
    perf_set_accessible();
}

void perf_vm_exit(void)
{
    static int done;
    if (!enabled || __atomic_exchange_n(&done, 1, __ATOMIC_ACQ_REL))
        return;
    __atomic_store_n(&sampler_stop, 1, __ATOMIC_RELAXED);
    sample();
    if (save_path[0])
        (void)perf_memory_save(save_path);
    perf_memory_delete();
}
