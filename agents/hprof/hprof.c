/*
 * HPROF: a heap and CPU profiling agent written against JVMTI alone, so the
 * same library runs on agentvm and on HotSpot (-agentpath:.../libhprof.so).
 * docs/hprof.md describes the options, the output and what each mode does.
 *
 * Allocation sites come from SampledObjectAlloc at interval 0 (every
 * allocation) plus VMObjectAlloc; every counted object is tagged with its
 * site, so the live bytes are a heap iteration over tagged objects after a
 * collection. CPU samples come from an agent thread that sleeps `interval`
 * ms and takes GetThreadListStackTraces of the runnable threads. The heap
 * dump (format=b) goes through the shared binary writer (vm/hprof_writer).
 */
#include <jvmti.h>

#include <arpa/inet.h>
#include <netdb.h>
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "agents/hprof/crw.h"
#include "agents/hprof/hprof.h"
#include "vm/hprof_writer.h"

#define TRACE_SERIAL0 300001
#define THREAD_SERIAL0 200001
#define MAX_DEPTH 1024

/* ---- options ---- */

typedef struct {
    int heap_sites, heap_dump, cpu_samples, cpu_times, cpu_old, monitor;
    int binary, depth, interval, lineno, thread, doe, force, verbose;
    double cutoff;
    char file[1024];
    char net[256];
} Options;

static Options opt;

static const char USAGE[] =
    "\n"
    "     HPROF: Heap and CPU Profiling Agent (JVM TI Demonstration Code)\n"
    "\n"
    "hprof usage: java -agentlib:hprof=[help]|[<option>=<value>, ...]\n"
    "\n"
    "Option Name and Value  Description                    Default\n"
    "---------------------  -----------                    -------\n"
    "heap=dump|sites|all    heap profiling                 all\n"
    "cpu=samples|times|old  CPU usage                      off\n"
    "monitor=y|n            monitor contention             n\n"
    "format=a|b             text(txt) or binary output     a\n"
    "file=<file>            write data to file             java.hprof[.txt]\n"
    "net=<host>:<port>      send data over a socket        off\n"
    "depth=<size>           stack trace depth              4\n"
    "interval=<ms>          sample interval in ms          10\n"
    "cutoff=<value>         output cutoff point            0.0001\n"
    "lineno=y|n             line number in traces?         y\n"
    "thread=y|n             thread in traces?              n\n"
    "doe=y|n                dump on exit?                  y\n"
    "msa=y|n                Solaris micro state accounting n\n"
    "force=y|n              force output to <file>         y\n"
    "verbose=y|n            print messages about dumps     y\n"
    "\n"
    "Obsolete Options\n"
    "----------------\n"
    "gc_okay=y|n\n"
    "\n"
    "Examples\n"
    "--------\n"
    "  - Get sample cpu information every 20 millisec, with a stack depth of 3:\n"
    "      java -agentlib:hprof=cpu=samples,interval=20,depth=3 classname\n"
    "  - Get heap usage information based on the allocation sites:\n"
    "      java -agentlib:hprof=heap=sites classname\n"
    "\n"
    "Notes\n"
    "-----\n"
    "  - The option format=b cannot be used with monitor=y.\n"
    "  - The option format=b cannot be used with cpu=old|times.\n"
    "  - Use of the -Xrunhprof interface can still be used, e.g.\n"
    "       java -Xrunhprof:[help]|[<option>=<value>, ...]\n"
    "    will behave exactly the same as:\n"
    "       java -agentlib:hprof=[help]|[<option>=<value>, ...]\n"
    "\n"
    "Warnings\n"
    "--------\n"
    "  - This is demonstration code for the JVM TI interface and use of BCI,\n"
    "    it is not an official product or formal part of the J2SE.\n"
    "  - The -Xrunhprof interface will be removed in a future release.\n"
    "  - The option format=b is considered experimental, this format may change\n"
    "    in a future release.\n";

static int opt_error(const char *fmt, const char *arg)
{
    fprintf(stderr, "HPROF ERROR: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n");
    return -1;
}

static int yes_no(const char *name, const char *v, int *out)
{
    if (!strcmp(v, "y"))
        *out = 1;
    else if (!strcmp(v, "n"))
        *out = 0;
    else
        return opt_error("option %s must be y or n", name);
    return 0;
}

static int parse_int(const char *name, const char *v, int min, int *out)
{
    char *end;
    long n = strtol(v, &end, 10);
    if (!*v || *end || n < min || n > 1000000000)
        return opt_error("bad value for option %s", name);
    *out = (int)n;
    return 0;
}

/* One name=value pair; returns -1 on a bad option or value. */
static int parse_option(const char *name, const char *v, int *heap_given, int *help)
{
    if (!strcmp(name, "help")) {
        *help = 1;
        return 0;
    }
    if (!v)
        return opt_error("option '%s' needs a value", name);
    if (!strcmp(name, "heap")) {
        *heap_given = 1;
        if (!strcmp(v, "dump")) opt.heap_dump = 1;
        else if (!strcmp(v, "sites")) opt.heap_sites = 1;
        else if (!strcmp(v, "all")) opt.heap_dump = opt.heap_sites = 1;
        else return opt_error("bad heap value: %s", v);
    } else if (!strcmp(name, "cpu")) {
        if (!strcmp(v, "samples")) opt.cpu_samples = 1;
        else if (!strcmp(v, "times")) opt.cpu_times = 1;
        else if (!strcmp(v, "old")) opt.cpu_old = opt.cpu_times = 1;
        else if (strcmp(v, "off")) return opt_error("bad cpu value: %s", v);
    } else if (!strcmp(name, "monitor")) return yes_no(name, v, &opt.monitor);
    else if (!strcmp(name, "format")) {
        if (!strcmp(v, "a")) opt.binary = 0;
        else if (!strcmp(v, "b")) opt.binary = 1;
        else return opt_error("format must be a or b: %s", v);
    } else if (!strcmp(name, "file")) {
        snprintf(opt.file, sizeof opt.file, "%s", v);
    } else if (!strcmp(name, "net")) {
        if (!strchr(v, ':')) return opt_error("net must be <host>:<port>: %s", v);
        snprintf(opt.net, sizeof opt.net, "%s", v);
    } else if (!strcmp(name, "depth")) return parse_int(name, v, 0, &opt.depth);
    else if (!strcmp(name, "interval")) return parse_int(name, v, 1, &opt.interval);
    else if (!strcmp(name, "cutoff")) {
        char *end;
        opt.cutoff = strtod(v, &end);
        if (!*v || *end || opt.cutoff < 0 || opt.cutoff > 1) return opt_error("bad cutoff: %s", v);
    } else if (!strcmp(name, "lineno")) return yes_no(name, v, &opt.lineno);
    else if (!strcmp(name, "thread")) return yes_no(name, v, &opt.thread);
    else if (!strcmp(name, "doe")) return yes_no(name, v, &opt.doe);
    else if (!strcmp(name, "force")) return yes_no(name, v, &opt.force);
    else if (!strcmp(name, "verbose")) return yes_no(name, v, &opt.verbose);
    else if (!strcmp(name, "msa") || !strcmp(name, "gc_okay")) {
        int ignored;
        return yes_no(name, v, &ignored);   /* Solaris only / obsolete: accepted */
    } else
        return opt_error("unknown option: %s", name);
    return 0;
}

/* Returns 0, 1 when help was asked, -1 on an error. */
static int parse_options(const char *s)
{
    int heap_given = 0, help = 0;
    memset(&opt, 0, sizeof opt);
    opt.depth = 4;
    opt.interval = 10;
    opt.cutoff = 0.0001;
    opt.lineno = opt.doe = opt.force = opt.verbose = 1;
    char buf[2048];
    snprintf(buf, sizeof buf, "%s", s ? s : "");
    for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(tok, '=');
        if (eq)
            *eq++ = '\0';
        if (parse_option(tok, eq, &heap_given, &help) < 0)
            return -1;
    }
    if (help)
        return 1;
    if (!heap_given && !opt.cpu_samples && !opt.cpu_times && !opt.monitor)
        opt.heap_sites = opt.heap_dump = 1;
    if (opt.binary && opt.monitor)
        return opt_error("%s", "The option format=b cannot be used with monitor=y");
    if (opt.binary && opt.cpu_times)
        return opt_error("%s", "The option format=b cannot be used with cpu=old|times");
    if (!opt.file[0])
        snprintf(opt.file, sizeof opt.file, "%s", opt.binary ? "java.hprof" : "java.hprof.txt");
    if (opt.depth > MAX_DEPTH)
        opt.depth = MAX_DEPTH;
    if (opt.cpu_old)
        opt.depth = 2;      /* callee and caller, as the original */
    return 0;
}

/* ---- state ---- */

static jvmtiEnv *jvmti;
static jrawMonitorID lock;
static FILE *out;
static HprofWriter *bw;   /* format=b: the file, from the start to the exit dump */
static volatile int dead, sampler_done;

typedef struct Trace {
    struct Trace *next;
    uint32_t hash, serial, thread_serial;
    int nframes;
    jvmtiFrameInfo *frames;
    long long samples;      /* cpu=samples */
    long long calls;        /* cpu=times */
    int printed;            /* TRACE written in the current output pass */
    unsigned long long cpu_ns, total_ns;    /* cpu=times: self, and with callees */
} Trace;

static Trace **trace_tab;
static int trace_cap = 4096, trace_count;
static Trace **trace_by_serial;

typedef struct Site {
    struct Site *next;
    char *cls;          /* signature */
    Trace *trace;
    long long alloc_bytes, alloc_objs, live_bytes, live_objs;
} Site;

static Site **site_tab;
static int site_cap = 4096;
static Site **sites;        /* by index (tag - 1) */
static int site_count, sites_alloc;

static uint32_t mix(uint32_t h, uint64_t v)
{
    h ^= (uint32_t)v ^ (uint32_t)(v >> 32);
    return h * 16777619u;
}

static Trace *trace_intern(jvmtiFrameInfo *fr, int n, uint32_t thread_serial)
{
    uint32_t h = 2166136261u ^ thread_serial;
    for (int i = 0; i < n; i++)
        h = mix(mix(h, (uint64_t)(uintptr_t)fr[i].method), (uint64_t)fr[i].location);
    for (Trace *t = trace_tab[h % trace_cap]; t; t = t->next)
        if (t->hash == h && t->nframes == n && t->thread_serial == thread_serial &&
            !memcmp(t->frames, fr, n * sizeof *fr))
            return t;
    Trace *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->frames = malloc((n ? n : 1) * sizeof *fr);
    if (!t->frames) {
        free(t);
        return NULL;
    }
    memcpy(t->frames, fr, n * sizeof *fr);
    t->nframes = n;
    t->hash = h;
    t->thread_serial = thread_serial;
    t->serial = TRACE_SERIAL0 + trace_count;
    Trace **nb = realloc(trace_by_serial, (trace_count + 1) * sizeof *nb);
    if (!nb) {
        free(t->frames);
        free(t);
        return NULL;
    }
    trace_by_serial = nb;
    trace_by_serial[trace_count++] = t;
    t->next = trace_tab[h % trace_cap];
    trace_tab[h % trace_cap] = t;
    return t;
}

