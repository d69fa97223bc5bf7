/*
 * Embedding agentvm: a C host that creates the VM, calls Java, handles a
 * Java exception, lets a second native thread call Java, and destroys the
 * VM. The Java side is Greeter.java.
 *
 *   embed [CLASS_DIR]     CLASS_DIR holds Greeter.class (default ".")
 *
 * Lines the host writes itself begin with "host: "; the others come from
 * Java and are the same as what `java -cp CLASS_DIR
 * -Dembed.salutation=Greetings Greeter` prints.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <agentvm.h>

static JavaVM *vm;

static const char *jni_code(jint rc)
{
    switch (rc) {
    case JNI_OK: return "JNI_OK";
    case JNI_ERR: return "JNI_ERR";
    case JNI_EDETACHED: return "JNI_EDETACHED";
    case JNI_EVERSION: return "JNI_EVERSION";
    case JNI_ENOMEM: return "JNI_ENOMEM";
    case JNI_EEXIST: return "JNI_EEXIST";
    case JNI_EINVAL: return "JNI_EINVAL";
    default: return "?";
    }
}

/* The "vfprintf" hook: the VM's own messages (bad options, for example). */
static jint JNICALL vm_says(FILE *stream, const char *format, va_list args)
{
    char text[1024];
    int n = vsnprintf(text, sizeof text, format, args);
    printf("host: VM says: %s", text);
    return n;
}

/* Print "caught <class>: <message>" for a pending exception, and clear it.
 * The exception must be cleared before any further JNI call. */
static int report_exception(JNIEnv *env)
{
    jthrowable exc = (*env)->ExceptionOccurred(env);
    if (!exc)
        return 0;
    (*env)->ExceptionClear(env);
    jclass exc_class = (*env)->GetObjectClass(env, exc);
    jclass class_class = (*env)->FindClass(env, "java/lang/Class");
    jclass throwable = (*env)->FindClass(env, "java/lang/Throwable");
    jmethodID get_name = (*env)->GetMethodID(env, class_class, "getName", "()Ljava/lang/String;");
    jmethodID get_message = (*env)->GetMethodID(env, throwable, "getMessage", "()Ljava/lang/String;");
    jstring name = (*env)->CallObjectMethod(env, exc_class, get_name);
    jstring message = (*env)->CallObjectMethod(env, exc, get_message);
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    const char *m = message ? (*env)->GetStringUTFChars(env, message, NULL) : NULL;
    printf("caught %s: %s\n", n, m ? m : "null");
    if (m)
        (*env)->ReleaseStringUTFChars(env, message, m);
    (*env)->ReleaseStringUTFChars(env, name, n);
    (*env)->DeleteLocalRef(env, message);
    (*env)->DeleteLocalRef(env, name);
    (*env)->DeleteLocalRef(env, throwable);
    (*env)->DeleteLocalRef(env, class_class);
    (*env)->DeleteLocalRef(env, exc_class);
    (*env)->DeleteLocalRef(env, exc);
    return 1;
}

/* Call a static String method and print what it returns. */
static void print_string_result(JNIEnv *env, jclass cls, const char *method, const char *sig, jstring arg)
{
    jmethodID mid = (*env)->GetStaticMethodID(env, cls, method, sig);
    if (!mid) {
        report_exception(env);
        return;
    }
    jstring s = arg ? (*env)->CallStaticObjectMethod(env, cls, mid, arg)
                    : (*env)->CallStaticObjectMethod(env, cls, mid);
    if (report_exception(env))
        return;
    const char *utf = (*env)->GetStringUTFChars(env, s, NULL);
    printf("%s\n", utf);
    (*env)->ReleaseStringUTFChars(env, s, utf);
    (*env)->DeleteLocalRef(env, s);
}

static void try_parse(JNIEnv *env, jclass cls, const char *text)
{
    jmethodID parse = (*env)->GetStaticMethodID(env, cls, "parse", "(Ljava/lang/String;)I");
    jstring arg = (*env)->NewStringUTF(env, text);
    jint value = (*env)->CallStaticIntMethod(env, cls, parse, arg);
    if (!report_exception(env))
        printf("parsed %d\n", (int)value);
    (*env)->DeleteLocalRef(env, arg);
}

