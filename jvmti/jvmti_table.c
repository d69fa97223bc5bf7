/*
 * The JVMTI function table, generated from the slot list in
 * include/jvmti.h: slot n holds jvmti_<Name>, reserved slots are NULL
 * but for two of JVMTI 21 and one of JVMTI 25.
 */
#include "jvmti/jvmti_internal.h"

/* Slots 118 and 119 are reserved in JVMTI 17 and hold JVMTI 21's
 * SuspendAllVirtualThreads and ResumeAllVirtualThreads, which the
 * libjdwp.so of JDK 21 and later calls (jvmti_thread.c); slot 67 holds
 * JVMTI 25's ClearAllFramePops, which JDK 25's calls (jvmti_debug.c). */
#define TABLE_RSV(slot, member)                                             \
    ((slot) == 118   ? (void *)jvmti_SuspendAllVirtualThreads               \
     : (slot) == 119 ? (void *)jvmti_ResumeAllVirtualThreads                \
     : (slot) == 67  ? (void *)jvmti_ClearAllFramePops : NULL),
#define TABLE_FN0(slot, name, params) jvmti_##name,
#define TABLE_FN(slot, name, params, args) jvmti_##name,
#define TABLE_VAR(slot, name, params, last, args) jvmti_##name,

const struct jvmtiInterface_1_ jvmti_function_table = {
    AGENTVM_JVMTI_FUNCTIONS(TABLE_RSV, TABLE_FN0, TABLE_FN, TABLE_VAR)
};