static Site *site_intern(const char *cls, Trace *tr)
{
    uint32_t h = mix(2166136261u, (uint64_t)(uintptr_t)tr);
    for (const char *p = cls; *p; p++)
        h = mix(h, (unsigned char)*p);
    for (Site *s = site_tab[h % site_cap]; s; s = s->next)
        if (s->trace == tr && !strcmp(s->cls, cls))
            return s;
    if (site_count == sites_alloc) {
        int n = sites_alloc ? 2 * sites_alloc : 256;
        Site **ns = realloc(sites, n * sizeof *ns);
        if (!ns)
            return NULL;
        sites = ns;
        sites_alloc = n;
    }
    Site *s = calloc(1, sizeof *s);
    if (!s || !(s->cls = strdup(cls))) {
        free(s);
        return NULL;
    }
    s->trace = tr;
    s->next = site_tab[h % site_cap];
    site_tab[h % site_cap] = s;
    sites[site_count++] = s;
    return s;
}

/* Threads: serial numbers in start order, by tag on the thread object
 * (tags of objects carry the site index; threads live in their own table). */
typedef struct {
    jobject ref;    /* weak global */
    uint32_t serial;
} ThreadRec;
static ThreadRec *threads;
static int nthreads, threads_alloc;

static uint32_t thread_serial_of(JNIEnv *jni, jthread t)
{
    for (int i = 0; i < nthreads; i++)
        if ((*jni)->IsSameObject(jni, threads[i].ref, t))
            return threads[i].serial;
    return 0;
}

/* ---- output helpers ---- */

static void now_text(char *buf, size_t n)
{
    time_t t = time(NULL);
    struct tm tm;
    localtime_r(&t, &tm);
    strftime(buf, n, "%a %b %e %H:%M:%S %Y", &tm);
}

void hprof_java_name(const char *sig, char *buf, size_t n)
{
    int dims = 0;
    while (sig[dims] == '[')
        dims++;
    const char *b = sig + dims;
    const char *prim = NULL;
    switch (*b) {
    case 'Z': prim = "boolean"; break;
    case 'B': prim = "byte"; break;
    case 'C': prim = "char"; break;
    case 'S': prim = "short"; break;
    case 'I': prim = "int"; break;
    case 'J': prim = "long"; break;
    case 'F': prim = "float"; break;
    case 'D': prim = "double"; break;
    case 'V': prim = "void"; break;
    }
    size_t k = 0;
    if (prim) {
        k = (size_t)snprintf(buf, n, "%s", prim);
    } else {
        if (*b == 'L')
            b++;
        for (; *b && *b != ';' && k + 1 < n; b++)
            buf[k++] = *b == '/' ? '.' : *b;
        buf[k] = '\0';
    }
    for (int i = 0; i < dims && k + 3 < n; i++) {
        buf[k++] = '[';
        buf[k++] = ']';
        buf[k] = '\0';
    }
}

static void method_text(jmethodID m, char *cls, size_t cn, char *name, size_t nn, char *file, size_t fn)
{
    char *mname = NULL, *csig = NULL, *src = NULL;
    jclass k = NULL;
    snprintf(cls, cn, "<unknown>");
    snprintf(name, nn, "<unknown>");
    snprintf(file, fn, "Unknown");
    if ((*jvmti)->GetMethodName(jvmti, m, &mname, NULL, NULL) == JVMTI_ERROR_NONE && mname) {
        snprintf(name, nn, "%s", mname);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)mname);
    }
    if ((*jvmti)->GetMethodDeclaringClass(jvmti, m, &k) == JVMTI_ERROR_NONE && k) {
        if ((*jvmti)->GetClassSignature(jvmti, k, &csig, NULL) == JVMTI_ERROR_NONE && csig) {
            hprof_java_name(csig, cls, cn);
            (*jvmti)->Deallocate(jvmti, (unsigned char *)csig);
        }
        if ((*jvmti)->GetSourceFileName(jvmti, k, &src) == JVMTI_ERROR_NONE && src) {
            snprintf(file, fn, "%s", src);
            (*jvmti)->Deallocate(jvmti, (unsigned char *)src);
        }
    }
}

static int line_of(jmethodID m, jlocation loc)
{
    jboolean native = 0;
    if ((*jvmti)->IsMethodNative(jvmti, m, &native) == JVMTI_ERROR_NONE && native)
        return -3;
    jint n = 0;
    jvmtiLineNumberEntry *tab = NULL;
    if ((*jvmti)->GetLineNumberTable(jvmti, m, &n, &tab) != JVMTI_ERROR_NONE || !tab)
        return -1;
    int line = -1;
    jlocation best = -1;
    for (int i = 0; i < n; i++)
        if (tab[i].start_location <= loc && tab[i].start_location > best) {
            best = tab[i].start_location;
            line = tab[i].line_number;
        }
    (*jvmti)->Deallocate(jvmti, (unsigned char *)tab);
    return line;
}

static void print_trace(Trace *t)
{
    if (opt.thread)
        fprintf(out, "TRACE %u: (thread=%u)\n", t->serial, t->thread_serial);
    else
        fprintf(out, "TRACE %u:\n", t->serial);
    if (t->nframes == 0)
        fprintf(out, "\t<empty>\n");
    for (int i = 0; i < t->nframes; i++) {
        char cls[512], name[256], file[256];
        method_text(t->frames[i].method, cls, sizeof cls, name, sizeof name, file, sizeof file);
        int line = line_of(t->frames[i].method, t->frames[i].location);
        if (line == -3)
            fprintf(out, "\t%s.%s(%s:Native method)\n", cls, name, file);
        else if (!opt.lineno || line < 0)
            fprintf(out, "\t%s.%s(%s:Unknown line)\n", cls, name, file);
        else
            fprintf(out, "\t%s.%s(%s:%d)\n", cls, name, file, line);
    }
}

/* ---- allocation sites ---- */

/* Counts `obj` on the site of its class and the trace `fr`, and tags it
 * with the site (an object already tagged was counted before). */
static void record_alloc(JNIEnv *jni, jobject obj, jclass klass, jlong size, jvmtiFrameInfo *fr, int n)
{
    char *sig = NULL;
    if ((*jvmti)->GetClassSignature(jvmti, klass, &sig, NULL) != JVMTI_ERROR_NONE || !sig)
        return;
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    if (!dead) {
        jthread thread = NULL;
        if (opt.thread)
            (*jvmti)->GetCurrentThread(jvmti, &thread);
        uint32_t ts = thread ? thread_serial_of(jni, thread) : 0;
        Trace *tr = trace_intern(fr, n, ts);
        Site *s = tr ? site_intern(sig, tr) : NULL;
        if (s) {
            s->alloc_bytes += size;
            s->alloc_objs++;
            int idx = -1;
            for (int i = site_count - 1; i >= 0; i--)
                if (sites[i] == s) { idx = i; break; }
            (*jvmti)->SetTag(jvmti, obj, idx + 1);
        }
        if (thread)
            (*jni)->DeleteLocalRef(jni, thread);
    }
    (*jvmti)->RawMonitorExit(jvmti, lock);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
}

static int already_counted(jobject obj)
{
    jlong tag = 0;
    return (*jvmti)->GetTag(jvmti, obj, &tag) == JVMTI_ERROR_NONE && tag;
}

/* SampledObjectAlloc (the event-based fallback, docs/hprof.md) and
 * VMObjectAlloc: the allocating frame is on top of the stack. */
static void JNICALL on_sampled_alloc(jvmtiEnv *e, JNIEnv *jni, jthread thread, jobject obj, jclass klass, jlong size)
{
    if (already_counted(obj))
        return;
    jvmtiFrameInfo fr[MAX_DEPTH];
    jint n = 0;
    if ((*jvmti)->GetStackTrace(jvmti, NULL, 0, opt.depth, fr, &n) != JVMTI_ERROR_NONE)
        n = 0;
    record_alloc(jni, obj, klass, size, fr, n);
}

static void JNICALL on_vm_object_alloc(jvmtiEnv *e, JNIEnv *jni, jthread thread, jobject obj, jclass klass, jlong size)
{
    on_sampled_alloc(e, jni, thread, obj, klass, size);
}

static jint JNICALL count_live(jlong class_tag, jlong size, jlong *tag, jint length, void *data)
{
    jlong site = *tag & 0xffffffff;   /* the high half is the binary dump's */
    if (site > 0 && site <= site_count) {
        sites[site - 1]->live_bytes += size;
        sites[site - 1]->live_objs++;
    }
    return 0;
}

static int by_live_bytes(const void *a, const void *b)
{
    const Site *x = *(Site *const *)a, *y = *(Site *const *)b;
    if (x->live_bytes != y->live_bytes)
        return x->live_bytes < y->live_bytes ? 1 : -1;
    if (x->alloc_bytes != y->alloc_bytes)
        return x->alloc_bytes < y->alloc_bytes ? 1 : -1;
    return x->trace->serial < y->trace->serial ? -1 : x->trace->serial > y->trace->serial;
}

/* The live bytes and objects of every site, from the tags in the heap. */
static void count_sites_live(void)
{
    jvmtiHeapCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.heap_iteration_callback = count_live;
    for (int i = 0; i < site_count; i++)
        sites[i]->live_bytes = sites[i]->live_objs = 0;
    (*jvmti)->IterateThroughHeap(jvmti, JVMTI_HEAP_FILTER_UNTAGGED, NULL, &cb, NULL);
}

static void write_sites(void)
{
    count_sites_live();

    Site **order = malloc((site_count ? site_count : 1) * sizeof *order);
    if (!order)
        return;
    if (site_count)
        memcpy(order, sites, site_count * sizeof *order);
    qsort(order, site_count, sizeof *order, by_live_bytes);
    long long total = 0, total_alloc = 0;
    for (int i = 0; i < site_count; i++) {
        total += order[i]->live_bytes;
        total_alloc += order[i]->alloc_bytes;
    }
    /* A site is shown when its live or its allocated share reaches the
     * cutoff, so garbage-only sites still appear. */
    int *shown = calloc(site_count ? site_count : 1, sizeof *shown);
    if (!shown) {
        free(order);
        return;
    }
    for (int i = 0; i < trace_count; i++)
        trace_by_serial[i]->printed = 0;
    for (int i = 0; i < site_count; i++) {
        shown[i] = (total && (double)order[i]->live_bytes / total >= opt.cutoff) ||
                   (total_alloc && (double)order[i]->alloc_bytes / total_alloc >= opt.cutoff);
        if (shown[i] && !order[i]->trace->printed) {   /* a trace shared by sites is printed once */
            order[i]->trace->printed = 1;
            print_trace(order[i]->trace);
        }
    }
    char date[64];
    now_text(date, sizeof date);
    fprintf(out, "SITES BEGIN (ordered by live bytes) %s\n", date);
    fprintf(out, "          percent          live          alloc'ed  stack class\n");
    fprintf(out, " rank   self  accum     bytes objs     bytes  objs trace name\n");
    double accum = 0;
    int rank = 0;
    for (int i = 0; i < site_count; i++) {
        Site *s = order[i];
        double self = total ? (double)s->live_bytes / total : 0;
        if (!shown[i])
            continue;
        accum += self;
        char name[512];
        hprof_java_name(s->cls, name, sizeof name);
        fprintf(out, "%5d %5.2f%% %5.2f%% %9lld %4lld %9lld %5lld %6u %s\n", ++rank, self * 100, accum * 100,
                s->live_bytes, s->live_objs, s->alloc_bytes, s->alloc_objs, s->trace->serial, name);
    }
    fprintf(out, "SITES END\n");
    free(shown);
    free(order);
}

