/*
 * Fuzz target: a class file through the whole VM. One VM serves every
 * input: each input is defined by DefineClass in a fresh class loader
 * (FuzzSupport), so the same name can come back; its static initializer
 * and main(String[]) then run.
 *
 * Execution is bounded by a count, so that a looping input ends as soon
 * as one that returns and the run does not depend on the machine's load:
 * a poll hook (thr_set_poll_hook) counts the safepoint polls of the
 * input's threads (one at each method entry and backward branch), and past
 * AGENTVM_FUZZ_POLLS of them (default 10000), or past AGENTVM_FUZZ_GCS
 * collections (default 1: an input that allocates until it runs out, in a
 * loop, collects at every turn), each thread of the input that polls is
 * ended with thr_terminate(), which unwinds past every handler,
 * so neither loops nor catch-all handlers outlast it. A thread that does
 * not poll (sleeping, waiting, blocked, in a long native call) is caught
 * by a watchdog thread instead: past a wall-clock limit (AGENTVM_FUZZ_MS,
 * default 1000 ms) every thread of the input is ended the same way. Inputs that
 * name "exit", "halt" or "suspend" are skipped: Runtime.exit would end the
 * process, and Thread.suspend of oneself never returns, by design. The process must be started in a scratch directory
 * (scripts/fuzz.sh does so): fuzzed code may write files.
 *
 * With AGENTVM_FUZZ_RUN=0 the class is only defined and linked (parse,
 * load, link, structural verification) and nothing runs.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <jni.h>

#include "vm/class.h"
#include "vm/jni_impl.h"
#include "vm/roots.h"
#include "vm/thread.h"
#include "fuzz_lsan.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static JavaVM *vm;
static JNIEnv *env;
static jclass support_class;
static jmethodID support_new;
static jobject time_limit_error;       /* global: thrown by thr_terminate */
static Thread *harness_thread;
static int run_code = 1;
static long limit_ms = 1000;
static long poll_budget = 10000;
static long input_polls;               /* polls of the current input's threads */
static uint64_t gc_budget = 1;
static uint64_t input_gcs_base;        /* collections before the input */

/* System threads: those alive before the first input. */
enum { MAX_SYSTEM_THREADS = 32 };
static Thread *system_threads[MAX_SYSTEM_THREADS];
static int system_thread_count;

static pthread_mutex_t watch_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t watch_cond = PTHREAD_COND_INITIALIZER;
static int input_running;
static uint64_t input_serial;

static jint JNICALL quiet_vfprintf(FILE *f, const char *fmt, va_list ap) { return 0; }

static int is_system_thread(const Thread *t)
{
    for (int i = 0; i < system_thread_count; i++)
        if (system_threads[i] == t)
            return 1;
    return 0;
}

/* End every thread of the input, the harness thread included; returns the
 * number of input threads still alive. */
static int terminate_input_threads(int include_harness)
{
    int alive = 0;
    Object *exc = *(Object **)time_limit_error;
    thr_list_lock();
    for (Thread *t = thr_list_first(); t; t = t->next) {
        if (is_system_thread(t) || (t == harness_thread && !include_harness))
            continue;
        if (t != harness_thread)
            alive++;
        if (!t->async_exception)
            thr_terminate(t, exc);
    }
    thr_list_unlock();
    return alive;
}

/* The poll hook: a thread of the input past the budget is ended at this
 * poll (the slow path then throws the exception it was given). */
static uint64_t collections(void)
{
    HeapStats hs;
    heap_stats(&hs);
    return hs.collections;
}

static void count_poll(Thread *t)
{
    if ((__atomic_add_fetch(&input_polls, 1, __ATOMIC_RELAXED) <= poll_budget &&
         collections() - __atomic_load_n(&input_gcs_base, __ATOMIC_RELAXED) <= gc_budget) ||
        is_system_thread(t) || __atomic_load_n(&t->terminating, __ATOMIC_RELAXED))
        return;
    thr_list_lock();
    if (!t->async_exception)
        thr_terminate(t, *(Object **)time_limit_error);
    thr_list_unlock();
}

static void *watchdog(void *arg)
{
    pthread_mutex_lock(&watch_lock);
    for (;;) {
        while (!input_running)
            pthread_cond_wait(&watch_cond, &watch_lock);
        uint64_t serial = input_serial;
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += limit_ms / 1000;
        until.tv_nsec += (limit_ms % 1000) * 1000000L;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        while (input_running && input_serial == serial &&
               pthread_cond_timedwait(&watch_cond, &watch_lock, &until) == 0) {
        }
        /* Over time: end it, again every limit until the input is over. */
        while (input_running && input_serial == serial) {
            terminate_input_threads(1);
            struct timespec again;
            clock_gettime(CLOCK_REALTIME, &again);
            again.tv_nsec += 20000000L;
            if (again.tv_nsec >= 1000000000L) {
                again.tv_sec++;
                again.tv_nsec -= 1000000000L;
            }
            pthread_cond_timedwait(&watch_cond, &watch_lock, &again);
        }
    }
    return NULL;
}

