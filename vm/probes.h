/*
 * USDT probes (DTrace/SystemTap user-space probes) with HotSpot's names,
 * argument order and argument sizes: providers `hotspot`, `hotspot_jni` and
 * `hs_private` (docs/probes.md lists every probe).
 *
 * A probe site is one `nop` plus an ELF note (section .note.stapsdt) that
 * tells a tracer where the nop is and where each argument lives; a tracer
 * (gdb, bpftrace, perf, stap) replaces the nop with a trap while attached.
 * Nobody tracing, the only cost is setting up the arguments, so a site
 * passes only what is already at hand (pointers, lengths, ids) and keeps
 * anything dearer behind a flag or a semaphore: the method, allocation and
 * monitor probes are raised by the event hub (vm/probes.c is one more sink)
 * only when their -XX:+DTrace...Probes flag asked for them, and the probes
 * of vm/probes.c work out their arguments only while a tracer is attached.
 *
 * Each argument is cast to the exact type HotSpot passes, because the note
 * records its size and sign from the C type: `PA_PTR` (8, unsigned),
 * `PA_I32` (-4), `PA_I64` (-8), `PA_U64` (8), `PA_BOOL` (1, in memory).
 *
 * Built with AGENTVM_PROBES (the default) when <sys/sdt.h> exists (Debian's
 * systemtap-sdt-dev); otherwise every PROBE() is empty and its arguments
 * are not evaluated.
 */
#ifndef AGENTVM_PROBES_H
#define AGENTVM_PROBES_H

#include <stdbool.h>
#include <stdint.h>

#define PA_PTR(x)  ((uintptr_t)(x))
#define PA_I32(x)  ((int32_t)(x))
#define PA_I64(x)  ((int64_t)(x))
#define PA_U64(x)  ((uint64_t)(x))
#define PA_I16(x)  ((int16_t)(x))
#define PA_U16(x)  ((uint16_t)(x))
/* A bool or a byte goes through memory: sys/sdt.h lets the compiler put an argument
 * in any register, but gdb 13 cannot read a one-byte one in r8b..r15b (it
 * knows them as r8l..r15l). One byte stored to the stack is cheap. */
#define PA_BOOL(x) ((volatile bool){ (x) })
#define PA_I8(x)   ((volatile int8_t){ (x) })

#if defined(AGENTVM_PROBES) && AGENTVM_PROBES
#define SDT_USE_VARIADIC 1
#include <sys/sdt.h>
#define PROBES_BUILT_IN 1
/* PROBE(provider, name, args...): up to 12 scalar arguments. */
#define PROBE(provider, name, ...) STAP_PROBEV(provider, name, ##__VA_ARGS__)
#else
#define PROBES_BUILT_IN 0
#define PROBE(provider, name, ...) do { } while (0)
#endif

struct Thread;
struct Class;
struct VmOptions;

/* The -XX:+DTraceMethodProbes, -XX:+DTraceAllocProbes,
 * -XX:+DTraceMonitorProbes and -XX:+ExtendedDTraceProbes flags, as given on
 * the command line (start-up flags: there is no attach listener). */
typedef struct ProbeFlags {
    int method, alloc, monitor;
} ProbeFlags;

extern ProbeFlags probe_flags;

/* Registers the sink of the gated probes with the event hub when a flag
 * asked for them. Called once, while the VM is created. */
void probe_init(void);

/* Probes whose arguments need a little work (thread names, class name
 * lengths, heap figures): each is one call on a path that is slow anyway,
 * and works out its arguments only while a tracer is attached (a
 * semaphore in vm/probes.c). */
void probe_thread_start(struct Thread *t);
void probe_thread_stop(struct Thread *t);
void probe_class_loaded(struct Class *c);
/* A stop-the-world operation of the VM thread's kind: vmops__request,
 * __begin, __end around it (mode 0: evaluated at a safepoint). */
void probe_vmop(const char *name, int which);
enum { PROBE_VMOP_REQUEST, PROBE_VMOP_BEGIN, PROBE_VMOP_END };
/* gc__begin/gc__end and the heap's one memory pool around a collection. */
void probe_gc_begin(void);
void probe_gc_end(void);

/* class__unloaded, method__compile__begin/__end, compiled__method__load/
 * __unload: in the binary for scripts that name them, never fired. */
void probe_unfired(void);

/* class__initialization__<kind>(name, len, loader, -1[, wait]): JVMS 5.5's
 * steps as HotSpot's InstanceKlass::initialize_impl names them. wait: the
 * thread waited for another one initializing the class. */
enum {
    PROBE_CI_REQUIRED, PROBE_CI_RECURSIVE, PROBE_CI_CONCURRENT, PROBE_CI_ERRONEOUS,
    PROBE_CI_SUPER__FAILED, PROBE_CI_CLINIT, PROBE_CI_ERROR, PROBE_CI_END
};
void probe_class_init(int kind, struct Class *c, int wait);

#endif
