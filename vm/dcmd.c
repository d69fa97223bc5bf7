/*
 * Diagnostic commands (see vm/dcmd.h).
 *
 * Every command is one table row: its name, the texts `jcmd <pid> help
 * <command>` prints (HotSpot 17's), its options and positional arguments,
 * and the function that runs it. One parser serves them all and follows
 * HotSpot's rules: the line is split at spaces; a token is a key with an
 * optional "=value", and either may be quoted with ' or "; a key that names
 * an option sets it, any other token fills the next positional argument
 * (with its key only: "a=b" gives "a"); a boolean option alone means true.
 */
#define _GNU_SOURCE
#include "vm/dcmd.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "perfdata/perf.h"
#include "vm/agent.h"
#include "vm/attach_ops.h"
#include "vm/events.h"
#include "vm/heap.h"
#include "vm/heapdump.h"
#include "vm/loader.h"
#include "vm/properties.h"
#include "vm/thread.h"
#include "vm/threaddump.h"
#include "vm/vm.h"
#include "vm/xxflags.h"

enum { MAX_ARGS = 8, MAX_LINE = 4096 };

typedef enum ArgType { ARG_BOOLEAN, ARG_INT, ARG_STRING } ArgType;

typedef struct DcmdArg {
    const char *name;
    const char *description;
    ArgType type;
    int mandatory;
    const char *default_value;    /* NULL: "no default value" */
} DcmdArg;

/* Parsed values: the options in table order, then the arguments. */
typedef struct DcmdValues {
    int set[MAX_ARGS];
    int on[MAX_ARGS];
    int64_t n[MAX_ARGS];
    const char *s[MAX_ARGS];
} DcmdValues;

struct Dcmd;
typedef int (*DcmdFn)(Thread *t, const struct Dcmd *d, const DcmdValues *v, FILE *out);

typedef struct Dcmd {
    const char *name;
    const char *description;
    const char *impact;
    const char *permission;       /* NULL: none printed */
    int hidden;                   /* not in the help lists (HotSpot's PerfCounter.print) */
    DcmdFn run;
    DcmdArg options[MAX_ARGS];    /* ended by a NULL name */
    DcmdArg args[MAX_ARGS];
} Dcmd;

static const Dcmd commands[];
static const size_t command_count;

static int count_args(const DcmdArg *a)
{
    int n = 0;
    while (n < MAX_ARGS && a[n].name)
        n++;
    return n;
}

/* ------------------------------------------------------------------ */
/* Help                                                                */
/* ------------------------------------------------------------------ */

static const char *const type_names[] = { "BOOLEAN", "INT", "STRING" };

static void print_arg_rows(const DcmdArg *a, FILE *out)
{
    for (int i = 0; i < MAX_ARGS && a[i].name; i++)
        fprintf(out, "\t%s : %s %s (%s, %s)\n", a[i].name, a[i].mandatory ? "" : "[optional]", a[i].description,
                type_names[a[i].type], a[i].default_value ? a[i].default_value : "no default value");
}

static void print_help(const Dcmd *d, FILE *out)
{
    fprintf(out, "%s\n%s\n\nImpact: %s\n\n", d->name, d->description, d->impact);
    if (d->permission)
        fprintf(out, "Permission: %s\n\n", d->permission);
    int opts = count_args(d->options), args = count_args(d->args);
    if (!opts && !args) {
        fprintf(out, "Syntax: %s\n", d->name);
        return;
    }
    fprintf(out, "Syntax : %s %s", d->name, opts ? "[options]" : "");
    for (int i = 0; i < args; i++)
        fprintf(out, d->args[i].mandatory ? " <%s>" : " [<%s>]", d->args[i].name);
    fputc('\n', out);
    if (args) {
        fputs("\nArguments:\n", out);
        print_arg_rows(d->args, out);
    }
    if (opts) {
        fputs("\nOptions: (options must be specified using the <key> or <key>=<value> syntax)\n", out);
        print_arg_rows(d->options, out);
    }
}

