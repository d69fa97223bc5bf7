/*
 * profiler - a profiler written the classic JVMPI way: the class-load
 * list (sorted: the order differs between VMs, HotSpot's verifier loads
 * classes early), object allocations per class and calls per method, for the
 * application's classes, kept in tables under a raw monitor and reported
 * at JVM_SHUT_DOWN. The oracle (oracle/profiler.c) counts the same with
 * JVMTI on the reference JVM.
 */
#include "jvmpi_common.h"

static JVMPI_RawMonitor lock;
static PiMap class_names;         /* class id -> name (application classes) */
static PiMap method_names;        /* method id -> "Class.name(sig)" */
static PiMap calls;               /* method id -> count */
static PiMap allocs;              /* name -> count (keys interned below) */
static PiLines loaded;

/* One string per distinct name, so that it can key a PiMap. */
static const char *intern(const char *s)
{
    static PiLines all;
    for (size_t i = 0; i < all.count; i++)
        if (strcmp(all.lines[i], s) == 0)
            return all.lines[i];
    pi_lines_add(&all, "%s", s);
    return all.lines[all.count - 1];
}

static void class_load(JVMPI_Event *ev)
{
    const char *name = ev->u.class_load.class_name;
    if (!pi_is_app_class(name))
        return;
    pi->RawMonitorEnter(lock);
    pi_lines_add(&loaded, "load %s", name);
    pi_map_put(&class_names, ev->u.class_load.class_id, (void *)intern(name));
    for (jint i = 0; i < ev->u.class_load.num_methods; i++) {
        JVMPI_Method *m = &ev->u.class_load.methods[i];
        char buf[512];
        snprintf(buf, sizeof buf, "%s.%s%s", name, m->method_name, m->method_signature);
        pi_map_put(&method_names, m->method_id, strdup(buf));
    }
    pi->RawMonitorExit(lock);
}

static void object_alloc(JVMPI_Event *ev)
{
    jint kind = ev->u.obj_alloc.is_array;
    if (kind != JVMPI_NORMAL_OBJECT && kind != JVMPI_CLASS)
        return;
    pi->RawMonitorEnter(lock);
    const char *name = pi_map_get(&class_names, ev->u.obj_alloc.class_id);
    if (name) {
        char buf[512];
        snprintf(buf, sizeof buf, kind == JVMPI_CLASS ? "[L%s;" : "%s", name);
        const char *key = intern(buf);
        pi_map_put(&allocs, key, (void *)((intptr_t)pi_map_get(&allocs, key) + 1));
    }
    pi->RawMonitorExit(lock);
}

static void method_entry(JVMPI_Event *ev)
{
    jmethodID m = ev->u.method.method_id;
    pi->RawMonitorEnter(lock);
    if (pi_map_get(&method_names, m))
        pi_map_put(&calls, m, (void *)((intptr_t)pi_map_get(&calls, m) + 1));
    pi->RawMonitorExit(lock);
}

static void shut_down(void)
{
    pi->RawMonitorEnter(lock);
    pi_lines_flush(&loaded);
    PiLines out = { 0 };
    for (size_t i = 0; i < allocs.cap; i++)
        if (allocs.slots[i].key && allocs.slots[i].value)
            pi_lines_add(&out, "alloc %s %ld", (const char *)allocs.slots[i].key, (long)(intptr_t)allocs.slots[i].value);
    for (size_t i = 0; i < calls.cap; i++)
        if (calls.slots[i].key && calls.slots[i].value)
            pi_lines_add(&out, "calls %s %ld", (char *)pi_map_get(&method_names, calls.slots[i].key),
                         (long)(intptr_t)calls.slots[i].value);
    pi_lines_flush(&out);
    pi->RawMonitorExit(lock);
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_CLASS_LOAD: class_load(ev); break;
    case JVMPI_EVENT_OBJECT_ALLOC: object_alloc(ev); break;
    case JVMPI_EVENT_METHOD_ENTRY: method_entry(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: shut_down(); break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1, notify) != JNI_OK)
        return JNI_ERR;
    lock = pi->RawMonitorCreate("_profiler");
    pi_enable(JVMPI_EVENT_CLASS_LOAD);
    pi_enable(JVMPI_EVENT_OBJECT_ALLOC);
    pi_enable(JVMPI_EVENT_METHOD_ENTRY);
    pi_enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
