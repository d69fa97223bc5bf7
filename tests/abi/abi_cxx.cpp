/*
 * abi_cxx.cpp - a C++ agent written the way C++ agents are: through the
 * member-function wrappers of JNIEnv, JavaVM and jvmtiEnv.  It must
 * compile warning-free against agentvm's headers (and against the
 * reference ones), and Agent_OnLoad / JNI_OnLoad must stay exported
 * from a -fvisibility=hidden shared object.
 */
#include <jvmti.h>

#include <cstring>

static jvmtiEnv *g_jvmti;

static void JNICALL on_vm_init(jvmtiEnv *jvmti, JNIEnv *env, jthread thread)
{
    jclass system = env->FindClass("java/lang/System");
    jmethodID nano = env->GetStaticMethodID(system, "nanoTime", "()J");
    jlong t = env->CallStaticLongMethod(system, nano);
    jfieldID out = env->GetStaticFieldID(system, "out", "Ljava/io/PrintStream;");
    jobject stream = env->GetStaticObjectField(system, out);
    jclass ps = env->GetObjectClass(stream);
    jmethodID println = env->GetMethodID(ps, "println", "(J)V");
    env->CallVoidMethod(stream, println, t);
    jstring s = env->NewStringUTF("agent");
    const char *chars = env->GetStringUTFChars(s, NULL);
    env->ReleaseStringUTFChars(s, chars);
    jintArray arr = env->NewIntArray(4);
    jint buf[4] = {1, 2, 3, 4};
    env->SetIntArrayRegion(arr, 0, 4, buf);
    jvalue args[1];
    args[0].j = t;
    env->CallVoidMethodA(stream, println, args);
    if (env->ExceptionCheck())
        env->ExceptionClear();
    env->DeleteLocalRef(s);

    jvmtiThreadInfo info;
    std::memset(&info, 0, sizeof info);
    if (jvmti->GetThreadInfo(thread, &info) == JVMTI_ERROR_NONE)
        jvmti->Deallocate((unsigned char *)info.name);
    jint count = 0;
    jclass *classes = NULL;
    jvmti->GetLoadedClasses(&count, &classes);
    jvmti->Deallocate((unsigned char *)classes);
    jvmtiFrameInfo frames[8];
    jvmti->GetStackTrace(thread, 0, 8, frames, &count);
}

static void JNICALL on_object_free(jvmtiEnv *jvmti, jlong tag)
{
    (void)jvmti;
    (void)tag;
}

extern "C" JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    (void)options;
    (void)reserved;
    if (vm->GetEnv((void **)&g_jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;

    jvmtiCapabilities caps;
    std::memset(&caps, 0, sizeof caps);
    caps.can_tag_objects = 1;
    caps.can_generate_object_free_events = 1;
    if (g_jvmti->AddCapabilities(&caps) != JVMTI_ERROR_NONE)
        return JNI_ERR;

    jvmtiEventCallbacks callbacks;
    std::memset(&callbacks, 0, sizeof callbacks);
    callbacks.VMInit = on_vm_init;
    callbacks.ObjectFree = on_object_free;
    g_jvmti->SetEventCallbacks(&callbacks, (jint)sizeof callbacks);
    g_jvmti->SetEventNotificationMode(JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    g_jvmti->SetEventNotificationMode(JVMTI_ENABLE, JVMTI_EVENT_OBJECT_FREE, NULL);

    jvmtiPhase phase;
    g_jvmti->GetPhase(&phase);
    return phase == JVMTI_PHASE_ONLOAD ? JNI_OK : JNI_ERR;
}

extern "C" JNIEXPORT void JNICALL Agent_OnUnload(JavaVM *vm)
{
    (void)vm;
    if (g_jvmti != NULL)
        g_jvmti->DisposeEnvironment();
}

extern "C" JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    (void)reserved;
    JNIEnv *env = NULL;
    if (vm->GetEnv((void **)&env, JNI_VERSION_10) != JNI_OK)
        return JNI_ERR;
    return env->GetVersion() >= JNI_VERSION_1_8 ? JNI_VERSION_10 : JNI_ERR;
}
