/*
 * breakpoints - SetBreakpoint, ClearBreakpoint and the Breakpoint event.
 *
 * The capability is "solo" in HotSpot: one environment holds it, a second
 * asking for it gets NOT_AVAILABLE (logged), and a third never asks.
 * When the program class is prepared, the first environment sets
 * breakpoints on Breakpoints.checkpoint (where it acts), on the loop
 * increment of sum and on the getfield of readField (not yet run, so
 * quickened under the breakpoint). Every Breakpoint event is logged with
 * the method, location and line. At checkpoint(1) a breakpoint goes on
 * readOther's getfield, which has run before (already quickened); at
 * checkpoint(2) the one on readField is cleared, at checkpoint(3) the rest.
 * Every error code of both functions is logged, and GetBytecodes must
 * still give the class file's bytes.
 */
#include "agent_common.h"

static jvmtiEnv *env1, *env2, *env3;
static jmethodID m_sum, m_read_field, m_read_other, m_checkpoint, m_native;
static jlocation loc_iinc = -1, loc_getfield = -1, loc_getfield_other = -1;
static unsigned char *orig_codes;
static jint orig_count;
static int iinc_hits;

static const char *err_name(jvmtiError e)
{
    static char buf[64];
    char *n = NULL;
    if ((*env1)->GetErrorName(env1, e, &n) == JVMTI_ERROR_NONE && n) {
        snprintf(buf, sizeof buf, "%s", n);
        (*env1)->Deallocate(env1, (unsigned char *)n);
    } else {
        snprintf(buf, sizeof buf, "%d", (int)e);
    }
    return buf;
}

static jint line_of(jvmtiEnv *env, jmethodID m, jlocation loc)
{
    jint n = 0, line = -1;
    jvmtiLineNumberEntry *t = NULL;
    if ((*env)->GetLineNumberTable(env, m, &n, &t) != JVMTI_ERROR_NONE)
        return -1;
    for (jint i = 0; i < n; i++)
        if (t[i].start_location <= loc)
            line = t[i].line_number;
    ag_free(env, t);
    return line;
}

static char *name_of(jvmtiEnv *env, jmethodID m)
{
    char *n = NULL;
    if ((*env)->GetMethodName(env, m, &n, NULL, NULL) != JVMTI_ERROR_NONE)
        return strdup("?");
    char *c = strdup(n);
    ag_free(env, n);
    return c;
}

/* The location of the first instruction with opcode op, or -1. */
static jlocation find_opcode(jmethodID m, unsigned char op)
{
    jint n = 0;
    unsigned char *b = NULL;
    if (!ag_check(env1, (*env1)->GetBytecodes(env1, m, &n, &b), "GetBytecodes"))
        return -1;
    jlocation r = -1;
    /* Good enough for these methods: no switch or wide instructions. */
    static const unsigned char len[256] = {
        [0x10] = 2, [0x11] = 3, [0x12] = 2, [0x13] = 3, [0x14] = 3, [0x15 ... 0x19] = 2, [0x36 ... 0x3a] = 2,
        [0x84] = 3, [0x99 ... 0xa8] = 3, [0xa9] = 2, [0xb2 ... 0xb8] = 3, [0xb9 ... 0xba] = 5, [0xbb] = 3,
        [0xbc] = 2, [0xbd] = 3, [0xc0 ... 0xc1] = 3, [0xc5] = 4, [0xc6 ... 0xc7] = 3, [0xc8 ... 0xc9] = 5,
    };
    for (jint i = 0; i < n; i += len[b[i]] ? len[b[i]] : 1)
        if (b[i] == op) {
            r = i;
            break;
        }
    ag_free(env1, b);
    return r;
}

static void try_call(const char *what, jvmtiError e)
{
    ag_log("%s: %s", what, err_name(e));
}

