/*
 * exhausted - the ResourceExhausted event of an allocation that cannot be
 * made: an array longer than the VM's limit ("Requested array size exceeds
 * VM limit") and one that does not fit in the heap ("Java heap space").
 *
 * The agent logs each event's flags and description, on the thread that
 * allocates; the program prints each OutOfMemoryError's message. The two
 * kinds differ in their flags: only the heap's carries
 * JVMTI_RESOURCE_EXHAUSTED_JAVA_HEAP.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;

static void JNICALL on_exhausted(jvmtiEnv *env, JNIEnv *jni, jint flags, const void *reserved,
                                 const char *description)
{
    (void)env, (void)jni, (void)reserved;
    ag_log("ResourceExhausted%s%s%s \"%s\"", (flags & JVMTI_RESOURCE_EXHAUSTED_OOM_ERROR) ? " OOM_ERROR" : "",
           (flags & JVMTI_RESOURCE_EXHAUSTED_JAVA_HEAP) ? " JAVA_HEAP" : "",
           (flags & JVMTI_RESOURCE_EXHAUSTED_THREADS) ? " THREADS" : "", description ? description : "(null)");
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ResourceExhausted = on_exhausted;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_RESOURCE_EXHAUSTED, NULL),
             "enable ResourceExhausted");
    return JNI_OK;
}
