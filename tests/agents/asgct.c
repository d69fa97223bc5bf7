/*
 * asgct - a sampling profiler built the way such profilers are: it finds
 * AsyncGetCallTrace with dlsym in the VM's libjvm.so, enables ClassLoad
 * and creates every class's jmethodIDs at ClassPrepare, takes a profiling
 * timer's SIGPROF and calls AsyncGetCallTrace from the handler, and reads
 * the traces back through JVMTI when the VM dies.
 *
 * Logged, each a fact that holds on any VM that implements the function:
 *   - whether libjvm.so (already loaded) and the global scope provide it;
 *   - the codes of the calls that cannot give a trace: a NULL env_id
 *     (-8, ticks_thread_exit), no ClassLoad enabled (-1,
 *     ticks_no_class_load), a thread with no Java frame (0);
 *   - for the samples of the main thread while it runs Asgct.spin: that
 *     most of them are complete traces (spin on top, Asgct.main at the
 *     bottom), and that their top frame's bci lies inside spin's loop
 *     (a VM that reported a stale bci, spin's first instruction, fails).
 */
#define _GNU_SOURCE 1
#include <dlfcn.h>
#include <signal.h>
#include <sys/time.h>

#include "agent_common.h"

typedef struct {
    jint lineno;
    jmethodID method_id;
} CallFrame;

typedef struct {
    JNIEnv *env_id;
    jint num_frames;
    CallFrame *frames;
} CallTrace;

typedef void (*AsgctFn)(CallTrace *, jint, void *);

#define MAX_SAMPLES 4096
#define MAX_DEPTH 32
/* The program spins until the agent has this many samples of it. */
#define WANTED 100

typedef struct {
    jint num_frames;
    CallFrame frames[MAX_DEPTH];
} Sample;

static jvmtiEnv *jvmti;
static JavaVM *jvm;
static AsgctFn asgct;
static Sample samples[MAX_SAMPLES];
static volatile int sample_count;
static volatile int sampling;
static volatile JNIEnv *main_env;

static void on_sigprof(int sig, siginfo_t *info, void *ucontext)
{
    (void)sig, (void)info;
    if (!sampling)
        return;
    JNIEnv *env = NULL;
    if ((*jvm)->GetEnv(jvm, (void **)&env, JNI_VERSION_1_6) != JNI_OK || env != main_env)
        return;
    int i = __atomic_fetch_add(&sample_count, 1, __ATOMIC_RELAXED);
    if (i >= MAX_SAMPLES)
        return;
    CallTrace trace = { env, 0, samples[i].frames };
    asgct(&trace, MAX_DEPTH, ucontext);
    samples[i].num_frames = trace.num_frames;
}

static int call_code(JNIEnv *env)
{
    CallFrame frames[4];
    CallTrace trace = { env, 12345, frames };
    asgct(&trace, 4, NULL);
    return trace.num_frames;
}


static char *method_name(jmethodID m)
{
    static char buf[256];
    char *name = NULL;
    jclass klass;
    if (!m || (*jvmti)->GetMethodName(jvmti, m, &name, NULL, NULL) != JVMTI_ERROR_NONE ||
        (*jvmti)->GetMethodDeclaringClass(jvmti, m, &klass) != JVMTI_ERROR_NONE) {
        snprintf(buf, sizeof buf, "?");
        return buf;
    }
    char *sig = NULL;
    (*jvmti)->GetClassSignature(jvmti, klass, &sig, NULL);
    snprintf(buf, sizeof buf, "%s.%s", sig ? sig : "?", name);
    ag_free(jvmti, sig);
    ag_free(jvmti, name);
    return buf;
}

/* The bci range of spin's loop: from the first to the last bci of the
 * lines that the program marks as the loop body (LOOP_FIRST..LOOP_LAST). */
