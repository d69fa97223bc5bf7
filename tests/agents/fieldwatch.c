/*
 * fieldwatch - Set/ClearFieldAccessWatch, Set/ClearFieldModificationWatch
 * and the FieldAccess and FieldModification events.
 *
 * At Fieldwatch.checkpoint(1) (a breakpoint) every field of Fieldwatch
 * gets both watches; the instructions that use them ran before, so they
 * are quickened. Each event is logged with the field, the method and
 * location, whether an object was given, and for a modification the
 * signature type and the new value. At checkpoint(2) the access watches
 * of the instance fields and the modification watches of the statics are
 * cleared, and every error code is logged (the capabilities are "solo" in
 * HotSpot: a second environment cannot have them). Fieldwatch.jniTouch,
 * defined here, uses fields through JNI, which HotSpot reports too.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti, *other;
static jmethodID m_checkpoint;
static jclass klass;
static jint nfields;
static jfieldID *fields;

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

static void field_name(jclass k, jfieldID f, char *buf, size_t size)
{
    char *n = NULL;
    if ((*jvmti)->GetFieldName(jvmti, k, f, &n, NULL, NULL) == JVMTI_ERROR_NONE && n) {
        snprintf(buf, size, "%s", n);
        ag_free(jvmti, n);
    } else {
        snprintf(buf, size, "?");
    }
}

static void method_name(jmethodID m, char *buf, size_t size)
{
    char *n = NULL;
    if ((*jvmti)->GetMethodName(jvmti, m, &n, NULL, NULL) == JVMTI_ERROR_NONE && n) {
        snprintf(buf, size, "%s", n);
        ag_free(jvmti, n);
    } else {
        snprintf(buf, size, "?");
    }
}

static void JNICALL on_access(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc,
                              jclass field_klass, jobject object, jfieldID field)
{
    char fn[64], mn[64];
    field_name(field_klass, field, fn, sizeof fn);
    method_name(method, mn, sizeof mn);
    char *ks = ag_class_sig(env, field_klass);
    ag_log("access %s.%s in %s@%d%s", ks ? ks : "?", fn, mn, (int)loc, object ? " (object)" : "");
    free(ks);
}

static void JNICALL on_modify(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc,
                              jclass field_klass, jobject object, jfieldID field, char sig, jvalue v)
{
    char fn[64], mn[64], val[128];
    field_name(field_klass, field, fn, sizeof fn);
    method_name(method, mn, sizeof mn);
    switch (sig) {
    case 'Z': snprintf(val, sizeof val, "%d", v.z); break;
    case 'B': snprintf(val, sizeof val, "%d", v.b); break;
    case 'C': snprintf(val, sizeof val, "'%c'", (char)v.c); break;
    case 'S': snprintf(val, sizeof val, "%d", v.s); break;
    case 'I': snprintf(val, sizeof val, "%d", (int)v.i); break;
    case 'J': snprintf(val, sizeof val, "%lld", (long long)v.j); break;
    case 'F': snprintf(val, sizeof val, "%g", (double)v.f); break;
    case 'D': snprintf(val, sizeof val, "%g", v.d); break;
    default:
        if (!v.l) {
            snprintf(val, sizeof val, "null");
        } else {
            jclass k = (*jni)->GetObjectClass(jni, v.l);
            char *s = ag_class_sig(env, k);
            snprintf(val, sizeof val, "a %s", s ? s : "?");
            free(s);
        }
    }
    ag_log("modify %s in %s@%d%s: '%c' %s", fn, mn, (int)loc, object ? " (object)" : "", sig, val);
}

JNIEXPORT jlong JNICALL Java_Fieldwatch_jniTouch(JNIEnv *jni, jclass k, jobject w)
{
    jfieldID i = (*jni)->GetFieldID(jni, k, "i", "I");
    jfieldID j = (*jni)->GetFieldID(jni, k, "j", "J");
    jfieldID z = (*jni)->GetFieldID(jni, k, "z", "Z");
    jfieldID o = (*jni)->GetFieldID(jni, k, "o", "Ljava/lang/Object;");
    jfieldID si = (*jni)->GetStaticFieldID(jni, k, "si", "I");
    jfieldID ss = (*jni)->GetStaticFieldID(jni, k, "ss", "Ljava/lang/String;");
    jlong r = (*jni)->GetIntField(jni, w, i);
    (*jni)->SetLongField(jni, w, j, r + 1000);
    (*jni)->SetBooleanField(jni, w, z, JNI_TRUE);
    jobject v = (*jni)->GetObjectField(jni, w, o);
    (*jni)->SetObjectField(jni, w, o, v);
    r += (*jni)->GetStaticIntField(jni, k, si);
    (*jni)->SetStaticIntField(jni, k, si, 11);
    (*jni)->SetStaticObjectField(jni, k, ss, (*jni)->NewStringUTF(jni, "jni"));
    jobject s = (*jni)->GetStaticObjectField(jni, k, ss);
    return r + (s ? 1 : 0);
}

enum { SET_ACCESS, CLEAR_ACCESS, SET_MODIFY, CLEAR_MODIFY };
static const char *const op_names[] = { "SetFieldAccessWatch", "ClearFieldAccessWatch", "SetFieldModificationWatch",
                                        "ClearFieldModificationWatch" };

static jvmtiError watch(jvmtiEnv *env, int op, jclass k, jfieldID f)
{
    switch (op) {
    case SET_ACCESS: return (*env)->SetFieldAccessWatch(env, k, f);
    case CLEAR_ACCESS: return (*env)->ClearFieldAccessWatch(env, k, f);
    case SET_MODIFY: return (*env)->SetFieldModificationWatch(env, k, f);
    default: return (*env)->ClearFieldModificationWatch(env, k, f);
    }
}

/* op on every field (statics: 1 only static ones, 0 only instance ones,
 * -1 all), logging only failures. */
