/*
 * bpall - a breakpoint on every instruction of every method of the Bpall
 * classes, set when each class is prepared (so every instruction is first
 * run, and quickened, under its breakpoint), counted per location and
 * printed sorted at VMDeath. GetBytecodes must still give the class file's
 * bytes afterwards.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static AgLines lines;

typedef struct Hit {
    jmethodID method;
    jlocation loc;
    long count;
} Hit;

static Hit *hits;
static size_t nhits, caphits;

static void JNICALL on_breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc)
{
    (*env)->RawMonitorEnter(env, lock);
    size_t i;
    for (i = 0; i < nhits; i++)
        if (hits[i].method == method && hits[i].loc == loc)
            break;
    if (i < nhits)
        hits[i].count++;
    (*env)->RawMonitorExit(env, lock);
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (!sig || strncmp(sig, "LBpall", 6) != 0) {
        free(sig);
        return;
    }
    jint nm = 0;
    jmethodID *ms = NULL;
    ag_check(env, (*env)->GetClassMethods(env, klass, &nm, &ms), "GetClassMethods");
    for (jint k = 0; k < nm; k++) {
        jint n = 0;
        unsigned char *b = NULL;
        if ((*env)->GetBytecodes(env, ms[k], &n, &b) != JVMTI_ERROR_NONE || n == 0)
            continue;
        for (jint i = 0; i < n; i += ag_insn_len(b, n, i)) {
            if (!ag_check(env, (*env)->SetBreakpoint(env, ms[k], i), "SetBreakpoint"))
                continue;
            if (nhits == caphits) {
                caphits = caphits ? caphits * 2 : 256;
                hits = realloc(hits, caphits * sizeof *hits);
            }
            hits[nhits++] = (Hit){ ms[k], i, 0 };
        }
        unsigned char *again = NULL;
        jint n2 = 0;
        (*env)->GetBytecodes(env, ms[k], &n2, &again);
        if (n2 != n || memcmp(again, b, (size_t)n) != 0)
            ag_log("ERROR GetBytecodes changed after SetBreakpoint");
        ag_free(env, again);
        ag_free(env, b);
    }
    ag_free(env, ms);
    free(sig);
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    for (size_t i = 0; i < nhits; i++) {
        char *name = NULL, *msig = NULL;
        jclass k = NULL;
        (*env)->GetMethodName(env, hits[i].method, &name, &msig, NULL);
        (*env)->GetMethodDeclaringClass(env, hits[i].method, &k);
        char *ks = k ? ag_class_sig(env, k) : NULL;
        ag_lines_add(&lines, "%s.%s%s @%04d hit %ld", ks ? ks : "?", name ? name : "?", msig ? msig : "",
                     (int)hits[i].loc, hits[i].count);
        free(ks);
        ag_free(env, name);
        ag_free(env, msig);
    }
    ag_lines_flush(&lines, 1);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_breakpoint_events = 1;
    caps.can_get_bytecodes = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "hits", &lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.Breakpoint = on_breakpoint;
    cb.ClassPrepare = on_class_prepare;
    cb.VMDeath = on_vm_death;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    jvmtiEvent evs[] = { JVMTI_EVENT_CLASS_PREPARE, JVMTI_EVENT_BREAKPOINT, JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL), "enable");
    return JNI_OK;
}
