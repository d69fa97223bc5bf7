/*
 * searchjar - a JAR added to the system class loader's search while the
 * VM runs.
 *
 * The program writes a JAR (a class and a text resource) and stores its
 * path in Searchjar.jarPath, then loads the marker class Searchjar$Add;
 * the ClassPrepare callback reads the path through JNI and passes it to
 * AddToSystemClassLoaderSearch (live phase). HotSpot then tells the
 * application class loader too, so the program finds the JAR's resource
 * as well as its class. A directory (not a JAR) is refused with
 * JVMTI_ERROR_ILLEGAL_ARGUMENT in the live phase.
 */
#include "agent_common.h"

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    int marker = strcmp(sig, "LSearchjar$Add;") == 0;
    free(sig);
    if (!marker)
        return;
    jclass main = (*jni)->FindClass(jni, "Searchjar");
    jfieldID f = main ? (*jni)->GetStaticFieldID(jni, main, "jarPath", "Ljava/lang/String;") : NULL;
    jstring s = f ? (jstring)(*jni)->GetStaticObjectField(jni, main, f) : NULL;
    const char *path = s ? (*jni)->GetStringUTFChars(jni, s, NULL) : NULL;
    if (!path) {
        ag_log("ERROR no jarPath");
        return;
    }
    jvmtiError err = (*env)->AddToSystemClassLoaderSearch(env, path);
    ag_log("AddToSystemClassLoaderSearch(jar) = %d", (int)err);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    err = (*env)->AddToSystemClassLoaderSearch(env, dir);
    ag_log("AddToSystemClassLoaderSearch(directory) = %d", (int)err);
    (*jni)->ReleaseStringUTFChars(jni, s, path);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    jvmtiEnv *jvmti;
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK) {
        ag_log("ERROR GetEnv");
        return JNI_ERR;
    }
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassPrepare = on_class_prepare;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL),
             "SetEventNotificationMode");
    return JNI_OK;
}
