/*
 * profexit - DATA_DUMP_REQUEST and ProfilerExit: at JVM_INIT_DONE the agent
 * sends itself SIGQUIT, waits for the DATA_DUMP_REQUEST that follows the
 * thread dump, then calls ProfilerExit(3): the VM must exit with status 3
 * before main runs. run-jvmpi.sh checks the status and the log (the
 * program's output is the thread dump, not compared).
 */
#include "jvmpi_common.h"
#include <signal.h>
#include <unistd.h>

static volatile int dumps;

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_DATA_DUMP_REQUEST:
        dumps++;
        break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        kill(getpid(), SIGQUIT);
        for (int i = 0; i < 1000 && !dumps; i++)
            usleep(10000);
        pi_log("data dump requests: %d", dumps);
        pi->ProfilerExit(3);
        pi_log("ProfilerExit returned");
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1, notify) != JNI_OK)
        return JNI_ERR;
    pi_enable(JVMPI_EVENT_DATA_DUMP_REQUEST);
    pi_enable(JVMPI_EVENT_JVM_INIT_DONE);
    return JNI_OK;
}
