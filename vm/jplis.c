/*
 * Java agents: -javaagent:JAR[=OPTIONS], and JARs loaded into a running VM
 * through the attach mechanism ("load instrument false JAR=OPTIONS").
 *
 * HotSpot runs them through a native JVMTI agent, libinstrument, that the
 * launcher loads as -agentlib:instrument=JAR=OPTIONS. agentvm builds the
 * same agent in: when the name "instrument" comes up as an agent library,
 * this file plays it, through the ordinary JNI and JVMTI interfaces like
 * any agent, and sun.instrument.InstrumentationImpl (the class library)
 * is its Java half.
 *
 * On load (the OnLoad phase): the JAR's manifest gives Premain-Class,
 * Boot-Class-Path and the Can-* capabilities; the JAR joins the system
 * class path, Boot-Class-Path's entries (relative to the JAR) the
 * bootstrap one; a JVMTI environment gets can_redefine_classes,
 * can_retransform_classes and can_set_native_method_prefix as the
 * manifest asks. At VMInit, on the main thread, before the main class:
 * the InstrumentationImpl is made and premain called; from then on every
 * class file goes through its transform (ClassFileLoadHook). Messages,
 * exit statuses and the fatal error of a failing premain are HotSpot's.
 *
 * Through attach (the live phase) the same happens at once, with
 * Agent-Class and agentmain.
 */
#define _GNU_SOURCE
#include "vm/jplis.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "include/jvmti.h"
#include "vm/loader.h"

typedef struct JplisAgent {
    jvmtiEnv *jvmti;
    jobject impl;              /* global ref to the InstrumentationImpl, once made */
    jmethodID transform;       /* InstrumentationImpl.transform */
    char *jar;
    char *options;             /* NULL without "=" */
    char *agent_class;         /* Premain-Class or Agent-Class */
    int redefine, retransform, prefix;
    struct JplisAgent *next;
} JplisAgent;

static JplisAgent *agents;

/* The manifest attribute, trimmed, or NULL. */
static char *attr(const char *jar, const char *name)
{
    char *v = cl_jar_manifest_attr(jar, name);
    if (!v)
        return NULL;
    size_t n = strlen(v);
    while (n > 0 && isspace((unsigned char)v[n - 1]))
        v[--n] = 0;
    if (n == 0) {
        free(v);
        return NULL;
    }
    return v;
}

static int attr_true(const char *jar, const char *name)
{
    char *v = attr(jar, name);
    int yes = v && !strcasecmp(v, "true");
    free(v);
    return yes;
}

/* Boot-Class-Path: space-separated paths, relative ones to the JAR's
 * directory. */
static void add_boot_class_path(jvmtiEnv *jvmti, const char *jar, const char *list)
{
    const char *slash = strrchr(jar, '/');
    int dirlen = slash ? (int)(slash - jar) : 0;
    char *copy = strdup(list);
    if (!copy)
        return;
    for (char *save = NULL, *p = strtok_r(copy, " ", &save); p; p = strtok_r(NULL, " ", &save)) {
        char path[4096];
        if (p[0] == '/' || !slash)
            snprintf(path, sizeof path, "%s", p);
        else
            snprintf(path, sizeof path, "%.*s/%s", dirlen, jar, p);
        (*jvmti)->AddToBootstrapClassLoaderSearch(jvmti, path);
    }
    free(copy);
}

