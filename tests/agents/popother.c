/*
 * popother - PopFrame and ForceEarlyReturn* on another thread, suspended.
 *
 * The worker thread of Popother stops at breakpoints (run, target after
 * its call is counted, answer, str, nothing, and reflected, which it calls
 * through Method.invoke): its Breakpoint callback tells the main thread
 * through a raw monitor and suspends the worker itself. The main thread,
 * in its breakpoint at Popother.control(step), waits until the worker is
 * suspended, logs its top frames, makes the step's calls on it and resumes
 * it (steps 1-6). Steps 8 and 9 suspend the worker with
 * SuspendThread while it spins in a loop (top frame spin, spin2), so the
 * request is carried out by a thread that was stopped at a poll, not in a
 * callback; steps 10 and 11 do the same inside synchronized blocks, whose
 * monitors must be free afterwards. Step 7 works on the sleeper, suspended
 * in Object.wait (a native top frame), step 12 on the blocker, suspended
 * while it blocks entering a monitor main holds. Every call's error code
 * is logged: THREAD_NOT_SUSPENDED before the suspension, OPAQUE_FRAME,
 * NO_MORE_FRAMES, TYPE_MISMATCH and a second request where HotSpot gives
 * them. The program prints what the worker got back: target() called
 * twice, the forced return values.
 */
#include "agent_common.h"

#include <time.h>

static jvmtiEnv *jvmti;
static jrawMonitorID arrival;
static char arrived[64];           /* the worker's breakpoint method, "" when none */
static jthread worker, sleeper, blocker;
static jmethodID control_method;
static int target_hits;

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

static jthread thread_named(JNIEnv *jni, const char *want)
{
    jint n = 0;
    jthread *ts = NULL;
    jthread found = NULL;
    if (!ag_check(jvmti, (*jvmti)->GetAllThreads(jvmti, &n, &ts), "GetAllThreads"))
        return NULL;
    for (jint i = 0; i < n; i++) {
        char *name = ag_thread_name(jvmti, jni, ts[i]);
        if (!found && strcmp(name, want) == 0)
            found = (*jni)->NewGlobalRef(jni, ts[i]);
        free(name);
    }
    ag_free(jvmti, ts);
    return found;
}

static void pause_ms(long ms)
{
    struct timespec ts = { 0, ms * 1000000L };
    nanosleep(&ts, NULL);
}

/* Waits (at most about 20 s) until t reports JVMTI_THREAD_STATE_SUSPENDED. */
static void wait_suspended(jthread t)
{
    for (int i = 0; i < 20000; i++) {
        jint state = 0;
        if ((*jvmti)->GetThreadState(jvmti, t, &state) != JVMTI_ERROR_NONE)
            break;
        if (state & JVMTI_THREAD_STATE_SUSPENDED)
            return;
        pause_ms(1);
    }
    ag_log("  the thread never became suspended");
}

/* Waits for the worker's next breakpoint and returns its method name. */
static void wait_arrival(char *out, size_t size)
{
    (*jvmti)->RawMonitorEnter(jvmti, arrival);
    for (int i = 0; i < 200 && !arrived[0]; i++)
        (*jvmti)->RawMonitorWait(jvmti, arrival, 100);
    snprintf(out, size, "%s", arrived);
    arrived[0] = '\0';
    (*jvmti)->RawMonitorExit(jvmti, arrival);
}

/* The application frames at the top of t's stack, "a <- b". */
static void log_top(const char *who, jthread t)
{
    jvmtiFrameInfo frames[3];
    jint n = 0;
    if (!ag_check(jvmti, (*jvmti)->GetStackTrace(jvmti, t, 0, 3, frames, &n), "GetStackTrace"))
        return;
    char line[256] = "";
    for (jint i = 0; i < n; i++) {
        jclass k = NULL;
        (*jvmti)->GetMethodDeclaringClass(jvmti, frames[i].method, &k);
        char *sig = k ? ag_class_sig(jvmti, k) : NULL;
        int app = sig && strncmp(sig, "LPopother", 9) == 0;
        free(sig);
        if (!app)
            break;
        char *name = name_of(frames[i].method);
        size_t len = strlen(line);
        snprintf(line + len, sizeof line - len, "%s%s", i ? " <- " : "", name);
        free(name);
    }
    ag_log("  %s top: %s", who, line);
}

static void resume(jthread t)
{
    ag_check(jvmti, (*jvmti)->ResumeThread(jvmti, t), "ResumeThread");
}

