/*
 * debugger - an agent that acts as a debugger would, for the debugging
 * overhead benchmark (bench/debug-overhead.sh). Options (one mode):
 *
 *   idle                  add every potential capability, enable Breakpoint,
 *                         and set one breakpoint in a method that never runs
 *                         (java.lang.Thread.dumpStack) at VMInit; then nothing
 *   step=CLASS.METHOD     as idle, and single-step every call of METHOD:
 *                         a breakpoint at its first instruction turns
 *                         SingleStep on for the thread and asks for the
 *                         frame's FramePop, which turns it off again
 *   bp=CLASS.METHOD:LINE  as idle, and a breakpoint at the first location of
 *                         LINE in METHOD, every hit counted
 *
 * CLASS is a binary name with slashes (DebugLoop, java/util/ArrayList); the
 * breakpoint is set when its ClassPrepare arrives. At VMDeath the agent
 * prints "debugger: N single steps, N breakpoint hits" to stderr, so a run
 * shows that the events it was measured with were delivered.
 *
 * Built against the JDK's jvmti.h, so the same library runs on every VM.
 */
#include <jvmti.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MODE_IDLE, MODE_STEP, MODE_BP };

static jvmtiEnv *jvmti;
static int mode = MODE_IDLE;
static char target_class[256];     /* signature form: Lname; */
static char target_method[128];
static int target_line;
static jmethodID target;           /* the stepped method, or the bp's method */
static jlocation target_location;
static long steps, hits;

static void fail(const char *what, jvmtiError err)
{
    fprintf(stderr, "debugger: %s failed (error %d)\n", what, (int)err);
    exit(1);
}

static void check(jvmtiError err, const char *what)
{
    if (err != JVMTI_ERROR_NONE)
        fail(what, err);
}

/* CLASS.METHOD[:LINE] into target_class, target_method, target_line. */
static int parse_target(const char *s, int want_line)
{
    const char *dot = strrchr(s, '.');
    const char *colon = strchr(s, ':');
    if (!dot || dot == s || (size_t)(dot - s) + 3 > sizeof target_class)
        return 0;
    snprintf(target_class, sizeof target_class, "L%.*s;", (int)(dot - s), s);
    size_t mlen = want_line ? (colon ? (size_t)(colon - dot - 1) : 0) : strlen(dot + 1);
    if (mlen == 0 || mlen >= sizeof target_method)
        return 0;
    memcpy(target_method, dot + 1, mlen);
    target_method[mlen] = '\0';
    if (want_line) {
        target_line = atoi(colon + 1);
        if (target_line <= 0)
            return 0;
    }
    return 1;
}

static jlocation first_location_of_line(jmethodID m, int line)
{
    jint n;
    jvmtiLineNumberEntry *t;
    check((*jvmti)->GetLineNumberTable(jvmti, m, &n, &t), "GetLineNumberTable");
    jlocation best = -1;
    for (jint i = 0; i < n; i++)
        if (t[i].line_number == line && (best < 0 || t[i].start_location < best))
            best = t[i].start_location;
    (*jvmti)->Deallocate(jvmti, (unsigned char *)t);
    if (best < 0) {
        fprintf(stderr, "debugger: no line %d in %s\n", line, target_method);
        exit(1);
    }
    return best;
}

static jmethodID find_method(jclass klass, const char *name)
{
    jint n;
    jmethodID *ms;
    jmethodID found = NULL;
    check((*jvmti)->GetClassMethods(jvmti, klass, &n, &ms), "GetClassMethods");
    for (jint i = 0; i < n && !found; i++) {
        char *mname;
        if ((*jvmti)->GetMethodName(jvmti, ms[i], &mname, NULL, NULL) != JVMTI_ERROR_NONE)
            continue;
        if (strcmp(mname, name) == 0)
            found = ms[i];
        (*jvmti)->Deallocate(jvmti, (unsigned char *)mname);
    }
    (*jvmti)->Deallocate(jvmti, (unsigned char *)ms);
    return found;
}

