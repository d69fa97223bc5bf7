/*
 * Launcher options (the java command's conventions).
 */
#define _GNU_SOURCE
#include "vm/attach.h"
#include "vm/options.h"
#include "vm/green.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysinfo.h>

#include "interp/fuse.h"
#include "interp/verify.h"
#include "jvmti/jvmti_vm.h"
#include "perfdata/perf_vm.h"
#include "vm/loader.h"
#include "vm/probes.h"
#include "vm/xxflags.h"

AgentSpec *opt_agents;
int opt_agent_count;

static const char *version_string = "17";

int64_t opt_parse_size(const char *s)
{
    if (!*s || !isdigit((unsigned char)*s))
        return -1;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    uint64_t mul = 1;
    switch (*end) {
    case 0: break;
    case 'k': case 'K': mul = 1ull << 10; end++; break;
    case 'm': case 'M': mul = 1ull << 20; end++; break;
    case 'g': case 'G': mul = 1ull << 30; end++; break;
    case 't': case 'T': mul = 1ull << 40; end++; break;
    default: return -1;
    }
    if (*end || v > (1ull << 50) / mul)
        return -1;
    return (int64_t)(v * mul);
}

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: agentvm [options] <mainclass> [args...]\n"
            "           (to execute a class)\n"
            "   or  agentvm [options] -jar <jarfile> [args...]\n"
            "           (to execute a jar file)\n\n"
            " Arguments following the main class or -jar <jarfile> are passed as\n"
            " the arguments to main.\n\n"
            " where options include:\n\n"
            "    -cp <class search path of directories and zip/jar files>\n"
            "    -classpath <class search path of directories and zip/jar files>\n"
            "    --class-path <class search path of directories and zip/jar files>\n"
            "                  A : separated list of directories, JAR archives,\n"
            "                  and ZIP archives to search for class files.\n"
            "    -D<name>=<value>\n"
            "                  set a system property\n"
            "    -verbose:[class|gc|jni]\n"
            "                  enable verbose output for the given subsystem\n"
            "    -version      print product version to the error stream and exit\n"
            "    -showversion  print product version to the error stream and continue\n"
            "    -agentlib:<libname>[=<options>]\n"
            "                  load native agent library <libname>, e.g. -agentlib:jdwp\n"
            "    -agentpath:<pathname>[=<options>]\n"
            "                  load native agent library by full pathname\n"
            "    -javaagent:<jarpath>[=<options>]\n"
            "                  load Java programming language agent, see java.lang.instrument\n"
            "    -Xrun<libname>[:<options>]\n"
            "                  load a legacy (JVMPI) profiling agent\n"
            "    -Xmx<size>    set maximum Java heap size\n"
            "    -Xms<size>    set initial Java heap size\n"
            "    -Xss<size>    set Java thread stack size\n"
            "    -Xbootclasspath/a:<path>\n"
            "                  append to the end of the bootstrap class path\n"
            "    -XX:+<flag> -XX:-<flag> -XX:<name>=<value>\n"
            "                  set a VM option\n"
            "    -? -h -help --help\n"
            "                  print this help message to the output stream\n");
}

static void print_version(FILE *f)
{
    fprintf(f, "agentvm version \"%s\" (agentvm %s)\n", version_string, AGENTVM_VERSION);
    fprintf(f, "agentvm Runtime Environment (class library classlib-stubs, Java SE %s API subset)\n", version_string);
    fprintf(f, "agentvm 64-Bit Interpreter VM (build %s, interpreted mode)\n", AGENTVM_VERSION);
}

static void add_prop(VmOptions *o, const char *kv)
{
    o->props = realloc(o->props, sizeof(char *) * (size_t)(o->prop_count + 1));
    o->props[o->prop_count++] = kv;
}

/* A JNI_CreateJavaVM that failed before any agent loaded: the tables go,
 * and the agent specs (no Agent_OnLoad has seen their options). The
 * option text they point into is the caller's. */
void opt_release(VmOptions *o)
{
    free(o->props);
    free(o->vm_args);
    o->props = o->vm_args = NULL;
    o->prop_count = o->vm_arg_count = 0;
    for (int i = 0; i < opt_agent_count; i++) {
        free(opt_agents[i].name);
        free(opt_agents[i].options);
    }
    free(opt_agents);
    opt_agents = NULL;
    opt_agent_count = 0;
}

static void add_agent(int kind, const char *spec, char sep)
{
    opt_agents = realloc(opt_agents, sizeof(AgentSpec) * (size_t)(opt_agent_count + 1));
    AgentSpec *a = &opt_agents[opt_agent_count++];
    a->kind = kind;
    const char *eq = strchr(spec, sep);
    a->name = eq ? strndup(spec, (size_t)(eq - spec)) : strdup(spec);
    a->options = eq ? strdup(eq + 1) : NULL;
}

