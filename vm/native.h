/*
 * Native methods: binding (VM-internal natives of the class library, then
 * JNI symbols of loaded libraries with short and long names, then
 * RegisterNatives) and calls through libffi for any signature.
 */
#ifndef AGENTVM_NATIVE_H
#define AGENTVM_NATIVE_H

#include "vm/class.h"
#include "vm/common.h"

struct Thread;

typedef struct VmNativeDef {
    const char *klass;   /* internal name */
    const char *name;
    const char *desc;
    VmNativeFn fn;
} VmNativeDef;

void nat_register_table(const VmNativeDef *defs);
/* Bind m (once). Returns 0 or -1 with UnsatisfiedLinkError pending. */
int nat_bind(struct Thread *t, Method *m) AVM_NODISCARD;
/* Call a bound JNI native with the arguments in args; result in *result. */
int nat_call_jni(struct Thread *t, Method *m, Slot *args, Slot *result) AVM_NODISCARD;
/* System.load: dlopen a library and call its JNI_OnLoad. */
int nat_load_library(struct Thread *t, const char *path, Object *loader) AVM_NODISCARD;
/* RegisterNatives. */
int nat_register_jni(Method *m, void *fn);

/* Native method prefixes (JVMTI SetNativeMethodPrefixes): a provider
 * lists them; a native whose name starts with one also binds to the
 * function of the name without it. */
typedef int (*NatPrefixProvider)(const char ***prefixes);
extern NatPrefixProvider nat_prefix_provider;

/* JNI short and long names (JNI spec "Resolving Native Method Names"). */
void nat_mangle(const Method *m, int long_name, char *buf, size_t size);

#endif
