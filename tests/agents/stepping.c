/*
 * stepping - SingleStep, FramePop and NotifyFramePop, and the local
 * variable functions on a class without a LocalVariableTable.
 *
 * Breakpoints on Stepping.start and Stepping.stop bracket the walk: at
 * start, SingleStep is enabled for the main thread only and NotifyFramePop
 * is asked for start itself (and, with bad arguments, for the error
 * codes); every step in a Stepping method is logged (method@location)
 * until stop; from stop to end it is enabled for all threads (steps of
 * the main thread only are logged), and tail() is stepped from its
 * MethodEntry event (enabled for main) to the breakpoint on last(). On the
 * first step into add, its locals are read and one is
 * written (the program's result shows it); on the first step into
 * thrower, frame pops are requested for thrower (popped by the
 * exception) and its caller catcher (returns normally). The helper
 * thread, waiting and not suspended, is the target of NotifyFramePop and
 * of GetLocal* at depths 0 (Object.wait, native) and 1.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jmethodID m_start, m_stop, m_end, m_tail, m_last;
static jthread main_thread;
static jthread helper;
static int in_walk, seen_add, seen_thrower, seen_add_zero, seen_nul;

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
    ag_log("%s: %s", what, err_name(e));
}

/* "name" for methods of Stepping and its nested classes, else NULL. */
static char *app_method(jmethodID m)
{
    jclass k = NULL;
    if ((*jvmti)->GetMethodDeclaringClass(jvmti, m, &k) != JVMTI_ERROR_NONE)
        return NULL;
    char *sig = NULL;
    (*jvmti)->GetClassSignature(jvmti, k, &sig, NULL);
    int app = sig && strncmp(sig, "LStepping", 9) == 0;
    ag_free(jvmti, sig);
    if (!app)
        return NULL;
    char *n = NULL;
    if ((*jvmti)->GetMethodName(jvmti, m, &n, NULL, NULL) != JVMTI_ERROR_NONE)
        return NULL;
    char *c = strdup(n);
    ag_free(jvmti, n);
    return c;
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

static void other_thread(JNIEnv *jni)
{
    find_helper(jni);
    if (!helper) {
        ag_log("no helper thread");
        return;
    }
    jint i = 0;
    jobject o = NULL;
    try_call("NotifyFramePop(helper, 1)", (*jvmti)->NotifyFramePop(jvmti, helper, 1));
    try_call("GetLocalInt(helper, 0, 0)", (*jvmti)->GetLocalInt(jvmti, helper, 0, 0, &i));
    try_call("GetLocalObject(helper, 0, 0)", (*jvmti)->GetLocalObject(jvmti, helper, 0, 0, &o));
    jvmtiError e = (*jvmti)->GetLocalObject(jvmti, helper, 1, 0, &o);
    try_call("GetLocalObject(helper, 1, 0)", e);
    if (e == JVMTI_ERROR_NONE && o) {
        jclass k = (*jni)->GetObjectClass(jni, o);
        char *sig = ag_class_sig(jvmti, k);
        ag_log("  helper's slot 0 at depth 1 is a %s", sig ? sig : "?");
        free(sig);
    }
    try_call("GetLocalInt(helper, 1, 0)", (*jvmti)->GetLocalInt(jvmti, helper, 1, 0, &i));
    try_call("GetLocalInstance(helper, 0)", (*jvmti)->GetLocalInstance(jvmti, helper, 0, &o));
    try_call("GetLocalInstance(helper, 1)", (*jvmti)->GetLocalInstance(jvmti, helper, 1, &o));
    try_call("GetLocalInt(helper, 1, 99)", (*jvmti)->GetLocalInt(jvmti, helper, 1, 99, &i));
}

static void at_add(jthread thread)
{
    jint a = 0, b = 0;
    jlong l = 0;
    jfloat f = 0;
    jdouble d = 0;
    jobject o = NULL;
    try_call("GetLocalInt(0, 0)", (*jvmti)->GetLocalInt(jvmti, thread, 0, 0, &a));
    try_call("GetLocalInt(0, 1)", (*jvmti)->GetLocalInt(jvmti, thread, 0, 1, &b));
    ag_log("  add(%d, %d)", (int)a, (int)b);
    jvmtiError e = (*jvmti)->GetLocalFloat(jvmti, thread, 0, 0, &f);
    union { jfloat f; jint i; } u = { f };
    ag_log("GetLocalFloat(0, 0): %s, bits %d", err_name(e), (int)u.i);
    try_call("GetLocalLong(0, 0)", (*jvmti)->GetLocalLong(jvmti, thread, 0, 0, &l));
    try_call("GetLocalLong(0, 1)", (*jvmti)->GetLocalLong(jvmti, thread, 0, 1, &l));
    try_call("GetLocalDouble(0, 1)", (*jvmti)->GetLocalDouble(jvmti, thread, 0, 1, &d));
    try_call("GetLocalObject(0, 0)", (*jvmti)->GetLocalObject(jvmti, thread, 0, 0, &o));
    try_call("GetLocalInt(0, 2)", (*jvmti)->GetLocalInt(jvmti, thread, 0, 2, &a));
    try_call("GetLocalInt(0, -1)", (*jvmti)->GetLocalInt(jvmti, thread, 0, -1, &a));
    try_call("GetLocalInt(-1, 0)", (*jvmti)->GetLocalInt(jvmti, thread, -1, 0, &a));
    try_call("GetLocalInt(0, 0, NULL)", (*jvmti)->GetLocalInt(jvmti, thread, 0, 0, NULL));
    try_call("GetLocalInt(1000, 0)", (*jvmti)->GetLocalInt(jvmti, thread, 1000, 0, &a));
    try_call("GetLocalInstance(0) of a static method", (*jvmti)->GetLocalInstance(jvmti, thread, 0, &o));
    try_call("SetLocalObject(0, 0, NULL)", (*jvmti)->SetLocalObject(jvmti, thread, 0, 0, thread));
    try_call("SetLocalInt(0, 0, 10)", (*jvmti)->SetLocalInt(jvmti, thread, 0, 0, 10));
    /* main's locals at depth 1: args (an array), helper, r not yet stored */
    try_call("GetLocalObject(1, 0)", (*jvmti)->GetLocalObject(jvmti, thread, 1, 0, &o));
    try_call("GetLocalInt(1, 0)", (*jvmti)->GetLocalInt(jvmti, thread, 1, 0, &a));
}

/* Zero and null in slots the class file types differently. */
static void zeros(jthread thread, const char *where)
{
    jint i;
    jlong l;
    jobject o;
    char what[96];
#define Z(call, text) do { snprintf(what, sizeof what, "%s: %s", where, text); try_call(what, call); } while (0)
    if (strcmp(where, "add(0, 1)") == 0) {
        Z((*jvmti)->GetLocalObject(jvmti, thread, 0, 0, &o), "GetLocalObject(0, 0) of int 0");
        Z((*jvmti)->GetLocalInt(jvmti, thread, 0, 0, &i), "GetLocalInt(0, 0) of int 0");
        Z((*jvmti)->GetLocalObject(jvmti, thread, 1, 2, &o), "GetLocalObject(1, 2) of loop's i");
    } else {
        Z((*jvmti)->GetLocalInt(jvmti, thread, 0, 0, &i), "GetLocalInt(0, 0) of null");
        Z((*jvmti)->GetLocalObject(jvmti, thread, 0, 0, &o), "GetLocalObject(0, 0) of null");
        Z((*jvmti)->GetLocalLong(jvmti, thread, 0, 0, &l), "GetLocalLong(0, 0) of null");
        Z((*jvmti)->GetLocalObject(jvmti, thread, 0, 1, &o), "GetLocalObject(0, 1) of int 0");
        Z((*jvmti)->GetLocalObject(jvmti, thread, 0, 2, &o), "GetLocalObject(0, 2) not yet assigned");
        Z((*jvmti)->SetLocalInt(jvmti, thread, 0, 0, 1), "SetLocalInt(0, 0) of null");
        Z((*jvmti)->SetLocalObject(jvmti, thread, 0, 0, NULL), "SetLocalObject(0, 0, NULL)");
    }
#undef Z
}

static void at_thrower(jthread thread)
{
    try_call("NotifyFramePop(0) in thrower", (*jvmti)->NotifyFramePop(jvmti, thread, 0));
    try_call("NotifyFramePop(1) in thrower", (*jvmti)->NotifyFramePop(jvmti, thread, 1));
    try_call("NotifyFramePop(1) again", (*jvmti)->NotifyFramePop(jvmti, thread, 1));
}

static void JNICALL on_single_step(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc)
{
    if (!main_thread || !(*jni)->IsSameObject(jni, thread, main_thread))
        return;
    char *name = app_method(method);
    if (!name)
        return;
    ag_log("step %s@%d", name, (int)loc);
    if (strcmp(name, "add") == 0 && loc == 0 && !seen_add++)
        at_add(thread);
    if (strcmp(name, "thrower") == 0 && loc == 0 && !seen_thrower++)
        at_thrower(thread);
    if (strcmp(name, "add") == 0 && loc == 0 && seen_thrower && !seen_add_zero++)
        zeros(thread, "add(0, 1)");
    if (strcmp(name, "nul") == 0 && loc == 0 && !seen_nul++)
        zeros(thread, "nul(null, 0)");
    free(name);
}

static void JNICALL on_frame_pop(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jboolean by_exc)
{
    char *name = app_method(method);
    ag_log("FramePop %s%s", name ? name : "?", by_exc ? " (popped by exception)" : "");
    free(name);
}

static void JNICALL on_breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc)
{
    if (method == m_start) {
        ag_log("breakpoint start");
        main_thread = (*jni)->NewGlobalRef(jni, thread);
        other_thread(jni);
        try_call("NotifyFramePop(-1)", (*jvmti)->NotifyFramePop(jvmti, thread, -1));
        try_call("NotifyFramePop(1000)", (*jvmti)->NotifyFramePop(jvmti, thread, 1000));
        try_call("NotifyFramePop(0)", (*jvmti)->NotifyFramePop(jvmti, NULL, 0));
        try_call("enable SingleStep for main",
                 (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SINGLE_STEP, thread));
    } else if (method == m_stop) {
        ag_log("breakpoint stop");
        try_call("disable SingleStep for main",
                 (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_DISABLE, JVMTI_EVENT_SINGLE_STEP, thread));
        try_call("enable SingleStep for all threads",
                 (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SINGLE_STEP, NULL));
    } else if (method == m_end) {
        ag_log("breakpoint end");
        try_call("disable SingleStep for all threads",
                 (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_DISABLE, JVMTI_EVENT_SINGLE_STEP, NULL));
        try_call("enable MethodEntry for main",
                 (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_ENTRY, thread));
    } else if (method == m_last) {
        ag_log("breakpoint last");
        try_call("disable SingleStep for main",
                 (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_DISABLE, JVMTI_EVENT_SINGLE_STEP, thread));
    }
}