static void each_field(int op, int statics)
{
    for (jint i = 0; i < nfields; i++) {
        jint mods = 0;
        (*jvmti)->GetFieldModifiers(jvmti, klass, fields[i], &mods);
        if (statics >= 0 && !!(mods & 0x0008) != statics)
            continue;
        jvmtiError e = watch(jvmti, op, klass, fields[i]);
        if (e != JVMTI_ERROR_NONE) {
            char fn[64];
            field_name(klass, fields[i], fn, sizeof fn);
            ag_log("%s(%s): %s", op_names[op], fn, err_name(e));
        }
    }
}

static void errors(void)
{
    jfieldID f0 = fields[0];
    for (int op = SET_ACCESS; op <= CLEAR_MODIFY; op++) {
        char what[128];
        snprintf(what, sizeof what, "%s(Fieldwatch.i) again", op_names[op]);
        try_call(what, watch(jvmti, op, klass, f0));
        snprintf(what, sizeof what, "%s(NULL field)", op_names[op]);
        try_call(what, watch(jvmti, op, klass, NULL));
        snprintf(what, sizeof what, "%s(NULL class)", op_names[op]);
        try_call(what, watch(jvmti, op, NULL, f0));
        snprintf(what, sizeof what, "%s by an environment without the capability", op_names[op]);
        try_call(what, watch(other, op, klass, f0));
    }
}

static void JNICALL on_breakpoint(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method, jlocation loc)
{
    if (method != m_checkpoint)
        return;
    jint n = 0;
    (*env)->GetLocalInt(env, thread, 0, 0, &n);
    ag_log("checkpoint %d", (int)n);
    if (n == 1) {
        each_field(SET_ACCESS, -1);
        each_field(SET_MODIFY, -1);
        errors();
    } else {
        each_field(CLEAR_ACCESS, 0);
        each_field(CLEAR_MODIFY, 1);
        errors();
    }
}

static void JNICALL on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass k)
{
    char *sig = ag_class_sig(env, k);
    if (sig && strcmp(sig, "LFieldwatch;") == 0) {
        klass = (*jni)->NewGlobalRef(jni, k);
        ag_check(env, (*env)->GetClassFields(env, k, &nfields, &fields), "GetClassFields");
        m_checkpoint = (*jni)->GetStaticMethodID(jni, k, "checkpoint", "(I)V");
        ag_check(env, (*env)->SetBreakpoint(env, m_checkpoint, 0), "SetBreakpoint(checkpoint)");
    }
    free(sig);
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK ||
        (*vm)->GetEnv(vm, (void **)&other, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_generate_breakpoint_events = 1;
    caps.can_access_local_variables = 1;
    caps.can_generate_field_access_events = 1;
    caps.can_generate_field_modification_events = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    memset(&caps, 0, sizeof caps);
    caps.can_generate_field_access_events = 1;
    ag_log("second environment: AddCapabilities(can_generate_field_access_events): %s",
           err_name((*other)->AddCapabilities(other, &caps)));
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.Breakpoint = on_breakpoint;
    cb.ClassPrepare = on_class_prepare;
    cb.FieldAccess = on_access;
    cb.FieldModification = on_modify;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    jvmtiEvent evs[] = { JVMTI_EVENT_CLASS_PREPARE, JVMTI_EVENT_BREAKPOINT, JVMTI_EVENT_FIELD_ACCESS,
                         JVMTI_EVENT_FIELD_MODIFICATION };
    for (size_t i = 0; i < sizeof evs / sizeof evs[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, evs[i], NULL), "enable");
    return JNI_OK;
}
