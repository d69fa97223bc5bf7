/*
 * allocsites - an allocation-site profiler as a classic profiler was
 * written: OBJECT_ALLOC with the allocating frame from GetCallTrace,
 * counts per class and site, and OBJECT_FREE to count what the collector
 * took back. The locks OBJECT_FREE needs are taken at GC_START and given
 * back at GC_FINISH (the thread-suspended mode allows nothing else).
 * Application classes only; the oracle counts the same with JVMTI
 * (SampledObjectAlloc at interval 0, tags and ObjectFree) on the
 * reference JVM.
 */
#include "jvmpi_common.h"

enum { MAX_CLASSES = 64 };

static JVMPI_RawMonitor lock;
static PiMap classes;             /* class id -> class index + 1 */
static PiMap methods;             /* method id -> "Class.name" */
static PiMap objects;             /* object id -> class index + 1 */
static char *class_names[MAX_CLASSES];
static int class_count;
static long freed[MAX_CLASSES];
static PiLines sites;             /* "class at site" per allocation, counted at the end */

static void class_load(JVMPI_Event *ev)
{
    const char *name = ev->u.class_load.class_name;
    if (!pi_is_app_class(name))
        return;
    pi->RawMonitorEnter(lock);
    for (jint i = 0; i < ev->u.class_load.num_methods; i++) {
        char buf[512];
        snprintf(buf, sizeof buf, "%s.%s", name, ev->u.class_load.methods[i].method_name);
        pi_map_put(&methods, ev->u.class_load.methods[i].method_id, strdup(buf));
    }
    if (class_count < MAX_CLASSES / 2) {
        char buf[512];
        class_names[class_count] = strdup(name);
        pi_map_put(&classes, ev->u.class_load.class_id, (void *)(intptr_t)(class_count + 1));
        /* Its arrays ("[L...;") take the index MAX_CLASSES / 2 further. */
        snprintf(buf, sizeof buf, "[L%s;", name);
        class_names[class_count + MAX_CLASSES / 2] = strdup(buf);
        class_count++;
    }
    pi->RawMonitorExit(lock);
}

static void object_alloc(JVMPI_Event *ev)
{
    jint kind = ev->u.obj_alloc.is_array;
    if (kind != JVMPI_NORMAL_OBJECT && kind != JVMPI_CLASS)
        return;
    pi->RawMonitorEnter(lock);
    intptr_t idx = (intptr_t)pi_map_get(&classes, ev->u.obj_alloc.class_id);
    if (idx && kind == JVMPI_CLASS)
        idx += MAX_CLASSES / 2;
    pi->RawMonitorExit(lock);
    if (!idx)
        return;
    JVMPI_CallFrame frame;
    JVMPI_CallTrace trace = { ev->env_id, 0, &frame };
    pi->GetCallTrace(&trace, 1);
    pi->RawMonitorEnter(lock);
    const char *site = trace.num_frames == 1 ? pi_map_get(&methods, frame.method_id) : NULL;
    pi_lines_add(&sites, "%s at %s:%d", class_names[idx - 1], site ? site : "?",
                 trace.num_frames == 1 ? (int)frame.lineno : -1);
    pi_map_put(&objects, ev->u.obj_alloc.obj_id, (void *)idx);
    pi->RawMonitorExit(lock);
}

/* Thread-suspended mode: no allocation, no monitor (held since GC_START). */
static void object_free(JVMPI_Event *ev)
{
    intptr_t idx = (intptr_t)pi_map_get(&objects, ev->u.obj_free.obj_id);
    if (!idx)
        return;
    freed[idx - 1]++;
    pi_map_put(&objects, ev->u.obj_free.obj_id, NULL);
}

static void shut_down(void)
{
    pi->RawMonitorEnter(lock);
    if (sites.count > 1)
        qsort(sites.lines, sites.count, sizeof *sites.lines, pi_cmp_str);
    PiLines out = { 0 };
    for (size_t i = 0, n; i < sites.count; i += n) {
        for (n = 1; i + n < sites.count && strcmp(sites.lines[i], sites.lines[i + n]) == 0; n++)
            ;
        pi_lines_add(&out, "alloc %s count %zu", sites.lines[i], n);
    }
    for (int i = 0; i < MAX_CLASSES; i++)
        if (freed[i])
            pi_lines_add(&out, "free %s %ld", class_names[i], freed[i]);
    pi_lines_flush(&out);
    pi->RawMonitorExit(lock);
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD: class_load(ev); break;
    case JVMPI_EVENT_OBJECT_ALLOC: object_alloc(ev); break;
    case JVMPI_EVENT_OBJECT_FREE: object_free(ev); break;
    case JVMPI_EVENT_GC_START: pi->RawMonitorEnter(lock); break;
    case JVMPI_EVENT_GC_FINISH: pi->RawMonitorExit(lock); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: shut_down(); break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1, notify) != JNI_OK)
        return JNI_ERR;
    lock = pi->RawMonitorCreate("_allocsites");
    pi_enable(JVMPI_EVENT_CLASS_LOAD);
    pi_enable(JVMPI_EVENT_OBJECT_ALLOC);
    pi_enable(JVMPI_EVENT_OBJECT_FREE);
    pi_enable(JVMPI_EVENT_GC_START);
    pi_enable(JVMPI_EVENT_GC_FINISH);
    pi_enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
