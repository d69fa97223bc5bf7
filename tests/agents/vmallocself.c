/*
 * vmallocself - a VMObjectAlloc callback that allocates.
 *
 * Agents that record allocation sites build strings, arrays and objects
 * through JNI inside VMObjectAlloc.  Those allocations must not raise
 * VMObjectAlloc again inside the callback: the callback would be entered
 * from itself without end.  The agent allocates an object of the same
 * class, a string and an array in every callback for an application
 * class, and logs every event for an application class with the nesting
 * depth at which it arrived.  SampledObjectAlloc, sampling every
 * allocation (interval 0), allocates in its callback too; only the deepest
 * nesting is logged, since the two VMs allocate different JDK objects.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID data_lock;
static AgLines lines;
static __thread int depth;
static int max_depth, made;
static __thread int sampled_depth;
static int sampled_max_depth;

static void JNICALL on_vm_object_alloc(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jclass klass,
                                       jlong size)
{
    char *sig = ag_class_sig(env, klass);
    if (!ag_is_app_sig(sig)) {
        free(sig);
        return;
    }
    depth++;
    AG_LOCKED(env, data_lock, {
        ag_lines_add(&lines, "VMObjectAlloc %s at depth %d", sig, depth);
        if (depth > max_depth)
            max_depth = depth;
    });
    if (sig[0] == 'L') {
        jobject again = (*jni)->AllocObject(jni, klass);
        jstring s = (*jni)->NewStringUTF(jni, sig);
        jobjectArray a = (*jni)->NewObjectArray(jni, 2, klass, again);
        if (again != NULL && s != NULL && a != NULL)
            made++;
    }
    depth--;
    free(sig);
}

static void JNICALL on_sampled_alloc(jvmtiEnv *env, JNIEnv *jni, jthread thread, jobject object, jclass klass,
                                     jlong size)
{
    sampled_depth++;
    if (sampled_depth > sampled_max_depth)
        sampled_max_depth = sampled_depth;
    /* Bounded, so that a VM that nests these callbacks still ends. */
    if (sampled_depth < 8) {
        jstring s = (*jni)->NewStringUTF(jni, "sampled");
        jobjectArray a = s ? (*jni)->NewObjectArray(jni, 1, (*jni)->GetObjectClass(jni, s), s) : NULL;
        (void)a;
    }
    sampled_depth--;
}

static void JNICALL on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    AG_LOCKED(env, data_lock, {
        ag_lines_flush(&lines, 0);
        ag_log("deepest callback nesting: %d", max_depth);
        ag_log("callbacks that allocated: %d", made);
        ag_log("deepest SampledObjectAlloc nesting: %d", sampled_max_depth);
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
    caps.can_generate_vm_object_alloc_events = 1;
    caps.can_generate_sampled_object_alloc_events = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "vmallocself data", &data_lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMObjectAlloc = on_vm_object_alloc;
    cb.VMDeath = on_vm_death;
    cb.SampledObjectAlloc = on_sampled_alloc;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_OBJECT_ALLOC, NULL),
             "SetEventNotificationMode");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL),
             "SetEventNotificationMode");
    ag_check(jvmti, (*jvmti)->SetHeapSamplingInterval(jvmti, 0), "SetHeapSamplingInterval");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, NULL),
             "SetEventNotificationMode");
    return JNI_OK;
}