/* ---- CPU samples ---- */

static void take_sample(JNIEnv *jni, jthread self)
{
    jint n = 0;
    jthread *all = NULL;
    if ((*jvmti)->GetAllThreads(jvmti, &n, &all) != JVMTI_ERROR_NONE)
        return;
    jthread *pick = malloc((n ? n : 1) * sizeof *pick);
    int k = 0;
    for (int i = 0; pick && i < n; i++) {
        jint st = 0;
        if ((*jni)->IsSameObject(jni, all[i], self))
            continue;
        if ((*jvmti)->GetThreadState(jvmti, all[i], &st) == JVMTI_ERROR_NONE &&
            (st & JVMTI_THREAD_STATE_RUNNABLE) && !(st & JVMTI_THREAD_STATE_SUSPENDED))
            pick[k++] = all[i];
    }
    jvmtiStackInfo *info = NULL;
    if (k && (*jvmti)->GetThreadListStackTraces(jvmti, k, pick, opt.depth, &info) == JVMTI_ERROR_NONE) {
        (*jvmti)->RawMonitorEnter(jvmti, lock);
        for (int i = 0; i < k && !dead; i++) {
            if (info[i].frame_count <= 0 || !(info[i].state & JVMTI_THREAD_STATE_RUNNABLE))
                continue;
            uint32_t ts = opt.thread ? thread_serial_of(jni, info[i].thread) : 0;
            Trace *t = trace_intern(info[i].frame_buffer, info[i].frame_count, ts);
            if (t)
                t->samples++;
        }
        (*jvmti)->RawMonitorExit(jvmti, lock);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)info);
    }
    for (int i = 0; i < n; i++)
        (*jni)->DeleteLocalRef(jni, all[i]);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)all);
    free(pick);
}

static void JNICALL sampler(jvmtiEnv *e, JNIEnv *jni, void *arg)
{
    jthread self = NULL;
    (*jvmti)->GetCurrentThread(jvmti, &self);
    for (;;) {
        (*jvmti)->RawMonitorEnter(jvmti, lock);
        if (!dead)
            (*jvmti)->RawMonitorWait(jvmti, lock, opt.interval);
        int stop = dead;
        (*jvmti)->RawMonitorExit(jvmti, lock);
        if (stop)
            break;
        (*jni)->PushLocalFrame(jni, 64);
        take_sample(jni, self);
        (*jni)->PopLocalFrame(jni, NULL);
    }
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    sampler_done = 1;
    (*jvmti)->RawMonitorNotifyAll(jvmti, lock);
    (*jvmti)->RawMonitorExit(jvmti, lock);
}

static int by_samples(const void *a, const void *b)
{
    const Trace *x = *(Trace *const *)a, *y = *(Trace *const *)b;
    if (x->samples != y->samples)
        return x->samples < y->samples ? 1 : -1;
    return x->serial < y->serial ? -1 : x->serial > y->serial;
}

static void write_samples(void)
{
    Trace **order = malloc((trace_count ? trace_count : 1) * sizeof *order);
    if (!order)
        return;
    int k = 0;
    long long total = 0;
    for (int i = 0; i < trace_count; i++)
        if (trace_by_serial[i]->samples) {
            order[k++] = trace_by_serial[i];
            total += trace_by_serial[i]->samples;
        }
    qsort(order, k, sizeof *order, by_samples);
    for (int i = 0; i < k; i++)
        if ((double)order[i]->samples / total >= opt.cutoff)
            print_trace(order[i]);
    char date[64];
    now_text(date, sizeof date);
    fprintf(out, "CPU SAMPLES BEGIN (total = %lld) %s\n", total, date);
    fprintf(out, "rank   self  accum   count trace method\n");
    double accum = 0;
    for (int i = 0, rank = 0; i < k; i++) {
        double self = (double)order[i]->samples / total;
        if (self < opt.cutoff)
            continue;
        accum += self;
        char cls[512], name[256], file[256];
        method_text(order[i]->frames[0].method, cls, sizeof cls, name, sizeof name, file, sizeof file);
        fprintf(out, "%4d %5.2f%% %5.2f%% %7lld %6u %s.%s\n", ++rank, self * 100, accum * 100, order[i]->samples,
                order[i]->serial, cls, name);
    }
    fprintf(out, "CPU SAMPLES END\n");
    free(order);
}

/* ---- CPU times ---- */

/* cpu=times: the injected CallSite/ReturnSite (or, as a fallback,
 * MethodEntry/MethodExit) keep a shadow stack per thread; each call is
 * counted on the trace of the shadow stack's top `depth` methods, with the
 * time spent in the method itself (callees excluded). Methods entered before
 * the counting started have no shadow frame; their returns are ignored.
 *
 * The time is the monotonic clock (CLOCK_MONOTONIC, read in user space
 * through the vDSO, some 20 ns) rather than the thread's CPU clock (a system
 * call, 0.5 us or more): the original read the time of day on Linux and
 * Windows too, the thread's virtual time on Solaris only (docs/hprof.md).
 *
 * Nothing global is taken on the hot path: each thread counts its calls in
 * a table of its own (trace key -> calls, time), guarded by a flag of its
 * own that only the dump ever contends for (an atomic exchange, cheaper
 * than a mutex); the dump interns the keys as traces and adds the tables
 * up. */
typedef struct {
    jmethodID method;
    uint64_t start, child;
} Shadow;

typedef struct {
    uint32_t hash, serial;
    int n;
    jmethodID *methods;     /* the trace's n methods, top first; NULL: free slot */
    long long calls;
    uint64_t ns, total;     /* self and with callees, in ticks() */
} TimeEntry;

typedef struct TimeTable {
    struct TimeTable *next;
    int busy;               /* held by the owner thread while counting, by the dump while reading */
    TimeEntry *e;
    uint32_t cap, used;     /* cap a power of two */
} TimeTable;

typedef struct {
    Shadow *s;
    int n, cap;
    TimeTable *table;
    uint32_t serial;        /* with thread=y, once known */
} ThreadTimes;

/* initial-exec: the shadow stack is touched twice per injected call, and a
 * library's default (general-dynamic) thread-local costs a __tls_get_addr
 * call each time; the few bytes fit the static TLS that the C library
 * keeps for libraries loaded later (-agentpath). */
static _Thread_local ThreadTimes shadow __attribute__((tls_model("initial-exec")));
static pthread_mutex_t time_tables_mu = PTHREAD_MUTEX_INITIALIZER;
static TimeTable *time_tables;

static uint64_t wall_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* The clock of the hot path, in ticks: the time stamp counter itself where
 * the kernel keeps CLOCK_MONOTONIC on it (clocksource tsc, which it picks
 * only for a constant rate synchronized across CPUs), some 10 ns against the
 * vDSO's 20; CLOCK_MONOTONIC in ns otherwise. The ticks are made ns at the
 * dump by the rate seen since the start. */
static int use_tsc;
static uint64_t tsc0, mono0;

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
static uint64_t ticks(void)
{
    return use_tsc ? __rdtsc() : wall_ns();
}
#else
static uint64_t ticks(void)
{
    return wall_ns();
}
#endif

static void ticks_init(void)
{
#if defined(__x86_64__) || defined(__i386__)
    char src[64] = "";
    FILE *f = fopen("/sys/devices/system/clocksource/clocksource0/current_clocksource", "r");
    if (f) {
        if (!fgets(src, sizeof src, f))
            src[0] = 0;
        fclose(f);
    }
    use_tsc = !strcmp(src, "tsc\n") && !getenv("HPROF_NO_TSC");
    if (use_tsc) {
        mono0 = wall_ns();
        tsc0 = __rdtsc();
    }
#endif
}

/* ns per tick, as measured from the start to now. */
static double ticks_rate(void)
{
#if defined(__x86_64__) || defined(__i386__)
    if (use_tsc) {
        uint64_t m = wall_ns(), t = __rdtsc();
        return t > tsc0 && m > mono0 ? (double)(m - mono0) / (double)(t - tsc0) : 1.0;
    }
#endif
    return 1.0;
}

static void shadow_push(jmethodID method)
{
    ThreadTimes *st = &shadow;
    if (st->n == st->cap) {
        int n = st->cap ? 2 * st->cap : 64;
        Shadow *ns = realloc(st->s, n * sizeof *ns);
        if (!ns)
            return;
        st->s = ns;
        st->cap = n;
    }
    st->s[st->n++] = (Shadow){ method, ticks(), 0 };
}

/* This thread's table, made and registered on its first call. */
static TimeTable *time_table(void)
{
    if (shadow.table)
        return shadow.table;
    TimeTable *t = calloc(1, sizeof *t);
    if (!t || !(t->e = calloc(256, sizeof *t->e))) {
        free(t);
        return NULL;
    }
    t->cap = 256;
    pthread_mutex_lock(&time_tables_mu);
    t->next = time_tables;
    time_tables = t;
    pthread_mutex_unlock(&time_tables_mu);
    return shadow.table = t;
}

static int time_grow(TimeTable *t)
{
    uint32_t cap = t->cap * 2;
    TimeEntry *ne = calloc(cap, sizeof *ne);
    if (!ne)
        return -1;
    for (uint32_t i = 0; i < t->cap; i++)
        if (t->e[i].methods) {
            uint32_t j = t->e[i].hash & (cap - 1);
            while (ne[j].methods)
                j = (j + 1) & (cap - 1);
            ne[j] = t->e[i];
        }
    free(t->e);
    t->e = ne;
    t->cap = cap;
    return 0;
}

static void table_lock(TimeTable *t)
{
    while (__atomic_exchange_n(&t->busy, 1, __ATOMIC_ACQUIRE))
        sched_yield();
}

static void table_unlock(TimeTable *t)
{
    __atomic_store_n(&t->busy, 0, __ATOMIC_RELEASE);
}

static int same_methods(const jmethodID *a, const jmethodID *b, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i] != b[i])
            return 0;
    return 1;
}