/* A second native thread: attach, call Java, detach. */
static void *worker(void *arg)
{
    jclass greeter = arg;
    JNIEnv *env;
    jint rc = (*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_10);
    printf("host: worker GetEnv before attach = %s\n", jni_code(rc));
    JavaVMAttachArgs attach = { JNI_VERSION_10, (char *)"embed-worker", NULL };
    rc = (*vm)->AttachCurrentThread(vm, (void **)&env, &attach);
    if (rc != JNI_OK) {
        printf("host: worker AttachCurrentThread = %s\n", jni_code(rc));
        return NULL;
    }
    print_string_result(env, greeter, "describeCurrentThread", "()Ljava/lang/String;", NULL);
    printf("host: worker DetachCurrentThread = %s\n", jni_code((*vm)->DetachCurrentThread(vm)));
    return NULL;
}

static jint create_vm(JNIEnv **env, const char *class_path, jboolean ignore_unrecognized)
{
    char cp_option[4096];
    snprintf(cp_option, sizeof cp_option, "-Djava.class.path=%s", class_path);
    JavaVMOption options[] = {
        { cp_option, NULL },
        { (char *)"-Dembed.salutation=Greetings", NULL },
        { (char *)"-Xmx64m", NULL },
        { (char *)"-Xno-such-option", NULL },
        { (char *)"vfprintf", (void *)vm_says },
    };
    JavaVMInitArgs args = { JNI_VERSION_10, (jint)(sizeof options / sizeof options[0]), options,
                            ignore_unrecognized };
    return JNI_CreateJavaVM(&vm, (void **)env, &args);
}

static int run_java(JNIEnv *env)
{
    jclass greeter = (*env)->FindClass(env, "Greeter");
    if (!greeter) {
        report_exception(env);
        return 1;
    }
    jstring who = (*env)->NewStringUTF(env, "embedder");
    print_string_result(env, greeter, "greet", "(Ljava/lang/String;)Ljava/lang/String;", who);
    (*env)->DeleteLocalRef(env, who);
    try_parse(env, greeter, " 42 ");
    try_parse(env, greeter, "forty-two");

    /* Local references belong to this thread: hand the worker a global one. */
    jclass global = (*env)->NewGlobalRef(env, greeter);
    pthread_t th;
    if (pthread_create(&th, NULL, worker, global) == 0)
        pthread_join(th, NULL);
    (*env)->DeleteGlobalRef(env, global);

    jmethodID start = (*env)->GetStaticMethodID(env, greeter, "startBackgroundWork", "()V");
    (*env)->CallStaticVoidMethod(env, greeter, start);
    report_exception(env);
    (*env)->DeleteLocalRef(env, greeter);
    return 0;
}

int main(int argc, char **argv)
{
    const char *class_path = argc > 1 ? argv[1] : ".";
    /* Java writes to file descriptor 1 directly: keep C's lines in order with it. */
    setvbuf(stdout, NULL, _IOLBF, 0);
    fprintf(stderr, "agentvm %s\n", agentvm_version());

    JavaVMInitArgs defaults = { JNI_VERSION_10, 0, NULL, JNI_FALSE };
    printf("host: JNI_GetDefaultJavaVMInitArgs = %s\n", jni_code(JNI_GetDefaultJavaVMInitArgs(&defaults)));

    JNIEnv *env;
    jint rc = create_vm(&env, class_path, JNI_FALSE);
    printf("host: JNI_CreateJavaVM, unknown option not ignored = %s\n", jni_code(rc));
    rc = create_vm(&env, class_path, JNI_TRUE);
    printf("host: JNI_CreateJavaVM, unknown option ignored = %s\n", jni_code(rc));
    if (rc != JNI_OK)
        return 1;
    jint version = (*env)->GetVersion(env);
    printf("host: JNI version %d.%d\n", (int)(version >> 16), (int)(version & 0xffff));

    JavaVM *vms[1];
    jsize count = 0;
    JNI_GetCreatedJavaVMs(vms, 1, &count);
    printf("host: JNI_GetCreatedJavaVMs: %d VM, %s\n", (int)count, count == 1 && vms[0] == vm ? "ours" : "not ours");
    JNIEnv *env2;
    JavaVM *vm2;
    JavaVMInitArgs again = { JNI_VERSION_10, 0, NULL, JNI_FALSE };
    printf("host: second JNI_CreateJavaVM = %s\n", jni_code(JNI_CreateJavaVM(&vm2, (void **)&env2, &again)));

    int status = run_java(env);

    /* Waits for the background thread, then runs the shutdown hook. */
    printf("host: DestroyJavaVM = %s\n", jni_code((*vm)->DestroyJavaVM(vm)));
    JNI_GetCreatedJavaVMs(vms, 1, &count);
    printf("host: JNI_GetCreatedJavaVMs after destroy: %d VMs\n", (int)count);
    printf("host: JNI_CreateJavaVM after destroy = %s\n", jni_code(JNI_CreateJavaVM(&vm2, (void **)&env2, &again)));
    return status;
}
