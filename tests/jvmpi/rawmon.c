/*
 * rawmon - raw monitors between the main thread and two threads made with
 * CreateSystemThread, all at JVM_INIT_DONE: contention events with the
 * right thread in env_id (none for a monitor whose name starts with '_'),
 * recursion, RawMonitorWait with and without a timeout woken by
 * RawMonitorNotifyAll, a wait without owning the monitor (no wait, as on
 * HotSpot), and the JVMPI_MONITOR_RAW record of a monitor dump taken
 * while one thread owns a monitor another is entering. The expected log
 * follows from the specification (sections 2, 3 and 4.4).
 */
#include "jvmpi_common.h"
#include <pthread.h>
#include <unistd.h>

static JVMPI_RawMonitor contended, quiet, waitmon;
static JNIEnv *volatile env_t1, *volatile env_t2, *env_main;
static volatile int t1_entering, t2_waiting, t1_done, t2_done, quiet_events;
/* Events come on their own threads at once (main's CONTENDED_EXIT and
 * t1's CONTENDED_ENTERED): the log is appended under a mutex, not a raw
 * monitor, which would post events of its own. */
static pthread_mutex_t events_lock = PTHREAD_MUTEX_INITIALIZER;
static PiLines events;
static int dump_checked;

static void log_event(JVMPI_Event *ev, const char *what)
{
    const char *who = ev->env_id == env_t1 ? "t1" : ev->env_id == env_t2 ? "t2" : ev->env_id == env_main ? "main" : "?";
    pthread_mutex_lock(&events_lock);
    if (ev->u.raw_monitor.name[0] == '_')
        quiet_events++;
    else
        pi_lines_add(&events, "%s %s %s", what, ev->u.raw_monitor.name,
                     ev->u.raw_monitor.id == contended ? who : "wrong-id");
    pthread_mutex_unlock(&events_lock);
    if (ev->env_id == env_t1 && strcmp(what, "contended-enter") == 0)
        t1_entering = 1;
}

static void t1_body(void *arg)
{
    pi->RawMonitorEnter(quiet);
    pi->RawMonitorExit(quiet);
    pi->RawMonitorEnter(contended);
    pi->RawMonitorEnter(contended);
    pi->RawMonitorExit(contended);
    pi->RawMonitorExit(contended);
    t1_done = 1;
}

static void t2_body(void *arg)
{
    pi->RawMonitorEnter(waitmon);
    t2_waiting = 1;
    pi->RawMonitorWait(waitmon, 0);
    pi->RawMonitorExit(waitmon);
    t2_done = 1;
}

static int wait_for(volatile int *flag)
{
    for (int i = 0; i < 2000 && !*flag; i++)
        usleep(5000);
    return *flag;
}

static const char *env_name(JNIEnv *e)
{
    return e == env_t1 ? "t1" : e == env_t2 ? "t2" : e == env_main ? "main" : e ? "?" : "none";
}

/* Section 4.4: the record of `contended` while main owns it and t1 waits
 * to enter. */
static void monitor_dump(JVMPI_Event *ev)
{
    char *p = ev->u.monitor_dump.begin, *end = ev->u.monitor_dump.end;
    while (p < end) {
        unsigned char kind = (unsigned char)*p++;
        if (kind == JVMPI_MONITOR_JAVA) {
            p += sizeof(jobjectID) + sizeof(JNIEnv *) + 4;
        } else if (kind == JVMPI_MONITOR_RAW) {
            char *name;
            JVMPI_RawMonitor id;
            JNIEnv *owner;
            memcpy(&name, p, sizeof name); p += sizeof name;
            memcpy(&id, p, sizeof id); p += sizeof id;
            memcpy(&owner, p, sizeof owner); p += sizeof owner;
            unsigned char *u = (unsigned char *)p;
            unsigned count = (unsigned)u[0] << 24 | u[1] << 16 | u[2] << 8 | u[3];
            p += 4;
            if (strcmp(name, "contended") == 0) {
                pi_log("dump: raw monitor %s id %s owner %s entries %u", name, id == contended ? "ok" : "wrong",
                       env_name(owner), count);
                dump_checked = 1;
            }
        } else {
            pi_log("dump: bad record type %d", kind);
            return;
        }
        for (int list = 0; list < 2; list++) {
            unsigned char *u = (unsigned char *)p;
            unsigned n = (unsigned)u[0] << 24 | u[1] << 16 | u[2] << 8 | u[3];
            p += 4;
            for (unsigned i = 0; i < n; i++) {
                JNIEnv *e;
                memcpy(&e, p, sizeof e);
                p += sizeof e;
                if (kind == JVMPI_MONITOR_RAW && !dump_checked)
                    continue;
                if (kind == JVMPI_MONITOR_RAW && dump_checked == 1)
                    pi_log("dump: %s %s", list ? "waiting" : "entering", env_name(e));
            }
        }
        if (dump_checked == 1)
            dump_checked = 2;
    }
}