static void JNICALL on_breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc)
{
    char *name = name_of(env, method);
    ag_log("%s: breakpoint %s@%d line %d", env == env1 ? "env1" : "env2", name, (int)loc, (int)line_of(env, method, loc));
    free(name);
    if (env != env1)
        return;
    if (method == m_sum && loc == loc_iinc && ++iinc_hits == 2) {
        /* Cleared from its own event: the instruction still runs once. */
        try_call("ClearBreakpoint(sum, iinc) inside its event", (*env1)->ClearBreakpoint(env1, m_sum, loc_iinc));
    }
    if (method != m_checkpoint)
        return;
    jint n = -1;
    (*env)->GetLocalInt(env, thread, 0, 0, &n);
    ag_log("checkpoint %d", (int)n);
    if (n == 1) {
        try_call("ClearBreakpoint(checkpoint, 0) inside its event", (*env1)->ClearBreakpoint(env1, m_checkpoint, 0));
        try_call("SetBreakpoint(checkpoint, 0) inside its event", (*env1)->SetBreakpoint(env1, m_checkpoint, 0));
        try_call("SetBreakpoint(readOther, getfield) after quickening",
                 (*env1)->SetBreakpoint(env1, m_read_other, loc_getfield_other));
    } else if (n == 2) {
        try_call("ClearBreakpoint(readField, getfield)", (*env1)->ClearBreakpoint(env1, m_read_field, loc_getfield));
        try_call("ClearBreakpoint(sum, iinc) again", (*env1)->ClearBreakpoint(env1, m_sum, loc_iinc));
    } else if (n == 3) {
        jint count = 0;
        unsigned char *b = NULL;
        if (ag_check(env1, (*env1)->GetBytecodes(env1, m_read_field, &count, &b), "GetBytecodes")) {
            ag_log("readField bytecodes unchanged: %s",
                   count == orig_count && memcmp(b, orig_codes, (size_t)count) == 0 ? "yes" : "no");
            ag_free(env1, b);
        }
        try_call("ClearBreakpoint(readOther, getfield)", (*env1)->ClearBreakpoint(env1, m_read_other, loc_getfield_other));
        try_call("ClearBreakpoint(checkpoint, 0)", (*env1)->ClearBreakpoint(env1, m_checkpoint, 0));
        try_call("ClearBreakpoint(checkpoint, 0) twice", (*env1)->ClearBreakpoint(env1, m_checkpoint, 0));
    }
}

