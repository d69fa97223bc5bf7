/*
 * Natives of the monitoring API: java.lang.management's beans,
 * ProcessHandle.current() and StackWalker (jdk.internal.vm.Management).
 *
 * The thread figures (live, peak, daemon, started) are kept here by an
 * event sink of their own, not read from the perf data region: that one
 * does not exist under -XX:-UsePerfData, and the beans must work without it.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "interp/interp.h"
#include "vm/class.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/native.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

#define NATIVE(name) static void name(Thread *t, Slot *a, Slot *ret)

/* ------------------------------------------------------------------ */
/* Thread counts                                                       */
/* ------------------------------------------------------------------ */

static int64_t threads_live, threads_peak, threads_daemon, threads_started;

static void on_thread_start(Thread *t)
{
    __atomic_add_fetch(&threads_started, 1, __ATOMIC_RELAXED);
    int64_t live = __atomic_add_fetch(&threads_live, 1, __ATOMIC_RELAXED);
    int64_t peak = __atomic_load_n(&threads_peak, __ATOMIC_RELAXED);
    while (live > peak && !__atomic_compare_exchange_n(&threads_peak, &peak, live, 1, __ATOMIC_RELAXED,
                                                       __ATOMIC_RELAXED))
        ;
    if (t->daemon)
        __atomic_add_fetch(&threads_daemon, 1, __ATOMIC_RELAXED);
}

static void on_thread_end(Thread *t)
{
    __atomic_sub_fetch(&threads_live, 1, __ATOMIC_RELAXED);
    if (t->daemon)
        __atomic_sub_fetch(&threads_daemon, 1, __ATOMIC_RELAXED);
}

static EvSink sink = {
    .interest = EV_BIT(EV_THREAD_START) | EV_BIT(EV_THREAD_END),
    .thread_start = on_thread_start,
    .thread_end = on_thread_end,
};

static Object *long_array(Thread *t, const int64_t *v, int n)
{
    Object *arr = heap_new_array(t, cls_array_of(t, cls_primitive('J')), n);
    if (arr)
        memcpy(ARRAY_DATA(arr, int64_t), v, sizeof(int64_t) * (size_t)n);
    return arr;
}

/* live, peak, daemon, total started */
NATIVE(mg_thread_counts)
{
    (void)a;
    int64_t v[4] = {
        __atomic_load_n(&threads_live, __ATOMIC_RELAXED),
        __atomic_load_n(&threads_peak, __ATOMIC_RELAXED),
        __atomic_load_n(&threads_daemon, __ATOMIC_RELAXED),
        __atomic_load_n(&threads_started, __ATOMIC_RELAXED),
    };
    ret->l = long_array(t, v, 4);
}

NATIVE(mg_reset_peak)
{
    (void)t;
    (void)a;
    (void)ret;
    __atomic_store_n(&threads_peak, __atomic_load_n(&threads_live, __ATOMIC_RELAXED), __ATOMIC_RELAXED);
}

/* ------------------------------------------------------------------ */
/* Thread CPU time                                                     */
/* ------------------------------------------------------------------ */

/* utime (user = 1) or utime + stime of a task, from /proc, in nanoseconds. */
static int64_t proc_task_time(uint64_t tid, int user)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/self/task/%llu/stat", (unsigned long long)tid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    /* The command (field 2) may hold spaces and parentheses: skip to the last ')'. */
    char *p = strrchr(buf, ')');
    if (!p)
        return -1;
    unsigned long long ut = 0, st = 0;
    /* fields 3..13 precede utime (14) and stime (15) */
    if (sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &ut, &st) != 2)
        return -1;
    long hz = sysconf(_SC_CLK_TCK);
    if (hz <= 0)
        hz = 100;
    unsigned long long ticks = user ? ut : ut + st;
    return (int64_t)(ticks * (1000000000ull / (unsigned long long)hz));
}

/* getThreadCpuTime0(Thread thread, boolean user): -1 if the thread is not alive. */
NATIVE(mg_thread_cpu_time)
{
    Object *jt = a[0].l;
    int user = a[1].i;
    int64_t ns = -1;
    if (!jt || jt == t->jthread) {
        if (user)
            ns = proc_task_time(t->os_tid, 1);
        else {
            struct timespec ts;
            if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
                ns = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
        }
        ret->j = ns;
        return;
    }
    thr_list_lock();
    Thread *target = thr_of(jt);
    uint64_t tid = 0;
    clockid_t cid;
    int have_clock = 0;
    if (target) {
        tid = target->os_tid;
        have_clock = !user && pthread_getcpuclockid(target->pthread, &cid) == 0;
        if (have_clock) {
            struct timespec ts;
            if (clock_gettime(cid, &ts) == 0)
                ns = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
        }
    }
    thr_list_unlock();
    if (target && ns < 0 && tid)
        ns = proc_task_time(tid, user);
    ret->j = ns;
}