static const Dcmd *find_command(const char *name)
{
    for (size_t i = 0; i < command_count; i++)
        if (!strcmp(commands[i].name, name))
            return &commands[i];
    return NULL;
}

static int run_help(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    if (v->s[1]) {
        const Dcmd *c = find_command(v->s[1]);
        if (!c)
            fprintf(out, "Help unavailable : '%s' : No such command\n", v->s[1]);
        else
            print_help(c, out);
        return 0;
    }
    if (v->on[0]) {
        for (size_t i = 0; i < command_count; i++)
            if (!commands[i].hidden)
                fprintf(out, "%s\n\t%s\n\n", commands[i].name, commands[i].description);
        return 0;
    }
    fputs("The following commands are available:\n", out);
    for (size_t i = 0; i < command_count; i++)
        if (!commands[i].hidden)
            fprintf(out, "%s\n", commands[i].name);
    fputs("\nFor more information about a specific command use 'help <command>'.\n", out);
    return 0;
}

/* ------------------------------------------------------------------ */
/* The VM                                                              */
/* ------------------------------------------------------------------ */

static const char *prop(const char *key)
{
    int i = vm_property_find(key);
    return i >= 0 ? vm_property_value(i) : "";
}

static int run_version(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    fprintf(out, "%s version %s\nJDK %s\n", prop("java.vm.name"), prop("java.vm.version"), prop("java.version"));
    return 0;
}

static double uptime_s(void) { return (double)vm_uptime_ns() / 1e9; }

/* "2026-11-26T05:22:35.928+0000: " */
static void print_date(FILE *out)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    struct tm tm;
    localtime_r(&ts.tv_sec, &tm);
    char buf[64], zone[16];
    strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
    strftime(zone, sizeof zone, "%z", &tm);
    fprintf(out, "%s.%03ld%s: ", buf, ts.tv_nsec / 1000000, zone);
}

static int run_uptime(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    if (v->on[0])
        print_date(out);
    fprintf(out, "%.3f s\n", uptime_s());
    return 0;
}

static int run_command_line(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    fputs("VM Arguments:\n", out);
    if (vm_opts.vm_arg_count) {
        fputs("jvm_args: ", out);
        for (int i = 0; i < vm_opts.vm_arg_count; i++)
            fprintf(out, "%s ", vm_opts.vm_args[i]);
        fputc('\n', out);
    }
    fprintf(out, "java_command: %s\n", vm_opts.java_command ? vm_opts.java_command : "<unknown>");
    fprintf(out, "java_class_path (initial): %s\n", vm_opts.classpath ? vm_opts.classpath : "");
    fputs("Launcher Type: SUN_STANDARD\n", out);
    return 0;
}

static int run_flags(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    xx_print_flags(out, v->on[0]);
    return 0;
}

/* HotSpot answers status 0 with its message whatever goes wrong. */
static int run_set_flag(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    int m = xx_flag_manageable(v->s[0]);
    if (!v->s[1])
        fputs("flag value is missing\n", out);
    else if (m < 0)
        fprintf(out, "flag %s does not exist\n", v->s[0]);
    else if (m == 0)
        fputs("only 'writeable' flags can be set\n", out);
    else
        (void)xx_set_flag(v->s[0], v->s[1], out);
    return 0;
}

static int run_properties(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    return attach_print_properties(t, out);
}

static void print_heap_info(FILE *out)
{
    HeapStats hs;
    heap_stats(&hs);
    fprintf(out, " mark-sweep heap   total %" PRIu64 "K, used %" PRIu64 "K, max %" PRIu64 "K\n", hs.capacity >> 10,
            hs.used >> 10, hs.max >> 10);
    fprintf(out, "  collections %" PRIu64 ", total pause %.3f ms\n", hs.collections, (double)hs.total_pause_ns / 1e6);
}

