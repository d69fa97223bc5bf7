/*
 * The attach mechanism: HotSpot's dynamic attach on Linux, as the JDK's
 * jcmd, jstack, jmap, jinfo and the com.sun.tools.attach API expect it
 * (docs/attach.md).
 *
 * A tool that wants to attach creates ".attach_pid<pid>" in the VM's
 * current directory or in /tmp and sends SIGQUIT. The Signal Dispatcher
 * then asks attach_on_sigquit, which starts the "Attach Listener" thread
 * when that file belongs to the VM's user or to root. The listener serves
 * the UNIX socket /tmp/.java_pid<pid> (mode 0600), one request per
 * connection, from peers of the VM's own uid and gid or root only.
 */
#ifndef AGENTVM_ATTACH_H
#define AGENTVM_ATTACH_H

#include <stdio.h>

#include "vm/common.h"

struct Thread;

/* Options, set by vm/options.c from -XX flags. */
typedef struct AttachOptions {
    int disabled;                 /* -XX:+DisableAttachMechanism */
    int start_at_boot;            /* -XX:+StartAttachListener (and -Xrs) */
    int dynamic_agents;           /* -XX:+EnableDynamicAgentLoading (default on) */
} AttachOptions;

extern AttachOptions attach_opts;

/* Whether tools may attach: the first character of sun.rt.jvmCapabilities. */
int attach_supported(void);

/* At VM start, once the VM is live: removes a stale socket of this pid
 * and starts the listener at once when asked to (or when SIGQUIT is not
 * handled, -Xrs). t is the creating thread, in Java state. */
void attach_init(struct Thread *t);

/* SIGQUIT, on the Signal Dispatcher (t in native state): returns 1 when the
 * signal was an attach request (the listener is now serving), 0 when the
 * caller should print the thread dump as usual. */
int attach_on_sigquit(struct Thread *t);

/* Every exit path: closes the listening socket and removes its file. */
void attach_shutdown(void);

/* One attach operation (cmd with its three arguments), its text written to
 * out; returns the reply status (0, or -1 = JNI_ERR). t is in Java state.
 * Exposed for tests and embedders; the listener is its only caller here. */
int attach_execute(struct Thread *t, const char *cmd, const char *const args[3], FILE *out);

#endif
