/*
 * The oracle of methodcount.c: per-thread counts in JVMTI thread-local
 * storage, calls per application method, on the reference JVM.
 */
#include "agent_common.h"
#include <stdint.h>

typedef struct Counter {
    char name[64];
    long entries, exits;
    struct Counter *next;
} Counter;

typedef struct MethodInfo {
    jmethodID id;
    char *name;                   /* NULL: not an application method */
    long calls;
    struct MethodInfo *next;
} MethodInfo;

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static Counter *counters;
static MethodInfo *table[4096];

static MethodInfo *info_of(jvmtiEnv *env, jmethodID m)
{
    size_t h = ((uintptr_t)m >> 3) % 4096;
    for (MethodInfo *i = table[h]; i; i = i->next)
        if (i->id == m)
            return i;
    MethodInfo *i = calloc(1, sizeof *i);
    i->id = m;
    jclass k = NULL;
    char *sig = NULL;
    if ((*env)->GetMethodDeclaringClass(env, m, &k) == JVMTI_ERROR_NONE &&
        (*env)->GetClassSignature(env, k, &sig, NULL) == JVMTI_ERROR_NONE && ag_is_app_sig(sig) && sig[0] == 'L') {
        char *mn = NULL, *ms = NULL;
        (*env)->GetMethodName(env, m, &mn, &ms, NULL);
        char buf[512];
        snprintf(buf, sizeof buf, "%.*s.%s%s", (int)strlen(sig) - 2, sig + 1, mn, ms);
        i->name = strdup(buf);
        ag_free(env, mn);
        ag_free(env, ms);
    }
    ag_free(env, sig);
    i->next = table[h];
    table[h] = i;
    return i;
}

static Counter *counter_of(jvmtiEnv *env, JNIEnv *jni, jthread t)
{
    Counter *c = NULL;
    (*env)->GetThreadLocalStorage(env, t, (void **)&c);
    if (c)
        return c;
    c = calloc(1, sizeof *c);
    char *name = ag_thread_name(env, jni, t);
    snprintf(c->name, sizeof c->name, "%s", name ? name : "?");
    free(name);
    (*env)->SetThreadLocalStorage(env, t, c);
    (*env)->RawMonitorEnter(env, lock);
    c->next = counters;
    counters = c;
    (*env)->RawMonitorExit(env, lock);
    return c;
}

static void JNICALL thread_start(jvmtiEnv *env, JNIEnv *jni, jthread t) { counter_of(env, jni, t); }

static void JNICALL method_entry(jvmtiEnv *env, JNIEnv *jni, jthread t, jmethodID m)
{
    (*env)->RawMonitorEnter(env, lock);
    MethodInfo *i = info_of(env, m);
    if (i->name)
        i->calls++;
    (*env)->RawMonitorExit(env, lock);
    if (i->name)
        counter_of(env, jni, t)->entries++;
}

static void JNICALL method_exit(jvmtiEnv *env, JNIEnv *jni, jthread t, jmethodID m, jboolean exc, jvalue v)
{
    (*env)->RawMonitorEnter(env, lock);
    MethodInfo *i = info_of(env, m);
    (*env)->RawMonitorExit(env, lock);
    if (i->name)
        counter_of(env, jni, t)->exits++;
}

static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AgLines out = { 0 };
    for (Counter *c = counters; c; c = c->next)
        if (strcmp(c->name, "main") == 0 || strncmp(c->name, "worker-", 7) == 0)
            ag_lines_add(&out, "Thread %s executed %ld methods, left %ld", c->name, c->entries, c->exits);
    for (int h = 0; h < 4096; h++)
        for (MethodInfo *i = table[h]; i; i = i->next)
            if (i->name && i->calls)
                ag_lines_add(&out, "calls %s %ld", i->name, i->calls);
    ag_lines_flush(&out, 1);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_method_entry_events = 1;
    caps.can_generate_method_exit_events = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    (*jvmti)->CreateRawMonitor(jvmti, "lock", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ThreadStart = thread_start;
    cb.MethodEntry = method_entry;
    cb.MethodExit = method_exit;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_THREAD_START, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_ENTRY, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_EXIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    return JNI_OK;
}