/* Adds a call of `self` ns to the trace (serial, m[0..n)) of this thread. */
static void time_count(uint32_t serial, const jmethodID *m, int n, uint64_t self, uint64_t total)
{
    TimeTable *t = time_table();
    if (!t)
        return;
    uint32_t h = 2166136261u ^ serial;
    for (int i = 0; i < n; i++)
        h = mix(h, (uint64_t)(uintptr_t)m[i]);
    table_lock(t);
    if (2 * (t->used + 1) > t->cap && time_grow(t) < 0) {
        table_unlock(t);
        return;
    }
    for (uint32_t i = h & (t->cap - 1);; i = (i + 1) & (t->cap - 1)) {
        TimeEntry *e = &t->e[i];
        if (!e->methods) {
            if (!(e->methods = malloc((n ? n : 1) * sizeof *m)))
                break;
            memcpy(e->methods, m, n * sizeof *m);
            e->hash = h;
            e->serial = serial;
            e->n = n;
            e->calls = 1;
            e->ns = self;
            e->total = total;
            t->used++;
            break;
        }
        if (e->hash == h && e->n == n && e->serial == serial && same_methods(e->methods, m, n)) {
            e->calls++;
            e->ns += self;
            e->total += total;
            break;
        }
    }
    table_unlock(t);
}

/* The thread serial of the current thread (thread=y), looked up until
 * known. */
static uint32_t current_serial(JNIEnv *jni)
{
    if (shadow.serial || !opt.thread)
        return shadow.serial;
    jthread thread = NULL;
    if ((*jvmti)->GetCurrentThread(jvmti, &thread) != JVMTI_ERROR_NONE || !thread)
        return 0;
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    shadow.serial = thread_serial_of(jni, thread);
    (*jvmti)->RawMonitorExit(jvmti, lock);
    (*jni)->DeleteLocalRef(jni, thread);
    return shadow.serial;
}

/* Pops the top shadow frame and counts its call. */
static void shadow_pop(JNIEnv *jni)
{
    ThreadTimes *st = &shadow;
    uint64_t now = ticks();
    Shadow *top = &st->s[st->n - 1];
    uint64_t total = now - top->start;
    uint64_t self = total > top->child ? total - top->child : 0;
    jmethodID m[MAX_DEPTH];
    int n = 0;
    for (int i = st->n - 1; i >= 0 && n < opt.depth; i--)
        m[n++] = st->s[i].method;
    st->n--;
    if (st->n)
        st->s[st->n - 1].child += total;
    if (!dead)
        time_count(current_serial(jni), m, n, self, total);
}

/* Adds every thread's counts to the traces' calls and cpu_ns (set anew:
 * the tables hold the totals since the start). Under `lock`. */
static void time_merge(void)
{
    for (int i = 0; i < trace_count; i++) {
        trace_by_serial[i]->calls = 0;
        trace_by_serial[i]->cpu_ns = 0;
        trace_by_serial[i]->total_ns = 0;
    }
    jvmtiFrameInfo fr[MAX_DEPTH];
    double rate = ticks_rate();
    pthread_mutex_lock(&time_tables_mu);
    for (TimeTable *t = time_tables; t; t = t->next) {
        table_lock(t);
        for (uint32_t i = 0; i < t->cap; i++) {
            TimeEntry *e = &t->e[i];
            if (!e->methods)
                continue;
            for (int k = 0; k < e->n; k++) {
                fr[k].method = e->methods[k];
                fr[k].location = -1;
            }
            Trace *tr = trace_intern(fr, e->n, e->serial);
            if (tr) {
                tr->calls += e->calls;
                tr->cpu_ns += (unsigned long long)(e->ns * rate);
                tr->total_ns += (unsigned long long)(e->total * rate);
            }
        }
        table_unlock(t);
    }
    pthread_mutex_unlock(&time_tables_mu);
}

/* A return of `method`: the frames above its shadow frame were left by
 * an exception (injected code sees no exceptional exit) and are counted
 * now; a method with no shadow frame is ignored. */
static void shadow_return(JNIEnv *jni, jmethodID method)
{
    ThreadTimes *st = &shadow;
    int k = st->n - 1;
    while (k >= 0 && st->s[k].method != method)
        k--;
    if (k < 0)
        return;
    while (st->n > k)
        shadow_pop(jni);
}

static void JNICALL on_method_entry(jvmtiEnv *e, JNIEnv *jni, jthread thread, jmethodID method)
{
    shadow_push(method);
}

static void JNICALL on_method_exit(jvmtiEnv *e, JNIEnv *jni, jthread thread, jmethodID method,
                                   jboolean by_exception, jvalue value)
{
    if (shadow.n && shadow.s[shadow.n - 1].method == method)
        shadow_pop(jni);
}

static int by_cpu(const void *a, const void *b)
{
    const Trace *x = *(Trace *const *)a, *y = *(Trace *const *)b;
    if (x->cpu_ns != y->cpu_ns)
        return x->cpu_ns < y->cpu_ns ? 1 : -1;
    return x->serial < y->serial ? -1 : x->serial > y->serial;
}

/* The traces cpu=times counted calls of, merged from every thread's table
 * and sorted by cmp (malloc'd; NULL when out of memory). */
static Trace **called_traces(int (*cmp)(const void *, const void *), int *count)
{
    time_merge();
    Trace **order = malloc((trace_count ? trace_count : 1) * sizeof *order);
    if (!order)
        return NULL;
    int k = 0;
    for (int i = 0; i < trace_count; i++)
        if (trace_by_serial[i]->calls)
            order[k++] = trace_by_serial[i];
    qsort(order, k, sizeof *order, cmp);
    *count = k;
    return order;
}

static void write_times(void)
{
    int k = 0;
    Trace **order = called_traces(by_cpu, &k);
    if (!order)
        return;
    unsigned long long total = 0;
    for (int i = 0; i < k; i++)
        total += order[i]->cpu_ns;
    for (int i = 0; i < k; i++)
        if (total == 0 || (double)order[i]->cpu_ns / total >= opt.cutoff)
            print_trace(order[i]);
    char date[64];
    now_text(date, sizeof date);
    fprintf(out, "CPU TIME (ms) BEGIN (total = %llu) %s\n", total / 1000000, date);
    fprintf(out, "rank   self  accum   count trace method\n");
    double accum = 0;
    for (int i = 0, rank = 0; i < k; i++) {
        double self = total ? (double)order[i]->cpu_ns / total : 0;
        if (total && self < opt.cutoff)
            continue;
        accum += self;
        char cls[512], name[256], file[256];
        method_text(order[i]->frames[0].method, cls, sizeof cls, name, sizeof name, file, sizeof file);
        fprintf(out, "%4d %5.2f%% %5.2f%% %7lld %6u %s.%s\n", ++rank, self * 100, accum * 100, order[i]->calls,
                order[i]->serial, cls, name);
    }
    fprintf(out, "CPU TIME (ms) END\n");
    free(order);
}

/* cpu=old: the layout of the old prof output, one line per (callee,
 * caller) pair, by number of calls: the count, the callee and the caller as
 * class.method(descriptor), and the time of the calls with their callees
 * in ms. Traces are two methods deep; a call whose caller has no shadow
 * frame names "<unknown caller>". */