/* Messages about options go through the embedder's vfprintf hook, when
 * JNI_CreateJavaVM was given one. */
static void opt_error(const char *fmt, ...) AVM_PRINTF(1, 2);
static void opt_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vm_vmessage(stderr, fmt, ap);
    va_end(ap);
}

/*
 * -XX options. Every flag of HotSpot 17 is accepted with HotSpot's syntax,
 * type and range checks and messages (vm/xxflags.c); the few that mean
 * something here then take effect. -XX:MaxHeapSize keeps the message
 * HotSpot gives it, and -XX:JVMTIVersion=N (not a HotSpot flag) sets the
 * JVMTI version agentvm reports.
 */
/* The gated USDT probes (vm/probes.h): ExtendedDTraceProbes turns on all
 * three families, as in HotSpot 17; a later -XX:- turns a family off. */
static void parse_dtrace_flag(const XxValue *v)
{
    if (!strcmp(v->name, "DTraceMethodProbes"))
        probe_flags.method = v->on;
    else if (!strcmp(v->name, "DTraceAllocProbes"))
        probe_flags.alloc = v->on;
    else if (!strcmp(v->name, "DTraceMonitorProbes"))
        probe_flags.monitor = v->on;
    else if (!strcmp(v->name, "ExtendedDTraceProbes"))
        probe_flags.method = probe_flags.alloc = probe_flags.monitor = v->on;
}

static int parse_xx(const char *opt, VmOptions *o, int may_ignore)
{
    if (!strncmp(opt, "MaxHeapSize=", 12)) {
        int64_t v = opt_parse_size(opt + 12);
        if (v < 0) {
            opt_error("Invalid maximum heap size: -XX:%s\n", opt);
            return -1;
        }
        o->heap_max = (uint64_t)v;
        return 0;
    }
    /* Green-thread scheduling (not HotSpot flags): see docs/threads.md. */
    if (!strncmp(opt, "GreenSeed=", 10)) {
        grn_set_seed(strtoull(opt + 10, NULL, 0));
        return 0;
    }
    if (!strncmp(opt, "GreenSlice=", 11)) {
        grn_set_slice(strtoll(opt + 11, NULL, 0));
        return 0;
    }
    if (!strncmp(opt, "JVMTIVersion=", 13)) {
        jvmti_set_reported_major(atoi(opt + 13));
        return 0;
    }
    XxValue v;
    if (xx_parse(opt, may_ignore, &v, opt_error) != 0)
        return -1;
    if (!v.name)
        return 0;
    int perf = perf_parse_option(opt);
    if (perf < 0) {
        opt_error("Improperly specified VM option '%s'\n", opt);
        return -1;
    }
    /* -Xrs is -XX:+ReduceSignalUsage: no SIGQUIT, SIGTERM, SIGINT, SIGHUP handlers. */
    if (!strcmp(v.name, "ReduceSignalUsage"))
        o->reduce_signals = v.on;
    else if (!strcmp(v.name, "BytecodeVerificationLocal"))
        vfy_set_policy(v.on, -1);
    else if (!strcmp(v.name, "RewriteFrequentPairs"))
        interp_set_fuse(v.on);
    else if (!strcmp(v.name, "BytecodeVerificationRemote"))
        vfy_set_policy(-1, v.on);
    else if (!strcmp(v.name, "DisableAttachMechanism"))
        attach_opts.disabled = v.on;
    else if (!strcmp(v.name, "StartAttachListener"))
        attach_opts.start_at_boot = v.on;
    else if (!strcmp(v.name, "EnableDynamicAgentLoading"))
        attach_opts.dynamic_agents = v.on;
    else if (!strcmp(v.name, "InitialHeapSize"))
        o->heap_initial = v.u;
    else if (!strcmp(v.name, "ThreadStackSize") && v.i > 0)
        o->stack_size = (uint64_t)v.i * 1024;
    else
        parse_dtrace_flag(&v);
    return 0;
}

static uint64_t default_max_heap(void)
{
    struct sysinfo si;
    uint64_t phys = sysinfo(&si) == 0 ? (uint64_t)si.totalram * si.mem_unit : (1ull << 30);
    uint64_t max = phys / 4;
    return max < (64ull << 20) ? (64ull << 20) : max;
}

static void record_arg(VmOptions *o, const char *a)
{
    o->vm_args = realloc(o->vm_args, sizeof(char *) * (size_t)(o->vm_arg_count + 1));
    o->vm_args[o->vm_arg_count++] = a;
}

/* -Xverify[:all|:remote|:none] and the launcher's -noverify, as HotSpot:
 * they set BytecodeVerificationLocal and ...Remote (interp/verify.h). */