static void init_done(JVMPI_Event *ev)
{
    env_main = ev->env_id;
    contended = pi->RawMonitorCreate("contended");
    quiet = pi->RawMonitorCreate("_quiet");
    waitmon = pi->RawMonitorCreate("_waitmon");
    pi->RawMonitorEnter(quiet);
    pi->RawMonitorEnter(contended);
    pi_log("CreateSystemThread t1: %d", (int)pi->CreateSystemThread("jvmpi-t1", JVMPI_NORMAL_PRIORITY, t1_body));
    pi_log("CreateSystemThread bad priority: %d", (int)pi->CreateSystemThread("bad", 11, t1_body));
    usleep(50000);
    pi->RawMonitorExit(quiet);            /* t1 passes it: no events */
    pi_log("t1 blocked on contended: %s", wait_for(&t1_entering) ? "yes" : "no");
    usleep(50000);
    pi_log("RequestEvent(MONITOR_DUMP): %d", (int)pi->RequestEvent(JVMPI_EVENT_MONITOR_DUMP, NULL));
    pi->RawMonitorExit(contended);
    pi_log("t1 done: %s", wait_for(&t1_done) ? "yes" : "no");

    pi_log("CreateSystemThread t2: %d", (int)pi->CreateSystemThread("jvmpi-t2", JVMPI_MAXIMUM_PRIORITY, t2_body));
    pi_log("t2 waiting: %s", wait_for(&t2_waiting) ? "yes" : "no");
    pi->RawMonitorEnter(waitmon);         /* t2 waits: it gave the monitor up */
    pi->RawMonitorNotifyAll(waitmon);
    pi->RawMonitorExit(waitmon);
    pi_log("t2 woken: %s", wait_for(&t2_done) ? "yes" : "no");

    pi->RawMonitorEnter(waitmon);
    pi->RawMonitorWait(waitmon, 30);      /* times out */
    pi->RawMonitorExit(waitmon);
    pi->RawMonitorWait(waitmon, 0);       /* not the owner: returns at once */
    pi_log("timed wait and unowned wait returned");
    pi->RawMonitorDestroy(contended);
    pi->RawMonitorDestroy(quiet);
    pi->RawMonitorDestroy(waitmon);
    pi_lines_flush(&events);
    pi_log("events for '_' monitors: %d", quiet_events);
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_THREAD_START:
        if (ev->u.thread_start.thread_name && strcmp(ev->u.thread_start.thread_name, "jvmpi-t1") == 0)
            env_t1 = ev->u.thread_start.thread_env_id;
        if (ev->u.thread_start.thread_name && strcmp(ev->u.thread_start.thread_name, "jvmpi-t2") == 0)
            env_t2 = ev->u.thread_start.thread_env_id;
        break;
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER: log_event(ev, "contended-enter"); break;
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED: log_event(ev, "contended-entered"); break;
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT: log_event(ev, "contended-exit"); break;
    case JVMPI_EVENT_MONITOR_DUMP | JVMPI_REQUESTED_EVENT: monitor_dump(ev); break;
    case JVMPI_EVENT_JVM_INIT_DONE: init_done(ev); break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1, notify) != JNI_OK)
        return JNI_ERR;
    pi_enable(JVMPI_EVENT_THREAD_START);
    pi_enable(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER);
    pi_enable(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED);
    pi_enable(JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT);
    pi_enable(JVMPI_EVENT_JVM_INIT_DONE);
    return JNI_OK;
}
