/*
 * freshthread - a thread is listed from the moment Thread.start returns.
 *
 * HotSpot adds a thread to the thread list before the new OS thread runs,
 * so GetAllThreads, called by the starting thread right after start(),
 * already lists it, alive, whether or not it has begun to run. The
 * program starts "app-fresh-N" threads, each of which waits on a latch,
 * and right after each start() loads a marker class; the ClassPrepare
 * callback (on the starting thread) looks the new thread up in
 * GetAllThreads and asks for its state.
 */
#include "agent_common.h"

static int round_no;

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    int marker = strncmp(sig, "LFreshthread$Marker", 19) == 0;
    free(sig);
    if (!marker)
        return;
    char want[32];
    snprintf(want, sizeof want, "app-fresh-%d", round_no++);
    jint n = 0;
    jthread *all = NULL;
    if (!ag_check(env, (*env)->GetAllThreads(env, &n, &all), "GetAllThreads"))
        return;
    int found = 0;
    jint state = 0;
    for (jint i = 0; i < n; i++) {
        char *name = ag_thread_name(env, jni, all[i]);
        if (strcmp(name, want) == 0) {
            found = 1;
            ag_check(env, (*env)->GetThreadState(env, all[i], &state), "GetThreadState");
        }
        free(name);
    }
    (*env)->Deallocate(env, (unsigned char *)all);
    ag_log("%s right after start: %s%s", want, found ? "listed" : "NOT listed",
           found ? ((state & JVMTI_THREAD_STATE_ALIVE) ? ", alive" : ", NOT alive") : "");
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
