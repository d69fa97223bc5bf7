/*
 * lambdatrace - what an agent sees of lambda classes.
 *
 * Lambda classes are hidden classes on HotSpot 17: signatures
 * "LMain$$Lambda$N.0x<address>;" (Class.getName() "Main$$Lambda$N/0x..."),
 * ClassPrepare raised before ClassLoad, no ClassFileLoadHook, no source file, private final
 * captured fields arg$N, a private constructor, a private final writeReplace
 * for a serializable lambda, listed by GetLoadedClasses
 * but not by GetClassLoaderClasses. The agent logs, in event order, the
 * ClassFileLoadHook, ClassLoad and ClassPrepare events of the program's classes, describes each
 * class at ClassPrepare (methods and fields sorted by name), and at VMDeath
 * lists the program's classes from GetLoadedClasses and from
 * GetClassLoaderClasses of the program's loader, sorted. The spun methods'
 * code is compared opcode by opcode (operands, which hold constant pool
 * indices, are left out). Where a lambda's
 * implementation method is entered it logs the stack with bytecode indices
 * (method entry events also make agentvm run the lambda constructors instead
 * of filling the fields directly).
 *
 * The address in a lambda class name differs between VMs and runs; the
 * comparison replaces every 0x... address (run-agents.sh normalize). The
 * counter N cannot always match: HotSpot numbers lambda classes with one
 * VM-wide counter, and its own java.lang.runtime.ObjectMethods spins lambda
 * classes of the JDK when a record's toString is first linked, which agentvm
 * does without any. So the agent renumbers the program's lambda classes in
 * the order it first sees them ("$$Lambda$#1", "$$Lambda$#2", ...).
 */
#include "agent_common.h"

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static AgLines order;
static AgLines records;
static jobject app_loader;

static int is_lambda(const char *sig)
{
    return sig != NULL && strstr(sig, "$$Lambda$") != NULL;
}

/* Lambda classes by address, in order of first sight. */
static char *seen[256];
static int seen_count;

/* A copy of s (a signature or a class name, freed with free()) with a
 * lambda class's counter replaced by its ordinal:
 * "LMain$$Lambda$14.0x7f..;" -> "LMain$$Lambda$#3.0x7f..;". The class is
 * recognised by its address. Called from one thread at a time. */
static char *renumber(const char *s)
{
    const char *at = s ? strstr(s, "$$Lambda$") : NULL;
    if (!at)
        return s ? strdup(s) : NULL;
    const char *num = at + 9, *end = num;
    while (*end >= '0' && *end <= '9')
        end++;
    const char *addr = strstr(end, "0x");
    char key[64];
    snprintf(key, sizeof key, "%.*s", addr ? (int)strspn(addr + 2, "0123456789abcdef") + 2 : 0, addr ? addr : "");
    int ord = 0;
    for (int i = 0; i < seen_count && !ord; i++)
        if (strcmp(seen[i], key) == 0)
            ord = i + 1;
    if (!ord && seen_count < 256) {
        seen[seen_count++] = strdup(key);
        ord = seen_count;
    }
    char *out = malloc(strlen(s) + 16);
    sprintf(out, "%.*s#%d%s", (int)(num - s), s, ord, end);
    return out;
}

static char *lt_sig(jvmtiEnv *env, jclass klass)
{
    char *sig = ag_class_sig(env, klass);
    if (!ag_is_app_sig(sig))
        return sig;       /* the JDK's own lambda classes are not counted */
    char *r = renumber(sig);
    free(sig);
    return r;
}

static void on_class_load(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = lt_sig(env, klass);
    if (ag_is_app_sig(sig)) {
        jint status = 0;
        ag_check(env, (*env)->GetClassStatus(env, klass, &status), "GetClassStatus(load)");
        AG_LOCKED(env, lock, ag_lines_add(&order, "ClassLoad %s prepared=%d", sig,
                                          !!(status & JVMTI_CLASS_STATUS_PREPARED)));
    }
    free(sig);
}

