/*
 * gccontext - JVMTI calls from contexts without a Java thread.
 *
 * GarbageCollectionStart and GarbageCollectionFinish are not sent on a
 * Java thread (HotSpot sends them on its VM thread), and a native thread
 * the agent creates with pthread_create is unknown to the VM until it
 * attaches.  From both, a function that needs a Java thread answers
 * JVMTI_ERROR_UNATTACHED_THREAD, while the callback-safe ones (raw
 * monitors, memory, timers, environment local storage) work.  The agent
 * calls the same functions from the first GC start and finish callbacks
 * and from a never-attached pthread, keeps the error codes and logs their
 * names at VMDeath (GetErrorName itself needs a Java thread).
 * ForceGarbageCollection in GarbageCollectionStart must answer, not wait
 * for the collection in progress.
 */
#include <pthread.h>

#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID probe_lock;

enum { CTX_GC_START, CTX_GC_FINISH, CTX_PTHREAD, CTX_COUNT };
static const char *const ctx_names[CTX_COUNT] = { "GarbageCollectionStart", "GarbageCollectionFinish",
                                                  "unattached pthread" };

#define MAX_CALLS 40
static struct {
    const char *what;
    jvmtiError err;
} results[CTX_COUNT][MAX_CALLS];
static int counts[CTX_COUNT];
static volatile int probed[CTX_COUNT];

static void note(int ctx, const char *what, jvmtiError err)
{
    if (counts[ctx] < MAX_CALLS) {
        results[ctx][counts[ctx]].what = what;
        results[ctx][counts[ctx]].err = err;
        counts[ctx]++;
    }
}

#define CALL(ctx, fn, ...) note(ctx, #fn, (*env)->fn(env, ##__VA_ARGS__))

static void probe(jvmtiEnv *env, int ctx)
{
    jint n = 0;
    jthread cur = NULL, *threads = NULL;
    jclass *classes = NULL;
    jint state = 0;
    jlong nanos = 0;
    jvmtiTimerInfo timer;
    jvmtiPhase phase;
    char *name = NULL;
    void *data = NULL;
    unsigned char *mem = NULL;
    jrawMonitorID mon = NULL;
    jvmtiCapabilities caps;
    jint frames = 0;
    jvmtiFrameInfo frame_buf[4];
    char *prop = NULL;

    /* Callback-safe functions. */
    CALL(ctx, RawMonitorEnter, probe_lock);
    CALL(ctx, RawMonitorNotifyAll, probe_lock);
    CALL(ctx, RawMonitorExit, probe_lock);
    CALL(ctx, CreateRawMonitor, "gccontext scratch", &mon);
    if (mon != NULL)
        CALL(ctx, DestroyRawMonitor, mon);
    CALL(ctx, Allocate, 64, &mem);
    if (mem != NULL)
        CALL(ctx, Deallocate, mem);
    CALL(ctx, GetTime, &nanos);
    CALL(ctx, GetTimerInfo, &timer);
    CALL(ctx, GetEnvironmentLocalStorage, &data);
    CALL(ctx, SetEnvironmentLocalStorage, data);
    CALL(ctx, GetCurrentThreadCpuTime, &nanos);
    /* Functions that need a Java thread. */
    CALL(ctx, ForceGarbageCollection);
    CALL(ctx, GetCurrentThread, &cur);
    CALL(ctx, GetThreadState, NULL, &state);
    CALL(ctx, GetAllThreads, &n, &threads);
    CALL(ctx, GetLoadedClasses, &n, &classes);
    CALL(ctx, GetPhase, &phase);
    CALL(ctx, GetErrorName, JVMTI_ERROR_NONE, &name);
    CALL(ctx, GetVersionNumber, &n);
    CALL(ctx, GetCapabilities, &caps);
    CALL(ctx, GetPotentialCapabilities, &caps);
    CALL(ctx, GetThreadLocalStorage, NULL, &data);
    CALL(ctx, GetFrameCount, NULL, &frames);
    CALL(ctx, GetStackTrace, NULL, 0, 4, frame_buf, &frames);
    CALL(ctx, GetSystemProperty, "java.vm.specification.version", &prop);
    CALL(ctx, SetEventNotificationMode, JVMTI_ENABLE, JVMTI_EVENT_THREAD_START, NULL);
    CALL(ctx, GetObjectsWithTags, 0, NULL, &n, NULL, NULL);
    /* Whatever a call returned is not kept. */
    if (ctx != CTX_PTHREAD)
        return;
    ag_free(env, threads);
    ag_free(env, classes);
    ag_free(env, name);
    ag_free(env, prop);
}

static void JNICALL on_gc_start(jvmtiEnv *env)
{
    if (!probed[CTX_GC_START]) {
        probed[CTX_GC_START] = 1;
        probe(env, CTX_GC_START);
    }
}

static void JNICALL on_gc_finish(jvmtiEnv *env)
{
    if (!probed[CTX_GC_FINISH]) {
        probed[CTX_GC_FINISH] = 1;
        probe(env, CTX_GC_FINISH);
    }
}

static void *native_thread(void *arg)
{
    probe(jvmti, CTX_PTHREAD);
    return NULL;
}

static void JNICALL on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    pthread_t p;
    if (pthread_create(&p, NULL, native_thread, NULL) != 0) {
        ag_log("ERROR pthread_create");
        return;
    }
    pthread_join(p, NULL);
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    for (int c = 0; c < CTX_COUNT; c++) {
        ag_log("%s:%s", ctx_names[c], counts[c] ? "" : " no calls");
        for (int i = 0; i < counts[c]; i++) {
            char *ename = NULL;
            if ((*env)->GetErrorName(env, results[c][i].err, &ename) != JVMTI_ERROR_NONE)
                ename = NULL;
            ag_log("  %s %s", results[c][i].what, ename ? ename : "?");
            ag_free(env, ename);
        }
    }
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK) {
        ag_log("ERROR GetEnv");
        return JNI_ERR;
    }
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_garbage_collection_events = 1;
    caps.can_tag_objects = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "gccontext probe", &probe_lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.GarbageCollectionStart = on_gc_start;
    cb.GarbageCollectionFinish = on_gc_finish;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent evs[] = { JVMTI_EVENT_VM_INIT, JVMTI_EVENT_VM_DEATH, JVMTI_EVENT_GARBAGE_COLLECTION_START,
                         JVMTI_EVENT_GARBAGE_COLLECTION_FINISH };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL), "SetEventNotificationMode");
    return JNI_OK;
}
