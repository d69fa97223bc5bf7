/*
 * Thread dumps (SIGQUIT) and the signal dispatcher thread.
 *
 * The layout is HotSpot 17's "Full thread dump": a time stamp, the header
 * line naming the VM, then for each thread, oldest first, a header line, the
 * java.lang.Thread.State line and its frames with the monitors each frame
 * holds, waits on or waits to enter; at the end the JNI reference counts
 * and a heap summary. The dump is built in memory with the world stopped
 * and written to file descriptor 1 afterwards, so a stopped thread that
 * owns a stdio lock cannot block it.
 *
 * Signals. The handler of SIGQUIT writes one byte to a pipe and returns;
 * it does nothing else because almost nothing is async-signal-safe. The
 * "Signal Dispatcher" thread (a daemon attached to the "system" group
 * before agents see the live phase, as in HotSpot) reads the pipe, prints
 * the dump and then posts DataDumpRequest. A pipe rather than sigwait()
 * lets the signal land on any thread, including threads of an embedding
 * program whose signal masks the VM does not control.
 */
#define _GNU_SOURCE
#include "vm/threaddump.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "interp/interp.h"
#include "vm/attach.h"
#include "vm/class.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/heap.h"
#include "vm/jni_impl.h"
#include "vm/loader.h"
#include "vm/roots.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/vm.h"

/* ------------------------------------------------------------------ */
/* Monitors held by a frame                                            */
/* ------------------------------------------------------------------ */

/* Instruction lengths of the original bytecode (0: variable). */
static const uint8_t op_length[256] = {
#define OP(name, code, len, pop, push, fmt) [code] = len,
#include "interp/opcodes.def"
#undef OP
};

enum { BC_ASTORE = 0x3a, BC_ASTORE_0 = 0x4b, BC_ASTORE_3 = 0x4e, BC_IINC = 0x84, BC_TABLESWITCH = 0xaa,
       BC_LOOKUPSWITCH = 0xab, BC_MONITORENTER = 0xc2, BC_WIDE = 0xc4 };

#define MAX_FRAME_MONITORS 32