static void JNICALL on_class_file_load_hook(jvmtiEnv *env, JNIEnv *jni, jclass being_redefined, jobject loader,
                                            const char *name, jobject protection_domain, jint len,
                                            const unsigned char *data, jint *new_len, unsigned char **new_data)
{
    char sig[1024];
    snprintf(sig, sizeof sig, "L%s;", name ? name : "?");
    if (name == NULL || ag_is_app_sig(sig))
        AG_LOCKED(env, lock, ag_lines_add(&order, "ClassFileLoadHook %s", name ? name : "(no name)"));
}

/* The stack, with bytecode indices, where an implementation method is
 * entered through a lambda class: the spun code is laid out as HotSpot's. */
static void JNICALL on_method_entry(jvmtiEnv *env, JNIEnv *jni, jthread thread, jmethodID method)
{
    char *name = NULL;
    if (!ag_check(env, (*env)->GetMethodName(env, method, &name, NULL, NULL), "GetMethodName"))
        return;
    int wanted = strcmp(name, "plus") == 0 || strncmp(name, "lambda$main$", 12) == 0;
    ag_free(env, name);
    if (!wanted)
        return;
    jvmtiFrameInfo frames[8];
    jint n = 0;
    if (!ag_check(env, (*env)->GetStackTrace(env, thread, 0, 8, frames, &n), "GetStackTrace"))
        return;
    (*env)->RawMonitorEnter(env, lock);
    for (jint i = 0; i < n; i++) {
        jclass k = NULL;
        char *mn = NULL, *ms = NULL;
        ag_check(env, (*env)->GetMethodDeclaringClass(env, frames[i].method, &k), "GetMethodDeclaringClass");
        ag_check(env, (*env)->GetMethodName(env, frames[i].method, &mn, &ms, NULL), "GetMethodName");
        char *sig = k ? lt_sig(env, k) : NULL;
        if (sig && !ag_is_app_sig(sig)) {
            free(sig);
            ag_free(env, mn);
            ag_free(env, ms);
            break;
        }
        ag_lines_add(&order, "%s %s.%s%s @%ld", i == 0 ? "entry" : "  from", sig ? sig : "?", mn ? mn : "?",
                     ms ? ms : "", (long)frames[i].location);
        free(sig);
        ag_free(env, mn);
        ag_free(env, ms);
    }
    (*env)->RawMonitorExit(env, lock);
}

/* The opcodes of a method's code, operands left out (constant pool
 * indices differ between the VMs' class files); "?" for an opcode this
 * short decoder does not know, after which it stops. */
static int op_length(unsigned op)
{
    if (op <= 0x0f || (op >= 0x1a && op <= 0x35) || (op >= 0x3b && op <= 0x83) || (op >= 0x85 && op <= 0x98) ||
        (op >= 0xac && op <= 0xb1) || op == 0xbe || op == 0xbf || op == 0xc2 || op == 0xc3)
        return 1;
    if (op == 0x10 || op == 0x12 || (op >= 0x15 && op <= 0x19) || (op >= 0x36 && op <= 0x3a) || op == 0xa9 ||
        op == 0xbc)
        return 2;
    if (op == 0x11 || op == 0x13 || op == 0x14 || op == 0x84 || (op >= 0x99 && op <= 0xa8) ||
        (op >= 0xb2 && op <= 0xb8) || op == 0xbb || op == 0xbd || op == 0xc0 || op == 0xc1 || op == 0xc6 ||
        op == 0xc7)
        return 3;
    if (op == 0xc5)
        return 4;
    if (op == 0xb9 || op == 0xba || op == 0xc8 || op == 0xc9)
        return 5;
    return 0;
}

static void opcodes(const unsigned char *code, jint len, char *out, size_t size)
{
    size_t n = 0;
    out[0] = 0;
    for (jint pc = 0; pc < len && n + 4 < size;) {
        int l = op_length(code[pc]);
        n += (size_t)snprintf(out + n, size - n, l ? "%02x " : "? ", code[pc]);
        if (!l)
            break;
        pc += l;
    }
}