static void JNICALL on_vm_init(jvmtiEnv *env, JNIEnv *jni, jthread thread)
{
    (void)thread;
    /* The breakpoint that is never hit. */
    jclass c = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID never = c ? (*jni)->GetStaticMethodID(jni, c, "dumpStack", "()V") : NULL;
    if (!never) {
        fprintf(stderr, "debugger: no java.lang.Thread.dumpStack()\n");
        exit(1);
    }
    check((*env)->SetBreakpoint(env, never, 0), "SetBreakpoint (never hit)");
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    (void)jni;
    (void)thread;
    char *sig;
    if (target || (*env)->GetClassSignature(env, klass, &sig, NULL) != JVMTI_ERROR_NONE)
        return;
    int match = strcmp(sig, target_class) == 0;
    (*env)->Deallocate(env, (unsigned char *)sig);
    if (!match)
        return;
    target = find_method(klass, target_method);
    if (!target) {
        fprintf(stderr, "debugger: no method %s in %s\n", target_method, target_class);
        exit(1);
    }
    target_location = mode == MODE_BP ? first_location_of_line(target, target_line) : 0;
    check((*env)->SetBreakpoint(env, target, target_location), "SetBreakpoint");
}

static void JNICALL on_breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method,
                                  jlocation location)
{
    (void)jni;
    if (method != target || location != target_location)
        return;
    hits++;
    if (mode == MODE_STEP) {
        check((*env)->NotifyFramePop(env, thread, 0), "NotifyFramePop");
        check((*env)->SetEventNotificationMode(env, JVMTI_ENABLE, JVMTI_EVENT_SINGLE_STEP, thread),
              "enable SingleStep");
    }
}

static void JNICALL on_single_step(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method,
                                   jlocation location)
{
    (void)env;
    (void)jni;
    (void)thread;
    (void)method;
    (void)location;
    steps++;
}

static void JNICALL on_frame_pop(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method,
                                 jboolean by_exception)
{
    (void)jni;
    (void)method;
    (void)by_exception;
    check((*env)->SetEventNotificationMode(env, JVMTI_DISABLE, JVMTI_EVENT_SINGLE_STEP, thread),
          "disable SingleStep");
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    (void)env;
    (void)jni;
    fprintf(stderr, "debugger: %ld single steps, %ld breakpoint hits\n", steps, hits);
}

static void enable(jvmtiEvent ev)
{
    check((*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, ev, NULL), "SetEventNotificationMode");
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)reserved;
    const char *o = options ? options : "idle";
    if (strcmp(o, "idle") == 0)
        mode = MODE_IDLE;
    else if (strncmp(o, "step=", 5) == 0 && parse_target(o + 5, 0))
        mode = MODE_STEP;
    else if (strncmp(o, "bp=", 3) == 0 && parse_target(o + 3, 1))
        mode = MODE_BP;
    else {
        fprintf(stderr, "debugger: options: idle | step=CLASS.METHOD | bp=CLASS.METHOD:LINE\n");
        return JNI_ERR;
    }
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK)
        return JNI_ERR;

    jvmtiCapabilities caps;
    check((*jvmti)->GetPotentialCapabilities(jvmti, &caps), "GetPotentialCapabilities");
    check((*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");

    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.ClassPrepare = on_class_prepare;
    cb.Breakpoint = on_breakpoint;
    cb.SingleStep = on_single_step;
    cb.FramePop = on_frame_pop;
    check((*jvmti)->SetEventCallbacks(jvmti, &cb, (jint)sizeof cb), "SetEventCallbacks");
    enable(JVMTI_EVENT_VM_INIT);
    enable(JVMTI_EVENT_VM_DEATH);
    enable(JVMTI_EVENT_BREAKPOINT);
    if (mode != MODE_IDLE)
        enable(JVMTI_EVENT_CLASS_PREPARE);
    if (mode == MODE_STEP)
        enable(JVMTI_EVENT_FRAME_POP);
    return JNI_OK;
}
