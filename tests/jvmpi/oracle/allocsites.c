/*
 * The oracle of allocsites.c: every allocation through SampledObjectAlloc
 * (interval 0), its site from GetStackTrace, tags and ObjectFree for what
 * the collector took back, on the reference JVM.
 */
#include "agent_common.h"
#include <stdint.h>

enum { MAX_CLASSES = 64 };

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static char *names[MAX_CLASSES];
static int name_count;
static long freed[MAX_CLASSES];
static AgLines sites;

static int index_of(const char *name)
{
    for (int i = 0; i < name_count; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    if (name_count == MAX_CLASSES)
        return -1;
    names[name_count] = strdup(name);
    return name_count++;
}

/* "LAllocsites$Node;" -> "Allocsites$Node"; arrays keep their form. */
static char *jvmpi_name(const char *sig)
{
    if (sig[0] == '[')
        return strdup(sig);
    size_t n = strlen(sig);
    char *s = malloc(n);
    memcpy(s, sig + 1, n - 2);
    s[n - 2] = 0;
    return s;
}

static int line_of(jvmtiEnv *env, jmethodID m, jlocation loc)
{
    jint n = 0;
    jvmtiLineNumberEntry *t = NULL;
    int line = -1;
    if ((*env)->GetLineNumberTable(env, m, &n, &t) != JVMTI_ERROR_NONE)
        return -1;
    for (jint i = 0; i < n; i++)
        if (t[i].start_location <= loc)
            line = t[i].line_number;
    ag_free(env, t);
    return line;
}

static void JNICALL sampled(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject obj, jclass klass, jlong size)
{
    char *sig = ag_class_sig(env, klass);
    if (!ag_is_app_sig(sig) || (sig[0] == '[' && sig[1] == '[')) {
        free(sig);
        return;
    }
    char *name = jvmpi_name(sig);
    free(sig);
    jvmtiFrameInfo f;
    jint n = 0;
    char site[512] = "?";
    int line = -1;
    if ((*env)->GetStackTrace(env, thread, 0, 1, &f, &n) == JVMTI_ERROR_NONE && n == 1) {
        jclass k = NULL;
        char *ks = NULL, *mn = NULL;
        (*env)->GetMethodDeclaringClass(env, f.method, &k);
        (*env)->GetClassSignature(env, k, &ks, NULL);
        (*env)->GetMethodName(env, f.method, &mn, NULL, NULL);
        snprintf(site, sizeof site, "%.*s.%s", (int)strlen(ks) - 2, ks + 1, mn);
        line = line_of(env, f.method, f.location);
        ag_free(env, ks);
        ag_free(env, mn);
    }
    (*env)->RawMonitorEnter(env, lock);
    int idx = index_of(name);
    ag_lines_add(&sites, "%s at %s:%d", name, site, line);
    (*env)->RawMonitorExit(env, lock);
    if (idx >= 0)
        (*env)->SetTag(env, obj, idx + 1);
    free(name);
}

static void JNICALL object_free(jvmtiEnv *env, jlong tag)
{
    if (tag > 0 && tag <= MAX_CLASSES)
        freed[tag - 1]++;
}

static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    (*env)->RawMonitorEnter(env, lock);
    if (sites.count > 1)
        qsort(sites.lines, sites.count, sizeof *sites.lines, ag_cmp_str);
    AgLines out = { 0 };
    for (size_t i = 0, n; i < sites.count; i += n) {
        for (n = 1; i + n < sites.count && strcmp(sites.lines[i], sites.lines[i + n]) == 0; n++)
            ;
        ag_lines_add(&out, "alloc %s count %zu", sites.lines[i], n);
    }
    for (int i = 0; i < name_count; i++)
        if (freed[i])
            ag_lines_add(&out, "free %s %ld", names[i], freed[i]);
    ag_lines_flush(&out, 1);
    (*env)->RawMonitorExit(env, lock);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_sampled_object_alloc_events = 1;
    caps.can_tag_objects = 1;
    caps.can_generate_object_free_events = 1;
    caps.can_get_line_numbers = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    (*jvmti)->CreateRawMonitor(jvmti, "lock", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.SampledObjectAlloc = sampled;
    cb.ObjectFree = object_free;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    ag_check(jvmti, (*jvmti)->SetHeapSamplingInterval(jvmti, 0), "SetHeapSamplingInterval");
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_OBJECT_FREE, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    return JNI_OK;
}