static void describe(jvmtiEnv *env, JNIEnv *jni, jclass klass, const char *sig)
{
    AgLines lines = { 0 };
    jint mods = 0, status = 0;
    ag_check(env, (*env)->GetClassModifiers(env, klass, &mods), "GetClassModifiers");
    ag_check(env, (*env)->GetClassStatus(env, klass, &status), "GetClassStatus");
    char *gen = NULL, *s2 = NULL;
    ag_check(env, (*env)->GetClassSignature(env, klass, &s2, &gen), "GetClassSignature");
    ag_log("  %s modifiers=0x%x status=0x%x generic=%s", sig, (unsigned)mods, (unsigned)status,
           gen ? gen : "none");
    ag_free(env, s2);
    ag_free(env, gen);
    jint minor = 0, major = 0;
    ag_check(env, (*env)->GetClassVersionNumbers(env, klass, &minor, &major), "GetClassVersionNumbers");
    ag_log("    version %d.%d", (int)major, (int)minor);
    char *source = NULL;
    jvmtiError err = (*env)->GetSourceFileName(env, klass, &source);
    ag_log("    source %s", err == JVMTI_ERROR_NONE ? source : err == JVMTI_ERROR_ABSENT_INFORMATION ? "ABSENT_INFORMATION" : "error");
    if (err == JVMTI_ERROR_NONE)
        ag_free(env, source);
    jclass super = (*jni)->GetSuperclass(jni, klass);
    char *ssig = super ? ag_class_sig(env, super) : NULL;
    ag_log("    super %s", ssig ? ssig : "none");
    free(ssig);
    jint n = 0;
    jclass *ifaces = NULL;
    if (ag_check(env, (*env)->GetImplementedInterfaces(env, klass, &n, &ifaces), "GetImplementedInterfaces")) {
        for (jint i = 0; i < n; i++) {
            char *isig = ag_class_sig(env, ifaces[i]);
            ag_log("    implements %s", isig ? isig : "?");
            free(isig);
        }
        ag_free(env, ifaces);
    }
    jmethodID *methods = NULL;
    if (ag_check(env, (*env)->GetClassMethods(env, klass, &n, &methods), "GetClassMethods")) {
        for (jint i = 0; i < n; i++) {
            char *name = NULL, *msig = NULL;
            jint mm = 0;
            if (!ag_check(env, (*env)->GetMethodName(env, methods[i], &name, &msig, NULL), "GetMethodName"))
                continue;
            ag_check(env, (*env)->GetMethodModifiers(env, methods[i], &mm), "GetMethodModifiers");
            jint code_len = 0, max_locals = 0, args = 0;
            unsigned char *code = NULL;
            char ops[512] = "";
            if (ag_check(env, (*env)->GetBytecodes(env, methods[i], &code_len, &code), "GetBytecodes")) {
                opcodes(code, code_len, ops, sizeof ops);
                ag_free(env, code);
            }
            ag_check(env, (*env)->GetMaxLocals(env, methods[i], &max_locals), "GetMaxLocals");
            ag_check(env, (*env)->GetArgumentsSize(env, methods[i], &args), "GetArgumentsSize");
            ag_lines_add(&lines, "    method %s%s mods=0x%x code=%d bytes max_locals=%d args=%d: %s", name, msig,
                         (unsigned)mm, (int)code_len, (int)max_locals, (int)args, ops);
            ag_free(env, name);
            ag_free(env, msig);
        }
        ag_free(env, methods);
    }
    jfieldID *fields = NULL;
    if (ag_check(env, (*env)->GetClassFields(env, klass, &n, &fields), "GetClassFields")) {
        for (jint i = 0; i < n; i++) {
            char *name = NULL, *fsig = NULL;
            jint fm = 0;
            if (!ag_check(env, (*env)->GetFieldName(env, klass, fields[i], &name, &fsig, NULL), "GetFieldName"))
                continue;
            ag_check(env, (*env)->GetFieldModifiers(env, klass, fields[i], &fm), "GetFieldModifiers");
            ag_lines_add(&lines, "    field %s %s mods=0x%x", name, fsig, (unsigned)fm);
            ag_free(env, name);
            ag_free(env, fsig);
        }
        ag_free(env, fields);
    }
    ag_lines_flush(&lines, 1);
    free(lines.lines);
    jclass cc = (*jni)->FindClass(jni, "java/lang/Class");
    jmethodID get_name = (*jni)->GetMethodID(jni, cc, "getName", "()Ljava/lang/String;");
    jmethodID is_hidden = (*jni)->GetMethodID(jni, cc, "isHidden", "()Z");
    jstring jn = (*jni)->CallObjectMethod(jni, klass, get_name);
    const char *utf = jn ? (*jni)->GetStringUTFChars(jni, jn, NULL) : NULL;
    char *name = renumber(utf ? utf : "?");
    ag_log("    getName %s isHidden %d", name, (int)(*jni)->CallBooleanMethod(jni, klass, is_hidden));
    free(name);
    if (utf)
        (*jni)->ReleaseStringUTFChars(jni, jn, utf);
}

