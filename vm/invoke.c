/*
 * The exported half of the JNI invocation API: JNI_CreateJavaVM,
 * JNI_GetDefaultJavaVMInitArgs and JNI_GetCreatedJavaVMs, plus the
 * agentvm_* functions of include/agentvm.h. The JavaVM functions
 * (DestroyJavaVM, attach, detach, GetEnv) live in vm/vm.c.
 *
 * JNI_CreateJavaVM reads its JavaVMOption strings with the launcher's
 * rules (opt_parse_vm_option), then boots the VM on the calling thread,
 * which becomes the "main" Java thread. One VM per process: a second call
 * answers JNI_EEXIST, and once DestroyJavaVM has run, JNI_ERR.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "include/agentvm.h"
#include "vm/jni_impl.h"
#include "vm/options.h"
#include "vm/probes.h"
#include "vm/thread.h"
#include "vm/vm.h"

static int supported_version(jint v)
{
    return v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 || v == JNI_VERSION_1_6 || v == JNI_VERSION_1_8 ||
           v == JNI_VERSION_9 || v == JNI_VERSION_10;
}

/* The installation directory: $AGENTVM_HOME, else the parent of the
 * directory that holds this code (lib/libagentvm.so or bin/agentvm). */
static const char *find_home(void)
{
    const char *env = getenv("AGENTVM_HOME");
    if (env && *env)
        return strdup(env);
    char path[PATH_MAX];
    Dl_info info;
    if (!dladdr((void *)find_home, &info) || !info.dli_fname || !realpath(info.dli_fname, path)) {
        ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
        if (n <= 0)
            return ".";
        path[n] = 0;
    }
    return strdup(dirname(dirname(path)));
}

/* The special options carry a function in extraInfo. */
static int take_hook(const JavaVMOption *opt)
{
    if (!strcmp(opt->optionString, "vfprintf"))
        vm_hooks.vfprintf = (int (*)(FILE *, const char *, va_list))opt->extraInfo;
    else if (!strcmp(opt->optionString, "exit"))
        vm_hooks.exit = (void (*)(int32_t))opt->extraInfo;
    else if (!strcmp(opt->optionString, "abort"))
        vm_hooks.abort = (void (*)(void))opt->extraInfo;
    else
        return 0;
    return 1;
}

/* The copies of the option text parse_options made: the VM keeps them
 * for its whole life, unless JNI_CreateJavaVM fails (forget_options). */
static char **texts;
static int text_count;

static char *keep_text(const char *s)
{
    char **more = realloc(texts, sizeof *texts * (size_t)(text_count + 1));
    if (!more)
        return NULL;
    texts = more;
    char *copy = strdup(s);
    if (copy)
        texts[text_count++] = copy;
    return copy;
}

/* -D options the launcher would have turned into VmOptions fields. */
static void take_launcher_property(const char *opt)
{
    if (!strncmp(opt, "-Djava.class.path=", 18))
        vm_opts.classpath = opt + 18;
    else if (!strncmp(opt, "-Dsun.java.command=", 19))
        vm_opts.java_command = opt + 19;
}