static void JNICALL on_class_file_load_hook(jvmtiEnv *jvmti, JNIEnv *jni, jclass redefined, jobject loader,
                                            const char *name, jobject domain, jint len, const unsigned char *data,
                                            jint *new_len, unsigned char **new_data)
{
    JplisAgent *a = NULL;
    for (JplisAgent *x = agents; x; x = x->next)
        if (x->jvmti == jvmti)
            a = x;
    if (!a || !a->impl || !jni)
        return;
    /* Nothing may escape into the class loading that called us. */
    jthrowable pending = (*jni)->ExceptionOccurred(jni);
    if (pending)
        (*jni)->ExceptionClear(jni);
    jbyteArray in = (*jni)->NewByteArray(jni, len);
    jstring jname = name ? (*jni)->NewStringUTF(jni, name) : NULL;
    if (in && (!name || jname)) {
        (*jni)->SetByteArrayRegion(jni, in, 0, len, (const jbyte *)data);
        jbyteArray out = (*jni)->CallObjectMethod(jni, a->impl, a->transform, NULL, loader, jname, redefined, domain, in);
        if ((*jni)->ExceptionCheck(jni)) {
            (*jni)->ExceptionClear(jni);
        } else if (out) {
            jint n = (*jni)->GetArrayLength(jni, out);
            unsigned char *buf = NULL;
            if (n > 0 && (*jvmti)->Allocate(jvmti, n, &buf) == JVMTI_ERROR_NONE) {
                (*jni)->GetByteArrayRegion(jni, out, 0, n, (jbyte *)buf);
                *new_len = n;
                *new_data = buf;
            }
            (*jni)->DeleteLocalRef(jni, out);
        }
    }
    (*jni)->ExceptionClear(jni);
    if (in)
        (*jni)->DeleteLocalRef(jni, in);
    if (jname)
        (*jni)->DeleteLocalRef(jni, jname);
    if (pending) {
        (*jni)->Throw(jni, pending);
        (*jni)->DeleteLocalRef(jni, pending);
    }
}

/* ------------------------------------------------------------------ */
/* InstrumentationImpl's natives                                       */
/* ------------------------------------------------------------------ */

static JplisAgent *agent_of(jlong p) { return (JplisAgent *)(intptr_t)p; }

/* The exception libinstrument throws for a JVMTI error. */
static void throw_error(JNIEnv *jni, jvmtiError err)
{
    const char *cls = "java/lang/InternalError", *msg = NULL;
    char buf[64];
    switch (err) {
    case JVMTI_ERROR_NONE: return;
    case JVMTI_ERROR_NULL_POINTER: cls = "java/lang/NullPointerException"; break;
    case JVMTI_ERROR_ILLEGAL_ARGUMENT: cls = "java/lang/IllegalArgumentException"; break;
    case JVMTI_ERROR_OUT_OF_MEMORY: cls = "java/lang/OutOfMemoryError"; break;
    case JVMTI_ERROR_CIRCULAR_CLASS_DEFINITION: cls = "java/lang/ClassCircularityError"; break;
    case JVMTI_ERROR_FAILS_VERIFICATION: cls = "java/lang/VerifyError"; break;
    case JVMTI_ERROR_UNSUPPORTED_VERSION: cls = "java/lang/UnsupportedClassVersionError"; break;
    case JVMTI_ERROR_INVALID_CLASS_FORMAT: cls = "java/lang/ClassFormatError"; break;
    case JVMTI_ERROR_NAMES_DONT_MATCH: cls = "java/lang/NoClassDefFoundError"; break;
    case JVMTI_ERROR_UNMODIFIABLE_CLASS: cls = "java/lang/instrument/UnmodifiableClassException"; break;
    case JVMTI_ERROR_INVALID_CLASS: cls = "java/lang/InternalError"; msg = "class redefinition failed: invalid class"; break;
    case JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_ADDED:
        cls = "java/lang/UnsupportedOperationException";
        msg = "class redefinition failed: attempted to add a method";
        break;
    case JVMTI_ERROR_UNSUPPORTED_REDEFINITION_SCHEMA_CHANGED:
        cls = "java/lang/UnsupportedOperationException";
        msg = "class redefinition failed: attempted to change the schema (add/remove fields)";
        break;
    case JVMTI_ERROR_UNSUPPORTED_REDEFINITION_HIERARCHY_CHANGED:
        cls = "java/lang/UnsupportedOperationException";
        msg = "class redefinition failed: attempted to change superclass or interfaces";
        break;
    case JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_DELETED:
        cls = "java/lang/UnsupportedOperationException";
        msg = "class redefinition failed: attempted to delete a method";
        break;
    case JVMTI_ERROR_UNSUPPORTED_REDEFINITION_CLASS_MODIFIERS_CHANGED:
        cls = "java/lang/UnsupportedOperationException";
        msg = "class redefinition failed: attempted to change the class modifiers";
        break;
    case JVMTI_ERROR_UNSUPPORTED_REDEFINITION_METHOD_MODIFIERS_CHANGED:
        cls = "java/lang/UnsupportedOperationException";
        msg = "class redefinition failed: attempted to change method modifiers";
        break;
    case JVMTI_ERROR_UNSUPPORTED_REDEFINITION_CLASS_ATTRIBUTE_CHANGED:
        cls = "java/lang/UnsupportedOperationException";
        msg = "class redefinition failed: attempted to change the class NestHost, NestMembers, PermittedSubclasses, or Record attribute";
        break;
    default:
        snprintf(buf, sizeof buf, "JVMTI error %d", (int)err);
        msg = buf;
        break;
    }
    jclass c = (*jni)->FindClass(jni, cls);
    if (c)
        (*jni)->ThrowNew(jni, c, msg);
}

