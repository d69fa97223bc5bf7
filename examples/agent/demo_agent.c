/*
 * A small JVMTI profiler, written as any agent for HotSpot would be: it
 * counts method calls per application class, follows threads and garbage
 * collections, and at VM death prints what it saw. Build it against the
 * JDK's jvmti.h or agentvm's (they are ABI-identical) and run it with
 *     agentvm -agentpath:./libdemoagent.so -cp classes Hello
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jvmti.h>

#define MAX_CLASSES 256

typedef struct ClassCount {
    char *signature;
    long calls;
} ClassCount;

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static ClassCount counts[MAX_CLASSES];
static int class_count;
static int threads_started, gc_count;

static int is_application(const char *sig)
{
    return strncmp(sig, "Ljava/", 6) && strncmp(sig, "Ljdk/", 5) && strncmp(sig, "Lsun/", 5) &&
           strncmp(sig, "Lcom/sun/", 9);
}

static void JNICALL on_class_prepare(jvmtiEnv *j, JNIEnv *env, jthread thread, jclass klass)
{
    char *sig = NULL;
    jint nmethods = 0;
    jmethodID *methods = NULL;
    if ((*j)->GetClassSignature(j, klass, &sig, NULL) != JVMTI_ERROR_NONE)
        return;
    if (is_application(sig) && (*j)->GetClassMethods(j, klass, &nmethods, &methods) == JVMTI_ERROR_NONE) {
        printf("[agent] class prepared: %s (%d methods)\n", sig, (int)nmethods);
        (*j)->Deallocate(j, (unsigned char *)methods);
    }
    (*j)->Deallocate(j, (unsigned char *)sig);
}

static void JNICALL on_method_entry(jvmtiEnv *j, JNIEnv *env, jthread thread, jmethodID method)
{
    jclass klass;
    char *sig = NULL;
    if ((*j)->GetMethodDeclaringClass(j, method, &klass) != JVMTI_ERROR_NONE ||
        (*j)->GetClassSignature(j, klass, &sig, NULL) != JVMTI_ERROR_NONE)
        return;
    if (is_application(sig)) {
        (*j)->RawMonitorEnter(j, lock);
        int i;
        for (i = 0; i < class_count && strcmp(counts[i].signature, sig); i++)
            ;
        if (i == class_count && class_count < MAX_CLASSES)
            counts[class_count++].signature = strdup(sig);
        if (i < class_count)
            counts[i].calls++;
        (*j)->RawMonitorExit(j, lock);
    }
    (*j)->Deallocate(j, (unsigned char *)sig);
}

static void JNICALL on_thread_start(jvmtiEnv *j, JNIEnv *env, jthread thread)
{
    jvmtiThreadInfo info;
    if ((*j)->GetThreadInfo(j, thread, &info) != JVMTI_ERROR_NONE)
        return;
    printf("[agent] thread started: %s%s\n", info.name, info.is_daemon ? " (daemon)" : "");
    (*j)->Deallocate(j, (unsigned char *)info.name);
    (*j)->RawMonitorEnter(j, lock);
    threads_started++;
    (*j)->RawMonitorExit(j, lock);
}

/* Called with the world stopped: only counts. */
static void JNICALL on_gc_finish(jvmtiEnv *j)
{
    gc_count++;
}

static void JNICALL on_vm_death(jvmtiEnv *j, JNIEnv *env)
{
    printf("[agent] VM death: %d threads started, %d garbage collections\n", threads_started, gc_count);
    for (int i = 0; i < class_count; i++)
        printf("[agent]   %-24s %8ld method calls\n", counts[i].signature, counts[i].calls);
    fflush(stdout);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    /* Line by line, so the report interleaves with the program's output
     * even when standard output is a pipe. */
    setvbuf(stdout, NULL, _IOLBF, 0);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK)
        return JNI_ERR;
    jint version = 0;
    (*jvmti)->GetVersionNumber(jvmti, &version);
    printf("[agent] loaded: JVMTI %d.%d.%d\n", (int)((version >> 16) & 0xFF), (int)((version >> 8) & 0xFF),
           (int)(version & 0xFF));
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_method_entry_events = 1;
    caps.can_generate_garbage_collection_events = 1;
    if ((*jvmti)->AddCapabilities(jvmti, &caps) != JVMTI_ERROR_NONE)
        return JNI_ERR;
    (*jvmti)->CreateRawMonitor(jvmti, "demo agent", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassPrepare = on_class_prepare;
    cb.MethodEntry = on_method_entry;
    cb.ThreadStart = on_thread_start;
    cb.GarbageCollectionFinish = on_gc_finish;
    cb.VMDeath = on_vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    jvmtiEvent events[] = { JVMTI_EVENT_CLASS_PREPARE, JVMTI_EVENT_METHOD_ENTRY, JVMTI_EVENT_THREAD_START,
                            JVMTI_EVENT_GARBAGE_COLLECTION_FINISH, JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, events[i], NULL);
    return JNI_OK;
}
