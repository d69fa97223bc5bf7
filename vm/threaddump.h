/*
 * Thread dumps and the signal dispatcher.
 *
 * SIGQUIT (kill -3) prints every thread's stack to standard output in the
 * layout of HotSpot's "Full thread dump" and posts the DataDumpRequest
 * event; the VM keeps running. The signal handler only writes a byte to a
 * pipe; the work is done by a daemon Java thread, "Signal Dispatcher",
 * which stops the world while it reads the other threads' stacks.
 */
#ifndef AGENTVM_THREADDUMP_H
#define AGENTVM_THREADDUMP_H

#include <stdio.h>

#include "vm/common.h"

struct Thread;

/* Install the SIGQUIT handler and start the "Signal Dispatcher" thread.
 * Called once by vm_create, from thread t in Java state, once threads can
 * be attached. Returns 0, or -1 when the thread cannot be created (the VM
 * then runs without SIGQUIT handling). */
int tdump_start(struct Thread *t) AVM_NODISCARD;

/* Write a full thread dump to out. t is the calling thread, in Java state;
 * the world is stopped while the stacks are read. */
void tdump_print(struct Thread *t, FILE *out);

/* The same dump written to any stream (a memory stream for the attach
 * listener); locks adds each thread's "Locked ownable synchronizers". */
void tdump_write(struct Thread *t, FILE *out, int locks);

/* Write the calling thread's own frames, "\tat Class.method(File.java:N)"
 * with their monitor lines, as HotSpot prints a stack under a JNI warning.
 * t must be in Java state. */
void tdump_print_stack(struct Thread *t, FILE *out);

#endif
