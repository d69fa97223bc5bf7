/*
 * The VM as a whole: options, well-known classes and field offsets, start-up
 * and shut-down.
 */
#ifndef AGENTVM_VM_H
#define AGENTVM_VM_H

#include <stdint.h>

#include "vm/class.h"
#include "vm/common.h"

struct Thread;

typedef struct VmOptions {
    const char *classpath;        /* -cp / CLASSPATH / "." */
    const char *boot_append;      /* -Xbootclasspath/a: */
    const char *boot_path;        /* override of the library JAR */
    uint64_t heap_initial, heap_max, stack_size;
    int verbose_class, verbose_gc, verbose_jni;
    int check_jni;                /* -Xcheck:jni */
    int reduce_signals;           /* -Xrs: no SIGQUIT thread dumps */
    const char **props;           /* -Dkey=value, as given */
    int prop_count;
    const char *java_command;     /* "Main arg..." for sun.java.command */
    const char **vm_args;         /* every option as given, for perf data */
    int vm_arg_count;
    const char *home;             /* installation directory (bin/.. of the launcher) */
    const char *launcher;         /* "agentvm" or name for messages */
} VmOptions;

extern VmOptions vm_opts;

/* Classes and field offsets the VM uses by name. */
typedef struct WellKnown {
    Class *object, *string, *klass, *cloneable, *serializable;
    Class *error, *thread, *thread_group, *throwable, *stack_trace_element, *class_loader;
    Class *system, *reference, *soft_ref, *weak_ref, *phantom_ref, *final_ref;
    Class *char_array, *byte_array, *int_array, *object_array, *string_array, *class_array;
    Class *ste_array;
    Class *boxes[16];             /* by BasicType - 'B'; use wk_box_class() */
    uint32_t string_value, string_hash;
    uint32_t class_vmclass;
    uint32_t thread_eetop, thread_name, thread_daemon, thread_priority, thread_group_field;
    uint32_t throwable_backtrace, throwable_message, throwable_cause;
    uint32_t reference_referent, reference_discovered, reference_queue, reference_next;
    uint32_t ste_module, ste_module_version;
    Object *system_loader;
    Object *main_group, *system_group;
    Object *stack_overflow;       /* thrown when even constructing one overflows */
} WellKnown;

extern WellKnown wk;

/* Create the VM on the calling thread. Returns 0, or -1 after printing why. */
int vm_create(void) AVM_NODISCARD;
/* Run shutdown: hooks, then tear-down. Returns the exit status. */
int vm_destroy(struct Thread *t, int status);
/* Exit now with status (Runtime.halt, System.exit after hooks). */
AVM_NORETURN void vm_exit(int status);

int vm_started(void);
uint64_t vm_uptime_ns(void);
int64_t vm_start_time_ms(void);

#endif
