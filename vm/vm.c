/*
 * Start-up and shut-down of the VM.
 *
 * Bootstrapping order matters: Object, String and Class are loaded before
 * any mirror can exist, so mirrors of the first classes are made right
 * after java.lang.Class is linked. Then the thread objects, System's
 * initPhase1 and the application class loader, as HotSpot does.
 */
#define _GNU_SOURCE
#include "vm/vm.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "interp/interp.h"
#include "vm/events.h"
#include "vm/probes.h"
#include "vm/exceptions.h"
#include "jvmpi/jvmpi_vm.h"
#include "jvmti/jvmti_vm.h"
#include "vm/attach.h"
#include "vm/agent.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/loader.h"
#include "vm/native.h"
#include "perfdata/perf_vm.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/threaddump.h"
#include "vm/xxflags.h"

VmOptions vm_opts;
WellKnown wk;
VmHooks vm_hooks;

static int started;
static int life = VM_LIFE_NONE;

VmLife vm_life(void) { return (VmLife)__atomic_load_n(&life, __ATOMIC_ACQUIRE); }

static void set_life(VmLife l) { __atomic_store_n(&life, (int)l, __ATOMIC_RELEASE); }

VmLife vm_claim_creation(void)
{
    int expected = VM_LIFE_NONE;
    __atomic_compare_exchange_n(&life, &expected, VM_LIFE_CREATING, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
    return (VmLife)expected;
}

void vm_release_creation(void) { set_life(VM_LIFE_NONE); }

void vm_vmessage(FILE *f, const char *fmt, va_list ap)
{
    if (vm_hooks.vfprintf)
        vm_hooks.vfprintf(f, fmt, ap);
    else
        vfprintf(f, fmt, ap);
}

void vm_message(FILE *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vm_vmessage(f, fmt, ap);
    va_end(ap);
}
static int64_t start_ms;
static uint64_t start_ns;

int vm_started(void) { return started; }
int64_t vm_start_time_ms(void) { return start_ms; }

uint64_t vm_uptime_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec - start_ns;
}

extern void classlib_register_natives(void);

/* ------------------------------------------------------------------ */
/* Well-known classes                                                  */
/* ------------------------------------------------------------------ */

static Class *boot_class(Thread *t, const char *name)
{
    Class *c = cl_load_boot(t, name);
    if (!c || cls_link(t, c) != 0) {
        fprintf(stderr, "Error occurred during initialization of VM\njava.lang.NoClassDefFoundError: %s\n", name);
        if (t->exception)
            fprintf(stderr, "(%s)\n", t->exception->klass->name);
        return NULL;
    }
    return c;
}

static int field_offset(Class *c, const char *name, uint32_t *out, int required)
{
    Field *f = cls_field_by_name(c, name);
    if (!f) {
        if (!required)
            return 0;
        fprintf(stderr, "Error occurred during initialization of VM\nclass library mismatch: %s.%s is missing\n", c->name, name);
        return -1;
    }
    *out = f->offset;
    return 0;
}

