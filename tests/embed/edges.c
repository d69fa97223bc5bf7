/*
 * Edge cases of the invocation API, one process per mode (a process can
 * create only one VM):
 *
 *   edges args      bad arguments and options, each answered with its
 *                   error code; then a VM that the creating thread
 *                   detaches from and another, unattached thread destroys
 *   edges exit      System.exit(3) through the "exit" hook
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <agentvm.h>

static JavaVM *vm;

static jint JNICALL say(FILE *f, const char *fmt, va_list ap)
{
    printf("vm: ");
    return vprintf(fmt, ap);
}

static void JNICALL on_exit_hook(jint status)
{
    printf("exit hook: %d\n", (int)status);
    fflush(stdout);
}

static jint create(jboolean ignore, int n, ...)
{
    JavaVMOption opts[8] = { { (char *)"vfprintf", (void *)say }, { (char *)"exit", (void *)on_exit_hook } };
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        opts[2 + i].optionString = va_arg(ap, char *);
    va_end(ap);
    JavaVMInitArgs args = { JNI_VERSION_1_8, 2 + n, opts, ignore };
    JNIEnv *env;
    return JNI_CreateJavaVM(&vm, (void **)&env, &args);
}

static void *destroyer(void *unused)
{
    printf("DestroyJavaVM from an unattached thread: %d\n", (int)(*vm)->DestroyJavaVM(vm));
    return NULL;
}

static int mode_args(void)
{
    JavaVMInitArgs args = { JNI_VERSION_1_1, 0, NULL, JNI_FALSE };
    jint rc = JNI_GetDefaultJavaVMInitArgs(&args);
    printf("GetDefaultJavaVMInitArgs(1.1): %d, version now 0x%x\n", (int)rc, (unsigned)args.version);
    args.version = 0x7fff0000;
    printf("GetDefaultJavaVMInitArgs(bad): %d\n", (int)JNI_GetDefaultJavaVMInitArgs(&args));
    JNIEnv *env;
    printf("CreateJavaVM(NULL args): %d\n", (int)JNI_CreateJavaVM(&vm, (void **)&env, NULL));
    printf("CreateJavaVM(bad version): %d\n", (int)JNI_CreateJavaVM(&vm, (void **)&env, &args));
    JavaVMOption null_option = { NULL, NULL };
    JavaVMInitArgs with_null = { JNI_VERSION_1_8, 1, &null_option, JNI_FALSE };
    printf("CreateJavaVM(NULL option): %d\n", (int)JNI_CreateJavaVM(&vm, (void **)&env, &with_null));
    printf("CreateJavaVM(-Xmx12q): %d\n", (int)create(JNI_FALSE, 1, "-Xmx12q"));
    printf("CreateJavaVM(-cp): %d\n", (int)create(JNI_FALSE, 1, "-cp"));
    printf("CreateJavaVM(-foo, ignoring): %d\n", (int)create(JNI_TRUE, 1, "-foo"));
    printf("CreateJavaVM(-XX:+NoSuchFlag): %d\n", (int)create(JNI_FALSE, 1, "-XX:+NoSuchFlag"));
    printf("CreateJavaVM(-XX:+NoSuchFlag _x, ignoring): %d\n", (int)create(JNI_TRUE, 2, "-XX:+NoSuchFlag", "_x"));
    (*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8);
    printf("main DetachCurrentThread: %d\n", (int)(*vm)->DetachCurrentThread(vm));
    printf("main GetEnv after detach: %d\n", (int)(*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8));
    pthread_t th;
    pthread_create(&th, NULL, destroyer, NULL);
    pthread_join(th, NULL);
    JavaVMAttachArgs aa = { JNI_VERSION_1_8, NULL, NULL };
    printf("AttachCurrentThread after destroy: %d\n", (int)(*vm)->AttachCurrentThread(vm, (void **)&env, &aa));
    return 0;
}

static int mode_exit(void)
{
    if (create(JNI_FALSE, 0) != JNI_OK)
        return 1;
    JNIEnv *env;
    (*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8);
    jclass sys = (*env)->FindClass(env, "java/lang/System");
    jmethodID ex = (*env)->GetStaticMethodID(env, sys, "exit", "(I)V");
    printf("calling System.exit(3)\n");
    (*env)->CallStaticVoidMethod(env, sys, ex, (jint)3);
    printf("System.exit returned\n");
    return 1;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc > 1 && !strcmp(argv[1], "args"))
        return mode_args();
    if (argc > 1 && !strcmp(argv[1], "exit"))
        return mode_exit();
    fprintf(stderr, "usage: edges args|exit\n");
    return 2;
}