/* A short report in the layout of HotSpot's (hs_err's) sections. */
static int run_info(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    fprintf(out, "#\n# JRE version: %s (%s) (build %s)\n", prop("java.runtime.name"), prop("java.version"),
            prop("java.runtime.version"));
    fprintf(out, "# Java VM: agentvm %s (%s, interpreted mode, linux-amd64)\n\n", AGENTVM_VERSION,
            prop("java.vm.version"));
    fputs("---------------  S U M M A R Y ------------\n\nCommand Line: ", out);
    for (int i = 0; i < vm_opts.vm_arg_count; i++)
        fprintf(out, "%s ", vm_opts.vm_args[i]);
    fprintf(out, "%s\n\n", vm_opts.java_command ? vm_opts.java_command : "");
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    char stamp[64];
    strftime(stamp, sizeof stamp, "%a %b %e %H:%M:%S %Y %Z", &tm);
    double up = uptime_s();
    long s = (long)up;
    fprintf(out, "Time: %s elapsed time: %f seconds (%ldd %ldh %ldm %lds)\n\n", stamp, up, s / 86400, s / 3600 % 24,
            s / 60 % 60, s % 60);
    fputs("---------------  P R O C E S S  ---------------\n\n", out);
    tdump_write(t, out, 0);
    fputs("Heap:\n", out);
    print_heap_info(out);
    fputs("\n---------------  S Y S T E M  ---------------\n\n", out);
    struct utsname u;
    if (uname(&u) == 0)
        fprintf(out, "uname: %s %s %s %s\n", u.sysname, u.release, u.version, u.machine);
    long pages = sysconf(_SC_PHYS_PAGES), avail = sysconf(_SC_AVPHYS_PAGES), psize = sysconf(_SC_PAGESIZE);
    fprintf(out, "Memory: %ldk page, physical %ldk(%ldk free)\n", psize >> 10, pages * (psize >> 10),
            avail * (psize >> 10));
    fprintf(out, "CPU: total %ld\n\nEND.\n", sysconf(_SC_NPROCESSORS_ONLN));
    return 0;
}

static int run_native_memory(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    fputs("Native memory tracking is not enabled\n", out);
    return 0;
}

/* ------------------------------------------------------------------ */
/* Threads, heap, agents, counters                                     */
/* ------------------------------------------------------------------ */

static int run_thread_print(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    tdump_write(t, out, v->on[0]);
    return 0;
}

static int run_gc(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    heap_collect(t, 0);
    return 0;
}

static int run_histogram(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    hdump_histogram(t, !v->on[0], out);
    return 0;
}

static int run_heap_dump(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    if (v->set[1] && (v->n[1] < 1 || v->n[1] > 9)) {
        fprintf(out, "Compression level out of range (1-9): %" PRId64 "\n", v->n[1]);
        return 0;
    }
    if (v->on[2])
        unlink(v->s[3]);
    hdump_dump(t, v->s[3], !v->on[0], v->set[1] ? (int)v->n[1] : 0, out);
    return 0;
}

/* Nothing ever waits for finalization: finalize() is not run (docs/gc.md). */
static int run_finalizer_info(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    fputs("No instances waiting for finalization found\n", out);
    return 0;
}

static int run_heap_info(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    print_heap_info(out);
    return 0;
}

/* The reply text is printed as it is and the command succeeds whatever
 * happened to the agent (HotSpot 17). */
/* As HotSpot: a path ending in ".jar" is a Java agent, loaded through the
 * "instrument" library with "JAR[=OPTION]" (vm/jplis.c). */
static int run_agent_load(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    const char *suffix = strrchr(v->s[0], '.');
    if (suffix && !strncmp(suffix, ".jar", 4)) {
        size_t n = strlen(v->s[0]) + (v->s[1] ? strlen(v->s[1]) + 1 : 0) + 1;
        char *spec = malloc(n);
        if (!spec)
            return 0;
        snprintf(spec, n, "%s%s%s", v->s[0], v->s[1] ? "=" : "", v->s[1] ? v->s[1] : "");
        (void)agent_attach(t, "instrument", 0, spec, out);
        free(spec);
        return 0;
    }
    (void)agent_attach(t, v->s[0], 1, v->s[1], out);
    return 0;
}

