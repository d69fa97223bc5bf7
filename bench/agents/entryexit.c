/*
 * entryexit - an agent with empty MethodEntry and MethodExit callbacks,
 * enabled for every thread (case (c) of bench/overhead.sh). The callbacks
 * do nothing, so what it measures is the VM's cost of posting the two
 * events on every call and return.
 *
 * Built against the JDK's jvmti.h, so the same library runs on every VM.
 */
#include <stdio.h>
#include <string.h>

#include <jvmti.h>

static void JNICALL on_method_entry(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method)
{
    (void)env;
    (void)jni;
    (void)thread;
    (void)method;
}

static void JNICALL on_method_exit(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method,
                                   jboolean was_popped_by_exception, jvalue return_value)
{
    (void)env;
    (void)jni;
    (void)thread;
    (void)method;
    (void)was_popped_by_exception;
    (void)return_value;
}

static int check(jvmtiEnv *jvmti, jvmtiError err, const char *what)
{
    if (err == JVMTI_ERROR_NONE)
        return 0;
    char *name = NULL;
    (*jvmti)->GetErrorName(jvmti, err, &name);
    fprintf(stderr, "entryexit: %s failed: %s\n", what, name ? name : "?");
    return 1;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    jvmtiEnv *jvmti;
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK)
        return JNI_ERR;

    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_method_entry_events = 1;
    caps.can_generate_method_exit_events = 1;
    if (check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;

    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.MethodEntry = on_method_entry;
    cb.MethodExit = on_method_exit;
    if (check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb), "SetEventCallbacks"))
        return JNI_ERR;

    if (check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_ENTRY, NULL),
              "enabling MethodEntry") ||
        check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_EXIT, NULL),
              "enabling MethodExit"))
        return JNI_ERR;
    return JNI_OK;
}
