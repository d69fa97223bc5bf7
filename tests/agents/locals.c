/*
 * locals - GetLocal*, SetLocal* and GetLocalInstance on a frame whose
 * class has a LocalVariableTable (programs/Locals.java, compiled -g).
 *
 * At a breakpoint on Locals.probe, values() is at depth 1 and main at
 * depth 2. Every local of values is read with its own type, then with
 * each wrong one, and at slots that are out of the frame, out of scope or
 * the second half of a long; then locals of every type are written (the
 * program prints them afterwards), objects checked against the declared
 * type.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jmethodID m_probe;

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

static void describe(JNIEnv *jni, const char *what, jvmtiError e, jobject o)
{
    if (e != JVMTI_ERROR_NONE || !o) {
        ag_log("%s: %s%s", what, err_name(e), e == JVMTI_ERROR_NONE ? " null" : "");
        return;
    }
    jclass k = (*jni)->GetObjectClass(jni, o);
    char *sig = ag_class_sig(jvmti, k);
    jclass sk = (*jni)->FindClass(jni, "java/lang/String");
    if ((*jni)->IsInstanceOf(jni, o, sk)) {
        const char *u = (*jni)->GetStringUTFChars(jni, o, NULL);
        ag_log("%s: %s \"%s\"", what, sig ? sig : "?", u ? u : "?");
        if (u)
            (*jni)->ReleaseStringUTFChars(jni, o, u);
    } else {
        ag_log("%s: %s", what, sig ? sig : "?");
    }
    free(sig);
}

static void reads(JNIEnv *jni, jthread t)
{
    jint i;
    jlong l;
    jfloat f;
    jdouble d;
    jobject o;
    jvmtiError e;
#define RD(call, fmt, v) do { e = call; if (e == JVMTI_ERROR_NONE) ag_log("%s: " fmt, #call, v); else try_call(#call, e); } while (0)
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 1, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalLong(jvmti, t, 1, 2, &l), "%lld", (long long)l);
    RD((*jvmti)->GetLocalFloat(jvmti, t, 1, 4, &f), "%g", (double)f);
    RD((*jvmti)->GetLocalDouble(jvmti, t, 1, 5, &d), "%g", d);
    e = (*jvmti)->GetLocalObject(jvmti, t, 1, 7, &o); describe(jni, "GetLocalObject(1, 7)", e, o);
    e = (*jvmti)->GetLocalObject(jvmti, t, 1, 8, &o); describe(jni, "GetLocalObject(1, 8)", e, o);
    e = (*jvmti)->GetLocalObject(jvmti, t, 1, 9, &o); describe(jni, "GetLocalObject(1, 9)", e, o);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 10, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 11, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 12, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 13, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalLong(jvmti, t, 1, 14, &l), "%lld", (long long)l);
    e = (*jvmti)->GetLocalObject(jvmti, t, 1, 0, &o); describe(jni, "GetLocalObject(1, 0)", e, o);
    e = (*jvmti)->GetLocalInstance(jvmti, t, 1, &o); describe(jni, "GetLocalInstance(1)", e, o);
    e = (*jvmti)->GetLocalObject(jvmti, t, 2, 0, &o); describe(jni, "GetLocalObject(2, 0)", e, o);
    e = (*jvmti)->GetLocalObject(jvmti, t, 2, 1, &o); describe(jni, "GetLocalObject(2, 1)", e, o);
    /* Wrong types, wrong slots. */
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 2, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalLong(jvmti, t, 1, 1, &l), "%lld", (long long)l);
    RD((*jvmti)->GetLocalFloat(jvmti, t, 1, 1, &f), "%g", (double)f);
    RD((*jvmti)->GetLocalDouble(jvmti, t, 1, 2, &d), "%g", d);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 4, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalFloat(jvmti, t, 1, 5, &f), "%g", (double)f);
    RD((*jvmti)->GetLocalLong(jvmti, t, 1, 5, &l), "%lld", (long long)l);
    e = (*jvmti)->GetLocalObject(jvmti, t, 1, 1, &o); describe(jni, "GetLocalObject(1, 1)", e, o);
    e = (*jvmti)->GetLocalObject(jvmti, t, 1, 2, &o); describe(jni, "GetLocalObject(1, 2)", e, o);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 7, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalLong(jvmti, t, 1, 8, &l), "%lld", (long long)l);
    RD((*jvmti)->GetLocalLong(jvmti, t, 1, 3, &l), "%lld", (long long)l);
    RD((*jvmti)->GetLocalLong(jvmti, t, 1, 13, &l), "%lld", (long long)l);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 15, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 16, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalDouble(jvmti, t, 1, 16, &d), "%g", d);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 17, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, 18, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalInt(jvmti, t, 1, -1, &i), "%d", (int)i);
    RD((*jvmti)->GetLocalInt(jvmti, t, 0, 0, &i), "%d", (int)i);
    e = (*jvmti)->GetLocalInstance(jvmti, t, 0, &o); describe(jni, "GetLocalInstance(0)", e, o);
    e = (*jvmti)->GetLocalInstance(jvmti, t, 2, &o); describe(jni, "GetLocalInstance(2)", e, o);
    e = (*jvmti)->GetLocalInstance(jvmti, t, 1000, &o); describe(jni, "GetLocalInstance(1000)", e, o);
    e = (*jvmti)->GetLocalInstance(jvmti, t, -1, &o); describe(jni, "GetLocalInstance(-1)", e, o);
    try_call("GetLocalInstance(1, NULL)", (*jvmti)->GetLocalInstance(jvmti, t, 1, NULL));
