/*
 * mathevents - which calls of java.lang.Math and StrictMath reach an agent
 * as MethodEntry/MethodExit events.
 *
 * HotSpot's interpreter runs Math.sin, cos, tan, abs(double), sqrt, log,
 * log10, pow, exp and both fma through built-in entries, without a frame:
 * an agent sees no events for them (nor for the Java code they would have
 * run). Other Math methods and StrictMath's natives are ordinary calls. The
 * program calls each between Mathevents.begin() and Mathevents.end(); the
 * agent logs every entry and exit, on the main thread in between, of the
 * program's methods and of the Math and StrictMath methods it calls.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static int on;

/* The program's methods, and the Math and StrictMath methods it calls (the
 * class libraries' own code calls others, min among them, differently). */
static int wanted(const char *sig, const char *name)
{
    static const char *const names[] = { "sin", "cos", "tan", "abs", "sqrt", "log", "log10", "pow", "exp",
                                         "fma" };
    if (strcmp(sig, "LMathevents;") == 0)
        return 1;
    if (strcmp(sig, "Ljava/lang/Math;") != 0 && strcmp(sig, "Ljava/lang/StrictMath;") != 0)
        return 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0)
            return 1;
    return 0;
}

static void log_event(const char *what, jmethodID m)
{
    jclass k;
    char *name = NULL, *desc = NULL;
    if (!ag_check(jvmti, (*jvmti)->GetMethodDeclaringClass(jvmti, m, &k), "GetMethodDeclaringClass"))
        return;
    char *sig = ag_class_sig(jvmti, k);
    if (sig && (*jvmti)->GetMethodName(jvmti, m, &name, &desc, NULL) == JVMTI_ERROR_NONE) {
        if (strcmp(sig, "LMathevents;") == 0 && strcmp(name, "begin") == 0)
            on = 1;
        if (on && wanted(sig, name))
            ag_log("%s %s.%s%s", what, sig, name, desc);
        if (strcmp(sig, "LMathevents;") == 0 && strcmp(name, "end") == 0)
            on = 0;
    }
    ag_free(jvmti, name);
    ag_free(jvmti, desc);
    ag_free(jvmti, sig);
}

static void JNICALL on_entry(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m)
{
    (void)env, (void)jni, (void)thread;
    log_event("entry", m);
}

static void JNICALL on_method_exit(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID m, jboolean popped,
                            jvalue value)
{
    (void)env, (void)jni, (void)thread, (void)popped, (void)value;
    log_event("exit", m);
}

static void JNICALL on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    (void)env, (void)jni;
    /* The main thread only: the VMs' own threads run different code. */
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_ENTRY, thread),
             "enable MethodEntry");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_EXIT, thread),
             "enable MethodExit");
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_method_entry_events = 1;
    caps.can_generate_method_exit_events = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.MethodEntry = on_entry;
    cb.MethodExit = on_method_exit;
    cb.VMInit = on_vm_init;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL),
             "enable VMInit");
    return JNI_OK;
}