/* ------------------------------------------------------------------ */
/* Process, runtime, memory                                            */
/* ------------------------------------------------------------------ */

NATIVE(mg_pid)
{
    (void)t;
    (void)a;
    ret->j = (int64_t)getpid();
}

NATIVE(mg_host_name)
{
    (void)a;
    char h[256];
    if (gethostname(h, sizeof h) != 0)
        strcpy(h, "localhost");
    h[sizeof h - 1] = 0;
    ret->l = str_new_utf8(t, h);
}

NATIVE(mg_start_time)
{
    (void)t;
    (void)a;
    ret->j = vm_start_time_ms();
}

NATIVE(mg_uptime_nanos)
{
    (void)t;
    (void)a;
    ret->j = (int64_t)vm_uptime_ns();
}

/* The VM options as given, in order: what HotSpot's RuntimeMXBean reports. */
NATIVE(mg_input_arguments)
{
    (void)a;
    Object *arr = heap_new_array(t, wk.string_array, vm_opts.vm_arg_count);
    if (!arr)
        return;
    thr_push_root(t, &arr);
    for (int i = 0; i < vm_opts.vm_arg_count; i++) {
        Object *s = str_new_utf8(t, vm_opts.vm_args[i]);
        if (!s) {
            arr = NULL;
            break;
        }
        ARRAY_DATA(arr, Object *)[i] = s;
    }
    thr_pop_roots(t, 1);
    ret->l = arr;
}

/* init, used, committed, max, collections, total pause ns */
NATIVE(mg_heap_stats)
{
    (void)a;
    HeapStats hs;
    heap_stats(&hs);
    int64_t v[6] = { (int64_t)vm_opts.heap_initial, (int64_t)hs.used, (int64_t)hs.capacity, (int64_t)hs.max,
                     (int64_t)hs.collections, (int64_t)hs.total_pause_ns };
    ret->l = long_array(t, v, 6);
}

NATIVE(mg_loaded_class_count)
{
    (void)t;
    (void)a;
    ret->i = (int32_t)cls_count();
}

NATIVE(mg_load_average)
{
    (void)t;
    (void)a;
    double l[1];
    ret->d = getloadavg(l, 1) == 1 ? l[0] : -1.0;
}

NATIVE(mg_process_cpu_time)
{
    (void)t;
    (void)a;
    struct timespec ts;
    ret->j = clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) == 0 ? (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec : -1;
}

/* ------------------------------------------------------------------ */
/* Stack frames for StackWalker                                        */
/* ------------------------------------------------------------------ */

/* { StackTraceElement[], Class[], int[] bcis (-1 native), String[] descriptors }
 * for the calling thread's frames, the caller of this native first. */
NATIVE(mg_stack_frames)
{
    (void)a;
    int n = 0;
    Frame *first = t->top ? t->top->prev : NULL;
    for (Frame *f = first; f; f = f->prev)
        n++;
    Method **methods = malloc(sizeof(Method *) * (size_t)(n + 1));
    int64_t *bcis = malloc(sizeof(int64_t) * (size_t)(n + 1));
    if (!methods || !bcis) {
        free(methods);
        free(bcis);
        exc_throw(t, "java/lang/OutOfMemoryError", "stack frames");
        return;
    }
    int i = 0;
    for (Frame *f = first; f && i < n; f = f->prev, i++) {
        methods[i] = f->method;
        bcis[i] = (f->flags & FRAME_NATIVE) ? -1 : (int64_t)frame_bci(f);
    }
    Object *res = NULL, *stes = NULL, *classes = NULL, *ints = NULL, *descs = NULL;
    thr_push_root(t, &res);
    thr_push_root(t, &stes);
    thr_push_root(t, &classes);
    thr_push_root(t, &ints);
    thr_push_root(t, &descs);
    res = heap_new_array(t, wk.object_array, 4);
    if (res)
        stes = exc_stack_trace_of(t, methods, bcis, n);
    if (stes)
        classes = heap_new_array(t, wk.class_array, n);
    if (classes)
        ints = heap_new_array(t, wk.int_array, n);
    if (ints)
        descs = heap_new_array(t, wk.string_array, n);
    int ok = descs != NULL;
    for (i = 0; ok && i < n; i++) {
        ARRAY_DATA(classes, Object *)[i] = methods[i]->klass->mirror;
        ARRAY_DATA(ints, int32_t)[i] = (int32_t)bcis[i];
        Object *d = str_intern_utf8(t, methods[i]->desc);
        if (!d)
            ok = 0;
        else
            ARRAY_DATA(descs, Object *)[i] = d;
    }
    if (ok) {
        ARRAY_DATA(res, Object *)[0] = stes;
        ARRAY_DATA(res, Object *)[1] = classes;
        ARRAY_DATA(res, Object *)[2] = ints;
        ARRAY_DATA(res, Object *)[3] = descs;
        ret->l = res;
    }
    thr_pop_roots(t, 5);
    free(methods);
    free(bcis);
}

