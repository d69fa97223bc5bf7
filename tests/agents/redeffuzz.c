/*
 * redeffuzz - RedefineClasses with damaged class files.
 *
 * RfTarget's bytes (kept from ClassFileLoadHook) are damaged 600 times in
 * a fixed pseudo-random way: a few bytes changed anywhere, a few bytes
 * changed inside the methods, or the file cut short. Each copy is handed to
 * RedefineClasses. The answers differ between VMs (their verifiers differ),
 * so only the count is compared (the tally of answers is informational):
 * the test is that the VM survives.
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static unsigned char *orig;
static jint len;
static unsigned long long seed = 0x2545F4914F6CDD1DULL;

static unsigned next(void)
{
    seed ^= seed << 13;
    seed ^= seed >> 7;
    seed ^= seed << 17;
    return (unsigned)(seed >> 11);
}

static void JNICALL hook(jvmtiEnv *env, JNIEnv *jni, jclass redefined, jobject loader, const char *name,
                         jobject pd, jint n, const unsigned char *data, jint *new_len, unsigned char **new_data)
{
    if (redefined || !name || strcmp(name, "RfTarget") != 0)
        return;
    orig = malloc((size_t)n);
    memcpy(orig, data, (size_t)n);
    len = n;
}

static void JNICALL fuzz(JNIEnv *jni, jclass cls)
{
    jclass k = (*jni)->FindClass(jni, "RfTarget");
    unsigned char *b = malloc((size_t)len);
    int tries = 0, answers[256] = { 0 };
    /* The methods are in the second half of the file, after the constant pool. */
    jint methods_from = len / 2;
    for (int i = 0; i < 600; i++) {
        memcpy(b, orig, (size_t)len);
        jint n = len;
        switch (i % 3) {
        case 0:
            for (unsigned k2 = 1 + next() % 3; k2 > 0; k2--)
                b[next() % (unsigned)len] = (unsigned char)next();
            break;
        case 1:
            for (unsigned k2 = 1 + next() % 2; k2 > 0; k2--)
                b[methods_from + (jint)(next() % (unsigned)(len - methods_from))] = (unsigned char)next();
            break;
        default:
            n = 1 + (jint)(next() % (unsigned)(len - 1));
        }
        jvmtiClassDefinition d = { k, n, b };
        jvmtiError e = (*jvmti)->RedefineClasses(jvmti, 1, &d);
        answers[(unsigned)e < 256 ? e : 255]++;
        if ((*jni)->ExceptionCheck(jni))
            (*jni)->ExceptionClear(jni);
        tries++;
    }
    free(b);
    ag_log("fuzz: %d damaged copies answered", tries);
    /* Informational (not compared): how many got each answer. */
    for (int e = 0; e < 256; e++)
        if (answers[e])
            ag_log("# %d x %d", e, answers[e]);
}

static void JNICALL on_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (sig && strcmp(sig, "LRedeffuzz;") == 0) {
        JNINativeMethod m = { "fuzz", "()V", (void *)fuzz };
        if ((*jni)->RegisterNatives(jni, klass, &m, 1) != 0)
            ag_log("ERROR RegisterNatives");
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
    caps.can_redefine_classes = 1;
    ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = hook;
    cb.ClassPrepare = on_prepare;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL), "enable hook");
    ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_PREPARE, NULL), "enable prepare");
    return JNI_OK;
}
