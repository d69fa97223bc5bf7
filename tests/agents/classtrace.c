/*
 * classtrace - a class-load tracer.
 *
 * For every application class it records the order of its ClassLoad and
 * ClassPrepare events and, at ClassPrepare, what a class browser shows:
 * status, modifiers, source file, superclass, interfaces, methods and
 * fields.  Methods and fields are sorted by name because the order in
 * which a VM returns them is not specified.  Everything is printed at
 * VMDeath in class-name order.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static AgLines records;
static AgLines order;

static void on_class_load(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (ag_is_app_sig(sig)) {
        jint status = 0;
        ag_check(env, (*env)->GetClassStatus(env, klass, &status), "GetClassStatus(load)");
        AG_LOCKED(env, lock, ag_lines_add(&order, "%s 1 load (status loaded-bits=%d)", sig,
                                          status & (JVMTI_CLASS_STATUS_PREPARED |
                                                    JVMTI_CLASS_STATUS_INITIALIZED)));
    }
    free(sig);
}

static void describe_methods(jvmtiEnv *env, jclass klass, const char *sig)
{
    jint n = 0;
    jmethodID *methods = NULL;
    if (!ag_check(env, (*env)->GetClassMethods(env, klass, &n, &methods), "GetClassMethods"))
        return;
    ag_lines_add(&records, "%s methods %d", sig, (int)n);
    for (jint i = 0; i < n; i++) {
        char *name = NULL, *msig = NULL;
        jint mods = 0;
        if (!ag_check(env, (*env)->GetMethodName(env, methods[i], &name, &msig, NULL),
                      "GetMethodName"))
            continue;
        ag_check(env, (*env)->GetMethodModifiers(env, methods[i], &mods), "GetMethodModifiers");
        ag_lines_add(&records, "%s method %s%s mods=0x%x", sig, name, msig, (unsigned)mods);
        ag_free(env, name);
        ag_free(env, msig);
    }
    ag_free(env, methods);
}

static void describe_fields(jvmtiEnv *env, jclass klass, const char *sig)
{
    jint n = 0;
    jfieldID *fields = NULL;
    if (!ag_check(env, (*env)->GetClassFields(env, klass, &n, &fields), "GetClassFields"))
        return;
    ag_lines_add(&records, "%s fields %d", sig, (int)n);
    for (jint i = 0; i < n; i++) {
        char *name = NULL, *fsig = NULL;
        jint mods = 0;
        if (!ag_check(env, (*env)->GetFieldName(env, klass, fields[i], &name, &fsig, NULL),
                      "GetFieldName"))
            continue;
        ag_check(env, (*env)->GetFieldModifiers(env, klass, fields[i], &mods),
                 "GetFieldModifiers");
        ag_lines_add(&records, "%s field %s %s mods=0x%x", sig, name, fsig, (unsigned)mods);
        ag_free(env, name);
        ag_free(env, fsig);
    }
    ag_free(env, fields);
}

static void describe_hierarchy(jvmtiEnv *env, JNIEnv *jni, jclass klass, const char *sig)
{
    jclass super = (*jni)->GetSuperclass(jni, klass);
    char *ssig = super ? ag_class_sig(env, super) : NULL;
    ag_lines_add(&records, "%s super %s", sig, ssig ? ssig : "none");
    free(ssig);
    jint n = 0;
    jclass *ifaces = NULL;
    if (!ag_check(env, (*env)->GetImplementedInterfaces(env, klass, &n, &ifaces),
                  "GetImplementedInterfaces"))
        return;
    for (jint i = 0; i < n; i++) {
        char *isig = ag_class_sig(env, ifaces[i]);
        ag_lines_add(&records, "%s implements %s", sig, isig ? isig : "?");
        free(isig);
    }
    ag_free(env, ifaces);
}

static void on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (!ag_is_app_sig(sig)) {
        free(sig);
        return;
    }
    (*env)->RawMonitorEnter(env, lock);
    jint status = 0, mods = 0;
    jboolean iface = 0, array = 0;
    char *source = NULL;
    ag_lines_add(&order, "%s 2 prepare", sig);
    ag_check(env, (*env)->GetClassStatus(env, klass, &status), "GetClassStatus");
    ag_lines_add(&records, "%s status prepared=%d initialized=%d", sig,
                 !!(status & JVMTI_CLASS_STATUS_PREPARED),
                 !!(status & JVMTI_CLASS_STATUS_INITIALIZED));
    ag_check(env, (*env)->GetClassModifiers(env, klass, &mods), "GetClassModifiers");
    ag_check(env, (*env)->IsInterface(env, klass, &iface), "IsInterface");
    ag_check(env, (*env)->IsArrayClass(env, klass, &array), "IsArrayClass");
    ag_lines_add(&records, "%s modifiers=0x%x interface=%d array=%d", sig, (unsigned)mods,
                 iface, array);
    jvmtiError err = (*env)->GetSourceFileName(env, klass, &source);
    if (err == JVMTI_ERROR_NONE) {
        ag_lines_add(&records, "%s source %s", sig, source);
        ag_free(env, source);
    } else {
        ag_check(env, err, "GetSourceFileName");
    }
    describe_hierarchy(env, jni, klass, sig);
    describe_methods(env, klass, sig);
    describe_fields(env, klass, sig);
    (*env)->RawMonitorExit(env, lock);
    free(sig);
}

static void on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AG_LOCKED(env, lock, {
        ag_log("== event order per class");
        ag_lines_flush(&order, 1);
        ag_log("== class descriptions");
        ag_lines_flush(&records, 1);
    });
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    ag_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_11) != JNI_OK) {
        ag_log("ERROR GetEnv");
        return JNI_ERR;
    }
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_get_source_file_name = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "classtrace", &lock), "CreateRawMonitor");

    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassLoad = on_class_load;
    cb.ClassPrepare = on_class_prepare;
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent events[] = { JVMTI_EVENT_CLASS_LOAD, JVMTI_EVENT_CLASS_PREPARE,
                            JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, events[i], NULL),
                 "SetEventNotificationMode");
    return JNI_OK;
}
