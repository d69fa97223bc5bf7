/*
 * popframe - PopFrame and ForceEarlyReturn* from Breakpoint callbacks.
 *
 * A breakpoint at the start of each Popframe method (twice: after its
 * call is counted) decides what happens: twice is popped once (so the
 * caller calls it again), the others return early with a value of their
 * type after the calls with a wrong type were refused. MethodExit,
 * enabled for the main thread, shows the values returned. The error
 * codes for a thread that is not suspended (the waiting helper), for a
 * frame without a Java caller (main), for a native top frame (the helper's
 * MonitorWait, in Object.wait) and for a second request are logged.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jclass klass;
static jthread helper;
static int popped;

static const char *err_name(jvmtiError e)
{
    static char buf[64];
    char *n = NULL;
    if ((*jvmti)->GetErrorName(jvmti, e, &n) == JVMTI_ERROR_NONE && n) {
        snprintf(buf, sizeof buf, "%s", n);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)n);
    } else {
        snprintf(buf, sizeof buf, "%d", (int)e);
    }
    return buf;
}

static void try_call(const char *what, jvmtiError e)
{
    ag_log("  %s: %s", what, err_name(e));
}

static char *name_of(jmethodID m)
{
    char *n = NULL;
    if ((*jvmti)->GetMethodName(jvmti, m, &n, NULL, NULL) != JVMTI_ERROR_NONE)
        return strdup("?");
    char *c = strdup(n);
    ag_free(jvmti, n);
    return c;
}

static int is_app(jmethodID m)
{
    jclass k = NULL;
    (*jvmti)->GetMethodDeclaringClass(jvmti, m, &k);
    char *sig = k ? ag_class_sig(jvmti, k) : NULL;
    int app = sig && strcmp(sig, "LPopframe;") == 0;
    free(sig);
    return app;
}

static void find_helper(JNIEnv *jni)
{
    jint n = 0;
    jthread *ts = NULL;
    if (!ag_check(jvmti, (*jvmti)->GetAllThreads(jvmti, &n, &ts), "GetAllThreads"))
        return;
    for (jint i = 0; i < n; i++) {
        char *name = ag_thread_name(jvmti, jni, ts[i]);
        if (strcmp(name, "helper") == 0)
            helper = (*jni)->NewGlobalRef(jni, ts[i]);
        free(name);
    }
    ag_free(jvmti, ts);
}

static void JNICALL on_breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread t, jmethodID method, jlocation loc)
{
    char *name = name_of(method);
    ag_log("breakpoint %s@%d", name, (int)loc);
    jstring s = (*jni)->NewStringUTF(jni, "forced");
    jclass ik = (*jni)->FindClass(jni, "java/lang/Integer");
    jobject boxed = (*jni)->CallStaticObjectMethod(jni, ik, (*jni)->GetStaticMethodID(jni, ik, "valueOf", "(I)Ljava/lang/Integer;"), 7);
    if (strcmp(name, "main") == 0) {
        try_call("PopFrame(main)", (*jvmti)->PopFrame(jvmti, t));
    } else if (strcmp(name, "twice") == 0) {
        if (!popped++) {
            find_helper(jni);
            try_call("PopFrame(NULL)", (*jvmti)->PopFrame(jvmti, NULL));
            try_call("PopFrame(helper)", (*jvmti)->PopFrame(jvmti, helper));
            try_call("ForceEarlyReturnVoid(helper)", (*jvmti)->ForceEarlyReturnVoid(jvmti, helper));
            try_call("enable MethodExit for main",
                     (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_EXIT, t));
            try_call("PopFrame", (*jvmti)->PopFrame(jvmti, t));
            try_call("PopFrame again", (*jvmti)->PopFrame(jvmti, t));
        }
    } else if (strcmp(name, "answer") == 0) {
        try_call("ForceEarlyReturnLong", (*jvmti)->ForceEarlyReturnLong(jvmti, t, 5));
        try_call("ForceEarlyReturnVoid", (*jvmti)->ForceEarlyReturnVoid(jvmti, t));
        try_call("ForceEarlyReturnObject", (*jvmti)->ForceEarlyReturnObject(jvmti, t, s));
        try_call("ForceEarlyReturnInt(42)", (*jvmti)->ForceEarlyReturnInt(jvmti, t, 42));
        try_call("ForceEarlyReturnInt again", (*jvmti)->ForceEarlyReturnInt(jvmti, t, 43));
    } else if (strcmp(name, "big") == 0) {
        try_call("ForceEarlyReturnInt", (*jvmti)->ForceEarlyReturnInt(jvmti, t, 5));
        try_call("ForceEarlyReturnDouble", (*jvmti)->ForceEarlyReturnDouble(jvmti, t, 5));
        try_call("ForceEarlyReturnLong(1 << 40)", (*jvmti)->ForceEarlyReturnLong(jvmti, t, 1LL << 40));
    } else if (strcmp(name, "flt") == 0) {
        try_call("ForceEarlyReturnFloat(2.5)", (*jvmti)->ForceEarlyReturnFloat(jvmti, t, 2.5f));
    } else if (strcmp(name, "dbl") == 0) {
        try_call("ForceEarlyReturnFloat", (*jvmti)->ForceEarlyReturnFloat(jvmti, t, 2.5f));
        try_call("ForceEarlyReturnDouble(-0.75)", (*jvmti)->ForceEarlyReturnDouble(jvmti, t, -0.75));
    } else if (strcmp(name, "str") == 0) {
        try_call("ForceEarlyReturnObject(Integer)", (*jvmti)->ForceEarlyReturnObject(jvmti, t, boxed));
        try_call("ForceEarlyReturnObject(\"forced\")", (*jvmti)->ForceEarlyReturnObject(jvmti, t, s));
    } else if (strcmp(name, "obj") == 0) {
        try_call("ForceEarlyReturnObject(Integer)", (*jvmti)->ForceEarlyReturnObject(jvmti, t, boxed));
    } else if (strcmp(name, "nothing") == 0) {
        try_call("ForceEarlyReturnInt", (*jvmti)->ForceEarlyReturnInt(jvmti, t, 1));
        try_call("ForceEarlyReturnVoid", (*jvmti)->ForceEarlyReturnVoid(jvmti, t));
    } else if (strcmp(name, "flag") == 0) {
        try_call("ForceEarlyReturnInt(1)", (*jvmti)->ForceEarlyReturnInt(jvmti, t, 1));
    } else if (strcmp(name, "arr") == 0) {
        try_call("ForceEarlyReturnObject(String)", (*jvmti)->ForceEarlyReturnObject(jvmti, t, s));
        jintArray a = (*jni)->NewIntArray(jni, 4);
        try_call("ForceEarlyReturnObject(int[4])", (*jvmti)->ForceEarlyReturnObject(jvmti, t, a));
    } else if (strcmp(name, "locked") == 0) {
        try_call("ForceEarlyReturnInt(6)", (*jvmti)->ForceEarlyReturnInt(jvmti, t, 6));
    }
    free(name);
}

/* The helper's MonitorWait: the top frame is Object.wait(long), native. */
static void JNICALL on_monitor_wait(jvmtiEnv *env, JNIEnv *jni, jthread t, jobject obj, jlong timeout)
{
    static int done;
    char *name = ag_thread_name(env, jni, t);
    int helper_thread = strcmp(name, "helper") == 0;
    free(name);
    if (!helper_thread || done++)
        return;
    ag_log("MonitorWait in helper");
    jint i;
    try_call("PopFrame(helper) in its MonitorWait", (*jvmti)->PopFrame(jvmti, t));
    try_call("ForceEarlyReturnVoid(NULL) in its MonitorWait", (*jvmti)->ForceEarlyReturnVoid(jvmti, NULL));
    try_call("NotifyFramePop(NULL, 0) in its MonitorWait", (*jvmti)->NotifyFramePop(jvmti, NULL, 0));
    try_call("GetLocalInt(NULL, 0, 0) in its MonitorWait", (*jvmti)->GetLocalInt(jvmti, NULL, 0, 0, &i));
}