/* Steps 1-6: the worker stopped itself at a breakpoint. */
static void at_breakpoint(JNIEnv *jni, int step)
{
    char where[64];
    wait_arrival(where, sizeof where);
    if (!worker)
        worker = thread_named(jni, "worker");
    wait_suspended(worker);
    ag_log("control %d: worker suspended in its breakpoint in %s", step, where);
    log_top("worker", worker);
    jstring s = (*jni)->NewStringUTF(jni, "forced");
    if (strcmp(where, "run") == 0) {
        try_call("PopFrame(worker)", (*jvmti)->PopFrame(jvmti, worker));
        try_call("ForceEarlyReturnInt(worker)", (*jvmti)->ForceEarlyReturnInt(jvmti, worker, 1));
    } else if (strcmp(where, "target") == 0) {
        try_call("ForceEarlyReturnLong(worker)", (*jvmti)->ForceEarlyReturnLong(jvmti, worker, 1));
        try_call("PopFrame(worker)", (*jvmti)->PopFrame(jvmti, worker));
        try_call("PopFrame(worker) again", (*jvmti)->PopFrame(jvmti, worker));
    } else if (strcmp(where, "answer") == 0) {
        try_call("ForceEarlyReturnLong(worker)", (*jvmti)->ForceEarlyReturnLong(jvmti, worker, 5));
        try_call("ForceEarlyReturnObject(worker)", (*jvmti)->ForceEarlyReturnObject(jvmti, worker, s));
        try_call("ForceEarlyReturnInt(worker, 42)", (*jvmti)->ForceEarlyReturnInt(jvmti, worker, 42));
        try_call("ForceEarlyReturnInt(worker, 43) again", (*jvmti)->ForceEarlyReturnInt(jvmti, worker, 43));
    } else if (strcmp(where, "str") == 0) {
        try_call("ForceEarlyReturnVoid(worker)", (*jvmti)->ForceEarlyReturnVoid(jvmti, worker));
        try_call("ForceEarlyReturnObject(worker, \"forced\")", (*jvmti)->ForceEarlyReturnObject(jvmti, worker, s));
    } else if (strcmp(where, "nothing") == 0) {
        try_call("ForceEarlyReturnInt(worker)", (*jvmti)->ForceEarlyReturnInt(jvmti, worker, 3));
        try_call("ForceEarlyReturnVoid(worker)", (*jvmti)->ForceEarlyReturnVoid(jvmti, worker));
    } else if (strcmp(where, "reflected") == 0) {
        /* Called from native code (Method.invoke): no Java caller to pop to. */
        try_call("PopFrame(worker)", (*jvmti)->PopFrame(jvmti, worker));
        try_call("ForceEarlyReturnInt(worker, 9)", (*jvmti)->ForceEarlyReturnInt(jvmti, worker, 9));
    }
    ag_log("  resume worker");
    resume(worker);
}

/* Step 7: the sleeper, in Object.wait. */
static void on_sleeper(void)
{
    ag_log("control 7: sleeper");
    try_call("PopFrame(sleeper) not suspended", (*jvmti)->PopFrame(jvmti, sleeper));
    try_call("SuspendThread(sleeper)", (*jvmti)->SuspendThread(jvmti, sleeper));
    try_call("PopFrame(sleeper)", (*jvmti)->PopFrame(jvmti, sleeper));
    try_call("ForceEarlyReturnVoid(sleeper)", (*jvmti)->ForceEarlyReturnVoid(jvmti, sleeper));
    try_call("ResumeThread(sleeper)", (*jvmti)->ResumeThread(jvmti, sleeper));
}

/* Step 12: the blocker, blocked entering a monitor (its top frame is Java). */
static void on_blocker(JNIEnv *jni)
{
    blocker = thread_named(jni, "blocker");
    ag_log("control 12: blocker");
    try_call("SuspendThread(blocker)", (*jvmti)->SuspendThread(jvmti, blocker));
    log_top("blocker", blocker);
    try_call("PopFrame(blocker)", (*jvmti)->PopFrame(jvmti, blocker));
    try_call("ForceEarlyReturnVoid(blocker)", (*jvmti)->ForceEarlyReturnVoid(jvmti, blocker));
    try_call("ResumeThread(blocker)", (*jvmti)->ResumeThread(jvmti, blocker));
}

/* Steps 10 and 11: the worker spinning in a synchronized block, whose
 * monitor a popped frame or an early return must release. */
static void on_locked_spin(JNIEnv *jni, int step)
{
    ag_log("control %d: worker spinning in a synchronized block", step);
    jclass k = (*jni)->FindClass(jni, "Popother");
    try_call("SuspendThread(worker)", (*jvmti)->SuspendThread(jvmti, worker));
    log_top("worker", worker);
    jvmtiError e;
    if (step == 10) {
        e = (*jvmti)->PopFrame(jvmti, worker);
        try_call("PopFrame(worker)", e);
        if (e != JVMTI_ERROR_NONE)
            (*jni)->SetStaticIntField(jni, k, (*jni)->GetStaticFieldID(jni, k, "lockedCalls", "I"), 2);
    } else {
        e = (*jvmti)->ForceEarlyReturnInt(jvmti, worker, 5);
        try_call("ForceEarlyReturnInt(worker, 5)", e);
        if (e != JVMTI_ERROR_NONE)
            (*jni)->SetStaticBooleanField(jni, k, (*jni)->GetStaticFieldID(jni, k, "lockedStop", "Z"), JNI_TRUE);
    }
    ag_log("  resume worker");
    resume(worker);
}

