/*
 * The oracle of classload.c: the same report through JVMTI (ClassLoad for
 * the order, ClassPrepare for the description), run on the reference JVM.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static AgLines details;

/* "LClassload$Base;" -> "Classload$Base" (caller frees). */
static char *internal_name(const char *sig)
{
    size_t n = strlen(sig);
    char *s = malloc(n);
    memcpy(s, sig + 1, n - 2);
    s[n - 2] = 0;
    return s;
}

static void JNICALL class_load(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (ag_is_app_sig(sig) && sig[0] == 'L') {
        char *name = internal_name(sig);
        ag_log("myprofiler> Class Load : %s", name);
        free(name);
    }
    free(sig);
}

static void lines_of(jvmtiEnv *env, jmethodID m, int *lo, int *hi)
{
    jint n = 0;
    jvmtiLineNumberEntry *t = NULL;
    *lo = *hi = -1;
    if ((*env)->GetLineNumberTable(env, m, &n, &t) != JVMTI_ERROR_NONE)
        return;
    for (jint i = 0; i < n; i++) {
        if (*lo < 0 || t[i].line_number < *lo)
            *lo = t[i].line_number;
        if (t[i].line_number > *hi)
            *hi = t[i].line_number;
    }
    ag_free(env, t);
}

static void describe(jvmtiEnv *env, jclass klass, const char *name)
{
    char *src = NULL;
    jint ni = 0, nm = 0, nf = 0;
    jclass *ifs = NULL;
    jmethodID *ms = NULL;
    jfieldID *fs = NULL;
    (*env)->GetSourceFileName(env, klass, &src);
    (*env)->GetImplementedInterfaces(env, klass, &ni, &ifs);
    ag_lines_add(&details, "%s source %s interfaces %d", name, src ? src : "none", (int)ni);
    ag_free(env, src);
    ag_free(env, ifs);
    (*env)->GetClassMethods(env, klass, &nm, &ms);
    for (jint i = 0; i < nm; i++) {
        char *mn = NULL, *msig = NULL;
        int lo, hi;
        (*env)->GetMethodName(env, ms[i], &mn, &msig, NULL);
        lines_of(env, ms[i], &lo, &hi);
        ag_lines_add(&details, "%s method %s%s lines %d-%d", name, mn, msig, lo, hi);
        ag_free(env, mn);
        ag_free(env, msig);
    }
    ag_free(env, ms);
    (*env)->GetClassFields(env, klass, &nf, &fs);
    for (jint i = 0; i < nf; i++) {
        char *fn = NULL, *fsig = NULL;
        jint mods = 0;
        (*env)->GetFieldName(env, klass, fs[i], &fn, &fsig, NULL);
        (*env)->GetFieldModifiers(env, klass, fs[i], &mods);
        ag_lines_add(&details, "%s %s %s %s", name, (mods & 0x0008) ? "static" : "field", fn, fsig);
        ag_free(env, fn);
        ag_free(env, fsig);
    }
    ag_free(env, fs);
}

static void JNICALL class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (ag_is_app_sig(sig) && sig[0] == 'L') {
        char *name = internal_name(sig);
        AG_LOCKED(env, lock, describe(env, klass, name));
        free(name);
    }
    free(sig);
}

static void JNICALL vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    ag_lines_flush(&details, 1);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_get_line_numbers = 1;
    caps.can_get_source_file_name = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    (*jvmti)->CreateRawMonitor(jvmti, "lock", &lock);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassLoad = class_load;
    cb.ClassPrepare = class_prepare;
    cb.VMDeath = vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_LOAD, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    return JNI_OK;
}