static void JNICALL on_method_exit(jvmtiEnv *env, JNIEnv *jni, jthread t, jmethodID m, jboolean by_exc, jvalue v)
{
    if (!is_app(m))
        return;
    char *name = name_of(m);
    ag_log("exit %s%s", name, by_exc ? " by exception" : "");
    free(name);
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass k)
{
    char *sig = ag_class_sig(env, k);
    if (sig && strcmp(sig, "LPopframe;") == 0) {
        klass = (*jni)->NewGlobalRef(jni, k);
        jint n = 0;
        jmethodID *ms = NULL;
        ag_check(env, (*env)->GetClassMethods(env, k, &n, &ms), "GetClassMethods");
        for (jint i = 0; i < n; i++) {
            char *name = name_of(ms[i]);
            jlocation at = 0;
            if (strcmp(name, "twice") == 0)
                at = 8;         /* after calls++ */
            else if (strcmp(name, "main") == 0)
                at = 0;
            if (name[0] != '<')
                ag_check(env, (*env)->SetBreakpoint(env, ms[i], at), "SetBreakpoint");
            free(name);
        }
        ag_free(env, ms);
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
    caps.can_generate_breakpoint_events = 1;
    caps.can_pop_frame = 1;
    caps.can_force_early_return = 1;
    caps.can_generate_method_exit_events = 1;
    caps.can_generate_monitor_events = 1;
    caps.can_generate_frame_pop_events = 1;
    caps.can_access_local_variables = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.Breakpoint = on_breakpoint;
    cb.ClassPrepare = on_class_prepare;
    cb.MethodExit = on_method_exit;
    cb.MonitorWait = on_monitor_wait;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL), "enable");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_BREAKPOINT, NULL), "enable");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_WAIT, NULL), "enable");
    return JNI_OK;
}
