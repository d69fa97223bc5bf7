/*
 * Native agents given with -agentlib, -agentpath and -Xrun.
 */
#ifndef AGENTVM_AGENT_H
#define AGENTVM_AGENT_H

#include <stdio.h>

/* Load every agent in command-line order and call its Agent_OnLoad
 * (JVM_OnLoad for -Xrun). Prints HotSpot's message and returns -1 when one
 * cannot be loaded or its OnLoad fails. */
int agent_load_all(void);
/* Agent_OnUnload of every loaded agent, last loaded first. */
void agent_unload_all(void);
int agent_count(void);

struct Thread;
/* The attach mechanism's "load" (and jcmd JVMTI.agent_load): opens lib (a
 * path when is_path, else a library name searched as for -agentlib),
 * calls its Agent_OnAttach in the live phase on the calling thread (t, in
 * Java state) with options (kept for the VM's life; NULL allowed) and
 * writes HotSpot's reply text to out. Returns the reply status: 0 once
 * Agent_OnAttach ran ("return code: N"), -1 when it could not be called. */
int agent_attach(struct Thread *t, const char *lib, int is_path, const char *options, FILE *out);

#endif
