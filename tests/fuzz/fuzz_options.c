/*
 * Fuzz target: the launcher's option parser (vm/options.c, vm/xxflags.c).
 * The input is an argument vector: arguments separated by NUL bytes,
 * after argv[0]. opt_parse() answers a status and never exits; what it
 * allocates for the VM's life (properties, the argument record, agent
 * specifications) is freed here, so a leak is the parser's.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "vm/options.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_ARGS = 64 };

static void free_results(VmOptions *o, const char *jar)
{
    free(o->props);
    free(o->vm_args);
    if (jar && o->classpath)
        free((char *)o->classpath);
    for (int i = 0; i < opt_agent_count; i++) {
        free(opt_agents[i].name);
        free(opt_agents[i].options);
    }
    free(opt_agents);
    opt_agents = NULL;
    opt_agent_count = 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = 0;
    char *argv[MAX_ARGS + 2];
    int argc = 0;
    argv[argc++] = "agentvm";
    for (char *p = text; p <= text + size && argc <= MAX_ARGS; p += strlen(p) + 1)
        argv[argc++] = p;
    argv[argc] = NULL;

    VmOptions o;
    memset(&o, 0, sizeof o);
    int first_arg = 0;
    const char *jar = NULL;
    (void)opt_parse(argc, argv, &o, &first_arg, &jar);
    free_results(&o, jar);
    free(text);
    return 0;
}
