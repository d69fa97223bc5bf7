/*
 * Java agents (vm/jplis.c): the built-in "instrument" agent library that
 * -javaagent and the attach mechanism's Java agent loading use.
 */
#ifndef AGENTVM_JPLIS_H
#define AGENTVM_JPLIS_H

#include "include/jni.h"

/* Agent_OnLoad of "instrument": options is "JAR[=OPTIONS]". */
jint jplis_on_load(JavaVM *vm, const char *options);
/* Agent_OnAttach of "instrument", in the live phase. */
jint jplis_on_attach(JavaVM *vm, const char *options);

#endif
