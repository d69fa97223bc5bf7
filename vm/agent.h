/*
 * Native agents given with -agentlib, -agentpath and -Xrun.
 */
#ifndef AGENTVM_AGENT_H
#define AGENTVM_AGENT_H

/* Load every agent in command-line order and call its Agent_OnLoad
 * (JVM_OnLoad for -Xrun). Prints HotSpot's message and returns -1 when one
 * cannot be loaded or its OnLoad fails. */
int agent_load_all(void);
/* Agent_OnUnload of every loaded agent, last loaded first. */
void agent_unload_all(void);
int agent_count(void);

#endif
