/*
 * redefstress - redefinition while other threads run the class.
 *
 * Redefstress.flip() (bound at ClassPrepare) redefines RsTarget, turning
 * its "AAA" into "BBB" and back on every call, while three threads call
 * its methods (see programs/Redefstress.java). Frames caught in the old
 * code at a safepoint, an allocation, a lock, a class initialization or an
 * exception handler must finish it. The log holds only the count of
 * successful redefinitions; the program checks every answer.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static unsigned char *bytes[2];   /* original, and "BBB" */
static jint len;
static int flips, failures;

static void JNICALL hook(jvmtiEnv *env, JNIEnv *jni, jclass redefined, jobject loader, const char *name,
                         jobject pd, jint n, const unsigned char *data, jint *new_len, unsigned char **new_data)
{
    if (redefined || !name || strcmp(name, "RsTarget") != 0)
        return;
    len = n;
    for (int v = 0; v < 2; v++) {
        bytes[v] = malloc((size_t)n);
        memcpy(bytes[v], data, (size_t)n);
    }
    for (jint i = 0; i + 3 <= n; i++)
        if (memcmp(bytes[1] + i, "AAA", 3) == 0)
            memcpy(bytes[1] + i, "BBB", 3);
}

static void JNICALL flip(JNIEnv *jni, jclass cls)
{
    jclass k = (*jni)->FindClass(jni, "RsTarget");
    flips++;
    jvmtiClassDefinition d = { k, len, bytes[flips & 1] };
    jvmtiError e = (*jvmti)->RedefineClasses(jvmti, 1, &d);
    if (e != JVMTI_ERROR_NONE && failures++ == 0)
        ag_check(jvmti, e, "RedefineClasses");
    (*jni)->DeleteLocalRef(jni, k);
}

static void JNICALL on_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (sig && strcmp(sig, "LRedefstress;") == 0) {
        JNINativeMethod m = { "flip", "()V", (void *)flip };
        if ((*jni)->RegisterNatives(jni, klass, &m, 1) != 0)
            ag_log("ERROR RegisterNatives");
    }
    free(sig);
}

static void JNICALL on_death(jvmtiEnv *env, JNIEnv *jni)
{
    ag_log("redefinitions: %d, failed: %d", flips, failures);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_redefine_classes = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = hook;
    cb.ClassPrepare = on_prepare;
    cb.VMDeath = on_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL), "enable hook");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL), "enable prepare");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL), "enable death");
    return JNI_OK;
}
