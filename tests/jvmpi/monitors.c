/*
 * monitors - Java monitor events and the monitor dump, with several
 * threads: MONITOR_CONTENDED_ENTER/ENTERED on the two blockers,
 * MONITOR_CONTENDED_EXIT on the holder, MONITOR_WAIT/WAITED on the waiter
 * and on main's timed wait; then the dump requested from the start of the
 * thread "jvmpi-monitor-dump" (section 4.4): LOCK owned by the holder
 * with both blockers entering, WAIT with the waiter in its wait set, and
 * the status and trace of each thread. Only events on the program's two
 * monitors count (their IDs are learnt from the events). The expected log
 * follows from the specification and the program.
 */
#include "jvmpi_common.h"

typedef struct {
    JNIEnv *env;
    char name[64];
} Named;

static JVMPI_RawMonitor lock;
static Named threads[256];
static int thread_count;
static struct { int kind; char who[64]; jobjectID obj; jlong timeout; } evs[256];
static int ev_count;
static PiLines dump;
static PiMap methods;             /* method id -> "Class.name" of app methods */

/* A JNIEnv names a thread from its start to its end only: a later thread
 * may have the same one, so the latest start wins, and names are taken
 * when an event comes. */
static const char *name_of(JNIEnv *env)
{
    for (int i = thread_count - 1; i >= 0; i--)
        if (threads[i].env == env)
            return threads[i].name;
    return "?";
}

static int app_thread(const char *n)
{
    return strcmp(n, "main") == 0 || strcmp(n, "holder") == 0 || strcmp(n, "waiter") == 0 ||
           strncmp(n, "blocker-", 8) == 0;
}

/* Waits on no object (Thread.sleep, which the program polls with) are
 * not kept: a slow machine's many polls would fill the table. */
static void record(JVMPI_Event *ev, jobjectID obj, jlong timeout)
{
    if (!obj)
        return;
    pi->RawMonitorEnter(lock);
    if (ev_count < 256 && app_thread(name_of(ev->env_id))) {
        evs[ev_count].kind = ev->event_type;
        snprintf(evs[ev_count].who, sizeof evs[0].who, "%s", name_of(ev->env_id));
        evs[ev_count].obj = obj;
        evs[ev_count].timeout = timeout;
        ev_count++;
    }
    pi->RawMonitorExit(lock);
}

static jobjectID find_object(int kind, const char *thread)
{
    for (int i = 0; i < ev_count; i++)
        if (evs[i].kind == kind && strcmp(evs[i].who, thread) == 0)
            return evs[i].obj;
    return NULL;
}

static uint32_t u4(char **p)
{
    unsigned char *u = (unsigned char *)*p;
    *p += 4;
    return (uint32_t)u[0] << 24 | (uint32_t)u[1] << 16 | (uint32_t)u[2] << 8 | u[3];
}

static void *ptr(char **p)
{
    void *v;
    memcpy(&v, *p, sizeof v);
    *p += sizeof v;
    return v;
}

static void env_list(char **p, char *out, size_t size, int keep)
{
    uint32_t n = u4(p);
    PiLines names = { 0 };
    for (uint32_t i = 0; i < n; i++)
        pi_lines_add(&names, "%s", name_of(ptr(p)));
    if (names.count > 1)
        qsort(names.lines, names.count, sizeof *names.lines, pi_cmp_str);
    out[0] = 0;
    for (size_t i = 0; i < names.count; i++) {
        if (keep)
            snprintf(out + strlen(out), size - strlen(out), "%s%s", i ? "," : "", names.lines[i]);
        free(names.lines[i]);
    }
    free(names.lines);
    if (!out[0])
        snprintf(out, size, "-");
}

static const char *status_name(jint s)
{
    switch (s & ~(JVMPI_THREAD_SUSPENDED | JVMPI_THREAD_INTERRUPTED)) {
    case JVMPI_THREAD_RUNNABLE: return "runnable";
    case JVMPI_THREAD_MONITOR_WAIT: return "monitor-wait";
    case JVMPI_THREAD_CONDVAR_WAIT: return "condvar-wait";
    default: return "?";
    }
}

static void monitor_dump(JVMPI_Event *ev)
{
    jobjectID lock_id = find_object(JVMPI_EVENT_MONITOR_CONTENDED_ENTER, "blocker-1");
    jobjectID wait_id = find_object(JVMPI_EVENT_MONITOR_WAIT, "waiter");
    char *p = ev->u.monitor_dump.begin;
    while (p < ev->u.monitor_dump.end) {
        int kind = (unsigned char)*p++;
        char entering[256], waiting[256];
        if (kind == JVMPI_MONITOR_JAVA) {
            jobjectID obj = ptr(&p);
            JNIEnv *owner = ptr(&p);
            uint32_t count = u4(&p);
            int ours = obj == lock_id || obj == wait_id;
            env_list(&p, entering, sizeof entering, ours);
            env_list(&p, waiting, sizeof waiting, ours);
            if (ours)
                pi_lines_add(&dump, "dump %s owner %s entries %u entering %s waiting %s",
                             obj == lock_id ? "LOCK" : "WAIT", owner ? name_of(owner) : "none", count, entering,
                             waiting);
        } else if (kind == JVMPI_MONITOR_RAW) {
            ptr(&p);
            ptr(&p);
            ptr(&p);
            u4(&p);
            env_list(&p, entering, sizeof entering, 0);
            env_list(&p, waiting, sizeof waiting, 0);
        } else {
            pi_lines_add(&dump, "dump bad record %d", kind);
            break;
        }
    }
    for (jint i = 0; i < ev->u.monitor_dump.num_traces; i++) {
        JVMPI_CallTrace *t = &ev->u.monitor_dump.traces[i];
        const char *n = name_of(t->env_id);
        if (strcmp(n, "holder") && strcmp(n, "waiter") && strncmp(n, "blocker-", 8))
            continue;
        const char *top = NULL;
        for (jint f = 0; f < t->num_frames && !top; f++)
            top = pi_map_get(&methods, t->frames[f].method_id);
        /* The holder may still be starting the dump thread, or joining it. */
        const char *status = strcmp(n, "holder") == 0 ? "-" : status_name(ev->u.monitor_dump.threads_status[i]);
        pi_lines_add(&dump, "dump thread %s %s in %s", n, status, top ? top : "?");
    }
}