/* Steps 8 and 9: the worker spinning, suspended from here. If a request
 * failed, the flag that ends the loop is set, so the program still ends. */
static void on_spin(JNIEnv *jni, int step)
{
    ag_log("control %d: worker spinning", step);
    jclass k = (*jni)->FindClass(jni, "Popother");
    if (step == 8) {
        try_call("PopFrame(worker) not suspended", (*jvmti)->PopFrame(jvmti, worker));
        try_call("ForceEarlyReturnLong(worker) not suspended", (*jvmti)->ForceEarlyReturnLong(jvmti, worker, 9));
        try_call("SuspendThread(worker)", (*jvmti)->SuspendThread(jvmti, worker));
        log_top("worker", worker);
        jvmtiError e = (*jvmti)->PopFrame(jvmti, worker);
        try_call("PopFrame(worker)", e);
        if (e != JVMTI_ERROR_NONE)
            (*jni)->SetStaticIntField(jni, k, (*jni)->GetStaticFieldID(jni, k, "spinCalls", "I"), 2);
    } else {
        try_call("SuspendThread(worker)", (*jvmti)->SuspendThread(jvmti, worker));
        log_top("worker", worker);
        try_call("ForceEarlyReturnLong(worker)", (*jvmti)->ForceEarlyReturnLong(jvmti, worker, 9));
        jvmtiError e = (*jvmti)->ForceEarlyReturnInt(jvmti, worker, 7);
        try_call("ForceEarlyReturnInt(worker, 7)", e);
        if (e != JVMTI_ERROR_NONE)
            (*jni)->SetStaticBooleanField(jni, k, (*jni)->GetStaticFieldID(jni, k, "spinStop", "Z"), JNI_TRUE);
    }
    ag_log("  resume worker");
    resume(worker);
}

static void on_control(JNIEnv *jni, jthread t)
{
    jint step = -1;
    ag_check(jvmti, (*jvmti)->GetLocalInt(jvmti, t, 0, 0, &step), "GetLocalInt");
    if (!sleeper)
        sleeper = thread_named(jni, "sleeper");
    if (step <= 6)
        at_breakpoint(jni, step);
    else if (step == 7)
        on_sleeper();
    else if (step <= 9)
        on_spin(jni, step);
    else if (step <= 11)
        on_locked_spin(jni, step);
    else
        on_blocker(jni);
}

static void JNICALL on_breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread t, jmethodID method, jlocation loc)
{
    if (method == control_method) {
        on_control(jni, t);
        return;
    }
    char *name = name_of(method);
    int again = strcmp(name, "target") == 0 && target_hits++ > 0;
    ag_log("worker: breakpoint in %s at %d%s", name, (int)loc, again ? ", called again" : "");
    if (!again) {
        (*env)->RawMonitorEnter(env, arrival);
        snprintf(arrived, sizeof arrived, "%s", name);
        (*env)->RawMonitorNotifyAll(env, arrival);
        (*env)->RawMonitorExit(env, arrival);
        ag_check(env, (*env)->SuspendThread(env, t), "SuspendThread(self)");
    }
    free(name);
}

/* Breakpoints at the start of the worker's methods (target: after calls++)
 * and of control. */
static void set_breakpoints(jvmtiEnv *env, jclass k)
{
    jint n = 0;
    jmethodID *ms = NULL;
    ag_check(env, (*env)->GetClassMethods(env, k, &n, &ms), "GetClassMethods");
    for (jint i = 0; i < n; i++) {
        char *name = name_of(ms[i]);
        jlocation at = -1;
        if (strcmp(name, "run") == 0 || strcmp(name, "answer") == 0 || strcmp(name, "str") == 0 ||
            strcmp(name, "nothing") == 0 || strcmp(name, "reflected") == 0 || strcmp(name, "control") == 0)
            at = 0;
        else if (strcmp(name, "target") == 0)
            at = 8;             /* after calls++ */
        if (strcmp(name, "control") == 0)
            control_method = ms[i];
        if (at >= 0)
            ag_check(env, (*env)->SetBreakpoint(env, ms[i], at), "SetBreakpoint");
        free(name);
    }
    ag_free(env, ms);
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass k)
{
    char *sig = ag_class_sig(env, k);
    if (sig && (strcmp(sig, "LPopother;") == 0 || strcmp(sig, "LPopother$Worker;") == 0))
        set_breakpoints(env, k);
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
    caps.can_suspend = 1;
    caps.can_access_local_variables = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "arrival", &arrival), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.Breakpoint = on_breakpoint;
    cb.ClassPrepare = on_class_prepare;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL), "enable");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_BREAKPOINT, NULL), "enable");
    return JNI_OK;
}