static void JNICALL redefine_classes0(JNIEnv *jni, jclass self, jlong p, jobjectArray classes, jobjectArray files)
{
    JplisAgent *a = agent_of(p);
    jint n = (*jni)->GetArrayLength(jni, classes);
    jvmtiClassDefinition *defs = calloc((size_t)n, sizeof *defs);
    jbyteArray *arrays = calloc((size_t)n, sizeof *arrays);
    if (!defs || !arrays) {
        free(defs);
        free(arrays);
        throw_error(jni, JVMTI_ERROR_OUT_OF_MEMORY);
        return;
    }
    jint got = 0;
    for (; got < n; got++) {
        defs[got].klass = (*jni)->GetObjectArrayElement(jni, classes, got);
        arrays[got] = (*jni)->GetObjectArrayElement(jni, files, got);
        if (!defs[got].klass || !arrays[got]) {
            throw_error(jni, JVMTI_ERROR_NULL_POINTER);
            break;
        }
        defs[got].class_byte_count = (*jni)->GetArrayLength(jni, arrays[got]);
        defs[got].class_bytes = (const unsigned char *)(*jni)->GetByteArrayElements(jni, arrays[got], NULL);
        if (!defs[got].class_bytes) {
            throw_error(jni, JVMTI_ERROR_OUT_OF_MEMORY);
            break;
        }
    }
    if (got == n)
        throw_error(jni, (*a->jvmti)->RedefineClasses(a->jvmti, n, defs));
    for (jint i = 0; i < got; i++)
        (*jni)->ReleaseByteArrayElements(jni, arrays[i], (jbyte *)defs[i].class_bytes, JNI_ABORT);
    free(defs);
    free(arrays);
}

static void JNICALL retransform_classes0(JNIEnv *jni, jclass self, jlong p, jobjectArray classes)
{
    JplisAgent *a = agent_of(p);
    jint n = (*jni)->GetArrayLength(jni, classes);
    jclass *cs = calloc((size_t)n + 1, sizeof *cs);
    if (!cs) {
        throw_error(jni, JVMTI_ERROR_OUT_OF_MEMORY);
        return;
    }
    for (jint i = 0; i < n; i++) {
        cs[i] = (*jni)->GetObjectArrayElement(jni, classes, i);
        if (!cs[i]) {
            free(cs);
            throw_error(jni, JVMTI_ERROR_NULL_POINTER);
            return;
        }
    }
    throw_error(jni, (*a->jvmti)->RetransformClasses(a->jvmti, n, cs));
    free(cs);
}