static int parse_verify(const char *a)
{
    const char *tail = a[1] == 'n' ? ":none" : a + 8;
    if (!strcmp(tail, "") || !strcmp(tail, ":all")) {
        vfy_set_policy(1, 1);
    } else if (!strcmp(tail, ":remote")) {
        vfy_set_policy(0, 1);
    } else if (!strcmp(tail, ":none")) {
        fprintf(stderr, "OpenJDK 64-Bit Server VM warning: Options -Xverify:none and -noverify were "
                        "deprecated in JDK 13 and will likely be removed in a future release.\n");
        vfy_set_policy(0, 0);
    } else {
        opt_error("Unrecognized verification option: %s\n", a);
        return -1;
    }
    return 0;
}

static int is_ignored_option(const char *a)
{
    return !strcmp(a, "-Xint") || !strcmp(a, "-Xbatch") || !strcmp(a, "-Xshare:off") ||
           !strcmp(a, "-Xshare:auto") || !strncmp(a, "-Xthreads:", 10) ||
           !strcmp(a, "-server") || !strcmp(a, "-ea") || !strcmp(a, "-da") || !strcmp(a, "-esa") ||
           !strcmp(a, "-Xcomp") || !strcmp(a, "-Xmixed") || !strcmp(a, "-Xnoclassgc") ||
           !strcmp(a, "-Xdiag") || !strncmp(a, "-Xlog", 5) ||
           !strncmp(a, "-ea:", 4) || !strncmp(a, "-da:", 4) || !strcmp(a, "-dsa") ||
           !strcmp(a, "-enableassertions") || !strcmp(a, "-disableassertions") ||
           /* Obsolete, accepted silently by HotSpot: jdb's launching
            * connector passes -Xdebug with -Xrunjdwp. */
           !strcmp(a, "-Xdebug") || !strcmp(a, "-Xnoagent");
}

int opt_parse_vm_option(const char *a, VmOptions *o, int ignore_unrecognized)
{
    /* JNI: with ignoreUnrecognized, unknown "-X..." and "_..." options are skipped. */
    int may_ignore = ignore_unrecognized && (!strncmp(a, "-X", 2) || a[0] == '_');
    record_arg(o, a);
    if (!strncmp(a, "-D", 2) && a[2]) {
        add_prop(o, a + 2);
    } else if (!strcmp(a, "-D")) {
        /* java accepts and ignores a -D without a name. */
    } else if (!strncmp(a, "-Xmx", 4) || !strncmp(a, "-Xms", 4) || !strncmp(a, "-Xss", 4)) {
        int64_t v = opt_parse_size(a + 4);
        if (v < 0) {
            opt_error("Invalid %s size: %s\n",
                      a[3] == 'x' ? "maximum heap" : a[3] == 's' && a[2] == 'm' ? "initial heap" : "thread stack", a);
            return -1;
        }
        if (a[3] == 'x')
            o->heap_max = (uint64_t)v;
        else if (a[2] == 'm')
            o->heap_initial = (uint64_t)v;
        else
            o->stack_size = (uint64_t)v;
    } else if (!strncmp(a, "-Xverify", 8) || !strcmp(a, "-noverify")) {
        if (parse_verify(a) != 0)
            return -1;
    } else if (!strcmp(a, "-verbose") || !strcmp(a, "-verbose:class")) {
        o->verbose_class = 1;
    } else if (!strcmp(a, "-verbose:gc")) {
        o->verbose_gc = 1;
    } else if (!strcmp(a, "-verbose:jni")) {
        o->verbose_jni = 1;
    } else if (!strcmp(a, "-Xcheck:jni")) {
        o->check_jni = 1;
    } else if (!strcmp(a, "-Xrs")) {
        o->reduce_signals = 1;
    } else if (!strncmp(a, "-verbose:", 9)) {
        /* java ignores unknown -verbose kinds. */
    } else if (!strncmp(a, "-Xbootclasspath/a:", 18)) {
        o->boot_append = a + 18;
    } else if (!strncmp(a, "-Xbootclasspath:", 16)) {
        o->boot_path = a + 16;
    } else if (!strncmp(a, "-agentlib:", 10)) {
        add_agent(0, a + 10, '=');
    } else if (!strncmp(a, "-javaagent:", 11)) {
        /* As HotSpot: -agentlib:instrument=JAR[=OPTIONS] (vm/jplis.c). */
        size_t n = strlen(a + 11) + sizeof "instrument=";
        char *spec = malloc(n);
        if (!spec)
            return -1;
        snprintf(spec, n, "instrument=%s", a + 11);
        add_agent(0, spec, '=');
        free(spec);
    } else if (!strncmp(a, "-agentpath:", 11)) {
        add_agent(1, a + 11, '=');
    } else if (!strncmp(a, "-Xrun", 5)) {
        add_agent(2, a + 5, ':');
    } else if (!strncmp(a, "-XX:", 4)) {
        if (parse_xx(a + 4, o, may_ignore) != 0)
            return -1;
    } else if (!strcmp(a, "-Xthreads:green")) {
        grn_enable();
    } else if (is_ignored_option(a)) {
        /* Accepted: these describe what this VM does anyway, or are not yet used. */
    } else if (!may_ignore) {
        opt_error("Unrecognized option: %s\n", a);
        return -1;
    }
    return 0;
}

