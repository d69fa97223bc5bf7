/*
 * The attach protocol's operations, with HotSpot 17's arguments, replies
 * and messages (docs/attach.md). Each writes its text to out and returns
 * the reply status; the caller is in Java state and clears any pending
 * exception afterwards.
 */
#include "vm/attach_ops.h"

#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "vm/agent.h"
#include "vm/attach.h"
#include "vm/class.h"
#include "vm/dcmd.h"
#include "vm/events.h"
#include "vm/exceptions.h"
#include "vm/heapdump.h"
#include "vm/loader.h"
#include "vm/strings.h"
#include "vm/thread.h"
#include "vm/threaddump.h"
#include "vm/vm.h"
#include "vm/xxflags.h"

/* ------------------------------------------------------------------ */
/* Properties                                                          */
/* ------------------------------------------------------------------ */

/* Calls a static byte[] method of jdk.internal.vm.VMSupport and writes
 * the bytes it returns. */
static int print_serialized(Thread *t, const char *name, const char *desc, const Slot *args, FILE *out)
{
    Class *c = cl_load_boot(t, "jdk/internal/vm/VMSupport");
    Method *m = c ? cls_find_declared_method(c, name, desc) : NULL;
    Slot r;
    if (!m || cls_init(t, c) != 0 || interp_invoke(t, m, args, &r) != 0 || !r.l) {
        exc_take(t);
        return -1;
    }
    fwrite(ARRAY_DATA(r.l, char), 1, (size_t)ARRAY_LENGTH(r.l), out);
    return 0;
}

int attach_print_properties(Thread *t, FILE *out)
{
    return print_serialized(t, "serializePropertiesToByteArray", "()[B", NULL, out);
}

static int op_properties(Thread *t, const char *const args[3], FILE *out)
{
    return attach_print_properties(t, out);
}

/* sun.java.command, sun.jvm.flags and sun.jvm.args: the VM options joined
 * by spaces, as HotSpot records them. */
static int op_agent_properties(Thread *t, const char *const args[3], FILE *out)
{
    size_t n = 1;
    for (int i = 0; i < vm_opts.vm_arg_count; i++)
        n += strlen(vm_opts.vm_args[i]) + 1;
    char *jvm_args = calloc(1, n);
    if (!jvm_args)
        return -1;
    for (int i = 0; i < vm_opts.vm_arg_count; i++) {
        if (i)
            strcat(jvm_args, " ");
        strcat(jvm_args, vm_opts.vm_args[i]);
    }
    Slot a[2] = { { .l = str_new_utf8(t, vm_opts.java_command ? vm_opts.java_command : "") } };
    if (a[0].l)
        thr_push_root(t, &a[0].l);
    a[1].l = a[0].l ? str_new_utf8(t, jvm_args) : NULL;
    free(jvm_args);
    int rc = -1;
    if (a[0].l && a[1].l)
        rc = print_serialized(t, "serializeAgentPropertiesToByteArray", "(Ljava/lang/String;Ljava/lang/String;)[B",
                              a, out);
    if (a[0].l)
        thr_pop_roots(t, 1);
    exc_take(t);
    return rc;
}

/* ------------------------------------------------------------------ */
/* Threads, heap, agents, flags                                        */
/* ------------------------------------------------------------------ */

/* arg0 is "", "-l", "-e " or "-e -l": HotSpot looks only for the letters. */
static int op_threaddump(Thread *t, const char *const args[3], FILE *out)
{
    tdump_write(t, out, strchr(args[0], 'l') != NULL);
    return 0;
}

void attach_data_dump(Thread *t)
{
    if (!vm_opts.reduce_signals)
        tdump_print(t, stdout);
    thr_enter_safe(t, THR_IN_NATIVE);
    EV_RAISE(EV_DATA_DUMP_REQUEST, ev_data_dump_request());
    thr_leave_safe(t);
}

static int op_datadump(Thread *t, const char *const args[3], FILE *out)
{
    attach_data_dump(t);
    return 0;
}

/* arg0 "-live" or "-all" (or empty), arg1 an output file, arg2 a thread count. */
static int op_inspectheap(Thread *t, const char *const args[3], FILE *out)
{
    int live;
    if (!strcmp(args[0], "-live"))
        live = 1;
    else if (!strcmp(args[0], "-all") || !args[0][0])
        live = 0;
    else {
        fprintf(out, "Invalid argument to inspectheap operation: %s\n", args[0]);
        return -1;
    }
    if (!args[1][0]) {
        hdump_histogram(t, live, out);
        return 0;
    }
    FILE *f = fopen(args[1], "w");
    if (!f) {
        /* HotSpot reports it the same way and still answers 0. */
        fprintf(out, "Could not open file: %s\n", args[1]);
        return 0;
    }
    hdump_histogram(t, live, f);
    fclose(f);
    fprintf(out, "Heap inspection file created: %s\n", args[1]);
    return 0;
}

/* arg0 the file, arg1 "-live" or "-all", arg2 a gzip level, 1 to 9 (or empty). */
static int op_dumpheap(Thread *t, const char *const args[3], FILE *out)
{
    int live = 1;
    if (!strcmp(args[1], "-all"))
        live = 0;
    else if (args[1][0] && strcmp(args[1], "-live") != 0) {
        fprintf(out, "Invalid argument to dumpheap operation: %s\n", args[1]);
        return -1;
    }
    if (!args[0][0]) {
        fputs("No dump file specified\n", out);
        return 0;
    }
    int level = 0;
    if (args[2][0]) {
        char *end;
        long l = strtol(args[2], &end, 10);
        if (*end || l < 1 || l > 9) {
            fprintf(out, "Compression level out of range (1-9): %s\n", args[2]);
            return 0;
        }
        level = (int)l;
    }
    hdump_dump(t, args[0], live, level, out);
    return 0;
}

/* arg0 the library, arg1 "true" when it is a path, arg2 the options. */
static int op_load(Thread *t, const char *const args[3], FILE *out)
{
    if (!attach_opts.dynamic_agents) {
        fputs("Dynamic agent loading is not enabled. Use -XX:+EnableDynamicAgentLoading to launch target VM.",
              out);
        return -1;
    }
    return agent_attach(t, args[0], !strcmp(args[1], "true"), args[2], out);
}

static int op_printflag(Thread *t, const char *const args[3], FILE *out)
{
    xx_print_flag(args[0], out);
    return 0;
}

static int op_setflag(Thread *t, const char *const args[3], FILE *out)
{
    return xx_set_flag(args[0], args[1], out);
}

static int op_jcmd(Thread *t, const char *const args[3], FILE *out)
{
    return dcmd_execute(t, args[0], out);
}

static int op_detachall(Thread *t, const char *const args[3], FILE *out)
{
    return 0;
}

static const AttachOp ops[] = {
    { "agentProperties", op_agent_properties },
    { "datadump", op_datadump },
    { "detachall", op_detachall },
    { "dumpheap", op_dumpheap },
    { "inspectheap", op_inspectheap },
    { "jcmd", op_jcmd },
    { "load", op_load },
    { "printflag", op_printflag },
    { "properties", op_properties },
    { "setflag", op_setflag },
    { "threaddump", op_threaddump },
};

const AttachOp *attach_find_op(const char *cmd)
{
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (!strcmp(ops[i].name, cmd))
            return &ops[i];
    return NULL;
}