static int run_data_dump(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    thr_enter_safe(t, THR_IN_NATIVE);
    EV_RAISE(EV_DATA_DUMP_REQUEST, ev_data_dump_request());
    thr_leave_safe(t);
    return 0;
}

static int run_perf_counters(Thread *t, const Dcmd *d, const DcmdValues *v, FILE *out)
{
    perf_print(out);
    return 0;
}

/* ------------------------------------------------------------------ */
/* The table                                                           */
/* ------------------------------------------------------------------ */

#define MONITOR "java.lang.management.ManagementPermission(monitor)"

static const Dcmd commands[] = {
    { "GC.class_histogram", "Provide statistics about the Java heap usage.",
      "High: Depends on Java heap size and content.", MONITOR, 0, run_histogram,
      { { "-all", "Inspect all objects, including unreachable objects", ARG_BOOLEAN, 0, "false" },
        { "-parallel", "Number of parallel threads to use for heap inspection. 0 (the default) means let the VM "
          "determine the number of threads to use. 1 means use one thread (disable parallelism). For any other "
          "value the VM will try to use the specified number of threads, but might use fewer.", ARG_INT, 0, "0" } },
      { { NULL } } },
    { "GC.finalizer_info", "Provide information about Java finalization queue.", "Medium", MONITOR, 0,
      run_finalizer_info, { { NULL } }, { { NULL } } },
    { "GC.heap_dump", "Generate a HPROF format dump of the Java heap.",
      "High: Depends on Java heap size and content. Request a full GC unless the '-all' option is specified.",
      MONITOR, 0, run_heap_dump,
      { { "-all", "Dump all objects, including unreachable objects", ARG_BOOLEAN, 0, "false" },
        { "-gz", "If specified, the heap dump is written in gzipped format using the given compression level. 1 "
          "(recommended) is the fastest, 9 the strongest compression.", ARG_INT, 0, "1" },
        { "-overwrite", "If specified, the dump file will be overwritten if it exists", ARG_BOOLEAN, 0, "false" } },
      { { "filename", "Name of the dump file", ARG_STRING, 1, NULL } } },
    { "GC.heap_info", "Provide generic Java heap information.", "Medium", MONITOR, 0, run_heap_info, { { NULL } },
      { { NULL } } },
    { "GC.run", "Call java.lang.System.gc().", "Medium: Depends on Java heap size and content.", NULL, 0, run_gc,
      { { NULL } }, { { NULL } } },
    { "JVMTI.agent_load", "Load JVMTI native agent.", "Low",
      "java.lang.management.ManagementPermission(control)", 0, run_agent_load, { { NULL } },
      { { "library path", "Absolute path of the JVMTI agent to load.", ARG_STRING, 1, NULL },
        { "agent option", "Option string to pass the agent.", ARG_STRING, 0, NULL } } },
    { "JVMTI.data_dump", "Signal the JVM to do a data-dump request for JVMTI.", "High", MONITOR, 0, run_data_dump,
      { { NULL } }, { { NULL } } },
    { "PerfCounter.print", "Print performance counters", "Low", MONITOR, 1, run_perf_counters, { { NULL } },
      { { NULL } } },
    { "Thread.print", "Print all threads with stacktraces.", "Medium: Depends on the number of threads.", MONITOR,
      0, run_thread_print,
      { { "-l", "print java.util.concurrent locks", ARG_BOOLEAN, 0, "false" },
        { "-e", "print extended thread information", ARG_BOOLEAN, 0, "false" } },
      { { NULL } } },
    { "VM.command_line", "Print the command line used to start this VM instance.", "Low", MONITOR,
      0, run_command_line, { { NULL } }, { { NULL } } },
    { "VM.flags", "Print VM flag options and their current values.", "Low", MONITOR, 0, run_flags,
      { { "-all", "Print all flags supported by the VM", ARG_BOOLEAN, 0, "false" } }, { { NULL } } },
    { "VM.info", "Print information about JVM environment and status.", "Low", MONITOR, 0, run_info, { { NULL } },
      { { NULL } } },
    { "VM.native_memory", "Print native memory usage", "Medium", MONITOR, 0, run_native_memory,
      { { "summary", "request runtime to report current memory summary, which includes total reserved and "
          "committed memory, along with memory usage summary by each subsystem.", ARG_BOOLEAN, 0, "false" },
        { "detail", "request runtime to report memory allocation >= 1K by each callsite.", ARG_BOOLEAN, 0, "false" },
        { "baseline", "request runtime to baseline current memory usage, so it can be compared against in later "
          "time.", ARG_BOOLEAN, 0, "false" },
        { "summary.diff", "request runtime to report memory summary comparison against previous baseline.",
          ARG_BOOLEAN, 0, "false" },
        { "detail.diff", "request runtime to report memory detail comparison against previous baseline, which "
          "shows the memory allocation activities at different callsites.", ARG_BOOLEAN, 0, "false" },
        { "shutdown", "deprecated.", ARG_BOOLEAN, 0, "false" },
        { "statistics", "print tracker statistics for tuning purpose.", ARG_BOOLEAN, 0, "false" },
        { "scale", "Memory usage in which scale, KB, MB or GB", ARG_STRING, 0, "KB" } },
      { { NULL } } },
    { "VM.set_flag", "Sets VM flag option using the provided value.", "Low",
      "java.lang.management.ManagementPermission(control)", 0, run_set_flag, { { NULL } },
      { { "flag name", "The name of the flag we want to set", ARG_STRING, 1, NULL },
        { "string value", "The value we want to set", ARG_STRING, 0, NULL } } },
    { "VM.system_properties", "Print system properties.", "Low", "java.util.PropertyPermission(*, read)",
      0, run_properties, { { NULL } }, { { NULL } } },
    { "VM.uptime", "Print VM uptime.", "Low", NULL, 0, run_uptime,
      { { "-date", "Add a prefix with current date", ARG_BOOLEAN, 0, "false" } }, { { NULL } } },
    { "VM.version", "Print JVM version information.", "Low", "java.util.PropertyPermission(java.vm.version, read)",
      0, run_version, { { NULL } }, { { NULL } } },
    { "help", "For more information about a specific command use 'help <command>'. With no argument this will "
      "show a list of available commands. 'help all' will show help for all commands.", "Low", NULL, 0, run_help,
      { { "-all", "Show help for all commands", ARG_BOOLEAN, 0, "false" } },
      { { "command name", "The name of the command for which we want help", ARG_STRING, 0, NULL } } },
};