void opt_set_defaults(VmOptions *o)
{
    xx_reset();
    o->stack_size = 1u << 20;
    o->heap_max = 0;
    o->heap_initial = 8u << 20;
    o->launcher = "agentvm";
}

int opt_check_stack(const VmOptions *o)
{
    if (o->stack_size < (136u << 10)) {
        vm_message(stdout, "\nThe Java thread stack size specified is too small. Specify at least 136k\n");
        return -1;
    }
    return 0;
}

int opt_check_heap(VmOptions *o)
{
    if (!o->heap_max)
        o->heap_max = default_max_heap();
    if (o->heap_max < (2u << 20)) {
        vm_message(stdout, "Error occurred during initialization of VM\nToo small maximum heap\n");
        return -1;
    }
    if (o->heap_initial > o->heap_max) {
        vm_message(stdout, "Error occurred during initialization of VM\n"
                           "Initial heap size set to a larger value than the maximum heap size\n");
        return -1;
    }
    return 0;
}

OptStatus opt_parse(int argc, char **argv, VmOptions *o, int *first_arg, const char **jar)
{
    opt_set_defaults(o);
    const char *cp = getenv("CLASSPATH");
    int i = 1, show_version = 0;
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "Error: %s requires class path specification\n", a);
                usage(stderr);
                return OPT_USAGE_ERROR;
            }
            cp = argv[++i];
            continue;
        }
        if (!strcmp(a, "-jar")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "Error: -jar requires jar file specification\n");
                usage(stderr);
                return OPT_USAGE_ERROR;
            }
            *jar = argv[++i];
            i++;
            break;
        }
        if (!strcmp(a, "-version")) {
            print_version(stderr);
            return OPT_EXIT_OK;
        } else if (!strcmp(a, "--version")) {
            print_version(stdout);
            return OPT_EXIT_OK;
        } else if (!strcmp(a, "--show-version")) {
            show_version = 2;
        } else if (!strcmp(a, "-showversion")) {
            show_version = 1;
        } else if (!strcmp(a, "-help") || !strcmp(a, "-h") || !strcmp(a, "-?") || !strcmp(a, "--help")) {
            usage(strcmp(a, "--help") ? stderr : stdout);
            return OPT_EXIT_OK;
        } else if (opt_parse_vm_option(a, o, 0) != 0) {
            return OPT_CREATE_ERROR;
        }
    }
    if (show_version)
        print_version(show_version == 2 ? stdout : stderr);
    if (opt_check_stack(o) != 0)
        return OPT_CREATE_ERROR;
    if (!*jar && i >= argc) {
        usage(stderr);
        return OPT_USAGE_ERROR;
    }
    if (opt_check_heap(o) != 0)
        return OPT_USAGE_ERROR;
    if (*jar) {
        char *classpath = strdup(*jar);
        char *extra = cl_jar_manifest_attr(*jar, "Class-Path");
        if (extra) {
            char *dir = strdup(*jar), *slash = strrchr(dir, '/');
            if (slash)
                slash[1] = 0;
            else
                dir[0] = 0;
            char *save = NULL;
            for (char *tok = strtok_r(extra, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
                size_t n = strlen(classpath) + strlen(dir) + strlen(tok) + 2;
                char *nc = malloc(n);
                snprintf(nc, n, "%s:%s%s", classpath, tok[0] == '/' ? "" : dir, tok);
                free(classpath);
                classpath = nc;
            }
            free(dir);
            free(extra);
        }
        o->classpath = classpath;
    } else {
        o->classpath = cp ? cp : ".";
    }
    *first_arg = i;
    return OPT_OK;
}

void opt_set_java_command(VmOptions *o, const char *main, char **args, int nargs)
{
    size_t n = strlen(main) + 1;
    for (int i = 0; i < nargs; i++)
        n += strlen(args[i]) + 1;
    char *cmd = malloc(n + 1), *p = cmd;
    p += sprintf(p, "%s", main);
    for (int i = 0; i < nargs; i++)
        p += sprintf(p, " %s", args[i]);
    o->java_command = cmd;
}