static void JNICALL on_method_entry(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method)
{
    if (method != m_tail)
        return;
    ag_log("MethodEntry tail");
    try_call("disable MethodEntry for main",
             (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_DISABLE, JVMTI_EVENT_METHOD_ENTRY, thread));
    try_call("enable SingleStep for main",
             (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SINGLE_STEP, thread));
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (sig && strcmp(sig, "LStepping;") == 0) {
        m_start = (*jni)->GetStaticMethodID(jni, klass, "start", "()V");
        m_stop = (*jni)->GetStaticMethodID(jni, klass, "stop", "()V");
        m_end = (*jni)->GetStaticMethodID(jni, klass, "end", "()V");
        m_tail = (*jni)->GetStaticMethodID(jni, klass, "tail", "(I)I");
        m_last = (*jni)->GetStaticMethodID(jni, klass, "last", "()V");
        ag_check(env, (*env)->SetBreakpoint(env, m_last, 0), "SetBreakpoint(last)");
        ag_check(env, (*env)->SetBreakpoint(env, m_end, 0), "SetBreakpoint(end)");
        ag_check(env, (*env)->SetBreakpoint(env, m_start, 0), "SetBreakpoint(start)");
        ag_check(env, (*env)->SetBreakpoint(env, m_stop, 0), "SetBreakpoint(stop)");
    }
    free(sig);
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    ag_log("VMDeath");
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_breakpoint_events = 1;
    caps.can_generate_single_step_events = 1;
    caps.can_generate_frame_pop_events = 1;
    caps.can_access_local_variables = 1;
    caps.can_generate_method_entry_events = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.Breakpoint = on_breakpoint;
    cb.SingleStep = on_single_step;
    cb.FramePop = on_frame_pop;
    cb.MethodEntry = on_method_entry;
    cb.ClassPrepare = on_class_prepare;
    cb.VMDeath = on_vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    jvmtiEvent evs[] = { JVMTI_EVENT_CLASS_PREPARE, JVMTI_EVENT_BREAKPOINT, JVMTI_EVENT_FRAME_POP, JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL), "enable");
    return JNI_OK;
}