static const size_t command_count = sizeof commands / sizeof commands[0];

/* ------------------------------------------------------------------ */
/* Parsing                                                             */
/* ------------------------------------------------------------------ */

/* The next token of *p: key and value (NULL when there is no "="), cut
 * out of the buffer in place. 0 at the end of the line. */
static int next_token(char **p, char **key, char **value)
{
    char *c = *p;
    while (*c == ' ')
        c++;
    if (!*c)
        return 0;
    char q = (*c == '\'' || *c == '"') ? *c : 0;
    if (q) {
        *key = ++c;
        while (*c && *c != q)
            c++;
    } else {
        *key = c;
        while (*c && *c != ' ' && *c != '=')
            c++;
    }
    int had_eq = 0;
    if (q && *c == q)
        *c++ = 0;
    if (*c == '=') {
        had_eq = 1;
        *c++ = 0;
    }
    *value = NULL;
    if (had_eq) {
        q = (*c == '\'' || *c == '"') ? *c : 0;
        if (q) {
            *value = ++c;
            while (*c && *c != q)
                c++;
        } else {
            *value = c;
            while (*c && *c != ' ')
                c++;
        }
    }
    if (*c)
        *c++ = 0;
    *p = c;
    return 1;
}

static int parse_value(const DcmdArg *a, const char *text, DcmdValues *v, int i, FILE *err)
{
    v->set[i] = 1;
    switch (a->type) {
    case ARG_BOOLEAN:
        if (!text || !*text || !strcmp(text, "true")) {
            v->on[i] = 1;
            return 0;
        }
        if (!strcmp(text, "false")) {
            v->on[i] = 0;
            return 0;
        }
        fprintf(err, "Boolean parsing error in command argument '%s'. Could not parse: %s.\n", a->name, text);
        return -1;
    case ARG_INT: {
        char *end;
        long long n = text ? strtoll(text, &end, 10) : 0;
        if (!text || !*text || *end) {
            fprintf(err, "Integer parsing error in command argument '%s'. Could not parse: %s.\n", a->name,
                    text ? text : "");
            return -1;
        }
        v->n[i] = n;
        return 0;
    }
    default:
        v->s[i] = text;
        return 0;
    }
}