static void method_sig_text(jmethodID m, char *buf, size_t n)
{
    char cls[512], name[256], file[256];
    char *sig = NULL;
    method_text(m, cls, sizeof cls, name, sizeof name, file, sizeof file);
    (*jvmti)->GetMethodName(jvmti, m, NULL, &sig, NULL);
    snprintf(buf, n, "%s.%s%s", cls, name, sig ? sig : "()V");
    if (sig)
        (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
}

static int by_calls(const void *a, const void *b)
{
    const Trace *x = *(Trace *const *)a, *y = *(Trace *const *)b;
    if (x->calls != y->calls)
        return x->calls < y->calls ? 1 : -1;
    return x->serial < y->serial ? -1 : x->serial > y->serial;
}

static void write_old_times(void)
{
    int k = 0;
    Trace **order = called_traces(by_calls, &k);
    if (!order)
        return;
    fprintf(out, "count callee caller time\n");
    for (int i = 0; i < k; i++) {
        char callee[1024] = "<unknown callee>", caller[1024] = "<unknown caller>";
        if (order[i]->nframes >= 1)
            method_sig_text(order[i]->frames[0].method, callee, sizeof callee);
        if (order[i]->nframes >= 2)
            method_sig_text(order[i]->frames[1].method, caller, sizeof caller);
        fprintf(out, "%lld %s %s %d\n", order[i]->calls, callee, caller, (int)(order[i]->total_ns / 1000000));
    }
    free(order);
}

/* ---- format=b: the profile's records ---- */

typedef struct {
    uint8_t *p;
    size_t n, cap;
} Buf;

static void buf_be(Buf *b, uint64_t v, int n)
{
    if (b->n + n > b->cap) {
        size_t cap = b->cap ? 2 * b->cap : 4096;
        while (cap < b->n + n)
            cap *= 2;
        uint8_t *np = realloc(b->p, cap);
        if (!np)
            return;
        b->p = np;
        b->cap = cap;
    }
    for (int i = 0; i < n; i++)
        b->p[b->n++] = (uint8_t)(v >> (8 * (n - 1 - i)));
}

/* The TRACE record of `t` (and FRAMEs), once per file. */
static void bin_trace(HprofWriter *w, Trace *t)
{
    if (t->printed)
        return;
    t->printed = 1;
    uint64_t ids[MAX_DEPTH];
    for (int i = 0; i < t->nframes; i++)
        ids[i] = hprof_bin_frame(w, t->frames[i].method, opt.lineno ? t->frames[i].location : -1);
    hprofw_trace(w, t->serial, t->thread_serial, (uint32_t)t->nframes, ids);
}

/* The array type of ALLOC SITES: 0 an object, 2 an object array, else the
 * basic type of a primitive array. */
static uint8_t site_array_type(const char *sig)
{
    return sig[0] == '[' ? (uint8_t)hprof_basic_type(sig[1]) : 0;
}

/* CONTROL SETTINGS; with heap=sites|dump ALLOC SITES (the sites the text's
 * cutoff shows, by live bytes) and HEAP SUMMARY; with cpu=samples CPU
 * SAMPLES; the TRACEs they refer to before them. */
static void bin_records(HprofWriter *w)
{
    Buf b = { 0 };
    uint32_t flags = ((opt.heap_sites || opt.heap_dump) ? 1u : 0) | (opt.cpu_samples ? 2u : 0);
    buf_be(&b, flags, 4);
    buf_be(&b, (uint64_t)opt.depth, 2);
    hprofw_record(w, HPROF_CONTROL_SETTINGS, b.p, b.n);
    for (int i = 0; i < trace_count; i++)
        trace_by_serial[i]->printed = 0;
    if (opt.heap_sites || opt.heap_dump) {
        count_sites_live();
        Site **order = malloc((site_count ? site_count : 1) * sizeof *order);
        if (order) {
            if (site_count)
                memcpy(order, sites, site_count * sizeof *order);
            qsort(order, site_count, sizeof *order, by_live_bytes);
            long long live = 0, live_objs = 0, alloc = 0, alloc_objs = 0;
            for (int i = 0; i < site_count; i++) {
                live += order[i]->live_bytes;
                live_objs += order[i]->live_objs;
                alloc += order[i]->alloc_bytes;
                alloc_objs += order[i]->alloc_objs;
            }
            int k = 0;
            for (int i = 0; i < site_count; i++)
                if ((live && (double)order[i]->live_bytes / live >= opt.cutoff) ||
                    (alloc && (double)order[i]->alloc_bytes / alloc >= opt.cutoff)) {
                    bin_trace(w, order[i]->trace);
                    order[k++] = order[i];
                }
            float cutoff = (float)opt.cutoff;
            uint32_t cutoff_bits;
            memcpy(&cutoff_bits, &cutoff, 4);
            b.n = 0;
            buf_be(&b, 0, 2);   /* complete, sorted by live bytes, no forced collection asked */
            buf_be(&b, cutoff_bits, 4);
            buf_be(&b, (uint32_t)live, 4);
            buf_be(&b, (uint32_t)live_objs, 4);
            buf_be(&b, (uint64_t)alloc, 8);
            buf_be(&b, (uint64_t)alloc_objs, 8);
            buf_be(&b, (uint32_t)k, 4);
            for (int i = 0; i < k; i++) {
                buf_be(&b, site_array_type(order[i]->cls), 1);
                buf_be(&b, hprof_bin_class_serial(order[i]->cls), 4);
                buf_be(&b, order[i]->trace->serial, 4);
                buf_be(&b, (uint32_t)order[i]->live_bytes, 4);
                buf_be(&b, (uint32_t)order[i]->live_objs, 4);
                buf_be(&b, (uint32_t)order[i]->alloc_bytes, 4);
                buf_be(&b, (uint32_t)order[i]->alloc_objs, 4);
            }
            hprofw_record(w, HPROF_ALLOC_SITES, b.p, b.n);
            b.n = 0;
            buf_be(&b, (uint32_t)live, 4);
            buf_be(&b, (uint32_t)live_objs, 4);
            buf_be(&b, (uint64_t)alloc, 8);
            buf_be(&b, (uint64_t)alloc_objs, 8);
            hprofw_record(w, HPROF_HEAP_SUMMARY, b.p, b.n);
            free(order);
        }
    }
    if (opt.cpu_samples) {
        Trace **order = malloc((trace_count ? trace_count : 1) * sizeof *order);
        if (order) {
            int k = 0;
            long long total = 0;
            for (int i = 0; i < trace_count; i++)
                if (trace_by_serial[i]->samples) {
                    order[k++] = trace_by_serial[i];
                    total += trace_by_serial[i]->samples;
                }
            qsort(order, k, sizeof *order, by_samples);
            for (int i = 0; i < k; i++)
                bin_trace(w, order[i]);
            b.n = 0;
            buf_be(&b, (uint32_t)total, 4);
            buf_be(&b, (uint32_t)k, 4);
            for (int i = 0; i < k; i++) {
                buf_be(&b, (uint32_t)order[i]->samples, 4);
                buf_be(&b, order[i]->serial, 4);
            }
            hprofw_record(w, HPROF_CPU_SAMPLES, b.p, b.n);
            free(order);
        }
    }
    free(b.p);
}

/* ---- monitor contention ---- */

/* monitor=y: the wait between MonitorContendedEnter and
 * MonitorContendedEntered (wall time), by trace of the waiting thread and
 * class of the monitor. */
typedef struct {
    Trace *trace;
    char *cls;
    long long count;
    unsigned long long ns;
} MonRec;

static MonRec *mons;
static int nmons, mons_alloc;
static _Thread_local uint64_t contend_start __attribute__((tls_model("initial-exec")));

static void JNICALL on_contended_enter(jvmtiEnv *e, JNIEnv *jni, jthread thread, jobject object)
{
    contend_start = wall_ns();
}

static void JNICALL on_contended_entered(jvmtiEnv *e, JNIEnv *jni, jthread thread, jobject object)
{
    uint64_t waited = contend_start ? wall_ns() - contend_start : 0;
    contend_start = 0;
    jvmtiFrameInfo fr[MAX_DEPTH];
    jint n = 0;
    if ((*jvmti)->GetStackTrace(jvmti, NULL, 0, opt.depth, fr, &n) != JVMTI_ERROR_NONE)
        n = 0;
    char *sig = NULL;
    jclass k = (*jni)->GetObjectClass(jni, object);
    if (!k || (*jvmti)->GetClassSignature(jvmti, k, &sig, NULL) != JVMTI_ERROR_NONE || !sig)
        return;
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    Trace *t = dead ? NULL : trace_intern(fr, n, opt.thread ? thread_serial_of(jni, thread) : 0);
    int i = 0;
    while (t && i < nmons && !(mons[i].trace == t && !strcmp(mons[i].cls, sig)))
        i++;
    if (t && i == nmons && nmons == mons_alloc) {
        int m = mons_alloc ? 2 * mons_alloc : 64;
        MonRec *nm = realloc(mons, m * sizeof *nm);
        if (nm) {
            mons = nm;
            mons_alloc = m;
        }
    }
    if (t && i < mons_alloc) {
        if (i == nmons) {
            mons[i] = (MonRec){ t, strdup(sig), 0, 0 };
            if (mons[i].cls)
                nmons++;
        }
        if (i < nmons) {
            mons[i].count++;
            mons[i].ns += waited;
        }
    }
    (*jvmti)->RawMonitorExit(jvmti, lock);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
    (*jni)->DeleteLocalRef(jni, k);
}

static int by_wait(const void *a, const void *b)
{
    const MonRec *x = a, *y = b;
    if (x->ns != y->ns)
        return x->ns < y->ns ? 1 : -1;
    return x->trace->serial < y->trace->serial ? -1 : x->trace->serial > y->trace->serial;
}

static void write_monitors(void)
{
    if (nmons)
        qsort(mons, nmons, sizeof *mons, by_wait);
    unsigned long long total = 0;
    for (int i = 0; i < nmons; i++)
        total += mons[i].ns;
    for (int i = 0; i < nmons; i++)
        print_trace(mons[i].trace);
    char date[64];
    now_text(date, sizeof date);
    fprintf(out, "MONITOR TIME BEGIN (total = %llu ms) %s\n", total / 1000000, date);
    fprintf(out, "rank   self  accum   count trace monitor\n");
    double accum = 0;
    for (int i = 0; i < nmons; i++) {
        double self = total ? (double)mons[i].ns / total : 1.0 / nmons;
        accum += self;
        char name[512];
        hprof_java_name(mons[i].cls, name, sizeof name);
        fprintf(out, "%4d %5.2f%% %5.2f%% %7lld %6u %s (Java)\n", i + 1, self * 100, accum * 100, mons[i].count,
                mons[i].trace->serial, name);
    }
    fprintf(out, "MONITOR TIME END\n");
}

/* ---- bytecode injection ---- */

/* cpu=times and the heap modes run on calls injected into the classes as
 * they are loaded (ClassFileLoadHook, agents/hprof/crw.c): CallSite and
 * ReturnSite at method entry and before returns, ObjectInit in
 * java.lang.Object.<init>, NewArray after each array allocation. The
 * tracker class is generated, written into a temporary directory on the
 * boot class path; its methods are the natives below, exported under
 * their JNI names (both VMs look for a native in the agent libraries too,
 * so calls before VMInit link) and bound again by RegisterNatives at
 * VMInit; they count nothing until `tracker_on` is set then. */
#define TRACKER "agentvm/hprof/Tracker"

static int inject;
static char tracker_dir[600];
static jmethodID tracker_methods[4];
static volatile int tracker_on;

/* Class numbers from 1, in chunks that never move (read without the lock
 * by the natives). mids[mnum] is resolved on the method's first call. */
typedef struct {
    int nmethods;
    jmethodID *mids;
} ClassRec;

#define CLASS_CHUNK 1024
#define CLASS_CHUNKS 4096
static ClassRec *class_chunks[CLASS_CHUNKS];
static int nclasses;

/* The classes loaded in the primordial phase, instrumented at VMInit by
 * RetransformClasses: before the module system is up, HotSpot does not
 * search the appended boot class path, so code calling the tracker then
 * cannot resolve it (NoClassDefFoundError, whose own constructor would
 * call it again). */
static char **early;
static int nearly, early_alloc;

static void early_class(const char *name)
{
    if (!name)
        return;
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    if (nearly == early_alloc) {
        int n = early_alloc ? 2 * early_alloc : 512;
        char **ne = realloc(early, n * sizeof *ne);
        if (ne) {
            early = ne;
            early_alloc = n;
        }
    }
    if (nearly < early_alloc && (early[nearly] = strdup(name)) != NULL)
        nearly++;
    (*jvmti)->RawMonitorExit(jvmti, lock);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* VMInit: the early classes still loaded, retransformed (the hook then
 * instruments them). */
static void retransform_early(JNIEnv *jni)
{
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    if (nearly)
        qsort(early, nearly, sizeof *early, by_name);
    (*jvmti)->RawMonitorExit(jvmti, lock);
    jint n = 0;
    jclass *all = NULL;
    if ((*jvmti)->GetLoadedClasses(jvmti, &n, &all) != JVMTI_ERROR_NONE)
        return;
    jclass *pick = malloc((n ? n : 1) * sizeof *pick);
    int k = 0;
    for (int i = 0; pick && i < n; i++) {
        char *sig = NULL;
        jboolean mod = 0;
        if ((*jvmti)->IsModifiableClass(jvmti, all[i], &mod) == JVMTI_ERROR_NONE && mod &&
            (*jvmti)->GetClassSignature(jvmti, all[i], &sig, NULL) == JVMTI_ERROR_NONE && sig && sig[0] == 'L') {
            sig[strlen(sig) - 1] = '\0';
            char *key = sig + 1;
            if (nearly && bsearch(&key, early, nearly, sizeof *early, by_name))
                pick[k++] = all[i];
        }
        if (sig)
            (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
    }
    /* all at once; one by one when that fails, so one class the VM refuses
     * does not keep the others as they are */
    if (k && (*jvmti)->RetransformClasses(jvmti, k, pick) != JVMTI_ERROR_NONE)
        for (int i = 0; i < k; i++)
            (*jvmti)->RetransformClasses(jvmti, 1, &pick[i]);
    free(pick);
    for (int i = 0; i < n; i++)
        (*jni)->DeleteLocalRef(jni, all[i]);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)all);
    for (int i = 0; i < nearly; i++)
        free(early[i]);
    free(early);
    early = NULL;
    nearly = early_alloc = 0;
}

static void JNICALL on_class_file_load(jvmtiEnv *e, JNIEnv *jni, jclass redefined, jobject loader, const char *name,
                                       jobject pd, jint len, const unsigned char *data, jint *new_len,
                                       unsigned char **new_data)
{
    if (dead || !data || len <= 0)
        return;
    jvmtiPhase phase = JVMTI_PHASE_LIVE;
    (*jvmti)->GetPhase(jvmti, &phase);
    if (phase == JVMTI_PHASE_ONLOAD || phase == JVMTI_PHASE_PRIMORDIAL) {
        early_class(name);
        return;
    }
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    int cnum = nclasses + 1, chunk = nclasses / CLASS_CHUNK;
    if (chunk >= CLASS_CHUNKS ||
        (!class_chunks[chunk] && !(class_chunks[chunk] = calloc(CLASS_CHUNK, sizeof(ClassRec)))))
        cnum = 0;
    else
        nclasses = cnum;
    (*jvmti)->RawMonitorExit(jvmti, lock);
    if (!cnum)
        return;
    CrwOptions o = { TRACKER, cnum, opt.cpu_times, opt.heap_sites || opt.heap_dump };
    unsigned char *res = NULL, *copy = NULL;
    size_t res_len = 0;
    int methods = 0;
    if (!crw_instrument(data, (size_t)len, &o, &res, &res_len, &methods))
        return;
    jmethodID *mids = calloc(methods ? methods : 1, sizeof *mids);
    if (mids && res_len <= 0x7fffffff && (*jvmti)->Allocate(jvmti, (jlong)res_len, &copy) == JVMTI_ERROR_NONE) {
        memcpy(copy, res, res_len);
        ClassRec *r = &class_chunks[chunk][(cnum - 1) % CLASS_CHUNK];
        r->mids = mids;
        r->nmethods = methods;
        *new_data = copy;
        *new_len = (jint)res_len;
    } else
        free(mids);
    free(res);
}

static int is_tracker_method(jmethodID m)
{
    for (int i = 0; i < 4; i++)
        if (tracker_methods[i] == m)
            return 1;
    return 0;
}

/* The frames below the tracker's own: their number, moved to the front. */
static int caller_frames(jvmtiFrameInfo *fr, int max)
{
    jint n = 0;
    if ((*jvmti)->GetStackTrace(jvmti, NULL, 0, max, fr, &n) != JVMTI_ERROR_NONE)
        return 0;
    int i = 0;
    while (i < n && is_tracker_method(fr[i].method))
        i++;
    memmove(fr, fr + i, (size_t)(n - i) * sizeof *fr);
    return n - i;
}

/* The jmethodID of method `m` of class `c`: the caller of the tracker the
 * first time, remembered. */
static jmethodID site_method(jint c, jint m)
{
    if (c < 1 || c > __atomic_load_n(&nclasses, __ATOMIC_ACQUIRE))
        return NULL;
    ClassRec *chunk = class_chunks[(c - 1) / CLASS_CHUNK];
    ClassRec *r = chunk ? &chunk[(c - 1) % CLASS_CHUNK] : NULL;
    if (!r || !r->mids || m < 0 || m >= r->nmethods)
        return NULL;
    jmethodID id = __atomic_load_n(&r->mids[m], __ATOMIC_RELAXED);
    if (id)
        return id;
    jvmtiFrameInfo fr[8];
    if (caller_frames(fr, 8) > 0) {
        id = fr[0].method;
        __atomic_store_n(&r->mids[m], id, __ATOMIC_RELAXED);
    }
    return id;
}

JNIEXPORT void JNICALL Java_agentvm_hprof_Tracker_CallSite(JNIEnv *jni, jclass k, jint c, jint m)
{
    jmethodID id = !tracker_on || dead ? NULL : site_method(c, m);
    if (id)
        shadow_push(id);
}

JNIEXPORT void JNICALL Java_agentvm_hprof_Tracker_ReturnSite(JNIEnv *jni, jclass k, jint c, jint m)
{
    jmethodID id = !tracker_on || dead ? NULL : site_method(c, m);
    if (id)
        shadow_return(jni, id);
}

/* What the heap modes keep per thread, on the heap rather than in
 * thread-local storage, which then stays small enough for the
 * initial-exec model (see `shadow`): the frames of an allocation, and which
 * methods are constructors. Freed at ThreadEnd. */
typedef struct {
    jvmtiFrameInfo fr[MAX_DEPTH + 64];
    struct {
        jmethodID m;
        int init;
    } cache[512];
} AllocScratch;

static _Thread_local AllocScratch *scratch __attribute__((tls_model("initial-exec")));

static AllocScratch *alloc_scratch(void)
{
    if (!scratch)
        scratch = calloc(1, sizeof *scratch);
    return scratch;
}

/* A constructor of `klass` (its own or a superclass's): the frames of the
 * object's construction, above the `new` that made it. */
static int is_init(jmethodID m)
{
    /* a small per-thread cache: the name is asked once per method */
    AllocScratch *sc = alloc_scratch();
    unsigned h = (unsigned)(((uintptr_t)m >> 3) % 512);
    if (sc && sc->cache[h].m == m)
        return sc->cache[h].init;
    char *name = NULL;
    int yes = 0;
    if ((*jvmti)->GetMethodName(jvmti, m, &name, NULL, NULL) == JVMTI_ERROR_NONE && name) {
        yes = !strcmp(name, "<init>");
        (*jvmti)->Deallocate(jvmti, (unsigned char *)name);
        if (sc) {
            sc->cache[h].m = m;
            sc->cache[h].init = yes;
        }
    }
    return yes;
}

static int is_constructor_of(JNIEnv *jni, jmethodID m, jclass klass)
{
    int yes = is_init(m);
    jclass d = NULL;
    if (yes && (*jvmti)->GetMethodDeclaringClass(jvmti, m, &d) == JVMTI_ERROR_NONE && d) {
        yes = (*jni)->IsAssignableFrom(jni, klass, d);
        (*jni)->DeleteLocalRef(jni, d);
    }
    return yes;
}

/* An object (from Object.<init>) or an array (after its allocation): counted
 * on the trace of the frame that allocated it. */
static void tracked_alloc(JNIEnv *jni, jobject obj, int constructed)
{
    /* an array just made by bytecode was not reported before; an object
     * may have been, by VMObjectAlloc, before its constructor ran */
    if (dead || !obj || (constructed && already_counted(obj)))
        return;
    jclass klass = (*jni)->GetObjectClass(jni, obj);
    jlong size = 0;
    if (!klass || (*jvmti)->GetObjectSize(jvmti, obj, &size) != JVMTI_ERROR_NONE)
        return;
    AllocScratch *sc = alloc_scratch();
    if (!sc) {
        (*jni)->DeleteLocalRef(jni, klass);
        return;
    }
    jvmtiFrameInfo *fr = sc->fr;
    /* a few frames more than `depth` for the tracker's and the
     * constructors'; all of them again only when those were not enough */
    int want = opt.depth + 6, n = caller_frames(fr, want), i = 0;
    while (constructed && i < n && is_constructor_of(jni, fr[i].method, klass))
        i++;
    if (n - i < opt.depth && n >= want - 2 && want < opt.depth + 64) {
        n = caller_frames(fr, opt.depth + 64);
        i = 0;
        while (constructed && i < n && is_constructor_of(jni, fr[i].method, klass))
            i++;
    }
    record_alloc(jni, obj, klass, size, fr + i, n - i < opt.depth ? n - i : opt.depth);
    (*jni)->DeleteLocalRef(jni, klass);
}

JNIEXPORT void JNICALL Java_agentvm_hprof_Tracker_ObjectInit(JNIEnv *jni, jclass k, jobject obj)
{
    if (tracker_on)
        tracked_alloc(jni, obj, 1);
}

JNIEXPORT void JNICALL Java_agentvm_hprof_Tracker_NewArray(JNIEnv *jni, jclass k, jobject arr)
{
    if (tracker_on)
        tracked_alloc(jni, arr, 0);
}

/* Agent_OnLoad: the tracker class into a new temporary directory, which
 * goes on the boot class path. */
static int tracker_setup(void)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(tracker_dir, sizeof tracker_dir, "%s/hprof-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(tracker_dir)) {
        tracker_dir[0] = '\0';
        return -1;
    }
    char path[700];
    snprintf(path, sizeof path, "%s/agentvm", tracker_dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/agentvm/hprof", tracker_dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/agentvm/hprof/Tracker.class", tracker_dir);
    unsigned char *cls = NULL;
    size_t n = 0;
    FILE *f = crw_tracker_class(TRACKER, &cls, &n) == 0 ? fopen(path, "wb") : NULL;
    int ok = f && fwrite(cls, 1, n, f) == n;
    if (f && fclose(f) != 0)
        ok = 0;
    free(cls);
    if (!ok || (*jvmti)->AddToBootstrapClassLoaderSearch(jvmti, tracker_dir) != JVMTI_ERROR_NONE)
        return -1;
    return 0;
}

