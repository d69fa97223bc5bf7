/*
 * A JVMTI agent loaded into a running VM: through the Attach API
 * (VirtualMachine.loadAgentPath) or jcmd JVMTI.agent_load. Its log must be
 * the same on agentvm and on the reference JVM.
 *
 * Options: "LOG" or "LOG,return7" (Agent_OnAttach then fails with 7).
 * Agent_OnAttach logs its options, the phase, some potential capabilities
 * of a live-phase environment, what AddCapabilities answers, a static
 * field read through JNI on the calling thread, then enables ThreadStart,
 * ClassPrepare, GarbageCollectionFinish and DataDumpRequest; the events
 * it sees are logged for the program's own classes and threads only.
 */
#include <jvmti.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *log_file;
static jvmtiEnv *jvmti;
static int gc_logged;

static void say(const char *fmt, const char *arg)
{
    if (!log_file)
        return;
    fprintf(log_file, fmt, arg);
    fputc('\n', log_file);
    fflush(log_file);
}

static void sayi(const char *fmt, long v)
{
    if (!log_file)
        return;
    fprintf(log_file, fmt, v);
    fputc('\n', log_file);
    fflush(log_file);
}

static void JNICALL on_thread_start(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    jvmtiThreadInfo info;
    if ((*env)->GetThreadInfo(env, thread, &info) != JVMTI_ERROR_NONE)
        return;
    if (info.name && !strcmp(info.name, "after-attach"))
        say("ThreadStart %s", info.name);
    (*env)->Deallocate(env, (unsigned char *)info.name);
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = NULL;
    if ((*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE)
        return;
    if (!strncmp(sig, "LAttachTarget", 13))
        say("ClassPrepare %s", sig);
    (*env)->Deallocate(env, (unsigned char *)sig);
}

/* Only a flag here: JVMTI allows almost nothing during a collection. */
static void JNICALL on_gc_finish(jvmtiEnv *env)
{
    if (!gc_logged) {
        gc_logged = 1;
        say("GarbageCollectionFinish%s", "");
    }
}

static void JNICALL on_data_dump(jvmtiEnv *env)
{
    say("DataDumpRequest%s", "");
}

static void log_capabilities(void)
{
    jvmtiCapabilities c;
    memset(&c, 0, sizeof c);
    sayi("GetPotentialCapabilities %ld", (*jvmti)->GetPotentialCapabilities(jvmti, &c));
    char buf[512];
    snprintf(buf, sizeof buf,
             "tag_objects=%d gc_events=%d redefine=%d retransform=%d method_entry=%d breakpoints=%d "
             "exceptions=%d locals=%d early_vmstart=%d owned_monitors=%d",
             c.can_tag_objects, c.can_generate_garbage_collection_events, c.can_redefine_classes,
             c.can_retransform_classes, c.can_generate_method_entry_events, c.can_generate_breakpoint_events,
             c.can_generate_exception_events, c.can_access_local_variables, c.can_generate_early_vmstart,
             c.can_get_owned_monitor_info);
    say("potential: %s", buf);
    memset(&c, 0, sizeof c);
    c.can_generate_method_entry_events = 1;
    sayi("AddCapabilities(method entry) %ld", (*jvmti)->AddCapabilities(jvmti, &c));
    memset(&c, 0, sizeof c);
    c.can_tag_objects = 1;
    c.can_generate_garbage_collection_events = 1;
    sayi("AddCapabilities(tags, GC events) %ld", (*jvmti)->AddCapabilities(jvmti, &c));
}

/* JNI works on the thread that runs Agent_OnAttach. */
static void read_static(JavaVM *vm)
{
    JNIEnv *jni;
    if ((*vm)->GetEnv(vm, (void **)&jni, JNI_VERSION_1_6) != JNI_OK) {
        say("no JNIEnv%s", "");
        return;
    }
    jclass c = (*jni)->FindClass(jni, "AttachTarget");
    if (!c) {
        (*jni)->ExceptionClear(jni);
        say("FindClass(AttachTarget) failed%s", "");
        return;
    }
    jfieldID f = (*jni)->GetStaticFieldID(jni, c, "counter", "J");
    sayi("AttachTarget.counter %ld", f ? (long)(*jni)->GetStaticLongField(jni, c, f) : -1L);
    (*jni)->DeleteLocalRef(jni, c);
}

JNIEXPORT jint JNICALL Agent_OnAttach(JavaVM *vm, char *options, void *reserved)
{
    char path[4096] = "";
    if (options)
        snprintf(path, sizeof path, "%s", options);
    char *comma = strchr(path, ',');
    if (comma)
        *comma = 0;
    log_file = path[0] ? fopen(path, "w") : NULL;
    say("Agent_OnAttach options=%s", options ? options : "(null)");
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK) {
        say("GetEnv failed%s", "");
        return 1;
    }
    jvmtiPhase phase;
    (*jvmti)->GetPhase(jvmti, &phase);
    sayi("phase %ld", (long)phase);
    if (comma && !strcmp(comma + 1, "return7"))
        return 7;
    log_capabilities();
    read_static(vm);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ThreadStart = on_thread_start;
    cb.ClassPrepare = on_class_prepare;
    cb.GarbageCollectionFinish = on_gc_finish;
    cb.DataDumpRequest = on_data_dump;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    jvmtiEvent events[] = { JVMTI_EVENT_THREAD_START, JVMTI_EVENT_CLASS_PREPARE,
                            JVMTI_EVENT_GARBAGE_COLLECTION_FINISH, JVMTI_EVENT_DATA_DUMP_REQUEST };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        sayi("SetEventNotificationMode %ld",
             (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, events[i], NULL));
    return 0;
}

JNIEXPORT void JNICALL Agent_OnUnload(JavaVM *vm)
{
    say("Agent_OnUnload%s", "");
    if (log_file)
        fclose(log_file);
    log_file = NULL;
}
