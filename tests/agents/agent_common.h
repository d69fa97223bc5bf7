/*
 * agent_common.h - the few helpers every test agent shares.
 *
 * Test agents are written like ordinary profilers: they include only
 * <jvmti.h> (the JDK's or agentvm's, chosen by the include path) and use
 * nothing but JNI and JVMTI.  This header is static inline so that each
 * agent stays one translation unit, built with a single gcc command.
 *
 * Output goes to the file named by "out=PATH" in the options string, or to
 * standard output.  The log must be identical on agentvm and on the
 * reference JVM, so it holds only application facts: no addresses, no
 * times, no JDK-internal classes, and lines whose order depends on thread
 * scheduling are collected and sorted before they are written.
 */
#ifndef AGENT_COMMON_H
#define AGENT_COMMON_H

#include <jvmti.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *ag_out;

/* Opens the log named by "out=PATH" among comma-separated options. */
static inline void ag_open_log(const char *options)
{
    ag_out = stdout;
    if (options == NULL)
        return;
    const char *p = strstr(options, "out=");
    if (p == NULL)
        return;
    char path[4096];
    size_t n = strcspn(p + 4, ",");
    if (n >= sizeof path)
        n = sizeof path - 1;
    memcpy(path, p + 4, n);
    path[n] = '\0';
    FILE *f = fopen(path, "w");
    if (f != NULL)
        ag_out = f;
}

static inline void ag_log(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(ag_out, fmt, ap);
    va_end(ap);
    fputc('\n', ag_out);
    fflush(ag_out);
}

/*
 * An application class is anything outside the JDK's own packages; the
 * two VMs load different internal classes, so these are never compared.
 * Array classes count by their element type.
 */
static inline int ag_is_app_sig(const char *sig)
{
    if (sig == NULL)
        return 0;
    while (*sig == '[')
        sig++;
    if (*sig != 'L')
        return 0;
    static const char *const jdk[] = { "Ljava/", "Ljdk/", "Lsun/", "Lcom/sun/", "Ljavax/" };
    for (size_t i = 0; i < sizeof jdk / sizeof jdk[0]; i++)
        if (strncmp(sig, jdk[i], strlen(jdk[i])) == 0)
            return 0;
    return 1;
}

/* Reports a failed call in the log, where the comparison will show it. */
static inline int ag_check(jvmtiEnv *jvmti, jvmtiError err, const char *what)
{
    if (err == JVMTI_ERROR_NONE)
        return 1;
    char *name = NULL;
    if ((*jvmti)->GetErrorName(jvmti, err, &name) == JVMTI_ERROR_NONE && name != NULL) {
        ag_log("ERROR %s: %s", what, name);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)name);
    } else {
        ag_log("ERROR %s: %d", what, (int)err);
    }
    return 0;
}

static inline void ag_free(jvmtiEnv *jvmti, void *p)
{
    if (p != NULL)
        (*jvmti)->Deallocate(jvmti, (unsigned char *)p);
}

/* The signature of a class, in memory the caller frees with free(). */
static inline char *ag_class_sig(jvmtiEnv *jvmti, jclass klass)
{
    char *sig = NULL;
    if ((*jvmti)->GetClassSignature(jvmti, klass, &sig, NULL) != JVMTI_ERROR_NONE)
        return NULL;
    char *copy = strdup(sig);
    ag_free(jvmti, sig);
    return copy;
}

/* ---- Sorted lines -------------------------------------------------------- */

/* Lines collected from several threads, written sorted at the end. */
typedef struct {
    char **lines;
    size_t count, cap;
} AgLines;

static inline void ag_lines_add(AgLines *l, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (l->count == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->lines = realloc(l->lines, l->cap * sizeof *l->lines);
    }
    l->lines[l->count++] = strdup(buf);
}

static inline int ag_cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static inline void ag_lines_flush(AgLines *l, int sorted)
{
    if (sorted && l->count > 1)
        qsort(l->lines, l->count, sizeof *l->lines, ag_cmp_str);
    for (size_t i = 0; i < l->count; i++) {
        ag_log("%s", l->lines[i]);
        free(l->lines[i]);
    }
    l->count = 0;
}

/* ---- Raw-monitor critical sections --------------------------------------- */

#define AG_LOCKED(jvmti, mon, body)              \
    do {                                         \
        (*(jvmti))->RawMonitorEnter(jvmti, mon); \
        body;                                    \
        (*(jvmti))->RawMonitorExit(jvmti, mon);  \
    } while (0)

/* Thread name through GetThreadInfo, copied; "?" when it fails. */
static inline char *ag_thread_name(jvmtiEnv *jvmti, JNIEnv *jni, jthread t)
{
    jvmtiThreadInfo info;
    memset(&info, 0, sizeof info);
    if ((*jvmti)->GetThreadInfo(jvmti, t, &info) != JVMTI_ERROR_NONE || info.name == NULL)
        return strdup("?");
    char *copy = strdup(info.name);
    ag_free(jvmti, info.name);
    if (jni != NULL) {
        if (info.thread_group != NULL)
            (*jni)->DeleteLocalRef(jni, info.thread_group);
        if (info.context_class_loader != NULL)
            (*jni)->DeleteLocalRef(jni, info.context_class_loader);
    }
    return copy;
}

/* A loaded class by signature (FindClass would use the caller's loader). */
static inline jclass ag_loaded_class(jvmtiEnv *env, JNIEnv *jni, const char *want)
{
    jint n = 0;
    jclass *classes = NULL, found = NULL;
    if (!ag_check(env, (*env)->GetLoadedClasses(env, &n, &classes), "GetLoadedClasses"))
        return NULL;
    for (jint i = 0; i < n; i++) {
        char *sig = found == NULL ? ag_class_sig(env, classes[i]) : NULL;
        if (sig != NULL && strcmp(sig, want) == 0)
            found = classes[i];
        else
            (*jni)->DeleteLocalRef(jni, classes[i]);
        free(sig);
    }
    ag_free(env, classes);
    return found;
}

static inline jint ag_be4(const unsigned char *p)
{
    return (jint)((unsigned)p[0] << 24 | (unsigned)p[1] << 16 | (unsigned)p[2] << 8 | p[3]);
}

/* Length of the instruction at i of a method's bytecodes (JVMS chapter 6),
 * for agents that set a breakpoint on every instruction. */
static inline jint ag_insn_len(const unsigned char *b, jint n, jint i)
{
    static const unsigned char len[256] = {
        [0x10] = 2, [0x11] = 3, [0x12] = 2, [0x13] = 3, [0x14] = 3, [0x15 ... 0x19] = 2, [0x36 ... 0x3a] = 2,
        [0x84] = 3, [0x99 ... 0xa8] = 3, [0xa9] = 2, [0xb2 ... 0xb8] = 3, [0xb9 ... 0xba] = 5, [0xbb] = 3,
        [0xbc] = 2, [0xbd] = 3, [0xc0 ... 0xc1] = 3, [0xc5] = 4, [0xc6 ... 0xc7] = 3, [0xc8 ... 0xc9] = 5,
    };
    unsigned char op = b[i];
    if (op == 0xaa || op == 0xab) {
        jint p = (i + 4) & ~3;
        if (op == 0xaa)
            return p - i + 12 + 4 * (ag_be4(b + p + 8) - ag_be4(b + p + 4) + 1);
        return p - i + 8 + 8 * ag_be4(b + p + 4);
    }
    if (op == 0xc4)
        return b[i + 1] == 0x84 ? 6 : 4;
    (void)n;
    return len[op] ? len[op] : 1;
}

#endif