static void tracker_cleanup(void)
{
    if (!tracker_dir[0])
        return;
    char path[700];
    snprintf(path, sizeof path, "%s/agentvm/hprof/Tracker.class", tracker_dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/agentvm/hprof", tracker_dir);
    rmdir(path);
    snprintf(path, sizeof path, "%s/agentvm", tracker_dir);
    rmdir(path);
    rmdir(tracker_dir);
    tracker_dir[0] = '\0';
}

/* VMInit: the natives bound, then `tracker_on` set. */
static void tracker_engage(JNIEnv *jni)
{
    JNINativeMethod nm[4] = {
        { "CallSite", "(II)V", (void *)Java_agentvm_hprof_Tracker_CallSite },
        { "ReturnSite", "(II)V", (void *)Java_agentvm_hprof_Tracker_ReturnSite },
        { "ObjectInit", "(Ljava/lang/Object;)V", (void *)Java_agentvm_hprof_Tracker_ObjectInit },
        { "NewArray", "(Ljava/lang/Object;)V", (void *)Java_agentvm_hprof_Tracker_NewArray },
    };
    jclass k = (*jni)->FindClass(jni, TRACKER);
    if (!k || (*jni)->RegisterNatives(jni, k, nm, 4) != 0) {
        (*jni)->ExceptionClear(jni);
        tracker_cleanup();
        fprintf(stderr, "HPROF ERROR: cannot load the tracker class %s\n", TRACKER);
        return;
    }
    for (int i = 0; i < 4; i++)
        tracker_methods[i] = (*jni)->GetStaticMethodID(jni, k, nm[i].name, nm[i].signature);
    (*jni)->ExceptionClear(jni);
    tracker_cleanup();   /* loaded now: the directory is not needed any more */
    retransform_early(jni);
    tracker_on = 1;
}

/* ---- threads ---- */

/* The serial of `thread`, numbering it when new: THREAD START (format=a)
 * or START THREAD with an empty TRACE (format=b; the thread's stack is
 * empty when it starts). 0 when out of memory. The lock is held. */
static uint32_t thread_note(JNIEnv *jni, jthread thread)
{
    uint32_t serial = thread_serial_of(jni, thread);
    if (serial)   /* main: VMInit and ThreadStart both report it */
        return serial;
    if (nthreads == threads_alloc) {
        int n = threads_alloc ? 2 * threads_alloc : 64;
        ThreadRec *nt = realloc(threads, n * sizeof *nt);
        if (!nt)
            return 0;
        threads = nt;
        threads_alloc = n;
    }
    serial = THREAD_SERIAL0 + nthreads;
    threads[nthreads].ref = (*jni)->NewWeakGlobalRef(jni, thread);
    threads[nthreads].serial = serial;
    if (opt.binary && bw) {
        jvmtiFrameInfo none[1];
        Trace *t = trace_intern(none, 0, opt.thread ? serial : 0);
        if (t)
            bin_trace(bw, t);
        hprof_bin_start_thread(jvmti, jni, bw, thread, serial, t ? t->serial : 0);
    } else if (!opt.binary) {
        jvmtiThreadInfo ti;
        memset(&ti, 0, sizeof ti);
        (*jvmti)->GetThreadInfo(jvmti, thread, &ti);
        char group[256] = "";
        jvmtiThreadGroupInfo gi;
        memset(&gi, 0, sizeof gi);
        if (ti.thread_group && (*jvmti)->GetThreadGroupInfo(jvmti, ti.thread_group, &gi) == JVMTI_ERROR_NONE &&
            gi.name)
            snprintf(group, sizeof group, "%s", gi.name);
        fprintf(out, "THREAD START (obj=%x, id = %u, name=\"%s\", group=\"%s\")\n",
                (unsigned)(0x50000000u + nthreads), serial, ti.name ? ti.name : "", group);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)gi.name);
        (*jvmti)->Deallocate(jvmti, (unsigned char *)ti.name);
        jobject refs[3] = { ti.thread_group, ti.context_class_loader, gi.parent };
        for (int i = 0; i < 3; i++)
            if (refs[i])
                (*jni)->DeleteLocalRef(jni, refs[i]);
    }
    nthreads++;
    return serial;
}

