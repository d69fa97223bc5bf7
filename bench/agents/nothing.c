/*
 * nothing - an agent that loads, obtains a JVMTI environment and does
 * nothing else: no capabilities, no callbacks, no events. It measures what
 * the mere presence of an agent costs (case (b) of bench/overhead.sh).
 *
 * Built against the JDK's jvmti.h, so the same library runs on every VM.
 */
#include <jvmti.h>

static jvmtiEnv *jvmti;

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK)
        return JNI_ERR;
    return JNI_OK;
}