/* Every thread with a java.lang.Thread, in the VM's list order. */
NATIVE(mg_threads)
{
    (void)a;
    thr_list_lock();
    int n = 0;
    for (Thread *th = thr_list_first(); th; th = th->next)
        if (th->jthread)
            n++;
    thr_list_unlock();
    Object *arr = heap_new_array(t, cls_array_of(t, wk.thread), n);
    if (!arr)
        return;
    thr_list_lock();
    int i = 0;
    for (Thread *th = thr_list_first(); th && i < n; th = th->next)
        if (th->jthread)
            ARRAY_DATA(arr, Object *)[i++] = th->jthread;
    thr_list_unlock();
    ret->l = arr;
}

/* ------------------------------------------------------------------ */
/* Monitors threads block or wait on                                   */
/* ------------------------------------------------------------------ */

typedef struct MonitorSearch {
    Monitor *m;
    Object *found;
} MonitorSearch;

static void monitor_visit(Object *o, void *arg)
{
    MonitorSearch *s = arg;
    if (!s->found && o->monitor == s->m)
        s->found = o;
}

/* mon_enter and mon_wait keep the object among the thread's temporary
 * roots while it is parked; the heap walk is the fallback. */
static Object *monitor_object(const Thread *t, Monitor *m)
{
    for (int i = t->temp_root_count - 1; i >= 0; i--) {
        Object *o = *t->temp_roots[i];
        if (o && o->monitor == m)
            return o;
    }
    MonitorSearch s = { m, NULL };
    heap_walk(monitor_visit, &s);
    return s.found;
}

/* lockInfo0(Thread): { the object whose monitor the thread is entering or
 * waiting on, its owner's Thread or null }, or null if there is none. Read
 * with the world stopped. */
NATIVE(mg_lock_info)
{
    Object *jt = a[0].l;
    if (!jt || jt == t->jthread)
        return;
    Object *lock = NULL, *owner = NULL;
    heap_lock_world(t);
    thr_list_lock();
    Thread *target = thr_of(jt);
    if (target) {
        Monitor *m = target->blocked_on ? target->blocked_on : target->waiting_on;
        if (m) {
            lock = monitor_object(target, m);
            Thread *o = m->owner;
            if (lock && o && o != target)
                owner = o->jthread;
        }
    }
    thr_list_unlock();
    heap_unlock_world(t);
    if (!lock)
        return;
    thr_push_root(t, &lock);
    thr_push_root(t, &owner);
    Object *arr = heap_new_array(t, wk.object_array, 2);
    if (arr) {
        ARRAY_DATA(arr, Object *)[0] = lock;
        ARRAY_DATA(arr, Object *)[1] = owner;
    }
    thr_pop_roots(t, 2);
    ret->l = arr;
}

static const char MG[] = "jdk/internal/vm/Management";

static const VmNativeDef management_natives[] = {
    { MG, "threadCounts0", "()[J", mg_thread_counts },
    { MG, "resetPeakThreadCount0", "()V", mg_reset_peak },
    { MG, "threadCpuTime0", "(Ljava/lang/Thread;Z)J", mg_thread_cpu_time },
    { MG, "pid0", "()J", mg_pid },
    { MG, "hostName0", "()Ljava/lang/String;", mg_host_name },
    { MG, "startTime0", "()J", mg_start_time },
    { MG, "uptimeNanos0", "()J", mg_uptime_nanos },
    { MG, "inputArguments0", "()[Ljava/lang/String;", mg_input_arguments },
    { MG, "heapStats0", "()[J", mg_heap_stats },
    { MG, "loadedClassCount0", "()I", mg_loaded_class_count },
    { MG, "loadAverage0", "()D", mg_load_average },
    { MG, "processCpuTime0", "()J", mg_process_cpu_time },
    { MG, "lockInfo0", "(Ljava/lang/Thread;)[Ljava/lang/Object;", mg_lock_info },
    { MG, "threads0", "()[Ljava/lang/Thread;", mg_threads },
    { MG, "stackFrames0", "()[Ljava/lang/Object;", mg_stack_frames },
    { NULL, NULL, NULL, NULL }
};

void classlib_register_management_natives(void);
void classlib_register_management_natives(void)
{
    nat_register_table(management_natives);
    ev_add_sink(&sink);
}
