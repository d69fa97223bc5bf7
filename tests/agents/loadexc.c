/*
 * loadexc - exceptions and loader frames while application classes load.
 *
 * Between the entry to and the exit from Loadexc.run on the main thread,
 * it logs every Exception and ExceptionCatch event (the exception's class,
 * and where it was thrown or caught: an application method by name, or
 * "library" for a class-library frame, whose names differ between VMs),
 * and counts the frames of the class loaders' lookup methods (loadClass,
 * findClass, loadClassOrNull) entered and left. Loading a class that
 * exists throws nothing on HotSpot, and every loader frame entered is
 * left, so the log must show neither exceptions nor open frames there.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static int in_window, window_done;
static int loader_entries, loader_open, loader_max_open;

typedef struct {
    jmethodID id;
    int app;
    int loader_lookup;   /* a class loader's loadClass/findClass/loadClassOrNull */
    int window;          /* Loadexc.run */
    char *label;         /* "LClass;.name" for application methods */
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
    mi->loader_lookup = !mi->app && (!strcmp(name, "loadClass") || !strcmp(name, "findClass") ||
                                     !strcmp(name, "loadClassOrNull"));
    mi->window = csig && !strcmp(csig, "LLoadexc;") && !strcmp(name, "run");
    if (mi->app) {
        size_t n = strlen(csig) + strlen(name) + 2;
        mi->label = malloc(n);
        snprintf(mi->label, n, "%s.%s", csig, name);
    }
    free(csig);
    ag_free(env, name);
    ag_free(env, sig);
    return mi;
}

static void on_method_entry(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m)
{
    AG_LOCKED(env, lock, {
        MethodInfo *mi = method_info(env, m);
        if (mi->window && !window_done) {
            in_window = 1;
            ag_log("window opened");
        } else if (in_window && mi->loader_lookup) {
            loader_entries++;
            if (++loader_open > loader_max_open)
                loader_max_open = loader_open;
        }
    });
}

static void on_method_exit(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m,
                           jboolean by_exception, jvalue value)
{
    AG_LOCKED(env, lock, {
        MethodInfo *mi = method_info(env, m);
        if (mi->window && in_window) {
            in_window = 0;
            window_done = 1;
            ag_log("window closed%s", by_exception ? " by an exception" : "");
            ag_log("loader lookup frames entered: %s", loader_entries > 0 ? "some" : "none");
            ag_log("loader lookup frames still open: %d", loader_open);
        } else if (in_window && mi->loader_lookup) {
            loader_open--;
        }
    });
}

static const char *where(jvmtiEnv *env, jmethodID m)
{
    if (m == NULL)
        return "nowhere";
    MethodInfo *mi = method_info(env, m);
    return mi->app ? mi->label : "library";
}

static void on_exception(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m,
                         jlocation loc, jobject exc, jmethodID catch_m, jlocation catch_loc)
{
    AG_LOCKED(env, lock, {
        if (in_window) {
            jclass k = (*jni)->GetObjectClass(jni, exc);
            char *sig = ag_class_sig(env, k);
            ag_log("Exception %s thrown in %s, to be caught in %s", sig ? sig : "?",
                   where(env, m), where(env, catch_m));
            free(sig);
        }
    });
}

static void on_exception_catch(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m,
                               jlocation loc, jobject exc)
{
    AG_LOCKED(env, lock, {
        if (in_window) {
            jclass k = (*jni)->GetObjectClass(jni, exc);
            char *sig = ag_class_sig(env, k);
            ag_log("ExceptionCatch %s in %s", sig ? sig : "?", where(env, m));
            free(sig);
        }
    });
}

static void on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    jvmtiEvent events[] = { JVMTI_EVENT_METHOD_ENTRY, JVMTI_EVENT_METHOD_EXIT,
                            JVMTI_EVENT_EXCEPTION, JVMTI_EVENT_EXCEPTION_CATCH };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        ag_check(env, (*env)->SetEventNotificationMode(env, JVMTI_ENABLE, events[i], thread),
                 "SetEventNotificationMode");
}

static void on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AG_LOCKED(env, lock, ag_log("== end (window %s)", window_done ? "seen" : "never closed"));
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
    caps.can_generate_exception_events = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "loadexc", &lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.MethodEntry = on_method_entry;
    cb.MethodExit = on_method_exit;
    cb.Exception = on_exception;
    cb.ExceptionCatch = on_exception_catch;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT,
                                                       NULL), "enable VMInit");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH,
                                                       NULL), "enable VMDeath");
    return JNI_OK;
}