/* Fills v from the text after the command name; -1 with the message in err. */
static int parse_args(const Dcmd *d, char *p, DcmdValues *v, FILE *err)
{
    int opts = count_args(d->options), args = count_args(d->args), next_arg = 0;
    char *key, *value;
    while (next_token(&p, &key, &value)) {
        if (!opts && !args) {
            fputs("The argument list of this diagnostic command should be empty.\n", err);
            return -1;
        }
        int i;
        for (i = 0; i < opts && strcmp(d->options[i].name, key) != 0; i++) {
        }
        if (i < opts) {
            if (v->set[i]) {
                fputs("Duplicates in diagnostic command arguments\n\n", err);
                return -1;
            }
            if (parse_value(&d->options[i], value, v, i, err) != 0) {
                fputc('\n', err);
                return -1;
            }
        } else if (next_arg < args) {
            if (parse_value(&d->args[next_arg], key, v, opts + next_arg, err) != 0) {
                fputc('\n', err);
                return -1;
            }
            next_arg++;
        } else {
            fprintf(err, "Unknown argument '%s' in diagnostic command.\n", key);
            return -1;
        }
    }
    for (int i = 0; i < args; i++)
        if (d->args[i].mandatory && !v->set[opts + i]) {
            fprintf(err, "The argument '%s' is mandatory.\n", d->args[i].name);
            return -1;
        }
    return 0;
}

int dcmd_execute(Thread *t, const char *line, FILE *out)
{
    char buf[MAX_LINE + 1];
    snprintf(buf, sizeof buf, "%s", line);
    char *p = buf;
    while (*p == ' ')
        p++;
    if (!*p)
        return 0;
    char *name = p;
    while (*p && *p != ' ')
        p++;
    if (*p)
        *p++ = 0;
    const Dcmd *d = find_command(name);
    if (!d) {
        fputs("java.lang.IllegalArgumentException: Unknown diagnostic command\n", out);
        return -1;
    }
    DcmdValues v;
    memset(&v, 0, sizeof v);
    /* Options take their defaults; arguments start unset. */
    for (int i = 0; i < count_args(d->options); i++)
        if (d->options[i].type == ARG_BOOLEAN)
            v.on[i] = d->options[i].default_value && !strcmp(d->options[i].default_value, "true");
    char *err = NULL;
    size_t err_len = 0;
    FILE *ef = open_memstream(&err, &err_len);
    if (!ef)
        return -1;
    int rc = parse_args(d, p, &v, ef);
    fclose(ef);
    if (rc != 0) {
        fprintf(out, "java.lang.IllegalArgumentException: %s", err ? err : "");
        free(err);
        return -1;
    }
    free(err);
    return d->run(t, d, &v, out);
}
