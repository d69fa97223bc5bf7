/*
 * heaphisto - a heap histogram and reachability census, taken at VMDeath
 * after ForceGarbageCollection, when only what the application's static
 * fields (and one JNI global reference the agent makes) hold is alive.
 *
 * Application classes (and arrays of them) are tagged 1..N; objects seen
 * by FollowReferences get OBJ_MARK.  The histogram is IterateThroughHeap
 * with JVMTI_HEAP_FILTER_CLASS_UNTAGGED, so only instances of tagged
 * classes are reported; a second pass uses the klass filter, which HotSpot
 * applies to the exact class (the program's Leaf extends Node).  The census counts, per jvmtiHeapReferenceKind, the
 * references whose referrer and referee are both application objects or
 * classes.  CONSTANT_POOL references are not counted: which constant pool
 * entries are resolved is the VM's business.
 */
#include "agent_common.h"

#define MAX_CLASSES 256
#define OBJ_MARK ((jlong)1 << 40)

static jvmtiEnv *jvmti;
static char *class_sigs[MAX_CLASSES + 1];
static jclass class_refs[MAX_CLASSES + 1];
static int class_count;
static long instances[MAX_CLASSES + 1], elements[MAX_CLASSES + 1];
static long kinds[32];
static long marked;

static int is_class_tag(jlong t)
{
    return t >= 1 && t <= class_count;
}

static jint JNICALL count_instance(jlong class_tag, jlong size, jlong *tag_ptr, jint length,
                                   void *user_data)
{
    if (is_class_tag(class_tag)) {
        instances[class_tag]++;
        if (length >= 0)
            elements[class_tag] += length;
    }
    return 0;
}

static jint JNICALL count_any(jlong class_tag, jlong size, jlong *tag_ptr, jint length,
                              void *user_data)
{
    (*(long *)user_data)++;
    return 0;
}

static jint JNICALL census(jvmtiHeapReferenceKind kind, const jvmtiHeapReferenceInfo *info,
                           jlong class_tag, jlong referrer_class_tag, jlong size, jlong *tag_ptr,
                           jlong *referrer_tag_ptr, jint length, void *user_data)
{
    int referee_app = is_class_tag(class_tag) || is_class_tag(*tag_ptr);
    if (is_class_tag(class_tag) && *tag_ptr == 0) {
        *tag_ptr = OBJ_MARK;
        marked++;
    }
    int root = referrer_tag_ptr == NULL && (int)kind >= JVMTI_HEAP_REFERENCE_JNI_GLOBAL;
    int referrer_app = referrer_tag_ptr != NULL &&
                       (is_class_tag(referrer_class_tag) || is_class_tag(*referrer_tag_ptr));
    if (referee_app && (root || referrer_app) && kind != JVMTI_HEAP_REFERENCE_CONSTANT_POOL &&
        (int)kind < 32)
        kinds[kind]++;
    return JVMTI_VISIT_OBJECTS;
}

static const char *kind_name(int k)
{
    static const char *const names[32] = {
        [1] = "CLASS", [2] = "FIELD", [3] = "ARRAY_ELEMENT", [4] = "CLASS_LOADER",
        [5] = "SIGNERS", [6] = "PROTECTION_DOMAIN", [7] = "INTERFACE", [8] = "STATIC_FIELD",
        [9] = "CONSTANT_POOL", [10] = "SUPERCLASS", [21] = "JNI_GLOBAL", [22] = "SYSTEM_CLASS",
        [23] = "MONITOR", [24] = "STACK_LOCAL", [25] = "JNI_LOCAL", [26] = "THREAD",
        [27] = "OTHER",
    };
    return names[k] ? names[k] : "?";
}

static void tag_app_classes(jvmtiEnv *env, JNIEnv *jni)
{
    jint n = 0;
    jclass *classes = NULL;
    if (!ag_check(env, (*env)->GetLoadedClasses(env, &n, &classes), "GetLoadedClasses"))
        return;
    for (jint i = 0; i < n; i++) {
        char *sig = ag_class_sig(env, classes[i]);
        if (ag_is_app_sig(sig) && class_count < MAX_CLASSES) {
            class_count++;
            class_sigs[class_count] = sig;
            class_refs[class_count] = (*jni)->NewGlobalRef(jni, classes[i]);
            ag_check(env, (*env)->SetTag(env, classes[i], class_count), "SetTag(class)");
        } else {
            free(sig);
        }
        (*jni)->DeleteLocalRef(jni, classes[i]);
    }
    ag_free(env, classes);
}