static void set_up(JNIEnv *jni, jclass klass)
{
    jint n = 0;
    jmethodID *ms = NULL;
    if (!ag_check(env1, (*env1)->GetClassMethods(env1, klass, &n, &ms), "GetClassMethods"))
        return;
    for (jint i = 0; i < n; i++) {
        char *name = name_of(env1, ms[i]);
        if (strcmp(name, "sum") == 0) m_sum = ms[i];
        if (strcmp(name, "readField") == 0) m_read_field = ms[i];
        if (strcmp(name, "readOther") == 0) m_read_other = ms[i];
        if (strcmp(name, "checkpoint") == 0) m_checkpoint = ms[i];
        if (strcmp(name, "nativeMethod") == 0) m_native = ms[i];
        free(name);
    }
    ag_free(env1, ms);
    loc_iinc = find_opcode(m_sum, 0x84);
    loc_getfield = find_opcode(m_read_field, 0xb4);
    loc_getfield_other = find_opcode(m_read_other, 0xb4);
    ag_log("locations: sum iinc %d, readField getfield %d, readOther getfield %d", (int)loc_iinc, (int)loc_getfield,
           (int)loc_getfield_other);
    ag_check(env1, (*env1)->GetBytecodes(env1, m_read_field, &orig_count, &orig_codes), "GetBytecodes");
    jint code_len = 0;
    jlocation start = 0, end = 0;
    ag_check(env1, (*env1)->GetMethodLocation(env1, m_sum, &start, &end), "GetMethodLocation");
    code_len = (jint)(end + 1);

    try_call("SetBreakpoint(checkpoint, 0)", (*env1)->SetBreakpoint(env1, m_checkpoint, 0));
    try_call("SetBreakpoint(sum, iinc)", (*env1)->SetBreakpoint(env1, m_sum, loc_iinc));
    try_call("SetBreakpoint(readField, getfield)", (*env1)->SetBreakpoint(env1, m_read_field, loc_getfield));
    try_call("env2 SetBreakpoint(checkpoint, 0)", (*env2)->SetBreakpoint(env2, m_checkpoint, 0));
    try_call("env2 SetBreakpoint(sum, 0)", (*env2)->SetBreakpoint(env2, m_sum, 0));

    try_call("SetBreakpoint(sum, iinc) twice", (*env1)->SetBreakpoint(env1, m_sum, loc_iinc));
    try_call("SetBreakpoint(NULL, 0)", (*env1)->SetBreakpoint(env1, NULL, 0));
    try_call("SetBreakpoint(sum, -1)", (*env1)->SetBreakpoint(env1, m_sum, -1));
    try_call("SetBreakpoint(sum, code length)", (*env1)->SetBreakpoint(env1, m_sum, code_len));
    try_call("SetBreakpoint(nativeMethod, 0)", (*env1)->SetBreakpoint(env1, m_native, 0));
    try_call("ClearBreakpoint(sum, 1)", (*env1)->ClearBreakpoint(env1, m_sum, 1));
    try_call("ClearBreakpoint(sum, -1)", (*env1)->ClearBreakpoint(env1, m_sum, -1));
    try_call("ClearBreakpoint(NULL, 0)", (*env1)->ClearBreakpoint(env1, NULL, 0));
    try_call("ClearBreakpoint(nativeMethod, 0)", (*env1)->ClearBreakpoint(env1, m_native, 0));
    try_call("env2 ClearBreakpoint(sum, iinc)", (*env2)->ClearBreakpoint(env2, m_sum, loc_iinc));
    try_call("env3 SetBreakpoint(sum, 0)", (*env3)->SetBreakpoint(env3, m_sum, 0));
    try_call("env3 ClearBreakpoint(sum, 0)", (*env3)->ClearBreakpoint(env3, m_sum, 0));
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (sig && strcmp(sig, "LBreakpoints;") == 0)
        set_up(jni, klass);
    free(sig);
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    ag_log("VMDeath");
}

static jvmtiEnv *new_env(JavaVM *vm, int breakpoints)
{
    jvmtiEnv *e = NULL;
    if ((*vm)->GetEnv(vm, (void **)&e, JVMTI_VERSION_1_2) != JNI_OK)
        return NULL;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_breakpoint_events = breakpoints != 0;
    caps.can_get_bytecodes = 1;
    caps.can_get_line_numbers = 1;
    caps.can_access_local_variables = 1;
    jvmtiError err = (*e)->AddCapabilities(e, &caps);
    if (breakpoints == 2)
        ag_log("second environment: AddCapabilities(can_generate_breakpoint_events): %d", (int)err);
    else
        ag_check(e, err, "AddCapabilities");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.Breakpoint = on_breakpoint;
    cb.ClassPrepare = on_class_prepare;
    cb.VMDeath = on_vm_death;
    (*e)->SetEventCallbacks(e, &cb, sizeof cb);
    return e;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    env1 = new_env(vm, 1);
    env2 = new_env(vm, 2);
    env3 = new_env(vm, 0);
    if (!env1 || !env2 || !env3)
        return JNI_ERR;
    ag_check(env1, (*env1)->SetEventNotificationMode(env1, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL), "enable ClassPrepare");
    ag_check(env1, (*env1)->SetEventNotificationMode(env1, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL), "enable VMDeath");
    ag_check(env1, (*env1)->SetEventNotificationMode(env1, JVMTI_ENABLE, JVMTI_EVENT_BREAKPOINT, NULL), "enable Breakpoint");
    ag_log("env2 enable Breakpoint: %d", (int)(*env2)->SetEventNotificationMode(env2, JVMTI_ENABLE, JVMTI_EVENT_BREAKPOINT, NULL));
    return JNI_OK;
}