#undef RD
}

static void writes(JNIEnv *jni, jthread t)
{
    jclass ik = (*jni)->FindClass(jni, "java/lang/Integer");
    jmethodID valueOf = (*jni)->GetStaticMethodID(jni, ik, "valueOf", "(I)Ljava/lang/Integer;");
    jobject boxed = (*jni)->CallStaticObjectMethod(jni, ik, valueOf, 5);
    jobject str = (*jni)->NewStringUTF(jni, "set!");
    jintArray arr = (*jni)->NewIntArray(jni, 5);
    try_call("SetLocalInt(1, 1, 100)", (*jvmti)->SetLocalInt(jvmti, t, 1, 1, 100));
    try_call("SetLocalLong(1, 2, -5)", (*jvmti)->SetLocalLong(jvmti, t, 1, 2, -5));
    try_call("SetLocalFloat(1, 4, 1.5)", (*jvmti)->SetLocalFloat(jvmti, t, 1, 4, 1.5f));
    try_call("SetLocalDouble(1, 5, 8.5)", (*jvmti)->SetLocalDouble(jvmti, t, 1, 5, 8.5));
    try_call("SetLocalObject(1, 7, Integer)", (*jvmti)->SetLocalObject(jvmti, t, 1, 7, boxed));
    try_call("SetLocalObject(1, 8, Integer)", (*jvmti)->SetLocalObject(jvmti, t, 1, 8, boxed));
    try_call("SetLocalObject(1, 8, String)", (*jvmti)->SetLocalObject(jvmti, t, 1, 8, str));
    try_call("SetLocalObject(1, 9, String)", (*jvmti)->SetLocalObject(jvmti, t, 1, 9, str));
    try_call("SetLocalObject(1, 9, int[5])", (*jvmti)->SetLocalObject(jvmti, t, 1, 9, arr));
    try_call("SetLocalInt(1, 10, 0)", (*jvmti)->SetLocalInt(jvmti, t, 1, 10, 0));
    try_call("SetLocalInt(1, 11, -3)", (*jvmti)->SetLocalInt(jvmti, t, 1, 11, -3));
    try_call("SetLocalInt(1, 12, 'z')", (*jvmti)->SetLocalInt(jvmti, t, 1, 12, 'z'));
    try_call("SetLocalInt(1, 13, 1234)", (*jvmti)->SetLocalInt(jvmti, t, 1, 13, 1234));
    try_call("SetLocalLong(1, 14, 77)", (*jvmti)->SetLocalLong(jvmti, t, 1, 14, 77));
    try_call("SetLocalInt(1, 2, 1)", (*jvmti)->SetLocalInt(jvmti, t, 1, 2, 1));
    try_call("SetLocalLong(1, 1, 1)", (*jvmti)->SetLocalLong(jvmti, t, 1, 1, 1));
    try_call("SetLocalFloat(1, 5, 1)", (*jvmti)->SetLocalFloat(jvmti, t, 1, 5, 1));
    try_call("SetLocalDouble(1, 4, 1)", (*jvmti)->SetLocalDouble(jvmti, t, 1, 4, 1));
    try_call("SetLocalObject(1, 1, String)", (*jvmti)->SetLocalObject(jvmti, t, 1, 1, str));
    try_call("SetLocalInt(1, 7, 1)", (*jvmti)->SetLocalInt(jvmti, t, 1, 7, 1));
    try_call("SetLocalInt(1, 16, 1)", (*jvmti)->SetLocalInt(jvmti, t, 1, 16, 1));
    try_call("SetLocalInt(1, 99, 1)", (*jvmti)->SetLocalInt(jvmti, t, 1, 99, 1));
    try_call("SetLocalInt(-1, 1, 1)", (*jvmti)->SetLocalInt(jvmti, t, -1, 1, 1));
    try_call("SetLocalInt(1000, 1, 1)", (*jvmti)->SetLocalInt(jvmti, t, 1000, 1, 1));
    /* main's args, a String[], at depth 2. */
    jclass objk = (*jni)->FindClass(jni, "java/lang/Object");
    jclass strk = (*jni)->FindClass(jni, "java/lang/String");
    jobjectArray objs = (*jni)->NewObjectArray(jni, 1, objk, NULL);
    jobjectArray strs = (*jni)->NewObjectArray(jni, 2, strk, NULL);
    jclass sak = (*jni)->GetObjectClass(jni, strs);
    jobjectArray strs2 = (*jni)->NewObjectArray(jni, 1, sak, NULL);
    try_call("SetLocalObject(2, 0, Object[1])", (*jvmti)->SetLocalObject(jvmti, t, 2, 0, objs));
    try_call("SetLocalObject(2, 0, String[1][])", (*jvmti)->SetLocalObject(jvmti, t, 2, 0, strs2));
    try_call("SetLocalObject(2, 0, int[5])", (*jvmti)->SetLocalObject(jvmti, t, 2, 0, arr));
    try_call("SetLocalObject(2, 0, String[2])", (*jvmti)->SetLocalObject(jvmti, t, 2, 0, strs));
    try_call("SetLocalObject(1, 7, String[2])", (*jvmti)->SetLocalObject(jvmti, t, 1, 7, strs));
    try_call("SetLocalObject(1, 7, NULL)", (*jvmti)->SetLocalObject(jvmti, t, 1, 7, NULL));
}

static void JNICALL on_breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc)
{
    if (method != m_probe)
        return;
    ag_log("breakpoint probe");
    reads(jni, thread);
    writes(jni, thread);
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (sig && strcmp(sig, "LLocals;") == 0) {
        m_probe = (*jni)->GetStaticMethodID(jni, klass, "probe", "()V");
        ag_check(env, (*env)->SetBreakpoint(env, m_probe, 0), "SetBreakpoint(probe)");
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
    caps.can_access_local_variables = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.Breakpoint = on_breakpoint;
    cb.ClassPrepare = on_class_prepare;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL), "enable");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_BREAKPOINT, NULL), "enable");
    return JNI_OK;
}
