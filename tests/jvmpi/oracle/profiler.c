/*
 * The oracle of profiler.c: the class-load list (ClassLoad), allocations
 * per class (SampledObjectAlloc at interval 0) and calls per method
 * (MethodEntry) of the application's classes, on the reference JVM.
 */
#include "agent_common.h"
#include <stdint.h>

typedef struct Count {
    char *key;
    const void *id;
    long n;
    struct Count *next;
} Count;

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static Count *allocs, *methods;
static AgLines loaded;

static Count *count_of(Count **list, const char *key, const void *id)
{
    for (Count *c = *list; c; c = c->next)
        if (key ? strcmp(c->key, key) == 0 : c->id == id)
            return c;
    Count *c = calloc(1, sizeof *c);
    c->key = key ? strdup(key) : NULL;
    c->id = id;
    c->next = *list;
    *list = c;
    return c;
}

/* "LA$B;" -> "A$B"; arrays keep their form. */
static char *name_of(const char *sig)
{
    if (sig[0] == '[')
        return strdup(sig);
    size_t n = strlen(sig);
    char *s = malloc(n);
    memcpy(s, sig + 1, n - 2);
    s[n - 2] = 0;
    return s;
}

static void JNICALL class_load(jvmtiEnv *env, JNIEnv *jni, jthread t, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (ag_is_app_sig(sig) && sig[0] == 'L') {
        char *n = name_of(sig);
        (*env)->RawMonitorEnter(env, lock);
        ag_lines_add(&loaded, "load %s", n);
        (*env)->RawMonitorExit(env, lock);
        free(n);
    }
    free(sig);
}

static void JNICALL sampled(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj, jclass klass, jlong size)
{
    char *sig = ag_class_sig(env, klass);
    if (ag_is_app_sig(sig) && !(sig[0] == '[' && sig[1] == '[')) {
        char *n = name_of(sig);
        (*env)->RawMonitorEnter(env, lock);
        count_of(&allocs, n, NULL)->n++;
        (*env)->RawMonitorExit(env, lock);
        free(n);
    }
    free(sig);
}

static void JNICALL method_entry(jvmtiEnv *env, JNIEnv *jni, jthread t, jmethodID m)
{
    (*env)->RawMonitorEnter(env, lock);
    Count *c = count_of(&methods, NULL, m);
    if (!c->n && !c->key) {
        jclass k = NULL;
        char *ks = NULL, *mn = NULL, *ms = NULL;
        (*env)->GetMethodDeclaringClass(env, m, &k);
        (*env)->GetClassSignature(env, k, &ks, NULL);
        if (ag_is_app_sig(ks) && ks[0] == 'L') {
            (*env)->GetMethodName(env, m, &mn, &ms, NULL);
            char buf[512];
            snprintf(buf, sizeof buf, "%.*s.%s%s", (int)strlen(ks) - 2, ks + 1, mn, ms);
            c->key = strdup(buf);
        } else {
            c->key = strdup("");
        }
        ag_free(env, ks);
        ag_free(env, mn);
        ag_free(env, ms);
    }
    c->n++;
    (*env)->RawMonitorExit(env, lock);
}

/* Under the lock: daemon threads still enter methods (and link new
 * entries, key not yet set) while this runs. */
static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AgLines out = { 0 };
    (*env)->RawMonitorEnter(env, lock);
    ag_lines_flush(&loaded, 1);
    for (Count *c = allocs; c; c = c->next)
        ag_lines_add(&out, "alloc %s %ld", c->key, c->n);
    for (Count *c = methods; c; c = c->next)
        if (c->key && c->key[0])
            ag_lines_add(&out, "calls %s %ld", c->key, c->n);
    (*env)->RawMonitorExit(env, lock);
    ag_lines_flush(&out, 1);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_sampled_object_alloc_events = 1;
    caps.can_generate_method_entry_events = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    (*jvmti)->CreateRawMonitor(jvmti, "lock", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassLoad = class_load;
    cb.SampledObjectAlloc = sampled;
    cb.MethodEntry = method_entry;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    ag_check(jvmti, (*jvmti)->SetHeapSamplingInterval(jvmti, 0), "SetHeapSamplingInterval");
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_LOAD, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_ENTRY, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    return JNI_OK;
}