static int in_loop(jmethodID m, jint bci)
{
    jint n;
    jvmtiLineNumberEntry *tab;
    if ((*jvmti)->GetLineNumberTable(jvmti, m, &n, &tab) != JVMTI_ERROR_NONE)
        return 0;
    jint line = -1;
    for (jint i = 0; i < n; i++)
        if (tab[i].start_location <= bci)
            line = tab[i].line_number;      /* entries are in bci order */
    ag_free(jvmti, tab);
    return line >= 10 && line <= 11;        /* Asgct.java: the loop's lines */
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    (void)env, (void)jni;
    sampling = 0;
    struct itimerval off = { { 0, 0 }, { 0, 0 } };
    setitimer(ITIMER_PROF, &off, NULL);
    int n = sample_count < MAX_SAMPLES ? sample_count : MAX_SAMPLES;
    int in_spin = 0, complete = 0, in_body = 0, other = 0;
    for (int i = 0; i < n; i++) {
        Sample *s = &samples[i];
        if (s->num_frames <= 0) {
            other++;
            continue;
        }
        if (strcmp(method_name(s->frames[0].method_id), "LAsgct;.spin") != 0) {
            other++;
            continue;
        }
        in_spin++;
        if (strcmp(method_name(s->frames[s->num_frames - 1].method_id), "LAsgct;.main") == 0)
            complete++;
        if (in_loop(s->frames[0].method_id, s->frames[0].lineno))
            in_body++;
    }
    ag_log("samples: at least %d: %s", WANTED, n >= WANTED ? "yes" : "no");
    ag_log("samples in Asgct.spin: most: %s", in_spin * 4 >= n * 3 ? "yes" : "no");
    ag_log("spin samples with Asgct.main at the bottom: all but a few: %s",
           complete * 10 >= in_spin * 9 ? "yes" : "no");
    ag_log("spin samples whose bci is inside the loop: most: %s", in_body * 4 >= in_spin * 3 ? "yes" : "no");
    ag_log("# samples %d, in spin %d, complete %d, in loop %d, other %d", n, in_spin, complete, in_body, other);
}

/* Asgct.samples(): how many samples of the main thread so far. */
static jint JNICALL samples_taken(JNIEnv *jni, jclass klass)
{
    (void)jni, (void)klass;
    return sample_count;
}

/* Asgct.startSampling(), called by the program on its main thread. */
static void JNICALL start_sampling(JNIEnv *jni, jclass klass)
{
    (void)klass;
    main_env = jni;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_sigprof;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGPROF, &sa, NULL);
    sampling = 1;
    struct itimerval every = { { 0, 1000 }, { 0, 1000 } };
    setitimer(ITIMER_PROF, &every, NULL);
}

/* Profilers set a ClassLoad callback, often empty: HotSpot takes no trace
 * without one. */
static void JNICALL on_class_load(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    (void)env, (void)jni, (void)thread, (void)klass;
}

/* As profilers do: every method of every class gets its jmethodID (which
 * HotSpot creates on demand only), and the program's class its native. */
static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    (void)thread;
    jint n;
    jmethodID *methods;
    if ((*env)->GetClassMethods(env, klass, &n, &methods) == JVMTI_ERROR_NONE)
        ag_free(env, methods);
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE)
        return;
    if (strcmp(sig, "LAsgct;") == 0) {
        JNINativeMethod m[] = { { "startSampling", "()V", (void *)start_sampling },
                                { "samples", "()I", (void *)samples_taken } };
        if ((*jni)->RegisterNatives(jni, klass, m, 2) != 0)
            ag_log("ERROR RegisterNatives failed");
    }
    ag_free(env, sig);
}

static void JNICALL on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    (void)thread;
    CallFrame frames[4];
    CallTrace trace = { NULL, 12345, frames };
    asgct(&trace, 4, NULL);
    ag_log("NULL env_id: %d", trace.num_frames);
    ag_log("ClassLoad disabled: %d", call_code(jni));
    ag_check(env, (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_CLASS_LOAD, NULL),
             "enable ClassLoad");     /* no callback yet: not enough */
    ag_log("ClassLoad enabled, no callback: %d", call_code(jni));
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.ClassLoad = on_class_load;
    cb.ClassPrepare = on_class_prepare;
    ag_check(env, (*env)->SetEventCallbacks(env, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(env, (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL),
             "enable ClassPrepare");
    /* The classes loaded so far get their jmethodIDs now. */
    jint n;
    jclass *classes;
    if ((*env)->GetLoadedClasses(env, &n, &classes) == JVMTI_ERROR_NONE) {
        for (jint i = 0; i < n; i++)
            on_class_prepare(env, jni, NULL, classes[i]);
        ag_free(env, classes);
    }
    ag_log("no Java frame (VMInit, in native): %d", call_code(jni));
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    ag_open_log(options);
    jvm = vm;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    void *libjvm = dlopen("libjvm.so", RTLD_LAZY | RTLD_NOLOAD);
    AsgctFn in_libjvm = libjvm ? (AsgctFn)dlsym(libjvm, "AsyncGetCallTrace") : NULL;
    AsgctFn global = (AsgctFn)dlsym(RTLD_DEFAULT, "AsyncGetCallTrace");
    ag_log("AsyncGetCallTrace in libjvm.so: %s", in_libjvm ? "yes" : "no");
    ag_log("AsyncGetCallTrace in the global scope: %s", global ? "yes" : "no");
    asgct = in_libjvm ? in_libjvm : global;
    if (!asgct) {
        ag_log("ERROR no AsyncGetCallTrace");
        return JNI_ERR;
    }
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_get_line_numbers = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.ClassPrepare = on_class_prepare;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL),
             "enable VMInit");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL),
             "enable VMDeath");
    return JNI_OK;
}