static jobjectArray class_array(JNIEnv *jni, JplisAgent *a, jint n, jclass *cs, jvmtiError err)
{
    if (err != JVMTI_ERROR_NONE) {
        throw_error(jni, err);
        return NULL;
    }
    jclass cc = (*jni)->FindClass(jni, "java/lang/Class");
    jobjectArray out = cc ? (*jni)->NewObjectArray(jni, n, cc, NULL) : NULL;
    for (jint i = 0; out && i < n; i++)
        (*jni)->SetObjectArrayElement(jni, out, i, cs[i]);
    (*a->jvmti)->Deallocate(a->jvmti, (unsigned char *)cs);
    return out;
}

static jobjectArray JNICALL all_loaded0(JNIEnv *jni, jclass self, jlong p)
{
    JplisAgent *a = agent_of(p);
    jint n = 0;
    jclass *cs = NULL;
    jvmtiError err = (*a->jvmti)->GetLoadedClasses(a->jvmti, &n, &cs);
    return class_array(jni, a, n, cs, err);
}

static jobjectArray JNICALL initiated0(JNIEnv *jni, jclass self, jlong p, jobject loader)
{
    JplisAgent *a = agent_of(p);
    jint n = 0;
    jclass *cs = NULL;
    jvmtiError err = (*a->jvmti)->GetClassLoaderClasses(a->jvmti, loader, &n, &cs);
    return class_array(jni, a, n, cs, err);
}

static jlong JNICALL object_size0(JNIEnv *jni, jclass self, jlong p, jobject o)
{
    JplisAgent *a = agent_of(p);
    jlong size = 0;
    throw_error(jni, (*a->jvmti)->GetObjectSize(a->jvmti, o, &size));
    return size;
}

static jboolean JNICALL modifiable0(JNIEnv *jni, jclass self, jlong p, jclass c)
{
    JplisAgent *a = agent_of(p);
    jboolean yes = JNI_FALSE;
    throw_error(jni, (*a->jvmti)->IsModifiableClass(a->jvmti, c, &yes));
    return yes;
}

static void JNICALL append0(JNIEnv *jni, jclass self, jlong p, jstring jar, jboolean boot)
{
    JplisAgent *a = agent_of(p);
    const char *path = jar ? (*jni)->GetStringUTFChars(jni, jar, NULL) : NULL;
    if (!path) {
        throw_error(jni, JVMTI_ERROR_NULL_POINTER);
        return;
    }
    jvmtiError err = boot ? (*a->jvmti)->AddToBootstrapClassLoaderSearch(a->jvmti, path)
                          : (*a->jvmti)->AddToSystemClassLoaderSearch(a->jvmti, path);
    (*jni)->ReleaseStringUTFChars(jni, jar, path);
    if (err == JVMTI_ERROR_ILLEGAL_ARGUMENT) {
        jclass c = (*jni)->FindClass(jni, "java/lang/IllegalArgumentException");
        if (c)
            (*jni)->ThrowNew(jni, c, "not a JAR file");
    } else {
        throw_error(jni, err);
    }
}

static void JNICALL prefixes0(JNIEnv *jni, jclass self, jlong p, jobjectArray prefixes, jboolean retransformable)
{
    JplisAgent *a = agent_of(p);
    jint n = (*jni)->GetArrayLength(jni, prefixes);
    char **strs = calloc((size_t)n + 1, sizeof *strs);
    jstring *js = calloc((size_t)n + 1, sizeof *js);
    if (!strs || !js) {
        free(strs);
        free(js);
        throw_error(jni, JVMTI_ERROR_OUT_OF_MEMORY);
        return;
    }
    jint k = 0;
    for (; k < n; k++) {
        js[k] = (*jni)->GetObjectArrayElement(jni, prefixes, k);
        strs[k] = js[k] ? (char *)(*jni)->GetStringUTFChars(jni, js[k], NULL) : NULL;
        if (!strs[k])
            break;
    }
    if (k == n)
        throw_error(jni, (*a->jvmti)->SetNativeMethodPrefixes(a->jvmti, n, strs));
    for (jint i = 0; i < k; i++)
        (*jni)->ReleaseStringUTFChars(jni, js[i], strs[i]);
    free(strs);
    free(js);
}