static int32_t be32(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* Length of the instruction at bci, or 0 when it is malformed. */
static uint32_t insn_length(const uint8_t *code, uint32_t len, uint32_t bci)
{
    uint8_t op = code[bci];
    if (op_length[op])
        return op_length[op];
    if (op == BC_WIDE)
        return (bci + 1 < len && code[bci + 1] == BC_IINC) ? 6 : 4;
    uint32_t pad = 3 - (bci & 3);
    if (bci + 1 + pad + 12 > len)
        return 0;
    const uint8_t *p = code + bci + 1 + pad;
    if (op == BC_TABLESWITCH) {
        int64_t n = (int64_t)be32(p + 8) - be32(p + 4) + 1;
        return n < 0 ? 0 : (uint32_t)(1 + pad + 12 + 4 * n);
    }
    if (op == BC_LOOKUPSWITCH) {
        int32_t n = be32(p + 4);
        return n < 0 ? 0 : (uint32_t)(1 + pad + 8 + 8 * (int64_t)n);
    }
    return 0;
}

/* The local written by the astore at bci, or -1. */
static int astore_local(const uint8_t *code, uint32_t bci)
{
    uint8_t op = code[bci];
    if (op == BC_WIDE)
        return code[bci + 1] == BC_ASTORE ? (code[bci + 2] << 8 | code[bci + 3]) : -1;
    if (op == BC_ASTORE)
        return code[bci + 1];
    if (op >= BC_ASTORE_0 && op <= BC_ASTORE_3)
        return op - BC_ASTORE_0;
    return -1;
}

/* Objects whose monitors the frame may hold, in the order it entered them:
 * a synchronized method's own monitor, then its monitorenters. Frames do
 * not record monitorenter, but javac keeps the object in a local for the
 * matching monitorexit (astore n; monitorenter), so every monitorenter
 * before the frame's position names locals[n]. The caller keeps those the
 * thread really owns. */
static int frame_monitor_candidates(const Frame *f, Object **out)
{
    int n = 0;
    if (f->lock)
        out[n++] = f->lock;
    const CfCode *cc = f->method->cf_code;
    if ((f->flags & FRAME_NATIVE) || !cc || !cc->code)
        return n;
    uint32_t end = frame_bci(f), len = cc->code_length;
    if (end > len)
        end = len;
    uint32_t prev = UINT32_MAX;
    for (uint32_t bci = 0; bci < end;) {
        uint32_t l = insn_length(cc->code, len, bci);
        if (!l || bci + l > len)
            break;
        if (cc->code[bci] == BC_MONITORENTER && prev != UINT32_MAX && n < MAX_FRAME_MONITORS) {
            int local = astore_local(cc->code, prev);
            if (local >= 0 && local < f->method->max_locals && heap_is_object(f->locals[local].l))
                out[n++] = f->locals[local].l;
        }
        prev = bci;
        bci += l;
    }
    return n;
}

/* The object of a monitor a thread blocks or waits on: mon_enter and
 * mon_wait keep it among the thread's temporary roots while it is parked;
 * the heap walk is the fallback. */
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

/* ------------------------------------------------------------------ */
/* Printing one thread                                                 */
/* ------------------------------------------------------------------ */

/* "<0x...> (a java.lang.Object)", "(a java.lang.Class for Main)". */
static void print_object(FILE *out, Object *o)
{
    char cn[512];
    cls_external_name(o->klass, cn, sizeof cn);
    fprintf(out, "<0x%016" PRIxPTR "> (a %s", (uintptr_t)o, cn);
    Class *c = o->klass == wk.klass ? mirror_class(o) : NULL;
    if (c) {
        cls_external_name(c, cn, sizeof cn);
        fprintf(out, " for %s", cn);
    }
    fputs(")\n", out);
}

static void print_frame(FILE *out, const Frame *f, uint32_t bci)
{
    char cn[512];
    const Method *m = f->method;
    cls_external_name(m->klass, cn, sizeof cn);
    fprintf(out, "\tat %s.%s(", cn, m->name);
    const char *file = cls_source_file(m->klass);
    if (m->access_flags & ACC_NATIVE)
        fputs("Native Method", out);
    else if (!file)
        fputs("Unknown Source", out);
    else {
        int line = cls_line_number(m, bci);
        fprintf(out, line >= 0 ? "%s:%d" : "%s", file, line);
    }
    fputs(")\n", out);
}

/* The frames from the top, each followed by its monitor lines, as HotSpot
 * prints them: the top frame's pending monitor first, then for every frame
 * the monitors it holds, most recently entered first. A monitor the thread
 * released to wait on still counts as held by the frame that entered it. */
static void print_frames(FILE *out, const Thread *t)
{
    Monitor *waiting = t->waiting_on;
    for (const Frame *f = t->top; f; f = f->prev) {
        if (!f->method)
            continue;
        /* HotSpot's interpreter steps past a monitorenter before it
         * blocks, so the frame shows the line of the next instruction. */
        uint32_t bci = frame_bci(f);
        if (f == t->top && t->blocked_on && !(f->flags & FRAME_NATIVE) && f->method->cf_code &&
            bci < f->method->cf_code->code_length && f->method->cf_code->code[bci] == BC_MONITORENTER)
            bci++;
        print_frame(out, f, bci);
        if (f == t->top && (waiting || t->blocked_on)) {
            Object *o = monitor_object(t, waiting ? waiting : t->blocked_on);
            if (o) {
                fputs(!waiting ? "\t- waiting to lock " :
                      t->state == THR_BLOCKED ? "\t- waiting to re-lock in wait() " : "\t- waiting on ", out);
                print_object(out, o);
            }
        }
        if (f == t->top && t->parked && t->jthread) {
            /* LockSupport.park's blocker, kept in Thread.parkBlocker. */
            Field *bf = cls_field_by_name(wk.thread, "parkBlocker");
            Object *b = bf ? *FIELD_PTR(t->jthread, bf->offset, Object *) : NULL;
            if (b) {
                fputs("\t- parking to wait for  ", out);
                print_object(out, b);
            }
        }
        Object *cand[MAX_FRAME_MONITORS];
        for (int i = frame_monitor_candidates(f, cand) - 1; i >= 0; i--) {
            Monitor *m = cand[i]->monitor;
            if (m && (m->owner == t || m == waiting)) {
                fputs("\t- locked ", out);
                print_object(out, cand[i]);
            }
        }
    }
}

/* java.lang.Thread.State with HotSpot's detail, and the header's summary. */
static void thread_state(const Thread *t, const char **state, const char **summary)
{
    if (t->blocked_on || (t->state == THR_BLOCKED && t->waiting_on)) {
        *state = "BLOCKED (on object monitor)";
        *summary = t->blocked_on ? "waiting for monitor entry" : "in Object.wait()";
        return;
    }
    int timed = t->state == THR_TIMED_WAITING;
    if (t->state == THR_WAITING || timed) {
        if (t->waiting_on) {
            *state = timed ? "TIMED_WAITING (on object monitor)" : "WAITING (on object monitor)";
            *summary = "in Object.wait()";
        } else {
            *state = t->parked ? (timed ? "TIMED_WAITING (parking)" : "WAITING (parking)")
                               : (timed ? "TIMED_WAITING (sleeping)" : "WAITING (parking)");
            *summary = "waiting on condition";
        }
        return;
    }
    *state = "RUNNABLE";
    *summary = "runnable";
}

/* CPU time of a live thread in milliseconds, or 0 when unknown. */
static double thread_cpu_ms(const Thread *t)
{
    clockid_t cid;
    struct timespec ts;
    if (pthread_getcpuclockid(t->pthread, &cid) != 0 || clock_gettime(cid, &ts) != 0)
        return 0;
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Seconds since the OS thread started, from its start time in
 * /proc/self/task/TID/stat (clock ticks since boot, field 22). */
static double thread_elapsed_s(const Thread *t)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/self/task/%" PRIu64 "/stat", t->os_tid);
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *p = strrchr(buf, ')');
    if (!p)
        return 0;
    unsigned long long start = 0;
    for (int field = 2; field < 22 && p; field++)
        p = strchr(p + 1, ' ');
    if (!p || sscanf(p + 1, "%llu", &start) != 1)
        return 0;
    struct timespec now;
    clock_gettime(CLOCK_BOOTTIME, &now);
    double e = (double)now.tv_sec + (double)now.tv_nsec / 1e9 - (double)start / (double)sysconf(_SC_CLK_TCK);
    return e < 0 ? 0 : e;
}

static int64_t thread_id(Object *jt)
{
    static Field *tid;
    if (!tid)
        tid = cls_field_by_name(wk.thread, "tid");
    return tid ? *FIELD_PTR(jt, tid->offset, int64_t) : 0;
}

/* ------------------------------------------------------------------ */
/* Ownable synchronizers (jstack -l)                                   */
/* ------------------------------------------------------------------ */

/* The java.util.concurrent locks held exclusively: every instance of an
 * AbstractOwnableSynchronizer subclass whose exclusiveOwnerThread is set,
 * found by walking the heap (the world is stopped), as HotSpot does. */
typedef struct Ownables {
    uint32_t owner_offset;
    Class *aos;
    Object **objects;
    size_t count, cap;
} Ownables;

static void ownable_visit(Object *o, void *arg)
{
    Ownables *w = arg;
    if (o->klass->is_array || !cls_is_subclass_of(o->klass, w->aos) || !*FIELD_PTR(o, w->owner_offset, Object *))
        return;
    if (w->count == w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 16;
        Object **grown = realloc(w->objects, cap * sizeof *grown);
        if (!grown)
            return;
        w->objects = grown;
        w->cap = cap;
    }
    w->objects[w->count++] = o;
}

static void find_ownables(Ownables *w)
{
    memset(w, 0, sizeof *w);
    w->aos = cl_find_loaded("java/util/concurrent/locks/AbstractOwnableSynchronizer", NULL);
    Field *f = w->aos ? cls_field_by_name(w->aos, "exclusiveOwnerThread") : NULL;
    if (!f)
        return;
    w->owner_offset = f->offset;
    heap_walk(ownable_visit, w);
}

static void print_ownables(FILE *out, const Thread *t, const Ownables *w)
{
    fputs("   Locked ownable synchronizers:\n", out);
    int any = 0;
    for (size_t i = 0; i < w->count; i++)
        if (*FIELD_PTR(w->objects[i], w->owner_offset, Object *) == t->jthread) {
            fputs("\t- ", out);
            print_object(out, w->objects[i]);
            any = 1;
        }
    if (!any)
        fputs("\t- None\n", out);
    fputc('\n', out);
}

static void print_thread(FILE *out, const Thread *t, const Ownables *locks)
{
    Object *jt = t->jthread;
    Object *name = *FIELD_PTR(jt, wk.thread_name, Object *);
    char *cname = name ? str_to_utf8(name) : NULL;
    const char *state, *summary;
    thread_state(t, &state, &summary);
    uintptr_t sp = t->top ? (uintptr_t)t->top & ~(uintptr_t)0xfff : 0;
    fprintf(out, "\"%s\" #%" PRId64 " %sprio=%d os_prio=0 cpu=%.2fms elapsed=%.2fs tid=0x%016" PRIxPTR
                 " nid=0x%" PRIx64 " %s  [0x%016" PRIxPTR "]\n",
            cname ? cname : "", thread_id(jt), *FIELD_PTR(jt, wk.thread_daemon, int8_t) ? "daemon " : "",
            *FIELD_PTR(jt, wk.thread_priority, int32_t), thread_cpu_ms(t), thread_elapsed_s(t), (uintptr_t)t,
            t->os_tid, summary, sp);
    free(cname);
    fprintf(out, "   java.lang.Thread.State: %s\n", state);
    print_frames(out, t);
    fputc('\n', out);
    if (locks)
        print_ownables(out, t, locks);
}

void tdump_print_stack(Thread *t, FILE *out)
{
    print_frames(out, t);
}

/* ------------------------------------------------------------------ */
/* The whole dump                                                      */
/* ------------------------------------------------------------------ */

static void print_header(FILE *out)
{
    time_t now = time(NULL);
    struct tm tm;
    char stamp[32];
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", &tm);
    fprintf(out, "%s\nFull thread dump agentvm 64-Bit Interpreter VM (%s interpreted mode):\n\n", stamp,
            AGENTVM_VERSION);
}

static void print_footer(FILE *out)
{
    uint32_t globals, weaks;
    jni_ref_counts(&globals, &weaks);
    fprintf(out, "JNI global refs: %" PRIu32 ", weak refs: %" PRIu32 "\n\n", globals, weaks);
    HeapStats hs;
    heap_stats(&hs);
    fprintf(out, "Heap\n mark-sweep heap   total %" PRIu64 "K, used %" PRIu64 "K, max %" PRIu64 "K\n\n",
            hs.capacity >> 10, hs.used >> 10, hs.max >> 10);
}

/* The thread list is newest first; HotSpot prints the oldest first. */
static void print_threads(FILE *out, const Thread *t, const Ownables *locks)
{
    if (!t)
        return;
    print_threads(out, t->next, locks);
    if (t->jthread && t->state != THR_NEW)
        print_thread(out, t, locks);
}

static void write_all(int fd, const char *buf, size_t len)
{
    while (len) {
        ssize_t w = write(fd, buf, len);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return;
        buf += w;
        len -= (size_t)w;
    }
}

/* The dump in a malloc'ed buffer, built with the world stopped. */
static char *build_dump(Thread *t, int locks, size_t *len)
{
    char *buf = NULL;
    FILE *mem = open_memstream(&buf, len);
    heap_lock_world_op(t, "PrintThreads");
    if (mem) {
        Ownables w;
        if (locks)
            find_ownables(&w);
        print_header(mem);
        print_threads(mem, thr_list_first(), locks ? &w : NULL);
        print_footer(mem);
        fclose(mem);
        if (locks)
            free(w.objects);
    }
    heap_unlock_world_op(t, "PrintThreads");
    return buf;
}

void tdump_print(Thread *t, FILE *out)
{
    size_t len = 0;
    char *buf = build_dump(t, 0, &len);
    if (!buf)
        return;
    fflush(out);
    write_all(fileno(out), buf, len);
    free(buf);
}

void tdump_write(Thread *t, FILE *out, int locks)
{
    size_t len = 0;
    char *buf = build_dump(t, locks, &len);
    if (!buf)
        return;
    fwrite(buf, 1, len, out);
    free(buf);
}

/* ------------------------------------------------------------------ */
/* SIGQUIT and the signal dispatcher                                   */
/* ------------------------------------------------------------------ */

static int wake_pipe[2] = { -1, -1 };
static sem_t attached;

static void on_signal(int sig)
{
    int saved = errno;
    char c = (char)sig;
    /* A full pipe already holds a pending request. */
    if (write(wake_pipe[1], &c, 1) < 0) {
    }
    errno = saved;
}

/* Wait for the next signal; 0 when the pipe has failed. */
static int next_request(void)
{
    char c;
    for (;;) {
        ssize_t r = read(wake_pipe[0], &c, 1);
        if (r == 1)
            return (unsigned char)c;
        if (r < 0 && errno == EINTR)
            continue;
        return 0;
    }
}

/* SIGTERM, SIGINT, SIGHUP: Java's Shutdown starts the signal's handler
 * thread, which runs the hooks and exits with status 128 + sig. The
 * dispatcher goes back to waiting at once, as HotSpot's does. */
static void start_shutdown(Thread *t, int sig)
{
    Class *sd = cl_load_boot(t, "java/lang/Shutdown");
    Method *m = sd ? cls_find_declared_method(sd, "signalled", "(I)V") : NULL;
    Slot a[1] = { { .i = sig } }, r;
    if (!m || cls_init(t, sd) != 0 || interp_invoke(t, m, a, &r) != 0) {
        exc_take(t);
        /* No Java to run the sequence: exit as HotSpot would, hooks aside. */
        vm_exit(128 + sig);
    }
}

static void *dispatcher_main(void *arg)
{
    (void)arg;
    JNIEnv *env;
    JavaVMAttachArgs aa = { JNI_VERSION_1_2, "Signal Dispatcher", (jobject)&wk.system_group };
    if ((*jni_vm)->AttachCurrentThreadAsDaemon(jni_vm, (void **)&env, &aa) != JNI_OK) {
        sem_post(&attached);
        return NULL;
    }
    Thread *t = jni_thread(env);
    thr_leave_safe(t);
    if (t->jthread)
        *FIELD_PTR(t->jthread, wk.thread_priority, int32_t) = 9;
    thr_enter_safe(t, THR_IN_NATIVE);
    sem_post(&attached);
    int sig;
    while ((sig = next_request()) != 0) {
        /* A tool asking to attach: the listener answers, no dump. */
        if (sig == SIGQUIT && attach_on_sigquit(t))
            continue;
        thr_leave_safe(t);
        if (sig == SIGQUIT)
            tdump_print(t, stdout);
        else
            start_shutdown(t, sig);
        thr_enter_safe(t, THR_IN_NATIVE);
        if (sig == SIGQUIT)
            EV_RAISE(EV_DATA_DUMP_REQUEST, ev_data_dump_request());
    }
    return NULL;
}

int tdump_start(Thread *t)
{
    if (pipe2(wake_pipe, O_CLOEXEC) != 0)
        return -1;
    fcntl(wake_pipe[1], F_SETFL, O_NONBLOCK);
    sem_init(&attached, 0, 0);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t th;
    int rc = pthread_create(&th, &attr, dispatcher_main, NULL);
    pthread_attr_destroy(&attr);
    if (rc != 0)
        return -1;
    /* Attaching runs Java code that may collect: wait in a safe state. */
    thr_enter_safe(t, THR_IN_NATIVE);
    while (sem_wait(&attached) != 0 && errno == EINTR) {
    }
    thr_leave_safe(t);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    /* The shutdown signals replace whatever handler is there, as HotSpot's
     * do, except where the signal is ignored (nohup, a background job). */
    static const int shutdown_signals[] = { SIGTERM, SIGINT, SIGHUP };
    for (size_t i = 0; i < sizeof shutdown_signals / sizeof shutdown_signals[0]; i++) {
        struct sigaction old;
        if (sigaction(shutdown_signals[i], NULL, &old) == 0 && !(old.sa_flags & SA_SIGINFO) &&
            old.sa_handler == SIG_IGN)
            continue;
        sigaction(shutdown_signals[i], &sa, NULL);
    }
    return sigaction(SIGQUIT, &sa, NULL);
}
