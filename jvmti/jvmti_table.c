/*
 * The JVMTI function table, generated from the slot list in
 * include/jvmti.h: slot n holds jvmti_<Name>, reserved slots are NULL.
 */
#include "jvmti/jvmti_internal.h"

#define TABLE_RSV(slot, member) NULL,
#define TABLE_FN0(slot, name, params) jvmti_##name,
#define TABLE_FN(slot, name, params, args) jvmti_##name,
#define TABLE_VAR(slot, name, params, last, args) jvmti_##name,

const struct jvmtiInterface_1_ jvmti_function_table = {
    AGENTVM_JVMTI_FUNCTIONS(TABLE_RSV, TABLE_FN0, TABLE_FN, TABLE_VAR)
};
