/*
 * AsyncGetCallTrace (vm/asgct.c): HotSpot's call-trace function for
 * sampling profilers, exported under its HotSpot name by the launcher and
 * by the compatibility libjvm.so.
 */
#ifndef AGENTVM_ASGCT_H
#define AGENTVM_ASGCT_H

#include "include/jni.h"
#include "vm/common.h"

/* trace is an ASGCT_CallTrace { JNIEnv *env_id; jint num_frames;
 * ASGCT_CallFrame *frames; } as profilers declare it. */
AVM_EXPORT void AsyncGetCallTrace(void *trace, jint depth, void *ucontext);

#endif
