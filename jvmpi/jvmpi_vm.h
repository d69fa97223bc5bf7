/*
 * What the rest of the VM sees of JVMPI: the interface for
 * JavaVM->GetEnv. Events reach the JVMPI agent through the event hub
 * (vm/events.h), not through here.
 */
#ifndef AGENTVM_JVMPI_VM_H
#define AGENTVM_JVMPI_VM_H

#include <stdint.h>

/* Is this a JVMPI version number (JVMPI_VERSION_1, _1_1, _1_2)? */
int jvmpi_is_jvmpi_version(int32_t version);
/* The one JVMPI interface of the VM; JNI_OK or JNI_EVERSION. */
int jvmpi_get_env(void **penv, int32_t version);

#endif
