/*
 * Fallbacks for JVMTI functions whose family file is not linked in: weak
 * definitions answering JVMTI_ERROR_NOT_AVAILABLE. A family file's
 * definition replaces them (the core library is linked whole).
 */
#include "jvmti/jvmti_internal.h"

#define WEAK_RSV(slot, member)
#define WEAK_FN0(slot, name, params) \
    __attribute__((weak)) jvmtiError JNICALL jvmti_##name params { return JVMTI_ERROR_NOT_AVAILABLE; }
#define WEAK_FN(slot, name, params, args) \
    __attribute__((weak)) jvmtiError JNICALL jvmti_##name params { return JVMTI_ERROR_NOT_AVAILABLE; }
#define WEAK_VAR(slot, name, params, last, args) \
    __attribute__((weak)) jvmtiError JNICALL jvmti_##name params { return JVMTI_ERROR_NOT_AVAILABLE; }

AGENTVM_JVMTI_FUNCTIONS(WEAK_RSV, WEAK_FN0, WEAK_FN, WEAK_VAR)

__attribute__((weak)) jlong jvmti_tag_get(JvmtiEnv *env, Object *o) { return 0; }
__attribute__((weak)) void jvmti_tag_set(JvmtiEnv *env, Object *o, jlong tag) {}
__attribute__((weak)) void jvmti_tags_sweep(JvmtiEnv *env, int (*is_live)(Object *), void (*fn)(JvmtiEnv *, jlong)) {}
__attribute__((weak)) void jvmti_tags_free(JvmtiEnv *env) {}