static void JNICALL on_thread_start(jvmtiEnv *e, JNIEnv *jni, jthread thread)
{
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    if (!dead)
        thread_note(jni, thread);
    (*jvmti)->RawMonitorExit(jvmti, lock);
}

static void JNICALL on_thread_end(jvmtiEnv *e, JNIEnv *jni, jthread thread)
{
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    uint32_t s = thread_serial_of(jni, thread);
    if (!dead && s && !opt.binary)
        fprintf(out, "THREAD END (id = %u)\n", s);
    if (!dead && s && bw) {
        uint8_t b[4] = { (uint8_t)(s >> 24), (uint8_t)(s >> 16), (uint8_t)(s >> 8), (uint8_t)s };
        hprofw_record(bw, HPROF_END_THREAD, b, sizeof b);
    }
    (*jvmti)->RawMonitorExit(jvmti, lock);
    free(shadow.s);   /* ThreadEnd runs on the ending thread; its counts stay */
    shadow.s = NULL;
    shadow.n = shadow.cap = 0;
    free(scratch);
    scratch = NULL;
}

/* ---- lifecycle ---- */

static void start_sampler(JNIEnv *jni)
{
    jclass tc = (*jni)->FindClass(jni, "java/lang/Thread");
    jmethodID init = tc ? (*jni)->GetMethodID(jni, tc, "<init>", "(Ljava/lang/String;)V") : NULL;
    jstring name = (*jni)->NewStringUTF(jni, "HPROF cpu sampler");
    jthread t = init && name ? (*jni)->NewObject(jni, tc, init, name) : NULL;
    if (!t || (*jvmti)->RunAgentThread(jvmti, t, sampler, NULL, JVMTI_THREAD_MAX_PRIORITY) != JVMTI_ERROR_NONE) {
        (*jni)->ExceptionClear(jni);
        fprintf(stderr, "HPROF ERROR: cannot start the cpu sampler thread\n");
        sampler_done = 1;
    }
}

static void JNICALL on_vm_init(jvmtiEnv *e, JNIEnv *jni, jthread thread)
{
    on_thread_start(e, jni, thread);
    if (inject)
        tracker_engage(jni);
    if (opt.cpu_samples)
        start_sampler(jni);
}

/* The trace serial of allocation site `site` (index + 1), 0 when none. */
static uint32_t site_trace(uint32_t site)
{
    return site >= 1 && site <= (uint32_t)site_count ? sites[site - 1]->trace->serial : 0;
}

/* The text sections, as at exit (the heap collected before). */
static void write_sections(JNIEnv *jni)
{
    if (opt.heap_sites)
        write_sites();
    if (opt.heap_dump) {
        /* the traces the dump's objects refer to, once each (after those
         * SITES printed) */
        for (int i = 0; !opt.heap_sites && i < trace_count; i++)
            trace_by_serial[i]->printed = 0;
        for (int i = 0; i < site_count; i++)
            if (!sites[i]->trace->printed) {
                sites[i]->trace->printed = 1;
                print_trace(sites[i]->trace);
            }
        char date[64];
        now_text(date, sizeof date);
        if (hprof_text_dump(jvmti, jni, out, date, site_trace) < 0)
            fprintf(stderr, "HPROF ERROR: the heap dump failed\n");
    }
    if (opt.cpu_samples)
        write_samples();
    if (opt.cpu_times && opt.cpu_old)
        write_old_times();
    else if (opt.cpu_times)
        write_times();
    if (opt.monitor)
        write_monitors();
}

/* ---- MONITOR DUMP ---- */

/* The state letters of a thread: R runnable, MW waiting to enter a monitor,
 * CW waiting (Object.wait, park), SL sleeping, S suspended (added), ZO ended,
 * NS not started, UN anything else. */
static void thread_status(jint st, char *buf, size_t n)
{
    const char *s;
    if (!(st & JVMTI_THREAD_STATE_ALIVE))
        s = st & JVMTI_THREAD_STATE_TERMINATED ? "ZO" : "NS";
    else if (st & JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER)
        s = "MW";
    else if (st & JVMTI_THREAD_STATE_SLEEPING)
        s = "SL";
    else if (st & JVMTI_THREAD_STATE_WAITING)
        s = "CW";
    else if (st & JVMTI_THREAD_STATE_RUNNABLE)
        s = "R";
    else
        s = "UN";
    snprintf(buf, n, "%s%s", s, st & JVMTI_THREAD_STATE_SUSPENDED ? ",S" : "");
}

/* Every thread the agent numbered, with its trace and state, then every
 * monitor one of them owns, waits to enter or waits on: its owner and entry
 * count (GetObjectMonitorUsage) and the threads waiting to enter it and
 * waiting to be notified (from each thread's contended monitor and state).
 * The lock is held. */
static void write_monitor_dump(JNIEnv *jni)
{
    jint n = 0;
    jthread *all = NULL;
    if ((*jvmti)->GetAllThreads(jvmti, &n, &all) != JVMTI_ERROR_NONE)
        return;
    Trace **tr = calloc(n ? n : 1, sizeof *tr);
    jint *state = calloc(n ? n : 1, sizeof *state);
    uint32_t *serial = calloc(n ? n : 1, sizeof *serial);
    jobject *contended = calloc(n ? n : 1, sizeof *contended);
    jobject *mons = NULL;
    int nmon = 0, capmon = 0;
    if (!tr || !state || !serial || !contended)
        n = 0;   /* out of memory: an empty dump */
    for (int i = 0; i < n; i++) {
        serial[i] = thread_serial_of(jni, all[i]);
        if (!serial[i])
            continue;
        (*jvmti)->GetThreadState(jvmti, all[i], &state[i]);
        jvmtiFrameInfo fr[MAX_DEPTH];
        jint nf = 0;
        if ((*jvmti)->GetStackTrace(jvmti, all[i], 0, opt.depth, fr, &nf) != JVMTI_ERROR_NONE)
            nf = 0;
        tr[i] = trace_intern(fr, nf, opt.thread ? serial[i] : 0);
        jint no = 0;
        jobject *owned = NULL;
        if ((*jvmti)->GetOwnedMonitorInfo(jvmti, all[i], &no, &owned) != JVMTI_ERROR_NONE)
            no = 0;
        (*jvmti)->GetCurrentContendedMonitor(jvmti, all[i], &contended[i]);
        for (int k = 0; k <= no; k++) {
            jobject o = k < no ? owned[k] : contended[i];
            int seen = !o;
            for (int j = 0; !seen && j < nmon; j++)
                seen = (*jni)->IsSameObject(jni, mons[j], o);
            if (seen)
                continue;
            if (nmon == capmon) {
                int c = capmon ? 2 * capmon : 16;
                jobject *nm = realloc(mons, c * sizeof *nm);
                if (!nm)
                    break;
                mons = nm;
                capmon = c;
            }
            mons[nmon++] = o;
        }
        if (owned)
            (*jvmti)->Deallocate(jvmti, (unsigned char *)owned);
    }
    for (int i = 0; i < trace_count; i++)
        trace_by_serial[i]->printed = 0;
    for (int i = 0; i < n; i++)
        if (tr[i] && !tr[i]->printed) {
            tr[i]->printed = 1;
            print_trace(tr[i]);
        }
    fprintf(out, "MONITOR DUMP BEGIN\n");
    for (int i = 0; i < n; i++) {
        if (!serial[i] || !tr[i])
            continue;
        char st[16];
        thread_status(state[i], st, sizeof st);
        fprintf(out, "    THREAD %u, trace %u, status: %s\n", serial[i], tr[i]->serial, st);
    }
    for (int m = 0; m < nmon; m++) {
        jvmtiMonitorUsage u;
        memset(&u, 0, sizeof u);
        if ((*jvmti)->GetObjectMonitorUsage(jvmti, mons[m], &u) != JVMTI_ERROR_NONE)
            continue;
        char *sig = NULL, name[512] = "<unknown>";
        jclass k = (*jni)->GetObjectClass(jni, mons[m]);
        if (k && (*jvmti)->GetClassSignature(jvmti, k, &sig, NULL) == JVMTI_ERROR_NONE && sig) {
            hprof_java_name(sig, name, sizeof name);
            (*jvmti)->Deallocate(jvmti, (unsigned char *)sig);
        }
        fprintf(out, "    MONITOR %s\n", name);
        uint32_t owner = u.owner ? thread_serial_of(jni, u.owner) : 0;
        if (owner)
            fprintf(out, "\towner: thread %u, entry count: %d\n", owner, (int)u.entry_count);
        else
            fprintf(out, "\towner: none\n");
        for (int pass = 0; pass < 2; pass++) {
            fprintf(out, pass ? "\twaiting to be notified:" : "\twaiting to enter:");
            for (int i = 0; i < n; i++) {
                if (!serial[i] || !contended[i] || !(*jni)->IsSameObject(jni, contended[i], mons[m]))
                    continue;
                int entering = (state[i] & JVMTI_THREAD_STATE_BLOCKED_ON_MONITOR_ENTER) != 0;
                if (entering != !pass)
                    continue;
                fprintf(out, " %u", serial[i]);
            }
            fprintf(out, "\n");
        }
        if (u.waiters)
            (*jvmti)->Deallocate(jvmti, (unsigned char *)u.waiters);
        if (u.notify_waiters)
            (*jvmti)->Deallocate(jvmti, (unsigned char *)u.notify_waiters);
        if (k)
            (*jni)->DeleteLocalRef(jni, k);
    }
    fprintf(out, "MONITOR DUMP END\n");
    for (int i = 0; i < n; i++)
        (*jni)->DeleteLocalRef(jni, all[i]);
    (*jvmti)->Deallocate(jvmti, (unsigned char *)all);
    free(tr);
    free(state);
    free(serial);
    free(contended);
    free(mons);
}

