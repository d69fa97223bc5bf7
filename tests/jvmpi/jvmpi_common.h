/*
 * jvmpi_common.h - what the JVMPI test agents share.
 *
 * The agents include only <jvmpi.h> (include/jvmpi.h, or the independent
 * header in indep/, chosen by the include path) and JNI. Output goes to
 * the file named by "out=PATH" in the -Xrun options. The log holds only
 * application facts, so that it can be compared with what a JVMTI agent
 * reports for the same program on the reference JVM (oracle/); lines
 * whose order depends on scheduling are sorted.
 */
#ifndef JVMPI_COMMON_H
#define JVMPI_COMMON_H

#include <jvmpi.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static JVMPI_Interface *pi;
static FILE *pi_out;

static inline void pi_open_log(const char *options)
{
    pi_out = stdout;
    const char *p = options ? strstr(options, "out=") : NULL;
    if (!p)
        return;
    char path[4096];
    size_t n = strcspn(p + 4, ",");
    if (n >= sizeof path)
        n = sizeof path - 1;
    memcpy(path, p + 4, n);
    path[n] = '\0';
    FILE *f = fopen(path, "w");
    if (f)
        pi_out = f;
}

static inline void pi_log(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(pi_out, fmt, ap);
    va_end(ap);
    fputc('\n', pi_out);
    fflush(pi_out);
}

/* Obtain the interface (the specification's section 1.2) and install
 * the handler. */
static inline int pi_init(JavaVM *vm, char *options, jint version, void (*notify)(JVMPI_Event *))
{
    pi_open_log(options);
    if ((*vm)->GetEnv(vm, (void **)&pi, version) < 0 || !pi) {
        pi_log("ERROR GetEnv(JVMPI 0x%x) failed", (unsigned)version);
        return JNI_ERR;
    }
    pi->NotifyEvent = notify;
    return JNI_OK;
}

static inline int pi_enable(jint ev)
{
    jint rc = pi->EnableEvent(ev, NULL);
    if (rc != JVMPI_SUCCESS)
        pi_log("ERROR EnableEvent(%d) = %d", (int)ev, (int)rc);
    return rc == JVMPI_SUCCESS;
}

/* Application classes: anything outside the JDK's packages (class names
 * in internal form; arrays by their element). */
static inline int pi_is_app_class(const char *name)
{
    if (!name)
        return 0;
    while (*name == '[')
        name++;
    if (*name == 'L')
        name++;
    else if (name[0] && !name[1])
        return 0;                     /* a primitive element type */
    static const char *const jdk[] = { "java/", "jdk/", "sun/", "com/sun/", "javax/" };
    for (size_t i = 0; i < sizeof jdk / sizeof jdk[0]; i++)
        if (strncmp(name, jdk[i], strlen(jdk[i])) == 0)
            return 0;
    return 1;
}

/* ---- A small map from pointer-sized keys to values ------------------- */

typedef struct {
    const void *key;
    void *value;
} PiEntry;

typedef struct {
    PiEntry *slots;
    size_t cap, used;
} PiMap;

static inline size_t pi_hash(const void *k)
{
    uint64_t x = (uint64_t)(uintptr_t)k;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return (size_t)x;
}

static inline PiEntry *pi_map_slot(PiMap *m, const void *k)
{
    for (size_t i = pi_hash(k) & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
        if (m->slots[i].key == k || !m->slots[i].key)
            return &m->slots[i];
}

static inline void *pi_map_get(PiMap *m, const void *k)
{
    if (!m->cap || !k)
        return NULL;
    return pi_map_slot(m, k)->value;
}

/* Keys are never removed: a deleted entry keeps its key with a NULL value. */
static inline void pi_map_put(PiMap *m, const void *k, void *v)
{
    if (!k)
        return;
    if ((m->used + 1) * 2 > m->cap) {
        PiMap n = { calloc(m->cap ? m->cap * 2 : 1024, sizeof(PiEntry)), m->cap ? m->cap * 2 : 1024, 0 };
        for (size_t i = 0; i < m->cap; i++)
            if (m->slots[i].key && m->slots[i].value) {
                *pi_map_slot(&n, m->slots[i].key) = m->slots[i];
                n.used++;
            }
        free(m->slots);
        *m = n;
    }
    PiEntry *e = pi_map_slot(m, k);
    if (!e->key)
        m->used++;
    e->key = k;
    e->value = v;
}

/* ---- Sorted lines ------------------------------------------------------ */

typedef struct {
    char **lines;
    size_t count, cap;
} PiLines;

static inline void pi_lines_add(PiLines *l, const char *fmt, ...)
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

static inline int pi_cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static inline void pi_lines_flush(PiLines *l)
{
    if (l->count > 1)
        qsort(l->lines, l->count, sizeof *l->lines, pi_cmp_str);
    for (size_t i = 0; i < l->count; i++) {
        pi_log("%s", l->lines[i]);
        free(l->lines[i]);
    }
    l->count = 0;
}

#endif
