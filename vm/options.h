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
    char *options;
} AgentSpec;

extern AgentSpec *opt_agents;
extern int opt_agent_count;

OptStatus opt_parse(int argc, char **argv, VmOptions *o, int *first_arg, const char **jar);
void opt_set_java_command(VmOptions *o, const char *main, char **args, int nargs);
/* "64m" -> bytes; -1 when malformed. */
int64_t opt_parse_size(const char *s);

#endif
