/*
 * The debugger's half of JVMTI: local variables, breakpoints, field
 * watches and early return.
 *
 * This VM does not offer these capabilities: none of them is ever
 * potential, so no environment can possess one, and each function answers
 * as HotSpot does for an environment without the capability: the phase is
 * checked first, then that the caller is a thread the VM knows
 * (UNATTACHED_THREAD otherwise), then MUST_POSSESS_CAPABILITY, before any
 * argument is looked at: a NULL result pointer or a bad thread still gives
 * MUST_POSSESS_CAPABILITY.
 */
#include "jvmti/jvmti_internal.h"

/* Live phase only, for every function of this file. */
#define DEBUG_ONLY(env, cap)                               \
    do {                                                   \
        JVMTI_ENTER((env), PH_LIVE);                       \
        if (!jvmti_current_thread())                       \
            return JVMTI_ERROR_UNATTACHED_THREAD;          \
        JVMTI_NEED_CAP((env), cap);                        \
        return JVMTI_ERROR_NOT_AVAILABLE;                  \
    } while (0)

/* ------------------------------------------------------------------ */
/* Local variables: can_access_local_variables                         */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_GetLocalObject(jvmtiEnv *env, jthread thread, jint depth, jint slot, jobject *value_ptr)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_GetLocalInt(jvmtiEnv *env, jthread thread, jint depth, jint slot, jint *value_ptr)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_GetLocalLong(jvmtiEnv *env, jthread thread, jint depth, jint slot, jlong *value_ptr)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_GetLocalFloat(jvmtiEnv *env, jthread thread, jint depth, jint slot, jfloat *value_ptr)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_GetLocalDouble(jvmtiEnv *env, jthread thread, jint depth, jint slot, jdouble *value_ptr)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_SetLocalObject(jvmtiEnv *env, jthread thread, jint depth, jint slot, jobject value)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_SetLocalInt(jvmtiEnv *env, jthread thread, jint depth, jint slot, jint value)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_SetLocalLong(jvmtiEnv *env, jthread thread, jint depth, jint slot, jlong value)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_SetLocalFloat(jvmtiEnv *env, jthread thread, jint depth, jint slot, jfloat value)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_SetLocalDouble(jvmtiEnv *env, jthread thread, jint depth, jint slot, jdouble value)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

jvmtiError JNICALL jvmti_GetLocalInstance(jvmtiEnv *env, jthread thread, jint depth, jobject *value_ptr)
{
    DEBUG_ONLY(env, can_access_local_variables);
}

/* ------------------------------------------------------------------ */
/* Breakpoints: can_generate_breakpoint_events                         */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_SetBreakpoint(jvmtiEnv *env, jmethodID method, jlocation location)
{
    DEBUG_ONLY(env, can_generate_breakpoint_events);
}

jvmtiError JNICALL jvmti_ClearBreakpoint(jvmtiEnv *env, jmethodID method, jlocation location)
{
    DEBUG_ONLY(env, can_generate_breakpoint_events);
}

/* ------------------------------------------------------------------ */
/* Field watches: can_generate_field_access_events,                    */
/* can_generate_field_modification_events                              */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_SetFieldAccessWatch(jvmtiEnv *env, jclass klass, jfieldID field)
{
    DEBUG_ONLY(env, can_generate_field_access_events);
}

jvmtiError JNICALL jvmti_ClearFieldAccessWatch(jvmtiEnv *env, jclass klass, jfieldID field)
{
    DEBUG_ONLY(env, can_generate_field_access_events);
}

jvmtiError JNICALL jvmti_SetFieldModificationWatch(jvmtiEnv *env, jclass klass, jfieldID field)
{
    DEBUG_ONLY(env, can_generate_field_modification_events);
}

jvmtiError JNICALL jvmti_ClearFieldModificationWatch(jvmtiEnv *env, jclass klass, jfieldID field)
{
    DEBUG_ONLY(env, can_generate_field_modification_events);
}

/* ------------------------------------------------------------------ */
/* Early return: can_force_early_return                                */
/* ------------------------------------------------------------------ */

jvmtiError JNICALL jvmti_ForceEarlyReturnObject(jvmtiEnv *env, jthread thread, jobject value)
{
    DEBUG_ONLY(env, can_force_early_return);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnInt(jvmtiEnv *env, jthread thread, jint value)
{
    DEBUG_ONLY(env, can_force_early_return);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnLong(jvmtiEnv *env, jthread thread, jlong value)
{
    DEBUG_ONLY(env, can_force_early_return);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnFloat(jvmtiEnv *env, jthread thread, jfloat value)
{
    DEBUG_ONLY(env, can_force_early_return);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnDouble(jvmtiEnv *env, jthread thread, jdouble value)
{
    DEBUG_ONLY(env, can_force_early_return);
}

jvmtiError JNICALL jvmti_ForceEarlyReturnVoid(jvmtiEnv *env, jthread thread)
{
    DEBUG_ONLY(env, can_force_early_return);
}
