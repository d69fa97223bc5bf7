/*
 * What the rest of the VM sees of JVMTI: environment creation for
 * JavaVM->GetEnv, the phase, and the version reported to agents. Events
 * reach JVMTI through the event hub (vm/events.h), not through here.
 */
#ifndef AGENTVM_JVMTI_VM_H
#define AGENTVM_JVMTI_VM_H

#include <stdint.h>

/* Phases, with the values of jvmtiPhase. */
enum {
    VM_PHASE_ONLOAD = 1,
    VM_PHASE_PRIMORDIAL = 2,
    VM_PHASE_START = 6,
    VM_PHASE_LIVE = 4,
    VM_PHASE_DEAD = 8
};

/* Is this a JVMTI version number (as opposed to JNI or JVMPI)? */
int jvmti_is_jvmti_version(int32_t version);
/* A new environment; JNI_OK, JNI_EVERSION, JNI_ENOMEM. */
int jvmti_get_env(void **penv, int32_t version);
void jvmti_set_phase(int phase);
/* Whether some environment has ClassLoad enabled and a callback for it
 * (AsyncGetCallTrace's condition, vm/asgct.c); safe in a signal handler. */
int jvmti_posts_class_load(void);
/* -XX:JVMTIVersion=N */
void jvmti_set_reported_major(int major);

#endif
