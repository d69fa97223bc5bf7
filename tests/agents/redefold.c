/*
 * redefold - the versions a redefinition replaces, once no frame runs them.
 *
 * Redefold.redefine(), a native bound at ClassPrepare, redefines RoTarget
 * with the bytes it was loaded from (kept from ClassFileLoadHook); each
 * call makes a new version, the one before it becoming old. The program
 * makes Throwables in RoTarget.run() while run() is running an old version
 * and prints their stack traces: while that version still runs, and after
 * run() has returned and the class has been redefined again (and a
 * collection has run), when the version is gone. Either way HotSpot
 * prints the frame without file and line, "RoTarget.run(Unknown Source)":
 * the bci belongs to code the class no longer has. Then a thousand more
 * redefinitions, each replacing a version no frame runs, and the class
 * still works.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static unsigned char *orig;
static jint len;

static void JNICALL hook(jvmtiEnv *env, JNIEnv *jni, jclass redefined, jobject loader, const char *name,
                         jobject pd, jint n, const unsigned char *data, jint *new_len, unsigned char **new_data)
{
    if (redefined || !name || strcmp(name, "RoTarget") != 0)
        return;
    orig = malloc((size_t)n);
    memcpy(orig, data, (size_t)n);
    len = n;
}

static jint JNICALL redefine(JNIEnv *jni, jclass cls, jint times)
{
    jclass k = (*jni)->FindClass(jni, "RoTarget");
    jint done = 0;
    for (jint i = 0; i < times; i++) {
        jvmtiClassDefinition d = { k, len, orig };
        jvmtiError e = (*jvmti)->RedefineClasses(jvmti, 1, &d);
        if (e != JVMTI_ERROR_NONE) {
            ag_log("RedefineClasses: error %d", e);
            break;
        }
        done++;
    }
    (*jni)->DeleteLocalRef(jni, k);
    ag_log("redefined RoTarget %d times", (int)done);
    return done;
}

static void JNICALL on_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (sig && strcmp(sig, "LRedefold;") == 0) {
        JNINativeMethod m = { "redefine", "(I)I", (void *)redefine };
        if ((*jni)->RegisterNatives(jni, klass, &m, 1) != 0)
            ag_log("ERROR RegisterNatives");
    }
    free(sig);
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
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL), "enable hook");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL), "enable prepare");
    return JNI_OK;
}