static void thread_start(JVMPI_Event *ev)
{
    const char *n = ev->u.thread_start.thread_name;
    pi->RawMonitorEnter(lock);
    if (thread_count < 256) {
        threads[thread_count].env = ev->u.thread_start.thread_env_id;
        snprintf(threads[thread_count].name, sizeof threads[0].name, "%s", n ? n : "?");
        thread_count++;
    }
    pi->RawMonitorExit(lock);
    if (n && strcmp(n, "jvmpi-monitor-dump") == 0)
        pi_lines_add(&dump, "RequestEvent(MONITOR_DUMP) %d", (int)pi->RequestEvent(JVMPI_EVENT_MONITOR_DUMP, NULL));
}

static void class_load(JVMPI_Event *ev)
{
    if (!pi_is_app_class(ev->u.class_load.class_name))
        return;
    for (jint i = 0; i < ev->u.class_load.num_methods; i++) {
        char buf[512];
        snprintf(buf, sizeof buf, "%s.%s", ev->u.class_load.class_name, ev->u.class_load.methods[i].method_name);
        pi_map_put(&methods, ev->u.class_load.methods[i].method_id, strdup(buf));
    }
}

static void shut_down(void)
{
    jobjectID lock_id = find_object(JVMPI_EVENT_MONITOR_CONTENDED_ENTER, "blocker-1");
    jobjectID wait_id = find_object(JVMPI_EVENT_MONITOR_WAIT, "waiter");
    PiLines out = { 0 };
    for (int i = 0; i < ev_count; i++) {
        if (evs[i].obj != lock_id && evs[i].obj != wait_id)
            continue;
        const char *what = "?";
        switch (evs[i].kind) {
        case JVMPI_EVENT_MONITOR_CONTENDED_ENTER: what = "contended-enter"; break;
        case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED: what = "contended-entered"; break;
        case JVMPI_EVENT_MONITOR_CONTENDED_EXIT: what = "contended-exit"; break;
        case JVMPI_EVENT_MONITOR_WAIT: what = "wait"; break;
        case JVMPI_EVENT_MONITOR_WAITED: what = "waited"; break;
        }
        char extra[64] = "";
        if (evs[i].kind == JVMPI_EVENT_MONITOR_WAIT)
            snprintf(extra, sizeof extra, " timeout %ld", (long)evs[i].timeout);
        if (evs[i].kind == JVMPI_EVENT_MONITOR_WAITED && strcmp(evs[i].who, "main") == 0)
            snprintf(extra, sizeof extra, " waited-20ms %s", evs[i].timeout >= 19 ? "yes" : "no");
        /* Whichever blocker enters first leaves with the other waiting. */
        const char *who = evs[i].who;
        if (evs[i].kind == JVMPI_EVENT_MONITOR_CONTENDED_EXIT && strncmp(who, "blocker-", 8) == 0)
            who = "blocker-N";
        pi_lines_add(&out, "%s %s %s%s", who, what, evs[i].obj == lock_id ? "LOCK" : "WAIT", extra);
    }
    pi_lines_flush(&out);
    pi_lines_flush(&dump);
}

static void notify(JVMPI_Event *ev)
{
    switch (ev->event_type) {
    case JVMPI_EVENT_THREAD_START: thread_start(ev); break;
    case JVMPI_EVENT_CLASS_LOAD: class_load(ev); break;
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED:
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT: record(ev, ev->u.monitor.object, 0); break;
    case JVMPI_EVENT_MONITOR_WAIT:
    case JVMPI_EVENT_MONITOR_WAITED: record(ev, ev->u.monitor_wait.object, ev->u.monitor_wait.timeout); break;
    case JVMPI_EVENT_MONITOR_DUMP | JVMPI_REQUESTED_EVENT: monitor_dump(ev); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: shut_down(); break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    if (pi_init(vm, options, JVMPI_VERSION_1, notify) != JNI_OK)
        return JNI_ERR;
    lock = pi->RawMonitorCreate("_monitors");
    pi_enable(JVMPI_EVENT_THREAD_START);
    pi_enable(JVMPI_EVENT_CLASS_LOAD);
    pi_enable(JVMPI_EVENT_MONITOR_CONTENDED_ENTER);
    pi_enable(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED);
    pi_enable(JVMPI_EVENT_MONITOR_CONTENDED_EXIT);
    pi_enable(JVMPI_EVENT_MONITOR_WAIT);
    pi_enable(JVMPI_EVENT_MONITOR_WAITED);
    pi_enable(JVMPI_EVENT_JVM_SHUT_DOWN);
    return JNI_OK;
}