static JavaVM *the_vm;

/* DataDumpRequest (SIGQUIT on both VMs): the text sections as they stand,
 * and with monitor=y the MONITOR DUMP; with format=b the records of the
 * exit dump (heap dump, ALLOC SITES, CPU SAMPLES) as they stand. The
 * profile goes on. */
static void JNICALL on_data_dump(jvmtiEnv *e)
{
    JNIEnv *jni = NULL;
    if (!out || dead || !the_vm || (*the_vm)->GetEnv(the_vm, (void **)&jni, JNI_VERSION_1_2) != JNI_OK)
        return;
    (*jni)->PushLocalFrame(jni, 256);
    if (opt.verbose && (opt.heap_sites || opt.heap_dump))
        fprintf(stderr, "Dumping Java heap ... ");
    if (opt.heap_sites || opt.heap_dump)
        (*jvmti)->ForceGarbageCollection(jvmti);
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    if (!dead && bw) {
        if (hprof_binary_dump(jvmti, jni, bw, opt.depth, opt.heap_dump, bin_records, thread_note) < 0)
            fprintf(stderr, "HPROF ERROR: the heap dump failed\n");
    } else if (!dead) {
        write_sections(jni);
        if (opt.monitor)
            write_monitor_dump(jni);
        fflush(out);
    }
    (*jvmti)->RawMonitorExit(jvmti, lock);
    if (opt.verbose && (opt.heap_sites || opt.heap_dump))
        fprintf(stderr, "allocation sites ... done.\n");
    (*jni)->PopLocalFrame(jni, NULL);
}

static void JNICALL on_vm_death(jvmtiEnv *e, JNIEnv *jni)
{
    tracker_on = 0;
    tracker_cleanup();
    (*jvmti)->RawMonitorEnter(jvmti, lock);
    dead = 1;
    (*jvmti)->RawMonitorNotifyAll(jvmti, lock);
    if (opt.cpu_samples)
        while (!sampler_done)
            (*jvmti)->RawMonitorWait(jvmti, lock, 100);
    (*jvmti)->RawMonitorExit(jvmti, lock);
    if (!out || !opt.doe) {
        if (bw && hprofw_close(bw) < 0)
            fprintf(stderr, "HPROF ERROR: cannot write the profile\n");
        bw = NULL;
        return;
    }
    if (opt.verbose && (opt.heap_sites || opt.heap_dump))
        fprintf(stderr, "Dumping Java heap ... ");
    if (opt.heap_sites || opt.heap_dump)
        (*jvmti)->ForceGarbageCollection(jvmti);
    if (bw) {
        (*jvmti)->RawMonitorEnter(jvmti, lock);
        if (hprof_binary_dump(jvmti, jni, bw, opt.depth, opt.heap_dump, bin_records, thread_note) < 0)
            fprintf(stderr, "HPROF ERROR: the heap dump failed\n");
        if (hprofw_close(bw) < 0)
            fprintf(stderr, "HPROF ERROR: cannot write the profile\n");
        bw = NULL;
        (*jvmti)->RawMonitorExit(jvmti, lock);
    } else if (!opt.binary)
        write_sections(jni);
    if (opt.verbose && (opt.heap_sites || opt.heap_dump))
        fprintf(stderr, "allocation sites ... done.\n");
    fflush(out);
}

static FILE *open_net(const char *hostport)
{
    char host[256];
    snprintf(host, sizeof host, "%s", hostport);
    char *colon = strrchr(host, ':');
    *colon = '\0';
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_socktype = SOCK_STREAM;
    if (getaddrinfo(host, colon + 1, &hints, &res) != 0 || !res)
        return NULL;
    int fd = socket(res->ai_family, SOCK_STREAM, 0);
    if (fd < 0 || connect(fd, res->ai_addr, res->ai_addrlen) != 0) {
        if (fd >= 0)
            close(fd);
        freeaddrinfo(res);
        return NULL;
    }
    freeaddrinfo(res);
    return fdopen(fd, "w");
}

static FILE *open_output(void)
{
    if (opt.net[0]) {
        FILE *f = open_net(opt.net);
        if (!f)
            fprintf(stderr, "HPROF ERROR: cannot connect to %s\n", opt.net);
        return f;
    }
    char name[1100];
    snprintf(name, sizeof name, "%s", opt.file);
    if (!opt.force && access(name, F_OK) == 0)
        snprintf(name, sizeof name, "%s.%d", opt.file, (int)getpid());
    FILE *f = fopen(name, "w");
    if (!f)
        fprintf(stderr, "HPROF ERROR: cannot write %s\n", name);
    return f;
}

JNIEXPORT jint JNICALL Agent_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    int r = parse_options(options);
    if (r == 1) {
        fputs(USAGE, stdout);
        fflush(stdout);
        exit(0);
    }
    if (r < 0)
        return JNI_ERR;
    if ((*vm)->GetEnv(vm, (void **)&jvmti, JVMTI_VERSION_1_2) != JNI_OK)
        return JNI_ERR;
    the_vm = vm;
    trace_tab = calloc(trace_cap, sizeof *trace_tab);
    site_tab = calloc(site_cap, sizeof *site_tab);
    if (!trace_tab || !site_tab)
        return JNI_ERR;
    (*jvmti)->CreateRawMonitor(jvmti, "hprof", &lock);
    if (opt.cpu_times)
        ticks_init();

    /* Injection needs the tracker on the boot class path and every class's
     * load hook, the early ones (java.lang.Object) included; without them
     * the heap and cpu=times modes fall back to JVMTI events. */
    jvmtiCapabilities pot;
    memset(&pot, 0, sizeof pot);
    (*jvmti)->GetPotentialCapabilities(jvmti, &pot);
    inject = (opt.cpu_times || opt.heap_sites || opt.heap_dump) && pot.can_generate_all_class_hook_events &&
             pot.can_generate_early_class_hook_events && pot.can_retransform_classes && !getenv("HPROF_NO_INJECTION");
    if (inject && tracker_setup() < 0) {
        tracker_cleanup();
        inject = 0;
    }

    jvmtiCapabilities caps;
    memset(&caps, 0, sizeof caps);
    caps.can_get_source_file_name = 1;
    caps.can_get_line_numbers = 1;
    caps.can_tag_objects = 1;
    if (inject) {
        caps.can_generate_all_class_hook_events = 1;
        caps.can_generate_early_class_hook_events = 1;
        caps.can_retransform_classes = 1;
        caps.can_retransform_any_class = pot.can_retransform_any_class;
    }
    if (opt.heap_sites || opt.heap_dump) {
        caps.can_generate_sampled_object_alloc_events = !inject;
        caps.can_generate_vm_object_alloc_events = 1;
    }
    if (opt.monitor) {
        caps.can_generate_monitor_events = 1;
        caps.can_get_owned_monitor_info = pot.can_get_owned_monitor_info;
        caps.can_get_current_contended_monitor = pot.can_get_current_contended_monitor;
        caps.can_get_monitor_info = pot.can_get_monitor_info;
    }
    if (opt.cpu_times && !inject) {
        caps.can_generate_method_entry_events = 1;
        caps.can_generate_method_exit_events = 1;
    }
    if ((*jvmti)->AddCapabilities(jvmti, &caps) != JVMTI_ERROR_NONE) {
        fprintf(stderr, "HPROF ERROR: the VM lacks a capability hprof needs\n");
        tracker_cleanup();
        return JNI_ERR;
    }
    out = open_output();
    if (!out) {
        tracker_cleanup();
        return JNI_ERR;
    }
    if (opt.binary) {
        struct timeval tv;
        gettimeofday(&tv, NULL);
        bw = hprofw_open(out, 8, (uint64_t)tv.tv_sec * 1000 + (uint64_t)tv.tv_usec / 1000);
        if (!bw) {
            fprintf(stderr, "HPROF ERROR: out of memory\n");
            tracker_cleanup();
            return JNI_ERR;
        }
    } else {
        char date[64];
        now_text(date, sizeof date);
        fprintf(out, "JAVA PROFILE 1.0.1, created %s\n\n", date);
        fprintf(out, "Header for -agentlib:hprof (or -Xrunhprof) ASCII Output (JDK 5.0 JVMTI based)\n\n");
        fprintf(out, "--------\n\n");
    }

    jvmtiEventCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.VMInit = on_vm_init;
    cb.VMDeath = on_vm_death;
    cb.ThreadStart = on_thread_start;
    cb.ThreadEnd = on_thread_end;
    cb.SampledObjectAlloc = on_sampled_alloc;
    cb.VMObjectAlloc = on_vm_object_alloc;
    cb.MethodEntry = on_method_entry;
    cb.MonitorContendedEnter = on_contended_enter;
    cb.MonitorContendedEntered = on_contended_entered;
    cb.MethodExit = on_method_exit;
    cb.ClassFileLoadHook = on_class_file_load;
    cb.DataDumpRequest = on_data_dump;
    (*jvmti)->SetEventCallbacks(jvmti, &cb, sizeof cb);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_INIT, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_DEATH, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_THREAD_START, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_THREAD_END, NULL);
    (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_DATA_DUMP_REQUEST, NULL);
    if (inject)
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_CLASS_FILE_LOAD_HOOK, NULL);
    if ((opt.heap_sites || opt.heap_dump) && !inject) {
        (*jvmti)->SetHeapSamplingInterval(jvmti, 0);
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_SAMPLED_OBJECT_ALLOC, NULL);
    }
    if (opt.heap_sites || opt.heap_dump)
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_VM_OBJECT_ALLOC, NULL);
    if (opt.monitor) {
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_CONTENDED_ENTER, NULL);
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_MONITOR_CONTENDED_ENTERED, NULL);
    }
    if (opt.cpu_times && !inject) {
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_ENTRY, NULL);
        (*jvmti)->SetEventNotificationMode(jvmti, JVMTI_ENABLE, JVMTI_EVENT_METHOD_EXIT, NULL);
    }
    return JNI_OK;
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved)
{
    return Agent_OnLoad(vm, options, reserved);
}
