/*
 * methodcount - the method counter of the specification's section 1.5:
 * thread-local storage set up at THREAD_START holds each thread's count,
 * incremented at METHOD_ENTRY without a lock and reported at the end.
 * Counted are the methods of application classes (known from CLASS_LOAD);
 * exits are counted too, and calls per method under a raw monitor. The
 * oracle (oracle/methodcount.c) counts the same with JVMTI.
 */
#include "jvmpi_common.h"

typedef struct Counter {
    char name[64];
    long entries, exits;
    struct Counter *next;
} Counter;

static JVMPI_RawMonitor lock;
static Counter *counters;
static PiMap methods;             /* app jmethodID -> "Class.name(sig)" */
static PiMap calls;               /* app jmethodID -> (long) calls */

static int reported_thread(const char *name)
{
    return name && (strcmp(name, "main") == 0 || strncmp(name, "worker-", 7) == 0);
}

static void thread_start(JVMPI_Event *ev)
{
    Counter *c = calloc(1, sizeof *c);
    const char *name = ev->u.thread_start.thread_name;
    snprintf(c->name, sizeof c->name, "%s", name ? name : "?");
    pi->SetThreadLocalStorage(ev->u.thread_start.thread_env_id, c);
    pi->RawMonitorEnter(lock);
    c->next = counters;
    counters = c;
    pi->RawMonitorExit(lock);
}

static void class_load(JVMPI_Event *ev)
{
    if (!pi_is_app_class(ev->u.class_load.class_name))
        return;
    pi->RawMonitorEnter(lock);
    for (jint i = 0; i < ev->u.class_load.num_methods; i++) {
        JVMPI_Method *m = &ev->u.class_load.methods[i];
        char buf[512];
        snprintf(buf, sizeof buf, "%s.%s%s", ev->u.class_load.class_name, m->method_name, m->method_signature);
        pi_map_put(&methods, m->method_id, strdup(buf));
    }
    pi->RawMonitorExit(lock);
}

static void method_entry(JVMPI_Event *ev)
{
    jmethodID m = ev->u.method.method_id;
    pi->RawMonitorEnter(lock);
    int app = pi_map_get(&methods, m) != NULL;
    if (app)
        pi_map_put(&calls, m, (void *)((intptr_t)pi_map_get(&calls, m) + 1));
    pi->RawMonitorExit(lock);
    Counter *c = pi->GetThreadLocalStorage(ev->env_id);
    if (app && c)
        c->entries++;
}

static void method_exit(JVMPI_Event *ev)
{
    pi->RawMonitorEnter(lock);
    int app = pi_map_get(&methods, ev->u.method.method_id) != NULL;
    pi->RawMonitorExit(lock);
    Counter *c = pi->GetThreadLocalStorage(ev->env_id);
    if (app && c)
        c->exits++;
}

static void shut_down(void)
{
    PiLines out = { 0 };
    for (Counter *c = counters; c; c = c->next)
        if (reported_thread(c->name))
            pi_lines_add(&out, "Thread %s executed %ld methods, left %ld", c->name, c->entries, c->exits);
    for (size_t i = 0; i < calls.cap; i++)
        if (calls.slots[i].key && calls.slots[i].value)
            pi_lines_add(&out, "calls %s %ld", (char *)pi_map_get(&methods, calls.slots[i].key),
                         (long)(intptr_t)calls.slots[i].value);
    pi_lines_flush(&out);
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_THREAD_START: thread_start(ev); break;
    case JVMPI_EVENT_CLASS_LOAD: class_load(ev); break;
    case JVMPI_EVENT_METHOD_ENTRY: method_entry(ev); break;
    case JVMPI_EVENT_METHOD_EXIT: method_exit(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: shut_down(); break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1, notify) != JNI_OK)
        return JNI_ERR;
    lock = pi->RawMonitorCreate("_methodcount");
    pi_enable(JVMPI_EVENT_THREAD_START);
    pi_enable(JVMPI_EVENT_CLASS_LOAD);
    pi_enable(JVMPI_EVENT_METHOD_ENTRY);
    pi_enable(JVMPI_EVENT_METHOD_EXIT);
    pi_enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
