/*
 * The operations of the attach protocol (load, threaddump, inspectheap,
 * dumpheap, properties, agentProperties, datadump, printflag, setflag,
 * jcmd, detachall) and helpers the diagnostic commands share with them.
 */
#ifndef AGENTVM_ATTACH_OPS_H
#define AGENTVM_ATTACH_OPS_H

#include <stdio.h>

struct Thread;

typedef int (*AttachOpFn)(struct Thread *t, const char *const args[3], FILE *out);

typedef struct AttachOp {
    const char *name;
    AttachOpFn fn;
} AttachOp;

/* The operation named cmd, or NULL. */
const AttachOp *attach_find_op(const char *cmd);

/* System properties in java.util.Properties' store format; 0 or -1.
 * t is in Java state. */
int attach_print_properties(struct Thread *t, FILE *out);

/* A thread dump to the VM's stdout, then the DataDumpRequest event, as
 * SIGQUIT does (t in Java state). */
void attach_data_dump(struct Thread *t);

#endif
