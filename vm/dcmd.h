/*
 * Diagnostic commands: what `jcmd <pid> <command> [arguments]` runs,
 * with HotSpot 17's names, argument syntax, help texts, output layouts
 * and error messages (docs/attach.md lists the commands).
 */
#ifndef AGENTVM_DCMD_H
#define AGENTVM_DCMD_H

#include <stdio.h>

struct Thread;

/* Runs one command line ("Thread.print -l"); its output goes to out.
 * Returns the reply status: 0, or -1 after writing
 * "java.lang.IllegalArgumentException: <why>" for a line that does not
 * parse. t is in Java state. */
int dcmd_execute(struct Thread *t, const char *line, FILE *out);

#endif
