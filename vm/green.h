/*
 * Green threads (-Xthreads:green): a run token and a seeded scheduler.
 *
 * Exactly one Java thread holds the run token at any time, and only the
 * holder runs Java code. The scheduler hands the token on at a poll when
 * the holder's time slice (counted in safepoint polls) is used up, and when
 * the holder blocks on a monitor, waits, sleeps, parks, joins or yields.
 * The next holder is drawn with a PRNG seeded by -XX:GreenSeed=N from the
 * threads that can run, in the order they were created, so the
 * interleaving is a function of the seed and the program.
 *
 * Nothing here is used in the default native mode: every entry point is
 * behind grn_on, tested by the callers in vm/thread.c.
 */
#ifndef AGENTVM_GREEN_H
#define AGENTVM_GREEN_H

#include <stdint.h>

struct Thread;
struct Monitor;

extern int grn_on;

/* Options: -Xthreads:green, -XX:GreenSeed=N, -XX:GreenSlice=N. */
void grn_enable(void);
void grn_set_seed(uint64_t seed);
void grn_set_slice(int64_t polls);

/* Thread list of the scheduler (creation order). */
void grn_register(struct Thread *t, int ready);
void grn_unregister(struct Thread *t);

/* Give the token away: ready says whether t may be chosen again at once
 * (a yield) or stays away until it asks again (native code, a VM lock). */
void grn_release(struct Thread *t, int ready);
/* Wait for the token (no-op when t holds it). */
void grn_acquire(struct Thread *t);

void grn_yield(struct Thread *t);

/* Native code that runs on the green thread (an agent callback, an agent
 * thread, a JNI native): t keeps the token, or waits for it when it does
 * not hold it (returns 1 then, and grn_release gives it back later);
 * from_java says t comes from Java code. A holder found in native code
 * GRN_NATIVE_MS of wall time after it got the token or came from Java code
 * (blocked in a system call, on its own lock) loses the token and is away
 * until it enters the VM again. */
#define GRN_NATIVE_MS 100
int grn_hold_native(struct Thread *t, int from_java);
/* Whether t holds the token now. */
int grn_holds(struct Thread *t);
/* Something an away thread did (a raw monitor released or notified) may
 * make a blocked thread runnable while the token is free. */
void grn_poke(void);

/* Blocking under the scheduler; t holds the token before and after. */
void grn_block_monitor(struct Thread *t, struct Monitor *m);
/* What ends a park: GRN_WAKE_NOTIFY (notified or interrupted), _PERMIT
 * (permit or interrupted), _INTERRUPT. deadline_ns is virtual time, 0 for
 * none. Returns 1 when the deadline passed. */
#define GRN_WAKE_NOTIFY 1
#define GRN_WAKE_PERMIT 2
#define GRN_WAKE_INTERRUPT 3
int grn_block_park(struct Thread *t, int wake, int64_t deadline_ns);
/* Block until ready(arg) holds (tested under the scheduler's lock) or the
 * virtual deadline (0: none) passes; returns 1 when it passed. */
int grn_block_until(struct Thread *t, int (*ready)(void *), void *arg, int64_t deadline_ns);
/* The virtual clock (ns) used for sleep and timed waits. */
int64_t grn_now(void);
/* The virtual time ms milliseconds plus ns nanoseconds from now (both
 * >= 0), saturated rather than overflowing for extreme timeouts. */
int64_t grn_deadline_after(int64_t ms, int64_t ns);

#endif