/* JAVA_TOOL_OPTIONS come before the embedder's options, as in HotSpot. */
static int parse_tool_options(int ignore)
{
    const char *env = getenv("JAVA_TOOL_OPTIONS");
    if (!env || !*env)
        return 0;
    vm_message(stderr, "Picked up JAVA_TOOL_OPTIONS: %s\n", env);
    char *copy = keep_text(env), *save = NULL;
    if (!copy)
        return JNI_ENOMEM;
    for (char *tok = strtok_r(copy, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
        take_launcher_property(tok);
        if (opt_parse_vm_option(tok, &vm_opts, ignore) != 0)
            return JNI_ERR;
    }
    return 0;                     /* copy stays: vm_opts points into it */
}

static jint parse_options(const JavaVMInitArgs *args)
{
    opt_set_defaults(&vm_opts);
    vm_opts.classpath = ".";
    int ignore = args->ignoreUnrecognized == JNI_TRUE;
    /* Hooks first, so that every message about the options goes through them. */
    for (jint i = 0; i < args->nOptions; i++) {
        if (!args->options[i].optionString)
            return JNI_EINVAL;
        take_hook(&args->options[i]);
    }
    jint rc = parse_tool_options(ignore);
    if (rc != 0)
        return rc;
    for (jint i = 0; i < args->nOptions; i++) {
        const JavaVMOption *opt = &args->options[i];
        if (take_hook(opt))
            continue;
        /* The VM keeps option text for its whole life; the embedder's may not live that long. */
        char *text = keep_text(opt->optionString);
        if (!text)
            return JNI_ENOMEM;
        take_launcher_property(text);
        if (opt_parse_vm_option(text, &vm_opts, ignore) != 0)
            return JNI_ERR;
    }
    if (opt_check_stack(&vm_opts) != 0 || opt_check_heap(&vm_opts) != 0)
        return JNI_EINVAL;
    if (!vm_opts.home)
        vm_opts.home = find_home();
    return JNI_OK;
}

static jint get_default_args(void *args_)
{
    JavaVMInitArgs *args = args_;
    if (!args)
        return JNI_EINVAL;
    /* JDK 1.1 style arguments are not supported: say which version is. */
    if (args->version == JNI_VERSION_1_1) {
        args->version = JNI_VERSION_1_2;
        return JNI_ERR;
    }
    return supported_version(args->version) ? JNI_OK : JNI_ERR;
}

static void forget_options(void)
{
    VmHooks none = { 0 };
    VmOptions fresh = { 0 };
    vm_hooks = none;
    opt_release(&vm_opts);
    vm_opts = fresh;
    for (int i = 0; i < text_count; i++)
        free(texts[i]);
    free(texts);
    texts = NULL;
    text_count = 0;
}

static jint create_vm(JavaVM **pvm, void **penv, void *args_)
{
    JavaVMInitArgs *args = args_;
    if (!pvm || !penv || !args || (args->nOptions > 0 && !args->options) || args->nOptions < 0)
        return JNI_EINVAL;
    if (!supported_version(args->version))
        return JNI_EVERSION;
    VmLife found = vm_claim_creation();
    if (found != VM_LIFE_NONE)
        return found == VM_LIFE_DEAD ? JNI_ERR : JNI_EEXIST;
    jint rc = parse_options(args);
    if (rc != JNI_OK) {
        /* Nothing was created yet: the embedder may try again. */
        forget_options();
        vm_release_creation();
        return rc;
    }
    if (vm_boot() != 0) {
        Thread *t = thr_current();
        if (t)
            thr_detach_current(t);
        return JNI_ERR;
    }
    Thread *t = thr_current();
    *pvm = jni_vm;
    *penv = jni_env(t);
    /* Back to the embedder: native code must not hold up safepoints. */
    thr_enter_safe(t, THR_IN_NATIVE);
    return JNI_OK;
}

static jint get_created_vms(JavaVM **vm_buf, jsize buf_len, jsize *n_vms)
{
    jsize n = vm_life() == VM_LIFE_LIVE ? 1 : 0;
    if (n_vms)
        *n_vms = n;
    if (n && vm_buf && buf_len > 0)
        vm_buf[0] = jni_vm;
    return JNI_OK;
}

/* The exported entries with their hotspot_jni probes (vm/jni_probes.def
 * has those of the function tables). */
AVM_EXPORT jint JNICALL JNI_GetDefaultJavaVMInitArgs(void *args)
{
    PROBE(hotspot_jni, GetDefaultJavaVMInitArgs__entry, PA_PTR(args));
    jint rc = get_default_args(args);
    PROBE(hotspot_jni, GetDefaultJavaVMInitArgs__return, PA_I32(rc));
    return rc;
}

AVM_EXPORT jint JNICALL JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args)
{
    PROBE(hotspot_jni, CreateJavaVM__entry, PA_PTR(pvm), PA_PTR(penv), PA_PTR(args));
    jint rc = create_vm(pvm, penv, args);
    PROBE(hotspot_jni, CreateJavaVM__return, PA_I32(rc));
    return rc;
}

AVM_EXPORT jint JNICALL JNI_GetCreatedJavaVMs(JavaVM **vm_buf, jsize buf_len, jsize *n_vms)
{
    PROBE(hotspot_jni, GetCreatedJavaVMs__entry, PA_PTR(vm_buf), PA_I32(buf_len), PA_PTR(n_vms));
    jint rc = get_created_vms(vm_buf, buf_len, n_vms);
    PROBE(hotspot_jni, GetCreatedJavaVMs__return, PA_I32(rc));
    return rc;
}

AVM_EXPORT const char *agentvm_version(void)
{
    return AGENTVM_VERSION;
}
