/*
 * abi_slots.c - compile-time check of agentvm's own headers: the slot,
 * event and error numbers written in their X-macro lists must agree with
 * where the compiler actually places each member.  Compiled against
 * include/ only; it has no output.
 */
#include <jvmti.h>

#include <stddef.h>

#define PTR sizeof(void *)
#define AT(type, member, index, what) \
    _Static_assert(offsetof(type, member) == (size_t)(index) * PTR, what);

/* JNIEnv and JavaVM tables: the slot number is the 0-based index. */
#define ENV_RSV(slot, member) AT(struct JNINativeInterface_, member, slot, #member)
#define ENV_FN0(slot, ret, name, params) AT(struct JNINativeInterface_, name, slot, #name)
#define ENV_FN(slot, ret, name, params, args) ENV_FN0(slot, ret, name, params)
#define ENV_VAR(slot, ret, name, params, last, args) ENV_FN0(slot, ret, name, params)
AGENTVM_JNI_ENV_SLOTS(ENV_RSV, ENV_FN0, ENV_FN, ENV_VAR, ENV_VAR)
_Static_assert(sizeof(struct JNINativeInterface_) == 234 * PTR, "JNIEnv table ends at GetModule");

#define VM_RSV(slot, member) AT(struct JNIInvokeInterface_, member, slot, #member)
#define VM_FN0(slot, ret, name, params) AT(struct JNIInvokeInterface_, name, slot, #name)
#define VM_FN(slot, ret, name, params, args) VM_FN0(slot, ret, name, params)
AGENTVM_JNI_VM_SLOTS(VM_RSV, VM_FN0, VM_FN)
_Static_assert(sizeof(struct JNIInvokeInterface_) == 8 * PTR, "JavaVM table size");

/* JVMTI table: the specification numbers functions from 1. */
#define TI_RSV(slot, member) AT(jvmtiInterface_1, member, (slot) - 1, #member)
#define TI_FN0(slot, name, params) AT(jvmtiInterface_1, name, (slot) - 1, #name)
#define TI_FN(slot, name, params, args) TI_FN0(slot, name, params)
#define TI_VAR(slot, name, params, last, args) TI_FN0(slot, name, params)
AGENTVM_JVMTI_FUNCTIONS(TI_RSV, TI_FN0, TI_FN, TI_VAR)
_Static_assert(sizeof(jvmtiInterface_1) == 156 * PTR, "JVMTI table ends at slot 156");

/* Event callbacks: member n - 50 handles event n. */
#define EV(num, suffix, member, params) \
    AT(jvmtiEventCallbacks, member, (num) - 50, #member) \
    _Static_assert(JVMTI_EVENT_##suffix == (num), #suffix);
#define EV_RSV(num) AT(jvmtiEventCallbacks, reserved##num, (num) - 50, "reserved event")
AGENTVM_JVMTI_EVENTS(EV, EV_RSV)
_Static_assert(sizeof(jvmtiEventCallbacks) ==
               (JVMTI_MAX_EVENT_TYPE_VAL - JVMTI_MIN_EVENT_TYPE_VAL + 1) * PTR,
               "one callback per event number");

/* Capabilities: 44 named bits in a 128-bit struct. */
#define ONE(name) + 1
_Static_assert(0 AGENTVM_JVMTI_CAPABILITIES(ONE) == 44, "capability count");
_Static_assert(sizeof(jvmtiCapabilities) == 16, "capabilities are 128 bits");