static int load_core(Thread *t)
{
    if (!(wk.object = boot_class(t, "java/lang/Object")) ||
        !(wk.string = boot_class(t, "java/lang/String")) ||
        !(wk.klass = boot_class(t, "java/lang/Class")))
        return -1;
    if (field_offset(wk.string, "value", &wk.string_value, 1) || field_offset(wk.string, "hash", &wk.string_hash, 1) ||
        field_offset(wk.klass, "vmClass", &wk.class_vmclass, 1))
        return -1;
    /* Mirrors for everything loaded so far, primitives included. */
    for (Class *c = cls_first(); c; c = c->next_loaded)
        if (cls_make_mirror(t, c) != 0)
            return -1;
    static const char prims[] = "ZBCSIJFDV";
    for (const char *p = prims; *p; p++)
        if (cls_make_mirror(t, cls_primitive((uint8_t)*p)) != 0)
            return -1;
    struct { Class **slot; const char *name; } list[] = {
        { &wk.cloneable, "java/lang/Cloneable" }, { &wk.serializable, "java/io/Serializable" },
        { &wk.throwable, "java/lang/Throwable" }, { &wk.error, "java/lang/Error" },
        { &wk.linkage_error, "java/lang/LinkageError" },
        { &wk.thread, "java/lang/Thread" }, { &wk.thread_group, "java/lang/ThreadGroup" },
        { &wk.stack_trace_element, "java/lang/StackTraceElement" }, { &wk.class_loader, "java/lang/ClassLoader" },
        { &wk.system, "java/lang/System" }, { &wk.reference, "java/lang/ref/Reference" },
    };
    for (size_t i = 0; i < AVM_ARRAY_LEN(list); i++)
        if (!(*list[i].slot = boot_class(t, list[i].name)))
            return -1;
    wk.char_array = cls_array_of(t, cls_primitive(T_CHAR));
    wk.byte_array = cls_array_of(t, cls_primitive(T_BYTE));
    wk.int_array = cls_array_of(t, cls_primitive(T_INT));
    wk.object_array = cls_array_of(t, wk.object);
    wk.string_array = cls_array_of(t, wk.string);
    wk.class_array = cls_array_of(t, wk.klass);
    wk.ste_array = cls_array_of(t, wk.stack_trace_element);
    if (field_offset(wk.thread, "eetop", &wk.thread_eetop, 1) || field_offset(wk.thread, "name", &wk.thread_name, 1) ||
        field_offset(wk.thread, "daemon", &wk.thread_daemon, 1) || field_offset(wk.thread, "priority", &wk.thread_priority, 1) ||
        field_offset(wk.thread, "group", &wk.thread_group_field, 1) ||
        field_offset(wk.throwable, "backtrace", &wk.throwable_backtrace, 1) ||
        field_offset(wk.throwable, "detailMessage", &wk.throwable_message, 1) ||
        field_offset(wk.throwable, "cause", &wk.throwable_cause, 1) ||
        field_offset(wk.reference, "referent", &wk.reference_referent, 1) ||
        field_offset(wk.reference, "discovered", &wk.reference_discovered, 1) ||
        field_offset(wk.reference, "queue", &wk.reference_queue, 1) ||
        field_offset(wk.reference, "next", &wk.reference_next, 1) ||
        field_offset(wk.stack_trace_element, "moduleName", &wk.ste_module, 0))
        return -1;
    interp_init();
    Class *soe = boot_class(t, "java/lang/StackOverflowError");
    if (!soe || cls_init(t, soe) != 0 || !(wk.stack_overflow = heap_new_object(t, soe)))
        return -1;
    if (!(wk.out_of_memory = exc_new(t, "java/lang/OutOfMemoryError", "Java heap space")))
        return -1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Calling Java during start-up                                        */
/* ------------------------------------------------------------------ */

static int call_static(Thread *t, Class *c, const char *name, const char *desc, Slot *args, Slot *result)
{
    Method *m = cls_find_declared_method(c, name, desc);
    if (!m) {
        fprintf(stderr, "Error occurred during initialization of VM\nclass library mismatch: %s.%s%s is missing\n", c->name, name, desc);
        return -1;
    }
    if (cls_init(t, c) != 0)
        return -1;
    return interp_invoke(t, m, args, result);
}

static Object *construct(Thread *t, Class *c, const char *desc, Slot *args)
{
    if (cls_init(t, c) != 0)
        return NULL;
    Method *m = cls_find_declared_method(c, "<init>", desc);
    if (!m) {
        fprintf(stderr, "Error occurred during initialization of VM\nclass library mismatch: %s.<init>%s is missing\n", c->name, desc);
        return NULL;
    }
    Object *o = heap_new_object(t, c);
    if (!o)
        return NULL;
    args[0].l = o;
    thr_push_root(t, &o);
    Slot r;
    int rc = interp_invoke(t, m, args, &r);
    thr_pop_roots(t, 1);
    return rc == 0 ? o : NULL;
}

static void report_startup_exception(Thread *t)
{
    Object *e = exc_take(t);
    if (!e)
        return;
    fprintf(stdout, "Error occurred during initialization of VM\n");
    Object *msg = *FIELD_PTR(e, wk.throwable_message, Object *);
    char *m = msg ? str_to_utf8(msg) : NULL;
    char n[256];
    cls_external_name(e->klass, n, sizeof n);
    fprintf(stderr, "%s%s%s\n", n, m ? ": " : "", m ? m : "");
    free(m);
    Object *bt = *FIELD_PTR(e, wk.throwable_backtrace, Object *);
    if (bt)
        for (int32_t i = 0; i < ARRAY_LENGTH(bt) / 2; i++) {
            Method *me = (Method *)(uintptr_t)ARRAY_DATA(bt, int64_t)[2 * i];
            fprintf(stderr, "\tat %s.%s%s\n", me->klass->name, me->name, me->desc);
        }
}

int vm_create_thread_objects(Thread *t)
{
    Slot args[3] = { 0 };
    Object *sys = construct(t, wk.thread_group, "()V", args);
    if (!sys)
        return -1;
    wk.system_group = sys;
    args[1].l = sys;
    args[2].l = str_new_utf8(t, "main");
    if (!args[2].l)
        return -1;
    thr_push_root(t, &args[1].l);
    thr_push_root(t, &args[2].l);
    Object *mg = construct(t, wk.thread_group, "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V", args);
    thr_pop_roots(t, 2);
    if (!mg)
        return -1;
    wk.main_group = mg;
    /* The Thread constructor may call currentThread(): eetop goes first. */
    if (cls_init(t, wk.thread) != 0)
        return -1;
    Object *jt = heap_new_object(t, wk.thread);
    if (!jt)
        return -1;
    *FIELD_PTR(jt, wk.thread_eetop, int64_t) = (int64_t)(uintptr_t)t;
    *FIELD_PTR(jt, wk.thread_priority, int32_t) = 5;
    t->jthread = jt;
    Method *ctor = cls_find_declared_method(wk.thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V");
    if (!ctor)
        return -1;
    Slot a[3] = { { .l = jt }, { .l = mg }, { .l = NULL } };
    a[2].l = str_new_utf8(t, "main");
    if (!a[2].l)
        return -1;
    Slot r;
    return interp_invoke(t, ctor, a, &r);
}

int vm_boot(void)
{
    vm_claim_creation();
    PROBE(hotspot, vm__init__begin);
    probe_init();
    jvmti_set_phase(VM_PHASE_ONLOAD);
    int rc = agent_load_all() == 0 ? 0 : -1;
    if (rc == 0) {
        jvmti_set_phase(VM_PHASE_PRIMORDIAL);
        rc = vm_create();
    }
    if (rc != 0)
        set_life(VM_LIFE_DEAD);
    return rc;
}

/* The heap sizes the VM chose, as -XX flags tools read (jinfo, VM.flags). */
static void publish_heap_flags(void)
{
    char v[32];
    snprintf(v, sizeof v, "%" PRIu64, vm_opts.heap_max);
    xx_set_ergonomic("MaxHeapSize", v);
    snprintf(v, sizeof v, "%" PRIu64, vm_opts.heap_initial);
    xx_set_ergonomic("InitialHeapSize", v);
}

int vm_create(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    start_ms = (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    start_ns = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;

    if (heap_init(vm_opts.heap_initial, vm_opts.heap_max) != 0) {
        fprintf(stderr, "Error occurred during initialization of VM\nCould not reserve enough space for object heap\n");
        return -1;
    }
    heap_verbose_gc = vm_opts.verbose_gc;
    perf_vm_init();
    cls_init_primitives();
    thr_init_system();
    jni_init();
    classlib_register_natives();
    Thread *t = thr_attach_current(vm_opts.stack_size);
    if (!t)
        return -1;
    t->jni_env = jni_current_table;

    char boot[4096];
    if (vm_opts.boot_path)
        snprintf(boot, sizeof boot, "%s", vm_opts.boot_path);
    else
        snprintf(boot, sizeof boot, "%s/lib/classlib.jar", vm_opts.home);
    if (cl_init(boot, vm_opts.classpath) != 0)
        return -1;
    if (vm_opts.boot_append)
        cl_add_boot_path(vm_opts.boot_append);

    if (load_core(t) != 0)
        goto failed;
    if (vm_create_thread_objects(t) != 0)
        goto failed;
    /* String's initializer runs now, as in HotSpot: failing later (out of
     * memory) would leave the VM unable to use strings at all. */
    if (cls_init(t, wk.string) != 0)
        goto failed;
    Slot r;
    if (call_static(t, wk.system, "initPhase1", "()V", NULL, &r) != 0)
        goto failed;
    jvmti_set_phase(VM_PHASE_START);
    EV_RAISE(EV_VM_START, ev_vm_start(t));
    /* HotSpot's VM initialization ends here, after System.initPhase1 and
     * before the Signal Dispatcher, the system class loader and VMInit. */
    PROBE(hotspot, vm__init__end);
    if (call_static(t, wk.class_loader, "initSystemClassLoader", "()Ljava/lang/ClassLoader;", NULL, &r) != 0)
        goto failed;
    wk.system_loader = r.l;
    started = 1;
    set_life(VM_LIFE_LIVE);
    /* SIGQUIT thread dumps; without the dispatcher thread the VM runs on. */
    if (!vm_opts.reduce_signals && tdump_start(t) != 0)
        fprintf(stderr, "Warning: no thread dumps on SIGQUIT: cannot start the Signal Dispatcher\n");
    publish_heap_flags();
    attach_init(t);
    jvmti_set_phase(VM_PHASE_LIVE);
    EV_RAISE(EV_VM_INIT, ev_vm_init(t));
    /* The creating thread starts as the live phase begins, after VMInit
     * (HotSpot's order); its end comes from the launcher when main()
     * returns, or from announce_death. */
    EV_RAISE(EV_THREAD_START, ev_thread_start(t));
    perf_vm_started();
    return 0;
failed:
    report_startup_exception(t);
    return -1;
}

/* ------------------------------------------------------------------ */
/* Threads started from Java                                           */
/* ------------------------------------------------------------------ */

void thr_run_java_thread(Thread *t)
{
    t->jni_env = jni_current_table;
    EV_RAISE(EV_THREAD_START, ev_thread_start(t));
    Method *run = cls_resolve_method(t->jthread->klass, "run", "()V");
    Slot args[1] = { { .l = t->jthread } }, r;
    if (run && interp_invoke_virtual(t, run, args, &r) != 0) {
        Object *e = exc_take(t);
        exc_report_uncaught(t, e);
        exc_take(t);
    }
    Method *exit = cls_find_declared_method(wk.thread, "exit", "()V");
    if (exit) {
        args[0].l = t->jthread;
        if (interp_invoke(t, exit, args, &r) != 0)
            exc_take(t);
    }
}

/* ------------------------------------------------------------------ */
/* Shut-down                                                           */
/* ------------------------------------------------------------------ */

/*
 * The exit sequence: VMDeath, Agent_OnUnload, the last perf data sample (its
 * file saved and removed). One thread runs it, the first to get here, and
 * the process ends only once it has finished, so an agent's report written
 * in VMDeath is complete however the VM goes down: System.exit, the end of
 * main, or a signal's handler thread. Another thread getting here meanwhile
 * (an exit racing the end of main, a second signal) stays here, safe for
 * collections, until the first ends the process. The thread running the
 * sequence may come back (an agent calling System.exit in VMDeath): it goes
 * on to the exit without waiting for itself.
 */
static int exit_claimed;
static _Thread_local int exit_owner;

static void exit_sequence(Thread *t)
{
    if (__atomic_exchange_n(&exit_claimed, 1, __ATOMIC_ACQ_REL)) {
        if (exit_owner)
            return;
        if (t && thr_current() == t && t->state == THR_IN_JAVA)
            thr_enter_safe(t, THR_BLOCKED);
        for (;;)
            pause();
    }
    exit_owner = 1;
    /* The thread ending the VM ends first, as on HotSpot. */
    if (t && started)
        thr_post_end(t);
    if (t && started)
        EV_RAISE(EV_VM_DEATH, ev_vm_death(t));
    PROBE(hotspot, vm__shutdown);
    jvmti_set_phase(VM_PHASE_DEAD);
    attach_shutdown();
    agent_unload_all();
    perf_vm_exit();
}

void vm_exit(int status)
{
    exit_sequence(thr_current());
    fflush(stdout);
    fflush(stderr);
    if (vm_hooks.exit)
        vm_hooks.exit(status);
    _exit(status);
}

void vm_abort(void)
{
    fflush(stdout);
    fflush(stderr);
    if (vm_hooks.abort)
        vm_hooks.abort();
    abort();
}

int vm_destroy(Thread *t, int status)
{
    thr_wait_for_nondaemon_threads(t);
    Class *sd = cl_load_boot(t, "java/lang/Shutdown");
    Slot r;
    if (sd && call_static(t, sd, "shutdown", "()V", NULL, &r) != 0)
        exc_take(t);
    exit_sequence(t);
    set_life(VM_LIFE_DEAD);
    return status;
}

/* ------------------------------------------------------------------ */
/* Arrays of several dimensions (multianewarray, Array.newInstance)    */
/* ------------------------------------------------------------------ */

Object *vm_multi_new_array(Thread *t, Class *ac, int dims, const int32_t *counts, int from_bytecode)
{
    Object *a = from_bytecode ? heap_new_array_bc(t, ac, counts[0]) : heap_new_array(t, ac, counts[0]);
    if (!a || dims == 1)
        return a;
    thr_push_root(t, &a);
    for (int32_t i = 0; i < counts[0]; i++) {
        Object *sub = vm_multi_new_array(t, ac->component, dims - 1, counts + 1, from_bytecode);
        if (!sub) {
            a = NULL;
            break;
        }
        ARRAY_DATA(a, Object *)[i] = sub;
    }
    thr_pop_roots(t, 1);
    return a;
}

/* ------------------------------------------------------------------ */
/* The invocation interface (JavaVM functions)                         */
/* ------------------------------------------------------------------ */

static int supported_jni_version(jint v)
{
    return v == JNI_VERSION_1_1 || v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 || v == JNI_VERSION_1_6 ||
           v == JNI_VERSION_1_8 || v == JNI_VERSION_9 || v == JNI_VERSION_10;
}

jint vm_jni_get_env(JavaVM *vm, void **penv, jint version)
{
    Thread *t = thr_current();
    if (!penv)
        return JNI_EINVAL;
    *penv = NULL;
    /* JVMTI environments exist before any thread does (Agent_OnLoad). */
    if (jvmti_is_jvmti_version(version))
        return jvmti_get_env(penv, version);
    /* So does the JVMPI interface (JVM_OnLoad). */
    if (jvmpi_is_jvmpi_version(version))
        return jvmpi_get_env(penv, version);
    if (!t)
        return JNI_EDETACHED;
    if (!supported_jni_version(version))
        return JNI_EVERSION;
    *penv = jni_env(t);
    return JNI_OK;
}

jint vm_jni_attach(JavaVM *vm, void **penv, void *args, int daemon)
{
    Thread *t = thr_current();
    if (t) {
        if (penv)
            *penv = jni_env(t);
        return JNI_OK;
    }
    if (vm_life() != VM_LIFE_LIVE)
        return JNI_ERR;
    t = thr_attach_current(vm_opts.stack_size);
    if (!t)
        return JNI_ENOMEM;
    t->jni_env = jni_current_table;
    t->daemon = daemon;
    t->is_attached = 1;
    JavaVMAttachArgs *aa = args;
    if (cls_init(t, wk.thread) == 0) {
        Object *jt = heap_new_object(t, wk.thread);
        if (jt) {
            *FIELD_PTR(jt, wk.thread_eetop, int64_t) = (int64_t)(uintptr_t)t;
            *FIELD_PTR(jt, wk.thread_priority, int32_t) = 5;
            *FIELD_PTR(jt, wk.thread_daemon, int8_t) = (int8_t)daemon;
            t->jthread = jt;
            Method *ctor = cls_find_declared_method(wk.thread, "<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V");
            static int attached_count;
            char name[64];
            snprintf(name, sizeof name, "Thread-%d", attached_count++);
            Slot a[3] = { { .l = jt }, { .l = (aa && aa->group) ? jni_deref(aa->group) : wk.main_group }, { .l = NULL } };
            a[2].l = str_new_utf8(t, (aa && aa->name) ? aa->name : name);
            Slot r;
            if (!ctor || !a[2].l || interp_invoke(t, ctor, a, &r) != 0)
                exc_take(t);
        }
    }
    if (penv)
        *penv = jni_env(t);
    /* Agents see attached threads start and end, as on HotSpot. */
    if (t->jthread)
        EV_RAISE(EV_THREAD_START, ev_thread_start(t));
    /* Back to native code: the thread must not hold up safepoints. */
    thr_enter_safe(t, THR_IN_NATIVE);
    return JNI_OK;
}

jint vm_jni_detach(JavaVM *vm)
{
    Thread *t = thr_current();
    if (!t)
        return JNI_OK;
    if (t->top)
        return JNI_ERR;           /* Java frames are still on this thread's stack */
    if (t->state == THR_IN_NATIVE)
        thr_leave_safe(t);
    Object *jt = t->jthread;
    thr_post_end(t);
    if (jt) {
        Method *exit = cls_find_declared_method(wk.thread, "exit", "()V");
        Slot a[1] = { { .l = jt } }, r;
        if (exit && interp_invoke(t, exit, a, &r) != 0)
            exc_take(t);
        thr_end_and_notify(t);
        t->exception = NULL;
    }
    thr_detach_current(t);
    return JNI_OK;
}

/* DestroyJavaVM: any thread may call it; an unattached one is attached
 * first. Once the VM is down the thread is detached, as in HotSpot, so
 * GetEnv answers JNI_EDETACHED and the VM cannot be used again. */
jint vm_jni_destroy(JavaVM *vm)
{
    if (vm_life() != VM_LIFE_LIVE)
        return JNI_ERR;
    Thread *t = thr_current();
    if (!t) {
        void *env;
        JavaVMAttachArgs destroy = { JNI_VERSION_1_2, (char *)"DestroyJavaVM", NULL };
        if (vm_jni_attach(vm, &env, &destroy, 0) != JNI_OK)
            return JNI_ERR;
        t = thr_current();
    }
    if (t->top)
        return JNI_ERR;           /* called from a native method: Java frames below */
    if (t->state == THR_IN_NATIVE)
        thr_leave_safe(t);
    vm_destroy(t, 0);
    heap_shutdown();
    if (t->jthread)
        *FIELD_PTR(t->jthread, wk.thread_eetop, int64_t) = 0;
    thr_detach_current(t);
    return JNI_OK;
}