static void on_class_prepare(jvmtiEnv *env, JNIEnv *jni, jthread thread, jclass klass)
{
    char *sig = lt_sig(env, klass);
    if (ag_is_app_sig(sig)) {
        (*env)->RawMonitorEnter(env, lock);
        ag_lines_add(&order, "ClassPrepare %s", sig);
        if (strcmp(sig, "LLambdatrace;") == 0) {
            jobject l = NULL;
            ag_check(env, (*env)->GetClassLoader(env, klass, &l), "GetClassLoader");
            app_loader = l ? (*jni)->NewGlobalRef(jni, l) : NULL;
        }
        if (is_lambda(sig)) {
            ag_lines_flush(&order, 0);
            describe(env, jni, klass, sig);
        }
        (*env)->RawMonitorExit(env, lock);
    }
    free(sig);
}

static void list_classes(jvmtiEnv *env, const char *what, jint n, jclass *classes)
{
    AgLines lines = { 0 };
    for (jint i = 0; i < n; i++) {
        char *sig = lt_sig(env, classes[i]);
        if (ag_is_app_sig(sig)) {
            jint status = 0;
            ag_check(env, (*env)->GetClassStatus(env, classes[i], &status), "GetClassStatus");
            ag_lines_add(&lines, "%s %s status=0x%x", what, sig, (unsigned)status);
        }
        free(sig);
    }
    ag_lines_flush(&lines, 1);
    free(lines.lines);
}

static void on_vm_death(jvmtiEnv *env, JNIEnv *jni)
{
    (*env)->RawMonitorEnter(env, lock);
    ag_lines_flush(&order, 0);
    jint n = 0;
    jclass *classes = NULL;
    if (ag_check(env, (*env)->GetLoadedClasses(env, &n, &classes), "GetLoadedClasses")) {
        list_classes(env, "GetLoadedClasses", n, classes);
        ag_free(env, classes);
    }
    if (app_loader && ag_check(env, (*env)->GetClassLoaderClasses(env, app_loader, &n, &classes),
                               "GetClassLoaderClasses")) {
        list_classes(env, "GetClassLoaderClasses", n, classes);
        ag_free(env, classes);
    }
    (*env)->RawMonitorExit(env, lock);
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
    caps.can_generate_method_entry_events = 1;
    caps.can_get_bytecodes = 1;
    if (!ag_check(jvmti, (*jvmti)->AddCapabilities(jvmti, &caps), "AddCapabilities"))
        return JNI_ERR;
    ag_check(jvmti, (*jvmti)->CreateRawMonitor(jvmti, "lambdatrace", &lock), "CreateRawMonitor");
    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.ClassFileLoadHook = on_class_file_load_hook;
    cb.MethodEntry = on_method_entry;
    cb.ClassLoad = on_class_load;
    cb.ClassPrepare = on_class_prepare;
    cb.VMDeath = on_vm_death;
    ag_check(jvmti, (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb), "SetEventCallbacks");
    jvmtiEvent events[] = { JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, JVMTI_EVENT_CLASS_LOAD, JVMTI_EVENT_CLASS_PREPARE,
                            JVMTI_EVENT_METHOD_ENTRY, JVMTI_EVENT_VM_DEATH };
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        ag_check(jvmti, (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, events[i], NULL),
                 "SetEventNotificationMode");
    return JNI_OK;
}
