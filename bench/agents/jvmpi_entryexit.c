/*
 * jvmpi_entryexit - a JVMPI agent (-Xrunjvmpi_entryexit) with empty
 * METHOD_ENTRY and METHOD_EXIT handlers: the JVMPI counterpart of
 * entryexit.c, for bench/jvmpi-overhead.sh. Built against include/jvmpi.h.
 */
#include <jvmpi.h>

static void notify(JVMPI_Event *event)
{
    (void)event;
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    JVMPI_Interface *jvmpi;
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK)
        return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    if (jvmpi->EnableEvent(JVMPI_EVENT_METHOD_ENTRY, NULL) != JVMPI_SUCCESS ||
        jvmpi->EnableEvent(JVMPI_EVENT_METHOD_EXIT, NULL) != JVMPI_SUCCESS)
        return JNI_ERR;
    return JNI_OK;
}