static void set_running(int on)
{
    pthread_mutex_lock(&watch_lock);
    input_running = on;
    input_serial++;
    if (on) {
        __atomic_store_n(&input_polls, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&input_gcs_base, collections(), __ATOMIC_RELAXED);
    }
    pthread_cond_broadcast(&watch_cond);
    pthread_mutex_unlock(&watch_lock);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    const char *run = getenv("AGENTVM_FUZZ_RUN");
    run_code = !run || strcmp(run, "0") != 0;
    const char *ms = getenv("AGENTVM_FUZZ_MS");
    if (ms && atol(ms) > 0)
        limit_ms = atol(ms);
    const char *polls = getenv("AGENTVM_FUZZ_POLLS");
    if (polls && atol(polls) > 0)
        poll_budget = atol(polls);
    const char *gcs = getenv("AGENTVM_FUZZ_GCS");
    if (gcs && atol(gcs) >= 0 && *gcs)
        gc_budget = (uint64_t)atol(gcs);
    JavaVMOption options[] = {
        { "-Djava.class.path=" FUZZ_CLASSES_DIR, NULL },
        { "-Xmx64m", NULL },
        { "-Xss512k", NULL },
        { "vfprintf", (void *)quiet_vfprintf },
        /* The counters' sampler walks every class each 50 ms, and every
         * input adds one: a tenth of the run's time after a while. */
        { "-XX:-UsePerfData", NULL },
    };
    JavaVMInitArgs args = { JNI_VERSION_10, 5, options, JNI_FALSE };
    if (JNI_CreateJavaVM(&vm, (void **)&env, &args) != JNI_OK) {
        fprintf(stderr, "fuzz_vm: JNI_CreateJavaVM failed\n");
        abort();
    }
    fuzz_lsan_scan_heap();
    harness_thread = thr_current();
    support_class = (*env)->FindClass(env, "FuzzSupport");
    if (!support_class) {
        fprintf(stderr, "fuzz_vm: FuzzSupport not found in " FUZZ_CLASSES_DIR "\n");
        abort();
    }
    support_class = (*env)->NewGlobalRef(env, support_class);
    support_new = (*env)->GetMethodID(env, support_class, "<init>", "()V");
    jmethodID quiet = (*env)->GetStaticMethodID(env, support_class, "quiet", "()V");
    (*env)->CallStaticVoidMethod(env, support_class, quiet);
    jclass error = (*env)->FindClass(env, "java/lang/ThreadDeath");
    jobject e = error ? (*env)->AllocObject(env, error) : NULL;
    if (!support_new || !e || (*env)->ExceptionCheck(env))
        abort();
    time_limit_error = (*env)->NewGlobalRef(env, e);
    (*env)->DeleteLocalRef(env, e);
    thr_list_lock();
    for (Thread *t = thr_list_first(); t && system_thread_count < MAX_SYSTEM_THREADS; t = t->next)
        if (t != harness_thread)
            system_threads[system_thread_count++] = t;
    thr_list_unlock();
    if (run_code)
        thr_set_poll_hook(count_poll);
    pthread_t w;
    if (pthread_create(&w, NULL, watchdog, NULL) != 0)
        abort();
    pthread_detach(w);
    return 0;
}

/* Runtime.exit and halt end the process by design, and a thread that
 * suspends itself waits for ever by design. */
static int names_exit(const uint8_t *data, size_t size)
{
    return memmem(data, size, "exit", 4) || memmem(data, size, "halt", 4) || memmem(data, size, "suspend", 7);
}

static void run_main(jclass cls)
{
    jmethodID main = (*env)->GetStaticMethodID(env, cls, "main", "([Ljava/lang/String;)V");
    if (!main)
        return;
    jclass string = (*env)->FindClass(env, "java/lang/String");
    jobjectArray args = string ? (*env)->NewObjectArray(env, 0, string, NULL) : NULL;
    if (args)
        (*env)->CallStaticVoidMethod(env, cls, main, args);
}

/* Threads the input started end with it. */
static void end_input_threads(void)
{
    for (int i = 0; i < 500 && terminate_input_threads(0) > 0; i++)
        usleep(1000);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > (1u << 20) || (run_code && names_exit(data, size)))
        return 0;
    if ((*env)->PushLocalFrame(env, 16) != 0)
        abort();
    set_running(1);
    jobject loader = (*env)->NewObject(env, support_class, support_new);
    jclass cls = loader ? (*env)->DefineClass(env, NULL, loader, (const jbyte *)data, (jsize)size) : NULL;
    if (cls && !(*env)->ExceptionCheck(env)) {
        if (run_code)
            run_main(cls);
        else if (cls_link(harness_thread, mirror_class(jni_deref(cls))) != 0)
            harness_thread->exception = NULL;
    }
    (*env)->ExceptionClear(env);
    set_running(0);
    end_input_threads();
    /* The time limit may have struck after the last poll. */
    thr_list_lock();
    __atomic_store_n(&harness_thread->terminating, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&harness_thread->async_exception, NULL, __ATOMIC_SEQ_CST);
    thr_list_unlock();
    (void)thr_is_interrupted(harness_thread, 1);
    (*env)->ExceptionClear(env);
    (*env)->PopLocalFrame(env, NULL);
    fuzz_lsan_scan_heap();
    fuzz_lsan_check_now_and_then();
    return 0;
}
