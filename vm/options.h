/*
 * Command-line options of the launcher, with the java command's syntax,
 * messages and exit statuses.
 */
#ifndef AGENTVM_OPTIONS_H
#define AGENTVM_OPTIONS_H

#include "vm/vm.h"

typedef enum OptStatus {
    OPT_OK,            /* run: argv[*first_arg] is the main class (or -jar given) */
    OPT_EXIT_OK,       /* -version, -help: done, exit 0 */
    OPT_USAGE_ERROR,   /* message printed, exit 1 */
    OPT_CREATE_ERROR   /* message printed; "Could not create the Java Virtual Machine" follows */
} OptStatus;

/* An agent requested with -agentlib, -agentpath or -Xrun, in order. */
typedef struct AgentSpec {
    int kind;          /* 0 -agentlib, 1 -agentpath, 2 -Xrun */
    char *name;
    char *options;     /* after "=" (":" for -Xrun); NULL without one; never freed:
                          Agent_OnLoad's options must outlive the VM */
} AgentSpec;

extern AgentSpec *opt_agents;
extern int opt_agent_count;

OptStatus opt_parse(int argc, char **argv, VmOptions *o, int *first_arg, const char **jar);
/* The option rules shared by the launcher and JNI_CreateJavaVM. */
void opt_set_defaults(VmOptions *o);
void opt_release(VmOptions *o);
/* One VM option (-D, -X, -XX:, -verbose, agents): 0 when taken, -1 after
 * printing why it is invalid or unknown. With ignore_unrecognized (JNI's
 * ignoreUnrecognized), unknown options that begin with "-X" or "_" are
 * skipped silently. */
int opt_parse_vm_option(const char *a, VmOptions *o, int ignore_unrecognized);
/* After the options: the -Xss minimum, the default and limits of the heap.
 * Each prints HotSpot's message and returns -1 when violated. */
int opt_check_stack(const VmOptions *o);
int opt_check_heap(VmOptions *o);
void opt_set_java_command(VmOptions *o, const char *main, char **args, int nargs);
/* "64m" -> bytes; -1 when malformed. */
int64_t opt_parse_size(const char *s);

#endif
