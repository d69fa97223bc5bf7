/*
 * gcevents - GC_START and GC_FINISH: they pair up, OBJECT_FREE comes only
 * between them, GC_FINISH's statistics are sane and follow the program
 * (20000 arrays held, then dropped), RunGC collects at once on the calling
 * thread, and DisableGC/EnableGC nest: RunGC does nothing while any
 * DisableGC is outstanding. The expected log follows from the
 * specification's sections 2 and 3.
 */
#include "jvmpi_common.h"

static int in_gc, starts, finishes, bad_free, frees;
static jlong used_objects[64], used_space[64], total_space[64];
static int sane = 1;

static void gc_finish(JVMPI_Event *ev)
{
    if (finishes < 64) {
        used_objects[finishes] = ev->u.gc_info.used_objects;
        used_space[finishes] = ev->u.gc_info.used_object_space;
        total_space[finishes] = ev->u.gc_info.total_object_space;
    }
    if (ev->u.gc_info.used_objects <= 0 || ev->u.gc_info.used_object_space <= 0 ||
        ev->u.gc_info.used_object_space > ev->u.gc_info.total_object_space)
        sane = 0;
    finishes++;
    in_gc = 0;
}

static int run_gc_collects(void)
{
    int before = starts;
    pi->RunGC();
    return starts - before;
}

/* At JVM_INIT_DONE: the multithreaded mode with GC enabled. */
static void init_done(void)
{
    pi_log("RunGC collects: %s", run_gc_collects() == 1 ? "yes" : "no");
    pi->DisableGC();
    pi->DisableGC();
    pi_log("RunGC with GC disabled twice collects: %s", run_gc_collects() ? "yes" : "no");
    pi->EnableGC();
    pi_log("RunGC with GC disabled once collects: %s", run_gc_collects() ? "yes" : "no");
    pi->EnableGC();
    pi_log("RunGC with GC enabled again collects: %s", run_gc_collects() == 1 ? "yes" : "no");
}

/* Two collections by RunGC, three by the program: the last three. */
static void shut_down(void)
{
    pi_log("starts equal finishes: %s", starts == finishes ? "yes" : "no");
    pi_log("at least 5 collections: %s", starts >= 5 ? "yes" : "no");
    pi_log("OBJECT_FREE only inside a collection: %s", bad_free ? "no" : "yes");
    pi_log("objects freed: %s", frees > 20000 ? "yes" : "no");
    pi_log("statistics sane: %s", sane ? "yes" : "no");
    int n = finishes < 64 ? finishes : 64;
    if (n >= 3) {
        jlong held = used_objects[n - 3], dropped = used_objects[n - 2];
        pi_log("20000 arrays gone between the program's first and second collection: %s",
               held - dropped >= 20000 && held - dropped < 21000 ? "yes" : "no");
        pi_log("used space shrank: %s", used_space[n - 2] < used_space[n - 3] ? "yes" : "no");
        pi_log("total space covers used space: %s", total_space[n - 1] >= used_space[n - 1] ? "yes" : "no");
    }
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_GC_START: starts++; in_gc = 1; break;
    case JVMPI_EVENT_GC_FINISH: gc_finish(ev); break;
    case JVMPI_EVENT_OBJECT_FREE: frees++; bad_free |= !in_gc; break;
    case JVMPI_EVENT_JVM_INIT_DONE: init_done(); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: shut_down(); break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1, notify) != JNI_OK)
        return JNI_ERR;
    pi_enable(JVMPI_EVENT_GC_START);
    pi_enable(JVMPI_EVENT_GC_FINISH);
    pi_enable(JVMPI_EVENT_OBJECT_FREE);
    pi_enable(JVMPI_EVENT_JVM_INIT_DONE);
    pi_enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
