/*
 * countagent - counts, on the thread that runs ProbeDemo.main and while it
 * runs, the methods entered (MethodEntry) and the objects allocated
 * (SampledObjectAlloc at interval 0: every allocation), and prints
 * "entries=N allocs=M" when main returns. tests/probes/bpftrace.sh compares
 * these counts with what bpftrace counts from the USDT probes.
 */
#include <jvmti.h>
#include <stdio.h>
#include <string.h>

static jvmtiEnv *jvmti;
static _Thread_local int in_main;
static long entries, allocs;

static int is_main(jmethodID m)
{
    char *name = NULL, *sig = NULL;
    jclass k = NULL;
    int yes = 0;
    if ((*jvmti)->GetMethodName(jvmti, m, &name, NULL, NULL) == JVMTI_ERROR_NONE && !strcmp(name, "main") &&
        (*jvmti)->GetMethodDeclaringClass(jvmti, m, &k) == JVMTI_ERROR_NONE &&
        (*jvmti)->GetClassSignature(jvmti, k, &sig, NULL) == JVMTI_ERROR_NONE)
        yes = !strcmp(sig, "LProbeDemo;");
    (*jvmti)->Deallocate(jvmti, (unsigned char *)name);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
    return yes;
}

static void JNICALL on_entry(jvmtiEnv *e, JNIEnv *env, jthread t, jmethodID m)
{
    if (in_main)
        entries++;
    else if (is_main(m))
        in_main = 1;
}

static void JNICALL on_exit(jvmtiEnv *e, JNIEnv *env, jthread t, jmethodID m, jboolean exc, jvalue v)
{
    if (in_main && is_main(m)) {
        in_main = 0;
        printf("entries=%ld allocs=%ld\n", entries, allocs);
        fflush(stdout);
    }
}

static void JNICALL on_alloc(jvmtiEnv *e, JNIEnv *env, jthread t, jobject o, jclass k, jlong size)
{
    if (in_main)
        allocs++;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps = { 0 };
    caps.can_generate_method_entry_events = 1;
    caps.can_generate_method_exit_events = 1;
    caps.can_generate_sampled_object_alloc_events = 1;
    jvmtiEventCallbacks cb = { 0 };
    cb.MethodEntry = on_entry;
    cb.MethodExit = on_exit;
    cb.SampledObjectAlloc = on_alloc;
    if ((*jvmti)->AddCapabilities(jvmti, &caps) != JVMTI_ERROR_NONE ||
        (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb) != JVMTI_ERROR_NONE ||
        (*jvmti)->SetHeapSamplingInterval(jvmti, 0) != JVMTI_ERROR_NONE)
        return JNI_ERR;
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_ENTRY, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_EXIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, NULL);
    return JNI_OK;
}
