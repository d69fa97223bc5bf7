/*
 * bplate - breakpoints and single steps in code that has already run:
 * Bplate's methods run twice, then a breakpoint in Bplate.arm() puts a
 * breakpoint on every instruction of them; Bplate.step() and unstep()
 * turn single stepping on and off around one more round. Hits and steps
 * are counted per location and printed sorted at VMDeath. An interpreter
 * that rewrites instruction pairs into one (superinstructions) must still
 * stop at the second instruction of each pair.
 */
#include "agent_common.h"

static jrawMonitorID lock;
static AgLines lines;
static jmethodID m_arm, m_step, m_unstep;
static jclass bplate;

typedef struct Count {
    jmethodID method;
    jlocation loc;
    long hits, steps;
} Count;

static Count counts[1024];
static size_t ncounts;

static const char *const targets[] = { "sumInts", "dot", "sumLongs", "probe" };

static Count *count_at(jmethodID m, jlocation loc)
{
    for (size_t i = 0; i < ncounts; i++)
        if (counts[i].method == m && counts[i].loc == loc)
            return &counts[i];
    return NULL;
}

static void break_everywhere(jvmtiEnv *env, jmethodID m)
{
    jint n = 0;
    unsigned char *b = NULL;
    if (!ag_check(env, (*env)->GetBytecodes(env, m, &n, &b), "GetBytecodes"))
        return;
    for (jint i = 0; i < n && ncounts < sizeof counts / sizeof counts[0]; i += ag_insn_len(b, n, i))
        if (ag_check(env, (*env)->SetBreakpoint(env, m, i), "SetBreakpoint"))
            counts[ncounts++] = (Count){ m, i, 0, 0 };
    ag_free(env, b);
}

static void JNICALL on_breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc)
{
    if (method == m_arm) {
        for (size_t k = 0; k < sizeof targets / sizeof targets[0]; k++) {
            jmethodID m = NULL;
            jint nm = 0;
            jmethodID *ms = NULL;
            ag_check(env, (*env)->GetClassMethods(env, bplate, &nm, &ms), "GetClassMethods");
            for (jint i = 0; i < nm; i++) {
                char *name = NULL;
                (*env)->GetMethodName(env, ms[i], &name, NULL, NULL);
                if (name && strcmp(name, targets[k]) == 0)
                    m = ms[i];
                ag_free(env, name);
            }
            ag_free(env, ms);
            if (m)
                break_everywhere(env, m);
        }
        return;
    }
    if (method == m_step || method == m_unstep) {
        ag_check(env, (*env)->SetEventNotificationMode(env, method == m_step ? JVMTI_ENABLE : JVMTI_DISABLE,
                                                       JVMTI_EVENT_SINGLE_STEP, thread),
                 "SingleStep");
        return;
    }
    AG_LOCKED(env, lock, {
        Count *c = count_at(method, loc);
        if (c)
            c->hits++;
    });
}

static void JNICALL on_single_step(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc)
{
    AG_LOCKED(env, lock, {
        Count *c = count_at(method, loc);
        if (c)
            c->steps++;
    });
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (sig && strcmp(sig, "LBplate;") == 0) {
        bplate = (*jni)->NewGlobalRef(jni, klass);
        m_arm = (*jni)->GetStaticMethodID(jni, klass, "arm", "()V");
        m_step = (*jni)->GetStaticMethodID(jni, klass, "step", "()V");
        m_unstep = (*jni)->GetStaticMethodID(jni, klass, "unstep", "()V");
        ag_check(env, (*env)->SetBreakpoint(env, m_arm, 0), "SetBreakpoint arm");
        ag_check(env, (*env)->SetBreakpoint(env, m_step, 0), "SetBreakpoint step");
        ag_check(env, (*env)->SetBreakpoint(env, m_unstep, 0), "SetBreakpoint unstep");
    }
    free(sig);
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    for (size_t i = 0; i < ncounts; i++) {
        char *name = NULL;
        (*env)->GetMethodName(env, counts[i].method, &name, NULL, NULL);
        ag_lines_add(&lines, "%s @%04d hit %ld stepped %ld", name ? name : "?", (int)counts[i].loc, counts[i].hits,
                     counts[i].steps);
        ag_free(env, name);
    }
    ag_lines_flush(&lines, 1);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    jvmtiEnv *jvmti;
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_breakpoint_events = 1;
    caps.can_generate_single_step_events = 1;
    caps.can_get_bytecodes = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "counts", &lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.Breakpoint = on_breakpoint;
    cb.SingleStep = on_single_step;
    cb.ClassPrepare = on_class_prepare;
    cb.VMDeath = on_vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    jvmtiEvent evs[] = { JVMTI_EVENT_CLASS_PREPARE, JVMTI_EVENT_BREAKPOINT, JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL), "enable");
    return JNI_OK;
}
