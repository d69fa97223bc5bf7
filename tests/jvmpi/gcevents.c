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
enum { MAX_GCS = 1 << 16 };
static jlong used_objects[MAX_GCS], used_space[MAX_GCS], total_space[MAX_GCS];
static int sane = 1;

static void gc_finish(JVMPI_Event *ev)
{
    if (finishes < MAX_GCS) {
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

/* The program drops 20000 arrays (and the array that held them) between
 * two collections with no allocation in between: some pair of consecutive
 * collections shows that drop, however many others (GC stress) there are. */
static void shut_down(void)
{
    pi_log("starts equal finishes: %s", starts == finishes ? "yes" : "no");
    pi_log("at least 5 collections: %s", starts >= 5 ? "yes" : "no");
    pi_log("OBJECT_FREE only inside a collection: %s", bad_free ? "no" : "yes");
    pi_log("objects freed: %s", frees > 20000 ? "yes" : "no");
    pi_log("statistics sane: %s", sane ? "yes" : "no");
    int n = finishes < MAX_GCS ? finishes : MAX_GCS, dropped = 0, shrank = 0;
    for (int i = 1; i < n; i++) {
        jlong d = used_objects[i - 1] - used_objects[i];
        if (d >= 20000 && d < 21000) {
            dropped = 1;
            shrank |= used_space[i] < used_space[i - 1];
        }
    }
    pi_log("20000 arrays gone between two collections: %s", dropped ? "yes" : "no");
    pi_log("used space shrank with them: %s", shrank ? "yes" : "no");
    pi_log("total space covers used space: %s", n && total_space[n - 1] >= used_space[n - 1] ? "yes" : "no");
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