/* ------------------------------------------------------------------ */
/* Starting the agent                                                  */
/* ------------------------------------------------------------------ */

/* Makes the InstrumentationImpl and calls premain or agentmain; 0, or -1
 * with the exception still pending. */
static int start(JNIEnv *jni, JplisAgent *a, const char *method)
{
    jclass c = (*jni)->FindClass(jni, "sun/instrument/InstrumentationImpl");
    if (!c)
        return -1;
    static const JNINativeMethod natives[] = {
        { "redefineClasses0", "(J[Ljava/lang/Class;[[B)V", (void *)redefine_classes0 },
        { "retransformClasses0", "(J[Ljava/lang/Class;)V", (void *)retransform_classes0 },
        { "getAllLoadedClasses0", "(J)[Ljava/lang/Class;", (void *)all_loaded0 },
        { "getInitiatedClasses0", "(JLjava/lang/ClassLoader;)[Ljava/lang/Class;", (void *)initiated0 },
        { "getObjectSize0", "(JLjava/lang/Object;)J", (void *)object_size0 },
        { "isModifiableClass0", "(JLjava/lang/Class;)Z", (void *)modifiable0 },
        { "appendToClassLoaderSearch0", "(JLjava/lang/String;Z)V", (void *)append0 },
        { "setNativeMethodPrefixes0", "(J[Ljava/lang/String;Z)V", (void *)prefixes0 },
    };
    if ((*jni)->RegisterNatives(jni, c, natives, (jint)(sizeof natives / sizeof natives[0])) != 0)
        return -1;
    jmethodID init = (*jni)->GetMethodID(jni, c, "<init>", "(JZZZ)V");
    a->transform = (*jni)->GetMethodID(jni, c, "transform",
                                       "(Ljava/lang/Module;Ljava/lang/ClassLoader;Ljava/lang/String;Ljava/lang/Class;"
                                       "Ljava/security/ProtectionDomain;[B)[B");
    jmethodID call = (*jni)->GetMethodID(jni, c, method, "(Ljava/lang/String;Ljava/lang/String;)V");
    if (!init || !a->transform || !call)
        return -1;
    jobject impl = (*jni)->NewObject(jni, c, init, (jlong)(intptr_t)a, (jboolean)a->redefine,
                                     (jboolean)a->retransform, (jboolean)a->prefix);
    if (!impl)
        return -1;
    a->impl = (*jni)->NewGlobalRef(jni, impl);
    jstring cls = (*jni)->NewStringUTF(jni, a->agent_class);
    jstring opts = a->options ? (*jni)->NewStringUTF(jni, a->options) : NULL;
    if (!cls || (a->options && !opts))
        return -1;
    (*jni)->CallVoidMethod(jni, impl, call, cls, opts);
    return (*jni)->ExceptionCheck(jni) ? -1 : 0;
}

static void JNICALL on_vm_init(jvmtiEnv *jvmti, JNIEnv *jni, jthread thread)
{
    for (JplisAgent *a = agents; a; a = a->next) {
        if (a->jvmti != jvmti || a->impl)
            continue;
        if (start(jni, a, "loadClassAndCallPremain") != 0) {
            (*jni)->ExceptionDescribe(jni);
            (*jni)->FatalError(jni, "processing of -javaagent failed, processJavaStart failed");
        }
    }
}

/* What Agent_OnAttach returns when it fails, as libinstrument: the attach
 * client turns these into its exceptions. */
enum { ATTACH_ERROR_BADJAR = 100, ATTACH_ERROR_NOTONCP = 101, ATTACH_ERROR_STARTFAIL = 102 };

