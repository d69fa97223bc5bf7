/*
 * The VM as a whole: options, well-known classes and field offsets, start-up
 * and shut-down.
 */
#ifndef AGENTVM_VM_H
#define AGENTVM_VM_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

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
    Class *error, *linkage_error, *thread, *thread_group, *throwable, *stack_trace_element, *class_loader;
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
    Object *out_of_memory;        /* thrown when the heap cannot hold a new one */
} WellKnown;

extern WellKnown wk;

/* The embedder's hooks, from JNI_CreateJavaVM's "vfprintf", "exit" and
 * "abort" options; NULL when not given (and always for the launcher). */
typedef struct VmHooks {
    int (*vfprintf)(FILE *f, const char *fmt, va_list ap);
    void (*exit)(int32_t status);
    void (*abort)(void);
} VmHooks;

extern VmHooks vm_hooks;

/* Messages of the VM to its user: through the vfprintf hook, else to f. */
void vm_vmessage(FILE *f, const char *fmt, va_list ap);
void vm_message(FILE *f, const char *fmt, ...) AVM_PRINTF(2, 3);

/* The VM's life: at most one per process, never created again once dead. */
typedef enum VmLife { VM_LIFE_NONE, VM_LIFE_CREATING, VM_LIFE_LIVE, VM_LIFE_DEAD } VmLife;

VmLife vm_life(void);
/* Move from NONE to CREATING; returns the state found (NONE on success). */
VmLife vm_claim_creation(void);
/* Give a claim back when creation failed before it changed anything. */
void vm_release_creation(void);

/* Load the agents of vm_opts (JVMTI OnLoad phase), then vm_create: the
 * one way in for the launcher and JNI_CreateJavaVM. Returns 0, or -1
 * after printing why; the VM is then dead. */
int vm_boot(void) AVM_NODISCARD;
/* Create the VM on the calling thread. Returns 0, or -1 after printing why. */
int vm_create(void) AVM_NODISCARD;
/* Run shutdown: hooks, then tear-down. Returns the exit status. */
int vm_destroy(struct Thread *t, int status);
/* Exit now with status (Runtime.halt, System.exit after hooks). */
AVM_NORETURN void vm_exit(int status);
/* A fatal error (JNI FatalError): the abort hook, else abort(). */
AVM_NORETURN void vm_abort(void);

int vm_started(void);
uint64_t vm_uptime_ns(void);
int64_t vm_start_time_ms(void);

#endif
