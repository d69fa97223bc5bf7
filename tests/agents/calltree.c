/*
 * calltree - a method entry/exit tracer that prints the call tree of the
 * application methods run by the main thread.
 *
 * Method events are enabled for the main thread only (thread-filtered
 * SetEventNotificationMode at VMInit).  JDK methods are not printed but
 * do not break the tree: the depth counts application frames only.  Exits
 * show the int/long/boolean return value, or that the frame was popped by
 * an exception.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static int depth;

/* What the agent remembers about a method, keyed by its jmethodID. */
typedef struct {
    jmethodID id;
    int app;
    char ret;          /* return type descriptor character */
    char *label;       /* "LClass;.name(sig)" */
} MethodInfo;

#define CACHE_SIZE 65536
static MethodInfo cache[CACHE_SIZE];

static MethodInfo *method_info(jvmtiEnv *env, jmethodID m)
{
    size_t h = ((size_t)m >> 3) & (CACHE_SIZE - 1);
    while (cache[h].id != NULL && cache[h].id != m)
        h = (h + 1) & (CACHE_SIZE - 1);
    MethodInfo *mi = &cache[h];
    if (mi->id != NULL)
        return mi;
    mi->id = m;
    jclass klass = NULL;
    char *name = NULL, *sig = NULL;
    if ((*env)->GetMethodDeclaringClass(env, m, &klass) != JVMTI_ERROR_NONE ||
        (*env)->GetMethodName(env, m, &name, &sig, NULL) != JVMTI_ERROR_NONE)
        return mi;
    char *csig = ag_class_sig(env, klass);
    mi->app = ag_is_app_sig(csig);
    if (mi->app) {
        const char *r = strrchr(sig, ')');
        mi->ret = r ? r[1] : '?';
        size_t n = strlen(csig) + strlen(name) + strlen(sig) + 2;
        mi->label = malloc(n);
        snprintf(mi->label, n, "%s.%s%s", csig, name, sig);
    }
    free(csig);
    ag_free(env, name);
    ag_free(env, sig);
    return mi;
}

static void indent(void)
{
    for (int i = 0; i < depth; i++)
        fputs("  ", ag_out);
}

static void on_method_entry(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m)
{
    AG_LOCKED(env, lock, {
        MethodInfo *mi = method_info(env, m);
        if (mi->app) {
            indent();
            ag_log("> %s", mi->label);
            depth++;
        }
    });
}

static void on_method_exit(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m,
                           jboolean by_exception, jvalue value)
{
    AG_LOCKED(env, lock, {
        MethodInfo *mi = method_info(env, m);
        if (mi->app) {
            depth--;
            indent();
            if (by_exception)
                ag_log("< %s popped by exception", mi->label);
            else if (mi->ret == 'I')
                ag_log("< %s = %d", mi->label, (int)value.i);
            else if (mi->ret == 'J')
                ag_log("< %s = %lld", mi->label, (long long)value.j);
            else if (mi->ret == 'Z')
                ag_log("< %s = %s", mi->label, value.z ? "true" : "false");
            else
                ag_log("< %s", mi->label);
        }
    });
}

static void on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    char *name = ag_thread_name(env, jni, thread);
    ag_log("# VMInit on thread %s", name);
    free(name);
    ag_check(env, (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_METHOD_ENTRY,
                                                   thread), "enable MethodEntry");
    ag_check(env, (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_METHOD_EXIT,
                                                   thread), "enable MethodExit");
}

static void on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AG_LOCKED(env, lock, ag_log("== end depth %d", depth));
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK) {
        ag_log("ERROR GetEnv");
        return JNI_ERR;
    }
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_method_entry_events = 1;
    caps.can_generate_method_exit_events = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "calltree", &lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.MethodEntry = on_method_entry;
    cb.MethodExit = on_method_exit;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT,
                                                       NULL), "enable VMInit");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH,
                                                       NULL), "enable VMDeath");
    return JNI_OK;
}