static jclass find_class_ref(const char *sig)
{
    for (int i = 1; i <= class_count; i++)
        if (strcmp(class_sigs[i], sig) == 0)
            return class_refs[i];
    return NULL;
}

static void histogram(jvmtiEnv *env)
{
    jvmtiHeapCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.heap_iteration_callback = count_instance;
    ag_check(env, (*env)->IterateThroughHeap(env, JVMTI_HEAP_FILTER_CLASS_UNTAGGED, NULL, &cb, NULL),
             "IterateThroughHeap");
    AgLines lines = { 0 };
    for (int i = 1; i <= class_count; i++) {
        if (class_sigs[i][0] == '[')
            ag_lines_add(&lines, "histogram %s instances=%ld elements=%ld", class_sigs[i],
                         instances[i], elements[i]);
        else
            ag_lines_add(&lines, "histogram %s instances=%ld", class_sigs[i], instances[i]);
    }
    ag_lines_flush(&lines, 1);

    jclass node = find_class_ref("LHeaphisto$Node;");
    long with_subclasses = 0;
    cb.heap_iteration_callback = count_any;
    if (node != NULL &&
        ag_check(env, (*env)->IterateThroughHeap(env, 0, node, &cb, &with_subclasses),
                 "IterateThroughHeap(klass)"))
        ag_log("klass filter LHeaphisto$Node; instances=%ld", with_subclasses);
}

static void reachability(jvmtiEnv *env, JNIEnv *jni)
{
    jvmtiHeapCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.heap_reference_callback = census;
    ag_check(env, (*env)->FollowReferences(env, 0, NULL, NULL, &cb, NULL), "FollowReferences");
    for (int k = 1; k < 32; k++)
        if (kinds[k] != 0)
            ag_log("census %s %ld", kind_name(k), kinds[k]);
    ag_log("reachable application objects %ld", marked);

    jlong want = OBJ_MARK;
    jint n = 0;
    jobject *objs = NULL;
    if (ag_check(env, (*env)->GetObjectsWithTags(env, 1, &want, &n, &objs, NULL),
                 "GetObjectsWithTags")) {
        ag_log("GetObjectsWithTags(OBJ_MARK) %d", (int)n);
        for (jint i = 0; i < n; i++)
            (*jni)->DeleteLocalRef(jni, objs[i]);
        ag_free(env, objs);
    }
}

/*
 * FollowReferences from one object, Heaphisto.ROOT: no roots are reported,
 * but the walk reaches the rest of the graph through ROOT's class and its
 * class loader.
 */
static void subtree(jvmtiEnv *env, jobject root)
{
    memset(kinds, 0, sizeof kinds);
    jvmtiHeapCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.heap_reference_callback = census;
    ag_check(env, (*env)->FollowReferences(env, 0, NULL, root, &cb, NULL),
             "FollowReferences(initial object)");
    ag_log("from ROOT: FIELD %ld ARRAY_ELEMENT %ld", kinds[JVMTI_HEAP_REFERENCE_FIELD],
           kinds[JVMTI_HEAP_REFERENCE_ARRAY_ELEMENT]);
}

static void on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    jclass main_class = NULL;
    ag_check(env, (*env)->ForceGarbageCollection(env), "ForceGarbageCollection");
    tag_app_classes(env, jni);
    main_class = find_class_ref("LHeaphisto;");
    if (main_class == NULL) {
        ag_log("ERROR class Heaphisto not loaded");
        return;
    }
    jfieldID f = (*jni)->GetStaticFieldID(jni, main_class, "ROOT", "LHeaphisto$Node;");
    jobject local = (*jni)->GetStaticObjectField(jni, main_class, f);
    jobject root = (*jni)->NewGlobalRef(jni, local);
    (*jni)->DeleteLocalRef(jni, local);
    ag_log("application classes loaded %d", class_count);
    histogram(env);
    reachability(env, jni);
    subtree(env, root);
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
    caps.can_tag_objects = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH,
                                                       NULL), "enable VMDeath");
    return JNI_OK;
}