/* Splits "JAR[=OPTIONS]" and reads the manifest; NULL after printing why,
 * with *why one of the ATTACH_ERROR_ codes or JNI_ERR. */
static JplisAgent *create(JavaVM *vm, const char *spec, const char *class_attr, int live, jint *why)
{
    *why = ATTACH_ERROR_BADJAR;
    JplisAgent *a = calloc(1, sizeof *a);
    if (!a || !spec)
        goto fail;
    a->jar = strdup(spec);
    if (!a->jar)
        goto fail;
    char *eq = strchr(a->jar, '=');
    if (eq) {
        *eq = 0;
        a->options = eq + 1;
    }
    if (!cl_jar_is_valid(a->jar)) {
        fprintf(stderr, "Error opening zip file or JAR manifest missing : %s\n", a->jar);
        goto fail;
    }
    a->agent_class = attr(a->jar, class_attr);
    if (!a->agent_class) {
        fprintf(stderr, "Failed to find %s manifest attribute in %s\n", class_attr, a->jar);
        goto fail;
    }
    a->redefine = attr_true(a->jar, "Can-Redefine-Classes");
    a->retransform = attr_true(a->jar, "Can-Retransform-Classes");
    a->prefix = attr_true(a->jar, "Can-Set-Native-Method-Prefix");
    *why = JNI_ERR;
    if ((*vm)->GetEnv(vm, (void **)&a->jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        goto fail;
    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_redefine_classes = (unsigned)a->redefine;
    caps.can_retransform_classes = (unsigned)a->retransform;
    caps.can_set_native_method_prefix = (unsigned)a->prefix;
    caps.can_generate_all_class_hook_events = 1;
    if ((*a->jvmti)->AddCapabilities(a->jvmti, &caps) != JVMTI_ERROR_NONE)
        goto fail;
    /* Only at start-up (an OnLoad capability); as libinstrument, asked
     * for but not needed. */
    memset(&caps, 0, sizeof caps);
    caps.can_maintain_original_method_order = 1;
    (void)(*a->jvmti)->AddCapabilities(a->jvmti, &caps);
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = on_class_file_load_hook;
    if (!live)
        cb.VMInit = on_vm_init;
    if ((*a->jvmti)->SetEventCallbacks(a->jvmti, &cb, sizeof cb) != JVMTI_ERROR_NONE)
        goto fail;
    if ((*a->jvmti)->AddToSystemClassLoaderSearch(a->jvmti, a->jar) != JVMTI_ERROR_NONE) {
        *why = ATTACH_ERROR_NOTONCP;
        goto fail;
    }
    char *boot = attr(a->jar, "Boot-Class-Path");
    if (boot) {
        add_boot_class_path(a->jvmti, a->jar, boot);
        free(boot);
    }
    (*a->jvmti)->SetEventNotificationMode(a->jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL);
    if (!live)
        (*a->jvmti)->SetEventNotificationMode(a->jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    a->next = agents;
    agents = a;
    return a;
fail:
    if (a) {
        if (a->jvmti)
            (*a->jvmti)->DisposeEnvironment(a->jvmti);
        free(a->agent_class);
        free(a->jar);
        free(a);
    }
    return NULL;
}

jint jplis_on_load(JavaVM *vm, const char *options)
{
    jint why;
    return create(vm, options, "Premain-Class", 0, &why) ? JNI_OK : JNI_ERR;
}

jint jplis_on_attach(JavaVM *vm, const char *options)
{
    jint why;
    JplisAgent *a = create(vm, options, "Agent-Class", 1, &why);
    if (!a)
        return why;
    JNIEnv *jni = NULL;
    if ((*vm)->GetEnv(vm, (void **)&jni, JNI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    if (start(jni, a, "loadClassAndCallAgentmain") != 0) {
        (*jni)->ExceptionDescribe(jni);
        return ATTACH_ERROR_STARTFAIL;
    }
    return JNI_OK;
}
